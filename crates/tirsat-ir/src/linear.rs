//! Linear forms `c + k1 * a1 + ... + kn * an` over opaque atoms, exact: the
//! one linear-form engine of the reader (loop extents), the merge pass
//! (indices, sizes, offsets), the symbolic sizes of `memory` and the
//! e-graph (`arith::linear::Lin` is `LinearForm<Id, i64>`: atoms are
//! e-classes, kept sorted, see [`Atom::ORDER`]).
//!
//! Coefficients and the constant are integers of a [`Coeff`] type (`i128`,
//! mathematical integers for every 64-bit type, or `i64`); every operation
//! is checked and answers `None` instead of saturating or wrapping. A form describes the *value* of an expression: where the
//! expression is defined (see `notes/integer-semantics.md`), its value is
//! the form's value. Writing a form back as an expression of a type
//! ([`LinearForm::to_expr`]) checks, with bounds of the atoms, that every
//! constant, every term and every partial sum of the result is a value of
//! that type wherever the atoms are in their bounds; otherwise it declines.
//!
//! ```
//! use tirsat_ir::linear::{LinearForm, of_expr};
//! use tirsat_ir::{DataType, Expr, Var};
//! let t = Var::new("t", DataType::i32()).to_expr();
//! // (63 - t) + 64
//! let e = Expr::add(&Expr::sub(&Expr::i32(63), &t), &Expr::i32(64));
//! let l = of_expr(&e).unwrap();
//! assert_eq!((l.constant, l.terms.len()), (127, 1));
//! // Rebuilt at int32 when t lies in [0, 63]: `127 - t`.
//! let r = l.to_expr(DataType::i32(), |_| Some((0, 63))).unwrap();
//! let expected = Expr::sub(&Expr::i32(127), &t);
//! assert!(tirsat_ir::equal::expr_equal(&r, &expected).is_ok());
//! // Coefficients that do not fit the type are never written.
//! let big = LinearForm::atom(t.clone()).scale(1 << 40).unwrap();
//! assert!(big.to_expr(DataType::i32(), |_| Some((0, 1))).is_none());
//! ```

use std::cmp::Ordering;

use smallvec::SmallVec;

use super::int::{const_value, fits, type_range};
use super::{BinOp, DataType, Expr, ExprKind};

/// A coefficient type of linear forms: `i128` (mathematical integers for
/// every 64-bit type) for forms of expressions, `i64` for the e-graph's
/// (each coefficient is written as an e-graph constant). Every operation is
/// checked.
pub trait Coeff: Copy + Eq + Ord + std::fmt::Debug + Into<i128> {
    /// 0.
    const ZERO: Self;
    /// 1.
    const ONE: Self;
    /// -1.
    const MINUS_ONE: Self;
    /// `self + o`, `None` on overflow.
    fn checked_add(self, o: Self) -> Option<Self>;
    /// `self * o`, `None` on overflow.
    fn checked_mul(self, o: Self) -> Option<Self>;
}

macro_rules! coeff {
    ($($t:ty),*) => {$(
        impl Coeff for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const MINUS_ONE: Self = -1;
            fn checked_add(self, o: Self) -> Option<Self> {
                <$t>::checked_add(self, o)
            }
            fn checked_mul(self, o: Self) -> Option<Self> {
                <$t>::checked_mul(self, o)
            }
        }
    )*};
}
coeff!(i64, i128);

/// An atom of a linear form.
pub trait Atom: Clone + PartialEq {
    /// The order of the terms: `None` (the default) keeps them in order of
    /// first appearance, which [`LinearForm::to_expr`] writes back (TVM's
    /// order); `Some(cmp)` keeps them sorted, so that equal forms have one
    /// representation (the e-graph compares and hashes class data).
    const ORDER: Option<fn(&Self, &Self) -> Ordering> = None;
}

impl Atom for Expr {}
impl Atom for &str {}

/// E-classes of the arithmetic engine (`tirsat-arith`), sorted by id: equal
/// sums have one representation, as e-class data must.
#[cfg(feature = "egg")]
impl Atom for egg::Id {
    const ORDER: Option<fn(&Self, &Self) -> Ordering> = Some(<egg::Id as Ord>::cmp);
}

/// Terms are stored inline up to this many (most forms have 1-3), on the
/// heap beyond.
pub const INLINE_TERMS: usize = 2;

/// The terms of a linear form: (atom, coefficient), a slice to readers.
pub type Terms<A, K = i128> = SmallVec<[(A, K); INLINE_TERMS]>;

