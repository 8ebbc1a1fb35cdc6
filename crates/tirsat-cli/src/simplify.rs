//! `tirsat simplify`, `tirsat prove` and `tirsat simplify-bench`: thin
//! front ends of [`tirsat_arith`].

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use tirsat_arith::eval::{Env, EvalError, eval_expr};
use tirsat_arith::prove::ProveResult;
use tirsat_arith::{Facts, Limits, RuleSet, Simplified, Simplifier, SumForm};
use tirsat_ir::{DataType, Expr};
use tirsat_script::printer::print_expr;
use tirsat_script::reader::{ScriptError, VarEnv, parse_int_expr};
use tirsat_tools::bench::{Case, Outcome, load_cases, run_all};
use tirsat_tools::kernel_bench::{Column, bench_columns, load_kernel_cases};
use tirsat_tools::sweep::{ConstKind, SweepConfig, SweepReport};

use super::CliError;
use super::lower::write_stdout;

/// Options shared by the arithmetic commands.
#[derive(Debug, Clone, clap::Args)]
pub struct CommonArgs {
    /// Variable range `NAME=LO:HI` meaning LO <= NAME < HI (either end may be
    /// empty: `n=1:`); `NAME:TYPE=LO:HI` also sets the type (default int32).
    #[arg(long = "var", value_name = "NAME=LO:HI")]
    pub vars: Vec<String>,
    /// Directory of `*.rules` files to use instead of the built-in rules.
    #[arg(long, value_name = "DIR")]
    pub rules: Option<PathBuf>,
    /// Equality-saturation iteration limit.
    #[arg(long, value_name = "N", value_parser = super::limits::usize_in(1, super::limits::MAX_ITERS))]
    pub iter_limit: Option<usize>,
    /// E-graph node limit.
    #[arg(long, value_name = "N", value_parser = super::limits::usize_in(1, super::limits::MAX_NODES))]
    pub node_limit: Option<usize>,
    /// E-graph time limit per run, in milliseconds (every e-graph run has
    /// these limits; `prove`'s case analysis makes up to `--case-runs` runs
    /// more than the first).
    #[arg(long, value_name = "MS", value_parser = super::limits::u64_in(0, super::limits::MAX_MS))]
    pub time_limit_ms: Option<u64>,
    /// Stop after this many iterations without a smaller result.
    #[arg(long, value_name = "N", value_parser = super::limits::usize_in(0, super::limits::MAX_ITERS))]
    pub patience: Option<usize>,
}

/// `tirsat simplify`.
#[derive(Debug, clap::Args)]
pub struct SimplifyArgs {
    /// Integer expression in TVMScript syntax; without it, one expression per
    /// line is read from stdin and one result per line is printed.
    pub expr: Option<String>,
    #[command(flatten)]
    pub common: CommonArgs,
    /// Print the rewrite chain before the result.
    #[arg(long)]
    pub explain: bool,
    /// Print the stop reason, iterations, e-graph size and time on stderr.
    #[arg(long)]
    pub stats: bool,
    /// Form of the sums in the result: `canonical` like TVM's
    /// `Analyzer.simplify` (whose last step is the canonical simplifier:
    /// `y * 2 + x`, `x - 1`), or `rewrite` like `Analyzer.rewrite_simplify`
    /// (input order, `x + -1`).
    #[arg(long, value_enum, default_value_t = FormArg::Canonical)]
    pub form: FormArg,
}

/// `--form` of `tirsat simplify`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum FormArg {
    Canonical,
    Rewrite,
}

impl From<FormArg> for SumForm {
    fn from(f: FormArg) -> SumForm {
        match f {
            FormArg::Canonical => SumForm::Canonical,
            FormArg::Rewrite => SumForm::Rewrite,
        }
    }
}

/// `tirsat prove`.
#[derive(Debug, clap::Args)]
pub struct ProveArgs {
    /// Boolean predicate in TVMScript syntax.
    pub pred: String,
    #[command(flatten)]
    pub common: CommonArgs,
    /// Print the rewrite chain (and a counterexample) before the verdict.
    #[arg(long)]
    pub explain: bool,
    /// E-graph runs of the case analysis on `min`/`max` operands when the
    /// e-graph and the counterexample search leave the predicate undecided
    /// (0: none; default 48).
    #[arg(long, value_name = "N", value_parser = super::limits::usize_in(0, super::limits::MAX_ITERS))]
    pub case_runs: Option<usize>,
}

