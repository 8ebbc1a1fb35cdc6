//! TVM 0.27's shared-memory planner (MergeSharedMemoryAllocations), reproduced on
//! the abstract problem for comparison.
//!
//! The input is TVM's own event sequence: a list of [`TvmStep`]s, each a *leaf*
//! statement or the *begin*/*end* of a scope statement, carrying the gen and kill
//! lists of the statement's liveness record (a scope's begin and end share one
//! record). The walk is:
//! 1. at a leaf or end: free every killed buffer, except (at a leaf) those also
//!    generated there;
//! 2. at a leaf or begin: allocate each generated buffer with `FindAlloc`;
//! 3. at a leaf or end: free the killed buffers skipped in step 1.
//!
//! `FindAlloc` keeps storage entries with a size in bits and a list of *layers*:
//! * a buffer of at most 32 bits gets a private entry that is never freed (TVM then
//!   never gives it an offset and crashes: reported as [`TvmFailure::SmallBuffer`]);
//! * a constant buffer first takes the smallest free entry of size in
//!   `[bits, 16 * bits]` and becomes its new layer;
//! * otherwise it takes free smaller entries, largest first (most recently freed
//!   first among equals), until their sum reaches its size, and builds a new entry
//!   whose layer `k` concatenates the layers `k` of the taken entries, with the buffer
//!   as the last layer;
//! * otherwise it gets a new entry;
//! * a symbolic buffer pops any free symbolic entry without joining its layers (TVM
//!   crashes later: [`TvmFailure::SymbolicReuse`]) or gets a new entry.
//!
//! Offsets: the entries still in the free lists (constant ones by ascending size, ties
//! in insertion order, then symbolic ones) are laid out one after another; inside an
//! entry every layer restarts at the entry's base and its buffers sit side by side,
//! each aligned to the largest element size of that layer index over all entries, or
//! to its data alignment when it has one. This can put buffers with overlapping
//! lifetimes at overlapping addresses, which is why every layout is validated.

use std::collections::BTreeMap;
use std::fmt;

use super::problem::Problem;
use super::size::{RangeOracle, Size, SizeOracle, SymExpr};

/// One allocation as TVM sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TvmAlloc<E> {
    /// Name for reports.
    pub name: String,
    /// `extent x dtype bits x lanes`: constant, or symbolic when an extent is.
    /// A constant 0 takes TVM's symbolic path, as in TVM.
    pub bits: Size<E>,
    /// Bytes the buffer occupies (`extent x element bytes`).
    pub bytes: Size<E>,
    /// Element size in bytes (`dtype.bytes() x lanes`).
    pub elem_bytes: u64,
    /// The buffer's data alignment (0 = none).
    pub data_alignment: u64,
}

/// Kind of an entry of TVM's linear access sequence.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepKind {
    /// A leaf statement (`scope_pair_offset == 0`).
    Leaf,
    /// The start of a scope statement.
    Begin,
    /// The end of a scope statement.
    End,
}

/// One entry of the access sequence with its statement's liveness record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TvmStep {
    /// Leaf, begin or end.
    pub kind: StepKind,
    /// Buffers first touched by the statement (indices into the allocations).
    pub gens: Vec<usize>,
    /// Buffers last touched by the statement.
    pub kills: Vec<usize>,
}

/// A condition under which TVM's pass would crash or misbehave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TvmFailure {
    /// A buffer of at most 32 bits never gets an offset.
    SmallBuffer(String),
    /// A symbolic buffer reused a symbolic entry and never gets an offset.
    SymbolicReuse(String),
    /// A buffer is generated but never killed, so its entry is never laid out.
    NeverFreed(String),
    /// A buffer is never generated.
    NeverGenerated(String),
    /// A buffer is killed before it is generated (an internal check in TVM).
    KilledBeforeGen(String),
    /// A buffer is generated twice or killed twice.
    Repeated(String),
    /// The data alignment is not a multiple of the layer's element alignment.
    BadAlignment(String),
    /// A step names a buffer index that does not exist.
    BadIndex(usize),
}

