//! MergeSharedMemoryAllocations beyond the golden comparison of its cases
//! (`tests/passes/MergeSharedMemoryAllocations/`, checked with every other
//! pass by `tests/pass_goldens.rs`): the interpreter's race detector on TVM's
//! layouts and on ours, options and the report.

mod common;

use std::collections::BTreeMap;
use std::path::PathBuf;

use common::golden::cases::run_case;
use common::golden::*;
use tirsat::analysis::verify::verify_module;
use tirsat::interp::check::{Mismatch, check_pass_random};
use tirsat::interp::{InterpConfig, random_args, run};
use tirsat::transform::merge_shared_memory::arith::LinearArith;
use tirsat::transform::merge_shared_memory::{MergeOptions, MergeSharedMemoryAllocations, Source};
use tirsat::transform::{Pass, PassContext};

fn dir() -> PathBuf {
    root().join("tests/passes/MergeSharedMemoryAllocations")
}

/// The cases whose own expectation says TVM 0.27's layout races: on the
/// case's input, TVM's output makes the race detector fire.
const TVM_RACES: &[&str] = &[
    "async_copy",
    "async_pending_reuse",
    "cross_thread_race",
    "disjoint_layers",
    "disjoint_layers_own_elements",
    "escape_address_of_in_place",
    "layered_merge",
    "more_dtypes_overlap",
    "plain_prim_func",
    "rf_inplace_dtype_mismatch",
    "rf_loop_no_final_barrier",
    "rf_reuse_without_barrier",
    "rf_reverse_same_stmt",
    "rf_static_and_dyn",
    "sibling_kernels",
    "tiled_matmul",
];

/// Cases whose TVM output is ill-formed (it refers to a removed allocation).
const TVM_ILL_FORMED: &[&str] = &["rf_extern_pointer"];

/// Cases whose TVM output computes other values without a race: a buffer's
/// address escapes and TVM hands its bytes to another buffer across a
/// barrier (issue 29).
const TVM_WRONG_VALUES: &[&str] = &["escape_address_of_extern"];

/// Cases too large for the interpreter, whose race detector keeps state per
/// byte of a shared region: `wide_index_offset` merges 2^31 bytes. Its
/// rewritten indices are checked by exact evaluation instead
/// (`wide_offsets_widen_the_index`).
const TOO_LARGE_TO_RUN: &[&str] = &["wide_index_offset"];

/// Interpreter settings for the cases: their externs ([`CASE_EXTERNS`]).
fn case_config() -> InterpConfig {
    InterpConfig {
        opaque_externs: CASE_EXTERNS.iter().map(|s| s.to_string()).collect(),
        ..InterpConfig::default()
    }
}

/// The cases whose race depends on a barrier-free input, each with its
/// variant after TVM's ThreadSync (`<case>_after_thread_sync.py`, written by
/// `scripts/oracle/regen_thread_sync_variants.py`).
const BARRIER_FREE: &[&str] = &[
    "disjoint_layers",
    "layered_merge",
    "rf_loop_no_final_barrier",
    "rf_reuse_without_barrier",
    "tiled_matmul",
];

fn scalars() -> BTreeMap<String, i64> {
    [("n", 48), ("m", 40), ("k", 24)]
        .iter()
        .map(|(k, v)| (k.to_string(), *v))
        .collect()
}

/// The input of a case runs race-free on random inputs.
fn runs_race_free(stem: &str, before: &tirsat::ir::IRModule) {
    let cfg = case_config();
    let args = random_args(before, "main", 1, &scalars())
        .unwrap_or_else(|e| panic!("{stem}: no inputs: {e}"));
    let r = run(before, "main", &args, &cfg)
        .unwrap_or_else(|e| panic!("{stem}: the input does not run: {e}"));
    assert_eq!(
        r.race_count, 0,
        "{stem}: the input races itself: {:?}",
        r.races
    );
}

