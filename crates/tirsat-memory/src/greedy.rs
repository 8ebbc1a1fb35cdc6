//! Greedy placement: take the buffers in some order and put each into a gap among the
//! already placed buffers that are live at the same time.
//!
//! This is the family of TFLite's GREEDY_BY_SIZE offset planner and XLA's
//! `GlobalDecreasingSizeBestFitHeap`. [`greedy`] runs several orders and both fits and
//! keeps the layout with the smallest peak. Every layout it returns is valid by
//! construction (and checked by the validator in debug builds and tests).

use std::time::Instant;

use std::sync::atomic::{AtomicUsize, Ordering as AtomicOrdering};
use std::sync::{Mutex, OnceLock};

use super::bound::running_sum;
use super::index::{LifetimeIndex, OccupancyTree};
use super::problem::{Problem, align_up};

/// The order in which buffers are placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Order {
    /// Size descending, ties by input order (TFLite's greedy by size).
    Size,
    /// Size descending, then lifetime descending (XLA's "spatial" order).
    SizeThenDuration,
    /// Lifetime descending, then size descending (XLA's "temporal" order).
    DurationThenSize,
    /// Area (size x lifetime) descending.
    Area,
    /// Largest live total over the buffer's lifetime descending, then size (the "T"
    /// key of MiniMalloc's preorder: buffers in the most crowded times first).
    Contention,
    /// Start time ascending, then size descending (an online, chronological order).
    Start,
}

/// Where in the free space a buffer goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Fit {
    /// The smallest gap that fits (lowest offset on ties).
    Best,
    /// The lowest gap that fits.
    First,
    /// Bottom-up: always place the buffer that can go lowest, the order breaking
    /// ties (see [`super::skyline()`]).
    Skyline,
}

/// One greedy configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Strategy {
    /// Placement order.
    pub order: Order,
    /// Gap choice.
    pub fit: Fit,
}

impl std::fmt::Display for Strategy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let o = match self.order {
            Order::Size => "size",
            Order::SizeThenDuration => "size-duration",
            Order::DurationThenSize => "duration-size",
            Order::Area => "area",
            Order::Contention => "contention",
            Order::Start => "start",
        };
        let fit = match self.fit {
            Fit::Best => "best-fit",
            Fit::First => "first-fit",
            Fit::Skyline => "skyline",
        };
        write!(f, "{o}/{fit}")
    }
}

/// The strategies [`greedy`] tries, most useful first.
pub const STRATEGIES: &[Strategy] = &[
    Strategy {
        order: Order::Area,
        fit: Fit::Skyline,
    },
    Strategy {
        order: Order::SizeThenDuration,
        fit: Fit::Best,
    },
    Strategy {
        order: Order::Size,
        fit: Fit::First,
    },
    Strategy {
        order: Order::Start,
        fit: Fit::Skyline,
    },
    Strategy {
        order: Order::Contention,
        fit: Fit::Best,
    },
    Strategy {
        order: Order::DurationThenSize,
        fit: Fit::Best,
    },
    Strategy {
        order: Order::Size,
        fit: Fit::Best,
    },
    Strategy {
        order: Order::SizeThenDuration,
        fit: Fit::Skyline,
    },
    Strategy {
        order: Order::DurationThenSize,
        fit: Fit::Skyline,
    },
    Strategy {
        order: Order::Contention,
        fit: Fit::First,
    },
    Strategy {
        order: Order::Area,
        fit: Fit::First,
    },
    Strategy {
        order: Order::SizeThenDuration,
        fit: Fit::First,
    },
    Strategy {
        order: Order::Start,
        fit: Fit::Best,
    },
    Strategy {
        order: Order::Contention,
        fit: Fit::Skyline,
    },
    Strategy {
        order: Order::Area,
        fit: Fit::Best,
    },
];

