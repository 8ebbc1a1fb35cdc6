//! The [`Simplifier`]: equality saturation with the rule set, bounded by
//! [`Limits`], extraction with [`TvmCostFn`], and a cache.
//!
//! ```
//! use tirsat_arith::{Facts, Limits, RuleSet, Simplifier};
//! use tirsat_script::printer::print_expr;
//! use tirsat_script::reader::{parse_expr, VarEnv};
//! let s = Simplifier::new(RuleSet::builtin().unwrap(), Limits::default());
//! let mut env = VarEnv::new();
//! let e = parse_expr("(bx * 128 + tx) // 128", &mut env).unwrap();
//! let facts = Facts::new()
//!     .with_range(env.get("tx").unwrap(), 0, 128)
//!     .with_range(env.get("bx").unwrap(), 0, 65535);
//! assert_eq!(print_expr(&s.simplify(&e, &facts)), "bx");
//! ```

use std::collections::BTreeMap;

use rustc_hash::FxHashMap;
use std::sync::Mutex;
use std::time::Duration;

use egg::{BackoffScheduler, Extractor, FlatTerm, Id, Language, RecExpr, Runner};

use super::analysis::{ArithAnalysis, ArithData, ArithEGraph, ClassData};
use super::convert::{Conversion, is_in_language};
use super::cost::{SumForm, TvmCostFn};
use super::facts::Facts;
use super::interval::{Interval, NEG_INF, POS_INF};
use super::lang::{Const, Lang};
use super::rules::RuleSet;
use tirsat_ir::{CmpOp, Expr, ExprKind, Var};

/// [`Limits::case_runs`] of the prover's command-line uses (`tirsat prove`,
/// `tirsat prove-bench`); passes keep the default, 0.
pub const PROVER_CASE_RUNS: usize = 48;

/// Hard limits of one simplification. When one is hit, the best term found
/// so far is returned and [`Simplified::stop`] says which limit stopped it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Equality-saturation iterations.
    pub iter_limit: usize,
    /// E-nodes in the e-graph.
    pub node_limit: usize,
    /// Wall-clock time. Results are deterministic as long as this limit is
    /// not the one that stops the run.
    pub time_limit: Duration,
    /// Iterations without a smaller term before the run stops.
    pub patience: usize,
    /// Matches of one rule per iteration before the rule is banned for a few
    /// iterations (egg's `BackoffScheduler`): keeps explosive rules in check.
    pub match_limit: usize,
    /// E-graph runs [`Simplifier::prove`] may spend on a case analysis of the
    /// `min`/`max` nodes of a predicate that the e-graph and the
    /// counterexample search left undecided (0: none;
    /// [`Simplifier::prove_by_cases`]).
    pub case_runs: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            iter_limit: 10,
            node_limit: 2000,
            time_limit: Duration::from_millis(250),
            patience: 5,
            match_limit: 300,
            case_runs: 0,
        }
    }
}

/// Why equality saturation stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// No rule could add anything new.
    Saturated,
    /// The root became a constant (nothing smaller exists).
    Constant,
    /// The smallest term did not improve for [`Limits::patience`] iterations.
    Converged,
    IterationLimit,
    NodeLimit,
    TimeLimit,
}

impl StopReason {
    /// True when a limit stopped the run (the result may not be the best).
    pub fn hit_limit(&self) -> bool {
        matches!(
            self,
            StopReason::IterationLimit | StopReason::NodeLimit | StopReason::TimeLimit
        )
    }
    /// A short name (`saturated`, `constant`, `iteration-limit`, ...).
    pub fn name(&self) -> &'static str {
        match self {
            StopReason::Saturated => "saturated",
            StopReason::Constant => "constant",
            StopReason::Converged => "converged",
            StopReason::IterationLimit => "iteration-limit",
            StopReason::NodeLimit => "node-limit",
            StopReason::TimeLimit => "time-limit",
        }
    }
}

/// One step of an explanation: the rule applied and the whole expression
/// after it.
#[derive(Clone, Debug)]
pub struct Step {
    /// Rule name (`fold` for constant folding / bounds, `fact` for an assumed
    /// fact); a trailing ` (reverse)` means the rule was used right to left.
    pub rule: String,
    pub expr: Expr,
}

