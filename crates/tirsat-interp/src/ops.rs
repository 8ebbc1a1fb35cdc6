//! Scalar arithmetic with TVM's semantics: integers wrap to their width,
//! `Div`/`Mod` truncate, `FloorDiv`/`FloorMod` floor, unsigned types compare and
//! divide as unsigned, floats round to their type after every operation.
//!
//! Where `notes/integer-semantics.md` calls an operation undefined but a value
//! can still be computed (a signed result that does not fit its type, a cast
//! of a value the signed target cannot hold), the functions here return the
//! wrapped value and [`binary_overflow`], [`cast_overflow`] and
//! [`shift_overflow`] say that it happened (the interpreter records it,
//! [`super::undefined`]). Unsigned arithmetic wraps by definition.
//!
//! ```
//! use tirsat_interp::ops::binary;
//! use tirsat_interp::value::Scalar;
//! use tirsat_ir::{BinOp, DataType};
//! let r = binary(BinOp::FloorDiv, DataType::i32(), &Scalar::Int(-7), &Scalar::Int(2)).unwrap();
//! assert_eq!(r, Scalar::Int(-4));
//! let r = binary(BinOp::Add, DataType::int(8), &Scalar::Int(127), &Scalar::Int(1)).unwrap();
//! assert_eq!(r, Scalar::Int(-128));
//! use tirsat_interp::ops::binary_overflow;
//! assert!(binary_overflow(BinOp::Add, DataType::int(8), &Scalar::Int(127), &Scalar::Int(1)).is_some());
//! assert!(binary_overflow(BinOp::Add, DataType::uint(8), &Scalar::Int(255), &Scalar::Int(1)).is_none());
//! ```

use super::error::{ErrorKind, InterpError, err};
use super::value::{Scalar, round_float};
use tirsat_ir::{BinOp, CmpOp, DataType, TypeCode, expr::wrap_int};
use tirsat_ir::{Op, builtin};

type R<T> = Result<T, InterpError>;

fn unsigned(dt: DataType) -> bool {
    dt.code == TypeCode::UInt
}

fn is_u64(dt: DataType) -> bool {
    dt.code == TypeCode::UInt && dt.bits == 64
}

fn ilt(dt: DataType, x: i64, y: i64) -> bool {
    if unsigned(dt) {
        (x as u64) < (y as u64)
    } else {
        x < y
    }
}

fn floor_div(x: i64, y: i64) -> i64 {
    let q = x.wrapping_div(y);
    if x.wrapping_rem(y) != 0 && ((x < 0) != (y < 0)) {
        q.wrapping_sub(1)
    } else {
        q
    }
}

fn floor_mod(x: i64, y: i64) -> i64 {
    let r = x.wrapping_rem(y);
    if r != 0 && ((r < 0) != (y < 0)) {
        r.wrapping_add(y)
    } else {
        r
    }
}

/// Integer arithmetic in type `dt` on wrapped operands.
pub fn int_binary(op: BinOp, dt: DataType, x: i64, y: i64) -> R<i64> {
    let r = match op {
        BinOp::Add => x.wrapping_add(y),
        BinOp::Sub => x.wrapping_sub(y),
        BinOp::Mul => x.wrapping_mul(y),
        BinOp::Div | BinOp::Mod | BinOp::FloorDiv | BinOp::FloorMod => {
            if y == 0 {
                return err(
                    ErrorKind::DivisionByZero,
                    format!("{}({x}, 0) in {dt}", op.name()),
                );
            }
            if unsigned(dt) {
                let (ux, uy) = (x as u64, y as u64);
                if matches!(op, BinOp::Div | BinOp::FloorDiv) {
                    (ux / uy) as i64
                } else {
                    (ux % uy) as i64
                }
            } else {
                match op {
                    BinOp::Div => x.wrapping_div(y),
                    BinOp::Mod => x.wrapping_rem(y),
                    BinOp::FloorDiv => floor_div(x, y),
                    _ => floor_mod(x, y),
                }
            }
        }
        BinOp::Min => {
            if ilt(dt, y, x) {
                y
            } else {
                x
            }
        }
        BinOp::Max => {
            if ilt(dt, x, y) {
                y
            } else {
                x
            }
        }
    };
    Ok(wrap_int(dt, r))
}

fn signed(dt: DataType) -> bool {
    dt.code == TypeCode::Int
}

/// The values of integer type `dt` (bool and unsigned included).
fn int_range(dt: DataType) -> (i128, i128) {
    let bits = (dt.bits as u32).clamp(1, 64);
    if signed(dt) {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    }
}

