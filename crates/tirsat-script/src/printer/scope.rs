//! Where each variable and buffer is used: for every object, the lowest
//! statement containing all its occurrences. The printer uses it to place the
//! declaration of a variable nobody defines (`n = T.int32()`,
//! `tx = T.env_thread(...)`, `A = T.Buffer(...)`) in the innermost scope that
//! covers every use, and to choose `T.launch_thread("threadIdx.x", n)` when the
//! launch contains every use of its thread variable (TVM's "common prefix").
//!
//! Statements are numbered in pre-order: the function itself is 0, its body 1.
//! The walk is iterative, so deep nesting cannot overflow the stack.

use rustc_hash::FxHashMap as HashMap;

use tirsat_ir::tirx::{TileArg, TirxStmt};

use tirsat_ir::{
    AttrNode, AttrValue, Attrs, Buffer, Expr, ExprKind, Param, PrimFunc, Stmt, StmtKind,
};

/// Pushes the direct sub-expressions of `e` (like `Expr::children`, without
/// allocating).
pub(crate) fn push_children<'a>(e: &'a Expr, out: &mut Vec<&'a Expr>) {
    e.for_each_child(|c| out.push(c));
}

/// The number of the function node (the root of every path).
pub(crate) const ROOT: u32 = 0;

/// Statement numbering and per-object lowest common statements.
#[derive(Debug, Default)]
pub(crate) struct ScopeInfo {
    parent: Vec<u32>,
    depth: Vec<u32>,
    /// Number of statements in the subtree of each statement (itself included).
    size: Vec<u32>,
    /// Lowest common statement of all occurrences, by object id.
    lca: HashMap<u64, u32>,
    /// Buffers loaded or stored at another index than the constant 0 (they
    /// cannot print in the scalar form).
    indexed: rustc_hash::FxHashSet<u64>,
    /// The walk's tables, kept (empty) for the next analysis.
    scratch: Scratch,
}

/// The walk's working memory between analyses (always empty here).
#[derive(Debug, Default)]
struct Scratch {
    finished: Vec<bool>,
    buffer_defs: HashMap<u64, BufUse>,
    fields: Vec<u64>,
    buffer_order: Vec<u64>,
    exprs: Vec<&'static Expr>,
    field_exprs: Vec<&'static Expr>,
    steps: Vec<Step<'static>>,
}

/// An empty vector with the memory of `v`: the walk's stacks hold borrows
/// of one function; emptied, their memory serves the next one. (Collecting
/// an emptied vector's iterator into a vector of the same layout reuses its
/// allocation; the closure never runs.)
fn recycle<A, B>(mut v: Vec<A>) -> Vec<B> {
    v.clear();
    v.into_iter().map(|_| unreachable!("emptied")).collect()
}

/// What the walk records for a buffer.
#[derive(Debug)]
struct BufUse {
    /// The lowest common statement of its occurrences.
    lca: u32,
    /// The lowest common statement of its declarations; its field variables
    /// are charged there.
    def: Option<u32>,
    /// Its field variables: `fields[start..end]`.
    start: u32,
    end: u32,
    /// Accessed at an index other than the constant 0.
    indexed: bool,
}

#[derive(Debug)]
enum Step<'a> {
    Enter(&'a Stmt, u32),
    Exit(u32),
}

struct Walk<'a> {
    info: ScopeInfo,
    finished: Vec<bool>,
    /// Every buffer seen, by id (one table lookup per buffer occurrence).
    buffer_defs: HashMap<u64, BufUse>,
    /// The field variables of every buffer seen, one run per buffer.
    fields: Vec<u64>,
    /// Scratch stack for a buffer's field expressions.
    field_exprs: Vec<&'a Expr>,
    /// Every buffer seen, by id, in the order first seen.
    buffer_order: Vec<u64>,
    exprs: Vec<&'a Expr>,
    steps: Vec<Step<'a>>,
}

impl ScopeInfo {
    /// Analyzes a function.
    #[cfg(test)]
    pub(crate) fn of_func(f: &PrimFunc) -> ScopeInfo {
        Self::of_func_reusing(f, ScopeInfo::default())
    }

    /// [`ScopeInfo::of_func`], reusing the tables of an earlier analysis
    /// (cleared first: the result does not depend on `old`).
    pub(crate) fn of_func_reusing(f: &PrimFunc, old: ScopeInfo) -> ScopeInfo {
        let mut w = Walk::reusing(old);
        for p in &f.params {
            match p {
                Param::Var(v) => w.occur(v.id(), ROOT),
                Param::Buffer(b) => w.buffer(b, ROOT, true),
            }
        }
        for v in f.attrs.values() {
            w.attr_value(v, ROOT);
        }
        w.walk(&f.body);
        w.finish()
    }

