//! tirsat's passes as TVM pass objects (`tirx.transform.CreatePrimFuncPass`,
//! `transform.MakeModulePass`) whose pass function is Rust: TVM calls it
//! with its own objects, it crosses them ([`super::from_tvm`]), runs the
//! tirsat passes and hands back TVM objects ([`super::to_tvm`]).
//!
//! A pass carries TVM's name for the pass it replaces, so `PassContext(
//! disabled_pass=[...])` with TVM's names disables it, and reads its options
//! from the `PassContext` TVM passes it: TVM's own keys are ignored, tirsat's
//! (`tirsat.*`) are checked.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use tirsat::ir::{IRModule, PrimFunc, Stmt, Type, keys};
use tirsat::transform::compute_legalize::Family;
use tirsat::transform::manager::{Instrumentation, run_passes};
use tirsat::transform::{PassContext, PassError, config, pipeline};

use super::from_tvm::FromTvm;
use super::object::{self, Obj, Val, call_o, type_key};
use super::to_tvm::ToTvm;
use crate::errors::Failure;

/// What a pass object runs.
pub struct PassSpec {
    /// TVM's name of the pass (`s_tir.MergeSharedMemoryAllocations`).
    pub tvm_name: String,
    /// tirsat's passes, run in order.
    pub passes: Vec<String>,
    /// Options added to the PassContext's (e.g. FP8's promote dtype).
    pub extra: Vec<(String, String)>,
}

/// What a pass needs to read, known from what tirsat's pass does.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reads {
    /// Whole functions.
    All,
    /// Functions that allocate shared memory (the merge leaves the others
    /// alone): a statement-only scan decides before anything is read.
    SharedAllocations,
    /// These function attributes only (AnnotateEntryFunc reads whether a
    /// function is the entry and its global symbol): nothing else of a
    /// function is read, and a change of them is made with TVM's own
    /// `WithAttr` on TVM's function.
    Attrs(&'static [&'static str]),
    /// Functions with a value of the family's types, on a target that does
    /// not support them natively (the compute legalizers leave the others
    /// alone): the header decides first, then a type-only scan.
    Family(Family),
}

impl PassSpec {
    fn reads(&self) -> Reads {
        match self
            .passes
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>()
            .as_slice()
        {
            ["MergeSharedMemoryAllocations"] => Reads::SharedAllocations,
            ["AnnotateEntryFunc"] => Reads::Attrs(&[keys::IS_ENTRY_FUNC, keys::GLOBAL_SYMBOL]),
            ["BF16ComputeLegalize"] => Reads::Family(Family::BF16),
            ["FP8ComputeLegalize"] => Reads::Family(Family::FP8),
            _ => Reads::All,
        }
    }
}

// ------------------------------------------------------------------ statistics

/// Process-wide crossing counters (nanoseconds and counts).
#[derive(Default)]
pub struct Stats {
    pub calls: AtomicU64,
    pub functions_crossed: AtomicU64,
    pub functions_rebuilt: AtomicU64,
    pub functions_kept: AtomicU64,
    pub functions_skipped: AtomicU64,
    pub nodes_read: AtomicU64,
    pub nodes_built: AtomicU64,
    pub nodes_reused: AtomicU64,
    pub read_ns: AtomicU64,
    pub tirsat_ns: AtomicU64,
    pub write_ns: AtomicU64,
}

pub fn stats() -> &'static Stats {
    static S: OnceLock<Stats> = OnceLock::new();
    S.get_or_init(Stats::default)
}

fn add(c: &AtomicU64, v: u64) {
    c.fetch_add(v, Ordering::Relaxed);
}

fn ns(since: Instant) -> u64 {
    since.elapsed().as_nanos() as u64
}

// ------------------------------------------------------------------ options

/// Every option a tirsat pass reads that tirsat defines (`tirsat.*`).
pub fn tirsat_keys() -> &'static [&'static str] {
    static KEYS: OnceLock<Vec<&'static str>> = OnceLock::new();
    KEYS.get_or_init(|| {
        let mut keys: Vec<&'static str> = config::CONFIG_KEYS
            .iter()
            .copied()
            .filter(|k| k.starts_with("tirsat."))
            .collect();
        for k in [tirsat::transform::merge_shared_memory::INSERT_SYNC] {
            if !keys.contains(&k) {
                keys.push(k);
            }
        }
        keys
    })
}