/// `constant + sum(k * atom)`: no zero coefficient, each atom at most once,
/// atoms in the order [`Atom::ORDER`] gives (first appearance by default).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LinearForm<A, K = i128> {
    /// Atoms with their (non-zero) coefficients.
    pub terms: Terms<A, K>,
    /// The constant.
    pub constant: K,
}

impl<A, K: Coeff> Default for LinearForm<A, K> {
    fn default() -> Self {
        LinearForm {
            terms: Terms::new(),
            constant: K::ZERO,
        }
    }
}

impl<A: Atom, K: Coeff> LinearForm<A, K> {
    /// The constant `c`.
    pub fn constant(c: K) -> Self {
        LinearForm {
            terms: Terms::new(),
            constant: c,
        }
    }

    /// `1 * a`.
    pub fn atom(a: A) -> Self {
        Self::term(a, K::ONE)
    }

    /// `k * a` (the constant 0 when `k` is 0).
    pub fn term(a: A, k: K) -> Self {
        LinearForm {
            terms: if k == K::ZERO {
                Terms::new()
            } else {
                smallvec::smallvec![(a, k)]
            },
            constant: K::ZERO,
        }
    }

    /// The constant, when the form has no atom.
    pub fn as_const(&self) -> Option<K> {
        self.terms.is_empty().then_some(self.constant)
    }

    /// True when the form is the constant 0.
    pub fn is_zero(&self) -> bool {
        self.constant == K::ZERO && self.terms.is_empty()
    }

    /// `Ok(i)`: the term of `a` is at `i`; `Err(i)`: a new term of `a`
    /// belongs at `i`.
    fn find(&self, a: &A) -> Result<usize, usize> {
        match A::ORDER {
            Some(cmp) => self.terms.binary_search_by(|(x, _)| cmp(x, a)),
            None => self
                .terms
                .iter()
                .position(|(x, _)| x == a)
                .ok_or(self.terms.len()),
        }
    }

    /// Adds `k * a` (`None` on overflow).
    pub fn add_term(&mut self, a: &A, k: K) -> Option<()> {
        if k == K::ZERO {
            return Some(());
        }
        match self.find(a) {
            Ok(i) => {
                let c = self.terms[i].1.checked_add(k)?;
                if c == K::ZERO {
                    self.terms.remove(i);
                } else {
                    self.terms[i].1 = c;
                }
            }
            Err(i) => self.terms.insert(i, (a.clone(), k)),
        }
        Some(())
    }

    /// Adds the constant `c`.
    pub fn add_const(&mut self, c: K) -> Option<()> {
        self.constant = self.constant.checked_add(c)?;
        Some(())
    }

    /// `self + k * o` (`None` on overflow).
    pub fn plus_scaled(mut self, o: &Self, k: K) -> Option<Self> {
        self.add_const(o.constant.checked_mul(k)?)?;
        for (a, c) in &o.terms {
            self.add_term(a, c.checked_mul(k)?)?;
        }
        Some(self)
    }

    /// `self + k * o` as a new form, the same as `self.clone().plus_scaled(o,
    /// k)`: with sorted atoms one merge of the two term lists (no clone to
    /// insert into).
    pub fn sum_scaled(&self, o: &Self, k: K) -> Option<Self> {
        let Some(cmp) = A::ORDER else {
            return self.clone().plus_scaled(o, k);
        };
        debug_assert!(self.terms.is_sorted_by(|x, y| cmp(&x.0, &y.0).is_lt()));
        debug_assert!(o.terms.is_sorted_by(|x, y| cmp(&x.0, &y.0).is_lt()));
        let constant = self.constant.checked_add(o.constant.checked_mul(k)?)?;
        let mut terms = Terms::new();
        let (mut i, mut j) = (0, 0);
        while i < self.terms.len() || j < o.terms.len() {
            let ord = match (self.terms.get(i), o.terms.get(j)) {
                (Some(x), Some(y)) => cmp(&x.0, &y.0),
                (Some(_), None) => Ordering::Less,
                _ => Ordering::Greater,
            };
            // The atom of the term taken, and its new coefficient.
            let (a, c) = match ord {
                Ordering::Less => {
                    i += 1;
                    (&self.terms[i - 1].0, self.terms[i - 1].1)
                }
                Ordering::Greater => {
                    j += 1;
                    (&o.terms[j - 1].0, o.terms[j - 1].1.checked_mul(k)?)
                }
                Ordering::Equal => {
                    i += 1;
                    j += 1;
                    let (x, y) = (&self.terms[i - 1], &o.terms[j - 1]);
                    (&x.0, x.1.checked_add(y.1.checked_mul(k)?)?)
                }
            };
            if c != K::ZERO {
                terms.push((a.clone(), c));
            }
        }
        Some(LinearForm { terms, constant })
    }