    /// Analyzes a lone statement (numbered from 1 under a virtual root).
    pub(crate) fn of_stmt(s: &Stmt) -> ScopeInfo {
        let mut w = Walk::new();
        w.walk(s);
        w.finish()
    }

    /// Size of the subtree of statement `id`.
    pub(crate) fn size(&self, id: u32) -> u32 {
        self.size.get(id as usize).copied().unwrap_or(1)
    }

    pub(crate) fn parent(&self, id: u32) -> Option<u32> {
        if id == ROOT {
            None
        } else {
            self.parent.get(id as usize).copied()
        }
    }

    /// The lowest statement containing every occurrence of object `id`.
    pub(crate) fn lca(&self, id: u64) -> Option<u32> {
        self.lca.get(&id).copied()
    }

    /// True when buffer `id` is accessed at an index other than the constant 0.
    pub(crate) fn indexed(&self, id: u64) -> bool {
        self.indexed.contains(&id)
    }
}

impl<'a> Walk<'a> {
    fn new() -> Self {
        Self::reusing(ScopeInfo::default())
    }

    fn reusing(mut info: ScopeInfo) -> Self {
        info.parent.clear();
        info.parent.push(ROOT);
        info.depth.clear();
        info.depth.push(0);
        info.size.clear();
        info.size.push(1);
        info.lca.clear();
        info.lca.reserve(64);
        info.indexed.clear();
        let mut scratch = std::mem::take(&mut info.scratch);
        scratch.finished.clear();
        scratch.finished.push(false);
        scratch.buffer_defs.clear();
        scratch.fields.clear();
        scratch.buffer_order.clear();
        Walk {
            info,
            finished: scratch.finished,
            buffer_defs: scratch.buffer_defs,
            fields: scratch.fields,
            field_exprs: recycle(scratch.field_exprs),
            buffer_order: scratch.buffer_order,
            exprs: recycle(scratch.exprs),
            steps: recycle(scratch.steps),
        }
    }

