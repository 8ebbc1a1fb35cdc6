//! One kernel scope: liveness, TVM's plan, the race-safe problem, our plan and
//! the choice between them.
//!
//! Time points are indices into the liveness analysis' entry list. A buffer is
//! live from its gen entry to its kill entry (TVM's intervals); for the
//! race-safe problem its end is pushed to the next point from which every
//! thread has passed a block barrier ([`AccessPattern::sync_end`]): bytes can
//! only be handed to another buffer once no thread can still touch them. Two
//! buffers that conflict only because of that rule (or because one dies in
//! the statement where the other is born) may still share one slot when the
//! reuse is proven element-wise in place ([`Kernel::in_place`]).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use smallvec::SmallVec;
use std::time::Duration;
use tirsat_ir::builtin;

use super::arith::{ExprSizes, IndexArith, IndexFacts, linear, tvm_fold};
use super::footprint::Footprint;
use super::memo::KernelMemos;
use tirsat_analysis::liveness::{
    AccessKind, AccessPattern, EntryKind, Events, Touched, analyze, is_block_barrier,
};
use tirsat_ir::visit::{Visitor, walk_expr, walk_stmt};
use tirsat_ir::{AttrNode, Buffer, DataType, Expr, ExprKind, Stmt, StmtKind, Var, keys};
use tirsat_memory::footprint::{FpBuffer, FpLimits, FpProblem, plan_footprints};
use tirsat_memory::{
    Buffer as PackBuffer, PlanOptions, PlanReport, Planner, Problem, Size, SizeOracle, StepKind,
    SymBuffer, TvmStep, plan, plan_symbolic, tvm_plan, validate,
};

/// Where the emitted layout comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// TVM 0.27's planner and offset computation (race-free and not larger).
    Tvm,
    /// The packing module's planner on the race-safe problem.
    Planner,
}

/// One allocation of the kernel that is accessed.
#[derive(Debug, Clone)]
pub(crate) struct KernelAlloc {
    /// Index into the pattern's allocations.
    pub pidx: usize,
    pub buffer: Buffer,
    /// Bytes (`extent * element bytes`).
    pub bytes: Size<Expr>,
    /// TVM's size in bits (0 when symbolic).
    pub bits: Size<Expr>,
    pub elem_bytes: u64,
    /// Alignment our planner honours.
    pub align: u64,
    /// Gen and kill entries (the first and last touch, escaped addresses
    /// included), and the race-safe end (exclusive).
    pub gen_at: usize,
    pub kill_at: usize,
    pub end: usize,
    /// False for a buffer TVM's liveness never sees touched (only reached
    /// through `address_of` or a pointer variable): TVM gives it no offset.
    pub tracked: bool,
    /// TVM's gen and kill entries (its touches only), for the report.
    pub tvm_interval: Option<(usize, usize)>,
}

/// The analysed kernel.
pub(crate) struct Kernel<'a> {
    pub pattern: AccessPattern,
    /// TVM's gen and kill events over `pattern` ([`AccessPattern::events`]).
    events: Events,
    pub allocs: Vec<KernelAlloc>,
    /// Pattern allocation index -> index into `allocs` (`None`: not there).
    pub by_pidx: Vec<Option<usize>>,
    pub facts: IndexFacts,
    pub arith: &'a dyn IndexArith,
    /// Thread index variables (id -> extent).
    thread_vars: HashMap<u64, Option<i64>>,
    /// Variables bound inside the kernel (loop, let and bind variables).
    local_vars: HashSet<u64>,
    /// The type of size expressions.
    pub size_type: DataType,
    /// True when the constant sizes and offsets exceed int32 (the size type
    /// is then int64, also for TVM's offsets).
    pub wide_consts: bool,
    /// TVM 0.27 would stop with this message on the kernel.
    pub tvm_crash: Option<String>,
    /// Leaf statement id -> its entry index ([`leaf_entries`]).
    leaf_entry: Vec<Option<usize>>,
    /// Indices into `pattern.accesses` of each pattern allocation's accesses.
    pub(super) acc_by_alloc: IndexLists,
    syncs: SyncIndex,
    /// `facts` plus the ranges of constant-bound loop variables, for the
    /// footprint proofs (kept apart so that the rewritten indices simplify
    /// as before).
    pub(super) fp_facts: IndexFacts,
    /// Answers shared with the other kernels of the pass run
    /// ([`Kernel::with_memos`]).
    pub(super) memos: Option<&'a KernelMemos>,
    /// Pattern allocations whose addresses escape (`A.data` used, an
    /// `address_of`, a pointer variable, a view over a derived pointer, an
    /// address stored): see [`AccessPattern::escaping`]. By pattern
    /// allocation index.
    pub(super) escaped: Vec<bool>,
}

/// [`AccessPattern::sync_end`] by binary search: per region, the entries at the
/// region's own depth after which every thread has passed a block barrier, with
/// the answer each gives.
struct SyncIndex {
    points: Vec<Vec<(usize, usize)>>,
}

impl SyncIndex {
    fn new(p: &AccessPattern) -> Self {
        let mut points = vec![Vec::new(); p.regions.len()];
        for (j, e) in p.entries.iter().enumerate() {
            let Some(r) = p.regions.get(e.region) else {
                continue;
            };
            if e.depth != r.depth {
                continue;
            }
            if e.kind == EntryKind::Leaf && e.barrier && is_block_barrier(&p.stmts[e.stmt]) {
                points[e.region].push((j, j));
            } else if e.kind == EntryKind::End && p.always_synced.contains(&e.stmt) {
                points[e.region].push((j, j + 1));
            }
        }
        SyncIndex { points }
    }

    /// The same answer as `p.sync_end(region, k)`.
    fn sync_end(&self, p: &AccessPattern, region: usize, k: usize) -> usize {
        let (mut region, mut k) = (region, k);
        loop {
            let pts = &self.points[region];
            let i = pts.partition_point(|&(j, _)| j <= k);
            if let Some(&(_, a)) = pts.get(i) {
                return a;
            }
            let r = &p.regions[region];
            match (r.parent, r.owner.and_then(|o| p.spans.get(&o))) {
                (Some(parent), Some(&(_, end))) => {
                    region = parent;
                    k = end;
                }
                _ => return p.entries.len(),
            }
        }
    }
}

/// Why an in-place reuse is safe ([`Kernel::in_place_proof`]).
enum InPlace {
    /// The one index is injective in the thread indices.
    Injective,
    /// Every access in one unconditional statement list, the new buffer's
    /// first a store.
    SameControl,
}

/// Errors of the analysis (reported by the pass with the function name).
#[derive(Debug, Clone)]
pub(crate) struct KernelError(pub String);

#[derive(Default)]
struct ScopeVars {
    thread_vars: HashMap<u64, Option<i64>>,
    thread_var_objs: Vec<(Var, Option<i64>)>,
    /// Buffers referenced anywhere (loads, stores, pointers), by id.
    referenced: HashSet<u64>,
    local_vars: HashSet<u64>,
    /// Element sizes of `tvm_access_ptr` / `cp_async_raw` uses, by buffer id.
    ptr_elem_bytes: HashMap<u64, u64>,
    /// Loop variables with constant bounds: `(var, min, max)` inclusive.
    loop_ranges: Vec<(Var, i64, i64)>,
    /// Buffers whose element addresses are taken (`address_of`): any byte
    /// may be touched through the pointer.
    escaped: HashSet<u64>,
}

impl Visitor for ScopeVars {
    fn visit_stmt(&mut self, s: &Stmt) {
        match s.kind() {
            StmtKind::Attr {
                node, key, value, ..
            } if key == keys::THREAD_EXTENT || key == keys::VIRTUAL_THREAD => {
                let var = match node {
                    AttrNode::IterVar(iv) => Some(iv.var().clone()),
                    AttrNode::Expr(e) => e.as_var().cloned(),
                    _ => None,
                };
                let block = matches!(node, AttrNode::IterVar(iv) if iv.thread_tag().starts_with("blockIdx"));
                if let Some(v) = var {
                    if key == keys::VIRTUAL_THREAD {
                        self.local_vars.insert(v.id());
                    } else if !block {
                        self.thread_vars.insert(v.id(), value.as_int());
                        self.thread_var_objs.push((v, value.as_int()));
                    }
                }
            }
            StmtKind::For {
                var, min, extent, ..
            } => {
                self.local_vars.insert(var.id());
                if let (Some(m), Some(e)) = (min.as_int(), extent.as_int())
                    && e > 0
                    && let Some(hi) = m.checked_add(e - 1)
                {
                    self.loop_ranges.push((var.clone(), m, hi));
                }
            }
            StmtKind::Bind { var, .. } => {
                self.local_vars.insert(var.id());
            }
            StmtKind::Store { buffer, .. } => {
                self.referenced.insert(buffer.id());
            }
            _ => {}
        }
        walk_stmt(self, s)
    }

