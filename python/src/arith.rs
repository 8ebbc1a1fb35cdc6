//! `simplify` and `prove`: the e-graph over index expressions.

use std::path::Path;
use std::sync::OnceLock;

use pyo3::prelude::*;

use tirsat::arith::{Facts, Limits, ProveResult, RuleSet, Simplifier};
use tirsat::ir::{DataType, Expr};
use tirsat::script::printer::print_expr;
use tirsat::script::reader::{VarEnv, parse_int_expr};

use crate::errors::{self, Failure, Result};
use crate::off_gil;

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(simplify, m)?)?;
    m.add_function(wrap_pyfunction!(prove, m)?)?;
    Ok(())
}

/// A variable's range: name, type, inclusive lower bound, exclusive upper
/// bound (`None`: unbounded on that side).
type Range = (String, String, Option<i64>, Option<i64>);

/// The built-in rules are read once per process; the simplifier's cache is
/// shared by every call.
fn builtin() -> Result<&'static Simplifier> {
    static BUILTIN: OnceLock<std::result::Result<Simplifier, String>> = OnceLock::new();
    BUILTIN
        .get_or_init(|| {
            RuleSet::builtin()
                .map(|r| Simplifier::new(r, Limits::default()))
                .map_err(|e| e.to_string())
        })
        .as_ref()
        .map_err(|e| Failure::Other(format!("the built-in rules do not load: {e}")))
}

/// Runs `f` with the built-in simplifier or one over the rules in `dir`.
fn with_simplifier<T>(dir: Option<&str>, f: impl FnOnce(&Simplifier) -> T) -> Result<T> {
    match dir {
        None => Ok(f(builtin()?)),
        Some(d) => {
            let rules = RuleSet::load_dir(Path::new(d))?;
            Ok(f(&Simplifier::new(rules, Limits::default())))
        }
    }
}

/// Declares the variables of `ranges` and returns their facts.
fn facts(ranges: &[Range], env: &mut VarEnv) -> Result<Facts> {
    let mut facts = Facts::new();
    for (name, ty, lo, hi) in ranges {
        let dtype: DataType = ty
            .parse()
            .map_err(|_| Failure::Value(format!("range of `{name}`: unknown type `{ty}`")))?;
        if !dtype.is_integer_like() || !dtype.is_scalar() || dtype.is_bool() {
            return Err(Failure::Value(format!(
                "range of `{name}`: `{ty}` is not an integer type"
            )));
        }
        let hi_incl = match hi {
            Some(h) => Some(h.checked_sub(1).ok_or_else(|| {
                Failure::Value(format!("range of `{name}`: upper bound out of range"))
            })?),
            None => None,
        };
        if let (Some(l), Some(h)) = (lo, hi_incl)
            && *l > h
        {
            return Err(Failure::Value(format!(
                "range of `{name}` is empty: [{l}, {})",
                h + 1
            )));
        }
        let var = match env.get(name) {
            Some(v) => v.clone(),
            None => env.declare(name, dtype),
        };
        facts = facts.with_bounds(&var, *lo, hi_incl);
    }
    Ok(facts)
}

/// Reads `text` (errors located in the pseudo-file `file`) with the
/// variables of `ranges` declared and their facts.
fn read(text: &str, file: &str, ranges: &[Range]) -> Result<(Expr, Facts)> {
    let mut env = VarEnv::new();
    let facts = facts(ranges, &mut env)?;
    let e = parse_int_expr(text, &mut env).map_err(|e| errors::text(file, e))?;
    Ok((e, facts))
}

/// The simplified expression, printed.
#[pyfunction]
fn simplify(
    py: Python<'_>,
    expr: &str,
    ranges: Vec<Range>,
    rules: Option<String>,
) -> PyResult<String> {
    off_gil(py, || {
        let (e, facts) = read(expr, "<expr>", &ranges)?;
        with_simplifier(rules.as_deref(), |s| print_expr(&s.simplify(&e, &facts)))
    })
}

/// What [`prove`] returns: the verdict (`proved`, `disproved`, `unknown`),
/// a counterexample for a disproof, and the simplified predicate when unknown.
type Verdict = (&'static str, Option<Vec<(String, i128)>>, Option<String>);

/// Proves or disproves a boolean predicate.
#[pyfunction]
fn prove(
    py: Python<'_>,
    pred: &str,
    ranges: Vec<Range>,
    rules: Option<String>,
) -> PyResult<Verdict> {
    off_gil(py, || {
        let (e, facts) = read(pred, "<pred>", &ranges)?;
        if !e.dtype().is_bool() {
            return Err(Failure::Value(format!(
                "not a boolean predicate (type {}): {pred}",
                e.dtype()
            )));
        }
        with_simplifier(rules.as_deref(), |s| {
            let r = s.prove(&e, &facts);
            let verdict = r.verdict();
            match r {
                ProveResult::Proved(_) => (verdict, None, None),
                ProveResult::Disproved(d) => {
                    let cx = d.counterexample.map(|cx| {
                        cx.into_iter()
                            .map(|(v, x)| (v.name().to_string(), x))
                            .collect()
                    });
                    (verdict, cx, None)
                }
                ProveResult::Unknown(res) => (verdict, None, Some(print_expr(&res))),
            }
        })
    })
}
