//! `@linear_div`: `(c * L + R) // c` gets `L + R // c` and `(c * L + R) % c`
//! gets `R % c` for a constant `c > 1`, and `(k * b + R) // b` gets
//! `k + R // b` for a divisor class `b` that is a term of the dividend
//! (floor semantics; `T.Div` and `T.truncmod` only when everything is
//! non-negative).

use egg::{Id, Symbol};

use super::BuiltinApplier;
use super::guard::{add_const, add_result, rewritable_type};
use crate::analysis::ArithEGraph;
use crate::cost::SumForm;
use crate::interval::{Interval, NEG_INF};
use crate::lang::Lang;
use crate::linear::{
    Lin, LinExt, Terms, add_canonical, add_fitting, best_lin, build_sum, lin_alternatives,
};
use tirsat_ir::DataType;

#[derive(Clone, Copy, PartialEq, Eq)]
enum DivKind {
    FloorDiv,
    FloorMod,
    TruncDiv,
    TruncMod,
}

/// The `@linear_div` applier.
pub(crate) struct LinearDiv;

impl LinearDiv {
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
        let (l1, r): (Terms, Terms) = l.terms.iter().copied().partition(|t| t.1 % c == 0);
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

impl LinearDiv {
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

impl BuiltinApplier for LinearDiv {
    const NAME: &'static str = "linear_div";

    fn wants(eg: &ArithEGraph, id: Id) -> bool {
        eg[id].nodes.iter().any(|n| match n {
            Lang::FloorDiv([a, b])
            | Lang::FloorMod([a, b])
            | Lang::TruncDiv([a, b])
            | Lang::TruncMod([a, b]) => {
                eg[*b].data.constant().is_none_or(|c| c > 1) && eg[*a].data.lin.is_some()
            }
            _ => false,
        })
    }

    fn rewrite(eg: &mut ArithEGraph, eclass: Id, rule: Symbol) -> Vec<Id> {
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
