//! Caviar's Halide proof goals through the prover (`prove-bench`).
//!
//! The goals (`../shared/expr-bench/caviar/data/prefix/*.csv`, columns
//! `ID,Expression,HalideResult,HalideTime`) are prefix s-expressions over
//! `+ - * / % min max < > <= >= == != && || !` with variables `v0, v1, ...`,
//! logged from Halide's `can_prove`: a goal is *true* when it holds for every
//! value of its variables. `HalideResult` is 1 when Halide's rewriter proved it
//! true and 0 when it did not (not proved is not false).
//!
//! Semantics are Halide's: `/` and `%` are Euclidean (floor division for a
//! positive divisor, remainder never negative), `x / 0 = x % 0 = 0`,
//! booleans are 0 and 1. [`HExpr`] holds a goal; [`eval_halide`] evaluates it.
//!
//! [`decide`] gives one of three verdicts, each justified:
//!
//! * **true**: the e-graph ([`Simplifier`]), reasoning over the unbounded
//!   integers ([`Simplifier::simplify_unbounded`]), rewrites the goal to
//!   `true` without a conflict. The goal is translated exactly: `/` and `%` by a
//!   positive constant become `floordiv`/`floormod`, by a negative constant
//!   their Euclidean equivalents, by zero the constant 0, and by anything
//!   else an opaque value (the prover knows nothing about it). A goal that
//!   neither the e-graph nor the counterexample search decides is split into
//!   cases on the operands of its `min`/`max` nodes
//!   ([`Simplifier::prove_by_cases`], within the simplifier's
//!   `Limits::case_runs`); it is true when every case is.
//! * **false**: a concrete assignment where the goal evaluates to 0, found by
//!   evaluation (every intermediate value is kept within `int32`, so the
//!   point is a counterexample for Halide's 32-bit integers too). When the
//!   e-graph rewrites the goal to `false`, the point is still looked for and
//!   required.
//! * **unknown** otherwise.
//!
//! ```
//! use tirsat_tools::explore::caviar::{parse_goal, decide, DecideOptions, Verdict};
//! use tirsat_arith::Simplifier;
//! let s = Simplifier::with_builtin_rules().unwrap();
//! let opts = DecideOptions::default();
//! let g = parse_goal("( < ( + ( * v0 4 ) 3 ) ( * ( + v0 1 ) 4 ) )").unwrap();
//! assert_eq!(decide(&s, &g, &opts).verdict, Verdict::True);
//! let g = parse_goal("( < ( / v0 8 ) 100 )").unwrap();
//! let d = decide(&s, &g, &opts);
//! assert_eq!(d.verdict, Verdict::False);
//! assert!(d.counterexample.is_some());
//! ```

use std::time::Instant;
use tirsat_ir::builtin;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use symbolic_expressions::Sexp;

use tirsat_arith::facts::Facts;
use tirsat_arith::simplify::Simplifier;
use tirsat_ir::{DataType, Expr, Var};

/// Operators of the goals.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Min,
    Max,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    And,
    Or,
    Not,
    Neg,
}

impl HOp {
    fn parse(s: &str, arity: usize) -> Option<HOp> {
        Some(match (s, arity) {
            ("+", 2) => HOp::Add,
            ("-", 2) => HOp::Sub,
            ("-", 1) => HOp::Neg,
            ("*", 2) => HOp::Mul,
            ("/", 2) => HOp::Div,
            ("%", 2) => HOp::Mod,
            ("min", 2) => HOp::Min,
            ("max", 2) => HOp::Max,
            ("<", 2) => HOp::Lt,
            (">", 2) => HOp::Gt,
            ("<=", 2) => HOp::Le,
            (">=", 2) => HOp::Ge,
            ("==", 2) => HOp::Eq,
            ("!=", 2) => HOp::Ne,
            ("&&", 2) => HOp::And,
            ("||", 2) => HOp::Or,
            ("!", 1) => HOp::Not,
            _ => return None,
        })
    }
    fn is_bool(self) -> bool {
        matches!(
            self,
            HOp::Lt
                | HOp::Gt
                | HOp::Le
                | HOp::Ge
                | HOp::Eq
                | HOp::Ne
                | HOp::And
                | HOp::Or
                | HOp::Not
        )
    }
}

