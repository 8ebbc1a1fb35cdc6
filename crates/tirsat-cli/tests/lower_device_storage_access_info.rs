//! `tirsat lower --passes LowerDeviceStorageAccessInfo` with the memory-info
//! registry and rules of the run (the pass's tests are the root's
//! `tests/lower_device_storage_access_info.rs`).

mod common;

/// The CLI reads the registry from `--config tirsat.memory_info=FILE`.
#[test]
fn cli_reads_the_registry_from_the_config_key() {
    let root = common::root();
    let dir = root.join("tests/passes/LowerDeviceStorageAccessInfo");
    let case = dir.join("cpu_accessible_scope.py");
    let lower = |config: Option<&std::path::Path>| {
        let mut cmd = common::tirsat();
        cmd.arg("lower")
            .arg(&case)
            .args(["--passes", "LowerDeviceStorageAccessInfo"]);
        if let Some(c) = config {
            cmd.arg("--config")
                .arg(format!("tirsat.memory_info={}", c.display()));
        }
        cmd.output().expect("run tirsat")
    };
    let ok = lower(Some(&dir.join("memory_info.json")));
    let stdout = String::from_utf8_lossy(&ok.stdout);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    assert!(
        stdout.contains(
            r#"ptr: T.let[T.handle("float32", "global.test_with_head_address")] = T.call_extern(T.handle("float32", "global.test_with_head_address").ty, "dummy_head_address")"#
        ),
        "{stdout}"
    );
    assert!(!stdout.contains("alloc_buffer"), "{stdout}");

    // Without the registry the special scope is unknown.
    let none = lower(None);
    let stderr = String::from_utf8_lossy(&none.stderr);
    assert!(!none.status.success());
    assert!(
        stderr.starts_with("error: ")
            && stderr.contains("Cannot find memory info of global.test_with_head_address"),
        "{stderr}"
    );

    // A malformed registry file is named in the error.
    let bad_tmp = common::scratch("bad-meminfo");
    let bad_dir = bad_tmp.path();
    let bad = bad_dir.join("bad.json");
    std::fs::write(&bad, r#"{"global.x": {"unit_bits": "eight"}}"#).expect("write");
    let out = lower(Some(&bad));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.starts_with("error: ") && stderr.contains("bad.json"),
        "{stderr}"
    );
}

/// The pass simplifies offsets with the run's rules: `lower --rules DIR`,
/// the `tirsat.rules` key and `PassContext::with_rules`. Without the
/// `linear-div` entry, `(i * 4 + 8) / 4` (truncating, sign of `i` unknown)
/// stays as it is; the shipped directory gives the built-in result.
#[test]
fn offsets_are_simplified_with_the_rules_of_the_run() {
    let root = &common::root();
    let tmp_dir = common::scratch("ldsai-rules");
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
    let info = root.join("tests/passes/LowerDeviceStorageAccessInfo/memory_info.json");
    let lower = |extra: &[String]| {
        let o = common::tirsat()
            .arg("lower")
            .arg(&case)
            .args(["--passes", "LowerDeviceStorageAccessInfo", "--config"])
            .arg(format!("tirsat.memory_info={}", info.display()))
            .args(extra)
            .output()
            .expect("run tirsat");
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).to_string(),
            String::from_utf8_lossy(&o.stderr).to_string(),
        )
    };
    let arg = |p: &std::path::Path| p.display().to_string();
    let (code, builtin, err) = lower(&[]);
    assert_eq!(code, Some(0), "{err}");
    assert!(builtin.contains("T.evaluate(i + 2)"), "{builtin}");
    let (_, shipped, _) = lower(&["--rules".into(), arg(&root.join("rules"))]);
    assert_eq!(shipped, builtin);
    let (code, without, err) = lower(&["--rules".into(), arg(&no_div)]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        without.contains("T.evaluate(T.Div(i * 4 + 8, 4))"),
        "{without}"
    );
    let (_, by_key, _) = lower(&["--config".into(), format!("tirsat.rules={}", arg(&no_div))]);
    assert_eq!(by_key, without);
    // A bad directory is an error located at FILE:LINE:COL, before any pass.
    let (code, out, err) = lower(&["--rules".into(), arg(&bad)]);
    assert_eq!(code, Some(1));
    assert!(out.is_empty(), "{out}");
    let at = format!(
        "{}:2:22: unknown applier `@linear_frob`",
        arg(&bad.join("mine.rules"))
    );
    assert!(err.contains(&at), "{err}");
    let (code, _, err) = lower(&["--config".into(), format!("tirsat.rules={}", arg(&bad))]);
    assert_eq!(code, Some(1));
    assert!(err.contains(&at), "{err}");
}