    fn walk(&mut self, body: &'a Stmt) {
        let mut stack = std::mem::take(&mut self.steps);
        stack.push(Step::Enter(body, ROOT));
        while let Some(step) = stack.pop() {
            match step {
                Step::Exit(id) => {
                    let end = self.info.parent.len() as u32;
                    self.info.size[id as usize] = end - id;
                    self.finished[id as usize] = true;
                }
                Step::Enter(s, parent) => {
                    let id = self.info.parent.len() as u32;
                    let depth = self.info.depth[parent as usize] + 1;
                    self.info.parent.push(parent);
                    self.info.depth.push(depth);
                    self.info.size.push(1);
                    self.finished.push(false);
                    self.stmt_occurrences(s, id);
                    stack.push(Step::Exit(id));
                    match s.kind() {
                        StmtKind::Seq(items) => {
                            stack.extend(items.iter().rev().map(|c| Step::Enter(c, id)))
                        }
                        StmtKind::Attr { body, .. }
                        | StmtKind::For { body, .. }
                        | StmtKind::While { body, .. } => stack.push(Step::Enter(body, id)),
                        StmtKind::If {
                            then_case,
                            else_case,
                            ..
                        } => {
                            if let Some(e) = else_case {
                                stack.push(Step::Enter(e, id));
                            }
                            stack.push(Step::Enter(then_case, id));
                        }
                        StmtKind::Block { block, .. } => {
                            stack.push(Step::Enter(&block.body, id));
                            if let Some(init) = &block.init {
                                stack.push(Step::Enter(init, id));
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        self.steps = stack;
    }

    fn finish(mut self) -> ScopeInfo {
        self.size_root();
        // Charge each buffer's field variables where the buffer is declared (or,
        // for a buffer never declared, where it is used).
        for &id in &self.buffer_order {
            if let Some(u) = self.buffer_defs.get(&id) {
                self.info.lca.insert(id, u.lca);
                if u.indexed {
                    self.info.indexed.insert(id);
                }
            }
        }
        for &id in &self.buffer_order {
            let Some(u) = self.buffer_defs.get(&id) else {
                continue;
            };
            let (site, start, end) = (u.def.unwrap_or(u.lca), u.start, u.end);
            for k in start..end {
                let v = self.fields[k as usize];
                let merged = match self.info.lca.get(&v) {
                    Some(&cur) => self.common(cur, site),
                    None => site,
                };
                self.info.lca.insert(v, merged);
            }
        }
        let mut info = self.info;
        info.scratch = Scratch {
            finished: self.finished,
            buffer_defs: self.buffer_defs,
            fields: self.fields,
            buffer_order: self.buffer_order,
            exprs: recycle(self.exprs),
            field_exprs: recycle(self.field_exprs),
            steps: recycle(self.steps),
        };
        info
    }

    fn size_root(&mut self) {
        self.info.size[0] = self.info.parent.len() as u32;
    }

    /// Lowest common ancestor of two numbered statements.
    fn common(&self, mut a: u32, mut b: u32) -> u32 {
        let d = &self.info.depth;
        while d[a as usize] > d[b as usize] {
            a = self.info.parent[a as usize];
        }
        while d[b as usize] > d[a as usize] {
            b = self.info.parent[b as usize];
        }
        while a != b {
            a = self.info.parent[a as usize];
            b = self.info.parent[b as usize];
        }
        a
    }

    /// Records an occurrence of object `id` at statement `site`, which is on
    /// the current walk path; the lca only ever moves up.
    fn occur(&mut self, id: u64, site: u32) {
        use std::collections::hash_map::Entry;
        match self.info.lca.entry(id) {
            Entry::Vacant(slot) => {
                slot.insert(site);
            }
            Entry::Occupied(mut slot) => {
                let cur = slot.get_mut();
                while self.finished[*cur as usize] {
                    *cur = self.info.parent[*cur as usize];
                }
            }
        }
    }

    /// An occurrence of buffer `b`; `def` marks a declaration site,
    /// `indexed` an access at an index other than the constant 0.
    fn buffer(&mut self, b: &'a Buffer, site: u32, def: bool) {
        self.buffer_access(b, site, def, false);
    }

    fn buffer_access(&mut self, b: &'a Buffer, site: u32, def: bool, indexed: bool) {
        use std::collections::hash_map::Entry;
        let entry = match self.buffer_defs.entry(b.id()) {
            Entry::Occupied(slot) => {
                let u = slot.into_mut();
                // As in `occur`: the lca only ever moves up.
                while self.finished[u.lca as usize] {
                    u.lca = self.info.parent[u.lca as usize];
                }
                u
            }
            Entry::Vacant(slot) => {
                let start = self.fields.len() as u32;
                let n = b.node();
                let todo = &mut self.field_exprs;
                todo.clear();
                todo.extend(n.shape.iter().chain(n.strides.iter()));
                todo.push(&n.elem_offset);
                while let Some(e) = todo.pop() {
                    match e.kind() {
                        ExprKind::Var(v) => self.fields.push(v.id()),
                        _ => push_children(e, todo),
                    }
                }
                self.buffer_order.push(b.id());
                slot.insert(BufUse {
                    lca: site,
                    def: None,
                    start,
                    end: self.fields.len() as u32,
                    indexed: false,
                })
            }
        };
        entry.indexed |= indexed;
        if def {
            entry.def = Some(match entry.def {
                None => site,
                Some(mut cur) => {
                    // The current site is on the walk path: climbing out of
                    // finished statements reaches the common ancestor.
                    while self.finished[cur as usize] {
                        cur = self.info.parent[cur as usize];
                    }
                    cur
                }
            });
        }
    }

    fn attr_value(&mut self, v: &'a AttrValue, site: u32) {
        match v {
            AttrValue::Expr(e) => self.expr(e, site),
            AttrValue::Array(items) => items.iter().for_each(|x| self.attr_value(x, site)),
            AttrValue::Map(m) => m.values().for_each(|x| self.attr_value(x, site)),
            AttrValue::Buffer(b) => self.buffer(b, site, false),
            _ => {}
        }
    }

    fn attrs(&mut self, a: &'a Attrs, site: u32) {
        for v in a.values() {
            self.attr_value(v, site);
        }
    }

    /// Occurrences inside an expression tree (iterative).
    fn expr(&mut self, e: &'a Expr, site: u32) {
        let mut todo = std::mem::take(&mut self.exprs);
        todo.push(e);
        while let Some(e) = todo.pop() {
            match e.kind() {
                ExprKind::Var(v) => self.occur(v.id(), site),
                ExprKind::BufferData(b) => self.buffer(b, site, false),
                ExprKind::Load { buffer, indices } => {
                    let indexed = !super::scalar::is_element_zero(indices);
                    self.buffer_access(buffer, site, false, indexed)
                }
                ExprKind::Let { var, .. } => self.occur(var.id(), site),
                ExprKind::Call { attrs, .. } => {
                    for (_, v) in attrs {
                        self.attr_value(v, site);
                    }
                }
                _ => {}
            }
            // Constants hold nothing; a variable is recorded at once (the
            // order of occurrences at one site does not change the result).
            e.for_each_child(|c| match c.kind() {
                ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Str(_) => {}
                ExprKind::Var(v) => self.occur(v.id(), site),
                _ => todo.push(c),
            });
        }
        self.exprs = todo;
    }

    fn stmt_occurrences(&mut self, s: &'a Stmt, id: u32) {
        match s.kind() {
            StmtKind::Tirx(t) => {
                for e in t.exprs() {
                    self.expr(e, id);
                }
                for b in t.buffers() {
                    self.buffer(b, id, false);
                }
                match &**t {
                    TirxStmt::ScopeId(d) => {
                        for v in &d.vars {
                            self.occur(v.id(), id);
                        }
                    }
                    TirxStmt::Tile(c) => {
                        for a in &c.args {
                            if let TileArg::Lambda { vars, body } = a {
                                for v in vars {
                                    self.occur(v.id(), id);
                                }
                                self.expr(body, id);
                            }
                        }
                    }
                }
            }
            StmtKind::AllocBuffer {
                buffer,
                annotations,
            } => {
                self.buffer(buffer, id, true);
                self.attrs(annotations, id);
            }
            StmtKind::DeclBuffer { buffer, data } => {
                if !data.is_data_of(buffer) {
                    self.expr(data, id);
                }
                self.buffer(buffer, id, true);
            }
            StmtKind::Attr { node, value, .. } => {
                match node {
                    AttrNode::Expr(e) => self.expr(e, id),
                    AttrNode::IterVar(iv) => {
                        self.occur(iv.var().id(), id);
                        if let Some((lo, ext)) = iv.dom() {
                            self.expr(lo, id);
                            self.expr(ext, id);
                        }
                    }
                    AttrNode::Buffer(b) => self.buffer(b, id, false),
                    AttrNode::Target(_) => {}
                    AttrNode::CommReducer(r) => r.exprs().for_each(|e| self.expr(e, id)),
                }
                self.expr(value, id);
            }
            StmtKind::Bind { var, value } => {
                self.occur(var.id(), id);
                self.expr(value, id);
            }
            StmtKind::For {
                var,
                min,
                extent,
                thread_binding,
                annotations,
                ..
            } => {
                self.occur(var.id(), id);
                if let Some(iv) = thread_binding {
                    self.occur(iv.var().id(), id);
                }
                self.expr(min, id);
                self.expr(extent, id);
                self.attrs(annotations, id);
            }
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                let indexed = !super::scalar::is_element_zero(indices);
                self.buffer_access(buffer, id, false, indexed);
                self.expr(value, id);
                for i in indices {
                    self.expr(i, id);
                }
            }
            StmtKind::Seq(_) => {}
            StmtKind::While { cond, .. } | StmtKind::If { cond, .. } => self.expr(cond, id),
            StmtKind::Assert { cond, parts, .. } => {
                self.expr(cond, id);
                for p in parts {
                    self.expr(p, id);
                }
            }
            StmtKind::Evaluate(x) | StmtKind::Return(x) => self.expr(x, id),
            StmtKind::Block { realize, block } => {
                if let Some(r) = realize {
                    for v in &r.iter_values {
                        self.expr(v, id);
                    }
                    self.expr(&r.predicate, id);
                }
                for iv in &block.iter_vars {
                    self.occur(iv.var().id(), id);
                }
                for e in block.exprs() {
                    self.expr(e, id);
                }
                for r in block.reads.iter().chain(&block.writes) {
                    self.buffer(&r.buffer, id, false);
                }
                for b in &block.alloc_buffers {
                    self.buffer(b, id, true);
                }
                for m in &block.match_buffers {
                    self.buffer(&m.source.buffer, id, false);
                    self.buffer(&m.buffer, id, true);
                }
                self.attrs(&block.annotations, id);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::{DataType, ForKind, Var};

    #[test]
    fn lca_moves_up_to_the_common_statement() {
        let x = Var::new("x", DataType::i32());
        let i = Var::new("i", DataType::i32());
        let a = Buffer::new("A", DataType::f32(), vec![Expr::i32(4)], "global");
        let store =
            |idx: &Var| Stmt::store(&a, Expr::float(DataType::f32(), 0.0), vec![idx.to_expr()]);
        let inner = Stmt::for_(&i, Expr::i32(0), Expr::i32(4), ForKind::Serial, store(&i));
        let body = Stmt::seq(vec![inner, store(&x)]);
        let f = PrimFunc::new(vec![Param::Buffer(a.clone()), Param::Var(x.clone())], body);
        let info = ScopeInfo::of_func(&f);
        // 0 = function, 1 = seq, 2 = for, 3 = store in loop, 4 = last store
        assert_eq!(info.lca(i.id()), Some(2));
        assert_eq!(info.lca(x.id()), Some(ROOT));
        assert_eq!(info.lca(a.id()), Some(ROOT));
        assert_eq!(info.size(1), 4);
        assert_eq!(info.size(2), 2);
        assert_eq!(info.parent(3), Some(2));
    }
}
