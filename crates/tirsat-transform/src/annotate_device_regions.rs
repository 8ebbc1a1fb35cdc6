//! AnnotateDeviceRegions (TVM's `tirx.AnnotateDeviceRegions`, stage A of the
//! fused `SplitHostDevice`): marks the device regions of host functions.
//!
//! In a function whose `target` has a host, the outermost `thread_extent` and
//! `device_scope` attributes are wrapped in
//! `T.attr(<target without host>, "target", 0)`; an existing `target` attribute
//! is kept and not entered. Functions whose target has no host are unchanged.
//! Every function must carry a `target`.
//!
//! ```
//! use tirsat_ir::{keys, AttrNode, DataType, Expr, IterVar, PrimFunc, Stmt, StmtKind, Target, AttrValue};
//! use tirsat_transform::annotate_device_regions::annotate_func;
//! let tx = IterVar::thread("tx", "threadIdx.x");
//! let body = Stmt::launch(&tx, Expr::i32(16), Stmt::evaluate(tx.var().to_expr()));
//! let target = Target::with_host(Target::from_kind("cuda").unwrap(), Target::from_kind("llvm").unwrap());
//! let f = PrimFunc::new(vec![], body).with_attr(keys::TARGET, AttrValue::Target(target));
//! let g = annotate_func("AnnotateDeviceRegions", "main", f).unwrap();
//! assert!(matches!(g.body.kind(), StmtKind::Attr { key, node: AttrNode::Target(t), .. }
//!     if key == "target" && t.host().is_none()));
//! ```

use super::{PassError, map_functions};
use tirsat_ir::{AttrNode, Expr, PrimFunc, Stmt, StmtKind, Target, keys};

unit_pass! {
    /// The AnnotateDeviceRegions pass (stage A alone).
    AnnotateDeviceRegions = "AnnotateDeviceRegions",
    |module| {
        super::constructs::check(Self::NAME, &module, &[])?;
        map_functions(module, |name, f| annotate_func(Self::NAME, name, f))
    }
}

/// Stage A on one function; `pass` names the pass in errors.
pub fn annotate_func(pass: &str, name: &str, f: PrimFunc) -> Result<PrimFunc, PassError> {
    let target = f
        .target()
        .cloned()
        .ok_or_else(|| PassError::in_func(pass, name, "Require the target attribute"))?;
    if target.host().is_none() {
        return Ok(f);
    }
    let device = target.without_host();
    let body = annotate_stmt(&f.body, &device);
    if body.same_as(&f.body) {
        Ok(f)
    } else {
        Ok(f.with_body(body))
    }
}

fn annotate_stmt(s: &Stmt, device: &Target) -> Stmt {
    tirsat_ir::stack::deeper(|| annotate_stmt_at(s, device))
}

fn annotate_stmt_at(s: &Stmt, device: &Target) -> Stmt {
    if let StmtKind::Attr { key, .. } = s.kind() {
        if key == keys::TARGET {
            return s.clone();
        }
        if key == keys::THREAD_EXTENT || key == keys::DEVICE_SCOPE {
            return Stmt::attr(
                AttrNode::Target(device.clone()),
                keys::TARGET,
                Expr::i32(0),
                s.clone(),
            );
        }
    }
    s.map_children(|e| e.clone(), |c| annotate_stmt(c, device))
}
