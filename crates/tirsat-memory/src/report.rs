//! Records of planner runs on instances, as JSON lines and as text tables, and the
//! comparison of all planners on a set of instances (`tirsat pack-bench`).

use std::fmt::Write as _;

use serde::Serialize;

use super::csv::CsvInstance;
use super::fit::{FitAnswer, FitReport};
use super::plan::{PlanOptions, PlanReport, Planner, plan};

/// One planner run on one instance, in the shape of `tirsat pack --json`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PackRecord {
    /// File name.
    pub file: String,
    /// Number of buffers.
    pub buffers: usize,
    /// Lower bound (max live bytes).
    pub lower_bound: u64,
    /// Peak of the layout.
    pub peak: u64,
    /// `peak / lower_bound - 1` in per cent.
    pub gap_percent: f64,
    /// The best lower bound proven on the optimum (live bytes, window bounds,
    /// exhausted searches).
    pub proven_lower_bound: u64,
    /// `peak / proven_lower_bound - 1` in per cent: the layout is at most this far
    /// from optimal.
    pub proven_gap_percent: f64,
    /// The capacity (from `--capacity` or the file name), if any.
    pub capacity: Option<u64>,
    /// `peak <= capacity`, when there is a capacity.
    pub fits: Option<bool>,
    /// Planner name.
    pub planner: String,
    /// Planning time in seconds (wall clock; not reproducible byte for byte).
    pub seconds: f64,
    /// Seconds to the layout reported (its last improvement).
    pub seconds_to_best: f64,
    /// Seconds to the proof of optimality (`null` when not proven optimal).
    pub seconds_to_proof: Option<f64>,
    /// Proven optimal.
    pub optimal: bool,
    /// Valid layout and no planner failure.
    pub valid: bool,
    /// Conflicting pairs that overlap in memory.
    pub overlapping_pairs: u64,
    /// Misaligned offsets.
    pub misaligned: usize,
    /// Planner failures (TVM crash conditions).
    pub failures: usize,
    /// The first failure, if any.
    pub first_failure: Option<String>,
    /// True when the time limit cut the search short.
    pub timed_out: bool,
    /// How the layout was found.
    pub method: String,
}

impl PackRecord {
    /// Builds the record of `report` on `inst` with capacity `capacity`.
    pub fn new(inst: &CsvInstance, capacity: Option<u64>, report: &PlanReport) -> Self {
        PackRecord {
            file: inst.name.clone(),
            buffers: inst.problem.len(),
            lower_bound: report.lower_bound,
            peak: report.peak,
            gap_percent: (report.gap_percent() * 1000.0).round() / 1000.0,
            proven_lower_bound: report.proven_lower_bound,
            proven_gap_percent: (report.proven_gap_percent() * 1000.0).round() / 1000.0,
            capacity,
            fits: capacity.map(|c| report.peak <= c),
            planner: report.planner.name().to_string(),
            seconds: ms(report.seconds),
            seconds_to_best: ms(report.seconds_to_best),
            seconds_to_proof: report.seconds_to_proof.map(ms),
            optimal: report.optimal,
            valid: report.is_valid(),
            overlapping_pairs: report.validation.overlap_count,
            misaligned: report.validation.misaligned.len(),
            failures: report.failures.len(),
            first_failure: report.failures.first().cloned(),
            timed_out: report.timed_out,
            method: report.method.clone(),
        }
    }

    /// The record as one line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }
}

/// Seconds rounded to milliseconds.
fn ms(s: f64) -> f64 {
    (s * 1000.0).round() / 1000.0
}

/// Formats a left-aligned text table.
fn table(header: &[&str], rows: &[Vec<String>]) -> String {
    let mut w: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for r in rows {
        for (k, c) in r.iter().enumerate() {
            if k < w.len() {
                w[k] = w[k].max(c.chars().count());
            }
        }
    }
    let mut s = String::new();
    let line = |cells: &[String], s: &mut String| {
        let parts: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(k, c)| format!("{c:<width$}", width = w[k]))
            .collect();
        let _ = writeln!(s, "{}", parts.join("  ").trim_end());
    };
    line(
        &header.iter().map(|h| h.to_string()).collect::<Vec<_>>(),
        &mut s,
    );
    line(
        &w.iter().map(|&n| "-".repeat(n)).collect::<Vec<_>>(),
        &mut s,
    );
    for r in rows {
        line(r, &mut s);
    }
    s
}

