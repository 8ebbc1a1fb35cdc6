//! Expression builders with the constant folding of TVM's C++ operators
//! (`tirx/op.h`, `arith/const_fold.h`).
//!
//! TVM passes build expressions with `a + b`, `a * b`, `cast(t, x)`, ... which fold
//! constants on the spot (`1 * n` is `n`, `16 == 1` is `false`, `false || x` is
//! `x`). Reproducing TVM's output node for node needs the same folding, no more
//! and no less: these helpers do exactly what the C++ operators do and nothing
//! that TVM's analyzer (`Simplify`) would add.

use crate::ir::{BinOp, CmpOp, DataType, Expr, ExprKind, Type};

/// True for TVM's "index" types: scalar int32 or int64.
pub(crate) fn is_index_type(t: DataType) -> bool {
    t.is_int() && t.lanes == 1 && (t.bits == 32 || t.bits == 64)
}

/// `make_const(t, v)`: an integer or float constant of type `t`; a vector type
/// gives a `Broadcast` of the scalar constant.
pub(crate) fn make_const(t: DataType, v: i64) -> Expr {
    let scalar = if t.element_of().is_float() {
        Expr::float(t.element_of(), v as f64)
    } else {
        Expr::int(t.element_of(), v)
    };
    if t.lanes > 1 {
        Expr::broadcast(&scalar, t.lanes)
    } else {
        scalar
    }
}

fn int_of(e: &Expr) -> Option<i64> {
    match e.kind() {
        ExprKind::Int(v) if matches!(e.ty(), Type::Prim(_)) => Some(*v),
        _ => None,
    }
}

fn float_of(e: &Expr) -> Option<f64> {
    e.as_float()
}

fn fold_result(t: DataType, v: i64) -> Expr {
    Expr::int(t, v)
}

fn float_result(t: DataType, v: f64) -> Option<Expr> {
    match t.bits {
        32 => Some(Expr::float(t, (v as f32) as f64)),
        64 => Some(Expr::float(t, v)),
        _ => None,
    }
}

/// `a + b` with TVM's folding.
pub(crate) fn add(a: &Expr, b: &Expr) -> Expr {
    let t = a.dtype();
    let (pa, pb, fa, fb) = (int_of(a), int_of(b), float_of(a), float_of(b));
    if let (Some(x), Some(y)) = (pa, pb) {
        return fold_result(t, x.wrapping_add(y));
    }
    if pa == Some(0) {
        return b.clone();
    }
    if pb == Some(0) {
        return a.clone();
    }
    if let (Some(x), Some(y)) = (fa, fb)
        && let Some(r) = float_result(t, x + y)
    {
        return r;
    }
    if fa == Some(0.0) {
        return b.clone();
    }
    if fb == Some(0.0) {
        return a.clone();
    }
    Expr::binary(BinOp::Add, a, b)
}

/// `a - b` with TVM's folding.
pub(crate) fn sub(a: &Expr, b: &Expr) -> Expr {
    let t = a.dtype();
    let (pa, pb, fa, fb) = (int_of(a), int_of(b), float_of(a), float_of(b));
    if let (Some(x), Some(y)) = (pa, pb) {
        return fold_result(t, x.wrapping_sub(y));
    }
    if pb == Some(0) {
        return a.clone();
    }
    if let (Some(x), Some(y)) = (fa, fb)
        && let Some(r) = float_result(t, x - y)
    {
        return r;
    }
    if fb == Some(0.0) {
        return a.clone();
    }
    Expr::binary(BinOp::Sub, a, b)
}

