//! The layout validator: the gate every planner's output goes through.
//!
//! A layout is valid when every offset is a multiple of its buffer's alignment and no
//! two buffers that are live at the same time (and not declared shareable) share a
//! byte. The check sweeps time once, keeping the live buffers ordered by offset, so it
//! runs in `O(n log n)` on valid layouts; once an overlap is seen it falls back to a
//! full scan of the live set so that every overlapping pair is counted.

use std::collections::BTreeSet;

use super::problem::Problem;

/// How many overlapping pairs a [`Validation`] lists (all of them are counted).
pub const MAX_LISTED_OVERLAPS: usize = 64;

/// The result of [`validate`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Validation {
    /// The largest `offset + size` (the memory the layout needs).
    pub peak: u64,
    /// Number of conflicting pairs that overlap in memory.
    pub overlap_count: u64,
    /// The first [`MAX_LISTED_OVERLAPS`] overlapping pairs `(i, j)`, `i < j`, sorted.
    pub overlaps: Vec<(usize, usize)>,
    /// Buffers whose offset is not a multiple of their alignment.
    pub misaligned: Vec<usize>,
    /// Set when the layout does not have exactly one offset per buffer.
    pub wrong_length: Option<(usize, usize)>,
}

impl Validation {
    /// True when the layout has no overlap, no misaligned offset and the right length.
    pub fn is_valid(&self) -> bool {
        self.overlap_count == 0 && self.misaligned.is_empty() && self.wrong_length.is_none()
    }

    /// A one-line human description of what is wrong (empty when valid).
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if let Some((want, got)) = self.wrong_length {
            parts.push(format!("{got} offsets for {want} buffers"));
        }
        if self.overlap_count > 0 {
            parts.push(format!(
                "{} overlapping pair{}",
                self.overlap_count,
                if self.overlap_count == 1 { "" } else { "s" }
            ));
        }
        if !self.misaligned.is_empty() {
            parts.push(format!("{} misaligned offset(s)", self.misaligned.len()));
        }
        parts.join(", ")
    }
}

/// Checks a layout (one offset per buffer, in problem order).
///
/// ```
/// use tirsat_memory::{validate, Buffer, Problem};
/// let p = Problem::new(vec![
///     Buffer::new("a", 8, 0, 2),
///     Buffer::new("b", 8, 1, 3).with_align(8),
/// ])
/// .unwrap();
/// assert!(validate(&p, &[0, 8]).is_valid());
/// assert_eq!(validate(&p, &[0, 4]).overlap_count, 1); // also misaligned
/// assert_eq!(validate(&p, &[0, 4]).misaligned, vec![1]);
/// assert_eq!(validate(&p, &[0, 8]).peak, 16);
/// ```
pub fn validate(p: &Problem, offsets: &[u64]) -> Validation {
    let mut v = Validation::default();
    if offsets.len() != p.len() {
        v.wrong_length = Some((p.len(), offsets.len()));
        return v;
    }
    v.peak = p.peak(offsets);
    for (i, (b, &o)) in p.buffers.iter().zip(offsets).enumerate() {
        if o % b.align != 0 {
            v.misaligned.push(i);
        }
    }
    // Events: removals sort before additions at the same time (half-open intervals).
    let mut events: Vec<(i64, bool, usize)> = Vec::with_capacity(2 * p.len());
    for (i, b) in p.buffers.iter().enumerate() {
        if b.size > 0 && b.start < b.end {
            events.push((b.start, true, i));
            events.push((b.end, false, i));
        }
    }
    events.sort_unstable();
    let mut active: BTreeSet<(u64, usize)> = BTreeSet::new();
    // True while the active set is known to have no two overlapping members.
    let mut clean = true;
    // The smallest overlapping pairs seen so far (bounded, so memory stays small).
    let mut found: BTreeSet<(usize, usize)> = BTreeSet::new();
    let end_of = |i: usize| offsets[i].saturating_add(p.buffers[i].size);
    for &(_, is_add, x) in &events {
        if !is_add {
            active.remove(&(offsets[x], x));
            if active.is_empty() {
                clean = true;
            }
            continue;
        }
        let (xo, xe) = (offsets[x], end_of(x));
        let mut hits: Vec<usize> = Vec::new();
        if clean {
            if let Some(&(_, pi)) = active.range(..(xo, 0)).next_back()
                && end_of(pi) > xo
            {
                hits.push(pi);
            }
            for &(_, si) in active.range((xo, 0)..(xe, 0)) {
                hits.push(si);
            }
        } else {
            for &(o, si) in active.range(..(xe, 0)) {
                if o.saturating_add(p.buffers[si].size) > xo {
                    hits.push(si);
                }
            }
        }
        if !hits.is_empty() {
            clean = false;
        }
        for y in hits {
            if !p.is_shareable(x, y) {
                v.overlap_count += 1;
                found.insert((x.min(y), x.max(y)));
                if found.len() > MAX_LISTED_OVERLAPS {
                    found.pop_last();
                }
            }
        }
        active.insert((xo, x));
    }
    v.overlaps = found.into_iter().collect();
    v
}
