//! Use/def analysis: the free variables and free buffers of a statement, in
//! first-use order, with TVM's definition checks (TVM's `VarUseDefAnalyzer`).
//!
//! What counts as a definition: loop variables, `Bind` variables, `Let`
//! expression variables, thread IterVar variables (at their first
//! `thread_extent` or `virtual_thread`), block iteration variables, and
//! buffers introduced by `AllocBuffer`/`DeclBuffer` or allocated or matched
//! by a block. Everything else that names a variable or buffer
//! is a use. A buffer is used by a load, a store, `A.data`, or an attribute
//! whose node is the buffer; a buffer definition uses the variables of its
//! shape, strides and element offset, a buffer *use* does not (TVM 0.27).
//!
//! ```
//! use tirsat_analysis::{FreeVar, UseDef};
//! use tirsat_ir::{Buffer, DataType, Expr, Stmt, Var};
//! let n = Var::new("n", DataType::i32());
//! let a = Buffer::new("A", DataType::f32(), vec![n.to_expr()], "global");
//! let i = Var::new("i", DataType::i32());
//! let body = Stmt::store(&a, Expr::float(DataType::f32(), 0.0), vec![i.to_expr()]);
//! let s = Stmt::for_(&i, Expr::i32(0), n.to_expr(), tirsat_ir::ForKind::Serial, body);
//! let mut ud = UseDef::new();
//! ud.visit_stmt(&s).unwrap();
//! // `n` (the extent) is used first, then the buffer `A`.
//! assert_eq!(ud.free(), &[FreeVar::Var(n.clone()), FreeVar::Buffer(a.clone())]);
//! ```

use rustc_hash::FxHashMap as HashMap;
use std::collections::hash_map::Entry;

use tirsat_ir::sblock::{SBlock, SBlockRealize};
use tirsat_ir::tirx::{TileArg, TirxStmt};
use tirsat_ir::{AttrNode, Buffer, Expr, ExprKind, Param, PrimFunc, Stmt, StmtKind, Var, keys};

/// A free variable or a free buffer (TVM 0.27's buffers are variables too).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum FreeVar {
    Var(Var),
    Buffer(Buffer),
}

impl FreeVar {
    /// The variable's or buffer's name.
    pub fn name(&self) -> &str {
        match self {
            FreeVar::Var(v) => v.name(),
            FreeVar::Buffer(b) => b.name(),
        }
    }
    /// Pointer-like: a pointer or handle variable, or a buffer.
    pub fn is_pointer_like(&self) -> bool {
        match self {
            FreeVar::Var(v) => v.ty().is_handle_like(),
            FreeVar::Buffer(_) => true,
        }
    }
}

/// A violation of the definition rules found while analysing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UseDefError {
    #[error("variable {0} has already been defined, the Stmt is not SSA")]
    Redefined(String),
    #[error("variable {0} has been used before definition!")]
    UsedBeforeDefinition(String),
    #[error("buffer {0} has been used before definition!")]
    BufferUsedBeforeDefinition(String),
    #[error("Let cannot bind the same var to two different values (variable {0})")]
    LetRebound(String),
    #[error(
        "the node of a thread_extent attribute must be an IterVar (T.launch_thread), \
         found {0}: Cannot treat type ir.Var as type tirx.IterVar"
    )]
    ThreadExtentNotIterVar(String),
}

impl UseDefError {
    /// The name of the variable or buffer the error is about.
    pub fn name(&self) -> Option<&str> {
        match self {
            UseDefError::Redefined(n)
            | UseDefError::UsedBeforeDefinition(n)
            | UseDefError::BufferUsedBeforeDefinition(n)
            | UseDefError::LetRebound(n) => Some(n),
            UseDefError::ThreadExtentNotIterVar(_) => None,
        }
    }
}

/// What is known of one name (a variable or a buffer, by identity).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    /// Used before any definition: a free name.
    Free,
    /// Defined by the analysed code.
    Defined,
    /// Marked defined outside the analysed code ([`UseDef::with_defined`]).
    Outer,
}

