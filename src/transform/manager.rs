//! The pass manager: runs a sequence of passes with instrumentation
//! (verification after each pass, timing, dumps).

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use super::{Pass, PassContext, PassError};
use crate::analysis::verify::verify_module;
use crate::ir::IRModule;

/// A callback run after each pass with its name, the module and its duration.
pub type AfterPassHook<'a> = Box<dyn FnMut(&str, &IRModule, Duration) + 'a>;

/// What to do around each pass.
#[derive(Default)]
pub struct Instrumentation<'a> {
    /// Run the well-formedness verifier after every pass; a violation is an
    /// error naming the pass.
    pub verify_each: bool,
    /// Called after each pass with its name, the module and the time it took
    /// (used by the CLI for `--time-passes` and `--dump-after`).
    pub after_pass: Option<AfterPassHook<'a>>,
}

/// Runs `passes` in order over `module`. With
/// [`verify_each`](Instrumentation::verify_each), a pass whose output has a
/// well-formedness violation its input did not have is an error naming the
/// pass, the function and the variable.
///
/// ```
/// use tirsat::ir::IRModule;
/// use tirsat::transform::{manager::{run_passes, Instrumentation}, PassContext};
/// let out = run_passes(IRModule::new(), &[], &PassContext::new(), &mut Instrumentation::default()).unwrap();
/// assert!(out.is_empty());
/// ```
pub fn run_passes(
    mut module: IRModule,
    passes: &[Box<dyn Pass>],
    ctx: &PassContext,
    inst: &mut Instrumentation<'_>,
) -> Result<IRModule, PassError> {
    // Violations the input already has (TVM accepts some ill-formed inputs,
    // e.g. shared buffers touched outside a launch) are not blamed on a pass:
    // each pass is checked for the violations it introduces.
    let mut known: BTreeSet<String> = if inst.verify_each {
        verify_module(&module)
            .iter()
            .map(|d| d.to_string())
            .collect()
    } else {
        BTreeSet::new()
    };
    for pass in passes {
        let start = Instant::now();
        module = pass.run(module, ctx)?;
        let elapsed = start.elapsed();
        if inst.verify_each {
            let diags = verify_module(&module);
            let new: Vec<_> = diags
                .iter()
                .filter(|d| !known.contains(&d.to_string()))
                .collect();
            if let Some(first) = new.first() {
                let more = if new.len() > 1 {
                    format!(" (and {} more)", new.len() - 1)
                } else {
                    String::new()
                };
                let err = PassError::in_func(
                    pass.name(),
                    &first.func,
                    format!("ill-formed output: {}{more}", first.message),
                );
                return Err(match &first.var {
                    Some(var) => err.with_var(var),
                    None => err,
                });
            }
            known = diags.iter().map(|d| d.to_string()).collect();
        }
        if let Some(cb) = inst.after_pass.as_mut() {
            cb(pass.name(), &module, elapsed);
        }
    }
    Ok(module)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{DataType, Expr, IRModule, PrimFunc, Stmt, Var};

    /// Evaluates `x` where nothing defines it, or passes the module through.
    struct UseUndefined(bool);
    impl Pass for UseUndefined {
        fn name(&self) -> &'static str {
            "UseUndefined"
        }
        fn run(&self, m: IRModule, _: &PassContext) -> Result<IRModule, PassError> {
            if !self.0 {
                return Ok(m);
            }
            let x = Var::new("x", DataType::i32());
            let mut out = IRModule::new();
            for (name, f) in m.functions {
                out.insert(name, f.with_body(Stmt::evaluate(Expr::var(&x))));
            }
            Ok(out)
        }
    }

    fn module(body: Stmt) -> IRModule {
        let mut m = IRModule::new();
        m.insert("main".to_string(), PrimFunc::new(vec![], body));
        m
    }

    #[test]
    fn verify_each_blames_the_pass_that_breaks_the_module() {
        let ok = module(Stmt::evaluate(Expr::i32(0)));
        let passes: Vec<Box<dyn Pass>> =
            vec![Box::new(UseUndefined(false)), Box::new(UseUndefined(true))];
        let mut inst = Instrumentation {
            verify_each: true,
            ..Default::default()
        };
        let e = run_passes(ok, &passes, &PassContext::new(), &mut inst).unwrap_err();
        assert_eq!(e.pass, "UseUndefined");
        assert_eq!(e.func.as_deref(), Some("main"));
        assert_eq!(e.var.as_deref(), Some("x"));
        assert!(
            e.message.contains("ill-formed output") && e.message.contains('x'),
            "{e}"
        );
    }

    #[test]
    fn verify_each_does_not_blame_a_pass_for_its_input() {
        // The input itself uses an undefined variable; a pass that keeps it
        // as it is introduces nothing.
        let y = Var::new("y", DataType::i32());
        let bad = module(Stmt::evaluate(Expr::var(&y)));
        assert!(!verify_module(&bad).is_empty());
        let passes: Vec<Box<dyn Pass>> = vec![Box::new(UseUndefined(false))];
        let mut inst = Instrumentation {
            verify_each: true,
            ..Default::default()
        };
        assert!(run_passes(bad, &passes, &PassContext::new(), &mut inst).is_ok());
    }
}
