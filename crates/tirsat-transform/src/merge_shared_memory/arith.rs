//! Index and size arithmetic for MergeSharedMemoryAllocations.
//!
//! The pass needs three things from an arithmetic engine: proving two index
//! expressions equal (element-wise in-place reuse), simplifying the rewritten
//! indices and sizes, and comparing sizes (symbolic layouts). They go through
//! the [`IndexArith`] trait; [`LinearArith`] is a conservative implementation
//! on linear forms (sums of integer multiples of opaque atoms, atoms compared
//! structurally), which answers "equal" or "less or equal" only when it can
//! show it for every value of the variables in their ranges ([`IndexFacts`]).
//! The forms are exact ([`tirsat_ir::linear`]): a rebuilt expression is
//! written only when every constant and partial sum provably fits its type
//! (`notes/integer-semantics.md`).
//!
//! [`ExprSizes`] adapts an [`IndexArith`] to the packing module's
//! [`SizeOracle`] over IR expressions; [`tvm_fold`] builds expressions with the
//! constant folding of TVM's C++ operators, to reproduce TVM's offsets node
//! for node.

use rustc_hash::FxHashMap as HashMap;

use super::kernel::gcd;
use tirsat_arith::cost::expr_size;
use tirsat_ir::linear::LinearForm;
use tirsat_ir::{BinOp, DataType, Expr, ExprKind, Var, int};
use tirsat_memory::{Size, SizeOracle};

/// What is known about variables: inclusive ranges (kept for the linear
/// engine and as e-graph facts).
#[derive(Debug, Clone, Default)]
pub struct IndexFacts {
    ranges: HashMap<u64, (i64, i64)>,
    egraph: tirsat_arith::Facts,
}

impl IndexFacts {
    /// No facts.
    pub fn new() -> Self {
        Self::default()
    }

    /// Declares `lo <= v <= hi`.
    pub fn set_range(&mut self, v: &Var, lo: i64, hi: i64) {
        self.ranges.insert(v.id(), (lo, hi));
        self.egraph = std::mem::take(&mut self.egraph).with_bounds(v, Some(lo), Some(hi));
    }

    /// Assumes `e >= 0` (a buffer extent): a predicate for the e-graph, and a
    /// lower bound on the variable of a linear `c + k * v` (`k > 0`).
    pub fn assume_nonneg(&mut self, e: &Expr) {
        if !e.dtype().is_int() || e.as_int().is_some() {
            return;
        }
        if let Some(l) = linear(e)
            && let [(atom, k)] = l.terms.as_slice()
            && *k > 0
            && let Some(v) = atom.as_var()
            && let Some(c) = l.constant.checked_neg()
        {
            let lo = c.div_euclid(*k) + i128::from(c.rem_euclid(*k) != 0);
            let lo = lo.clamp(i64::MIN as i128, i64::MAX as i128) as i64;
            let hi = self.ranges.get(&v.id()).map_or(i64::MAX, |r| r.1);
            if self.ranges.get(&v.id()).is_none_or(|r| r.0 < lo) {
                self.ranges.insert(v.id(), (lo, hi));
                self.egraph = std::mem::take(&mut self.egraph).with_bounds(v, Some(lo), None);
            }
            return;
        }
        let zero = Expr::int(e.dtype(), 0);
        self.egraph
            .add_fact(&Expr::cmp(tirsat_ir::CmpOp::Ge, e, &zero));
    }

    /// The same facts for the e-graph simplifier.
    pub fn egraph(&self) -> &tirsat_arith::Facts {
        &self.egraph
    }

    /// The range of `v`, if known.
    pub fn range(&self, v: &Var) -> Option<(i64, i64)> {
        self.ranges.get(&v.id()).copied()
    }
}

/// The arithmetic the pass relies on. Implementations must be sound: `true`
/// (or `Some(true)`) only when the property holds for every value of the
/// variables allowed by the facts.
pub trait IndexArith: Send + Sync {
    /// An expression equal to `e` for every value, simplified as far as the
    /// implementation can.
    fn simplify(&self, e: &Expr, facts: &IndexFacts) -> Expr;
    /// True only when `a == b` for every value of the variables.
    fn prove_equal(&self, a: &Expr, b: &Expr, facts: &IndexFacts) -> bool;
    /// `Some(true)` when `a <= b` always, `Some(false)` when `a > b` always,
    /// `None` when undecided.
    fn compare_le(&self, a: &Expr, b: &Expr, facts: &IndexFacts) -> Option<bool>;
}

/// A linear form `c + sum(k_i * atom_i)` of an IR expression, atoms compared
/// structurally: the one exact linear form of [`tirsat_ir::linear`].
pub type IndexLinear = LinearForm<Expr>;

/// The linear form of an integer expression (atoms: anything that is not
/// `+`, `-`, a multiplication by a constant or a constant); `None` when the
/// exact form overflows `i128`.
pub fn linear(e: &Expr) -> Option<IndexLinear> {
    tirsat_ir::linear::of_expr(e)
}

/// The conservative implementation: linear forms, interval bounds of atoms,
/// and `max`/`min` split into their operands.
///
/// ```
/// use tirsat_ir::{DataType, Expr, Var};
/// use tirsat_transform::merge_shared_memory::arith::{IndexFacts, IndexArith, LinearArith};
/// let t = Var::new("t", DataType::i32()).to_expr();
/// let a = Expr::add(&Expr::sub(&Expr::i32(63), &t), &Expr::i32(64));
/// let f = IndexFacts::new();
/// assert_eq!(tirsat_script::printer::print_expr(&LinearArith.simplify(&a, &f)), "127 - t");
/// assert!(LinearArith.prove_equal(&a, &Expr::sub(&Expr::i32(127), &t), &f));
/// assert!(!LinearArith.prove_equal(&t, &Expr::sub(&Expr::i32(127), &t), &f));
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct LinearArith;

const DEPTH: u32 = 6;

impl LinearArith {
    /// [`IndexArith::simplify`] of `e` (a scalar integer expression) whose
    /// linear form `l` is known: the form rebuilt where it provably fits and
    /// is no larger, else `e`.
    fn rebuilt(e: &Expr, l: Option<&IndexLinear>, facts: &IndexFacts) -> Expr {
        let rebuilt = l.and_then(|l| l.to_expr(e.dtype(), |a| Self::bounds(a, facts, DEPTH)));
        match rebuilt {
            Some(r) if expr_size(&r) <= expr_size(e) => r,
            _ => e.clone(),
        }
    }

