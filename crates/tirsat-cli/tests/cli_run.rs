//! `tirsat run`: every entry point with its digest, races, poison, blocks,
//! steps and time; `--compare`; `--json`; `--max-steps`; Ctrl-C.

mod common;

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn tirsat() -> Command {
    common::tirsat()
}

fn corpus(module: &str) -> PathBuf {
    common::root()
        .join("tests/corpus/real")
        .join(module)
        .join("input.py")
}

/// `text` written to `name` in a fresh scratch directory (removed when the
/// returned guard drops).
fn tmp(name: &str, text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = common::scratch("cli-run");
    let p = dir.path().join(name);
    std::fs::write(&p, text).unwrap();
    (dir, p)
}

#[test]
fn run_reports_each_entry_point() {
    let out = tirsat()
        .args(["run"])
        .arg(corpus("relax_embedding_ln_f32"))
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for f in ["layer_norm", "shape_func", "take"] {
        assert!(text.contains(&format!("{f}: ran in")), "{text}");
    }
    assert!(
        text.contains("digest") && text.contains("races: none"),
        "{text}"
    );
}

#[test]
fn run_json_and_poison() {
    let src = r#"
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((32,), "float32"), B: T.Buffer((32,), "float32")):
        with T.launch_thread("blockIdx.x", 1) as bx:
            acc = T.alloc_local((1,), "float32")
            with T.launch_thread("threadIdx.x", 32) as tx:
                if tx < 16:
                    acc[0] = A[tx]
                B[tx] = acc[0] + T.float32(1.0)
"#;
    let (_f_dir, f) = tmp("poison.py", src);
    let out = tirsat().args(["run", "--json"]).arg(&f).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "findings: exit 2");
    let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let r = &j["functions"][0];
    assert_eq!(r["poison_count"], 16);
    let path = r["poison"][0]["path"].as_array().unwrap();
    assert!(
        path[0].as_str().unwrap().contains("never written"),
        "{path:?}"
    );
}

#[test]
fn compare_finds_a_difference_and_max_steps_limits() {
    let a = corpus("gemv_f32_small");
    let text = std::fs::read_to_string(&a).unwrap();
    let (_b_dir, b) = tmp(
        "gemv_changed.py",
        &text.replacen("T.float32(0.0)", "T.float32(1.0)", 1),
    );
    let out = tirsat()
        .args(["run", "--compare"])
        .arg(&a)
        .arg(&b)
        .output()
        .unwrap();
    let s = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{s}");
    assert!(s.contains("differs"), "{s}");
    let out = tirsat()
        .args(["run", "--compare"])
        .arg(&a)
        .arg(&a)
        .output()
        .unwrap();
    let s = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{s}");
    assert!(s.contains("gemv_f32_small: same"), "{s}");
    // `--compare A B` runs A's functions in B: a B without them says so.
    let (_renamed_dir, renamed) = tmp(
        "gemv_renamed.py",
        &text.replace("gemv_f32_small", "renamed"),
    );
    let out = tirsat()
        .args(["run", "--compare"])
        .arg(&a)
        .arg(&renamed)
        .output()
        .unwrap();
    let s = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{s}");
    assert!(
        s.contains("no function gemv_f32_small in the second module"),
        "{s}"
    );
    let out = tirsat()
        .args(["run", "--max-steps", "100"])
        .arg(&a)
        .output()
        .unwrap();
    let s = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{s}");
    assert!(s.contains("step limit"), "{s}");
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_stops_a_run_promptly() {
    let src = r#"
@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((1,), "int32")):
        with T.launch_thread("blockIdx.x", 60000) as bx:
            with T.launch_thread("threadIdx.x", 1024) as tx:
                for i in range(1000000):
                    A[0] = A[0] + 1
"#;
    let (_f_dir, f) = tmp("long.py", src);
    let mut child = tirsat()
        .args(["run", "--all-blocks", "--max-steps", "1000000000000000"])
        .arg(&f)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    let t = Instant::now();
    let ok = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(ok.success());
    let status = child.wait().unwrap();
    assert!(t.elapsed() < Duration::from_secs(10), "{:?}", t.elapsed());
    assert_eq!(status.code(), Some(130));
}
