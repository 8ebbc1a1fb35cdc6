//! The TVM test-set benchmark: TVM's own simplifier expectations
//! (`../shared/expr-bench/tvm-arith-tests/*.jsonl`, the scalar-integer
//! subset), run through a [`Simplifier`] and scored against TVM's expected
//! output.
//!
//! Each case is classified as
//! * `exact`: our output is TVM's expected expression;
//! * `smaller`: fewer nodes than the expected expression;
//! * `same-size`: as many nodes, another form;
//! * `larger`;
//! * `not-equivalent`: random evaluation found a point (satisfying the case's
//!   facts) where our output differs from the input: a bug;
//!
//! and the *share* is `(exact + smaller) / cases`. Equivalence of our output
//! with the input is checked by evaluating both at boundary and random
//! points within the facts ([`eval`](tirsat_arith::eval)) with exact integer
//! semantics: where the input is defined, the output must be defined and
//! equal ([`check_by_evaluation`]). TVM's expected output is checked the same
//! way: where it overflows although the input does not
//! ([`CaseResult::expected_overflows`]), TVM is wrong at the type's width and
//! an exact simplifier must give another answer; the summary also reports
//! the share over the remaining cases.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use tirsat_arith::SumForm;
use tirsat_arith::cost::expr_size;
use tirsat_arith::eval::{Env, eval_expr};
use tirsat_arith::facts::Facts;
use tirsat_arith::int::{boundary_values, core_values};
use tirsat_arith::simplify::Simplifier;
use tirsat_ir::{DataType, Expr, Var};
use tirsat_script::printer::print_expr;
use tirsat_script::reader::{VarEnv, parse_int_expr};

/// One benchmark case.
#[derive(Clone, Debug)]
pub struct Case {
    /// `rewrite:Class#index` or `canonical:test#n`.
    pub id: String,
    pub before: String,
    pub expected: String,
    /// Variable types.
    pub vars: BTreeMap<String, String>,
    /// Predicates assumed true (TVMScript).
    pub preconditions: Vec<String>,
    /// Inclusive bounds per variable.
    pub bounds: Vec<(String, i64, i64)>,
}

/// How our output compares with TVM's expected output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    Exact,
    Smaller,
    SameSize,
    Larger,
    NotEquivalent,
    Error,
}

impl Outcome {
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Exact => "exact",
            Outcome::Smaller => "smaller",
            Outcome::SameSize => "same-size",
            Outcome::Larger => "larger",
            Outcome::NotEquivalent => "not-equivalent",
            Outcome::Error => "error",
        }
    }
}

/// The result of one case.
#[derive(Clone, Debug, Serialize)]
pub struct CaseResult {
    pub id: String,
    pub before: String,
    pub expected: String,
    pub ours: String,
    pub outcome: Outcome,
    pub ours_size: usize,
    pub expected_size: usize,
    /// Points where input and output were both evaluated and compared.
    pub points_compared: usize,
    pub time_us: f64,
    pub stop: String,
    pub message: Option<String>,
    /// A point where TVM's expected output overflows (or divides by zero)
    /// although the input is defined: TVM's answer is wrong at the width,
    /// and ours must differ from it.
    pub expected_overflows: Option<String>,
}

/// Totals over all cases.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Summary {
    pub cases: usize,
    pub exact: usize,
    pub smaller: usize,
    pub same_size: usize,
    pub larger: usize,
    pub not_equivalent: usize,
    pub errors: usize,
    /// `(exact + smaller) / cases`.
    pub share: f64,
    /// Cases whose expected (TVM's) output overflows where the input is
    /// defined ([`CaseResult::expected_overflows`]).
    pub expected_overflows: usize,
    /// `(exact + smaller) / cases` over the cases whose expected output is
    /// defined wherever the input is.
    pub share_where_expected_exact: f64,
    /// Cases whose output was found equivalent to the input (no differing
    /// point), over all cases.
    pub equivalent_share: f64,
    pub median_time_us: f64,
    pub mean_time_us: f64,
    pub max_time_us: f64,
    pub limit_stops: usize,
}

