//! Compilation targets (`T.target("cuda", host="llvm")`), with TVM 0.27's defaults.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;

use super::AttrValue;

/// DLPack device type codes used by the passes.
pub mod device {
    pub const CPU: i64 = 1;
    pub const CUDA: i64 = 2;
    pub const OPENCL: i64 = 4;
    pub const VULKAN: i64 = 7;
    pub const METAL: i64 = 8;
    pub const ROCM: i64 = 10;
    pub const EXT_DEV: i64 = 12;
    pub const HEXAGON: i64 = 16;
    pub const WEBGPU: i64 = 15;
}

#[derive(Debug, Clone, PartialEq)]
pub struct TargetNode {
    pub kind: String,
    /// Every attribute except `kind` and `host`, sorted by key.
    pub attrs: BTreeMap<String, AttrValue>,
    pub host: Option<Target>,
}

/// A target. Cheap to clone; compared by value.
///
/// ```
/// use tirsat_ir::Target;
/// let t = Target::with_host(Target::from_kind("cuda").unwrap(), Target::from_kind("llvm").unwrap());
/// assert!(t.host().is_some());
/// assert_eq!(t.without_host().kind(), "cuda");
/// assert_eq!(t.device_type(), 2);
/// ```
#[derive(Clone, PartialEq)]
pub struct Target(Arc<TargetNode>);

/// Error for a target TVM 0.27 would not construct.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown target {0}")]
pub struct TargetError(pub String);

fn str_attr(v: &str) -> AttrValue {
    AttrValue::Str(v.to_string())
}

/// The options every target kind of TVM 0.27 takes.
const COMMON_OPTIONS: &[&str] = &[
    "kind",
    "keys",
    "tag",
    "device",
    "model",
    "libs",
    "host",
    "from_device",
    "target_device_type",
];

/// The further options of each kind (TVM 0.27's target kind registry; an
/// unknown option is an error there: "Unknown config option").
fn kind_options(kind: &str) -> &'static [&'static str] {
    match kind {
        "cuda" => &[
            "mcpu",
            "arch",
            "max_shared_memory_per_block",
            "max_threads_per_block",
            "thread_warp_size",
            "registers_per_block",
            "l2_cache_size_bytes",
            "max_num_threads",
        ],
        "nvptx" => &["mcpu", "mtriple", "max_num_threads", "thread_warp_size"],
        "c" => &[
            "mcpu",
            "march",
            "workspace-byte-alignment",
            "constants-byte-alignment",
        ],
        "hexagon" => &[
            "mattr",
            "mcpu",
            "mtriple",
            "llvm-options",
            "num-cores",
            "vtcm-capacity",
        ],
        "metal" => &[
            "max_num_threads",
            "max_threads_per_block",
            "max_shared_memory_per_block",
            "thread_warp_size",
            "max_function_args",
        ],
        "opencl" => &[
            "max_threads_per_block",
            "max_shared_memory_per_block",
            "max_num_threads",
            "thread_warp_size",
            "texture_spatial_limit",
            "texture_depth_limit",
            "max_function_args",
            "image_base_address_alignment",
        ],
        "trn" => &[
            "partition_size",
            "max_sbuf_size_per_partition",
            "max_psum_size_per_partition",
            "num-cores",
        ],
        "webgpu" => &[
            "max_num_threads",
            "max_shared_memory_per_block",
            "supports_subgroups",
            "thread_warp_size",
        ],
        "rocm" => &[
            "mcpu",
            "mtriple",
            "mattr",
            "max_num_threads",
            "max_threads_per_block",
            "max_shared_memory_per_block",
            "thread_warp_size",
        ],
        "vulkan" => &[
            "mattr",
            "supports_float16",
            "supports_float32",
            "supports_float64",
            "supports_int8",
            "supports_int16",
            "supports_int32",
            "supports_int64",
            "supports_8bit_buffer",
            "supports_16bit_buffer",
            "supports_storage_buffer_storage_class",
            "supports_push_descriptor",
            "supports_dedicated_allocation",
            "supports_integer_dot_product",
            "supports_cooperative_matrix",
            "supported_subgroup_operations",
            "max_num_threads",
            "max_threads_per_block",
            "thread_warp_size",
            "max_block_size_x",
            "max_block_size_y",
            "max_block_size_z",
            "max_push_constants_size",
            "max_uniform_buffer_range",
            "max_storage_buffer_range",
            "max_per_stage_descriptor_storage_buffer",
            "max_shared_memory_per_block",
            "device_type",
            "device_name",
            "driver_name",
            "driver_version",
            "vulkan_api_version",
            "max_spirv_version",
        ],
        "llvm" => &[
            "mattr",
            "mcpu",
            "mtriple",
            "mfloat-abi",
            "mabi",
            "num-cores",
            "fast-math",
            "fast-math-nnan",
            "fast-math-ninf",
            "fast-math-nsz",
            "fast-math-arcp",
            "fast-math-contract",
            "fast-math-reassoc",
            "opt-level",
            "cl-opt",
            "jit",
            "vector-width",
        ],
        _ => &[],
    }
}