/// `tirsat simplify-bench`.
#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// Directory with TVM's `rewrite_simplify_cases.jsonl` and
    /// `canonical_simplify_cases.jsonl` (default: `../shared/expr-bench/
    /// tvm-arith-tests`, looked up from the current directory upwards).
    #[arg(long, value_name = "DIR")]
    pub data: Option<PathBuf>,
    #[command(flatten)]
    pub common: CommonArgs,
    /// Print the summary and every case as JSON.
    #[arg(long)]
    pub json: bool,
    /// List the cases that are not exact or smaller.
    #[arg(long)]
    pub show_failures: bool,
    /// Only run cases whose id contains this text.
    #[arg(long, value_name = "TEXT")]
    pub only: Option<String>,
    /// Print each case's id, time and outcome on stderr as it finishes.
    #[arg(long)]
    pub progress: bool,
    /// Timing repetitions (the median over repetitions is reported per case).
    #[arg(long, default_value_t = 1, value_parser = super::limits::usize_in(1, super::limits::MAX_REPS))]
    pub reps: usize,
    /// Add a column for a kernel corpus: TVM's Analyzer on a `rules corpus`
    /// file (`scripts/oracle/kernel_corpus_tvm.py` output), with node totals
    /// and times of both sides.
    #[arg(long, value_name = "FILE.jsonl")]
    pub kernels: Option<PathBuf>,
}

/// `tirsat simplify-sweep`.
#[derive(Debug, clap::Args)]
pub struct SweepArgs {
    /// Expressions with constants near their type's limits.
    #[arg(long, default_value_t = 100_000, value_parser = super::limits::usize_in(0, super::limits::MAX_RANDOM))]
    pub boundary: usize,
    /// Expressions with small constants.
    #[arg(long, default_value_t = 100_000, value_parser = super::limits::usize_in(0, super::limits::MAX_RANDOM))]
    pub small: usize,
    /// Seed of the first expression of each kind.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    #[command(flatten)]
    pub common: CommonArgs,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
    /// No progress on stderr.
    #[arg(long)]
    pub quiet: bool,
}

fn make_simplifier(c: &CommonArgs) -> Result<Simplifier, CliError> {
    make_simplifier_with(c, |_| {})
}

/// [`make_simplifier`] with `adjust` applied to the limits.
fn make_simplifier_with(
    c: &CommonArgs,
    adjust: impl FnOnce(&mut Limits),
) -> Result<Simplifier, CliError> {
    let rules = match &c.rules {
        Some(dir) => RuleSet::load_dir(dir),
        None => RuleSet::builtin(),
    }
    .map_err(CliError::new)?;
    let mut limits = Limits::default();
    if let Some(n) = c.iter_limit {
        limits.iter_limit = n;
    }
    if let Some(n) = c.node_limit {
        limits.node_limit = n;
    }
    if let Some(ms) = c.time_limit_ms {
        limits.time_limit = Duration::from_millis(ms);
    }
    if let Some(n) = c.patience {
        limits.patience = n;
    }
    adjust(&mut limits);
    Ok(Simplifier::new(rules, limits))
}

fn parse_bound(s: &str, what: &str) -> Result<Option<i64>, CliError> {
    if s.trim().is_empty() {
        return Ok(None);
    }
    s.trim()
        .parse::<i64>()
        .map(Some)
        .map_err(|_| CliError::new(format!("--var {what}: `{s}` is not an integer")))
}

