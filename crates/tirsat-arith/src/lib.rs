//! Index arithmetic with an e-graph (`egg`).
//!
//! * [`lang`]: the e-graph language; [`convert`]: IR expression <-> term.
//! * [`analysis`] ([`interval`], [`modset`]): per-class type, bounds,
//!   congruence and constant folding.
//! * [`facts`]: what may be assumed (variable ranges, predicates).
//! * [`rules`] ([`cond`], [`rewrite`]): rewrite rules loaded from `rules/*.rules`.
//! * [`linear`]: linear forms and the built-in `linear-sum`, `linear-compare`
//!   and `linear-div` rewrites.
//! * [`product`]: quotients of products (the `@product_div` applier);
//!   [`minmax`]: differences of `min`s and `max`es (`@minmax_diff`); the
//!   guard, result union and constants these five appliers share are in
//!   `applier`.
//! * `bound`: bounds of linear forms through `min`/`max` and floor quotients
//!   (used by `@linear_compare` and the `@minmax_select` applier).
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
mod applier;
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
pub mod minmax;
pub mod modset;
pub mod observe;
pub mod product;
pub mod prove;
pub mod rewrite;
pub mod rules;
pub mod simplify;

pub use cost::SumForm;
pub use facts::Facts;
pub use prove::ProveResult;
pub use rules::{RuleError, RuleSet};
pub use simplify::{Limits, Simplified, Simplifier, StopReason};
