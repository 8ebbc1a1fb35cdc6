//! The interpreter's warp semantics: shuffles exchange registers between the
//! lanes of a warp, and a warp barrier (`tvm_storage_sync("warp")`) orders the
//! shared-memory accesses of the lanes that meet at it.

use tirsat::interp::{ArgValue, HostBuffer, InterpConfig, run};
use tirsat::script::reader::parse_module;

/// Every warp of a 64-thread block sums its lanes' values with
/// `shuffle_down` and broadcasts lane 0's sum with `shuffle`.
const SHUFFLE_SUM: &str = r#"
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((64,), "int32"), B: T.Buffer((64,), "int32")):
        with T.launch_thread("blockIdx.x", 1) as bx:
            t = T.alloc_local((1,), "int32")
            acc = T.alloc_local((1,), "int32")
            mask = T.alloc_local((1,), "uint32")
            with T.launch_thread("threadIdx.x", 64) as tx:
                acc[0] = A[tx]
                mask[0] = T.tvm_warp_activemask()
                t[0] = T.tvm_warp_shuffle_down(mask[0], acc[0], 16, 32, 32)
                acc[0] = acc[0] + t[0]
                t[0] = T.tvm_warp_shuffle_down(mask[0], acc[0], 8, 32, 32)
                acc[0] = acc[0] + t[0]
                t[0] = T.tvm_warp_shuffle_down(mask[0], acc[0], 4, 32, 32)
                acc[0] = acc[0] + t[0]
                t[0] = T.tvm_warp_shuffle_down(mask[0], acc[0], 2, 32, 32)
                acc[0] = acc[0] + t[0]
                t[0] = T.tvm_warp_shuffle_down(mask[0], acc[0], 1, 32, 32)
                acc[0] = acc[0] + t[0]
                B[tx] = T.tvm_warp_shuffle(mask[0], acc[0], 0, 32, 32)
"#;

/// A warp-synchronous tree sum in shared memory over 32 lanes, as TVM's
/// LowerThreadAllreduce writes it where it cannot shuffle; `SYNC` is the
/// warp barrier between a lane's read and the next lane's write.
const WARP_TREE: &str = r#"
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((32,), "int32"), B: T.Buffer((1,), "int32")):
        with T.launch_thread("blockIdx.x", 1) as bx:
            red = T.alloc_shared((32,), "int32")
            with T.launch_thread("threadIdx.x", 32) as tx:
                red[tx] = A[tx]
                T.tvm_storage_sync("shared")
                if tx < 16:
                    w16: T.let[T.int32] = red[tx] + red[tx + 16]
                    SYNC
                    red[tx] = w16
                    SYNC
                    w8: T.let[T.int32] = red[tx] + red[tx + 8]
                    SYNC
                    red[tx] = w8
                    SYNC
                    w4: T.let[T.int32] = red[tx] + red[tx + 4]
                    SYNC
                    red[tx] = w4
                    SYNC
                    w2: T.let[T.int32] = red[tx] + red[tx + 2]
                    SYNC
                    red[tx] = w2
                    SYNC
                    w1: T.let[T.int32] = red[tx] + red[tx + 1]
                    SYNC
                    red[tx] = w1
                    SYNC
                T.tvm_storage_sync("shared")
                if tx == 0:
                    B[0] = red[0]
"#;

fn cfg() -> InterpConfig {
    InterpConfig {
        check_uninit: false,
        ..InterpConfig::default()
    }
}

#[test]
fn shuffles_sum_each_warp() {
    let m = parse_module(SHUFFLE_SUM, "shuffle_sum.py").unwrap();
    let a: Vec<i64> = (0..64).collect();
    let args = vec![
        ArgValue::Buffer(HostBuffer::from_i64(tirsat::ir::DataType::i32(), &a)),
        ArgValue::Buffer(HostBuffer::from_i64(tirsat::ir::DataType::i32(), &[0; 64])),
    ];
    let r = run(&m, "main", &args, &cfg()).unwrap();
    let b = r.buffers[1].as_ref().unwrap().to_i64();
    let (w0, w1): (i64, i64) = ((0..32).sum(), (32..64).sum());
    assert_eq!(&b[..32], &[w0; 32][..]);
    assert_eq!(&b[32..], &[w1; 32][..]);
    assert_eq!(r.race_count, 0, "shuffles touch no memory");
}

