//! The crate graph of the workspace holds the layers (the architecture of the
//! developers' guide): Cargo refuses a `use` of a crate that is not a
//! dependency, so the layers are what the manifests allow, and this test
//! checks the manifests against [`ALLOWED`]: `tirsat-ir` at the bottom;
//! `tirsat-analysis`, `tirsat-script` (reading and printing TVMScript),
//! `tirsat-arith` (the e-graph engine) and `tirsat-memory` (the packing
//! planners) on it; `tirsat-interp`, the reference that checks the passes,
//! beside the passes and never above them; `tirsat-transform` (the passes)
//! above analysis, script, arith and memory; `tirsat-difftest` and
//! `tirsat-tools` (benchmarks and rule exploration, kept out of the engine)
//! above both; `tirsat-cli` on top.
//!
//! A crate may depend on the crates [`ALLOWED`] puts below it and, through
//! them, on every crate below those (the transitive closure); a
//! dev-dependency may also be one of [`DEV_ALLOWED`]. Every crate of
//! `crates/` must be in the table. Only `tirsat-cli` may depend on the
//! command line's crates ([`CLI_ONLY`]): no library crate, the facade or the
//! Python bindings depend on them directly, or through any crate they depend
//! on (followed through `Cargo.lock`). `cargo test --test layering --
//! --nocapture` prints the crate graph.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Each crate and the crates right below it.
const ALLOWED: &[(&str, &[&str])] = &[
    ("tirsat-ir", &[]),
    ("tirsat-analysis", &["tirsat-ir"]),
    ("tirsat-script", &["tirsat-ir"]),
    ("tirsat-arith", &["tirsat-ir"]),
    ("tirsat-memory", &["tirsat-ir"]),
    // Race and undefined-operation reports print expressions as TVMScript.
    ("tirsat-interp", &["tirsat-script"]),
    (
        "tirsat-transform",
        &[
            "tirsat-analysis",
            "tirsat-script",
            "tirsat-arith",
            "tirsat-memory",
        ],
    ),
    ("tirsat-difftest", &["tirsat-transform", "tirsat-interp"]),
    ("tirsat-tools", &["tirsat-transform", "tirsat-interp"]),
    ("tirsat-cli", &["tirsat-difftest", "tirsat-tools"]),
];

/// Dev-dependencies beyond [`ALLOWED`]: (crate, what its tests may use).
const DEV_ALLOWED: &[(&str, &[&str])] = &[
    // A doc example locates a violation in TVMScript source.
    ("tirsat-analysis", &["tirsat-script"]),
    // The engine's unit tests read their expressions with the one TVMScript
    // expression reader.
    ("tirsat-arith", &["tirsat-script"]),
    // The CLI's tests call the library through the facade.
    ("tirsat-cli", &["tirsat"]),
];

/// The command line's crates: argument parsing, progress bars, the
/// allocator and the libc calls of `main.rs` and `run.rs`.
const CLI_ONLY: &[&str] = &["clap", "indicatif", "libmimalloc-sys", "libc"];

/// Crates of [`CLI_ONLY`] that third-party crates the library needs depend on
/// themselves: `libc` comes through `stacker` and `rand`. For these only a
/// direct dependency is refused. (The Python bindings call `dlopen` through
/// `libc` themselves: `python/src/tvm/sys.rs`.)
const TRANSITIVE_OK: &[&str] = &["libc"];

/// The dependencies of one manifest by kind: `dependencies` (with
/// `[target.'..'.dependencies]`), `dev-dependencies`, `build-dependencies`.
#[derive(Debug, Default)]
struct Manifest {
    name: String,
    normal: BTreeSet<String>,
    dev: BTreeSet<String>,
    build: BTreeSet<String>,
}

