//! Tests of the TVMScript reader: one group per construct family (checking the
//! produced IR through the canonical dump), the bad-input classes (each with
//! its exact position), a comparison with TVM's own parse of the files in
//! `tests/reader/tvm/`, and a run over every script of the test corpus.

mod common;

use std::path::{Path, PathBuf};

use tirsat::ir::{AttrNode, AttrValue, DataType, ExprKind, IRModule, Param, StmtKind, Type, keys};
use tirsat::script::dump::dump_module;
use tirsat::script::printer::print_expr;
use tirsat::script::reader::{
    ScriptError, VarEnv, parse_expr, parse_int_expr, parse_module, parse_syntax, read_file,
};

fn parse(src: &str) -> IRModule {
    parse_module(src, "t.py").unwrap_or_else(|e| panic!("unexpected error: {e}\n{src}"))
}

fn dump(src: &str) -> String {
    dump_module(&parse(src))
}

fn err(src: &str) -> ScriptError {
    match parse_module(src, "t.py") {
        Ok(m) => panic!("expected an error, got:\n{}", dump_module(&m)),
        Err(e) => e,
    }
}

/// Asserts the error position and a message substring.
fn assert_err(src: &str, line: usize, col: usize, msg: &str) {
    let e = err(src);
    assert_eq!((e.line, e.column), (line, col), "wrong position for {e}");
    assert!(
        e.message.contains(msg),
        "message {:?} lacks {msg:?}",
        e.message
    );
    assert_eq!(e.to_string(), format!("t.py:{line}:{col}: {}", e.message));
}

/// A one-function module around `body` (indented by 4), with the given parameters.
fn func(params: &str, body: &str) -> String {
    let mut s = format!("@T.prim_func(s_tir=True)\ndef main({params}):\n");
    for l in body.lines() {
        s.push_str("    ");
        s.push_str(l);
        s.push('\n');
    }
    s
}

fn contains(d: &str, needle: &str) {
    assert!(d.contains(needle), "dump lacks {needle:?}:\n{d}");
}

// ---- modules, functions, parameters ---------------------------------------------

#[test]
fn module_functions_attrs_and_calls() {
    let src = r#"
from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module(check_well_formed=False)
class Mod:
    @T.prim_func(private=True, s_tir=True)
    def helper(v: T.int32) -> T.int32:
        return v + 1

    @T.prim_func(s_tir=True, persistent=True)
    def main(n: T.int32):
        T.func_attr({"target": T.target("cuda", host="llvm"), "tirx.noalias": True, "calling_conv": 2})
        r: T.let[T.int32] = Mod.helper(n)
        k: T.let[T.int32] = Module.helper(r)

    @T.prim_func
    def renamed(n: T.int32):
        T.func_attr({"global_symbol": "other"})
        T.evaluate(n)
"#;
    let m = parse(src);
    assert_eq!(m.len(), 3);
    let helper = m.get("helper").unwrap();
    assert_eq!(helper.global_symbol(), None);
    assert_eq!(helper.ret_type, Type::Prim(DataType::i32()));
    assert!(helper.has_flag(keys::S_TIR));
    let main = m.get("main").unwrap();
    assert_eq!(main.global_symbol(), Some("main"));
    assert_eq!(main.ret_type, Type::Void);
    assert!(main.has_flag(keys::PERSISTENT_KERNEL));
    assert_eq!(main.attr(keys::NOALIAS), Some(&AttrValue::Bool(true)));
    assert_eq!(main.attr(keys::CALLING_CONV), Some(&AttrValue::Int(2)));
    let t = main.target().unwrap();
    assert_eq!(t.kind(), "cuda");
    assert_eq!(t.host().unwrap().kind(), "llvm");
    let renamed = m.get("renamed").unwrap();
    assert_eq!(renamed.global_symbol(), Some("other"));
    assert!(!renamed.has_flag(keys::S_TIR));
    let d = dump_module(&m);
    contains(
        &d,
        "bind (var %v1 r int32) = (call @helper int32 [(var %v0 n int32)])",
    );
    contains(
        &d,
        "bind (var %v2 k int32) = (call @helper int32 [(var %v1 r int32)])",
    );
}

#[test]
fn bare_function_gets_global_symbol() {
    let m = parse(
        "@T.prim_func\ndef add_one(A: T.Buffer(16, \"float32\")):\n    A[0] = A[0] + T.float32(1)\n",
    );
    let f = m.get("add_one").unwrap();
    assert_eq!(f.global_symbol(), Some("add_one"));
    let m = parse("@T.prim_func(private=True)\ndef p(n: T.int32):\n    T.evaluate(n)\n");
    assert_eq!(m.get("p").unwrap().global_symbol(), None);
    // tvm.script.ir_module spelling
    let m = parse(
        "import tvm\n@tvm.script.ir_module\nclass M:\n    @T.prim_func\n    def f(n: T.int32):\n        T.evaluate(n)\n",
    );
    assert!(m.contains("f"));
}

#[test]
fn parameter_forms() {
    let src = func(
        r#"A: T.Buffer(16, "float32"), B: T.Buffer([4, 4]), C: T.Buffer((8,), "int8", scope="shared", align=16), h: T.handle, p: T.handle("float16", "shared"), q: T.handle("int8"), x: T.float32, f: T.bool, a: T.handle"#,
        "X = T.match_buffer(a, (4, 2), \"int32\")\nT.evaluate(0)",
    );
    let m = parse(&src);
    let f = m.get("main").unwrap();
    let names: Vec<&str> = f.params.iter().map(Param::name).collect();
    assert_eq!(names, ["A", "B", "C", "h", "p", "q", "x", "f", "X"]);
    let b = f.params[1].as_buffer().unwrap();
    assert_eq!(b.dtype(), DataType::f32());
    assert_eq!(b.shape().len(), 2);
    let c = f.params[2].as_buffer().unwrap();
    assert_eq!((c.scope().as_str(), c.data_alignment()), ("shared", 16));
    assert_eq!(
        f.params[3].as_var().unwrap().ty(),
        &Type::Prim(DataType::handle())
    );
    assert_eq!(
        f.params[4].as_var().unwrap().ty(),
        &Type::pointer(DataType::float(16), "shared")
    );
    assert_eq!(
        f.params[5].as_var().unwrap().ty(),
        &Type::pointer(DataType::int(8), "global")
    );
    assert_eq!(f.params[7].as_var().unwrap().dtype(), DataType::bool());
    let x = f.params[8].as_buffer().unwrap();
    assert_eq!((x.name(), x.dtype()), ("X", DataType::i32()));
}

#[test]
fn string_shapes_and_forward_references_share_the_scalar_parameter() {
    let src = func(
        r#"A: T.Buffer(("n * 4",), "float32"), B: T.Buffer(("m",), "float32"), m: T.int64, n: T.int32"#,
        "A[0] = B[0]",
    );
    // Like TVM, only a quoted shape may name a later parameter.
    assert_err(
        &func(
            r#"B: T.Buffer((m,), "float32"), m: T.int64"#,
            "B[0] = T.float32(0)",
        ),
        2,
        23,
        "undefined name 'm'",
    );
    let m = parse(&src);
    let f = m.get("main").unwrap();
    let n = f.params[3].as_var().unwrap();
    let mv = f.params[2].as_var().unwrap();
    let a = f.params[0].as_buffer().unwrap();
    match a.shape()[0].kind() {
        ExprKind::Binary(_, x, _) => assert_eq!(x.as_var(), Some(n)),
        other => panic!("unexpected shape {other:?}"),
    }
    let b = f.params[1].as_buffer().unwrap();
    assert_eq!(b.shape()[0].as_var(), Some(mv));
    assert_eq!(mv.dtype(), DataType::i64());
    assert_eq!(b.elem_offset().dtype(), DataType::i64());
    // a body declaration of a shape variable reuses it
    let src = func(
        r#"A: T.Buffer(("n",), "float32")"#,
        "n = T.int32()\nA[0] = T.Cast(\"float32\", n)",
    );
    let d = dump(&src);
    contains(&d, "param buffer %b0 A float32 [(var %v0 n int32)]");
    contains(
        &d,
        "store %b0 [(int int32 0)] = (cast float32 (var %v0 n int32))",
    );
}

#[test]
fn type_var_shapes() {
    let src = "from typing import TypeVar\nL = TypeVar(\"L\")\n@T.prim_func\ndef f(X: T.Buffer((L,), \"float16\")):\n    X[0] = T.float16(0)\n";
    let d = dump(src);
    contains(&d, "param buffer %b0 X float16 [(var %v0 L int64)]");
    let d =
        dump("@T.prim_func\ndef f[L](X: T.Buffer((L,), \"float16\")):\n    X[0] = T.float16(0)\n");
    contains(&d, "[(var %v0 L int64)]");
}

// ---- threads and attributes ------------------------------------------------------

