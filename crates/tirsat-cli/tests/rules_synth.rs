//! `tirsat rules corpus`, `tirsat rules synthesize` and `simplify-bench
//! --kernels`: the corpus of what the passes ask the arithmetic engine, the
//! committed kernel expression corpus with TVM's Analyzer results, and rule
//! synthesis (sound, deterministic, minimal against the set it extends).

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use tirsat::arith::RuleSet;
use tirsat::tools::explore::corpus::{load_corpus, parse_text_corpus};
use tirsat::tools::explore::derive::{DeriveLimits, derive_with};
use tirsat::tools::explore::enumerate::{Grammar, parse_ops};
use tirsat::tools::explore::synthesize::{SynthOptions, synthesize, write_rule_file};
use tirsat::tools::kernel_bench::load_kernel_cases;

fn tirsat() -> Command {
    common::tirsat()
}

fn root() -> PathBuf {
    common::root()
}

/// A fresh scratch directory and its path (removed when the guard drops).
fn temp_dir(name: &str) -> (tempfile::TempDir, PathBuf) {
    let d = common::scratch(&format!("synth-{name}"));
    let p = d.path().to_path_buf();
    (d, p)
}

fn run(args: &[&str]) -> Output {
    let o = tirsat().args(args).current_dir(root()).output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!err.contains("panicked"), "{err}");
    o
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).to_string()
}

const MERGE_CASE: &str = "tests/passes/MergeSharedMemoryAllocations/sibling_kernels.py";

