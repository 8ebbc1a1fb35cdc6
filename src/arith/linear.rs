//! Linear forms: sums `c1 * a1 + ... + cn * an + k` over e-classes, and the
//! two built-in rewrites that use them.
//!
//! Full associativity/commutativity of `+` makes an e-graph explode
//! (every bracketing and order of every sub-sum). Instead, the analysis keeps
//! for every class built from `+`, `-`, multiplication by a constant and
//! constants a [`Lin`]: the sum of its atoms (other classes, by id) with
//! integer coefficients, like TVM's canonical `SumExpr`. Two rewrites turn it
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
//! Both are exact over the integers (no overflow), so they are sound.

use std::borrow::Cow;

use egg::{
    Applier, Id, Language, PatternAst, Rewrite, SearchMatches, Searcher, Subst, Symbol, Var,
};

use super::analysis::{ArithAnalysis, ArithEGraph};
use super::lang::{Const, Lang};
use super::modset::gcd;
use crate::ir::DataType;

/// Largest number of atoms a linear form may have.
pub const MAX_TERMS: usize = 12;

/// `sum(coeff * atom) + konst`, atoms sorted by id, no zero coefficients.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lin {
    pub terms: Vec<(Id, i64)>,
    pub konst: i64,
}

impl Lin {
    /// `1 * id`.
    pub fn atom(id: Id) -> Lin {
        Lin {
            terms: vec![(id, 1)],
            konst: 0,
        }
    }
    /// The constant `k`.
    pub fn constant(k: i64) -> Lin {
        Lin {
            terms: Vec::new(),
            konst: k,
        }
    }
    fn combine(&self, o: &Lin, sign: i64) -> Option<Lin> {
        let mut terms: Vec<(Id, i64)> = Vec::with_capacity(self.terms.len() + o.terms.len());
        let (mut i, mut j) = (0, 0);
        while i < self.terms.len() || j < o.terms.len() {
            let a = self.terms.get(i);
            let b = o.terms.get(j);
            match (a, b) {
                (Some(x), Some(y)) if x.0 == y.0 => {
                    let c = x.1.checked_add(y.1.checked_mul(sign)?)?;
                    if c != 0 {
                        terms.push((x.0, c));
                    }
                    i += 1;
                    j += 1;
                }
                (Some(x), Some(y)) if x.0 < y.0 => {
                    terms.push(*x);
                    i += 1;
                }
                (Some(x), None) => {
                    terms.push(*x);
                    i += 1;
                }
                (_, Some(y)) => {
                    terms.push((y.0, y.1.checked_mul(sign)?));
                    j += 1;
                }
                (None, None) => break,
            }
        }
        if terms.len() > MAX_TERMS {
            return None;
        }
        let konst = self.konst.checked_add(o.konst.checked_mul(sign)?)?;
        Some(Lin { terms, konst })
    }
    /// `self + o` (`None` on overflow or too many terms).
    pub fn add(&self, o: &Lin) -> Option<Lin> {
        self.combine(o, 1)
    }
    /// `self - o`.
    pub fn sub(&self, o: &Lin) -> Option<Lin> {
        self.combine(o, -1)
    }
    /// `self * c`.
    pub fn scale(&self, c: i64) -> Option<Lin> {
        if c == 0 {
            return Some(Lin::constant(0));
        }
        let terms = self
            .terms
            .iter()
            .map(|(id, k)| Some((*id, k.checked_mul(c)?)))
            .collect::<Option<Vec<_>>>()?;
        Some(Lin {
            terms,
            konst: self.konst.checked_mul(c)?,
        })
    }
    /// Ranking for merges: fewer atoms first.
    pub fn rank(&self) -> (usize, bool, &Lin) {
        (self.terms.len(), self.konst != 0, self)
    }
}

/// The linear form of class `id`: its analysis form, or the class as an atom.
pub fn lin_of(eg: &ArithEGraph, id: Id) -> Lin {
    let id = eg.find(id);
    match &eg[id].data.lin {
        Some(l) => l.clone(),
        None => Lin::atom(id),
    }
}

