//! Runtime values of the interpreter and their byte encoding in memory.
//!
//! Integers of every width are kept as `i64` already wrapped to their type (an
//! unsigned 64-bit value is kept as its two's-complement bits); floats of every
//! width as `f64` already rounded to their type. Pointers name a memory region
//! and a byte offset inside it.
//!
//! ```
//! use tirsat_interp::value::{decode, encode, round_float, Scalar};
//! use tirsat_ir::DataType;
//! let h: DataType = "float16".parse().unwrap();
//! assert_eq!(round_float(h, 1.0 + 1e-5), 1.0);
//! let mut bytes = [0u8; 2];
//! encode(h, &Scalar::Float(2.5), &mut bytes).unwrap();
//! assert_eq!(decode(h, &bytes), Scalar::Float(2.5));
//! ```

use std::fmt;
use std::sync::Arc;

use half::{bf16, f16};

use super::float8;
use tirsat_ir::{DataType, Float8Kind, TypeCode, expr::wrap_int};

/// A pointer: a memory region and a byte offset into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ptr {
    /// Region number in the interpreter's memory.
    pub region: u32,
    /// Byte offset (may point outside the region; accesses are checked).
    pub offset: i64,
}

/// One lane of a value.
#[derive(Clone, Debug, PartialEq)]
pub enum Scalar {
    /// Any integer or bool, wrapped to its type.
    Int(i64),
    /// Any float, rounded to its type.
    Float(f64),
    /// A pointer into memory.
    Ptr(Ptr),
    /// The null handle.
    Null,
    /// A string immediate (function names, messages).
    Str(Arc<str>),
    /// An unspecified value (a read of memory no one wrote), with its id in
    /// the run's poison table ([`super::poison`]).
    Poison(u32),
}

impl Scalar {
    /// The integer, if this is one.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Scalar::Int(v) => Some(*v),
            _ => None,
        }
    }
    /// The poison id, if this lane is poison.
    pub fn poison(&self) -> Option<u32> {
        match self {
            Scalar::Poison(p) => Some(*p),
            _ => None,
        }
    }
    /// Bit-exact equality (floats compare by their bits, so NaN equals NaN).
    pub fn same(&self, other: &Scalar) -> bool {
        match (self, other) {
            (Scalar::Float(a), Scalar::Float(b)) => a.to_bits() == b.to_bits(),
            _ => self == other,
        }
    }
}

impl fmt::Display for Scalar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scalar::Int(v) => write!(f, "{v}"),
            Scalar::Float(v) => write!(f, "{v:?}"),
            Scalar::Ptr(p) => write!(f, "ptr(region {}, +{})", p.region, p.offset),
            Scalar::Null => f.write_str("null"),
            Scalar::Str(s) => write!(f, "{s:?}"),
            Scalar::Poison(_) => f.write_str("poison"),
        }
    }
}

/// A value: a scalar, a vector of lanes, or nothing.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// One lane.
    Scalar(Scalar),
    /// Several lanes.
    Vector(Vec<Scalar>),
    /// No value (a void call or return).
    Void,
}

impl Value {
    /// A scalar integer.
    pub fn int(v: i64) -> Value {
        Value::Scalar(Scalar::Int(v))
    }
    /// A scalar float.
    pub fn float(v: f64) -> Value {
        Value::Scalar(Scalar::Float(v))
    }
    /// A value from its lanes (one lane gives a scalar).
    pub fn from_lanes(mut lanes: Vec<Scalar>) -> Value {
        if lanes.len() == 1 {
            Value::Scalar(lanes.pop().unwrap_or(Scalar::Null))
        } else {
            Value::Vector(lanes)
        }
    }
    /// Number of lanes (0 for void).
    pub fn lanes(&self) -> usize {
        match self {
            Value::Scalar(_) => 1,
            Value::Vector(v) => v.len(),
            Value::Void => 0,
        }
    }
    /// Lane `i` (a scalar is its own lane 0).
    pub fn lane(&self, i: usize) -> Option<&Scalar> {
        match self {
            Value::Scalar(s) if i == 0 => Some(s),
            Value::Vector(v) => v.get(i),
            _ => None,
        }
    }
    /// The scalar, if this is one.
    pub fn as_scalar(&self) -> Option<&Scalar> {
        match self {
            Value::Scalar(s) => Some(s),
            _ => None,
        }
    }
    /// The integer, if this is a scalar integer.
    pub fn as_int(&self) -> Option<i64> {
        self.as_scalar().and_then(Scalar::as_int)
    }
    /// The poison id of the first poison lane, if any.
    pub fn poison(&self) -> Option<u32> {
        match self {
            Value::Scalar(s) => s.poison(),
            Value::Vector(v) => v.iter().find_map(Scalar::poison),
            Value::Void => None,
        }
    }
    /// Bit-exact equality, lane by lane.
    pub fn same(&self, other: &Value) -> bool {
        match (self, other) {
            (Value::Scalar(a), Value::Scalar(b)) => a.same(b),
            (Value::Vector(a), Value::Vector(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.same(y))
            }
            (Value::Void, Value::Void) => true,
            _ => false,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Scalar(s) => write!(f, "{s}"),
            Value::Vector(v) => {
                f.write_str("[")?;
                for (i, s) in v.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{s}")?;
                }
                f.write_str("]")
            }
            Value::Void => f.write_str("void"),
        }
    }
}

