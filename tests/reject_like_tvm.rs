//! Input TVM 0.27 rejects (or cannot lower) is a located error, never dropped
//! or accepted silently. Each case names what TVM 0.27 does with it (checked
//! with the oracle; see `scripts/oracle/README.md`), and the message tirsat
//! gives. CLI option validation is in `tests/cli_errors.rs`.

use tirsat::analysis::verify::verify_module;
use tirsat::script::printer::print_module;
use tirsat::script::reader::{ScriptError, parse_module};

fn err(src: &str) -> ScriptError {
    match parse_module(src, "t.py") {
        Ok(m) => panic!("expected an error, got:\n{}", print_module(&m)),
        Err(e) => e,
    }
}

/// Asserts the error position and a message substring.
fn assert_err(src: &str, line: usize, col: usize, msg: &str) {
    let e = err(src);
    assert_eq!((e.line, e.column), (line, col), "wrong position for {e}");
    assert!(e.message.contains(msg), "{:?} lacks {msg:?}", e.message);
}

/// A one-function module around `body` (indented by 4).
fn func(params: &str, body: &str) -> String {
    let mut s = format!("@T.prim_func\ndef main({params}):\n");
    for l in body.lines() {
        s.push_str("    ");
        s.push_str(l);
        s.push('\n');
    }
    s
}

const A: &str = r#"A: T.Buffer((128,), "float32")"#;

/// TVM: `module 'tvm.tirx.script.parser' has no attribute 'launch_thr'` at
/// the attribute; tirsat used to bind the name and drop the statement.
#[test]
fn truncated_name_is_not_dropped() {
    let src = func(
        A,
        "with T.launch_thread(\"threadIdx.x\", 4) as t:\n    A[t] = 1.0\ntx = T.launch_thr",
    );
    assert_err(&src, 5, 10, "T has no attribute 'launch_thr'");
    assert_err(
        &func(A, "y = T.no_such_thing\nA[0] = 1.0"),
        3,
        9,
        "T has no attribute 'no_such_thing'",
    );
    assert_err(
        &func(A, "T.evaluate(T.cuda.no_such_thing())"),
        3,
        16,
        "T.cuda has no attribute 'no_such_thing'",
    );
}

