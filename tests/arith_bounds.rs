//! Proofs that need bounds through `min`/`max` and floor quotients
//! (`crates/tirsat-arith/src/bound.rs`), the `<=` splits of `min`/`max` and the quotient
//! splits of `rules/`, and conjunctions decided conjunct by conjunct
//! (issue 32 pt 3: every goal Caviar proves on its Halide set).

use std::time::Duration;

use tirsat::arith::{Facts, Limits, ProveResult, RuleSet, Simplifier};
use tirsat::script::reader::{VarEnv, parse_expr};
use tirsat::tools::explore::caviar::{DecideOptions, Verdict, decide, read_caviar_csv};

fn prover() -> Simplifier {
    // Iteration and node limits decide; the time limit is a safety net
    // (debug builds on a loaded machine).
    let limits = Limits {
        time_limit: Duration::from_secs(20),
        ..Limits::default()
    };
    Simplifier::new(RuleSet::builtin().unwrap(), limits)
}

fn proves(s: &Simplifier, text: &str) -> bool {
    let mut env = VarEnv::new();
    let e = parse_expr(text, &mut env).unwrap();
    matches!(s.prove(&e, &Facts::new()), ProveResult::Proved(_))
}

#[test]
fn bounds_through_min_max_and_quotients() {
    let s = prover();
    for goal in [
        // A min/max operand provably below the other (26526's core).
        "T.min(T.max(x + 1, y), x) == x",
        // The remainder hidden in a quotient: q - q // 64 * 64 is in [0, 63].
        "q <= q // 64 * 64 + 63",
        // max(d, 499 - d) >= 249.5 (12357's core).
        "T.max(a - b, b - a + 499) >= 250",
        // Quotients of quotients: (s + 7) // 8 is (s - 1) // 8 + 1 (7466's core).
        "((s + 7) // 8 - v - 1) // 4 <= ((s - 1) // 8 - v + 1) // 4",
        // Differences of maxes of shifted operands (62's core).
        "T.max((a + 1) // 32, 0) - T.max(a // 32, -1) >= 0",
        // A min inside a division (767's core).
        "T.min(p, T.min(q, 7) * 4 + 3) // 4 <= q",
        // Pairs of clamps: min(max(min(w, 378), 129) * 8, max(min(w, 379), 130) * 8 + 1) is the first.
        "T.min(T.max(T.min(w, 378), 129) * 8, T.max(T.min(w, 379), 130) * 8 + 1) % 8 == 0",
    ] {
        assert!(proves(&s, goal), "not proved: {goal}");
    }
    // And nothing false: each of these has a counterexample.
    for wrong in [
        "T.min(T.max(x + 1, y), x) == y",
        "q <= q // 64 * 64 + 62",
        "T.max(a - b, b - a + 499) >= 251",
    ] {
        assert!(!proves(&s, wrong), "proved: {wrong}");
    }
}

/// The goals of Caviar's `lasteval_notproved.csv` named by issue 32 (62, 767,
/// 1854) and one of each family Caviar proves that we did not (2996 and 3135
/// are conjunctions). Needs `../shared/expr-bench/caviar`.
fn lasteval_goals() -> (Vec<tirsat::tools::explore::caviar::CsvGoal>, String) {
    // `TIRSAT_SHARED` names the shared folder when it is not beside the project.
    let shared = std::env::var("TIRSAT_SHARED")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared"));
    let path = shared.join("expr-bench/caviar/data/prefix/lasteval_notproved.csv");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (the Caviar goals are needed)", path.display()));
    let name = path.display().to_string();
    (read_caviar_csv(&text, &name).unwrap(), name)
}

/// Every goal of `lasteval_notproved.csv` that Caviar's own run proves true
/// (`tests/corpus/exprs/caviar_lasteval_proved_ids.txt`, 348 ids) is proved.
#[test]
fn every_lasteval_goal_caviar_proves_is_proved() {
    let (goals, path) = lasteval_goals();
    let list = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/exprs/caviar_lasteval_proved_ids.txt");
    let text = std::fs::read_to_string(&list).unwrap();
    let ids: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .flat_map(str::split_whitespace)
        .collect();
    assert_eq!(ids.len(), 348);
    let s = prover();
    let mut missed = Vec::new();
    for id in ids {
        let g = goals
            .iter()
            .find(|g| g.id == id)
            .unwrap_or_else(|| panic!("goal {id} not in {path}"));
        let d = decide(&s, &g.goal, &DecideOptions::default());
        if d.verdict != Verdict::True {
            missed.push(format!("{id}: {} ({})", d.verdict.name(), d.how));
        }
    }
    assert!(missed.is_empty(), "not proved: {missed:?}");
}

#[test]
fn caviar_goals_caviar_proves() {
    let (goals, path) = lasteval_goals();
    let s = prover();
    let ids = [
        "62", "767", "1854", "198", "1611", "2996", "3135", "5736", "7466", "12357", "18904",
        "26526", "10757", "16767",
    ];
    let mut missed = Vec::new();
    for id in ids {
        let g = goals
            .iter()
            .find(|g| g.id == id)
            .unwrap_or_else(|| panic!("goal {id} not in {path}"));
        let d = decide(&s, &g.goal, &DecideOptions::default());
        if d.verdict != Verdict::True {
            missed.push(format!("{id}: {} ({})", d.verdict.name(), d.how));
        }
    }
    assert!(missed.is_empty(), "not proved: {missed:?}");
}
