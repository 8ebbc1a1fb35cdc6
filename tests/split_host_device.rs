//! The fused SplitHostDevice of TVM 0.27: the rows of TVM's
//! test_tir_transform_split_host_device.py (tvm-test-catalog.md §1) rebuilt as
//! our own programs, TVM 0.27's observed outputs (tvm-experiments.md b, e, F,
//! G, I, J, L), the error cases, and determinism.

mod common;

use common::cases::*;
use common::*;
use tirsat::analysis::use_def::undefined_in_func;
use tirsat::ir::builtin;
use tirsat::ir::*;
use tirsat::transform::registry::{PASS_NAMES, pass_by_name};

const SPLIT: &str = "SplitHostDevice";

fn split(m: IRModule) -> IRModule {
    match run(SPLIT, m) {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    }
}

#[test]
fn public_api_surface() {
    for name in [
        "SplitHostDevice",
        "AnnotateDeviceRegions",
        "SplitHostDeviceOnly",
        "LowerDeviceKernelLaunch",
        "AnnotateEntryFunc",
        "BindTarget",
        "ConvertSSA",
    ] {
        assert!(PASS_NAMES.contains(&name), "{name}");
        assert_eq!(pass_by_name(name).map(|p| p.name()), Some(name));
    }
}

#[test]
fn ssa_across_entire_module() {
    // for i in range(16): T.attr(0, "device_scope", 0); for j in range(16): T.evaluate(i)
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
    let before = module(vec![(
        "main",
        public("main", func(vec![], body, Some(&cuda_host()))),
    )]);
    let after = split(before);
    let StmtKind::For { var: host_i, .. } = after.get("main").unwrap().body.kind() else {
        panic!("host body is not a loop");
    };
    let kernel_i = after.get("main_kernel").unwrap().params[0]
        .as_var()
        .unwrap();
    assert_eq!(kernel_i.name(), "i");
    assert_ne!(host_i, kernel_i, "host and kernel share a variable");
}

/// Host `main(n)` with an explicit `T.attr(T.target(device), "target", 0)` region.
fn explicit_region(func_target: &Target, device: &Target) -> (IRModule, Var) {
    let n = var("n", i32());
    let body = target_region(device, Stmt::evaluate(e(&n)));
    let main = public("main", func(vec![pv(&n)], body, Some(func_target)));
    (module(vec![("main", main)]), n)
}

fn llvm_opt0() -> Target {
    target("llvm -opt-level=0")
}

#[test]
fn split_host_device() {
    let host_target = with_host(&target("cuda"), &llvm_opt0());
    let (before, _) = explicit_region(&host_target, &target("cuda"));
    let n = var("n", i32());
    let host = public(
        "main",
        func(
            vec![pv(&n)],
            ffi_launch("main_kernel", vec![e(&n)], &[]),
            Some(&host_target),
        ),
    );
    let kn = var("n", i32());
    let k = launched(
        kernel(vec![pv(&kn)], Stmt::evaluate(e(&kn)), &target("cuda")),
        "main_kernel",
        &[],
    );
    assert_module_eq(
        &split(before),
        &module(vec![("main", host), ("main_kernel", k)]),
    );
}

#[test]
fn split_host_device_on_cpu() {
    let host_target = with_host(&target("cuda"), &llvm_opt0());
    let (before, _) = explicit_region(&host_target, &target("llvm"));
    let n = var("n", i32());
    let call = Expr::call_extern(DataType::i32(), "main_kernel", vec![e(&n)]);
    let host = public(
        "main",
        func(vec![pv(&n)], checked_call(call), Some(&host_target)),
    );
    let kn = var("n", i32());
    let kbody = seq(vec![Stmt::evaluate(e(&kn)), Stmt::ret(Expr::i32(0))]);
    let k = public(
        "main_kernel",
        returns_i32(kernel(vec![pv(&kn)], kbody, &target("llvm"))),
    );
    assert_module_eq(
        &split(before),
        &module(vec![("main", host), ("main_kernel", k)]),
    );
}

#[test]
fn device_kernel_nonzero_return_is_rejected() {
    let sm100 = target("cuda -arch=sm_100a");
    let body = target_region(&sm100, Stmt::ret(Expr::i32(1)));
    let main = public("main", func(vec![], body, Some(&cuda_host())));
    let err = expect_err(run(SPLIT, module(vec![("main", main)])));
    assert!(err.message.contains("successful return"), "{err}");
    assert_eq!(err.func.as_deref(), Some("main_kernel"));
    assert_eq!(err.pass, SPLIT);
}

#[test]
fn split_host_device_without_func_host_attribute() {
    let (before, _) = explicit_region(&target("llvm"), &target("cuda"));
    let n = var("n", i32());
    let host = public(
        "main",
        func(
            vec![pv(&n)],
            ffi_launch("main_kernel", vec![e(&n)], &[]),
            Some(&target("llvm")),
        ),
    );
    let kn = var("n", i32());
    let k = launched(
        kernel(vec![pv(&kn)], Stmt::evaluate(e(&kn)), &target("cuda")),
        "main_kernel",
        &[],
    );
    assert_module_eq(
        &split(before),
        &module(vec![("main", host), ("main_kernel", k)]),
    );
}

#[test]
fn split_host_device_without_device_region() {
    let t = with_host(&target("ext_dev"), &target("llvm"));
    let before = module(vec![(
        "main",
        public("main", func(vec![], Stmt::no_op(), Some(&t))),
    )]);
    let after = split(before.clone());
    assert_module_eq(&after, &before);
    assert_eq!(after.get("main").unwrap().target(), Some(&t));
}

#[test]
fn split_host_device_name_collision() {
    let host_target = with_host(&target("cuda"), &llvm_opt0());
    let (mut before, _) = explicit_region(&host_target, &target("cuda"));
    let existing = public(
        "main_kernel",
        func(vec![], Stmt::no_op(), Some(&target("llvm"))),
    );
    before.insert("main_kernel", existing.clone());
    let after = split(before);
    let n = var("n", i32());
    let host = public(
        "main",
        func(
            vec![pv(&n)],
            ffi_launch("main_kernel_1", vec![e(&n)], &[]),
            Some(&host_target),
        ),
    );
    let kn = var("n", i32());
    let k = launched(
        kernel(vec![pv(&kn)], Stmt::evaluate(e(&kn)), &target("cuda")),
        "main_kernel_1",
        &[],
    );
    assert_module_eq(
        &after,
        &module(vec![
            ("main", host),
            ("main_kernel", existing),
            ("main_kernel_1", k),
        ]),
    );
}

