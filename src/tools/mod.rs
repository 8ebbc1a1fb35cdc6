//! Tools above the passes: experiments that run the lowering passes and
//! look at what they do.
//!
//! * [`kernel_corpus`]: the expressions the passes ask the arithmetic engine
//!   while lowering modules (`tirsat rules corpus`).

pub mod kernel_corpus;
