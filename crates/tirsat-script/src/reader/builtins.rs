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
use crate::op_table;
use tirsat_ir::{DataType, Expr, Var};

impl Reader<'_> {
    /// Calls `T.<name>(args)`.
    pub(crate) fn call_builtin(
        &mut self,
        name: &str,
        a: Args,
        hint: Option<&str>,
    ) -> RResult<Value> {
        let family = family(name);
        // `T.match_buffer` of a region is the block form whatever the family.
        let a = if family == Family::SBlock || name == "match_buffer" {
            match self.sblock_call(name, a, hint) {
                Ok(v) => return v,
                Err(a) => a,
            }
        } else {
            a
        };
        match family {
            Family::Tirx => match self.tirx_call(name, a, hint) {
                Ok(v) => v,
                Err(a) => located(a.range, format!("unknown function T.{name}")),
            },
            Family::Dtype(t) => self.dtype_ctor_call(t, a, hint),
            Family::Builder => self.builder(name, a, hint),
            Family::Node => self.node(name, a),
            Family::Op => self.op_call(name, a),
            Family::SBlock | Family::Unknown => {
                located(a.range, format!("unknown function T.{name}"))
            }
        }
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

/// Which family of `T.` functions handles a name: the first of the block
/// builtins, TIRx's (`T.TensorMap`, scope ids, tile primitives), dtype
/// constructors, IR builders, expression nodes and the op table's
/// operations that knows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    SBlock,
    Tirx,
    Dtype(DataType),
    Builder,
    Node,
    Op,
    Unknown,
}

fn family_uncached(name: &str) -> Family {
    if super::sblock::NAMES.contains(&name) {
        Family::SBlock
    } else if super::tirx::is_tirx_name(name) {
        Family::Tirx
    } else if let Some(t) = dtype_ctor(name) {
        Family::Dtype(t)
    } else if super::builders::BUILDERS.contains(&name) {
        Family::Builder
    } else if super::nodes::NODES.contains(&name) {
        Family::Node
    } else if super::calls::OP_CODE.contains(&name) || op_table::lookup(name).is_some() {
        Family::Op
    } else {
        Family::Unknown
    }
}

/// [`family_uncached`], remembered per thread: the answer depends only on
/// the name and constant tables, and a module calls the same few dozen
/// `T.` functions thousands of times (each uncached answer scans several
/// name lists). Names are cached up to a bounded count.
fn family(name: &str) -> Family {
    thread_local! {
        static CACHE: super::memo::Table<Family> = Default::default();
    }
    super::memo::memoized(&CACHE, name, 4096, family_uncached)
}
