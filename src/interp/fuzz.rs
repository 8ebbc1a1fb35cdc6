//! Differential fuzzing of the lowering passes and pipelines: generate random
//! programs ([`generator`](super::generator)), run each pass (through the
//! public registry) or pipeline (through [`pipeline`] and the pass manager),
//! and check that
//!
//! - the pass does not fail (a *pass error*, panics included),
//! - its output is well formed ([`verify_module`]; a *verifier failure*),
//! - interpreting before and after on the same random inputs leaves the same
//!   global memory and return value (a *mismatch*),
//! - and the pass adds no shared-memory race (a *race added*).
//!
//! Case `i` of a run with seed `S` generates its program from seed `S + i`
//! (wrapping), so `--seed S+i --cases 1` reproduces it alone. Cases run in
//! parallel (rayon); results are folded in case order, so a report depends
//! only on the options.
//!
//! **Inputs of a pass.** A pass is run on the generated program after a
//! *prefix* of passes it expects to have run (e.g. `MakePackedAPI` after
//! `SplitHostDevice`, the storage legalizations after `MakePackedAPI`), one of
//! a few prefixes per pass chosen per case ([`prefixes`]). When the prefix
//! fails, the case is *skipped* for that pass (the failing prefix pass is
//! reported on its own row). `BindTarget` gets the program without its target
//! attribute in half the cases and the target through the pass context;
//! `ConvertSSA` mostly gets a program that is not in SSA form
//! ([`share_variables`]).
//!
//! **Narrow floats.** Compute legalization changes rounding on targets
//! without native support; for those passes (and pipelines containing them)
//! the program before is interpreted in the promoted semantics
//! ([`promote`](super::promote)).
//!
//! `MergeSharedMemoryAllocations` is checked as soon as
//! `registry::pass_by_name` knows it; until then it is left out of the
//! selection and of the pipelines (listed in [`Report::unregistered`]).
//!
//! ```
//! use tirsat::interp::fuzz::{fuzz, FuzzOptions, Selection};
//! let opts = FuzzOptions {
//!     cases: 2,
//!     seed: 7,
//!     selection: Selection::Passes(vec!["AnnotateEntryFunc".into()]),
//!     ..FuzzOptions::default()
//! };
//! let report = fuzz(&opts, &|_| {}).unwrap();
//! assert_eq!(report.rows[0].checked, 2);
//! assert!(report.is_clean());
//! ```

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use serde::Serialize;

use super::check::compare_runs;
use super::generator::{GenConfig, GenProgram, device_with_llvm_host, generate};
use super::promote::{NarrowFloat, promote_module};
use super::{ArgValue, InterpConfig, RunResult, random_args, run};
use crate::analysis::verify::verify_module;
use crate::ir::equal::module_equal;
use crate::ir::{DataType, IRModule, keys};
use crate::transform::compute_legalize::FP8_PROMOTE_DTYPE_KEY;
use crate::transform::manager::{Instrumentation, run_passes};
use crate::transform::pipeline::{self, PIPELINES, names};
use crate::transform::registry::{PASS_NAMES, pass_by_name};
use crate::transform::{Pass, PassContext};

/// The shared-memory merge pass, checked once it is registered.
pub const MERGE_SHARED: &str = names::MERGE_SHARED;

/// What to check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Selection {
    /// Every registered pass and every pipeline.
    All,
    /// The named passes.
    Passes(Vec<String>),
    /// One named pipeline (see [`PIPELINES`]).
    Pipeline(String),
}

/// Options of a fuzzing run.
#[derive(Clone, Debug)]
pub struct FuzzOptions {
    /// Generated programs.
    pub cases: u64,
    /// Seed of case 0; case `i` uses `seed + i`.
    pub seed: u64,
    /// Passes or pipelines to check.
    pub selection: Selection,
    /// Interpreter limits.
    pub interp: InterpConfig,
}

impl Default for FuzzOptions {
    fn default() -> Self {
        FuzzOptions {
            cases: 100,
            seed: 0,
            selection: Selection::All,
            interp: InterpConfig {
                max_steps: 5_000_000,
                ..InterpConfig::default()
            },
        }
    }
}

/// An error in the options (unknown pass or pipeline).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct FuzzError(pub String);

/// A pass or pipeline under test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Subject {
    /// One registered pass.
    Pass(String),
    /// A named pipeline and its registered passes, in order.
    Pipeline {
        /// The pipeline's name.
        name: String,
        /// Its passes that are registered.
        passes: Vec<String>,
    },
}

