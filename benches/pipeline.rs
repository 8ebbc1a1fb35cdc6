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
//!   (the module above has none, so they would only walk it);
//! * `shapes/SHAPE`: the three passes of `e2e_bench.py` on each module shape
//!   of `gen_bench_module.py` (same text): `e2e` (the module above, 200
//!   functions x 2 kernels x 2 buffers), `buffers` (200 x 2 kernels x 11
//!   `shared.dyn` buffers of mixed types in chains, reused in place, two
//!   long-lived), `chain` (10 x 1 kernel x 48 buffers), `small` (100 x 16
//!   kernels x 1 buffer) and `grid` (200 x 2 kernels x 11 buffers on 2-D
//!   thread blocks, with wrapped indices, loops and conditionals);
//! * `corpus/slice`: TVM's slice after its cut (MergeSharedMemoryAllocations,
//!   SplitHostDevice, MakePackedAPI, FP8StorageLegalize, BF16StorageLegalize)
//!   on every module of `tests/corpus/real`, one after another.
//!
//! Then, when TVM 0.27 is at hand (`TVM_PYTHON`, default `.venv-tvm/bin/python`
//! of the repository), the same passes of TVM's C++ on the same modules in the
//! same run (`e2e_bench.py --tvm-passes`, in one Python process), next to ours
//! timed in this process: per shape and per corpus module the median of 5
//! after one untimed run on each side (and on ours, first, one untimed run
//! over the whole corpus: this process sat idle while TVM's ran), the ratio,
//! and the corpus sum (`tvm-compare`, printed, not a criterion group).
//!
//! `cargo bench --bench pipeline [-- FILTER]`; `TIRSAT_BENCH_FUNCTIONS` sets N
//! (default 200). Each group takes 10 samples after 1 s of warm-up over 3 s, so
//! the whole bench stays within a few minutes; the planners have their own
//! bench (`--bench packing`).

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use criterion::measurement::WallTime;
use criterion::{
    BatchSize, BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main,
};
use tirsat::ir::IRModule;
use tirsat::script::printer::print_module;
use tirsat::script::reader::parse_module;
use tirsat::transform::manager::{Instrumentation, run_passes};
use tirsat::transform::{PassContext, pipeline};

/// The head of every module of `gen_bench_module.py` (its `HEADER`).
const HEADER: &str = "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n\n\n@I.ir_module\nclass Bench:\n";

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
    let funcs: Vec<String> = (0..n).map(|k| function(k, dtypes)).collect();
    format!("{HEADER}{}", funcs.join("\n"))
}

/// The buffer data types of the other shapes of `gen_bench_module.py`, in turn.
const CHAIN_DTYPES: [&str; 7] = [
    "float32", "float16", "int32", "int8", "float16", "int16", "float32",
];

/// Kernel `j` of function `k` of `gen_bench_module.py`'s `buffers`, `chain`
/// and `small` shapes (same text): `buffers` `shared.dyn` buffers in a chain.
fn chain_kernel(k: usize, j: usize, buffers: usize, threads: usize, blocks: usize) -> String {
    let (b, t) = (format!("b{j}"), format!("t{j}"));
    let ind = " ".repeat(12);
    let mut out = format!(
        "        with T.launch_thread(\"blockIdx.x\", {blocks}) as {b}:\n{ind}{t} = T.launch_thread(\"threadIdx.x\", {threads})\n"
    );
    let dts: Vec<&str> = (0..buffers)
        .map(|i| CHAIN_DTYPES[(k + j + i) % CHAIN_DTYPES.len()])
        .collect();
    for (i, dt) in dts.iter().enumerate() {
        let size = threads * (1 + (i + k) % 3);
        out += &format!("{ind}S{i} = T.alloc_buffer(({size},), \"{dt}\", scope=\"shared.dyn\")\n");
    }
    let at = format!("{b} * {threads} + {t}");
    let sync = format!("{ind}T.tvm_storage_sync(\"shared.dyn\")\n");
    out += &format!("{ind}S0[{t}] = T.Cast(\"{}\", X[{at}])\n{sync}", dts[0]);
    for (i, dt) in dts.iter().enumerate().skip(1) {
        out += &format!(
            "{ind}S{i}[{t}] = T.Cast(\"{dt}\", S{}[{} - {t}])\n",
            i - 1,
            threads - 1
        );
        if i % 3 == 0 {
            out += &format!("{ind}S{i}[{t}] = S{i}[{t}] + S{i}[{t}]\n");
        }
        out += &sync;
    }
    let live: std::collections::BTreeSet<usize> = [0, buffers / 2, buffers - 1].into();
    let total: Vec<String> = live
        .iter()
        .map(|i| format!("T.Cast(\"float32\", S{i}[{t}])"))
        .collect();
    out += &format!(
        "{ind}X[{at}] = {} * T.Cast(\"float32\", s)\n",
        total.join(" + ")
    );
    out
}