fn fits(dt: DataType, v: i128) -> bool {
    let (lo, hi) = int_range(dt);
    lo <= v && v <= hi
}

/// The mathematical value of a (wrapped) integer of type `dt`.
fn exact(dt: DataType, v: i64) -> i128 {
    if is_u64(dt) {
        v as u64 as i128
    } else {
        v as i128
    }
}

/// When `a op b` in signed integer type `dt` is undefined because its exact
/// result is not a value of `dt`: that result (`+`, `-`, `*`, and `MIN / -1`
/// for the divisions). `None` for defined operations, unsigned and float
/// types, and division by zero (an error of [`binary`], not a value).
pub fn binary_overflow(op: BinOp, dt: DataType, a: &Scalar, b: &Scalar) -> Option<i128> {
    let (Scalar::Int(x), Scalar::Int(y)) = (a, b) else {
        return None;
    };
    if !signed(dt) {
        return None;
    }
    let (x, y) = (*x as i128, *y as i128);
    let r = match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div if y != 0 => x / y,
        BinOp::FloorDiv if y != 0 => x.div_euclid(y) - i128::from(y < 0 && x.rem_euclid(y) != 0),
        _ => return None,
    };
    (!fits(dt, r)).then_some(r)
}

/// When `shift_left(x, y)` in signed type `dt` is undefined because `x *
/// 2^y` is not a value of `dt` (for `y` in `[0, bits)`): that product.
pub fn shift_overflow(left: bool, dt: DataType, x: i64, y: i64) -> Option<i128> {
    if !left || !signed(dt) || y < 0 || y >= dt.bits as i64 || y >= 64 {
        return None;
    }
    let r = (x as i128) << y;
    (!fits(dt, r)).then_some(r)
}

/// When converting `s` from `from` to `to` is undefined: an integer the
/// signed type `to` cannot hold (conversion to an unsigned type wraps by
/// definition), or a float (NaN, infinite or after truncation out of range)
/// no value of the integer type `to` equals. Says what the value was.
pub fn cast_overflow(from: DataType, to: DataType, s: &Scalar) -> Option<String> {
    if !to.is_integer_like() || to.is_bool() {
        return None;
    }
    match s {
        Scalar::Int(v) if from.is_integer_like() && signed(to) => {
            let x = exact(from, *v);
            (!fits(to, x)).then(|| x.to_string())
        }
        Scalar::Float(f) if from.is_float() => {
            let t = f.trunc();
            let (lo, hi) = int_range(to);
            // lo and hi + 1 are powers of two (or 0), exact in f64.
            let ok = t.is_finite() && t >= lo as f64 && t < (hi + 1) as f64;
            (!ok).then(|| format!("{f:?}"))
        }
        _ => None,
    }
}

/// When integer `abs(x)` in signed type `dt` is undefined (`abs(MIN)`).
pub fn abs_overflow(dt: DataType, x: i64) -> bool {
    signed(dt) && !fits(dt, (x as i128).abs())
}

/// Float arithmetic (before rounding to the result type).
pub fn float_binary(op: BinOp, x: f64, y: f64) -> f64 {
    match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div => x / y,
        BinOp::Mod => x % y,
        BinOp::FloorDiv => (x / y).floor(),
        BinOp::FloorMod => x - (x / y).floor() * y,
        BinOp::Min => x.min(y),
        BinOp::Max => x.max(y),
    }
}

/// `a op b` in element type `dt`.
pub fn binary(op: BinOp, dt: DataType, a: &Scalar, b: &Scalar) -> R<Scalar> {
    match (a, b) {
        (Scalar::Poison(_), _) => Ok(a.clone()),
        (_, Scalar::Poison(_)) => Ok(b.clone()),
        (Scalar::Int(x), Scalar::Int(y)) if dt.is_integer_like() => {
            int_binary(op, dt, *x, *y).map(Scalar::Int)
        }
        (Scalar::Float(x), Scalar::Float(y)) if dt.is_float() => {
            Ok(Scalar::Float(round_float(dt, float_binary(op, *x, *y))))
        }
        _ => err(
            ErrorKind::Invalid,
            format!("{} of {a} and {b} as {dt}", op.name()),
        ),
    }
}

