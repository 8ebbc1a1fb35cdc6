//! `tirsat lower --config` with the options of `tirsat_transform::config`
//! (the table's tests are the root's `tests/config_keys.rs`).

mod common;

/// The merge's barrier insertion, documented in notes/merge-shared.md, is
/// accepted by the CLI (it was rejected as an unknown option).
#[test]
fn merge_insert_sync_is_an_option() {
    let tmp = common::scratch("config-keys");
    let dir = tmp.path();
    let path = dir.join("k.py");
    std::fs::write(
        &path,
        "@T.prim_func\ndef main(A: T.Buffer((64,), \"float32\")):\n    T.func_attr({\"target\": T.target(\"cuda\")})\n    with T.launch_thread(\"threadIdx.x\", 64) as tx:\n        S = T.alloc_buffer((64,), scope=\"shared.dyn\")\n        S[tx] = A[tx]\n        A[tx] = S[63 - tx]\n",
    )
    .unwrap();
    let out = common::tirsat()
        .arg("lower")
        .arg(&path)
        .args(["--passes", "MergeSharedMemoryAllocations"])
        .args(["--config", "tirsat.merge_insert_sync=1"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
