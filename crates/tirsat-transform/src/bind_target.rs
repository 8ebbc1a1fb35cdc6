//! BindTarget (TVM's `tirx.transform.BindTarget`): attaches a target to every
//! function, choosing host or device by where private functions are called.
//!
//! With `target` (device target `D` = target without host, host target `H` =
//! its host, or `llvm` when it has none), for each function in order:
//! 1. a function that already has a target keeps it; if it is exposed (has a
//!    `global_symbol`), its target has no host and `target` has one, that host
//!    is added;
//! 2. a function marked `tirx.is_host_func` gets `H` with host `H` and loses
//!    the mark;
//! 3. an exposed function gets the full `target`;
//! 4. a private function is classified by its call sites in the *exposed*
//!    functions (a call under a `thread_extent`, `virtual_thread`,
//!    `tirx.device_entry` or thread-binding loop is a device call):
//!    called from both sides: it gets `D`, and a copy `<name>_host` (fresh
//!    definitions) gets `H`, and the host-side calls of exposed functions are
//!    redirected to the copy; called from the host only: `H`; otherwise `D`.
//!
//! ```
//! use tirsat_ir::{keys, AttrValue, IRModule, PrimFunc, Stmt, Target};
//! use tirsat_transform::{Pass, PassContext, bind_target::BindTarget};
//! let t = Target::with_host(Target::from_kind("cuda").unwrap(), Target::from_kind("llvm").unwrap());
//! let f = PrimFunc::new(vec![], Stmt::no_op());
//! let m = IRModule::from_functions([("f".to_string(), f)]);
//! let out = BindTarget::new(t.clone()).run(m, &PassContext::new()).unwrap();
//! assert_eq!(out.get("f").unwrap().target(), Some(&t.without_host()));
//! ```

use std::collections::{BTreeMap, BTreeSet};

use super::convert_ssa::renew_defs;
use super::util::NameSupply;
use super::{Pass, PassContext, PassError};
use tirsat_ir::visit::{
    Mutator, Visitor, walk_expr, walk_mutate_expr, walk_mutate_stmt, walk_stmt,
};
use tirsat_ir::{
    AttrValue, CallOp, Expr, ExprKind, ForKind, IRModule, PrimFunc, Stmt, StmtKind, Target, keys,
};

/// The BindTarget pass. Without a target of its own it reads the pass
/// context's `target` option (TVM's string form, e.g. `cuda -arch=sm_80`) and
/// the optional `target.host` option.
#[derive(Debug, Clone, Default)]
pub struct BindTarget {
    pub target: Option<Target>,
}

impl BindTarget {
    pub fn new(target: Target) -> Self {
        BindTarget {
            target: Some(target),
        }
    }

    fn resolve(&self, ctx: &PassContext) -> Result<Target, PassError> {
        if let Some(t) = &self.target {
            return Ok(t.clone());
        }
        let err = |m: String| PassError::new("BindTarget", m);
        let text = ctx
            .get("target")
            .ok_or_else(|| err("no target given: set the option target=<target string>".into()))?;
        let target = Target::parse(text).map_err(|e| err(format!("option target: {e}")))?;
        match ctx.get("target.host") {
            Some(h) => {
                let host = Target::parse(h).map_err(|e| err(format!("option target.host: {e}")))?;
                Ok(Target::with_host(target, host))
            }
            None => Ok(target),
        }
    }
}

impl Pass for BindTarget {
    fn name(&self) -> &'static str {
        "BindTarget"
    }
    fn run(&self, module: IRModule, ctx: &PassContext) -> Result<IRModule, PassError> {
        let target = self.resolve(ctx)?;
        bind_target(module, &target)
    }
}

