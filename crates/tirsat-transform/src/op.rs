//! Expression builders with the constant folding of TVM's C++ operators
//! (`tirx/op.h`, `arith/const_fold.h`).
//!
//! TVM passes build expressions with `a + b`, `a * b`, `cast(t, x)`, ... which fold
//! constants on the spot (`1 * n` is `n`, `16 == 1` is `false`, `false || x` is
//! `x`). Reproducing TVM's output node for node needs the same folding, no more
//! and no less: these helpers do exactly what the C++ operators do and nothing
//! that TVM's analyzer (`Simplify`) would add. Integer constants fold with the
//! one arithmetic core ([`tirsat_ir::int`]): where TVM's folding would wrap
//! (an overflow, `MIN / -1`, `1 << 31` in int32) the operation is kept.

use tirsat_ir::builtin;
use tirsat_ir::{BinOp, CmpOp, DataType, Expr, ExprKind, Type, int};

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

/// Folds `op` on two integer constants with the one arithmetic core
/// ([`tirsat_ir::int`]): `Some(constant)` when the result is defined at the
/// width of the type, `Some(node)` when it is not (the operation is kept,
/// never wrapped), `None` when the operands are not both integer constants.
fn fold_ints(op: BinOp, a: &Expr, b: &Expr) -> Option<Expr> {
    int_of(a)?;
    int_of(b)?;
    Some(int::fold_const_binop(op, a, b).unwrap_or_else(|| Expr::binary(op, a, b)))
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
    if let Some(r) = fold_ints(BinOp::Add, a, b) {
        return r;
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
    let (pb, fa, fb) = (int_of(b), float_of(a), float_of(b));
    if let Some(r) = fold_ints(BinOp::Sub, a, b) {
        return r;
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
    if let Some(r) = fold_ints(BinOp::Mul, a, b) {
        return r;
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
    if pb != Some(0)
        && let Some(r) = fold_ints(BinOp::Div, a, b)
    {
        return r;
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
        if pb != Some(0)
            && let Some(r) = fold_ints(BinOp::Mod, a, b)
        {
            return r;
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
    if let Some(r) = fold_ints(op, a, b) {
        return r;
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
    if let (Some(x), Some(y)) = (int::const_value(a), int::const_value(b)) {
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
        // An integer constant converts only to a type that holds its
        // value; otherwise the `Cast` node is kept (never wrapped).
        if let Some(v) = int::const_value(value) {
            if t.is_float() {
                return Expr::float(t, v as f64);
            }
            if let Ok(c) = int::cast_value(v, t)
                && let Some(c) = int::make_const(t, c)
            {
                return c;
            }
        } else if let Some(v) = float_of(value) {
            if t.is_float() {
                return Expr::float(t, v);
            }
            let tr = v.trunc();
            if tr.is_finite()
                && tr.abs() < 1e30
                && let Some(c) = int::make_const(t, tr as i128)
            {
                return c;
            }
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
    Expr::call(t, builtin::REINTERPRET, vec![value.clone()])
}

/// A bit operation on index types, folded with the one arithmetic core
/// when defined at the width (`1 << 31` in int32 is not folded).
fn int_binop_call(
    name: tirsat_ir::Op,
    a: &Expr,
    b: &Expr,
    fold: impl Fn(i128, i128, DataType) -> Result<i128, int::IntError>,
) -> Expr {
    let t = a.dtype();
    if is_index_type(t)
        && b.dtype() == t
        && let (Some(x), Some(y)) = (int::const_value(a), int::const_value(b))
        && let Ok(r) = fold(x, y, t)
        && let Some(c) = int::make_const(t, r)
    {
        return c;
    }
    Expr::call(t, name, vec![a.clone(), b.clone()])
}

/// `a << b` (index types fold).
pub(crate) fn shl(a: &Expr, b: &Expr) -> Expr {
    if is_index_type(a.dtype()) && int_of(b) == Some(0) && int_of(a).is_none() {
        return a.clone();
    }
    int_binop_call(builtin::SHIFT_LEFT, a, b, int::shift_left)
}

/// `a >> b` (index types fold).
pub(crate) fn shr(a: &Expr, b: &Expr) -> Expr {
    if is_index_type(a.dtype()) && int_of(b) == Some(0) && int_of(a).is_none() {
        return a.clone();
    }
    int_binop_call(builtin::SHIFT_RIGHT, a, b, int::shift_right)
}

/// `a & b` (index types fold).
pub(crate) fn bit_and(a: &Expr, b: &Expr) -> Expr {
    int_binop_call(builtin::BITWISE_AND, a, b, |x, y, t| {
        int::bitwise('&', x, y, t)
    })
}

/// `a | b` (index types fold).
pub(crate) fn bit_or(a: &Expr, b: &Expr) -> Expr {
    int_binop_call(builtin::BITWISE_OR, a, b, |x, y, t| {
        int::bitwise('|', x, y, t)
    })
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
        builtin::IF_THEN_ELSE,
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
    use tirsat_ir::Var;

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

    /// Every folder here is the core (`ir::int`) at the boundary values of
    /// every width: a constant result is the core's value, an undefined one
    /// keeps the operation (never a wrapped constant).
    #[test]
    fn folds_with_the_core_at_every_width() {
        use tirsat_ir::int::{self, const_value};
        type Folder = fn(&Expr, &Expr) -> Expr;
        let folders: [(BinOp, Folder); 5] = [
            (BinOp::Add, add),
            (BinOp::Sub, sub),
            (BinOp::Mul, mul),
            (BinOp::Div, div),
            (BinOp::Mod, truncmod),
        ];
        for t in [8u16, 16, 32, 64]
            .into_iter()
            .flat_map(|b| [DataType::int(b), DataType::uint(b)])
        {
            let (lo, hi) = t.int_range().unwrap();
            let vals: Vec<i128> = [
                lo,
                lo + 1,
                -2,
                -1,
                0,
                1,
                2,
                3,
                hi / 2,
                hi / 2 + 1,
                hi - 1,
                hi,
            ]
            .into_iter()
            .filter(|v| (lo..=hi).contains(v))
            .collect();
            for &a in &vals {
                for &b in &vals {
                    let (x, y) = (
                        int::make_const(t, a).unwrap(),
                        int::make_const(t, b).unwrap(),
                    );
                    for (op, f) in folders {
                        let r = f(&x, &y);
                        let core = int::fold_binop(op, a, b, t);
                        match const_value(&r) {
                            // `0 / 0` keeps TVM's identity `0 / x = 0`: the
                            // input has no value, so any result is allowed.
                            Some(v) => assert!(
                                core == Ok(v) || core == Err(int::IntError::DivByZero),
                                "{t} {op:?} {a} {b}: {v} vs {core:?}"
                            ),
                            None => assert!(
                                core.is_err() || (op == BinOp::Mod && !is_index_type(t)),
                                "{t} {op:?} {a} {b}: kept although the core gives {core:?}"
                            ),
                        }
                    }
                    for op in [BinOp::Min, BinOp::Max] {
                        let r = min_max(op, &x, &y);
                        assert_eq!(
                            const_value(&r).ok_or(()),
                            int::fold_binop(op, a, b, t).map_err(|_| ())
                        );
                    }
                    if is_index_type(t) {
                        let r = shl(&x, &y);
                        match const_value(&r) {
                            Some(v) => assert_eq!(Ok(v), int::shift_left(a, b, t)),
                            None => assert!(int::shift_left(a, b, t).is_err() || b == 0),
                        }
                    }
                }
                // A narrowing cast keeps the `Cast` unless the value fits.
                let c = cast(DataType::int(8), &int::make_const(t, a).unwrap());
                match const_value(&c) {
                    Some(v) => assert_eq!(v, a),
                    None => assert!(!int::fits(a, DataType::int(8))),
                }
            }
        }
        // The shift: kept as the call.
        let r = shl(&Expr::i32(1), &Expr::i32(31));
        assert!(const_value(&r).is_none());
    }
}
