//! Large-neighbourhood search at the peak: lowers the peak of a valid layout by
//! re-solving its top band exactly, with everything below it fixed.
//!
//! For a level `L` below the peak `P`, the buffers whose top lies above `L` are taken
//! out and every other buffer keeps its offset (all of them end at or below `L`).
//! Each removed buffer gets a *floor*: the highest top of a kept buffer it conflicts
//! with, rounded up to its alignment. The removed buffers are re-packed above their
//! floors by the complete decision search ([`super::exact`], whose minimum offsets
//! start at the floors), for targets below `P`. A layout found there, joined with the
//! kept buffers, is a layout of the whole instance: a removed buffer lies above every
//! kept buffer it conflicts with. Its peak is below `P`, because every buffer above
//! the target was removed. Each accepted layout is also checked by the validator.
//!
//! Bands grow from the highest buffers down (64, 128, ... buffers), each with a node
//! cap proportional to its size, so the layouts found depend on the input and the
//! budget's end only, not on thread timing.
//!
//! ```
//! use tirsat_memory::{lns::lower_peak, lower_bound, validate, Buffer, Problem};
//! // Stacking the three buffers wastes the room next to `a`.
//! let p = Problem::new(vec![
//!     Buffer::new("a", 4, 0, 4),
//!     Buffer::new("b", 4, 0, 2),
//!     Buffer::new("c", 4, 2, 4),
//! ])
//! .unwrap();
//! let r = lower_peak(&p, lower_bound(&p), vec![0, 4, 8], None);
//! assert_eq!(r.peak, 8);
//! assert!(validate(&p, &r.offsets).is_valid());
//! ```

use std::time::Instant;

use super::exact::{Decision, decide_above, grain};
use super::index::LifetimeIndex;
use super::problem::{Problem, align_up};
use super::validate::validate;
use super::window::cap_within;

/// What [`lower_peak`] produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LnsResult {
    /// The best layout (the initial one when nothing better was found).
    pub offsets: Vec<u64>,
    /// Its peak.
    pub peak: u64,
    /// Decision searches run.
    pub searches: usize,
    /// Search nodes in total.
    pub nodes: u64,
    /// Buffers in the largest band searched.
    pub band: usize,
    /// When the peak last went down (`None`: never).
    pub improved_at: Option<Instant>,
    /// True when the deadline stopped the search.
    pub timed_out: bool,
}

/// Buffers in the first band.
const FIRST_BAND: usize = 64;

/// Bands larger than this are left to the whole-instance search.
pub const MAX_BAND: usize = 8192;

/// Node cap of one decision, per buffer of the band (in the first pass).
const NODES_PER_BUFFER: u64 = 32;

/// With a deadline or a node budget, the caps of later passes grow up to this
/// many times those of the first.
const MAX_SCALE: u64 = 1 << 20;

/// Lowers the peak of the valid layout `offsets` towards the proven bound `lb` (see
/// the module docs), until `deadline` or until the largest band gives nothing.
/// Instances with shareable pairs are returned unchanged.
pub fn lower_peak(p: &Problem, lb: u64, offsets: Vec<u64>, deadline: Option<Instant>) -> LnsResult {
    lower_peak_budgeted(p, lb, offsets, deadline, None)
}

/// [`lower_peak`] that also stops once `node_budget` nodes have been searched:
/// no decision starts after that, and each decision is capped to what is left of
/// the budget, so the budget is kept to within the first round of one decision
/// (at most 6 nodes per band buffer). With a budget and no deadline the result
/// depends on the input only.
pub fn lower_peak_budgeted(
    p: &Problem,
    lb: u64,
    offsets: Vec<u64>,
    deadline: Option<Instant>,
    node_budget: Option<u64>,
) -> LnsResult {
    lower_peak_phased(p, lb, offsets, deadline, None, node_budget)
}

