//! Linear forms: sums `c1 * a1 + ... + cn * an + k` over e-classes, and the
//! three built-in rewrites that use them.
//!
//! Full associativity/commutativity of `+` makes an e-graph explode
//! (every bracketing and order of every sub-sum). Instead, the analysis keeps
//! for every class built from `+`, `-`, multiplication by a constant and
//! constants a [`Lin`]: the sum of its atoms (other classes, by id) with
//! integer coefficients, like TVM's canonical `SumExpr`. Three rewrites turn it
//! into terms:
//!
//! * `linear-sum`: a class with a linear form also gets the canonical sum
//!   (like terms combined, TVM's order: positive terms in order of first
//!   appearance, a positive constant, then the negative terms subtracted, a
//!   negative constant last as `+ -k`): `x + 3 + (y - x) * 2` gets
//!   `x * -1 + y * 2 + 3` written as `y * 2 + 3 - x`.
//! * `linear-compare`: a comparison `a < b` (`<=`, `==`, `!=`) gets the
//!   canonical comparison of `a - b` with 0, divided by the gcd of the
//!   coefficients, the constant on the side where it is positive:
//!   `x + 5 < y + 10` gets `x < y + 5`, `x * 3 < y * 3` gets `x < y`.
//!
//! * `linear-div`: `(c * L + R) // c` gets `L + R // c` and `(c * L + R) % c`
//!   gets `R % c` for a constant `c > 1`, and `(k * b + R) // b` gets
//!   `k + R // b` for a divisor class `b` that is a term of the dividend
//!   (floor semantics; `T.Div` and `T.truncmod` only when everything is
//!   non-negative).
//!
//! Each rewrite looks at a few alternative forms of a class (its nodes'
//! forms, built from the children's forms) and keeps the simplest. All are
//! exact over the integers (no overflow), so they are sound.

use std::borrow::Cow;

use egg::{Id, Language, PatternAst, Rewrite, SearchMatches, Searcher, Subst, Symbol, Var};

use super::analysis::{ArithAnalysis, ArithEGraph, interval_fits, make_data};
use super::applier::{Builtin, ClassRewrite, add_const, add_result, rewritable_type};
use super::cost::SumForm;
use super::interval::{Interval, NEG_INF, POS_INF};
use super::lang::{Const, Lang};
use super::modset::gcd;
use tirsat_ir::DataType;
use tirsat_ir::linear::LinearForm;

/// Largest number of atoms a linear form may have.
pub const MAX_TERMS: usize = 12;

/// Terms of a linear form: (atom class, coefficient).
pub type Terms = Vec<(Id, i64)>;

/// `sum(coeff * atom) + constant` over e-classes: the one exact linear form
/// of [`tirsat_ir::linear`] with atoms sorted by class id (equal sums have
/// one representation, as e-class data must) and `i64` coefficients (each is
/// written as an e-graph constant).
pub type Lin = LinearForm<Id, i64>;

/// The e-graph's limit on the core's operations: at most [`MAX_TERMS`]
/// atoms (`Atom for egg::Id` is in `tirsat_ir::linear`, feature `egg`).
pub trait LinExt {
    /// `self + o` (`None` on overflow or more than [`MAX_TERMS`] terms).
    fn add(&self, o: &Lin) -> Option<Lin>;
    /// `self - o` (`None` on overflow or more than [`MAX_TERMS`] terms).
    fn sub(&self, o: &Lin) -> Option<Lin>;
    /// Ranking for merges: fewer atoms first.
    fn rank(&self) -> (usize, bool, &Lin);
}

impl LinExt for Lin {
    fn add(&self, o: &Lin) -> Option<Lin> {
        self.clone().plus(o).filter(|l| l.terms.len() <= MAX_TERMS)
    }
    fn sub(&self, o: &Lin) -> Option<Lin> {
        self.clone().minus(o).filter(|l| l.terms.len() <= MAX_TERMS)
    }
    fn rank(&self) -> (usize, bool, &Lin) {
        (self.terms.len(), self.constant != 0, self)
    }
}

/// The linear form of class `id`: its analysis form, or the class as an atom.
pub fn lin_of(eg: &ArithEGraph, id: Id) -> Lin {
    let id = eg.find(id);
    if let Some(k) = eg[id].data.constant() {
        return Lin::constant(k);
    }
    match &eg[id].data.lin {
        Some(l) => l.clone(),
        None => Lin::atom(id),
    }
}

/// Most alternatives considered per class.
const MAX_ALTERNATIVES: usize = 8;

/// How deep alternatives of children are combined.
const ALTERNATIVE_DEPTH: usize = 1;

/// Linear forms of the sum-like node `n`, combining up to a few alternatives
/// of each child (`depth` levels deep).
fn node_alternatives(eg: &ArithEGraph, n: &Lang, depth: usize, out: &mut Vec<Lin>) {
    let push = |out: &mut Vec<Lin>, l: Lin| {
        if out.len() < MAX_ALTERNATIVES * 4 && !out.contains(&l) {
            out.push(l);
        }
    };
    match n {
        Lang::Add([a, b]) | Lang::Sub([a, b]) => {
            let (la, lb) = (
                alternatives_at(eg, *a, depth),
                alternatives_at(eg, *b, depth),
            );
            for x in &la {
                for y in &lb {
                    let r = if matches!(n, Lang::Add(_)) {
                        x.add(y)
                    } else {
                        x.sub(y)
                    };
                    if let Some(r) = r {
                        push(out, r);
                    }
                }
            }
        }
        Lang::Mul([a, b]) => {
            let (x, c) = match (eg[*a].data.constant(), eg[*b].data.constant()) {
                (_, Some(c)) => (*a, c),
                (Some(c), None) => (*b, c),
                _ => return,
            };
            for l in alternatives_at(eg, x, depth) {
                if let Some(r) = l.scale(c) {
                    push(out, r);
                }
            }
        }
        _ => {
            if let Some(l) = make_lin(eg, n) {
                push(out, l);
            }
        }
    }
}

