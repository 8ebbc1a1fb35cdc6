//! The well-formedness verifier.
//!
//! Checks, per function:
//! - every variable is defined before use (parameters, buffer-parameter shape
//!   variables, `Bind`, `for`, `Let`, thread IterVars);
//! - no variable is defined twice (a thread variable may be launched again by a
//!   sibling region, as TVM allows, but not inside its own launch; like TVM's
//!   SSA check, several `Let` expressions may bind one variable to equal
//!   values, which is what reusing a `Let` expression in a larger one gives);
//! - every buffer is used inside the scope of its parameter, `AllocBuffer` or
//!   `DeclBuffer` (an `Attr` whose node is a buffer, such as `storage_alignment`,
//!   is a reference, not a use);
//! - shared memory is touched only inside a kernel launch (`thread_extent`) in
//!   functions that launch threads or run on a host;
//! - a thread tag has a single extent within one kernel launch;
//! - a `Ramp` / `Broadcast` has its type's lanes (for a scalable vector its
//!   vscale factor, more than one).
//!
//! ```
//! use tirsat::analysis::verify::verify_module;
//! use tirsat::ir::{DataType, Expr, IRModule, Param, PrimFunc, Stmt, Var};
//! let n = Var::new("n", DataType::i32());
//! let undefined = Var::new("m", DataType::i32());
//! let body = Stmt::evaluate(Expr::add(&n.to_expr(), &undefined.to_expr()));
//! let mut m = IRModule::new();
//! m.insert("main", PrimFunc::new(vec![Param::Var(n)], body));
//! let errors = verify_module(&m);
//! assert_eq!(errors.len(), 1);
//! assert!(errors[0].to_string().contains("m"));
//! assert_eq!(errors[0].var.as_deref(), Some("m"));
//! ```

use std::collections::{HashMap, HashSet};
use std::fmt;

use crate::ir::{
    AttrNode, Buffer, CommReducer, Expr, ExprKind, IRModule, Param, PrimFunc, Stmt, StmtKind, Var,
    keys,
};

/// One well-formedness violation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The function the violation is in.
    pub func: String,
    /// The variable or buffer involved, when there is one.
    pub var: Option<String>,
    /// What is wrong (names the variable too).
    pub message: String,
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "in function {}: {}", self.func, self.message)
    }
}

/// Verifies every function of a module; returns all violations in function
/// order (empty when well formed).
pub fn verify_module(m: &IRModule) -> Vec<Diagnostic> {
    m.iter()
        .flat_map(|(name, f)| verify_func(name, f))
        .collect()
}

/// Verifies one function.
pub fn verify_func(name: &str, f: &PrimFunc) -> Vec<Diagnostic> {
    let mut v = Verifier {
        func: name.to_string(),
        diags: Vec::new(),
        defined: HashSet::new(),
        ever_defined: HashMap::new(),
        buffers: HashSet::new(),
        thread_vars_in_scope: HashSet::new(),
        in_launch: 0,
        kernel_extents: HashMap::new(),
        check_shared: false,
        reported: HashSet::new(),
        let_values: HashMap::new(),
    };
    let host = f.target().is_some_and(|t| t.host().is_some());
    v.check_shared = host || contains_launch(&f.body);
    for p in &f.params {
        match p {
            Param::Var(x) => v.define(x, false),
            Param::Buffer(b) => {
                v.buffers.insert(b.id());
            }
        }
    }
    // Shape variables of buffer parameters are defined by the buffers.
    for b in f.buffer_params() {
        for e in b.field_exprs() {
            if let ExprKind::Var(x) = e.kind()
                && !v.defined.contains(&x.id())
            {
                v.define(x, false);
            }
        }
    }
    for b in f.buffer_params() {
        b.field_exprs().for_each(|e| v.expr(e));
    }
    v.stmt(&f.body);
    v.diags
}

fn contains_launch(s: &Stmt) -> bool {
    match s.kind() {
        StmtKind::Attr { key, .. } if key == keys::THREAD_EXTENT => true,
        _ => s.child_stmts().into_iter().any(contains_launch),
    }
}