/// A goal expression.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HExpr {
    Num(i64),
    /// Index into [`Goal::vars`].
    Var(usize),
    Op(HOp, Vec<HExpr>),
}

/// A parsed goal.
#[derive(Clone, Debug)]
pub struct Goal {
    pub expr: HExpr,
    /// Variable names, by index.
    pub vars: Vec<String>,
}

fn to_hexpr(s: &Sexp, vars: &mut Vec<String>, depth: usize) -> Result<HExpr, String> {
    if depth > 500 {
        return Err("expression nested too deeply".into());
    }
    match s {
        Sexp::String(a) => {
            if let Ok(v) = a.parse::<i64>() {
                return Ok(HExpr::Num(v));
            }
            match a.as_str() {
                "true" => return Ok(HExpr::Num(1)),
                "false" => return Ok(HExpr::Num(0)),
                _ => {}
            }
            if a.starts_with(|c: char| c.is_alphabetic() || c == '_')
                && a.chars().all(|c| c.is_alphanumeric() || c == '_')
            {
                let i = match vars.iter().position(|v| v == a) {
                    Some(i) => i,
                    None => {
                        vars.push(a.clone());
                        vars.len() - 1
                    }
                };
                return Ok(HExpr::Var(i));
            }
            Err(format!("unknown atom `{a}`"))
        }
        Sexp::Empty => Err("empty list".into()),
        Sexp::List(items) => {
            let Some(Sexp::String(head)) = items.first() else {
                return Err("a list must start with an operator".into());
            };
            let op = HOp::parse(head, items.len() - 1).ok_or_else(|| {
                format!(
                    "unknown operator `{head}` with {} operand(s)",
                    items.len() - 1
                )
            })?;
            let ch = items[1..]
                .iter()
                .map(|x| to_hexpr(x, vars, depth + 1))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(HExpr::Op(op, ch))
        }
    }
}

/// Reads one prefix goal such as `( < ( + v0 1 ) v1 )`.
pub fn parse_goal(text: &str) -> Result<Goal, String> {
    let sexp = symbolic_expressions::parser::parse_str(text.trim())
        .map_err(|e| format!("bad s-expression: {e}"))?;
    let mut vars = Vec::new();
    let expr = to_hexpr(&sexp, &mut vars, 0)?;
    Ok(Goal { expr, vars })
}

const I32_MIN: i64 = i32::MIN as i64;
const I32_MAX: i64 = i32::MAX as i64;

fn fit(v: Option<i64>) -> Option<i64> {
    v.filter(|x| (I32_MIN..=I32_MAX).contains(x))
}

/// Evaluates with Halide's semantics; `None` when an intermediate value
/// leaves `int32` (Halide's simplifier assumes that never happens).
pub fn eval_halide(e: &HExpr, vals: &[i64]) -> Option<i64> {
    match e {
        HExpr::Num(v) => Some(*v),
        HExpr::Var(i) => vals.get(*i).copied(),
        HExpr::Op(op, ch) => {
            let a = eval_halide(&ch[0], vals)?;
            if matches!(op, HOp::Not) {
                return Some((a == 0) as i64);
            }
            if matches!(op, HOp::Neg) {
                return fit(a.checked_neg());
            }
            let b = eval_halide(&ch[1], vals)?;
            let r = match op {
                HOp::Add => fit(a.checked_add(b))?,
                HOp::Sub => fit(a.checked_sub(b))?,
                HOp::Mul => fit(a.checked_mul(b))?,
                HOp::Div => {
                    if b == 0 {
                        0
                    } else {
                        fit(a.checked_div_euclid(b))?
                    }
                }
                HOp::Mod => {
                    if b == 0 {
                        0
                    } else {
                        a.checked_rem_euclid(b)?
                    }
                }
                HOp::Min => a.min(b),
                HOp::Max => a.max(b),
                HOp::Lt => (a < b) as i64,
                HOp::Gt => (a > b) as i64,
                HOp::Le => (a <= b) as i64,
                HOp::Ge => (a >= b) as i64,
                HOp::Eq => (a == b) as i64,
                HOp::Ne => (a != b) as i64,
                HOp::And => (a != 0 && b != 0) as i64,
                HOp::Or => (a != 0 || b != 0) as i64,
                HOp::Not | HOp::Neg => return None,
            };
            Some(r)
        }
    }
}