/// The definitions and uses of one kind of name (variables or buffers),
/// keyed by identity (a `Var` or `Buffer` equals another by id): one table
/// lookup per definition or use. TVM also counts the uses of a defined
/// name; nothing reads those counts here.
#[derive(Debug, Clone, Default)]
struct Names {
    state: HashMap<u64, State>,
}

/// Why a definition clashes with what came before it.
enum Clash {
    /// The name is already defined.
    Redefined,
    /// The name was used (free) before this definition.
    UsedFirst,
}

impl Names {
    fn define(&mut self, id: u64) -> Result<(), Clash> {
        match self.state.entry(id) {
            Entry::Occupied(o) => match o.get() {
                State::Defined => Err(Clash::Redefined),
                State::Free | State::Outer => Err(Clash::UsedFirst),
            },
            Entry::Vacant(v) => {
                v.insert(State::Defined);
                Ok(())
            }
        }
    }

    /// Records a use of `id`; true when it is the first use of a name never
    /// defined (a new free name).
    fn use_is_free(&mut self, id: u64) -> bool {
        match self.state.entry(id) {
            Entry::Occupied(_) => false,
            Entry::Vacant(v) => {
                v.insert(State::Free);
                true
            }
        }
    }

    /// Whether the name has been seen at all (used or defined).
    fn known(&self, id: u64) -> bool {
        self.state.contains_key(&id)
    }
}

/// The analysis state. Feed it statements or expressions with
/// [`UseDef::visit_stmt`] / [`UseDef::visit_expr`], then read [`UseDef::free`].
#[derive(Debug, Clone)]
pub struct UseDef {
    visit_thread_extent: bool,
    vars: Names,
    bufs: Names,
    /// The value of each `Let` variable (by id) at its first binding.
    let_values: HashMap<u64, Expr>,
    free: Vec<FreeVar>,
}

impl Default for UseDef {
    fn default() -> Self {
        Self::new()
    }
}

impl UseDef {
    /// A fresh analysis that visits thread extents as uses (what the host/device
    /// split needs).
    pub fn new() -> Self {
        UseDef {
            visit_thread_extent: true,
            vars: Names::default(),
            bufs: Names::default(),
            let_values: HashMap::default(),
            free: Vec::new(),
        }
    }

    /// Whether the value of a `thread_extent` attribute counts as a use.
    pub fn with_thread_extent_uses(mut self, visit: bool) -> Self {
        self.visit_thread_extent = visit;
        self
    }

    /// Marks `vars` as defined outside the analysed code (TVM's
    /// `UndefinedVars(stmt, args)`): using them is fine, defining them again
    /// is "used before definition".
    pub fn with_defined(mut self, vars: impl IntoIterator<Item = Var>) -> Self {
        for v in vars {
            self.vars.state.entry(v.id()).or_insert(State::Outer);
        }
        self
    }

    /// Marks the parameters of `func` as defined: scalar and pointer
    /// parameters, buffer parameters, and the bare variables in the shape,
    /// strides or element offset of a buffer parameter (which `match_buffer`
    /// defines implicitly). Other expressions in those fields are visited as
    /// uses.
    pub fn define_params(&mut self, func: &PrimFunc) -> Result<(), UseDefError> {
        for p in &func.params {
            if let Param::Var(v) = p {
                self.handle_def(v)?;
            }
        }
        for b in func.buffer_params() {
            for e in b.field_exprs() {
                if let Some(v) = e.as_var()
                    && !self.vars.known(v.id())
                {
                    self.handle_def(v)?;
                }
            }
        }
        for b in func.buffer_params() {
            self.buffer_def(b)?;
            for e in b.field_exprs() {
                if e.as_var().is_none() {
                    self.visit_expr(e)?;
                }
            }
        }
        Ok(())
    }

    /// Free variables and buffers in first-use order.
    pub fn free(&self) -> &[FreeVar] {
        &self.free
    }

    /// The free scalar/pointer variables (not buffers), in first-use order.
    pub fn free_vars(&self) -> Vec<Var> {
        self.free
            .iter()
            .filter_map(|f| match f {
                FreeVar::Var(v) => Some(v.clone()),
                FreeVar::Buffer(_) => None,
            })
            .collect()
    }

