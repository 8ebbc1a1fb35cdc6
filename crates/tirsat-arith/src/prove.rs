//! Proving and disproving predicates.
//!
//! [`Simplifier::prove`] simplifies the predicate under the facts: `True`
//! proves it (bounds, congruences and rewrites all take part). Otherwise it
//! looks for a counterexample by evaluating the original predicate
//! ([`eval`](super::eval)) on boundary and random points inside the facts'
//! ranges that satisfy every fact; one found disproves it. A predicate that
//! simplifies to `False` with no contradiction in the facts is disproved too.
//! A predicate still undecided, when [`Limits::case_runs`](crate::Limits) allows,
//! is split into cases on the operands of its `min`/`max` nodes
//! ([`Simplifier::prove_by_cases`]). Everything else is [`ProveResult::Unknown`].
//!
//! ```
//! use tirsat_arith::{Facts, ProveResult, Simplifier};
//! use tirsat_script::reader::{parse_expr, VarEnv};
//! let s = Simplifier::with_builtin_rules().unwrap();
//! let mut env = VarEnv::new();
//! let p = parse_expr("(n + 15) // 16 * 16 >= n", &mut env).unwrap();
//! let n = env.get("n").unwrap().clone();
//! assert!(matches!(s.prove(&p, &Facts::new().with_bounds(&n, Some(1), None)), ProveResult::Proved(_)));
//! let q = parse_expr("n * 2 < 100", &mut env).unwrap();
//! match s.prove(&q, &Facts::new().with_range(&n, 0, 64)) {
//!     ProveResult::Disproved(d) => assert!(d.counterexample.is_some()),
//!     other => panic!("{other:?}"),
//! }
//! ```

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::eval::{Env, eval_expr};
use super::facts::Facts;
use super::int::ends_and_small;
use super::simplify::{Simplifier, Step};
use tirsat_ir::{BinOp, CmpOp, Expr, ExprKind, Var};

/// Why a predicate holds, or fails.
#[derive(Clone, Debug)]
pub struct Explanation {
    /// One line saying how the verdict was reached.
    pub summary: String,
    /// The rewrite chain (filled by [`Simplifier::prove_explained`]).
    pub steps: Vec<Step>,
}

/// A disproof: a concrete counterexample when one was found, and the
/// explanation of how the verdict was reached.
#[derive(Clone, Debug)]
pub struct Disproof {
    /// Variable values that satisfy the facts and falsify the predicate.
    pub counterexample: Option<Vec<(Var, i128)>>,
    pub explanation: Explanation,
}

/// The verdict of [`Simplifier::prove`].
#[derive(Clone, Debug)]
pub enum ProveResult {
    Proved(Explanation),
    Disproved(Disproof),
    /// Neither; carries the simplified predicate.
    Unknown(Expr),
}

impl ProveResult {
    /// `proved`, `disproved` or `unknown`.
    pub fn verdict(&self) -> &'static str {
        match self {
            ProveResult::Proved(_) => "proved",
            ProveResult::Disproved(_) => "disproved",
            ProveResult::Unknown(_) => "unknown",
        }
    }
}

/// Candidate values of one variable: range ends, small values, powers of two.
fn candidates(lo: i128, hi: i128) -> Vec<i128> {
    let mut c = ends_and_small(lo, hi).to_vec();
    c.extend([3, -3, 7, 8, 15, 16, 31, 32]);
    for k in [6, 8, 10, 16, 20, 30, 31] {
        c.push(1i128 << k);
        c.push((1i128 << k) - 1);
        c.push(-(1i128 << k));
    }
    c.retain(|v| *v >= lo && *v <= hi);
    c.sort();
    c.dedup();
    c
}

