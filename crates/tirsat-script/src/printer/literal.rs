//! Literal text exactly as TVM 0.27's Python doc printer writes it: integers,
//! floats (`%#.1f` for integral values, `%.17g` otherwise), strings with TVM's
//! escapes, and data type names.

use tirsat_ir::{DataType, Scope, Type, TypeCode};

/// A float the way TVM prints a `FloatImm` value or a Python float attribute:
/// integral values in fixed notation with one decimal (`2.0`, `-0.0`,
/// `100000002004087734272.0`), other values with 17 significant digits like
/// C's `%.17g` (`0.10000000000000001`, `9.9999999999999995e-08`), and
/// non-finite values as quoted strings (`"inf"`, `"-inf"`, `"nan"`).
///
/// ```
/// use tirsat_script::printer::float_text;
/// assert_eq!(float_text(2.0), "2.0");
/// assert_eq!(float_text(0.1), "0.10000000000000001");
/// assert_eq!(float_text(1e-7), "9.9999999999999995e-08");
/// assert_eq!(float_text(f64::INFINITY), "\"inf\"");
/// ```
pub fn float_text(v: f64) -> String {
    if v.is_nan() {
        return if v.is_sign_negative() {
            "\"-nan\"".into()
        } else {
            "\"nan\"".into()
        };
    }
    if v.is_infinite() {
        return if v < 0.0 {
            "\"-inf\"".into()
        } else {
            "\"inf\"".into()
        };
    }
    let mut out = String::new();
    if write_short_float(v, &mut out) {
        return out;
    }
    if v.round() == v {
        // Exact decimal expansion, like `std::fixed` with precision 1.
        return format!("{v:.1}");
    }
    g17(v)
}

/// Appends [`float_text`]'s text of `v` without formatting machinery when `v`
/// is a multiple of 1/1024 below 10^6 in magnitude (every constant of a
/// typical kernel: `0.0`, `1.5`, `0.25`); returns false, writing nothing,
/// otherwise. Such a value's exact decimal expansion has at most 17
/// significant digits and an exponent of -4 or more, so both `%#.1f` (for
/// integral values) and `%.17g` write that expansion in fixed notation:
/// integer part, then the 10 decimals of `frac / 1024`, trailing zeros
/// dropped (one kept for an integral value).
fn write_short_float(v: f64, out: &mut String) -> bool {
    if v.is_nan() || v.abs() >= 1e6 {
        return false;
    }
    let scaled = v * 1024.0;
    if scaled.round() != scaled {
        return false;
    }
    // |scaled| < 1.03e9: exact in an i64.
    let m = scaled as i64;
    if v.is_sign_negative() {
        out.push('-');
    }
    let m = m.unsigned_abs();
    push_u64(m / 1024, out);
    out.push('.');
    // frac / 1024 = frac * 9765625 / 10^10.
    let decimals = (m % 1024) * 9_765_625;
    if decimals == 0 {
        out.push('0');
        return true;
    }
    let mut digits = [b'0'; 10];
    let mut d = decimals;
    for slot in digits.iter_mut().rev() {
        *slot = b'0' + (d % 10) as u8;
        d /= 10;
    }
    let end = digits.iter().rposition(|&b| b != b'0').map_or(1, |i| i + 1);
    for &b in &digits[..end] {
        out.push(b as char);
    }
    true
}

