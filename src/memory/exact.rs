//! A complete branch-and-bound search in the style of MiniMalloc (Moffitt, ASPLOS
//! 2023), re-implemented from the paper's description.
//!
//! The core is a decision procedure, [`fits`]: "is there a layout with peak <= C?".
//! * **Canonical solutions.** Buffers are placed in non-decreasing offset order (ties
//!   by preorder index), each at its *minimum offset*: the highest top of the placed
//!   buffers it conflicts with, rounded up to its alignment. Pushing every buffer of
//!   any valid layout down as far as it goes, in offset order, gives such a canonical
//!   layout with no larger peak, so searching canonical layouts is complete.
//! * **Section inference.** Time is cut into sections, each a set of buffers live at
//!   one moment (a clique). A partial layout is pruned when some section's floor (its
//!   highest placed top, at least the current offset and at least the lowest minimum
//!   offset of its unplaced buffers) plus its unplaced bytes exceeds `C`.
//! * **Dominance.** A buffer is never placed at or above the point where some unplaced
//!   buffer could already end (`min_offset + size`): that buffer would fit below and
//!   the layout is found in another branch.
//! * **Hatless pruning.** When the placed buffer conflicts with no unplaced buffer its
//!   position can't hurt anything else; alternatives to it are not explored.
//! * **Dynamic decomposition.** Once every buffer crossing a section boundary is
//!   placed, the two sides are solved independently.
//! * **Ordering.** Candidates are taken by lowest minimum offset, ties by a static
//!   preorder; three preorders ("WAT", "TAW", "TWA": W = lifetime, A = area, T = the
//!   largest section total) run in round robin with doubling node limits.
//!
//! [`exact`] minimises the peak on top of it: it tries the capacity (if given), then
//! bisects between the proven lower bound and the best peak known, each decision
//! within a slice of the time budget (slices double when a whole pass timed out).
//! It reports `optimal` only when it found a layout at the proven bound: the bound it
//! was given (for example a [window bound](super::window)) or one above a target
//! whose search was exhausted.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering as AtomicOrdering};
use std::time::Instant;

use super::problem::Problem;

const NONE: u64 = u64::MAX;

/// Outcome of one decision search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    /// A layout was found.
    Found,
    /// The search space is exhausted: no layout fits.
    NotFound,
    /// The node limit of this round ran out.
    Aborted,
    /// The deadline passed.
    Timeout,
}

/// The answer of [`fits`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// A layout with peak at most the capacity.
    Fits(Vec<u64>),
    /// Proven impossible (the complete search was exhausted).
    Infeasible,
    /// The deadline passed first.
    Unknown,
}

/// Instances larger than this (in conflicting pairs) are not searched exactly.
pub const MAX_PAIRS: usize = 16_000_000;

/// Instances with more buffers than this are not searched exactly (the search
/// recurses once per placed buffer).
pub const MAX_BUFFERS: usize = 100_000;

/// Stack size of the search threads.
const SEARCH_STACK: usize = 512 << 20;

/// Static data of an instance, shared by all searches on it.
struct Sweep {
    /// Buffers that take part (non-zero size, non-empty lifetime).
    active: Vec<bool>,
    /// Conflicting buffers of each buffer.
    overlaps: Vec<Vec<u32>>,
    /// Section range `[lo, hi)` of each active buffer.
    span: Vec<(u32, u32)>,
    /// Buffers of each section.
    sections: Vec<Vec<u32>>,
    /// Independent groups at the start: (buffers, section range).
    partitions: Vec<Partition>,
}

#[derive(Debug, Clone)]
struct Partition {
    buffers: Vec<u32>,
    lo: usize,
    hi: usize,
}

