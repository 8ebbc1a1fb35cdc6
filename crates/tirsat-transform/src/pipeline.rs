//! TVM's named pipelines (restricted to the passes tirsat implements) and the
//! ordering constraints between passes.

use super::PassError;

/// Pass names used by the pipelines. The three-pass form of the host/device
/// split (as in TVM PR #19605) is `AnnotateDeviceRegions`,
/// `SplitHostDeviceOnly`, `LowerDeviceKernelLaunch`; TVM 0.27's fused pass is
/// `SplitHostDevice`.
pub mod names {
    pub const ANNOTATE_ENTRY_FUNC: &str = "AnnotateEntryFunc";
    pub const ANNOTATE_DEVICE_REGIONS: &str = "AnnotateDeviceRegions";
    pub const SPLIT_HOST_DEVICE_ONLY: &str = "SplitHostDeviceOnly";
    pub const LOWER_DEVICE_KERNEL_LAUNCH: &str = "LowerDeviceKernelLaunch";
    pub const SPLIT_HOST_DEVICE: &str = "SplitHostDevice";
    pub const MERGE_SHARED: &str = "MergeSharedMemoryAllocations";
    pub const MAKE_PACKED_API: &str = "MakePackedAPI";
    pub const BF16_COMPUTE: &str = "BF16ComputeLegalize";
    pub const BF16_STORAGE: &str = "BF16StorageLegalize";
    pub const FP8_COMPUTE: &str = "FP8ComputeLegalize";
    pub const FP8_STORAGE: &str = "FP8StorageLegalize";
    pub const LOWER_DEVICE_STORAGE_ACCESS_INFO: &str = "LowerDeviceStorageAccessInfo";
}

use names::*;

/// Pipeline names accepted by [`pipeline`].
pub const PIPELINES: &[&str] = &["default", "default_tir", "s_tir", "adreno", "tirx", "trn"];

/// The passes of a named pipeline, in order.
///
/// - `default`: TVM 0.27's s_tir pipeline, with the fused `SplitHostDevice`.
/// - `default_tir`, `tirx`, `trn`, `s_tir`, `adreno`: the orders after TVM PR
///   #19605, with the three-pass split.
///
/// ```
/// use tirsat_transform::pipeline::{check_order, pipeline};
/// for name in tirsat_transform::pipeline::PIPELINES {
///     check_order(&pipeline(name).unwrap()).unwrap();
/// }
/// ```
pub fn pipeline(name: &str) -> Option<Vec<&'static str>> {
    let split3 = [
        ANNOTATE_DEVICE_REGIONS,
        SPLIT_HOST_DEVICE_ONLY,
        LOWER_DEVICE_KERNEL_LAUNCH,
    ];
    let p: Vec<&'static str> = match name {
        "default" => vec![
            BF16_COMPUTE,
            FP8_COMPUTE,
            ANNOTATE_ENTRY_FUNC,
            MERGE_SHARED,
            SPLIT_HOST_DEVICE,
            MAKE_PACKED_API,
            FP8_STORAGE,
            BF16_STORAGE,
        ],
        "s_tir" | "adreno" => [BF16_COMPUTE, FP8_COMPUTE, ANNOTATE_ENTRY_FUNC, MERGE_SHARED]
            .into_iter()
            .chain(split3)
            .chain([MAKE_PACKED_API, FP8_STORAGE, BF16_STORAGE])
            .collect(),
        "default_tir" | "tirx" => [ANNOTATE_ENTRY_FUNC]
            .into_iter()
            .chain(split3)
            .chain([MAKE_PACKED_API, FP8_STORAGE, BF16_STORAGE])
            .collect(),
        "trn" => [ANNOTATE_ENTRY_FUNC]
            .into_iter()
            .chain(split3)
            .chain([MAKE_PACKED_API])
            .collect(),
        _ => return None,
    };
    Some(p)
}