impl fmt::Display for TvmFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TvmFailure::SmallBuffer(b) => write!(
                f,
                "buffer `{b}` has at most 32 bits: TVM never gives it an offset"
            ),
            TvmFailure::SymbolicReuse(b) => write!(
                f,
                "symbolic buffer `{b}` reuses a symbolic entry: TVM never gives it an offset"
            ),
            TvmFailure::NeverFreed(b) => {
                write!(f, "buffer `{b}` is never killed, so it is never laid out")
            }
            TvmFailure::NeverGenerated(b) => write!(f, "buffer `{b}` is never generated"),
            TvmFailure::KilledBeforeGen(b) => {
                write!(f, "buffer `{b}` is killed before it is generated")
            }
            TvmFailure::Repeated(b) => write!(f, "buffer `{b}` is generated or killed twice"),
            TvmFailure::BadAlignment(b) => write!(
                f,
                "buffer `{b}`: the alignment of the buffer is not a multiple of the data type size"
            ),
            TvmFailure::BadIndex(i) => write!(f, "a step names buffer index {i}, out of range"),
        }
    }
}

/// The result of [`tvm_plan`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TvmPlan<E> {
    /// The byte offset TVM gives each buffer (`None`: no offset, TVM would crash).
    pub offsets: Vec<Option<Size<E>>>,
    /// The merged allocation's size.
    pub total: Size<E>,
    /// Everything that would make TVM fail, in the order found.
    pub failures: Vec<TvmFailure>,
    /// The storage entries at the end, as layers of buffer indices.
    pub entries: Vec<Vec<Vec<usize>>>,
}

struct Entry {
    /// Size in bits; 0 for symbolic entries.
    bits: u64,
    layers: Vec<Vec<usize>>,
}

/// Runs TVM's planner on an event sequence.
///
/// ```
/// use tirsat_memory::{tvm_plan, RangeOracle, Size, StepKind, SymExpr, TvmAlloc, TvmStep};
/// // D5 of the TVM experiments: two 100 x f32 buffers die, then a 1000 x i8 one.
/// let f32buf = |n: &str| TvmAlloc::<SymExpr> {
///     name: n.into(), bits: Size::Const(3200), bytes: Size::Const(400),
///     elem_bytes: 4, data_alignment: 64,
/// };
/// let allocs = vec![f32buf("A"), f32buf("B"), TvmAlloc {
///     name: "C".into(), bits: Size::Const(8000), bytes: Size::Const(1000),
///     elem_bytes: 1, data_alignment: 64,
/// }];
/// let leaf = |gens: Vec<usize>, kills: Vec<usize>| TvmStep { kind: StepKind::Leaf, gens, kills };
/// let steps = vec![leaf(vec![0, 1], vec![]), leaf(vec![], vec![0, 1]), leaf(vec![2], vec![2])];
/// let plan = tvm_plan(&allocs, &steps, &RangeOracle::new());
/// assert!(plan.failures.is_empty());
/// assert_eq!(plan.offsets[1], Some(Size::Const(0)));   // B
/// assert_eq!(plan.offsets[0], Some(Size::Const(448))); // A, after B, 64-aligned
/// assert_eq!(plan.offsets[2], Some(Size::Const(0)));   // C, the next layer
/// assert_eq!(plan.total, Size::Const(1000));
/// ```
pub fn tvm_plan<E: Clone, O: SizeOracle<E>>(
    allocs: &[TvmAlloc<E>],
    steps: &[TvmStep],
    oracle: &O,
) -> TvmPlan<E> {
    let mut walk = Walk::new(allocs);
    for step in steps {
        walk.step(step);
    }
    // Entries laid out: those in the free lists at the end.
    let placed: Vec<usize> = walk
        .free_const
        .values()
        .copied()
        .chain(walk.free_sym.iter().copied())
        .collect();
    let (offsets, total) = walk.layout(&placed, oracle);
    walk.explain_unplaced(&offsets);
    // Each entry's layers moved out at its last place in `placed` (copied
    // at any earlier one).
    let mut uses = vec![0usize; walk.entries.len()];
    for &e in &placed {
        uses[e] += 1;
    }
    let entries = placed
        .iter()
        .map(|&e| {
            uses[e] -= 1;
            if uses[e] == 0 {
                std::mem::take(&mut walk.entries[e].layers)
            } else {
                walk.entries[e].layers.clone()
            }
        })
        .collect();
    TvmPlan {
        offsets,
        total,
        failures: walk.failures,
        entries,
    }
}

