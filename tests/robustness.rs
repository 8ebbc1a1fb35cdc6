//! Robustness: bad input never panics.
//!
//! - Random mutations of generated programs (undefined variables, ill-typed
//!   expressions, swapped buffers, dropped or duplicated statements, odd
//!   launches, scopes, targets, calling conventions, parameters) through every
//!   registered pass: a pass may fail, but it returns an error that names it.
//!   The same mutated programs through the interpreter: errors, no panics.
//! - Random bytes, shapes, dtypes, argument lists and entry names into the
//!   interpreter's entry points.
//!
//! `TIRSAT_FUZZ_CASES=N` raises the number of cases.

mod common;

use std::collections::{BTreeMap, HashMap};
use std::panic::{AssertUnwindSafe, catch_unwind};
use tirsat::ir::builtin;

use proptest::prelude::*;
use tirsat::difftest::{case_setup, prefixes};
use tirsat::interp::generator::{GenConfig, generate};
use tirsat::interp::{ArgValue, HostBuffer, InterpConfig, check_pass, random_args, run, value};
use tirsat::ir::visit::{
    Mutator, Visitor, walk_expr, walk_mutate_expr, walk_mutate_stmt, walk_stmt,
};
use tirsat::ir::*;
use tirsat::transform::manager::{Instrumentation, run_passes};
use tirsat::transform::registry::pass_by_name;
use tirsat::transform::{Pass, PassContext};

fn dtypes() -> Vec<DataType> {
    [
        "int32",
        "int64",
        "int8",
        "uint8",
        "bool",
        "float32",
        "float16",
        "float64",
        "bfloat16",
        "float8_e4m3fn",
        "float8_e5m2",
        "int32x4",
        "float32x4",
        "bfloat16x4",
        "handle",
        "int4",
        "uint1",
        "float8_e8m0fnu",
    ]
    .iter()
    .filter_map(|s| s.parse().ok())
    .collect()
}

/// One edit of a module, chosen by proptest: what to do, where, and a value
/// for the choices the edit makes.
#[derive(Clone, Debug)]
struct Edit {
    kind: u8,
    at: u32,
    pick: u64,
}

fn edit() -> impl Strategy<Value = Edit> {
    (0u8..30, any::<u32>(), any::<u64>()).prop_map(|(kind, at, pick)| Edit { kind, at, pick })
}

/// Buffers and variables seen in a module (to misuse them elsewhere).
#[derive(Default)]
struct Seen {
    buffers: Vec<Buffer>,
    vars: Vec<Var>,
}

impl Visitor for Seen {
    fn visit_expr(&mut self, e: &Expr) {
        match e.kind() {
            ExprKind::Var(v) => self.vars.push(v.clone()),
            ExprKind::Load { buffer, .. } | ExprKind::BufferData(buffer) => {
                self.buffers.push(buffer.clone())
            }
            _ => {}
        }
        walk_expr(self, e)
    }
    fn visit_stmt(&mut self, s: &Stmt) {
        match s.kind() {
            StmtKind::AllocBuffer { buffer, .. } | StmtKind::DeclBuffer { buffer, .. } => {
                self.buffers.push(buffer.clone())
            }
            StmtKind::Store { buffer, .. } => self.buffers.push(buffer.clone()),
            _ => {}
        }
        walk_stmt(self, s)
    }
}

/// Applies one edit at the `at`-th expression or statement (pre-order).
struct Apply<'a> {
    edit: &'a Edit,
    seen: &'a Seen,
    exprs: u32,
    stmts: u32,
    target: u32,
    done: bool,
}

