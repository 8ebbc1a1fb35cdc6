//! BindTarget (TVM's `tirx.transform.BindTarget`): attaches a target to every
//! function.
//!
//! - A function marked `tirx.is_host_func` gets the host target with itself
//!   as host (`llvm` when the given target has no host), and loses the mark.
//! - A function that already has a target keeps it; if it is exposed (has a
//!   `global_symbol`), its target has no host and the given target has one,
//!   that host is added.
//! - Otherwise an exposed function gets the full target (with host) and a
//!   private function the target without host.
//!
//! ```
//! use tirsat::ir::{keys, AttrValue, IRModule, PrimFunc, Stmt, Target};
//! use tirsat::transform::{Pass, PassContext, bind_target::BindTarget};
//! let t = Target::with_host(Target::from_kind("cuda").unwrap(), Target::from_kind("llvm").unwrap());
//! let f = PrimFunc::new(vec![], Stmt::no_op());
//! let m = IRModule::from_functions([("f".to_string(), f)]);
//! let out = BindTarget::new(t.clone()).run(m, &PassContext::new()).unwrap();
//! assert_eq!(out.get("f").unwrap().target(), Some(&t.without_host()));
//! ```

use super::{Pass, PassContext, PassError, map_functions};
use crate::ir::{AttrValue, IRModule, PrimFunc, Target, keys};

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
        map_functions(module, |_, f| Ok(bind(f, &target)))
    }
}

fn bind(f: PrimFunc, target: &Target) -> PrimFunc {
    if f.has_flag(keys::IS_HOST_FUNC) {
        let host = match target.host() {
            Some(h) => h.clone(),
            None => match Target::from_kind("llvm") {
                Ok(t) => t,
                Err(_) => return f,
            },
        };
        let t = Target::with_host(host.clone(), host);
        return f
            .with_attr(keys::TARGET, AttrValue::Target(t))
            .without_attr(keys::IS_HOST_FUNC);
    }
    let exposed = f.global_symbol().is_some();
    let new_target = match f.target() {
        Some(existing) => match (exposed, existing.host(), target.host()) {
            (true, None, Some(h)) => Target::with_host(existing.clone(), h.clone()),
            _ => return f,
        },
        None if exposed => target.clone(),
        None => target.without_host(),
    };
    f.with_attr(keys::TARGET, AttrValue::Target(new_target))
}
