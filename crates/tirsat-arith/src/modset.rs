//! Congruence facts `value = coeff * k + base` (TVM's `ModularSet`, Halide's
//! `ModulusRemainder`): the alignment half of the per-class facts.
//!
//! `coeff == 0` means the value is exactly `base`; `coeff == 1` means nothing
//! is known. Otherwise `0 <= base < coeff`.
//!
//! ```
//! use tirsat_arith::modset::ModSet;
//! let x8 = ModSet::new(8, 0).add(&ModSet::exact(4)); // x * 8 + 4
//! assert_eq!(x8, ModSet::new(8, 4));
//! assert_eq!(x8.floormod_const(16), ModSet::new(8, 4));
//! assert_eq!(x8.floordiv_const(4), ModSet::new(2, 1));
//! assert!(x8.excludes(0));
//! ```

use super::eval::{floor_div, floor_mod};

/// `{coeff * k + base | k integer}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ModSet {
    pub coeff: i64,
    pub base: i64,
}

pub(crate) fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// Extended Euclid: (g, x) with a*x = g (mod b).
fn inverse(a: i128, m: i128) -> Option<i128> {
    let (mut old_r, mut r) = (a.rem_euclid(m), m);
    let (mut old_s, mut s) = (1i128, 0i128);
    while r != 0 {
        let q = old_r / r;
        (old_r, r) = (r, old_r - q * r);
        (old_s, s) = (s, old_s - q * s);
    }
    (old_r == 1).then(|| old_s.rem_euclid(m))
}

impl ModSet {
    /// Builds and normalises `coeff * k + base`.
    pub fn new(coeff: i64, base: i64) -> Self {
        Self::from_i128(coeff as i128, base as i128)
    }
    /// No information.
    pub const fn any() -> Self {
        ModSet { coeff: 1, base: 0 }
    }
    /// Exactly `v`.
    pub const fn exact(v: i64) -> Self {
        ModSet { coeff: 0, base: v }
    }
    fn from_i128(coeff: i128, base: i128) -> Self {
        let coeff = coeff.abs();
        if coeff == 0 {
            return match i64::try_from(base) {
                Ok(b) => ModSet::exact(b),
                Err(_) => ModSet::any(),
            };
        }
        if coeff > i64::MAX as i128 {
            return ModSet::any();
        }
        let base = base.rem_euclid(coeff);
        ModSet {
            coeff: coeff as i64,
            base: base as i64,
        }
    }
    /// The single value, if exact.
    pub fn as_exact(&self) -> Option<i64> {
        (self.coeff == 0).then_some(self.base)
    }
    /// True when `v` is not a member.
    pub fn excludes(&self, v: i64) -> bool {
        match self.coeff {
            0 => self.base != v,
            c => (v as i128).rem_euclid(c as i128) != self.base as i128,
        }
    }
    /// True when the two sets have no common member.
    pub fn disjoint(&self, o: &ModSet) -> bool {
        self.meet(o).is_none()
    }
    /// The known remainder modulo `m` (`m > 0`), if the set determines it.
    pub fn rem(&self, m: i64) -> Option<i64> {
        if m <= 0 {
            return None;
        }
        match self.coeff {
            0 => Some((self.base as i128).rem_euclid(m as i128) as i64),
            c if c % m == 0 => Some(self.base % m),
            _ => None,
        }
    }

