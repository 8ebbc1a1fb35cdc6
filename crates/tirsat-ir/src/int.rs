//! Exact integer semantics at a data type's width: the one constant-folding
//! core of tirsat (see `notes/integer-semantics.md`). It lives in `ir` so that
//! every layer can fold with it: the reader (`script`), the e-graph (`arith`,
//! which re-exports it as `arith::int`), sizes (`memory`) and the passes
//! (`transform`).
//!
//! A value of an integer type is a mathematical integer in the type's range
//! (`intN`: `[-2^(N-1), 2^(N-1) - 1]`, `uintN`: `[0, 2^N - 1]`, `bool`: 0 or
//! 1). An operation is *defined* when its operands are defined, its divisor
//! is not zero, its shift amount lies in `[0, N)`, and its mathematical result
//! lies in the range of its type; its value is then that mathematical result.
//! Nothing wraps: `T.int32(2147483647) + 1` is undefined (TVM's assumption
//! that index arithmetic does not overflow), and every folder here declines
//! (returns an error, the caller keeps the expression) instead of producing a
//! wrapped constant.
//!
//! ```
//! use tirsat_ir::int::{fold_binop, shift_left, IntError};
//! use tirsat_ir::{BinOp, DataType};
//! let i32t = DataType::i32();
//! assert_eq!(fold_binop(BinOp::FloorDiv, -7, 2, i32t), Ok(-4));
//! assert_eq!(fold_binop(BinOp::Add, 2147483647, 1, i32t), Err(IntError::Overflow));
//! let i64min = i64::MIN as i128;
//! assert_eq!(fold_binop(BinOp::FloorDiv, i64min, -1, DataType::i64()), Err(IntError::Overflow));
//! assert_eq!(fold_binop(BinOp::FloorMod, i64min, -1, DataType::i64()), Ok(0));
//! assert_eq!(shift_left(1, 30, i32t), Ok(1 << 30));
//! assert_eq!(shift_left(1, 31, i32t), Err(IntError::Overflow));
//! assert_eq!(shift_left(1, 32, i32t), Err(IntError::ShiftAmount));
//! ```

use super::{BinOp, CmpOp, DataType, Expr, ExprKind, Type};

/// Why an integer expression has no value (at a point).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IntError {
    #[error("division by zero")]
    DivByZero,
    #[error("integer overflow")]
    Overflow,
    #[error("shift amount out of range")]
    ShiftAmount,
    #[error("variable `{0}` has no value")]
    Unbound(String),
    #[error("cannot evaluate {0}")]
    Unsupported(String),
}

/// The range of a scalar integer type (`bool` is `[0, 1]`); `None` for other
/// types.
pub fn type_range(ty: DataType) -> Option<(i128, i128)> {
    if ty.lanes != 1 {
        return None;
    }
    ty.int_range()
}

/// True when `v` is a value of the scalar integer type `ty`.
pub fn fits(v: i128, ty: DataType) -> bool {
    type_range(ty).is_some_and(|(lo, hi)| lo <= v && v <= hi)
}

/// `v` when it is a value of `ty`, else [`IntError::Overflow`]. Types that
/// are not scalar integers do not constrain `v`.
pub fn check(v: i128, ty: DataType) -> Result<i128, IntError> {
    match ty.int_range() {
        Some((lo, hi)) if v < lo || v > hi => Err(IntError::Overflow),
        _ => Ok(v),
    }
}

/// Floor division (`None` when `b == 0` or the result overflows `i128`).
pub fn floor_div(a: i128, b: i128) -> Option<i128> {
    if b == 0 {
        return None;
    }
    let q = a.checked_div(b)?;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        Some(q - 1)
    } else {
        Some(q)
    }
}

/// Floor remainder: `a - b * floor_div(a, b)`, sign of `b` (`None` when `b == 0`).
pub fn floor_mod(a: i128, b: i128) -> Option<i128> {
    if b == 0 {
        return None;
    }
    if b == -1 {
        return Some(0);
    }
    let r = a.checked_rem(b)?;
    if r != 0 && ((r < 0) != (b < 0)) {
        Some(r + b)
    } else {
        Some(r)
    }
}

/// Truncating division (`None` when `b == 0`).
pub fn trunc_div(a: i128, b: i128) -> Option<i128> {
    if b == 0 { None } else { a.checked_div(b) }
}

/// Truncating remainder, sign of `a` (`None` when `b == 0`).
pub fn trunc_mod(a: i128, b: i128) -> Option<i128> {
    match b {
        0 => None,
        -1 => Some(0),
        _ => a.checked_rem(b),
    }
}

/// The mathematical result of an arithmetic operator (no range check; only
/// division by zero and `i128` overflow are errors).
pub fn apply_binop(op: BinOp, a: i128, b: i128) -> Result<i128, IntError> {
    let div0 = || IntError::DivByZero;
    match op {
        BinOp::Add => a.checked_add(b).ok_or(IntError::Overflow),
        BinOp::Sub => a.checked_sub(b).ok_or(IntError::Overflow),
        BinOp::Mul => a.checked_mul(b).ok_or(IntError::Overflow),
        BinOp::FloorDiv => floor_div(a, b).ok_or_else(div0),
        BinOp::FloorMod => floor_mod(a, b).ok_or_else(div0),
        BinOp::Div => trunc_div(a, b).ok_or_else(div0),
        BinOp::Mod => trunc_mod(a, b).ok_or_else(div0),
        BinOp::Min => Ok(a.min(b)),
        BinOp::Max => Ok(a.max(b)),
    }
}