/// A case's `vars` (name to type name); entries whose type is not a
/// string are skipped.
pub fn json_vars(v: &serde_json::Value) -> BTreeMap<String, String> {
    v.get("vars")
        .and_then(|x| x.as_object())
        .map(|o| {
            o.iter()
                .filter_map(|(k, t)| Some((k.clone(), t.as_str()?.to_string())))
                .collect()
        })
        .unwrap_or_default()
}

/// The strings of the array `v[k]` (none when absent; non-strings skipped).
pub fn json_strings(v: &serde_json::Value, k: &str) -> Vec<String> {
    v.get(k)
        .and_then(|x| x.as_array())
        .map(|a| {
            a.iter()
                .filter_map(|p| p.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

fn jstr(v: &serde_json::Value, k: &str) -> Option<String> {
    v.get(k).and_then(|x| x.as_str()).map(str::to_string)
}

/// The default data directory: `shared/expr-bench/tvm-arith-tests` next to
/// `start` or next to one of its ancestors (the project keeps its reference
/// data in `../shared`; a git worktree may sit one level deeper).
pub fn find_data_dir(start: &Path) -> Option<std::path::PathBuf> {
    let start = start.canonicalize().ok()?;
    start
        .ancestors()
        .map(|a| a.join("shared").join("expr-bench").join("tvm-arith-tests"))
        .find(|p| p.is_dir())
}

/// Loads the scalar-integer cases of both files in `dir`.
pub fn load_cases(dir: &Path) -> Result<Vec<Case>, String> {
    let mut out = Vec::new();
    for file in [
        "rewrite_simplify_cases.jsonl",
        "canonical_simplify_cases.jsonl",
    ] {
        out.extend(load_case_file(&dir.join(file))?);
    }
    Ok(out)
}

/// Loads the scalar-integer cases of one expectation file (TVM's
/// `rewrite_simplify_cases.jsonl` or `canonical_simplify_cases.jsonl`; the
/// case ids say `canonical:` when the file name starts with `canonical`).
pub fn load_case_file(path: &Path) -> Result<Vec<Case>, String> {
    let mut out = Vec::new();
    let kind = match path.file_name().and_then(|f| f.to_str()) {
        Some(f) if f.starts_with("canonical") => "canonical",
        _ => "rewrite",
    };
    {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut counter: BTreeMap<String, usize> = BTreeMap::new();
        for (ln, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let v: serde_json::Value = serde_json::from_str(line)
                .map_err(|e| format!("{}:{}: {e}", path.display(), ln + 1))?;
            if v.get("scalar_int_subset").and_then(|x| x.as_bool()) != Some(true)
                || v.get("expected_exception").is_some()
            {
                continue;
            }
            let (Some(before), Some(expected)) = (jstr(&v, "before"), jstr(&v, "expected")) else {
                return Err(format!(
                    "{}:{}: missing before/expected",
                    path.display(),
                    ln + 1
                ));
            };
            let vars = json_vars(&v);
            let preconditions = json_strings(&v, "preconditions");
            let mut bounds = Vec::new();
            if let Some(f) = v.get("facts").and_then(|x| x.as_object()) {
                for (name, spec) in f {
                    if !vars.contains_key(name) {
                        continue;
                    }
                    let a = spec.as_array();
                    let kind = a.and_then(|a| a.first()).and_then(|x| x.as_str());
                    let lo = a.and_then(|a| a.get(1)).and_then(|x| x.as_i64());
                    let hi = a.and_then(|a| a.get(2)).and_then(|x| x.as_i64());
                    if let (Some("bound" | "range"), Some(lo), Some(hi)) = (kind, lo, hi) {
                        bounds.push((name.clone(), lo, hi));
                    }
                }
            }
            let id = match kind {
                "rewrite" => format!(
                    "rewrite:{}#{}",
                    jstr(&v, "class").unwrap_or_default(),
                    v.get("index").and_then(|x| x.as_u64()).unwrap_or(0)
                ),
                _ => {
                    let t = jstr(&v, "test").unwrap_or_default();
                    let n = counter.entry(t.clone()).or_insert(0);
                    *n += 1;
                    format!("canonical:{t}#{}", *n - 1)
                }
            };
            out.push(Case {
                id,
                before,
                expected,
                vars,
                preconditions,
                bounds,
            });
        }
    }
    Ok(out)
}

/// The input expression of a case and the facts it may assume.
pub fn case_input(c: &Case) -> Result<(Expr, Facts), String> {
    let p = parse_case(c)?;
    Ok((p.before, p.facts))
}

struct Parsed {
    before: Expr,
    expected: Expr,
    facts: Facts,
    vars: Vec<Var>,
}

fn parse_case(c: &Case) -> Result<Parsed, String> {
    let mut env = VarEnv::new();
    let mut vars = Vec::new();
    for (name, ty) in &c.vars {
        let t: DataType = ty.parse().map_err(|_| format!("bad type {ty}"))?;
        vars.push(env.declare(name, t));
    }
    let before = parse_int_expr(&c.before, &mut env).map_err(|e| format!("before: {e}"))?;
    let expected = parse_int_expr(&c.expected, &mut env).map_err(|e| format!("expected: {e}"))?;
    let mut facts = Facts::new();
    for p in &c.preconditions {
        let e = parse_int_expr(p, &mut env).map_err(|e| format!("precondition {p}: {e}"))?;
        facts = facts.with_fact(&e);
    }
    for (name, lo, hi) in &c.bounds {
        if let Some(v) = env.get(name) {
            facts = facts.with_bounds(v, Some(*lo), Some(*hi));
        }
    }
    for (_, v) in env.vars() {
        if !vars.contains(v) {
            vars.push(v.clone());
        }
    }
    Ok(Parsed {
        before,
        expected,
        facts,
        vars,
    })
}

/// The value ranges of `vars`: their types' ranges narrowed by the facts.
fn var_ranges(vars: &[Var], facts: &Facts) -> Vec<(i128, i128)> {
    vars.iter()
        .map(|v| {
            let (tlo, thi) = v
                .dtype()
                .int_range()
                .unwrap_or((i64::MIN as i128, i64::MAX as i128));
            let (flo, fhi) = facts.bounds(v);
            (
                flo.map_or(tlo, |x| (x as i128).max(tlo)),
                fhi.map_or(thi, |x| (x as i128).min(thi)),
            )
        })
        .collect()
}

/// Points (values of `vars`) inside their ranges: every point when there
/// are at most `points` of them; else the product of a few boundary values
/// per variable ([`core_values`]: limits and their neighbours, half limits,
/// small values; sampled when larger than half of `points`), then a
/// deterministic mix of boundary values of each variable's type (every power
/// of two and its neighbours, the range ends), small values and random values
/// of every magnitude.
pub fn sample_points(vars: &[Var], facts: &Facts, points: usize, seed: u64) -> Vec<Vec<i128>> {
    let ranges = var_ranges(vars, facts);
    if ranges.iter().any(|(l, h)| l > h) {
        return Vec::new();
    }
    let span = ranges
        .iter()
        .try_fold(1u128, |a, (l, h)| a.checked_mul((h - l + 1) as u128));
    if span.is_some_and(|n| n <= points as u128) {
        let mut out = vec![Vec::new()];
        for (l, h) in &ranges {
            out = out
                .into_iter()
                .flat_map(|p| {
                    (*l..=*h).map(move |v| {
                        let mut q = p.clone();
                        q.push(v);
                        q
                    })
                })
                .collect();
        }
        return out;
    }
    let bounds: Vec<Vec<i128>> = vars
        .iter()
        .zip(&ranges)
        .map(|(v, (l, h))| boundary_values(v.dtype(), *l, *h))
        .collect();
    let core: Vec<Vec<i128>> = vars
        .iter()
        .zip(&ranges)
        .map(|(v, (l, h))| core_values(v.dtype(), *l, *h))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out: Vec<Vec<i128>> = Vec::with_capacity(points);
    let n_core = core
        .iter()
        .try_fold(1usize, |a, c| a.checked_mul(c.len().max(1)));
    match n_core {
        Some(n) if n <= points / 2 => {
            let mut idx = vec![0usize; core.len()];
            'all: loop {
                out.push(idx.iter().zip(&core).map(|(i, c)| c[*i]).collect());
                for (k, c) in core.iter().enumerate() {
                    idx[k] += 1;
                    if idx[k] < c.len() {
                        continue 'all;
                    }
                    idx[k] = 0;
                }
                break;
            }
        }
        _ => {
            for _ in 0..points / 2 {
                out.push(core.iter().map(|c| c[rng.gen_range(0..c.len())]).collect());
            }
        }
    }
    let rest = points.saturating_sub(out.len());
    out.extend((0..rest).map(|i| {
        ranges
            .iter()
            .zip(&bounds)
            .map(|((lo, hi), b)| {
                let (l, h) = match i % 5 {
                    0 | 1 if !b.is_empty() => {
                        return b[rng.gen_range(0..b.len())];
                    }
                    0 | 1 => (*lo, *hi),
                    2 => ((*lo).max(-16), (*hi).min(16)),
                    3 => ((*lo).max(-(1 << 20)), (*hi).min(1 << 20)),
                    _ => (*lo, *hi),
                };
                let (l, h) = if l > h { (*lo, *hi) } else { (l, h) };
                rng.gen_range(l..=h)
            })
            .collect()
    }));
    out
}

/// The integer constants of `e`.
fn constants_of(e: &Expr, out: &mut Vec<i128>) {
    if let tirsat_ir::ExprKind::Int(v) = e.kind()
        && !out.contains(&(*v as i128))
    {
        out.push(*v as i128);
    }
    for c in e.children() {
        constants_of(c, out);
    }
}

/// Points where a product of a variable by a constant of the expressions
/// reaches its type's limits: each variable at `(L - k) / c` and its
/// neighbours, for each limit `L` of its type, constant `c` (`|c| > 1`) and
/// offset `k` (0 or a constant), the other variables at 0 or 1. (`(x + 2) *
/// 3` is defined at `x = -715827884` where `x * 3 + 6` overflows int32;
/// random points rarely find such a value.)
fn limit_points(vars: &[Var], facts: &Facts, exprs: &[&Expr]) -> Vec<Vec<i128>> {
    let ranges = var_ranges(vars, facts);
    let mut ks = Vec::new();
    for e in exprs {
        constants_of(e, &mut ks);
    }
    ks.truncate(12);
    let mut offsets = ks.clone();
    offsets.push(0);
    let mut out = Vec::new();
    for (i, v) in vars.iter().enumerate() {
        let Some((tlo, thi)) = v.dtype().int_range() else {
            continue;
        };
        let (lo, hi) = ranges[i];
        let mut cands: Vec<i128> = Vec::new();
        for c in ks.iter().filter(|c| c.abs() > 1) {
            for l in [tlo, thi] {
                for k in &offsets {
                    let q = (l - k) / c;
                    cands.extend([q - 1, q, q + 1]);
                }
            }
        }
        cands.retain(|x| (lo..=hi).contains(x));
        cands.sort();
        cands.dedup();
        for x in cands {
            for other in [0i128, 1] {
                out.push(
                    ranges
                        .iter()
                        .enumerate()
                        .map(|(j, (l, h))| if j == i { x } else { other.clamp(*l, *h) })
                        .collect(),
                );
            }
        }
    }
    out
}

/// How `b` failed against `a` at a point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// `b` is undefined (overflow, division by zero) where `a` is defined.
    Undefined,
    /// Both are defined with different values.
    Differs,
}

/// Compares `b` with `a` at the points of [`sample_points`] that satisfy
/// `facts`, with the criterion of exact integer semantics: wherever `a` is
/// defined (no overflow at its types' widths, no division by zero), `b` must
/// be defined and equal. Returns the number of points where `a` was defined,
/// or the first failing point and how it failed.
pub fn check_by_evaluation(
    a: &Expr,
    b: &Expr,
    vars: &[Var],
    facts: &Facts,
    points: usize,
    seed: u64,
) -> Result<usize, (Vec<(String, i128)>, Mismatch)> {
    let mut compared = 0;
    let mut all = sample_points(vars, facts, points, seed);
    all.extend(limit_points(vars, facts, &[a, b]));
    for vals in all {
        let mut env = Env::new();
        for (v, x) in vars.iter().zip(&vals) {
            env.set(v, *x);
        }
        if !facts
            .predicates()
            .iter()
            .all(|p| matches!(eval_expr(p, &env), Ok(x) if x != 0))
        {
            continue;
        }
        let Ok(x) = eval_expr(a, &env) else { continue };
        let how = match eval_expr(b, &env) {
            Ok(y) if x == y => {
                compared += 1;
                continue;
            }
            Ok(_) => Mismatch::Differs,
            Err(_) => Mismatch::Undefined,
        };
        let point = vars
            .iter()
            .map(|v| (v.name().to_string(), env.get(v).unwrap_or(0)))
            .collect();
        return Err((point, how));
    }
    Ok(compared)
}

/// The identifier tokens of TVMScript text (`T.min` counts as one token).
fn identifiers(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_alphabetic() || b[i] == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
            out.push((start, i));
        } else {
            i += 1;
        }
    }
    out
}