impl Sweep {
    fn new(p: &Problem) -> Option<Sweep> {
        let n = p.len();
        let active: Vec<bool> = p
            .buffers
            .iter()
            .map(|b| b.size > 0 && b.start < b.end)
            .collect();
        if active.iter().filter(|&&a| a).count() > MAX_BUFFERS {
            return None;
        }
        // Sections: one per distinct end time E; a buffer is in the sections whose E
        // satisfies start < E <= end (it is live just before E). Each is a clique.
        let mut ends: Vec<i64> = (0..n)
            .filter(|&i| active[i])
            .map(|i| p.buffers[i].end)
            .collect();
        ends.sort_unstable();
        ends.dedup();
        let mut span = vec![(0u32, 0u32); n];
        let mut incidences = 0usize;
        for i in 0..n {
            if active[i] {
                let b = &p.buffers[i];
                let lo = ends.partition_point(|&e| e <= b.start);
                let hi = ends.partition_point(|&e| e <= b.end);
                span[i] = (lo as u32, hi as u32);
                incidences += hi - lo;
            }
        }
        // Give up before allocating anything large: count the intersecting pairs
        // (an upper bound on the conflicts) with a sweep over starts.
        let mut by_start: Vec<(i64, i64)> = (0..n)
            .filter(|&i| active[i])
            .map(|i| (p.buffers[i].start, p.buffers[i].end))
            .collect();
        by_start.sort_unstable();
        let mut live_ends: BinaryHeap<Reverse<i64>> = BinaryHeap::new();
        let mut intersecting = 0usize;
        for &(st, en) in &by_start {
            while live_ends.peek().is_some_and(|&Reverse(e)| e <= st) {
                live_ends.pop();
            }
            intersecting += live_ends.len();
            live_ends.push(Reverse(en));
        }
        if intersecting > MAX_PAIRS || incidences > 4 * MAX_PAIRS {
            return None;
        }
        let mut sections: Vec<Vec<u32>> = vec![Vec::new(); ends.len()];
        for i in 0..n {
            if active[i] {
                let (lo, hi) = span[i];
                for s in &mut sections[lo as usize..hi as usize] {
                    s.push(i as u32);
                }
            }
        }
        // Conflicts, by a sweep over starts.
        let mut order: Vec<usize> = (0..n).filter(|&i| active[i]).collect();
        order.sort_by_key(|&i| (p.buffers[i].start, i));
        let mut overlaps: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut live: Vec<usize> = Vec::new();
        let mut pairs = 0usize;
        for &i in &order {
            let s = p.buffers[i].start;
            live.retain(|&j| p.buffers[j].end > s);
            for &j in &live {
                if !p.is_shareable(i, j) {
                    overlaps[i].push(j as u32);
                    overlaps[j].push(i as u32);
                    pairs += 1;
                    if pairs > MAX_PAIRS {
                        return None;
                    }
                }
            }
            live.push(i);
        }
        for o in &mut overlaps {
            o.sort_unstable();
        }
        // Initial partitions: split where no buffer spans two adjacent sections.
        let mut partitions: Vec<Partition> = Vec::new();
        if !sections.is_empty() {
            let cuts = cut_counts(&span, &active, sections.len());
            let mut part_of = vec![0usize; sections.len()];
            let mut lo = 0;
            for s in 0..sections.len() {
                part_of[s] = partitions.len();
                if s + 1 == sections.len() || cuts[s] == 0 {
                    partitions.push(Partition {
                        buffers: Vec::new(),
                        lo,
                        hi: s + 1,
                    });
                    lo = s + 1;
                }
            }
            // A buffer never crosses a zero cut, so its first section names its part.
            for i in 0..n {
                if active[i] {
                    partitions[part_of[span[i].0 as usize]]
                        .buffers
                        .push(i as u32);
                }
            }
            partitions.retain(|q| !q.buffers.is_empty());
        }
        Some(Sweep {
            active,
            overlaps,
            span,
            sections,
            partitions,
        })
    }
}

/// `cuts[s]` = number of buffers live in both section `s` and `s + 1`.
fn cut_counts(span: &[(u32, u32)], active: &[bool], nsec: usize) -> Vec<u32> {
    let mut cuts = vec![0u32; nsec.saturating_sub(1)];
    for (i, &(lo, hi)) in span.iter().enumerate() {
        if active[i] {
            for c in &mut cuts[lo as usize..(hi as usize).saturating_sub(1)] {
                *c += 1;
            }
        }
    }
    cuts
}

/// Static preorder keys, by priority letter.
#[derive(Debug, Clone, Copy)]
enum Heuristic {
    Wat,
    Taw,
    Twa,
}

const HEURISTICS: [Heuristic; 3] = [Heuristic::Wat, Heuristic::Taw, Heuristic::Twa];

