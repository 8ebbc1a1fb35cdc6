//! Tools above the engine and the passes: the benchmarks and experiments
//! that measure, check and grow the arithmetic rules, and those that run the
//! lowering passes to see what they ask of it. Nothing below imports them
//! (`tests/layering.rs`); the CLI's `simplify-bench` and `rules ...` commands
//! are their front ends.
//!
//! * [`bench`](mod@bench): the TVM test-set benchmark (`tirsat simplify-bench`).
//! * [`soundness`]: checking rules by evaluation at every integer width.
//! * [`explore`]: rule exploration (check, derive, ablate, stats, synthesis)
//!   and the Caviar prover benchmark.
//! * [`sweep`]: random expressions with boundary and small constants,
//!   simplified and checked by evaluation (`tirsat simplify-sweep`).
//! * [`kernel_corpus`]: the expressions the passes ask the arithmetic engine
//!   while lowering modules (`tirsat rules corpus`).

pub mod bench;
pub mod explore;
pub mod kernel_corpus;
pub mod soundness;
pub mod sweep;
