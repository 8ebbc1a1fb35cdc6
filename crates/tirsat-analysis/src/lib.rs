//! Read-only analyses over the IR (no rewriting).
//!
//! - [`verify`]: the well-formedness verifier.
//! - [`use_def`]: which variables and buffers a statement uses without defining
//!   them, in first-use order, with TVM's definition checks.
//! - [`liveness`]: TVM's linear access pattern of shared allocations in a kernel,
//!   gen/kill events, accesses and barriers.

pub mod liveness;
pub mod use_def;
pub mod verify;

pub use use_def::{FreeVar, UseDef, UseDefError};