/// For each buffer, the largest live total (ignoring shareable pairs) at any time
/// of its lifetime.
pub(crate) fn contention(p: &Problem) -> Vec<u64> {
    let mut points: Vec<(i64, i128)> = Vec::with_capacity(2 * p.len());
    for b in &p.buffers {
        if b.start < b.end {
            points.push((b.start, b.size as i128));
            points.push((b.end, -(b.size as i128)));
        }
    }
    // Step function: times[k] .. times[k+1] has value vals[k].
    let (times, vals): (Vec<i64>, Vec<u64>) = running_sum(points)
        .into_iter()
        .map(|(t, live)| (t, live.max(0) as u64))
        .unzip();
    let table = SparseMax::new(&vals);
    p.buffers
        .iter()
        .map(|b| {
            if b.start >= b.end {
                return b.size;
            }
            let lo = times.partition_point(|&t| t <= b.start) - 1;
            let hi = times.partition_point(|&t| t < b.end);
            table.max(lo, hi)
        })
        .collect()
}

/// Range-maximum queries in O(1) after O(n log n) preprocessing.
struct SparseMax {
    levels: Vec<Vec<u64>>,
}

impl SparseMax {
    fn new(v: &[u64]) -> Self {
        let mut levels = vec![v.to_vec()];
        let mut w = 1;
        while 2 * w <= v.len() {
            let prev = &levels[levels.len() - 1];
            let next: Vec<u64> = (0..=v.len() - 2 * w)
                .map(|i| prev[i].max(prev[i + w]))
                .collect();
            levels.push(next);
            w *= 2;
        }
        SparseMax { levels }
    }

    /// Maximum of `v[lo..hi]` (`lo < hi`).
    fn max(&self, lo: usize, hi: usize) -> u64 {
        let len = hi - lo;
        let k = (usize::BITS - 1 - len.leading_zeros()) as usize;
        self.levels[k][lo].max(self.levels[k][hi - (1 << k)])
    }
}

/// Buffer indices in the placement order of `order` (every key ends with the
/// index: a strict order, which an unstable sort keeps).
pub(crate) fn ordering(p: &Problem, order: Order, contention: &[u64]) -> Vec<usize> {
    use std::cmp::Reverse;
    let b = &p.buffers;
    let n = p.len();
    // The keys computed once, not at every comparison.
    fn by<K: Ord>(n: usize, key: impl Fn(usize) -> K) -> Vec<usize> {
        let mut keyed: Vec<(K, usize)> = (0..n).map(|i| (key(i), i)).collect();
        keyed.sort_unstable_by(|x, y| x.0.cmp(&y.0));
        keyed.into_iter().map(|(_, i)| i).collect()
    }
    let area = |i: usize| (b[i].size as u128) * (b[i].duration() as u128);
    match order {
        Order::Size => by(n, |i| (Reverse(b[i].size), i)),
        Order::SizeThenDuration => by(n, |i| (Reverse(b[i].size), Reverse(b[i].duration()), i)),
        Order::DurationThenSize => by(n, |i| (Reverse(b[i].duration()), Reverse(b[i].size), i)),
        Order::Area => by(n, |i| (Reverse(area(i)), Reverse(b[i].size), i)),
        Order::Contention => by(n, |i| {
            (
                Reverse(contention[i]),
                Reverse(b[i].size),
                Reverse(b[i].duration()),
                i,
            )
        }),
        Order::Start => by(n, |i| (b[i].start, Reverse(b[i].size), i)),
    }
}

/// How the placer finds the memory occupied during a buffer's lifetime.
enum Occupancy {
    /// Address unions on a time segment tree (fast; ignores shareable pairs).
    Tree(OccupancyTree),
    /// Exact per-buffer overlap queries (honours shareable pairs).
    Pairs(LifetimeIndex, Vec<u32>),
}

