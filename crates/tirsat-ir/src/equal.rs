//! Structural equality modulo variable identity and names, like TVM's
//! `structural_equal(a, b, map_free_vars=True)`: variables, buffers and IterVars
//! are matched by position (a bijection built on first encounter), everything
//! else must be equal. Mismatches are reported with a path for diagnostics.

use crate::stack::deeper;
use std::collections::HashMap;

use super::sblock::{BufferRegion, SBlock, SBlockRealize};
use super::tirx::{TileArg, TirxStmt};
use super::{
    AttrNode, AttrValue, Attrs, Buffer, BufferLayout, CommReducer, Expr, ExprKind, IRModule,
    IterVar, LoopParts, Param, PrimFunc, Stmt, StmtKind, Var,
};

/// Compares two modules; `Err` names the first difference.
///
/// ```
/// use tirsat_ir::{equal, DataType, Expr, Var};
/// let a = Var::new("a", DataType::i32());
/// let b = Var::new("b", DataType::i32());
/// let ea = Expr::add(&a.to_expr(), &Expr::i32(1));
/// let eb = Expr::add(&b.to_expr(), &Expr::i32(1));
/// assert!(equal::expr_equal(&ea, &eb).is_ok());
/// assert!(equal::expr_equal(&ea, &Expr::i32(1)).is_err());
/// ```
pub fn module_equal(a: &IRModule, b: &IRModule) -> Result<(), String> {
    let an: Vec<_> = a.functions.keys().collect();
    let bn: Vec<_> = b.functions.keys().collect();
    if an != bn {
        return Err(format!("function names differ: {an:?} vs {bn:?}"));
    }
    for (name, fa) in &a.functions {
        if let Some(fb) = b.functions.get(name) {
            func_equal(fa, fb).map_err(|e| format!("in function {name}: {e}"))?;
        }
    }
    Eq::default()
        .attrs(&a.attrs, &b.attrs)
        .map_err(|e| format!("module attrs: {e}"))
}

/// Compares two functions.
pub fn func_equal(a: &PrimFunc, b: &PrimFunc) -> Result<(), String> {
    Eq::default().func(a, b)
}

/// Compares two statements.
pub fn stmt_equal(a: &Stmt, b: &Stmt) -> Result<(), String> {
    Eq::default().stmt(a, b)
}

/// Compares two expressions.
pub fn expr_equal(a: &Expr, b: &Expr) -> Result<(), String> {
    Eq::default().expr(a, b)
}

#[derive(Default)]
struct Eq {
    vars: HashMap<u64, u64>,
    vars_rev: HashMap<u64, u64>,
    bufs: HashMap<u64, u64>,
    bufs_rev: HashMap<u64, u64>,
    ivs: HashMap<u64, u64>,
}

type R = Result<(), String>;

fn check(cond: bool, msg: impl FnOnce() -> String) -> R {
    if cond { Ok(()) } else { Err(msg()) }
}

impl Eq {
    fn func(&mut self, a: &PrimFunc, b: &PrimFunc) -> R {
        check(a.params.len() == b.params.len(), || {
            format!("parameter count {} vs {}", a.params.len(), b.params.len())
        })?;
        for (i, (pa, pb)) in a.params.iter().zip(&b.params).enumerate() {
            match (pa, pb) {
                (Param::Var(x), Param::Var(y)) => self.var(x, y),
                (Param::Buffer(x), Param::Buffer(y)) => self.buffer(x, y),
                _ => Err("parameter kinds differ".into()),
            }
            .map_err(|e| format!("parameter {i}: {e}"))?;
        }
        check(a.ret_type == b.ret_type, || {
            format!("return type {} vs {}", a.ret_type, b.ret_type)
        })?;
        self.attrs(&a.attrs, &b.attrs)
            .map_err(|e| format!("attrs: {e}"))?;
        self.stmt(&a.body, &b.body)
    }

