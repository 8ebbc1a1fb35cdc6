//! SplitHostDevice (TVM 0.27's fused pass) and the three pre-fusion passes of
//! TVM PR #19605 (AnnotateDeviceRegions, SplitHostDeviceOnly,
//! LowerDeviceKernelLaunch): what the filetests cannot express. Every
//! input/output behaviour is a TVMScript case of `tests/passes/SplitHostDevice/`
//! (compared with TVM 0.27's output by `tests/pass_goldens.rs`) or of
//! `tests/passes/{AnnotateDeviceRegions,SplitHostDeviceOnly,LowerDeviceKernelLaunch}/`
//! (passes TVM 0.27 lacks: our own `.expected.py`/`.error.txt`); the
//! hand-built Before/Expected tests that were here and in
//! `tests/split_three_pass.rs` are folded into those cases (see the
//! `# covers:` header of each).
//!
//! Kept here: the pass registry, two inputs TVMScript text cannot spell, and
//! determinism of the parallel split over many functions.

mod common;

use common::*;
use tirsat::ir::*;
use tirsat::transform::registry::{PASS_NAMES, pass_by_name};

const SPLIT: &str = "SplitHostDevice";

#[test]
fn every_split_pass_is_registered_by_name() {
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

/// Hand-built: one loop variable object defining two loops. TVMScript text
/// cannot spell that (every `for i in ...` makes a variable of its own).
#[test]
fn region_defining_one_variable_twice_is_rejected() {
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

/// Hand-built: a call to a function the module does not have. TVMScript
/// text cannot spell that (TVM's parser and ours resolve `Module.f` against
/// the module's functions and reject the input).
#[test]
fn call_to_a_function_missing_from_the_module_is_rejected() {
    let text = "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n\n\
        @I.ir_module\nclass Module:\n    @T.prim_func(s_tir=True)\n    def main():\n        \
        T.func_attr({\"target\": T.target(\"cuda\", host=\"llvm\")})\n        Module.nowhere()\n";
    assert!(
        tirsat::script::reader::parse_module(text, "missing_callee.py").is_err(),
        "the reader accepts a call to a missing function: this test can become a filetest"
    );
    let main = public(
        "main",
        func(vec![], direct_call("nowhere", vec![]), Some(&cuda_host())),
    );
    let err = expect_err(run(SPLIT, module(vec![("main", main)])));
    assert_eq!(err.func.as_deref(), Some("main"));
    assert!(err.message.contains("subroutine call to nowhere"), "{err}");
}

// ---- determinism and parallelism ---------------------------------------------

/// `count` functions `f000`, ... (read from TVMScript), each with a cuda
/// launch region, an llvm region and a launch of symbolic extent.
fn many_functions(count: usize) -> IRModule {
    let mut text = String::from(
        "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n\n@I.ir_module\nclass Module:\n",
    );
    for i in 0..count {
        text.push_str(&format!(
            r#"    @T.prim_func(s_tir=True)
    def f{i:03}(A: T.Buffer((64,), "float32"), n: T.int32):
        T.func_attr({{"target": T.target("cuda", host="llvm")}})
        with T.launch_thread("threadIdx.x", 64) as tx:
            A[tx] = T.Cast("float32", n)
        with T.attr(T.target("llvm"), "target", 0):
            T.evaluate(n)
        with T.launch_thread("threadIdx.x", n) as ty:
            A[ty] = T.float32(1)

"#
        ));
    }
    tirsat::script::reader::parse_module(&text, "many_functions.py").expect("parse")
}

/// Stage C gives the new kernels' definitions precedence: the first kernel
/// keeps the variable object it shares with its host (so its body is not
/// rebuilt), the host and the later kernels get copies of the same name.
#[test]
fn kernels_keep_the_variables_they_share_with_their_host() {
    let before = many_functions(1);
    let n_of = |f: &PrimFunc| -> Var {
        f.params
            .iter()
            .find_map(|p| p.as_var().filter(|v| v.name() == "n"))
            .expect("a parameter n")
            .clone()
    };
    let n = n_of(before.get("f000").unwrap());
    let out = run(SPLIT, before).expect("split");
    assert_eq!(n_of(out.get("f000_kernel").unwrap()), n);
    let host_n = n_of(out.get("f000").unwrap());
    assert_ne!(host_n, n);
    assert_ne!(n_of(out.get("f000_kernel_2").unwrap()), n);
    assert!(tirsat::analysis::verify::verify_module(&out).is_empty());
}

/// The split of 48 functions (in parallel) twice gives the same module, and
/// each function's kernels are numbered in the order of its regions.
#[test]
fn split_of_many_functions_is_deterministic() {
    let before = many_functions(48);
    let a = run(SPLIT, before.clone()).expect("split");
    let b = run(SPLIT, before).expect("split");
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