/// Every case with our own expectation (`.expected.py`): its input runs
/// race-free, our output computes the same and adds no race, and TVM's
/// output (where TVM has one) races exactly where the expectation says so,
/// is ill-formed where it says so, and otherwise computes the same without a
/// race. Then each barrier-dependent case's variant after ThreadSync: TVM's
/// layout (equal to ours there, see `tests/pass_goldens.rs`) does not race.
#[test]
fn own_expectations_hold_on_the_interpreter() {
    let (mut checked, mut tvm_races, mut tvm_correct, mut tvm_rejects) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut tvm_wrong = Vec::new();
    for case in py_files(&dir()) {
        let stem = case.file_stem().unwrap().to_str().unwrap().to_string();
        let expected = dir().join(format!("{stem}.expected.py"));
        if !expected.exists() {
            continue;
        }
        if TOO_LARGE_TO_RUN.contains(&stem.as_str()) {
            continue;
        }
        let cfg = case_config();
        let reason = read(&expected)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        let before = parse(&case);
        runs_race_free(&stem, &before);
        let ours = run_case(&case)
            .expect("the case runs")
            .expect("the pass succeeds");
        if let Err(e) = check_pass_random(&before, &ours, "main", 1, &scalars(), &cfg) {
            panic!("{stem}: our output differs from the input: {e}");
        }
        checked.push(stem.clone());
        let tvm = dir().join(format!("{stem}.tvm.py"));
        if !tvm.exists() {
            assert!(
                dir().join(format!("{stem}.error.txt")).exists(),
                "{stem}: neither a TVM output nor a TVM error"
            );
            tvm_rejects.push(stem);
            continue;
        }
        let mut tvm = parse(&tvm);
        if dir().join(format!("{stem}.tvm.dump")).exists() {
            // TVM's printout is lossy here (its helper `f` prints its
            // one-element view as `T.decl_scalar` and `return Q`, dropping
            // the index): the pass leaves the helpers as they are (TVM's
            // in-memory result, `.tvm.dump`, has the input's), so TVM's
            // output runs with the input's helpers.
            for (name, f) in &before.functions {
                if name != "main" {
                    tvm.insert(name.clone(), f.clone());
                }
            }
        }
        if TVM_ILL_FORMED.contains(&stem.as_str()) {
            assert!(
                !verify_module(&tvm).is_empty(),
                "{stem}: TVM's output verifies"
            );
            assert!(reason.contains("undefined"), "{stem}: {reason}");
            continue;
        }
        match check_pass_random(&before, &tvm, "main", 1, &scalars(), &cfg) {
            Err(Mismatch::NewRace { .. }) => {
                assert!(reason.contains("races"), "{stem}: {reason}");
                tvm_races.push(stem);
            }
            Ok(()) => {
                assert!(!reason.contains("layout races"), "{stem}: {reason}");
                tvm_correct.push(stem);
            }
            Err(Mismatch::Memory { .. }) => {
                assert!(reason.contains("other values"), "{stem}: {reason}");
                tvm_wrong.push(stem);
            }
            Err(other) => panic!("{stem}: TVM's output differs otherwise: {other}"),
        }
    }
    assert_eq!(tvm_wrong, TVM_WRONG_VALUES);
    println!(
        "{} own expectations; TVM races on {tvm_races:?}, is right on {tvm_correct:?}, rejects {tvm_rejects:?}",
        checked.len()
    );
    assert_eq!(tvm_races, TVM_RACES);
    assert_eq!(
        tvm_correct,
        [
            "address_of_select",
            "mixed_dtypes_align4",
            "mixed_dtypes_default_align"
        ]
    );
    assert_eq!(
        tvm_rejects,
        [
            "bad_alignment",
            "escape_access_ptr_var",
            "escape_bind_extern",
            "escape_bind_view",
            "escape_derived_pointer",
            "escape_in_loop",
            "escape_static",
            "escape_stored_pointer",
            "let_reads_shared_crash",
            "small_buffer_crash",
            "symbolic_disjoint_crash"
        ]
    );
    assert_eq!(checked.len(), 32, "{checked:?}");

    for stem in BARRIER_FREE {
        let reason = read(&dir().join(format!("{stem}.expected.py")));
        assert!(
            reason
                .lines()
                .next()
                .unwrap_or_default()
                .contains(&format!("{stem}_after_thread_sync")),
            "{stem}: the expectation does not name its variant after ThreadSync"
        );
        let variant = format!("{stem}_after_thread_sync");
        let before = parse(&dir().join(format!("{variant}.py")));
        runs_race_free(&variant, &before);
        let tvm = parse(&dir().join(format!("{variant}.tvm.py")));
        let cfg = case_config();
        if let Err(e) = check_pass_random(&before, &tvm, "main", 1, &scalars(), &cfg) {
            panic!("{variant}: TVM's layout after ThreadSync: {e}");
        }
    }
}

/// Scalar arguments per case where the default ones ([`scalars`]) would
/// index out of bounds: each value is the smallest the case's accesses need
/// (`X[t]` over 64 threads, `X[t * 4 + v]` over 32 threads and 4 lanes).
const CASE_SCALARS: &[(&str, &[(&str, i64)])] = &[
    ("reuse_and_symbolic", &[("m", 64)]),
    ("symbolic_and_vectorized", &[("n", 128)]),
    ("symbolic_plus_constant", &[("n", 64)]),
];

fn case_scalars(stem: &str) -> BTreeMap<String, i64> {
    let mut s = scalars();
    if let Some((_, own)) = CASE_SCALARS.iter().find(|(c, _)| *c == stem) {
        for (k, v) in own.iter() {
            s.insert(k.to_string(), *v);
        }
    }
    s
}

/// Extern functions the cases call, declared to the interpreter: each touches
/// memory only through its `T.tvm_access_ptr` arguments, as their masks say
/// (`tirsat::interp` module `opaque_extern`).
const CASE_EXTERNS: &[&str] = &["fill_half", "read_float", "use_addr"];