/// Appends the decimal digits of `v`.
pub(crate) fn push_u64(mut v: u64, out: &mut String) {
    if v < 10 {
        out.push((b'0' + v as u8) as char);
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    // Digits only: always valid UTF-8.
    out.push_str(std::str::from_utf8(&buf[i..]).unwrap_or_default());
}

/// Appends the decimal text of `v` (`-12`).
pub(crate) fn push_i64(v: i64, out: &mut String) {
    if v < 0 {
        out.push('-');
    }
    push_u64(v.unsigned_abs(), out);
}

/// The name of a common scalar dtype (`int32`, `float16`, `bool`) as a
/// constant, so the hot paths need no formatting; `None` for the others.
pub(crate) fn scalar_name(t: DataType) -> Option<&'static str> {
    if t.lanes != 1 || t.scalable {
        return None;
    }
    Some(match (t.code, t.bits) {
        (TypeCode::UInt, 1) => "bool",
        (TypeCode::Int, 8) => "int8",
        (TypeCode::Int, 16) => "int16",
        (TypeCode::Int, 32) => "int32",
        (TypeCode::Int, 64) => "int64",
        (TypeCode::UInt, 8) => "uint8",
        (TypeCode::UInt, 16) => "uint16",
        (TypeCode::UInt, 32) => "uint32",
        (TypeCode::UInt, 64) => "uint64",
        (TypeCode::Float, 16) => "float16",
        (TypeCode::Float, 32) => "float32",
        (TypeCode::Float, 64) => "float64",
        (TypeCode::BFloat, 16) => "bfloat16",
        _ => return None,
    })
}

/// Appends a dtype's name (`int32`, `float16x4`).
pub(crate) fn push_dtype(t: DataType, out: &mut String) {
    match scalar_name(t) {
        Some(n) => out.push_str(n),
        None => {
            use std::fmt::Write as _;
            let _ = write!(out, "{t}");
        }
    }
}

/// C's `%.17g` for a finite, non-integral value.
fn g17(v: f64) -> String {
    const P: i32 = 17;
    let sci = format!("{:.*e}", (P - 1) as usize, v);
    let (mantissa, exp) = match sci.split_once('e') {
        Some((m, e)) => (m, e.parse::<i32>().unwrap_or(0)),
        None => (sci.as_str(), 0),
    };
    if !(-4..P).contains(&exp) {
        let m = strip_zeros(mantissa);
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{m}e{sign}{:02}", exp.unsigned_abs())
    } else {
        let decimals = (P - 1 - exp).max(0) as usize;
        strip_zeros(&format!("{v:.decimals$}")).to_string()
    }
}

fn strip_zeros(s: &str) -> &str {
    if !s.contains('.') {
        return s;
    }
    let s = s.trim_end_matches('0');
    s.strip_suffix('.').unwrap_or(s)
}

/// A double-quoted string literal with TVM's escapes (`\"`, `\\`, `\t`, `\r`,
/// `\n`, `\xHH` for other control bytes). Characters outside ASCII are
/// written so that Python reads back the same text: `\xHH` below U+0100
/// (which also reads TVM's byte-wise escapes back unchanged) and `\uXXXX` /
/// `\UXXXXXXXX` above.
///
/// ```
/// use tirsat_script::printer::string_text;
/// assert_eq!(string_text("a\"b\\c\nd"), r#""a\"b\\c\nd""#);
/// assert_eq!(string_text("\u{e9}"), r#""\xE9""#);
/// ```
pub fn string_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    write_string_text(s, &mut out);
    out
}

/// [`string_text`], appended to `out`.
pub(crate) fn write_string_text(s: &str, out: &mut String) {
    use std::fmt::Write as _;
    out.push('"');
    // Printable ASCII without quotes or backslashes (nearly every string)
    // is copied as it is.
    if s.bytes()
        .all(|b| (b' '..=b'~').contains(&b) && b != b'"' && b != b'\\')
    {
        out.push_str(s);
        out.push('"');
        return;
    }
    for c in s.chars() {
        let _ = match c {
            '"' => out.write_str("\\\""),
            '\\' => out.write_str("\\\\"),
            '\t' => out.write_str("\\t"),
            '\r' => out.write_str("\\r"),
            '\n' => out.write_str("\\n"),
            ' '..='~' => out.write_char(c),
            c if (c as u32) < 0x100 => write!(out, "\\x{:02X}", c as u32),
            c if (c as u32) < 0x10000 => write!(out, "\\u{:04x}", c as u32),
            c => write!(out, "\\U{:08x}", c as u32),
        };
    }
    out.push('"');
}

