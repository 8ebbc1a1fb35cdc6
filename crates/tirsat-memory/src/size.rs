//! Sizes that may be symbolic, and the oracle that compares them.
//!
//! A [`Size`] is a constant byte count or a symbolic expression of some type `E`.
//! Planners never inspect `E`: every comparison and every arithmetic operation on
//! symbolic sizes goes through a [`SizeOracle`], which knows the variables' ranges.
//! The merge pass implements the oracle for IR expressions with the arithmetic
//! core (`ExprSizes` in `transform/merge_shared_memory/arith.rs`); [`SymExpr`] with
//! [`RangeOracle`] is a small self-contained implementation (linear reasoning over
//! variable ranges) used by tests and by callers without an e-graph.

use std::collections::BTreeMap;
use std::fmt;

use tirsat_ir::linear::{Atom, LinearForm};

/// A byte count: a constant or a symbolic expression.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Size<E> {
    /// A known number of bytes.
    Const(u64),
    /// An expression over variables (assumed non-negative in every valid state).
    Sym(E),
}

impl<E> Size<E> {
    /// The constant, if this size is one.
    pub fn as_const(&self) -> Option<u64> {
        match self {
            Size::Const(c) => Some(*c),
            Size::Sym(_) => None,
        }
    }
}

impl<E: fmt::Display> fmt::Display for Size<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Size::Const(c) => write!(f, "{c}"),
            Size::Sym(e) => write!(f, "{e}"),
        }
    }
}

/// Decides comparisons and builds simplified sums and maxima of sizes.
///
/// Implementations must be *sound*: `le(a, b) == Some(true)` only when `a <= b` for
/// every admissible value of the variables, and `Some(false)` only when `a > b` for
/// every admissible value. `add`, `max` and `align_up` must return expressions equal
/// to the exact result for every admissible value (simplified as far as the oracle
/// can prove).
pub trait SizeOracle<E> {
    /// Is `a <= b` always (`Some(true)`), never (`Some(false)`), or undecided?
    fn le(&self, a: &Size<E>, b: &Size<E>) -> Option<bool>;
    /// `a + b`.
    fn add(&self, a: &Size<E>, b: &Size<E>) -> Size<E>;
    /// `max(a, b)`.
    fn max(&self, a: &Size<E>, b: &Size<E>) -> Size<E>;
    /// `a` rounded up to a multiple of `align` (`align >= 1`).
    fn align_up(&self, a: &Size<E>, align: u64) -> Size<E>;
    /// True only when `a` is a multiple of `k` for every admissible value.
    fn is_multiple_of(&self, a: &Size<E>, k: u64) -> bool;
}

/// A small symbolic expression type: integers, variables, `+`, `*`, `max` and
/// rounding up to a multiple.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SymExpr {
    /// An integer.
    Int(i64),
    /// A variable.
    Var(String),
    /// Sum.
    Add(Box<SymExpr>, Box<SymExpr>),
    /// Product.
    Mul(Box<SymExpr>, Box<SymExpr>),
    /// Maximum.
    Max(Box<SymExpr>, Box<SymExpr>),
    /// The first operand rounded up to a multiple of the second.
    AlignUp(Box<SymExpr>, u64),
}

impl SymExpr {
    /// A variable.
    pub fn var(name: &str) -> Self {
        SymExpr::Var(name.to_string())
    }

    /// `self * k`.
    pub fn times(self, k: i64) -> Self {
        SymExpr::Mul(Box::new(self), Box::new(SymExpr::Int(k)))
    }
}

impl fmt::Display for SymExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SymExpr::Int(v) => write!(f, "{v}"),
            SymExpr::Var(v) => write!(f, "{v}"),
            SymExpr::Add(a, b) => write!(f, "{a} + {b}"),
            SymExpr::Mul(a, b) => {
                let paren = |e: &SymExpr| matches!(e, SymExpr::Add(..));
                if paren(a) {
                    write!(f, "({a})")?;
                } else {
                    write!(f, "{a}")?;
                }
                if paren(b) {
                    write!(f, " * ({b})")
                } else {
                    write!(f, " * {b}")
                }
            }
            SymExpr::Max(a, b) => write!(f, "max({a}, {b})"),
            SymExpr::AlignUp(a, k) => write!(f, "align_up({a}, {k})"),
        }
    }
}

/// A linear form `c0 + sum(coeff * atom)` over [`SymExpr`] atoms (variables or
/// opaque non-linear sub-expressions): the one exact linear form of
/// [`tirsat_ir::linear`].
type Linear = LinearForm<SymExpr>;

