//! Facts about function bodies that several passes need, computed once per
//! body and shared by every pass (TVM's analysis manager, rustc's query
//! cache).
//!
//! IR nodes are immutable, so a fact about a body holds as long as the body
//! exists. The cache is keyed by the body's identity ([`Stmt::addr`]) and
//! holds a weak reference to it, which keeps any other node from getting that
//! address: a pass that rebuilds a function finds nothing and computes the
//! facts of the new body, a pass that keeps a body (most passes keep most
//! functions) finds them. The pass manager drops the entries of bodies that
//! died after each pass ([`prune`]); so does the cache itself when it has
//! grown (passes run outside the manager).
//!
//! The facts:
//! - the first construct of the body no pass handles (what
//!   [`constructs::check`](super::constructs::check) reports; every pass of
//!   a default pipeline checks it). A pass that checked its input and writes
//!   no expression of a scalable type notes its output bodies free of them
//!   after searching their statements ([`note_construct_free`]): the next
//!   pass's check does not walk their expressions again;
//! - whether any node of the body has a `bfloat16` or `float8` type (the
//!   four legalizations leave a function without one as it is);
//! - the module functions the body calls (kernel launch lowering and
//!   MakePackedAPI rewrite only bodies calling one).
//!
//! ```
//! use tirsat_ir::{Buffer, DataType, Expr, Stmt};
//! use tirsat_transform::analyses::body_facts;
//! use tirsat_transform::compute_legalize::Family;
//! let a = Buffer::new("A", "bfloat16".parse().unwrap(), vec![Expr::i32(4)], "global");
//! let s = Stmt::store(&a, Expr::load(&a, vec![Expr::i32(1)]), vec![Expr::i32(0)]);
//! let facts = body_facts(&s);
//! assert!(facts.mentions(&s, Family::BF16) && !facts.mentions(&s, Family::FP8));
//! assert!(facts.construct(&s).is_none());
//! // The same body: the same facts object, not computed again.
//! assert!(std::sync::Arc::ptr_eq(&facts, &body_facts(&s)));
//! ```

use std::sync::{Arc, Mutex, OnceLock};

use rustc_hash::{FxHashMap, FxHashSet};

use super::compute_legalize::Family;
use super::constructs::{Construct, find_in_body, find_in_statements};
use tirsat_ir::stmt::WeakStmt;
use tirsat_ir::visit::{Visitor, walk_comm_reducer, walk_expr, walk_stmt};
use tirsat_ir::{
    AttrNode, Buffer, CallOp, CommReducer, Expr, ExprKind, PrimFunc, Stmt, StmtKind, Type,
};

/// What the passes need to know about a function body; each fact is computed
/// on first use.
#[derive(Debug)]
pub struct BodyFacts {
    body: WeakStmt,
    construct: OnceLock<Option<(Construct, String)>>,
    families: OnceLock<(bool, bool)>,
    callees: OnceLock<FxHashSet<Arc<str>>>,
}

impl BodyFacts {
    fn new(body: &Stmt) -> Self {
        BodyFacts {
            body: body.downgrade(),
            construct: OnceLock::new(),
            families: OnceLock::new(),
            callees: OnceLock::new(),
        }
    }
    /// The first construct (in pre-order) that no pass handles, with its
    /// description ([`constructs::find`](super::constructs::find) with
    /// nothing handled, on the body alone). `body` is the body these facts
    /// are about.
    pub fn construct(&self, body: &Stmt) -> &Option<(Construct, String)> {
        self.construct.get_or_init(|| find_in_body(body, &[]))
    }
    /// Records that `body` holds no construct after searching its
    /// statements only (`constructs::find_in_statements`): for a pass whose
    /// input was checked ([`constructs::check`](super::constructs::check)) and which
    /// writes no expression of a scalable type, so the next pass's check of
    /// its output skips the expressions. A body whose statements hold a
    /// construct is left to the full search. Debug builds (the tests')
    /// search the expressions anyway and hold the pass to it.
    pub fn note_construct_free(&self, body: &Stmt, pass: &str) {
        if find_in_statements(body).is_some() {
            return;
        }
        debug_assert!(
            find_in_body(body, &[]).is_none(),
            "{pass} wrote an expression of a scalable type: {:?}",
            find_in_body(body, &[])
        );
        let _ = self.construct.set(None);
    }
    /// The names of the module functions `body` calls (`CallOp::Global`).
    pub fn callees(&self, body: &Stmt) -> &FxHashSet<Arc<str>> {
        self.callees.get_or_init(|| {
            let mut c = Callees::default();
            c.visit_stmt(body);
            c.0
        })
    }
    /// Whether some node (expression, variable, buffer, pointer) of `body`
    /// has a type of `family`.
    pub fn mentions(&self, body: &Stmt, family: Family) -> bool {
        let (bf16, fp8) = *self.families.get_or_init(|| {
            let mut f = Families::default();
            f.visit_stmt(body);
            (f.bf16, f.fp8)
        });
        match family {
            Family::BF16 => bf16,
            Family::FP8 => fp8,
        }
    }
}

