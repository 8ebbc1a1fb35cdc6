//! Window bounds: lower bounds above the live-bytes bound, proven by exhausting the
//! search on a piece of the instance.
//!
//! The live-bytes bound ([`lower_bound`](super::lower_bound)) is the heaviest
//! moment; it ignores fragmentation, so on hard instances the optimum lies well
//! above it. A *window* is a time range `[a, b)`; its sub-instance keeps the buffers
//! live in it, with lifetimes clipped to `[a, b)`.
//! * Two buffers that meet the window conflict in the sub-instance exactly when they
//!   conflict in the whole one (three pairwise-intersecting intervals share a point),
//!   and every buffer keeps its size and alignment. A layout of the whole instance,
//!   restricted to those buffers, is a layout of the sub-instance with no larger peak:
//!   the sub-instance's optimum is a lower bound on the whole instance's.
//! * The sub-instance is small, so the complete decision search
//!   ([`fits`](super::fits)) can exhaust it: "no layout of the window within `T`"
//!   proves that every layout of the instance needs at least `T + 1` bytes.
//!
//! [`window_bound`] grows windows around the heaviest moments (1, 2, 4, ... elementary
//! time segments on each side) and bisects each window's optimum upward from the best
//! bound proven so far, within a deadline. Every number it returns is backed by an
//! exhausted search (or is the live-bytes bound it started from). Instances with
//! shareable pairs are left at the live-bytes bound (the search proves nothing there).
//!
//! ```
//! use tirsat_memory::{lower_bound, window_bound, Buffer, Problem};
//! // 9 bytes are live at most at one time, yet every layout needs 10.
//! let p = Problem::new(vec![
//!     Buffer::new("b", 2, 4, 6),
//!     Buffer::new("c", 5, 5, 9),
//!     Buffer::new("d", 1, 3, 6),
//!     Buffer::new("e", 3, 3, 5),
//!     Buffer::new("f", 1, 2, 6),
//!     Buffer::new("g", 4, 0, 4),
//!     Buffer::new("h", 3, 6, 8),
//!     Buffer::new("i", 5, 0, 2),
//! ])
//! .unwrap();
//! assert_eq!(lower_bound(&p), 9);
//! let w = window_bound(&p, None);
//! assert_eq!(w.bound, 10);
//! assert!(w.window.is_some());
//! ```

use std::time::{Duration, Instant};

use super::bound::{live_profile, lower_bound};
use super::exact::{Decision, fits_capped, grain};
use super::greedy::{STRATEGIES, greedy_with};
use super::problem::{Buffer, Problem};

/// What [`window_bound`] proved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WindowBound {
    /// The live-bytes bound of the instance.
    pub live_bytes: u64,
    /// The best proven lower bound (at least `live_bytes`).
    pub bound: u64,
    /// The time range whose sub-instance proved `bound`, when it is above
    /// `live_bytes`.
    pub window: Option<(i64, i64)>,
    /// Windows searched.
    pub windows: usize,
    /// Decision searches run (each exhausted, fitted or timed out).
    pub searches: usize,
    /// True when the deadline stopped the growth of the windows.
    pub timed_out: bool,
    /// Search nodes visited.
    pub nodes: u64,
}

/// Windows with more buffers than this are not searched (their search rarely
/// completes, and the bound comes from the smaller windows anyway).
pub const MAX_WINDOW_BUFFERS: usize = 400;

/// Heaviest moments used as window centres.
const CENTRES: usize = 6;

/// A decision capped at `c` nodes visits fewer than this many times `c` (its rounds
/// run three searches each, with limits doubling up to `c`); a budget `b` is kept
/// by capping a decision at `b / 6`, apart from its first round.
pub(crate) const DECISION_NODES_PER_CAP: u64 = 6;

/// The cap of a decision that must stay within `budget` nodes when `used` are
/// spent: `cap`, lowered to what is left over [`DECISION_NODES_PER_CAP`];
/// `None` when the budget is spent (no decision starts).
pub(crate) fn cap_within(cap: u64, budget: Option<u64>, used: u64) -> Option<u64> {
    match budget {
        Some(b) if used >= b => None,
        Some(b) => Some(cap.min((b - used) / DECISION_NODES_PER_CAP)),
        None => Some(cap),
    }
}

/// The sub-instance of the buffers live in `[a, b)`, lifetimes clipped to it.
pub fn window_problem(p: &Problem, a: i64, b: i64) -> Problem {
    let buffers: Vec<Buffer> = p
        .buffers
        .iter()
        .filter(|x| x.size > 0 && x.start < b && x.end > a && x.start < x.end)
        .map(|x| {
            let mut y = x.clone();
            y.start = x.start.max(a);
            y.end = x.end.min(b);
            y
        })
        .collect();
    // Clipped lifetimes stay non-empty and sizes unchanged: always a valid problem.
    Problem::new(buffers).unwrap_or_default()
}

/// Lower bound proven by windows (see the module docs), searching until `deadline`.
pub fn window_bound(p: &Problem, deadline: Option<Instant>) -> WindowBound {
    window_bound_capped(p, deadline, u64::MAX, None)
}

