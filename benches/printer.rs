//! Reading and printing speed.
//!
//! * `print_1000_kernels`: `print_module` on 1,000 small kernels, against the
//!   `Debug` formatting of the same module as a baseline measured in the same run.
//! * `fmt_module`: the pieces of `tirsat fmt` on the fmt benchmark module
//!   (`scripts/oracle/gen_fmt_bench.py 1000`, 1.41 MB, written to
//!   `/tmp/fmt1000.py` when missing; `TIRSAT_FMT_BENCH=FILE` reads another):
//!   `ruff_parse_one_thread` is ruff's parser alone on the whole text (the
//!   floor of any reading that uses it, on one core), `ruff_parse_pieces`
//!   ruff's parser as `read` runs it (`parse_syntax`: in pieces on rayon's
//!   threads, the best ruff does on this machine), `read` our whole read
//!   (that parse, then the IR), `print` the streaming printer into memory.
//!   Criterion reports MB/s: input bytes for the first three, output bytes
//!   for `print`. Our share of reading is `read` minus `ruff_parse_pieces`.
//!
//! `cargo bench --bench printer [-- FILTER]`.

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use tirsat::ir::{AttrValue, Buffer, DataType, Expr, IRModule, IterVar, Param, PrimFunc, Stmt};
use tirsat::script::printer::{print_module, write_module};
use tirsat::script::reader::{parse_source, parse_syntax};

/// A kernel like experiment (a) of the reference: a launch, two shared
/// buffers, three stores.
fn kernel(name: &str) -> PrimFunc {
    let x = Buffer::new("X", DataType::f32(), vec![Expr::i32(128)], "global");
    let y = Buffer::new("Y", DataType::f32(), vec![Expr::i32(128)], "global");
    let tx = IterVar::thread("threadIdx_x", "threadIdx.x");
    let t = tx.var().to_expr();
    let a = Buffer::new("A_sh", DataType::f32(), vec![Expr::i32(128)], "shared.dyn");
    let b = Buffer::new("B_sh", DataType::f32(), vec![Expr::i32(128)], "shared.dyn");
    let body = Stmt::seq(vec![
        Stmt::alloc(&a),
        Stmt::alloc(&b),
        Stmt::store(&a, Expr::load(&x, vec![t.clone()]), vec![t.clone()]),
        Stmt::store(
            &b,
            Expr::load(&a, vec![Expr::sub(&Expr::i32(127), &t)]),
            vec![t.clone()],
        ),
        Stmt::store(&y, Expr::load(&b, vec![t.clone()]), vec![t.clone()]),
    ]);
    PrimFunc::new(
        vec![Param::Buffer(x), Param::Buffer(y)],
        Stmt::launch(&tx, Expr::i32(128), body),
    )
    .with_attr("global_symbol", AttrValue::Str(name.to_string()))
    .with_attr("s_tir", AttrValue::Bool(true))
}

fn bench(c: &mut Criterion) {
    let m = IRModule::from_functions((0..1000).map(|i| {
        let name = format!("k{i:04}");
        let f = kernel(&name);
        (name, f)
    }));
    let mut g = c.benchmark_group("print_1000_kernels");
    g.bench_function("print_module", |b| {
        b.iter(|| print_module(std::hint::black_box(&m)))
    });
    g.bench_function("debug_format_baseline", |b| {
        b.iter(|| format!("{:?}", std::hint::black_box(&m)))
    });
    g.finish();
}

/// The fmt benchmark text: `TIRSAT_FMT_BENCH`, or `/tmp/fmt1000.py` made by
/// `scripts/oracle/gen_fmt_bench.py` when missing.
fn fmt_bench_text() -> Option<String> {
    let path = std::env::var("TIRSAT_FMT_BENCH").unwrap_or_else(|_| "/tmp/fmt1000.py".into());
    if !std::path::Path::new(&path).exists() {
        let script = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/scripts/oracle/gen_fmt_bench.py"
        );
        let ok = std::process::Command::new("python3")
            .args([script, "1000", "-o", &path])
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            eprintln!("fmt_module: cannot make {path} (python3 {script} 1000 -o {path}); skipped");
            return None;
        }
    }
    std::fs::read_to_string(&path).ok()
}

fn bench_fmt(c: &mut Criterion) {
    let Some(src) = fmt_bench_text() else {
        return;
    };
    let parsed = parse_source(&src, "fmt.py").expect("the fmt benchmark reads");
    let mut printed = Vec::new();
    write_module(&parsed.module, &mut printed).expect("prints into memory");
    let mut g = c.benchmark_group("fmt_module");
    g.sample_size(20);
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.bench_function("ruff_parse_one_thread", |b| {
        b.iter_batched(
            || (),
            |()| ruff_python_parser::parse_module(std::hint::black_box(&src)),
            BatchSize::PerIteration,
        )
    });
    g.bench_function("ruff_parse_pieces", |b| {
        // The tree is dropped outside the timing, like the one above.
        b.iter_batched(
            || (),
            |()| parse_syntax(std::hint::black_box(&src), "fmt.py"),
            BatchSize::PerIteration,
        )
    });
    g.bench_function("read", |b| {
        // The module is dropped outside the timing, as `tirsat fmt` never drops it.
        b.iter_batched(
            || (),
            |()| parse_source(std::hint::black_box(&src), "fmt.py"),
            BatchSize::PerIteration,
        )
    });
    g.throughput(Throughput::Bytes(printed.len() as u64));
    g.bench_function("print", |b| {
        b.iter(|| {
            let mut out = Vec::with_capacity(printed.len());
            write_module(std::hint::black_box(&parsed.module), &mut out).is_ok()
        })
    });
    g.finish();
}

criterion_group!(benches, bench, bench_fmt);
criterion_main!(benches);
