//! `rules ablate`: what each rule is worth on a corpus.
//!
//! The corpus is simplified with the full rule set (the baseline) and once
//! with each rule (applier rules included) removed (in parallel across rules, each run on its own
//! [`Simplifier`], expressions in corpus order). Per rule:
//!
//! * `worse`: expressions whose result got larger without the rule (the
//!   rule's value), `better`: smaller without it (the rule hurts there),
//!   `changed`: any different result;
//! * `nodes_saved`: e-graph nodes over the corpus, baseline minus without the
//!   rule (negative: the rule costs e-graph growth); deterministic;
//! * `time_ms`: wall-clock time of the run without the rule (compare with the
//!   baseline's; not deterministic, and noisy when runs share cores).
//!
//! Limits should stop runs by iterations or nodes, not time, for the counts
//! to be reproducible ([`exploration_limits`]).
//!
//! ```
//! use tirsat_arith::RuleSet;
//! use tirsat_tools::explore::ablate::{ablate, exploration_limits};
//! use tirsat_tools::explore::corpus::parse_text_corpus;
//! let rs = RuleSet::parse("min-self: (min ?x ?x) => ?x\nmax-self: (max ?x ?x) => ?x", "t.rules").unwrap();
//! let c = parse_text_corpus("T.Min(x, x)\nT.Max(y, y) + T.Min(z, z)\n", "c.txt").unwrap();
//! let rep = ablate(&rs, &c, exploration_limits()).unwrap();
//! assert_eq!(rep.rules[0].worse, 2);
//! assert_eq!(rep.rules[1].worse, 1);
//! ```

use std::time::{Duration, Instant};

use rayon::prelude::*;
use serde::Serialize;

use super::corpus::CorpusItem;
use tirsat_arith::cost::expr_size;
use tirsat_arith::rules::{RuleError, RuleSet};
use tirsat_arith::simplify::{Limits, Simplifier};
use tirsat_ir::Expr;

/// The default limits with a generous time limit (a safety net only), so
/// iteration and node limits decide and results are reproducible.
pub fn exploration_limits() -> Limits {
    Limits {
        time_limit: Duration::from_secs(10),
        ..Limits::default()
    }
}

/// One run over the corpus.
#[derive(Clone, Debug)]
pub struct Run {
    pub results: Vec<Expr>,
    pub sizes: Vec<usize>,
    pub egraph_nodes: usize,
    pub time_ms: f64,
    /// Runs stopped by the time limit (their results may vary).
    pub time_limit_stops: usize,
}

/// Simplifies the corpus in order.
pub fn run_corpus(s: &Simplifier, corpus: &[CorpusItem]) -> Run {
    let t0 = Instant::now();
    let mut run = Run {
        results: Vec::with_capacity(corpus.len()),
        sizes: Vec::with_capacity(corpus.len()),
        egraph_nodes: 0,
        time_ms: 0.0,
        time_limit_stops: 0,
    };
    for item in corpus {
        s.clear_cache();
        let r = s.simplify_full(&item.expr, &item.facts);
        run.egraph_nodes += r.egraph_nodes;
        if r.stop == tirsat_arith::simplify::StopReason::TimeLimit {
            run.time_limit_stops += 1;
        }
        run.sizes.push(expr_size(&r.expr));
        run.results.push(r.expr);
    }
    run.time_ms = t0.elapsed().as_secs_f64() * 1e3;
    run
}

/// One rule's ablation result.
#[derive(Clone, Debug, Serialize)]
pub struct Ablation {
    pub name: String,
    pub location: String,
    pub worse: usize,
    pub better: usize,
    pub changed: usize,
    pub nodes_saved: i64,
    pub time_ms: f64,
    pub time_limit_stops: usize,
}

/// The ablation report.
#[derive(Clone, Debug, Serialize)]
pub struct AblateReport {
    pub expressions: usize,
    /// Total result size with the full set.
    pub baseline_size: usize,
    pub baseline_nodes: usize,
    pub baseline_time_ms: f64,
    pub baseline_time_limit_stops: usize,
    /// One row per rule, in rule order, then one per applier rule.
    pub rules: Vec<Ablation>,
}

/// Runs the ablation.
pub fn ablate(
    rs: &RuleSet,
    corpus: &[CorpusItem],
    limits: Limits,
) -> Result<AblateReport, RuleError> {
    let entries = rs.entries();
    let full = rs.without("")?;
    let base = run_corpus(&Simplifier::new(full, limits), corpus);
    let rows: Vec<Ablation> = entries
        .par_iter()
        .map(|(name, location)| -> Result<Ablation, RuleError> {
            let set = rs.without(name)?;
            let run = run_corpus(&Simplifier::new(set, limits), corpus);
            let mut a = Ablation {
                name: name.to_string(),
                location: location.clone(),
                worse: 0,
                better: 0,
                changed: 0,
                nodes_saved: base.egraph_nodes as i64 - run.egraph_nodes as i64,
                time_ms: run.time_ms,
                time_limit_stops: run.time_limit_stops,
            };
            let pairs = run.results.iter().zip(&base.results);
            for ((r, b), (rs, bs)) in pairs.zip(run.sizes.iter().zip(&base.sizes)) {
                if r != b {
                    a.changed += 1;
                }
                match rs.cmp(bs) {
                    std::cmp::Ordering::Greater => a.worse += 1,
                    std::cmp::Ordering::Less => a.better += 1,
                    std::cmp::Ordering::Equal => {}
                }
            }
            Ok(a)
        })
        .collect::<Result<_, _>>()?;
    Ok(AblateReport {
        expressions: corpus.len(),
        baseline_size: base.sizes.iter().sum(),
        baseline_nodes: base.egraph_nodes,
        baseline_time_ms: base.time_ms,
        baseline_time_limit_stops: base.time_limit_stops,
        rules: rows,
    })
}