/// The result of a simplification with its statistics.
#[derive(Clone, Debug)]
pub struct Simplified {
    pub expr: Expr,
    pub stop: StopReason,
    pub iterations: usize,
    pub egraph_nodes: usize,
    /// The result came from the cache.
    pub from_cache: bool,
    /// Set when contradicting facts were merged (contradictory assumptions or
    /// an unsound rule).
    pub conflict: Option<String>,
    /// The rewrite chain (only from [`Simplifier::explain`]).
    pub steps: Vec<Step>,
    /// How often each rule added something (empty for cached results).
    pub rule_applications: BTreeMap<String, usize>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Key {
    rec: RecExpr<Lang>,
    bounds: Vec<Interval>,
    fact_bounds: Vec<(RecExpr<Lang>, Interval)>,
    asserted: Vec<RecExpr<Lang>>,
    opaques: Vec<String>,
    /// Width-exact mode (see [`ArithAnalysis::exact`]).
    exact: bool,
    form: SumForm,
}

#[derive(Clone, Debug)]
struct Cached {
    applied: BTreeMap<String, usize>,
    best: RecExpr<Lang>,
    stop: StopReason,
    iterations: usize,
    egraph_nodes: usize,
    conflict: Option<String>,
}

impl Simplified {
    /// The result `expr` of a run (not from the cache), its `steps` and
    /// rule counts.
    fn of(
        expr: Expr,
        run: &Cached,
        steps: Vec<Step>,
        rule_applications: BTreeMap<String, usize>,
    ) -> Self {
        Simplified {
            expr,
            stop: run.stop.clone(),
            iterations: run.iterations,
            egraph_nodes: run.egraph_nodes,
            from_cache: false,
            conflict: run.conflict.clone(),
            steps,
            rule_applications,
        }
    }
}

/// Entries kept before the cache is cleared.
const CACHE_CAPACITY: usize = 1 << 16;

/// The e-graph simplifier.
pub struct Simplifier {
    rules: RuleSet,
    limits: Limits,
    form: SumForm,
    cache: Mutex<FxHashMap<Key, Cached>>,
}

impl std::fmt::Debug for Simplifier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Simplifier")
            .field("rules", &self.rules)
            .field("limits", &self.limits)
            .field("form", &self.form)
            .finish()
    }
}

struct Prepared {
    conv: Conversion,
    key: Key,
}

fn interval_of(lo: Option<i64>, hi: Option<i64>) -> Interval {
    Interval::new(lo.unwrap_or(NEG_INF), hi.unwrap_or(POS_INF))
}

/// The interval a comparison `e OP c` (or `c OP e`) puts on `e`.
fn fact_interval(pred: &Expr) -> Option<(Expr, Interval)> {
    let ExprKind::Cmp(op, a, b) = pred.kind() else {
        return None;
    };
    let (e, op, c) = match (a.as_int(), b.as_int()) {
        (None, Some(c)) => (a.clone(), *op, c),
        (Some(c), None) => (b.clone(), op.swap(), c),
        _ => return None,
    };
    let iv = match op {
        CmpOp::Lt => Interval::new(NEG_INF, c.checked_sub(1)?),
        CmpOp::Le => Interval::new(NEG_INF, c),
        CmpOp::Gt => Interval::new(c.checked_add(1)?, POS_INF),
        CmpOp::Ge => Interval::new(c, POS_INF),
        CmpOp::Eq => Interval::point(c),
        CmpOp::Ne => return None,
    };
    Some((e, iv))
}

/// `[lo, hi] / c` for a constant `c != 0`: the values `v` with `v * c` in
/// `[lo, hi]` (infinite ends stay infinite).
fn div_interval(r: Interval, c: i64) -> Interval {
    let (c, lo, hi) = if c < 0 {
        (
            -(c as i128),
            (r.hi != POS_INF).then(|| -(r.hi as i128)),
            (r.lo != NEG_INF).then(|| -(r.lo as i128)),
        )
    } else {
        (
            c as i128,
            (r.lo != NEG_INF).then_some(r.lo as i128),
            (r.hi != POS_INF).then_some(r.hi as i128),
        )
    };
    let clamp = |v: i128| v.clamp(NEG_INF as i128 + 1, POS_INF as i128 - 1) as i64;
    Interval::new(
        lo.map_or(NEG_INF, |l| clamp(-((-l).div_euclid(c)))),
        hi.map_or(POS_INF, |h| clamp(h.div_euclid(c))),
    )
}

