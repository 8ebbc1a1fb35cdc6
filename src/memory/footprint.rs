//! Packing with proven footprints: a buffer occupies `size` bytes from its
//! offset, but only the first `active` of them are ever touched (a proof
//! about its accesses, made by the caller). Two buffers live together must
//! have disjoint *active* ranges; the merged size must still hold every
//! buffer whole (`offset + size`). With `active == size` everywhere this is
//! the plain problem of [`crate::memory::Problem`].
//!
//! [`plan_footprints`] runs first-fit greedy orders, then a complete search
//! over canonical layouts (placements in non-decreasing offset order, each
//! at its lowest feasible offset): take any valid layout, sort it by offset
//! and re-place each buffer at its lowest feasible offset not below the
//! previous one; every offset only falls (an active range `[o, o + active)`
//! that lay above a lower one stays above it) and the result is valid, so
//! some canonical layout is at least as small. An exhausted search is an
//! optimality proof.
//!
//! ```
//! use tirsat::memory::footprint::{FpBuffer, plan_footprints, validate_footprints};
//! // Three buffers live together, 1280..3840 bytes each, but each touches only
//! // its first 256 bytes: they fit in the largest one.
//! let b = |size, start, end| FpBuffer { size, active: 256, align: 4, start, end };
//! let bufs = vec![b(1280, 0, 3), b(3840, 0, 3), b(2560, 0, 3)];
//! let p = plan_footprints(&bufs, 3840, std::time::Duration::from_secs(1));
//! assert_eq!(p.peak, 3840);
//! assert!(p.optimal && validate_footprints(&bufs, &p.offsets));
//! ```

use std::time::{Duration, Instant};

use super::problem::align_up;

/// One buffer of the footprint problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FpBuffer {
    /// Bytes the buffer spans (its declared extent).
    pub size: u64,
    /// Bytes from its start that any access can touch (`<= size`).
    pub active: u64,
    /// The offset must be a multiple of this (at least 1).
    pub align: u64,
    /// Live interval `[start, end)`.
    pub start: i64,
    /// Exclusive end.
    pub end: i64,
}

impl FpBuffer {
    fn live_with(&self, o: &FpBuffer) -> bool {
        self.start < self.end && o.start < o.end && self.start < o.end && o.start < self.end
    }
}

/// A layout of the footprint problem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FpPlan {
    /// Byte offset per buffer.
    pub offsets: Vec<u64>,
    /// `max(offset + size)`.
    pub peak: u64,
    /// True when the peak meets the given lower bound or the search was
    /// exhausted.
    pub optimal: bool,
    /// Search nodes visited.
    pub nodes: u64,
}

/// True when every two buffers live together have disjoint active ranges and
/// every offset is aligned.
pub fn validate_footprints(bufs: &[FpBuffer], offsets: &[u64]) -> bool {
    if bufs.len() != offsets.len() {
        return false;
    }
    for (i, a) in bufs.iter().enumerate() {
        if offsets[i] % a.align.max(1) != 0 {
            return false;
        }
        for (j, b) in bufs.iter().enumerate().skip(i + 1) {
            let apart = a.active == 0
                || b.active == 0
                || offsets[i] + a.active <= offsets[j]
                || offsets[j] + b.active <= offsets[i];
            if a.live_with(b) && !apart {
                return false;
            }
        }
    }
    true
}

struct Search<'a> {
    bufs: &'a [FpBuffer],
    conflicts: Vec<Vec<usize>>,
    offsets: Vec<Option<u64>>,
    best: Vec<u64>,
    best_peak: u64,
    bound: u64,
    nodes: u64,
    deadline: Instant,
    cut: bool,
}

impl Search<'_> {
    /// The lowest aligned offset `>= from` where `i`'s active range misses
    /// every placed conflicting buffer's.
    fn lowest(&self, i: usize, from: u64) -> u64 {
        let b = &self.bufs[i];
        let mut placed: Vec<(u64, u64)> = self.conflicts[i]
            .iter()
            .filter_map(|&j| self.offsets[j].map(|o| (o, o + self.bufs[j].active)))
            .filter(|&(lo, hi)| hi > lo)
            .collect();
        placed.sort_unstable();
        let mut p = align_up(from, b.align);
        if b.active == 0 {
            return p;
        }
        loop {
            let hit = placed
                .iter()
                .find(|&&(lo, hi)| p < hi && lo < p + b.active)
                .copied();
            match hit {
                Some((_, hi)) => p = align_up(hi, b.align),
                None => return p,
            }
        }
    }

    fn dfs(&mut self, last: u64, peak: u64, left: usize) {
        if left == 0 {
            if peak < self.best_peak {
                self.best_peak = peak;
                self.best = self.offsets.iter().map(|o| o.unwrap_or(0)).collect();
            }
            return;
        }
        self.nodes += 1;
        if self.nodes % 1024 == 0 && Instant::now() > self.deadline {
            self.cut = true;
        }
        if self.cut || self.best_peak <= self.bound {
            return;
        }
        let n = self.bufs.len();
        let mut cands: Vec<(u64, u64, usize)> = Vec::new();
        for i in 0..n {
            if self.offsets[i].is_some() {
                continue;
            }
            let p = self.lowest(i, last);
            let np = peak.max(p + self.bufs[i].size);
            if np >= self.best_peak {
                // Every later placement of `i` is at `p` or above.
                return;
            }
            cands.push((p, np, i));
        }
        cands.sort_unstable_by_key(|&(p, np, i)| (p, std::cmp::Reverse(self.bufs[i].size), np, i));
        for (p, np, i) in cands {
            self.offsets[i] = Some(p);
            self.dfs(p, np, left - 1);
            self.offsets[i] = None;
            if self.cut || self.best_peak <= self.bound {
                return;
            }
        }
    }
}

