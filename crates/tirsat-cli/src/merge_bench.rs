//! `tirsat merge-bench`: MergeSharedMemoryAllocations on a generated corpus of
//! kernels, ours against TVM 0.27's planner and the race-safe lower bound.
//!
//! Programs come from the interpreter's generator (race-free by
//! construction: barrier phases, element-wise, permuted, strided and looped
//! index patterns, mixed dtypes, static and dynamic shared memory). Every
//! merged kernel scope counts as one kernel. For each one the pass reports
//! our size, TVM's size (or why TVM fails) and the lower bound; TVM's layout
//! is checked by the validator (race-safe conflicts) and, with the
//! interpreter, by running the program with TVM's layout in that kernel
//! alone. Our output is run on the interpreter too: it must compute the same
//! results without a race.

use std::collections::BTreeMap;
use std::io::Write;
use std::process::ExitCode;

use rayon::prelude::*;

use super::CliError;
use tirsat_interp::generator::{GenConfig, generate};
use tirsat_interp::{InterpConfig, Mismatch, check_pass_random};
use tirsat_memory::Planner;
use tirsat_tools::merge_bench::{footprint_kernel, scale_kernel};
use tirsat_transform::PassContext;
use tirsat_transform::merge_shared_memory::report::KernelReport;
use tirsat_transform::merge_shared_memory::{
    KernelSelector, MergeOptions, MergeSharedMemoryAllocations, Source,
};

/// Arguments of `tirsat merge-bench`.
#[derive(Debug, clap::Args)]
pub struct MergeBenchArgs {
    /// Number of merged kernels to collect (programs are generated until
    /// there are at least this many).
    #[arg(long, default_value_t = 1000, value_parser = super::limits::usize_in(1, super::limits::MAX_KERNELS))]
    pub kernels: usize,
    /// Seed of the first program (the next ones use the following seeds).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The planner for our layouts: tvm, greedy, exact or best.
    #[arg(long, default_value = "best", value_parser = parse_planner)]
    pub planner: Planner,
    /// Skip the interpreter (validator verdicts only).
    #[arg(long)]
    pub no_interp: bool,
    /// Also generate buffers of symbolic size (reported, not summed).
    #[arg(long)]
    pub symbolic: bool,
    /// Print one JSON object per kernel, then the summary as JSON.
    #[arg(long)]
    pub json: bool,
    /// Print the program generated for this seed (TVMScript) and exit.
    #[arg(long, value_name = "SEED")]
    pub show: Option<u64>,
    /// Generate thread-private chain kernels whose buffers are larger than the
    /// bytes their threads touch (footprint family) instead of the
    /// interpreter's generator.
    #[arg(long)]
    pub footprint: bool,
    /// Largest number of buffers per footprint-family kernel (at least 3).
    #[arg(long, default_value_t = 8, value_parser = super::limits::usize_in(3, super::limits::MAX_FOOTPRINT_BUFFERS))]
    pub max_buffers: usize,
    /// Run the pass with `tirsat.merge_insert_sync=1` (barriers inserted
    /// where they let buffers share bytes).
    #[arg(long)]
    pub insert_sync: bool,
    /// Scale mode: time the pass on one kernel with each of these numbers of
    /// shared buffers (comma-separated), e.g. `--scale 10,100,2000`, and exit.
    #[arg(long, value_delimiter = ',', value_name = "N,...", value_parser = super::limits::usize_in(1, super::limits::MAX_SCALE_BUFFERS))]
    pub scale: Vec<usize>,
}

/// `tirsat merge-bench --scale`: the pass's time on one kernel per size.
fn run_scale(args: &MergeBenchArgs) -> Result<ExitCode, CliError> {
    let pass = MergeSharedMemoryAllocations::default();
    // One engine for every size, built before the clock starts.
    let ctx = PassContext::new();
    ctx.simplifier().map_err(CliError::new)?;
    let opts = MergeOptions {
        planner: args.planner,
        ..MergeOptions::default()
    };
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "buffers  barriers  seconds   merged bytes  lower bound  source   method"
    )?;
    for (n, barriers) in args.scale.iter().flat_map(|&n| [(n, true), (n, false)]) {
        let m = scale_kernel(n, barriers);
        let start = std::time::Instant::now();
        let (_, reports) = pass
            .run_with_report_in(m, &opts, &ctx)
            .map_err(|e| CliError::new(e.to_string()))?;
        let secs = start.elapsed().as_secs_f64();
        let r = reports.first();
        let cell = |v: Option<u64>| v.map_or("-".to_string(), |b| b.to_string());
        writeln!(
            out,
            "{n:<7}  {:<8}  {secs:<8.4}  {:<12}  {:<11}  {:<7}  {}",
            if barriers { "yes" } else { "no" },
            cell(r.and_then(|r| r.merged_bytes)),
            cell(r.and_then(|r| r.lower_bound)),
            r.map_or("-".to_string(), |r| format!("{:?}", r.source)),
            r.map_or("", |r| r.method.as_str()),
        )?;
    }
    Ok(ExitCode::SUCCESS)
}

