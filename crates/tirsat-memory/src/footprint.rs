//! Packing with proven footprints: a buffer occupies `size` bytes from its
//! offset, but only the first `active` of them are ever touched (a proof
//! about its accesses, made by the caller). Two buffers live together must
//! have disjoint *active* ranges; the merged size must still hold every
//! buffer whole (`offset + size`). With `active == size` everywhere this is
//! the plain problem of [`crate::Problem`].
//!
//! [`FpProblem::lower_bound`] bounds every layout: at each time, the live
//! buffers form a one-machine schedule (Jackson's rule), minimised over the
//! ways allowed pairs may share offsets. [`plan_footprints`] runs first-fit
//! greedy orders, then a complete search over canonical layouts (placements
//! in increasing (offset, index) order, each at its lowest feasible offset,
//! see [`plan_footprints`]): first the decision "does a layout at the bound
//! exist?", then the minimisation. An exhausted search is an optimality
//! proof.
//!
//! ```
//! use tirsat_memory::footprint::{FpBuffer, FpLimits, FpProblem, plan_footprints};
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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
    /// A lower bound on every valid layout's peak: the larger of the
    /// caller's bound and [`FpProblem::lower_bound`]. An exhausted search
    /// proves more (`optimal` above this bound).
    pub bound: u64,
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
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
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

    /// The allowed pairs as a matrix: `m[i * n + j]` (symmetric).
    fn same_matrix(&self) -> Vec<bool> {
        let n = self.bufs.len();
        let mut m = vec![false; n * n];
        for &(i, j) in &self.same {
            if i < n && j < n {
                m[i * n + j] = true;
                m[j * n + i] = true;
            }
        }
        m
    }

    /// True when `i` at `oi` and `j` at `oj` may coexist.
    fn compatible(&self, same: &[bool], i: usize, oi: u64, j: usize, oj: u64) -> bool {
        let (a, b) = (&self.bufs[i], &self.bufs[j]);
        !a.live_with(b)
            || a.active == 0
            || b.active == 0
            || oi + a.active <= oj
            || oj + b.active <= oi
            || (same[i * self.bufs.len() + j] && oi == oj)
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

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

fn lcm(a: u64, b: u64) -> u64 {
    if a == 0 || b == 0 {
        return a.max(b);
    }
    (a / gcd(a, b)).saturating_mul(b)
}

/// One job of the bound's scheduling relaxation: a buffer that must lie at
/// `release` or above and whose active range, rounded up to the common
/// alignment, is `len`; the layout's peak is at least its offset plus `size`.
#[derive(Debug, Clone, Copy, Default)]
struct Job {
    release: u64,
    len: u64,
    size: u64,
}

/// A lower bound on `max(offset + size)` over jobs whose ranges
/// `[offset, offset + len)` are pairwise disjoint, each offset at or above
/// its release: the optimum of the preemptive relaxation (one machine,
/// processing time `len`, delivery time `size - len`), which the
/// preemptive largest-delivery-time-first rule reaches (Jackson's rule,
/// optimal whichever of the ready jobs with the largest delivery time goes
/// first). Every layout is such a schedule without preemption, so this is a
/// bound. The jobs are used as scratch space (reordered and overwritten).
fn jackson(jobs: &mut [Job]) -> u64 {
    // The preemptive optimum is the largest `min release + total length +
    // min delivery` over the sets of jobs (Carlier), and a largest one is
    // the set of the jobs released at or after some release whose delivery
    // time is at least some job's: with the jobs by decreasing delivery
    // time, per release, the prefixes of the jobs released then or later
    // (any other set's value is a bound too, so none exceeds the optimum).
    // A prefix ending with job `j` is worth its release, the lengths before
    // `j` and `j`'s size (its length plus delivery time): no negative terms.
    let wide = |x: u64| x as u128;
    // By decreasing delivery time `size - len` (insertion sort: a few jobs).
    for a in 1..jobs.len() {
        let mut b = a;
        while b > 0
            && wide(jobs[b - 1].size) + wide(jobs[b].len)
                < wide(jobs[b].size) + wide(jobs[b - 1].len)
        {
            jobs.swap(b - 1, b);
            b -= 1;
        }
    }
    jackson_sorted(jobs)
}

/// [`jackson`] of jobs by decreasing delivery time (`size - len`).
fn jackson_sorted(jobs: &[Job]) -> u64 {
    let wide = |x: u64| x as u128;
    let mut best = 0u128;
    for a in jobs {
        let r = a.release;
        let mut t = wide(r);
        for j in jobs {
            if j.release >= r {
                best = best.max(t + wide(j.size));
                t += wide(j.len);
            }
        }
    }
    best as u64
}

/// [`jackson_sorted`] in `u64`: for jobs whose releases plus their total
/// length plus their largest size fit.
fn jackson_sorted_narrow(jobs: &[Job]) -> u64 {
    let mut best = 0;
    for a in jobs {
        let r = a.release;
        let mut t = r;
        for j in jobs {
            if j.release >= r {
                best = best.max(t + j.size);
                t += j.len;
            }
        }
    }
    best
}

/// The distinct start times of the buffers, in increasing order: the times
/// at which the set of live buffers grows.
fn start_times(bufs: &[FpBuffer]) -> Vec<i64> {
    let mut t: Vec<i64> = bufs.iter().map(|b| b.start).collect();
    t.sort_unstable();
    t.dedup();
    t
}

/// Greedy choices of a set of buffers no two of which may share an offset:
/// the orders in which [`FpProblem::lower_bound`] and the search pick them.
fn bound_orders(bufs: &[FpBuffer]) -> [Vec<usize>; 2] {
    let n = bufs.len();
    let mut by_size: Vec<usize> = (0..n).collect();
    // The keys are distinct (the index is one): an unstable sort gives the
    // one order.
    by_size.sort_unstable_by_key(|&i| {
        (
            std::cmp::Reverse(bufs[i].size - bufs[i].active),
            std::cmp::Reverse(bufs[i].active),
            i,
        )
    });
    let mut by_active: Vec<usize> = (0..n).collect();
    by_active.sort_unstable_by_key(|&i| {
        (
            std::cmp::Reverse(bufs[i].active),
            std::cmp::Reverse(bufs[i].size),
            i,
        )
    });
    [by_size, by_active]
}

impl FpProblem {
    /// A lower bound on the peak of every valid layout. Every buffer fits
    /// whole, so the largest size is one. At each start time `t`, take a set
    /// `S` of buffers live at `t`, no two of which may share an offset: their
    /// active ranges are pairwise disjoint. With `g` the gcd of all
    /// alignments every offset is a multiple of `g`, so each range is
    /// followed by at least its length rounded up to `g`; ordered by offset
    /// the layout is a one-machine schedule (processing time: the rounded
    /// length; delivery time: `size` minus it), and the peak is at least its
    /// maximum lateness, bounded by the preemptive optimum (Jackson's rule:
    /// largest delivery time first). `S` is chosen greedily in two orders;
    /// any choice is a bound.
    ///
    /// ```
    /// use tirsat_memory::footprint::{FpBuffer, FpProblem};
    /// // Live together, each touching 256 bytes: the larger ones go lowest,
    /// // 256 + 1024 = 1280 beats both the largest size and the sum rule.
    /// let b = |size| FpBuffer { size, active: 256, align: 4, start: 0, end: 1 };
    /// let p = FpProblem::new(vec![b(1024), b(1024), b(256)]);
    /// assert_eq!(p.lower_bound(), 1280);
    /// ```
    pub fn lower_bound(&self) -> u64 {
        let same = self.same_matrix();
        let orders = bound_orders(&self.bufs);
        let (live, pairs_at) = self.live_lists(&same, &orders);
        self.lower_bound_with(&same, &live, &pairs_at)
    }

    /// Per distinct start time, the buffers (active) live then, in each of
    /// the [`bound_orders`], and whether two of them are an allowed pair. The
    /// second order only at times with an allowed pair (else both orders
    /// choose every live buffer; the list is empty).
    fn live_lists(
        &self,
        same: &[bool],
        orders: &[Vec<usize>; 2],
    ) -> (Vec<[Vec<usize>; 2]>, Vec<bool>) {
        let (bufs, n) = (&self.bufs, self.bufs.len());
        let any_pair = |l: &[usize]| {
            !self.same.is_empty() && l.iter().any(|&i| l.iter().any(|&j| same[i * n + j]))
        };
        // Each buffer is live at a run of the start times: from its own to
        // the last before its end.
        let times = start_times(bufs);
        let span = |b: &FpBuffer| {
            if b.active == 0 || b.start >= b.end {
                return 0..0;
            }
            times.partition_point(|&t| t < b.start)..times.partition_point(|&t| t < b.end)
        };
        let mut count = vec![0usize; times.len()];
        for b in bufs {
            for c in &mut count[span(b)] {
                *c += 1;
            }
        }
        let mut live: Vec<[Vec<usize>; 2]> = count
            .iter()
            .map(|&c| [Vec::with_capacity(c), Vec::new()])
            .collect();
        for &i in &orders[0] {
            for l in &mut live[span(&bufs[i])] {
                l[0].push(i);
            }
        }
        if !self.same.is_empty() {
            let with_pair: Vec<bool> = live.iter().map(|l| any_pair(&l[0])).collect();
            for (l, &p) in live.iter_mut().zip(&with_pair) {
                if p {
                    l[1].reserve_exact(l[0].len());
                }
            }
            for &i in &orders[1] {
                for (l, &p) in live[span(&bufs[i])]
                    .iter_mut()
                    .zip(&with_pair[span(&bufs[i])])
                {
                    if p {
                        l[1].push(i);
                    }
                }
            }
        }
        let pairs_at = live.iter().map(|l| any_pair(&l[0])).collect();
        (live, pairs_at)
    }

    /// [`FpProblem::lower_bound`] given the problem's [`FpProblem::same_matrix`]
    /// and [`FpProblem::live_lists`].
    fn lower_bound_with(&self, same: &[bool], live: &[[Vec<usize>; 2]], pairs_at: &[bool]) -> u64 {
        let bufs = &self.bufs;
        let n = bufs.len();
        let g = bufs.iter().map(|b| b.align.max(1)).fold(0, gcd).max(1);
        let mut best = bufs.iter().map(|b| b.size).max().unwrap_or(0);
        let mut chosen: Vec<usize> = Vec::new();
        let mut jobs: Vec<Job> = Vec::new();
        let job = |i: usize| Job {
            release: 0,
            len: align_up(bufs[i].active, g),
            size: bufs[i].size,
        };
        for (l, &pairs) in live.iter().zip(pairs_at) {
            for (oi, order) in l.iter().enumerate() {
                // Without an allowed pair live then, both orders choose every
                // live buffer: one schedule, the same value.
                if oi == 1 && !pairs {
                    continue;
                }
                chosen.clear();
                for &i in order {
                    if !pairs || chosen.iter().all(|&j| !same[i * n + j]) {
                        chosen.push(i);
                    }
                }
                jobs.clear();
                jobs.extend(chosen.iter().map(|&i| job(i)));
                best = best.max(jackson(&mut jobs));
            }
        }
        // Buffers that may share an offset: the best grouping of each
        // time's live buffers.
        let mut budget = PARTITION_NODES;
        for (l, _) in live.iter().zip(pairs_at).filter(|&(_, &p)| p) {
            if budget == 0 {
                continue;
            }
            // In index order, as the grouping's tie-breaks expect.
            let mut live = l[0].clone();
            live.sort_unstable();
            let jobs: Vec<Job> = live.iter().map(|&i| job(i)).collect();
            let compat: Vec<bool> = live
                .iter()
                .flat_map(|&i| live.iter().map(move |&j| (i, j)))
                .map(|(i, j)| same[i * n + j])
                .collect();
            best = best.max(partition_bound(&jobs, &compat, best, &mut budget));
        }
        best
    }
}

/// Search nodes of the grouping bound ([`partition_bound`]) per
/// [`FpProblem::lower_bound`] call (deterministic).
const PARTITION_NODES: u64 = 20_000;

/// Budget of [`Search::grouping_bound`] per search node.
const GROUPING_NODES: u64 = 256;

/// Buffers live together at one time: in any valid layout they fall into
/// groups at one offset each, every two members of a group an allowed pair
/// (`compat`), and the groups' ranges are pairwise disjoint. A group is a job
/// of the largest length, release and size of its members, so the peak is at
/// least the smallest [`jackson`] bound over all groupings (adding a job or
/// enlarging one never lowers it, which prunes). Iterative deepening from
/// `from` (a value the caller has already): the returned value is proven, or
/// `from` when a grouping within it exists or the budget ran out first.
/// `compat[a * jobs.len() + b]` tells whether jobs `a` and `b` may share.
fn partition_bound(jobs: &[Job], compat: &[bool], from: u64, budget: &mut u64) -> u64 {
    struct P<'a> {
        jobs: &'a [Job],
        compat: &'a [bool],
        order: Vec<usize>,
        groups: Vec<(Job, Vec<usize>)>,
        threshold: u64,
        next: u64,
        budget: &'a mut u64,
        scratch: Vec<Job>,
    }
    impl P<'_> {
        fn value(&mut self, with: Option<(usize, Job)>) -> u64 {
            self.scratch.clear();
            self.scratch.extend(self.groups.iter().map(|g| g.0));
            match with {
                Some((k, j)) if k < self.scratch.len() => self.scratch[k] = j,
                Some((_, j)) => self.scratch.push(j),
                None => {}
            }
            jackson(&mut self.scratch)
        }
        /// True when the buffers from `k` on can be grouped within the
        /// threshold; `None` when the budget ran out.
        fn dfs(&mut self, k: usize) -> Option<bool> {
            if k == self.order.len() {
                return Some(true);
            }
            if *self.budget == 0 {
                return None;
            }
            *self.budget -= 1;
            let b = self.order[k];
            let jb = self.jobs[b];
            for g in 0..=self.groups.len() {
                let merged = if g < self.groups.len() {
                    let row = &self.compat[b * self.jobs.len()..][..self.jobs.len()];
                    if !self.groups[g].1.iter().all(|&m| row[m]) {
                        continue;
                    }
                    let j = self.groups[g].0;
                    Job {
                        release: j.release.max(jb.release),
                        len: j.len.max(jb.len),
                        size: j.size.max(jb.size),
                    }
                } else {
                    jb
                };
                let v = self.value(Some((g, merged)));
                if v > self.threshold {
                    self.next = self.next.min(v);
                    continue;
                }
                if g < self.groups.len() {
                    let old = self.groups[g].0;
                    self.groups[g].0 = merged;
                    self.groups[g].1.push(b);
                    let r = self.dfs(k + 1);
                    self.groups[g].1.pop();
                    self.groups[g].0 = old;
                    if r != Some(false) {
                        return r;
                    }
                } else {
                    self.groups.push((merged, vec![b]));
                    let r = self.dfs(k + 1);
                    self.groups.pop();
                    if r != Some(false) {
                        return r;
                    }
                }
            }
            Some(false)
        }
    }
    let mut order: Vec<usize> = (0..jobs.len()).collect();
    order.sort_by_key(|&i| {
        (
            std::cmp::Reverse(jobs[i].size),
            std::cmp::Reverse(jobs[i].len),
            i,
        )
    });
    let mut p = P {
        jobs,
        compat,
        order,
        groups: Vec::new(),
        threshold: from,
        next: u64::MAX,
        budget,
        scratch: Vec::new(),
    };
    loop {
        p.next = u64::MAX;
        match p.dfs(0) {
            Some(false) if p.next != u64::MAX => p.threshold = p.next,
            _ => return p.threshold,
        }
    }
}

