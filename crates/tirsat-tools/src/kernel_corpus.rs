//! `tirsat rules corpus`: the index, bound and condition expressions the
//! lowering passes hand to the arithmetic engine while they lower real
//! modules, recorded as a text corpus
//! ([`record`](crate::explore::record)).
//!
//! The passes are not copied or changed: a
//! [`Recorder`] is installed as the simplifier's observer while the pass
//! manager runs them, and what it saw is collected after each pass. The
//! shared-memory merge asks its pluggable engine ([`IndexArith`]) first,
//! which settles linear questions without the e-graph: it runs with the
//! default engine behind [`RecordingArith`], so every question it asks is
//! recorded once (a simplification as the expression, a proof of `a == b`
//! or `a <= b` as that predicate). Optionally the lowered module's own
//! index, bound and condition expressions are added
//! ([`module_indices`](crate::explore::record::module_indices)).
//!
//! ```
//! use tirsat_tools::explore::record::RecordOptions;
//! use tirsat_script::reader::parse_module;
//! use tirsat_tools::kernel_corpus::record_module;
//! use tirsat_transform::PassContext;
//! let src = r#"
//! @T.prim_func
//! def f(A: T.Buffer((256,), "float32")):
//!     bx = T.launch_thread("blockIdx.x", 2)
//!     tx = T.launch_thread("threadIdx.x", 128)
//!     S = T.alloc_buffer((128,), "float32", scope="shared.dyn")
//!     T2 = T.alloc_buffer((128,), "float32", scope="shared.dyn")
//!     S[tx] = A[bx * 128 + tx]
//!     T2[tx] = S[127 - tx]
//!     A[bx * 128 + tx] = T2[tx]
//! "#;
//! let m = parse_module(src, "f.py").unwrap();
//! let passes = ["MergeSharedMemoryAllocations"];
//! let rec = record_module(m, &passes, &PassContext::new(), &RecordOptions::default()).unwrap();
//! let merge = &rec.passes[0];
//! assert_eq!(merge.pass, "MergeSharedMemoryAllocations");
//! assert!(merge.requests > 0);
//! // The merge asks whether `T2[tx]` and `S[127 - tx]` overlap, with the
//! // thread extent as the range of `tx`.
//! assert!(merge.lines.keys().any(|l| l == "tx == 127 - tx | tx=0:128"));
//! ```

use std::sync::Arc;

use crate::explore::record::{
    EngineScope, LOWERED_INDICES, ModuleRecord, RecordOptions, Recorder, VarRanges, collect_ranges,
    module_indices, record_requests,
};
use tirsat_arith::facts::Facts;
use tirsat_arith::observe::observe;
use tirsat_ir::{CmpOp, Expr, IRModule};
use tirsat_transform::manager::{Instrumentation, run_passes};
use tirsat_transform::merge_shared_memory::MergeSharedMemoryAllocations;
use tirsat_transform::merge_shared_memory::arith::{EgraphArith, IndexArith, IndexFacts};
use tirsat_transform::pipeline::{build_passes, names};
use tirsat_transform::{Pass, PassContext, PassError};

/// An [`IndexArith`] that reports each question to the installed observer
/// (as an expression, or the predicate `a == b` / `a <= b`) and answers it
/// with the wrapped engine.
pub struct RecordingArith {
    pub inner: Arc<dyn IndexArith>,
}

impl IndexArith for RecordingArith {
    fn simplify(&self, e: &Expr, facts: &IndexFacts) -> Expr {
        let _scope = EngineScope::enter(e, facts.egraph());
        self.inner.simplify(e, facts)
    }

    fn prove_equal(&self, a: &Expr, b: &Expr, facts: &IndexFacts) -> bool {
        let _scope =
            (a.dtype() == b.dtype()).then(|| EngineScope::enter(&Expr::eq(a, b), facts.egraph()));
        self.inner.prove_equal(a, b, facts)
    }

    fn compare_le(&self, a: &Expr, b: &Expr, facts: &IndexFacts) -> Option<bool> {
        let _scope = (a.dtype() == b.dtype())
            .then(|| EngineScope::enter(&Expr::cmp(CmpOp::Le, a, b), facts.egraph()));
        self.inner.compare_le(a, b, facts)
    }
}

/// The passes named by `pass_names` (order-checked), with every
/// MergeSharedMemoryAllocations running its usual engine (the e-graph over
/// the simplifier of `ctx`, i.e. the run's rules) behind a [`RecordingArith`].
pub fn recording_passes(
    pass_names: &[&str],
    ctx: &PassContext,
) -> Result<Vec<Box<dyn Pass>>, PassError> {
    let mut passes = build_passes(pass_names)?;
    let engine: Arc<dyn IndexArith> = Arc::new(EgraphArith::with_simplifier(
        ctx.pass_simplifier(names::MERGE_SHARED)?,
    ));
    for p in passes.iter_mut() {
        if p.name() == names::MERGE_SHARED {
            *p = Box::new(MergeSharedMemoryAllocations::with_arith(Arc::new(
                RecordingArith {
                    inner: engine.clone(),
                },
            )));
        }
    }
    Ok(passes)
}

/// Runs the passes named by `pass_names` over `m` ([`recording_passes`]) and
/// records what each asked the arithmetic engine and the simplifier.
pub fn record_module(
    m: IRModule,
    pass_names: &[&str],
    ctx: &PassContext,
    opts: &RecordOptions,
) -> Result<ModuleRecord, PassError> {
    let passes = &recording_passes(pass_names, ctx)?;
    let recorder = Arc::new(Recorder::default());
    let mut ranges = VarRanges::new();
    collect_ranges(&m, &mut ranges);
    let mut raw: Vec<(String, Vec<(Expr, Facts)>)> = Vec::new();
    let lowered = {
        let rec = recorder.clone();
        let ranges = &mut ranges;
        let raw = &mut raw;
        let mut inst = Instrumentation {
            verify_each: false,
            after_pass: Some(Box::new(move |name: &str, module: &IRModule, _| {
                raw.push((name.to_string(), rec.take()));
                collect_ranges(module, ranges);
            })),
        };
        observe(recorder.clone(), || run_passes(m, passes, ctx, &mut inst))?
    };
    if opts.module_indices {
        let own = module_indices(&lowered)
            .into_iter()
            .map(|e| (e, Facts::new()));
        raw.push((LOWERED_INDICES.to_string(), own.collect()));
    }
    let passes = raw
        .iter()
        .map(|(pass, calls)| record_requests(pass, calls, &ranges, opts))
        .collect();
    Ok(ModuleRecord { passes })
}