impl Atom for SymExpr {}

/// Rebuilds an expression: terms in atom order, then the constant; `None`
/// when a coefficient or the constant is not an `i64` (the caller keeps its
/// expression, never a saturated one).
fn to_sym(l: &Linear) -> Option<SymExpr> {
    let mut terms: Vec<&(SymExpr, i128)> = l.terms.iter().collect();
    terms.sort_by(|a, b| a.0.cmp(&b.0));
    let int = |v: i128| i64::try_from(v).ok().map(SymExpr::Int);
    let mut out: Option<SymExpr> = None;
    for (a, c) in terms {
        let t = if *c == 1 {
            a.clone()
        } else {
            SymExpr::Mul(Box::new(a.clone()), Box::new(int(*c)?))
        };
        out = Some(match out {
            None => t,
            Some(e) => SymExpr::Add(Box::new(e), Box::new(t)),
        });
    }
    Some(match out {
        None => int(l.constant)?,
        Some(e) if l.constant == 0 => e,
        Some(e) => SymExpr::Add(Box::new(e), Box::new(int(l.constant)?)),
    })
}

/// A [`SizeOracle`] for [`SymExpr`] that knows an inclusive range for each variable
/// (variables without a range are assumed to be in `[0, 2^31 - 1]`). Its linear
/// forms are exact (no saturation; a form that cannot be written with `i64`
/// constants is kept as written). It decides
/// `a <= b` by bounding the linear form of `b - a`, looking through `max`.
///
/// ```
/// use tirsat_memory::{RangeOracle, Size, SizeOracle, SymExpr};
/// let o = RangeOracle::new().with_range("n", 1, 1024);
/// let a = Size::Sym(SymExpr::var("n").times(4));
/// let b = Size::Sym(SymExpr::var("n").times(8));
/// assert_eq!(o.le(&a, &b), Some(true));
/// assert_eq!(o.max(&a, &b).to_string(), "n * 8");
/// assert_eq!(o.add(&a, &b).to_string(), "n * 12");
/// ```
#[derive(Debug, Clone, Default)]
pub struct RangeOracle {
    ranges: BTreeMap<String, (i64, i64)>,
}

const DEFAULT_RANGE: (i64, i64) = (0, i32::MAX as i64);

impl RangeOracle {
    /// An oracle with no declared ranges.
    pub fn new() -> Self {
        Self::default()
    }

    /// Declares `lo <= var <= hi`.
    pub fn with_range(mut self, var: &str, lo: i64, hi: i64) -> Self {
        self.ranges.insert(var.to_string(), (lo, hi));
        self
    }

    /// The exact linear form of `e` (`None` on `i128` overflow).
    fn linear(&self, e: &SymExpr) -> Option<Linear> {
        match e {
            SymExpr::Int(v) => Some(Linear::constant(*v as i128)),
            SymExpr::Add(a, b) => self.linear(a)?.plus(&self.linear(b)?),
            SymExpr::Mul(a, b) => {
                let (la, lb) = (self.linear(a)?, self.linear(b)?);
                match (la.as_const(), lb.as_const()) {
                    (Some(c), _) => lb.scale(c),
                    (_, Some(c)) => la.scale(c),
                    _ => Some(Linear::atom(e.clone())),
                }
            }
            _ => Some(Linear::atom(e.clone())),
        }
    }

    /// Inclusive bounds of an expression by interval arithmetic.
    fn bounds(&self, e: &SymExpr) -> (i128, i128) {
        match e {
            SymExpr::Int(v) => (*v as i128, *v as i128),
            SymExpr::Var(v) => {
                let (lo, hi) = self.ranges.get(v).copied().unwrap_or(DEFAULT_RANGE);
                (lo as i128, hi as i128)
            }
            SymExpr::Add(a, b) => {
                let (x, y) = (self.bounds(a), self.bounds(b));
                (x.0.saturating_add(y.0), x.1.saturating_add(y.1))
            }
            SymExpr::Mul(a, b) => {
                let (x, y) = (self.bounds(a), self.bounds(b));
                let c = [
                    x.0.saturating_mul(y.0),
                    x.0.saturating_mul(y.1),
                    x.1.saturating_mul(y.0),
                    x.1.saturating_mul(y.1),
                ];
                (
                    c.iter().copied().min().unwrap_or(0),
                    c.iter().copied().max().unwrap_or(0),
                )
            }
            SymExpr::Max(a, b) => {
                let (x, y) = (self.bounds(a), self.bounds(b));
                (x.0.max(y.0), x.1.max(y.1))
            }
            SymExpr::AlignUp(a, k) => {
                let (lo, hi) = self.bounds(a);
                (lo, hi.saturating_add(*k as i128 - 1))
            }
        }
    }

