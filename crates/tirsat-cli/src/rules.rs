//! `tirsat rules check|derive|ablate|stats` and `tirsat prove-bench`: thin
//! front ends of [`tirsat_tools::explore`].

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use tirsat_arith::rules::Rule;
use tirsat_arith::{Limits, RuleSet, Simplifier};
use tirsat_tools::explore::ablate::{ablate, exploration_limits};
use tirsat_tools::explore::caviar::{DecideOptions, read_caviar_csv, run_goal, summarize};
use tirsat_tools::explore::check::{CheckOptions, Growth, check_rules};
use tirsat_tools::explore::corpus::{CorpusItem, load_corpus};
use tirsat_tools::explore::derive::{DeriveLimits, Outcome, derive_targets, redundant_rules};
use tirsat_tools::explore::halide::read_halide_rules;
use tirsat_tools::explore::stats::corpus_stats;

use super::CliError;

/// `tirsat rules`.
#[derive(Debug, clap::Args)]
pub struct RulesArgs {
    #[command(subcommand)]
    pub command: RulesCommand,
}

/// The `rules` subcommands.
#[derive(Debug, clap::Subcommand)]
pub enum RulesCommand {
    /// Check every rule for soundness by evaluation (exit 1 if one is unsound)
    /// and list rules whose right side is not smaller.
    Check(CheckArgs),
    /// Which rules the other rules derive (redundancy), and how many rules of
    /// another set ours derive.
    Derive(DeriveArgs),
    /// Simplify a corpus with the full set and with each rule removed.
    Ablate(AblateArgs),
    /// Per-rule activity, e-graph sizes and stop reasons on a corpus.
    Stats(StatsArgs),
    /// Lower TVMScript files and write the expressions the passes hand to the
    /// simplifier as a corpus (for `ablate`, `stats`, `simplify-bench`).
    Corpus(super::rules_synth::CorpusArgs),
    /// Enumerate terms, prove the equalities found on sample points, keep
    /// those the rule set cannot derive, minimise, and write a rule file.
    Synthesize(super::rules_synth::SynthesizeArgs),
}

/// `tirsat rules check`.
#[derive(Debug, clap::Args)]
pub struct CheckArgs {
    /// Directory of `*.rules` files (default: the project's `rules/`, built in).
    pub dir: Option<PathBuf>,
    /// Exhaustive values in [-N, N] per variable.
    #[arg(long, default_value_t = 8, value_parser = clap::value_parser!(i64).range(0..=super::limits::MAX_SMALL as i64))]
    pub small: i64,
    /// Random 64-bit-range evaluations per rule.
    #[arg(long, default_value_t = 100_000, value_parser = super::limits::usize_in(0, super::limits::MAX_RANDOM))]
    pub random: usize,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
}

/// `tirsat rules derive`.
#[derive(Debug, clap::Args)]
pub struct DeriveArgs {
    /// Directory of `*.rules` files (default: the project's `rules/`, built in).
    pub dir: Option<PathBuf>,
    /// Another rule set (file or directory; our format, or Halide's
    /// `LHS ==> RHS` format from Ruler): count how many of its rules ours
    /// derive instead of checking our own redundancy.
    #[arg(long, value_name = "PATH")]
    pub against: Option<PathBuf>,
    /// Equality-saturation iterations per derivation.
    #[arg(long, default_value_t = 8, value_parser = super::limits::usize_in(1, super::limits::MAX_ITERS))]
    pub iter_limit: usize,
    /// E-graph node limit per derivation.
    #[arg(long, default_value_t = 20_000, value_parser = super::limits::usize_in(1, super::limits::MAX_NODES))]
    pub node_limit: usize,
    /// List every rule, not only the derived ones.
    #[arg(long)]
    pub all: bool,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
}

