//! TVM 0.27's expression-building semantics, as the TVMScript parser applies
//! them: constant construction (`make_const`), `cast`, operand type matching
//! (`BinaryOpMatchTypes`) and the constant folding every arithmetic builder
//! does (`TryConstFold`). Reading `x + 0` gives `x`, `T.int64(5) + 7` gives
//! `T.int64(12)`, `i8 + 1` gives `T.Cast("int32", i8) + 1`, exactly as TVM.
//! Integer constants fold with the one arithmetic core ([`tirsat_ir::int`]):
//! where TVM's folding wraps (`T.int32(2147483647) + 1`, `INT64_MIN // -1`,
//! `1 << 31` in int32) the result is undefined (`notes/integer-semantics.md`)
//! and the operation is kept as written instead.
//!
//! Errors are plain messages; the caller attaches the source location.

use tirsat_ir::builtin;
use tirsat_ir::{BinOp, CmpOp, DataType, Expr, ExprKind, Type, TypeCode, int};

/// A Python number handed to [`make_const`].
#[derive(Clone, Copy, Debug)]
pub(crate) enum Num {
    Int(i128),
    Float(f64),
}

/// TVM's `is_float()`: IEEE float code only (not bfloat16, not float8).
pub(crate) fn is_ieee_float(t: DataType) -> bool {
    t.code == TypeCode::Float
}

fn is_int(t: DataType) -> bool {
    t.code == TypeCode::Int
}

fn is_uint(t: DataType) -> bool {
    t.code == TypeCode::UInt && t.bits != 1
}

/// Integer of either signedness, excluding bool.
pub(crate) fn is_int_or_uint(t: DataType) -> bool {
    is_int(t) || is_uint(t)
}

/// TVM's `IsIndexType`: scalar int32 or int64.
fn is_index_type(t: DataType) -> bool {
    is_int(t) && t.lanes == 1 && (t.bits == 32 || t.bits == 64)
}

/// An integer constant of type `t` (range-checked like TVM's `IntImm`).
fn int_imm(t: DataType, v: i128) -> Result<Expr, String> {
    let elem = t.element_of();
    let ok = if elem.is_bool() {
        v == 0 || v == 1
    } else if let Some((lo, hi)) = elem.int_range() {
        (lo..=hi).contains(&v)
    } else {
        false
    };
    if !ok {
        return Err(format!("literal value {v} exceeds range of {elem}"));
    }
    // uint64 values above i64::MAX are stored as their two's-complement bits.
    let bits = if v > i64::MAX as i128 {
        (v as u64) as i64
    } else {
        v as i64
    };
    Ok(Expr::new(elem, ExprKind::Int(bits)))
}

/// The integer value of a constant, widened so uint64 constants are non-negative.
fn int_value(e: &Expr) -> Option<i128> {
    let v = e.as_int()?;
    let t = e.dtype();
    if is_uint(t) && t.bits == 64 {
        Some((v as u64) as i128)
    } else {
        Some(v as i128)
    }
}

/// TVM's `make_const(t, value)`, including the broadcast for vector types.
pub(crate) fn make_const(t: DataType, v: Num) -> Result<Expr, String> {
    if t.is_vector() {
        let scalar = make_const(t.element_of(), v)?;
        return Ok(Expr::broadcast_to(&scalar, t));
    }
    if t.is_integer_like() {
        let iv = match v {
            Num::Int(i) => i,
            Num::Float(f) => {
                if !f.is_finite() {
                    return Err(format!("cannot convert {f} to {t}"));
                }
                f.trunc() as i128
            }
        };
        int_imm(t, iv)
    } else if t.is_float() {
        let fv = match v {
            Num::Int(i) => i as f64,
            Num::Float(f) => f,
        };
        check_float_range(t, fv)?;
        Ok(Expr::float(t, fv))
    } else {
        Err(format!("cannot make a constant of type {t}"))
    }
}

