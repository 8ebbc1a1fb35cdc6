//! Expression nodes: `T.Cast`, `T.Select`, `T.Ramp`, `T.min`, the node
//! constructors (`T.Add`, `T.EQ`, ...), bit operations and the folding math
//! builders (`T.abs`, `T.floor`, `T.isnan`, `T.max_value`, ...).

use super::Reader;
use super::error::{At, RResult, located};
use super::eval::Args;
use super::fold::{abs, isinf, isnan, limit_value, pow, rounding};
use super::ops::{self, Num};
use super::value::Value;
use ruff_text_size::TextRange;
use tirsat_ir::builtin;

use tirsat_ir::{BinOp, CmpOp, DataType, Expr, ExprKind, Type};

/// The `T.<name>` expression builders of this file.
pub(crate) const NODES: &[&str] = &[
    "Cast",
    "reinterpret",
    "Select",
    "if_then_else",
    "likely",
    "Broadcast",
    "broadcast",
    "Ramp",
    "ramp",
    "Let",
    "min",
    "max",
    "floordiv",
    "floormod",
    "truncdiv",
    "truncmod",
    "ceildiv",
    "indexdiv",
    "indexmod",
    "pow",
    "shift_left",
    "shift_right",
    "bitwise_and",
    "bitwise_or",
    "bitwise_xor",
    "bitwise_not",
    "abs",
    "fabs",
    "floor",
    "ceil",
    "round",
    "trunc",
    "nearbyint",
    "isnan",
    "isinf",
    "isfinite",
    "isnullptr",
    "max_value",
    "min_value",
    "infinity",
    "Add",
    "Sub",
    "Mul",
    "Div",
    "Mod",
    "FloorDiv",
    "FloorMod",
    "Min",
    "Max",
    "EQ",
    "NE",
    "LT",
    "LE",
    "GT",
    "GE",
    "And",
    "Or",
    "LShift",
    "RShift",
    "BitwiseAnd",
    "BitwiseOr",
    "BitwiseXor",
    "BitwiseNot",
    "Not",
];