/// Keys `feature.<name>` are canonicalizer-owned metadata: TVM 0.27 sets them
/// aside before checking a config against its kind's options and keeps them
/// (target.cc, "Extract any \"feature.*\" keys"), for every kind.
fn is_feature_key(key: &str) -> bool {
    key.len() > "feature.".len() && key.starts_with("feature.")
}

/// An option `key` of target `kind` TVM 0.27 does not know is an error.
fn check_option(kind: &str, key: &str) -> Result<(), TargetError> {
    if COMMON_OPTIONS.contains(&key) || kind_options(kind).contains(&key) || is_feature_key(key) {
        return Ok(());
    }
    let known: Vec<String> = COMMON_OPTIONS
        .iter()
        .chain(kind_options(kind))
        .map(|k| format!("'{k}'"))
        .collect();
    Err(TargetError(format!(
        "{kind}: unknown config option '{key}' (known options: {})",
        known.join(", ")
    )))
}

/// Known target tags: tag -> (kind, arch).
const TAGS: &[(&str, &str, &str)] = &[
    ("nvidia/geforce-rtx-2080-ti", "cuda", "sm_75"),
    ("nvidia/geforce-rtx-3090-ti", "cuda", "sm_86"),
    ("nvidia/geforce-rtx-3090", "cuda", "sm_86"),
    ("nvidia/geforce-rtx-4090", "cuda", "sm_89"),
    ("nvidia/nvidia-a100", "cuda", "sm_80"),
    ("nvidia/nvidia-h100", "cuda", "sm_90a"),
    ("nvidia/nvidia-t4", "cuda", "sm_75"),
    ("nvidia/nvidia-v100", "cuda", "sm_70"),
];

impl Target {
    pub fn from_node(node: TargetNode) -> Self {
        Target(Arc::new(node))
    }
    pub fn node(&self) -> &TargetNode {
        &self.0
    }

    /// The target TVM 0.27 builds for a bare kind or tag string, with its default
    /// attributes (as TVM 0.27 prints them on a machine without a GPU).
    pub fn from_kind(kind: &str) -> Result<Self, TargetError> {
        Self::build(kind, true)
    }

