//! `run`, `run_all`, `compare`: the reference interpreter with its
//! shared-memory race detector and poison tracking, on random inputs made
//! from the functions' signatures (or given ones).
//!
//! The interpreter runs on a worker thread without the GIL; the calling
//! thread wakes every 50 ms to let Python handle signals
//! (`PyErr_CheckSignals`): a `KeyboardInterrupt` (Ctrl-C) sets the run's
//! cancel flag, the interpreter stops within 65,536 steps, and the
//! interrupt is raised.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use pyo3::prelude::*;

use tirsat::interp::whole::{FunctionComparison, FunctionRun, compare_modules, run_module};
use tirsat::interp::{
    Blocks, Given, InputOptions, IntValues, InterpConfig, Race, RaceAccess, RunResult,
};
use tirsat::ir::IRModule;
use tirsat::script::reader;

use crate::errors::{Failure, Result};
use crate::results::{self, Comparison, Output, PoisonReport, Run};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_function(wrap_pyfunction!(compare, m)?)?;
    Ok(())
}

fn access(a: RaceAccess) -> results::RaceAccess {
    let [x, y, z] = a.thread;
    results::RaceAccess {
        thread: (x, y, z),
        write: a.write,
        stmt: a.stmt,
    }
}

fn race(r: Race) -> results::Race {
    let [x, y, z] = r.block;
    results::Race {
        kernel: r.kernel,
        block: (x, y, z),
        phase: r.phase,
        buffer: r.buffer,
        byte: r.byte,
        first: access(r.first),
        second: access(r.second),
    }
}

