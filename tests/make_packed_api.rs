//! MakePackedAPI: Before/Expected pairs for every row of the TVM test catalog §2
//! and for TVM 0.27's printed outputs (tvm-experiments.md experiment F and runs
//! of 0.27 on the inputs below, transcribed node for node).

mod common;

use common::*;
use tirsat::ir::builtin;
use tirsat::ir::*;
use tirsat::transform::make_packed_api::MakePackedAPI;
use tirsat::transform::{Pass, PassContext};

const W: &str = " when calling:\n  `";
const EXP: &str = "`,\n  expected ";

fn run(m: IRModule) -> IRModule {
    MakePackedAPI::new()
        .run(m, &PassContext::new())
        .expect("MakePackedAPI")
}

fn run_err(m: IRModule) -> String {
    MakePackedAPI::new()
        .run(m, &PassContext::new())
        .expect_err("MakePackedAPI must fail")
        .to_string()
}

/// The four new parameters.
struct Abi {
    self_handle: Var,
    args: Var,
    num_args: Var,
    result: Var,
}

impl Abi {
    fn new() -> Self {
        Abi {
            self_handle: Var::new("self_handle", handle()),
            args: Var::new("args", handle()),
            num_args: Var::new("num_args", DataType::i32()),
            result: Var::new("result", handle()),
        }
    }
    fn params(&self) -> Vec<Param> {
        vec![
            Param::Var(self.self_handle.clone()),
            Param::Var(self.args.clone()),
            Param::Var(self.num_args.clone()),
            Param::Var(self.result.clone()),
        ]
    }
    fn a(&self) -> Expr {
        v(&self.args)
    }
    /// `assert num_args == n` and, for n > 0, `assert not isnullptr(args)`.
    fn count_checks(&self, n: i64, sig: &str) -> Vec<Stmt> {
        let mut out = vec![assert_(
            eq(&v(&self.num_args), &i32c(n)),
            "TypeError",
            &["Expected ", &n.to_string(), " arguments", W, sig, "`"],
        )];
        if n > 0 {
            out.push(assert_(
                not(&isnull(&self.a())),
                "TypeError",
                &["args pointer is NULL", W, sig, "`"],
            ));
        }
        out
    }
    /// `<p>_type_index = struct_get(args, i, 13)`.
    fn type_index(&self, name: &str, i: i64) -> (Var, Stmt) {
        let ti = Var::new(format!("{name}.type_index"), DataType::i32());
        let st = Stmt::bind(&ti, sg(DataType::i32(), &self.a(), i, 13));
        (ti, st)
    }
    fn mismatch(&self, cond: Expr, i: i64, sig: &str, kind: &str) -> Stmt {
        assert_(
            cond,
            "TypeError",
            &[
                "Mismatched type on argument #",
                &i.to_string(),
                W,
                sig,
                EXP,
                kind,
            ],
        )
    }
    /// Type check + handle decode of a tensor/pointer argument.
    fn handle_value(&self, ti: &Var, i: i64) -> (Expr, Expr) {
        let t = v(ti);
        let cond = or(
            &or(&or(&eq(&t, &i32c(0)), &eq(&t, &i32c(4))), &eq(&t, &i32c(7))),
            &ge(&t, &i32c(64)),
        );
        let raw = sg(handle(), &self.a(), i, 15);
        let value = ite(
            &eq(&t, &i32c(70)),
            &call(
                handle(),
                "handle_add_byte_offset",
                vec![raw.clone(), i32c(24)],
            ),
            &raw,
        );
        (cond, value)
    }
    fn returns(&self, index: i64, value: Expr) -> Vec<Stmt> {
        let r = v(&self.result);
        vec![
            ss(&r, 13, i32c(index)),
            ss(&r, 14, i32c(0)),
            ss(&r, 15, value),
            Stmt::ret(i32c(0)),
        ]
    }
}

fn packed_attrs(f: PrimFunc, symbol: &str, host: Target) -> PrimFunc {
    f.with_attr(keys::CALLING_CONV, AttrValue::Int(1))
        .with_attr(
            keys::GLOBAL_SYMBOL,
            AttrValue::Str(format!("__tvm_ffi_{symbol}")),
        )
        .with_attr(keys::TARGET, AttrValue::Target(host))
}

fn packed_func(abi: &Abi, body: Stmt, symbol: &str, host: Target) -> PrimFunc {
    let mut f = PrimFunc::new(abi.params(), body);
    f.ret_type = Type::Prim(DataType::i32());
    packed_attrs(f, symbol, host)
}

fn compute_scope(name: &str, body: Stmt) -> Stmt {
    Stmt::attr(
        AttrNode::zero(),
        keys::COMPUTE_SCOPE,
        s(&format!("{name}_compute_")),
        body,
    )
}

fn llvm_host() -> Target {
    with_host(&llvm(), &llvm())
}

// ---------------------------------------------------------------------------
// Experiment F: main(A: Buffer((16,), f32), n: int32) on cuda + llvm host.

