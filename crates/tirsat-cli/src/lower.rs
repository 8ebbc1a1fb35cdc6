//! `tirsat fmt`, `tirsat check` and `tirsat lower`.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

use super::CliError;
use tirsat_analysis::verify::verify_module_in;
use tirsat_arith::RuleSet;
use tirsat_ir::IRModule;
use tirsat_script::{printer, reader};
use tirsat_transform::manager::{self, Instrumentation, run_passes};
use tirsat_transform::merge_shared_memory::report::{KernelReport, ReportingPass, emit_reports};
use tirsat_transform::{Pass, PassContext, config, pipeline};

/// Reads a TVMScript file (`-` is standard input) into a module.
pub fn read_input(path: &Path) -> Result<IRModule, CliError> {
    read_input_source(path).map(|p| p.module)
}

/// Like [`read_input`], also telling whether the file held bare functions.
pub fn read_input_source(path: &Path) -> Result<reader::Parsed, CliError> {
    read_input_sized(path).map(|(p, _)| p)
}

/// Like [`read_input_source`], also giving the input's size in bytes.
fn read_input_sized(path: &Path) -> Result<(reader::Parsed, u64), CliError> {
    let (bytes, name) = read_bytes(path)?;
    let parsed = reader::parse_bytes_source(&bytes, &name).map_err(CliError::new)?;
    Ok((parsed, bytes.len() as u64))
}

/// The bytes of a file (`-`: standard input) and the name errors give it.
fn read_bytes(path: &Path) -> Result<(Vec<u8>, String), CliError> {
    Ok(if path.as_os_str() == "-" {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes)?;
        (bytes, "<stdin>".to_string())
    } else {
        let name = path.display().to_string();
        let bytes =
            std::fs::read(path).map_err(|e| CliError::new(reader::cannot_read(&name, &e)))?;
        (bytes, name)
    })
}

/// Writes text to standard output (a closed pipe ends quietly).
pub fn write_stdout(text: &str) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

#[derive(Debug, Args)]
pub struct FmtArgs {
    /// TVMScript file (`-` for standard input).
    pub file: PathBuf,
    /// Print the time of reading and of printing (with MB/s) to stderr.
    #[arg(long)]
    pub time: bool,
}

/// Writes a module's text to standard output as it is printed, function by
/// function (a closed pipe ends quietly). Returns the number of bytes.
pub fn write_module_stdout(m: &IRModule) -> Result<u64, CliError> {
    let mut out = Counting {
        inner: std::io::BufWriter::new(std::io::stdout().lock()),
        bytes: 0,
    };
    printer::write_module(m, &mut out)?;
    out.flush()?;
    Ok(out.bytes)
}

/// A writer that counts the bytes written through it.
struct Counting<W> {
    inner: W,
    bytes: u64,
}

impl<W: Write> Write for Counting<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.bytes += n as u64;
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// `X ms (Y MB/s)` for `bytes` handled in `d`.
fn rate(bytes: u64, d: std::time::Duration) -> String {
    let s = d.as_secs_f64();
    let mbps = if s > 0.0 { bytes as f64 / 1e6 / s } else { 0.0 };
    format!("{:.3} ms ({mbps:.1} MB/s)", s * 1e3)
}

/// `tirsat fmt FILE`: read and print. A file holding one bare
/// `@T.prim_func` prints back as that function, as TVM's `script()` does.
/// With `--time`, stderr gets `read: X ms (Y MB/s)` (of the input),
/// `parse: X ms (Y MB/s)` (ruff's parser alone, a part of reading), `print: X ms (Y MB/s)` (of the output, written to standard output
/// included) and `fmt: X ms (Y MB/s)` (input bytes over both).
pub fn run_fmt(args: &FmtArgs) -> Result<ExitCode, CliError> {
    let start = std::time::Instant::now();
    let (p, in_bytes) = read_input_sized(&args.file)?;
    let read = start.elapsed();
    let out_bytes = match p.module.iter().next() {
        Some((name, f)) if p.bare_functions && p.module.len() == 1 => {
            let text = printer::print_func(name, f);
            write_stdout(&text)?;
            text.len() as u64
        }
        _ => write_module_stdout(&p.module)?,
    };
    if args.time {
        let total = start.elapsed();
        eprintln!("read: {}", rate(in_bytes, read));
        eprintln!("parse: {}", rate(in_bytes, p.parse_time));
        eprintln!("print: {}", rate(out_bytes, total - read));
        eprintln!("fmt: {}", rate(in_bytes, total));
    }
    exit_without_drop(p.module);
    Ok(ExitCode::SUCCESS)
}