#[test]
fn launch_thread_forms() {
    let src = func(
        r#"A: T.Buffer((64,), "float32"), n: T.int64"#,
        r#"bx = T.launch_thread("blockIdx.x", 4)
tx = T.env_thread("threadIdx.x")
T.launch_thread(tx, 16)
with T.launch_thread("threadIdx.y", 2) as ty:
    A[ty] = T.float32(0)
vt = T.env_thread("vthread")
with T.launch_thread(vt, 2):
    A[vt] = T.float32(1)
bz = T.launch_thread("blockIdx.z", n)
A[tx] = T.float32(2)"#,
    );
    let d = dump(&src);
    contains(
        &d,
        "attr \"thread_extent\" node=iv((var %v1 bx int32) dom=((int int32 0), (int int32 4)) kind=1 tag=\"blockIdx.x\") value=(int int32 4)",
    );
    contains(
        &d,
        "  attr \"thread_extent\" node=iv((var %v2 tx int32) dom=((int int32 0), (int int32 16)) kind=1 tag=\"threadIdx.x\")",
    );
    contains(
        &d,
        "attr \"thread_extent\" node=iv((var %v3 ty int32) dom=((int int32 0), (int int32 2)) kind=1 tag=\"threadIdx.y\")",
    );
    contains(
        &d,
        "attr \"virtual_thread\" node=iv((var %v4 vt int32) dom=((int int32 0), (int int32 2)) kind=1 tag=\"vthread\")",
    );
    // an int64 extent gives an int64 thread variable
    contains(
        &d,
        "node=iv((var %v5 bz int64) dom=((int int64 0), (var %v0 n int64)) kind=1 tag=\"blockIdx.z\")",
    );
    // statement-form frames wrap the rest of the block: bx > tx > seq
    let f = parse(&src);
    let body = &f.get("main").unwrap().body;
    let (iv, _, inner) = tirsat::ir::as_thread_extent(body).unwrap();
    assert_eq!(iv.thread_tag(), "blockIdx.x");
    let (iv2, _, inner2) = tirsat::ir::as_thread_extent(inner).unwrap();
    assert_eq!(iv2.thread_tag(), "threadIdx.x");
    assert_eq!(inner2.as_seq().len(), 3);
}

#[test]
fn attr_forms() {
    let src = func(
        r#"A: T.Buffer((4,), "float32"), n: T.int32"#,
        r#"tx = T.env_thread("threadIdx.x")
with T.attr(0, "device_scope", 0):
    A[0] = T.float32(1)
with T.attr({"compute_scope": "main_compute_", "flag": True}):
    A[1] = T.float32(2)
with T.attr(T.target("cuda"), "target", 0):
    A[2] = T.float32(3)
T.attr("default", "device_id", n)
T.attr(A, "storage_alignment", 64)
T.attr(tx, "thread_extent", n)
A[3] = T.float32(4)"#,
    );
    let d = dump(&src);
    contains(
        &d,
        "attr \"device_scope\" node=(int int32 0) value=(int int32 0)",
    );
    contains(
        &d,
        "attr \"compute_scope\" node=(int int32 0) value=(str \"main_compute_\")\n      attr \"flag\" node=(int int32 0) value=(int bool 1)",
    );
    contains(&d, "attr \"target\" node=target{\"arch\": \"sm_50\"");
    contains(
        &d,
        "attr \"device_id\" node=(str \"default\") value=(var %v0 n int32)",
    );
    contains(
        &d,
        "attr \"storage_alignment\" node=buffer(%b0) value=(int int32 64)",
    );
    contains(
        &d,
        "attr \"thread_extent\" node=(var %v1 tx int32) value=(var %v0 n int32)",
    );
    let m = parse(&src);
    let seq = m.get("main").unwrap().body.as_seq().to_vec();
    assert_eq!(seq.len(), 4);
    match seq[3].kind() {
        StmtKind::Attr {
            node: AttrNode::Expr(e),
            key,
            ..
        } => {
            assert_eq!(key, "device_id");
            assert_eq!(e.as_str(), Some("default"));
        }
        other => panic!("{other:?}"),
    }
}

// ---- buffers --------------------------------------------------------------------

#[test]
fn allocations_and_declarations() {
    let src = func(
        r#"X: T.Buffer((128,), "float32"), p: T.handle("float32", "shared"), args: T.handle"#,
        r#"S = T.alloc_buffer((128,), "float32", scope="shared.dyn")
V = T.alloc_shared((16,), annotations={"tirx.volatile": True})
L = T.alloc_local((1,), "int8")
G = T.alloc_buffer((4, 4), "float16", align=4, layout=None)
D = T.decl_buffer((16,), "float32", data=p, scope="shared")
E = T.decl_buffer((8,))
F = T.decl_buffer((16,), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(args, 0, 1, T.handle().ty)))
B8 = T.alloc_buffer((512,), "uint8", scope="shared.dyn")
W = B8.view("float32")
R = X.view(4, 32)
X[0] = S[0] + V[0] + D[0] + E[0] + F[0] + W[0] + R[1, 2] + T.Cast("float32", L[0]) + T.Cast("float32", G[0, 1])"#,
    );
    let d = dump(&src);
    contains(
        &d,
        "alloc %b1 S float32 [(int int32 128)] strides=[] elem_offset=(int int32 0) scope=shared.dyn align=64 offset_factor=1 ann={}",
    );
    contains(
        &d,
        "alloc %b2 V float32 [(int int32 16)] strides=[] elem_offset=(int int32 0) scope=shared align=64 offset_factor=1 ann={\"tirx.volatile\": (int bool 1)}",
    );
    contains(
        &d,
        "alloc %b3 L int8 [(int int32 1)] strides=[] elem_offset=(int int32 0) scope=local",
    );
    contains(
        &d,
        "alloc %b4 G float16 [(int int32 4), (int int32 4)] strides=[] elem_offset=(int int32 0) scope=global align=4",
    );
    contains(
        &d,
        "decl %b5 D float32 [(int int32 16)] strides=[] elem_offset=(int int32 0) scope=shared align=64 offset_factor=1 data=(var %v0 p ptr(float32,shared))",
    );
    contains(&d, "alloc %b6 E float32 [(int int32 8)]");
    contains(
        &d,
        "data=(call reinterpret ptr(float32,global) [(call tvm_struct_get ptr(void,global) [(var %v1 args ptr(void,global)) (int int32 0) (int int32 1)])])",
    );
    contains(
        &d,
        "decl %b9 W float32 [(int int32 128)] strides=[] elem_offset=(int int32 0) scope=shared.dyn align=64 offset_factor=1 data=(data %b8)",
    );
    contains(
        &d,
        "decl %b10 R float32 [(int int32 4), (int int32 32)] strides=[] elem_offset=(int int32 0) scope=global align=64 offset_factor=1 data=(data %b0)",
    );
}

#[test]
fn bare_buffer_is_declared_by_a_later_decl_buffer() {
    let src = func(
        r#"args: T.handle"#,
        r#"A = T.Buffer((16,))
with T.attr(A, "storage_alignment", 64):
    A = T.decl_buffer((16,), data=T.reinterpret(T.handle("float32", "global").ty, T.tvm_struct_get(args, 0, 1, T.handle().ty)))
    A[0] = T.float32(1)"#,
    );
    let m = parse(&src);
    let body = &m.get("main").unwrap().body;
    let StmtKind::Attr {
        node: AttrNode::Buffer(a),
        body,
        ..
    } = body.kind()
    else {
        panic!("{body:?}")
    };
    let StmtKind::DeclBuffer { buffer, .. } = body.as_seq()[0].kind() else {
        panic!()
    };
    assert_eq!(a, buffer, "the attribute's buffer is the declared one");
    // different fields: a new buffer
    let src = func(
        "",
        "A = T.Buffer((16,))\nT.attr(A, \"k\", 1)\nA = T.decl_buffer((8,))\nA[0] = T.float32(1)",
    );
    let m = parse(&src);
    let StmtKind::Attr {
        node: AttrNode::Buffer(a),
        body,
        ..
    } = m.get("main").unwrap().body.kind()
    else {
        panic!()
    };
    let StmtKind::AllocBuffer { buffer, .. } = body.as_seq()[0].kind() else {
        panic!()
    };
    assert_ne!(a, buffer);
}

#[test]
fn stores_loads_and_scalars() {
    let src = func(
        r#"A: T.Buffer((16,), "float32"), I: T.Buffer((4, 4), "int32"), n: T.int32, p: T.handle("int32", "local")"#,
        r#"A[0] = 0
I[1, 2] = 2.5
A[1] = n
A[0:4] = T.Broadcast(T.float32(1), 4)
A[T.Ramp(4, 1, 4)] = A[T.Ramp(8, 1, 4)]
A[2] += T.float32(1)
x = n + 1
x = x * 2
y: T.float32 = A[3]
M = T.decl_scalar(T.int32, data=p, elem_offset=0, scope="local")
I[0, 0] = x + M"#,
    );
    let d = dump(&src);
    contains(
        &d,
        "store %b0 [(int int32 0)] = (float float32 0x0000000000000000)",
    );
    contains(
        &d,
        "store %b1 [(int int32 1) (int int32 2)] = (int int32 2)",
    );
    contains(
        &d,
        "store %b0 [(int int32 1)] = (cast float32 (var %v0 n int32))",
    );
    contains(
        &d,
        "store %b0 [(ramp int32x4 (int int32 0) (int int32 1) 4)] = (broadcast float32x4 (float float32 0x3ff0000000000000) 4)",
    );
    contains(
        &d,
        "store %b0 [(ramp int32x4 (int int32 4) (int int32 1) 4)] = (load float32x4 %b0 [(ramp int32x4 (int int32 8) (int int32 1) 4)])",
    );
    contains(
        &d,
        "store %b0 [(int int32 2)] = (add float32 (load float32 %b0 [(int int32 2)]) (float float32 0x3ff0000000000000))",
    );
    contains(
        &d,
        "alloc %b2 x int32 [(int int32 1)] strides=[] elem_offset=(int int32 0) scope=local",
    );
    contains(
        &d,
        "store %b2 [(int int32 0)] = (add int32 (var %v0 n int32) (int int32 1))",
    );
    contains(
        &d,
        "store %b2 [(int int32 0)] = (mul int32 (load int32 %b2 [(int int32 0)]) (int int32 2))",
    );
    contains(&d, "alloc %b3 y float32");
    contains(
        &d,
        "decl %b4 M int32 [(int int32 1)] strides=[] elem_offset=(int int32 0) scope=local align=64 offset_factor=1 data=(var %v1 p ptr(int32,local))",
    );
    contains(
        &d,
        "store %b1 [(int int32 0) (int int32 0)] = (add int32 (load int32 %b2 [(int int32 0)]) (load int32 %b4 [(int int32 0)]))",
    );
}

// ---- control flow ---------------------------------------------------------------

