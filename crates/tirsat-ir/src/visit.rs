//! Generic traversal: a read-only [`Visitor`], a rewriting [`Mutator`] and its
//! fallible counterpart [`TryMutator`], so passes override only the node kinds
//! they care about.
//!
//! ```
//! use tirsat_ir::{visit::Visitor, DataType, Expr, Var};
//! struct CountVars(usize);
//! impl Visitor for CountVars {
//!     fn visit_expr(&mut self, e: &Expr) {
//!         if e.as_var().is_some() { self.0 += 1; }
//!         tirsat_ir::visit::walk_expr(self, e);
//!     }
//! }
//! let x = Var::new("x", DataType::i32());
//! let mut c = CountVars(0);
//! c.visit_expr(&Expr::add(&x.to_expr(), &x.to_expr()));
//! assert_eq!(c.0, 2);
//! ```

use std::collections::HashMap;

use super::stack::deeper;
use super::{AttrNode, Buffer, CommReducer, Expr, ExprKind, PrimFunc, Stmt, StmtKind, Var};

/// Read-only traversal. Default methods visit every child.
pub trait Visitor {
    fn visit_expr(&mut self, e: &Expr) {
        walk_expr(self, e)
    }
    fn visit_stmt(&mut self, s: &Stmt) {
        walk_stmt(self, s)
    }
    /// Called where a buffer is introduced (AllocBuffer, DeclBuffer); the default
    /// visits its shape, strides and element offset.
    fn visit_buffer_def(&mut self, b: &Buffer) {
        walk_buffer(self, b)
    }
    /// Called for the reducer node of a `reduce_scope` attribute. The default
    /// does not enter it: like TVM's `StmtExprVisitor`, a reducer is an opaque
    /// node whose operand variables are bound nowhere else. Override it (and
    /// call [`walk_comm_reducer`]) to see its identity elements and results.
    fn visit_comm_reducer(&mut self, r: &CommReducer) {
        let _ = r;
    }
}

/// Visits the identity elements, then the results of a reducer.
pub fn walk_comm_reducer<V: Visitor + ?Sized>(v: &mut V, r: &CommReducer) {
    for e in r.exprs() {
        v.visit_expr(e);
    }
}

/// Visits the children of `e`.
pub fn walk_expr<V: Visitor + ?Sized>(v: &mut V, e: &Expr) {
    if e.is_leaf() {
        return;
    }
    deeper(|| {
        for c in e.iter_children() {
            v.visit_expr(c);
        }
    })
}

/// Visits the fields of a buffer definition.
pub fn walk_buffer<V: Visitor + ?Sized>(v: &mut V, b: &Buffer) {
    for e in b.shape() {
        v.visit_expr(e);
    }
    for e in b.strides() {
        v.visit_expr(e);
    }
    v.visit_expr(b.elem_offset());
}

/// Visits the children of `s`: buffer definitions, expressions, then statements.
pub fn walk_stmt<V: Visitor + ?Sized>(v: &mut V, s: &Stmt) {
    deeper(|| walk_stmt_here(v, s))
}

fn walk_stmt_here<V: Visitor + ?Sized>(v: &mut V, s: &Stmt) {
    match s.kind() {
        StmtKind::AllocBuffer { buffer, .. } => v.visit_buffer_def(buffer),
        StmtKind::DeclBuffer { buffer, data } => {
            v.visit_expr(data);
            v.visit_buffer_def(buffer);
            return;
        }
        StmtKind::Attr {
            node: AttrNode::IterVar(iv),
            ..
        } => {
            if let Some((lo, ext)) = iv.dom() {
                v.visit_expr(lo);
                v.visit_expr(ext);
            }
        }
        StmtKind::Attr {
            node: AttrNode::CommReducer(r),
            ..
        } => v.visit_comm_reducer(r),
        _ => {}
    }
    for e in s.iter_child_exprs() {
        v.visit_expr(e);
    }
    for c in s.iter_child_stmts() {
        v.visit_stmt(c);
    }
}

/// Visits the parameters' buffers and the body of a function.
pub fn walk_func<V: Visitor + ?Sized>(v: &mut V, f: &PrimFunc) {
    for b in f.buffer_params() {
        v.visit_buffer_def(b);
    }
    v.visit_stmt(&f.body);
}