    fn visit_expr(&mut self, e: &Expr) {
        match e.kind() {
            ExprKind::Let { var, .. } => {
                self.local_vars.insert(var.id());
            }
            ExprKind::Load { buffer, .. } | ExprKind::BufferData(buffer) => {
                self.referenced.insert(buffer.id());
            }
            ExprKind::Call { op, args, .. } => {
                let name = op.as_builtin();
                if name == Some(builtin::ADDRESS_OF)
                    && let Some(ExprKind::Load { buffer, .. }) = args.first().map(|a| a.kind())
                {
                    self.escaped.insert(buffer.id());
                }
                let ptr = match name {
                    Some(builtin::TVM_ACCESS_PTR) => args.get(1).map(|p| (p, args.first())),
                    Some(builtin::S_TIR_CP_ASYNC_RAW) => args
                        .get(tirsat_ir::async_copy::copy_dst(args))
                        .map(|p| (p, None)),
                    _ => None,
                };
                if let Some((p, ty)) = ptr
                    && let ExprKind::BufferData(b) = p.kind()
                {
                    let bytes = ty.map(|t| t.dtype().bytes()).unwrap_or(b.dtype().bytes());
                    let e = self.ptr_elem_bytes.entry(b.id()).or_insert(1);
                    *e = lcm(*e, bytes.max(1));
                }
            }
            _ => {}
        }
        // `walk_expr`, without visiting the children this visitor ignores
        // (constants and variables: nothing above applies to them).
        if e.is_leaf() {
            return;
        }
        tirsat_ir::stack::deeper(|| {
            for c in e.iter_children() {
                if !matches!(
                    c.kind(),
                    ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Str(_) | ExprKind::Var(_)
                ) {
                    self.visit_expr(c);
                }
            }
        })
    }
}

pub(crate) fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

pub(crate) fn lcm(a: u64, b: u64) -> u64 {
    if a == 0 || b == 0 {
        return a.max(b);
    }
    (a / gcd(a, b)).saturating_mul(b)
}

/// The bit count (for TVM's planner) and byte size of `b`; an error when the
/// constant bit count does not fit in 64 bits although the byte size fits
/// int64 (exact, never saturated).
fn size_of(b: &Buffer, ty: DataType) -> Result<(Size<Expr>, Size<Expr>), KernelError> {
    let eb = b.dtype().bytes();
    let bits = match b.const_elements() {
        Some(n) if n > 0 => match n.checked_mul(b.dtype().total_bits()) {
            Some(bits) => Size::Const(bits),
            // Bytes beyond int64 are reported by the exact size check of
            // `Kernel::new` (which names them in int64 terms); the bit count
            // of such a buffer is never used.
            None if b.const_size_bytes().is_none_or(|x| x > i64::MAX as u64) => {
                Size::Sym(Expr::int(ty, 0))
            }
            None => {
                return Err(KernelError(format!(
                    "buffer {}: {n} elements of {} have more than 2^64 bits",
                    b.name(),
                    b.dtype()
                )));
            }
        },
        _ => Size::Sym(Expr::int(ty, 0)),
    };
    let bytes = match b.const_size_bytes() {
        Some(n) => Size::Const(n),
        None => {
            let ext = b.alloc_extents();
            let mut e = ext.first().cloned().unwrap_or_else(|| Expr::int(ty, 1));
            for x in ext.iter().skip(1) {
                e = tvm_fold::mul(&e, x);
            }
            Size::Sym(tvm_fold::mul(&e, &Expr::int(e.dtype(), eb as i64)))
        }
    };
    Ok((bits, bytes))
}

/// Per allocation of `pattern`, its gen entry (the first) and its kill entry
/// (the last), indices into `pattern.entries`.
fn gen_kill_entries(
    pattern: &AccessPattern,
    ev: &Events,
) -> (Vec<Option<usize>>, Vec<Option<usize>>) {
    let n = pattern.allocs.len();
    let mut gen_at: Vec<Option<usize>> = vec![None; n];
    let mut kill_at: Vec<Option<usize>> = vec![None; n];
    for (i, e) in pattern.entries.iter().enumerate() {
        if e.kind != EntryKind::End
            && let Some(g) = ev.gens.get(&e.stmt)
        {
            for &a in g {
                gen_at[a].get_or_insert(i);
            }
        }
        if e.kind != EntryKind::Begin
            && let Some(k) = ev.kills.get(&e.stmt)
        {
            for &a in k {
                kill_at[a] = Some(i);
            }
        }
    }
    (gen_at, kill_at)
}

/// Per allocation, the element sizes it is used with (its own, its aliases',
/// pointer uses'), as their least common multiple.
fn element_sizes(pattern: &AccessPattern, sv: &ScopeVars) -> Vec<u64> {
    let mut elem_sizes: Vec<u64> = pattern
        .allocs
        .iter()
        .map(|a| a.buffer.dtype().bytes().max(1))
        .collect();
    for b in &pattern.alias_buffers {
        if let Some(&root) = pattern.aliases.get(&b.id()) {
            elem_sizes[root] = lcm(elem_sizes[root], b.dtype().bytes().max(1));
        }
    }
    for (i, a) in pattern.allocs.iter().enumerate() {
        if let Some(&b) = sv.ptr_elem_bytes.get(&a.buffer.id()) {
            elem_sizes[i] = lcm(elem_sizes[i], b);
        }
    }
    for b in &pattern.alias_buffers {
        if let (Some(&root), Some(&eb)) =
            (pattern.aliases.get(&b.id()), sv.ptr_elem_bytes.get(&b.id()))
        {
            elem_sizes[root] = lcm(elem_sizes[root], eb);
        }
    }
    elem_sizes
}

/// The entry index of each leaf statement of `pattern`, by statement id
/// (`None` for other statements).
fn leaf_entries(pattern: &AccessPattern) -> Vec<Option<usize>> {
    let mut out = vec![None; pattern.stmts.len()];
    for (i, e) in pattern.entries.iter().enumerate() {
        if e.kind == EntryKind::Leaf
            && let Some(o) = out.get_mut(e.stmt)
        {
            *o = Some(i);
        }
    }
    out
}

/// Per allocation of `pattern`, the earliest race-safe end its `cp.async`
/// copies allow (0 without one): a copy's bytes are being written until the
/// wait that completes it ([`AccessPattern::async_retire`]), and other
/// threads are done with them only after the next block barrier from there;
/// without such a wait, the kernel's end.
fn async_copy_ends(
    pattern: &AccessPattern,
    syncs: &SyncIndex,
    leaf_entry: &[Option<usize>],
) -> Vec<usize> {
    let mut ends = vec![0; pattern.allocs.len()];
    let n = pattern.entries.len();
    for acc in pattern.accesses.iter().filter(|a| a.copy.is_some()) {
        let end = match leaf_entry.get(acc.leaf).copied().flatten() {
            Some(li) => match pattern.async_retire(pattern.entries[li].region, li) {
                Some(w) => syncs
                    .sync_end(pattern, pattern.entries[w].region, w)
                    .max(w + 1),
                None => n,
            },
            None => n,
        };
        if let Some(e) = ends.get_mut(acc.alloc) {
            *e = (*e).max(end);
        }
    }
    ends
}

/// The accessed allocations with their sizes, alignments and live ranges,
/// and the index of each in the result by its index in `pattern.allocs`.
fn kernel_allocs(
    pattern: &AccessPattern,
    sv: &ScopeVars,
    (gen_at, kill_at): (&[Option<usize>], &[Option<usize>]),
    elem_sizes: &[u64],
    (syncs, leaf_entry): (&SyncIndex, &[Option<usize>]),
    size_type: DataType,
) -> Result<(Vec<KernelAlloc>, Vec<Option<usize>>), KernelError> {
    let mut allocs = Vec::with_capacity(pattern.allocs.len());
    let mut by_pidx = vec![None; pattern.allocs.len()];
    let last = pattern.entries.len().saturating_sub(1);
    let async_ends = async_copy_ends(pattern, syncs, leaf_entry);
    let live = pattern.live_entries();
    let n = pattern.entries.len();
    for (i, a) in pattern.allocs.iter().enumerate() {
        // A buffer referenced where no touch is recorded, or whose address
        // reaches a place the liveness does not follow, stays live for the
        // whole kernel.
        let used = sv.referenced.contains(&a.buffer.id())
            || pattern.alias_buffers.iter().any(|b| {
                pattern.aliases.get(&b.id()) == Some(&i) && sv.referenced.contains(&b.id())
            });
        let tracked = gen_at[i].is_some() && kill_at[i].is_some();
        let whole = pattern.unfollowed.contains(&i);
        let (g, k, precise) = match live[i] {
            Some((g, k)) if !whole => (g, k, true),
            None if !used && !whole => continue,
            _ => (0, last, false),
        };
        let (bits, bytes) = size_of(&a.buffer, size_type)?;
        let kentry = &pattern.entries[k];
        let end = if !precise || pattern.stored.contains(&i) {
            // An address stored into memory can be loaded back anywhere
            // after it is stored.
            n
        } else if kentry.kind == EntryKind::End && pattern.ends_synced.contains(&kentry.stmt) {
            k + 1
        } else {
            let e = syncs.sync_end(pattern, kentry.region, k);
            debug_assert_eq!(e, pattern.sync_end(kentry.region, k));
            e.max(k + 1)
        };
        let end = end.max(async_ends[i]);
        by_pidx[i] = Some(allocs.len());
        allocs.push(KernelAlloc {
            pidx: i,
            buffer: a.buffer.clone(),
            bytes,
            bits,
            elem_bytes: a.buffer.dtype().bytes().max(1),
            align: lcm(a.buffer.data_alignment().max(1) as u64, elem_sizes[i]),
            gen_at: g,
            kill_at: k,
            end,
            tracked,
            tvm_interval: gen_at[i].zip(kill_at[i]),
        });
    }
    Ok((allocs, by_pidx))
}