    /// Inclusive bounds of an atom.
    fn bounds(e: &Expr, facts: &IndexFacts, depth: u32) -> Option<(i128, i128)> {
        if depth == 0 {
            return None;
        }
        let d = depth - 1;
        match e.kind() {
            ExprKind::Int(_) => int::const_value(e).map(|v| (v, v)),
            ExprKind::Var(v) => facts.range(v).map(|(a, b)| (a as i128, b as i128)),
            ExprKind::Cast(x) if e.dtype().is_int() && x.dtype().is_int() => {
                Self::bounds(x, facts, d)
            }
            ExprKind::Binary(op, a, b) => {
                let lb = |x: &Expr| Self::lin_bounds(&linear(x)?, facts, d);
                match op {
                    BinOp::Add | BinOp::Sub => Self::lin_bounds(&linear(e)?, facts, d),
                    BinOp::Mul => {
                        let (x, y) = (lb(a)?, lb(b)?);
                        let c = [
                            x.0.checked_mul(y.0)?,
                            x.0.checked_mul(y.1)?,
                            x.1.checked_mul(y.0)?,
                            x.1.checked_mul(y.1)?,
                        ];
                        Some((*c.iter().min()?, *c.iter().max()?))
                    }
                    BinOp::Max => {
                        let (x, y) = (lb(a), lb(b));
                        match (x, y) {
                            (Some(x), Some(y)) => Some((x.0.max(y.0), x.1.max(y.1))),
                            (Some(x), None) | (None, Some(x)) => Some((x.0, i128::MAX)),
                            _ => None,
                        }
                    }
                    BinOp::Min => {
                        let (x, y) = (lb(a), lb(b));
                        match (x, y) {
                            (Some(x), Some(y)) => Some((x.0.min(y.0), x.1.min(y.1))),
                            (Some(x), None) | (None, Some(x)) => Some((i128::MIN, x.1)),
                            _ => None,
                        }
                    }
                    // Within one period the remainder keeps the dividend's
                    // order (`(tx + 1) % 32` is `tx + 1` for tx in [0, 16)).
                    BinOp::FloorMod => match int::const_value(b) {
                        Some(c) if c > 0 => Some(match lb(a) {
                            Some((lo, hi)) if lo.div_euclid(c) == hi.div_euclid(c) => {
                                (lo.rem_euclid(c), hi.rem_euclid(c))
                            }
                            _ => (0, c - 1),
                        }),
                        _ => None,
                    },
                    BinOp::FloorDiv => match int::const_value(b) {
                        Some(c) if c > 0 => {
                            let x = lb(a)?;
                            Some((x.0.div_euclid(c), x.1.div_euclid(c)))
                        }
                        _ => None,
                    },
                    _ => None,
                }
            }
            _ => None,
        }
    }

    fn lin_bounds(l: &IndexLinear, facts: &IndexFacts, depth: u32) -> Option<(i128, i128)> {
        l.bounds(|a| Self::bounds(a, facts, depth))
    }

    /// Proves `l >= 0`. A `max` atom with a positive coefficient may be
    /// replaced by either operand (it is at least as large), a `min` atom with a
    /// negative coefficient likewise; then interval bounds decide.
    fn nonneg(l: &IndexLinear, facts: &IndexFacts, depth: u32) -> bool {
        if Self::lin_bounds(l, facts, DEPTH).is_some_and(|(lo, _)| lo >= 0) {
            return true;
        }
        if depth == 0 {
            return false;
        }
        for (i, (a, k)) in l.terms.iter().enumerate() {
            let split = match a.kind() {
                ExprKind::Binary(BinOp::Max, x, y) if *k > 0 => Some((x, y)),
                ExprKind::Binary(BinOp::Min, x, y) if *k < 0 => Some((x, y)),
                _ => None,
            };
            if let Some((x, y)) = split {
                let mut rest = l.clone();
                rest.terms.remove(i);
                for side in [x, y] {
                    let cand = linear(side)
                        .and_then(|l| l.scale(*k))
                        .and_then(|l| rest.clone().plus(&l));
                    if cand.is_some_and(|c| Self::nonneg(&c, facts, depth - 1)) {
                        return true;
                    }
                }
            }
            // k * floordiv(y, c) with c | k: at least (k / c) * (y - c + 1)
            // when k > 0, at least (k / c) * y when k < 0.
            if let ExprKind::Binary(BinOp::FloorDiv, y, c) = a.kind()
                && let Some(c) = int::const_value(c).filter(|&c| c > 0)
                && k % c == 0
            {
                let mut rest = l.clone();
                rest.terms.remove(i);
                let cand = linear(y)
                    .and_then(|ly| {
                        if *k > 0 {
                            ly.plus(&IndexLinear::constant(1 - c))
                        } else {
                            Some(ly)
                        }
                    })
                    .and_then(|ly| ly.scale(k / c))
                    .and_then(|ly| rest.plus(&ly));
                if cand.is_some_and(|c| Self::nonneg(&c, facts, depth - 1)) {
                    return true;
                }
            }
        }
        false
    }

    fn le(a: &Expr, b: &Expr, facts: &IndexFacts, depth: u32) -> bool {
        if depth == 0 {
            return false;
        }
        // max(x, y) <= b  iff  x <= b and y <= b;  a <= min(x, y) likewise.
        if let ExprKind::Binary(BinOp::Max, x, y) = a.kind() {
            return Self::le(x, b, facts, depth - 1) && Self::le(y, b, facts, depth - 1);
        }
        if let ExprKind::Binary(BinOp::Min, x, y) = b.kind() {
            return Self::le(a, x, facts, depth - 1) && Self::le(a, y, facts, depth - 1);
        }
        let d = linear(b).and_then(|lb| lb.minus(&linear(a)?));
        d.is_some_and(|d| Self::nonneg(&d, facts, DEPTH))
    }
}

