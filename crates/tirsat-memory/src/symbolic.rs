//! Planning with symbolic sizes: a conservative planner and a prover-backed validator.
//!
//! The constant buffers are packed by any constant planner into `[0, P)`. The symbolic
//! buffers go above, into *slots*: buffers whose lifetimes are pairwise disjoint share
//! a slot, whose size is the maximum of theirs as simplified by the [`SizeOracle`]
//! (two disjoint buffers of `n * 4` and `n * 8` bytes give a slot of `n * 8`). Slots
//! are stacked one after another, each rounded up to the common alignment. Since any
//! two conflicting symbolic buffers are in different slots, the layout is valid for
//! every value of the variables; [`validate_symbolic`] re-checks it through the oracle.

use super::plan::{PlanOptions, PlanReport, Planner, plan};
use super::problem::{Buffer, Problem, ProblemError, check_buffer};
use super::size::{Size, SizeOracle};

/// A buffer whose size may be symbolic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymBuffer<E> {
    /// Name for reports.
    pub name: String,
    /// Size in bytes.
    pub size: Size<E>,
    /// Offset alignment (at least 1).
    pub align: u64,
    /// First live time point.
    pub start: i64,
    /// First dead time point (exclusive end).
    pub end: i64,
}

impl<E> SymBuffer<E> {
    fn overlaps_in_time(&self, o: &SymBuffer<E>) -> bool {
        self.start < self.end && o.start < o.end && self.start < o.end && o.start < self.end
    }
}

/// A layout with symbolic offsets.
#[derive(Debug, Clone, PartialEq)]
pub struct SymLayout<E> {
    /// One offset per buffer.
    pub offsets: Vec<Size<E>>,
    /// The size of the whole region (`max(offset + size)`, simplified).
    pub total: Size<E>,
    /// The report of the constant planner on the constant buffers.
    pub constant: PlanReport,
    /// Slots of symbolic buffers, bottom to top, as buffer indices.
    pub slots: Vec<Vec<usize>>,
}