struct Solver<'a> {
    p: &'a Problem,
    sw: &'a Sweep,
    capacity: u64,
    deadline: Option<Instant>,
    offsets: Vec<u64>,
    solution: Vec<u64>,
    min_offsets: Vec<u64>,
    /// `min_offsets[j]` for unplaced buffers, `NONE` for placed ones (one array to
    /// scan when looking for the lowest unplaced buffer of a section).
    avail: Vec<u64>,
    total: Vec<u64>,
    cuts: Vec<u32>,
    nodes_left: u64,
    nodes: u64,
    timed_out: bool,
    /// The smallest index of a preorder that found a layout in this round; a search
    /// with a larger index stops (its result would not be used).
    cancel: &'a AtomicUsize,
    index: usize,
    cancelled: bool,
    /// Undo log of minimum offsets.
    offset_log: Vec<(u32, u64)>,
    /// Per section, an unplaced member whose minimum offset left room for the
    /// section's unplaced bytes when last looked at (a hint; always re-checked).
    witness: Vec<u32>,
    /// One ordering buffer per recursion depth, reused across nodes.
    pool: Vec<Vec<(u64, u32)>>,
    depth: usize,
}

impl<'a> Solver<'a> {
    fn new(
        p: &'a Problem,
        sw: &'a Sweep,
        capacity: u64,
        deadline: Option<Instant>,
        cancel: &'a AtomicUsize,
        index: usize,
    ) -> Self {
        let n = p.len();
        let nsec = sw.sections.len();
        Solver {
            p,
            sw,
            capacity,
            deadline,
            offsets: vec![NONE; n],
            solution: vec![0; n],
            min_offsets: vec![0; n],
            avail: vec![0; n],
            total: vec![0; nsec],
            cuts: cut_counts(&sw.span, &sw.active, nsec),
            nodes_left: u64::MAX,
            nodes: 0,
            timed_out: false,
            cancel,
            index,
            cancelled: false,
            offset_log: Vec::new(),
            witness: vec![u32::MAX; nsec],
            pool: Vec::new(),
            depth: 0,
        }
    }

    fn reset(&mut self) {
        self.offsets.iter_mut().for_each(|o| *o = NONE);
        self.min_offsets.iter_mut().for_each(|o| *o = 0);
        self.avail.iter_mut().for_each(|o| *o = 0);
        self.witness.iter_mut().for_each(|w| *w = u32::MAX);
        for (s, members) in self.sw.sections.iter().enumerate() {
            self.total[s] = members
                .iter()
                .map(|&i| self.p.buffers[i as usize].size)
                .sum();
        }
        self.cuts = cut_counts(&self.sw.span, &self.sw.active, self.sw.sections.len());
    }

    /// One round with preorder `h` and a node limit; `Found` leaves the layout in
    /// `self.solution`.
    fn solve_round(&mut self, h: Heuristic, limit: u64) -> Status {
        self.reset();
        self.nodes_left = limit;
        for part in &self.sw.partitions {
            let status = self.sub_solve(part, h);
            if status != Status::Found {
                return status;
            }
        }
        Status::Found
    }

    fn sub_solve(&mut self, part: &Partition, h: Heuristic) -> Status {
        let b = &self.p.buffers;
        // Static preorder of this partition.
        let mut keyed: Vec<(u128, u128, u128, u32)> = part
            .buffers
            .iter()
            .map(|&i| {
                let bi = &b[i as usize];
                let (lo, hi) = self.sw.span[i as usize];
                let t = (lo..hi).map(|s| self.total[s as usize]).max().unwrap_or(0) as u128;
                let w = bi.duration() as u128;
                let a = w * bi.size as u128;
                let key = match h {
                    Heuristic::Wat => (w, a, t),
                    Heuristic::Taw => (t, a, w),
                    Heuristic::Twa => (t, w, a),
                };
                (key.0, key.1, key.2, i)
            })
            .collect();
        keyed.sort_by(|x, y| {
            (y.0, y.1, y.2)
                .cmp(&(x.0, x.1, x.2))
                .then_with(|| x.3.cmp(&y.3))
        });
        let pre: Vec<u32> = keyed.iter().map(|k| k.3).collect();
        let ordering: Vec<(u64, u32)> = (0..pre.len() as u32).map(|k| (0, k)).collect();
        self.search(part, &pre, &ordering, 0, 0, h)
    }

