//! Scalar and vector data types (`int32`, `float16x4`, `float8_e4m3fn`, `handle`, ...).

use std::fmt;
use std::str::FromStr;

/// The 8-bit float formats TVM knows (`float8_<kind>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Float8Kind {
    E3M4,
    E4M3,
    E4M3B11Fnuz,
    E4M3Fn,
    E4M3Fnuz,
    E5M2,
    E5M2Fnuz,
    E8M0Fnu,
}

impl Float8Kind {
    /// All kinds, in TVM's order.
    pub const ALL: [Float8Kind; 8] = [
        Float8Kind::E3M4,
        Float8Kind::E4M3,
        Float8Kind::E4M3B11Fnuz,
        Float8Kind::E4M3Fn,
        Float8Kind::E4M3Fnuz,
        Float8Kind::E5M2,
        Float8Kind::E5M2Fnuz,
        Float8Kind::E8M0Fnu,
    ];

    /// The suffix after `float8_`.
    pub fn suffix(self) -> &'static str {
        match self {
            Float8Kind::E3M4 => "e3m4",
            Float8Kind::E4M3 => "e4m3",
            Float8Kind::E4M3B11Fnuz => "e4m3b11fnuz",
            Float8Kind::E4M3Fn => "e4m3fn",
            Float8Kind::E4M3Fnuz => "e4m3fnuz",
            Float8Kind::E5M2 => "e5m2",
            Float8Kind::E5M2Fnuz => "e5m2fnuz",
            Float8Kind::E8M0Fnu => "e8m0fnu",
        }
    }

    /// (exponent bits, mantissa bits, bias) of the format.
    pub fn layout(self) -> (u32, u32, i32) {
        match self {
            Float8Kind::E3M4 => (3, 4, 3),
            Float8Kind::E5M2 | Float8Kind::E5M2Fnuz => (5, 2, 15),
            Float8Kind::E8M0Fnu => (8, 0, 127),
            _ => (4, 3, 7),
        }
    }
}

/// The sub-byte float formats TVM 0.27 knows (OCP microscaling element types).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SubByteFloat {
    E2M1Fn,
    E2M3Fn,
    E3M2Fn,
}

impl SubByteFloat {
    pub const ALL: [SubByteFloat; 3] = [
        SubByteFloat::E2M1Fn,
        SubByteFloat::E2M3Fn,
        SubByteFloat::E3M2Fn,
    ];
    /// The type name (`float4_e2m1fn`, ...).
    pub fn name(self) -> &'static str {
        match self {
            SubByteFloat::E2M1Fn => "float4_e2m1fn",
            SubByteFloat::E2M3Fn => "float6_e2m3fn",
            SubByteFloat::E3M2Fn => "float6_e3m2fn",
        }
    }
    pub const fn bits(self) -> u16 {
        match self {
            SubByteFloat::E2M1Fn => 4,
            _ => 6,
        }
    }
    /// (exponent bits, mantissa bits, bias); all are finite-only formats
    /// without infinities or NaN.
    pub fn layout(self) -> (u32, u32, i32) {
        match self {
            SubByteFloat::E2M1Fn => (2, 1, 1),
            SubByteFloat::E2M3Fn => (2, 3, 1),
            SubByteFloat::E3M2Fn => (3, 2, 3),
        }
    }
    /// TVM 0.27's type code (DLPack extension codes 15..=17).
    pub fn type_code(self) -> u8 {
        match self {
            SubByteFloat::E2M3Fn => 15,
            SubByteFloat::E3M2Fn => 16,
            SubByteFloat::E2M1Fn => 17,
        }
    }
    /// The largest finite value (TVM rejects larger literals).
    pub fn max_value(self) -> f64 {
        match self {
            SubByteFloat::E2M1Fn => 6.0,
            SubByteFloat::E2M3Fn => 7.5,
            SubByteFloat::E3M2Fn => 28.0,
        }
    }
}

/// The kind of a data type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TypeCode {
    Int,
    UInt,
    Float,
    BFloat,
    Float8(Float8Kind),
    /// The 4- and 6-bit float formats of TVM (`float4_e2m1fn`,
    /// `float6_e2m3fn`, `float6_e3m2fn`): stored and printed; no pass
    /// computes in them.
    SubByteFloat(SubByteFloat),
    /// Opaque pointer (`handle`); `bits == 0` means `void`.
    Handle,
}

