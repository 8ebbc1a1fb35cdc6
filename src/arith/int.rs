//! Exact integer semantics at a data type's width: the one constant-folding
//! core of tirsat (see `notes/integer-semantics.md`).
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
//! use tirsat::arith::int::{fold_binop, shift_left, IntError};
//! use tirsat::ir::{BinOp, DataType};
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

use crate::ir::{BinOp, CmpOp, DataType, Expr, ExprKind, Type};

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

/// The scalar integer types the width-aware checks run at.
pub const WIDTH_TYPES: [DataType; 8] = [
    DataType::int(8),
    DataType::int(16),
    DataType::int(32),
    DataType::int(64),
    DataType::uint(8),
    DataType::uint(16),
    DataType::uint(32),
    DataType::uint(64),
];

/// Boundary values of `ty` inside `[lo, hi]`: the ends, 0, ±1, the type's
/// limits and their neighbours, and every power of two (positive and
/// negative) with its neighbours.
pub fn boundary_values(ty: DataType, lo: i128, hi: i128) -> Vec<i128> {
    let (tlo, thi) = type_range(ty).unwrap_or((i64::MIN as i128, i64::MAX as i128));
    let (lo, hi) = (lo.max(tlo), hi.min(thi));
    let mut v = vec![
        lo,
        lo + 1,
        hi - 1,
        hi,
        0,
        1,
        -1,
        2,
        -2,
        tlo,
        tlo + 1,
        thi - 1,
        thi,
    ];
    for k in 1..64 {
        let p = 1i128 << k;
        v.extend([p - 1, p, p + 1, -p - 1, -p, -p + 1]);
    }
    v.retain(|x| *x >= lo && *x <= hi);
    v.sort_unstable();
    v.dedup();
    v
}

/// A small set of boundary values of `ty` inside `[lo, hi]` for exhaustive
/// products: the ends and their neighbours, the type's limits and their
/// neighbours, half the limits, `±2^(bits/2)` and `-3..=3`.
pub fn core_values(ty: DataType, lo: i128, hi: i128) -> Vec<i128> {
    let (tlo, thi) = type_range(ty).unwrap_or((i64::MIN as i128, i64::MAX as i128));
    let (lo, hi) = (lo.max(tlo), hi.min(thi));
    let h = 1i128 << (ty.bits.clamp(2, 64) / 2);
    let mut v = vec![
        lo,
        lo + 1,
        hi - 1,
        hi,
        tlo,
        tlo + 1,
        tlo / 2,
        -h,
        -3,
        -2,
        -1,
        0,
        1,
        2,
        3,
        h,
        thi / 2,
        thi / 2 + 1,
        thi - 1,
        thi,
    ];
    v.retain(|x| *x >= lo && *x <= hi);
    v.sort_unstable();
    v.dedup();
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn division_semantics() {
        for (a, b) in [
            (7i128, 2i128),
            (-7, 2),
            (7, -2),
            (-7, -2),
            (6, 3),
            (-6, 3),
            (0, -5),
        ] {
            let q = floor_div(a, b).unwrap();
            let r = floor_mod(a, b).unwrap();
            assert_eq!(q * b + r, a);
            let tq = trunc_div(a, b).unwrap();
            let tr = trunc_mod(a, b).unwrap();
            assert_eq!(tq * b + tr, a);
        }
        assert_eq!(floor_div(1, 0), None);
        assert_eq!(trunc_mod(1, 0), None);
        assert_eq!(floor_div(i128::MIN, -1), None);
        assert_eq!(floor_mod(i128::MIN, -1), Some(0));
    }

    #[test]
    fn limits_of_every_width() {
        for ty in WIDTH_TYPES {
            let (lo, hi) = type_range(ty).unwrap();
            assert_eq!(fold_binop(BinOp::Add, hi, 1, ty), Err(IntError::Overflow));
            assert_eq!(fold_binop(BinOp::Sub, lo, 1, ty), Err(IntError::Overflow));
            assert_eq!(fold_binop(BinOp::Add, hi - 1, 1, ty), Ok(hi));
            assert_eq!(
                fold_binop(BinOp::FloorDiv, hi, 0, ty),
                Err(IntError::DivByZero)
            );
            if ty.is_int() {
                assert_eq!(fold_binop(BinOp::Div, lo, -1, ty), Err(IntError::Overflow));
                assert_eq!(fold_binop(BinOp::Mod, lo, -1, ty), Ok(0));
                assert_eq!(fold_binop(BinOp::Mul, lo, -1, ty), Err(IntError::Overflow));
                assert_eq!(bitwise_not(0, ty), Ok(-1));
            } else {
                assert_eq!(bitwise_not(0, ty), Ok(hi));
                assert_eq!(fold_binop(BinOp::Sub, 3, 5, ty), Err(IntError::Overflow));
            }
            let w = ty.bits as i128;
            assert_eq!(shift_left(1, w, ty), Err(IntError::ShiftAmount));
            assert_eq!(shift_right(1, -1, ty), Err(IntError::ShiftAmount));
            assert_eq!(shift_right(hi, w - 1, ty), Ok(hi >> (w - 1)));
            assert_eq!(bitwise('&', hi, lo, ty), Ok(hi & lo));
            assert!(make_const(ty, hi).is_some() && make_const(ty, hi + 1).is_none());
            assert_eq!(const_value(&make_const(ty, hi).unwrap()), Some(hi));
            let b = boundary_values(ty, lo, hi);
            assert!(b.contains(&lo) && b.contains(&hi) && b.contains(&(hi - 1)));
        }
        assert_eq!(shift_left(-1, 31, DataType::i32()), Ok(-(1 << 31)));
        assert_eq!(shift_right(-8, 1, DataType::i32()), Ok(-4));
        assert_eq!(bitwise('^', -1, 5, DataType::int(8)), Ok(-6));
    }

    #[test]
    fn constant_folding_declines_undefined_results() {
        let i64t = DataType::i64();
        let min = Expr::int(i64t, i64::MIN);
        let m1 = Expr::int(i64t, -1);
        assert!(fold_const_binop(BinOp::FloorDiv, &min, &m1).is_none());
        assert!(
            fold_const_binop(BinOp::FloorMod, &min, &m1).is_some_and(|e| e.as_int() == Some(0))
        );
        let big = Expr::i32(2147483647);
        assert!(fold_const_binop(BinOp::Mul, &big, &Expr::i32(2)).is_none());
        assert_eq!(
            fold_const_binop(BinOp::Sub, &big, &Expr::i32(1)).and_then(|e| e.as_int()),
            Some(2147483646)
        );
        let u = DataType::uint(64);
        let top = make_const(u, u64::MAX as i128).unwrap();
        assert_eq!(const_value(&top), Some(u64::MAX as i128));
    }
}