/// Reusable state for placing buffers one by one at the lowest or best gap.
pub(crate) struct Placer<'a> {
    p: &'a Problem,
    occ: Occupancy,
    /// Offsets of placed buffers (undefined for unplaced ones).
    pub(crate) offsets: Vec<u64>,
    /// Largest `offset + size` so far.
    pub(crate) peak: u64,
    spans: Vec<(u64, u64)>,
}

impl<'a> Placer<'a> {
    pub(crate) fn new(p: &'a Problem) -> Self {
        let occ = if p.shareable_pairs().next().is_some() {
            Occupancy::Pairs(LifetimeIndex::new(p), Vec::new())
        } else {
            Occupancy::Tree(OccupancyTree::new(p))
        };
        Placer {
            p,
            occ,
            offsets: vec![0; p.len()],
            peak: 0,
            spans: Vec::new(),
        }
    }

    /// Places buffer `i` according to `fit` and returns its offset.
    pub(crate) fn place(&mut self, i: usize, fit: Fit) -> u64 {
        let b = &self.p.buffers[i];
        if b.size == 0 || b.start >= b.end {
            self.offsets[i] = 0;
            return 0;
        }
        self.spans.clear();
        match &mut self.occ {
            Occupancy::Tree(t) => t.occupied(b.start, b.end, &mut self.spans),
            Occupancy::Pairs(ix, scratch) => {
                scratch.clear();
                ix.query(b.start, b.end, scratch);
                for &j in scratch.iter() {
                    let j = j as usize;
                    if self.p.is_shareable(i, j) {
                        continue;
                    }
                    let o = self.offsets[j];
                    self.spans.push((o, o + self.p.buffers[j].size));
                }
            }
        }
        self.spans.sort_unstable();
        let off = choose_gap(&self.spans, b.size, b.align, fit, self.peak);
        self.offsets[i] = off;
        self.peak = self.peak.max(off + b.size);
        match &mut self.occ {
            Occupancy::Tree(t) => t.occupy(b.start, b.end, off, off + b.size),
            Occupancy::Pairs(ix, _) => ix.set(i, true),
        }
        off
    }
}

/// Picks an offset for a buffer of `size` bytes given the occupied `spans` (sorted by
/// start, possibly overlapping) and the current heap top `peak`.
pub(crate) fn choose_gap(spans: &[(u64, u64)], size: u64, align: u64, fit: Fit, peak: u64) -> u64 {
    let mut cur = 0u64;
    // (gap length, offset) of the best candidate so far.
    let mut best: Option<(u64, u64)> = None;
    for &(o, e) in spans {
        if o > cur {
            let c = align_up(cur, align);
            if c + size <= o {
                match fit {
                    // (The placer is not used for skyline strategies; lowest it is.)
                    Fit::First | Fit::Skyline => return c,
                    Fit::Best => {
                        let len = o - cur;
                        if best.is_none_or(|(bl, _)| len < bl) {
                            best = Some((len, c));
                        }
                    }
                }
            }
        }
        cur = cur.max(e);
    }
    let top = align_up(cur, align);
    if fit == Fit::Best && top + size <= peak {
        // The region between the highest live buffer and the heap top is a finite
        // gap too (as in XLA's heap simulator).
        let len = peak - cur;
        if best.is_none_or(|(bl, _)| len < bl) {
            best = Some((len, top));
        }
    }
    best.map_or(top, |(_, c)| c)
}

/// Places every buffer in the order of `strategy` and returns the offsets.
///
/// ```
/// use tirsat_memory::{greedy_with, validate, Buffer, Fit, Order, Problem, Strategy};
/// let p = Problem::new(vec![
///     Buffer::new("a", 8, 0, 4),
///     Buffer::new("b", 4, 0, 2),
///     Buffer::new("c", 4, 2, 4),
/// ])
/// .unwrap();
/// let offs = greedy_with(&p, Strategy { order: Order::Size, fit: Fit::Best });
/// assert_eq!(validate(&p, &offs).peak, 12);
/// ```
pub fn greedy_with(p: &Problem, strategy: Strategy) -> Vec<u64> {
    run_strategy(p, strategy, &OnceLock::new(), &|| false).unwrap_or_else(|| vec![0; p.len()])
}

