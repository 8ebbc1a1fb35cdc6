//! The layout validator: the gate every planner's output goes through.
//!
//! A layout is valid when every offset is a multiple of its buffer's alignment and no
//! two buffers that are live at the same time (and not declared shareable) share a
//! byte. The check sweeps time once, keeping the live buffers ordered by offset, so it
//! runs in `O(n log n)` on valid layouts; once an overlap is seen it falls back to a
//! full scan of the live set so that every overlapping pair is counted. Up to 24
//! buffers it checks every pair instead, with the same result.

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
    if p.len() <= PAIRWISE_MAX {
        // Every pair (the sweep finds the same ones, each once).
        let end_of = |i: usize| offsets[i].saturating_add(p.buffers[i].size);
        let mut found: BTreeSet<(usize, usize)> = BTreeSet::new();
        for j in 0..p.len() {
            for i in 0..j {
                if offsets[i] < end_of(j) && offsets[j] < end_of(i) && p.conflicts(i, j) {
                    v.overlap_count += 1;
                    found.insert((i, j));
                    if found.len() > MAX_LISTED_OVERLAPS {
                        found.pop_last();
                    }
                }
            }
        }
        v.overlaps = found.into_iter().collect();
        return v;
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
    // The smallest overlapping pairs seen so far (bounded, so memory stays small).
    let found = if events.len() <= 2 * FLAT_ACTIVE {
        sweep(p, offsets, &events, &mut FlatSet(Vec::new()), &mut v)
    } else {
        sweep(p, offsets, &events, &mut BTreeSet::new(), &mut v)
    };
    v.overlaps = found.into_iter().collect();
    v
}

/// Up to this many buffers [`validate`] checks every pair (no events to sort).
const PAIRWISE_MAX: usize = 24;

/// Up to this many placeable buffers the sweep keeps the live buffers in a sorted
/// vector (a shift per insertion, no tree nodes to allocate).
const FLAT_ACTIVE: usize = 256;

/// The live buffers of the sweep, as `(offset, buffer)` in increasing order.
trait ActiveSet {
    fn insert(&mut self, k: (u64, usize));
    fn remove(&mut self, k: (u64, usize));
    fn is_empty(&self) -> bool;
    /// The largest member below `k`.
    fn below(&self, k: (u64, usize)) -> Option<(u64, usize)>;
    /// Calls `f` on the members in `lo..hi` (from the first when `lo` is `None`),
    /// in order.
    fn each(&self, lo: Option<(u64, usize)>, hi: (u64, usize), f: &mut dyn FnMut((u64, usize)));
}

impl ActiveSet for BTreeSet<(u64, usize)> {
    fn insert(&mut self, k: (u64, usize)) {
        BTreeSet::insert(self, k);
    }
    fn remove(&mut self, k: (u64, usize)) {
        BTreeSet::remove(self, &k);
    }
    fn is_empty(&self) -> bool {
        BTreeSet::is_empty(self)
    }
    fn below(&self, k: (u64, usize)) -> Option<(u64, usize)> {
        self.range(..k).next_back().copied()
    }
    fn each(&self, lo: Option<(u64, usize)>, hi: (u64, usize), f: &mut dyn FnMut((u64, usize))) {
        match lo {
            Some(lo) => self.range(lo..hi).for_each(|&k| f(k)),
            None => self.range(..hi).for_each(|&k| f(k)),
        }
    }
}

/// A sorted vector of distinct members.
struct FlatSet(Vec<(u64, usize)>);

impl ActiveSet for FlatSet {
    fn insert(&mut self, k: (u64, usize)) {
        if let Err(at) = self.0.binary_search(&k) {
            self.0.insert(at, k);
        }
    }
    fn remove(&mut self, k: (u64, usize)) {
        if let Ok(at) = self.0.binary_search(&k) {
            self.0.remove(at);
        }
    }
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    fn below(&self, k: (u64, usize)) -> Option<(u64, usize)> {
        let at = self.0.partition_point(|&m| m < k);
        at.checked_sub(1).map(|i| self.0[i])
    }
    fn each(&self, lo: Option<(u64, usize)>, hi: (u64, usize), f: &mut dyn FnMut((u64, usize))) {
        let from = lo.map_or(0, |lo| self.0.partition_point(|&m| m < lo));
        for &m in &self.0[from..] {
            if m >= hi {
                break;
            }
            f(m);
        }
    }
}