    /// `self + o`.
    pub fn plus(self, o: &Self) -> Option<Self> {
        self.plus_scaled(o, K::ONE)
    }

    /// `self - o`.
    pub fn minus(self, o: &Self) -> Option<Self> {
        self.plus_scaled(o, K::MINUS_ONE)
    }

    /// `self * k`.
    pub fn scale(mut self, k: K) -> Option<Self> {
        if k == K::ZERO {
            return Some(Self::constant(K::ZERO));
        }
        self.constant = self.constant.checked_mul(k)?;
        for t in &mut self.terms {
            t.1 = t.1.checked_mul(k)?;
        }
        Some(self)
    }

    /// Inclusive bounds of the form's value given bounds of its atoms
    /// (`None` when an atom has none, or on `i128` overflow).
    pub fn bounds(&self, mut atom: impl FnMut(&A) -> Option<(i128, i128)>) -> Option<(i128, i128)> {
        let c: i128 = self.constant.into();
        let (mut lo, mut hi) = (c, c);
        for (a, k) in &self.terms {
            let k: i128 = (*k).into();
            let (x, y) = atom(a)?;
            let (p, q) = (x.checked_mul(k)?, y.checked_mul(k)?);
            lo = lo.checked_add(p.min(q))?;
            hi = hi.checked_add(p.max(q))?;
        }
        Some((lo, hi))
    }
}

/// The linear form of a scalar integer expression: `+`, `-`, multiplication
/// where one side is constant, and integer constants are decomposed; anything
/// else is an atom. `None` on `i128` overflow (never for expressions of
/// 64-bit types of reasonable depth).
pub fn of_expr(e: &Expr) -> Option<LinearForm<Expr>> {
    if let Some(v) = const_value(e).filter(|_| e.dtype().lanes == 1) {
        return Some(LinearForm::constant(v));
    }
    match e.kind() {
        ExprKind::Binary(BinOp::Add, a, b) => of_expr(a)?.plus(&of_expr(b)?),
        ExprKind::Binary(BinOp::Sub, a, b) => of_expr(a)?.minus(&of_expr(b)?),
        ExprKind::Binary(BinOp::Mul, a, b) => {
            let (la, lb) = (of_expr(a)?, of_expr(b)?);
            match (la.as_const(), lb.as_const()) {
                (Some(c), _) => lb.scale(c),
                (_, Some(c)) => la.scale(c),
                _ => Some(LinearForm::atom(e.clone())),
            }
        }
        _ => Some(LinearForm::atom(e.clone())),
    }
}

/// An operand of a sum with inclusive bounds of its value.
type Part = (Expr, (i128, i128));

/// A sum being built at type `ty`, checking that every partial value fits.
struct Builder {
    ty: DataType,
    range: (i128, i128),
    acc: Option<(Expr, (i128, i128))>,
}

impl Builder {
    fn fits(&self, (lo, hi): (i128, i128)) -> bool {
        self.range.0 <= lo && hi <= self.range.1
    }

    fn const_expr(&self, v: i128) -> Option<Expr> {
        super::int::make_const(self.ty, v)
    }

    /// `k * a` with bounds `b` of `a`.
    fn term(&self, a: &Expr, k: i128, b: (i128, i128)) -> Option<(Expr, (i128, i128))> {
        let (p, q) = (b.0.checked_mul(k)?, b.1.checked_mul(k)?);
        let r = (p.min(q), p.max(q));
        if !self.fits(r) {
            return None;
        }
        let e = if k == 1 {
            a.clone()
        } else {
            Expr::mul(a, &self.const_expr(k)?)
        };
        Some((e, r))
    }

    /// Appends `op e` (`e` within `r`); `last`: this gives the whole sum,
    /// whose value is a value of the type wherever the expression the form
    /// came from is defined, so its range is not checked.
    fn push_last(&mut self, op: BinOp, er: (Expr, (i128, i128)), last: bool) -> Option<()> {
        let range = self.range;
        if last {
            self.range = (i128::MIN, i128::MAX);
        }
        let r = self.push(op, er);
        self.range = range;
        r
    }