/// `a * b` with TVM's folding (`1 * x` is `x`, `0 * x` is `0`).
pub(crate) fn mul(a: &Expr, b: &Expr) -> Expr {
    let t = a.dtype();
    let (pa, pb, fa, fb) = (int_of(a), int_of(b), float_of(a), float_of(b));
    if let (Some(x), Some(y)) = (pa, pb) {
        return fold_result(t, x.wrapping_mul(y));
    }
    match pa {
        Some(1) => return b.clone(),
        Some(0) => return a.clone(),
        _ => {}
    }
    match pb {
        Some(1) => return a.clone(),
        Some(0) => return b.clone(),
        _ => {}
    }
    if let (Some(x), Some(y)) = (fa, fb)
        && let Some(r) = float_result(t, x * y)
    {
        return r;
    }
    if let Some(x) = fa {
        if x == 1.0 {
            return b.clone();
        }
        if x == 0.0 {
            return a.clone();
        }
    }
    if let Some(y) = fb {
        if y == 1.0 {
            return a.clone();
        }
        if y == 0.0 {
            return b.clone();
        }
    }
    Expr::binary(BinOp::Mul, a, b)
}

/// `div(a, b)` (TVM's `Div`: truncating for integers) with TVM's folding.
/// Division by a constant zero is left unfolded.
pub(crate) fn div(a: &Expr, b: &Expr) -> Expr {
    let t = a.dtype();
    let (pa, pb, fa, fb) = (int_of(a), int_of(b), float_of(a), float_of(b));
    if let (Some(x), Some(y)) = (pa, pb)
        && y != 0
    {
        return fold_result(t, x.wrapping_div(y));
    }
    if pa == Some(0) {
        return a.clone();
    }
    if pb == Some(1) {
        return a.clone();
    }
    if let (Some(x), Some(y)) = (fa, fb)
        && y != 0.0
        && let Some(r) = float_result(t, x / y)
    {
        return r;
    }
    if fa == Some(0.0) {
        return a.clone();
    }
    if fb == Some(1.0) {
        return a.clone();
    }
    Expr::binary(BinOp::Div, a, b)
}

/// `truncmod(a, b)` with TVM's folding (index types only).
pub(crate) fn truncmod(a: &Expr, b: &Expr) -> Expr {
    let t = a.dtype();
    if is_index_type(t) && is_index_type(b.dtype()) {
        let (pa, pb) = (int_of(a), int_of(b));
        if let (Some(x), Some(y)) = (pa, pb)
            && y != 0
        {
            return fold_result(t, x.wrapping_rem(y));
        }
        if pa == Some(0) {
            return a.clone();
        }
        if pb == Some(1) {
            return Expr::int(t, 0);
        }
    }
    Expr::binary(BinOp::Mod, a, b)
}

/// `min(a, b)` / `max(a, b)` with TVM's folding.
pub(crate) fn min_max(op: BinOp, a: &Expr, b: &Expr) -> Expr {
    let t = a.dtype();
    let pick = |x: f64, y: f64| if op == BinOp::Min { x.min(y) } else { x.max(y) };
    if let (Some(x), Some(y)) = (int_of(a), int_of(b)) {
        return fold_result(t, if op == BinOp::Min { x.min(y) } else { x.max(y) });
    }
    if let (Some(x), Some(y)) = (float_of(a), float_of(b)) {
        return Expr::float(t, pick(x, y));
    }
    if a.same_as(b) {
        return a.clone();
    }
    Expr::binary(op, a, b)
}

/// A comparison with TVM's folding of two constants.
pub(crate) fn cmp(op: CmpOp, a: &Expr, b: &Expr) -> Expr {
    let res = |o: std::cmp::Ordering| {
        use std::cmp::Ordering::*;
        match op {
            CmpOp::Eq => o == Equal,
            CmpOp::Ne => o != Equal,
            CmpOp::Lt => o == Less,
            CmpOp::Le => o != Greater,
            CmpOp::Gt => o == Greater,
            CmpOp::Ge => o != Less,
        }
    };
    if let (Some(x), Some(y)) = (int_of(a), int_of(b)) {
        return Expr::bool(res(x.cmp(&y)));
    }
    if let (Some(x), Some(y)) = (float_of(a), float_of(b))
        && let Some(o) = x.partial_cmp(&y)
    {
        return Expr::bool(res(o));
    }
    Expr::cmp(op, a, b)
}

