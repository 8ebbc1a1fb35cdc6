//! Shared-memory packing: decide the byte offset of every buffer.
//!
//! The problem ([`Problem`]) is offline dynamic storage allocation: buffers with a
//! size, an alignment and a half-open live interval, plus pairs declared shareable.
//! [`lower_bound()`] gives the largest number of bytes live at once; [`validate()`]
//! checks any layout. The planners ([`Planner`]) are TVM's free-list planner
//! ([`tvm_plan`], for comparison), greedy best-/first-fit ([`greedy()`]), a
//! MiniMalloc-style complete search ([`exact()`], [`fits`]) and their combination
//! (`best`, the default). [`plan()`] runs any of them and validates the result.
//!
//! Symbolic sizes ([`Size`]) are compared through a [`SizeOracle`];
//! [`plan_symbolic`] places symbolic buffers conservatively above the constant ones.
//!
//! ```
//! use tirsat_memory::{plan, Buffer, PlanOptions, Planner, Problem};
//! let p = Problem::new(vec![
//!     Buffer::new("a", 4, 0, 3),
//!     Buffer::new("b", 4, 3, 9),
//!     Buffer::new("c", 4, 0, 9),
//!     Buffer::new("d", 4, 9, 21),
//!     Buffer::new("e", 4, 0, 21),
//! ])
//! .unwrap();
//! let r = plan(&p, Planner::Best, &PlanOptions::default());
//! assert_eq!(r.peak, 12);
//! assert!(r.optimal && r.is_valid());
//! ```
//!
//! Extension point for the MergeSharedMemoryAllocations pass: it builds
//! [`TvmAlloc`]s and [`TvmStep`]s from the kernel (TVM's exact event sequence) to
//! reproduce TVM with [`tvm_plan`], or a [`Problem`] / [`SymBuffer`] list with
//! intervals over the same positions for the other planners.

pub mod bound;
pub mod compact;
pub mod csv;
pub mod exact;
pub mod fit;
pub mod footprint;
pub mod greedy;
mod index;
pub mod lns;
mod memo;
pub mod plan;
pub mod problem;
pub mod report;
pub mod size;
pub mod skyline;
pub mod svg;
pub mod symbolic;
mod trees;
pub mod tvm;
pub mod validate;
pub mod window;

pub use bound::{live_profile, lower_bound};
pub use csv::{CsvError, CsvInstance, capacity_from_name, parse_csv, read_csv, write_csv};
pub use exact::{Decision, ExactResult, MAX_BUFFERS, MAX_PAIRS, exact, fits};
pub use fit::{FitAnswer, FitReport, Proof, fit};
pub use greedy::{Fit, GreedyResult, Order, STRATEGIES, Strategy, greedy, greedy_with};
pub use plan::{PlanOptions, PlanReport, Planner, UnknownPlanner, plan};
pub use problem::{Buffer, Problem, ProblemError, align_up};
pub use report::{
    BenchRow, FitRecord, PackRecord, bench_instance, bench_table, fit_table, pack_table,
};
pub use size::{RangeOracle, Size, SizeOracle, SymExpr};
pub use skyline::skyline;
pub use svg::{SvgInfo, layout_svg};
pub use symbolic::{SymBuffer, SymLayout, SymValidation, plan_symbolic, validate_symbolic};
pub use tvm::{
    StepKind, TvmAlloc, TvmFailure, TvmIntervalPlan, TvmPlan, TvmStep, allocs_from_problem,
    events_from_intervals, intervals_from_events, tvm_plan, tvm_plan_intervals,
};
pub use validate::{MAX_LISTED_OVERLAPS, Validation, validate};
pub use window::{
    MAX_WINDOW_BUFFERS, WindowBound, window_bound, window_bound_capped, window_problem,
};
