//! Small rewriting helpers shared by the passes in this directory.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use tirsat_ir::visit::{Mutator, walk_mutate_expr, walk_mutate_stmt};
use tirsat_ir::{AttrNode, Buffer, Expr, ExprKind, Stmt, StmtKind};

/// Rebuilds `s` with each direct sub-statement replaced by `f(child)`; the
/// first error stops the rewrite. Expressions are kept.
pub(crate) fn try_map_child_stmts<E>(
    s: &Stmt,
    f: &mut impl FnMut(&Stmt) -> Result<Stmt, E>,
) -> Result<Stmt, E> {
    s.try_map_children_with(f, |_, e| Ok(e.clone()), |f, c| f(c))
}

/// [`try_map_child_stmts`], except that a sequence is rebuilt flat: items
/// that became sequences are spliced in (TVM's `SeqStmt::Flatten`); the
/// sequence itself is returned when no item changed.
pub(crate) fn try_map_child_stmts_flat<E>(
    s: &Stmt,
    f: &mut impl FnMut(&Stmt) -> Result<Stmt, E>,
) -> Result<Stmt, E> {
    if let StmtKind::Seq(items) = s.kind() {
        // Nothing is allocated unless an item changed.
        let mut new: Option<Vec<Stmt>> = None;
        for (i, x) in items.iter().enumerate() {
            let n = f(x)?;
            match &mut new {
                Some(v) => v.push(n),
                None if !n.same_as(x) => {
                    let mut v = Vec::with_capacity(items.len());
                    v.extend_from_slice(&items[..i]);
                    v.push(n);
                    new = Some(v);
                }
                None => {}
            }
        }
        return Ok(new.map_or_else(|| s.clone(), Stmt::seq));
    }
    try_map_child_stmts(s, f)
}

/// Replaces uses of buffers (loads, stores, `A.data`, attribute nodes) by other
/// buffers. Definitions are left alone.
pub(crate) struct ReplaceBuffers<'a> {
    pub map: &'a HashMap<Buffer, Buffer>,
}

impl Mutator for ReplaceBuffers<'_> {
    fn mutate_expr(&mut self, e: &Expr) -> Expr {
        // A tree without loads or data pointers names no buffer: it stays.
        if !e.accesses_buffer() {
            return e.clone();
        }
        let e = walk_mutate_expr(self, e);
        match e.kind() {
            ExprKind::BufferData(b) => match self.map.get(b) {
                Some(nb) => Expr::buffer_data(nb),
                None => e,
            },
            ExprKind::Load { buffer, indices } => match self.map.get(buffer) {
                Some(nb) => e.with_kind(ExprKind::Load {
                    buffer: nb.clone(),
                    indices: indices.clone(),
                }),
                None => e,
            },
            _ => e,
        }
    }

    fn mutate_stmt(&mut self, s: &Stmt) -> Stmt {
        let s = walk_mutate_stmt(self, s);
        match s.kind() {
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => match self.map.get(buffer) {
                Some(nb) => Stmt::new(StmtKind::Store {
                    buffer: nb.clone(),
                    value: value.clone(),
                    indices: indices.clone(),
                }),
                None => s,
            },
            StmtKind::Attr {
                node: AttrNode::Buffer(b),
                key,
                value,
                body,
            } => match self.map.get(b) {
                Some(nb) => Stmt::attr(
                    AttrNode::Buffer(nb.clone()),
                    key,
                    value.clone(),
                    body.clone(),
                ),
                None => s,
            },
            _ => s,
        }
    }
}

/// TVM's name supply: names already in the module are taken; a taken base gets
/// the next free `_<n>` suffix; dots become underscores.
pub(crate) struct NameSupply {
    used: HashSet<String>,
    counters: HashMap<String, u64>,
}

impl NameSupply {
    pub(crate) fn new<'a>(names: impl Iterator<Item = &'a str>) -> Self {
        NameSupply {
            used: names.map(String::from).collect(),
            counters: HashMap::default(),
        }
    }
    pub(crate) fn fresh(&mut self, base: &str) -> String {
        let base = base.replace('.', "_");
        if self.used.insert(base.clone()) {
            return base;
        }
        let counter = self.counters.entry(base.clone()).or_insert(0);
        loop {
            *counter += 1;
            let cand = format!("{base}_{counter}");
            if self.used.insert(cand.clone()) {
                return cand;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn name_supply_matches_tvm() {
        let mut s = NameSupply::new(["main", "main_kernel_1"].into_iter());
        assert_eq!(s.fresh("main_kernel"), "main_kernel");
        assert_eq!(s.fresh("main_kernel"), "main_kernel_2");
        assert_eq!(s.fresh("main_kernel"), "main_kernel_3");
        assert_eq!(s.fresh("my.fn_kernel"), "my_fn_kernel");
    }
}
