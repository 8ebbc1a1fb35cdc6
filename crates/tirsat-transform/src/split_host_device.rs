//! SplitHostDevice as in TVM 0.27 (`tirx.transform.SplitHostDevice`): the
//! fused host/device split.
//!
//! Runs, over the whole module:
//! - stage A, [`annotate_func`]: wrap the outermost `thread_extent` /
//!   `device_scope` regions of host functions in `target` attributes;
//! - stage B, kernel extraction (see [`split_host_device_only`]);
//! - stage C, [`convert_ssa`](super::convert_ssa::convert_ssa), where the
//!   new kernels keep their variable objects and their hosts get fresh copies;
//! - stage D, launch lowering (see [`lower_device_kernel_launch`]): host calls
//!   become `T.call_ffi_kernel(symbol, args..., launch values...,
//!   launch_params=[...], ret_ty="int32")`.
//!
//! [`split_host_device_only`]: super::split_host_device_only
//! [`lower_device_kernel_launch`]: super::lower_device_kernel_launch
//!
//! ```
//! use tirsat_ir::*;
//! use tirsat_transform::{Pass, PassContext, split_host_device::SplitHostDevice};
//! let a = Buffer::new("A", DataType::f32(), vec![Expr::i32(16)], "global");
//! let tx = IterVar::thread("tx", "threadIdx.x");
//! let body = Stmt::launch(&tx, Expr::i32(16),
//!     Stmt::store(&a, Expr::float(DataType::f32(), 0.0), vec![tx.var().to_expr()]));
//! let target = Target::with_host(Target::from_kind("cuda").unwrap(), Target::from_kind("llvm").unwrap());
//! let main = PrimFunc::new(vec![Param::Buffer(a)], body)
//!     .with_attr(keys::TARGET, AttrValue::Target(target))
//!     .with_attr(keys::GLOBAL_SYMBOL, AttrValue::Str("main".into()));
//! let m = IRModule::from_functions([("main".to_string(), main)]);
//! let out = SplitHostDevice.run(m, &PassContext::new()).unwrap();
//! let k = out.get("main_kernel").unwrap();
//! assert_eq!(k.calling_conv(), calling_conv::DEVICE_KERNEL_LAUNCH);
//! assert_eq!(k.params[0].name(), "A_ptr");
//! ```

use super::annotate_device_regions::annotate_func;
use std::collections::BTreeSet;

use super::convert_ssa::convert_ssa_preferring;
use super::lower_device_kernel_launch::{Flavor, lower_launches};
use super::map_functions;
use super::split_host_device_only::extract_kernels;

unit_pass! {
    /// The fused SplitHostDevice pass of TVM 0.27 (stages A to D).
    SplitHostDevice = "SplitHostDevice",
    |module| {
        let pass = Self::NAME;
        super::constructs::check(pass, &module, &[])?;
        let m = map_functions(module, |name, f| annotate_func(pass, name, f))?;
        let before: BTreeSet<String> = m.functions.keys().cloned().collect();
        let m = extract_kernels(m, pass, false)?;
        let m = convert_ssa_preferring(m, |name| !before.contains(name));
        let m = lower_launches(m, pass, Flavor::Tvm027)?;
        // Kernels are regions of the checked bodies over fresh parameters,
        // hosts call them: no expression of a scalable type is written. The
        // statements are searched (a captured buffer's declaration is new).
        super::analyses::note_construct_free(&m, pass);
        Ok(m)
    }
}