    fn search(
        &mut self,
        part: &Partition,
        pre: &[u32],
        orig: &[(u64, u32)],
        min_offset: u64,
        min_pidx: u32,
        h: Heuristic,
    ) -> Status {
        if self.nodes_left == 0 {
            return Status::Aborted;
        }
        self.nodes_left -= 1;
        self.nodes += 1;
        if self.nodes.is_multiple_of(256) {
            if self.deadline.is_some_and(|d| Instant::now() >= d) {
                self.timed_out = true;
            }
            if self.cancel.load(AtomicOrdering::Relaxed) < self.index {
                self.cancelled = true;
            }
        }
        if self.timed_out {
            return Status::Timeout;
        }
        if self.cancelled {
            return Status::Aborted;
        }
        if self.pool.len() <= self.depth {
            self.pool.push(Vec::new());
        }
        let mut ordering = std::mem::take(&mut self.pool[self.depth]);
        ordering.clear();
        for &(_, k) in orig {
            let i = pre[k as usize] as usize;
            if self.offsets[i] == NONE {
                ordering.push((self.min_offsets[i], k));
            }
        }
        self.depth += 1;
        let status = self.branch(part, pre, &mut ordering, min_offset, min_pidx, h);
        self.depth -= 1;
        self.pool[self.depth] = ordering;
        status
    }

    fn branch(
        &mut self,
        part: &Partition,
        pre: &[u32],
        ordering: &mut [(u64, u32)],
        min_offset: u64,
        min_pidx: u32,
        h: Heuristic,
    ) -> Status {
        if ordering.is_empty() {
            for &i in &part.buffers {
                self.solution[i as usize] = self.offsets[i as usize];
            }
            return Status::Found;
        }
        // Nearly sorted already (offsets only grow): the stable sort exploits runs.
        ordering.sort();
        let min_height = ordering
            .iter()
            .map(|&(o, k)| o + self.p.buffers[pre[k as usize] as usize].size)
            .min()
            .unwrap_or(NONE);
        // The largest unplaced total of a section: every candidate's offset is the
        // new monotonic floor of every section.
        let max_total = self.total[part.lo..part.hi]
            .iter()
            .copied()
            .max()
            .unwrap_or(0);
        self.try_candidates(
            part, pre, ordering, min_offset, min_pidx, h, min_height, max_total,
        )
    }

    #[allow(clippy::too_many_arguments)]
    fn try_candidates(
        &mut self,
        part: &Partition,
        pre: &[u32],
        ordering: &mut [(u64, u32)],
        min_offset: u64,
        min_pidx: u32,
        h: Heuristic,
        min_height: u64,
        max_total: u64,
    ) -> Status {
        for idx in 0..ordering.len() {
            let (offset, k) = ordering[idx];
            // Canonical: placements are in lexicographic (offset, preorder) order.
            if offset < min_offset || (offset == min_offset && k < min_pidx) {
                continue;
            }
            // Dominance: some unplaced buffer would fit entirely below this offset.
            if offset >= min_height {
                continue;
            }
            // Section inference for what does not depend on the candidate: every
            // section's floor becomes at least `offset` (and the candidate's own
            // sections get floor `offset + size` with `size` fewer unplaced bytes).
            // Candidates come in offset order, so none after this one can pass.
            if offset + max_total > self.capacity {
                break;
            }
            let i = pre[k as usize] as usize;
            let offset_mark = self.offset_log.len();
            let (ok, hatless) = self.place(i, offset);
            debug_assert_eq!(ok, self.check(part, i, offset));
            let mut status = Status::NotFound;
            if ok {
                status = self.decompose(part, pre, ordering, offset, k, i, h);
            }
            self.unplace(i, offset_mark);
            if status != Status::NotFound {
                return status;
            }
            if hatless {
                break;
            }
        }
        Status::NotFound
    }

