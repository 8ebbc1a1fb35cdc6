//! `MergeSharedMemoryAllocations`: packs the shared buffers of each kernel
//! into one `uint8` allocation (TVM 0.27's `s_tir.MergeSharedMemoryAllocations`,
//! made race-free). See `notes/merge-shared.md`.
//!
//! - **Scope.** Every outermost `thread_extent` is a kernel scope. Its
//!   `shared.dyn` allocations become `buf_dyn_shmem`, and with the option
//!   `tirx.merge_static_smem` its static `shared` ones become `buf_shmem`
//!   (merged after the dynamic ones, so allocated before them). A scope with
//!   at most one such allocation is left alone.
//! - **Liveness** is TVM's linear access pattern
//!   ([`tirsat_analysis::liveness`]). Unlike TVM, bytes are handed to another
//!   buffer only after every thread has passed a block barrier, or when the
//!   reuse is proven element-wise in place.
//! - **Layout.** TVM's own layout is emitted when it is race-free and not
//!   larger than ours (so the output is TVM's, node for node); otherwise the
//!   packing planner's (`tirsat.planner`: `tvm`, `greedy`, `exact`, `best`).
//! - **Rewrite.** Accesses become typed views of the merged buffer with the
//!   element offset added to the index (the `rewrite` module).
//!
//! ```
//! use tirsat_ir::*;
//! use tirsat_transform::{Pass, PassContext};
//! use tirsat_transform::merge_shared_memory::MergeSharedMemoryAllocations;
//! // B_sh[t] = A_sh[127 - t] reads other threads' elements: no sharing.
//! let tx = IterVar::thread("t", "threadIdx.x");
//! let t = tx.var().to_expr();
//! let a = Buffer::new("A_sh", DataType::f32(), vec![Expr::i32(128)], "shared.dyn");
//! let b = Buffer::new("B_sh", DataType::f32(), vec![Expr::i32(128)], "shared.dyn");
//! let x = Buffer::new("X", DataType::f32(), vec![Expr::i32(128)], "global");
//! let body = Stmt::launch(&tx, Expr::i32(128), Stmt::seq(vec![
//!     Stmt::alloc(&a),
//!     Stmt::alloc(&b),
//!     Stmt::store(&a, Expr::load(&x, vec![t.clone()]), vec![t.clone()]),
//!     Stmt::store(&b, Expr::load(&a, vec![Expr::sub(&Expr::i32(127), &t)]), vec![t.clone()]),
//!     Stmt::store(&x, Expr::load(&b, vec![t.clone()]), vec![t.clone()]),
//! ]));
//! let m = IRModule::from_functions([("main".to_string(), PrimFunc::new(vec![Param::Buffer(x)], body))]);
//! let out = MergeSharedMemoryAllocations::default().run(m, &PassContext::new()).unwrap();
//! let text = tirsat_script::printer::print_module(&out);
//! assert!(text.contains("T.alloc_buffer((1024,), \"uint8\", scope=\"shared.dyn\", layout=None)"));
//! ```

pub mod arith;
mod footprint;
mod kernel;
mod memo;
pub mod report;
mod rewrite;
mod sync;

pub use self::sync::SyncInsertion;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::sync::Arc;
use std::time::Duration;

use self::arith::{EgraphArith, IndexArith};
pub use self::kernel::Source;
use self::kernel::{Kernel, KernelError};
use self::memo::{KernelMemos, SharedSimplify};
use self::report::{BufferReport, KernelReport, drawable};
use self::rewrite::{Form, MergedAccessRewriter, Placement, merged_buffer};
use super::util::try_map_child_stmts;
use super::{Pass, PassContext, PassError};
use tirsat_ir::{AttrNode, Buffer, IRModule, PrimFunc, Scope, Stmt, StmtKind, keys};
use tirsat_memory::{Planner, Size, SizeOracle};
use tirsat_script::printer::print_expr;

const NAME: &str = "MergeSharedMemoryAllocations";

