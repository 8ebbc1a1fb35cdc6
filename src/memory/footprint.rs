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
//! use tirsat::memory::footprint::{FpBuffer, FpLimits, FpProblem, plan_footprints};
//! // Three buffers live together, 1280..3840 bytes each, but each touches only
//! // its first 256 bytes: they fit in the largest one.
//! let b = |size, start, end| FpBuffer { size, active: 256, align: 4, start, end };
//! let problem = FpProblem::new(vec![b(1280, 0, 3), b(3840, 0, 3), b(2560, 0, 3)]);
//! let p = plan_footprints(&problem, None, 0, FpLimits::default());
//! assert_eq!(p.peak, 3840);
//! assert!(p.optimal && problem.validate(&p.offsets));
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
    /// exhausted (then no valid layout is smaller).
    pub optimal: bool,
    /// Search nodes visited.
    pub nodes: u64,
}

/// Limits of the search. The node limit keeps results independent of the
/// machine's speed; the time limit is a safety net.
#[derive(Debug, Clone, Copy)]
pub struct FpLimits {
    /// Search nodes at most.
    pub nodes: u64,
    /// Wall-clock time at most.
    pub time: Duration,
}

impl Default for FpLimits {
    fn default() -> Self {
        FpLimits {
            nodes: 200_000,
            time: Duration::from_secs(20),
        }
    }
}

/// The footprint problem: buffers, and the pairs that may also share one
/// offset while live together (proven in place).
#[derive(Debug, Clone, Default)]
pub struct FpProblem {
    /// The buffers.
    pub bufs: Vec<FpBuffer>,
    /// Pairs `(i, j)` allowed at one and the same offset.
    pub same: Vec<(usize, usize)>,
}

impl FpProblem {
    /// Buffers without shareable pairs.
    pub fn new(bufs: Vec<FpBuffer>) -> Self {
        FpProblem {
            bufs,
            same: Vec::new(),
        }
    }

    fn same_matrix(&self) -> Vec<Vec<bool>> {
        let n = self.bufs.len();
        let mut m = vec![vec![false; n]; n];
        for &(i, j) in &self.same {
            if i < n && j < n {
                m[i][j] = true;
                m[j][i] = true;
            }
        }
        m
    }

    /// True when `i` at `oi` and `j` at `oj` may coexist.
    fn compatible(&self, same: &[Vec<bool>], i: usize, oi: u64, j: usize, oj: u64) -> bool {
        let (a, b) = (&self.bufs[i], &self.bufs[j]);
        !a.live_with(b)
            || a.active == 0
            || b.active == 0
            || oi + a.active <= oj
            || oj + b.active <= oi
            || (same[i][j] && oi == oj)
    }

    /// True when every two buffers live together have disjoint active
    /// ranges or share one offset as an allowed pair, and every offset is
    /// aligned.
    pub fn validate(&self, offsets: &[u64]) -> bool {
        if self.bufs.len() != offsets.len() {
            return false;
        }
        let same = self.same_matrix();
        (0..self.bufs.len()).all(|i| {
            offsets[i].is_multiple_of(self.bufs[i].align.max(1))
                && (i + 1..self.bufs.len())
                    .all(|j| self.compatible(&same, i, offsets[i], j, offsets[j]))
        })
    }
}

/// [`FpProblem::validate`] for buffers without shareable pairs.
pub fn validate_footprints(bufs: &[FpBuffer], offsets: &[u64]) -> bool {
    FpProblem::new(bufs.to_vec()).validate(offsets)
}

fn lcm(a: u64, b: u64) -> u64 {
    fn gcd(a: u64, b: u64) -> u64 {
        if b == 0 { a } else { gcd(b, a % b) }
    }
    if a == 0 || b == 0 {
        return a.max(b);
    }
    (a / gcd(a, b)).saturating_mul(b)
}

/// A first-fit order: buffers sorted by this key.
type OrderKey = dyn Fn(&FpBuffer) -> (u64, u64, i64);

struct Search<'a> {
    p: &'a FpProblem,
    same: Vec<Vec<bool>>,
    /// Buffers live together with each buffer (both active).
    conflicts: Vec<Vec<usize>>,
    offsets: Vec<Option<u64>>,
    best: Vec<u64>,
    best_peak: u64,
    bound: u64,
    nodes: u64,
    limits: FpLimits,
    deadline: Instant,
    cut: bool,
    /// Distinct start times, and the buffers in decreasing active size.
    times: Vec<i64>,
    by_active: Vec<usize>,
}

