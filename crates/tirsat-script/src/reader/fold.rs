//! Constant folding of the reader: loop extents simplified like TVM's analyzer
//! does for linear index expressions (`ExtentSum`), and the folding math builders
//! (`T.abs`, `T.floor`, `T.isnan`, `T.max_value`, ...).
//!
//! Integer constants are folded by the one arithmetic core
//! ([`tirsat_ir::int`], [`tirsat_ir::linear`]): exact at the dtype's width,
//! declining (keeping the expression) where the result would not fit.

use super::ops::{self, Num};
use tirsat_ir::builtin;
use tirsat_ir::linear::{self, LinearForm};
use tirsat_ir::{BinOp, CmpOp, DataType, Expr, int};

/// The extent of a loop from `start` to `stop`: `stop - start`, simplified
/// the way TVM's analyzer does for linear index expressions: terms cancel,
/// constants fold, and the result is written `x * k + ... - y - c`
/// (`range(1, n + 1)` has extent `n`, `range(2, n)` has `n - 2`).
pub(crate) fn loop_extent(start: &Expr, stop: &Expr) -> Result<Expr, String> {
    let (s, e) = ops::match_types(start, stop)?;
    let diff = ops::binary(BinOp::Sub, &e, &s)?;
    if diff.as_int().is_some() || !e.dtype().is_int() {
        return Ok(diff);
    }
    let Some(lin) = linear::of_expr(&e).and_then(|l| l.minus(&linear::of_expr(&s)?)) else {
        return Ok(diff);
    };
    if lin.terms.len() > 2 {
        return Ok(diff);
    }
    match extent_from(&lin, e.dtype()) {
        Some(r) => r,
        None => Ok(diff),
    }
}

/// The canonical sum of `lin` at type `t` (TVM's order: positive terms, a
/// positive constant, negative terms, a negative constant:
/// `T.max(a, b) + 1 - T.min(a, b)`, `n - 2`); `None` when a constant or a
/// coefficient is not a value of `t` (the caller keeps its expression).
fn extent_from(lin: &LinearForm<Expr>, t: DataType) -> Option<Result<Expr, String>> {
    let constant = |v: i128| int::make_const(t, v);
    let c = lin.constant;
    let had_positive = lin.terms.iter().any(|(_, k)| *k > 0);
    // (operator, operand, coefficient of the operand)
    let mut parts: Vec<(BinOp, Expr, i128)> = Vec::new();
    for (x, k) in lin.terms.iter().filter(|(_, k)| *k > 0) {
        parts.push((BinOp::Add, x.clone(), *k));
    }
    if !had_positive || c > 0 {
        parts.push((BinOp::Add, constant(c)?, 1));
    }
    for (x, k) in lin.terms.iter().filter(|(_, k)| *k < 0) {
        parts.push((BinOp::Sub, x.clone(), k.checked_neg()?));
    }
    if had_positive && c < 0 {
        parts.push((BinOp::Sub, constant(c.checked_neg()?)?, 1));
    }
    let coeffs = parts
        .iter()
        .map(|(_, _, k)| {
            if *k == 1 {
                Some(None)
            } else {
                constant(*k).map(Some)
            }
        })
        .collect::<Option<Vec<_>>>()?;
    let build = || -> Result<Expr, String> {
        let mut acc: Option<Expr> = None;
        for ((op, x, _), k) in parts.iter().zip(&coeffs) {
            let term = match k {
                None => x.clone(),
                Some(k) => ops::binary(BinOp::Mul, x, k)?,
            };
            acc = Some(match acc {
                None => term,
                Some(a) => ops::binary(*op, &a, &term)?,
            });
        }
        acc.ok_or_else(|| "empty loop extent".to_string())
    };
    Some(build())
}

pub(crate) fn pow(x: &Expr, y: &Expr) -> Result<Expr, String> {
    let (x, y) = ops::match_types(x, y)?;
    if !ops::is_ieee_float(x.dtype()) {
        return Err("power only applies to float".into());
    }
    Ok(Expr::call(x.ty().clone(), builtin::POW, vec![x, y]))
}

