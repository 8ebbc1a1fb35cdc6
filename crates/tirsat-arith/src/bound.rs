//! Bounds of linear forms sharper than their atoms' intervals (used by the
//! `@linear_compare` and `@minmax_select` appliers, `appliers/`).
//!
//! The interval of `sum(k * atom) + c` from each atom's interval forgets how
//! the atoms are related: `max((a + 1) // 32, 0) - max(a // 32, -1)`,
//! `x - x // 64 * 64` or `min(p, q) - min(p, q + 1)` get no useful bound.
//! [`lin_bound`] looks through three kinds of atoms, recursively (a few levels,
//! within a budget of steps):
//!
//! * **a pair of `max`es (or `min`s) with opposite coefficients**:
//!   `max(p, q) - max(r, s)` is `D` when `p - r` and `q - s` are the same
//!   linear form `D`, and otherwise lies between `min(p - r, q - s)` and
//!   `max(p - r, q - s)` (whichever operand each side takes; also for `min`,
//!   and for the pairing `p - s`, `q - r`);
//! * **one `min`/`max` atom**: the form with the atom replaced by each
//!   operand, the two bounds joined (the atom is one of them); where the
//!   coefficient's sign makes the atom at least (at most) both operands,
//!   the larger lower (smaller upper) bound;
//! * **floor quotients by positive constants**: `c * (x // c)` is
//!   `x - x % c` with `x % c` in `[0, c - 1]`, so `k * (x // c)` becomes
//!   `k * x / c` minus a bounded remainder (over the common multiple of the
//!   divisors, then rounded inward, the form being an integer): atoms of `x`
//!   may then cancel against the form's own (`x - x // 64 * 64` is in
//!   `[0, 63]`).
//!
//! Every bound holds for the values of the atoms, so the result is the
//! intersection of all of them with the plain interval. `linear-compare`
//! uses it to decide comparisons, `minmax-select` to replace a `min`/`max`
//! by the operand it provably equals.

use egg::Id;

use super::analysis::ArithEGraph;
use super::interval::{Interval, NEG_INF, POS_INF};
use super::lang::Lang;
use super::linear::{Lin, LinExt, lin_interval};
use super::modset::gcd;

/// Recursive steps one bound may take.
const BUDGET: usize = 48;
/// Nesting of the recursion.
const DEPTH: u32 = 4;
/// Largest common multiple of divisors substituted at once.
const MAX_SCALE: i128 = 1 << 24;

/// The `min`/`max` node of class `id`, as `(is_max, p, q)`.
fn minmax(eg: &ArithEGraph, id: Id) -> Option<(bool, Id, Id)> {
    eg[id].nodes.iter().find_map(|n| match n {
        Lang::Min([p, q]) => Some((false, *p, *q)),
        Lang::Max([p, q]) => Some((true, *p, *q)),
        _ => None,
    })
}

/// The floor quotient of class `id` by a positive constant, as `(x, c)`.
fn quotient(eg: &ArithEGraph, id: Id) -> Option<(Id, i64)> {
    eg[id].nodes.iter().find_map(|n| match n {
        Lang::FloorDiv([x, c]) => eg[*c].data.constant().filter(|c| *c > 0).map(|c| (*x, c)),
        _ => None,
    })
}

/// `l` over canonical class ids (a class's recorded form may name classes
/// merged since), like terms combined.
fn canon(eg: &ArithEGraph, l: &Lin) -> Option<Lin> {
    if l.terms.iter().all(|(a, _)| eg.find(*a) == *a) {
        return Some(l.clone());
    }
    l.terms
        .iter()
        .try_fold(Lin::constant(l.constant), |acc, (a, k)| {
            acc.add(&Lin::atom(eg.find(*a)).scale(*k)?)
        })
}

/// The linear form of class `id` over canonical ids.
pub(crate) fn lin_of(eg: &ArithEGraph, id: Id) -> Lin {
    let l = super::linear::lin_of(eg, id);
    canon(eg, &l).unwrap_or_else(|| Lin::atom(eg.find(id)))
}

/// True when `l` has an atom [`lin_bound`] can look through.
pub(crate) fn has_structure(eg: &ArithEGraph, l: &Lin) -> bool {
    l.terms
        .iter()
        .any(|(a, _)| minmax(eg, *a).is_some() || quotient(eg, *a).is_some())
}

/// Bounds of the value of `l` (see the module docs).
pub(crate) fn lin_bound(eg: &ArithEGraph, l: &Lin) -> Interval {
    let mut budget = BUDGET;
    match canon(eg, l) {
        Some(l) => bound(eg, &l, DEPTH, &mut budget),
        None => lin_interval(eg, l),
    }
}

/// `l` without the term of atom `a`, plus `k * m`.
fn replace(l: &Lin, a: Id, k: i64, m: &Lin) -> Option<Lin> {
    let rest = Lin {
        terms: l.terms.iter().filter(|t| t.0 != a).copied().collect(),
        constant: l.constant,
    };
    rest.add(&m.clone().scale(k)?)
}

