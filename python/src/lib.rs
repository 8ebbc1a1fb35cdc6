//! `tirsat._tirsat`: the extension module behind the `tirsat` Python package.
//!
//! Thin bindings over the core crate's public API: every function takes plain
//! Python values (strings, lists, tuples), releases the GIL and runs the Rust
//! code on a worker thread with a large stack (deeply nested programs recurse
//! deeply, as in the CLI), and turns the core's errors into the package's
//! located exceptions ([`errors`]). Argument normalisation, result classes and
//! docstrings live in the Python package (`tirsat/__init__.py`).

use pyo3::prelude::*;

mod arith;
mod errors;
mod interp;
mod pack;
mod script;
// TVM FFI is reached through dlopen/dlsym (see tvm/sys.rs).
#[cfg(unix)]
mod tvm;

/// Stack of the worker threads (the CLI's size: the reader and the passes
/// recurse over the program's nesting).
const STACK_BYTES: usize = 512 * 1024 * 1024;

/// Runs `f` without the GIL on a thread with a [`STACK_BYTES`] stack, then
/// turns its failure into the package's exception. A panic becomes a
/// `TirsatError` naming it as an internal error.
fn off_gil<T, F>(py: Python<'_>, f: F) -> PyResult<T>
where
    T: Send,
    F: FnOnce() -> errors::Result<T> + Send,
{
    py.detach(|| {
        std::thread::scope(|s| {
            let worker = std::thread::Builder::new()
                .name("tirsat".into())
                .stack_size(STACK_BYTES)
                .spawn_scoped(s, f)
                .map_err(|e| errors::internal(format!("cannot start a worker thread: {e}")))?;
            worker.join().unwrap_or_else(|payload| {
                let what = payload
                    .downcast_ref::<&str>()
                    .map(|s| s.to_string())
                    .or_else(|| payload.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "unknown panic".to_string());
                Err(errors::internal(format!("internal error (panic): {what}")))
            })
        })
    })
    .map_err(|e| e.into_pyerr(py))
}

#[pymodule]
fn _tirsat(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // The passes run functions in parallel on rayon's pool: give its threads
    // the same large stacks (ignored if a pool already exists).
    let _ = rayon_pool();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    script::register(m)?;
    arith::register(m)?;
    pack::register(m)?;
    interp::register(m)?;
    #[cfg(unix)]
    tvm::register(m)?;
    Ok(())
}

fn rayon_pool() -> Result<(), rayon::ThreadPoolBuildError> {
    rayon::ThreadPoolBuilder::new()
        .stack_size(STACK_BYTES)
        .build_global()
}
