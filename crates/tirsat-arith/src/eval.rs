//! A reference evaluator for integer expressions with TVM semantics.
//!
//! Values are mathematical integers (`i128`): the simplifier assumes index
//! arithmetic never overflows, so an evaluation whose intermediate value leaves
//! the range of its data type is reported as [`EvalError::Overflow`] instead of
//! wrapping. Division or remainder by zero is [`EvalError::DivByZero`].
//! `//` and `%` on integers are floor division and floor remainder (the
//! remainder has the sign of the divisor); `T.Div`/`T.truncmod` truncate toward
//! zero. Booleans are 0 and 1. Equivalence checks, the rule-soundness checker
//! and the disprover all use this module.
//!
//! ```
//! use tirsat_arith::eval::{eval_expr, floor_div, floor_mod, Env};
//! use tirsat_ir::{DataType, Expr, Var};
//! assert_eq!(floor_div(-7, 2), Some(-4));
//! assert_eq!(floor_mod(-7, 2), Some(1));
//! let x = Var::new("x", DataType::i32());
//! let e = Expr::floormod(&Expr::add(&x.to_expr(), &Expr::i32(3)), &Expr::i32(4));
//! let env = Env::new().with(&x, -6);
//! assert_eq!(eval_expr(&e, &env).unwrap(), 1);
//! ```

use rustc_hash::FxHashMap as HashMap;

use egg::{Id, Language, RecExpr};

use super::lang::Lang;
use tirsat_ir::{BinOp, CmpOp, DataType, Expr, ExprKind, Var};

pub use super::int::{
    IntError as EvalError, apply_binop, apply_cmp, cast_value, check as check_range, floor_div,
    floor_mod, trunc_div, trunc_mod,
};

/// Values of variables, by identity.
#[derive(Clone, Debug, Default)]
pub struct Env {
    vals: HashMap<u64, i128>,
}

impl Env {
    pub fn new() -> Self {
        Env::default()
    }
    /// Adds (or replaces) the value of `var`.
    pub fn with(mut self, var: &Var, value: i128) -> Self {
        self.set(var, value);
        self
    }
    /// Sets the value of `var`.
    pub fn set(&mut self, var: &Var, value: i128) {
        self.vals.insert(var.id(), value);
    }
    /// The value of `var`, if set.
    pub fn get(&self, var: &Var) -> Option<i128> {
        self.vals.get(&var.id()).copied()
    }
}

/// Evaluates an integer (or bool) IR expression. Loads, calls, floats, vectors
/// and other nodes outside the integer language are [`EvalError::Unsupported`].
pub fn eval_expr(e: &Expr, env: &Env) -> Result<i128, EvalError> {
    tirsat_ir::stack::deeper(|| eval_expr_at(e, env))
}

fn eval_expr_at(e: &Expr, env: &Env) -> Result<i128, EvalError> {
    let ty = e.dtype();
    let v = match e.kind() {
        ExprKind::Int(v) if ty.is_integer_like() && ty.is_scalar() => {
            if ty.is_uint() && ty.bits == 64 {
                *v as u64 as i128
            } else {
                *v as i128
            }
        }
        ExprKind::Var(var) if ty.is_integer_like() => env
            .get(var)
            .ok_or_else(|| EvalError::Unbound(var.name().to_string()))?,
        ExprKind::Binary(op, a, b) if ty.is_integer_like() => {
            apply_binop(*op, eval_expr(a, env)?, eval_expr(b, env)?)?
        }
        ExprKind::Cmp(op, a, b) if a.dtype().is_integer_like() => {
            apply_cmp(*op, eval_expr(a, env)?, eval_expr(b, env)?)
        }
        ExprKind::And(a, b) => ((eval_expr(a, env)? != 0) & (eval_expr(b, env)? != 0)) as i128,
        ExprKind::Or(a, b) => ((eval_expr(a, env)? != 0) | (eval_expr(b, env)? != 0)) as i128,
        ExprKind::Not(a) => (eval_expr(a, env)? == 0) as i128,
        ExprKind::Select(c, t, f) => {
            // Both branches are evaluated (TVM's Select semantics).
            let (c, t, f) = (eval_expr(c, env)?, eval_expr(t, env)?, eval_expr(f, env)?);
            if c != 0 { t } else { f }
        }
        ExprKind::Cast(a) if ty.is_integer_like() && a.dtype().is_integer_like() => {
            return cast_value(eval_expr(a, env)?, ty);
        }
        ExprKind::Call { op, args, .. }
            if ty.is_integer_like()
                && op.as_builtin().and_then(super::convert::bit_arity) == Some(args.len()) =>
        {
            let vals = args
                .iter()
                .map(|a| eval_expr(a, env))
                .collect::<Result<Vec<_>, _>>()?;
            bit_op(op.builtin_name().unwrap_or(""), &vals, ty)?
        }
        _ => return Err(EvalError::Unsupported(format!("{:?}", e.kind()))),
    };
    check_range(v, ty)
}

