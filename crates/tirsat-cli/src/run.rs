//! `tirsat run`: the reference interpreter on a TVMScript file.
//!
//! * `tirsat run FILE` runs every entry point of the module (the functions
//!   no other function calls: see [`tirsat_interp::whole`]) on random
//!   inputs and prints, per function, the digest of its outputs, races,
//!   poison stored into global memory (with its path), undefined integer
//!   operations, blocks sampled, steps and time.
//! * `tirsat run --compare A.py B.py` runs the functions of `A` and those of
//!   the same name in `B` on the same inputs (built from `A`'s signatures;
//!   a packed-API function of `B` gets them through simulated argument
//!   structs) and reports where `B` differs.
//! * `tirsat run --corpus DIR` is the execution sweep over a real-kernel
//!   corpus (`tests/corpus/real`, [`tirsat_difftest::corpus`]): for every module and configuration of
//!   its `tvm.json`, the input, our MergeSharedMemoryAllocations output, our
//!   whole device-lowering slice and TVM's merged output (where the corpus
//!   holds it) run on the same inputs; outputs must be equal and no race
//!   added. Timings per module.
//!
//! Exit status: 0 when everything ran clean, 2 when a run found races,
//! poison or undefined operations (but nothing failed), 1 on an error or a
//! difference. Ctrl-C stops the running function promptly (status 130).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::Args;
use serde_json::{Value as Json, json};

use super::CliError;
use super::lower::read_input;
use tirsat_difftest::corpus::{CorpusCheck, CorpusOptions, check_corpus};
use tirsat_interp::whole::{FunctionComparison, FunctionRun, compare_modules, run_module};
use tirsat_interp::{
    Blocks, ErrorKind, Given, HostBuffer, InputOptions, IntValues, InterpConfig, RunResult,
};

/// Options of `tirsat run`.
#[derive(Debug, Args)]
pub struct RunArgs {
    /// The TVMScript file (with `--compare A B`: `B`, the second of two).
    #[arg(required_unless_present = "corpus")]
    pub file: Option<PathBuf>,
    /// The first file of a comparison: `--compare A B` runs `A`'s functions
    /// and those of the same name in `B` on inputs built from `A`.
    #[arg(long, value_name = "A", conflicts_with = "corpus")]
    pub compare: Option<PathBuf>,
    /// Run the execution sweep over a real-kernel corpus directory.
    #[arg(long, value_name = "DIR")]
    pub corpus: Option<PathBuf>,
    /// With `--corpus`: only these modules (comma-separated).
    #[arg(long, value_delimiter = ',', requires = "corpus")]
    pub only: Vec<String>,
    /// The function to run (repeatable; default: every entry point).
    #[arg(long = "function", value_name = "F")]
    pub functions: Vec<String>,
    /// Seed of the random inputs.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Blocks run per launch: the first, the last, the boundary blocks of
    /// partial tiles, then an even spread up to N.
    #[arg(long, value_name = "N", conflicts_with = "all_blocks")]
    pub blocks: Option<u64>,
    /// Run every block of every launch.
    #[arg(long)]
    pub all_blocks: bool,
    /// The step limit (statements and loop iterations, over all threads).
    #[arg(long, value_name = "N")]
    pub max_steps: Option<u64>,
    /// A scalar parameter or free shape variable: NAME=VALUE (repeatable).
    #[arg(long = "scalar", value_name = "NAME=VALUE")]
    pub scalars: Vec<String>,
    /// A buffer's contents: NAME=v1,v2,... or NAME=@FILE (numbers separated
    /// by commas or white space), row-major (repeatable).
    #[arg(long = "input", value_name = "NAME=VALUES")]
    pub inputs: Vec<String>,
    /// Random integer data: `small` (exact arithmetic) or `limits` (near
    /// the type's minimum and maximum).
    #[arg(long, value_name = "KIND", default_value = "small")]
    pub ints: String,
    /// Do not draw gather indices inside the buffers they index.
    #[arg(long)]
    pub no_index_fitting: bool,
    /// Pass configuration for `--corpus` lowering runs is read from the
    /// corpus; for a single file, shared memory left unwritten reads as
    /// zeros instead of poison.
    #[arg(long)]
    pub zero_uninit: bool,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// The flag Ctrl-C sets ([`install_sigint`]).
static SIGINT_FLAG: std::sync::OnceLock<Arc<AtomicBool>> = std::sync::OnceLock::new();

#[cfg(target_os = "linux")]
extern "C" fn on_sigint(_: libc::c_int) {
    if let Some(f) = SIGINT_FLAG.get() {
        f.store(true, Ordering::Relaxed);
    }
}

/// A cancel flag that Ctrl-C sets (on Linux; elsewhere the default
/// handler stays and Ctrl-C ends the process).
fn install_sigint() -> Arc<AtomicBool> {
    let flag = SIGINT_FLAG
        .get_or_init(|| Arc::new(AtomicBool::new(false)))
        .clone();
    #[cfg(target_os = "linux")]
    // SAFETY: the handler only stores to an atomic reached through a
    // OnceLock that is initialised before the handler is installed.
    unsafe {
        libc::signal(libc::SIGINT, on_sigint as *const () as libc::sighandler_t);
    }
    flag
}

fn parse_name_value<'a>(opt: &str, kv: &'a str) -> Result<(&'a str, &'a str), CliError> {
    kv.split_once('=')
        .map(|(k, v)| (k.trim(), v.trim()))
        .filter(|(k, _)| !k.is_empty())
        .ok_or_else(|| CliError::new(format!("{opt} expects NAME=VALUE, got `{kv}`")))
}