/// The state of TVM's liveness walk over the event sequence.
struct Walk<'a, E> {
    allocs: &'a [TvmAlloc<E>],
    entries: Vec<Entry>,
    /// The entry each buffer was assigned to.
    entry_of: Vec<Option<usize>>,
    generated: Vec<bool>,
    killed: Vec<bool>,
    /// Symbolic buffers given a reused entry without being recorded in it.
    orphan: Vec<bool>,
    /// Free constant entries: (bits, insertion sequence) -> entry.
    free_const: BTreeMap<(u64, u64), usize>,
    free_sym: Vec<usize>,
    seq: u64,
    failures: Vec<TvmFailure>,
}

/// A private entry of a buffer of at most 32 bits: never freed, never laid out.
fn is_small(e: &Entry) -> bool {
    e.bits > 0 && e.bits <= 32
}

impl<'a, E: Clone> Walk<'a, E> {
    fn new(allocs: &'a [TvmAlloc<E>]) -> Self {
        let n = allocs.len();
        Walk {
            allocs,
            entries: Vec::new(),
            entry_of: vec![None; n],
            generated: vec![false; n],
            killed: vec![false; n],
            orphan: vec![false; n],
            free_const: BTreeMap::new(),
            free_sym: Vec::new(),
            seq: 0,
            failures: Vec::new(),
        }
    }

    /// One event: frees before allocations, except a leaf's buffers that are
    /// generated and killed there, which are freed after.
    fn step(&mut self, step: &TvmStep) {
        let n = self.allocs.len();
        if let Some(&bad) = step.gens.iter().chain(&step.kills).find(|&&b| b >= n) {
            self.failures.push(TvmFailure::BadIndex(bad));
            return;
        }
        let leaf = step.kind == StepKind::Leaf;
        let frees = step.kind != StepKind::Begin;
        let gens = step.kind != StepKind::End;
        let leaf_alloc = |b: &usize| leaf && step.gens.contains(b);
        if frees {
            for &b in step.kills.iter().filter(|b| !leaf_alloc(b)) {
                self.free(b);
            }
        }
        if gens {
            for &b in &step.gens {
                self.generate(b);
            }
        }
        if frees {
            for &b in step.kills.iter().filter(|b| leaf_alloc(b)) {
                self.free(b);
            }
        }
    }

    /// Records the failure `f` of buffer `b`.
    fn fail(&mut self, f: fn(String) -> TvmFailure, b: usize) {
        self.failures.push(f(self.allocs[b].name.clone()));
    }

    fn free(&mut self, b: usize) {
        if self.killed[b] {
            return self.fail(TvmFailure::Repeated, b);
        }
        self.killed[b] = true;
        let Some(e) = self.entry_of[b] else {
            return self.fail(TvmFailure::KilledBeforeGen, b);
        };
        let entry = &self.entries[e];
        if is_small(entry) {
            return;
        }
        if entry.bits != 0 {
            self.free_const.insert((entry.bits, self.seq), e);
            self.seq += 1;
        } else {
            self.free_sym.push(e);
        }
    }

    fn generate(&mut self, b: usize) {
        if self.generated[b] {
            return self.fail(TvmFailure::Repeated, b);
        }
        self.generated[b] = true;
        let bits = self.allocs[b].bits.as_const().unwrap_or(0);
        let e = self.find_alloc(b, bits);
        self.entry_of[b] = Some(e);
    }