    pub fn add(&self, o: &ModSet) -> ModSet {
        let c = gcd(self.coeff as i128, o.coeff as i128);
        ModSet::from_i128(c, self.base as i128 + o.base as i128)
    }
    pub fn neg(&self) -> ModSet {
        ModSet::from_i128(self.coeff as i128, -(self.base as i128))
    }
    pub fn sub(&self, o: &ModSet) -> ModSet {
        self.add(&o.neg())
    }
    pub fn mul(&self, o: &ModSet) -> ModSet {
        let (c1, b1, c2, b2) = (
            self.coeff as i128,
            self.base as i128,
            o.coeff as i128,
            o.base as i128,
        );
        let (Some(p), Some(q), Some(r), Some(bb)) = (
            c1.checked_mul(c2),
            c1.checked_mul(b2),
            c2.checked_mul(b1),
            b1.checked_mul(b2),
        ) else {
            return ModSet::any();
        };
        ModSet::from_i128(gcd(gcd(p, q), r), bb)
    }
    /// `self // c` for a constant `c != 0`.
    pub fn floordiv_const(&self, c: i64) -> ModSet {
        self.by_const(c, floor_div, || {
            if c > 0 && self.coeff % c == 0 {
                ModSet::new(self.coeff / c, self.base / c)
            } else {
                ModSet::any()
            }
        })
    }
    /// `self % c` (floor or truncating remainder; both keep the residue
    /// modulo `gcd(coeff, c)`).
    pub fn floormod_const(&self, c: i64) -> ModSet {
        self.by_const(c, floor_mod, || {
            let g = gcd(self.coeff as i128, c as i128);
            ModSet::from_i128(g, self.base as i128)
        })
    }
    /// `self op c` for a constant `c`: nothing known for `c == 0`, the value
    /// `eval(base, c)` when `self` is one value, else `general()`.
    fn by_const(
        &self,
        c: i64,
        eval: fn(i128, i128) -> Option<i128>,
        general: impl FnOnce() -> ModSet,
    ) -> ModSet {
        if c == 0 {
            return ModSet::any();
        }
        if self.coeff == 0 {
            return match eval(self.base as i128, c as i128) {
                Some(v) => ModSet::from_i128(0, v),
                None => ModSet::any(),
            };
        }
        general()
    }
    /// The low bits the set determines: `(t, v)` with every member
    /// congruent to `v` modulo `2^t` (`t` is the number of trailing zero
    /// bits of the modulus, 62 for an exact value).
    fn low_bits(&self) -> (u32, i128) {
        let t = if self.coeff == 0 {
            62
        } else {
            self.coeff.trailing_zeros().min(62)
        };
        (t, (self.base as i128).rem_euclid(1i128 << t))
    }

    /// A bitwise operator (`&`, `|`, `^`) on two's-complement integers: the
    /// low bits both operands determine determine the result's; `&` also
    /// keeps the low zero bits of either operand.
    pub fn bitwise(&self, o: &ModSet, op: char) -> ModSet {
        if let (Some(a), Some(b)) = (self.as_exact(), o.as_exact()) {
            let v = match op {
                '&' => a & b,
                '|' => a | b,
                _ => a ^ b,
            };
            return ModSet::exact(v);
        }
        let ((t1, v1), (t2, v2)) = (self.low_bits(), o.low_bits());
        let t = t1.min(t2);
        let v = match op {
            '&' => v1 & v2,
            '|' => v1 | v2,
            _ => v1 ^ v2,
        };
        let m = 1i128 << t;
        if op == '&' {
            // Trailing zeros known in one operand are zeros of the result.
            let zeros = |t: u32, v: i128| if v == 0 { t } else { t.min(v.trailing_zeros()) };
            let z = zeros(t1, v1).max(zeros(t2, v2));
            if z > t {
                return ModSet::from_i128(1i128 << z, 0);
            }
        }
        ModSet::from_i128(m, v.rem_euclid(m))
    }