#[test]
fn dynamic_launch_thread() {
    // target cuda without host: the split kernel stays a private, directly called function.
    let cuda = target("cuda");
    let seq_len = var("seq_len", i32());
    let a = buf_shape("A", i32(), vec![e(&seq_len)], "global");
    let b = buf_shape("B", i32(), vec![e(&seq_len)], "global");
    let num_blocks = var("num_blocks", i32());
    let bx = thread("blockIdx_x", "blockIdx.x");
    let tx = thread("threadIdx_x", "threadIdx.x");
    let idx = Expr::add(&Expr::mul(&e(bx.var()), &Expr::i32(128)), &e(tx.var()));
    let guarded = Stmt::if_(
        Expr::lt(&idx, &e(&seq_len)),
        store(&b, load(&a, idx.clone()), idx.clone()),
        None,
    );
    let region = launch(
        &bx,
        e(&num_blocks),
        launch(&tx, Expr::i32(128), guarded.clone()),
    );
    let nb_value = Expr::floordiv(&Expr::add(&e(&seq_len), &Expr::i32(127)), &Expr::i32(128));
    let body = seq(vec![
        Stmt::bind(&num_blocks, nb_value.clone()),
        target_region(&cuda, region.clone()),
    ]);
    let params = vec![pb(&a), pb(&b), pv(&seq_len)];
    let before = module(vec![(
        "default_function",
        public("default_function", func(params.clone(), body, Some(&cuda))),
    )]);
    let after = split(before);

    let host_body = seq(vec![
        Stmt::bind(&num_blocks, nb_value),
        direct_call(
            "default_function_kernel",
            vec![
                Expr::buffer_data(&a),
                Expr::buffer_data(&b),
                e(&num_blocks),
                e(&seq_len),
            ],
        ),
    ]);
    let host = public("default_function", func(params, host_body, Some(&cuda)));
    let (a_ptr, b_ptr) = (ptr("A_ptr", i32()), ptr("B_ptr", i32()));
    let (ka, kb) = (a.fresh_copy(), b.fresh_copy());
    let kbx = thread("blockIdx_x", "blockIdx.x");
    let ktx = thread("threadIdx_x", "threadIdx.x");
    let kidx = Expr::add(&Expr::mul(&e(kbx.var()), &Expr::i32(128)), &e(ktx.var()));
    let kguard = Stmt::if_(
        Expr::lt(&kidx, &e(&seq_len)),
        store(&kb, load(&ka, kidx.clone()), kidx.clone()),
        None,
    );
    let kbody = seq(vec![
        Stmt::decl(&ka, e(&a_ptr)),
        Stmt::decl(&kb, e(&b_ptr)),
        launch(&kbx, e(&num_blocks), launch(&ktx, Expr::i32(128), kguard)),
    ]);
    let k = kernel(
        vec![pv(&a_ptr), pv(&b_ptr), pv(&num_blocks), pv(&seq_len)],
        kbody,
        &cuda,
    );
    assert_module_eq(
        &after,
        &module(vec![
            ("default_function", host),
            ("default_function_kernel", k),
        ]),
    );
    let k = after.get("default_function_kernel").unwrap();
    assert!(undefined_in_func(k).unwrap().is_empty());
    assert!(k.global_symbol().is_none());
}

#[test]
fn symbolic_var_parameter() {
    let m = var("m", DataType::i64());
    let a = buf_shape("A", f32(), vec![e(&m)], "global");
    let b = buf_shape("B", f32(), vec![e(&m)], "global");
    let bx = thread("i", "blockIdx.x");
    let a1 = a.derive(|n| n.name = "A_1".into());
    let b1 = b.derive(|n| n.name = "B_1".into());
    let region = launch(
        &bx,
        e(&m),
        seq(vec![
            Stmt::decl(&a1, Expr::buffer_data(&a)),
            Stmt::decl(&b1, Expr::buffer_data(&b)),
            store(&b1, load(&a1, e(bx.var())), e(bx.var())),
        ]),
    );
    let body = target_region(&target("cuda"), region);
    let main = public("main", func(vec![pb(&a), pb(&b)], body, Some(&cuda_host())));
    let after = split(module(vec![("main", main)]));
    let k = after.get("main_kernel").unwrap();
    let names: Vec<&str> = k.params.iter().map(Param::name).collect();
    assert_eq!(names, ["A_ptr", "B_ptr", "m"]);
    assert!(matches!(&k.params[2], Param::Var(v) if v.dtype() == DataType::i64()));
}

#[test]
fn buffer_used_only_through_data_projection() {
    let a = buf("A", f32(), &[16]);
    let call = Expr::call_extern(DataType::i32(), "consume", vec![Expr::buffer_data(&a)]);
    let body = target_region(&target("cuda"), Stmt::evaluate(call));
    let main = public("main", func(vec![pb(&a)], body, Some(&cuda_host())));
    let after = split(module(vec![("main", main)]));
    let k = after.get("main_kernel").unwrap();
    let decls = body_items(k)
        .iter()
        .filter(|s| matches!(s.kind(), StmtKind::DeclBuffer { .. }))
        .count();
    assert_eq!(decls, 1);
    assert!(undefined_in_func(k).unwrap().is_empty());
}

/// `main(A: T.Buffer((16,), "float32"))`, cuda+host, body `i = T.launch_thread("threadIdx.x", 16); A[i] = 0.0`.
fn thread_extent_module() -> (IRModule, Buffer) {
    let a = buf("A", f32(), &[16]);
    let i = thread("i", "threadIdx.x");
    let body = launch(&i, Expr::i32(16), store(&a, fconst(0.0), e(i.var())));
    let main = public("main", func(vec![pb(&a)], body, Some(&cuda_host())));
    (module(vec![("main", main)]), a)
}

#[test]
fn thread_extent_region_extracted_as_device_kernel() {
    let (before, a) = thread_extent_module();
    let host = public(
        "main",
        func(
            vec![pb(&a)],
            ffi_launch(
                "main_kernel",
                vec![Expr::buffer_data(&a), Expr::i32(16)],
                &["threadIdx.x"],
            ),
            Some(&cuda_host()),
        ),
    );
    let a_ptr = ptr("A_ptr", f32());
    let ka = a.fresh_copy();
    let i = thread("i", "threadIdx.x");
    let kbody = seq(vec![
        Stmt::decl(&ka, e(&a_ptr)),
        launch(&i, Expr::i32(16), store(&ka, fconst(0.0), e(i.var()))),
    ]);
    let k = launched(
        kernel(vec![pv(&a_ptr)], kbody, &target("cuda")),
        "main_kernel",
        &["threadIdx.x"],
    );
    assert_module_eq(
        &split(before),
        &module(vec![("main", host), ("main_kernel", k)]),
    );
}