/// The simplest few alternatives of class `id`, `depth` levels deep.
fn alternatives_at(eg: &ArithEGraph, id: Id, depth: usize) -> Vec<Lin> {
    let id = eg.find(id);
    let mut out = vec![lin_of(eg, id)];
    if depth == 0 || eg[id].data.constant().is_some() {
        return out;
    }
    for n in &eg[id].nodes {
        node_alternatives(eg, n, depth - 1, &mut out);
    }
    out.sort_by(|a, b| a.rank().cmp(&b.rank()));
    out.dedup();
    out.truncate(MAX_ALTERNATIVES);
    out
}

/// Linear forms of class `id`: its analysis form (or itself as an atom) and
/// the forms of its sum-like nodes, built from their children's forms.
pub fn lin_alternatives(eg: &ArithEGraph, id: Id) -> Vec<Lin> {
    alternatives_at(eg, id, ALTERNATIVE_DEPTH)
}

/// The simplest linear form of class `id` among its alternatives (`None`
/// when it has no sum-like node).
pub fn best_lin(eg: &ArithEGraph, id: Id) -> Option<Lin> {
    let id = eg.find(id);
    eg[id].data.lin.as_ref()?;
    let mut out = Vec::new();
    for n in &eg[id].nodes {
        node_alternatives(eg, n, ALTERNATIVE_DEPTH, &mut out);
    }
    if let Some(l) = &eg[id].data.lin {
        out.push(l.clone());
    }
    out.into_iter().min_by(|a, b| a.rank().cmp(&b.rank()))
}

/// The linear form of a new node (`None` when it is not a sum-like node).
pub fn make_lin(eg: &ArithEGraph, n: &Lang) -> Option<Lin> {
    match n {
        Lang::Const(c) => Some(Lin::constant(c.value)),
        Lang::Add([a, b]) => lin_of(eg, *a).add(&lin_of(eg, *b)),
        Lang::Sub([a, b]) => lin_of(eg, *a).sub(&lin_of(eg, *b)),
        Lang::Mul([a, b]) => match (eg[*a].data.constant(), eg[*b].data.constant()) {
            (_, Some(c)) => lin_of(eg, *a).scale(c),
            (Some(c), None) => lin_of(eg, *b).scale(c),
            _ => None,
        },
        _ => None,
    }
}

/// Adds a node of a canonical form and records it for the extractor.
fn add_canonical(eg: &mut ArithEGraph, n: Lang) -> Id {
    eg.analysis.canonical.push(n.clone());
    eg.add(n)
}

/// The interval of the value of linear form `l` (from its atoms' bounds).
pub fn lin_interval(eg: &ArithEGraph, l: &Lin) -> Interval {
    l.terms
        .iter()
        .fold(Interval::point(l.constant), |acc, (id, c)| {
            acc.add(&eg[*id].data.range.mul(&Interval::point(*c)))
        })
}

/// The interval of the value of linear form `l` where its atoms are defined
/// (within their types' ranges).
fn defined_interval(eg: &ArithEGraph, l: &Lin) -> Interval {
    l.terms
        .iter()
        .fold(Interval::point(l.constant), |acc, (id, c)| {
            acc.add(&eg[*id].data.defined_range().mul(&Interval::point(*c)))
        })
}

/// Most classes compared with a new node by [`node_fits`].
const MAX_WITNESSES: usize = 48;

/// True when the value of a new node `n` of integer type `ty` provably lies
/// in the type's range wherever the input is defined: its interval fits, or
/// each bound is witnessed by an existing class `W` whose linear form
/// differs from the node's by a value of constant sign: every class of the
/// e-graph holds a value of its type there, so `n <= W` bounds `n` above
/// (`y + 5` fits where `y` and `y + 10` do; `y + z` where `x * 6 + y + z`
/// does, for `x`, `y`, `z >= 0`). Always true outside the exact mode and
/// for nodes already in the e-graph.
pub fn node_fits(eg: &ArithEGraph, n: &Lang, ty: DataType) -> bool {
    if !eg.analysis.exact || eg.lookup(n.clone()).is_some() {
        return true;
    }
    let Some((tlo, thi)) = ty.int_range() else {
        return false;
    };
    let dr = |id: &Id| eg[*id].data.defined_range();
    let r = match n {
        Lang::Add([a, b]) => dr(a).add(&dr(b)),
        Lang::Sub([a, b]) => dr(a).sub(&dr(b)),
        Lang::Mul([a, b]) => dr(a).mul(&dr(b)),
        _ => make_data(eg, n).range,
    };
    let mut lo_ok = r.lo != NEG_INF && r.lo as i128 >= tlo;
    let mut hi_ok = r.hi != POS_INF && r.hi as i128 <= thi;
    if lo_ok && hi_ok {
        return true;
    }
    let Some(l) = make_lin(eg, n) else {
        return false;
    };
    let r = defined_interval(eg, &l);
    lo_ok |= r.lo != NEG_INF && r.lo as i128 >= tlo;
    hi_ok |= r.hi != POS_INF && r.hi as i128 <= thi;
    let mut seen: Vec<Id> = Vec::new();
    for (a, _) in &l.terms {
        let a = eg.find(*a);
        let users = eg
            .analysis
            .atom_index
            .get(&a)
            .map(Vec::as_slice)
            .unwrap_or(&[]);
        for w in std::iter::once(&a).chain(users) {
            if lo_ok && hi_ok {
                return true;
            }
            let w = eg.find(*w);
            if seen.contains(&w) || seen.len() >= MAX_WITNESSES {
                continue;
            }
            seen.push(w);
            let Some(d) = lin_of(eg, w).sub(&l) else {
                continue;
            };
            let dv = defined_interval(eg, &d);
            hi_ok |= dv.lo != NEG_INF && dv.lo >= 0;
            lo_ok |= dv.hi != POS_INF && dv.hi <= 0;
        }
    }
    lo_ok && hi_ok
}