/// A first-fit order: buffers sorted by this key.
type OrderKey = dyn Fn(&FpBuffer) -> (u64, u64, i64);

struct Search<'a> {
    p: &'a FpProblem,
    /// Allowed pairs, `same[i * n + j]` for buffers `i` and `j` (symmetric).
    same: Vec<bool>,
    /// The buffers live together with each buffer (both active), buffer
    /// `i`'s from `placed_at[i]` to `placed_at[i + 1]`
    /// ([`Search::conflicts`]).
    conflict_list: Vec<usize>,
    /// Per buffer `i`, the allowed pairs `(i, j)` in `conflicts[i]` with
    /// `j > i`, in that order: its possible partners in
    /// [`Search::group_offsets`].
    partners_of: Vec<Vec<usize>>,
    /// Per buffer, its alignment (at least 1).
    step: Vec<u64>,
    /// Per buffer, its job length in the bounds: its active bytes rounded up
    /// to the gcd of all alignments (every offset is a multiple of it).
    len: Vec<u64>,
    offsets: Vec<Option<u64>>,
    /// Per buffer `k`, its placed conflicts `(offset, offset + active,
    /// index)` in the order placed: `placed_len[k]` of them from
    /// `placed_at[k]` in `placed` (room for all its conflicts).
    placed: Vec<(u64, u64, usize)>,
    placed_at: Vec<usize>,
    placed_len: Vec<usize>,
    best: Vec<u64>,
    best_peak: u64,
    bound: u64,
    nodes: u64,
    limits: FpLimits,
    deadline: Instant,
    cut: bool,
    /// Per distinct start time, the buffers (active) live then, in each of the
    /// bound's orders: what [`Search::remaining_bound`] and
    /// [`Search::grouping_bound`] scan at every node. The second order only
    /// at times with an allowed pair (else both orders choose every live
    /// buffer; the list is empty).
    live: Vec<[Vec<usize>; 2]>,
    /// Per start time without an allowed pair, the buffers live then
    /// `(index, len, size)` by decreasing delivery time `size - len` (as
    /// [`jackson_sorted`] takes them): `by_delivery_at[t]..by_delivery_at[t +
    /// 1]` in `by_delivery`.
    by_delivery: Vec<(usize, u64, u64)>,
    by_delivery_at: Vec<usize>,
    /// Per buffer, the start times (indices into `live`) at which it is
    /// live: a run `lo..hi`.
    times_of: Vec<(usize, usize)>,
    /// Per start time, whether two buffers live then are an allowed pair.
    pairs_at: Vec<bool>,
    /// Whether any of `pairs_at` holds (else [`Search::grouping_bound`] is
    /// 0).
    any_pairs: bool,
    /// Per depth of the search (placed buffers), the state of the node being
    /// visited there, which its children start from.
    levels: Vec<Level>,
    /// Per start time, whether its bound must be recomputed at the current
    /// node (scratch of [`Search::remaining_bound`]).
    dirty: Vec<bool>,
    todo: Vec<usize>,
    /// Unplaced buffers whose floor differs from the parent's (set by
    /// [`Search::floors`] at a node with a parent).
    moved: Vec<usize>,
    /// Scratch space of [`Search::remaining_bound`].
    jobs: Vec<Job>,
    chosen: Vec<usize>,
    last_chosen: Vec<usize>,
    /// Scratch space of [`Search::grouping_bound`].
    group_live: Vec<usize>,
    group_compat: Vec<bool>,
    /// Scratch space of [`Search::group_offsets`].
    partners: Vec<usize>,
    /// The candidate placements `(offset, u64::MAX - size, buffer)` of the
    /// nodes on the current path, each node's above its parent's.
    cands: Vec<(u64, u64, usize)>,
    /// Scratch space of [`Search::node`].
    moved_cands: Vec<(u64, u64, usize)>,
    /// The total job length plus the largest size, if it fits in `u64`.
    spread: Option<u64>,
    /// Whether any buffer has a partner (`partners_of`).
    any_partners: bool,
}