    fn attrs(&mut self, a: &Attrs, b: &Attrs) -> R {
        let ak: Vec<_> = a.keys().collect();
        let bk: Vec<_> = b.keys().collect();
        check(ak == bk, || format!("keys {ak:?} vs {bk:?}"))?;
        for (k, va) in a {
            if let Some(vb) = b.get(k) {
                self.attr_value(va, vb).map_err(|e| format!("{k}: {e}"))?;
            }
        }
        Ok(())
    }

    fn attr_value(&mut self, a: &AttrValue, b: &AttrValue) -> R {
        match (a, b) {
            (AttrValue::Expr(x), AttrValue::Expr(y)) => self.expr(x, y),
            (AttrValue::Array(x), AttrValue::Array(y)) => {
                check(x.len() == y.len(), || "array lengths differ".into())?;
                for (u, v) in x.iter().zip(y) {
                    self.attr_value(u, v)?;
                }
                Ok(())
            }
            (AttrValue::Map(x), AttrValue::Map(y)) => self.attrs(x, y),
            (AttrValue::Buffer(x), AttrValue::Buffer(y)) => self.buffer(x, y),
            _ => check(a == b, || format!("{a:?} vs {b:?}")),
        }
    }

    fn var(&mut self, a: &Var, b: &Var) -> R {
        check(a.ty() == b.ty(), || {
            format!(
                "types of {} and {}: {} vs {}",
                a.name(),
                b.name(),
                a.ty(),
                b.ty()
            )
        })?;
        match (self.vars.get(&a.id()), self.vars_rev.get(&b.id())) {
            (Some(x), _) => check(*x == b.id(), || {
                format!(
                    "variable {} maps to another variable than {}",
                    a.name(),
                    b.name()
                )
            }),
            (None, Some(_)) => Err(format!("variable {} already matched to another", b.name())),
            (None, None) => {
                self.vars.insert(a.id(), b.id());
                self.vars_rev.insert(b.id(), a.id());
                Ok(())
            }
        }
    }

    fn buffer(&mut self, a: &Buffer, b: &Buffer) -> R {
        match (self.bufs.get(&a.id()), self.bufs_rev.get(&b.id())) {
            (Some(x), _) => {
                return check(*x == b.id(), || {
                    format!(
                        "buffer {} maps to another buffer than {}",
                        a.name(),
                        b.name()
                    )
                });
            }
            (None, Some(_)) => {
                return Err(format!("buffer {} already matched to another", b.name()));
            }
            (None, None) => {}
        }
        self.bufs.insert(a.id(), b.id());
        self.bufs_rev.insert(b.id(), a.id());
        let (x, y) = (a.node(), b.node());
        let ctx = |e: String| format!("buffer {}: {e}", a.name());
        check(x.dtype == y.dtype, || {
            ctx(format!("dtype {} vs {}", x.dtype, y.dtype))
        })?;
        check(x.scope == y.scope, || {
            ctx(format!("scope {} vs {}", x.scope, y.scope))
        })?;
        check(x.data_alignment == y.data_alignment, || {
            ctx("alignment differs".into())
        })?;
        check(x.offset_factor == y.offset_factor, || {
            ctx("offset_factor differs".into())
        })?;
        self.exprs(&x.shape, &y.shape)
            .map_err(|e| ctx(format!("shape: {e}")))?;
        self.exprs(&x.strides, &y.strides)
            .map_err(|e| ctx(format!("strides: {e}")))?;
        self.expr(&x.elem_offset, &y.elem_offset)
            .map_err(|e| ctx(format!("elem_offset: {e}")))?;
        self.exprs(&x.allocated_addr, &y.allocated_addr)
            .map_err(|e| ctx(format!("allocated_addr: {e}")))?;
        self.layout(&x.layout, &y.layout)
            .map_err(|e| ctx(format!("layout: {e}")))
    }

