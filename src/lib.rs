//! tirsat: TVM TIR device lowering with an e-graph.
//!
//! tirsat reads GPU tensor programs written as TVMScript (TVM 0.27's TIR), runs
//! TVM's device-lowering passes over them and prints TVMScript back. Index
//! arithmetic is decided by an e-graph ([`arith`], rules as data in
//! `rules/*.rules`); shared-memory packing by the planners of [`memory`], which
//! compare symbolic sizes only through an oracle the merge pass supplies
//! (linear forms first, the e-graph behind them); the structural passes live
//! in [`transform`], one file per pass.
//!
//! # Lowering a module from a compiler backend
//!
//! Read the text, pick a pipeline (or a list of pass names), run it with the
//! verifier after every pass, print or inspect the result:
//!
//! ```
//! use tirsat::script::{printer::print_module, reader::parse_module};
//! use tirsat::transform::manager::{Instrumentation, run_passes};
//! use tirsat::transform::{PassContext, pipeline};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let source = r#"
//! from tvm.script import ir as I
//! from tvm.script import tirx as T
//!
//! @I.ir_module
//! class Module:
//!     @T.prim_func(s_tir=True)
//!     def add_one(A: T.Buffer((256,), "float32"), B: T.Buffer((256,), "float32")):
//!         T.func_attr({"target": T.target("cuda", host="llvm")})
//!         bx = T.launch_thread("blockIdx.x", 2)
//!         tx = T.launch_thread("threadIdx.x", 128)
//!         X = T.alloc_buffer((128,), "float32", scope="shared.dyn")
//!         Y = T.alloc_buffer((128,), "float32", scope="shared.dyn")
//!         X[tx] = A[bx * 128 + tx]
//!         Y[tx] = X[tx] + T.float32(1)
//!         B[bx * 128 + tx] = Y[tx]
//! "#;
//! let module = parse_module(source, "add_one.py")?;
//!
//! // TVM 0.27's order: legalize, annotate, merge shared memory, split host
//! // and device, packed API, storage legalization.
//! let passes = pipeline::build_pipeline("default")?;
//! let ctx = PassContext::new().with_config("tirx.merge_static_smem", "1");
//! let mut inst = Instrumentation { verify_each: true, ..Default::default() };
//! let lowered = run_passes(module, &passes, &ctx, &mut inst)?;
//!
//! // A device kernel and the host's packed-API entry point.
//! assert!(lowered.get("add_one_kernel").is_some());
//! let text = print_module(&lowered);
//! assert!(text.contains("__tvm_ffi_add_one"));
//! // `Y[tx] = X[tx] + 1` is element-wise in place: X and Y share bytes.
//! assert!(text.contains(r#"T.alloc_buffer((512,), "uint8", scope="shared.dyn")"#));
//! # Ok(())
//! # }
//! ```
//!
//! Errors locate the problem: reader errors carry file, line and column
//! ([`script::reader::ScriptError`]); pass errors name the pass, the function
//! and the variable ([`transform::PassError`]).
//!
//! # Crates
//!
//! The library is a workspace of crates along the layers; this crate
//! re-exports each under its layer name (`tirsat::ir` is `tirsat_ir`, ...).
//! Dependencies point downward only, and Cargo enforces it
//! (`tests/layering.rs` checks the crate graph against the table): [`ir`] <-
//! [`analysis`] / [`script`] (reading and printing TVMScript) / [`arith`]
//! (whose tests read expressions with the script reader) / [`memory`] <-
//! [`transform`]. [`memory`] uses only `ir`'s linear forms (for its own
//! small size oracle): the planners are generic over sizes and never call
//! the e-graph. [`interp`], the reference interpreter with a
//! shared-memory race detector, sits on `ir` alone (its own FP8/BF16
//! conversions) and knows nothing of the passes; [`difftest`] runs the passes
//! against it; [`tools`] (the simplifier benchmark, rule checking,
//! exploration and synthesis, the merge benchmark's kernels) sits above the
//! engine and the passes. The `tirsat` command line (`crates/tirsat-cli`) is
//! on top and is not part of this crate: the library carries no argument
//! parser, progress bars or allocator.
pub use tirsat_analysis as analysis;
pub use tirsat_arith as arith;
pub use tirsat_difftest as difftest;
pub use tirsat_interp as interp;
pub use tirsat_ir as ir;
pub use tirsat_memory as memory;
pub use tirsat_script as script;
pub use tirsat_tools as tools;
pub use tirsat_transform as transform;
