//! Differential testing of the lowering passes and pipelines against the
//! reference interpreter ([`tirsat_interp`]): generate random programs
//! ([`generator`](tirsat_interp::generator)), run each pass (through the
//! public registry) or pipeline (through [`pipeline`] and the pass manager),
//! and check that
//!
//! - the pass does not fail (a *pass error*, panics included),
//! - its output is well formed ([`verify_module`]; a *verifier failure*),
//! - interpreting before and after on the same random inputs leaves the same
//!   global memory and return value (a *mismatch*),
//! - the pass adds no shared-memory race (a *race added*),
//! - and the program after executes no undefined integer operation where
//!   the one before executes none (an *undefined operation added*: a signed
//!   overflow, a cast its type cannot hold, a division by zero, a shift
//!   amount out of range; `notes/integer-semantics.md`, [`tirsat_interp::undefined`]).
//!
//! A program whose run *before* the pass executes an undefined operation is
//! no test point (any output is correct where the input has no value): it
//! is counted as *input undefined* and not compared. The generator draws
//! constants near the limits of their type as well as small ones, so such
//! programs occur.
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
//! ([`promote`](tirsat_interp::promote)).
//!
//! `MergeSharedMemoryAllocations` is checked as soon as
//! `registry::pass_by_name` knows it; until then it is left out of the
//! selection and of the pipelines (listed in [`Report::unregistered`]).
//!
//! ```
//! use tirsat_difftest::{fuzz, FuzzOptions, Selection};
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

//!
//! The harness sits above both the passes ([`tirsat_transform`]) and the
//! interpreter, which knows nothing of the passes; `tirsat fuzz-passes` runs
//! it. [`report`] holds the per-subject totals, `case` checks one program;
//! [`corpus`] is the execution sweep over a real-kernel corpus (`tirsat run
//! --corpus`).

mod case;
pub mod corpus;
pub mod report;

pub use case::share_variables;
pub use report::{Finding, FirstFailure, Outcome, Report, Row};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

use case::check_case;
use tirsat_interp::InterpConfig;
use tirsat_interp::generator::{GenConfig, GenProgram, device_with_llvm_host, generate};
use tirsat_interp::promote::NarrowFloat;
use tirsat_ir::DataType;
use tirsat_transform::pipeline::{self, PIPELINES, names};
use tirsat_transform::registry::{PASS_NAMES, pass_by_name};

use tirsat_transform::Pass;

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

/// Which generated programs have escaping shared-memory addresses
/// ([`GenConfig::escapes`]: pointer variables, element addresses, views over
/// them, pointers stored into memory, extern calls through pointers).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Escapes {
    /// A share of the programs ([`ESCAPE_SHARE`], chosen per seed).
    #[default]
    Mix,
    /// Every program (most of its kernels).
    Only,
    /// None.
    Off,
}

/// The share of programs with escaping addresses in [`Escapes::Mix`].
pub const ESCAPE_SHARE: f64 = 0.25;

impl std::str::FromStr for Escapes {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "mix" => Ok(Escapes::Mix),
            "only" => Ok(Escapes::Only),
            "off" => Ok(Escapes::Off),
            _ => Err(format!(
                "unknown escape mode `{s}`; expected mix, only or off"
            )),
        }
    }
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
    /// Programs with escaping shared-memory addresses.
    pub escapes: Escapes,
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
            escapes: Escapes::default(),
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
    /// `tirx.merge_static_smem=1` in the pass context: the merge packs the
    /// static `shared` buffers too.
    pub merge_static: bool,
}

/// The generator options, target and pass options of the case with `seed`
/// (escaping addresses as in [`Escapes::Mix`]).
pub fn case_setup(seed: u64) -> CaseSetup {
    case_setup_with(seed, Escapes::Mix)
}

/// [`case_setup`] with the escaping addresses of `escapes`. The choices
/// added for them come from a generator of their own, so the other choices
/// of a seed are the same in every mode.
pub fn case_setup_with(seed: u64, escapes: Escapes) -> CaseSetup {
    let mut extra = ChaCha8Rng::seed_from_u64(seed ^ 0x3c6e_f372_fe94_f82b);
    let merge_static = extra.gen_bool(0.5);
    let escaping = match escapes {
        Escapes::Mix => extra.gen_bool(ESCAPE_SHARE),
        Escapes::Only => true,
        Escapes::Off => false,
    };
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
    if escaping {
        g.escapes = 0.8;
    }
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
        merge_static,
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

/// Checks `pass` (any pass object, also one no registry knows, such as a
/// test's deliberately wrong transform) on the program of case `seed` as
/// generated, with no prefix, the way [`fuzz`] checks a registered pass.
///
/// ```
/// use tirsat_difftest::check_pass_object;
/// use tirsat_interp::InterpConfig;
/// use tirsat_transform::registry::pass_by_name;
/// let pass = pass_by_name("AnnotateEntryFunc").unwrap();
/// let o = check_pass_object(3, pass, &InterpConfig::default());
/// assert!(o.findings.is_empty());
/// ```
pub fn check_pass_object(seed: u64, pass: Box<dyn Pass>, interp: &InterpConfig) -> Outcome {
    case::check_pass_object(seed, pass, interp, Escapes::Mix)
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
            let o = check_case(seed, &subjects, &opts.interp, opts.escapes);
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
