//! Planner selection and the validated report every planner run produces.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use super::bound::lower_bound;
use super::compact::compact;
use super::exact::{ExactResult, exact_budgeted, exact_phased};
use super::greedy::{first_strategy, greedy, greedy_phased};
use super::lns::lower_peak_phased;
use super::problem::Problem;
use super::tvm::tvm_plan_intervals;
use super::validate::{Validation, validate};
use super::window::window_bound_capped;

/// The planners, selectable by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Planner {
    /// TVM 0.27's free-list planner (MergeSharedMemoryAllocations), reproduced for
    /// comparison; its layouts are validated and its crashes reported.
    Tvm,
    /// Greedy best-/first-fit over several orders, keeping the best.
    Greedy,
    /// MiniMalloc-style complete search with a time budget.
    Exact,
    /// Greedy, then the exact search on the remaining budget (the default).
    Best,
}

impl Planner {
    /// Every planner, in display order.
    pub const ALL: [Planner; 4] = [Planner::Tvm, Planner::Greedy, Planner::Exact, Planner::Best];

    /// The planner's name (`tvm`, `greedy`, `exact`, `best`).
    pub fn name(self) -> &'static str {
        match self {
            Planner::Tvm => "tvm",
            Planner::Greedy => "greedy",
            Planner::Exact => "exact",
            Planner::Best => "best",
        }
    }
}

impl fmt::Display for Planner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown planner name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown planner `{0}` (expected tvm, greedy, exact or best)")]
pub struct UnknownPlanner(pub String);

impl FromStr for Planner {
    type Err = UnknownPlanner;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Planner::ALL
            .into_iter()
            .find(|p| p.name() == s)
            .ok_or_else(|| UnknownPlanner(s.to_string()))
    }
}

/// Options shared by the planners.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlanOptions {
    /// Wall-clock budget for the search. It stops greedy's strategies too, the
    /// first one included (the layout then stacks the buffers,
    /// [`stacked`](super::greedy::stacked)).
    pub time_limit: Duration,
    /// A capacity the exact search decides first (MiniMalloc's `--capacity`).
    pub capacity: Option<u64>,
    /// A budget of search nodes instead of the time limit: when set, no deadline
    /// applies and the layout depends on the input only (same bytes on every run,
    /// machine and number of threads).
    pub node_limit: Option<u64>,
}

impl Default for PlanOptions {
    fn default() -> Self {
        PlanOptions {
            time_limit: Duration::from_secs(5),
            capacity: None,
            node_limit: None,
        }
    }
}

/// What a planner run produced, after validation.
#[derive(Debug, Clone, PartialEq)]
pub struct PlanReport {
    /// The planner that ran.
    pub planner: Planner,
    /// One offset per buffer.
    pub offsets: Vec<u64>,
    /// The live-bytes lower bound of the instance ([`lower_bound`]).
    pub lower_bound: u64,
    /// The best lower bound proven on the optimal peak: the live-bytes bound, a
    /// [window bound](super::window), or one above a target the exact search
    /// exhausted. Equal to `peak` when the layout is optimal.
    pub proven_lower_bound: u64,
    /// The layout's peak (`max(offset + size)`).
    pub peak: u64,
    /// True when the peak is proven minimal (it equals the lower bound, or the exact
    /// search proved that nothing smaller fits) and the layout is valid.
    pub optimal: bool,
    /// The validator's verdict on the layout.
    pub validation: Validation,
    /// Wall-clock seconds spent planning (validation excluded).
    pub seconds: f64,
    /// Seconds from the start to the layout reported (the last improvement).
    pub seconds_to_best: f64,
    /// Seconds from the start to the proof of optimality, when it is optimal.
    pub seconds_to_proof: Option<f64>,
    /// How the layout was found (strategy, search statistics).
    pub method: String,
    /// Conditions under which the real planner would fail (TVM crashes); the layout
    /// then places the affected buffers above everything else.
    pub failures: Vec<String>,
    /// True when the time limit cut a search short.
    pub timed_out: bool,
}

impl PlanReport {
    /// Valid layout and no planner failure.
    pub fn is_valid(&self) -> bool {
        self.validation.is_valid() && self.failures.is_empty()
    }