impl Subject {
    /// The row label: the pass name, or `pipeline:<name>`.
    pub fn label(&self) -> String {
        match self {
            Subject::Pass(p) => p.clone(),
            Subject::Pipeline { name, .. } => format!("pipeline:{name}"),
        }
    }
}

fn registered(name: &str) -> bool {
    pass_by_name(name).is_some()
}

/// Every registered pass name: [`PASS_NAMES`], plus
/// `MergeSharedMemoryAllocations` when the registry knows it.
pub fn registered_passes() -> Vec<String> {
    let mut v: Vec<String> = PASS_NAMES.iter().map(|s| s.to_string()).collect();
    if registered(MERGE_SHARED) && !v.iter().any(|p| p == MERGE_SHARED) {
        v.push(MERGE_SHARED.to_string());
    }
    v
}

/// Resolves a selection into subjects, in report order.
pub fn subjects(sel: &Selection) -> Result<Vec<Subject>, FuzzError> {
    let pipe = |name: &str| -> Result<Subject, FuzzError> {
        let all = pipeline::pipeline(name).ok_or_else(|| {
            FuzzError(format!(
                "unknown pipeline {name}; known: {}",
                PIPELINES.join(", ")
            ))
        })?;
        Ok(Subject::Pipeline {
            name: name.to_string(),
            passes: all
                .iter()
                .filter(|p| registered(p))
                .map(|p| p.to_string())
                .collect(),
        })
    };
    match sel {
        Selection::All => {
            let mut v: Vec<Subject> = registered_passes().into_iter().map(Subject::Pass).collect();
            for p in PIPELINES {
                v.push(pipe(p)?);
            }
            Ok(v)
        }
        Selection::Passes(list) => {
            if list.is_empty() {
                return Err(FuzzError("no pass given".into()));
            }
            let mut v = Vec::new();
            for p in list {
                if !registered(p) {
                    let why = if p == MERGE_SHARED {
                        "is not registered yet"
                    } else {
                        "is not a registered pass"
                    };
                    return Err(FuzzError(format!(
                        "{p} {why}; known: {}",
                        registered_passes().join(", ")
                    )));
                }
                if !v.contains(&Subject::Pass(p.clone())) {
                    v.push(Subject::Pass(p.clone()));
                }
            }
            Ok(v)
        }
        Selection::Pipeline(name) => Ok(vec![pipe(name)?]),
    }
}

/// The prefixes a pass is checked after (registered passes only; at least
/// one, possibly empty).
pub fn prefixes(pass: &str) -> Vec<Vec<&'static str>> {
    use names::*;
    const ENTRY: &str = ANNOTATE_ENTRY_FUNC;
    let front: &[&'static str] = &[BF16_COMPUTE, FP8_COMPUTE, ENTRY, MERGE_SHARED];
    let split3: &[&'static str] = &[
        ANNOTATE_DEVICE_REGIONS,
        SPLIT_HOST_DEVICE_ONLY,
        LOWER_DEVICE_KERNEL_LAUNCH,
    ];
    let cat = |parts: &[&[&'static str]]| -> Vec<&'static str> { parts.concat() };
    let fused_packed = cat(&[front, &[SPLIT_HOST_DEVICE, MAKE_PACKED_API]]);
    let three_packed = cat(&[front, split3, &[MAKE_PACKED_API]]);
    let raw: Vec<Vec<&'static str>> = match pass {
        ANNOTATE_ENTRY_FUNC => vec![vec![], vec![BF16_COMPUTE, FP8_COMPUTE]],
        "BindTarget" | "ConvertSSA" => vec![vec![]],
        SPLIT_HOST_DEVICE | ANNOTATE_DEVICE_REGIONS => vec![vec![], front.to_vec()],
        SPLIT_HOST_DEVICE_ONLY => vec![
            vec![ANNOTATE_DEVICE_REGIONS],
            cat(&[front, &[ANNOTATE_DEVICE_REGIONS]]),
        ],
        LOWER_DEVICE_KERNEL_LAUNCH => vec![
            vec![ANNOTATE_DEVICE_REGIONS, SPLIT_HOST_DEVICE_ONLY],
            cat(&[front, &[ANNOTATE_DEVICE_REGIONS, SPLIT_HOST_DEVICE_ONLY]]),
        ],
        // Not after the split: promoting a `shared.dyn` allocation would
        // outgrow the dynamic shared memory size the launch already fixed.
        BF16_COMPUTE => vec![vec![], vec![ENTRY]],
        FP8_COMPUTE => vec![vec![], vec![BF16_COMPUTE]],
        MAKE_PACKED_API => vec![
            vec![SPLIT_HOST_DEVICE],
            cat(&[front, &[SPLIT_HOST_DEVICE]]),
            cat(&[front, split3]),
            vec![],
        ],
        FP8_STORAGE => vec![fused_packed.clone(), three_packed.clone()],
        BF16_STORAGE => vec![
            cat(&[&fused_packed, &[FP8_STORAGE]]),
            cat(&[&three_packed, &[FP8_STORAGE]]),
        ],
        LOWER_DEVICE_STORAGE_ACCESS_INFO => {
            vec![vec![], cat(&[&fused_packed, &[FP8_STORAGE, BF16_STORAGE]])]
        }
        MERGE_SHARED => vec![vec![], vec![BF16_COMPUTE, FP8_COMPUTE, ENTRY]],
        _ => vec![vec![]],
    };
    raw.into_iter()
        .map(|p| p.into_iter().filter(|q| registered(q)).collect())
        .collect()
}

/// The compute legalizations among `passes`, with their families.
fn legalized_families(passes: &[&str]) -> Vec<NarrowFloat> {
    let mut v = Vec::new();
    if passes.contains(&names::BF16_COMPUTE) {
        v.push(NarrowFloat::BF16);
    }
    if passes.contains(&names::FP8_COMPUTE) {
        v.push(NarrowFloat::FP8);
    }
    v
}

/// The compute legalizations a pipeline assumes ran earlier in TVM's
/// lowering: a storage legalization without its compute legalization in the
/// pipeline would turn narrow-float arithmetic into integer arithmetic.
pub fn assumed_before(pipeline: &[&str]) -> Vec<&'static str> {
    let mut v = Vec::new();
    for (compute, storage) in [
        (names::BF16_COMPUTE, names::BF16_STORAGE),
        (names::FP8_COMPUTE, names::FP8_STORAGE),
    ] {
        if pipeline.contains(&storage) && !pipeline.contains(&compute) {
            v.push(compute);
        }
    }
    v
}