/// Every other case (TVM-equal ones, whose printout `tests/pass_goldens.rs`
/// compares, and the variants after ThreadSync): the input runs race-free in
/// the interpreter, and our output (where the pass succeeds) computes the same
/// without a new race. No case is skipped: every one runs.
#[test]
fn every_case_runs_race_free_in_the_interpreter() {
    let cfg = case_config();
    let (mut checked, mut pass_rejects, mut failures) = (Vec::new(), Vec::new(), Vec::new());
    for case in py_files(&dir()) {
        let stem = case.file_stem().unwrap().to_str().unwrap().to_string();
        if dir().join(format!("{stem}.expected.py")).exists() {
            continue; // own_expectations_hold_on_the_interpreter
        }
        let before = parse(&case);
        let scalars = case_scalars(&stem);
        let r = random_args(&before, "main", 1, &scalars)
            .and_then(|args| run(&before, "main", &args, &cfg));
        match r {
            Err(e) => failures.push(format!("{stem}: the input does not run: {e}")),
            Ok(r) if r.race_count > 0 => failures.push(format!(
                "{stem}: the input races itself: {:?}",
                r.races.first()
            )),
            Ok(_) => {}
        }
        let ours = match run_case(&case).expect("the case runs") {
            Ok(m) => m,
            Err(_) => {
                pass_rejects.push(stem);
                continue;
            }
        };
        if let Err(e) = check_pass_random(&before, &ours, "main", 1, &scalars, &cfg) {
            failures.push(format!("{stem}: our output: {e}"));
        }
        checked.push(stem);
    }
    println!(
        "{} cases race-free with our output equal; pass rejects {pass_rejects:?}",
        checked.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(pass_rejects, ["not_flat_error"]);
    assert_eq!(checked.len(), 27, "{checked:?}");
}

#[test]
fn options_are_checked() {
    let case = dir().join("reuse_sequential.py");
    let m = parse(&case);
    let ctx = PassContext::new().with_config("tirsat.planner", "nope");
    let e = MergeSharedMemoryAllocations::default()
        .run(m.clone(), &ctx)
        .unwrap_err()
        .to_string();
    assert!(e.contains("unknown planner `nope`"), "{e}");
    for p in ["tvm", "greedy", "exact", "best"] {
        let ctx = PassContext::new().with_config("tirsat.planner", p);
        let out = MergeSharedMemoryAllocations::default()
            .run(m.clone(), &ctx)
            .unwrap();
        assert!(verify_module(&out).is_empty());
    }
    let ctx = PassContext::new().with_config("tirsat.plan_time_limit", "-1");
    assert!(
        MergeSharedMemoryAllocations::default()
            .run(m, &ctx)
            .is_err()
    );
}

#[test]
fn report_lists_buffers_sizes_and_tvm() {
    let case = dir().join("cross_thread_race.py");
    let (_, reports) = MergeSharedMemoryAllocations::default()
        .run_with_report(parse(&case), &MergeOptions::default())
        .unwrap();
    assert_eq!(reports.len(), 1);
    let r = &reports[0];
    assert_eq!(r.source, Source::Planner);
    assert_eq!(
        (r.merged_bytes, r.tvm_bytes, r.lower_bound),
        (Some(512), Some(256), Some(512))
    );
    assert_eq!(r.tvm_races, vec![("P".to_string(), "Q".to_string())]);
    let text = r.text();
    assert!(text.contains("racy: P/Q"), "{text}");
    assert!(text.contains("lower bound: 512 bytes"), "{text}");
    let svg = r.svg().expect("constant layout");
    assert!(svg.starts_with("<svg") && svg.contains("<rect"));
}

/// Issue 29: in every `escape_*` case A's address leaves the buffer (a
/// pointer variable, `T.address_of`, a stored or derived pointer) and is used
/// after B is written. A stays live to that use: A and B get disjoint bytes,
/// A's interval reaches past the end of TVM's, and they are no in-place pair
/// (`escape_address_of_in_place` writes `B[tx] = A[tx] + 1`). The outputs
/// compute the same on the interpreter (`own_expectations_hold_on_the_interpreter`).
#[test]
fn escaping_addresses_keep_their_buffers_live() {
    let mut seen = 0;
    for case in py_files(&dir()) {
        let stem = case.file_stem().unwrap().to_str().unwrap().to_string();
        if !stem.starts_with("escape_") {
            continue;
        }
        seen += 1;
        let opts = MergeOptions {
            merge_static: stem == "escape_static",
            ..MergeOptions::default()
        };
        let (_, reports) = MergeSharedMemoryAllocations::default()
            .run_with_report(parse(&case), &opts)
            .unwrap();
        assert_eq!(reports.len(), 1, "{stem}");
        let r = &reports[0];
        let buf = |n: &str| r.buffers.iter().find(|b| b.name == n).unwrap();
        let (a, b) = (buf("A"), buf("B"));
        let range = |x: &tirsat::transform::merge_shared_memory::report::BufferReport| {
            let o: u64 = x.offset.parse().unwrap();
            (o, o + x.bytes.parse::<u64>().unwrap())
        };
        let ((a0, a1), (b0, b1)) = (range(a), range(b));
        assert!(
            a1 <= b0 || b1 <= a0,
            "{stem}: A and B share bytes\n{}",
            r.text()
        );
        assert!(a.interval.1 > a.tvm_interval.1, "{stem}\n{}", r.text());
        assert!(r.proven.is_empty(), "{stem}\n{}", r.text());
    }
    assert_eq!(seen, 9);
}

/// The exact value of an integer index expression over `tx` (constants, `tx`,
/// `+`, `-`, `*`, casts), with every node's value checked to be a value of
/// its type: an index that wraps fails.
fn exact_index(e: &tirsat::ir::Expr, tx: i128) -> i128 {
    use tirsat::ir::{BinOp, ExprKind, int};
    let v = match e.kind() {
        ExprKind::Int(_) => int::const_value(e).unwrap(),
        ExprKind::Var(v) if v.name() == "tx" => tx,
        ExprKind::Cast(x) => exact_index(x, tx),
        ExprKind::Binary(op, a, b) => {
            let (a, b) = (exact_index(a, tx), exact_index(b, tx));
            match op {
                BinOp::Add => a + b,
                BinOp::Sub => a - b,
                BinOp::Mul => a * b,
                _ => panic!("unexpected operation in {e:?}"),
            }
        }
        _ => panic!("unexpected index {e:?}"),
    };
    assert!(int::fits(v, e.dtype()), "{v} is no {} value", e.dtype());
    v
}

/// The indices of every access of a buffer named `name`, in program order.
fn indices_of(m: &tirsat::ir::IRModule, name: &str) -> Vec<tirsat::ir::Expr> {
    use tirsat::ir::visit::{Visitor, walk_expr, walk_stmt};
    use tirsat::ir::{Expr, ExprKind, Stmt, StmtKind};
    struct Find<'a>(&'a str, Vec<Expr>);
    impl Visitor for Find<'_> {
        fn visit_expr(&mut self, e: &Expr) {
            if let ExprKind::Load { buffer, indices } = e.kind()
                && buffer.name() == self.0
            {
                self.1.extend(indices.iter().cloned());
            }
            walk_expr(self, e)
        }
        fn visit_stmt(&mut self, s: &Stmt) {
            // The value before the indices, as in a store's evaluation.
            walk_stmt(self, s);
            if let StmtKind::Store {
                buffer, indices, ..
            } = s.kind()
                && buffer.name() == self.0
            {
                self.1.extend(indices.iter().cloned());
            }
        }
    }
    let mut f = Find(name, Vec::new());
    f.visit_stmt(&m.get("main").unwrap().body);
    f.1
}