/// Rewriting traversal. Default methods rebuild nodes from rewritten children,
/// keeping unchanged subtrees shared.
pub trait Mutator {
    fn mutate_expr(&mut self, e: &Expr) -> Expr {
        walk_mutate_expr(self, e)
    }
    fn mutate_stmt(&mut self, s: &Stmt) -> Stmt {
        walk_mutate_stmt(self, s)
    }
    /// Rewrites the reducer node of a `reduce_scope` attribute. The default
    /// keeps it (TVM's `StmtExprMutator` does not enter it either); override
    /// it with [`CommReducer::map_exprs`] to rewrite identities and results.
    fn mutate_comm_reducer(&mut self, r: &CommReducer) -> CommReducer {
        r.clone()
    }
}

/// Rebuilds `e` from its rewritten children.
pub fn walk_mutate_expr<M: Mutator + ?Sized>(m: &mut M, e: &Expr) -> Expr {
    deeper(|| e.map_children_with(m, |m, c| m.mutate_expr(c)))
}

/// Rebuilds `s` from its rewritten expressions and sub-statements.
pub fn walk_mutate_stmt<M: Mutator + ?Sized>(m: &mut M, s: &Stmt) -> Stmt {
    let out = deeper(|| s.map_children_with(m, |m, e| m.mutate_expr(e), |m, c| m.mutate_stmt(c)));
    if let StmtKind::Attr {
        node: AttrNode::CommReducer(r),
        key,
        value,
        body,
    } = out.kind()
    {
        let nr = m.mutate_comm_reducer(r);
        if !nr.same_as(r) {
            return Stmt::attr(AttrNode::CommReducer(nr), key, value.clone(), body.clone());
        }
    }
    out
}

/// Fallible rewriting traversal: the [`Mutator`] of rewrites that can fail
/// (a pass that rejects its input). Every method returns a `Result`; the
/// default walks ([`try_walk_mutate_expr`], [`try_walk_mutate_stmt`]) stop at
/// the first error and, like [`Mutator`]'s, keep unchanged subtrees shared.
///
/// One hook more than [`Mutator`]: [`TryMutator::try_mutate_accessed_buffer`],
/// the buffer a load or store reads or writes, so a pass that retypes buffers
/// (the legalizations) remaps them there instead of rebuilding loads by hand.
///
/// ```
/// use tirsat_ir::visit::{TryMutator, try_walk_mutate_expr};
/// use tirsat_ir::{BinOp, Buffer, DataType, Expr, ExprKind};
/// // Rejects floor division, rewrites loads of A into loads of B.
/// struct Rename { a: Buffer, b: Buffer }
/// impl TryMutator for Rename {
///     type Error = String;
///     fn try_mutate_expr(&mut self, e: &Expr) -> Result<Expr, String> {
///         if let ExprKind::Binary(BinOp::FloorDiv, ..) = e.kind() {
///             return Err("floor division".into());
///         }
///         try_walk_mutate_expr(self, e)
///     }
///     fn try_mutate_accessed_buffer(&mut self, b: &Buffer) -> Result<Buffer, String> {
///         Ok(if *b == self.a { self.b.clone() } else { b.clone() })
///     }
/// }
/// let a = Buffer::new("A", DataType::f32(), vec![Expr::i32(4)], "global");
/// let b = Buffer::new("B", DataType::f32(), vec![Expr::i32(4)], "global");
/// let mut r = Rename { a: a.clone(), b: b.clone() };
/// let x = Expr::add(&Expr::load(&a, vec![Expr::i32(0)]), &Expr::float(DataType::f32(), 1.0));
/// let y = r.try_mutate_expr(&x).unwrap();
/// assert!(matches!(y.children()[0].kind(), ExprKind::Load { buffer, .. } if *buffer == b));
/// let i = Expr::floordiv(&Expr::i32(7), &Expr::i32(2));
/// assert_eq!(r.try_mutate_expr(&i).unwrap_err(), "floor division");
/// ```
pub trait TryMutator {
    /// Why a rewrite fails.
    type Error;
    fn try_mutate_expr(&mut self, e: &Expr) -> Result<Expr, Self::Error> {
        try_walk_mutate_expr(self, e)
    }
    fn try_mutate_stmt(&mut self, s: &Stmt) -> Result<Stmt, Self::Error> {
        try_walk_mutate_stmt(self, s)
    }
    /// The buffer a load or store accesses in place of `b` (default: `b`).
    /// Buffer definitions (`AllocBuffer`, `DeclBuffer`, `A.data`) are not
    /// passed here.
    fn try_mutate_accessed_buffer(&mut self, b: &Buffer) -> Result<Buffer, Self::Error> {
        Ok(b.clone())
    }
    /// Rewrites the reducer node of a `reduce_scope` attribute; the default
    /// keeps it (see [`Mutator::mutate_comm_reducer`]).
    fn try_mutate_comm_reducer(&mut self, r: &CommReducer) -> Result<CommReducer, Self::Error> {
        Ok(r.clone())
    }
}

