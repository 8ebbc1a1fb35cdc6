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
//! Where the text cannot decide (TVM cannot read its own printout back, or
//! reads it as another program; a pass pair whose input printout is lossy),
//! `scripts/oracle/tvm_test_corpus.py` has TVM 0.27 parse tirsat's printout
//! and compare it (`structural_equal`) with the object TVM's test built in
//! memory, and records the verdict in `manifest.json` (`ours_check`) with the
//! hash of the printout it was made on. Such a program counts as TVM-equal
//! only while our printout still hashes to it: a verdict made on another
//! printout (a printer change since), or an own form without one, fails the
//! test, which names the programs and the oracle command that refreshes them
//! (`--only` on their test files).
//!
//! Known deviations are listed with their reasons in
//! `tests/corpus/tvm_tests/deviations.txt`; any other failure fails the test,
//! and so does a listed program that now passes (remove it from the list), so
//! the list can only shrink. With `TIRSAT_CORPUS_REPORT=<file>` every failure
//! is written to that file in full; with `TIRSAT_CORPUS_WRITE_DEVIATIONS=1` the
//! list is rewritten to the current failures (reasons kept, new entries get
//! the failure's cause as reason, to be reviewed before committing).

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use common::golden::cases::{compare_with_tvm, run_case};
use common::golden::*;
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
    /// Our printout equals TVM's (modulo whitespace).
    Equal,
    /// Printed in a documented form of ours because TVM cannot read its own
    /// printout back (the reason), and the oracle checked that TVM parses our
    /// printout structurally equal to the object TVM's test built in memory.
    InMemoryEqual(&'static str),
    /// TVM's printout is lossy: TVM's parser reads it back as another program;
    /// the oracle checked that TVM parses our printout structurally equal to
    /// that re-parse (no reader can recover TVM's in-memory object from it).
    AsTvmReparse(&'static str),
    /// Printed in a documented form of ours, but no verdict of the oracle
    /// holds for our current printout (the script was not re-run since it
    /// changed, or could not decide): the reason.
    OwnFormUnverified(&'static str, String),
    /// The oracle's verdict recorded for this program was made on another
    /// printout of ours (a printer change since): the oracle must be re-run.
    Stale(String),
    Rejected(String),
    /// We reject it, and TVM's parser rejects TVM's own printout too (TVM's
    /// error, recorded by the oracle).
    RejectedLikeTvm(String, String),
    PrintedDifferently(String),
}

/// The hash an oracle verdict on a printout is recorded with
/// (`tvmio.printout_hash`): FNV-1a (64 bit) of the lines without trailing
/// blanks, empty lines dropped, joined by newlines.
fn printout_hash(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut first = true;
    for line in text.split('\n') {
        let line = line.trim_end_matches([' ', '\t', '\r']);
        if line.is_empty() {
            continue;
        }
        let sep: &[u8] = if first { b"" } else { b"\n" };
        first = false;
        for &b in sep.iter().chain(line.as_bytes()) {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("fnv1a64:{h:016x}")
}

/// The oracle's verdict on our printout `ours` (`ours_check` of a manifest
/// entry): `Ok(check)` when it was made on this very printout, otherwise why
/// it does not apply.
fn verdict<'a>(entry: &'a serde_json::Value, ours: &str) -> Result<&'a serde_json::Value, String> {
    let check = &entry["ours_check"];
    if check.is_null() {
        return Err("no in-memory check recorded".into());
    }
    if let Some(e) = check["tirsat_rejects"]
        .as_str()
        .or(check["tirsat_error"].as_str())
    {
        return Err(format!("the oracle's tirsat failed ({e})"));
    }
    match check["printout_hash"].as_str() {
        Some(h) if h == printout_hash(ours) => Ok(check),
        Some(h) => Err(format!(
            "our printout changed since the in-memory check (recorded {h}, now {})",
            printout_hash(ours)
        )),
        None => Err(format!("no in-memory verdict: {check}")),
    }
}

/// True when `entry` holds an oracle verdict made on another printout than
/// `ours` (stale since a printer change).
fn stale(entry: &serde_json::Value, ours: &str) -> bool {
    entry["ours_check"]["printout_hash"]
        .as_str()
        .is_some_and(|h| h != printout_hash(ours))
}

/// The command that refreshes the oracle's verdicts of the programs and pairs
/// of the test files of `keys` (`programs/<test file>/<name>`).
fn rerun_command(keys: &[String]) -> String {
    let mut files: Vec<&str> = keys.iter().filter_map(|k| k.split('/').nth(1)).collect();
    files.sort_unstable();
    files.dedup();
    let only: Vec<String> = files.iter().map(|f| format!("--only /{f}.py")).collect();
    format!(
        "cargo build --release --bin tirsat && ${{TVM_PYTHON:-.venv-tvm/bin/python}} scripts/oracle/tvm_test_corpus.py {}",
        only.join(" ")
    )
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
        Err(e) => {
            let note = manifest["programs"][&key]["reparse_note"]
                .as_str()
                .unwrap_or("");
            return match note.strip_prefix("printout does not parse: ") {
                Some(tvm) => Outcome::RejectedLikeTvm(e.to_string(), tvm.to_string()),
                None => Outcome::Rejected(e.to_string()),
            };
        }
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
    let as_reparse = reparsed.exists() && normalize(&read(&reparsed)) == a;
    let own = if a != b && !tvm_reads_it {
        if as_reparse {
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
        Ok(again) => {
            if let Err(e) = module_equal(&m, &again) {
                return Outcome::PrintedDifferently(format!(
                    "our printout reads back different: {e}"
                ));
            }
        }
        Err(e) => {
            return Outcome::PrintedDifferently(format!("our printout does not read back: {e}"));
        }
    }
    let entry = &manifest["programs"][&key];
    if stale(entry, &ours) {
        return Outcome::Stale(verdict(entry, &ours).err().unwrap_or_default());
    }
    let Some(reason) = own else {
        return Outcome::Equal;
    };
    // TVM's in-memory object decides what the text cannot.
    let check = match verdict(entry, &ours) {
        Ok(c) => c,
        Err(why) => return Outcome::OwnFormUnverified(reason, why),
    };
    if let Some(e) = check["tvm_rejects_ours"].as_str() {
        return Outcome::PrintedDifferently(format!(
            "TVM 0.27 does not parse our printout ({reason}): {e}"
        ));
    }
    match (check["in_memory"].as_str(), check["tvm_reparse"].as_str()) {
        (Some("equal"), _) => Outcome::InMemoryEqual(reason),
        (_, Some("equal")) if as_reparse => Outcome::AsTvmReparse(reason),
        _ if check["in_memory_as_tvm_parses"] == "equal" => Outcome::AsTvmReparse(LOSSY_UNPARSED),
        (v, r) => Outcome::PrintedDifferently(format!(
            "TVM parses our printout ({reason}) to another program than the one TVM's test built in memory (in memory: {}, TVM's re-parse of its printout: {}, TVM's object as TVM's parser reads its lossy forms: {})",
            v.unwrap_or("-"),
            r.unwrap_or("-"),
            check["in_memory_as_tvm_parses"].as_str().unwrap_or("-")
        )),
    }
}

/// The reason of a program whose TVM printout TVM cannot parse and whose
/// lossy forms we read as TVM's parser does (checked against TVM's object
/// with those forms as TVM's parser reads them).
const LOSSY_UNPARSED: &str = "TVM cannot parse its printout, whose lossy forms (T.attr(0, ...) over an IntImm node, a store of a non-int32 T.call_packed) we read as TVM's parser does";

/// How a pass pair compares with TVM.
enum PairOutcome {
    /// Equal to TVM's output (its printout, or its in-memory dump where the
    /// printout is lossy); `true` when the oracle's in-memory check on our
    /// current printout agrees.
    Equal(bool),
    /// The text/dump comparison fails, but the oracle checked that TVM parses
    /// our result structurally equal to TVM's in-memory result.
    InMemoryEqual,
    /// TVM's printout of the input is lossy (TVM's parser reads it back as
    /// another module): the oracle checked that TVM parses our result
    /// structurally equal to TVM's pass applied to that re-parse.
    EqualOnTvmReparse,
    /// TVM cannot parse its own printout of the input: the oracle checked
    /// that TVM parses our result structurally equal to TVM's pass applied to
    /// the input as TVM's parser reads the lossy forms of that printout.
    EqualOnInputAsTvmParses,
    /// The oracle's verdict was made on another printout of our result.
    Stale(String),
    Failed(String),
}

fn check_pair(case: &Path, manifest: &serde_json::Value) -> PairOutcome {
    let result = match std::panic::catch_unwind(|| run_case(case)) {
        Err(p) => {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            return PairOutcome::Failed(format!("panicked: {msg}"));
        }
        Ok(Err(e)) => return PairOutcome::Failed(e),
        Ok(Ok(r)) => r,
    };
    let entry = &manifest["pairs"][&key_of(case)];
    if let Ok(ours) = &result {
        let text = printer::print_module(ours);
        if stale(entry, &text) {
            return PairOutcome::Stale(verdict(entry, &text).err().unwrap_or_default());
        }
    }
    let e = match compare_with_tvm(case, &result) {
        Some((_, Ok(()))) => {
            let agrees = result.as_ref().is_ok_and(|ours| {
                verdict(entry, &printer::print_module(ours))
                    .is_ok_and(|c| c["in_memory"] == "equal")
            });
            return PairOutcome::Equal(agrees);
        }
        Some((_, Err(e))) => e,
        None => return PairOutcome::Failed("no TVM output stored".into()),
    };
    let Ok(ours) = &result else {
        return PairOutcome::Failed(e);
    };
    match verdict(entry, &printer::print_module(ours)) {
        Ok(check) if check["in_memory"] == "equal" => PairOutcome::InMemoryEqual,
        Ok(check) if check["on_tvm_reparse"] == "equal" => PairOutcome::EqualOnTvmReparse,
        Ok(check) if check["on_input_as_tvm_parses"] == "equal" => {
            PairOutcome::EqualOnInputAsTvmParses
        }
        Ok(check) => PairOutcome::Failed(format!("{e}\n    in-memory check: {check}")),
        Err(_) if entry["ours_check"].is_null() => PairOutcome::Failed(e),
        Err(why) => PairOutcome::Failed(format!("{e}\n    in-memory check: {why}")),
    }
}

#[test]
fn printout_hash_is_the_oracles() {
    // tvmio.printout_hash("a  \n\nb\r\n") and tvmio.printout_hash("a\nb").
    assert_eq!(printout_hash("a  \n\nb\r\n"), "fnv1a64:e5beb1190415e670");
    assert_eq!(printout_hash("a\nb"), "fnv1a64:e5beb1190415e670");
    assert_ne!(printout_hash("a\nb"), printout_hash("b\na"));
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
    let (mut equal, mut in_memory, mut as_reparse, mut unverified) = (0usize, 0, 0, 0);
    let (mut rejected, mut like_tvm, mut differ) = (0usize, 0usize, 0usize);
    let mut causes: BTreeMap<String, usize> = BTreeMap::new();
    let mut unverified_list = Vec::new();
    // Programs and pairs whose recorded verdict is stale or missing: the
    // oracle must be re-run on their test files (never listed as deviations).
    let mut rerun: Vec<(String, String)> = Vec::new();
    let mut like_tvm_list = Vec::new();
    // Programs whose printout TVM's own parser reads back (equal or not), and
    // how many of them are TVM-equal or read as TVM reads them.
    let (mut tvm_readable, mut tvm_readable_ok) = (0usize, 0usize);
    for p in &programs {
        let key = key_of(p);
        seen.push(key.clone());
        let readable = !manifest["programs"][&key]["reparse_note"]
            .as_str()
            .is_some_and(|n| n.starts_with("printout does not parse"));
        tvm_readable += usize::from(readable);
        let outcome = check_program(p, &manifest);
        if readable
            && matches!(
                outcome,
                Outcome::Equal | Outcome::InMemoryEqual(_) | Outcome::AsTvmReparse(_)
            )
        {
            tvm_readable_ok += 1;
        }
        let passed = match outcome {
            Outcome::Equal => {
                equal += 1;
                true
            }
            Outcome::InMemoryEqual(reason) => {
                in_memory += 1;
                *causes
                    .entry(format!("own form, TVM-equal in memory: {reason}"))
                    .or_default() += 1;
                true
            }
            Outcome::AsTvmReparse(reason) => {
                as_reparse += 1;
                *causes
                    .entry(format!(
                        "lossy TVM printout, equal to TVM's re-parse of it: {reason}"
                    ))
                    .or_default() += 1;
                true
            }
            Outcome::OwnFormUnverified(reason, why) => {
                unverified += 1;
                *causes
                    .entry(format!("own form, NOT verified in memory: {reason}"))
                    .or_default() += 1;
                unverified_list.push(format!("{key}: {why}"));
                rerun.push((key.clone(), why));
                true
            }
            Outcome::Stale(why) => {
                unverified += 1;
                *causes
                    .entry("oracle verdict stale (our printout changed)".into())
                    .or_default() += 1;
                rerun.push((key.clone(), why));
                false
            }
            Outcome::Rejected(e) => {
                rejected += 1;
                *causes
                    .entry(format!("rejected: {}", cause(&e)))
                    .or_default() += 1;
                on_failure(&key, "rejected", &e, &mut report);
                false
            }
            Outcome::RejectedLikeTvm(e, tvm) => {
                like_tvm += 1;
                *causes
                    .entry(format!(
                        "rejected, and TVM rejects its own printout too: {}",
                        cause(&e)
                    ))
                    .or_default() += 1;
                like_tvm_list.push(format!("{key}:\n      ours: {e}\n      TVM:  {tvm}"));
                on_failure(
                    &key,
                    "rejected (TVM rejects its own printout too)",
                    &format!("{e} | TVM 0.27: {tvm}"),
                    &mut report,
                );
                false
            }
            Outcome::PrintedDifferently(e) => {
                differ += 1;
                *causes.entry("printed differently".into()).or_default() += 1;
                on_failure(&key, "printed differently", &e, &mut report);
                false
            }
        };
        if passed && known.contains_key(&key) {
            fixed.push(key);
        }
    }

    // Pass pairs.
    let pairs = inputs(&dir.join("pairs"));
    let (mut pair_equal, mut pair_in_memory, mut pair_on_reparse, mut pair_fail) =
        (0usize, 0usize, 0usize, 0usize);
    let mut pair_as_parsed = 0usize;
    let mut pair_cross_checked = 0usize;
    for case in &pairs {
        let key = key_of(case);
        seen.push(key.clone());
        let passed = match check_pair(case, &manifest) {
            PairOutcome::Equal(agrees) => {
                pair_equal += 1;
                pair_cross_checked += usize::from(agrees);
                true
            }
            PairOutcome::InMemoryEqual => {
                pair_in_memory += 1;
                true
            }
            PairOutcome::EqualOnTvmReparse => {
                pair_on_reparse += 1;
                *causes
                    .entry("pass pair: TVM's input printout is lossy; equal to TVM's pass on TVM's re-parse of it".into())
                    .or_default() += 1;
                true
            }
            PairOutcome::EqualOnInputAsTvmParses => {
                pair_as_parsed += 1;
                *causes
                    .entry("pass pair: TVM cannot parse its input printout; equal to TVM's pass on the input as TVM's parser reads its lossy forms".into())
                    .or_default() += 1;
                true
            }
            PairOutcome::Stale(why) => {
                pair_fail += 1;
                *causes
                    .entry("pass pair: oracle verdict stale (our printout changed)".into())
                    .or_default() += 1;
                rerun.push((key.clone(), why));
                false
            }
            PairOutcome::Failed(e) => {
                pair_fail += 1;
                *causes
                    .entry(format!("pass pair: {}", cause(&e)))
                    .or_default() += 1;
                on_failure(&key, "pass pair", &e, &mut report);
                false
            }
        };
        if passed && known.contains_key(&key) {
            fixed.push(key);
        }
    }

    let total = programs.len();
    let pct = |k: usize, n: usize| 100.0 * k as f64 / n.max(1) as f64;
    let tvm_equal = equal + in_memory;
    println!(
        "TVM test corpus: {total} programs: {} read ({:.1}%); TVM-equal {tvm_equal} ({:.1}%) = {equal} printed TVM-equal (text) + {in_memory} in our form, TVM-equal in memory (checked by the oracle); {as_reparse} lossy TVM printouts read as TVM's parser reads them (checked); {unverified} in our form NOT verified; {rejected} rejected; {like_tvm} rejected where TVM rejects its own printout too; {differ} different",
        total - rejected - like_tvm,
        pct(total - rejected - like_tvm, total),
        pct(tvm_equal, total),
    );
    println!(
        "  TVM-equal or read as TVM's parser reads it: {} = {:.1}% of all {total}; over the {tvm_readable} programs whose printout TVM's parser reads back (it rejects {}): {tvm_readable_ok} = {:.1}%",
        tvm_equal + as_reparse,
        pct(tvm_equal + as_reparse, total),
        total - tvm_readable,
        pct(tvm_readable_ok, tvm_readable),
    );
    println!(
        "  {} pass pairs: {} equal to TVM ({pair_equal} by text or TVM's in-memory dump, of which the oracle's in-memory check also confirms {pair_cross_checked}; {pair_in_memory} by the oracle's in-memory check alone), {pair_on_reparse} equal to TVM's pass on TVM's re-parse of its lossy input printout, {pair_as_parsed} equal to TVM's pass on the input as TVM's parser reads its lossy printout (which TVM cannot parse), {pair_fail} not",
        pairs.len(),
        pair_equal + pair_in_memory,
    );
    let mut by_count: Vec<(&String, &usize)> = causes.iter().collect();
    by_count.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    for (c, k) in by_count {
        println!("  {k:4}  {c}");
    }
    if !like_tvm_list.is_empty() {
        println!("  rejected by us and by TVM's parser (of TVM's own printout):");
        for l in &like_tvm_list {
            println!("    {l}");
        }
    }
    if !unverified_list.is_empty() {
        println!("  own forms without an in-memory verdict for our current printout:");
        for l in &unverified_list {
            println!("    {l}");
        }
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
    let gone: Vec<&String> = known.keys().filter(|k| !seen.contains(k)).collect();
    assert!(
        gone.is_empty(),
        "deviations.txt lists entries that are not in the corpus: {gone:?}"
    );
    let keys: Vec<String> = rerun.iter().map(|(k, _)| k.clone()).collect();
    assert!(
        rerun.is_empty(),
        "{} programs/pairs have no oracle verdict for our current printout (stale or missing):\n{}\nre-run the oracle on their test files:\n    {}",
        rerun.len(),
        rerun
            .iter()
            .map(|(k, why)| format!("    {k}: {why}"))
            .collect::<Vec<_>>()
            .join("\n"),
        rerun_command(&keys)
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
