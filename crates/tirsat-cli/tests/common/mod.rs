//! What the CLI's tests share: the workspace root (their inputs live in the
//! root's `tests/`, `examples/` and `rules/`) and the binary run from it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "../../../../tests/common/shared_data.rs"]
pub mod shared_data;

/// The workspace root, two levels above this crate.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the workspace root exists")
}

/// A fresh scratch directory `tirsat-NAME-*` under the system's temporary
/// directory, removed when the guard drops (at the end of the test, passed
/// or failed).
pub fn scratch(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new()
        .prefix(&format!("tirsat-{name}-"))
        .tempdir()
        .expect("a temporary directory")
}

/// The `tirsat` binary, run from the workspace root so that relative paths
/// (`tests/fixtures/...`) name the root's files, as they do for a user at
/// the root.
pub fn tirsat() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_tirsat"));
    c.current_dir(root());
    c
}