    /// The free buffers, in first-use (discovery) order.
    pub fn free_buffers(&self) -> Vec<Buffer> {
        self.free
            .iter()
            .filter_map(|f| match f {
                FreeVar::Buffer(b) => Some(b.clone()),
                FreeVar::Var(_) => None,
            })
            .collect()
    }

    /// True when `v` has been defined by the analysed code (or marked defined).
    pub fn is_defined(&self, v: &Var) -> bool {
        matches!(
            self.vars.state.get(&v.id()),
            Some(State::Defined | State::Outer)
        )
    }

    /// Visits the shape, strides and element offset of every free buffer as
    /// uses, so that symbolic dimensions of a captured buffer become free
    /// variables too. TVM 0.27 does not do this (its kernels then refer to an
    /// undefined dimension, experiment I); the split passes call it.
    pub fn visit_free_buffer_fields(&mut self) -> Result<(), UseDefError> {
        let mut i = 0;
        while i < self.free.len() {
            if let FreeVar::Buffer(b) = &self.free[i] {
                let b = b.clone();
                for e in b.field_exprs() {
                    self.visit_expr(e)?;
                }
            }
            i += 1;
        }
        Ok(())
    }

    fn handle_def(&mut self, v: &Var) -> Result<(), UseDefError> {
        self.vars.define(v.id()).map_err(|c| match c {
            Clash::Redefined => UseDefError::Redefined(v.name().to_string()),
            Clash::UsedFirst => UseDefError::UsedBeforeDefinition(v.name().to_string()),
        })
    }

    fn handle_use(&mut self, v: &Var) {
        if self.vars.use_is_free(v.id()) {
            self.free.push(FreeVar::Var(v.clone()));
        }
    }

    /// Defines a buffer (repeated definitions of one buffer object are allowed,
    /// like TVM) without visiting its fields.
    fn buffer_def(&mut self, b: &Buffer) -> Result<(), UseDefError> {
        match self.bufs.define(b.id()) {
            Ok(()) | Err(Clash::Redefined) => Ok(()),
            Err(Clash::UsedFirst) => Err(UseDefError::BufferUsedBeforeDefinition(
                b.name().to_string(),
            )),
        }
    }

    fn buffer_use(&mut self, b: &Buffer) {
        if self.bufs.use_is_free(b.id()) {
            self.free.push(FreeVar::Buffer(b.clone()));
        }
    }

    fn buffer_def_with_fields(&mut self, b: &Buffer) -> Result<(), UseDefError> {
        self.buffer_def(b)?;
        for e in b.field_exprs() {
            self.visit_expr(e)?;
        }
        Ok(())
    }

    /// Visits a statement.
    pub fn visit_stmt(&mut self, s: &Stmt) -> Result<(), UseDefError> {
        tirsat_ir::stack::deeper(|| self.visit_stmt_at(s))
    }