    /// Places `i` at `offset` and runs section inference on what that changed.
    /// Returns (consistent, hatless): hatless when `i` has no unplaced neighbour.
    ///
    /// Every section `s` keeps the invariant `floor(s) + total(s) <= C`, where
    /// `total` is its unplaced bytes and `floor` the lowest minimum offset of its
    /// unplaced buffers (each lies above every placed member of its section).
    /// Placing `i` removes its bytes from its sections and raises the minimum
    /// offsets of its unplaced neighbours; only the sections of those buffers are
    /// checked, each first through its witness (an unplaced member `j` with
    /// `min_offset(j) + total <= C` when last looked at; backtracking can leave a
    /// witness that no longer qualifies, which is why every touched section is
    /// re-tested). The monotonic floor (`offset + total <= C` everywhere) is the
    /// caller's prefix/suffix maxima test.
    fn place(&mut self, i: usize, offset: u64) -> (bool, bool) {
        let c = self.capacity;
        let size = self.p.buffers[i].size;
        let top = offset + size;
        self.offsets[i] = offset;
        self.avail[i] = NONE;
        let (lo, hi) = self.sw.span[i];
        for s in lo..hi {
            self.total[s as usize] -= size;
        }
        let mut ok = true;
        for s in lo..hi {
            let t = self.total[s as usize];
            if top > c || t > c - top || !self.has_witness(s as usize) {
                ok = false;
                break;
            }
        }
        let mut hatless = true;
        for &j in &self.sw.overlaps[i] {
            let ju = j as usize;
            if self.offsets[ju] != NONE {
                continue;
            }
            hatless = false;
            if !ok {
                break;
            }
            let need = super::problem::align_up(top, self.p.buffers[ju].align);
            if self.min_offsets[ju] >= need {
                continue;
            }
            self.offset_log.push((j, self.min_offsets[ju]));
            self.min_offsets[ju] = need;
            self.avail[ju] = need;
            if need + self.p.buffers[ju].size > c {
                ok = false;
                break;
            }
            let (jl, jh) = self.sw.span[ju];
            for s in jl..jh {
                if !self.has_witness(s as usize) {
                    ok = false;
                    break;
                }
            }
        }
        (ok, hatless)
    }

    /// True when section `s` has an unplaced member `j` with
    /// `min_offset(j) + total(s) <= C` (or no unplaced bytes); keeps it as the
    /// section's witness.
    fn has_witness(&mut self, s: usize) -> bool {
        let t = self.total[s];
        if t == 0 {
            return true;
        }
        let Some(room) = self.capacity.checked_sub(t) else {
            return false;
        };
        let w = self.witness[s];
        if w != u32::MAX && self.avail[w as usize] <= room {
            return true;
        }
        for &j in &self.sw.sections[s] {
            if self.avail[j as usize] <= room {
                self.witness[s] = j;
                return true;
            }
        }
        false
    }

    /// Undoes [`Self::place`].
    fn unplace(&mut self, i: usize, offset_mark: usize) {
        while self.offset_log.len() > offset_mark {
            if let Some((j, old)) = self.offset_log.pop() {
                self.min_offsets[j as usize] = old;
                self.avail[j as usize] = old;
            }
        }
        let size = self.p.buffers[i].size;
        let (lo, hi) = self.sw.span[i];
        for s in lo..hi {
            self.total[s as usize] += size;
        }
        self.offsets[i] = NONE;
        self.avail[i] = self.min_offsets[i];
    }

    /// Section inference from scratch over every section of the partition, for
    /// debug assertions: every unplaced buffer fits above its minimum offset, and
    /// each section's lowest unplaced minimum offset (at least `offset`, and at
    /// least `i`'s top in `i`'s sections) plus its unplaced bytes fits in the
    /// capacity.
    fn check(&self, part: &Partition, i: usize, offset: u64) -> bool {
        let top = offset + self.p.buffers[i].size;
        let (lo, hi) = self.sw.span[i];
        let each_fits = part.buffers.iter().all(|&j| {
            let a = self.avail[j as usize];
            a == NONE || a + self.p.buffers[j as usize].size <= self.capacity
        });
        each_fits
            && (part.lo..part.hi).all(|s| {
                let t = self.total[s];
                if t == 0 {
                    return true;
                }
                let m = self.sw.sections[s]
                    .iter()
                    .map(|&j| self.avail[j as usize])
                    .min()
                    .unwrap_or(NONE);
                let mut floor = m.max(offset);
                if (lo as usize..hi as usize).contains(&s) {
                    floor = floor.max(top);
                }
                floor.saturating_add(t) <= self.capacity
            })
    }

