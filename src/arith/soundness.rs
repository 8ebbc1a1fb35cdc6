//! Checking rules for soundness by evaluation.
//!
//! A rule is sound when, for every assignment of its pattern variables and
//! every analysis facts consistent with those values (an interval containing
//! the value, a congruence the value satisfies, or the exact value) that make
//! its condition true, the left side is undefined (division by zero) or the
//! right side is defined and equal to it. Values are mathematical integers;
//! points where either side overflows `i128` are skipped.
//!
//! [`check_rule`] tries every assignment over a small domain (`[-6, 6]` per
//! variable by default, several fact choices per point) and random 64-bit
//! values, and reports the first failure with the values and facts used.
//!
//! ```
//! use tirsat::arith::rules::RuleSet;
//! use tirsat::arith::soundness::{check_rule, CheckConfig};
//! let rs = RuleSet::parse(
//!     "ok: (floormod ?x ?c) => ?x if 0 <= lo(?x) and hi(?x) < ?c\n\
//!      bad: (floormod ?x ?c) => ?x if hi(?x) < ?c",
//!     "demo.rules",
//! ).unwrap();
//! let cfg = CheckConfig::default();
//! assert!(check_rule(&rs.rules()[0], &cfg).failure.is_none());
//! assert!(check_rule(&rs.rules()[1], &cfg).failure.is_some());
//! ```

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::analysis::ClassData;
use super::cond::{Binding, CExpr, eval_cond, eval_value};
use super::eval::{EvalError, apply_binop, apply_cmp, cast_value};
use super::interval::{Interval, NEG_INF, POS_INF};
use super::lang::Const;
use super::modset::ModSet;
use super::rules::{Rule, Term};
use crate::ir::{BinOp, CmpOp, DataType};

/// How hard to look.
#[derive(Clone, Copy, Debug)]
pub struct CheckConfig {
    /// Exhaustive values in `[-small, small]` per variable.
    pub small: i64,
    /// Largest number of exhaustive points (more variables are sampled).
    pub max_exhaustive: usize,
    /// Fact choices tried per exhaustive point.
    pub facts_per_point: usize,
    /// Random points with values anywhere in `i64`.
    pub random: usize,
    pub seed: u64,
}

impl Default for CheckConfig {
    fn default() -> Self {
        CheckConfig {
            small: 6,
            max_exhaustive: 30_000,
            facts_per_point: 4,
            random: 3000,
            seed: 1,
        }
    }
}

/// A counterexample to a rule.
#[derive(Clone, Debug)]
pub struct Failure {
    /// Values of the pattern variables.
    pub values: Vec<(String, i128)>,
    /// The facts given to the condition, per variable.
    pub facts: Vec<(String, ClassData)>,
    pub lhs: i128,
    /// The right side's value, or why it has none.
    pub rhs: Result<i128, EvalError>,
}

/// The outcome of checking one rule.
#[derive(Clone, Debug)]
pub struct CheckReport {
    pub rule: String,
    /// Points where the condition held and the left side was defined.
    pub evaluated: usize,
    pub failure: Option<Failure>,
}

fn bop(op: &str) -> Option<BinOp> {
    Some(match op {
        "+" => BinOp::Add,
        "-" => BinOp::Sub,
        "*" => BinOp::Mul,
        "floordiv" => BinOp::FloorDiv,
        "floormod" => BinOp::FloorMod,
        "truncdiv" => BinOp::Div,
        "truncmod" => BinOp::Mod,
        "min" => BinOp::Min,
        "max" => BinOp::Max,
        _ => return None,
    })
}

fn cop(op: &str) -> Option<CmpOp> {
    Some(match op {
        "==" => CmpOp::Eq,
        "!=" => CmpOp::Ne,
        "<" => CmpOp::Lt,
        "<=" => CmpOp::Le,
        ">" => CmpOp::Gt,
        ">=" => CmpOp::Ge,
        _ => return None,
    })
}