    fn layout(&mut self, a: &BufferLayout, b: &BufferLayout) -> R {
        use super::layout::Layout as L;
        let (x, y) = match (a, b) {
            (BufferLayout::Default, BufferLayout::Default)
            | (BufferLayout::None, BufferLayout::None) => return Ok(()),
            (BufferLayout::Explicit(x), BufferLayout::Explicit(y)) => (x, y),
            _ => return Err(format!("{a:?} vs {b:?}")),
        };
        match (&**x, &**y) {
            (L::Tile(_), L::Tile(_)) => {}
            (
                L::Compose {
                    per_element: p1,
                    swizzle_len: s1,
                    atom_len: a1,
                    swizzle_inner: i1,
                    ..
                },
                L::Compose {
                    per_element: p2,
                    swizzle_len: s2,
                    atom_len: a2,
                    swizzle_inner: i2,
                    ..
                },
            ) => check((p1, s1, a1, i1) == (p2, s2, a2, i2), || {
                "swizzle differs".into()
            })?,
            _ => return Err("tile vs compose layout".into()),
        }
        let (tx, ty) = match (&**x, &**y) {
            (
                L::Tile(t1) | L::Compose { tile: t1, .. },
                L::Tile(t2) | L::Compose { tile: t2, .. },
            ) => (t1, t2),
        };
        for (p, q) in [(&tx.shard, &ty.shard), (&tx.replica, &ty.replica)] {
            check(p.len() == q.len(), || "iterator counts differ".into())?;
            for (i, j) in p.iter().zip(q) {
                check(i.axis == j.axis, || {
                    format!("axis {} vs {}", i.axis, j.axis)
                })?;
                self.expr(&i.extent, &j.extent)?;
                self.expr(&i.stride, &j.stride)?;
            }
        }
        check(tx.offset.len() == ty.offset.len(), || {
            "offsets differ".into()
        })?;
        for ((a1, e1), (a2, e2)) in tx.offset.iter().zip(&ty.offset) {
            check(a1 == a2, || format!("offset axis {a1} vs {a2}"))?;
            self.expr(e1, e2)?;
        }
        Ok(())
    }

    fn iter_var(&mut self, a: &IterVar, b: &IterVar) -> R {
        if let Some(x) = self.ivs.get(&a.id()) {
            return check(*x == b.id(), || "IterVar mismatch".into());
        }
        self.ivs.insert(a.id(), b.id());
        check(a.thread_tag() == b.thread_tag(), || {
            format!("thread tag {} vs {}", a.thread_tag(), b.thread_tag())
        })?;
        check(a.kind() == b.kind(), || "IterVar kind differs".into())?;
        self.var(a.var(), b.var())?;
        match (a.dom(), b.dom()) {
            (None, None) => Ok(()),
            (Some((m1, e1)), Some((m2, e2))) => {
                self.expr(m1, m2)?;
                self.expr(e1, e2)
            }
            _ => Err("IterVar domain presence differs".into()),
        }
    }

    fn exprs(&mut self, a: &[Expr], b: &[Expr]) -> R {
        check(a.len() == b.len(), || {
            format!("lengths {} vs {}", a.len(), b.len())
        })?;
        for (x, y) in a.iter().zip(b) {
            self.expr(x, y)?;
        }
        Ok(())
    }

    fn expr(&mut self, a: &Expr, b: &Expr) -> R {
        deeper(|| self.expr_at(a, b))
    }