fn option_text(key: &str, v: &Val) -> Result<String, String> {
    Ok(match v {
        Val::Bool(b) => (if *b { "1" } else { "0" }).to_string(),
        Val::Int(i) => i.to_string(),
        Val::Float(f) => f.to_string(),
        Val::Str(s) => s.clone(),
        Val::Obj(o) if type_key(o.type_index()) == "ir.IntImm" => {
            let f = object::field(o.type_index(), "value").ok_or("IntImm.value")?;
            match f.get(o) {
                Val::Int(i) => i.to_string(),
                Val::Bool(b) => (b as i64).to_string(),
                v => return Err(format!("config `{key}`: value {v:?}")),
            }
        }
        v => {
            return Err(format!(
                "config `{key}`: a {v:?} is not a value tirsat reads"
            ));
        }
    })
}

/// The tirsat options of TVM's `PassContext` `ctx` plus `extra`: keys tirsat
/// reads are checked, other `tirsat.*` keys are errors, every other key (TVM's
/// own) is ignored.
fn options(ctx: &Obj, extra: &[(String, String)]) -> Result<Vec<(String, String)>, Failure> {
    let mut out: Vec<(String, String)> = Vec::new();
    let f = object::field(ctx.type_index(), "config")
        .ok_or_else(|| Failure::Other("PassContext has no config".into()))?;
    if let Some(m) = f.get(ctx).into_obj() {
        let items = object::map_items(&m).map_err(Failure::Other)?;
        for (k, v) in items {
            let Some(key) = k.as_str() else { continue };
            let ours = tirsat_keys().contains(&key);
            let read = config::CONFIG_KEYS.contains(&key) && !key.starts_with("target");
            if key.starts_with("tirsat.") && !ours {
                return Err(Failure::Value(format!(
                    "config `{key}`: unknown tirsat option (known: {})",
                    tirsat_keys().join(", ")
                )));
            }
            if !(ours || read) {
                continue;
            }
            let text = option_text(key, &v).map_err(Failure::Value)?;
            if ours || read {
                config::check_config_value(key, &text)
                    .map_err(|e| Failure::Value(format!("config `{key}`: {e}")))?;
            }
            out.push((key.to_string(), text));
        }
    }
    for (k, v) in extra {
        out.retain(|(x, _)| x != k);
        out.push((k.clone(), v.clone()));
    }
    Ok(out)
}

/// A tirsat pass context for `opts`; the simplifier built for a rule
/// directory (or the built-in rules) is shared by every run. A rule directory
/// is loaded here, so a bad one fails at once; the built-in rules are
/// compiled by the first pass that simplifies (about 10 ms, which a build
/// whose tirsat passes never simplify does not pay).
fn context(opts: &[(String, String)]) -> Result<PassContext, Failure> {
    static BASE: OnceLock<Mutex<HashMap<Option<String>, PassContext>>> = OnceLock::new();
    let rules = opts
        .iter()
        .find(|(k, _)| k == tirsat::transform::manager::RULES_KEY)
        .map(|(_, v)| v.clone());
    let mut base = {
        let mut cache = BASE
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        match cache.get(&rules) {
            Some(c) => c.clone(),
            None => {
                let c = match &rules {
                    Some(dir) => config::checked_context([(
                        tirsat::transform::manager::RULES_KEY,
                        dir.as_str(),
                    )])
                    .map_err(Failure::Value)?,
                    None => PassContext::new(),
                };
                if rules.is_some() {
                    c.simplifier().map_err(|e| Failure::Value(e.to_string()))?;
                }
                cache.insert(rules.clone(), c.clone());
                c
            }
        }
    };
    for (k, v) in opts {
        if k != tirsat::transform::manager::RULES_KEY {
            base = base.with_config(k, v);
        }
    }
    Ok(base)
}

// ------------------------------------------------------------------ running

