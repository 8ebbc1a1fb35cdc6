//! Index arithmetic with an e-graph (`egg`).
//!
//! * [`lang`]: the e-graph language; [`convert`]: IR expression <-> term.
//! * [`analysis`] ([`interval`], [`modset`]): per-class type, bounds,
//!   congruence and constant folding.
//! * [`facts`]: what may be assumed (variable ranges, predicates).
//! * [`rules`] ([`cond`], [`rewrite`]): rewrite rules loaded from `rules/*.rules`.
//! * [`linear`]: linear forms and the built-in `linear-sum` / `linear-compare` rewrites.
//! * [`product`]: quotients of products (the built-in `product-div` rewrite);
//!   [`minmax`]: differences of `min`s and `max`es (`minmax-diff`).
//! * [`cost`]: the extraction cost (smallest, then TVM's printed forms).
//! * [`simplify`]: the [`Simplifier`]; [`prove`]: proving and disproving.
//! * [`eval`]: the reference evaluator; [`soundness`]: the rule checker.
//! * [`observe`]: a hook that sees every simplification request.
//! * [`text`]: reading and printing TVMScript integer expressions.
//! * [`bench`](mod@bench): the TVM test-set benchmark; [`sweep`]: random
//!   expressions with boundary and small constants, checked by evaluation.
//! * [`explore`]: rule exploration (check, derive, ablate, stats) and the
//!   Caviar prover benchmark.

pub mod analysis;
pub mod bench;
pub mod cond;
pub mod convert;
pub mod cost;
pub mod eval;
pub mod explore;
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
pub mod soundness;
pub mod sweep;
pub mod text;

pub use facts::Facts;
pub use prove::ProveResult;
pub use rules::{RuleError, RuleSet};
pub use simplify::{Limits, Simplified, Simplifier, StopReason};
pub use text::{VarEnv, parse_expr};
