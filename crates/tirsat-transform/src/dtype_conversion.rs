//! Bit-level conversion between floating-point formats (TVM's
//! `DTypeConversion`), used by the BF16/FP8 legalization passes on targets
//! without native support.
//!
//! The conversion reinterprets the source as an unsigned integer, rounds the
//! mantissa half to even when it narrows, moves the exponent and sign fields and
//! reinterprets the result as the target type. Infinities, NaNs and denormals get
//! no special treatment, exactly like TVM; an exponent that falls below the
//! target's range flushes to zero.
//!
//! ```
//! use tirsat_ir::{Buffer, DataType, Expr};
//! use tirsat_transform::dtype_conversion::dtype_conversion;
//! let a = Buffer::new("A", DataType::bf16(), vec![Expr::i32(4)], "global");
//! let x = Expr::load(&a, vec![Expr::i32(0)]);
//! // bf16 -> f32 is `reinterpret<f32>(cast<u32>(reinterpret<u16>(x)) << 16)`.
//! let y = dtype_conversion(&x, DataType::f32()).unwrap();
//! assert_eq!(y.dtype(), DataType::f32());
//! ```

use tirsat_ir::{DataType, Expr};

use super::op;

/// Exponent bits, mantissa bits and bias of a floating-point format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatConfig {
    pub exponent: u32,
    pub mantissa: u32,
    pub bias: i64,
}

impl FloatConfig {
    /// The layout of a float type (`float16/32/64`, `bfloat16`, `float8_*`).
    pub fn of(t: DataType) -> Option<FloatConfig> {
        let (exponent, mantissa, bias) = t.float_layout()?;
        Some(FloatConfig {
            exponent,
            mantissa,
            bias: bias as i64,
        })
    }
}

/// The unsigned integer type of the same width and lanes (`bfloat16x4` -> `uint16x4`).
pub fn storage_uint(t: DataType) -> DataType {
    DataType::uint(t.bits).with_lanes(t.lanes)
}

/// Error for a conversion TVM cannot express.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConversionError {
    #[error("the lanes of the source ({0}) and target ({1}) types differ")]
    Lanes(DataType, DataType),
    #[error("{0} is not a floating-point type")]
    NotFloat(DataType),
}

/// Converts `src` (a float value) to float type `tgt` with bit operations,
/// rounding half to even. Mirrors TVM's `DTypeConversion` node for node.
pub fn dtype_conversion(src: &Expr, tgt: DataType) -> Result<Expr, ConversionError> {
    let src_t = src.dtype();
    if src_t.lanes != tgt.lanes {
        return Err(ConversionError::Lanes(src_t, tgt));
    }
    let s = FloatConfig::of(src_t.element_of()).ok_or(ConversionError::NotFloat(src_t))?;
    let t = FloatConfig::of(tgt.element_of()).ok_or(ConversionError::NotFloat(tgt))?;
    let exponent_delta = t.exponent as i64 - s.exponent as i64;
    let bias_delta = t.bias - s.bias;
    let mantissa_delta = t.mantissa as i64 - s.mantissa as i64;
    let src_uint = storage_uint(src_t);
    let tgt_uint = storage_uint(tgt);
    let mut u = op::reinterpret(src_uint, src);
    if mantissa_delta < 0 {
        let d = -mantissa_delta;
        let bit = op::with_const(op::bit_and, &op::with_const(op::shr, &u, d), 1);
        let rounding_bias = op::add(&bit, &op::make_const(src_uint, (1i64 << (d - 1)) - 1));
        u = op::add(&u, &rounding_bias);
    }
    if exponent_delta == 0 {
        let mut ret = if mantissa_delta >= 0 {
            op::with_const(op::shl, &op::cast(tgt_uint, &u), mantissa_delta)
        } else {
            op::cast(tgt_uint, &op::with_const(op::shr, &u, -mantissa_delta))
        };
        if bias_delta > 0 {
            let b = op::with_const(
                op::shl,
                &op::make_const(tgt_uint, bias_delta),
                t.mantissa as i64,
            );
            ret = op::add(&ret, &b);
        } else if bias_delta < 0 {
            let b = op::with_const(
                op::shl,
                &op::make_const(tgt_uint, -bias_delta),
                t.mantissa as i64,
            );
            ret = op::sub(&ret, &b);
        }
        return Ok(op::reinterpret(tgt, &ret));
    }
    let shifted = if mantissa_delta >= 0 {
        op::with_const(op::shl, &op::cast(tgt_uint, &u), mantissa_delta)
    } else {
        op::cast(tgt_uint, &op::with_const(op::shr, &u, -mantissa_delta))
    };
    let ret_mantissa = op::bit_and(
        &shifted,
        &op::make_const(tgt_uint, (1i64 << t.mantissa) - 1),
    );
    let exponent_before_delta = op::with_const(
        op::shr,
        &op::with_const(op::shl, &u, 1),
        s.mantissa as i64 + 1,
    );
    let ret_sign = op::with_const(
        op::shl,
        &op::cast(
            tgt_uint,
            &op::with_const(op::shr, &u, (s.mantissa + s.exponent) as i64),
        ),
        (t.mantissa + t.exponent) as i64,
    );
    if bias_delta >= 0 {
        let e = if bias_delta > 0 {
            op::with_const(op::add, &exponent_before_delta, bias_delta)
        } else {
            exponent_before_delta.clone()
        };
        let ret_exponent = op::with_const(op::shl, &op::cast(tgt_uint, &e), t.mantissa as i64);
        let bits = op::bit_or(&op::bit_or(&ret_mantissa, &ret_exponent), &ret_sign);
        Ok(op::reinterpret(tgt, &bits))
    } else {
        let round_to_zero = op::cmp(
            tirsat_ir::CmpOp::Lt,
            &exponent_before_delta,
            &op::make_const(exponent_before_delta.dtype(), -bias_delta),
        );
        let ret_exponent = op::with_const(
            op::shl,
            &op::cast(
                tgt_uint,
                &op::with_const(op::sub, &exponent_before_delta, -bias_delta),
            ),
            t.mantissa as i64,
        );
        let bits = op::bit_or(&op::bit_or(&ret_mantissa, &ret_exponent), &ret_sign);
        let zero = op::make_const(tgt_uint, 0);
        Ok(op::reinterpret(
            tgt,
            &op::if_then_else(&round_to_zero, &zero, &bits),
        ))
    }
}

