//! Linear forms: sums `c1 * a1 + ... + cn * an + k` over e-classes, and the
//! builders that write them back as terms.
//!
//! Full associativity/commutativity of `+` makes an e-graph explode
//! (every bracketing and order of every sub-sum). Instead, the analysis keeps
//! for every class built from `+`, `-`, multiplication by a constant and
//! constants a [`Lin`]: the sum of its atoms (other classes, by id) with
//! integer coefficients, like TVM's canonical `SumExpr`. The appliers
//! `@linear_sum`, `@linear_compare` and `@linear_div` ([`crate::appliers`])
//! turn it into terms with the builders here (`build_sum`: every
//! intermediate node provably fits its type, [`node_fits`]).
//!
//! Each applier looks at a few alternative forms of a class (its nodes'
//! forms, built from the children's forms) and keeps the simplest. All are
//! exact over the integers (no overflow), so they are sound.

use egg::Id;
use smallvec::SmallVec;

use super::analysis::{ArithEGraph, interval_fits, make_data};
use super::appliers::guard::add_const;
use super::cost::SumForm;
use super::interval::{Interval, NEG_INF, POS_INF};
use super::lang::{Const, Lang};
use super::modset::gcd;
use tirsat_ir::DataType;
use tirsat_ir::linear::LinearForm;

/// Largest number of atoms a linear form may have.
pub const MAX_TERMS: usize = 12;

/// Terms of a linear form: (atom class, coefficient), inline up to
/// [`tirsat_ir::linear::INLINE_TERMS`].
pub type Terms = tirsat_ir::linear::Terms<Id, i64>;

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
        self.sum_scaled(o, 1).filter(|l| l.terms.len() <= MAX_TERMS)
    }
    fn sub(&self, o: &Lin) -> Option<Lin> {
        self.sum_scaled(o, -1)
            .filter(|l| l.terms.len() <= MAX_TERMS)
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

/// Alternative linear forms of a class, simplest first: inline up to 2 (a
/// child's at the deepest level is one, most classes have 1-2).
pub type Alternatives = SmallVec<[Lin; 2]>;

/// Alternatives already computed during one look at an unchanged e-graph,
/// by (canonical class, depth): sibling nodes often share children (`x * 4`
/// and `4 * x`), whose alternatives are then computed once.
type Memo = Vec<(Id, usize, Alternatives)>;

/// The index in `memo` of the alternatives of class `id` at `depth`,
/// computed on first use.
fn memo_index(eg: &ArithEGraph, id: Id, depth: usize, memo: &mut Memo) -> usize {
    let id = eg.find(id);
    if let Some(i) = memo.iter().position(|(m, d, _)| *m == id && *d == depth) {
        return i;
    }
    let alts = alternatives_at(eg, id, depth, memo);
    memo.push((id, depth, alts));
    memo.len() - 1
}

/// Linear forms of the sum-like node `n`, combining up to a few alternatives
/// of each child (`depth` levels deep).
fn node_alternatives(
    eg: &ArithEGraph,
    n: &Lang,
    depth: usize,
    out: &mut Alternatives,
    memo: &mut Memo,
) {
    let push = |out: &mut Alternatives, l: Lin| {
        if out.len() < MAX_ALTERNATIVES * 4 && !out.contains(&l) {
            out.push(l);
        }
    };
    match n {
        Lang::Add([a, b]) | Lang::Sub([a, b]) => {
            let ia = memo_index(eg, *a, depth, memo);
            let ib = memo_index(eg, *b, depth, memo);
            let (la, lb) = (&memo[ia].2, &memo[ib].2);
            for x in la {
                for y in lb {
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
            let ix = memo_index(eg, x, depth, memo);
            for l in &memo[ix].2 {
                if let Some(r) = l.clone().scale(c) {
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
fn alternatives_at(eg: &ArithEGraph, id: Id, depth: usize, memo: &mut Memo) -> Alternatives {
    let id = eg.find(id);
    let mut out = Alternatives::new();
    out.push(lin_of(eg, id));
    if depth == 0 || eg[id].data.constant().is_some() {
        return out;
    }
    for n in &eg[id].nodes {
        node_alternatives(eg, n, depth - 1, &mut out, memo);
    }
    out.sort_by(|a, b| a.rank().cmp(&b.rank()));
    out.dedup();
    out.truncate(MAX_ALTERNATIVES);
    out
}

/// Linear forms of class `id`: its analysis form (or itself as an atom) and
/// the forms of its sum-like nodes, built from their children's forms.
pub fn lin_alternatives(eg: &ArithEGraph, id: Id) -> Alternatives {
    alternatives_at(eg, id, ALTERNATIVE_DEPTH, &mut Memo::new())
}

/// The simplest linear form of class `id` among its alternatives (`None`
/// when it has no sum-like node).
pub fn best_lin(eg: &ArithEGraph, id: Id) -> Option<Lin> {
    let id = eg.find(id);
    eg[id].data.lin.as_ref()?;
    let mut out = Alternatives::new();
    let mut memo = Memo::new();
    for n in &eg[id].nodes {
        node_alternatives(eg, n, ALTERNATIVE_DEPTH, &mut out, &mut memo);
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
pub(crate) fn add_canonical(eg: &mut ArithEGraph, n: Lang) -> Id {
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
pub(crate) fn add_fitting(eg: &mut ArithEGraph, n: Lang, ty: DataType) -> Option<Id> {
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
pub(crate) fn build_sum(
    eg: &mut ArithEGraph,
    l: &Lin,
    ty: DataType,
    total: Option<Interval>,
) -> Option<Id> {
    let canonical = eg.analysis.form == SumForm::Canonical;
    let ordered = |eg: &ArithEGraph, mut v: Terms| {
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
pub(crate) fn prefer_root(eg: &mut ArithEGraph, id: Id, before: usize) {
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
pub(crate) fn build_factored(
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
                terms: [(b, 1)].into_iter().collect(),
                constant: 3
            }
        );
        assert_eq!(
            y.scale(-2).unwrap(),
            Lin {
                terms: [(b, -2)].into_iter().collect(),
                constant: -6
            }
        );
        assert_eq!(x.sub(&x).unwrap(), Lin::constant(0));
        assert!(Lin::constant(i64::MAX).add(&Lin::constant(1)).is_none());
    }
}