#[test]
fn cuda_launch_preserves_flag_metadata() {
    let flags = ["threadIdx.x", keys::USE_PDL];
    let a = buf("A", f32(), &[16]);
    let tx = thread("tx", "threadIdx.x");
    let body = target_region(
        &target("cuda"),
        launch(&tx, Expr::i32(16), store(&a, fconst(0.0), e(tx.var()))),
    );
    let main = public("main", func(vec![pb(&a)], body, Some(&cuda_host())))
        .with_attr(keys::KERNEL_LAUNCH_PARAMS, AttrValue::str_array(&flags));
    let after = split(module(vec![("main", main)]));
    let k = after.get("main_kernel").unwrap();
    assert_eq!(
        k.attr(keys::KERNEL_LAUNCH_PARAMS)
            .and_then(AttrValue::as_str_array),
        Some(flags.iter().map(|s| s.to_string()).collect())
    );
    let StmtKind::Evaluate(call) = after.get("main").unwrap().body.kind() else {
        panic!("host body is not a launch");
    };
    let args = call
        .as_builtin_call(builtin::CALL_FFI_KERNEL)
        .expect("a kernel launch");
    assert_eq!(args.len(), 3);
    assert!(args[2].is_const_int(16));
}

#[test]
fn device_scope_region_extracted_as_device_kernel() {
    let a = buf("A", f32(), &[16]);
    let body = attr0(
        keys::DEVICE_SCOPE,
        Expr::i32(0),
        store(&a, fconst(0.0), Expr::i32(0)),
    );
    let main = public("main", func(vec![pb(&a)], body, Some(&cuda_host())));
    let after = split(module(vec![("main", main)]));
    let host = public(
        "main",
        func(
            vec![pb(&a)],
            ffi_launch("main_kernel", vec![Expr::buffer_data(&a)], &[]),
            Some(&cuda_host()),
        ),
    );
    let a_ptr = ptr("A_ptr", f32());
    let ka = a.fresh_copy();
    let kbody = seq(vec![
        Stmt::decl(&ka, e(&a_ptr)),
        attr0(
            keys::DEVICE_SCOPE,
            Expr::i32(0),
            store(&ka, fconst(0.0), Expr::i32(0)),
        ),
    ]);
    let k = launched(
        kernel(vec![pv(&a_ptr)], kbody, &target("cuda")),
        "main_kernel",
        &[],
    );
    assert_module_eq(&after, &module(vec![("main", host), ("main_kernel", k)]));
}

#[test]
fn lower_device_kernel_launch() {
    lower_device_kernel_launch_case(SPLIT, ffi_launch);
}

#[test]
fn externally_visible_kernel_launch() {
    let (before, a) = lower_module(
        simple_kernel_body,
        |p| vec![pv(p)],
        |a| vec![Expr::buffer_data(a)],
        |f| public("kernel_by_another_name", f),
    );
    let after = split(before);
    let StmtKind::Evaluate(call) = after.get("main").unwrap().body.kind() else {
        panic!("not a launch")
    };
    let args = call.as_builtin_call(builtin::CALL_FFI_KERNEL).unwrap();
    assert_eq!(args[0].as_str(), Some("kernel_by_another_name"));
    assert!(matches!(args[1].kind(), ExprKind::BufferData(b) if b == &a));
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
    let after = split(before);
    let expected_main = public(
        "main",
        func(
            vec![pb(&a)],
            ffi_launch(
                "kernel",
                vec![Expr::buffer_data(&a), Expr::i32(16)],
                &["threadIdx.x"],
            ),
            Some(&target("llvm")),
        ),
    );
    let (kb, _) = lower_module(body, |p| vec![pv(p)], |a| vec![Expr::buffer_data(a)], |f| f);
    let k = launched(
        kb.get("kernel").unwrap().clone(),
        "kernel",
        &["threadIdx.x"],
    );
    assert_module_eq(
        &after,
        &module(vec![("main", expected_main), ("kernel", k)]),
    );
}

#[test]
fn same_device_different_target() {
    same_device_different_target_case(SPLIT);
}

#[test]
fn bind_before_thread_extent() {
    bind_before_thread_extent_case(SPLIT, ffi_launch);
}

// ---- TVM 0.27 experiments -------------------------------------------------

/// Experiment (b): two sibling launch regions, each with one merged shared.dyn buffer.
#[test]
fn sibling_regions_with_dynamic_shared_memory() {
    let x = buf("X", f32(), &[128]);
    let y = buf("Y", DataType::float(16), &[256]);
    let region = |buf: &Buffer, extent: i64| {
        let tx = thread("tx", "threadIdx.x");
        let shmem = buf_shape(
            "buf_dyn_shmem",
            DataType::uint(8),
            vec![Expr::i32(512)],
            "shared.dyn",
        );
        launch(
            &tx,
            Expr::i32(extent),
            seq(vec![
                Stmt::alloc(&shmem),
                store(buf, load(buf, e(tx.var())), e(tx.var())),
            ]),
        )
    };
    let body = seq(vec![region(&x, 128), region(&y, 64)]);
    let main = flag(
        public("main", func(vec![pb(&x), pb(&y)], body, Some(&cuda_host()))),
        keys::S_TIR,
    );
    let after = split(module(vec![("main", main)]));
    let lp = ["threadIdx.x", "tirx.use_dyn_shared_memory"];
    let host_body = seq(vec![
        ffi_launch(
            "main_kernel",
            vec![Expr::buffer_data(&x), Expr::i32(128), Expr::i64(512)],
            &lp,
        ),
        ffi_launch(
            "main_kernel_1",
            vec![Expr::buffer_data(&y), Expr::i32(64), Expr::i64(512)],
            &lp,
        ),
    ]);
    let host = flag(
        public(
            "main",
            func(vec![pb(&x), pb(&y)], host_body, Some(&cuda_host())),
        ),
        keys::S_TIR,
    );
    let kern = |b: &Buffer, name: &str, extent: i64| {
        let p = ptr(&format!("{}_ptr", b.name()), b.dtype());
        let kb = b.fresh_copy();
        let body = seq(vec![Stmt::decl(&kb, e(&p)), region(&kb, extent)]);
        flag(
            launched(kernel(vec![pv(&p)], body, &target("cuda")), name, &lp),
            keys::S_TIR,
        )
    };
    let expected = module(vec![
        ("main", host),
        ("main_kernel", kern(&x, "main_kernel", 128)),
        ("main_kernel_1", kern(&y, "main_kernel_1", 64)),
    ]);
    assert_module_eq(&after, &expected);
}