struct Verifier {
    func: String,
    diags: Vec<Diagnostic>,
    /// Variables in scope, by id.
    defined: HashSet<u64>,
    /// Every variable defined so far (for the SSA check), with whether it is a
    /// thread variable.
    ever_defined: HashMap<u64, bool>,
    /// Buffers in scope, by id.
    buffers: HashSet<u64>,
    thread_vars_in_scope: HashSet<u64>,
    in_launch: usize,
    /// Thread tag -> extent within the current outermost launch.
    kernel_extents: HashMap<String, Expr>,
    check_shared: bool,
    reported: HashSet<(u64, &'static str)>,
    /// The value of the first `Let` binding each `Let` variable.
    let_values: HashMap<u64, Expr>,
}

impl Verifier {
    fn error(&mut self, message: String) {
        self.diags.push(Diagnostic {
            func: self.func.clone(),
            var: None,
            message,
        });
    }

    /// An error about the variable or buffer called `var`.
    fn error_at(&mut self, var: &str, message: String) {
        self.error(message);
        if let Some(d) = self.diags.last_mut() {
            d.var = Some(var.to_string());
        }
    }

    /// A reducer: identities are uses in the enclosing scope; operand `i` (left
    /// and right) has the type of identity `i`; the results may use the
    /// operands, which are in scope only there (a reducer shared by two
    /// attributes is not a second definition).
    fn comm_reducer(&mut self, r: &CommReducer) {
        for e in r.identity() {
            self.expr(e);
        }
        for (i, ((l, rv), id)) in r.lhs().iter().zip(r.rhs()).zip(r.identity()).enumerate() {
            for x in [l, rv] {
                if x.ty() != id.ty() {
                    self.error_at(
                        x.name(),
                        format!(
                            "reducer operand {} has type {}, but identity element {i} has type {}",
                            x.name(),
                            x.ty(),
                            id.ty()
                        ),
                    );
                }
            }
        }
        let operands: Vec<&Var> = r.lhs().iter().chain(r.rhs()).collect();
        let added: Vec<u64> = operands
            .iter()
            .filter(|x| self.defined.insert(x.id()))
            .map(|x| x.id())
            .collect();
        if added.len() != operands.len() {
            self.error("reducer operands are not distinct fresh variables".to_string());
        }
        for e in r.result() {
            self.expr(e);
        }
        for id in added {
            self.defined.remove(&id);
        }
    }

    fn define(&mut self, x: &Var, thread: bool) {
        if let Some(prev_thread) = self.ever_defined.get(&x.id()) {
            let redefined_thread =
                thread && *prev_thread && !self.thread_vars_in_scope.contains(&x.id());
            if !redefined_thread {
                self.error_at(
                    x.name(),
                    format!(
                        "variable {} is defined more than once (the function is not in SSA form)",
                        x.name()
                    ),
                );
            }
        }
        self.ever_defined.insert(x.id(), thread);
        self.defined.insert(x.id());
    }

    fn use_var(&mut self, x: &Var) {
        if !self.defined.contains(&x.id()) && self.reported.insert((x.id(), "var")) {
            self.error_at(
                x.name(),
                format!("variable {} is used but not defined", x.name()),
            );
        }
    }

    fn use_buffer(&mut self, b: &Buffer) {
        if !self.buffers.contains(&b.id()) && self.reported.insert((b.id(), "buf")) {
            self.error_at(
                b.name(),
                format!(
                    "buffer {} is used outside the scope of its allocation or declaration",
                    b.name()
                ),
            );
        }
        if self.check_shared
            && self.in_launch == 0
            && b.scope().is_shared()
            && self.reported.insert((b.id(), "shared"))
        {
            self.error_at(
                b.name(),
                format!(
                    "shared buffer {} ({}) is accessed outside a kernel launch (thread_extent)",
                    b.name(),
                    b.scope()
                ),
            );
        }
    }

    fn expr(&mut self, e: &Expr) {
        crate::ir::stack::deeper(|| self.expr_at(e))
    }