/// Narrows the variables' `bounds` to the values at which the input `rec`
/// can be defined: every subterm of the input is evaluated (TVM's `Select`
/// evaluates both branches; the operands of `and`/`or` are not counted, a
/// code generator may short-circuit them) and must be a value of its type, so `y * 3`
/// bounds `y` to `[-715827882, 715827882]` (int32) and `x + 5` bounds `x`
/// above by `2^31 - 6`. The criterion of `notes/integer-semantics.md` only
/// asks for the output where the input is defined, so the simplifier may
/// assume these bounds. Interval propagation forward (each node's bounds
/// meet its type's range) and backward through `+`, `-`, multiplication
/// by a constant and casts, a few rounds. Bounds that come out empty (an
/// input defined nowhere) are left as they were.
fn definedness_bounds(rec: &RecExpr<Lang>, bounds: &mut [Interval]) {
    let nodes = rec.as_ref();
    let tys = super::eval::recexpr_types(rec);
    if tys.iter().flatten().any(|t| t.is_uint() && t.bits >= 64) {
        // (uint64 constants above i64::MAX are kept as their bits.)
        return;
    }
    let type_iv = |i: usize| super::analysis::type_interval(tys[i]);
    // Operands of `and`/`or` may be skipped by short-circuiting code
    // generators: only nodes reached from the root without passing through
    // one are known to be evaluated.
    let mut evaluated = vec![false; nodes.len()];
    if let Some(last) = evaluated.last_mut() {
        *last = true;
    }
    for i in (0..nodes.len()).rev() {
        if evaluated[i] && !matches!(nodes[i], Lang::And(_) | Lang::Or(_)) {
            for c in nodes[i].children() {
                evaluated[usize::from(*c)] = true;
            }
        }
    }
    let mut vb: Vec<Interval> = bounds.to_vec();
    for _ in 0..4 {
        let mut iv: Vec<Interval> = Vec::with_capacity(nodes.len());
        for (i, n) in nodes.iter().enumerate() {
            let g = |id: &Id| iv[usize::from(*id)];
            let r = match n {
                Lang::Const(c) => Interval::point(c.value),
                Lang::Var(v) => vb.get(v.idx as usize).copied().unwrap_or(Interval::top()),
                Lang::Add([a, b]) => g(a).add(&g(b)),
                Lang::Sub([a, b]) => g(a).sub(&g(b)),
                Lang::Mul([a, b]) => g(a).mul(&g(b)),
                _ => Interval::top(),
            };
            iv.push(
                if evaluated[i] && tys[i].is_some_and(|t| t.is_integer_like() && !t.is_bool()) {
                    r.meet(&type_iv(i))
                } else {
                    r
                },
            );
        }
        if iv.iter().any(Interval::is_empty) {
            return;
        }
        let mut changed = false;
        for i in (0..nodes.len()).rev() {
            if !evaluated[i] {
                continue;
            }
            let r = iv[i];
            let narrow = |iv: &mut Vec<Interval>, id: &Id, by: Interval| {
                let k = usize::from(*id);
                let m = iv[k].meet(&by);
                if m != iv[k] {
                    iv[k] = m;
                }
            };
            match &nodes[i] {
                Lang::Add([a, b]) => {
                    let (x, y) = (iv[usize::from(*a)], iv[usize::from(*b)]);
                    narrow(&mut iv, a, r.sub(&y));
                    narrow(&mut iv, b, r.sub(&x));
                }
                Lang::Sub([a, b]) => {
                    let (x, y) = (iv[usize::from(*a)], iv[usize::from(*b)]);
                    narrow(&mut iv, a, r.add(&y));
                    narrow(&mut iv, b, x.sub(&r));
                }
                Lang::Mul([a, b]) => {
                    let (x, y) = (iv[usize::from(*a)], iv[usize::from(*b)]);
                    if let Some(c) = y.as_point().filter(|c| *c != 0) {
                        narrow(&mut iv, a, div_interval(r, c));
                    }
                    if let Some(c) = x.as_point().filter(|c| *c != 0) {
                        narrow(&mut iv, b, div_interval(r, c));
                    }
                }
                Lang::Cast([_, a]) if tys[i].is_some_and(|t| !t.is_bool()) => {
                    // A narrowing cast is defined only for values that fit.
                    narrow(&mut iv, a, type_iv(i));
                }
                Lang::Var(v) => {
                    if let Some(b) = vb.get_mut(v.idx as usize) {
                        let m = b.meet(&r);
                        if m.is_empty() {
                            return;
                        }
                        if m != *b {
                            *b = m;
                            changed = true;
                        }
                    }
                }
                _ => {}
            }
        }
        if !changed {
            break;
        }
    }
    bounds.copy_from_slice(&vb);
}

impl Simplifier {
    /// A simplifier with the given rules and limits.
    pub fn new(rules: RuleSet, limits: Limits) -> Self {
        Simplifier {
            rules,
            limits,
            form: SumForm::Rewrite,
            cache: Mutex::new(FxHashMap::default()),
        }
    }

    /// Sets the form of the sums in results: [`SumForm::Rewrite`] (the
    /// default; TVM's `RewriteSimplifier`) or [`SumForm::Canonical`] (TVM's
    /// `CanonicalSimplifier`, the last step of `Analyzer.simplify`).
    ///
    /// ```
    /// use tirsat_arith::{Facts, Simplifier, SumForm};
    /// use tirsat_script::reader::{VarEnv, parse_expr};
    /// let mut env = VarEnv::new();
    /// env.declare("x", tirsat_ir::DataType::i32());
    /// let e = parse_expr("T.min(x - 1, x)", &mut env).unwrap();
    /// let s = Simplifier::with_builtin_rules().unwrap();
    /// let p = |e| tirsat_script::printer::print_expr(&e);
    /// assert_eq!(p(s.simplify(&e, &Facts::new())), "x + -1");
    /// let s = s.with_form(SumForm::Canonical);
    /// assert_eq!(p(s.simplify(&e, &Facts::new())), "x - 1");
    /// ```
    pub fn with_form(mut self, form: SumForm) -> Self {
        self.form = form;
        self.clear_cache();
        self
    }

