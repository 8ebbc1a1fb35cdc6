//! Passes over IRModules: one file per pass, a small [`Pass`] trait, the pass
//! manager ([`manager`]) and TVM's named pipelines.
//!
//! Host/device split (see `notes/passes.md`): [`split_host_device`] is TVM
//! 0.27's fused pass; [`annotate_device_regions`], [`split_host_device_only`]
//! and [`lower_device_kernel_launch`] are the three separate passes it was
//! made of. [`registry::pass_by_name`] finds any pass by name.

/// Declares a pass without options: a unit struct `$ty` whose TVM name is
/// `$name` (also `$ty::NAME`), and the body of its `run`, which sees the
/// module as `$module` and may name the pass as `Self::NAME`.
macro_rules! unit_pass {
    ($(#[$attr:meta])* $ty:ident = $name:literal, |$module:pat_param| $body:block) => {
        $(#[$attr])*
        #[derive(Debug, Clone, Copy, Default)]
        pub struct $ty;

        impl $ty {
            /// The pass's TVM name.
            pub const NAME: &'static str = $name;
        }

        impl $crate::Pass for $ty {
            fn name(&self) -> &'static str {
                Self::NAME
            }
            fn run(
                &self,
                $module: ::tirsat_ir::IRModule,
                _ctx: &$crate::PassContext,
            ) -> Result<::tirsat_ir::IRModule, $crate::PassError> {
                $body
            }
        }
    };
}

pub mod analyses;
pub mod annotate_device_regions;
pub mod annotate_entry_func;
pub mod bind_target;
pub mod config;
pub mod constructs;
pub mod convert_ssa;
pub mod lower_device_kernel_launch;
pub mod manager;
pub mod merge_shared_memory;
pub mod pipeline;
pub mod registry;
pub mod split_host_device;
pub mod split_host_device_only;
mod util;

pub use manager::PassContext;

use rayon::prelude::*;

use tirsat_ir::{IRModule, PrimFunc};

pub mod compute_legalize;
pub mod dtype_conversion;
pub mod lower_device_storage_access_info;
pub mod make_packed_api;
pub mod memory_info;
pub(crate) mod op;
pub mod storage_legalize;

/// An error raised by a pass, naming the pass and, where known, the function
/// and the variable or buffer involved (the message names them too).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{pass}: {}{message}", .func.as_ref().map(|f| format!("in function {f}: ")).unwrap_or_default())]
pub struct PassError {
    /// The pass's TVM name.
    pub pass: String,
    /// The function being transformed, when known.
    pub func: Option<String>,
    /// The variable or buffer involved, when known.
    pub var: Option<String>,
    /// What went wrong.
    pub message: String,
}

impl PassError {
    pub fn new(pass: &str, message: impl Into<String>) -> Self {
        PassError {
            pass: pass.to_string(),
            func: None,
            var: None,
            message: message.into(),
        }
    }
    pub fn in_func(pass: &str, func: &str, message: impl Into<String>) -> Self {
        PassError {
            func: Some(func.to_string()),
            ..PassError::new(pass, message)
        }
    }
    /// Names the variable or buffer involved.
    ///
    /// ```
    /// use tirsat_transform::PassError;
    /// let e = PassError::in_func("SplitHostDevice", "main", "buffer A is undefined").with_var("A");
    /// assert_eq!(e.var.as_deref(), Some("A"));
    /// assert_eq!(e.to_string(), "SplitHostDevice: in function main: buffer A is undefined");
    /// ```
    pub fn with_var(mut self, var: &str) -> Self {
        self.var = Some(var.to_string());
        self
    }
}

/// A transformation of a module.
pub trait Pass: Send + Sync {
    /// The pass's TVM name (`SplitHostDevice`, ...).
    fn name(&self) -> &'static str;
    /// Runs the pass.
    fn run(&self, module: IRModule, ctx: &PassContext) -> Result<IRModule, PassError>;
}

/// The fewest functions a rayon job of a pass takes. A module of fewer than
/// twice as many is transformed on the calling thread without involving the
/// pool at all ([`par_map`]): per function the work is a fraction of a
/// millisecond, less than a hand-over to another thread costs on a loaded
/// machine (the real corpus's modules have 1 to 40 functions). At 4 (pool
/// from 8 functions), the 10-function `relax_topk_f32` took 0.96 ms of
/// passes and the corpus 29.6 ms; at 8, 0.53 ms and 28.0 ms (medians of 5,
/// 2 cores), the generated shapes' times unchanged.
pub(crate) const MIN_FUNCS_PER_JOB: usize = 8;

/// True when `n` functions are worth rayon's pool.
pub(crate) fn parallel(n: usize) -> bool {
    n >= 2 * MIN_FUNCS_PER_JOB
}

/// `items` mapped by `f`, in order: on rayon's pool for many items (at least
/// [`MIN_FUNCS_PER_JOB`] per job), on this thread for a few.
pub(crate) fn par_map<T: Send, R: Send>(items: Vec<T>, f: impl Fn(T) -> R + Sync + Send) -> Vec<R> {
    if parallel(items.len()) {
        items
            .into_par_iter()
            .with_min_len(MIN_FUNCS_PER_JOB)
            .map(f)
            .collect()
    } else {
        items.into_iter().map(f).collect()
    }
}

/// [`par_map`] for items of uneven cost: also on the pool, one item per job,
/// when there are few items but their estimated cost (`weight`, summed)
/// reaches `heavy` (a few functions with large kernels).
pub(crate) fn par_map_weighted<T: Send, R: Send>(
    items: Vec<T>,
    weight: impl Fn(&T) -> usize,
    heavy: usize,
    f: impl Fn(T) -> R + Sync + Send,
) -> Vec<R> {
    if !parallel(items.len())
        && items.len() >= 2
        && items.iter().map(weight).sum::<usize>() >= heavy
    {
        return items.into_par_iter().with_min_len(1).map(f).collect();
    }
    par_map(items, f)
}

/// Number of statements in `s`, expressions not visited: the weight of a
/// function for [`par_map_weighted`] in passes whose work follows the
/// statements.
pub(crate) fn stmt_count(s: &tirsat_ir::Stmt) -> usize {
    tirsat_ir::stack::deeper(|| 1 + s.iter_child_stmts().map(stmt_count).sum::<usize>())
}

/// [`par_map`] over borrowed items.
pub(crate) fn par_map_ref<T: Sync, R: Send>(
    items: &[T],
    f: impl Fn(&T) -> R + Sync + Send,
) -> Vec<R> {
    if parallel(items.len()) {
        items
            .par_iter()
            .with_min_len(MIN_FUNCS_PER_JOB)
            .map(f)
            .collect()
    } else {
        items.iter().map(f).collect()
    }
}

/// Applies `f` to every function in parallel ([`par_map`]) and rebuilds the module in
/// name order, so the result does not depend on scheduling. The first error in
/// name order is returned.
pub fn map_functions<F>(module: IRModule, f: F) -> Result<IRModule, PassError>
where
    F: Fn(&str, PrimFunc) -> Result<PrimFunc, PassError> + Sync + Send,
{
    let items: Vec<(String, PrimFunc)> = module.functions.into_iter().collect();
    let results: Vec<Result<(String, PrimFunc), PassError>> =
        par_map(items, |(name, func)| f(&name, func).map(|g| (name, g)));
    // In name order: one bulk build of the module's map, no search per insert.
    let funcs = results.into_iter().collect::<Result<Vec<_>, _>>()?;
    Ok(IRModule::from_functions(funcs))
}