/// The first of the [`STRATEGIES`], stopped when `deadline` passes (checked
/// every 1,024 placements); the [`stacked`] layout then. The exact planner's
/// incumbent.
pub(crate) fn first_strategy(p: &Problem, deadline: Option<Instant>) -> Vec<u64> {
    let late = || deadline.is_some_and(|d| Instant::now() >= d);
    run_strategy(p, STRATEGIES[0], &OnceLock::new(), &late).unwrap_or_else(|| stacked(p))
}

/// Runs one strategy; `None` when `cancel` returned true during the run.
/// `cont` holds the [`contention`] of the buffers once a strategy of that
/// order has computed it (the others do not need it).
fn run_strategy(
    p: &Problem,
    s: Strategy,
    cont: &OnceLock<Vec<u64>>,
    cancel: &(dyn Fn() -> bool + Sync),
) -> Option<Vec<u64>> {
    let order = match s.order {
        Order::Contention => ordering(p, s.order, cont.get_or_init(|| contention(p))),
        _ => ordering(p, s.order, &[]),
    };
    if s.fit == Fit::Skyline {
        let mut rank = vec![0u32; p.len()];
        for (r, &i) in order.iter().enumerate() {
            rank[i] = r as u32;
        }
        return super::skyline::skyline_until(p, &rank, cancel);
    }
    let mut placer = Placer::new(p);
    for (k, &i) in order.iter().enumerate() {
        if k % 1024 == 1023 && cancel() {
            return None;
        }
        placer.place(i, s.fit);
    }
    Some(placer.offsets)
}

/// The result of [`greedy`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GreedyResult {
    /// Offsets of the best layout found.
    pub offsets: Vec<u64>,
    /// Its peak.
    pub peak: u64,
    /// The strategy that produced it (the first one when none completed).
    pub strategy: Strategy,
    /// How many strategies ran to completion, up to the first that reached the
    /// target (later ones are stopped or discarded, on every path); 0 when the
    /// deadline stopped the first one, and `offsets` then stacks the buffers
    /// ([`stacked`]). Without a deadline it does not depend on timing.
    pub tried: usize,
}

/// Every buffer above the previous one in index order (each offset aligned): a
/// valid layout of any instance, in `O(n)`, whose peak is at most the sum of the
/// sizes and alignment paddings. [`greedy`]'s answer when its deadline passes
/// before any strategy completes.
///
/// ```
/// use tirsat_memory::{greedy::stacked, validate, Buffer, Problem};
/// let p = Problem::new(vec![
///     Buffer::new("a", 3, 0, 4),
///     Buffer::new("b", 4, 0, 2).with_align(4),
/// ])
/// .unwrap();
/// assert_eq!(stacked(&p), vec![0, 4]);
/// assert!(validate(&p, &stacked(&p)).is_valid());
/// ```
pub fn stacked(p: &Problem) -> Vec<u64> {
    let mut top = 0u64;
    p.buffers
        .iter()
        .map(|b| {
            let o = align_up(top, b.align);
            top = top.max(o.saturating_add(b.size));
            o
        })
        .collect()
}

/// Below this many buffers [`greedy`] runs the strategies one after another on
/// the calling thread: all of them take microseconds, and the first usually
/// reaches the lower bound, so handing them to other threads costs more than it
/// saves (a module of 400 two-buffer kernels used to start 800 threads).
pub const INLINE_BUFFERS: usize = 64;