/// `gen_bench_module.generate(n, shape)` for the `buffers`, `chain` and
/// `small` shapes: `kernels` kernels of `buffers` buffers per function.
fn chain_module(n: usize, kernels: usize, buffers: usize) -> String {
    let funcs: Vec<String> = (0..n)
        .map(|k| {
            let threads = [32, 64, 128, 256][k % 4];
            let blocks = 1 + k % 7;
            let mut f = format!(
                "    @T.prim_func(s_tir=True)\n    def f{k}(X: T.Buffer(({},), \"float32\"), s: T.int32):\n        T.func_attr({{\"target\": T.target(\"cuda\", host=\"llvm\")}})\n",
                threads * blocks
            );
            for j in 0..kernels {
                f += &chain_kernel(k, j, buffers, threads, blocks);
            }
            f
        })
        .collect();
    format!("{HEADER}{}", funcs.join("\n"))
}

/// The buffer data types of `gen_bench_module.py`'s `grid` shape, in turn.
const GRID_DTYPES: [&str; 8] = [
    "float32", "float16", "int32", "int8", "float64", "uint8", "int16", "float16",
];

/// Kernel `j` of function `k` of `gen_bench_module.py`'s `grid` shape (same
/// text): 2-D thread blocks, wrapped indices, loops and conditionals.
fn grid_kernel(k: usize, j: usize, buffers: usize) -> String {
    let (tx_n, ty_n) = ([16, 32][(k + j) % 2], [2, 4, 8][k % 3]);
    let blocks = 1 + (k * 3 + j) % 5;
    let w = tx_n * ty_n;
    let ind = " ".repeat(12);
    let (tx, ty, bx) = (format!("tx{j}"), format!("ty{j}"), format!("bx{j}"));
    let mut out = format!(
        "        with T.launch_thread(\"blockIdx.x\", {blocks}) as {bx}:\n{ind}{tx} = T.launch_thread(\"threadIdx.x\", {tx_n})\n{ind}{ty} = T.launch_thread(\"threadIdx.y\", {ty_n})\n"
    );
    let dts: Vec<&str> = (0..buffers)
        .map(|i| GRID_DTYPES[(k * 5 + j * 3 + i) % GRID_DTYPES.len()])
        .collect();
    let row = |i: usize| tx_n * (1 + i % 2);
    for (i, dt) in dts.iter().enumerate() {
        let size = if i % 4 == 1 {
            ty_n * row(i)
        } else {
            w * (1 + (i + k) % 4)
        };
        out += &format!("{ind}R{i} = T.alloc_buffer(({size},), \"{dt}\", scope=\"shared.dyn\")\n");
    }
    let at = |i: usize, flat: &str| {
        if i % 4 == 1 {
            format!("R{i}[{ty} * {} + {tx}]", row(i))
        } else {
            format!("R{i}[{flat}]")
        }
    };
    let flat = format!("{ty} * {tx_n} + {tx}");
    let sync = format!("{ind}T.tvm_storage_sync(\"shared.dyn\")\n");
    out += &format!(
        "{ind}{} = T.Cast(\"{}\", X[{bx} * {w} + {flat}])\n{sync}",
        at(0, &flat),
        dts[0]
    );
    for (i, dt) in dts.iter().enumerate().skip(1) {
        let src = if i % 5 == 2 && (i - 1) % 4 == 1 {
            format!("R{}[{ty} * {} + ({tx} + 1) % {tx_n}]", i - 1, row(i - 1))
        } else if i % 5 == 2 {
            format!("R{}[({flat} + 1) % {w}]", i - 1)
        } else {
            at(i - 1, &format!("{} - ({flat})", w - 1))
        };
        let dst = at(i, &flat);
        out += &format!("{ind}{dst} = T.Cast(\"{dt}\", {src})\n");
        if i % 3 == 2 {
            out += &format!(
                "{ind}for r in T.serial({}):\n{ind}    if {tx} % 2 == r % 2:\n{ind}        {dst} = {dst} + T.Cast(\"{dt}\", r)\n",
                2 + i % 3
            );
        }
        out += &sync;
    }
    let total: Vec<String> = [0, buffers / 3, buffers - 1]
        .iter()
        .map(|&i| format!("T.Cast(\"float32\", {})", at(i, &flat)))
        .collect();
    out += &format!(
        "{ind}if {tx} < {}:\n{ind}    X[{bx} * {w} + {flat}] = {}\n",
        tx_n - 1,
        total.join(" + ")
    );
    out
}