/// Runs tirsat's passes on `module` on the calling thread (TVM's), as TVM
/// runs its own: the pass manager moves a module worth it onto rayon's pool
/// (`run_passes`), and the walks grow their stack where the program nests
/// deeply (`tirsat::ir::stack`). The verifier follows every pass under
/// `tirsat.verify_each=1` (as TVM checks well-formedness only when asked),
/// and always in debug builds: the test suite's.
fn run_tirsat(names: &[String], module: IRModule, ctx: PassContext) -> Result<IRModule, Failure> {
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let built = pipeline::build_passes(&names).map_err(|e| Failure::Value(e.message))?;
    let mut inst = Instrumentation {
        verify_each: cfg!(debug_assertions),
        ..Default::default()
    };
    run_passes(module, &built, &ctx, &mut inst).map_err(Failure::Pass)
}

fn same_func(a: &PrimFunc, b: &PrimFunc) -> bool {
    a.body.same_as(&b.body)
        && a.params == b.params
        && a.ret_type == b.ret_type
        && a.attrs == b.attrs
}

/// The placeholder name of the one function of a PrimFunc pass (the real
/// name is looked up in the module when an error needs it).
const ONE: &str = "<primfunc>";

/// The PrimFunc-pass body: `func` of `module` under TVM's `ctx`.
pub fn run_on_func(spec: &PassSpec, func: &Obj, module: &Obj, ctx: &Obj) -> Result<Obj, Failure> {
    let st = stats();
    add(&st.calls, 1);
    let opts = options(ctx, &spec.extra)?;
    let pctx = context(&opts)?;
    let t0 = Instant::now();
    let mut cv = FromTvm::new();
    if spec.reads() == Reads::SharedAllocations {
        let scopes: &[&str] = if pctx.flag(tirsat::transform::merge_shared_memory::MERGE_STATIC) {
            &["shared.dyn", "shared"]
        } else {
            &["shared.dyn"]
        };
        let body = object::field(func.type_index(), "body")
            .and_then(|f| f.get(func).into_obj())
            .ok_or_else(|| Failure::Other("PrimFunc.body".into()))?;
        let any = cv
            .allocates(&body, scopes)
            .map_err(|e| located(spec, Some(func_name(module, func)), e))?;
        if !any {
            add(&st.functions_skipped, 1);
            add(&st.read_ns, ns(t0));
            return Ok(func.clone());
        }
    }
    if let Reads::Family(family) = spec.reads() {
        let target = FromTvm::new()
            .func_target(func)
            .map_err(|e| located(spec, Some(func_name(module, func)), e))?;
        let skip = target.as_ref().is_some_and(|t| family.native_on(t))
            || !cv
                .computes_dtype(func, &|t| family.matches(t))
                .map_err(|e| located(spec, Some(func_name(module, func)), e))?;
        if skip {
            add(&st.functions_skipped, 1);
            add(&st.read_ns, ns(t0));
            // Debug builds (the test suite's) hold the scan to its promise:
            // the pass leaves every skipped function that has the family's
            // types as it is.
            #[cfg(debug_assertions)]
            if !target.as_ref().is_some_and(|t| family.native_on(t))
                && FromTvm::new()
                    .mentions_dtype(func, &|t| family.matches(t))
                    .unwrap_or(true)
            {
                let input = FromTvm::new()
                    .func(func)
                    .map_err(|e| located(spec, Some(func_name(module, func)), e))?;
                let mut m = IRModule::new();
                m.insert(ONE, input.clone());
                let same = run_tirsat(&spec.passes, m, pctx)
                    .ok()
                    .is_some_and(|out| out.get(ONE).is_some_and(|f| same_func(f, &input)));
                if !same {
                    return Err(located(
                        spec,
                        Some(func_name(module, func)),
                        "internal error: the function was skipped as one the pass leaves unchanged, but the pass changes it (or fails on it)".into(),
                    ));
                }
            }
            return Ok(func.clone());
        }
    }
    let input = cv
        .func(func)
        .map_err(|e| located(spec, Some(func_name(module, func)), e))?;
    add(&st.read_ns, ns(t0));
    add(&st.nodes_read, cv.nodes);
    let t1 = Instant::now();
    let mut m = IRModule::new();
    m.insert(ONE, input.clone());
    let out =
        run_tirsat(&spec.passes, m, pctx).map_err(|e| rename(e, || func_name(module, func)))?;
    add(&st.tirsat_ns, ns(t1));
    let t2 = Instant::now();
    let result = match out.get(ONE) {
        Some(f) if out.len() == 1 => {
            add(&st.functions_crossed, 1);
            if same_func(f, &input) {
                add(&st.functions_kept, 1);
                func.clone()
            } else {
                add(&st.functions_rebuilt, 1);
                let mut back = ToTvm::new(&cv.origin);
                let o = back
                    .func(f, Some((&input, func)))
                    .map_err(|e| located(spec, Some(func_name(module, func)), e))?;
                add(&st.nodes_built, back.built);
                add(&st.nodes_reused, back.reused);
                o
            }
        }
        _ => {
            return Err(Failure::Other(format!(
                "{}: a PrimFunc pass must leave exactly its function",
                spec.tvm_name
            )));
        }
    };
    add(&st.write_ns, ns(t2));
    Ok(result)
}

