//! The pass manager: runs a sequence of passes with instrumentation
//! (verification after each pass, timing, dumps).

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

/// Runs `passes` in order over `module`.
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
    for pass in passes {
        let start = Instant::now();
        module = pass.run(module, ctx)?;
        let elapsed = start.elapsed();
        if inst.verify_each {
            let diags = verify_module(&module);
            if let Some(first) = diags.first() {
                let more = if diags.len() > 1 {
                    format!(" (and {} more)", diags.len() - 1)
                } else {
                    String::new()
                };
                return Err(PassError::in_func(
                    pass.name(),
                    &first.func,
                    format!("ill-formed output: {}{more}", first.message),
                ));
            }
        }
        if let Some(cb) = inst.after_pass.as_mut() {
            cb(pass.name(), &module, elapsed);
        }
    }
    Ok(module)
}
