//! TVMScript-style text of small expressions, as TVM's `operator<<` prints them
//! inside strings that passes embed in the IR (MakePackedAPI's signature string
//! `main(A: Tensor([n + 1, 4], float32))`, error message pieces).
//!
//! Only what such strings contain is covered well (variables, constants,
//! arithmetic, comparisons, casts, calls, loads); it is not the module printer.

use crate::ir::{BinOp, DataType, Expr, ExprKind, Type};

/// Python precedence levels (higher binds tighter).
fn binop_prec(op: BinOp) -> Option<u8> {
    match op {
        BinOp::Add | BinOp::Sub => Some(10),
        BinOp::Mul | BinOp::FloorDiv | BinOp::FloorMod => Some(11),
        _ => None,
    }
}

fn binop_symbol(op: BinOp, dtype: DataType) -> Option<&'static str> {
    match op {
        BinOp::Add => Some("+"),
        BinOp::Sub => Some("-"),
        BinOp::Mul => Some("*"),
        BinOp::FloorDiv => Some("//"),
        BinOp::FloorMod => Some("%"),
        BinOp::Div if dtype.is_float() => Some("/"),
        _ => None,
    }
}

fn call_name(op: BinOp) -> &'static str {
    match op {
        BinOp::Div => "T.Div",
        BinOp::Mod => "T.truncmod",
        BinOp::Min => "T.min",
        BinOp::Max => "T.max",
        BinOp::Add => "T.Add",
        BinOp::Sub => "T.Sub",
        BinOp::Mul => "T.Mul",
        BinOp::FloorDiv => "T.floordiv",
        BinOp::FloorMod => "T.floormod",
    }
}

/// The text of a float the way TVMScript prints it (`1.0`, `0.5`).
pub(crate) fn float_text(v: f64) -> String {
    if v.is_finite() && v == v.trunc() && v.abs() < 1e16 {
        format!("{v:.1}")
    } else {
        format!("{v}")
    }
}

/// The text of a constant.
fn const_text(e: &Expr, v: i64) -> String {
    let t = e.dtype();
    if t.is_bool() {
        return format!("T.bool({})", if v != 0 { "True" } else { "False" });
    }
    if t == DataType::i32() {
        return v.to_string();
    }
    if t.is_uint() && t.bits == 64 {
        return format!("T.{t}({})", v as u64);
    }
    format!("T.{t}({v})")
}

/// The type text used in `T.handle(...)` and pointer types.
pub(crate) fn type_text(t: &Type) -> String {
    match t {
        Type::Prim(d) if d.is_handle() => "T.handle".to_string(),
        Type::Prim(d) => d.to_string(),
        Type::Pointer { elem, scope } => format!("T.handle(\"{elem}\", \"{scope}\")"),
        Type::Void => "void".to_string(),
    }
}

/// TVMScript text of an expression.
pub(crate) fn expr_text(e: &Expr) -> String {
    text(e).0
}

