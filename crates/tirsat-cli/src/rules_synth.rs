//! `tirsat rules corpus` and `tirsat rules synthesize`: thin front ends of
//! [`tirsat_tools::explore::record`] and `explore::synthesize`.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use tirsat_arith::RuleSet;
use tirsat_tools::explore::derive::DeriveLimits;
use tirsat_tools::explore::enumerate::{DEFAULT_OPS, Grammar, parse_ops};
use tirsat_tools::explore::record::{ModuleRecord, RecordOptions, write_corpus};
use tirsat_tools::explore::synthesize::{SynthOptions, synthesize, write_rule_file};
use tirsat_tools::kernel_corpus::record_module;
use tirsat_transform::pipeline;

use super::CliError;
use super::lower::{pass_context, read_input, select_passes};

/// `tirsat rules corpus`.
#[derive(Debug, clap::Args)]
pub struct CorpusArgs {
    /// TVMScript files to lower.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// A named pipeline (default: `default`, then LowerDeviceStorageAccessInfo).
    #[arg(long)]
    pub pipeline: Option<String>,
    /// Comma-separated pass names, run after the pipeline's (if any).
    #[arg(long, value_delimiter = ',')]
    pub passes: Vec<String>,
    /// Pass configuration, e.g. `tirx.merge_static_smem=1`.
    #[arg(long = "config", value_name = "KEY=VALUE")]
    pub config: Vec<String>,
    /// Record only the facts the passes gave (no loop/thread ranges from the
    /// module).
    #[arg(long)]
    pub as_handed: bool,
    /// Only the passes' requests, not the lowered module's own index, bound
    /// and condition expressions.
    #[arg(long)]
    pub requests_only: bool,
    /// Report a file the passes reject on stderr and go on with the others
    /// (exit 0 if at least one file was lowered).
    #[arg(long)]
    pub keep_going: bool,
    /// Write the corpus here instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

/// Runs `tirsat rules corpus`.
pub fn run_corpus(a: &CorpusArgs) -> Result<ExitCode, CliError> {
    let names = if a.pipeline.is_none() && a.passes.is_empty() {
        let mut p: Vec<String> = pipeline::pipeline("default")
            .unwrap_or_default()
            .into_iter()
            .map(str::to_string)
            .collect();
        p.push(pipeline::names::LOWER_DEVICE_STORAGE_ACCESS_INFO.to_string());
        p
    } else {
        a.passes.clone()
    };
    let mut all: Vec<&str> = Vec::new();
    if let Some(p) = &a.pipeline {
        all = pipeline::pipeline(p).ok_or_else(|| {
            CliError::new(format!(
                "unknown pipeline `{p}` (known: {})",
                pipeline::PIPELINES.join(", ")
            ))
        })?;
    }
    all.extend(names.iter().map(String::as_str).filter(|n| !n.is_empty()));
    // Checks the names and the order before any file is read.
    let passes = select_passes(None, &names_owned(&all))?;
    let ctx = pass_context(&a.config)?;
    let opts = RecordOptions {
        loop_ranges: !a.as_handed,
        module_indices: !a.requests_only,
    };
    let mut records: Vec<(String, ModuleRecord)> = Vec::new();
    let mut failed = 0;
    for f in &a.files {
        let shown = f.display().to_string();
        let r =
            read_input(f).and_then(|m| record_module(m, &all, &ctx, &opts).map_err(CliError::new));
        match r {
            Ok(rec) => records.push((shown, rec)),
            Err(e) if a.keep_going => {
                eprintln!("{shown}: skipped: {e}");
                failed += 1;
            }
            Err(e) => return Err(CliError::new(format!("{shown}: {e}"))),
        }
    }
    if records.is_empty() {
        return Err(CliError::new("no file could be lowered"));
    }
    let pass_list: Vec<&str> = passes.iter().map(|p| p.name()).collect();
    let header = vec![
        "Index, bound and condition expressions the lowering passes handed to the simplifier,".to_string(),
        "recorded by `tirsat rules corpus` (one line per distinct request: EXPR | facts  # x requests).".to_string(),
        format!("passes: {}", pass_list.join(", ")),
        format!(
            "facts: {}",
            if a.as_handed {
                "as the passes gave them"
            } else {
                "as the passes gave them, plus the constant ranges of loop and thread variables"
            }
        ),
    ];
    let (text, tot) = write_corpus(&header, &records);
    write_output(a.output.as_deref(), &text)?;
    eprintln!(
        "{} modules lowered ({failed} skipped): {} requests, {} distinct expressions written, {} left out (constants, variables, not representable)",
        tot.modules, tot.requests, tot.expressions, tot.left_out
    );
    Ok(ExitCode::SUCCESS)
}

fn names_owned(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// `tirsat rules synthesize`.
#[derive(Debug, clap::Args)]
pub struct SynthesizeArgs {
    /// The current rule set: a directory of `*.rules` files (default: the
    /// project's `rules/`, built in). Rules it derives are not kept.
    pub dir: Option<PathBuf>,
    /// Operators, comma-separated (`+ - * floordiv floormod truncdiv truncmod
    /// min max select == != < <= > >= and or not`, or `all`).
    #[arg(long, default_value = DEFAULT_OPS)]
    pub ops: String,
    /// Integer variables (`?a ?b ...`).
    #[arg(long, default_value_t = 3, value_parser = super::limits::usize_in(1, 6))]
    pub vars: usize,
    /// Constants, comma-separated.
    #[arg(long, default_value = "-1,0,1,2", allow_hyphen_values = true)]
    pub consts: String,
    /// Largest term size (nodes) enumerated.
    #[arg(long, default_value_t = 5, value_parser = super::limits::usize_in(1, 9))]
    pub size: usize,
    /// Seed of the random sample points.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Random sample points besides the small and boundary ones.
    #[arg(long, default_value_t = 256, value_parser = super::limits::usize_in(0, super::limits::MAX_POINTS))]
    pub random_points: usize,
    /// Terms enumerated per layer at most.
    #[arg(long, default_value_t = 200_000, value_parser = super::limits::usize_in(1, super::limits::MAX_TERMS))]
    pub max_terms: usize,
    /// Allow any divisor of `floordiv floormod truncdiv truncmod` (default:
    /// constants only, as in index arithmetic).
    #[arg(long)]
    pub any_divisor: bool,
    /// Stop enumerating after this many seconds (the output then depends on
    /// timing, and says so).
    #[arg(long, value_name = "SECS", value_parser = super::limits::seconds)]
    pub time_budget: Option<f64>,
    /// Equality-saturation iterations per derivability test.
    #[arg(long, default_value_t = 8, value_parser = super::limits::usize_in(1, super::limits::MAX_ITERS))]
    pub iter_limit: usize,
    /// E-graph node limit per derivability test.
    #[arg(long, default_value_t = 20_000, value_parser = super::limits::usize_in(1, super::limits::MAX_NODES))]
    pub node_limit: usize,
    /// Name the rules NAME-1, NAME-2, ... (numbers the rule set uses are
    /// skipped).
    #[arg(long, default_value = "synth")]
    pub name: String,
    /// Write the rule file here instead of standard output.
    #[arg(long, short = 'o', value_name = "FILE")]
    pub output: Option<PathBuf>,
}

fn parse_consts(s: &str) -> Result<Vec<i64>, CliError> {
    let mut out = Vec::new();
    for p in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let v: i64 = p
            .parse()
            .map_err(|_| CliError::new(format!("--consts: `{p}` is not an integer")))?;
        if !out.contains(&v) {
            out.push(v);
        }
    }
    Ok(out)
}

/// Runs `tirsat rules synthesize`.
pub fn run_synthesize(a: &SynthesizeArgs) -> Result<ExitCode, CliError> {
    if !(1..=9).contains(&a.size) {
        return Err(CliError::new("--size: expected a value in 1..=9"));
    }
    if !(1..=6).contains(&a.vars) {
        return Err(CliError::new("--vars: expected a value in 1..=6"));
    }
    // The sample values of every term kept may be held at once.
    let values = (a.random_points as u128 + 4096 + 1024) * a.max_terms as u128;
    if values > super::limits::MAX_TERM_POINTS {
        return Err(CliError::new(format!(
            "--random-points {} with --max-terms {}: up to {values} sample values per layer, \
             more than {} (16 GB); lower one of them",
            a.random_points,
            a.max_terms,
            super::limits::MAX_TERM_POINTS
        )));
    }
    let time_budget = match a.time_budget {
        Some(t) if t.is_finite() && t > 0.0 => Some(Duration::from_secs_f64(t.min(1e6))),
        Some(t) => {
            return Err(CliError::new(format!(
                "--time-budget: expected a positive number of seconds, got {t}"
            )));
        }
        None => None,
    };
    let current = match &a.dir {
        Some(d) => RuleSet::load_dir(d),
        None => RuleSet::builtin(),
    }
    .map_err(CliError::new)?;
    if a.name.is_empty()
        || !a
            .name
            .chars()
            .all(|c| c.is_alphanumeric() || "-_.".contains(c))
    {
        return Err(CliError::new(format!(
            "--name: `{}` is not a rule name (letters, digits, `-`, `_`, `.`)",
            a.name
        )));
    }
    let opts = SynthOptions {
        name: a.name.clone(),
        grammar: Grammar {
            ops: parse_ops(&a.ops).map_err(|e| CliError::new(format!("--ops: {e}")))?,
            vars: a.vars,
            consts: parse_consts(&a.consts)?,
            const_divisors: !a.any_divisor,
        },
        max_size: a.size,
        seed: a.seed,
        random_points: a.random_points,
        max_terms: a.max_terms,
        time_budget,
        derive: DeriveLimits {
            iter_limit: a.iter_limit,
            node_limit: a.node_limit,
            ..DeriveLimits::default()
        },
        ..SynthOptions::default()
    };
    let command = format!(
        "tirsat rules synthesize{} --ops {} --vars {} --consts={} --size {} --seed {} --name {}{}",
        a.dir
            .as_ref()
            .map_or(String::new(), |d| format!(" {}", d.display())),
        a.ops,
        a.vars,
        a.consts,
        a.size,
        a.seed,
        a.name,
        if a.any_divisor { " --any-divisor" } else { "" }
    );
    let rep = synthesize(&current, &opts);
    let text = write_rule_file(&rep, &opts, &command);
    write_output(a.output.as_deref(), &text)?;
    eprintln!(
        "{} terms enumerated ({} layers), {} candidates: {} unsound, {} derivable by the current set, {} derived by the kept rules, {} kept (each proved)",
        rep.terms,
        rep.layers,
        rep.candidates,
        rep.unsound,
        rep.derivable,
        rep.minimized_away,
        rep.kept.len(),
    );
    eprintln!(
        "time: {:.1} s (checks {:.1} s, derivability {:.1} s, minimisation {:.1} s){}",
        rep.time.as_secs_f64(),
        rep.check_time.as_secs_f64(),
        rep.derive_time.as_secs_f64(),
        rep.minimize_time.as_secs_f64(),
        if rep.stopped_by_budget {
            "; stopped by the time budget"
        } else {
            ""
        }
    );
    Ok(ExitCode::SUCCESS)
}

/// Writes `text` to the file `output`, or to standard output without one.
fn write_output(output: Option<&Path>, text: &str) -> Result<(), CliError> {
    match output {
        Some(p) => {
            std::fs::write(p, text).map_err(|e| CliError::new(format!("{}: {e}", p.display())))
        }
        None => super::lower::write_stdout(text),
    }
}
