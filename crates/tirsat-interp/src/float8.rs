//! The 8-bit float formats (`float8_e4m3fn`, `float8_e5m2`, ...): decoding a code
//! to its value and rounding a value to the nearest code.
//!
//! The formats follow the usual definitions (OCP FP8 and the `fnuz` variants of
//! ml_dtypes): IEEE-like formats (`e3m4`, `e4m3`, `e5m2`) have infinities and
//! NaNs; `fn` formats have no infinity and one NaN per sign (all exponent and
//! mantissa bits set); `fnuz` formats have no infinity, no negative zero and the
//! single NaN `0x80`; `e8m0fnu` is an unsigned power of two with NaN `0xFF`.
//!
//! Rounding is to nearest, ties to even. A value beyond the largest finite one
//! rounds to infinity where the format has one and to NaN otherwise.
//!
//! ```
//! use tirsat_interp::float8::{decode, encode};
//! use tirsat_ir::Float8Kind;
//! assert_eq!(decode(Float8Kind::E4M3Fn, encode(Float8Kind::E4M3Fn, 1.5)), 1.5);
//! assert_eq!(decode(Float8Kind::E4M3Fn, 0x7E), 448.0);
//! assert!(decode(Float8Kind::E5M2Fnuz, 0x80).is_nan());
//! ```

use std::sync::OnceLock;

use tirsat_ir::Float8Kind;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    Ieee,
    Fn,
    Fnuz,
    E8M0,
}

#[derive(Clone, Copy)]
struct Format {
    exp_bits: u32,
    man_bits: u32,
    bias: i32,
    style: Style,
}

fn format(kind: Float8Kind) -> Format {
    let f = |exp_bits, man_bits, bias, style| Format {
        exp_bits,
        man_bits,
        bias,
        style,
    };
    match kind {
        Float8Kind::E3M4 => f(3, 4, 3, Style::Ieee),
        Float8Kind::E4M3 => f(4, 3, 7, Style::Ieee),
        Float8Kind::E4M3Fn => f(4, 3, 7, Style::Fn),
        Float8Kind::E4M3Fnuz => f(4, 3, 8, Style::Fnuz),
        Float8Kind::E4M3B11Fnuz => f(4, 3, 11, Style::Fnuz),
        Float8Kind::E5M2 => f(5, 2, 15, Style::Ieee),
        Float8Kind::E5M2Fnuz => f(5, 2, 16, Style::Fnuz),
        Float8Kind::E8M0Fnu => f(8, 0, 127, Style::E8M0),
    }
}

/// The value of `code` in format `kind`.
pub fn decode(kind: Float8Kind, code: u8) -> f64 {
    let f = format(kind);
    if f.style == Style::E8M0 {
        if code == 0xFF {
            return f64::NAN;
        }
        return 2f64.powi(code as i32 - f.bias);
    }
    if f.style == Style::Fnuz && code == 0x80 {
        return f64::NAN;
    }
    let sign = if code & 0x80 != 0 { -1.0 } else { 1.0 };
    let exp_mask = (1u32 << f.exp_bits) - 1;
    let man_mask = (1u32 << f.man_bits) - 1;
    let e = (code as u32 >> f.man_bits) & exp_mask;
    let m = code as u32 & man_mask;
    if e == exp_mask {
        match f.style {
            Style::Ieee => {
                return if m == 0 {
                    sign * f64::INFINITY
                } else {
                    f64::NAN
                };
            }
            Style::Fn if m == man_mask => return f64::NAN,
            _ => {}
        }
    }
    let scale = 2f64.powi(f.man_bits as i32);
    let v = if e == 0 {
        (m as f64 / scale) * 2f64.powi(1 - f.bias)
    } else {
        (1.0 + m as f64 / scale) * 2f64.powi(e as i32 - f.bias)
    };
    sign * v
}

fn nan_code(f: Format) -> u8 {
    match f.style {
        Style::Fnuz => 0x80,
        Style::E8M0 => 0xFF,
        _ => 0x7F,
    }
}