/// Evaluates a conversion on concrete bits: the reference the bit formulas are
/// tested against (`src_bits` holds the source pattern in its low bits).
pub fn convert_bits(src_bits: u64, src: DataType, tgt: DataType) -> Option<u64> {
    let s = FloatConfig::of(src)?;
    let t = FloatConfig::of(tgt)?;
    let sw = src.bits as u32;
    let tw = tgt.bits as u32;
    let smask = if sw >= 64 { u64::MAX } else { (1u64 << sw) - 1 };
    let tmask = if tw >= 64 { u64::MAX } else { (1u64 << tw) - 1 };
    let md = t.mantissa as i64 - s.mantissa as i64;
    let ed = t.exponent as i64 - s.exponent as i64;
    let bd = t.bias - s.bias;
    let mut u = src_bits & smask;
    if md < 0 {
        let d = (-md) as u32;
        u = u.wrapping_add(((u >> d) & 1) + ((1u64 << (d - 1)) - 1)) & smask;
    }
    let shift = |x: u64| -> u64 {
        if md >= 0 {
            (x << md as u32) & tmask
        } else {
            (x >> (-md) as u32) & tmask
        }
    };
    if ed == 0 {
        let mut r = shift(u);
        if bd > 0 {
            r = r.wrapping_add((bd as u64) << t.mantissa) & tmask;
        } else if bd < 0 {
            r = r.wrapping_sub(((-bd) as u64) << t.mantissa) & tmask;
        }
        return Some(r);
    }
    let mant = shift(u) & ((1u64 << t.mantissa) - 1);
    let e = ((u << 1) & smask) >> (s.mantissa + 1);
    let sign = ((u >> (s.mantissa + s.exponent)) & tmask) << (t.mantissa + t.exponent) & tmask;
    if bd >= 0 {
        let ex = ((e + bd as u64) & smask & tmask) << t.mantissa & tmask;
        Some(mant | ex | sign)
    } else if (e as i64) < -bd {
        Some(0)
    } else {
        let ex = (((e as i64 + bd) as u64) & tmask) << t.mantissa & tmask;
        Some(mant | ex | sign)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::{Buffer, Float8Kind};

    #[test]
    fn bf16_f32_round_trip_bits() {
        let bf = DataType::bf16();
        let f = DataType::f32();
        // 1.0f32 = 0x3f800000 -> bf16 0x3f80
        assert_eq!(convert_bits(0x3f80_0000, f, bf), Some(0x3f80));
        assert_eq!(convert_bits(0x3f80, bf, f), Some(0x3f80_0000));
        // round half to even: 0x3f808000 is exactly halfway, rounds to even 0x3f80
        assert_eq!(convert_bits(0x3f80_8000, f, bf), Some(0x3f80));
        assert_eq!(convert_bits(0x3f81_8000, f, bf), Some(0x3f82));
        // compare with the host float conversion on a few values
        for x in [1.5f32, -2.25, 3.0e-3, 65504.0, 1.0e20] {
            let b = convert_bits(x.to_bits() as u64, f, bf).unwrap();
            let back = f32::from_bits((b as u32) << 16);
            assert!((back - x).abs() <= x.abs() / 128.0, "{x} -> {back}");
        }
    }

    #[test]
    fn e4m3_to_f16_matches_known_values() {
        let e = DataType::float8(Float8Kind::E4M3Fn);
        let h = DataType::float(16);
        // e4m3fn 1.0 = 0 0111 000 = 0x38 ; f16 1.0 = 0x3c00
        assert_eq!(convert_bits(0x38, e, h), Some(0x3c00));
        // and back
        assert_eq!(convert_bits(0x3c00, h, e), Some(0x38));
        // tiny f16 flushes to zero
        assert_eq!(convert_bits(0x0001, h, e), Some(0));
    }

    #[test]
    fn shapes_of_expressions() {
        let a = Buffer::new(
            "A",
            DataType::bf16().with_lanes(4),
            vec![Expr::i32(4)],
            "global",
        );
        let x = Expr::load(&a, vec![Expr::i32(0)]);
        let y = dtype_conversion(&x, DataType::f32().with_lanes(4)).unwrap();
        assert_eq!(y.dtype(), DataType::f32().with_lanes(4));
        assert!(dtype_conversion(&x, DataType::f32()).is_err());
        assert!(dtype_conversion(&Expr::i32(1), DataType::f32()).is_err());
    }
}
