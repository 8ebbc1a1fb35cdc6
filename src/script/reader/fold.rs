//! Constant folding of the reader: loop extents simplified like TVM's analyzer
//! does for linear index expressions (`ExtentSum`), and the folding math builders
//! (`T.abs`, `T.floor`, `T.isnan`, `T.max_value`, ...).
//!
//! Kept apart from the call handlers so the one arithmetic core can replace
//! it without touching them.

use super::ops::{self, Num};
use crate::ir::{BinOp, CmpOp, DataType, Expr, ExprKind};

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
    let mut lin = ExtentSum::default();
    lin.add(&e, 1);
    lin.add(&s, -1);
    lin.terms.retain(|(_, k)| *k != 0);
    if lin.overflow || lin.terms.len() > 2 {
        return Ok(diff);
    }
    let t = e.dtype();
    let scaled = |x: &Expr, k: i64| -> Result<Expr, String> {
        if k == 1 {
            Ok(x.clone())
        } else {
            ops::binary(BinOp::Mul, x, &Expr::int(t, k))
        }
    };
    let mut acc: Option<Expr> = None;
    for (x, k) in lin.terms.iter().filter(|(_, k)| *k > 0) {
        let term = scaled(x, *k)?;
        acc = Some(match acc {
            None => term,
            Some(a) => ops::binary(BinOp::Add, &a, &term)?,
        });
    }
    let mut acc = match acc {
        Some(a) => a,
        None => Expr::int(t, lin.constant),
    };
    // TVM's canonical order: positive terms, a positive constant, negative
    // terms, a negative constant (`T.max(a, b) + 1 - T.min(a, b)`, `n - 2`).
    let had_positive = lin.terms.iter().any(|(_, k)| *k > 0);
    if had_positive && lin.constant > 0 {
        acc = ops::binary(BinOp::Add, &acc, &Expr::int(t, lin.constant))?;
    }
    for (x, k) in lin.terms.iter().filter(|(_, k)| *k < 0) {
        acc = ops::binary(BinOp::Sub, &acc, &scaled(x, -k)?)?;
    }
    if had_positive && lin.constant < 0 {
        acc = ops::binary(BinOp::Sub, &acc, &Expr::int(t, lin.constant.wrapping_neg()))?;
    }
    Ok(acc)
}

/// A linear combination `sum(k * term) + constant` of an integer expression.
#[derive(Default)]
struct ExtentSum {
    terms: Vec<(Expr, i64)>,
    constant: i64,
    overflow: bool,
}

impl ExtentSum {
    fn add(&mut self, e: &Expr, k: i64) {
        match e.kind() {
            ExprKind::Int(v) => self.add_const(v.checked_mul(k)),
            ExprKind::Binary(BinOp::Add, a, b) => {
                self.add(a, k);
                self.add(b, k);
            }
            ExprKind::Binary(BinOp::Sub, a, b) => {
                self.add(a, k);
                self.add(b, k.wrapping_neg());
            }
            ExprKind::Binary(BinOp::Mul, a, b) if b.as_int().is_some() || a.as_int().is_some() => {
                let (x, c) = if let Some(c) = b.as_int() {
                    (a, c)
                } else {
                    (b, a.as_int().unwrap_or(1))
                };
                match k.checked_mul(c) {
                    Some(kc) => self.add(x, kc),
                    None => self.overflow = true,
                }
            }
            _ => match self.terms.iter_mut().find(|(x, _)| x == e) {
                Some((_, c)) => *c = c.wrapping_add(k),
                None => self.terms.push((e.clone(), k)),
            },
        }
    }

    fn add_const(&mut self, v: Option<i64>) {
        match v.and_then(|v| self.constant.checked_add(v)) {
            Some(c) => self.constant = c,
            None => self.overflow = true,
        }
    }
}

pub(crate) fn pow(x: &Expr, y: &Expr) -> Result<Expr, String> {
    let (x, y) = ops::match_types(x, y)?;
    if !ops::is_ieee_float(x.dtype()) {
        return Err("power only applies to float".into());
    }
    Ok(Expr::call(x.ty().clone(), "pow", vec![x, y]))
}

pub(crate) fn abs(x: &Expr) -> Result<Expr, String> {
    let t = x.dtype();
    if t.is_int() {
        if let Some(v) = x.as_int() {
            return Ok(Expr::new(t, ExprKind::Int(v.wrapping_abs())));
        }
        let ge = ops::compare(CmpOp::Ge, x, &ops::zero(t)?)?;
        let n = ops::neg(x)?;
        Ok(Expr::select(&ge, x, &n))
    } else if t.is_float() {
        if let Some(f) = x.as_float() {
            return Ok(Expr::float(t, f.abs()));
        }
        Ok(Expr::call(x.ty().clone(), "fabs", vec![x.clone()]))
    } else if t.is_uint() {
        Ok(x.clone())
    } else {
        Err(format!("abs is not supported for {t}"))
    }
}

pub(crate) fn rounding(name: &str, x: &Expr) -> Expr {
    let t = x.dtype();
    if t.is_integer_like() {
        return x.clone();
    }
    if let Some(f) = x.as_float() {
        let v = match name {
            "floor" => f.floor(),
            "ceil" => f.ceil(),
            "trunc" => f.trunc(),
            _ => f.round_ties_even(),
        };
        return Expr::float(t, v);
    }
    Expr::call(x.ty().clone(), name, vec![x.clone()])
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
        return Ok(Expr::call(bt, "isnan", vec![wide]));
    }
    Ok(Expr::call(bt, "isnan", vec![x.clone()]))
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