/// Declares the `--var` variables and returns their facts.
fn var_facts(c: &CommonArgs, env: &mut VarEnv) -> Result<Facts, CliError> {
    let mut facts = Facts::new();
    for spec in &c.vars {
        let bad = || CliError::new(format!("--var `{spec}`: expected NAME=LO:HI"));
        let (lhs, range) = spec.split_once('=').ok_or_else(bad)?;
        let (name, ty) = match lhs.split_once(':') {
            Some((n, t)) => {
                let ty: DataType = t
                    .parse()
                    .map_err(|_| CliError::new(format!("--var `{spec}`: unknown type `{t}`")))?;
                if !ty.is_integer_like() || !ty.is_scalar() {
                    return Err(CliError::new(format!(
                        "--var `{spec}`: `{t}` is not an integer type"
                    )));
                }
                (n.trim(), ty)
            }
            None => (lhs.trim(), DataType::i32()),
        };
        if name.is_empty() || !name.chars().all(|ch| ch.is_alphanumeric() || ch == '_') {
            return Err(bad());
        }
        let (lo, hi) = range.split_once(':').ok_or_else(bad)?;
        let (lo, hi) = (parse_bound(lo, spec)?, parse_bound(hi, spec)?);
        let var = match env.get(name) {
            Some(v) => v.clone(),
            None => env.declare(name, ty),
        };
        let hi_incl = match hi {
            Some(h) => Some(
                h.checked_sub(1)
                    .ok_or_else(|| CliError::new(format!("--var `{spec}`: bound out of range")))?,
            ),
            None => None,
        };
        if let (Some(l), Some(h)) = (lo, hi_incl)
            && l > h
        {
            return Err(CliError::new(format!("--var `{spec}`: empty range")));
        }
        facts = facts.with_bounds(&var, lo, hi_incl);
    }
    Ok(facts)
}

/// An expression error at `origin:line:col`, for an expression whose first
/// line is line `first_line` of `origin`.
fn located(origin: &str, first_line: usize, e: &ScriptError) -> CliError {
    CliError::new(format!(
        "{origin}:{}:{}: {}",
        first_line + e.line.saturating_sub(1),
        e.column,
        e.message
    ))
}

/// The lines of `input` with their 1-based numbers; a line that is not
/// UTF-8 is an error at `origin:LINE:COL` of its first bad byte.
fn utf8_lines(
    input: impl std::io::BufRead,
    origin: &str,
) -> impl Iterator<Item = Result<(usize, String), CliError>> {
    input.split(b'\n').enumerate().map(move |(i, bytes)| {
        let mut bytes = bytes?;
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
        match String::from_utf8(bytes) {
            Ok(text) => Ok((i + 1, text)),
            Err(e) => {
                let good = e.utf8_error().valid_up_to();
                let bytes = e.as_bytes();
                let col = std::str::from_utf8(&bytes[..good]).map_or(0, |p| p.chars().count()) + 1;
                Err(CliError::new(format!(
                    "{origin}:{}:{col}: invalid UTF-8 (byte 0x{:02x})",
                    i + 1,
                    bytes.get(good).copied().unwrap_or(0)
                )))
            }
        }
    })
}

fn limit_note(r: &Simplified) {
    if r.stop.hit_limit() {
        eprintln!(
            "note: stopped at the {}; this is the best result found so far",
            r.stop.name().replace('-', " ")
        );
    }
    if let Some(c) = &r.conflict {
        eprintln!("warning: {c}");
    }
}

fn print_steps(out: &mut impl Write, r: &Simplified) -> Result<(), CliError> {
    for s in &r.steps {
        writeln!(out, "  {:<28} {}", s.rule, print_expr(&s.expr))?;
    }
    Ok(())
}

