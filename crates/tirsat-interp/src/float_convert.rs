//! Conversion between float formats as TVM 0.27's compute legalizations do
//! it (`DTypeConversion`), for the promoted semantics of [`super::promote`].
//!
//! This is the interpreter's own statement of that conversion, on the fields
//! of a code (sign, exponent, mantissa), written from the formats' layouts and
//! TVM's specification of the conversion, not from the pass's bit formulas
//! (`transform::dtype_conversion`), so that a bug in those formulas shows up
//! in the differential tests. `tests/dtype_conversion.rs` checks it against
//! the pass's formulas on every 8- and 16-bit code and a sweep of `float32`
//! codes, and against [`exact_conversion`] (round to nearest, ties to even,
//! from the formats' definitions) wherever TVM's conversion is exact.
//!
//! [`tvm_conversion`]:
//!
//! 1. *Rounding* (to fewer mantissa bits): the mantissa is rounded to the
//!    target's width, half to even (to an even code). A carry out of the mantissa increments the
//!    exponent field, a carry out of that flips the sign (TVM rounds the code
//!    as one unsigned integer, without looking at what it encodes).
//! 2. *Same exponent width*: the exponent field is re-biased by the difference
//!    of the biases; a carry or borrow again reaches the sign. For IEEE-style
//!    formats of equal bias (`float32` and `bfloat16`, `float16` and
//!    `float8_e5m2`) this is exact rounding, subnormals and infinities
//!    included.
//! 3. *Different exponent widths*: every code is read as a normal number
//!    (zero, subnormal, infinity and NaN codes too: the exponent field is
//!    re-biased as it is; `e8m0fnu`'s top exponent bit, where other formats
//!    keep the sign, is lost). Narrowing to a smaller bias, a re-biased exponent
//!    below 0 gives `+0`; an exponent above the target's field spills into
//!    the sign bit and beyond.
//!
//! So TVM is exact on values both formats represent as normal numbers, and
//! otherwise computes what these rules say: a zero `float8_e4m3fn` reads as
//! 2^-7, a `float16` result in `float8_e4m3fn`'s subnormal range flushes to
//! zero, an overflow wraps.
//!
//! ```
//! use tirsat_interp::float_convert::{exact_conversion, tvm_conversion};
//! use tirsat_ir::DataType;
//! let f32 = DataType::f32();
//! let e4m3: DataType = "float8_e4m3fn".parse().unwrap();
//! // 1.0 is exact: 0x38 <-> 0x3f800000.
//! assert_eq!(tvm_conversion(0x38, e4m3, f32), Some(0x3f80_0000));
//! assert_eq!(tvm_conversion(0x3f80_0000, f32, e4m3), Some(0x38));
//! // TVM reads the zero code as 2^-7 (exactly: +0.0).
//! assert_eq!(tvm_conversion(0x00, e4m3, f32), Some(0x3c00_0000));
//! assert_eq!(exact_conversion(0x00, e4m3, f32), Some(0));
//! ```

use super::ErrorKind;
use super::error::{InterpError, err};
use super::value::{Scalar, Value, float_from_bits, float_to_bits};
use tirsat_ir::DataType;

/// The builtin [`promote`](super::promote) calls for a conversion; its value is
/// [`tvm_conversion`] of its one argument to the call's type.
pub const TVM_CONVERSION_OP: tirsat_ir::Op = tirsat_ir::builtin::TIRSAT_TVM_DTYPE_CONVERSION;

/// Exponent bits, mantissa bits and bias of a format as TVM's conversion sees
/// it (TVM's `FloatConfig`: bias 7 for every `e4m3` variant, 15 for both `e5m2`
/// ones), and the bits of its storage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Layout {
    exponent: u32,
    mantissa: u32,
    bias: i64,
    bits: u32,
}

impl Layout {
    fn of(t: DataType) -> Option<Layout> {
        let (exponent, mantissa, bias) = t.float_layout()?;
        Some(Layout {
            exponent,
            mantissa,
            bias: bias as i64,
            bits: t.bits as u32,
        })
    }
}

/// The low `bits` bits of `x`.
fn low(x: u128, bits: u32) -> u128 {
    x & ((1u128 << bits) - 1)
}

/// The exponent field as TVM reads it when the exponent widths differ: the
/// bits below the top storage bit, the sign's place. That is all of it except
/// for `e8m0fnu` (no sign bit), whose top exponent bit is lost.
fn exponent_below_top_bit(exponent: u128, s: Layout) -> u128 {
    low(exponent, s.exponent.min(s.bits - 1 - s.mantissa))
}