/// The linear form of a new node (`None` when it is not a sum-like node).
pub fn make_lin(eg: &ArithEGraph, n: &Lang) -> Option<Lin> {
    match n {
        Lang::Const(c) => Some(Lin::constant(c.value)),
        Lang::Add([a, b]) => lin_of(eg, *a).add(&lin_of(eg, *b)),
        Lang::Sub([a, b]) => lin_of(eg, *a).sub(&lin_of(eg, *b)),
        Lang::Mul([a, b]) => match (eg[*a].data.konst(), eg[*b].data.konst()) {
            (_, Some(c)) => lin_of(eg, *a).scale(c),
            (Some(c), None) => lin_of(eg, *b).scale(c),
            _ => None,
        },
        _ => None,
    }
}

fn konst(eg: &mut ArithEGraph, v: i64, ty: DataType) -> Option<Id> {
    Const::fits(v as i128, ty).then(|| eg.add(Lang::Const(Const::new(v, ty))))
}

/// Adds a node of a canonical form and records it for the extractor.
fn add_canonical(eg: &mut ArithEGraph, n: Lang) -> Id {
    eg.analysis.canonical.push(n.clone());
    eg.add(n)
}

/// Builds `sum` in TVM's order; `None` if a constant does not fit `ty`.
fn build_sum(eg: &mut ArithEGraph, l: &Lin, ty: DataType) -> Option<Id> {
    let term = |eg: &mut ArithEGraph, id: Id, c: i64| -> Option<Id> {
        if c == 1 {
            Some(id)
        } else {
            let k = konst(eg, c, ty)?;
            Some(add_canonical(eg, Lang::Mul([id, k])))
        }
    };
    let pos: Vec<(Id, i64)> = l.terms.iter().filter(|t| t.1 > 0).copied().collect();
    let neg: Vec<(Id, i64)> = l.terms.iter().filter(|t| t.1 < 0).copied().collect();
    let mut acc: Option<Id> = None;
    for (id, c) in pos {
        let t = term(eg, id, c)?;
        acc = Some(match acc {
            None => t,
            Some(a) => add_canonical(eg, Lang::Add([a, t])),
        });
    }
    let mut k_used = false;
    let mut acc = match acc {
        Some(a) if l.konst > 0 => {
            k_used = true;
            let k = konst(eg, l.konst, ty)?;
            add_canonical(eg, Lang::Add([a, k]))
        }
        Some(a) => a,
        None => {
            k_used = true;
            konst(eg, l.konst, ty)?
        }
    };
    for (id, c) in neg {
        let t = term(eg, id, c.checked_neg()?)?;
        acc = add_canonical(eg, Lang::Sub([acc, t]));
    }
    if !k_used && l.konst < 0 {
        let k = konst(eg, l.konst, ty)?;
        acc = add_canonical(eg, Lang::Add([acc, k]));
    }
    Some(acc)
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

fn union(eg: &mut ArithEGraph, a: Id, b: Id, why: &str) -> Vec<Id> {
    if std::env::var("TIRSAT_DEBUG_UNION").is_ok()
        && eg[a].data.facts.meet(&eg[b].data.facts).is_none()
    {
        eprintln!(
            "CONFLICT {why}: {:?} vs {:?} lin {:?}",
            eg[a].data.facts, eg[b].data.facts, eg[a].data.lin
        );
    }
    let changed = if eg.are_explanations_enabled() {
        eg.union_trusted(a, b, why)
    } else {
        eg.union(a, b)
    };
    if changed { vec![b] } else { Vec::new() }
}

struct SumApplier;

impl Applier<Lang, ArithAnalysis> for SumApplier {
    fn apply_one(
        &self,
        eg: &mut ArithEGraph,
        eclass: Id,
        _s: &Subst,
        _a: Option<&PatternAst<Lang>>,
        _r: Symbol,
    ) -> Vec<Id> {
        let (Some(l), Some(ty)) = (eg[eclass].data.lin.clone(), eg[eclass].data.ty) else {
            return Vec::new();
        };
        if !ty.is_integer_like() || ty.is_bool() || eg[eclass].data.konst().is_some() {
            return Vec::new();
        }
        match build_sum(eg, &l, ty) {
            Some(id) if eg[id].data.ty == Some(ty) => union(eg, eclass, id, "linear-sum"),
            _ => Vec::new(),
        }
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
    /// Canonical form of `d OP 0`.
    fn build(eg: &mut ArithEGraph, kind: CmpKind, d: &Lin, ty: DataType) -> Option<Id> {
        // a <= b is a - b - 1 < 0.
        let (kind, d) = match kind {
            CmpKind::Le => (
                CmpKind::Lt,
                Lin {
                    terms: d.terms.clone(),
                    konst: d.konst.checked_sub(1)?,
                },
            ),
            k => (k, d.clone()),
        };
        if d.terms.is_empty() {
            return None;
        }
        let g = d.terms.iter().fold(0i128, |g, t| gcd(g, t.1 as i128)) as i64;
        let mut d = d;
        if g > 1 {
            let k = match kind {
                CmpKind::Lt => d.konst.div_euclid(g),
                _ if d.konst % g != 0 => {
                    let v = (kind == CmpKind::Ne) as i64;
                    return konst(eg, v, DataType::bool());
                }
                _ => d.konst / g,
            };
            d = Lin {
                terms: d.terms.iter().map(|(id, c)| (*id, c / g)).collect(),
                konst: k,
            };
        }
        // Move negative terms to the right, the constant where it is positive.
        let pos = Lin {
            terms: d.terms.iter().filter(|t| t.1 > 0).copied().collect(),
            konst: d.konst.max(0),
        };
        let neg = Lin {
            terms: d
                .terms
                .iter()
                .filter(|t| t.1 < 0)
                .map(|(id, c)| (*id, -c))
                .collect(),
            konst: (-d.konst).max(0),
        };
        let (l, r) = match kind {
            // Prefer `x == c` with the variable side on the left.
            CmpKind::Eq | CmpKind::Ne if pos.terms.is_empty() => (neg, pos),
            _ => (pos, neg),
        };
        let lid = build_sum(eg, &l, ty)?;
        let rid = build_sum(eg, &r, ty)?;
        Some(add_canonical(
            eg,
            match kind {
                CmpKind::Lt | CmpKind::Le => Lang::Lt([lid, rid]),
                CmpKind::Eq => Lang::Eq([lid, rid]),
                CmpKind::Ne => Lang::Ne([lid, rid]),
            },
        ))
    }
}

impl Applier<Lang, ArithAnalysis> for CompareApplier {
    fn apply_one(
        &self,
        eg: &mut ArithEGraph,
        eclass: Id,
        _s: &Subst,
        _a: Option<&PatternAst<Lang>>,
        _r: Symbol,
    ) -> Vec<Id> {
        let cmps: Vec<(CmpKind, Id, Id)> = eg[eclass].nodes.iter().filter_map(comparison).collect();
        let mut out = Vec::new();
        for (kind, a, b) in cmps {
            let Some(ty) = eg[a].data.ty else { continue };
            if !ty.is_integer_like() || ty.is_bool() {
                continue;
            }
            let Some(d) = lin_of(eg, a).sub(&lin_of(eg, b)) else {
                continue;
            };
            if let Some(id) = Self::build(eg, kind, &d, ty) {
                if eg[id].data.ty == Some(DataType::bool()) {
                    out.extend(union(eg, eclass, id, "linear-compare"));
                }
            }
        }
        out
    }
}

fn has_sum_form(eg: &ArithEGraph, id: Id) -> bool {
    eg[id].data.lin.is_some() && eg[id].data.konst().is_none()
}

fn has_comparison(eg: &ArithEGraph, id: Id) -> bool {
    eg[id].nodes.iter().any(|n| comparison(n).is_some()) && eg[id].data.konst().is_none()
}

/// The built-in rewrites `linear-sum` and `linear-compare`.
pub fn linear_rewrites() -> Vec<Rewrite<Lang, ArithAnalysis>> {
    let z = Id::from(0usize);
    let sum = ByOps {
        ops: vec![Lang::Add([z, z]), Lang::Sub([z, z]), Lang::Mul([z, z])],
        want: has_sum_form,
    };
    let cmp = ByOps {
        ops: vec![
            Lang::Lt([z, z]),
            Lang::Le([z, z]),
            Lang::Eq([z, z]),
            Lang::Ne([z, z]),
        ],
        want: has_comparison,
    };
    let mut v = Vec::new();
    if let Ok(r) = Rewrite::new("linear-sum", sum, SumApplier) {
        v.push(r);
    }
    if let Ok(r) = Rewrite::new("linear-compare", cmp, CompareApplier) {
        v.push(r);
    }
    v
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
                konst: 3
            }
        );
        assert_eq!(
            y.scale(-2).unwrap(),
            Lin {
                terms: vec![(b, -2)],
                konst: -6
            }
        );
        assert_eq!(x.sub(&x).unwrap(), Lin::constant(0));
        assert!(Lin::constant(i64::MAX).add(&Lin::constant(1)).is_none());
    }
}
