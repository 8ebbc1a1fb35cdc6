//! Statements. Like TVM 0.27, `AllocBuffer`, `DeclBuffer`, `Bind` and `Assert`
//! have no body: they are flat statements whose scope is the rest of the
//! enclosing sequence.

use std::fmt;
use std::sync::Arc;

use super::sblock::{SBlock, SBlockRealize};
use super::tirx::TirxStmt;
use super::{Attrs, Buffer, CommReducer, Expr, IterVar, Target, Var};

/// Kinds of `for` loops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ForKind {
    Serial,
    Parallel,
    Vectorized,
    Unrolled,
    ThreadBinding,
}

impl ForKind {
    /// The TVMScript iterator name (`T.serial`, ...).
    pub fn script_name(self) -> &'static str {
        match self {
            ForKind::Serial => "serial",
            ForKind::Parallel => "parallel",
            ForKind::Vectorized => "vectorized",
            ForKind::Unrolled => "unroll",
            ForKind::ThreadBinding => "thread_binding",
        }
    }
}

/// The node of an attribute statement.
#[derive(Clone, Debug, PartialEq)]
pub enum AttrNode {
    /// An expression node: `0`, `"default"`, a variable, ...
    Expr(Expr),
    /// A thread IterVar (`thread_extent`, `virtual_thread`).
    IterVar(IterVar),
    Buffer(Buffer),
    Target(Target),
    /// The reducer of a `reduce_scope` attribute (`T.comm_reducer(...)`).
    CommReducer(CommReducer),
}

impl AttrNode {
    /// The integer 0 node used by `device_scope`, `compute_scope`, ... .
    pub fn zero() -> Self {
        AttrNode::Expr(Expr::i32(0))
    }
    pub fn as_iter_var(&self) -> Option<&IterVar> {
        match self {
            AttrNode::IterVar(iv) => Some(iv),
            _ => None,
        }
    }
    pub fn as_target(&self) -> Option<&Target> {
        match self {
            AttrNode::Target(t) => Some(t),
            _ => None,
        }
    }
    pub fn as_comm_reducer(&self) -> Option<&CommReducer> {
        match self {
            AttrNode::CommReducer(r) => Some(r),
            _ => None,
        }
    }
}

/// The node kinds of a statement.
#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    Seq(Vec<Stmt>),
    /// Allocates `buffer` for the rest of the enclosing sequence.
    AllocBuffer {
        buffer: Buffer,
        annotations: Attrs,
    },
    /// Declares `buffer` over the pointer `data` for the rest of the sequence.
    /// `data` is the buffer's own `buffer.data` ([`Expr::is_data_of`]) for a
    /// buffer declared without `data=` (TVM 0.27's
    /// `T.decl_buffer(..., scope="tmem", allocated_addr=a)`): storage that
    /// nothing in the program allocates.
    DeclBuffer {
        buffer: Buffer,
        data: Expr,
    },
    Attr {
        node: AttrNode,
        key: String,
        value: Expr,
        body: Stmt,
    },
    /// `x: T.let[T.int32] = value`, scoped to the rest of the sequence.
    Bind {
        var: Var,
        value: Expr,
    },
    /// A loop over `var` from `min` for `extent` values of the variable
    /// (`min <= var < min + extent`), advancing by `step` (1 when `None`;
    /// TVM's `range(a, b, s)` has `extent = b - a`).
    For {
        var: Var,
        min: Expr,
        extent: Expr,
        step: Option<Expr>,
        kind: ForKind,
        body: Stmt,
        thread_binding: Option<IterVar>,
        annotations: Attrs,
    },
    While {
        cond: Expr,
        body: Stmt,
    },
    If {
        cond: Expr,
        then_case: Stmt,
        else_case: Option<Stmt>,
    },
    /// `assert cond, (kind, [parts...])`.
    Assert {
        cond: Expr,
        kind: String,
        parts: Vec<Expr>,
    },
    Store {
        buffer: Buffer,
        value: Expr,
        indices: Vec<Expr>,
    },
    Evaluate(Expr),
    Return(Expr),
    /// A schedulable block (`with T.sblock(...)`, see [`super::sblock`]) and
    /// its realize; no realize for a block printed with `no_realize=True`.
    Block {
        realize: Option<SBlockRealize>,
        block: Arc<SBlock>,
    },
    /// A TIRx statement: a scope-id definition (defining its variables for
    /// the rest of the sequence) or a tile-primitive call (see [`super::tirx`]).
    Tirx(Arc<TirxStmt>),
}