/// Bytes one lane of `dtype` takes in memory (`bool` and 4-bit integers take a byte).
pub fn lane_bytes(dtype: DataType) -> usize {
    (dtype.bits as usize).div_ceil(8).max(1)
}

/// Bytes one element of `dtype` (all its lanes) takes in memory.
pub fn elem_bytes(dtype: DataType) -> usize {
    lane_bytes(dtype) * dtype.lanes.max(1) as usize
}

/// Rounds `x` to float type `dtype` (identity for float64 and non-floats).
pub fn round_float(dtype: DataType, x: f64) -> f64 {
    match dtype.code {
        TypeCode::Float => match dtype.bits {
            16 => f16::from_f32(to_f32_odd(x)).to_f64(),
            32 => x as f32 as f64,
            _ => x,
        },
        TypeCode::BFloat => bf16::from_f32(to_f32_odd(x)).to_f64(),
        TypeCode::Float8(k) => float8::round(k, x),
        _ => x,
    }
}

/// `x` rounded to float32 *to odd* (inexact results get their last bit set):
/// rounding that again to nearest in a format with at least two mantissa bits
/// fewer (float16, bfloat16) gives the correctly rounded value of `x`. The
/// `half` crate's own `from_f64` ignores the low 32 bits of the f64 mantissa,
/// which can turn a value just above a tie into a tie rounded down.
fn to_f32_odd(x: f64) -> f32 {
    let f = x as f32;
    if !x.is_finite() || f as f64 == x {
        return f;
    }
    let toward_zero = if (f as f64).abs() > x.abs() {
        f32::from_bits(f.to_bits() - 1)
    } else {
        f
    };
    f32::from_bits(toward_zero.to_bits() | 1)
}

/// The raw bits of float `x` in scalar float type `dtype` (zero-extended).
pub fn float_to_bits(dtype: DataType, x: f64) -> u64 {
    match dtype.code {
        TypeCode::Float => match dtype.bits {
            16 => f16::from_f32(to_f32_odd(x)).to_bits() as u64,
            32 => (x as f32).to_bits() as u64,
            _ => x.to_bits(),
        },
        TypeCode::BFloat => bf16::from_f32(to_f32_odd(x)).to_bits() as u64,
        TypeCode::Float8(k) => float8::encode(k, x) as u64,
        _ => x.to_bits(),
    }
}

/// The float of scalar float type `dtype` with raw bits `bits`.
pub fn float_from_bits(dtype: DataType, bits: u64) -> f64 {
    match dtype.code {
        TypeCode::Float => match dtype.bits {
            16 => f16::from_bits(bits as u16).to_f64(),
            32 => f32::from_bits(bits as u32) as f64,
            _ => f64::from_bits(bits),
        },
        TypeCode::BFloat => bf16::from_bits(bits as u16).to_f64(),
        TypeCode::Float8(k) => float8::decode(k, bits as u8),
        _ => f64::from_bits(bits),
    }
}

/// The integer of scalar integer type `dtype` whose low bits are `bits`.
pub fn int_from_bits(dtype: DataType, bits: u64) -> i64 {
    if dtype.is_bool() {
        return (bits & 1) as i64;
    }
    wrap_int(dtype, bits as i64)
}

/// Encodes lane `s` of scalar type `dtype` into `out` (`lane_bytes(dtype)` bytes,
/// little endian).
pub fn encode(dtype: DataType, s: &Scalar, out: &mut [u8]) -> Result<(), String> {
    let n = lane_bytes(dtype);
    let bits: u64 = match (dtype.code, s) {
        (TypeCode::Int | TypeCode::UInt, Scalar::Int(v)) => {
            if dtype.is_bool() {
                (*v != 0) as u64
            } else {
                *v as u64
            }
        }
        (TypeCode::Float | TypeCode::BFloat | TypeCode::Float8(_), Scalar::Float(v)) => {
            float_to_bits(dtype, *v)
        }
        _ => return Err(format!("cannot store {s} as {dtype} in memory")),
    };
    if out.len() < n {
        return Err(format!("internal: {} bytes for a {dtype} lane", out.len()));
    }
    out[..n].copy_from_slice(&bits.to_le_bytes()[..n]);
    Ok(())
}