/// TVM's `FloatImm` range check of a finite literal: float32, float16 and
/// bfloat16 within their largest finite value, float8/6/4 formats within
/// theirs (the unsigned-zero `fnuz` kinds and `e8m0fnu` also not negative).
fn check_float_range(t: DataType, v: f64) -> Result<(), String> {
    use tirsat_ir::{Float8Kind as K, TypeCode};
    if !v.is_finite() {
        return Ok(());
    }
    let (bound, nonneg) = match t.code {
        TypeCode::SubByteFloat(k) => (k.max_value(), false),
        TypeCode::Float8(k) => match k {
            K::E3M4 => (31.0, false),
            K::E4M3 | K::E4M3Fn => (448.0, false),
            K::E4M3Fnuz => (448.0, true),
            K::E4M3B11Fnuz => (30.0, true),
            K::E5M2 => (57344.0, false),
            K::E5M2Fnuz => (57344.0, true),
            K::E8M0Fnu => (2f64.powi(128), true),
        },
        TypeCode::Float if t.bits == 32 => (f32::MAX as f64, false),
        TypeCode::Float if t.bits == 16 => (65504.0, false),
        TypeCode::BFloat if t.bits == 16 => (3.895_313_892_515_355e38, false),
        _ => return Ok(()),
    };
    if nonneg && v < 0.0 {
        return Err(format!("literal value {v} below zero for unsigned {t}"));
    }
    if v < -bound {
        return Err(format!("literal value {v} below minimum of {t}"));
    }
    if v > bound {
        return Err(format!("literal value {v} exceeds maximum of {t}"));
    }
    Ok(())
}

/// A zero of type `t`.
pub(crate) fn zero(t: DataType) -> Result<Expr, String> {
    make_const(t, Num::Int(0))
}

/// The Python-literal conversion TVM's FFI applies to an `int` operand:
/// `int32` when it fits, else `int64`.
pub(crate) fn int_literal(v: i128) -> Result<Expr, String> {
    if (i32::MIN as i128..=i32::MAX as i128).contains(&v) {
        int_imm(DataType::i32(), v)
    } else if (i64::MIN as i128..=i64::MAX as i128).contains(&v) {
        int_imm(DataType::i64(), v)
    } else {
        Err(format!("integer {v} does not fit in int64"))
    }
}

/// A Python `float` operand: a `float32` constant.
pub(crate) fn float_literal(v: f64) -> Expr {
    Expr::float(DataType::f32(), v)
}

/// TVM's `cast(t, value)`: folds constants, broadcasts scalars to vectors and
/// returns `value` unchanged when it already has type `t`.
pub(crate) fn cast(t: DataType, value: &Expr) -> Result<Expr, String> {
    if value.ty() == &Type::Prim(t) {
        return Ok(value.clone());
    }
    let vt = value.dtype();
    if t.is_scalar() {
        if let Some(v) = int_value(value) {
            return make_const(t, Num::Int(v));
        }
        if let Some(f) = value.as_float() {
            return make_const(t, Num::Float(f));
        }
        if value.ty().is_handle_like() {
            return Err(format!("cannot cast a handle to {t}"));
        }
        return Ok(Expr::new(t, ExprKind::Cast(value.clone())));
    }
    let elem = t.element_of();
    if vt.is_scalar() {
        let mut v = value.clone();
        if vt != elem {
            v = if let Some(i) = int_value(value) {
                make_const(elem, Num::Int(i))?
            } else if let Some(f) = value.as_float() {
                make_const(elem, Num::Float(f))?
            } else {
                Expr::new(elem, ExprKind::Cast(value.clone()))
            };
        }
        return Ok(Expr::broadcast_to(&v, t));
    }
    if !vt.same_lanes(t) {
        return Err(format!("cannot cast {vt} to {t}: lanes differ"));
    }
    match value.kind() {
        ExprKind::Broadcast { value: inner, .. } => Ok(Expr::broadcast_to(&cast(elem, inner)?, t)),
        ExprKind::Ramp { base, stride, .. } if elem.is_index() => {
            Ok(Expr::ramp_to(&cast(elem, base)?, &cast(elem, stride)?, t))
        }
        _ => Ok(Expr::new(t, ExprKind::Cast(value.clone()))),
    }
}