    /// TVM's `FindAlloc`; returns the entry the buffer is assigned to.
    fn find_alloc(&mut self, b: usize, bits: u64) -> usize {
        const MATCH_RANGE: u64 = 16;
        let new_entry = |entries: &mut Vec<Entry>| {
            entries.push(Entry {
                bits,
                layers: vec![vec![b]],
            });
            entries.len() - 1
        };
        let entries = &mut self.entries;
        let free_const = &mut self.free_const;
        if bits > 0 && bits <= 32 {
            return new_entry(entries);
        }
        if bits == 0 {
            if !self.free_sym.is_empty() {
                // TVM returns the entry without recording the buffer in its layers.
                let e = self.free_sym.remove(0);
                self.orphan[b] = true;
                return e;
            }
            return new_entry(entries);
        }
        // (a) the smallest free entry with size in [bits, 16 * bits].
        let hi = bits.saturating_mul(MATCH_RANGE);
        if let Some((&key, &e)) = free_const.range((bits, 0)..).next()
            && key.0 <= hi
        {
            free_const.remove(&key);
            entries[e].bits = entries[e].bits.max(bits);
            entries[e].layers.push(vec![b]);
            return e;
        }
        // (b) smaller entries, largest (then most recently freed) first.
        let mut taken: Vec<(u64, u64)> = Vec::new();
        let mut layers: Vec<Vec<usize>> = Vec::new();
        let mut sum = 0u64;
        for (&key, &e) in free_const.range(..(bits, 0)).rev() {
            taken.push(key);
            sum = sum.saturating_add(entries[e].bits);
            for (k, layer) in entries[e].layers.iter().enumerate() {
                if layers.len() <= k {
                    layers.push(Vec::new());
                }
                layers[k].extend(layer.iter().copied());
            }
            if sum >= bits {
                break;
            }
        }
        if sum != 0 {
            for key in &taken {
                free_const.remove(key);
            }
            layers.push(vec![b]);
            entries.push(Entry {
                bits: bits.max(sum),
                layers,
            });
            return entries.len() - 1;
        }
        new_entry(entries)
    }

    /// Offsets of the `placed` entries laid out one after another (every
    /// layer restarting at its entry's base, aligned per layer index), and
    /// the total size.
    fn layout<O: SizeOracle<E>>(
        &mut self,
        placed: &[usize],
        oracle: &O,
    ) -> (Vec<Option<Size<E>>>, Size<E>) {
        let allocs = self.allocs;
        let max_layers = placed
            .iter()
            .map(|&e| self.entries[e].layers.len())
            .max()
            .unwrap_or(0);
        let mut align = vec![0u64; max_layers];
        for &e in placed {
            for (k, layer) in self.entries[e].layers.iter().enumerate() {
                for &b in layer {
                    align[k] = align[k].max(allocs[b].elem_bytes);
                }
            }
        }
        let mut offsets: Vec<Option<Size<E>>> = vec![None; allocs.len()];
        let mut total: Size<E> = Size::Const(0);
        for &e in placed {
            let mut entry_end = total.clone();
            for (k, layer) in self.entries[e].layers.iter().enumerate() {
                let mut cur = total.clone();
                for &b in layer {
                    let al = &allocs[b];
                    let mut a = align[k].max(al.elem_bytes).max(1);
                    if al.data_alignment > 0 {
                        if !al.data_alignment.is_multiple_of(a) {
                            self.failures
                                .push(TvmFailure::BadAlignment(al.name.clone()));
                        }
                        a = al.data_alignment;
                    }
                    let off = oracle.align_up(&cur, a);
                    cur = oracle.add(&off, &al.bytes);
                    offsets[b] = Some(off);
                }
                entry_end = oracle.max(&entry_end, &cur);
            }
            total = entry_end;
        }
        (offsets, total)
    }

    /// A failure for each buffer without an offset, saying why it has none.
    fn explain_unplaced(&mut self, offsets: &[Option<Size<E>>]) {
        for (b, off) in offsets.iter().enumerate() {
            if off.is_some() {
                continue;
            }
            let name = self.allocs[b].name.clone();
            let f = if !self.generated[b] {
                TvmFailure::NeverGenerated(name)
            } else if self.orphan[b] {
                TvmFailure::SymbolicReuse(name)
            } else if self.entry_of[b].is_some_and(|e| is_small(&self.entries[e])) {
                TvmFailure::SmallBuffer(name)
            } else {
                TvmFailure::NeverFreed(name)
            };
            self.failures.push(f);
        }
    }
}