/// The option that enables merging static `shared` buffers (TVM's).
pub const MERGE_STATIC: &str = "tirx.merge_static_smem";
/// The option selecting the planner (`tvm`, `greedy`, `exact`, `best`).
pub const PLANNER: &str = "tirsat.planner";
/// The option bounding the planner's search per kernel, in seconds.
pub const TIME_LIMIT: &str = "tirsat.plan_time_limit";
/// The option setting the exact search's budget per kernel, in search nodes
/// (default: 8,192 divided by the kernel's allocations, at least 64: about a
/// millisecond of search per kernel whatever its size).
pub const SEARCH_NODES: &str = "tirsat.merge_search_nodes";
/// The option that inserts block barriers where they let buffers share bytes
/// (beyond TVM, off by default).
pub const INSERT_SYNC: &str = "tirsat.merge_insert_sync";

/// Options of the pass.
#[derive(Debug, Clone)]
pub struct MergeOptions {
    /// Merge static `shared` buffers too.
    pub merge_static: bool,
    /// The planner for the race-safe problem.
    pub planner: Planner,
    /// Search budget per kernel. It is generous so that kernel-sized instances
    /// are always solved to the end (the output must not depend on timing).
    pub time_limit: Duration,
    /// Nodes of the exact search per kernel (`tirsat.merge_search_nodes`);
    /// `None`: the default budget, smaller for larger kernels.
    pub search_nodes: Option<u64>,
    /// Emit TVM 0.27's layout even when it is racy, and fail where TVM fails,
    /// in the selected kernels (for measurements against TVM, never the
    /// default).
    pub emulate_tvm: Option<KernelSelector>,
    /// Insert `T.tvm_storage_sync("shared")` at top-level points of a kernel
    /// where it lets buffers share bytes (`tirsat.merge_insert_sync=1`).
    pub insert_sync: bool,
}

/// Which kernel scopes an option applies to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KernelSelector {
    /// Every kernel scope.
    All,
    /// One kernel scope: function, kernel index, and `shared.dyn` or `shared`
    /// (as in [`KernelReport`]).
    One {
        /// The function.
        func: String,
        /// The kernel's index in the function.
        kernel: usize,
        /// The merged scope.
        scope: String,
    },
}

impl KernelSelector {
    fn selects(&self, func: &str, kernel: usize, scope: &str) -> bool {
        match self {
            KernelSelector::All => true,
            KernelSelector::One {
                func: f,
                kernel: k,
                scope: s,
            } => f == func && *k == kernel && s == scope,
        }
    }
}

impl Default for MergeOptions {
    fn default() -> Self {
        MergeOptions {
            merge_static: false,
            planner: Planner::Best,
            time_limit: Duration::from_secs(20),
            search_nodes: None,
            emulate_tvm: None,
            insert_sync: false,
        }
    }
}

impl MergeOptions {
    fn search_limits(&self) -> kernel::SearchLimits {
        kernel::SearchLimits {
            time: self.time_limit,
            nodes: self.search_nodes,
        }
    }

    /// Reads `tirx.merge_static_smem`, `tirsat.merge_insert_sync`,
    /// `tirsat.planner`, `tirsat.plan_time_limit` and
    /// `tirsat.merge_search_nodes` from a pass context.
    pub fn from_context(ctx: &PassContext) -> Result<Self, PassError> {
        let mut o = MergeOptions {
            merge_static: ctx.flag(MERGE_STATIC),
            insert_sync: ctx.flag(INSERT_SYNC),
            ..MergeOptions::default()
        };
        if let Some(p) = ctx.get(PLANNER) {
            o.planner = p
                .parse()
                .map_err(|e| PassError::new(NAME, format!("option {PLANNER}: {e}")))?;
        }
        if let Some(t) = ctx.get(TIME_LIMIT) {
            let secs: f64 = t
                .parse()
                .ok()
                .filter(|s: &f64| s.is_finite() && *s > 0.0)
                .ok_or_else(|| {
                    PassError::new(
                        NAME,
                        format!(
                            "option {TIME_LIMIT}: expected a positive number of seconds, got `{t}`"
                        ),
                    )
                })?;
            o.time_limit = Duration::from_secs_f64(secs.min(3600.0));
        }
        if let Some(t) = ctx.get(SEARCH_NODES) {
            let nodes: u64 = t.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                PassError::new(
                    NAME,
                    format!("option {SEARCH_NODES}: expected a positive number of search nodes, got `{t}`"),
                )
            })?;
            o.search_nodes = Some(nodes);
        }
        Ok(o)
    }
}