impl Search<'_> {
    /// A bound on the peak of any completion: every unplaced buffer goes at
    /// `last` or above, and at each start time the unplaced buffers live then
    /// that must be pairwise disjoint (chosen greedily) stack their active
    /// bytes, the topmost its whole size.
    fn remaining_bound(&self, last: u64) -> u64 {
        let mut best = 0;
        let mut chosen: Vec<usize> = Vec::new();
        for &t in &self.times {
            chosen.clear();
            for &i in &self.by_active {
                let b = &self.p.bufs[i];
                if self.offsets[i].is_some() || b.active == 0 || !(b.start <= t && t < b.end) {
                    continue;
                }
                if chosen.iter().all(|&j| !self.same[i][j]) {
                    chosen.push(i);
                }
            }
            if chosen.is_empty() {
                continue;
            }
            let sum: u64 = chosen.iter().map(|&i| self.p.bufs[i].active).sum();
            let top = chosen
                .iter()
                .map(|&i| self.p.bufs[i].size - self.p.bufs[i].active)
                .min()
                .unwrap_or(0);
            best = best.max(last + sum + top);
        }
        best
    }

    /// The lowest offset `>= from`, a multiple of every member's alignment,
    /// where all of `cluster` (pairwise compatible at one offset) fit
    /// together with the placed buffers.
    fn lowest(&self, cluster: &[usize], from: u64) -> u64 {
        let step = cluster
            .iter()
            .map(|&i| self.p.bufs[i].align.max(1))
            .fold(1, lcm);
        let mut p = align_up(from, step);
        'scan: loop {
            for &m in cluster {
                for &j in &self.conflicts[m] {
                    let Some(oj) = self.offsets[j] else { continue };
                    if self.p.compatible(&self.same, m, p, j, oj) {
                        continue;
                    }
                    // Every offset in [p, oj + active_j) overlaps `j`,
                    // except `oj` itself for an allowed pair.
                    let hj = self.p.bufs[j].active;
                    p = if self.same[m][j] && oj > p && oj % step == 0 {
                        oj
                    } else {
                        align_up(oj + hj, step)
                    };
                    continue 'scan;
                }
            }
            return p;
        }
    }

    /// Clusters rooted at unplaced `i`: `{i}`, and connected sets of unplaced
    /// buffers with larger indices joined by allowed pairs live together,
    /// every two members compatible at one offset (at most `cap`).
    fn clusters(&self, i: usize, cap: usize) -> Vec<Vec<usize>> {
        let mut out = vec![vec![i]];
        let mut k = 0;
        while k < out.len() && out.len() < cap {
            let c = out[k].clone();
            k += 1;
            for &m in &c {
                for &j in &self.conflicts[m] {
                    if j <= i
                        || self.offsets[j].is_some()
                        || c.contains(&j)
                        || !self.same[m][j]
                        || !c.iter().all(|&x| self.p.compatible(&self.same, x, 0, j, 0))
                    {
                        continue;
                    }
                    let mut d = c.clone();
                    d.push(j);
                    d.sort_unstable();
                    if !out.contains(&d) && out.len() < cap {
                        out.push(d);
                    }
                }
            }
        }
        out
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
        if self.nodes >= self.limits.nodes
            || (self.nodes.is_multiple_of(1024) && Instant::now() > self.deadline)
        {
            self.cut = true;
        }
        if self.cut || self.best_peak <= self.bound {
            return;
        }
        if peak.max(self.remaining_bound(last)) >= self.best_peak {
            return;
        }
        let n = self.p.bufs.len();
        let mut cands: Vec<(u64, u64, u64, Vec<usize>)> = Vec::new();
        for i in 0..n {
            if self.offsets[i].is_some() {
                continue;
            }
            // Every later placement of `i` (alone or in a cluster) is at
            // this offset or above.
            let p = self.lowest(&[i], last);
            if peak.max(p + self.p.bufs[i].size) >= self.best_peak {
                return;
            }
            for c in self.clusters(i, 16) {
                let q = if c.len() == 1 {
                    p
                } else {
                    self.lowest(&c, last)
                };
                let size = c.iter().map(|&m| self.p.bufs[m].size).max().unwrap_or(0);
                let np = peak.max(q + size);
                if np < self.best_peak {
                    cands.push((q, u64::MAX - size, np, c));
                }
            }
        }
        cands.sort();
        for (q, _, np, c) in cands {
            if np >= self.best_peak {
                continue;
            }
            for &m in &c {
                self.offsets[m] = Some(q);
            }
            self.dfs(q, np, left - c.len());
            for &m in &c {
                self.offsets[m] = None;
            }
            if self.cut || self.best_peak <= self.bound {
                return;
            }
        }
    }
}

