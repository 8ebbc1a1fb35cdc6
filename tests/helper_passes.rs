//! AnnotateEntryFunc and BindTarget (tvm-test-catalog.md §6), and ConvertSSA.

mod common;

use common::*;
use tirsat::ir::*;
use tirsat::transform::bind_target::BindTarget;
use tirsat::transform::{Pass, PassContext};

fn noop(name: &str, public_fn: bool) -> (String, PrimFunc) {
    let f = func(vec![], Stmt::no_op(), None);
    let f = if public_fn { public(name, f) } else { f };
    (name.to_string(), f)
}

#[test]
fn annotate_entry_func_single_primfunc() {
    let m = IRModule::from_functions([noop("func1", false)]);
    let out = run("AnnotateEntryFunc", m).unwrap();
    assert_eq!(
        out.get("func1").unwrap().attr(keys::IS_ENTRY_FUNC),
        Some(&AttrValue::Bool(true))
    );
}

#[test]
fn annotate_entry_func_multiple_primfunc() {
    // two private functions: no error (TVM's xfail test XPASSes), nothing annotated
    let m = IRModule::from_functions([noop("func1", false), noop("func2", false)]);
    let out = run("AnnotateEntryFunc", m.clone()).unwrap();
    assert_module_eq(&out, &m);
    // two public functions: unchanged too
    let m = IRModule::from_functions([noop("func1", true), noop("func2", true)]);
    assert_module_eq(&run("AnnotateEntryFunc", m.clone()).unwrap(), &m);
    // exactly one public function: it is the entry
    let m = IRModule::from_functions([noop("func1", true), noop("func2", false)]);
    let out = run("AnnotateEntryFunc", m).unwrap();
    assert!(out.get("func1").unwrap().has_flag(keys::IS_ENTRY_FUNC));
    assert!(!out.get("func2").unwrap().has_flag(keys::IS_ENTRY_FUNC));
}

fn bind(t: &Target, m: IRModule) -> IRModule {
    BindTarget::new(t.clone())
        .run(m, &PassContext::new())
        .unwrap()
}

#[test]
fn bind_target() {
    let m = IRModule::from_functions([noop("func1", false), noop("func2", false)]);
    let out = bind(&target("cuda"), m);
    for f in out.functions.values() {
        assert_eq!(f.target(), Some(&target("cuda")));
    }
}

#[test]
fn bind_target_adds_attribute() {
    let out = bind(
        &target("cuda"),
        IRModule::from_functions([noop("main", true)]),
    );
    let expected = IRModule::from_functions([(
        "main".to_string(),
        public("main", func(vec![], Stmt::no_op(), Some(&target("cuda")))),
    )]);
    assert_module_eq(&out, &expected);
}

#[test]
fn bind_target_with_host_to_exposed_function() {
    let out = bind(&cuda_host(), IRModule::from_functions([noop("main", true)]));
    assert_eq!(out.get("main").unwrap().target(), Some(&cuda_host()));
}

#[test]
fn bind_target_with_host_to_internal_function() {
    let out = bind(
        &cuda_host(),
        IRModule::from_functions([noop("main", false)]),
    );
    assert_eq!(out.get("main").unwrap().target(), Some(&target("cuda")));
}

#[test]
fn bind_target_ignores_existing() {
    let f = func(vec![], Stmt::no_op(), Some(&target("nvptx")));
    let out = bind(
        &target("cuda"),
        IRModule::from_functions([("main".to_string(), f)]),
    );
    assert_eq!(out.get("main").unwrap().target(), Some(&target("nvptx")));
}

#[test]
fn bind_target_updates_host() {
    let host = target("llvm -opt-level=0");
    let f = public("main", func(vec![], Stmt::no_op(), Some(&target("nvptx"))));
    let out = bind(
        &with_host(&target("cuda"), &host),
        IRModule::from_functions([("main".to_string(), f)]),
    );
    assert_eq!(
        out.get("main").unwrap().target(),
        Some(&with_host(&target("nvptx"), &host))
    );
    // a private function with an existing target is left alone
    let f = func(vec![], Stmt::no_op(), Some(&target("nvptx")));
    let out = bind(
        &with_host(&target("cuda"), &host),
        IRModule::from_functions([("f".to_string(), f)]),
    );
    assert_eq!(out.get("f").unwrap().target(), Some(&target("nvptx")));
}

#[test]
fn bind_target_host_functions() {
    let f = flag(
        public("main", func(vec![], Stmt::no_op(), None)),
        keys::IS_HOST_FUNC,
    );
    let m = IRModule::from_functions([("main".to_string(), f)]);
    let llvm = target("llvm");
    let out = bind(&cuda_host(), m.clone());
    let g = out.get("main").unwrap();
    assert_eq!(g.target(), Some(&with_host(&llvm, &llvm)));
    assert!(g.attr(keys::IS_HOST_FUNC).is_none());
    // without a host in the given target, the host is llvm
    let out = bind(&target("cuda"), m);
    assert_eq!(
        out.get("main").unwrap().target(),
        Some(&with_host(&llvm, &llvm))
    );
}