/// Decodes one lane of scalar type `dtype` from `bytes`.
pub fn decode(dtype: DataType, bytes: &[u8]) -> Scalar {
    let mut buf = [0u8; 8];
    let n = bytes.len().min(8);
    buf[..n].copy_from_slice(&bytes[..n]);
    let bits = u64::from_le_bytes(buf);
    match dtype.code {
        TypeCode::Int | TypeCode::UInt => {
            if dtype.is_bool() {
                Scalar::Int((bits != 0) as i64)
            } else {
                Scalar::Int(int_from_bits(dtype, bits))
            }
        }
        _ => Scalar::Float(float_from_bits(dtype, bits)),
    }
}

/// DLPack's type code for `dtype` (`kDLInt` = 0, `kDLUInt` = 1, `kDLFloat` = 2,
/// `kDLOpaqueHandle` = 3, `kDLBfloat` = 4, `kDLBool` = 6, float8 kinds
/// 7..=14). `bool` is `kDLBool` with 8 bits ([`dl_bits`]), as TVM 0.27's
/// MakePackedAPI checks it.
pub fn dl_type_code(dtype: DataType) -> u8 {
    if dtype.is_bool() {
        return 6;
    }
    match dtype.code {
        TypeCode::Int => 0,
        TypeCode::UInt => 1,
        TypeCode::Float => 2,
        TypeCode::Handle => 3,
        TypeCode::BFloat => 4,
        TypeCode::Float8(k) => match k {
            Float8Kind::E3M4 => 7,
            Float8Kind::E4M3 => 8,
            Float8Kind::E4M3B11Fnuz => 9,
            Float8Kind::E4M3Fn => 10,
            Float8Kind::E4M3Fnuz => 11,
            Float8Kind::E5M2 => 12,
            Float8Kind::E5M2Fnuz => 13,
            Float8Kind::E8M0Fnu => 14,
        },
        TypeCode::SubByteFloat(k) => k.type_code(),
    }
}

/// DLPack's `bits` for `dtype`: its bits, 8 for `bool` (`kDLBool` is a byte).
pub fn dl_bits(dtype: DataType) -> u16 {
    if dtype.is_bool() { 8 } else { dtype.bits }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dt(s: &str) -> DataType {
        s.parse().unwrap()
    }

    #[test]
    fn int_round_trip() {
        for (t, v) in [
            ("int8", -3i64),
            ("uint8", 200),
            ("int16", -30000),
            ("uint64", -1),
            ("bool", 1),
        ] {
            let t = dt(t);
            let mut b = [0u8; 8];
            encode(t, &Scalar::Int(v), &mut b).unwrap();
            assert_eq!(decode(t, &b[..lane_bytes(t)]), Scalar::Int(v));
        }
    }

    #[test]
    fn float_rounding() {
        assert_eq!(round_float(dt("float32"), 0.1), 0.1f32 as f64);
        assert_eq!(round_float(dt("bfloat16"), 1.0 + 1.0 / 512.0), 1.0);
        assert_eq!(float_to_bits(dt("bfloat16"), 1.0), 0x3F80);
        assert_eq!(float_from_bits(dt("float16"), 0x3C00), 1.0);
    }

    #[test]
    fn rounding_sees_every_bit_of_the_f64() {
        // Just above the tie between two neighbours, by less than 2^-32 of
        // the value: rounds up (half's own from_f64 drops those bits).
        let above = |v: f64, ulp: f64| v + ulp / 2.0 + ulp * 2f64.powi(-30);
        assert_eq!(
            float_to_bits(dt("bfloat16"), above(1.0, 2f64.powi(-7))),
            0x3F81
        );
        assert_eq!(
            float_to_bits(dt("float16"), above(1.0, 2f64.powi(-10))),
            0x3C01
        );
        // float32 0x00808001 (normal, just above the bf16 tie) -> 0x0081.
        let x = f32::from_bits(0x0080_8001) as f64;
        assert_eq!(float_to_bits(dt("bfloat16"), x), 0x81);
        // Exact ties still go to even, overflow to infinity, NaN stays NaN.
        assert_eq!(float_to_bits(dt("bfloat16"), 1.0 + 2f64.powi(-8)), 0x3F80);
        assert_eq!(float_to_bits(dt("float16"), 65520.0), 0x7C00);
        assert!(round_float(dt("bfloat16"), f64::NAN).is_nan());
        // Below float32's range but inside bfloat16's subnormals' reach of zero.
        assert_eq!(float_to_bits(dt("bfloat16"), 2f64.powi(-134)), 0);
        assert_eq!(float_to_bits(dt("bfloat16"), 2f64.powi(-134) * 1.5), 1);
    }

    #[test]
    fn pointers_do_not_encode() {
        let mut b = [0u8; 8];
        assert!(encode(dt("int64"), &Scalar::Null, &mut b).is_err());
    }
}