/// `gen_bench_module.generate(n, "grid")` with `kernels` kernels of
/// `buffers` buffers per function.
fn grid_module(n: usize, kernels: usize, buffers: usize) -> String {
    let funcs: Vec<String> = (0..n)
        .map(|k| {
            let mut f = format!(
                "    @T.prim_func(s_tir=True)\n    def g{k}(X: T.Buffer((1280,), \"float32\")):\n        T.func_attr({{\"target\": T.target(\"cuda\", host=\"llvm\")}})\n"
            );
            for j in 0..kernels {
                f += &grid_kernel(k, j, buffers);
            }
            f
        })
        .collect();
    format!("{HEADER}{}", funcs.join("\n"))
}

/// The module shapes of `e2e_bench.py`: name and text.
fn shapes() -> Vec<(&'static str, String)> {
    vec![
        ("e2e", module_text(200, &DTYPES)),
        ("buffers", chain_module(200, 2, 11)),
        ("chain", chain_module(10, 1, 48)),
        ("small", chain_module(100, 16, 1)),
        ("grid", grid_module(200, 2, 11)),
    ]
}

/// The `input.py` of every module of the real corpus, by name.
fn corpus_modules() -> Vec<(String, PathBuf)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/real");
    let mut out: Vec<(String, PathBuf)> = std::fs::read_dir(&dir)
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.path().join("input.py"))
                .filter(|p| p.is_file())
                .filter_map(|p| {
                    let name = p.parent()?.file_name()?.to_str()?.to_string();
                    Some((name, p))
                })
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}

const THREE: [&str; 3] = [
    "MergeSharedMemoryAllocations",
    "SplitHostDevice",
    "MakePackedAPI",
];
/// TVM's slice after the real corpus's cut.
const SLICE: [&str; 5] = [
    "MergeSharedMemoryAllocations",
    "SplitHostDevice",
    "MakePackedAPI",
    "FP8StorageLegalize",
    "BF16StorageLegalize",
];

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
/// The passes `names` over `m` through the pass manager, as `tirsat lower`
/// and the Python plugin run them (a module of many functions on rayon's
/// pool, the shared analyses pruned between passes).
fn run(names: &[&str], m: IRModule) -> IRModule {
    let passes = pipeline::build_passes(names).expect("known passes in a valid order");
    let ctx = PassContext::new();
    run_passes(m, &passes, &ctx, &mut Instrumentation::default()).expect("the bench module lowers")
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

/// Benches each pass of `names` that `wanted` selects, alone (through the
/// pass manager), on what the passes before it made of `m`; returns the
/// module after all of `names`.
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
        let one = std::slice::from_ref(&pass);
        let run_one = |m| run_passes(m, one, &ctx, &mut Instrumentation::default());
        if wanted(name) {
            g.bench_function(*name, |b| {
                b.iter_batched(|| input.clone(), run_one, BatchSize::LargeInput)
            });
        }
        input = run_one(input).expect("the bench module lowers");
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

fn shape_passes(c: &mut Criterion) {
    let mut g = c.benchmark_group("shapes");
    configure(&mut g);
    for (name, text) in shapes() {
        let m = parse_module(&text, "shape.py").expect("the shape's module reads");
        g.bench_function(name, |b| {
            b.iter_batched(|| m.clone(), |m| run(&THREE, m), BatchSize::LargeInput)
        });
    }
    g.finish();
    let modules: Vec<IRModule> = corpus_modules()
        .iter()
        .map(|(_, p)| read_module(p))
        .collect();
    let mut g = c.benchmark_group("corpus");
    configure(&mut g);
    g.bench_function("slice", |b| {
        b.iter_batched(
            || modules.clone(),
            |ms| ms.into_iter().map(|m| run(&SLICE, m)).collect::<Vec<_>>(),
            BatchSize::LargeInput,
        )
    });
    g.finish();
}

fn read_module(p: &Path) -> IRModule {
    let text = std::fs::read_to_string(p).expect("a corpus module reads");
    parse_module(&text, &p.display().to_string()).expect("a corpus module parses")
}

/// Median seconds of `runs` runs of `names` on `m` (the clone not counted),
/// after one untimed run, as `e2e_bench.py --tvm-passes` does for TVM: the
/// first module after a large one otherwise pays for the allocator's and the
/// caches' cold start (0.54 ms against 0.08-0.23 ms on `add_relu_f16_dyn`).
fn median_secs(names: &[&str], m: &IRModule, runs: usize) -> f64 {
    drop(black_box(run(names, m.clone())));
    let mut t: Vec<f64> = (0..runs)
        .map(|_| {
            let input = m.clone();
            let start = Instant::now();
            let out = run(names, input);
            let secs = start.elapsed().as_secs_f64();
            drop(black_box(out));
            secs
        })
        .collect();
    t.sort_by(f64::total_cmp);
    t[t.len() / 2]
}

/// TVM's median seconds per file (`e2e_bench.py --tvm-passes`), `None` for a
/// file TVM does not lower.
fn tvm_medians(python: &Path, files: &[PathBuf], slice: bool) -> Option<Vec<Option<f64>>> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/oracle/e2e_bench.py");
    let mut cmd = std::process::Command::new(python);
    cmd.arg(script).arg("--repeat").arg("5").arg("--tvm-passes");
    cmd.args(files);
    if slice {
        cmd.arg("--slice");
    }
    let out = cmd.stderr(std::process::Stdio::null()).output().ok()?;
    if !out.status.success() {
        eprintln!("tvm-compare: {} failed ({})", python.display(), out.status);
        return None;
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let medians: Vec<Option<f64>> = text
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).ok()?;
            v.get("median")?.as_f64()
        })
        .collect();
    (medians.len() == files.len()).then_some(medians)
}

