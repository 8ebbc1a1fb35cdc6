//! LowerDeviceKernelLaunch (TVM's `tirx.LowerDeviceKernelLaunch` as of PR
//! #19605, and stage D of the fused `SplitHostDevice`): turns calls between
//! functions of different targets into kernel launches.
//!
//! For every callee the pass collects its launch parameters: the thread tags
//! of its `thread_extent` attributes in order of first appearance, then (fused
//! form only) the programmatic-dependent-launch and cooperative-launch flags
//! the callee requests, then `tirx.use_dyn_shared_memory` when it uses dynamic
//! shared memory; and one launch value per non-flag tag (the extent, the byte
//! size), with earlier `Bind`s substituted.
//!
//! Each call site is then decided:
//! 1. a host caller (its target has a host) calling a callee with launch
//!    parameters always launches it;
//! 2. otherwise, same target string as the caller (the caller's *host*
//!    target for a host function): the call stays a direct call;
//! 3. otherwise, same device type: `T.call_extern(<name>, args...)`;
//! 4. otherwise a launch: `T.call_packed(symbol, args..., values...)` (PR
//!    #19605) or `T.call_ffi_kernel(symbol, args..., values...,
//!    launch_params=[...], ret_ty="int32")` (TVM 0.27).
//!
//! Launched callees become public kernels (`calling_conv = 2`, launch
//! parameters, `global_symbol`, void return); extern-called callees get a
//! `global_symbol`.
//!
//! The two forms differ as TVM's did: PR #19605 collects every function,
//! de-duplicates thread tags by IterVar object, takes the shared memory size
//! only from the `shared.dyn` allocation (as int32), has no launch flags and
//! always removes `return 0`; TVM 0.27 collects only called functions,
//! de-duplicates by tag string, also reads `tirx.dyn_smem_bytes` (and strips
//! it), computes the size as int64 and keeps `return 0` in CUDA kernels.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::sync::{Arc, OnceLock};
use tirsat_ir::builtin;

use rustc_hash::FxHashSet;

use super::PassError;
use super::util::try_map_child_stmts_flat;
use tirsat_ir::visit::{Mutator, walk_mutate_expr};
use tirsat_ir::{
    AttrNode, AttrValue, CallOp, DataType, Expr, ExprKind, IRModule, IterVar, Param, PrimFunc,
    Stmt, StmtKind, Target, Type, Var, calling_conv, keys,
};

/// Launch-parameter tag for dynamic shared memory.
pub const USE_DYN_SHARED_MEMORY: &str = "tirx.use_dyn_shared_memory";

/// Which version of the launch lowering to reproduce.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Flavor {
    /// The separate pass of TVM PR #19605 (`T.call_packed`).
    Pr19605,
    /// Stage D of TVM 0.27's fused SplitHostDevice (`T.call_ffi_kernel`).
    Tvm027,
}

unit_pass! {
    /// The separate LowerDeviceKernelLaunch pass (PR #19605 behaviour).
    LowerDeviceKernelLaunch = "LowerDeviceKernelLaunch",
    |module| {
        super::constructs::check(Self::NAME, &module, &[])?;
        lower_launches(module, Self::NAME, Flavor::Pr19605)
    }
}

/// What a caller needs to know about a callee.
#[derive(Debug, Clone)]
struct KernelInfo {
    /// The callee's target without host, and its string form (made when a
    /// call site needs it).
    target: Target,
    target_string: OnceLock<String>,
    params: Vec<Param>,
    global_symbol: String,
    launch_params: Vec<String>,
    launch_args: Vec<Expr>,
    /// Whether the body holds a `return` statement.
    has_return: bool,
    /// Whether the body holds a `tirx.dyn_smem_bytes` attribute.
    has_dyn_smem_bytes: bool,
}

/// A function with its name, and the module functions it calls.
type Named = (String, PrimFunc);
type Callees = FxHashSet<Arc<str>>;