/// Runs the [`STRATEGIES`] in order and keeps the layout with the smallest peak
/// (ties to the earlier strategy). Once a strategy reaches `target` (typically the
/// lower bound) the later ones are skipped or stopped, which cannot change the
/// result. When `deadline` passes, strategies not yet finished are stopped, the
/// first one too (checked every 1,024 placements): the best completed layout is
/// returned, or, when none completed, the [`stacked`] layout (`tried` 0). Only
/// then does the result depend on timing.
///
/// Small instances ([`INLINE_BUFFERS`]) run on the calling thread; larger ones on
/// rayon's pool (no threads are started per call).
pub fn greedy(p: &Problem, target: u64, deadline: Option<Instant>) -> GreedyResult {
    greedy_phased(p, target, deadline, None)
}

/// [`greedy`] whose strategies after the first also stop at `soft` (the first
/// runs until `deadline`): a share of the budget for the strategies that only
/// refine the first one's layout, which on large instances take seconds.
pub fn greedy_phased(
    p: &Problem,
    target: u64,
    deadline: Option<Instant>,
    soft: Option<Instant>,
) -> GreedyResult {
    let cont = OnceLock::new();
    let n = STRATEGIES.len();
    let now_past = |d: Option<Instant>| d.is_some_and(|d| Instant::now() >= d);
    let late_for = |k: usize| now_past(deadline) || (k > 0 && now_past(soft));
    let mut results: Vec<Option<Vec<u64>>> = vec![None; n];
    if p.len() <= INLINE_BUFFERS || rayon::current_num_threads() <= 1 {
        for (k, slot) in results.iter_mut().enumerate() {
            if late_for(k) {
                break;
            }
            let cancel = || late_for(k);
            if let Some(offs) = run_strategy(p, STRATEGIES[k], &cont, &cancel) {
                let reached = p.peak(&offs) <= target;
                *slot = Some(offs);
                if reached {
                    break;
                }
            }
        }
    } else {
        // Workers on rayon's pool take the strategies in order, most useful first.
        let slots: Mutex<&mut Vec<Option<Vec<u64>>>> = Mutex::new(&mut results);
        let next = AtomicUsize::new(0);
        // Smallest index of a strategy that reached the target.
        let reached = AtomicUsize::new(usize::MAX);
        let work = || {
            loop {
                let k = next.fetch_add(1, AtomicOrdering::Relaxed);
                if k >= n {
                    break;
                }
                let cancel = || k > reached.load(AtomicOrdering::Relaxed) || late_for(k);
                if cancel() {
                    continue;
                }
                if let Some(offs) = run_strategy(p, STRATEGIES[k], &cont, &cancel) {
                    if p.peak(&offs) <= target {
                        reached.fetch_min(k, AtomicOrdering::Relaxed);
                    }
                    if let Ok(mut r) = slots.lock() {
                        r[k] = Some(offs);
                    }
                }
            }
        };
        let workers = rayon::current_num_threads().clamp(1, n);
        rayon::scope(|sc| {
            for _ in 1..workers {
                sc.spawn(|_| work());
            }
            work();
        });
        // Strategies after the first that reached the target cannot change the
        // result, and whether they completed before it did is a matter of timing:
        // drop them, so that `tried` is what the inline path counts.
        let first = reached.into_inner();
        for slot in results.iter_mut().skip(first.saturating_add(1)) {
            *slot = None;
        }
    }
    let mut best: Option<GreedyResult> = None;
    let mut tried = 0;
    for (k, r) in results.into_iter().enumerate() {
        let Some(offs) = r else { continue };
        tried += 1;
        let peak = p.peak(&offs);
        if best.as_ref().is_none_or(|b| peak < b.peak) {
            best = Some(GreedyResult {
                offsets: offs,
                peak,
                strategy: STRATEGIES[k],
                tried: 0,
            });
        }
    }
    let mut best = best.unwrap_or_else(|| {
        // The deadline stopped every strategy, the first one included.
        let offs = stacked(p);
        GreedyResult {
            peak: p.peak(&offs),
            offsets: offs,
            strategy: STRATEGIES[0],
            tried: 0,
        }
    });
    best.tried = tried;
    best
}