/// Our passes against TVM's C++ passes on every shape and corpus module, in
/// this run (printed; needs TVM 0.27's Python, see the module docs).
fn tvm_compare(_: &mut Criterion) {
    let python = std::env::var_os("TVM_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join(".venv-tvm/bin/python"));
    if !python.exists() {
        println!(
            "tvm-compare: skipped, no TVM 0.27 Python at {} (set TVM_PYTHON)",
            python.display()
        );
        return;
    }
    let dir = std::env::temp_dir().join(format!("tirsat-bench-{}", std::process::id()));
    if std::fs::create_dir_all(&dir).is_err() {
        return;
    }
    let shapes = shapes();
    let files: Vec<PathBuf> = shapes
        .iter()
        .map(|(name, text)| {
            let p = dir.join(format!("{name}.py"));
            std::fs::write(&p, text).expect("the temporary directory is writable");
            p
        })
        .collect();
    println!(
        "tvm-compare: TVM 0.27 (its Python, one process) against tirsat (this process), medians of 5 after one untimed run each"
    );
    if let Some(tvm) = tvm_medians(&python, &files, false) {
        for ((name, text), t) in shapes.iter().zip(tvm) {
            let m = parse_module(text, "shape.py").expect("the shape's module reads");
            let ours = median_secs(&THREE, &m, 5);
            match t {
                Some(t) => println!(
                    "tvm-compare/shapes/{name}: TVM {:.2} ms, tirsat {:.2} ms, {:.2}x",
                    t * 1e3,
                    ours * 1e3,
                    t / ours
                ),
                None => println!(
                    "tvm-compare/shapes/{name}: TVM failed, tirsat {:.2} ms",
                    ours * 1e3
                ),
            }
        }
    }
    let corpus = corpus_modules();
    let paths: Vec<PathBuf> = corpus.iter().map(|(_, p)| p.clone()).collect();
    if let Some(tvm) = tvm_medians(&python, &paths, true) {
        let modules: Vec<IRModule> = paths.iter().map(|p| read_module(p)).collect();
        // This process sat idle while TVM's ran (its one process busy from the
        // first module to the last): one untimed run over the whole corpus
        // first, so that the first modules are not timed on a cold process
        // (`add_relu_f16_dyn`, first, took several times its usual time in some
        // runs).
        for m in &modules {
            drop(black_box(run(&SLICE, m.clone())));
        }
        let (mut sum_tvm, mut sum_ours, mut slower) = (0.0, 0.0, Vec::new());
        for (((name, _), m), t) in corpus.iter().zip(&modules).zip(tvm) {
            let ours = median_secs(&SLICE, m, 5);
            let Some(t) = t else {
                println!(
                    "tvm-compare/corpus/{name}: TVM failed, tirsat {:.3} ms",
                    ours * 1e3
                );
                continue;
            };
            sum_tvm += t;
            sum_ours += ours;
            if ours > t {
                slower.push(name.as_str());
            }
            println!(
                "tvm-compare/corpus/{name}: TVM {:.3} ms, tirsat {:.3} ms, {:.1}x",
                t * 1e3,
                ours * 1e3,
                t / ours
            );
        }
        println!(
            "tvm-compare/corpus: sum TVM {:.2} ms, tirsat {:.2} ms, {:.2}x; slower than TVM: {}",
            sum_tvm * 1e3,
            sum_ours * 1e3,
            sum_tvm / sum_ours,
            if slower.is_empty() {
                "none".to_string()
            } else {
                slower.join(", ")
            }
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, read_print, passes, shape_passes, tvm_compare);
criterion_main!(benches);