/// `a == b` with folding.
pub(crate) fn eq(a: &Expr, b: &Expr) -> Expr {
    cmp(CmpOp::Eq, a, b)
}

fn bool_const(e: &Expr) -> Option<bool> {
    if e.dtype().is_bool() {
        int_of(e).map(|v| v != 0)
    } else {
        None
    }
}

/// `logical_and(a, b)` with TVM's folding (`true && x` is `x`).
pub(crate) fn and(a: &Expr, b: &Expr) -> Expr {
    if let Some(x) = bool_const(a) {
        return if x { b.clone() } else { a.clone() };
    }
    if let Some(y) = bool_const(b) {
        return if y { a.clone() } else { b.clone() };
    }
    Expr::and(a, b)
}

/// `logical_or(a, b)` with TVM's folding (`false || x` is `x`).
pub(crate) fn or(a: &Expr, b: &Expr) -> Expr {
    if let Some(x) = bool_const(a) {
        return if x { a.clone() } else { b.clone() };
    }
    if let Some(y) = bool_const(b) {
        return if y { b.clone() } else { a.clone() };
    }
    Expr::or(a, b)
}

/// `logical_not(a)` with folding.
pub(crate) fn not(a: &Expr) -> Expr {
    if let Some(x) = bool_const(a) {
        return Expr::bool(!x);
    }
    Expr::not(a)
}

/// TVM's `cast(t, value)`: the value itself when it already has type `t`, a
/// constant of type `t` for a scalar constant, a broadcast for a scalar cast to a
/// vector, otherwise a `Cast` node.
pub(crate) fn cast(t: DataType, value: &Expr) -> Expr {
    if value.ty() == &Type::Prim(t) {
        return value.clone();
    }
    if t.lanes == 1 {
        if let Some(v) = int_of(value) {
            return if t.is_float() {
                Expr::float(t, v as f64)
            } else {
                Expr::int(t, v)
            };
        }
        if let Some(v) = float_of(value) {
            return if t.is_float() {
                Expr::float(t, v)
            } else {
                Expr::int(t, v as i64)
            };
        }
        return Expr::new(t, ExprKind::Cast(value.clone()));
    }
    if value.dtype().lanes == 1 {
        return Expr::broadcast(&cast(t.element_of(), value), t.lanes);
    }
    if let ExprKind::Broadcast { value: v, lanes } = value.kind()
        && *lanes == t.lanes
    {
        return Expr::broadcast(&cast(t.element_of(), v), t.lanes);
    }
    Expr::new(t, ExprKind::Cast(value.clone()))
}

/// A `Cast` node, always (TVM's `Cast(t, v)` constructor, not `cast()`).
pub(crate) fn cast_node(t: DataType, value: &Expr) -> Expr {
    Expr::new(t, ExprKind::Cast(value.clone()))
}

/// TVM's `reinterpret(t, value)`: the value itself when the type already matches.
pub(crate) fn reinterpret(t: DataType, value: &Expr) -> Expr {
    if value.ty() == &Type::Prim(t) {
        return value.clone();
    }
    Expr::call(t, "reinterpret", vec![value.clone()])
}

fn int_binop_call(name: &str, a: &Expr, b: &Expr, fold: impl Fn(i64, i64) -> Option<i64>) -> Expr {
    let t = a.dtype();
    if is_index_type(t)
        && is_index_type(b.dtype())
        && let (Some(x), Some(y)) = (int_of(a), int_of(b))
        && let Some(r) = fold(x, y)
    {
        return Expr::int(t, r);
    }
    Expr::call(t, name, vec![a.clone(), b.clone()])
}

/// `a << b` (index types fold).
pub(crate) fn shl(a: &Expr, b: &Expr) -> Expr {
    if is_index_type(a.dtype()) && int_of(b) == Some(0) && int_of(a).is_none() {
        return a.clone();
    }
    int_binop_call("shift_left", a, b, |x, y| {
        (0..64).contains(&y).then(|| x << y)
    })
}

