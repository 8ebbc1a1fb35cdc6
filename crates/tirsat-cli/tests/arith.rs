//! `tirsat simplify` and `tirsat prove` (the library's tests are the root's
//! `tests/arith.rs`).

mod common;

#[test]
fn cli_simplify_and_prove() {
    let out = common::tirsat()
        .args(["simplify", "(tx + 64) % 64 + 32", "--var", "tx=0:64"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).lines().last(),
        Some("tx + 32")
    );
    // stdin: one expression per line.
    let mut child = common::tirsat()
        .args(["simplify", "--var", "n=1:"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"T.max(n * 4, n * 8)\n\nx - x\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "n * 8\n0\n");
    // TVM's `Analyzer.simplify` form by default (its canonical simplifier
    // runs last: `x - 1`, terms by descending coefficient), the rewrite
    // simplifier's with `--form rewrite`.
    let simp = |args: &[&str]| {
        let out = common::tirsat()
            .arg("simplify")
            .args(args)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    };
    assert_eq!(simp(&["T.min(x - 1, x)"]), "x - 1");
    assert_eq!(simp(&["T.max(x - 5, x - 3)"]), "x - 3");
    assert_eq!(simp(&["T.min(x - 1, x)", "--form", "rewrite"]), "x + -1");
    assert_eq!(simp(&["(x + y + x + y * 3) // 2"]), "y * 2 + x");
    assert_eq!(
        simp(&["(x + y + x + y * 3) // 2", "--form", "rewrite"]),
        "x + y * 2"
    );
    // Parse errors are located.
    let out = common::tirsat()
        .args(["simplify", "x + (y $ 2)"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: <expr>:1:8:"));
    // prove: exit codes 0 / 1 / 2.
    let code = |args: &[&str]| common::tirsat().args(args).output().unwrap();
    let p = code(&["prove", "tx // 32 < 4", "--var", "tx=0:128"]);
    assert_eq!(
        (
            p.status.code(),
            String::from_utf8_lossy(&p.stdout).trim().to_string()
        ),
        (Some(0), "proved".into())
    );
    let p = code(&["prove", "tx // 32 < 3", "--var", "tx=0:128", "--explain"]);
    assert_eq!(p.status.code(), Some(1));
    let text = String::from_utf8_lossy(&p.stdout);
    assert!(text.contains("counterexample: tx = "), "{text}");
    assert_eq!(text.lines().last(), Some("disproved"));
    let p = code(&["prove", "x * x + y * y >= x * y * 2 + 1"]);
    assert_eq!(p.status.code(), Some(1)); // x = y is a counterexample
    let p = code(&["prove", "x * x >= x"]);
    assert_eq!(p.status.code(), Some(2));
    let p = code(&["prove", "x + 1", "--var", "x=0:4"]);
    assert_eq!(p.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&p.stderr).contains("not a boolean"));
    // A predicate without variables that has no value at its types' widths
    // is "undefined" (exit 2), not vacuously proved; a defined one is
    // decided, and `and` / `or` evaluate their second operand only when
    // needed.
    let verdict = |pred: &str| {
        let p = code(&["prove", pred]);
        let text = String::from_utf8_lossy(&p.stdout).to_string();
        (
            p.status.code(),
            text.lines().last().unwrap_or("").to_string(),
        )
    };
    let undefined = (Some(2), "undefined".to_string());
    assert_eq!(verdict("T.int8(100) + T.int8(100) > T.int8(0)"), undefined);
    assert_eq!(verdict("T.int32(2147483647) + 1 > 0"), undefined);
    assert_eq!(
        verdict("T.int8(1) + T.int8(100) > T.int8(0)"),
        (Some(0), "proved".into())
    );
    assert_eq!(
        verdict("T.bool(False) and T.int8(100) + T.int8(100) > T.int8(0)").1,
        "disproved"
    );
    assert_eq!(
        verdict("T.bool(True) and T.int8(100) + T.int8(100) > T.int8(0)"),
        undefined
    );
    let p = code(&["prove", "T.int8(100) + T.int8(100) > T.int8(0)"]);
    assert!(String::from_utf8_lossy(&p.stdout).contains("integer overflow"));
    // --explain prints the rewrite chain and the result last.
    let out = common::tirsat()
        .args(["simplify", "x - x + y", "--explain"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.lines().count() >= 2, "{text}");
    assert_eq!(text.lines().last(), Some("y"));
}

/// A malformed rule file given to `--rules` is an error located at
/// `FILE:LINE:`; a good one is used.
#[test]
fn malformed_rule_files_are_located() {
    let tmp = common::scratch("cli-rules");
    let dir = tmp.path();
    let file = dir.join("bad.rules");
    std::fs::write(&file, "ok: (+ ?x 0) => ?x\nbad: (floordiv ?x) => ?x\n").unwrap();
    let out = common::tirsat()
        .args(["simplify", "x + 0", "--rules"])
        .arg(dir)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with(&format!("error: {}:2:", file.display())),
        "{stderr}"
    );
    // A directory with a good rule file works.
    std::fs::write(&file, "zero: (+ ?x 0) => ?x\n").unwrap();
    let out = common::tirsat()
        .args(["simplify", "y + 0", "--rules"])
        .arg(dir)
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "y");
}
