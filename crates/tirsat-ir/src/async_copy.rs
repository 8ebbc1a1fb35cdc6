//! PTX `cp.async` as TIR spells it: the copy (`T.s_tir.cp_async_raw`) and
//! the group operations that complete it (`T.ptx.cp("async", "commit_group",
//! "")`, `T.ptx.cp(N, "async", "wait_group", "")`, `T.ptx.cp("async",
//! "wait_all", "")`, TVM 0.27's `tirx.ptx.cp_async_commit_group`,
//! `cp_async_wait_group` and `cp_async_wait_all`), or, before CUDA codegen
//! (which lowers them to those calls), the queue-scope attributes TVM's
//! software pipeline writes ([`COMMIT_SCOPE`], [`WAIT_SCOPE`]).
//!
//! The semantics the interpreter and the shared-memory planner share (PTX ISA,
//! "Data Movement and Conversion Instructions: cp.async"): a copy is issued
//! asynchronously into the thread's current, uncommitted group;
//! `commit_group` closes that group; `wait_group N` returns once at most the
//! `N` most recent committed groups are still pending, so every older group
//! is complete; `wait_all` completes every copy the thread issued, committed
//! or not. Until then the destination bytes are being written: any access to
//! them, by any thread including the issuing one, and a second copy to them,
//! is unordered with the copy (a race). The bulk forms (`cp.async.bulk`,
//! completed through mbarriers or bulk groups) are not modelled here.
//!
//! ```
//! use tirsat_ir::async_copy::{AsyncOp, op_of};
//! use tirsat_ir::{builtin, Expr, Type};
//! let wait = Expr::call(
//!     Type::Void,
//!     builtin::PTX_CP,
//!     vec![Expr::i32(1), Expr::str("async"), Expr::str("wait_group"), Expr::str("")],
//! );
//! assert_eq!(op_of(&wait), Some(AsyncOp::WaitGroup(1)));
//! let commit = Expr::call(
//!     Type::Void,
//!     builtin::PTX_CP,
//!     vec![Expr::str("async"), Expr::str("commit_group"), Expr::str("")],
//! );
//! assert_eq!(op_of(&commit), Some(AsyncOp::Commit));
//! let bulk = Expr::call(
//!     Type::Void,
//!     builtin::PTX_CP,
//!     vec![Expr::str("async"), Expr::str("bulk"), Expr::str("commit_group"), Expr::str("")],
//! );
//! assert_eq!(op_of(&bulk), None);
//! ```

use super::{Expr, ExprKind, Stmt, StmtKind};
use crate::builtin;
use crate::op::Op;

/// One `cp.async` operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AsyncOp {
    /// `cp_async_raw`: an asynchronous copy into shared memory.
    Copy,
    /// `cp.async.commit_group`.
    Commit,
    /// `cp.async.wait_group N`.
    WaitGroup(u64),
    /// `cp.async.wait_all` (commit, then wait for every group).
    WaitAll,
}

impl AsyncOp {
    /// A wait: `wait_group` or `wait_all`.
    pub fn is_wait(self) -> bool {
        matches!(self, AsyncOp::WaitGroup(_) | AsyncOp::WaitAll)
    }
}

/// The copy builtin.
pub const CP_ASYNC_RAW: Op = builtin::S_TIR_CP_ASYNC_RAW;

/// Position of the destination pointer among a `cp_async_raw` call's
/// arguments: 0 when the dtype is the call's type, 1 when it is passed as the
/// first argument (a string or a `T.type_annotation`), as the reader builds
/// the printed form.
pub fn copy_dst(args: &[Expr]) -> usize {
    crate::op::memory::leading_dtype(args)
}

/// The `cp.async` operation `e` performs, if any.
pub fn op_of(e: &Expr) -> Option<AsyncOp> {
    let ExprKind::Call { op, args, .. } = e.kind() else {
        return None;
    };
    match op.as_builtin()? {
        CP_ASYNC_RAW => Some(AsyncOp::Copy),
        builtin::PTX_CP => {
            // The modifiers are the string arguments, after the operands.
            let first_str = args.iter().position(|a| a.as_str().is_some())?;
            let mods: Vec<&str> = args[first_str..]
                .iter()
                .map(|a| a.as_str())
                .collect::<Option<_>>()?;
            let operands = &args[..first_str];
            match mods.as_slice() {
                ["async", "commit_group", ""] if operands.is_empty() => Some(AsyncOp::Commit),
                ["async", "wait_all", ""] if operands.is_empty() => Some(AsyncOp::WaitAll),
                ["async", "wait_group", ""] => match operands {
                    [n] => n
                        .as_int()
                        .and_then(|n| u64::try_from(n).ok())
                        .map(AsyncOp::WaitGroup),
                    _ => None,
                },
                _ => None,
            }
        }
        _ => None,
    }
}

/// `T.attr(0, "async_commit_queue_scope", 0)`: runs its body, then commits
/// (TVM's software pipeline writes this; CUDA codegen emits the commit).
pub const COMMIT_SCOPE: &str = "async_commit_queue_scope";
/// `T.attr(0, "async_wait_queue_scope", 0)` around
/// `T.attr(0, "async_wait_inflight_count", N)`: `wait_group N`, then the body.
pub const WAIT_SCOPE: &str = "async_wait_queue_scope";
/// The inner attribute of [`WAIT_SCOPE`], holding `N`.
pub const WAIT_COUNT: &str = "async_wait_inflight_count";

/// The `cp.async` operation a statement performs: an evaluated call, or the
/// operation of a queue-scope attribute ([`COMMIT_SCOPE`]: a commit after its
/// body; [`WAIT_SCOPE`] of queue 0 with a constant count: a `wait_group`
/// before its body).
pub fn stmt_op(s: &Stmt) -> Option<AsyncOp> {
    match s.kind() {
        StmtKind::Evaluate(e) => op_of(e),
        StmtKind::Attr {
            key, value, body, ..
        } if value.as_int() == Some(0) => {
            if key == COMMIT_SCOPE {
                return Some(AsyncOp::Commit);
            }
            if key != WAIT_SCOPE {
                return None;
            }
            match body.kind() {
                StmtKind::Attr { key, value, .. } if key == WAIT_COUNT => value
                    .as_int()
                    .and_then(|n| u64::try_from(n).ok())
                    .map(AsyncOp::WaitGroup),
                _ => None,
            }
        }
        _ => None,
    }
}
