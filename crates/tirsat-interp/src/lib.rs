//! A reference interpreter for tirsat's IR, with a shared-memory race detector
//! and a random program generator. It is independent of the passes
//! (`tirsat_transform`, which it does not depend on): it is what checks them
//! (the differential harness, `tirsat_difftest`, sits above both).
//!
//! * [`Interpreter`] executes a function of an [`IRModule`]: host code, kernel
//!   launches (a `thread_extent` region met in host code, `T.call_ffi_kernel`,
//!   `T.call_packed` of a kernel, a direct call), every block of the grid and
//!   every thread of a block, the threads of a block in *barrier phases*: each
//!   thread runs until its next `T.tvm_storage_sync` (or its end), then the next
//!   phase starts. Memory is byte regions ([`memory`]): views declared over
//!   `X.data` share bytes, so merged shared buffers really overlap.
//! * The race detector ([`race`]) reports two threads of a block that touch the
//!   same shared byte in one phase, at least one of them writing.
//! * MakePackedAPI-style functions run on a simulated `TVMFFIAny` argument array
//!   and `DLTensor` structs ([`packed`]).
//! * Undefined integer operations (a signed overflow, a cast the target type
//!   cannot hold: `notes/integer-semantics.md`) do not stop a run: they are
//!   counted and the first at each place kept ([`undefined`],
//!   [`RunResult::undefined`]); the run goes on with the wrapped value.
//! * [`generator`] generates well-formed random kernels; [`check`] runs a module before
//!   and after a pass on the same inputs and compares global memory and races.
//!
//! ```
//! use tirsat_interp::{run, ArgValue, HostBuffer, InterpConfig};
//! use tirsat_ir::*;
//! // B[tx] = A[tx] * 2 over 4 threads.
//! let a = Buffer::new("A", DataType::i32(), vec![Expr::i32(4)], "global");
//! let b = Buffer::new("B", DataType::i32(), vec![Expr::i32(4)], "global");
//! let tx = IterVar::thread("tx", "threadIdx.x");
//! let t = tx.var().to_expr();
//! let body = Stmt::launch(&tx, Expr::i32(4), Stmt::store(&b, Expr::mul(&Expr::load(&a, vec![t.clone()]), &Expr::i32(2)), vec![t]));
//! let mut m = IRModule::new();
//! m.insert("main", PrimFunc::new(vec![Param::Buffer(a), Param::Buffer(b)], body));
//! let args = vec![
//!     ArgValue::Buffer(HostBuffer::from_i64(DataType::i32(), &[1, 2, 3, 4])),
//!     ArgValue::Buffer(HostBuffer::zeros(DataType::i32(), vec![4])),
//! ];
//! let r = run(&m, "main", &args, &InterpConfig::default()).unwrap();
//! assert_eq!(r.buffers[1].as_ref().unwrap().to_i64(), vec![2, 4, 6, 8]);
//! assert!(r.races.is_empty());
//! ```

mod allreduce;
pub mod check;
pub mod error;
mod eval;
mod exec;
pub mod float8;
pub mod float_convert;
pub mod generator;
pub mod inputs;
pub mod memory;
mod opaque_extern;
pub mod ops;
pub mod packed;
pub mod poison;
pub mod promote;
pub mod race;
pub mod sample;
pub mod undefined;
mod unsupported_types;
pub mod value;
mod warp;
pub mod whole;

pub use check::{Mismatch, check_pass, check_pass_random, random_args};
pub use error::{ErrorKind, InterpError};
pub use exec::Interpreter;
pub use inputs::{Given, InputOptions, IntValues, make_args};
pub use poison::PoisonReport;
pub use race::{Race, RaceAccess};
pub use sample::{Blocks, SampledLaunch};
pub use undefined::UndefinedOp;
pub use value::{Ptr, Scalar, Value};

use tirsat_ir::{DataType, IRModule};

