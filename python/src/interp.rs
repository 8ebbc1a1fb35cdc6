//! `run`: the reference interpreter with its shared-memory race detector, on
//! random inputs made from the function's signature.

use std::collections::BTreeMap;

use pyo3::prelude::*;

use tirsat::interp::{InterpConfig, Race, RaceAccess, random_args, run as interpret};
use tirsat::script::reader;

use crate::errors::{Failure, Result};
use crate::off_gil;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(run, m)?)?;
    Ok(())
}

/// One side of a race.
#[derive(IntoPyObject)]
struct AccessData {
    thread: [i64; 3],
    write: bool,
    stmt: String,
}

/// Two threads of a block touching one shared byte in one barrier phase.
#[derive(IntoPyObject)]
struct RaceData {
    kernel: String,
    block: [i64; 3],
    phase: u32,
    buffer: String,
    byte: i64,
    first: AccessData,
    second: AccessData,
}

/// A buffer argument's final contents.
#[derive(IntoPyObject)]
enum Output {
    Ints(Vec<i64>),
    Floats(Vec<f64>),
}

/// What a run leaves behind (a dict on the Python side).
#[derive(IntoPyObject)]
struct RunData {
    function: String,
    race_count: u64,
    races: Vec<RaceData>,
    outputs: Vec<Option<Output>>,
    steps: u64,
}

fn access(a: RaceAccess) -> AccessData {
    AccessData {
        thread: a.thread,
        write: a.write,
        stmt: a.stmt,
    }
}

fn race(r: Race) -> RaceData {
    RaceData {
        kernel: r.kernel,
        block: r.block,
        phase: r.phase,
        buffer: r.buffer,
        byte: r.byte,
        first: access(r.first),
        second: access(r.second),
    }
}

/// The function to run: the one named, else the only one, else `main`.
fn entry(module: &tirsat::ir::IRModule, function: Option<String>) -> Result<String> {
    if let Some(f) = function {
        return Ok(f);
    }
    let names: Vec<&String> = module.functions.keys().collect();
    match names.as_slice() {
        [one] => Ok((*one).clone()),
        _ if module.get("main").is_some() => Ok("main".to_string()),
        _ => Err(Failure::Value(format!(
            "the module has {} functions ({}); name the one to run",
            names.len(),
            names
                .iter()
                .map(|n| n.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// Interprets a function of `source` on random arguments (`seed`; scalar
/// parameters and free shape variables from `scalars`).
#[pyfunction]
#[pyo3(signature = (source, file, function, seed, scalars))]
fn run(
    py: Python<'_>,
    source: &str,
    file: &str,
    function: Option<String>,
    seed: u64,
    scalars: Vec<(String, i64)>,
) -> PyResult<RunData> {
    off_gil(py, || {
        let module = reader::parse_module(source, file)?;
        let function = entry(&module, function)?;
        if module.get(&function).is_none() {
            return Err(Failure::Value(format!(
                "no function `{function}` in the module"
            )));
        }
        let scalars: BTreeMap<String, i64> = scalars.into_iter().collect();
        let args = random_args(&module, &function, seed, &scalars)?;
        let r = interpret(&module, &function, &args, &InterpConfig::default())?;
        let outputs = r
            .buffers
            .iter()
            .map(|b| {
                b.as_ref().map(|b| {
                    if b.dtype.is_float() {
                        Output::Floats(b.to_f64())
                    } else {
                        Output::Ints(b.to_i64())
                    }
                })
            })
            .collect();
        Ok(RunData {
            function,
            race_count: r.race_count,
            races: r.races.into_iter().map(race).collect(),
            outputs,
            steps: r.steps,
        })
    })
}