/// A statement: a shared, immutable node.
#[derive(Clone)]
pub struct Stmt(Arc<StmtKind>);

/// Structural equality, recursing on a grown stack where the tree is deep
/// ([`super::stack`]).
impl PartialEq for Stmt {
    fn eq(&self, other: &Self) -> bool {
        super::stack::deeper(|| *self.0 == *other.0)
    }
}

/// The last owner of a statement drops its children on a new stack segment
/// when the stack runs low (see [`Expr`]'s `Drop`).
impl Drop for Stmt {
    fn drop(&mut self) {
        // The last owner first (a shared node drops nothing below it), then
        // the stack.
        if Arc::get_mut(&mut self.0).is_some()
            && super::stack::low()
            && let Some(kind) = Arc::get_mut(&mut self.0)
        {
            let kind = std::mem::replace(kind, StmtKind::Seq(Vec::new()));
            super::stack::grow(move || drop(kind));
        }
    }
}

impl std::ops::Deref for Stmt {
    type Target = StmtKind;
    fn deref(&self) -> &StmtKind {
        &self.0
    }
}

impl fmt::Debug for Stmt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::stack::deeper(|| fmt::Debug::fmt(&*self.0, f))
    }
}

/// A weak reference to a statement node ([`Stmt::downgrade`]).
#[derive(Clone, Debug)]
pub struct WeakStmt(std::sync::Weak<StmtKind>);

impl WeakStmt {
    /// True while the node is alive.
    pub fn is_alive(&self) -> bool {
        self.0.strong_count() > 0
    }
}

/// The parts of a `for` loop that rewrites replace; its kind and annotations
/// stay with the loop (see [`Stmt::loop_parts`] and [`Stmt::with_loop_parts`]).
#[derive(Clone, Debug)]
pub struct LoopParts {
    pub var: Var,
    pub min: Expr,
    pub extent: Expr,
    pub step: Option<Expr>,
    pub body: Stmt,
    pub thread_binding: Option<IterVar>,
}

impl Stmt {
    /// The replaceable parts of a `for` loop (`None` for any other statement).
    ///
    /// ```
    /// use tirsat_ir::{DataType, Expr, ForKind, Stmt, Var};
    /// let i = Var::new("i", DataType::i32());
    /// let l = Stmt::for_(&i, Expr::i32(0), Expr::i32(4), ForKind::Unrolled, Stmt::no_op());
    /// let mut p = l.loop_parts().unwrap();
    /// assert!(l.with_loop_parts(p.clone()).same_as(&l));
    /// p.extent = Expr::i32(8);
    /// let m = l.with_loop_parts(p);
    /// assert_eq!(m.loop_parts().unwrap().extent, Expr::i32(8));
    /// assert!(matches!(m.kind(), tirsat_ir::StmtKind::For { kind: ForKind::Unrolled, .. }));
    /// ```
    pub fn loop_parts(&self) -> Option<LoopParts> {
        match self.kind() {
            StmtKind::For {
                var,
                min,
                extent,
                step,
                body,
                thread_binding,
                ..
            } => Some(LoopParts {
                var: var.clone(),
                min: min.clone(),
                extent: extent.clone(),
                step: step.clone(),
                body: body.clone(),
                thread_binding: thread_binding.clone(),
            }),
            _ => None,
        }
    }

    /// This loop with its parts replaced by `p`, keeping its kind and
    /// annotations; `self` itself when every part is the node it already
    /// holds (or when `self` is not a loop).
    pub fn with_loop_parts(&self, p: LoopParts) -> Stmt {
        let (
            Some(old),
            StmtKind::For {
                kind, annotations, ..
            },
        ) = (self.loop_parts(), self.kind())
        else {
            return self.clone();
        };
        let same_step = match (&p.step, &old.step) {
            (Some(a), Some(b)) => a.same_as(b),
            (None, None) => true,
            _ => false,
        };
        if p.var == old.var
            && p.min.same_as(&old.min)
            && p.extent.same_as(&old.extent)
            && same_step
            && p.body.same_as(&old.body)
            && p.thread_binding == old.thread_binding
        {
            return self.clone();
        }
        Stmt::new(StmtKind::For {
            var: p.var,
            min: p.min,
            extent: p.extent,
            step: p.step,
            kind: *kind,
            body: p.body,
            thread_binding: p.thread_binding,
            annotations: annotations.clone(),
        })
    }

