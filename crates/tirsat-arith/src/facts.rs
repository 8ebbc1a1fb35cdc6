//! What the simplifier may assume: variable ranges and predicates.
//!
//! Ranges come from thread extents, loop extents, buffer shapes or the
//! `--var NAME=LO:HI` option; predicates are any boolean expressions known to
//! hold (e.g. `n >= 1`, `bx < m`). A predicate of the form `v OP c` or
//! `c OP v` (a variable against a constant) tightens the variable's range
//! directly; conjunctions are split; everything else is kept as a predicate
//! and asserted in the e-graph.
//!
//! ```
//! use tirsat_arith::Facts;
//! use tirsat_ir::{DataType, Expr, Var};
//! let tx = Var::new("tx", DataType::i32());
//! let n = Var::new("n", DataType::i32());
//! let facts = Facts::new()
//!     .with_range(&tx, 0, 128)
//!     .with_fact(&Expr::cmp(tirsat_ir::CmpOp::Ge, &n.to_expr(), &Expr::i32(1)));
//! assert_eq!(facts.bounds(&tx), (Some(0), Some(127)));
//! assert_eq!(facts.bounds(&n), (Some(1), None));
//! assert!(facts.predicates().is_empty());
//! ```

use tirsat_ir::{CmpOp, Expr, ExprKind, Var};

/// Inclusive bounds of one variable (`None` = unbounded on that side).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct VarBounds {
    pub lo: Option<i64>,
    pub hi: Option<i64>,
}

impl VarBounds {
    fn meet(self, other: VarBounds) -> VarBounds {
        let lo = match (self.lo, other.lo) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
        let hi = match (self.hi, other.hi) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        VarBounds { lo, hi }
    }
    /// True when no integer satisfies the bounds.
    pub fn is_empty(&self) -> bool {
        matches!((self.lo, self.hi), (Some(l), Some(h)) if l > h)
    }
}

/// Facts about variables: ranges (by variable identity, in insertion order)
/// and predicates assumed true.
#[derive(Clone, Debug, Default)]
pub struct Facts {
    ranges: Vec<(Var, VarBounds)>,
    preds: Vec<Expr>,
}

impl Facts {
    /// No facts.
    pub fn new() -> Self {
        Facts::default()
    }

    /// `lo <= var < hi` (half-open, like `--var NAME=LO:HI` and TVM's `Range`).
    pub fn with_range(self, var: &Var, lo: i64, hi: i64) -> Self {
        self.with_bounds(var, Some(lo), Some(hi.saturating_sub(1)))
    }

    /// `lo <= var <= hi` with either side optional (inclusive).
    pub fn with_bounds(mut self, var: &Var, lo: Option<i64>, hi: Option<i64>) -> Self {
        self.add_bounds(var, VarBounds { lo, hi });
        self
    }

    /// Assumes the boolean expression `pred` holds.
    pub fn with_fact(mut self, pred: &Expr) -> Self {
        self.add_fact(pred);
        self
    }

    /// In-place form of [`Facts::with_bounds`].
    pub fn add_bounds(&mut self, var: &Var, b: VarBounds) {
        if let Some(slot) = self.ranges.iter_mut().find(|(v, _)| v == var) {
            slot.1 = slot.1.meet(b);
        } else {
            self.ranges.push((var.clone(), b));
        }
    }

    /// In-place form of [`Facts::with_fact`].
    pub fn add_fact(&mut self, pred: &Expr) {
        match pred.kind() {
            ExprKind::And(a, b) => {
                self.add_fact(a);
                self.add_fact(b);
            }
            ExprKind::Int(v) if *v != 0 => {}
            ExprKind::Cmp(op, a, b) => match (a.as_var(), b.as_int(), a.as_int(), b.as_var()) {
                (Some(v), Some(c), _, _) if v.dtype().is_integer_like() => {
                    self.add_cmp_bound(v, *op, c, pred)
                }
                (_, _, Some(c), Some(v)) if v.dtype().is_integer_like() => {
                    self.add_cmp_bound(v, op.swap(), c, pred)
                }
                _ => self.preds.push(pred.clone()),
            },
            _ => self.preds.push(pred.clone()),
        }
    }

    fn add_cmp_bound(&mut self, v: &Var, op: CmpOp, c: i64, pred: &Expr) {
        let b = match op {
            CmpOp::Lt => VarBounds {
                lo: None,
                hi: c.checked_sub(1),
            },
            CmpOp::Le => VarBounds {
                lo: None,
                hi: Some(c),
            },
            CmpOp::Gt => VarBounds {
                lo: c.checked_add(1),
                hi: None,
            },
            CmpOp::Ge => VarBounds {
                lo: Some(c),
                hi: None,
            },
            CmpOp::Eq => VarBounds {
                lo: Some(c),
                hi: Some(c),
            },
            CmpOp::Ne => {
                self.preds.push(pred.clone());
                return;
            }
        };
        self.add_bounds(v, b);
    }

    /// The inclusive bounds known for `var`.
    pub fn bounds(&self, var: &Var) -> (Option<i64>, Option<i64>) {
        self.ranges
            .iter()
            .find(|(v, _)| v == var)
            .map_or((None, None), |(_, b)| (b.lo, b.hi))
    }

    /// All variable ranges, in insertion order.
    pub fn ranges(&self) -> &[(Var, VarBounds)] {
        &self.ranges
    }

    /// The predicates that did not reduce to variable ranges.
    pub fn predicates(&self) -> &[Expr] {
        &self.preds
    }

    /// True when the facts are contradictory on their face (an empty range).
    pub fn is_contradictory(&self) -> bool {
        self.ranges.iter().any(|(_, b)| b.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::DataType;

    #[test]
    fn conjunctions_and_swapped_comparisons() {
        let x = Var::new("x", DataType::i32());
        let y = Var::new("y", DataType::i32());
        let xe = x.to_expr();
        let p = Expr::and(
            &Expr::cmp(CmpOp::Gt, &xe, &Expr::i32(-1)),
            &Expr::cmp(CmpOp::Lt, &Expr::i32(3), &y.to_expr()),
        );
        let f = Facts::new()
            .with_fact(&p)
            .with_fact(&Expr::cmp(CmpOp::Le, &xe, &Expr::i32(9)));
        assert_eq!(f.bounds(&x), (Some(0), Some(9)));
        assert_eq!(f.bounds(&y), (Some(4), None));
        let g = f
            .clone()
            .with_fact(&Expr::cmp(CmpOp::Ne, &xe, &Expr::i32(2)));
        assert_eq!(g.predicates().len(), 1);
        assert!(!g.is_contradictory());
        let h = g.with_range(&x, 20, 30);
        assert!(h.is_contradictory());
    }

    #[test]
    fn relational_facts_stay_predicates() {
        let x = Var::new("x", DataType::i32());
        let y = Var::new("y", DataType::i32());
        let f = Facts::new().with_fact(&Expr::lt(&x.to_expr(), &y.to_expr()));
        assert_eq!(f.predicates().len(), 1);
        assert_eq!(f.bounds(&x), (None, None));
    }
}