    fn expr_at(&mut self, a: &Expr, b: &Expr) -> R {
        if a.same_as(b) && self.vars.is_empty() {
            return Ok(());
        }
        check(a.ty() == b.ty(), || {
            format!("type {} vs {} in {a:?} / {b:?}", a.ty(), b.ty())
        })?;
        use ExprKind as K;
        match (a.kind(), b.kind()) {
            (K::Int(x), K::Int(y)) => check(x == y, || format!("{x} vs {y}")),
            (K::Float(x), K::Float(y)) => check(x == y || (x.is_nan() && y.is_nan()), || {
                format!("{x} vs {y}")
            }),
            (K::Str(x), K::Str(y)) => check(x == y, || format!("{x:?} vs {y:?}")),
            (K::Var(x), K::Var(y)) => self.var(x, y),
            (K::BufferData(x), K::BufferData(y)) => self.buffer(x, y),
            (K::Binary(o1, a1, b1), K::Binary(o2, a2, b2)) => {
                check(o1 == o2, || format!("{o1:?} vs {o2:?}"))?;
                self.expr(a1, a2)?;
                self.expr(b1, b2)
            }
            (K::Cmp(o1, a1, b1), K::Cmp(o2, a2, b2)) => {
                check(o1 == o2, || format!("{o1:?} vs {o2:?}"))?;
                self.expr(a1, a2)?;
                self.expr(b1, b2)
            }
            (K::And(a1, b1), K::And(a2, b2)) | (K::Or(a1, b1), K::Or(a2, b2)) => {
                self.expr(a1, a2)?;
                self.expr(b1, b2)
            }
            (K::Not(x), K::Not(y)) | (K::Cast(x), K::Cast(y)) => self.expr(x, y),
            (K::Select(c1, t1, f1), K::Select(c2, t2, f2)) => {
                self.expr(c1, c2)?;
                self.expr(t1, t2)?;
                self.expr(f1, f2)
            }
            (
                K::Load {
                    buffer: b1,
                    indices: i1,
                },
                K::Load {
                    buffer: b2,
                    indices: i2,
                },
            ) => {
                self.buffer(b1, b2)?;
                self.exprs(i1, i2)
            }
            (
                K::Ramp {
                    base: b1,
                    stride: s1,
                    lanes: l1,
                },
                K::Ramp {
                    base: b2,
                    stride: s2,
                    lanes: l2,
                },
            ) => {
                check(l1 == l2, || "ramp lanes differ".into())?;
                self.expr(b1, b2)?;
                self.expr(s1, s2)
            }
            (
                K::Broadcast {
                    value: v1,
                    lanes: l1,
                },
                K::Broadcast {
                    value: v2,
                    lanes: l2,
                },
            ) => {
                check(l1 == l2, || "broadcast lanes differ".into())?;
                self.expr(v1, v2)
            }
            (
                K::Let {
                    var: x1,
                    value: v1,
                    body: b1,
                },
                K::Let {
                    var: x2,
                    value: v2,
                    body: b2,
                },
            ) => {
                self.expr(v1, v2)?;
                self.var(x1, x2)?;
                self.expr(b1, b2)
            }
            (
                K::Call {
                    op: o1,
                    args: a1,
                    attrs: t1,
                },
                K::Call {
                    op: o2,
                    args: a2,
                    attrs: t2,
                },
            ) => {
                check(o1 == o2, || format!("call {o1:?} vs {o2:?}"))?;
                check(t1.len() == t2.len(), || "call attrs differ".into())?;
                for ((k1, v1), (k2, v2)) in t1.iter().zip(t2) {
                    check(k1 == k2, || "call attr keys differ".into())?;
                    self.attr_value(v1, v2)?;
                }
                self.exprs(a1, a2)
                    .map_err(|e| format!("in call {o1:?}: {e}"))
            }
            (K::Meta { key: k1, index: i1 }, K::Meta { key: k2, index: i2 }) => {
                check(k1 == k2 && i1 == i2, || "metadata references differ".into())
            }
            _ => Err(format!("{a:?} vs {b:?}")),
        }
    }

    /// Reducers: the operand variables are definitions (mapped here), then the
    /// identity elements and results must match.
    fn comm_reducer(&mut self, a: &CommReducer, b: &CommReducer) -> R {
        check(a.len() == b.len(), || {
            format!("reducers of {} vs {} values", a.len(), b.len())
        })?;
        for (x, y) in a
            .lhs()
            .iter()
            .zip(b.lhs())
            .chain(a.rhs().iter().zip(b.rhs()))
        {
            self.var(x, y)
                .map_err(|e| format!("reducer operand: {e}"))?;
        }
        self.exprs(a.identity(), b.identity())
            .map_err(|e| format!("reducer identity: {e}"))?;
        self.exprs(a.result(), b.result())
            .map_err(|e| format!("reducer result: {e}"))
    }

