//! Planner selection and the validated report every planner run produces.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use super::bound::lower_bound;
use super::exact::exact;
use super::greedy::{STRATEGIES, greedy, greedy_with};
use super::problem::Problem;
use super::tvm::tvm_plan_intervals;
use super::validate::{Validation, validate};

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
    /// Wall-clock budget for the search (greedy always completes its first order).
    pub time_limit: Duration,
    /// A capacity the exact search decides first (MiniMalloc's `--capacity`).
    pub capacity: Option<u64>,
}

impl Default for PlanOptions {
    fn default() -> Self {
        PlanOptions {
            time_limit: Duration::from_secs(5),
            capacity: None,
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
    /// The lower bound of the instance.
    pub lower_bound: u64,
    /// The layout's peak (`max(offset + size)`).
    pub peak: u64,
    /// True when the peak is proven minimal (it equals the lower bound, or the exact
    /// search proved that nothing smaller fits) and the layout is valid.
    pub optimal: bool,
    /// The validator's verdict on the layout.
    pub validation: Validation,
    /// Wall-clock seconds spent planning (validation excluded).
    pub seconds: f64,
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
/// use tirsat::memory::{plan, Buffer, PlanOptions, Planner, Problem};
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
    let deadline = start + opts.time_limit;
    let lb = lower_bound(p);
    let mut failures = Vec::new();
    let mut timed_out = false;
    let (offsets, optimal_claim, method) = match planner {
        Planner::Tvm => {
            let out = tvm_plan_intervals(p);
            failures = out.failures.iter().map(|f| f.to_string()).collect();
            (out.offsets, false, "tvm free-list with layers".to_string())
        }
        Planner::Greedy => {
            let g = greedy(p, lb, Some(deadline));
            let m = format!("greedy {} (best of {} orders)", g.strategy, g.tried);
            (g.offsets, false, m)
        }
        Planner::Exact => {
            // The incumbent (and the fallback for instances too large to search) is
            // the first greedy strategy.
            let init = greedy_with(p, STRATEGIES[0]);
            let r = exact(p, lb, init, opts.capacity, Some(deadline));
            timed_out = r.timed_out;
            let m = exact_method(&r);
            (r.offsets, r.optimal, m)
        }
        Planner::Best => {
            let g = greedy(p, lb, Some(deadline));
            let gm = format!("greedy {}", g.strategy);
            if g.peak <= lb {
                (g.offsets, true, gm)
            } else {
                let r = exact(p, lb, g.offsets, opts.capacity, Some(deadline));
                timed_out = r.timed_out;
                let m = format!("{gm}, then {}", exact_method(&r));
                (r.offsets, r.optimal, m)
            }
        }
    };
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
    PlanReport {
        planner,
        offsets,
        lower_bound: lb,
        peak,
        optimal: valid && (peak <= lb || optimal_claim),
        validation,
        seconds,
        method,
        failures,
        timed_out,
    }
}

fn exact_method(r: &super::exact::ExactResult) -> String {
    if !r.searched {
        return "exact search skipped (instance too large)".to_string();
    }
    format!(
        "exact search ({} nodes{})",
        r.nodes,
        if r.timed_out { ", time limit hit" } else { "" }
    )
}