fn parse_planner(s: &str) -> Result<Planner, String> {
    s.parse::<Planner>().map_err(|e| e.to_string())
}

/// One kernel's measurements.
#[derive(Debug, Clone, serde::Serialize)]
struct Row {
    seed: u64,
    func: String,
    kernel: usize,
    scope: String,
    buffers: usize,
    ours: Option<u64>,
    lower_bound: Option<u64>,
    tvm: Option<u64>,
    tvm_fails: bool,
    tvm_racy_validator: bool,
    /// `None` when not run (interpreter off, TVM fails, symbolic).
    tvm_racy_interp: Option<bool>,
    tvm_layout_emitted: bool,
    /// Footprint proofs the emitted layout relies on (the layout would be
    /// larger without them).
    footprint_proofs: usize,
    /// Some of them needed the e-graph (interval bounds alone fail).
    egraph_footprint: bool,
    /// Optimal under the pass's model (at the bound or exhausted search).
    optimal: bool,
    /// Barriers inserted and bytes they saved.
    syncs_added: usize,
    sync_bytes_saved: u64,
}

/// One program's results.
struct ProgramResult {
    rows: Vec<Row>,
    /// Our output compared with the input on the interpreter.
    ours_check: Option<Result<(), String>>,
    error: Option<String>,
}

fn run_program(
    seed: u64,
    cfg: &GenConfig,
    args: &MergeBenchArgs,
    ctx: &PassContext,
) -> ProgramResult {
    let p = if args.footprint {
        footprint_kernel(seed, args.max_buffers)
    } else {
        generate(seed, cfg)
    };
    let opts = MergeOptions {
        merge_static: true,
        planner: args.planner,
        insert_sync: args.insert_sync,
        ..MergeOptions::default()
    };
    let pass = MergeSharedMemoryAllocations::default();
    let (ours, reports) = match pass.run_with_report_in(p.module.clone(), &opts, ctx) {
        Ok(x) => x,
        Err(e) => {
            return ProgramResult {
                rows: Vec::new(),
                ours_check: None,
                error: Some(format!("seed {seed}: {e}")),
            };
        }
    };
    let icfg = InterpConfig::default();
    let interp = !args.no_interp;
    let ours_check = interp.then(|| {
        check_pass_random(&p.module, &ours, &p.entry, seed, &p.scalars, &icfg)
            .map_err(|e| format!("seed {seed}: {e}"))
    });
    let rows = reports
        .iter()
        .map(|r| {
            let tvm_fails = !r.tvm_failures.is_empty();
            let constant = r.merged_bytes.is_some() && r.tvm_bytes.is_some();
            let tvm_racy_interp = (interp && !tvm_fails && constant)
                .then(|| tvm_races_on_interp(&p.module, &p.entry, &p.scalars, seed, r, &opts, ctx));
            Row {
                seed,
                func: r.func.clone(),
                kernel: r.kernel,
                scope: r.scope.clone(),
                buffers: r.buffers.len(),
                ours: r.merged_bytes,
                lower_bound: r.lower_bound,
                tvm: r.tvm_bytes,
                tvm_fails,
                tvm_racy_validator: !r.tvm_races.is_empty(),
                tvm_racy_interp,
                tvm_layout_emitted: r.source == Source::Tvm,
                footprint_proofs: r.footprint_proofs.len(),
                egraph_footprint: r.footprint_proofs.iter().any(|p| p.contains("(e-graph)")),
                optimal: r.optimal,
                syncs_added: r.syncs_added.len(),
                sync_bytes_saved: r.syncs_added.iter().map(|x| x.saved).sum(),
            }
        })
        .collect();
    ProgramResult {
        rows,
        ours_check,
        error: None,
    }
}