/// Checks that sizes and offsets can be computed exactly: every constant
/// byte count, and the sum of all of them with their alignments (a bound on
/// every offset and on the merged size), must be an int64 value. Returns
/// that sum; never wrapped.
fn exact_size_bound(allocs: &[KernelAlloc]) -> Result<i128, KernelError> {
    let mut bound: i128 = 0;
    for a in allocs {
        let name = a.buffer.name();
        let bytes = match &a.bytes {
            Size::Const(c) => Some(*c as i128),
            Size::Sym(_) => None,
        };
        // The constant extents, asked only without a constant byte count.
        let const_ext = || -> Option<Vec<i128>> {
            a.buffer
                .alloc_extents()
                .iter()
                .map(tirsat_ir::int::const_value)
                .collect()
        };
        let bytes = match (bytes, bytes.is_none().then(const_ext).flatten()) {
            (Some(b), _) => b,
            (None, Some(ext)) if ext.iter().all(|e| *e >= 0) => {
                let elems = ext.iter().try_fold(1i128, |p, e| p.checked_mul(*e));
                return Err(KernelError(format!(
                    "buffer {name}: {} elements of {} ({} bytes each) do not fit in int64 bytes",
                    elems.map_or_else(|| "too many".to_string(), |n| n.to_string()),
                    a.buffer.dtype(),
                    a.buffer.dtype().bytes()
                )));
            }
            (None, _) => continue,
        };
        bound = bound
            .checked_add(bytes)
            .and_then(|b| b.checked_add(a.align as i128))
            .unwrap_or(i128::MAX);
        if bound > i64::MAX as i128 {
            return Err(KernelError(format!(
                "buffer {name}: the merged size and offsets ({bound} bytes up to and \
                 including this buffer, with alignment) do not fit in int64"
            )));
        }
    }
    Ok(bound)
}

impl<'a> Kernel<'a> {
    /// Analyses the kernel scope `scope` for the allocations selected by `select`.
    pub fn new(
        scope: &Stmt,
        select: &dyn Fn(&Buffer) -> bool,
        arith: &'a dyn IndexArith,
    ) -> Result<Self, KernelError> {
        let pattern = analyze(scope, select).map_err(|e| KernelError(e.to_string()))?;
        let mut sv = ScopeVars::default();
        sv.visit_stmt(scope);
        let mut facts = IndexFacts::new();
        let mut size_type = DataType::i32();
        for a in &pattern.allocs {
            for e in a.buffer.shape() {
                facts.assume_nonneg(e);
                if e.as_int().is_none() && e.dtype().bits == 64 {
                    size_type = DataType::i64();
                }
            }
        }
        for (v, ext) in &sv.thread_var_objs {
            if let Some(n) = ext
                && *n > 0
            {
                facts.set_range(v, 0, n - 1);
            }
        }
        let events = pattern.events();
        let (gen_at, kill_at) = gen_kill_entries(&pattern, &events);
        let elem_sizes = element_sizes(&pattern, &sv);
        let syncs = SyncIndex::new(&pattern);
        let leaf_entry = leaf_entries(&pattern);
        let (mut allocs, by_pidx) = kernel_allocs(
            &pattern,
            &sv,
            (&gen_at, &kill_at),
            &elem_sizes,
            (&syncs, &leaf_entry),
            size_type,
        )?;
        let bound = exact_size_bound(&allocs)?;
        // Beyond int32 the size type is int64.
        let wide_consts = bound > i32::MAX as i128;
        if wide_consts {
            size_type = DataType::i64();
            for a in &mut allocs {
                if let Size::Sym(e) = &a.bytes
                    && e.dtype() != size_type
                {
                    a.bytes = Size::Sym(crate::op::cast(size_type, e));
                }
            }
        }
        let tvm_crash = tvm_let_crash(&pattern);
        let acc_by_alloc = IndexLists::group(
            pattern.allocs.len(),
            pattern.accesses.iter().map(|a| a.alloc),
        );
        let mut fp_facts = facts.clone();
        for (v, lo, hi) in &sv.loop_ranges {
            fp_facts.set_range(v, *lo, *hi);
        }
        // Every allocation whose address leaves it: never an in-place
        // candidate, its footprint the whole buffer.
        let escaped = pattern
            .allocs
            .iter()
            .enumerate()
            .map(|(i, a)| {
                pattern.escaping.contains(&i)
                    || sv.escaped.contains(&a.buffer.id())
                    || pattern.alias_buffers.iter().any(|b| {
                        pattern.aliases.get(&b.id()) == Some(&i) && sv.escaped.contains(&b.id())
                    })
            })
            .collect();
        Ok(Kernel {
            fp_facts,
            memos: None,
            escaped,
            leaf_entry,
            acc_by_alloc,
            syncs,
            pattern,
            events,
            allocs,
            by_pidx,
            facts,
            arith,
            thread_vars: sv.thread_vars,
            local_vars: sv.local_vars,
            size_type,
            wide_consts,
            tvm_crash,
        })
    }

    /// Shares footprint ranges and packing layouts with the other kernels
    /// that use `memos`.
    pub fn with_memos(mut self, memos: &'a KernelMemos) -> Self {
        self.memos = Some(memos);
        self
    }