fn yes(b: bool) -> String {
    if b { "yes" } else { "no" }.to_string()
}

/// The `tirsat pack` table: one row per record.
pub fn pack_table(records: &[PackRecord]) -> String {
    let rows: Vec<Vec<String>> = records
        .iter()
        .map(|r| {
            vec![
                r.file.clone(),
                r.buffers.to_string(),
                r.lower_bound.to_string(),
                r.peak.to_string(),
                format!("{:+.3}%", r.gap_percent),
                r.proven_lower_bound.to_string(),
                format!("{:+.3}%", r.proven_gap_percent),
                r.capacity.map_or("-".into(), |c| c.to_string()),
                r.fits.map_or("-".into(), yes),
                r.planner.clone(),
                yes(r.optimal),
                if r.valid {
                    "yes".into()
                } else {
                    format!(
                        "NO ({} overlaps, {} failures)",
                        r.overlapping_pairs, r.failures
                    )
                },
                format!("{:.3}", r.seconds),
                format!("{:.3}", r.seconds_to_best),
                r.seconds_to_proof.map_or("-".into(), |t| format!("{t:.3}")),
            ]
        })
        .collect();
    table(
        &[
            "file",
            "buffers",
            "lower bound",
            "peak",
            "vs LB",
            "proven LB",
            "gap",
            "capacity",
            "fits",
            "planner",
            "optimal",
            "valid",
            "seconds",
            "to best",
            "to proof",
        ],
        &rows,
    )
}

/// All planners on one instance.
#[derive(Debug, Clone, PartialEq)]
pub struct BenchRow {
    /// One record per planner, in the order run.
    pub records: Vec<PackRecord>,
}

/// Runs every planner in `planners` on `inst`; the capacity is `opts.capacity` or,
/// when that is `None`, the one from the file name.
pub fn bench_instance(inst: &CsvInstance, planners: &[Planner], opts: &PlanOptions) -> BenchRow {
    let opts = PlanOptions {
        capacity: opts.capacity.or(inst.capacity),
        ..opts.clone()
    };
    let records = planners
        .iter()
        .map(|&pl| {
            let r = plan(&inst.problem, pl, &opts);
            PackRecord::new(inst, opts.capacity, &r)
        })
        .collect();
    BenchRow { records }
}

/// The `tirsat pack-bench` table: one row per instance, peak and time per planner,
/// and a summary of the TVM planner's invalid layouts.
pub fn bench_table(rows: &[BenchRow], planners: &[Planner]) -> String {
    let mut header: Vec<String> = vec![
        "file".into(),
        "buffers".into(),
        "lower bound".into(),
        "capacity".into(),
    ];
    for p in planners {
        header.push(format!("{p} peak"));
        header.push(format!("{p} vs LB"));
        header.push(format!("{p} s"));
        header.push(format!("{p} ok"));
    }
    let mut body = Vec::new();
    for row in rows {
        let Some(first) = row.records.first() else {
            continue;
        };
        let mut cells = vec![
            first.file.clone(),
            first.buffers.to_string(),
            first.lower_bound.to_string(),
            first.capacity.map_or("-".into(), |c| c.to_string()),
        ];
        for r in &row.records {
            cells.push(r.peak.to_string());
            cells.push(format!("{:+.3}%", r.gap_percent));
            cells.push(format!("{:.3}", r.seconds));
            let mut flags = Vec::new();
            if !r.valid {
                if r.overlapping_pairs > 0 {
                    flags.push(format!("INVALID({} overlaps)", r.overlapping_pairs));
                }
                if r.failures > 0 {
                    flags.push(format!("CRASH({})", r.failures));
                }
            } else {
                flags.push("valid".into());
            }
            if r.optimal {
                flags.push("optimal".into());
            }
            if r.fits == Some(false) {
                flags.push("over-capacity".into());
            }
            cells.push(flags.join(","));
        }
        body.push(cells);
    }
    let h: Vec<&str> = header.iter().map(|s| s.as_str()).collect();
    let mut s = table(&h, &body);
    for p in planners {
        let recs: Vec<&PackRecord> = rows
            .iter()
            .flat_map(|r| r.records.iter())
            .filter(|r| r.planner == p.name())
            .collect();
        let invalid = recs.iter().filter(|r| r.overlapping_pairs > 0).count();
        let crash = recs.iter().filter(|r| r.failures > 0).count();
        let fits = recs.iter().filter(|r| r.fits == Some(true)).count();
        let with_cap = recs.iter().filter(|r| r.fits.is_some()).count();
        let optimal = recs.iter().filter(|r| r.optimal).count();
        let _ = writeln!(
            s,
            "{p}: {} instances, {invalid} with overlapping buffers, {crash} where TVM-style failures occur, {optimal} proven optimal, {fits}/{with_cap} fit their capacity",
            recs.len()
        );
    }
    s
}