/// Runs the program with TVM's layout in kernel `r` alone (ours elsewhere)
/// and reports whether the interpreter finds a race the input does not have.
fn tvm_races_on_interp(
    module: &tirsat_ir::IRModule,
    entry: &str,
    scalars: &BTreeMap<String, i64>,
    seed: u64,
    r: &KernelReport,
    opts: &MergeOptions,
    ctx: &PassContext,
) -> bool {
    let o = MergeOptions {
        emulate_tvm: Some(KernelSelector::One {
            func: r.func.clone(),
            kernel: r.kernel,
            scope: r.scope.clone(),
        }),
        ..opts.clone()
    };
    let Ok((m, _)) =
        MergeSharedMemoryAllocations::default().run_with_report_in(module.clone(), &o, ctx)
    else {
        return false;
    };
    matches!(
        check_pass_random(module, &m, entry, seed, scalars, &InterpConfig::default()),
        Err(Mismatch::NewRace { .. }) | Err(Mismatch::Memory { .. })
    )
}

/// Totals over the corpus.
#[derive(Debug, Default, serde::Serialize)]
struct Summary {
    programs: usize,
    kernels: usize,
    constant_kernels: usize,
    /// Kernels where TVM succeeds with constant sizes.
    compared_kernels: usize,
    ours_bytes: u64,
    tvm_bytes: u64,
    lower_bound_bytes: u64,
    /// Over all constant kernels.
    ours_bytes_all: u64,
    lower_bound_bytes_all: u64,
    tvm_fails: usize,
    tvm_racy_validator: usize,
    tvm_racy_interp: usize,
    tvm_interp_checked: usize,
    ours_at_lower_bound: usize,
    ours_at_lower_bound_percent: f64,
    tvm_layout_emitted: usize,
    /// Kernels whose layout is smaller because of footprint proofs.
    footprint_layouts: usize,
    /// Of those, kernels where a proof needed the e-graph.
    egraph_footprint_layouts: usize,
    /// Constant kernels whose layout is optimal under the pass's model.
    optimal_kernels: usize,
    /// Barriers inserted (`--insert-sync`), kernels with one, bytes saved.
    syncs_added: usize,
    sync_kernels: usize,
    sync_bytes_saved: u64,
    ours_interp_checked: usize,
    ours_interp_failures: usize,
    pass_errors: usize,
}