fn has_var(e: &HExpr) -> bool {
    match e {
        HExpr::Num(_) => false,
        HExpr::Var(_) => true,
        HExpr::Op(_, ch) => ch.iter().any(has_var),
    }
}

fn is_bool(e: &HExpr) -> bool {
    matches!(e, HExpr::Op(op, _) if op.is_bool())
}

/// The goal as an IR expression over `int64` variables (see the module docs
/// for `/` and `%`).
pub fn to_ir(g: &Goal) -> Expr {
    let vars: Vec<Var> = g
        .vars
        .iter()
        .map(|n| Var::new(n, DataType::i64()))
        .collect();
    ir_bool(&g.expr, &vars)
}

fn ir_int(e: &HExpr, vars: &[Var]) -> Expr {
    if is_bool(e) {
        return Expr::cast(DataType::i64(), &ir_bool(e, vars));
    }
    match e {
        HExpr::Num(v) => Expr::i64(*v),
        HExpr::Var(i) => Expr::var(&vars[*i]),
        HExpr::Op(op, ch) => {
            if matches!(op, HOp::Neg) {
                return Expr::sub(&Expr::i64(0), &ir_int(&ch[0], vars));
            }
            let a = ir_int(&ch[0], vars);
            match op {
                HOp::Div | HOp::Mod => {
                    let c = if has_var(&ch[1]) {
                        None
                    } else {
                        eval_halide(&ch[1], &[])
                    };
                    match c {
                        Some(0) => Expr::i64(0),
                        Some(c) if c > 0 && *op == HOp::Div => Expr::floordiv(&a, &Expr::i64(c)),
                        Some(c) if c > 0 => Expr::floormod(&a, &Expr::i64(c)),
                        Some(c) if *op == HOp::Div => Expr::sub(
                            &Expr::i64(0),
                            &Expr::floordiv(&a, &Expr::i64(c.saturating_neg())),
                        ),
                        Some(c) => Expr::floormod(&a, &Expr::i64(c.saturating_neg())),
                        None => Expr::call(
                            DataType::i64(),
                            if *op == HOp::Div {
                                builtin::HALIDE_DIV
                            } else {
                                builtin::HALIDE_MOD
                            },
                            vec![a, ir_int(&ch[1], vars)],
                        ),
                    }
                }
                _ => {
                    let b = ir_int(&ch[1], vars);
                    match op {
                        HOp::Add => Expr::add(&a, &b),
                        HOp::Sub => Expr::sub(&a, &b),
                        HOp::Mul => Expr::mul(&a, &b),
                        HOp::Min => Expr::min(&a, &b),
                        _ => Expr::max(&a, &b),
                    }
                }
            }
        }
    }
}