/// [`lower_peak_budgeted`] with a soft deadline besides the hard one: no
/// decision starts after `soft`, while one under way runs on until it ends or
/// `deadline` cuts it (`plan`'s phases in time mode).
pub(crate) fn lower_peak_phased(
    p: &Problem,
    lb: u64,
    offsets: Vec<u64>,
    deadline: Option<Instant>,
    soft: Option<Instant>,
    node_budget: Option<u64>,
) -> LnsResult {
    let peak = p.peak(&offsets);
    let mut r = LnsResult {
        offsets,
        peak,
        searches: 0,
        nodes: 0,
        band: 0,
        improved_at: None,
        timed_out: false,
    };
    let active: Vec<usize> = (0..p.len())
        .filter(|&i| p.buffers[i].size > 0 && p.buffers[i].start < p.buffers[i].end)
        .collect();
    if p.shareable_pairs().next().is_some()
        || active.is_empty()
        || r.offsets.len() != p.len()
        || !validate(p, &r.offsets).is_valid()
    {
        return r;
    }
    let g = grain(p);
    let expired = |r: &LnsResult| {
        deadline.is_some_and(|d| Instant::now() >= d)
            || soft.is_some_and(|d| Instant::now() >= d)
            || node_budget.is_some_and(|b| r.nodes >= b)
    };
    let mut index = LifetimeIndex::new(p);
    let mut m = FIRST_BAND;
    // With a deadline or a budget, a pass that ends at the largest band without
    // a gain starts again from the first band with caps twice as large, while
    // some decision was cut by its cap (more nodes could still settle it).
    let rescale = deadline.is_some() || node_budget.is_some();
    let mut scale = 1u64;
    let mut cut = false;
    while r.peak > lb && !expired(&r) {
        // Active buffers by top, highest first (ties by index).
        let mut by_top = active.clone();
        let top = |i: usize, offs: &[u64]| offs[i] + p.buffers[i].size;
        by_top.sort_by_key(|&i| (std::cmp::Reverse(top(i, &r.offsets)), i));
        let level = if m < by_top.len() {
            top(by_top[m], &r.offsets)
        } else {
            0
        };
        let band: Vec<usize> = by_top
            .iter()
            .copied()
            .take_while(|&i| top(i, &r.offsets) > level)
            .collect();
        if band.len() > MAX_BAND {
            break;
        }
        if level >= r.peak {
            // Every buffer of the band reaches the peak: widen it.
            m *= 2;
            continue;
        }
        r.band = r.band.max(band.len());
        let cap = NODES_PER_BUFFER
            .saturating_mul(scale)
            .saturating_mul(band.len() as u64);
        let stop = Stop {
            deadline,
            soft,
            node_budget,
        };
        let (improved, unknown) = solve_band(p, lb, g, &band, &mut index, &stop, cap, &mut r);
        cut |= unknown;
        if expired(&r) {
            r.timed_out = deadline.is_some_and(|d| Instant::now() >= d);
            break;
        }
        if !improved {
            if m >= active.len() {
                if !rescale || !cut || scale >= MAX_SCALE {
                    break;
                }
                scale *= 2;
                cut = false;
                m = FIRST_BAND;
                continue;
            }
            m *= 2;
        }
    }
    r
}

/// Where [`lower_peak_phased`] stops: the hard deadline cuts a decision, the soft
/// one and the node budget end the phase between decisions.
struct Stop {
    deadline: Option<Instant>,
    soft: Option<Instant>,
    node_budget: Option<u64>,
}

/// Re-solves `band` above the rest of the layout by bisection on the target
/// between the band's own bound and the current peak, each decision capped at
/// `cap` nodes; returns (the peak went down, some decision was cut by its cap).
#[allow(clippy::too_many_arguments)]
fn solve_band(
    p: &Problem,
    lb: u64,
    g: u64,
    band: &[usize],
    index: &mut LifetimeIndex,
    stop: &Stop,
    cap: u64,
    r: &mut LnsResult,
) -> (bool, bool) {
    let deadline = stop.deadline;
    // The kept buffers in the index, the band's floors from them.
    index.fill();
    for &i in band {
        index.set(i, false);
    }
    let mut near = Vec::new();
    let floors: Vec<u64> = band
        .iter()
        .map(|&i| {
            let b = &p.buffers[i];
            near.clear();
            index.query(b.start, b.end, &mut near);
            let high = near
                .iter()
                .map(|&j| r.offsets[j as usize] + p.buffers[j as usize].size)
                .max()
                .unwrap_or(0);
            align_up(high, b.align)
        })
        .collect();
    let Ok(sub) = Problem::new(band.iter().map(|&i| p.buffers[i].clone()).collect()) else {
        return (false, false);
    };
    let up = |x: u64| x.div_ceil(g).saturating_mul(g);
    // No target below the bound, or below a removed buffer on its floor.
    let own = band
        .iter()
        .zip(&floors)
        .map(|(&i, &f)| f + p.buffers[i].size)
        .max()
        .unwrap_or(0);
    let mut lo = up(lb.max(own));
    let mut improved = false;
    let mut unknown = false;
    let mut first = true;
    while lo < r.peak {
        let target = if first {
            lo
        } else {
            ((lo + (r.peak - 1 - lo) / 2) / g * g).max(lo)
        };
        first = false;
        // The phase's share ends between decisions; a decision is capped so that
        // it stays within the node budget (apart from its first round).
        let cap = match cap_within(cap, stop.node_budget, r.nodes) {
            Some(cap) if stop.soft.is_none_or(|d| Instant::now() < d) => cap,
            _ => return (improved, true),
        };
        r.searches += 1;
        let Some((d, nodes)) = decide_above(&sub, &floors, target, deadline, cap) else {
            return (improved, unknown);
        };
        r.nodes += nodes;
        match d {
            Decision::Fits(sub_offs) => {
                let mut offs = r.offsets.clone();
                for (&i, &o) in band.iter().zip(&sub_offs) {
                    offs[i] = o;
                }
                let v = validate(p, &offs);
                debug_assert!(v.is_valid(), "{}", v.describe());
                if !v.is_valid() || v.peak >= r.peak {
                    return (improved, unknown);
                }
                r.peak = v.peak;
                r.offsets = offs;
                r.improved_at = Some(Instant::now());
                improved = true;
            }
            Decision::Infeasible | Decision::Unknown => {
                unknown |= d == Decision::Unknown;
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    return (improved, unknown);
                }
                lo = up(target + 1);
            }
        }
    }
    (improved, unknown)
}
