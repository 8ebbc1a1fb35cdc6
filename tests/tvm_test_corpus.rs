//! The TVMScript programs of TVM's own tests (`tests/corpus/tvm_tests/`,
//! regenerated from a git mirror of apache/tvm by
//! `scripts/oracle/tvm_test_corpus.py`; only TVM 0.27's printouts are stored):
//!
//! - every program (TVM's printout of it) is read by our reader and printed
//!   back; the printout must equal TVM's modulo whitespace, and our printout
//!   must read back to the same module. Where TVM cannot read its own
//!   printout back, ours may instead equal TVM's printout of what TVM's parser
//!   makes of it (`<name>.reparsed.txt`), or be one of the documented forms we
//!   print because TVM's form does not parse;
//! - every pass pair (a pass we implement, called by one of TVM's tests, on
//!   TVM's printout of its input) is run through our pass, with the verifier
//!   after it, and compared with TVM's output as in `tests/pass_goldens.rs`.
//!
//! Known deviations are listed with their reasons in
//! `tests/corpus/tvm_tests/deviations.txt`; any other failure fails the test,
//! and so does a listed program that now passes (remove it from the list), so
//! the list can only shrink. With `TIRSAT_CORPUS_REPORT=<file>` every failure
//! is written to that file in full; with `TIRSAT_CORPUS_WRITE_DEVIATIONS=1` the
//! list is rewritten to the current failures (reasons kept, new entries get
//! the failure's cause as reason, to be reviewed before committing).

#[path = "golden_common/mod.rs"]
mod golden_common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use golden_common::cases::{compare_with_tvm, run_case};
use golden_common::*;
use tirsat::ir::equal::module_equal;
use tirsat::script::{printer, reader};

fn corpus() -> PathBuf {
    root().join("tests/corpus/tvm_tests")
}

/// `*.py` inputs under `dir/<test file>/`, without TVM's outputs, sorted.
fn inputs(dir: &Path) -> Vec<PathBuf> {
    let mut subdirs: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    subdirs.sort();
    subdirs.iter().flat_map(|d| py_files(d)).collect()
}

/// `programs/<file>/<name>` for `.../programs/<file>/<name>.py`.
fn key_of(path: &Path) -> String {
    let rel = path.strip_prefix(corpus()).unwrap_or(path);
    let s = rel.to_string_lossy().replace('\\', "/");
    s.strip_suffix(".py").unwrap_or(&s).to_string()
}