/// Stage D over a module.
pub(crate) fn lower_launches(
    module: IRModule,
    pass: &str,
    flavor: Flavor,
) -> Result<IRModule, PassError> {
    let funcs: Vec<(String, PrimFunc)> = module.functions.into_iter().collect();
    // Per function, whether it calls a module function; and every callee.
    let calls: Vec<FxHashSet<Arc<str>>> = super::par_map_ref(&funcs, |(_, f)| {
        super::analyses::body_facts(&f.body)
            .callees(&f.body)
            .clone()
    });
    let called: FxHashSet<Arc<str>> = calls.iter().flatten().cloned().collect();

    let infos: Vec<Result<Option<(String, KernelInfo)>, PassError>> =
        super::par_map_ref(&funcs, |(name, f)| {
            if flavor == Flavor::Tvm027 && !called.contains(name.as_str()) {
                return Ok(None);
            }
            collect_info(pass, name, f, flavor).map(|i| Some((name.clone(), i)))
        });
    let mut info_map: BTreeMap<String, KernelInfo> = BTreeMap::new();
    for r in infos {
        if let Some((n, i)) = r? {
            info_map.insert(n, i);
        }
    }

    type Rewritten = (String, PrimFunc, BTreeSet<String>, BTreeSet<String>);
    let work: Vec<(Named, Callees)> = funcs.into_iter().zip(calls).collect();
    let rewritten: Vec<Result<Rewritten, PassError>> =
        super::par_map(work, |((name, f), callees)| {
            let target = f
                .target()
                .cloned()
                .ok_or_else(|| PassError::in_func(pass, &name, "Require the target attribute"))?;
            if callees.is_empty() {
                // Only calls of module functions are rewritten.
                return Ok((name, f, BTreeSet::new(), BTreeSet::new()));
            }
            let cmp = target
                .host()
                .cloned()
                .unwrap_or_else(|| target.without_host());
            let mut rw = KernelCallRewriter {
                infos: &info_map,
                caller_host: target.host().cloned(),
                cmp_string: OnceLock::new(),
                cmp_device: cmp.device_type(),
                cmp,
                flavor,
                launched: BTreeSet::new(),
                externs: BTreeSet::new(),
                err: None,
            };
            let body = rw.mutate_stmt(&f.body);
            if let Some(e) = rw.err {
                return Err(PassError::in_func(pass, &name, e));
            }
            let f = if body.same_as(&f.body) {
                f
            } else {
                f.with_body(body)
            };
            Ok((name, f, rw.launched, rw.externs))
        });
    let mut funcs = Vec::with_capacity(rewritten.len());
    let mut launched: BTreeSet<String> = BTreeSet::new();
    let mut externs: BTreeSet<String> = BTreeSet::new();
    for r in rewritten {
        let (name, f, l, e) = r?;
        launched.extend(l);
        externs.extend(e);
        funcs.push((name, f));
    }

    let updated: Vec<Result<(String, PrimFunc), PassError>> = super::par_map(funcs, |(name, f)| {
        let is_launch = launched.contains(&name);
        let is_extern = externs.contains(&name);
        let g = update_kernel_attrs(pass, &name, f, is_launch, is_extern, &info_map, flavor)?;
        Ok((name, g))
    });
    let funcs = updated.into_iter().collect::<Result<Vec<_>, _>>()?;
    Ok(IRModule::from_functions(funcs))
}