/// How a case is generated: the generator knobs and the pass context.
#[derive(Clone, Debug)]
pub struct CaseSetup {
    /// Generator options.
    pub gen_config: GenConfig,
    /// The device target string (`cuda -arch=sm_80`, ...); the host is `llvm`.
    pub device: String,
    /// FP8 promotion type (`float32` or `float16`).
    pub fp8_promote: DataType,
    /// The program the case checks.
    pub program: GenProgram,
    /// The program generated with at most one `shared.dyn` buffer per kernel,
    /// for pass sequences that lower kernel launches without merging shared
    /// memory first (see [`needs_single_dyn`]).
    pub single_dyn: GenProgram,
}

/// The generator options, target and pass options of the case with `seed`.
pub fn case_setup(seed: u64) -> CaseSetup {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x6a09_e667_f3bc_c908);
    let devices = [
        "cuda",
        "cuda -arch=sm_75",
        "cuda -arch=sm_75",
        "cuda -arch=sm_80",
        "cuda -arch=sm_80",
        "cuda -arch=sm_86",
        "cuda -arch=sm_89",
        "cuda -arch=sm_90",
    ];
    let device = devices[rng.gen_range(0..devices.len())].to_string();
    let mut g = if rng.gen_bool(0.6) {
        GenConfig::small()
    } else {
        GenConfig::default()
    };
    if rng.gen_bool(0.6) {
        let narrow = ["bfloat16", "float8_e4m3fn", "float8_e5m2"];
        for n in narrow {
            if let Ok(t) = n.parse::<DataType>() {
                g.global_dtypes.push(t);
                if !g.shared_dtypes.contains(&t) {
                    g.shared_dtypes.push(t);
                }
            }
        }
    }
    g.target = device_with_llvm_host(&device);
    let fp8_promote = if rng.gen_bool(0.25) {
        DataType::float(16)
    } else {
        DataType::f32()
    };
    let program = generate(seed, &g);
    let single_dyn = generate(
        seed,
        &GenConfig {
            max_dyn_shared: Some(1),
            ..g.clone()
        },
    );
    CaseSetup {
        gen_config: g,
        device,
        fp8_promote,
        program,
        single_dyn,
    }
}

/// True when `passes` lower kernel launches (`SplitHostDevice`,
/// `LowerDeviceKernelLaunch`) without a registered
/// `MergeSharedMemoryAllocations` before: their input may have only one
/// `shared.dyn` allocation per kernel.
pub fn needs_single_dyn(passes: &[&str]) -> bool {
    let lowers = passes
        .iter()
        .position(|p| *p == names::SPLIT_HOST_DEVICE || *p == names::LOWER_DEVICE_KERNEL_LAUNCH);
    let merge = passes.iter().position(|p| *p == MERGE_SHARED);
    match (lowers, merge) {
        (Some(l), Some(m)) => m > l || !registered(MERGE_SHARED),
        (Some(_), None) => true,
        (None, _) => false,
    }
}