fn ir_bool(e: &HExpr, vars: &[Var]) -> Expr {
    use tirsat_ir::CmpOp;
    match e {
        HExpr::Op(op, ch) if op.is_bool() => match op {
            HOp::And => Expr::and(&ir_bool(&ch[0], vars), &ir_bool(&ch[1], vars)),
            HOp::Or => Expr::or(&ir_bool(&ch[0], vars), &ir_bool(&ch[1], vars)),
            HOp::Not => Expr::not(&ir_bool(&ch[0], vars)),
            _ => {
                let c = match op {
                    HOp::Lt => CmpOp::Lt,
                    HOp::Gt => CmpOp::Gt,
                    HOp::Le => CmpOp::Le,
                    HOp::Ge => CmpOp::Ge,
                    HOp::Eq => CmpOp::Eq,
                    _ => CmpOp::Ne,
                };
                Expr::cmp(c, &ir_int(&ch[0], vars), &ir_int(&ch[1], vars))
            }
        },
        HExpr::Num(v) => Expr::bool(*v != 0),
        _ => Expr::cmp(CmpOp::Ne, &ir_int(e, vars), &Expr::i64(0)),
    }
}

/// The three verdicts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    True,
    False,
    Unknown,
}

impl Verdict {
    /// `true`, `false` or `unknown`.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::True => "true",
            Verdict::False => "false",
            Verdict::Unknown => "unknown",
        }
    }
}

/// How hard [`decide`] tries.
#[derive(Clone, Copy, Debug)]
pub struct DecideOptions {
    /// Points evaluated before the e-graph runs.
    pub quick_points: usize,
    /// Points evaluated after the e-graph failed to decide.
    pub deep_points: usize,
    pub seed: u64,
}

impl Default for DecideOptions {
    fn default() -> Self {
        DecideOptions {
            quick_points: 400,
            deep_points: 20_000,
            seed: 0x6361_7669,
        }
    }
}

/// A verdict with its justification.
#[derive(Clone, Debug, Serialize)]
pub struct Decision {
    pub verdict: Verdict,
    /// `e-graph`, `e-graph (each conjunct)`, `counterexample`,
    /// `e-graph+counterexample` or why unknown.
    pub how: String,
    /// For `false`: values of the variables (by name) where the goal is 0.
    pub counterexample: Option<Vec<(String, i64)>>,
    /// Why equality saturation stopped (empty when it did not run).
    pub stop: String,
    pub egraph_nodes: usize,
}

fn consts(e: &HExpr, out: &mut Vec<i64>) {
    match e {
        HExpr::Num(v) => out.push(*v),
        HExpr::Var(_) => {}
        HExpr::Op(_, ch) => ch.iter().for_each(|c| consts(c, out)),
    }
}

/// Candidate values: small numbers, the goal's constants and their
/// neighbours, quotients and products of pairs of constants.
fn candidates(e: &HExpr) -> Vec<i64> {
    let mut cs = Vec::new();
    consts(e, &mut cs);
    cs.sort();
    cs.dedup();
    let mut out: Vec<i64> = (-4..=4).collect();
    for &c in &cs {
        for d in [-2, -1, 0, 1, 2] {
            out.push(c.saturating_add(d));
            out.push(c.saturating_neg().saturating_add(d));
        }
    }
    for &a in cs.iter().take(12) {
        for &b in cs.iter().take(12) {
            if b != 0 {
                out.push(a.div_euclid(b));
                out.push(a.div_euclid(b) + 1);
            }
            out.push(a.saturating_mul(b));
        }
    }
    out.retain(|v| (I32_MIN..=I32_MAX).contains(v));
    out.sort();
    out.dedup();
    out
}

