//! `tirsat fuzz-passes`: differential fuzzing of the passes and pipelines
//! (see [`tirsat_difftest`]).
//!
//! Prints a table (or JSON with `--json`) with, per pass or pipeline, the
//! programs checked and changed, mismatches, races added, undefined
//! operations added (the output overflows where the input does not), pass
//! errors, verifier failures, skipped programs and programs whose input is
//! undefined (not test points), then the first failure of each kind with the
//! seed that reproduces it (`--seed <seed> --cases 1`). Exits with 1 when any
//! failure was found.

use std::process::ExitCode;

use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::CliError;
use tirsat_difftest::{FuzzOptions, Selection, fuzz};

/// Options of `tirsat fuzz-passes`.
#[derive(Debug, Args)]
pub struct FuzzArgs {
    /// Number of generated programs.
    #[arg(long, default_value_t = 1000, value_parser = super::limits::u64_in(1, super::limits::MAX_CASES))]
    pub cases: u64,
    /// Seed of the first program (program i uses seed + i).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Comma-separated pass names (default: every registered pass and every pipeline).
    #[arg(long, value_delimiter = ',', conflicts_with = "pipeline")]
    pub passes: Option<Vec<String>>,
    /// A named pipeline (default, default_tir, s_tir, adreno, tirx, trn).
    #[arg(long)]
    pub pipeline: Option<String>,
    /// Programs with escaping shared-memory addresses (pointer variables,
    /// element addresses, views over them, stored pointers, extern calls
    /// through pointers): `mix` (a quarter of them), `only`, `off`.
    #[arg(long, default_value = "mix")]
    pub escapes: tirsat_difftest::Escapes,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// No progress bar.
    #[arg(long)]
    pub quiet: bool,
}

/// Runs the fuzzer and prints its report on stdout.
pub fn run(args: &FuzzArgs) -> Result<ExitCode, CliError> {
    let selection = match (&args.passes, &args.pipeline) {
        (Some(p), _) => Selection::Passes(p.iter().map(|s| s.trim().to_string()).collect()),
        (None, Some(name)) => Selection::Pipeline(name.clone()),
        (None, None) => Selection::All,
    };
    let opts = FuzzOptions {
        cases: args.cases,
        seed: args.seed,
        selection,
        escapes: args.escapes,
        ..FuzzOptions::default()
    };
    let bar = if args.quiet {
        ProgressBar::hidden()
    } else {
        let b = ProgressBar::with_draw_target(Some(args.cases), ProgressDrawTarget::stderr());
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} programs ({elapsed}, eta {eta})")
        {
            b.set_style(style);
        }
        b
    };
    let report = fuzz(&opts, &|n| bar.set_position(n)).map_err(CliError::new)?;
    bar.finish_and_clear();
    let text = if args.json {
        serde_json::to_string_pretty(&report).map_err(CliError::new)? + "\n"
    } else {
        report.to_text()
    };
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    if report.is_clean() {
        Ok(ExitCode::SUCCESS)
    } else {
        let failing: Vec<&str> = report
            .rows
            .iter()
            .filter(|r| !r.is_clean())
            .map(|r| r.subject.as_str())
            .collect();
        eprintln!("error: failures in {}", failing.join(", "));
        Ok(ExitCode::from(1))
    }
}