/// The module-pass body.
pub fn run_on_module(spec: &PassSpec, module: &Obj, ctx: &Obj) -> Result<Obj, Failure> {
    let st = stats();
    add(&st.calls, 1);
    let opts = options(ctx, &spec.extra)?;
    let pctx = context(&opts)?;
    if let Reads::Attrs(keys) = spec.reads() {
        return run_on_attrs(spec, module, &pctx, keys);
    }
    let t0 = Instant::now();
    let items = super::module_functions(module).map_err(Failure::Other)?;
    let mut cv = FromTvm::new();
    let mut input = IRModule::new();
    let mut old: HashMap<String, (Obj, Obj)> = HashMap::new();
    let mut gvars: Vec<(String, Obj)> = Vec::new();
    // With AnnotateEntryFunc among the passes, another kind of function (a
    // Relax function, an extern) counts as it does for TVM's pass: it
    // crosses as a stand-in with the attributes that pass reads (as in
    // `run_on_attrs`), dropped after the run and never built back.
    let entry_keys: &[&str] = &[keys::IS_ENTRY_FUNC, keys::GLOBAL_SYMBOL];
    let annotates_entry = spec.passes.iter().any(|p| p == "AnnotateEntryFunc");
    let mut stand_ins: Vec<String> = Vec::new();
    for (gv, f) in items {
        let name = super::gv_name(&gv).map_err(Failure::Other)?;
        gvars.push((name.clone(), gv.clone()));
        let Some(f) = f.into_obj() else { continue };
        if type_key(f.type_index()) != "tirx.PrimFunc" {
            if annotates_entry {
                let attrs = cv
                    .func_attrs(&f, entry_keys)
                    .map_err(|e| located(spec, Some(name.clone()), e))?;
                input.insert(
                    name.clone(),
                    PrimFunc {
                        params: Vec::new(),
                        ret_type: Type::Void,
                        body: Stmt::no_op(),
                        attrs,
                    },
                );
                stand_ins.push(name);
            }
            continue;
        }
        let pf = cv
            .func(&f)
            .map_err(|e| located(spec, Some(name.clone()), e))?;
        input.insert(name.clone(), pf);
        old.insert(name, (gv, f));
    }
    add(&st.read_ns, ns(t0));
    add(&st.nodes_read, cv.nodes);
    let t1 = Instant::now();
    let mut out = run_tirsat(&spec.passes, input.clone(), pctx)?;
    for n in &stand_ins {
        out.remove(n);
    }
    add(&st.tirsat_ns, ns(t1));
    let t2 = Instant::now();
    let mut back = ToTvm::new(&cv.origin);
    for (n, g) in &gvars {
        back.global_vars.insert(n.clone(), g.clone());
    }
    let mut built: HashMap<String, Obj> = HashMap::new();
    let mut order: Vec<String> = gvars
        .iter()
        .map(|(n, _)| n.clone())
        .filter(|n| out.contains(n))
        .collect();
    let mut fresh: Vec<String> = out
        .iter()
        .map(|(n, _)| n.clone())
        .filter(|n| !old.contains_key(n))
        .collect();
    if let Some(n) = fresh.iter().find(|n| gvars.iter().any(|(g, _)| g == *n)) {
        return Err(located(
            spec,
            Some(n.clone()),
            "the pass made a PrimFunc named like a function of the module that is not one".into(),
        ));
    }
    for name in &order {
        add(&st.functions_crossed, 1);
        let (Some(f), Some(before), Some((_, fo))) =
            (out.get(name), input.get(name), old.get(name))
        else {
            continue;
        };
        if same_func(f, before) {
            add(&st.functions_kept, 1);
            continue;
        }
        add(&st.functions_rebuilt, 1);
        let o = back
            .func(f, Some((before, fo)))
            .map_err(|e| located(spec, Some(name.clone()), e))?;
        built.insert(name.clone(), o);
    }
    // New functions in the order TVM's pass makes them: by the first
    // function (in the module's order) that calls or launches them, in its
    // body's order; then by name.
    let mut referenced: Vec<String> = Vec::new();
    for name in &order {
        if let Some(f) = out.get(name) {
            let mut r = References(&mut referenced);
            tirsat::ir::visit::walk_func(&mut r, f);
        }
    }
    fresh.sort_by_key(|n| {
        let symbol = out
            .get(n)
            .and_then(|f| f.global_symbol())
            .unwrap_or(n.as_str());
        referenced
            .iter()
            .position(|c| c == n || c == symbol)
            .unwrap_or(usize::MAX)
    });
    for name in &fresh {
        add(&st.functions_crossed, 1);
        add(&st.functions_rebuilt, 1);
        let f = out.get(name).expect("listed from the module");
        let o = back
            .func(f, None)
            .map_err(|e| located(spec, Some(name.clone()), e))?;
        back.global_var(name).map_err(Failure::Other)?;
        built.insert(name.clone(), o);
    }
    let removed: Vec<&Obj> = old
        .iter()
        .filter(|(n, _)| !out.contains(n))
        .map(|(_, (gv, _))| gv)
        .collect();
    add(&st.nodes_built, back.built);
    add(&st.nodes_reused, back.reused);
    let result = if built.is_empty() && removed.is_empty() {
        module.clone()
    } else {
        // TVM's module map moves a function it updates to its end; TVM's
        // passes update their changed functions in the module's order and
        // then add the new ones. The same order here: unchanged functions
        // where they are, then the changed ones in order, then the new
        // ones (TVM's codegen writes kernels in this order).
        let m = call_o("ir.Module_Clone", &[module.into()]).map_err(Failure::Other)?;
        for gv in removed {
            object::call("ir.Module_Remove", &[m.clone().into(), gv.clone().into()])
                .map_err(Failure::Other)?;
        }
        order.retain(|n| built.contains_key(n));
        order.extend(fresh);
        for name in &order {
            let gv = back.global_var(name).map_err(Failure::Other)?;
            let f = built.remove(name).expect("built above");
            object::call(
                "ir.Module_Add",
                &[m.clone().into(), gv.into(), f.into(), Val::Bool(true)],
            )
            .map_err(Failure::Other)?;
        }
        m
    };
    add(&st.write_ns, ns(t2));
    Ok(result)
}

