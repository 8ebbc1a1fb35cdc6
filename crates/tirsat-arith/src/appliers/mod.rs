//! The rewrites written in Rust that rule files name as `@APPLIER`
//! (`NAME: (OP ?a ?b) | ... => @APPLIER`, `rules/linear.rules`): one module
//! per applier, named after it, and [`REGISTRY`], the one table the rule
//! loader reads (an applier's name is its module's `NAME`, so the list of
//! names and the dispatch cannot disagree).
//!
//! * [`linear_sum`]: a class with a linear form gets the canonical sum.
//! * [`linear_compare`]: a comparison gets the canonical comparison of the
//!   difference with 0.
//! * [`linear_div`]: `(c * L + R) // c` is `L + R // c`, and the remainder.
//! * [`product_div`]: quotients and remainders of products with common
//!   factors.
//! * [`minmax_diff`]: `min(b1, b2) - min(s1, s2)` of shifted operands.
//! * [`minmax_select`]: a `min`/`max` is the operand it provably equals.
//!
//! Every applier is offered the e-classes that hold a node of one of the
//! rule's operators and are not constants ([`guard::undecided`]), filtered
//! by its own precondition (`wants`); what they check before building and
//! how they add a result is in [`guard`]. The linear forms they build from
//! are [`crate::linear`]; the bounds through `min`/`max` and quotients are
//! [`crate::bound`].

use std::borrow::Cow;

use egg::{
    Applier, Id, Language, PatternAst, Rewrite, SearchMatches, Searcher, Subst, Symbol, Var,
};

use crate::analysis::{ArithAnalysis, ArithEGraph};
use crate::lang::Lang;

pub(crate) mod guard;
mod linear_compare;
mod linear_div;
mod linear_sum;
mod minmax_diff;
mod minmax_select;
mod product_div;

/// A built-in rewrite of e-classes, named in rule files by `@NAME`.
pub(crate) trait BuiltinApplier {
    /// The name rule files use after `@` (and the module's name).
    const NAME: &'static str;
    /// The applier's precondition on a class offered to it (a non-constant
    /// class holding a node of one of the rule's operators).
    fn wants(eg: &ArithEGraph, id: Id) -> bool;
    /// The rewrite of one matched class: adds what it derives, unites it
    /// with the class (named after `rule`), and returns the classes united.
    fn rewrite(eg: &mut ArithEGraph, eclass: Id, rule: Symbol) -> Vec<Id>;
}

/// A built-in rewrite of one e-class: given the class and the rule's name,
/// it adds what it derives and returns the classes it united.
type ClassRewrite = fn(&mut ArithEGraph, Id, Symbol) -> Vec<Id>;

/// One row of [`REGISTRY`].
pub struct Entry {
    /// The name after `@`.
    pub name: &'static str,
    wants: fn(&ArithEGraph, Id) -> bool,
    rewrite: ClassRewrite,
}

const fn entry<A: BuiltinApplier>() -> Entry {
    Entry {
        name: A::NAME,
        wants: A::wants,
        rewrite: A::rewrite,
    }
}

/// Every built-in applier a rule file can name.
pub const REGISTRY: [Entry; 6] = [
    entry::<linear_sum::LinearSum>(),
    entry::<linear_compare::LinearCompare>(),
    entry::<linear_div::LinearDiv>(),
    entry::<product_div::ProductDiv>(),
    entry::<minmax_diff::MinmaxDiff>(),
    entry::<minmax_select::MinmaxSelect>(),
];

/// The names of the built-in appliers, in [`REGISTRY`] order.
pub fn names() -> impl Iterator<Item = &'static str> {
    REGISTRY.iter().map(|e| e.name)
}

/// The rewrite of the applier rule `name: OPS => @applier`: it offers the
/// e-classes holding a node of one of `ops` (operators; their children are
/// ignored) to the applier, which checks its own precondition on the class.
/// `None` for an applier not in [`REGISTRY`].
pub fn applier_rewrite(
    applier: &str,
    name: &str,
    ops: Vec<Lang>,
) -> Option<Result<Rewrite<Lang, ArithAnalysis>, String>> {
    let e = REGISTRY.iter().find(|e| e.name == applier)?;
    Some(Rewrite::new(
        name,
        ByOps { ops, want: e.wants },
        Builtin(e.rewrite),
    ))
}

/// Searches the classes that have a node of one of `ops`, are not
/// constants, and satisfy the applier's precondition.
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
        (guard::undecided(eg, eclass) && (self.want)(eg, eclass)).then(|| SearchMatches {
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

/// The egg [`Applier`] of a built-in rewrite: runs it on each matched class
/// (the appliers look at the class's nodes, not at a substitution).
struct Builtin(ClassRewrite);

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

#[cfg(test)]
mod tests {
    use super::*;

    /// Each applier lives in the module named after it, and names are unique.
    #[test]
    fn one_module_per_applier() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/appliers");
        let mut seen = Vec::new();
        for name in names() {
            assert!(
                dir.join(format!("{name}.rs")).is_file(),
                "no module appliers/{name}.rs"
            );
            assert!(!seen.contains(&name), "{name} twice");
            seen.push(name);
        }
    }
}
