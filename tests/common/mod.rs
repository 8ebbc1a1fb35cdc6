//! The one shared helper module of the integration tests in `tests/`:
//! shorthands for building IR by hand (for what TVMScript cannot express, see
//! `tests/passes/` for the filetests), comparison helpers, and submodules for
//! the golden-file runners (`golden`), proptest strategies (`fuzz`) and the
//! reference data beside the project (`shared_data`).
#![allow(dead_code)]

pub mod fuzz;
pub mod golden;
pub mod shared_data;

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
pub fn llvm() -> Target {
    target("llvm")
}
pub fn cuda() -> Target {
    target("cuda")
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
/// A buffer with any shape and scope; `dtype` is a `DataType` or its name.
pub fn buf_shape(name: &str, dtype: impl IntoDtype, shape: Vec<Expr>, scope: &str) -> Buffer {
    Buffer::new(name, dtype.into_dtype(), shape, scope)
}
/// A `DataType` or its name (`"float32"`).
pub trait IntoDtype {
    fn into_dtype(self) -> DataType;
}
impl IntoDtype for DataType {
    fn into_dtype(self) -> DataType {
        self
    }
}
impl IntoDtype for &str {
    fn into_dtype(self) -> DataType {
        dt(self)
    }
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
/// A one-dimensional load.
pub fn load(b: &Buffer, idx: Expr) -> Expr {
    Expr::load(b, vec![idx])
}
/// A load with any number of indices.
pub fn load_nd(b: &Buffer, idx: Vec<Expr>) -> Expr {
    Expr::load(b, idx)
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

pub fn i32c(v: i64) -> Expr {
    Expr::i32(v)
}
pub fn i64c(v: i64) -> Expr {
    Expr::i64(v)
}
pub fn u8c(v: i64) -> Expr {
    Expr::int(DataType::uint(8), v)
}
pub fn u16c(v: i64) -> Expr {
    Expr::int(DataType::uint(16), v)
}
pub fn u32c(v: i64) -> Expr {
    Expr::int(DataType::uint(32), v)
}
pub fn u64c(v: i64) -> Expr {
    Expr::int(DataType::uint(64), v)
}
pub fn f32c(v: f64) -> Expr {
    Expr::float(DataType::f32(), v)
}
pub fn s(text: &str) -> Expr {
    Expr::str(text)
}
pub fn dt(name: &str) -> DataType {
    name.parse().expect("test dtype")
}
pub fn handle() -> DataType {
    DataType::handle()
}
pub fn v(e: &Var) -> Expr {
    e.to_expr()
}
pub fn call(ty: impl Into<Type>, name: &str, args: Vec<Expr>) -> Expr {
    Expr::call(ty, tirsat::ir::Op::from_name(name).expect(name), args)
}
/// `T.tvm_struct_get(h, index, kind)`.
pub fn sg(ty: impl Into<Type>, h: &Expr, index: i64, kind: i64) -> Expr {
    call(
        ty,
        "tvm_struct_get",
        vec![h.clone(), i32c(index), i32c(kind)],
    )
}
pub fn ss(h: &Expr, kind: i64, value: Expr) -> Stmt {
    Stmt::evaluate(call(
        DataType::i32(),
        "tvm_struct_set",
        vec![h.clone(), i32c(0), i32c(kind), value],
    ))
}
pub fn eq(a: &Expr, b: &Expr) -> Expr {
    Expr::eq(a, b)
}
pub fn ge(a: &Expr, b: &Expr) -> Expr {
    Expr::cmp(CmpOp::Ge, a, b)
}
pub fn lt(a: &Expr, b: &Expr) -> Expr {
    Expr::lt(a, b)
}
pub fn or(a: &Expr, b: &Expr) -> Expr {
    Expr::or(a, b)
}
pub fn and(a: &Expr, b: &Expr) -> Expr {
    Expr::and(a, b)
}
pub fn not(a: &Expr) -> Expr {
    Expr::not(a)
}
/// A `Cast` node (always a node, also to the same type).
pub fn cast(t: DataType, x: &Expr) -> Expr {
    Expr::new(t, ExprKind::Cast(x.clone()))
}
pub fn isnull(x: &Expr) -> Expr {
    call(DataType::bool(), "isnullptr", vec![x.clone()])
}
pub fn reinterpret(t: impl Into<Type>, x: &Expr) -> Expr {
    call(t, "reinterpret", vec![x.clone()])
}
pub fn shl(a: &Expr, b: &Expr) -> Expr {
    call(a.ty().clone(), "shift_left", vec![a.clone(), b.clone()])
}
pub fn shr(a: &Expr, b: &Expr) -> Expr {
    call(a.ty().clone(), "shift_right", vec![a.clone(), b.clone()])
}
pub fn band(a: &Expr, b: &Expr) -> Expr {
    call(a.ty().clone(), "bitwise_and", vec![a.clone(), b.clone()])
}
pub fn bor(a: &Expr, b: &Expr) -> Expr {
    call(a.ty().clone(), "bitwise_or", vec![a.clone(), b.clone()])
}
pub fn ite(c: &Expr, a: &Expr, b: &Expr) -> Expr {
    call(
        a.ty().clone(),
        "if_then_else",
        vec![c.clone(), a.clone(), b.clone()],
    )
}
pub fn assert_(cond: Expr, kind: &str, parts: &[&str]) -> Stmt {
    Stmt::new(StmtKind::Assert {
        cond,
        kind: kind.to_string(),
        parts: parts.iter().map(|p| s(p)).collect(),
    })
}
pub fn attr_expr(node: Expr, key: &str, value: Expr, body: Stmt) -> Stmt {
    Stmt::attr(AttrNode::Expr(node), key, value, body)
}
pub fn for_(var: &Var, extent: i64, body: Stmt) -> Stmt {
    Stmt::for_(var, i32c(0), i32c(extent), ForKind::Serial, body)
}

/// A function with the given parameters, body and (optional) target.
pub fn func(params: Vec<Param>, body: Stmt, t: Option<&Target>) -> PrimFunc {
    let f = PrimFunc::new(params, body);
    match t {
        Some(t) => f.with_attr(keys::TARGET, AttrValue::Target(t.clone())),
        None => f,
    }
}
/// A function with `global_symbol = name` and the given target.
pub fn public_func(name: &str, params: Vec<Param>, body: Stmt, target: Option<Target>) -> PrimFunc {
    let mut f = PrimFunc::new(params, body)
        .with_attr(keys::GLOBAL_SYMBOL, AttrValue::Str(name.to_string()));
    if let Some(t) = target {
        f = f.with_attr(keys::TARGET, AttrValue::Target(t));
    }
    f
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

/// Asserts structural equality with a readable message.
#[track_caller]
pub fn assert_module_eq(actual: &IRModule, expected: &IRModule) {
    if let Err(msg) = module_equal(actual, expected) {
        panic!("modules differ: {msg}\nactual: {actual:#?}\nexpected: {expected:#?}");
    }
}

#[track_caller]
pub fn assert_func_eq(actual: &PrimFunc, expected: &PrimFunc) {
    if let Err(e) = equal::func_equal(actual, expected) {
        panic!("functions differ: {e}\nactual body: {:#?}", actual.body);
    }
}

/// Collects every statement in pre-order.
pub fn all_stmts(s: &Stmt, out: &mut Vec<Stmt>) {
    out.push(s.clone());
    for c in s.child_stmts() {
        all_stmts(c, out);
    }
}

/// Collects every expression (also inside statements) in pre-order.
pub fn all_exprs(s: &Stmt) -> Vec<Expr> {
    fn walk(e: &Expr, out: &mut Vec<Expr>) {
        out.push(e.clone());
        for c in e.children() {
            walk(c, out);
        }
    }
    let mut stmts = Vec::new();
    all_stmts(s, &mut stmts);
    let mut out = Vec::new();
    for st in &stmts {
        for e in st.child_exprs() {
            walk(e, &mut out);
        }
    }
    out
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
