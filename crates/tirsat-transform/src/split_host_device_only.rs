//! SplitHostDeviceOnly: TVM's pre-fusion `tirx.SplitHostDevice` (stages B and
//! C of the fused pass): every `T.attr(<target>, "target", 0)` region becomes a
//! private kernel function that the host calls directly.
//!
//! Stage B, per region with body `S` and device target `D`:
//! 1. The free variables and buffers of `S` ([`UseDef`]), plus the variables
//!    in the shape, strides or offset of a captured buffer (TVM 0.27 forgets
//!    those, see `notes/passes.md`), become parameters, sorted pointer-like
//!    first and then by name as bytes (the `trn` target keeps the caller's
//!    parameter order).
//! 2. A captured buffer `A` becomes a parameter `A_ptr: T.handle(dtype, scope)`;
//!    the host passes `A.data`, and the kernel declares a fresh `A` over
//!    `A_ptr`. The declarations are prepended one by one in discovery order.
//! 3. CPU, ext_dev and Hexagon kernels return int32 and end with `return 0`;
//!    the host binds the result to `kernel_error_code` and asserts it is 0.
//! 4. CUDA launch-bound attributes are stripped from the body and, on `cuda`,
//!    become function attributes.
//! 5. The kernel is named `<caller symbol>_kernel`, `_kernel_1`, ... (unique in
//!    the module) and gets `target = D`, `tirx.noalias`, `tirx.is_global_func`
//!    and the caller's `s_tir`, `tirx.kernel_launch_params`, `num_inputs`.
//!
//! Stage C is [`convert_ssa`]: host and kernels share no variable objects.

use rustc_hash::FxHashMap as HashMap;

use super::PassError;
use super::convert_ssa::convert_ssa;
use super::util::{NameSupply, ReplaceBuffers, try_map_child_stmts_flat};
use tirsat_analysis::{FreeVar, UseDef, UseDefError};
use tirsat_ir::visit::{Mutator, any_stmt};
use tirsat_ir::{
    AttrNode, AttrValue, Attrs, Buffer, DataType, Expr, IRModule, Param, PrimFunc, Stmt, StmtKind,
    Target, Type, Var, device, keys,
};

unit_pass! {
    /// The pre-fusion SplitHostDevice pass (stages B and C).
    SplitHostDeviceOnly = "SplitHostDeviceOnly",
    |module| {
        super::constructs::check(Self::NAME, &module, &[])?;
        let m = extract_kernels(module, Self::NAME, true)?;
        Ok(convert_ssa(m))
    }
}

/// Stage B over a module. `legacy` selects the pre-fusion variant, which also
/// copies `tirx.persistent_kernel` onto the kernels.
pub(crate) fn extract_kernels(
    module: IRModule,
    pass: &str,
    legacy: bool,
) -> Result<IRModule, PassError> {
    let funcs: Vec<(String, PrimFunc)> = module.functions.into_iter().collect();
    let counts: Vec<usize> = super::par_map_ref(&funcs, |(_, f)| count_regions(&f.body));
    let mut supply = NameSupply::new(funcs.iter().map(|(n, _)| n.as_str()));
    let names: Vec<Vec<String>> = funcs
        .iter()
        .zip(&counts)
        .map(|((name, f), &k)| {
            let base = format!("{}_kernel", f.global_symbol().unwrap_or(name));
            (0..k).map(|_| supply.fresh(&base)).collect()
        })
        .collect();
    type Split = (String, PrimFunc, Vec<(String, PrimFunc)>);
    let work: Vec<((String, PrimFunc), Vec<String>)> = funcs.into_iter().zip(names).collect();
    let weight = |((_, f), names): &((String, PrimFunc), Vec<String>)| {
        if names.is_empty() {
            0
        } else {
            super::stmt_count(&f.body)
        }
    };
    let results: Vec<Result<Split, PassError>> =
        super::par_map_weighted(work, weight, HEAVY_SPLIT, |((name, f), names)| {
            if names.is_empty() {
                return Ok((name, f, Vec::new()));
            }
            let mut sp = Splitter {
                pass,
                fname: &name,
                func: &f,
                legacy,
                names: names.into_iter(),
                kernels: Vec::new(),
            };
            let body = sp.stmt(&f.body)?;
            let kernels = sp.kernels;
            let host = if body.same_as(&f.body) {
                f
            } else {
                f.with_body(body)
            };
            Ok((name, host, kernels))
        });
    let mut out = Vec::with_capacity(results.len());
    for r in results {
        let (name, host, kernels) = r?;
        out.push((name, host));
        out.extend(kernels);
    }
    Ok(IRModule::from_functions(out))
}

/// Statements (summed over the functions with a region) from which a module
/// of few functions is split on the pool, one function per job: the
/// extraction's walks cost about half a microsecond per statement, a
/// hand-over to another thread tens. `chain:10` (10 kernels of 48 buffers)
/// has 1,660; the real corpus's modules of under 16 functions at most 722
/// (`relax_convnet_f32`), and stay on the calling thread.
const HEAVY_SPLIT: usize = 1200;

