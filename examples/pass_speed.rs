//! Times passes on a TVMScript module inside one process, with the system
//! allocator (the library path a Rust caller or the Python plugin takes;
//! the `tirsat` binary uses mimalloc):
//! `cargo run --release --example pass_speed -- FILE [REPEAT] [PASS,...]
//! [BEFORE,...]` (default: 10 runs of MergeSharedMemoryAllocations,
//! SplitHostDevice, MakePackedAPI; the `BEFORE` passes run first in each run,
//! untimed). Each run lowers a fresh clone of the module, as
//! `cargo bench --bench pipeline -- tvm-compare` does; prints the minimum and
//! median milliseconds. A process to profile (`perf record`, heaptrack).

use std::time::Instant;

use tirsat::transform::manager::{Instrumentation, run_passes};
use tirsat::transform::{PassContext, pipeline};

fn main() {
    let a: Vec<String> = std::env::args().collect();
    if a.len() < 2 {
        eprintln!("usage: pass_speed FILE [REPEAT] [PASS,...] [BEFORE,...]");
        std::process::exit(2);
    }
    let text = std::fs::read_to_string(&a[1]).unwrap_or_else(|e| fail(format!("{}: {e}", a[1])));
    let m = match tirsat::script::reader::parse_module(&text, &a[1]) {
        Ok(m) => m,
        Err(e) => fail(e),
    };
    let repeat: usize = match a.get(2).map(|s| s.parse()) {
        None => 10,
        Some(Ok(n)) => n,
        Some(Err(e)) => fail(format!("REPEAT: {e}")),
    };
    let names: Vec<&str> = a.get(3).map_or(
        vec![
            "MergeSharedMemoryAllocations",
            "SplitHostDevice",
            "MakePackedAPI",
        ],
        |s| s.split(',').collect(),
    );
    let build = |names: &[&str]| pipeline::build_passes(names).unwrap_or_else(|e| fail(e));
    let passes = build(&names);
    let before = a.get(4).map(|b| build(&b.split(',').collect::<Vec<_>>()));
    let mut ms: Vec<f64> = (0..repeat.max(1))
        .map(|_| {
            let ctx = PassContext::new();
            let input = match &before {
                Some(b) => run_passes(m.clone(), b, &ctx, &mut Instrumentation::default())
                    .unwrap_or_else(|e| fail(e)),
                None => m.clone(),
            };
            let start = Instant::now();
            let out = run_passes(input, &passes, &ctx, &mut Instrumentation::default())
                .unwrap_or_else(|e| fail(e));
            let t = start.elapsed().as_secs_f64() * 1e3;
            drop(std::hint::black_box(out));
            t
        })
        .collect();
    ms.sort_by(f64::total_cmp);
    println!(
        "{} x{}: min {:.2} ms, median {:.2} ms",
        a[1],
        ms.len(),
        ms[0],
        ms[ms.len() / 2]
    );
}

fn fail(e: impl std::fmt::Display) -> ! {
    eprintln!("pass_speed: {e}");
    std::process::exit(1)
}