#[test]
fn cuda_host_buffer_and_scalar_get_the_full_prologue() {
    let target = with_host(&cuda(), &llvm());
    // Before (after AnnotateEntryFunc + SplitHostDevice)
    let a = buf_shape("A", "float32", vec![i32c(16)], "global");
    let n = Var::new("n", DataType::i32());
    let launch = |a: &Buffer, n: &Var| {
        Stmt::evaluate(Expr::new(
            DataType::i32(),
            ExprKind::Call {
                op: CallOp::Builtin(builtin::CALL_FFI_KERNEL),
                args: vec![s("main_kernel"), Expr::buffer_data(a), v(n), i32c(16)],
                attrs: vec![(
                    "launch_params".into(),
                    AttrValue::str_array(&["threadIdx.x"]),
                )],
            },
        ))
    };
    let main = public_func(
        "main",
        vec![Param::Buffer(a.clone()), Param::Var(n.clone())],
        launch(&a, &n),
        Some(target.clone()),
    )
    .with_attr(keys::IS_ENTRY_FUNC, AttrValue::Bool(true))
    .with_attr(keys::S_TIR, AttrValue::Bool(true));
    let kernel = {
        let ptr = Var::new("A_ptr", Type::pointer(dt("float32"), "global"));
        let kn = Var::new("n", DataType::i32());
        let ka = buf_shape("A", "float32", vec![i32c(16)], "global");
        let tx = IterVar::thread("tx", "threadIdx.x");
        let body = Stmt::seq(vec![
            Stmt::decl(&ka, v(&ptr)),
            Stmt::launch(
                &tx,
                i32c(16),
                Stmt::store(&ka, cast(dt("float32"), &v(&kn)), vec![v(tx.var())]),
            ),
        ]);
        PrimFunc::new(vec![Param::Var(ptr), Param::Var(kn)], body)
            .with_attr(keys::CALLING_CONV, AttrValue::Int(2))
            .with_attr(keys::TARGET, AttrValue::Target(cuda()))
            .with_attr(keys::IS_GLOBAL_FUNC, AttrValue::Bool(true))
            .with_attr(keys::NOALIAS, AttrValue::Bool(true))
            .with_attr(keys::GLOBAL_SYMBOL, AttrValue::Str("main_kernel".into()))
            .with_attr(
                keys::KERNEL_LAUNCH_PARAMS,
                AttrValue::str_array(&["threadIdx.x"]),
            )
    };
    let before = module(vec![("main", main), ("main_kernel", kernel.clone())]);

    // Expected
    let sig = "main(A: Tensor([16], float32), n: int32)";
    let abi = Abi::new();
    let ea = buf_shape("A", "float32", vec![i32c(16)], "global");
    let en = Var::new("n", DataType::i32());
    let mut st = abi.count_checks(2, sig);
    let (a_ti, b) = abi.type_index("A", 0);
    st.push(b);
    let (cond, hv) = abi.handle_value(&a_ti, 0);
    st.push(abi.mismatch(cond, 0, sig, "Tensor"));
    let a_handle = Var::new("A.handle", handle());
    st.push(Stmt::bind(&a_handle, hv));
    let (n_ti, b) = abi.type_index("n", 1);
    st.push(b);
    st.push(abi.mismatch(
        or(&eq(&v(&n_ti), &i32c(1)), &eq(&v(&n_ti), &i32c(2))),
        1,
        sig,
        "int",
    ));
    st.push(Stmt::bind(
        &en,
        cast(DataType::i32(), &sg(DataType::i64(), &abi.a(), 1, 15)),
    ));
    let h = v(&a_handle);
    st.push(abi.mismatch(not(&isnull(&h)), 0, sig, "Tensor"));
    st.push(assert_(
        eq(&i32c(1), &sg(DataType::i32(), &h, 0, 4)),
        "ValueError",
        &[
            "Mismatched ",
            "A",
            ".ndim on argument #",
            "0",
            W,
            sig,
            EXP,
            "1",
        ],
    ));
    st.push(assert_(
        and(
            &and(
                &eq(&sg(dt("uint8"), &h, 0, 5), &u8c(2)),
                &eq(&sg(dt("uint8"), &h, 0, 6), &u8c(32)),
            ),
            &eq(&sg(dt("uint16"), &h, 0, 7), &u16c(1)),
        ),
        "TypeError",
        &[
            "Mismatched ",
            "A",
            ".dtype on argument #",
            "0",
            W,
            sig,
            EXP,
            "float32",
        ],
    ));
    let p64 = Type::pointer(DataType::i64(), "global");
    let shape = Var::new("main.A_shape", p64.clone());
    st.push(Stmt::bind(&shape, sg(p64.clone(), &h, 0, 2)));
    let strides = Var::new("main.A_strides", p64.clone());
    st.push(Stmt::bind(&strides, sg(p64.clone(), &h, 0, 3)));
    st.push(assert_(
        eq(&sg(DataType::i32(), &h, 0, 10), &i32c(2)),
        "ValueError",
        &[
            "Mismatched ",
            "A",
            ".device_type on argument #",
            "0",
            W,
            sig,
            EXP,
            "cuda",
        ],
    ));
    let dev_id = Var::new("dev_id", DataType::i32());
    st.push(Stmt::bind(&dev_id, sg(DataType::i32(), &h, 0, 9)));
    let data = reinterpret(
        Type::pointer(dt("float32"), "global"),
        &sg(handle(), &h, 0, 1),
    );
    let inner = Stmt::seq(vec![
        Stmt::if_(
            not(&isnull(&v(&strides))),
            assert_(
                eq(
                    &i32c(1),
                    &cast(DataType::i32(), &sg(DataType::i64(), &v(&strides), 0, 17)),
                ),
                "ValueError",
                &[
                    "Mismatched ",
                    "A",
                    ".strides on argument #",
                    "0",
                    W,
                    sig,
                    "`,\n  expected to be compact array",
                ],
            ),
            None,
        ),
        assert_(
            not(&isnull(&data)),
            "ValueError",
            &[
                "A",
                " data pointer is NULL on argument #",
                "0",
                W,
                sig,
                "`,\n  expected non-NULL data pointer",
            ],
        ),
        assert_(
            eq(
                &cast(DataType::i32(), &sg(DataType::i64(), &v(&shape), 0, 17)),
                &i32c(16),
            ),
            "ValueError",
            &[
                "Invalid ",
                "A.shape[0]",
                " on argument #",
                "0",
                W,
                sig,
                EXP,
                "16",
            ],
        ),
        assert_(
            eq(&u64c(0), &sg(dt("uint64"), &h, 0, 8)),
            "ValueError",
            &[
                "Invalid ",
                "A.byte_offset",
                " on argument #",
                "0",
                W,
                sig,
                EXP,
                "0",
            ],
        ),
        Stmt::decl(&ea, data.clone()),
        Stmt::evaluate(call(
            DataType::i32(),
            "call_packed",
            vec![s("__tvm_set_device"), i32c(2), v(&dev_id)],
        )),
        compute_scope("main", launch(&ea, &en)),
        Stmt::ret(i32c(0)),
    ]);
    let nested = Stmt::attr(
        AttrNode::Buffer(ea.clone()),
        keys::STORAGE_ALIGNMENT,
        i32c(64),
        attr_expr(
            s("default"),
            keys::DEVICE_ID,
            v(&dev_id),
            attr_expr(s("default"), keys::DEVICE_TYPE, i32c(2), inner),
        ),
    );
    st.push(nested);
    let expected_main = packed_func(&abi, Stmt::seq(st), "main", llvm())
        .with_attr(keys::IS_ENTRY_FUNC, AttrValue::Bool(true))
        .with_attr(keys::S_TIR, AttrValue::Bool(true));
    let expected = module(vec![("main", expected_main), ("main_kernel", kernel)]);
    assert_module_eq(&run(before), &expected);
}

// ---------------------------------------------------------------------------
// Catalog §2.

fn trivial(global_symbol: bool) -> IRModule {
    let mut f = PrimFunc::new(vec![], Stmt::no_op())
        .with_attr(keys::TARGET, AttrValue::Target(llvm_host()))
        .with_attr(keys::S_TIR, AttrValue::Bool(true));
    if global_symbol {
        f = f.with_attr(keys::GLOBAL_SYMBOL, AttrValue::Str("main".into()));
    }
    module(vec![("main", f)])
}

#[test]
fn no_op_when_global_symbol_is_absent() {
    let before = trivial(false);
    assert_module_eq(&run(before.clone()), &before);
}

#[test]
fn rewritten_when_global_symbol_is_present() {
    let after = run(trivial(true));
    assert_eq!(after.get("main").map(|f| f.params.len()), Some(4));
}

#[test]
fn target_host_removed() {
    let a = buf_shape("A", "float32", vec![i32c(1)], "global");
    let f = public_func(
        "main",
        vec![Param::Buffer(a)],
        Stmt::no_op(),
        Some(with_host(&cuda(), &llvm())),
    );
    let after = run(module(vec![("main", f)]));
    let t = after.get("main").and_then(PrimFunc::target).cloned();
    assert_eq!(t, Some(llvm()));
    assert_eq!(
        t.map(|t| t.canonical_string()),
        Some(llvm().canonical_string())
    );
}

fn find_compute_scope(f: &PrimFunc) -> Option<Stmt> {
    let mut all = Vec::new();
    all_stmts(&f.body, &mut all);
    all.into_iter()
        .find(|s| matches!(s.kind(), StmtKind::Attr { key, .. } if key == keys::COMPUTE_SCOPE))
}

fn compute_scope_call_op(f: &PrimFunc) -> CallOp {
    let scope = find_compute_scope(f).expect("compute_scope");
    let StmtKind::Attr { body, .. } = scope.kind() else {
        panic!("not an attr")
    };
    let StmtKind::Evaluate(e) = body.kind() else {
        panic!("compute_scope body is not an evaluate: {body:?}")
    };
    e.as_call().expect("call").0.clone()
}

