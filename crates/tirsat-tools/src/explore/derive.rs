//! `rules derive`: can a rule set prove a rule (its two sides equal)?
//!
//! Both sides of the target go into one e-graph ([`term`](super::term): the
//! pattern variables become free variables), the rule set runs with fixed
//! limits, and the target is *derived* when the two sides end in one e-class
//! (or the analysis proves both the same constant). This is Ruler's
//! derivability test. Conditional targets are skipped (their conditions
//! speak about analysis facts, which free variables do not have).
//!
//! * [`redundant_rules`]: each unconditional rule of a set against the other
//!   rules of the same set: a derived rule is redundant (under these limits).
//! * [`derive_targets`]: how many rules of another set ours derive; targets
//!   that are unsound under our semantics (checked first by evaluation) are
//!   not counted.
//!
//! Limits are iterations and e-nodes, so results do not depend on the
//! machine; the time limit is a safety net and a run it stops is reported.
//!
//! ```
//! use tirsat_arith::rules::RuleSet;
//! use tirsat_tools::explore::derive::{redundant_rules, DeriveLimits};
//! let rs = RuleSet::parse(
//!     "add-zero: (+ ?x 0) => ?x\ncomm: (+ ?x ?y) => (+ ?y ?x)\nzero-add: (+ 0 ?x) => ?x",
//!     "t.rules",
//! ).unwrap();
//! let d = redundant_rules(&rs, &DeriveLimits::default());
//! assert!(d.iter().filter(|x| x.derived()).count() >= 1);
//! ```

use std::time::{Duration, Instant};

use egg::{BackoffScheduler, Rewrite, Runner};
use rayon::prelude::*;
use serde::Serialize;

use super::check::{CheckOptions, check_one};
use super::term::RuleTerms;
use tirsat_arith::analysis::{ArithAnalysis, ArithEGraph};
use tirsat_arith::interval::Interval;
use tirsat_arith::lang::Lang;
use tirsat_arith::rules::{Rule, RuleSet};

/// Limits of one derivation.
#[derive(Clone, Copy, Debug)]
pub struct DeriveLimits {
    pub iter_limit: usize,
    pub node_limit: usize,
    pub match_limit: usize,
    /// Safety net only (results stopped by it are marked).
    pub time_limit: Duration,
}

impl Default for DeriveLimits {
    fn default() -> Self {
        DeriveLimits {
            iter_limit: 8,
            node_limit: 20_000,
            match_limit: 1000,
            time_limit: Duration::from_secs(5),
        }
    }
}

/// The outcome for one target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "detail")]
pub enum Outcome {
    /// Both sides in one class after this many iterations.
    Derived(usize),
    /// Not within the limits; why the run stopped.
    NotDerived(String),
    /// Not attempted (conditional, ill-typed, ...).
    Skipped(String),
    /// The target is unsound under our semantics: the counterexample.
    Unsound(String),
}

/// One target's result.
#[derive(Clone, Debug, Serialize)]
pub struct Derivation {
    pub name: String,
    pub file: String,
    pub line: usize,
    pub rule: String,
    pub outcome: Outcome,
    pub egraph_nodes: usize,
}

impl Derivation {
    /// True when derived.
    pub fn derived(&self) -> bool {
        matches!(self.outcome, Outcome::Derived(_))
    }
    /// `derived`, `not-derived`, `skipped` or `unsound`.
    pub fn verdict(&self) -> &'static str {
        match self.outcome {
            Outcome::Derived(_) => "derived",
            Outcome::NotDerived(_) => "not-derived",
            Outcome::Skipped(_) => "skipped",
            Outcome::Unsound(_) => "unsound",
        }
    }
}

fn describe(r: &Rule) -> String {
    let mut s = format!("{} => {}", r.lhs, r.rhs);
    if let Some(c) = &r.cond_text {
        s.push_str(&format!(" if {c}"));
    }
    s
}

/// Tries to derive `target` with the rules of `rs`, leaving out rule number
/// `exclude` (its own rule, when checking redundancy).
pub fn derive_one(
    rs: &RuleSet,
    exclude: Option<usize>,
    target: &Rule,
    limits: &DeriveLimits,
) -> Derivation {
    let rewrites: Vec<&Rewrite<Lang, ArithAnalysis>> = rs
        .rewrites()
        .iter()
        .enumerate()
        .filter(|(i, _)| Some(*i) != exclude)
        .map(|(_, rw)| rw)
        .collect();
    derive_with(&rewrites, target, limits)
}

