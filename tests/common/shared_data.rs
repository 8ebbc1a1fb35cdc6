//! The reference data beside the project (`../shared`, or `../../shared` from
//! a worktree; `TIRSAT_SHARED` names another folder), which a clean clone does
//! not have. The tests that read it are named `shared_data_*` and marked
//! `#[ignore = "needs ../shared (the reference data beside the project)"]`, so
//! that the default `cargo test` passes without it; `scripts/test.sh` runs them
//! when `../shared` exists (`cargo test -- --ignored shared_data_`).
//! Run without the data they fail, naming the path they looked for.
//!
//! Shared by the root's tests (`tests/common`) and the CLI's
//! (`crates/tirsat-cli/tests/common`, by `#[path]`).

use std::path::{Path, PathBuf};

/// The workspace root: the nearest ancestor of this crate that holds `Cargo.lock`.
fn workspace_root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.ancestors()
        .find(|a| a.join("Cargo.lock").is_file())
        .unwrap_or(here)
        .to_path_buf()
}

/// The folders searched for the data, in order.
pub fn candidates() -> Vec<PathBuf> {
    if let Ok(dir) = std::env::var("TIRSAT_SHARED") {
        return vec![PathBuf::from(dir)];
    }
    let root = workspace_root();
    vec![root.join("../shared"), root.join("../../shared")]
}

/// `RELATIVE` inside the shared folder; panics naming every path it tried when
/// it is absent.
#[track_caller]
pub fn path(relative: &str) -> PathBuf {
    let tried: Vec<PathBuf> = candidates().iter().map(|c| c.join(relative)).collect();
    if let Some(p) = tried.iter().find(|p| p.exists()) {
        return p.clone();
    }
    let names: Vec<String> = tried.iter().map(|p| p.display().to_string()).collect();
    panic!(
        "this test needs the reference data beside the project: {} is missing \
         (tried {}; set TIRSAT_SHARED to the folder that holds it)",
        relative,
        names.join(", ")
    );
}