/// The code TVM's `DTypeConversion` gives for source code `bits` (scalar
/// types; `None` for a type that is not a float format).
pub fn tvm_conversion(bits: u64, src: DataType, tgt: DataType) -> Option<u64> {
    let (s, t) = (Layout::of(src.element_of())?, Layout::of(tgt.element_of())?);
    let code = bits as u128;
    let mut sign = low(code >> (s.exponent + s.mantissa), 1);
    let mut exponent = low(code >> s.mantissa, s.exponent);
    let mut mantissa = low(code, s.mantissa);
    // 1. Rounding: half to even at the target's last mantissa bit.
    if t.mantissa < s.mantissa {
        let d = s.mantissa - t.mantissa;
        let (kept, rest, half) = (mantissa >> d, low(mantissa, d), 1u128 << (d - 1));
        // Ties go to the even code: its last bit is the mantissa's, or the
        // exponent's for a format without mantissa bits (`e8m0fnu`).
        let last = if t.mantissa > 0 { kept } else { exponent };
        let up = rest > half || (rest == half && last & 1 == 1);
        mantissa = kept + up as u128;
        if mantissa >> t.mantissa != 0 {
            mantissa = 0;
            exponent += 1;
            if exponent >> s.exponent != 0 {
                exponent = 0;
                sign ^= 1;
            }
        }
    } else {
        mantissa <<= t.mantissa - s.mantissa;
    }
    let bias_delta = t.bias - s.bias;
    let out = if t.exponent == s.exponent {
        // 2. Re-bias sign and exponent together (carries reach the sign).
        let top = ((sign << s.exponent) | exponent) as i128 + bias_delta as i128;
        let top = low(
            top.rem_euclid(1i128 << (1 + t.exponent)) as u128,
            1 + t.exponent,
        );
        (top << t.mantissa) | mantissa
    } else if bias_delta < 0 && (exponent_below_top_bit(exponent, s) as i64) < -bias_delta {
        // 3. Below the target's exponent range: +0.
        0
    } else {
        let exponent = exponent_below_top_bit(exponent, s);
        // 3. The re-biased exponent (in the source's width), placed in the
        // target's field; what does not fit spills into the sign bit.
        let e = ((exponent as i128 + bias_delta as i128).rem_euclid(1i128 << s.bits)) as u128;
        low(e << t.mantissa, t.bits) | mantissa | (sign << (t.exponent + t.mantissa))
    };
    Some(low(out, t.bits) as u64)
}

/// The code nearest (ties to even) to the value of source code `bits`, from
/// the formats' definitions (`half`'s `f16`/`bf16`, IEEE `f32`, the OCP and
/// `fnuz` float8 formats of [`super::float8`]): the conversion TVM's agrees
/// with on normal values.
pub fn exact_conversion(bits: u64, src: DataType, tgt: DataType) -> Option<u64> {
    Layout::of(src.element_of())?;
    Layout::of(tgt.element_of())?;
    let value = float_from_bits(src.element_of(), bits);
    Some(float_to_bits(tgt.element_of(), value))
}

/// [`tvm_conversion`] of every lane of `v` (of type `src`) to `tgt`.
pub(crate) fn convert_value(src: DataType, tgt: DataType, v: &Value) -> Result<Value, InterpError> {
    let (sl, tl) = (src.element_of(), tgt.element_of());
    let lane = |x: &Scalar| -> Result<Scalar, InterpError> {
        let Scalar::Float(f) = x else {
            return err(
                ErrorKind::Invalid,
                format!("float conversion of {x} from {src} to {tgt}"),
            );
        };
        match tvm_conversion(float_to_bits(sl, *f), sl, tl) {
            Some(bits) => Ok(Scalar::Float(float_from_bits(tl, bits))),
            None => err(
                ErrorKind::Unsupported,
                format!("float conversion from {src} to {tgt}"),
            ),
        }
    };
    match v {
        Value::Scalar(x) => Ok(Value::Scalar(lane(x)?)),
        Value::Vector(xs) => Ok(Value::Vector(
            xs.iter().map(lane).collect::<Result<_, _>>()?,
        )),
        Value::Void => err(ErrorKind::Invalid, "float conversion of a void value"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::Float8Kind;

    #[test]
    fn exact_on_normal_values() {
        let (f32t, bf) = (DataType::f32(), DataType::bf16());
        // 1.5f32 -> bf16 0x3fc0, and the tie 0x3f808000 rounds to even 0x3f80.
        assert_eq!(tvm_conversion(0x3fc0_0000, f32t, bf), Some(0x3fc0));
        assert_eq!(tvm_conversion(0x3f80_8000, f32t, bf), Some(0x3f80));
        assert_eq!(tvm_conversion(0x3f81_8000, f32t, bf), Some(0x3f82));
        let e5m2 = DataType::float8(Float8Kind::E5M2);
        let h = DataType::float(16);
        // float16 and e5m2 share exponent and bias: subnormals are exact.
        assert_eq!(tvm_conversion(0x0001, h, e5m2), Some(0));
        assert_eq!(tvm_conversion(0x0100, h, e5m2), Some(0x01));
    }

    #[test]
    fn deviations_from_exact_rounding() {
        let e4m3 = DataType::float8(Float8Kind::E4M3Fn);
        let h = DataType::float(16);
        // A float16 in e4m3fn's subnormal range flushes: 2^-8 -> +0, and -0.0 -> +0.
        assert_eq!(tvm_conversion(0x1c00, h, e4m3), Some(0));
        assert_eq!(exact_conversion(0x1c00, h, e4m3), Some(0x02));
        assert_eq!(tvm_conversion(0x8000, h, e4m3), Some(0));
        // 512.0 overflows e4m3fn: the exponent field spills into the sign.
        assert_eq!(tvm_conversion(0x6000, h, e4m3), Some(0x80));
        // NaN rounds into the sign and out of the word.
        let f32t = DataType::f32();
        assert_eq!(tvm_conversion(0xffff_ffff, f32t, DataType::bf16()), Some(0));
    }

    #[test]
    fn lanes_and_errors() {
        let bf = DataType::bf16().with_lanes(2);
        let f = DataType::f32().with_lanes(2);
        let v = Value::Vector(vec![Scalar::Float(1.0), Scalar::Float(-2.5)]);
        assert_eq!(convert_value(bf, f, &v).unwrap(), v);
        assert!(convert_value(DataType::i32(), f, &Value::int(1)).is_err());
    }
}
