//! The bit formulas of `dtype_conversion` evaluated on concrete values: they
//! must agree with round-to-nearest-even on normal numbers (the range where
//! TVM's conversion is exact; it has no denormal/NaN handling by design).

use tirsat::ir::*;
use tirsat::transform::dtype_conversion::{FloatConfig, convert_bits, dtype_conversion};

fn mask(bits: u16) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Evaluates the unsigned bit pattern of `e`; `x` stands for `input`.
fn eval(e: &Expr, x: &Var, input: u64) -> u64 {
    let t = e.dtype();
    let m = mask(t.bits);
    let r = match e.kind() {
        ExprKind::Var(v) if v == x => input,
        ExprKind::Int(v) => *v as u64,
        ExprKind::Cast(a) => eval(a, x, input),
        ExprKind::Binary(BinOp::Add, a, b) => eval(a, x, input).wrapping_add(eval(b, x, input)),
        ExprKind::Binary(BinOp::Sub, a, b) => eval(a, x, input).wrapping_sub(eval(b, x, input)),
        ExprKind::Cmp(CmpOp::Lt, a, b) => (eval(a, x, input) < eval(b, x, input)) as u64,
        ExprKind::Call { args, .. } => {
            let name = e
                .as_call()
                .and_then(|(o, _)| o.builtin_name().map(str::to_string));
            let a = |i: usize| eval(&args[i], x, input);
            match name.as_deref() {
                Some("reinterpret") => a(0),
                Some("shift_left") => a(0) << a(1),
                Some("shift_right") => (a(0) & mask(args[0].dtype().bits)) >> a(1),
                Some("bitwise_and") => a(0) & a(1),
                Some("bitwise_or") => a(0) | a(1),
                Some("if_then_else") => {
                    if a(0) != 0 {
                        a(1)
                    } else {
                        a(2)
                    }
                }
                other => panic!("unexpected call {other:?}"),
            }
        }
        other => panic!("unexpected node {other:?}"),
    };
    r & m
}

/// The value of a normal, finite pattern (None for zero exponent or all-ones exponent).
fn value(bits: u64, t: DataType) -> Option<f64> {
    let c = FloatConfig::of(t)?;
    let mant = bits & ((1u64 << c.mantissa) - 1);
    let exp = (bits >> c.mantissa) & ((1u64 << c.exponent) - 1);
    let sign = (bits >> (c.mantissa + c.exponent)) & 1;
    if exp == 0 || exp == (1u64 << c.exponent) - 1 {
        return None;
    }
    let v =
        (1.0 + mant as f64 / (1u64 << c.mantissa) as f64) * 2f64.powi(exp as i32 - c.bias as i32);
    Some(if sign == 1 { -v } else { v })
}

/// Round-to-nearest-even reference among the normal values of `t`.
fn rne(v: f64, t: DataType) -> Option<u64> {
    let c = FloatConfig::of(t)?;
    let width = 1 + c.exponent + c.mantissa;
    let mut best: Option<(f64, u64)> = None;
    for bits in 0..(1u64 << width) {
        let Some(w) = value(bits, t) else { continue };
        if (w < 0.0) != (v < 0.0) {
            continue;
        }
        let d = (w - v).abs();
        best = match best {
            None => Some((d, bits)),
            Some((bd, bb)) if d < bd || (d == bd && bits & 1 == 0 && bb & 1 == 1) => {
                Some((d, bits))
            }
            keep => keep,
        };
    }
    best.map(|(_, b)| b)
}

fn conversion_expr(src: DataType, tgt: DataType) -> (Var, Expr) {
    let x = Var::new("x", src);
    let e = dtype_conversion(&x.to_expr(), tgt).expect("conversion");
    (x, e)
}

#[test]
fn fp8_to_wider_is_exact_on_normal_values() {
    for kind in [Float8Kind::E4M3Fn, Float8Kind::E5M2] {
        let src = DataType::float8(kind);
        for tgt in [DataType::float(16), DataType::f32()] {
            let (x, e) = conversion_expr(src, tgt);
            for bits in 0u64..256 {
                let got = eval(&e, &x, bits);
                assert_eq!(Some(got), convert_bits(bits, src, tgt));
                if let Some(v) = value(bits, src) {
                    assert_eq!(value(got, tgt), Some(v), "{src} {bits:#x} -> {tgt}");
                }
            }
        }
    }
}

#[test]
fn narrowing_rounds_to_nearest_even() {
    // float16 -> fp8: every f16 value in the normal range of the target.
    for kind in [Float8Kind::E4M3Fn, Float8Kind::E5M2] {
        let tgt = DataType::float8(kind);
        let src = DataType::float(16);
        let (x, e) = conversion_expr(src, tgt);
        let c = FloatConfig::of(tgt).expect("fp8");
        let min_normal = 2f64.powi(1 - c.bias as i32);
        let max_normal = value(
            (((1u64 << c.exponent) - 2) << c.mantissa) | ((1 << c.mantissa) - 1),
            tgt,
        )
        .expect("max");
        for bits in 0u64..65536 {
            let Some(v) = value(bits, src) else { continue };
            if v.abs() < min_normal || v.abs() > max_normal {
                continue;
            }
            let got = eval(&e, &x, bits);
            assert_eq!(Some(got), convert_bits(bits, src, tgt));
            assert_eq!(Some(got), rne(v, tgt), "{v} -> {tgt}");
        }
    }
}

#[test]
fn float32_to_bfloat16_rounds_to_nearest_even() {
    let (x, e) = conversion_expr(DataType::f32(), DataType::bf16());
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..20000 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let bits = (state >> 32) & 0xFFFF_FFFF;
        let Some(v) = value(bits, DataType::f32()) else {
            continue;
        };
        if v.abs() > 3.0e38 {
            continue;
        }
        let got = eval(&e, &x, bits);
        // neighbours: truncation and the next value up
        let lo = bits >> 16;
        let (Some(a), Some(b)) = (value(lo, DataType::bf16()), value(lo + 1, DataType::bf16()))
        else {
            continue;
        };
        let (da, db) = ((v - a).abs(), (v - b).abs());
        let want = if da < db || (da == db && lo & 1 == 0) {
            lo
        } else {
            lo + 1
        };
        assert_eq!(got, want, "{v}");
    }
}