/// `tirsat rules ablate`.
#[derive(Debug, clap::Args)]
pub struct AblateArgs {
    /// Directory of `*.rules` files (default: the project's `rules/`, built in).
    pub dir: Option<PathBuf>,
    /// Corpus: a text file (one expression per line, `| x=0:128` facts) or
    /// TVM's expectation `.jsonl` file(s).
    #[arg(long, value_name = "FILE")]
    pub corpus: PathBuf,
    /// Also print wall-clock times (not deterministic).
    #[arg(long)]
    pub time: bool,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
}

/// `tirsat rules stats`.
#[derive(Debug, clap::Args)]
pub struct StatsArgs {
    /// Directory of `*.rules` files (default: the project's `rules/`, built in).
    pub dir: Option<PathBuf>,
    /// Corpus (see `rules ablate`).
    #[arg(long, value_name = "FILE")]
    pub corpus: PathBuf,
    /// Also list rules that never fired.
    #[arg(long)]
    pub all: bool,
    /// Also print the wall-clock time (not deterministic).
    #[arg(long)]
    pub time: bool,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Goal file formats of `prove-bench`.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum GoalFormat {
    /// Caviar's prefix CSV (`ID,Expression,HalideResult,HalideTime`).
    Caviar,
}

/// `tirsat prove-bench`.
#[derive(Debug, clap::Args)]
pub struct ProveBenchArgs {
    /// The goal file.
    pub file: PathBuf,
    #[arg(long, value_enum)]
    pub format: GoalFormat,
    /// Directory of `*.rules` files instead of the built-in rules.
    #[arg(long, value_name = "DIR")]
    pub rules: Option<PathBuf>,
    /// Only the first N goals.
    #[arg(long, value_name = "N")]
    pub limit: Option<usize>,
    /// E-graph time limit per run, in milliseconds (every e-graph run of a
    /// goal has these limits; a goal left undecided gets up to
    /// `--case-runs` more runs, of its case analysis).
    #[arg(long, value_name = "MS", value_parser = super::limits::u64_in(0, super::limits::MAX_MS))]
    pub time_limit_ms: Option<u64>,
    /// E-graph node limit per run.
    #[arg(long, value_name = "N", value_parser = super::limits::usize_in(1, super::limits::MAX_NODES))]
    pub node_limit: Option<usize>,
    /// Equality-saturation iterations per run.
    #[arg(long, value_name = "N", value_parser = super::limits::usize_in(1, super::limits::MAX_ITERS))]
    pub iter_limit: Option<usize>,
    /// Evaluation points of the counterexample search after the e-graph.
    #[arg(long, value_name = "N", value_parser = super::limits::usize_in(0, super::limits::MAX_POINTS))]
    pub deep_points: Option<usize>,
    /// E-graph runs of the case analysis on `min`/`max` operands for a goal
    /// left undecided (0: none; default 48).
    #[arg(long, value_name = "N", value_parser = super::limits::usize_in(0, super::limits::MAX_ITERS))]
    pub case_runs: Option<usize>,
    /// Print the summary and every goal as JSON.
    #[arg(long)]
    pub json: bool,
}

fn load_rules(dir: Option<&Path>) -> Result<RuleSet, CliError> {
    match dir {
        Some(d) => RuleSet::load_dir(d),
        None => RuleSet::builtin(),
    }
    .map_err(CliError::new)
}

fn json_out(v: &impl serde::Serialize) -> Result<(), CliError> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    writeln!(
        out,
        "{}",
        serde_json::to_string_pretty(v).map_err(CliError::new)?
    )?;
    Ok(())
}

/// Runs `tirsat rules ...`.
pub fn run(a: &RulesArgs) -> Result<ExitCode, CliError> {
    match &a.command {
        RulesCommand::Check(c) => run_check(c),
        RulesCommand::Derive(d) => run_derive(d),
        RulesCommand::Ablate(x) => run_ablate(x),
        RulesCommand::Stats(s) => run_stats(s),
        RulesCommand::Corpus(c) => super::rules_synth::run_corpus(c),
        RulesCommand::Synthesize(c) => super::rules_synth::run_synthesize(c),
    }
}

