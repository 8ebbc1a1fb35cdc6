//! Recording what the lowering passes ask the arithmetic engine, as a text
//! corpus ([`corpus`](super::corpus)) for `rules ablate`, `rules stats` and
//! `simplify-bench --kernels` (`rules corpus`; the passes are run by
//! `tirsat_tools::kernel_corpus`).
//!
//! A [`Recorder`] installed as the simplifier's
//! [`Observer`](tirsat_arith::observe::Observer) collects every request. An
//! engine in front of the simplifier that settles questions itself (the
//! merge pass's linear engine) is wrapped so that each question is reported
//! once on entry ([`EngineScope`]). Every request becomes one line
//! ([`corpus_line`]): the expression with its variables renamed to plain
//! identifiers (`threadIdx.x` -> `threadIdx_x`), and the facts the pass gave
//! with it (variable ranges with types, predicates). With
//! [`RecordOptions::loop_ranges`], variables the pass gave no bound get the
//! range of their loop or thread extent in the module (constant extents
//! only, [`collect_ranges`]): the facts a reader of the kernel knows.
//! Constants and lone variables (nothing to simplify) and requests that do
//! not read back as the same expression (a vector, a float, a load from a
//! non-`int32` buffer, ...) are counted, not written.
//!
//! ```
//! use tirsat_tools::explore::record::{corpus_line, VarRanges};
//! use tirsat_arith::Facts;
//! use tirsat_ir::{DataType, Expr, Var};
//! let tx = Var::new("threadIdx.x", DataType::i32());
//! let e = Expr::floordiv(&Expr::add(&tx.to_expr(), &Expr::i32(3)), &Expr::i32(4));
//! let mut ranges = VarRanges::new();
//! ranges.insert(tx.clone(), (0, 127));
//! let line = corpus_line(&e, &Facts::new(), Some(&ranges)).unwrap();
//! assert_eq!(line, "(threadIdx_x + 3) // 4 | threadIdx_x=0:128");
//! assert_eq!(corpus_line(&tx.to_expr(), &Facts::new(), None).unwrap_err(), "variable");
//! ```

use std::cell::Cell;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, PoisonError};

use super::corpus::parse_text_corpus;
use tirsat_arith::facts::Facts;
use tirsat_arith::observe::{Observer, notify};
use tirsat_ir::visit::{Visitor, substitute_expr, walk_expr, walk_stmt};
use tirsat_ir::{AttrNode, DataType, Expr, ExprKind, IRModule, Stmt, StmtKind, Var};
use tirsat_script::printer::print_expr;

thread_local! {
    /// Set while a recording engine wrapper runs its inner engine on this
    /// thread ([`EngineScope`]): the engine's own simplifier requests repeat
    /// the recorded question.
    static INSIDE_ENGINE: Cell<bool> = const { Cell::new(false) };
}

/// Collects the simplifier's inputs (install it with
/// [`observe`](tirsat_arith::observe::observe)).
#[derive(Default)]
pub struct Recorder {
    seen: Mutex<Vec<(Expr, Facts)>>,
}

impl Observer for Recorder {
    fn simplify(&self, expr: &Expr, facts: &Facts) {
        if INSIDE_ENGINE.with(Cell::get) {
            return;
        }
        self.seen
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push((expr.clone(), facts.clone()));
    }
}