/// Adds the intermediate node `n` of a built form (type `ty`) when it
/// provably fits ([`node_fits`]), else `None`.
fn add_fitting(eg: &mut ArithEGraph, n: Lang, ty: DataType) -> Option<Id> {
    node_fits(eg, &n, ty).then(|| add_canonical(eg, n))
}

/// Builds the nodes of one form: every node must fit its type, except the
/// last one when the caller knows the value of the form (`total`).
struct Builder {
    ty: DataType,
    /// Nodes still to build.
    left: usize,
    /// Bounds of the whole form's value, when the caller knows it fits.
    total: Option<Interval>,
    /// Bounds of the node built just before a trailing constant is added
    /// (the form's value minus that constant).
    before_tail: Option<Interval>,
}

impl Builder {
    fn node(&mut self, eg: &mut ArithEGraph, n: Lang) -> Option<Id> {
        self.left = self.left.saturating_sub(1);
        let known = match self.left {
            0 => self.total.is_some(),
            1 => self
                .before_tail
                .is_some_and(|r| interval_fits(&r, Some(self.ty))),
            _ => false,
        };
        if known {
            Some(add_canonical(eg, n))
        } else {
            add_fitting(eg, n, self.ty)
        }
    }
    fn term(&mut self, eg: &mut ArithEGraph, id: Id, c: i64) -> Option<Id> {
        if c == 1 {
            Some(id)
        } else {
            let k = add_const(eg, c, self.ty)?;
            self.node(eg, Lang::Mul([id, k]))
        }
    }
}

/// Builds `sum` in TVM's order (positive terms in order of first appearance,
/// then the negative terms subtracted, then the constant; a sum without
/// positive terms starts with the constant: `x - y + 3`, `x + -10`,
/// `1 - x`, `0 - y`); `None` if a constant does not fit `ty` or an
/// intermediate value may not fit it ([`node_fits`]). `total` are the bounds
/// of the sum's value when the caller knows it fits (the value of an
/// existing class, or a quotient of one): the last node then needs no check,
/// nor does the one before a trailing constant when the bounds minus the
/// constant fit.
///
/// In [`SumForm::Canonical`] the terms are ordered like TVM's canonical
/// simplifier's (by descending coefficient, then [`split_key`], then order
/// of appearance) and a negative constant is subtracted (`x - 1`).
fn build_sum(eg: &mut ArithEGraph, l: &Lin, ty: DataType, total: Option<Interval>) -> Option<Id> {
    let canonical = eg.analysis.form == SumForm::Canonical;
    let ordered = |eg: &ArithEGraph, mut v: Vec<(Id, i64)>| {
        if canonical {
            v.sort_by_key(|(id, c)| {
                let (lower, upper, mode) = split_key(eg, *id);
                (
                    std::cmp::Reverse((*c, lower, upper, mode)),
                    eg[*id].data.order,
                    *id,
                )
            });
        } else {
            v.sort_by_key(|(id, _)| (eg[*id].data.order, *id));
        }
        v
    };
    let pos = ordered(eg, l.terms.iter().filter(|t| t.1 > 0).copied().collect());
    let neg = ordered(eg, l.terms.iter().filter(|t| t.1 < 0).copied().collect());
    let term_nodes =
        pos.iter().filter(|t| t.1 != 1).count() + neg.iter().filter(|t| t.1 != -1).count();
    let k_tail = !pos.is_empty() && l.constant != 0;
    let mut b = Builder {
        ty,
        left: term_nodes + pos.len().saturating_sub(1) + neg.len() + k_tail as usize,
        total,
        before_tail: total
            .filter(|_| k_tail)
            .map(|t| t.sub(&Interval::point(l.constant))),
    };
    let mut acc: Option<Id> = None;
    for (id, c) in pos {
        let t = b.term(eg, id, c)?;
        acc = Some(match acc {
            None => t,
            Some(a) => b.node(eg, Lang::Add([a, t]))?,
        });
    }
    let (mut acc, k_used) = match acc {
        Some(a) => (a, false),
        None => {
            // The leading constant is part of the canonical form (`0 - x % 5`).
            let k = add_const(eg, l.constant, ty)?;
            if !l.terms.is_empty() {
                eg.analysis
                    .canonical
                    .push(Lang::Const(Const::new(l.constant, ty)));
            }
            (k, true)
        }
    };
    for (id, c) in neg {
        let t = b.term(eg, id, c.checked_neg()?)?;
        acc = b.node(eg, Lang::Sub([acc, t]))?;
    }
    if !k_used && l.constant != 0 {
        let k = add_const(eg, l.constant, ty)?;
        let sum = b.node(eg, Lang::Add([acc, k]))?;
        // The canonical form subtracts a negative constant; the added form
        // stays for the rules that match it (`min-add-const-self`). Same
        // value, same intermediate values.
        if canonical
            && l.constant < 0
            && let Some(m) = l.constant.checked_neg()
            && let Some(mk) = add_const(eg, m, ty)
        {
            let sub = add_canonical(eg, Lang::Sub([acc, mk]));
            eg.union_trusted(sum, sub, "linear-sum");
        }
        acc = sum;
    }
    Some(acc)
}