/// Issue 29: two shared buffers near 2^31 elements. Ours places A after B
/// (at 64576); `tx + 2147483500 + 64576` leaves int32, so A's index is
/// widened to int64 before the offset is added. Every rewritten index equals
/// the input's plus the buffer's offset, exactly, with no node leaving its
/// type (the interpreter cannot run 2^31 shared bytes: its race detector
/// keeps state per byte). TVM 0.27 computes the merged size in int32.
#[test]
fn wide_offsets_widen_the_index() {
    let case = dir().join("wide_index_offset.py");
    let before = parse(&case);
    let (after, reports) = MergeSharedMemoryAllocations::default()
        .run_with_report(before.clone(), &MergeOptions::default())
        .unwrap();
    assert!(verify_module(&after).is_empty());
    let r = &reports[0];
    assert_eq!(r.merged_bytes, Some(2147548140), "{}", r.text());
    for name in ["A", "B"] {
        let b = r.buffers.iter().find(|b| b.name == name).unwrap();
        // Printed in the size type (`T.int64(64576)`).
        let digits = b
            .offset
            .trim_start_matches("T.int64(")
            .trim_end_matches(')');
        let off: i128 = digits.parse().unwrap_or_else(|_| panic!("{}", b.offset));
        let (ins, outs) = (indices_of(&before, name), indices_of(&after, name));
        assert_eq!(ins.len(), outs.len(), "{name}");
        assert!(!ins.is_empty());
        for (i, o) in ins.iter().zip(&outs) {
            for tx in 0..64 {
                assert_eq!(
                    exact_index(o, tx),
                    exact_index(i, tx) + off,
                    "{name}: {i:?} -> {o:?}"
                );
            }
        }
    }
    // A is not at 0 here: its indices needed the widening.
    let a = r.buffers.iter().find(|b| b.name == "A").unwrap();
    assert!(
        !["0", "T.int64(0)"].contains(&a.offset.as_str()),
        "{}",
        r.text()
    );
    // TVM's merged size wrapped to a negative int32.
    let tvm = read(&dir().join("wide_index_offset.tvm.py"));
    assert!(tvm.contains("T.alloc_buffer((-2147419156,)"), "{tvm}");
}

/// The issue's barrier-free kernel: every buffer accessed at `[i]` by 64
/// threads; A1, A2, B live together; C is born where A1 and A2 die; D where
/// B and C die. `index` is the index expression (`t`, or `T.truncmod(t, 64)`,
/// whose range only the e-graph proves).
fn five_buffers(index: &str) -> tirsat::ir::IRModule {
    let src = r#"
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32"), H: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        A1 = T.alloc_buffer((320,), "float32", scope="shared.dyn")
        A2 = T.alloc_buffer((320,), "float32", scope="shared.dyn")
        B = T.alloc_buffer((960,), "float32", scope="shared.dyn")
        C = T.alloc_buffer((640,), "float32", scope="shared.dyn")
        D = T.alloc_buffer((960,), "float32", scope="shared.dyn")
        A1[IDX] = G[t]
        A2[IDX] = G[t]
        B[IDX] = G[t]
        C[IDX] = A1[IDX] + A2[IDX]
        D[IDX] = B[IDX] + C[IDX]
        H[t] = D[IDX]
"#;
    tirsat::script::reader::parse_module(&src.replace("IDX", index), "five.py").unwrap()
}

/// Issue 13 point 3: the printed bound holds under the pass's own model (proven
/// in-place pairs may share a slot, in any grouping), and the pass tries more
/// than one grouping. With the linear engine the footprints of
/// `T.truncmod(t, 64)` are not proven, so every buffer counts whole: merging A1
/// into C into D (the first proven pairs in order) costs 8960 bytes; B with D
/// and A1 with C costs 7680. B, A1 and A2 are pairwise unproven (6400 bytes);
/// when C is born all four are live and C may share an offset with A1 or A2
/// only, so every grouping of the four needs 7680: the bound proves 7680
/// optimal.
#[test]
fn in_place_groupings_and_a_true_bound() {
    let m = five_buffers("T.truncmod(t, 64)");
    let linear = MergeSharedMemoryAllocations::with_arith(std::sync::Arc::new(LinearArith));
    let (out, reports) = linear
        .run_with_report(m.clone(), &MergeOptions::default())
        .unwrap();
    assert!(verify_module(&out).is_empty());
    let r = &reports[0];
    let (merged, lb) = (r.merged_bytes.unwrap(), r.lower_bound.unwrap());
    assert_eq!(lb, 7680, "{}", r.text());
    assert!(r.footprint_proofs.is_empty(), "{}", r.text());
    assert_eq!(merged, 7680, "{}", r.text());
    assert!(r.optimal, "{}", r.text());
    assert!(
        r.text().contains("lower bound: 7680 bytes (optimal)"),
        "{}",
        r.text()
    );
    // Same results on the interpreter, no race.
    let cfg = InterpConfig::default();
    check_pass_random(&m, &out, "main", 1, &BTreeMap::new(), &cfg).unwrap();
}