impl Recorder {
    /// What was seen since the last call (in arrival order).
    pub fn take(&self) -> Vec<(Expr, Facts)> {
        std::mem::take(&mut *self.seen.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

/// Marks the current thread as inside an arithmetic engine whose question
/// was recorded (a recording engine wrapper, e.g. the tools' `RecordingArith`):
/// the question is reported on entry, and the simplifier requests the engine
/// makes on the way are not recorded again. Cleared on drop.
pub struct EngineScope(());

impl EngineScope {
    /// Reports `question` (unless already inside an engine) and enters.
    pub fn enter(question: &Expr, facts: &Facts) -> EngineScope {
        if !INSIDE_ENGINE.with(Cell::get) {
            notify(question, facts);
        }
        INSIDE_ENGINE.with(|c| c.set(true));
        EngineScope(())
    }
}

impl Drop for EngineScope {
    fn drop(&mut self) {
        INSIDE_ENGINE.with(|c| c.set(false));
    }
}

/// Inclusive ranges of loop and thread variables, by variable identity.
pub type VarRanges = HashMap<Var, (i64, i64)>;

struct RangeCollector<'a>(&'a mut VarRanges);

impl RangeCollector<'_> {
    fn add(&mut self, v: &Var, lo: i64, extent: i64) {
        let Some(hi) = lo.checked_add(extent).and_then(|e| e.checked_sub(1)) else {
            return;
        };
        if extent <= 0 {
            return;
        }
        let slot = self.0.entry(v.clone()).or_insert((lo, hi));
        *slot = (slot.0.min(lo), slot.1.max(hi));
    }
}

impl Visitor for RangeCollector<'_> {
    fn visit_stmt(&mut self, s: &Stmt) {
        match s.kind() {
            StmtKind::For {
                var, min, extent, ..
            } => {
                if let (Some(lo), Some(ext)) = (min.as_int(), extent.as_int()) {
                    self.add(var, lo, ext);
                }
            }
            StmtKind::Attr {
                node: AttrNode::IterVar(iv),
                key,
                value,
                ..
            } if key == "thread_extent" || key == "virtual_thread" => {
                if let Some(ext) = value.as_int() {
                    self.add(iv.var(), 0, ext);
                }
            }
            _ => {}
        }
        walk_stmt(self, s);
    }
}

/// Adds the constant ranges of the loops and thread extents of `m` to
/// `out` (a variable bound twice gets the hull of both ranges).
pub fn collect_ranges(m: &IRModule, out: &mut VarRanges) {
    let mut c = RangeCollector(out);
    for (_, f) in m.iter() {
        c.visit_stmt(&f.body);
    }
}

/// The integer index, bound and condition expressions of a module: buffer
/// indices (a ramp's base and stride), loop bounds, allocation extents,
/// `if`/`while`/`select` conditions and integer `let` values, with the
/// values of integer `let` variables (TVM's `cse_v*`) substituted.
#[derive(Default)]
struct IndexCollector {
    found: Vec<Expr>,
    lets: HashMap<Var, Expr>,
}

impl IndexCollector {
    fn push(&mut self, e: &Expr) {
        match e.kind() {
            ExprKind::Ramp { base, stride, .. } => {
                self.push(base);
                self.push(stride);
            }
            _ if e.dtype().is_scalar() && e.dtype().is_integer_like() => {
                let e = if self.lets.is_empty() {
                    e.clone()
                } else {
                    substitute_expr(e, &self.lets)
                };
                self.found.push(e)
            }
            _ => {}
        }
    }
}

impl Visitor for IndexCollector {
    fn visit_expr(&mut self, e: &Expr) {
        match e.kind() {
            ExprKind::Load { indices, .. } => indices.iter().for_each(|i| self.push(i)),
            ExprKind::Select(c, _, _) => self.push(c),
            _ => {}
        }
        walk_expr(self, e);
    }

    fn visit_stmt(&mut self, s: &Stmt) {
        match s.kind() {
            StmtKind::Store { indices, .. } => indices.iter().for_each(|i| self.push(i)),
            StmtKind::For { min, extent, .. } => {
                self.push(min);
                self.push(extent);
            }
            StmtKind::If { cond, .. } | StmtKind::While { cond, .. } => self.push(cond),
            StmtKind::Bind { var, value } => {
                self.push(value);
                if let Some(v) = self
                    .found
                    .last()
                    .filter(|_| value.dtype().is_integer_like())
                {
                    self.lets.insert(var.clone(), v.clone());
                }
            }
            StmtKind::AllocBuffer { buffer, .. } => {
                buffer.shape().iter().for_each(|e| self.push(e))
            }
            _ => {}
        }
        walk_stmt(self, s);
    }
}

