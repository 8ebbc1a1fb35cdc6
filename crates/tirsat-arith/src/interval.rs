//! Integer intervals with infinite ends: the bound half of the per-class facts
//! (TVM's `ConstIntBound`, Halide's `ConstantInterval`).
//!
//! Ends are `i64` with [`NEG_INF`] (`i64::MIN`) and [`POS_INF`] (`i64::MAX`)
//! meaning unbounded; arithmetic is done in `i128` and saturates to the
//! infinities, so it never overflows. Division by zero is undefined behaviour
//! in TVM, so division bounds only consider non-zero divisors.
//!
//! ```
//! use tirsat_arith::interval::Interval;
//! let tx = Interval::new(0, 127);
//! assert_eq!(tx.floordiv(&Interval::point(4)), Interval::new(0, 31));
//! assert_eq!(tx.floormod(&Interval::point(64)), Interval::new(0, 63));
//! assert_eq!(Interval::new(1, 10).sub(&tx), Interval::new(-126, 10));
//! assert!(Interval::top().lo_is_inf());
//! ```

use super::eval::{floor_div, floor_mod, trunc_div};

/// The "minus infinity" lower end.
pub const NEG_INF: i64 = i64::MIN;
/// The "plus infinity" upper end.
pub const POS_INF: i64 = i64::MAX;

/// An inclusive interval `[lo, hi]`; `lo > hi` is empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Interval {
    pub lo: i64,
    pub hi: i64,
}

const BIG: i128 = 1 << 64;

/// A lower end as an `i128`: [`NEG_INF`] is minus infinity. A lower end of
/// [`POS_INF`] can only be the value `i64::MAX` (the point interval of that
/// constant, or a computed lower bound saturated there), so it stays that
/// finite value: reading it as infinity made `x + 9223372036854775807` an
/// interval `[0, ..]` for `x` near `i64::MIN` and narrowed `x` to 0.
fn lift_lo(v: i64) -> i128 {
    match v {
        NEG_INF => -BIG,
        v => v as i128,
    }
}

/// An upper end as an `i128`: [`POS_INF`] is plus infinity; an upper end of
/// [`NEG_INF`] is the value `i64::MIN` (see [`lift_lo`]).
fn lift_hi(v: i64) -> i128 {
    match v {
        POS_INF => BIG,
        v => v as i128,
    }
}

fn lower(v: i128) -> i64 {
    if v <= NEG_INF as i128 {
        NEG_INF
    } else if v >= POS_INF as i128 {
        POS_INF
    } else {
        v as i64
    }
}

fn is_inf(v: i128) -> bool {
    v <= -BIG || v >= BIG
}

impl Interval {
    pub const fn new(lo: i64, hi: i64) -> Self {
        Interval { lo, hi }
    }
    /// Everything.
    pub const fn top() -> Self {
        Interval::new(NEG_INF, POS_INF)
    }
    /// `[v, v]`.
    pub const fn point(v: i64) -> Self {
        Interval::new(v, v)
    }
    /// `[0, 1]`, the values of a boolean.
    pub const fn boolean() -> Self {
        Interval::new(0, 1)
    }
    /// Builds from `i128` ends, saturating to infinities.
    pub fn from_i128(lo: i128, hi: i128) -> Self {
        Interval::new(lower(lo), lower(hi))
    }
    pub fn lo_is_inf(&self) -> bool {
        self.lo == NEG_INF
    }
    pub fn hi_is_inf(&self) -> bool {
        self.hi == POS_INF
    }
    pub fn is_empty(&self) -> bool {
        self.lo > self.hi
    }
    /// The single value, if the interval is one finite point.
    pub fn as_point(&self) -> Option<i64> {
        (self.lo == self.hi && self.lo != NEG_INF && self.hi != POS_INF).then_some(self.lo)
    }
    pub fn contains(&self, v: i64) -> bool {
        self.lo <= v && v <= self.hi
    }
    pub fn excludes_zero(&self) -> bool {
        self.lo > 0 || self.hi < 0
    }
    /// Intersection.
    pub fn meet(&self, o: &Interval) -> Interval {
        Interval::new(self.lo.max(o.lo), self.hi.min(o.hi))
    }
    /// Smallest interval containing both.
    pub fn join(&self, o: &Interval) -> Interval {
        if self.is_empty() {
            return *o;
        }
        if o.is_empty() {
            return *self;
        }
        Interval::new(self.lo.min(o.lo), self.hi.max(o.hi))
    }

