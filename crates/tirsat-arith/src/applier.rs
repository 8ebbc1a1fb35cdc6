//! What the built-in appliers (`@linear_sum`, `@linear_compare`,
//! `@linear_div`, `@product_div`, `@minmax_diff`, `@minmax_select`) share: the guard they
//! check before looking at a class, and how they add a result.

use egg::{Applier, Id, PatternAst, Subst, Symbol};

use super::analysis::{ArithAnalysis, ArithEGraph};
use super::lang::{Const, Lang};
use tirsat_ir::DataType;

/// A built-in rewrite of one e-class: given the class and the rule's name,
/// it adds what it derives and returns the classes it united.
pub(crate) type ClassRewrite = fn(&mut ArithEGraph, Id, Symbol) -> Vec<Id>;

/// The egg [`Applier`] of a built-in rewrite: runs it on each matched class
/// (the appliers look at the class's nodes, not at a substitution).
pub(crate) struct Builtin(pub ClassRewrite);

impl Applier<Lang, ArithAnalysis> for Builtin {
    fn apply_one(
        &self,
        eg: &mut ArithEGraph,
        eclass: Id,
        _subst: &Subst,
        _ast: Option<&PatternAst<Lang>>,
        rule: Symbol,
    ) -> Vec<Id> {
        (self.0)(eg, eclass, rule)
    }
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
