//! Commutative reducers (TVM's `CommReducer`): the combiner of a cross-thread
//! reduction, attached as the node of a `reduce_scope` attribute statement
//! around `T.tvm_thread_allreduce`.
//!
//! A reducer of `n` values has `n` left and `n` right operand variables, `n`
//! result expressions over them and `n` identity elements. It prints as
//! `T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)])`; with more than one
//! value the lambda takes all left operands, then all right operands, and
//! returns a tuple.
//!
//! ```
//! use tirsat_ir::{CommReducer, DataType, Expr, Var};
//! let x = Var::new("x", DataType::f32());
//! let y = Var::new("y", DataType::f32());
//! let sum = Expr::add(&x.to_expr(), &y.to_expr());
//! let r = CommReducer::new(vec![x], vec![y], vec![sum], vec![Expr::float(DataType::f32(), 0.0)])
//!     .unwrap();
//! assert_eq!(r.len(), 1);
//! assert!(CommReducer::new(vec![], vec![], vec![], vec![]).is_err());
//! ```

use std::sync::Arc;

use super::{Expr, Var};

/// The fields of a [`CommReducer`].
#[derive(Debug, PartialEq)]
pub struct CommReducerNode {
    /// Left operands: the accumulated values.
    pub lhs: Vec<Var>,
    /// Right operands: the incoming values.
    pub rhs: Vec<Var>,
    /// The combined values, expressions over `lhs` and `rhs`.
    pub result: Vec<Expr>,
    /// The identity element of each value.
    pub identity: Vec<Expr>,
}

/// A commutative reducer; a shared immutable node. The operand variables are
/// defined by the reducer (they are bound nowhere else), so structural equality
/// maps them like the variables of a `let`.
#[derive(Clone, Debug, PartialEq)]
pub struct CommReducer(Arc<CommReducerNode>);

impl CommReducer {
    /// A reducer; `Err` when the four lists do not have the same, non-zero
    /// length (TVM's checks; TVM does not compare dtypes either).
    pub fn new(
        lhs: Vec<Var>,
        rhs: Vec<Var>,
        result: Vec<Expr>,
        identity: Vec<Expr>,
    ) -> Result<Self, String> {
        let n = result.len();
        if n == 0 {
            return Err("a reducer needs at least one value".into());
        }
        for (what, len) in [
            ("left operands", lhs.len()),
            ("right operands", rhs.len()),
            ("identity elements", identity.len()),
        ] {
            if len != n {
                return Err(format!(
                    "a reducer of {n} value(s) has {len} {what} (expected {n})"
                ));
            }
        }
        Ok(CommReducer(Arc::new(CommReducerNode {
            lhs,
            rhs,
            result,
            identity,
        })))
    }

    /// The number of reduced values.
    pub fn len(&self) -> usize {
        self.0.result.len()
    }

    /// Never true: a reducer has at least one value.
    pub fn is_empty(&self) -> bool {
        self.0.result.is_empty()
    }