#[test]
fn loops() {
    let src = func(
        r#"A: T.Buffer((64,), "float32"), n: T.int32, k: T.int64"#,
        r#"for i in range(4):
    A[i] = T.float32(0)
for i in range(1, n + 1):
    A[i] = T.float32(0)
for i in range(n, n + 4):
    A[i] = T.float32(0)
for i in range(2, k):
    A[i] = T.float32(0)
for i in T.parallel(4):
    A[i] = T.float32(0)
for i in T.unroll(2, 6):
    A[i] = T.float32(0)
for i in T.vectorized(4):
    A[i] = T.float32(0)
for i, j in T.grid(2, 3):
    A[i * 3 + j] = T.float32(0)
for i in T.serial(4, annotations={"pragma_unroll": True}):
    A[i] = T.float32(0)
for i in T.thread_binding(4, thread="threadIdx.x"):
    A[i] = T.float32(0)"#,
    );
    let d = dump(&src);
    contains(
        &d,
        "for (var %v2 i int32) in (int int32 0) (int int32 4) serial ann={}",
    );
    contains(
        &d,
        "for (var %v3 i int32) in (int int32 1) (var %v0 n int32) serial",
    );
    contains(
        &d,
        "for (var %v4 i int32) in (var %v0 n int32) (int int32 4) serial",
    );
    contains(
        &d,
        "for (var %v5 i int64) in (int int64 2) (sub int64 (var %v1 k int64) (int int64 2)) serial",
    );
    contains(&d, "(int int32 0) (int int32 4) parallel");
    contains(&d, "(int int32 2) (int int32 4) unroll");
    contains(&d, "(int int32 0) (int int32 4) vectorized");
    contains(
        &d,
        "for (var %v9 i int32) in (int int32 0) (int int32 2) serial ann={}\n      for (var %v10 j int32) in (int int32 0) (int int32 3) serial",
    );
    contains(&d, "serial ann={\"pragma_unroll\": true}");
    contains(&d, "thread_binding binding=\"threadIdx.x\" ann={}");
}

#[test]
fn branches_while_assert_return() {
    let src = r#"
@T.prim_func(s_tir=True)
def main(A: T.Buffer((4,), "float32"), n: T.int32) -> T.int32:
    if n > 3:
        A[0] = T.float32(1)
    elif n > 2:
        A[1] = T.float32(2)
    else:
        A[2] = T.float32(3)
    if True:
        A[3] = T.float32(4)
    else:
        A[3] = T.float32(5)
    while n > 100:
        T.evaluate(0)
    assert n > 0, "n must be positive"
    assert n > 1, ("ValueError", ["too ", "small"])
    assert n > 2, ("TypeError", ["x", metadata["ir.StringImm"][0]])
    T.evaluate(0)
    return 0
"#;
    let d = dump(src);
    contains(
        &d,
        "if (cmp > bool (var %v0 n int32) (int int32 3))\n      store %b0 [(int int32 0)] = (float float32 0x3ff0000000000000)\n    else\n      if (cmp > bool (var %v0 n int32) (int int32 2))",
    );
    contains(
        &d,
        "    store %b0 [(int int32 3)] = (float float32 0x4010000000000000)\n    while",
    );
    contains(
        &d,
        "while (cmp > bool (var %v0 n int32) (int int32 100))\n      eval (int int32 0)",
    );
    contains(
        &d,
        "assert (cmp > bool (var %v0 n int32) (int int32 0)) kind=\"RuntimeError\" [(str \"n must be positive\")]",
    );
    contains(&d, "kind=\"ValueError\" [(str \"too \") (str \"small\")]");
    contains(
        &d,
        "kind=\"TypeError\" [(str \"x\") (meta \"ir.StringImm\" 0)]",
    );
    contains(&d, "    return (int int32 0)");
    assert!(
        !d.contains("eval (int int32 0)\n    return"),
        "T.evaluate(0) is dropped from sequences:\n{d}"
    );
}

#[test]
fn evaluate_zero_kept_as_whole_body() {
    let d = dump("@T.prim_func\ndef f():\n    T.evaluate(0)\n");
    contains(&d, "  eval (int int32 0)");
}

// ---- expressions ----------------------------------------------------------------

