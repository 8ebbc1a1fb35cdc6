//! The host-ABI and dtype-lowering passes of this crate, for the pass registry:
//! `MakePackedAPI`, `BF16ComputeLegalize`, `BF16StorageLegalize`,
//! `FP8ComputeLegalize`, `FP8StorageLegalize` and `LowerDeviceStorageAccessInfo`.
//!
//! Options come from the pass context:
//! - `tirx.fp8_promote_dtype=float16|float32` (FP8ComputeLegalize, default float32);
//! - `tirsat.memory_info=PATH` (LowerDeviceStorageAccessInfo's registry file, see
//!   [`memory_info`](super::memory_info)).
//!
//! ```
//! let names: Vec<&str> = tirsat::transform::lowering_passes::passes()
//!     .iter()
//!     .map(|p| p.name())
//!     .collect();
//! assert!(names.contains(&"MakePackedAPI"));
//! ```

use super::Pass;
use super::compute_legalize::ComputeLegalize;
use super::lower_device_storage_access_info::LowerDeviceStorageAccessInfo;
use super::make_packed_api::MakePackedAPI;
use super::storage_legalize::StorageLegalize;

/// One instance of each pass, in TVM's pipeline order.
pub fn passes() -> Vec<Box<dyn Pass>> {
    vec![
        Box::new(ComputeLegalize::bf16()),
        Box::new(ComputeLegalize::fp8()),
        Box::new(MakePackedAPI::new()),
        Box::new(StorageLegalize::fp8()),
        Box::new(StorageLegalize::bf16()),
        Box::new(LowerDeviceStorageAccessInfo::new()),
    ]
}

#[cfg(test)]
mod tests {
    #[test]
    fn names_are_tvm_names_and_unique() {
        let names: Vec<&str> = super::passes().iter().map(|p| p.name()).collect();
        assert_eq!(
            names,
            [
                "BF16ComputeLegalize",
                "FP8ComputeLegalize",
                "MakePackedAPI",
                "FP8StorageLegalize",
                "BF16StorageLegalize",
                "LowerDeviceStorageAccessInfo"
            ]
        );
    }
}