/// BindTarget on a module.
pub fn bind_target(module: IRModule, target: &Target) -> Result<IRModule, PassError> {
    let host = match target.host() {
        Some(h) => h.clone(),
        None => {
            Target::from_kind("llvm").map_err(|e| PassError::new("BindTarget", e.to_string()))?
        }
    };
    let device = target.without_host();

    let mut callers = CallSites::default();
    for f in module.functions.values() {
        if f.global_symbol().is_some() {
            callers.visit_stmt(&f.body);
        }
    }

    let mut supply = NameSupply::new(module.functions.keys().map(String::as_str));
    let mut out: BTreeMap<String, PrimFunc> = BTreeMap::new();
    let mut host_copies: BTreeMap<String, String> = BTreeMap::new();
    for (name, f) in &module.functions {
        let exposed = f.global_symbol().is_some();
        let set = |f: &PrimFunc, t: &Target| {
            f.clone()
                .with_attr(keys::TARGET, AttrValue::Target(t.clone()))
        };
        let g = if let Some(existing) = f.target() {
            match (exposed, existing.host(), target.host()) {
                (true, None, Some(h)) => set(f, &Target::with_host(existing.clone(), h.clone())),
                _ => f.clone(),
            }
        } else if f.has_flag(keys::IS_HOST_FUNC) {
            set(f, &Target::with_host(host.clone(), host.clone())).without_attr(keys::IS_HOST_FUNC)
        } else if exposed {
            set(f, target)
        } else {
            let from_host = callers.host.contains(name);
            let from_device = callers.device.contains(name);
            if from_host && from_device {
                let copy_name = supply.fresh(&format!("{name}_host"));
                let copy = set(&renew_defs(f.clone()), &host);
                out.insert(copy_name.clone(), copy);
                host_copies.insert(name.clone(), copy_name);
                set(f, &device)
            } else if from_host {
                set(f, &host)
            } else {
                set(f, &device)
            }
        };
        out.insert(name.clone(), g);
    }

    if !host_copies.is_empty() {
        for f in out.values_mut() {
            if f.global_symbol().is_none() {
                continue;
            }
            let body = Redirect {
                map: &host_copies,
                device_depth: 0,
            }
            .mutate_stmt(&f.body);
            if !body.same_as(&f.body) {
                f.body = body;
            }
        }
    }
    Ok(IRModule {
        functions: out,
        attrs: module.attrs,
    })
}

/// Whether `s` opens a device scope (thread launch, virtual thread, thread
/// binding loop, TIRx device entry).
fn is_device_scope(s: &Stmt) -> bool {
    match s.kind() {
        StmtKind::Attr { key, .. } => {
            key == keys::THREAD_EXTENT || key == keys::VIRTUAL_THREAD || key == keys::DEVICE_ENTRY
        }
        StmtKind::For { kind, .. } => *kind == ForKind::ThreadBinding,
        _ => false,
    }
}

/// Module functions called from host code and from device code.
#[derive(Default)]
struct CallSites {
    host: BTreeSet<String>,
    device: BTreeSet<String>,
    device_depth: usize,
}

impl Visitor for CallSites {
    fn visit_stmt(&mut self, s: &Stmt) {
        let scope = is_device_scope(s);
        self.device_depth += scope as usize;
        walk_stmt(self, s);
        self.device_depth -= scope as usize;
    }
    fn visit_expr(&mut self, e: &Expr) {
        if let ExprKind::Call {
            op: CallOp::Global(n),
            ..
        } = e.kind()
        {
            if self.device_depth > 0 {
                self.device.insert(n.to_string());
            } else {
                self.host.insert(n.to_string());
            }
        }
        walk_expr(self, e)
    }
}

/// Redirects host-side calls to the `_host` copies.
struct Redirect<'a> {
    map: &'a BTreeMap<String, String>,
    device_depth: usize,
}

impl Mutator for Redirect<'_> {
    fn mutate_stmt(&mut self, s: &Stmt) -> Stmt {
        let scope = is_device_scope(s);
        self.device_depth += scope as usize;
        let r = walk_mutate_stmt(self, s);
        self.device_depth -= scope as usize;
        r
    }
    fn mutate_expr(&mut self, e: &Expr) -> Expr {
        let e = walk_mutate_expr(self, e);
        if self.device_depth > 0 {
            return e;
        }
        match e.kind() {
            ExprKind::Call {
                op: CallOp::Global(n),
                args,
                attrs,
            } => match self.map.get(&**n) {
                Some(new) => e.with_kind(ExprKind::Call {
                    op: CallOp::global(new),
                    args: args.clone(),
                    attrs: attrs.clone(),
                }),
                None => e,
            },
            _ => e,
        }
    }
}
