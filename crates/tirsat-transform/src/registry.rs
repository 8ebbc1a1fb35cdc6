//! Passes by name, for the CLI and for pipelines written as text.
//!
//! ```
//! use tirsat_transform::registry::{pass_by_name, PASS_NAMES};
//! for name in PASS_NAMES {
//!     assert_eq!(pass_by_name(name).unwrap().name(), *name);
//! }
//! assert!(pass_by_name("NoSuchPass").is_none());
//! ```

use super::Pass;
use super::annotate_device_regions::AnnotateDeviceRegions;
use super::annotate_entry_func::AnnotateEntryFunc;
use super::bind_target::BindTarget;
use super::compute_legalize::ComputeLegalize;
use super::convert_ssa::ConvertSsa;
use super::lower_device_kernel_launch::LowerDeviceKernelLaunch;
use super::lower_device_storage_access_info::LowerDeviceStorageAccessInfo;
use super::make_packed_api::MakePackedAPI;
use super::merge_shared_memory::MergeSharedMemoryAllocations;
use super::split_host_device::SplitHostDevice;
use super::split_host_device_only::SplitHostDeviceOnly;
use super::storage_legalize::StorageLegalize;

/// Every registered pass name, in pipeline order where there is one.
pub const PASS_NAMES: &[&str] = &[
    "AnnotateEntryFunc",
    "MergeSharedMemoryAllocations",
    "BindTarget",
    "ConvertSSA",
    "SplitHostDevice",
    "AnnotateDeviceRegions",
    "SplitHostDeviceOnly",
    "LowerDeviceKernelLaunch",
    "BF16ComputeLegalize",
    "FP8ComputeLegalize",
    "MakePackedAPI",
    "FP8StorageLegalize",
    "BF16StorageLegalize",
    "LowerDeviceStorageAccessInfo",
];

/// The pass called `name` (TVM's name without the `tirx.` prefix), with
/// default options. `BindTarget` takes its target from the pass context's
/// `target` / `target.host` options.
pub fn pass_by_name(name: &str) -> Option<Box<dyn Pass>> {
    let p: Box<dyn Pass> = match name {
        "AnnotateEntryFunc" => Box::new(AnnotateEntryFunc),
        "MergeSharedMemoryAllocations" => Box::new(MergeSharedMemoryAllocations::default()),
        "BindTarget" => Box::new(BindTarget::default()),
        "ConvertSSA" => Box::new(ConvertSsa),
        "SplitHostDevice" => Box::new(SplitHostDevice),
        "AnnotateDeviceRegions" => Box::new(AnnotateDeviceRegions),
        "SplitHostDeviceOnly" => Box::new(SplitHostDeviceOnly),
        "LowerDeviceKernelLaunch" => Box::new(LowerDeviceKernelLaunch),
        "BF16ComputeLegalize" => Box::new(ComputeLegalize::bf16()),
        "FP8ComputeLegalize" => Box::new(ComputeLegalize::fp8()),
        "MakePackedAPI" => Box::new(MakePackedAPI::new()),
        "FP8StorageLegalize" => Box::new(StorageLegalize::fp8()),
        "BF16StorageLegalize" => Box::new(StorageLegalize::bf16()),
        "LowerDeviceStorageAccessInfo" => Box::new(LowerDeviceStorageAccessInfo::new()),
        _ => return None,
    };
    Some(p)
}
