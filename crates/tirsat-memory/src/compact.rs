//! Flip compaction: lowers the peak of a valid layout by re-placing every buffer
//! at its lowest gap, in an order read off the layout itself, alternately from
//! the bottom and from the top.
//!
//! Re-placing the buffers one by one at the lowest gap (first fit), in any order
//! that puts each buffer after every buffer it conflicts with and lies above,
//! never raises a buffer: when a buffer comes, the buffers already re-placed that
//! it conflicts with were below it and have only gone down, so its old place is
//! still free (alignments included). Sorting by offset, by top or by centre gives
//! three such orders. Read from the top (by top, highest first: the layout turned
//! upside down) the same holds for the mirrored layout, which has the same peak:
//! the buffers that hung from the top of the heap now rest on its bottom, and
//! the gaps move. A pass is kept when its peak is not higher and the validator
//! accepts it; passes go on, cycling through the six orders, until three in a
//! row give no lower peak. Waste that sits in holes deep in the heaviest
//! column, between long-lived buffers, is reached this way (see
//! `notes/packing.md`, "Flip compaction"), where re-solving the top band cannot.
//!
//! Deterministic: the orders break ties by index, and only the deadline cuts.
//!
//! ```
//! use tirsat_memory::{compact::compact, validate, Buffer, Problem};
//! // Stacking the three buffers wastes the room next to `a`.
//! let p = Problem::new(vec![
//!     Buffer::new("a", 4, 0, 4),
//!     Buffer::new("b", 4, 0, 2),
//!     Buffer::new("c", 4, 2, 4),
//! ])
//! .unwrap();
//! let r = compact(&p, vec![0, 4, 8], None);
//! assert_eq!(r.peak, 8);
//! assert!(validate(&p, &r.offsets).is_valid());
//! ```

use std::cmp::Reverse;
use std::time::Instant;

use super::greedy::{Fit, Placer};
use super::problem::Problem;
use super::validate::validate;

/// What [`compact`] produced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompactResult {
    /// The best layout (the initial one when nothing lower was found).
    pub offsets: Vec<u64>,
    /// Its peak.
    pub peak: u64,
    /// Passes run (each re-places every buffer once).
    pub passes: usize,
    /// When the peak last went down (`None`: never).
    pub improved_at: Option<Instant>,
    /// True when the deadline stopped a pass.
    pub timed_out: bool,
}

/// The orders of the passes, cycled: from the top by top, from the bottom by
/// offset, from the top by centre, from the bottom by centre, from the top by
/// offset, from the bottom by top.
const ORDERS: usize = 6;

/// Passes in a row without a lower peak before it stops (each direction at
/// least once).
const IDLE_PASSES: usize = 3;

/// Passes at most (a pass costs about one greedy strategy).
const MAX_PASSES: usize = 8 * ORDERS;

/// The deadline is checked every this many placements.
const CHECK_EVERY: usize = 1024;

/// Lowers the peak of the valid layout `offsets` by flip compaction (see the
/// module docs) until three passes in a row give nothing, or until `deadline`.
/// A layout that is not valid for `p` is returned unchanged.
pub fn compact(p: &Problem, offsets: Vec<u64>, deadline: Option<Instant>) -> CompactResult {
    let peak = p.peak(&offsets);
    let mut r = CompactResult {
        offsets,
        peak,
        passes: 0,
        improved_at: None,
        timed_out: false,
    };
    let late = || deadline.is_some_and(|d| Instant::now() >= d);
    if late() {
        r.timed_out = true;
        return r;
    }
    if r.offsets.len() != p.len() || !validate(p, &r.offsets).is_valid() {
        return r;
    }
    let active: Vec<usize> = (0..p.len())
        .filter(|&i| p.buffers[i].size > 0 && p.buffers[i].start < p.buffers[i].end)
        .collect();
    let mut idle = 0;
    while idle < IDLE_PASSES && r.passes < MAX_PASSES {
        if late() {
            r.timed_out = true;
            break;
        }
        let k = r.passes % ORDERS;
        r.passes += 1;
        let order = pass_order(p, &r.offsets, &active, k);
        let mut placer = Placer::new(p);
        let mut cut = false;
        for (n, &i) in order.iter().enumerate() {
            if n % CHECK_EVERY == CHECK_EVERY - 1 && late() {
                cut = true;
                break;
            }
            placer.place(i, Fit::First);
        }
        if cut {
            r.timed_out = true;
            break;
        }
        let mut offs = placer.offsets;
        for ((o, b), &old) in offs.iter_mut().zip(&p.buffers).zip(&r.offsets) {
            if b.size == 0 || b.start >= b.end {
                // Buffers that conflict with nothing keep their offsets.
                *o = old;
            }
        }
        let v = validate(p, &offs);
        debug_assert!(v.is_valid(), "{}", v.describe());
        if v.is_valid() && v.peak < r.peak {
            r.peak = v.peak;
            r.offsets = offs;
            r.improved_at = Some(Instant::now());
            idle = 0;
        } else {
            if v.is_valid() && v.peak == r.peak {
                // Same peak, other gaps: the next order starts from here.
                r.offsets = offs;
            }
            idle += 1;
        }
    }
    r
}

/// The active buffers in the order of pass `k` (see [`ORDERS`]), ties by index.
fn pass_order(p: &Problem, offs: &[u64], active: &[usize], k: usize) -> Vec<usize> {
    let off = |i: usize| u128::from(offs[i]);
    let top = |i: usize| off(i) + u128::from(p.buffers[i].size);
    let centre = |i: usize| off(i) + top(i);
    let mut order = active.to_vec();
    match k {
        0 => order.sort_by_key(|&i| (Reverse(top(i)), i)),
        1 => order.sort_by_key(|&i| (off(i), i)),
        2 => order.sort_by_key(|&i| (Reverse(centre(i)), i)),
        3 => order.sort_by_key(|&i| (centre(i), i)),
        4 => order.sort_by_key(|&i| (Reverse(off(i)), i)),
        _ => order.sort_by_key(|&i| (top(i), i)),
    }
    order
}