    pub fn lhs(&self) -> &[Var] {
        &self.0.lhs
    }
    pub fn rhs(&self) -> &[Var] {
        &self.0.rhs
    }
    pub fn result(&self) -> &[Expr] {
        &self.0.result
    }
    pub fn identity(&self) -> &[Expr] {
        &self.0.identity
    }
    pub fn node(&self) -> &CommReducerNode {
        &self.0
    }
    pub fn same_as(&self, other: &CommReducer) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }

    /// The expressions of the reducer: identity elements, then results.
    pub fn exprs(&self) -> impl Iterator<Item = &Expr> {
        self.0.identity.iter().chain(self.0.result.iter())
    }

    /// Rebuilds the reducer with its identity elements and results mapped by
    /// `f` (operand variables kept); returns `self` when nothing changed.
    pub fn map_exprs(&self, mut f: impl FnMut(&Expr) -> Expr) -> CommReducer {
        let identity: Vec<Expr> = self.0.identity.iter().map(&mut f).collect();
        let result: Vec<Expr> = self.0.result.iter().map(&mut f).collect();
        let same = |a: &[Expr], b: &[Expr]| a.iter().zip(b).all(|(x, y)| x.same_as(y));
        if same(&identity, &self.0.identity) && same(&result, &self.0.result) {
            return self.clone();
        }
        CommReducer(Arc::new(CommReducerNode {
            lhs: self.0.lhs.clone(),
            rhs: self.0.rhs.clone(),
            result,
            identity,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::equal::stmt_equal;
    use crate::{AttrNode, DataType, Stmt};

    fn attr(r: CommReducer) -> Stmt {
        Stmt::attr(
            AttrNode::CommReducer(r),
            "reduce_scope",
            Expr::i32(0),
            Stmt::no_op(),
        )
    }

    fn sum(t: DataType, id: f64) -> CommReducer {
        let (x, y) = (Var::new("x", t), Var::new("y", t));
        let r = Expr::add(&x.to_expr(), &y.to_expr());
        CommReducer::new(vec![x], vec![y], vec![r], vec![Expr::float(t, id)]).unwrap()
    }

    #[test]
    fn structural_equality_maps_operands() {
        let f32 = DataType::f32();
        let a = attr(sum(f32, 0.0));
        assert!(stmt_equal(&a, &attr(sum(f32, 0.0))).is_ok());
        let c = attr(sum(f32, 1.0));
        assert!(stmt_equal(&a, &c).unwrap_err().contains("reducer identity"));
        let d = attr(sum(DataType::float(64), 0.0));
        assert!(stmt_equal(&a, &d).unwrap_err().contains("reducer operand"));
    }

    #[test]
    fn map_exprs_keeps_unchanged_nodes() {
        let r = sum(DataType::f32(), 0.0);
        assert!(r.map_exprs(|e| e.clone()).same_as(&r));
        let z = r.map_exprs(|e| {
            if e.as_float().is_some() {
                Expr::float(DataType::f32(), 2.0)
            } else {
                e.clone()
            }
        });
        assert!(!z.same_as(&r));
        assert_eq!(z.identity()[0].as_float(), Some(2.0));
        assert_eq!(z.lhs(), r.lhs());
    }

    #[test]
    fn visitor_and_mutator_hooks() {
        use crate::visit::{Mutator, Visitor, walk_comm_reducer};
        struct Count(usize);
        impl Visitor for Count {
            fn visit_expr(&mut self, _: &Expr) {
                self.0 += 1;
            }
            fn visit_comm_reducer(&mut self, r: &CommReducer) {
                walk_comm_reducer(self, r)
            }
        }
        struct Opaque(usize);
        impl Visitor for Opaque {
            fn visit_expr(&mut self, _: &Expr) {
                self.0 += 1;
            }
        }
        let s = attr(sum(DataType::f32(), 0.0));
        // value, identity, result and the body's 0 with the hook; without it
        // only the value and the body's 0.
        let mut c = Count(0);
        c.visit_stmt(&s);
        assert_eq!(c.0, 4);
        let mut o = Opaque(0);
        o.visit_stmt(&s);
        assert_eq!(o.0, 2);

        struct SetIdentity;
        impl Mutator for SetIdentity {
            fn mutate_comm_reducer(&mut self, r: &CommReducer) -> CommReducer {
                r.map_exprs(|e| match e.as_float() {
                    Some(_) => Expr::float(DataType::f32(), 5.0),
                    None => e.clone(),
                })
            }
        }
        let m = SetIdentity.mutate_stmt(&s);
        let crate::StmtKind::Attr { node, .. } = m.kind() else {
            panic!("not an attribute")
        };
        let r = node.as_comm_reducer().unwrap();
        assert_eq!(r.identity()[0].as_float(), Some(5.0));
        struct Keep;
        impl Mutator for Keep {}
        assert!(Keep.mutate_stmt(&s).same_as(&s));
    }
}
