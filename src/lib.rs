//! tirsat: TVM TIR device lowering with an e-graph.
pub mod cli;
pub mod ir;
pub mod script;
pub mod transform;