impl IndexArith for LinearArith {
    /// The linear form rebuilt at the expression's type when every
    /// constant, term and partial sum provably fits it (atoms bounded by the
    /// facts, else by their types); otherwise `e` unchanged.
    fn simplify(&self, e: &Expr, facts: &IndexFacts) -> Expr {
        let t = e.dtype();
        // A constant or a variable is its own simplest form (its linear form
        // rebuilds it).
        if !(t.is_int() && t.lanes == 1) || e.as_int().is_some() || e.as_var().is_some() {
            return e.clone();
        }
        Self::rebuilt(e, linear(e).as_ref(), facts)
    }

    fn prove_equal(&self, a: &Expr, b: &Expr, _facts: &IndexFacts) -> bool {
        if a == b {
            return true;
        }
        if a.dtype() != b.dtype() || !a.dtype().is_int() {
            return false;
        }
        linear(a)
            .and_then(|la| la.minus(&linear(b)?))
            .is_some_and(|d| d.is_zero())
    }

    fn compare_le(&self, a: &Expr, b: &Expr, facts: &IndexFacts) -> Option<bool> {
        if Self::le(a, b, facts, DEPTH) {
            Some(true)
        } else if Self::le(&tvm_fold::add(b, &Expr::int(b.dtype(), 1)), a, facts, DEPTH) {
            Some(false)
        } else {
            None
        }
    }
}

/// The e-graph engine (a [`tirsat_arith::Simplifier`], by default the one of
/// the pass context), behind the linear engine: questions the linear forms
/// settle are not sent to the e-graph. The simplifier's time limit should be
/// far beyond what kernel-sized expressions need
/// ([`pass_limits`](crate::manager::pass_limits)), so the
/// iteration and node limits stop it and results do not depend on timing.
pub struct EgraphArith {
    simplifier: SimplifierSource,
    /// The simplifier runs the built-in rules, whose answers on some forms
    /// are known without a run ([`canonical_offset_var`]).
    builtin: bool,
}

/// Where an [`EgraphArith`] gets its simplifier: a given one, or a pass
/// context's, built on the first query that reaches the e-graph (a run whose
/// every question the linear engine settles never compiles the rule set).
enum SimplifierSource {
    Given(std::sync::Arc<tirsat_arith::Simplifier>),
    Context(crate::PassContext),
}

impl EgraphArith {
    /// The engine with the built-in rules.
    pub fn new() -> Result<Self, tirsat_arith::RuleError> {
        Ok(EgraphArith {
            builtin: true,
            ..Self::with_simplifier(std::sync::Arc::new(tirsat_arith::Simplifier::new(
                tirsat_arith::RuleSet::builtin()?,
                crate::manager::pass_limits(),
            )))
        })
    }

    /// The engine over a given simplifier (shared, e.g. a pass context's).
    pub fn with_simplifier(simplifier: std::sync::Arc<tirsat_arith::Simplifier>) -> Self {
        EgraphArith {
            simplifier: SimplifierSource::Given(simplifier),
            builtin: false,
        }
    }

    /// The engine over the simplifier of `ctx`, built only when a query
    /// reaches the e-graph. A rule set that does not load then answers
    /// nothing (every query declines): callers that must report it check
    /// [`crate::PassContext::pass_simplifier`] first.
    pub fn lazy(ctx: &crate::PassContext) -> Self {
        EgraphArith {
            simplifier: SimplifierSource::Context(ctx.clone()),
            builtin: ctx.get(crate::manager::RULES_KEY).is_none(),
        }
    }

    /// The simplifier, or `None` when the context's rule set does not load.
    fn simplifier(&self) -> Option<std::sync::Arc<tirsat_arith::Simplifier>> {
        match &self.simplifier {
            SimplifierSource::Given(s) => Some(s.clone()),
            SimplifierSource::Context(ctx) => ctx.simplifier().ok(),
        }
    }

    /// The e-graph's form of `e` when it is no larger than `lin` (the
    /// linear engine's form of `e`) and of `e`'s type, else `lin`. A rule
    /// set that does not load leaves the linear form.
    fn egraph_or_linear(&self, e: &Expr, lin: &Expr, facts: &IndexFacts) -> Expr {
        let Some(simplifier) = self.simplifier() else {
            return lin.clone();
        };
        let s = simplifier.simplify(e, facts.egraph());
        if s.dtype() == e.dtype() && expr_size(&s) <= expr_size(lin) {
            s
        } else {
            lin.clone()
        }
    }

    fn proved(&self, pred: &Expr, facts: &IndexFacts) -> bool {
        self.simplifier().is_some_and(|s| {
            matches!(
                s.prove(pred, facts.egraph()),
                tirsat_arith::ProveResult::Proved(_)
            )
        })
    }
}

impl std::fmt::Debug for EgraphArith {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("EgraphArith")
    }
}

/// `e` as the e-graph would return it, when that is known without running
/// it: `v * k + c` (`k > 0`, `c >= 0`; `v + c` for `k = 1`) or `c - v * k`
/// (`c > 0`, `k > 0`; `c - v` for `k = 1`), a variable the facts do not pin
/// to one value, scaled and offset by constants. A positive coefficient and
/// constant must share no factor (`ty * 32 + 1024` could also be
/// `(ty + 32) * 32`); the e-graph's form of a difference keeps its factors
/// apart (`128 - t * 32`). Every term and the sum are proven to fit `e`'s
/// type. Most rewritten indices of a merged kernel are such sums (`tx +
/// 256`, `31 - tx + 96` for a reversed access), and an e-graph run costs
/// tens of microseconds.
fn canonical_offset_var(l: &IndexLinear, t: DataType, facts: &IndexFacts) -> Option<Expr> {
    let [(atom, k)] = l.terms.as_slice() else {
        return None;
    };
    let v = atom.as_var()?;
    let (k, c) = (*k, l.constant);
    // A negative constant is left to the e-graph (its form of sums writes
    // `x + -5` or `x - 5`), as is `-v` (`0 - v` or `v * -1`).
    let Ok(cu) = u64::try_from(c) else {
        return None;
    };
    let ku = k.unsigned_abs();
    let shares_factor = k > 0 && cu != 0 && gcd(u64::try_from(ku).ok()?, cu) != 1;
    if ku == 0
        || (k < 0 && cu == 0)
        || shares_factor
        || facts.range(v).is_some_and(|(lo, hi)| lo >= hi)
    {
        return None;
    }
    // The linear form rebuilt proves every term and partial sum fits; for
    // a difference, so must `v * k` with the positive coefficient (at the
    // type's minimum, `-(v * k)` may fit where `v * k` does not).
    l.to_expr(t, |a| LinearArith::bounds(a, facts, DEPTH))?;
    if k < 0 {
        IndexLinear::term(atom.clone(), -k).to_expr(t, |a| LinearArith::bounds(a, facts, DEPTH))?;
    }
    let term = if ku == 1 {
        atom.clone()
    } else {
        Expr::mul(
            atom,
            &tirsat_ir::int::make_const(t, i128::try_from(ku).ok()?)?,
        )
    };
    let c = tirsat_ir::int::make_const(t, c)?;
    Some(match (k > 0, cu) {
        (true, 0) => term,
        (true, _) => Expr::add(&term, &c),
        (false, _) => Expr::sub(&c, &term),
    })
}

