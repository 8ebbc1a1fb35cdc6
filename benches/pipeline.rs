//! The lowering path piece by piece on issue 15's module (`gen_bench_module.py`'s
//! N functions x 2 shared-memory kernels, generated here by the same template):
//!
//! * `script/N-functions/read`: TVMScript text to IR (`parse_module`), with the
//!   input size as throughput (criterion prints MB/s); `print` and
//!   `print-lowered`: the IR (as read, and after the `default` pipeline) back to
//!   text (`print_module`), output size as throughput;
//! * `pass/N-functions/NAME`: each pass alone, on what the passes before it in
//!   its pipeline made of the module: AnnotateEntryFunc,
//!   MergeSharedMemoryAllocations, SplitHostDevice and MakePackedAPI of the
//!   `default` pipeline; AnnotateDeviceRegions, SplitHostDeviceOnly and
//!   LowerDeviceKernelLaunch of the `s_tir` pipeline (the three-pass split);
//!   LowerDeviceStorageAccessInfo on the `s_tir` pipeline's output; and
//!   `three-passes`, the run of `e2e_bench.py` (MergeSharedMemoryAllocations,
//!   SplitHostDevice, MakePackedAPI);
//! * `legalize/N-functions/NAME`: the four FP8/BF16 legalizations along the
//!   `default` pipeline, on the same template with bfloat16 and float8 data
//!   (the module above has none, so they would only walk it).
//!
//! `cargo bench --bench pipeline [-- FILTER]`; `TIRSAT_BENCH_FUNCTIONS` sets N
//! (default 200). Each group takes 10 samples after 1 s of warm-up over 3 s, so
//! the whole bench stays within about two minutes; the planners have their own
//! bench (`--bench packing`).

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{
    BatchSize, BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main,
};
use tirsat::ir::IRModule;
use tirsat::script::printer::print_module;
use tirsat::script::reader::parse_module;
use tirsat::transform::{PassContext, pipeline};

/// The data types of `gen_bench_module.py`'s functions, in turn.
const DTYPES: [&str; 4] = ["float32", "float16", "int32", "int8"];
/// The same template with data the FP8/BF16 legalizations rewrite.
const LEGALIZE_DTYPES: [&str; 4] = ["bfloat16", "float8_e4m3fn", "bfloat16", "float8_e5m2"];

/// Function `k` of `scripts/oracle/gen_bench_module.py` (same text), with its
/// second kernel's data type taken in turn from `dtypes`.
fn function(k: usize, dtypes: &[&str]) -> String {
    let threads = [32, 64, 128, 256][k % 4];
    let blocks = 1 + k % 7;
    let n = threads * blocks;
    let dt = dtypes[k % dtypes.len()];
    let one = if dt == "float32" {
        "T.float32(1)".to_string()
    } else {
        format!("T.Cast(\"{dt}\", 1)")
    };
    let (t1, t2) = (threads - 1, threads * 2);
    format!(
        r#"    @T.prim_func(s_tir=True)
    def f{k}(X: T.Buffer(({n},), "float32"), Y: T.Buffer(({n},), "{dt}"), s: T.int32):
        T.func_attr({{"target": T.target("cuda", host="llvm")}})
        with T.launch_thread("blockIdx.x", {blocks}) as bx:
            tx = T.launch_thread("threadIdx.x", {threads})
            A_sh = T.alloc_buffer(({threads},), "float32", scope="shared.dyn")
            B_sh = T.alloc_buffer(({threads},), "float32", scope="shared.dyn")
            A_sh[tx] = X[bx * {threads} + tx]
            T.tvm_storage_sync("shared.dyn")
            B_sh[tx] = A_sh[{t1} - tx] * T.Cast("float32", s)
            T.tvm_storage_sync("shared.dyn")
            X[bx * {threads} + tx] = B_sh[tx] + A_sh[tx]
        with T.launch_thread("blockIdx.x", {blocks}) as by:
            ty = T.launch_thread("threadIdx.x", {threads})
            C_sh = T.alloc_buffer(({threads},), "{dt}", scope="shared.dyn")
            D_sh = T.alloc_buffer(({t2},), "{dt}", scope="shared.dyn")
            C_sh[ty] = Y[by * {threads} + ty]
            D_sh[ty * 2] = C_sh[ty] + {one}
            D_sh[ty * 2 + 1] = C_sh[{t1} - ty]
            T.tvm_storage_sync("shared.dyn")
            Y[by * {threads} + ty] = D_sh[ty * 2] + D_sh[ty * 2 + 1]
"#
    )
}

