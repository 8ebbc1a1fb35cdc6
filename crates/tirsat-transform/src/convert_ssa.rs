//! ConvertSSA (TVM's `tirx.transform.ConvertSSA`): gives every definition in a
//! module its own variable object.
//!
//! A variable, buffer or thread IterVar variable that is defined a second time
//! (in another function of the module, or again inside one function) is
//! replaced by a fresh copy with the same name and type for the scope of that
//! second definition. The first definition, in module order (function names
//! sorted), keeps the original object. Buffers whose shape, strides or offset
//! mention a renamed variable are rebuilt. Thread IterVars are renamed once
//! per function, so several launches of the same thread axis keep sharing
//! one variable.
//!
//! The work is parallel per function and deterministic: a first pass records
//! which function defines each object first, then every function is renamed
//! independently.
//!
//! ```
//! use tirsat_ir::{DataType, Expr, ForKind, IRModule, PrimFunc, Stmt, Var};
//! use tirsat_transform::convert_ssa::convert_ssa;
//! let i = Var::new("i", DataType::i32());
//! let lp = Stmt::for_(&i, Expr::i32(0), Expr::i32(4), ForKind::Serial, Stmt::evaluate(i.to_expr()));
//! let f = PrimFunc::new(vec![], Stmt::seq(vec![lp.clone(), lp]));
//! let m = convert_ssa(IRModule::from_functions([("main".to_string(), f)]));
//! let body = &m.get("main").unwrap().body;
//! let vars: Vec<_> = body.as_seq().iter().map(|s| match s.kind() {
//!     tirsat_ir::StmtKind::For { var, .. } => var.clone(),
//!     _ => unreachable!(),
//! }).collect();
//! assert_eq!(vars[0], i);
//! assert_ne!(vars[1], i);
//! ```

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use tirsat_ir::sblock::{BufferRegion, MatchBufferRegion, SBlock, SBlockRealize};
use tirsat_ir::tirx::{TileArg, TirxStmt};
use tirsat_ir::{
    AttrNode, Buffer, Expr, ExprKind, IRModule, IterVar, Param, PrimFunc, Stmt, StmtKind, Var,
};

unit_pass! {
    /// The ConvertSSA pass.
    ConvertSsa = "ConvertSSA",
    |module| { Ok(convert_ssa(module)) }
}

/// Renames repeated definitions so that no two definitions in `module` share a
/// variable or buffer object.
pub fn convert_ssa(module: IRModule) -> IRModule {
    convert_ssa_preferring(module, |_| false)
}

/// [`convert_ssa`], where the functions `first` names keep their objects
/// before the others (each group in module order). Which of two
/// definitions gets the fresh copy changes no printed program; SplitHostDevice
/// lets the kernels it made keep theirs, so that their bodies, the bulk of a
/// module, are not rebuilt for the few definitions they share with their
/// hosts (a scalar parameter).
pub(crate) fn convert_ssa_preferring(module: IRModule, first: impl Fn(&str) -> bool) -> IRModule {
    let funcs: Vec<(String, PrimFunc)> = module.functions.into_iter().collect();
    let defs: Vec<Vec<u64>> = super::par_map_ref(&funcs, |(_, f)| definitions(f));
    // `first` once per function, not per comparison of the sort.
    let firsts: Vec<bool> = funcs.iter().map(|(name, _)| first(name)).collect();
    let mut order: Vec<usize> = (0..funcs.len()).collect();
    order.sort_by_key(|&i| !firsts[i]);
    let mut owner: HashMap<u64, usize> = HashMap::default();
    for &i in &order {
        for id in &defs[i] {
            owner.entry(*id).or_insert(i);
        }
    }
    let work: Vec<(usize, (String, PrimFunc))> = funcs.into_iter().enumerate().collect();
    let renamed: Vec<(String, PrimFunc)> = super::par_map(work, |(i, (name, f))| {
        // Every definition distinct and first made here: nothing is
        // renamed, the function stays as it is (no rebuilt copy).
        let mut distinct = HashSet::with_capacity_and_hasher(defs[i].len(), Default::default());
        if defs[i]
            .iter()
            .all(|id| distinct.insert(*id) && owner.get(id) == Some(&i))
        {
            return (name, f);
        }
        let mut r = Renamer::new(i, &owner);
        let g = r.func(f);
        (name, g)
    });
    IRModule::from_functions(renamed)
}