/// What a search node computes and its children reuse (one per depth, kept
/// between visits to save allocations).
#[derive(Debug, Default)]
struct Level {
    /// First per buffer, its lowest feasible offset at the node (`u64::MAX`
    /// when placed), then per start time, the value of
    /// [`Search::remaining_bound`]'s schedules at that time (0 when fewer
    /// than two buffers are chosen).
    vals: Vec<u64>,
    /// Offsets from [`Search::group_offsets`].
    extra: Vec<u64>,
}

impl Search<'_> {
    /// The buffers live together with `i` (both active), in increasing
    /// order.
    fn conflicts(&self, i: usize) -> &[usize] {
        &self.conflict_list[self.placed_at[i]..self.placed_at[i + 1]]
    }

    /// Whether `i` and `j` are an allowed pair.
    fn same(&self, i: usize, j: usize) -> bool {
        self.same[i * self.p.bufs.len() + j]
    }

    /// [`FpProblem::compatible`] for `j` in `conflicts[m]` (live together,
    /// both active).
    fn fits(&self, m: usize, p: u64, j: usize, oj: u64) -> bool {
        p + self.p.bufs[m].active <= oj
            || oj + self.p.bufs[j].active <= p
            || (p == oj && self.same(m, j))
    }

    /// The floors of the node at `depth` (`floor`, every buffer's lowest
    /// feasible offset not below the bound its `from` gives), from those of
    /// its parent when it has one. The parent's placements are a subset and
    /// its `from` is never larger: the child's `last` (where the new
    /// placement `c` went) is at least the parent's, and above it when `c`'s
    /// index is below the parent's `prev`. So a parent's floor at or above
    /// the child's `from` that `c` does not overlap is still the lowest; any
    /// other floor is found scanning up from the parent's (every offset below
    /// it was already infeasible). `false` when some floor puts the peak at
    /// the incumbent's or above.
    fn floors(
        &mut self,
        depth: usize,
        last: u64,
        prev: Option<usize>,
        peak: u64,
        floor: &mut [u64],
    ) -> bool {
        // A buffer with a smaller index than the previous one can no longer
        // be placed at `last`.
        let from = |i: usize| match prev {
            Some(r) if i < r => last + 1,
            _ => last,
        };
        let mut moved = std::mem::take(&mut self.moved);
        moved.clear();
        let this = &*self;
        let ok = match prev {
            Some(c) if depth > 0 => {
                // The parent's floors, then the ones that may change: below
                // the `from` bound, or overlapping `c`. [`Search::dfs`] has
                // tested the others against the incumbent (the same test).
                floor.copy_from_slice(&this.levels[depth - 1].vals[..floor.len()]);
                floor[c] = u64::MAX;
                let mut ok = true;
                let mut redo = |i: usize, from: u64, floor: &mut [u64]| {
                    let (fi, b) = (floor[i], &this.p.bufs[i]);
                    let p = this.lowest(&[i], fi.max(from));
                    if p != fi {
                        moved.push(i);
                    }
                    floor[i] = p;
                    // Every later placement of `i` is at this offset or above.
                    peak.max(p + b.size) < this.best_peak
                };
                // Placed buffers' floors are `u64::MAX`.
                for i in 0..floor.len() {
                    let q = from(i);
                    if floor[i] < q && !redo(i, q, floor) {
                        ok = false;
                        break;
                    }
                }
                if ok {
                    for &i in this.conflicts(c) {
                        let fi = floor[i];
                        if fi != u64::MAX && !this.fits(i, fi, c, last) && !redo(i, fi, floor) {
                            ok = false;
                            break;
                        }
                    }
                }
                ok
            }
            _ => {
                let mut ok = true;
                for (i, f) in floor.iter_mut().enumerate() {
                    if this.offsets[i].is_some() {
                        *f = u64::MAX;
                        continue;
                    }
                    let p = this.lowest(&[i], from(i));
                    // Every later placement of `i` is at this offset or above.
                    if peak.max(p + this.p.bufs[i].size) >= this.best_peak {
                        ok = false;
                        break;
                    }
                    *f = p;
                }
                ok
            }
        };
        self.moved = moved;
        ok
    }

    /// A bound on the peak of any completion, given each unplaced buffer's
    /// floor (its lowest feasible offset now; later placements only raise
    /// it): at each start time, the unplaced buffers live then that must be
    /// pairwise disjoint (chosen greedily) form a schedule with release
    /// times, bounded by its preemptive optimum ([`jackson`]). At a child
    /// node, a time at which the buffer just placed (`prev`) is not live and
    /// no live buffer's floor moved has the same schedules as at the parent:
    /// its value is the parent's. The scan stops once the incumbent is
    /// reached (the caller prunes then).
    fn remaining_bound(
        &mut self,
        depth: usize,
        prev: Option<usize>,
        floor: &[u64],
        at_time: &mut [u64],
    ) -> u64 {
        let times = self.live.len();
        let n = floor.len();
        // The times whose schedules may differ from the parent's, marked in
        // `dirty` (all clear between calls) and listed in `todo`; the
        // others keep the parent's values.
        let mut dirty = std::mem::take(&mut self.dirty);
        let mut todo = std::mem::take(&mut self.todo);
        dirty.resize(times, false);
        todo.clear();
        let mut best = 0;
        match prev {
            Some(c) if depth > 0 => {
                at_time.copy_from_slice(&self.levels[depth - 1].vals[n..]);
                for &i in std::iter::once(&c).chain(&self.moved) {
                    let (lo, hi) = self.times_of[i];
                    for (d, ti) in dirty[lo..hi].iter_mut().zip(lo..) {
                        if !*d {
                            *d = true;
                            todo.push(ti);
                        }
                    }
                }
                for (&v, &d) in at_time.iter().zip(&dirty) {
                    best = best.max(if d { 0 } else { v });
                }
            }
            _ => todo.extend(0..times),
        }
        let mut chosen = std::mem::take(&mut self.chosen);
        let mut last = std::mem::take(&mut self.last_chosen);
        let mut jobs = std::mem::take(&mut self.jobs);
        let mut last_value = 0;
        last.clear();
        // The value does not depend on the order of the times: only whether
        // it reaches the incumbent (then the node is pruned, its values
        // unused) or, when not, each time's value.
        // Every release (floor) is below the incumbent, so every value
        // below it plus `spread`: in `u64` when that sum is.
        let narrow = self
            .spread
            .is_some_and(|s| self.best_peak.checked_add(s).is_some());
        let mut k = 0;
        while best < self.best_peak && k < todo.len() {
            let ti = todo[k];
            k += 1;
            let mut value = 0;
            if !self.pairs_at[ti] {
                // Every unplaced live buffer (a finite floor: placed ones'
                // are `u64::MAX`, unplaced ones' below the incumbent):
                // [`jackson_sorted`] over them, in the list's order.
                let list = &self.by_delivery[self.by_delivery_at[ti]..self.by_delivery_at[ti + 1]];
                let (mut small, mut m) = ([Job::default(); 8], 0);
                let jobs = if list.len() <= small.len() {
                    for &(i, len, size) in list {
                        let release = floor[i];
                        if release != u64::MAX {
                            small[m] = Job { release, len, size };
                            m += 1;
                        }
                    }
                    &small[..m]
                } else {
                    jobs.clear();
                    jobs.extend(list.iter().filter(|x| floor[x.0] != u64::MAX).map(
                        |&(i, len, size)| Job {
                            release: floor[i],
                            len,
                            size,
                        },
                    ));
                    &jobs[..]
                };
                // One buffer: its floor plus its size, tested by the caller.
                if jobs.len() >= 2 {
                    value = if narrow {
                        jackson_sorted_narrow(jobs)
                    } else {
                        jackson_sorted(jobs)
                    };
                }
                at_time[ti] = value;
                best = best.max(value);
                continue;
            }
            // With an allowed pair live then, both orders' choices.
            for order in &self.live[ti] {
                chosen.clear();
                for &i in order {
                    if self.offsets[i].is_none() && chosen.iter().all(|&j| !self.same(i, j)) {
                        chosen.push(i);
                    }
                }
                if chosen.len() < 2 {
                    // One buffer: its floor plus its size, tested by the
                    // caller.
                    continue;
                }
                if chosen != last {
                    jobs.clear();
                    jobs.extend(chosen.iter().map(|&i| Job {
                        release: floor[i],
                        len: self.len[i],
                        size: self.p.bufs[i].size,
                    }));
                    last_value = jackson(&mut jobs);
                    std::mem::swap(&mut chosen, &mut last);
                }
                // Else the set just bounded: the same value.
                value = value.max(last_value);
            }
            at_time[ti] = value;
            best = best.max(value);
        }
        for &ti in &todo {
            dirty[ti] = false;
        }
        self.chosen = chosen;
        self.last_chosen = last;
        self.jobs = jobs;
        self.dirty = dirty;
        self.todo = todo;
        best
    }

    /// [`partition_bound`] of the unplaced buffers live at each start time
    /// that hold an allowed pair, with their floors as releases, asked only
    /// whether the incumbent can be beaten (a small budget per node, shared
    /// by the times in order).
    fn grouping_bound(&mut self, floor: &[u64]) -> u64 {
        let target = self.best_peak - 1;
        let mut best = 0;
        let mut budget = GROUPING_NODES;
        let mut live = std::mem::take(&mut self.group_live);
        let mut jobs = std::mem::take(&mut self.jobs);
        let mut compat = std::mem::take(&mut self.group_compat);
        for ti in 0..self.live.len() {
            if !self.pairs_at[ti] {
                continue;
            }
            // In index order, as the grouping's tie-breaks expect.
            live.clear();
            live.extend(
                self.live[ti][0]
                    .iter()
                    .copied()
                    .filter(|&i| self.offsets[i].is_none()),
            );
            live.sort_unstable();
            if live.len() < 2 || !live.iter().any(|&i| live.iter().any(|&j| self.same(i, j))) {
                continue;
            }
            jobs.clear();
            jobs.extend(live.iter().map(|&i| Job {
                release: floor[i],
                len: self.len[i],
                size: self.p.bufs[i].size,
            }));
            compat.clear();
            compat.extend(
                live.iter()
                    .flat_map(|&i| live.iter().map(move |&j| (i, j)))
                    .map(|(i, j)| self.same(i, j)),
            );
            best = best.max(partition_bound(&jobs, &compat, target, &mut budget));
            if best > target || budget == 0 {
                break;
            }
        }
        self.group_live = live;
        self.jobs = jobs;
        self.group_compat = compat;
        best
    }

    /// The lowest offset `>= from`, a multiple of every member's alignment,
    /// where all of `cluster` (pairwise compatible at one offset) fit
    /// together with the placed buffers.
    fn lowest(&self, cluster: &[usize], from: u64) -> u64 {
        let step = match cluster {
            [i] => self.step[*i],
            _ => cluster.iter().map(|&i| self.step[i]).fold(1, lcm),
        };
        let mut p = align_up(from, step);
        'scan: loop {
            for &m in cluster {
                let am = self.p.bufs[m].active;
                let at = self.placed_at[m];
                for &(oj, ej, j) in &self.placed[at..at + self.placed_len[m]] {
                    if p + am <= oj || ej <= p || (p == oj && self.same(m, j)) {
                        continue;
                    }
                    // Every offset in [p, oj + active_j) overlaps `j`,
                    // except `oj` itself for an allowed pair.
                    p = if oj > p && oj % step == 0 && self.same(m, j) {
                        oj
                    } else {
                        align_up(ej, step)
                    };
                    continue 'scan;
                }
            }
            return p;
        }
    }

    /// Places `i` at `q`.
    fn place(&mut self, i: usize, q: u64) {
        self.offsets[i] = Some(q);
        let end = q + self.p.bufs[i].active;
        for &k in &self.conflict_list[self.placed_at[i]..self.placed_at[i + 1]] {
            self.placed[self.placed_at[k] + self.placed_len[k]] = (q, end, i);
            self.placed_len[k] += 1;
        }
    }

    /// Removes `i`, the buffer placed last.
    fn unplace(&mut self, i: usize) {
        self.offsets[i] = None;
        for &k in &self.conflict_list[self.placed_at[i]..self.placed_at[i + 1]] {
            self.placed_len[k] -= 1;
        }
    }

    /// Removes every buffer.
    fn clear(&mut self) {
        self.offsets.iter_mut().for_each(|o| *o = None);
        self.placed_len.iter_mut().for_each(|l| *l = 0);
    }

    /// Offsets above `floor` at which unplaced `i` could start a group of
    /// buffers sharing one offset: ends of placed ranges, aligned for `i`
    /// and a partner (an unplaced allowed pair `(i, j)`, `j > i`, live
    /// together), where both `i` and that partner fit.
    fn group_offsets(&mut self, i: usize, floor: u64, out: &mut Vec<u64>) {
        out.clear();
        let mut partners = std::mem::take(&mut self.partners);
        partners.clear();
        partners.extend(
            self.partners_of[i]
                .iter()
                .copied()
                .filter(|&j| self.offsets[j].is_none()),
        );
        if !partners.is_empty() {
            let ai = self.step[i];
            for (k, o) in self.offsets.iter().enumerate() {
                let Some(ok) = *o else { continue };
                let end = ok + self.p.bufs[k].active;
                for &j in &partners {
                    let q = align_up(end, lcm(ai, self.step[j]));
                    if q > floor
                        && !out.contains(&q)
                        && self.lowest(&[i], q) == q
                        && partners.iter().any(|&m| self.lowest(&[i, m], q) == q)
                    {
                        out.push(q);
                    }
                }
            }
        }
        self.partners = partners;
    }

    /// Canonical layouts, one buffer at a time in increasing (offset,
    /// index) order; `last` and `prev` are the previous buffer's offset and
    /// index. A buffer goes at its lowest feasible offset, or, as the first
    /// of a group sharing one offset at a new level, at an offset from
    /// [`Search::group_offsets`].
    fn dfs(&mut self, last: u64, prev: Option<usize>, peak: u64, left: usize) {
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
        let depth = self.p.bufs.len() - left;
        if let Some(r) = prev
            && depth > 0
        {
            // Each floor is at least the parent's and the `from` bound
            // ([`Search::floors`]): a quick look for one that prunes, the
            // same decision as the full pass below.
            let pf = &self.levels[depth - 1].vals;
            // Placed buffers: `u64::MAX` at the parent, but for `r`.
            for (i, (&f, b)) in pf.iter().zip(&self.p.bufs).enumerate() {
                let from = if i < r { last + 1 } else { last };
                if f != u64::MAX && i != r && peak.max(f.max(from) + b.size) >= self.best_peak {
                    return;
                }
            }
        }
        let mut level = std::mem::take(&mut self.levels[depth]);
        self.node(depth, last, prev, peak, left, &mut level);
        self.levels[depth] = level;
    }

    /// The work of [`Search::dfs`] at a node: floors, bounds, candidates and
    /// the children, with the node's state in `level` (put back at `depth`
    /// by the caller; the children read their parent's there, so it is put
    /// back before they run).
    fn node(
        &mut self,
        depth: usize,
        last: u64,
        prev: Option<usize>,
        peak: u64,
        left: usize,
        level: &mut Level,
    ) {
        let n = self.p.bufs.len();
        level.vals.resize(n + self.live.len(), u64::MAX);
        let (floor, at_time) = level.vals.split_at_mut(n);
        if !self.floors(depth, last, prev, peak, floor) {
            return;
        }
        if self.remaining_bound(depth, prev, floor, at_time) >= self.best_peak {
            return;
        }
        if self.any_pairs && self.grouping_bound(floor) >= self.best_peak {
            return;
        }
        // This node's candidates go on top of the stack its ancestors'
        // occupy; the children's go above and are gone when they return.
        let base = self.cands.len();
        match prev {
            // Without allowed pairs, one candidate per unplaced buffer at its
            // floor: the parent's candidates, just below on the stack and in
            // order, less the one placed; those whose floor moved are taken
            // out, sorted and merged back in (the keys are distinct: the
            // order is the one of a full sort).
            Some(c) if depth > 0 && !self.any_partners => {
                let parent = base - (left + 1);
                let mut moved = std::mem::take(&mut self.moved_cands);
                moved.clear();
                for k in parent..base {
                    let (f, s, i) = self.cands[k];
                    if i == c {
                        continue;
                    }
                    let g = level.vals[i];
                    if g == f {
                        self.cands.push((f, s, i));
                    } else {
                        moved.push((g, s, i));
                    }
                }
                if !moved.is_empty() {
                    moved.sort_unstable();
                    // Merge from the back into the room above.
                    let mut a = self.cands.len();
                    let mut b = moved.len();
                    self.cands.resize(a + b, (0, 0, 0));
                    let mut w = self.cands.len();
                    while b > 0 {
                        w -= 1;
                        if a > base && self.cands[a - 1] > moved[b - 1] {
                            a -= 1;
                            self.cands[w] = self.cands[a];
                        } else {
                            b -= 1;
                            self.cands[w] = moved[b];
                        }
                    }
                }
                self.moved_cands = moved;
            }
            _ => {
                for i in 0..n {
                    if self.offsets[i].is_some() {
                        continue;
                    }
                    let (f, size) = (level.vals[i], self.p.bufs[i].size);
                    self.cands.push((f, u64::MAX - size, i));
                    if self.partners_of[i].is_empty() {
                        continue;
                    }
                    self.group_offsets(i, f, &mut level.extra);
                    for &q in &level.extra {
                        if peak.max(q + size) < self.best_peak {
                            self.cands.push((q, u64::MAX - size, i));
                        }
                    }
                }
                self.cands[base..].sort_unstable();
            }
        }
        let top = self.cands.len();
        // The children read this node's floors and times from `levels`.
        std::mem::swap(&mut self.levels[depth], level);
        for k in base..top {
            let (q, _, i) = self.cands[k];
            let np = peak.max(q + self.p.bufs[i].size);
            if np >= self.best_peak {
                continue;
            }
            self.place(i, q);
            self.dfs(q, Some(i), np, left - 1);
            self.unplace(i);
            if self.cut || self.best_peak <= self.bound {
                break;
            }
        }
        std::mem::swap(&mut self.levels[depth], level);
        self.cands.truncate(base);
    }
}