pub(crate) fn abs(x: &Expr) -> Result<Expr, String> {
    let t = x.dtype();
    if t.is_int() {
        // |MIN| does not fit: built as the select below, never wrapped.
        if let Some(c) = int::const_value(x).and_then(|v| int::make_const(t, v.abs())) {
            return Ok(c);
        }
        let ge = ops::compare(CmpOp::Ge, x, &ops::zero(t)?)?;
        let n = ops::neg(x)?;
        Ok(Expr::select(&ge, x, &n))
    } else if t.is_float() {
        if let Some(f) = x.as_float() {
            return Ok(Expr::float(t, f.abs()));
        }
        Ok(Expr::call(x.ty().clone(), builtin::FABS, vec![x.clone()]))
    } else if t.is_uint() {
        Ok(x.clone())
    } else {
        Err(format!("abs is not supported for {t}"))
    }
}

pub(crate) fn rounding(name: &str, x: &Expr) -> Result<Expr, String> {
    let t = x.dtype();
    if t.is_integer_like() {
        return Ok(x.clone());
    }
    if let Some(f) = x.as_float() {
        let v = match name {
            "floor" => f.floor(),
            "ceil" => f.ceil(),
            "trunc" => f.trunc(),
            _ => f.round_ties_even(),
        };
        return Ok(Expr::float(t, v));
    }
    Ok(Expr::call(
        x.ty().clone(),
        super::op_named(name)?,
        vec![x.clone()],
    ))
}

pub(crate) fn isnan(x: &Expr) -> Result<Expr, String> {
    let t = x.dtype();
    let bt = DataType::bool().with_lanes_of(t);
    if t.is_integer_like() {
        return ops::make_const(bt, Num::Int(0));
    }
    if !ops::is_ieee_float(t) {
        return Err(format!("isnan is not supported for {t}"));
    }
    if let Some(f) = x.as_float() {
        return ops::make_const(bt, Num::Int(f.is_nan() as i128));
    }
    if t.bits == 16 {
        let wide = ops::cast(DataType::f32().with_lanes_of(t), x)?;
        return Ok(Expr::call(bt, builtin::ISNAN, vec![wide]));
    }
    Ok(Expr::call(bt, builtin::ISNAN, vec![x.clone()]))
}

pub(crate) fn isinf(x: &Expr) -> Result<Expr, String> {
    let t = x.dtype();
    let bt = DataType::bool().with_lanes_of(t);
    if t.is_integer_like() {
        return ops::make_const(bt, Num::Int(0));
    }
    if !ops::is_ieee_float(t) {
        return Err(format!("isinf is not supported for {t}"));
    }
    let inf = limit_value("infinity", t)?;
    let eq = ops::compare(CmpOp::Eq, &abs(x)?, &inf)?;
    let nn = ops::logical_not(&isnan(x)?)?;
    ops::logical_and(&eq, &nn)
}

/// `T.max_value`, `T.min_value`, `T.infinity` for scalar types.
pub(crate) fn limit_value(which: &str, t: DataType) -> Result<Expr, String> {
    if !t.is_scalar() {
        return Err(format!("{which} needs a scalar type"));
    }
    if which == "infinity" {
        if ops::is_ieee_float(t) {
            return Ok(Expr::float(t, f64::INFINITY));
        }
        return Err(format!("cannot decide infinity for type {t}"));
    }
    let max = which == "max_value";
    if let Some((lo, hi)) = t.int_range().filter(|_| !t.is_bool()) {
        return ops::make_const(t, Num::Int(if max { hi } else { lo }));
    }
    let v = if ops::is_ieee_float(t) {
        match t.bits {
            64 => f64::MAX,
            32 => f32::MAX as f64,
            16 => 65504.0,
            _ => return Err(format!("cannot decide {which} for type {t}")),
        }
    } else if t.is_bfloat16() {
        f32::MAX as f64
    } else {
        return Err(format!("cannot decide {which} for type {t}"));
    };
    Ok(Expr::float(t, if max { v } else { -v }))
}