/// Evaluates a rule side with the given variable values.
pub fn eval_term(t: &Term, val: &dyn Fn(&str) -> Option<i128>) -> Result<i128, EvalError> {
    match t {
        Term::Lit(v) => Ok(*v as i128),
        Term::Var(v) => val(v).ok_or_else(|| EvalError::Unbound(v.clone())),
        Term::Ty(t) => Err(EvalError::Unsupported(format!("type {t} as a value"))),
        Term::Op(op, ch) => {
            let arg = |i: usize| eval_term(&ch[i], val);
            if let Some(b) = bop(op) {
                return apply_binop(b, arg(0)?, arg(1)?);
            }
            if let Some(c) = cop(op) {
                return Ok(apply_cmp(c, arg(0)?, arg(1)?));
            }
            match op.as_str() {
                "and" => Ok(((arg(0)? != 0) & (arg(1)? != 0)) as i128),
                "or" => Ok(((arg(0)? != 0) | (arg(1)? != 0)) as i128),
                "not" => Ok((arg(0)? == 0) as i128),
                "select" => {
                    let (c, a, b) = (arg(0)?, arg(1)?, arg(2)?);
                    Ok(if c != 0 { a } else { b })
                }
                "cast" => match &ch[0] {
                    Term::Ty(ty) => cast_value(arg(1)?, *ty),
                    _ => Err(EvalError::Unsupported("cast without type".into())),
                },
                _ => Err(EvalError::Unsupported(op.clone())),
            }
        }
    }
}

/// Variables in boolean positions (operands of `and`/`or`/`not`, `select`
/// conditions): they only take the values 0 and 1.
fn bool_vars(t: &Term, out: &mut Vec<String>) {
    if let Term::Op(op, ch) = t {
        for (i, c) in ch.iter().enumerate() {
            let boolean = matches!(op.as_str(), "and" | "or" | "not") || (op == "select" && i == 0);
            if let (true, Term::Var(v)) = (boolean, c)
                && !out.contains(v)
            {
                out.push(v.clone());
            }
            bool_vars(c, out);
        }
    }
}

/// Variables used as values (not only inside `lo`/`hi`/... of the facts).
fn value_vars(e: &CExpr, out: &mut Vec<String>) {
    match e {
        CExpr::Val(v) => {
            if !out.contains(v) {
                out.push(v.clone())
            }
        }
        CExpr::Func(f, args) => {
            let skip_first = ["lo", "hi", "const", "modc", "modr", "mod", "bits", "signed"]
                .contains(&f.as_str());
            for (i, a) in args.iter().enumerate() {
                if !(skip_first && i == 0) {
                    value_vars(a, out);
                }
            }
        }
        CExpr::Cmp(a, _) | CExpr::And(a) | CExpr::Or(a) => {
            a.iter().for_each(|x| value_vars(x, out))
        }
        CExpr::Neg(a) | CExpr::Not(a) => value_vars(a, out),
        CExpr::Bin(_, a, b) => {
            value_vars(a, out);
            value_vars(b, out);
        }
        CExpr::Num(_) | CExpr::Bool(_) => {}
    }
}

const WIDTHS: [i64; 6] = [0, 1, 2, 3, 7, 100];
const MODULI: [i64; 6] = [2, 3, 4, 6, 8, 16];

/// Facts consistent with value `v`, chosen by `choice`.
fn facts_for(v: i128, choice: usize, rng: &mut ChaCha8Rng) -> ClassData {
    let ty = Some(DataType::i64());
    let v64 = v as i64;
    let w = |r: &mut ChaCha8Rng| WIDTHS[r.gen_range(0..WIDTHS.len())];
    match choice % 6 {
        0 => ClassData::new(ty, Interval::point(v64), ModSet::exact(v64)),
        1 => ClassData::new(ty, Interval::top(), ModSet::any()),
        2 => {
            let (a, b) = (w(rng), w(rng));
            ClassData::new(
                ty,
                Interval::new(v64.saturating_sub(a), v64.saturating_add(b)),
                ModSet::any(),
            )
        }
        3 => {
            let a = w(rng);
            let iv = if rng.gen_bool(0.5) {
                Interval::new(v64.saturating_sub(a), POS_INF)
            } else {
                Interval::new(NEG_INF, v64.saturating_add(a))
            };
            ClassData::new(ty, iv, ModSet::any())
        }
        4 => {
            let m = MODULI[rng.gen_range(0..MODULI.len())];
            let (a, b) = (w(rng), w(rng));
            let iv = if rng.gen_bool(0.5) {
                Interval::top()
            } else {
                Interval::new(v64.saturating_sub(a * m), v64.saturating_add(b * m))
            };
            ClassData::new(ty, iv, ModSet::new(m, v64.rem_euclid(m)))
        }
        _ => {
            // Exact value, but only as bounds (lo == hi).
            ClassData::new(
                ty,
                Interval::new(v64.saturating_sub(w(rng)), v64),
                ModSet::any(),
            )
        }
    }
}