/// A data type: code, bit width and vector lanes, like TVM's `DataType`.
///
/// `bool` is `uint1`, `void` is a handle of 0 bits. A scalable vector
/// (`float32xvscalex4`: `4 * vscale` lanes, `vscale` known only at run time)
/// has `scalable` set and its vscale factor in `lanes`.
///
/// ```
/// use tirsat_ir::DataType;
/// let t: DataType = "float32x4".parse().unwrap();
/// assert_eq!(t.lanes, 4);
/// assert_eq!(t.element_of().to_string(), "float32");
/// assert_eq!(DataType::bool().to_string(), "bool");
/// let s: DataType = "float32xvscalex4".parse().unwrap();
/// assert!(s.scalable && s.lanes == 4 && s.is_vector());
/// assert_eq!(s.to_string(), "float32xvscalex4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DataType {
    pub code: TypeCode,
    pub bits: u16,
    /// The number of lanes; for a scalable vector, the vscale factor.
    pub lanes: u16,
    /// `lanes * vscale` lanes (a scalable vector).
    pub scalable: bool,
}

impl DataType {
    pub const fn new(code: TypeCode, bits: u16, lanes: u16) -> Self {
        DataType {
            code,
            bits,
            lanes,
            scalable: false,
        }
    }
    /// A scalable vector of `factor * vscale` lanes.
    pub const fn scalable_vector(code: TypeCode, bits: u16, factor: u16) -> Self {
        DataType {
            code,
            bits,
            lanes: factor,
            scalable: true,
        }
    }
    pub const fn sub_byte_float(kind: SubByteFloat) -> Self {
        Self::new(TypeCode::SubByteFloat(kind), kind.bits(), 1)
    }
    pub const fn int(bits: u16) -> Self {
        Self::new(TypeCode::Int, bits, 1)
    }
    pub const fn uint(bits: u16) -> Self {
        Self::new(TypeCode::UInt, bits, 1)
    }
    pub const fn float(bits: u16) -> Self {
        Self::new(TypeCode::Float, bits, 1)
    }
    pub const fn i32() -> Self {
        Self::int(32)
    }
    pub const fn i64() -> Self {
        Self::int(64)
    }
    pub const fn f32() -> Self {
        Self::float(32)
    }
    pub const fn bf16() -> Self {
        Self::new(TypeCode::BFloat, 16, 1)
    }
    pub const fn float8(kind: Float8Kind) -> Self {
        Self::new(TypeCode::Float8(kind), 8, 1)
    }
    pub const fn bool() -> Self {
        Self::uint(1)
    }
    pub const fn handle() -> Self {
        Self::new(TypeCode::Handle, 64, 1)
    }
    pub const fn void() -> Self {
        Self::new(TypeCode::Handle, 0, 0)
    }