fn bound(eg: &ArithEGraph, l: &Lin, depth: u32, budget: &mut usize) -> Interval {
    let plain = lin_interval(eg, l);
    if depth == 0 || *budget == 0 || l.terms.is_empty() || plain.as_point().is_some() {
        return plain;
    }
    *budget -= 1;
    let mut r = plain;
    let divs: Vec<(Id, i64, Id, i64)> = l
        .terms
        .iter()
        .filter_map(|&(a, k)| quotient(eg, a).map(|(x, c)| (a, k, x, c)))
        .collect();
    // All quotients at once, and each alone (whose dividend may cancel
    // against the other atoms while the others are kept).
    if let Some(q) = quotient_bound(eg, l, &divs, depth, budget) {
        r = r.meet(&q);
    }
    if divs.len() > 1 {
        for d in &divs {
            if let Some(q) = quotient_bound(eg, l, std::slice::from_ref(d), depth, budget) {
                r = r.meet(&q);
            }
        }
    }
    // A pair of max (min) atoms with opposite coefficients.
    'pairs: for (i, &(a, k)) in l.terms.iter().enumerate() {
        let Some((ma, p, q)) = minmax(eg, a) else {
            continue;
        };
        for &(b, kb) in &l.terms[i + 1..] {
            if kb != -k {
                continue;
            }
            let Some((_, r1, s1)) = minmax(eg, b).filter(|m| m.0 == ma) else {
                continue;
            };
            let rest = Lin {
                terms: l
                    .terms
                    .iter()
                    .filter(|t| t.0 != a && t.0 != b)
                    .copied()
                    .collect(),
                constant: l.constant,
            };
            // Both operands shift by the same form D: a - b is D exactly.
            let shift = |x: Id, y: Id| lin_of(eg, x).sub(&lin_of(eg, y));
            for (x1, y1, x2, y2) in [(p, r1, q, s1), (p, s1, q, r1)] {
                if let Some(dd) = shift(x1, y1).filter(|dd| Some(dd) == shift(x2, y2).as_ref())
                    && let Some(exact) = dd.scale(k).and_then(|x| rest.add(&x))
                {
                    r = r.meet(&bound(eg, &exact, depth - 1, budget));
                    break 'pairs;
                }
            }
            let diff = |x: Id, y: Id, budget: &mut usize| match lin_of(eg, x).sub(&lin_of(eg, y)) {
                Some(d) => bound(eg, &d, depth - 1, budget),
                None => Interval::top(),
            };
            // a - b, by both pairings of the operands.
            let mut d = diff(p, r1, budget).join(&diff(q, s1, budget));
            d = d.meet(&diff(p, s1, budget).join(&diff(q, r1, budget)));
            let rb = bound(eg, &rest, depth - 1, budget);
            r = r.meet(&rb.add(&d.mul(&Interval::point(k))));
            break 'pairs;
        }
    }
    // One min/max atom: each operand in its place.
    if let Some(&(a, k)) = l.terms.iter().find(|(a, _)| minmax(eg, *a).is_some())
        && let Some((is_max, p, q)) = minmax(eg, a)
        && let (Some(lp), Some(lq)) = (
            replace(l, a, k, &lin_of(eg, p)),
            replace(l, a, k, &lin_of(eg, q)),
        )
    {
        let (bp, bq) = (
            bound(eg, &lp, depth - 1, budget),
            bound(eg, &lq, depth - 1, budget),
        );
        let mut s = bp.join(&bq);
        // k * max(p, q) is at least k * p and k * q for k > 0 (and so on).
        if is_max == (k > 0) {
            s.lo = bp.lo.max(bq.lo);
        } else {
            s.hi = bp.hi.min(bq.hi);
            // On the other side, max(p, q) >= (p + q) / 2 >= min(p, q):
            // 2 * l with the atom as p + q bounds 2 * l from above.
            if let Some(avg) = l
                .clone()
                .scale(2)
                .and_then(|l2| replace(&l2, a, k, &lin_of(eg, p)))
                .and_then(|x| x.add(&lin_of(eg, q).scale(k)?))
            {
                let h = bound(eg, &avg, depth - 1, budget).hi;
                if h != POS_INF {
                    s.hi = s.hi.min(h.div_euclid(2));
                }
            }
        }
        r = r.meet(&s);
    }
    if r.is_empty() { plain } else { r }
}

/// The bound through the floor quotients `divs` of `l` (terms `(atom, k)`
/// with the atom `x // c`, as `(atom, k, x, c)`; `None` without any).
fn quotient_bound(
    eg: &ArithEGraph,
    l: &Lin,
    divs: &[(Id, i64, Id, i64)],
    depth: u32,
    budget: &mut usize,
) -> Option<Interval> {
    if divs.is_empty() {
        return None;
    }
    let mut scale: i128 = 1;
    for (_, _, _, c) in divs {
        scale = scale / gcd(scale, *c as i128) * *c as i128;
        if scale > MAX_SCALE {
            return None;
        }
    }
    let scale64 = i64::try_from(scale).ok()?;
    // scale * l, with each k * (x // c) as (scale / c) * k * (x - x % c).
    let mut form = Lin {
        terms: l
            .terms
            .iter()
            .filter(|t| !divs.iter().any(|d| d.0 == t.0))
            .copied()
            .collect(),
        constant: l.constant,
    }
    .scale(scale64)?;
    let mut rem = Interval::point(0);
    for (_, k, x, c) in divs {
        let m = (scale64 / c).checked_mul(*k)?;
        form = form.add(&lin_of(eg, *x).scale(m)?)?;
        // - m * (x % c), x % c in [0, c - 1].
        rem = rem.add(&Interval::new(0, c - 1).mul(&Interval::point(-m)));
    }
    let v = bound(eg, &form, depth - 1, budget).add(&rem);
    let lo = if v.lo == NEG_INF {
        NEG_INF
    } else {
        (v.lo as i128).div_euclid(scale) as i64 + ((v.lo as i128).rem_euclid(scale) != 0) as i64
    };
    let hi = if v.hi == POS_INF {
        POS_INF
    } else {
        (v.hi as i128).div_euclid(scale) as i64
    };
    Some(Interval::new(lo, hi))
}
