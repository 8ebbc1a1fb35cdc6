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
///
/// The check is two comparisons against a per-thread range of stack pointers;
/// only the first step of a walk asks `stacker` where the stack ends.
#[inline(always)]
pub fn deeper<R>(f: impl FnOnce() -> R) -> R {
    let sp = stack_pointer();
    let (lo, hi) = ROOM.get();
    if sp <= hi && sp >= lo {
        f()
    } else {
        deeper_slow(sp, f)
    }
}

thread_local! {
    /// `(lo, hi)`: while the stack pointer is in `lo..=hi`, at least
    /// [`RED_ZONE`] bytes of stack are left. Set by the outermost [`deeper`]
    /// step of a walk (its frame is at `hi`, `lo` is [`RED_ZONE`] above the
    /// end of its stack as `stacker` knows it) and restored to what it was
    /// when that step returns or unwinds. So the range always belongs to a
    /// live frame of this thread and to the stack that frame runs on: a step
    /// below it on the same stack is in the range only with the room the
    /// range promises, and a step on another stack (a segment grown by
    /// anyone, which cannot overlap the live stack's memory) is outside it and
    /// asks `stacker` again. `(1, 0)` is empty.
    static ROOM: std::cell::Cell<(usize, usize)> = const { std::cell::Cell::new((1, 0)) };
}

/// The address of a local of the caller's frame: the stack pointer, give or
/// take a frame (what `stacker` uses where it cannot read the register).
#[inline(always)]
fn stack_pointer() -> usize {
    let mut x = std::mem::MaybeUninit::<u8>::uninit();
    // SAFETY: writes one byte to a local of this frame.
    unsafe { x.as_mut_ptr().write_volatile(0) };
    x.as_ptr() as usize
}

/// Restores [`ROOM`] when dropped (on return and on unwinding).
struct RestoreRoom((usize, usize));

impl Drop for RestoreRoom {
    fn drop(&mut self) {
        ROOM.set(self.0);
    }
}

/// [`deeper`] outside the known range: asks `stacker` how much stack is left
/// (none known counts as too little, as in `stacker::maybe_grow`); with
/// enough, runs `f` here with the range of this frame, else on a new segment.
#[inline(never)]
fn deeper_slow<R>(sp: usize, f: impl FnOnce() -> R) -> R {
    match stacker::remaining_stack() {
        // `remaining` was measured below `sp`, so `sp - remaining` is at or
        // above the end of the stack.
        Some(remaining) if remaining >= RED_ZONE => {
            match (sp.checked_sub(remaining)).and_then(|end| end.checked_add(RED_ZONE)) {
                Some(lo) => {
                    let _restore = RestoreRoom(ROOM.replace((lo, sp)));
                    f()
                }
                None => f(),
            }
        }
        _ => stacker::grow(SEGMENT, f),
    }
}

/// True when fewer than [`RED_ZONE`] bytes are left on the current stack (a
/// thread whose stack limit is unknown is never low).
#[inline(always)]
pub fn low() -> bool {
    let sp = stack_pointer();
    let (lo, hi) = ROOM.get();
    if sp <= hi && sp >= lo {
        return false;
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A chain of `n` nested `deeper` steps; counts the steps that ran in the
    /// range in force, checking that the range's promise of room holds there.
    fn chain(n: usize, in_range: &mut usize) {
        deeper(|| {
            let sp = stack_pointer();
            let (lo, hi) = ROOM.get();
            if lo <= sp && sp <= hi {
                *in_range += 1;
                let left = stacker::remaining_stack().expect("a known stack");
                // Measured a frame or so below `sp`.
                assert!(
                    left + 4096 >= RED_ZONE,
                    "the range promised room that is not there"
                );
            }
            if n > 0 {
                chain(n - 1, in_range);
            }
        })
    }

    #[test]
    fn the_range_promises_room_and_is_restored() {
        std::thread::Builder::new()
            .stack_size(512 << 10)
            .spawn(|| {
                assert_eq!(ROOM.get(), (1, 0));
                // Deep enough to cross into grown segments and come back.
                let mut in_range = 0;
                chain(20_000, &mut in_range);
                // Only the first step of the walk and of each segment asks
                // `stacker`.
                assert!(in_range > 19_000, "{in_range} steps in range");
                assert_eq!(ROOM.get(), (1, 0), "the outermost step restores the range");
                // Again, after the segments of the first walk are gone.
                let mut again = 0;
                chain(20_000, &mut again);
                assert_eq!(again, in_range);
                assert_eq!(ROOM.get(), (1, 0));
                // A panic inside a step restores it too.
                let r = std::panic::catch_unwind(|| deeper(|| -> usize { panic!("x") }));
                assert!(r.is_err());
                assert_eq!(ROOM.get(), (1, 0));
            })
            .unwrap()
            .join()
            .unwrap();
    }
}
