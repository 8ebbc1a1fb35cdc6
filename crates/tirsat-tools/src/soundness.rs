//! Checking rules for soundness by evaluation, at every integer width.
//!
//! The criterion (`notes/integer-semantics.md`): for every assignment of the
//! pattern variables, and every analysis facts consistent with those values
//! (an interval containing the value, a congruence the value satisfies, the
//! exact value, or only the type's range) that make the condition true,
//! wherever the left side is *defined* the right side must be defined and
//! equal. A rule is checked at several [`Width`]s:
//!
//! * [`Width::Type`] (`int8` ... `int64`, `uint8` ... `uint64`): values are
//!   those of the type; a side is defined when every intermediate value lies
//!   in the type's range, no divisor is zero, and every constant it builds is
//!   a value of the type (a right-hand constant that does not fit means the
//!   rule does not apply, like in the e-graph). `fits(...)` conditions are
//!   evaluated. This is what the simplifier relies on: a rewrite never turns
//!   a defined expression into one that overflows.
//! * [`Width::Unbounded`]: mathematical integers, `fits(...)` is true: the
//!   reading the prover uses (a predicate decided over the unbounded integers
//!   is decided at every width where it is defined).
//!
//! Values: every point of `[-small, small]^k` (sampled above
//! [`CheckConfig::max_exhaustive`]) unboundedly and at the 8-bit widths;
//! at every type the product of a set of boundary values (the limits and
//! their neighbours, half the limits, ±2^(bits/2), -3..3), random
//! combinations of all boundary values (every power of two and its
//! neighbours), and random values of the type.
//!
//! ```
//! use tirsat_arith::rules::RuleSet;
//! use tirsat_tools::soundness::{check_rule, CheckConfig};
//! let rs = RuleSet::parse(
//!     "ok: (floormod ?x ?c) => ?x if 0 <= lo(?x) and hi(?x) < ?c\n\
//!      bad: (floormod ?x ?c) => ?x if hi(?x) < ?c\n\
//!      wide: (* (min ?x ?y) ?c) => (min (* ?x ?c) (* ?y ?c)) if ?c >= 0\n\
//!      narrow: (* (min ?x ?y) ?c) => (min (* ?x ?c) (* ?y ?c)) \
//!          if ?c >= 0 and fits(?x * ?c) and fits(?y * ?c)",
//!     "demo.rules",
//! ).unwrap();
//! let cfg = CheckConfig::default();
//! assert!(check_rule(&rs.rules()[0], &cfg).failure.is_none());
//! assert!(check_rule(&rs.rules()[1], &cfg).failure.is_some());
//! // Sound over the integers, but `x * c` overflows where `min(x, y) * c` does not.
//! let f = check_rule(&rs.rules()[2], &cfg).failure.unwrap();
//! assert!(f.width.to_string().starts_with("int") || f.width.to_string().starts_with("uint"));
//! assert!(check_rule(&rs.rules()[3], &cfg).failure.is_none());
//! ```

use std::fmt;
use tirsat_ir::builtin;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::next_tuple;
use tirsat_arith::analysis::ClassData;
use tirsat_arith::cond::{Binding, CExpr, eval_cond, eval_value};
use tirsat_arith::eval::{EvalError, apply_binop, apply_cmp, cast_value, check_range};
use tirsat_arith::int::{WIDTH_TYPES, boundary_values, core_values};
use tirsat_arith::interval::{Interval, NEG_INF, POS_INF};
use tirsat_arith::lang::Const;
use tirsat_arith::modset::ModSet;
use tirsat_arith::rules::{Rule, Term};
use tirsat_ir::{BinOp, CmpOp, DataType};

/// The integers a rule is checked over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Width {
    /// Mathematical integers; `fits(...)` is true.
    Unbounded,
    /// The values of one scalar integer type.
    Type(DataType),
}

