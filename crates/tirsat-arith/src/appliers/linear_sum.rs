//! `@linear_sum`: a class with a linear form ([`crate::linear`]) also gets
//! the canonical sum (like terms combined, TVM's order: positive terms in
//! order of first appearance, a positive constant, then the negative terms
//! subtracted, a negative constant last as `+ -k`): `x + 3 + (y - x) * 2`
//! gets `x * -1 + y * 2 + 3` written as `y * 2 + 3 - x`. Quotient-remainder
//! identities may make terms cancel (`x // 4 * 4 - x` is `0 - x % 4`).

use egg::{Id, Symbol};

use super::BuiltinApplier;
use super::guard::{add_result, rewritable_type};
use crate::analysis::ArithEGraph;
use crate::lang::Lang;
use crate::linear::{
    Lin, LinExt, add_canonical, best_lin, build_factored, build_sum, lin_of, prefer_root,
};

/// A division (`trunc` = truncating) of class `x` by constant `c > 1`
/// found among the nodes of class `id`.
fn division_of(eg: &ArithEGraph, id: Id, modulo: bool) -> Option<(bool, Id, Id, i64)> {
    eg[id].nodes.iter().find_map(|n| {
        let (trunc, x, c) = match (n, modulo) {
            (Lang::FloorDiv([x, c]), false) | (Lang::FloorMod([x, c]), true) => (false, *x, *c),
            (Lang::TruncDiv([x, c]), false) | (Lang::TruncMod([x, c]), true) => (true, *x, *c),
            _ => return None,
        };
        let cv = eg[c].data.constant().filter(|v| *v > 1)?;
        Some((trunc, x, c, cv))
    })
}

/// Replaces `k * (x // c)` with `c | k` by `(k / c) * (x - x % c)` (the
/// quotient-remainder identity, for floor and truncating division).
fn contract_divs(eg: &mut ArithEGraph, l: &Lin) -> Option<Lin> {
    let mut out = Lin::constant(l.constant);
    let mut changed = false;
    for (id, k) in &l.terms {
        match division_of(eg, *id, false) {
            Some((trunc, x, c, cv)) if k % cv == 0 => {
                let m = add_canonical(
                    eg,
                    if trunc {
                        Lang::TruncMod([x, c])
                    } else {
                        Lang::FloorMod([x, c])
                    },
                );
                let f = k / cv;
                out = out
                    .add(&lin_of(eg, x).scale(f)?)?
                    .sub(&Lin::atom(eg.find(m)).scale(f)?)?;
                changed = true;
            }
            _ => out = out.add(&Lin::term(*id, *k))?,
        }
    }
    changed.then_some(out)
}

/// Replaces `k * (x % c)` by `k * x - k * c * (x // c)`.
fn expand_mods(eg: &mut ArithEGraph, l: &Lin) -> Option<Lin> {
    let mut out = Lin::constant(l.constant);
    let mut changed = false;
    for (id, k) in &l.terms {
        match division_of(eg, *id, true) {
            Some((trunc, x, c, cv)) => {
                let d = eg.add(if trunc {
                    Lang::TruncDiv([x, c])
                } else {
                    Lang::FloorDiv([x, c])
                });
                out = out
                    .add(&lin_of(eg, x).scale(*k)?)?
                    .sub(&Lin::atom(eg.find(d)).scale(k.checked_mul(cv)?)?)?;
                changed = true;
            }
            None => out = out.add(&Lin::term(*id, *k))?,
        }
    }
    changed.then_some(out)
}

/// The `@linear_sum` applier.
pub(crate) struct LinearSum;

impl BuiltinApplier for LinearSum {
    const NAME: &'static str = "linear_sum";

    fn wants(eg: &ArithEGraph, id: Id) -> bool {
        eg[id].data.lin.is_some()
    }

    fn rewrite(eg: &mut ArithEGraph, eclass: Id, rule: Symbol) -> Vec<Id> {
        let Some(ty) = rewritable_type(eg, eclass) else {
            return Vec::new();
        };
        if eg[eclass].data.constant().is_some() {
            return Vec::new();
        }
        let Some(l) = best_lin(eg, eclass) else {
            return Vec::new();
        };
        // Candidates: (form, from contracting quotients).
        let mut cands = vec![(l.clone(), false)];
        // Quotient-remainder identities can make terms cancel:
        // `x // 4 * 4 - x` is `0 - x % 4`. TVM's rules make that
        // contraction, so its result is preferred, also with a common factor
        // taken out (`x // 3 * 6 - x * 2` is `(0 - x % 3) * 2`).
        if let Some(c) = contract_divs(eg, &l) {
            cands.push((c, true));
        }
        if let Some(e) = expand_mods(eg, &l) {
            if let Some(c) = contract_divs(eg, &e) {
                cands.push((c, false));
            }
            cands.push((e, false));
        }
        let mut out = Vec::new();
        for (i, (c, contracted)) in cands.iter().enumerate() {
            if i > 0 && c.terms.len() > l.terms.len() {
                continue;
            }
            let before = eg.analysis.canonical.len();
            let total = Some(eg[eclass].data.defined_range());
            if let Some(id) = build_sum(eg, c, ty, total)
                && eg[id].data.ty == Some(ty)
            {
                if *contracted {
                    prefer_root(eg, id, before);
                }
                add_result(eg, eclass, id, ty, rule, &mut out);
            }
            if *contracted
                && let Some(id) = build_factored(eg, c, ty, total)
                && eg[id].data.ty == Some(ty)
            {
                prefer_root(eg, id, before);
                add_result(eg, eclass, id, ty, rule, &mut out);
            }
        }
        out
    }
}