/// The divisor, modulus and division kind of a term for TVM's canonical
/// order (`SplitExprNode`'s `lower_factor`, `upper_factor`, `div_mode`):
/// `e // 4` is `(4, inf, floor)`, `e % 32 // 4` `(4, 32, floor)`, `e % 8`
/// `(1, 8, floor)`, anything else `(1, inf, trunc)`.
fn split_key(eg: &ArithEGraph, id: Id) -> (i64, i64, u8) {
    let const_of = |c: Id| eg[c].data.constant().filter(|k| *k > 0);
    let modulus = |a: Id| {
        eg[a].nodes.iter().find_map(|n| match n {
            Lang::FloorMod([_, m]) | Lang::TruncMod([_, m]) => const_of(*m),
            _ => None,
        })
    };
    // An exact quotient (every coefficient of the dividend a multiple of
    // the divisor: `x * 2 // 2`) is a plain term: TVM's canonical
    // simplifier divides such a sum instead of splitting it.
    let exact = |a: Id, d: i64| {
        let l = lin_of(eg, a);
        l.constant % d == 0 && l.terms.iter().all(|t| t.1 % d == 0)
    };
    for n in &eg[id].nodes {
        match n {
            Lang::FloorDiv([a, d]) | Lang::TruncDiv([a, d]) => {
                if let Some(d) = const_of(*d)
                    && !exact(*a, d)
                {
                    let mode = u8::from(matches!(n, Lang::FloorDiv(_)));
                    return (d, modulus(*a).unwrap_or(i64::MAX), mode);
                }
            }
            Lang::FloorMod([_, m]) | Lang::TruncMod([_, m]) => {
                if let Some(m) = const_of(*m) {
                    return (1, m, u8::from(matches!(n, Lang::FloorMod(_))));
                }
            }
            _ => {}
        }
    }
    (1, i64::MAX, 0)
}

/// Marks the root node of the canonical form `id` just built (the last
/// canonical node recorded after `before`) as preferred.
fn prefer_root(eg: &mut ArithEGraph, id: Id, before: usize) {
    let id = eg.find(id);
    let root = eg.analysis.canonical[before.min(eg.analysis.canonical.len())..]
        .iter()
        .rev()
        .find(|n| eg.lookup((*n).clone()).map(|c| eg.find(c)) == Some(id))
        .cloned();
    if let Some(n) = root {
        eg.analysis.preferred.push(n);
    }
}

/// `(sum / g) * g` for the gcd `g > 1` of the coefficients and the constant
/// of a sum of at least two terms (`x * 2 - y * 4` is `(x - y * 2) * 2`).
fn build_factored(
    eg: &mut ArithEGraph,
    l: &Lin,
    ty: DataType,
    total: Option<Interval>,
) -> Option<Id> {
    if l.terms.len() < 2 {
        return None;
    }
    let g = l
        .terms
        .iter()
        .fold(l.constant as i128, |g, t| gcd(g, t.1 as i128));
    if g <= 1 {
        return None;
    }
    let g = i64::try_from(g).ok()?;
    let inner = Lin {
        terms: l.terms.iter().map(|(id, c)| (*id, c / g)).collect(),
        constant: l.constant / g,
    };
    // The inner sum is the class's value divided by g > 1: it fits.
    let total = total.map(|t| t.floordiv(&Interval::point(g)));
    let s = build_sum(eg, &inner, ty, total)?;
    let k = add_const(eg, g, ty)?;
    Some(add_canonical(eg, Lang::Mul([s, k])))
}

/// Searches the classes that have a node of one of `ops` and a usable form.
struct ByOps {
    ops: Vec<Lang>,
    want: fn(&ArithEGraph, Id) -> bool,
}

impl Searcher<Lang, ArithAnalysis> for ByOps {
    fn search_eclass_with_limit(
        &self,
        eg: &ArithEGraph,
        eclass: Id,
        _limit: usize,
    ) -> Option<SearchMatches<'_, Lang>> {
        (self.want)(eg, eclass).then(|| SearchMatches {
            eclass,
            substs: vec![Subst::default()],
            ast: None::<Cow<PatternAst<Lang>>>,
        })
    }
    fn search_with_limit(&self, eg: &ArithEGraph, limit: usize) -> Vec<SearchMatches<'_, Lang>> {
        let mut ids: Vec<Id> = Vec::new();
        for op in &self.ops {
            if let Some(it) = eg.classes_for_op(&op.discriminant()) {
                ids.extend(it);
            }
        }
        ids.sort();
        ids.dedup();
        ids.into_iter()
            .filter_map(|id| self.search_eclass_with_limit(eg, id, limit))
            .take(limit)
            .collect()
    }
    fn vars(&self) -> Vec<Var> {
        Vec::new()
    }
}

/// A division (`trunc` = truncating) of class `x` by constant `c > 1`
/// found among the nodes of class `id`.
fn division_of(eg: &ArithEGraph, id: Id, modulo: bool) -> Option<(bool, Id, Id, i64)> {
    eg[id].nodes.iter().find_map(|n| {
        let (trunc, x, c) = match (n, modulo) {
            (Lang::FloorDiv([x, c]), false) | (Lang::FloorMod([x, c]), true) => (false, *x, *c),
            (Lang::TruncDiv([x, c]), false) | (Lang::TruncMod([x, c]), true) => (true, *x, *c),
            _ => return None,
        };
        let cv = eg[c].data.constant().filter(|v| *v > 1)?;
        Some((trunc, x, c, cv))
    })
}

/// Replaces `k * (x // c)` with `c | k` by `(k / c) * (x - x % c)` (the
/// quotient-remainder identity, for floor and truncating division).
fn contract_divs(eg: &mut ArithEGraph, l: &Lin) -> Option<Lin> {
    let mut out = Lin::constant(l.constant);
    let mut changed = false;
    for (id, k) in &l.terms {
        match division_of(eg, *id, false) {
            Some((trunc, x, c, cv)) if k % cv == 0 => {
                let m = add_canonical(
                    eg,
                    if trunc {
                        Lang::TruncMod([x, c])
                    } else {
                        Lang::FloorMod([x, c])
                    },
                );
                let f = k / cv;
                out = out
                    .add(&lin_of(eg, x).scale(f)?)?
                    .sub(&Lin::atom(eg.find(m)).scale(f)?)?;
                changed = true;
            }
            _ => out = out.add(&Lin::term(*id, *k))?,
        }
    }
    changed.then_some(out)
}