/// Experiment (e) E1 and E4: helpers of the caller's host target and of the
/// device target stay direct calls; a host let variable becomes a kernel parameter.
#[test]
fn subroutines_called_from_host_and_device() {
    let a = buf("A", f32(), &[128]);
    let n = var("n", i32());
    let m = var("m", i32());
    let tx = thread("tx", "threadIdx.x");
    let dev_call = Expr::call_global(f32(), "dev_helper", vec![load(&a, e(tx.var()))]);
    let value = Expr::add(&dev_call, &Expr::cast(f32(), &e(&m)));
    let body = seq(vec![
        Stmt::bind(&m, Expr::call_global(i32(), "host_helper", vec![e(&n)])),
        launch(&tx, Expr::i32(128), store(&a, value, e(tx.var()))),
    ]);
    let main = public("main", func(vec![pb(&a), pv(&n)], body, Some(&cuda_host())));
    let hn = var("n", i32());
    let host_helper = returns_i32(func(
        vec![pv(&hn)],
        Stmt::ret(Expr::add(&e(&hn), &Expr::i32(1))),
        Some(&target("llvm")),
    ));
    let x = var("x", f32());
    let mut dev_helper = func(
        vec![pv(&x)],
        Stmt::ret(Expr::mul(&e(&x), &fconst(2.0))),
        Some(&target("cuda")),
    );
    dev_helper.ret_type = Type::Prim(f32());
    let before = module(vec![
        ("main", main),
        ("host_helper", host_helper.clone()),
        ("dev_helper", dev_helper.clone()),
    ]);
    let after = split(before);
    assert_module_eq(
        &module(vec![
            ("host_helper", after.get("host_helper").unwrap().clone()),
            ("dev_helper", after.get("dev_helper").unwrap().clone()),
        ]),
        &module(vec![
            ("host_helper", host_helper),
            ("dev_helper", dev_helper),
        ]),
    );
    let host_body = seq(vec![
        Stmt::bind(&m, Expr::call_global(i32(), "host_helper", vec![e(&n)])),
        ffi_launch(
            "main_kernel",
            vec![Expr::buffer_data(&a), e(&m), Expr::i32(128)],
            &["threadIdx.x"],
        ),
    ]);
    let expected_host = public(
        "main",
        func(vec![pb(&a), pv(&n)], host_body, Some(&cuda_host())),
    );
    assert_module_eq(
        &module(vec![("main", after.get("main").unwrap().clone())]),
        &module(vec![("main", expected_host)]),
    );
    let k = after.get("main_kernel").unwrap();
    let names: Vec<&str> = k.params.iter().map(Param::name).collect();
    assert_eq!(names, ["A_ptr", "m"]);
}

/// Experiment (e) E2: helpers without a target.
#[test]
fn helper_without_target_is_rejected() {
    let n = var("n", i32());
    let main = public(
        "main",
        func(
            vec![pv(&n)],
            Stmt::evaluate(Expr::call_global(i32(), "helper", vec![e(&n)])),
            Some(&cuda_host()),
        ),
    );
    let hn = var("n", i32());
    let helper = returns_i32(func(vec![pv(&hn)], Stmt::ret(e(&hn)), None));
    let err = expect_err(run(SPLIT, module(vec![("main", main), ("helper", helper)])));
    assert_eq!(err.func.as_deref(), Some("helper"));
    assert!(
        err.message.contains("Require the target attribute"),
        "{err}"
    );
}

/// Experiment (e) E3: a cuda helper called from the host is launched, and its
/// non-zero return is rejected.
#[test]
fn cuda_helper_called_from_host_is_a_launch() {
    let x = var("x", f32());
    let y = var("y", f32());
    let main = public(
        "main",
        func(
            vec![pv(&x)],
            seq(vec![
                Stmt::bind(&y, Expr::call_global(f32(), "helper", vec![e(&x)])),
                Stmt::evaluate(e(&y)),
            ]),
            Some(&cuda_host()),
        ),
    );
    let hx = var("x", f32());
    let mut helper = func(
        vec![pv(&hx)],
        Stmt::ret(Expr::mul(&e(&hx), &fconst(2.0))),
        Some(&target("cuda")),
    );
    helper.ret_type = Type::Prim(f32());
    let err = expect_err(run(SPLIT, module(vec![("main", main), ("helper", helper)])));
    assert_eq!(err.func.as_deref(), Some("helper"));
    assert_eq!(
        err.message,
        "Device kernel may only contain a successful return, return 0"
    );
}

/// Experiment F: the kernel of `main(A, n)` and its launch.
#[test]
fn launch_with_scalar_argument() {
    let a = buf("A", f32(), &[16]);
    let n = var("n", i32());
    let tx = thread("tx", "threadIdx.x");
    let body = launch(
        &tx,
        Expr::i32(16),
        store(&a, Expr::cast(f32(), &e(&n)), e(tx.var())),
    );
    let main = public(
        "main",
        func(vec![pb(&a), pv(&n)], body.clone(), Some(&cuda_host())),
    );
    let after = split(module(vec![("main", main)]));
    let host = public(
        "main",
        func(
            vec![pb(&a), pv(&n)],
            ffi_launch(
                "main_kernel",
                vec![Expr::buffer_data(&a), e(&n), Expr::i32(16)],
                &["threadIdx.x"],
            ),
            Some(&cuda_host()),
        ),
    );
    let a_ptr = ptr("A_ptr", f32());
    let kn = var("n", i32());
    let ka = a.fresh_copy();
    let ktx = thread("tx", "threadIdx.x");
    let kbody = seq(vec![
        Stmt::decl(&ka, e(&a_ptr)),
        launch(
            &ktx,
            Expr::i32(16),
            store(&ka, Expr::cast(f32(), &e(&kn)), e(ktx.var())),
        ),
    ]);
    let k = launched(
        kernel(vec![pv(&a_ptr), pv(&kn)], kbody, &target("cuda")),
        "main_kernel",
        &["threadIdx.x"],
    );
    assert_module_eq(&after, &module(vec![("main", host), ("main_kernel", k)]));
}

