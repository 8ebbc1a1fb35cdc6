//! `tirsat prove` on bit operations (the library's tests are the root's
//! `tests/arith_bitops.rs`).

mod common;

#[test]
fn cli_proves_a_bounded_shift() {
    let out = common::tirsat()
        .args(["prove", "(tx >> 2) < 32", "--var", "tx=0:128"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("proved"));
    let out = common::tirsat()
        .args(["prove", "(tx >> 2) < 31", "--var", "tx=0:128"])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    // A shift amount past the width has no value: nothing is proved.
    let out = common::tirsat()
        .args(["prove", "(tx >> 40) == 0", "--var", "tx=0:128"])
        .output()
        .unwrap();
    assert_ne!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}