    pub fn new(kind: StmtKind) -> Self {
        Stmt(Arc::new(kind))
    }
    pub fn kind(&self) -> &StmtKind {
        &self.0
    }
    pub fn same_as(&self, other: &Stmt) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
    /// The node's address: an identity for caches of facts about immutable
    /// nodes, stable while the node, or a [`WeakStmt`] to it, lives.
    pub fn addr(&self) -> usize {
        Arc::as_ptr(&self.0) as *const () as usize
    }
    /// A weak reference to this node: it does not keep the node alive, and
    /// while it exists no other node gets the node's [`Stmt::addr`].
    ///
    /// ```
    /// use tirsat_ir::{Expr, Stmt};
    /// let s = Stmt::evaluate(Expr::i32(7));
    /// let w = s.downgrade();
    /// assert!(w.is_alive());
    /// drop(s);
    /// assert!(!w.is_alive());
    /// ```
    pub fn downgrade(&self) -> WeakStmt {
        WeakStmt(Arc::downgrade(&self.0))
    }

    /// `T.evaluate(0)`: the empty statement.
    pub fn no_op() -> Self {
        Stmt::evaluate(Expr::i32(0))
    }
    pub fn is_no_op(&self) -> bool {
        matches!(self.kind(), StmtKind::Evaluate(e) if e.is_const_int(0))
            || matches!(self.kind(), StmtKind::Seq(v) if v.is_empty())
    }
    /// A flattened sequence: nested sequences are spliced, a single statement is
    /// returned as is, and an empty list gives [`Stmt::no_op`].
    pub fn seq(items: Vec<Stmt>) -> Self {
        let mut flat = Vec::with_capacity(items.len());
        for s in items {
            match s.kind() {
                StmtKind::Seq(inner) => flat.extend(inner.iter().cloned()),
                _ => flat.push(s),
            }
        }
        match flat.len() {
            0 => Stmt::no_op(),
            1 => flat.pop().unwrap_or_else(Stmt::no_op),
            _ => Stmt::new(StmtKind::Seq(flat)),
        }
    }
    /// The statements of a sequence, or the statement itself.
    pub fn as_seq(&self) -> &[Stmt] {
        match self.kind() {
            StmtKind::Seq(v) => v,
            _ => std::slice::from_ref(self),
        }
    }
    pub fn evaluate(e: Expr) -> Self {
        Stmt::new(StmtKind::Evaluate(e))
    }
    pub fn store(buffer: &Buffer, value: Expr, indices: Vec<Expr>) -> Self {
        Stmt::new(StmtKind::Store {
            buffer: buffer.clone(),
            value,
            indices,
        })
    }
    pub fn alloc(buffer: &Buffer) -> Self {
        Stmt::new(StmtKind::AllocBuffer {
            buffer: buffer.clone(),
            annotations: Attrs::new(),
        })
    }
    /// This `AllocBuffer` allocating `buffer` instead, with its annotations;
    /// `self` itself when `buffer` is the one it allocates (or when `self` is
    /// not an `AllocBuffer`).
    pub fn with_alloc_buffer(&self, buffer: Buffer) -> Stmt {
        match self.kind() {
            StmtKind::AllocBuffer {
                buffer: old,
                annotations,
            } if *old != buffer => Stmt::new(StmtKind::AllocBuffer {
                buffer,
                annotations: annotations.clone(),
            }),
            _ => self.clone(),
        }
    }
    pub fn decl(buffer: &Buffer, data: Expr) -> Self {
        Stmt::new(StmtKind::DeclBuffer {
            buffer: buffer.clone(),
            data,
        })
    }
    pub fn bind(var: &Var, value: Expr) -> Self {
        Stmt::new(StmtKind::Bind {
            var: var.clone(),
            value,
        })
    }
    pub fn attr(node: AttrNode, key: &str, value: Expr, body: Stmt) -> Self {
        Stmt::new(StmtKind::Attr {
            node,
            key: key.to_string(),
            value,
            body,
        })
    }
    /// `T.launch_thread(iv, extent)` around `body`.
    pub fn launch(iv: &IterVar, extent: Expr, body: Stmt) -> Self {
        Stmt::attr(
            AttrNode::IterVar(iv.clone()),
            super::keys::THREAD_EXTENT,
            extent,
            body,
        )
    }
    pub fn for_(var: &Var, min: Expr, extent: Expr, kind: ForKind, body: Stmt) -> Self {
        Stmt::new(StmtKind::For {
            var: var.clone(),
            min,
            extent,
            step: None,
            kind,
            body,
            thread_binding: None,
            annotations: Attrs::new(),
        })
    }
    pub fn if_(cond: Expr, then_case: Stmt, else_case: Option<Stmt>) -> Self {
        Stmt::new(StmtKind::If {
            cond,
            then_case,
            else_case,
        })
    }
    /// `assert cond, (kind, [message])` with one string part.
    pub fn assert(cond: Expr, kind: &str, message: &str) -> Self {
        Stmt::new(StmtKind::Assert {
            cond,
            kind: kind.to_string(),
            parts: vec![Expr::str(message)],
        })
    }
    pub fn ret(value: Expr) -> Self {
        Stmt::new(StmtKind::Return(value))
    }
    /// A block with its realize (or none).
    pub fn block(block: SBlock, realize: Option<SBlockRealize>) -> Self {
        Stmt::new(StmtKind::Block {
            realize,
            block: Arc::new(block),
        })
    }

