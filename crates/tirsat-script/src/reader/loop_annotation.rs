//! Loop annotations that name their own loop's variable.
//!
//! TVM's vectorizer (and dlight's GEMV schedule through it) leaves
//! `T.attr(i, "pragma_vectorize", 1)` directly around the `for i` it
//! annotates: the attribute's node is the loop's own variable, used before the
//! loop defines it. TVM prints that variable's first use as a declaration, so
//! the text reads
//!
//! ```text
//! ax1_0 = T.int32()
//! with T.attr(ax1_0, "pragma_vectorize", 1):
//!     for ax1_0 in range(1):
//! ```
//!
//! and, read literally (as TVM's parser does), the attribute names a second
//! variable that nothing defines: SplitHostDevice then leaves it undefined in
//! the kernel. The printer meant one variable, so the reader binds such an
//! attribute to the loop it annotates: the declared variable is never defined
//! and is used only as the node of attributes directly around a loop of its
//! own name (or of that name with the `_<n>` suffix TVM's printer adds once
//! its parser has made two variables of it: text that went through TVM's
//! parser and printer again). Printing the result gives the loop's name to
//! the declaration; read again, the same module.

use rustc_hash::{FxHashMap, FxHashSet};

use tirsat_ir::span::SourceMap;
use tirsat_ir::visit::{Mutator, Visitor, walk_expr, walk_mutate_stmt, walk_stmt};
use tirsat_ir::{AttrNode, Expr, ExprKind, Stmt, StmtKind, Var, keys};

/// `body` with every attribute around a loop of its node's name that names a
/// declared, otherwise unused and undefined variable rebound to that loop's
/// variable (see the module documentation); `body` itself when there is none.
/// A rebuilt statement keeps the position `spans` has for the one it replaces.
pub fn bind_loop_annotations(body: &Stmt, spans: &mut SourceMap) -> Stmt {
    let mut scan = Scan::default();
    scan.visit_stmt(body);
    // Variables whose every use is such an attribute node.
    let eligible: FxHashSet<u64> = scan
        .annotating
        .iter()
        .filter(|(id, n)| scan.uses.get(*id) == Some(*n) && !scan.defined.contains(*id))
        .map(|(id, _)| *id)
        .collect();
    if eligible.is_empty() {
        return body.clone();
    }
    let mut rebind = Rebind {
        eligible,
        rebuilt: Vec::new(),
    };
    let out = rebind.mutate_stmt(body);
    let moved: Vec<_> = rebind
        .rebuilt
        .iter()
        .filter_map(|(old, new)| spans.stmt(old).map(|span| (new, span)))
        .collect();
    for (new, span) in moved {
        spans.record(new, span);
    }
    out
}

/// The variable of the loop `body` opens (under further attributes) when it
/// is called `node`'s name and is another variable than `node`.
fn own_loop(node: &AttrNode, key: &str, body: &Stmt) -> Option<(Var, Var)> {
    if key == keys::THREAD_EXTENT || key == keys::VIRTUAL_THREAD {
        return None;
    }
    let AttrNode::Expr(e) = node else {
        return None;
    };
    let v = e.as_var()?;
    let mut s = body;
    loop {
        match s.kind() {
            StmtKind::Attr { body, .. } => s = body,
            StmtKind::For { var, .. } if same_name(var.name(), v.name()) && var.id() != v.id() => {
                return Some((v.clone(), var.clone()));
            }
            _ => return None,
        }
    }
}

/// Whether the loop variable `name` is the attribute's `declared`: the same
/// name, or that name with the `_<n>` TVM's printer appends to tell two
/// variables of one name apart (TVM's parse of this form made two, and TVM
/// prints them as `i` and `i_1`).
fn same_name(name: &str, declared: &str) -> bool {
    name == declared
        || name
            .strip_prefix(declared)
            .and_then(|rest| rest.strip_prefix('_'))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

#[derive(Default)]
struct Scan {
    /// Uses of each variable (by id), attribute nodes included.
    uses: FxHashMap<u64, usize>,
    /// Uses as the node of an attribute around a loop of the variable's name.
    annotating: FxHashMap<u64, usize>,
    /// Variables a loop, binding or `let` defines.
    defined: FxHashSet<u64>,
}

impl Visitor for Scan {
    fn visit_expr(&mut self, e: &Expr) {
        match e.kind() {
            ExprKind::Var(v) => *self.uses.entry(v.id()).or_default() += 1,
            ExprKind::Let { var, .. } => {
                self.defined.insert(var.id());
            }
            _ => {}
        }
        walk_expr(self, e)
    }

    fn visit_stmt(&mut self, s: &Stmt) {
        match s.kind() {
            StmtKind::For { var, .. } | StmtKind::Bind { var, .. } => {
                self.defined.insert(var.id());
            }
            StmtKind::Attr {
                node, key, body, ..
            } => {
                if let Some((v, _)) = own_loop(node, key, body) {
                    *self.annotating.entry(v.id()).or_default() += 1;
                }
            }
            _ => {}
        }
        walk_stmt(self, s)
    }
}

struct Rebind {
    eligible: FxHashSet<u64>,
    /// Statements replaced, and their replacements.
    rebuilt: Vec<(Stmt, Stmt)>,
}

impl Mutator for Rebind {
    fn mutate_stmt(&mut self, s: &Stmt) -> Stmt {
        let walked = walk_mutate_stmt(self, s);
        let out = self.rebind(walked);
        if out.addr() != s.addr() {
            self.rebuilt.push((s.clone(), out.clone()));
        }
        out
    }
}

impl Rebind {
    fn rebind(&self, out: Stmt) -> Stmt {
        if let StmtKind::Attr {
            node,
            key,
            value,
            body,
        } = out.kind()
            && let Some((v, w)) = own_loop(node, key, body)
            && self.eligible.contains(&v.id())
        {
            return Stmt::attr(
                AttrNode::Expr(w.to_expr()),
                key,
                value.clone(),
                body.clone(),
            );
        }
        out
    }
}