    fn attr_node(&mut self, a: &AttrNode, b: &AttrNode) -> R {
        match (a, b) {
            (AttrNode::Expr(x), AttrNode::Expr(y)) => self.expr(x, y),
            (AttrNode::IterVar(x), AttrNode::IterVar(y)) => self.iter_var(x, y),
            (AttrNode::Buffer(x), AttrNode::Buffer(y)) => self.buffer(x, y),
            (AttrNode::Target(x), AttrNode::Target(y)) => check(x == y, || "targets differ".into()),
            (AttrNode::CommReducer(x), AttrNode::CommReducer(y)) => self.comm_reducer(x, y),
            _ => Err("attribute nodes differ".into()),
        }
    }

    fn stmt(&mut self, a: &Stmt, b: &Stmt) -> R {
        deeper(|| self.stmt_at(a, b))
    }

    fn stmt_at(&mut self, a: &Stmt, b: &Stmt) -> R {
        use StmtKind as S;
        match (a.kind(), b.kind()) {
            (S::Seq(x), S::Seq(y)) => self.seq(x, y),
            (
                S::AllocBuffer {
                    buffer: b1,
                    annotations: n1,
                },
                S::AllocBuffer {
                    buffer: b2,
                    annotations: n2,
                },
            ) => {
                self.buffer(b1, b2)?;
                self.attrs(n1, n2)
            }
            (
                S::DeclBuffer {
                    buffer: b1,
                    data: d1,
                },
                S::DeclBuffer {
                    buffer: b2,
                    data: d2,
                },
            ) => {
                self.expr(d1, d2)?;
                self.buffer(b1, b2)
            }
            (
                S::Attr {
                    node: n1,
                    key: k1,
                    value: v1,
                    body: b1,
                },
                S::Attr {
                    node: n2,
                    key: k2,
                    value: v2,
                    body: b2,
                },
            ) => {
                check(k1 == k2, || format!("attr key {k1} vs {k2}"))?;
                self.attr_node(n1, n2)?;
                self.expr(v1, v2)?;
                self.stmt(b1, b2).map_err(|e| format!("in attr {k1}: {e}"))
            }
            (S::Bind { var: x1, value: v1 }, S::Bind { var: x2, value: v2 }) => {
                self.expr(v1, v2)?;
                self.var(x1, x2)
            }
            (
                S::For {
                    kind: k1,
                    annotations: n1,
                    ..
                },
                S::For {
                    kind: k2,
                    annotations: n2,
                    ..
                },
            ) => {
                check(k1 == k2, || format!("loop kind {k1:?} vs {k2:?}"))?;
                match (a.loop_parts(), b.loop_parts()) {
                    (Some(p), Some(q)) => self.for_loop(&p, &q, (n1, n2)),
                    _ => unreachable!("For statements have loop parts"),
                }
            }
            (S::While { cond: c1, body: b1 }, S::While { cond: c2, body: b2 }) => {
                self.expr(c1, c2)?;
                self.stmt(b1, b2)
            }
            (
                S::If {
                    cond: c1,
                    then_case: t1,
                    else_case: e1,
                },
                S::If {
                    cond: c2,
                    then_case: t2,
                    else_case: e2,
                },
            ) => {
                self.expr(c1, c2)?;
                self.stmt(t1, t2)?;
                match (e1, e2) {
                    (Some(x), Some(y)) => self.stmt(x, y),
                    (None, None) => Ok(()),
                    _ => Err("else branch presence differs".into()),
                }
            }
            (
                S::Assert {
                    cond: c1,
                    kind: k1,
                    parts: p1,
                },
                S::Assert {
                    cond: c2,
                    kind: k2,
                    parts: p2,
                },
            ) => {
                check(k1 == k2, || format!("assert kind {k1} vs {k2}"))?;
                self.expr(c1, c2)?;
                self.exprs(p1, p2)
            }
            (
                S::Store {
                    buffer: b1,
                    value: v1,
                    indices: i1,
                },
                S::Store {
                    buffer: b2,
                    value: v2,
                    indices: i2,
                },
            ) => {
                self.buffer(b1, b2)?;
                self.expr(v1, v2)?;
                self.exprs(i1, i2)
            }
            (S::Evaluate(x), S::Evaluate(y)) | (S::Return(x), S::Return(y)) => self.expr(x, y),
            (
                S::Block {
                    realize: r1,
                    block: k1,
                },
                S::Block {
                    realize: r2,
                    block: k2,
                },
            ) => self.block_stmt((r1.as_ref(), k1), (r2.as_ref(), k2)),
            (S::Tirx(x), S::Tirx(y)) => self.tirx(x, y),
            _ => Err(format!("statement kinds differ: {a:?} vs {b:?}")),
        }
    }

