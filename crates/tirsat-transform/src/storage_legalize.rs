//! `BF16StorageLegalize` and `FP8StorageLegalize` (TVM 0.27's
//! `tirx.BF16StorageLegalize` / `tirx.FP8StorageLegalize`, PrimFunc passes):
//! the storage left in `bfloat16` / `float8_*` after the compute legalization
//! becomes unsigned integers of the same width (`uint16` / `uint8`).
//!
//! - Pointer parameters `T.handle("bfloat16", scope)` become
//!   `T.handle("uint16", scope)`; allocations and declarations of the matched
//!   type become the unsigned type (same lanes); pointer-typed calls with a
//!   matched element type (`reinterpret(T.handle("bfloat16").ty, ...)`) too.
//! - `reinterpret<matched>(x)` becomes `reinterpret<uint>(x)`, and disappears
//!   when `x` already has that type (`reinterpret<u16>(A[i])` is `A[i]` once `A`
//!   is `uint16`).
//! - The pass must run after MakePackedAPI: a buffer parameter is an error.
//!   Like TVM it is skipped when the target supports the type natively.
//! - Arithmetic left on matched values (which compute legalization should
//!   have removed) would become ill-typed: like TVM's operator constructors,
//!   the pass fails with `TypeError: mismatched types`.

use std::collections::HashMap;
use tirsat_ir::builtin;

use tirsat_ir::visit::{TryMutator, try_map_exprs, try_walk_mutate_expr, try_walk_mutate_stmt};
use tirsat_ir::{
    AttrNode, Buffer, Expr, ExprKind, IRModule, Param, PrimFunc, Stmt, StmtKind, Type, Var,
    VarRemap,
};

use super::compute_legalize::Family;
use super::dtype_conversion::storage_uint;
use super::{Pass, PassContext, PassError, map_functions, op};

/// The storage legalization pass for one family.
#[derive(Clone, Debug)]
pub struct StorageLegalize {
    family: Family,
}

impl StorageLegalize {
    /// `BF16StorageLegalize`.
    pub fn bf16() -> Self {
        StorageLegalize {
            family: Family::BF16,
        }
    }
    /// `FP8StorageLegalize`.
    pub fn fp8() -> Self {
        StorageLegalize {
            family: Family::FP8,
        }
    }
}

impl Pass for StorageLegalize {
    fn name(&self) -> &'static str {
        match self.family {
            Family::BF16 => "BF16StorageLegalize",
            Family::FP8 => "FP8StorageLegalize",
        }
    }

    fn run(&self, module: IRModule, _ctx: &PassContext) -> Result<IRModule, PassError> {
        let family = self.family;
        let pass = self.name();
        super::constructs::check(pass, &module, &[])?;
        map_functions(module, |name, func| {
            if family.natively_supported(&func) {
                return Ok(func);
            }
            // Nothing of the family's type: nothing to legalize (after the
            // one check that does not depend on types).
            if func.buffer_params().next().is_none()
                && !super::analyses::mentions_family(&func, family)
            {
                return Ok(func);
            }
            legalize_storage(family, func).map_err(|m| PassError::in_func(pass, name, m))
        })
    }
}

/// Legalizes the storage of one function.
pub fn legalize_storage(family: Family, func: PrimFunc) -> Result<PrimFunc, String> {
    if let Some(b) = func.buffer_params().next() {
        return Err(format!(
            "This pass must be called after MakePackedAPI (buffer parameter {} is still in the buffer map)",
            b.name()
        ));
    }
    let mut m = Storage {
        family,
        var_remap: VarRemap::default(),
        buffer_remap: HashMap::new(),
    };
    let params: Vec<Param> = func
        .params
        .iter()
        .map(|p| match p {
            Param::Var(v) => Param::Var(m.remap_var_def(v)),
            Param::Buffer(b) => Param::Buffer(b.clone()),
        })
        .collect();
    let body = m.try_mutate_stmt(&func.body)?;
    let mut out = func;
    out.params = params;
    out.body = body;
    Ok(out)
}