/// `text` with every identifier token `from` replaced by `to`.
fn rename_identifier(text: &str, from: &str, to: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut last = 0;
    for (s, e) in identifiers(text) {
        if &text[s..e] == from {
            out.push_str(&text[last..s]);
            out.push_str(to);
            last = e;
        }
    }
    out.push_str(&text[last..]);
    out
}

/// TVM's script printer names variables per printed expression: two
/// distinct variables both called `y` print as `y` and `y_1` in the input,
/// but the expected output, printed on its own, calls its only `y`-variable
/// `y` even when it is the input's `y_1`. True when `ours` equals the
/// expected output after renaming such a `NAME` to one of the input's
/// `NAME_K` variables that the expected text does not mention.
fn equal_up_to_printer_renaming(c: &Case, ours: &Expr) -> bool {
    let before_ids: Vec<&str> = identifiers(&c.before)
        .into_iter()
        .map(|(s, e)| &c.before[s..e])
        .collect();
    let expected_ids: Vec<&str> = identifiers(&c.expected)
        .into_iter()
        .map(|(s, e)| &c.expected[s..e])
        .collect();
    for name in &expected_ids {
        for cand in &before_ids {
            let Some(suffix) = cand.strip_prefix(name).and_then(|r| r.strip_prefix('_')) else {
                continue;
            };
            if suffix.is_empty()
                || !suffix.bytes().all(|d| d.is_ascii_digit())
                || expected_ids.contains(cand)
            {
                continue;
            }
            let renamed = Case {
                expected: rename_identifier(&c.expected, name, cand),
                ..c.clone()
            };
            // Variables are compared by identity; the input's names are
            // unique, so equal printed text means equal expressions.
            if let Ok(p) = parse_case(&renamed)
                && print_expr(ours) == print_expr(&p.expected)
            {
                return true;
            }
        }
    }
    false
}

