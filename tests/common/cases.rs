//! Test cases shared by the fused and the three-pass split tests (the rows
//! TVM ran through both SplitHostDevice and LowerDeviceKernelLaunch).

use super::*;
use tirsat::ir::*;

/// `main(A)` (target llvm) calling `kernel(A_data)` (target cuda); the kernel
/// body is built by `kbody(A_data)`.
pub fn lower_module(
    kernel_body: impl Fn(&Var) -> Stmt,
    kernel_params: impl Fn(&Var) -> Vec<Param>,
    call_args: impl Fn(&Buffer) -> Vec<Expr>,
    kernel_attrs: impl Fn(PrimFunc) -> PrimFunc,
) -> (IRModule, Buffer) {
    let a = buf("A", f32(), &[16]);
    let main_body = direct_call("kernel", call_args(&a));
    let main = public("main", func(vec![pb(&a)], main_body, Some(&target("llvm"))));
    let a_data = ptr("A_data", f32());
    let k = kernel_attrs(func(
        kernel_params(&a_data),
        kernel_body(&a_data),
        Some(&target("cuda")),
    ));
    (module(vec![("main", main), ("kernel", k)]), a)
}

pub fn simple_kernel_body(a_data: &Var) -> Stmt {
    let a = buf("A", f32(), &[16]);
    seq(vec![
        Stmt::decl(&a, e(a_data)),
        store(&a, fconst(0.0), Expr::i32(0)),
    ])
}

pub fn lower_device_kernel_launch_case(
    pass: &str,
    expect_launch: impl Fn(&str, Vec<Expr>, &[&str]) -> Stmt,
) {
    // test_lower_device_kernel_launch
    let (before, a) = lower_module(
        simple_kernel_body,
        |p| vec![pv(p)],
        |a| vec![Expr::buffer_data(a)],
        |f| f,
    );
    let after = run(pass, before.clone()).unwrap();
    let main = public(
        "main",
        func(
            vec![pb(&a)],
            expect_launch("kernel", vec![Expr::buffer_data(&a)], &[]),
            Some(&target("llvm")),
        ),
    );
    let (kb, _) = lower_module(
        simple_kernel_body,
        |p| vec![pv(p)],
        |a| vec![Expr::buffer_data(a)],
        |f| f,
    );
    let k = launched(kb.get("kernel").unwrap().clone(), "kernel", &[]);
    assert_module_eq(&after, &module(vec![("main", main), ("kernel", k)]));
    assert!(!after.get("kernel").unwrap().has_flag(keys::NOALIAS));
}

pub fn same_device_different_target_case(pass: &str) {
    let a = buf("A", f32(), &[16]);
    let main = public(
        "main",
        func(
            vec![pb(&a)],
            direct_call("kernel", vec![Expr::buffer_data(&a)]),
            Some(&target("llvm")),
        ),
    );
    let a_data = ptr("A_data", f32());
    let kf = func(
        vec![pv(&a_data)],
        simple_kernel_body(&a_data),
        Some(&target("c")),
    );
    let after = run(pass, module(vec![("main", main), ("kernel", kf.clone())])).unwrap();
    let call = Expr::call_extern(Type::Void, "kernel", vec![Expr::buffer_data(&a)]);
    let expected_main = public(
        "main",
        func(vec![pb(&a)], Stmt::evaluate(call), Some(&target("llvm"))),
    );
    let k = public("kernel", flag(kf, keys::IS_GLOBAL_FUNC));
    assert_module_eq(
        &after,
        &module(vec![("main", expected_main), ("kernel", k)]),
    );
    assert!(
        after
            .get("kernel")
            .unwrap()
            .attr(keys::CALLING_CONV)
            .is_none()
    );
}

pub fn bind_before_thread_extent_case(
    pass: &str,
    expect_launch: impl Fn(&str, Vec<Expr>, &[&str]) -> Stmt,
) {
    let n = var("n", i32());
    let body = |a_data: &Var, n: &Var| {
        let a = buf("A", f32(), &[16]);
        let v = var("v", i32());
        let tx = thread("i", "threadIdx.x");
        seq(vec![
            Stmt::decl(&a, e(a_data)),
            Stmt::bind(&v, Expr::add(&e(n), &Expr::i32(1))),
            launch(&tx, e(&v), store(&a, fconst(0.0), e(tx.var()))),
        ])
    };
    let a = buf("A", f32(), &[16]);
    let main = public(
        "main",
        func(
            vec![pb(&a), pv(&n)],
            direct_call("kernel", vec![Expr::buffer_data(&a), e(&n)]),
            Some(&target("llvm")),
        ),
    );
    let a_data = ptr("A_data", f32());
    let kn = var("n", i32());
    let kf = func(
        vec![pv(&a_data), pv(&kn)],
        body(&a_data, &kn),
        Some(&target("cuda")),
    );
    let after = run(pass, module(vec![("main", main), ("kernel", kf.clone())])).unwrap();
    let launch_args = vec![
        Expr::buffer_data(&a),
        e(&n),
        Expr::add(&e(&n), &Expr::i32(1)),
    ];
    let expected_main = public(
        "main",
        func(
            vec![pb(&a), pv(&n)],
            expect_launch("kernel", launch_args, &["threadIdx.x"]),
            Some(&target("llvm")),
        ),
    );
    let k = launched(kf, "kernel", &["threadIdx.x"]);
    assert_module_eq(
        &after,
        &module(vec![("main", expected_main), ("kernel", k)]),
    );
}
