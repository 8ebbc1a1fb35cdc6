//! The one shared helper module of the integration tests in `tests/`:
//! shorthands for building IR by hand (for what TVMScript cannot express, see
//! `tests/passes/` for the filetests), comparison helpers, and submodules for
//! the golden-file runners (`golden`), proptest strategies (`fuzz`) and the
//! reference data beside the project (`shared_data`).
#![allow(dead_code)]

pub mod fuzz;
pub mod golden;
pub mod shared_data;

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
pub fn eq(a: &Expr, b: &Expr) -> Expr {
    Expr::eq(a, b)
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
pub fn band(a: &Expr, b: &Expr) -> Expr {
    call(a.ty().clone(), "bitwise_and", vec![a.clone(), b.clone()])
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
/// Marks `f` public under `symbol` (`global_symbol`).
pub fn public(symbol: &str, f: PrimFunc) -> PrimFunc {
    f.with_attr(keys::GLOBAL_SYMBOL, AttrValue::Str(symbol.into()))
}
pub fn flag(f: PrimFunc, key: &str) -> PrimFunc {
    f.with_attr(key, AttrValue::Bool(true))
}
pub fn pv(v: &Var) -> Param {
    Param::Var(v.clone())
}
pub fn pb(b: &Buffer) -> Param {
    Param::Buffer(b.clone())
}

/// `Module.name(args...)` with a void result, as a statement.
pub fn direct_call(name: &str, args: Vec<Expr>) -> Stmt {
    Stmt::evaluate(Expr::call_global(Type::Void, name, args))
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

/// Collects every statement in pre-order.
pub fn all_stmts(s: &Stmt, out: &mut Vec<Stmt>) {
    out.push(s.clone());
    for c in s.child_stmts() {
        all_stmts(c, out);
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