/// The pass. The arithmetic engine behind the in-place proofs and the
/// symbolic sizes is pluggable ([`IndexArith`]); by default it is the
/// e-graph over the pass context's simplifier (the run's rules, see
/// [`PassContext`]).
#[derive(Clone, Default)]
pub struct MergeSharedMemoryAllocations {
    arith: Option<Arc<dyn IndexArith>>,
}

impl MergeSharedMemoryAllocations {
    /// The pass with another arithmetic engine (the context's rules are then
    /// not used).
    pub fn with_arith(arith: Arc<dyn IndexArith>) -> Self {
        MergeSharedMemoryAllocations { arith: Some(arith) }
    }

    /// The engine for a run in `ctx`.
    fn engine(&self, ctx: &PassContext) -> Result<Arc<dyn IndexArith>, PassError> {
        Ok(match &self.arith {
            Some(a) => a.clone(),
            None => {
                // A rule directory is loaded (and its errors reported) now;
                // the built-in rules only when a query reaches the e-graph.
                if ctx.get(crate::manager::RULES_KEY).is_some() {
                    Arc::new(EgraphArith::with_simplifier(ctx.pass_simplifier(NAME)?))
                } else {
                    Arc::new(EgraphArith::lazy(ctx))
                }
            }
        })
    }

    /// Runs the pass and returns a report per merged kernel scope (with the
    /// built-in rules unless an engine was given).
    pub fn run_with_report(
        &self,
        module: IRModule,
        opts: &MergeOptions,
    ) -> Result<(IRModule, Vec<KernelReport>), PassError> {
        self.run_with_report_in(module, opts, &PassContext::new())
    }

    /// Runs the pass with the engine of `ctx` (unless one was given) and
    /// returns a report per merged kernel scope.
    pub fn run_with_report_in(
        &self,
        module: IRModule,
        opts: &MergeOptions,
        ctx: &PassContext,
    ) -> Result<(IRModule, Vec<KernelReport>), PassError> {
        merge_module(module, opts, self.engine(ctx)?.as_ref())
    }
}

impl Pass for MergeSharedMemoryAllocations {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, module: IRModule, ctx: &PassContext) -> Result<IRModule, PassError> {
        let opts = MergeOptions::from_context(ctx)?;
        // Nobody reads the reports here: skip building them (they print
        // every size, offset and proof of every kernel).
        merge_module_reporting(module, &opts, self.engine(ctx)?.as_ref(), false).map(|(m, _)| m)
    }
}

/// Runs the pass on every function (in parallel; output in name order) and
/// collects the kernel reports.
pub fn merge_module(
    module: IRModule,
    opts: &MergeOptions,
    arith: &dyn IndexArith,
) -> Result<(IRModule, Vec<KernelReport>), PassError> {
    merge_module_reporting(module, opts, arith, true)
}

/// [`merge_module`], building the reports only when `want_reports`.
fn merge_module_reporting(
    module: IRModule,
    opts: &MergeOptions,
    arith: &dyn IndexArith,
    want_reports: bool,
) -> Result<(IRModule, Vec<KernelReport>), PassError> {
    let items: Vec<(String, PrimFunc)> = module.functions.into_iter().collect();
    type FuncResult = Result<(String, PrimFunc, Vec<KernelReport>), PassError>;
    // A module of a few functions stays on this thread (`par_map`): starting
    // rayon's pool for it would cost more than its kernels' merges.
    // Kernels of one module repeat their index arithmetic: simplified forms
    // and footprint ranges are shared across them.
    let shared = SharedSimplify::new(arith);
    let memos = KernelMemos::new();
    // A function's merge costs about the square of its shared allocations
    // (chains, pairs, the packing search): a few functions of many
    // buffers are worth the pool too.
    let weight = |(_, f): &(String, PrimFunc)| {
        count_allocs(&f.body, &|b: &Buffer| b.scope().is_shared()).pow(2)
    };
    // Each job checks its function for the constructs the pass does not
    // handle, merges it, and notes the output free of them, while the
    // function's nodes are in its core's cache (one round of the pool
    // instead of three). Errors are reported as a check of the whole module
    // first would: the first function with a construct, else the first
    // failing merge (both in name order).
    let results: Vec<Result<FuncResult, PassError>> =
        super::par_map_weighted(items, weight, HEAVY_MERGE, |(name, f)| {
            if let Some((_, what)) = super::constructs::find_checked(&f, &[]) {
                return Err(PassError::in_func(NAME, &name, what));
            }
            let merged = merge_func(&name, f, opts, &shared, &memos, want_reports);
            // The merge writes allocations, views, offsets and barriers, no
            // expression of a scalable type: its output's statements are
            // searched for the constructs, its expressions are not.
            if let Ok((g, _)) = &merged {
                super::analyses::body_facts(&g.body).note_construct_free(&g.body, NAME);
            }
            Ok(merged.map(|(g, r)| (name, g, r)))
        });
    if let Some(Err(construct)) = results.iter().find(|r| r.is_err()) {
        return Err(construct.clone());
    }
    let mut out = IRModule::new();
    let mut reports = Vec::new();
    for r in results.into_iter().flatten() {
        let (name, f, rep) = r?;
        out.insert(name, f);
        reports.extend(rep);
    }
    Ok((out, reports))
}