/// The text of an integer constant of type `dtype`: int32 bare (`128`), bool
/// as `T.bool(True)`, other types typed (`T.int64(512)`, `T.uint8(7)`),
/// appended to `out`.
pub(crate) fn write_int_text(dtype: DataType, v: i64, out: &mut String) {
    if dtype == DataType::i32() {
        push_i64(v, out);
        return;
    }
    if dtype.is_bool() {
        out.push_str(if v != 0 {
            "T.bool(True)"
        } else {
            "T.bool(False)"
        });
        return;
    }
    out.push_str("T.");
    push_dtype(dtype, out);
    out.push('(');
    if dtype.code == TypeCode::UInt && dtype.bits == 64 {
        push_u64(v as u64, out);
    } else {
        push_i64(v, out);
    }
    out.push(')');
}

/// `T.float32(0.0)`, appended to `out`: floats always carry their type.
pub(crate) fn write_float_literal(dtype: DataType, v: f64, out: &mut String) {
    out.push_str("T.");
    push_dtype(dtype, out);
    out.push('(');
    if !write_short_float(v, out) {
        out.push_str(&float_text(v));
    }
    out.push(')');
}

/// The quoted dtype string (`"float32"`).
pub(crate) fn dtype_str(dtype: DataType) -> String {
    let mut out = String::with_capacity(12);
    out.push('"');
    push_dtype(dtype, &mut out);
    out.push('"');
    out
}

/// A variable's type as an annotation: `T.int32`, `T.handle`,
/// `T.handle("float32", "global")`, `T.handle(storage_scope="shared")`.
pub(crate) fn type_annotation(ty: &Type) -> String {
    match ty {
        Type::Prim(t) => {
            let mut out = String::with_capacity(12);
            out.push_str("T.");
            push_dtype(*t, &mut out);
            out
        }
        Type::Void => "T.void".to_string(),
        Type::Pointer { elem, scope } => pointer_text(*elem, scope, false),
        Type::TensorMap => "T.TensorMap()".to_string(),
    }
}

/// `T.handle(...)` for a pointer type; `call` forces the parentheses of a
/// void global pointer (a call's type position needs a value).
fn pointer_text(elem: DataType, scope: &Scope, call: bool) -> String {
    if elem.is_void() {
        if scope.as_str() == "global" {
            if call {
                "T.handle()".into()
            } else {
                "T.handle".into()
            }
        } else {
            format!("T.handle(storage_scope={})", string_text(scope.as_str()))
        }
    } else {
        format!("T.handle(\"{elem}\", {})", string_text(scope.as_str()))
    }
}

/// The expression creating a fresh variable of this type: `T.int32()`,
/// `T.handle("float32", "global")`, `T.handle()`.
pub(crate) fn var_creation(ty: &Type) -> String {
    match ty {
        Type::Prim(t) => {
            let mut out = String::with_capacity(14);
            out.push_str("T.");
            push_dtype(*t, &mut out);
            out.push_str("()");
            out
        }
        Type::Void => "T.void()".to_string(),
        Type::Pointer { elem, scope } => pointer_text(*elem, scope, true),
        Type::TensorMap => "T.TensorMap()".to_string(),
    }
}

