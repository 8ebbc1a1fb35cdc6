//! MakePackedAPI: what the filetests of `tests/passes/MakePackedAPI/` cannot
//! express. Every input/output behaviour of the pass is a TVMScript case there,
//! compared with TVM 0.27's output by `tests/pass_goldens.rs`; the 23
//! hand-built Before/Expected tests that were here are folded into those cases
//! (see the `# covers:` header of each).
//!
//! Kept here: object identity, which text cannot show (two buffers printed
//! with the same name compare equal in the printout and in the dump).

mod common;

use common::*;
use tirsat::ir::*;
use tirsat::transform::make_packed_api::MakePackedAPI;
use tirsat::transform::{Pass, PassContext};

/// `buffer_alignment.py`: the `storage_alignment` attribute the pass adds names
/// the very buffer it declares from the packed argument (the same object, not
/// another buffer named `A`), as TVM's code generator finds the alignment
/// through that object.
#[test]
fn storage_alignment_attr_names_the_declared_buffer_object() {
    let path = golden::root().join("tests/passes/MakePackedAPI/buffer_alignment.py");
    let before = golden::parse(&path);
    let after = MakePackedAPI::new()
        .run(before, &PassContext::new())
        .expect("MakePackedAPI");
    let mut all = Vec::new();
    all_stmts(&after.get("main").expect("main").body, &mut all);
    let aligned: Vec<Buffer> = all
        .iter()
        .filter_map(|s| match s.kind() {
            StmtKind::Attr {
                node: AttrNode::Buffer(b),
                key,
                ..
            } if key == keys::STORAGE_ALIGNMENT => Some(b.clone()),
            _ => None,
        })
        .collect();
    let declared: Vec<Buffer> = all
        .iter()
        .filter_map(|s| match s.kind() {
            StmtKind::DeclBuffer { buffer, .. } => Some(buffer.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(aligned.len(), 1, "{aligned:?}");
    assert!(
        declared.contains(&aligned[0]),
        "the aligned buffer is not a declared one: {aligned:?} vs {declared:?}"
    );
}