fn subroutine_module(public_subroutine: bool) -> IRModule {
    let a = buf_shape("A", "float32", vec![i32c(1)], "global");
    let main = public_func(
        "main",
        vec![Param::Buffer(a.clone())],
        Stmt::evaluate(Expr::call_global(
            Type::Void,
            "subroutine",
            vec![Expr::buffer_data(&a)],
        )),
        Some(llvm_host()),
    );
    let p = Var::new("A_data", Type::pointer(dt("float32"), "global"));
    let sub = if public_subroutine {
        public_func(
            "subroutine",
            vec![Param::Var(p.clone())],
            Stmt::evaluate(v(&p)),
            Some(llvm_host()),
        )
    } else {
        PrimFunc::new(vec![Param::Var(p.clone())], Stmt::evaluate(v(&p)))
            .with_attr(keys::TARGET, AttrValue::Target(llvm()))
    };
    module(vec![("main", main), ("subroutine", sub)])
}

#[test]
fn internal_subroutine_call() {
    let before = subroutine_module(false);
    let after = run(before.clone());
    assert_func_eq(
        after.get("subroutine").expect("subroutine"),
        before.get("subroutine").expect("subroutine"),
    );
    assert_eq!(
        compute_scope_call_op(after.get("main").expect("main")),
        CallOp::global("subroutine")
    );
}

#[test]
fn subroutine_call_to_externally_visible_subroutine() {
    let after = run(subroutine_module(true));
    let main = after.get("main").expect("main");
    let sub = after.get("subroutine").expect("subroutine");
    assert!(find_compute_scope(main).is_some());
    assert!(find_compute_scope(sub).is_some());
    assert_eq!(
        compute_scope_call_op(main),
        CallOp::Builtin(builtin::CALL_CPACKED)
    );
    // the full call: symbol, arguments, null handle
    let scope = find_compute_scope(main).expect("scope");
    let StmtKind::Attr { body, .. } = scope.kind() else {
        panic!()
    };
    let StmtKind::Evaluate(call_e) = body.kind() else {
        panic!()
    };
    let (_, args) = call_e.as_call().expect("call");
    assert_eq!(args.len(), 3);
    assert_eq!(args[0].as_str(), Some("subroutine"));
    assert!(equal::expr_equal(&args[2], &reinterpret(handle(), &u64c(0))).is_ok());
}

#[test]
fn call_sites_use_the_callee_symbol_also_in_private_functions() {
    // 0.27: `priv` (private, not rewritten) calls `sub2` whose symbol is `sub_two`.
    let p = Var::new("A_data", Type::pointer(dt("float32"), "global"));
    let sub2 = public_func(
        "sub2",
        vec![Param::Var(p.clone())],
        Stmt::ret(i32c(1)),
        Some(llvm_host()),
    )
    .with_attr(keys::GLOBAL_SYMBOL, AttrValue::Str("sub_two".into()));
    let q = Var::new("A_data", Type::pointer(dt("float32"), "global"));
    let private = PrimFunc::new(
        vec![Param::Var(q.clone())],
        Stmt::evaluate(Expr::call_global(DataType::i32(), "sub2", vec![v(&q)])),
    )
    .with_attr(keys::TARGET, AttrValue::Target(llvm()));
    let after = run(module(vec![("priv", private.clone()), ("sub2", sub2)]));
    let q2 = Var::new("A_data", Type::pointer(dt("float32"), "global"));
    let expected_priv = PrimFunc::new(
        vec![Param::Var(q2.clone())],
        Stmt::evaluate(call(
            DataType::i32(),
            "call_cpacked",
            vec![s("sub_two"), v(&q2), reinterpret(handle(), &u64c(0))],
        )),
    )
    .with_attr(keys::TARGET, AttrValue::Target(llvm()));
    assert_func_eq(after.get("priv").expect("priv"), &expected_priv);
    assert_eq!(
        after.get("sub2").and_then(PrimFunc::global_symbol),
        Some("__tvm_ffi_sub_two")
    );
}

#[test]
fn zero_arg_function() {
    let f = public_func(
        "func_without_arg",
        vec![],
        Stmt::ret(i64c(42)),
        Some(llvm_host()),
    )
    .with_attr(keys::S_TIR, AttrValue::Bool(true));
    let mut f = f;
    f.ret_type = Type::Prim(DataType::i64());
    let after = run(module(vec![("func_without_arg", f)]));

    let abi = Abi::new();
    let mut st = abi.count_checks(0, "func_without_arg()");
    st.push(compute_scope(
        "func_without_arg",
        Stmt::seq(abi.returns(1, cast(DataType::i64(), &i64c(42)))),
    ));
    st.push(Stmt::ret(i32c(0)));
    let expected = packed_func(&abi, Stmt::seq(st), "func_without_arg", llvm())
        .with_attr(keys::S_TIR, AttrValue::Bool(true));
    assert_module_eq(&after, &module(vec![("func_without_arg", expected)]));
}

#[test]
fn pointer_return() {
    let arg = Var::new("arg", handle());
    let mut f = public_func(
        "main",
        vec![Param::Var(arg.clone())],
        Stmt::ret(v(&arg)),
        Some(llvm_host()),
    );
    f.ret_type = Type::Prim(handle());
    let after = run(module(vec![("main", f)]));
    let exprs = all_exprs(&after.get("main").expect("main").body);
    let indices: Vec<i64> = exprs
        .iter()
        .filter_map(|e| e.as_builtin_call(builtin::TVM_STRUCT_SET))
        .filter(|args| args[2].is_const_int(13))
        .filter_map(|args| args[3].as_int())
        .collect();
    assert!(indices.contains(&4), "{indices:?}");
}

#[test]
fn return_from_parallel_scope_is_rejected() {
    let i = Var::new("i", DataType::i32());
    let body = Stmt::for_(&i, i32c(0), i32c(1), ForKind::Parallel, Stmt::ret(v(&i)));
    let mut f = public_func("main", vec![], body, Some(llvm_host()));
    f.ret_type = Type::Prim(DataType::i32());
    let e = run_err(module(vec![("main", f)]));
    assert!(e.contains("Return cannot be used in parallel scope"), "{e}");
}

/// `main(arg: <ty>) -> int32: if <cond>: return 10 else: return 20`.
fn scalar_param_case(ty: DataType, cond_of: impl Fn(&Expr) -> Expr) -> (IRModule, Var) {
    let arg = Var::new("arg", ty);
    let body = Stmt::if_(
        cond_of(&v(&arg)),
        Stmt::ret(i32c(10)),
        Some(Stmt::ret(i32c(20))),
    );
    let mut f = public_func(
        "main",
        vec![Param::Var(arg.clone())],
        body,
        Some(llvm_host()),
    )
    .with_attr(keys::S_TIR, AttrValue::Bool(true));
    f.ret_type = Type::Prim(DataType::i32());
    (module(vec![("main", f)]), arg)
}

fn scalar_expected(
    sig: &str,
    ty: DataType,
    type_cond: impl Fn(&Expr) -> Expr,
    kind: &str,
    value: impl Fn(&Abi, &Expr) -> Expr,
    cond_of: impl Fn(&Expr) -> Expr,
) -> IRModule {
    let abi = Abi::new();
    let mut st = abi.count_checks(1, sig);
    let (ti, b) = abi.type_index("arg", 0);
    st.push(b);
    st.push(abi.mismatch(type_cond(&v(&ti)), 0, sig, kind));
    let arg = Var::new("arg", ty);
    st.push(Stmt::bind(&arg, value(&abi, &v(&ti))));
    let body = Stmt::if_(
        cond_of(&v(&arg)),
        Stmt::seq(abi.returns(1, cast(DataType::i64(), &i32c(10)))),
        Some(Stmt::seq(abi.returns(1, cast(DataType::i64(), &i32c(20))))),
    );
    st.push(compute_scope("main", body));
    st.push(Stmt::ret(i32c(0)));
    let f = packed_func(&abi, Stmt::seq(st), "main", llvm())
        .with_attr(keys::S_TIR, AttrValue::Bool(true));
    module(vec![("main", f)])
}