struct Checker<'a> {
    rule: &'a Rule,
    vars: Vec<String>,
    const_vars: Vec<bool>,
    bool_vars: Vec<bool>,
}

enum Outcome {
    Skipped,
    Held,
    Failed(Failure),
}

impl Checker<'_> {
    fn point(&self, vals: &[i128], facts: &[ClassData]) -> Outcome {
        let class_of = |name: &str| -> Option<usize> { self.vars.iter().position(|v| v == name) };
        let mut wvals: Vec<(String, i128)> = Vec::new();
        for (name, e) in &self.rule.bindings {
            let env = |n: &str| -> Option<Binding> {
                if let Some((_, v)) = wvals.iter().find(|(w, _)| w == n) {
                    return Some(Binding::Value(*v));
                }
                class_of(n).map(|i| Binding::Class(facts[i]))
            };
            match eval_value(e, &env) {
                Some(v) if Const::fits(v, DataType::i64()) => wvals.push((name.clone(), v)),
                _ => return Outcome::Skipped,
            }
        }
        if let Some(c) = &self.rule.cond {
            let env = |n: &str| -> Option<Binding> {
                if let Some((_, v)) = wvals.iter().find(|(w, _)| w == n) {
                    return Some(Binding::Value(*v));
                }
                class_of(n).map(|i| Binding::Class(facts[i]))
            };
            if !eval_cond(c, &env) {
                return Outcome::Skipped;
            }
        }
        let val = |n: &str| -> Option<i128> {
            if let Some((_, v)) = wvals.iter().find(|(w, _)| w == n) {
                return Some(*v);
            }
            class_of(n).map(|i| vals[i])
        };
        let lhs = match eval_term(&self.rule.lhs, &val) {
            Ok(v) => v,
            Err(_) => return Outcome::Skipped,
        };
        let rhs = eval_term(&self.rule.rhs, &val);
        match rhs {
            Ok(r) if r == lhs => Outcome::Held,
            Err(EvalError::Overflow) => Outcome::Skipped,
            rhs => Outcome::Failed(Failure {
                values: self
                    .vars
                    .iter()
                    .cloned()
                    .zip(vals.iter().copied())
                    .collect(),
                facts: self
                    .vars
                    .iter()
                    .cloned()
                    .zip(facts.iter().copied())
                    .collect(),
                lhs,
                rhs,
            }),
        }
    }
}

