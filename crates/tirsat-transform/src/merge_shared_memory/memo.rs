//! Memos of the merge: no memo changes a result, only how often it is
//! computed.
//!
//! - [`ExprMemo`], within one kernel: answers keyed by expressions
//!   (structural equality, compared by a linear scan, so it holds a fixed
//!   number of them): the footprint ranges of indices, the rewritten flat
//!   indices of a buffer.
//! - Across the kernels of one pass run ([`SharedMemo`], a locked table):
//!   [`SharedSimplify`] (simplified forms by [`ExprShape`], an expression up
//!   to the identity of its variables, and the variables' facts) and
//!   [`KernelMemos`] (footprint ranges, exact-search layouts by packing
//!   problem). A model's layers repeat their kernels, a generated module its
//!   templates: on the `grid:200` module 2,000 footprint ranges have 60
//!   distinct keys.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rustc_hash::FxHashMap;
use tirsat_ir::{BinOp, DataType, Expr, ExprKind, Var};

use super::arith::{IndexArith, IndexFacts};
use super::footprint::{RangeCache, SHARED_INDICES};
use tirsat_memory::footprint::{FpPlan, FpProblem};

/// At most `cap` expressions and their answers.
pub(crate) struct ExprMemo<V> {
    entries: Vec<(Expr, V)>,
    cap: usize,
}

impl<V: Clone> ExprMemo<V> {
    pub(crate) fn new(cap: usize) -> Self {
        ExprMemo {
            entries: Vec::new(),
            cap,
        }
    }

    /// The answer for `e`, computed by `f` unless remembered.
    pub(crate) fn get_or(&mut self, e: &Expr, f: impl FnOnce() -> V) -> V {
        if let Some((_, v)) = self.entries.iter().find(|(x, _)| x == e) {
            return v.clone();
        }
        let v = f();
        if self.entries.len() < self.cap {
            self.entries.push((e.clone(), v.clone()));
        }
        v
    }
}

/// One node of an [`ExprShape`].
#[derive(Clone, Debug)]
enum ShapeNode {
    Int(DataType, i64),
    /// The variable's place in the shape's variable list and its type; the
    /// variable compared and hashed by name only.
    Var(usize, DataType, Var),
    Binary(DataType, BinOp),
}

impl PartialEq for ShapeNode {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (ShapeNode::Int(t, a), ShapeNode::Int(u, b)) => t == u && a == b,
            (ShapeNode::Var(i, t, v), ShapeNode::Var(j, u, w)) => {
                i == j && t == u && v.name() == w.name()
            }
            (ShapeNode::Binary(t, a), ShapeNode::Binary(u, b)) => t == u && a == b,
            _ => false,
        }
    }
}

impl Eq for ShapeNode {}

impl std::hash::Hash for ShapeNode {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        std::mem::discriminant(self).hash(h);
        match self {
            ShapeNode::Int(t, v) => (t, v).hash(h),
            ShapeNode::Var(i, t, v) => (i, t, v.name()).hash(h),
            ShapeNode::Binary(t, op) => (t, op).hash(h),
        }
    }
}

/// An arithmetic expression up to the identity of its variables: equal for
/// `ty * 32 + tx` of one kernel and of another (variables compared by name,
/// type and place of first appearance, not by object). Only integer
/// constants, variables and binary arithmetic have a shape.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ExprShape(Vec<ShapeNode>);

impl ExprShape {
    /// The shape of `e` and its variables in order of first appearance (one
    /// walk); `None` for any other node kind.
    pub(crate) fn with_vars(e: &Expr) -> Option<(ExprShape, Vec<Var>)> {
        let mut nodes = Vec::with_capacity(16);
        let mut vars: Vec<Var> = Vec::new();
        // Binary nodes' right operands still to visit; a left operand is
        // visited next, without a push (preorder, as `vars_of`).
        let mut todo: smallvec::SmallVec<[&Expr; 8]> = smallvec::SmallVec::new();
        let mut next = Some(e);
        while let Some(x) = next.take().or_else(|| todo.pop()) {
            let t = x.dtype();
            nodes.push(match x.kind() {
                ExprKind::Int(v) => ShapeNode::Int(t, *v),
                ExprKind::Var(v) => {
                    let place = match vars.iter().position(|w| w.id() == v.id()) {
                        Some(i) => i,
                        None => {
                            vars.push(v.clone());
                            vars.len() - 1
                        }
                    };
                    ShapeNode::Var(place, t, v.clone())
                }
                ExprKind::Binary(op, a, b) => {
                    todo.push(b);
                    next = Some(a);
                    ShapeNode::Binary(t, *op)
                }
                _ => return None,
            });
        }
        Some((ExprShape(nodes), vars))
    }
}