/// The smallest layout found within `time_limit`: first-fit in a few orders,
/// then the complete search, stopping at `lower_bound` (a bound the caller
/// proved, or 0).
pub fn plan_footprints(bufs: &[FpBuffer], lower_bound: u64, time_limit: Duration) -> FpPlan {
    let n = bufs.len();
    let mut conflicts = vec![Vec::new(); n];
    for i in 0..n {
        for j in i + 1..n {
            if bufs[i].live_with(&bufs[j]) && bufs[i].active > 0 && bufs[j].active > 0 {
                conflicts[i].push(j);
                conflicts[j].push(i);
            }
        }
    }
    let bound = lower_bound.max(bufs.iter().map(|b| b.size).max().unwrap_or(0));
    let mut s = Search {
        bufs,
        conflicts,
        offsets: vec![None; n],
        best: vec![0; n],
        best_peak: u64::MAX,
        bound,
        nodes: 0,
        deadline: Instant::now() + time_limit,
        cut: false,
    };
    // First fit (lowest feasible offset, anywhere) in a few orders.
    let orders: [&dyn Fn(&FpBuffer) -> (u64, u64, i64); 3] = [
        &|b| (u64::MAX - b.size, u64::MAX - b.active, b.start),
        &|b| (u64::MAX - b.active, u64::MAX - b.size, b.start),
        &|b| (b.start as u64, u64::MAX - b.size, 0),
    ];
    for key in orders {
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| (key(&bufs[i]), i));
        s.offsets = vec![None; n];
        let mut peak = 0;
        for &i in &order {
            let p = s.lowest(i, 0);
            s.offsets[i] = Some(p);
            peak = peak.max(p + bufs[i].size);
        }
        if peak < s.best_peak {
            s.best_peak = peak;
            s.best = s.offsets.iter().map(|o| o.unwrap_or(0)).collect();
        }
    }
    s.offsets = vec![None; n];
    s.dfs(0, 0, n);
    let optimal = s.best_peak <= bound || !s.cut;
    debug_assert!(validate_footprints(bufs, &s.best));
    FpPlan {
        offsets: s.best,
        peak: if n == 0 { 0 } else { s.best_peak },
        optimal,
        nodes: s.nodes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Brute force over every aligned offset below the sum of sizes.
    fn brute(bufs: &[FpBuffer]) -> u64 {
        let total: u64 = bufs.iter().map(|b| b.size).sum();
        let mut best = u64::MAX;
        let mut offs = vec![0u64; bufs.len()];
        fn rec(k: usize, bufs: &[FpBuffer], offs: &mut Vec<u64>, total: u64, best: &mut u64) {
            if k == bufs.len() {
                if validate_footprints(bufs, offs) {
                    let peak = bufs.iter().zip(offs.iter()).map(|(b, o)| o + b.size).max();
                    *best = (*best).min(peak.unwrap_or(0));
                }
                return;
            }
            let mut o = 0;
            while o <= total {
                offs[k] = o;
                rec(k + 1, bufs, offs, total, best);
                o += bufs[k].align;
            }
        }
        rec(0, bufs, &mut offs, total, &mut best);
        best
    }

    #[test]
    fn search_matches_brute_force() {
        let mut seed = 7u64;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        for _ in 0..200 {
            let n = 1 + next(4) as usize;
            let bufs: Vec<FpBuffer> = (0..n)
                .map(|_| {
                    let size = 1 + next(4);
                    let start = next(4) as i64;
                    FpBuffer {
                        size,
                        active: 1 + next(size),
                        align: 1 + next(2),
                        start,
                        end: start + 1 + next(3) as i64,
                    }
                })
                .collect();
            let p = plan_footprints(&bufs, 0, Duration::from_secs(5));
            assert!(validate_footprints(&bufs, &p.offsets), "{bufs:?}");
            assert!(p.optimal);
            assert_eq!(p.peak, brute(&bufs), "{bufs:?} {p:?}");
        }
    }
}
