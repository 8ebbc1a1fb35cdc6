//! Opt-in barrier insertion (`tirsat.merge_insert_sync=1`, beyond TVM).
//!
//! Two buffers live in one barrier phase cannot share bytes unless a proof
//! allows it; a block barrier between the last use of one and the first use
//! of the other ends the first buffer's race-safe lifetime. Candidate points
//! are the gaps of the kernel's top-level statement list (reached from the
//! launch through attributes only, so every thread of the block reaches
//! them: no thread-dependent control flow, no loop). Greedily, the gap whose
//! `T.tvm_storage_sync("shared")` shrinks our layout the most is taken, until
//! no gap shrinks it further. A barrier changes no value, so a race-free
//! kernel computes the same results; the interpreter checks it in the tests.

use tirsat_ir::builtin;

use super::arith::IndexArith;
use super::kernel::{Kernel, KernelError, SearchLimits};
use tirsat_ir::{Buffer, DataType, Expr, Stmt, StmtKind};
use tirsat_memory::Planner;

/// Barriers inserted per kernel at most.
const MAX_SYNCS: usize = 8;
/// Kernels whose top-level list has more statements than this are skipped.
const MAX_GAPS: usize = 64;

/// One inserted barrier.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyncInsertion {
    /// Index of the statement the barrier was put before, in the kernel's
    /// top-level statement list as it was then.
    pub before: usize,
    /// Bytes the merged buffer shrank by.
    pub saved: u64,
}

/// `T.tvm_storage_sync("shared")`.
pub(crate) fn block_sync() -> Stmt {
    Stmt::evaluate(Expr::call(
        DataType::i32(),
        builtin::TVM_STORAGE_SYNC,
        vec![Expr::str("shared"), Expr::bool(false), Expr::i32(-1)],
    ))
}

/// The top-level statement list of a kernel scope (below its attributes),
/// if it is one.
fn main_seq(s: &Stmt) -> Option<&[Stmt]> {
    tirsat_ir::stack::deeper(|| main_seq_at(s))
}

fn main_seq_at(s: &Stmt) -> Option<&[Stmt]> {
    match s.kind() {
        StmtKind::Attr { body, .. } => main_seq(body),
        StmtKind::Seq(items) => Some(items),
        _ => None,
    }
}

/// `s` with its top-level list replaced by `items`.
fn with_main_seq(s: &Stmt, items: Vec<Stmt>) -> Stmt {
    match s.kind() {
        StmtKind::Attr {
            node,
            key,
            value,
            body,
        } => Stmt::attr(node.clone(), key, value.clone(), with_main_seq(body, items)),
        _ => Stmt::seq(items),
    }
}

fn is_decl(s: &Stmt) -> bool {
    matches!(
        s.kind(),
        StmtKind::AllocBuffer { .. } | StmtKind::DeclBuffer { .. }
    ) || tirsat_analysis::liveness::is_block_barrier(s)
}

/// Inserts barriers where they shrink our layout; returns the new scope and
/// the insertions.
pub(crate) fn insert_syncs(
    scope: &Stmt,
    select: &dyn Fn(&Buffer) -> bool,
    arith: &dyn IndexArith,
    planner: Planner,
    limits: SearchLimits,
) -> Result<(Stmt, Vec<SyncInsertion>), KernelError> {
    let size = |s: &Stmt| -> Result<Option<u64>, KernelError> {
        let k = Kernel::new(s, select, arith)?;
        Ok(k.ours(planner, limits)?.total.as_const())
    };
    let mut cur = scope.clone();
    let mut added = Vec::new();
    let Some(mut best) = size(&cur)? else {
        return Ok((cur, added));
    };
    while added.len() < MAX_SYNCS {
        let Some(items) = main_seq(&cur) else { break };
        if items.len() > MAX_GAPS {
            break;
        }
        let mut pick: Option<(usize, u64, Stmt)> = None;
        for g in 1..items.len() {
            if is_decl(&items[g - 1]) || is_decl(&items[g]) {
                continue;
            }
            let mut v = items.to_vec();
            v.insert(g, block_sync());
            let cand = with_main_seq(&cur, v);
            if let Some(p) = size(&cand)?
                && p < pick.as_ref().map_or(best, |x| x.1)
            {
                pick = Some((g, p, cand));
            }
        }
        let Some((g, p, s)) = pick else { break };
        added.push(SyncInsertion {
            before: g,
            saved: best - p,
        });
        best = p;
        cur = s;
    }
    Ok((cur, added))
}