fn broadcast_to_match(a: &Expr, b: &Expr) -> Expr {
    if a.dtype().is_scalar() && b.dtype().is_vector() {
        Expr::broadcast_to(a, b.dtype())
    } else {
        a.clone()
    }
}

/// TVM's `BinaryOpMatchTypes`: broadcasts scalars and promotes the narrower or
/// integer operand. Errors when the types cannot be matched.
pub(crate) fn match_types(a: &Expr, b: &Expr) -> Result<(Expr, Expr), String> {
    if a.dtype() == b.dtype() {
        return Ok((a.clone(), b.clone()));
    }
    let a2 = broadcast_to_match(a, b);
    let b2 = broadcast_to_match(b, &a2);
    let (lt, rt) = (a2.dtype(), b2.dtype());
    if !lt.same_lanes(rt) {
        return Err(format!("cannot match type {lt} vs {rt}"));
    }
    if lt == rt {
        return Ok((a2, b2));
    }
    let bf = |t: DataType| t.is_bfloat16();
    let f8 = |t: DataType| t.is_float8();
    let lhs_up =
        |a2: &Expr, b2: &Expr| -> Result<(Expr, Expr), String> { Ok((cast(rt, a2)?, b2.clone())) };
    let rhs_up =
        |a2: &Expr, b2: &Expr| -> Result<(Expr, Expr), String> { Ok((a2.clone(), cast(lt, b2)?)) };
    if is_ieee_float(lt) && is_ieee_float(rt) {
        if lt.bits < rt.bits {
            lhs_up(&a2, &b2)
        } else {
            rhs_up(&a2, &b2)
        }
    } else if !is_ieee_float(lt) && is_ieee_float(rt) {
        lhs_up(&a2, &b2)
    } else if is_ieee_float(lt) && !is_ieee_float(rt) {
        rhs_up(&a2, &b2)
    } else if !bf(lt) && bf(rt) {
        lhs_up(&a2, &b2)
    } else if bf(lt) && !bf(rt) {
        rhs_up(&a2, &b2)
    } else if !f8(lt) && f8(rt) {
        lhs_up(&a2, &b2)
    } else if f8(lt) && !f8(rt) {
        rhs_up(&a2, &b2)
    } else if lt.is_bool() && is_int_or_uint(rt) {
        lhs_up(&a2, &b2)
    } else if is_int_or_uint(lt) && rt.is_bool() {
        rhs_up(&a2, &b2)
    } else if (is_int(lt) && is_int(rt)) || (is_uint(lt) && is_uint(rt)) {
        if lt.bits < rt.bits {
            lhs_up(&a2, &b2)
        } else {
            rhs_up(&a2, &b2)
        }
    } else if (is_int(lt) && is_uint(rt)) || (is_uint(lt) && is_int(rt)) {
        // wider wins; at equal width the unsigned side's type wins
        if lt.bits < rt.bits {
            lhs_up(&a2, &b2)
        } else if lt.bits > rt.bits || is_uint(lt) {
            rhs_up(&a2, &b2)
        } else {
            lhs_up(&a2, &b2)
        }
    } else {
        Err(format!("cannot match type {lt} vs {rt}"))
    }
}

/// Folds `op` on two integer constants of type `t` with the one arithmetic
/// core ([`tirsat_ir::int`]): the constant when the result is defined at the
/// width of `t`; `Ok(None)` when it overflows (the operation is kept, never
/// wrapped: `T.int64(-9223372036854775808) // T.int64(-1)` stays as written);
/// an error on division by zero, as TVM.
fn fold_int(op: BinOp, t: DataType, x: i128, y: i128) -> Result<Option<Expr>, String> {
    match int::fold_binop(op, x, y, t.element_of()) {
        Ok(v) => int_imm(t, v).map(Some),
        Err(int::IntError::DivByZero) => Err("division by zero".into()),
        Err(_) => Ok(None),
    }
}

