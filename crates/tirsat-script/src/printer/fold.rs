//! When TVM prints an operator as Python syntax (`a + b`) and when as a node
//! constructor (`T.Add(a, b)`): TVM 0.27 uses the operator only if building it
//! again through the operator would give the same node, i.e. if its constant
//! folder leaves it alone and the operand types already match. So
//! `Add(1, 2)`, `Add(n, 0)` and `Mul(n, 1)` print as `T.Add(1, 2)`,
//! `T.Add(n, 0)`, `T.Mul(n, 1)`; these predicates mirror TVM's `TryConstFold`.

use tirsat_ir::{BinOp, DataType, Expr, ExprKind};

fn int(e: &Expr) -> Option<i64> {
    match e.kind() {
        ExprKind::Int(v) => Some(*v),
        _ => None,
    }
}

fn float(e: &Expr) -> Option<f64> {
    match e.kind() {
        ExprKind::Float(v) => Some(*v),
        _ => None,
    }
}

/// int32 or int64 scalar: the types TVM folds aggressively.
fn is_index(t: DataType) -> bool {
    t.is_int() && (t.bits == 32 || t.bits == 64) && t.lanes == 1
}

fn float_bits_foldable(t: DataType) -> bool {
    t.bits == 32 || t.bits == 64
}

/// True when TVM's folder would rewrite `op(a, b)`.
pub(crate) fn binary_folds(op: BinOp, a: &Expr, b: &Expr) -> bool {
    // Every rule below needs a constant operand.
    let constant = |e: &Expr| matches!(e.kind(), ExprKind::Int(_) | ExprKind::Float(_));
    if !constant(a) && !constant(b) {
        return false;
    }
    let (pa, pb, fa, fb) = (int(a), int(b), float(a), float(b));
    let t = a.dtype();
    let ff = fa.is_some() && fb.is_some() && float_bits_foldable(t);
    match op {
        BinOp::Add => {
            (pa.is_some() && pb.is_some())
                || pa == Some(0)
                || pb == Some(0)
                || ff
                || fa == Some(0.0)
                || fb == Some(0.0)
        }
        BinOp::Sub => (pa.is_some() && pb.is_some()) || pb == Some(0) || ff || fb == Some(0.0),
        BinOp::Mul => {
            (pa.is_some() && pb.is_some())
                || matches!(pa, Some(0 | 1))
                || matches!(pb, Some(0 | 1))
                || ff
                || matches!(fa, Some(v) if v == 0.0 || v == 1.0)
                || matches!(fb, Some(v) if v == 0.0 || v == 1.0)
        }
        BinOp::Div => {
            (pa.is_some() && pb.is_some())
                || pa == Some(0)
                || pb == Some(1)
                || ff
                || fa == Some(0.0)
                || fb == Some(1.0)
        }
        BinOp::FloorDiv => {
            if (pa.is_some() && pb.is_some()) || pa == Some(0) || pb == Some(1) {
                return true;
            }
            if let (Some(_), Some(y)) = (fa, fb)
                && y != 0.0
            {
                // TVM stops here: it folds for 32/64-bit floats and gives up otherwise.
                return float_bits_foldable(t);
            }
            fa == Some(0.0) || fb == Some(1.0)
        }
        BinOp::Mod => {
            is_index(t)
                && is_index(b.dtype())
                && ((pa.is_some() && pb.is_some()) || pa == Some(0) || pb == Some(1))
        }
        BinOp::FloorMod => {
            if t.is_uint() && t == b.dtype() && pa.is_some() && pb.is_some() {
                return true;
            }
            is_index(t)
                && is_index(b.dtype())
                && ((pa.is_some() && pb.is_some()) || pa == Some(0) || pb == Some(1))
        }
        BinOp::Min | BinOp::Max => (pa.is_some() && pb.is_some()) || ff,
    }
}

