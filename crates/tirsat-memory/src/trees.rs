//! Small segment trees for the exact search's incremental bookkeeping: each update
//! costs `O(log n)`, so a search step pays for what it changes, not for the size of
//! the instance.
//!
//! * [`ArgMin`]: point updates, "the position of the smallest value" (ties to the
//!   lowest position), used for the candidate order `(minimum offset, preorder)`.
//! * [`MinTree`]: point updates, the smallest value (lowest unplaced top).
//! * [`AddMax`]: range additions, the largest value in a range (largest unplaced
//!   section total).

/// Smallest leaf value and its position; ties go to the lower position.
///
/// Each node holds the key `value << 32 | position` of the smallest leaf under it,
/// so that one comparison orders by value, then position, and an update stops at
/// the first ancestor whose key does not change.
#[derive(Debug, Clone)]
pub(crate) struct ArgMin {
    /// `node[x]` = smallest key under heap node `x` (1-based); leaves from `leaves`.
    node: Vec<u128>,
    leaves: usize,
}

impl ArgMin {
    /// A tree over `vals`; positions past its end never win (they hold `u64::MAX`).
    pub(crate) fn new(vals: &[u64]) -> Self {
        let leaves = vals.len().max(1).next_power_of_two();
        let mut node = vec![0u128; 2 * leaves];
        for (p, n) in node[leaves..].iter_mut().enumerate() {
            let v = vals.get(p).copied().unwrap_or(u64::MAX);
            *n = Self::key(v, p);
        }
        for x in (1..leaves).rev() {
            node[x] = node[2 * x].min(node[2 * x + 1]);
        }
        ArgMin { node, leaves }
    }

    fn key(val: u64, pos: usize) -> u128 {
        (u128::from(val) << 32) | pos as u128
    }

    /// The value at `pos`.
    pub(crate) fn get(&self, pos: usize) -> u64 {
        (self.node[pos + self.leaves] >> 32) as u64
    }

    /// Sets the value at `pos`.
    pub(crate) fn set(&mut self, pos: usize, val: u64) {
        let mut x = pos + self.leaves;
        self.node[x] = Self::key(val, pos);
        x /= 2;
        while x >= 1 {
            let m = self.node[2 * x].min(self.node[2 * x + 1]);
            if self.node[x] == m {
                break;
            }
            self.node[x] = m;
            x /= 2;
        }
    }

    /// `(value, position)` of the smallest value.
    pub(crate) fn min(&self) -> (u64, usize) {
        let k = self.node[1];
        ((k >> 32) as u64, (k & 0xffff_ffff) as usize)
    }
}

/// Smallest leaf value under point updates.
#[derive(Debug, Clone)]
pub(crate) struct MinTree {
    node: Vec<u64>,
    leaves: usize,
}

impl MinTree {
    pub(crate) fn new(vals: &[u64]) -> Self {
        let leaves = vals.len().max(1).next_power_of_two();
        let mut node = vec![u64::MAX; 2 * leaves];
        node[leaves..leaves + vals.len()].copy_from_slice(vals);
        for x in (1..leaves).rev() {
            node[x] = node[2 * x].min(node[2 * x + 1]);
        }
        MinTree { node, leaves }
    }

    pub(crate) fn set(&mut self, pos: usize, val: u64) {
        let mut x = pos + self.leaves;
        self.node[x] = val;
        x /= 2;
        while x >= 1 {
            let m = self.node[2 * x].min(self.node[2 * x + 1]);
            if self.node[x] == m {
                break;
            }
            self.node[x] = m;
            x /= 2;
        }
    }

    pub(crate) fn min(&self) -> u64 {
        self.node[1]
    }
}

/// Range additions and range maxima over signed values.
#[derive(Debug, Clone)]
pub(crate) struct AddMax {
    /// `max[x]` = largest value under `x`, counting the additions at `x` and below.
    max: Vec<i64>,
    /// Addition pending for the whole range of `x` (already counted in `max[x]`).
    add: Vec<i64>,
    leaves: usize,
}