    pub fn add(&self, o: &Interval) -> Interval {
        Interval::from_i128(
            lift_lo(self.lo) + lift_lo(o.lo),
            lift_hi(self.hi) + lift_hi(o.hi),
        )
    }
    pub fn sub(&self, o: &Interval) -> Interval {
        Interval::from_i128(
            lift_lo(self.lo) - lift_hi(o.hi),
            lift_hi(self.hi) - lift_lo(o.lo),
        )
    }
    pub fn neg(&self) -> Interval {
        Interval::from_i128(-lift_hi(self.hi), -lift_lo(self.lo))
    }
    pub fn mul(&self, o: &Interval) -> Interval {
        let c = [
            lift_lo(self.lo).saturating_mul(lift_lo(o.lo)),
            lift_lo(self.lo).saturating_mul(lift_hi(o.hi)),
            lift_hi(self.hi).saturating_mul(lift_lo(o.lo)),
            lift_hi(self.hi).saturating_mul(lift_hi(o.hi)),
        ];
        let lo = c.iter().copied().min().unwrap_or(-BIG);
        let hi = c.iter().copied().max().unwrap_or(BIG);
        Interval::from_i128(lo, hi)
    }
    pub fn min(&self, o: &Interval) -> Interval {
        Interval::new(self.lo.min(o.lo), self.hi.min(o.hi))
    }
    pub fn max(&self, o: &Interval) -> Interval {
        Interval::new(self.lo.max(o.lo), self.hi.max(o.hi))
    }

    /// The parts of a divisor interval without zero: `[lo, -1]` and `[1, hi]`.
    fn nonzero_parts(&self) -> Vec<Interval> {
        let mut v = Vec::new();
        if self.lo < 0 {
            v.push(Interval::new(self.lo, self.hi.min(-1)));
        }
        if self.hi > 0 {
            v.push(Interval::new(self.lo.max(1), self.hi));
        }
        v
    }

    /// Bounds of a division-like operation monotone in each argument, for a
    /// divisor that excludes zero.
    fn div_monotone(&self, d: &Interval, f: fn(i128, i128) -> Option<i128>) -> Interval {
        let (dl, dh) = (lift_lo(d.lo), lift_hi(d.hi));
        if is_inf(dl) || is_inf(dh) {
            // |a / d| <= |a| when |d| >= 1.
            let m = lift_lo(self.lo).abs().max(lift_hi(self.hi).abs());
            return Interval::from_i128(-m, m);
        }
        let (al, ah) = (lift_lo(self.lo), lift_hi(self.hi));
        let corner = |a: i128, b: i128| -> i128 {
            if is_inf(a) {
                if (a > 0) == (b > 0) { BIG } else { -BIG }
            } else {
                f(a, b).unwrap_or(0)
            }
        };
        let c = [
            corner(al, dl),
            corner(al, dh),
            corner(ah, dl),
            corner(ah, dh),
        ];
        let lo = c.iter().copied().min().unwrap_or(-BIG);
        let hi = c.iter().copied().max().unwrap_or(BIG);
        Interval::from_i128(lo, hi)
    }

    fn over_nonzero(&self, d: &Interval, f: impl Fn(&Interval, &Interval) -> Interval) -> Interval {
        let parts = d.nonzero_parts();
        if parts.is_empty() {
            return Interval::top();
        }
        parts
            .iter()
            .map(|p| f(self, p))
            .reduce(|a, b| a.join(&b))
            .unwrap_or(Interval::top())
    }