impl Apply<'_> {
    fn pick<T: Clone>(&self, items: &[T], salt: u64) -> Option<T> {
        if items.is_empty() {
            None
        } else {
            Some(
                items[((self.edit.pick ^ salt.wrapping_mul(0x9e37_79b9)) % items.len() as u64)
                    as usize]
                    .clone(),
            )
        }
    }

    fn dtype(&self, salt: u64) -> DataType {
        self.pick(&dtypes(), salt).unwrap_or(DataType::i32())
    }

    fn edit_expr(&self, e: &Expr) -> Expr {
        let p = self.edit.pick;
        match self.edit.kind % 10 {
            0 => Var::new("undefined", DataType::i32()).to_expr(),
            1 => {
                let t = self.dtype(1);
                if t.is_float() {
                    Expr::new(t, ExprKind::Float(1.5))
                } else {
                    Expr::new(t, ExprKind::Int((p % 7) as i64 - 3))
                }
            }
            2 => Expr::new(self.dtype(2), ExprKind::Cast(e.clone())),
            3 => match (e.kind(), self.pick(&self.seen.buffers, 3)) {
                (ExprKind::Load { indices, .. }, Some(b)) => {
                    let mut idx = indices.clone();
                    if p.is_multiple_of(3) {
                        idx.push(Expr::i32(0));
                    } else if p % 3 == 1 {
                        idx.clear();
                    }
                    Expr::new(
                        e.ty().clone(),
                        ExprKind::Load {
                            buffer: b,
                            indices: idx,
                        },
                    )
                }
                (_, Some(b)) => Expr::load(&b, vec![Expr::i32((p % 9) as i64 - 4)]),
                _ => e.clone(),
            },
            4 => {
                if p.is_multiple_of(2) {
                    Expr::broadcast(e, 4)
                } else {
                    Expr::ramp(e, &Expr::i32(1), 4)
                }
            }
            5 => match self.pick(&self.seen.vars, 5) {
                Some(v) => Expr::let_(&v, &Expr::new(v.ty().clone(), ExprKind::Int(1)), e),
                None => e.clone(),
            },
            6 => {
                let ops = [
                    "tvm_storage_sync",
                    "call_packed",
                    "tvm_struct_get",
                    "reinterpret",
                    "if_then_else",
                    "address_of",
                    "tvm_access_ptr",
                    "call_ffi_kernel",
                    "tvm_call_cpacked",
                    "exp",
                    "shift_left",
                    "no_such_builtin",
                ];
                let op = self.pick(&ops, 6).unwrap_or("exp");
                let n = (p % 4) as usize;
                // A name the registry lacks cannot be a builtin: a call of a
                // module function of that name instead.
                match tirsat::ir::Op::from_name(op) {
                    Some(o) => Expr::call(self.dtype(7), o, vec![e.clone(); n]),
                    None => Expr::call_global(self.dtype(7), op, vec![e.clone(); n]),
                }
            }
            7 => match self.pick(&self.seen.buffers, 8) {
                Some(b) => Expr::buffer_data(&b),
                None => e.clone(),
            },
            8 => Expr::call_global(self.dtype(9), "main", vec![e.clone()]),
            _ => Expr::new(
                e.ty().clone(),
                ExprKind::Binary(BinOp::FloorDiv, e.clone(), Expr::i32(0)),
            ),
        }
    }

    fn edit_stmt(&self, s: &Stmt) -> Stmt {
        let p = self.edit.pick;
        match self.edit.kind % 10 {
            0 => Stmt::no_op(),
            1 => Stmt::seq(vec![s.clone(), s.clone()]),
            2 => match s.child_stmts().first() {
                Some(c) => (*c).clone(),
                None => s.clone(),
            },
            3 => {
                let tags = ["threadIdx.x", "blockIdx.y", "vthread", "foo", "threadIdx.z"];
                let iv = IterVar::thread("t", self.pick(&tags, 3).unwrap_or("foo"));
                let ext = match p % 3 {
                    0 => Expr::i32(-1),
                    1 => Var::new("n_undef", DataType::i32()).to_expr(),
                    _ => Expr::i32(3),
                };
                Stmt::launch(&iv, ext, s.clone())
            }
            4 => match self.pick(&self.seen.vars, 4) {
                Some(v) => Stmt::for_(&v, Expr::i32(0), Expr::i32(2), ForKind::Serial, s.clone()),
                None => s.clone(),
            },
            5 => match s.kind() {
                StmtKind::AllocBuffer {
                    buffer,
                    annotations,
                } => {
                    let scopes = [
                        "global",
                        "local",
                        "shared",
                        "shared.dyn",
                        "weird",
                        "global.texture",
                        "local.wmma.matrix_a",
                        "warp",
                    ];
                    let scope = self.pick(&scopes, 5).unwrap_or("global");
                    let t = self.dtype(6);
                    let b = buffer.derive(|n| {
                        n.dtype = t;
                        n.scope = scope.into();
                    });
                    Stmt::new(StmtKind::AllocBuffer {
                        buffer: b,
                        annotations: annotations.clone(),
                    })
                }
                StmtKind::DeclBuffer { buffer, .. } => {
                    Stmt::decl(buffer, Expr::i32((p % 5) as i64))
                }
                _ => s.clone(),
            },
            6 => match s.kind() {
                StmtKind::Store {
                    buffer,
                    value,
                    indices,
                } => Stmt::new(StmtKind::Store {
                    buffer: buffer.clone(),
                    value: Expr::new(self.dtype(7), value.kind().clone()),
                    indices: indices.clone(),
                }),
                _ => s.clone(),
            },
            7 => {
                let extra = match p % 4 {
                    0 => Stmt::ret(Expr::i32(0)),
                    1 => Stmt::assert(Expr::bool(false), "RuntimeError", "no"),
                    2 => Stmt::evaluate(Expr::call(
                        DataType::i32(),
                        builtin::TVM_STORAGE_SYNC,
                        vec![Expr::str("global")],
                    )),
                    _ => Stmt::bind(
                        &self
                            .pick(&self.seen.vars, 9)
                            .unwrap_or_else(|| Var::new("v", DataType::i32())),
                        Expr::i32(1),
                    ),
                };
                Stmt::seq(vec![extra, s.clone()])
            }
            8 => match s.kind() {
                StmtKind::Seq(items) if items.len() >= 2 => {
                    let mut v = items.clone();
                    let i = (p % v.len() as u64) as usize;
                    let j = ((p / 7) % v.len() as u64) as usize;
                    v.swap(i, j);
                    Stmt::new(StmtKind::Seq(v))
                }
                _ => s.clone(),
            },
            _ => match s.kind() {
                StmtKind::Attr {
                    node, key, body, ..
                } => Stmt::attr(
                    node.clone(),
                    key,
                    Expr::new(self.dtype(10), ExprKind::Int(0)),
                    body.clone(),
                ),
                _ => s.clone(),
            },
        }
    }
}

