//! `tirsat rules check|derive|ablate|stats` and `tirsat prove-bench` on tiny
//! fixtures (`tests/fixtures/explore/`): unsound rules are caught with their
//! location and a counterexample, redundancy is found, and bad input gives a
//! located error, never a panic.

mod common;

use std::path::PathBuf;
use std::process::{Command, Output};

use tirsat::arith::RuleSet;
use tirsat::tools::explore::derive::{DeriveLimits, redundant_rules};

fn tirsat() -> Command {
    common::tirsat()
}

fn fixture(p: &str) -> PathBuf {
    common::root().join("tests/fixtures/explore").join(p)
}

/// A fresh scratch directory and its path (removed when the guard drops).
fn temp_dir(name: &str) -> (tempfile::TempDir, PathBuf) {
    let d = common::scratch(&format!("explore-{name}"));
    let p = d.path().to_path_buf();
    (d, p)
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).to_string(),
        String::from_utf8_lossy(&o.stderr).to_string(),
    )
}

/// One `error: ...` line, exit 1, no panic.
fn assert_located_error(o: &Output, prefix: &str) {
    let (_, err) = text(o);
    assert_eq!(o.status.code(), Some(1), "stderr: {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with(&format!("error: {prefix}")),
        "expected `error: {prefix}...`, got {err}"
    );
}

#[test]
fn check_catches_unsound_rule_with_location_and_counterexample() {
    let (_dir_dir, dir) = temp_dir("unsound");
    let file = dir.join("bad.rules");
    std::fs::write(
        &file,
        "ok: (+ ?x 0) => ?x\n# comment\nbad-div: (* (floordiv ?x ?c) ?c) => ?x\n  if ?c > 0\n",
    )
    .unwrap();
    let o = tirsat()
        .args(["rules", "check", "--random", "2000"])
        .arg(&dir)
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{out}{err}");
    let line = out
        .lines()
        .find(|l| l.contains("UNSOUND"))
        .unwrap_or_else(|| panic!("no UNSOUND line: {out}"));
    assert!(
        line.starts_with(&format!("{}:3: bad-div: UNSOUND: ", file.display())),
        "{line}"
    );
    // The counterexample names the values and both sides' values differ.
    assert!(line.contains("?x = ") && line.contains("?c = "), "{line}");
    let lhs: i128 = field(line, "lhs = ");
    let rhs: i128 = field(line, "rhs = ");
    assert_ne!(lhs, rhs, "{line}");
    assert!(out.contains("1 unsound"), "{out}");

    // JSON output has the same verdict.
    let o = tirsat()
        .args(["rules", "check", "--random", "2000", "--json"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["unsound"], 1);
    assert_eq!(v["report"]["rules"][1]["line"], 3);
}

fn field(line: &str, key: &str) -> i128 {
    let rest = &line[line.find(key).unwrap() + key.len()..];
    let end = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '-'))
        .unwrap_or(rest.len());
    rest[..end].parse().unwrap()
}

#[test]
fn check_passes_sound_rules_and_flags_growth() {
    let o = tirsat()
        .args(["rules", "check", "--random", "1000"])
        .arg(fixture("rules"))
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{out}{err}");
    assert!(out.contains("0 unsound"), "{out}");
    assert!(
        out.lines()
            .any(|l| l.contains("add-comm") && l.contains("3 -> 3")),
        "{out}"
    );
}

#[test]
fn derive_finds_redundant_rule() {
    let rs = RuleSet::load_dir(&fixture("rules")).unwrap();
    let ds = redundant_rules(&rs, &DeriveLimits::default());
    let get = |n: &str| ds.iter().find(|d| d.name == n).unwrap();
    // (+ 0 ?x) follows from commutativity and (+ ?x 0).
    assert!(get("zero-add").derived(), "{:?}", get("zero-add"));
    // Conditional rules are skipped.
    assert_eq!(get("mod-small").verdict(), "skipped");
    // Nothing else in the set speaks about `min` without a condition.
    assert_eq!(get("min-comm").verdict(), "not-derived");

    let o = tirsat()
        .args(["rules", "derive"])
        .arg(fixture("rules"))
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("derived") && l.contains("zero-add")),
        "{out}"
    );
}

#[test]
fn derive_against_halide_format() {
    let o = tirsat()
        .args(["rules", "derive", "--json", "--against"])
        .arg(fixture("halide-like.rules"))
        .arg(fixture("rules"))
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let f = &v[0];
    assert_eq!(f["targets"], 7);
    // `likely` (`^` is `bitwise_xor`).
    assert_eq!(f["unsupported"], 1);
    // (+ ?x 0), (+ 0 ?x), (- ?x ?x), (/ (* ?x 2) 2) (linear forms) are derived;
    // (< ?x ?x) needs a comparison rule the small set lacks... or the
    // analysis; at least the first three.
    assert!(f["derived"].as_u64().unwrap() >= 3, "{out}");
}