/// Rebuilds `e` from its rewritten children; a load also gets the buffer
/// [`TryMutator::try_mutate_accessed_buffer`] gives (checked before its
/// indices).
pub fn try_walk_mutate_expr<M: TryMutator + ?Sized>(m: &mut M, e: &Expr) -> Result<Expr, M::Error> {
    if let ExprKind::Load { buffer, indices } = e.kind() {
        let nb = m.try_mutate_accessed_buffer(buffer)?;
        if nb != *buffer {
            let idx = indices
                .iter()
                .map(|i| m.try_mutate_expr(i))
                .collect::<Result<Vec<_>, _>>()?;
            return Ok(Expr::load(&nb, idx));
        }
    }
    deeper(|| e.try_map_children_with(m, |m, c| m.try_mutate_expr(c)))
}

/// Rebuilds `s` from its rewritten expressions and sub-statements; a store
/// also gets the buffer [`TryMutator::try_mutate_accessed_buffer`] gives, a
/// `reduce_scope` attribute the reducer of
/// [`TryMutator::try_mutate_comm_reducer`].
pub fn try_walk_mutate_stmt<M: TryMutator + ?Sized>(m: &mut M, s: &Stmt) -> Result<Stmt, M::Error> {
    let out = deeper(|| {
        s.try_map_children_with(m, |m, e| m.try_mutate_expr(e), |m, c| m.try_mutate_stmt(c))
    })?;
    match out.kind() {
        StmtKind::Store {
            buffer,
            value,
            indices,
        } => {
            let nb = m.try_mutate_accessed_buffer(buffer)?;
            if nb != *buffer {
                return Ok(Stmt::new(StmtKind::Store {
                    buffer: nb,
                    value: value.clone(),
                    indices: indices.clone(),
                }));
            }
        }
        StmtKind::Attr {
            node: AttrNode::CommReducer(r),
            key,
            value,
            body,
        } => {
            let nr = m.try_mutate_comm_reducer(r)?;
            if !nr.same_as(r) {
                return Ok(Stmt::attr(
                    AttrNode::CommReducer(nr),
                    key,
                    value.clone(),
                    body.clone(),
                ));
            }
        }
        _ => {}
    }
    Ok(out)
}

/// Replaces variables by expressions.
///
/// ```
/// use std::collections::HashMap;
/// use tirsat_ir::{visit::substitute_expr, DataType, Expr, Var};
/// let n = Var::new("n", DataType::i32());
/// let e = Expr::add(&n.to_expr(), &Expr::i32(1));
/// let mut map = HashMap::new();
/// map.insert(n.clone(), Expr::i32(4));
/// let r = substitute_expr(&e, &map);
/// assert_eq!(r.children()[0].as_int(), Some(4));
/// ```
pub struct Substitute<'a> {
    pub map: &'a HashMap<Var, Expr>,
}

impl Mutator for Substitute<'_> {
    fn mutate_expr(&mut self, e: &Expr) -> Expr {
        if let ExprKind::Var(v) = e.kind()
            && let Some(r) = self.map.get(v)
        {
            return r.clone();
        }
        walk_mutate_expr(self, e)
    }
}

pub fn substitute_expr(e: &Expr, map: &HashMap<Var, Expr>) -> Expr {
    if map.is_empty() {
        return e.clone();
    }
    Substitute { map }.mutate_expr(e)
}

