//! `rules synthesize`: new rules found by enumeration, proved by the
//! soundness checker, kept when the current rule set cannot derive them,
//! and minimised (Ruler's method, on the engine's own e-graph).
//!
//! 1. **Enumerate** ([`enumerate`](super::enumerate)) terms over the
//!    operator set up to the size bound, layer by layer, in one e-graph.
//!    After each layer the current rule set runs on it (a few iterations),
//!    so terms it already proves equal become one class.
//! 2. **Candidates**: classes with the same values on the sample points,
//!    each paired with the smallest class of its group (larger side on the
//!    left; the right side's variables must occur on the left).
//! 3. **Check** each candidate with [`prove_candidate`], quickly (most
//!    wrong candidates fail).
//! 4. **Filter**: candidates the current set derives ([`derive`](super::derive)
//!    machinery) are dropped. Derived pairs and the remaining ones are
//!    merged in the enumeration e-graph, so the next layer builds on one of
//!    them only.
//! 5. **Minimise**: in order (smallest rules first), a candidate is kept only
//!    if the current set plus the rules kept so far cannot derive it, and
//!    it passes the full check of [`prove_candidate`]. What the kept rules
//!    derive needs no proof of its own. Then backward (largest first): a kept
//!    rule the current set and the other kept rules derive is dropped.
//!
//! Everything is deterministic for fixed options (the output does not depend
//! on the number of threads); only a run stopped by its time budget depends
//! on timing, and the output says so.
//!
//! ```
//! use tirsat_arith::RuleSet;
//! use tirsat_tools::explore::enumerate::{Grammar, parse_ops};
//! use tirsat_tools::explore::synthesize::{synthesize, write_rule_file, SynthOptions};
//! // Start from a set that only knows `?a + 0 => ?a`.
//! let current = RuleSet::parse("add-zero: (+ ?a 0) => ?a", "current.rules").unwrap();
//! let opts = SynthOptions {
//!     grammar: Grammar {
//!         ops: parse_ops("+,min,max").unwrap(),
//!         vars: 2,
//!         consts: vec![0],
//!         const_divisors: true,
//!     },
//!     max_size: 3,
//!     ..SynthOptions::default()
//! };
//! let rep = synthesize(&current, &opts);
//! let text = write_rule_file(&rep, &opts, "tirsat rules synthesize --ops +,min,max --vars 2 --size 3");
//! // Idempotence and commutativity of `min` are found; nothing unsound.
//! assert!(text.contains("(min ?a ?a) => ?a"));
//! assert!(text.contains("(min ?a ?b) => (min ?b ?a)"));
//! assert_eq!(rep.candidates, rep.unsound + rep.derivable + rep.minimized_away + rep.kept.len());
//! // The file is a rule file.
//! let back = RuleSet::parse(&text, "synth.rules").unwrap();
//! assert_eq!(back.rules().len(), rep.kept.len());
//! ```

use std::collections::HashSet;
use std::time::{Duration, Instant};

use egg::Rewrite;
use rayon::prelude::*;

use super::check::{CheckOptions, check_one};
use super::derive::{DeriveLimits, Outcome, derive_with};
use super::enumerate::{
    CandidatePair, DEFAULT_OPS, Enumeration, Grammar, Points, parse_ops, to_term,
};
use tirsat_arith::analysis::ArithAnalysis;
use tirsat_arith::lang::Lang;
use tirsat_arith::rewrite::compile_rule;
use tirsat_arith::rules::{Rule, RuleSet, Term};

/// What to synthesize, and how hard to try.
#[derive(Clone, Debug)]
pub struct SynthOptions {
    /// The terms enumerated: operators, variables, constants.
    pub grammar: Grammar,
    /// Largest term size (nodes) enumerated: the left side's size bound.
    pub max_size: usize,
    /// Seed of the random sample points.
    pub seed: u64,
    /// Random sample points (besides the small and boundary ones).
    pub random_points: usize,
    /// Terms enumerated per layer at most.
    pub max_terms: usize,
    /// Stop enumerating (and proving) when this much time has passed; the
    /// candidates found so far are still filtered and minimised.
    pub time_budget: Option<Duration>,
    /// Iterations of the current set on the enumeration after each layer.
    pub prune_iters: usize,
    /// Limits of each derivability test (filter and minimisation).
    pub derive: DeriveLimits,
    /// The soundness check of [`prove_candidate`].
    pub check: CheckOptions,
    /// Rules are named `NAME-1`, `NAME-2`, ... (numbers the current set
    /// uses are skipped).
    pub name: String,
}