/// TVM's builtin shift or bitwise operators on values, by the e-graph
/// language's symbol names (`crate::lang`).
pub use super::lang::bit_op;

/// The data type of every node of a [`RecExpr`] (`None` for type leaves).
pub fn recexpr_types(expr: &RecExpr<Lang>) -> Vec<Option<DataType>> {
    let nodes = expr.as_ref();
    let mut tys: Vec<Option<DataType>> = Vec::with_capacity(nodes.len());
    for node in nodes {
        let t = |i: &Id| tys.get(usize::from(*i)).copied().flatten();
        let ty = match node {
            Lang::Const(c) => Some(c.ty),
            Lang::Var(v) => Some(v.ty),
            Lang::Opaque(o) => Some(o.ty),
            Lang::Ty(_) => None,
            Lang::Cast([t0, _]) => match &nodes[usize::from(*t0)] {
                Lang::Ty(ty) => Some(ty.0),
                _ => None,
            },
            Lang::Select([_, a, b]) => t(a).or_else(|| t(b)),
            n if n.is_boolean_op() => Some(DataType::bool()),
            Lang::Add([a, b])
            | Lang::Sub([a, b])
            | Lang::Mul([a, b])
            | Lang::FloorDiv([a, b])
            | Lang::FloorMod([a, b])
            | Lang::TruncDiv([a, b])
            | Lang::TruncMod([a, b])
            | Lang::Min([a, b])
            | Lang::Max([a, b])
            | Lang::BitAnd([a, b])
            | Lang::BitOr([a, b])
            | Lang::BitXor([a, b]) => t(a).or_else(|| t(b)),
            // A shift has the type of the shifted value.
            Lang::Shl([a, _]) | Lang::Shr([a, _]) | Lang::BitNot([a]) => t(a),
            _ => None,
        };
        tys.push(ty);
    }
    tys
}