impl AddMax {
    pub(crate) fn new(vals: &[i64]) -> Self {
        let leaves = vals.len().max(1).next_power_of_two();
        let mut max = vec![i64::MIN / 2; 2 * leaves];
        max[leaves..leaves + vals.len()].copy_from_slice(vals);
        for x in (1..leaves).rev() {
            max[x] = max[2 * x].max(max[2 * x + 1]);
        }
        AddMax {
            max,
            add: vec![0; 2 * leaves],
            leaves,
        }
    }

    /// Adds `d` to every position in `[lo, hi)`.
    pub(crate) fn add(&mut self, lo: usize, hi: usize, d: i64) {
        if lo < hi {
            self.add_at(1, 0, self.leaves, lo, hi, d);
        }
    }

    fn add_at(&mut self, x: usize, xl: usize, xr: usize, lo: usize, hi: usize, d: i64) {
        if hi <= xl || xr <= lo {
            return;
        }
        if lo <= xl && xr <= hi {
            self.max[x] += d;
            self.add[x] += d;
            return;
        }
        let mid = (xl + xr) / 2;
        self.add_at(2 * x, xl, mid, lo, hi, d);
        self.add_at(2 * x + 1, mid, xr, lo, hi, d);
        self.max[x] = self.max[2 * x].max(self.max[2 * x + 1]) + self.add[x];
    }

    /// The largest value in `[lo, hi)` (`i64::MIN / 2` when empty).
    pub(crate) fn max(&self, lo: usize, hi: usize) -> i64 {
        if lo >= hi {
            return i64::MIN / 2;
        }
        self.max_at(1, 0, self.leaves, lo, hi)
    }

    fn max_at(&self, x: usize, xl: usize, xr: usize, lo: usize, hi: usize) -> i64 {
        if hi <= xl || xr <= lo {
            return i64::MIN / 2;
        }
        if lo <= xl && xr <= hi {
            return self.max[x];
        }
        let mid = (xl + xr) / 2;
        self.max_at(2 * x, xl, mid, lo, hi)
            .max(self.max_at(2 * x + 1, mid, xr, lo, hi))
            + self.add[x]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator (no dependency needed).
    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn trees_agree_with_plain_arrays() {
        let mut st = 0x9e37_79b9_7f4a_7c15u64;
        for n in [1usize, 2, 3, 5, 8, 13, 31] {
            let mut vals: Vec<u64> = (0..n).map(|_| next(&mut st) % 7).collect();
            let mut am = ArgMin::new(&vals);
            let mut mt = MinTree::new(&vals);
            let mut sums: Vec<i64> = (0..n).map(|_| (next(&mut st) % 50) as i64).collect();
            let mut ax = AddMax::new(&sums);
            for _ in 0..400 {
                let p = (next(&mut st) % n as u64) as usize;
                let v = if next(&mut st).is_multiple_of(5) {
                    u64::MAX
                } else {
                    next(&mut st) % 7
                };
                vals[p] = v;
                am.set(p, v);
                mt.set(p, v);
                let m = *vals.iter().min().unwrap();
                let first = vals.iter().position(|&x| x == m).unwrap();
                assert_eq!(am.min(), (m, first));
                assert_eq!(am.get(p), v);
                assert_eq!(mt.min(), m);
                let lo = (next(&mut st) % n as u64) as usize;
                let hi = lo + (next(&mut st) % (n - lo) as u64) as usize + 1;
                let d = (next(&mut st) % 21) as i64 - 10;
                ax.add(lo, hi, d);
                for s in &mut sums[lo..hi] {
                    *s += d;
                }
                let qlo = (next(&mut st) % n as u64) as usize;
                let qhi = qlo + (next(&mut st) % (n - qlo + 1) as u64) as usize;
                let want = sums[qlo..qhi].iter().copied().max().unwrap_or(i64::MIN / 2);
                assert_eq!(ax.max(qlo, qhi), want);
            }
        }
    }
}
