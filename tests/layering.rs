//! The module layering of `src/` holds: every module imports only the modules
//! below it in [`ALLOWED`] (the architecture of the developers' guide:
//! `ir` at the bottom; `analysis` and `script` (reading and printing
//! TVMScript) above it; `arith` above `script`; `memory` above `arith`;
//! `transform` above those; `interp`, the reference that checks the passes,
//! beside them and never above `transform`; `difftest` and `tools` (the
//! benchmarks and rule exploration, kept out of the `arith` engine) above
//! both; `cli` on top).
//!
//! A dependency is any path through `crate::` (or `$crate::`, or `super::`
//! climbing to the crate root) outside comments and string literals, in `use`
//! declarations, groups (`use crate::{a::X, b::Y}`) and inline paths alike.
//! `lib.rs` and `main.rs` (the crate root and the binary) are not checked.
//!
//! An edge the table does not allow fails the test unless [`KNOWN_UPWARD`]
//! lists it (an upward edge someone is removing); a listed edge that no longer
//! exists fails too, so the list only shrinks. `cargo test --test layering --
//! --nocapture` prints the module dependency list.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each module and the layers right below it; a module may import those and,
/// through them, every module below (the transitive closure).
const ALLOWED: &[(&str, &[&str])] = &[
    ("ir", &[]),
    ("analysis", &["ir"]),
    ("script", &["ir"]),
    // The engine's tests and examples read their expressions with the one
    // TVMScript expression reader (`script::reader::parse_expr`).
    ("arith", &["script"]),
    ("memory", &["arith"]),
    ("interp", &["analysis", "script"]),
    ("transform", &["analysis", "script", "memory"]),
    ("difftest", &["transform", "interp"]),
    ("tools", &["transform", "interp"]),
    ("cli", &["difftest", "tools"]),
];

/// `module` and everything [`ALLOWED`] puts below it.
fn below(module: &str, out: &mut BTreeSet<String>) {
    for (m, lower) in ALLOWED {
        if *m == module {
            for l in *lower {
                if out.insert(l.to_string()) {
                    below(l, out);
                }
            }
        }
    }
}

/// Upward edges that exist today and are being removed: (from, to, why).
const KNOWN_UPWARD: &[(&str, &str, &str)] = &[];

/// `src/` with comments and string/char literals blanked out (lengths and
/// line breaks kept, so offsets still give line numbers).
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                let end = text[i..].find('\n').map_or(b.len(), |n| i + n);
                blank(&mut out, i, end);
                i = end;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let (mut depth, mut j) = (1, i + 2);
                while j < b.len() && depth > 0 {
                    if b[j] == b'/' && b.get(j + 1) == Some(&b'*') {
                        depth += 1;
                        j += 2;
                    } else if b[j] == b'*' && b.get(j + 1) == Some(&b'/') {
                        depth -= 1;
                        j += 2;
                    } else {
                        j += 1;
                    }
                }
                blank(&mut out, i, j);
                i = j;
            }
            b'r' if matches!(b.get(i + 1), Some(b'#') | Some(b'"'))
                && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')) =>
            {
                let hashes = b[i + 1..].iter().take_while(|c| **c == b'#').count();
                if b.get(i + 1 + hashes) != Some(&b'"') {
                    i += 1;
                    continue;
                }
                let close = format!("\"{}", "#".repeat(hashes));
                let start = i + 2 + hashes;
                let end = text[start..]
                    .find(&close)
                    .map_or(b.len(), |n| start + n + close.len());
                blank(&mut out, i, end);
                i = end;
            }
            b'"' => {
                let mut j = i + 1;
                while j < b.len() && b[j] != b'"' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                let end = (j + 1).min(b.len());
                blank(&mut out, i, end);
                i = end;
            }
            b'\'' => {
                // A char literal ('x', '\n', '\u{..}'); otherwise a lifetime.
                let end = if b.get(i + 1) == Some(&b'\\') {
                    text[i + 2..].find('\'').map(|n| i + 2 + n + 1)
                } else {
                    let ch = text[i + 1..].chars().next().map_or(1, char::len_utf8);
                    (b.get(i + 1 + ch) == Some(&b'\'')).then_some(i + 2 + ch)
                };
                match end {
                    Some(end) => {
                        blank(&mut out, i, end);
                        i = end;
                    }
                    None => i += 1,
                }
            }
            _ => i += 1,
        }
    }
    String::from_utf8(out).expect("blanking keeps UTF-8 (only ASCII replaced)")
}

/// A token: an identifier, `::`, or one punctuation character.
fn tokens(code: &str) -> Vec<(usize, &str)> {
    let b = code.as_bytes();
    let mut v = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_alphabetic() || c == b'_' || c == b'$' {
            let start = i;
            i += 1;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            v.push((start, &code[start..i]));
        } else if c == b':' && b.get(i + 1) == Some(&b':') {
            v.push((i, "::"));
            i += 2;
        } else if c.is_ascii_whitespace() || !c.is_ascii() {
            i += 1;
        } else {
            v.push((i, &code[i..i + 1]));
            i += 1;
        }
    }
    v
}

/// The top-level modules named right after `crate::` at token `k` (which
/// follows the `::`): one identifier, or the first segments of a `{...}` group.
fn heads<'a>(toks: &[(usize, &'a str)], k: usize) -> Vec<&'a str> {
    match toks.get(k).map(|t| t.1) {
        Some("{") => {
            let (mut depth, mut out, mut expect) = (0, Vec::new(), true);
            for (_, t) in &toks[k..] {
                match *t {
                    "{" => {
                        depth += 1;
                        if depth == 1 {
                            expect = true;
                            continue;
                        }
                    }
                    "}" => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    "," if depth == 1 => {
                        expect = true;
                        continue;
                    }
                    t if depth == 1 && expect && t != "self" && t != "*" => out.push(t),
                    _ => {}
                }
                expect = false;
            }
            out
        }
        Some(t)
            if t.chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '_') =>
        {
            vec![t]
        }
        _ => Vec::new(),
    }
}