/// Tries to derive `target` with the given compiled rewrites (a rule set's,
/// or several sets' together).
pub fn derive_with(
    rewrites: &[&Rewrite<Lang, ArithAnalysis>],
    target: &Rule,
    limits: &DeriveLimits,
) -> Derivation {
    let mut d = Derivation {
        name: target.name.clone(),
        file: target.file.clone(),
        line: target.line,
        rule: describe(target),
        outcome: Outcome::Skipped(String::new()),
        egraph_nodes: 0,
    };
    if target.cond.is_some() || !target.bindings.is_empty() {
        d.outcome = Outcome::Skipped("conditional".into());
        return d;
    }
    let terms = match RuleTerms::new(&target.lhs, &target.rhs) {
        Ok(t) => t,
        Err(e) => {
            d.outcome = Outcome::Skipped(e);
            return d;
        }
    };
    let mut eg = ArithEGraph::new(ArithAnalysis::new(vec![Interval::top(); terms.vars.len()]));
    let l = eg.add_expr(&terms.lhs);
    let r = eg.add_expr(&terms.rhs);
    eg.rebuild();
    let same = move |eg: &ArithEGraph| {
        eg.find(l) == eg.find(r)
            || matches!((eg[l].data.constant(), eg[r].data.constant()), (Some(a), Some(b)) if a == b)
    };
    if same(&eg) {
        d.outcome = Outcome::Derived(0);
        return d;
    }
    eg.analysis.deadline = Instant::now().checked_add(limits.time_limit);
    let runner = Runner::<_, ArithAnalysis, ()>::default()
        .with_egraph(eg)
        .with_iter_limit(limits.iter_limit)
        .with_node_limit(limits.node_limit)
        .with_time_limit(limits.time_limit)
        .with_scheduler(BackoffScheduler::default().with_initial_match_limit(limits.match_limit))
        .with_hook(move |run| {
            if same(&run.egraph) {
                Err("derived".into())
            } else {
                Ok(())
            }
        })
        .run(rewrites.iter().copied());
    d.egraph_nodes = runner.egraph.total_size();
    d.outcome = if same(&runner.egraph) {
        Outcome::Derived(runner.iterations.len())
    } else {
        Outcome::NotDerived(match &runner.stop_reason {
            Some(egg::StopReason::Saturated) | None => "saturated".into(),
            Some(egg::StopReason::IterationLimit(_)) => "iteration-limit".into(),
            Some(egg::StopReason::NodeLimit(_)) => "node-limit".into(),
            Some(egg::StopReason::TimeLimit(_)) => "time-limit".into(),
            Some(egg::StopReason::Other(o)) => o.clone(),
        })
    };
    d
}

/// Each rule of `rs` against the others (in parallel, output in rule order).
pub fn redundant_rules(rs: &RuleSet, limits: &DeriveLimits) -> Vec<Derivation> {
    rs.rules()
        .par_iter()
        .enumerate()
        .map(|(i, r)| derive_one(rs, Some(i), r, limits))
        .collect()
}

/// Every rule of `targets` against all rules of `rs`. With `soundness`, each
/// target is first checked by evaluation under our semantics and an unsound
/// one is reported as [`Outcome::Unsound`] instead of being attempted.
pub fn derive_targets(
    rs: &RuleSet,
    targets: &[Rule],
    limits: &DeriveLimits,
    soundness: Option<&CheckOptions>,
) -> Vec<Derivation> {
    targets
        .par_iter()
        .map(|t| {
            if let Some(opts) = soundness {
                let c = check_one(t, opts);
                if let Some(cx) = c.counterexample {
                    return Derivation {
                        name: t.name.clone(),
                        file: t.file.clone(),
                        line: t.line,
                        rule: describe(t),
                        outcome: Outcome::Unsound(cx.summary()),
                        egraph_nodes: 0,
                    };
                }
            }
            derive_one(rs, None, t, limits)
        })
        .collect()
}
