//! Checking one generated program against every subject: the prefix of
//! passes a subject expects, the run before (in the promoted semantics of the
//! compute legalizations), the pass or pipeline, the verifier, the run after
//! and the comparison.

use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{
    Escapes, Finding, Outcome, Subject, assumed_before, case_setup_with, legalized_families,
    needs_single_dyn, prefixes,
};
use tirsat_analysis::verify::verify_module;
use tirsat_interp::check::compare_runs;
use tirsat_interp::generator::{GenProgram, SUM_BYTES};
use tirsat_interp::promote::{NarrowFloat, promote_module};
use tirsat_interp::{ArgValue, InterpConfig, Mismatch, RunResult, random_args, run};
use tirsat_ir::equal::module_equal;
use tirsat_ir::{DataType, IRModule, keys};
use tirsat_transform::compute_legalize::FP8_PROMOTE_DTYPE_KEY;
use tirsat_transform::manager::{Instrumentation, run_passes};
use tirsat_transform::registry::pass_by_name;
use tirsat_transform::{Pass, PassContext};

fn panic_message(p: Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "(no message)".to_string()
    }
}

/// Runs `passes` (by registry name) over `m`; a panic becomes an error naming
/// the pass that was running.
fn apply(
    m: &IRModule,
    passes: &[&str],
    ctx: &PassContext,
) -> Result<Vec<(String, IRModule)>, String> {
    let mut boxed: Vec<Box<dyn Pass>> = Vec::with_capacity(passes.len());
    for p in passes {
        boxed.push(pass_by_name(p).ok_or_else(|| format!("{p}: not registered"))?);
    }
    apply_boxed(m, &boxed, ctx)
}

/// Runs `passes` over `m`, keeping each pass's output; a panic becomes an
/// error naming the pass that was running.
fn apply_boxed(
    m: &IRModule,
    passes: &[Box<dyn Pass>],
    ctx: &PassContext,
) -> Result<Vec<(String, IRModule)>, String> {
    let steps = std::cell::RefCell::new(Vec::new());
    let r = catch_unwind(AssertUnwindSafe(|| {
        let mut inst = Instrumentation {
            verify_each: false,
            after_pass: Some(Box::new(|name: &str, m: &IRModule, _| {
                steps.borrow_mut().push((name.to_string(), m.clone()));
            })),
        };
        run_passes(m.clone(), passes, ctx, &mut inst)
    }));
    let steps = steps.into_inner();
    match r {
        Ok(Ok(_)) => Ok(steps),
        Ok(Err(e)) => Err(e.to_string()),
        Err(p) => {
            let running = passes.get(steps.len()).map_or("?", |p| p.name());
            Err(format!("{running}: panicked: {}", panic_message(p)))
        }
    }
}

/// A run that did not finish: why, and whether the reason is an operation
/// without a value (division by zero, a shift amount out of range).
#[derive(Clone, Debug)]
struct RunFailure {
    message: String,
    undefined: bool,
}

fn interpret(
    m: &IRModule,
    entry: &str,
    args: &[ArgValue],
    cfg: &InterpConfig,
) -> Result<RunResult, RunFailure> {
    match catch_unwind(AssertUnwindSafe(|| run(m, entry, args, cfg))) {
        Ok(r) => r.map_err(|e| RunFailure {
            undefined: e.kind.is_undefined_behaviour(),
            message: e.to_string(),
        }),
        Err(p) => Err(RunFailure {
            message: format!("the interpreter panicked: {}", panic_message(p)),
            undefined: false,
        }),
    }
}

/// Why a run is undefined (`notes/integer-semantics.md`): its first
/// undefined operation, or the error of an operation without a value.
fn undefined_in(r: &Result<RunResult, RunFailure>) -> Option<String> {
    match r {
        Ok(r) => r.undefined.first().map(|op| {
            let more = r.undefined_count - 1;
            if more > 0 {
                format!("{op} (and {more} more)")
            } else {
                op.to_string()
            }
        }),
        Err(f) if f.undefined => Some(f.message.clone()),
        Err(_) => None,
    }
}