    #[allow(clippy::too_many_arguments)]
    fn decompose(
        &mut self,
        part: &Partition,
        pre: &[u32],
        ordering: &[(u64, u32)],
        offset: u64,
        k: u32,
        i: usize,
        h: Heuristic,
    ) -> Status {
        self.solution[i] = offset;
        let (lo, hi) = self.sw.span[i];
        let mut cutpoints = vec![part.lo];
        for s in lo..hi.saturating_sub(1) {
            let c = &mut self.cuts[s as usize];
            *c -= 1;
            if *c == 0 {
                cutpoints.push(s as usize + 1);
            }
        }
        let status = if cutpoints.len() == 1 {
            self.search(part, pre, ordering, offset, k, h)
        } else {
            cutpoints.push(part.hi);
            let mut status = Status::Found;
            for w in cutpoints.windows(2) {
                let (slo, shi) = (w[0], w[1]);
                let buffers: Vec<u32> = part
                    .buffers
                    .iter()
                    .copied()
                    .filter(|&j| {
                        let (jl, jh) = self.sw.span[j as usize];
                        self.offsets[j as usize] == NONE
                            && (jl as usize) < shi
                            && (jh as usize) > slo
                    })
                    .collect();
                if buffers.is_empty() {
                    continue;
                }
                let sub = Partition {
                    buffers,
                    lo: slo,
                    hi: shi,
                };
                status = self.sub_solve(&sub, h);
                if status != Status::Found {
                    break;
                }
            }
            status
        };
        for s in lo..hi.saturating_sub(1) {
            self.cuts[s as usize] += 1;
        }
        status
    }
}

/// Searches for a layout with peak at most `capacity`, giving up at `deadline`.
///
/// ```
/// use tirsat::memory::{fits, validate, Buffer, Decision, Problem};
/// let p = Problem::new(vec![
///     Buffer::new("a", 4, 0, 3),
///     Buffer::new("b", 4, 3, 9),
///     Buffer::new("c", 4, 0, 9),
///     Buffer::new("d", 4, 9, 21),
///     Buffer::new("e", 4, 0, 21),
/// ])
/// .unwrap();
/// match fits(&p, 12, None) {
///     Decision::Fits(offs) => assert!(validate(&p, &offs).peak <= 12),
///     other => panic!("{other:?}"),
/// }
/// assert_eq!(fits(&p, 11, None), Decision::Infeasible);
/// ```
pub fn fits(p: &Problem, capacity: u64, deadline: Option<Instant>) -> Decision {
    fits_counted(p, capacity, deadline)
        .0
        .unwrap_or(Decision::Unknown)
}

/// [`fits`] with the number of search nodes; `None` when the instance is too large
/// to search. With shareable pairs an exhausted search proves nothing (section
/// inference assumes cliques), so it answers [`Decision::Unknown`] then.
pub(crate) fn fits_counted(
    p: &Problem,
    capacity: u64,
    deadline: Option<Instant>,
) -> (Option<Decision>, u64) {
    let Some(sw) = Sweep::new(p) else {
        return (None, 0);
    };
    let (d, nodes) = decide(p, &sw, capacity, deadline, u64::MAX);
    let d = match d {
        Decision::Infeasible if p.shareable_pairs().next().is_some() => Decision::Unknown,
        d => d,
    };
    (Some(d), nodes)
}

/// What one preorder's search produced in a round: status, layout, nodes.
type RoundResult = (Status, Option<Vec<u64>>, u64);