/// One finding about a subject on one program.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "message", rename_all = "snake_case")]
pub enum Finding {
    /// The pass returned an error or panicked.
    PassError(String),
    /// The pass's output fails the verifier.
    VerifierFailure(String),
    /// Global memory or the return value differ, or the program after fails.
    Mismatch(String),
    /// The program after the pass races where the one before does not.
    RaceAdded(String),
}

/// The result of one subject on one program.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The pass ran and its output was interpreted and compared.
    pub checked: bool,
    /// The pass changed the module.
    pub changed: bool,
    /// Why the program could not be used (prefix failed, input rejected).
    pub skipped: Option<String>,
    /// What went wrong.
    pub findings: Vec<Finding>,
}

/// The first program that showed a kind of failure.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FirstFailure {
    /// Its generator seed (`--seed <seed> --cases 1` reproduces it).
    pub seed: u64,
    /// What happened.
    pub message: String,
}

/// Totals of one subject over a run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Row {
    /// Pass name or `pipeline:<name>`.
    pub subject: String,
    /// Programs the pass ran on and whose outputs were compared.
    pub checked: u64,
    /// Of those, programs the pass changed.
    pub changed: u64,
    /// Programs whose memory or return value differed after the pass.
    pub mismatches: u64,
    /// Programs where the pass added a shared-memory race.
    pub races_added: u64,
    /// Programs on which the pass failed.
    pub pass_errors: u64,
    /// Programs whose output failed the verifier.
    pub verifier_failures: u64,
    /// Programs that could not be used (see `first_skip`).
    pub skipped: u64,
    /// First mismatch.
    pub first_mismatch: Option<FirstFailure>,
    /// First added race.
    pub first_race: Option<FirstFailure>,
    /// First pass error.
    pub first_pass_error: Option<FirstFailure>,
    /// First verifier failure.
    pub first_verifier_failure: Option<FirstFailure>,
    /// First skipped program.
    pub first_skip: Option<FirstFailure>,
}

impl Row {
    fn add(&mut self, seed: u64, o: &Outcome) {
        let first = |slot: &mut Option<FirstFailure>, m: &str| {
            slot.get_or_insert_with(|| FirstFailure {
                seed,
                message: m.to_string(),
            });
        };
        if let Some(why) = &o.skipped {
            self.skipped += 1;
            first(&mut self.first_skip, why);
        }
        if o.checked {
            self.checked += 1;
            self.changed += o.changed as u64;
        }
        let mut seen = [false; 4];
        for f in &o.findings {
            let (k, slot, m) = match f {
                Finding::PassError(m) => (0, &mut self.first_pass_error, m),
                Finding::VerifierFailure(m) => (1, &mut self.first_verifier_failure, m),
                Finding::Mismatch(m) => (2, &mut self.first_mismatch, m),
                Finding::RaceAdded(m) => (3, &mut self.first_race, m),
            };
            if !seen[k] {
                seen[k] = true;
                first(slot, m);
            }
        }
        self.pass_errors += seen[0] as u64;
        self.verifier_failures += seen[1] as u64;
        self.mismatches += seen[2] as u64;
        self.races_added += seen[3] as u64;
    }

    /// No mismatch, race, pass error or verifier failure.
    pub fn is_clean(&self) -> bool {
        self.mismatches + self.races_added + self.pass_errors + self.verifier_failures == 0
    }
}

/// The report of a run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Report {
    /// Programs generated.
    pub cases: u64,
    /// Seed of the first program.
    pub seed: u64,
    /// One row per subject, in selection order.
    pub rows: Vec<Row>,
    /// Passes of the selection or its pipelines left out because the registry
    /// does not know them yet.
    pub unregistered: Vec<String>,
}

impl Report {
    /// True when no row has a failure.
    pub fn is_clean(&self) -> bool {
        self.rows.iter().all(Row::is_clean)
    }