/// Float folding is done in `float` for 32-bit types and `double` for 64-bit
/// ones; other widths are not folded.
fn fold_float(t: DataType, a: f64, b: f64, f: impl Fn(f64, f64) -> f64) -> Option<Expr> {
    match t.bits {
        32 => {
            let r = f(a as f32 as f64, b as f32 as f64) as f32 as f64;
            Some(Expr::float(t, r))
        }
        64 => Some(Expr::float(t, f(a, b))),
        _ => None,
    }
}

fn ints(a: &Expr, b: &Expr) -> (Option<i64>, Option<i64>) {
    (a.as_int(), b.as_int())
}

fn floats(a: &Expr, b: &Expr) -> (Option<f64>, Option<f64>) {
    (a.as_float(), b.as_float())
}

/// `TryConstFold` for the arithmetic operators; operands already have equal types.
fn try_fold(op: BinOp, a: &Expr, b: &Expr) -> Result<Option<Expr>, String> {
    let t = a.dtype();
    let (pa, pb) = ints(a, b);
    let (fa, fb) = floats(a, b);
    let div_zero = || Err("division by zero".to_string());
    if let (Some(x), Some(y)) = (int_value(a), int_value(b))
        && !(matches!(op, BinOp::Mod | BinOp::FloorMod)
            && !(is_index_type(a.dtype()) && is_index_type(b.dtype())))
    {
        if op == BinOp::Sub && is_uint(t) && x == 0 && y > 0 {
            return Err("unsigned subtraction 0 - positive would be negative".into());
        }
        return fold_int(op, t, x, y);
    }
    Ok(match op {
        BinOp::Add => {
            if pa == Some(0) {
                Some(b.clone())
            } else if pb == Some(0) {
                Some(a.clone())
            } else if let (Some(x), Some(y)) = (fa, fb) {
                fold_float(t, x, y, |x, y| x + y).or_else(|| zero_float_identity(fa, fb, a, b))
            } else {
                zero_float_identity(fa, fb, a, b)
            }
        }
        BinOp::Sub => {
            if pb == Some(0) {
                Some(a.clone())
            } else if let (Some(x), Some(y)) = (fa, fb) {
                fold_float(t, x, y, |x, y| x - y).or_else(|| (fb == Some(0.0)).then(|| a.clone()))
            } else if fb == Some(0.0) {
                Some(a.clone())
            } else {
                None
            }
        }
        BinOp::Mul => {
            if pa == Some(1) {
                Some(b.clone())
            } else if pa == Some(0) || pb == Some(1) {
                Some(a.clone())
            } else if pb == Some(0) {
                Some(b.clone())
            } else if let (Some(x), Some(y)) = (fa, fb) {
                fold_float(t, x, y, |x, y| x * y).or_else(|| mul_float_identity(fa, fb, a, b))
            } else {
                mul_float_identity(fa, fb, a, b)
            }
        }
        BinOp::Div => {
            if pa == Some(0) || pb == Some(1) {
                Some(a.clone())
            } else if pb == Some(0) {
                return div_zero();
            } else {
                if fb == Some(0.0) {
                    return div_zero();
                }
                let folded = match (fa, fb) {
                    (Some(x), Some(y)) => fold_float(t, x, y, |x, y| x / y),
                    _ => None,
                };
                folded.or_else(|| (fa == Some(0.0) || fb == Some(1.0)).then(|| a.clone()))
            }
        }
        BinOp::Mod | BinOp::FloorMod => {
            if !(is_index_type(a.dtype()) && is_index_type(b.dtype())) {
                return Ok(None);
            }
            if pa == Some(0) {
                Some(a.clone())
            } else if pb == Some(1) {
                Some(zero(t)?)
            } else if pb == Some(0) {
                return div_zero();
            } else {
                None
            }
        }
        BinOp::FloorDiv => {
            if pa == Some(0) || pb == Some(1) {
                Some(a.clone())
            } else if pb == Some(0) {
                return div_zero();
            } else if let (Some(x), Some(y)) = (fa, fb) {
                if y != 0.0 {
                    fold_float(t, x, y, |x, y| (x / y).floor())
                } else {
                    return div_zero();
                }
            } else {
                None
            }
        }
        BinOp::Min | BinOp::Max => {
            let pick_min = op == BinOp::Min;
            if let (Some(x), Some(y)) = (fa, fb) {
                Some(Expr::float(t, if pick_min { x.min(y) } else { x.max(y) }))
            } else if same_object(a, b) {
                Some(a.clone())
            } else {
                None
            }
        }
    })
}