/// The module path of a file under `src/` (`src/a/b.rs` -> [a, b],
/// `src/a/mod.rs` -> [a]).
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// (top module it imports, line) for every crate-level path in `text`, whose
/// module path is `path`.
fn imports(text: &str, path: &[String]) -> Vec<(String, usize)> {
    let code = code_only(text);
    let toks = tokens(&code);
    let line = |off: usize| code[..off].matches('\n').count() + 1;
    // Inline `mod x { ... }` blocks deepen the module path of what they hold.
    let (mut depth, mut inline): (usize, Vec<usize>) = (0, Vec::new());
    let mut out = Vec::new();
    for k in 0..toks.len() {
        let (off, t) = toks[k];
        match t {
            "{" => {
                depth += 1;
                if k >= 2 && toks[k - 2].1 == "mod" {
                    inline.push(depth);
                }
            }
            "}" => {
                if inline.last() == Some(&depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            "crate" | "$crate" if toks.get(k + 1).map(|t| t.1) == Some("::") => {
                for h in heads(&toks, k + 2) {
                    out.push((h.to_string(), line(off)));
                }
            }
            "super" if k == 0 || toks[k - 1].1 != "::" => {
                // Count `super::super::...`; past the crate root the next
                // segment is a top-level module.
                let mut ups = 0;
                let mut j = k;
                while toks.get(j).map(|t| t.1) == Some("super")
                    && toks.get(j + 1).map(|t| t.1) == Some("::")
                {
                    ups += 1;
                    j += 2;
                }
                if ups >= path.len() + inline.len() {
                    for h in heads(&toks, j) {
                        out.push((h.to_string(), line(off)));
                    }
                }
            }
            _ => {}
        }
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

/// module -> module it imports -> first place (file:line).
fn dependencies(src: &Path) -> BTreeMap<String, BTreeMap<String, String>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let mut deps: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for f in files {
        let rel = f.strip_prefix(src).expect("under src");
        let path = module_path(rel);
        if path.len() == 1 && (path[0] == "lib" || path[0] == "main") {
            continue;
        }
        let from = path[0].clone();
        let text = std::fs::read_to_string(&f).expect("readable source");
        let entry = deps.entry(from.clone()).or_default();
        for (to, line) in imports(&text, &path) {
            if to != from {
                entry
                    .entry(to)
                    .or_insert_with(|| format!("src/{}:{line}", rel.display()));
            }
        }
    }
    deps
}

#[test]
fn modules_import_only_the_layers_below() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let deps = dependencies(&src);
    let allowed: BTreeMap<&str, BTreeSet<String>> = ALLOWED
        .iter()
        .map(|(m, _)| {
            let mut set = BTreeSet::new();
            below(m, &mut set);
            (*m, set)
        })
        .collect();
    println!("module dependencies (first place):");
    let mut upward = Vec::new();
    let mut unknown = Vec::new();
    for (from, tos) in &deps {
        let list: Vec<&str> = tos.keys().map(String::as_str).collect();
        println!("  {from} -> {}", list.join(", "));
        let Some(ok) = allowed.get(from.as_str()) else {
            unknown.push(from.clone());
            continue;
        };
        for (to, place) in tos {
            if !ok.contains(to) {
                upward.push((from.clone(), to.clone(), place.clone()));
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "modules missing from the layering table in tests/layering.rs: {unknown:?}"
    );
    for (from, to, place) in &upward {
        println!("upward edge: {from} -> {to} (first at {place})");
    }
    let known: BTreeSet<(&str, &str)> = KNOWN_UPWARD.iter().map(|(a, b, _)| (*a, *b)).collect();
    let new: Vec<String> = upward
        .iter()
        .filter(|(f, t, _)| !known.contains(&(f.as_str(), t.as_str())))
        .map(|(f, t, p)| format!("{f} -> {t} (first at {p})"))
        .collect();
    assert!(
        new.is_empty(),
        "modules import modules above them:\n{}",
        new.join("\n")
    );
    let gone: Vec<String> = KNOWN_UPWARD
        .iter()
        .filter(|(f, t, _)| !upward.iter().any(|(a, b, _)| a == f && b == t))
        .map(|(f, t, _)| format!("{f} -> {t}"))
        .collect();
    assert!(
        gone.is_empty(),
        "known upward edges that no longer exist (remove them from KNOWN_UPWARD): {}",
        gone.join(", ")
    );
}

#[test]
fn the_scanner_sees_every_form_of_import() {
    let text = r##"
        //! crate::cli in a comment
        use crate::{ir::Expr, transform::{op, manager}};
        use super::super::memory::plan;
        fn f() -> &'static str { let c = 'x'; crate::arith::simplify(); "crate::script" }
        const R: &str = r#"crate::interp"#;
        mod tests { use super::super::super::analysis::verify; }
        macro_rules! m { () => { $crate::difftest::fuzz() } }
        /* crate::tools /* nested */ crate::tools */
    "##;
    let path = vec!["memory".to_string(), "plan".to_string()];
    let got: Vec<(String, usize)> = imports(text, &path);
    let names: Vec<&str> = got.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(
        names,
        vec!["ir", "transform", "memory", "arith", "analysis", "difftest"]
    );
    assert_eq!(got[3].1, 5);
}