    /// The size oracle over this kernel's facts.
    pub fn sizes(&self) -> ExprSizes<'_> {
        ExprSizes {
            arith: self.arith,
            facts: &self.facts,
            dtype: self.size_type,
        }
    }

    /// True when buffers `x` and `y` (indices into `allocs`) may share one slot
    /// although `y` is born before every thread is done with `x`: every access
    /// of both is a scalar load or store of the same element size at one and
    /// the same index `f`, and either `f` maps distinct threads to distinct
    /// elements (affine in the thread indices with non-overlapping strides), or
    /// all accesses are unconditional statements of one statement list whose
    /// first access to `y` is a store (then two threads with equal `f` would
    /// already race on `y` in the input).
    pub fn in_place(&self, x: usize, y: usize) -> bool {
        self.in_place_argument(x, y).is_some()
    }

    /// [`Self::in_place`] with the proof: one line naming the index and the
    /// argument, for `--explain`.
    pub fn in_place_proof(&self, x: usize, y: usize) -> Option<String> {
        let (f, eb, why) = self.in_place_argument(x, y)?;
        let f_text = tirsat_script::printer::print_expr(&f);
        Some(match why {
            InPlace::Injective => format!(
                "every access of both at `{f_text}` ({eb}-byte elements), injective in the thread indices: each thread reads its own bytes before writing them"
            ),
            InPlace::SameControl => format!(
                "every access of both at `{f_text}` ({eb}-byte elements) in one unconditional statement list, the first access of the new buffer a store: threads with equal indices would already race in the input"
            ),
        })
    }

    /// [`Self::in_place`]'s argument, without its text: the one index of
    /// every access of both, their element bytes and why the reuse is safe.
    fn in_place_argument(&self, x: usize, y: usize) -> Option<(Expr, u64, InPlace)> {
        let (ax, ay) = (&self.allocs[x], &self.allocs[y]);
        if !ax.tracked || !ay.tracked {
            return None;
        }
        let (px, py) = (ax.pidx, ay.pidx);
        // An address that leaves the buffer may be used to read or write
        // any of its bytes, by any thread: no element-wise argument holds.
        if self.escaped[px] || self.escaped[py] {
            return None;
        }
        let p = &self.pattern;
        // Within one statement list only the accesses no barrier separates
        // from the other buffer matter: those of `x` with no barrier before
        // `y` is born, those of `y` before `x`'s race-safe end.
        let same_region = p.allocs[px].region == p.allocs[py].region;
        // The accesses of both, in the pattern's order (each list is in
        // that order: merged).
        let (kx, ky) = (&self.acc_by_alloc[px], &self.acc_by_alloc[py]);
        let (mut i, mut j) = (0, 0);
        let ks = std::iter::from_fn(|| {
            let k = match (kx.get(i), ky.get(j)) {
                (Some(&a), Some(&b)) if b < a => {
                    j += 1;
                    b
                }
                (Some(&a), _) => {
                    i += 1;
                    a
                }
                (None, Some(&b)) => {
                    j += 1;
                    b
                }
                (None, None) => return None,
            };
            Some(k)
        });
        let accs: SmallVec<[_; 16]> = ks
            .map(|k| &p.accesses[k])
            .filter(|a| {
                let (first, last) = self.charged_span(a.charged);
                if a.alloc == px {
                    !(same_region && self.end_after(p.allocs[px].region, last) <= ay.gen_at)
                } else if a.alloc == py {
                    !(same_region && ax.end <= first)
                } else {
                    false
                }
            })
            .collect();
        let mut f: Option<Expr> = None;
        let mut eb: Option<u64> = None;
        for a in &accs {
            if matches!(a.kind, AccessKind::Opaque)
                || a.indices.len() != 1
                || a.dtype.lanes != 1
                || a.via.dtype().lanes != 1
            {
                return None;
            }
            let b = a.via.dtype().bytes();
            if *eb.get_or_insert(b) != b {
                return None;
            }
            let idx = tvm_fold::add(a.via.elem_offset(), &a.indices[0]);
            match &f {
                None => f = Some(idx),
                Some(f0) => {
                    if !self.arith.prove_equal(f0, &idx, &self.facts) {
                        return None;
                    }
                }
            }
        }
        let f = f?;
        let eb = eb.unwrap_or(1);
        if self.injective(&f) {
            Some((f, eb, InPlace::Injective))
        } else if same_region && self.same_control(py, &accs) {
            Some((f, eb, InPlace::SameControl))
        } else {
            None
        }
    }

    /// First and last entry of a statement the liveness analysis charged
    /// touches to (a leaf, or a scope statement's begin and end).
    fn charged_span(&self, stmt: usize) -> (usize, usize) {
        if let Some(&(b, e)) = self.pattern.spans.get(&stmt) {
            return (b, e);
        }
        match self.leaf_entry.get(stmt).copied().flatten() {
            Some(i) => (i, i),
            None => (0, self.pattern.entries.len()),
        }
    }

    /// The race-safe end of something last touched at entry `e` of `region`.
    fn end_after(&self, region: usize, e: usize) -> usize {
        let p = &self.pattern;
        match p.entries.get(e) {
            Some(en) if en.kind == EntryKind::End && p.ends_synced.contains(&en.stmt) => e + 1,
            Some(_) => self.syncs.sync_end(p, region, e).max(e + 1),
            None => p.entries.len(),
        }
    }

    fn same_control(&self, py: usize, accs: &[&tirsat_analysis::liveness::Access]) -> bool {
        let p = &self.pattern;
        if accs.iter().any(|a| a.leaf != a.charged) {
            return false;
        }
        let Some(first) = accs.iter().filter(|a| a.alloc == py).map(|a| a.leaf).min() else {
            return false;
        };
        accs.iter().any(|a| {
            a.alloc == py
                && a.leaf == first
                && matches!(a.kind, AccessKind::Write)
                && matches!(p.stmts[a.leaf].kind(), StmtKind::Store { .. })
        })
    }

    /// `f` is `u + sum(a_i * t_i)` with `u` free of thread and kernel-local
    /// variables and the strides `a_i` of the thread indices `t_i` (constant
    /// extents `E_i`) non-overlapping: sorted by size, each exceeds the largest
    /// value the smaller terms reach.
    fn injective(&self, f: &Expr) -> bool {
        let Some(l) = linear(f) else {
            return false;
        };
        let mut radix: Vec<(i128, i64)> = Vec::new();
        for (atom, k) in &l.terms {
            if let Some(v) = atom.as_var()
                && let Some(ext) = self.thread_vars.get(&v.id())
            {
                let Some(ext) = ext else { return false };
                radix.push((k.abs(), *ext));
                continue;
            }
            if !self.uniform(atom) {
                return false;
            }
        }
        radix.sort();
        let mut reach: i128 = 0;
        for (a, ext) in radix {
            if ext <= 1 {
                continue;
            }
            if a <= reach {
                return false;
            }
            reach = reach.saturating_add(a.saturating_mul(ext as i128 - 1));
        }
        true
    }

    fn uniform(&self, e: &Expr) -> bool {
        struct UniformCheck<'k> {
            ok: bool,
            thread: &'k HashMap<u64, Option<i64>>,
            local: &'k HashSet<u64>,
        }
        impl Visitor for UniformCheck<'_> {
            fn visit_expr(&mut self, e: &Expr) {
                match e.kind() {
                    ExprKind::Var(v) => {
                        if self.thread.contains_key(&v.id()) || self.local.contains(&v.id()) {
                            self.ok = false;
                        }
                    }
                    ExprKind::Load { .. } | ExprKind::Call { .. } | ExprKind::Let { .. } => {
                        self.ok = false
                    }
                    _ => walk_expr(self, e),
                }
            }
        }
        let mut u = UniformCheck {
            ok: true,
            thread: &self.thread_vars,
            local: &self.local_vars,
        };
        u.visit_expr(e);
        u.ok
    }
}

/// TVM 0.27 stops with "Load memory in places other than store." when a
/// statement other than a store or an evaluate reads a merged buffer at the
/// allocation's own level (a `let`, for example).
fn tvm_let_crash(p: &AccessPattern) -> Option<String> {
    p.accesses.iter().find_map(|a| {
        let s = &p.stmts[a.leaf];
        let leaf_kind_ok = matches!(s.kind(), StmtKind::Store { .. } | StmtKind::Evaluate(_));
        (a.leaf == a.charged && !leaf_kind_ok).then(|| {
            format!(
                "TVM 0.27 fails: `{}` is read outside a store at its allocation level (\"Load memory in places other than store.\")",
                a.via.name()
            )
        })
    })
}

/// TVM's plan of a kernel, with its offsets in TVM's own expression forms.
#[derive(Debug, Clone)]
pub(crate) struct TvmResult {
    /// Byte offsets (`None`: TVM gives the buffer none and crashes).
    pub offsets: Vec<Option<Expr>>,
    pub total: Expr,
    /// Why TVM 0.27 would fail on this kernel.
    pub failures: Vec<String>,
}

/// Kernels with more allocations than this decide in-place proofs per
/// allocation ([`Kernel::uniform_classes`]) rather than per pair.
const LARGE_KERNEL: usize = 64;

/// The exact search's default budget per kernel, in search nodes times
/// allocations: a search node costs about a microsecond per allocation, so
/// a kernel's search costs a few milliseconds at most, about what the rest
/// of the pass spends on it, whatever its size (11 allocations: 744 nodes;
/// 48: 170). Larger budgets find smaller layouts for kernels of dozens of
/// buffers (a few percent, after tens of thousands of nodes) at tens of
/// milliseconds per kernel: `tirsat.merge_search_nodes` sets one.
pub const SEARCH_WORK: u64 = 8_192;

/// How long the exact search of a kernel may run.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct SearchLimits {
    /// Wall-clock bound (a safety net: results must not depend on it).
    pub time: Duration,
    /// Search nodes per kernel; `None` for the default budget
    /// ([`SEARCH_WORK`] over the kernel's allocations). Deterministic.
    pub nodes: Option<u64>,
}

impl SearchLimits {
    /// The node budget for a kernel of `n` allocations.
    fn nodes_for(&self, n: usize) -> u64 {
        self.nodes
            .unwrap_or_else(|| (SEARCH_WORK / n.max(1) as u64).max(64))
    }
}

/// The in-place proofs of a kernel.
#[derive(Debug, Clone)]
pub(crate) enum Proofs {
    /// Every proven pair `(dies, born)`, and the same pairs in both orders.
    Pairs(Vec<(usize, usize)>, HashSet<(usize, usize)>),
    /// Per allocation, its uniform access class (large kernels).
    Classes(Vec<Option<u32>>),
}

/// A layout of the race-safe problem and what is known about it, before
/// it is joined with the proofs into an [`OurResult`].
struct Layout {
    offsets: Vec<Size<Expr>>,
    total: Size<Expr>,
    lower_bound: Option<u64>,
    method: String,
    footprints: Vec<(usize, Footprint)>,
    active_sizes: Option<Vec<u64>>,
    optimal: bool,
}

/// Our plan and what we know about it.
#[derive(Debug, Clone)]
pub(crate) struct OurResult {
    pub offsets: Vec<Size<Expr>>,
    pub total: Size<Expr>,
    /// The lower bound of the race-safe problem (constant kernels only).
    pub lower_bound: Option<u64>,
    /// Pairs proven in place, `(dies, born)` (in large kernels, the pairs
    /// the grouping used).
    pub proven: Vec<(usize, usize)>,
    /// Every proof, for checking other layouts.
    pub proofs: Proofs,
    pub method: String,
    /// The footprint proofs the layout relies on (allocation, footprint):
    /// empty when it relies on none.
    pub footprints: Vec<(usize, Footprint)>,
    /// Per allocation, the bytes it can touch, when `footprints` is used.
    pub active_sizes: Option<Vec<u64>>,
    /// The layout is optimal under the pass's model (at the bound, or the
    /// exact search was exhausted).
    pub optimal: bool,
}

