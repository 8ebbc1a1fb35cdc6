//! Criterion benches of the shared-memory planners.
//!
//! Run with `cargo bench --bench packing`. Each group measures the planners on the same
//! instance, so the TVM planner is the in-run baseline for the others: TVM's planner, the
//! greedy strategies and their portfolio, the bounds and the validator on a synthetic
//! instance; TVM's, the greedy portfolio and the exact search at capacity on MiniMalloc's K;
//! fit mode (`tirsat pack --first-fit`) on each of MiniMalloc's 11. Every group takes 10
//! samples after 1 s of warm-up over 2 s (flat sampling: the slowest iterations take a
//! good part of a second), so the whole bench stays within about two minutes.

use std::hint::black_box;
use std::path::Path;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, SamplingMode, criterion_group, criterion_main};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use tirsat::memory::{
    Buffer, Fit, Order, Problem, Strategy, fit, fits, greedy, greedy_with, lower_bound, read_csv,
    tvm_plan_intervals, validate, window_bound,
};

/// A DNN-like instance: many short activations, some long-lived weights.
fn synthetic(n: usize, seed: u64) -> Problem {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let horizon = (n as i64) * 2;
    let buffers = (0..n)
        .map(|i| {
            let long = rng.gen_bool(0.05);
            let start = rng.gen_range(0..horizon);
            let len = if long {
                rng.gen_range(horizon / 4..horizon)
            } else {
                rng.gen_range(1..40)
            };
            let size = 64 * rng.gen_range(1..=1024u64);
            Buffer::new(format!("b{i}"), size, start, start + len)
        })
        .collect();
    Problem::new(buffers).expect("generated instance is well formed")
}

/// Every group: 10 samples of equal iteration counts, 1 s of warm-up, 2 s of measurement.
fn configure(g: &mut BenchmarkGroup<'_, WallTime>) {
    g.sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2));
}

fn planners(c: &mut Criterion) {
    let p = synthetic(5000, 7);
    let lb = lower_bound(&p);
    let mut g = c.benchmark_group("synthetic-5000");
    configure(&mut g);
    g.bench_function("tvm", |b| b.iter(|| black_box(tvm_plan_intervals(&p))));
    for s in [
        Strategy {
            order: Order::Size,
            fit: Fit::Best,
        },
        Strategy {
            order: Order::Size,
            fit: Fit::First,
        },
        Strategy {
            order: Order::Area,
            fit: Fit::Skyline,
        },
    ] {
        g.bench_function(s.to_string(), |b| b.iter(|| black_box(greedy_with(&p, s))));
    }
    g.bench_function("greedy-all", |b| b.iter(|| black_box(greedy(&p, lb, None))));
    let offs = greedy_with(
        &p,
        Strategy {
            order: Order::Size,
            fit: Fit::Best,
        },
    );
    g.bench_function("validate", |b| b.iter(|| black_box(validate(&p, &offs))));
    g.bench_function("lower-bound", |b| b.iter(|| black_box(lower_bound(&p))));
    // Window bounds stop at their deadline on instances whose windows are hard:
    // this measures the proof work within a 100 ms budget.
    g.bench_function("window-bound-100ms", |b| {
        b.iter(|| {
            let d = std::time::Instant::now() + std::time::Duration::from_millis(100);
            black_box(window_bound(&p, Some(d)))
        })
    });
    g.finish();
}

/// `../shared/packing-bench/minimalloc/NAME` beside the project or its worktree.
fn shared_instance(name: &str) -> Option<Problem> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let f = ["../shared", "../../shared"]
        .iter()
        .map(|up| root.join(up).join("packing-bench/minimalloc").join(name))
        .find(|f| f.exists())?;
    read_csv(&f).ok().map(|i| i.problem)
}

fn challenging(c: &mut Criterion) {
    let Some(p) = shared_instance("K.1048576.csv") else {
        eprintln!("note: ../shared/packing-bench is absent; skipping the MiniMalloc benches");
        return;
    };
    let mut g = c.benchmark_group("minimalloc-K");
    configure(&mut g);
    g.bench_function("tvm", |b| b.iter(|| black_box(tvm_plan_intervals(&p))));
    g.bench_function("greedy-all", |b| {
        b.iter(|| black_box(greedy(&p, 1_048_576, None)))
    });
    g.bench_function("exact-fits-capacity", |b| {
        b.iter(|| black_box(fits(&p, 1_048_576, None)))
    });
    g.finish();
    // Fit mode (`tirsat pack --first-fit`) on each of the 11 at their capacity.
    let mut g = c.benchmark_group("fit-mode");
    configure(&mut g);
    for name in "ABCDEFGHIJK".chars() {
        if let Some(p) = shared_instance(&format!("{name}.1048576.csv")) {
            g.bench_function(name.to_string(), |b| {
                b.iter(|| black_box(fit(&p, 1_048_576, None)))
            });
        }
    }
    g.finish();
}

criterion_group!(benches, planners, challenging);
criterion_main!(benches);