#[test]
fn warp_barriers_order_a_warp_synchronous_reduction() {
    let a: Vec<i64> = (1..=32).collect();
    let args = vec![
        ArgValue::Buffer(HostBuffer::from_i64(tirsat::ir::DataType::i32(), &a)),
        ArgValue::Buffer(HostBuffer::from_i64(tirsat::ir::DataType::i32(), &[0])),
    ];
    let synced = WARP_TREE.replace("SYNC", "T.tvm_storage_sync(\"warp\")");
    let m = parse_module(&synced, "warp_tree.py").unwrap();
    let r = run(&m, "main", &args, &cfg()).unwrap();
    assert_eq!(r.buffers[1].as_ref().unwrap().to_i64(), vec![528]);
    assert_eq!(r.race_count, 0, "{:?}", r.races.first());

    let unsynced = WARP_TREE.replace("SYNC", "T.evaluate(0)");
    let m = parse_module(&unsynced, "warp_tree.py").unwrap();
    let r = run(&m, "main", &args, &cfg()).unwrap();
    assert!(r.race_count > 0, "without the warp barriers lanes race");
}

#[test]
fn a_shuffle_from_a_lane_that_is_not_there_gives_poison() {
    let src = SHUFFLE_SUM
        .replace(
            "T.launch_thread(\"threadIdx.x\", 64)",
            "T.launch_thread(\"threadIdx.x\", 48)",
        )
        .replace("(64,)", "(48,)");
    let m = parse_module(&src, "shuffle_sum.py").unwrap();
    let args = vec![
        ArgValue::Buffer(HostBuffer::from_i64(tirsat::ir::DataType::i32(), &[1; 48])),
        ArgValue::Buffer(HostBuffer::from_i64(tirsat::ir::DataType::i32(), &[0; 48])),
    ];
    // Lanes 32..47 read lanes 48..63, which are not there: poison, stored
    // into B, reported with the shuffle that made it.
    let r = run(&m, "main", &args, &cfg()).unwrap();
    assert!(r.poison_count > 0);
    assert!(
        r.poison[0].path[0].contains("which is not at that shuffle"),
        "{}",
        r.poison[0]
    );
}

/// Every CUDA program of TVM's LowerThreadAllreduce tests: the input (the
/// interpreter executes `tvm_thread_allreduce`) and TVM 0.27's lowering of
/// it (`tests/fixtures/allreduce/`, from `scripts/oracle/allreduce_lowered.py`:
/// warp shuffles and shared-memory staging) leave the same output on inputs
/// whose sums are exact in any order, and neither races.
#[test]
fn thread_allreduce_computes_what_tvms_lowering_computes() {
    use tirsat::interp::check::{Mismatch, check_pass};
    let mut tvm_races = Vec::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let inputs =
        root.join("tests/corpus/tvm_tests/programs/test_s_tir_transform_lower_thread_all_reduce");
    let mut checked = Vec::new();
    let mut lowered: Vec<_> = std::fs::read_dir(root.join("tests/fixtures/allreduce"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    lowered.sort();
    for path in lowered {
        let name = path.file_name().unwrap().to_str().unwrap();
        let test = name.strip_suffix(".tvm.py").unwrap();
        let input = inputs.join(format!("{test}__Before.py"));
        let before = parse_module(&std::fs::read_to_string(&input).unwrap(), test).unwrap();
        let after = parse_module(&std::fs::read_to_string(&path).unwrap(), name).unwrap();
        let args: Vec<ArgValue> = before
            .get("main")
            .unwrap()
            .buffer_params()
            .enumerate()
            .map(|(k, b)| {
                let shape: Vec<i64> = b.shape().iter().map(|e| e.as_int().unwrap()).collect();
                let n: i64 = shape.iter().product();
                let vals: Vec<f64> = (0..n).map(|i| ((i * 7 + k as i64) % 13) as f64).collect();
                ArgValue::Buffer(HostBuffer {
                    shape,
                    ..HostBuffer::from_f64(b.dtype(), &vals)
                })
            })
            .collect();
        let r = run(&before, "main", &args, &cfg()).unwrap_or_else(|e| panic!("{test}: {e}"));
        assert_eq!(r.race_count, 0, "{test}: {:?}", r.races.first());
        match check_pass(&before, &after, "main", &args, &cfg()) {
            Ok(()) => {}
            Err(Mismatch::NewRace { race, .. }) => {
                // Still the same values, race aside.
                let a = run(&after, "main", &args, &cfg()).unwrap();
                assert_eq!(
                    r.buffers, a.buffers,
                    "{test}: TVM's lowering computes otherwise"
                );
                tvm_races.push((test.to_string(), race.to_string()));
            }
            Err(e) => panic!("{test}: TVM's lowering computes otherwise: {e}"),
        }
        checked.push(test.to_string());
    }
    assert_eq!(checked.len(), 11, "{checked:?}");
    // TVM's lowering copies the shared result onto itself through the
    // consumer's alias (`red_result[ty] = red_result[ty]`) in every thread
    // after the last barrier: a true race, as in the real corpus's
    // relax_convnet_f32 adaptive_avg_pool2d (tests/real_corpus.rs).
    let names: Vec<&str> = tvm_races.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        [
            "test_multi_group_reduction_consumed_through_alias",
            "test_multi_group_reduction_with_alias_declared_after_allreduce"
        ],
        "{tvm_races:?}"
    );
    for (_, race) in &tvm_races {
        assert!(
            race.contains("`red_result[threadIdx_y] = red_result[threadIdx_y]`"),
            "{race}"
        );
    }
}

/// A two-value reduction (an argmax: value and index) with a condition, over
/// `threadIdx.x` in each of two rows of `threadIdx.y`.
const ARGMAX: &str = r#"
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((2, 8), "int32"), V: T.Buffer((2,), "int32"), K: T.Buffer((2,), "int32")):
        with T.launch_thread("blockIdx.x", 1) as bx:
            v = T.alloc_local((1,), "int32")
            k = T.alloc_local((1,), "int32")
            ty = T.launch_thread("threadIdx.y", 2)
            with T.launch_thread("threadIdx.x", 8) as tx:
                with T.attr(T.comm_reducer(lambda a0, a1, b0, b1: (T.Select(a0 >= b0, a0, b0), T.Select(a0 >= b0, a1, b1)), [-2147483648, -1]), "reduce_scope", 0):
                    T.tvm_thread_allreduce(T.uint32(2), A[ty, tx], tx, tx != 3, v[0], k[0], tx)
                if tx == 0:
                    V[ty] = v[0]
                    K[ty] = k[0]
