//! Generic traversal: a read-only [`Visitor`] and a rewriting [`Mutator`], so
//! passes override only the node kinds they care about.
//!
//! ```
//! use tirsat::ir::{visit::Visitor, DataType, Expr, Var};
//! struct CountVars(usize);
//! impl Visitor for CountVars {
//!     fn visit_expr(&mut self, e: &Expr) {
//!         if e.as_var().is_some() { self.0 += 1; }
//!         tirsat::ir::visit::walk_expr(self, e);
//!     }
//! }
//! let x = Var::new("x", DataType::i32());
//! let mut c = CountVars(0);
//! c.visit_expr(&Expr::add(&x.to_expr(), &x.to_expr()));
//! assert_eq!(c.0, 2);
//! ```

use std::collections::HashMap;

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
    for c in e.children() {
        v.visit_expr(c);
    }
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
    for e in s.child_exprs() {
        v.visit_expr(e);
    }
    for c in s.child_stmts() {
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
    e.map_children_with(m, |m, c| m.mutate_expr(c))
}

/// Rebuilds `s` from its rewritten expressions and sub-statements.
pub fn walk_mutate_stmt<M: Mutator + ?Sized>(m: &mut M, s: &Stmt) -> Stmt {
    let out = s.map_children_with(m, |m, e| m.mutate_expr(e), |m, c| m.mutate_stmt(c));
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

/// Replaces variables by expressions.
///
/// ```
/// use std::collections::HashMap;
/// use tirsat::ir::{visit::substitute_expr, DataType, Expr, Var};
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
    e.children().into_iter().any(|c| any_expr(c, pred))
}