/// An arithmetic operator at the width of `ty`: the operands must be values
/// of `ty` and so must the result.
pub fn fold_binop(op: BinOp, a: i128, b: i128, ty: DataType) -> Result<i128, IntError> {
    check(a, ty)?;
    check(b, ty)?;
    check(apply_binop(op, a, b)?, ty)
}

/// A comparison (0 or 1).
pub fn apply_cmp(op: CmpOp, a: i128, b: i128) -> i128 {
    let r = match op {
        CmpOp::Eq => a == b,
        CmpOp::Ne => a != b,
        CmpOp::Lt => a < b,
        CmpOp::Le => a <= b,
        CmpOp::Gt => a > b,
        CmpOp::Ge => a >= b,
    };
    r as i128
}

fn width(ty: DataType) -> Result<u32, IntError> {
    match type_range(ty) {
        Some(_) => Ok(ty.bits as u32),
        None => Err(IntError::Unsupported(format!("shift of {ty}"))),
    }
}

/// `shift_left(a, b)` at type `ty`: `a * 2^b`, defined for `0 <= b < bits`
/// when the product is a value of `ty` (`1 << 31` is undefined in `int32`).
pub fn shift_left(a: i128, b: i128, ty: DataType) -> Result<i128, IntError> {
    let w = width(ty)?;
    check(a, ty)?;
    if !(0..w as i128).contains(&b) {
        return Err(IntError::ShiftAmount);
    }
    check(a.checked_mul(1i128 << b).ok_or(IntError::Overflow)?, ty)
}

/// `shift_right(a, b)` at type `ty`: `floor(a / 2^b)` (arithmetic shift for
/// signed types), defined for `0 <= b < bits`.
pub fn shift_right(a: i128, b: i128, ty: DataType) -> Result<i128, IntError> {
    let w = width(ty)?;
    check(a, ty)?;
    if !(0..w as i128).contains(&b) {
        return Err(IntError::ShiftAmount);
    }
    Ok(a >> b)
}

/// The two's-complement bits of `v` at the width of `ty`, as an unsigned value.
fn bits_of(v: i128, ty: DataType) -> Result<u128, IntError> {
    let w = width(ty)?;
    check(v, ty)?;
    Ok((v as u128) & ((1u128 << w) - 1))
}

/// The value of type `ty` with two's-complement bits `b`.
fn from_bits(b: u128, ty: DataType) -> i128 {
    let w = ty.bits as u32;
    if ty.is_int() && w > 0 && (b >> (w - 1)) & 1 == 1 {
        b as i128 - (1i128 << w)
    } else {
        b as i128
    }
}

/// A bitwise operator (`&`, `|`, `^`) on the two's-complement bits of two
/// values of `ty`: always a value of `ty`.
pub fn bitwise(op: char, a: i128, b: i128, ty: DataType) -> Result<i128, IntError> {
    let (x, y) = (bits_of(a, ty)?, bits_of(b, ty)?);
    let r = match op {
        '&' => x & y,
        '|' => x | y,
        '^' => x ^ y,
        _ => return Err(IntError::Unsupported(format!("bitwise `{op}`"))),
    };
    Ok(from_bits(r, ty))
}

/// `~a` at type `ty`.
pub fn bitwise_not(a: i128, ty: DataType) -> Result<i128, IntError> {
    let w = width(ty)?;
    Ok(from_bits(!bits_of(a, ty)? & ((1u128 << w) - 1), ty))
}

/// Converts `v` to type `ty`: to `bool` is `v != 0`; to another integer type
/// the value is kept and must fit (a narrowing conversion of a value that
/// does not fit is undefined, like any overflow).
pub fn cast_value(v: i128, ty: DataType) -> Result<i128, IntError> {
    if ty.is_bool() {
        Ok((v != 0) as i128)
    } else {
        check(v, ty)
    }
}

/// The value of a scalar integer constant (`uint64` constants above
/// `i64::MAX`, stored as their two's-complement bits, come back positive).
pub fn const_value(e: &Expr) -> Option<i128> {
    let ty = e.dtype();
    match e.kind() {
        ExprKind::Int(v) if matches!(e.ty(), Type::Prim(_)) && ty.is_integer_like() => {
            Some(if ty.is_uint() && ty.bits == 64 {
                *v as u64 as i128
            } else {
                *v as i128
            })
        }
        _ => None,
    }
}

/// The constant `v` of type `ty`, or `None` when `v` is not a value of `ty`
/// (never a wrapped constant).
pub fn make_const(ty: DataType, v: i128) -> Option<Expr> {
    if !fits(v, ty) {
        return None;
    }
    // uint64 values above i64::MAX are stored as their two's-complement bits.
    Some(Expr::int(ty, v as u64 as i64))
}

/// Folds `op` on two integer constants of the same scalar type: the constant
/// result, or `None` when either operand is not a constant or the result is
/// undefined (the caller keeps the operation).
pub fn fold_const_binop(op: BinOp, a: &Expr, b: &Expr) -> Option<Expr> {
    let ty = a.dtype();
    if b.dtype() != ty || ty.is_bool() {
        return None;
    }
    let r = fold_binop(op, const_value(a)?, const_value(b)?, ty).ok()?;
    make_const(ty, r)
}