    /// The form of the sums in results.
    pub fn form(&self) -> SumForm {
        self.form
    }

    /// A simplifier with the built-in rules and default limits.
    pub fn with_builtin_rules() -> Result<Self, super::rules::RuleError> {
        Ok(Simplifier::new(RuleSet::builtin()?, Limits::default()))
    }

    /// The rules in use.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }

    /// The limits in use.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Forgets all cached results.
    pub fn clear_cache(&self) {
        if let Ok(mut c) = self.cache.lock() {
            c.clear();
        }
    }

    /// Number of cached results.
    pub fn cache_len(&self) -> usize {
        self.cache.lock().map_or(0, |c| c.len())
    }

    /// Simplifies `expr` under `facts`; never larger than `expr`.
    pub fn simplify(&self, expr: &Expr, facts: &Facts) -> Expr {
        self.simplify_full(expr, facts).expr
    }

    /// Simplifies and reports statistics and the stop reason.
    pub fn simplify_full(&self, expr: &Expr, facts: &Facts) -> Simplified {
        self.simplify_mode(expr, facts, true, self.form)
    }

    /// [`Simplifier::simplify_full`] with sums in `form` instead of the
    /// simplifier's own.
    pub fn simplify_full_as(&self, expr: &Expr, facts: &Facts, form: SumForm) -> Simplified {
        self.simplify_mode(expr, facts, true, form)
    }

    /// Simplifies over the unbounded integers (rule conditions `fits(...)`
    /// hold, the built-in rewrites build any sum): the result equals `expr`
    /// over the mathematical integers but may overflow where `expr` does
    /// not. Only a constant result is meaningful at a type's width: a
    /// predicate that simplifies to `True` holds at every point where it is
    /// defined. Used by [`Simplifier::prove`].
    pub fn simplify_unbounded(&self, expr: &Expr, facts: &Facts) -> Simplified {
        self.simplify_mode(expr, facts, false, self.form)
    }

    fn simplify_mode(&self, expr: &Expr, facts: &Facts, exact: bool, form: SumForm) -> Simplified {
        super::observe::notify(expr, facts);
        let expr = self.prepare_opaques(expr, facts);
        let p = self.prepare(&expr, facts, exact, form);
        if let Ok(cache) = self.cache.lock()
            && let Some(c) = cache.get(&p.key)
            && let Ok(e) = p.conv.from_rec(&c.best)
        {
            let mut s = Simplified::of(e, c, Vec::new(), BTreeMap::new());
            s.from_cache = true;
            return s;
        }
        let (mut cached, _) = self.run(&p, false);
        let out = match p.conv.from_rec(&cached.best) {
            Ok(e) => e,
            // Extraction only returns terms of the conversion's own leaves.
            Err(_) => expr.clone(),
        };
        if let Ok(mut cache) = self.cache.lock() {
            if cache.len() >= CACHE_CAPACITY {
                cache.clear();
            }
            cache.insert(p.key.clone(), cached.clone());
        }
        let applied = std::mem::take(&mut cached.applied);
        Simplified::of(out, &cached, Vec::new(), applied)
    }

    /// Simplifies with explanations enabled (slower, not cached): the result
    /// carries the rewrite chain from `expr` to the result.
    pub fn explain(&self, expr: &Expr, facts: &Facts) -> Simplified {
        self.explain_mode(expr, facts, true)
    }

    /// [`Simplifier::explain`] over the unbounded integers (see
    /// [`Simplifier::simplify_unbounded`]).
    pub fn explain_unbounded(&self, expr: &Expr, facts: &Facts) -> Simplified {
        self.explain_mode(expr, facts, false)
    }

    fn explain_mode(&self, expr: &Expr, facts: &Facts, exact: bool) -> Simplified {
        super::observe::notify(expr, facts);
        let expr = self.prepare_opaques(expr, facts);
        let p = self.prepare(&expr, facts, exact, self.form);
        let (mut cached, steps) = self.run(&p, true);
        let out = p
            .conv
            .from_rec(&cached.best)
            .unwrap_or_else(|_| expr.clone());
        let steps = steps
            .into_iter()
            .filter_map(|(rule, rec)| p.conv.from_rec(&rec).ok().map(|e| Step { rule, expr: e }))
            .collect();
        let applied = std::mem::take(&mut cached.applied);
        Simplified::of(out, &cached, steps, applied)
    }

    /// Simplifies the integer operands of nodes outside the language (the
    /// indices of a load, the arguments of a call) on their own.
    fn prepare_opaques(&self, e: &Expr, facts: &Facts) -> Expr {
        tirsat_ir::stack::deeper(|| self.prepare_opaques_at(e, facts))
    }

