//! Builders for Before/Expected modules in pass tests (until the TVMScript
//! reader can be used), and comparison helpers.
#![allow(dead_code)]

pub mod cases;

use tirsat::ir::builtin;
use tirsat::ir::equal::module_equal;
use tirsat::ir::*;
use tirsat::transform::registry::pass_by_name;
use tirsat::transform::{PassContext, PassError};

pub fn f32() -> DataType {
    DataType::f32()
}
pub fn i32() -> DataType {
    DataType::i32()
}

pub fn target(kind: &str) -> Target {
    Target::parse(kind).expect("known target")
}
pub fn with_host(t: &Target, host: &Target) -> Target {
    Target::with_host(t.clone(), host.clone())
}
/// `T.target("cuda", host="llvm")`.
pub fn cuda_host() -> Target {
    with_host(&target("cuda"), &target("llvm"))
}

pub fn var(name: &str, dtype: DataType) -> Var {
    Var::new(name, dtype)
}
/// `name: T.handle(dtype, "global")`.
pub fn ptr(name: &str, dtype: DataType) -> Var {
    Var::new(name, Type::pointer(dtype, "global"))
}
/// A global buffer with constant shape.
pub fn buf(name: &str, dtype: DataType, shape: &[i64]) -> Buffer {
    Buffer::new(
        name,
        dtype,
        shape.iter().map(|&d| Expr::i32(d)).collect(),
        "global",
    )
}
pub fn buf_shape(name: &str, dtype: DataType, shape: Vec<Expr>, scope: &str) -> Buffer {
    Buffer::new(name, dtype, shape, scope)
}
pub fn fconst(v: f64) -> Expr {
    Expr::float(DataType::f32(), v)
}
pub fn e(v: &Var) -> Expr {
    v.to_expr()
}
pub fn thread(name: &str, tag: &str) -> IterVar {
    IterVar::thread(name, tag)
}
pub fn launch(iv: &IterVar, extent: Expr, body: Stmt) -> Stmt {
    Stmt::launch(iv, extent, body)
}
pub fn seq(items: Vec<Stmt>) -> Stmt {
    Stmt::seq(items)
}
pub fn store(b: &Buffer, value: Expr, idx: Expr) -> Stmt {
    Stmt::store(b, value, vec![idx])
}
pub fn load(b: &Buffer, idx: Expr) -> Expr {
    Expr::load(b, vec![idx])
}
/// `T.attr(T.target(t), "target", 0)` around `body`.
pub fn target_region(t: &Target, body: Stmt) -> Stmt {
    Stmt::attr(
        AttrNode::Target(t.clone()),
        keys::TARGET,
        Expr::i32(0),
        body,
    )
}
/// `T.attr(0, key, value)` around `body`.
pub fn attr0(key: &str, value: Expr, body: Stmt) -> Stmt {
    Stmt::attr(AttrNode::zero(), key, value, body)
}

/// A function with the given parameters, body and (optional) target.
pub fn func(params: Vec<Param>, body: Stmt, t: Option<&Target>) -> PrimFunc {
    let f = PrimFunc::new(params, body);
    match t {
        Some(t) => f.with_attr(keys::TARGET, AttrValue::Target(t.clone())),
        None => f,
    }
}
/// Marks `f` public under `symbol` (`global_symbol`).
pub fn public(symbol: &str, f: PrimFunc) -> PrimFunc {
    f.with_attr(keys::GLOBAL_SYMBOL, AttrValue::Str(symbol.into()))
}
pub fn flag(f: PrimFunc, key: &str) -> PrimFunc {
    f.with_attr(key, AttrValue::Bool(true))
}
pub fn returns_i32(mut f: PrimFunc) -> PrimFunc {
    f.ret_type = Type::Prim(DataType::i32());
    f
}
pub fn pv(v: &Var) -> Param {
    Param::Var(v.clone())
}
pub fn pb(b: &Buffer) -> Param {
    Param::Buffer(b.clone())
}