/// Searches for values of the variables (within the facts' ranges and the
/// variables' types) that satisfy all facts and make `pred` false.
pub fn find_counterexample(pred: &Expr, facts: &Facts) -> Option<Vec<(Var, i128)>> {
    let mut vars = Vec::new();
    pred.collect_vars(&mut vars);
    let preds: Vec<&Expr> = facts.predicates().iter().collect();
    for p in &preds {
        p.collect_vars(&mut vars);
    }
    let mut ranges = Vec::new();
    for v in &vars {
        let (tlo, thi) = v.dtype().int_range()?;
        let (flo, fhi) = facts.bounds(v);
        let lo = flo.map_or(tlo, |x| (x as i128).max(tlo));
        let hi = fhi.map_or(thi, |x| (x as i128).min(thi));
        if lo > hi {
            return None;
        }
        ranges.push((lo, hi));
    }
    let cands: Vec<Vec<i128>> = ranges.iter().map(|(l, h)| candidates(*l, *h)).collect();
    let check = |vals: &[i128]| -> bool {
        let mut env = Env::new();
        for (v, x) in vars.iter().zip(vals) {
            env.set(v, *x);
        }
        if !preds
            .iter()
            .all(|p| matches!(eval_expr(p, &env), Ok(x) if x != 0))
        {
            return false;
        }
        matches!(eval_expr(pred, &env), Ok(0))
    };
    let found = |vals: Vec<i128>| Some(vars.iter().cloned().zip(vals).collect::<Vec<_>>());
    // Exhaustive over small ranges or candidate products.
    let span: Vec<i128> = ranges.iter().map(|(l, h)| h - l + 1).collect();
    let total_span = span.iter().try_fold(1i128, |a, s| a.checked_mul(*s));
    if vars.is_empty() {
        return if check(&[]) { found(Vec::new()) } else { None };
    }
    let exhaustive_lists: Option<Vec<Vec<i128>>> = match total_span {
        Some(t) if t <= 20_000 => Some(ranges.iter().map(|(l, h)| (*l..=*h).collect()).collect()),
        _ => {
            let prod = cands.iter().try_fold(1usize, |a, c| a.checked_mul(c.len()));
            match prod {
                Some(p) if p <= 20_000 => Some(cands.clone()),
                _ => None,
            }
        }
    };
    if let Some(lists) = exhaustive_lists {
        let mut idx = vec![0usize; lists.len()];
        loop {
            let vals: Vec<i128> = idx.iter().zip(&lists).map(|(i, l)| l[*i]).collect();
            if check(&vals) {
                return found(vals);
            }
            let mut k = 0;
            loop {
                if k == idx.len() {
                    break;
                }
                idx[k] += 1;
                if idx[k] < lists[k].len() {
                    break;
                }
                idx[k] = 0;
                k += 1;
            }
            if k == idx.len() {
                break;
            }
        }
        if total_span.is_some_and(|t| t <= 20_000) {
            return None;
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(0x7173_6174);
    for _ in 0..20_000 {
        let vals: Vec<i128> = ranges
            .iter()
            .zip(&cands)
            .map(|((l, h), c)| {
                if !c.is_empty() && rng.gen_bool(0.5) {
                    c[rng.gen_range(0..c.len())]
                } else {
                    // Mostly small magnitudes, sometimes anywhere in range.
                    let (l2, h2) = if rng.gen_bool(0.8) {
                        ((*l).max(-1024), (*h).min(1024))
                    } else {
                        (*l, *h)
                    };
                    let (l2, h2) = if l2 > h2 { (*l, *h) } else { (l2, h2) };
                    rng.gen_range(l2..=h2)
                }
            })
            .collect();
        if check(&vals) {
            return found(vals);
        }
    }
    None
}

/// The conjuncts of `pred` (`a and b and c` gives `a`, `b`, `c`; anything
/// else is its own only conjunct).
pub fn conjuncts(pred: &Expr) -> Vec<Expr> {
    fn go(e: &Expr, out: &mut Vec<Expr>) {
        match e.kind() {
            tirsat_ir::ExprKind::And(a, b) => {
                go(a, out);
                go(b, out);
            }
            _ => out.push(e.clone()),
        }
    }
    let mut out = Vec::new();
    go(pred, &mut out);
    out
}

/// Nested case splits at most (one per `min`/`max` node).
const CASE_DEPTH: usize = 12;

/// The `min`/`max` sub-expressions of `e`, in post-order (operands before
/// the node), each once.
fn minmaxes(e: &Expr, out: &mut Vec<Expr>) {
    tirsat_ir::stack::deeper(|| e.for_each_child(|c| minmaxes(c, out)));
    if let ExprKind::Binary(BinOp::Min | BinOp::Max, _, _) = e.kind()
        && !out.contains(e)
    {
        out.push(e.clone());
    }
}

/// True when `e` binds a variable (`Let`): a case condition names its
/// variables as free ones, so such goals are not split.
fn binds(e: &Expr) -> bool {
    matches!(e.kind(), ExprKind::Let { .. })
        || tirsat_ir::stack::deeper(|| e.children().into_iter().any(binds))
}

/// `e` with every occurrence of `from` replaced by `to`.
fn substitute(e: &Expr, from: &Expr, to: &Expr) -> Expr {
    if e == from {
        return to.clone();
    }
    tirsat_ir::stack::deeper(|| e.map_children(|c| substitute(c, from, to)))
}

impl Simplifier {
    /// Proves the boolean `goal` under `facts` by cases on its `min`/`max`
    /// nodes, within [`Limits::case_runs`](crate::Limits) e-graph runs.
    ///
    /// `min(a, b)` is `a` where `a <= b` and `b` where `b < a` (`max`: `a`
    /// where `b <= a`, `b` where `a < b`). A case whose condition simplifies
    /// to False under the facts is empty; otherwise the goal with the node
    /// replaced by that operand, under the facts and the condition, must
    /// simplify to True over the unbounded integers (or its facts be found
    /// contradictory), or is split again on its next node. Every integer
    /// point lies in one case, where the case's goal has the goal's value,
    /// so the goal holds when every case does: `min(a, b) // 4 * 4 ==
    /// min(a, b)` with `a` a multiple of 4 and `b` not follows from `a <= b`,
    /// which the e-graph proves, while no rewrite of the whole goal decides
    /// it. Two orders are tried: the outermost node first, then the innermost.
    /// Returns the number of cases, or `None` when a case is left undecided
    /// or the runs are spent.
    pub fn prove_by_cases(&self, goal: &Expr, facts: &Facts) -> Option<usize> {
        if self.limits().case_runs == 0 || !goal.dtype().is_bool() || binds(goal) {
            return None;
        }
        let mut nodes = Vec::new();
        minmaxes(goal, &mut nodes);
        if nodes.is_empty() {
            return None;
        }
        let mut runs = self.limits().case_runs;
        [true, false]
            .into_iter()
            .find_map(|outer| self.cases(goal, facts, outer, &mut runs, CASE_DEPTH))
    }

    fn cases(
        &self,
        goal: &Expr,
        facts: &Facts,
        outer: bool,
        runs: &mut usize,
        depth: usize,
    ) -> Option<usize> {
        if depth == 0 {
            return None;
        }
        let mut nodes = Vec::new();
        minmaxes(goal, &mut nodes);
        let m = if outer { nodes.last()? } else { nodes.first()? };
        let ExprKind::Binary(op, a, b) = m.kind() else {
            return None;
        };
        let (ca, cb) = if *op == BinOp::Max {
            (Expr::cmp(CmpOp::Le, b, a), Expr::lt(a, b))
        } else {
            (Expr::cmp(CmpOp::Le, a, b), Expr::lt(b, a))
        };
        let mut n = 0;
        for (cond, pick) in [(ca, a), (cb, b)] {
            *runs = runs.checked_sub(1)?;
            let c = self.simplify_unbounded(&cond, facts);
            if c.conflict.is_some() || c.expr.as_int() == Some(0) {
                n += 1;
                continue;
            }
            *runs = runs.checked_sub(1)?;
            let g = substitute(goal, m, pick);
            let f = facts.clone().with_fact(&cond);
            let r = self.simplify_unbounded(&g, &f);
            if f.is_contradictory()
                || r.conflict.is_some()
                || r.expr.as_int().is_some_and(|v| v != 0)
            {
                n += 1;
                continue;
            }
            n += self.cases(&g, &f, outer, runs, depth - 1)?;
        }
        Some(n)
    }

    /// Proves, disproves or gives up on the boolean predicate `pred`.
    pub fn prove(&self, pred: &Expr, facts: &Facts) -> ProveResult {
        self.prove_impl(pred, facts, false)
    }

    /// Like [`Simplifier::prove`], with the rewrite chain in the explanation.
    pub fn prove_explained(&self, pred: &Expr, facts: &Facts) -> ProveResult {
        self.prove_impl(pred, facts, true)
    }

    fn prove_impl(&self, pred: &Expr, facts: &Facts, explain: bool) -> ProveResult {
        // Decided over the unbounded integers: a predicate that is true (false)
        // there is true (false) at every point where it is defined at its
        // types' widths; the residual predicate comes from the width-exact
        // simplification.
        let r = if explain {
            self.explain_unbounded(pred, facts)
        } else {
            self.simplify_unbounded(pred, facts)
        };
        let contradictory = facts.is_contradictory() || r.conflict.is_some();
        match r.expr.as_int() {
            Some(v) if v != 0 && pred.dtype().is_bool() => {
                let summary = if contradictory {
                    "the facts are contradictory".to_string()
                } else {
                    "simplifies to True under the facts".to_string()
                };
                return ProveResult::Proved(Explanation {
                    summary,
                    steps: r.steps,
                });
            }
            Some(0) if !contradictory => {
                let counterexample = find_counterexample(pred, facts);
                return ProveResult::Disproved(Disproof {
                    counterexample,
                    explanation: Explanation {
                        summary: "simplifies to False under the facts".into(),
                        steps: r.steps,
                    },
                });
            }
            _ => {}
        }
        // A conjunction the whole e-graph did not decide: each conjunct on
        // its own (smaller e-graphs, each within the limits).
        let parts = conjuncts(pred);
        if parts.len() > 1
            && !contradictory
            && parts.iter().all(|p| {
                let r = self.simplify_unbounded(p, facts);
                r.conflict.is_none() && r.expr.as_int().is_some_and(|v| v != 0)
            })
        {
            return ProveResult::Proved(Explanation {
                summary: format!(
                    "each of its {} conjuncts simplifies to True under the facts",
                    parts.len()
                ),
                steps: r.steps,
            });
        }
        let residual = || self.simplify(pred, facts);
        if !pred.dtype().is_bool() {
            return ProveResult::Unknown(residual());
        }
        if let Some(cx) = find_counterexample(pred, facts) {
            return ProveResult::Disproved(Disproof {
                counterexample: Some(cx),
                explanation: Explanation {
                    summary: "a point satisfying the facts falsifies it".into(),
                    steps: r.steps,
                },
            });
        }
        if !contradictory && let Some(n) = self.prove_by_cases(pred, facts) {
            return ProveResult::Proved(Explanation {
                summary: format!(
                    "each of its {n} cases on the operands of a min or max simplifies to True"
                ),
                steps: r.steps,
            });
        }
        ProveResult::Unknown(residual())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_script::reader::{VarEnv, parse_expr};

    #[test]
    fn counterexamples_respect_facts() {
        let mut env = VarEnv::new();
        let p = parse_expr("x + y < 10", &mut env).unwrap();
        let x = env.get("x").unwrap().clone();
        let y = env.get("y").unwrap().clone();
        let facts = Facts::new()
            .with_range(&x, 0, 8)
            .with_fact(&parse_expr("y < x", &mut env).unwrap());
        let cx = find_counterexample(&p, &facts).unwrap();
        let xv = cx.iter().find(|(v, _)| *v == x).unwrap().1;
        let yv = cx.iter().find(|(v, _)| *v == y).unwrap().1;
        assert!((0..8).contains(&xv) && yv < xv && xv + yv >= 10);
        let q = parse_expr("x < 8", &mut env).unwrap();
        assert!(find_counterexample(&q, &facts).is_none());
    }

    #[test]
    fn cases_need_runs() {
        let mut env = VarEnv::new();
        let p = parse_expr("T.min(x * 4, y) % 4 == 0 or y < x * 4", &mut env).unwrap();
        let rules = crate::RuleSet::builtin().unwrap();
        let none = Simplifier::new(crate::RuleSet::builtin().unwrap(), crate::Limits::default());
        assert!(none.prove_by_cases(&p, &Facts::new()).is_none());
        let limits = crate::Limits {
            case_runs: crate::simplify::PROVER_CASE_RUNS,
            ..crate::Limits::default()
        };
        let s = Simplifier::new(crate::RuleSet::builtin().unwrap(), limits);
        assert!(s.prove_by_cases(&p, &Facts::new()).is_some());
        assert_eq!(s.prove(&p, &Facts::new()).verdict(), "proved");
        // Two runs: the first case's condition and goal, none left for the second.
        let two = Simplifier::new(
            rules,
            crate::Limits {
                case_runs: 2,
                ..crate::Limits::default()
            },
        );
        assert!(two.prove_by_cases(&p, &Facts::new()).is_none());
        let q = parse_expr("T.min(x * 4, y) % 4 == 0 or y < x * 4 - 1", &mut env).unwrap();
        assert_eq!(s.prove(&q, &Facts::new()).verdict(), "disproved");
    }

    #[test]
    fn verdicts() {
        let s = Simplifier::with_builtin_rules().unwrap();
        let mut env = VarEnv::new();
        let tx = env.var("tx");
        let f = Facts::new().with_range(&tx, 0, 128);
        let p = parse_expr("tx // 32 < 4", &mut env).unwrap();
        assert_eq!(s.prove(&p, &f).verdict(), "proved");
        let p = parse_expr("tx // 32 < 3", &mut env).unwrap();
        assert_eq!(s.prove(&p, &f).verdict(), "disproved");
        let p = parse_expr("bx * 128 + tx < m * 128", &mut env).unwrap();
        assert_eq!(s.prove(&p, &f).verdict(), "disproved");
    }
}