    fn prepare_opaques_at(&self, e: &Expr, facts: &Facts) -> Expr {
        if is_in_language(e) {
            return e.map_children(|c| self.prepare_opaques(c, facts));
        }
        if let ExprKind::Let { .. } = e.kind() {
            return e.clone();
        }
        e.map_children(|c| {
            let t = c.dtype();
            if t.is_integer_like() && t.is_scalar() && is_in_language(c) {
                self.simplify(c, facts)
            } else {
                self.prepare_opaques(c, facts)
            }
        })
    }

    fn prepare(&self, expr: &Expr, facts: &Facts, exact: bool, form: SumForm) -> Prepared {
        let mut conv = Conversion::new();
        let rec = conv.to_rec(expr);
        let expr_vars: Vec<Var> = conv.vars().to_vec();
        let mut fact_bounds = Vec::new();
        let mut asserted = Vec::new();
        for pred in facts.predicates() {
            let mut pv = Vec::new();
            pred.collect_vars(&mut pv);
            if !pv.iter().any(|v| expr_vars.contains(v)) {
                continue;
            }
            if !pred.dtype().is_bool() {
                continue;
            }
            if let Some((e, iv)) = fact_interval(pred)
                && e.dtype().is_integer_like()
                && e.dtype().is_scalar()
            {
                fact_bounds.push((conv.to_rec(&e), iv));
            }
            asserted.push(conv.to_rec(pred));
        }
        let mut bounds: Vec<Interval> = conv
            .vars()
            .iter()
            .map(|v| {
                let (lo, hi) = facts.bounds(v);
                interval_of(lo, hi)
            })
            .collect();
        if exact {
            definedness_bounds(&rec, &mut bounds);
        }
        let opaques = conv
            .opaques()
            .iter()
            .map(|o| format!("{o:?}|{}", o.ty()))
            .collect();
        Prepared {
            conv,
            key: Key {
                rec,
                bounds,
                fact_bounds,
                asserted,
                opaques,
                exact,
                form,
            },
        }
    }

    /// Simplifies a prepared request: seeds an e-graph, saturates it with
    /// the rules, extracts the best term (and, with `explain`, the steps).
    fn run(&self, p: &Prepared, explain: bool) -> (Cached, Vec<(String, RecExpr<Lang>)>) {
        let k = &p.key;
        let (eg, root, originals) = seed_egraph(k, explain);
        let mut runner = self.saturate(eg, root);
        let stop = stop_reason(&runner);
        let best = extract_best(&mut runner, originals, root, k.form);
        let mut applied = BTreeMap::new();
        for it in &runner.iterations {
            for (name, n) in &it.applied {
                *applied.entry(name.to_string()).or_insert(0) += n;
            }
        }
        let steps = if explain && k.rec != best {
            explanation_steps(&mut runner, &k.rec, &best)
        } else {
            Vec::new()
        };
        let cached = Cached {
            applied,
            best,
            stop,
            iterations: runner.iterations.len(),
            egraph_nodes: runner.egraph.total_size(),
            conflict: runner.egraph.analysis.conflict.clone(),
        };
        (cached, steps)
    }

    /// Runs the rules on `eg` until a limit, a constant root, or
    /// `patience` iterations without a smaller term.
    fn saturate(&self, mut eg: ArithEGraph, root: Id) -> Runner<Lang, ArithAnalysis, ()> {
        eg.analysis.deadline = std::time::Instant::now().checked_add(self.limits.time_limit);
        let mut best_size = usize::MAX;
        let mut stale = 0usize;
        let patience = self.limits.patience;
        let families = eg
            .classes()
            .flat_map(|c| c.nodes.iter())
            .fold(0, |m, n| m | n.family());
        let rules = self.rules.rewrites_for(families);
        let runner = Runner::<Lang, ArithAnalysis, ()>::default()
            .with_egraph(eg)
            .with_iter_limit(self.limits.iter_limit)
            .with_node_limit(self.limits.node_limit)
            .with_time_limit(self.limits.time_limit)
            .with_scheduler(
                BackoffScheduler::default().with_initial_match_limit(self.limits.match_limit),
            )
            .with_hook(move |r| {
                r.egraph.analysis.first_iteration = r.iterations.is_empty();
                if r.egraph[root].data.constant().is_some() {
                    return Err("constant".into());
                }
                let mut o = std::mem::take(&mut r.egraph.analysis.orientation);
                o.canonicalize(|id| r.egraph.find(id));
                r.egraph.analysis.orientation = o;
                // Stop when the smallest term has not improved for a while:
                // further iterations mostly grow the e-graph.
                let size = smallest_size(&r.egraph, root);
                if size < best_size {
                    best_size = size;
                    stale = 0;
                } else {
                    stale += 1;
                    if stale >= patience {
                        return Err("converged".into());
                    }
                }
                Ok(())
            })
            .run(rules.iter().copied());
        // The first iteration saturated the e-graph without the rules that
        // wait for the second (`ArithAnalysis::first_iteration`): run them.
        let runner = if runner.iterations.len() == 1
            && matches!(runner.stop_reason, Some(egg::StopReason::Saturated))
        {
            let mut runner = runner;
            runner.stop_reason = None;
            runner.run(rules.iter().copied())
        } else {
            runner
        };
        // Debug builds (the tests') hold the rule families to their promise:
        // nothing wrote a family the skipped rules would have matched.
        debug_assert!(
            {
                let end = runner
                    .egraph
                    .classes()
                    .flat_map(|c| c.nodes.iter())
                    .fold(0, |m, n| m | n.family());
                end & !self.rules.reach(families) == 0
            },
            "a rewrite wrote an operator family no rule of the set writes from {families:#06b}"
        );
        runner
    }
}