/// Checks one rule.
pub fn check_rule(rule: &Rule, cfg: &CheckConfig) -> CheckReport {
    let mut vars = Vec::new();
    rule.lhs.vars(&mut vars);
    let mut cv = Vec::new();
    for (_, e) in &rule.bindings {
        value_vars(e, &mut cv);
    }
    if let Some(c) = &rule.cond {
        value_vars(c, &mut cv);
    }
    let const_vars = vars.iter().map(|v| cv.contains(v)).collect();
    let mut bv = Vec::new();
    bool_vars(&rule.lhs, &mut bv);
    bool_vars(&rule.rhs, &mut bv);
    let bool_vars = vars.iter().map(|v| bv.contains(v)).collect();
    let ck = Checker {
        rule,
        vars,
        const_vars,
        bool_vars,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(cfg.seed);
    let mut report = CheckReport {
        rule: rule.name.clone(),
        evaluated: 0,
        failure: None,
    };
    let k = ck.vars.len();
    let draw_facts = |vals: &[i128], rng: &mut ChaCha8Rng| -> Vec<ClassData> {
        vals.iter()
            .zip(ck.const_vars.iter().zip(&ck.bool_vars))
            .map(|(v, (is_const, is_bool))| {
                if *is_bool {
                    let exact = rng.gen_bool(0.5);
                    let (iv, m) = if exact {
                        (Interval::point(*v as i64), ModSet::exact(*v as i64))
                    } else {
                        (Interval::boolean(), ModSet::any())
                    };
                    return ClassData::new(Some(DataType::bool()), iv, m);
                }
                let choice = if *is_const && rng.gen_bool(0.8) {
                    0
                } else {
                    rng.gen_range(0..6)
                };
                facts_for(*v, choice, rng)
            })
            .collect()
    };
    // Booleans only take 0 and 1.
    let clamp = |vals: &mut Vec<i128>| {
        for (v, b) in vals.iter_mut().zip(&ck.bool_vars) {
            if *b {
                *v = v.rem_euclid(2);
            }
        }
    };
    let run = |vals: &[i128], rng: &mut ChaCha8Rng, report: &mut CheckReport| -> bool {
        let facts = draw_facts(vals, rng);
        match ck.point(vals, &facts) {
            Outcome::Skipped => true,
            Outcome::Held => {
                report.evaluated += 1;
                true
            }
            Outcome::Failed(f) => {
                report.failure = Some(f);
                false
            }
        }
    };
    // Exhaustive small values.
    let side = (2 * cfg.small + 1) as usize;
    let total = side.checked_pow(k as u32).unwrap_or(usize::MAX);
    if total <= cfg.max_exhaustive {
        let reps = (cfg.max_exhaustive / total.max(1)).clamp(1, cfg.facts_per_point);
        let mut idx = vec![0usize; k];
        loop {
            let mut vals: Vec<i128> = idx.iter().map(|i| *i as i128 - cfg.small as i128).collect();
            clamp(&mut vals);
            for _ in 0..reps {
                if !run(&vals, &mut rng, &mut report) {
                    return report;
                }
            }
            let mut j = 0;
            while j < k {
                idx[j] += 1;
                if idx[j] < side {
                    break;
                }
                idx[j] = 0;
                j += 1;
            }
            if j == k {
                break;
            }
        }
    } else {
        for _ in 0..cfg.max_exhaustive {
            let mut vals: Vec<i128> = (0..k)
                .map(|_| rng.gen_range(-cfg.small..=cfg.small) as i128)
                .collect();
            clamp(&mut vals);
            if !run(&vals, &mut rng, &mut report) {
                return report;
            }
        }
    }
    // Random values, mixing magnitudes up to 64 bits.
    for _ in 0..cfg.random {
        let mut vals: Vec<i128> = (0..k)
            .map(|_| {
                let bits = rng.gen_range(1..=63);
                let m = (1i64 << (bits - 1)).max(1);
                rng.gen_range(-m..=m) as i128
            })
            .collect();
        clamp(&mut vals);
        if !run(&vals, &mut rng, &mut report) {
            return report;
        }
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith::rules::RuleSet;

    #[test]
    fn finds_classic_mistakes() {
        let rs = RuleSet::parse(
            "trunc-as-floor: (truncdiv ?x ?c) => (floordiv ?x ?c) if ?c > 0\n\
             div-mul: (* (floordiv ?x ?c) ?c) => ?x\n\
             undefined-rhs: (+ ?x 0) => (floordiv ?x ?x)\n\
             mod-sign: (floormod ?x ?c) => (truncmod ?x ?c)\n\
             good: (floordiv (* ?x ?c1) ?c2) => (floordiv ?x ?q) if ?c1 > 0 and ?c2 % ?c1 == 0 and ?c2 != 0 where ?q = ?c2 / ?c1",
            "t.rules",
        )
        .unwrap();
        let cfg = CheckConfig::default();
        for r in &rs.rules()[..4] {
            assert!(
                check_rule(r, &cfg).failure.is_some(),
                "{} should fail",
                r.name
            );
        }
        let good = check_rule(&rs.rules()[4], &cfg);
        assert!(good.failure.is_none());
        assert!(good.evaluated > 100);
    }
}