/// Reads the package name and dependency names of a Cargo.toml. Only what
/// the workspace's manifests use is understood (`name = ...`,
/// `name.workspace = true`, `name = { ... }` on one line); a renamed
/// dependency (`package = `) fails the test, since the name would not be the
/// crate's.
fn manifest(path: &Path) -> Manifest {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut m = Manifest::default();
    let mut section = String::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        if line.starts_with('[') {
            section = line.trim_matches(|c| c == '[' || c == ']').to_string();
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let key = key.trim();
        if section == "package" && key == "name" {
            m.name = value.trim().trim_matches('"').to_string();
            continue;
        }
        let kind = if section == "dependencies"
            || (section.starts_with("target.") && section.ends_with(".dependencies"))
        {
            &mut m.normal
        } else if section == "dev-dependencies"
            || (section.starts_with("target.") && section.ends_with(".dev-dependencies"))
        {
            &mut m.dev
        } else if section == "build-dependencies"
            || (section.starts_with("target.") && section.ends_with(".build-dependencies"))
        {
            &mut m.build
        } else {
            continue;
        };
        assert!(
            !value.contains("package"),
            "{}:{}: renamed dependencies are not understood here",
            path.display(),
            n + 1
        );
        let name = key
            .split('.')
            .next()
            .unwrap_or(key)
            .trim()
            .trim_matches('"');
        kind.insert(name.to_string());
    }
    assert!(!m.name.is_empty(), "{}: no [package] name", path.display());
    m
}

/// Every package of `Cargo.lock` and the names it depends on.
fn lock_graph(root: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let text = std::fs::read_to_string(root.join("Cargo.lock")).expect("Cargo.lock");
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for block in text.split("[[package]]").skip(1) {
        let mut name = None;
        let mut deps = BTreeSet::new();
        let mut in_deps = false;
        for line in block.lines() {
            let line = line.trim();
            if let Some(v) = line.strip_prefix("name = ") {
                name = Some(v.trim_matches('"').to_string());
            } else if line.starts_with("dependencies = [") {
                in_deps = true;
            } else if in_deps && line.starts_with(']') {
                in_deps = false;
            } else if in_deps {
                // `"name"` or `"name version (source)"`.
                let dep = line.trim_matches(|c| c == '"' || c == ',');
                deps.insert(dep.split(' ').next().unwrap_or(dep).to_string());
            }
        }
        if let Some(n) = name {
            graph.entry(n).or_default().extend(deps);
        }
    }
    graph
}

fn workspace() -> (PathBuf, BTreeMap<String, Manifest>) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root.join("crates"))
        .expect("crates/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("Cargo.toml").is_file())
        .collect();
    dirs.sort();
    dirs.push(root.clone());
    dirs.push(root.join("python"));
    let mut out = BTreeMap::new();
    for d in dirs {
        let m = manifest(&d.join("Cargo.toml"));
        out.insert(m.name.clone(), m);
    }
    (root, out)
}

/// `name` and everything [`ALLOWED`] puts below it.
fn below(name: &str, out: &mut BTreeSet<String>) {
    for (m, lower) in ALLOWED {
        if *m == name {
            for l in *lower {
                if out.insert(l.to_string()) {
                    below(l, out);
                }
            }
        }
    }
}

fn table(t: &[(&str, &[&str])], name: &str) -> Vec<String> {
    t.iter()
        .filter(|(m, _)| *m == name)
        .flat_map(|(_, v)| v.iter().map(|s| s.to_string()))
        .collect()
}