impl Default for SynthOptions {
    fn default() -> Self {
        SynthOptions {
            grammar: Grammar {
                ops: parse_ops(DEFAULT_OPS).unwrap_or_default(),
                vars: 3,
                consts: vec![-1, 0, 1, 2],
                const_divisors: true,
            },
            max_size: 5,
            seed: 1,
            random_points: 256,
            max_terms: 200_000,
            time_budget: None,
            prune_iters: 2,
            derive: DeriveLimits::default(),
            check: CheckOptions::default(),
            name: "synth".into(),
        }
    }
}

/// The soundness checker every candidate passes: the rule set's checker
/// ([`check_one`], on [`soundness`](crate::soundness)).
pub const CHECKER: &str = "tools::soundness by evaluation (values as unbounded integers)";

/// A checker's verdict on a candidate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// No counterexample on this many points.
    Sound { points: usize },
    /// A counterexample (printable).
    Unsound(String),
}

/// Proves (checks) one candidate rule: the one place the soundness check
/// is called, so a stronger checker replaces it here.
pub fn prove_candidate(rule: &Rule, opts: &CheckOptions) -> Verdict {
    let c = check_one(rule, opts);
    match c.counterexample {
        Some(cx) => Verdict::Unsound(cx.summary()),
        None => Verdict::Sound {
            points: c.evaluated,
        },
    }
}

/// Where a kept rule came from.
#[derive(Clone, Debug)]
pub struct Provenance {
    /// The layer (term size) in which both sides first shared their values.
    pub layer: usize,
    /// Classes sharing the values.
    pub group: usize,
    /// Sample points where the left side is defined (of `points`).
    pub defined: usize,
    pub points: usize,
    /// Points the full check compared.
    pub checked_points: usize,
    /// Why the current set did not derive it (`node-limit`, `saturated`, ...).
    pub not_derived: String,
}

/// A synthesized rule and its provenance.
#[derive(Clone, Debug)]
pub struct SynthRule {
    pub rule: Rule,
    pub provenance: Provenance,
}

/// What a run found.
#[derive(Clone, Debug, Default)]
pub struct SynthReport {
    /// Terms enumerated (operator applications added to the e-graph).
    pub terms: usize,
    /// E-classes at the end.
    pub classes: usize,
    /// Layers enumerated (the last term size reached).
    pub layers: usize,
    /// A layer stopped at the term limit.
    pub truncated: bool,
    /// Layers whose run of the current set was undone because it equated
    /// different values (see [`Enumeration::run_rewrites`]).
    pub prune_undone: usize,
    pub stopped_by_budget: bool,
    /// Distinct candidate rules tried.
    pub candidates: usize,
    /// Candidates that passed the full check (the kept ones, and those the
    /// backward minimisation found to follow from later kept ones).
    pub proved: usize,
    /// Candidates a check rejected (the quick one, or the full one).
    pub unsound: usize,
    /// Candidates (passing the quick check) the current set derives.
    pub derivable: usize,
    /// Candidates derived by the kept rules (minimisation).
    pub minimized_away: usize,
    pub kept: Vec<SynthRule>,
    /// Sample points.
    pub points: usize,
    /// Rules in the current set.
    pub current_rules: usize,
    /// Wall-clock times: the whole run, the checks, the derivability
    /// filter, the minimisation.
    pub time: Duration,
    pub check_time: Duration,
    pub derive_time: Duration,
    pub minimize_time: Duration,
}

struct Proved {
    rule: Rule,
    layer: usize,
    group: usize,
    defined: usize,
}