/// Plans a mix of constant and symbolic buffers (see the module docs).
///
/// ```
/// use tirsat_memory::{plan_symbolic, PlanOptions, Planner, RangeOracle, Size, SymBuffer, SymExpr};
/// let o = RangeOracle::new().with_range("n", 1, 4096);
/// let sym = |name: &str, k: i64, start: i64, end: i64| SymBuffer {
///     name: name.into(), size: Size::Sym(SymExpr::var("n").times(k)), align: 4, start, end,
/// };
/// let bufs = vec![
///     SymBuffer { name: "c".into(), size: Size::Const(512), align: 4, start: 0, end: 4 },
///     sym("a", 4, 0, 2),
///     sym("b", 8, 2, 4),
/// ];
/// let l = plan_symbolic(&bufs, &o, Planner::Best, &PlanOptions::default()).unwrap();
/// assert_eq!(l.offsets[1].to_string(), "512");
/// assert_eq!(l.offsets[2].to_string(), "512");
/// assert_eq!(l.total.to_string(), "n * 8 + 512");
/// ```
pub fn plan_symbolic<E: Clone, O: SizeOracle<E>>(
    buffers: &[SymBuffer<E>],
    oracle: &O,
    planner: Planner,
    opts: &PlanOptions,
) -> Result<SymLayout<E>, ProblemError> {
    let mut const_idx = Vec::new();
    let mut sym_idx = Vec::new();
    for (i, b) in buffers.iter().enumerate() {
        match b.size {
            Size::Const(_) => const_idx.push(i),
            Size::Sym(_) => sym_idx.push(i),
        }
    }
    let cp = Problem::new(
        const_idx
            .iter()
            .map(|&i| {
                let b = &buffers[i];
                Buffer {
                    name: b.name.clone(),
                    size: b.size.as_const().unwrap_or(0),
                    align: b.align,
                    start: b.start,
                    end: b.end,
                }
            })
            .collect(),
    )?;
    for b in buffers {
        check_buffer(&b.name, b.align, b.start, b.end)?;
    }
    let constant = plan(&cp, planner, opts);
    let mut offsets: Vec<Size<E>> = vec![Size::Const(0); buffers.len()];
    for (k, &i) in const_idx.iter().enumerate() {
        offsets[i] = Size::Const(constant.offsets[k]);
    }
    // Slots: earliest start first; join the slot that grows least (proven).
    sym_idx.sort_by_key(|&i| (buffers[i].start, i));
    let mut slots: Vec<(Vec<usize>, Size<E>)> = Vec::new();
    for &i in &sym_idx {
        let b = &buffers[i];
        let compatible =
            |members: &Vec<usize>| members.iter().all(|&j| !buffers[j].overlaps_in_time(b));
        // Rank: 0 = fits without growth, 1 = proven growth to b's size, 2 = max().
        let mut choice: Option<(u8, usize)> = None;
        for (k, (members, size)) in slots.iter().enumerate() {
            if !compatible(members) {
                continue;
            }
            let rank = if oracle.le(&b.size, size) == Some(true) {
                0
            } else if oracle.le(size, &b.size) == Some(true) {
                1
            } else {
                2
            };
            if choice.is_none_or(|(r, _)| rank < r) {
                choice = Some((rank, k));
            }
        }
        match choice {
            Some((_, k)) => {
                let grown = oracle.max(&slots[k].1, &b.size);
                slots[k].0.push(i);
                slots[k].1 = grown;
            }
            None => slots.push((vec![i], b.size.clone())),
        }
    }
    // Stack the slots above the constant region.
    let common = sym_idx.iter().map(|&i| buffers[i].align).fold(1u64, lcm);
    let mut total: Size<E> = Size::Const(constant.peak);
    let mut cursor: Size<E> = oracle.align_up(&Size::Const(constant.peak), common);
    for (members, size) in &slots {
        for &i in members {
            offsets[i] = cursor.clone();
        }
        let end = oracle.add(&cursor, size);
        total = end.clone();
        cursor = oracle.align_up(&end, common);
    }
    Ok(SymLayout {
        offsets,
        total,
        constant,
        slots: slots.into_iter().map(|(m, _)| m).collect(),
    })
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

fn lcm(a: u64, b: u64) -> u64 {
    (a / gcd(a, b)).saturating_mul(b)
}

/// What [`validate_symbolic`] could not prove.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SymValidation {
    /// Conflicting pairs whose disjointness the oracle could not prove.
    pub unproven: Vec<(usize, usize)>,
    /// Buffers whose offset is not provably a multiple of their alignment.
    pub misaligned: Vec<usize>,
}

impl SymValidation {
    /// True when everything was proven.
    pub fn is_valid(&self) -> bool {
        self.unproven.is_empty() && self.misaligned.is_empty()
    }
}

/// Checks a symbolic layout through the oracle: every pair of buffers live at the same
/// time must provably not overlap, and every offset must provably be aligned.
/// Quadratic in the number of buffers (meant for kernels, with few buffers).
pub fn validate_symbolic<E, O: SizeOracle<E>>(
    buffers: &[SymBuffer<E>],
    offsets: &[Size<E>],
    oracle: &O,
) -> SymValidation {
    let mut v = SymValidation::default();
    let zero = |s: &Size<E>| matches!(s, Size::Const(0));
    for (i, (b, o)) in buffers.iter().zip(offsets).enumerate() {
        if !oracle.is_multiple_of(o, b.align) {
            v.misaligned.push(i);
        }
    }
    for i in 0..buffers.len().min(offsets.len()) {
        for j in i + 1..buffers.len().min(offsets.len()) {
            let (a, b) = (&buffers[i], &buffers[j]);
            if zero(&a.size) || zero(&b.size) || !a.overlaps_in_time(b) {
                continue;
            }
            let a_end = oracle.add(&offsets[i], &a.size);
            let b_end = oracle.add(&offsets[j], &b.size);
            let below = oracle.le(&a_end, &offsets[j]) == Some(true);
            let above = oracle.le(&b_end, &offsets[i]) == Some(true);
            if !below && !above {
                v.unproven.push((i, j));
            }
        }
    }
    v
}
