//! tirsat: TVM TIR device lowering with an e-graph.
pub mod analysis;
pub mod arith;
pub mod cli;
pub mod interp;
pub mod ir;
pub mod memory;
pub mod script;
pub mod transform;
