//! Every rule shipped in `rules/` is sound: checked by evaluation on a small
//! exhaustive domain ([-6, 6] per variable, several analysis-fact choices per
//! point) and on random 64-bit values (see `tirsat::tools::soundness`).

use tirsat::arith::rules::RuleSet;
use tirsat::tools::soundness::{CheckConfig, check_rule};

#[test]
fn all_shipped_rules_are_sound() {
    let rules = RuleSet::load_dir(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("rules")
            .as_path(),
    )
    .expect("rules/ loads");
    let builtin = RuleSet::builtin().expect("built-in rules load");
    assert_eq!(
        rules.rules().len(),
        builtin.rules().len(),
        "built-in copy matches rules/"
    );
    let cfg = CheckConfig::default();
    let mut failures = Vec::new();
    let mut never_applied = Vec::new();
    for r in rules.rules() {
        let rep = check_rule(r, &cfg);
        if let Some(f) = rep.failure {
            failures.push(format!("{}:{} {}: {:?}", r.file, r.line, r.name, f));
        } else if rep.evaluated == 0 {
            never_applied.push(r.name.clone());
        }
    }
    assert!(
        failures.is_empty(),
        "unsound rules:\n{}",
        failures.join("\n")
    );
    assert!(
        never_applied.is_empty(),
        "rules never exercised by the checker: {never_applied:?}"
    );
}