/// The whole module text of `gen_bench_module.py N` (with `DTYPES`).
fn module_text(n: usize, dtypes: &[&str]) -> String {
    let header = "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n\n\n@I.ir_module\nclass Bench:\n";
    let funcs: Vec<String> = (0..n).map(|k| function(k, dtypes)).collect();
    format!("{header}{}", funcs.join("\n"))
}

/// Every group: 10 samples, 1 s of warm-up, 3 s of measurement.
fn configure(g: &mut BenchmarkGroup<'_, WallTime>) {
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
}

fn functions() -> usize {
    std::env::var("TIRSAT_BENCH_FUNCTIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&n| n > 0)
        .unwrap_or(200)
}

/// Runs `names` in order on `m`.
fn run(names: &[&str], m: IRModule) -> IRModule {
    let passes = pipeline::build_passes(names).expect("known passes in a valid order");
    let ctx = PassContext::new();
    passes
        .iter()
        .fold(m, |m, p| p.run(m, &ctx).expect("the bench module lowers"))
}

fn read_print(c: &mut Criterion) {
    let n = functions();
    let text = module_text(n, &DTYPES);
    let m = parse_module(&text, "bench.py").expect("the bench module reads");
    let mut g = c.benchmark_group(format!("script/{n}-functions"));
    configure(&mut g);
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("read", |b| {
        b.iter_with_large_drop(|| parse_module(black_box(&text), "bench.py"))
    });
    let printed = print_module(&m);
    g.throughput(Throughput::Bytes(printed.len() as u64));
    g.bench_function("print", |b| {
        b.iter_with_large_drop(|| print_module(black_box(&m)))
    });
    let lowered = run(&pipeline::pipeline("default").unwrap_or_default(), m);
    let printed = print_module(&lowered);
    g.throughput(Throughput::Bytes(printed.len() as u64));
    g.bench_function("print-lowered", |b| {
        b.iter_with_large_drop(|| print_module(black_box(&lowered)))
    });
    g.finish();
}

/// Benches each pass of `names` that `wanted` selects, alone, on what the
/// passes before it made of `m`; returns the module after all of `names`.
fn each_pass(
    g: &mut BenchmarkGroup<'_, WallTime>,
    m: IRModule,
    names: &[&str],
    wanted: impl Fn(&str) -> bool,
) -> IRModule {
    let ctx = PassContext::new();
    let mut input = m;
    for (k, name) in names.iter().enumerate() {
        let pass = pipeline::build_passes(&names[..=k])
            .expect("a prefix of a named pipeline")
            .pop()
            .expect("one pass per name");
        if wanted(name) {
            g.bench_function(*name, |b| {
                b.iter_batched(
                    || input.clone(),
                    |m| pass.run(m, &ctx),
                    BatchSize::LargeInput,
                )
            });
        }
        input = pass.run(input, &ctx).expect("the bench module lowers");
    }
    input
}

fn is_legalization(name: &str) -> bool {
    name.ends_with("Legalize")
}

fn passes(c: &mut Criterion) {
    let n = functions();
    let m = parse_module(&module_text(n, &DTYPES), "bench.py").expect("the bench module reads");
    let mut g = c.benchmark_group(format!("pass/{n}-functions"));
    configure(&mut g);
    let default = pipeline::pipeline("default").unwrap_or_default();
    each_pass(&mut g, m.clone(), &default, |p| !is_legalization(p));
    // The three-pass split of the `s_tir` pipeline, then the storage-scope
    // lowering TVM runs on device code, on that pipeline's output.
    let s_tir = pipeline::pipeline("s_tir").unwrap_or_default();
    let lowered = each_pass(&mut g, m.clone(), &s_tir, |p| !default.contains(&p));
    each_pass(&mut g, lowered, &["LowerDeviceStorageAccessInfo"], |_| true);
    let three = [
        "MergeSharedMemoryAllocations",
        "SplitHostDevice",
        "MakePackedAPI",
    ];
    g.bench_function("three-passes", |b| {
        b.iter_batched(|| m.clone(), |m| run(&three, m), BatchSize::LargeInput)
    });
    g.finish();

    let text = module_text(n, &LEGALIZE_DTYPES);
    let m = parse_module(&text, "legalize.py").expect("the bfloat16/float8 module reads");
    let mut g = c.benchmark_group(format!("legalize/{n}-functions"));
    configure(&mut g);
    each_pass(&mut g, m, &default, is_legalization);
    g.finish();
}

criterion_group!(benches, read_print, passes);
criterion_main!(benches);