/// Dynamic or static shared memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Dynamic,
    Static,
}

impl Mode {
    fn matches(self, s: &Scope) -> bool {
        match self {
            Mode::Dynamic => s.is_shared_dyn(),
            Mode::Static => s.is_shared_static(),
        }
    }
    fn merged_name(self) -> &'static str {
        match self {
            Mode::Dynamic => "buf_dyn_shmem",
            Mode::Static => "buf_shmem",
        }
    }
    fn scope(self) -> &'static str {
        match self {
            Mode::Dynamic => "shared.dyn",
            Mode::Static => "shared",
        }
    }
}

fn merge_func(
    name: &str,
    f: PrimFunc,
    opts: &MergeOptions,
    arith: &dyn IndexArith,
    memos: &KernelMemos,
    want_reports: bool,
) -> Result<(PrimFunc, Vec<KernelReport>), PassError> {
    let mut reports = Vec::new();
    let mut body = f.body.clone();
    let mut modes = vec![Mode::Dynamic];
    if opts.merge_static {
        modes.push(Mode::Static);
    }
    for mode in modes {
        let mut w = Walker {
            func: name,
            mode,
            opts,
            arith,
            memos,
            kernel: 0,
            reports: want_reports.then_some(&mut reports),
        };
        body = w.walk(&body)?;
    }
    if body.same_as(&f.body) {
        return Ok((f, reports));
    }
    Ok((f.with_body(body), reports))
}

struct Walker<'a, 'r> {
    func: &'a str,
    mode: Mode,
    opts: &'a MergeOptions,
    arith: &'a dyn IndexArith,
    /// Answers shared by the kernels of the pass run.
    memos: &'a KernelMemos,
    kernel: usize,
    /// Where kernel reports go; `None` when nobody wants them.
    reports: Option<&'r mut Vec<KernelReport>>,
}

impl Walker<'_, '_> {
    fn walk(&mut self, s: &Stmt) -> Result<Stmt, PassError> {
        tirsat_ir::stack::deeper(|| self.walk_at(s))
    }

    fn walk_at(&mut self, s: &Stmt) -> Result<Stmt, PassError> {
        if let StmtKind::Attr { key, .. } = s.kind()
            && key == keys::THREAD_EXTENT
        {
            let idx = self.kernel;
            self.kernel += 1;
            return self.kernel_scope(s, idx);
        }
        try_map_child_stmts(s, &mut |c| self.walk(c))
    }

    fn err(&self, msg: impl Into<String>) -> PassError {
        PassError::in_func(NAME, self.func, msg)
    }