/// Number of outermost `target` regions in `s`.
fn count_regions(s: &Stmt) -> usize {
    match s.kind() {
        StmtKind::Attr { key, .. } if key == keys::TARGET => 1,
        _ => s.iter_child_stmts().map(count_regions).sum(),
    }
}

struct Splitter<'a> {
    pass: &'a str,
    fname: &'a str,
    func: &'a PrimFunc,
    legacy: bool,
    names: std::vec::IntoIter<String>,
    kernels: Vec<(String, PrimFunc)>,
}

impl Splitter<'_> {
    fn err(&self, msg: impl Into<String>) -> PassError {
        PassError::in_func(self.pass, self.fname, msg)
    }

    fn use_def_err(&self, e: &UseDefError) -> PassError {
        let err = self.err(e.to_string());
        match e.name() {
            Some(var) => err.with_var(var),
            None => err,
        }
    }

    fn stmt(&mut self, s: &Stmt) -> Result<Stmt, PassError> {
        tirsat_ir::stack::deeper(|| self.stmt_at(s))
    }

    fn stmt_at(&mut self, s: &Stmt) -> Result<Stmt, PassError> {
        match s.kind() {
            StmtKind::Attr {
                node, key, body, ..
            } if key == keys::TARGET => {
                let device = match node {
                    AttrNode::Target(t) => t.without_host(),
                    _ => {
                        return Err(self.err(
                            "the node of a \"target\" attribute must be a target (T.target(...))",
                        ));
                    }
                };
                self.split_region(body, device)
            }
            _ => try_map_child_stmts_flat(s, &mut |c| self.stmt(c)),
        }
    }

    fn split_region(&mut self, body: &Stmt, device: Target) -> Result<Stmt, PassError> {
        let mut ud = UseDef::new();
        ud.visit_stmt(body).map_err(|e| self.use_def_err(&e))?;
        ud.visit_free_buffer_fields()
            .map_err(|e| self.use_def_err(&e))?;
        let mut params: Vec<FreeVar> = ud.free().to_vec();
        if device.kind() != "trn" {
            params.sort_by(|a, b| {
                (!a.is_pointer_like(), a.name().as_bytes())
                    .cmp(&(!b.is_pointer_like(), b.name().as_bytes()))
            });
        } else {
            let position = |fv: &FreeVar| {
                self.func
                    .params
                    .iter()
                    .position(|p| match (p, fv) {
                        (Param::Var(a), FreeVar::Var(b)) => a == b,
                        (Param::Buffer(a), FreeVar::Buffer(b)) => a == b,
                        _ => false,
                    })
                    .unwrap_or(0)
            };
            params.sort_by_key(position);
        }

        let mut kernel_params = Vec::with_capacity(params.len());
        let mut call_args = Vec::with_capacity(params.len());
        let mut buffer_map: HashMap<Buffer, Buffer> = HashMap::default();
        let mut data_params: HashMap<Buffer, Var> = HashMap::default();
        for p in &params {
            match p {
                FreeVar::Buffer(b) => {
                    let kb = b.fresh_copy();
                    let ptr = Var::new(format!("{}_ptr", b.name()), b.data_type());
                    kernel_params.push(Param::Var(ptr.clone()));
                    call_args.push(Expr::buffer_data(b));
                    buffer_map.insert(b.clone(), kb);
                    data_params.insert(b.clone(), ptr);
                }
                FreeVar::Var(v) => {
                    kernel_params.push(Param::Var(v.clone()));
                    call_args.push(v.to_expr());
                }
            }
        }
        let mut kbody = if buffer_map.is_empty() {
            body.clone()
        } else {
            ReplaceBuffers { map: &buffer_map }.mutate_stmt(body)
        };

        let cpu_like = matches!(
            device.device_type(),
            device::CPU | device::EXT_DEV | device::HEXAGON
        );
        let ret_type = if cpu_like {
            kbody = Stmt::seq(vec![kbody, Stmt::ret(Expr::i32(0))]);
            Type::Prim(DataType::i32())
        } else {
            Type::Void
        };
        for b in ud.free_buffers() {
            let (Some(kb), Some(ptr)) = (buffer_map.get(&b), data_params.get(&b)) else {
                return Err(self
                    .err(format!(
                        "Undefined buffer {} was not captured as a kernel parameter",
                        b.name()
                    ))
                    .with_var(b.name()));
            };
            kbody = Stmt::seq(vec![Stmt::decl(kb, ptr.to_expr()), kbody]);
        }
        let mut bounds = LaunchBounds::default();
        if any_stmt(
            &kbody,
            &mut |s| matches!(s.kind(), StmtKind::Attr { key, .. } if LaunchBounds::KEYS.contains(&key.as_str())),
        ) {
            kbody = bounds.strip(&kbody).map_err(|m| self.err(m))?;
            bounds.check().map_err(|m| self.err(m))?;
        }

        let mut attrs = Attrs::new();
        attrs.insert(keys::TARGET.into(), AttrValue::Target(device.clone()));
        attrs.insert(keys::NOALIAS.into(), AttrValue::Bool(true));
        attrs.insert(keys::IS_GLOBAL_FUNC.into(), AttrValue::Bool(true));
        if self.func.attrs.contains_key(keys::S_TIR) {
            attrs.insert(keys::S_TIR.into(), AttrValue::Bool(true));
        }
        if let Some(v) = self.func.attr(keys::KERNEL_LAUNCH_PARAMS) {
            attrs.insert(keys::KERNEL_LAUNCH_PARAMS.into(), v.clone());
        }
        if device.kind() == "cuda" {
            for (key, value) in [
                (keys::LAUNCH_BOUNDS_MIN_BLOCKS, bounds.min_blocks),
                (keys::LAUNCH_BOUNDS_MAX_CLUSTER, bounds.max_cluster),
                (keys::MAX_REGISTERS, bounds.max_registers),
            ] {
                if let Some(v) = value {
                    attrs.insert(key.into(), AttrValue::Int(v));
                }
            }
        }
        if let Some(v) = self.func.attr(keys::NUM_INPUTS) {
            attrs.insert(keys::NUM_INPUTS.into(), v.clone());
        }
        if self.legacy
            && let Some(v) = self.func.attr(keys::PERSISTENT_KERNEL)
        {
            attrs.insert(keys::PERSISTENT_KERNEL.into(), v.clone());
        }
        let kernel = PrimFunc {
            params: kernel_params,
            ret_type,
            body: kbody,
            attrs,
        };
        let name = self
            .names
            .next()
            .ok_or_else(|| self.err("internal error: no kernel name was reserved for a region"))?;
        let replacement = if cpu_like {
            let code = Var::new("kernel_error_code", DataType::i32());
            Stmt::seq(vec![
                Stmt::bind(&code, Expr::call_global(DataType::i32(), &name, call_args)),
                Stmt::assert(
                    Expr::eq(&code.to_expr(), &Expr::i32(0)),
                    "RuntimeError",
                    "Error executing compute kernel",
                ),
            ])
        } else {
            Stmt::evaluate(Expr::call_global(Type::Void, &name, call_args))
        };
        self.kernels.push((name, kernel));
        Ok(replacement)
    }
}