    /// A fixed-width table, then the first failure of each kind per row.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "fuzz-passes: {} programs from seed {}",
            self.cases, self.seed
        );
        let w = self
            .rows
            .iter()
            .map(|r| r.subject.len())
            .max()
            .unwrap_or(0)
            .max(7);
        let _ = writeln!(
            s,
            "{:w$}  {:>8}  {:>8}  {:>10}  {:>11}  {:>11}  {:>9}  {:>8}",
            "subject",
            "checked",
            "changed",
            "mismatches",
            "races added",
            "pass errors",
            "verifier",
            "skipped"
        );
        for r in &self.rows {
            let _ = writeln!(
                s,
                "{:w$}  {:>8}  {:>8}  {:>10}  {:>11}  {:>11}  {:>9}  {:>8}",
                r.subject,
                r.checked,
                r.changed,
                r.mismatches,
                r.races_added,
                r.pass_errors,
                r.verifier_failures,
                r.skipped
            );
        }
        for r in &self.rows {
            for (what, f) in [
                ("mismatch", &r.first_mismatch),
                ("race added", &r.first_race),
                ("pass error", &r.first_pass_error),
                ("verifier failure", &r.first_verifier_failure),
                ("skipped", &r.first_skip),
            ] {
                if let Some(f) = f {
                    let _ = writeln!(
                        s,
                        "{}: first {what} (seed {}): {}",
                        r.subject, f.seed, f.message
                    );
                }
            }
        }
        if !self.unregistered.is_empty() {
            let _ = writeln!(
                s,
                "not registered yet, left out: {}",
                self.unregistered.join(", ")
            );
        }
        s
    }
}

/// Runs the fuzzer; `progress` is called with the number of finished cases
/// (from worker threads, in any order).
pub fn fuzz(opts: &FuzzOptions, progress: &(dyn Fn(u64) + Sync)) -> Result<Report, FuzzError> {
    let subjects = subjects(&opts.selection)?;
    let mut unregistered: Vec<String> = Vec::new();
    let mut wanted: Vec<&str> = match &opts.selection {
        Selection::All => vec![MERGE_SHARED],
        _ => Vec::new(),
    };
    for s in &subjects {
        if let Subject::Pipeline { name, .. } = s {
            wanted.extend(pipeline::pipeline(name).unwrap_or_default());
        }
    }
    for p in wanted {
        if !registered(p) && !unregistered.iter().any(|u| u == p) {
            unregistered.push(p.to_string());
        }
    }
    let done = std::sync::atomic::AtomicU64::new(0);
    let outcomes: Vec<Vec<Outcome>> = (0..opts.cases)
        .into_par_iter()
        .map(|i| {
            let seed = opts.seed.wrapping_add(i);
            let o = check_case(seed, &subjects, &opts.interp);
            let n = done.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
            progress(n);
            o
        })
        .collect();
    let mut rows: Vec<Row> = subjects
        .iter()
        .map(|s| Row {
            subject: s.label(),
            ..Row::default()
        })
        .collect();
    for (i, case) in outcomes.iter().enumerate() {
        let seed = opts.seed.wrapping_add(i as u64);
        for (row, o) in rows.iter_mut().zip(case) {
            row.add(seed, o);
        }
    }
    Ok(Report {
        cases: opts.cases,
        seed: opts.seed,
        rows,
        unregistered,
    })
}

fn panic_message(p: Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "(no message)".to_string()
    }
}

/// Runs `passes` (by registry name) over `m`; a panic becomes an error naming
/// the pass that was running.
fn apply(
    m: &IRModule,
    passes: &[&str],
    ctx: &PassContext,
) -> Result<Vec<(String, IRModule)>, String> {
    let mut boxed: Vec<Box<dyn Pass>> = Vec::with_capacity(passes.len());
    for p in passes {
        boxed.push(pass_by_name(p).ok_or_else(|| format!("{p}: not registered"))?);
    }
    let steps = std::cell::RefCell::new(Vec::new());
    let r = catch_unwind(AssertUnwindSafe(|| {
        let mut inst = Instrumentation {
            verify_each: false,
            after_pass: Some(Box::new(|name: &str, m: &IRModule, _| {
                steps.borrow_mut().push((name.to_string(), m.clone()));
            })),
        };
        run_passes(m.clone(), &boxed, ctx, &mut inst)
    }));
    let steps = steps.into_inner();
    match r {
        Ok(Ok(_)) => Ok(steps),
        Ok(Err(e)) => Err(e.to_string()),
        Err(p) => {
            let running = passes.get(steps.len()).copied().unwrap_or("?");
            Err(format!("{running}: panicked: {}", panic_message(p)))
        }
    }
}

fn interpret(
    m: &IRModule,
    entry: &str,
    args: &[ArgValue],
    cfg: &InterpConfig,
) -> Result<RunResult, String> {
    match catch_unwind(AssertUnwindSafe(|| run(m, entry, args, cfg))) {
        Ok(r) => r.map_err(|e| e.to_string()),
        Err(p) => Err(format!("the interpreter panicked: {}", panic_message(p))),
    }
}