impl Kernel<'_> {
    /// TVM's event sequence over the accessed allocations.
    pub fn tvm_steps(&self) -> Vec<TvmStep> {
        let ev = &self.events;
        let map = |v: Option<&Touched>| -> Vec<usize> {
            v.map(|v| {
                v.iter()
                    .filter_map(|&a| self.by_pidx.get(a).copied().flatten())
                    .collect()
            })
            .unwrap_or_default()
        };
        self.pattern
            .entries
            .iter()
            .map(|e| TvmStep {
                kind: match e.kind {
                    EntryKind::Leaf => StepKind::Leaf,
                    EntryKind::Begin => StepKind::Begin,
                    EntryKind::End => StepKind::End,
                },
                gens: map(ev.gens.get(&e.stmt)),
                kills: map(ev.kills.get(&e.stmt)),
            })
            .collect()
    }

    /// Runs TVM's planner and recomputes the offsets with TVM's folding.
    pub fn tvm(&self) -> TvmResult {
        let allocs = |named: bool| -> Vec<_> {
            self.allocs
                .iter()
                .map(|a| tirsat_memory::TvmAlloc {
                    name: if named {
                        a.buffer.name().to_string()
                    } else {
                        String::new()
                    },
                    bits: match &a.bits {
                        Size::Const(c) => Size::Const(*c),
                        Size::Sym(_) => Size::Const(0),
                    },
                    bytes: a.bytes.clone(),
                    elem_bytes: a.elem_bytes,
                    data_alignment: a.buffer.data_alignment().max(0) as u64,
                })
                .collect()
        };
        let steps = self.tvm_steps();
        let sizes = self.sizes();
        // Names only appear in failures: the planner runs again with them
        // when there are some (the names change nothing else).
        let mut plan = tvm_plan(&allocs(false), &steps, &sizes);
        if !plan.failures.is_empty() {
            plan = tvm_plan(&allocs(true), &steps, &sizes);
        }
        let mut failures: Vec<String> = plan.failures.iter().map(|f| f.to_string()).collect();
        if let Some(c) = &self.tvm_crash {
            failures.insert(0, c.clone());
        }
        // ComputeOffsets with TVM's expression building.
        let t = if self.wide_consts {
            DataType::i64()
        } else {
            DataType::i32()
        };
        let k = |v: u64| Expr::int(t, v as i64);
        let max_layers = plan.entries.iter().map(|e| e.len()).max().unwrap_or(0);
        let mut align = vec![0u64; max_layers];
        for e in &plan.entries {
            for (i, layer) in e.iter().enumerate() {
                for &b in layer {
                    align[i] = align[i].max(self.allocs[b].elem_bytes);
                }
            }
        }
        if let Some((offs, total)) = self.tvm_const_offsets(&plan.entries, &align, t) {
            return TvmResult {
                offsets: offs
                    .into_iter()
                    .map(|o| o.map(|v| Expr::int(t, v)))
                    .collect(),
                total: Expr::int(t, total),
                failures,
            };
        }
        let mut offsets: Vec<Option<Expr>> = vec![None; self.allocs.len()];
        let mut total = k(0);
        for e in &plan.entries {
            let mut max_inner = k(0);
            for (i, layer) in e.iter().enumerate() {
                let mut inner = k(0);
                for &b in layer {
                    let a = &self.allocs[b];
                    let mut al = align[i].max(a.elem_bytes);
                    if a.buffer.data_alignment() > 0 {
                        al = a.buffer.data_alignment() as u64;
                    }
                    let bytes = sizes.expr(&a.bytes);
                    let pad = tvm_fold::floormod(
                        &tvm_fold::sub(
                            &k(al),
                            &tvm_fold::floormod(&tvm_fold::add(&total, &inner), &k(al)),
                        ),
                        &k(al),
                    );
                    inner = tvm_fold::add(&inner, &pad);
                    offsets[b] = Some(tvm_fold::add(&total, &inner));
                    inner = tvm_fold::add(&inner, &bytes);
                }
                max_inner = tvm_fold::max(&max_inner, &inner);
            }
            total = tvm_fold::add(&total, &max_inner);
        }
        TvmResult {
            offsets,
            total,
            failures,
        }
    }

    /// [`Kernel::tvm`]'s offsets and total on integers, when every size is a
    /// constant of the offsets' type `t` and every step of TVM's computation
    /// folds to a constant of `t` (then the expressions are exactly these
    /// constants); `None` otherwise, and the expressions are built step by
    /// step.
    fn tvm_const_offsets(
        &self,
        entries: &[Vec<Vec<usize>>],
        align: &[u64],
        t: DataType,
    ) -> Option<(Vec<Option<i64>>, i64)> {
        // TVM folds an operation on two constants of `t` when the operands
        // and the result are values of `t` (a sum beyond `i64` is beyond `t`).
        let (lo, hi) = tirsat_ir::int::type_range(t)?;
        let (lo, hi) = (i64::try_from(lo).ok()?, i64::try_from(hi).ok()?);
        let fits = |v: Option<i64>| v.filter(|v| (lo..=hi).contains(v));
        // The constant `Expr::int(t, v as i64)`, when a value of `t`.
        let k = |v: u64| fits(Some(v as i64));
        let mut offsets: Vec<Option<i64>> = vec![None; self.allocs.len()];
        let mut total = 0i64;
        for e in entries {
            let mut max_inner = 0i64;
            for (i, layer) in e.iter().enumerate() {
                let mut inner = 0i64;
                for &b in layer {
                    let a = &self.allocs[b];
                    let mut al = align[i].max(a.elem_bytes);
                    if a.buffer.data_alignment() > 0 {
                        al = a.buffer.data_alignment() as u64;
                    }
                    // `sizes.expr(bytes)` is this constant when the size type
                    // is `t` and the size fits it.
                    let bytes = match a.bytes {
                        Size::Const(c) if self.size_type == t => fits(i64::try_from(c).ok())?,
                        _ => return None,
                    };
                    // (A positive modulus, as TVM's alignments are: the
                    // floor remainder is then the Euclidean one.)
                    let al = k(al).filter(|&al| al > 0)?;
                    let m = fits(total.checked_add(inner))?.rem_euclid(al);
                    let pad = fits(al.checked_sub(m))?.rem_euclid(al);
                    inner = fits(inner.checked_add(pad))?;
                    offsets[b] = Some(fits(total.checked_add(inner))?);
                    inner = fits(inner.checked_add(bytes))?;
                }
                max_inner = max_inner.max(inner);
            }
            total = fits(total.checked_add(max_inner))?;
        }
        Some((offsets, total))
    }

    /// True when TVM would let `y` take `x`'s bytes (`y` is born after `x`
    /// dies, or in the statement where `x`, born earlier, dies) although both
    /// are live together on the race-safe time line: the pairs an in-place
    /// proof can open.
    fn candidate(&self, x: usize, y: usize) -> bool {
        let (ax, ay) = (&self.allocs[x], &self.allocs[y]);
        // Disjoint for TVM (a buffer killed in the statement that generates it
        // is not freed before that statement's gens).
        let tvm_disjoint =
            ax.kill_at < ay.gen_at || (ax.kill_at == ay.gen_at && ax.gen_at < ax.kill_at);
        x != y && tvm_disjoint && ay.gen_at < ax.end
    }

    /// Pairs `(x, y)` among the [candidates](Self::candidate) whose reuse is
    /// proven element-wise in place.
    pub fn proven_pairs(&self) -> Vec<(usize, usize)> {
        let n = self.allocs.len();
        let mut out = Vec::new();
        for x in 0..n {
            for y in 0..n {
                if self.candidate(x, y) && self.in_place(x, y) {
                    out.push((x, y));
                }
            }
        }
        out
    }

    /// The in-place proofs of a kernel.
    pub fn proofs(&self) -> Proofs {
        if self.allocs.len() <= LARGE_KERNEL {
            let pairs = self.proven_pairs();
            let set = pairs.iter().flat_map(|&(a, b)| [(a, b), (b, a)]).collect();
            Proofs::Pairs(pairs, set)
        } else {
            Proofs::Classes(self.uniform_classes())
        }
    }

    /// Per allocation, a class id shared by the allocations whose every
    /// access is a scalar load or store of one element size at one and the
    /// same index expression (structurally), injective in the thread indices,
    /// and whose first access is where it is born. Two allocations of one
    /// class that are [candidates](Self::candidate) pass [`Self::in_place`]
    /// (every access of both is at the one index `f`, and `f` is injective),
    /// so the proof is decided per allocation instead of per pair.
    fn uniform_classes(&self) -> Vec<Option<u32>> {
        let p = &self.pattern;
        let mut keys: Vec<(u64, Expr)> = Vec::new();
        let mut out = vec![None; self.allocs.len()];
        for (i, a) in self.allocs.iter().enumerate() {
            if !a.tracked || self.escaped[a.pidx] {
                continue;
            }
            let mut key: Option<(u64, Expr)> = None;
            let mut ok = true;
            let mut first = usize::MAX;
            for &k in &self.acc_by_alloc[a.pidx] {
                let acc = &p.accesses[k];
                if matches!(acc.kind, AccessKind::Opaque)
                    || acc.indices.len() != 1
                    || acc.dtype.lanes != 1
                    || acc.via.dtype().lanes != 1
                {
                    ok = false;
                    break;
                }
                first = first.min(self.charged_span(acc.charged).0);
                let eb = acc.via.dtype().bytes();
                let idx = tvm_fold::add(acc.via.elem_offset(), &acc.indices[0]);
                match &key {
                    None => key = Some((eb, idx)),
                    Some((e, f)) => {
                        if *e != eb || *f != idx {
                            ok = false;
                            break;
                        }
                    }
                }
            }
            let Some(key) = key.filter(|_| ok && first == a.gen_at) else {
                continue;
            };
            if !self.injective(&key.1) {
                continue;
            }
            let id = match keys.iter().position(|k| *k == key) {
                Some(id) => id,
                None => {
                    keys.push(key);
                    keys.len() - 1
                }
            };
            out[i] = Some(id as u32);
        }
        out
    }

    /// A lower bound on the merged size of every race-safe layout the proofs
    /// allow (constant sizes only). At each birth time `t`, a set `S` of live
    /// buffers no two of which are proven in place must have pairwise
    /// disjoint footprints (`[o, o + active)`, the whole buffer without a
    /// footprint proof). With `a` the smallest alignment (every alignment a
    /// multiple of it), each footprint but the topmost is followed by at least
    /// its length rounded up to `a`, and the topmost buffer `i` ends at least
    /// `size_i` above its offset: the total is at least the sum of the rounded
    /// (or plain) footprint lengths `r` over `S` plus the smallest
    /// `size_i - r_i`. Every buffer fits whole, so the largest size is a bound
    /// too. The set is chosen greedily, largest first; any choice gives a
    /// valid bound.
    pub fn model_lower_bound(&self, proofs: &Proofs, actives: Option<&[u64]>) -> u64 {
        let sizes: Vec<u64> = self
            .allocs
            .iter()
            .map(|a| a.bytes.as_const().unwrap_or(0))
            .collect();
        let act: Vec<u64> = match actives {
            Some(v) => v.to_vec(),
            None => sizes.clone(),
        };
        let a = self
            .allocs
            .iter()
            .map(|x| x.align)
            .min()
            .unwrap_or(1)
            .max(1);
        let uniform = self.allocs.iter().all(|x| x.align % a == 0);
        let mut by_size: Vec<usize> = (0..self.allocs.len()).collect();
        by_size.sort_by_key(|&i| (std::cmp::Reverse(act[i]), std::cmp::Reverse(sizes[i]), i));
        let mut times: Vec<usize> = self.allocs.iter().map(|x| x.gen_at).collect();
        times.sort_unstable();
        times.dedup();
        let mut best = sizes.iter().copied().max().unwrap_or(0);
        let mut chosen: Vec<usize> = Vec::new();
        let stacked = |chosen: &[usize], r: &dyn Fn(usize) -> u64| -> u64 {
            let sum: i128 = chosen.iter().map(|&i| r(i) as i128).sum();
            let top = chosen
                .iter()
                .map(|&i| sizes[i] as i128 - r(i) as i128)
                .min()
                .unwrap_or(0);
            (sum + top).max(0) as u64
        };
        for &t in &times {
            let live = |i: usize| self.allocs[i].gen_at <= t && t < self.allocs[i].end;
            chosen.clear();
            for &i in &by_size {
                if !live(i) || act[i] == 0 {
                    continue;
                }
                if chosen.iter().all(|&j| !self.is_proven(proofs, i, j)) {
                    chosen.push(i);
                }
            }
            let mut bound = stacked(&chosen, &|i| act[i]);
            if uniform && a > 1 {
                bound = bound.max(stacked(&chosen, &|i| tirsat_memory::align_up(act[i], a)));
            }
            best = best.max(bound);
        }
        best
    }

    /// True when `i` and `j` may share bytes in place (in either order).
    pub fn is_proven(&self, proofs: &Proofs, i: usize, j: usize) -> bool {
        match proofs {
            Proofs::Pairs(_, set) => set.contains(&(i, j)),
            Proofs::Classes(c) => {
                c[i].is_some() && c[i] == c[j] && (self.candidate(i, j) || self.candidate(j, i))
            }
        }
    }

    /// True when `i` and `j` are live together on the race-safe time line.
    pub fn overlap(&self, i: usize, j: usize) -> bool {
        let (a, b) = (&self.allocs[i], &self.allocs[j]);
        a.gen_at < b.end && b.gen_at < a.end
    }

    /// Groups of allocations that share one slot: proven pairs are joined while
    /// every two members of a group are either never live together or proven.
    /// Returns the groups and the proven pairs the grouping used.
    pub fn groups(&self, proofs: &Proofs) -> (Vec<Vec<usize>>, Vec<(usize, usize)>) {
        match proofs {
            Proofs::Pairs(proven, set) => (self.pair_groups(proven, set), proven.clone()),
            Proofs::Classes(c) => self.class_groups(c),
        }
    }

    /// Large kernels: in birth order, each allocation of a class joins the
    /// first group of its class all of whose members died before it was born
    /// (TVM's sense, so the pairs are candidates; members of one class are
    /// then proven pairwise), else starts a group. `O(n log n)` plus the size
    /// of the output.
    fn class_groups(&self, class: &[Option<u32>]) -> (Vec<Vec<usize>>, Vec<(usize, usize)>) {
        let n = self.allocs.len();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&i| (self.allocs[i].gen_at, i));
        let mut members: Vec<Vec<usize>> = Vec::new();
        // Per class, open groups: (group index, its member with the latest
        // kill, and whether a member killed then was also born then).
        let mut open: HashMap<u32, Vec<(usize, usize, bool)>> = HashMap::default();
        let mut used = Vec::new();
        for &y in &order {
            let Some(c) = class[y] else {
                members.push(vec![y]);
                continue;
            };
            let groups = open.entry(c).or_default();
            let ay = &self.allocs[y];
            // Every member died before `y` was born (TVM's sense): each is a
            // candidate with `y` or never live together with it.
            let slot = groups.iter().position(|&(_, last, born_killed)| {
                let kill = self.allocs[last].kill_at;
                kill < ay.gen_at || (kill == ay.gen_at && !born_killed)
            });
            let at_once = ay.gen_at == ay.kill_at;
            match slot {
                Some(k) => {
                    let (g, last, born_killed) = groups[k];
                    if self.overlap(last, y) {
                        debug_assert!(self.in_place(last, y));
                        used.push((last, y));
                    }
                    members[g].push(y);
                    let kill = self.allocs[last].kill_at;
                    groups[k] = match ay.kill_at.cmp(&kill) {
                        std::cmp::Ordering::Greater => (g, y, at_once),
                        std::cmp::Ordering::Equal => (g, last, born_killed || at_once),
                        std::cmp::Ordering::Less => (g, last, born_killed),
                    };
                }
                None => {
                    groups.push((members.len(), y, at_once));
                    members.push(vec![y]);
                }
            }
        }
        for m in &mut members {
            m.sort_unstable();
        }
        members.sort_unstable_by_key(|m| m[0]);
        (members, used)
    }

    fn pair_groups(
        &self,
        proven: &[(usize, usize)],
        set: &HashSet<(usize, usize)>,
    ) -> Vec<Vec<usize>> {
        const END: usize = usize::MAX;
        let n = self.allocs.len();
        // Group `g` starts as allocation `g` alone and keeps it: its members
        // are the list `g`, `next[g]`, ... up to `last[g]` (no vector per
        // allocation; a kernel plans this a few times).
        let mut group_of: Vec<usize> = (0..n).collect();
        let mut next: Vec<usize> = vec![END; n];
        let mut last: Vec<usize> = (0..n).collect();
        fn members(next: &[usize], g: usize) -> impl Iterator<Item = usize> + '_ {
            std::iter::successors(Some(g), move |&i| Some(next[i]).filter(|&j| j != END))
        }
        for &(x, y) in proven {
            let (gx, gy) = (group_of[x], group_of[y]);
            if gx == gy {
                continue;
            }
            let ok = members(&next, gx)
                .all(|i| members(&next, gy).all(|j| !self.overlap(i, j) || set.contains(&(i, j))));
            if ok {
                let mut m = gy;
                loop {
                    group_of[m] = gx;
                    if next[m] == END {
                        break;
                    }
                    m = next[m];
                }
                next[last[gx]] = gy;
                last[gx] = last[gy];
            }
        }
        // The groups that kept their first allocation, in its order; each
        // group's members in order.
        let mut slot = vec![END; n];
        let roots = (0..n).filter(|&g| group_of[g] == g);
        let mut groups: Vec<Vec<usize>> = Vec::with_capacity(roots.clone().count());
        for g in roots {
            slot[g] = groups.len();
            groups.push(Vec::new());
        }
        for (i, &g) in group_of.iter().enumerate() {
            groups[slot[g]].push(i);
        }
        groups
    }

    /// Plans the race-safe problem with `planner`.
    pub(crate) fn ours(
        &self,
        planner: Planner,
        limits: SearchLimits,
    ) -> Result<OurResult, KernelError> {
        let proofs = self.proofs();
        let (groups, proven) = self.groups(&proofs);
        let sizes = self.sizes();
        let opts = PlanOptions {
            time_limit: limits.time,
            ..Default::default()
        };
        // The largest of constants is a constant: the group buffer is only
        // built for a group with a symbolic member.
        let all_const = groups.iter().all(|g| {
            g.iter().all(|&i| self.allocs[i].bytes.as_const().is_some())
                || self.group_buffer(g, &sizes).size.as_const().is_some()
        });
        let l = if all_const {
            self.plan_constant(groups, &proofs, planner, &opts, limits)?
        } else {
            self.plan_symbolic_groups(&groups, &sizes, planner, &opts)?
        };
        Ok(OurResult {
            offsets: l.offsets,
            total: l.total,
            lower_bound: l.lower_bound,
            proven,
            proofs,
            method: l.method,
            footprints: l.footprints,
            active_sizes: l.active_sizes,
            optimal: l.optimal,
        })
    }

    /// A group of allocations that share one slot, as one buffer: named
    /// `A+B`, as large as its largest member, aligned for all of them, live
    /// from the first gen entry to the last race-safe end.
    fn group_buffer(&self, g: &[usize], sizes: &ExprSizes<'_>) -> SymBuffer<Expr> {
        let members = || g.iter().map(|&i| &self.allocs[i]);
        SymBuffer {
            name: members()
                .map(|a| a.buffer.name().to_string())
                .collect::<Vec<_>>()
                .join("+"),
            size: members()
                .map(|a| a.bytes.clone())
                .reduce(|a, b| sizes.max(&a, &b))
                .unwrap_or(Size::Const(0)),
            align: members().map(|a| a.align).fold(1, lcm),
            start: members().map(|a| a.gen_at).min().unwrap_or(0) as i64,
            end: members().map(|a| a.end).max().unwrap_or(0) as i64,
        }
    }

    /// The planner on groups of constant size; TVM's planner falls back to
    /// the default one where its free list overlaps live buffers.
    fn plan_groups(
        &self,
        groups: &[Vec<usize>],
        planner: Planner,
        opts: &PlanOptions,
    ) -> Result<PlanReport, KernelError> {
        let sizes = self.sizes();
        let bufs = |named: bool| -> Vec<PackBuffer> {
            groups
                .iter()
                .map(|g| self.group_pack_buffer(g, &sizes, named))
                .collect()
        };
        // Only TVM's planner reports names (in its failures); the others get
        // none, and the names are built for an error message only.
        let p = match Problem::new(bufs(planner == Planner::Tvm)) {
            Ok(p) => p,
            Err(e) => {
                let e = Problem::new(bufs(true)).err().unwrap_or(e);
                return Err(KernelError(e.to_string()));
            }
        };
        let mut r = plan(&p, planner, opts);
        if !r.is_valid() && planner == Planner::Tvm {
            // TVM's free list can overlap live buffers (layer merging):
            // fall back to the default planner.
            let m = format!("tvm layout invalid ({}); ", r.validation.describe());
            r = plan(&p, Planner::Best, opts);
            r.method = m + &r.method;
        }
        if !r.validation.is_valid() {
            return Err(KernelError(format!(
                "planner {planner} produced an invalid layout: {}",
                r.validation.describe()
            )));
        }
        Ok(r)
    }

    /// [`Kernel::group_buffer`] of constant size as a packing buffer, named
    /// when `named`, without building the name or size expressions otherwise.
    fn group_pack_buffer(&self, g: &[usize], sizes: &ExprSizes<'_>, named: bool) -> PackBuffer {
        let members = || g.iter().map(|&i| &self.allocs[i]);
        if named || members().any(|a| a.bytes.as_const().is_none()) {
            let b = self.group_buffer(g, sizes);
            return PackBuffer {
                name: if named { b.name } else { String::new() },
                size: b.size.as_const().unwrap_or(0),
                align: b.align,
                start: b.start,
                end: b.end,
            };
        }
        // The maximum of constants is what `sizes.max` gives.
        PackBuffer {
            name: String::new(),
            size: members()
                .filter_map(|a| a.bytes.as_const())
                .max()
                .unwrap_or(0),
            align: members().map(|a| a.align).fold(1, lcm),
            start: members().map(|a| a.gen_at).min().unwrap_or(0) as i64,
            end: members().map(|a| a.end).max().unwrap_or(0) as i64,
        }
    }

    /// The planner on `groups` and on the other groupings the same proofs
    /// allow (merging the pairs that save the most bytes first, or the most
    /// alike first); the smallest layout wins, ties to the first.
    fn best_grouping(
        &self,
        mut groups: Vec<Vec<usize>>,
        proofs: &Proofs,
        planner: Planner,
        opts: &PlanOptions,
    ) -> Result<(Vec<Vec<usize>>, PlanReport), KernelError> {
        let mut r = self.plan_groups(&groups, planner, opts)?;
        let Proofs::Pairs(pairs, set) = proofs else {
            return Ok((groups, r));
        };
        let mut tried = vec![groups.clone()];
        let bytes = |i: usize| self.allocs[i].bytes.as_const().unwrap_or(0);
        let mut saved = pairs.clone();
        saved.sort_by_key(|&(x, y)| (std::cmp::Reverse(bytes(x).min(bytes(y))), x, y));
        let mut alike = pairs.clone();
        alike.sort_by_key(|&(x, y)| {
            (
                bytes(x).abs_diff(bytes(y)),
                std::cmp::Reverse(bytes(x).min(bytes(y))),
                x,
                y,
            )
        });
        for (k, order) in [&saved, &alike].into_iter().enumerate() {
            // An order already tried groups as before (`groups` is the
            // grouping of `pairs`, the caller's order).
            if *order == *pairs || (k == 1 && *order == saved) {
                continue;
            }
            let g = self.pair_groups(order, set);
            if tried.contains(&g) {
                continue;
            }
            let q = self.plan_groups(&g, planner, opts)?;
            if q.peak < r.peak {
                r = q;
                groups = g.clone();
            }
            tried.push(g);
        }
        Ok((groups, r))
    }

    /// Plans a kernel whose buffers all have constant sizes: the best
    /// grouping, its bound under the pass's model and, when the layout is not
    /// at the bound, the exact search.
    fn plan_constant(
        &self,
        groups: Vec<Vec<usize>>,
        proofs: &Proofs,
        planner: Planner,
        opts: &PlanOptions,
        limits: SearchLimits,
    ) -> Result<Layout, KernelError> {
        let (groups, r) = self.best_grouping(groups, proofs, planner, opts)?;
        let n = self.allocs.len();
        let mut offsets = vec![Size::Const(0); n];
        for (g, &o) in groups.iter().zip(&r.offsets) {
            for &i in g {
                offsets[i] = Size::Const(o);
            }
        }
        // Footprint proofs (small kernels): buffers live together may
        // overlap where the bytes they can touch do not.
        let fps = if n <= LARGE_KERNEL {
            self.footprints()
        } else {
            Vec::new()
        };
        let actives: Option<Vec<u64>> = fps
            .iter()
            .any(|f| !f.proofs.is_empty())
            .then(|| fps.iter().map(|f| f.active).collect());
        // The bound holds for every grouping the proofs allow, not only
        // for the one planned here, and for every footprint placement.
        let lb = self.model_lower_bound(proofs, actives.as_deref());
        let mut l = Layout {
            offsets,
            total: Size::Const(r.peak),
            lower_bound: Some(lb),
            method: r.method,
            footprints: Vec::new(),
            active_sizes: None,
            optimal: r.peak <= lb,
        };
        if let Proofs::Pairs(pairs, _) = proofs
            && !l.optimal
        {
            self.exact_search(&mut l, (r.peak, lb), pairs, &fps, actives, limits)?;
        }
        Ok(l)
    }

    /// The complete search under the pass's model, per buffer: in-place pairs
    /// may share an offset, footprints may overlap where the touched bytes do
    /// not. Seeded with `l` (of peak and bound `(peak, lb)`), which it replaces
    /// when it finds a smaller layout; it may raise the bound or prove `l`
    /// optimal.
    fn exact_search(
        &self,
        l: &mut Layout,
        (peak, lb): (u64, u64),
        pairs: &[(usize, usize)],
        fps: &[Footprint],
        actives: Option<Vec<u64>>,
        limits: SearchLimits,
    ) -> Result<(), KernelError> {
        let n = self.allocs.len();
        let size = |i: usize| self.allocs[i].bytes.as_const().unwrap_or(0);
        let fp_buf = |i: usize, active: u64| FpBuffer {
            size: size(i),
            active,
            align: self.allocs[i].align,
            start: self.allocs[i].gen_at as i64,
            end: self.allocs[i].end as i64,
        };
        let problem = FpProblem {
            bufs: (0..n)
                .map(|i| fp_buf(i, actives.as_ref().map_or(size(i), |a| a[i])))
                .collect(),
            same: pairs.to_vec(),
        };
        let init: Vec<u64> = l
            .offsets
            .iter()
            .map(|o| o.as_const().unwrap_or(0))
            .collect();
        let fp_limits = FpLimits {
            nodes: limits.nodes_for(n),
            time: limits.time,
        };
        // The search's answer depends on nothing else (but its time limit,
        // when that stops it: the kernels of a run then agree on one answer).
        let q = match self.memos {
            Some(m) => m
                .plans
                .get_or((problem.clone(), init.clone(), lb, fp_limits.nodes), || {
                    plan_footprints(&problem, Some(&init), lb, fp_limits)
                }),
            None => plan_footprints(&problem, Some(&init), lb, fp_limits),
        };
        if !problem.validate(&q.offsets) {
            return Err(KernelError(
                "the exact search produced an invalid layout".into(),
            ));
        }
        // The model's own bound (groupings of the pairs at each
        // time, Jackson's rule) can only raise the one above.
        l.lower_bound = Some(lb.max(q.bound));
        l.optimal = q.optimal;
        if q.peak < peak {
            l.total = Size::Const(q.peak);
            let whole = FpProblem {
                bufs: (0..n).map(|i| fp_buf(i, size(i))).collect(),
                same: pairs.to_vec(),
            };
            let needs_footprints = !whole.validate(&q.offsets);
            l.method = format!(
                "exact search under the model ({} nodes{}{})",
                q.nodes,
                if needs_footprints {
                    ", footprint proofs"
                } else {
                    ""
                },
                if q.optimal { ", optimal" } else { "" }
            );
            if needs_footprints {
                l.footprints = fps
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| !f.proofs.is_empty())
                    .map(|(i, f)| (i, f.clone()))
                    .collect();
                l.active_sizes = actives;
            }
            for (o, &x) in l.offsets.iter_mut().zip(&q.offsets) {
                *o = Size::Const(x);
            }
        } else if q.optimal {
            l.method.push_str(&format!(
                "; exact search under the model: optimal ({} nodes)",
                q.nodes
            ));
        }
        Ok(())
    }

    /// Plans a kernel with symbolic sizes: slots shared where the sizes
    /// prove it, otherwise every symbolic group stacked above the constant
    /// ones.
    fn plan_symbolic_groups(
        &self,
        groups: &[Vec<usize>],
        sizes: &ExprSizes<'_>,
        planner: Planner,
        opts: &PlanOptions,
    ) -> Result<Layout, KernelError> {
        let bufs: Vec<SymBuffer<Expr>> =
            groups.iter().map(|g| self.group_buffer(g, sizes)).collect();
        let mut l =
            plan_symbolic(&bufs, sizes, planner, opts).map_err(|e| KernelError(e.to_string()))?;
        if !l.constant.is_valid() && planner == Planner::Tvm {
            l = plan_symbolic(&bufs, sizes, Planner::Best, opts)
                .map_err(|e| KernelError(e.to_string()))?;
        }
        let v = tirsat_memory::validate_symbolic(&bufs, &l.offsets, sizes);
        let (goffs, total, m) = if v.is_valid() {
            let m = format!("symbolic slots over {}", l.constant.method);
            (l.offsets, l.total, m)
        } else {
            // The slot sharing could not be proven: every symbolic buffer
            // in a slot of its own above the constant ones, valid by
            // construction (sizes are not negative).
            let common = bufs
                .iter()
                .filter(|b| b.size.as_const().is_none())
                .map(|b| b.align)
                .fold(1, lcm);
            let mut goffs: Vec<Size<Expr>> = bufs
                .iter()
                .zip(&l.offsets)
                .map(|(b, o)| match b.size {
                    Size::Const(_) => o.clone(),
                    Size::Sym(_) => Size::Const(0),
                })
                .collect();
            let mut total = Size::Const(l.constant.peak);
            let mut cursor = sizes.align_up(&total, common);
            for (k, b) in bufs.iter().enumerate() {
                if b.size.as_const().is_none() {
                    goffs[k] = cursor.clone();
                    total = sizes.add(&cursor, &b.size);
                    cursor = sizes.align_up(&total, common);
                }
            }
            let m = format!("stacked symbolic buffers over {}", l.constant.method);
            (goffs, total, m)
        };
        let mut offsets = vec![Size::Const(0); self.allocs.len()];
        for (g, o) in groups.iter().zip(&goffs) {
            for &i in g {
                offsets[i] = o.clone();
            }
        }
        Ok(Layout {
            offsets,
            total,
            lower_bound: None,
            method: m,
            footprints: Vec::new(),
            active_sizes: None,
            optimal: false,
        })
    }

    /// Checks TVM's layout against the race-safe problem: every two buffers
    /// live together must be disjoint, or proven in place and at the same
    /// offset. Returns the offending pairs (names), empty when race-free.
    pub fn tvm_races(&self, tvm: &TvmResult, proofs: &Proofs) -> Vec<(usize, usize)> {
        let n = self.allocs.len();
        let offs: Option<Vec<Expr>> = tvm.offsets.iter().cloned().collect();
        let Some(offs) = offs else {
            return Vec::new();
        };
        let consts: Option<Vec<u64>> = offs
            .iter()
            .map(|o| o.as_int().and_then(|v| u64::try_from(v).ok()))
            .collect();
        let all_const_sizes = self.allocs.iter().all(|a| a.bytes.as_const().is_some());
        let mut bad = Vec::new();
        if let (Some(c), true) = (consts, all_const_sizes) {
            let bufs: Vec<PackBuffer> = self
                .allocs
                .iter()
                .map(|a| PackBuffer {
                    // (Only checked here: no name is reported.)
                    name: String::new(),
                    size: a.bytes.as_const().unwrap_or(0),
                    align: 1,
                    start: a.gen_at as i64,
                    end: a.end as i64,
                })
                .collect();
            let Ok(p) = Problem::new(bufs) else {
                return Vec::new();
            };
            // Every pair live together and overlapping in memory, except the
            // proven in-place pairs at one and the same offset.
            let v = validate(&p, &c);
            let mut pairs: Vec<(usize, usize)> = v.overlaps.clone();
            if v.overlap_count as usize > pairs.len() {
                // More overlaps than listed: recompute all pairs.
                pairs.clear();
                for i in 0..n {
                    for j in i + 1..n {
                        if p.conflicts(i, j) && mem_overlap(&c, &p, i, j) {
                            pairs.push((i, j));
                        }
                    }
                }
            }
            bad.extend(
                pairs
                    .into_iter()
                    .filter(|&(i, j)| !(c[i] == c[j] && self.is_proven(proofs, i, j))),
            );
        } else {
            let sizes = self.sizes();
            for i in 0..n {
                for j in i + 1..n {
                    if !self.overlap(i, j) {
                        continue;
                    }
                    let (oi, oj) = (sizes.size(offs[i].clone()), sizes.size(offs[j].clone()));
                    if self.is_proven(proofs, i, j)
                        && self.arith.prove_equal(&offs[i], &offs[j], &self.facts)
                    {
                        continue;
                    }
                    let ei = sizes.add(&oi, &self.allocs[i].bytes);
                    let ej = sizes.add(&oj, &self.allocs[j].bytes);
                    let disjoint =
                        sizes.le(&ei, &oj) == Some(true) || sizes.le(&ej, &oi) == Some(true);
                    if !disjoint {
                        bad.push((i, j));
                    }
                }
            }
        }
        bad.sort_unstable();
        bad.dedup();
        bad
    }
}