fn zero_float_identity(fa: Option<f64>, fb: Option<f64>, a: &Expr, b: &Expr) -> Option<Expr> {
    if fa == Some(0.0) {
        Some(b.clone())
    } else if fb == Some(0.0) {
        Some(a.clone())
    } else {
        None
    }
}

fn mul_float_identity(fa: Option<f64>, fb: Option<f64>, a: &Expr, b: &Expr) -> Option<Expr> {
    if fa == Some(1.0) {
        Some(b.clone())
    } else if fa == Some(0.0) || fb == Some(1.0) {
        Some(a.clone())
    } else if fb == Some(0.0) {
        Some(b.clone())
    } else {
        None
    }
}

/// TVM's `same_as` on the operands of min/max: the same node, or the same variable.
fn same_object(a: &Expr, b: &Expr) -> bool {
    a.same_as(b) || matches!((a.kind(), b.kind()), (ExprKind::Var(x), ExprKind::Var(y)) if x == y)
}

/// An arithmetic operator as TVM's C++ builders apply it (type matching,
/// operand checks, constant folding).
pub(crate) fn binary(op: BinOp, a: &Expr, b: &Expr) -> Result<Expr, String> {
    if matches!(op, BinOp::FloorDiv | BinOp::FloorMod) {
        for x in [a, b] {
            if !is_int_or_uint(x.dtype()) {
                return Err(format!(
                    "{} requires integer operands, got {}",
                    op.name(),
                    x.dtype()
                ));
            }
        }
    }
    let (a, b) = match_types(a, b)?;
    if let Some(r) = try_fold(op, &a, &b)? {
        return Ok(r);
    }
    Ok(Expr::new(
        a.ty().clone(),
        ExprKind::Binary(op, a.clone(), b.clone()),
    ))
}

/// `T.truncdiv`: integer operands, then `div`.
pub(crate) fn truncdiv(a: &Expr, b: &Expr) -> Result<Expr, String> {
    for x in [a, b] {
        if !is_int_or_uint(x.dtype()) {
            return Err(format!(
                "truncdiv requires integer operands, got {}",
                x.dtype()
            ));
        }
    }
    binary(BinOp::Div, a, b)
}

/// `T.ceildiv(a, b)` = `floordiv(a + b - 1, b)`.
pub(crate) fn ceildiv(a: &Expr, b: &Expr) -> Result<Expr, String> {
    for x in [a, b] {
        if !is_int_or_uint(x.dtype()) {
            return Err(format!(
                "ceildiv requires integer operands, got {}",
                x.dtype()
            ));
        }
    }
    let (a, b) = match_types(a, b)?;
    let one = int_literal(1)?;
    let num = binary(BinOp::Sub, &binary(BinOp::Add, &a, &b)?, &one)?;
    binary(BinOp::FloorDiv, &num, &b)
}

/// A comparison through TVM's C++ operators (type matching and folding).
/// The TVMScript comparison operators do not fold; see [`compare_node`].
pub(crate) fn compare(op: CmpOp, a: &Expr, b: &Expr) -> Result<Expr, String> {
    let (a, b) = match_types(a, b)?;
    let (pa, pb) = (int_value(&a), int_value(&b));
    let (fa, fb) = floats(&a, &b);
    let res = if let (Some(x), Some(y)) = (pa, pb) {
        // Values, not bits: a uint64 above i64::MAX compares as positive.
        Some(int::apply_cmp(op, x, y) != 0)
    } else if let (Some(x), Some(y)) = (fa, fb) {
        Some(cmp_values(
            op,
            x,
            y,
            x.partial_cmp(&y).unwrap_or(std::cmp::Ordering::Less),
        ))
    } else {
        None
    };
    match res {
        Some(v) => Ok(Expr::bool(v)),
        None => compare_node(op, &a, &b),
    }
}