fn first_diag(m: &IRModule) -> Option<String> {
    let d = verify_module(m);
    let first = d.first()?;
    let more = if d.len() > 1 {
        format!(" (and {} more)", d.len() - 1)
    } else {
        String::new()
    };
    Some(format!("{first}{more}"))
}

/// A program of a case with its inputs.
struct Input {
    program: GenProgram,
    args: Vec<ArgValue>,
    names: Vec<String>,
}

impl Input {
    fn new(program: GenProgram, seed: u64) -> Result<Self, String> {
        if let Some(d) = first_diag(&program.module) {
            return Err(format!("generated program is ill-formed: {d}"));
        }
        let args = random_args(&program.module, &program.entry, seed, &program.scalars)
            .map_err(|e| format!("no inputs for the generated program: {e}"))?;
        let names = program
            .module
            .get(&program.entry)
            .map(|f| f.params.iter().map(|x| x.name().to_string()).collect())
            .unwrap_or_default();
        Ok(Input {
            program,
            args,
            names,
        })
    }
}

/// Which program, which prefix, which promoted families, and how the input
/// was prepared (0: as is, 1: targets stripped, 2: variables shared).
type RunKey = (bool, Vec<&'static str>, Vec<NarrowFloat>, u8);

/// What a case needs to check each subject.
struct Case {
    /// The program with any number of `shared.dyn` buffers, and the one with
    /// at most one per kernel.
    inputs: [Input; 2],
    fp8_promote: DataType,
    ctx: PassContext,
    interp: InterpConfig,
    seed: u64,
    /// Prefix results by (single-dyn program, passes).
    prefix_cache: BTreeMap<(bool, Vec<&'static str>), Result<IRModule, String>>,
    /// Runs of "before" modules.
    run_cache: BTreeMap<RunKey, Result<RunResult, String>>,
}

fn check_case(seed: u64, subjects: &[Subject], interp: &InterpConfig) -> Vec<Outcome> {
    let setup = case_setup(seed);
    let inputs = match (
        Input::new(setup.program, seed),
        Input::new(setup.single_dyn, seed),
    ) {
        (Ok(a), Ok(b)) => [a, b],
        (Err(why), _) | (_, Err(why)) => {
            return subjects
                .iter()
                .map(|_| Outcome {
                    skipped: Some(why.clone()),
                    ..Outcome::default()
                })
                .collect();
        }
    };
    let ctx = PassContext::new()
        .with_config("target", &setup.device)
        .with_config("target.host", "llvm")
        .with_config(FP8_PROMOTE_DTYPE_KEY, &setup.fp8_promote.to_string());
    // Simulated DLTensors live on the device the case targets (the host
    // function may no longer name it once MakePackedAPI ran).
    let device_type = crate::ir::Target::parse(&setup.device)
        .ok()
        .map(|t| t.device_type() as i32);
    let mut case = Case {
        inputs,
        fp8_promote: setup.fp8_promote,
        ctx,
        interp: InterpConfig {
            device_type: interp.device_type.or(device_type),
            ..interp.clone()
        },
        seed,
        prefix_cache: BTreeMap::new(),
        run_cache: BTreeMap::new(),
    };
    subjects
        .iter()
        .map(|s| match s {
            Subject::Pass(p) => case.check_pass(p),
            Subject::Pipeline { passes, .. } => {
                let v: Vec<&str> = passes.iter().map(String::as_str).collect();
                case.check_pipeline(&v)
            }
        })
        .collect()
}

/// Input for `ConvertSSA`: `m` with the same variable defined several times.
/// Every loop not nested in another loop gets one shared loop variable per
/// function and type, and the parameters of private functions are the
/// variables of `main`'s scalar parameters where the types agree. The
/// program computes the same (loops do not overlap; functions have their own
/// scopes) but is not in SSA form.
pub fn share_variables(m: &IRModule) -> IRModule {
    use crate::ir::visit::{Mutator, walk_mutate_stmt};
    use crate::ir::{Param, Stmt, StmtKind, Var, visit::substitute_stmt};
    use std::collections::HashMap;
    struct Share {
        shared: BTreeMap<String, Var>,
        depth: usize,
    }
    impl Mutator for Share {
        fn mutate_stmt(&mut self, s: &Stmt) -> Stmt {
            if let StmtKind::For {
                var,
                min,
                extent,
                kind,
                body,
                thread_binding: None,
                annotations,
            } = s.kind()
                && self.depth == 0
            {
                self.depth += 1;
                let body = self.mutate_stmt(body);
                self.depth -= 1;
                let key = var.ty().to_string();
                let v = self
                    .shared
                    .entry(key)
                    .or_insert_with(|| var.with_name("k"))
                    .clone();
                let mut map = HashMap::new();
                map.insert(var.clone(), v.to_expr());
                return Stmt::new(StmtKind::For {
                    var: v,
                    min: min.clone(),
                    extent: extent.clone(),
                    kind: *kind,
                    body: substitute_stmt(&body, &map),
                    thread_binding: None,
                    annotations: annotations.clone(),
                });
            }
            if matches!(s.kind(), StmtKind::For { .. }) {
                self.depth += 1;
                let out = walk_mutate_stmt(self, s);
                self.depth -= 1;
                return out;
            }
            walk_mutate_stmt(self, s)
        }
    }
    let main_scalars: Vec<Var> = m
        .iter()
        .filter(|(_, f)| f.global_symbol().is_some())
        .flat_map(|(_, f)| f.params.iter().filter_map(Param::as_var).cloned())
        .collect();
    let mut out = IRModule::new();
    for (name, f) in m.iter() {
        let mut share = Share {
            shared: BTreeMap::new(),
            depth: 0,
        };
        let mut g = f.clone().with_body(share.mutate_stmt(&f.body));
        if f.global_symbol().is_none() {
            let mut map = HashMap::new();
            let mut used: Vec<Var> = Vec::new();
            for p in g.params.iter_mut() {
                if let Param::Var(v) = p
                    && let Some(s) = main_scalars
                        .iter()
                        .find(|s| s.ty() == v.ty() && !used.contains(s))
                {
                    map.insert(v.clone(), s.to_expr());
                    used.push(s.clone());
                    *p = Param::Var(s.clone());
                }
            }
            let body = substitute_stmt(&g.body, &map);
            g = g.with_body(body);
        }
        out.insert(name.clone(), g);
    }
    out
}

fn strip_targets(m: &IRModule) -> IRModule {
    let mut out = IRModule::new();
    for (name, f) in m.iter() {
        out.insert(name.clone(), f.clone().without_attr(keys::TARGET));
    }
    out
}

impl Case {
    fn input(&self, single: bool) -> &Input {
        &self.inputs[single as usize]
    }

    fn promote_type(&self, f: NarrowFloat) -> DataType {
        match f {
            NarrowFloat::BF16 => DataType::f32(),
            NarrowFloat::FP8 => self.fp8_promote,
        }
    }

    /// `m` in the promoted semantics of the compute legalizations in `passes`.
    fn reference(&self, m: &IRModule, passes: &[&str]) -> IRModule {
        let mut r = m.clone();
        for f in legalized_families(passes) {
            r = promote_module(&r, f, self.promote_type(f));
        }
        r
    }

    fn prefix(&mut self, single: bool, prefix: &[&'static str]) -> Result<IRModule, String> {
        let key = (single, prefix.to_vec());
        if let Some(r) = self.prefix_cache.get(&key) {
            return r.clone();
        }
        let m = &self.input(single).program.module;
        let r = if prefix.is_empty() {
            Ok(m.clone())
        } else {
            apply(m, prefix, &self.ctx).and_then(|steps| {
                let last = steps.last().map(|(_, m)| m.clone()).unwrap_or(m.clone());
                for (name, m) in &steps {
                    if let Some(d) = first_diag(m) {
                        return Err(format!("{name}: ill-formed output: {d}"));
                    }
                }
                Ok(last)
            })
        };
        self.prefix_cache.insert(key, r.clone());
        r
    }

    /// Runs the program before a subject: `m` in the promoted semantics of
    /// the families in the key.
    fn run_before(&mut self, key: RunKey, m: &IRModule) -> Result<RunResult, String> {
        if let Some(r) = self.run_cache.get(&key) {
            return r.clone();
        }
        let mut reference = m.clone();
        for f in &key.2 {
            reference = promote_module(&reference, *f, self.promote_type(*f));
        }
        let input = self.input(key.0);
        let r = interpret(&reference, &input.program.entry, &input.args, &self.interp);
        self.run_cache.insert(key, r.clone());
        r
    }

    /// Interprets `after` and compares it with the run before.
    fn compare(&self, single: bool, before: &RunResult, after: &IRModule) -> Option<Finding> {
        let input = self.input(single);
        match interpret(after, &input.program.entry, &input.args, &self.interp) {
            Err(e) => Some(Finding::Mismatch(format!(
                "the program succeeds before and fails after: {e}"
            ))),
            Ok(a) => match compare_runs(before, &a, &input.names) {
                Ok(()) => None,
                Err(super::Mismatch::NewRace { race, count }) => Some(Finding::RaceAdded(format!(
                    "{count} racy accesses; first: {race}"
                ))),
                Err(m) => Some(Finding::Mismatch(m.to_string())),
            },
        }
    }

    fn check_pass(&mut self, pass: &str) -> Outcome {
        // The choices for a pass depend on the seed and the pass name only, so
        // `--passes P --seed s --cases 1` reproduces case `s` of any run.
        let salt = pass.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
        });
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed ^ salt);
        let options = prefixes(pass);
        let prefix = options[rng.gen_range(0..options.len())].clone();
        let strip = pass == "BindTarget" && rng.gen_bool(0.5);
        let unshare = pass == "ConvertSSA" && rng.gen_bool(0.75);
        let mut all: Vec<&str> = prefix.clone();
        all.push(pass);
        let single = needs_single_dyn(&all);
        let mut out = Outcome::default();
        let before = match self.prefix(single, &prefix) {
            Ok(m) => m,
            Err(e) => {
                out.skipped = Some(format!("prefix [{}] failed: {e}", prefix.join(", ")));
                return out;
            }
        };
        let before = if strip {
            strip_targets(&before)
        } else if unshare {
            share_variables(&before)
        } else {
            before
        };
        let families = legalized_families(&[pass]);
        let prepared = if strip { 1 } else { 2 * unshare as u8 };
        let rb = match self.run_before((single, prefix.clone(), families, prepared), &before) {
            Ok(r) => r,
            Err(e) => {
                out.skipped = Some(format!(
                    "the program fails before the pass (prefix [{}]): {e}",
                    prefix.join(", ")
                ));
                return out;
            }
        };
        let after = match apply(&before, &[pass], &self.ctx) {
            Ok(mut steps) => match steps.pop() {
                Some((_, m)) => m,
                None => before.clone(),
            },
            Err(e) => {
                out.findings.push(Finding::PassError(e));
                return out;
            }
        };
        out.checked = true;
        out.changed = module_equal(&before, &after).is_err();
        if let Some(d) = first_diag(&after) {
            out.findings.push(Finding::VerifierFailure(d));
        }
        if let Some(f) = self.compare(single, &rb, &after) {
            out.findings.push(f);
        }
        out
    }

    fn check_pipeline(&mut self, pipeline: &[&str]) -> Outcome {
        let mut out = Outcome::default();
        let mut passes: Vec<&str> = assumed_before(pipeline);
        passes.extend_from_slice(pipeline);
        let passes = &passes[..];
        let single = needs_single_dyn(passes);
        let families = legalized_families(passes);
        let original = self.input(single).program.module.clone();
        let rb = match self.run_before((single, Vec::new(), families, 0), &original) {
            Ok(r) => r,
            Err(e) => {
                out.skipped = Some(format!("the generated program fails: {e}"));
                return out;
            }
        };
        let steps = match apply(&original, passes, &self.ctx) {
            Ok(s) => s,
            Err(e) => {
                out.findings.push(Finding::PassError(e));
                return out;
            }
        };
        out.checked = true;
        let last = steps
            .last()
            .map(|(_, m)| m.clone())
            .unwrap_or(original.clone());
        out.changed = module_equal(&original, &last).is_err();
        if let Some((name, d)) = steps
            .iter()
            .find_map(|(name, m)| first_diag(m).map(|d| (name, d)))
        {
            out.findings
                .push(Finding::VerifierFailure(format!("after {name}: {d}")));
        }
        if let Some(f) = self.compare(single, &rb, &last) {
            out.findings
                .push(self.localize(single, f, &original, &steps));
        }
        out
    }

    /// Names the first step of a pipeline whose output differs from its input.
    fn localize(
        &self,
        single: bool,
        f: Finding,
        original: &IRModule,
        steps: &[(String, IRModule)],
    ) -> Finding {
        let input = self.input(single);
        let mut prev = original;
        for (name, m) in steps {
            let reference = self.reference(prev, &[name.as_str()]);
            if let Ok(rb) = interpret(&reference, &input.program.entry, &input.args, &self.interp)
                && let Some(step) = self.compare(single, &rb, m)
            {
                return match step {
                    Finding::RaceAdded(s) => {
                        Finding::RaceAdded(format!("first at step {name}: {s}"))
                    }
                    Finding::Mismatch(s) => Finding::Mismatch(format!("first at step {name}: {s}")),
                    other => other,
                };
            }
            prev = m;
        }
        f
    }
}
