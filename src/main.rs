//! The `tirsat` command line (see [`tirsat::cli`]).

// The reader and printer allocate many small nodes, and the system allocator
// dominated profiles of `tirsat fmt`. Only the binary sets the allocator:
// library users keep their own.
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    tirsat::cli::main_entry()
}
