//! Deep recursion on any thread's stack.
//!
//! Programs nest as deeply as TVM builds them: a TE reduction printed as a flat
//! sum of 10,000 terms is a 10,000-deep expression, a generated kernel can nest
//! a thousand loops. Every recursive walk over expressions and statements (the
//! visitors and mutators of [`visit`](super::visit), structural equality, the
//! printer, the verifier, the passes, the e-graph conversion, the interpreter)
//! runs its recursive step through [`deeper`]: while the thread's stack has
//! more than [`RED_ZONE`] bytes left it is a plain call, below that the rest of
//! the recursion continues on a new [`SEGMENT`]-byte stack (the `stacker`
//! crate; reserved address space, committed as touched). Nothing therefore
//! needs a large thread stack, and no depth limit exists but memory.
//!
//! ```
//! use tirsat_ir::{stack, DataType, Expr, Var};
//! // A 100,000-deep sum, built and measured on a 256 KiB thread.
//! let depth = std::thread::Builder::new()
//!     .stack_size(256 << 10)
//!     .spawn(|| {
//!         let x = Var::new("x", DataType::i32()).to_expr();
//!         let mut e = x.clone();
//!         for _ in 0..100_000 {
//!             e = Expr::add(&e, &x);
//!         }
//!         fn depth(e: &Expr) -> usize {
//!             stack::deeper(|| 1 + e.children().iter().map(|c| depth(c)).max().unwrap_or(0))
//!         }
//!         depth(&e)
//!     })
//!     .unwrap()
//!     .join()
//!     .unwrap();
//! assert_eq!(depth, 100_001);
//! ```

/// Stack that must be left for a step to run on the current stack: the most any
/// walker uses between two [`deeper`] calls, with room to spare (debug builds
/// have large frames).
pub const RED_ZONE: usize = 256 * 1024;

/// Size of each stack segment [`deeper`] adds (address space only; pages are
/// committed as they are touched). Large, so that a walk crosses few segment
/// boundaries (each costs one `mmap`).
pub const SEGMENT: usize = 16 * 1024 * 1024;

/// Runs `f`, on a new stack segment when fewer than [`RED_ZONE`] bytes are left
/// on the current one. Wrap the recursive step of every walk whose depth
/// follows the input's nesting.
#[inline(always)]
pub fn deeper<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(RED_ZONE, SEGMENT, f)
}

/// True when fewer than [`RED_ZONE`] bytes are left on the current stack (a
/// thread whose stack limit is unknown is never low).
#[inline(always)]
pub fn low() -> bool {
    stacker::remaining_stack().is_some_and(|r| r < RED_ZONE)
}

/// Runs `f` on a new [`SEGMENT`]-byte stack segment.
pub fn grow<R>(f: impl FnOnce() -> R) -> R {
    stacker::grow(SEGMENT, f)
}

/// Runs `f` with at least `4 *` [`RED_ZONE`] bytes of stack: on the current
/// stack when it has them, else on a new segment. Entry points called from
/// threads with small stacks (a Python thread, a pool worker) use it so that
/// the walks below do not each start a segment of their own at the top.
pub fn with_room<R>(f: impl FnOnce() -> R) -> R {
    stacker::maybe_grow(4 * RED_ZONE, SEGMENT, f)
}