    fn seq(&mut self, x: &[Stmt], y: &[Stmt]) -> R {
        check(x.len() == y.len(), || {
            format!("sequence lengths {} vs {}", x.len(), y.len())
        })?;
        for (i, (u, v)) in x.iter().zip(y).enumerate() {
            self.stmt(u, v).map_err(|e| format!("[{i}] {e}"))?;
        }
        Ok(())
    }

    /// Two loops of the same kind, with their annotations `n`: the loop
    /// variable is a definition.
    fn for_loop(&mut self, p: &LoopParts, q: &LoopParts, n: (&Attrs, &Attrs)) -> R {
        self.var(&p.var, &q.var)?;
        self.expr(&p.min, &q.min)?;
        self.expr(&p.extent, &q.extent)?;
        match (&p.step, &q.step) {
            (Some(a), Some(b)) => self.expr(a, b)?,
            (None, None) => {}
            _ => return Err("loop step differs".into()),
        }
        match (&p.thread_binding, &q.thread_binding) {
            (Some(i1), Some(i2)) => self.iter_var(i1, i2)?,
            (None, None) => {}
            _ => return Err("thread binding differs".into()),
        }
        self.attrs(n.0, n.1)?;
        self.stmt(&p.body, &q.body)
            .map_err(|e| format!("in for {}: {e}", p.var.name()))
    }

    /// Two blocks with their optional realizes.
    fn block_stmt(
        &mut self,
        (r1, k1): (Option<&SBlockRealize>, &SBlock),
        (r2, k2): (Option<&SBlockRealize>, &SBlock),
    ) -> R {
        match (r1, r2) {
            (Some(x), Some(y)) => {
                self.exprs(&x.iter_values, &y.iter_values)
                    .map_err(|e| format!("block {} bindings: {e}", k1.name))?;
                self.expr(&x.predicate, &y.predicate)?;
            }
            (None, None) => {}
            _ => return Err(format!("block {}: realize presence differs", k1.name)),
        }
        self.block(k1, k2)
            .map_err(|e| format!("in block {}: {e}", k1.name))
    }