/// The command is done with the module and the process is about to exit:
/// freeing a large module node by node costs time the operating system
/// saves by reclaiming the whole address space at once (rustc does the same).
fn exit_without_drop(m: IRModule) {
    std::mem::forget(m);
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// TVMScript file (`-` for standard input).
    pub file: PathBuf,
}

/// `tirsat check FILE`: read and verify; exit 1 with one
/// `error: FILE:LINE:COL: in function F: message` line per violation (the
/// position of the statement holding it, or of the function's name).
pub fn run_check(args: &CheckArgs) -> Result<ExitCode, CliError> {
    let (bytes, name) = read_bytes(&args.file)?;
    let p = reader::parse_bytes_source(&bytes, &name).map_err(CliError::new)?;
    let diags = verify_module_in(&p.module, &p.spans);
    if diags.is_empty() {
        return Ok(ExitCode::SUCCESS);
    }
    let source = String::from_utf8_lossy(&bytes);
    for d in &diags {
        eprintln!("error: {}", locate(&source, &name, d));
    }
    Ok(ExitCode::from(1))
}

/// `FILE:LINE:COL: in function F: message` for a diagnostic of a module
/// read from `source` (`FILE: ...` when it has no position).
pub fn locate(source: &str, file: &str, d: &tirsat_analysis::verify::Diagnostic) -> String {
    match d.span {
        Some(span) => {
            let (line, col) = reader::line_col(source, span.start);
            format!("{file}:{line}:{col}: {d}")
        }
        None => format!("{file}: {d}"),
    }
}

#[derive(Debug, Args)]
pub struct LowerArgs {
    /// TVMScript file (`-` for standard input).
    pub file: PathBuf,
    /// Comma-separated pass names, run in order (an unknown name lists the known ones).
    #[arg(long, value_delimiter = ',')]
    pub passes: Vec<String>,
    /// A named pipeline: default, default_tir, s_tir, adreno, tirx, trn.
    #[arg(long)]
    pub pipeline: Option<String>,
    /// Pass configuration, e.g. `tirx.merge_static_smem=1`.
    #[arg(long = "config", value_name = "KEY=VALUE")]
    pub config: Vec<String>,
    /// Run the well-formedness verifier after every pass.
    #[arg(long)]
    pub verify_each: bool,
    /// Print `pass NAME: X ms` to stderr for every pass.
    #[arg(long)]
    pub time_passes: bool,
    /// Print the module to stderr after the named pass (repeatable).
    #[arg(long = "dump-after", value_name = "PASS")]
    pub dump_after: Vec<String>,
    /// Print MergeSharedMemoryAllocations' per-kernel decisions to stderr.
    #[arg(long)]
    pub report: bool,
    /// Like `--report`, with every proof the merge relied on (in-place pairs
    /// and their argument, footprints and the engine that proved them).
    #[arg(long)]
    pub explain: bool,
    /// Draw each merged kernel's layout as an SVG file into DIR.
    #[arg(long, value_name = "DIR")]
    pub svg: Option<PathBuf>,
    /// Simplify with the `*.rules` files of DIR instead of the built-in rules
    /// (the same as `--config tirsat.rules=DIR`).
    #[arg(long, value_name = "DIR")]
    pub rules: Option<PathBuf>,
}

/// Parses `KEY=VALUE` options into a pass context; an unknown key, an
/// empty key or an invalid value is an error naming the option
/// ([`config::check_option`]).
pub fn pass_context(config: &[String]) -> Result<PassContext, CliError> {
    let mut ctx = PassContext::new();
    for kv in config {
        let (k, v) = kv
            .split_once('=')
            .ok_or_else(|| CliError::new(format!("--config expects KEY=VALUE, got `{kv}`")))?;
        let (k, v) = (k.trim(), v.trim());
        config::check_option(k, v).map_err(|e| CliError::new(format!("--config `{kv}`: {e}")))?;
        ctx = ctx.with_config(k, v);
        if k == manager::RULES_KEY {
            // Loaded once here: a bad directory is an error located at
            // FILE:LINE:COL before any pass runs.
            let rules = RuleSet::load_dir(Path::new(v))
                .map_err(|e| CliError::new(format!("--config `{kv}`: {e}")))?;
            ctx = ctx.with_rules(rules);
        }
    }
    Ok(ctx)
}

