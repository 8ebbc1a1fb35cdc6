//! Poison: memory no one wrote reads as an unspecified value that may flow
//! through arithmetic, selects, shuffles and masked lanes, and is reported
//! only where it reaches global memory, an address, a branch or a
//! synchronisation decision, with the path it took (`notes/interp.md`).

use std::path::PathBuf;

use tirsat::interp::{ArgValue, ErrorKind, HostBuffer, InterpConfig, random_args, run};
use tirsat::ir::DataType;
use tirsat::script::reader::parse_module;

fn corpus(module: &str) -> String {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/real")
        .join(module)
        .join("input.py");
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// TVM 0.27's lowered allreduce (rms_norm_f16: warp shuffles, a staging
/// buffer, `red_buf0_1` read by the lanes of warps 1..31 that never wrote
/// it) runs clean, and computes the norm.
#[test]
fn tvm_allreduce_runs_clean_and_computes_the_norm() {
    let src = corpus("rms_norm_f16");
    let m = parse_module(&src, "rms_norm_f16.py").unwrap();
    let args = random_args(&m, "rms_norm_f16", 3, &Default::default()).unwrap();
    let cfg = InterpConfig {
        blocks: tirsat::interp::Blocks::Sample(3),
        ..InterpConfig::default()
    };
    let r = run(&m, "rms_norm_f16", &args, &cfg).unwrap();
    assert_eq!(r.race_count, 0, "{:?}", r.races.first());
    assert_eq!(r.poison_count, 0, "{:?}", r.poison.first());
    assert!(r.poison_elements[2].is_empty());
    // out[i, j] = x[i, j] * rsqrt(mean_j(x^2) + 1e-5) * w[j], in float16.
    let x = match &args[0] {
        ArgValue::Buffer(b) => b.to_f64(),
        _ => unreachable!(),
    };
    let w = match &args[1] {
        ArgValue::Buffer(b) => b.to_f64(),
        _ => unreachable!(),
    };
    let out = r.buffers[2].as_ref().unwrap().to_f64();
    let written = r.written[2]
        .as_ref()
        .expect("sampled: written elements known");
    let mut checked = 0;
    for row in 0..64 {
        let xs = &x[row * 4096..(row + 1) * 4096];
        let ms: f64 = xs.iter().map(|v| v * v).sum::<f64>() / 4096.0;
        let scale = 1.0 / (ms + 1e-5).sqrt();
        for j in 0..4096 {
            let k = row * 4096 + j;
            if !written[k] {
                continue;
            }
            let want = xs[j] * scale * w[j];
            assert!(
                (out[k] - want).abs() <= 1e-2 * want.abs().max(1.0),
                "row {row} col {j}: {} vs {want}",
                out[k]
            );
            checked += 1;
        }
    }
    assert!(checked >= 3 * 4096, "three sampled rows checked, {checked}");
}

const STORES_POISON: &str = r#"
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((32,), "float32"), B: T.Buffer((32,), "float32")):
        with T.launch_thread("blockIdx.x", 1) as bx:
            acc = T.alloc_local((1,), "float32")
            t = T.alloc_local((1,), "float32")
            with T.launch_thread("threadIdx.x", 32) as tx:
                if tx < 16:
                    acc[0] = A[tx]
                t[0] = acc[0] * T.float32(2.0)
                B[tx] = t[0] + T.float32(1.0)
"#;

/// Lanes 16..31 never write `acc`: what they store into `B` is poison,
/// reported with the read and the statements it went through.
#[test]
fn poison_reaching_global_memory_is_reported_with_its_path() {
    let m = parse_module(STORES_POISON, "stores_poison.py").unwrap();
    let a: Vec<f64> = (0..32).map(f64::from).collect();
    let args = vec![
        ArgValue::Buffer(HostBuffer::from_f64(DataType::f32(), &a)),
        ArgValue::Buffer(HostBuffer::from_f64(DataType::f32(), &[0.0; 32])),
    ];
    let r = run(&m, "main", &args, &InterpConfig::default()).unwrap();
    assert_eq!(r.poison_count, 16, "one per lane that never wrote acc");
    assert_eq!(r.poison_elements[1], (16..32).collect::<Vec<_>>());
    let p = &r.poison[0];
    assert!(p.what.contains("B[16]"), "{p}");
    assert_eq!(p.path.len(), 3, "{p}");
    assert!(
        p.path[0].contains("acc[0]") && p.path[0].contains("never written"),
        "{p}"
    );
    assert!(p.path[0].contains("thread [16, 0, 0]"), "{p}");
    assert!(p.path[1].contains("t[0] = acc[0]"), "{p}");
    assert!(p.path[2].contains("B[tx] = t[0]"), "{p}");
    // The defined lanes computed their values.
    let out = r.buffers[1].as_ref().unwrap().to_f64();
    assert_eq!(out[5], 11.0);
    // Zero-filled reads instead of poison: nothing to report.
    let lenient = InterpConfig {
        check_uninit: false,
        ..InterpConfig::default()
    };
    let r = run(&m, "main", &args, &lenient).unwrap();
    assert_eq!(r.poison_count, 0);
}