#[test]
fn crates_depend_only_on_the_layers_below() {
    let (_, ws) = workspace();
    let members: BTreeSet<&str> = ws.keys().map(String::as_str).collect();
    let mut problems = Vec::new();
    for (name, _) in ALLOWED {
        if !members.contains(name) {
            problems.push(format!("{name} is in the table but not a crate of crates/"));
        }
    }
    println!("crate dependencies inside the workspace:");
    for (name, m) in &ws {
        let inside = |s: &BTreeSet<String>| -> Vec<String> {
            s.iter()
                .filter(|d| members.contains(d.as_str()))
                .cloned()
                .collect()
        };
        let (normal, dev, build) = (inside(&m.normal), inside(&m.dev), inside(&m.build));
        println!("  {name} -> {}", normal.join(", "));
        if !dev.is_empty() {
            println!("  {name} -> (dev) {}", dev.join(", "));
        }
        if name == "tirsat" || name == "tirsat-py" {
            // The facade and the bindings: library crates only.
            for d in normal.iter().chain(&build) {
                if d == "tirsat-cli" {
                    problems.push(format!("{name} depends on {d}"));
                }
            }
            continue;
        }
        if !ALLOWED.iter().any(|(n, _)| n == name) {
            problems.push(format!(
                "crates/{name} is missing from the table in tests/layering.rs"
            ));
            continue;
        }
        let mut ok = BTreeSet::new();
        below(name, &mut ok);
        for d in normal.iter().chain(&build) {
            if !ok.contains(d) {
                problems.push(format!("{name} -> {d} is not a layer below {name}"));
            }
        }
        let dev_ok = table(DEV_ALLOWED, name);
        for d in &dev {
            if !ok.contains(d) && !dev_ok.contains(d) {
                problems.push(format!("{name} -> {d} (dev) is not allowed"));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn only_the_cli_depends_on_the_command_lines_crates() {
    let (root, ws) = workspace();
    let lock = lock_graph(&root);
    let mut problems = Vec::new();
    for (name, m) in &ws {
        if name == "tirsat-cli" {
            continue;
        }
        let own_libc = name == "tirsat-py";
        for d in m.normal.iter().chain(&m.build) {
            if CLI_ONLY.contains(&d.as_str()) && !(own_libc && d == "libc") {
                problems.push(format!("{name} depends on {d}"));
            }
        }
        // Through the crates it depends on: workspace crates by their
        // manifests (Cargo.lock lists their dev-dependencies too), the
        // others by Cargo.lock.
        let mut seen = BTreeSet::new();
        let mut stack: Vec<(String, String)> = m
            .normal
            .iter()
            .chain(&m.build)
            .map(|d| (d.clone(), format!("{name} -> {d}")))
            .collect();
        while let Some((d, path)) = stack.pop() {
            if !seen.insert(d.clone()) {
                continue;
            }
            if CLI_ONLY.contains(&d.as_str())
                && !TRANSITIVE_OK.contains(&d.as_str())
                && path.matches("->").count() > 1
            {
                problems.push(path.clone());
            }
            let next: Vec<String> = match ws.get(&d) {
                Some(w) => w.normal.iter().chain(&w.build).cloned().collect(),
                None => lock
                    .get(&d)
                    .map(|s| s.iter().cloned().collect())
                    .unwrap_or_default(),
            };
            for n in next {
                stack.push((n.clone(), format!("{path} -> {n}")));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The CLI does own them (the table is not stale).
    let cli = &ws["tirsat-cli"];
    for d in CLI_ONLY {
        assert!(
            cli.normal.contains(*d),
            "tirsat-cli no longer depends on {d}: update CLI_ONLY"
        );
    }
}

#[test]
fn the_manifest_reader_sees_every_form_of_dependency() {
    let tmp = tempfile::Builder::new()
        .prefix("tirsat-layering-")
        .tempdir()
        .unwrap();
    let dir = tmp.path();
    let p = dir.join("Cargo.toml");
    std::fs::write(
        &p,
        r#"[package]
name = "x" # a comment
[dependencies]
tirsat-ir.workspace = true
clap = { version = "4", features = ["derive"] }
"rand" = "0.8"
[target.'cfg(unix)'.dependencies]
libc = "0.2"
[dev-dependencies]
tirsat-script = { workspace = true }
[build-dependencies]
cc = "1"
[features]
egg = ["dep:egg"]
"#,
    )
    .unwrap();
    let m = manifest(&p);
    assert_eq!(m.name, "x");
    let v = |s: &BTreeSet<String>| s.iter().cloned().collect::<Vec<_>>();
    assert_eq!(v(&m.normal), ["clap", "libc", "rand", "tirsat-ir"]);
    assert_eq!(v(&m.dev), ["tirsat-script"]);
    assert_eq!(v(&m.build), ["cc"]);
}

/// Files that may spell builtin names: the registry (`tirsat_ir::op`, the
/// constants' test), the reader and printer (`tirsat-script` translates
/// TVMScript text), and the e-graph engine's own syntax, whose operator
/// symbols (`lang.rs`) and rule-condition functions (`cond.rs` and the
/// compiled conditions of `cond/`, `log2`) happen to share some names with
/// builtins.
const MAY_NAME_BUILTINS: &[&str] = &[
    "crates/tirsat-ir/src/op/",
    "crates/tirsat-script/src/",
    "crates/tirsat-arith/src/lang.rs",
    "crates/tirsat-arith/src/cond.rs",
    "crates/tirsat-arith/src/cond/",
];

/// The names of the registry's rows (TVM's table and tirsat's own).
fn builtin_names(root: &Path) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for f in ["ops.tsv", "tirsat_ops.tsv"] {
        let path = root.join("crates/tirsat-ir/src/op").join(f);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
        for line in text.lines().filter(|l| !l.starts_with('#')).skip(1) {
            names.insert(line.split('\t').next().unwrap_or("").to_string());
        }
    }
    names
}

/// The `.rs` files under `dir`, recursively, sorted.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// `file:line: "name"` for every string literal naming a builtin in the code
/// of `text`: comments and `#[cfg(test)]` modules left out (a module's end is
/// found by counting braces outside string literals).
fn builtin_literals(file: &str, text: &str, names: &BTreeSet<String>) -> Vec<String> {
    let mut hits = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim_start();
        let next = lines.get(i + 1).map_or("", |l| l.trim_start());
        if line.starts_with("#[cfg(test)]")
            && (next.starts_with("mod ") || next.starts_with("pub mod "))
        {
            if next.ends_with(';') {
                // `mod tests;`: a file of its own, scanned as a file.
                i += 2;
                continue;
            }
            // Skip the module: to the line where its braces balance.
            let mut depth = 0i64;
            let mut opened = false;
            i += 1;
            while i < lines.len() {
                for (j, piece) in lines[i].split('"').enumerate() {
                    if j % 2 == 0 {
                        let code = piece.split("//").next().unwrap_or("");
                        depth += code.matches('{').count() as i64;
                        depth -= code.matches('}').count() as i64;
                        opened |= code.contains('{');
                    }
                }
                i += 1;
                if opened && depth <= 0 {
                    break;
                }
            }
            continue;
        }
        if !line.starts_with("//") {
            for (j, piece) in lines[i].split('"').enumerate() {
                if j % 2 == 1 && names.contains(piece) {
                    hits.push(format!("{file}:{}: \"{piece}\"", i + 1));
                }
            }
        }
        i += 1;
    }
    hits
}

#[test]
fn builtin_names_are_spelled_only_in_the_registry_and_the_reader_and_printer() {
    let (root, _) = workspace();
    let names = builtin_names(&root);
    assert!(names.len() > 300 && names.contains("tvm_storage_sync"));
    let mut files = Vec::new();
    for dir in ["crates", "src", "python/src"] {
        rust_files(&root.join(dir), &mut files);
    }
    let mut hits = Vec::new();
    for path in &files {
        let rel = path
            .strip_prefix(&root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let library = rel.starts_with("src/")
            || rel.starts_with("python/src/")
            || (rel.starts_with("crates/") && rel.split('/').nth(2) == Some("src"));
        if !library || MAY_NAME_BUILTINS.iter().any(|p| rel.starts_with(p)) {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap();
        hits.extend(builtin_literals(&rel, &text, &names));
    }
    assert!(
        hits.is_empty(),
        "{} string literals name builtins outside the registry (match on `tirsat_ir::builtin` constants):\n{}",
        hits.len(),
        hits.join("\n")
    );
    // The check sees a literal where one is.
    let sample = concat!(
        "let x = 1;\n// \"exp\" in a comment\nf(\"tvm_storage_sync\");\n",
        "#[cfg(test)]\nmod tests {\n    g(\"exp\", \"{\");\n}\nh(\"address_of\");"
    );
    assert_eq!(
        builtin_literals("f.rs", sample, &names),
        vec![
            "f.rs:3: \"tvm_storage_sync\"".to_string(),
            "f.rs:8: \"address_of\"".to_string()
        ]
    );
}