/// [`window_bound`] with each decision capped at `nodes_per_buffer` times the
/// window's buffers (a capped decision leaves its window unsettled, like a timed
/// out one), and no decision started once `node_budget` nodes were searched; each
/// decision is also capped to what is left of the budget, so the budget is kept
/// to within the first round of one decision (at most 6 nodes per window buffer).
/// With a finite cap and no deadline it ends and its result depends on the input
/// only.
pub fn window_bound_capped(
    p: &Problem,
    deadline: Option<Instant>,
    nodes_per_buffer: u64,
    node_budget: Option<u64>,
) -> WindowBound {
    let live = lower_bound(p);
    let mut out = WindowBound {
        live_bytes: live,
        bound: live,
        window: None,
        windows: 0,
        searches: 0,
        timed_out: false,
        nodes: 0,
    };
    if p.shareable_pairs().next().is_some() || live == 0 {
        return out;
    }
    let profile = live_profile(p);
    // Elementary segments [t_k, t_{k+1}) with their live bytes.
    let times: Vec<i64> = profile.iter().map(|&(t, _)| t).collect();
    if times.len() < 3 {
        return out;
    }
    let nseg = times.len() - 1;
    let mut centres: Vec<usize> = (0..nseg).collect();
    centres.sort_by_key(|&k| (std::cmp::Reverse(profile[k].1), k));
    // Centres at least a few segments apart: neighbouring heavy segments give the
    // same windows.
    let mut picked: Vec<usize> = Vec::new();
    for k in centres {
        if picked.len() >= CENTRES {
            break;
        }
        if picked.iter().all(|&c| c.abs_diff(k) > 2) {
            picked.push(k);
        }
    }
    let expired = |nodes: u64| {
        deadline.is_some_and(|d| Instant::now() >= d) || node_budget.is_some_and(|b| nodes >= b)
    };
    let mut seen: Vec<(usize, usize)> = Vec::new();
    'centres: for &c in &picked {
        let mut w = 1usize;
        loop {
            if expired(out.nodes) {
                out.timed_out = deadline.is_some_and(|d| Instant::now() >= d);
                break 'centres;
            }
            let lo = c.saturating_sub(w);
            let hi = (c + w).min(nseg - 1);
            if !seen.contains(&(lo, hi)) {
                seen.push((lo, hi));
                let (a, b) = (times[lo], times[hi + 1]);
                let sub = window_problem(p, a, b);
                if sub.len() > MAX_WINDOW_BUFFERS {
                    break;
                }
                out.windows += 1;
                let cap = nodes_per_buffer.saturating_mul(sub.len() as u64);
                let (proved, complete) =
                    climb(&sub, out.bound, deadline, cap, node_budget, &mut out);
                if proved > out.bound {
                    out.bound = proved;
                    out.window = Some((a, b));
                }
                if !complete {
                    // This window's search did not finish: larger ones around the
                    // same centre will not either.
                    break;
                }
            }
            if lo == 0 && hi == nseg - 1 {
                break;
            }
            w *= 2;
        }
    }
    out
}

/// Raises `bound` on the optimum of `sub` by bisection: returns the bound proven and
/// whether the window's optimum was settled (false when a search timed out).
fn climb(
    sub: &Problem,
    bound: u64,
    deadline: Option<Instant>,
    node_cap: u64,
    node_budget: Option<u64>,
    out: &mut WindowBound,
) -> (u64, bool) {
    // Each decision gets a slice of what is left, so one hard window cannot use up
    // the whole budget.
    let slice = || {
        deadline.map(|d| {
            let now = Instant::now();
            now + d.saturating_duration_since(now).min(Duration::from_secs(3)) / 4
        })
    };
    // The window's optimum is a multiple of its grain: round bounds up, targets
    // down.
    let g = grain(sub);
    let up = |x: u64| x.div_ceil(g).saturating_mul(g);
    // A layout within `up(bound)` says nothing about the window's optimum beyond
    // `bound`; an exhausted search proves the optimum above it.
    let mut lo = up(bound);
    let mut decide = |t: u64| {
        let Some(cap) = cap_within(node_cap, node_budget, out.nodes) else {
            return Decision::Unknown;
        };
        out.searches += 1;
        let (d, nodes) = fits_capped(sub, t, slice(), cap);
        out.nodes += nodes;
        d
    };
    match decide(lo) {
        Decision::Fits(_) => return (bound, true),
        Decision::Unknown => return (bound, false),
        // From here on every target below `lo` is proven infeasible.
        Decision::Infeasible => lo = up(lo + 1),
    }
    let mut hi = STRATEGIES
        .iter()
        .map(|&s| sub.peak(&greedy_with(sub, s)))
        .min()
        .unwrap_or(lo)
        .max(lo); // a layout of the window within hi exists
    while lo < hi {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return (lo, false);
        }
        let t = ((lo + (hi - lo) / 2) / g * g).max(lo);
        match decide(t) {
            Decision::Fits(offs) => hi = sub.peak(&offs).min(t),
            Decision::Infeasible => lo = up(t + 1),
            Decision::Unknown => return (lo, false),
        }
    }
    (lo, true)
}