impl Reader<'_> {
    pub(crate) fn node(&mut self, name: &str, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let v = match name {
            "Cast" => self.cast_node(a)?,
            "reinterpret" => {
                let (d, dr) = a.req(0, "dtype")?;
                let (v, vr) = a.req(1, "value")?;
                a.finish()?;
                let ty = self.to_type(&d, dr)?;
                let e = self.to_expr(&v, vr)?;
                Value::Expr(reinterpret(ty, e).at(range)?)
            }
            "Select" => self.select_node(a)?,
            "if_then_else" => self.if_then_else_node(a)?,
            "likely" => {
                let (c, cr) = a.req(0, "cond")?;
                a.finish()?;
                let c = self.to_expr(&c, cr)?;
                Value::Expr(if c.as_int().is_some() {
                    c
                } else {
                    Expr::call(c.ty().clone(), builtin::LIKELY, vec![c])
                })
            }
            "Broadcast" | "broadcast" => {
                let (v, vr) = a.req(0, "value")?;
                let (l, lr) = a.req(1, "lanes")?;
                a.finish()?;
                let v = self.to_expr(&v, vr)?;
                let lanes = self.lanes_arg(&l, lr)?;
                one_lane(&lanes, "T.Broadcast", lr)?;
                if !v.dtype().is_scalar() {
                    return located(vr, "T.Broadcast needs a scalar value");
                }
                Value::Expr(lanes.broadcast(&v))
            }
            "Ramp" | "ramp" => self.ramp_node(a)?,
            "Let" => self.let_node(a)?,
            "min" | "max" | "floordiv" | "floormod" | "truncdiv" | "truncmod" | "ceildiv"
            | "indexdiv" | "indexmod" | "pow" => self.binary_function_node(name, a)?,
            "shift_left" | "shift_right" | "bitwise_and" | "bitwise_or" | "bitwise_xor" => {
                let (x, xr) = a.req(0, "x")?;
                let (y, _) = a.req(1, "y")?;
                a.finish()?;
                let (x, y) = self.bit_operands(&x, &y, xr)?;
                Value::Expr(ops::bit_op(name, &x, &y).at(range)?)
            }
            "bitwise_not" => {
                let (x, xr) = a.req(0, "x")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                Value::Expr(ops::bitwise_not(&x).at(range)?)
            }
            "abs" | "fabs" => {
                let (x, xr) = a.req(0, "x")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                Value::Expr(abs(&x).at(range)?)
            }
            "floor" | "ceil" | "round" | "trunc" | "nearbyint" => {
                let (x, xr) = a.req(0, "x")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                Value::Expr(rounding(name, &x).at(range)?)
            }
            "isnan" | "isinf" | "isfinite" => {
                let (x, xr) = a.req(0, "x")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                let r = match name {
                    "isnan" => isnan(&x),
                    "isinf" => isinf(&x),
                    _ => isinf(&x).and_then(|i| {
                        let ni = ops::logical_not(&i)?;
                        let nn = ops::logical_not(&isnan(&x)?)?;
                        ops::logical_and(&ni, &nn)
                    }),
                };
                Value::Expr(r.at(range)?)
            }
            "isnullptr" => {
                let (x, xr) = a.req(0, "x")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                Value::Expr(Expr::call(DataType::bool(), builtin::ISNULLPTR, vec![x]))
            }
            "max_value" | "min_value" | "infinity" => self.limit_value_node(name, a)?,
            "Add" | "Sub" | "Mul" | "Div" | "Mod" | "FloorDiv" | "FloorMod" | "Min" | "Max"
            | "EQ" | "NE" | "LT" | "LE" | "GT" | "GE" | "And" | "Or" => {
                self.binary_node(name, a)?
            }
            "LShift" | "RShift" | "BitwiseAnd" | "BitwiseOr" | "BitwiseXor" => {
                self.bit_node(name, a)?
            }
            "BitwiseNot" => {
                let (x, xr) = a.req(0, "a")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                Value::Expr(ops::bitwise_not(&x).at(range)?)
            }
            "Not" => {
                let (x, xr) = a.req(0, "a")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                Value::Expr(ops::not_node(&x).at(range)?)
            }
            _ => return located(range, format!("unknown function T.{name}")),
        };
        Ok(v)
    }

    /// The operands `a` and `b` of a two-operand node, as expressions.
    fn two_operands(&self, mut a: Args) -> RResult<(Expr, Expr)> {
        let (x, xr) = a.req(0, "a")?;
        let (y, yr) = a.req(1, "b")?;
        a.finish()?;
        Ok((self.to_expr(&x, xr)?, self.to_expr(&y, yr)?))
    }

    /// The two-operand functions (`T.min`, `T.floordiv`, `T.pow`, ...), folded
    /// and typed as TVM's frontend does.
    fn binary_function_node(&mut self, name: &str, a: Args) -> RResult<Value> {
        let range = a.range;
        let (x, y) = self.two_operands(a)?;
        let r = match name {
            "min" => ops::binary(BinOp::Min, &x, &y),
            "max" => ops::binary(BinOp::Max, &x, &y),
            "floordiv" | "indexdiv" => ops::binary(BinOp::FloorDiv, &x, &y),
            "floormod" | "indexmod" => ops::binary(BinOp::FloorMod, &x, &y),
            "truncdiv" => ops::truncdiv(&x, &y),
            "truncmod" => ops::binary(BinOp::Mod, &x, &y),
            "ceildiv" => ops::ceildiv(&x, &y),
            _ => pow(&x, &y),
        };
        Ok(Value::Expr(r.at(range)?))
    }

    /// The binary node constructors (`T.Add(a, b)`, `T.EQ(a, b)`, ...): the
    /// node itself, never folded.
    fn binary_node(&mut self, name: &str, a: Args) -> RResult<Value> {
        let range = a.range;
        let (x, y) = self.two_operands(a)?;
        let bin = match name {
            "Add" => Some(BinOp::Add),
            "Sub" => Some(BinOp::Sub),
            "Mul" => Some(BinOp::Mul),
            "Div" => Some(BinOp::Div),
            "Mod" => Some(BinOp::Mod),
            "FloorDiv" => Some(BinOp::FloorDiv),
            "FloorMod" => Some(BinOp::FloorMod),
            "Min" => Some(BinOp::Min),
            "Max" => Some(BinOp::Max),
            _ => None,
        };
        let e = if let Some(op) = bin {
            if x.ty() != y.ty() {
                return located(
                    range,
                    format!("T.{name} operands differ in type: {} vs {}", x.ty(), y.ty()),
                );
            }
            Ok(Expr::new(x.ty().clone(), ExprKind::Binary(op, x, y)))
        } else {
            match name {
                "EQ" => ops::compare_node(CmpOp::Eq, &x, &y),
                "NE" => ops::compare_node(CmpOp::Ne, &x, &y),
                "LT" => ops::compare_node(CmpOp::Lt, &x, &y),
                "LE" => ops::compare_node(CmpOp::Le, &x, &y),
                "GT" => ops::compare_node(CmpOp::Gt, &x, &y),
                "GE" => ops::compare_node(CmpOp::Ge, &x, &y),
                "And" => ops::and_node(&x, &y),
                _ => ops::or_node(&x, &y),
            }
        };
        Ok(Value::Expr(e.at(range)?))
    }

    /// `T.Cast(dtype, value)`: a cast node, as TVM builds it (a same-type cast
    /// is kept).
    fn cast_node(&mut self, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let (d, dr) = a.req(0, "dtype")?;
        let (v, vr) = a.req(1, "value")?;
        a.finish()?;
        let t = self.to_dtype(&d, dr)?;
        let e = self.to_expr(&v, vr)?;
        if e.ty().is_handle_like() {
            return located(vr, "cannot cast a pointer");
        }
        if t.is_handle() {
            return located(
                dr,
                "cannot cast to handle: a pointer is not a primitive type (use T.reinterpret)",
            );
        }
        if !t.same_lanes(e.dtype()) {
            return located(
                range,
                format!(
                    "T.Cast to {t} of a {} value: the lane counts differ ({} vs. {})",
                    e.dtype(),
                    t.lanes,
                    e.dtype().lanes
                ),
            );
        }
        Ok(Value::Expr(Expr::new(t, ExprKind::Cast(e))))
    }

    /// `T.Select(cond, t, f)`.
    fn select_node(&mut self, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let (c, cr) = a.req(0, "condition")?;
        let (t, tr) = a.req(1, "true_value")?;
        let (f, fr) = a.req(2, "false_value")?;
        a.finish()?;
        let c = self.to_expr(&c, cr)?;
        let t = self.to_expr(&t, tr)?;
        let f = self.to_expr(&f, fr)?;
        if !c.dtype().element_of().is_bool() {
            return located(
                cr,
                format!("T.Select condition must be bool, got {}", c.dtype()),
            );
        }
        if t.ty() != f.ty() {
            return located(
                range,
                format!("T.Select branches differ in type: {} vs {}", t.ty(), f.ty()),
            );
        }
        Ok(Value::Expr(Expr::select(&c, &t, &f)))
    }

    /// `T.if_then_else(cond, t, f)`: the `if_then_else` call.
    fn if_then_else_node(&mut self, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let (c, cr) = a.req(0, "cond")?;
        let (t, tr) = a.req(1, "t")?;
        let (f, fr) = a.req(2, "f")?;
        a.finish()?;
        let c = self.to_expr(&c, cr)?;
        if c.dtype() != DataType::bool() {
            return located(cr, "if_then_else only accepts a boolean condition");
        }
        let t = self.to_expr(&t, tr)?;
        let f = self.to_expr(&f, fr)?;
        let (t, f) = ops::match_types(&t, &f).at(range)?;
        Ok(Value::Expr(match c.as_int() {
            Some(0) => f,
            Some(_) => t,
            None => Expr::call(t.ty().clone(), builtin::IF_THEN_ELSE, vec![c, t, f]),
        }))
    }

    /// `T.Ramp(base, stride, lanes)`.
    fn ramp_node(&mut self, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let (b, br) = a.req(0, "base")?;
        let (s, sr) = a.req(1, "stride")?;
        let (l, lr) = a.req(2, "lanes")?;
        a.finish()?;
        let base = self.to_expr(&b, br)?;
        let stride = match &s {
            Value::Int(i) => ops::make_const(base.dtype(), Num::Int(*i)).at(sr)?,
            other => self.to_expr(other, sr)?,
        };
        let lanes = self.lanes_arg(&l, lr)?;
        one_lane(&lanes, "T.Ramp", lr)?;
        if base.dtype() != stride.dtype() || !base.dtype().is_scalar() {
            return located(
                range,
                format!(
                    "T.Ramp base and stride must be scalars of one type, got {} and {}",
                    base.dtype(),
                    stride.dtype()
                ),
            );
        }
        Ok(Value::Expr(lanes.ramp(&base, &stride)))
    }

    /// `T.Let(expr, where={var: value})`: a Let expression.
    fn let_node(&mut self, mut a: Args) -> RResult<Value> {
        let (body, br) = a.req(0, "expr")?;
        let (w, wr) = a.req(1, "where")?;
        a.finish()?;
        let body = self.to_expr(&body, br)?;
        let Value::Dict(items) = w else {
            return located(wr, "T.Let needs where={var: value}");
        };
        if items.len() != 1 {
            return located(wr, "T.Let needs exactly one binding");
        }
        let var = match &items[0].0 {
            Value::Expr(e) => e.as_var().cloned(),
            _ => None,
        };
        let Some(var) = var else {
            return located(wr, "T.Let binds a variable");
        };
        let value = self.to_expr(&items[0].1, wr)?;
        Ok(Value::Expr(Expr::let_(&var, &value, &body)))
    }

    /// `T.max_value(dtype)`, `T.min_value(dtype)` and `T.infinity(dtype)`.
    fn limit_value_node(&mut self, name: &str, mut a: Args) -> RResult<Value> {
        let (d, dr) = a.req(0, "dtype")?;
        a.finish()?;
        let t = self.to_dtype(&d, dr)?;
        Ok(Value::Expr(limit_value(name, t).at(dr)?))
    }

    /// The bit-operation node constructors (`T.LShift(a, b)`, ...): their
    /// builtin calls, on integer operands of one type.
    fn bit_node(&mut self, name: &str, a: Args) -> RResult<Value> {
        let range = a.range;
        let (x, y) = self.two_operands(a)?;
        if x.ty() != y.ty() || !x.dtype().is_integer_like() {
            return located(
                range,
                format!(
                    "T.{name} needs integer operands of one type, got {} and {}",
                    x.ty(),
                    y.ty()
                ),
            );
        }
        let op = match name {
            "LShift" => builtin::SHIFT_LEFT,
            "RShift" => builtin::SHIFT_RIGHT,
            "BitwiseAnd" => builtin::BITWISE_AND,
            "BitwiseOr" => builtin::BITWISE_OR,
            _ => builtin::BITWISE_XOR,
        };
        Ok(Value::Expr(Expr::call(x.ty().clone(), op, vec![x, y])))
    }
}