/// TVM's parser keeps any scope string; its passes fail in
/// `StorageScope::Create` ("unknown storage scope shraed").
#[test]
fn unknown_storage_scopes() {
    for scope in ["shraed", "blockIdx.x"] {
        let src = func(
            A,
            &format!("B = T.alloc_buffer((4,), scope=\"{scope}\")\nB[0] = 1.0"),
        );
        assert_err(&src, 3, 30, &format!("unknown storage scope \"{scope}\""));
    }
    assert_err(
        &func(r#"a: T.handle("float32", "shraed")"#, "T.evaluate(0)"),
        2,
        33,
        "unknown storage scope \"shraed\"",
    );
    // Tags after a known prefix are TVM scopes (`shared.dyn`, `global.vtcm`), and so is `tmem`.
    for ok in [
        "shared.dyn",
        "global.vtcm",
        "local.L0A",
        "tmem",
        "wmma.matrix_a",
    ] {
        let src = func(A, &format!("B = T.alloc_buffer((4,), scope=\"{ok}\")"));
        parse_module(&src, "t.py").unwrap_or_else(|e| panic!("{ok}: {e}"));
    }
}

/// TVM accepts `T.launch_thread("", 4)` and prints it back; `ThreadScope::Create`
/// then fails in every pass ("Unknown threadscope").
#[test]
fn empty_or_unknown_thread_tags() {
    assert_err(
        &func(A, "with T.launch_thread(\"\", 4) as t:\n    A[t] = 1.0"),
        3,
        26,
        "unknown thread tag \"\"",
    );
    assert_err(
        &func(A, "tx = T.env_thread(\"threadIdx.w\")"),
        3,
        23,
        "unknown thread tag \"threadIdx.w\"",
    );
    assert_err(
        &func(
            A,
            "for i in T.thread_binding(4, thread=\"\"):\n    A[i] = 1.0",
        ),
        3,
        34,
        "unknown thread tag",
    );
}

/// TVM: "Variable t already defined in current scope".
#[test]
fn let_redefining_a_thread_variable() {
    let src = func(
        A,
        "with T.launch_thread(\"threadIdx.x\", 4) as t:\n    t: T.let[T.int32] = 3\n    A[t] = 1.0",
    );
    assert_err(&src, 4, 9, "Variable t already defined in current scope");
    let src = func(
        A,
        "tx = T.launch_thread(\"threadIdx.x\", 4)\ntx = T.bind(3)\nA[tx] = 1.0",
    );
    assert_err(&src, 4, 10, "Variable tx already defined in current scope");
    // A nested scope may shadow it, as in TVM.
    let src = func(
        A,
        "with T.launch_thread(\"threadIdx.x\", 4) as t:\n    for i in range(2):\n        t: T.let[T.int32] = i\n        A[t] = 1.0",
    );
    parse_module(&src, "t.py").unwrap();
}

/// TVM: `TypeError: Cannot convert from type int to str`.
#[test]
fn int_global_symbol() {
    assert_err(
        &func(A, "T.func_attr({\"global_symbol\": 1})\nA[0] = 1.0"),
        3,
        17,
        "global_symbol must be a string, got int",
    );
}

/// TVM: `Target kind "nosuchtarget" is not defined` and
/// `Unknown config option 'nosuchkey'. Known options: 'kind', 'keys', ...`.
#[test]
fn unknown_target_kind_or_option() {
    assert_err(
        &func(
            A,
            "T.func_attr({\"target\": T.target(\"nosuchtarget\")})\nA[0] = 1.0",
        ),
        3,
        37,
        "nosuchtarget",
    );
    assert_err(
        &func(
            A,
            "T.func_attr({\"target\": T.target({\"kind\": \"cuda\", \"nosuchkey\": 1})})\nA[0] = 1.0",
        ),
        3,
        37,
        "unknown config option 'nosuchkey'",
    );
}

/// TVM: `Check failed: value_ty->dtype.lanes == value_expr_ty->dtype.lanes (1 vs. 2)`,
/// and `PrimType cannot represent an opaque pointer` for a cast to handle.
#[test]
fn cast_with_other_lanes_or_to_handle() {
    assert_err(
        &func(A, "x = T.Cast(\"uint1\", T.Broadcast(T.float32(1), 2))"),
        3,
        9,
        "the lane counts differ (1 vs. 2)",
    );
    assert_err(
        &func("n: T.int32", "T.evaluate(T.Cast(\"handle\", n))"),
        3,
        23,
        "cannot cast to handle",
    );
    // Equal lanes are fine.
    parse_module(
        &func(A, "x = T.Cast(\"int32x2\", T.Broadcast(T.float32(1), 2))"),
        "t.py",
    )
    .unwrap();
}

/// TVM: `PrimType cannot represent an opaque pointer; use PointerType::VoidPointerTy()`
/// for any buffer of dtype handle.
#[test]
fn handle_typed_buffers() {
    assert_err(
        &func(A, "B = T.decl_buffer((4,), \"handle\", data=A.data)"),
        3,
        29,
        "a buffer cannot hold handle",
    );
    assert_err(
        &func(r#"A: T.Buffer((4,), "handle")"#, "T.evaluate(0)"),
        2,
        28,
        "a buffer cannot hold handle",
    );
    assert_err(
        &func(A, "B = T.alloc_buffer((4,), \"handle\")"),
        3,
        30,
        "a buffer cannot hold handle",
    );
}

/// TVM's parser: `name 'ty' is not defined` for a bare name in a parameter
/// annotation (only a quoted shape may introduce a variable). tirsat used to
/// create the variable, and `tirsat check` then passed the module.
#[test]
fn undefined_name_in_a_parameter_shape() {
    assert_err(
        &func(r#"A: T.Buffer((ty,), "float32")"#, "A[0] = T.float32(1)"),
        2,
        23,
        "undefined name 'ty'",
    );
    // TVM's well-formedness check: "Invalid use of undefined variable ty".
    let src = func(
        A,
        "ty = T.env_thread(\"threadIdx.y\")\nA[ty] = T.float32(1.0)\nwith T.launch_thread(ty, 4):\n    A[ty] = T.float32(2.0)",
    );
    let m = parse_module(&src, "t.py").unwrap();
    let d = verify_module(&m);
    assert_eq!(d.len(), 1, "{d:?}");
    assert!(d[0].message.contains("variable ty is used but not defined"));
}

/// `T.decl_buffer((128,), data=A.data)` of a 4x64 buffer prints as `A.view(128)`
/// (TVM's printer does the same) and reads back: TVM's `Buffer.view` takes any
/// shape of a buffer it parsed, a prefix included.
#[test]
fn view_of_a_prefix_round_trips() {
    let src = func(
        r#"A: T.Buffer((4, 64), "float32")"#,
        "B = T.decl_buffer((128,), data=A.data)\nB[0] = T.float32(1)",
    );
    let m = parse_module(&src, "t.py").unwrap();
    let text = print_module(&m);
    assert!(text.contains("B = A.view(128)"), "{text}");
    let again = parse_module(&text, "printed.py").unwrap();
    assert_eq!(print_module(&again), text);
}

/// TVM: `If condition must be a boolean expression, but got 1`; a Python
/// `True`/`False` picks the branch, an `int32` expression is kept as written.
#[test]
fn python_int_condition() {
    assert_err(
        &func(A, "if 1:\n    A[0] = 1.0"),
        3,
        8,
        "If condition must be a boolean expression, but got 1",
    );
    assert_err(
        &func(A, "if A.data:\n    A[0] = 1.0"),
        3,
        8,
        "If condition must be a boolean expression",
    );
}

/// TVM 0.27's `FloatImm` checks a float8 literal's range (`Check failed:
/// value <= bound (1000 vs. 448) : Literal value 1000 exceeds maximum of
/// float8_e4m3fn`); the unsigned-zero kinds also reject negatives.
#[test]
fn float8_literals_out_of_range() {
    let f8 = |t: &str, v: &str| {
        func(
            &format!("A: T.Buffer((4,), \"{t}\")"),
            &format!("A[0] = T.{t}({v})"),
        )
    };
    assert_err(
        &f8("float8_e4m3fn", "1000.0"),
        3,
        28,
        "exceeds maximum of float8_e4m3fn",
    );
    assert_err(
        &f8("float8_e5m2", "-1e6"),
        3,
        26,
        "below minimum of float8_e5m2",
    );
    assert_err(&f8("float8_e4m3fnuz", "-1.0"), 3, 30, "below zero");
    assert!(parse_module(&f8("float8_e4m3fn", "448.0"), "t.py").is_ok());
    assert!(parse_module(&f8("float8_e5m2", "-57344.0"), "t.py").is_ok());
}

/// TVM 0.27: `T.Broadcast(x, 1)` and `T.Ramp(b, s, 1)` fail with
/// `Check failed: lanes > 1 (1 vs. 1)`.
#[test]
fn one_lane_broadcast_and_ramp() {
    assert_err(
        &func(A, "A[0] = T.Broadcast(T.float32(1), 1)"),
        3,
        38,
        "T.Broadcast needs more than one lane",
    );
    let b = r#"B: T.Buffer((4,), "int32")"#;
    assert_err(
        &func(b, "B[0] = T.Ramp(0, 1, 1)"),
        3,
        25,
        "T.Ramp needs more than one lane",
    );
}

/// TVM 0.27: `i = 3` in the body of `for i in range(4)` is `Variable i
/// already defined in current scope`; tirsat used to shadow the loop
/// variable with a local scalar buffer.
#[test]
fn assigning_a_loop_variable() {
    let b = r#"B: T.Buffer((4,), "int32")"#;
    assert_err(
        &func(b, "for i in range(4):\n    i = 3\n    B[i] = 1"),
        4,
        13,
        "Variable i already defined in current scope",
    );
}

/// TVM 0.27 prints an object it elides as `metadata["tirx.BufferType"][0]`
/// and cannot read that back ("Undefined variable: metadata"); as a type it
/// is a located error saying why.
#[test]
fn elided_metadata_type_is_a_located_error() {
    let src = "@T.prim_func\ndef main(n: T.int32) -> metadata[\"tirx.BufferType\"][0]:\n    T.evaluate(0)\n";
    assert_err(src, 2, 25, "got a metadata reference");
    assert!(err(src).message.contains("cannot be read back"));
}

/// TVM 0.27's `T.reinterpret` requires the same total bits ("Reinterpret
/// requires size match T.int32 vs T.float16x4", at the call); its printout of
/// such a call (an in-memory program) does not read back there either.
#[test]
fn size_changing_reinterpret_is_rejected_like_tvm() {
    let p = r#"A: T.Buffer((64, 4), "float16"), B: T.Buffer((64,), "int32")"#;
    assert_err(
        &func(p, "B[0] = T.reinterpret(\"int32\", A[0, T.Ramp(0, 1, 4)])"),
        3,
        12,
        "reinterpret requires size match int32 vs float16x4",
    );
    // Same total bits: read.
    parse_module(
        &func(p, "B[0] = T.reinterpret(\"int32\", A[0, T.Ramp(0, 1, 2)])"),
        "t.py",
    )
    .unwrap();
}

// ---- issue 29: accepted although TVM 0.27 rejects ---------------------------------------------

/// A TIRx kernel body: the device entry, one CTA id and `body`.
fn tirx(params: &str, body: &str) -> String {
    func(
        params,
        &format!("T.attr({{\"tirx.device_entry\": T.bool(True)}})\nbx = T.cta_id([1])\n{body}"),
    )
}

const AB: &str = r#"A: T.Buffer((10,), "float32"), B: T.Buffer((10,), "float32")"#;

/// TVM: `copy: dst region shape ['10'] != src region shape ['5']`,
/// `copy() missing 1 required positional argument: 'src'`, and a type error
/// for operands beyond `dst, src`.
#[test]
fn tile_copy_shapes_and_operand_counts() {
    assert_err(
        &tirx(AB, "T.cta.copy(B[0:10], A[0:5])"),
        5,
        5,
        "T.cta.copy: dst region shape [10] != src region shape [5]",
    );
    assert_err(
        &tirx(AB, "T.cta.copy(B[0:10])"),
        5,
        5,
        "T.cta.copy missing required operand 'src'",
    );
    assert_err(
        &tirx(AB, "T.cta.copy(B[0:10], A[0:10], A[0:10], A[0:10])"),
        5,
        34,
        "T.cta.copy takes 2 operands (dst, src), got 4",
    );
    assert_err(
        &tirx(AB, "T.cta.copy(B[0:10], A[0:10], src=A[0:10])"),
        5,
        34,
        "got multiple values for operand 'src'",
    );
    // Unit dimensions are padding; keyword operands are operands.
    parse_module(&tirx(AB, "T.cta.copy(B[0:10], A[0:10])"), "t.py").unwrap();
    parse_module(&tirx(AB, "T.cta.copy(dst=B[0:4], src=A[2:6])"), "t.py").unwrap();
    assert_err(
        &tirx(AB, "T.cta.gemm_async(A[0:4], A[0:4], A[0:4], A[0:4])"),
        5,
        5,
        "SFA and SFB must both be given or both be None",
    );
}

/// TVM: `The compose layout is not well-formed` (atom_len < swizzle_len).
#[test]
fn compose_layout_out_of_range() {
    assert_err(
        &tirx(
            "",
            "X = T.alloc_local((8, 8), layout=T.ComposeLayout(3, 100, 3, T.TileLayout(T.S[(8, 8):(8, 1)])))",
        ),
        5,
        38,
        "T.ComposeLayout(3, 100, 3, ...) is not well-formed",
    );
}

/// TVM: `type object 'Axis' has no attribute 'foo'`.
#[test]
fn unknown_axis() {
    assert_err(
        &tirx(
            "",
            "X = T.alloc_local((8,), layout=T.TileLayout(T.S[8:(1 @ Axis.foo)]))",
        ),
        5,
        60,
        "type object 'Axis' has no attribute 'foo'",
    );
}

/// TVM: `preferred is only valid when parent="cluster", got parent="kernel"`.
#[test]
fn preferred_on_a_kernel_cta_id() {
    assert_err(
        &func(
            A,
            "T.attr({\"tirx.device_entry\": T.bool(True)})\nbx = T.cta_id([2], preferred=[4])\nA[bx] = T.float32(1.0)",
        ),
        4,
        24,
        "preferred=... is only valid for T.cta_id_in_cluster",
    );
}

/// TVM's well-formedness check at parse time: `T.cta_id_in_pair() requires
/// T.cta_id_in_cluster(...) in the same kernel`, and `uses warp-granular
/// bindings but has thread count 7 not a multiple of 32`. `T.lane_id([7])`
/// alone TVM accepts, and so do we.
#[test]
fn inconsistent_scope_ids() {
    assert_err(
        &tirx(A, "p = T.cta_id_in_pair()\nA[p] = T.float32(1.0)"),
        5,
        5,
        "T.cta_id_in_pair() requires T.cta_id_in_cluster(...) in the same kernel",
    );
    assert_err(
        &tirx(
            A,
            "w = T.warp_id([1])\nlane = T.lane_id([7])\nA[lane] = T.float32(1.0)",
        ),
        6,
        5,
        "warp-granular scope ids but has 7 threads",
    );
    // TVM: `Inconsistent extents for scope binding` (2 warps of 32 lanes
    // are not 128 threads); 64 threads with 4 warps and no lane id it accepts.
    assert_err(
        &tirx(
            A,
            "t = T.thread_id([128])\nw = T.warp_id([2])\nl = T.lane_id([32])\nA[t] = T.float32(1.0)",
        ),
        6,
        5,
        "inconsistent extents",
    );
    parse_module(
        &tirx(
            A,
            "t = T.thread_id([64])\nw = T.warp_id([4])\nA[t] = T.float32(1.0)",
        ),
        "t.py",
    )
    .unwrap();
    parse_module(
        &tirx(A, "lane = T.lane_id([7])\nA[lane] = T.float32(1.0)"),
        "t.py",
    )
    .unwrap();
    // With a cluster of 2 CTAs (4 CTAs in the kernel, as TVM requires
    // divisible extents; with one CTA it says "1 is not divisible by 2").
    parse_module(
        &func(
            A,
            "T.attr({\"tirx.device_entry\": T.bool(True)})\nbx = T.cta_id([4])\nc = T.cta_id_in_cluster([2])\np = T.cta_id_in_pair()\nA[p] = T.float32(1.0)",
        ),
        "t.py",
    )
    .unwrap();
    assert_err(
        &tirx(
            A,
            "c = T.cta_id_in_cluster([2])\np = T.cta_id_in_pair()\nA[p] = T.float32(1.0)",
        ),
        5,
        5,
        "1 is not divisible by 2",
    );
}

/// TVM: `'wait_al' is not a valid modifier for 'cp'; open slots: ...`.
#[test]
fn unknown_ptx_modifier() {
    assert_err(
        &func(A, "T.evaluate(T.ptx.cp(\"async\", \"wait_al\", \"\"))"),
        3,
        16,
        "'wait_al' is not a valid modifier for 'cp'",
    );
}

/// TVM: `decl_buffer() got multiple values for argument 'data'` (the third
/// positional argument is `data`); fmt used to drop `data=`.
#[test]
fn decl_buffer_data_twice() {
    assert_err(
        &func(
            r#"A: T.Buffer((4,), "uint32")"#,
            "B = T.decl_buffer((4,), \"uint32\", \"uint32\", data=A.data)\nB[0] = T.uint32(1)",
        ),
        3,
        49,
        "got multiple values for argument 'data'",
    );
}

/// TVM: `Variable A already defined in current scope` (a buffer parameter
/// of more than one element is not a scalar to store into), for two
/// parameters of one name, and for `z: T.int32` after `z = x + 2`.
#[test]
fn names_defined_twice_in_one_scope() {
    assert_err(
        &func(A, "A = T.float32(1.0)"),
        3,
        9,
        "Variable A already defined in current scope",
    );
    assert_err(
        &func(
            r#"n: T.int32, n: T.int32, B: T.Buffer((4,), "int32")"#,
            "B[0] = n",
        ),
        2,
        22,
        "Variable n already defined in current scope",
    );
    assert_err(
        &func(
            r#"x: T.int32, B: T.Buffer((4,), "int32")"#,
            "z = x + 2\nz: T.int32\nB[0] = z",
        ),
        4,
        5,
        "Variable z already defined in current scope",
    );
    // A one-element buffer is stored into, as TVM does.
    parse_module(
        &func(r#"S: T.Buffer((1,), "float32")"#, "S = T.float32(1.0)"),
        "t.py",
    )
    .unwrap();
}

/// TVM: `Literal value 2147483648 exceeds range of int32` (T.grid makes a
/// Python int an int32; `range` promotes it to int64, as we do).
#[test]
fn grid_extent_beyond_int32() {
    let b = r#"B: T.Buffer((4,), "int32")"#;
    assert_err(
        &func(b, "for i, j in T.grid(4, 2147483648):\n    B[i] = 1"),
        3,
        27,
        "T.grid: literal value 2147483648 exceeds the range of int32",
    );
    parse_module(
        &func(b, "for j in range(2147483648):\n    B[0] = 1"),
        "t.py",
    )
    .unwrap();
}

/// TVM: `Incompatible types in BufferStore: LHS is T.float32, RHS is
/// T.float32x4, indexing lanes: 1`; fmt's output of it was then rejected.
#[test]
fn store_of_other_lanes() {
    let p = r#"A: T.Buffer((8,), "float32"), B: T.Buffer((8,), "float32")"#;
    assert_err(
        &func(p, "A[3:4] = B[T.Ramp(0, 1, 4)]"),
        3,
        14,
        "Incompatible types in BufferStore: LHS is `T.float32`, RHS is `T.float32x4`",
    );
    assert_err(
        &func(p, "A[0:4] = T.float32(1)"),
        3,
        14,
        "Incompatible types in BufferStore: LHS is `T.float32x4`, RHS is `T.float32`",
    );
}

/// TVM: `T.func_attr must be called at the top of a PrimFunc`; tirsat used
/// to hoist it out of the loop.
#[test]
fn func_attr_inside_a_loop() {
    assert_err(
        &func(
            A,
            "for i in range(4):\n    T.func_attr({\"foo\": 1})\n    A[i] = T.float32(1.0)",
        ),
        4,
        9,
        "T.func_attr must be called at the top of a PrimFunc",
    );
    assert_err(
        &func(
            A,
            "T.attr(0, \"pragma_x\", 1)\nT.func_attr({\"foo\": 1})\nA[0] = T.float32(1.0)",
        ),
        4,
        5,
        "T.func_attr must be called at the top of a PrimFunc",
    );
    // After a closed loop or an allocation it is at the top, as in TVM.
    parse_module(
        &func(
            A,
            "for i in range(4):\n    A[i] = T.float32(1.0)\nT.func_attr({\"foo\": 1})",
        ),
        "t.py",
    )
    .unwrap();
}

/// TVM: `Inconsistent extents of environment thread. 64 vs 1`, also for
/// sibling launches; two different variables of one tag TVM accepts.
#[test]
fn env_thread_launched_with_two_extents() {
    assert_err(
        &func(
            A,
            "tx = T.env_thread(\"threadIdx.x\")\nwith T.launch_thread(tx, 64):\n    A[tx] = T.float32(1.0)\nwith T.launch_thread(tx, 1):\n    A[tx] = T.float32(2.0)",
        ),
        6,
        30,
        "Inconsistent extents of environment thread tx: 64 vs 1",
    );
    parse_module(
        &func(
            A,
            "with T.launch_thread(\"threadIdx.x\", 64) as tx:\n    with T.launch_thread(\"threadIdx.x\", 1) as ty:\n        A[tx + ty] = T.float32(1.0)",
        ),
        "t.py",
    )
    .unwrap();
}

/// TVM's compose-layout well-formedness (`GetScope`): the thread axes of
/// its tile layout whose scopes conflict or do not chain. A plain
/// `T.TileLayout` with such axes TVM accepts, and so do we.
#[test]
fn layout_thread_axes_out_of_chain() {
    let compose = |axes: &str| {
        tirx(
            "",
            &format!(
                "X = T.alloc_local((8, 4), layout=T.ComposeLayout(0, 0, 1, T.TileLayout(T.S[(8, 4):({axes})])))"
            ),
        )
    };
    assert_err(
        &compose("1 @ Axis.laneid, 1 @ Axis.tx"),
        5,
        63,
        "conflicting scopes for thread",
    );
    assert_err(
        &compose("1 @ Axis.laneid, 1 @ Axis.wgid"),
        5,
        63,
        "disconnected scope chain",
    );
    parse_module(&compose("1 @ Axis.laneid, 1 @ Axis.warpid"), "t.py").unwrap();
    parse_module(
        &tirx(
            "",
            "X = T.alloc_local((8, 4), layout=T.TileLayout(T.S[(8, 4):(1 @ Axis.laneid, 1 @ Axis.tx)]))",
        ),
        "t.py",
    )
    .unwrap();
}