#[test]
fn constants_casts_and_folding() {
    let src = func(
        r#"A: T.Buffer((16,), "float32"), B: T.Buffer((4,), "int8"), n: T.int32, m: T.int64, x: T.float32"#,
        r#"A[0] = T.float32(n)
A[1] = T.float32(0)
B[0] = B[1] + 1
A[2] = x * T.float32(1) + T.float32(0)
T.evaluate(T.int64(512) + 7)
T.evaluate(m * 1 + 0)
T.evaluate(n + T.int64(1))
T.evaluate(T.uint8(0x7))
T.evaluate(T.Cast("float32", 1))
T.evaluate(-n)
T.evaluate(~n)
T.evaluate(n // 4 + n % 4)
T.evaluate(T.truncdiv(n, 4) + T.truncmod(n, 4))
T.evaluate(x / 2)"#,
    );
    let d = dump(&src);
    contains(
        &d,
        "store %b0 [(int int32 0)] = (cast float32 (var %v0 n int32))",
    );
    contains(
        &d,
        "store %b0 [(int int32 1)] = (float float32 0x0000000000000000)",
    );
    contains(
        &d,
        "store %b1 [(int int32 0)] = (cast int8 (add int32 (cast int32 (load int8 %b1 [(int int32 1)])) (int int32 1)))",
    );
    contains(&d, "store %b0 [(int int32 2)] = (var %v2 x float32)");
    contains(&d, "eval (int int64 519)");
    contains(&d, "eval (var %v1 m int64)");
    contains(
        &d,
        "eval (add int64 (cast int64 (var %v0 n int32)) (int int64 1))",
    );
    contains(&d, "eval (int uint8 7)");
    contains(&d, "eval (cast float32 (int int32 1))");
    contains(&d, "eval (mul int32 (var %v0 n int32) (int int32 -1))");
    contains(&d, "eval (call bitwise_not int32 [(var %v0 n int32)])");
    contains(
        &d,
        "eval (add int32 (floordiv int32 (var %v0 n int32) (int int32 4)) (floormod int32 (var %v0 n int32) (int int32 4)))",
    );
    contains(
        &d,
        "eval (add int32 (div int32 (var %v0 n int32) (int int32 4)) (mod int32 (var %v0 n int32) (int int32 4)))",
    );
    contains(
        &d,
        "eval (div float32 (var %v2 x float32) (float float32 0x4000000000000000))",
    );
}

#[test]
fn comparisons_logic_and_bits() {
    let src = func(
        r#"n: T.int32, m: T.int64, b: T.bool, u: T.uint32"#,
        r#"T.evaluate(0 < n < 10)
T.evaluate(not b)
T.evaluate(b and n < 3)
T.evaluate(True and b)
T.evaluate(b or False)
T.evaluate(m < 5)
T.evaluate((n << 2) | (n >> 1))
T.evaluate(u & 255)
T.evaluate(T.shift_left(u, T.uint32(3)))
T.evaluate(n ^ 7)"#,
    );
    let d = dump(&src);
    contains(
        &d,
        "eval (and bool (cmp < bool (int int32 0) (var %v0 n int32)) (cmp < bool (var %v0 n int32) (int int32 10)))",
    );
    contains(&d, "eval (not bool (var %v2 b bool))");
    contains(
        &d,
        "eval (and bool (var %v2 b bool) (cmp < bool (var %v0 n int32) (int int32 3)))",
    );
    contains(&d, "eval (and bool (int bool 1) (var %v2 b bool))");
    contains(&d, "eval (or bool (var %v2 b bool) (int bool 0))");
    contains(&d, "eval (cmp < bool (var %v1 m int64) (int int64 5))");
    contains(
        &d,
        "eval (call bitwise_or int32 [(call shift_left int32 [(var %v0 n int32) (int int32 2)]) (call shift_right int32 [(var %v0 n int32) (int int32 1)])])",
    );
    contains(
        &d,
        "eval (call bitwise_and uint32 [(var %v3 u uint32) (int uint32 255)])",
    );
    contains(
        &d,
        "eval (call shift_left uint32 [(var %v3 u uint32) (int uint32 3)])",
    );
    contains(
        &d,
        "eval (call bitwise_xor int32 [(var %v0 n int32) (int int32 7)])",
    );
}

#[test]
fn builtin_calls() {
    let src = func(
        r#"A: T.Buffer((16,), "float32"), args: T.handle, p: T.handle("float32", "shared"), n: T.int32"#,
        r#"T.call_extern("int32", "f", n, 1, 2.5, "s", A.data)
T.call_extern("g", n, dtype="float32")
T.call_packed("h", A.data, n)
T.call_ffi_kernel("k", A.data, n, 16, launch_params=["threadIdx.x"], ret_ty="int32")
T.evaluate(T.tvm_struct_get(args, 0, 13, "int32"))
T.evaluate(T.tvm_struct_get(args, 0, 2, T.handle("int64", "global").ty))
T.evaluate(T.tvm_access_ptr(T.type_annotation("float16"), p, 0, 16, 1))
T.evaluate(T.address_of(A[n]))
T.evaluate(T.handle_add_byte_offset(args, 24))
T.tvm_storage_sync("shared")
T.s_tir.cp_async_raw("float32", p, n, A.data, n, 4)
T.evaluate(T.if_then_else(n < 5, A[0], T.float32(1)))
T.evaluate(T.if_then_else(True, A[0], T.float32(1)))
T.evaluate(T.Select(n < 5, A[0], 2.0))
T.evaluate(T.reinterpret("int32", A[0]))
T.evaluate(T.exp(A[0]))
T.evaluate(T.max(n, 3) + T.min(n, n))"#,
    );
    let d = dump(&src);
    contains(
        &d,
        "eval (call call_extern int32 [(str \"f\") (var %v2 n int32) (int int32 1) (float float32 0x4004000000000000) (str \"s\") (data %b0)])",
    );
    contains(
        &d,
        "eval (call call_extern float32 [(str \"g\") (var %v2 n int32)])",
    );
    contains(
        &d,
        "eval (call call_packed int32 [(str \"h\") (data %b0) (var %v2 n int32)])",
    );
    contains(
        &d,
        "eval (call call_ffi_kernel int32 [(str \"k\") (data %b0) (var %v2 n int32) (int int32 16)] {launch_params: [\"threadIdx.x\"]})",
    );
    contains(
        &d,
        "eval (call tvm_struct_get int32 [(var %v0 args ptr(void,global)) (int int32 0) (int int32 13)])",
    );
    contains(&d, "eval (call tvm_struct_get ptr(int64,global) [");
    contains(
        &d,
        "eval (call tvm_access_ptr ptr(float16,shared) [(call type_annotation float16 []) (var %v1 p ptr(float32,shared))",
    );
    contains(
        &d,
        "eval (call address_of ptr(float32,global) [(load float32 %b0 [(var %v2 n int32)])])",
    );
    contains(
        &d,
        "eval (call handle_add_byte_offset ptr(void,global) [(var %v0 args ptr(void,global)) (int int32 24)])",
    );
    contains(
        &d,
        "eval (call tvm_storage_sync void [(str \"shared\") (int bool 0) (int int32 -1)])",
    );
    contains(
        &d,
        "eval (call s_tir.cp_async_raw float32 [(var %v1 p ptr(float32,shared)) (var %v2 n int32) (data %b0) (var %v2 n int32) (int int32 4)])",
    );
    contains(
        &d,
        "eval (call if_then_else float32 [(cmp < bool (var %v2 n int32) (int int32 5)) (load float32 %b0 [(int int32 0)]) (float float32 0x3ff0000000000000)])",
    );
    contains(&d, "eval (load float32 %b0 [(int int32 0)])\n");
    contains(
        &d,
        "eval (select float32 (cmp < bool (var %v2 n int32) (int int32 5)) (load float32 %b0 [(int int32 0)]) (float float32 0x4000000000000000))",
    );
    contains(
        &d,
        "eval (call reinterpret int32 [(load float32 %b0 [(int int32 0)])])",
    );
    contains(
        &d,
        "eval (call exp float32 [(load float32 %b0 [(int int32 0)])])",
    );
    contains(
        &d,
        "eval (add int32 (max int32 (var %v2 n int32) (int int32 3)) (var %v2 n int32))",
    );
}

#[test]
fn binds() {
    let src = func(
        r#"args: T.handle, n: T.int32"#,
        r#"k: T.let[T.int32] = n + 1
j = T.bind(n * 2)
h: T.let[T.handle] = T.tvm_struct_get(args, 0, 15, "handle")
s: T.let[T.handle("int64", "global")] = T.tvm_struct_get(args, 0, 2, T.handle("int64", "global").ty)
w: T.let = k + j
T.evaluate(w)"#,
    );
    let d = dump(&src);
    contains(
        &d,
        "bind (var %v2 k int32) = (add int32 (var %v1 n int32) (int int32 1))",
    );
    contains(
        &d,
        "bind (var %v3 j int32) = (mul int32 (var %v1 n int32) (int int32 2))",
    );
    contains(
        &d,
        "bind (var %v4 h ptr(void,global)) = (call tvm_struct_get ptr(void,global)",
    );
    contains(
        &d,
        "bind (var %v5 s ptr(int64,global)) = (call tvm_struct_get ptr(int64,global)",
    );
    contains(
        &d,
        "bind (var %v6 w int32) = (add int32 (var %v2 k int32) (var %v3 j int32))",
    );
    assert_err(
        &func("n: T.int32", "k: T.let[T.int64] = n + 1"),
        3,
        8,
        "the value has type int32 but the annotation says int64",
    );
}

// ---- parse_expr ---------------------------------------------------------------------

#[test]
fn parse_expr_api() {
    let mut env = VarEnv::closed();
    let x = env.declare("x", DataType::i32());
    assert!(parse_expr("x * 4 + T.max(y, 0) + 0", &mut env).is_err());
    let mut open = VarEnv::new();
    open.bind("x", x.clone());
    let e = parse_expr("x * 4 + T.max(y, 0) + 0 + y", &mut open).unwrap();
    assert_eq!(e.dtype(), DataType::i32());
    let vars: Vec<String> = format!("{e:?}")
        .match_indices("y#")
        .map(|(i, _)| i.to_string())
        .collect();
    assert_eq!(vars.len(), 2, "y is one variable, used twice: {e:?}");
    // The environment keeps the names an expression created.
    let y = open.get("y").unwrap().clone();
    let e2 = parse_expr("y", &mut open).unwrap();
    assert_eq!(e2.as_var(), Some(&y));
    assert_eq!(parse_expr("3 + 4", &mut env).unwrap().as_int(), Some(7));
    assert_eq!(
        parse_expr("3000000000", &mut env).unwrap().dtype(),
        DataType::i64()
    );
    assert_eq!(
        parse_expr("T.int64(2) * 3", &mut env).unwrap().as_int(),
        Some(6)
    );
    let e = parse_expr("y + 1", &mut env).unwrap_err();
    assert_eq!((e.file.as_str(), e.line, e.column), ("<expr>", 1, 1));
    assert!(e.message.contains("undefined name 'y'"));
    let e = parse_expr("(x +", &mut open).unwrap_err();
    assert!(e.message.starts_with("syntax error"), "{e}");
    let e = parse_expr("(x +\n  (y $ 2))", &mut open).unwrap_err();
    assert_eq!((e.line, e.column), (2, 6), "{e}");
    assert!(parse_int_expr("T.Cast(\"float32\", x)", &mut open).is_err());
    assert!(parse_int_expr("x < 3", &mut open).is_ok());
    // Parentheses add no nesting: deep ones read like `x`.
    let deep = format!("{}x{}", "(".repeat(5000), ")".repeat(5000));
    assert_eq!(
        parse_expr(&deep, &mut open).unwrap().as_var(),
        open.get("x")
    );
}

/// Expressions read and printed back unchanged (TVM's forms and
/// parenthesisation), free names and buffers included.
#[test]
fn parse_expr_round_trips() {
    for s in [
        "(a + b) // 4",
        "tx % 64 + 32",
        "T.max(0, n * 2)",
        "x + -1",
        "x - (y + z)",
        "5 * y - 10 * ((y - z) // 2)",
        "x * 2 // 4",
        "x % -16 * -1",
        "0 - y",
        "x < 20 and x % 5 < 2",
        "x == 1 or y == 1 or z == 1",
        "x == 1 or (y == 1 or z == 1)",
        "not x < 1",
        "T.Select(x < 0, y + 1, z)",
        "T.Div(x + 3, 4) * 4",
        "T.truncmod(y - z, 5) + z",
        "-6 - (y + 4) % 5",
        "(x + 1) * (y - 1) < 0",
        "T.bool(True)",
        "A[i, j + 1] - A[i, j]",
    ] {
        let mut env = VarEnv::new();
        let e = parse_int_expr(s, &mut env).unwrap_or_else(|e| panic!("{s}: {e}"));
        assert_eq!(print_expr(&e), s);
    }
}

// ---- errors ---------------------------------------------------------------------------

#[test]
fn error_empty_and_no_function() {
    assert_err("", 1, 1, "no function found");
    assert_err("# just a comment\nx = 1\n", 1, 1, "no function found");
}

#[test]
fn error_syntax() {
    assert_err(
        "@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    A[0] = (1 + 2\n",
        4,
        1,
        "syntax error",
    );
    assert_err(
        "@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    A[0] = 1.0\n      A[1] = 2.0\n",
        4,
        1,
        "syntax error: Unexpected indentation",
    );
    assert_err(
        "@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\"):\n    A[0] = 1.0\n",
        2,
        35,
        "syntax error: Expected `,`, found `:`",
    );
}

#[test]
fn error_unknown_dtype() {
    assert_err(
        "@T.prim_func\ndef f(A: T.Buffer((4,), \"float7\")):\n    A[0] = 1.0\n",
        2,
        25,
        "unknown dtype \"float7\"",
    );
    assert_err(
        &func("", "B = T.alloc_buffer((4,), \"int3\")"),
        3,
        30,
        "unknown dtype \"int3\"",
    );
}

#[test]
fn error_undefined_name_and_unknown_function() {
    assert_err(
        &func(r#"A: T.Buffer((4,), "float32")"#, "A[0] = B[1]"),
        3,
        12,
        "undefined name 'B'",
    );
    assert_err(
        &func(r#"A: T.Buffer((4,), "float32")"#, "A[0] = T.frobnicate(1)"),
        3,
        12,
        "T has no attribute 'frobnicate'",
    );
}

/// A name goes with the scope that bound it; an inner binding shadows an
/// outer one (also `T`) only until its scope closes.
#[test]
fn scopes_shadow_and_close() {
    let p = r#"A: T.Buffer((4,), "int32")"#;
    // `S` of the `with` scope is gone after it.
    assert_err(
        &func(
            p,
            "with T.launch_thread(\"threadIdx.x\", 4) as tx:\n    S = T.alloc_buffer((4,), \"int32\", scope=\"shared\")\n    S[tx] = 1\nA[0] = S[0]",
        ),
        6,
        12,
        "undefined name 'S'",
    );
    // A loop variable named `T` hides the namespace inside the loop ...
    assert_err(
        &func(p, "for T in range(4):\n    A[T] = T.int32(1)"),
        4,
        16,
        "has no attribute 'int32'",
    );
    // ... and only there.
    let d = dump(&func(
        p,
        "for T in range(4):\n    A[T] = 1\nA[0] = T.int32(7)",
    ));
    contains(&d, "7");
    // An inner binding of an outer name is the one read inside, and the
    // outer one is back after the scope.
    let d = dump(&func(
        p,
        "for i in range(4):\n    for i in range(2):\n        A[i] = 5\n    A[i] = 6",
    ));
    assert_eq!(d.matches("for ").count(), 2, "{d}");
    let e = err(&func(p, "for i in range(4):\n    A[i] = 1\nA[i] = 2"));
    assert!(e.message.contains("undefined name 'i'"), "{e}");
}

/// `parse_syntax` is the parsing step of `parse_module`: a large module is
/// parsed in pieces and put back together, and its errors are the same.
#[test]
fn parse_syntax_is_the_parsing_step() {
    let mut src = String::from(
        "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n\n@I.ir_module\nclass M:\n",
    );
    let mut n = 0;
    while src.len() < 200 * 1024 {
        src.push_str(&format!(
            "    @T.prim_func(s_tir=True)\n    def f{n}(A: T.Buffer((16,), \"float32\")):\n        for i in range(16):\n            A[i] = A[i] + T.float32({n})\n\n"
        ));
        n += 1;
    }
    let t = parse_syntax(&src, "m.py").unwrap();
    // Two imports and the class.
    assert_eq!(t.statements(), 3);
    assert_eq!(parse(&src).len(), n);
    // A syntax error in the last function: the same error as parse_module's.
    let bad = format!("{src}    @T.prim_func\n    def g(:\n        pass\n");
    let a = parse_syntax(&bad, "m.py").err().unwrap();
    let b = err_named(&bad, "m.py");
    assert_eq!(a.to_string(), b.to_string());
    assert_eq!(a.line, bad.lines().count() - 1);
}

fn err_named(src: &str, name: &str) -> ScriptError {
    match parse_module(src, name) {
        Ok(_) => panic!("expected an error"),
        Err(e) => e,
    }
}

/// `T.attr(T.comm_reducer(...), "reduce_scope", 0)` around `body`.
fn reducer_attr(reducer: &str) -> String {
    func(
        "",
        &format!("with T.attr({reducer}, \"reduce_scope\", 0):\n    T.evaluate(0)"),
    )
}

#[test]
fn error_comm_reducer() {
    assert_err(
        &reducer_attr("T.comm_reducer(lambda x, y, z: x + y, [T.float32(0)])"),
        3,
        32,
        "the combiner takes 3 parameters, expected 2",
    );
    assert_err(
        &reducer_attr("T.comm_reducer(T.max, [T.float32(0)])"),
        3,
        32,
        "the combiner must be a lambda expression",
    );
    assert_err(
        &reducer_attr("T.comm_reducer(lambda x, y: x + y, T.float32(0))"),
        3,
        52,
        "the identity elements must be a list, got expression",
    );
    assert_err(
        &reducer_attr("T.comm_reducer(lambda x, y: x + y, [0.5])"),
        3,
        52,
        "an identity element must be an IR expression or an int, got float",
    );
    assert_err(
        &reducer_attr("T.comm_reducer(lambda x, y: x + y, [])"),
        3,
        52,
        "no identity elements",
    );
    assert_err(
        &reducer_attr("T.comm_reducer(lambda x, y: (x, y), [0])"),
        3,
        17,
        "a reducer of 2 value(s) has 1 left operands",
    );
    assert_err(
        &reducer_attr("T.comm_reducer(lambda x, y=1: x + y, [0])"),
        3,
        42,
        "only have plain positional parameters",
    );
    assert_err(
        &reducer_attr("T.comm_reducer(lambda x, y: x + z, [0])"),
        3,
        49,
        "undefined name 'z'",
    );
    assert_err(
        &func("", "T.evaluate(T.comm_reducer(lambda x, y: x + y, [0]))"),
        3,
        16,
        "expected an expression, got comm_reducer",
    );
    // The operands are visible only inside the lambda.
    assert_err(
        &reducer_attr("T.comm_reducer(lambda x, y: x + y, [x])"),
        3,
        53,
        "undefined name 'x'",
    );
}

#[test]
fn error_integer_overflow() {
    let p = r#"A: T.Buffer((4,), "int64")"#;
    assert_err(
        &func(p, "A[0] = 99999999999999999999"),
        3,
        12,
        "integer literal does not fit in 64 bits",
    );
    assert_err(
        &func(p, "A[0] = 9223372036854775807 * 4"),
        3,
        12,
        "integer overflow",
    );
    assert_err(
        &func(p, "A[0] = 18446744073709551615"),
        3,
        12,
        "does not fit in int64",
    );
    assert_err(
        &func(p, "A[0] = T.int8(300)"),
        3,
        19,
        "exceeds range of int8",
    );
}

#[test]
fn error_semantic_checks() {
    let p = r#"A: T.Buffer((4,), "int32"), n: T.int32, m: T.int64"#;
    assert_err(&func(p, "A[0] = n / 2"), 3, 12, "ambiguous");
    assert_err(&func(p, "T.evaluate(n < m)"), 3, 16, "mismatched types");
    assert_err(
        &func(p, "A[0, 1] = 1"),
        3,
        5,
        "1 dimension(s) but 2 index(es)",
    );
    assert_err(
        &func(p, "with T.evaluate(n):\n    A[0] = 1"),
        3,
        10,
        "a with statement needs T.attr or T.launch_thread",
    );
    assert_err(
        &func(p, "A[0] = T.Cast(\"float32\")"),
        3,
        12,
        "missing argument 'value'",
    );
    assert_err(
        &func(p, "T.evaluate(T.exp(n, 2))"),
        3,
        25,
        "too many arguments",
    );
    assert_err(
        "@T.prim_func(private=True)\ndef f(n: T.int32):\n    T.func_attr({\"global_symbol\": \"f\"})\n",
        3,
        17,
        "private function",
    );
}

#[test]
fn error_invalid_utf8_in_file() {
    let tmp = tempfile::Builder::new()
        .prefix("tirsat-reader-")
        .tempdir()
        .unwrap();
    let dir = tmp.path();
    let path = dir.join("binary.py");
    std::fs::write(
        &path,
        b"@T.prim_func\ndef f(A: T.Buffer((4,), \"float32\")):\n    A[0] = 1.0 # \xe9t\xff\n",
    )
    .unwrap();
    let e = read_file(&path).unwrap_err();
    assert_eq!((e.line, e.column), (3, 18), "{e}");
    assert!(e.message.contains("invalid UTF-8 (byte 0xe9)"), "{e}");
    let nul = dir.join("nul.py");
    std::fs::write(&nul, b"\x00\x01\x02binary\x00").unwrap();
    let e = read_file(&nul).unwrap_err();
    assert_eq!(e.line, 1, "{e}");
    let e = read_file(dir.join("missing.py")).unwrap_err();
    assert!(e.message.contains("cannot read file"), "{e}");
}

/// Nesting has no limit but memory (issue 28 pt 3): 5,000 levels of every
/// kind read on a 256 KiB thread, the reader and ruff's parser growing the
/// stack where they recurse, and the IR has the depth written.
#[test]
fn deep_nesting_reads_on_a_small_stack() {
    const N: usize = 5000;
    let head = "@T.prim_func\ndef f(A: T.Buffer((4,), \"int32\"), n: T.int32):\n";
    // (source, expected depth of the statement tree, of the deepest expression)
    let mut cases: Vec<(&str, String, usize, usize)> = Vec::new();
    // nested parenthesized additions
    cases.push((
        "parenthesized",
        format!(
            "{head}    A[0] = {}A[1]{}\n",
            "(".repeat(N),
            " + 1)".repeat(N)
        ),
        0,
        // N additions, the load, its index
        N + 2,
    ));
    // a long left-deep operator chain
    cases.push((
        "chain",
        format!("{head}    A[0] = A[1]{}\n", " + 1".repeat(N)),
        0,
        N + 2,
    ));
    // nested calls
    cases.push((
        "calls",
        format!(
            "{head}    A[0] = {}n{}\n",
            "T.max(".repeat(N),
            ", 2)".repeat(N)
        ),
        0,
        N + 1,
    ));
    // nested ifs and fors
    let mut ifs = head.to_string();
    for i in 0..N {
        ifs.push_str(&" ".repeat(i + 4));
        ifs.push_str("if n > 0:\n");
    }
    ifs.push_str(&" ".repeat(N + 4));
    ifs.push_str("A[0] = 1\n");
    cases.push(("ifs", ifs, N + 1, 0));
    let mut fors = head.to_string();
    for i in 0..N {
        fors.push_str(&" ".repeat(i + 4));
        fors.push_str(&format!("for i{i} in range(2):\n"));
    }
    fors.push_str(&" ".repeat(N + 4));
    fors.push_str("A[0] = 1\n");
    cases.push(("fors", fors, N + 1, 0));
    // many statement-form frames, each wrapping the rest of the block
    let mut attrs = head.to_string();
    for i in 0..N {
        attrs.push_str(&format!("    T.attr(0, \"k{i}\", 1)\n"));
    }
    attrs.push_str("    A[0] = 1\n");
    cases.push(("attrs", attrs, N + 1, 0));
    for (what, src, stmt_depth, expr_depth) in cases {
        let depths = on_stack(256 << 10, move || {
            let m = parse_module(&src, "deep.py").unwrap_or_else(|e| panic!("{what}: {e}"));
            let f = m.get("f").unwrap();
            (depth_of_stmt(&f.body), deepest_expr(&f.body))
        });
        if stmt_depth > 0 {
            assert_eq!(depths.0, stmt_depth, "{what}: statement depth");
        }
        if expr_depth > 0 {
            assert_eq!(depths.1, expr_depth, "{what}: expression depth");
        }
    }
}

/// Runs `f` on a thread with a `bytes`-byte stack.
fn on_stack<T: Send + 'static>(bytes: usize, f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(bytes)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

/// Nesting depth of a statement (a sequence adds no level).
fn depth_of_stmt(s: &tirsat::ir::Stmt) -> usize {
    tirsat::ir::stack::deeper(|| {
        let inner = s
            .child_stmts()
            .into_iter()
            .map(depth_of_stmt)
            .max()
            .unwrap_or(0);
        match s.kind() {
            tirsat::ir::StmtKind::Seq(_) => inner,
            _ => inner + 1,
        }
    })
}

fn depth_of_expr(e: &tirsat::ir::Expr) -> usize {
    tirsat::ir::stack::deeper(|| {
        1 + e
            .children()
            .into_iter()
            .map(depth_of_expr)
            .max()
            .unwrap_or(0)
    })
}

/// The depth of the deepest expression in a statement tree.
fn deepest_expr(s: &tirsat::ir::Stmt) -> usize {
    tirsat::ir::stack::deeper(|| {
        let here = s
            .child_exprs()
            .into_iter()
            .map(depth_of_expr)
            .max()
            .unwrap_or(0);
        s.child_stmts()
            .into_iter()
            .map(deepest_expr)
            .fold(here, usize::max)
    })
}

// ---- comparison with TVM's parse and corpus runs ---------------------------------------

fn py_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            py_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "py") {
            out.push(p);
        }
    }
}