fn run_check(a: &CheckArgs) -> Result<ExitCode, CliError> {
    if a.small < 0 || a.small > 64 {
        return Err(CliError::new("--small: expected a value in 0..=64"));
    }
    let rs = load_rules(a.dir.as_deref())?;
    let opts = CheckOptions {
        small: a.small,
        random: a.random,
        ..CheckOptions::default()
    };
    let rep = check_rules(rs.rules(), &opts);
    let unsound = rep.unsound().count();
    let code = ExitCode::from(if unsound > 0 { 1 } else { 0 });
    if a.json {
        json_out(&serde_json::json!({
            "rules": rep.rules.len(),
            "unsound": unsound,
            "report": rep,
        }))?;
        return Ok(code);
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for r in rep.unsound() {
        if let Some(cx) = &r.counterexample {
            writeln!(
                out,
                "{}: {}: UNSOUND: {}",
                r.location(),
                r.name,
                cx.summary()
            )?;
        }
    }
    for r in rep.never_exercised() {
        writeln!(
            out,
            "{}: {}: warning: the condition never held; not checked",
            r.location(),
            r.name
        )?;
    }
    let grows: Vec<_> = rep
        .not_decreasing()
        .filter(|r| r.growth == Growth::Grows)
        .collect();
    let same: Vec<_> = rep
        .not_decreasing()
        .filter(|r| r.growth == Growth::Same)
        .collect();
    for (rules, title) in [
        (
            &grows,
            "right side larger than left side (size order; possible loops):",
        ),
        (
            &same,
            "right side as large as left side (permutations; possible loops):",
        ),
    ] {
        if rules.is_empty() {
            continue;
        }
        writeln!(out, "{title}")?;
        for r in rules {
            writeln!(
                out,
                "  {:<28} {:<24} {} -> {}",
                r.location(),
                r.name,
                r.lhs_size,
                r.rhs_size
            )?;
        }
    }
    let evaluated: usize = rep.rules.iter().map(|r| r.evaluated).sum();
    writeln!(
        out,
        "{} rules: {} sound, {} unsound, {} not exercised; {} grow, {} keep size; {} points compared",
        rep.rules.len(),
        rep.rules.len() - unsound,
        unsound,
        rep.never_exercised().count(),
        grows.len(),
        same.len(),
        evaluated
    )?;
    Ok(code)
}

/// Reads a rule file in our format or Halide's (`==>`).
fn read_any_rules(path: &Path) -> Result<(Vec<Rule>, Vec<String>), CliError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| CliError::new(format!("{shown}: {e}")))?;
    if text.contains("==>") {
        let hr = read_halide_rules(&text, &shown).map_err(CliError::new)?;
        let skipped = hr
            .skipped
            .iter()
            .map(|s| format!("{}:{}: {}", s.file, s.line, s.reason))
            .collect();
        Ok((hr.rules, skipped))
    } else {
        let rs = RuleSet::parse(&text, &shown).map_err(CliError::new)?;
        Ok((rs.rules().to_vec(), Vec::new()))
    }
}

/// An error about the file or directory `path`.
fn path_error(path: &Path, msg: &str) -> CliError {
    CliError::new(format!("{}: {msg}", path.display()))
}

fn rule_files(path: &Path) -> Result<Vec<PathBuf>, CliError> {
    if !path.is_dir() {
        if !path.exists() {
            return Err(path_error(path, "no such file or directory"));
        }
        return Ok(vec![path.to_path_buf()]);
    }
    let mut out = Vec::new();
    let mut stack = vec![path.to_path_buf()];
    while let Some(d) = stack.pop() {
        let rd =
            std::fs::read_dir(&d).map_err(|e| CliError::new(format!("{}: {e}", d.display())))?;
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rules") {
                out.push(p);
            }
        }
    }
    out.sort();
    if out.is_empty() {
        return Err(path_error(path, "no *.rules files here"));
    }
    Ok(out)
}