fn first_diag(m: &IRModule) -> Option<String> {
    let d = verify_module(m);
    let first = d.first()?;
    let more = if d.len() > 1 {
        format!(" (and {} more)", d.len() - 1)
    } else {
        String::new()
    };
    Some(format!("{first}{more}"))
}

/// A program of a case with its inputs.
struct Input {
    program: GenProgram,
    args: Vec<ArgValue>,
    names: Vec<String>,
}

impl Input {
    fn new(program: GenProgram, seed: u64) -> Result<Self, String> {
        if let Some(d) = first_diag(&program.module) {
            return Err(format!("generated program is ill-formed: {d}"));
        }
        let args = random_args(&program.module, &program.entry, seed, &program.scalars)
            .map_err(|e| format!("no inputs for the generated program: {e}"))?;
        let names = program
            .module
            .get(&program.entry)
            .map(|f| f.params.iter().map(|x| x.name().to_string()).collect())
            .unwrap_or_default();
        Ok(Input {
            program,
            args,
            names,
        })
    }
}

/// Which program, which prefix, which promoted families, and how the input
/// was prepared (0: as is, 1: targets stripped, 2: variables shared).
type RunKey = (bool, Vec<&'static str>, Vec<NarrowFloat>, u8);

/// What a case needs to check each subject.
struct Case {
    /// The program with any number of `shared.dyn` buffers, and the one with
    /// at most one per kernel.
    inputs: [Input; 2],
    fp8_promote: DataType,
    ctx: PassContext,
    interp: InterpConfig,
    seed: u64,
    /// Prefix results by (single-dyn program, passes).
    prefix_cache: BTreeMap<(bool, Vec<&'static str>), Result<IRModule, String>>,
    /// Runs of "before" modules.
    run_cache: BTreeMap<RunKey, Result<RunResult, RunFailure>>,
}

pub(super) fn check_case(
    seed: u64,
    subjects: &[Subject],
    interp: &InterpConfig,
    escapes: Escapes,
) -> Vec<Outcome> {
    let mut case = match Case::new(seed, interp, escapes) {
        Ok(c) => c,
        Err(why) => {
            return subjects
                .iter()
                .map(|_| Outcome {
                    skipped: Some(why.clone()),
                    ..Outcome::default()
                })
                .collect();
        }
    };
    subjects
        .iter()
        .map(|s| match s {
            Subject::Pass(p) => case.check_pass(p),
            Subject::Pipeline { passes, .. } => {
                let v: Vec<&str> = passes.iter().map(String::as_str).collect();
                case.check_pipeline(&v)
            }
        })
        .collect()
}

/// Checks `pass` (any pass object, registered or not) on the program of case
/// `seed` as it is generated, with no prefix.
pub(super) fn check_pass_object(
    seed: u64,
    pass: Box<dyn Pass>,
    interp: &InterpConfig,
    escapes: Escapes,
) -> Outcome {
    match Case::new(seed, interp, escapes) {
        Ok(mut case) => {
            let before = case.input(false).program.module.clone();
            case.check_prepared(false, Vec::new(), before, 0, vec![pass])
        }
        Err(why) => Outcome {
            skipped: Some(why),
            ..Outcome::default()
        },
    }
}

/// Input for `ConvertSSA`: `m` with the same variable defined several times.
/// Every loop not nested in another loop gets one shared loop variable per
/// function and type, and the parameters of private functions are the
/// variables of `main`'s scalar parameters where the types agree. The
/// program computes the same (loops do not overlap; functions have their own
/// scopes) but is not in SSA form.
pub fn share_variables(m: &IRModule) -> IRModule {
    use std::collections::HashMap;
    use tirsat_ir::visit::{Mutator, walk_mutate_stmt};
    use tirsat_ir::{Param, Stmt, StmtKind, Var, visit::substitute_stmt};
    struct Share {
        shared: BTreeMap<String, Var>,
        depth: usize,
    }
    impl Mutator for Share {
        fn mutate_stmt(&mut self, s: &Stmt) -> Stmt {
            if let Some(mut p) = s.loop_parts()
                && p.thread_binding.is_none()
                && self.depth == 0
            {
                self.depth += 1;
                let body = self.mutate_stmt(&p.body);
                self.depth -= 1;
                let key = p.var.ty().to_string();
                let v = self
                    .shared
                    .entry(key)
                    .or_insert_with(|| p.var.with_name("k"))
                    .clone();
                let mut map = HashMap::new();
                map.insert(p.var.clone(), v.to_expr());
                p.body = substitute_stmt(&body, &map);
                p.var = v;
                return s.with_loop_parts(p);
            }
            if matches!(s.kind(), StmtKind::For { .. }) {
                self.depth += 1;
                let out = walk_mutate_stmt(self, s);
                self.depth -= 1;
                return out;
            }
            walk_mutate_stmt(self, s)
        }
    }
    let main_scalars: Vec<Var> = m
        .iter()
        .filter(|(_, f)| f.global_symbol().is_some())
        .flat_map(|(_, f)| f.params.iter().filter_map(Param::as_var).cloned())
        .collect();
    let mut out = IRModule::new();
    for (name, f) in m.iter() {
        let mut share = Share {
            shared: BTreeMap::new(),
            depth: 0,
        };
        let mut g = f.clone().with_body(share.mutate_stmt(&f.body));
        if f.global_symbol().is_none() {
            let mut map = HashMap::new();
            let mut used: Vec<Var> = Vec::new();
            for p in g.params.iter_mut() {
                if let Param::Var(v) = p
                    && let Some(s) = main_scalars
                        .iter()
                        .find(|s| s.ty() == v.ty() && !used.contains(s))
                {
                    map.insert(v.clone(), s.to_expr());
                    used.push(s.clone());
                    *p = Param::Var(s.clone());
                }
            }
            let body = substitute_stmt(&g.body, &map);
            g = g.with_body(body);
        }
        out.insert(name.clone(), g);
    }
    out
}

fn strip_targets(m: &IRModule) -> IRModule {
    let mut out = IRModule::new();
    for (name, f) in m.iter() {
        out.insert(name.clone(), f.clone().without_attr(keys::TARGET));
    }
    out
}

impl Case {
    /// The programs, inputs and pass context of case `seed`.
    fn new(seed: u64, interp: &InterpConfig, escapes: Escapes) -> Result<Case, String> {
        let setup = case_setup_with(seed, escapes);
        let merge_static = setup.merge_static;
        let inputs = [
            Input::new(setup.program, seed)?,
            Input::new(setup.single_dyn, seed)?,
        ];
        let mut ctx = PassContext::new()
            .with_config("target", &setup.device)
            .with_config("target.host", "llvm")
            .with_config(FP8_PROMOTE_DTYPE_KEY, &setup.fp8_promote.to_string());
        if merge_static {
            ctx = ctx.with_config(tirsat_transform::merge_shared_memory::MERGE_STATIC, "1");
        }
        // Simulated DLTensors live on the device the case targets (the host
        // function may no longer name it once MakePackedAPI ran).
        let device_type = tirsat_ir::Target::parse(&setup.device)
            .ok()
            .map(|t| t.device_type() as i32);
        Ok(Case {
            inputs,
            fp8_promote: setup.fp8_promote,
            ctx,
            interp: InterpConfig {
                device_type: interp.device_type.or(device_type),
                // The extern the escaping programs call with access pointers.
                opaque_externs: interp
                    .opaque_externs
                    .iter()
                    .cloned()
                    .chain(std::iter::once(SUM_BYTES.to_string()))
                    .collect(),
                ..interp.clone()
            },
            seed,
            prefix_cache: BTreeMap::new(),
            run_cache: BTreeMap::new(),
        })
    }

    fn input(&self, single: bool) -> &Input {
        &self.inputs[single as usize]
    }

    fn promote_type(&self, f: NarrowFloat) -> DataType {
        match f {
            NarrowFloat::BF16 => DataType::f32(),
            NarrowFloat::FP8 => self.fp8_promote,
        }
    }

    /// `m` in the promoted semantics of the compute legalizations in `passes`.
    fn reference(&self, m: &IRModule, passes: &[&str]) -> IRModule {
        let mut r = m.clone();
        for f in legalized_families(passes) {
            r = promote_module(&r, f, self.promote_type(f));
        }
        r
    }

    fn prefix(&mut self, single: bool, prefix: &[&'static str]) -> Result<IRModule, String> {
        let key = (single, prefix.to_vec());
        if let Some(r) = self.prefix_cache.get(&key) {
            return r.clone();
        }
        let m = &self.input(single).program.module;
        let r = if prefix.is_empty() {
            Ok(m.clone())
        } else {
            apply(m, prefix, &self.ctx).and_then(|steps| {
                let last = steps.last().map(|(_, m)| m.clone()).unwrap_or(m.clone());
                for (name, m) in &steps {
                    if let Some(d) = first_diag(m) {
                        return Err(format!("{name}: ill-formed output: {d}"));
                    }
                }
                Ok(last)
            })
        };
        self.prefix_cache.insert(key, r.clone());
        r
    }

    /// Runs the program before a subject: `m` in the promoted semantics of
    /// the families in the key.
    fn run_before(&mut self, key: RunKey, m: &IRModule) -> Result<RunResult, RunFailure> {
        if let Some(r) = self.run_cache.get(&key) {
            return r.clone();
        }
        let mut reference = m.clone();
        for f in &key.2 {
            reference = promote_module(&reference, *f, self.promote_type(*f));
        }
        let input = self.input(key.0);
        let r = interpret(&reference, &input.program.entry, &input.args, &self.interp);
        self.run_cache.insert(key, r.clone());
        r
    }

    /// Interprets `after` and compares it with the run before, which is
    /// defined: an undefined operation after is a failure of its own kind.
    fn compare(&self, single: bool, before: &RunResult, after: &IRModule) -> Option<Finding> {
        let input = self.input(single);
        let ra = interpret(after, &input.program.entry, &input.args, &self.interp);
        if let Some(why) = undefined_in(&ra) {
            return Some(Finding::UndefinedAdded(format!(
                "the program is defined before and undefined after: {why}"
            )));
        }
        match ra {
            Err(e) => Some(Finding::Mismatch(format!(
                "the program succeeds before and fails after: {}",
                e.message
            ))),
            Ok(a) => match compare_runs(before, &a, &input.names) {
                Ok(()) => None,
                Err(Mismatch::NewRace { race, count }) => Some(Finding::RaceAdded(format!(
                    "{count} racy accesses; first: {race}"
                ))),
                Err(m) => Some(Finding::Mismatch(m.to_string())),
            },
        }
    }

    fn check_pass(&mut self, pass: &str) -> Outcome {
        // The choices for a pass depend on the seed and the pass name only, so
        // `--passes P --seed s --cases 1` reproduces case `s` of any run.
        let salt = pass.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
        });
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed ^ salt);
        let options = prefixes(pass);
        let prefix = options[rng.gen_range(0..options.len())].clone();
        let strip = pass == "BindTarget" && rng.gen_bool(0.5);
        let unshare = pass == "ConvertSSA" && rng.gen_bool(0.75);
        let mut all: Vec<&str> = prefix.clone();
        all.push(pass);
        let single = needs_single_dyn(&all);
        let mut out = Outcome::default();
        let before = match self.prefix(single, &prefix) {
            Ok(m) => m,
            Err(e) => {
                out.skipped = Some(format!("prefix [{}] failed: {e}", prefix.join(", ")));
                return out;
            }
        };
        let before = if strip {
            strip_targets(&before)
        } else if unshare {
            share_variables(&before)
        } else {
            before
        };
        let prepared = if strip { 1 } else { 2 * unshare as u8 };
        let Some(boxed) = pass_by_name(pass) else {
            out.findings
                .push(Finding::PassError(format!("{pass}: not registered")));
            return out;
        };
        self.check_prepared(single, prefix, before, prepared, vec![boxed])
    }

    /// Runs `before` (the program after `prefix`, prepared as `prepared`
    /// says), applies `pass` (one pass) and compares.
    fn check_prepared(
        &mut self,
        single: bool,
        prefix: Vec<&'static str>,
        before: IRModule,
        prepared: u8,
        pass: Vec<Box<dyn Pass>>,
    ) -> Outcome {
        let mut out = Outcome::default();
        let names: Vec<&str> = pass.iter().map(|p| p.name()).collect();
        let families = legalized_families(&names);
        let run = self.run_before((single, prefix.clone(), families, prepared), &before);
        if let Some(why) = undefined_in(&run) {
            out.input_undefined = Some(format!(
                "the program before the pass (prefix [{}]) is undefined: {why}",
                prefix.join(", ")
            ));
            return out;
        }
        let rb = match run {
            Ok(r) => r,
            Err(e) => {
                out.skipped = Some(format!(
                    "the program fails before the pass (prefix [{}]): {}",
                    prefix.join(", "),
                    e.message
                ));
                return out;
            }
        };
        let after = match apply_boxed(&before, &pass, &self.ctx) {
            Ok(mut steps) => match steps.pop() {
                Some((_, m)) => m,
                None => before.clone(),
            },
            Err(e) => {
                out.findings.push(Finding::PassError(e));
                return out;
            }
        };
        out.checked = true;
        out.changed = module_equal(&before, &after).is_err();
        if let Some(d) = first_diag(&after) {
            out.findings.push(Finding::VerifierFailure(d));
        }
        if let Some(f) = self.compare(single, &rb, &after) {
            out.findings.push(f);
        }
        out
    }

    fn check_pipeline(&mut self, pipeline: &[&str]) -> Outcome {
        let mut out = Outcome::default();
        let mut passes: Vec<&str> = assumed_before(pipeline);
        passes.extend_from_slice(pipeline);
        let passes = &passes[..];
        let single = needs_single_dyn(passes);
        let families = legalized_families(passes);
        let original = self.input(single).program.module.clone();
        let run = self.run_before((single, Vec::new(), families, 0), &original);
        if let Some(why) = undefined_in(&run) {
            out.input_undefined = Some(format!("the generated program is undefined: {why}"));
            return out;
        }
        let rb = match run {
            Ok(r) => r,
            Err(e) => {
                out.skipped = Some(format!("the generated program fails: {}", e.message));
                return out;
            }
        };
        let steps = match apply(&original, passes, &self.ctx) {
            Ok(s) => s,
            Err(e) => {
                out.findings.push(Finding::PassError(e));
                return out;
            }
        };
        out.checked = true;
        let last = steps
            .last()
            .map(|(_, m)| m.clone())
            .unwrap_or(original.clone());
        out.changed = module_equal(&original, &last).is_err();
        if let Some((name, d)) = steps
            .iter()
            .find_map(|(name, m)| first_diag(m).map(|d| (name, d)))
        {
            out.findings
                .push(Finding::VerifierFailure(format!("after {name}: {d}")));
        }
        if let Some(f) = self.compare(single, &rb, &last) {
            out.findings
                .push(self.localize(single, f, &original, &steps));
        }
        out
    }

    /// Names the first step of a pipeline whose output differs from its input.
    fn localize(
        &self,
        single: bool,
        f: Finding,
        original: &IRModule,
        steps: &[(String, IRModule)],
    ) -> Finding {
        let input = self.input(single);
        let mut prev = original;
        for (name, m) in steps {
            let reference = self.reference(prev, &[name.as_str()]);
            if let Ok(rb) = interpret(&reference, &input.program.entry, &input.args, &self.interp)
                && rb.undefined_count == 0
                && let Some(step) = self.compare(single, &rb, m)
            {
                return match step {
                    Finding::RaceAdded(s) => {
                        Finding::RaceAdded(format!("first at step {name}: {s}"))
                    }
                    Finding::Mismatch(s) => Finding::Mismatch(format!("first at step {name}: {s}")),
                    Finding::UndefinedAdded(s) => {
                        Finding::UndefinedAdded(format!("first at step {name}: {s}"))
                    }
                    other => other,
                };
            }
            prev = m;
        }
        f
    }
}