#[test]
fn reads_like_tvm() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/reader/tvm");
    let mut files = Vec::new();
    py_files(&dir, &mut files);
    assert!(files.len() >= 10, "reader TVM corpus missing");
    for f in files {
        let want = std::fs::read_to_string(f.with_extension("tvmdump"))
            .unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let m = read_file(&f).unwrap_or_else(|e| panic!("{e}"));
        let got = dump_module(&m);
        if got != want {
            let line = got
                .lines()
                .zip(want.lines())
                .position(|(a, b)| a != b)
                .unwrap_or(0);
            panic!(
                "{}: differs from TVM's parse at dump line {}:\n ours: {}\n  tvm: {}",
                f.display(),
                line + 1,
                got.lines().nth(line).unwrap_or(""),
                want.lines().nth(line).unwrap_or("")
            );
        }
    }
}

#[test]
fn reads_every_corpus_script() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = Vec::new();
    for d in ["scripts", "golden", "passes"] {
        if root.join(d).is_dir() {
            py_files(&root.join(d), &mut files);
        } else {
            println!("note: tests/{d} is absent; skipped");
        }
    }
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        match parse_module(&text, &f.display().to_string()) {
            Ok(m) => assert!(!m.is_empty()),
            Err(e) => failures.push(e.to_string()),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} scripts failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
}