/// Limits and options of a run.
#[derive(Clone, Debug)]
pub struct InterpConfig {
    /// Statements and loop iterations executed, over all threads.
    pub max_steps: u64,
    /// Iterations of one `while` loop.
    pub max_while_iterations: u64,
    /// Nesting of function calls.
    pub max_call_depth: u32,
    /// Bytes of memory alive at once.
    pub max_memory_bytes: u64,
    /// Threads in one block.
    pub max_threads_per_block: i64,
    /// Blocks in one launch.
    pub max_blocks: i64,
    /// Shared and local memory no one wrote reads as poison
    /// ([`poison`]); when false it reads as the bytes it holds (zeros).
    pub check_uninit: bool,
    /// Poison stores into global memory kept with full detail (all are
    /// counted).
    pub max_poison_reports: usize,
    /// Which blocks of each launch run ([`sample`]).
    pub blocks: Blocks,
    /// Set from outside (a signal handler, another thread) to stop the run:
    /// it ends with [`ErrorKind::Cancelled`] within 65,536 steps.
    pub cancel: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// Races kept with full detail (all are counted).
    pub max_race_reports: usize,
    /// Undefined integer operations kept with full detail (all are counted).
    pub max_undefined_reports: usize,
    /// `device_type` of simulated DLTensors; `None` takes the first non-CPU
    /// target device type found in the module, else CPU (1).
    pub device_type: Option<i32>,
    /// `device_id` of simulated DLTensors.
    pub device_id: i32,
    /// Pass tensors to packed functions as Tensor objects (type index 70, the
    /// `DLTensor` 24 bytes past the handle) instead of `DLTensor*` (index 7).
    pub tensor_objects: bool,
    /// Extern functions the caller declares (`T.call_extern` of a name the
    /// module does not define): run as opaque calls whose only memory effects
    /// are their `T.tvm_access_ptr` arguments' ([`opaque_extern`]). Any other
    /// unknown extern is an error.
    pub opaque_externs: Vec<String>,
}

impl Default for InterpConfig {
    fn default() -> Self {
        InterpConfig {
            max_steps: 50_000_000,
            max_while_iterations: 1_000_000,
            max_call_depth: 64,
            max_memory_bytes: 1 << 30,
            max_threads_per_block: 1024,
            max_blocks: 1 << 16,
            check_uninit: true,
            max_poison_reports: 16,
            blocks: Blocks::default(),
            cancel: None,
            max_race_reports: 16,
            max_undefined_reports: 16,
            device_type: None,
            device_id: 0,
            tensor_objects: false,
            opaque_externs: Vec::new(),
        }
    }
}

/// A host array passed as a buffer argument: dtype, shape and raw bytes
/// (little endian, `value::elem_bytes(dtype)` bytes per element).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostBuffer {
    /// Element type (with lanes).
    pub dtype: DataType,
    /// Extents; the data is row-major.
    pub shape: Vec<i64>,
    /// Little-endian element bytes.
    pub data: Vec<u8>,
}

impl HostBuffer {
    /// A zero-filled array.
    pub fn zeros(dtype: DataType, shape: Vec<i64>) -> Self {
        let n = checked_elements(&shape).unwrap_or(0);
        let data = vec![0u8; (n as usize).saturating_mul(value::elem_bytes(dtype))];
        HostBuffer { dtype, shape, data }
    }
    /// A 1-D array of `n` elements of `dtype`, the little-endian bytes `data`.
    fn vector(dtype: DataType, n: usize, data: Vec<u8>) -> Self {
        HostBuffer {
            dtype,
            shape: vec![n as i64],
            data,
        }
    }
    /// A 1-D array of scalars of `dtype`.
    pub fn from_scalars(dtype: DataType, values: &[Scalar]) -> Result<Self, InterpError> {
        let eb = value::lane_bytes(dtype);
        let mut data = vec![0u8; values.len() * eb];
        for (i, v) in values.iter().enumerate() {
            value::encode(dtype, v, &mut data[i * eb..(i + 1) * eb])
                .map_err(|m| InterpError::new(ErrorKind::Invalid, m))?;
        }
        Ok(HostBuffer::vector(dtype, values.len(), data))
    }
    /// A 1-D integer array (values wrapped to `dtype`).
    pub fn from_i64(dtype: DataType, values: &[i64]) -> Self {
        let eb = value::lane_bytes(dtype);
        let mut data = Vec::with_capacity(values.len() * eb);
        for v in values {
            data.extend_from_slice(&v.to_le_bytes()[..eb]);
        }
        HostBuffer::vector(dtype, values.len(), data)
    }
    /// A 1-D float array (values rounded to `dtype`).
    pub fn from_f64(dtype: DataType, values: &[f64]) -> Self {
        let eb = value::lane_bytes(dtype);
        let mut data = Vec::with_capacity(values.len() * eb);
        for v in values {
            let bits = value::float_to_bits(dtype, *v);
            data.extend_from_slice(&bits.to_le_bytes()[..eb]);
        }
        HostBuffer::vector(dtype, values.len(), data)
    }
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.data.len() / value::elem_bytes(self.dtype).max(1)
    }
    /// True when the array has no element.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Element `i` (all its lanes); `None` past the end.
    pub fn get(&self, i: usize) -> Option<Value> {
        let eb = value::elem_bytes(self.dtype);
        let lb = value::lane_bytes(self.dtype);
        let start = i.checked_mul(eb)?;
        let bytes = self.data.get(start..start.checked_add(eb)?)?;
        let lane = self.dtype.element_of();
        Some(Value::from_lanes(
            bytes.chunks(lb).map(|c| value::decode(lane, c)).collect(),
        ))
    }
    /// Every element as an integer (0 for non-integers).
    pub fn to_i64(&self) -> Vec<i64> {
        (0..self.len())
            .map(|i| self.get(i).and_then(|v| v.as_int()).unwrap_or(0))
            .collect()
    }
    /// Every element as a float (NaN for non-floats).
    pub fn to_f64(&self) -> Vec<f64> {
        (0..self.len())
            .map(|i| match self.get(i) {
                Some(Value::Scalar(Scalar::Float(x))) => x,
                _ => f64::NAN,
            })
            .collect()
    }
}