#[test]
fn ablate_and_stats_on_a_tiny_corpus() {
    let o = tirsat()
        .args(["rules", "ablate", "--json", "--corpus"])
        .arg(fixture("corpus.txt"))
        .arg(fixture("rules"))
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["expressions"], 5);
    let row = |n: &str| {
        v["rules"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == n)
            .unwrap()
            .clone()
    };
    assert!(row("min-le")["worse"].as_u64().unwrap() >= 1, "{out}");
    assert!(row("mod-small")["worse"].as_u64().unwrap() >= 1, "{out}");
    // The rewrites written in Rust are entries of the directory like any
    // rule: listed with their location, measured by leaving them out.
    for (name, line) in [
        ("linear-sum", 9),
        ("linear-compare", 11),
        ("linear-div", 13),
    ] {
        let loc = row(name)["location"].as_str().unwrap().to_string();
        assert!(
            loc.ends_with(&format!("linear.rules:{line}")),
            "{name}: {loc}"
        );
    }
    // Leaving `linear-sum` out is measured: nothing else in the small set
    // combines like terms (`x * 2 + x` is `x * 3`).
    let (_sums_dir, sums_parent) = temp_dir("sums");
    let sums = sums_parent.join("sums.txt");
    std::fs::write(&sums, "x * 2 + x\n").unwrap();
    let o = tirsat()
        .args(["rules", "ablate", "--corpus"])
        .arg(&sums)
        .arg(fixture("rules"))
        .output()
        .unwrap();
    let (table, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let first = table.lines().nth(1).unwrap_or_default();
    assert!(
        first.starts_with("linear-sum") && first.contains("linear.rules:9      1"),
        "{table}"
    );
    // Deterministic: the same bytes twice (without --time).
    let again = tirsat()
        .args(["rules", "ablate", "--corpus"])
        .arg(fixture("corpus.txt"))
        .arg(fixture("rules"))
        .output()
        .unwrap();
    let again2 = tirsat()
        .args(["rules", "ablate", "--corpus"])
        .arg(fixture("corpus.txt"))
        .arg(fixture("rules"))
        .output()
        .unwrap();
    assert_eq!(again.stdout, again2.stdout);

    let o = tirsat()
        .args(["rules", "stats", "--json", "--corpus"])
        .arg(fixture("corpus.txt"))
        .arg(fixture("rules"))
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["expressions"], 5);
    let add_zero = v["rules"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == "add-zero")
        .unwrap();
    assert!(add_zero["expressions"].as_u64().unwrap() >= 3, "{out}");
    let stops: u64 = v["stop_reasons"]
        .as_object()
        .unwrap()
        .values()
        .map(|x| x.as_u64().unwrap())
        .sum();
    assert_eq!(stops, 5);
}

#[test]
fn prove_bench_on_tiny_goal_file() {
    let o = tirsat()
        .args(["prove-bench", "--format", "caviar", "--json"])
        .arg(fixture("goals.csv"))
        .output()
        .unwrap();
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(0), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let s = &v["summary"];
    assert_eq!(s["goals"], 5);
    let verdict = |i: usize| v["goals"][i]["verdict"].as_str().unwrap().to_string();
    assert_eq!(verdict(0), "true");
    assert_eq!(verdict(1), "false");
    assert_eq!(verdict(3), "true");
    assert_eq!(verdict(4), "false");
    // Every false verdict carries a counterexample that really falsifies it.
    for g in v["goals"].as_array().unwrap() {
        if g["verdict"] == "false" {
            assert!(g["counterexample"].is_array(), "{g}");
        }
    }
    assert_eq!(s["agreement"]["disagree"], 0);
    // The table names the counts.
    let o = tirsat()
        .args(["prove-bench", "--format", "caviar"])
        .arg(fixture("goals.csv"))
        .output()
        .unwrap();
    let (out, _) = text(&o);
    assert!(out.contains("proved false:  2"), "{out}");
}

#[test]
fn located_errors() {
    let (_dir_dir, dir) = temp_dir("errors");
    let corpus = dir.join("corpus.txt");
    std::fs::write(&corpus, "x + 1\n(x + \n").unwrap();
    let o = tirsat()
        .args(["rules", "stats", "--corpus"])
        .arg(&corpus)
        .output()
        .unwrap();
    assert_located_error(&o, &format!("{}:2:", corpus.display()));

    let corpus2 = dir.join("corpus2.txt");
    std::fs::write(&corpus2, "x + 1 | x=5:1\n").unwrap();
    let o = tirsat()
        .args(["rules", "ablate", "--corpus"])
        .arg(&corpus2)
        .output()
        .unwrap();
    assert_located_error(&o, &format!("{}:1:9:", corpus2.display()));

    let goals = dir.join("goals.csv");
    std::fs::write(
        &goals,
        "ID,Expression,HalideResult,HalideTime\n1,( < v0 1 ),0,1\n2,( < v0 ,0,1\n",
    )
    .unwrap();
    let o = tirsat()
        .args(["prove-bench", "--format", "caviar"])
        .arg(&goals)
        .output()
        .unwrap();
    assert_located_error(&o, &format!("{}:3:", goals.display()));

    let bad_rules = dir.join("h.rules");
    std::fs::write(&bad_rules, "(+ ?x 0) ==> ?x\n(+ ?x 0 ==> ?x\n").unwrap();
    let o = tirsat()
        .args(["rules", "derive", "--against"])
        .arg(&bad_rules)
        .output()
        .unwrap();
    assert_located_error(&o, &format!("{}:2:", bad_rules.display()));

    let (_rdir_dir, rdir) = temp_dir("bad-rules-dir");
    std::fs::write(rdir.join("x.rules"), "a: (+ ?x 0) => ?y\n").unwrap();
    let o = tirsat()
        .args(["rules", "check"])
        .arg(&rdir)
        .output()
        .unwrap();
    assert_located_error(&o, &format!("{}:1:", rdir.join("x.rules").display()));

    std::fs::write(
        rdir.join("x.rules"),
        "# linear forms\nlinear-sum: (+ ?a ?b) => @linear_frob\n",
    )
    .unwrap();
    let o = tirsat()
        .args(["rules", "ablate", "--corpus"])
        .arg(fixture("corpus.txt"))
        .arg(&rdir)
        .output()
        .unwrap();
    assert_located_error(&o, &format!("{}:2:26:", rdir.join("x.rules").display()));

    let o = tirsat()
        .args(["rules", "stats", "--corpus", "/nonexistent/corpus.txt"])
        .output()
        .unwrap();
    assert_located_error(&o, "/nonexistent/corpus.txt");
}
