//! LowerDeviceStorageAccessInfo: what the filetests of
//! `tests/passes/LowerDeviceStorageAccessInfo/` cannot express. TVM 0.27 has
//! no such pass (removed 2026-02-14), so those cases carry our own
//! expectations (`.expected.py`, `.error.txt`), run by `tests/pass_goldens.rs`
//! with the registry of `memory_info.json` (`tirsat.memory_info`); the
//! hand-built Before/Expected tests that were here are folded into them (see
//! the `# covers:` header of each).
//!
//! Kept here: a registry file that does not exist (the error names the file,
//! not a function, which the case runner requires) and the rule directory of
//! the run (derived at test time from the shipped `rules/`).

mod common;

use tirsat::ir::*;
use tirsat::transform::lower_device_storage_access_info::LowerDeviceStorageAccessInfo;
use tirsat::transform::memory_info::{MemoryInfo, MemoryInfoRegistry};
use tirsat::transform::{Pass, PassContext};

fn head() -> Expr {
    Expr::call_extern(DataType::handle(), "dummy_head_address", vec![])
}

#[test]
fn missing_memory_info_file_is_an_error_naming_it() {
    let missing = PassContext::new().with_config("tirsat.memory_info", "/nonexistent/mem.json");
    let m = common::module(vec![("main", PrimFunc::new(vec![], Stmt::no_op()))]);
    let e = LowerDeviceStorageAccessInfo::new()
        .run(m, &missing)
        .expect_err("missing file");
    assert_eq!(e.pass, "LowerDeviceStorageAccessInfo");
    assert!(e.to_string().contains("/nonexistent/mem.json"), "{e}");
}

/// The pass simplifies offsets with the run's rules: the `tirsat.rules` key
/// and `PassContext::with_rules` (`lower --rules DIR`:
/// `crates/tirsat-cli/tests/lower_device_storage_access_info.rs`). Without the
/// `linear-div` entry, `(i * 4 + 8) / 4` (truncating, sign of `i` unknown)
/// stays as it is; the shipped directory gives the built-in result.
#[test]
fn offsets_are_simplified_with_the_rules_of_the_run() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let tmp_dir = tempfile::Builder::new()
        .prefix("tirsat-ldsai-rules-")
        .tempdir()
        .expect("temp dir");
    let tmp = tmp_dir.path();
    let no_div = tmp.join("no-linear-div");
    let bad = tmp.join("bad");
    std::fs::create_dir_all(&no_div).expect("temp dir");
    std::fs::create_dir_all(&bad).expect("temp dir");
    let mut removed = 0;
    for e in std::fs::read_dir(root.join("rules")).expect("rules/") {
        let p = e.expect("entry").path();
        if p.extension().is_some_and(|x| x == "rules") {
            let text = std::fs::read_to_string(&p).expect("read");
            let kept: Vec<&str> = text
                .lines()
                .filter(|l| !l.starts_with("linear-div:"))
                .collect();
            removed += text.lines().count() - kept.len();
            std::fs::write(no_div.join(p.file_name().unwrap()), kept.join("\n")).expect("write");
        }
    }
    assert_eq!(removed, 1, "rules/ has one `linear-div` entry");
    std::fs::write(
        bad.join("mine.rules"),
        "# sums\nmy-sum: (+ ?a ?b) => @linear_frob\n",
    )
    .expect("write");
    let case = tmp.join("offset.py");
    std::fs::write(
        &case,
        r#"from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main():
        buf = T.alloc_buffer((64,), "float32", scope="global.test_wide_unit")
        for i in range(4):
            T.evaluate(T.call_intrin("int32", "tirx.tvm_access_ptr", T.type_annotation("float32"), buf.data, i * 4 + 8, 4, 1))
"#,
    )
    .expect("write");
    let arg = |p: &std::path::Path| p.display().to_string();
    let at = format!(
        "{}:2:22: unknown applier `@linear_frob`",
        arg(&bad.join("mine.rules"))
    );

    // The same through the API.
    let mut r = MemoryInfoRegistry::new();
    r.register(
        "global.test_wide_unit",
        MemoryInfo::new(128, 128, 4096).with_head_address(head()),
    )
    .expect("register");
    let m =
        tirsat::script::reader::parse_module(&std::fs::read_to_string(&case).unwrap(), "offset.py")
            .expect("parse");
    let pass = LowerDeviceStorageAccessInfo::with_registry(r);
    let print = |ctx: &PassContext| {
        tirsat::script::printer::print_module(&pass.run(m.clone(), ctx).expect("lowered"))
    };
    let rules = tirsat::arith::RuleSet::load_dir(&no_div).expect("loads");
    assert!(print(&PassContext::new()).contains("T.evaluate(i + 2)"));
    assert!(print(&PassContext::new().with_rules(rules)).contains("T.Div(i * 4 + 8, 4)"));
    let e = pass
        .run(
            m.clone(),
            &PassContext::new().with_config("tirsat.rules", &arg(&bad)),
        )
        .expect_err("bad rules");
    assert_eq!(e.pass, "LowerDeviceStorageAccessInfo");
    assert!(e.message.contains(&at), "{e}");
}
