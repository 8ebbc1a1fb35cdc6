//! The lowering path piece by piece on issue 15's module (`gen_bench_module.py`'s
//! N functions x 2 shared-memory kernels, generated here by the same template):
//!
//! * `read`: TVMScript text to IR (`parse_module`), with the input size as
//!   throughput (criterion prints MB/s);
//! * `print`: the IR back to text (`print_module`), output size as throughput;
//! * `pass/NAME`: every pass of the `default` pipeline alone, on what the passes
//!   before it made of the module, and `three-passes`, the run of
//!   `e2e_bench.py` (MergeSharedMemoryAllocations, SplitHostDevice, MakePackedAPI).
//!
//! `cargo bench --bench pipeline [-- FILTER]`; `TIRSAT_BENCH_FUNCTIONS` sets N
//! (default 200). The planners have their own bench (`--bench packing`).

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use tirsat::ir::IRModule;
use tirsat::script::printer::print_module;
use tirsat::script::reader::parse_module;
use tirsat::transform::{PassContext, pipeline};

const DTYPES: [&str; 4] = ["float32", "float16", "int32", "int8"];

/// Function `k` of `scripts/oracle/gen_bench_module.py` (same text).
fn function(k: usize) -> String {
    let threads = [32, 64, 128, 256][k % 4];
    let blocks = 1 + k % 7;
    let n = threads * blocks;
    let dt = DTYPES[k % DTYPES.len()];
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

/// The whole module text of `gen_bench_module.py N`.
fn module_text(n: usize) -> String {
    let header = "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n\n\n@I.ir_module\nclass Bench:\n";
    let funcs: Vec<String> = (0..n).map(function).collect();
    format!("{header}{}", funcs.join("\n"))
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
    let text = module_text(n);
    let m = parse_module(&text, "bench.py").expect("the bench module reads");
    let mut g = c.benchmark_group(format!("script/{n}-functions"));
    g.sample_size(20);
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

fn passes(c: &mut Criterion) {
    let n = functions();
    let m = parse_module(&module_text(n), "bench.py").expect("the bench module reads");
    let mut g = c.benchmark_group(format!("pass/{n}-functions"));
    g.sample_size(20);
    let names = pipeline::pipeline("default").unwrap_or_default();
    let mut input = m.clone();
    for (k, name) in names.iter().enumerate() {
        let pass = pipeline::build_passes(&names[..=k])
            .expect("a prefix of the default pipeline")
            .pop()
            .expect("one pass per name");
        let ctx = PassContext::new();
        g.bench_function(*name, |b| {
            b.iter_batched(
                || input.clone(),
                |m| pass.run(m, &ctx),
                BatchSize::LargeInput,
            )
        });
        input = pass.run(input, &ctx).expect("the bench module lowers");
    }
    let three = [
        "MergeSharedMemoryAllocations",
        "SplitHostDevice",
        "MakePackedAPI",
    ];
    g.bench_function("three-passes", |b| {
        b.iter_batched(|| m.clone(), |m| run(&three, m), BatchSize::LargeInput)
    });
    g.finish();
}

criterion_group!(benches, read_print, passes);
criterion_main!(benches);