/// The e-graph's form of `e` when it is `e`'s linear form `l` rebuilt and
/// that is known without running it: `e` is a sum of at least two variables
/// (each once, none pinned by the facts), each times a constant, and of
/// constants, in one of the two shapes a merged kernel's rewritten indices
/// take: every variable added with a positive coefficient (`ty * 16 + tx +
/// 96`), or every variable subtracted from a positive constant (`31 - (ty *
/// 16 + tx) + 96`, rebuilt `127 - ty * 16 - tx`), and every term and partial
/// sum of the rebuilt form provably fits `e`'s type. No rule makes such a
/// sum smaller or preferred unless two terms share a coefficient (`ty * 16 +
/// tx * 16` is `(ty + tx) * 16`) or a constant stands next to a term of its
/// coefficient, in `e`
/// (`bx * 8 + 8 + tx * 64` is `(bx + 1) * 8 + tx * 64`) or in a rebuilt
/// difference (`128 - tz * 128 - tx` is `(1 - tz) * 128 - tx`), so those are
/// left to the e-graph; so is every other shape (a negative or zero
/// constant, a constant factor of a sum, mixed signs), where the e-graph may
/// keep the input's arrangement. The rule set is the built-in one (the
/// caller checks). Checked against the e-graph on random sums in the tests,
/// and by debug builds on every index.
fn egraphs_linear_form(e: &Expr, l: &IndexLinear, facts: &IndexFacts) -> Option<Expr> {
    if l.terms.len() < 2 {
        return None;
    }
    let negative = l.terms[0].1 < 0;
    let mut coefficients = Vec::with_capacity(l.terms.len());
    for (atom, k) in &l.terms {
        let v = atom.as_var()?;
        if (*k < 0) != negative || facts.range(v).is_some_and(|(lo, hi)| lo >= hi) {
            return None;
        }
        let k = k.unsigned_abs();
        if coefficients.contains(&k) {
            return None;
        }
        coefficients.push(k);
    }
    // A difference's constant stands next to its first term (`128 - tz *
    // 128` is `(1 - tz) * 128`); a sum's stands after a sum.
    let c = l.constant;
    if c < 0 || (negative && (c == 0 || coefficients.contains(&c.unsigned_abs()))) {
        return None;
    }
    // The coefficient of a term of `e`: `v` or `v * k`.
    fn coefficient(e: &Expr) -> Option<u128> {
        match e.kind() {
            ExprKind::Var(_) => Some(1),
            ExprKind::Binary(BinOp::Mul, a, b) if a.as_var().is_some() => {
                tirsat_ir::int::const_value(b).map(i128::unsigned_abs)
            }
            _ => None,
        }
    }
    // A constant next to a term of its coefficient (`bx * 8 + 8`).
    fn factorable(x: &Expr, y: &Expr) -> bool {
        let d = |e: &Expr| tirsat_ir::int::const_value(e).map(i128::unsigned_abs);
        matches!((d(x), coefficient(y)), (Some(d), Some(k)) if d == k)
            || matches!((d(y), coefficient(x)), (Some(d), Some(k)) if d == k)
    }
    // The leaves of `e`'s sums: each variable once, with the sign of its
    // coefficient; constants added and positive.
    fn leaves(e: &Expr, subtracted: bool, negative: bool, vars: &mut usize) -> bool {
        match e.kind() {
            ExprKind::Binary(BinOp::Add, a, b) => {
                !factorable(a, b)
                    && leaves(a, subtracted, negative, vars)
                    && leaves(b, subtracted, negative, vars)
            }
            ExprKind::Binary(BinOp::Sub, a, b) => {
                !factorable(a, b)
                    && leaves(a, subtracted, negative, vars)
                    && leaves(b, !subtracted, negative, vars)
            }
            ExprKind::Binary(BinOp::Mul, a, b) => {
                a.as_var().is_some()
                    && tirsat_ir::int::const_value(b).is_some_and(|c| c > 1)
                    && subtracted == negative
                    && {
                        *vars += 1;
                        true
                    }
            }
            ExprKind::Var(_) => {
                *vars += 1;
                subtracted == negative
            }
            _ => tirsat_ir::int::const_value(e).is_some_and(|d| !subtracted && d > 0),
        }
    }
    let mut vars = 0;
    if !(leaves(e, false, negative, &mut vars) && vars == l.terms.len()) {
        return None;
    }
    // Every term and partial sum proven to fit `e`'s type.
    l.to_expr(e.dtype(), |a| LinearArith::bounds(a, facts, DEPTH))
}

/// True when `a == b` fails for some values of the variables the facts
/// allow, seen without the e-graph: `a - b` is a linear form over variables
/// alone, one of which the facts leave free (at least two values, each
/// variable ranging independently) has a non-zero coefficient. The merge
/// asks whether a buffer's store and load indices are equal for in-place
/// reuse; a reversed access (`31 - t == t`) is such a difference, and the
/// e-graph spends a run to find no proof.
fn linear_difference_varies(a: &Expr, b: &Expr, facts: &IndexFacts) -> bool {
    let Some(d) = linear(a).and_then(|la| la.minus(&linear(b)?)) else {
        return false;
    };
    let mut varies = false;
    for (atom, _) in &d.terms {
        let Some(v) = atom.as_var() else {
            return false;
        };
        varies |= facts.range(v).is_none_or(|(lo, hi)| lo < hi);
    }
    varies
}

