//! The pass manager: the [`PassContext`] a run shares (options and the
//! rewrite rules), and [`run_passes`], which runs a sequence of passes with
//! instrumentation (verification after each pass, timing, dumps).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use super::{Pass, PassError};
use tirsat_analysis::verify::verify_module;
use tirsat_arith::{Limits, RuleError, RuleSet, Simplifier};
use tirsat_ir::IRModule;

/// The pass-context key naming a rule directory (`tirsat.rules=DIR`, the
/// CLI's `lower --rules DIR`): the passes simplify with its `*.rules` files
/// instead of the built-in rules.
pub const RULES_KEY: &str = "tirsat.rules";

/// The pass-context key that runs the well-formedness verifier after every
/// pass (`tirsat.verify_each=1`, as [`Instrumentation::verify_each`] and the
/// CLI's `--verify-each`): how a TVM build asks for it.
pub const VERIFY_EACH_KEY: &str = "tirsat.verify_each";

/// The engine's limits in passes: the default iteration, node and match
/// limits, and a time limit far beyond what kernel-sized expressions need,
/// so the other limits stop a run and the output does not depend on timing.
pub fn pass_limits() -> Limits {
    Limits {
        time_limit: Duration::from_secs(30),
        ..Limits::default()
    }
}

type Engine = Arc<OnceLock<Result<Arc<Simplifier>, RuleError>>>;

/// Options shared by a pass run: the `--config KEY=VALUE` map and the
/// simplifier every pass that simplifies uses.
///
/// The simplifier is built once per context, on first use, from the rules
/// given with [`PassContext::with_rules`], else from the directory named by
/// [`RULES_KEY`], else from the built-in rules ([`RuleSet::builtin`]);
/// clones of a context share it (and its cache). Whichever of `with_rules`
/// and `with_config(RULES_KEY, ..)` comes last decides.
///
/// ```
/// use tirsat_arith::RuleSet;
/// use tirsat_transform::PassContext;
/// let rules = RuleSet::parse("add-zero: (+ ?a 0) => ?a", "mine.rules").unwrap();
/// let ctx = PassContext::new().with_rules(rules);
/// assert_eq!(ctx.simplifier().unwrap().rules().rules().len(), 1);
/// // A directory that cannot be read is an error when the engine is built.
/// let bad = PassContext::new().with_config("tirsat.rules", "/nonexistent");
/// assert!(bad.simplifier().unwrap_err().to_string().starts_with("/nonexistent"));
/// ```
#[derive(Debug, Clone, Default)]
pub struct PassContext {
    pub config: BTreeMap<String, String>,
    engine: Engine,
}