/// The size of the smallest term of class `root` (egg's `AstSize`, what
/// `Extractor::new(eg, AstSize).find_best_cost(root)` gives): the least
/// fixpoint of "a class costs its cheapest node, a node one plus its
/// children", in a vector by class id, without the extractor's map of best
/// nodes (the patience hook asks at every iteration).
fn smallest_size(eg: &ArithEGraph, root: Id) -> usize {
    let top = eg.classes().map(|c| usize::from(c.id)).max().unwrap_or(0);
    let mut size: Vec<Option<usize>> = vec![None; top + 1];
    let mut changed = true;
    while changed {
        changed = false;
        for class in eg.classes() {
            for node in &class.nodes {
                let total = node.children().iter().try_fold(1usize, |sum, &c| {
                    size[usize::from(eg.find(c))].map(|s| sum.saturating_add(s))
                });
                let at = usize::from(class.id);
                if let Some(t) = total
                    && size[at].is_none_or(|old| t < old)
                {
                    size[at] = Some(t);
                    changed = true;
                }
            }
        }
    }
    size[usize::from(eg.find(root))].unwrap_or(usize::MAX)
}

/// The e-graph of a request: the facts' bounds on their terms, the asserted
/// predicates united with `true`, and the input term. Returns the graph, the
/// input's root class and the input's nodes (over class ids).
fn seed_egraph(k: &Key, explain: bool) -> (ArithEGraph, Id, Vec<Lang>) {
    let mut analysis = ArithAnalysis::new(k.bounds.clone());
    analysis.exact = k.exact;
    analysis.form = k.form;
    analysis.floor_input = k
        .rec
        .as_ref()
        .iter()
        .any(|n| matches!(n, Lang::FloorDiv(_) | Lang::FloorMod(_)));
    let mut eg = ArithEGraph::new(analysis);
    if explain {
        eg = eg.with_explanations_enabled();
    }
    let tru = eg.add(Lang::Const(Const::boolean(true)));
    for (rec, iv) in &k.fact_bounds {
        let id = eg.add_expr(rec);
        let d = eg[id].data.clone();
        let nd = ClassData::new(d.ty, d.range.meet(iv), d.modset);
        if nd.range.is_empty() {
            eg.analysis.conflict = Some("the facts are contradictory".into());
        } else if nd != d.facts {
            eg.set_analysis_data(
                id,
                ArithData {
                    facts: nd,
                    lin: d.lin,
                    order: d.order,
                },
            );
        }
    }
    for rec in &k.asserted {
        let id = eg.add_expr(rec);
        if explain {
            eg.union_trusted(id, tru, "fact");
        } else {
            eg.union(id, tru);
        }
    }
    let mut ids: Vec<Id> = Vec::with_capacity(k.rec.as_ref().len());
    let mut originals: Vec<Lang> = Vec::with_capacity(ids.capacity());
    for node in k.rec.as_ref() {
        let n = node.clone().map_children(|c| ids[usize::from(c)]);
        ids.push(eg.add(n.clone()));
        if matches!(n, Lang::Min(_) | Lang::Max(_)) {
            eg.analysis.orientation.record(n.clone(), false);
        }
        originals.push(n);
    }
    let root = ids.last().copied().unwrap_or(tru);
    eg.rebuild();
    (eg, root, originals)
}

/// Why the runner stopped, in the simplifier's terms.
fn stop_reason(runner: &Runner<Lang, ArithAnalysis, ()>) -> StopReason {
    match &runner.stop_reason {
        Some(egg::StopReason::Saturated) | None => StopReason::Saturated,
        Some(egg::StopReason::IterationLimit(_)) => StopReason::IterationLimit,
        Some(egg::StopReason::NodeLimit(_)) => StopReason::NodeLimit,
        Some(egg::StopReason::TimeLimit(_)) => StopReason::TimeLimit,
        Some(egg::StopReason::Other(why)) if why == "converged" => StopReason::Converged,
        Some(egg::StopReason::Other(_)) => StopReason::Constant,
    }
}

