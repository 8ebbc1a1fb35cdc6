//! The IR's allocation-free traversal (`Expr::iter_children`,
//! `Stmt::iter_child_stmts`, `Stmt::iter_child_exprs`) and lazy rebuilding
//! (`map_children_with`) agree with their definitions on every node of the
//! real corpus: the iterators give the items of `children`, `child_stmts` and
//! `child_exprs` in order; an identity rewrite returns every node itself; a
//! rewrite that replaces one kind of leaf changes exactly the nodes above one.

use std::path::Path;

use tirsat::ir::visit::{Mutator, walk_mutate_expr, walk_mutate_stmt};
use tirsat::ir::{Expr, ExprKind, Stmt};
use tirsat::script::reader::parse_module;

fn corpus_bodies() -> Vec<Stmt> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/real");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/corpus/real exists") {
        let path = entry.unwrap().path().join("input.py");
        if !path.is_file() {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let m = parse_module(&text, &path.display().to_string()).unwrap();
        out.extend(m.functions.into_values().map(|f| f.body));
    }
    assert!(out.len() > 60, "the real corpus has its modules");
    out
}

fn check_expr(e: &Expr, n: &mut usize) {
    *n += 1;
    let a: Vec<&Expr> = e.iter_children().collect();
    let b = e.children();
    assert_eq!(a.len(), b.len());
    assert!(a.iter().zip(&b).all(|(x, y)| x.same_as(y)), "{e:?}");
    for c in b {
        check_expr(c, n);
    }
}

fn check_stmt(s: &Stmt, n: &mut usize) {
    *n += 1;
    let a: Vec<&Stmt> = s.iter_child_stmts().collect();
    let b = s.child_stmts();
    assert_eq!(a.len(), b.len());
    assert!(a.iter().zip(&b).all(|(x, y)| x.same_as(y)));
    let a: Vec<&Expr> = s.iter_child_exprs().collect();
    let b = s.child_exprs();
    assert_eq!(a.len(), b.len());
    assert!(a.iter().zip(&b).all(|(x, y)| x.same_as(y)));
    for e in b {
        check_expr(e, n);
    }
    for c in s.child_stmts() {
        check_stmt(c, n);
    }
}

#[test]
fn iterators_give_the_children_in_order() {
    let mut n = 0;
    for body in corpus_bodies() {
        check_stmt(&body, &mut n);
    }
    assert!(n > 10_000, "{n} nodes");
}

/// Rewrites nothing.
struct Same;
impl Mutator for Same {}

/// Replaces every integer constant by a new node of the same value.
struct NewInts(usize);
impl Mutator for NewInts {
    fn mutate_expr(&mut self, e: &Expr) -> Expr {
        if let ExprKind::Int(v) = e.kind() {
            self.0 += 1;
            return Expr::new(e.ty().clone(), ExprKind::Int(*v));
        }
        walk_mutate_expr(self, e)
    }
    fn mutate_stmt(&mut self, s: &Stmt) -> Stmt {
        walk_mutate_stmt(self, s)
    }
}

fn has_int(e: &Expr) -> bool {
    matches!(e.kind(), ExprKind::Int(_)) || e.children().into_iter().any(has_int)
}

/// Checks that `new` is `old` exactly where no integer constant is below.
fn check_rebuilt(old: &Stmt, new: &Stmt) {
    let below = old.child_exprs().into_iter().any(has_int);
    let kids_changed = old
        .child_stmts()
        .iter()
        .zip(new.child_stmts())
        .any(|(a, b)| !a.same_as(b));
    assert_eq!(new.same_as(old), !below && !kids_changed, "{old:?}");
    assert_eq!(new, old, "a rebuilt node equals the original");
    for (a, b) in old.child_stmts().into_iter().zip(new.child_stmts()) {
        check_rebuilt(a, b);
    }
}

#[test]
fn rewrites_rebuild_exactly_the_changed_nodes() {
    let mut rebuilt = 0;
    for body in corpus_bodies() {
        assert!(Same.mutate_stmt(&body).same_as(&body));
        let mut m = NewInts(0);
        let new = m.mutate_stmt(&body);
        rebuilt += m.0;
        check_rebuilt(&body, &new);
    }
    assert!(rebuilt > 1000);
}