#[test]
fn mangled_input_never_panics() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = Vec::new();
    py_files(&root.join("reader/tvm"), &mut files);
    py_files(&root.join("scripts"), &mut files);
    // a deterministic stream of positions and replacement snippets
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    let snippets = [
        "",
        "(",
        ")",
        "[",
        ":",
        "\n",
        "    ",
        "0",
        "-1",
        "99999999999999999999",
        "T.",
        "\"",
        ",",
        " + ",
        "float7",
        "T.Buffer(",
        "x",
        ".data",
        "**",
        "lambda: 0",
        "\t",
        "é",
        "T.int8(300)",
        "/",
    ];
    let mut runs = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let chars: Vec<char> = text.chars().collect();
        for _ in 0..60 {
            let at = next(chars.len());
            let len = next(8);
            let snip = snippets[next(snippets.len())];
            let mut mangled: String = chars[..at].iter().collect();
            mangled.push_str(snip);
            mangled.extend(chars[(at + len).min(chars.len())..].iter());
            // Ok or a located error, never a panic
            if let Err(e) = parse_module(&mangled, "m.py") {
                assert!(e.line >= 1 && e.column >= 1, "{e}");
            }
            runs += 1;
        }
        for cut in (0..chars.len()).step_by(chars.len() / 20 + 1) {
            let truncated: String = chars[..cut].iter().collect();
            let _ = parse_module(&truncated, "m.py");
            runs += 1;
        }
    }
    assert!(runs > 100);
}

/// The modules TVM 0.27 printed in `../shared/reference/tvm-experiments.md`
/// (the ```text blocks), each cut from its `@I.ir_module` to the end of the
/// printout.
fn printed_modules(md: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut in_text = false;
    let mut cur: Option<(usize, Vec<&str>)> = None;
    let flush = |cur: &mut Option<(usize, Vec<&str>)>, out: &mut Vec<(usize, String)>| {
        if let Some((line, lines)) = cur.take() {
            out.push((line, lines.join("\n") + "\n"));
        }
    };
    for (i, l) in md.lines().enumerate() {
        if l.starts_with("```") {
            in_text = !in_text && l == "```text";
            flush(&mut cur, &mut out);
            continue;
        }
        if !in_text {
            continue;
        }
        if l.starts_with("@I.ir_module") {
            flush(&mut cur, &mut out);
            cur = Some((i + 1, vec![l]));
            continue;
        }
        if l.trim_start().starts_with('^') {
            // an error rendering that quotes a module: not a printout
            cur = None;
            continue;
        }
        if let Some((_, lines)) = &mut cur {
            let module_text =
                l.is_empty() || l.starts_with(' ') || l.starts_with('#') || l.starts_with("class ");
            if module_text {
                lines.push(l);
            } else {
                flush(&mut cur, &mut out);
            }
        }
    }
    flush(&mut cur, &mut out);
    out
}

#[test]
#[ignore = "needs ../shared (the reference data beside the project)"]
fn shared_data_reads_tvm_printed_experiment_outputs() {
    let path = common::shared_data::path("reference/tvm-experiments.md");
    let md = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let modules = printed_modules(&md);
    assert!(
        modules.len() >= 30,
        "found only {} printed modules",
        modules.len()
    );
    let (mut kernels, mut launches, mut metas, mut views) = (0, 0, 0, 0);
    for (line, text) in modules {
        let m = parse_module(&text, &format!("tvm-experiments.md@{line}"))
            .unwrap_or_else(|e| panic!("{e}\n{text}"));
        let d = dump_module(&m);
        for f in m.functions.values() {
            if f.calling_conv() == 2 {
                kernels += 1;
                assert!(
                    f.attr(keys::KERNEL_LAUNCH_PARAMS).is_some(),
                    "kernel without launch params"
                );
            }
        }
        launches += d.matches("(call call_ffi_kernel int32 [").count();
        assert_eq!(
            d.matches("(call call_ffi_kernel").count(),
            d.matches("{launch_params: [").count(),
            "every call_ffi_kernel keeps its launch_params"
        );
        metas += d.matches("(meta \"ir.StringImm\" ").count();
        views += text.matches(".view(").count();
        // each view is a DeclBuffer over the viewed buffer's data
        assert!(d.matches("decl %").count() >= text.matches(".view(").count());
    }
    println!(
        "printed modules: {kernels} kernels, {launches} launches, {metas} metadata refs, {views} views"
    );
    assert!(
        kernels >= 10 && launches >= 10 && metas >= 5 && views >= 5,
        "{kernels} {launches} {metas} {views}"
    );
}

/// A module of `n` functions, large enough that the reader parses it in
/// pieces and reads its functions on several threads.
fn large_module(n: usize) -> String {
    let mut s = String::from(
        "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n\n@I.ir_module\nclass Big:\n",
    );
    for k in 0..n {
        s.push_str(&format!(
            "    @T.prim_func\n    def f{k}(A: T.Buffer(({m},), \"float32\"), n: T.int32):\n        \"\"\"doc\n    @T.prim_func\n        \"\"\"\n        assert n > -1, \"quote \\\" ( # [{k}\"\n        for i in range({m}):  # ( not a bracket\n            A[i] = (A[i] * T.float32({k})\n                + T.Cast(\"float32\", n))\n\n",
            m = 1 + k % 9
        ));
    }
    s
}

fn with_threads<T: Send>(threads: usize, f: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .expect("a thread pool")
        .install(f)
}

#[test]
fn large_modules_read_the_same_on_one_thread_and_several() {
    use tirsat::script::printer::print_module;
    let src = large_module(600);
    assert!(src.len() > 100_000);
    let one = with_threads(1, || print_module(&parse(&src)));
    let four = with_threads(4, || print_module(&parse(&src)));
    assert_eq!(one, four);
    assert!(one.contains("def f599("));
    // A string holding a quote, a bracket and a `#` stays one string.
    assert!(one.contains("( # [599"), "{one}");
    // Bare functions: the same text without the class.
    let bare = src
        .replace("\n    ", "\n")
        .replace("@I.ir_module\nclass Big:\n", "");
    let one = with_threads(1, || print_module(&parse(&bare)));
    let four = with_threads(4, || print_module(&parse(&bare)));
    assert_eq!(one, four);
    // The first error in file order, at the same place, whatever the threads:
    // a syntax error and a reader error in later functions.
    for (from, to) in [
        ("def f500(", "def f500(("),
        ("T.float32(450)", "T.float33(450)"),
    ] {
        let bad = src.replacen(from, to, 1);
        let bad = bad.replacen("T.float32(520)", "T.float33(520)", 1);
        let e1 = with_threads(1, || err(&bad)).to_string();
        let e4 = with_threads(4, || err(&bad)).to_string();
        assert_eq!(e1, e4);
        let line = bad[..bad.find(to).unwrap()].matches('\n').count() + 1;
        assert!(e1.starts_with(&format!("t.py:{line}:")), "{e1}");
    }
}

// ---- TVM 0.27 forms read and printed back as TVM prints them ---------------------

/// Reads `src` and prints it back: the text must be `src` itself.
fn assert_reprints(src: &str) -> IRModule {
    let m = parse(src);
    let printed = tirsat::script::printer::print_module(&m);
    assert_eq!(printed.trim(), src.trim(), "printed back differently");
    let again = parse(&printed);
    tirsat::ir::equal::module_equal(&m, &again).unwrap();
    m
}

const MODULE_HEADER: &str = "# from tvm.script import ir as I\n# from tvm.script import tirx as T\n# from tvm.tirx.layout import Axis\n\n";