/// Runs `tirsat simplify`.
pub fn run_simplify(a: &SimplifyArgs) -> Result<ExitCode, CliError> {
    let s = make_simplifier(&a.common)?.with_form(a.form.into());
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let one = |text: &str,
               origin: &str,
               first_line: usize,
               out: &mut std::io::StdoutLock|
     -> Result<(), CliError> {
        let mut env = VarEnv::new();
        let facts = var_facts(&a.common, &mut env)?;
        let e = parse_int_expr(text, &mut env).map_err(|e| located(origin, first_line, &e))?;
        let t0 = std::time::Instant::now();
        let r = if a.explain {
            s.explain(&e, &facts)
        } else {
            s.simplify_full(&e, &facts)
        };
        if a.stats {
            eprintln!(
                "stats: stop={} iterations={} enodes={} time={:.3}ms",
                r.stop.name(),
                r.iterations,
                r.egraph_nodes,
                t0.elapsed().as_secs_f64() * 1e3
            );
            let mut top: Vec<(&String, &usize)> = r.rule_applications.iter().collect();
            top.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
            for (name, n) in top.iter().take(15) {
                eprintln!("stats:   {n:>6}  {name}");
            }
        }
        limit_note(&r);
        if a.explain {
            print_steps(out, &r)?;
        }
        writeln!(out, "{}", print_expr(&r.expr))?;
        Ok(())
    };
    match &a.expr {
        Some(text) => one(text, "<expr>", 1, &mut out)?,
        None => {
            let stdin = std::io::stdin();
            for line in utf8_lines(stdin.lock(), "<stdin>") {
                let (n, line) = line?;
                if line.trim().is_empty() {
                    continue;
                }
                one(&line, "<stdin>", n, &mut out)?;
                out.flush()?;
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Why a predicate without variables has no value at its types' widths
/// (an overflow, a division by zero, a shift amount out of range), with
/// `and`, `or` and `not` evaluated as a code generator may (the second
/// operand of `and`/`or` only when the first does not decide). `None` when
/// it has a value, mentions a variable, or nests `and`/`or` elsewhere.
fn undefined_constant(e: &Expr) -> Option<EvalError> {
    use tirsat_ir::ExprKind;
    fn logic_below(e: &Expr) -> bool {
        e.children()
            .into_iter()
            .any(|c| matches!(c.kind(), ExprKind::And(..) | ExprKind::Or(..)) || logic_below(c))
    }
    fn go(e: &Expr) -> Result<bool, Option<EvalError>> {
        match e.kind() {
            ExprKind::And(a, b) => Ok(go(a)? && go(b)?),
            ExprKind::Or(a, b) => Ok(go(a)? || go(b)?),
            ExprKind::Not(a) => Ok(!go(a)?),
            _ if logic_below(e) => Err(None),
            _ => match eval_expr(e, &Env::new()) {
                Ok(v) => Ok(v != 0),
                Err(x @ (EvalError::Overflow | EvalError::DivByZero | EvalError::ShiftAmount)) => {
                    Err(Some(x))
                }
                Err(_) => Err(None),
            },
        }
    }
    go(e).err().flatten()
}

/// Runs `tirsat prove`: exit code 0 proved, 1 disproved, 2 unknown (or
/// undefined: a predicate without variables that has no value).
pub fn run_prove(a: &ProveArgs) -> Result<ExitCode, CliError> {
    let s = make_simplifier_with(&a.common, |l| {
        l.case_runs = a
            .case_runs
            .unwrap_or(tirsat_arith::simplify::PROVER_CASE_RUNS);
    })?;
    let mut env = VarEnv::new();
    let facts = var_facts(&a.common, &mut env)?;
    let e = parse_int_expr(&a.pred, &mut env).map_err(|e| located("<pred>", 1, &e))?;
    if !e.dtype().is_bool() {
        return Err(CliError::new(format!(
            "<pred>: not a boolean predicate (type {})",
            e.dtype()
        )));
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if let Some(why) = undefined_constant(&e) {
        // Nothing to prove: the predicate has no value at any point
        // (notes/integer-semantics.md, "prove").
        writeln!(out, "# the predicate has no value at any point: {why}")?;
        writeln!(out, "undefined")?;
        return Ok(ExitCode::from(2));
    }
    let r = if a.explain {
        s.prove_explained(&e, &facts)
    } else {
        s.prove(&e, &facts)
    };
    if a.explain {
        match &r {
            ProveResult::Proved(x) => {
                for st in &x.steps {
                    writeln!(out, "  {:<28} {}", st.rule, print_expr(&st.expr))?;
                }
                writeln!(out, "# {}", x.summary)?;
            }
            ProveResult::Disproved(d) => {
                for st in &d.explanation.steps {
                    writeln!(out, "  {:<28} {}", st.rule, print_expr(&st.expr))?;
                }
                writeln!(out, "# {}", d.explanation.summary)?;
                if let Some(cx) = &d.counterexample {
                    let vals: Vec<String> = cx
                        .iter()
                        .map(|(v, x)| format!("{} = {x}", v.name()))
                        .collect();
                    writeln!(out, "# counterexample: {}", vals.join(", "))?;
                }
            }
            ProveResult::Unknown(res) => writeln!(out, "# simplified to {}", print_expr(res))?,
        }
    }
    writeln!(out, "{}", r.verdict())?;
    Ok(ExitCode::from(match r {
        ProveResult::Proved(_) => 0,
        ProveResult::Disproved(_) => 1,
        ProveResult::Unknown(_) => 2,
    }))
}

/// Runs `simplify-bench` with the `--kernels` column: TVM's test
/// expectations (when found) and the kernel corpus side by side.
fn run_bench_columns(
    s: &Simplifier,
    tvm_tests: Option<Vec<Case>>,
    kernels: &Path,
    reps: usize,
    json: bool,
) -> Result<ExitCode, CliError> {
    let loaded = load_kernel_cases(kernels).map_err(CliError)?;
    let cols = bench_columns(s, tvm_tests, loaded, reps);
    if json {
        write_stdout(&format!(
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
    write_stdout(&out)?;
    Ok(ExitCode::SUCCESS)
}

fn data_dir(p: Option<&Path>) -> Result<PathBuf, CliError> {
    match p {
        Some(p) if p.is_dir() => Ok(p.to_path_buf()),
        Some(p) => Err(CliError::new(format!("{}: no such directory", p.display()))),
        None => tirsat_tools::bench::find_data_dir(Path::new(".")).ok_or_else(|| {
            CliError::new("../shared/expr-bench/tvm-arith-tests not found (use --data DIR)")
        }),
    }
}

/// Runs `tirsat simplify-bench`.
pub fn run_bench(a: &BenchArgs) -> Result<ExitCode, CliError> {
    let s = make_simplifier(&a.common)?;
    if let Some(k) = &a.kernels {
        // The TVM tests are a column of their own when they are found.
        let tests = match data_dir(a.data.as_deref()) {
            Ok(dir) => Some(load_cases(&dir).map_err(CliError::new)?),
            Err(_) if a.data.is_none() => None,
            Err(e) => return Err(e),
        };
        return run_bench_columns(&s, tests, k, a.reps, a.json);
    }
    let dir = data_dir(a.data.as_deref())?;
    let mut cases = load_cases(&dir).map_err(CliError::new)?;
    if let Some(f) = &a.only {
        cases.retain(|c| c.id.contains(f.as_str()));
    }
    let mut results = Vec::with_capacity(cases.len());
    for c in &cases {
        let r = tirsat_tools::bench::run_case(&s, c);
        if a.progress {
            eprintln!(
                "{:>10.0}us {:<14} {} {}",
                r.time_us,
                r.outcome.name(),
                r.id,
                r.before
            );
        }
        results.push(r);
    }
    for _ in 1..a.reps {
        let (again, _) = run_all(&s, &cases);
        for (r, x) in results.iter_mut().zip(again) {
            r.time_us = r.time_us.min(x.time_us);
        }
    }
    let summary = tirsat_tools::bench::summarize(&results);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    if a.json {
        let v = serde_json::json!({ "summary": summary, "cases": results });
        writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&v).map_err(CliError::new)?
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    if a.show_failures {
        for r in &results {
            if !matches!(r.outcome, Outcome::Exact | Outcome::Smaller) {
                writeln!(
                    out,
                    "{:<14} {:<44} {}  =>  ours: {}  tvm: {}{}",
                    r.outcome.name(),
                    r.id,
                    r.before,
                    r.ours,
                    r.expected,
                    r.message
                        .as_deref()
                        .map(|m| format!("  ({m})"))
                        .unwrap_or_default()
                        + &r.expected_overflows
                            .as_deref()
                            .map(|p| format!("  [tvm overflows at {p}]"))
                            .unwrap_or_default()
                )?;
            }
        }
    }
    let pct = |n: usize| 100.0 * n as f64 / summary.cases.max(1) as f64;
    writeln!(out, "cases:            {}", summary.cases)?;
    writeln!(
        out,
        "exact:            {} ({:.1}%)",
        summary.exact,
        pct(summary.exact)
    )?;
    writeln!(
        out,
        "smaller:          {} ({:.1}%)",
        summary.smaller,
        pct(summary.smaller)
    )?;
    writeln!(
        out,
        "same size, other: {} ({:.1}%)",
        summary.same_size,
        pct(summary.same_size)
    )?;
    writeln!(
        out,
        "larger:           {} ({:.1}%)",
        summary.larger,
        pct(summary.larger)
    )?;
    writeln!(out, "not equivalent:   {}", summary.not_equivalent)?;
    writeln!(out, "errors:           {}", summary.errors)?;
    writeln!(
        out,
        "share (exact or smaller): {:.1}%",
        100.0 * summary.share
    )?;
    writeln!(
        out,
        "tvm's output overflows where the input does not: {}",
        summary.expected_overflows
    )?;
    writeln!(
        out,
        "share where tvm's output is exact: {:.1}% (of {})",
        100.0 * summary.share_where_expected_exact,
        summary.cases - summary.expected_overflows
    )?;
    writeln!(
        out,
        "equivalent (exact evaluation, boundary and random points): {:.1}%",
        100.0 * summary.equivalent_share
    )?;
    writeln!(out, "stopped by a limit: {}", summary.limit_stops)?;
    writeln!(
        out,
        "time per expression: median {:.0} us, mean {:.0} us, max {:.0} us",
        summary.median_time_us, summary.mean_time_us, summary.max_time_us
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Runs `tirsat simplify-sweep`: exit code 0 when no result is wrong, 1
/// otherwise.
pub fn run_sweep(a: &SweepArgs) -> Result<ExitCode, CliError> {
    let s = make_simplifier(&a.common)?;
    let mut reports: Vec<(ConstKind, SweepReport)> = Vec::new();
    for (kind, count) in [
        (ConstKind::Boundary, a.boundary),
        (ConstKind::Small, a.small),
    ] {
        let cfg = SweepConfig {
            count,
            kind,
            seed: a.seed,
        };
        let quiet = a.quiet;
        let t0 = std::time::Instant::now();
        let progress = move |n: usize| {
            if !quiet && (n.is_multiple_of(10_000) || n == count) {
                eprintln!(
                    "{kind:?}: {n}/{count} ({:.0} s)",
                    t0.elapsed().as_secs_f64()
                );
            }
        };
        let r = tirsat_tools::sweep::run_sweep(&s, &cfg, &progress);
        reports.push((kind, r));
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let wrong: usize = reports
        .iter()
        .map(|(_, r)| r.failures.len() + r.unreadable_count)
        .sum();
    if a.json {
        let v: Vec<serde_json::Value> = reports
            .iter()
            .map(|(k, r)| serde_json::json!({ "kind": k, "report": r }))
            .collect();
        writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&v).map_err(CliError::new)?
        )?;
    } else {
        for (kind, r) in &reports {
            for (seed, text, err) in &r.unreadable {
                writeln!(out, "UNREADABLE seed {seed}: {text}: {err}")?;
            }
            for f in r.failures.iter().take(20) {
                writeln!(
                    out,
                    "WRONG ({}) seed {}: {}{}  =>  {}  at {:?}",
                    f.how,
                    f.seed,
                    f.input,
                    if f.facts.is_empty() {
                        String::new()
                    } else {
                        format!("  [{}]", f.facts.join(", "))
                    },
                    f.output,
                    f.point
                )?;
            }
            writeln!(
                out,
                "{:<9} expressions {:>7}  with ranges {:>7}  simplified {:>7}  points compared {:>11}  input undefined everywhere {:>6}  unreadable {}  wrong {}",
                match kind {
                    ConstKind::Boundary => "boundary",
                    ConstKind::Small => "small",
                },
                r.expressions,
                r.with_ranges,
                r.simplified,
                r.points_compared,
                r.input_undefined_everywhere,
                r.unreadable_count,
                r.failures.len()
            )?;
        }
    }
    Ok(ExitCode::from(u8::from(wrong > 0)))
}