/// `a >> b` (index types fold).
pub(crate) fn shr(a: &Expr, b: &Expr) -> Expr {
    if is_index_type(a.dtype()) && int_of(b) == Some(0) && int_of(a).is_none() {
        return a.clone();
    }
    int_binop_call("shift_right", a, b, |x, y| {
        (0..64).contains(&y).then(|| x >> y)
    })
}

/// `a & b` (index types fold).
pub(crate) fn bit_and(a: &Expr, b: &Expr) -> Expr {
    int_binop_call("bitwise_and", a, b, |x, y| Some(x & y))
}

/// `a | b` (index types fold).
pub(crate) fn bit_or(a: &Expr, b: &Expr) -> Expr {
    int_binop_call("bitwise_or", a, b, |x, y| Some(x | y))
}

/// `a op c` for an integer `c` converted to `a`'s type (TVM's `PrimExpr op int`).
pub(crate) fn with_const(f: fn(&Expr, &Expr) -> Expr, a: &Expr, c: i64) -> Expr {
    f(a, &make_const(a.dtype(), c))
}

/// TVM's `if_then_else(cond, t, f)`: folds a constant condition; otherwise a call
/// of the builtin with the type of `t`.
pub(crate) fn if_then_else(c: &Expr, t: &Expr, f: &Expr) -> Expr {
    if let Some(v) = bool_const(c).or_else(|| int_of(c).map(|v| v != 0)) {
        return if v { t.clone() } else { f.clone() };
    }
    Expr::call(
        t.ty().clone(),
        "if_then_else",
        vec![c.clone(), t.clone(), f.clone()],
    )
}

/// Recomputes the type of a node whose children may have changed type (what
/// TVM's node constructors do); calls, casts and constants keep their type.
pub(crate) fn retype(e: &Expr) -> Expr {
    let t: Type = match e.kind() {
        ExprKind::Binary(_, a, _) | ExprKind::And(a, _) | ExprKind::Or(a, _) | ExprKind::Not(a) => {
            a.ty().clone()
        }
        ExprKind::Cmp(_, a, _) => Type::Prim(DataType::bool().with_lanes_of(a.dtype())),
        ExprKind::Select(_, t, _) => t.ty().clone(),
        ExprKind::Let { body, .. } => body.ty().clone(),
        // The node's own type says whether `lanes` is a vscale factor.
        ExprKind::Broadcast { value, .. } => Type::Prim(value.dtype().with_lanes_of(e.dtype())),
        ExprKind::Ramp { base, .. } => Type::Prim(base.dtype().with_lanes_of(e.dtype())),
        ExprKind::Load { buffer, indices } => Expr::load(buffer, indices.clone()).ty().clone(),
        ExprKind::BufferData(b) => b.data_type(),
        _ => return e.clone(),
    };
    if &t == e.ty() {
        e.clone()
    } else {
        Expr::new(t, e.kind().clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Var;

    #[test]
    fn folds_like_tvm() {
        let n = Var::new("n", DataType::i32()).to_expr();
        assert!(mul(&Expr::i32(1), &n).same_as(&n));
        assert!(mul(&Expr::i32(0), &n).is_const_int(0));
        assert!(add(&Expr::i32(2), &Expr::i32(3)).is_const_int(5));
        assert_eq!(eq(&Expr::i32(16), &Expr::i32(1)).as_int(), Some(0));
        let f = Expr::bool(false);
        let x = Expr::lt(&n, &Expr::i32(3));
        assert!(or(&f, &x).same_as(&x));
        assert!(and(&Expr::bool(true), &x).same_as(&x));
        // unsigned shifts are not folded (not an index type)
        let u = Expr::int(DataType::uint(8), 3);
        assert!(
            shl(&u, &Expr::int(DataType::uint(8), 0))
                .as_call()
                .is_some()
        );
        assert!(cast(DataType::i32(), &n).same_as(&n));
        assert_eq!(cast(DataType::f32(), &Expr::i32(3)).as_float(), Some(3.0));
    }
}
