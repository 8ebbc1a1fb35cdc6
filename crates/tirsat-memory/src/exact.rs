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
//! runs rounds of decisions at the proven lower bound and at targets spread over the
//! gap up to the best peak known, in parallel, each with a node limit that grows
//! from round to round. It reports `optimal` only when it found a layout at the proven bound: the bound it
//! was given (for example a [window bound](super::window)) or one above a target
//! whose search was exhausted.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering as AtomicOrdering};
use std::time::Instant;

use super::greedy::INLINE_BUFFERS;
use super::index::LifetimeIndex;
use super::memo::{Memo, NO_LEVEL};
use super::problem::Problem;
use super::trees::{AddMax, ArgMin, MinTree};

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

/// Instances larger than this (in pairs of intersecting lifetimes) are not searched
/// exactly.
pub const MAX_PAIRS: usize = 64_000_000;

/// Instances with more buffers than this are not searched exactly (the search
/// recurses once per placed buffer).
pub const MAX_BUFFERS: usize = 100_000;

/// Stack size of the search threads.
const SEARCH_STACK: usize = 512 << 20;

/// Runs `work` on up to `jobs` scoped threads (at most rayon's thread count) and
/// returns how many started. The search recurses once per placed buffer, so the
/// threads get [`SEARCH_STACK`]-sized stacks (reserved, not committed) rather than
/// the default size. An instance of at most [`INLINE_BUFFERS`] buffers (`n`) is
/// searched on the calling thread: its recursion is shallow, starting threads
/// would cost more than its search (a merged kernel's instance, searched on each
/// of rayon's threads at once), and one thread taking the jobs in order is the
/// order the results are defined by, also in a race.
fn on_search_threads(jobs: usize, n: usize, work: impl Fn() + Sync) -> usize {
    if n <= INLINE_BUFFERS {
        work();
        return 1;
    }
    let threads = rayon::current_num_threads().clamp(1, jobs.max(1));
    std::thread::scope(|sc| {
        let mut started = 0;
        for _ in 0..threads {
            let b = std::thread::Builder::new().stack_size(SEARCH_STACK);
            if b.spawn_scoped(sc, &work).is_ok() {
                started += 1;
            }
        }
        started
    })
}

/// Static data of an instance, shared by all searches on it.
struct Sweep {
    /// Buffers that take part (non-zero size, non-empty lifetime).
    active: Vec<bool>,
    /// Section range `[lo, hi)` of each active buffer.
    span: Vec<(u32, u32)>,
    /// Buffers of each section, sorted.
    sections: Csr,
    /// Independent groups at the start: (buffers, section range).
    partitions: Vec<Partition>,
    /// The lowest offset each buffer may take (the starting minimum offsets; zero
    /// except for [`decide_above`]).
    floors: Vec<u64>,
    /// Whether the searches keep a table of failed states ([`super::memo`]).
    memo: bool,
    /// Checking mode (tests): a node found in the table is searched anyway, and a
    /// layout found below it counts as a wrong prune.
    memo_verify: bool,
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
        let sections = Csr::build(ends.len(), |add| {
            for i in 0..n {
                if active[i] {
                    let (lo, hi) = span[i];
                    for s in lo..hi {
                        add(s as usize, i as u32);
                    }
                }
            }
        });
        // Initial partitions: split where no buffer spans two adjacent sections.
        let mut partitions: Vec<Partition> = Vec::new();
        if !ends.is_empty() {
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
            span,
            sections,
            partitions,
            floors: vec![0; n],
            memo: memo_default(),
            memo_verify: false,
        })
    }
}

/// Rows of `u32`s in one flat array (row `r` is `items[start[r]..start[r + 1]]`).
struct Csr {
    start: Vec<usize>,
    items: Vec<u32>,
}

impl Csr {
    /// Builds `rows` rows from `fill`, which is called twice with the same sequence of
    /// `(row, item)` additions: once to count, once to store.
    fn build(rows: usize, mut fill: impl FnMut(&mut dyn FnMut(usize, u32))) -> Csr {
        let mut start = vec![0usize; rows + 1];
        fill(&mut |r, _| start[r + 1] += 1);
        for r in 0..rows {
            start[r + 1] += start[r];
        }
        let mut items = vec![0u32; start[rows]];
        let mut next = start.clone();
        fill(&mut |r, x| {
            items[next[r]] = x;
            next[r] += 1;
        });
        Csr { start, items }
    }

    fn row(&self, r: usize) -> &[u32] {
        &self.items[self.start[r]..self.start[r + 1]]
    }