/// Looks for values that make the goal 0, trying up to `points` points.
pub fn find_counterexample(g: &Goal, points: usize, seed: u64) -> Option<Vec<i64>> {
    let k = g.vars.len();
    let falsifies = |vals: &[i64]| eval_halide(&g.expr, vals) == Some(0);
    if k == 0 {
        return falsifies(&[]).then(Vec::new);
    }
    let cands = candidates(&g.expr);
    // All-equal points and small grids first.
    for v in [0i64, 1, -1, 2] {
        let vals = vec![v; k];
        if falsifies(&vals) {
            return Some(vals);
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut vals = vec![0i64; k];
    for i in 0..points {
        for v in vals.iter_mut() {
            *v = match (i + rng.gen_range(0..4)) % 4 {
                0 => cands[rng.gen_range(0..cands.len())],
                1 => rng.gen_range(-16..=16),
                2 => rng.gen_range(-1024..=1024),
                _ => rng.gen_range(-(1 << 20)..=(1 << 20)),
            };
        }
        if falsifies(&vals) {
            return Some(vals);
        }
    }
    None
}

/// Decides one goal (see the module docs).
pub fn decide(s: &Simplifier, g: &Goal, opts: &DecideOptions) -> Decision {
    let named =
        |vals: Vec<i64>| -> Vec<(String, i64)> { g.vars.iter().cloned().zip(vals).collect() };
    let mut d = Decision {
        verdict: Verdict::Unknown,
        how: String::new(),
        counterexample: None,
        stop: String::new(),
        egraph_nodes: 0,
    };
    if let Some(cx) = find_counterexample(g, opts.quick_points, opts.seed) {
        d.verdict = Verdict::False;
        d.how = "counterexample".into();
        d.counterexample = Some(named(cx));
        return d;
    }
    // Decided over the unbounded integers (Halide's assumption that the
    // arithmetic does not overflow): see `Simplifier::simplify_unbounded`.
    let r = s.simplify_unbounded(&to_ir(g), &Facts::new());
    d.stop = r.stop.name().to_string();
    d.egraph_nodes = r.egraph_nodes;
    let constant = r.expr.as_int();
    if r.conflict.is_none() && constant.is_some_and(|v| v != 0) {
        d.verdict = Verdict::True;
        d.how = "e-graph".into();
        return d;
    }
    // A conjunction: each conjunct on its own (as `Simplifier::prove` does).
    let ir = to_ir(g);
    let parts = tirsat_arith::prove::conjuncts(&ir);
    if constant.is_none()
        && parts.len() > 1
        && parts.iter().all(|p| {
            let r = s.simplify_unbounded(p, &Facts::new());
            r.conflict.is_none() && r.expr.as_int().is_some_and(|v| v != 0)
        })
    {
        d.verdict = Verdict::True;
        d.how = "e-graph (each conjunct)".into();
        return d;
    }
    let egraph_false = r.conflict.is_none() && constant == Some(0);
    if let Some(cx) = find_counterexample(g, opts.deep_points, opts.seed ^ 0x5eed) {
        d.verdict = Verdict::False;
        d.how = if egraph_false {
            "e-graph+counterexample".into()
        } else {
            "counterexample".into()
        };
        d.counterexample = Some(named(cx));
        return d;
    }
    if !egraph_false
        && r.conflict.is_none()
        && let Some(n) = s.prove_by_cases(&ir, &Facts::new())
    {
        d.verdict = Verdict::True;
        d.how = format!("e-graph, {n} cases on min/max operands");
        return d;
    }
    d.how = if egraph_false {
        "e-graph says false but no point was found".into()
    } else if r.conflict.is_some() {
        "conflict in the e-graph".into()
    } else {
        "not decided".into()
    };
    d
}

/// One goal of a Caviar CSV file.
#[derive(Clone, Debug)]
pub struct CsvGoal {
    pub id: String,
    /// 1-based line in the file.
    pub line: usize,
    pub text: String,
    pub goal: Goal,
    /// `HalideResult`: 1 proved true by Halide, 0 not proved.
    pub halide_result: Option<i64>,
}

/// Reads a Caviar prefix CSV (`ID,Expression,HalideResult,HalideTime`, with a
/// header; `ID,Expression` files work too). Errors are `FILE:LINE: ...`.
pub fn read_caviar_csv(text: &str, file: &str) -> Result<Vec<CsvGoal>, String> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let ln = i + 1;
        let line = line.trim();
        if line.is_empty() || (i == 0 && line.to_ascii_lowercase().starts_with("id,")) {
            continue;
        }
        let fields: Vec<&str> = line.split(',').collect();
        if fields.len() < 2 {
            return Err(format!(
                "{file}:{ln}: expected `ID,Expression[,HalideResult,HalideTime]`"
            ));
        }
        let text = fields[1].trim().trim_matches('"');
        let goal = parse_goal(text).map_err(|e| format!("{file}:{ln}: {e}"))?;
        let halide_result = match fields.get(2) {
            Some(f) => Some(
                f.trim()
                    .parse::<i64>()
                    .map_err(|_| format!("{file}:{ln}: HalideResult `{f}` is not an integer"))?,
            ),
            None => None,
        };
        out.push(CsvGoal {
            id: fields[0].trim().to_string(),
            line: ln,
            text: text.to_string(),
            goal,
            halide_result,
        });
    }
    Ok(out)
}