/// True when `a` and `b` take different values at some point of the box
/// the facts give their variables (each must have a range): the corners and
/// a few pseudo-random points, evaluated exactly (a point where either side
/// is undefined, by overflow or division by zero, decides nothing). The
/// facts hold ranges only, so `a == b` then fails for values the facts
/// allow and no engine proves it. The merge asks whether a buffer's store
/// and load indices are equal for in-place reuse; a shifted or wrapped
/// access (`ty * 64 + (tx + 1) % 32 == ty * 32 + tx`) is such a pair, and
/// the e-graph spends a saturation to find no proof.
fn differs_at_a_point(a: &Expr, b: &Expr, facts: &IndexFacts) -> bool {
    let mut vars = super::footprint::vars_of(a);
    for v in super::footprint::vars_of(b) {
        if !vars.iter().any(|w| w.id() == v.id()) {
            vars.push(v);
        }
    }
    let Some(ranges) = vars
        .iter()
        .map(|v| facts.range(v))
        .collect::<Option<Vec<(i64, i64)>>>()
    else {
        return false;
    };
    let mut env = tirsat_arith::eval::Env::new();
    let mut differs = |point: Vec<i64>| {
        for (v, x) in vars.iter().zip(point) {
            env.set(v, i128::from(x));
        }
        let value = |e: &Expr| tirsat_arith::eval::eval_expr(e, &env).ok();
        matches!((value(a), value(b)), (Some(x), Some(y)) if x != y)
    };
    super::footprint::corner_points(&ranges, 6)
        .chain(super::footprint::random_points(&ranges, 16))
        .any(&mut differs)
}

impl IndexArith for EgraphArith {
    fn simplify(&self, e: &Expr, facts: &IndexFacts) -> Expr {
        let t = e.dtype();
        if !(t.is_int() && t.lanes == 1) || e.as_int().is_some() || e.as_var().is_some() {
            return e.clone();
        }
        // One linear form for the shortcut and the linear engine below.
        let l = linear(e);
        // Checked before the simplifier is asked for, so that a run whose
        // every index takes the shortcut never builds the rule set; and
        // before the linear engine's form, which is then what the shortcut
        // returns (`v` for `v + 0`) or not a constant or a variable.
        if self.builtin
            && let Some(c) = l.as_ref().and_then(|l| canonical_offset_var(l, t, facts))
        {
            // Debug builds (the tests') hold the shortcut to its promise.
            debug_assert_eq!(
                tirsat_script::printer::print_expr(&self.egraph_or_linear(
                    e,
                    &LinearArith::rebuilt(e, l.as_ref(), facts),
                    facts
                )),
                tirsat_script::printer::print_expr(&c),
                "the e-graph returns another form of a variable plus a constant"
            );
            return c;
        }
        let lin = LinearArith::rebuilt(e, l.as_ref(), facts);
        if lin.as_int().is_some() || lin.as_var().is_some() {
            return lin;
        }
        if self.builtin
            && let Some(r) = l.as_ref().and_then(|l| egraphs_linear_form(e, l, facts))
        {
            // Debug builds (the tests') hold the shortcut to its promise.
            debug_assert_eq!(
                tirsat_script::printer::print_expr(&self.egraph_or_linear(e, &lin, facts)),
                tirsat_script::printer::print_expr(&r),
                "the e-graph returns another form of a sum of scaled variables"
            );
            return r;
        }
        self.egraph_or_linear(e, &lin, facts)
    }

    fn prove_equal(&self, a: &Expr, b: &Expr, facts: &IndexFacts) -> bool {
        if LinearArith.prove_equal(a, b, facts) {
            return true;
        }
        if a.dtype() != b.dtype() || !a.dtype().is_int() || a.dtype().lanes != 1 {
            return false;
        }
        if linear_difference_varies(a, b, facts) || differs_at_a_point(a, b, facts) {
            // Debug builds (the tests') hold the shortcut to its promise.
            debug_assert!(
                !self.proved(&Expr::eq(a, b), facts),
                "the e-graph proves {} == {} for every value",
                tirsat_script::printer::print_expr(a),
                tirsat_script::printer::print_expr(b)
            );
            return false;
        }
        self.proved(&Expr::eq(a, b), facts)
    }

    fn compare_le(&self, a: &Expr, b: &Expr, facts: &IndexFacts) -> Option<bool> {
        if let Some(r) = LinearArith.compare_le(a, b, facts) {
            return Some(r);
        }
        if a.dtype() != b.dtype() || !a.dtype().is_int() {
            return None;
        }
        if self.proved(&Expr::cmp(tirsat_ir::CmpOp::Le, a, b), facts) {
            Some(true)
        } else if self.proved(&Expr::lt(b, a), facts) {
            Some(false)
        } else {
            None
        }
    }
}

/// Sizes and offsets as IR expressions of type `dtype`, compared and combined
/// through an [`IndexArith`]: the [`SizeOracle`] of the packing module.
pub struct ExprSizes<'a> {
    /// The arithmetic engine.
    pub arith: &'a dyn IndexArith,
    /// Variable ranges.
    pub facts: &'a IndexFacts,
    /// The type of size expressions (the shape type, usually int32).
    pub dtype: DataType,
}

impl ExprSizes<'_> {
    /// A size as an expression.
    pub fn expr(&self, s: &Size<Expr>) -> Expr {
        match s {
            // The kernel checks that its constant sizes and offsets fit
            // its size type (int64 when they exceed int32) before any is
            // written; a value beyond int64 is never written wrapped.
            Size::Const(c) => int::make_const(self.dtype, *c as i128)
                .or_else(|| int::make_const(DataType::i64(), *c as i128))
                .unwrap_or_else(|| Expr::mul(&Expr::i64(i64::MAX), &Expr::i64(2))),
            Size::Sym(e) => e.clone(),
        }
    }

    /// An expression as a size (constants become `Size::Const`).
    pub fn size(&self, e: Expr) -> Size<Expr> {
        match int::const_value(&e) {
            Some(c) if c >= 0 && c <= u64::MAX as i128 => Size::Const(c as u64),
            _ => Size::Sym(e),
        }
    }
}