impl Mutator for Apply<'_> {
    fn mutate_expr(&mut self, e: &Expr) -> Expr {
        if self.done {
            return e.clone();
        }
        let me = self.exprs;
        self.exprs += 1;
        if self.edit.kind < 10 && me == self.target {
            self.done = true;
            return self.edit_expr(e);
        }
        walk_mutate_expr(self, e)
    }
    fn mutate_stmt(&mut self, s: &Stmt) -> Stmt {
        if self.done {
            return s.clone();
        }
        let me = self.stmts;
        self.stmts += 1;
        if (10..20).contains(&self.edit.kind) && me == self.target {
            self.done = true;
            return self.edit_stmt(s);
        }
        walk_mutate_stmt(self, s)
    }
}

struct Count(u32, u32);
impl Visitor for Count {
    fn visit_expr(&mut self, e: &Expr) {
        self.0 += 1;
        walk_expr(self, e)
    }
    fn visit_stmt(&mut self, s: &Stmt) {
        self.1 += 1;
        walk_stmt(self, s)
    }
}

/// Function-level edits (kinds 20..30): attributes, targets, parameters.
fn edit_func(f: &PrimFunc, e: &Edit, module: &IRModule) -> PrimFunc {
    let p = e.pick;
    let mut f = f.clone();
    match e.kind % 10 {
        0 => f = f.without_attr(keys::TARGET),
        1 => {
            let ts = ["llvm", "cuda -arch=sm_80", "rocm", "c", "metal", "ext_dev"];
            if let Ok(t) = Target::parse(ts[(p % ts.len() as u64) as usize]) {
                let t = if p.is_multiple_of(2) {
                    Target::with_host(t.clone(), t)
                } else {
                    t
                };
                f = f.with_attr(keys::TARGET, AttrValue::Target(t));
            }
        }
        2 => f = f.with_attr(keys::CALLING_CONV, AttrValue::Int((p % 4) as i64)),
        3 => {
            f = f.with_attr(
                keys::KERNEL_LAUNCH_PARAMS,
                AttrValue::str_array(&["threadIdx.x", "tirx.use_dyn_shared_memory", "bogus"]),
            )
        }
        4 => f = f.without_attr(keys::GLOBAL_SYMBOL),
        5 => {
            let other = module
                .iter()
                .map(|(n, _)| n.clone())
                .last()
                .unwrap_or_default();
            f = f.with_attr(keys::GLOBAL_SYMBOL, AttrValue::Str(other));
        }
        6 => {
            if !f.params.is_empty() {
                let i = (p % f.params.len() as u64) as usize;
                f.params.remove(i);
            }
        }
        7 => {
            if let Some(x) = f.params.first().cloned() {
                f.params.push(x);
            }
        }
        8 => f.params.push(Param::Var(Var::new(
            "h",
            Type::pointer(DataType::f32(), "global"),
        ))),
        _ => {
            f = f.with_attr(keys::IS_HOST_FUNC, AttrValue::Bool(true));
            f = f.with_attr(keys::NOALIAS, AttrValue::Expr(Expr::i32(1)));
        }
    }
    f
}

