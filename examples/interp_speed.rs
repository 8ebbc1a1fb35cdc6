//! Times the reference interpreter on one function of a TVMScript file:
//! `cargo run --release --example interp_speed -- FILE FUNCTION [REPEAT]`
//! (`TIRSAT_MAX_STEPS=N` sets the step limit).
//! Uses only the library's stable entry points (reader, `random_args`,
//! `run`), so the same file builds against older revisions for before/after
//! measurements.

use std::collections::BTreeMap;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    if a.len() < 3 {
        eprintln!("usage: interp_speed FILE FUNCTION [REPEAT]");
        std::process::exit(2);
    }
    let text = std::fs::read_to_string(&a[1]).expect("readable file");
    let m = tirsat::script::reader::parse_module(&text, &a[1]).expect("a module");
    let repeat: usize = a.get(3).map_or(1, |s| s.parse().expect("a count"));
    let args = tirsat::interp::random_args(&m, &a[2], 0, &BTreeMap::new()).expect("arguments");
    // `TIRSAT_MAX_STEPS` (default: the library's limit).
    let mut cfg = tirsat::interp::InterpConfig::default();
    if let Some(n) = std::env::var("TIRSAT_MAX_STEPS")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        cfg.max_steps = n;
    }
    // `TIRSAT_ALL_BLOCKS=1`: every block (what revisions before block
    // sampling ran).
    if std::env::var_os("TIRSAT_ALL_BLOCKS").is_some() {
        cfg.blocks = tirsat::interp::Blocks::All;
    }
    for _ in 0..repeat {
        let t = std::time::Instant::now();
        match tirsat::interp::run(&m, &a[2], &args, &cfg) {
            Ok(r) => println!(
                "{:.3} s, {} steps, {} racy accesses",
                t.elapsed().as_secs_f64(),
                r.steps,
                r.race_count
            ),
            Err(e) => println!("{:.3} s, error: {e}", t.elapsed().as_secs_f64()),
        }
    }
}