impl SizeOracle<Expr> for ExprSizes<'_> {
    fn le(&self, a: &Size<Expr>, b: &Size<Expr>) -> Option<bool> {
        if let (Size::Const(x), Size::Const(y)) = (a, b) {
            return Some(x <= y);
        }
        self.arith
            .compare_le(&self.expr(a), &self.expr(b), self.facts)
    }

    fn add(&self, a: &Size<Expr>, b: &Size<Expr>) -> Size<Expr> {
        if let (Size::Const(x), Size::Const(y)) = (a, b)
            && let Some(s) = x.checked_add(*y)
        {
            return Size::Const(s);
        }
        let e = tvm_fold::add(&self.expr(a), &self.expr(b));
        self.size(self.arith.simplify(&e, self.facts))
    }

    fn max(&self, a: &Size<Expr>, b: &Size<Expr>) -> Size<Expr> {
        match self.le(a, b) {
            Some(true) => b.clone(),
            _ if self.le(b, a) == Some(true) => a.clone(),
            _ => self.size(Expr::max(&self.expr(a), &self.expr(b))),
        }
    }

    fn align_up(&self, a: &Size<Expr>, align: u64) -> Size<Expr> {
        match a {
            Size::Const(c) => Size::Const(tirsat_memory::align_up(*c, align)),
            _ if align <= 1 || self.is_multiple_of(a, align) => a.clone(),
            Size::Sym(e) => {
                let k = Expr::int(self.dtype, align as i64);
                let up = tvm_fold::add(e, &Expr::int(self.dtype, align as i64 - 1));
                Size::Sym(Expr::mul(&Expr::floordiv(&up, &k), &k))
            }
        }
    }

    fn is_multiple_of(&self, a: &Size<Expr>, k: u64) -> bool {
        if k <= 1 {
            return true;
        }
        let k = k as i128;
        match a {
            Size::Const(c) => (*c as i128) % k == 0,
            Size::Sym(e) => linear(e).is_some_and(|l| {
                l.constant % k == 0
                    && l.terms.iter().all(|(atom, c)| {
                        c % k == 0
                            || matches!(atom.kind(), ExprKind::Binary(BinOp::Mul, _, m)
                                if int::const_value(m).is_some_and(|m| m % k == 0))
                    })
            }),
        }
    }
}

/// Expression builders with the constant folding of TVM's C++ operators, for
/// the offsets TVM computes (`indexmod`, `indexdiv`, `max`, `+`).
pub(crate) mod tvm_fold {
    use tirsat_ir::{BinOp, Expr};

    pub(crate) use crate::op::{add, mul, sub};

    /// `max(a, b)` with TVM's folding.
    pub(crate) fn max(a: &Expr, b: &Expr) -> Expr {
        crate::op::min_max(BinOp::Max, a, b)
    }

    /// `floordiv(a, b)` (`indexdiv`) with TVM's folding.
    pub(crate) fn floordiv(a: &Expr, b: &Expr) -> Expr {
        if let Some(r) = tirsat_ir::int::fold_const_binop(BinOp::FloorDiv, a, b) {
            return r;
        }
        match (a.as_int(), b.as_int()) {
            (Some(_), Some(_)) => Expr::floordiv(a, b),
            (Some(0), _) => a.clone(),
            (_, Some(1)) => a.clone(),
            _ => Expr::floordiv(a, b),
        }
    }