/// The result of one goal.
#[derive(Clone, Debug, Serialize)]
pub struct GoalResult {
    pub id: String,
    pub line: usize,
    pub verdict: Verdict,
    pub how: String,
    pub counterexample: Option<Vec<(String, i64)>>,
    pub halide_result: Option<i64>,
    pub stop: String,
    pub egraph_nodes: usize,
    pub time_us: f64,
}

/// Runs one goal and times it.
pub fn run_goal(s: &Simplifier, g: &CsvGoal, opts: &DecideOptions) -> GoalResult {
    let t0 = Instant::now();
    let d = decide(s, &g.goal, opts);
    let time_us = t0.elapsed().as_secs_f64() * 1e6;
    GoalResult {
        id: g.id.clone(),
        line: g.line,
        verdict: d.verdict,
        how: d.how,
        counterexample: d.counterexample,
        halide_result: g.halide_result,
        stop: d.stop,
        egraph_nodes: d.egraph_nodes,
        time_us,
    }
}

/// Our verdicts against Halide's result column.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Agreement {
    /// Halide proved true, we proved true.
    pub halide_true_ours_true: usize,
    /// Halide proved true, we found a counterexample: a disagreement.
    pub halide_true_ours_false: usize,
    pub halide_true_ours_unknown: usize,
    /// Halide did not prove it; we proved it true.
    pub halide_unproved_ours_true: usize,
    /// Halide did not prove it; we found a counterexample (consistent).
    pub halide_unproved_ours_false: usize,
    pub halide_unproved_ours_unknown: usize,
    /// Verdicts consistent with Halide's column.
    pub agree: usize,
    /// Verdicts contradicting it (we say false where Halide proved true).
    pub disagree: usize,
}

/// Totals of a run.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Summary {
    pub goals: usize,
    pub proved_true: usize,
    pub proved_false: usize,
    pub unknown: usize,
    /// `(proved_true + proved_false) / goals`.
    pub decided_share: f64,
    pub median_ms: f64,
    pub p95_ms: f64,
    pub mean_ms: f64,
    pub max_ms: f64,
    pub agreement: Agreement,
}