/// `T.reinterpret(ty, value)`: the value itself when the type already
/// matches, otherwise a `reinterpret` call (sizes must agree).
fn reinterpret(ty: Type, value: Expr) -> Result<Expr, String> {
    // A string is not a handle in TVM (its type is `StringType`): a
    // reinterpret of one is kept.
    if &ty == value.ty() && !matches!(value.kind(), ExprKind::Str(_)) {
        return Ok(value);
    }
    let vt = value.dtype();
    if ty.is_handle_like() {
        let ok = value.ty().is_handle_like() || (vt.lanes == 1 && vt.bits == 64 && vt.is_index());
        if !ok {
            return Err(format!(
                "pointer reinterpret requires a scalar 64-bit integer source, but got {vt}"
            ));
        }
    } else if let Type::Prim(t) = &ty
        && !value.ty().is_handle_like()
        && (vt.total_bits() != t.total_bits() || vt.scalable != t.scalable)
    {
        return Err(format!("reinterpret requires size match {t} vs {vt}"));
    }
    Ok(Expr::call(ty, builtin::REINTERPRET, vec![value]))
}

/// TVM's `Broadcast` and `Ramp` constructors require more than one lane
/// (`Check failed: lanes > 1`).
fn one_lane(lanes: &super::scalable::Lanes, what: &str, r: TextRange) -> RResult<()> {
    if matches!(lanes, super::scalable::Lanes::Fixed(1)) {
        return located(
            r,
            format!("{what} needs more than one lane (TVM: lanes > 1)"),
        );
    }
    Ok(())
}