/// Issue 13 point 2: thread-precise footprints. Each buffer is touched only at
/// bytes `[0, 256)` (64 threads, 4 bytes each), proven from the index and the
/// thread range; buffers live together may then overlap wherever those bytes do
/// not, and the kernel fits in D alone (3840 bytes, the bound: optimal). With
/// `T.truncmod(t, 64)` only the e-graph proves the range: the linear engine
/// gives a larger layout on the same kernel. The interpreter's race detector
/// finds no race and equal outputs in both.
#[test]
fn footprint_proofs_shrink_the_five_buffer_kernel() {
    let cfg = InterpConfig::default();
    for (index, how) in [("t", "interval bounds"), ("T.truncmod(t, 64)", "e-graph")] {
        let m = five_buffers(index);
        let (out, reports) = MergeSharedMemoryAllocations::default()
            .run_with_report(m.clone(), &MergeOptions::default())
            .unwrap();
        assert!(verify_module(&out).is_empty());
        let r = &reports[0];
        let text = r.text();
        assert_eq!(
            (r.merged_bytes, r.lower_bound),
            (Some(3840), Some(3840)),
            "{text}"
        );
        assert!(text.contains("lower bound: 3840 bytes (optimal)"), "{text}");
        assert!(text.contains("footprint proofs used:"), "{text}");
        assert!(
            text.contains(&format!(
                "A1: touches bytes [0, 256) of 1280: 0 <= {index} <= 63 ({how})"
            )),
            "{text}"
        );
        let explained = r.explain();
        assert!(
            explained.contains("  proofs:\n    in place A1->C: every access of both at"),
            "{explained}"
        );
        assert!(
            explained.contains("    footprint D: touches bytes [0, 256) of 3840"),
            "{explained}"
        );
        check_pass_random(&m, &out, "main", 1, &BTreeMap::new(), &cfg).unwrap();
    }
    // `crates/tirsat-cli/tests/merge_shared_memory.rs` runs `tirsat lower
    // --explain` on this kernel from its TVMScript form.
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/merge/five_buffers_truncmod.py");
    let text = tirsat::script::printer::print_module(&five_buffers("T.truncmod(t, 64)"));
    assert_eq!(
        std::fs::read_to_string(&fixture).unwrap(),
        text,
        "{} is five_buffers(\"T.truncmod(t, 64)\") printed",
        fixture.display()
    );
    // Without the e-graph the same kernel is larger.
    let linear = MergeSharedMemoryAllocations::with_arith(std::sync::Arc::new(LinearArith));
    let (_, reports) = linear
        .run_with_report(five_buffers("T.truncmod(t, 64)"), &MergeOptions::default())
        .unwrap();
    assert!(reports[0].merged_bytes.unwrap() > 3840);
}

/// A footprint's candidate bound is exact on a small box: `(t * 5 + 3) % 64`
/// reaches 63 only at `t = 12`, a point no corner is and sampling can miss;
/// every thread is visited (64 points), so the bound is the true maximum and
/// interval bounds prove it (a missed maximum sent a false bound to the
/// e-graph, which failed to prove it, and the buffers counted whole).
#[test]
fn a_small_box_gives_the_exact_footprint() {
    let index = "(t * 5 + 3) % 64";
    let m = five_buffers(index);
    let (out, reports) = MergeSharedMemoryAllocations::default()
        .run_with_report(m.clone(), &MergeOptions::default())
        .unwrap();
    assert!(verify_module(&out).is_empty());
    let text = reports[0].text();
    assert_eq!(reports[0].merged_bytes, Some(3840), "{text}");
    assert!(
        text.contains(&format!(
            "A1: touches bytes [0, 256) of 1280: 0 <= {index} <= 63 (interval bounds)"
        )),
        "{text}"
    );
    let cfg = InterpConfig::default();
    check_pass_random(&m, &out, "main", 1, &BTreeMap::new(), &cfg).unwrap();
}

/// Issue 13 point 4: one kernel with 2,000 shared buffers goes through the pass
/// in well under a second in release builds (here a generous bound for debug
/// builds and a loaded machine; the figure is measured by `tirsat merge-bench
/// --scale`), and the layout is at the bound.
#[test]
fn two_thousand_buffers_in_one_kernel() {
    for barriers in [true, false] {
        let m = tirsat::tools::merge_bench::scale_kernel(2000, barriers);
        let start = std::time::Instant::now();
        let (out, reports) = MergeSharedMemoryAllocations::default()
            .run_with_report(m, &MergeOptions::default())
            .unwrap();
        let secs = start.elapsed().as_secs_f64();
        assert!(secs < 30.0, "{secs} s");
        assert!(verify_module(&out).is_empty());
        let r = &reports[0];
        assert_eq!(r.buffers.len(), 2000);
        assert!(r.merged_bytes.unwrap() >= r.lower_bound.unwrap());
    }
}

/// Issue 13 point 5: with `tirsat.merge_insert_sync=1` a block barrier is put
/// where it lets two buffers share bytes. `A` is read across threads and `B`
/// written right after with no barrier between: without the option they stay
/// apart (512 bytes); with it one `T.tvm_storage_sync("shared")` at the top
/// level (every thread reaches it) lets `B` take `A`'s bytes (256 bytes, 256
/// saved per barrier). The interpreter finds no race and equal outputs.
#[test]
fn insert_sync_lets_buffers_share() {
    let src = r#"
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float32"), H: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        A = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        B = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        A[t] = G[t]
        T.tvm_storage_sync("shared")
        H[t] = A[63 - t]
        B[t] = H[t] + T.float32(1)
        T.tvm_storage_sync("shared")
        G[t] = B[63 - t]
"#;
    let m = tirsat::script::reader::parse_module(src, "sync.py").unwrap();
    let cfg = InterpConfig::default();
    let pass = MergeSharedMemoryAllocations::default();
    let (plain, reports) = pass
        .run_with_report(m.clone(), &MergeOptions::default())
        .unwrap();
    assert_eq!(reports[0].merged_bytes, Some(512), "{}", reports[0].text());
    assert!(reports[0].syncs_added.is_empty());
    check_pass_random(&m, &plain, "main", 1, &BTreeMap::new(), &cfg).unwrap();
    let ctx = PassContext::new().with_config("tirsat.merge_insert_sync", "1");
    let opts = MergeOptions::from_context(&ctx).unwrap();
    let (out, reports) = pass.run_with_report(m.clone(), &opts).unwrap();
    let r = &reports[0];
    assert_eq!(r.merged_bytes, Some(256), "{}", r.text());
    assert_eq!(r.syncs_added.len(), 1);
    assert_eq!(r.syncs_added[0].saved, 256);
    assert!(
        r.text()
            .contains("barriers inserted: 1 (256 bytes saved, 256 per barrier)"),
        "{}",
        r.text()
    );
    assert!(verify_module(&out).is_empty());
    let text = tirsat::script::printer::print_module(&out);
    assert_eq!(text.matches("T.tvm_storage_sync").count(), 3, "{text}");
    check_pass_random(&m, &out, "main", 1, &BTreeMap::new(), &cfg).unwrap();
    // The detector would see the race without the inserted barrier.
    let lines: Vec<&str> = text.lines().collect();
    let syncs: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].contains("T.tvm_storage_sync"))
        .collect();
    let without: Vec<&str> = lines
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != syncs[1])
        .map(|(_, l)| *l)
        .collect();
    let racy = tirsat::script::reader::parse_module(&without.join("\n"), "racy.py").unwrap();
    assert!(matches!(
        check_pass_random(&m, &racy, "main", 1, &BTreeMap::new(), &cfg),
        Err(Mismatch::NewRace { .. })
    ));
    // The same through the pass's `run` with the config key.
    let out2 = pass.run(m.clone(), &ctx).unwrap();
    assert_eq!(tirsat::script::printer::print_module(&out2), text);
}