/// The passes named by `--pipeline` and `--passes`, order-checked.
pub fn select_passes(
    pipeline_name: Option<&str>,
    names: &[String],
) -> Result<Vec<Box<dyn Pass>>, CliError> {
    let mut all: Vec<&str> = Vec::new();
    if let Some(p) = pipeline_name {
        all = pipeline::pipeline(p).ok_or_else(|| {
            CliError::new(format!(
                "unknown pipeline `{p}` (known: {})",
                pipeline::PIPELINES.join(", ")
            ))
        })?;
    }
    if names.iter().any(|n| n.trim().is_empty()) {
        return Err(CliError::new(format!(
            "--passes `{}`: empty pass name (separate pass names by single commas)",
            names.join(",")
        )));
    }
    all.extend(names.iter().map(|n| n.trim()));
    // The error's message names the constraint or the unknown pass.
    pipeline::build_passes(&all).map_err(|e| CliError::new(e.message))
}

/// `tirsat lower FILE [--passes ...] [--pipeline NAME] [--config K=V]...`.
pub fn run_lower(args: &LowerArgs) -> Result<ExitCode, CliError> {
    let m = read_input(&args.file)?;
    let mut ctx = pass_context(&args.config)?;
    if let Some(dir) = &args.rules {
        if ctx.get(manager::RULES_KEY).is_some() {
            return Err(CliError::new(format!(
                "--rules and --config {}=... both name a rule directory; give one",
                manager::RULES_KEY
            )));
        }
        // Loaded once, before any pass runs; errors are located at FILE:LINE:COL.
        let rules = RuleSet::load_dir(dir)
            .map_err(|e| CliError::new(format!("--rules {}: {e}", dir.display())))?;
        ctx = ctx
            .with_config(manager::RULES_KEY, &dir.display().to_string())
            .with_rules(rules);
    }
    let mut passes = select_passes(args.pipeline.as_deref(), &args.passes)?;
    for d in &args.dump_after {
        if !passes.iter().any(|p| p.name() == d) {
            let names: Vec<&str> = passes.iter().map(|p| p.name()).collect();
            return Err(CliError::new(format!(
                "--dump-after `{d}`: no such pass in this run (passes: {})",
                if names.is_empty() {
                    "none".to_string()
                } else {
                    names.join(", ")
                }
            )));
        }
    }
    let reports = merge_reporting(
        &mut passes,
        args.report || args.explain || args.svg.is_some(),
    );
    let time = args.time_passes;
    let dumps = args.dump_after.clone();
    let mut inst = Instrumentation {
        verify_each: args.verify_each,
        after_pass: Some(Box::new(move |name, module, elapsed| {
            if time {
                eprintln!("pass {name}: {:.3} ms", elapsed.as_secs_f64() * 1e3);
            }
            if dumps.iter().any(|d| d == name) {
                eprintln!("# after {name}\n{}", printer::print_module(module));
            }
        })),
    };
    let out = run_passes(m, &passes, &ctx, &mut inst).map_err(CliError::new)?;
    if let Some(sink) = reports {
        let list = sink.lock().map(|l| l.clone()).unwrap_or_default();
        emit_reports(&list, args.report, args.explain, args.svg.as_deref())?;
    }
    write_module_stdout(&out)?;
    exit_without_drop(out);
    Ok(ExitCode::SUCCESS)
}

type ReportSink = std::sync::Arc<std::sync::Mutex<Vec<KernelReport>>>;

/// Replaces MergeSharedMemoryAllocations by its reporting variant when a
/// report is wanted.
fn merge_reporting(passes: &mut [Box<dyn Pass>], wanted: bool) -> Option<ReportSink> {
    if !wanted {
        return None;
    }
    let (pass, sink) = ReportingPass::new();
    let mut pass = Some(pass);
    for p in passes.iter_mut() {
        if p.name() == "MergeSharedMemoryAllocations"
            && let Some(r) = pass.take()
        {
            *p = Box::new(r);
        }
    }
    Some(sink)
}
