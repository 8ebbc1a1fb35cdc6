//! `tirsat rules corpus`, `tirsat rules synthesize` and the `--kernels`
//! column of `tirsat simplify-bench`: thin front ends of
//! [`crate::tools::explore::record`], `explore::synthesize` and
//! [`crate::tools::bench`].

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use crate::arith::cost::expr_size;
use crate::arith::{RuleSet, Simplifier};
use crate::tools::bench::{
    Case, CaseResult, Outcome, Summary, case_input, json_strings, json_vars, run_all, summarize,
};
use crate::tools::explore::derive::DeriveLimits;
use crate::tools::explore::enumerate::{DEFAULT_OPS, Grammar, parse_ops};
use crate::tools::explore::record::{ModuleRecord, RecordOptions, write_corpus};
use crate::tools::explore::synthesize::{SynthOptions, synthesize, write_rule_file};
use crate::tools::kernel_corpus::record_module;
use crate::transform::pipeline;

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

/// One data set of `simplify-bench --kernels`: the usual outcome counts plus
/// node totals (input, TVM's Analyzer, ours) and TVM's time where the file
/// has it.
#[derive(Debug, Default, serde::Serialize)]
pub struct Column {
    pub name: String,
    pub summary: Summary,
    pub input_nodes: usize,
    pub tvm_nodes: usize,
    pub our_nodes: usize,
    /// `1 - ours / input` over the cases both sides handled.
    pub our_reduction: f64,
    pub tvm_reduction: f64,
    pub tvm_median_time_us: Option<f64>,
}

/// Loads a `kernel_corpus_tvm.py` file: TVM's results on a `rules corpus`
/// corpus, in the case format of TVM's expectations, with TVM's time per
/// case when it was measured (`--time`). Lines TVM failed on are skipped.
pub fn load_kernel_cases(path: &Path) -> Result<Vec<(Case, Option<f64>)>, CliError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| CliError::new(format!("{shown}: {e}")))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let at = || format!("{shown}:{}", i + 1);
        let v: serde_json::Value =
            serde_json::from_str(line).map_err(|e| CliError::new(format!("{}: {e}", at())))?;
        if v.get("expected_exception").is_some() {
            continue;
        }
        let s = |k: &str| v.get(k).and_then(|x| x.as_str()).map(str::to_string);
        let (Some(id), Some(before), Some(expected)) = (s("id"), s("before"), s("expected")) else {
            return Err(CliError::new(format!(
                "{}: needs id, before and expected",
                at()
            )));
        };
        let vars = json_vars(&v);
        let mut bounds = Vec::new();
        if let Some(f) = v.get("facts").and_then(|x| x.as_object()) {
            for (name, spec) in f {
                let a = spec.as_array();
                let num = |k: usize| a.and_then(|a| a.get(k)).and_then(|x| x.as_i64());
                match (num(1), num(2)) {
                    (Some(lo), Some(hi)) => bounds.push((name.clone(), lo, hi)),
                    _ => return Err(CliError::new(format!("{}: bad range of {name}", at()))),
                }
            }
        }
        let case = Case {
            id,
            before,
            expected,
            vars,
            preconditions: json_strings(&v, "preconditions"),
            bounds,
        };
        out.push((case, v.get("tvm_time_us").and_then(|x| x.as_f64())));
    }
    Ok(out)
}

fn column(name: &str, cases: &[Case], results: &[CaseResult], tvm_times: &[f64]) -> Column {
    let mut c = Column {
        name: name.to_string(),
        summary: summarize(results),
        ..Column::default()
    };
    for (case, r) in cases.iter().zip(results) {
        if r.outcome == Outcome::Error {
            continue;
        }
        if let Ok((e, _)) = case_input(case) {
            c.input_nodes += expr_size(&e);
            c.tvm_nodes += r.expected_size;
            c.our_nodes += r.ours_size;
        }
    }
    let red = |n: usize| 1.0 - n as f64 / c.input_nodes.max(1) as f64;
    c.our_reduction = red(c.our_nodes);
    c.tvm_reduction = red(c.tvm_nodes);
    if !tvm_times.is_empty() {
        let mut t = tvm_times.to_vec();
        t.sort_by(|a, b| a.total_cmp(b));
        c.tvm_median_time_us = Some(t[t.len() / 2]);
    }
    c
}