    /// Floor division `self // d`.
    pub fn floordiv(&self, d: &Interval) -> Interval {
        self.over_nonzero(d, |a, p| a.div_monotone(p, floor_div))
    }
    /// Truncating division `T.Div(self, d)`.
    pub fn truncdiv(&self, d: &Interval) -> Interval {
        self.over_nonzero(d, |a, p| a.div_monotone(p, trunc_div))
    }
    /// Floor remainder `self % d` (sign of `d`).
    pub fn floormod(&self, d: &Interval) -> Interval {
        self.over_nonzero(d, |a, p| {
            if let Some(c) = p.as_point() {
                let c = c as i128;
                let (al, ah) = (lift_lo(a.lo), lift_hi(a.hi));
                if !is_inf(al) && !is_inf(ah) && floor_div(al, c) == floor_div(ah, c) {
                    let (x, y) = (floor_mod(al, c).unwrap_or(0), floor_mod(ah, c).unwrap_or(0));
                    return Interval::from_i128(x.min(y), x.max(y));
                }
            }
            if p.lo > 0 {
                let r = Interval::from_i128(0, lift_hi(p.hi) - 1);
                if a.lo >= 0 {
                    r.meet(&Interval::new(0, a.hi))
                } else {
                    r
                }
            } else {
                let r = Interval::from_i128(lift_lo(p.lo) + 1, 0);
                if a.hi <= 0 {
                    r.meet(&Interval::new(a.lo, 0))
                } else {
                    r
                }
            }
        })
    }
    /// Truncating remainder `T.truncmod(self, d)` (sign of `self`).
    pub fn truncmod(&self, d: &Interval) -> Interval {
        self.over_nonzero(d, |a, p| {
            let m = lift_lo(p.lo).abs().max(lift_hi(p.hi).abs()) - 1;
            let lo = if a.lo >= 0 { 0 } else { -m };
            let hi = if a.hi <= 0 { 0 } else { m };
            // |truncmod(a, d)| <= |a|, with the sign of a.
            Interval::from_i128(lo, hi).meet(&Interval::new(a.lo.min(0), a.hi.max(0)))
        })
    }

    /// The part of the interval below zero and the part at or above zero
    /// (either may be empty).
    fn sign_parts(&self) -> [Option<Interval>; 2] {
        let neg = (self.lo < 0).then(|| Interval::new(self.lo, self.hi.min(-1)));
        let nonneg = (self.hi >= 0).then(|| Interval::new(self.lo.max(0), self.hi));
        [
            neg.filter(|i| !i.is_empty()),
            nonneg.filter(|i| !i.is_empty()),
        ]
    }

    /// `~self` on two's-complement integers: `-1 - self`.
    pub fn bitnot(&self) -> Interval {
        Interval::from_i128(-1 - lift_hi(self.hi), -1 - lift_lo(self.lo))
    }

    /// A bitwise operator by sign cases: each operand is split into its
    /// negative and non-negative parts, each pair bounded by `f` (which
    /// sees `~` of a negative part, so both of its operands are
    /// non-negative, with flags saying which were complemented), the
    /// results joined.
    fn bitwise(
        &self,
        o: &Interval,
        f: impl Fn((Interval, bool), (Interval, bool)) -> Interval,
    ) -> Interval {
        if self.is_empty() || o.is_empty() {
            return Interval::new(0, -1);
        }
        let mut out: Option<Interval> = None;
        for a in self.sign_parts().into_iter().flatten() {
            for b in o.sign_parts().into_iter().flatten() {
                let pa = if a.hi < 0 {
                    (a.bitnot(), true)
                } else {
                    (a, false)
                };
                let pb = if b.hi < 0 {
                    (b.bitnot(), true)
                } else {
                    (b, false)
                };
                let r = f(pa, pb);
                out = Some(match out {
                    Some(x) => x.join(&r),
                    None => r,
                });
            }
        }
        out.unwrap_or(Interval::top())
    }

