//! Sampled blocks, the step limit and the cancel flag, inputs that fit the
//! program, and whole modules (every entry point; packed-API entry points on
//! argument structs built from their checks).

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use tirsat::interp::whole::{compare_modules, entry_points, run_module};
use tirsat::interp::{
    ArgValue, Blocks, ErrorKind, HostBuffer, InputOptions, IntValues, InterpConfig, check_pass,
    make_args, run,
};
use tirsat::ir::DataType;
use tirsat::script::reader::parse_module;
use tirsat::transform::manager::{Instrumentation, run_passes};
use tirsat::transform::{PassContext, pipeline};

fn corpus(module: &str) -> String {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/real")
        .join(module)
        .join("input.py");
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// 100 blocks of 64 threads over 6000 elements: block 93 is a partial tile,
/// blocks 94..99 store nothing (every block stages its whole tile of `A`,
/// so the reversed read `S[63 - tx]` is defined everywhere).
const TILED: &str = r#"
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((6400,), "int32"), B: T.Buffer((6400,), "int32")):
        with T.launch_thread("blockIdx.x", 100) as bx:
            S = T.alloc_shared((64,), "int32")
            with T.launch_thread("threadIdx.x", 64) as tx:
                S[tx] = A[bx * 64 + tx]
                T.tvm_storage_sync("shared")
                if bx * 64 + tx < 6000:
                    B[bx * 64 + tx] = S[63 - tx] + 1
"#;

fn tiled_args() -> Vec<ArgValue> {
    let a: Vec<i64> = (0..6400).collect();
    vec![
        ArgValue::Buffer(HostBuffer::from_i64(DataType::i32(), &a)),
        ArgValue::Buffer(HostBuffer::from_i64(DataType::i32(), &[0; 6400])),
    ]
}

#[test]
fn sampling_runs_the_first_last_and_partial_tile_blocks() {
    let m = parse_module(TILED, "tiled.py").unwrap();
    let cfg = InterpConfig {
        blocks: Blocks::Sample(6),
        ..InterpConfig::default()
    };
    let r = run(&m, "main", &tiled_args(), &cfg).unwrap();
    let s = &r.sampled[0];
    assert_eq!(s.grid, [100, 1, 1]);
    for b in [0, 92, 93, 94, 99] {
        assert!(s.blocks.contains(&b), "block {b} in {:?}", s.blocks);
    }
    assert_eq!(s.blocks.len(), 6, "{:?}", s.blocks);
    // Only the sampled blocks wrote; the partial tile wrote its 48 elements.
    let w = r.written[1].as_ref().unwrap();
    assert!(w[93 * 64 + 47] && !w[93 * 64 + 48]);
    assert!(!w[64]);
    let b = r.buffers[1].as_ref().unwrap().to_i64();
    assert_eq!(b[93 * 64], 93 * 64 + 63 + 1);
    // Every block with Blocks::All.
    let all = InterpConfig {
        blocks: Blocks::All,
        ..InterpConfig::default()
    };
    let r = run(&m, "main", &tiled_args(), &all).unwrap();
    assert!(r.sampled.is_empty() && r.written[1].is_none());
    assert_eq!(r.buffers[1].as_ref().unwrap().to_i64()[64], 127 + 1);
}

#[test]
fn sampled_comparisons_find_differences_in_the_sampled_blocks() {
    let m = parse_module(TILED, "tiled.py").unwrap();
    let cfg = InterpConfig {
        blocks: Blocks::Sample(4),
        ..InterpConfig::default()
    };
    check_pass(&m, &m, "main", &tiled_args(), &cfg).unwrap();
    // A pass that breaks the partial tile only.
    let broken = TILED.replace(
        "S[63 - tx] + 1",
        "S[63 - tx] + T.if_then_else(bx == 93, 2, 1)",
    );
    let mb = parse_module(&broken, "broken.py").unwrap();
    let e = check_pass(&m, &mb, "main", &tiled_args(), &cfg).unwrap_err();
    assert!(e.to_string().contains("differs"), "{e}");
}

#[test]
fn the_step_limit_and_the_cancel_flag_stop_a_run() {
    let m = parse_module(TILED, "tiled.py").unwrap();
    let few = InterpConfig {
        max_steps: 1000,
        ..InterpConfig::default()
    };
    let e = run(&m, "main", &tiled_args(), &few).unwrap_err();
    assert_eq!(e.kind, ErrorKind::StepLimit);
    assert!(e.message.contains("--max-steps"), "{e}");
    let cancel = InterpConfig {
        blocks: Blocks::All,
        cancel: Some(Arc::new(AtomicBool::new(true))),
        ..InterpConfig::default()
    };
    let e = run(&m, "main", &tiled_args(), &cancel).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Cancelled, "{e}");
}

/// The embedding gather of `relax_embedding_ln_f32` reads inside its table.
#[test]
fn gather_indices_are_drawn_inside_the_buffer_they_index() {
    let m = parse_module(&corpus("relax_embedding_ln_f32"), "emb.py").unwrap();
    let args = make_args(&m, "take", &InputOptions::default()).unwrap();
    let ArgValue::Buffer(ids) = &args[1] else {
        panic!()
    };
    assert!(ids.to_i64().iter().all(|&i| (0..1000).contains(&i)));
    let cfg = InterpConfig::default();
    run(&m, "take", &args, &cfg).unwrap();
    // Without fitting, random ids go outside the table.
    let raw = InputOptions {
        no_index_fitting: true,
        ..Default::default()
    };
    let args = make_args(&m, "take", &raw).unwrap();
    let e = run(&m, "take", &args, &cfg).unwrap_err();
    assert_eq!(e.kind, ErrorKind::OutOfBounds, "{e}");
    // Near the limits, on request.
    let lim = InputOptions {
        ints: IntValues::Limits,
        no_index_fitting: true,
        ..Default::default()
    };
    let args = make_args(&m, "take", &lim).unwrap();
    let ArgValue::Buffer(ids) = &args[1] else {
        panic!()
    };
    assert!(
        ids.to_i64()
            .iter()
            .all(|&i| i <= i64::from(i32::MIN) + 15 || i >= i64::from(i32::MAX) - 15)
    );
}