fn collect_info(
    pass: &str,
    name: &str,
    f: &PrimFunc,
    flavor: Flavor,
) -> Result<KernelInfo, PassError> {
    let err = |m: String| PassError::in_func(pass, name, m);
    let target = f
        .target()
        .ok_or_else(|| err("Require the target attribute".into()))?
        .without_host();
    let mut c = Collector {
        flavor,
        bind_map: HashMap::new(),
        tags: Vec::new(),
        extents: HashMap::new(),
        seen_ivs: HashSet::new(),
        dyn_decl: None,
        inferred: None,
        has_return: false,
        has_dyn_smem_bytes: false,
    };
    c.stmt(&f.body).map_err(err)?;
    let mut launch_params = c.tags.clone();
    let mut launch_args: Vec<Expr> = Vec::with_capacity(c.tags.len() + 1);
    for t in &c.tags {
        match c.extents.get(t) {
            Some(e) => launch_args.push(e.clone()),
            None => {
                return Err(err(format!(
                    "Compute kernel requires launch parameter \"{t}\", but PrimFunc does not \
                     contain a thread_extent attribute defining this axis"
                )));
            }
        }
    }
    let dyn_size = match flavor {
        Flavor::Tvm027 => {
            let requested = f
                .attr(keys::KERNEL_LAUNCH_PARAMS)
                .and_then(AttrValue::as_str_array)
                .unwrap_or_default();
            for flag in [keys::USE_PDL, keys::USE_COOPERATIVE_LAUNCH] {
                if requested.iter().any(|r| r == flag) {
                    launch_params.push(flag.to_string());
                }
            }
            match (c.dyn_decl, c.inferred) {
                (Some(d), _) => Some(d),
                (None, Some(i)) => {
                    if i.is_const_int(0) {
                        return Err(err(format!(
                            "PrimFunc {name} allocates dynamic shared memory with a placeholder \
                             extent but does not declare its size; annotate the kernel with \
                             tirx.dyn_smem_bytes (SMEMPool.commit() emits it)."
                        )));
                    }
                    Some(i)
                }
                (None, None) => None,
            }
        }
        Flavor::Pr19605 => c.inferred,
    };
    if let Some(size) = dyn_size {
        launch_params.push(USE_DYN_SHARED_MEMORY.to_string());
        launch_args.push(size);
    }
    Ok(KernelInfo {
        target_string: OnceLock::new(),
        target,
        params: f.params.clone(),
        global_symbol: f.global_symbol().unwrap_or(name).to_string(),
        launch_params,
        launch_args,
        has_return: c.has_return,
        has_dyn_smem_bytes: c.has_dyn_smem_bytes,
    })
}

/// Collects thread extents and the dynamic shared memory size of a callee.
struct Collector {
    flavor: Flavor,
    bind_map: HashMap<Var, Expr>,
    tags: Vec<String>,
    extents: HashMap<String, Expr>,
    seen_ivs: HashSet<IterVar>,
    dyn_decl: Option<Expr>,
    inferred: Option<Expr>,
    /// Whether a `return` statement was seen.
    has_return: bool,
    /// Whether a `tirx.dyn_smem_bytes` attribute was seen (either flavor).
    has_dyn_smem_bytes: bool,
}

impl Collector {
    fn subst(&self, e: &Expr) -> Expr {
        tirsat_ir::visit::substitute_expr(e, &self.bind_map)
    }

    fn stmt(&mut self, s: &Stmt) -> Result<(), String> {
        tirsat_ir::stack::deeper(|| self.stmt_at(s))
    }

    fn stmt_at(&mut self, s: &Stmt) -> Result<(), String> {
        match s.kind() {
            StmtKind::Bind { var, value } => {
                let v = self.subst(value);
                self.bind_map.insert(var.clone(), v);
            }
            StmtKind::Return(_) => self.has_return = true,
            StmtKind::Attr {
                node, key, value, ..
            } => {
                if key == keys::DYN_SMEM_BYTES {
                    self.has_dyn_smem_bytes = true;
                }
                if self.flavor == Flavor::Tvm027 && key == keys::DYN_SMEM_BYTES {
                    if self.dyn_decl.is_some() {
                        return Err(
                            "Only one tirx.dyn_smem_bytes declaration is allowed per kernel."
                                .into(),
                        );
                    }
                    if !matches!(value.kind(), ExprKind::Int(_)) {
                        return Err("tirx.dyn_smem_bytes must be an IntImm".into());
                    }
                    self.dyn_decl = Some(value.clone());
                }
                if key == keys::THREAD_EXTENT {
                    self.thread_extent(node, value)?;
                }
            }
            StmtKind::AllocBuffer { buffer, .. } if buffer.scope().is_shared_dyn() => {
                if self.inferred.is_some() {
                    return Err("Only one dynamic shared memory allocation is allowed.".into());
                }
                if buffer.shape().is_empty() {
                    return Err(format!(
                        "the dynamic shared memory allocation {} has an empty shape",
                        buffer.name()
                    ));
                }
                let mut size = Expr::i32(1);
                for e in buffer.shape() {
                    size = fold_mul(&size, e);
                }
                let bytes = buffer.dtype().bytes() as i64;
                let bytes = match self.flavor {
                    Flavor::Tvm027 => Expr::i64(bytes),
                    Flavor::Pr19605 => Expr::i32(bytes),
                };
                size = fold_mul(&size, &bytes);
                self.inferred = Some(self.subst(&size));
            }
            _ => {}
        }
        for c in s.iter_child_stmts() {
            self.stmt(c)?;
        }
        Ok(())
    }

