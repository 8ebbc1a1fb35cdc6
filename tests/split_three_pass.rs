//! The three separate passes of TVM PR #19605: AnnotateDeviceRegions,
//! SplitHostDeviceOnly (the pre-fusion SplitHostDevice) and
//! LowerDeviceKernelLaunch (tvm-test-catalog.md §7.1-7.3), with the PR's two
//! host-caller fixes.

mod common;

use common::cases::*;
use common::*;
use tirsat::analysis::use_def::undefined_in_func;
use tirsat::ir::builtin;
use tirsat::ir::*;
use tirsat::transform::PassError;

const ANNOTATE: &str = "AnnotateDeviceRegions";
const SPLIT_ONLY: &str = "SplitHostDeviceOnly";
const LOWER: &str = "LowerDeviceKernelLaunch";

fn ok(r: Result<IRModule, PassError>) -> IRModule {
    match r {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    }
}

/// AnnotateDeviceRegions, SplitHostDeviceOnly, LowerDeviceKernelLaunch.
fn three_pass(m: IRModule) -> Result<IRModule, PassError> {
    run(LOWER, run(SPLIT_ONLY, run(ANNOTATE, m)?)?)
}

// ---- AnnotateDeviceRegions (§7.1) ---------------------------------------------

#[test]
fn annotate_thread_extent() {
    let a = buf("A", f32(), &[16]);
    let i = thread("i", "threadIdx.x");
    let body = launch(&i, Expr::i32(16), store(&a, fconst(0.0), e(i.var())));
    let before = module(vec![(
        "main",
        public("main", func(vec![pb(&a)], body.clone(), Some(&cuda_host()))),
    )]);
    let expected = module(vec![(
        "main",
        public(
            "main",
            func(
                vec![pb(&a)],
                target_region(&target("cuda"), body),
                Some(&cuda_host()),
            ),
        ),
    )]);
    assert_module_eq(&ok(run(ANNOTATE, before)), &expected);
}

#[test]
fn annotate_device_scope() {
    let a = buf("A", f32(), &[16]);
    let body = attr0(
        keys::DEVICE_SCOPE,
        Expr::i32(0),
        store(&a, fconst(0.0), Expr::i32(0)),
    );
    let before = module(vec![(
        "main",
        public("main", func(vec![pb(&a)], body.clone(), Some(&cuda_host()))),
    )]);
    let expected = module(vec![(
        "main",
        public(
            "main",
            func(
                vec![pb(&a)],
                target_region(&target("cuda"), body),
                Some(&cuda_host()),
            ),
        ),
    )]);
    assert_module_eq(&ok(run(ANNOTATE, before)), &expected);
}

#[test]
fn annotate_only_outermost_and_keeps_existing_regions() {
    let a = buf("A", f32(), &[16]);
    let bx = thread("bx", "blockIdx.x");
    let tx = thread("tx", "threadIdx.x");
    let nested = launch(
        &bx,
        Expr::i32(4),
        launch(&tx, Expr::i32(16), store(&a, fconst(0.0), e(tx.var()))),
    );
    let explicit = target_region(
        &target("llvm"),
        attr0(keys::DEVICE_SCOPE, Expr::i32(0), Stmt::no_op()),
    );
    let body = seq(vec![nested.clone(), explicit.clone()]);
    let before = module(vec![("main", func(vec![pb(&a)], body, Some(&cuda_host())))]);
    let expected_body = seq(vec![
        target_region(&target("cuda"), nested.clone()),
        explicit,
    ]);
    let expected = module(vec![(
        "main",
        func(vec![pb(&a)], expected_body, Some(&cuda_host())),
    )]);
    assert_module_eq(&ok(run(ANNOTATE, before)), &expected);
    // without a host nothing is annotated
    let no_host = module(vec![(
        "main",
        func(vec![pb(&a)], nested, Some(&target("cuda"))),
    )]);
    assert_module_eq(&ok(run(ANNOTATE, no_host.clone())), &no_host);
}

