//! Criterion timing of the e-graph simplifier: typical GPU index expressions
//! (cold, i.e. with the cache cleared, and cached) and, when
//! `../shared/expr-bench/tvm-arith-tests` is present, every 8th case of the TVM
//! test set (the whole set takes about 20 s a pass under load, 10 samples of it
//! would take most of `cargo bench`'s 10 minutes); `tirsat simplify-bench` runs
//! the whole set and reports the per-expression median and the share.
//! Each group takes 10 samples after 1 s of warm-up over 2 s.

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use tirsat::arith::{Facts, Simplifier};
use tirsat::ir::Expr;
use tirsat::script::reader::{VarEnv, parse_expr};
use tirsat::tools::bench::{find_data_dir, load_cases, run_case};

const IDIOMS: [&str; 8] = [
    "(bx * 128 + tx) // 128",
    "(bx * 128 + tx) % 128",
    "tx // 32 * 32 + tx % 32",
    "(ty * 128 + tx) // 32",
    "(n + 15) // 16 * 16 - n",
    "T.max(tx // 2, tx // 4)",
    "(16 - (x * 16 + 4) % 16) % 16",
    "T.min(T.max(x, 5), 10) - T.max(T.min(x, 10), 5)",
];

fn idioms() -> Vec<(Expr, Facts)> {
    IDIOMS
        .iter()
        .map(|t| {
            let mut env = VarEnv::new();
            let e = parse_expr(t, &mut env).expect("valid expression");
            let mut f = Facts::new();
            for (name, lo, hi) in [
                ("tx", 0, 128),
                ("ty", 0, 4),
                ("bx", 0, 65535),
                ("n", 1, 1 << 20),
            ] {
                if let Some(v) = env.get(name) {
                    f = f.with_range(v, lo, hi);
                }
            }
            (e, f)
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let s = Simplifier::with_builtin_rules().expect("built-in rules");
    let cases = idioms();
    let mut g = c.benchmark_group("simplify/gpu-idioms");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2));
    g.bench_function("cold", |b| {
        b.iter(|| {
            for (e, f) in &cases {
                s.clear_cache();
                black_box(s.simplify(e, f));
            }
        })
    });
    g.bench_function("cached", |b| {
        b.iter(|| {
            for (e, f) in &cases {
                black_box(s.simplify(e, f));
            }
        })
    });
    g.finish();
    if let Some(dir) = find_data_dir(Path::new(env!("CARGO_MANIFEST_DIR"))) {
        if let Ok(tvm) = load_cases(&dir) {
            let mut g = c.benchmark_group("simplify/tvm-test-set");
            g.sample_size(10)
                .sampling_mode(SamplingMode::Flat)
                .warm_up_time(Duration::from_secs(1))
                .measurement_time(Duration::from_secs(2));
            g.bench_function("every-8th-case", |b| {
                b.iter(|| {
                    for case in tvm.iter().step_by(8) {
                        black_box(run_case(&s, case));
                    }
                })
            });
            g.finish();
        }
    } else {
        eprintln!(
            "note: shared/expr-bench/tvm-arith-tests not found; skipping the TVM test-set benchmark"
        );
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