    /// `peak / proven_lower_bound - 1`, in per cent: how far from optimal the layout
    /// can be at most.
    pub fn proven_gap_percent(&self) -> f64 {
        if self.proven_lower_bound == 0 {
            0.0
        } else {
            (self.peak as f64 / self.proven_lower_bound as f64 - 1.0) * 100.0
        }
    }

    /// `peak / lower_bound - 1`, in per cent (0 for an empty instance).
    pub fn gap_percent(&self) -> f64 {
        if self.lower_bound == 0 {
            0.0
        } else {
            (self.peak as f64 / self.lower_bound as f64 - 1.0) * 100.0
        }
    }
}

/// Runs `planner` on `p` and validates the result.
///
/// ```
/// use tirsat_memory::{plan, Buffer, PlanOptions, Planner, Problem};
/// let p = Problem::new(vec![
///     Buffer::new("a", 8, 0, 4),
///     Buffer::new("b", 4, 0, 2),
///     Buffer::new("c", 4, 2, 4),
/// ])
/// .unwrap();
/// let r = plan(&p, Planner::Best, &PlanOptions::default());
/// assert!(r.is_valid() && r.optimal);
/// assert_eq!((r.lower_bound, r.peak), (12, 12));
/// ```
pub fn plan(p: &Problem, planner: Planner, opts: &PlanOptions) -> PlanReport {
    let start = Instant::now();
    // A node budget replaces the deadline.
    let deadline = match opts.node_limit {
        Some(_) => None,
        None => Some(start + opts.time_limit),
    };
    let budget = Budget {
        deadline,
        nodes: opts.node_limit,
    };
    let lb = lower_bound(p);
    let mut failures = Vec::new();
    let mut timed_out = false;
    let since = |t: Instant| t.saturating_duration_since(start).as_secs_f64();
    let (offsets, out) = match planner {
        Planner::Tvm => {
            let out = tvm_plan_intervals(p);
            failures = out.failures.iter().map(|f| f.to_string()).collect();
            let s = Searched::initial(
                "tvm free-list with layers".into(),
                lb,
                since(Instant::now()),
            );
            (out.offsets, s)
        }
        Planner::Greedy => {
            let g = greedy(p, lb, deadline);
            let m = format!("greedy {} (best of {} orders)", g.strategy, g.tried);
            (g.offsets, Searched::initial(m, lb, since(Instant::now())))
        }
        Planner::Exact => {
            // The incumbent (and the fallback for instances too large to search) is
            // the first greedy strategy (stacked when the deadline stops it).
            let init = first_strategy(p, deadline);
            let at = since(Instant::now());
            search(p, lb, init, at, opts.capacity, start, budget)
        }
        Planner::Best => {
            // The strategies after the first stop at a share of the time limit.
            let soft = deadline.map(|_| start + opts.time_limit * GREEDY_TENTHS / 10);
            let g = greedy_phased(p, lb, deadline, soft);
            let at = since(Instant::now());
            let gm = format!("greedy {}", g.strategy);
            if g.peak <= lb {
                let mut s = Searched::initial(gm, lb, at);
                s.optimal = true;
                s.seconds_to_proof = Some(at);
                (g.offsets, s)
            } else {
                let (offs, mut s) = search(p, lb, g.offsets, at, opts.capacity, start, budget);
                s.method = format!("{gm}, then {}", s.method);
                (offs, s)
            }
        }
    };
    timed_out |= out.timed_out;
    let seconds = start.elapsed().as_secs_f64();
    let validation = validate(p, &offsets);
    if planner != Planner::Tvm {
        debug_assert!(
            validation.is_valid(),
            "{planner} produced an invalid layout: {}",
            validation.describe()
        );
    }
    let peak = validation.peak;
    let valid = validation.is_valid() && failures.is_empty();
    let optimal = valid && (peak <= lb || out.optimal);
    PlanReport {
        planner,
        offsets,
        lower_bound: lb,
        proven_lower_bound: out.proven.max(lb).min(peak.max(lb)),
        peak,
        optimal,
        validation,
        seconds,
        seconds_to_best: out.seconds_to_best,
        seconds_to_proof: if optimal {
            Some(out.seconds_to_proof.unwrap_or(out.seconds_to_best))
        } else {
            None
        },
        method: out.method,
        failures,
        timed_out,
    }
}