    fn push(&mut self, op: BinOp, (e, r): (Expr, (i128, i128))) -> Option<()> {
        self.acc = Some(match self.acc.take() {
            None if op == BinOp::Add => (e, r),
            None => return None,
            Some((acc, ar)) => {
                let nr = if op == BinOp::Add {
                    (ar.0.checked_add(r.0)?, ar.1.checked_add(r.1)?)
                } else {
                    (ar.0.checked_sub(r.1)?, ar.1.checked_sub(r.0)?)
                };
                if !self.fits(nr) {
                    return None;
                }
                (Expr::binary(op, &acc, &e), nr)
            }
        });
        Some(())
    }
}

impl LinearForm<Expr> {
    /// The form as an expression of the scalar integer type `ty`, in TVM's
    /// canonical order: positive terms in order, then the negative ones
    /// subtracted, then the constant (`t * 4 + v + 112`, `127 - t`).
    /// The form must come from an expression of type `ty`: wherever that
    /// expression is defined its value (the whole sum) is a value of `ty`.
    /// `bounds` gives inclusive bounds of an atom (`None`: the atom's type's
    /// range, which holds wherever the expression it came from is defined).
    /// `None` when a constant, a term or a partial sum before the whole
    /// could leave `ty`'s range: the caller keeps its expression.
    pub fn to_expr(
        &self,
        ty: DataType,
        mut bounds: impl FnMut(&Expr) -> Option<(i128, i128)>,
    ) -> Option<Expr> {
        let range = type_range(ty)?;
        if !fits(self.constant, ty) {
            return None;
        }
        let b = Builder {
            ty,
            range,
            acc: None,
        };
        let mut atom_bounds = |a: &Expr| bounds(a).or_else(|| type_range(a.dtype()));
        let c = self.constant;
        let pos: Vec<_> = self.terms.iter().filter(|x| x.1 > 0).collect();
        let neg: Vec<_> = self.terms.iter().filter(|x| x.1 < 0).collect();
        // The sequence of (operator, operand with its range).
        let mut parts: Vec<(BinOp, Part)> = Vec::new();
        if pos.is_empty() && !neg.is_empty() && c != 0 {
            // `c - a * k - ...`
            parts.push((BinOp::Add, (b.const_expr(c)?, (c, c))));
            for (a, k) in &neg {
                parts.push((BinOp::Sub, b.term(a, -k, atom_bounds(a)?)?));
            }
        } else {
            for (a, k) in &pos {
                parts.push((BinOp::Add, b.term(a, *k, atom_bounds(a)?)?));
            }
            for (a, k) in &neg {
                if parts.is_empty() {
                    // `a * k` with a negative `k` alone.
                    parts.push((BinOp::Add, b.term(a, *k, atom_bounds(a)?)?));
                } else {
                    parts.push((BinOp::Sub, b.term(a, -k, atom_bounds(a)?)?));
                }
            }
            if parts.is_empty() || c > 0 {
                parts.push((BinOp::Add, (b.const_expr(c)?, (c, c))));
            } else if c < 0 {
                let m = c.checked_neg()?;
                parts.push((BinOp::Sub, (b.const_expr(m)?, (m, m))));
            }
        }
        let n = parts.len();
        let mut b = b;
        for (i, (op, part)) in parts.into_iter().enumerate() {
            b.push_last(op, part, i + 1 == n)?;
        }
        b.acc.map(|x| x.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Var;

    #[test]
    fn exact_operations() {
        let x = LinearForm::atom("x");
        let big = LinearForm::<&str>::constant(i128::MAX);
        assert!(big.clone().plus(&LinearForm::constant(1)).is_none());
        assert!(x.clone().scale(i128::MIN).unwrap().scale(-1).is_none());
        let d = x.clone().minus(&x).unwrap();
        assert!(d.is_zero());
        assert_eq!(
            x.clone().scale(3).unwrap().bounds(|_| Some((-2, 5))),
            Some((-6, 15))
        );
    }

    /// An atom kept sorted (like the e-graph's class ids).
    #[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
    struct Sorted(u32);

    impl Atom for Sorted {
        const ORDER: Option<fn(&Self, &Self) -> Ordering> = Some(<Sorted as Ord>::cmp);
    }

    #[test]
    fn sorted_atoms_have_one_representation() {
        let (a, b, c) = (Sorted(1), Sorted(2), Sorted(3));
        let l1 = LinearForm::<_, i64>::atom(c.clone())
            .plus(&LinearForm::atom(a.clone()))
            .and_then(|l| l.plus(&LinearForm::term(b.clone(), 5)))
            .unwrap();
        let l2 = LinearForm::<_, i64>::term(b.clone(), 5)
            .plus(&LinearForm::atom(c.clone()))
            .and_then(|l| l.plus(&LinearForm::atom(a.clone())))
            .unwrap();
        assert_eq!(l1, l2);
        assert_eq!(l1.terms[..], [(a.clone(), 1), (b.clone(), 5), (c, 1)]);
        // Cancelling removes the term, keeping the order.
        let l3 = l1.minus(&LinearForm::term(b, 5)).unwrap();
        assert_eq!(l3.terms.len(), 2);
        // i64 coefficients: checked at 64 bits.
        let big = LinearForm::<_, i64>::term(a, i64::MAX);
        assert!(big.clone().plus(&big).is_none());
        assert!(big.clone().scale(-1).is_some());
        assert!(
            LinearForm::<Sorted, i64>::constant(i64::MIN)
                .scale(-1)
                .is_none()
        );
    }

    /// `sum_scaled` (one merge of two sorted term lists) is `plus_scaled` on
    /// a clone: the same terms in the same order, the same cancellations,
    /// `None` on the same overflows, inline or spilled to the heap.
    #[test]
    fn sum_scaled_is_plus_scaled_on_a_clone() {
        // Forms of 0..5 terms over atoms 0..7 with coefficients from a small
        // set that cancels and one that overflows at 64 bits.
        let coeffs = [1, -1, 2, -3, i64::MAX, i64::MIN];
        let forms: Vec<LinearForm<Sorted, i64>> = (0..60u32)
            .map(|s| {
                let mut l = LinearForm::constant(i64::from(s % 7) - 3);
                for k in 0..(s % 6) {
                    let atom = Sorted((s + k * 5) % 7);
                    let c = coeffs[((s + k) % 6) as usize];
                    l = l.clone().plus(&LinearForm::term(atom, c)).unwrap_or(l);
                }
                l
            })
            .collect();
        assert!(forms.iter().any(|l| l.terms.spilled()));
        let mut compared = 0;
        for a in &forms {
            for b in &forms {
                for k in [1, -1, 2, 0, i64::MAX] {
                    let want = a.clone().plus_scaled(b, k);
                    let got = a.sum_scaled(b, k);
                    assert_eq!(got, want, "{a:?} + {k} * {b:?}");
                    compared += usize::from(want.is_some());
                }
            }
        }
        // Most sums exist; some overflow.
        assert!(compared > 9_000 && compared < 18_000, "{compared}");
    }

    #[test]
    fn rebuilding_checks_the_width() {
        let i8t = DataType::int(8);
        let v = Var::new("v", i8t).to_expr();
        let w = Var::new("w", i8t).to_expr();
        let l = of_expr(&Expr::add(&v, &w)).unwrap();
        // v + w is the whole sum: a value of int8 wherever the input is.
        assert!(l.to_expr(i8t, |_| None).is_some());
        // v + w - 1 reordered from (v - 1) + w: v + w may overflow.
        let l = of_expr(&Expr::add(&Expr::sub(&v, &Expr::int(i8t, 1)), &w)).unwrap();
        assert!(l.to_expr(i8t, |_| None).is_none());
        assert!(l.to_expr(i8t, |_| Some((0, 63))).is_some());
        // A constant that does not fit.
        let l = LinearForm::atom(v.clone())
            .plus(&LinearForm::constant(200))
            .unwrap();
        assert!(l.to_expr(i8t, |_| Some((0, 0))).is_none());
        // int64 extremes
        let i64t = DataType::i64();
        let n = Var::new("n", i64t).to_expr();
        let l = of_expr(&Expr::sub(&Expr::int(i64t, i64::MIN), &n)).unwrap();
        assert_eq!(l.constant, i64::MIN as i128);
        // `MIN - n` is the whole sum: kept as it is.
        assert!(l.to_expr(i64t, |_| Some((0, 1))).is_some());
        // `n * 2 + MIN` reordered from `MIN + n * 2`... the term `n * 2`
        // must fit: over the whole int64 range it does not.
        let l = of_expr(&Expr::add(
            &Expr::mul(&n, &Expr::int(i64t, 2)),
            &Expr::int(i64t, 1),
        ))
        .unwrap();
        assert!(l.to_expr(i64t, |_| None).is_none());
        assert!(l.to_expr(i64t, |_| Some((-5, 5))).is_some());
    }
}
