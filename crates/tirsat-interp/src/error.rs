//! Errors of an interpreted run: a category, a message that names the buffer,
//! variable or statement involved, and the function it happened in.

use std::fmt;

/// What went wrong, for callers that react to the category (the differential
/// harness, tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ErrorKind {
    /// An `assert` statement failed.
    AssertFailed,
    /// A load, store or copy touched bytes outside its memory region.
    OutOfBounds,
    /// An unspecified value (poison: a read of memory no one wrote) decided
    /// an address, a branch, a loop bound or a synchronisation
    /// ([`super::poison`]).
    Poison,
    /// Integer division or remainder by zero.
    DivisionByZero,
    /// A shift by a negative amount or by the type's width or more.
    ShiftOutOfRange,
    /// The step, loop-iteration or call-depth limit was reached.
    StepLimit,
    /// An allocation or launch exceeded the configured size limits.
    MemoryLimit,
    /// Threads of a block did not all reach the same barrier.
    BarrierDivergence,
    /// A variable, buffer or function used but not defined.
    Undefined,
    /// A construct the interpreter does not execute (unknown extern, ...).
    Unsupported,
    /// An ill-typed or malformed program or argument list.
    Invalid,
    /// The run was stopped from outside (Ctrl-C, a cancel flag).
    Cancelled,
}

impl ErrorKind {
    /// An operation without a value under `notes/integer-semantics.md`
    /// (division by zero, a shift amount outside `[0, bits)`): the program
    /// itself is undefined, not the interpreter's input or limits.
    pub fn is_undefined_behaviour(self) -> bool {
        matches!(self, ErrorKind::DivisionByZero | ErrorKind::ShiftOutOfRange)
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            ErrorKind::AssertFailed => "assertion failed",
            ErrorKind::OutOfBounds => "out of bounds",
            ErrorKind::Poison => "use of poison",
            ErrorKind::DivisionByZero => "division by zero",
            ErrorKind::ShiftOutOfRange => "shift amount out of range",
            ErrorKind::StepLimit => "step limit",
            ErrorKind::MemoryLimit => "memory limit",
            ErrorKind::BarrierDivergence => "barrier divergence",
            ErrorKind::Undefined => "undefined",
            ErrorKind::Unsupported => "unsupported",
            ErrorKind::Invalid => "invalid program",
            ErrorKind::Cancelled => "cancelled",
        };
        f.write_str(s)
    }
}

/// An error of an interpreted run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{kind}: {message}", .func.as_ref().map(|f| format!("in function {f}: ")).unwrap_or_default())]
pub struct InterpError {
    /// The category.
    pub kind: ErrorKind,
    /// What happened, naming the buffer, index, variable or statement.
    pub message: String,
    /// The innermost function being interpreted, when known.
    pub func: Option<String>,
}

impl InterpError {
    /// An error outside any known function.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        InterpError {
            kind,
            message: message.into(),
            func: None,
        }
    }
    /// Sets the function name unless one is already set.
    pub fn in_func(mut self, func: &str) -> Self {
        if self.func.is_none() {
            self.func = Some(func.to_string());
        }
        self
    }
}

pub(crate) fn err<T>(kind: ErrorKind, message: impl Into<String>) -> Result<T, InterpError> {
    Err(InterpError::new(kind, message))
}