/// Renames variables in order of first appearance (left side first) to
/// `?a ?b ...` (`?p ?q ...` for truth values), so equal rules print equal.
fn canonical(lhs: &Term, rhs: &Term, bools: &[String]) -> (Term, Term) {
    let mut order = Vec::new();
    lhs.vars(&mut order);
    rhs.vars(&mut order);
    let (mut ni, mut nb) = (0u8, 0u8);
    let map: Vec<(String, String)> = order
        .into_iter()
        .map(|v| {
            let n = if bools.contains(&v) {
                nb += 1;
                format!("?{}", (b'p' + nb - 1) as char)
            } else {
                ni += 1;
                format!("?{}", (b'a' + ni - 1) as char)
            };
            (v, n)
        })
        .collect();
    fn rename(t: &Term, map: &[(String, String)]) -> Term {
        match t {
            Term::Var(v) => Term::Var(
                map.iter()
                    .find(|(o, _)| o == v)
                    .map_or(v.clone(), |(_, n)| n.clone()),
            ),
            Term::Op(o, ch) => Term::Op(o.clone(), ch.iter().map(|c| rename(c, map)).collect()),
            t => t.clone(),
        }
    }
    (rename(lhs, &map), rename(rhs, &map))
}

fn literals(t: &Term) -> usize {
    match t {
        Term::Lit(_) => 1,
        Term::Op(_, ch) => ch.iter().map(literals).sum(),
        _ => 0,
    }
}

fn make_rule(lhs: Term, rhs: Term) -> Rule {
    Rule::unconditional(String::new(), "<synthesized>".into(), 0, lhs, rhs)
}

/// The candidate as a rule (larger side on the left), or `None` when no
/// orientation is a rule (the right side would use a variable the left
/// side lacks, or the left side is not an operator).
fn orient(c: &CandidatePair, bools: &[String]) -> Option<Rule> {
    let (l, r) = (to_term(&c.lhs), to_term(&c.rhs));
    let ok = |a: &Term, b: &Term| {
        let (mut va, mut vb) = (Vec::new(), Vec::new());
        a.vars(&mut va);
        b.vars(&mut vb);
        matches!(a, Term::Op(..)) && vb.iter().all(|v| va.contains(v)) && !va.is_empty()
    };
    let (l, r) = if ok(&l, &r) {
        (l, r)
    } else if ok(&r, &l) && r.size() >= l.size() {
        (r, l)
    } else {
        return None;
    };
    let (l, r) = canonical(&l, &r, bools);
    Some(make_rule(l, r))
}

fn key(r: &Rule) -> String {
    format!("{} => {}", r.lhs, r.rhs)
}

/// The rewrites of a rule set, as the e-graph runner takes them.
type Rewrites<'a> = Vec<&'a Rewrite<Lang, ArithAnalysis>>;

/// Runs the synthesis against the `current` rule set.
pub fn synthesize(current: &RuleSet, opts: &SynthOptions) -> SynthReport {
    let start = Instant::now();
    let current_rw: Rewrites<'_> = current.rewrites().iter().collect();
    let mut rep = SynthReport {
        current_rules: current.rules().len(),
        ..SynthReport::default()
    };
    let mut pending = enumerate_candidates(&current_rw, opts, start, &mut rep);
    // Minimise: smallest and most general first.
    pending.sort_by_cached_key(|(p, _)| {
        let r = &p.rule;
        (
            r.lhs.size() + r.rhs.size(),
            r.lhs.size(),
            literals(&r.lhs) + literals(&r.rhs),
            key(r),
        )
    });
    let t = Instant::now();
    let mut kept_rw = keep_underived(pending, &current_rw, opts, &mut rep);
    drop_derived_backward(&mut rep, &mut kept_rw, &current_rw, opts);
    name_kept(&mut rep, current, &opts.name);
    rep.minimize_time = t.elapsed();
    rep.time = start.elapsed();
    rep
}