/// Decides `capacity`: rounds of doubling node limits, each running the three
/// preorders in parallel. The layout of the lowest-numbered preorder that succeeds in
/// a round is returned, so the answer does not depend on thread timing. A round whose
/// node limit would exceed `node_cap` is not started (the answer is then unknown).
fn decide(
    p: &Problem,
    sw: &Sweep,
    capacity: u64,
    deadline: Option<Instant>,
    node_cap: u64,
) -> (Decision, u64) {
    let n = sw.active.iter().filter(|&&a| a).count() as u64;
    let mut limit = n.max(1);
    let mut nodes = 0u64;
    loop {
        limit = limit.saturating_mul(2);
        if limit > node_cap && limit > 2 * n.max(1) {
            return (Decision::Unknown, nodes);
        }
        let winner = AtomicUsize::new(usize::MAX);
        let slots: Mutex<Vec<RoundResult>> =
            Mutex::new(vec![(Status::Aborted, None, 0); HEURISTICS.len()]);
        let next = AtomicUsize::new(0);
        let work = || {
            loop {
                let k = next.fetch_add(1, AtomicOrdering::Relaxed);
                if k >= HEURISTICS.len() {
                    break;
                }
                let mut solver = Solver::new(p, sw, capacity, deadline, &winner, k);
                let status = solver.solve_round(HEURISTICS[k], limit);
                let found = (status == Status::Found).then(|| {
                    winner.fetch_min(k, AtomicOrdering::Relaxed);
                    solver.solution.clone()
                });
                if let Ok(mut r) = slots.lock() {
                    r[k] = (status, found, solver.nodes);
                }
            }
        };
        // The search recurses once per placed buffer: run it on threads with large
        // stacks (reserved, not committed) rather than on the default-sized ones.
        let threads = rayon::current_num_threads().clamp(1, HEURISTICS.len());
        let started = std::thread::scope(|sc| {
            let mut started = 0;
            for _ in 0..threads {
                let b = std::thread::Builder::new().stack_size(SEARCH_STACK);
                if b.spawn_scoped(sc, work).is_ok() {
                    started += 1;
                }
            }
            started
        });
        if started == 0 {
            // No search thread could be started: give up without an answer.
            return (Decision::Unknown, nodes);
        }
        let results = slots.into_inner().unwrap_or_else(|e| e.into_inner());
        // Searches after the winner may have been cancelled at any point: leave them
        // out of the count so that it does not depend on thread timing.
        let winner = results
            .iter()
            .position(|r| r.1.is_some())
            .unwrap_or(results.len());
        nodes += results.iter().take(winner + 1).map(|r| r.2).sum::<u64>();
        if let Some(offs) = results.iter().find_map(|r| r.1.clone()) {
            let mut offs = offs;
            for (i, o) in offs.iter_mut().enumerate() {
                if !sw.active[i] {
                    *o = 0;
                }
            }
            return (Decision::Fits(offs), nodes);
        }
        if results.iter().any(|r| r.0 == Status::NotFound) {
            return (Decision::Infeasible, nodes);
        }
        if results.iter().any(|r| r.0 == Status::Timeout) {
            return (Decision::Unknown, nodes);
        }
        if limit == u64::MAX {
            return (Decision::Unknown, nodes);
        }
    }
}

/// The result of [`exact`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExactResult {
    /// The best layout found (the initial one if nothing better was found).
    pub offsets: Vec<u64>,
    /// Its peak.
    pub peak: u64,
    /// True when the peak is proven minimal.
    pub optimal: bool,
    /// Largest value proven to be a lower bound on the optimal peak.
    pub proven_lower_bound: u64,
    /// Search nodes visited in total.
    pub nodes: u64,
    /// False when the instance was too large to search (see [`MAX_PAIRS`] and
    /// [`MAX_BUFFERS`]).
    pub searched: bool,
    /// True when the deadline cut a search short.
    pub timed_out: bool,
    /// When the search last improved the peak (`None`: the initial layout is the
    /// best).
    pub improved_at: Option<Instant>,
    /// When the peak was proven minimal (`None`: not proven, or proven by the
    /// bound it was given before any search).
    pub proved_at: Option<Instant>,
}

/// The node cap of a decision in the first pass of the bisection, per buffer.
const FIRST_NODES_PER_BUFFER: u64 = 8;

