//! Scalable vectors: `T.Ramp(b, s, T.vscale() * 4)`, `T.Broadcast(v,
//! T.vscale() * 4)` and store slices `A[b:b + T.vscale() * 4]`.
//!
//! TVM 0.27 takes a non-constant lane count only in the form
//! `vscale() * k` or `k * vscale()` (an integer `k > 1`) and gives the node
//! the scalable type `<elem>xvscalex<k>`; we keep `k` as the node's lanes and
//! the scalability in its type ([`tirsat_ir::DataType::scalable`]).

use super::Reader;
use super::error::{RResult, located};
use super::value::Value;
use ruff_text_size::TextRange;
use tirsat_ir::builtin;
use tirsat_ir::{BinOp, DataType, Expr, ExprKind};

/// The lanes of a vector node: a count, or a vscale factor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Lanes {
    Fixed(u16),
    Scalable(u16),
}

impl Lanes {
    pub(crate) fn ramp(self, base: &Expr, stride: &Expr) -> Expr {
        match self {
            Lanes::Fixed(n) => Expr::ramp(base, stride, n),
            Lanes::Scalable(k) => Expr::scalable_ramp(base, stride, k),
        }
    }
    pub(crate) fn broadcast(self, value: &Expr) -> Expr {
        match self {
            Lanes::Fixed(n) => Expr::broadcast(value, n),
            Lanes::Scalable(k) => Expr::scalable_broadcast(value, k),
        }
    }
}

fn is_vscale(e: &Expr) -> bool {
    e.as_builtin_call(builtin::VSCALE)
        .is_some_and(|a| a.is_empty())
}

/// `k` when `e` is `vscale() * k` or `k * vscale()` (TVM's
/// `ExtractVscaleFactor`).
pub(crate) fn vscale_factor(e: &Expr) -> Option<i64> {
    let ExprKind::Binary(BinOp::Mul, a, b) = e.kind() else {
        return None;
    };
    match (a.as_int(), b.as_int()) {
        (Some(k), None) if is_vscale(b) => Some(k),
        (None, Some(k)) if is_vscale(a) => Some(k),
        _ => None,
    }
}

fn factor_u16(k: i64) -> Result<u16, String> {
    match u16::try_from(k) {
        Ok(f) if f > 1 => Ok(f),
        _ => Err(format!("invalid value for vscale factor {k}")),
    }
}

impl Reader<'_> {
    /// The `lanes` argument of `T.Ramp` / `T.Broadcast`.
    pub(crate) fn lanes_arg(&self, v: &Value, r: TextRange) -> RResult<Lanes> {
        if let Value::Expr(e) = v
            && e.as_int().is_none()
        {
            let Some(k) = vscale_factor(e) else {
                return located(
                    r,
                    format!(
                        "invalid expression for scalable lanes {} (TVM takes T.vscale() * k)",
                        crate::printer::print_expr(e)
                    ),
                );
            };
            if e.dtype() != DataType::i32() {
                return located(r, "scalable lanes must be an int32 expression");
            }
            return match factor_u16(k) {
                Ok(f) => Ok(Lanes::Scalable(f)),
                Err(m) => located(r, m),
            };
        }
        Ok(Lanes::Fixed(self.lanes(v, r)?))
    }
}

/// The vscale factor `k` of a store slice `start:stop:step` whose length
/// `(stop - start + step - 1) // step` is `k * vscale`, as TVM's analyzer
/// finds it for the stops TVM prints (`start + T.vscale() * k * step`).
pub(crate) fn slice_factor(start: &Expr, stop: &Expr, step: i64) -> Result<u16, String> {
    // The exact linear form of the one arithmetic core (`None` on overflow).
    let lin =
        tirsat_ir::linear::of_expr(stop).and_then(|l| l.minus(&tirsat_ir::linear::of_expr(start)?));
    let bad = || {
        format!(
            "a store slice must have a constant length or T.vscale() * k lanes, got {} - {}",
            crate::printer::print_expr(stop),
            crate::printer::print_expr(start)
        )
    };
    let Some(lin) = lin else {
        return Err(bad());
    };
    let ([(atom, k)], 0) = (lin.terms.as_slice(), lin.constant) else {
        return Err(bad());
    };
    if !is_vscale(atom) || step <= 0 || k % step as i128 != 0 {
        return Err(bad());
    }
    if start.dtype() != DataType::i32() {
        // TVM's lanes become `T.Cast("int64", T.vscale()) * T.int64(k)`,
        // which its Ramp rejects.
        return Err(format!(
            "invalid expression for scalable lanes: the slice is {}, not int32",
            start.dtype()
        ));
    }
    let k = i64::try_from(k / step as i128).map_err(|_| bad())?;
    factor_u16(k)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::Var;

    fn vscale() -> Expr {
        Expr::call(DataType::i32(), builtin::VSCALE, vec![])
    }

    #[test]
    fn factors() {
        let vs4 = Expr::mul(&vscale(), &Expr::i32(4));
        assert_eq!(vscale_factor(&vs4), Some(4));
        assert_eq!(vscale_factor(&Expr::mul(&Expr::i32(8), &vscale())), Some(8));
        assert_eq!(vscale_factor(&Expr::add(&vs4, &Expr::i32(1))), None);
        let j = Var::new("j", DataType::i32()).to_expr();
        let base = Expr::mul(&Expr::mul(&j, &vscale()), &Expr::i32(4));
        let stop = Expr::add(&base, &vs4);
        assert_eq!(slice_factor(&base, &stop, 1), Ok(4));
        let eleven = Expr::i32(11);
        let stop2 = Expr::add(&eleven, &Expr::mul(&vs4, &Expr::i32(2)));
        assert_eq!(slice_factor(&eleven, &stop2, 2), Ok(4));
        assert!(slice_factor(&eleven, &stop2, 3).is_err());
        assert!(slice_factor(&j, &Expr::add(&j, &vscale()), 1).is_err());
    }
}