#[test]
fn annotate_requires_target() {
    let err = expect_err(run(
        ANNOTATE,
        module(vec![("main", func(vec![], Stmt::no_op(), None))]),
    ));
    assert_eq!(
        err.to_string(),
        "AnnotateDeviceRegions: in function main: Require the target attribute"
    );
}

// ---- LowerDeviceKernelLaunch alone (§7.2) ------------------------------------------

#[test]
fn lower_device_kernel_launch() {
    lower_device_kernel_launch_case(LOWER, |s, args, _| packed_launch(s, args));
}

#[test]
fn externally_visible_kernel_launch() {
    let (before, a) = lower_module(
        simple_kernel_body,
        |p| vec![pv(p)],
        |a| vec![Expr::buffer_data(a)],
        |f| public("kernel_by_another_name", f),
    );
    let after = ok(run(LOWER, before));
    let expected = packed_launch("kernel_by_another_name", vec![Expr::buffer_data(&a)]);
    let main = public("main", func(vec![pb(&a)], expected, Some(&target("llvm"))));
    assert_module_eq(
        &module(vec![("main", after.get("main").unwrap().clone())]),
        &module(vec![("main", main)]),
    );
    assert_eq!(
        after.get("kernel").unwrap().global_symbol(),
        Some("kernel_by_another_name")
    );
}

#[test]
fn collect_launch_parameter() {
    let body = |a_data: &Var| {
        let a = buf("A", f32(), &[16]);
        let tx = thread("i", "threadIdx.x");
        seq(vec![
            Stmt::decl(&a, e(a_data)),
            launch(&tx, Expr::i32(16), store(&a, fconst(0.0), e(tx.var()))),
        ])
    };
    let (before, a) = lower_module(body, |p| vec![pv(p)], |a| vec![Expr::buffer_data(a)], |f| f);
    let kernel_before = before.get("kernel").unwrap().clone();
    let after = ok(run(LOWER, before));
    let main = public(
        "main",
        func(
            vec![pb(&a)],
            packed_launch("kernel", vec![Expr::buffer_data(&a), Expr::i32(16)]),
            Some(&target("llvm")),
        ),
    );
    let k = launched(kernel_before, "kernel", &["threadIdx.x"]);
    assert_module_eq(&after, &module(vec![("main", main), ("kernel", k)]));
}

#[test]
fn same_device_different_target() {
    same_device_different_target_case(LOWER);
}

#[test]
fn bind_before_thread_extent() {
    bind_before_thread_extent_case(LOWER, |s, args, _| packed_launch(s, args));
}

// ---- SplitHostDeviceOnly (§7.3) ---------------------------------------------------

fn explicit_region(device: &Target) -> IRModule {
    let n = var("n", i32());
    let host_target = with_host(&target("cuda"), &target("llvm -opt-level=0"));
    let main = public(
        "main",
        func(
            vec![pv(&n)],
            target_region(device, Stmt::evaluate(e(&n))),
            Some(&host_target),
        ),
    );
    module(vec![("main", main)])
}

#[test]
fn split_only_keeps_a_direct_call_to_a_private_kernel() {
    let after = ok(run(SPLIT_ONLY, explicit_region(&target("cuda"))));
    let host_target = with_host(&target("cuda"), &target("llvm -opt-level=0"));
    let n = var("n", i32());
    let host = public(
        "main",
        func(
            vec![pv(&n)],
            direct_call("main_kernel", vec![e(&n)]),
            Some(&host_target),
        ),
    );
    let kn = var("n", i32());
    let k = kernel(vec![pv(&kn)], Stmt::evaluate(e(&kn)), &target("cuda"));
    assert_module_eq(&after, &module(vec![("main", host), ("main_kernel", k)]));
}