/// Points at which each case's output is compared with its input.
const POINTS: usize = 1000;

/// Runs one case (the simplifier's cache is cleared first so the time is a
/// real simplification).
pub fn run_case(s: &Simplifier, c: &Case) -> CaseResult {
    let mut r = CaseResult {
        id: c.id.clone(),
        before: c.before.clone(),
        expected: c.expected.clone(),
        ours: String::new(),
        outcome: Outcome::Error,
        ours_size: 0,
        expected_size: 0,
        points_compared: 0,
        time_us: 0.0,
        stop: String::new(),
        message: None,
        expected_overflows: None,
    };
    let p = match parse_case(c) {
        Ok(p) => p,
        Err(e) => {
            r.message = Some(e);
            return r;
        }
    };
    s.clear_cache();
    // TVM's canonical-simplifier tests expect its sum form (see `SumForm`).
    let form = if c.id.starts_with("canonical:") {
        SumForm::Canonical
    } else {
        SumForm::Rewrite
    };
    let t0 = Instant::now();
    let out = s.simplify_full_as(&p.before, &p.facts, form);
    r.time_us = t0.elapsed().as_secs_f64() * 1e6;
    r.stop = out.stop.name().to_string();
    r.ours = print_expr(&out.expr);
    r.ours_size = expr_size(&out.expr);
    r.expected_size = expr_size(&p.expected);
    if let Err((point, Mismatch::Undefined)) =
        check_by_evaluation(&p.before, &p.expected, &p.vars, &p.facts, 20 * POINTS, 11)
    {
        r.expected_overflows = Some(format!("{point:?}"));
    }
    match check_by_evaluation(&p.before, &out.expr, &p.vars, &p.facts, POINTS, 7) {
        Err((point, _)) => {
            r.outcome = Outcome::NotEquivalent;
            r.message = Some(format!("differs at {point:?}"));
            return r;
        }
        Ok(n) => r.points_compared = n,
    }
    r.outcome = if out.expr == p.expected || equal_up_to_printer_renaming(c, &out.expr) {
        Outcome::Exact
    } else if r.ours_size < r.expected_size {
        Outcome::Smaller
    } else if r.ours_size == r.expected_size {
        Outcome::SameSize
    } else {
        Outcome::Larger
    };
    r
}