/// One fit-mode run on one instance, in the shape of `tirsat pack --first-fit --json`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FitRecord {
    /// File name.
    pub file: String,
    /// Number of buffers.
    pub buffers: usize,
    /// Lower bound (max live bytes).
    pub lower_bound: u64,
    /// The capacity decided.
    pub capacity: u64,
    /// `true` (a layout fits), `false` (proven impossible) or `null` (unknown).
    pub fits: Option<bool>,
    /// Peak of the layout, when one fits.
    pub peak: Option<u64>,
    /// Why nothing fits, when proven.
    pub proof: Option<String>,
    /// Search nodes visited.
    pub nodes: u64,
    /// Seconds to the answer (wall clock; not reproducible byte for byte).
    pub seconds: f64,
    /// The layout passed the validator (true when there is no layout).
    pub valid: bool,
    /// How the answer was reached.
    pub method: String,
}

impl FitRecord {
    /// Builds the record of `report` on `inst`.
    pub fn new(inst: &CsvInstance, report: &FitReport) -> Self {
        FitRecord {
            file: inst.name.clone(),
            buffers: inst.problem.len(),
            lower_bound: report.lower_bound,
            capacity: report.capacity,
            fits: report.fits(),
            peak: report.offsets().map(|_| report.validation.peak),
            proof: match &report.answer {
                FitAnswer::Infeasible(p) => Some(p.to_string()),
                _ => None,
            },
            nodes: report.nodes,
            seconds: (report.seconds * 1e6).round() / 1e6,
            valid: report.validation.is_valid(),
            method: report.method.clone(),
        }
    }

    /// The record as one line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }
}

/// The `tirsat pack --first-fit` table: one row per record, then the total time.
pub fn fit_table(records: &[FitRecord]) -> String {
    let rows: Vec<Vec<String>> = records
        .iter()
        .map(|r| {
            vec![
                r.file.clone(),
                r.buffers.to_string(),
                r.lower_bound.to_string(),
                r.capacity.to_string(),
                match r.fits {
                    Some(true) => "yes".into(),
                    Some(false) => "no".into(),
                    None => "unknown".into(),
                },
                r.peak.map_or("-".into(), |p| p.to_string()),
                r.proof.clone().unwrap_or_else(|| r.method.clone()),
                format!("{:.4}", r.seconds),
            ]
        })
        .collect();
    let mut s = table(
        &[
            "file",
            "buffers",
            "lower bound",
            "capacity",
            "fits",
            "peak",
            "how",
            "seconds",
        ],
        &rows,
    );
    let total: f64 = records.iter().map(|r| r.seconds).sum();
    let _ = writeln!(s, "total: {total:.4} s for {} instances", records.len());
    s
}