/// `a op b` on operands of element type `dt`.
pub fn compare(op: CmpOp, dt: DataType, a: &Scalar, b: &Scalar) -> R<bool> {
    use std::cmp::Ordering;
    let ord: Option<Ordering> = match (a, b) {
        (Scalar::Int(x), Scalar::Int(y)) => Some(if unsigned(dt) {
            (*x as u64).cmp(&(*y as u64))
        } else {
            x.cmp(y)
        }),
        (Scalar::Float(x), Scalar::Float(y)) => x.partial_cmp(y),
        (Scalar::Ptr(_) | Scalar::Null, Scalar::Ptr(_) | Scalar::Null) => {
            let eq = a == b;
            return match op {
                CmpOp::Eq => Ok(eq),
                CmpOp::Ne => Ok(!eq),
                _ => err(
                    ErrorKind::Invalid,
                    format!("ordered comparison of pointers {a} and {b}"),
                ),
            };
        }
        _ => {
            return err(
                ErrorKind::Invalid,
                format!("comparison {} of {a} and {b}", op.symbol()),
            );
        }
    };
    // NaN compares unequal to everything.
    let Some(o) = ord else {
        return Ok(op == CmpOp::Ne);
    };
    Ok(match op {
        CmpOp::Eq => o == Ordering::Equal,
        CmpOp::Ne => o != Ordering::Equal,
        CmpOp::Lt => o == Ordering::Less,
        CmpOp::Le => o != Ordering::Greater,
        CmpOp::Gt => o == Ordering::Greater,
        CmpOp::Ge => o != Ordering::Less,
    })
}

/// Truth of a condition value.
pub fn truth(s: &Scalar) -> R<bool> {
    match s {
        Scalar::Int(v) => Ok(*v != 0),
        Scalar::Float(x) => Ok(*x != 0.0),
        Scalar::Ptr(_) => Ok(true),
        Scalar::Null => Ok(false),
        Scalar::Str(_) => err(ErrorKind::Invalid, "a string used as a condition"),
        Scalar::Poison(_) => err(ErrorKind::Poison, "poison used as a condition"),
    }
}

/// Conversion of one lane from element type `from` to element type `to`.
pub fn cast(from: DataType, to: DataType, s: &Scalar) -> R<Scalar> {
    if let Scalar::Poison(_) = s {
        return Ok(s.clone());
    }
    if to.is_handle() {
        return match s {
            Scalar::Ptr(_) | Scalar::Null | Scalar::Str(_) => Ok(s.clone()),
            Scalar::Int(0) => Ok(Scalar::Null),
            _ => err(
                ErrorKind::Invalid,
                format!("cannot convert {s} to a handle"),
            ),
        };
    }
    if to.is_bool() {
        return Ok(Scalar::Int(truth(s)? as i64));
    }
    match s {
        Scalar::Int(v) => {
            if to.is_integer_like() {
                Ok(Scalar::Int(wrap_int(to, *v)))
            } else if to.is_float() {
                let x = if is_u64(from) {
                    *v as u64 as f64
                } else {
                    *v as f64
                };
                Ok(Scalar::Float(round_float(to, x)))
            } else {
                err(ErrorKind::Invalid, format!("cannot convert {s} to {to}"))
            }
        }
        Scalar::Float(x) => {
            if to.is_integer_like() {
                let v = if unsigned(to) {
                    (*x as u64) as i64
                } else {
                    *x as i64
                };
                Ok(Scalar::Int(wrap_int(to, v)))
            } else if to.is_float() {
                Ok(Scalar::Float(round_float(to, *x)))
            } else {
                err(ErrorKind::Invalid, format!("cannot convert {s} to {to}"))
            }
        }
        Scalar::Null if to.is_integer_like() => Ok(Scalar::Int(0)),
        _ => err(ErrorKind::Invalid, format!("cannot convert {s} to {to}")),
    }
}

/// `shift_left` / `shift_right` in integer type `dt`. A shift by a negative
/// amount or by the width or more is an error (undefined in C).
pub fn shift(left: bool, dt: DataType, x: i64, y: i64) -> R<i64> {
    if y < 0 || y >= dt.bits as i64 {
        return err(
            ErrorKind::ShiftOutOfRange,
            format!("shift of a {dt} by {y} bits"),
        );
    }
    let r = if left {
        ((x as u64) << y) as i64
    } else if unsigned(dt) {
        ((x as u64) >> y) as i64
    } else {
        x >> y
    };
    Ok(wrap_int(dt, r))
}