/// Replaces `k * (x % c)` by `k * x - k * c * (x // c)`.
fn expand_mods(eg: &mut ArithEGraph, l: &Lin) -> Option<Lin> {
    let mut out = Lin::constant(l.constant);
    let mut changed = false;
    for (id, k) in &l.terms {
        match division_of(eg, *id, true) {
            Some((trunc, x, c, cv)) => {
                let d = eg.add(if trunc {
                    Lang::TruncDiv([x, c])
                } else {
                    Lang::FloorDiv([x, c])
                });
                out = out
                    .add(&lin_of(eg, x).scale(*k)?)?
                    .sub(&Lin::atom(eg.find(d)).scale(k.checked_mul(cv)?)?)?;
                changed = true;
            }
            None => out = out.add(&Lin::term(*id, *k))?,
        }
    }
    changed.then_some(out)
}

struct SumApplier;

impl SumApplier {
    /// The rewrite of one matched class (run by `applier::Builtin`).
    pub(crate) fn rewrite(eg: &mut ArithEGraph, eclass: Id, rule: Symbol) -> Vec<Id> {
        let Some(ty) = rewritable_type(eg, eclass) else {
            return Vec::new();
        };
        if eg[eclass].data.constant().is_some() {
            return Vec::new();
        }
        let Some(l) = best_lin(eg, eclass) else {
            return Vec::new();
        };
        // Candidates: (form, from contracting quotients).
        let mut cands = vec![(l.clone(), false)];
        // Quotient-remainder identities can make terms cancel:
        // `x // 4 * 4 - x` is `0 - x % 4`. TVM's rules make that
        // contraction, so its result is preferred, also with a common factor
        // taken out (`x // 3 * 6 - x * 2` is `(0 - x % 3) * 2`).
        if let Some(c) = contract_divs(eg, &l) {
            cands.push((c, true));
        }
        if let Some(e) = expand_mods(eg, &l) {
            if let Some(c) = contract_divs(eg, &e) {
                cands.push((c, false));
            }
            cands.push((e, false));
        }
        let mut out = Vec::new();
        for (i, (c, contracted)) in cands.iter().enumerate() {
            if i > 0 && c.terms.len() > l.terms.len() {
                continue;
            }
            let before = eg.analysis.canonical.len();
            let total = Some(eg[eclass].data.defined_range());
            if let Some(id) = build_sum(eg, c, ty, total)
                && eg[id].data.ty == Some(ty)
            {
                if *contracted {
                    prefer_root(eg, id, before);
                }
                add_result(eg, eclass, id, ty, rule, &mut out);
            }
            if *contracted
                && let Some(id) = build_factored(eg, c, ty, total)
                && eg[id].data.ty == Some(ty)
            {
                prefer_root(eg, id, before);
                add_result(eg, eclass, id, ty, rule, &mut out);
            }
        }
        out
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum CmpKind {
    Lt,
    Le,
    Eq,
    Ne,
}

fn comparison(n: &Lang) -> Option<(CmpKind, Id, Id)> {
    Some(match n {
        Lang::Lt([a, b]) => (CmpKind::Lt, *a, *b),
        Lang::Le([a, b]) => (CmpKind::Le, *a, *b),
        Lang::Eq([a, b]) => (CmpKind::Eq, *a, *b),
        Lang::Ne([a, b]) => (CmpKind::Ne, *a, *b),
        _ => return None,
    })
}

struct CompareApplier;

impl CompareApplier {
    /// Canonical form of `d OP 0`; `<=` stays `<=` (TVM keeps the strictness
    /// of the input).
    fn build(eg: &mut ArithEGraph, kind: CmpKind, d: &Lin, ty: DataType) -> Option<Id> {
        let le = kind == CmpKind::Le;
        // a <= b is a - b - 1 < 0.
        let (kind, d) = match kind {
            CmpKind::Le => (
                CmpKind::Lt,
                Lin {
                    terms: d.terms.clone(),
                    constant: d.constant.checked_sub(1)?,
                },
            ),
            k => (k, d.clone()),
        };
        if d.terms.is_empty() {
            let v = match kind {
                CmpKind::Lt | CmpKind::Le => d.constant < 0,
                CmpKind::Eq => d.constant == 0,
                CmpKind::Ne => d.constant != 0,
            };
            return add_const(eg, v as i64, DataType::bool());
        }
        let g = d.terms.iter().fold(0i128, |g, t| gcd(g, t.1 as i128)) as i64;
        let mut d = d;
        if g > 1 {
            let k = match kind {
                CmpKind::Lt => d.constant.div_euclid(g),
                _ if d.constant % g != 0 => {
                    let v = (kind == CmpKind::Ne) as i64;
                    return add_const(eg, v, DataType::bool());
                }
                _ => d.constant / g,
            };
            d = Lin {
                terms: d.terms.iter().map(|(id, c)| (*id, c / g)).collect(),
                constant: k,
            };
        }
        if le {
            d.constant = d.constant.checked_add(1)?;
        }
        // Move negative terms to the right, the constant where it is positive.
        let pos = Lin {
            terms: d.terms.iter().filter(|t| t.1 > 0).copied().collect(),
            constant: d.constant.max(0),
        };
        // (Checked: `-i64::MIN` does not exist; a wrapped negation once
        // dropped the constant of `x * x + (MIN + 1) <= r`.)
        let neg = Lin {
            terms: d
                .terms
                .iter()
                .filter(|t| t.1 < 0)
                .map(|(id, c)| Some((*id, c.checked_neg()?)))
                .collect::<Option<_>>()?,
            constant: d.constant.checked_neg()?.max(0),
        };
        let (pos, neg) = if neg.terms.is_empty() {
            // `x <= -1`: a lone constant stays alone on its side.
            let k = neg.constant.checked_sub(pos.constant)?;
            (
                Lin {
                    terms: pos.terms,
                    constant: 0,
                },
                Lin::constant(k),
            )
        } else if pos.terms.is_empty() {
            let k = pos.constant.checked_sub(neg.constant)?;
            (
                Lin::constant(k),
                Lin {
                    terms: neg.terms,
                    constant: 0,
                },
            )
        } else {
            (pos, neg)
        };
        let (l, r) = match kind {
            // Prefer `x == c` with the variable side on the left.
            CmpKind::Eq | CmpKind::Ne if pos.terms.is_empty() => (neg, pos),
            _ => (pos, neg),
        };
        let lid = build_sum(eg, &l, ty, None)?;
        let rid = build_sum(eg, &r, ty, None)?;
        Some(add_canonical(
            eg,
            match kind {
                CmpKind::Lt | CmpKind::Le if le => Lang::Le([lid, rid]),
                CmpKind::Lt | CmpKind::Le => Lang::Lt([lid, rid]),
                CmpKind::Eq => Lang::Eq([lid, rid]),
                CmpKind::Ne => Lang::Ne([lid, rid]),
            },
        ))
    }
}

impl CompareApplier {
    /// `c * L1 + R + k < 0` with `0 <= R + (k mod c) < c` is `L1 + k div c < 0`
    /// (the terms of `R` are too small to matter).
    fn build_split(eg: &mut ArithEGraph, kind: CmpKind, d: &Lin, ty: DataType) -> Option<Id> {
        let d = match kind {
            CmpKind::Le => Lin {
                terms: d.terms.clone(),
                constant: d.constant.checked_sub(1)?,
            },
            _ => d.clone(),
        };
        let mut cands: Vec<i64> = d
            .terms
            .iter()
            .map(|t| t.1.checked_abs().unwrap_or(0))
            .filter(|c| *c > 1)
            .collect();
        cands.sort_unstable_by(|a, b| b.cmp(a));
        cands.dedup();
        for c in cands {
            let (l1, r): (Terms, Terms) = d.terms.iter().partition(|t| t.1 % c == 0);
            if l1.is_empty() || r.is_empty() {
                continue;
            }
            let (q, rem) = (d.constant.div_euclid(c), d.constant.rem_euclid(c));
            let rest = Lin {
                terms: r,
                constant: rem,
            };
            let rr = lin_interval(eg, &rest);
            if rr.lo < 0 || rr.hi >= c || rr.hi == super::interval::POS_INF {
                continue;
            }
            let reduced = Lin {
                terms: l1.iter().map(|(id, k)| (*id, k / c)).collect(),
                constant: q,
            };
            if kind == CmpKind::Le {
                let le = Lin {
                    terms: reduced.terms.clone(),
                    constant: reduced.constant.checked_add(1)?,
                };
                return Self::build(eg, CmpKind::Le, &le, ty);
            }
            return Self::build(eg, CmpKind::Lt, &reduced, ty);
        }
        None
    }
}

impl CompareApplier {
    /// The rewrite of one matched class (run by `applier::Builtin`).
    pub(crate) fn rewrite(eg: &mut ArithEGraph, eclass: Id, rule: Symbol) -> Vec<Id> {
        let cmps: Vec<(CmpKind, Id, Id)> = eg[eclass].nodes.iter().filter_map(comparison).collect();
        let mut out = Vec::new();
        for (kind, a, b) in cmps {
            let Some(ty) = rewritable_type(eg, a) else {
                continue;
            };
            let (la, lb) = (lin_alternatives(eg, a), lin_alternatives(eg, b));
            let mut best: Option<Lin> = None;
            for x in &la {
                for y in &lb {
                    if let Some(d) = x.sub(y)
                        && best.as_ref().is_none_or(|b| d.rank() < b.rank())
                    {
                        best = Some(d);
                    }
                }
            }
            let Some(d) = best else { continue };
            // Decided by a bound that looks through min/max and quotients.
            if super::bound::has_structure(eg, &d) {
                let r = super::bound::lin_bound(eg, &d);
                let (yes, no) = match kind {
                    CmpKind::Lt => (r.hi < 0, r.lo >= 0),
                    CmpKind::Le => (r.hi <= 0, r.lo > 0),
                    CmpKind::Eq => (r.as_point() == Some(0), !r.contains(0)),
                    CmpKind::Ne => (!r.contains(0), r.as_point() == Some(0)),
                };
                if (yes || no)
                    && let Some(id) = add_const(eg, yes as i64, DataType::bool())
                {
                    add_result(eg, eclass, id, DataType::bool(), rule, &mut out);
                    continue;
                }
            }
            if let Some(id) = Self::build(eg, kind, &d, ty) {
                add_result(eg, eclass, id, DataType::bool(), rule, &mut out);
            }
            // Over the integers `d < 0` is `d + 1 <= 0`: the other strictness
            // may need smaller constants (`x - 1 < y` is `x <= y`), or none
            // that overflow.
            let other = match kind {
                CmpKind::Lt => d.constant.checked_add(1).map(|k| (CmpKind::Le, k)),
                CmpKind::Le => d.constant.checked_sub(1).map(|k| (CmpKind::Lt, k)),
                _ => None,
            };
            if let Some((k2, constant)) = other
                && let Some(id) = Self::build(
                    eg,
                    k2,
                    &Lin {
                        terms: d.terms.clone(),
                        constant,
                    },
                    ty,
                )
            {
                add_result(eg, eclass, id, DataType::bool(), rule, &mut out);
            }
            if (kind == CmpKind::Lt || kind == CmpKind::Le)
                && let Some(id) = Self::build_split(eg, kind, &d, ty)
            {
                add_result(eg, eclass, id, DataType::bool(), rule, &mut out);
            }
        }
        out
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum DivKind {
    FloorDiv,
    FloorMod,
    TruncDiv,
    TruncMod,
}

struct DivApplier;

impl DivApplier {
    /// `(c * L1 + R) // c` is `L1 + R // c` and `(c * L1 + R) % c` is `R % c`
    /// (floor semantics; the truncating forms only when the dividend and `R`
    /// are non-negative, where they agree with floor).
    /// `value` bounds the division's value.
    #[allow(clippy::too_many_arguments)]
    fn build(
        eg: &mut ArithEGraph,
        kind: DivKind,
        a: Id,
        b: Id,
        c: i64,
        l: &Lin,
        ty: DataType,
        value: Interval,
    ) -> Option<Id> {
        let (l1, r): (Terms, Terms) = l.terms.iter().partition(|t| t.1 % c == 0);
        let (q, rem) = (l.constant.div_euclid(c), l.constant.rem_euclid(c));
        if l1.is_empty() && q == 0 {
            // Already canonical: nothing to split off.
            let n = match kind {
                DivKind::FloorDiv => Lang::FloorDiv([a, b]),
                DivKind::FloorMod => Lang::FloorMod([a, b]),
                DivKind::TruncDiv => Lang::TruncDiv([a, b]),
                DivKind::TruncMod => Lang::TruncMod([a, b]),
            };
            eg.analysis.canonical.push(n);
            return None;
        }
        let trunc = matches!(kind, DivKind::TruncDiv | DivKind::TruncMod);
        if r.is_empty() && rem == 0 {
            // Exact division: the same for floor and truncation.
            let quotient = Lin {
                terms: l1.iter().map(|(id, k)| (*id, k / c)).collect(),
                constant: q,
            };
            return match kind {
                DivKind::FloorMod | DivKind::TruncMod => add_const(eg, 0, ty),
                // The quotient of a value by c > 1 fits.
                DivKind::FloorDiv | DivKind::TruncDiv => {
                    let total = eg[a].data.defined_range().floordiv(&Interval::point(c));
                    build_sum(eg, &quotient, ty, Some(total))
                }
            };
        }
        if trunc && eg[a].data.range.lo < 0 {
            return None;
        }
        let rest = Lin {
            terms: r,
            constant: rem,
        };
        let rid = build_sum(eg, &rest, ty, None)?;
        if trunc && eg[rid].data.range.lo < 0 {
            return None;
        }
        let cid = add_const(eg, c, ty)?;
        let div = |eg: &mut ArithEGraph, n: fn([Id; 2]) -> Lang| add_canonical(eg, n([rid, cid]));
        Some(match kind {
            DivKind::FloorMod => div(eg, Lang::FloorMod),
            DivKind::TruncMod => div(eg, Lang::TruncMod),
            DivKind::FloorDiv | DivKind::TruncDiv => {
                let quotient = Lin {
                    terms: l1.iter().map(|(id, k)| (*id, k / c)).collect(),
                    constant: q,
                };
                let d = if kind == DivKind::FloorDiv {
                    div(eg, Lang::FloorDiv)
                } else {
                    div(eg, Lang::TruncDiv)
                };
                // TVM's order: the quotient's terms, then the division,
                // then the constant (`x * 2 + y // 2`, `x // 2 + 2`); the
                // canonical form orders the sum like any other.
                if quotient.terms.is_empty() || eg.analysis.form == SumForm::Canonical {
                    let total = Lin::atom(eg.find(d)).add(&quotient)?;
                    build_sum(eg, &total, ty, Some(value))?
                } else {
                    let terms = Lin {
                        terms: quotient.terms.clone(),
                        constant: 0,
                    };
                    let qid = build_sum(eg, &terms, ty, None)?;
                    // `T.Div` of two operands keeps the dividend's order
                    // (TVM's two-operand truncdiv rules: `T.Div(y + x * 4,
                    // 2)` is `T.Div(y, 2) + x * 2`); its three-operand rules
                    // write the quotient first (`T.Div(y + x * 6 + z, 2)` is
                    // `x * 3 + T.Div(y + z, 2)`).
                    let two_operands = rest.terms.len() == 1 && rest.constant == 0;
                    let sum = if kind == DivKind::TruncDiv
                        && two_operands
                        && eg[rid].data.order < eg[qid].data.order
                    {
                        Lang::Add([d, qid])
                    } else {
                        Lang::Add([qid, d])
                    };
                    let mut acc = if quotient.constant == 0 {
                        add_canonical(eg, sum)
                    } else {
                        add_fitting(eg, sum, ty)?
                    };
                    // TVM's floordiv rules and its three-operand truncdiv
                    // rules keep the quotient first even where a
                    // re-canonicalised sum would list the division first
                    // (floordiv: not for an input TVM divides with its
                    // truncdiv rules).
                    let quotient_first = match kind {
                        DivKind::FloorDiv => eg.analysis.floor_input,
                        _ => !two_operands,
                    };
                    if quotient_first {
                        eg.analysis.preferred.push(Lang::Add([qid, d]));
                    }
                    if quotient.constant != 0 {
                        let k = add_const(eg, quotient.constant, ty)?;
                        acc = add_canonical(eg, Lang::Add([acc, k]));
                    }
                    acc
                }
            }
        })
    }
}

impl DivApplier {
    /// `(k * b + R) // b` is `k + R // b` and `(k * b + R) % b` is `R % b`
    /// for a divisor class `b` that is a term of the dividend (floor
    /// semantics; truncating forms only when everything is non-negative).
    fn build_by_term(
        eg: &mut ArithEGraph,
        kind: DivKind,
        a: Id,
        b: Id,
        l: &Lin,
        ty: DataType,
        value: Interval,
    ) -> Option<Id> {
        let b = eg.find(b);
        let k = l.terms.iter().find(|t| t.0 == b)?.1;
        let trunc = matches!(kind, DivKind::TruncDiv | DivKind::TruncMod);
        if trunc && (eg[a].data.range.lo < 0 || eg[b].data.range.lo < 0) {
            return None;
        }
        let rest = Lin {
            terms: l.terms.iter().filter(|t| t.0 != b).copied().collect(),
            constant: l.constant,
        };
        let rid = build_sum(eg, &rest, ty, None)?;
        if trunc && eg[rid].data.range.lo < 0 {
            return None;
        }
        // `rid // b` overflows only for `tmin // -1`.
        let (br, rr) = (eg[b].data.range, eg[rid].data.range);
        let tmin = ty.int_range().map_or(i128::MIN, |r| r.0);
        if eg.analysis.exact
            && matches!(kind, DivKind::FloorDiv | DivKind::TruncDiv)
            && !(br.lo >= 0 || br.hi < -1 || (rr.lo != NEG_INF && rr.lo as i128 > tmin))
        {
            return None;
        }
        let div = |eg: &mut ArithEGraph, n: fn([Id; 2]) -> Lang| add_canonical(eg, n([rid, b]));
        Some(match kind {
            DivKind::FloorMod => div(eg, Lang::FloorMod),
            DivKind::TruncMod => div(eg, Lang::TruncMod),
            DivKind::FloorDiv | DivKind::TruncDiv => {
                let d = if kind == DivKind::FloorDiv {
                    div(eg, Lang::FloorDiv)
                } else {
                    div(eg, Lang::TruncDiv)
                };
                let total = Lin::atom(eg.find(d)).add(&Lin::constant(k))?;
                build_sum(eg, &total, ty, Some(value))?
            }
        })
    }
}

impl DivApplier {
    /// The rewrite of one matched class (run by `applier::Builtin`).
    pub(crate) fn rewrite(eg: &mut ArithEGraph, eclass: Id, rule: Symbol) -> Vec<Id> {
        let divs: Vec<(DivKind, Id, Id)> = eg[eclass]
            .nodes
            .iter()
            .filter_map(|n| match n {
                Lang::FloorDiv([a, b]) => Some((DivKind::FloorDiv, *a, *b)),
                Lang::FloorMod([a, b]) => Some((DivKind::FloorMod, *a, *b)),
                Lang::TruncDiv([a, b]) => Some((DivKind::TruncDiv, *a, *b)),
                Lang::TruncMod([a, b]) => Some((DivKind::TruncMod, *a, *b)),
                _ => None,
            })
            .collect();
        let mut out = Vec::new();
        for (kind, a, b) in divs {
            let Some(ty) = rewritable_type(eg, a) else {
                continue;
            };
            let Some(c) = eg[b].data.constant() else {
                for l in lin_alternatives(eg, a) {
                    let value = eg[eclass].data.defined_range();
                    if let Some(id) = Self::build_by_term(eg, kind, a, b, &l, ty, value) {
                        add_result(eg, eclass, id, ty, rule, &mut out);
                    }
                }
                continue;
            };
            if c <= 1 {
                continue;
            }
            let mut alts = lin_alternatives(eg, a);
            if let Some(bl) = best_lin(eg, a)
                && !alts.contains(&bl)
            {
                alts.push(bl);
            }
            for l in alts {
                let value = eg[eclass].data.defined_range();
                if let Some(id) = Self::build(eg, kind, a, b, c, &l, ty, value) {
                    add_result(eg, eclass, id, ty, rule, &mut out);
                }
            }
        }
        out
    }
}

fn has_division(eg: &ArithEGraph, id: Id) -> bool {
    eg[id].data.constant().is_none()
        && eg[id].nodes.iter().any(|n| match n {
            Lang::FloorDiv([a, b])
            | Lang::FloorMod([a, b])
            | Lang::TruncDiv([a, b])
            | Lang::TruncMod([a, b]) => {
                eg[*b].data.constant().is_none_or(|c| c > 1) && eg[*a].data.lin.is_some()
            }
            _ => false,
        })
}

fn has_sum_form(eg: &ArithEGraph, id: Id) -> bool {
    eg[id].data.lin.is_some() && eg[id].data.constant().is_none()
}

fn has_comparison(eg: &ArithEGraph, id: Id) -> bool {
    eg[id].nodes.iter().any(|n| comparison(n).is_some()) && eg[id].data.constant().is_none()
}

/// The built-in appliers a rule file can name (`NAME: LHS => @APPLIER`, see
/// [`rules`](super::rules)): `linear_sum`, `linear_compare` and `linear_div`
/// (the rewrites described at the top of this module; `rules/linear.rules`
/// names them `linear-sum`, `linear-compare` and `linear-div`).
pub const BUILTIN_APPLIERS: [&str; 6] = [
    "linear_sum",
    "linear_compare",
    "linear_div",
    "product_div",
    "minmax_diff",
    "minmax_select",
];

/// The rewrite of the applier rule `name: OPS => @applier`: it offers the
/// e-classes holding a node of one of `ops` (operators; their children are
/// ignored) to the applier, which checks its own precondition on the class.
/// `None` for an applier not in [`BUILTIN_APPLIERS`].
pub fn applier_rewrite(
    applier: &str,
    name: &str,
    ops: Vec<Lang>,
) -> Option<Result<Rewrite<Lang, ArithAnalysis>, String>> {
    let (want, rewrite): (fn(&ArithEGraph, Id) -> bool, ClassRewrite) = match applier {
        "linear_sum" => (has_sum_form, SumApplier::rewrite),
        "linear_compare" => (has_comparison, CompareApplier::rewrite),
        "linear_div" => (has_division, DivApplier::rewrite),
        "product_div" => (
            super::product::has_product_division,
            super::product::DivApplier::rewrite,
        ),
        "minmax_diff" => (
            super::minmax::has_minmax_diff,
            super::minmax::DiffApplier::rewrite,
        ),
        "minmax_select" => (
            super::bound::has_minmax_choice,
            super::bound::SelectApplier::rewrite,
        ),
        _ => return None,
    };
    Some(Rewrite::new(name, ByOps { ops, want }, Builtin(rewrite)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combine_and_scale() {
        let (a, b) = (Id::from(1usize), Id::from(2usize));
        let x = Lin::atom(a)
            .add(&Lin::atom(b))
            .unwrap()
            .add(&Lin::constant(3))
            .unwrap();
        let y = x.sub(&Lin::atom(a)).unwrap();
        assert_eq!(
            y,
            Lin {
                terms: vec![(b, 1)],
                constant: 3
            }
        );
        assert_eq!(
            y.scale(-2).unwrap(),
            Lin {
                terms: vec![(b, -2)],
                constant: -6
            }
        );
        assert_eq!(x.sub(&x).unwrap(), Lin::constant(0));
        assert!(Lin::constant(i64::MAX).add(&Lin::constant(1)).is_none());
    }
}
