//! Proptest strategies over the program generator.

use proptest::prelude::*;
use tirsat::interp::generator::{GenConfig, GenProgram, generate};

/// Generated programs, one per seed (the generator is seeded, so shrinking
/// explores other seeds rather than smaller programs).
pub fn arb_program(cfg: GenConfig) -> impl Strategy<Value = GenProgram> {
    any::<u64>().prop_map(move |seed| generate(seed, &cfg))
}

/// Number of proptest cases: `TIRSAT_FUZZ_CASES` when set (long local or
/// nightly runs: thousands), else `default` (what CI runs).
pub fn cases(default: u32) -> u32 {
    std::env::var("TIRSAT_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}
