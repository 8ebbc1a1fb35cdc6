//! Bad input never panics: every class of malformed input gives exactly one
//! located `error: FILE:LINE:COL: message` line on stderr and exit code 1.

mod common;

use std::io::Write;
use std::process::{Command, Stdio};

fn tirsat() -> Command {
    common::tirsat()
}

/// `bytes` written to `name` in a fresh scratch directory (removed when the
/// returned guard drops).
fn write_temp(name: &str, bytes: &[u8]) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = common::scratch("cli-errors");
    let p = dir.path().join(name);
    std::fs::write(&p, bytes).unwrap();
    (dir, p)
}

/// Runs `tirsat fmt` on `bytes`; asserts one located error line and exit 1.
/// Returns (line, column, message).
fn located_error(name: &str, bytes: &[u8]) -> (usize, usize, String) {
    let (_path_dir, path) = write_temp(name, bytes);
    let out = tirsat().arg("fmt").arg(&path).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(1), "{name}: stderr={stderr}");
    assert!(!stderr.contains("panicked"), "{name}: {stderr}");
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "{name}: expected one line, got {stderr}");
    let prefix = format!("error: {}:", path.display());
    let rest = lines[0]
        .strip_prefix(&prefix)
        .unwrap_or_else(|| panic!("{name}: bad prefix: {}", lines[0]));
    let mut parts = rest.splitn(3, ':');
    let line: usize = parts.next().unwrap().parse().expect("line number");
    let col: usize = parts.next().unwrap().parse().expect("column number");
    let msg = parts.next().unwrap().trim().to_string();
    assert!(line >= 1 && col >= 1);
    (line, col, msg)
}

const HEADER: &str = "from tvm.script import tirx as T\n\n";

#[test]
fn empty_file() {
    let (line, _, msg) = located_error("empty.py", b"");
    assert_eq!(line, 1);
    assert!(msg.contains("no"), "{msg}");
}

#[test]
fn binary_data() {
    let (_, _, msg) = located_error("binary.py", &[0xff, 0xfe, 0x00, 0x9c, 0x80, 0x41]);
    assert!(msg.to_lowercase().contains("utf-8"), "{msg}");
}

#[test]
fn unbalanced_brackets() {
    let src = format!(
        "{HEADER}@T.prim_func\ndef main(A: T.Buffer((16,), \"float32\"):\n    A[0] = T.float32(0)\n"
    );
    let (line, _, _) = located_error("brackets.py", src.as_bytes());
    assert_eq!(line, 4);
}

#[test]
fn bad_indentation() {
    let src = format!(
        "{HEADER}@T.prim_func\ndef main(A: T.Buffer((16,), \"float32\")):\n    A[0] = T.float32(0)\n      A[1] = T.float32(1)\n"
    );
    let (line, _, _) = located_error("indent.py", src.as_bytes());
    assert_eq!(line, 6);
}

#[test]
fn unknown_dtype() {
    let src = format!(
        "{HEADER}@T.prim_func\ndef main(A: T.Buffer((16,), \"float7\")):\n    A[0] = T.float32(0)\n"
    );
    let (line, col, msg) = located_error("dtype.py", src.as_bytes());
    assert_eq!(line, 4);
    assert!(col > 10);
    assert!(msg.contains("float7"), "{msg}");
}

#[test]
fn undefined_name() {
    let src = format!(
        "{HEADER}@T.prim_func\ndef main(A: T.Buffer((16,), \"float32\")):\n    A[0] = B[1]\n"
    );
    let (line, col, msg) = located_error("undefined.py", src.as_bytes());
    assert_eq!((line, col), (5, 12));
    assert!(msg.contains('B'), "{msg}");
}

#[test]
fn integer_overflow() {
    let src = format!(
        "{HEADER}@T.prim_func\ndef main(A: T.Buffer((16,), \"int64\")):\n    A[0] = 99999999999999999999999\n"
    );
    let (line, _, _) = located_error("overflow.py", src.as_bytes());
    assert_eq!(line, 5);
}

/// Runs `tirsat fmt` on `bytes`; asserts success and returns the printout.
fn formats(name: &str, bytes: &[u8]) -> String {
    let (_path_dir, path) = write_temp(name, bytes);
    let out = tirsat().arg("fmt").arg(&path).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{name}: {stderr}");
    String::from_utf8(out.stdout).unwrap()
}

// Deep input is not an error (issue 28 pt 3): nesting has no limit but memory.

#[test]
fn deep_parentheses() {
    let depth = 5000;
    let src = format!(
        "{HEADER}@T.prim_func\ndef main(A: T.Buffer((16,), \"int32\")):\n    A[0] = {}1{}\n",
        "(1 + ".repeat(depth),
        ")".repeat(depth)
    );
    let out = formats("deep_parens.py", src.as_bytes());
    assert!(out.contains("A[0] = 5001\n"), "{out}");
}