#[test]
fn split_only_on_cpu() {
    let after = ok(run(SPLIT_ONLY, explicit_region(&target("llvm"))));
    let host_target = with_host(&target("cuda"), &target("llvm -opt-level=0"));
    let n = var("n", i32());
    let call = Expr::call_global(i32(), "main_kernel", vec![e(&n)]);
    let host = public(
        "main",
        func(vec![pv(&n)], checked_call(call), Some(&host_target)),
    );
    let kn = var("n", i32());
    let kbody = seq(vec![Stmt::evaluate(e(&kn)), Stmt::ret(Expr::i32(0))]);
    let k = returns_i32(kernel(vec![pv(&kn)], kbody, &target("llvm")));
    assert_module_eq(&after, &module(vec![("main", host), ("main_kernel", k)]));
}

#[test]
fn ssa_across_entire_module_three_pass() {
    let i = var("i", i32());
    let j = var("j", i32());
    let inner = Stmt::for_(
        &j,
        Expr::i32(0),
        Expr::i32(16),
        ForKind::Serial,
        Stmt::evaluate(e(&i)),
    );
    let body = Stmt::for_(
        &i,
        Expr::i32(0),
        Expr::i32(16),
        ForKind::Serial,
        attr0(keys::DEVICE_SCOPE, Expr::i32(0), inner),
    );
    let after = ok(three_pass(module(vec![(
        "main",
        public("main", func(vec![], body, Some(&cuda_host()))),
    )])));
    let StmtKind::For {
        var: host_i, body, ..
    } = after.get("main").unwrap().body.kind()
    else {
        panic!("host body")
    };
    let kernel_i = after.get("main_kernel").unwrap().params[0]
        .as_var()
        .unwrap();
    assert_ne!(host_i, kernel_i);
    // the call inside the loop is a packed launch passing the host's loop variable
    let StmtKind::Evaluate(call) = body.kind() else {
        panic!("loop body")
    };
    let args = call.as_builtin_call(builtin::CALL_PACKED).expect("launch");
    assert_eq!(args[1].as_var(), Some(host_i));
}

#[test]
fn split_only_symbolic_var_parameter() {
    let m = var("m", DataType::i64());
    let a = buf_shape("A", f32(), vec![e(&m)], "global");
    let bx = thread("i", "blockIdx.x");
    let body = target_region(
        &target("cuda"),
        launch(&bx, e(&m), store(&a, fconst(0.0), e(bx.var()))),
    );
    let after = ok(run(
        SPLIT_ONLY,
        module(vec![(
            "main",
            public("main", func(vec![pb(&a)], body, Some(&cuda_host()))),
        )]),
    ));
    let k = after.get("main_kernel").unwrap();
    let names: Vec<&str> = k.params.iter().map(Param::name).collect();
    assert_eq!(names, ["A_ptr", "m"]);
    assert!(undefined_in_func(k).unwrap().is_empty());
    assert!(k.global_symbol().is_none());
    assert!(k.attr(keys::CALLING_CONV).is_none());
}

#[test]
fn split_only_propagates_persistent_kernel() {
    let a = buf("A", f32(), &[16]);
    let tx = thread("tx", "threadIdx.x");
    let body = target_region(
        &target("cuda"),
        launch(&tx, Expr::i32(16), store(&a, fconst(0.0), e(tx.var()))),
    );
    let f = flag(
        flag(
            public("main", func(vec![pb(&a)], body, Some(&cuda_host()))),
            keys::PERSISTENT_KERNEL,
        ),
        keys::S_TIR,
    )
    .with_attr(keys::NUM_INPUTS, AttrValue::Int(1));
    let m = module(vec![("main", f)]);
    let legacy = ok(run(SPLIT_ONLY, m.clone()));
    let k = legacy.get("main_kernel").unwrap();
    assert!(k.has_flag(keys::PERSISTENT_KERNEL));
    assert!(k.has_flag(keys::S_TIR));
    assert_eq!(k.attr(keys::NUM_INPUTS), Some(&AttrValue::Int(1)));
    // TVM 0.27's fused pass does not copy it
    let fused = ok(run("SplitHostDevice", m));
    assert!(
        !fused
            .get("main_kernel")
            .unwrap()
            .has_flag(keys::PERSISTENT_KERNEL)
    );
}