/// `(earlier, later, reason)`: when both passes are present, `earlier` must run
/// before `later`.
pub const ORDER: &[(&str, &str, &str)] = &[
    (
        MERGE_SHARED,
        LOWER_DEVICE_KERNEL_LAUNCH,
        "kernel-launch lowering needs at most one dynamic shared-memory allocation per kernel, so shared memory must be merged first",
    ),
    (
        MERGE_SHARED,
        SPLIT_HOST_DEVICE,
        "the fused SplitHostDevice lowers kernel launches, which needs at most one dynamic shared-memory allocation per kernel",
    ),
    (
        ANNOTATE_DEVICE_REGIONS,
        SPLIT_HOST_DEVICE_ONLY,
        "the split extracts the regions the annotation marks",
    ),
    (
        SPLIT_HOST_DEVICE_ONLY,
        LOWER_DEVICE_KERNEL_LAUNCH,
        "launch lowering rewrites the calls the split creates",
    ),
    (
        LOWER_DEVICE_KERNEL_LAUNCH,
        MAKE_PACKED_API,
        "MakePackedAPI skips device kernels only once launch lowering marked them (calling_conv 2)",
    ),
    (
        SPLIT_HOST_DEVICE,
        MAKE_PACKED_API,
        "MakePackedAPI skips device kernels only once the split marked them (calling_conv 2)",
    ),
    (
        MAKE_PACKED_API,
        BF16_STORAGE,
        "storage legalization requires an empty buffer map, which MakePackedAPI produces",
    ),
    (
        MAKE_PACKED_API,
        FP8_STORAGE,
        "storage legalization requires an empty buffer map, which MakePackedAPI produces",
    ),
    (
        BF16_COMPUTE,
        BF16_STORAGE,
        "compute legalization works on bfloat16 values, which storage legalization removes",
    ),
    (
        FP8_COMPUTE,
        FP8_STORAGE,
        "compute legalization works on float8 values, which storage legalization removes",
    ),
];

/// Checks the ordering constraints of a pass sequence; the error names the
/// violated constraint.
pub fn check_order(passes: &[&str]) -> Result<(), PassError> {
    for (earlier, later, reason) in ORDER {
        let first_later = passes.iter().position(|p| p == later);
        let last_earlier = passes.iter().rposition(|p| p == earlier);
        if let (Some(l), Some(e)) = (first_later, last_earlier)
            && e > l
        {
            return Err(PassError::new(
                "pipeline",
                format!("{earlier} must run before {later}: {reason}"),
            ));
        }
    }
    Ok(())
}

/// The passes named by `names`, order-checked ([`check_order`]) and
/// instantiated from the [registry](super::registry). An unknown name is an
/// error listing the known ones.
///
/// ```
/// use tirsat_transform::pipeline::build_passes;
/// let passes = build_passes(&["AnnotateEntryFunc", "SplitHostDevice"]).unwrap();
/// assert_eq!(passes[1].name(), "SplitHostDevice");
/// assert!(build_passes(&["SplitHostDevice", "MergeSharedMemoryAllocations"]).is_err());
/// ```
pub fn build_passes(names: &[&str]) -> Result<Vec<Box<dyn super::Pass>>, PassError> {
    check_order(names)?;
    names
        .iter()
        .map(|n| {
            super::registry::pass_by_name(n).ok_or_else(|| {
                PassError::new(
                    "pipeline",
                    format!(
                        "unknown pass `{n}` (known: {})",
                        super::registry::PASS_NAMES.join(", ")
                    ),
                )
            })
        })
        .collect()
}

/// The passes of the named pipeline ([`pipeline`]), ready to run with
/// [`run_passes`](super::manager::run_passes).
pub fn build_pipeline(name: &str) -> Result<Vec<Box<dyn super::Pass>>, PassError> {
    let list = pipeline(name).ok_or_else(|| {
        PassError::new(
            "pipeline",
            format!(
                "unknown pipeline `{name}` (known: {})",
                PIPELINES.join(", ")
            ),
        )
    })?;
    build_passes(&list)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rejects_merge_after_lowering() {
        let e = check_order(&[SPLIT_HOST_DEVICE, MERGE_SHARED]).unwrap_err();
        assert!(
            e.message
                .contains("MergeSharedMemoryAllocations must run before SplitHostDevice")
        );
        let e = check_order(&[BF16_STORAGE, MAKE_PACKED_API]).unwrap_err();
        assert!(e.message.contains("empty buffer map"), "{e}");
    }

    #[test]
    fn unknown_pipeline() {
        assert!(pipeline("nope").is_none());
    }
}