fn digest(r: &RunResult) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in r.buffers.iter().flatten() {
        for x in &b.data {
            h = (h ^ u64::from(*x)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

fn run_data(f: FunctionRun) -> Run {
    let mut d = Run {
        function: f.function,
        race_count: 0,
        races: Vec::new(),
        outputs: Vec::new(),
        steps: 0,
        digest: String::new(),
        poison_count: 0,
        poison: Vec::new(),
        undefined_count: 0,
        undefined: Vec::new(),
        sampled: Vec::new(),
        seconds: f.seconds,
        error: None,
    };
    let r = match f.result {
        Ok(r) => r,
        Err(e) => {
            d.error = Some(e.to_string());
            return d;
        }
    };
    d.digest = digest(&r);
    d.outputs = r
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
    d.race_count = r.race_count;
    d.races = r.races.into_iter().map(race).collect();
    d.poison_count = r.poison_count;
    d.poison = r
        .poison
        .into_iter()
        .map(|p| PoisonReport {
            function: p.function,
            what: p.what,
            path: p.path,
        })
        .collect();
    d.undefined_count = r.undefined_count;
    d.undefined = r.undefined.iter().map(|u| u.to_string()).collect();
    d.sampled = r
        .sampled
        .into_iter()
        .map(|s| {
            let [x, y, z] = s.grid;
            (s.kernel, (x, y, z), s.blocks)
        })
        .collect();
    d.steps = r.steps;
    d
}

fn comparison_data(c: FunctionComparison) -> Comparison {
    Comparison {
        function: c.function,
        difference: c.verdict.err().map(|m| m.to_string()),
        a: run_data(c.before),
        b: c.after.map(run_data),
    }
}

/// Interpreter options from the Python side.
struct Options {
    seed: u64,
    scalars: Vec<(String, i64)>,
    inputs: Vec<(String, Vec<f64>, bool)>,
    blocks: Option<u64>,
    all_blocks: bool,
    max_steps: Option<u64>,
    ints: String,
    fit_indices: bool,
}

impl Options {
    fn inputs(&self) -> Result<InputOptions> {
        let ints = match self.ints.as_str() {
            "small" => IntValues::Small,
            "limits" => IntValues::Limits,
            o => {
                return Err(Failure::Value(format!(
                    "ints={o:?}: expected 'small' or 'limits'"
                )));
            }
        };
        let scalars: BTreeMap<String, i64> = self.scalars.iter().cloned().collect();
        let given = self
            .inputs
            .iter()
            .map(|(n, v, is_int)| {
                let g = if *is_int {
                    Given::Ints(v.iter().map(|x| *x as i64).collect())
                } else {
                    Given::Floats(v.clone())
                };
                (n.clone(), g)
            })
            .collect();
        Ok(InputOptions {
            seed: self.seed,
            scalars,
            given,
            ints,
            no_index_fitting: !self.fit_indices,
        })
    }

    fn config(&self, cancel: Arc<AtomicBool>) -> InterpConfig {
        let d = InterpConfig::default();
        InterpConfig {
            max_steps: self.max_steps.unwrap_or(d.max_steps),
            blocks: if self.all_blocks {
                Blocks::All
            } else {
                self.blocks.map_or(d.blocks, Blocks::Sample)
            },
            cancel: Some(cancel),
            ..d
        }
    }
}

/// Runs `work` without the GIL on a worker thread (its stack grows where the
/// program nests deeply, as on any thread: [`crate::caught`]); the calling
/// thread checks for Python signals every 50 ms and, on one (a
/// `KeyboardInterrupt`), sets `cancel`, waits for the worker to stop and
/// raises it.
fn cancellable<T, F>(py: Python<'_>, cancel: Arc<AtomicBool>, work: F) -> PyResult<T>
where
    T: Send,
    F: FnOnce() -> Result<T> + Send,
{
    let mut interrupt: Option<PyErr> = None;
    let out = py.detach(|| {
        std::thread::scope(|s| {
            let worker = std::thread::Builder::new()
                .name("tirsat-run".into())
                .spawn_scoped(s, || crate::caught(work))
                .map_err(|e| {
                    crate::errors::internal(format!("cannot start a worker thread: {e}"))
                })?;
            while !worker.is_finished() {
                std::thread::park_timeout(Duration::from_millis(50));
                if interrupt.is_none()
                    && let Err(e) = Python::attach(|py| py.check_signals())
                {
                    cancel.store(true, Ordering::Relaxed);
                    interrupt = Some(e);
                }
            }
            worker.join().unwrap_or_else(|_| {
                Err(crate::errors::internal(
                    "internal error (panic) in the worker thread".to_string(),
                ))
            })
        })
    });
    if let Some(e) = interrupt {
        return Err(e);
    }
    out.map_err(|e| e.into_pyerr(py))
}

fn parse(source: &str, file: &str) -> Result<IRModule> {
    Ok(reader::parse_module(source, file)?)
}

/// Interprets functions of `source` (`functions`; default: every entry
/// point): one result per function.
#[pyfunction]
#[pyo3(signature = (source, file, functions, seed, scalars, inputs, blocks, all_blocks, max_steps, ints, fit_indices))]
#[allow(clippy::too_many_arguments)]
fn run(
    py: Python<'_>,
    source: &str,
    file: &str,
    functions: Option<Vec<String>>,
    seed: u64,
    scalars: Vec<(String, i64)>,
    inputs: Vec<(String, Vec<f64>, bool)>,
    blocks: Option<u64>,
    all_blocks: bool,
    max_steps: Option<u64>,
    ints: String,
    fit_indices: bool,
) -> PyResult<Vec<Run>> {
    let o = Options {
        seed,
        scalars,
        inputs,
        blocks,
        all_blocks,
        max_steps,
        ints,
        fit_indices,
    };
    let cancel = Arc::new(AtomicBool::new(false));
    let config = o.config(cancel.clone());
    cancellable(py, cancel, move || {
        let module = parse(source, file)?;
        if let Some(fs) = &functions {
            for f in fs {
                if module.get(f).is_none() {
                    return Err(Failure::Value(format!("no function `{f}` in the module")));
                }
            }
        }
        let runs = run_module(&module, functions.as_deref(), &o.inputs()?, &config);
        Ok(runs.into_iter().map(run_data).collect())
    })
}

/// Runs the functions of `a` and those of the same names in `b` on the same
/// inputs and compares them.
#[pyfunction]
#[pyo3(signature = (a, b, file_a, file_b, functions, seed, scalars, inputs, blocks, all_blocks, max_steps, ints, fit_indices))]
#[allow(clippy::too_many_arguments)]
fn compare(
    py: Python<'_>,
    a: &str,
    b: &str,
    file_a: &str,
    file_b: &str,
    functions: Option<Vec<String>>,
    seed: u64,
    scalars: Vec<(String, i64)>,
    inputs: Vec<(String, Vec<f64>, bool)>,
    blocks: Option<u64>,
    all_blocks: bool,
    max_steps: Option<u64>,
    ints: String,
    fit_indices: bool,
) -> PyResult<Vec<Comparison>> {
    let o = Options {
        seed,
        scalars,
        inputs,
        blocks,
        all_blocks,
        max_steps,
        ints,
        fit_indices,
    };
    let cancel = Arc::new(AtomicBool::new(false));
    let config = o.config(cancel.clone());
    cancellable(py, cancel, move || {
        let ma = parse(a, file_a)?;
        let mb = parse(b, file_b)?;
        let cmp = compare_modules(&ma, &mb, functions.as_deref(), &o.inputs()?, &config);
        Ok(cmp.into_iter().map(comparison_data).collect())
    })
}