/// Non-negative finite codes sorted by value (code order is value order for the
/// positive half of every format).
fn positive_table(kind: Float8Kind) -> &'static [(f64, u8)] {
    static TABLES: [OnceLock<Vec<(f64, u8)>>; 8] = [const { OnceLock::new() }; 8];
    let i = Float8Kind::ALL.iter().position(|k| *k == kind).unwrap_or(0);
    TABLES[i].get_or_init(|| {
        let limit = if format(kind).style == Style::E8M0 {
            0xFF
        } else {
            0x80
        };
        (0..limit)
            .map(|c| (decode(kind, c as u8), c as u8))
            .filter(|(v, _)| v.is_finite())
            .collect()
    })
}

/// The code nearest to `x` in format `kind` (ties to even).
pub fn encode(kind: Float8Kind, x: f64) -> u8 {
    let f = format(kind);
    if x.is_nan() {
        return nan_code(f);
    }
    let neg = x.is_sign_negative();
    if f.style == Style::E8M0 && (neg || x == 0.0) {
        return nan_code(f);
    }
    let a = x.abs();
    let table = positive_table(kind);
    let code = if a.is_infinite() {
        if f.style == Style::Ieee {
            (((1u32 << f.exp_bits) - 1) << f.man_bits) as u8
        } else {
            return nan_code(f);
        }
    } else {
        let (max_v, max_c) = table[table.len() - 1];
        if a > max_v {
            // Half an ulp above the largest finite value rounds away.
            let (prev_v, _) = table[table.len() - 2];
            let half_ulp = (max_v - prev_v) / 2.0;
            if a < max_v + half_ulp || (a == max_v + half_ulp && max_c & 1 == 0) {
                max_c
            } else if f.style == Style::Ieee {
                (((1u32 << f.exp_bits) - 1) << f.man_bits) as u8
            } else {
                return nan_code(f);
            }
        } else {
            let pos = table.partition_point(|(v, _)| *v < a);
            if pos == 0 {
                table[0].1
            } else {
                let (hi_v, hi_c) = table[pos];
                let (lo_v, lo_c) = table[pos - 1];
                let dl = a - lo_v;
                let dh = hi_v - a;
                if dl < dh {
                    lo_c
                } else if dh < dl {
                    hi_c
                } else if lo_c & 1 == 0 {
                    lo_c
                } else {
                    hi_c
                }
            }
        }
    };
    if f.style == Style::E8M0 {
        return code;
    }
    if neg && (code != 0 || f.style != Style::Fnuz) {
        code | 0x80
    } else {
        code
    }
}

/// Rounds `x` to the nearest value of format `kind`.
pub fn round(kind: Float8Kind, x: f64) -> f64 {
    decode(kind, encode(kind, x))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        assert_eq!(decode(Float8Kind::E5M2, 0x7B), 57344.0);
        assert_eq!(decode(Float8Kind::E5M2, 0x7C), f64::INFINITY);
        assert_eq!(decode(Float8Kind::E4M3Fnuz, 0x7F), 240.0);
        assert_eq!(decode(Float8Kind::E4M3Fn, 0x01), 2f64.powi(-9));
        assert_eq!(decode(Float8Kind::E8M0Fnu, 127), 1.0);
        assert_eq!(decode(Float8Kind::E3M4, 0x6F), 15.5);
    }

    #[test]
    fn round_trip_all_codes() {
        for kind in Float8Kind::ALL {
            for c in 0..=255u8 {
                let v = decode(kind, c);
                if v.is_nan() {
                    assert!(decode(kind, encode(kind, v)).is_nan());
                } else if !(v == 0.0 && c != 0 && kind == Float8Kind::E8M0Fnu) {
                    assert_eq!(
                        decode(kind, encode(kind, v)).to_bits(),
                        v.to_bits(),
                        "{kind:?} {c:#x}"
                    );
                }
            }
        }
    }

    #[test]
    fn ties_and_overflow() {
        // 1.0625 is halfway between 1.0 (0x38) and 1.125 (0x39) in e4m3fn: even wins.
        assert_eq!(encode(Float8Kind::E4M3Fn, 1.0625), 0x38);
        assert!(decode(Float8Kind::E4M3Fn, encode(Float8Kind::E4M3Fn, 1e6)).is_nan());
        assert_eq!(
            decode(Float8Kind::E5M2, encode(Float8Kind::E5M2, 1e9)),
            f64::INFINITY
        );
        assert_eq!(encode(Float8Kind::E4M3Fnuz, -0.0), 0);
    }
}
