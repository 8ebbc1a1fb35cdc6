//! `@minmax_diff`: differences of `min`s and `max`es.
//!
//! `min(b1, b2) - min(s1, s2)` is `b1 - s1` when `b1 - s1` and `b2 - s2`
//! are the same linear form `d` (both operands shift by `d`, so does their
//! minimum); likewise for `max`, and with `s1`, `s2` swapped:
//! `T.min(x + 10, y + 1) - T.min(x, y - 9)` is `10`. The result has the
//! value of the input, so it is defined wherever the input is; a constant
//! `d` becomes the constant, otherwise the node `b1 - s1` (which the
//! `linear-sum` rewrite then arranges).

use egg::{Id, Symbol};

use super::BuiltinApplier;
use super::guard::{add_result, rewritable_type};
use crate::analysis::ArithEGraph;
use crate::lang::{Const, Lang};
use crate::linear::{LinExt, lin_of};

/// Most `min`/`max` nodes of one operand looked at.
const MAX_NODES: usize = 6;

fn operands(eg: &ArithEGraph, id: Id, max: bool) -> Vec<(Id, Id)> {
    eg[id]
        .nodes
        .iter()
        .filter_map(|n| match (n, max) {
            (Lang::Min([a, b]), false) | (Lang::Max([a, b]), true) => Some((*a, *b)),
            _ => None,
        })
        .take(MAX_NODES)
        .collect()
}

fn subs(eg: &ArithEGraph, id: Id) -> Vec<(Id, Id)> {
    eg[id]
        .nodes
        .iter()
        .filter_map(|n| match n {
            Lang::Sub([a, b]) => Some((*a, *b)),
            _ => None,
        })
        .collect()
}

/// The shift `d` with `b1 = s1 + d` and `b2 = s2 + d`, as the pair `(b1, s1)`.
fn shift(eg: &ArithEGraph, p: Id, q: Id) -> Option<(Id, Id)> {
    for max in [false, true] {
        for (b1, b2) in operands(eg, p, max) {
            for (s1, s2) in operands(eg, q, max) {
                for (t1, t2) in [(s1, s2), (s2, s1)] {
                    let d1 = lin_of(eg, b1).sub(&lin_of(eg, t1));
                    let d2 = lin_of(eg, b2).sub(&lin_of(eg, t2));
                    if d1.is_some() && d1 == d2 {
                        return Some((b1, t1));
                    }
                }
            }
        }
    }
    None
}

/// The `@minmax_diff` applier.
pub(crate) struct MinmaxDiff;

impl BuiltinApplier for MinmaxDiff {
    const NAME: &'static str = "minmax_diff";

    /// A difference of two `min`/`max` classes.
    fn wants(eg: &ArithEGraph, id: Id) -> bool {
        subs(eg, id).iter().any(|(p, q)| {
            let minmax = |c: Id| {
                eg[c]
                    .nodes
                    .iter()
                    .any(|n| matches!(n, Lang::Min(_) | Lang::Max(_)))
            };
            minmax(*p) && minmax(*q)
        })
    }

    fn rewrite(eg: &mut ArithEGraph, eclass: Id, rule: Symbol) -> Vec<Id> {
        let Some(ty) = rewritable_type(eg, eclass) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (p, q) in subs(eg, eclass) {
            let Some((b1, s1)) = shift(eg, p, q) else {
                continue;
            };
            let d = lin_of(eg, b1).sub(&lin_of(eg, s1));
            let id = match d {
                Some(l) if l.terms.is_empty() => {
                    if !Const::fits(l.constant as i128, ty) {
                        continue;
                    }
                    eg.add(Lang::Const(Const::new(l.constant, ty)))
                }
                _ => eg.add(Lang::Sub([b1, s1])),
            };
            add_result(eg, eclass, id, ty, rule, &mut out);
        }
        out
    }
}