    fn lin_bounds(&self, l: &Linear) -> Option<(i128, i128)> {
        l.bounds(|a| Some(self.bounds(a)))
    }

    /// A size as an expression; a constant beyond `i64` (which no sum of
    /// `i64` sizes checked by [`RangeOracle::add`] produces) stays symbolic
    /// as a sum rather than being clamped.
    fn expr(s: &Size<SymExpr>) -> SymExpr {
        match s {
            Size::Const(c) => match i64::try_from(*c) {
                Ok(v) => SymExpr::Int(v),
                // c / 2 <= i64::MAX: `c / 2 * 2 + c % 2`, exact.
                Err(_) => SymExpr::Add(
                    Box::new(SymExpr::Int((*c / 2) as i64).times(2)),
                    Box::new(SymExpr::Int((*c % 2) as i64)),
                ),
            },
            Size::Sym(e) => e.clone(),
        }
    }

    fn size(&self, e: SymExpr) -> Size<SymExpr> {
        let Some(l) = self.linear(&e) else {
            return Size::Sym(e);
        };
        match l.as_const() {
            Some(c) if (0..=u64::MAX as i128).contains(&c) => Size::Const(c as u64),
            _ => Size::Sym(to_sym(&l).unwrap_or(e)),
        }
    }

    fn le_expr(&self, a: &SymExpr, b: &SymExpr) -> Option<bool> {
        let d = self.linear(b)?.minus(&self.linear(a)?)?;
        let (lo, hi) = self.lin_bounds(&d)?;
        if lo >= 0 {
            return Some(true);
        }
        if hi < 0 {
            return Some(false);
        }
        if let SymExpr::Max(x, y) = b
            && (self.le_expr(a, x) == Some(true) || self.le_expr(a, y) == Some(true))
        {
            return Some(true);
        }
        if let SymExpr::Max(x, y) = a
            && self.le_expr(x, b) == Some(true)
            && self.le_expr(y, b) == Some(true)
        {
            return Some(true);
        }
        None
    }
}

impl SizeOracle<SymExpr> for RangeOracle {
    fn le(&self, a: &Size<SymExpr>, b: &Size<SymExpr>) -> Option<bool> {
        if let (Size::Const(x), Size::Const(y)) = (a, b) {
            return Some(x <= y);
        }
        self.le_expr(&Self::expr(a), &Self::expr(b))
    }

    fn add(&self, a: &Size<SymExpr>, b: &Size<SymExpr>) -> Size<SymExpr> {
        if let (Size::Const(x), Size::Const(y)) = (a, b)
            && let Some(s) = x.checked_add(*y)
        {
            return Size::Const(s);
        }
        self.size(SymExpr::Add(
            Box::new(Self::expr(a)),
            Box::new(Self::expr(b)),
        ))
    }

    fn max(&self, a: &Size<SymExpr>, b: &Size<SymExpr>) -> Size<SymExpr> {
        match self.le(a, b) {
            Some(true) => b.clone(),
            _ if self.le(b, a) == Some(true) => a.clone(),
            _ => {
                let (x, y) = (Self::expr(a), Self::expr(b));
                let (x, y) = if x <= y { (x, y) } else { (y, x) };
                Size::Sym(SymExpr::Max(Box::new(x), Box::new(y)))
            }
        }
    }

    fn align_up(&self, a: &Size<SymExpr>, align: u64) -> Size<SymExpr> {
        match a {
            Size::Const(c) => Size::Const(super::problem::align_up(*c, align)),
            _ if align <= 1 || self.is_multiple_of(a, align) => a.clone(),
            Size::Sym(e) => Size::Sym(SymExpr::AlignUp(Box::new(e.clone()), align)),
        }
    }

    fn is_multiple_of(&self, a: &Size<SymExpr>, k: u64) -> bool {
        if k <= 1 {
            return true;
        }
        let k = k as i128;
        match a {
            Size::Const(c) => (*c as i128) % k == 0,
            Size::Sym(e) => self.linear(e).is_some_and(|l| {
                l.constant % k == 0
                    && l.terms.iter().all(|(atom, c)| {
                        c % k == 0
                            || matches!(atom, SymExpr::AlignUp(_, m) if (*m as i128) % k == 0)
                    })
            }),
        }
    }
}
