//! `rules check`: every rule of a set checked for soundness by evaluation
//! ([`soundness`](crate::soundness)), and for growth under the term
//! order.
//!
//! The soundness check of one rule evaluates both sides (with the rule's
//! `where` bindings and condition, under analysis facts consistent with the
//! values) on every point of `[-small, small]^k` (sampled when there are too
//! many) and on [`CheckOptions::random`] random points with magnitudes up to
//! 64 bits. A failure carries the concrete values.
//!
//! The *order* is the number of nodes of a side (operators, variables and
//! literals count one each). A rule whose right side is larger than its left
//! side *grows* the term; one of equal size is a *permutation* (commutativity,
//! re-association). Neither is wrong in an e-graph, but both can loop in a
//! plain rewriting system and feed e-graph growth, so they are listed.
//!
//! ```
//! use tirsat_arith::rules::RuleSet;
//! use tirsat_tools::explore::check::{check_rules, CheckOptions, Growth};
//! let rs = RuleSet::parse(
//!     "ok: (+ ?x 0) => ?x\ncomm: (+ ?x ?y) => (+ ?y ?x)\nbad: (floordiv (* ?x ?c) ?c) => ?x",
//!     "demo.rules",
//! ).unwrap();
//! let opts = CheckOptions { random: 2000, ..CheckOptions::default() };
//! let rep = check_rules(rs.rules(), &opts);
//! assert_eq!(rep.unsound().count(), 0);
//! assert_eq!(rep.rules[1].growth, Growth::Same);
//! let bad = RuleSet::parse("bad: (* (floordiv ?x ?c) ?c) => ?x", "demo.rules").unwrap();
//! let rep = check_rules(bad.rules(), &opts);
//! assert_eq!(rep.unsound().count(), 1);
//! ```

use rayon::prelude::*;
use serde::Serialize;

use crate::soundness::{CheckConfig, Failure, check_rule};
use tirsat_arith::analysis::ClassData;
use tirsat_arith::interval::{NEG_INF, POS_INF};
use tirsat_arith::rules::{Rule, Term};

/// How hard to look.
#[derive(Clone, Copy, Debug)]
pub struct CheckOptions {
    /// Exhaustive values in `[-small, small]` per variable.
    pub small: i64,
    /// Largest number of exhaustive points per rule (more are sampled).
    pub max_exhaustive: usize,
    /// Random 64-bit-range points per rule.
    pub random: usize,
    pub seed: u64,
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions {
            small: 8,
            max_exhaustive: 100_000,
            random: 20_000,
            seed: 1,
        }
    }
}

/// How the right side compares with the left side under the size order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Growth {
    /// The right side is smaller.
    Shrinks,
    /// Same size (a permutation: possible loop).
    Same,
    /// The right side is larger (possible loop).
    Grows,
}

impl Growth {
    /// `shrinks`, `same` or `grows`.
    pub fn name(self) -> &'static str {
        match self {
            Growth::Shrinks => "shrinks",
            Growth::Same => "same",
            Growth::Grows => "grows",
        }
    }
}

/// A counterexample in printable form.
#[derive(Clone, Debug, Serialize)]
pub struct Counterexample {
    /// The width the rule fails at (`int32`, ..., or `unbounded`).
    pub width: String,
    /// `?x = 3` per pattern variable.
    pub values: Vec<(String, String)>,
    /// The analysis facts the condition was evaluated with, per variable
    /// (`[lo, hi] ≡ r mod c`).
    pub facts: Vec<(String, String)>,
    pub lhs: String,
    /// The right side's value, or why it has none.
    pub rhs: String,
}

impl Counterexample {
    fn from_failure(f: &Failure) -> Self {
        Counterexample {
            width: f.width.to_string(),
            values: f
                .values
                .iter()
                .map(|(n, v)| (n.clone(), v.to_string()))
                .collect(),
            facts: f
                .facts
                .iter()
                .map(|(n, d)| (n.clone(), facts_text(d)))
                .collect(),
            lhs: f.lhs.to_string(),
            rhs: match &f.rhs {
                Ok(v) => v.to_string(),
                Err(e) => format!("undefined ({e})"),
            },
        }
    }