/// Issue 13 points 2 and 3 at kernel scale: a generated 30-buffer kernel of
/// merge-bench's footprint family (thread-private chains, buffers larger than
/// the bytes their 64 threads touch, no barrier) is planned at its bound,
/// which holds under the pass's model: optimal; no race, equal outputs.
#[test]
fn thirty_buffer_kernel_is_optimal_under_the_model() {
    let p = tirsat::tools::merge_bench::footprint_kernel(1045, 30);
    let (out, reports) = MergeSharedMemoryAllocations::default()
        .run_with_report(p.module.clone(), &MergeOptions::default())
        .unwrap();
    let r = &reports[0];
    assert_eq!(r.buffers.len(), 30);
    assert!(r.optimal && r.at_lower_bound(), "{}", r.text());
    assert!(!r.footprint_proofs.is_empty(), "{}", r.text());
    assert!(
        r.merged_bytes.unwrap() < r.tvm_bytes.unwrap(),
        "{}",
        r.text()
    );
    assert!(verify_module(&out).is_empty());
    let cfg = InterpConfig::default();
    check_pass_random(&p.module, &out, "main", 1, &p.scalars, &cfg).unwrap();
}

/// The exact search's budget (`tirsat.merge_search_nodes`): by default a
/// 48-buffer kernel gets a few hundred nodes (greedy's 512 bytes stand); a
/// larger budget finds the 480-byte layout. Both race-free and equal in
/// output to the input; a budget that is not a positive integer is refused.
#[test]
fn search_budget_trades_time_for_smaller_layouts() {
    let m = parse(&root().join("tests/fixtures/merge/search_budget_48_buffers.py"));
    let merged = |nodes: Option<&str>| {
        let ctx = match nodes {
            Some(n) => PassContext::new().with_config("tirsat.merge_search_nodes", n),
            None => PassContext::new(),
        };
        let opts = MergeOptions::from_context(&ctx).unwrap();
        let (out, reports) = MergeSharedMemoryAllocations::default()
            .run_with_report(m.clone(), &opts)
            .unwrap();
        assert!(verify_module(&out).is_empty());
        check_pass_random(&m, &out, "f0", 1, &scalars(), &InterpConfig::default()).unwrap();
        reports[0].merged_bytes.unwrap()
    };
    assert_eq!(merged(None), 512);
    assert_eq!(merged(Some("25000")), 480);
    for bad in ["0", "-5", "many"] {
        let ctx = PassContext::new().with_config("tirsat.merge_search_nodes", bad);
        let e = MergeSharedMemoryAllocations::default()
            .run(m.clone(), &ctx)
            .unwrap_err()
            .to_string();
        assert!(e.contains("tirsat.merge_search_nodes"), "{e}");
    }
}

/// Two shared.dyn float64 buffers of `n` elements each (int64 extents), both
/// live together and indexed by the parameter `i` (`idx` = `i` for an int64
/// index, `j` for an int32 one), so that no footprint proof lets them overlap.
fn two_big_buffers(n: &str, idx: &str) -> tirsat::ir::IRModule {
    let src = r#"
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((64,), "float64"), H: T.Buffer((64,), "float64"), i: T.int64, j: T.int32):
        t = T.launch_thread("threadIdx.x", 64)
        A = T.alloc_buffer((T.int64(N),), "float64", scope="shared.dyn")
        B = T.alloc_buffer((T.int64(N),), "float64", scope="shared.dyn")
        A[IDX] = G[t]
        B[IDX] = G[t]
        H[t] = A[IDX] + B[IDX]
"#;
    tirsat::script::reader::parse_module(&src.replace("N", n).replace("IDX", idx), "big.py")
        .unwrap()
}

/// Issue 17 point 5: merged sizes and offsets are computed exactly in int64.
/// Two live float64 buffers of 2^31 elements need 2^35 bytes, B at byte
/// 2^34 (element 2^31, beyond int32: an int32 index is widened, never
/// wrapped); two buffers of 2^63 - 1 elements do not fit in int64 bytes: a
/// located error (pass, function, buffer), not `T.Add(0, T.int64(-4))`.
#[test]
fn merged_sizes_are_exact_in_int64_or_a_located_error() {
    for idx in ["i", "j"] {
        let m = two_big_buffers("2147483648", idx);
        let (out, reports) = MergeSharedMemoryAllocations::default()
            .run_with_report(m, &MergeOptions::default())
            .unwrap();
        assert!(verify_module(&out).is_empty());
        let r = &reports[0];
        assert_eq!(r.merged_bytes, Some(1 << 35), "{}", r.text());
        let text = tirsat::script::printer::print_module(&out);
        assert!(
            text.contains("T.alloc_buffer((T.int64(34359738368),), \"uint8\""),
            "{text}"
        );
        let b_index = if idx == "i" {
            "B[i + T.int64(2147483648)]"
        } else {
            "B[T.Cast(\"int64\", j) + T.int64(2147483648)]"
        };
        assert!(text.contains(b_index), "{text}");
    }
    for n in [
        "9223372036854775807",
        "4611686018427387904",
        "576460752303423488",
    ] {
        let e = MergeSharedMemoryAllocations::default()
            .run(two_big_buffers(n, "i"), &PassContext::new())
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("MergeSharedMemoryAllocations")
                && e.contains("main")
                && e.contains("buffer ")
                // Bytes beyond int64, or (2^59 float64 elements: 2^62 bytes)
                // a bit count beyond TVM's planner's uint64.
                && (e.contains("int64") || e.contains("more than 2^64 bits")),
            "{e}"
        );
    }
}

