//! `pack`: the shared-memory packing planners on an instance given as
//! `(start, end, size, align)` tuples or a MiniMalloc CSV file.

use std::path::Path;
use std::time::Duration;

use pyo3::prelude::*;

use tirsat::memory::{Buffer, PlanOptions, Planner, Problem, plan, read_csv};

use crate::errors::{Failure, Result};
use crate::off_gil;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(pack, m)?)?;
    Ok(())
}

/// A planner's validated layout (a dict on the Python side).
#[derive(IntoPyObject)]
struct LayoutData {
    planner: &'static str,
    names: Vec<String>,
    offsets: Vec<u64>,
    peak: u64,
    lower_bound: u64,
    optimal: bool,
    valid: bool,
    timed_out: bool,
    capacity: Option<u64>,
    method: String,
    failures: Vec<String>,
    overlaps: Vec<(usize, usize)>,
    seconds: f64,
}

/// Plans `buffers` (or the instance in `csv`) with `planner`.
#[pyfunction]
#[pyo3(signature = (buffers, csv, capacity, planner, time_limit, node_limit))]
fn pack(
    py: Python<'_>,
    buffers: Vec<(i64, i64, u64, u64)>,
    csv: Option<String>,
    capacity: Option<u64>,
    planner: &str,
    time_limit: f64,
    node_limit: Option<u64>,
) -> PyResult<LayoutData> {
    off_gil(py, || {
        let planner: Planner = planner
            .parse()
            .map_err(|e: tirsat::memory::UnknownPlanner| Failure::Value(e.to_string()))?;
        if !(0.0..=1e6).contains(&time_limit) {
            return Err(Failure::Value(format!(
                "time_limit must be a number of seconds in [0, 1e6], not {time_limit}"
            )));
        }
        let (problem, file_capacity) = match csv {
            Some(path) => {
                let inst = read_csv(Path::new(&path))?;
                (inst.problem, inst.capacity)
            }
            None => (problem(&buffers)?, None),
        };
        let opts = PlanOptions {
            time_limit: Duration::from_secs_f64(time_limit),
            capacity: capacity.or(file_capacity),
            node_limit,
        };
        let r = plan(&problem, planner, &opts);
        Ok(LayoutData {
            planner: planner.name(),
            names: problem.buffers.iter().map(|b| b.name.clone()).collect(),
            offsets: r.offsets.clone(),
            peak: r.peak,
            lower_bound: r.lower_bound,
            optimal: r.optimal,
            valid: r.is_valid(),
            timed_out: r.timed_out,
            capacity: opts.capacity,
            method: r.method,
            failures: r.failures,
            overlaps: r.validation.overlaps.clone(),
            seconds: r.seconds,
        })
    })
}

/// Buffers named `0, 1, ...` after their position.
fn problem(buffers: &[(i64, i64, u64, u64)]) -> Result<Problem> {
    let list = buffers
        .iter()
        .enumerate()
        .map(|(i, &(start, end, size, align))| {
            Buffer::new(i.to_string(), size, start, end).with_align(align)
        })
        .collect();
    Problem::new(list).map_err(|e| Failure::Value(e.to_string()))
}