/// Renames repeated definitions inside one function only.
pub fn convert_ssa_func(f: PrimFunc) -> PrimFunc {
    let owner = HashMap::default();
    Renamer::new(0, &owner).func(f)
}

/// A copy of `f` in which every definition (parameters, buffers, loop, let and
/// thread variables) is a fresh object (TVM's `RenewDefs`), so the copy can
/// live in the same module as `f`.
pub fn renew_defs(f: PrimFunc) -> PrimFunc {
    let owner = HashMap::default();
    let mut r = Renamer::new(0, &owner);
    r.fresh_all = true;
    r.func(f)
}

/// The identities defined by a function, in definition order.
fn definitions(f: &PrimFunc) -> Vec<u64> {
    let mut out = Vec::new();
    let params: HashSet<&Var> = f.params.iter().filter_map(Param::as_var).collect();
    for p in &f.params {
        if let Param::Var(v) = p {
            out.push(v.id());
        }
    }
    for b in f.buffer_params() {
        for e in b.field_exprs() {
            if let Some(v) = e.as_var()
                && !params.contains(v)
            {
                out.push(v.id());
            }
        }
    }
    for b in f.buffer_params() {
        out.push(b.id());
    }
    collect_stmt_defs(&f.body, &mut out);
    out
}

fn collect_stmt_defs(s: &Stmt, out: &mut Vec<u64>) {
    tirsat_ir::stack::deeper(|| collect_stmt_defs_at(s, out))
}

fn collect_stmt_defs_at(s: &Stmt, out: &mut Vec<u64>) {
    match s.kind() {
        StmtKind::AllocBuffer { buffer, .. } | StmtKind::DeclBuffer { buffer, .. } => {
            out.push(buffer.id())
        }
        StmtKind::Bind { var, .. } | StmtKind::For { var, .. } => out.push(var.id()),
        StmtKind::Attr {
            node: AttrNode::IterVar(iv),
            ..
        } => out.push(iv.var().id()),
        StmtKind::Tirx(t) => {
            if let TirxStmt::ScopeId(d) = &**t {
                out.extend(d.vars.iter().map(Var::id));
            }
        }
        StmtKind::Block { block, .. } => {
            out.extend(block.iter_vars.iter().map(|iv| iv.var().id()));
            out.extend(block.alloc_buffers.iter().map(Buffer::id));
            out.extend(block.match_buffers.iter().map(|m| m.buffer.id()));
        }
        _ => {}
    }
    for e in s.iter_child_exprs() {
        collect_expr_defs(e, out);
    }
    for c in s.iter_child_stmts() {
        collect_stmt_defs(c, out);
    }
}

fn collect_expr_defs(e: &Expr, out: &mut Vec<u64>) {
    if !e.has_let() {
        return;
    }
    tirsat_ir::stack::deeper(|| collect_expr_defs_at(e, out))
}

fn collect_expr_defs_at(e: &Expr, out: &mut Vec<u64>) {
    if let ExprKind::Let { var, .. } = e.kind() {
        out.push(var.id());
    }
    for c in e.iter_children() {
        collect_expr_defs(c, out);
    }
}

enum Undo {
    Var(Var, Option<Var>),
    Buf(Buffer, Option<Buffer>),
}

struct Renamer<'a> {
    index: usize,
    owner: &'a HashMap<u64, usize>,
    seen: HashSet<u64>,
    vars: HashMap<Var, Var>,
    bufs: HashMap<Buffer, Buffer>,
    undo: Vec<Undo>,
    /// Function-scoped renaming of thread IterVar variables.
    iv_vars: HashMap<Var, Var>,
    ivs: HashMap<IterVar, IterVar>,
    /// Renew every definition (RenewDefs) instead of only repeated ones.
    fresh_all: bool,
}