/// PTX `cp.async` in the race detector (`tirsat::ir::async_copy`): a copy
/// writes its destination at an unordered moment until the wait that
/// completes it. On TVM's layout of `async_copy` the two copies of one
/// thread write the same bytes with no wait between them (a write-write race
/// inside one thread); on `async_pending_reuse` a store lands on bytes a
/// copy is still writing. Ours races on neither. The pipelined case (copy,
/// commit, wait, barrier, read) is race-free on TVM's layout and ours (they
/// are equal), but loses that without the wait or without the barrier.
#[test]
fn cp_async_is_a_pending_write_until_its_wait() {
    let cfg = InterpConfig::default();
    let run_races = |m: &tirsat::ir::IRModule| {
        let args = random_args(m, "main", 1, &scalars()).expect("inputs");
        run(m, "main", &args, &cfg).expect("runs")
    };
    // TVM's async_copy: thread t's two copies, both into bytes 16t..16t+16.
    let tvm = parse(&dir().join("async_copy.tvm.py"));
    let r = run_races(&tvm);
    assert!(r.race_count > 0, "TVM's async_copy layout runs race-free");
    let same_thread = r.races.iter().find(|x| x.first.thread == x.second.thread);
    let race = same_thread.expect("a race inside one thread");
    assert!(race.first.write && race.second.write, "{race}");
    assert!(race.first.stmt.contains("cp_async_raw") && race.second.stmt.contains("cp_async_raw"));
    assert_ne!(race.first.stmt, race.second.stmt, "{race}");
    let ours = run_case(&dir().join("async_copy.py")).unwrap().unwrap();
    assert_eq!(run_races(&ours).race_count, 0);

    // TVM's async_pending_reuse: Q's store meets P's pending copy.
    let tvm = parse(&dir().join("async_pending_reuse.tvm.py"));
    let r = run_races(&tvm);
    let race = r.races.first().expect("TVM's layout races");
    assert!(race.first.stmt.contains("cp_async_raw"), "{race}");
    assert!(race.second.stmt.starts_with("Q[t]"), "{race}");
    let ours = run_case(&dir().join("async_pending_reuse.py"))
        .unwrap()
        .unwrap();
    assert_eq!(run_races(&ours).race_count, 0);

    // The pipelined case and two broken variants of its input.
    let text = read(&dir().join("async_pipelined.py"));
    let before = tirsat::script::reader::parse_module(&text, "async_pipelined.py").unwrap();
    assert_eq!(run_races(&before).race_count, 0);
    let tvm = parse(&dir().join("async_pipelined.tvm.py"));
    assert_eq!(run_races(&tvm).race_count, 0);
    let first_wait = "        T.ptx.cp(0, \"async\", \"wait_group\", \"\")\n";
    let no_wait = text.replacen(first_wait, "", 1);
    assert_ne!(no_wait, text);
    let r =
        run_races(&tirsat::script::reader::parse_module(&no_wait, "async_pipelined.py").unwrap());
    let race = r.races.first().expect("a read of a pending copy races");
    assert!(
        race.first.write && race.first.stmt.contains("cp_async_raw"),
        "{race}"
    );
    assert!(
        !race.second.write && race.second.stmt.starts_with("O[t] = P"),
        "{race}"
    );
    let first_sync = "        T.tvm_storage_sync(\"shared\")\n";
    let no_sync = text.replacen(first_sync, "", 1);
    let r =
        run_races(&tirsat::script::reader::parse_module(&no_sync, "async_pipelined.py").unwrap());
    let race = r
        .races
        .first()
        .expect("another thread's copy read without a barrier");
    assert_ne!(race.first.thread, race.second.thread, "{race}");
    // An uncommitted copy is not completed by wait_group.
    let uncommitted = text.replacen(
        "        T.ptx.cp(\"async\", \"commit_group\", \"\")\n",
        "",
        1,
    );
    let r = run_races(
        &tirsat::script::reader::parse_module(&uncommitted, "async_pipelined.py").unwrap(),
    );
    assert!(r.race_count > 0, "wait_group completed an uncommitted copy");

    // TVM's own pipeline (queue-scope attributes for commit and wait): race
    // free as TVM wrote it, racing when the loop waits for one group less.
    let text = read(&dir().join("async_tvm_pipeline.py"));
    let parse_text =
        |t: &str| tirsat::script::reader::parse_module(t, "async_tvm_pipeline.py").unwrap();
    assert_eq!(run_races(&parse_text(&text)).race_count, 0);
    let count1 = "\"async_wait_inflight_count\": 1";
    assert_eq!(text.matches(count1).count(), 1);
    let r = run_races(&parse_text(
        &text.replace(count1, "\"async_wait_inflight_count\": 2"),
    ));
    let race = r
        .races
        .first()
        .expect("reading the stage still being copied races");
    assert!(race.first.stmt.contains("cp_async_raw"), "{race}");
}