/// Answers shared by the kernels of one pass run, keyed by an expression's
/// [`ExprShape`] and whatever else the answer depends on (`K`): kernels of
/// one module repeat their index arithmetic (the layers of a model, the
/// kernels of a generated module), and an answer that depends only on the
/// key is computed once. Past `cap` entries the table starts again (answers
/// are the same either way).
pub(crate) struct SharedMemo<K, V> {
    map: Mutex<FxHashMap<K, V>>,
    cap: usize,
}

impl<K: std::hash::Hash + Eq, V: Clone> SharedMemo<K, V> {
    pub(crate) fn new(cap: usize) -> Self {
        SharedMemo {
            map: Mutex::new(FxHashMap::default()),
            cap,
        }
    }

    /// The answer for `key`, computed by `f` unless remembered. `f` runs
    /// without the table locked (other kernels go on meanwhile).
    pub(crate) fn get_or(&self, key: K, f: impl FnOnce() -> V) -> V {
        if let Ok(m) = self.map.lock()
            && let Some(v) = m.get(&key)
        {
            return v.clone();
        }
        let v = f();
        if let Ok(mut m) = self.map.lock() {
            if m.len() >= self.cap {
                m.clear();
            }
            m.insert(key, v.clone());
        }
        v
    }
}

/// The answers the kernels of one pass run share: footprint ranges, and
/// the exact footprint search's layouts by problem (a model repeats its
/// layers' kernels, and so their packing problems).
pub(crate) struct KernelMemos {
    pub ranges: RangeCache,
    pub plans: SharedMemo<PlanKey, FpPlan>,
}

/// A [`plan_footprints`](tirsat_memory::footprint::plan_footprints) call:
/// the problem, the seed layout, the caller's bound and the node limit.
pub(crate) type PlanKey = (FpProblem, Vec<u64>, u64, u64);

/// Packing problems a [`KernelMemos`] remembers before it starts again.
const SHARED_PLANS: usize = 1 << 12;

impl KernelMemos {
    pub(crate) fn new() -> Self {
        KernelMemos {
            ranges: RangeCache::new(SHARED_INDICES),
            plans: SharedMemo::new(SHARED_PLANS),
        }
    }
}

/// The key of a [`SharedSimplify`] entry: the expression's shape, and per
/// variable its range and its bounds in the e-graph's facts.
type SimplifyKey = (ExprShape, Vec<VarFacts>);

/// A variable's range in the pass's facts and its bounds in the e-graph's.
type VarFacts = (Option<(i64, i64)>, (Option<i64>, Option<i64>));

/// Distinct expressions a [`SharedSimplify`] remembers before it starts again.
const SHARED_SIMPLIFIED: usize = 1 << 14;

/// An engine that remembers, across the kernels of one pass run, the
/// simplified forms of `inner` by expression shape ([`ExprShape`]) and
/// variable facts, and gives another kernel's expression of that shape the
/// remembered form over its own variables (the expression itself when the
/// form is the expression it was computed for). `inner`'s forms depend on the
/// variables' names, types, places and facts, not on their identities, so
/// the answer is the one `inner` would give; facts with predicates are
/// never shared. Proofs and comparisons go to `inner` as they are.
pub(crate) struct SharedSimplify<'a> {
    inner: &'a dyn IndexArith,
    memo: SharedMemo<SimplifyKey, Arc<Remembered>>,
}

/// A remembered form: over the variables of the expression it was computed
/// for, and whether it is that expression itself (the simplest form is
/// often the index as written; another kernel's expression of the same
/// shape and facts is then its own answer, with nothing to rename).
struct Remembered {
    form: Expr,
    over: Vec<Var>,
    unchanged: bool,
}

impl<'a> SharedSimplify<'a> {
    pub(crate) fn new(inner: &'a dyn IndexArith) -> Self {
        SharedSimplify {
            inner,
            memo: SharedMemo::new(SHARED_SIMPLIFIED),
        }
    }
}