/// The best term of class `root` under [`TvmCostFn`]: the input's nodes
/// (`originals`), the nodes `prefer` rules and the linear rewrites built, the
/// leaves' order of appearance and the `min`/`max` orientation break ties.
fn extract_best(
    runner: &mut Runner<Lang, ArithAnalysis, ()>,
    originals: Vec<Lang>,
    root: Id,
    form: SumForm,
) -> RecExpr<Lang> {
    let eg = &runner.egraph;
    let canon: Vec<Lang> = originals
        .into_iter()
        .map(|n| n.map_children(|c| eg.find(c)))
        .collect();
    let canonical: Vec<Lang> = eg
        .analysis
        .canonical
        .iter()
        .map(|n| n.clone().map_children(|c| eg.find(c)))
        .collect();
    let preferred: Vec<Lang> = eg
        .analysis
        .preferred
        .iter()
        .map(|n| n.clone().map_children(|c| eg.find(c)))
        .collect();
    let leaf_order: FxHashMap<Lang, u32> = eg
        .classes()
        .flat_map(|c| {
            c.nodes
                .iter()
                .filter(|n| matches!(n, Lang::Var(_) | Lang::Opaque(_)))
                .map(move |n| (n.clone(), c.data.order))
        })
        .collect();
    let mut orientation = std::mem::take(&mut runner.egraph.analysis.orientation);
    orientation.canonicalize(|id| runner.egraph.find(id));
    let cost = TvmCostFn::with_preferences(canon, preferred, canonical)
        .with_leaf_order(leaf_order)
        .with_swapped(orientation.swapped().cloned())
        .with_form(form);
    Extractor::new(&runner.egraph, cost).find_best(root).1
}

/// The rewrite steps from the input `from` to `to`, each with its rule.
fn explanation_steps(
    runner: &mut Runner<Lang, ArithAnalysis, ()>,
    from: &RecExpr<Lang>,
    to: &RecExpr<Lang>,
) -> Vec<(String, RecExpr<Lang>)> {
    let mut steps = Vec::new();
    let mut ex = runner.explain_equivalence(from, to);
    for ft in ex.make_flat_explanation().iter() {
        let rule = match find_rule(ft) {
            Some((r, true)) => r,
            Some((r, false)) => format!("{r} (reverse)"),
            None => "input".to_string(),
        };
        let mut rec = RecExpr::default();
        flat_to_rec(ft, &mut rec);
        steps.push((rule, rec));
    }
    steps
}

/// The term of a flat explanation step (egg's own `get_recexpr` re-parses
/// text, which leaves with tables cannot do).
fn flat_to_rec(ft: &FlatTerm<Lang>, rec: &mut RecExpr<Lang>) -> Id {
    tirsat_ir::stack::deeper(|| flat_to_rec_at(ft, rec))
}

fn flat_to_rec_at(ft: &FlatTerm<Lang>, rec: &mut RecExpr<Lang>) -> Id {
    let ids: Vec<Id> = ft.children.iter().map(|c| flat_to_rec(c, rec)).collect();
    let mut i = 0;
    let node = ft.node.clone().map_children(|_| {
        let id = ids[i];
        i += 1;
        id
    });
    rec.add(node)
}