/// Minimises the peak starting from a known valid layout `initial` (for example a
/// greedy one) and a proven lower bound `lb`: decides the capacity first (when it
/// is below the initial peak), then bisects between the proven bound and the best
/// peak, until the deadline.
///
/// Each decision runs up to a node cap. A target whose search reaches its cap is
/// treated as "too low" for the rest of that pass of the bisection, so the best
/// peak keeps improving where layouts are easy to find; when the pass has nothing
/// left to try, the cap doubles and the bisection restarts from the proven bound.
/// Caps count nodes, not time: the sequence of layouts does not depend on the
/// machine's load, only on where the deadline cuts it. `optimal` means the search found a layout at the proven bound:
/// either `lb` itself or one above an exhausted search.
///
/// ```
/// use tirsat::memory::{exact, lower_bound, Buffer, Problem};
/// let p = Problem::new(vec![
///     Buffer::new("b", 2, 4, 6),
///     Buffer::new("c", 5, 5, 9),
///     Buffer::new("d", 1, 3, 6),
///     Buffer::new("e", 3, 3, 5),
///     Buffer::new("f", 1, 2, 6),
///     Buffer::new("g", 4, 0, 4),
///     Buffer::new("h", 3, 6, 8),
///     Buffer::new("i", 5, 0, 2),
/// ])
/// .unwrap();
/// let stacked: Vec<u64> = (0..8).map(|i| 5 * i).collect(); // valid, peak 40
/// let r = exact(&p, lower_bound(&p), stacked, None, None);
/// assert_eq!((r.peak, r.proven_lower_bound, r.optimal), (10, 10, true));
/// ```
pub fn exact(
    p: &Problem,
    lb: u64,
    initial: Vec<u64>,
    capacity: Option<u64>,
    deadline: Option<Instant>,
) -> ExactResult {
    let peak = p.peak(&initial);
    let mut r = ExactResult {
        offsets: initial,
        peak,
        optimal: peak <= lb,
        proven_lower_bound: lb,
        nodes: 0,
        searched: false,
        timed_out: false,
        improved_at: None,
        proved_at: None,
    };
    if r.optimal {
        return r;
    }
    let Some(sw) = Sweep::new(p) else {
        return r;
    };
    r.searched = true;
    // Infeasibility proofs rely on section inference, which assumes every section is
    // a clique; shareable pairs break that, so only trust a layout at the bound then.
    let proofs = p.shareable_pairs().next().is_none();
    let expired = || deadline.is_some_and(|d| Instant::now() >= d);
    // Some(true): fits; Some(false): proven infeasible; None: unknown.
    let try_target = |r: &mut ExactResult, target: u64, cap: u64| -> Option<bool> {
        let (d, nodes) = decide(p, &sw, target, deadline, cap);
        r.nodes += nodes;
        match d {
            Decision::Fits(offs) => {
                let pk = p.peak(&offs);
                if pk < r.peak {
                    r.peak = pk;
                    r.offsets = offs;
                    r.improved_at = Some(Instant::now());
                }
                Some(true)
            }
            Decision::Infeasible if proofs => {
                r.proven_lower_bound = r.proven_lower_bound.max(target + 1);
                Some(false)
            }
            Decision::Infeasible | Decision::Unknown => {
                r.timed_out |= expired();
                None
            }
        }
    };
    // 1. The requested capacity.
    if let Some(c) = capacity
        && c >= lb
        && c < r.peak
    {
        try_target(&mut r, c, u64::MAX);
    }
    // 2. Bisection between the proven bound and the best peak, with node caps
    // (unlimited without a deadline: every search then completes).
    let n = sw.active.iter().filter(|&&a| a).count() as u64;
    let mut cap = if deadline.is_some() {
        FIRST_NODES_PER_BUFFER.saturating_mul(n.max(1))
    } else {
        u64::MAX
    };
    // Smallest target not yet ruled out in this pass (proven or timed out).
    let mut soft = r.proven_lower_bound;
    let mut first = true;
    while r.proven_lower_bound < r.peak && !expired() {
        if soft >= r.peak {
            // Every target of this pass reached its cap: a larger cap, from the bound.
            if cap == u64::MAX {
                break; // unlimited, yet unknown: nothing more to learn
            }
            cap = cap.saturating_mul(2);
            soft = r.proven_lower_bound;
            first = true;
        }
        // The bound first (it is often the optimum), then halves.
        let target = if first {
            soft
        } else {
            soft + (r.peak - 1 - soft) / 2
        };
        first = false;
        match try_target(&mut r, target, cap) {
            Some(true) => {}
            Some(false) => soft = soft.max(r.proven_lower_bound),
            None => soft = target + 1,
        }
    }
    r.optimal = r.peak <= r.proven_lower_bound;
    if r.optimal {
        r.proved_at = Some(Instant::now());
    }
    r
}