    /// A TIRx statement.
    pub fn tirx(t: TirxStmt) -> Self {
        Stmt::new(StmtKind::Tirx(Arc::new(t)))
    }

    /// The direct sub-statements.
    pub fn child_stmts(&self) -> Vec<&Stmt> {
        match self.kind() {
            StmtKind::Seq(v) => v.iter().collect(),
            StmtKind::Attr { body, .. }
            | StmtKind::For { body, .. }
            | StmtKind::While { body, .. } => vec![body],
            StmtKind::If {
                then_case,
                else_case,
                ..
            } => {
                let mut v = vec![then_case];
                if let Some(e) = else_case {
                    v.push(e);
                }
                v
            }
            StmtKind::Block { block, .. } => block.init.iter().chain([&block.body]).collect(),
            _ => Vec::new(),
        }
    }

    /// The expressions held directly by this statement (not by sub-statements,
    /// and not the fields of buffers), in evaluation order.
    pub fn child_exprs(&self) -> Vec<&Expr> {
        match self.kind() {
            StmtKind::Seq(_) | StmtKind::AllocBuffer { .. } => Vec::new(),
            StmtKind::DeclBuffer { data, .. } => vec![data],
            StmtKind::Attr { node, value, .. } => match node {
                AttrNode::Expr(e) => vec![e, value],
                _ => vec![value],
            },
            StmtKind::Bind { value, .. } => vec![value],
            StmtKind::For {
                min, extent, step, ..
            } => {
                let mut v = vec![min, extent];
                v.extend(step.iter());
                v
            }
            StmtKind::While { cond, .. } | StmtKind::If { cond, .. } => vec![cond],
            StmtKind::Assert { cond, parts, .. } => {
                let mut v = vec![cond];
                v.extend(parts.iter());
                v
            }
            StmtKind::Store { value, indices, .. } => {
                let mut v = vec![value];
                v.extend(indices.iter());
                v
            }
            StmtKind::Evaluate(e) | StmtKind::Return(e) => vec![e],
            StmtKind::Tirx(t) => t.exprs(),
            StmtKind::Block { realize, block } => {
                let mut v: Vec<&Expr> = Vec::new();
                if let Some(r) = realize {
                    v.extend(r.iter_values.iter());
                    v.push(&r.predicate);
                }
                v.extend(block.exprs());
                v
            }
        }
    }

    /// Rebuilds this statement with its direct expressions mapped by `fe` and its
    /// direct sub-statements mapped by `fs`. Returns `self` when nothing changed.
    pub fn map_children(
        &self,
        fe: impl FnMut(&Expr) -> Expr,
        fs: impl FnMut(&Stmt) -> Stmt,
    ) -> Stmt {
        let mut fns = (fe, fs);
        self.map_children_with(&mut fns, |f, e| (f.0)(e), |f, s| (f.1)(s))
    }