    fn expr_at(&mut self, e: &Expr) {
        match e.kind() {
            ExprKind::Var(x) => self.use_var(x),
            ExprKind::BufferData(b) => self.use_buffer(b),
            ExprKind::Load { buffer, indices } => {
                self.use_buffer(buffer);
                for i in indices {
                    self.expr(i);
                }
            }
            ExprKind::Let { var, value, body } => {
                self.expr(value);
                let clone_of_earlier_let = self
                    .let_values
                    .get(&var.id())
                    .is_some_and(|v| crate::ir::equal::expr_equal(v, value).is_ok());
                if clone_of_earlier_let {
                    self.defined.insert(var.id());
                } else {
                    self.define(var, false);
                    self.let_values
                        .entry(var.id())
                        .or_insert_with(|| value.clone());
                }
                self.expr(body);
                self.defined.remove(&var.id());
            }
            ExprKind::Ramp { lanes, .. } | ExprKind::Broadcast { lanes, .. } => {
                // The node's lanes (a vscale factor when scalable) must be
                // its type's; a vscale factor is more than one, as in TVM.
                let t = e.dtype();
                if t.lanes != *lanes || (t.scalable && *lanes < 2) {
                    self.error(format!(
                        "a vector node of type {t} has {lanes} lanes{}",
                        if t.scalable { " (vscale factor)" } else { "" }
                    ));
                }
                for c in e.children() {
                    self.expr(c);
                }
            }
            _ => {
                for c in e.children() {
                    self.expr(c);
                }
            }
        }
    }