fn mem_overlap(c: &[u64], p: &Problem, i: usize, j: usize) -> bool {
    let (a, b) = (&p.buffers[i], &p.buffers[j]);
    a.size > 0 && b.size > 0 && c[i] < c[j] + b.size && c[j] < c[i] + a.size
}

/// Per key `0..n`, the positions of the items with that key, in order: what
/// a `Vec<Vec<usize>>` holds, in two vectors instead of one per key.
pub(super) struct IndexLists {
    /// Key `k`'s positions are `items[start[k]..start[k + 1]]`.
    start: Vec<usize>,
    items: Vec<usize>,
}

impl IndexLists {
    /// Groups the positions of `keys` by key; a key `>= n` is left out.
    pub(super) fn group(n: usize, keys: impl Iterator<Item = usize> + Clone) -> Self {
        let mut start = vec![0usize; n + 1];
        for k in keys.clone().filter(|&k| k < n) {
            start[k + 1] += 1;
        }
        for k in 0..n {
            start[k + 1] += start[k];
        }
        let mut fill = start[..n].to_vec();
        let mut items = vec![0usize; start[n]];
        for (i, k) in keys.enumerate().filter(|&(_, k)| k < n) {
            items[fill[k]] = i;
            fill[k] += 1;
        }
        IndexLists { start, items }
    }
}

impl std::ops::Index<usize> for IndexLists {
    type Output = [usize];
    fn index(&self, k: usize) -> &[usize] {
        &self.items[self.start[k]..self.start[k + 1]]
    }
}

#[cfg(test)]
mod tests {
    use super::IndexLists;

    #[test]
    fn index_lists_group_positions_by_key_in_order() {
        // Keys of items 0..6; key 5 is out of range and left out.
        let l = IndexLists::group(4, [2, 0, 2, 5, 1, 2].into_iter());
        assert_eq!(&l[0], &[1]);
        assert_eq!(&l[1], &[4]);
        assert_eq!(&l[2], &[0, 2, 5]);
        assert!(l[3].is_empty());
        assert!(IndexLists::group(0, std::iter::empty()).items.is_empty());
    }
}