/// The module-pass body of a pass that reads and changes only the function
/// attributes `keys` ([`Reads::Attrs`]): each PrimFunc crosses as those
/// attributes (no parameters, an empty body), tirsat's passes run on that on
/// this thread (there is nothing in it to verify), and a function whose
/// attributes changed is TVM's function with the new values set by TVM's
/// `WithAttr` (`ir.BaseFuncWithAttr`), as TVM's pass makes it.
fn run_on_attrs(
    spec: &PassSpec,
    module: &Obj,
    pctx: &PassContext,
    keys: &[&str],
) -> Result<Obj, Failure> {
    let st = stats();
    let t0 = Instant::now();
    let mut cv = FromTvm::new();
    let mut input = IRModule::new();
    let mut old: Vec<(String, Obj, Obj)> = Vec::new();
    for (gv, f) in super::module_functions(module).map_err(Failure::Other)? {
        let Some(f) = f.into_obj() else { continue };
        let name = super::gv_name(&gv).map_err(Failure::Other)?;
        let prim = type_key(f.type_index()) == "tirx.PrimFunc";
        // Another kind of function (a Relax function, an extern) still
        // counts for a module pass as TVM's does (AnnotateEntryFunc: a
        // module of one function, an externally visible non-PrimFunc): it
        // crosses as a stand-in with those attributes, never built back.
        let attrs = cv
            .func_attrs(&f, keys)
            .map_err(|e| located(spec, Some(name.clone()), e))?;
        if !prim {
            input.insert(
                name,
                PrimFunc {
                    params: Vec::new(),
                    ret_type: Type::Void,
                    body: Stmt::no_op(),
                    attrs,
                },
            );
            continue;
        }
        input.insert(
            name.clone(),
            PrimFunc {
                params: Vec::new(),
                ret_type: Type::Void,
                body: Stmt::no_op(),
                attrs,
            },
        );
        old.push((name, gv, f));
    }
    add(&st.read_ns, ns(t0));
    let t1 = Instant::now();
    let names: Vec<&str> = spec.passes.iter().map(String::as_str).collect();
    let mut out = input.clone();
    for pass in pipeline::build_passes(&names).map_err(|e| Failure::Value(e.message))? {
        out = pass.run(out, pctx).map_err(Failure::Pass)?;
    }
    add(&st.tirsat_ns, ns(t1));
    let t2 = Instant::now();
    let mut back = ToTvm::new(&cv.origin);
    let mut changed: Vec<(Obj, Obj)> = Vec::new();
    if let Some((n, _)) = out.iter().find(|(n, _)| !input.contains(n)) {
        return Err(located(
            spec,
            Some(n.clone()),
            "the pass made a function, but it crosses only attributes".into(),
        ));
    }
    for (name, gv, f) in &old {
        add(&st.functions_crossed, 1);
        let (Some(after), Some(before)) = (out.get(name), input.get(name)) else {
            return Err(located(
                spec,
                Some(name.clone()),
                "the pass removed the function, but it crosses only attributes".into(),
            ));
        };
        if after.attrs == before.attrs {
            add(&st.functions_kept, 1);
            continue;
        }
        if !after.params.is_empty()
            || !after.body.same_as(&before.body)
            || after.ret_type != before.ret_type
            || before.attrs.keys().any(|k| !after.attrs.contains_key(k))
            || after.attrs.keys().any(|k| !keys.contains(&k.as_str()))
        {
            return Err(located(
                spec,
                Some(name.clone()),
                format!(
                    "the pass changed more of the function than its attributes {}",
                    keys.join(", ")
                ),
            ));
        }
        add(&st.functions_rebuilt, 1);
        let mut func = f.clone();
        for (k, v) in &after.attrs {
            if before.attrs.get(k) == Some(v) {
                continue;
            }
            let v = back
                .attr_value(v)
                .map_err(|e| located(spec, Some(name.clone()), e))?;
            func = call_o("ir.BaseFuncWithAttr", &[func.into(), k.as_str().into(), v])
                .map_err(Failure::Other)?;
        }
        changed.push((gv.clone(), func));
    }
    let result = if changed.is_empty() {
        module.clone()
    } else {
        let m = call_o("ir.Module_Clone", &[module.into()]).map_err(Failure::Other)?;
        for (gv, f) in changed {
            object::call(
                "ir.Module_Add",
                &[m.clone().into(), gv.into(), f.into(), Val::Bool(true)],
            )
            .map_err(Failure::Other)?;
        }
        m
    };
    add(&st.write_ns, ns(t2));
    Ok(result)
}