    fn kernel_scope(&mut self, scope: &Stmt, idx: usize) -> Result<Stmt, PassError> {
        let StmtKind::Attr {
            node,
            key,
            value,
            body,
        } = scope.kind()
        else {
            return Ok(scope.clone());
        };
        let mode = self.mode;
        let select = move |b: &Buffer| mode.matches(b.scope());
        if count_allocs(body, &select) <= 1 {
            return Ok(scope.clone());
        }
        let emulate = self
            .opts
            .emulate_tvm
            .as_ref()
            .is_some_and(|e| e.selects(self.func, idx, mode.scope()));
        let (synced, syncs) = if self.opts.insert_sync && !emulate {
            sync::insert_syncs(
                scope,
                &select,
                self.arith,
                self.opts.planner,
                self.opts.search_limits(),
            )
            .map_err(|KernelError(m)| self.err(m))?
        } else {
            (scope.clone(), Vec::new())
        };
        let scope = &synced;
        let StmtKind::Attr { body, .. } = scope.kind() else {
            return Ok(scope.clone());
        };
        let k = Kernel::new(scope, &select, self.arith)
            .map_err(|KernelError(m)| self.err(m))?
            .with_memos(self.memos);
        let tvm = k.tvm();
        let ours = k
            .ours(self.opts.planner, self.opts.search_limits())
            .map_err(|KernelError(m)| self.err(m))?;
        let sizes = k.sizes();
        let races = if tvm.failures.is_empty() {
            k.tvm_races(&tvm, &ours.proofs)
        } else {
            Vec::new()
        };
        let tvm_total = sizes.size(tvm.total.clone());
        let not_larger = sizes.le(&tvm_total, &ours.total) != Some(false);
        let source = if emulate {
            if let Some(f) = tvm.failures.first() {
                return Err(self.err(format!("TVM 0.27 fails on kernel #{idx}: {f}")));
            }
            Source::Tvm
        } else if tvm.failures.is_empty() && races.is_empty() && not_larger {
            Source::Tvm
        } else {
            Source::Planner
        };
        let (offsets, total, form) = match source {
            Source::Tvm => (
                tvm.offsets
                    .iter()
                    .map(|o| o.clone().unwrap_or_else(|| sizes.expr(&Size::Const(0))))
                    .collect::<Vec<_>>(),
                tvm.total.clone(),
                Form::Tvm,
            ),
            Source::Planner => (
                ours.offsets.iter().map(|o| sizes.expr(o)).collect(),
                sizes.expr(&ours.total),
                Form::Simplified,
            ),
        };
        // Where each allocation and alias goes.
        let p = &k.pattern;
        let mut place: HashMap<u64, Placement> = HashMap::default();
        for (i, a) in k.allocs.iter().enumerate() {
            let pl = Placement {
                offset: offsets[i].clone(),
                bytes: a.bytes.as_const(),
            };
            place.insert(a.buffer.id(), pl.clone());
            for b in &p.alias_buffers {
                if p.aliases.get(&b.id()) == Some(&a.pidx) {
                    place.insert(b.id(), pl.clone());
                }
            }
        }
        let mut removed: HashSet<u64> = p.allocs.iter().map(|a| a.buffer.id()).collect();
        removed.extend(p.alias_buffers.iter().map(|b| b.id()));
        let merged = merged_buffer(mode.merged_name(), mode.scope(), total.clone());
        let mut rw = MergedAccessRewriter::new(
            merged,
            place,
            removed,
            form,
            self.arith,
            (&k.facts, &k.fp_facts),
        );
        rw.volatile = p.allocs.iter().any(|a| a.volatile);
        let new_body = rw.stmt(body).unwrap_or_else(Stmt::no_op);
        if let Some(e) = rw.error.take() {
            return Err(self.err(e));
        }
        let mut items = vec![rw.merged_alloc()];
        items.extend(rw.view_decls());
        items.push(new_body);
        let out = Stmt::attr(node.clone(), key, value.clone(), Stmt::seq(items));
        if self.reports.is_some() {
            let mut report = self.report(
                &k, &tvm, &ours, &races, source, &offsets, &total, idx, node, value,
            );
            report.syncs_added = syncs;
            if let Some(r) = self.reports.as_mut() {
                r.push(report);
            }
        }
        Ok(out)
    }