/// The known deviations: key -> reason (`<key>  # <reason>` lines).
fn deviations() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(corpus().join("deviations.txt")).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once('#') {
            Some((k, r)) => (k.trim().to_string(), r.trim().to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

/// The first line of an error, with numbers and quoted names blanked, to
/// group failures by cause in the summary.
fn cause(e: &str) -> String {
    let first = e.lines().next().unwrap_or("");
    // Drop a `<file>.py:<line>:<col>: ` location (keeping what precedes it).
    let msg = match first.find(".py:") {
        Some(i) => {
            let start = first[..i].rfind(' ').map_or(0, |s| s + 1);
            let rest = &first[i + 4..];
            let skip = rest
                .find(|c: char| !(c.is_ascii_digit() || c == ':'))
                .unwrap_or(rest.len());
            format!("{}{}", &first[..start], rest[skip..].trim_start())
        }
        None => first.to_string(),
    };
    let mut out = String::new();
    let mut in_quote = false;
    for c in msg.chars() {
        if c == '\'' {
            in_quote = !in_quote;
            out.push(c);
            if !in_quote {
                continue;
            }
            out.push('…');
            continue;
        }
        if !in_quote {
            out.push(if c.is_ascii_digit() { '#' } else { c });
        }
    }
    out.chars().take(100).collect()
}

const DEVIATIONS_HEADER: &str = "\
# Known deviations of tirsat on the TVM test corpus (tests/tvm_test_corpus.rs):
# `<program or pair>  # <reason>`, one per line. The test fails on any failure
# not listed here and on any listed entry that passes, so this list only shrinks.
";

enum Outcome {
    Equal,
    /// Printed in a documented form of ours because TVM cannot read its own
    /// printout back (the reason).
    OwnForm(&'static str),
    Rejected(String),
    PrintedDifferently(String),
}

/// A `def` line with a quoted shape dimension: `A: T.Buffer((32, "n"), ...)`.
fn quoted_param_shape(line: &str) -> bool {
    if !line.trim_start().starts_with("def ") {
        return false;
    }
    line.match_indices("T.Buffer((").any(|(i, m)| {
        let mut depth = 1;
        for c in line[i + m.len()..].chars() {
            match c {
                '(' => depth += 1,
                ')' if depth == 1 => return false,
                ')' => depth -= 1,
                '"' => return true,
                _ => {}
            }
        }
        false
    })
}

/// Where TVM 0.27 cannot read its own printout back, our printer emits an
/// equivalent form TVM does read (parseability wins over textual identity):
/// the reason, when `golden` shows one of those forms.
fn own_form(golden: &str) -> Option<&'static str> {
    if golden.lines().any(quoted_param_shape) || golden.contains("from typing import TypeVar") {
        return Some(
            "symbolic parameter shapes print as strings in TVM, which TVM does not parse: we print T.match_buffer",
        );
    }
    if golden.contains("metadata[") {
        return Some("TVM elides strings as metadata references: we print the literal");
    }
    if golden.contains(".view(\"") && golden.contains("s_tir=True") {
        return Some(
            "dtype views do not parse in s_tir functions: we print T.decl_buffer(..., data=buf.data)",
        );
    }
    None
}

fn check_program(path: &Path, manifest: &serde_json::Value) -> Outcome {
    let key = key_of(path);
    let text = read(path);
    let parsed = match reader::parse_source(&text, &path.display().to_string()) {
        Ok(p) => p,
        Err(e) => return Outcome::Rejected(e.to_string()),
    };
    let bare = manifest["programs"][&key]["kind"].as_str() == Some("prim_func");
    let m = parsed.module;
    let ours = if bare {
        let Some((name, f)) = m.iter().next() else {
            return Outcome::PrintedDifferently("no function".into());
        };
        printer::print_func(name, f)
    } else {
        printer::print_module(&m)
    };
    let (a, b) = (normalize(&ours), normalize(&text));
    let tvm_reads_it = manifest["programs"][&key]["tvm_reparse_equal"]
        .as_bool()
        .unwrap_or(false);
    let reparsed = path.with_extension("reparsed.txt");
    let own = if a != b && !tvm_reads_it {
        if reparsed.exists() && normalize(&read(&reparsed)) == a {
            Some(
                "TVM's parser reads TVM's printout back as something else; we read it as TVM's parser does",
            )
        } else {
            own_form(&text)
        }
    } else {
        None
    };
    if a != b && own.is_none() {
        let first = a
            .iter()
            .zip(&b)
            .position(|(x, y)| x != y)
            .unwrap_or(a.len().min(b.len()));
        return Outcome::PrintedDifferently(format!(
            "line {}:\n    ours: {}\n    tvm:  {}",
            first + 1,
            a.get(first).map_or("<end>", |s| s.as_str()),
            b.get(first).map_or("<end>", |s| s.as_str())
        ));
    }
    // Our printout must read back to the same module.
    match reader::parse_module(&ours, &format!("{key} (printed)")) {
        Ok(again) => match module_equal(&m, &again) {
            Ok(()) => own.map_or(Outcome::Equal, Outcome::OwnForm),
            Err(e) => {
                Outcome::PrintedDifferently(format!("our printout reads back different: {e}"))
            }
        },
        Err(e) => Outcome::PrintedDifferently(format!("our printout does not read back: {e}")),
    }
}

fn check_pair(case: &Path) -> Result<(), String> {
    let result = std::panic::catch_unwind(|| run_case(case))
        .map_err(|p| {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            format!("panicked: {msg}")
        })?
        .map_err(|e| e.to_string())?;
    match compare_with_tvm(case, &result) {
        Some((_, outcome)) => outcome,
        None => Err("no TVM output stored".into()),
    }
}

#[test]
fn tvm_test_programs_read_print_and_pass_like_tvm() {
    let dir = corpus();
    let manifest: serde_json::Value =
        serde_json::from_str(&read(&dir.join("manifest.json"))).expect("manifest.json");
    let known = deviations();
    let mut report = String::new();
    let mut unexpected = Vec::new();
    let mut fixed = Vec::new();
    let mut seen = Vec::new();

    let mut failing: BTreeMap<String, String> = BTreeMap::new();
    let mut on_failure = |key: &str, what: &str, detail: &str, report: &mut String| {
        report.push_str(&format!("{key}: {what}: {detail}\n"));
        let reason = known
            .get(key)
            .cloned()
            .unwrap_or_else(|| format!("{what}: {}", cause(detail)));
        failing.insert(key.to_string(), reason);
        if !known.contains_key(key) {
            unexpected.push(format!("{key}: {what}: {detail}"));
        }
    };

    // Programs.
    let programs = inputs(&dir.join("programs"));
    let (mut equal, mut own, mut rejected, mut differ) = (0usize, 0usize, 0usize, 0usize);
    let mut causes: BTreeMap<String, usize> = BTreeMap::new();
    for p in &programs {
        let key = key_of(p);
        seen.push(key.clone());
        match check_program(p, &manifest) {
            Outcome::Equal => {
                equal += 1;
                if known.contains_key(&key) {
                    fixed.push(key);
                }
            }
            Outcome::OwnForm(reason) => {
                own += 1;
                *causes.entry(format!("own form: {reason}")).or_default() += 1;
                if known.contains_key(&key) {
                    fixed.push(key);
                }
            }
            Outcome::Rejected(e) => {
                rejected += 1;
                *causes
                    .entry(format!("rejected: {}", cause(&e)))
                    .or_default() += 1;
                on_failure(&key, "rejected", &e, &mut report);
            }
            Outcome::PrintedDifferently(e) => {
                differ += 1;
                *causes.entry("printed differently".into()).or_default() += 1;
                on_failure(&key, "printed differently", &e, &mut report);
            }
        }
    }

    // Pass pairs.
    let pairs = inputs(&dir.join("pairs"));
    let (mut pair_equal, mut pair_fail) = (0usize, 0usize);
    for case in &pairs {
        let key = key_of(case);
        seen.push(key.clone());
        match check_pair(case) {
            Ok(()) => {
                pair_equal += 1;
                if known.contains_key(&key) {
                    fixed.push(key);
                }
            }
            Err(e) => {
                pair_fail += 1;
                *causes
                    .entry(format!("pass pair: {}", cause(&e)))
                    .or_default() += 1;
                on_failure(&key, "pass pair", &e, &mut report);
            }
        }
    }

    let n = programs.len().max(1) as f64;
    println!(
        "TVM test corpus: {} programs: {} read ({:.1}%), {equal} printed TVM-equal ({:.1}%), {own} in our documented form where TVM cannot read its own printout ({:.1}% together), {rejected} rejected, {differ} printed differently; {} pass pairs: {pair_equal} equal to TVM, {pair_fail} not",
        programs.len(),
        programs.len() - rejected,
        100.0 * (programs.len() - rejected) as f64 / n,
        100.0 * equal as f64 / n,
        100.0 * (equal + own) as f64 / n,
        pairs.len(),
    );
    let mut by_count: Vec<(&String, &usize)> = causes.iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    for (c, k) in by_count {
        println!("  {k:4}  {c}");
    }
    if let Some(path) = std::env::var_os("TIRSAT_CORPUS_REPORT") {
        std::fs::write(path, &report).expect("write the corpus report");
    }
    if std::env::var_os("TIRSAT_CORPUS_WRITE_DEVIATIONS").is_some() {
        let mut text = String::from(DEVIATIONS_HEADER);
        for (k, r) in &failing {
            text.push_str(&format!("{k}  # {r}\n"));
        }
        std::fs::write(corpus().join("deviations.txt"), text).expect("write deviations.txt");
        return;
    }
    let stale: Vec<&String> = known.keys().filter(|k| !seen.contains(k)).collect();
    assert!(
        stale.is_empty(),
        "deviations.txt lists entries that are not in the corpus: {stale:?}"
    );
    assert!(
        fixed.is_empty(),
        "these listed deviations now pass; remove them from deviations.txt: {fixed:?}"
    );
    assert!(
        unexpected.is_empty(),
        "{} failures not in deviations.txt:\n{}",
        unexpected.len(),
        unexpected.join("\n")
    );
}