/// Enumerates terms layer by layer (pruned by the current set), orients the
/// candidate equalities, checks them quickly and returns those the current
/// set does not derive, with why not. Candidates are merged in the e-graph
/// as they are decided.
fn enumerate_candidates(
    current_rw: &Rewrites<'_>,
    opts: &SynthOptions,
    start: Instant,
    rep: &mut SynthReport,
) -> Vec<(Proved, String)> {
    let over = || opts.time_budget.is_some_and(|b| start.elapsed() > b);
    let grammar = &opts.grammar;
    let points = Points::new(grammar, opts.random_points, opts.seed);
    rep.points = points.len;
    let mut en = Enumeration::new(grammar);
    let bools: Vec<String> = en
        .variables()
        .iter()
        .filter(|(_, t)| t.is_bool())
        .map(|(n, _)| n.clone())
        .collect();
    let quick = CheckOptions {
        small: 4,
        max_exhaustive: 2000,
        random: 2000,
        seed: opts.check.seed,
    };
    let mut decided_pairs: HashSet<(String, String)> = HashSet::new();
    let mut decided_rules: HashSet<String> = HashSet::new();
    // Passed the quick check, not derived by the current set.
    let mut pending: Vec<(Proved, String)> = Vec::new();
    for size in 1..=opts.max_size {
        if over() {
            rep.stopped_by_budget = true;
            break;
        }
        if size > 1 {
            let st = en.add_layer(size, opts.max_terms);
            rep.truncated |= st.truncated;
            if opts.prune_iters > 0 {
                let limit = en.egraph.total_size() * 2 + 10_000;
                if !en.run_rewrites(current_rw, opts.prune_iters, limit) {
                    rep.prune_undone += 1;
                }
            }
        }
        rep.layers = size;
        let pairs = en.candidates(&points, &decided_pairs);
        let mut fresh: Vec<(CandidatePair, Rule)> = Vec::new();
        for c in pairs {
            decided_pairs.insert((c.lhs.to_string(), c.rhs.to_string()));
            if let Some(r) = orient(&c, &bools)
                && decided_rules.insert(key(&r))
            {
                fresh.push((c, r));
            }
        }
        rep.candidates += fresh.len();
        let t = Instant::now();
        // A quick check rejects most wrong candidates cheaply.
        let quick_ok: Vec<bool> = fresh
            .par_iter()
            .map(|(_, r)| matches!(prove_candidate(r, &quick), Verdict::Sound { .. }))
            .collect();
        rep.check_time += t.elapsed();
        let t = Instant::now();
        // What the current set derives needs no proof of ours (the set is
        // checked on its own): it is merged, not kept.
        let outcomes: Vec<Option<Outcome>> = fresh
            .par_iter()
            .zip(&quick_ok)
            .map(|((_, r), ok)| ok.then(|| derive_with(current_rw, r, &opts.derive).outcome))
            .collect();
        rep.derive_time += t.elapsed();
        for ((c, r), o) in fresh.into_iter().zip(outcomes) {
            let merge = match o {
                None => {
                    rep.unsound += 1;
                    false
                }
                Some(Outcome::Derived(_)) => {
                    rep.derivable += 1;
                    true
                }
                Some(Outcome::NotDerived(why) | Outcome::Skipped(why) | Outcome::Unsound(why)) => {
                    pending.push((
                        Proved {
                            rule: r,
                            layer: size,
                            group: c.group,
                            defined: c.defined,
                        },
                        why,
                    ));
                    true
                }
            };
            // Only equalities of the same domain are merged (see `partial`).
            if merge && !c.partial {
                en.union(c.lhs_id, c.rhs_id);
            }
        }
        en.rebuild();
        debug_assert!(!en.collapsed());
    }
    rep.terms = en.terms;
    rep.classes = en.egraph.number_of_classes();
    pending
}

/// Forward minimisation: keeps, in order, each pending rule that neither the
/// current set nor the rules kept before it derive and that passes the full
/// check. Returns the kept rules compiled.
fn keep_underived(
    pending: Vec<(Proved, String)>,
    current_rw: &Rewrites<'_>,
    opts: &SynthOptions,
    rep: &mut SynthReport,
) -> Vec<Rewrite<Lang, ArithAnalysis>> {
    let mut kept_rw: Vec<Rewrite<Lang, ArithAnalysis>> = Vec::new();
    for (p, why) in pending {
        let mut all = current_rw.clone();
        all.extend(kept_rw.iter());
        let d = derive_with(&all, &p.rule, &opts.derive);
        if d.derived() {
            rep.minimized_away += 1;
            continue;
        }
        // The full check, on what is kept (the rest follows from it and the
        // current set).
        let t = Instant::now();
        let verdict = prove_candidate(&p.rule, &opts.check);
        rep.check_time += t.elapsed();
        let checked = match verdict {
            Verdict::Sound { points } => points,
            Verdict::Unsound(_) => {
                rep.unsound += 1;
                continue;
            }
        };
        rep.proved += 1;
        // A provisional unique name (the scheduler keeps statistics by
        // name); the final names are given after the backward pass.
        let mut named = p.rule.clone();
        named.name = format!("kept-{}", kept_rw.len());
        let Ok(rw) = compile_rule(&named) else {
            continue;
        };
        kept_rw.push(rw);
        rep.kept.push(SynthRule {
            rule: p.rule,
            provenance: Provenance {
                layer: p.layer,
                group: p.group,
                defined: p.defined,
                points: rep.points,
                checked_points: checked,
                not_derived: why,
            },
        });
    }
    kept_rw
}