/// cp.async byte ranges in the footprints: each of P and Q (1024 bytes) is
/// written only by `cp_async_raw` copies of 4 bytes at element `t` (64
/// threads: bytes [0, 256)) and read at `t`, so the two, live together, may
/// overlap beyond those bytes (1280 bytes; TVM and a whole-buffer footprint
/// need 2048). Same results on the interpreter, no race.
#[test]
fn cp_async_byte_ranges_are_footprints() {
    let src = r#"
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(G: T.Buffer((128,), "float32"), O: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        P = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        Q = T.alloc_buffer((256,), "float32", scope="shared.dyn")
        T.s_tir.cp_async_raw("float32", P.data, t, G.data, t, 4)
        T.s_tir.cp_async_raw("float32", Q.data, t, G.data, t + 64, 4)
        T.ptx.cp("async", "wait_all", "")
        O[t] = P[t] + Q[t]
"#;
    let m = tirsat::script::reader::parse_module(src, "copy_footprints.py").unwrap();
    let (out, reports) = MergeSharedMemoryAllocations::default()
        .run_with_report(m.clone(), &MergeOptions::default())
        .unwrap();
    assert!(verify_module(&out).is_empty());
    let text = reports[0].text();
    assert_eq!(reports[0].merged_bytes, Some(1280), "{text}");
    assert!(
        text.contains("P: touches bytes [0, 256) of 1024: 0 <= t <= 63"),
        "{text}"
    );
    let cfg = InterpConfig::default();
    check_pass_random(&m, &out, "main", 1, &BTreeMap::new(), &cfg).unwrap();
}

/// Footprints remember the ranges of the indices they have proven, per kernel,
/// up to a cap (64 indices): 40 buffers live together, each written at
/// `t + i` and read at `t + 100 + i` (80 distinct indices), each touching
/// only the bytes up to its largest index of its 4096. Every buffer's
/// footprint is proven, the indices beyond the cap as those before it, and
/// the layout relies on all of them.
#[test]
fn footprints_past_the_remembered_indices_are_proven_alike() {
    let n = 40;
    let mut src = String::from(
        "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n\n\n@I.ir_module\nclass Before:\n    @T.prim_func(s_tir=True)\n    def main(G: T.Buffer((64,), \"float32\"), H: T.Buffer((64,), \"float32\")):\n        t = T.launch_thread(\"threadIdx.x\", 64)\n",
    );
    for i in 0..n {
        src +=
            &format!("        S{i} = T.alloc_buffer((1024,), \"float32\", scope=\"shared.dyn\")\n");
    }
    for i in 0..n {
        src += &format!("        S{i}[t + {i}] = G[t]\n");
    }
    let sum = (0..n)
        .map(|i| format!("S{i}[t + {}]", 100 + i))
        .collect::<Vec<_>>()
        .join(" + ");
    src += &format!("        H[t] = {sum}\n");
    let m = tirsat::script::reader::parse_module(&src, "forty.py").unwrap();
    let (out, reports) = MergeSharedMemoryAllocations::default()
        .run_with_report(m, &MergeOptions::default())
        .unwrap();
    assert!(verify_module(&out).is_empty());
    let r = &reports[0];
    assert_eq!(r.footprint_proofs.len(), n, "{}", r.text());
    for i in 0..n {
        let line = &r.footprint_proofs[i];
        let active = 4 * (164 + i);
        assert!(
            line.starts_with(&format!("S{i}: touches bytes [0, {active}) of 4096: ")),
            "{line}"
        );
        assert!(
            line.contains(&format!(
                "0 <= t + {} <= {} (interval bounds)",
                100 + i,
                163 + i
            )),
            "{line}"
        );
    }
    assert!(
        r.merged_bytes.unwrap() < 4096 * n as u64 / 4,
        "{}",
        r.text()
    );
}

/// The merge checks each function for the constructs it does not lower in
/// the function's own job: a module of many functions (the pool's path)
/// whose later function holds a `T.sblock` is rejected naming that function
/// and the block, and the same module without it merges every kernel.
#[test]
fn rejects_the_first_function_with_a_block_in_a_module_of_many() {
    let kernel = |name: &str| {
        format!(
            r#"    @T.prim_func
    def {name}(G: T.Buffer((64,), "float32")):
        t = T.launch_thread("threadIdx.x", 64)
        A = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        B = T.alloc_buffer((64,), "float32", scope="shared.dyn")
        A[t] = G[t]
        B[t] = A[63 - t]
        G[t] = B[t]
"#
        )
    };
    let block = |name: &str| {
        format!(
            r#"    @T.prim_func(s_tir=True)
    def {name}(A: T.Buffer((1,), "float32"), C: T.Buffer((1,), "float32")):
        for i in range(1):
            with T.sblock("C"):
                T.reads(A[i])
                T.writes(C[i])
                C[i] = A[i]
"#
        )
    };
    let module = |funcs: Vec<String>| {
        let text = format!(
            "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n\n@I.ir_module\nclass M:\n{}",
            funcs.join("\n")
        );
        tirsat::script::reader::parse_module(&text, "many.py").unwrap()
    };
    let names: Vec<String> = (0..40).map(|i| format!("k{i:02}")).collect();
    let pass = MergeSharedMemoryAllocations::default();
    let ok = module(names.iter().map(|n| kernel(n)).collect());
    let merged = pass.run(ok, &PassContext::new()).unwrap();
    assert!(verify_module(&merged).is_empty());
    assert_eq!(merged.functions.len(), 40);
    // Blocks in k17 and k31 (the reader wraps each body in its root
    // block): the first in name order is reported.
    let with_blocks = module(
        names
            .iter()
            .map(|n| {
                if n == "k17" || n == "k31" {
                    block(n)
                } else {
                    kernel(n)
                }
            })
            .collect(),
    );
    let err = pass.run(with_blocks, &PassContext::new()).unwrap_err();
    assert_eq!(err.func.as_deref(), Some("k17"));
    assert_eq!(
        err.to_string(),
        "MergeSharedMemoryAllocations: in function k17: T.sblock(\"root\") (schedulable TIR) is not supported by this pass; lower the blocks first"
    );
}