/// `tirsat merge-bench`.
pub fn run(args: &MergeBenchArgs) -> Result<ExitCode, CliError> {
    let cfg = GenConfig {
        symbolic: args.symbolic,
        max_shared: 6,
        max_phases: 6,
        ..GenConfig::default()
    };
    if !args.scale.is_empty() {
        return run_scale(args);
    }
    if let Some(seed) = args.show {
        let p = if args.footprint {
            footprint_kernel(seed, args.max_buffers)
        } else {
            generate(seed, &cfg)
        };
        write!(
            std::io::stdout().lock(),
            "{}",
            tirsat_script::printer::print_module(&p.module)
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    // One engine (and cache) for the whole bench.
    let ctx = PassContext::new();
    let mut results: Vec<ProgramResult> = Vec::new();
    let mut kernels = 0usize;
    let mut next = args.seed;
    let batch = (rayon::current_num_threads() * 4).max(8) as u64;
    while kernels < args.kernels {
        // Program i has seed `seed + i`, wrapping past 2^64 - 1 (a run
        // started at the largest seed continues at 0).
        let seeds: Vec<u64> = (0..batch).map(|i| next.wrapping_add(i)).collect();
        next = next.wrapping_add(batch);
        let rs: Vec<ProgramResult> = seeds
            .par_iter()
            .map(|&s| run_program(s, &cfg, args, &ctx))
            .collect();
        for r in rs {
            if kernels >= args.kernels {
                break;
            }
            kernels += r.rows.len();
            results.push(r);
        }
    }
    let mut s = Summary {
        programs: results.len(),
        ..Summary::default()
    };
    let mut problems: Vec<String> = Vec::new();
    let mut out = std::io::stdout().lock();
    for r in &results {
        if let Some(e) = &r.error {
            s.pass_errors += 1;
            problems.push(e.clone());
        }
        if let Some(c) = &r.ours_check {
            s.ours_interp_checked += 1;
            if let Err(e) = c {
                s.ours_interp_failures += 1;
                problems.push(e.clone());
            }
        }
        for row in &r.rows {
            s.kernels += 1;
            if args.json {
                let line = serde_json::to_string(row).map_err(CliError::new)?;
                writeln!(out, "{line}")?;
            }
            s.tvm_fails += row.tvm_fails as usize;
            s.tvm_racy_validator += row.tvm_racy_validator as usize;
            s.tvm_layout_emitted += row.tvm_layout_emitted as usize;
            s.footprint_layouts += (row.footprint_proofs > 0) as usize;
            s.egraph_footprint_layouts += row.egraph_footprint as usize;
            s.syncs_added += row.syncs_added;
            s.sync_kernels += (row.syncs_added > 0) as usize;
            s.sync_bytes_saved += row.sync_bytes_saved;
            if let Some(x) = row.tvm_racy_interp {
                s.tvm_interp_checked += 1;
                s.tvm_racy_interp += x as usize;
            }
            if let (Some(o), Some(lb)) = (row.ours, row.lower_bound) {
                s.constant_kernels += 1;
                s.ours_bytes_all += o;
                s.lower_bound_bytes_all += lb;
                s.ours_at_lower_bound += (o <= lb) as usize;
                s.optimal_kernels += row.optimal as usize;
                if let Some(t) = row.tvm {
                    s.compared_kernels += 1;
                    s.ours_bytes += o;
                    s.tvm_bytes += t;
                    s.lower_bound_bytes += lb;
                }
            }
        }
    }
    s.ours_at_lower_bound_percent = if s.constant_kernels == 0 {
        0.0
    } else {
        100.0 * s.ours_at_lower_bound as f64 / s.constant_kernels as f64
    };
    if args.json {
        let line = serde_json::to_string(&s).map_err(CliError::new)?;
        writeln!(out, "{line}")?;
    } else {
        writeln!(out, "{}", summary_text(&s, args))?;
    }
    for p in problems.iter().take(20) {
        eprintln!("problem: {p}");
    }
    Ok(if problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

fn summary_text(s: &Summary, args: &MergeBenchArgs) -> String {
    let pct = |a: usize, b: usize| {
        if b == 0 {
            0.0
        } else {
            100.0 * a as f64 / b as f64
        }
    };
    let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
    let mut t = String::new();
    use std::fmt::Write as _;
    let _ = writeln!(
        t,
        "merge-bench: {} kernels from {} programs (seeds {}.., planner {})",
        s.kernels, s.programs, args.seed, args.planner
    );
    let _ = writeln!(
        t,
        "  TVM 0.27 fails on {} kernels ({:.1}%)",
        s.tvm_fails,
        pct(s.tvm_fails, s.kernels)
    );
    let _ = writeln!(
        t,
        "  bytes over the {} constant kernels where TVM succeeds: ours {}, TVM {}, race-safe lower bound {} (ours/TVM {:.3}, ours/LB {:.4})",
        s.compared_kernels,
        s.ours_bytes,
        s.tvm_bytes,
        s.lower_bound_bytes,
        ratio(s.ours_bytes, s.tvm_bytes),
        ratio(s.ours_bytes, s.lower_bound_bytes)
    );
    let _ = writeln!(
        t,
        "  bytes over all {} constant kernels: ours {}, lower bound {}",
        s.constant_kernels, s.ours_bytes_all, s.lower_bound_bytes_all
    );
    let _ = writeln!(
        t,
        "  ours at the lower bound: {} of {} ({:.2}%)",
        s.ours_at_lower_bound, s.constant_kernels, s.ours_at_lower_bound_percent
    );
    let _ = writeln!(
        t,
        "  TVM layouts racy: {} by the validator ({:.1}% of kernels TVM succeeds on), {} of {} confirmed by the interpreter",
        s.tvm_racy_validator,
        pct(s.tvm_racy_validator, s.kernels - s.tvm_fails),
        s.tvm_racy_interp,
        s.tvm_interp_checked
    );
    let _ = writeln!(
        t,
        "  TVM's own layout emitted (race-free, not larger): {} kernels",
        s.tvm_layout_emitted
    );
    let _ = writeln!(
        t,
        "  optimal under the pass's model (at the bound or exhaustive search): {} of {}",
        s.optimal_kernels, s.constant_kernels
    );
    let _ = writeln!(
        t,
        "  layouts smaller because of footprint proofs: {} kernels ({} needing the e-graph)",
        s.footprint_layouts, s.egraph_footprint_layouts
    );
    if args.insert_sync {
        let _ = writeln!(
            t,
            "  barriers inserted: {} in {} kernels, {} bytes saved ({:.1} per barrier)",
            s.syncs_added,
            s.sync_kernels,
            s.sync_bytes_saved,
            ratio(s.sync_bytes_saved, s.syncs_added as u64)
        );
    }
    let _ = write!(
        t,
        "  ours on the interpreter: {} programs checked, {} races or mismatches; pass errors: {}",
        s.ours_interp_checked, s.ours_interp_failures, s.pass_errors
    );
    t
}