/// One-argument float math builtins (`exp`, `sqrt`, ...), computed in f64.
pub fn math1(op: Op, x: f64) -> Option<f64> {
    Some(match op {
        builtin::EXP => x.exp(),
        builtin::EXP2 => x.exp2(),
        builtin::EXP10 => 10f64.powf(x),
        builtin::LOG => x.ln(),
        builtin::LOG2 => x.log2(),
        builtin::LOG10 => x.log10(),
        builtin::LOG1P => x.ln_1p(),
        builtin::SQRT => x.sqrt(),
        builtin::RSQRT => 1.0 / x.sqrt(),
        builtin::SIN => x.sin(),
        builtin::COS => x.cos(),
        builtin::TAN => x.tan(),
        builtin::ASIN => x.asin(),
        builtin::ACOS => x.acos(),
        builtin::ATAN => x.atan(),
        builtin::SINH => x.sinh(),
        builtin::COSH => x.cosh(),
        builtin::TANH => x.tanh(),
        builtin::ASINH => x.asinh(),
        builtin::ACOSH => x.acosh(),
        builtin::ATANH => x.atanh(),
        builtin::SIGMOID => 1.0 / (1.0 + (-x).exp()),
        builtin::ERF => erf(x),
        builtin::FABS => x.abs(),
        builtin::FLOOR => x.floor(),
        builtin::CEIL => x.ceil(),
        builtin::ROUND => x.round(),
        builtin::NEARBYINT => x.round_ties_even(),
        builtin::TRUNC => x.trunc(),
        _ => return None,
    })
}

/// The error function in f64 (Rust's std has none): the Maclaurin series
/// below |x| = 2.5 (terms stay below e^6.25, so at most ~3 digits of the
/// 53 bits cancel), the continued fraction of erfc above it (Lentz's
/// method), and ±1 from |x| = 6 on, where erfc(x) < 2^-55.
pub fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    let a = x.abs();
    let r = if a < 2.5 {
        // erf(a) = 2/sqrt(pi) * sum (-1)^n a^(2n+1) / (n! (2n+1))
        let a2 = a * a;
        let mut term = a; // (-1)^n a^(2n+1) / n!
        let mut sum = a;
        let mut n = 0.0;
        loop {
            n += 1.0;
            term *= -a2 / n;
            let t = term / (2.0 * n + 1.0);
            sum += t;
            if t.abs() <= 1e-17 * sum.abs() {
                break;
            }
        }
        sum * std::f64::consts::FRAC_2_SQRT_PI
    } else if a < 6.0 {
        // erfc(a) = exp(-a^2)/sqrt(pi) / (a + (1/2)/(a + 1/(a + (3/2)/(a + ...))))
        let tiny = 1e-300;
        let mut f = a;
        let mut c = a;
        let mut d = 0.0;
        for k in 1..200 {
            let num = k as f64 / 2.0;
            d = a + num * d;
            d = if d == 0.0 { tiny } else { d };
            c = a + num / c;
            c = if c == 0.0 { tiny } else { c };
            d = 1.0 / d;
            let delta = c * d;
            f *= delta;
            if (delta - 1.0).abs() < 1e-16 {
                break;
            }
        }
        1.0 - (-a * a).exp() / (f * std::f64::consts::PI.sqrt())
    } else {
        1.0
    };
    r.copysign(x)
}

/// Two-argument float math builtins (`pow`, `fmod`, ...).
pub fn math2(op: Op, x: f64, y: f64) -> Option<f64> {
    Some(match op {
        builtin::POW => x.powf(y),
        builtin::FMOD => x % y,
        builtin::ATAN2 => x.atan2(y),
        builtin::HYPOT => x.hypot(y),
        builtin::COPYSIGN => x.copysign(y),
        builtin::LDEXP => x * 2f64.powf(y),
        _ => return None,
    })
}

#[cfg(test)]
mod erf_tests {
    use super::erf;

