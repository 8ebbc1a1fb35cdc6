//! `tirsat pack` and `tirsat pack-bench`: run the shared-memory planners on
//! MiniMalloc-format CSV files.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};

use super::CliError;
use tirsat_memory::{
    BenchRow, CsvInstance, FitRecord, PackRecord, PlanOptions, Planner, SvgInfo, bench_instance,
    bench_table, fit, fit_table, layout_svg, pack_table, plan, read_csv, write_csv,
};

/// Arguments of `tirsat pack`.
#[derive(Debug, clap::Args)]
pub struct PackArgs {
    /// Instances in MiniMalloc's CSV format (`id,lower,upper,size[,alignment]`).
    #[arg(required = true, value_name = "FILE.csv")]
    pub files: Vec<PathBuf>,
    /// Planner: tvm, greedy, exact or best.
    #[arg(long, default_value = "best", value_parser = parse_planner)]
    pub planner: Planner,
    /// Time budget per instance, in seconds.
    #[arg(long, default_value_t = 5.0, value_name = "SECS", value_parser = parse_secs)]
    pub time_limit: f64,
    /// Capacity to decide first (overrides a `NAME.CAPACITY.csv` file name).
    #[arg(long)]
    pub capacity: Option<u64>,
    /// A budget of search nodes per instance instead of the time limit: no
    /// deadline, and the same layout on every run, machine and number of threads.
    #[arg(long, value_name = "N", conflicts_with = "first_fit")]
    pub node_limit: Option<u64>,
    /// Print one JSON object per instance instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Write one SVG picture per instance into this directory.
    #[arg(long, value_name = "DIR")]
    pub svg: Option<PathBuf>,
    /// Fit mode: decide whether the buffers fit in the capacity and stop at the
    /// first layout that does (or at a proof that none does), as MiniMalloc does.
    /// Exit status: 0 every instance fits, 2 one does not, 3 one is unknown.
    #[arg(long)]
    pub first_fit: bool,
    /// Write each layout as MiniMalloc CSV with an `offset` column
    /// (`DIR/NAME.out.csv`).
    #[arg(long, value_name = "DIR")]
    pub layout: Option<PathBuf>,
}

/// Arguments of `tirsat pack-bench`.
#[derive(Debug, clap::Args)]
pub struct PackBenchArgs {
    /// Directory of CSV instances (every `*.csv` in it, in name order).
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// Print JSON lines (one per instance and planner) instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Time budget per instance and planner, in seconds.
    #[arg(long, default_value_t = 5.0, value_name = "SECS", value_parser = parse_secs)]
    pub time_limit: f64,
    /// Planners to compare, comma-separated.
    #[arg(long, value_delimiter = ',', default_value = "tvm,greedy,exact,best", value_parser = parse_planner)]
    pub planners: Vec<Planner>,
}

fn parse_planner(s: &str) -> Result<Planner, String> {
    s.parse::<Planner>().map_err(|e| e.to_string())
}

fn parse_secs(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() && (0.0..=1e6).contains(&v) => Ok(v),
        _ => Err(format!(
            "expected a number of seconds in [0, 1e6], found `{s}`"
        )),
    }
}

fn progress(len: usize) -> ProgressBar {
    if len < 2 {
        return ProgressBar::hidden();
    }
    let pb = ProgressBar::new(len as u64);
    if let Ok(style) = ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}") {
        pb.set_style(style);
    }
    pb
}

fn load(path: &Path) -> Result<CsvInstance, CliError> {
    read_csv(path).map_err(CliError::new)
}

/// Runs `tirsat pack`.
pub fn run(args: &PackArgs) -> Result<ExitCode, CliError> {
    // Parse everything first: a bad file fails before any planning.
    let instances: Vec<CsvInstance> = args
        .files
        .iter()
        .map(|f| load(f))
        .collect::<Result<_, _>>()?;
    for dir in [&args.svg, &args.layout].into_iter().flatten() {
        std::fs::create_dir_all(dir)
            .map_err(|e| CliError::new(format!("{}: {e}", dir.display())))?;
    }
    if args.first_fit {
        return run_fit(args, &instances);
    }
    for_each_instance(
        args,
        &instances,
        |inst, _| {
            let opts = PlanOptions {
                time_limit: Duration::from_secs_f64(args.time_limit),
                capacity: args.capacity.or(inst.capacity),
                node_limit: args.node_limit,
            };
            let report = plan(&inst.problem, args.planner, &opts);
            if args.planner != Planner::Tvm && !report.validation.is_valid() {
                return Err(CliError::new(format!(
                    "internal error: planner `{}` produced an invalid layout for {}: {}",
                    args.planner,
                    inst.name,
                    report.validation.describe()
                )));
            }
            let rec = PackRecord::new(inst, opts.capacity, &report);
            let mut highlight: Vec<usize> = report
                .validation
                .overlaps
                .iter()
                .flat_map(|&(i, j)| [i, j])
                .collect();
            highlight.sort_unstable();
            highlight.dedup();
            let info = SvgInfo {
                title: format!(
                    "{} | {} | peak {} | LB {} ({:+.3}%)",
                    inst.name,
                    args.planner,
                    report.peak,
                    report.lower_bound,
                    report.gap_percent()
                ),
                lower_bound: report.lower_bound,
                capacity: opts.capacity,
                highlight,
            };
            write_outputs(args, inst, &report.offsets, &info, args.planner.name())?;
            Ok(rec)
        },
        PackRecord::to_json,
        pack_table,
    )?;
    Ok(ExitCode::SUCCESS)
}