    /// `floormod(a, b)` (`indexmod`) with TVM's folding.
    pub(crate) fn floormod(a: &Expr, b: &Expr) -> Expr {
        if let Some(r) = tirsat_ir::int::fold_const_binop(BinOp::FloorMod, a, b) {
            return r;
        }
        match (a.as_int(), b.as_int()) {
            (Some(_), Some(_)) => Expr::floormod(a, b),
            (Some(0), _) => a.clone(),
            (_, Some(1)) => Expr::int(a.dtype(), 0),
            _ => Expr::floormod(a, b),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_script::printer::print_expr;

    fn var(n: &str) -> Expr {
        Var::new(n, DataType::i32()).to_expr()
    }

    #[test]
    fn egraph_proves_what_linear_forms_cannot() {
        let eg = EgraphArith::new().unwrap();
        let tv = Var::new("t", DataType::i32());
        let t = tv.to_expr();
        let mut f = IndexFacts::new();
        f.set_range(&tv, 0, 63);
        // (t // 8) * 8 + t % 8 == t
        let a = Expr::add(
            &Expr::mul(&Expr::floordiv(&t, &Expr::i32(8)), &Expr::i32(8)),
            &Expr::floormod(&t, &Expr::i32(8)),
        );
        assert!(!LinearArith.prove_equal(&a, &t, &f));
        assert!(eg.prove_equal(&a, &t, &f));
        assert!(!eg.prove_equal(&a, &Expr::sub(&Expr::i32(63), &t), &f));
        assert_eq!(print_expr(&eg.simplify(&a, &f)), "t");
        // t % 64 <= 63 needs the range of t only through the e-graph or bounds.
        assert_eq!(
            eg.compare_le(&Expr::floormod(&t, &Expr::i32(64)), &Expr::i32(63), &f),
            Some(true)
        );
    }

    /// The shortcut on `e`'s linear form.
    fn shortcut(e: &Expr, facts: &IndexFacts) -> Option<Expr> {
        canonical_offset_var(&linear(e)?, e.dtype(), facts)
    }

    #[test]
    fn an_offset_variable_takes_the_egraphs_form_without_running_it() {
        let eg = EgraphArith::new().unwrap();
        let tv = Var::new("tx", DataType::i32());
        let t = tv.to_expr();
        let mut f = IndexFacts::new();
        f.set_range(&tv, 0, 127);
        let egraph = |e: &Expr| {
            let s = eg.simplifier().unwrap();
            print_expr(&s.simplify(e, f.egraph()))
        };
        let c = |x: i64| Expr::i32(x);
        for (e, want) in [
            (Expr::add(&c(256), &t), "tx + 256"),
            (Expr::add(&Expr::sub(&t, &c(3)), &c(256)), "tx + 253"),
            (Expr::add(&Expr::mul(&t, &c(4)), &c(3)), "tx * 4 + 3"),
            (Expr::sub(&c(256), &t), "256 - tx"),
            (Expr::add(&Expr::sub(&c(31), &t), &c(96)), "127 - tx"),
            (
                Expr::add(&Expr::sub(&c(31), &Expr::mul(&t, &c(4))), &c(32)),
                "63 - tx * 4",
            ),
            (Expr::sub(&c(128), &Expr::mul(&t, &c(32))), "128 - tx * 32"),
        ] {
            let got = shortcut(&e, &f).map(|x| print_expr(&x));
            assert_eq!(got.as_deref(), Some(want));
            assert_eq!(egraph(&e), want);
            assert_eq!(print_expr(&eg.simplify(&e, &f)), want);
        }
        // Not without the e-graph: a factor shared with the constant, a
        // negative coefficient or constant, a variable the facts pin, an atom
        // that is not a variable.
        let mut pinned = IndexFacts::new();
        pinned.set_range(&tv, 5, 5);
        for (e, facts) in [
            (Expr::add(&Expr::mul(&t, &c(32)), &c(1024)), &f),
            (Expr::sub(&Expr::add(&t, &c(4)), &c(9)), &f),
            (Expr::sub(&c(0), &t), &f),
            (Expr::sub(&c(-3), &t), &f),
            (Expr::add(&t, &c(256)), &pinned),
            (Expr::add(&Expr::floordiv(&t, &c(2)), &c(1)), &f),
        ] {
            assert!(shortcut(&e, facts).is_none(), "{}", print_expr(&e));
        }
        assert_eq!(
            print_expr(&eg.simplify(&Expr::add(&t, &c(256)), &pinned)),
            "261"
        );
        // 1 - tx * 2 with tx up to 2^30: -(tx * 2) fits int32, tx * 2 does not.
        let mut wide = IndexFacts::new();
        wide.set_range(&tv, 0, 1 << 30);
        let e = Expr::sub(&c(1), &Expr::mul(&t, &c(2)));
        assert!(shortcut(&e, &wide).is_none());
        wide.set_range(&tv, 0, (1 << 30) - 1);
        assert_eq!(
            shortcut(&e, &wide).map(|x| print_expr(&x)).as_deref(),
            Some("1 - tx * 2")
        );
    }

    /// `egraphs_linear_form` on sums of the shapes a merged kernel's
    /// indices take (`idx + offset`, `base - idx + offset`), with
    /// coefficients and constants that share factors: wherever it answers
    /// without the e-graph, the e-graph's form is the same text.
    #[test]
    fn a_sum_of_scaled_variables_takes_the_egraphs_form_without_running_it() {
        let eg = EgraphArith::new().unwrap();
        let s = eg.simplifier().unwrap();
        let names = ["tx", "ty", "tz", "bx"];
        let vars: Vec<Var> = names
            .iter()
            .map(|&n| Var::new(n, DataType::i32()))
            .collect();
        let ks = [1i64, 2, 3, 4, 6, 8, 12, 16, 32, 96, 128];
        let cs = [0i64, 1, 2, 3, 4, 6, 8, 12, 16, 31, 32, 96, 100, 127, 1024];
        let his = [1i64, 3, 15, 31, 127, 1023, 1 << 22, 1 << 26, 1 << 30];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let c = |x: i64| Expr::i32(x);
        let (mut taken, mut declined) = (0, 0);
        for _ in 0..600 {
            let mut f = IndexFacts::new();
            for v in &vars {
                f.set_range(v, 0, his[next(his.len())]);
            }
            let n = 2 + next(3);
            let mut order: Vec<usize> = (0..4).collect();
            for i in 0..n {
                order.swap(i, i + next(4 - i));
            }
            let terms: Vec<Expr> = order[..n]
                .iter()
                .map(|&i| match ks[next(ks.len())] {
                    1 => vars[i].to_expr(),
                    k => Expr::mul(&vars[i].to_expr(), &c(k)),
                })
                .collect();
            let sum = terms[1..]
                .iter()
                .fold(terms[0].clone(), |a, t| Expr::add(&a, t));
            let (k1, k2) = (cs[next(cs.len())], cs[next(cs.len())]);
            let e = match next(3) {
                // idx + offset, the index with a constant of its own.
                0 => Expr::add(&Expr::add(&sum, &c(k1)), &c(k2)),
                // A constant between the terms.
                1 => {
                    let head = Expr::add(&terms[0], &c(k1));
                    let e = terms[1..].iter().fold(head, |a, t| Expr::add(&a, t));
                    Expr::add(&e, &c(k2))
                }
                // A reversed index plus an offset.
                _ => Expr::add(&Expr::sub(&c(k1 + 1000), &sum), &c(k2)),
            };
            let Some(lin) = egraphs_linear_form(&e, &linear(&e).unwrap(), &f) else {
                declined += 1;
                continue;
            };
            taken += 1;
            assert_eq!(
                print_expr(&s.simplify(&e, f.egraph())),
                print_expr(&lin),
                "{}",
                print_expr(&e)
            );
            assert_eq!(print_expr(&eg.simplify(&e, &f)), print_expr(&lin));
        }
        assert!(
            taken > 150 && declined > 150,
            "{taken} taken, {declined} declined"
        );
        // Declined: a shared coefficient, a constant next to a term of its
        // coefficient in the input or (in a difference) in the result (the
        // e-graph may factor either), a constant factor of a sum, mixed
        // signs, a variable the facts pin.
        let (tx, ty) = (vars[0].to_expr(), vars[1].to_expr());
        let mut f = IndexFacts::new();
        f.set_range(&vars[0], 0, 31);
        f.set_range(&vars[1], 0, 7);
        let x16 = |v: &Expr| Expr::mul(v, &c(16));
        let mut pinned = f.clone();
        pinned.set_range(&vars[1], 2, 2);
        let sum = Expr::add(&x16(&ty), &tx);
        for (e, facts) in [
            (Expr::add(&Expr::add(&x16(&ty), &x16(&tx)), &c(1)), &f),
            (
                Expr::add(&Expr::add(&Expr::add(&x16(&ty), &c(16)), &tx), &c(3)),
                &f,
            ),
            (Expr::add(&Expr::sub(&c(31), &sum), &c(-15)), &f),
            (Expr::add(&Expr::sub(&c(31), &sum), &c(-14)), &f),
            (
                Expr::add(&Expr::mul(&Expr::add(&ty, &c(1)), &c(16)), &tx),
                &f,
            ),
            (Expr::add(&Expr::sub(&x16(&ty), &tx), &c(5)), &f),
            (Expr::add(&sum, &c(5)), &pinned),
        ] {
            assert!(
                egraphs_linear_form(&e, &linear(&e).unwrap(), facts).is_none(),
                "{}",
                print_expr(&e)
            );
        }
        // Taken: a sum's constant equal to a coefficient stands after a sum.
        for e in [Expr::add(&sum, &c(96)), Expr::add(&sum, &c(16))] {
            let lin = egraphs_linear_form(&e, &linear(&e).unwrap(), &f).unwrap();
            assert_eq!(print_expr(&s.simplify(&e, f.egraph())), print_expr(&lin));
        }
    }

    #[test]
    fn an_equality_that_varies_with_a_free_variable_is_declined_without_the_egraph() {
        let eg = EgraphArith::new().unwrap();
        let (tv, uv) = (
            Var::new("t", DataType::i32()),
            Var::new("u", DataType::i32()),
        );
        let (t, u) = (tv.to_expr(), uv.to_expr());
        let c = |x: i64| Expr::i32(x);
        let mut f = IndexFacts::new();
        f.set_range(&tv, 0, 31);
        let rev = Expr::sub(&c(31), &t);
        // 31 - t == t: false at t = 0, and no e-graph run needed to say so.
        assert!(linear_difference_varies(&rev, &t, &f));
        assert!(!eg.prove_equal(&rev, &t, &f));
        // u has no range: still free.
        assert!(linear_difference_varies(&Expr::add(&t, &u), &t, &f));
        // With t pinned to 15, 30 - t == t holds: left to the e-graph, which
        // proves it.
        let rev30 = Expr::sub(&c(30), &t);
        let mut pinned = IndexFacts::new();
        pinned.set_range(&tv, 15, 16);
        assert!(linear_difference_varies(&rev30, &t, &pinned));
        assert!(!eg.prove_equal(&rev30, &t, &pinned));
        pinned.set_range(&tv, 15, 15);
        assert!(!linear_difference_varies(&rev30, &t, &pinned));
        assert!(eg.prove_equal(&rev30, &t, &pinned));
        // An atom that is not a variable: undecided here.
        let m = Expr::floormod(&t, &c(8));
        assert!(!linear_difference_varies(&m, &t, &f));
        // Equal forms are no difference at all.
        assert!(!linear_difference_varies(
            &Expr::add(&t, &c(1)),
            &Expr::add(&c(1), &t),
            &f
        ));
        // A wrapped access against a plain one: different at a corner.
        let mut g = IndexFacts::new();
        g.set_range(&tv, 0, 31);
        g.set_range(&uv, 0, 3);
        let wrapped = Expr::add(
            &Expr::mul(&u, &c(64)),
            &Expr::floormod(&Expr::add(&t, &c(1)), &c(32)),
        );
        let plain = Expr::add(&Expr::mul(&u, &c(32)), &t);
        assert!(!linear_difference_varies(&wrapped, &plain, &g));
        assert!(differs_at_a_point(&wrapped, &plain, &g));
        assert!(!eg.prove_equal(&wrapped, &plain, &g));
        // Equal everywhere: no point differs, and the e-graph proves it.
        let split = Expr::add(
            &Expr::mul(&Expr::floordiv(&t, &c(8)), &c(8)),
            &Expr::floormod(&t, &c(8)),
        );
        assert!(!differs_at_a_point(&split, &t, &g));
        assert!(eg.prove_equal(&split, &t, &g));
        // A variable without a range: nothing is evaluated.
        assert!(!differs_at_a_point(&wrapped, &plain, &f));
    }

    #[test]
    fn linear_forms_rebuild_readably() {
        let (t, v) = (var("t"), var("v"));
        let f = IndexFacts::new();
        let e = Expr::add(
            &Expr::add(&Expr::mul(&t, &Expr::i32(4)), &v),
            &Expr::i32(112),
        );
        assert_eq!(print_expr(&LinearArith.simplify(&e, &f)), "t * 4 + v + 112");
        let e = Expr::add(&Expr::add(&t, &Expr::i32(1)), &Expr::i32(64));
        assert_eq!(print_expr(&LinearArith.simplify(&e, &f)), "t + 65");
        let m = Expr::floormod(&t, &Expr::i32(100));
        let e = Expr::add(&m, &Expr::i32(112));
        assert_eq!(print_expr(&LinearArith.simplify(&e, &f)), "t % 100 + 112");
    }

    #[test]
    fn compares_with_max_and_mod() {
        let nv = Var::new("n", DataType::i32());
        let n = nv.to_expr();
        let mut f = IndexFacts::new();
        f.set_range(&nv, 0, 1 << 20);
        let n2 = Expr::mul(&n, &Expr::i32(2));
        let mx = Expr::max(&Expr::i32(0), &n2);
        // (64 - max(0, n*2) % 64) % 64
        let pad = Expr::floormod(
            &Expr::sub(&Expr::i32(64), &Expr::floormod(&mx, &Expr::i32(64))),
            &Expr::i32(64),
        );
        let off = Expr::add(&mx, &pad);
        assert_eq!(LinearArith.compare_le(&n2, &off, &f), Some(true));
        let n4 = Expr::mul(&n, &Expr::i32(4));
        assert_eq!(
            LinearArith.compare_le(&n2, &Expr::max(&n2, &n4), &f),
            Some(true)
        );
        assert_eq!(LinearArith.compare_le(&n4, &n2, &f), None);
        assert_eq!(
            LinearArith.compare_le(&Expr::add(&n, &Expr::i32(1)), &n, &f),
            Some(false)
        );
        // n * 2 <= (n * 2 + 63) // 64 * 64
        let up = Expr::mul(
            &Expr::floordiv(&Expr::add(&n2, &Expr::i32(63)), &Expr::i32(64)),
            &Expr::i32(64),
        );
        assert_eq!(LinearArith.compare_le(&n2, &up, &f), Some(true));
    }
}
