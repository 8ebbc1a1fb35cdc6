//! `T.tvm_thread_allreduce(n, v_1..v_n, cond, r_1..r_n, tx...)`: a
//! cross-thread reduction before TVM's LowerThreadAllreduce, executed as its
//! specification says. The threads of a block that agree on every thread
//! index except the reduced ones (`tx...`) form a group; the group combines
//! the values of its members whose `cond` holds with the reducer of the
//! enclosing `reduce_scope` attribute (`T.comm_reducer`), in thread order
//! from the identity, and every member receives the result in `r_1..r_n`
//! (its own buffer elements, usually `local`).
//!
//! Like the warp intrinsics ([`super::warp`]), a thread at the call posts its
//! operands and stops; when every thread of the block has stopped, each group
//! combines ([`combine`]) and its members re-execute the call, storing the
//! result. The values travel in registers: nothing of the exchange touches
//! memory, so the race detector sees only the members' stores of the result.
//! The call orders no memory access (TVM's lowering of a one-warp reduction
//! has no barrier either). A group whose members are not all at the same call
//! is an error, as is a call outside a `reduce_scope` attribute.

use std::collections::HashMap;

use super::error::{ErrorKind, err};
use super::exec::R;
use super::value::Value;
use tirsat_ir::{AttrNode, CommReducer, Expr, ExprKind, IRModule, Stmt, StmtKind};

/// The builtin.
pub(crate) const NAME: tirsat_ir::Op = tirsat_ir::builtin::TVM_THREAD_ALLREDUCE;

/// What a thread posted at an allreduce call.
#[derive(Clone, Debug)]
pub(crate) struct ReducePost {
    /// The thread's coordinates with the reduced axes set to -1: equal for
    /// the members of one group.
    pub group: [i64; 3],
    /// The number of threads in a group (the product of the reduced axes'
    /// extents).
    pub size: i64,
    /// The thread's values (`v_1..v_n`).
    pub values: Vec<Value>,
    /// Whether the thread's values take part (`cond`).
    pub cond: bool,
}

/// The operands of an allreduce call: (values, condition, results, thread
/// variables), checked against the reducer's arity.
pub(crate) struct Operands<'m> {
    pub values: &'m [Expr],
    pub cond: &'m Expr,
    pub results: &'m [Expr],
    pub threads: &'m [Expr],
}

/// The call `s` evaluates, when it is an allreduce.
pub(crate) fn call_of(s: &Stmt) -> Option<&[Expr]> {
    match s.kind() {
        StmtKind::Evaluate(e) => e.as_builtin_call(NAME),
        _ => None,
    }
}

/// Splits the operands of an allreduce call of `n` values (the first
/// operand, a constant).
pub(crate) fn operands<'a>(args: &'a [Expr], reducer: &CommReducer) -> R<Operands<'a>> {
    let n = match args.first().map(Expr::kind) {
        Some(ExprKind::Int(n)) if *n > 0 => *n as usize,
        _ => {
            return err(
                ErrorKind::Invalid,
                "tvm_thread_allreduce whose first operand is not a positive constant count",
            );
        }
    };
    if n != reducer.len() {
        return err(
            ErrorKind::Invalid,
            format!(
                "tvm_thread_allreduce of {n} value(s) under a reducer of {}",
                reducer.len()
            ),
        );
    }
    if args.len() < 2 + 2 * n {
        return err(
            ErrorKind::Invalid,
            format!(
                "tvm_thread_allreduce of {n} value(s) has {} operands (at least {})",
                args.len(),
                2 + 2 * n
            ),
        );
    }
    let results = &args[2 + n..2 + 2 * n];
    if let Some(r) = results
        .iter()
        .find(|r| !matches!(r.kind(), ExprKind::Load { .. }))
    {
        return err(
            ErrorKind::Unsupported,
            format!(
                "tvm_thread_allreduce result `{}` is not a buffer element",
                super::race::describe_expr(r)
            ),
        );
    }
    Ok(Operands {
        values: &args[1..1 + n],
        cond: &args[1 + n],
        results,
        threads: &args[2 + 2 * n..],
    })
}

/// Every allreduce call of `module`, by the address of its statement, with
/// its reducer: the innermost enclosing `reduce_scope` attribute's (`None`
/// outside one).
pub(crate) fn reducers(module: &IRModule) -> HashMap<usize, Option<&CommReducer>> {
    fn walk<'m>(
        s: &'m Stmt,
        scope: &mut Vec<&'m CommReducer>,
        out: &mut HashMap<usize, Option<&'m CommReducer>>,
    ) {
        tirsat_ir::stack::deeper(|| walk_at(s, scope, out))
    }

    fn walk_at<'m>(
        s: &'m Stmt,
        scope: &mut Vec<&'m CommReducer>,
        out: &mut HashMap<usize, Option<&'m CommReducer>>,
    ) {
        if call_of(s).is_some() {
            out.insert(std::ptr::from_ref(s) as usize, scope.last().copied());
        }
        let reducer = match s.kind() {
            StmtKind::Attr {
                node: AttrNode::CommReducer(r),
                key,
                ..
            } if key == "reduce_scope" => Some(r),
            _ => None,
        };
        scope.extend(reducer);
        for c in s.child_stmts() {
            walk(c, scope, out);
        }
        if reducer.is_some() {
            scope.pop();
        }
    }
    let mut out = HashMap::new();
    for func in module.functions.values() {
        walk(&func.body, &mut Vec::new(), &mut out);
    }
    out
}

/// Checks that a group is complete: `members` posted at one call.
pub(crate) fn check_group(members: &[&ReducePost]) -> R<()> {
    let first = members.first().expect("a group has a member");
    if members.len() as i64 != first.size {
        return err(
            ErrorKind::Invalid,
            format!(
                "{} of the {} threads of a reduction group reach tvm_thread_allreduce \
                 (the others are elsewhere or finished)",
                members.len(),
                first.size
            ),
        );
    }
    Ok(())
}

/// Folds the members' values (in thread order, those whose condition holds)
/// from the identity with `combine`, which maps (accumulated, incoming) to
/// the combined values.
pub(crate) fn combine(
    identity: Vec<Value>,
    members: &[&ReducePost],
    mut step: impl FnMut(&[Value], &[Value]) -> R<Vec<Value>>,
) -> R<Vec<Value>> {
    let mut acc = identity;
    for m in members.iter().filter(|m| m.cond) {
        acc = step(&acc, &m.values)?;
    }
    Ok(acc)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn post(v: i64, cond: bool) -> ReducePost {
        ReducePost {
            group: [-1, 0, 0],
            size: 3,
            values: vec![Value::int(v)],
            cond,
        }
    }

    #[test]
    fn combines_members_whose_condition_holds() {
        let ps = [post(1, true), post(10, false), post(100, true)];
        let ms: Vec<&ReducePost> = ps.iter().collect();
        check_group(&ms).unwrap();
        let sum = combine(vec![Value::int(0)], &ms, |a, b| {
            Ok(vec![Value::int(
                a[0].as_int().unwrap() + b[0].as_int().unwrap(),
            )])
        })
        .unwrap();
        assert_eq!(sum[0].as_int(), Some(101));
        let e = check_group(&ms[..2]).unwrap_err();
        assert!(e.to_string().contains("2 of the 3 threads"), "{e}");
    }
}