/// The smallest layout found: `initial` (a valid layout, if given), first-fit
/// in a few orders, then the complete search over canonical layouts, stopping
/// at the lower bound (`lower_bound`, a bound the caller proved, or
/// [`FpProblem::lower_bound`], whichever is larger) or at the limits.
///
/// Canonical layouts: *groups* (one buffer, or buffers sharing one offset
/// as allowed pairs live together, connected by such pairs) placed in
/// increasing (offset, smallest index) order, each at the lowest offset not
/// below the previous group's where all its members fit. Any valid layout,
/// taken group by group in that order and re-placed so, only moves down (a
/// range that lay above a lower one stays above it); repeating this reaches
/// a layout that stays put, which is canonical and no larger. The search
/// lists a canonical layout's buffers in (offset, index) order: a group's
/// smallest index comes first at its offset; the first group at a new
/// offset starts at its lowest feasible offset or, with a partner, at the
/// end of a placed range (where the whole group's lowest offset lies);
/// every other buffer at its lowest feasible offset not below the previous
/// one. So an exhausted search proves the best layout optimal.
pub fn plan_footprints(
    problem: &FpProblem,
    initial: Option<&[u64]>,
    lower_bound: u64,
    limits: FpLimits,
) -> FpPlan {
    let bufs = &problem.bufs;
    let n = bufs.len();
    let mut conflict = vec![false; n * n];
    for i in 0..n {
        for j in i + 1..n {
            if bufs[i].live_with(&bufs[j]) && bufs[i].active > 0 && bufs[j].active > 0 {
                conflict[i * n + j] = true;
                conflict[j * n + i] = true;
            }
        }
    }
    // Per buffer, its conflicts in increasing order: `conflict_list[
    // placed_at[i]..placed_at[i + 1]]`.
    let mut conflict_list = Vec::new();
    let mut placed_at = Vec::with_capacity(n + 1);
    placed_at.push(0);
    for row in conflict.chunks(n.max(1)) {
        conflict_list.extend((0..n).filter(|&j| row[j]));
        placed_at.push(conflict_list.len());
    }
    let conflicts = |i: usize| &conflict_list[placed_at[i]..placed_at[i + 1]];
    let same = problem.same_matrix();
    let (live, pairs_at) = problem.live_lists(&same, &bound_orders(bufs));
    let bound = lower_bound.max(problem.lower_bound_with(&same, &live, &pairs_at));
    // The times at which a buffer is live are a run.
    let mut times_of = vec![(0, 0); n];
    for (ti, l) in live.iter().enumerate() {
        for &i in &l[0] {
            if times_of[i].1 == 0 {
                times_of[i].0 = ti;
            }
            times_of[i].1 = ti + 1;
        }
    }
    let g = bufs.iter().map(|b| b.align.max(1)).fold(0, gcd).max(1);
    let len: Vec<u64> = bufs.iter().map(|b| align_up(b.active, g)).collect();
    let spread = len
        .iter()
        .try_fold(bufs.iter().map(|b| b.size).max().unwrap_or(0), |s, &l| {
            s.checked_add(l)
        });
    let mut by_delivery = Vec::new();
    let mut by_delivery_at = vec![0];
    for (l, &pairs) in live.iter().zip(&pairs_at) {
        let from = by_delivery.len();
        if !pairs {
            by_delivery.extend(l[0].iter().map(|&i| (i, len[i], bufs[i].size)));
            by_delivery[from..]
                .sort_by_key(|&(_, len, size)| std::cmp::Reverse(size as i128 - len as i128));
        }
        by_delivery_at.push(by_delivery.len());
    }
    let partners_of: Vec<Vec<usize>> = (0..n)
        .map(|i| {
            conflicts(i)
                .iter()
                .copied()
                .filter(|&j| j > i && same[i * n + j])
                .collect()
        })
        .collect();
    let any_partners = partners_of.iter().any(|p| !p.is_empty());
    let rooms = conflict_list.len();
    let mut s = Search {
        p: problem,
        same,
        conflict_list,
        partners_of,
        step: bufs.iter().map(|b| b.align.max(1)).collect(),
        len,
        offsets: vec![None; n],
        placed: vec![(0, 0, 0); rooms],
        placed_at,
        placed_len: vec![0; n],
        best: vec![0; n],
        best_peak: u64::MAX,
        bound,
        nodes: 0,
        limits,
        deadline: Instant::now() + limits.time,
        cut: false,
        live,
        by_delivery,
        by_delivery_at,
        times_of,
        any_pairs: pairs_at.contains(&true),
        pairs_at,
        levels: (0..n).map(|_| Level::default()).collect(),
        dirty: Vec::new(),
        todo: Vec::new(),
        moved: Vec::new(),
        jobs: Vec::new(),
        chosen: Vec::new(),
        last_chosen: Vec::new(),
        group_live: Vec::new(),
        group_compat: Vec::new(),
        partners: Vec::new(),
        cands: Vec::new(),
        moved_cands: Vec::new(),
        any_partners,
        spread,
    };
    let peak_of = |o: &[u64]| {
        bufs.iter()
            .zip(o)
            .map(|(b, o)| o + b.size)
            .max()
            .unwrap_or(0)
    };
    // [`FpProblem::validate`], over the conflicts only.
    let valid = |o: &[u64]| {
        o.len() == n
            && (0..n).all(|i| {
                o[i].is_multiple_of(s.step[i])
                    && s.conflicts(i)
                        .iter()
                        .all(|&j| j < i || s.fits(i, o[i], j, o[j]))
            })
    };
    if let Some(init) = initial
        && valid(init)
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
    let mut keyed = Vec::with_capacity(n);
    for key in orders {
        // Keys computed once; with the index they are distinct, so the
        // unstable sort gives the one order.
        keyed.clear();
        keyed.extend(bufs.iter().enumerate().map(|(i, b)| (key(b), i)));
        keyed.sort_unstable();
        let order = keyed.iter().map(|&(_, i)| i);
        s.clear();
        for i in order {
            let p = s.lowest(&[i], 0);
            s.place(i, p);
        }
        let o: Vec<u64> = s.offsets.iter().map(|o| o.unwrap_or(0)).collect();
        if peak_of(&o) < s.best_peak {
            s.best_peak = peak_of(&o);
            s.best = o;
        }
    }
    // First the decision "is the bound reached?" with half the nodes: the
    // bound prunes much harder than the incumbent. An exhausted decision
    // proves the bound unreachable.
    let mut bound = bound;
    if s.best_peak > bound {
        let (best, best_peak) = (std::mem::take(&mut s.best), s.best_peak);
        s.best_peak = bound + 1;
        s.limits.nodes = limits.nodes / 4 * 3;
        s.clear();
        s.dfs(0, None, 0, n);
        if s.best_peak > bound {
            if !s.cut {
                bound += 1;
                s.bound = bound;
            }
            s.best = best;
            s.best_peak = best_peak;
            s.cut = false;
            s.limits.nodes = limits.nodes;
        }
    }
    s.clear();
    s.dfs(0, None, 0, n);
    let optimal = s.best_peak <= bound || !s.cut;
    debug_assert!(problem.validate(&s.best));
    FpPlan {
        offsets: s.best,
        peak: if n == 0 { 0 } else { s.best_peak },
        optimal,
        nodes: s.nodes,
        bound: if n == 0 { 0 } else { bound },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Brute force over every aligned offset up to the sum of sizes and
    /// alignments (enough for a layout stacking every buffer).
    fn brute(p: &FpProblem) -> u64 {
        let total: u64 = p.bufs.iter().map(|b| b.size + b.align).sum();
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

    /// [`jackson`] as first written: the ready jobs in a list, ties to the
    /// earliest released; its value, the optimum, must be the same.
    /// (A lower bound on `max(offset + size)` over jobs whose ranges
    /// `[offset, offset + len)` are pairwise disjoint, each offset at or above
    /// its release: the optimum of the preemptive relaxation (one machine,
    /// processing time `len`, delivery time `size - len`), which the
    /// preemptive largest-delivery-time-first rule reaches (Jackson's rule).
    /// Every layout is such a schedule without preemption, so this is a bound.
    fn jackson_reference(jobs: &mut [Job]) -> u64 {
        jobs.sort_by_key(|j| j.release);
        let mut left: Vec<u64> = jobs.iter().map(|j| j.len).collect();
        let mut ready: Vec<usize> = Vec::new();
        let (mut next, mut t, mut best) = (0usize, 0u64, 0i128);
        while next < jobs.len() || !ready.is_empty() {
            if ready.is_empty() {
                t = t.max(jobs[next].release);
            }
            while next < jobs.len() && jobs[next].release <= t {
                ready.push(next);
                next += 1;
            }
            // The ready job with the largest delivery time `size - len`.
            let (k, &j) = ready
                .iter()
                .enumerate()
                .max_by_key(|&(_, &j)| (jobs[j].size as i128 - jobs[j].len as i128, usize::MAX - j))
                .expect("a job is ready");
            let until = if next < jobs.len() {
                jobs[next].release
            } else {
                u64::MAX
            };
            let run = left[j].min(until - t);
            t += run;
            left[j] -= run;
            if left[j] == 0 {
                ready.swap_remove(k);
                best = best.max(t as i128 - jobs[j].len as i128 + jobs[j].size as i128);
            }
        }
        best.max(0) as u64
    }

    /// [`jackson`] before the closed form: the preemptive schedule itself.
    fn jackson_schedule(jobs: &mut [Job]) -> u64 {
        // By release (insertion sort: a few jobs, often sorted already).
        for a in 1..jobs.len() {
            let mut b = a;
            while b > 0 && jobs[b - 1].release > jobs[b].release {
                jobs.swap(b - 1, b);
                b -= 1;
            }
        }
        let n = jobs.len();
        // `jobs[..done]` are finished, `jobs[done..next]` released and not: a
        // released job's `release` holds its length and its `len` what is left
        // of it.
        let (mut done, mut next, mut t, mut best) = (0usize, 0usize, 0u64, 0i128);
        let delivery = |j: &Job| j.size as i128 - j.release as i128;
        while done < n {
            if done == next {
                t = t.max(jobs[next].release);
            }
            while next < n && jobs[next].release <= t {
                jobs[next].release = jobs[next].len;
                next += 1;
            }
            // A ready job with the largest delivery time.
            let mut k = done;
            for r in done + 1..next {
                if delivery(&jobs[r]) > delivery(&jobs[k]) {
                    k = r;
                }
            }
            let until = if next < n {
                jobs[next].release
            } else {
                u64::MAX
            };
            let run = jobs[k].len.min(until - t);
            t += run;
            jobs[k].len -= run;
            if jobs[k].len == 0 {
                best = best.max(t as i128 + delivery(&jobs[k]));
                jobs.swap(done, k);
                done += 1;
            }
        }
        best.max(0) as u64
    }

    #[test]
    fn jackson_matches_schedule() {
        let mut seed = 5u64;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        for _ in 0..20000 {
            let n = next(12) as usize;
            let scale = [1, 3, 64, 1 << 40][next(4) as usize];
            let jobs: Vec<Job> = (0..n)
                .map(|_| Job {
                    release: next(6) * next(9) * scale,
                    len: next(9) * scale,
                    size: next(14) * scale,
                })
                .collect();
            let (mut a, mut b) = (jobs.clone(), jobs.clone());
            let value = jackson(&mut a);
            assert_eq!(value, jackson_schedule(&mut b), "{jobs:?}");
            // `a` is by decreasing delivery time now; every sum fits.
            if scale < 1 << 40 {
                assert_eq!(jackson_sorted_narrow(&a), value, "{jobs:?}");
            }
        }
    }

    #[test]
    fn jackson_matches_reference() {
        let mut seed = 11u64;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        for _ in 0..5000 {
            let n = next(9) as usize;
            let jobs: Vec<Job> = (0..n)
                .map(|_| Job {
                    release: next(4) * next(6),
                    len: next(8),
                    size: next(12),
                })
                .collect();
            let (mut a, mut b) = (jobs.clone(), jobs.clone());
            assert_eq!(jackson(&mut a), jackson_reference(&mut b), "{jobs:?}");
        }
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
        for _ in 0..600 {
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
            let best = brute(&p);
            assert_eq!(r.peak, best, "{p:?} {r:?}");
            assert!(p.lower_bound() <= best, "{p:?} {}", p.lower_bound());
            assert!(r.bound <= best);
        }
    }
}