    pub fn is_bool(self) -> bool {
        self.code == TypeCode::UInt && self.bits == 1
    }
    pub fn is_int(self) -> bool {
        self.code == TypeCode::Int
    }
    pub fn is_uint(self) -> bool {
        self.code == TypeCode::UInt && self.bits != 1
    }
    /// Integer of either signedness (including bool).
    pub fn is_integer_like(self) -> bool {
        matches!(self.code, TypeCode::Int | TypeCode::UInt)
    }
    /// Signed or unsigned integer, excluding bool.
    pub fn is_index(self) -> bool {
        self.is_int() || self.is_uint()
    }
    pub fn is_float(self) -> bool {
        matches!(
            self.code,
            TypeCode::Float | TypeCode::BFloat | TypeCode::Float8(_) | TypeCode::SubByteFloat(_)
        )
    }
    /// (exponent bits, mantissa bits, bias) of a float format the way TVM's
    /// `FloatConfig` sees it: IEEE `float16/32/64`, `bfloat16`, and each
    /// `float8_*` by [`Float8Kind::layout`]. `None` for other types.
    pub fn float_layout(self) -> Option<(u32, u32, i32)> {
        match self.code {
            TypeCode::Float => match self.bits {
                16 => Some((5, 10, 15)),
                32 => Some((8, 23, 127)),
                64 => Some((11, 52, 1023)),
                _ => None,
            },
            TypeCode::BFloat if self.bits == 16 => Some((8, 7, 127)),
            TypeCode::Float8(k) => Some(k.layout()),
            _ => None,
        }
    }
    pub fn is_bfloat16(self) -> bool {
        self.code == TypeCode::BFloat && self.bits == 16
    }
    pub fn is_float8(self) -> bool {
        matches!(self.code, TypeCode::Float8(_))
    }
    pub fn is_handle(self) -> bool {
        self.code == TypeCode::Handle && self.bits != 0
    }
    pub fn is_void(self) -> bool {
        self.code == TypeCode::Handle && self.bits == 0
    }
    pub fn is_scalar(self) -> bool {
        self.lanes == 1 && !self.scalable
    }
    pub fn is_vector(self) -> bool {
        self.lanes > 1 || self.scalable
    }
    /// A scalable vector (`float32xvscalex4`).
    pub fn is_scalable(self) -> bool {
        self.scalable
    }
    pub fn is_sub_byte_float(self) -> bool {
        matches!(self.code, TypeCode::SubByteFloat(_))
    }

    /// The scalar type of one lane.
    pub fn element_of(self) -> Self {
        DataType {
            lanes: 1,
            scalable: false,
            ..self
        }
    }
    /// The same element type with `lanes` (fixed) lanes.
    pub fn with_lanes(self, lanes: u16) -> Self {
        DataType {
            lanes,
            scalable: false,
            ..self
        }
    }
    /// The same element type with the lanes of `other` (fixed or scalable).
    pub fn with_lanes_of(self, other: DataType) -> Self {
        DataType {
            lanes: other.lanes,
            scalable: other.scalable,
            ..self
        }
    }
    /// Whether both have the same lanes (count and scalability).
    pub fn same_lanes(self, other: DataType) -> bool {
        self.lanes == other.lanes && self.scalable == other.scalable
    }
    /// The same code and lanes with another bit width.
    pub fn with_bits(self, bits: u16) -> Self {
        DataType { bits, ..self }
    }
    /// Total bits of one value (`bits * lanes`; for a scalable vector, the
    /// bits at `vscale == 1`: callers that need sizes reject scalable types).
    pub fn total_bits(self) -> u64 {
        self.bits as u64 * self.lanes as u64
    }
    /// Bytes of one value, rounded up (`float32x4` -> 16, `bool` -> 1).
    pub fn bytes(self) -> u64 {
        self.total_bits().div_ceil(8)
    }

    /// Smallest and largest value of an integer type, as i128.
    pub fn int_range(self) -> Option<(i128, i128)> {
        let bits = self.bits as u32;
        match self.code {
            TypeCode::Int if (1..=64).contains(&bits) => {
                Some((-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1))
            }
            TypeCode::UInt if (1..=64).contains(&bits) => Some((0, (1i128 << bits) - 1)),
            _ => None,
        }
    }
}

impl fmt::Display for DataType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_void() {
            return f.write_str("void");
        }
        if self.is_bool() {
            f.write_str("bool")?;
        } else {
            match self.code {
                TypeCode::Int => write!(f, "int{}", self.bits)?,
                TypeCode::UInt => write!(f, "uint{}", self.bits)?,
                TypeCode::Float => write!(f, "float{}", self.bits)?,
                TypeCode::BFloat => write!(f, "bfloat{}", self.bits)?,
                TypeCode::Float8(k) => write!(f, "float8_{}", k.suffix())?,
                TypeCode::SubByteFloat(k) => f.write_str(k.name())?,
                TypeCode::Handle => f.write_str("handle")?,
            }
        }
        if self.scalable {
            write!(f, "xvscalex{}", self.lanes)?;
        } else if self.lanes != 1 {
            write!(f, "x{}", self.lanes)?;
        }
        Ok(())
    }
}

/// Error for an unknown dtype string.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown dtype \"{0}\"")]
pub struct DTypeParseError(pub String);