    #[allow(clippy::too_many_arguments)]
    fn report(
        &self,
        k: &Kernel<'_>,
        tvm: &kernel::TvmResult,
        ours: &kernel::OurResult,
        races: &[(usize, usize)],
        source: Source,
        offsets: &[tirsat_ir::Expr],
        total: &tirsat_ir::Expr,
        idx: usize,
        node: &AttrNode,
        value: &tirsat_ir::Expr,
    ) -> KernelReport {
        let sizes = k.sizes();
        let name = |i: usize| k.allocs[i].buffer.name().to_string();
        let buffers = k
            .allocs
            .iter()
            .enumerate()
            .map(|(i, a)| BufferReport {
                name: name(i),
                dtype: a.buffer.dtype().to_string(),
                bytes: print_expr(&sizes.expr(&a.bytes)),
                tvm_interval: a.tvm_interval.map_or((0, 0), |(g, k)| (g, k + 1)),
                interval: (a.gen_at, a.end),
                offset: print_expr(&offsets[i]),
                tvm_offset: tvm.offsets[i].as_ref().map(print_expr),
            })
            .collect();
        let launch = match node {
            AttrNode::IterVar(iv) => format!("{} = {}", iv.thread_tag(), print_expr(value)),
            AttrNode::Expr(e) => format!("{} = {}", print_expr(e), print_expr(value)),
            _ => format!("thread_extent = {}", print_expr(value)),
        };
        let merged_bytes = total.as_int().and_then(|v| u64::try_from(v).ok());
        let const_offsets: Option<Vec<u64>> = offsets
            .iter()
            .map(|o| o.as_int().and_then(|v| u64::try_from(v).ok()))
            .collect();
        // A layout that relies on footprints is drawn with the bytes each
        // buffer can touch.
        let const_sizes: Option<Vec<u64>> = match (&ours.active_sizes, source) {
            (Some(a), Source::Planner) => Some(a.clone()),
            _ => k.allocs.iter().map(|a| a.bytes.as_const()).collect(),
        };
        let layout = match (const_offsets, const_sizes) {
            (Some(o), Some(s)) => drawable(
                &(0..k.allocs.len()).map(name).collect::<Vec<_>>(),
                &s,
                &k.allocs
                    .iter()
                    .map(|a| (a.gen_at, a.end))
                    .collect::<Vec<_>>(),
                &ours.proven,
                &o,
            ),
            _ => None,
        };
        KernelReport {
            func: self.func.to_string(),
            kernel: idx,
            launch,
            scope: self.mode.scope().to_string(),
            buffers,
            merged_size: print_expr(total),
            merged_bytes,
            planner_bytes: ours.total.as_const(),
            lower_bound: ours.lower_bound,
            optimal: ours.optimal,
            tvm_size: print_expr(&tvm.total),
            tvm_bytes: if tvm.failures.is_empty() {
                tvm.total.as_int().and_then(|v| u64::try_from(v).ok())
            } else {
                None
            },
            tvm_failures: tvm.failures.clone(),
            tvm_races: races.iter().map(|&(a, b)| (name(a), name(b))).collect(),
            proven: ours
                .proven
                .iter()
                .map(|&(a, b)| (name(a), name(b)))
                .collect(),
            in_place_proofs: match &ours.proofs {
                kernel::Proofs::Pairs(..) => ours
                    .proven
                    .iter()
                    .filter_map(|&(a, b)| {
                        k.in_place_proof(a, b)
                            .map(|p| format!("{}->{}: {p}", name(a), name(b)))
                    })
                    .collect(),
                kernel::Proofs::Classes(_) => ours
                    .proven
                    .iter()
                    .map(|&(a, b)| {
                        format!(
                            "{}->{}: one uniform access class (one index, injective in the thread indices)",
                            name(a),
                            name(b)
                        )
                    })
                    .collect(),
            },
            footprint_proofs: if source == Source::Planner {
                ours.footprints
                    .iter()
                    .map(|(i, f)| {
                        format!(
                            "{}: touches bytes [0, {}) of {}: {}",
                            name(*i),
                            f.active,
                            print_expr(&sizes.expr(&k.allocs[*i].bytes)),
                            f.proof_texts().join(", ")
                        )
                    })
                    .collect()
            } else {
                Vec::new()
            },
            source,
            method: ours.method.clone(),
            layout,
            syncs_added: Vec::new(),
        }
    }
}

/// The summed squared shared allocation counts above which a module of a few
/// functions is merged on the pool ([`par_map_weighted`](super::par_map_weighted)):
/// about 0.7 ms of merging, several times a hand-over to another thread.
/// `chain:10` (48 buffers per kernel) has 23,040; the real corpus's modules
/// at most 96 (a module of under 16 functions at most 40).
const HEAVY_MERGE: usize = 4096;

/// Number of `AllocBuffer`s selected by `select` in `s` (a walk of the
/// statements: an allocation is never inside an expression).
fn count_allocs(s: &Stmt, select: &dyn Fn(&Buffer) -> bool) -> usize {
    let mut n = 0;
    tirsat_ir::visit::find_stmt(s, &mut |x| {
        if let StmtKind::AllocBuffer { buffer, .. } = x.kind()
            && select(buffer)
        {
            n += 1;
        }
        None::<()>
    });
    n
}
