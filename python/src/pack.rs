//! `pack`: the shared-memory packing planners on an instance given as
//! `(start, end, size, align)` tuples or a MiniMalloc CSV file.

use std::path::Path;
use std::time::{Duration, Instant};

use pyo3::prelude::*;

use tirsat::memory::{Buffer, FitAnswer, PlanOptions, Planner, Problem, fit, plan, read_csv};

use crate::errors::{Failure, Result};
use crate::off_gil;
use crate::results::Layout;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(pack, m)?)?;
    Ok(())
}

/// Plans `buffers` (or the instance in `csv`) with `planner`; with
/// `first_fit`, decides `capacity` and stops at the first layout within it
/// (`tirsat pack --first-fit`).
#[pyfunction]
#[pyo3(signature = (buffers, csv, capacity, planner, time_limit, node_limit, first_fit=false))]
#[allow(clippy::too_many_arguments)]
fn pack(
    py: Python<'_>,
    buffers: Vec<(i64, i64, u64, u64)>,
    csv: Option<String>,
    capacity: Option<u64>,
    planner: &str,
    time_limit: f64,
    node_limit: Option<u64>,
    first_fit: bool,
) -> PyResult<Layout> {
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
        let capacity = capacity.or(file_capacity);
        let names = problem.buffers.iter().map(|b| b.name.clone()).collect();
        if first_fit {
            let Some(cap) = capacity else {
                return Err(Failure::Value(
                    "first_fit needs a capacity (capacity=C, or a NAME.CAPACITY.csv file name)"
                        .into(),
                ));
            };
            if node_limit.is_some() {
                return Err(Failure::Value(
                    "first_fit takes a time_limit, not a node_limit (as `tirsat pack --first-fit`)"
                        .into(),
                ));
            }
            let deadline = Instant::now() + Duration::from_secs_f64(time_limit);
            let r = fit(&problem, cap, Some(deadline));
            let proof = match &r.answer {
                FitAnswer::Infeasible(p) => Some(p.to_string()),
                _ => None,
            };
            let offsets = r.offsets().map(<[u64]>::to_vec).unwrap_or_default();
            let peak = r.offsets().map(|o| problem.peak(o));
            return Ok(Layout {
                planner: "fit".to_string(),
                names,
                peak,
                lower_bound: r.lower_bound,
                proven_lower_bound: match &r.answer {
                    FitAnswer::Infeasible(_) => cap + 1,
                    _ => r.lower_bound,
                }
                .max(r.lower_bound),
                optimal: false,
                valid: r.offsets().is_none() || r.validation.is_valid(),
                timed_out: matches!(r.answer, FitAnswer::Unknown) && Instant::now() >= deadline,
                capacity: Some(cap),
                fits: r.fits(),
                proof,
                method: r.method.clone(),
                failures: Vec::new(),
                overlaps: r.validation.overlaps.clone(),
                nodes: r.nodes,
                seconds: r.seconds,
                offsets,
            });
        }
        let opts = PlanOptions {
            time_limit: Duration::from_secs_f64(time_limit),
            capacity,
            node_limit,
        };
        let r = plan(&problem, planner, &opts);
        // Whether a layout within the capacity exists: this one, or none
        // (the proven bound is above it), or unknown.
        let fits = capacity.and_then(|c| {
            if r.peak <= c && r.is_valid() {
                Some(true)
            } else if r.proven_lower_bound > c {
                Some(false)
            } else {
                None
            }
        });
        let proof = match (capacity, fits) {
            (Some(c), Some(false)) => Some(if r.lower_bound > c {
                format!("{} bytes are live at one time", r.lower_bound)
            } else {
                format!("no layout needs fewer than {} bytes", r.proven_lower_bound)
            }),
            _ => None,
        };
        Ok(Layout {
            planner: planner.name().to_string(),
            names,
            offsets: r.offsets.clone(),
            peak: Some(r.peak),
            lower_bound: r.lower_bound,
            proven_lower_bound: r.proven_lower_bound,
            optimal: r.optimal,
            valid: r.is_valid(),
            timed_out: r.timed_out,
            capacity,
            fits,
            proof,
            method: r.method,
            failures: r.failures,
            overlaps: r.validation.overlaps.clone(),
            nodes: 0,
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