/// The numbers of `--input NAME=...`.
fn parse_given(kv: &str) -> Result<(String, Given), CliError> {
    let (name, v) = parse_name_value("--input", kv)?;
    let text = match v.strip_prefix('@') {
        Some(path) => std::fs::read_to_string(path)
            .map_err(|e| CliError::new(format!("--input {name}: cannot read {path}: {e}")))?,
        None => v.to_string(),
    };
    let words: Vec<&str> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect();
    if let Ok(ints) = words
        .iter()
        .map(|w| w.parse::<i64>())
        .collect::<Result<Vec<_>, _>>()
    {
        return Ok((name.to_string(), Given::Ints(ints)));
    }
    let floats = words
        .iter()
        .map(|w| {
            w.parse::<f64>()
                .map_err(|_| CliError::new(format!("--input {name}: `{w}` is not a number")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok((name.to_string(), Given::Floats(floats)))
}

fn input_options(args: &RunArgs) -> Result<InputOptions, CliError> {
    let mut scalars = BTreeMap::new();
    for kv in &args.scalars {
        let (k, v) = parse_name_value("--scalar", kv)?;
        let x = v
            .parse::<i64>()
            .map_err(|_| CliError::new(format!("--scalar {k}: `{v}` is not an integer")))?;
        scalars.insert(k.to_string(), x);
    }
    let mut given = BTreeMap::new();
    for kv in &args.inputs {
        let (k, g) = parse_given(kv)?;
        given.insert(k, g);
    }
    let ints = match args.ints.as_str() {
        "small" => IntValues::Small,
        "limits" => IntValues::Limits,
        other => {
            return Err(CliError::new(format!(
                "--ints `{other}`: expected `small` or `limits`"
            )));
        }
    };
    Ok(InputOptions {
        seed: args.seed,
        scalars,
        given,
        ints,
        no_index_fitting: args.no_index_fitting,
    })
}

fn interp_config(args: &RunArgs, cancel: Arc<AtomicBool>) -> InterpConfig {
    let d = InterpConfig::default();
    InterpConfig {
        max_steps: args.max_steps.unwrap_or(d.max_steps),
        blocks: if args.all_blocks {
            Blocks::All
        } else {
            args.blocks.map_or(d.blocks, Blocks::Sample)
        },
        check_uninit: !args.zero_uninit,
        cancel: Some(cancel),
        ..d
    }
}

/// FNV-1a over the outputs' bytes.
pub fn digest<'a>(buffers: impl IntoIterator<Item = &'a HostBuffer>) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in buffers {
        for x in &b.data {
            h = (h ^ u64::from(*x)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

fn result_json(r: &RunResult, names: &[String]) -> Json {
    let outputs: Vec<Json> = r
        .buffers
        .iter()
        .enumerate()
        .filter_map(|(i, b)| {
            b.as_ref().map(|b| {
                json!({
                    "name": names.get(i).cloned().unwrap_or_else(|| format!("arg{i}")),
                    "dtype": b.dtype.to_string(),
                    "shape": b.shape,
                    "digest": digest([b]),
                    "poison_elements": r.poison_elements.get(i).map_or(0, Vec::len),
                    "written_elements": r.written.get(i).and_then(Option::as_ref)
                        .map(|w| w.iter().filter(|x| **x).count()),
                })
            })
        })
        .collect();
    json!({
        "digest": digest(r.buffers.iter().flatten()),
        "outputs": outputs,
        "return": r.ret.to_string(),
        "race_count": r.race_count,
        "races": r.races.iter().map(|x| x.to_string()).collect::<Vec<_>>(),
        "poison_count": r.poison_count,
        "poison": r.poison.iter().map(|p| json!({
            "function": p.function, "what": p.what, "path": p.path,
        })).collect::<Vec<_>>(),
        "undefined_count": r.undefined_count,
        "undefined": r.undefined.iter().map(|u| u.to_string()).collect::<Vec<_>>(),
        "sampled": r.sampled.iter().map(|s| json!({
            "kernel": s.kernel, "grid": s.grid, "blocks_run": s.blocks.len(),
            "blocks_total": s.grid.iter().product::<i64>(),
        })).collect::<Vec<_>>(),
        "steps": r.steps,
    })
}

fn run_json(f: &FunctionRun) -> Json {
    match &f.result {
        Ok(r) => {
            let mut j = result_json(r, &f.arg_names);
            j["function"] = json!(f.function);
            j["ok"] = json!(true);
            j["seconds"] = json!(f.seconds);
            j
        }
        Err(e) => json!({
            "function": f.function,
            "ok": false,
            "error": e.to_string(),
            "error_kind": format!("{:?}", e.kind),
            "seconds": f.seconds,
        }),
    }
}

fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The text report of one run.
fn run_text(f: &FunctionRun) -> String {
    let r = match &f.result {
        Err(e) => return format!("{}: error after {:.3} s: {e}\n", f.function, f.seconds),
        Ok(r) => r,
    };
    let mut s = format!(
        "{}: ran in {:.3} s, {} steps\n",
        f.function,
        f.seconds,
        thousands(r.steps)
    );
    let outs: Vec<&HostBuffer> = r.buffers.iter().flatten().collect();
    s += &format!(
        "  outputs: {} buffer(s), digest {}\n",
        outs.len(),
        digest(outs.iter().copied())
    );
    for l in &r.sampled {
        let total: i64 = l.grid.iter().product();
        s += &format!(
            "  blocks: {} of {total} run in {} (grid {:?}; --all-blocks runs every one)\n",
            l.blocks.len(),
            l.kernel,
            l.grid
        );
    }
    match r.races.first() {
        None => s += "  races: none\n",
        Some(x) => s += &format!("  races: {} racy accesses; first: {x}\n", r.race_count),
    }
    match r.poison.first() {
        None => s += "  poison: none stored into global memory\n",
        Some(p) => {
            s += &format!(
                "  poison: {} unspecified lanes stored into global memory; first: {p}\n",
                r.poison_count
            )
        }
    }
    if let Some(u) = r.undefined.first() {
        s += &format!(
            "  undefined integer operations: {}; first: {u}\n",
            r.undefined_count
        );
    }
    s
}

fn findings(r: &RunResult) -> bool {
    r.race_count > 0 || r.poison_count > 0 || r.undefined_count > 0
}

fn cancelled(e: &tirsat_interp::InterpError) -> bool {
    e.kind == ErrorKind::Cancelled
}

fn write(text: &str) -> Result<(), CliError> {
    super::lower::write_stdout(text)
}

/// Runs `tirsat run`.
pub fn run(args: &RunArgs) -> Result<ExitCode, CliError> {
    let cancel = install_sigint();
    let config = interp_config(args, cancel);
    if let Some(dir) = &args.corpus {
        return run_corpus(args, dir, &config);
    }
    let inputs = input_options(args)?;
    let file = args
        .file
        .as_ref()
        .expect("clap requires FILE without --corpus");
    let functions = (!args.functions.is_empty()).then_some(args.functions.as_slice());
    if let Some(fa) = &args.compare {
        // `--compare A B`: clap takes `A` as the option's value, `B` as FILE.
        let a = read_input(fa)?;
        let b = read_input(file)?;
        let cmp = compare_modules(&a, &b, functions, &inputs, &config);
        return report_comparisons(args, &cmp);
    }
    let a = read_input(file)?;
    for f in functions.unwrap_or_default() {
        if a.get(f).is_none() {
            let names: Vec<&str> = a.iter().map(|(n, _)| n.as_str()).collect();
            return Err(CliError::new(format!(
                "no function `{f}` in {} (functions: {})",
                file.display(),
                names.join(", ")
            )));
        }
    }
    let runs = run_module(&a, functions, &inputs, &config);
    if args.json {
        let j = json!({ "file": file.display().to_string(), "functions": runs.iter().map(run_json).collect::<Vec<_>>() });
        write(&(serde_json::to_string_pretty(&j).map_err(CliError::new)? + "\n"))?;
    } else {
        let text: String = runs.iter().map(run_text).collect();
        write(&text)?;
    }
    Ok(exit_code(runs.iter().map(|r| &r.result), false))
}

fn exit_code<'a>(
    results: impl Iterator<Item = &'a Result<RunResult, tirsat_interp::InterpError>>,
    differs: bool,
) -> ExitCode {
    let mut code = 0u8;
    for r in results {
        match r {
            Err(e) if cancelled(e) => return ExitCode::from(130),
            Err(_) => code = 1,
            Ok(r) if findings(r) && code == 0 => code = 2,
            Ok(_) => {}
        }
    }
    if differs {
        code = 1;
    }
    ExitCode::from(code)
}

fn comparison_json(c: &FunctionComparison) -> Json {
    json!({
        "function": c.function,
        "same": c.verdict.is_ok(),
        "difference": c.verdict.as_ref().err().map(|m| m.to_string()),
        "a": run_json(&c.before),
        "b": c.after.as_ref().map(run_json),
    })
}

fn report_comparisons(args: &RunArgs, cmp: &[FunctionComparison]) -> Result<ExitCode, CliError> {
    if args.json {
        let j = json!({ "comparisons": cmp.iter().map(comparison_json).collect::<Vec<_>>() });
        write(&(serde_json::to_string_pretty(&j).map_err(CliError::new)? + "\n"))?;
    } else {
        let mut s = String::new();
        for c in cmp {
            match &c.verdict {
                Ok(()) => s += &format!("{}: same\n", c.function),
                Err(m) => s += &format!("{}: differs: {m}\n", c.function),
            }
            for (tag, r) in [("A", Some(&c.before)), ("B", c.after.as_ref())] {
                if let Some(r) = r {
                    for line in run_text(r).lines() {
                        s += &format!("  {tag} {line}\n");
                    }
                }
            }
        }
        write(&s)?;
    }
    let any_diff = cmp.iter().any(|c| c.verdict.is_err());
    let results: Vec<&Result<RunResult, _>> = cmp
        .iter()
        .flat_map(|c| std::iter::once(&c.before.result).chain(c.after.as_ref().map(|a| &a.result)))
        .collect();
    Ok(exit_code(results.into_iter(), any_diff))
}

// ---------------------------------------------------------------- corpus

fn corpus_line(c: &CorpusCheck) -> String {
    if let Some(e) = &c.setup_error {
        return format!("{} [{}]: setup error: {e}\n", c.module, c.config);
    }
    let fails: Vec<String> = c
        .input
        .iter()
        .filter_map(|(f, e)| e.as_ref().map(|e| format!("{f}: {e}")))
        .collect();
    let mut s = format!(
        "{} [{}]: {:.1} s; input: {}/{} functions run, racy accesses {}, poison stores {}",
        c.module,
        c.config,
        c.seconds,
        c.input.len() - fails.len(),
        c.input.len(),
        c.input_races,
        c.input_poison
    );
    for st in &c.stages {
        let diffs = st.functions.iter().filter(|(_, d)| d.is_some()).count();
        s += &format!(
            "; {}: {} ({:.1} s, racy {})",
            st.stage,
            if diffs == 0 {
                "same".to_string()
            } else {
                format!("{diffs} differ")
            },
            st.seconds,
            st.races
        );
    }
    s.push('\n');
    for f in fails {
        s += &format!("    input {f}\n");
    }
    for st in &c.stages {
        for (f, d) in &st.functions {
            if let Some(d) = d {
                s += &format!("    {} {f}: {d}\n", st.stage);
            }
        }
    }
    s
}

fn run_corpus(args: &RunArgs, dir: &Path, config: &InterpConfig) -> Result<ExitCode, CliError> {
    let opts = CorpusOptions {
        only: args.only.clone(),
        config: config.clone(),
        inputs: input_options(args)?,
    };
    let json = args.json;
    let checks = check_corpus(dir, &opts, &mut |c| {
        if !json {
            let _ = write(&corpus_line(c));
        }
    })
    .map_err(CliError)?;
    let runs = checks.iter().filter(|c| c.input_runs()).count();
    let ok = checks.iter().filter(|c| c.ours_ok()).count();
    let total: f64 = checks.iter().map(|c| c.seconds).sum();
    if json {
        let j: Vec<Json> = checks
            .iter()
            .map(|c| {
                json!({
                    "module": c.module, "config": c.config, "seconds": c.seconds,
                    "setup_error": c.setup_error,
                    "input": c.input.iter().map(|(f, e)| json!({"function": f, "error": e})).collect::<Vec<_>>(),
                    "input_races": c.input_races, "input_poison": c.input_poison,
                    "stages": c.stages.iter().map(|s| json!({
                        "stage": s.stage, "seconds": s.seconds, "races": s.races,
                        "functions": s.functions.iter().map(|(f, d)| json!({"function": f, "difference": d})).collect::<Vec<_>>(),
                    })).collect::<Vec<_>>(),
                })
            })
            .collect();
        write(
            &(serde_json::to_string_pretty(&json!({"checks": j})).map_err(CliError::new)? + "\n"),
        )?;
    } else {
        write(&format!(
            "{} module/configuration runs: input runs in {runs}, ours (merged and lowered) the same and race-free-added in {ok}; {total:.1} s\n",
            checks.len()
        ))?;
    }
    if checks.iter().any(|c| {
        c.input
            .iter()
            .any(|(_, e)| e.as_deref().is_some_and(|e| e.contains("cancelled")))
    }) {
        return Ok(ExitCode::from(130));
    }
    Ok(if ok == checks.len() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