/// True when the reader (as TVM's `T.min`, `T.max`, `T.truncmod`) would
/// fold the function form of `op(a, b)`: constants as [`binary_folds`], and
/// `min`/`max` of one variable with itself (TVM's `same_as`).
pub(crate) fn function_folds(op: BinOp, a: &Expr, b: &Expr) -> bool {
    match op {
        BinOp::Mod => binary_folds(op, a, b),
        BinOp::Min | BinOp::Max => {
            binary_folds(op, a, b)
                || matches!((a.kind(), b.kind()), (ExprKind::Var(x), ExprKind::Var(y)) if x == y)
        }
        _ => false,
    }
}

/// Comparisons fold when both sides are integer or both are float constants.
pub(crate) fn cmp_folds(a: &Expr, b: &Expr) -> bool {
    (int(a).is_some() && int(b).is_some()) || (float(a).is_some() && float(b).is_some())
}

/// `and` / `or` fold when either side is a constant.
pub(crate) fn logic_folds(a: &Expr, b: &Expr) -> bool {
    int(a).is_some() || int(b).is_some()
}

/// The bit operations of TVM 0.27 (`LShift`, `BitwiseAnd`, ...), which our IR
/// keeps as builtin calls (`shift_left`, `bitwise_and`, ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BitOp {
    Shl,
    Shr,
    And,
    Or,
    Xor,
    Not,
}

impl BitOp {
    pub(crate) fn from_builtin(name: &str) -> Option<BitOp> {
        Some(match name {
            "shift_left" => BitOp::Shl,
            "shift_right" => BitOp::Shr,
            "bitwise_and" => BitOp::And,
            "bitwise_or" => BitOp::Or,
            "bitwise_xor" => BitOp::Xor,
            "bitwise_not" => BitOp::Not,
            _ => return None,
        })
    }

    /// The node constructor TVM prints when the operator form does not apply.
    pub(crate) fn node_name(self) -> &'static str {
        match self {
            BitOp::Shl => "LShift",
            BitOp::Shr => "RShift",
            BitOp::And => "BitwiseAnd",
            BitOp::Or => "BitwiseOr",
            BitOp::Xor => "BitwiseXor",
            BitOp::Not => "BitwiseNot",
        }
    }

    /// True when TVM's `left_shift`, `bitwise_and`, ... would fold the operation
    /// (only int32/int64 operands are folded).
    pub(crate) fn folds(self, args: &[Expr]) -> bool {
        if !args.iter().all(|a| is_index(a.dtype())) {
            return false;
        }
        match (self, args) {
            (BitOp::Not, [a]) => int(a).is_some(),
            (BitOp::Shl | BitOp::Shr, [a, b]) => {
                (int(a).is_some() && int(b).is_some()) || int(b) == Some(0)
            }
            (_, [a, b]) => int(a).is_some() && int(b).is_some(),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::Var;

    #[test]
    fn folding_matches_tvm_observations() {
        let n = Var::new("n", DataType::i32()).to_expr();
        let c = Expr::i32;
        assert!(binary_folds(BinOp::Add, &c(1), &c(2)));
        assert!(binary_folds(BinOp::Add, &n, &c(0)));
        assert!(!binary_folds(BinOp::Sub, &c(0), &n));
        assert!(binary_folds(BinOp::Mul, &n, &c(1)));
        assert!(!binary_folds(BinOp::Mul, &n, &c(-3)));
        assert!(binary_folds(BinOp::FloorMod, &n, &c(1)));
        let u = |v| Expr::int(DataType::uint(8), v);
        assert!(binary_folds(BinOp::FloorMod, &u(7), &u(2)));
        let i8c = |v| Expr::int(DataType::int(8), v);
        assert!(!binary_folds(BinOp::FloorMod, &i8c(7), &i8c(2)));
        let h = |v| Expr::float(DataType::float(16), v);
        assert!(!binary_folds(BinOp::Add, &h(1.0), &h(2.0)));
        assert!(binary_folds(BinOp::Add, &h(0.0), &h(2.0)));
        assert!(BitOp::Shl.folds(&[c(1), c(2)]));
        assert!(BitOp::Shl.folds(&[n.clone(), c(0)]));
        assert!(!BitOp::And.folds(&[n.clone(), c(0)]));
        assert!(!BitOp::And.folds(&[u(8), u(1)]));
        assert!(BitOp::Not.folds(&[c(1)]));
    }
}
