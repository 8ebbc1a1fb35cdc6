//! The `tirsat` command line (see [`tirsat::cli`]).

// The reader and printer allocate many small nodes, and the system allocator
// dominated profiles of `tirsat fmt`. Only the binary sets the allocator:
// library users keep their own.
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    no_transparent_huge_pages();
    tirsat::cli::main_entry()
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