/// The functions a body names, in order: module calls by name and string
/// arguments (a kernel launch names its kernel's symbol).
struct References<'a>(&'a mut Vec<String>);

impl tirsat::ir::visit::Visitor for References<'_> {
    fn visit_expr(&mut self, e: &tirsat::ir::Expr) {
        use tirsat::ir::{CallOp, ExprKind};
        let named = match e.kind() {
            ExprKind::Call {
                op: CallOp::Global(n),
                ..
            } => Some(n.as_ref()),
            ExprKind::Str(s) => Some(s.as_ref()),
            _ => None,
        };
        if let Some(n) = named
            && !self.0.iter().any(|x| x == n)
        {
            self.0.push(n.to_string());
        }
        tirsat::ir::visit::walk_expr(self, e);
    }
}

/// A crossing error as a pass error naming the pass and the function.
fn located(spec: &PassSpec, func: Option<String>, msg: String) -> Failure {
    let mut e = PassError::new(&spec.tvm_name, format!("object crossing: {msg}"));
    e.func = func;
    Failure::Pass(e)
}

/// Puts the function's real name in a PassError of a PrimFunc pass.
fn rename(e: Failure, name: impl FnOnce() -> String) -> Failure {
    match e {
        Failure::Pass(mut p) if p.func.as_deref() == Some(ONE) => {
            let n = name();
            p.message = p.message.replace(ONE, &n);
            p.func = Some(n);
            Failure::Pass(p)
        }
        Failure::Pass(mut p) if p.message.contains(ONE) => {
            let n = name();
            p.message = p.message.replace(ONE, &n);
            Failure::Pass(p)
        }
        e => e,
    }
}