struct Storage {
    family: Family,
    var_remap: VarRemap,
    buffer_remap: HashMap<Buffer, Buffer>,
}

type R<T> = Result<T, String>;

impl Storage {
    /// A pointer variable to a matched type becomes a pointer to the unsigned type.
    fn remap_var_def(&mut self, v: &Var) -> Var {
        if let Type::Pointer { elem, scope } = v.ty()
            && self.family.matches(*elem)
        {
            let storage = Type::Pointer {
                elem: storage_uint(*elem),
                scope: scope.clone(),
            };
            return self.var_remap.retype(v, v.ty(), &storage);
        }
        v.clone()
    }

    /// The buffer used for `b` (a definition creates the unsigned buffer).
    fn define_buffer(&mut self, b: &Buffer) -> Buffer {
        if let Some(n) = self.buffer_remap.get(b) {
            return n.clone();
        }
        let n = if self.family.matches(b.dtype()) {
            let t = storage_uint(b.dtype());
            b.derive(|n| n.dtype = t)
        } else {
            b.clone()
        };
        self.buffer_remap.insert(b.clone(), n.clone());
        n
    }

    fn use_buffer(&self, b: &Buffer) -> R<Buffer> {
        if let Some(n) = self.buffer_remap.get(b) {
            return Ok(n.clone());
        }
        if self.family.matches(b.dtype()) {
            return Err(format!("Cannot find var remap for buffer {}", b.name()));
        }
        Ok(b.clone())
    }

    /// Every other node (loads included: their buffer comes from
    /// `try_mutate_accessed_buffer`): children rewritten, type recomputed.
    fn default_expr(&mut self, e: &Expr) -> R<Expr> {
        let out = try_walk_mutate_expr(self, e)?;
        if out.same_as(e) {
            return Ok(out);
        }
        // A rebuilt operator whose operands now differ in type: arithmetic on
        // matched values that compute legalization did not remove (TVM's
        // operator constructors fail the same way).
        let operands = match out.kind() {
            ExprKind::Binary(_, a, b) | ExprKind::Cmp(_, a, b) | ExprKind::Select(_, a, b) => {
                Some((a, b))
            }
            _ => None,
        };
        if let Some((a, b)) = operands
            && a.dtype() != b.dtype()
        {
            return Err(format!(
                "TypeError: mismatched types. {} vs. {} (arithmetic on {} values is left; run the compute legalization first)",
                a.dtype(),
                b.dtype(),
                self.family_name()
            ));
        }
        Ok(op::retype(&out))
    }

    fn family_name(&self) -> &'static str {
        match self.family {
            Family::BF16 => "bfloat16",
            Family::FP8 => "float8",
        }
    }

    /// A stored `reinterpret<matched>(y)` becomes `reinterpret<uint>(y)`.
    fn change_to_uint(&self, value: Expr) -> Expr {
        if !self.family.matches_type(value.ty()) {
            return value;
        }
        if let Some(args) = value.as_builtin_call(builtin::REINTERPRET)
            && args.len() == 1
        {
            return op::reinterpret(storage_uint(value.dtype()), &args[0]);
        }
        value
    }
}

impl TryMutator for Storage {
    type Error = String;
    fn try_mutate_expr(&mut self, e: &Expr) -> R<Expr> {
        tirsat_ir::stack::deeper(|| self.try_mutate_expr_at(e))
    }