    /// Bounds of `self & o` on two's-complement integers.
    pub fn bitand(&self, o: &Interval) -> Interval {
        self.bitwise(o, |(a, na), (b, nb)| match (na, nb) {
            // Both non-negative: the result's bits are in each operand's.
            (false, false) => Interval::new(0, a.hi.min(b.hi)),
            // One negative: the result's bits are in the non-negative one.
            (false, true) => Interval::new(0, a.hi),
            (true, false) => Interval::new(0, b.hi),
            // Both negative: ~(~a | ~b).
            (true, true) => or_nonneg(&a, &b).bitnot(),
        })
    }

    /// Bounds of `self | o` on two's-complement integers.
    pub fn bitor(&self, o: &Interval) -> Interval {
        self.bitwise(o, |(a, na), (b, nb)| match (na, nb) {
            (false, false) => or_nonneg(&a, &b),
            // a | b = ~(~a & ~b) with ~b the non-negative one (b negative).
            (false, true) => Interval::new(0, b.hi).bitnot(),
            (true, false) => Interval::new(0, a.hi).bitnot(),
            (true, true) => Interval::new(0, a.hi.min(b.hi)).bitnot(),
        })
    }

    /// Bounds of `self ^ o` on two's-complement integers.
    pub fn bitxor(&self, o: &Interval) -> Interval {
        self.bitwise(o, |(a, na), (b, nb)| {
            let r = Interval::new(0, bit_mask(a.hi.max(b.hi)).min(sat_add(a.hi, b.hi)));
            // a ^ b = ~(a ^ ~b) when exactly one operand is negative.
            if na != nb { r.bitnot() } else { r }
        })
    }

    /// Bounds of `self << k` for a shift amount in `k` (within `[0, 63)`).
    pub fn shl(&self, k: &Interval) -> Interval {
        let (kl, kh) = (k.lo.clamp(0, 62) as u32, k.hi.clamp(0, 62) as u32);
        let p = Interval::from_i128(1i128 << kl, 1i128 << kh);
        self.mul(&p)
    }

    /// Bounds of `self >> k` (`floor(self / 2^k)`) for a shift amount in
    /// `k` (within `[0, 63)`).
    pub fn shr(&self, k: &Interval) -> Interval {
        let (kl, kh) = (k.lo.clamp(0, 62) as u32, k.hi.clamp(0, 62) as u32);
        let p = Interval::from_i128(1i128 << kl, 1i128 << kh);
        self.floordiv(&p)
    }
}

/// `a + b` for non-negative ends, saturating at plus infinity.
fn sat_add(a: i64, b: i64) -> i64 {
    lower(lift_hi(a) + lift_hi(b))
}

/// The smallest `2^n - 1` at or above `v >= 0` (plus infinity stays).
fn bit_mask(v: i64) -> i64 {
    if v == POS_INF {
        return POS_INF;
    }
    let n = 64 - (v.max(0) as u64).leading_zeros();
    if n >= 63 { POS_INF } else { (1i64 << n) - 1 }
}