/// TVM 0.27 reads `I.module_attrs` into the module's attributes and prints
/// them first in the class; a second call is its "Duplicate module attrs".
#[test]
fn module_attrs_read_and_print_like_tvm() {
    let src = format!(
        "{MODULE_HEADER}@I.ir_module\nclass Module:\n    I.module_attrs({{\"attr\": 10, \"name\": \"x\", \"on\": True}})\n    @T.prim_func\n    def f(A: T.Buffer((16,), \"int32\")):\n        A[0] = 1\n\n    @T.prim_func\n    def main(A: T.Buffer((16,), \"int32\")):\n        A[0] = 2"
    );
    let m = assert_reprints(&src);
    assert_eq!(m.attrs.get("attr"), Some(&AttrValue::Int(10)));
    assert_eq!(m.attrs.get("on"), Some(&AttrValue::Bool(true)));
    // The streaming writer prints the same bytes.
    let mut out = Vec::new();
    tirsat::script::printer::write_module(&m, &mut out).unwrap();
    assert_eq!(String::from_utf8(out).unwrap().trim(), src.trim());
    // Module attributes are compared.
    let mut other = m.clone();
    other.attrs.insert("attr".into(), AttrValue::Int(11));
    assert!(tirsat::ir::equal::module_equal(&m, &other).is_err());
    // ... and kept by every pass.
    let passes = tirsat::transform::pipeline::build_passes(&["ConvertSSA"]).unwrap();
    let out = tirsat::transform::manager::run_passes(
        m.clone(),
        &passes,
        &tirsat::transform::PassContext::new(),
        &mut tirsat::transform::manager::Instrumentation::default(),
    )
    .unwrap();
    assert_eq!(out.attrs, m.attrs);
    let dup = "@I.ir_module\nclass Module:\n    I.module_attrs({\"a\": 1})\n    I.module_attrs({\"b\": 1})\n";
    assert_err(dup, 4, 5, "duplicate module attrs");
    let not_dict = "@I.ir_module\nclass Module:\n    I.module_attrs(1)\n";
    assert_err(not_dict, 3, 20, "expected a dict");
}