    fn try_mutate_stmt(&mut self, s: &Stmt) -> R<Stmt> {
        match s.kind() {
            StmtKind::AllocBuffer { buffer, .. } => {
                Ok(s.with_alloc_buffer(self.define_buffer(buffer)))
            }
            StmtKind::DeclBuffer { buffer, data } => {
                let nb = self.define_buffer(buffer);
                let nd = self.try_mutate_expr(data)?;
                if nb == *buffer && nd.same_as(data) {
                    return Ok(s.clone());
                }
                Ok(Stmt::decl(&nb, nd))
            }
            StmtKind::Bind { var, value } => {
                let nv = self.try_mutate_expr(value)?;
                let nvar = self.remap_var_def(var);
                if nv.same_as(value) && nvar == *var {
                    return Ok(s.clone());
                }
                Ok(Stmt::bind(&nvar, nv))
            }
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                let nv = self.try_mutate_expr(value)?;
                let nv = self.change_to_uint(nv);
                let nb = self.use_buffer(buffer)?;
                let (idx, idx_changed) = try_map_exprs(indices, |i| self.try_mutate_expr(i))?;
                if !idx_changed && nb == *buffer && nv.same_as(value) {
                    return Ok(s.clone());
                }
                if self.family.matches_type(value.ty()) && !nb.dtype().is_uint() {
                    return Err(format!(
                        "store of a {} value into buffer {} of type {}: expected unsigned storage",
                        value.dtype(),
                        nb.name(),
                        nb.dtype()
                    ));
                }
                Ok(Stmt::store(&nb, nv, idx))
            }
            StmtKind::Attr { .. } => {
                let out = try_walk_mutate_stmt(self, s)?;
                if let StmtKind::Attr {
                    node: AttrNode::Buffer(b),
                    key,
                    value,
                    body,
                } = out.kind()
                    && let Some(n) = self.buffer_remap.get(b)
                    && n != b
                {
                    return Ok(Stmt::attr(
                        AttrNode::Buffer(n.clone()),
                        key,
                        value.clone(),
                        body.clone(),
                    ));
                }
                Ok(out)
            }
            _ => try_walk_mutate_stmt(self, s),
        }
    }

    fn try_mutate_accessed_buffer(&mut self, b: &Buffer) -> R<Buffer> {
        self.use_buffer(b)
    }
}

impl Storage {
    fn try_mutate_expr_at(&mut self, e: &Expr) -> R<Expr> {
        match e.kind() {
            ExprKind::Var(v) => Ok(self.var_remap.use_of(v, e)),
            ExprKind::BufferData(b) => Ok(match self.buffer_remap.get(b) {
                Some(n) if n != b => Expr::buffer_data(n),
                _ => e.clone(),
            }),
            ExprKind::Let { var, value, body } => {
                let nv = self.try_mutate_expr(value)?;
                let nvar = self.remap_var_def(var);
                let nb = self.try_mutate_expr(body)?;
                if nv.same_as(value) && nvar == *var && nb.same_as(body) {
                    return Ok(e.clone());
                }
                Ok(Expr::let_(&nvar, &nv, &nb))
            }
            ExprKind::Call { op: cop, args, .. } => {
                if let Type::Pointer { elem, scope } = e.ty() {
                    let out = self.default_expr(e)?;
                    if !self.family.matches(*elem) {
                        return Ok(out);
                    }
                    return Ok(Expr::new(
                        Type::Pointer {
                            elem: storage_uint(*elem),
                            scope: scope.clone(),
                        },
                        out.kind().clone(),
                    ));
                }
                let Type::Prim(t) = e.ty() else {
                    return self.default_expr(e);
                };
                if cop.is_builtin(builtin::REINTERPRET) && args.len() == 1 {
                    let value = self.try_mutate_expr(&args[0])?;
                    if value.ty() == e.ty() {
                        return Ok(value);
                    }
                    if self.family.matches(*t) {
                        return Ok(op::reinterpret(storage_uint(*t), &value));
                    }
                    if value.same_as(&args[0]) {
                        return Ok(e.clone());
                    }
                    return Ok(e.with_call_args(vec![value]));
                }
                self.default_expr(e)
            }
            _ => self.default_expr(e),
        }
    }
}