/// Whether some node of `f` (its body, parameters and their buffers) has a
/// type of `family`. When not, the family's legalizations leave `f` as it is.
pub fn mentions_family(f: &PrimFunc, family: Family) -> bool {
    if body_facts(&f.body).mentions(&f.body, family) {
        return true;
    }
    let mut v = Families::default();
    for p in &f.params {
        match p {
            tirsat_ir::Param::Var(x) => v.note(x.ty()),
            tirsat_ir::Param::Buffer(b) => v.buffer(b),
        }
    }
    match family {
        Family::BF16 => v.bf16,
        Family::FP8 => v.fp8,
    }
}

type Entries = FxHashMap<usize, Arc<BodyFacts>>;

struct Cache {
    entries: Entries,
    /// Prune when the table grows past this.
    limit: usize,
}

fn cache() -> &'static Mutex<Cache> {
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    CACHE.get_or_init(|| {
        Mutex::new(Cache {
            entries: FxHashMap::default(),
            limit: MIN_LIMIT,
        })
    })
}

const MIN_LIMIT: usize = 4096;

fn lock() -> std::sync::MutexGuard<'static, Cache> {
    cache().lock().unwrap_or_else(|e| e.into_inner())
}

/// The facts of `body` (computed when first asked, by whichever pass asks),
/// shared with every pass that asks about this very body.
pub fn body_facts(body: &Stmt) -> Arc<BodyFacts> {
    let key = body.addr();
    let mut c = lock();
    if let Some(facts) = c.entries.get(&key)
        && facts.body.is_alive()
    {
        return facts.clone();
    }
    if c.entries.len() >= c.limit {
        c.entries.retain(|_, f| f.body.is_alive());
        c.limit = (2 * c.entries.len()).max(MIN_LIMIT);
    }
    let facts = Arc::new(BodyFacts::new(body));
    c.entries.insert(key, facts.clone());
    facts
}

/// [`BodyFacts::note_construct_free`] for every function body of `module`,
/// the output of `pass`, which checked its input and writes no expression of
/// a scalable type (the bodies in parallel).
pub fn note_construct_free(module: &tirsat_ir::IRModule, pass: &str) {
    let funcs: Vec<&tirsat_ir::PrimFunc> = module.iter().map(|(_, f)| f).collect();
    super::par_map_ref(&funcs, |f| {
        body_facts(&f.body).note_construct_free(&f.body, pass)
    });
}

/// Drops the entries of bodies that no longer exist (the pass manager calls
/// this after each pass).
pub fn prune() {
    let mut c = lock();
    c.entries.retain(|_, f| f.body.is_alive());
    c.limit = (2 * c.entries.len()).max(MIN_LIMIT);
}

/// Collects the names of the module functions called.
#[derive(Default)]
struct Callees(FxHashSet<Arc<str>>);

impl Visitor for Callees {
    fn visit_expr(&mut self, e: &Expr) {
        if !e.calls_global() {
            return;
        }
        if let ExprKind::Call {
            op: CallOp::Global(n),
            ..
        } = e.kind()
            && !self.0.contains(n)
        {
            self.0.insert(n.clone());
        }
        walk_expr(self, e)
    }
}

/// Finds the type families of every node.
#[derive(Default)]
struct Families {
    bf16: bool,
    fp8: bool,
}

impl Families {
    fn note(&mut self, ty: &Type) {
        let t = match ty {
            Type::Prim(t) => *t,
            Type::Pointer { elem, .. } => *elem,
            Type::Void | Type::TensorMap => return,
        };
        self.bf16 |= Family::BF16.matches(t);
        self.fp8 |= Family::FP8.matches(t);
    }
    fn buffer(&mut self, b: &Buffer) {
        let t = b.dtype();
        self.bf16 |= Family::BF16.matches(t);
        self.fp8 |= Family::FP8.matches(t);
        for e in b.field_exprs() {
            self.visit_expr(e);
        }
    }
}