/// Returns (text, precedence).
fn text(e: &Expr) -> (String, u8) {
    const ATOM: u8 = 20;
    match e.kind() {
        ExprKind::Int(v) => (const_text(e, *v), ATOM),
        ExprKind::Float(v) => (format!("T.{}({})", e.dtype(), float_text(*v)), ATOM),
        ExprKind::Str(s) => (format!("{s:?}"), ATOM),
        ExprKind::Var(v) => (v.name().to_string(), ATOM),
        ExprKind::BufferData(b) => (format!("{}.data", b.name()), ATOM),
        ExprKind::Binary(op, a, b) => match (binop_symbol(*op, e.dtype()), binop_prec(*op)) {
            (Some(sym), Some(p)) => {
                let (ta, pa) = text(a);
                let (tb, pb) = text(b);
                let ta = if pa < p { format!("({ta})") } else { ta };
                let tb = if pb <= p { format!("({tb})") } else { tb };
                (format!("{ta} {sym} {tb}"), p)
            }
            (Some("/"), None) => {
                let (ta, pa) = text(a);
                let (tb, pb) = text(b);
                let ta = if pa < 11 { format!("({ta})") } else { ta };
                let tb = if pb <= 11 { format!("({tb})") } else { tb };
                (format!("{ta} / {tb}"), 11)
            }
            _ => (
                format!("{}({}, {})", call_name(*op), expr_text(a), expr_text(b)),
                ATOM,
            ),
        },
        ExprKind::Cmp(op, a, b) => {
            let (ta, pa) = text(a);
            let (tb, pb) = text(b);
            let ta = if pa <= 6 { format!("({ta})") } else { ta };
            let tb = if pb <= 6 { format!("({tb})") } else { tb };
            (format!("{ta} {} {tb}", op.symbol()), 6)
        }
        ExprKind::And(a, b) | ExprKind::Or(a, b) => {
            let (p, word) = if matches!(e.kind(), ExprKind::And(..)) {
                (4, "and")
            } else {
                (3, "or")
            };
            let (ta, pa) = text(a);
            let (tb, pb) = text(b);
            let ta = if pa < p { format!("({ta})") } else { ta };
            let tb = if pb <= p { format!("({tb})") } else { tb };
            (format!("{ta} {word} {tb}"), p)
        }
        ExprKind::Not(a) => {
            let (ta, pa) = text(a);
            let ta = if pa < 5 { format!("({ta})") } else { ta };
            (format!("not {ta}"), 5)
        }
        ExprKind::Select(c, t, f) => (
            format!(
                "T.Select({}, {}, {})",
                expr_text(c),
                expr_text(t),
                expr_text(f)
            ),
            ATOM,
        ),
        ExprKind::Cast(v) => (format!("T.Cast(\"{}\", {})", e.dtype(), expr_text(v)), ATOM),
        ExprKind::Load { buffer, indices } => {
            let idx: Vec<String> = indices.iter().map(expr_text).collect();
            (format!("{}[{}]", buffer.name(), idx.join(", ")), ATOM)
        }
        ExprKind::Ramp {
            base,
            stride,
            lanes,
        } => (
            format!(
                "T.Ramp({}, {}, {lanes})",
                expr_text(base),
                expr_text(stride)
            ),
            ATOM,
        ),
        ExprKind::Broadcast { value, lanes } => {
            (format!("T.Broadcast({}, {lanes})", expr_text(value)), ATOM)
        }
        ExprKind::Let { var, value, body } => (
            format!(
                "T.Let({}, where={{{}: {}}})",
                expr_text(body),
                var.name(),
                expr_text(value)
            ),
            ATOM,
        ),
        ExprKind::Call { op, args, .. } => {
            let args: Vec<String> = args.iter().map(expr_text).collect();
            let name = match op {
                crate::ir::CallOp::Builtin(n) => format!("T.{n}"),
                crate::ir::CallOp::Global(n) => n.to_string(),
            };
            (format!("{name}({})", args.join(", ")), ATOM)
        }
        ExprKind::Meta { key, index } => (format!("metadata[\"{key}\"][{index}]"), ATOM),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Var;

    #[test]
    fn like_tvm() {
        let n = Var::new("n", DataType::i32()).to_expr();
        let one = Expr::i32(1);
        let two = Expr::i32(2);
        let np1 = Expr::add(&n, &one);
        let np2 = Expr::add(&n, &two);
        assert_eq!(expr_text(&Expr::mul(&np1, &np2)), "(n + 1) * (n + 2)");
        assert_eq!(expr_text(&Expr::floordiv(&np1, &two)), "(n + 1) // 2");
        assert_eq!(expr_text(&Expr::floormod(&n, &Expr::i32(3))), "n % 3");
        assert_eq!(
            expr_text(&Expr::binary(BinOp::Div, &n, &two)),
            "T.Div(n, 2)"
        );
        assert_eq!(expr_text(&Expr::max(&n, &Expr::i32(3))), "T.max(n, 3)");
        assert_eq!(expr_text(&Expr::i64(5)), "T.int64(5)");
        assert_eq!(expr_text(&Expr::sub(&two, &n)), "2 - n");
        assert_eq!(
            expr_text(&Expr::sub(&n, &Expr::sub(&n, &one))),
            "n - (n - 1)"
        );
    }
}