/// Poison that decides a branch or an address stops the run there, with
/// its path; a select that discards it does not.
#[test]
fn poison_deciding_control_or_an_address_is_an_error() {
    let branch = STORES_POISON.replace(
        "                B[tx] = t[0] + T.float32(1.0)",
        "                if t[0] > T.float32(3.0):\n                    B[tx] = T.float32(1.0)",
    );
    let m = parse_module(&branch, "branch.py").unwrap();
    let args = vec![
        ArgValue::Buffer(HostBuffer::from_f64(DataType::f32(), &[1.0; 32])),
        ArgValue::Buffer(HostBuffer::from_f64(DataType::f32(), &[0.0; 32])),
    ];
    let e = run(&m, "main", &args, &InterpConfig::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Poison, "{e}");
    assert!(e.message.contains("the condition"), "{e}");
    assert!(
        e.message.contains("never written") && e.message.contains("via `t[0] = acc[0]"),
        "{e}"
    );

    let address = STORES_POISON.replace(
        "                B[tx] = t[0] + T.float32(1.0)",
        "                B[T.Cast(\"int32\", t[0])] = T.float32(1.0)",
    );
    let m = parse_module(&address, "address.py").unwrap();
    let e = run(&m, "main", &args, &InterpConfig::default()).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Poison, "{e}");
    assert!(e.message.contains("an index of buffer B"), "{e}");

    let discarded = STORES_POISON.replace(
        "                B[tx] = t[0] + T.float32(1.0)",
        "                B[tx] = T.Select(tx < 16, t[0], T.float32(0.0))",
    );
    let m = parse_module(&discarded, "discarded.py").unwrap();
    let r = run(&m, "main", &args, &InterpConfig::default()).unwrap();
    assert_eq!(r.poison_count, 0, "{:?}", r.poison.first());
    assert_eq!(r.buffers[1].as_ref().unwrap().to_f64()[3], 2.0);
}

/// A shuffle that reads a lane outside the warp's active lanes gets poison,
/// which a later mask discards.
#[test]
fn shuffles_from_absent_lanes_give_poison() {
    let src = r#"
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((32,), "int32"), B: T.Buffer((32,), "int32")):
        with T.launch_thread("blockIdx.x", 1) as bx:
            t = T.alloc_local((1,), "int32")
            mask = T.alloc_local((1,), "uint32")
            with T.launch_thread("threadIdx.x", 32) as tx:
                if tx < 8:
                    mask[0] = T.tvm_warp_activemask()
                    t[0] = T.tvm_warp_shuffle_down(mask[0], A[tx], 4, 32, 32)
                    if tx < 4:
                        B[tx] = t[0]
                    B[tx + 8] = t[0]
"#;
    let m = parse_module(src, "absent.py").unwrap();
    let args = vec![
        ArgValue::Buffer(HostBuffer::from_i64(
            DataType::i32(),
            &(0..32).collect::<Vec<_>>(),
        )),
        ArgValue::Buffer(HostBuffer::from_i64(DataType::i32(), &[0; 32])),
    ];
    let r = run(&m, "main", &args, &InterpConfig::default()).unwrap();
    let b = r.buffers[1].as_ref().unwrap().to_i64();
    assert_eq!(&b[..4], &[4, 5, 6, 7]);
    // Lanes 4..7 read lanes 8..11, which are not at the shuffle.
    assert_eq!(r.poison_elements[1], vec![12, 13, 14, 15]);
    assert!(
        r.poison[0].path[0].contains("reads lane 8"),
        "{}",
        r.poison[0]
    );
}