#[test]
fn deep_statements() {
    // 2,000 levels of 4-space indentation: 8 MB of text each way.
    let depth = 2000;
    let mut src = format!("{HEADER}@T.prim_func\ndef main(A: T.Buffer((16,), \"int32\")):\n");
    for d in 0..depth {
        src.push_str(&" ".repeat(4 * (d + 1)));
        src.push_str("if A[0] > 0:\n");
    }
    src.push_str(&" ".repeat(4 * (depth + 1)));
    src.push_str("A[0] = 1\n");
    let out = formats("deep_ifs.py", src.as_bytes());
    assert_eq!(out.matches("if A[0] > 0:").count(), depth);
    assert!(out.contains(&format!("\n{}A[0] = 1\n", " ".repeat(4 * (depth + 1)))));
}

#[test]
fn long_operator_chain() {
    let terms = vec!["1"; 5000].join(" + ");
    let src = format!(
        "{HEADER}@T.prim_func\ndef main(A: T.Buffer((16,), \"int32\")):\n    A[0] = {terms}\n"
    );
    let out = formats("chain.py", src.as_bytes());
    assert!(out.contains("A[0] = 5000\n"), "{out}");
}

#[test]
fn missing_file() {
    let out = tirsat()
        .arg("fmt")
        .arg("/nonexistent/x.py")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with("error: "), "{stderr}");
}

#[test]
fn stdin_and_broken_pipe_are_fine() {
    let mut src = String::from(
        "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n\n@I.ir_module\nclass M:\n",
    );
    for i in 0..200 {
        src.push_str(&format!(
            "    @T.prim_func\n    def f{i}(A: T.Buffer((16,), \"float32\")):\n        A[0] = T.float32(1)\n\n"
        ));
    }
    let mut child = tirsat()
        .args(["fmt", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(src.as_bytes())
        .unwrap();
    // Close stdout right away: the printer's writes hit a broken pipe.
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
}

#[test]
fn unknown_pass_and_pipeline() {
    let src = format!(
        "{HEADER}@T.prim_func\ndef main(A: T.Buffer((16,), \"float32\")):\n    A[0] = T.float32(0)\n"
    );
    let (_path_dir, path) = write_temp("ok.py", src.as_bytes());
    for args in [["--passes", "NoSuchPass"], ["--pipeline", "nope"]] {
        let out = tirsat()
            .arg("lower")
            .arg(&path)
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.starts_with("error: unknown"), "{stderr}");
    }
    let out = tirsat()
        .arg("lower")
        .arg(&path)
        .args(["--passes", "SplitHostDevice,MergeSharedMemoryAllocations"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("MergeSharedMemoryAllocations must run before SplitHostDevice"),
        "{stderr}"
    );
}

/// Not an error case: `fmt` prints a file of one bare function back as that
/// function (TVM's `script()` of a PrimFunc), and a module as a module.
#[test]
fn fmt_keeps_a_bare_function_bare() {
    let src = format!(
        "{HEADER}@T.prim_func\ndef main(A: T.Buffer((16,), \"float32\")):\n    A[0] = T.float32(0)\n"
    );
    let (_path_dir, path) = write_temp("bare.py", src.as_bytes());
    let out = tirsat().arg("fmt").arg(&path).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("\n@T.prim_func\ndef main("), "{text}");
    assert!(!text.contains("@I.ir_module"), "{text}");
    let out = tirsat()
        .arg("fmt")
        .arg(common::root().join("examples/matmul.py"))
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&out.stdout).contains("@I.ir_module"));
}

/// `lower` options are checked before any pass runs: an unknown or empty
/// `--config` key, an invalid value, a `--dump-after` naming no pass of the
/// run and an empty name in `--passes` are each one error line naming the
/// option (TVM's `PassContext` rejects unknown keys and ill-typed values).
#[test]
fn lower_options_are_validated() {
    let src = format!(
        "{HEADER}@T.prim_func\ndef main(A: T.Buffer((16,), \"float32\")):\n    A[0] = T.float32(0)\n"
    );
    let (_path_dir, path) = write_temp("opts.py", src.as_bytes());
    let cases: &[(&[&str], &str)] = &[
        (
            &["--config", "tirx.merge_static_smem=banana"],
            "invalid value for tirx.merge_static_smem: expected a boolean",
        ),
        (&["--config", "=1"], "empty option name"),
        (
            &["--config", "tirx.no_such_option=1"],
            "unknown option `tirx.no_such_option`",
        ),
        (&["--config", "novalue"], "--config expects KEY=VALUE"),
        (&["--config", "tirsat.planner=nope"], "tirsat.planner"),
        (
            &["--config", "target=nosuchtarget"],
            "invalid value for target",
        ),
        (
            &["--passes", "SplitHostDevice", "--dump-after", "Nope"],
            "--dump-after `Nope`: no such pass in this run",
        ),
        (&["--passes", ","], "empty pass name"),
        (
            &["--passes", "SplitHostDevice,,MakePackedAPI"],
            "empty pass name",
        ),
    ];
    for (args, want) in cases {
        let out = tirsat()
            .arg("lower")
            .arg(&path)
            .args(*args)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.starts_with("error: "), "{args:?}: {stderr}");
        assert!(stderr.contains(want), "{args:?}: {stderr} lacks {want:?}");
    }
    // Valid values pass.
    let out = tirsat()
        .arg("lower")
        .arg(&path)
        .args([
            "--config",
            "tirx.merge_static_smem=1",
            "--passes",
            "AnnotateEntryFunc",
        ])
        .args(["--dump-after", "AnnotateEntryFunc"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
