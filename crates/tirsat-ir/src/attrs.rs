//! Attribute values (function attributes, annotations, call attributes).

use std::collections::BTreeMap;

use super::{Buffer, Expr, Target};

/// A value stored in an attribute dictionary.
///
/// `Bool(true)` is a Python `True` (what a pass writes); `Expr(T.bool(True))` is an
/// IR constant (what `annotations={"k": T.bool(True)}` parses to). TVM keeps the two
/// apart, and so do we.
#[derive(Clone, Debug, PartialEq)]
pub enum AttrValue {
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    Array(Vec<AttrValue>),
    /// A dictionary; printed with sorted keys.
    Map(BTreeMap<String, AttrValue>),
    Target(Target),
    Expr(Expr),
    /// A buffer (`T.sblock_attr({"layout_free_placeholders": [C]})`): TVM
    /// attributes hold any object.
    Buffer(Buffer),
}

impl AttrValue {
    pub fn as_int(&self) -> Option<i64> {
        match self {
            AttrValue::Int(v) => Some(*v),
            AttrValue::Bool(b) => Some(*b as i64),
            AttrValue::Expr(e) => e.as_int(),
            _ => None,
        }
    }
    /// Truthiness of a bool/int attribute (`T.bool(True)`, `True`, `1`).
    pub fn as_bool(&self) -> Option<bool> {
        self.as_int().map(|v| v != 0)
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            AttrValue::Str(s) => Some(s),
            AttrValue::Expr(e) => e.as_str(),
            _ => None,
        }
    }
    pub fn as_target(&self) -> Option<&Target> {
        match self {
            AttrValue::Target(t) => Some(t),
            _ => None,
        }
    }
    /// The strings of an array of strings.
    pub fn as_str_array(&self) -> Option<Vec<String>> {
        match self {
            AttrValue::Array(items) => items.iter().map(|v| v.as_str().map(String::from)).collect(),
            _ => None,
        }
    }
    pub fn str_array<S: AsRef<str>>(items: &[S]) -> AttrValue {
        AttrValue::Array(
            items
                .iter()
                .map(|s| AttrValue::Str(s.as_ref().to_string()))
                .collect(),
        )
    }
}

/// An attribute dictionary with deterministic (sorted) key order.
pub type Attrs = BTreeMap<String, AttrValue>;

/// Well-known attribute keys.
pub mod keys {
    pub const TARGET: &str = "target";
    pub const GLOBAL_SYMBOL: &str = "global_symbol";
    pub const CALLING_CONV: &str = "calling_conv";
    pub const NOALIAS: &str = "tirx.noalias";
    pub const IS_GLOBAL_FUNC: &str = "tirx.is_global_func";
    pub const IS_ENTRY_FUNC: &str = "tirx.is_entry_func";
    pub const IS_HOST_FUNC: &str = "tirx.is_host_func";
    pub const KERNEL_LAUNCH_PARAMS: &str = "tirx.kernel_launch_params";
    pub const S_TIR: &str = "s_tir";
    pub const NUM_INPUTS: &str = "num_inputs";
    pub const VOLATILE: &str = "tirx.volatile";
    pub const USE_DYN_SHARED_MEMORY: &str = "tirx.use_dyn_shared_memory";
    pub const USE_PDL: &str = "tirx.use_programtic_dependent_launch";
    pub const USE_COOPERATIVE_LAUNCH: &str = "tirx.use_cooperative_launch";
    pub const LAUNCH_BOUNDS_MIN_BLOCKS: &str = "tirx.launch_bounds_min_blocks_per_sm";
    pub const LAUNCH_BOUNDS_MAX_CLUSTER: &str = "tirx.launch_bounds_max_blocks_per_cluster";
    pub const MAX_REGISTERS: &str = "tirx.max_registers";
    pub const PERSISTENT_KERNEL: &str = "tirx.persistent_kernel";
    // AttrStmt keys
    pub const THREAD_EXTENT: &str = "thread_extent";
    pub const VIRTUAL_THREAD: &str = "virtual_thread";
    /// Marks the device region of a TIRx function (`T.attr({"tirx.device_entry": True})`).
    pub const DEVICE_ENTRY: &str = "tirx.device_entry";
    pub const DEVICE_SCOPE: &str = "device_scope";
    pub const COMPUTE_SCOPE: &str = "compute_scope";
    pub const DEVICE_ID: &str = "device_id";
    pub const DEVICE_TYPE: &str = "device_type";
    pub const STORAGE_ALIGNMENT: &str = "storage_alignment";
    pub const EXTERN_SCOPE: &str = "extern_scope";
    pub const DYN_SMEM_BYTES: &str = "tirx.dyn_smem_bytes";
    /// The attribute around `tvm_thread_allreduce`; its node is a `CommReducer`.
    pub const REDUCE_SCOPE: &str = "reduce_scope";
}