    /// Like [`Stmt::map_children_with`] with fallible mappers: the first error
    /// is returned and the remaining children are not visited.
    pub fn try_map_children_with<C: ?Sized, E>(
        &self,
        ctx: &mut C,
        mut fe: impl FnMut(&mut C, &Expr) -> Result<Expr, E>,
        mut fs: impl FnMut(&mut C, &Stmt) -> Result<Stmt, E>,
    ) -> Result<Stmt, E> {
        use super::visit::until_error;
        let mut err: Option<E> = None;
        let out = self.map_children_with(
            &mut (ctx, &mut err),
            |(c, err), e| until_error(&mut fe, c, err, e),
            |(c, err), s| until_error(&mut fs, c, err, s),
        );
        err.map_or(Ok(out), Err)
    }

    /// Like [`Stmt::map_children`], threading one mutable context through both
    /// mappers (so a mutator can pass `self` to both).
    ///
    /// The mappers are called in evaluation order (the order of
    /// [`Stmt::child_exprs`], then [`Stmt::child_stmts`], per field); nothing
    /// is allocated unless a child changed.
    pub fn map_children_with<C: ?Sized>(
        &self,
        ctx: &mut C,
        fe: impl FnMut(&mut C, &Expr) -> Expr,
        fs: impl FnMut(&mut C, &Stmt) -> Stmt,
    ) -> Stmt {
        super::stack::deeper(|| self.map_children_with_at(ctx, fe, fs))
    }