/// Every PrimFunc of a Relax-built module runs, each reported apart.
#[test]
fn every_entry_point_of_a_relax_module_runs() {
    let m = parse_module(&corpus("relax_mlp_f16_dyn"), "mlp.py").unwrap();
    let names = entry_points(&m);
    assert_eq!(names.len(), m.iter().count(), "{names:?}");
    assert!(names.iter().any(|n| n == "shape_func"));
    let runs = run_module(&m, None, &InputOptions::default(), &InterpConfig::default());
    for r in &runs {
        let res = r
            .result
            .as_ref()
            .unwrap_or_else(|e| panic!("{}: {e}", r.function));
        assert_eq!(res.race_count, 0, "{}", r.function);
        assert_eq!(res.poison_count, 0, "{}", r.function);
    }
}

/// The whole device-lowering slice: the packed-API entry point runs on
/// argument structs built from the input's inputs and computes the same;
/// run alone, it gets the signature its checks spell out.
#[test]
fn the_lowered_module_runs_through_its_packed_api() {
    let input = parse_module(&corpus("gemv_f32_small"), "gemv.py").unwrap();
    let passes = pipeline::build_pipeline("default").unwrap();
    let lowered = run_passes(
        input.clone(),
        &passes,
        &PassContext::new(),
        &mut Instrumentation::default(),
    )
    .unwrap();
    assert_eq!(entry_points(&lowered), vec!["gemv_f32_small"]);
    let cfg = InterpConfig::default();
    let cmp = compare_modules(&input, &lowered, None, &InputOptions::default(), &cfg);
    assert_eq!(cmp.len(), 1);
    cmp[0].verdict.as_ref().unwrap();
    // Alone: x (1, 512), W (256, 512), y (1, 256), float32.
    let sig =
        tirsat::interp::inputs::packed_signature(lowered.get("gemv_f32_small").unwrap()).unwrap();
    let shapes: Vec<String> = sig.iter().map(|a| format!("{a:?}")).collect();
    assert_eq!(sig.len(), 3, "{shapes:?}");
    assert!(
        shapes[1].contains("\"W\"") && shapes[1].contains("Ok(256), Ok(512)"),
        "{shapes:?}"
    );
    let runs = run_module(&lowered, None, &InputOptions::default(), &cfg);
    let r = runs[0].result.as_ref().unwrap();
    // The same seed gives the same tensors: the same outputs as the input.
    let before = run_module(&input, None, &InputOptions::default(), &cfg);
    assert_eq!(
        r.buffers[2].as_ref().unwrap().data,
        before[0].result.as_ref().unwrap().buffers[2]
            .as_ref()
            .unwrap()
            .data
    );
    let _ = BTreeMap::<String, i64>::new();
}

/// Two launches through a global workspace: the first writes `W` block by
/// block, the second reads the next block's part, so its sampled blocks read
/// what skipped blocks of the first would have written.
const TWO_LAUNCHES: &str = r#"
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((4096,), "int32"), B: T.Buffer((4096,), "int32")):
        W = T.alloc_buffer((4096,), "int32")
        with T.launch_thread("blockIdx.x", 64) as bx:
            with T.launch_thread("threadIdx.x", 64) as tx:
                W[bx * 64 + tx] = A[bx * 64 + tx] * 2
        with T.launch_thread("blockIdx.x", 64) as bx:
            with T.launch_thread("threadIdx.x", 64) as tx:
                if W[(bx * 64 + tx + 64) % 4096] >= 0:
                    B[bx * 64 + tx] = W[(bx * 64 + tx + 64) % 4096]
"#;

#[test]
fn launches_that_communicate_through_global_memory_run_every_block() {
    let m = parse_module(TWO_LAUNCHES, "two.py").unwrap();
    let a: Vec<i64> = (0..4096).collect();
    let args = vec![
        ArgValue::Buffer(HostBuffer::from_i64(DataType::i32(), &a)),
        ArgValue::Buffer(HostBuffer::from_i64(DataType::i32(), &[0; 4096])),
    ];
    let cfg = InterpConfig {
        blocks: Blocks::Sample(4),
        ..InterpConfig::default()
    };
    // A sample would read `W` where no sampled block wrote (poison deciding
    // the branch); the run of every block is what stands.
    let r = run(&m, "main", &args, &cfg).unwrap();
    assert!(r.sampled.is_empty(), "{:?}", r.sampled);
    assert_eq!(r.poison_count, 0);
    let b = r.buffers[1].as_ref().unwrap().to_i64();
    assert_eq!(b[0], 64 * 2);
    assert_eq!(b[4095], 63 * 2);

    // A program that really reads unwritten memory still fails after the
    // re-run.
    let bad = TWO_LAUNCHES.replace("W[bx * 64 + tx] = A", "W[bx * 32 + tx // 2] = A");
    let m = parse_module(&bad, "bad.py").unwrap();
    let e = run(&m, "main", &args, &cfg).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Poison, "{e}");
}
