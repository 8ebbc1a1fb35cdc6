//! `fmt`, `check`, `lower` and the pass / pipeline names.

use pyo3::prelude::*;

use tirsat::analysis::verify::verify_module;
use tirsat::script::{printer, reader};
use tirsat::transform::manager::{Instrumentation, run_passes};
use tirsat::transform::{PassContext, config, pipeline, registry};

use crate::errors::Failure;
use crate::off_gil;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(fmt, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(lower, m)?)?;
    m.add_function(wrap_pyfunction!(pass_names, m)?)?;
    m.add_function(wrap_pyfunction!(pipeline_names, m)?)?;
    m.add_function(wrap_pyfunction!(pipeline_passes, m)?)?;
    Ok(())
}

/// Reads `source` and prints it back; a file of one bare `@T.prim_func`
/// prints back as that function, as TVM's `script()` does.
#[pyfunction]
fn fmt(py: Python<'_>, source: &str, file: &str) -> PyResult<String> {
    off_gil(py, || {
        let p = reader::parse_source(source, file)?;
        Ok(match p.module.iter().next() {
            Some((name, f)) if p.bare_functions && p.module.len() == 1 => {
                printer::print_func(name, f)
            }
            _ => printer::print_module(&p.module),
        })
    })
}

/// The verifier's violations as `(function, variable or None, message)`.
#[pyfunction]
fn check(
    py: Python<'_>,
    source: &str,
    file: &str,
) -> PyResult<Vec<(String, Option<String>, String)>> {
    off_gil(py, || {
        let m = reader::parse_module(source, file)?;
        Ok(verify_module(&m)
            .into_iter()
            .map(|d| (d.func, d.var, d.message))
            .collect())
    })
}

/// Runs the pipeline's passes, then `passes`, and prints the module.
#[pyfunction]
#[pyo3(signature = (source, file, passes, pipeline, config, verify_each))]
fn lower(
    py: Python<'_>,
    source: &str,
    file: &str,
    passes: Vec<String>,
    pipeline: Option<String>,
    config: Vec<(String, String)>,
    verify_each: bool,
) -> PyResult<String> {
    off_gil(py, || {
        let mut names: Vec<&str> = match pipeline.as_deref() {
            Some(p) => pipeline::pipeline(p).ok_or_else(|| {
                Failure::Value(format!(
                    "unknown pipeline `{p}` (known: {})",
                    pipeline::PIPELINES.join(", ")
                ))
            })?,
            None => Vec::new(),
        };
        names.extend(passes.iter().map(String::as_str));
        // An unknown name or a wrong order is the caller's mistake.
        let built = pipeline::build_passes(&names).map_err(|e| Failure::Value(e.message))?;
        // An unknown option or an invalid value is the caller's mistake, as
        // on the command line (a rule directory loads when a pass needs it).
        let mut ctx = PassContext::new();
        for (k, v) in &config {
            config::check_option(k, v).map_err(|e| Failure::Value(format!("config `{k}`: {e}")))?;
            ctx = ctx.with_config(k.trim(), v.trim());
        }
        let module = reader::parse_module(source, file)?;
        let mut inst = Instrumentation {
            verify_each,
            ..Default::default()
        };
        let out = run_passes(module, &built, &ctx, &mut inst)?;
        Ok(printer::print_module(&out))
    })
}

/// Every registered pass name.
#[pyfunction]
fn pass_names() -> Vec<&'static str> {
    registry::PASS_NAMES.to_vec()
}

/// Every pipeline name.
#[pyfunction]
fn pipeline_names() -> Vec<&'static str> {
    pipeline::PIPELINES.to_vec()
}

/// The passes of a named pipeline, in order.
#[pyfunction]
fn pipeline_passes(name: &str) -> PyResult<Vec<&'static str>> {
    pipeline::pipeline(name).ok_or_else(|| {
        pyo3::exceptions::PyValueError::new_err(format!(
            "unknown pipeline `{name}` (known: {})",
            pipeline::PIPELINES.join(", ")
        ))
    })
}