"#;

#[test]
fn thread_allreduce_reduces_pairs_per_group_under_its_condition() {
    let m = parse_module(ARGMAX, "argmax.py").unwrap();
    let a = [1, 5, 2, 9, 0, 5, 3, 4, 7, 7, 1, 8, 2, 2, 6, 0];
    let i32t = tirsat::ir::DataType::i32();
    let args = vec![
        ArgValue::Buffer(HostBuffer::from_i64(i32t, &a)),
        ArgValue::Buffer(HostBuffer::from_i64(i32t, &[0; 2])),
        ArgValue::Buffer(HostBuffer::from_i64(i32t, &[0; 2])),
    ];
    let args: Vec<ArgValue> = std::iter::once(ArgValue::Buffer(HostBuffer {
        shape: vec![2, 8],
        ..HostBuffer::from_i64(i32t, &a)
    }))
    .chain(args.into_iter().skip(1))
    .collect();
    let r = run(&m, "main", &args, &cfg()).unwrap();
    // Row 0 without lane 3 (9): the first 5 (lane 1); row 1 without lane 3 (8): 7 at lane 0.
    assert_eq!(r.buffers[1].as_ref().unwrap().to_i64(), vec![5, 7]);
    assert_eq!(r.buffers[2].as_ref().unwrap().to_i64(), vec![1, 0]);
    assert_eq!(r.race_count, 0);
}

#[test]
fn thread_allreduce_errors_are_located() {
    // Outside a reduce_scope attribute.
    let bare = ARGMAX.replace(
        "with T.attr(T.comm_reducer(lambda a0, a1, b0, b1: (T.Select(a0 >= b0, a0, b0), T.Select(a0 >= b0, a1, b1)), [-2147483648, -1]), \"reduce_scope\", 0):\n                    T.tvm_thread_allreduce",
        "if True:\n                    T.tvm_thread_allreduce",
    );
    assert_ne!(bare, ARGMAX);
    let i32t = tirsat::ir::DataType::i32();
    let args = vec![
        ArgValue::Buffer(HostBuffer::zeros(i32t, vec![2, 8])),
        ArgValue::Buffer(HostBuffer::from_i64(i32t, &[0; 2])),
        ArgValue::Buffer(HostBuffer::from_i64(i32t, &[0; 2])),
    ];
    let m = parse_module(&bare, "bare.py").unwrap();
    let e = run(&m, "main", &args, &cfg()).unwrap_err().to_string();
    assert!(e.contains("outside a reduce_scope attribute"), "{e}");
    // Part of a group elsewhere: lane 5 skips the call.
    let split = ARGMAX.replace(
        "                    T.tvm_thread_allreduce",
        "                    if tx != 5:\n                        T.tvm_thread_allreduce",
    );
    let m = parse_module(&split, "split.py").unwrap();
    let e = run(&m, "main", &args, &cfg()).unwrap_err().to_string();
    assert!(e.contains("7 of the 8 threads of a reduction group"), "{e}");
}