/// What the search phases of [`plan`] found besides the layout.
struct Searched {
    method: String,
    optimal: bool,
    proven: u64,
    timed_out: bool,
    seconds_to_best: f64,
    seconds_to_proof: Option<f64>,
}

impl Searched {
    fn initial(method: String, lb: u64, at: f64) -> Self {
        Searched {
            method,
            optimal: false,
            proven: lb,
            timed_out: false,
            seconds_to_best: at,
            seconds_to_proof: None,
        }
    }
}

/// The budget of [`plan`]'s search phases: a deadline, or a node budget (then
/// no deadline and the phases are deterministic).
#[derive(Debug, Clone, Copy)]
struct Budget {
    deadline: Option<Instant>,
    nodes: Option<u64>,
}

impl Budget {
    fn expired(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// `num / den` of what is left: a deadline that far ahead, or that share of
    /// the nodes left after `used`.
    fn share(&self, used: u64, num: u32, den: u32) -> Budget {
        let now = Instant::now();
        Budget {
            deadline: self
                .deadline
                .map(|d| now + d.saturating_duration_since(now) * num / den),
            nodes: self
                .nodes
                .map(|b| b.saturating_sub(used) / u64::from(den) * u64::from(num)),
        }
    }
}

/// Share of the budget (in fifths) for the first exact search; peak repair then
/// gets half of what is left, and the last exact search the rest.
const FIRST_SEARCH_FIFTHS: u32 = 3;

/// Share of the time limit (in tenths) after which greedy's strategies after the
/// first stop: on large instances (pangu_2.6B's 18,692 buffers) all 15 take
/// seconds, and the first one gave the best layout on every idealloc instance
/// but resnet50 (whose 15 take a third of a second).
const GREEDY_TENTHS: u32 = 1;

/// Node cap of one window decision, per buffer of the window: windows whose
/// decision needs more rarely settle within any budget (D's and J's), and the
/// bounds windows prove come from small, quickly exhausted searches.
const WINDOW_NODES_PER_BUFFER: u64 = 64;

/// The exact phases: the exact search from `init` (found `init_at` seconds after
/// `start`), then, when it did not prove optimality, flip compaction ([`compact`],
/// also after a spent node budget: it counts no nodes), and, when the budget is
/// not spent, window bounds ([`window_bound_capped`], each decision capped in
/// nodes), peak repair
/// ([`lower_peak_phased`]) and the exact search again from the better proven bound.
///
/// Each phase gets a share of what is left. With a node budget the share is in
/// nodes, kept at the granularity of a portfolio round (exact) or a decision
/// (windows, peak repair, whose decisions are capped to the share). With a
/// deadline the share is a *soft* deadline for the exact search and peak
/// repair: no round or decision starts after it, while one under way runs on
/// until it ends or the hard deadline (the whole budget) cuts it, so a long
/// search is not thrown away at the end of its share (pangu_2.6B's first round
/// places all 18,692 buffers in one dive). Window bounds keep a hard share.
fn search(
    p: &Problem,
    lb: u64,
    init: Vec<u64>,
    init_at: f64,
    capacity: Option<u64>,
    start: Instant,
    budget: Budget,
) -> (Vec<u64>, Searched) {
    let since = |t: Instant| t.saturating_duration_since(start).as_secs_f64();
    let mut used = 0u64;
    let first = budget.share(used, FIRST_SEARCH_FIFTHS, 5);
    let r = exact_phased(
        p,
        lb,
        init,
        capacity,
        budget.deadline,
        first.deadline,
        first.nodes,
    );
    used += r.nodes;
    let mut s = Searched {
        method: exact_method(&r),
        optimal: r.optimal,
        proven: r.proven_lower_bound,
        timed_out: r.timed_out,
        seconds_to_best: r.improved_at.map_or(init_at, since),
        seconds_to_proof: r.proved_at.map(since),
    };
    if r.optimal {
        return (r.offsets, s);
    }
    // Flip compaction of the best layout, on what is left (it counts no nodes, so
    // it runs after a spent node budget too, and it stops by itself once its
    // passes give nothing: milliseconds on MiniMalloc's instances).
    let c = compact(p, r.offsets, budget.deadline);
    s.method = format!("{}, then flip compaction ({} passes)", s.method, c.passes);
    s.timed_out |= c.timed_out;
    if let Some(t) = c.improved_at {
        s.seconds_to_best = since(t);
    }
    let r = ExactResult {
        peak: c.peak,
        offsets: c.offsets,
        ..r
    };
    let spent = |used: u64| budget.nodes.is_some_and(|b| used >= b);
    if r.peak <= s.proven || budget.expired() || spent(used) {
        s.optimal = r.peak <= s.proven;
        if s.optimal {
            s.seconds_to_proof = Some(since(Instant::now()));
        }
        return (r.offsets, s);
    }
    // Window bounds, each decision capped in nodes: a window that settles fast
    // raises the bound for the searches that follow.
    // All of what is left when the instance is too large to search.
    // A quarter of what is left otherwise, in time and in nodes: on instances
    // whose windows all fit at the bound (MiniMalloc's D and J) it gives nothing.
    let window = if !r.too_large {
        budget.share(used, 1, 4)
    } else {
        budget.share(used, 1, 1)
    };
    let wb = window_bound_capped(p, window.deadline, WINDOW_NODES_PER_BUFFER, window.nodes);
    used += wb.nodes;
    s.timed_out |= wb.timed_out;
    if wb.bound > s.proven {
        s.proven = wb.bound;
        s.method = format!(
            "{}, window bound {} ({} windows, {} searches)",
            s.method, wb.bound, wb.windows, wb.searches
        );
        if r.peak <= wb.bound {
            s.optimal = true;
            s.seconds_to_proof = Some(since(Instant::now()));
            return (r.offsets, s);
        }
    }
    if r.too_large || budget.expired() || spent(used) {
        return (r.offsets, s);
    }
    // Peak repair: the top band re-solved with the rest fixed, on up to half of
    // what is left (it stops by itself when the largest band gives nothing).
    let half = budget.share(used, 1, 2);
    let l = lower_peak_phased(
        p,
        s.proven,
        r.offsets,
        budget.deadline,
        half.deadline,
        half.nodes,
    );
    used += l.nodes;
    s.method = format!(
        "{}, then peak repair ({} searches, {} nodes, bands up to {} buffers)",
        s.method, l.searches, l.nodes, l.band
    );
    s.timed_out |= l.timed_out;
    if let Some(t) = l.improved_at {
        s.seconds_to_best = since(t);
    }
    if l.peak <= s.proven {
        s.optimal = true;
        s.seconds_to_proof = Some(since(Instant::now()));
        return (l.offsets, s);
    }
    if budget.expired() || spent(used) {
        return (l.offsets, s);
    }
    let rest = budget.share(used, 1, 1);
    let r2 = exact_budgeted(p, s.proven, l.offsets, None, budget.deadline, rest.nodes);
    s.method = format!("{}, then {}", s.method, exact_method(&r2));
    s.optimal = r2.optimal;
    s.proven = s.proven.max(r2.proven_lower_bound);
    s.timed_out |= r2.timed_out;
    if let Some(t) = r2.improved_at {
        s.seconds_to_best = since(t);
    }
    s.seconds_to_proof = r2.proved_at.map(since);
    (r2.offsets, s)
}

fn exact_method(r: &super::exact::ExactResult) -> String {
    if r.too_large {
        return "exact search skipped (instance too large)".to_string();
    }
    if !r.searched && r.timed_out {
        return "exact search not started (time limit hit)".to_string();
    }
    if !r.searched {
        // The initial layout is at the lower bound: it is optimal.
        return "no exact search needed (the layout is at the lower bound)".to_string();
    }
    format!(
        "exact search ({} nodes{})",
        r.nodes,
        if r.timed_out { ", time limit hit" } else { "" }
    )
}