/// Totals of a run.
pub fn summarize(results: &[CaseResult]) -> Summary {
    let mut s = Summary {
        cases: results.len(),
        ..Summary::default()
    };
    for r in results {
        match r.outcome {
            Outcome::Exact => s.exact += 1,
            Outcome::Smaller => s.smaller += 1,
            Outcome::SameSize => s.same_size += 1,
            Outcome::Larger => s.larger += 1,
            Outcome::NotEquivalent => s.not_equivalent += 1,
            Outcome::Error => s.errors += 1,
        }
        if matches!(
            r.stop.as_str(),
            "iteration-limit" | "node-limit" | "time-limit"
        ) {
            s.limit_stops += 1;
        }
    }
    let n = results.len().max(1) as f64;
    s.share = (s.exact + s.smaller) as f64 / n;
    let sound: Vec<&CaseResult> = results
        .iter()
        .filter(|r| r.expected_overflows.is_none())
        .collect();
    s.expected_overflows = results.len() - sound.len();
    let good = sound
        .iter()
        .filter(|r| matches!(r.outcome, Outcome::Exact | Outcome::Smaller))
        .count();
    s.share_where_expected_exact = good as f64 / sound.len().max(1) as f64;
    s.equivalent_share = (results.len() - s.not_equivalent - s.errors) as f64 / n;
    let mut times: Vec<f64> = results.iter().map(|r| r.time_us).collect();
    times.sort_by(|a, b| a.total_cmp(b));
    if !times.is_empty() {
        s.median_time_us = times[times.len() / 2];
        s.mean_time_us = times.iter().sum::<f64>() / times.len() as f64;
        s.max_time_us = times[times.len() - 1];
    }
    s
}