/// A call's result type in a dtype position: `"int32"`, `T.handle().ty`,
/// `T.handle("int64", "global").ty`.
pub(crate) fn call_type_text(ty: &Type) -> String {
    match ty {
        Type::Prim(t) if t.is_handle() => "T.handle().ty".to_string(),
        Type::Prim(t) => dtype_str(*t),
        Type::Void => "\"void\"".to_string(),
        Type::Pointer { elem, scope } => format!("{}.ty", pointer_text(*elem, scope, true)),
        Type::TensorMap => "T.TensorMap().ty".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int_text(dtype: DataType, v: i64) -> String {
        let mut out = String::new();
        write_int_text(dtype, v, &mut out);
        out
    }

    /// The short path writes what the general one (`%#.1f` / `%.17g`)
    /// writes, on multiples of 1/1024 across its whole range and both signs,
    /// and declines everything else.
    #[test]
    fn short_floats_match_the_general_path() {
        let general = |v: f64| {
            if v.round() == v {
                format!("{v:.1}")
            } else {
                g17(v)
            }
        };
        let mut ms: Vec<i64> = (-5000..5000).collect();
        ms.extend([
            1_023_999_999,
            1_024_000_000 - 1024,
            999_999 * 1024 + 1,
            7 * 1024 + 1023,
        ]);
        for m in ms {
            for v in [m as f64 / 1024.0, -(m as f64) / 1024.0] {
                let mut out = String::new();
                assert!(write_short_float(v, &mut out), "{v}");
                assert_eq!(out, general(v), "{v}");
                assert_eq!(float_text(v), general(v));
            }
        }
        for v in [
            1e6,
            -1e6,
            0.1,
            1e-7,
            1.0 / 2048.0,
            3e15,
            f64::NAN,
            f64::INFINITY,
        ] {
            assert!(!write_short_float(v, &mut String::new()), "{v}");
        }
        let mut out = String::new();
        write_int_text(DataType::int(64), i64::MIN, &mut out);
        assert_eq!(out, format!("T.int64({})", i64::MIN));
        out.clear();
        write_int_text(DataType::uint(64), -1, &mut out);
        assert_eq!(out, format!("T.uint64({})", u64::MAX));
    }

    #[test]
    fn floats_like_tvm() {
        // Expected texts are TVM 0.27's output for the same FloatImm values.
        assert_eq!(float_text(0.0), "0.0");
        assert_eq!(float_text(-0.0), "-0.0");
        assert_eq!(float_text(0.1 + 2.5), "2.6000000000000001");
        assert_eq!(float_text(123456.789), "123456.789");
        assert_eq!(float_text(0.5), "0.5");
        assert_eq!(float_text(1e-7), "9.9999999999999995e-08");
        assert_eq!(
            float_text(100000002004087734272.0),
            "100000002004087734272.0"
        );
        assert_eq!(float_text(f64::NEG_INFINITY), "\"-inf\"");
        assert_eq!(float_text(f64::NAN), "\"nan\"");
        assert!(
            float_text(1e300).starts_with("1000000000000000052504760255204420248704468581108159")
        );
        assert_eq!(float_text(0.1f32 as f64), "0.10000000149011612");
        assert_eq!(float_text(1.5e-5), "1.5e-05");
        assert_eq!(float_text(0.0001), "0.0001");
    }

    #[test]
    fn ints_like_tvm() {
        assert_eq!(int_text(DataType::i32(), -3), "-3");
        assert_eq!(int_text(DataType::i64(), 512), "T.int64(512)");
        assert_eq!(int_text(DataType::uint(8), 7), "T.uint8(7)");
        assert_eq!(int_text(DataType::bool(), 1), "T.bool(True)");
        assert_eq!(
            int_text(DataType::uint(64), (1u64 << 63) as i64 + 5),
            "T.uint64(9223372036854775813)"
        );
    }

    #[test]
    fn strings_escape() {
        assert_eq!(string_text("q\"t"), "\"q\\\"t\"");
        assert_eq!(string_text("c\\d"), "\"c\\\\d\"");
        assert_eq!(string_text("\u{1}"), "\"\\x01\"");
        assert_eq!(string_text("\u{2028}"), "\"\\u2028\"");
        assert_eq!(string_text("\u{1F600}"), "\"\\U0001f600\"");
    }

    #[test]
    fn types() {
        assert_eq!(
            type_annotation(&Type::pointer(DataType::i64(), "global")),
            "T.handle(\"int64\", \"global\")"
        );
        assert_eq!(type_annotation(&Type::Prim(DataType::handle())), "T.handle");
        assert_eq!(
            type_annotation(&Type::pointer(DataType::void(), "shared")),
            "T.handle(storage_scope=\"shared\")"
        );
        assert_eq!(
            call_type_text(&Type::Prim(DataType::handle())),
            "T.handle().ty"
        );
        assert_eq!(
            call_type_text(&Type::pointer(DataType::i64(), "global")),
            "T.handle(\"int64\", \"global\").ty"
        );
        assert_eq!(var_creation(&Type::Prim(DataType::i32())), "T.int32()");
    }
}