    fn len(&self) -> usize {
        self.start.len() - 1
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
    /// Unplaced bytes of each section.
    total: Vec<u64>,
    /// The same totals, for the largest one over a range.
    total_max: AddMax,
    cuts: Vec<u32>,
    nodes_left: u64,
    nodes: u64,
    timed_out: bool,
    /// The smallest index of a preorder that found a layout in this round; a search
    /// with a larger index stops (its result would not be used).
    cancel: &'a AtomicUsize,
    index: usize,
    cancelled: bool,
    /// In a race ([`decide_targets`] with a deadline and no node budget): the
    /// first index of the lowest target some search has found a layout at; a
    /// search at that target or above stops, whatever its index.
    closed: Option<&'a AtomicUsize>,
    /// Undo log of placements' side effects: (buffer, old minimum offset, whether it
    /// was a candidate of its level).
    offset_log: Vec<(u32, u64, bool)>,
    /// Per section, an unplaced member whose minimum offset left room for the
    /// section's unplaced bytes when last looked at (a hint; always re-checked).
    witness: Vec<u32>,
    /// The partitions being searched, innermost last.
    levels: Vec<Level>,
    /// Position of each buffer in the preorder of the innermost level holding it.
    pos: Vec<u32>,
    /// Candidates taken out of the innermost level's order by the nodes on the
    /// current path (tried, or below the node's canonical cursor), to put back.
    removed: Vec<u32>,
    /// The unplaced buffers by lifetime: a placement visits its unplaced
    /// neighbours only, without a stored conflict list.
    unplaced: LifetimeIndex,
    /// Scratch list of the neighbours being raised.
    near: Vec<u32>,
    /// Failed states of this search (capacity and preorder), when enabled.
    memo: Option<Memo>,
    /// The keys of the nodes on the current path, innermost last.
    keys: Vec<u32>,
    /// `gcd` of the grain and the floors: every minimum offset is a multiple.
    unit: u64,
    /// Minimum offsets in units need two key words.
    wide: bool,
}

/// One partition's search state: its static preorder and, by preorder position,
/// the candidate order and the unplaced tops, each updated as buffers are placed,
/// raised and unplaced (no step re-sorts the unplaced buffers).
struct Level {
    /// Buffer at each preorder position.
    pre: Vec<u32>,
    /// Minimum offset of each candidate (`NONE`: placed, or out of the candidates
    /// of the current node and its subtree); the smallest `(offset, position)` is
    /// the next candidate.
    order: ArgMin,
    /// `min_offset + size` of each unplaced buffer (`NONE`: placed); the smallest is
    /// the dominance limit.
    tops: MinTree,
    /// Saved `pos` of the buffers, restored when the level ends.
    saved_pos: Vec<u32>,
    /// Interned id in the table of failed states ([`NO_LEVEL`]: none).
    id: u32,
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
            total_max: AddMax::new(&[]),
            cuts: cut_counts(&sw.span, &sw.active, nsec),
            nodes_left: u64::MAX,
            nodes: 0,
            timed_out: false,
            cancel,
            index,
            cancelled: false,
            closed: None,
            offset_log: Vec::new(),
            witness: vec![u32::MAX; nsec],
            levels: Vec::new(),
            pos: vec![0; n],
            removed: Vec::new(),
            unplaced: LifetimeIndex::new(p),
            near: Vec::new(),
            memo: None,
            keys: Vec::new(),
            unit: 1,
            wide: false,
        }
    }

    /// Aims the solver at `capacity` and gives it a table of failed states (when
    /// the instance enables them): `memo` if given (it must come from a search
    /// with the same capacity and preorder), else a new one sized for `limit`
    /// nodes.
    fn with_memo(&mut self, memo: Option<Memo>, limit: u64) {
        if !self.sw.memo {
            self.memo = None;
            return;
        }
        let mut m = memo.unwrap_or_else(|| Memo::new(limit));
        m.reserve(limit);
        self.memo = Some(m);
        let g = self.sw.floors.iter().fold(grain(self.p), |g, &f| gcd(g, f));
        self.unit = g.max(1);
        self.wide = self.capacity / self.unit >= u64::from(u32::MAX);
    }

    fn reset(&mut self) {
        self.offsets.iter_mut().for_each(|o| *o = NONE);
        self.min_offsets.copy_from_slice(&self.sw.floors);
        self.avail.copy_from_slice(&self.sw.floors);
        self.witness.iter_mut().for_each(|w| *w = u32::MAX);
        for s in 0..self.sw.sections.len() {
            let members = self.sw.sections.row(s);
            self.total[s] = members
                .iter()
                .map(|&i| self.p.buffers[i as usize].size)
                .sum();
        }
        let totals: Vec<i64> = self.total.iter().map(|&t| t as i64).collect();
        self.total_max = AddMax::new(&totals);
        self.cuts = cut_counts(&self.sw.span, &self.sw.active, self.sw.sections.len());
        self.levels.clear();
        self.removed.clear();
        // A round that ended by a time-out or an abort left its placements in.
        self.offset_log.clear();
        self.keys.clear();
        self.unplaced.fill();
    }

    /// One round with preorder `h` and a node limit; `Found` leaves the layout in
    /// `self.solution`.
    fn solve_round(&mut self, h: Heuristic, limit: u64) -> Status {
        self.reset();
        self.nodes_left = limit;
        // The invariant of [`Self::place`] at the root: each buffer fits above its
        // floor, and each section's unplaced bytes above its lowest floor.
        // Otherwise nothing fits (with zero floors: a section heavier than `C`).
        let c = self.capacity;
        let alone = (0..self.p.len()).all(|i| {
            !self.sw.active[i] || self.sw.floors[i].saturating_add(self.p.buffers[i].size) <= c
        });
        if !alone || !(0..self.sw.sections.len()).all(|s| self.has_witness(s)) {
            return Status::NotFound;
        }
        for part in &self.sw.partitions {
            let status = self.sub_solve(part, h);
            if status != Status::Found {
                return status;
            }
        }
        Status::Found
    }

    /// Searches one partition (all of its buffers unplaced) with its own preorder.
    fn sub_solve(&mut self, part: &Partition, h: Heuristic) -> Status {
        let b = &self.p.buffers;
        // Static preorder of this partition.
        let mut keyed: Vec<(u128, u128, u128, u32)> = part
            .buffers
            .iter()
            .map(|&i| {
                let bi = &b[i as usize];
                let (lo, hi) = self.sw.span[i as usize];
                let t = self.total_max.max(lo as usize, hi as usize).max(0) as u128;
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
        let offs: Vec<u64> = pre.iter().map(|&i| self.min_offsets[i as usize]).collect();
        let tops: Vec<u64> = pre
            .iter()
            .map(|&i| self.min_offsets[i as usize] + b[i as usize].size)
            .collect();
        let saved_pos = pre.iter().map(|&i| self.pos[i as usize]).collect();
        for (k, &i) in pre.iter().enumerate() {
            self.pos[i as usize] = k as u32;
        }
        let id = match &mut self.memo {
            Some(m) if (MEMO_MIN_BUFFERS..=MEMO_MAX_BUFFERS).contains(&pre.len()) => {
                m.level_id(part.lo, part.hi, &pre)
            }
            _ => NO_LEVEL,
        };
        self.levels.push(Level {
            order: ArgMin::new(&offs),
            tops: MinTree::new(&tops),
            pre,
            saved_pos,
            id,
        });
        let status = self.search(part, 0, 0, h);
        if let Some(level) = self.levels.pop() {
            for (&i, &old) in level.pre.iter().zip(&level.saved_pos) {
                self.pos[i as usize] = old;
            }
        }
        status
    }

    fn level(&mut self) -> &mut Level {
        let last = self.levels.len() - 1;
        &mut self.levels[last]
    }

    /// One node: tries the candidates at or after the canonical cursor
    /// `(min_offset, min_pidx)` in `(offset, preorder)` order.
    fn search(&mut self, part: &Partition, min_offset: u64, min_pidx: u32, h: Heuristic) -> Status {
        if self.nodes_left == 0 {
            return Status::Aborted;
        }
        self.nodes_left -= 1;
        self.nodes += 1;
        if self.nodes.is_multiple_of(16) {
            if self.deadline.is_some_and(|d| Instant::now() >= d) {
                self.timed_out = true;
            }
            if self.cancel.load(AtomicOrdering::Relaxed) < self.index
                || self
                    .closed
                    .is_some_and(|c| c.load(AtomicOrdering::Relaxed) <= self.index)
            {
                self.cancelled = true;
            }
        }
        if self.timed_out {
            return Status::Timeout;
        }
        if self.cancelled {
            return Status::Aborted;
        }
        // The lowest top of an unplaced buffer: no candidate at or above it.
        let min_height = self.level().tops.min();
        if min_height == NONE {
            for &i in &part.buffers {
                self.solution[i as usize] = self.offsets[i as usize];
            }
            return Status::Found;
        }
        // The largest unplaced total of a section: every candidate's offset is the
        // new monotonic floor of every section.
        let max_total = self.total_max.max(part.lo, part.hi).max(0) as u64;
        // A state whose subtree was exhausted before fails at once.
        let key_mark = self.keys.len();
        let memo = self.memo.is_some() && self.level().id != NO_LEVEL;
        let mut pruned = false;
        if memo {
            self.write_key((min_offset, min_pidx));
            let key = &self.keys[key_mark..];
            if self.memo.as_mut().is_some_and(|m| m.contains(key)) {
                if !self.sw.memo_verify {
                    self.keys.truncate(key_mark);
                    return Status::NotFound;
                }
                pruned = true;
            }
        }
        let nodes_before = self.nodes;
        let mark = self.removed.len();
        let status = self.try_candidates(part, (min_offset, min_pidx), h, min_height, max_total);
        if matches!(status, Status::Timeout | Status::Aborted) {
            return status; // the round is over (see `try_candidates`)
        }
        // Put back the candidates this node took out.
        while self.removed.len() > mark {
            if let Some(k) = self.removed.pop() {
                let i = self.level().pre[k as usize] as usize;
                let o = self.min_offsets[i];
                self.level().order.set(k as usize, o);
            }
        }
        if pruned
            && status == Status::Found
            && let Some(m) = self.memo.as_mut()
        {
            m.wrong += 1;
        }
        if memo {
            if status == Status::NotFound && !pruned {
                let work = self.nodes - nodes_before;
                if let Some(m) = self.memo.as_mut() {
                    m.insert(&self.keys[key_mark..], work);
                }
            }
            self.keys.truncate(key_mark);
        }
        status
    }

    /// Appends the key of the current node (canonical cursor `cursor`) of the
    /// innermost level to `self.keys`: everything the outcome of its subtree
    /// depends on besides the capacity and the preorder (fixed per table).
    ///
    /// The subtree reads the innermost level only: its preorder and section range
    /// (the level id), which of its buffers are placed, the minimum offsets of the
    /// unplaced ones, and which of them are out of the candidates. Sections of the
    /// range hold no unplaced buffer of another level, and a placed buffer acts on
    /// the search only through the minimum offsets it set and the unplaced totals
    /// (functions of the unplaced set). The cursor acts only at this node, by
    /// taking out the candidates below it, which come first in the candidate order:
    /// so it is folded into the excluded set (a buffer raised later lies above every
    /// later cursor). Words: the level id; bitsets (by preorder position) of the
    /// unplaced, the excluded and the raised (minimum offset above the floor)
    /// buffers; the raised buffers' minimum offsets in units (one or two words).
    fn write_key(&mut self, cursor: (u64, u32)) {
        let last = self.levels.len() - 1;
        let level = &self.levels[last];
        let len = level.pre.len();
        let words = len.div_ceil(32);
        let base = self.keys.len();
        self.keys.push(level.id);
        self.keys.resize(base + 1 + 3 * words, 0);
        for (k, &i) in level.pre.iter().enumerate() {
            let i = i as usize;
            if self.offsets[i] != NONE {
                continue;
            }
            let bit = 1u32 << (k % 32);
            let w = base + 1 + k / 32;
            self.keys[w] |= bit;
            let m = self.min_offsets[i];
            if level.order.get(k) == NONE || (m, k as u32) < cursor {
                self.keys[w + words] |= bit;
            }
            if m != self.sw.floors[i] {
                self.keys[w + 2 * words] |= bit;
                let u = m / self.unit;
                if self.wide {
                    self.keys.push((u >> 32) as u32);
                }
                self.keys.push(u as u32);
            }
        }
    }

    fn try_candidates(
        &mut self,
        part: &Partition,
        cursor: (u64, u32),
        h: Heuristic,
        min_height: u64,
        max_total: u64,
    ) -> Status {
        loop {
            let (offset, kk) = self.level().order.min();
            if offset == NONE {
                break;
            }
            let k = kk as u32;
            // Canonical: placements are in lexicographic (offset, preorder) order;
            // a buffer below the cursor stays out of this subtree's candidates
            // unless a placement raises it.
            if (offset, k) < cursor {
                self.level().order.set(kk, NONE);
                self.removed.push(k);
                continue;
            }
            // Dominance: some unplaced buffer would fit entirely below this offset
            // (and below every later candidate).
            if offset >= min_height {
                break;
            }
            // Section inference for what does not depend on the candidate: every
            // section's floor becomes at least `offset` (and the candidate's own
            // sections get floor `offset + size` with `size` fewer unplaced bytes).
            // Candidates come in offset order, so none after this one can pass.
            if offset + max_total > self.capacity {
                break;
            }
            let i = self.level().pre[kk] as usize;
            let offset_mark = self.offset_log.len();
            let (ok, hatless) = self.place(i, offset);
            debug_assert_eq!(ok, self.check(part, i, offset));
            let mut status = Status::NotFound;
            if ok {
                status = self.decompose(part, offset, k, i, h);
            }
            if matches!(status, Status::Timeout | Status::Aborted) {
                // The round is over and `reset` rebuilds the state before the
                // next one: unwinding a deep dive placement by placement took
                // about a second on pangu_2.6B (18,692 levels), past the deadline
                // or after another search had won the round.
                return status;
            }
            self.unplace(i, offset_mark);
            if status != Status::NotFound {
                return status;
            }
            if hatless {
                break;
            }
            // Tried: out of this node's candidates.
            self.level().order.set(kk, NONE);
            self.removed.push(k);
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
    /// offsets of its unplaced neighbours. Only the sections of `i` and of the
    /// raised buffers can break the invariant; every neighbour's sections meet
    /// `i`'s, so together they form one range, and each section in it is tested
    /// once, first through its witness (an unplaced member `j` with
    /// `min_offset(j) + total <= C` when last looked at; backtracking can leave a
    /// witness that no longer qualifies, which is why every section in the range
    /// is re-tested). The monotonic floor (`offset + total <= C` everywhere) is
    /// the caller's test against the largest total.
    fn place(&mut self, i: usize, offset: u64) -> (bool, bool) {
        let c = self.capacity;
        let size = self.p.buffers[i].size;
        let top = offset + size;
        self.offsets[i] = offset;
        self.avail[i] = NONE;
        let k = self.pos[i] as usize;
        let level = self.level();
        level.order.set(k, NONE);
        level.tops.set(k, NONE);
        let (lo, hi) = self.sw.span[i];
        for s in lo..hi {
            self.total[s as usize] -= size;
        }
        self.total_max.add(lo as usize, hi as usize, -(size as i64));
        // `i`'s own sections first: their floor is at least `top` now.
        let mut ok = top <= c && (lo..hi).all(|s| self.total[s as usize] <= c - top);
        let mut hatless = true;
        let (mut touched_lo, mut touched_hi) = (lo, hi);
        let last = self.levels.len() - 1;
        let bi = &self.p.buffers[i];
        self.unplaced.set(i, false);
        let mut near = std::mem::take(&mut self.near);
        near.clear();
        self.unplaced.query(bi.start, bi.end, &mut near);
        for &j in &near {
            let ju = j as usize;
            if self.p.is_shareable(i, ju) {
                continue;
            }
            hatless = false;
            if !ok {
                break;
            }
            let bj = &self.p.buffers[ju];
            let need = super::problem::align_up(top, bj.align);
            if self.min_offsets[ju] >= need {
                continue;
            }
            // An unplaced neighbour shares a section with `i`, so it belongs to the
            // innermost level too.
            let kj = self.pos[ju] as usize;
            let level = &mut self.levels[last];
            let candidate = level.order.get(kj) != NONE;
            level.order.set(kj, need);
            level.tops.set(kj, need + bj.size);
            self.offset_log.push((j, self.min_offsets[ju], candidate));
            self.min_offsets[ju] = need;
            self.avail[ju] = need;
            if need + bj.size > c {
                ok = false;
                break;
            }
            let (jl, jh) = self.sw.span[ju];
            touched_lo = touched_lo.min(jl);
            touched_hi = touched_hi.max(jh);
        }
        self.near = near;
        if ok {
            ok = (touched_lo..touched_hi).all(|s| self.has_witness(s as usize));
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
        for &j in self.sw.sections.row(s) {
            if self.avail[j as usize] <= room {
                self.witness[s] = j;
                return true;
            }
        }
        false
    }

    /// Undoes [`Self::place`].
    fn unplace(&mut self, i: usize, offset_mark: usize) {
        let last = self.levels.len() - 1;
        while self.offset_log.len() > offset_mark {
            if let Some((j, old, candidate)) = self.offset_log.pop() {
                let ju = j as usize;
                self.min_offsets[ju] = old;
                self.avail[ju] = old;
                let kj = self.pos[ju] as usize;
                let level = &mut self.levels[last];
                level.order.set(kj, if candidate { old } else { NONE });
                level.tops.set(kj, old + self.p.buffers[ju].size);
            }
        }
        let size = self.p.buffers[i].size;
        let (lo, hi) = self.sw.span[i];
        for s in lo..hi {
            self.total[s as usize] += size;
        }
        self.total_max.add(lo as usize, hi as usize, size as i64);
        self.offsets[i] = NONE;
        self.unplaced.set(i, true);
        let mo = self.min_offsets[i];
        self.avail[i] = mo;
        let k = self.pos[i] as usize;
        let level = &mut self.levels[last];
        level.order.set(k, mo);
        level.tops.set(k, mo + size);
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
                let m = self
                    .sw
                    .sections
                    .row(s)
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

    /// After placing `i` at `offset` (position `k`): continues the search, split
    /// into independent partitions where no unplaced buffer crosses a section
    /// boundary any more.
    fn decompose(
        &mut self,
        part: &Partition,
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
            self.search(part, offset, k, h)
        } else {
            cutpoints.push(part.hi);
            // An unplaced buffer crosses no cut: its first section names its piece.
            let mut pieces: Vec<Vec<u32>> = vec![Vec::new(); cutpoints.len() - 1];
            for &j in &part.buffers {
                if self.offsets[j as usize] == NONE {
                    let jl = self.sw.span[j as usize].0 as usize;
                    let w = cutpoints.partition_point(|&c| c <= jl) - 1;
                    pieces[w].push(j);
                }
            }
            let mut status = Status::Found;
            for (w, buffers) in pieces.into_iter().enumerate() {
                if buffers.is_empty() {
                    continue;
                }
                let sub = Partition {
                    buffers,
                    lo: cutpoints[w],
                    hi: cutpoints[w + 1],
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
/// use tirsat_memory::{fits, validate, Buffer, Decision, Problem};
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

/// What [`fits_stats`] reports about one decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FitStats {
    /// The answer (`None`: the instance is too large to search).
    pub decision: Option<Decision>,
    /// Search nodes visited.
    pub nodes: u64,
    /// Nodes pruned by the table of failed states.
    pub hits: u64,
    /// In checking mode ([`check_failed_states`]): nodes found in the table
    /// below which the search found a layout (a wrong prune; always 0).
    pub wrong_prunes: u64,
}

/// [`fits`] with its search figures, and with the table of failed states
/// switched on or off (`memo`; [`fits`] has it on unless the environment variable
/// `TIRSAT_PACK_NO_MEMO` is set). The answer is the same either way; the table
/// only saves nodes. With shareable pairs an exhausted search proves nothing, so
/// the answer is then [`Decision::Unknown`].
///
/// ```
/// use tirsat_memory::{exact::fits_stats, Buffer, Decision, Problem};
/// let p = Problem::new(vec![
///     Buffer::new("a", 4, 0, 3),
///     Buffer::new("b", 4, 3, 9),
///     Buffer::new("c", 4, 0, 9),
///     Buffer::new("d", 4, 9, 21),
///     Buffer::new("e", 4, 0, 21),
/// ])
/// .unwrap();
/// for memo in [false, true] {
///     assert_eq!(fits_stats(&p, 11, None, memo).decision, Some(Decision::Infeasible));
/// }
/// ```
pub fn fits_stats(p: &Problem, capacity: u64, deadline: Option<Instant>, memo: bool) -> FitStats {
    stats(p, capacity, deadline, memo, false)
}

fn stats(
    p: &Problem,
    capacity: u64,
    deadline: Option<Instant>,
    memo: bool,
    verify: bool,
) -> FitStats {
    let Some(mut sw) = Sweep::new(p) else {
        return FitStats {
            decision: None,
            nodes: 0,
            hits: 0,
            wrong_prunes: 0,
        };
    };
    sw.memo = memo;
    sw.memo_verify = verify;
    let (d, nodes, (hits, wrong_prunes)) = decide_hits(p, &sw, capacity, deadline, u64::MAX);
    let d = match d {
        Decision::Infeasible if p.shareable_pairs().next().is_some() => Decision::Unknown,
        d => d,
    };
    FitStats {
        decision: Some(d),
        nodes,
        hits,
        wrong_prunes,
    }
}

/// Checking mode of the table of failed states, for tests: [`fits_stats`] with
/// the table, except that a node found in the table is searched anyway and a
/// layout found below it is counted in [`FitStats::wrong_prunes`]. `hits` counts
/// the nodes found in the table. The answer is that of the search without the
/// table.
///
/// ```
/// use tirsat_memory::{exact::check_failed_states, Buffer, Problem};
/// let p = Problem::new(vec![Buffer::new("a", 4, 0, 3), Buffer::new("b", 4, 1, 9)]).unwrap();
/// assert_eq!(check_failed_states(&p, 8).wrong_prunes, 0);
/// ```
pub fn check_failed_states(p: &Problem, capacity: u64) -> FitStats {
    stats(p, capacity, None, true, true)
}

/// [`fits`] with the number of search nodes; `None` when the instance is too large
/// to search. With shareable pairs an exhausted search proves nothing (section
/// inference assumes cliques), so it answers [`Decision::Unknown`] then.
pub(crate) fn fits_counted(
    p: &Problem,
    capacity: u64,
    deadline: Option<Instant>,
) -> (Option<Decision>, u64) {
    let s = fits_stats(p, capacity, deadline, memo_default());
    (s.decision, s.nodes)
}

/// [`fits_counted`] with a node cap: rounds whose node limit would pass
/// `node_cap` are not started (the answer is then [`Decision::Unknown`]), so the
/// answer depends on the input and the cap only, unless the deadline cuts first.
pub(crate) fn fits_capped(
    p: &Problem,
    capacity: u64,
    deadline: Option<Instant>,
    node_cap: u64,
) -> (Decision, u64) {
    let Some(sw) = Sweep::new(p) else {
        return (Decision::Unknown, 0);
    };
    let (d, nodes) = decide(p, &sw, capacity, deadline, node_cap);
    let d = match d {
        Decision::Infeasible if p.shareable_pairs().next().is_some() => Decision::Unknown,
        d => d,
    };
    (d, nodes)
}

/// [`decide`] with a floor per buffer: buffer `i` may not go below `floors[i]`
/// (the search starts with these minimum offsets; canonical layouts stay complete,
/// since every layout above the floors compacts to one). `node_cap` as in
/// [`decide`]. `None` when the instance is too large to search or `floors` has the
/// wrong length. Used by the neighbourhood search ([`super::lns`]) to re-pack a band
/// of buffers above the fixed rest of a layout.
pub(crate) fn decide_above(
    p: &Problem,
    floors: &[u64],
    capacity: u64,
    deadline: Option<Instant>,
    node_cap: u64,
) -> Option<(Decision, u64)> {
    if floors.len() != p.len() {
        return None;
    }
    let mut sw = Sweep::new(p)?;
    sw.floors = floors.to_vec();
    Some(decide(p, &sw, capacity, deadline, node_cap))
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
    let (d, nodes, _) = decide_hits(p, sw, capacity, deadline, node_cap);
    (d, nodes)
}

/// [`decide`], also counting the nodes pruned by the tables of failed states
/// (of the searches counted in the nodes).
fn decide_hits(
    p: &Problem,
    sw: &Sweep,
    capacity: u64,
    deadline: Option<Instant>,
    node_cap: u64,
) -> (Decision, u64, (u64, u64)) {
    let n = sw.active.iter().filter(|&&a| a).count() as u64;
    let mut limit = n.max(1);
    let mut nodes = 0u64;
    // Each preorder keeps its table of failed states from round to round (same
    // capacity, same preorder: a state exhausted in a round stays exhausted).
    let memos: Mutex<Vec<Option<Memo>>> = Mutex::new((0..HEURISTICS.len()).map(|_| None).collect());
    // Hits of the tables of the preorders up to `last` (the others may have
    // been cancelled at any point).
    let hits = |memos: &Mutex<Vec<Option<Memo>>>, last: usize| -> (u64, u64) {
        memos.lock().map_or((0, 0), |m| {
            m.iter()
                .take(last.saturating_add(1))
                .flatten()
                .fold((0, 0), |(h, w), m| (h + m.hits, w + m.wrong))
        })
    };
    loop {
        limit = limit.saturating_mul(2);
        if limit > node_cap && limit > 2 * n.max(1) {
            return (Decision::Unknown, nodes, hits(&memos, usize::MAX));
        }
        let winner = AtomicUsize::new(usize::MAX);
        let slots: Mutex<Vec<RoundResult>> =
            Mutex::new(vec![(Status::Aborted, None, 0); HEURISTICS.len()]);
        let next = AtomicUsize::new(0);
        let work = || {
            loop {
                let k = next.fetch_add(1, AtomicOrdering::Relaxed);
                if k >= HEURISTICS.len() || deadline.is_some_and(|d| Instant::now() >= d) {
                    break;
                }
                let mut solver = Solver::new(p, sw, capacity, deadline, &winner, k);
                let memo = memos.lock().ok().and_then(|mut m| m[k].take());
                solver.with_memo(memo, limit);
                let status = solver.solve_round(HEURISTICS[k], limit);
                if let Ok(mut m) = memos.lock() {
                    m[k] = solver.memo.take();
                }
                let found = (status == Status::Found).then(|| {
                    winner.fetch_min(k, AtomicOrdering::Relaxed);
                    solver.solution.clone()
                });
                if let Ok(mut r) = slots.lock() {
                    r[k] = (status, found, solver.nodes);
                }
            }
        };
        let started = on_search_threads(HEURISTICS.len(), p.len(), work);
        if started == 0 {
            // No search thread could be started: give up without an answer.
            return (Decision::Unknown, nodes, hits(&memos, usize::MAX));
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
            return (Decision::Fits(offs), nodes, hits(&memos, winner));
        }
        let all = hits(&memos, usize::MAX);
        if results.iter().any(|r| r.0 == Status::NotFound) {
            return (Decision::Infeasible, nodes, all);
        }
        if results.iter().any(|r| r.0 == Status::Timeout) {
            return (Decision::Unknown, nodes, all);
        }
        if limit == u64::MAX {
            return (Decision::Unknown, nodes, all);
        }
    }
}

/// What a portfolio round ([`decide_targets`]) found.
struct PortfolioRound {
    /// The lowest target that fits (its index in the targets) and its layout.
    found: Option<(usize, Vec<u64>)>,
    /// Targets whose search was exhausted by some preorder (no layout fits them).
    infeasible: Vec<usize>,
    /// True when some search counted in `nodes` hit its node limit (the round was
    /// not complete for it).
    aborted: bool,
    /// Nodes of the searches up to the winner in (target, preorder) order.
    nodes: u64,
}

/// One round of a portfolio: every target in `targets` (ascending) is decided by
/// each of the three preorders with the same node `limit`, the `targets.len() * 3`
/// searches spread over the threads (large stacks, as in [`decide`]). The lowest
/// target that fits wins, ties by preorder; a search whose (target, preorder)
/// comes after the winner's is cancelled and its nodes are not counted, so the
/// result and the count depend on the input and the limit only, not on the
/// number of threads or their timing (only the deadline cuts).
///
/// In a `race` (a deadline and no node budget, where results cut by the clock
/// depend on timing anyway), a layout at a target also stops the searches of
/// that target with a smaller index: another layout at the same target is worth
/// no more, and waiting for it kept pangu_2.6B's proof, found by the second
/// preorder's dive, until the first preorder's search hit the deadline.
fn decide_targets(
    p: &Problem,
    sw: &Sweep,
    targets: &[u64],
    deadline: Option<Instant>,
    limit: u64,
    race: bool,
) -> PortfolioRound {
    let h = HEURISTICS.len();
    let jobs = targets.len() * h;
    let winner = AtomicUsize::new(usize::MAX);
    // The first index of the lowest target found in a race.
    let closed = AtomicUsize::new(usize::MAX);
    let slots: Mutex<Vec<RoundResult>> = Mutex::new(vec![(Status::Aborted, None, 0); jobs]);
    let next = AtomicUsize::new(0);
    let work = || {
        // One solver per thread, re-aimed at each job (its state is reset by
        // every round).
        let mut solver: Option<Solver> = None;
        loop {
            let k = next.fetch_add(1, AtomicOrdering::Relaxed);
            // A job that would start after the deadline is not started: its
            // set-up alone (`reset`, the preorder) takes a tenth of a second on
            // S_1's 28,526 buffers, before its first deadline check.
            if k >= jobs
                || winner.load(AtomicOrdering::Relaxed) < k
                || closed.load(AtomicOrdering::Relaxed) <= k
                || deadline.is_some_and(|d| Instant::now() >= d)
            {
                break;
            }
            let solver = solver.get_or_insert_with(|| Solver::new(p, sw, 0, deadline, &winner, k));
            solver.closed = race.then_some(&closed);
            solver.capacity = targets[k / h];
            solver.with_memo(None, limit);
            solver.index = k;
            solver.nodes = 0;
            solver.cancelled = false;
            solver.timed_out = false;
            let status = solver.solve_round(HEURISTICS[k % h], limit);
            let found = (status == Status::Found).then(|| {
                winner.fetch_min(k, AtomicOrdering::Relaxed);
                if race {
                    closed.fetch_min(k / h * h, AtomicOrdering::Relaxed);
                }
                solver.solution.clone()
            });
            if let Ok(mut r) = slots.lock() {
                r[k] = (status, found, solver.nodes);
            }
        }
    };
    let started = on_search_threads(jobs, p.len(), work);
    let mut round = PortfolioRound {
        found: None,
        infeasible: Vec::new(),
        aborted: started == 0,
        nodes: 0,
    };
    if started == 0 {
        return round;
    }
    let results = slots.into_inner().unwrap_or_else(|e| e.into_inner());
    let win = results
        .iter()
        .position(|r| r.1.is_some())
        .unwrap_or(results.len());
    for (k, r) in results.iter().enumerate().take(win + 1) {
        round.nodes += r.2;
        match r.0 {
            Status::NotFound => {
                if round.infeasible.last() != Some(&(k / h)) {
                    round.infeasible.push(k / h);
                }
            }
            Status::Aborted | Status::Timeout => round.aborted = true,
            Status::Found => {}
        }
    }
    if let Some((k, (_, Some(offs), _))) = results.into_iter().enumerate().nth(win) {
        let mut offs = offs;
        for (i, o) in offs.iter_mut().enumerate() {
            if !sw.active[i] {
                *o = 0;
            }
        }
        round.found = Some((k / h, offs));
    }
    round
}

/// The largest number dividing the size and the alignment (when above 1) of every
/// buffer that takes space. In a canonical layout every offset is `0` or an aligned top of
/// other buffers, so every offset and the peak are multiples of it: so is the
/// optimal peak, and a lower bound `b` can be raised to the next multiple.
///
/// ```
/// use tirsat_memory::{exact::grain, Buffer, Problem};
/// let p = Problem::new(vec![
///     Buffer::new("a", 1024, 0, 2),
///     Buffer::new("b", 3072, 1, 3).with_align(512),
/// ])
/// .unwrap();
/// assert_eq!(grain(&p), 512);
/// ```
pub fn grain(p: &Problem) -> u64 {
    let g = p.buffers.iter().filter(|b| b.size > 0).fold(0, |g, b| {
        let g = gcd(g, b.size);
        if b.align > 1 { gcd(g, b.align) } else { g }
    });
    g.max(1)
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Levels with fewer buffers than this are searched without the table of
/// failed states (their subtrees are small).
const MEMO_MIN_BUFFERS: usize = 8;

/// Levels with more buffers than this are searched without the table: a key
/// costs a walk over the level at every node and stays on the key stack for the
/// node's whole subtree, so a dive through `n` buffers would hold `O(n^2)` key
/// words (pangu_2.6B's first level has 18,692 buffers and a dive as deep).
const MEMO_MAX_BUFFERS: usize = 2048;

/// Whether searches keep a table of failed states: yes, unless the environment
/// variable `TIRSAT_PACK_NO_MEMO` is set (for measuring the table's effect; see
/// `benches/` and `notes/packing.md`).
pub(crate) fn memo_default() -> bool {
    std::env::var_os("TIRSAT_PACK_NO_MEMO").is_none()
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
    /// True when a search ran. False when none was needed (the initial
    /// layout is at the bound), when the deadline had passed, or when the
    /// instance is too large to search ([`ExactResult::too_large`]).
    pub searched: bool,
    /// True when the instance was too large to search (see [`MAX_PAIRS`] and
    /// [`MAX_BUFFERS`]).
    pub too_large: bool,
    /// True when the deadline cut a search short.
    pub timed_out: bool,
    /// When the search last improved the peak (`None`: the initial layout is the
    /// best).
    pub improved_at: Option<Instant>,
    /// When the peak was proven minimal (`None`: not proven, or proven by the
    /// bound it was given before any search).
    pub proved_at: Option<Instant>,
}

/// The node cap of a decision in the first pass of the schedule, per buffer.
const FIRST_NODES_PER_BUFFER: u64 = 8;

/// Targets per descent: the gap between the proven bound and the best peak is
/// cut into this many steps.
const DESCENT_STEPS: u64 = 12;

/// The proven bound gets this many times the node cap of the other targets of a
/// pass: a layout at the bound is optimal.
const BOUND_WEIGHT: u64 = 4;

/// A requested capacity is decided once, first, with this many times the node
/// cap of the first pass (it is the question asked, and on most instances the
/// answer: the bound equals it).
const CAPACITY_WEIGHT: u64 = 32;

/// Minimises the peak starting from a known valid layout `initial` (for example a
/// greedy one) and a proven lower bound `lb`, until the deadline.
///
/// With a deadline (or a node budget, see [`exact_budgeted`]) it first decides
/// the requested capacity when it is below the initial peak, with a node cap of
/// [`CAPACITY_WEIGHT`] times `8 n` (`n` buffers), then runs the *portfolio*:
/// rounds that each decide the proven bound and targets spread over the gap up
/// to the best peak ([`PORTFOLIO_TARGETS`] in all, rounded to the
/// [grain](grain), at `peak - gap x^2` for evenly spaced `x`: dense just below
/// the best peak, sparse towards the bound; shifted every round so that rounds
/// try other targets), all
/// with one node limit (`2 n`, doubling every [`ROUNDS_PER_DOUBLING`] rounds),
/// their searches spread over the threads. The lowest target that fits becomes
/// the best peak and an exhausted target raises the proven bound. How hard a
/// target is does not fall with its height (on MiniMalloc's instance D,
/// 1,031,168 fits within 8 thousand nodes, 1,029,120 needs 317 thousand and
/// 1,033,216 is unknown after 8 thousand), so many cheap decisions at many
/// targets beat a few deep ones.
///
/// Without a deadline and a budget the schedule runs in passes with unlimited
/// caps: the capacity, the proven bound, then a descent from just below the best
/// peak in steps of a twelfth of the gap; every search completes.
///
/// Limits count nodes, not time, and every decision is deterministic
/// (see [`fits`]): the sequence of layouts does not depend on the machine's load
/// or the number of threads, only on where the deadline cuts it. Without a
/// deadline every search completes and the result is optimal. `optimal` means the search
/// found a layout at the proven bound: either `lb` itself or one above an
/// exhausted search.
///
/// ```
/// use tirsat_memory::{exact, lower_bound, Buffer, Problem};
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
    exact_budgeted(p, lb, initial, capacity, deadline, None)
}

/// [`exact`] with a budget of search nodes besides the deadline: no decision
/// starts once `node_budget` nodes have been searched. The node caps of the
/// schedule apply whenever there is a budget or a deadline. With a node budget
/// and no deadline the result depends on nothing but the input (same layout,
/// same bound on every run, on any machine).
///
/// ```
/// use tirsat_memory::{exact::exact_budgeted, lower_bound, Buffer, Problem};
/// let p = Problem::new(vec![
///     Buffer::new("a", 4, 0, 4),
///     Buffer::new("b", 6, 2, 6),
///     Buffer::new("c", 4, 4, 8),
///     Buffer::new("d", 6, 6, 10),
///     Buffer::new("e", 2, 0, 10),
/// ])
/// .unwrap();
/// let stacked = vec![0, 4, 10, 14, 20]; // valid, peak 22
/// let r = exact_budgeted(&p, lower_bound(&p), stacked, None, None, Some(10_000));
/// assert!(r.optimal && r.peak == r.proven_lower_bound);
/// ```
pub fn exact_budgeted(
    p: &Problem,
    lb: u64,
    initial: Vec<u64>,
    capacity: Option<u64>,
    deadline: Option<Instant>,
    node_budget: Option<u64>,
) -> ExactResult {
    exact_phased(p, lb, initial, capacity, deadline, None, node_budget)
}

/// [`exact_budgeted`] with a *soft* deadline besides the hard one: no portfolio
/// round starts after `soft`, while a round under way runs on until it ends or
/// the hard `deadline` cuts it.
pub(crate) fn exact_phased(
    p: &Problem,
    lb: u64,
    initial: Vec<u64>,
    capacity: Option<u64>,
    deadline: Option<Instant>,
    soft: Option<Instant>,
    node_budget: Option<u64>,
) -> ExactResult {
    let peak = p.peak(&initial);
    // Every optimal peak is a multiple of the grain: round bounds up, targets down.
    let g = grain(p);
    let up = |x: u64| x.div_ceil(g).saturating_mul(g);
    let down = |x: u64| x / g * g;
    let lb = up(lb);
    let mut r = ExactResult {
        offsets: initial,
        peak,
        optimal: peak <= lb,
        proven_lower_bound: lb,
        nodes: 0,
        searched: false,
        too_large: false,
        timed_out: false,
        improved_at: None,
        proved_at: None,
    };
    let expired = || deadline.is_some_and(|d| Instant::now() >= d);
    if r.optimal || expired() {
        r.timed_out = !r.optimal;
        return r;
    }
    let Some(sw) = Sweep::new(p) else {
        r.too_large = true;
        return r;
    };
    r.searched = true;
    if expired() {
        // The set-up took the budget.
        r.timed_out = true;
        return r;
    }
    // Infeasibility proofs rely on section inference, which assumes every section is
    // a clique; shareable pairs break that, so only trust a layout at the bound then.
    let proofs = p.shareable_pairs().next().is_none();
    let spent = |r: &ExactResult| node_budget.is_some_and(|b| r.nodes >= b);
    // Some(true): fits; Some(false): proven infeasible; None: unknown.
    let try_target = |r: &mut ExactResult, target: u64, cap: u64| -> Option<bool> {
        if spent(r) {
            return None;
        }
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
                r.proven_lower_bound = r.proven_lower_bound.max(up(target + 1));
                Some(false)
            }
            Decision::Infeasible | Decision::Unknown => {
                r.timed_out |= expired();
                None
            }
        }
    };
    let n = sw.active.iter().filter(|&&a| a).count() as u64;
    let mut cap = if deadline.is_some() || node_budget.is_some() {
        FIRST_NODES_PER_BUFFER.saturating_mul(n.max(1))
    } else {
        u64::MAX
    };
    if cap != u64::MAX {
        // The requested capacity first, as the question asked.
        if let Some(c) = capacity
            && c >= r.proven_lower_bound
            && c < r.peak
        {
            try_target(&mut r, c, cap.saturating_mul(CAPACITY_WEIGHT));
        }
        portfolio(p, &sw, &mut r, proofs, deadline, soft, node_budget, g);
        r.optimal = r.peak <= r.proven_lower_bound;
        if r.optimal {
            r.proved_at = Some(Instant::now());
        }
        return r;
    }
    let mut capacity = capacity;
    let mut pass = 0u64;
    while r.proven_lower_bound < r.peak && !expired() && !spent(&r) {
        let before = (r.peak, r.proven_lower_bound);
        // The requested capacity first (first pass only), then the bound.
        let mut tried_bound = false;
        if let Some(c) = capacity.take()
            && c >= r.proven_lower_bound
            && c < r.peak
        {
            try_target(&mut r, c, cap.saturating_mul(CAPACITY_WEIGHT));
            tried_bound = c == r.proven_lower_bound;
        }
        if !tried_bound && r.proven_lower_bound < r.peak && !expired() {
            let bound = r.proven_lower_bound;
            try_target(&mut r, bound, cap.saturating_mul(BOUND_WEIGHT));
        }
        // The descent from the best peak down to just above the bound.
        let step = down((r.peak - r.proven_lower_bound) / DESCENT_STEPS).max(g);
        let shift = if pass % 2 == 1 { down(step / 2) } else { 0 };
        let mut t = r.peak.saturating_sub(step - shift);
        while r.proven_lower_bound < r.peak && !expired() && !spent(&r) {
            let target = down(t.min(r.peak - 1));
            if target <= r.proven_lower_bound {
                break; // the bound was decided at the start of the pass
            }
            match try_target(&mut r, target, cap) {
                Some(true) => t = r.peak.saturating_sub(step),
                Some(false) => break,
                None => t = target.saturating_sub(step),
            }
        }
        if cap == u64::MAX {
            // Every search completes: a pass that neither found a layout nor
            // proved a bound has nothing more to learn.
            if (r.peak, r.proven_lower_bound) == before {
                break;
            }
            continue;
        }
        cap = cap.saturating_mul(2);
        pass += 1;
    }
    r.optimal = r.peak <= r.proven_lower_bound;
    if r.optimal {
        r.proved_at = Some(Instant::now());
    }
    r
}

/// Targets per portfolio round: the proven bound and this many minus one spread
/// over the gap.
const PORTFOLIO_TARGETS: u64 = 12;

/// Instances with more active buffers than this decide two targets per round
/// (the bound and one spread target): each search of a round pays a set-up in
/// the size of the instance, which there outweighs its first node limits.
const LARGE_PORTFOLIO: u64 = 4096;

/// The node limit of the first portfolio round, per buffer; it doubles every
/// [`ROUNDS_PER_DOUBLING`] rounds.
const FIRST_LIMIT_PER_BUFFER: u64 = 2;

/// Rounds with the same node limit (each at other targets) before it doubles.
const ROUNDS_PER_DOUBLING: u64 = 2;

/// The portfolio schedule of [`exact_budgeted`] (with a deadline or a node
/// budget): rounds of [`decide_targets`], each deciding the proven bound and
/// targets spread over the gap up to the best peak, with one node limit for all.
/// The spread is shifted every round (by multiples of the golden ratio of a
/// step, so that rounds try other targets); the lowest target that fits becomes
/// the best peak, an exhausted target raises the proven bound. How hard a target
/// is does not fall with its height, so many cheap decisions at many targets find
/// lower peaks than a few deep ones.
#[allow(clippy::too_many_arguments)]
fn portfolio(
    p: &Problem,
    sw: &Sweep,
    r: &mut ExactResult,
    proofs: bool,
    deadline: Option<Instant>,
    soft: Option<Instant>,
    node_budget: Option<u64>,
    g: u64,
) {
    let up = |x: u64| x.div_ceil(g).saturating_mul(g);
    let down = |x: u64| x / g * g;
    let n = sw.active.iter().filter(|&&a| a).count() as u64;
    let m_targets = if n > LARGE_PORTFOLIO {
        2
    } else {
        PORTFOLIO_TARGETS
    };
    let first = FIRST_LIMIT_PER_BUFFER.saturating_mul(n.max(1));
    let mut round = 0u64;
    loop {
        let (lb, peak) = (r.proven_lower_bound, r.peak);
        if lb >= peak
            || deadline.is_some_and(|d| Instant::now() >= d)
            || soft.is_some_and(|d| Instant::now() >= d)
            || node_budget.is_some_and(|b| r.nodes >= b)
        {
            return;
        }
        let limit = first.saturating_mul(1u64 << (round / ROUNDS_PER_DOUBLING).min(62));
        // The bound, then targets at `peak - gap ((i + phase) / (m - 1))^2`, on
        // the grain: dense just below the best peak (where a target is often
        // cheap: a small step down), sparse towards the bound.
        let gap = peak - lb;
        let phase = (round.wrapping_mul(618_034) % 1_000_000) as u128;
        let mut targets = vec![lb];
        let spread = u128::from(m_targets - 1);
        for i in 0..m_targets - 1 {
            let x = u128::from(i) * 1_000_000 + phase;
            let off = gap as u128 * x * x / (spread * spread * 1_000_000_000_000);
            let t = down((peak - 1).saturating_sub(off as u64));
            if t > lb && t < peak {
                targets.push(t);
            }
        }
        targets.sort_unstable();
        targets.dedup();
        let race = deadline.is_some() && node_budget.is_none();
        let res = decide_targets(p, sw, &targets, deadline, limit, race);
        r.nodes += res.nodes;
        let before = (r.peak, r.proven_lower_bound);
        if let Some((k, offs)) = res.found {
            let pk = p.peak(&offs);
            debug_assert!(pk <= targets[k]);
            if pk < r.peak {
                r.peak = pk;
                r.offsets = offs;
                r.improved_at = Some(Instant::now());
            }
        }
        if proofs && let Some(&k) = res.infeasible.last() {
            r.proven_lower_bound = r.proven_lower_bound.max(up(targets[k] + 1));
        }
        if deadline.is_some_and(|d| Instant::now() >= d) {
            r.timed_out = true;
            return;
        }
        if !res.aborted && (r.peak, r.proven_lower_bound) == before {
            // Every search completed and none changed anything: more nodes
            // would not either (exhausted searches prove nothing here).
            return;
        }
        round += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Buffer, lower_bound, validate};

    /// A pseudo-random instance of `n` buffers (sizes in grains of 16 bytes).
    fn instance(n: usize, seed: u64) -> Problem {
        let mut x = seed;
        let bs = (0..n)
            .map(|i| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let start = ((x >> 33) % 60) as i64;
                let len = 1 + ((x >> 20) % 20) as i64;
                Buffer::new(
                    format!("b{i}"),
                    16 * (1 + (x >> 45) % 16),
                    start,
                    start + len,
                )
            })
            .collect();
        Problem::new(bs).unwrap()
    }

    /// In a race, a layout at a target stops only the searches of that target
    /// and above: the round still reports the lowest target that fits (when
    /// every search of the lower targets completes), as without the race; only
    /// which of the target's layouts is kept may differ.
    #[test]
    fn a_race_reports_the_lowest_target_that_fits() {
        let far = Some(Instant::now() + std::time::Duration::from_secs(600));
        for seed in 0..40 {
            let p = instance(48, seed);
            let sw = Sweep::new(&p).unwrap();
            let g = grain(&p);
            let lb = lower_bound(&p).div_ceil(g) * g;
            let mut targets: Vec<u64> = (0..6).map(|i| lb + i * g).collect();
            targets.push(p.buffers.iter().map(|b| b.size).sum());
            let plain = decide_targets(&p, &sw, &targets, far, 1 << 20, false);
            let race = decide_targets(&p, &sw, &targets, far, 1 << 20, true);
            let (k, offs) = race.found.clone().expect("the highest target fits");
            assert_eq!(Some(k), plain.found.as_ref().map(|f| f.0), "seed {seed}");
            assert!(validate(&p, &offs).is_valid(), "seed {seed}");
            assert!(p.peak(&offs) <= targets[k], "seed {seed}");
        }
    }

    /// A passed deadline starts no search (each one's set-up costs time before
    /// its first check of the clock).
    #[test]
    fn no_search_starts_after_the_deadline() {
        let p = instance(24, 7);
        let sw = Sweep::new(&p).unwrap();
        let lb = lower_bound(&p);
        let past = Some(Instant::now());
        for race in [false, true] {
            let r = decide_targets(&p, &sw, &[lb, lb + 64], past, 1 << 20, race);
            assert!(r.found.is_none() && r.infeasible.is_empty());
            assert_eq!(r.nodes, 0);
        }
        let (d, nodes) = decide(&p, &sw, lb + 64, past, 1 << 20);
        assert_eq!((d, nodes), (Decision::Unknown, 0));
    }
}