    #[test]
    fn erf_values() {
        // Reference values (Abramowitz & Stegun, 7.1; erf(3) = 1 - erfc(3)).
        let cases = [
            (0.0, 0.0),
            (0.5, 0.520_499_877_813_046_5),
            (1.0, 0.842_700_792_949_714_9),
            (2.0, 0.995_322_265_018_952_7),
            (3.0, 0.999_977_909_503_001_4),
            (-1.0, -0.842_700_792_949_714_9),
            (7.0, 1.0),
        ];
        for (x, want) in cases {
            assert!((erf(x) - want).abs() < 1e-14, "erf({x}) = {}", erf(x));
        }
        assert!(erf(f64::NAN).is_nan());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn division_flavours() {
        let i = DataType::i32();
        assert_eq!(int_binary(BinOp::Div, i, -7, 2).unwrap(), -3);
        assert_eq!(int_binary(BinOp::Mod, i, -7, 2).unwrap(), -1);
        assert_eq!(int_binary(BinOp::FloorDiv, i, -7, 2).unwrap(), -4);
        assert_eq!(int_binary(BinOp::FloorMod, i, -7, 2).unwrap(), 1);
        assert_eq!(int_binary(BinOp::FloorMod, i, 7, -2).unwrap(), -1);
        let e = int_binary(BinOp::FloorDiv, i, 1, 0).unwrap_err();
        assert_eq!(e.kind, ErrorKind::DivisionByZero);
    }

    #[test]
    fn unsigned_semantics() {
        let u = DataType::uint(64);
        assert_eq!(int_binary(BinOp::Max, u, -1, 5).unwrap(), -1);
        assert_eq!(
            int_binary(BinOp::Div, u, -2, 2).unwrap(),
            (u64::MAX / 2) as i64
        );
        assert!(compare(CmpOp::Gt, u, &Scalar::Int(-1), &Scalar::Int(3)).unwrap());
        assert_eq!(shift(false, DataType::uint(8), 0x80, 7).unwrap(), 1);
        assert_eq!(shift(false, DataType::int(8), -128, 7).unwrap(), -1);
        assert!(shift(true, DataType::int(8), 1, 8).is_err());
    }

    #[test]
    fn signed_overflow_is_reported_unsigned_wrap_is_not() {
        let (i, u) = (DataType::i32(), DataType::uint(32));
        let int = Scalar::Int;
        let max = int(i32::MAX as i64);
        assert_eq!(
            binary_overflow(BinOp::Add, i, &max, &int(1)),
            Some(1i128 << 31)
        );
        assert_eq!(
            binary(BinOp::Add, i, &max, &int(1)).unwrap(),
            int(i32::MIN as i64)
        );
        assert_eq!(binary_overflow(BinOp::Add, i, &max, &int(0)), None);
        assert_eq!(
            binary_overflow(BinOp::Add, u, &int(u32::MAX as i64), &int(1)),
            None
        );
        let min = int(i32::MIN as i64);
        assert!(binary_overflow(BinOp::Div, i, &min, &int(-1)).is_some());
        assert!(binary_overflow(BinOp::FloorDiv, i, &min, &int(-1)).is_some());
        assert_eq!(binary_overflow(BinOp::FloorMod, i, &min, &int(-1)), None);
        assert_eq!(binary_overflow(BinOp::Div, i, &min, &int(0)), None);
        let l = DataType::i64();
        let lmin = int(i64::MIN);
        assert!(binary_overflow(BinOp::Sub, l, &lmin, &int(1)).is_some());
        assert!(binary_overflow(BinOp::Mul, l, &lmin, &int(-1)).is_some());
        assert_eq!(binary_overflow(BinOp::Mul, l, &lmin, &int(1)), None);
        assert_eq!(shift_overflow(true, i, 1, 31), Some(1i128 << 31));
        assert_eq!(shift_overflow(true, i, 1, 30), None);
        assert_eq!(shift_overflow(true, u, 1, 31), None);
        assert_eq!(shift_overflow(false, i, -1, 31), None);
        assert!(cast_overflow(l, i, &int(1 << 31)).is_some());
        assert!(cast_overflow(l, i, &int(-(1 << 31))).is_none());
        assert!(cast_overflow(i, u, &int(-1)).is_none());
        assert!(cast_overflow(DataType::uint(64), l, &int(-1)).is_some());
        let f = DataType::f32();
        assert!(cast_overflow(f, DataType::int(8), &Scalar::Float(127.9)).is_none());
        assert!(cast_overflow(f, DataType::int(8), &Scalar::Float(128.0)).is_some());
        assert!(cast_overflow(f, DataType::uint(8), &Scalar::Float(-1.0)).is_some());
        assert!(cast_overflow(f, i, &Scalar::Float(f64::NAN)).is_some());
        assert!(abs_overflow(i, i32::MIN as i64));
        assert!(!abs_overflow(i, i32::MIN as i64 + 1));
        let e = shift(true, DataType::int(8), 1, 8).unwrap_err();
        assert!(e.kind.is_undefined_behaviour());
    }

    #[test]
    fn casts() {
        let f = DataType::f32();
        assert_eq!(
            cast(f, DataType::int(8), &Scalar::Float(300.7)).unwrap(),
            Scalar::Int(44)
        );
        assert_eq!(
            cast(DataType::i32(), DataType::bool(), &Scalar::Int(5)).unwrap(),
            Scalar::Int(1)
        );
        assert_eq!(
            cast(DataType::uint(64), DataType::float(64), &Scalar::Int(-1)).unwrap(),
            Scalar::Float(u64::MAX as f64)
        );
        assert!(
            compare(
                CmpOp::Ne,
                f,
                &Scalar::Float(f64::NAN),
                &Scalar::Float(f64::NAN)
            )
            .unwrap()
        );
    }
}
