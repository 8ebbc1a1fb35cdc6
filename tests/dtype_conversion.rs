//! The bit formulas of `dtype_conversion` evaluated on concrete values: they
//! must agree with round-to-nearest-even on normal numbers (the range where
//! TVM's conversion is exact; it has no denormal/NaN handling by design), and
//! with the interpreter's own model of TVM's conversion
//! (`interp::float_convert`, which the differential tests use instead of the
//! formulas) on every code.

use tirsat::interp::float_convert::{exact_conversion, tvm_conversion};
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

// ---------------------------------------------------------------------------
// The interpreter's own model of TVM's conversion (`interp::float_convert`,
// used by the differential tests' promoted semantics) against the pass's bit
// formulas, on every code of the 8- and 16-bit formats and a sweep of float32
// codes, and against exact rounding from the formats' definitions.

/// Every conversion the compute legalizations emit: bf16 <-> f32 and every
/// float8 format <-> f16 / f32.
fn legalization_pairs() -> Vec<(DataType, DataType)> {
    let (h, f) = (DataType::float(16), DataType::f32());
    let mut v = vec![(DataType::bf16(), f), (f, DataType::bf16())];
    for k in Float8Kind::ALL {
        let e = DataType::float8(k);
        v.extend([(e, h), (e, f), (h, e), (f, e)]);
    }
    v
}

/// float32 codes: both signs, every exponent (zero/subnormal, normal,
/// infinity/NaN), mantissas at and around every rounding point of the
/// narrower formats (kept bits 0, 1, 2, all ones; dropped bits 0, 1, half - 1,
/// half, half + 1, all ones), plus pseudo-random mantissas.
fn float32_sweep() -> Vec<u64> {
    let mut mantissas = Vec::new();
    for d in [13u32, 16, 19, 20, 21, 23] {
        let half = 1u64 << (d - 1);
        for kept in [0u64, 1, 2, (1 << (23 - d)) - 1] {
            for rest in [0, 1, half - 1, half, half + 1, (1 << d) - 1] {
                mantissas.push(((kept << d) | rest) & 0x7f_ffff);
            }
        }
    }
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    for _ in 0..64 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        mantissas.push(state & 0x7f_ffff);
    }
    mantissas.sort_unstable();
    mantissas.dedup();
    let mut codes = Vec::new();
    for sign in 0..2u64 {
        for exp in 0..256u64 {
            for m in &mantissas {
                codes.push((sign << 31) | (exp << 23) | m);
            }
        }
    }
    codes
}

fn source_codes(src: DataType) -> Vec<u64> {
    if src.bits <= 16 {
        (0..1u64 << src.bits).collect()
    } else {
        float32_sweep()
    }
}

#[test]
fn interpreter_model_matches_the_pass_formulas_on_every_code() {
    let sweep = float32_sweep();
    assert_eq!(sweep.len(), 78_848);
    let mut checked = 0usize;
    for (src, tgt) in legalization_pairs() {
        let (x, e) = conversion_expr(src, tgt);
        for bits in source_codes(src) {
            let formula = eval(&e, &x, bits);
            assert_eq!(convert_bits(bits, src, tgt), Some(formula));
            assert_eq!(
                tvm_conversion(bits, src, tgt),
                Some(formula),
                "{src} {bits:#x} -> {tgt}: the interpreter's model and the pass's formula differ"
            );
            checked += 1;
        }
    }
    // 2 x 2^16 (bf16 <-> f32 uses the sweep one way), 8 kinds x (2 x 2^8 + 2^16 + sweep).
    assert_eq!(
        checked,
        65536 + sweep.len() + 8 * (2 * 256 + 65536 + sweep.len())
    );
}

/// The exponent field of `bits` in `t` is neither zero nor (for IEEE-style
/// formats with infinities) all ones, and the code is not a NaN: a normal
/// finite value by the format's definition.
fn normal(bits: u64, t: DataType) -> bool {
    let c = FloatConfig::of(t).expect("float");
    let exp = (bits >> c.mantissa) & ((1 << c.exponent) - 1);
    let v = tirsat::interp::value::float_from_bits(t, bits);
    exp != 0 && v.is_finite() && v != 0.0
}

/// The smallest positive normal value of `t`, by its definition.
fn min_normal(t: DataType) -> f64 {
    let c = FloatConfig::of(t).expect("float");
    tirsat::interp::value::float_from_bits(t, 1 << c.mantissa)
}

/// The bias TVM's `FloatConfig` gives a float8 format and the format's own.
fn float8_biases(k: Float8Kind) -> (i32, i32) {
    let tvm = k.layout().2;
    let own = match k {
        Float8Kind::E4M3Fnuz => 8,
        Float8Kind::E4M3B11Fnuz => 11,
        Float8Kind::E5M2Fnuz => 16,
        _ => tvm,
    };
    (tvm, own)
}

