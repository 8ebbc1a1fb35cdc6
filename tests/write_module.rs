//! `printer::write_module` (the CLI's streaming output) writes exactly
//! `print_module`'s bytes, on every committed TVMScript program and on the
//! modules the passes produce from them.

use std::path::Path;

use tirsat::ir::IRModule;
use tirsat::script::printer::{print_module, write_module};
use tirsat::script::reader::parse_module;
use tirsat::transform::PassContext;
use tirsat::transform::manager::{Instrumentation, run_passes};
use tirsat::transform::pipeline::{build_passes, pipeline};

fn scripts(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            scripts(&p, out);
        } else if p.extension().is_some_and(|x| x == "py") {
            out.push(p);
        }
    }
}

fn streamed(m: &IRModule) -> String {
    let mut out = Vec::new();
    write_module(m, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn streamed_output_equals_print_module() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = Vec::new();
    scripts(&root.join("scripts"), &mut files);
    scripts(&root.join("passes"), &mut files);
    files.sort();
    let default = build_passes(&pipeline("default").unwrap()).unwrap();
    let (mut checked, mut multi) = (0, 0);
    for path in &files {
        let src = std::fs::read_to_string(path).unwrap();
        let Ok(m) = parse_module(&src, &path.display().to_string()) else {
            continue; // inputs that are meant to be rejected
        };
        assert_eq!(streamed(&m), print_module(&m), "{}", path.display());
        checked += 1;
        let ctx = PassContext::new();
        if let Ok(out) = run_passes(m, &default, &ctx, &mut Instrumentation::default()) {
            multi += usize::from(out.len() > 1);
            assert_eq!(
                streamed(&out),
                print_module(&out),
                "{} lowered",
                path.display()
            );
        }
    }
    assert!(
        checked > 100 && multi > 20,
        "{checked} modules, {multi} with 2+ functions"
    );
}