    fn thread_extent(&mut self, node: &AttrNode, value: &Expr) -> Result<(), String> {
        match self.flavor {
            Flavor::Tvm027 => {
                let tag = match node {
                    AttrNode::IterVar(iv) => iv.thread_tag().to_string(),
                    AttrNode::Expr(e) if e.as_var().is_some() => {
                        e.as_var().map(|v| v.name().to_string()).unwrap_or_default()
                    }
                    _ => {
                        return Err(
                            "the node of a thread_extent attribute must be an IterVar".into()
                        );
                    }
                };
                if !self.extents.contains_key(&tag) {
                    let v = self.subst(value);
                    self.tags.push(tag.clone());
                    self.extents.insert(tag, v);
                }
            }
            Flavor::Pr19605 => {
                let iv = match node {
                    AttrNode::IterVar(iv) => iv,
                    AttrNode::Expr(e) => {
                        let what = e
                            .as_var()
                            .map(|v| format!("variable {}", v.name()))
                            .unwrap_or_else(|| format!("{e:?}"));
                        return Err(format!(
                            "the node of a thread_extent attribute must be an IterVar \
                             (T.launch_thread), found {what}: Cannot treat type ir.Var as \
                             type tirx.IterVar"
                        ));
                    }
                    _ => {
                        return Err(
                            "the node of a thread_extent attribute must be an IterVar".into()
                        );
                    }
                };
                if iv.thread_tag().is_empty() {
                    return Err(format!(
                        "the thread_extent IterVar {} has no thread tag",
                        iv.var().name()
                    ));
                }
                if self.seen_ivs.insert(iv.clone()) {
                    let v = self.subst(value);
                    self.tags.push(iv.thread_tag().to_string());
                    self.extents.insert(iv.thread_tag().to_string(), v);
                }
            }
        }
        Ok(())
    }
}

/// `a * b` with TVM's operator semantics for the size computation: integer
/// operands of different widths are widened, then [`crate::op::mul`]
/// (constants fold with the one arithmetic core, exact at the width: a product
/// that overflows is kept as a product; `x * 1`, `x * 0` simplify).
fn fold_mul(a: &Expr, b: &Expr) -> Expr {
    let (a, b) = match_int_types(a, b);
    crate::op::mul(&a, &b)
}

fn match_int_types(a: &Expr, b: &Expr) -> (Expr, Expr) {
    let (ta, tb) = (a.dtype(), b.dtype());
    if ta == tb || !ta.is_integer_like() || !tb.is_integer_like() {
        return (a.clone(), b.clone());
    }
    let widen = |e: &Expr, t: DataType| match tirsat_ir::int::const_value(e)
        .and_then(|v| tirsat_ir::int::make_const(t, v))
    {
        Some(c) => c,
        None => Expr::cast(t, e),
    };
    if ta.bits >= tb.bits {
        (a.clone(), widen(b, ta))
    } else {
        (widen(a, tb), b.clone())
    }
}

/// Rewrites the calls of one caller (calls of device kernels become launches).
struct KernelCallRewriter<'a> {
    infos: &'a BTreeMap<String, KernelInfo>,
    /// Whether the caller is a host function (its target has a host).
    caller_host: Option<Target>,
    /// The caller's comparison target (its host target for a host function,
    /// else its target), its string form (made when needed) and its device
    /// type.
    cmp: Target,
    cmp_string: OnceLock<String>,
    cmp_device: i64,
    flavor: Flavor,
    launched: BTreeSet<String>,
    externs: BTreeSet<String>,
    err: Option<String>,
}

impl Mutator for KernelCallRewriter<'_> {
    fn mutate_expr(&mut self, e: &Expr) -> Expr {
        if self.err.is_some() || !e.calls_global() {
            return e.clone();
        }
        let e = walk_mutate_expr(self, e);
        let ExprKind::Call {
            op: CallOp::Global(callee),
            args,
            ..
        } = e.kind()
        else {
            return e;
        };
        match self.rewrite_call(&e, callee, args) {
            Ok(n) => n,
            Err(m) => {
                self.err = Some(m);
                e.clone()
            }
        }
    }
}