/// `entry(A, x)` (public) calling the private `twice` from the host (`y = twice(x)`)
/// and/or from device code (under a thread launch).
fn calls_twice(from_host: bool, from_device: bool) -> IRModule {
    let a = buf("A", f32(), &[32]);
    let x = var("x", f32());
    let y = var("y", f32());
    let t = thread("t", "threadIdx.x");
    let dev_value = if from_device {
        Expr::call_global(f32(), "twice", vec![load(&a, e(t.var()))])
    } else {
        load(&a, e(t.var()))
    };
    let host_value = if from_host {
        Expr::call_global(f32(), "twice", vec![e(&x)])
    } else {
        e(&x)
    };
    let body = seq(vec![
        Stmt::bind(&y, host_value),
        launch(
            &t,
            Expr::i32(32),
            store(&a, Expr::add(&dev_value, &e(&y)), e(t.var())),
        ),
    ]);
    let entry = public("entry", func(vec![pb(&a), pv(&x)], body, None));
    let v = var("v", f32());
    let mut twice = func(
        vec![pv(&v)],
        Stmt::ret(Expr::mul(&e(&v), &fconst(2.0))),
        None,
    );
    twice.ret_type = Type::Prim(f32());
    module(vec![("entry", entry), ("twice", twice)])
}

#[test]
fn bind_target_private_functions_by_call_site() {
    let llvm = target("llvm");
    // called from the host only: the host target (llvm without a host in the target)
    let out = bind(&target("cuda"), calls_twice(true, false));
    assert_eq!(out.get("twice").unwrap().target(), Some(&llvm));
    // called from device code only: the device target
    let out = bind(&cuda_host(), calls_twice(false, true));
    assert_eq!(out.get("twice").unwrap().target(), Some(&target("cuda")));
    // never called: the device target
    let out = bind(&cuda_host(), calls_twice(false, false));
    assert_eq!(out.get("twice").unwrap().target(), Some(&target("cuda")));
}

#[test]
fn bind_target_private_called_from_both() {
    let out = bind(&cuda_host(), calls_twice(true, true));
    let names: Vec<&str> = out.functions.keys().map(String::as_str).collect();
    assert_eq!(names, ["entry", "twice", "twice_host"]);
    let twice = out.get("twice").unwrap();
    let copy = out.get("twice_host").unwrap();
    assert_eq!(twice.target(), Some(&target("cuda")));
    assert_eq!(copy.target(), Some(&target("llvm")));
    assert!(copy.global_symbol().is_none());
    assert!(tirsat::ir::equal::stmt_equal(&twice.body, &copy.body).is_ok());
    assert_ne!(
        twice.params[0], copy.params[0],
        "the copy shares a parameter"
    );
    // host-side call redirected, device-side call kept
    let items = body_items(out.get("entry").unwrap());
    let StmtKind::Bind { value, .. } = items[0].kind() else {
        panic!("bind")
    };
    assert!(matches!(value.as_call(), Some((CallOp::Global(n), _)) if &**n == "twice_host"));
    let (_, _, dev) = as_thread_extent(&items[1]).expect("launch");
    let StmtKind::Store { value, .. } = dev.kind() else {
        panic!("store")
    };
    let callee = value.children()[0].as_call().map(|(op, _)| op.clone());
    assert_eq!(callee, Some(CallOp::global("twice")));
    assert_eq!(out.get("entry").unwrap().target(), Some(&cuda_host()));
}

#[test]
fn bind_target_existing_target_wins_over_host_marker() {
    let f = flag(
        func(vec![], Stmt::no_op(), Some(&target("c"))),
        keys::IS_HOST_FUNC,
    );
    let out = bind(
        &cuda_host(),
        IRModule::from_functions([("f".to_string(), f.clone())]),
    );
    assert_module_eq(&out, &IRModule::from_functions([("f".to_string(), f)]));
}

#[test]
fn bind_target_from_context() {
    let ctx = PassContext::new()
        .with_config("target", "cuda -arch=sm_80")
        .with_config("target.host", "llvm");
    let p = tirsat::transform::registry::pass_by_name("BindTarget").unwrap();
    let out = p
        .run(IRModule::from_functions([noop("main", true)]), &ctx)
        .unwrap();
    let t = out.get("main").unwrap().target().unwrap().clone();
    assert_eq!(t.attr("arch").and_then(AttrValue::as_str), Some("sm_80"));
    assert_eq!(t.host().map(Target::kind), Some("llvm"));
    let err = p.run(IRModule::new(), &PassContext::new()).unwrap_err();
    assert!(
        err.to_string().starts_with("BindTarget: no target given"),
        "{err}"
    );
    let bad = PassContext::new().with_config("target", "no-such-target");
    assert!(p.run(IRModule::new(), &bad).is_err());
}

#[test]
fn convert_ssa_renames_shared_definitions() {
    let i = var("i", i32());
    let lp = Stmt::for_(
        &i,
        Expr::i32(0),
        Expr::i32(4),
        ForKind::Serial,
        Stmt::evaluate(e(&i)),
    );
    let f = func(vec![], seq(vec![lp.clone(), lp]), None);
    let m = IRModule::from_functions([("a".to_string(), f.clone()), ("b".to_string(), f)]);
    let out = run("ConvertSSA", m).unwrap();
    let mut loop_vars = Vec::new();
    for f in out.functions.values() {
        for s in body_items(f) {
            if let StmtKind::For { var, body, .. } = s.kind() {
                let StmtKind::Evaluate(u) = body.kind() else {
                    panic!("loop body")
                };
                assert_eq!(u.as_var(), Some(var), "use not renamed with its definition");
                loop_vars.push(var.clone());
            }
        }
    }
    assert_eq!(loop_vars.len(), 4);
    for (x, a) in loop_vars.iter().enumerate() {
        for b in &loop_vars[x + 1..] {
            assert_ne!(a, b);
        }
    }
}