/// The three passes and the fused pass agree except for the launch op.
#[test]
fn three_pass_matches_fused_up_to_launch_op() {
    let a = buf("A", f32(), &[16]);
    let n = var("n", i32());
    let tx = thread("tx", "threadIdx.x");
    let sh = buf_shape("S", f32(), vec![Expr::i32(16)], "shared.dyn");
    let inner = seq(vec![
        Stmt::alloc(&sh),
        store(&sh, Expr::cast(f32(), &e(&n)), e(tx.var())),
        store(&a, load(&sh, e(tx.var())), e(tx.var())),
    ]);
    let body = launch(&tx, Expr::i32(16), inner);
    let m = module(vec![(
        "main",
        public("main", func(vec![pb(&a), pv(&n)], body, Some(&cuda_host()))),
    )]);
    let three = ok(three_pass(m.clone()));
    let fused = ok(run("SplitHostDevice", m));
    assert_module_eq(
        &module(vec![(
            "main_kernel",
            three.get("main_kernel").unwrap().clone(),
        )]),
        &module(vec![(
            "main_kernel",
            fused.get("main_kernel").unwrap().clone(),
        )]),
    );
    let launch_args = |m: &IRModule, op: &str| -> Vec<Expr> {
        let StmtKind::Evaluate(call) = m.get("main").unwrap().body.kind() else {
            panic!("launch")
        };
        call.as_builtin_call(tirsat::ir::Op::from_name(op).expect(op))
            .expect(op)
            .to_vec()
    };
    let packed = launch_args(&three, "call_packed");
    let ffi = launch_args(&fused, "call_ffi_kernel");
    assert_eq!(packed.len(), 5);
    // the operands agree except the shared memory size type (int32 in the PR, int64 in 0.27)
    for (x, y) in packed[..4].iter().zip(&ffi[..4]) {
        assert!(
            tirsat::ir::equal::expr_equal(x, y).is_ok(),
            "{x:?} vs {y:?}"
        );
    }
    assert_eq!(packed[4], Expr::i32(64));
    assert_eq!(ffi[4], Expr::i64(64));
}

// ---- the two host-caller fixes of PR #19605 ----------------------------------------

/// Fix 1: a host caller launches a real kernel even when the kernel's target
/// equals the caller's target without its host.
#[test]
fn host_caller_always_launches_a_real_kernel() {
    let a = buf("A", f32(), &[16]);
    let i = thread("i", "threadIdx.x");
    let body = launch(&i, Expr::i32(16), store(&a, fconst(0.0), e(i.var())));
    let m = module(vec![(
        "main",
        public("main", func(vec![pb(&a)], body, Some(&cuda_host()))),
    )]);
    let after = ok(three_pass(m));
    let host = public(
        "main",
        func(
            vec![pb(&a)],
            packed_launch("main_kernel", vec![Expr::buffer_data(&a), Expr::i32(16)]),
            Some(&cuda_host()),
        ),
    );
    let a_ptr = ptr("A_ptr", f32());
    let ka = a.fresh_copy();
    let ki = thread("i", "threadIdx.x");
    let kbody = seq(vec![
        Stmt::decl(&ka, e(&a_ptr)),
        launch(&ki, Expr::i32(16), store(&ka, fconst(0.0), e(ki.var()))),
    ]);
    let k = launched(
        kernel(vec![pv(&a_ptr)], kbody, &target("cuda")),
        "main_kernel",
        &["threadIdx.x"],
    );
    assert_module_eq(&after, &module(vec![("main", host), ("main_kernel", k)]));
}