/// The CUDA launch bounds found in a kernel body.
#[derive(Debug, Default)]
struct LaunchBounds {
    min_blocks: Option<i64>,
    max_cluster: Option<i64>,
    max_registers: Option<i64>,
}

impl LaunchBounds {
    /// The attribute keys [`LaunchBounds::strip`] removes.
    const KEYS: [&'static str; 3] = [
        keys::LAUNCH_BOUNDS_MIN_BLOCKS,
        keys::LAUNCH_BOUNDS_MAX_CLUSTER,
        keys::MAX_REGISTERS,
    ];

    /// Removes the launch-bound attributes from `s`, recording their values.
    fn strip(&mut self, s: &Stmt) -> Result<Stmt, String> {
        tirsat_ir::stack::deeper(|| self.strip_at(s))
    }

    fn strip_at(&mut self, s: &Stmt) -> Result<Stmt, String> {
        if let StmtKind::Attr {
            key, value, body, ..
        } = s.kind()
        {
            let slot = match key.as_str() {
                keys::LAUNCH_BOUNDS_MIN_BLOCKS => Some(&mut self.min_blocks),
                keys::LAUNCH_BOUNDS_MAX_CLUSTER => Some(&mut self.max_cluster),
                keys::MAX_REGISTERS => Some(&mut self.max_registers),
                _ => None,
            };
            if let Some(slot) = slot {
                let v = value
                    .as_int()
                    .ok_or_else(|| format!("{key} expects an integer value"))?;
                if v <= 0 {
                    return Err(format!("{key} must be positive"));
                }
                if let Some(prev) = *slot
                    && prev != v
                {
                    return Err(format!("Conflicting {key} values"));
                }
                *slot = Some(v);
                return self.strip(body);
            }
        }
        try_map_child_stmts_flat(s, &mut |c| self.strip(c))
    }

    fn check(&self) -> Result<(), String> {
        if self.max_cluster.is_some() && self.min_blocks.is_none() {
            return Err(format!(
                "{} requires {}",
                keys::LAUNCH_BOUNDS_MAX_CLUSTER,
                keys::LAUNCH_BOUNDS_MIN_BLOCKS
            ));
        }
        if self.max_registers.is_some() && (self.min_blocks.is_some() || self.max_cluster.is_some())
        {
            return Err(format!(
                "{} cannot be combined with CUDA launch bounds",
                keys::MAX_REGISTERS
            ));
        }
        Ok(())
    }
}
