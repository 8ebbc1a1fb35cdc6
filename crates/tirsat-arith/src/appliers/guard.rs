//! The guards and result handling every applier repeats: which classes are
//! offered at all ([`undecided`]), the type a rewrite may produce and the
//! run's deadline ([`rewritable_type`]), and how a result joins the class
//! ([`add_result`], [`add_const`]).

use egg::{Id, Symbol};

use crate::analysis::ArithEGraph;
use crate::lang::{Const, Lang};
use tirsat_ir::DataType;

/// Whether class `id` is worth offering to an applier: not already a
/// constant (nothing an applier derives makes it simpler).
pub(crate) fn undecided(eg: &ArithEGraph, id: Id) -> bool {
    eg[id].data.constant().is_none()
}

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

/// The constant `v` of type `ty` as a class (`None` when `v` does not fit
/// `ty`).
pub(crate) fn add_const(eg: &mut ArithEGraph, v: i64, ty: DataType) -> Option<Id> {
    Const::fits(v as i128, ty).then(|| eg.add(Lang::Const(Const::new(v, ty))))
}
