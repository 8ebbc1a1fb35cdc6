//! The `tirsat` command-line interface.
//!
//! Each subcommand lives in its own file and exposes a clap `Args` struct plus a
//! `run(&Args) -> Result<ExitCode, CliError>` function. `main.rs` only dispatches.
//! Errors are printed by [`main_entry`] as one `error: ...` line on stderr.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

pub mod fuzz;
pub mod limits;
pub mod lower;
pub mod merge_bench;
pub mod pack;
pub mod rules;
pub mod rules_synth;
pub mod run;
pub mod simplify;

/// An error reported to the user as `error: <message>` with exit code 1.
///
/// The message is expected to carry its own location (`FILE:LINE:COL: ...`) when
/// the error comes from text input.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct CliError(pub String);

impl CliError {
    /// Builds an error from anything printable.
    pub fn new(msg: impl std::fmt::Display) -> Self {
        CliError(msg.to_string())
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        CliError(e.to_string())
    }
}

/// Top-level command line.
#[derive(Debug, Parser)]
#[command(
    name = "tirsat",
    version,
    about = "TVM TIR device lowering with an e-graph"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// All subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Read a TVMScript file and print it back.
    Fmt(lower::FmtArgs),
    /// Read a TVMScript file and run the well-formedness verifier.
    Check(lower::CheckArgs),
    /// Run passes or a pipeline over a TVMScript file and print the result.
    Lower(lower::LowerArgs),
    /// Pack buffers (MiniMalloc CSV files) into shared memory and report the layouts.
    Pack(pack::PackArgs),
    /// Compare every packing planner on a directory of CSV instances.
    PackBench(pack::PackBenchArgs),
    /// MergeSharedMemoryAllocations on generated kernels: ours vs TVM 0.27 vs the lower bound.
    MergeBench(merge_bench::MergeBenchArgs),
    /// Simplify an integer index expression with the e-graph.
    Simplify(simplify::SimplifyArgs),
    /// Prove or disprove a predicate (exit 0 proved, 1 disproved, 2 unknown).
    Prove(simplify::ProveArgs),
    /// Score the simplifier on TVM's own simplifier test expectations.
    SimplifyBench(simplify::BenchArgs),
    /// Random expressions with boundary or small constants, each simplified
    /// and compared with its input by exact evaluation (exit 1 on a wrong result).
    SimplifySweep(simplify::SweepArgs),
    /// Differential fuzzing of the lowering passes and pipelines.
    FuzzPasses(fuzz::FuzzArgs),
    /// Rule exploration: check, derive, ablate, stats.
    Rules(rules::RulesArgs),
    /// Run the prover over a goal file (Caviar's Halide goals).
    ProveBench(rules::ProveBenchArgs),
    /// Run a module in the reference interpreter (or compare two, or sweep a corpus).
    Run(run::RunArgs),
}

/// Runs the CLI on the given arguments and returns the process exit code.
pub fn run(cli: Cli) -> Result<ExitCode, CliError> {
    match cli.command {
        Command::Fmt(args) => lower::run_fmt(&args),
        Command::Check(args) => lower::run_check(&args),
        Command::Lower(args) => lower::run_lower(&args),
        Command::Pack(args) => pack::run(&args),
        Command::PackBench(args) => pack::run_bench(&args),
        Command::MergeBench(args) => merge_bench::run(&args),
        Command::Simplify(a) => simplify::run_simplify(&a),
        Command::Prove(a) => simplify::run_prove(&a),
        Command::SimplifyBench(a) => simplify::run_bench(&a),
        Command::SimplifySweep(a) => simplify::run_sweep(&a),
        Command::FuzzPasses(a) => fuzz::run(&a),
        Command::Rules(a) => rules::run(&a),
        Command::ProveBench(a) => rules::run_prove_bench(&a),
        Command::Run(a) => run::run(&a),
    }
}

/// True when the error chain is a broken pipe (a closed stdout is not an error).
pub fn is_broken_pipe(e: &CliError) -> bool {
    e.0.contains("Broken pipe")
}

/// Entry point used by `main.rs`: parses arguments, runs, and prints errors.
/// No large stack is needed: every walk over the IR grows its stack where the
/// input nests deeply (`tirsat_ir::stack`), on this thread and on rayon's.
pub fn main_entry() -> ExitCode {
    let cli = Cli::parse();
    let result = std::panic::catch_unwind(move || run(cli))
        .unwrap_or_else(|_| Err(CliError::new("internal error: tirsat panicked")));
    match result {
        Ok(code) => code,
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(1)
        }
    }
}
