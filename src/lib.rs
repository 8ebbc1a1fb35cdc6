//! tirsat: TVM TIR device lowering with an e-graph.
pub mod analysis;
pub mod cli;
pub mod ir;
pub mod script;
pub mod transform;
pub mod interp;