/// Elements of an array of `shape` (`None` when negative or overflowing).
pub(crate) fn checked_elements(shape: &[i64]) -> Option<i64> {
    shape
        .iter()
        .try_fold(1i64, |a, d| if *d < 0 { None } else { a.checked_mul(*d) })
}

/// An argument of the entry function.
#[derive(Clone, Debug, PartialEq)]
pub enum ArgValue {
    /// An array: a global memory region (a `DLTensor` for packed functions).
    Buffer(HostBuffer),
    /// A scalar for an integer (or float) parameter.
    Int(i64),
    /// A scalar for a float parameter.
    Float(f64),
    /// A scalar for a bool (or integer) parameter.
    Bool(bool),
}

/// What a run leaves behind.
#[derive(Clone, Debug)]
pub struct RunResult {
    /// Final contents of each buffer argument (`None` for scalar arguments).
    pub buffers: Vec<Option<HostBuffer>>,
    /// The function's result. For a packed-API function this is the value in
    /// its `result` slot, not its int32 status.
    pub ret: Value,
    /// Races with full detail (at most `max_race_reports`, one per pair of
    /// statements).
    pub races: Vec<Race>,
    /// Racy byte accesses counted.
    pub race_count: u64,
    /// Undefined integer operations with full detail (at most
    /// `max_undefined_reports`, the first at each expression), in execution
    /// order.
    pub undefined: Vec<UndefinedOp>,
    /// Undefined integer operations executed (each counted; a run without
    /// any is defined in the sense of `notes/integer-semantics.md`, except
    /// for the errors [`ErrorKind::is_undefined_behaviour`] names).
    pub undefined_count: u64,
    /// Statements and loop iterations executed.
    pub steps: u64,
    /// Poison stored into global memory: the first at each statement, with
    /// its path (at most `max_poison_reports`).
    pub poison: Vec<PoisonReport>,
    /// Poison lanes stored into global memory.
    pub poison_count: u64,
    /// Per buffer argument, the elements that hold poison at the end.
    pub poison_elements: Vec<Vec<usize>>,
    /// Launches that ran a sample of their blocks.
    pub sampled: Vec<SampledLaunch>,
    /// Per buffer argument, when blocks were sampled: which elements the run
    /// wrote (outputs are compared there only).
    pub written: Vec<Option<Vec<bool>>>,
}

/// Runs `entry` of `module` on `args`.
pub fn run(
    module: &IRModule,
    entry: &str,
    args: &[ArgValue],
    config: &InterpConfig,
) -> Result<RunResult, InterpError> {
    Interpreter::new(module, config.clone()).run(entry, args)
}