/// Runs all cases in order.
pub fn run_all(s: &Simplifier, cases: &[Case]) -> (Vec<CaseResult>, Summary) {
    let results: Vec<CaseResult> = cases.iter().map(|c| run_case(s, c)).collect();
    let summary = summarize(&results);
    (results, summary)
}

/// Median of `f` over `reps` runs (used by the criterion-free timing).
pub fn median_duration(mut f: impl FnMut() -> Duration, reps: usize) -> Duration {
    let mut v: Vec<Duration> = (0..reps.max(1)).map(|_| f()).collect();
    v.sort();
    v[v.len() / 2]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(before: &str, expected: &str) -> Case {
        Case {
            id: "t".into(),
            before: before.into(),
            expected: expected.into(),
            vars: [("x", "int32"), ("y", "int32")]
                .iter()
                .map(|(a, b)| (a.to_string(), b.to_string()))
                .collect(),
            preconditions: Vec::new(),
            bounds: Vec::new(),
        }
    }

    #[test]
    fn printer_renamed_variables_match() {
        let c = case("x * y // (y * y_1)", "x // y");
        let mut env = VarEnv::new();
        let ours = parse_int_expr("x // y_1", &mut env).unwrap();
        assert!(equal_up_to_printer_renaming(&c, &ours));
        let mut env = VarEnv::new();
        let ours = parse_int_expr("x // y", &mut env).unwrap();
        // `y` itself is compared directly, not through a renaming.
        assert!(!equal_up_to_printer_renaming(&c, &ours));
        // Only `NAME_K` variables of the input are candidates.
        let c = case("x * y // y", "x // y");
        let mut env = VarEnv::new();
        let ours = parse_int_expr("x // y_1", &mut env).unwrap();
        assert!(!equal_up_to_printer_renaming(&c, &ours));
    }

    #[test]
    fn renaming_replaces_whole_identifiers() {
        assert_eq!(
            rename_identifier("y + yy * T.y", "y", "y_1"),
            "y_1 + yy * T.y"
        );
    }
}