/// The rule of one explanation step (searched in the flat term's subterms).
fn find_rule(ft: &FlatTerm<Lang>) -> Option<(String, bool)> {
    if let Some(r) = ft.forward_rule {
        return Some((r.to_string(), true));
    }
    if let Some(r) = ft.backward_rule {
        return Some((r.to_string(), false));
    }
    ft.children.iter().find_map(find_rule)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_script::printer::print_expr;
    use tirsat_script::reader::{VarEnv, parse_expr};

    fn simp(s: &Simplifier, text: &str, ranges: &[(&str, i64, i64)]) -> String {
        let mut env = VarEnv::new();
        let e = parse_expr(text, &mut env).unwrap();
        let mut f = Facts::new();
        for (n, lo, hi) in ranges {
            let v = env.var(n);
            f = f.with_range(&v, *lo, *hi);
        }
        print_expr(&s.simplify(&e, &f))
    }

    /// An input, its variables' ranges (`LO <= NAME < HI`) and the expected
    /// result.
    type Case<'a> = (&'a str, &'a [(&'a str, i64, i64)], &'a str);

    /// Simplifies each case with the built-in rules.
    fn check(cases: &[Case]) {
        let s = Simplifier::with_builtin_rules().unwrap();
        for (text, ranges, want) in cases {
            assert_eq!(simp(&s, text, ranges), *want, "{text} with {ranges:?}");
        }
    }

    /// The patience hook's size is egg's `AstSize` extraction: on an
    /// e-graph with unions (a cycle `x = x * 1`, `x + 0`, a shared `x * 3`)
    /// every class's smallest size is the extractor's.
    #[test]
    fn smallest_size_is_the_extractors_ast_size() {
        use super::super::lang::VarLeaf;
        let mut eg = ArithEGraph::new(ArithAnalysis::default());
        let var = |name: &str, idx| {
            Lang::Var(VarLeaf {
                idx,
                name: name.into(),
                ty: tirsat_ir::DataType::i32(),
            })
        };
        let c = |v| Lang::Const(Const::new(v, tirsat_ir::DataType::i32()));
        let x = eg.add(var("x", 0));
        let y = eg.add(var("y", 1));
        let (zero, one, three) = (eg.add(c(0)), eg.add(c(1)), eg.add(c(3)));
        let x1 = eg.add(Lang::Mul([x, one]));
        let x0 = eg.add(Lang::Add([x, zero]));
        let x3 = eg.add(Lang::Mul([x0, three]));
        let sum = eg.add(Lang::Add([x3, x3]));
        let big = eg.add(Lang::Add([sum, y]));
        let top = eg.add(Lang::Sub([big, x1]));
        eg.union(x1, x);
        eg.union(x0, x1);
        eg.rebuild();
        let extractor = Extractor::new(&eg, egg::AstSize);
        for id in [x, y, x1, x0, x3, sum, big, top] {
            assert_eq!(
                smallest_size(&eg, id),
                extractor.find_best_cost(id),
                "class {id}"
            );
        }
        // (x * 3 + x * 3 + y) - x: 1 + (1 + (1 + 3 + 3) + 1) + 1.
        assert_eq!(smallest_size(&eg, top), 11);
    }

    #[test]
    fn basic_simplifications() {
        check(&[
            ("x + 0", &[], "x"),
            ("tx % 128", &[("tx", 0, 128)], "tx"),
            ("(bx * 128 + tx) % 128", &[("tx", 0, 128)], "tx"),
            ("T.min(tx, 127)", &[("tx", 0, 128)], "tx"),
            ("A[x - x] + 0", &[], "A[0]"),
        ]);
    }

    #[test]
    fn min_max_keep_the_rule_orientation() {
        // Commuting a min/max is only a means to match rules: the result keeps
        // the operand order the rules derive from the input.
        check(&[
            ("T.max(x, y - 10) + 10", &[], "T.max(x + 10, y)"),
            // (-y must fit: y is bounded away from INT32_MIN.)
            (
                "x - T.max(x + y, 0)",
                &[("y", -100, 100)],
                "T.min(0 - y, x)",
            ),
            // Unbounded, y may be INT32_MIN (x = 0 gives 0; `0 - y` overflows).
            ("x - T.max(x + y, 0)", &[], "x - T.max(x + y, 0)"),
            ("T.min(2 - x * 4, 0) + x * 4", &[], "T.min(x * 4, 2)"),
        ]);
    }

    #[test]
    fn contracted_quotients_are_preferred() {
        check(&[
            ("(y - z) // 5 * 5 - y", &[], "0 - (y - z) % 5 - z"),
            ("(y - z) // 3 * 6 - y * 2", &[], "(0 - (y - z) % 3 - z) * 2"),
            // A term added to itself prints as a product.
            ("T.max(x, y * 2) + T.min(x, y * 2)", &[], "x + y * 2"),
        ]);
    }

    #[test]
    fn cache_and_determinism() {
        let s = Simplifier::with_builtin_rules().unwrap();
        let a = simp(&s, "(x + 2 + 3 + 4 + x) // 2", &[]);
        assert_eq!(s.cache_len(), 1);
        let b = simp(&s, "(x + 2 + 3 + 4 + x) // 2", &[]);
        assert_eq!(a, b);
        let s2 = Simplifier::with_builtin_rules().unwrap();
        assert_eq!(simp(&s2, "(x + 2 + 3 + 4 + x) // 2", &[]), a);
    }

    #[test]
    fn limits_stop_and_return_best() {
        let limits = Limits {
            iter_limit: 1,
            node_limit: 10,
            time_limit: Duration::from_secs(5),
            patience: 3,
            match_limit: 1000,
            case_runs: 0,
        };
        let s = Simplifier::new(RuleSet::builtin().unwrap(), limits);
        let mut env = VarEnv::new();
        let e = parse_expr("a + b + c + d + e + f + g + h + (a - a)", &mut env).unwrap();
        let r = s.simplify_full(&e, &Facts::new());
        assert!(r.stop.hit_limit());
        let size = crate::cost::expr_size;
        assert!(size(&r.expr) <= size(&e));
    }

    #[test]
    fn explanations_list_rules() {
        let s = Simplifier::with_builtin_rules().unwrap();
        let mut env = VarEnv::new();
        let e = parse_expr("x - x + y", &mut env).unwrap();
        let r = s.explain(&e, &Facts::new());
        assert_eq!(print_expr(&r.expr), "y");
        assert!(!r.steps.is_empty());
        assert_eq!(print_expr(&r.steps.last().unwrap().expr), "y");
    }
}