    fn visit_stmt_at(&mut self, s: &Stmt) -> Result<(), UseDefError> {
        match s.kind() {
            StmtKind::Seq(items) => {
                for x in items {
                    self.visit_stmt(x)?;
                }
            }
            StmtKind::AllocBuffer { buffer, .. } => self.buffer_def_with_fields(buffer)?,
            StmtKind::DeclBuffer { buffer, data } => {
                self.visit_expr(data)?;
                self.buffer_def_with_fields(buffer)?;
            }
            StmtKind::Attr {
                node,
                key,
                value,
                body,
            } => self.visit_attr(node, key, value, body)?,
            StmtKind::Bind { var, value } => {
                self.handle_def(var)?;
                self.visit_expr(value)?;
            }
            StmtKind::For { var, body, .. } => {
                self.handle_def(var)?;
                // min, extent and step, in that order
                for e in s.iter_child_exprs() {
                    self.visit_expr(e)?;
                }
                self.visit_stmt(body)?;
            }
            StmtKind::While { cond, body } => {
                self.visit_expr(cond)?;
                self.visit_stmt(body)?;
            }
            StmtKind::If {
                cond,
                then_case,
                else_case,
            } => {
                self.visit_expr(cond)?;
                self.visit_stmt(then_case)?;
                if let Some(e) = else_case {
                    self.visit_stmt(e)?;
                }
            }
            StmtKind::Assert { cond, parts, .. } => {
                self.visit_expr(cond)?;
                for p in parts {
                    self.visit_expr(p)?;
                }
            }
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                self.buffer_use(buffer);
                self.visit_expr(value)?;
                for i in indices {
                    self.visit_expr(i)?;
                }
            }
            StmtKind::Evaluate(e) | StmtKind::Return(e) => self.visit_expr(e)?,
            StmtKind::Tirx(t) => self.visit_tirx(t)?,
            StmtKind::Block { realize, block } => self.visit_block(realize.as_ref(), block)?,
        }
        Ok(())
    }

    /// An attribute statement: a thread IterVar is defined here (the extent
    /// visited as configured); any other node is no use.
    fn visit_attr(
        &mut self,
        node: &AttrNode,
        key: &str,
        value: &Expr,
        body: &Stmt,
    ) -> Result<(), UseDefError> {
        let is_thread = key == keys::THREAD_EXTENT || key == keys::VIRTUAL_THREAD;
        match node {
            AttrNode::IterVar(iv) if is_thread => {
                if !self.vars.known(iv.var().id()) {
                    self.handle_def(iv.var())?;
                }
                if self.visit_thread_extent || key != keys::THREAD_EXTENT {
                    self.visit_expr(value)?;
                }
                return self.visit_stmt(body);
            }
            AttrNode::Expr(e) if key == keys::THREAD_EXTENT => {
                let what = match e.as_var() {
                    Some(v) => format!("variable {}", v.name()),
                    None => format!("{e:?}"),
                };
                return Err(UseDefError::ThreadExtentNotIterVar(what));
            }
            // As in TVM's use/def analysis, the node of any other
            // attribute is no use: `T.attr(ax1_0, "pragma_vectorize", 1)`
            // before the loop over `ax1_0` does not capture it.
            AttrNode::Expr(_) => {}
            AttrNode::Buffer(b) => self.buffer_use(b),
            // A reducer is opaque here, as in TVM's use/def analysis:
            // its operands are bound by the reducer itself.
            AttrNode::IterVar(_) | AttrNode::Target(_) | AttrNode::CommReducer(_) => {}
        }
        self.visit_expr(value)?;
        self.visit_stmt(body)
    }

    fn visit_tirx(&mut self, t: &TirxStmt) -> Result<(), UseDefError> {
        // A scope-id definition defines its variables (after its
        // extents); a tile call uses its buffers, and a lambda operand
        // defines its index variables.
        for e in t.exprs() {
            self.visit_expr(e)?;
        }
        match t {
            TirxStmt::ScopeId(d) => {
                for v in &d.vars {
                    self.handle_def(v)?;
                }
            }
            TirxStmt::Tile(c) => {
                for b in t.buffers() {
                    self.buffer_use(b);
                }
                for a in &c.args {
                    if let TileArg::Lambda { vars, body } = a {
                        for v in vars {
                            self.handle_def(v)?;
                        }
                        self.visit_expr(body)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// A block (with its realize, if any).
    fn visit_block(
        &mut self,
        realize: Option<&SBlockRealize>,
        block: &SBlock,
    ) -> Result<(), UseDefError> {
        if let Some(r) = realize {
            for v in &r.iter_values {
                self.visit_expr(v)?;
            }
            self.visit_expr(&r.predicate)?;
        }
        // The block defines its iteration variables, allocated and
        // matched buffers; regions use their buffers.
        for iv in &block.iter_vars {
            self.handle_def(iv.var())?;
            if let Some((lo, ext)) = iv.dom() {
                self.visit_expr(lo)?;
                self.visit_expr(ext)?;
            }
        }
        for r in block.reads.iter().chain(&block.writes) {
            self.buffer_use(&r.buffer);
            for e in r.exprs() {
                self.visit_expr(e)?;
            }
        }
        for b in &block.alloc_buffers {
            self.buffer_def_with_fields(b)?;
        }
        for m in &block.match_buffers {
            self.buffer_use(&m.source.buffer);
            for e in m.source.exprs() {
                self.visit_expr(e)?;
            }
            self.buffer_def_with_fields(&m.buffer)?;
        }
        if let Some(init) = &block.init {
            self.visit_stmt(init)?;
        }
        self.visit_stmt(&block.body)?;
        Ok(())
    }

    /// Visits an expression.
    pub fn visit_expr(&mut self, e: &Expr) -> Result<(), UseDefError> {
        // Leaves, most nodes of an index, recurse no further: no stack check.
        if e.is_leaf() {
            self.visit_expr_at(e)
        } else {
            tirsat_ir::stack::deeper(|| self.visit_expr_at(e))
        }
    }

    fn visit_expr_at(&mut self, e: &Expr) -> Result<(), UseDefError> {
        match e.kind() {
            ExprKind::Var(v) => self.handle_use(v),
            ExprKind::BufferData(b) => self.buffer_use(b),
            ExprKind::Load { buffer, indices } => {
                self.buffer_use(buffer);
                for i in indices {
                    self.visit_expr(i)?;
                }
            }
            ExprKind::Let { var, value, body } => {
                self.visit_expr(value)?;
                match self.let_values.get(&var.id()) {
                    Some(prev) => {
                        if prev != value {
                            return Err(UseDefError::LetRebound(var.name().to_string()));
                        }
                    }
                    None => {
                        self.handle_def(var)?;
                        self.let_values.insert(var.id(), value.clone());
                    }
                }
                self.visit_expr(body)?;
            }
            // The other nodes name nothing themselves: their operands.
            k => k.try_for_each_child(|c| self.visit_expr(c))?,
        }
        Ok(())
    }
}

/// The free variables and buffers of `s` in first-use order, with thread
/// extents counted as uses.
pub fn free_vars(s: &Stmt) -> Result<Vec<FreeVar>, UseDefError> {
    let mut ud = UseDef::new();
    ud.visit_stmt(s)?;
    Ok(ud.free)
}

/// The variables and buffers a function's body uses without defining them
/// (parameters, implicit buffer-shape variables and definitions inside the
/// body are defined).
pub fn undefined_in_func(f: &PrimFunc) -> Result<Vec<FreeVar>, UseDefError> {
    let mut ud = UseDef::new();
    ud.define_params(f)?;
    ud.visit_stmt(&f.body)?;
    Ok(ud.free)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::{DataType, ForKind, IterVar};

    fn i32v(name: &str) -> Var {
        Var::new(name, DataType::i32())
    }

    #[test]
    fn loop_var_is_defined_extent_is_used() {
        let n = i32v("n");
        let i = i32v("i");
        let s = Stmt::for_(
            &i,
            Expr::i32(0),
            n.to_expr(),
            ForKind::Serial,
            Stmt::evaluate(i.to_expr()),
        );
        assert_eq!(free_vars(&s).unwrap(), vec![FreeVar::Var(n)]);
    }

    #[test]
    fn redefinition_is_not_ssa() {
        let i = i32v("i");
        let l = Stmt::for_(
            &i,
            Expr::i32(0),
            Expr::i32(4),
            ForKind::Serial,
            Stmt::no_op(),
        );
        let s = Stmt::seq(vec![l.clone(), l]);
        assert_eq!(
            free_vars(&s).unwrap_err().to_string(),
            "variable i has already been defined, the Stmt is not SSA"
        );
    }

    #[test]
    fn use_before_definition() {
        let x = i32v("x");
        let s = Stmt::seq(vec![
            Stmt::evaluate(x.to_expr()),
            Stmt::bind(&x, Expr::i32(1)),
        ]);
        assert_eq!(
            free_vars(&s).unwrap_err(),
            UseDefError::UsedBeforeDefinition("x".into())
        );
    }

    #[test]
    fn let_rebinding_same_value_is_allowed() {
        let x = i32v("x");
        let one = Expr::i32(1);
        let l = Expr::let_(&x, &one, &Expr::add(&x.to_expr(), &one));
        let ok = Stmt::evaluate(Expr::mul(&l, &l));
        assert!(free_vars(&ok).unwrap().is_empty());
        let l2 = Expr::let_(&x, &Expr::i32(2), &x.to_expr());
        let bad = Stmt::evaluate(Expr::mul(&l, &l2));
        assert_eq!(
            free_vars(&bad).unwrap_err(),
            UseDefError::LetRebound("x".into())
        );
    }

    #[test]
    fn thread_iter_var_defined_at_first_launch() {
        let tx = IterVar::thread("tx", "threadIdx.x");
        let n = i32v("n");
        let body = Stmt::evaluate(tx.var().to_expr());
        let s = Stmt::seq(vec![
            Stmt::launch(&tx, n.to_expr(), body.clone()),
            Stmt::launch(&tx, n.to_expr(), body),
        ]);
        assert_eq!(free_vars(&s).unwrap(), vec![FreeVar::Var(n.clone())]);
        let mut ud = UseDef::new().with_thread_extent_uses(false);
        ud.visit_stmt(&s).unwrap();
        assert!(ud.free().is_empty());
    }

    #[test]
    fn plain_var_thread_extent_is_rejected() {
        let tx = i32v("tx");
        let s = Stmt::attr(
            AttrNode::Expr(tx.to_expr()),
            keys::THREAD_EXTENT,
            Expr::i32(4),
            Stmt::no_op(),
        );
        assert!(matches!(
            free_vars(&s),
            Err(UseDefError::ThreadExtentNotIterVar(m)) if m.contains("tx")
        ));
    }

    #[test]
    fn buffer_shape_is_a_use_only_at_definition() {
        let n = i32v("n");
        let m = i32v("m");
        let a = Buffer::new("A", DataType::f32(), vec![n.to_expr()], "global");
        let b = Buffer::new("B", DataType::f32(), vec![m.to_expr()], "shared");
        let s = Stmt::seq(vec![
            Stmt::alloc(&b),
            Stmt::store(&b, Expr::load(&a, vec![Expr::i32(0)]), vec![Expr::i32(0)]),
        ]);
        let mut ud = UseDef::new();
        ud.visit_stmt(&s).unwrap();
        assert_eq!(
            ud.free(),
            &[FreeVar::Var(m.clone()), FreeVar::Buffer(a.clone())]
        );
        ud.visit_free_buffer_fields().unwrap();
        assert_eq!(ud.free_vars(), vec![m, n]);
        assert_eq!(ud.free_buffers(), vec![a]);
    }

    #[test]
    fn data_projection_is_a_buffer_use() {
        let a = Buffer::new("A", DataType::f32(), vec![Expr::i32(16)], "global");
        let v = a.derive(|n| n.name = "V".into());
        let s = Stmt::seq(vec![
            Stmt::decl(&v, Expr::buffer_data(&a)),
            Stmt::store(&v, Expr::float(DataType::f32(), 1.0), vec![Expr::i32(0)]),
        ]);
        assert_eq!(free_vars(&s).unwrap(), vec![FreeVar::Buffer(a)]);
    }

    #[test]
    fn buffer_used_before_definition() {
        let a = Buffer::new("A", DataType::f32(), vec![Expr::i32(16)], "shared");
        let s = Stmt::seq(vec![
            Stmt::store(&a, Expr::float(DataType::f32(), 1.0), vec![Expr::i32(0)]),
            Stmt::alloc(&a),
        ]);
        assert_eq!(
            free_vars(&s).unwrap_err(),
            UseDefError::BufferUsedBeforeDefinition("A".into())
        );
    }

    #[test]
    fn function_params_and_implicit_shape_vars_are_defined() {
        let n = i32v("n");
        let k = i32v("k");
        let a = Buffer::new("A", DataType::f32(), vec![n.to_expr()], "global");
        let body = Stmt::store(&a, k.to_expr(), vec![n.to_expr()]);
        let f = PrimFunc::new(vec![Param::Buffer(a)], body);
        assert_eq!(undefined_in_func(&f).unwrap(), vec![FreeVar::Var(k)]);
    }
}
