//! Fit mode: MiniMalloc's question, "is there a layout with peak <= C?", answered
//! and nothing more.
//!
//! [`fit`] stops at the first layout within the capacity. It tries, in this order:
//! 1. the lower bound (more bytes live at one time than `C`: no layout exists);
//! 2. a few cheap greedy strategies, stopping at the first that fits;
//! 3. the complete decision search ([`fits`](super::exact::fits)), which either
//!    finds a layout or exhausts the canonical layouts (a proof that none fits).
//!
//! Every layout it returns has been checked by the validator.
//!
//! ```
//! use tirsat_memory::{fit, Buffer, FitAnswer, Problem, Proof};
//! // 9 bytes are live at most at one time, yet every layout needs 10.
//! let p = Problem::new(vec![
//!     Buffer::new("b", 2, 4, 6),
//!     Buffer::new("c", 5, 5, 9),
//!     Buffer::new("d", 1, 3, 6),
//!     Buffer::new("e", 3, 3, 5),
//!     Buffer::new("f", 1, 2, 6),
//!     Buffer::new("g", 4, 0, 4),
//!     Buffer::new("h", 3, 6, 8),
//!     Buffer::new("i", 5, 0, 2),
//! ])
//! .unwrap();
//! assert!(matches!(fit(&p, 10, None).answer, FitAnswer::Fits(_)));
//! assert_eq!(fit(&p, 9, None).answer, FitAnswer::Infeasible(Proof::Search));
//! assert_eq!(fit(&p, 8, None).answer, FitAnswer::Infeasible(Proof::LowerBound(9)));
//! //! ```

use std::fmt;
use std::time::Instant;

use super::bound::lower_bound;
use super::exact::{Decision, fits_stats, memo_default};
use super::greedy::{STRATEGIES, greedy_with};
use super::problem::Problem;
use super::validate::{Validation, validate};

/// Why no layout fits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Proof {
    /// This many bytes are live at one time.
    LowerBound(u64),
    /// The complete search over canonical layouts found none.
    Search,
}

impl fmt::Display for Proof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Proof::LowerBound(b) => write!(f, "{b} bytes are live at one time"),
            Proof::Search => f.write_str("the complete search found no layout"),
        }
    }
}

/// The answer of [`fit`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FitAnswer {
    /// A valid layout within the capacity (one offset per buffer).
    Fits(Vec<u64>),
    /// No layout fits, with the reason.
    Infeasible(Proof),
    /// The deadline passed (or the instance is too large to search) first.
    Unknown,
}

/// What [`fit`] found and how long it took.
#[derive(Debug, Clone, PartialEq)]
pub struct FitReport {
    /// The capacity decided.
    pub capacity: u64,
    /// The answer.
    pub answer: FitAnswer,
    /// The lower bound of the instance.
    pub lower_bound: u64,
    /// The validator's verdict on the layout (default when there is none).
    pub validation: Validation,
    /// Wall-clock seconds to the answer (validation excluded).
    pub seconds: f64,
    /// How the answer was reached.
    pub method: String,
    /// Search nodes visited (0 when no search ran).
    pub nodes: u64,
}

impl FitReport {
    /// The layout, when one fits.
    pub fn offsets(&self) -> Option<&[u64]> {
        match &self.answer {
            FitAnswer::Fits(o) => Some(o),
            _ => None,
        }
    }

    /// `Some(true)` / `Some(false)` when decided, `None` when unknown.
    pub fn fits(&self) -> Option<bool> {
        match self.answer {
            FitAnswer::Fits(_) => Some(true),
            FitAnswer::Infeasible(_) => Some(false),
            FitAnswer::Unknown => None,
        }
    }
}

/// How many of the first [`STRATEGIES`] run before the search: cheap, and
/// different enough that one of them often fits when the capacity is loose.
const QUICK: usize = 2;

/// Decides whether `p` fits in `capacity` bytes, stopping at the first layout found
/// (see the module docs). The answer is deterministic unless the deadline cuts the
/// search short (then it is [`FitAnswer::Unknown`]).
pub fn fit(p: &Problem, capacity: u64, deadline: Option<Instant>) -> FitReport {
    let start = Instant::now();
    let lb = lower_bound(p);
    let mut report = FitReport {
        capacity,
        answer: FitAnswer::Unknown,
        lower_bound: lb,
        validation: Validation::default(),
        seconds: 0.0,
        method: String::new(),
        nodes: 0,
    };
    let done = |mut r: FitReport| {
        r.seconds = start.elapsed().as_secs_f64();
        if let FitAnswer::Fits(o) = &r.answer {
            r.validation = validate(p, o);
        }
        r
    };
    if lb > capacity {
        report.answer = FitAnswer::Infeasible(Proof::LowerBound(lb));
        report.method = "lower bound".into();
        return done(report);
    }
    for &s in &STRATEGIES[..QUICK] {
        let offs = greedy_with(p, s);
        if p.peak(&offs) <= capacity {
            report.answer = FitAnswer::Fits(offs);
            report.method = format!("greedy {s}");
            return done(report);
        }
    }
    let stats = fits_stats(p, capacity, deadline, memo_default());
    let (d, nodes, hits) = (stats.decision, stats.nodes, stats.hits);
    report.nodes = nodes;
    report.answer = match d {
        Some(Decision::Fits(o)) => FitAnswer::Fits(o),
        Some(Decision::Infeasible) => FitAnswer::Infeasible(Proof::Search),
        Some(Decision::Unknown) => FitAnswer::Unknown,
        None => {
            report.method = "exact search skipped (instance too large)".into();
            return done(report);
        }
    };
    report.method = if hits > 0 {
        format!("exact search ({nodes} nodes, {hits} pruned by the table of failed states)")
    } else {
        format!("exact search ({nodes} nodes)")
    };
    done(report)
}