impl KernelCallRewriter<'_> {
    fn rewrite_call(&mut self, call: &Expr, callee: &str, args: &[Expr]) -> Result<Expr, String> {
        let info = self.infos.get(callee).ok_or_else(|| {
            format!(
                "CallNode attempted subroutine call to {callee}, but {callee} did not appear \
                 within the IRModule"
            )
        })?;
        let callee_is_kernel = !info.launch_params.is_empty();
        let caller_is_host = self.caller_host.is_some();
        if !(callee_is_kernel && caller_is_host) {
            let caller_target = self.cmp_string.get_or_init(|| self.cmp.canonical_string());
            let callee_target = info
                .target_string
                .get_or_init(|| info.target.canonical_string());
            if caller_target == callee_target {
                return Ok(call.clone());
            }
            if self.cmp_device == info.target.device_type() {
                self.externs.insert(callee.to_string());
                return Ok(Expr::call_extern(call.ty().clone(), callee, args.to_vec()));
            }
        }
        if args.len() != info.params.len() {
            return Err(format!(
                "Function {callee} accepts {} arguments as input, but is called using {} arguments",
                info.params.len(),
                args.len()
            ));
        }
        let mut param_map: HashMap<Var, Expr> = HashMap::new();
        for (p, a) in info.params.iter().zip(args) {
            if let Param::Var(v) = p {
                param_map.insert(v.clone(), a.clone());
            }
        }
        self.launched.insert(callee.to_string());
        let mut call_args = Vec::with_capacity(1 + args.len() + info.launch_args.len());
        call_args.push(Expr::str(&info.global_symbol));
        call_args.extend(args.iter().cloned());
        for la in &info.launch_args {
            call_args.push(tirsat_ir::visit::substitute_expr(la, &param_map));
        }
        let ret: Type = if call.ty().is_void() {
            Type::Prim(DataType::i32())
        } else {
            call.ty().clone()
        };
        Ok(match self.flavor {
            Flavor::Pr19605 => Expr::call(ret, builtin::CALL_PACKED, call_args),
            // The result type is the node's type (printed as `ret_ty=`).
            Flavor::Tvm027 => Expr::new(
                ret,
                ExprKind::Call {
                    op: CallOp::Builtin(builtin::CALL_FFI_KERNEL),
                    args: call_args,
                    attrs: vec![(
                        "launch_params".to_string(),
                        AttrValue::str_array(&info.launch_params),
                    )],
                },
            ),
        })
    }
}

fn update_kernel_attrs(
    pass: &str,
    name: &str,
    f: PrimFunc,
    is_launch: bool,
    is_extern: bool,
    infos: &BTreeMap<String, KernelInfo>,
    flavor: Flavor,
) -> Result<PrimFunc, PassError> {
    let err = |m: String| PassError::in_func(pass, name, m);
    if is_launch && is_extern {
        return Err(err(format!(
            "Function {name} has multiple callees, and would need to be lowered into a \
             call_extern at some call sites, and a device kernel launch at others.  This case \
             is not yet supported."
        )));
    }
    let mut f = f;
    if is_launch || is_extern {
        f = f.with_attr(keys::IS_GLOBAL_FUNC, AttrValue::Bool(true));
    }
    if is_launch {
        let info = infos
            .get(name)
            .ok_or_else(|| err(format!("internal error: no launch information for {name}")))?;
        let keep_returns =
            flavor == Flavor::Tvm027 && f.target().is_some_and(|t| t.kind() == "cuda");
        // Most kernels hold neither a return nor a dynamic shared memory
        // size: what the launch-parameter walk saw of the statements (the
        // call rewrite since changed only expressions) spares them both
        // rewrites.
        let mut body = f.body.clone();
        if info.has_return {
            body = remove_returns(&body, keep_returns, flavor).map_err(err)?;
        }
        // Removing returns keeps every attribute.
        if flavor == Flavor::Tvm027 && info.has_dyn_smem_bytes {
            body = strip_dyn_smem_bytes(&body);
        }
        f.ret_type = Type::Void;
        f = f
            .with_body(body)
            .with_attr(
                keys::CALLING_CONV,
                AttrValue::Int(calling_conv::DEVICE_KERNEL_LAUNCH),
            )
            .with_attr(
                keys::KERNEL_LAUNCH_PARAMS,
                AttrValue::str_array(&info.launch_params),
            )
            .with_attr(
                keys::GLOBAL_SYMBOL,
                AttrValue::Str(info.global_symbol.clone()),
            );
    } else if is_extern && f.global_symbol().is_none() {
        f = f.with_attr(keys::GLOBAL_SYMBOL, AttrValue::Str(name.to_string()));
    }
    Ok(f)
}