/// Experiment I, improved: a dimension used only in a captured buffer's shape
/// becomes a kernel parameter (TVM 0.27 leaves it undefined in the kernel).
#[test]
fn shape_only_symbolic_dimension_becomes_parameter() {
    let n = var("n", i32());
    let a = buf_shape("A", f32(), vec![e(&n)], "global");
    let b = buf_shape("B", f32(), vec![e(&n)], "global");
    let tx = thread("tx", "threadIdx.x");
    let body = launch(
        &tx,
        Expr::i32(128),
        store(&b, load(&a, e(tx.var())), e(tx.var())),
    );
    let params = vec![pb(&a), pb(&b), pv(&n)];
    let main = public("main", func(params.clone(), body, Some(&cuda_host())));
    let after = split(module(vec![("main", main)]));
    let args = vec![
        Expr::buffer_data(&a),
        Expr::buffer_data(&b),
        e(&n),
        Expr::i32(128),
    ];
    let host = public(
        "main",
        func(
            params,
            ffi_launch("main_kernel", args, &["threadIdx.x"]),
            Some(&cuda_host()),
        ),
    );
    let kn = var("n", i32());
    let (a_ptr, b_ptr) = (ptr("A_ptr", f32()), ptr("B_ptr", f32()));
    let ka = buf_shape("A", f32(), vec![e(&kn)], "global");
    let kb = buf_shape("B", f32(), vec![e(&kn)], "global");
    let ktx = thread("tx", "threadIdx.x");
    let kbody = seq(vec![
        Stmt::decl(&ka, e(&a_ptr)),
        Stmt::decl(&kb, e(&b_ptr)),
        launch(
            &ktx,
            Expr::i32(128),
            store(&kb, load(&ka, e(ktx.var())), e(ktx.var())),
        ),
    ]);
    let k = launched(
        kernel(
            vec![pv(&a_ptr), pv(&b_ptr), pv(&kn)],
            kbody,
            &target("cuda"),
        ),
        "main_kernel",
        &["threadIdx.x"],
    );
    assert_module_eq(&after, &module(vec![("main", host), ("main_kernel", k)]));
    let k = after.get("main_kernel").unwrap();
    assert!(
        undefined_in_func(k).unwrap().is_empty(),
        "kernel is not well formed"
    );
}

