//! Shorthands for building Before/Expected IR in tests.
#![allow(dead_code)]

use tirsat::ir::*;

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
pub fn load(b: &Buffer, idx: Vec<Expr>) -> Expr {
    Expr::load(b, idx)
}
pub fn buf(name: &str, dtype: &str, shape: Vec<Expr>, scope: &str) -> Buffer {
    Buffer::new(name, dt(dtype), shape, scope)
}
pub fn for_(var: &Var, extent: i64, body: Stmt) -> Stmt {
    Stmt::for_(var, i32c(0), i32c(extent), ForKind::Serial, body)
}

pub fn llvm() -> Target {
    Target::from_kind("llvm").expect("llvm")
}
pub fn cuda() -> Target {
    Target::from_kind("cuda").expect("cuda")
}
pub fn with_host(t: Target, h: Target) -> Target {
    Target::with_host(t, h)
}

/// A function with `global_symbol = name` and the given target.
pub fn public(name: &str, params: Vec<Param>, body: Stmt, target: Option<Target>) -> PrimFunc {
    let mut f = PrimFunc::new(params, body)
        .with_attr(keys::GLOBAL_SYMBOL, AttrValue::Str(name.to_string()));
    if let Some(t) = target {
        f = f.with_attr(keys::TARGET, AttrValue::Target(t));
    }
    f
}

pub fn module(funcs: Vec<(&str, PrimFunc)>) -> IRModule {
    IRModule::from_functions(funcs.into_iter().map(|(n, f)| (n.to_string(), f)))
}

/// Asserts structural equality with a readable message.
#[track_caller]
pub fn assert_module_eq(actual: &IRModule, expected: &IRModule) {
    if let Err(e) = equal::module_equal(actual, expected) {
        panic!("modules differ: {e}\nactual: {actual:#?}");
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