/// Runs `simplify-bench` with the `--kernels` column: TVM's test
/// expectations (when found) and the kernel corpus side by side.
pub fn run_bench_columns(
    s: &Simplifier,
    tvm_tests: Option<Vec<Case>>,
    kernels: &Path,
    reps: usize,
    json: bool,
) -> Result<ExitCode, CliError> {
    let loaded = load_kernel_cases(kernels)?;
    let kcases: Vec<Case> = loaded.iter().map(|(c, _)| c.clone()).collect();
    let ktimes: Vec<f64> = loaded.iter().filter_map(|(_, t)| *t).collect();
    let mut sets: Vec<(&str, Vec<Case>, Vec<f64>)> = Vec::new();
    if let Some(t) = tvm_tests {
        sets.push(("tvm-tests", t, Vec::new()));
    }
    sets.push(("kernels", kcases, ktimes));
    let mut cols = Vec::new();
    for (name, cases, times) in &sets {
        let (mut results, _) = run_all(s, cases);
        for _ in 1..reps {
            let (again, _) = run_all(s, cases);
            for (r, x) in results.iter_mut().zip(again) {
                r.time_us = r.time_us.min(x.time_us);
            }
        }
        cols.push(column(name, cases, &results, times));
    }
    if json {
        super::lower::write_stdout(&format!(
            "{}\n",
            serde_json::to_string_pretty(&cols).map_err(CliError::new)?
        ))?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut out = String::new();
    let row = |out: &mut String, label: &str, f: &dyn Fn(&Column) -> String| {
        out.push_str(&format!("{label:<32}"));
        for c in &cols {
            out.push_str(&format!(" {:>14}", f(c)));
        }
        out.push('\n');
    };
    let pct = |n: usize, c: &Column| {
        format!(
            "{n} ({:.1}%)",
            100.0 * n as f64 / c.summary.cases.max(1) as f64
        )
    };
    row(&mut out, "", &|c| c.name.clone());
    row(&mut out, "cases", &|c| c.summary.cases.to_string());
    row(&mut out, "exact (TVM's form)", &|c| pct(c.summary.exact, c));
    row(&mut out, "smaller than TVM's", &|c| {
        pct(c.summary.smaller, c)
    });
    row(&mut out, "same size, other form", &|c| {
        pct(c.summary.same_size, c)
    });
    row(&mut out, "larger than TVM's", &|c| pct(c.summary.larger, c));
    row(&mut out, "not equivalent", &|c| {
        c.summary.not_equivalent.to_string()
    });
    row(&mut out, "errors", &|c| c.summary.errors.to_string());
    row(&mut out, "share (exact or smaller)", &|c| {
        format!("{:.1}%", 100.0 * c.summary.share)
    });
    row(&mut out, "nodes: input", &|c| c.input_nodes.to_string());
    row(&mut out, "nodes: TVM's Analyzer", &|c| {
        c.tvm_nodes.to_string()
    });
    row(&mut out, "nodes: ours", &|c| c.our_nodes.to_string());
    row(&mut out, "size reduction: TVM's Analyzer", &|c| {
        format!("{:.1}%", 100.0 * c.tvm_reduction)
    });
    row(&mut out, "size reduction: ours", &|c| {
        format!("{:.1}%", 100.0 * c.our_reduction)
    });
    row(&mut out, "median time us: TVM's Analyzer", &|c| {
        c.tvm_median_time_us
            .map_or("-".into(), |t| format!("{t:.1}"))
    });
    row(&mut out, "median time us: ours", &|c| {
        format!("{:.1}", c.summary.median_time_us)
    });
    row(&mut out, "stopped by a limit", &|c| {
        c.summary.limit_stops.to_string()
    });
    super::lower::write_stdout(&out)?;
    Ok(ExitCode::SUCCESS)
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
