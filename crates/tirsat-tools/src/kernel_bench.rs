//! The `--kernels` column of `tirsat simplify-bench`: TVM's results on the
//! kernel corpus ([`kernel_corpus`](crate::kernel_corpus), written by
//! `scripts/oracle`'s `kernel_corpus_tvm.py`) scored beside TVM's test
//! expectations.

use std::path::Path;

use crate::bench::{
    Case, CaseResult, Outcome, Summary, case_input, json_strings, json_vars, run_all, summarize,
};
use tirsat_arith::cost::expr_size;
use tirsat_arith::simplify::Simplifier;

/// One data set of `simplify-bench --kernels`: the usual outcome counts plus
/// node totals (input, TVM's Analyzer, ours) and TVM's time where the file
/// has it.
#[derive(Debug, Default, serde::Serialize)]
pub struct Column {
    /// `tvm-tests` or `kernels`.
    pub name: String,
    /// The outcome counts of [`bench`](crate::bench).
    pub summary: Summary,
    /// Nodes of the inputs.
    pub input_nodes: usize,
    /// Nodes of TVM's results.
    pub tvm_nodes: usize,
    /// Nodes of ours.
    pub our_nodes: usize,
    /// `1 - ours / input` over the cases both sides handled.
    pub our_reduction: f64,
    /// `1 - TVM's / input`.
    pub tvm_reduction: f64,
    /// TVM's median time per case, where the file has it.
    pub tvm_median_time_us: Option<f64>,
}

/// Loads a `kernel_corpus_tvm.py` file: TVM's results on a `rules corpus`
/// corpus, in the case format of TVM's expectations, with TVM's time per
/// case when it was measured (`--time`). Lines TVM failed on are skipped.
pub fn load_kernel_cases(path: &Path) -> Result<Vec<(Case, Option<f64>)>, String> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{shown}: {e}"))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let at = || format!("{shown}:{}", i + 1);
        let v: serde_json::Value =
            serde_json::from_str(line).map_err(|e| format!("{}: {e}", at()))?;
        if v.get("expected_exception").is_some() {
            continue;
        }
        let s = |k: &str| v.get(k).and_then(|x| x.as_str()).map(str::to_string);
        let (Some(id), Some(before), Some(expected)) = (s("id"), s("before"), s("expected")) else {
            return Err(format!("{}: needs id, before and expected", at()));
        };
        let vars = json_vars(&v);
        let mut bounds = Vec::new();
        if let Some(f) = v.get("facts").and_then(|x| x.as_object()) {
            for (name, spec) in f {
                let a = spec.as_array();
                let num = |k: usize| a.and_then(|a| a.get(k)).and_then(|x| x.as_i64());
                match (num(1), num(2)) {
                    (Some(lo), Some(hi)) => bounds.push((name.clone(), lo, hi)),
                    _ => return Err(format!("{}: bad range of {name}", at())),
                }
            }
        }
        let case = Case {
            id,
            before,
            expected,
            vars,
            preconditions: json_strings(&v, "preconditions"),
            bounds,
        };
        out.push((case, v.get("tvm_time_us").and_then(|x| x.as_f64())));
    }
    Ok(out)
}

fn column(name: &str, cases: &[Case], results: &[CaseResult], tvm_times: &[f64]) -> Column {
    let mut c = Column {
        name: name.to_string(),
        summary: summarize(results),
        ..Column::default()
    };
    for (case, r) in cases.iter().zip(results) {
        if r.outcome == Outcome::Error {
            continue;
        }
        if let Ok((e, _)) = case_input(case) {
            c.input_nodes += expr_size(&e);
            c.tvm_nodes += r.expected_size;
            c.our_nodes += r.ours_size;
        }
    }
    let red = |n: usize| 1.0 - n as f64 / c.input_nodes.max(1) as f64;
    c.our_reduction = red(c.our_nodes);
    c.tvm_reduction = red(c.tvm_nodes);
    if !tvm_times.is_empty() {
        let mut t = tvm_times.to_vec();
        t.sort_by(|a, b| a.total_cmp(b));
        c.tvm_median_time_us = Some(t[t.len() / 2]);
    }
    c
}

/// `simplify-bench --kernels`: TVM's test expectations (when given) and the
/// kernel corpus's cases side by side, one [`Column`] each; each case's time
/// is its best of `reps` runs.
pub fn bench_columns(
    s: &Simplifier,
    tvm_tests: Option<Vec<Case>>,
    kernels: Vec<(Case, Option<f64>)>,
    reps: usize,
) -> Vec<Column> {
    let kcases: Vec<Case> = kernels.iter().map(|(c, _)| c.clone()).collect();
    let ktimes: Vec<f64> = kernels.iter().filter_map(|(_, t)| *t).collect();
    let mut sets: Vec<(&str, Vec<Case>, Vec<f64>)> = Vec::new();
    if let Some(t) = tvm_tests {
        sets.push(("tvm-tests", t, Vec::new()));
    }
    sets.push(("kernels", kcases, ktimes));
    let mut cols = Vec::new();
    for (name, cases, times) in &sets {
        let (mut results, _) = run_all(s, cases);
        for _ in 1..reps {
            let (again, _) = run_all(s, cases);
            for (r, x) in results.iter_mut().zip(again) {
                r.time_us = r.time_us.min(x.time_us);
            }
        }
        cols.push(column(name, cases, &results, times));
    }
    cols
}