    /// Visits a sequence: flat definitions scope over the rest of it.
    fn seq(&mut self, items: &[Stmt]) {
        let mut vars = Vec::new();
        let mut bufs = Vec::new();
        for s in items {
            match s.kind() {
                StmtKind::Bind { var, value } => {
                    self.expr(value);
                    self.define(var, false);
                    vars.push(var.id());
                }
                StmtKind::AllocBuffer { buffer, .. } => {
                    buffer.field_exprs().for_each(|e| self.expr(e));
                    if self.buffers.insert(buffer.id()) {
                        bufs.push(buffer.id());
                    }
                }
                StmtKind::DeclBuffer { buffer, data } => {
                    if !data.is_data_of(buffer) {
                        self.expr(data);
                    }
                    buffer.field_exprs().for_each(|e| self.expr(e));
                    if self.buffers.insert(buffer.id()) {
                        bufs.push(buffer.id());
                    }
                }
                _ => self.stmt(s),
            }
        }
        for x in vars {
            self.defined.remove(&x);
        }
        for b in bufs {
            self.buffers.remove(&b);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        crate::ir::stack::deeper(|| self.stmt_at(s))
    }

    fn stmt_at(&mut self, s: &Stmt) {
        match s.kind() {
            StmtKind::Seq(items) => self.seq(items),
            StmtKind::Bind { .. } | StmtKind::AllocBuffer { .. } | StmtKind::DeclBuffer { .. } => {
                self.seq(std::slice::from_ref(s))
            }
            StmtKind::Attr {
                node,
                key,
                value,
                body,
            } => {
                self.expr(value);
                match node {
                    AttrNode::IterVar(iv)
                        if key == keys::THREAD_EXTENT || key == keys::VIRTUAL_THREAD =>
                    {
                        if let Some((lo, ext)) = iv.dom() {
                            self.expr(lo);
                            self.expr(ext);
                        }
                        let outermost = self.in_launch == 0;
                        if outermost {
                            self.kernel_extents.clear();
                        }
                        let tag = iv.thread_tag().to_string();
                        if !tag.is_empty() {
                            match self.kernel_extents.get(&tag) {
                                Some(prev)
                                    if crate::ir::equal::expr_equal(prev, value).is_err() =>
                                {
                                    self.error_at(iv.var().name(), format!(
                                        "thread {} ({}) is launched with conflicting extents {:?} and {:?}",
                                        iv.var().name(),
                                        tag,
                                        prev,
                                        value
                                    ));
                                }
                                Some(_) => {}
                                None => {
                                    self.kernel_extents.insert(tag, value.clone());
                                }
                            }
                        }
                        let x = iv.var();
                        let was_in_scope = self.defined.contains(&x.id());
                        if !was_in_scope {
                            self.define(x, true);
                            self.thread_vars_in_scope.insert(x.id());
                        }
                        self.in_launch += 1;
                        self.stmt(body);
                        self.in_launch -= 1;
                        if !was_in_scope {
                            self.defined.remove(&x.id());
                            self.thread_vars_in_scope.remove(&x.id());
                        }
                    }
                    AttrNode::Expr(e) => {
                        let is_launch = key == keys::THREAD_EXTENT;
                        // A plain-variable thread_extent (TVM's parser allows it):
                        // the variable is defined by the launch.
                        let launch_var = if is_launch { e.as_var().cloned() } else { None };
                        match &launch_var {
                            Some(x) if !self.defined.contains(&x.id()) => {
                                self.define(x, true);
                                self.thread_vars_in_scope.insert(x.id());
                            }
                            Some(_) => {}
                            None => self.expr(e),
                        }
                        if is_launch {
                            self.in_launch += 1;
                        }
                        self.stmt(body);
                        if is_launch {
                            self.in_launch -= 1;
                        }
                        if let Some(x) = launch_var
                            && self.thread_vars_in_scope.remove(&x.id())
                        {
                            self.defined.remove(&x.id());
                        }
                    }
                    AttrNode::CommReducer(r) => {
                        self.comm_reducer(r);
                        self.stmt(body)
                    }
                    _ => self.stmt(body),
                }
            }
            StmtKind::For {
                var, step, body, ..
            } => {
                // min, extent and step, then the step's checks
                for e in s.child_exprs() {
                    self.expr(e);
                }
                if let Some(st) = step
                    && st.dtype() != var.dtype()
                {
                    self.error(format!(
                        "loop over {} has a step of type {} (the variable is {})",
                        var.name(),
                        st.dtype(),
                        var.dtype()
                    ));
                }
                self.define(var, false);
                self.stmt(body);
                self.defined.remove(&var.id());
            }
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                self.use_buffer(buffer);
                self.expr(value);
                for i in indices {
                    self.expr(i);
                }
            }
            _ => {
                for e in s.child_exprs() {
                    self.expr(e);
                }
                for c in s.child_stmts() {
                    self.stmt(c);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{DataType, IterVar, Target};

    fn func(params: Vec<Param>, body: Stmt) -> PrimFunc {
        PrimFunc::new(params, body)
    }

    #[test]
    fn well_formed_kernel() {
        let a = Buffer::new("A", DataType::f32(), vec![Expr::i32(128)], "global");
        let s = Buffer::new("S", DataType::f32(), vec![Expr::i32(128)], "shared.dyn");
        let tx = IterVar::thread("tx", "threadIdx.x");
        let t = tx.var().to_expr();
        let body = Stmt::launch(
            &tx,
            Expr::i32(128),
            Stmt::seq(vec![
                Stmt::alloc(&s),
                Stmt::store(&s, Expr::load(&a, vec![t.clone()]), vec![t.clone()]),
                Stmt::store(&a, Expr::load(&s, vec![t.clone()]), vec![t]),
            ]),
        );
        assert!(verify_func("main", &func(vec![Param::Buffer(a)], body)).is_empty());
    }

    #[test]
    fn buffer_out_of_scope_and_shared_outside_launch() {
        let s = Buffer::new("S", DataType::f32(), vec![Expr::i32(4)], "shared");
        let tx = IterVar::thread("tx", "threadIdx.x");
        let body = Stmt::seq(vec![
            Stmt::launch(
                &tx,
                Expr::i32(4),
                Stmt::seq(vec![
                    Stmt::alloc(&s),
                    Stmt::store(&s, Expr::float(DataType::f32(), 0.0), vec![Expr::i32(0)]),
                ]),
            ),
            Stmt::store(&s, Expr::float(DataType::f32(), 1.0), vec![Expr::i32(0)]),
        ]);
        let d = verify_func("f", &func(vec![], body));
        let text: Vec<String> = d.iter().map(|d| d.to_string()).collect();
        assert!(
            text.iter().any(|t| t.contains("buffer S is used outside")),
            "{text:?}"
        );
        assert!(
            text.iter().any(|t| t.contains("outside a kernel launch")),
            "{text:?}"
        );
        assert!(text.iter().all(|t| t.starts_with("in function f")));
    }

    #[test]
    fn double_definition_and_conflicting_extents() {
        let i = Var::new("i", DataType::i32());
        let tx = IterVar::thread("tx", "threadIdx.x");
        let ty = IterVar::thread("tx2", "threadIdx.x");
        let inner = Stmt::for_(
            &i,
            Expr::i32(0),
            Expr::i32(4),
            crate::ir::ForKind::Serial,
            Stmt::evaluate(i.to_expr()),
        );
        let body = Stmt::launch(
            &tx,
            Expr::i32(128),
            Stmt::launch(&ty, Expr::i32(64), Stmt::seq(vec![inner.clone(), inner])),
        );
        let d = verify_func("g", &func(vec![], body));
        let text: Vec<String> = d.iter().map(|d| d.to_string()).collect();
        assert!(
            text.iter()
                .any(|t| t.contains("variable i is defined more than once")),
            "{text:?}"
        );
        assert!(
            text.iter().any(|t| t.contains("conflicting extents")),
            "{text:?}"
        );
    }

    #[test]
    fn a_let_may_be_reused_with_the_same_value() {
        // `(let x = n + 1 in x * 2) + (let x = n + 1 in x * 2)` with one `x`:
        // TVM's SSA check accepts it (what duplicating a Let expression gives,
        // e.g. in DTypeConversion); binding `x` to another value is not SSA.
        let n = Var::new("n", DataType::i32());
        let x = Var::new("x", DataType::i32());
        let one = Expr::add(&n.to_expr(), &Expr::i32(1));
        let l = Expr::let_(&x, &one, &Expr::mul(&x.to_expr(), &Expr::i32(2)));
        let ok = Stmt::evaluate(Expr::add(&l, &l));
        assert!(verify_func("f", &func(vec![Param::Var(n.clone())], ok)).is_empty());
        let other = Expr::let_(&x, &Expr::add(&n.to_expr(), &Expr::i32(2)), &x.to_expr());
        let bad = Stmt::evaluate(Expr::add(&l, &other));
        let d = verify_func("f", &func(vec![Param::Var(n)], bad));
        assert_eq!(d.len(), 1, "{d:?}");
        assert!(d[0].message.contains("defined more than once"));
    }

    #[test]
    fn sibling_launches_may_reuse_a_thread_var() {
        let tx = IterVar::thread("tx", "threadIdx.x");
        let body = Stmt::seq(vec![
            Stmt::launch(&tx, Expr::i32(128), Stmt::evaluate(tx.var().to_expr())),
            Stmt::launch(&tx, Expr::i32(64), Stmt::evaluate(tx.var().to_expr())),
        ]);
        let mut f = func(vec![], body);
        f.attrs.insert(
            keys::TARGET.into(),
            crate::ir::AttrValue::Target(Target::from_kind("cuda").unwrap()),
        );
        assert!(verify_func("h", &f).is_empty());
    }

    #[test]
    fn comm_reducer_operands_types_and_scope() {
        let f32 = DataType::f32();
        let reducer = |x: &Var, y: &Var, result: Expr, id: Expr| {
            let r = CommReducer::new(vec![x.clone()], vec![y.clone()], vec![result], vec![id]);
            Stmt::attr(
                AttrNode::CommReducer(r.unwrap()),
                keys::REDUCE_SCOPE,
                Expr::i32(0),
                Stmt::no_op(),
            )
        };
        let (x, y) = (Var::new("x", f32), Var::new("y", f32));
        let sum = Expr::add(&x.to_expr(), &y.to_expr());
        let zero = Expr::float(f32, 0.0);
        // Well formed; the same reducer twice is not a redefinition.
        let ok = reducer(&x, &y, sum.clone(), zero.clone());
        assert!(verify_func("f", &func(vec![], Stmt::seq(vec![ok.clone(), ok]))).is_empty());
        // An operand used outside the reducer is undefined there.
        let leak = Stmt::seq(vec![
            reducer(&x, &y, sum.clone(), zero.clone()),
            Stmt::evaluate(x.to_expr()),
        ]);
        let d = verify_func("f", &func(vec![], leak));
        assert!(
            d[0].message.contains("variable x is used but not defined"),
            "{d:?}"
        );
        // Operand type differs from the identity's.
        let d = verify_func("f", &func(vec![], reducer(&x, &y, sum, Expr::i32(0))));
        assert!(
            d[0].message.contains("identity element 0 has type int32"),
            "{d:?}"
        );
        // A result using a variable nobody defines.
        let z = Var::new("z", f32);
        let bad = Expr::add(&x.to_expr(), &z.to_expr());
        let d = verify_func("f", &func(vec![], reducer(&x, &y, bad, zero)));
        assert!(
            d[0].message.contains("variable z is used but not defined"),
            "{d:?}"
        );
    }
}
