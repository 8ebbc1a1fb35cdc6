//! Exact integer semantics at a data type's width, for the e-graph and its
//! checkers: the folding core [`tirsat_ir::int`] (re-exported here) and the
//! boundary values the width-aware checks evaluate at (see
//! `notes/integer-semantics.md`).
//!
//! ```
//! use tirsat_arith::int::{fold_binop, IntError};
//! use tirsat_ir::{BinOp, DataType};
//! assert_eq!(fold_binop(BinOp::Add, 2147483647, 1, DataType::i32()), Err(IntError::Overflow));
//! ```

pub use tirsat_ir::int::*;

use tirsat_ir::DataType;

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

/// The sample values every search starts from: the ends of `[lo, hi]` and
/// their inner neighbours, 0, ±1 and ±2 (callers drop those outside the range).
pub fn ends_and_small(lo: i128, hi: i128) -> [i128; 9] {
    [lo, lo + 1, hi - 1, hi, 0, 1, -1, 2, -2]
}

/// Boundary values of `ty` inside `[lo, hi]`: the ends, 0, ±1, the type's
/// limits and their neighbours, and every power of two (positive and
/// negative) with its neighbours.
pub fn boundary_values(ty: DataType, lo: i128, hi: i128) -> Vec<i128> {
    let (tlo, thi) = type_range(ty).unwrap_or((i64::MIN as i128, i64::MAX as i128));
    let (lo, hi) = (lo.max(tlo), hi.min(thi));
    let mut v = ends_and_small(lo, hi).to_vec();
    v.extend([tlo, tlo + 1, thi - 1, thi]);
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
    use tirsat_ir::{BinOp, Expr};

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
