//! The CLI at its edges (issue 29, point 4): every numeric argument is
//! range-checked before anything is allocated or run (a usage error, exit 2,
//! never a panic, an endless loop or an allocation the machine cannot hold),
//! and rule-file and standard-input errors are located (1-based, or no
//! position when there is none).

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const MAX: &str = "18446744073709551615";

fn tirsat() -> Command {
    common::tirsat()
}

/// A fresh scratch directory and its path (removed when the guard drops).
fn temp_dir(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = common::scratch(&format!("cli-limits-{name}"));
    let p = dir.path().to_path_buf();
    (dir, p)
}

/// Runs `tirsat ARGS` with `stdin`, killing it after `limit` (a run that
/// does not end in time fails the test rather than hanging it).
fn run(args: &[&str], stdin: &[u8], limit: Duration) -> Output {
    let mut child = tirsat()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    {
        let mut i = child.stdin.take().unwrap();
        // A command that does not read stdin may have exited already.
        let _ = i.write_all(stdin);
    }
    let t0 = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        if t0.elapsed() > limit {
            child.kill().unwrap();
            let out = child.wait_with_output().unwrap();
            panic!(
                "tirsat {args:?} still running after {limit:?}; stderr: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Asserts a usage error (exit 2) naming `option` and its range.
fn assert_range_error(args: &[&str], option: &str) {
    let out = run(args, b"", Duration::from_secs(60));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    assert!(
        stderr.contains(option) && stderr.contains("is not in"),
        "{args:?}: {stderr}"
    );
}

/// `fuzz-passes --cases 2^64-1` and `merge-bench --scale 2^64-1` panicked
/// (capacity overflow); `rules synthesize --random-points 2^64-1` grew to
/// 3.8 GB and aborted.
#[test]
fn huge_counts_are_usage_errors() {
    assert_range_error(&["fuzz-passes", "--cases", MAX], "--cases");
    assert_range_error(&["merge-bench", "--scale", MAX], "--scale");
    assert_range_error(&["merge-bench", "--scale", &format!("10,{MAX}")], "--scale");
    assert_range_error(&["merge-bench", "--kernels", MAX], "--kernels");
    assert_range_error(
        &["rules", "synthesize", "--random-points", MAX],
        "--random-points",
    );
    assert_range_error(&["rules", "synthesize", "--max-terms", MAX], "--max-terms");
    assert_range_error(&["simplify", "--iter-limit", MAX, "x"], "--iter-limit");
    assert_range_error(&["simplify", "--node-limit", "0", "x"], "--node-limit");
    // Points and terms each in range, their product (the sample values held)
    // too large: an error before the enumeration starts.
    let out = run(
        &[
            "rules",
            "synthesize",
            "--random-points",
            "1000000",
            "--max-terms",
            "100000000",
        ],
        b"",
        Duration::from_secs(60),
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("lower one of them"), "{stderr}");
}

/// `merge-bench --kernels 1 --seed 2^64-1` spun forever (the seed range
/// saturated at 2^64-1 and was empty); the seeds now wrap and the run ends.
#[test]
fn largest_seed_ends() {
    let out = run(
        &["merge-bench", "--kernels", "1", "--seed", MAX],
        b"",
        Duration::from_secs(300),
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
}

/// Rule-directory errors have no position (`DIR: message`, not `DIR:0:0:`);
/// a rule file's errors, bad UTF-8 included, are 1-based `FILE:LINE:COL`.
#[test]
fn rule_directory_errors_are_located() {
    let check = |dir: &std::path::Path| -> String {
        let out = run(
            &["rules", "check", "--random", "0", dir.to_str().unwrap()],
            b"",
            Duration::from_secs(120),
        );
        let stderr = String::from_utf8_lossy(&out.stderr).to_string();
        assert_eq!(out.status.code(), Some(1), "{stderr}");
        assert!(!stderr.contains(":0:"), "{stderr}");
        stderr
    };
    let (_missing_dir, parent) = temp_dir("missing");
    let missing = parent.join("no-such-dir");
    let e = check(&missing);
    assert!(
        e.starts_with(&format!("error: {}: ", missing.display())),
        "{e}"
    );
    let (_empty_dir, empty) = temp_dir("empty");
    let e = check(&empty);
    assert_eq!(
        e.trim(),
        format!(
            "error: {}: no *.rules files in this directory",
            empty.display()
        )
    );
    let (_bad_dir, bad) = temp_dir("utf8");
    let file = bad.join("a.rules");
    std::fs::write(&file, b"# rules\n; ok\n(x\xff)\n").unwrap();
    let e = check(&bad);
    assert!(
        e.starts_with(&format!(
            "error: {}:3:3: invalid UTF-8 (byte 0xff)",
            file.display()
        )),
        "{e}"
    );
}

/// `simplify` over standard input: an error on line 3 is `<stdin>:3:COL:`
/// (it was `<stdin>:3:1:2:`), and a line that is not UTF-8 is located too.
#[test]
fn simplify_stdin_errors_are_located() {
    let out = run(&["simplify"], b"x + 0\n\nx + (\n", Duration::from_secs(120));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    let line = stderr
        .lines()
        .find(|l| l.starts_with("error:"))
        .unwrap_or("");
    let rest = line
        .strip_prefix("error: <stdin>:3:")
        .unwrap_or_else(|| panic!("{stderr}"));
    let (col, msg) = rest.split_once(':').unwrap_or_else(|| panic!("{stderr}"));
    assert!(col.parse::<usize>().is_ok_and(|c| c >= 1), "{stderr}");
    assert!(!msg.trim_start().starts_with(char::is_numeric), "{stderr}");

    let out = run(
        &["simplify"],
        b"x + 0\nx * \xc3(\n",
        Duration::from_secs(120),
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("error: <stdin>:2:5: invalid UTF-8 (byte 0xc3)"),
        "{stderr}"
    );
}
