//! Undefined integer operations met during a run (`notes/integer-semantics.md`):
//! a signed operation whose exact result is not a value of its type (`+`,
//! `-`, `*`, `MIN / -1`, `shift_left`, `abs`, a ramp lane), a cast of a value
//! the signed target type cannot hold (or of a float no integer type holds),
//! and a loop variable past its type. The interpreter keeps going with the
//! wrapped value, so the run still finishes, and records where it happened.
//! Unsigned arithmetic and casts to unsigned types wrap by definition and are
//! not recorded. Division by zero and shift amounts outside `[0, bits)` have
//! no value at all: they stop the run with an error whose kind says so
//! ([`ErrorKind::is_undefined_behaviour`](super::ErrorKind::is_undefined_behaviour)).
//!
//! ```
//! use tirsat_interp::{run, ArgValue, InterpConfig};
//! use tirsat_ir::*;
//! // main(x: int32) -> x + 2147483647
//! let x = Var::new("x", DataType::i32());
//! let sum = Expr::add(&x.to_expr(), &Expr::i32(2147483647));
//! let body = Stmt::evaluate(Expr::call(DataType::i32(), builtin::RET, vec![sum]));
//! let mut m = IRModule::new();
//! m.insert("main", PrimFunc::new(vec![Param::Var(x)], body));
//! let r = run(&m, "main", &[ArgValue::Int(1)], &InterpConfig::default()).unwrap();
//! assert_eq!(r.ret.as_int(), Some(-2147483648)); // the wrapped value
//! assert_eq!(r.undefined_count, 1);
//! assert!(r.undefined[0].to_string().contains("int32 overflow"));
//! let r = run(&m, "main", &[ArgValue::Int(0)], &InterpConfig::default()).unwrap();
//! assert_eq!(r.undefined_count, 0);
//! ```

use std::collections::HashSet;
use std::fmt;

/// One undefined operation, as first met at one expression of one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UndefinedOp {
    /// The function being executed.
    pub function: String,
    /// What is undefined, with the operands: `int32 overflow: Add of
    /// 2147483647 and 1 is 2147483648`.
    pub what: String,
    /// The expression (or loop) it happened in.
    pub expr: String,
}

impl fmt::Display for UndefinedOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "in function {}: {} in `{}`",
            self.function, self.what, self.expr
        )
    }
}

/// The undefined operations of a run: every one counted, the first at each
/// place kept (at most `max` of them), in execution order.
#[derive(Clone, Debug, Default)]
pub(crate) struct UndefinedLog {
    pub ops: Vec<UndefinedOp>,
    pub count: u64,
    max: usize,
    /// Places already reported: (function, expression address).
    seen: HashSet<(String, usize)>,
}

impl UndefinedLog {
    pub fn new(max: usize) -> Self {
        UndefinedLog {
            max,
            ..UndefinedLog::default()
        }
    }

    /// Counts one event at `place` (an address identifying the expression);
    /// `describe` gives its function, text and expression when it is kept.
    pub fn record(
        &mut self,
        function: &str,
        place: usize,
        describe: impl FnOnce() -> (String, String),
    ) {
        self.count += 1;
        if self.ops.len() < self.max && self.seen.insert((function.to_string(), place)) {
            let (what, expr) = describe();
            self.ops.push(UndefinedOp {
                function: function.to_string(),
                what,
                expr,
            });
        }
    }
}
