//! `@linear_compare`: a comparison `a < b` (`<=`, `==`, `!=`) gets the
//! canonical comparison of `a - b` with 0, divided by the gcd of the
//! coefficients, the constant on the side where it is positive:
//! `x + 5 < y + 10` gets `x < y + 5`, `x * 3 < y * 3` gets `x < y`; a
//! difference whose bound ([`crate::bound`]) has a sign decides it.

use egg::{Id, Symbol};

use super::BuiltinApplier;
use super::guard::{add_const, add_result, rewritable_type};
use crate::analysis::ArithEGraph;
use crate::interval::POS_INF;
use crate::lang::Lang;
use crate::linear::{Lin, LinExt, Terms, add_canonical, build_sum, lin_alternatives, lin_interval};
use crate::modset::gcd;
use tirsat_ir::DataType;

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

/// The `@linear_compare` applier.
pub(crate) struct LinearCompare;

impl LinearCompare {
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

impl LinearCompare {
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
            let (l1, r): (Terms, Terms) = d.terms.iter().copied().partition(|t| t.1 % c == 0);
            if l1.is_empty() || r.is_empty() {
                continue;
            }
            let (q, rem) = (d.constant.div_euclid(c), d.constant.rem_euclid(c));
            let rest = Lin {
                terms: r,
                constant: rem,
            };
            let rr = lin_interval(eg, &rest);
            if rr.lo < 0 || rr.hi >= c || rr.hi == POS_INF {
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

impl BuiltinApplier for LinearCompare {
    const NAME: &'static str = "linear_compare";

    fn wants(eg: &ArithEGraph, id: Id) -> bool {
        eg[id].nodes.iter().any(|n| comparison(n).is_some())
    }

    fn rewrite(eg: &mut ArithEGraph, eclass: Id, rule: Symbol) -> Vec<Id> {
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
            if crate::bound::has_structure(eg, &d) {
                let r = crate::bound::lin_bound(eg, &d);
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