fn mutate(module: &IRModule, edits: &[Edit]) -> IRModule {
    let mut m = module.clone();
    for (k, e) in edits.iter().enumerate() {
        let names: Vec<String> = m.iter().map(|(n, _)| n.clone()).collect();
        if names.is_empty() {
            break;
        }
        let name = &names[(e.pick as usize).wrapping_add(k) % names.len()];
        let Some(f) = m.get(name).cloned() else {
            continue;
        };
        let new = if e.kind >= 20 {
            edit_func(&f, e, &m)
        } else {
            let mut seen = Seen::default();
            for (_, g) in m.iter() {
                seen.visit_stmt(&g.body);
            }
            let mut c = Count(0, 0);
            c.visit_stmt(&f.body);
            let n = if e.kind < 10 { c.0 } else { c.1 };
            let mut a = Apply {
                edit: e,
                seen: &seen,
                exprs: 0,
                stmts: 0,
                target: e.at % n.max(1),
                done: false,
            };
            let body = a.mutate_stmt(&f.body);
            f.with_body(body)
        };
        m.insert(name.clone(), new);
    }
    m
}

fn ctx(seed: u64) -> PassContext {
    let targets = [
        "cuda",
        "cuda -arch=sm_80",
        "llvm",
        "not-a-target",
        "cuda -bad",
    ];
    let c = PassContext::new().with_config("target", targets[(seed % 5) as usize]);
    if seed.is_multiple_of(3) {
        c.with_config("tirx.fp8_promote_dtype", "float16")
    } else if seed.is_multiple_of(7) {
        c.with_config("tirx.fp8_promote_dtype", "int3")
    } else {
        c
    }
}

/// The program of a case after a random prefix of passes (so that later
/// pipeline stages see their usual input forms, then mutated).
fn base_module(seed: u64) -> IRModule {
    let setup = case_setup(seed);
    let passes = tirsat::transform::registry::PASS_NAMES;
    let pass = passes[(seed % passes.len() as u64) as usize];
    let options = prefixes(pass);
    let prefix = &options[(seed / 16 % options.len() as u64) as usize];
    let mut m = setup.single_dyn.module.clone();
    let c = PassContext::new().with_config("target", &setup.device);
    for p in prefix {
        let Some(pass) = pass_by_name(p) else { break };
        match pass.run(m.clone(), &c) {
            Ok(out) => m = out,
            Err(_) => break,
        }
    }
    m
}

fn panic_text(p: Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| p.downcast_ref::<String>().cloned())
        .unwrap_or_default()
}