    fn map_children_with_at<C: ?Sized>(
        &self,
        ctx: &mut C,
        mut fe: impl FnMut(&mut C, &Expr) -> Expr,
        mut fs: impl FnMut(&mut C, &Stmt) -> Stmt,
    ) -> Stmt {
        let kind = match self.kind() {
            StmtKind::Seq(v) => match map_lazy(v, |x| fs(ctx, x), Stmt::same_as) {
                Some(v) => StmtKind::Seq(v),
                None => return self.clone(),
            },
            StmtKind::AllocBuffer { .. } => return self.clone(),
            StmtKind::DeclBuffer { buffer, data } => {
                let nd = fe(ctx, data);
                if nd.same_as(data) {
                    return self.clone();
                }
                StmtKind::DeclBuffer {
                    buffer: buffer.clone(),
                    data: nd,
                }
            }
            StmtKind::Attr {
                node,
                key,
                value,
                body,
            } => {
                let nn = match node {
                    AttrNode::Expr(x) => Some(fe(ctx, x)).filter(|n| !n.same_as(x)),
                    _ => None,
                };
                let nv = fe(ctx, value);
                let nb = fs(ctx, body);
                if nn.is_none() && nv.same_as(value) && nb.same_as(body) {
                    return self.clone();
                }
                StmtKind::Attr {
                    node: nn.map_or_else(|| node.clone(), AttrNode::Expr),
                    key: key.clone(),
                    value: nv,
                    body: nb,
                }
            }
            StmtKind::Bind { var, value } => {
                let nv = fe(ctx, value);
                if nv.same_as(value) {
                    return self.clone();
                }
                StmtKind::Bind {
                    var: var.clone(),
                    value: nv,
                }
            }
            StmtKind::For {
                var,
                min,
                extent,
                step,
                kind,
                body,
                thread_binding,
                annotations,
            } => {
                let nmin = fe(ctx, min);
                let next = fe(ctx, extent);
                let nstep = step.as_ref().map(|x| fe(ctx, x));
                let nbody = fs(ctx, body);
                let same_step = match (&nstep, step) {
                    (Some(a), Some(b)) => a.same_as(b),
                    (None, None) => true,
                    _ => false,
                };
                if nmin.same_as(min) && next.same_as(extent) && same_step && nbody.same_as(body) {
                    return self.clone();
                }
                StmtKind::For {
                    var: var.clone(),
                    min: nmin,
                    extent: next,
                    step: nstep,
                    kind: *kind,
                    body: nbody,
                    thread_binding: thread_binding.clone(),
                    annotations: annotations.clone(),
                }
            }
            StmtKind::While { cond, body } => {
                let nc = fe(ctx, cond);
                let nb = fs(ctx, body);
                if nc.same_as(cond) && nb.same_as(body) {
                    return self.clone();
                }
                StmtKind::While { cond: nc, body: nb }
            }
            StmtKind::If {
                cond,
                then_case,
                else_case,
            } => {
                let nc = fe(ctx, cond);
                let nt = fs(ctx, then_case);
                let ne = else_case.as_ref().map(|x| fs(ctx, x));
                let same_else = match (&ne, else_case) {
                    (Some(a), Some(b)) => a.same_as(b),
                    _ => true,
                };
                if nc.same_as(cond) && nt.same_as(then_case) && same_else {
                    return self.clone();
                }
                StmtKind::If {
                    cond: nc,
                    then_case: nt,
                    else_case: ne,
                }
            }
            StmtKind::Assert { cond, kind, parts } => {
                let nc = fe(ctx, cond);
                let np = map_lazy(parts, |x| fe(ctx, x), Expr::same_as);
                if nc.same_as(cond) && np.is_none() {
                    return self.clone();
                }
                StmtKind::Assert {
                    cond: nc,
                    kind: kind.clone(),
                    parts: np.unwrap_or_else(|| parts.clone()),
                }
            }
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                let nv = fe(ctx, value);
                let ni = map_lazy(indices, |x| fe(ctx, x), Expr::same_as);
                if nv.same_as(value) && ni.is_none() {
                    return self.clone();
                }
                StmtKind::Store {
                    buffer: buffer.clone(),
                    value: nv,
                    indices: ni.unwrap_or_else(|| indices.clone()),
                }
            }
            StmtKind::Evaluate(x) => {
                let n = fe(ctx, x);
                if n.same_as(x) {
                    return self.clone();
                }
                StmtKind::Evaluate(n)
            }
            StmtKind::Return(x) => {
                let n = fe(ctx, x);
                if n.same_as(x) {
                    return self.clone();
                }
                StmtKind::Return(n)
            }
            StmtKind::Tirx(t) => {
                let mut changed = false;
                let n = t.map_exprs(|x| {
                    let n = fe(ctx, x);
                    changed |= !n.same_as(x);
                    n
                });
                if !changed {
                    return self.clone();
                }
                StmtKind::Tirx(Arc::new(n))
            }
            StmtKind::Block { realize, block } => {
                let mut changed = false;
                let realize = realize.as_ref().map(|r| SBlockRealize {
                    iter_values: r
                        .iter_values
                        .iter()
                        .map(|x| {
                            let n = fe(ctx, x);
                            changed |= !n.same_as(x);
                            n
                        })
                        .collect(),
                    predicate: {
                        let n = fe(ctx, &r.predicate);
                        changed |= !n.same_as(&r.predicate);
                        n
                    },
                });
                let mut inner_changed = false;
                let nb = block.map_children(
                    &mut (&mut *ctx, &mut inner_changed),
                    |(c, ch), x| {
                        let n = fe(c, x);
                        **ch |= !n.same_as(x);
                        n
                    },
                    |(c, ch), x| {
                        let n = fs(c, x);
                        **ch |= !n.same_as(x);
                        n
                    },
                );
                if !changed && !inner_changed {
                    return self.clone();
                }
                StmtKind::Block {
                    realize,
                    block: if inner_changed {
                        Arc::new(nb)
                    } else {
                        block.clone()
                    },
                }
            }
        };
        Stmt::new(kind)
    }

    /// The direct sub-statements, in order, without building a vector (the
    /// items of [`Stmt::child_stmts`]).
    ///
    /// ```
    /// use tirsat_ir::{Expr, Stmt};
    /// let s = Stmt::seq(vec![Stmt::evaluate(Expr::i32(1)), Stmt::evaluate(Expr::i32(2))]);
    /// assert_eq!(s.iter_child_stmts().count(), 2);
    /// assert!(s.iter_child_stmts().zip(s.child_stmts()).all(|(a, b)| a.same_as(b)));
    /// ```
    pub fn iter_child_stmts(&self) -> ChildStmts<'_> {
        let mut it = ChildStmts {
            head: [None, None],
            pos: 0,
            slice: [].iter(),
        };
        match self.kind() {
            StmtKind::Seq(v) => it.slice = v.iter(),
            StmtKind::Attr { body, .. }
            | StmtKind::For { body, .. }
            | StmtKind::While { body, .. } => it.head[0] = Some(body),
            StmtKind::If {
                then_case,
                else_case,
                ..
            } => it.head = [Some(then_case), else_case.as_ref()],
            StmtKind::Block { block, .. } => match &block.init {
                Some(init) => it.head = [Some(init), Some(&block.body)],
                None => it.head[0] = Some(&block.body),
            },
            _ => {}
        }
        it
    }

    /// The expressions held directly by this statement, in evaluation order,
    /// without building a vector for the common kinds (the items of
    /// [`Stmt::child_exprs`]).
    ///
    /// ```
    /// use tirsat_ir::{Buffer, DataType, Expr, Stmt};
    /// let a = Buffer::new("A", DataType::f32(), vec![Expr::i32(4)], "global");
    /// let s = Stmt::store(&a, Expr::float(DataType::f32(), 1.0), vec![Expr::i32(2)]);
    /// let got: Vec<_> = s.iter_child_exprs().collect();
    /// assert_eq!(got, s.child_exprs());
    /// ```
    pub fn iter_child_exprs(&self) -> ChildExprs<'_> {
        let mut it = ChildExprs {
            head: [None, None, None],
            pos: 0,
            slice: [].iter(),
            rest: Vec::new().into_iter(),
        };
        match self.kind() {
            StmtKind::Seq(_) | StmtKind::AllocBuffer { .. } => {}
            StmtKind::DeclBuffer { data, .. } => it.head[0] = Some(data),
            StmtKind::Attr { node, value, .. } => match node {
                AttrNode::Expr(e) => it.head = [Some(e), Some(value), None],
                _ => it.head[0] = Some(value),
            },
            StmtKind::Bind { value, .. } => it.head[0] = Some(value),
            StmtKind::For {
                min, extent, step, ..
            } => it.head = [Some(min), Some(extent), step.as_ref()],
            StmtKind::While { cond, .. } | StmtKind::If { cond, .. } => it.head[0] = Some(cond),
            StmtKind::Assert { cond, parts, .. } => {
                it.head[0] = Some(cond);
                it.slice = parts.iter();
            }
            StmtKind::Store { value, indices, .. } => {
                it.head[0] = Some(value);
                it.slice = indices.iter();
            }
            StmtKind::Evaluate(e) | StmtKind::Return(e) => it.head[0] = Some(e),
            StmtKind::Tirx(_) | StmtKind::Block { .. } => it.rest = self.child_exprs().into_iter(),
        }
        it
    }
}

