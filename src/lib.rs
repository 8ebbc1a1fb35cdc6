//! tirsat: TVM TIR device lowering with an e-graph.
pub mod arith;
pub mod cli;
pub mod ir;
pub mod transform;