    /// TIRx statements: scope-id variables are definitions.
    fn tirx(&mut self, a: &TirxStmt, b: &TirxStmt) -> R {
        let opt = |s: &mut Self, x: &Option<Vec<Expr>>, y: &Option<Vec<Expr>>| match (x, y) {
            (Some(x), Some(y)) => s.exprs(x, y),
            (None, None) => Ok(()),
            _ => Err("extents presence differs".to_string()),
        };
        match (a, b) {
            (TirxStmt::ScopeId(x), TirxStmt::ScopeId(y)) => {
                check(x.binding == y.binding, || {
                    format!("scope ids {:?} vs {:?}", x.binding, y.binding)
                })?;
                check(x.vars.len() == y.vars.len(), || {
                    "scope id counts differ".into()
                })?;
                for (u, v) in x.vars.iter().zip(&y.vars) {
                    self.var(u, v)?;
                }
                opt(self, &x.extents, &y.extents)?;
                opt(self, &x.preferred, &y.preferred)
            }
            (TirxStmt::Tile(x), TirxStmt::Tile(y)) => {
                check(x.scope == y.scope && x.op == y.op, || {
                    format!("tile ops {} vs {}", a.describe(), b.describe())
                })?;
                check(x.dispatch == y.dispatch, || "dispatch differs".into())?;
                check(x.args.len() == y.args.len(), || {
                    "tile operand counts differ".into()
                })?;
                for (u, v) in x.args.iter().zip(&y.args) {
                    match (u, v) {
                        (TileArg::Region(r1), TileArg::Region(r2)) => self.region(r1, r2)?,
                        (TileArg::Expr(e1), TileArg::Expr(e2)) => self.expr(e1, e2)?,
                        (
                            TileArg::Lambda { vars: v1, body: b1 },
                            TileArg::Lambda { vars: v2, body: b2 },
                        ) => {
                            check(v1.len() == v2.len(), || "lambda arity differs".into())?;
                            for (p, q) in v1.iter().zip(v2) {
                                self.var(p, q)?;
                            }
                            self.expr(b1, b2)?;
                        }
                        _ => check(u == v, || format!("tile operands {u:?} vs {v:?}"))?,
                    }
                }
                check(x.workspace.len() == y.workspace.len(), || {
                    "workspace sizes differ".into()
                })?;
                for ((k1, b1), (k2, b2)) in x.workspace.iter().zip(&y.workspace) {
                    check(k1 == k2, || format!("workspace {k1} vs {k2}"))?;
                    self.buffer(b1, b2)?;
                }
                self.attrs(&x.config, &y.config)
                    .map_err(|e| format!("tile config: {e}"))
            }
            _ => Err(format!(
                "statement kinds differ: {} vs {}",
                a.describe(),
                b.describe()
            )),
        }
    }

    fn region(&mut self, a: &BufferRegion, b: &BufferRegion) -> R {
        self.buffer(&a.buffer, &b.buffer)?;
        check(a.region.len() == b.region.len(), || {
            "region dimensions differ".into()
        })?;
        for ((m1, e1), (m2, e2)) in a.region.iter().zip(&b.region) {
            self.expr(m1, m2)?;
            self.expr(e1, e2)?;
        }
        Ok(())
    }

    /// Blocks: the iteration variables, allocated and matched buffers are
    /// definitions (mapped here, in TVM's field order).
    fn block(&mut self, a: &SBlock, b: &SBlock) -> R {
        check(a.name == b.name, || {
            format!("name {:?} vs {:?}", a.name, b.name)
        })?;
        check(a.iter_vars.len() == b.iter_vars.len(), || {
            "iteration variable counts differ".into()
        })?;
        for (x, y) in a.iter_vars.iter().zip(&b.iter_vars) {
            self.iter_var(x, y)?;
        }
        for (what, x, y) in [
            ("reads", &a.reads, &b.reads),
            ("writes", &a.writes, &b.writes),
        ] {
            check(x.len() == y.len(), || format!("{what}: counts differ"))?;
            for (u, v) in x.iter().zip(y) {
                self.region(u, v).map_err(|e| format!("{what}: {e}"))?;
            }
        }
        check(a.alloc_buffers.len() == b.alloc_buffers.len(), || {
            "allocation counts differ".into()
        })?;
        for (x, y) in a.alloc_buffers.iter().zip(&b.alloc_buffers) {
            self.buffer(x, y)?;
        }
        check(a.match_buffers.len() == b.match_buffers.len(), || {
            "matched buffer counts differ".into()
        })?;
        for (x, y) in a.match_buffers.iter().zip(&b.match_buffers) {
            self.buffer(&x.buffer, &y.buffer)?;
            self.region(&x.source, &y.source)?;
        }
        self.attrs(&a.annotations, &b.annotations)
            .map_err(|e| format!("annotations: {e}"))?;
        match (&a.init, &b.init) {
            (Some(x), Some(y)) => self.stmt(x, y).map_err(|e| format!("in init: {e}"))?,
            (None, None) => {}
            _ => return Err("init presence differs".into()),
        }
        self.stmt(&a.body, &b.body)
    }
}
