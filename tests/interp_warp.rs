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
fn a_shuffle_from_a_lane_that_is_not_there_is_an_error() {
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
    let e = run(&m, "main", &args, &cfg()).unwrap_err();
    assert!(
        e.to_string().contains("which is not at that shuffle"),
        "{e}"
    );
}