/// Totals and the agreement with the dataset's `HalideResult`.
pub fn summarize(results: &[GoalResult]) -> Summary {
    let mut s = Summary {
        goals: results.len(),
        ..Summary::default()
    };
    let a = &mut s.agreement;
    for r in results {
        match r.verdict {
            Verdict::True => s.proved_true += 1,
            Verdict::False => s.proved_false += 1,
            Verdict::Unknown => s.unknown += 1,
        }
        match (r.halide_result, r.verdict) {
            (Some(1), Verdict::True) => a.halide_true_ours_true += 1,
            (Some(1), Verdict::False) => a.halide_true_ours_false += 1,
            (Some(1), Verdict::Unknown) => a.halide_true_ours_unknown += 1,
            (Some(_), Verdict::True) => a.halide_unproved_ours_true += 1,
            (Some(_), Verdict::False) => a.halide_unproved_ours_false += 1,
            (Some(_), Verdict::Unknown) => a.halide_unproved_ours_unknown += 1,
            (None, _) => {}
        }
    }
    a.agree = a.halide_true_ours_true + a.halide_unproved_ours_true + a.halide_unproved_ours_false;
    a.disagree = a.halide_true_ours_false;
    s.decided_share = (s.proved_true + s.proved_false) as f64 / s.goals.max(1) as f64;
    let mut t: Vec<f64> = results.iter().map(|r| r.time_us / 1e3).collect();
    t.sort_by(|a, b| a.total_cmp(b));
    if !t.is_empty() {
        s.median_ms = t[t.len() / 2];
        s.p95_ms = t[((t.len() * 95) / 100).min(t.len() - 1)];
        s.mean_ms = t.iter().sum::<f64>() / t.len() as f64;
        s.max_ms = t[t.len() - 1];
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halide_division_semantics() {
        let g = parse_goal("( / v0 v1 )").unwrap();
        assert_eq!(eval_halide(&g.expr, &[7, -2]), Some(-3));
        assert_eq!(eval_halide(&g.expr, &[-7, -2]), Some(4));
        assert_eq!(eval_halide(&g.expr, &[-7, 2]), Some(-4));
        assert_eq!(eval_halide(&g.expr, &[5, 0]), Some(0));
        let m = parse_goal("( % v0 v1 )").unwrap();
        assert_eq!(eval_halide(&m.expr, &[-7, -2]), Some(1));
        assert_eq!(eval_halide(&m.expr, &[-7, 0]), Some(0));
        assert_eq!(eval_halide(&m.expr, &[i32::MAX as i64, 1]), Some(0));
        let o = parse_goal("( + v0 1 )").unwrap();
        assert_eq!(eval_halide(&o.expr, &[i32::MAX as i64]), None);
    }

    #[test]
    fn translation_matches_evaluation() {
        use tirsat_arith::eval::{Env, eval_expr};
        for text in [
            "( < ( / v0 -3 ) ( % v0 -3 ) )",
            "( == ( / v0 0 ) ( % v1 0 ) )",
            "( <= ( / v0 v1 ) v1 )",
            "( && ( < v0 3 ) ( ! ( == ( - v1 ) 2 ) ) )",
        ] {
            let g = parse_goal(text).unwrap();
            let e = to_ir(&g);
            let vars: Vec<Var> = {
                let mut v = Vec::new();
                collect(&e, &mut v);
                v
            };
            for a in -7..=7 {
                for b in -7..=7 {
                    let vals = [a, b];
                    let want = eval_halide(&g.expr, &vals).unwrap();
                    let mut env = Env::new();
                    for v in &vars {
                        let i = g.vars.iter().position(|n| n == v.name()).unwrap();
                        env.set(v, vals[i] as i128);
                    }
                    match eval_expr(&e, &env) {
                        Ok(got) => assert_eq!(got, want as i128, "{text} at {vals:?}"),
                        // Opaque division by a variable.
                        Err(_) => assert!(text.contains("v1 )") && text.contains("/ v0 v1")),
                    }
                }
            }
        }
    }

    fn collect(e: &Expr, out: &mut Vec<Var>) {
        if let tirsat_ir::ExprKind::Var(v) = e.kind()
            && !out.contains(v)
        {
            out.push(v.clone());
        }
        for c in e.children() {
            collect(c, out);
        }
    }

    #[test]
    fn csv_errors_are_located() {
        let e = read_caviar_csv(
            "ID,Expression,HalideResult,HalideTime\n1,( < v0 ,0,1\n",
            "g.csv",
        )
        .unwrap_err();
        assert!(e.starts_with("g.csv:2:"), "{e}");
        let e = read_caviar_csv("1,( ^ v0 v1 ),0,1\n", "g.csv").unwrap_err();
        assert!(e.contains("unknown operator"), "{e}");
        assert!(read_caviar_csv("1,( < v0 1 ),x,1\n", "g.csv").is_err());
    }
}
