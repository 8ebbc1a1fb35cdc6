//! Analyses over the IR: the well-formedness verifier and friends.

pub mod verify;
