//! What the built-in appliers (`@linear_sum`, `@linear_compare`,
//! `@linear_div`, `@product_div`, `@minmax_diff`) share: the guard they
//! check before looking at a class, and how they add a result.

use egg::{Id, Symbol};

use super::analysis::ArithEGraph;
use crate::ir::DataType;

/// The type of class `id` when a built-in applier may rewrite it: an integer
/// type other than `bool`. `None` for any other class, and for every class
/// once the run's deadline has passed (the appliers then add nothing).
pub(crate) fn rewritable_type(eg: &ArithEGraph, id: Id) -> Option<DataType> {
    if eg.analysis.past_deadline() {
        return None;
    }
    eg[id]
        .data
        .ty
        .filter(|t| t.is_integer_like() && !t.is_bool())
}

/// Unites class `eclass` with the new class `id` when `id` has type `ty`
/// (a rewrite keeps its input's type), naming `rule` when explanations are
/// on; `id` is pushed to `out` when the union changed the e-graph.
pub(crate) fn add_result(
    eg: &mut ArithEGraph,
    eclass: Id,
    id: Id,
    ty: DataType,
    rule: Symbol,
    out: &mut Vec<Id>,
) {
    if eg[id].data.ty != Some(ty) {
        return;
    }
    let changed = if eg.are_explanations_enabled() {
        eg.union_trusted(eclass, id, rule)
    } else {
        eg.union(eclass, id)
    };
    if changed {
        out.push(id);
    }
}