impl Visitor for Families {
    fn visit_expr(&mut self, e: &Expr) {
        self.note(e.ty());
        match e.kind() {
            ExprKind::Var(v) | ExprKind::Let { var: v, .. } => self.note(v.ty()),
            ExprKind::Load { buffer, .. } | ExprKind::BufferData(buffer) => {
                let t = buffer.dtype();
                self.bf16 |= Family::BF16.matches(t);
                self.fp8 |= Family::FP8.matches(t);
            }
            _ => {}
        }
        walk_expr(self, e)
    }
    fn visit_stmt(&mut self, s: &Stmt) {
        match s.kind() {
            StmtKind::Bind { var, .. } => self.note(var.ty()),
            StmtKind::For {
                var,
                thread_binding,
                ..
            } => {
                self.note(var.ty());
                if let Some(iv) = thread_binding {
                    self.note(iv.var().ty());
                }
            }
            StmtKind::Store { buffer, .. } => self.buffer(buffer),
            StmtKind::Attr { node, .. } => match node {
                AttrNode::Buffer(b) => self.buffer(b),
                AttrNode::IterVar(iv) => self.note(iv.var().ty()),
                AttrNode::Expr(_) | AttrNode::Target(_) | AttrNode::CommReducer(_) => {}
            },
            _ => {}
        }
        walk_stmt(self, s)
    }
    fn visit_buffer_def(&mut self, b: &Buffer) {
        self.buffer(b)
    }
    fn visit_comm_reducer(&mut self, r: &CommReducer) {
        for v in r.lhs().iter().chain(r.rhs()) {
            self.note(v.ty());
        }
        // Compute legalization gives a reducer's operands their identity's
        // type, whatever the family: a reducer where they differ counts as
        // mentioning both families, so the pass is not skipped.
        let ids = r.identity();
        let differ =
            |vars: &[tirsat_ir::Var]| vars.iter().zip(ids).any(|(v, id)| v.ty() != id.ty());
        if differ(r.lhs()) || differ(r.rhs()) {
            self.bf16 = true;
            self.fp8 = true;
        }
        walk_comm_reducer(self, r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::{DataType, Expr, Param, Stmt, Type, Var};

    fn bf16() -> DataType {
        "bfloat16".parse().unwrap()
    }

    #[test]
    fn facts_are_shared_by_body_identity() {
        let x = Var::new("x", DataType::f32());
        let s = Stmt::evaluate(x.to_expr());
        let a = body_facts(&s);
        assert!(Arc::ptr_eq(&a, &body_facts(&s.clone())));
        // An equal but distinct body has facts of its own.
        let t = Stmt::evaluate(x.to_expr());
        assert_eq!(s, t);
        assert!(!Arc::ptr_eq(&a, &body_facts(&t)));
        assert!(!a.mentions(&s, Family::BF16) && a.construct(&s).is_none());
    }

    #[test]
    fn callees_are_the_global_calls_of_the_body() {
        let call = |n: &str| Stmt::evaluate(Expr::call_global(Type::Void, n, vec![]));
        let s = Stmt::seq(vec![call("f"), call("g"), call("f")]);
        let names: std::collections::BTreeSet<String> = body_facts(&s)
            .callees(&s)
            .iter()
            .map(|n| n.to_string())
            .collect();
        assert_eq!(names, ["f", "g"].map(String::from).into());
        let t = Stmt::evaluate(Expr::i32(0));
        assert!(body_facts(&t).callees(&t).is_empty());
    }

    #[test]
    fn dead_bodies_are_pruned() {
        let s = Stmt::evaluate(Expr::i32(12345));
        let key = s.addr();
        let _ = body_facts(&s);
        assert!(lock().entries.contains_key(&key));
        drop(s);
        prune();
        assert!(lock().entries.get(&key).is_none_or(|f| f.body.is_alive()));
    }

    #[test]
    fn families_are_found_in_types_buffers_and_parameters() {
        // A bfloat16 pointer parameter only.
        let p = Var::new(
            "p",
            Type::Pointer {
                elem: bf16(),
                scope: tirsat_ir::ty::Scope::new("global"),
            },
        );
        let f = PrimFunc::new(vec![Param::Var(p)], Stmt::evaluate(Expr::i32(0)));
        assert!(mentions_family(&f, Family::BF16));
        assert!(!mentions_family(&f, Family::FP8));
        // A float8 allocation nothing uses.
        let b = Buffer::new(
            "B",
            "float8_e4m3fn".parse().unwrap(),
            vec![Expr::i32(4)],
            "shared",
        );
        let s = Stmt::seq(vec![Stmt::alloc(&b), Stmt::evaluate(Expr::i32(0))]);
        let f = PrimFunc::new(vec![], s);
        assert!(mentions_family(&f, Family::FP8));
        assert!(!mentions_family(&f, Family::BF16));
        // A bfloat16 let variable.
        let v = Var::new("v", bf16());
        let e = Expr::let_(&v, &Expr::float(bf16(), 1.0), &Expr::i32(0));
        let f = PrimFunc::new(vec![], Stmt::evaluate(e));
        assert!(mentions_family(&f, Family::BF16));
    }
}
