//! `@minmax_select`: a `min`/`max` is the operand it provably equals, when
//! the bound of the operands' difference ([`crate::bound`], through `min`/`max`
//! pairs, single `min`/`max` operands and floor quotients) has a sign:
//! `min(max(x + 1, y), x)` is `x`.

use egg::{Id, Symbol};

use super::BuiltinApplier;
use super::guard::{add_result, rewritable_type};
use crate::analysis::ArithEGraph;
use crate::bound::{has_structure, lin_bound, lin_of};
use crate::lang::Lang;
use crate::linear::LinExt;

/// The `@minmax_select` applier.
pub(crate) struct MinmaxSelect;

impl BuiltinApplier for MinmaxSelect {
    const NAME: &'static str = "minmax_select";

    /// An undecided `min`/`max` whose operands' difference has structure
    /// [`lin_bound`] can use; never during the simplifier's first iteration
    /// ([`ArithAnalysis::first_iteration`](crate::analysis::ArithAnalysis)).
    fn wants(eg: &ArithEGraph, id: Id) -> bool {
        !eg.analysis.first_iteration
            && eg[id].nodes.iter().any(|n| match n {
                Lang::Min([a, b]) | Lang::Max([a, b]) => lin_of(eg, *a)
                    .sub(&lin_of(eg, *b))
                    .is_some_and(|d| has_structure(eg, &d)),
                _ => false,
            })
    }

    /// `min(a, b)` is `a` when `a - b <= 0` by [`lin_bound`], `b` when
    /// `a - b >= 0` (and the reverse for `max`): the class is united with the
    /// operand it equals.
    fn rewrite(eg: &mut ArithEGraph, eclass: Id, rule: Symbol) -> Vec<Id> {
        let Some(ty) = rewritable_type(eg, eclass) else {
            return Vec::new();
        };
        let picks: Vec<(bool, Id, Id)> = eg[eclass]
            .nodes
            .iter()
            .filter_map(|n| match n {
                Lang::Min([a, b]) => Some((false, *a, *b)),
                Lang::Max([a, b]) => Some((true, *a, *b)),
                _ => None,
            })
            .collect();
        let mut out = Vec::new();
        for (is_max, a, b) in picks {
            let Some(d) = lin_of(eg, a).sub(&lin_of(eg, b)) else {
                continue;
            };
            if !has_structure(eg, &d) {
                continue;
            }
            let r = lin_bound(eg, &d);
            let pick = if r.hi <= 0 {
                Some(if is_max { b } else { a })
            } else if r.lo >= 0 {
                Some(if is_max { a } else { b })
            } else {
                None
            };
            if let Some(id) = pick {
                add_result(eg, eclass, id, ty, rule, &mut out);
                break;
            }
        }
        out
    }
}