/// Checks that every `return` of a kernel returns 0, and removes them unless
/// `keep` (CUDA kernels in TVM 0.27 keep them as early exits).
fn remove_returns(s: &Stmt, keep: bool, flavor: Flavor) -> Result<Stmt, String> {
    tirsat_ir::stack::deeper(|| remove_returns_at(s, keep, flavor))
}

fn remove_returns_at(s: &Stmt, keep: bool, flavor: Flavor) -> Result<Stmt, String> {
    match s.kind() {
        StmtKind::Return(v) => {
            if !v.is_const_int(0) {
                return Err(match flavor {
                    Flavor::Tvm027 => {
                        "Device kernel may only contain a successful return, return 0".into()
                    }
                    Flavor::Pr19605 => {
                        "Device kernel may only contain successful return, T.ret(0)".into()
                    }
                });
            }
            Ok(if keep { s.clone() } else { Stmt::no_op() })
        }
        _ => try_map_child_stmts_flat(s, &mut |c| remove_returns(c, keep, flavor)),
    }
}

/// Replaces `tirx.dyn_smem_bytes` attributes by their bodies.
fn strip_dyn_smem_bytes(s: &Stmt) -> Stmt {
    tirsat_ir::stack::deeper(|| strip_dyn_smem_bytes_at(s))
}

fn strip_dyn_smem_bytes_at(s: &Stmt) -> Stmt {
    match s.kind() {
        StmtKind::Attr { key, body, .. } if key == keys::DYN_SMEM_BYTES => {
            strip_dyn_smem_bytes(body)
        }
        StmtKind::Seq(_) => {
            let r: Result<Stmt, std::convert::Infallible> =
                try_map_child_stmts_flat(s, &mut |c| Ok(strip_dyn_smem_bytes(c)));
            r.unwrap_or_else(|e| match e {})
        }
        _ => s.map_children(|e| e.clone(), strip_dyn_smem_bytes),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size_folding_matches_tvm() {
        let n = Var::new("n", DataType::i32());
        // 1 * 128 * int64(4) -> int64(512)
        let s = fold_mul(&fold_mul(&Expr::i32(1), &Expr::i32(128)), &Expr::i64(4));
        assert_eq!(s, Expr::i64(512));
        // 1 * n * int64(2) -> Cast(int64, n) * int64(2)
        let s = fold_mul(&fold_mul(&Expr::i32(1), &n.to_expr()), &Expr::i64(2));
        assert_eq!(
            s,
            Expr::mul(&Expr::cast(DataType::i64(), &n.to_expr()), &Expr::i64(2))
        );
        // x * int64(1) -> Cast(int64, x)
        let s = fold_mul(&n.to_expr(), &Expr::i64(1));
        assert_eq!(s, Expr::cast(DataType::i64(), &n.to_expr()));
        // int32 product for the PR #19605 form
        let s = fold_mul(&fold_mul(&Expr::i32(1), &Expr::i32(128)), &Expr::i32(4));
        assert_eq!(s, Expr::i32(512));
        // A product that overflows its type is kept, never wrapped.
        let big = Expr::int(DataType::i64(), i64::MAX);
        let s = fold_mul(&big, &Expr::i64(8));
        assert_eq!(s, Expr::mul(&big, &Expr::i64(8)));
        let s = fold_mul(&Expr::i32(65536), &Expr::i32(65536));
        assert_eq!(s, Expr::mul(&Expr::i32(65536), &Expr::i32(65536)));
    }
}