/// The smallest layout found: `initial` (a valid layout, if given), first-fit
/// in a few orders, then the complete search over canonical layouts, stopping
/// at `lower_bound` (a bound the caller proved, or 0) or at the limits.
///
/// Canonical layouts: clusters (one buffer, or buffers sharing one offset as
/// allowed pairs live together) placed in non-decreasing offset order, each
/// at its lowest feasible offset. Any valid layout, taken cluster by cluster
/// in offset order and re-placed so, only moves down, so an exhausted search
/// proves the best layout optimal.
pub fn plan_footprints(
    problem: &FpProblem,
    initial: Option<&[u64]>,
    lower_bound: u64,
    limits: FpLimits,
) -> FpPlan {
    let bufs = &problem.bufs;
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
        p: problem,
        same: problem.same_matrix(),
        conflicts,
        offsets: vec![None; n],
        best: vec![0; n],
        best_peak: u64::MAX,
        bound,
        nodes: 0,
        limits,
        deadline: Instant::now() + limits.time,
        cut: false,
        times: {
            let mut t: Vec<i64> = bufs.iter().map(|b| b.start).collect();
            t.sort_unstable();
            t.dedup();
            t
        },
        by_active: {
            let mut v: Vec<usize> = (0..n).collect();
            v.sort_by_key(|&i| (std::cmp::Reverse(bufs[i].active), i));
            v
        },
    };
    let peak_of = |o: &[u64]| {
        bufs.iter()
            .zip(o)
            .map(|(b, o)| o + b.size)
            .max()
            .unwrap_or(0)
    };
    if let Some(init) = initial
        && problem.validate(init)
    {
        s.best_peak = peak_of(init);
        s.best = init.to_vec();
    }
    // First fit (lowest feasible offset, anywhere) in a few orders.
    let orders: [&OrderKey; 3] = [
        &|b| (u64::MAX - b.size, u64::MAX - b.active, b.start),
        &|b| (u64::MAX - b.active, u64::MAX - b.size, b.start),
        &|b| (b.start as u64, u64::MAX - b.size, 0),
    ];
    for key in orders {
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| (key(&bufs[i]), i));
        s.offsets = vec![None; n];
        for &i in &order {
            let p = s.lowest(&[i], 0);
            s.offsets[i] = Some(p);
        }
        let o: Vec<u64> = s.offsets.iter().map(|o| o.unwrap_or(0)).collect();
        if peak_of(&o) < s.best_peak {
            s.best_peak = peak_of(&o);
            s.best = o;
        }
    }
    s.offsets = vec![None; n];
    s.dfs(0, 0, n);
    let optimal = s.best_peak <= bound || !s.cut;
    debug_assert!(problem.validate(&s.best));
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

    /// Brute force over every aligned offset up to the sum of sizes.
    fn brute(p: &FpProblem) -> u64 {
        let total: u64 = p.bufs.iter().map(|b| b.size).sum();
        let mut best = u64::MAX;
        let mut offs = vec![0u64; p.bufs.len()];
        fn rec(k: usize, p: &FpProblem, offs: &mut Vec<u64>, total: u64, best: &mut u64) {
            if k == p.bufs.len() {
                if p.validate(offs) {
                    let peak = p
                        .bufs
                        .iter()
                        .zip(offs.iter())
                        .map(|(b, o)| o + b.size)
                        .max();
                    *best = (*best).min(peak.unwrap_or(0));
                }
                return;
            }
            let mut o = 0;
            while o <= total {
                offs[k] = o;
                rec(k + 1, p, offs, total, best);
                o += p.bufs[k].align;
            }
        }
        rec(0, p, &mut offs, total, &mut best);
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
        for _ in 0..300 {
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
            let mut same = Vec::new();
            for i in 0..n {
                for j in i + 1..n {
                    if next(3) == 0 {
                        same.push((i, j));
                    }
                }
            }
            let p = FpProblem { bufs, same };
            let r = plan_footprints(&p, None, 0, FpLimits::default());
            assert!(p.validate(&r.offsets), "{p:?}");
            assert!(r.optimal);
            assert_eq!(r.peak, brute(&p), "{p:?} {r:?}");
        }
    }
}