#[test]
fn corpus_records_the_merge_passes_questions_with_thread_ranges() {
    let o = run(&[
        "rules",
        "corpus",
        "--passes",
        "MergeSharedMemoryAllocations",
        "--requests-only",
        MERGE_CASE,
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = stdout(&o);
    assert!(text.contains("MergeSharedMemoryAllocations: "), "{text}");
    // The in-place proof `255 - ta == ta` and an offset, with the range of
    // the thread variable.
    assert!(text.contains("255 - ta == ta | ta=0:256"), "{text}");
    assert!(!text.contains("indices of the lowered module"), "{text}");
    let items = parse_text_corpus(&text, "corpus.txt").unwrap();
    assert!(items.len() >= 3, "{text}");
    // Same input, same bytes.
    let again = run(&[
        "rules",
        "corpus",
        "--passes",
        "MergeSharedMemoryAllocations",
        "--requests-only",
        MERGE_CASE,
    ]);
    assert_eq!(stdout(&again), text);
}

#[test]
fn corpus_of_the_lowered_module_and_output_file() {
    let (_dir_dir, dir) = temp_dir("corpus");
    let out = dir.join("c.txt");
    let o = run(&[
        "rules",
        "corpus",
        "examples/matmul.py",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let c = load_corpus(&out).unwrap();
    assert!(c.len() >= 5, "{}", c.len());
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        text.contains("# examples/matmul.py: indices of the lowered module"),
        "{text}"
    );
    assert!(text.contains("| by=0:8, ty=0:16"), "{text}");
    // Without loop ranges the facts are only the passes' own.
    let o = run(&["rules", "corpus", "--as-handed", "examples/matmul.py"]);
    assert!(!stdout(&o).contains("by=0:8"), "{}", stdout(&o));
}

#[test]
fn corpus_errors_name_the_file_and_keep_going_skips() {
    let (_dir_dir, dir) = temp_dir("corpus-errors");
    let bad = dir.join("bad.py");
    std::fs::write(&bad, "@T.prim_func\ndef f(:\n").unwrap();
    let o = run(&["rules", "corpus", bad.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.starts_with("error: ") && err.contains("bad.py"),
        "{err}"
    );
    let o = run(&[
        "rules",
        "corpus",
        "--keep-going",
        bad.to_str().unwrap(),
        MERGE_CASE,
    ]);
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("bad.py: skipped"));
    let o = run(&["rules", "corpus", "--passes", "NoSuchPass", MERGE_CASE]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("unknown pass `NoSuchPass`"));
}

#[test]
fn committed_kernel_corpus_reads_and_benches() {
    let corpus = root().join("tests/corpus/exprs/kernels.txt");
    let tvm = root().join("tests/corpus/exprs/kernels.tvm.jsonl");
    let items = load_corpus(&corpus).unwrap();
    let cases = load_kernel_cases(&tvm).unwrap();
    assert!(items.len() >= 100, "{}", items.len());
    // TVM's result for every corpus line (the oracle failed on none).
    assert_eq!(cases.len(), items.len());
    let o = run(&[
        "simplify-bench",
        "--kernels",
        tvm.to_str().unwrap(),
        "--data",
        "/nonexistent-so-only-the-kernel-column",
    ]);
    // An explicit --data that does not exist is an error ...
    assert_eq!(o.status.code(), Some(1));
    // ... without --data the TVM tests are a column when found.
    let o = run(&["simplify-bench", "--kernels", tvm.to_str().unwrap()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = stdout(&o);
    assert!(text.lines().next().unwrap().contains("kernels"), "{text}");
    let row = |name: &str| {
        text.lines()
            .find(|l| l.starts_with(name))
            .unwrap_or_else(|| panic!("no row {name}: {text}"))
            .split_whitespace()
            .last()
            .unwrap()
            .to_string()
    };
    assert_eq!(row("not equivalent"), "0");
    assert_eq!(row("errors"), "0");
    assert_eq!(row("cases"), items.len().to_string());
}

fn small_options() -> SynthOptions {
    SynthOptions {
        grammar: Grammar {
            ops: parse_ops("+,-,min,max").unwrap(),
            vars: 2,
            consts: vec![0, 1],
            const_divisors: true,
        },
        max_size: 5,
        ..SynthOptions::default()
    }
}

#[test]
fn synthesized_rules_are_sound_new_and_minimal() {
    let current = RuleSet::parse(
        "add-zero: (+ ?a 0) => ?a\nadd-comm: (+ ?a ?b) => (+ ?b ?a)",
        "current.rules",
    )
    .unwrap();
    let opts = small_options();
    let rep = synthesize(&current, &opts);
    assert!(rep.kept.len() >= 5, "{:?}", rep.kept.len());
    assert_eq!(
        rep.candidates,
        rep.unsound + rep.derivable + rep.minimized_away + rep.kept.len()
    );
    let text = write_rule_file(&rep, &opts, "test");
    let set = RuleSet::parse(&text, "synth.rules").unwrap();
    // Sound under the full checker.
    let check = tirsat::tools::explore::check::check_rules(
        set.rules(),
        &tirsat::tools::explore::check::CheckOptions::default(),
    );
    assert_eq!(check.unsound().count(), 0);
    let limits = DeriveLimits::default();
    let cur: Vec<_> = current.rewrites().iter().collect();
    for (i, r) in set.rules().iter().enumerate() {
        // Not derivable by the set it extends ...
        assert!(!derive_with(&cur, r, &limits).derived(), "{}", r.name);
        // ... nor by the other kept rules with it (minimal).
        let others: Vec<_> = cur
            .iter()
            .copied()
            .chain(
                set.rewrites()[..set.rules().len()]
                    .iter()
                    .enumerate()
                    .filter(|(j, _)| *j != i)
                    .map(|(_, rw)| rw),
            )
            .collect();
        assert!(!derive_with(&others, r, &limits).derived(), "{}", r.name);
    }
    // Every kept rule has its provenance comment.
    assert_eq!(text.matches("# size ").count(), rep.kept.len());
    assert!(text.contains("not derived by the current set"));
}

#[test]
fn synthesize_cli_is_deterministic_and_checks_its_options() {
    let (_dir_dir, dir) = temp_dir("synth");
    std::fs::write(dir.join("one.rules"), "add-zero: (+ ?a 0) => ?a\n").unwrap();
    let d = dir.to_str().unwrap();
    let args = [
        "rules",
        "synthesize",
        d,
        "--ops",
        "+,min,max",
        "--vars",
        "2",
        "--consts=0",
        "--size",
        "5",
    ];
    let a = run(&args);
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    let b = tirsat()
        .args(args)
        .env("RAYON_NUM_THREADS", "1")
        .output()
        .unwrap();
    assert_eq!(stdout(&a), stdout(&b));
    let text = stdout(&a);
    assert!(text.contains("synth-1: "), "{text}");
    assert!(
        text.contains("(min ?a ?a) => ?a") || text.contains("(max ?a ?a) => ?a"),
        "{text}"
    );
    // The output is a rule file `rules check` finds sound.
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(out.join("synth.rules"), &text).unwrap();
    let c = run(&["rules", "check", "--random", "2000", out.to_str().unwrap()]);
    assert!(c.status.success(), "{}", stdout(&c));
    // Exit 2: a numeric range clap checks while parsing (crates/tirsat-cli/src/limits.rs);
    // exit 1: a value checked when the command starts.
    for (bad, msg, code) in [
        (vec!["--ops", "+,frob"], "unknown operator `frob`", 1),
        (vec!["--size", "0"], "--size", 2),
        (vec!["--consts", "1,x"], "`x` is not an integer", 1),
        (vec!["--time-budget=-1"], "--time-budget", 2),
        (vec!["--name", "a b"], "--name", 1),
    ] {
        let mut args = vec!["rules", "synthesize", d];
        args.extend(bad);
        let o = run(&args);
        assert_eq!(o.status.code(), Some(code), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(msg), "{err}");
    }
}

/// The committed synthesized rules (a fixture of the exploration tools,
/// `crates/tirsat-tools/fixtures/synthesized/`, not built in): they parse,
/// their names do not clash with the hand rules, they are sound, and with
/// them the hand rules derive Halide rules they do not derive alone.
#[test]
fn committed_synthesized_rules_extend_the_hand_rules() {
    let dir = root().join("crates/tirsat-tools/fixtures/synthesized");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rules"))
        .collect();
    files.sort();
    assert!(files.len() >= 5);
    let hand = RuleSet::builtin().unwrap();
    let mut rules = hand.rules().to_vec();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let set = RuleSet::parse(&text, &f.display().to_string()).unwrap();
        assert!(!set.rules().is_empty(), "{}", f.display());
        rules.extend(set.rules().iter().cloned());
    }
    let all = RuleSet::from_parts(rules, hand.applier_rules().to_vec()).unwrap();
    let synth = &all.rules()[hand.rules().len()..];
    let check = tirsat::tools::explore::check::check_rules(
        synth,
        &tirsat::tools::explore::check::CheckOptions {
            random: 5000,
            ..Default::default()
        },
    );
    assert_eq!(check.unsound().count(), 0);
    let targets = RuleSet::parse(
        "t1: (and (or ?x ?y) (or ?x ?z)) => (or ?x (and ?y ?z))\n\
         t2: (max (min (max ?x ?y) ?z) ?y) => (max (min ?x ?z) ?y)\n\
         t3: (min (select ?c (min ?z ?y) ?w) ?y) => (min (select ?c ?z ?w) ?y)",
        "targets.rules",
    )
    .unwrap();
    let limits = DeriveLimits::default();
    let hand_rw: Vec<_> = hand.rewrites().iter().collect();
    let all_rw: Vec<_> = all.rewrites().iter().collect();
    for t in targets.rules() {
        assert!(!derive_with(&hand_rw, t, &limits).derived(), "{}", t.name);
        assert!(derive_with(&all_rw, t, &limits).derived(), "{}", t.name);
    }
}

#[test]
fn kernel_cases_errors_are_located() {
    let (_dir_dir, dir) = temp_dir("kcases");
    let f = dir.join("k.jsonl");
    std::fs::write(&f, "{\"id\": \"k:1\", \"before\": \"x + 0\"}\n").unwrap();
    let e = load_kernel_cases(Path::new(&f)).unwrap_err().to_string();
    assert!(e.contains("k.jsonl:1"), "{e}");
}