impl fmt::Display for Width {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Width::Unbounded => f.write_str("unbounded"),
            Width::Type(t) => write!(f, "{t}"),
        }
    }
}

impl Width {
    /// Every width: unbounded, then the signed and unsigned 8- to 64-bit types.
    pub fn all() -> Vec<Width> {
        std::iter::once(Width::Unbounded)
            .chain(WIDTH_TYPES.iter().map(|t| Width::Type(*t)))
            .collect()
    }
    fn ty(self) -> Option<DataType> {
        match self {
            Width::Unbounded => None,
            Width::Type(t) => Some(t),
        }
    }
    /// The smallest and largest value.
    fn range(self) -> (i128, i128) {
        match self {
            Width::Unbounded => (i64::MIN as i128, i64::MAX as i128),
            Width::Type(t) => t.int_range().unwrap_or((0, 0)),
        }
    }
}

/// How hard to look.
#[derive(Clone, Debug)]
pub struct CheckConfig {
    /// Exhaustive values in `[-small, small]` per variable.
    pub small: i64,
    /// Largest number of exhaustive points per value set (more are sampled).
    pub max_exhaustive: usize,
    /// Fact choices tried per exhaustive point.
    pub facts_per_point: usize,
    /// Random points per width (half random boundary combinations, half
    /// random values).
    pub random: usize,
    pub seed: u64,
    /// The widths to check at.
    pub widths: Vec<Width>,
}

impl Default for CheckConfig {
    fn default() -> Self {
        CheckConfig {
            small: 6,
            max_exhaustive: 30_000,
            facts_per_point: 4,
            random: 3000,
            seed: 1,
            widths: Width::all(),
        }
    }
}

