//! Index arithmetic with an e-graph (`egg`).
//!
//! * [`lang`]: the e-graph language; [`convert`]: IR expression <-> term.
//! * [`analysis`] ([`interval`], [`modset`]): per-class type, bounds,
//!   congruence and constant folding.
//! * [`facts`]: what may be assumed (variable ranges, predicates).
//! * [`rules`] ([`cond`], [`rewrite`]): rewrite rules loaded from `rules/*.rules`.
//! * [`linear`]: linear forms (the analysis's sums) and the builders that
//!   write them back as terms.
//! * [`appliers`]: the rewrites written in Rust that rule files name as
//!   `@APPLIER` (`@linear_sum`, `@linear_compare`, `@linear_div`,
//!   `@product_div`, `@minmax_diff`, `@minmax_select`), one module each,
//!   their registry and their shared guards.
//! * `bound`: bounds of linear forms through `min`/`max` and floor quotients
//!   (used by `@linear_compare` and `@minmax_select`).
//! * [`cost`]: the extraction cost (smallest, then TVM's printed forms).
//! * [`simplify`]: the [`Simplifier`]; [`prove`]: proving and disproving.
//! * [`eval`]: the reference evaluator (the rule checker and the benchmark,
//!   in `tirsat_tools`, evaluate with it).
//! * [`observe`]: a hook that sees every simplification request.
//!
//! Expressions are read and printed as TVMScript by `tirsat_script`
//! (`reader::parse_int_expr`, `printer::print_expr`), which this crate does not
//! depend on (its tests do).

pub mod analysis;
pub mod appliers;
mod bound;
pub mod cond;
pub mod convert;
pub mod cost;
pub mod eval;
pub mod facts;
pub mod int;
pub mod interval;
pub mod lang;
pub mod linear;
pub mod modset;
pub mod observe;
pub mod prove;
pub mod rewrite;
pub mod rules;
pub mod simplify;

pub use cost::SumForm;
pub use facts::Facts;
pub use prove::ProveResult;
pub use rules::{RuleError, RuleSet};
pub use simplify::{Limits, Simplified, Simplifier, StopReason};
