//! `tirsat._tirsat`: the extension module behind the `tirsat` Python package.
//!
//! Thin bindings over the core crate's public API: every function takes plain
//! Python values (strings, lists, tuples), releases the GIL and runs the Rust
//! code on the calling thread (deeply nested programs need no large thread
//! stack: every walk over the IR grows its stack where the input nests deeply,
//! `tirsat::ir::stack`), and turns the core's errors into the package's
//! located exceptions ([`errors`]). Argument normalisation, result classes and
//! docstrings live in the Python package (`tirsat/__init__.py`).

use pyo3::prelude::*;

mod arith;
mod errors;
mod interp;
mod pack;
mod results;
mod script;
// TVM FFI is reached through dlopen/dlsym (see tvm/sys.rs).
#[cfg(unix)]
mod tvm;

/// Runs `f` without the GIL on the calling thread, then turns its failure
/// into the package's exception. A panic becomes a `TirsatError` naming it as
/// an internal error.
fn off_gil<T, F>(py: Python<'_>, f: F) -> PyResult<T>
where
    T: Send,
    F: FnOnce() -> errors::Result<T> + Send,
{
    py.detach(|| caught(f)).map_err(|e| e.into_pyerr(py))
}

/// Runs `f` with room on the stack ([`tirsat::ir::stack::with_room`]: a
/// Python thread may have a small one), a panic turned into an internal
/// error.
fn caught<T, F>(f: F) -> errors::Result<T>
where
    F: FnOnce() -> errors::Result<T>,
{
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        tirsat::ir::stack::with_room(f)
    }))
    .unwrap_or_else(|payload| {
        let what = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_string());
        Err(errors::internal(format!("internal error (panic): {what}")))
    })
}

#[pymodule]
fn _tirsat(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    results::register(m)?;
    script::register(m)?;
    arith::register(m)?;
    pack::register(m)?;
    interp::register(m)?;
    #[cfg(unix)]
    tvm::register(m)?;
    Ok(())
}