/// The name of `func` in `module` (its GlobalVar's), for error messages.
fn func_name(module: &Obj, func: &Obj) -> String {
    super::module_functions(module)
        .ok()
        .and_then(|items| {
            items
                .into_iter()
                .find(|(_, f)| f.as_obj().is_some_and(|o| o.same_as(func)))
                .and_then(|(gv, _)| super::gv_name(&gv).ok())
        })
        .unwrap_or_else(|| "<unknown>".to_string())
}

// ------------------------------------------------------------------ pass objects

/// Turns a failure into TVM's raised error: the Python exception (with its
/// fields kept for the far side, `tirsat._errors._send_through_ffi`) is
/// named by its class and message.
pub fn raise(f: Failure) -> (String, String) {
    use pyo3::prelude::*;
    Python::attach(|py| {
        let err = f.into_pyerr(py);
        let value = err.value(py);
        let cls = value
            .get_type()
            .name()
            .map(|n| n.to_string())
            .unwrap_or_else(|_| "TirsatError".into());
        let kind = match cls.as_str() {
            "ParseError" | "PassError" | "TirsatError" => {
                if let Ok(m) = py.import("tirsat._errors")
                    && let Ok(send) = m.getattr("_send_through_ffi")
                {
                    let _ = send.call1((value,));
                }
                format!("tirsat.{cls}")
            }
            _ => cls,
        };
        let msg: String = value
            .getattr("message")
            .and_then(|m| m.extract())
            .or_else(|_| value.str().map(|s| s.to_string()))
            .unwrap_or_default();
        (kind, msg)
    })
}

/// A TVM pass object for `spec`: a PrimFunc pass or a module pass.
pub fn make_pass(spec: PassSpec, prim_func: bool, opt_level: i64) -> Result<Obj, String> {
    let name = spec.tvm_name.clone();
    let spec = Arc::new(spec);
    let func = if prim_func {
        object::native_function(Box::new(move |args: &[Val]| {
            let (Some(f), Some(m), Some(c)) = (
                args.first().and_then(Val::as_obj),
                args.get(1).and_then(Val::as_obj),
                args.get(2).and_then(Val::as_obj),
            ) else {
                return Err(("TypeError".into(), "expected (func, mod, ctx)".into()));
            };
            run_on_func(&spec, f, m, c).map(Val::Obj).map_err(raise)
        }))?
    } else {
        object::native_function(Box::new(move |args: &[Val]| {
            let (Some(m), Some(c)) = (
                args.first().and_then(Val::as_obj),
                args.get(1).and_then(Val::as_obj),
            ) else {
                return Err(("TypeError".into(), "expected (mod, ctx)".into()));
            };
            run_on_module(&spec, m, c).map(Val::Obj).map_err(raise)
        }))?
    };
    let required = object::array(Vec::new())?;
    let info = call_o(
        "transform.PassInfo",
        &[
            Val::Int(opt_level),
            name.as_str().into(),
            required.into(),
            Val::Bool(false),
        ],
    )?;
    let maker = if prim_func {
        "tirx.transform.CreatePrimFuncPass"
    } else {
        "transform.MakeModulePass"
    };
    call_o(maker, &[func.into(), info.into()])
}