    fn build(kind: &str, from_string: bool) -> Result<Self, TargetError> {
        let mut attrs = BTreeMap::new();
        attrs.insert("tag".to_string(), str_attr(""));
        let gpu =
            |attrs: &mut BTreeMap<String, AttrValue>, keys: &[&str], threads: i64, warp: i64| {
                attrs.insert("keys".into(), AttrValue::str_array(keys));
                attrs.insert("max_num_threads".into(), AttrValue::Int(threads));
                attrs.insert("thread_warp_size".into(), AttrValue::Int(warp));
            };
        match kind {
            "cuda" => {
                attrs.insert("arch".into(), str_attr("sm_50"));
                gpu(&mut attrs, &["cuda", "gpu"], 1024, 32);
            }
            "nvptx" => {
                attrs.insert("mcpu".into(), str_attr("sm_50"));
                attrs.insert("mtriple".into(), str_attr("nvptx64-nvidia-cuda"));
                gpu(&mut attrs, &["cuda", "gpu"], 1024, 32);
            }
            "llvm" => {
                attrs.insert("keys".into(), AttrValue::str_array(&["cpu"]));
                if from_string {
                    attrs.insert("mtriple".into(), str_attr("x86_64-conda-linux-gnu"));
                }
            }
            "c" => {
                attrs.insert("keys".into(), AttrValue::str_array(&["cpu"]));
            }
            "rocm" => {
                attrs.insert("mtriple".into(), str_attr("amdgcn-amd-amdhsa-hcc"));
                gpu(&mut attrs, &["rocm", "gpu"], 256, 64);
            }
            "vulkan" | "metal" | "opencl" | "webgpu" => gpu(&mut attrs, &[kind, "gpu"], 256, 1),
            "ext_dev" | "hexagon" | "trn" => {
                attrs.insert("keys".into(), AttrValue::Array(Vec::new()));
            }
            _ => {
                if let Some((_, k, arch)) = TAGS.iter().find(|(t, _, _)| *t == kind) {
                    let mut t = Target::build(k, from_string)?.node().clone();
                    t.attrs.insert("arch".into(), str_attr(arch));
                    t.attrs
                        .insert("max_shared_memory_per_block".into(), AttrValue::Int(49152));
                    t.attrs
                        .insert("max_threads_per_block".into(), AttrValue::Int(1024));
                    t.attrs
                        .insert("registers_per_block".into(), AttrValue::Int(65536));
                    if *arch == "sm_80" {
                        t.attrs
                            .insert("l2_cache_size_bytes".into(), AttrValue::Int(41943040));
                    }
                    return Ok(Target::from_node(t));
                }
                return Err(TargetError(format!("\"{kind}\"")));
            }
        }
        Ok(Target::from_node(TargetNode {
            kind: kind.to_string(),
            attrs,
            host: None,
        }))
    }

    /// Parses TVM's string form: `kind` or a tag, optionally followed by
    /// `-key=value` options (`llvm -opt-level=0`).
    pub fn parse(text: &str) -> Result<Self, TargetError> {
        let mut words = text.split_whitespace();
        let kind = words.next().ok_or_else(|| TargetError("\"\"".into()))?;
        let mut node = Target::from_kind(kind)?.node().clone();
        for w in words {
            let opt = w
                .strip_prefix('-')
                .ok_or_else(|| TargetError(format!("\"{text}\": bad option {w}")))?;
            let (k, v) = opt.split_once('=').unwrap_or((opt, "true"));
            check_option(&node.kind, k)?;
            let value = if let Ok(i) = v.parse::<i64>() {
                AttrValue::Int(i)
            } else if v == "true" || v == "false" {
                AttrValue::Bool(v == "true")
            } else if k == "keys" || k == "mattr" || k == "libs" {
                AttrValue::str_array(&v.split(',').collect::<Vec<_>>())
            } else {
                str_attr(v)
            };
            node.attrs.insert(k.to_string(), value);
        }
        Ok(Target::from_node(node))
    }

    /// A target from TVM's dict form (`{"kind": "cuda", "arch": ..., "host": {...}}`).
    /// Missing defaults of the kind are filled in.
    pub fn from_map(map: &BTreeMap<String, AttrValue>) -> Result<Self, TargetError> {
        let kind = map
            .get("kind")
            .and_then(|v| v.as_str())
            .ok_or_else(|| TargetError("dict without \"kind\"".into()))?;
        // A dict is taken as written (no tag expansion); llvm gets the host
        // triple unless a CPU is named, as TVM 0.27 does.
        let host_defaults = !map.contains_key("mcpu");
        let mut node = Target::build(kind, host_defaults)?.node().clone();
        for (k, v) in map {
            match k.as_str() {
                "kind" => {}
                "host" => {
                    let host = match v {
                        AttrValue::Map(m) => Target::from_map(m)?,
                        AttrValue::Str(s) => Target::parse(s)?,
                        AttrValue::Target(t) => t.clone(),
                        _ => return Err(TargetError("host must be a string or dict".into())),
                    };
                    node.host = Some(host);
                }
                _ => {
                    check_option(kind, k)?;
                    node.attrs.insert(k.clone(), v.clone());
                }
            }
        }
        Ok(Target::from_node(node))
    }

