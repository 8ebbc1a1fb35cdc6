//! `@product_div`: quotients and remainders of products.
//!
//! A class built from `*` has a *monomial* form `c * a1 * ... * an`: a
//! constant coefficient times atoms (other classes) in evaluation order. For
//! `P // Q`, `P % Q`, `T.Div(P, Q)` and `T.truncmod(P, Q)` with monomials
//! `P = k * P'` and `Q = k * Q'`, where `k` is the common part (the gcd of
//! the coefficients times the atoms both share):
//!
//! * `P // Q` is `P' // Q'` (the same rational number; `P'` when `Q' = 1`),
//!   and likewise for `T.Div`;
//! * `P % Q` is `(P' % Q') * k` (`0` when `Q' = 1`), and likewise for
//!   `T.truncmod`: `k * P' - k * Q' * q` for the same quotient `q`.
//!
//! `x * 2 * x * y // (4 * x * x * x)` gets `y // (x * 2)`,
//! `y * x * 32 * x * z % (x * y)` gets `0`.
//!
//! Every value built is defined wherever the input is (the criterion of
//! `notes/integer-semantics.md`): the divisor `Q` is not 0 there, so none of
//! its atoms is 0, and any product of some of its atoms and a divisor of its
//! coefficient is at most `|Q|` in magnitude; `|P'| <= |P|`; `|P' % Q'| <
//! |Q'|`, so `|(P' % Q') * k| < |Q|`. The partial products of `P'` are built
//! only when the atoms after them are provably non-zero (then they are at
//! most `|P|`) or they provably fit ([`node_fits`]).

use egg::{Id, Symbol};

use super::BuiltinApplier;
use super::guard::{add_const, add_result, rewritable_type};
use crate::analysis::ArithEGraph;
use crate::lang::Lang;
use crate::linear::node_fits;
use crate::modset::gcd;
use tirsat_ir::DataType;

/// Most atoms of a monomial.
const MAX_ATOMS: usize = 8;

/// `coeff * atoms[0] * ... * atoms[n-1]`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Mono {
    coeff: i64,
    atoms: Vec<Id>,
}

/// The multiplication node of class `id` to read a monomial from: one whose
/// left operand holds the earlier leaves (the input's order), else any.
fn mul_node(eg: &ArithEGraph, id: Id) -> Option<(Id, Id)> {
    let mut first = None;
    for n in &eg[id].nodes {
        if let Lang::Mul([a, b]) = n {
            if eg[*a].data.order <= eg[*b].data.order {
                return Some((*a, *b));
            }
            first.get_or_insert((*a, *b));
        }
    }
    first
}

/// The monomial of class `id` (of type `ty`), `depth` levels of `*` deep.
fn mono_of(eg: &ArithEGraph, id: Id, ty: DataType, depth: usize) -> Option<Mono> {
    let id = eg.find(id);
    let d = &eg[id].data;
    if d.ty != Some(ty) {
        return None;
    }
    if let Some(v) = d.constant() {
        return Some(Mono {
            coeff: v,
            atoms: Vec::new(),
        });
    }
    if depth > 0
        && let Some((a, b)) = mul_node(eg, id)
    {
        let x = mono_of(eg, a, ty, depth - 1)?;
        let y = mono_of(eg, b, ty, depth - 1)?;
        let mut atoms = x.atoms;
        atoms.extend(y.atoms);
        if atoms.len() > MAX_ATOMS {
            return None;
        }
        return Some(Mono {
            coeff: x.coeff.checked_mul(y.coeff)?,
            atoms,
        });
    }
    Some(Mono {
        coeff: 1,
        atoms: vec![id],
    })
}

/// Splits `atoms` by the multiset `other`: the atoms `other` also holds
/// (with multiplicity, first occurrences first) and the rest, both in the
/// order of `atoms`.
fn split_atoms(atoms: &[Id], other: &[Id]) -> (Vec<Id>, Vec<Id>) {
    let mut left: Vec<Id> = other.to_vec();
    let (mut shared, mut rest) = (Vec::new(), Vec::new());
    for a in atoms {
        if let Some(i) = left.iter().position(|c| c == a) {
            left.remove(i);
            shared.push(*a);
        } else {
            rest.push(*a);
        }
    }
    (shared, rest)
}

fn nonzero(eg: &ArithEGraph, id: Id) -> bool {
    let d = &eg[id].data;
    d.range.excludes_zero() || d.modset.excludes(0)
}

