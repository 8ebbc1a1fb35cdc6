//! Read-only analyses over the IR (no rewriting).
//!
//! - [`use_def`]: which variables and buffers a statement uses without defining
//!   them, in first-use order, with TVM's definition checks.

pub mod use_def;

pub use use_def::{FreeVar, UseDef, UseDefError};
