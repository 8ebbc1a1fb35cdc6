//! `tirsat check` (the verifier's tests are the root's
//! `tests/well_formed_like_tvm.rs`).

mod common;

const HEAD: &str = "@T.prim_func\ndef main(A: T.Buffer((64,), \"float32\")):\n";

fn body(lines: &str) -> String {
    let mut s = HEAD.to_string();
    for l in lines.lines() {
        s.push_str("    ");
        s.push_str(l);
        s.push('\n');
    }
    s
}

/// `tirsat check` errors carry FILE:LINE:COL of the statement.
#[test]
fn check_errors_are_located() {
    let tmp = common::scratch("check");
    let dir = tmp.path();
    let path = dir.join("undef.py");
    std::fs::write(
        &path,
        body(
            "ty = T.env_thread(\"threadIdx.y\")\nT.attr(ty, \"thread_extent\", 8)\nA[ty] = T.float32(1.0)",
        ),
    )
    .unwrap();
    let out = common::tirsat().arg("check").arg(&path).output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert_eq!(
        stderr.trim(),
        format!(
            "error: {}:4:5: in function main: variable ty is used but not defined",
            path.display()
        )
    );
}