    /// `self` with `host` as its host.
    pub fn with_host(target: Target, host: Target) -> Self {
        let mut node = target.node().clone();
        node.host = Some(host.without_host());
        Target::from_node(node)
    }
    pub fn kind(&self) -> &str {
        &self.0.kind
    }
    pub fn host(&self) -> Option<&Target> {
        self.0.host.as_ref()
    }
    pub fn attr(&self, key: &str) -> Option<&AttrValue> {
        self.0.attrs.get(key)
    }
    /// The same target without its host.
    pub fn without_host(&self) -> Target {
        if self.0.host.is_none() {
            return self.clone();
        }
        let mut node = self.node().clone();
        node.host = None;
        Target::from_node(node)
    }
    /// DLPack device type of the target's kind.
    pub fn device_type(&self) -> i64 {
        match self.kind() {
            "cuda" | "nvptx" => device::CUDA,
            "rocm" => device::ROCM,
            "opencl" => device::OPENCL,
            "vulkan" => device::VULKAN,
            "metal" => device::METAL,
            "webgpu" => device::WEBGPU,
            "ext_dev" => device::EXT_DEV,
            "hexagon" => device::HEXAGON,
            _ => device::CPU,
        }
    }
    /// The device name used in MakePackedAPI messages (`cuda`, `cpu`, ...).
    pub fn device_name(&self) -> &'static str {
        match self.device_type() {
            device::CUDA => "cuda",
            device::ROCM => "rocm",
            device::OPENCL => "opencl",
            device::VULKAN => "vulkan",
            device::METAL => "metal",
            device::WEBGPU => "webgpu",
            device::EXT_DEV => "ext_dev",
            device::HEXAGON => "hexagon",
            _ => "cpu",
        }
    }
    /// Compute capability `(major, minor)` from `arch = "sm_XY"` (CUDA only).
    pub fn compute_capability(&self) -> Option<(u32, u32)> {
        if self.kind() != "cuda" {
            return None;
        }
        let arch = self.attr("arch")?.as_str()?;
        let digits: String = arch
            .strip_prefix("sm_")?
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        let n: u32 = digits.parse().ok()?;
        Some((n / 10, n % 10))
    }
    /// TVM's canonical one-line form (`cuda -keys=cuda,gpu -arch=sm_50 ...`), used
    /// where TVM compares targets by their string.
    pub fn canonical_string(&self) -> String {
        let mut out = self.kind().to_string();
        for (k, v) in &self.0.attrs {
            if k == "tag" {
                continue;
            }
            out.push_str(&format!(" -{k}={}", attr_text(v)));
        }
        if let Some(h) = &self.0.host {
            out.push_str(&format!(" -host=({})", h.canonical_string()));
        }
        out
    }
}

fn attr_text(v: &AttrValue) -> String {
    match v {
        AttrValue::Bool(b) => b.to_string(),
        AttrValue::Int(i) => i.to_string(),
        AttrValue::Float(f) => f.to_string(),
        AttrValue::Str(s) => s.clone(),
        AttrValue::Array(a) => a.iter().map(attr_text).collect::<Vec<_>>().join(","),
        AttrValue::Map(m) => m
            .iter()
            .map(|(k, v)| format!("{k}:{}", attr_text(v)))
            .collect::<Vec<_>>()
            .join(","),
        AttrValue::Target(t) => t.canonical_string(),
        AttrValue::Expr(e) => format!("{e:?}"),
        AttrValue::Buffer(b) => b.name().to_string(),
    }
}

impl fmt::Debug for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Target({})", self.canonical_string())
    }
}
