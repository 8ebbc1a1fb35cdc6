//! Analyses over the IR: the well-formedness verifier and friends.

pub mod liveness;
pub mod verify;