/// Fix 1 where it matters once host targets are compared: a CPU kernel with a
/// thread extent, whose target equals the caller's host target, is still
/// launched (not called directly); the kernel then returns nothing.
#[test]
fn host_caller_launches_kernel_of_its_host_target() {
    let a = buf("A", f32(), &[16]);
    let tx = thread("tx", "threadIdx.x");
    let region = target_region(
        &target("llvm"),
        launch(&tx, Expr::i32(16), store(&a, fconst(0.0), e(tx.var()))),
    );
    let m = module(vec![(
        "main",
        public("main", func(vec![pb(&a)], region, Some(&cuda_host()))),
    )]);
    for (pass, op) in [
        (LOWER, "call_packed"),
        ("SplitHostDevice", "call_ffi_kernel"),
    ] {
        let after = if pass == LOWER {
            ok(run(LOWER, ok(run(SPLIT_ONLY, m.clone()))))
        } else {
            ok(run(pass, m.clone()))
        };
        let items = body_items(after.get("main").unwrap());
        let StmtKind::Bind { value, .. } = items[0].kind() else {
            panic!("{items:?}")
        };
        let args = value
            .as_builtin_call(tirsat::ir::Op::from_name(op).expect(op))
            .unwrap_or_else(|| panic!("{pass}: {value:?}"));
        assert_eq!(args[0].as_str(), Some("main_kernel"));
        assert_eq!(value.dtype(), i32());
        let k = after.get("main_kernel").unwrap();
        assert_eq!(k.calling_conv(), calling_conv::DEVICE_KERNEL_LAUNCH);
        assert!(k.ret_type.is_void());
        // `return 0` is removed from non-CUDA kernels
        assert!(
            !body_items(k)
                .iter()
                .any(|s| matches!(s.kind(), StmtKind::Return(_)))
        );
    }
}

/// Fix 2: host-to-host calls compare host targets and never use the launch ABI.
#[test]
fn host_to_host_calls_compare_host_targets() {
    let add = |t: &str| {
        let (x, y) = (var("a", i32()), var("b", i32()));
        returns_i32(func(
            vec![pv(&x), pv(&y)],
            Stmt::ret(Expr::add(&e(&x), &e(&y))),
            Some(&target(t)),
        ))
    };
    let caller = |host: &str| {
        let n = var("n", i32());
        let r = var("r", i32());
        let t = with_host(&target("cuda"), &target(host));
        let body = seq(vec![
            Stmt::bind(&r, Expr::call_global(i32(), "add_host", vec![e(&n), e(&n)])),
            Stmt::evaluate(e(&r)),
        ]);
        public("main", func(vec![pv(&n)], body, Some(&t)))
    };
    // same host target string: a direct call, helper untouched
    let before = module(vec![("main", caller("c")), ("add_host", add("c"))]);
    let after = ok(run(LOWER, before.clone()));
    assert_module_eq(&after, &before);
    // same device type, other target: call_extern, helper made public
    let after = ok(run(
        LOWER,
        module(vec![("main", caller("llvm")), ("add_host", add("c"))]),
    ));
    let n = var("n", i32());
    let r = var("r", i32());
    let body = seq(vec![
        Stmt::bind(&r, Expr::call_extern(i32(), "add_host", vec![e(&n), e(&n)])),
        Stmt::evaluate(e(&r)),
    ]);
    let main = public(
        "main",
        func(
            vec![pv(&n)],
            body,
            Some(&with_host(&target("cuda"), &target("llvm"))),
        ),
    );
    let helper = public("add_host", flag(add("c"), keys::IS_GLOBAL_FUNC));
    assert_module_eq(&after, &module(vec![("main", main), ("add_host", helper)]));
}

// ---- PR #19605 behaviour that TVM 0.27 changed --------------------------------------

fn kernel_module(kbody: impl Fn(&Var) -> Stmt) -> IRModule {
    lower_module(
        kbody,
        |p| vec![pv(p)],
        |a| vec![Expr::buffer_data(a)],
        |f| f,
    )
    .0
}

