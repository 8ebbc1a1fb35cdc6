//! The `tirsat` command line (see [`tirsat_cli`]).

use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

use libmimalloc_sys as mi;

// The reader and printer allocate many small nodes, and the system allocator
// dominated profiles of `tirsat fmt`. Only the binary sets the allocator:
// library users keep their own.
#[global_allocator]
static ALLOC: MiMalloc = MiMalloc;

/// mimalloc as the global allocator. Every mimalloc block is at least
/// word-aligned (block sizes are multiples of 8 bytes), so requests aligned to
/// 8 bytes or less -- nearly all of them -- take `mi_malloc`'s fast path; the
/// `mimalloc` crate sends every request through `mi_malloc_aligned`, whose
/// fast path fails for a sixth of the allocations of a lowering run
/// (callgrind: 68 instead of ~20 instructions per allocation on average).
struct MiMalloc;

/// The alignment every mimalloc block has.
const MI_MIN_ALIGN: usize = 8;

// SAFETY: mimalloc's functions are thread-safe and return blocks of at least
// the requested size, aligned as required (`mi_malloc` by the block-size
// guarantee above, `mi_malloc_aligned` by contract), or null on failure.
unsafe impl GlobalAlloc for MiMalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: plain C allocation calls.
        unsafe {
            if layout.align() <= MI_MIN_ALIGN {
                mi::mi_malloc(layout.size()) as *mut u8
            } else {
                mi::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: plain C allocation calls.
        unsafe {
            if layout.align() <= MI_MIN_ALIGN {
                mi::mi_zalloc(layout.size()) as *mut u8
            } else {
                mi::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        // SAFETY: `ptr` came from this allocator (GlobalAlloc contract).
        unsafe { mi::mi_free(ptr as *mut c_void) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` came from this allocator with `layout` (GlobalAlloc contract).
        unsafe {
            if layout.align() <= MI_MIN_ALIGN {
                mi::mi_realloc(ptr as *mut c_void, new_size) as *mut u8
            } else {
                mi::mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
            }
        }
    }
}

fn main() -> std::process::ExitCode {
    no_transparent_huge_pages();
    tirsat_cli::main_entry()
}

/// The kernel zeroes a whole 2 MiB page on the first touch of a transparent
/// huge page, more than a run of tirsat uses of most of them: with THP, a
/// lowering run spent a third more system time (notes/performance.md). mimalloc
/// is built without its `MADV_HUGEPAGE` request (`no_thp`); this also keeps a
/// system in THP mode `always` from backing the process with huge pages. The
/// flag is checked at page-fault time, so memory the runtime reserved before
/// `main` is covered too; failure (an old kernel) only leaves THP as it was.
fn no_transparent_huge_pages() {
    #[cfg(target_os = "linux")]
    // SAFETY: PR_SET_THP_DISABLE takes integer arguments and only sets a
    // process flag.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}