impl PassContext {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn with_config(mut self, key: &str, value: &str) -> Self {
        if key == RULES_KEY {
            self.engine = Engine::default();
        }
        self.config.insert(key.to_string(), value.to_string());
        self
    }
    /// The passes of this context simplify with `rules` (compiled once,
    /// shared by every pass of the run).
    pub fn with_rules(mut self, rules: RuleSet) -> Self {
        self.engine = Arc::new(OnceLock::from(Ok(Arc::new(Simplifier::new(
            rules,
            pass_limits(),
        )))));
        self
    }
    pub fn get(&self, key: &str) -> Option<&str> {
        self.config.get(key).map(String::as_str)
    }
    /// A boolean option: `1`, `true`, `True` are true.
    pub fn flag(&self, key: &str) -> bool {
        matches!(self.get(key), Some("1" | "true" | "True" | "yes"))
    }
    /// The simplifier of this run (built on first use, see the type's
    /// documentation); a rule directory that does not load is an error
    /// located at `FILE:LINE:COL`.
    pub fn simplifier(&self) -> Result<Arc<Simplifier>, RuleError> {
        self.engine
            .get_or_init(|| {
                let rules = match self.get(RULES_KEY) {
                    Some(dir) => RuleSet::load_dir(Path::new(dir)),
                    None => RuleSet::builtin(),
                };
                rules.map(|r| Arc::new(Simplifier::new(r, pass_limits())))
            })
            .clone()
    }
    /// [`PassContext::simplifier`] for a pass: an error names the pass.
    pub fn pass_simplifier(&self, pass: &str) -> Result<Arc<Simplifier>, PassError> {
        self.simplifier().map_err(|e| match self.get(RULES_KEY) {
            Some(dir) => PassError::new(pass, format!("{RULES_KEY}={dir}: {e}")),
            None => PassError::new(pass, format!("the built-in rules: {e}")),
        })
    }
}

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
/// [`verify_each`](Instrumentation::verify_each) or [`VERIFY_EACH_KEY`] set in
/// `ctx`, a pass whose output has a
/// well-formedness violation its input did not have is an error naming the
/// pass, the function and the variable. A rule directory named by
/// [`RULES_KEY`] that does not load is an error before any pass runs.
///
/// ```
/// use tirsat_ir::IRModule;
/// use tirsat_transform::{manager::{run_passes, Instrumentation}, PassContext};
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
    // A rule directory given in the context is loaded before any pass runs,
    // so a bad one is reported even when no pass simplifies.
    if ctx.get(RULES_KEY).is_some() {
        ctx.pass_simplifier("PassContext")?;
    }
    let verify_each = inst.verify_each || ctx.flag(VERIFY_EACH_KEY);
    let mut known: BTreeSet<String> = if verify_each {
        verify_module(&module)
            .iter()
            .map(|d| d.to_string())
            .collect()
    } else {
        BTreeSet::new()
    };
    for pass in passes {
        let start = Instant::now();
        // Module attributes pass through every pass: none of ours reads or
        // sets one (TVM's passes keep them too).
        let attrs = std::mem::take(&mut module.attrs);
        // A module worth the pool runs on it (see `on_pool`); a small one
        // stays on this thread, and so do the passes' steps (`par_map`).
        let result = if super::parallel(module.len()) {
            on_pool(|| pass.run(module, ctx))
        } else {
            pass.run(module, ctx)
        };
        // The facts of bodies the pass replaced are dropped.
        super::analyses::prune();
        module = result?;
        module.attrs = attrs;
        let elapsed = start.elapsed();
        if verify_each {
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

/// Runs `f` on a thread of rayon's pool, the caller waiting for it (at once
/// when the caller is one). A pass's parallel parts then start from a worker,
/// which runs what nobody steals itself; started from any other thread, each
/// of them would hand its work to the pool and wait, and on a loaded machine
/// every such hand-over can cost a scheduler time slice (a pass has several).
fn on_pool<R: Send>(f: impl FnOnce() -> R + Send) -> R {
    if rayon::current_thread_index().is_some() {
        f()
    } else {
        rayon::scope(|_| f())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::{DataType, Expr, IRModule, PrimFunc, Stmt, Var};

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
    fn the_verify_each_option_turns_the_verifier_on() {
        // TVM builds ask through the pass context: `tirsat.verify_each=1`.
        let passes: Vec<Box<dyn Pass>> = vec![Box::new(UseUndefined(true))];
        let ok = || module(Stmt::evaluate(Expr::i32(0)));
        let run =
            |ctx: &PassContext| run_passes(ok(), &passes, ctx, &mut Instrumentation::default());
        assert!(run(&PassContext::new()).is_ok());
        assert!(run(&PassContext::new().with_config(VERIFY_EACH_KEY, "0")).is_ok());
        let e = run(&PassContext::new().with_config(VERIFY_EACH_KEY, "1")).unwrap_err();
        assert_eq!(e.pass, "UseUndefined");
        assert_eq!(e.var.as_deref(), Some("x"));
    }

    /// Records whether it ran on a thread of rayon's pool.
    struct WhereRun(std::sync::Mutex<Vec<bool>>);
    impl Pass for WhereRun {
        fn name(&self) -> &'static str {
            "WhereRun"
        }
        fn run(&self, m: IRModule, _: &PassContext) -> Result<IRModule, PassError> {
            self.0
                .lock()
                .unwrap()
                .push(rayon::current_thread_index().is_some());
            Ok(m)
        }
    }

    #[test]
    fn passes_run_on_the_pool() {
        // Called from a thread outside the pool (a test thread), every pass
        // on a module of many functions still starts on a pool thread, so
        // its parallel steps need no hand-over each.
        let pass = std::sync::Arc::new(WhereRun(Default::default()));
        struct Shared(std::sync::Arc<WhereRun>);
        impl Pass for Shared {
            fn name(&self) -> &'static str {
                "WhereRun"
            }
            fn run(&self, m: IRModule, c: &PassContext) -> Result<IRModule, PassError> {
                self.0.run(m, c)
            }
        }
        let passes: Vec<Box<dyn Pass>> = vec![
            Box::new(Shared(pass.clone())),
            Box::new(Shared(pass.clone())),
        ];
        assert!(rayon::current_thread_index().is_none());
        let mut many = IRModule::new();
        for k in 0..2 * crate::MIN_FUNCS_PER_JOB {
            many.insert(format!("f{k}"), PrimFunc::new(vec![], Stmt::no_op()));
        }
        let run = |m| {
            run_passes(
                m,
                &passes,
                &PassContext::new(),
                &mut Instrumentation::default(),
            )
            .unwrap()
        };
        run(many);
        assert_eq!(*pass.0.lock().unwrap(), vec![true, true]);
        // A module of a few functions is not worth a hand-over: it stays on
        // the calling thread.
        pass.0.lock().unwrap().clear();
        run(module(Stmt::evaluate(Expr::i32(0))));
        assert_eq!(*pass.0.lock().unwrap(), vec![false, false]);
        // Nor is one just short of two jobs.
        pass.0.lock().unwrap().clear();
        let mut fewer = IRModule::new();
        for k in 0..2 * crate::MIN_FUNCS_PER_JOB - 1 {
            fewer.insert(format!("f{k}"), PrimFunc::new(vec![], Stmt::no_op()));
        }
        run(fewer);
        assert_eq!(*pass.0.lock().unwrap(), vec![false, false]);
    }

    #[test]
    fn one_engine_per_context() {
        let ctx = PassContext::new().with_config("tirx.merge_static_smem", "1");
        let copy = ctx.clone();
        let a = ctx.simplifier().unwrap();
        assert!(Arc::ptr_eq(&a, &copy.simplifier().unwrap()));
        assert!(Arc::ptr_eq(&a, &ctx.simplifier().unwrap()));
        // A fresh context builds its own.
        assert!(!Arc::ptr_eq(&a, &PassContext::new().simplifier().unwrap()));
        // The last of `with_rules` and the rules key decides.
        let mine = || RuleSet::parse("add-zero: (+ ?a 0) => ?a", "mine.rules").unwrap();
        let dir = PassContext::new()
            .with_rules(mine())
            .with_config(RULES_KEY, "/nonexistent-rules");
        assert!(dir.simplifier().is_err());
        let rules = dir.with_rules(mine());
        assert_eq!(rules.simplifier().unwrap().rules().rules().len(), 1);
    }

    #[test]
    fn a_bad_rule_directory_fails_before_any_pass() {
        let ctx = PassContext::new().with_config(RULES_KEY, "/nonexistent-rules");
        let passes: Vec<Box<dyn Pass>> = vec![Box::new(UseUndefined(false))];
        let e = run_passes(
            IRModule::new(),
            &passes,
            &ctx,
            &mut Instrumentation::default(),
        )
        .unwrap_err();
        assert!(
            e.message
                .starts_with("tirsat.rules=/nonexistent-rules: /nonexistent-rules"),
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
