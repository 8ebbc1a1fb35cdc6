//! Rule exploration: checking, deriving, ablating and measuring rule sets,
//! and the Caviar prover benchmark.
//!
//! * [`check`]: soundness of every rule by evaluation, and rules whose right
//!   side is not smaller (possible loops).
//! * [`term`]: rule sides as e-graph terms (shared by the e-graph users here).
//! * [`halide`]: the reader of Halide's rules in Ruler's s-expression form.
//! * [`derive`](mod@derive): which rules the other rules prove (redundancy, derivability
//!   of another rule set).
//! * [`corpus`]: expression corpora (one expression per line, or TVM's
//!   simplifier expectation files).
//! * [`ablate`]: what each rule is worth on a corpus.
//! * [`stats`]: how often each rule fires on a corpus, e-graph sizes, stop
//!   reasons.
//! * [`record`]: the expressions the lowering passes hand to the simplifier,
//!   recorded while they lower real modules (`rules corpus`).
//! * [`enumerate`], [`synthesize`]: new rules by enumeration, proof and
//!   minimisation (Ruler / Enumo style) (`rules synthesize`).
//! * [`caviar`]: Caviar's Halide proof goals through the prover.

pub mod ablate;
pub mod caviar;
pub mod check;
pub mod corpus;
pub mod derive;
pub mod enumerate;
pub mod halide;
pub mod record;
pub mod stats;
pub mod synthesize;
pub mod term;
