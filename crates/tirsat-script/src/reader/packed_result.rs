//! The result type of `T.call_packed` / `T.call_cpacked` in a typed `Bind`.
//!
//! A packed call returns whatever its callee returns; TVM keeps that type on
//! the call but prints the call without it, and its parser then builds an
//! `int32` call. In `x: T.let[ty] = T.call_packed(...)` the annotation is
//! the printed-away type (a `Bind`'s variable and value have one type), so we
//! read the call with it. TVM's own parser rejects that printout (its
//! structural type check fails), e.g. for `lower_tvm_builtin`'s
//! `test_call_packed_return_non_i32`.

use tirsat_ir::{Expr, ExprKind, Type};

const DYNAMIC_RESULT: &[&str] = &[
    "call_packed",
    "call_cpacked",
    "call_packed_lowered",
    "call_cpacked_lowered",
];

/// `value` with result type `ty` when it is a packed call whose type the
/// printer leaves out; otherwise `value` unchanged.
pub(crate) fn with_annotated_type(ty: &Type, value: Expr) -> Expr {
    if value.ty() == ty {
        return value;
    }
    match value.kind() {
        ExprKind::Call { op, .. }
            if op
                .builtin_name()
                .is_some_and(|n| DYNAMIC_RESULT.contains(&n)) =>
        {
            Expr::new(ty.clone(), value.kind().clone())
        }
        _ => value,
    }
}