fn cmp_values(op: CmpOp, x: f64, y: f64, ord: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match op {
        CmpOp::Eq => x == y && ord == Equal,
        CmpOp::Ne => !(x == y && ord == Equal),
        CmpOp::Lt => ord == Less,
        CmpOp::Le => ord != Greater,
        CmpOp::Gt => ord == Greater,
        CmpOp::Ge => ord != Less,
    }
}

/// A comparison node built directly (what TVMScript's `<`, `==`, ... do):
/// the operand types must already be equal.
pub(crate) fn compare_node(op: CmpOp, a: &Expr, b: &Expr) -> Result<Expr, String> {
    if a.ty() != b.ty() {
        return Err(format!(
            "mismatched types in comparison: {} vs {}",
            a.ty(),
            b.ty()
        ));
    }
    Ok(Expr::cmp(op, a, b))
}

fn check_bool(e: &Expr, what: &str) -> Result<(), String> {
    if e.dtype().element_of().is_bool() {
        Ok(())
    } else {
        Err(format!(
            "{what} requires boolean operands, got {}",
            e.dtype()
        ))
    }
}

/// `tirx.And(a, b)`: a direct node on boolean operands of equal type.
pub(crate) fn and_node(a: &Expr, b: &Expr) -> Result<Expr, String> {
    check_bool(a, "and")?;
    check_bool(b, "and")?;
    if a.ty() != b.ty() {
        return Err(format!("mismatched types in and: {} vs {}", a.ty(), b.ty()));
    }
    Ok(Expr::and(a, b))
}

/// `tirx.Or(a, b)`: a direct node on boolean operands of equal type.
pub(crate) fn or_node(a: &Expr, b: &Expr) -> Result<Expr, String> {
    check_bool(a, "or")?;
    check_bool(b, "or")?;
    if a.ty() != b.ty() {
        return Err(format!("mismatched types in or: {} vs {}", a.ty(), b.ty()));
    }
    Ok(Expr::or(a, b))
}

/// `tirx.Not(a)`: a direct node.
pub(crate) fn not_node(a: &Expr) -> Result<Expr, String> {
    check_bool(a, "not")?;
    Ok(Expr::not(a))
}

/// C++ `logical_and` with folding.
pub(crate) fn logical_and(a: &Expr, b: &Expr) -> Result<Expr, String> {
    check_bool(a, "and")?;
    check_bool(b, "and")?;
    let (pa, pb) = ints(a, b);
    Ok(match (pa, pb) {
        (Some(x), _) if x != 0 => b.clone(),
        (Some(_), _) => a.clone(),
        (_, Some(y)) if y != 0 => a.clone(),
        (_, Some(_)) => b.clone(),
        _ => Expr::and(a, b),
    })
}

/// C++ `logical_not` with folding.
pub(crate) fn logical_not(a: &Expr) -> Result<Expr, String> {
    check_bool(a, "not")?;
    Ok(match a.as_int() {
        Some(v) => Expr::bool(v == 0),
        None => Expr::not(a),
    })
}

/// C++ `neg`: folds constants, else `0 - a`.
pub(crate) fn neg(a: &Expr) -> Result<Expr, String> {
    // `-MIN` does not fit: `0 - a` is kept (never wrapped).
    if let Some(v) = int_value(a).filter(|_| a.dtype().lanes == 1)
        && let Some(c) = int::make_const(a.dtype(), -v)
    {
        return Ok(c);
    }
    if let Some(f) = a.as_float() {
        return Ok(Expr::float(a.dtype(), -f));
    }
    binary(BinOp::Sub, &zero(a.dtype())?, a)
}

