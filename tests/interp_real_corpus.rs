//! The passes checked by execution on the real-kernel corpus
//! (`tests/corpus/real`, TVM 0.27's own CUDA pipeline output cut before
//! MergeSharedMemoryAllocations): for every module and both merge settings
//! (`tvm.json`'s `default` and `static` = `tirx.merge_static_smem=1`), the
//! input, our MergeSharedMemoryAllocations output, our whole device-lowering
//! slice (through its packed-API entry points) and TVM's merged output (where
//! the corpus holds it) run on the same inputs (`tirsat run --corpus`'s
//! check, [`tirsat::difftest::corpus::check_corpus`]). Every input runs; ours compute
//! the same outputs and add no race. To stay within the CI budget (the test
//! profile is opt-level 1) the suite runs one module of each kind the corpus
//! holds ([`SUITE`]: elementwise, casts, warp-shuffle reductions, norms,
//! softmax, argmax, GEMV, a tiled matmul, a conv, whole Relax modules), two
//! sampled blocks per launch. The full sweep over all 67 modules is the CLI's
//! `tirsat run --corpus tests/corpus/real` (release), or this test with
//! `TIRSAT_INTERP_CORPUS_ALL=1`; `TIRSAT_INTERP_CORPUS_ONLY=a,b` runs only
//! the named modules.

use std::path::PathBuf;

use tirsat::difftest::corpus::{CorpusOptions, check_corpus};
use tirsat::interp::{Blocks, InputOptions, InterpConfig};

/// The modules the suite runs (one of each kind; every name must exist).
const SUITE: &[&str] = &[
    "add_relu_f16_dyn",
    "argmax_f32",
    "cast_f32_e5m2",
    "depthwise_conv2d_f32",
    "gemv_f32_small",
    "layer_norm_f16",
    "matmul_small_f32",
    "relax_mlp_f16_dyn",
    "rms_norm_f16",
    "softmax_f32",
    "sum_rows_f32",
    "transpose_f16",
    "two_kernels_f32",
];

#[test]
fn every_real_module_runs_and_our_lowering_keeps_its_outputs() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/real");
    let only: Vec<String> = match std::env::var("TIRSAT_INTERP_CORPUS_ONLY") {
        Ok(s) => s.split(',').map(str::to_string).collect(),
        Err(_) if std::env::var_os("TIRSAT_INTERP_CORPUS_ALL").is_some() => Vec::new(),
        Err(_) => SUITE.iter().map(|s| s.to_string()).collect(),
    };
    for m in &only {
        assert!(
            dir.join(m).is_dir(),
            "no corpus module {m} in {}",
            dir.display()
        );
    }
    let opts = CorpusOptions {
        only,
        config: InterpConfig {
            blocks: Blocks::Sample(2),
            ..InterpConfig::default()
        },
        inputs: InputOptions::default(),
    };
    let checks = check_corpus(&dir, &opts, &mut |c| {
        println!(
            "{} [{}]: {:.1} s, input races {}, poison {}, stages: {}",
            c.module,
            c.config,
            c.seconds,
            c.input_races,
            c.input_poison,
            c.stages
                .iter()
                .map(|s| format!(
                    "{} {} (racy {})",
                    s.stage,
                    if s.functions.iter().all(|(_, d)| d.is_none()) {
                        "same"
                    } else {
                        "DIFFERS"
                    },
                    s.races
                ))
                .collect::<Vec<_>>()
                .join(", ")
        );
    })
    .unwrap();
    let mut failures = Vec::new();
    for c in &checks {
        if let Some(e) = &c.setup_error {
            failures.push(format!("{} [{}]: {e}", c.module, c.config));
        }
        for (f, e) in &c.input {
            if let Some(e) = e {
                failures.push(format!("{} [{}] input {f}: {e}", c.module, c.config));
            }
        }
        for s in c.stages.iter().filter(|s| s.stage != "tvm_merged") {
            for (f, d) in &s.functions {
                if let Some(d) = d {
                    failures.push(format!("{} [{}] {} {f}: {d}", c.module, c.config, s.stage));
                }
            }
        }
        for s in c.stages.iter().filter(|s| s.stage == "tvm_merged") {
            for (f, d) in &s.functions {
                if let Some(d) = d {
                    println!("TVM's merge: {} [{}] {f}: {d}", c.module, c.config);
                }
            }
        }
    }
    assert!(
        !checks.is_empty(),
        "no corpus modules found in {}",
        dir.display()
    );
    assert!(
        failures.is_empty(),
        "{} of {} module/configuration runs fail:\n{}",
        failures.len(),
        checks.len(),
        failures.join("\n")
    );
}