/// The integer index, bound and condition expressions of `m` (see
/// `record_module`), in program order.
pub fn module_indices(m: &IRModule) -> Vec<Expr> {
    let mut c = IndexCollector::default();
    for (_, f) in m.iter() {
        c.lets.clear();
        c.visit_stmt(&f.body);
    }
    c.found
}

/// The name under which `record_module` lists the lowered module's own
/// expressions.
pub const LOWERED_INDICES: &str = "indices of the lowered module";

/// How requests become corpus lines.
#[derive(Clone, Copy, Debug)]
pub struct RecordOptions {
    /// Give variables without a bound from the pass the range of their loop
    /// or thread extent in the module.
    pub loop_ranges: bool,
    /// Also list the lowered module's own index, bound and condition
    /// expressions ([`module_indices`]) as [`LOWERED_INDICES`].
    pub module_indices: bool,
}

impl Default for RecordOptions {
    fn default() -> Self {
        RecordOptions {
            loop_ranges: true,
            module_indices: true,
        }
    }
}

/// What one pass asked.
#[derive(Clone, Debug, Default)]
pub struct PassRecord {
    pub pass: String,
    /// Simplification requests made by the pass.
    pub requests: usize,
    /// Distinct corpus lines and how many requests produced each.
    pub lines: BTreeMap<String, usize>,
    /// Requests not written, by reason (`constant`, `variable`: nothing to
    /// simplify; `type`: not a scalar integer; `does`/`reads`: not
    /// representable in the text corpus).
    pub left_out: BTreeMap<String, usize>,
}

/// What the passes asked while lowering one module.
#[derive(Clone, Debug, Default)]
pub struct ModuleRecord {
    /// One entry per pass, in pipeline order.
    pub passes: Vec<PassRecord>,
}

const KEYWORDS: [&str; 8] = ["T", "and", "or", "not", "True", "False", "None", "if"];

/// A plain identifier for `name`, distinct from those in `taken`.
fn plain_name(name: &str, taken: &[String]) -> String {
    let mut base: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if base.is_empty()
        || base.starts_with(|c: char| c.is_ascii_digit())
        || KEYWORDS.contains(&base.as_str())
    {
        base = format!("v_{base}");
    }
    let mut n = base.clone();
    let mut k = 1;
    while taken.contains(&n) {
        n = format!("{base}_{k}");
        k += 1;
    }
    n
}

/// One request as a corpus line (`EXPR | facts`), or why it cannot be one.
pub fn corpus_line(
    expr: &Expr,
    facts: &Facts,
    ranges: Option<&VarRanges>,
) -> Result<String, String> {
    let t = expr.dtype();
    if !(t.is_integer_like() && t.is_scalar()) {
        return Err(format!("type {t}"));
    }
    match expr.kind() {
        ExprKind::Int(_) => return Err("constant".into()),
        ExprKind::Var(_) => return Err("variable".into()),
        _ => {}
    }
    let mut vars = Vec::new();
    expr.collect_vars(&mut vars);
    // The predicates the simplifier uses: those sharing a variable with `expr`.
    let mut preds = Vec::new();
    for p in facts.predicates() {
        let mut pv = Vec::new();
        p.collect_vars(&mut pv);
        if p.dtype().is_bool() && pv.iter().any(|v| vars.contains(v)) {
            preds.push(p.clone());
            for v in pv {
                if !vars.contains(&v) {
                    vars.push(v);
                }
            }
        }
    }
    let mut names: Vec<String> = Vec::new();
    let mut map = HashMap::new();
    let mut decls = Vec::new();
    for v in &vars {
        if !v.dtype().is_integer_like() || !v.dtype().is_scalar() {
            return Err(format!("variable of type {}", v.dtype()));
        }
        let n = plain_name(v.name(), &names);
        names.push(n.clone());
        map.insert(v.clone(), v.with_name(n.clone()).to_expr());
        let (mut lo, mut hi) = facts.bounds(v);
        if let Some(&(rl, rh)) = ranges.and_then(|r| r.get(v)) {
            lo = Some(lo.map_or(rl, |l| l.max(rl)));
            hi = Some(hi.map_or(rh, |h| h.min(rh)));
        }
        let ty = if v.dtype() == DataType::i32() {
            String::new()
        } else {
            format!(":{}", v.dtype())
        };
        // Half-open `LO:HI`; an upper bound of i64::MAX is written as none.
        let hi_text = hi
            .and_then(|h| h.checked_add(1))
            .map_or(String::new(), |h| h.to_string());
        let lo_text = lo.map_or(String::new(), |l| l.to_string());
        if !ty.is_empty() || !lo_text.is_empty() || !hi_text.is_empty() {
            decls.push(format!("{n}{ty}={lo_text}:{hi_text}"));
        }
    }
    let text = print_expr(&substitute_expr(expr, &map));
    decls.extend(preds.iter().map(|p| print_expr(&substitute_expr(p, &map))));
    let line = if decls.is_empty() {
        text.clone()
    } else {
        format!("{text} | {}", decls.join(", "))
    };
    if line.contains('#') || line.contains('\n') {
        return Err("text with `#` or a line break".into());
    }
    // It must read back as the same expression.
    match parse_text_corpus(&line, "request") {
        Ok(items) if items.len() == 1 && print_expr(&items[0].expr) == text => Ok(line),
        Ok(_) => Err("reads back differently".into()),
        Err(_) => Err("does not read back".into()),
    }
}

