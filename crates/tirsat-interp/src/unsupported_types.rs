//! Types the interpreter does not execute: scalable vectors (their lane
//! count depends on the hardware's `vscale`) and the 4- and 6-bit floats
//! (no arithmetic of ours rounds to them). A module using one is rejected
//! before anything runs, naming the function and the type, rather than run
//! with a guessed `vscale` or unrounded values. So are the buffers it cannot
//! place: a TIRx layout (`layout=T.TileLayout(...)`, elements not where a
//! row-major index puts them) and a buffer declared without data (a tmem
//! buffer at its `allocated_addr`).

use super::error::{ErrorKind, InterpError, err};
use tirsat_ir::visit::{Visitor, walk_buffer, walk_expr, walk_stmt};
use tirsat_ir::{Buffer, BufferLayout, DataType, Expr, IRModule, Stmt, StmtKind};

fn unsupported(t: DataType) -> bool {
    t.scalable || t.is_sub_byte_float()
}

#[derive(Default)]
struct Find(Option<DataType>, Option<String>);

impl Visitor for Find {
    fn visit_expr(&mut self, e: &Expr) {
        if self.0.is_some() {
            return;
        }
        if unsupported(e.dtype()) {
            self.0 = Some(e.dtype());
            return;
        }
        walk_expr(self, e)
    }
    fn visit_stmt(&mut self, s: &Stmt) {
        if let StmtKind::DeclBuffer { buffer, data } = s.kind()
            && data.is_data_of(buffer)
        {
            self.1.get_or_insert_with(|| {
                format!(
                    "buffer {} is declared without data (scope {}, at a fixed address)",
                    buffer.name(),
                    buffer.scope()
                )
            });
        }
        if self.0.is_none() {
            walk_stmt(self, s)
        }
    }
    fn visit_buffer_def(&mut self, b: &Buffer) {
        if unsupported(b.dtype()) {
            self.0.get_or_insert(b.dtype());
        }
        if let BufferLayout::Explicit(_) = &b.node().layout {
            self.1
                .get_or_insert_with(|| format!("buffer {} has a TIRx layout", b.name()));
        }
        walk_buffer(self, b)
    }
}

/// Rejects a module holding a type the interpreter does not execute.
pub(crate) fn check(module: &IRModule) -> Result<(), InterpError> {
    for (name, f) in module.iter() {
        let mut v = Find::default();
        tirsat_ir::visit::walk_func(&mut v, f);
        if let Some(t) = v.0 {
            let what = if t.scalable {
                "scalable vectors (their lanes depend on the hardware's vscale)"
            } else {
                "4- and 6-bit floats"
            };
            return err(
                ErrorKind::Unsupported,
                format!("in function {name}: {t}: the interpreter does not execute {what}"),
            );
        }
        if let Some(what) = v.1 {
            return err(
                ErrorKind::Unsupported,
                format!("in function {name}: {what}, which the interpreter does not place"),
            );
        }
    }
    Ok(())
}