/// Derives TVM events from plain intervals: one leaf step per distinct time `t`,
/// killing the buffers whose interval ends at `t` and generating those that start at
/// `t` (both in buffer order). With TVM's kill-before-gen rule a buffer ending at `t`
/// can hand its bytes to one starting at `t`, exactly as half-open intervals allow.
pub fn events_from_intervals(p: &Problem) -> Vec<TvmStep> {
    let mut at: BTreeMap<i64, (Vec<usize>, Vec<usize>)> = BTreeMap::new();
    for (i, b) in p.buffers.iter().enumerate() {
        at.entry(b.start).or_default().0.push(i);
        at.entry(b.end).or_default().1.push(i);
    }
    at.into_values()
        .map(|(gens, kills)| TvmStep {
            kind: StepKind::Leaf,
            gens,
            kills,
        })
        .collect()
}

/// Live intervals `[first, last + 1)` over step indices from an event sequence: a
/// buffer is live from the step that generates it to the step that kills it,
/// inclusive (`None` when it is never generated or never killed). Unlike TVM, which
/// frees a buffer killed at a leaf before the leaf's gens, these intervals make a
/// buffer last read in a statement conflict with one first written in it; declare the
/// pair shareable ([`Problem::allow_sharing`]) only when in-place reuse is proved.
///
/// ```
/// use tirsat_memory::{intervals_from_events, StepKind, TvmStep};
/// let leaf = |gens: Vec<usize>, kills: Vec<usize>| TvmStep { kind: StepKind::Leaf, gens, kills };
/// let steps = vec![leaf(vec![0], vec![]), leaf(vec![1], vec![0]), leaf(vec![], vec![1])];
/// assert_eq!(intervals_from_events(&steps, 3), vec![Some((0, 2)), Some((1, 3)), None]);
/// ```
pub fn intervals_from_events(steps: &[TvmStep], n: usize) -> Vec<Option<(i64, i64)>> {
    let mut first: Vec<Option<i64>> = vec![None; n];
    let mut last: Vec<Option<i64>> = vec![None; n];
    for (k, step) in steps.iter().enumerate() {
        let k = k as i64;
        if step.kind != StepKind::End {
            for &b in step.gens.iter().filter(|&&b| b < n) {
                first[b] = Some(first[b].map_or(k, |f| f.min(k)));
            }
        }
        if step.kind != StepKind::Begin {
            for &b in step.kills.iter().filter(|&&b| b < n) {
                last[b] = Some(last[b].map_or(k, |l| l.max(k)));
            }
        }
    }
    first
        .iter()
        .zip(&last)
        .map(|(f, l)| match (f, l) {
            (Some(f), Some(l)) if l >= f => Some((*f, l + 1)),
            _ => None,
        })
        .collect()
}

/// The allocations of a byte-sized problem as TVM sees them: `bits = 8 x size`,
/// one-byte elements, data alignment = the buffer's alignment.
pub fn allocs_from_problem(p: &Problem) -> Vec<TvmAlloc<SymExpr>> {
    p.buffers
        .iter()
        .map(|b| TvmAlloc {
            name: b.name.clone(),
            bits: Size::Const(b.size.saturating_mul(8)),
            bytes: Size::Const(b.size),
            elem_bytes: 1,
            data_alignment: b.align,
        })
        .collect()
}

/// TVM's planner on an interval problem, with a complete layout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TvmIntervalPlan {
    /// One offset per buffer. Buffers TVM leaves without an offset are stacked above
    /// TVM's total so that the layout can still be measured and validated.
    pub offsets: Vec<u64>,
    /// TVM's merged size (without the stacked buffers).
    pub total: u64,
    /// Conditions under which TVM fails.
    pub failures: Vec<TvmFailure>,
}

/// Runs [`tvm_plan`] on [`events_from_intervals`] of a constant problem.
pub fn tvm_plan_intervals(p: &Problem) -> TvmIntervalPlan {
    let allocs = allocs_from_problem(p);
    let steps = events_from_intervals(p);
    let plan = tvm_plan(&allocs, &steps, &RangeOracle::new());
    let total = plan.total.as_const().unwrap_or(0);
    let mut top = total;
    let offsets = plan
        .offsets
        .iter()
        .enumerate()
        .map(|(i, o)| match o.as_ref().and_then(Size::as_const) {
            Some(c) => c,
            None => {
                let b = &p.buffers[i];
                let off = super::problem::align_up(top, b.align);
                top = off + b.size;
                off
            }
        })
        .collect();
    TvmIntervalPlan {
        offsets,
        total,
        failures: plan.failures,
    }
}