/// The attributes the split gives every extracted kernel.
pub fn kernel(params: Vec<Param>, body: Stmt, device: &Target) -> PrimFunc {
    let f = func(params, body, Some(device));
    flag(flag(f, keys::NOALIAS), keys::IS_GLOBAL_FUNC)
}
/// The attributes a launched kernel gets from launch lowering.
pub fn launched(f: PrimFunc, symbol: &str, launch_params: &[&str]) -> PrimFunc {
    let f = flag(f, keys::IS_GLOBAL_FUNC)
        .with_attr(keys::CALLING_CONV, AttrValue::Int(2))
        .with_attr(
            keys::KERNEL_LAUNCH_PARAMS,
            AttrValue::str_array(launch_params),
        );
    public(symbol, f)
}

/// `T.call_ffi_kernel(symbol, args..., launch_params=[...])` as a statement; the
/// printed `ret_ty="int32"` is the node's dtype.
pub fn ffi_launch(symbol: &str, args: Vec<Expr>, launch_params: &[&str]) -> Stmt {
    let mut all = vec![Expr::str(symbol)];
    all.extend(args);
    Stmt::evaluate(Expr::new(
        DataType::i32(),
        ExprKind::Call {
            op: CallOp::Builtin(builtin::CALL_FFI_KERNEL),
            args: all,
            attrs: vec![("launch_params".into(), AttrValue::str_array(launch_params))],
        },
    ))
}
/// `T.call_packed(symbol, args...)` as a statement.
pub fn packed_launch(symbol: &str, args: Vec<Expr>) -> Stmt {
    let mut all = vec![Expr::str(symbol)];
    all.extend(args);
    Stmt::evaluate(Expr::call(DataType::i32(), builtin::CALL_PACKED, all))
}
/// `Module.name(args...)` with a void result, as a statement.
pub fn direct_call(name: &str, args: Vec<Expr>) -> Stmt {
    Stmt::evaluate(Expr::call_global(Type::Void, name, args))
}
/// The host side of a CPU kernel: `kernel_error_code = call; assert kernel_error_code == 0`.
pub fn checked_call(call: Expr) -> Stmt {
    let code = var("kernel_error_code", i32());
    seq(vec![
        Stmt::bind(&code, call),
        Stmt::assert(
            Expr::eq(&code.to_expr(), &Expr::i32(0)),
            "RuntimeError",
            "Error executing compute kernel",
        ),
    ])
}

pub fn module(funcs: Vec<(&str, PrimFunc)>) -> IRModule {
    IRModule::from_functions(funcs.into_iter().map(|(n, f)| (n.to_string(), f)))
}

/// Runs the pass registered under `name` with an empty context.
pub fn run(name: &str, m: IRModule) -> Result<IRModule, PassError> {
    pass_by_name(name)
        .expect("registered pass")
        .run(m, &PassContext::new())
}

#[track_caller]
pub fn assert_module_eq(actual: &IRModule, expected: &IRModule) {
    if let Err(msg) = module_equal(actual, expected) {
        panic!("modules differ: {msg}\nactual: {actual:#?}\nexpected: {expected:#?}");
    }
}

/// The error of a pass that must fail.
#[track_caller]
pub fn expect_err(r: Result<IRModule, PassError>) -> PassError {
    match r {
        Ok(m) => panic!("expected an error, got {m:#?}"),
        Err(e) => e,
    }
}

/// A text dump of a module without object identities (`name#123` -> `name#`),
/// for byte-for-byte determinism checks.
pub fn dump(m: &IRModule) -> String {
    let raw = format!("{m:#?}");
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '#' {
            while chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                chars.next();
            }
        }
    }
    out
}

/// The body statements of a function (a single statement is a sequence of one).
pub fn body_items(f: &PrimFunc) -> Vec<Stmt> {
    f.body.as_seq().to_vec()
}

/// `../shared/packing-bench/PATH` beside the project (or beside the directory that
/// holds the project, for worktrees), if present; otherwise a note on stderr, and
/// the caller skips.
pub fn shared_packing(path: &str) -> Option<std::path::PathBuf> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for up in ["../shared", "../../shared"] {
        let p = root.join(up).join("packing-bench").join(path);
        if p.exists() {
            return Some(p);
        }
    }
    eprintln!("note: ../shared/packing-bench/{path} is absent; skipping");
    None
}
