//! `tirsat fuzz-passes` (the harness's tests are the root's
//! `tests/difftest.rs`).

mod common;

fn tirsat() -> std::process::Command {
    common::tirsat()
}

#[test]
fn cli_reports_json_and_text() {
    let out = tirsat()
        .args([
            "fuzz-passes",
            "--cases",
            "3",
            "--seed",
            "11",
            "--quiet",
            "--json",
        ])
        .args(["--passes", "AnnotateEntryFunc,SplitHostDevice"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["cases"], 3);
    assert_eq!(v["rows"][1]["subject"], "SplitHostDevice");
    let row = &v["rows"][1];
    let (checked, undefined) = (row["checked"].as_u64(), row["input_undefined"].as_u64());
    assert_eq!(checked.unwrap() + undefined.unwrap(), 3, "{row}");
    assert_eq!(row["mismatches"], 0);
    assert_eq!(row["undefined_added"], 0);
    let text = tirsat()
        .args([
            "fuzz-passes",
            "--cases",
            "2",
            "--quiet",
            "--pipeline",
            "trn",
        ])
        .output()
        .unwrap();
    assert_eq!(text.status.code(), Some(0));
    let s = String::from_utf8_lossy(&text.stdout);
    assert!(s.contains("pipeline:trn"), "{s}");
    // Same options, same bytes.
    let again = tirsat()
        .args([
            "fuzz-passes",
            "--cases",
            "2",
            "--quiet",
            "--pipeline",
            "trn",
        ])
        .output()
        .unwrap();
    assert_eq!(text.stdout, again.stdout);
}

#[test]
fn cli_rejects_unknown_passes() {
    for args in [&["--passes", "NoSuchPass"][..], &["--pipeline", "nope"][..]] {
        let out = tirsat()
            .args(["fuzz-passes", "--cases", "1", "--quiet"])
            .args(args)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("error: "), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}