impl FromStr for DataType {
    type Err = DTypeParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || DTypeParseError(s.to_string());
        if s == "void" {
            return Ok(DataType::void());
        }
        // A scalable vector: `<scalar>xvscalex<factor>` (TVM 0.27 does not
        // parse it for float8 kinds).
        if let Some((base, factor)) = s.split_once("xvscalex") {
            let factor: u16 = match factor.parse() {
                Ok(f) if f >= 1 && factor.bytes().all(|b| b.is_ascii_digit()) => f,
                _ => return Err(err()),
            };
            let t: DataType = base.parse().map_err(|_| err())?;
            if !t.is_scalar() || t.is_void() || t.is_float8() {
                return Err(err());
            }
            return Ok(DataType::scalable_vector(t.code, t.bits, factor));
        }
        // Split an optional "xN" lanes suffix (but not the 'x' inside float8 kinds).
        let (base, lanes) = match s.rfind('x') {
            Some(pos) if pos + 1 < s.len() && s[pos + 1..].bytes().all(|b| b.is_ascii_digit()) => {
                let lanes: u16 = s[pos + 1..].parse().map_err(|_| err())?;
                if lanes == 0 {
                    return Err(err());
                }
                (&s[..pos], lanes)
            }
            _ => (s, 1),
        };
        let t = if base == "bool" {
            DataType::bool()
        } else if base == "handle" {
            DataType::handle()
        } else if let Some(k) = SubByteFloat::ALL.into_iter().find(|k| k.name() == base) {
            DataType::sub_byte_float(k)
        } else if let Some(k) = base.strip_prefix("float8_") {
            let kind = Float8Kind::ALL
                .into_iter()
                .find(|c| c.suffix() == k)
                .ok_or_else(err)?;
            DataType::float8(kind)
        } else {
            let (code, digits) = if let Some(d) = base.strip_prefix("uint") {
                (TypeCode::UInt, d)
            } else if let Some(d) = base.strip_prefix("int") {
                (TypeCode::Int, d)
            } else if let Some(d) = base.strip_prefix("bfloat") {
                (TypeCode::BFloat, d)
            } else if let Some(d) = base.strip_prefix("float") {
                (TypeCode::Float, d)
            } else {
                return Err(err());
            };
            let bits: u16 = digits.parse().map_err(|_| err())?;
            let ok = match code {
                TypeCode::Int | TypeCode::UInt => matches!(bits, 1 | 4 | 8 | 16 | 32 | 64),
                TypeCode::Float => matches!(bits, 16 | 32 | 64),
                TypeCode::BFloat => bits == 16,
                _ => false,
            };
            if !ok {
                return Err(err());
            }
            DataType::new(code, bits, 1)
        };
        Ok(t.with_lanes(lanes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_names() {
        for s in [
            "int8",
            "int16",
            "int32",
            "int64",
            "uint8",
            "uint16",
            "uint32",
            "uint64",
            "float16",
            "float32",
            "float64",
            "bfloat16",
            "float8_e4m3fn",
            "float8_e5m2",
            "bool",
            "handle",
            "float32x4",
            "float8_e4m3fnx2",
            "int4",
            "void",
            "float32xvscalex4",
            "int8xvscalex16",
            "boolxvscalex4",
            "float4_e2m1fn",
            "float6_e2m3fn",
            "float6_e3m2fnx2",
        ] {
            let t: DataType = s.parse().unwrap();
            assert_eq!(t.to_string(), s);
        }
    }

    #[test]
    fn rejects_unknown() {
        for s in [
            "float7",
            "int",
            "floaty",
            "x4",
            "int32x0",
            "bfloat32",
            "float8_e9m9",
            "float32xvscalex0",
            "float32xvscalex",
            "xvscalex4",
            "float32x4xvscalex4",
            "float8_e4m3fnxvscalex4",
            "float4_e2m2fn",
        ] {
            assert!(s.parse::<DataType>().is_err(), "{s}");
        }
    }

    #[test]
    fn sizes() {
        assert_eq!(DataType::bool().bytes(), 1);
        assert_eq!("float16x8".parse::<DataType>().unwrap().bytes(), 16);
        assert_eq!(DataType::int(8).int_range(), Some((-128, 127)));
    }
}