#[test]
fn thread_tags_deduplicated_by_iter_var() {
    // two different IterVars with one tag: the PR lists the tag twice, 0.27 once
    let body = |a_data: &Var| {
        let a = buf("A", f32(), &[16]);
        let t1 = thread("t1", "threadIdx.x");
        let t2 = thread("t2", "threadIdx.x");
        seq(vec![
            Stmt::decl(&a, e(a_data)),
            launch(&t1, Expr::i32(8), store(&a, fconst(0.0), e(t1.var()))),
            launch(&t2, Expr::i32(16), store(&a, fconst(1.0), e(t2.var()))),
        ])
    };
    let legacy = ok(run(LOWER, kernel_module(body)));
    assert_eq!(
        legacy
            .get("kernel")
            .unwrap()
            .attr(keys::KERNEL_LAUNCH_PARAMS)
            .and_then(AttrValue::as_str_array),
        Some(vec!["threadIdx.x".to_string(), "threadIdx.x".to_string()])
    );
    let StmtKind::Evaluate(call) = legacy.get("main").unwrap().body.kind() else {
        panic!()
    };
    let args = call.as_builtin_call(builtin::CALL_PACKED).unwrap();
    assert_eq!(&args[2..], &[Expr::i32(16), Expr::i32(16)]);
    let fused = ok(run("SplitHostDevice", kernel_module(body)));
    let StmtKind::Evaluate(call) = fused.get("main").unwrap().body.kind() else {
        panic!()
    };
    let args = call.as_builtin_call(builtin::CALL_FFI_KERNEL).unwrap();
    assert_eq!(&args[2..], &[Expr::i32(8)]);
}

#[test]
fn returns_in_launched_kernels() {
    let body = |a_data: &Var| {
        let a = buf("A", f32(), &[16]);
        seq(vec![
            Stmt::decl(&a, e(a_data)),
            store(&a, fconst(0.0), Expr::i32(0)),
            Stmt::ret(Expr::i32(0)),
        ])
    };
    // the PR removes `return 0`; 0.27 keeps it in CUDA kernels
    let legacy = ok(run(LOWER, kernel_module(body)));
    let items = body_items(legacy.get("kernel").unwrap());
    assert!(items[2].is_no_op());
    let fused = ok(run("SplitHostDevice", kernel_module(body)));
    let items = body_items(fused.get("kernel").unwrap());
    assert!(matches!(items[2].kind(), StmtKind::Return(_)));
    let bad = |a_data: &Var| seq(vec![Stmt::evaluate(e(a_data)), Stmt::ret(Expr::i32(3))]);
    let err = expect_err(run(LOWER, kernel_module(bad)));
    assert_eq!(
        err.message,
        "Device kernel may only contain successful return, T.ret(0)"
    );
    assert_eq!(err.func.as_deref(), Some("kernel"));
}

#[test]
fn lower_requires_targets_everywhere() {
    let (mut m, _) = lower_module(
        simple_kernel_body,
        |p| vec![pv(p)],
        |a| vec![Expr::buffer_data(a)],
        |f| f,
    );
    m.insert("unrelated", func(vec![], Stmt::no_op(), None));
    let err = expect_err(run(LOWER, m));
    assert_eq!(err.func.as_deref(), Some("unrelated"));
    assert_eq!(err.message, "Require the target attribute");
}

#[test]
fn lower_rejects_plain_var_thread_extent() {
    let body = |a_data: &Var| {
        let tx = var("tx", i32());
        Stmt::attr(
            AttrNode::Expr(e(&tx)),
            keys::THREAD_EXTENT,
            Expr::i32(4),
            Stmt::evaluate(e(a_data)),
        )
    };
    let err = expect_err(run(LOWER, kernel_module(body)));
    assert!(
        err.message.contains("IterVar") && err.message.contains("variable tx"),
        "{err}"
    );
    // TVM 0.27 names the launch parameter after the variable instead
    let fused = ok(run("SplitHostDevice", kernel_module(body)));
    assert_eq!(
        fused
            .get("kernel")
            .unwrap()
            .attr(keys::KERNEL_LAUNCH_PARAMS)
            .and_then(AttrValue::as_str_array),
        Some(vec!["tx".to_string()])
    );
}
