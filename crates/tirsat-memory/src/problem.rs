//! The packing problem: buffers with a size, an alignment and a live interval.
//!
//! Time is an abstract linear order of `i64` points. A buffer is live over the
//! half-open interval `[start, end)`: a buffer that ends at `t` and one that starts
//! at `t` are never live together. Two buffers *conflict* when their intervals
//! intersect and the pair is not declared *shareable* (see [`Problem::allow_sharing`]).
//! Conflicting buffers must occupy disjoint byte ranges; every offset must be a
//! multiple of its buffer's alignment.

use std::collections::BTreeSet;

/// One buffer to place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Buffer {
    /// A name for reports (the `id` column of a CSV file).
    pub name: String,
    /// Size in bytes. Zero-sized buffers never conflict with anything.
    pub size: u64,
    /// The offset must be a multiple of this (at least 1).
    pub align: u64,
    /// First time point at which the buffer is live.
    pub start: i64,
    /// First time point at which the buffer is dead again (exclusive end).
    pub end: i64,
}

impl Buffer {
    /// A buffer with alignment 1.
    ///
    /// ```
    /// use tirsat_memory::Buffer;
    /// let b = Buffer::new("a", 64, 0, 10);
    /// assert_eq!((b.size, b.align), (64, 1));
    /// ```
    pub fn new(name: impl Into<String>, size: u64, start: i64, end: i64) -> Self {
        Buffer {
            name: name.into(),
            size,
            align: 1,
            start,
            end,
        }
    }

    /// The same buffer with another alignment.
    pub fn with_align(mut self, align: u64) -> Self {
        self.align = align;
        self
    }

    /// True when the live intervals of the two buffers intersect and both are non-empty.
    pub fn overlaps_in_time(&self, other: &Buffer) -> bool {
        self.start < self.end
            && other.start < other.end
            && self.start < other.end
            && other.start < self.end
    }

    /// Lifetime length (`end - start`), zero for empty intervals.
    pub fn duration(&self) -> u64 {
        if self.end > self.start {
            self.end.abs_diff(self.start)
        } else {
            0
        }
    }
}

/// Why a [`Problem`] was rejected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProblemError {
    /// An alignment of 0.
    #[error("buffer `{name}`: alignment must be at least 1")]
    ZeroAlignment {
        /// The buffer's name.
        name: String,
    },
    /// `end < start`.
    #[error("buffer `{name}`: end {end} is before start {start}")]
    BadInterval {
        /// The buffer's name.
        name: String,
        /// Its start.
        start: i64,
        /// Its end.
        end: i64,
    },
    /// A shareable pair names a buffer that does not exist.
    #[error("shareable pair ({0}, {1}) names a buffer index out of range")]
    BadPair(usize, usize),
    /// Sizes so large that offsets could overflow `u64`.
    #[error("the total size of all buffers overflows 64 bits")]
    Overflow,
}

/// A set of buffers plus the pairs that may share memory although their lifetimes
/// intersect.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Problem {
    /// The buffers; planners return one offset per buffer, in this order.
    pub buffers: Vec<Buffer>,
    /// Pairs `(i, j)` with `i < j` that may overlap in memory even though their
    /// intervals intersect (element-wise in-place reuse proved by the caller).
    shareable: BTreeSet<(usize, usize)>,
}

/// What every buffer of a problem (constant or symbolic size) satisfies: an
/// alignment of at least 1 and a live interval with `start <= end`.
pub(crate) fn check_buffer(
    name: &str,
    align: u64,
    start: i64,
    end: i64,
) -> Result<(), ProblemError> {
    if align == 0 {
        return Err(ProblemError::ZeroAlignment {
            name: name.to_string(),
        });
    }
    if end < start {
        return Err(ProblemError::BadInterval {
            name: name.to_string(),
            start,
            end,
        });
    }
    Ok(())
}

impl Problem {
    /// Builds a problem and checks it (alignments >= 1, `start <= end`, no overflow).
    ///
    /// ```
    /// use tirsat_memory::{Buffer, Problem};
    /// let p = Problem::new(vec![Buffer::new("a", 4, 0, 2), Buffer::new("b", 8, 1, 3)]).unwrap();
    /// assert_eq!(p.len(), 2);
    /// assert!(Problem::new(vec![Buffer::new("c", 4, 3, 1)]).is_err());
    /// ```
    pub fn new(buffers: Vec<Buffer>) -> Result<Self, ProblemError> {
        let mut total: u64 = 0;
        for b in &buffers {
            check_buffer(&b.name, b.align, b.start, b.end)?;
            // Every planner places a buffer at most at (sum of sizes + alignments);
            // keep that far below u64::MAX so offset arithmetic never overflows.
            total = total
                .checked_add(b.size)
                .and_then(|t| t.checked_add(b.align))
                .ok_or(ProblemError::Overflow)?;
        }
        if total > u64::MAX / 4 {
            return Err(ProblemError::Overflow);
        }
        Ok(Problem {
            buffers,
            shareable: BTreeSet::new(),
        })
    }

    /// Number of buffers.
    pub fn len(&self) -> usize {
        self.buffers.len()
    }

    /// True when there are no buffers.
    pub fn is_empty(&self) -> bool {
        self.buffers.is_empty()
    }

    /// Declares that buffers `i` and `j` may share memory even if their lifetimes
    /// intersect (for example an element-wise operation writing its output over its
    /// input). The planners may, but need not, exploit it.
    pub fn allow_sharing(&mut self, i: usize, j: usize) -> Result<(), ProblemError> {
        if i >= self.len() || j >= self.len() {
            return Err(ProblemError::BadPair(i, j));
        }
        if i != j {
            self.shareable.insert((i.min(j), i.max(j)));
        }
        Ok(())
    }

    /// The shareable pairs, `(i, j)` with `i < j`, in increasing order.
    pub fn shareable_pairs(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.shareable.iter().copied()
    }

    /// True when `(i, j)` was declared shareable.
    pub fn is_shareable(&self, i: usize, j: usize) -> bool {
        !self.shareable.is_empty() && self.shareable.contains(&(i.min(j), i.max(j)))
    }

    /// True when buffers `i` and `j` must not overlap in memory.
    pub fn conflicts(&self, i: usize, j: usize) -> bool {
        i != j
            && self.buffers[i].size > 0
            && self.buffers[j].size > 0
            && self.buffers[i].overlaps_in_time(&self.buffers[j])
            && !self.is_shareable(i, j)
    }

    /// The largest `offset + size` of a layout (0 for an empty problem).
    pub fn peak(&self, offsets: &[u64]) -> u64 {
        self.buffers
            .iter()
            .zip(offsets)
            .map(|(b, &o)| o.saturating_add(b.size))
            .max()
            .unwrap_or(0)
    }
}

/// Rounds `x` up to a multiple of `align` (`align >= 1`).
///
/// ```
/// assert_eq!(tirsat_memory::align_up(13, 8), 16);
/// assert_eq!(tirsat_memory::align_up(16, 8), 16);
/// ```
pub fn align_up(x: u64, align: u64) -> u64 {
    if align <= 1 {
        return x;
    }
    let r = x % align;
    if r == 0 {
        x
    } else {
        x.saturating_add(align - r)
    }
}