fn run_derive(a: &DeriveArgs) -> Result<ExitCode, CliError> {
    let rs = load_rules(a.dir.as_deref())?;
    let limits = DeriveLimits {
        iter_limit: a.iter_limit,
        node_limit: a.node_limit,
        ..DeriveLimits::default()
    };
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let Some(other) = &a.against else {
        let ds = redundant_rules(&rs, &limits);
        let derived = ds.iter().filter(|d| d.derived()).count();
        let attempted = ds
            .iter()
            .filter(|d| !matches!(d.outcome, Outcome::Skipped(_)))
            .count();
        if a.json {
            json_out(&serde_json::json!({
                "rules": ds.len(), "attempted": attempted, "redundant": derived, "derivations": ds,
            }))?;
            return Ok(ExitCode::SUCCESS);
        }
        for d in &ds {
            if d.derived() || a.all {
                writeln!(
                    out,
                    "{:<12} {:<28} {:<28} {}",
                    d.verdict(),
                    format!("{}:{}", d.file, d.line),
                    d.name,
                    d.rule
                )?;
            }
        }
        writeln!(
            out,
            "{} rules, {} unconditional attempted, {} redundant (derived by the others within {} iterations / {} nodes)",
            ds.len(),
            attempted,
            derived,
            limits.iter_limit,
            limits.node_limit
        )?;
        return Ok(ExitCode::SUCCESS);
    };
    let check = CheckOptions {
        random: 20_000,
        max_exhaustive: 20_000,
        ..CheckOptions::default()
    };
    let mut files = Vec::new();
    for f in rule_files(other)? {
        let (targets, skipped) = read_any_rules(&f)?;
        let ds = derive_targets(&rs, &targets, &limits, Some(&check));
        files.push((f.display().to_string(), ds, skipped));
    }
    if a.json {
        let v: Vec<_> = files
            .iter()
            .map(|(f, ds, skipped)| {
                serde_json::json!({
                    "file": f,
                    "targets": ds.len() + skipped.len(),
                    "unsupported": skipped.len(),
                    "unsound": ds.iter().filter(|d| d.verdict() == "unsound").count(),
                    "derived": ds.iter().filter(|d| d.derived()).count(),
                    "skipped": skipped,
                    "derivations": ds,
                })
            })
            .collect();
        json_out(&v)?;
        return Ok(ExitCode::SUCCESS);
    }
    for (f, ds, skipped) in &files {
        if a.all {
            for s in skipped {
                writeln!(out, "unsupported  {s}")?;
            }
            for d in ds {
                let detail = match &d.outcome {
                    Outcome::Unsound(c) => format!("  ({c})"),
                    Outcome::NotDerived(why) => format!("  ({why})"),
                    Outcome::Skipped(why) => format!("  ({why})"),
                    Outcome::Derived(_) => String::new(),
                };
                writeln!(
                    out,
                    "{:<12} {}:{}  {}{}",
                    d.verdict(),
                    d.file,
                    d.line,
                    d.rule,
                    detail
                )?;
            }
        }
        let unsound = ds.iter().filter(|d| d.verdict() == "unsound").count();
        let skip = ds.iter().filter(|d| d.verdict() == "skipped").count();
        let derived = ds.iter().filter(|d| d.derived()).count();
        let sound = ds.len() - unsound - skip;
        writeln!(
            out,
            "{f}: {} rules; {} unsupported operators, {} ill-typed, {} unsound under our semantics; derived {derived} of {sound} ({:.1}%)",
            ds.len() + skipped.len(),
            skipped.len(),
            skip,
            unsound,
            100.0 * derived as f64 / sound.max(1) as f64
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

fn corpus(path: &Path) -> Result<Vec<CorpusItem>, CliError> {
    let c = load_corpus(path).map_err(CliError::new)?;
    if c.is_empty() {
        return Err(path_error(path, "the corpus has no expressions"));
    }
    Ok(c)
}

fn run_ablate(a: &AblateArgs) -> Result<ExitCode, CliError> {
    let rs = load_rules(a.dir.as_deref())?;
    let c = corpus(&a.corpus)?;
    let mut rep = ablate(&rs, &c, exploration_limits()).map_err(CliError::new)?;
    if !a.time {
        rep.baseline_time_ms = 0.0;
        for r in &mut rep.rules {
            r.time_ms = 0.0;
        }
    }
    if a.json {
        json_out(&rep)?;
        return Ok(ExitCode::SUCCESS);
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut rows: Vec<_> = rep.rules.iter().collect();
    rows.sort_by(|x, y| {
        y.worse
            .cmp(&x.worse)
            .then(x.nodes_saved.cmp(&y.nodes_saved))
    });
    write!(
        out,
        "{:<32} {:<28} {:>6} {:>6} {:>7} {:>11}",
        "rule", "location", "worse", "better", "changed", "nodes-saved"
    )?;
    if a.time {
        write!(out, " {:>9}", "time-ms")?;
    }
    writeln!(out)?;
    for r in rows {
        write!(
            out,
            "{:<32} {:<28} {:>6} {:>6} {:>7} {:>11}",
            r.name, r.location, r.worse, r.better, r.changed, r.nodes_saved
        )?;
        if a.time {
            write!(out, " {:>9.1}", r.time_ms)?;
        }
        writeln!(out)?;
    }
    let useless = rep
        .rules
        .iter()
        .filter(|r| r.worse == 0 && r.changed == 0)
        .count();
    write!(
        out,
        "{} expressions; baseline: total size {}, {} e-nodes",
        rep.expressions, rep.baseline_size, rep.baseline_nodes
    )?;
    if a.time {
        write!(out, ", {:.1} ms", rep.baseline_time_ms)?;
    }
    writeln!(
        out,
        "; {} of {} rules change nothing on this corpus",
        useless,
        rep.rules.len()
    )?;
    let stops =
        rep.baseline_time_limit_stops + rep.rules.iter().map(|r| r.time_limit_stops).sum::<usize>();
    if stops > 0 {
        writeln!(
            out,
            "note: {stops} simplifications stopped at the time limit; their results may vary"
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

fn run_stats(a: &StatsArgs) -> Result<ExitCode, CliError> {
    let rs = load_rules(a.dir.as_deref())?;
    let c = corpus(&a.corpus)?;
    let s = Simplifier::new(rs, exploration_limits());
    let mut st = corpus_stats(&s, &c);
    if !a.time {
        st.time_ms = 0.0;
    }
    if a.json {
        json_out(&st)?;
        return Ok(ExitCode::SUCCESS);
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut rows: Vec<_> = st
        .rules
        .iter()
        .filter(|r| a.all || r.applications > 0)
        .collect();
    rows.sort_by_key(|r| std::cmp::Reverse(r.applications));
    writeln!(
        out,
        "{:<32} {:<28} {:>12} {:>11}",
        "rule", "location", "applications", "expressions"
    )?;
    for r in &rows {
        writeln!(
            out,
            "{:<32} {:<28} {:>12} {:>11}",
            r.name, r.location, r.applications, r.expressions
        )?;
    }
    let never = st.rules.iter().filter(|r| r.applications == 0).count();
    writeln!(
        out,
        "{} expressions; {} of {} rules never fired",
        st.expressions,
        never,
        st.rules.len()
    )?;
    writeln!(
        out,
        "e-graph nodes: median {}, mean {:.1}, max {}; iterations: mean {:.2}",
        st.egraph_nodes_median, st.egraph_nodes_mean, st.egraph_nodes_max, st.iterations_mean
    )?;
    let stops: Vec<String> = st
        .stop_reasons
        .iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect();
    writeln!(out, "stop reasons: {}", stops.join(", "))?;
    if a.time {
        writeln!(out, "time: {:.1} ms", st.time_ms)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// Runs `tirsat prove-bench`.
pub fn run_prove_bench(a: &ProveBenchArgs) -> Result<ExitCode, CliError> {
    let shown = a.file.display().to_string();
    let text =
        std::fs::read_to_string(&a.file).map_err(|e| CliError::new(format!("{shown}: {e}")))?;
    let mut goals = match a.format {
        GoalFormat::Caviar => read_caviar_csv(&text, &shown).map_err(CliError::new)?,
    };
    if let Some(n) = a.limit {
        goals.truncate(n);
    }
    let rules = match &a.rules {
        Some(d) => RuleSet::load_dir(d),
        None => RuleSet::builtin(),
    }
    .map_err(CliError::new)?;
    let mut limits = prove_limits();
    if let Some(ms) = a.time_limit_ms {
        limits.time_limit = Duration::from_millis(ms);
    }
    if let Some(n) = a.node_limit {
        limits.node_limit = n;
    }
    if let Some(n) = a.iter_limit {
        limits.iter_limit = n;
    }
    if let Some(n) = a.case_runs {
        limits.case_runs = n;
    }
    let s = Simplifier::new(rules, limits);
    let mut opts = DecideOptions::default();
    if let Some(n) = a.deep_points {
        opts.deep_points = n;
    }
    let bar = indicatif::ProgressBar::new(goals.len() as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{elapsed_precise} [{bar:40}] {pos}/{len} goals ({per_sec}) {msg}",
        )
        .map_err(CliError::new)?
        .progress_chars("=> "),
    );
    let mut results = Vec::with_capacity(goals.len());
    for g in &goals {
        results.push(run_goal(&s, g, &opts));
        bar.inc(1);
    }
    bar.finish_and_clear();
    let sum = summarize(&results);
    if a.json {
        json_out(&serde_json::json!({ "file": shown, "summary": sum, "goals": results }))?;
        return Ok(ExitCode::SUCCESS);
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let pct = |n: usize| 100.0 * n as f64 / sum.goals.max(1) as f64;
    writeln!(out, "goals:         {}", sum.goals)?;
    writeln!(
        out,
        "proved true:   {} ({:.1}%)",
        sum.proved_true,
        pct(sum.proved_true)
    )?;
    writeln!(
        out,
        "proved false:  {} ({:.1}%)",
        sum.proved_false,
        pct(sum.proved_false)
    )?;
    writeln!(
        out,
        "unknown:       {} ({:.1}%)",
        sum.unknown,
        pct(sum.unknown)
    )?;
    writeln!(out, "decided:       {:.1}%", 100.0 * sum.decided_share)?;
    writeln!(
        out,
        "time per goal: median {:.3} ms, p95 {:.3} ms, mean {:.3} ms, max {:.1} ms",
        sum.median_ms, sum.p95_ms, sum.mean_ms, sum.max_ms
    )?;
    let ag = &sum.agreement;
    if results.iter().any(|r| r.halide_result.is_some()) {
        writeln!(
            out,
            "against HalideResult (1 = Halide proved it true, 0 = not proved):"
        )?;
        writeln!(
            out,
            "  Halide 1: ours true {}, false {}, unknown {}",
            ag.halide_true_ours_true, ag.halide_true_ours_false, ag.halide_true_ours_unknown
        )?;
        writeln!(
            out,
            "  Halide 0: ours true {}, false {}, unknown {}",
            ag.halide_unproved_ours_true,
            ag.halide_unproved_ours_false,
            ag.halide_unproved_ours_unknown
        )?;
        writeln!(
            out,
            "  agree {}, disagree {} (false where Halide proved true)",
            ag.agree, ag.disagree
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

/// The prover's limits for `prove-bench`.
pub fn prove_limits() -> Limits {
    Limits {
        time_limit: Duration::from_millis(100),
        case_runs: tirsat_arith::simplify::PROVER_CASE_RUNS,
        ..Limits::default()
    }
}