/// `a | b` for non-negative `a` and `b`: at least the larger lower end, at
/// most the sum and the all-ones value of the larger upper end.
fn or_nonneg(a: &Interval, b: &Interval) -> Interval {
    Interval::new(
        a.lo.max(b.lo),
        bit_mask(a.hi.max(b.hi)).min(sat_add(a.hi, b.hi)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::trunc_mod;

    fn samples(i: &Interval) -> Vec<i64> {
        let lo = i.lo.max(-40);
        let hi = i.hi.min(40);
        (lo..=hi).collect()
    }

    /// Every operation's result contains the operation's value on every pair of
    /// members (checked on small intervals, including ones around zero).
    #[test]
    fn operations_are_sound() {
        let ivs = [
            Interval::new(0, 7),
            Interval::new(-5, 3),
            Interval::new(-9, -2),
            Interval::point(4),
            Interval::point(-3),
            Interval::new(1, 12),
            Interval::new(-12, 0),
        ];
        type Op = (
            fn(&Interval, &Interval) -> Interval,
            fn(i128, i128) -> Option<i128>,
        );
        let ops: [Op; 8] = [
            (Interval::add, |a, b| Some(a + b)),
            (Interval::sub, |a, b| Some(a - b)),
            (Interval::mul, |a, b| Some(a * b)),
            (Interval::min, |a, b| Some(a.min(b))),
            (Interval::max, |a, b| Some(a.max(b))),
            (Interval::floordiv, floor_div),
            (Interval::floormod, floor_mod),
            (Interval::truncmod, trunc_mod),
        ];
        for a in &ivs {
            for b in &ivs {
                for (op, f) in &ops {
                    let r = op(a, b);
                    for x in samples(a) {
                        for y in samples(b) {
                            if let Some(v) = f(x as i128, y as i128) {
                                assert!(r.contains(v as i64), "{a:?} {b:?} {r:?} {x} {y} {v}");
                            }
                        }
                    }
                }
                let r = a.truncdiv(b);
                for x in samples(a) {
                    for y in samples(b) {
                        if let Some(v) = trunc_div(x as i128, y as i128) {
                            assert!(r.contains(v as i64));
                        }
                    }
                }
            }
        }
    }

    /// The bitwise bounds contain every value, on intervals around zero
    /// and across powers of two.
    #[test]
    fn bitwise_bounds_are_sound() {
        let ivs = [
            Interval::new(0, 7),
            Interval::new(-5, 3),
            Interval::new(-9, -2),
            Interval::point(4),
            Interval::point(-1),
            Interval::new(5, 17),
            Interval::new(-33, -16),
            Interval::new(0, 0),
        ];
        type Op = (fn(&Interval, &Interval) -> Interval, fn(i64, i64) -> i64);
        let ops: [Op; 3] = [
            (Interval::bitand, |a, b| a & b),
            (Interval::bitor, |a, b| a | b),
            (Interval::bitxor, |a, b| a ^ b),
        ];
        for a in &ivs {
            assert!(samples(a).iter().all(|x| a.bitnot().contains(!x)));
            for b in &ivs {
                for (op, f) in &ops {
                    let r = op(a, b);
                    for x in samples(a) {
                        for y in samples(b) {
                            assert!(r.contains(f(x, y)), "{a:?} {b:?} {r:?} {x} {y}");
                        }
                    }
                }
            }
        }
        let tx = Interval::new(0, 127);
        assert_eq!(tx.shr(&Interval::point(2)), Interval::new(0, 31));
        assert_eq!(tx.shl(&Interval::new(1, 2)), Interval::new(0, 508));
        assert_eq!(tx.bitand(&Interval::point(7)), Interval::new(0, 7));
        assert_eq!(tx.bitor(&Interval::point(7)), Interval::new(7, 127));
        assert_eq!(tx.bitxor(&Interval::new(0, 255)), Interval::new(0, 255));
        assert_eq!(
            Interval::top().bitand(&Interval::point(7)),
            Interval::new(0, 7)
        );
    }

    #[test]
    fn infinities_saturate() {
        let n = Interval::new(1, POS_INF);
        assert_eq!(n.mul(&Interval::point(4)), Interval::new(4, POS_INF));
        assert_eq!(n.mul(&Interval::point(-4)), Interval::new(NEG_INF, -4));
        assert_eq!(
            n.add(&Interval::point(15)).floordiv(&Interval::point(16)),
            Interval::new(1, POS_INF)
        );
        assert_eq!(
            Interval::top().floormod(&Interval::point(16)),
            Interval::new(0, 15)
        );
        assert_eq!(
            Interval::point(5).floordiv(&Interval::point(0)),
            Interval::top()
        );
        assert_eq!(Interval::top().sub(&Interval::top()), Interval::top());
    }
}