/// Experiment J: parameter order (pointer-like first, then names as bytes) and
/// DeclBuffers in reverse discovery order.
#[test]
fn kernel_parameter_order() {
    let zb = buf("Zb", f32(), &[64]);
    let ab = buf("ab", DataType::int(8), &[64]);
    let p = ptr("p", DataType::float(16));
    let b = var("b", i32());
    let big_b = var("B", i32());
    let x = var("x", f32());
    let c = var("c", i32());
    let bx = thread("bx", "blockIdx.x");
    let tx = thread("tx", "threadIdx.x");
    let pbuf = buf_shape("P", DataType::float(16), vec![Expr::i32(64)], "global");
    let value = Expr::add(
        &Expr::add(&Expr::cast(f32(), &load(&ab, e(tx.var()))), &e(&x)),
        &Expr::cast(f32(), &load(&pbuf, e(tx.var()))),
    );
    let inner = seq(vec![
        Stmt::decl(&pbuf, e(&p)),
        store(&zb, value, e(tx.var())),
    ]);
    let body = seq(vec![
        Stmt::bind(&c, Expr::add(&e(&b), &e(&big_b))),
        launch(&bx, e(&c), launch(&tx, Expr::i32(64), inner)),
    ]);
    let params = vec![pb(&zb), pb(&ab), pv(&p), pv(&b), pv(&big_b), pv(&x)];
    let main = public("main", func(params, body, Some(&cuda_host())));
    let after = split(module(vec![("main", main)]));
    let k = after.get("main_kernel").unwrap();
    let names: Vec<&str> = k.params.iter().map(Param::name).collect();
    assert_eq!(names, ["Zb_ptr", "ab_ptr", "p", "c", "x"]);
    let decls: Vec<String> = body_items(k)
        .iter()
        .filter_map(|s| match s.kind() {
            StmtKind::DeclBuffer { buffer, .. } => Some(buffer.name().to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(decls, ["ab", "Zb"]);
    let StmtKind::Seq(host) = after.get("main").unwrap().body.kind() else {
        panic!("host body")
    };
    let StmtKind::Evaluate(call) = host[1].kind() else {
        panic!("launch")
    };
    let args = call.as_builtin_call(builtin::CALL_FFI_KERNEL).unwrap();
    // symbol, Zb.data, ab.data, p, c, x, then the launch values c and 64
    assert_eq!(args.len(), 8);
    assert_eq!(args[6].as_var().map(Var::name), Some("c"));
    assert!(args[7].is_const_int(64));
}

/// Buffer discovery order: a store's target before the buffers it reads, the
/// value before the indices (checked with TVM 0.27).
#[test]
fn declbuffer_discovery_order() {
    let names = ["A", "B", "C", "D", "E"];
    let bufs: Vec<Buffer> = names.iter().map(|n| buf(n, i32(), &[16])).collect();
    let tx = thread("tx", "threadIdx.x");
    let v = buf_shape("V", i32(), vec![Expr::i32(4)], "global");
    let inner = seq(vec![
        store(
            &bufs[0],
            load(&bufs[2], e(tx.var())),
            load(&bufs[1], e(tx.var())),
        ),
        Stmt::decl(&v, Expr::buffer_data(&bufs[3])),
        store(&v, Expr::i32(1), Expr::i32(0)),
        Stmt::evaluate(Expr::call_extern(
            i32(),
            "f",
            vec![Expr::buffer_data(&bufs[4])],
        )),
    ]);
    let body = launch(&tx, Expr::i32(16), inner);
    let main = public(
        "main",
        func(bufs.iter().map(pb).collect(), body, Some(&cuda_host())),
    );
    let after = split(module(vec![("main", main)]));
    let k = after.get("main_kernel").unwrap();
    let decls: Vec<String> = body_items(k)
        .iter()
        .filter_map(|s| match s.kind() {
            StmtKind::DeclBuffer { buffer, .. } => Some(buffer.name().to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(decls, ["E", "D", "B", "C", "A"]);
    let params: Vec<&str> = k.params.iter().map(Param::name).collect();
    assert_eq!(params, ["A_ptr", "B_ptr", "C_ptr", "D_ptr", "E_ptr"]);
}

/// An opaque `T.handle` is pointer-like (sorted before scalars, checked with TVM 0.27).
#[test]
fn opaque_handle_is_pointer_like() {
    let h = var("h", DataType::handle());
    let a = var("a", i32());
    let tx = thread("tx", "threadIdx.x");
    let call = Expr::call_extern(i32(), "f", vec![e(&h), e(&a)]);
    let body = launch(&tx, Expr::i32(16), Stmt::evaluate(call));
    let main = public("main", func(vec![pv(&h), pv(&a)], body, Some(&cuda_host())));
    let after = split(module(vec![("main", main)]));
    let names: Vec<&str> = after
        .get("main_kernel")
        .unwrap()
        .params
        .iter()
        .map(Param::name)
        .collect();
    assert_eq!(names, ["h", "a"]);
}

/// The `trn` target keeps the caller's parameter order.
#[test]
fn trn_keeps_caller_parameter_order() {
    let z = var("z", i32());
    let a = buf("a", f32(), &[4]);
    let body = target_region(
        &target("trn"),
        store(&a, Expr::cast(f32(), &e(&z)), Expr::i32(0)),
    );
    let main = public(
        "main",
        func(vec![pv(&z), pb(&a)], body, Some(&target("llvm"))),
    );
    let after = split(module(vec![("main", main)]));
    let names: Vec<&str> = after
        .get("main_kernel")
        .unwrap()
        .params
        .iter()
        .map(Param::name)
        .collect();
    assert_eq!(names, ["z", "a_ptr"]);
}

/// Experiment L and the launch flags: `tirx.dyn_smem_bytes` gives the launch
/// value (as written) and is stripped from the kernel; the PDL and cooperative
/// flags come before the dynamic shared memory tag and add no value.
#[test]
fn declared_dynamic_shared_memory_and_flags() {
    let x = buf("X", f32(), &[128]);
    let tx = thread("tx", "threadIdx.x");
    let a_sh = buf_shape("A_sh", f32(), vec![Expr::i32(0)], "shared.dyn");
    let inner = seq(vec![
        Stmt::alloc(&a_sh),
        store(&x, load(&a_sh, e(tx.var())), e(tx.var())),
    ]);
    let body = launch(
        &tx,
        Expr::i32(128),
        attr0(keys::DYN_SMEM_BYTES, Expr::i32(4096), inner.clone()),
    );
    let requested = [keys::USE_COOPERATIVE_LAUNCH, keys::USE_PDL];
    let main = public("main", func(vec![pb(&x)], body, Some(&cuda_host())))
        .with_attr(keys::KERNEL_LAUNCH_PARAMS, AttrValue::str_array(&requested));
    let after = split(module(vec![("main", main)]));
    let lp = [
        "threadIdx.x",
        keys::USE_PDL,
        keys::USE_COOPERATIVE_LAUNCH,
        "tirx.use_dyn_shared_memory",
    ];
    let host = public(
        "main",
        func(
            vec![pb(&x)],
            ffi_launch(
                "main_kernel",
                vec![Expr::buffer_data(&x), Expr::i32(128), Expr::i32(4096)],
                &lp,
            ),
            Some(&cuda_host()),
        ),
    )
    .with_attr(keys::KERNEL_LAUNCH_PARAMS, AttrValue::str_array(&requested));
    let x_ptr = ptr("X_ptr", f32());
    let kx = x.fresh_copy();
    let ktx = thread("tx", "threadIdx.x");
    let ka = a_sh.fresh_copy();
    let kinner = seq(vec![
        Stmt::alloc(&ka),
        store(&kx, load(&ka, e(ktx.var())), e(ktx.var())),
    ]);
    let kbody = seq(vec![
        Stmt::decl(&kx, e(&x_ptr)),
        launch(&ktx, Expr::i32(128), kinner),
    ]);
    let k = launched(
        kernel(vec![pv(&x_ptr)], kbody, &target("cuda")),
        "main_kernel",
        &lp,
    );
    assert_module_eq(&after, &module(vec![("main", host), ("main_kernel", k)]));
}

/// Symbolic dynamic shared memory: the size is an int64 product with lets inlined.
#[test]
fn symbolic_dynamic_shared_memory_size() {
    let a = buf("A", DataType::float(16), &[16]);
    let n = var("n", i32());
    let m = var("m", i32());
    let bx = thread("bx", "blockIdx.x");
    let vt = IterVar::new(var("vt", i32()), None, IterKind::ThreadIndex, "vthread");
    let tx = thread("tx", "threadIdx.x");
    let s = buf_shape("S", DataType::float(16), vec![e(&m)], "shared.dyn");
    let inner = seq(vec![
        Stmt::bind(&m, Expr::mul(&e(&n), &Expr::i32(2))),
        Stmt::alloc(&s),
        store(
            &s,
            load(&a, e(tx.var())),
            Expr::add(&e(tx.var()), &e(vt.var())),
        ),
    ]);
    let body = launch(
        &bx,
        Expr::i32(4),
        Stmt::attr(
            AttrNode::IterVar(vt.clone()),
            keys::VIRTUAL_THREAD,
            Expr::i32(2),
            launch(&tx, Expr::i32(16), inner),
        ),
    );
    let main = public("main", func(vec![pb(&a), pv(&n)], body, Some(&cuda_host())));
    let after = split(module(vec![("main", main)]));
    let StmtKind::Evaluate(call) = after.get("main").unwrap().body.kind() else {
        panic!("launch")
    };
    let args = call.as_builtin_call(builtin::CALL_FFI_KERNEL).unwrap();
    let size = Expr::mul(
        &Expr::cast(DataType::i64(), &Expr::mul(&e(&n), &Expr::i32(2))),
        &Expr::i64(2),
    );
    let expected = [Expr::i32(4), Expr::i32(16), size];
    assert_eq!(args.len(), 6);
    for (got, want) in args[3..].iter().zip(&expected) {
        if let Err(m) = tirsat::ir::equal::expr_equal(got, want) {
            panic!("launch value {got:?} vs {want:?}: {m}");
        }
    }
    let k = after.get("main_kernel").unwrap();
    // the virtual thread variable is defined by its attribute, not a parameter
    let names: Vec<&str> = k.params.iter().map(Param::name).collect();
    assert_eq!(names, ["A_ptr", "n"]);
    assert_eq!(
        k.attr(keys::KERNEL_LAUNCH_PARAMS)
            .and_then(AttrValue::as_str_array),
        Some(vec![
            "blockIdx.x".into(),
            "threadIdx.x".into(),
            "tirx.use_dyn_shared_memory".into()
        ])
    );
}

#[test]
fn launch_bounds_become_cuda_attributes() {
    let a = buf("A", f32(), &[16]);
    let tx = thread("tx", "threadIdx.x");
    let inner = attr0(
        keys::LAUNCH_BOUNDS_MIN_BLOCKS,
        Expr::i32(2),
        attr0(
            keys::LAUNCH_BOUNDS_MAX_CLUSTER,
            Expr::i32(4),
            store(&a, fconst(0.0), e(tx.var())),
        ),
    );
    let body = launch(&tx, Expr::i32(16), inner);
    let main = public("main", func(vec![pb(&a)], body.clone(), Some(&cuda_host())));
    let after = split(module(vec![("main", main)]));
    let k = after.get("main_kernel").unwrap();
    assert_eq!(
        k.attr(keys::LAUNCH_BOUNDS_MIN_BLOCKS),
        Some(&AttrValue::Int(2))
    );
    assert_eq!(
        k.attr(keys::LAUNCH_BOUNDS_MAX_CLUSTER),
        Some(&AttrValue::Int(4))
    );
    let items = body_items(k);
    let (_, _, kbody) = as_thread_extent(&items[1]).expect("launch");
    assert!(
        matches!(kbody.kind(), StmtKind::Store { .. }),
        "bounds not stripped: {kbody:?}"
    );
    // on another device the attributes are stripped but not recorded
    let rocm_host = with_host(&target("rocm"), &target("llvm"));
    let main = public("main", func(vec![pb(&a)], body, Some(&rocm_host)));
    let after = split(module(vec![("main", main)]));
    let k = after.get("main_kernel").unwrap();
    assert!(k.attr(keys::LAUNCH_BOUNDS_MIN_BLOCKS).is_none());
}

#[test]
fn launch_bound_errors() {
    let cases: Vec<(Vec<(&str, Expr)>, &str)> = vec![
        (
            vec![(keys::LAUNCH_BOUNDS_MIN_BLOCKS, e(&var("k", i32())))],
            "tirx.launch_bounds_min_blocks_per_sm expects an integer value",
        ),
        (
            vec![(keys::MAX_REGISTERS, Expr::i32(0))],
            "tirx.max_registers must be positive",
        ),
        (
            vec![
                (keys::LAUNCH_BOUNDS_MIN_BLOCKS, Expr::i32(1)),
                (keys::LAUNCH_BOUNDS_MIN_BLOCKS, Expr::i32(2)),
            ],
            "Conflicting tirx.launch_bounds_min_blocks_per_sm values",
        ),
        (
            vec![(keys::LAUNCH_BOUNDS_MAX_CLUSTER, Expr::i32(2))],
            "tirx.launch_bounds_max_blocks_per_cluster requires tirx.launch_bounds_min_blocks_per_sm",
        ),
        (
            vec![
                (keys::MAX_REGISTERS, Expr::i32(64)),
                (keys::LAUNCH_BOUNDS_MIN_BLOCKS, Expr::i32(1)),
            ],
            "tirx.max_registers cannot be combined with CUDA launch bounds",
        ),
    ];
    for (attrs, msg) in cases {
        let a = buf("A", f32(), &[16]);
        let tx = thread("tx", "threadIdx.x");
        let mut inner = store(&a, fconst(0.0), e(tx.var()));
        for (k, v) in attrs.into_iter().rev() {
            inner = attr0(k, v, inner);
        }
        let main = public(
            "main",
            func(
                vec![pb(&a)],
                launch(&tx, Expr::i32(16), inner),
                Some(&cuda_host()),
            ),
        );
        let err = expect_err(run(SPLIT, module(vec![("main", main)])));
        assert_eq!(err.message, msg);
        assert_eq!(err.func.as_deref(), Some("main"));
        assert!(
            err.to_string()
                .starts_with("SplitHostDevice: in function main: "),
            "{err}"
        );
    }
}

fn dyn_shared_error(
    inner_extra: Vec<Stmt>,
    wrap: impl Fn(Stmt) -> Stmt,
) -> tirsat::transform::PassError {
    let x = buf("X", f32(), &[128]);
    let tx = thread("tx", "threadIdx.x");
    let mut items = inner_extra;
    items.push(store(&x, fconst(0.0), e(tx.var())));
    let body = launch(&tx, Expr::i32(128), wrap(seq(items)));
    let main = public("main", func(vec![pb(&x)], body, Some(&cuda_host())));
    expect_err(run(SPLIT, module(vec![("main", main)])))
}

#[test]
fn dynamic_shared_memory_errors() {
    let sh = |n: &str, ext: i64| buf_shape(n, f32(), vec![Expr::i32(ext)], "shared.dyn");
    let err = dyn_shared_error(
        vec![Stmt::alloc(&sh("A_sh", 128)), Stmt::alloc(&sh("B_sh", 128))],
        |s| s,
    );
    assert_eq!(
        err.message,
        "Only one dynamic shared memory allocation is allowed."
    );
    assert_eq!(err.func.as_deref(), Some("main_kernel"));

    let err = dyn_shared_error(vec![Stmt::alloc(&sh("A_sh", 0))], |s| s);
    assert!(
        err.message.starts_with(
            "PrimFunc main_kernel allocates dynamic shared memory with a placeholder extent"
        ),
        "{err}"
    );

    let err = dyn_shared_error(vec![], |s| {
        attr0(
            keys::DYN_SMEM_BYTES,
            Expr::i32(16),
            attr0(keys::DYN_SMEM_BYTES, Expr::i32(16), s),
        )
    });
    assert_eq!(
        err.message,
        "Only one tirx.dyn_smem_bytes declaration is allowed per kernel."
    );

    let k = var("k", i32());
    let err = dyn_shared_error(vec![], |s| attr0(keys::DYN_SMEM_BYTES, e(&k), s));
    assert_eq!(err.message, "tirx.dyn_smem_bytes must be an IntImm");
}

#[test]
fn missing_target_is_rejected() {
    let main = public("main", func(vec![], Stmt::no_op(), None));
    let err = expect_err(run(SPLIT, module(vec![("main", main)])));
    assert_eq!(
        err.to_string(),
        "SplitHostDevice: in function main: Require the target attribute"
    );
}

#[test]
fn plain_var_thread_extent_is_rejected() {
    let a = buf("A", f32(), &[16]);
    let tx = var("tx", i32());
    let body = Stmt::attr(
        AttrNode::Expr(e(&tx)),
        keys::THREAD_EXTENT,
        Expr::i32(16),
        store(&a, fconst(0.0), e(&tx)),
    );
    let main = public("main", func(vec![pb(&a)], body, Some(&cuda_host())));
    let err = expect_err(run(SPLIT, module(vec![("main", main)])));
    assert_eq!(err.func.as_deref(), Some("main"));
    assert!(
        err.message.contains("variable tx") && err.message.contains("IterVar"),
        "{err}"
    );
}

#[test]
fn non_ssa_region_is_rejected() {
    let a = buf("A", f32(), &[16]);
    let i = var("i", i32());
    let lp = Stmt::for_(
        &i,
        Expr::i32(0),
        Expr::i32(4),
        ForKind::Serial,
        store(&a, fconst(0.0), e(&i)),
    );
    let main = public(
        "main",
        func(
            vec![pb(&a)],
            attr0(keys::DEVICE_SCOPE, Expr::i32(0), seq(vec![lp.clone(), lp])),
            Some(&cuda_host()),
        ),
    );
    let err = expect_err(run(SPLIT, module(vec![("main", main)])));
    assert_eq!(
        err.message,
        "variable i has already been defined, the Stmt is not SSA"
    );
}

#[test]
fn call_to_missing_function_is_rejected() {
    let main = public(
        "main",
        func(vec![], direct_call("nowhere", vec![]), Some(&cuda_host())),
    );
    let err = expect_err(run(SPLIT, module(vec![("main", main)])));
    assert_eq!(err.func.as_deref(), Some("main"));
    assert!(err.message.contains("subroutine call to nowhere"), "{err}");
}

#[test]
fn argument_count_mismatch_is_rejected() {
    let (before, _) = lower_module(simple_kernel_body, |p| vec![pv(p)], |_| vec![], |f| f);
    let err = expect_err(run(SPLIT, before));
    assert_eq!(
        err.message,
        "Function kernel accepts 1 arguments as input, but is called using 0 arguments"
    );
}

#[test]
fn launch_and_extern_callee_is_rejected() {
    // kernel (target c) called from an llvm host (extern) and from a cuda host (launch)
    let a = buf("A", f32(), &[16]);
    let from_llvm = public(
        "f1",
        func(
            vec![pb(&a)],
            direct_call("kernel", vec![Expr::buffer_data(&a)]),
            Some(&target("llvm")),
        ),
    );
    let b = buf("B", f32(), &[16]);
    let from_cuda = public(
        "f2",
        func(
            vec![pb(&b)],
            direct_call("kernel", vec![Expr::buffer_data(&b)]),
            Some(&target("cuda")),
        ),
    );
    let a_data = ptr("A_data", f32());
    let kf = func(
        vec![pv(&a_data)],
        simple_kernel_body(&a_data),
        Some(&target("c")),
    );
    let err = expect_err(run(
        SPLIT,
        module(vec![("f1", from_llvm), ("f2", from_cuda), ("kernel", kf)]),
    ));
    assert_eq!(err.func.as_deref(), Some("kernel"));
    assert!(err.message.contains("has multiple callees"), "{err}");
}

#[test]
fn kernel_names_follow_global_symbol() {
    let n = var("n", i32());
    let body = seq(vec![
        target_region(&target("cuda"), Stmt::evaluate(e(&n))),
        target_region(&target("cuda"), Stmt::evaluate(e(&n))),
    ]);
    let f = public("my.fn", func(vec![pv(&n)], body, Some(&cuda_host())));
    let after = split(module(vec![("f", f)]));
    let names: Vec<&str> = after.functions.keys().map(String::as_str).collect();
    assert_eq!(names, ["f", "my_fn_kernel", "my_fn_kernel_1"]);
}

// ---- determinism and parallelism ---------------------------------------------

fn many_functions(count: usize) -> IRModule {
    let mut funcs = Vec::new();
    for i in 0..count {
        let a = buf("A", f32(), &[64]);
        let n = var("n", i32());
        let tx = thread("tx", "threadIdx.x");
        let r1 = launch(
            &tx,
            Expr::i32(64),
            store(&a, Expr::cast(f32(), &e(&n)), e(tx.var())),
        );
        let ty = thread("ty", "threadIdx.x");
        let r2 = launch(&ty, e(&n), store(&a, fconst(1.0), e(ty.var())));
        let body = seq(vec![
            r1,
            target_region(&target("llvm"), Stmt::evaluate(e(&n))),
            r2,
        ]);
        let name = format!("f{i:03}");
        funcs.push((
            name.clone(),
            public(&name, func(vec![pb(&a), pv(&n)], body, Some(&cuda_host()))),
        ));
    }
    IRModule::from_functions(funcs)
}

#[test]
fn deterministic_and_parallel() {
    let before = many_functions(48);
    let a = split(before.clone());
    let b = split(before);
    assert_eq!(dump(&a), dump(&b));
    assert_module_eq(&a, &b);
    assert_eq!(a.len(), 48 * 4);
    for i in 0..48 {
        let host = a.get(&format!("f{i:03}")).unwrap();
        let StmtKind::Seq(items) = host.body.kind() else {
            panic!("host body")
        };
        let callees: Vec<String> = items
            .iter()
            .filter_map(|s| {
                let call = match s.kind() {
                    StmtKind::Evaluate(c) | StmtKind::Bind { value: c, .. } => c,
                    _ => return None,
                };
                match call.as_call()? {
                    (CallOp::Global(n), _) => Some(n.to_string()),
                    (_, args) => args.first()?.as_str().map(String::from),
                }
            })
            .collect();
        let base = format!("f{i:03}_kernel");
        assert_eq!(
            callees,
            [base.clone(), format!("{base}_1"), format!("{base}_2")]
        );
        // the llvm region: an int32 CPU kernel called directly (same target as the host)
        let cpu = a.get(&format!("{base}_1")).unwrap();
        assert_eq!(cpu.ret_type, Type::Prim(i32()));
        assert!(cpu.global_symbol().is_none());
    }
}

/// An attribute whose node is a captured buffer captures the buffer (TVM 0.27
/// leaves it undeclared in the kernel).
#[test]
fn attribute_on_captured_buffer_captures_it() {
    let a = buf("A", f32(), &[16]);
    let b = buf("B", f32(), &[16]);
    let tx = thread("tx", "threadIdx.x");
    let inner = Stmt::attr(
        AttrNode::Buffer(b.clone()),
        keys::STORAGE_ALIGNMENT,
        Expr::i32(64),
        store(&a, fconst(0.0), e(tx.var())),
    );
    let main = public(
        "main",
        func(
            vec![pb(&a), pb(&b)],
            launch(&tx, Expr::i32(16), inner),
            Some(&cuda_host()),
        ),
    );
    let after = split(module(vec![("main", main)]));
    let k = after.get("main_kernel").unwrap();
    let names: Vec<&str> = k.params.iter().map(Param::name).collect();
    assert_eq!(names, ["A_ptr", "B_ptr"]);
    assert!(undefined_in_func(k).unwrap().is_empty());
}