#[test]
fn int_parameter() {
    let gt0 = |x: &Expr| Expr::cmp(CmpOp::Gt, x, &i32c(0));
    let (before, _) = scalar_param_case(DataType::i32(), gt0);
    let expected = scalar_expected(
        "main(arg: int32)",
        DataType::i32(),
        |t| or(&eq(t, &i32c(1)), &eq(t, &i32c(2))),
        "int",
        |abi, _| cast(DataType::i32(), &sg(DataType::i64(), &abi.a(), 0, 15)),
        gt0,
    );
    assert_module_eq(&run(before), &expected);
}

#[test]
fn bool_parameter() {
    let id = |x: &Expr| x.clone();
    let (before, _) = scalar_param_case(DataType::bool(), id);
    let expected = scalar_expected(
        "main(arg: bool)",
        DataType::bool(),
        |t| or(&eq(t, &i32c(2)), &eq(t, &i32c(1))),
        "boolean",
        |abi, _| cast(DataType::bool(), &sg(DataType::i64(), &abi.a(), 0, 15)),
        id,
    );
    assert_module_eq(&run(before), &expected);
}

#[test]
fn float_parameter() {
    let gt0 = |x: &Expr| Expr::cmp(CmpOp::Gt, x, &f32c(0.0));
    let (before, _) = scalar_param_case(DataType::f32(), gt0);
    let expected = scalar_expected(
        "main(arg: float32)",
        DataType::f32(),
        |t| or(&or(&eq(t, &i32c(3)), &eq(t, &i32c(1))), &eq(t, &i32c(2))),
        "float",
        |abi, t| {
            Expr::select(
                &eq(t, &i32c(3)),
                &cast(DataType::f32(), &sg(dt("float64"), &abi.a(), 0, 15)),
                &cast(DataType::f32(), &sg(DataType::i64(), &abi.a(), 0, 15)),
            )
        },
        gt0,
    );
    assert_module_eq(&run(before), &expected);
}

#[test]
fn forward_reference_symbolic_variable() {
    // A: (batch_size + 1,), B: (batch_size,): batch_size is defined by B.
    let bs = Var::new("batch_size", DataType::i64());
    let a = buf_shape("A", "int32", vec![Expr::add(&v(&bs), &i64c(1))], "global");
    let b = buf_shape("B", "int32", vec![v(&bs)], "global");
    let i = Var::new("i", DataType::i64());
    let body = Stmt::for_(
        &i,
        i64c(0),
        v(&bs),
        ForKind::Serial,
        Stmt::store(
            &b,
            Expr::add(
                &load_nd(&a, vec![v(&i)]),
                &load_nd(&a, vec![Expr::add(&v(&i), &i64c(1))]),
            ),
            vec![v(&i)],
        ),
    );
    let f = public_func(
        "main",
        vec![Param::Buffer(a), Param::Buffer(b)],
        body,
        Some(llvm_host()),
    );
    let after = run(module(vec![("main", f)]));
    assert_eq!(after.get("main").map(|f| f.params.len()), Some(4));

    // Full expected (TVM 0.27's output).
    let sig = "main(A: Tensor([batch_size + T.int64(1)], int32), B: Tensor([batch_size], int32))";
    let abi = Abi::new();
    let bs = Var::new("batch_size", DataType::i64());
    let ea = buf_shape("A", "int32", vec![Expr::add(&v(&bs), &i64c(1))], "global");
    let eb = buf_shape("B", "int32", vec![v(&bs)], "global");
    let mut st = abi.count_checks(2, sig);
    let mut handles = Vec::new();
    for (k, name) in ["A", "B"].iter().enumerate() {
        let (ti, bnd) = abi.type_index(name, k as i64);
        st.push(bnd);
        let (cond, hv) = abi.handle_value(&ti, k as i64);
        st.push(abi.mismatch(cond, k as i64, sig, "Tensor"));
        let hvar = Var::new(format!("{name}.handle"), handle());
        st.push(Stmt::bind(&hvar, hv));
        handles.push(hvar);
    }
    // A
    let p64 = Type::pointer(DataType::i64(), "global");
    let a_shape = Var::new("main.A_shape", p64.clone());
    let a_strides = Var::new("main.A_strides", p64.clone());
    let ha = v(&handles[0]);
    let push_head = |st: &mut Vec<Stmt>, h: &Expr, name: &str, idx: &str, shape: &Var| {
        st.push(assert_(
            not(&isnull(h)),
            "TypeError",
            &["Mismatched type on argument #", idx, W, sig, EXP, "Tensor"],
        ));
        st.push(assert_(
            eq(&i32c(1), &sg(DataType::i32(), h, 0, 4)),
            "ValueError",
            &[
                "Mismatched ",
                name,
                ".ndim on argument #",
                idx,
                W,
                sig,
                EXP,
                "1",
            ],
        ));
        st.push(assert_(
            and(
                &and(
                    &eq(&sg(dt("uint8"), h, 0, 5), &u8c(0)),
                    &eq(&sg(dt("uint8"), h, 0, 6), &u8c(32)),
                ),
                &eq(&sg(dt("uint16"), h, 0, 7), &u16c(1)),
            ),
            "TypeError",
            &[
                "Mismatched ",
                name,
                ".dtype on argument #",
                idx,
                W,
                sig,
                EXP,
                "int32",
            ],
        ));
        st.push(Stmt::bind(shape, sg(p64.clone(), h, 0, 2)));
    };
    push_head(&mut st, &ha, "A", "0", &a_shape);
    st.push(Stmt::bind(&a_strides, sg(p64.clone(), &ha, 0, 3)));
    st.push(assert_(
        eq(&sg(DataType::i32(), &ha, 0, 10), &i32c(1)),
        "ValueError",
        &[
            "Mismatched ",
            "A",
            ".device_type on argument #",
            "0",
            W,
            sig,
            EXP,
            "cpu",
        ],
    ));
    let dev_id = Var::new("dev_id", DataType::i32());
    st.push(Stmt::bind(&dev_id, sg(DataType::i32(), &ha, 0, 9)));
    // B (inside A's storage_alignment)
    let mut sb = Vec::new();
    let hb = v(&handles[1]);
    let b_shape = Var::new("main.B_shape", p64.clone());
    let b_strides = Var::new("main.B_strides", p64.clone());
    push_head(&mut sb, &hb, "B", "1", &b_shape);
    sb.push(Stmt::bind(&bs, sg(DataType::i64(), &v(&b_shape), 0, 17)));
    sb.push(Stmt::bind(&b_strides, sg(p64.clone(), &hb, 0, 3)));
    sb.push(assert_(
        eq(&sg(DataType::i32(), &hb, 0, 10), &i32c(1)),
        "ValueError",
        &[
            "Mismatched ",
            "B",
            ".device_type on argument #",
            "1",
            W,
            sig,
            EXP,
            "cpu",
        ],
    ));
    let data_a = reinterpret(
        Type::pointer(dt("int32"), "global"),
        &sg(handle(), &ha, 0, 1),
    );
    let data_b = reinterpret(
        Type::pointer(dt("int32"), "global"),
        &sg(handle(), &hb, 0, 1),
    );
    let bs1 = Expr::add(&v(&bs), &i64c(1));
    let compact = "`,\n  expected to be compact array";
    let nonnull = "`,\n  expected non-NULL data pointer";
    let i2 = Var::new("i", DataType::i64());
    let inner = Stmt::seq(vec![
        Stmt::if_(
            not(&isnull(&v(&a_strides))),
            assert_(
                or(
                    &eq(&bs1, &i64c(1)),
                    &eq(&i64c(1), &sg(DataType::i64(), &v(&a_strides), 0, 17)),
                ),
                "ValueError",
                &[
                    "Mismatched ",
                    "A",
                    ".strides on argument #",
                    "0",
                    W,
                    sig,
                    compact,
                ],
            ),
            None,
        ),
        assert_(
            or(&eq(&bs1, &i64c(0)), &not(&isnull(&data_a))),
            "ValueError",
            &[
                "A",
                " data pointer is NULL on argument #",
                "0",
                W,
                sig,
                nonnull,
            ],
        ),
        Stmt::if_(
            not(&isnull(&v(&b_strides))),
            assert_(
                or(
                    &eq(&v(&bs), &i64c(1)),
                    &eq(&i64c(1), &sg(DataType::i64(), &v(&b_strides), 0, 17)),
                ),
                "ValueError",
                &[
                    "Mismatched ",
                    "B",
                    ".strides on argument #",
                    "1",
                    W,
                    sig,
                    compact,
                ],
            ),
            None,
        ),
        assert_(
            eq(&v(&dev_id), &sg(DataType::i32(), &hb, 0, 9)),
            "ValueError",
            &[
                "Mismatched ",
                "B.device_id",
                " on argument #",
                "1",
                W,
                sig,
                "`,\n  expected to match ",
                "A.device_id",
            ],
        ),
        assert_(
            or(&eq(&v(&bs), &i64c(0)), &not(&isnull(&data_b))),
            "ValueError",
            &[
                "B",
                " data pointer is NULL on argument #",
                "1",
                W,
                sig,
                nonnull,
            ],
        ),
        assert_(
            eq(&bs1, &sg(DataType::i64(), &v(&a_shape), 0, 17)),
            "ValueError",
            &[
                "Invalid ",
                "A.shape[0]",
                " on argument #",
                "0",
                W,
                sig,
                EXP,
                "B.shape[0] + 1",
            ],
        ),
        assert_(
            eq(&u64c(0), &sg(dt("uint64"), &ha, 0, 8)),
            "ValueError",
            &[
                "Invalid ",
                "A.byte_offset",
                " on argument #",
                "0",
                W,
                sig,
                EXP,
                "0",
            ],
        ),
        assert_(
            eq(&u64c(0), &sg(dt("uint64"), &hb, 0, 8)),
            "ValueError",
            &[
                "Invalid ",
                "B.byte_offset",
                " on argument #",
                "1",
                W,
                sig,
                EXP,
                "0",
            ],
        ),
        Stmt::decl(&ea, data_a.clone()),
        Stmt::decl(&eb, data_b.clone()),
        compute_scope(
            "main",
            Stmt::for_(
                &i2,
                i64c(0),
                v(&bs),
                ForKind::Serial,
                Stmt::store(
                    &eb,
                    Expr::add(
                        &load_nd(&ea, vec![v(&i2)]),
                        &load_nd(&ea, vec![Expr::add(&v(&i2), &i64c(1))]),
                    ),
                    vec![v(&i2)],
                ),
            ),
        ),
        Stmt::ret(i32c(0)),
    ]);
    let b_scope = Stmt::attr(
        AttrNode::Buffer(eb.clone()),
        keys::STORAGE_ALIGNMENT,
        i32c(64),
        attr_expr(
            s("default"),
            keys::DEVICE_ID,
            v(&dev_id),
            attr_expr(s("default"), keys::DEVICE_TYPE, i32c(1), inner),
        ),
    );
    sb.push(b_scope);
    st.push(Stmt::attr(
        AttrNode::Buffer(ea.clone()),
        keys::STORAGE_ALIGNMENT,
        i32c(64),
        Stmt::seq(sb),
    ));
    let expected = packed_func(&abi, Stmt::seq(st), "main", llvm());
    assert_module_eq(&after, &module(vec![("main", expected)]));
}