/// Backward minimisation: a rule kept early may follow from rules kept after
/// it (largest first, each against the current set and all others kept).
fn drop_derived_backward(
    rep: &mut SynthReport,
    kept_rw: &mut Vec<Rewrite<Lang, ArithAnalysis>>,
    current_rw: &Rewrites<'_>,
    opts: &SynthOptions,
) {
    for i in (0..rep.kept.len()).rev() {
        let mut others = current_rw.clone();
        others.extend(
            kept_rw
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, rw)| rw),
        );
        if derive_with(&others, &rep.kept[i].rule, &opts.derive).derived() {
            rep.kept.remove(i);
            kept_rw.remove(i);
            rep.minimized_away += 1;
        }
    }
}

/// Names the kept rules `<prefix>-1`, `<prefix>-2`, ..., skipping names the
/// current set uses.
fn name_kept(rep: &mut SynthReport, current: &RuleSet, prefix: &str) {
    let taken: HashSet<String> = current.rules().iter().map(|r| r.name.clone()).collect();
    let mut next_name = 0usize;
    for k in &mut rep.kept {
        k.rule.name = loop {
            next_name += 1;
            let n = format!("{prefix}-{next_name}");
            if !taken.contains(&n) {
                break n;
            }
        };
    }
}

/// The rule file: a header with the options and counts, then each rule
/// with its provenance in a comment. No times (the file is deterministic).
pub fn write_rule_file(rep: &SynthReport, opts: &SynthOptions, command: &str) -> String {
    let ops: Vec<&str> = opts.grammar.ops.iter().map(|o| o.name).collect();
    let consts: Vec<String> = opts.grammar.consts.iter().map(i64::to_string).collect();
    let mut s = String::new();
    s.push_str(&format!("# Synthesized by `{command}`.\n"));
    s.push_str(&format!(
        "# operators: {}; variables: {}; constants: {}; size bound: {}; seed: {}\n",
        ops.join(" "),
        opts.grammar.vars,
        consts.join(" "),
        opts.max_size,
        opts.seed
    ));
    s.push_str(&format!(
        "# enumerated {} terms in {} layers ({} e-classes{}); {} sample points\n",
        rep.terms,
        rep.layers,
        rep.classes,
        if rep.truncated {
            ", a layer stopped at the term limit"
        } else {
            ""
        },
        rep.points
    ));
    if rep.prune_undone > 0 {
        s.push_str(&format!(
            "# the current set's run on the enumeration was undone in {} layer(s): it equated different values\n",
            rep.prune_undone
        ));
    }
    if rep.stopped_by_budget {
        s.push_str("# stopped by the time budget: the result depends on timing\n");
    }
    s.push_str(&format!(
        "# candidates {}: unsound {}, derived by the current set ({} rules) {}, derived by the kept rules {}, kept {} (each proved)\n",
        rep.candidates,
        rep.unsound,
        rep.current_rules,
        rep.derivable,
        rep.minimized_away,
        rep.kept.len()
    ));
    s.push_str(&format!("# checker: {CHECKER}\n"));
    s.push_str(&format!(
        "# derivability: {} iterations, {} e-nodes\n",
        opts.derive.iter_limit, opts.derive.node_limit
    ));
    for k in &rep.kept {
        let p = &k.provenance;
        s.push('\n');
        s.push_str(&format!(
            "# size {} -> {}; found in layer {}: {} classes share values on {} of {} points; sound on {} points; not derived by the current set ({})\n",
            k.rule.lhs.size(),
            k.rule.rhs.size(),
            p.layer,
            p.group,
            p.defined,
            p.points,
            p.checked_points,
            p.not_derived
        ));
        s.push_str(&format!(
            "{}: {} => {}\n",
            k.rule.name, k.rule.lhs, k.rule.rhs
        ));
    }
    s
}