impl<'a> Renamer<'a> {
    fn new(index: usize, owner: &'a HashMap<u64, usize>) -> Self {
        Renamer {
            index,
            owner,
            seen: HashSet::default(),
            vars: HashMap::default(),
            bufs: HashMap::default(),
            undo: Vec::new(),
            iv_vars: HashMap::default(),
            ivs: HashMap::default(),
            fresh_all: false,
        }
    }

    /// True when a definition of `id` here must get a fresh object.
    fn needs_fresh(&mut self, id: u64) -> bool {
        let taken = self.owner.get(&id).is_some_and(|o| *o != self.index);
        let repeated = !self.seen.insert(id);
        taken || repeated || self.fresh_all
    }

    fn set_var(&mut self, old: &Var, new: Var) {
        let prev = self.vars.insert(old.clone(), new);
        self.undo.push(Undo::Var(old.clone(), prev));
    }

    fn set_buf(&mut self, old: &Buffer, new: Buffer) {
        let prev = self.bufs.insert(old.clone(), new);
        self.undo.push(Undo::Buf(old.clone(), prev));
    }

    fn scoped<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        let mark = self.undo.len();
        let r = f(self);
        while self.undo.len() > mark {
            match self.undo.pop() {
                Some(Undo::Var(k, Some(v))) => {
                    self.vars.insert(k, v);
                }
                Some(Undo::Var(k, None)) => {
                    self.vars.remove(&k);
                }
                Some(Undo::Buf(k, Some(v))) => {
                    self.bufs.insert(k, v);
                }
                Some(Undo::Buf(k, None)) => {
                    self.bufs.remove(&k);
                }
                None => break,
            }
        }
        r
    }

    fn def_var(&mut self, v: &Var) -> Var {
        if self.needs_fresh(v.id()) {
            let nv = v.fresh_copy();
            self.set_var(v, nv.clone());
            nv
        } else {
            v.clone()
        }
    }

    fn map_var(&self, v: &Var) -> Var {
        self.vars
            .get(v)
            .or_else(|| self.iv_vars.get(v))
            .cloned()
            .unwrap_or_else(|| v.clone())
    }

    /// The buffer's fields with the current renaming, or `None` if unchanged.
    fn map_fields(&mut self, b: &Buffer) -> Option<(Vec<Expr>, Vec<Expr>, Expr)> {
        // Constants and variables the renaming keeps stay as they are (what
        // `expr` returns for them, with nothing recorded): the common buffer
        // needs no rebuilt field.
        let kept = |e: &Expr| match e.kind() {
            ExprKind::Int(_) => true,
            ExprKind::Var(v) => self
                .vars
                .get(v)
                .or_else(|| self.iv_vars.get(v))
                .is_none_or(|n| n == v),
            _ => false,
        };
        if b.shape().iter().all(kept) && b.strides().iter().all(kept) && kept(b.elem_offset()) {
            return None;
        }
        let shape: Vec<Expr> = b.shape().iter().map(|e| self.expr(e)).collect();
        let strides: Vec<Expr> = b.strides().iter().map(|e| self.expr(e)).collect();
        let off = self.expr(b.elem_offset());
        let same = shape.iter().zip(b.shape()).all(|(x, y)| x.same_as(y))
            && strides.iter().zip(b.strides()).all(|(x, y)| x.same_as(y))
            && off.same_as(b.elem_offset());
        if same {
            None
        } else {
            Some((shape, strides, off))
        }
    }

    fn def_buffer(&mut self, b: &Buffer) -> Buffer {
        let fields = self.map_fields(b);
        let fresh = self.needs_fresh(b.id());
        if !fresh && fields.is_none() {
            return b.clone();
        }
        let nb = match fields {
            Some((shape, strides, off)) => b.derive(|n| {
                n.shape = shape;
                n.strides = strides;
                n.elem_offset = off;
            }),
            None => b.fresh_copy(),
        };
        self.set_buf(b, nb.clone());
        nb
    }

    fn use_buffer(&mut self, b: &Buffer) -> Buffer {
        if let Some(nb) = self.bufs.get(b) {
            return nb.clone();
        }
        match self.map_fields(b) {
            None => b.clone(),
            Some((shape, strides, off)) => {
                let nb = b.derive(|n| {
                    n.shape = shape;
                    n.strides = strides;
                    n.elem_offset = off;
                });
                self.set_buf(b, nb.clone());
                nb
            }
        }
    }

    fn iter_var(&mut self, iv: &IterVar) -> IterVar {
        if let Some(n) = self.ivs.get(iv) {
            return n.clone();
        }
        let dom = iv.dom().map(|(lo, ext)| (self.expr(lo), self.expr(ext)));
        let dom_same = match (iv.dom(), &dom) {
            (Some((a, b)), Some((c, d))) => a.same_as(c) && b.same_as(d),
            _ => true,
        };
        let old = iv.var();
        let var = if let Some(v) = self.iv_vars.get(old) {
            v.clone()
        } else if self.needs_fresh(old.id()) {
            let nv = old.fresh_copy();
            self.iv_vars.insert(old.clone(), nv.clone());
            nv
        } else {
            self.iv_vars.insert(old.clone(), old.clone());
            old.clone()
        };
        let out = if dom_same && &var == old {
            iv.clone()
        } else {
            IterVar::new(var, dom, iv.kind(), iv.thread_tag())
        };
        self.ivs.insert(iv.clone(), out.clone());
        out
    }

    fn func(&mut self, f: PrimFunc) -> PrimFunc {
        let param_vars: HashSet<Var> = f.params.iter().filter_map(Param::as_var).cloned().collect();
        let mut new_vars: HashMap<Var, Var> = HashMap::default();
        for p in &f.params {
            if let Param::Var(v) = p {
                let nv = self.def_var(v);
                new_vars.insert(v.clone(), nv);
            }
        }
        let mut implicit: HashSet<Var> = HashSet::default();
        for b in f.buffer_params() {
            for e in b.field_exprs() {
                if let Some(v) = e.as_var()
                    && !param_vars.contains(v)
                    && implicit.insert(v.clone())
                {
                    self.def_var(v);
                }
            }
        }
        let params: Vec<Param> = f
            .params
            .iter()
            .map(|p| match p {
                Param::Var(v) => Param::Var(new_vars.get(v).cloned().unwrap_or_else(|| v.clone())),
                Param::Buffer(b) => Param::Buffer(self.def_buffer(b)),
            })
            .collect();
        let body = self.stmt(&f.body);
        let changed = params.iter().zip(&f.params).any(|(a, b)| a != b) || !body.same_as(&f.body);
        if !changed {
            return f;
        }
        PrimFunc { params, body, ..f }
    }

    fn stmt(&mut self, s: &Stmt) -> Stmt {
        tirsat_ir::stack::deeper(|| self.stmt_at(s))
    }

    fn stmt_at(&mut self, s: &Stmt) -> Stmt {
        match s.kind() {
            StmtKind::Seq(items) => self.scoped(|r| {
                let new: Vec<Stmt> = items.iter().map(|x| r.stmt(x)).collect();
                if new.iter().zip(items).all(|(a, b)| a.same_as(b)) {
                    s.clone()
                } else {
                    Stmt::new(StmtKind::Seq(new))
                }
            }),
            StmtKind::AllocBuffer { buffer, .. } => s.with_alloc_buffer(self.def_buffer(buffer)),
            StmtKind::DeclBuffer { buffer, data } => {
                let nd = self.expr(data);
                let nb = self.def_buffer(buffer);
                if &nb == buffer && nd.same_as(data) {
                    s.clone()
                } else {
                    Stmt::decl(&nb, nd)
                }
            }
            StmtKind::Attr {
                node,
                key,
                value,
                body,
            } => {
                let nn = match node {
                    AttrNode::IterVar(iv) => AttrNode::IterVar(self.iter_var(iv)),
                    AttrNode::Expr(e) => AttrNode::Expr(self.expr(e)),
                    AttrNode::Buffer(b) => AttrNode::Buffer(self.use_buffer(b)),
                    AttrNode::Target(t) => AttrNode::Target(t.clone()),
                    // Its operand variables are local to the reducer.
                    AttrNode::CommReducer(r) => AttrNode::CommReducer(r.clone()),
                };
                let nv = self.expr(value);
                let nbody = self.scoped(|r| r.stmt(body));
                if &nn == node && nv.same_as(value) && nbody.same_as(body) {
                    s.clone()
                } else {
                    Stmt::attr(nn, key, nv, nbody)
                }
            }
            StmtKind::Bind { var, value } => {
                let nv = self.expr(value);
                let nvar = self.def_var(var);
                if &nvar == var && nv.same_as(value) {
                    s.clone()
                } else {
                    Stmt::bind(&nvar, nv)
                }
            }
            StmtKind::For { .. } => {
                let Some(mut p) = s.loop_parts() else {
                    unreachable!("a For statement has loop parts")
                };
                p.min = self.expr(&p.min);
                p.extent = self.expr(&p.extent);
                p.step = p.step.as_ref().map(|x| self.expr(x));
                p.thread_binding = p
                    .thread_binding
                    .map(|iv| self.ivs.get(&iv).cloned().unwrap_or(iv));
                (p.var, p.body) = self.scoped(|r| (r.def_var(&p.var), r.stmt(&p.body)));
                s.with_loop_parts(p)
            }
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                let nb = self.use_buffer(buffer);
                let nv = self.expr(value);
                let ni: Vec<Expr> = indices.iter().map(|i| self.expr(i)).collect();
                if &nb == buffer
                    && nv.same_as(value)
                    && ni.iter().zip(indices).all(|(a, b)| a.same_as(b))
                {
                    s.clone()
                } else {
                    Stmt::new(StmtKind::Store {
                        buffer: nb,
                        value: nv,
                        indices: ni,
                    })
                }
            }
            StmtKind::While { .. }
            | StmtKind::If { .. }
            | StmtKind::Assert { .. }
            | StmtKind::Evaluate(_)
            | StmtKind::Return(_) => {
                s.map_children_with(self, |r, e| r.expr(e), |r, c| r.scoped(|r| r.stmt(c)))
            }
            StmtKind::Block { realize, block } => {
                let nrealize = realize.as_ref().map(|x| SBlockRealize {
                    iter_values: x.iter_values.iter().map(|e| self.expr(e)).collect(),
                    predicate: self.expr(&x.predicate),
                });
                let nblock = self.scoped(|r| r.block(block));
                if nrealize == *realize && nblock == **block {
                    s.clone()
                } else {
                    Stmt::block(nblock, nrealize)
                }
            }
            StmtKind::Tirx(t) => {
                // Uses first (extents, operands), then the scope ids defined.
                let mut n = t.map_exprs(|e| self.expr(e));
                match &mut n {
                    TirxStmt::ScopeId(d) => {
                        d.vars = d.vars.iter().map(|v| self.def_var(v)).collect();
                    }
                    TirxStmt::Tile(c) => {
                        for a in &mut c.args {
                            if let TileArg::Region(r) = a {
                                r.buffer = self.use_buffer(&r.buffer);
                            }
                        }
                        for (_, b) in &mut c.workspace {
                            *b = self.use_buffer(b);
                        }
                    }
                }
                if n == **t { s.clone() } else { Stmt::tirx(n) }
            }
        }
    }

    /// A block: its iteration variables and its allocated and matched buffers
    /// are definitions scoped to it.
    fn block(&mut self, b: &SBlock) -> SBlock {
        let iter_vars = b
            .iter_vars
            .iter()
            .map(|iv| {
                let dom = iv.dom().map(|(lo, ext)| (self.expr(lo), self.expr(ext)));
                let var = self.def_var(iv.var());
                if &var == iv.var() && dom.as_ref() == iv.dom() {
                    iv.clone()
                } else {
                    IterVar::new(var, dom, iv.kind(), iv.thread_tag())
                }
            })
            .collect();
        let region = |r: &mut Self, x: &BufferRegion| BufferRegion {
            buffer: r.use_buffer(&x.buffer),
            region: x
                .region
                .iter()
                .map(|(m, e)| (r.expr(m), r.expr(e)))
                .collect(),
        };
        let reads = b.reads.iter().map(|x| region(self, x)).collect();
        let writes = b.writes.iter().map(|x| region(self, x)).collect();
        let alloc_buffers = b.alloc_buffers.iter().map(|x| self.def_buffer(x)).collect();
        let match_buffers = b
            .match_buffers
            .iter()
            .map(|m| {
                let source = region(self, &m.source);
                MatchBufferRegion {
                    buffer: self.def_buffer(&m.buffer),
                    source,
                }
            })
            .collect();
        let init = b.init.as_ref().map(|x| self.scoped(|r| r.stmt(x)));
        let body = self.scoped(|r| r.stmt(&b.body));
        SBlock {
            name: b.name.clone(),
            iter_vars,
            reads,
            writes,
            alloc_buffers,
            match_buffers,
            annotations: b.annotations.clone(),
            init,
            body,
        }
    }

    fn expr(&mut self, e: &Expr) -> Expr {
        // A leaf does not recurse.
        if e.is_leaf() {
            return self.expr_at(e);
        }
        tirsat_ir::stack::deeper(|| self.expr_at(e))
    }

    fn expr_at(&mut self, e: &Expr) -> Expr {
        match e.kind() {
            ExprKind::Var(v) => {
                let nv = self.map_var(v);
                if &nv == v {
                    e.clone()
                } else {
                    Expr::new(e.ty().clone(), ExprKind::Var(nv))
                }
            }
            ExprKind::BufferData(b) => {
                let nb = self.use_buffer(b);
                if &nb == b {
                    e.clone()
                } else {
                    Expr::buffer_data(&nb)
                }
            }
            ExprKind::Load { buffer, indices } => {
                let nb = self.use_buffer(buffer);
                let ni: Vec<Expr> = indices.iter().map(|i| self.expr(i)).collect();
                if &nb == buffer && ni.iter().zip(indices).all(|(a, b)| a.same_as(b)) {
                    e.clone()
                } else {
                    e.with_kind(ExprKind::Load {
                        buffer: nb,
                        indices: ni,
                    })
                }
            }
            ExprKind::Let { var, value, body } => {
                let nv = self.expr(value);
                let (nvar, nbody) = self.scoped(|r| {
                    let nvar = r.def_var(var);
                    (nvar, r.expr(body))
                });
                if &nvar == var && nv.same_as(value) && nbody.same_as(body) {
                    e.clone()
                } else {
                    e.with_kind(ExprKind::Let {
                        var: nvar,
                        value: nv,
                        body: nbody,
                    })
                }
            }
            _ => e.map_children_with(self, |r, c| r.expr(c)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::{DataType, ForKind};

    fn module(funcs: Vec<(&str, PrimFunc)>) -> IRModule {
        IRModule::from_functions(funcs.into_iter().map(|(n, f)| (n.to_string(), f)))
    }

    #[test]
    fn shared_param_is_renamed_in_later_function() {
        let n = Var::new("n", DataType::i32());
        let f = PrimFunc::new(vec![Param::Var(n.clone())], Stmt::evaluate(n.to_expr()));
        let m = convert_ssa(module(vec![("a", f.clone()), ("b", f)]));
        let pa = m.get("a").unwrap().params[0].as_var().unwrap().clone();
        let pb = m.get("b").unwrap().params[0].as_var().unwrap().clone();
        assert_eq!(pa, n);
        assert_ne!(pb, n);
        // the body of b uses b's parameter
        match m.get("b").unwrap().body.kind() {
            StmtKind::Evaluate(e) => assert_eq!(e.as_var(), Some(&pb)),
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn buffer_with_renamed_shape_is_rebuilt() {
        let n = Var::new("n", DataType::i32());
        let ptr = Var::new("A_ptr", tirsat_ir::Type::pointer(DataType::f32(), "global"));
        let a = Buffer::new("A", DataType::f32(), vec![n.to_expr()], "global");
        let body = Stmt::seq(vec![
            Stmt::decl(&a, ptr.to_expr()),
            Stmt::store(&a, Expr::float(DataType::f32(), 0.0), vec![Expr::i32(0)]),
        ]);
        let host = PrimFunc::new(vec![Param::Var(n.clone())], Stmt::evaluate(n.to_expr()));
        let kern = PrimFunc::new(vec![Param::Var(ptr), Param::Var(n.clone())], body);
        let m = convert_ssa(module(vec![("main", host), ("main_kernel", kern)]));
        let k = m.get("main_kernel").unwrap();
        let kn = k.params[1].as_var().unwrap().clone();
        assert_ne!(kn, n);
        let seq = k.body.as_seq();
        let (StmtKind::DeclBuffer { buffer: b1, .. }, StmtKind::Store { buffer: b2, .. }) =
            (seq[0].kind(), seq[1].kind())
        else {
            panic!("unexpected body");
        };
        assert_eq!(b1, b2);
        assert_ne!(b1, &a);
        assert_eq!(b1.shape()[0].as_var(), Some(&kn));
    }

    #[test]
    fn thread_var_renamed_once_per_function() {
        let tx = IterVar::thread("tx", "threadIdx.x");
        let launch = Stmt::launch(&tx, Expr::i32(4), Stmt::evaluate(tx.var().to_expr()));
        let f = PrimFunc::new(vec![], Stmt::seq(vec![launch.clone(), launch]));
        let m = convert_ssa(module(vec![("a", f.clone()), ("b", f)]));
        let ivs: Vec<IterVar> = m
            .get("b")
            .unwrap()
            .body
            .as_seq()
            .iter()
            .filter_map(|s| tirsat_ir::as_thread_extent(s).map(|(iv, _, _)| iv.clone()))
            .collect();
        assert_eq!(ivs.len(), 2);
        assert_eq!(ivs[0], ivs[1]);
        assert_ne!(ivs[0].var(), tx.var());
    }

    #[test]
    fn renew_defs_replaces_every_definition() {
        let n = Var::new("n", DataType::i32());
        let a = Buffer::new("A", DataType::f32(), vec![n.to_expr()], "global");
        let i = Var::new("i", DataType::i32());
        let body = Stmt::for_(
            &i,
            Expr::i32(0),
            n.to_expr(),
            ForKind::Serial,
            Stmt::store(&a, Expr::float(DataType::f32(), 0.0), vec![i.to_expr()]),
        );
        let f = PrimFunc::new(vec![Param::Buffer(a.clone()), Param::Var(n.clone())], body);
        let g = renew_defs(f.clone());
        assert!(tirsat_ir::equal::func_equal(&f, &g).is_ok());
        let Param::Buffer(ga) = &g.params[0] else {
            panic!("buffer param")
        };
        assert_ne!(ga, &a);
        assert_ne!(g.params[1].as_var(), Some(&n));
        assert_eq!(ga.shape()[0].as_var(), g.params[1].as_var());
        let StmtKind::For { var, body, .. } = g.body.kind() else {
            panic!("loop")
        };
        assert_ne!(var, &i);
        let StmtKind::Store { buffer, .. } = body.kind() else {
            panic!("store")
        };
        assert_eq!(buffer, ga);
    }

    #[test]
    fn unchanged_module_is_shared() {
        let i = Var::new("i", DataType::i32());
        let body = Stmt::for_(
            &i,
            Expr::i32(0),
            Expr::i32(2),
            ForKind::Serial,
            Stmt::no_op(),
        );
        let f = PrimFunc::new(vec![], body.clone());
        let m = convert_ssa(module(vec![("f", f)]));
        assert!(m.get("f").unwrap().body.same_as(&body));
    }
}
