//! `rules stats`: how the rule set behaves on a corpus: per rule how often
//! it fired and on how many expressions, e-graph sizes and stop reasons.
//!
//! Every expression is simplified on its own (the cache is cleared before
//! each), in corpus order, so the counts are the same on every run as long
//! as no run is stopped by the time limit (the stop reasons say so).
//!
//! ```
//! use tirsat_arith::{Limits, RuleSet, Simplifier};
//! use tirsat_tools::explore::corpus::parse_text_corpus;
//! use tirsat_tools::explore::stats::corpus_stats;
//! let s = Simplifier::new(RuleSet::builtin().unwrap(), Limits::default());
//! let c = parse_text_corpus("x + 0\n(x * 2) // 2\n", "c.txt").unwrap();
//! let st = corpus_stats(&s, &c);
//! assert_eq!(st.expressions, 2);
//! assert!(st.rules.iter().any(|r| r.applications > 0));
//! ```

use std::collections::BTreeMap;
use std::time::Instant;

use serde::Serialize;

use super::corpus::CorpusItem;
use tirsat_arith::simplify::Simplifier;

/// One rule's activity.
#[derive(Clone, Debug, Serialize)]
pub struct RuleActivity {
    pub name: String,
    /// `FILE:LINE`, or `built-in` for the `linear-*` rewrites.
    pub location: String,
    /// Times it added something to an e-graph.
    pub applications: usize,
    /// Expressions on which it added something.
    pub expressions: usize,
}

/// Statistics of one corpus run.
#[derive(Clone, Debug, Serialize)]
pub struct CorpusStats {
    pub expressions: usize,
    /// Every rule in rule-set order (then the applier rules).
    pub rules: Vec<RuleActivity>,
    /// Stop reason name -> count.
    pub stop_reasons: BTreeMap<String, usize>,
    pub egraph_nodes_median: usize,
    pub egraph_nodes_mean: f64,
    pub egraph_nodes_max: usize,
    pub iterations_mean: f64,
    /// Wall-clock time of the whole run (not deterministic).
    pub time_ms: f64,
}

/// Simplifies every expression and gathers the statistics.
pub fn corpus_stats(s: &Simplifier, corpus: &[CorpusItem]) -> CorpusStats {
    let mut rules: Vec<RuleActivity> = s
        .rules()
        .entries()
        .into_iter()
        .map(|(name, location)| RuleActivity {
            name: name.to_string(),
            location,
            applications: 0,
            expressions: 0,
        })
        .collect();
    let index: BTreeMap<String, usize> = rules
        .iter()
        .enumerate()
        .map(|(i, r)| (r.name.clone(), i))
        .collect();
    let mut stop_reasons = BTreeMap::new();
    let mut nodes = Vec::with_capacity(corpus.len());
    let mut iterations = 0usize;
    let t0 = Instant::now();
    for item in corpus {
        s.clear_cache();
        let r = s.simplify_full(&item.expr, &item.facts);
        *stop_reasons.entry(r.stop.name().to_string()).or_insert(0) += 1;
        nodes.push(r.egraph_nodes);
        iterations += r.iterations;
        for (name, n) in &r.rule_applications {
            if let Some(&i) = index.get(name)
                && *n > 0
            {
                rules[i].applications += n;
                rules[i].expressions += 1;
            }
        }
    }
    let time_ms = t0.elapsed().as_secs_f64() * 1e3;
    let n = corpus.len().max(1) as f64;
    let mut sorted = nodes.clone();
    sorted.sort();
    CorpusStats {
        expressions: corpus.len(),
        rules,
        stop_reasons,
        egraph_nodes_median: sorted.get(sorted.len() / 2).copied().unwrap_or(0),
        egraph_nodes_mean: nodes.iter().sum::<usize>() as f64 / n,
        egraph_nodes_max: sorted.last().copied().unwrap_or(0),
        iterations_mean: iterations as f64 / n,
        time_ms,
    }
}