    /// One line: `?x = 3, ?c = -2: lhs = 1, rhs = 0 (facts: ...)`.
    pub fn summary(&self) -> String {
        let vals: Vec<String> = self
            .values
            .iter()
            .map(|(n, v)| format!("{n} = {v}"))
            .collect();
        let facts: Vec<String> = self
            .facts
            .iter()
            .map(|(n, f)| format!("{n} in {f}"))
            .collect();
        format!(
            "at {}: {}: lhs = {}, rhs = {} (facts: {})",
            self.width,
            vals.join(", "),
            self.lhs,
            self.rhs,
            facts.join(", ")
        )
    }
}

/// `[lo, hi]` with `-inf`/`+inf`, and the congruence when it says something.
pub fn facts_text(d: &ClassData) -> String {
    let end = |v: i64| match v {
        NEG_INF => "-inf".to_string(),
        POS_INF => "+inf".to_string(),
        v => v.to_string(),
    };
    let mut s = format!("[{}, {}]", end(d.range.lo), end(d.range.hi));
    if d.modset.coeff > 1 {
        s.push_str(&format!(" = {} mod {}", d.modset.base, d.modset.coeff));
    }
    s
}

/// The verdict on one rule.
#[derive(Clone, Debug, Serialize)]
pub struct RuleCheck {
    pub name: String,
    pub file: String,
    pub line: usize,
    /// Points where the condition held and both sides were compared.
    pub evaluated: usize,
    /// Set when the rule is unsound.
    pub counterexample: Option<Counterexample>,
    pub lhs_size: usize,
    pub rhs_size: usize,
    pub growth: Growth,
}

impl RuleCheck {
    /// `FILE:LINE`.
    pub fn location(&self) -> String {
        format!("{}:{}", self.file, self.line)
    }
}

/// The verdicts on a rule set, in rule order.
#[derive(Clone, Debug, Serialize)]
pub struct CheckReport {
    pub rules: Vec<RuleCheck>,
}

impl CheckReport {
    /// The unsound rules.
    pub fn unsound(&self) -> impl Iterator<Item = &RuleCheck> {
        self.rules.iter().filter(|r| r.counterexample.is_some())
    }
    /// Sound rules never exercised (their condition never held): the check
    /// says nothing about them.
    pub fn never_exercised(&self) -> impl Iterator<Item = &RuleCheck> {
        self.rules
            .iter()
            .filter(|r| r.counterexample.is_none() && r.evaluated == 0)
    }
    /// Rules whose right side is not smaller.
    pub fn not_decreasing(&self) -> impl Iterator<Item = &RuleCheck> {
        self.rules.iter().filter(|r| r.growth != Growth::Shrinks)
    }
}

/// Where a rule stands in the size order.
pub fn growth(lhs: &Term, rhs: &Term) -> Growth {
    match rhs.size().cmp(&lhs.size()) {
        std::cmp::Ordering::Less => Growth::Shrinks,
        std::cmp::Ordering::Equal => Growth::Same,
        std::cmp::Ordering::Greater => Growth::Grows,
    }
}

/// Checks one rule.
pub fn check_one(rule: &Rule, opts: &CheckOptions) -> RuleCheck {
    let cfg = CheckConfig {
        small: opts.small,
        max_exhaustive: opts.max_exhaustive,
        facts_per_point: 4,
        random: opts.random,
        seed: opts.seed,
        ..CheckConfig::default()
    };
    let rep = check_rule(rule, &cfg);
    RuleCheck {
        name: rule.name.clone(),
        file: rule.file.clone(),
        line: rule.line,
        evaluated: rep.evaluated,
        counterexample: rep.failure.as_ref().map(Counterexample::from_failure),
        lhs_size: rule.lhs.size(),
        rhs_size: rule.rhs.size(),
        growth: growth(&rule.lhs, &rule.rhs),
    }
}

/// Checks every rule (in parallel; the report is in rule order and does not
/// depend on the number of threads).
pub fn check_rules(rules: &[Rule], opts: &CheckOptions) -> CheckReport {
    CheckReport {
        rules: rules.par_iter().map(|r| check_one(r, opts)).collect(),
    }
}