/// The sweep of [`validate`] over the sorted `events`: counts the overlaps into
/// `v` and returns the smallest overlapping pairs.
fn sweep(
    p: &Problem,
    offsets: &[u64],
    events: &[(i64, bool, usize)],
    active: &mut impl ActiveSet,
    v: &mut Validation,
) -> BTreeSet<(usize, usize)> {
    // True while the active set is known to have no two overlapping members.
    let mut clean = true;
    let mut found: BTreeSet<(usize, usize)> = BTreeSet::new();
    let end_of = |i: usize| offsets[i].saturating_add(p.buffers[i].size);
    let mut hits: Vec<usize> = Vec::new();
    for &(_, is_add, x) in events {
        if !is_add {
            active.remove((offsets[x], x));
            if active.is_empty() {
                clean = true;
            }
            continue;
        }
        let (xo, xe) = (offsets[x], end_of(x));
        hits.clear();
        if clean {
            if let Some((_, pi)) = active.below((xo, 0))
                && end_of(pi) > xo
            {
                hits.push(pi);
            }
            active.each(Some((xo, 0)), (xe, 0), &mut |(_, si)| hits.push(si));
        } else {
            active.each(None, (xe, 0), &mut |(o, si)| {
                if o.saturating_add(p.buffers[si].size) > xo {
                    hits.push(si);
                }
            });
        }
        if !hits.is_empty() {
            clean = false;
        }
        for &y in &hits {
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
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Buffer;

    /// The sorted vector and the ordered set give the same verdict on random
    /// layouts, overlapping ones and shareable pairs included.
    #[test]
    fn flat_and_tree_sweeps_agree() {
        let mut s = 0x1234_5678_u64;
        let mut next = move |n: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s % n
        };
        let mut overlapping = 0;
        for case in 0..3000 {
            let n = 1 + next(if case % 10 == 0 { 120 } else { 30 }) as usize;
            let horizon = 1 + next(3 * n as u64) as i64;
            let bufs: Vec<Buffer> = (0..n)
                .map(|i| {
                    let st = next(horizon as u64) as i64;
                    let len = next((horizon - st) as u64 + 1) as i64;
                    // Negative times too (every third case).
                    let st = st - (case % 3 == 0) as i64 * horizon / 2;
                    let size = if next(10) == 0 { 0 } else { 1 + next(64) };
                    Buffer::new(format!("b{i}"), size, st, st + len)
                })
                .collect();
            let mut p = Problem::new(bufs).unwrap();
            for _ in 0..next(4) {
                let (i, j) = (next(n as u64) as usize, next(n as u64) as usize);
                if i != j {
                    p.allow_sharing(i, j).unwrap();
                }
            }
            let top = 1 + next(4 * 64);
            let offsets: Vec<u64> = (0..n).map(|_| next(top)).collect();
            let mut events: Vec<(i64, bool, usize)> = Vec::new();
            for (i, b) in p.buffers.iter().enumerate() {
                if b.size > 0 && b.start < b.end {
                    events.push((b.start, true, i));
                    events.push((b.end, false, i));
                }
            }
            events.sort_unstable();
            let (mut v1, mut v2) = (Validation::default(), Validation::default());
            let f1 = sweep(&p, &offsets, &events, &mut FlatSet(Vec::new()), &mut v1);
            let f2 = sweep(&p, &offsets, &events, &mut BTreeSet::new(), &mut v2);
            assert_eq!(
                (&f1, v1.overlap_count),
                (&f2, v2.overlap_count),
                "case {case}"
            );
            // The count is every conflicting pair that overlaps in memory.
            let brute = (0..n)
                .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
                .filter(|&(i, j)| {
                    let (a, b) = (&p.buffers[i], &p.buffers[j]);
                    p.conflicts(i, j)
                        && offsets[i] < offsets[j] + b.size
                        && offsets[j] < offsets[i] + a.size
                })
                .count() as u64;
            assert_eq!(v2.overlap_count, brute, "case {case}");
            // And through `validate`.
            let v = validate(&p, &offsets);
            assert_eq!(v.overlap_count, brute, "case {case}");
            assert_eq!(
                v.overlaps,
                f2.iter().copied().collect::<Vec<_>>(),
                "case {case}"
            );
            overlapping += (brute > 0) as usize;
        }
        assert!(overlapping > 1000, "{overlapping} overlapping layouts");
    }
}