/// Maps `items` with `f` in order; `None` (and no allocation) when every
/// result is `same` as its item.
pub(crate) fn map_lazy<T: Clone>(
    items: &[T],
    mut f: impl FnMut(&T) -> T,
    same: impl Fn(&T, &T) -> bool,
) -> Option<Vec<T>> {
    let mut out: Option<Vec<T>> = None;
    for (i, x) in items.iter().enumerate() {
        let n = f(x);
        match &mut out {
            Some(v) => v.push(n),
            None if !same(&n, x) => {
                let mut v = Vec::with_capacity(items.len());
                v.extend_from_slice(&items[..i]);
                v.push(n);
                out = Some(v);
            }
            None => {}
        }
    }
    out
}

/// The direct sub-statements of a statement ([`Stmt::iter_child_stmts`]).
#[derive(Clone, Debug)]
pub struct ChildStmts<'a> {
    head: [Option<&'a Stmt>; 2],
    pos: usize,
    slice: std::slice::Iter<'a, Stmt>,
}

impl<'a> Iterator for ChildStmts<'a> {
    type Item = &'a Stmt;
    fn next(&mut self) -> Option<&'a Stmt> {
        while self.pos < self.head.len() {
            self.pos += 1;
            if let Some(s) = self.head[self.pos - 1] {
                return Some(s);
            }
        }
        self.slice.next()
    }
}

/// The direct expressions of a statement ([`Stmt::iter_child_exprs`]).
#[derive(Clone, Debug)]
pub struct ChildExprs<'a> {
    head: [Option<&'a Expr>; 3],
    pos: usize,
    slice: std::slice::Iter<'a, Expr>,
    rest: std::vec::IntoIter<&'a Expr>,
}

impl<'a> Iterator for ChildExprs<'a> {
    type Item = &'a Expr;
    fn next(&mut self) -> Option<&'a Expr> {
        while self.pos < self.head.len() {
            self.pos += 1;
            if let Some(e) = self.head[self.pos - 1] {
                return Some(e);
            }
        }
        self.slice.next().or_else(|| self.rest.next())
    }
}

/// Convenience: the `thread_extent` IterVar and extent of an attribute statement.
pub fn as_thread_extent(s: &Stmt) -> Option<(&IterVar, &Expr, &Stmt)> {
    match s.kind() {
        StmtKind::Attr {
            node: AttrNode::IterVar(iv),
            key,
            value,
            body,
        } if key == super::keys::THREAD_EXTENT => Some((iv, value, body)),
        _ => None,
    }
}
