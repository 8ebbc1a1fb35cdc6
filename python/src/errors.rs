//! The core crate's errors as the package's exceptions (`tirsat/_errors.py`).
//!
//! Rust code runs without the GIL, so it returns a [`Failure`]; the binding
//! turns it into the Python exception once it holds the GIL again:
//! a located input error (TVMScript, expression, CSV, rule file) becomes
//! `ParseError(message, file, line, column)`, a pass error
//! `PassError(message, pass_name, function, variable)`, a bad argument a
//! `ValueError`, anything else a `TirsatError`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use tirsat::arith::RuleError;
use tirsat::interp::InterpError;
use tirsat::memory::CsvError;
use tirsat::script::reader::ScriptError;
use tirsat::transform::PassError;

/// Why a binding failed, before it becomes a Python exception.
#[derive(Debug)]
pub enum Failure {
    /// Input text that does not read: file, line, column (1-based), message.
    Parse {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    /// A pass failed on the module.
    Pass(PassError),
    /// An argument the caller got wrong (unknown pass, empty range, ...).
    Value(String),
    /// Anything else (interpreter errors, internal errors).
    Other(String),
}

pub type Result<T> = std::result::Result<T, Failure>;

impl Failure {
    /// The Python exception.
    pub fn into_pyerr(self, py: Python<'_>) -> PyErr {
        let made = match self {
            Failure::Parse {
                file,
                line,
                column,
                message,
            } => raise(py, "ParseError", (message, file, line, column)),
            Failure::Pass(e) => raise(py, "PassError", (e.message, e.pass, e.func, e.var)),
            Failure::Value(m) => return PyValueError::new_err(m),
            Failure::Other(m) => raise(py, "TirsatError", (m,)),
        };
        made.unwrap_or_else(|e| e)
    }

    /// A located error in the text of `file`.
    pub fn parse(file: &str, line: usize, column: usize, message: impl Into<String>) -> Self {
        Failure::Parse {
            file: file.to_string(),
            line,
            column,
            message: message.into(),
        }
    }
}

/// Builds `tirsat._errors.<class>(*args)` as a `PyErr`.
fn raise<'py, A>(py: Python<'py>, class: &str, args: A) -> PyResult<PyErr>
where
    A: pyo3::call::PyCallArgs<'py>,
{
    let cls = py.import("tirsat._errors")?.getattr(class)?;
    Ok(PyErr::from_value(cls.call1(args)?))
}

/// A `TirsatError` for an internal failure (a panic, a thread that would not start).
pub fn internal(message: String) -> Failure {
    Failure::Other(message)
}

impl From<ScriptError> for Failure {
    fn from(e: ScriptError) -> Self {
        Failure::parse(&e.file, e.line, e.column, e.message)
    }
}

impl From<PassError> for Failure {
    fn from(e: PassError) -> Self {
        Failure::Pass(e)
    }
}

impl From<CsvError> for Failure {
    fn from(e: CsvError) -> Self {
        Failure::parse(&e.file, e.line, e.col, e.message)
    }
}

impl From<RuleError> for Failure {
    fn from(e: RuleError) -> Self {
        Failure::parse(&e.file, e.line, e.col, e.msg)
    }
}

impl From<InterpError> for Failure {
    fn from(e: InterpError) -> Self {
        Failure::Other(e.to_string())
    }
}

/// An expression error, located in the pseudo-file `file` (`<expr>`).
pub fn text(file: &str, e: ScriptError) -> Failure {
    Failure::parse(file, e.line, e.column, e.message)
}