/// A counterexample to a rule.
#[derive(Clone, Debug)]
pub struct Failure {
    /// The width at which the rule fails.
    pub width: Width,
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

/// Evaluates a rule side over the unbounded integers.
pub fn eval_term(t: &Term, val: &dyn Fn(&str) -> Option<i128>) -> Result<i128, EvalError> {
    eval_at(t, val, None, false).map_err(|e| match e {
        Side::Undefined(e) => e,
        Side::NotApplicable => EvalError::Overflow,
    })
}

/// Why a side has no value.
enum Side {
    Undefined(EvalError),
    /// A constant the side builds is not a value of the type: the rule does
    /// not apply.
    NotApplicable,
}

impl From<EvalError> for Side {
    fn from(e: EvalError) -> Self {
        Side::Undefined(e)
    }
}

/// Evaluates a side at type `ty` (`None`: unbounded); `boolean` says the
/// context is a boolean one (its constants are `true`/`false`).
fn eval_at(
    t: &Term,
    val: &dyn Fn(&str) -> Option<i128>,
    ty: Option<DataType>,
    boolean: bool,
) -> Result<i128, Side> {
    let fit = |v: i128| -> Result<i128, Side> {
        match ty {
            Some(ty) if !boolean && !Const::fits(v, ty) => Err(Side::NotApplicable),
            _ => Ok(v),
        }
    };
    let in_range = |v: i128| -> Result<i128, Side> {
        match ty {
            Some(ty) => Ok(check_range(v, ty)?),
            None => Ok(v),
        }
    };
    match t {
        Term::Lit(v) => fit(*v as i128),
        Term::Var(v) => fit(val(v).ok_or_else(|| EvalError::Unbound(v.clone()))?),
        Term::Ty(t) => Err(EvalError::Unsupported(format!("type {t} as a value")).into()),
        Term::Op(op, ch) => {
            let arg = |i: usize, b: bool| eval_at(&ch[i], val, ty, b);
            if let Some(b) = bop(op) {
                return in_range(apply_binop(b, arg(0, false)?, arg(1, false)?)?);
            }
            if let Some(c) = cop(op) {
                return Ok(apply_cmp(c, arg(0, false)?, arg(1, false)?));
            }
            match op.as_str() {
                "and" => Ok(((arg(0, true)? != 0) & (arg(1, true)? != 0)) as i128),
                "or" => Ok(((arg(0, true)? != 0) | (arg(1, true)? != 0)) as i128),
                "not" => Ok((arg(0, true)? == 0) as i128),
                "select" => {
                    let (c, a, b) = (arg(0, true)?, arg(1, boolean)?, arg(2, boolean)?);
                    Ok(if c != 0 { a } else { b })
                }
                "cast" => match &ch[0] {
                    Term::Ty(cty) => Ok(cast_value(arg(1, false)?, *cty)?),
                    _ => Err(EvalError::Unsupported("cast without type".into()).into()),
                },
                name if tirsat_arith::convert::bit_op_arity(name) == Some(ch.len()) => {
                    let args = (0..ch.len())
                        .map(|i| arg(i, false))
                        .collect::<Result<Vec<_>, _>>()?;
                    Ok(match ty {
                        Some(t) => tirsat_arith::eval::bit_op(name, &args, t)?,
                        None => unbounded_bit_op(name, &args)?,
                    })
                }
                _ => Err(EvalError::Unsupported(op.clone()).into()),
            }
        }
    }
}

/// A shift or bitwise operator over the unbounded integers (two's
/// complement of unbounded width; a shift amount must lie in `[0, 64)`,
/// the `bits` of an unbounded value).
fn unbounded_bit_op(name: &str, a: &[i128]) -> Result<i128, EvalError> {
    let amount = |b: i128| {
        (0..64)
            .contains(&b)
            .then_some(b as u32)
            .ok_or(EvalError::ShiftAmount)
    };
    // The language's operator symbols are the builtins' names.
    let op = tirsat_ir::Op::from_name(name);
    Ok(match (op, a) {
        (Some(builtin::SHIFT_LEFT), [x, b]) => x
            .checked_mul(1i128 << amount(*b)?)
            .ok_or(EvalError::Overflow)?,
        (Some(builtin::SHIFT_RIGHT), [x, b]) => x >> amount(*b)?,
        (Some(builtin::BITWISE_AND), [x, y]) => x & y,
        (Some(builtin::BITWISE_OR), [x, y]) => x | y,
        (Some(builtin::BITWISE_XOR), [x, y]) => x ^ y,
        (Some(builtin::BITWISE_NOT), [x]) => -1 - x,
        _ => return Err(EvalError::Unsupported(name.to_string())),
    })
}

/// True for the operators whose result is `bool`.
fn is_boolean_op(t: &Term) -> bool {
    matches!(t, Term::Op(op, _) if cop(op).is_some() || matches!(op.as_str(), "and" | "or" | "not"))
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
            let skip = [
                "lo", "hi", "const", "modc", "modr", "mod", "bits", "signed", "fits", "tmin",
                "tmax",
            ]
            .contains(&f.as_str());
            for (i, a) in args.iter().enumerate() {
                if !(skip && i == 0) {
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

/// The interval of a leaf of type `ty` (its whole range) or of an unbounded
/// value.
fn type_interval(width: Width) -> Interval {
    match width {
        Width::Unbounded => Interval::top(),
        Width::Type(t) => ClassData::of_type(t).range,
    }
}

/// Facts consistent with value `v` at `width`, chosen by `choice`.
fn facts_for(v: i128, choice: usize, width: Width, rng: &mut ChaCha8Rng) -> ClassData {
    let ty = Some(width.ty().unwrap_or(DataType::i64()));
    let v64 = v as i64;
    let w = |r: &mut ChaCha8Rng| WIDTHS[r.gen_range(0..WIDTHS.len())];
    let data = |iv: Interval, m: ModSet| ClassData::new(ty, iv, m);
    match choice % 7 {
        0 => data(Interval::point(v64), ModSet::exact(v64)),
        1 => data(Interval::top(), ModSet::any()),
        2 => {
            let (a, b) = (w(rng), w(rng));
            data(
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
            data(iv, ModSet::any())
        }
        4 => {
            let m = MODULI[rng.gen_range(0..MODULI.len())];
            let (a, b) = (w(rng), w(rng));
            let iv = if rng.gen_bool(0.5) {
                Interval::top()
            } else {
                Interval::new(
                    v64.saturating_sub(a.saturating_mul(m)),
                    v64.saturating_add(b.saturating_mul(m)),
                )
            };
            data(iv, ModSet::new(m, v64.rem_euclid(m)))
        }
        5 => {
            // Exact value, but only as bounds (lo == hi).
            data(
                Interval::new(v64.saturating_sub(w(rng)), v64),
                ModSet::any(),
            )
        }
        _ => {
            // A leaf of the type: only its range is known, sometimes with a
            // bound near the value.
            let iv = type_interval(width);
            let iv = match rng.gen_range(0..3) {
                0 => iv,
                1 => iv.meet(&Interval::new(v64.saturating_sub(w(rng)), POS_INF)),
                _ => iv.meet(&Interval::new(NEG_INF, v64.saturating_add(w(rng)))),
            };
            data(iv, ModSet::any())
        }
    }
}

struct Checker<'a> {
    rule: &'a Rule,
    vars: Vec<String>,
    const_vars: Vec<bool>,
    bool_vars: Vec<bool>,
    /// The left side's result is `bool`.
    boolean: bool,
}

enum Outcome {
    Skipped,
    Held,
    Failed(Failure),
}

impl Checker<'_> {
    fn point(&self, width: Width, vals: &[i128], facts: &[ClassData]) -> Outcome {
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
            if !eval_cond(c, &env, width != Width::Unbounded) {
                return Outcome::Skipped;
            }
        }
        let val = |n: &str| -> Option<i128> {
            if let Some((_, v)) = wvals.iter().find(|(w, _)| w == n) {
                return Some(*v);
            }
            class_of(n).map(|i| vals[i])
        };
        let ty = width.ty();
        let lhs = match eval_at(&self.rule.lhs, &val, ty, self.boolean) {
            Ok(v) => v,
            Err(_) => return Outcome::Skipped,
        };
        let rhs = match eval_at(&self.rule.rhs, &val, ty, self.boolean) {
            Err(Side::NotApplicable) => return Outcome::Skipped,
            // Over the unbounded integers only `i128` overflow is possible:
            // not a property of the rule.
            Err(Side::Undefined(EvalError::Overflow)) if width == Width::Unbounded => {
                return Outcome::Skipped;
            }
            Err(Side::Undefined(e)) => Err(e),
            Ok(v) => Ok(v),
        };
        match rhs {
            Ok(r) if r == lhs => Outcome::Held,
            rhs => Outcome::Failed(Failure {
                width,
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

    /// Facts for a point.
    fn draw_facts(&self, width: Width, vals: &[i128], rng: &mut ChaCha8Rng) -> Vec<ClassData> {
        vals.iter()
            .zip(self.const_vars.iter().zip(&self.bool_vars))
            .map(|(v, (is_const, is_bool))| {
                if *is_bool {
                    let (iv, m) = if rng.gen_bool(0.5) {
                        (Interval::point(*v as i64), ModSet::exact(*v as i64))
                    } else {
                        (Interval::boolean(), ModSet::any())
                    };
                    return ClassData::new(Some(DataType::bool()), iv, m);
                }
                let choice = if *is_const && rng.gen_bool(0.8) {
                    0
                } else {
                    rng.gen_range(0..7)
                };
                facts_for(*v, choice, width, rng)
            })
            .collect()
    }
}

/// The boundary values tried exhaustively at a width ([`core_values`]).
fn width_core_values(width: Width) -> Vec<i128> {
    let (lo, hi) = width.range();
    core_values(width.ty().unwrap_or(DataType::i64()), lo, hi)
}

struct Run<'a, 'b> {
    ck: &'a Checker<'b>,
    rng: ChaCha8Rng,
    report: CheckReport,
}

impl Run<'_, '_> {
    /// Checks one point with fresh facts; false once a failure is found.
    fn try_point(&mut self, width: Width, vals: &mut [i128]) -> bool {
        for (v, b) in vals.iter_mut().zip(&self.ck.bool_vars) {
            if *b {
                *v = v.rem_euclid(2);
            }
        }
        let facts = self.ck.draw_facts(width, vals, &mut self.rng);
        match self.ck.point(width, vals, &facts) {
            Outcome::Skipped => true,
            Outcome::Held => {
                self.report.evaluated += 1;
                true
            }
            Outcome::Failed(f) => {
                self.report.failure = Some(f);
                false
            }
        }
    }

    /// Every combination of `values` per variable (sampled when there are
    /// more than `max` points), `reps` fact draws per point.
    fn product(&mut self, width: Width, values: &[i128], max: usize, reps: usize) -> bool {
        let k = self.ck.vars.len();
        let n = values.len();
        if n == 0 {
            return true;
        }
        let total = n.checked_pow(k as u32).unwrap_or(usize::MAX);
        if total <= max {
            let reps = (max / total.max(1)).clamp(1, reps);
            let mut idx = vec![0usize; k];
            loop {
                let mut vals: Vec<i128> = idx.iter().map(|i| values[*i]).collect();
                for _ in 0..reps {
                    if !self.try_point(width, &mut vals) {
                        return false;
                    }
                }
                if !next_tuple(&mut idx, 0, n) {
                    return true;
                }
            }
        }
        for _ in 0..max {
            let mut vals: Vec<i128> = (0..k).map(|_| values[self.rng.gen_range(0..n)]).collect();
            if !self.try_point(width, &mut vals) {
                return false;
            }
        }
        true
    }

    /// Random points: boundary values (constants mostly small ones) and
    /// random values of the type, mixing magnitudes.
    fn random(&mut self, width: Width, small: i64, count: usize) -> bool {
        let (lo, hi) = width.range();
        let bounds = match width {
            Width::Unbounded => boundary_values(DataType::i64(), lo, hi),
            Width::Type(t) => boundary_values(t, lo, hi),
        };
        let smalls: Vec<i128> = (-small as i128..=small as i128)
            .filter(|v| *v >= lo && *v <= hi)
            .collect();
        let k = self.ck.vars.len();
        for i in 0..count {
            let mut vals: Vec<i128> = (0..k)
                .map(|j| {
                    let rng = &mut self.rng;
                    if i % 2 == 0 {
                        let small_first = if self.ck.const_vars[j] { 0.5 } else { 0.3 };
                        if !smalls.is_empty() && rng.gen_bool(small_first) {
                            smalls[rng.gen_range(0..smalls.len())]
                        } else {
                            bounds[rng.gen_range(0..bounds.len())]
                        }
                    } else {
                        let bits = rng.gen_range(1..=64u32);
                        let m = (1i128 << (bits - 1)).min(hi.max(1));
                        let l = (-m).max(lo);
                        rng.gen_range(l..=m.min(hi))
                    }
                })
                .collect();
            if !self.try_point(width, &mut vals) {
                return false;
            }
        }
        true
    }

    fn width(&mut self, width: Width, cfg: &CheckConfig) -> bool {
        let small: Vec<i128> = (-cfg.small as i128..=cfg.small as i128).collect();
        let (lo, hi) = width.range();
        let small_in: Vec<i128> = small
            .iter()
            .copied()
            .filter(|v| *v >= lo && *v <= hi)
            .collect();
        let eight_bit = matches!(width, Width::Type(t) if t.bits == 8);
        if (width == Width::Unbounded || eight_bit)
            && !self.product(width, &small_in, cfg.max_exhaustive, cfg.facts_per_point)
        {
            return false;
        }
        if width != Width::Unbounded
            && !self.product(
                width,
                &width_core_values(width),
                cfg.max_exhaustive / 2,
                cfg.facts_per_point,
            )
        {
            return false;
        }
        self.random(width, cfg.small, cfg.random)
    }
}

/// Checks one rule at every width of `cfg` (the first failure is reported).
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
        boolean: is_boolean_op(&rule.lhs),
    };
    let mut run = Run {
        ck: &ck,
        rng: ChaCha8Rng::seed_from_u64(cfg.seed),
        report: CheckReport {
            rule: rule.name.clone(),
            evaluated: 0,
            failure: None,
        },
    };
    for w in &cfg.widths {
        if !run.width(*w, cfg) {
            break;
        }
    }
    run.report
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_arith::rules::RuleSet;

    fn failure(text: &str) -> Option<Failure> {
        let rs = RuleSet::parse(text, "t.rules").unwrap();
        check_rule(&rs.rules()[0], &CheckConfig::default()).failure
    }

    #[test]
    fn finds_classic_mistakes() {
        for bad in [
            "trunc-as-floor: (truncdiv ?x ?c) => (floordiv ?x ?c) if ?c > 0",
            "div-mul: (* (floordiv ?x ?c) ?c) => ?x",
            "undefined-rhs: (+ ?x 0) => (floordiv ?x ?x)",
            "mod-sign: (floormod ?x ?c) => (truncmod ?x ?c)",
        ] {
            let f = failure(bad);
            assert!(f.is_some(), "{bad} should fail");
        }
        let rs = RuleSet::parse(
            "good: (floordiv (* ?x ?c1) ?c2) => (floordiv ?x ?q) if ?c1 > 0 and ?c2 % ?c1 == 0 and ?c2 != 0 where ?q = ?c2 / ?c1",
            "t.rules",
        )
        .unwrap();
        let good = check_rule(&rs.rules()[0], &CheckConfig::default());
        assert!(good.failure.is_none(), "{:?}", good.failure);
        assert!(good.evaluated > 100);
    }

    #[test]
    fn finds_overflow_at_the_width() {
        // Sound over the integers, unsound at every width: the reported
        // cases of issue 17.
        for (rule, width_dependent) in [
            (
                "mul-min-pos: (* (min ?x ?y) ?c) => (min (* ?x ?c) (* ?y ?c)) if ?c >= 0",
                true,
            ),
            (
                "fmod-coeff: (floormod (* ?x ?c1) ?c2) => (floormod (* ?x ?r) ?c2) if ?c2 > 0 and ?r != ?c1 where ?r = ?c1 % ?c2",
                true,
            ),
            ("reassoc: (+ (+ ?x ?c) ?y) => (+ (+ ?x ?y) ?c)", true),
            ("neg: (- 0 (- 0 ?x)) => ?x", false),
        ] {
            let f = failure(rule);
            assert_eq!(f.is_some(), width_dependent, "{rule}: {f:?}");
            if let Some(f) = f {
                assert_ne!(f.width, Width::Unbounded, "{rule}");
                assert!(f.rhs.is_err(), "{rule}: {f:?}");
            }
        }
        // The condition `fits` makes them sound.
        assert!(
            failure(
                "fmod-coeff: (floormod (* ?x ?c1) ?c2) => (floormod (* ?x ?r) ?c2) if ?c2 > 0 and ?r != ?c1 and fits(?x * ?r) where ?r = ?c1 % ?c2"
            )
            .is_none()
        );
        // A constant that does not fit a type stops the rule there (int8);
        // the wider types still find the overflow.
        assert!(failure("big: (* ?x 2) => (floordiv (* ?x 512) 256)").is_some());
        assert!(failure("small: (+ ?x 0) => (- (+ ?x 300) 300)").is_some());
    }
}