/// Where both formats hold the value as a normal number, TVM's conversion is
/// round to nearest, ties to even, by the formats' definitions: except for
/// the `fnuz` formats, whose bias TVM takes one (`e4m3fnuz`, `e5m2fnuz`) or
/// four (`e4m3b11fnuz`) too small, so every value reads and writes scaled by
/// that power of two, and for `e8m0fnu` values of 2 and more converted to
/// float16, which lose their top exponent bit.
#[test]
fn interpreter_model_is_exact_rounding_on_normal_values() {
    for (src, tgt) in legalization_pairs() {
        let shift = |t: DataType| match t.code {
            TypeCode::Float8(k) => {
                let (tvm, own) = float8_biases(k);
                own - tvm
            }
            _ => 0,
        };
        // value(tvm code) = value(exact code) * 2^scale on the domain.
        let scale = shift(src) - shift(tgt);
        let mut in_domain = 0usize;
        for bits in source_codes(src) {
            if !normal(bits, src) {
                continue;
            }
            let v = tirsat::interp::value::float_from_bits(src, bits) * 2f64.powi(scale);
            let want = tirsat::interp::value::float_to_bits(tgt, v);
            if !normal(want, tgt) || v.abs() < min_normal(tgt) {
                continue;
            }
            in_domain += 1;
            let got = tvm_conversion(bits, src, tgt).expect("float formats");
            let e8m0 = DataType::float8(Float8Kind::E8M0Fnu);
            if src == e8m0 && tgt == DataType::float(16) && bits >= 0x80 {
                // TVM reads e8m0fnu's top exponent bit as a sign (it shifts
                // the code left by one in 8 bits): 2^(c - 127) for c >= 128
                // converts as 2^(c - 255).
                assert_eq!(Some(got), tvm_conversion(bits & 0x7f, src, tgt));
                continue;
            }
            assert_eq!(got, want, "{src} {bits:#x} -> {tgt} (scale 2^{scale})");
            if scale == 0 {
                assert_eq!(exact_conversion(bits, src, tgt), Some(want));
            }
        }
        assert!(in_domain > 0, "{src} -> {tgt}");
    }
}

/// Outside that domain TVM's conversion is not rounding; the differences on
/// the formats the differential tests generate, counted over every 8- and
/// 16-bit code (the classes: zero, subnormal, infinity and NaN codes read as
/// normal numbers; results below the target's normal range flushed to +0;
/// overflows spilling into the sign; NaNs rounded into infinities).
#[test]
fn interpreter_model_differs_from_exact_rounding_only_outside_normal_values() {
    let (h, f, bf) = (DataType::float(16), DataType::f32(), DataType::bf16());
    let e4m3 = DataType::float8(Float8Kind::E4M3Fn);
    let e5m2 = DataType::float8(Float8Kind::E5M2);
    let same = |a: u64, b: u64, t: DataType| {
        let (x, y) = (
            tirsat::interp::value::float_from_bits(t, a),
            tirsat::interp::value::float_from_bits(t, b),
        );
        a == b || (x.is_nan() && y.is_nan())
    };
    let mut counts = Vec::new();
    for (src, tgt) in [
        (e4m3, h),
        (e4m3, f),
        (e5m2, h),
        (e5m2, f),
        (bf, f),
        (h, e4m3),
        (h, e5m2),
    ] {
        let n = (0..1u64 << src.bits)
            .filter(|&b| {
                let tvm = tvm_conversion(b, src, tgt).unwrap();
                !same(tvm, exact_conversion(b, src, tgt).unwrap(), tgt)
            })
            .count();
        counts.push(((src.to_string(), tgt.to_string()), n));
    }
    let want: Vec<((String, String), usize)> = [
        // 0x00-0x07 and 0x80-0x87 (zero, subnormals), 0x7f and 0xff (NaN).
        ("float8_e4m3fn", "float16", 18),
        ("float8_e4m3fn", "float32", 18),
        ("float8_e5m2", "float16", 0),
        // Zero and subnormals 0x00-0x03 and 0x80-0x83, infinities and NaNs.
        ("float8_e5m2", "float32", 16),
        ("bfloat16", "float32", 0),
        // Below 2^-6 (flushed), above 464 (spills), infinities and NaNs, -0.
        ("float16", "float8_e4m3fn", 29569),
        // NaNs whose payload rounds away.
        ("float16", "float8_e5m2", 512),
    ]
    .iter()
    .map(|(a, b, n)| ((a.to_string(), b.to_string()), *n))
    .collect();
    assert_eq!(counts, want);
}