#[test]
fn buffer_alignment_attached_to_buffer_var() {
    let a = buf_shape("A", "float32", vec![i32c(16)], "global");
    let f = public_func(
        "main",
        vec![Param::Buffer(a.clone())],
        Stmt::evaluate(load_nd(&a, vec![i32c(0)])),
        Some(llvm_host()),
    );
    let after = run(module(vec![("main", f)]));
    let mut all = Vec::new();
    all_stmts(&after.get("main").expect("main").body, &mut all);
    let nodes: Vec<Buffer> = all
        .iter()
        .filter_map(|s| match s.kind() {
            StmtKind::Attr {
                node: AttrNode::Buffer(b),
                key,
                ..
            } if key == keys::STORAGE_ALIGNMENT => Some(b.clone()),
            _ => None,
        })
        .collect();
    let declared: Vec<Buffer> = all
        .iter()
        .filter_map(|s| match s.kind() {
            StmtKind::DeclBuffer { buffer, .. } => Some(buffer.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(nodes.len(), 1);
    assert!(declared.contains(&nodes[0]));
}

// ---------------------------------------------------------------------------
// Other behaviour checked against 0.27.

#[test]
fn device_kernels_and_hostless_targets_are_skipped() {
    let p = Var::new("A_ptr", Type::pointer(dt("float32"), "global"));
    let kernel = public_func(
        "k",
        vec![Param::Var(p.clone())],
        Stmt::evaluate(v(&p)),
        Some(cuda()),
    )
    .with_attr(keys::CALLING_CONV, AttrValue::Int(2));
    let q = Var::new("n", DataType::i32());
    let hostless = public_func(
        "h",
        vec![Param::Var(q.clone())],
        Stmt::evaluate(v(&q)),
        Some(llvm()),
    );
    let before = module(vec![("h", hostless), ("k", kernel)]);
    assert_module_eq(&run(before.clone()), &before);
}

#[test]
fn missing_target_is_an_error() {
    let f = public_func("main", vec![], Stmt::no_op(), None);
    let e = run_err(module(vec![("main", f)]));
    assert!(e.contains("annotated with tvm::attr::kTarget"), "{e}");
    assert!(e.contains("in function main"), "{e}");
}

#[test]
fn undefined_variables_are_reported() {
    let free = Var::new("free_var", DataType::i32());
    let f = public_func("main", vec![], Stmt::evaluate(v(&free)), Some(llvm_host()));
    let e = run_err(module(vec![("main", f)]));
    assert!(
        e.contains(
            "In PrimFunc main variables [free_var] are used, but are not passed in as API arguments"
        ),
        "{e}"
    );
}

/// A constant `elem_offset` whose byte offset does not fit uint64 is an
/// error naming the buffer (it was folded with a wrapping multiplication).
#[test]
fn byte_offset_beyond_uint64_is_an_error() {
    let a = Buffer::from_node(BufferNode {
        elem_offset: Expr::i64(1 << 62),
        ..buf_shape("A", "float64", vec![i32c(4)], "global")
            .node()
            .clone()
    });
    let body = Stmt::store(&a, Expr::float(DataType::float(64), 1.0), vec![i32c(0)]);
    let f = public_func(
        "main",
        vec![Param::Buffer(a.clone())],
        body,
        Some(llvm_host()),
    );
    let e = run_err(module(vec![("main", f)]));
    assert!(e.contains("byte offset 4611686018427387904 * 8"), "{e}");
    assert!(e.contains("not a uint64 value"), "{e}");
}

#[test]
fn unsupported_return_type_is_an_error() {
    let mut f = public_func(
        "main",
        vec![],
        Stmt::ret(Expr::float(DataType::bf16(), 1.0)),
        Some(llvm_host()),
    );
    f.ret_type = Type::Prim(DataType::bf16());
    let e = run_err(module(vec![("main", f)]));
    assert!(e.contains("data type bfloat16 not supported yet"), "{e}");
}

/// 0.27 on `main(a, b, n: int32, x: float64, f: bool, p: handle(f16, shared), u: uint8, q: int64)`
/// with `A = match_buffer(a, (n, m))`, `B = match_buffer(b, (m + 1, 4), int8, strides=(s0, s1))`:
/// the duplicate-variable message, pointer/float64/uint8/int64 decoding, explicit strides,
/// the second tensor's device id check and the rendered expected values.
#[test]
fn mixed_parameters_match_tvm() {
    let target = with_host(&cuda(), &llvm());
    let n = Var::new("n", DataType::i32());
    let m = Var::new("m", DataType::i32());
    let s0 = Var::new("v_1", DataType::i32());
    let s1 = Var::new("v", DataType::i32());
    let a = buf_shape("A", "float32", vec![v(&n), v(&m)], "global");
    let b = Buffer::from_node(BufferNode {
        strides: vec![v(&s0), v(&s1)],
        ..buf_shape(
            "B",
            "int8",
            vec![Expr::add(&v(&m), &i32c(1)), i32c(4)],
            "global",
        )
        .node()
        .clone()
    });
    let x = Var::new("x", dt("float64"));
    let fl = Var::new("f", DataType::bool());
    let p = Var::new("p", Type::pointer(dt("float16"), "shared"));
    let u = Var::new("u", dt("uint8"));
    let q = Var::new("q", DataType::i64());
    let body = |a: &Buffer, b: &Buffer| {
        Stmt::seq(vec![
            Stmt::store(a, f32c(1.0), vec![i32c(0), i32c(0)]),
            Stmt::store(b, Expr::int(dt("int8"), 1), vec![i32c(0), i32c(0)]),
        ])
    };
    let params = |a: &Buffer, b: &Buffer, n: &Var, x: &Var, fl: &Var, p: &Var, u: &Var, q: &Var| {
        vec![
            Param::Buffer(a.clone()),
            Param::Buffer(b.clone()),
            Param::Var(n.clone()),
            Param::Var(x.clone()),
            Param::Var(fl.clone()),
            Param::Var(p.clone()),
            Param::Var(u.clone()),
            Param::Var(q.clone()),
        ]
    };
    let f = public_func(
        "main",
        params(&a, &b, &n, &x, &fl, &p, &u, &q),
        body(&a, &b),
        Some(target),
    );
    let after = run(module(vec![("main", f)]));

    let sig = "main(A: Tensor([n, m], float32), B: Tensor([m + 1, 4], int8), n: int32, x: float64, f: bool, p: T.handle(\"float16\", \"shared\"), u: uint8, q: int64)";
    let abi = Abi::new();
    let n = Var::new("n", DataType::i32());
    let m = Var::new("m", DataType::i32());
    let s0 = Var::new("v_1", DataType::i32());
    let s1 = Var::new("v", DataType::i32());
    let a = buf_shape("A", "float32", vec![v(&n), v(&m)], "global");
    let b = Buffer::from_node(BufferNode {
        strides: vec![v(&s0), v(&s1)],
        ..buf_shape(
            "B",
            "int8",
            vec![Expr::add(&v(&m), &i32c(1)), i32c(4)],
            "global",
        )
        .node()
        .clone()
    });
    let x = Var::new("x", dt("float64"));
    let fl = Var::new("f", DataType::bool());
    let p = Var::new("p", Type::pointer(dt("float16"), "shared"));
    let u = Var::new("u", dt("uint8"));
    let q = Var::new("q", DataType::i64());
    let mut st = abi.count_checks(8, sig);
    let mut handles = Vec::new();
    for (k, name) in ["A", "B"].iter().enumerate() {
        let (ti, bnd) = abi.type_index(name, k as i64);
        st.push(bnd);
        let (cond, hv) = abi.handle_value(&ti, k as i64);
        st.push(abi.mismatch(cond, k as i64, sig, "Tensor"));
        let hvar = Var::new(format!("{name}.handle"), handle());
        st.push(Stmt::bind(&hvar, hv));
        handles.push(hvar);
    }
    let int_check = |t: &Expr| or(&eq(t, &i32c(1)), &eq(t, &i32c(2)));
    // n
    let (ti, bnd) = abi.type_index("n", 2);
    st.push(bnd);
    st.push(abi.mismatch(int_check(&v(&ti)), 2, sig, "int"));
    st.push(Stmt::bind(
        &n,
        cast(DataType::i32(), &sg(DataType::i64(), &abi.a(), 2, 15)),
    ));
    // x: float64
    let (ti, bnd) = abi.type_index("x", 3);
    st.push(bnd);
    let t = v(&ti);
    st.push(abi.mismatch(
        or(&or(&eq(&t, &i32c(3)), &eq(&t, &i32c(1))), &eq(&t, &i32c(2))),
        3,
        sig,
        "float",
    ));
    st.push(Stmt::bind(
        &x,
        Expr::select(
            &eq(&t, &i32c(3)),
            &sg(dt("float64"), &abi.a(), 3, 15),
            &cast(dt("float64"), &sg(DataType::i64(), &abi.a(), 3, 15)),
        ),
    ));
    // f: bool
    let (ti, bnd) = abi.type_index("f", 4);
    st.push(bnd);
    let t = v(&ti);
    st.push(abi.mismatch(or(&eq(&t, &i32c(2)), &eq(&t, &i32c(1))), 4, sig, "boolean"));
    st.push(Stmt::bind(
        &fl,
        cast(DataType::bool(), &sg(DataType::i64(), &abi.a(), 4, 15)),
    ));
    // p: pointer
    let (ti, bnd) = abi.type_index("p", 5);
    st.push(bnd);
    let (cond, hv) = abi.handle_value(&ti, 5);
    st.push(abi.mismatch(cond, 5, sig, "pointer"));
    st.push(Stmt::bind(&p, reinterpret(p.ty().clone(), &hv)));
    // u: uint8
    let (ti, bnd) = abi.type_index("u", 6);
    st.push(bnd);
    st.push(abi.mismatch(int_check(&v(&ti)), 6, sig, "int"));
    st.push(Stmt::bind(
        &u,
        cast(dt("uint8"), &sg(DataType::i64(), &abi.a(), 6, 15)),
    ));
    // q: int64
    let (ti, bnd) = abi.type_index("q", 7);
    st.push(bnd);
    st.push(abi.mismatch(int_check(&v(&ti)), 7, sig, "int"));
    st.push(Stmt::bind(&q, sg(DataType::i64(), &abi.a(), 7, 15)));

    let p64 = Type::pointer(DataType::i64(), "global");
    let head = |st: &mut Vec<Stmt>, h: &Expr, name: &str, idx: &str, code: (i64, i64, &str)| {
        st.push(assert_(
            not(&isnull(h)),
            "TypeError",
            &["Mismatched type on argument #", idx, W, sig, EXP, "Tensor"],
        ));
        st.push(assert_(
            eq(&i32c(2), &sg(DataType::i32(), h, 0, 4)),
            "ValueError",
            &[
                "Mismatched ",
                name,
                ".ndim on argument #",
                idx,
                W,
                sig,
                EXP,
                "2",
            ],
        ));
        st.push(assert_(
            and(
                &and(
                    &eq(&sg(dt("uint8"), h, 0, 5), &u8c(code.0)),
                    &eq(&sg(dt("uint8"), h, 0, 6), &u8c(code.1)),
                ),
                &eq(&sg(dt("uint16"), h, 0, 7), &u16c(1)),
            ),
            "TypeError",
            &[
                "Mismatched ",
                name,
                ".dtype on argument #",
                idx,
                W,
                sig,
                EXP,
                code.2,
            ],
        ));
    };
    let ha = v(&handles[0]);
    let hb = v(&handles[1]);
    head(&mut st, &ha, "A", "0", (2, 32, "float32"));
    let a_shape = Var::new("main.A_shape", p64.clone());
    st.push(Stmt::bind(&a_shape, sg(p64.clone(), &ha, 0, 2)));
    let a_dim = |k: i64| cast(DataType::i32(), &sg(DataType::i64(), &v(&a_shape), k, 17));
    st.push(Stmt::bind(&m, a_dim(1)));
    let a_strides = Var::new("main.A_strides", p64.clone());
    st.push(Stmt::bind(&a_strides, sg(p64.clone(), &ha, 0, 3)));
    st.push(assert_(
        eq(&sg(DataType::i32(), &ha, 0, 10), &i32c(2)),
        "ValueError",
        &[
            "Mismatched ",
            "A",
            ".device_type on argument #",
            "0",
            W,
            sig,
            EXP,
            "cuda",
        ],
    ));
    let dev_id = Var::new("dev_id", DataType::i32());
    st.push(Stmt::bind(&dev_id, sg(DataType::i32(), &ha, 0, 9)));

    let mut sb = Vec::new();
    head(&mut sb, &hb, "B", "1", (0, 8, "int8"));
    let b_shape = Var::new("main.B_shape", p64.clone());
    sb.push(Stmt::bind(&b_shape, sg(p64.clone(), &hb, 0, 2)));
    let b_strides = Var::new("main.B_strides", p64.clone());
    sb.push(Stmt::bind(&b_strides, sg(p64.clone(), &hb, 0, 3)));
    let b_null = isnull(&v(&b_strides));
    let b_stride = |k: i64| cast(DataType::i32(), &sg(DataType::i64(), &v(&b_strides), k, 17));
    let b_dim = |k: i64| cast(DataType::i32(), &sg(DataType::i64(), &v(&b_shape), k, 17));
    sb.push(Stmt::bind(&s1, ite(&b_null, &i32c(1), &b_stride(1))));
    sb.push(Stmt::bind(&s0, ite(&b_null, &b_dim(1), &b_stride(0))));
    sb.push(assert_(
        eq(&sg(DataType::i32(), &hb, 0, 10), &i32c(2)),
        "ValueError",
        &[
            "Mismatched ",
            "B",
            ".device_type on argument #",
            "1",
            W,
            sig,
            EXP,
            "cuda",
        ],
    ));
    let data_a = reinterpret(
        Type::pointer(dt("float32"), "global"),
        &sg(handle(), &ha, 0, 1),
    );
    let data_b = reinterpret(
        Type::pointer(dt("int8"), "global"),
        &sg(handle(), &hb, 0, 1),
    );
    let m1 = Expr::add(&v(&m), &i32c(1));
    let a_stride = |k: i64| cast(DataType::i32(), &sg(DataType::i64(), &v(&a_strides), k, 17));
    let inner = Stmt::seq(vec![
        assert_(
            eq(&v(&n), &a_dim(0)),
            "ValueError",
            &[
                "Mismatched ",
                "A.shape[0]",
                " on argument #",
                "0",
                W,
                sig,
                "`,\n  expected to match ",
                "n",
            ],
        ),
        Stmt::if_(
            not(&isnull(&v(&a_strides))),
            assert_(
                and(
                    &or(&eq(&v(&m), &i32c(1)), &eq(&i32c(1), &a_stride(1))),
                    &or(&eq(&v(&n), &i32c(1)), &eq(&v(&m), &a_stride(0))),
                ),
                "ValueError",
                &[
                    "Mismatched ",
                    "A",
                    ".strides on argument #",
                    "0",
                    W,
                    sig,
                    "`,\n  expected to be compact array",
                ],
            ),
            None,
        ),
        assert_(
            or(
                &eq(&Expr::mul(&v(&n), &v(&m)), &i32c(0)),
                &not(&isnull(&data_a)),
            ),
            "ValueError",
            &[
                "A",
                " data pointer is NULL on argument #",
                "0",
                W,
                sig,
                "`,\n  expected non-NULL data pointer",
            ],
        ),
        assert_(
            eq(&v(&dev_id), &sg(DataType::i32(), &hb, 0, 9)),
            "ValueError",
            &[
                "Mismatched ",
                "B.device_id",
                " on argument #",
                "1",
                W,
                sig,
                "`,\n  expected to match ",
                "A.device_id",
            ],
        ),
        assert_(
            or(
                &eq(&Expr::mul(&m1, &i32c(4)), &i32c(0)),
                &not(&isnull(&data_b)),
            ),
            "ValueError",
            &[
                "B",
                " data pointer is NULL on argument #",
                "1",
                W,
                sig,
                "`,\n  expected non-NULL data pointer",
            ],
        ),
        assert_(
            eq(&u64c(0), &sg(dt("uint64"), &ha, 0, 8)),
            "ValueError",
            &[
                "Invalid ",
                "A.byte_offset",
                " on argument #",
                "0",
                W,
                sig,
                EXP,
                "0",
            ],
        ),
        assert_(
            eq(&m1, &b_dim(0)),
            "ValueError",
            &[
                "Invalid ",
                "B.shape[0]",
                " on argument #",
                "1",
                W,
                sig,
                EXP,
                "A.shape[1] + 1",
            ],
        ),
        assert_(
            eq(&b_dim(1), &i32c(4)),
            "ValueError",
            &[
                "Invalid ",
                "B.shape[1]",
                " on argument #",
                "1",
                W,
                sig,
                EXP,
                "4",
            ],
        ),
        assert_(
            eq(&u64c(0), &sg(dt("uint64"), &hb, 0, 8)),
            "ValueError",
            &[
                "Invalid ",
                "B.byte_offset",
                " on argument #",
                "1",
                W,
                sig,
                EXP,
                "0",
            ],
        ),
        Stmt::decl(&a, data_a.clone()),
        Stmt::decl(&b, data_b.clone()),
        Stmt::evaluate(call(
            DataType::i32(),
            "call_packed",
            vec![s("__tvm_set_device"), i32c(2), v(&dev_id)],
        )),
        compute_scope("main", body(&a, &b)),
        Stmt::ret(i32c(0)),
    ]);
    sb.push(Stmt::attr(
        AttrNode::Buffer(b.clone()),
        keys::STORAGE_ALIGNMENT,
        i32c(64),
        attr_expr(
            s("default"),
            keys::DEVICE_ID,
            v(&dev_id),
            attr_expr(s("default"), keys::DEVICE_TYPE, i32c(2), inner),
        ),
    ));
    st.push(Stmt::attr(
        AttrNode::Buffer(a.clone()),
        keys::STORAGE_ALIGNMENT,
        i32c(64),
        Stmt::seq(sb),
    ));
    let expected = packed_func(&abi, Stmt::seq(st), "main", llvm());
    let _ = (&x, &fl, &p, &u, &q);
    assert_module_eq(&after, &module(vec![("main", expected)]));
}

/// 0.27 (oracle case `strided_buffer`): `A = match_buffer(a, (4, 4), int32,
/// strides=(s0, 1), elem_offset=off, offset_factor=4)`.
#[test]
fn strided_buffer_with_elem_offset() {
    let mk = |s0: &Var, off: &Var| {
        Buffer::from_node(BufferNode {
            strides: vec![v(s0), i32c(1)],
            elem_offset: v(off),
            offset_factor: 4,
            ..buf_shape("A", "int32", vec![i32c(4), i32c(4)], "global")
                .node()
                .clone()
        })
    };
    let body = |a: &Buffer| {
        let i = Var::new("i", DataType::i32());
        let j = Var::new("j", DataType::i32());
        for_(
            &i,
            4,
            for_(
                &j,
                4,
                Stmt::store(a, Expr::add(&v(&i), &v(&j)), vec![v(&i), v(&j)]),
            ),
        )
    };
    let s0 = Var::new("s0", DataType::i32());
    let off = Var::new("off", DataType::i32());
    let a = mk(&s0, &off);
    let f = public_func(
        "main",
        vec![Param::Buffer(a.clone())],
        body(&a),
        Some(llvm_host()),
    );
    let after = run(module(vec![("main", f)]));

    let sig = "main(A: Tensor([4, 4], int32))";
    let abi = Abi::new();
    let s0 = Var::new("s0", DataType::i32());
    let off = Var::new("off", DataType::i32());
    let a = mk(&s0, &off);
    let mut st = abi.count_checks(1, sig);
    let (ti, bnd) = abi.type_index("A", 0);
    st.push(bnd);
    let (cond, hv) = abi.handle_value(&ti, 0);
    st.push(abi.mismatch(cond, 0, sig, "Tensor"));
    let hvar = Var::new("A.handle", handle());
    st.push(Stmt::bind(&hvar, hv));
    let h = v(&hvar);
    st.push(abi.mismatch(not(&isnull(&h)), 0, sig, "Tensor"));
    st.push(assert_(
        eq(&i32c(2), &sg(DataType::i32(), &h, 0, 4)),
        "ValueError",
        &[
            "Mismatched ",
            "A",
            ".ndim on argument #",
            "0",
            W,
            sig,
            EXP,
            "2",
        ],
    ));
    st.push(assert_(
        and(
            &and(
                &eq(&sg(dt("uint8"), &h, 0, 5), &u8c(0)),
                &eq(&sg(dt("uint8"), &h, 0, 6), &u8c(32)),
            ),
            &eq(&sg(dt("uint16"), &h, 0, 7), &u16c(1)),
        ),
        "TypeError",
        &[
            "Mismatched ",
            "A",
            ".dtype on argument #",
            "0",
            W,
            sig,
            EXP,
            "int32",
        ],
    ));
    let p64 = Type::pointer(DataType::i64(), "global");
    let shape = Var::new("main.A_shape", p64.clone());
    st.push(Stmt::bind(&shape, sg(p64.clone(), &h, 0, 2)));
    let strides = Var::new("main.A_strides", p64.clone());
    st.push(Stmt::bind(&strides, sg(p64.clone(), &h, 0, 3)));
    let null = isnull(&v(&strides));
    let dim = |p: &Var, k: i64| cast(DataType::i32(), &sg(DataType::i64(), &v(p), k, 17));
    st.push(Stmt::bind(
        &s0,
        ite(&null, &dim(&shape, 1), &dim(&strides, 0)),
    ));
    st.push(Stmt::bind(
        &off,
        cast(
            DataType::i32(),
            &Expr::binary(BinOp::Div, &sg(dt("uint64"), &h, 0, 8), &u64c(4)),
        ),
    ));
    st.push(assert_(
        eq(&Expr::binary(BinOp::Mod, &v(&off), &i32c(4)), &i32c(0)),
        "ValueError",
        &[
            "Misaligned Tensor data on argument #",
            "0",
            W,
            sig,
            "`,\n  expected data alignment=",
            "16",
            " bytes",
        ],
    ));
    st.push(assert_(
        eq(&sg(DataType::i32(), &h, 0, 10), &i32c(1)),
        "ValueError",
        &[
            "Mismatched ",
            "A",
            ".device_type on argument #",
            "0",
            W,
            sig,
            EXP,
            "cpu",
        ],
    ));
    let dev_id = Var::new("dev_id", DataType::i32());
    st.push(Stmt::bind(&dev_id, sg(DataType::i32(), &h, 0, 9)));
    let data = reinterpret(
        Type::pointer(dt("int32"), "global"),
        &sg(handle(), &h, 0, 1),
    );
    let inv = |what: &str, expected: &str, c: Expr| {
        assert_(
            c,
            "ValueError",
            &[
                "Invalid ",
                what,
                " on argument #",
                "0",
                W,
                sig,
                EXP,
                expected,
            ],
        )
    };
    let inner = Stmt::seq(vec![
        assert_(
            not(&isnull(&data)),
            "ValueError",
            &[
                "A",
                " data pointer is NULL on argument #",
                "0",
                W,
                sig,
                "`,\n  expected non-NULL data pointer",
            ],
        ),
        inv("A.shape[0]", "4", eq(&dim(&shape, 0), &i32c(4))),
        inv("A.shape[1]", "4", eq(&dim(&shape, 1), &i32c(4))),
        inv(
            "A.strides[1]",
            "1",
            eq(&ite(&null, &i32c(1), &dim(&strides, 1)), &i32c(1)),
        ),
        Stmt::decl(&a, data.clone()),
        compute_scope("main", body(&a)),
        Stmt::ret(i32c(0)),
    ]);
    st.push(Stmt::attr(
        AttrNode::Buffer(a.clone()),
        keys::STORAGE_ALIGNMENT,
        i32c(64),
        attr_expr(
            s("default"),
            keys::DEVICE_ID,
            v(&dev_id),
            attr_expr(s("default"), keys::DEVICE_TYPE, i32c(1), inner),
        ),
    ));
    let expected = packed_func(&abi, Stmt::seq(st), "main", llvm());
    assert_module_eq(&after, &module(vec![("main", expected)]));
}

/// The messages of the golden error cases whose text differs from TVM's only
/// in formatting (`[n]` for TVM's `(n,)`; TVM fails a Cast check on vectors).
#[test]
fn golden_error_cases_name_the_problem() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/passes/MakePackedAPI");
    let err = |case: &str| {
        let path = dir.join(case);
        let text = std::fs::read_to_string(&path).expect("case file");
        let m = tirsat::script::reader::parse_module(&text, &path.display().to_string())
            .expect("case parses");
        run_err(m)
    };
    let e = err("undefined_variable.py");
    assert!(
        e.contains(
            "In PrimFunc main variables [n] are used, but are not passed in as API arguments"
        ),
        "{e}"
    );
    let e = err("unsupported_return_type.py");
    assert!(e.contains("data type int32x4 not supported yet"), "{e}");
}
