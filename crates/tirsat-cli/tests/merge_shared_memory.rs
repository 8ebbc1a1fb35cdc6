//! `tirsat lower --passes MergeSharedMemoryAllocations` (the pass's tests
//! are the root's `tests/merge_shared_memory.rs`).

mod common;

/// `tirsat lower --explain` prints the footprint proofs of the five-buffer
/// kernel (`five_buffers` of the root's tests, whose `T.truncmod(t, 64)`
/// index only the e-graph bounds; the root's test keeps the fixture equal to
/// it).
#[test]
fn explain_prints_the_footprint_proofs() {
    let file = common::root().join("tests/fixtures/merge/five_buffers_truncmod.py");
    let out = common::tirsat()
        .args([
            "lower",
            file.to_str().unwrap(),
            "--passes",
            "MergeSharedMemoryAllocations",
            "--explain",
        ])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("merged size: 3840 bytes"), "{stderr}");
    assert!(
        stderr.contains("0 <= T.truncmod(t, 64) <= 63 (e-graph)"),
        "{stderr}"
    );
}