    /// The smallest set containing both (for `min`, `max`, `select`).
    pub fn union(&self, o: &ModSet) -> ModSet {
        let d = (self.base as i128 - o.base as i128).abs();
        let c = gcd(gcd(self.coeff as i128, o.coeff as i128), d);
        ModSet::from_i128(c, self.base as i128)
    }
    /// The intersection, `None` when empty. When the exact intersection's
    /// modulus does not fit, the operand with the larger modulus is kept.
    pub fn meet(&self, o: &ModSet) -> Option<ModSet> {
        let (a, b) = if (self.coeff, self.base) >= (o.coeff, o.base) {
            (self, o)
        } else {
            (o, self)
        };
        if b.coeff == 0 {
            return if a.excludes(b.base) { None } else { Some(*b) };
        }
        if a.coeff == 0 {
            return if b.excludes(a.base) { None } else { Some(*a) };
        }
        let (m1, r1, m2, r2) = (
            a.coeff as i128,
            a.base as i128,
            b.coeff as i128,
            b.base as i128,
        );
        let g = gcd(m1, m2);
        if (r2 - r1) % g != 0 {
            return None;
        }
        let l = m1 / g * m2;
        if l > i64::MAX as i128 {
            return Some(*a);
        }
        let inv = inverse(m1 / g, m2 / g)?;
        let t = ((r2 - r1) / g).rem_euclid(m2 / g) * inv % (m2 / g);
        Some(ModSet::from_i128(l, r1 + m1 * t))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn members(s: &ModSet) -> Vec<i64> {
        (-60..=60).filter(|v| !s.excludes(*v)).collect()
    }

    #[test]
    fn low_bits_of_bitwise_operators() {
        // (x * 16 + y * 4) & 31 is a multiple of 4; x * 8 + 3 | 4 is 7 mod 8.
        assert_eq!(
            ModSet::new(4, 0).bitwise(&ModSet::exact(31), '&'),
            ModSet::new(4, 0)
        );
        assert_eq!(
            ModSet::new(8, 3).bitwise(&ModSet::exact(4), '|'),
            ModSet::new(8, 7)
        );
        assert_eq!(
            ModSet::any().bitwise(&ModSet::exact(-8), '&'),
            ModSet::new(8, 0)
        );
        assert_eq!(
            ModSet::new(2, 1).bitwise(&ModSet::new(2, 1), '^'),
            ModSet::new(2, 0)
        );
    }

    #[test]
    fn operations_are_sound() {
        let sets = [
            ModSet::new(4, 1),
            ModSet::new(6, 3),
            ModSet::exact(5),
            ModSet::exact(-3),
            ModSet::any(),
            ModSet::new(8, 0),
        ];
        for a in &sets {
            for b in &sets {
                let (add, sub, mul, uni) = (a.add(b), a.sub(b), a.mul(b), a.union(b));
                let (and, or, xor) = (a.bitwise(b, '&'), a.bitwise(b, '|'), a.bitwise(b, '^'));
                for x in members(a) {
                    for y in members(b) {
                        assert!(!and.excludes(x & y), "{a:?} & {b:?}: {and:?} {x} {y}");
                        assert!(!or.excludes(x | y), "{a:?} | {b:?}: {or:?} {x} {y}");
                        assert!(!xor.excludes(x ^ y), "{a:?} ^ {b:?}: {xor:?} {x} {y}");
                        assert!(!add.excludes(x + y));
                        assert!(!sub.excludes(x - y));
                        assert!(!mul.excludes(x * y));
                        assert!(!uni.excludes(x) && !uni.excludes(y));
                    }
                }
                match a.meet(b) {
                    None => assert!(members(a).iter().all(|v| b.excludes(*v))),
                    Some(m) => {
                        for v in members(a) {
                            if !b.excludes(v) {
                                assert!(!m.excludes(v), "{a:?} {b:?} {m:?} {v}");
                            }
                        }
                    }
                }
            }
            for c in [1, 2, 3, 4, -4, 8] {
                let d = a.floordiv_const(c);
                let m = a.floormod_const(c);
                for x in members(a) {
                    assert!(!d.excludes(floor_div(x as i128, c as i128).unwrap() as i64));
                    assert!(!m.excludes(floor_mod(x as i128, c as i128).unwrap() as i64));
                    if a.as_exact().is_none() {
                        // Truncating remainders keep the residue too (exact
                        // sets are folded by the analysis instead).
                        assert!(!m.excludes((x as i128 % c as i128) as i64));
                    }
                }
            }
        }
    }

    #[test]
    fn chinese_remainder() {
        assert_eq!(
            ModSet::new(4, 1).meet(&ModSet::new(6, 3)),
            Some(ModSet::new(12, 9))
        );
        assert_eq!(ModSet::new(4, 1).meet(&ModSet::new(6, 2)), None);
        assert_eq!(ModSet::new(8, 4).rem(4), Some(0));
        assert_eq!(ModSet::new(8, 4).rem(16), None);
    }
}
