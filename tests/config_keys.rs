//! The pass options (`--config KEY=VALUE`, Python's `config=`) are one list,
//! `transform::config::CONFIG_KEYS`, and the documentation agrees with it:
//! every key the README or `notes/*.md` documents as an option is accepted,
//! and every accepted key is documented. A documented option is a dotted
//! name (`tirsat.planner`, `tirx.merge_static_smem`, `target.host`)
//! written `KEY=VALUE`, after `--config`, or in backticks on a line that
//! speaks of a config, pass context or option.

use std::collections::BTreeSet;
use std::path::Path;

use tirsat::transform::config::{CONFIG_KEYS, check_option};
use tirsat::transform::registry::PASS_NAMES;

fn docs() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md"), root.join("python/README.md")];
    let mut notes: Vec<_> = std::fs::read_dir(root.join("notes"))
        .expect("notes/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    notes.sort();
    files.extend(notes);
    files
        .into_iter()
        .filter(|p| p.exists())
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("readable doc");
            (p.display().to_string(), text)
        })
        .collect()
}

/// Dotted option-like names in `line` with the text that follows each.
fn dotted_names(line: &str) -> Vec<(usize, &str)> {
    let is_name = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '.';
    let mut out = Vec::new();
    let mut i = 0;
    while i < line.len() {
        let c = line[i..].chars().next().unwrap_or(' ');
        if is_name(c) && (i == 0 || !is_name(line[..i].chars().next_back().unwrap_or(' '))) {
            let end = line[i..]
                .find(|c: char| !is_name(c))
                .map_or(line.len(), |k| i + k);
            let name = line[i..end].trim_end_matches('.');
            let prefix = name.split('.').next().unwrap_or("");
            let last = name.rsplit('.').next().unwrap_or("");
            // `tirx.SplitHostDevice` names a pass, `tirsat.tvm.SOME_ERROR` a
            // constant: neither is an option.
            let pass = PASS_NAMES.contains(&last);
            let constant = last.chars().all(|c| c.is_ascii_uppercase() || c == '_');
            if name.contains('.')
                && ["tirsat", "tirx", "tir", "s_tir", "target"].contains(&prefix)
                && name.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                && !pass
                && !constant
            {
                out.push((i, name));
            }
            i = end.max(i + 1);
        } else {
            i += c.len_utf8();
        }
    }
    out
}

/// Line `n` or the line before it (a sentence wrapped over two lines)
/// speaks of a config, pass context or option.
fn speaks_of_options(lines: &[&str], n: usize) -> bool {
    lines[n.saturating_sub(1)..=n].iter().any(|l| {
        let l = l.to_lowercase();
        ["config", "context", "option"]
            .iter()
            .any(|w| l.contains(w))
    })
}

/// The keys the documentation presents as options, with where.
fn documented_options() -> Vec<(String, String)> {
    let mut found = Vec::new();
    for (file, text) in docs() {
        let lines: Vec<&str> = text.lines().collect();
        for (n, line) in lines.iter().enumerate() {
            let speaks_of_options = speaks_of_options(&lines, n);
            for (at, name) in dotted_names(line) {
                let after = &line[at + name.len()..];
                let before = &line[..at];
                let assigned = after.starts_with('=') && !after.starts_with("==");
                let flag = before.trim_end().ends_with("--config");
                let quoted = before.ends_with('`') && after.starts_with('`');
                if assigned || flag || (quoted && speaks_of_options) {
                    found.push((name.to_string(), format!("{file}:{}", n + 1)));
                }
            }
        }
    }
    found
}

#[test]
fn every_documented_option_is_accepted() {
    let documented = documented_options();
    assert!(
        documented
            .iter()
            .any(|(k, _)| k == "tirx.merge_static_smem"),
        "the scan finds no option at all: {documented:?}"
    );
    let rejected: Vec<String> = documented
        .iter()
        .filter(|(k, _)| !CONFIG_KEYS.contains(&k.as_str()))
        .map(|(k, at)| format!("{at}: {k}"))
        .collect();
    assert!(
        rejected.is_empty(),
        "documented but not in transform::config::CONFIG_KEYS:\n{}",
        rejected.join("\n")
    );
}

#[test]
fn every_accepted_option_is_documented() {
    let mut documented: BTreeSet<String> =
        documented_options().into_iter().map(|(k, _)| k).collect();
    // An undotted key (`target`) is documented in backticks where options
    // are spoken of (the scan above finds dotted names only).
    for (_, text) in docs() {
        let lines: Vec<&str> = text.lines().collect();
        for (n, line) in lines.iter().enumerate() {
            for k in CONFIG_KEYS {
                if line.contains(&format!("`{k}`")) && speaks_of_options(&lines, n) {
                    documented.insert(k.to_string());
                }
            }
        }
    }
    let missing: Vec<&&str> = CONFIG_KEYS
        .iter()
        .filter(|k| !documented.contains(**k))
        .collect();
    assert!(
        missing.is_empty(),
        "options accepted but documented nowhere (README.md, notes/*.md): {missing:?}"
    );
}

/// The merge's barrier insertion, documented in notes/merge-shared.md, is an
/// option (`crates/tirsat-cli/tests/config_keys.rs` passes it to the CLI).
#[test]
fn merge_insert_sync_is_an_option() {
    assert!(check_option("tirsat.merge_insert_sync", "1").is_ok());
    assert!(
        check_option("tirsat.merge_insert_sync", "maybe")
            .unwrap_err()
            .contains("expected a boolean")
    );
}