/// Evaluates a [`RecExpr`] with `var(leaf)` giving variable values and
/// `opaque(leaf)` the values of opaque leaves. Range checks use the node types.
pub fn eval_recexpr(
    expr: &RecExpr<Lang>,
    var: &dyn Fn(&super::lang::VarLeaf) -> Option<i128>,
    opaque: &dyn Fn(&super::lang::OpaqueLeaf) -> Option<i128>,
) -> Result<i128, EvalError> {
    let nodes = expr.as_ref();
    if nodes.is_empty() {
        return Err(EvalError::Unsupported("empty expression".into()));
    }
    let tys = recexpr_types(expr);
    let mut vals: Vec<i128> = Vec::with_capacity(nodes.len());
    for (i, node) in nodes.iter().enumerate() {
        let v = |id: &Id| vals[usize::from(*id)];
        let b = |op: BinOp, a: &Id, c: &Id| apply_binop(op, v(a), v(c));
        let c = |op: CmpOp, a: &Id, c: &Id| Ok(apply_cmp(op, v(a), v(c)));
        let r: Result<i128, EvalError> = match node {
            Lang::Const(k) => Ok(k.value as i128),
            Lang::Ty(_) => Ok(0),
            Lang::Var(leaf) => var(leaf).ok_or_else(|| EvalError::Unbound(leaf.name.to_string())),
            Lang::Opaque(o) => opaque(o).ok_or_else(|| EvalError::Unsupported(o.to_string())),
            Lang::Add([a, d]) => b(BinOp::Add, a, d),
            Lang::Sub([a, d]) => b(BinOp::Sub, a, d),
            Lang::Mul([a, d]) => b(BinOp::Mul, a, d),
            Lang::FloorDiv([a, d]) => b(BinOp::FloorDiv, a, d),
            Lang::FloorMod([a, d]) => b(BinOp::FloorMod, a, d),
            Lang::TruncDiv([a, d]) => b(BinOp::Div, a, d),
            Lang::TruncMod([a, d]) => b(BinOp::Mod, a, d),
            Lang::Min([a, d]) => b(BinOp::Min, a, d),
            Lang::Max([a, d]) => b(BinOp::Max, a, d),
            Lang::Eq([a, d]) => c(CmpOp::Eq, a, d),
            Lang::Ne([a, d]) => c(CmpOp::Ne, a, d),
            Lang::Lt([a, d]) => c(CmpOp::Lt, a, d),
            Lang::Le([a, d]) => c(CmpOp::Le, a, d),
            Lang::Gt([a, d]) => c(CmpOp::Gt, a, d),
            Lang::Ge([a, d]) => c(CmpOp::Ge, a, d),
            Lang::And([a, d]) => Ok(((v(a) != 0) & (v(d) != 0)) as i128),
            Lang::Or([a, d]) => Ok(((v(a) != 0) | (v(d) != 0)) as i128),
            Lang::Not([a]) => Ok((v(a) == 0) as i128),
            Lang::Select([k, t, f]) => Ok(if v(k) != 0 { v(t) } else { v(f) }),
            Lang::Cast([_, a]) => match tys[i] {
                Some(t) => cast_value(v(a), t),
                None => Err(EvalError::Unsupported("cast without type".into())),
            },
            n @ (Lang::Shl(_)
            | Lang::Shr(_)
            | Lang::BitAnd(_)
            | Lang::BitOr(_)
            | Lang::BitXor(_)
            | Lang::BitNot(_)) => {
                let args: Vec<i128> = n.children().iter().map(v).collect();
                match tys[i] {
                    Some(t) => bit_op(&n.to_string(), &args, t),
                    None => Err(EvalError::Unsupported(format!("{n} without type"))),
                }
            }
        };
        let r = r?;
        let r = match tys[i] {
            Some(t) => check_range(r, t)?,
            None => r,
        };
        vals.push(r);
    }
    Ok(vals[nodes.len() - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overflow_is_reported() {
        let x = Var::new("x", DataType::i32());
        let e = Expr::mul(&x.to_expr(), &Expr::i32(4));
        assert_eq!(
            eval_expr(&e, &Env::new().with(&x, 1 << 29)),
            Err(EvalError::Overflow)
        );
        assert_eq!(eval_expr(&e, &Env::new().with(&x, 1 << 28)), Ok(1 << 30));
        assert!(matches!(
            eval_expr(&e, &Env::new()),
            Err(EvalError::Unbound(_))
        ));
        let d = Expr::floordiv(&x.to_expr(), &Expr::i32(0));
        assert_eq!(
            eval_expr(&d, &Env::new().with(&x, 1)),
            Err(EvalError::DivByZero)
        );
    }

    #[test]
    fn recexpr_eval() {
        let e: RecExpr<Lang> = "(select (< 3 4) (floormod -7 2) (truncmod -7 2))"
            .parse()
            .unwrap();
        assert_eq!(eval_recexpr(&e, &|_| None, &|_| None), Ok(1));
        let e: RecExpr<Lang> = "(cast int8 300:int64)".parse().unwrap();
        assert_eq!(
            eval_recexpr(&e, &|_| None, &|_| None),
            Err(EvalError::Overflow)
        );
        let e: RecExpr<Lang> = "(cast bool 300:int64)".parse().unwrap();
        assert_eq!(eval_recexpr(&e, &|_| None, &|_| None), Ok(1));
        let e: RecExpr<Lang> = "(bitwise_xor (shift_right -9:int8 1:int8) (bitwise_not 3:int8))"
            .parse()
            .unwrap();
        assert_eq!(eval_recexpr(&e, &|_| None, &|_| None), Ok((-5) ^ !3));
        let e: RecExpr<Lang> = "(shift_left 1 31)".parse().unwrap();
        assert_eq!(
            eval_recexpr(&e, &|_| None, &|_| None),
            Err(EvalError::Overflow)
        );
        let e: RecExpr<Lang> = "(shift_right 1 32)".parse().unwrap();
        assert_eq!(
            eval_recexpr(&e, &|_| None, &|_| None),
            Err(EvalError::ShiftAmount)
        );
    }
}