impl IndexArith for SharedSimplify<'_> {
    fn simplify(&self, e: &Expr, facts: &IndexFacts) -> Expr {
        // A constant, a variable, or one operation on two of them (`tx +
        // 64`) costs the engine less than a key would.
        let small = match e.kind() {
            ExprKind::Int(_) | ExprKind::Var(_) => true,
            ExprKind::Binary(_, a, b) => a.is_leaf() && b.is_leaf(),
            _ => false,
        };
        if small {
            return self.inner.simplify(e, facts);
        }
        let egraph = facts.egraph();
        let shape = egraph
            .predicates()
            .is_empty()
            .then(|| ExprShape::with_vars(e))
            .flatten();
        let Some((shape, vars)) = shape else {
            return self.inner.simplify(e, facts);
        };
        let var_facts = vars
            .iter()
            .map(|v| (facts.range(v), egraph.bounds(v)))
            .collect();
        let answer = self.memo.get_or((shape, var_facts), || {
            let form = self.inner.simplify(e, facts);
            Arc::new(Remembered {
                unchanged: form == *e,
                form,
                over: vars.clone(),
            })
        });
        let Remembered {
            form,
            over,
            unchanged,
        } = &*answer;
        if *unchanged {
            return e.clone();
        }
        if over.iter().zip(&vars).all(|(a, b)| a.id() == b.id()) {
            return form.clone();
        }
        let rename: HashMap<Var, Expr> = over
            .iter()
            .cloned()
            .zip(vars.iter().map(Var::to_expr))
            .collect();
        tirsat_ir::visit::substitute_expr(form, &rename)
    }

    fn prove_equal(&self, a: &Expr, b: &Expr, facts: &IndexFacts) -> bool {
        self.inner.prove_equal(a, b, facts)
    }

    fn compare_le(&self, a: &Expr, b: &Expr, facts: &IndexFacts) -> Option<bool> {
        self.inner.compare_le(a, b, facts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_up_to_its_cap_and_answers_alike_past_it() {
        let mut m = ExprMemo::new(2);
        let mut calls = 0;
        let mut ask = |m: &mut ExprMemo<i64>, v: i64| {
            m.get_or(&Expr::i32(v), || {
                calls += 1;
                v * 10
            })
        };
        assert_eq!(ask(&mut m, 1), 10);
        assert_eq!(ask(&mut m, 1), 10);
        assert_eq!(ask(&mut m, 2), 20);
        assert_eq!(ask(&mut m, 3), 30);
        assert_eq!(ask(&mut m, 3), 30);
        assert_eq!(ask(&mut m, 2), 20);
        // 1 and 2 remembered, 3 (past the cap) computed each time.
        assert_eq!(calls, 4);
    }

    #[test]
    fn shapes_ignore_variable_identity_but_not_names_types_or_places() {
        use tirsat_ir::DataType;
        let v = |n: &str| Var::new(n, DataType::i32());
        let (t1, t2, u) = (v("tx"), v("tx"), v("ty"));
        let e =
            |a: &Var, b: &Var| Expr::add(&Expr::mul(&a.to_expr(), &Expr::i32(32)), &b.to_expr());
        let shape = |x: &Expr| ExprShape::with_vars(x).unwrap().0;
        // The variables in order of first appearance, each once.
        let twice = Expr::add(&e(&u, &t1), &u.to_expr());
        assert_eq!(
            ExprShape::with_vars(&twice).unwrap().1,
            vec![u.clone(), t1.clone()]
        );
        // Two kernels' `tx * 32 + ty`, over distinct variable objects.
        assert_eq!(shape(&e(&t1, &u)), shape(&e(&t2, &u)));
        // Another type of one variable: another shape.
        let t64 = Var::new("tx", DataType::i64());
        assert_ne!(shape(&t1.to_expr()), shape(&t64.to_expr()));
        // Swapped places, another name, another constant, a repeated
        // variable: other shapes.
        assert_ne!(shape(&e(&t1, &u)), shape(&e(&u, &t1)));
        let w = v("tz");
        assert_ne!(shape(&e(&t1, &u)), shape(&e(&t1, &w)));
        let c = Expr::add(&Expr::mul(&t1.to_expr(), &Expr::i32(16)), &u.to_expr());
        assert_ne!(shape(&e(&t1, &u)), shape(&c));
        let t3 = v("tx");
        assert_ne!(shape(&e(&t1, &t3)), shape(&e(&t1, &t1)));
        // Not a shape: a node outside the subset, anywhere.
        let e64 = Expr::add(
            &Expr::mul(&t64.to_expr(), &Expr::i64(32)),
            &Expr::cast(DataType::i64(), &u.to_expr()),
        );
        assert!(ExprShape::with_vars(&e64).is_none());
    }

    #[test]
    fn a_shared_memo_computes_each_key_once_and_again_past_its_cap() {
        let m: SharedMemo<i64, i64> = SharedMemo::new(2);
        let calls = std::sync::atomic::AtomicUsize::new(0);
        let ask = |k: i64| {
            m.get_or(k, || {
                calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                k * 10
            })
        };
        assert_eq!((ask(1), ask(1), ask(2)), (10, 10, 20));
        assert_eq!(calls.load(std::sync::atomic::Ordering::Relaxed), 2);
        // A third key clears the full table: 1 is computed again, alike.
        assert_eq!((ask(3), ask(1)), (30, 10));
        assert_eq!(calls.load(std::sync::atomic::Ordering::Relaxed), 4);
    }

    /// A kernel's own `tx` in `[0, tx_hi]` and `ty` in `[0, ty_hi]` (int32),
    /// and their facts.
    fn thread_vars(tx_hi: i64, ty_hi: i64) -> (Var, Var, IndexFacts) {
        let (tx, ty) = (
            Var::new("tx", tirsat_ir::DataType::i32()),
            Var::new("ty", tirsat_ir::DataType::i32()),
        );
        let mut f = IndexFacts::new();
        f.set_range(&tx, 0, tx_hi);
        f.set_range(&ty, 0, ty_hi);
        (tx, ty, f)
    }

    #[test]
    fn a_shared_simplification_is_the_engines_over_the_askers_variables() {
        use super::super::arith::EgraphArith;
        let engine = EgraphArith::new().unwrap();
        let shared = SharedSimplify::new(&engine);
        // Two kernels' `(tx + 1) % 16 + ty * 32 + 48`, each over its own
        // variables with the same names and ranges.
        let kernel = || {
            let (tx, ty, f) = thread_vars(15, 3);
            let e = Expr::add(
                &Expr::add(
                    &Expr::floormod(&Expr::add(&tx.to_expr(), &Expr::i32(1)), &Expr::i32(16)),
                    &Expr::mul(&ty.to_expr(), &Expr::i32(32)),
                ),
                &Expr::i32(48),
            );
            (e, f, tx)
        };
        let (e1, f1, _) = kernel();
        let (e2, f2, tx2) = kernel();
        let first = shared.simplify(&e1, &f1);
        assert_eq!(first, engine.simplify(&e1, &f1));
        let second = shared.simplify(&e2, &f2);
        assert_eq!(second, engine.simplify(&e2, &f2));
        let vars = super::super::footprint::vars_of(&second);
        assert!(vars.iter().any(|v| v.id() == tx2.id()));
        // Another range is another key: the engine's own answer again.
        let (e3, mut f3, tx3) = kernel();
        f3.set_range(&tx3, 0, 7);
        assert_eq!(shared.simplify(&e3, &f3), engine.simplify(&e3, &f3));
    }

    #[test]
    fn a_form_already_simplest_is_answered_with_the_askers_own_expression() {
        use super::super::arith::EgraphArith;
        let engine = EgraphArith::new().unwrap();
        let shared = SharedSimplify::new(&engine);
        // `ty * 32 + (tx + 1) % 16 + 64`, the engine's simplest form already.
        let kernel = || {
            let (tx, ty, f) = thread_vars(31, 7);
            let e = Expr::add(
                &Expr::add(
                    &Expr::mul(&ty.to_expr(), &Expr::i32(32)),
                    &Expr::floormod(&Expr::add(&tx.to_expr(), &Expr::i32(1)), &Expr::i32(16)),
                ),
                &Expr::i32(64),
            );
            (e, f)
        };
        let (e1, f1) = kernel();
        assert_eq!(engine.simplify(&e1, &f1), e1);
        assert_eq!(shared.simplify(&e1, &f1), e1);
        // Another kernel's expression of that shape is its own answer: the
        // very node, nothing renamed or rebuilt.
        let (e2, f2) = kernel();
        let second = shared.simplify(&e2, &f2);
        assert!(second.same_as(&e2));
        assert_eq!(second, engine.simplify(&e2, &f2));
    }
}