/// The bit operators (`<<`, `>>`, `&`, `|`, `^` and `T.shift_left`, ...), built as
/// calls of the builtins `shift_left`, `shift_right`, `bitwise_and`, `bitwise_or`,
/// `bitwise_xor`. Folds index-typed constants like TVM.
pub(crate) fn bit_op(name: &str, a: &Expr, b: &Expr) -> Result<Expr, String> {
    let shift = name.starts_with("shift");
    for x in [a, b] {
        let t = x.dtype();
        let ok = if shift {
            is_int_or_uint(t)
        } else {
            t.is_integer_like()
        };
        if !ok {
            return Err(format!("{name} requires integer operands, got {t}"));
        }
    }
    let (a, b) = match_types(a, b)?;
    let t = a.dtype();
    if is_index_type(a.dtype()) && is_index_type(b.dtype()) {
        let (pa, pb) = ints(&a, &b);
        if shift
            && let Some(y) = pb
            && !(0..t.bits as i64).contains(&y)
        {
            return Err(format!(
                "shift amount must be non-negative and less than {} for type {t}",
                t.bits
            ));
        }
        if let (Some(x), Some(y)) = (pa, pb) {
            let (x, y) = (x as i128, y as i128);
            // Exact at the width of `t`: `T.shift_left(T.int32(1), T.int32(31))`
            // overflows int32 and is kept as the call.
            let v = match name {
                "shift_left" => int::shift_left(x, y, t),
                "shift_right" => int::shift_right(x, y, t),
                "bitwise_and" => int::bitwise('&', x, y, t),
                "bitwise_or" => int::bitwise('|', x, y, t),
                _ => int::bitwise('^', x, y, t),
            };
            if let Ok(v) = v {
                return int_imm(t, v);
            }
            return Ok(Expr::call(t, super::op_named(name)?, vec![a, b]));
        }
        if shift && pb == Some(0) {
            return Ok(a);
        }
    }
    Ok(Expr::call(t, super::op_named(name)?, vec![a, b]))
}

/// `~a` / `T.bitwise_not(a)`.
pub(crate) fn bitwise_not(a: &Expr) -> Result<Expr, String> {
    if !a.dtype().is_integer_like() {
        return Err(format!(
            "bitwise_not requires an integer operand, got {}",
            a.dtype()
        ));
    }
    Ok(Expr::call(a.dtype(), builtin::BITWISE_NOT, vec![a.clone()]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::Var;

    #[test]
    fn folding_and_promotion() {
        let x = Var::new("x", DataType::i64()).to_expr();
        let r = binary(
            BinOp::Mul,
            &binary(BinOp::Add, &x, &Expr::i64(0)).unwrap(),
            &Expr::i64(1),
        )
        .unwrap();
        assert!(matches!(r.kind(), ExprKind::Var(_)));
        let i8v = Var::new("a", DataType::int(8)).to_expr();
        let s = binary(BinOp::Add, &i8v, &int_literal(1).unwrap()).unwrap();
        assert_eq!(s.dtype(), DataType::i32());
        assert!(matches!(s.children()[0].kind(), ExprKind::Cast(_)));
        let c = binary(BinOp::FloorDiv, &Expr::i32(-7), &Expr::i32(2)).unwrap();
        assert_eq!(c.as_int(), Some(-4));
        assert!(binary(BinOp::FloorDiv, &Expr::i32(1), &Expr::i32(0)).is_err());
    }

    #[test]
    fn consts() {
        assert!(make_const(DataType::int(8), Num::Int(300)).is_err());
        assert_eq!(
            make_const(DataType::i32(), Num::Float(2.7))
                .unwrap()
                .as_int(),
            Some(2)
        );
        let u = make_const(DataType::uint(64), Num::Int(u64::MAX as i128)).unwrap();
        assert_eq!(u.as_int(), Some(-1));
        assert_eq!(int_literal(3_000_000_000).unwrap().dtype(), DataType::i64());
    }
}