/// Builds `m` as `a1 * ... * an * coeff`. `safe` says the partial products
/// are known to fit (the atoms are factors of a non-zero divisor); else a
/// partial product is built when the atoms after it are non-zero or it
/// provably fits. The whole product is known to fit.
fn build(eg: &mut ArithEGraph, m: &Mono, ty: DataType, safe: bool) -> Option<Id> {
    if m.atoms.is_empty() {
        return add_const(eg, m.coeff, ty);
    }
    let mut acc = m.atoms[0];
    let n = m.atoms.len();
    for i in 1..n {
        let node = Lang::Mul([acc, m.atoms[i]]);
        let last = i == n - 1 && m.coeff == 1;
        let rest_nonzero = m.atoms[i + 1..].iter().all(|a| nonzero(eg, *a));
        if !(safe || last || rest_nonzero || node_fits(eg, &node, ty)) {
            return None;
        }
        acc = eg.add(node);
    }
    if m.coeff != 1 {
        let c = add_const(eg, m.coeff, ty)?;
        acc = eg.add(Lang::Mul([acc, c]));
    }
    Some(acc)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    FloorDiv,
    FloorMod,
    TruncDiv,
    TruncMod,
}

fn division(n: &Lang) -> Option<(Kind, Id, Id)> {
    Some(match n {
        Lang::FloorDiv([a, b]) => (Kind::FloorDiv, *a, *b),
        Lang::FloorMod([a, b]) => (Kind::FloorMod, *a, *b),
        Lang::TruncDiv([a, b]) => (Kind::TruncDiv, *a, *b),
        Lang::TruncMod([a, b]) => (Kind::TruncMod, *a, *b),
        _ => None?,
    })
}

/// The reduced form of `P op Q` (see the module documentation).
fn reduce(eg: &mut ArithEGraph, kind: Kind, p: Id, q: Id, ty: DataType) -> Option<Id> {
    let mp = mono_of(eg, p, ty, 6)?;
    let mq = mono_of(eg, q, ty, 6)?;
    if mp.coeff == 0 || mq.coeff == 0 || mq.atoms.is_empty() && mp.atoms.is_empty() {
        return None;
    }
    let (common, q_rest) = split_atoms(&mq.atoms, &mp.atoms);
    let g = i64::try_from(gcd(mp.coeff as i128, mq.coeff as i128).abs()).ok()?;
    if common.is_empty() && g <= 1 {
        return None;
    }
    let p2 = Mono {
        coeff: mp.coeff / g,
        atoms: split_atoms(&mp.atoms, &common).1,
    };
    let q2 = Mono {
        coeff: mq.coeff / g,
        atoms: q_rest,
    };
    let unit = q2.atoms.is_empty() && q2.coeff == 1;
    match kind {
        Kind::FloorMod | Kind::TruncMod if unit || q2.atoms.is_empty() && q2.coeff == -1 => {
            add_const(eg, 0, ty)
        }
        Kind::FloorDiv | Kind::TruncDiv if unit => build(eg, &p2, ty, false),
        Kind::FloorDiv | Kind::TruncDiv => {
            let a = build(eg, &p2, ty, false)?;
            let b = build(eg, &q2, ty, true)?;
            Some(eg.add(if kind == Kind::FloorDiv {
                Lang::FloorDiv([a, b])
            } else {
                Lang::TruncDiv([a, b])
            }))
        }
        Kind::FloorMod | Kind::TruncMod => {
            let a = build(eg, &p2, ty, false)?;
            let b = build(eg, &q2, ty, true)?;
            let r = eg.add(if kind == Kind::FloorMod {
                Lang::FloorMod([a, b])
            } else {
                Lang::TruncMod([a, b])
            });
            let k = Mono {
                coeff: g,
                atoms: common,
            };
            let k = build(eg, &k, ty, true)?;
            Some(eg.add(Lang::Mul([r, k])))
        }
    }
}

/// The `@product_div` applier.
pub(crate) struct ProductDiv;

impl BuiltinApplier for ProductDiv {
    const NAME: &'static str = "product_div";

    /// A division or remainder (of any divisor: the products decide).
    fn wants(eg: &ArithEGraph, id: Id) -> bool {
        eg[id].nodes.iter().any(|n| division(n).is_some())
    }

    fn rewrite(eg: &mut ArithEGraph, eclass: Id, rule: Symbol) -> Vec<Id> {
        let Some(ty) = rewritable_type(eg, eclass) else {
            return Vec::new();
        };
        let divs: Vec<(Kind, Id, Id)> = eg[eclass].nodes.iter().filter_map(division).collect();
        let mut out = Vec::new();
        for (kind, p, q) in divs {
            if let Some(id) = reduce(eg, kind, p, q, ty) {
                add_result(eg, eclass, id, ty, rule, &mut out);
            }
        }
        out
    }
}
