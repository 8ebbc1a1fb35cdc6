//! Generates `builtin.rs`: one `Op` constant per row of `src/op/ops.tsv`
//! (`tvm_storage_sync` -> `TVM_STORAGE_SYNC`, `s_tir.cp_async_raw` ->
//! `S_TIR_CP_ASYNC_RAW`), indexed as `op::parse` indexes the rows (sorted by
//! name), and the list of them the registry's test checks.

use std::fmt::Write as _;

fn main() {
    let src = "src/op/ops.tsv";
    // TVM's rows sorted by name, then tirsat's own sorted by name, as
    // `op::parse` numbers them.
    let mut names: Vec<String> = Vec::new();
    for file in [src, "src/op/tirsat_ops.tsv"] {
        println!("cargo::rerun-if-changed={file}");
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let mut these: Vec<String> = text
            .lines()
            .filter(|l| !l.starts_with('#'))
            .skip(1)
            .map(|l| l.split('\t').next().unwrap_or("").to_string())
            .collect();
        these.sort_unstable();
        names.extend(these);
    }
    let mut idents = std::collections::BTreeMap::new();
    let mut out = String::new();
    let mut list = String::new();
    for (i, name) in names.iter().enumerate() {
        let ident: String = name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_uppercase()
                } else {
                    '_'
                }
            })
            .collect();
        if ident.is_empty() || ident.starts_with(|c: char| c.is_ascii_digit()) {
            panic!("{src}: op name {name:?} makes no constant");
        }
        if let Some(other) = idents.insert(ident.clone(), name.clone()) {
            panic!("{src}: ops {other:?} and {name:?} both make constant {ident}");
        }
        writeln!(out, "/// `T.{name}`\npub const {ident}: Op = Op({i});").unwrap();
        writeln!(list, "    ({ident:?}, {name:?}, {ident}),").unwrap();
    }
    writeln!(
        out,
        "\n/// Every constant: (its identifier, the op name it was made from, the op).\n\
         pub const ALL: &[(&str, &str, Op)] = &[\n{list}];"
    )
    .unwrap();
    let dst = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("builtin.rs");
    std::fs::write(&dst, out).unwrap_or_else(|e| panic!("{}: {e}", dst.display()));
}
