//! Literal text exactly as TVM 0.27's Python doc printer writes it: integers,
//! floats (`%#.1f` for integral values, `%.17g` otherwise), strings with TVM's
//! escapes, and data type names.

use crate::ir::{DataType, Scope, Type, TypeCode};

/// A float the way TVM prints a `FloatImm` value or a Python float attribute:
/// integral values in fixed notation with one decimal (`2.0`, `-0.0`,
/// `100000002004087734272.0`), other values with 17 significant digits like
/// C's `%.17g` (`0.10000000000000001`, `9.9999999999999995e-08`), and
/// non-finite values as quoted strings (`"inf"`, `"-inf"`, `"nan"`).
///
/// ```
/// use tirsat::script::printer::float_text;
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
    if v.round() == v {
        // Exact decimal expansion, like `std::fixed` with precision 1.
        return format!("{v:.1}");
    }
    g17(v)
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
/// use tirsat::script::printer::string_text;
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
/// as `T.bool(True)`, other types typed (`T.int64(512)`, `T.uint8(7)`).
pub(crate) fn int_text(dtype: DataType, v: i64) -> String {
    if dtype == DataType::i32() {
        return v.to_string();
    }
    if dtype.is_bool() {
        return format!("T.bool({})", if v != 0 { "True" } else { "False" });
    }
    let digits = if dtype.code == TypeCode::UInt && dtype.bits == 64 {
        (v as u64).to_string()
    } else {
        v.to_string()
    };
    format!("T.{dtype}({digits})")
}

/// `T.float32(0.0)`: floats always carry their type.
pub(crate) fn float_literal(dtype: DataType, v: f64) -> String {
    format!("T.{dtype}({})", float_text(v))
}

/// The quoted dtype string (`"float32"`).
pub(crate) fn dtype_str(dtype: DataType) -> String {
    format!("\"{dtype}\"")
}

/// A variable's type as an annotation: `T.int32`, `T.handle`,
/// `T.handle("float32", "global")`, `T.handle(storage_scope="shared")`.
pub(crate) fn type_annotation(ty: &Type) -> String {
    match ty {
        Type::Prim(t) => format!("T.{t}"),
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
        Type::Prim(t) => format!("T.{t}()"),
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
