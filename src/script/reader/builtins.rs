//! The `T.xxx` functions, by family: dtype constructors (here), IR builders
//! (`builders`: buffers, frames, loops, targets), expression nodes (`nodes`:
//! `T.Cast`, `T.min`, `T.Ramp`, folding math) and the operations of TVM's op
//! table (`calls`: one generic handler over `script::op_table`, code only for
//! operations with special syntax or semantics).

use ruff_text_size::TextRange;

use super::Reader;
use super::error::{At, RResult, located};
use super::eval::Args;
use super::ops::{self, Num};
use super::value::{Value, dtype_ctor};
use crate::ir::{DataType, Expr, Var};
use crate::script::op_table;

impl Reader<'_> {
    /// Calls `T.<name>(args)`.
    pub(crate) fn call_builtin(
        &mut self,
        name: &str,
        a: Args,
        hint: Option<&str>,
    ) -> RResult<Value> {
        let a = match self.sblock_call(name, a, hint) {
            Ok(v) => return v,
            Err(a) => a,
        };
        let a = match self.tirx_call(name, a, hint) {
            Ok(v) => return v,
            Err(a) => a,
        };
        if let Some(t) = dtype_ctor(name) {
            return self.dtype_ctor_call(t, a, hint);
        }
        if super::builders::BUILDERS.contains(&name) {
            return self.builder(name, a, hint);
        }
        if super::nodes::NODES.contains(&name) {
            return self.node(name, a);
        }
        if super::calls::OP_CODE.contains(&name) || op_table::lookup(name).is_some() {
            return self.op_call(name, a);
        }
        located(a.range, format!("unknown function T.{name}"))
    }

    /// True when `T.<name>` names a function or a type the reader knows.
    pub(crate) fn is_builtin_name(name: &str) -> bool {
        dtype_ctor(name).is_some()
            || matches!(name, "handle" | "void" | "let")
            || super::builders::BUILDERS.contains(&name)
            || super::sblock::NAMES.contains(&name)
            || super::tirx::is_tirx_name(name)
            || super::nodes::NODES.contains(&name)
            || super::calls::OP_CODE.contains(&name)
            || op_table::lookup(name).is_some()
    }

    /// `T.int32(x)`, `T.float32(x)`, ...: a constant, a cast, or (without an
    /// argument) a new variable.
    fn dtype_ctor_call(&mut self, t: DataType, mut a: Args, hint: Option<&str>) -> RResult<Value> {
        let arg = a.opt(0, "expr");
        if let Some((_, r)) = a.kwarg("is_size_var") {
            return located(
                r,
                "is_size_var is not supported (SizeVar was removed in TVM 0.27)",
            );
        }
        a.finish()?;
        let Some((v, r)) = arg else {
            return Ok(Value::Expr(Var::new(hint.unwrap_or("v"), t).to_expr()));
        };
        let e = match &v {
            Value::Int(i) => ops::make_const(t, Num::Int(*i)),
            Value::Bool(b) => ops::make_const(t, Num::Int(*b as i128)),
            Value::Float(f) => ops::make_const(t, Num::Float(*f)),
            Value::Str(s) => match s.as_str() {
                "inf" => ops::make_const(t, Num::Float(f64::INFINITY)),
                "-inf" => ops::make_const(t, Num::Float(f64::NEG_INFINITY)),
                "nan" => ops::make_const(t, Num::Float(f64::NAN)),
                _ => Err(format!("cannot convert \"{s}\" to {t}")),
            },
            other => {
                let e = self.to_expr(other, r)?;
                ops::cast(t, &e)
            }
        };
        Ok(Value::Expr(e.at(r)?))
    }

    /// A call argument: Python values become constants (TVM's `convert`).
    pub(crate) fn call_arg(&self, v: &Value, r: TextRange) -> RResult<Expr> {
        self.to_expr(v, r)
    }

    pub(crate) fn lanes(&self, v: &Value, r: TextRange) -> RResult<u16> {
        let n = self.to_int(v, r, "lanes")?;
        match u16::try_from(n) {
            Ok(l) if l >= 1 => Ok(l),
            _ => located(r, format!("invalid number of lanes {n}")),
        }
    }
}