/// Runs `one` on each instance (with its index) under a progress bar; with
/// `--json` prints each record as a JSON line as it comes, else the table of
/// all records at the end. Returns the records.
fn for_each_instance<Rec>(
    args: &PackArgs,
    instances: &[CsvInstance],
    mut one: impl FnMut(&CsvInstance, usize) -> Result<Rec, CliError>,
    json: impl Fn(&Rec) -> String,
    table: impl Fn(&[Rec]) -> String,
) -> Result<Vec<Rec>, CliError> {
    let pb = progress(instances.len());
    let stdout = std::io::stdout();
    let mut records = Vec::new();
    for (k, inst) in instances.iter().enumerate() {
        pb.set_message(inst.name.clone());
        let rec = one(inst, k)?;
        if args.json {
            pb.suspend(|| writeln!(stdout.lock(), "{}", json(&rec)))?;
        }
        records.push(rec);
        pb.inc(1);
    }
    pb.finish_and_clear();
    if !args.json {
        write!(stdout.lock(), "{}", table(&records))?;
    }
    Ok(records)
}

/// Writes the SVG picture and the layout CSV of one instance, where asked for.
fn write_outputs(
    args: &PackArgs,
    inst: &CsvInstance,
    offsets: &[u64],
    info: &SvgInfo,
    tag: &str,
) -> Result<(), CliError> {
    let stem = Path::new(&inst.name)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("layout");
    let write = |out: PathBuf, text: String| {
        std::fs::write(&out, text).map_err(|e| CliError::new(format!("{}: {e}", out.display())))
    };
    if let Some(dir) = &args.svg {
        let svg = layout_svg(&inst.problem, offsets, info);
        write(dir.join(format!("{stem}.{tag}.svg")), svg)?;
    }
    if let Some(dir) = &args.layout {
        write(
            dir.join(format!("{stem}.out.csv")),
            write_csv(&inst.problem, offsets),
        )?;
    }
    Ok(())
}

/// `tirsat pack --first-fit`: decide each instance's capacity and stop. The exit
/// status is 0 when every instance fits, 2 when one was proven not to fit and 3
/// when an answer is unknown (time limit); errors exit with 1.
fn run_fit(args: &PackArgs, instances: &[CsvInstance]) -> Result<ExitCode, CliError> {
    let mut caps = Vec::new();
    for inst in instances {
        let c = args.capacity.or(inst.capacity).ok_or_else(|| {
            CliError::new(format!(
                "{}: --first-fit needs a capacity (--capacity N or a NAME.CAPACITY.csv file name)",
                inst.name
            ))
        })?;
        caps.push(c);
    }
    let records = for_each_instance(
        args,
        instances,
        |inst, k| {
            let cap = caps[k];
            let deadline = Instant::now() + Duration::from_secs_f64(args.time_limit);
            let report = fit(&inst.problem, cap, Some(deadline));
            if !report.validation.is_valid() {
                return Err(CliError::new(format!(
                    "internal error: fit mode produced an invalid layout for {}: {}",
                    inst.name,
                    report.validation.describe()
                )));
            }
            let rec = FitRecord::new(inst, &report);
            if let Some(offs) = report.offsets() {
                let info = SvgInfo {
                    title: format!(
                        "{} | fits {} | peak {} | LB {}",
                        inst.name, cap, report.validation.peak, report.lower_bound
                    ),
                    lower_bound: report.lower_bound,
                    capacity: Some(cap),
                    highlight: Vec::new(),
                };
                write_outputs(args, inst, offs, &info, "fit")?;
            }
            Ok(rec)
        },
        FitRecord::to_json,
        fit_table,
    )?;
    let code = if records.iter().any(|r| r.fits.is_none()) {
        3
    } else if records.iter().any(|r| r.fits == Some(false)) {
        2
    } else {
        0
    };
    Ok(ExitCode::from(code))
}

/// Runs `tirsat pack-bench`.
pub fn run_bench(args: &PackBenchArgs) -> Result<ExitCode, CliError> {
    let rd = std::fs::read_dir(&args.dir)
        .map_err(|e| CliError::new(format!("{}: {e}", args.dir.display())))?;
    let mut files: Vec<PathBuf> = Vec::new();
    for entry in rd {
        let p = entry?.path();
        if p.extension().and_then(|e| e.to_str()) == Some("csv") {
            files.push(p);
        }
    }
    files.sort();
    if files.is_empty() {
        return Err(CliError::new(format!(
            "{}: no .csv files in this directory",
            args.dir.display()
        )));
    }
    let instances: Vec<CsvInstance> = files.iter().map(|f| load(f)).collect::<Result<_, _>>()?;
    let opts = PlanOptions {
        time_limit: Duration::from_secs_f64(args.time_limit),
        ..Default::default()
    };
    let pb = progress(instances.len());
    let stdout = std::io::stdout();
    let mut rows: Vec<BenchRow> = Vec::new();
    for inst in &instances {
        pb.set_message(inst.name.clone());
        let row = bench_instance(inst, &args.planners, &opts);
        if args.json {
            pb.suspend(|| -> std::io::Result<()> {
                let mut out = stdout.lock();
                for r in &row.records {
                    writeln!(out, "{}", r.to_json())?;
                }
                Ok(())
            })?;
        }
        rows.push(row);
        pb.inc(1);
    }
    pb.finish_and_clear();
    if !args.json {
        write!(stdout.lock(), "{}", bench_table(&rows, &args.planners))?;
    }
    Ok(ExitCode::SUCCESS)
}