fn reason_class(r: &str) -> String {
    r.split(' ').next().unwrap_or(r).to_string()
}

/// Turns the requests one pass made (or the expressions of a module) into
/// corpus lines.
pub fn record_requests(
    pass: &str,
    calls: &[(Expr, Facts)],
    ranges: &VarRanges,
    opts: &RecordOptions,
) -> PassRecord {
    let mut pr = PassRecord {
        pass: pass.to_string(),
        requests: calls.len(),
        ..PassRecord::default()
    };
    for (e, f) in calls {
        match corpus_line(e, f, opts.loop_ranges.then_some(ranges)) {
            Ok(l) => *pr.lines.entry(l).or_insert(0) += 1,
            Err(r) => *pr.left_out.entry(reason_class(&r)).or_insert(0) += 1,
        }
    }
    pr
}

/// Totals of a written corpus.
#[derive(Clone, Debug, Default)]
pub struct CorpusTotals {
    pub modules: usize,
    pub requests: usize,
    /// Distinct lines written.
    pub expressions: usize,
    /// Requests not written ([`PassRecord::left_out`]).
    pub left_out: usize,
}

/// Writes the corpus text: per module and pass a comment, then the lines
/// not written before (each with the number of requests that produced it),
/// in sorted order. `header` lines are written first as comments.
pub fn write_corpus(
    header: &[String],
    records: &[(String, ModuleRecord)],
) -> (String, CorpusTotals) {
    let mut out = String::new();
    for h in header {
        out.push_str(&format!("# {h}\n"));
    }
    let mut written: std::collections::HashSet<&str> = std::collections::HashSet::new();
    let mut tot = CorpusTotals {
        modules: records.len(),
        ..CorpusTotals::default()
    };
    for (file, rec) in records {
        for p in &rec.passes {
            if p.requests == 0 {
                continue;
            }
            let skipped: usize = p.left_out.values().sum();
            tot.requests += p.requests;
            tot.left_out += skipped;
            let new: Vec<(&String, &usize)> = p
                .lines
                .iter()
                .filter(|(l, _)| !written.contains(l.as_str()))
                .collect();
            out.push_str(&format!(
                "\n# {file}: {}: {} requests, {} distinct, {} new",
                p.pass,
                p.requests,
                p.lines.len(),
                new.len()
            ));
            if skipped > 0 {
                let why: Vec<String> = p.left_out.iter().map(|(r, n)| format!("{r} {n}")).collect();
                out.push_str(&format!("; left out: {}", why.join(", ")));
            }
            out.push('\n');
            for (l, n) in new {
                written.insert(l);
                tot.expressions += 1;
                out.push_str(&format!("{l}  # x{n}\n"));
            }
        }
    }
    (out, tot)
}