/// TVM 0.27 keeps a target's `feature.*` keys, whatever the kind, and still
/// rejects any other option its kind does not declare.
#[test]
fn target_feature_keys_are_kept_like_tvm() {
    let body = |t: &str| {
        func(
            r#"A: T.Buffer((4,), "float32")"#,
            &format!("T.func_attr({{\"target\": T.target({t})}})\nA[0] = T.float32(1.0)"),
        )
    };
    let m = parse(&body(
        r#"{"kind": "llvm", "mtriple": "aarch64-linux-gnu", "feature.has_sve": True, "feature.is_aarch64": True}"#,
    ));
    let t = m.get("main").unwrap().target().unwrap();
    assert_eq!(t.attr("feature.has_sve"), Some(&AttrValue::Bool(true)));
    let printed = tirsat::script::printer::print_module(&m);
    assert!(printed.contains(r#""feature.has_sve": True"#), "{printed}");
    let m = parse(&body(r#"{"kind": "cuda", "feature.x": 3}"#));
    assert!(
        m.get("main")
            .unwrap()
            .target()
            .unwrap()
            .attr("feature.x")
            .is_some()
    );
    assert_err(
        &body(r#"{"kind": "llvm", "bogus": 3}"#),
        3,
        37,
        "unknown config option 'bogus'",
    );
    // `feature.` alone is not a feature key (TVM: longer than the prefix).
    assert_err(
        &body(r#"{"kind": "llvm", "feature.": 3}"#),
        3,
        37,
        "unknown config option 'feature.'",
    );
}

/// TVM 0.27 reads any integer loop step, zero and negative ones too, and
/// prints it back; our passes, which assume the variable stays in
/// `[min, min + extent)`, reject such a loop naming pass, function and loop.
#[test]
fn non_positive_loop_steps_read_like_tvm_and_passes_reject_them() {
    let src = "# from tvm.script import tirx as T\n# from tvm.tirx.layout import Axis\n\n@T.prim_func(s_tir=True)\ndef main(A: T.Buffer((128,), \"float32\"), B: T.Buffer((128,), \"float32\")):\n    for i in range(0, 127, -3):\n        B[i] = A[i] + T.float32(1.0)\n    for j in range(0, 8, 0):\n        B[j] = T.float32(0.0)";
    let m = parse(src);
    let printed = tirsat::script::printer::print_func("main", m.get("main").unwrap());
    assert_eq!(printed.trim(), src.trim());
    assert!(tirsat::analysis::verify::verify_module(&m).is_empty());
    for pass in [
        "MergeSharedMemoryAllocations",
        "SplitHostDevice",
        "MakePackedAPI",
    ] {
        let passes = tirsat::transform::pipeline::build_passes(&[pass]).unwrap();
        let e = tirsat::transform::manager::run_passes(
            m.clone(),
            &passes,
            &tirsat::transform::PassContext::new(),
            &mut tirsat::transform::manager::Instrumentation::default(),
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "{pass}: in function main: the loop over i has step -3; this pass needs a positive loop step"
            )
        );
    }
}

/// TVM 0.27 attributes hold any object: a buffer in `T.sblock_attr` (and
/// `T.func_attr`) reads as that buffer, prints as its name, and is compared
/// as a buffer.
#[test]
fn buffers_as_attribute_values_read_like_tvm() {
    let src = r#"# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((8,), "float32"), D: T.Buffer((8,), "float32")):
    T.func_attr({"inputs": [A], "tirx.noalias": True})
    # with T.sblock("root"):
    C = T.sblock_alloc_buffer((8,))
    for i in range(8):
        with T.sblock("C"):
            x = T.axis.spatial(8, i)
            T.reads(A[x])
            T.writes(C[x])
            C[x] = A[x]
    for i in range(8):
        with T.sblock("D"):
            x = T.axis.spatial(8, i)
            T.reads(C[x])
            T.writes(D[x])
            T.sblock_attr({"layout_free_placeholders": [C]})
            D[x] = C[x] + T.float32(1.0)"#;
    let m = parse(src);
    let f = m.get("main").unwrap();
    let printed = tirsat::script::printer::print_func("main", f);
    assert_eq!(printed.trim(), src.trim());
    let Some(AttrValue::Array(inputs)) = f.attrs.get("inputs") else {
        panic!("inputs: {:?}", f.attrs.get("inputs"));
    };
    assert!(matches!(&inputs[..], [AttrValue::Buffer(b)] if b.name() == "A"));
    // Another buffer in the attribute is a different module.
    let other = parse(&src.replace(r#""inputs": [A]"#, r#""inputs": [D]"#));
    assert!(tirsat::ir::equal::module_equal(&m, &other).is_err());
}

/// `T.cuda.func_call` as TVM 0.27 builds and prints it (checked with the
/// oracle): `lazy_args` defaults to none, is kept sorted without repeats as a
/// call attribute, and prints as a tuple before `return_type`.
#[test]
fn cuda_func_call_reads_and_prints_like_tvm() {
    let header = "# from tvm.script import tirx as T\n# from tvm.tirx.layout import Axis\n\n@T.prim_func\ndef func(n: T.int32, B: T.Buffer((4,), \"int32\")):\n    desc: T.uint64\n";
    let printed = |body: &str| {
        let m = parse(&format!("{header}{body}"));
        let text = tirsat::script::printer::print_func("func", m.get("func").unwrap());
        let again = parse(&text);
        tirsat::ir::equal::module_equal(&m, &again).unwrap();
        text.trim_end().lines().last().unwrap().trim().to_string()
    };
    assert_eq!(
        printed(
            "    B[0] = T.cuda.func_call(\"my_func\", T.address_of(desc), n, n, source_code=\"x\", lazy_args=[2, 1, 2], return_type=\"int32\")"
        ),
        "B[0] = T.cuda.func_call(\"my_func\", T.address_of(desc), n, n, source_code=\"x\", lazy_args=(1, 2), return_type=\"int32\")"
    );
    assert_eq!(
        printed("    T.cuda.func_call(\"g\", n, source_code=\"y\", lazy_args=[0])"),
        "T.cuda.func_call(\"g\", n, source_code=\"y\", lazy_args=(0,))"
    );
    assert_eq!(
        printed("    T.cuda.func_call(\"g\", source_code=\"y\", lazy_args=())"),
        "T.cuda.func_call(\"g\", source_code=\"y\")"
    );
    let e = err(&format!(
        "{header}    T.cuda.func_call(\"g\", n, source_code=\"y\", lazy_args=[1])\n"
    ));
    assert!(e.message.contains("lazy_args index is out of range"), "{e}");
    let e = err(&format!(
        "{header}    T.cuda.func_call(\"g\", n, source_code=\"y\", lazy_args=[True])\n"
    ));
    assert!(e.message.contains("integer argument indices"), "{e}");
}

/// TVM 0.27 declares a `tmem` buffer at `allocated_addr` without data (a
/// DeclBuffer over the buffer's own data, nothing allocating it) and prints
/// it as `T.decl_buffer` again; any other buffer without `data=` is an
/// allocation. Its scope rules are TVM's (checked with the oracle). Passes
/// reject the unallocated buffer, naming it.
#[test]
fn decl_buffer_without_data_reads_like_tvm() {
    let src = "# from tvm.script import tirx as T\n# from tvm.tirx.layout import Axis\n\n@T.prim_func\ndef func(A: T.Buffer((4,), \"float32\")):\n    Q = T.decl_buffer((64, 32), scope=\"tmem\", allocated_addr=96)\n    A[0] = Q[0, 1]";
    let m = parse(src);
    let f = m.get("func").unwrap();
    let StmtKind::Seq(items) = f.body.kind() else {
        panic!("{}", dump_module(&m));
    };
    assert!(
        matches!(items[0].kind(), StmtKind::DeclBuffer { buffer, data } if data.is_data_of(buffer)),
        "{}",
        dump_module(&m)
    );
    assert_eq!(
        tirsat::script::printer::print_func("func", f).trim(),
        src.trim()
    );
    assert!(tirsat::analysis::verify::verify_module(&m).is_empty());
    let passes = tirsat::transform::pipeline::build_passes(&["SplitHostDevice"]).unwrap();
    let e = tirsat::transform::manager::run_passes(
        m.clone(),
        &passes,
        &tirsat::transform::PassContext::new(),
        &mut tirsat::transform::manager::Instrumentation::default(),
    )
    .unwrap_err();
    assert!(
        e.to_string()
            .contains("buffer Q is declared without data (scope tmem, at a fixed address)"),
        "{e}"
    );
    // The interpreter cannot place it either.
    use tirsat::interp::{ArgValue, HostBuffer, InterpConfig};
    let args = [ArgValue::Buffer(HostBuffer::zeros(
        DataType::f32(),
        vec![4],
    ))];
    let e = tirsat::interp::run(&m, "func", &args, &InterpConfig::default()).unwrap_err();
    assert!(
        e.to_string()
            .contains("in function func: buffer Q is declared without data"),
        "{e}"
    );
    let p = r#"A: T.Buffer((4,), "float32")"#;
    assert_err(
        &func(p, "Q = T.decl_buffer((4,), scope=\"tmem\")"),
        3,
        9,
        "requires `allocated_addr`",
    );
    assert_err(
        &func(
            p,
            "Q = T.decl_buffer((4,), scope=\"shared\", allocated_addr=64)",
        ),
        3,
        9,
        "for `shared` scope, T.decl_buffer does not accept `allocated_addr`",
    );
    // Another scope without data is an allocation, as in TVM.
    let d = dump(&func(
        p,
        "Q = T.decl_buffer((4,), scope=\"local.fragment\", allocated_addr=64)\nA[0] = Q[0]",
    ));
    contains(&d, "alloc");
}

/// TVM 0.27's `layout="default"`: no layout in `s_tir` functions and for
/// `trn.sbuf`/`trn.psum` buffers (whether written or left out), the default
/// tile layout elsewhere (checked with the oracle).
#[test]
fn default_layout_follows_tvm_scope_rules() {
    use tirsat::ir::BufferLayout;
    let layout_of = |src: &str| {
        let m = parse(src);
        let f = m.get("main").unwrap();
        let StmtKind::Seq(items) = f.body.kind() else {
            panic!("{}", dump_module(&m));
        };
        let StmtKind::AllocBuffer { buffer, .. } = items[0].kind() else {
            panic!("{}", dump_module(&m));
        };
        buffer.node().layout.clone()
    };
    let plain = |alloc: &str| {
        format!(
            "@T.prim_func\ndef main(A: T.Buffer((4,), \"float32\")):\n    B = {alloc}\n    A[0] = B[0]\n"
        )
    };
    let s_tir = |alloc: &str| plain(alloc).replace("@T.prim_func", "@T.prim_func(s_tir=True)");
    for (src, none) in [
        (s_tir("T.alloc_buffer((4,), layout=\"default\")"), true),
        (s_tir("T.alloc_buffer((4,))"), true),
        (
            plain("T.alloc_buffer((4,), scope=\"trn.sbuf\", layout=\"default\")"),
            true,
        ),
        (plain("T.alloc_buffer((4,), scope=\"trn.psum\")"), true),
        (plain("T.alloc_buffer((4,), layout=\"default\")"), false),
        (plain("T.alloc_buffer((4,), scope=\"shared\")"), false),
    ] {
        let l = layout_of(&src);
        assert_eq!(matches!(l, BufferLayout::None), none, "{src}: {l:?}");
        if !none {
            assert!(matches!(l, BufferLayout::Default), "{src}: {l:?}");
        }
    }
}

/// A lambda operand of a tile operation is TVM 0.27's `LambdaExpr`: int32
/// variables named by its parameters and the body over them; printed back
/// as TVM prints it. Elsewhere a lambda is not an expression.
#[test]
fn lambda_tile_operands_read_like_tvm() {
    let src = "# from tvm.script import tirx as T\n# from tvm.tirx.layout import Axis\n\n@T.prim_func\ndef test():\n    T.attr({\"tirx.device_entry\": T.bool(True)})\n    A = T.alloc_buffer((10, 10))\n    B = T.alloc_buffer((10, 10))\n    T.tile.select(B[0:10, 0:10], A[0:10, 0:10], T.float32(1.0), lambda i, j: i < j)";
    let m = parse(src);
    let f = m.get("test").unwrap();
    assert_eq!(
        tirsat::script::printer::print_func("test", f).trim(),
        src.trim()
    );
    let d = dump_module(&m);
    contains(&d, "lambda");
    // Another predicate is another module.
    let other = parse(&src.replace("i < j", "j < i"));
    assert!(tirsat::ir::equal::module_equal(&m, &other).is_err());
    let p = r#"A: T.Buffer((4,), "int32")"#;
    assert_err(&func(p, "A[0] = lambda i: i"), 3, 12, "got lambda");
}

/// `A.permute` of a layout with several shard iterators per dimension:
/// TVM 0.27 groups them by dimension and moves the groups (checked with the
/// oracle: `(2, 4, 8):(32, 8, 1)` over `(8, 8)` permuted to `(8, 2, 4):(1, 32, 8)`).
#[test]
fn permute_moves_groups_of_shard_iterators_like_tvm() {
    let src = |c: &str| {
        format!(
            "# from tvm.script import tirx as T\n# from tvm.tirx.layout import Axis\n\n@T.prim_func\ndef main(A: T.Buffer((4,), \"float32\")):\n    B = T.alloc_buffer((8, 8), layout=T.TileLayout(T.S[(2, 4, 8):(32, 8, 1)]))\n    {c}\n    A[0] = C[1, 2]"
        )
    };
    let m = parse(&src("C = B.permute(1, 0)"));
    let expected = src(
        "C = T.decl_buffer((8, 8), data=B.data, layout=T.TileLayout(T.S[(8, 2, 4):(1, 32, 8)]))",
    );
    let printed = tirsat::script::printer::print_func("main", m.get("main").unwrap());
    assert_eq!(printed.trim(), expected.trim());
    tirsat::ir::equal::module_equal(&m, &parse(&expected)).unwrap();
    // The interpreter does not place elements by a TIRx layout: it rejects it.
    use tirsat::interp::{ArgValue, HostBuffer, InterpConfig};
    let args = [ArgValue::Buffer(HostBuffer::zeros(
        DataType::f32(),
        vec![4],
    ))];
    let e = tirsat::interp::run(&m, "main", &args, &InterpConfig::default()).unwrap_err();
    assert!(e.to_string().contains("has a TIRx layout"), "{e}");
    // Iterators that would need splitting are rejected, naming why.
    let e = err(&src("C = B.permute(1, 0)").replace("(2, 4, 8):(32, 8, 1)", "(16, 4):(4, 1)"));
    assert!(e.message.contains("without splitting"), "{e}");
}

/// The attribute node and the loop variable of the first `pragma_vectorize`
/// attribute of `m`'s function `main`, and whether the verifier accepts `m`.
fn pragma_and_loop(m: &IRModule) -> (u64, u64, bool) {
    fn find(s: &tirsat::ir::Stmt) -> Option<(u64, u64)> {
        if let StmtKind::Attr {
            node, key, body, ..
        } = s.kind()
            && key == "pragma_vectorize"
            && let AttrNode::Expr(e) = node
            && let StmtKind::For { var, .. } = body.kind()
        {
            return Some((e.as_var()?.id(), var.id()));
        }
        s.child_stmts().into_iter().find_map(find)
    }
    let f = m.get("main").unwrap();
    let (node, var) = find(&f.body).expect("a pragma_vectorize attribute around a loop");
    let clean = tirsat::analysis::verify::verify_module(m).is_empty();
    (node, var, clean)
}

#[test]
fn a_loop_annotation_printed_with_a_declaration_names_its_own_loop() {
    // TVM prints `T.attr(i, "pragma_vectorize", 1)` around `for i` (its
    // vectorizer's output) with a declaration of `i` before the attribute.
    let src = func(
        "A: T.Buffer((32,), \"float32\")",
        "tx = T.launch_thread(\"threadIdx.x\", 32)
ax1_0 = T.int32()
with T.attr(ax1_0, \"pragma_vectorize\", 1):
    for ax1_0 in range(1):
        A[tx] = T.float32(0)
",
    );
    let m = parse(&src);
    let (node, var, clean) = pragma_and_loop(&m);
    assert_eq!(node, var, "the attribute names the loop's own variable");
    assert!(clean, "the verifier accepts it");
    // Printed, the same three lines; read and printed again, the same text.
    let printed = tirsat::script::printer::print_module(&m);
    let lines: Vec<&str> = printed.lines().map(str::trim).collect();
    assert!(
        lines.windows(3).any(|w| w[0] == "ax1_0 = T.int32()"
            && w[1].contains("T.attr(ax1_0, \"pragma_vectorize\", 1)")
            && w[2] == "for ax1_0 in range(1):"),
        "{printed}"
    );
    let again = parse_module(&printed, "printed.py").unwrap();
    assert_eq!(pragma_and_loop(&again).0, pragma_and_loop(&again).1);
    assert_eq!(tirsat::script::printer::print_module(&again), printed);

    // A declared variable used elsewhere too stays a variable of its own
    // (undefined, so the verifier rejects the function).
    let src = func(
        "A: T.Buffer((32,), \"int32\")",
        "tx = T.launch_thread(\"threadIdx.x\", 32)
ax1_0 = T.int32()
with T.attr(ax1_0, \"pragma_vectorize\", 1):
    for ax1_0 in range(1):
        A[tx] = 0
A[0] = ax1_0
",
    );
    let (node, var, clean) = pragma_and_loop(&parse(&src));
    assert_ne!(node, var);
    assert!(!clean, "the declared variable is used undefined");
}
