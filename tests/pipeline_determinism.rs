//! The pipelines run per-function passes in parallel (rayon); the printed
//! result must not depend on the number of threads or on scheduling.

use tirsat::script::{printer::print_module, reader::parse_module};
use tirsat::transform::manager::{Instrumentation, run_passes};
use tirsat::transform::{PassContext, pipeline};

/// The bundled example's kernel, sixteen times under different names and
/// sizes, in one module.
fn module_text() -> String {
    let example =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/matmul.py"))
            .unwrap();
    let start = example.find("    @T.prim_func").unwrap();
    let (head, func) = example.split_at(start);
    let mut text = head.to_string();
    for k in 0..16 {
        let f = func.replace("def main(", &format!("def main{k}(")).replace(
            "\"blockIdx.x\", 8",
            &format!("\"blockIdx.x\", {}", 1 + k % 8),
        );
        text.push_str(&f);
        text.push('\n');
    }
    text
}

fn lower(text: &str, name: &str, threads: usize) -> String {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .stack_size(64 << 20)
        .build()
        .unwrap();
    pool.install(|| {
        let m = parse_module(text, "sixteen.py").unwrap();
        let passes = pipeline::build_pipeline(name).unwrap();
        let mut inst = Instrumentation {
            verify_each: true,
            ..Default::default()
        };
        let out = run_passes(m, &passes, &PassContext::new(), &mut inst).unwrap();
        print_module(&out)
    })
}

#[test]
fn pipelines_print_the_same_bytes_with_one_or_four_threads() {
    let text = module_text();
    for name in ["default", "s_tir"] {
        let one = lower(&text, name, 1);
        let four = lower(&text, name, 4);
        assert_eq!(one, four, "pipeline {name}");
        assert_eq!(four, lower(&text, name, 4), "pipeline {name}, second run");
        // Sixteen kernels, each with its merged dynamic shared memory.
        assert_eq!(one.matches("buf_dyn_shmem = T.alloc_buffer").count(), 16);
    }
}
