//! Tools above the engine and the passes: the benchmarks and experiments
//! that measure, check and grow the arithmetic rules, and those that run the
//! lowering passes to see what they ask of it. Nothing below depends on
//! them (`tests/layering.rs`); the CLI's `simplify-bench` and `rules ...` commands
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
//! * [`kernel_bench`]: TVM's results on that corpus beside ours (the
//!   `--kernels` column of `tirsat simplify-bench`).
//! * [`merge_bench`]: the hand-built kernels of `tirsat merge-bench`.

pub mod bench;
pub mod explore;
pub mod kernel_bench;
pub mod kernel_corpus;
pub mod merge_bench;
pub mod soundness;
pub mod sweep;

/// Steps `digits` (each in `lo..hi`, the first the fastest) to the next tuple
/// of the odometer order; false, with every digit back at `lo`, after the last.
pub(crate) fn next_tuple(digits: &mut [usize], lo: usize, hi: usize) -> bool {
    for d in digits.iter_mut() {
        *d += 1;
        if *d < hi {
            return true;
        }
        *d = lo;
    }
    false
}