pub fn substitute_stmt(s: &Stmt, map: &HashMap<Var, Expr>) -> Stmt {
    if map.is_empty() {
        return s.clone();
    }
    Substitute { map }.mutate_stmt(s)
}

/// Collects every node of an expression tree in pre-order (for queries).
pub fn any_expr(e: &Expr, pred: &mut impl FnMut(&Expr) -> bool) -> bool {
    if pred(e) {
        return true;
    }
    if e.is_leaf() {
        return false;
    }
    deeper(|| e.iter_children().any(|c| any_expr(c, pred)))
}

/// True when `pred` holds for some statement of `s` (in pre-order; child
/// statements only, not the expressions), stopping at the first. A cheap
/// test of whether a rewrite of some statements has anything to do.
///
/// ```
/// use tirsat_ir::{Expr, Stmt, StmtKind, visit::any_stmt};
/// let s = Stmt::seq(vec![Stmt::evaluate(Expr::i32(0)), Stmt::ret(Expr::i32(0))]);
/// assert!(any_stmt(&s, &mut |x| matches!(x.kind(), StmtKind::Return(_))));
/// assert!(!any_stmt(&s, &mut |x| matches!(x.kind(), StmtKind::For { .. })));
/// ```
pub fn any_stmt(s: &Stmt, pred: &mut impl FnMut(&Stmt) -> bool) -> bool {
    find_stmt(s, &mut |x| pred(x).then_some(())).is_some()
}

/// The first `Some` that `f` returns over the statements of `s`, in
/// pre-order and program order (child statements only, not the
/// expressions). The walk holds one iterator per level of nesting, not a
/// list of the statements still to visit: a long statement list costs no
/// allocation.
///
/// ```
/// use tirsat_ir::{Expr, Stmt, StmtKind, visit::find_stmt};
/// let s = Stmt::seq(vec![Stmt::evaluate(Expr::i32(1)), Stmt::ret(Expr::i32(2))]);
/// let first = find_stmt(&s, &mut |x| match x.kind() {
///     StmtKind::Evaluate(e) | StmtKind::Return(e) => e.as_int(),
///     _ => None,
/// });
/// assert_eq!(first, Some(1));
/// ```
pub fn find_stmt<'a, R>(s: &'a Stmt, f: &mut impl FnMut(&'a Stmt) -> Option<R>) -> Option<R> {
    if let Some(r) = f(s) {
        return Some(r);
    }
    let mut levels: smallvec::SmallVec<[crate::stmt::ChildStmts<'a>; 16]> =
        smallvec::smallvec![s.iter_child_stmts()];
    while let Some(level) = levels.last_mut() {
        match level.next() {
            Some(c) => {
                if let Some(r) = f(c) {
                    return Some(r);
                }
                levels.push(c.iter_child_stmts());
            }
            None => {
                levels.pop();
            }
        }
    }
    None
}

/// Maps each expression of `es` with `f` until the first error; the new list
/// and whether any expression changed (is not [`Expr::same_as`] its original).
pub fn try_map_exprs<E>(
    es: &[Expr],
    mut f: impl FnMut(&Expr) -> Result<Expr, E>,
) -> Result<(Vec<Expr>, bool), E> {
    let mut changed = false;
    let mut out = Vec::with_capacity(es.len());
    for e in es {
        let n = f(e)?;
        changed |= !n.same_as(e);
        out.push(n);
    }
    Ok((out, changed))
}

/// One step of a fallible rebuild run through an infallible one (the
/// `try_map_children_with` of [`Expr`] and [`Stmt`]): maps `x` with `f` until
/// the first error, which it keeps in `err`; from then on every node is
/// returned unchanged and `f` is no longer called.
pub(crate) fn until_error<C: ?Sized, T: Clone, E>(
    f: &mut impl FnMut(&mut C, &T) -> Result<T, E>,
    ctx: &mut C,
    err: &mut Option<E>,
    x: &T,
) -> T {
    if err.is_some() {
        return x.clone();
    }
    f(ctx, x).unwrap_or_else(|e| {
        *err = Some(e);
        x.clone()
    })
}