fn small_interp() -> InterpConfig {
    InterpConfig {
        max_steps: 200_000,
        max_while_iterations: 10_000,
        max_memory_bytes: 1 << 24,
        ..InterpConfig::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: common::fuzz::cases(64),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Every registered pass on a mutated program: no panic; an error names
    /// the pass. The pass manager with verification after each pass too.
    #[test]
    fn passes_never_panic_on_mutated_programs(
        seed in 0u64..1_000_000,
        edits in proptest::collection::vec(edit(), 1..4),
    ) {
        let m = mutate(&base_module(seed), &edits);
        let c = ctx(seed);
        let mut names: Vec<String> =
            tirsat::transform::registry::PASS_NAMES.iter().map(|s| s.to_string()).collect();
        if pass_by_name("MergeSharedMemoryAllocations").is_some() {
            names.push("MergeSharedMemoryAllocations".into());
        }
        for name in &names {
            let pass = pass_by_name(name).unwrap();
            let r = catch_unwind(AssertUnwindSafe(|| pass.run(m.clone(), &c)));
            match r {
                Err(p) => prop_assert!(false, "{name} panicked on seed {seed} {edits:?}: {}", panic_text(p)),
                Ok(Err(e)) => {
                    prop_assert_eq!(&e.pass, name, "error of {} names {}: {}", name, e.pass, e);
                    prop_assert!(e.to_string().starts_with(name.as_str()), "{}", e);
                }
                Ok(Ok(_)) => {}
            }
        }
        let all: Vec<Box<dyn Pass>> = names.iter().filter_map(|n| pass_by_name(n)).collect();
        let mut inst = Instrumentation { verify_each: true, after_pass: None };
        let r = catch_unwind(AssertUnwindSafe(|| run_passes(m.clone(), &all, &c, &mut inst)));
        match r {
            Err(p) => prop_assert!(false, "pass manager panicked: {}", panic_text(p)),
            Ok(Err(e)) => prop_assert!(names.contains(&e.pass), "{}", e),
            Ok(Ok(_)) => {}
        }
    }

    /// The interpreter on mutated programs: random inputs, a run, and a
    /// differential check against the original never panic.
    #[test]
    fn interpreter_never_panics_on_mutated_programs(
        seed in 0u64..1_000_000,
        edits in proptest::collection::vec(edit(), 1..4),
    ) {
        let base = base_module(seed);
        let m = mutate(&base, &edits);
        let cfg = small_interp();
        let r = catch_unwind(AssertUnwindSafe(|| {
            let scalars: BTreeMap<String, i64> = [("n".to_string(), 2)].into_iter().collect();
            if let Ok(args) = random_args(&m, "main", seed, &scalars) {
                let _ = run(&m, "main", &args, &cfg);
            }
            if let Ok(args) = random_args(&base, "main", seed, &scalars) {
                let _ = check_pass(&base, &m, "main", &args, &cfg);
            }
        }));
        prop_assert!(r.is_ok(), "interpreter panicked on seed {seed} {edits:?}: {}", r.err().map(panic_text).unwrap_or_default());
    }

    /// Random bytes, shapes, dtypes and argument lists into the interpreter's
    /// entry points (plain and packed-API functions): errors, never panics.
    #[test]
    fn interpreter_never_panics_on_random_arguments(
        seed in 0u64..1_000_000,
        packed in any::<bool>(),
        args in proptest::collection::vec(
            (0usize..18, proptest::collection::vec(-3i64..300, 0..3),
             proptest::collection::vec(any::<u8>(), 0..64), any::<i64>(), 0u8..4),
            0..7),
        entry in prop_oneof![Just("main".to_string()), "[a-z_]{0,8}"],
    ) {
        let p = generate(seed, &GenConfig::small());
        let mut m = p.module.clone();
        if packed {
            let c = PassContext::new();
            for name in ["SplitHostDevice", "MakePackedAPI"] {
                if let Some(pass) = pass_by_name(name)
                    && let Ok(out) = pass.run(m.clone(), &c)
                {
                    m = out;
                }
            }
        }
        let types = dtypes();
        let values: Vec<ArgValue> = args
            .iter()
            .map(|(t, shape, data, x, kind)| match kind {
                0 => ArgValue::Int(*x),
                1 => ArgValue::Float(f64::from_bits(*x as u64)),
                2 => ArgValue::Bool(*x % 2 == 0),
                _ => ArgValue::Buffer(HostBuffer {
                    dtype: types[*t % types.len()],
                    shape: shape.clone(),
                    data: data.clone(),
                }),
            })
            .collect();
        let cfg = small_interp();
        let r = catch_unwind(AssertUnwindSafe(|| {
            let _ = run(&m, &entry, &values, &cfg);
            let _ = check_pass(&p.module, &m, &entry, &values, &cfg);
            for v in &values {
                if let ArgValue::Buffer(b) = v {
                    let _ = (b.len(), b.is_empty(), b.get(0), b.get(usize::MAX / 2));
                    let _ = (b.to_i64(), b.to_f64());
                    let _ = HostBuffer::zeros(b.dtype, b.shape.clone());
                    for c in b.data.chunks(3) {
                        let _ = value::decode(b.dtype, c);
                    }
                }
            }
        }));
        prop_assert!(r.is_ok(), "interpreter panicked: {}", r.err().map(panic_text).unwrap_or_default());
    }
}

/// The mutations do reach the passes: a good share of mutated programs make
/// some pass fail (with its own name), so the property above is not vacuous.
#[test]
fn mutations_make_passes_fail() {
    let mut failures: HashMap<String, usize> = HashMap::new();
    let total = 60u64;
    for seed in 0..total {
        let edits = [Edit {
            kind: (seed % 20) as u8,
            at: (seed * 7919) as u32,
            pick: seed * 31,
        }];
        let m = mutate(&base_module(seed), &edits);
        for name in tirsat::transform::registry::PASS_NAMES {
            if let Some(pass) = pass_by_name(name)
                && let Err(e) = pass.run(m.clone(), &ctx(seed))
            {
                assert_eq!(e.pass, *name);
                *failures.entry(name.to_string()).or_default() += 1;
            }
        }
    }
    let failing_passes = failures.len();
    assert!(
        failing_passes >= 5,
        "only {failing_passes} passes ever failed: {failures:?}"
    );
}
