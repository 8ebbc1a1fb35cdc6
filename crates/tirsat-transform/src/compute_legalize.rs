//! `BF16ComputeLegalize` and `FP8ComputeLegalize` (TVM 0.27's
//! `tirx.BF16ComputeLegalize` / `tirx.FP8ComputeLegalize`, PrimFunc passes):
//! arithmetic on `bfloat16` / `float8_*` values is done in a wider float type
//! (float32 for BF16; `promote_dtype`, float32 or float16, for FP8) with
//! bit-exact round-to-nearest-even conversions in between
//! ([`dtype_conversion`](super::dtype_conversion)).
//!
//! - Allocations (`AllocBuffer`) of the matched type become buffers of the
//!   promotion type unless the buffer's data pointer (`A.data`) is used
//!   anywhere: an opaque use keeps the storage format. Parameters and
//!   `DeclBuffer` views keep their type.
//! - Loads of matched values that feed arithmetic, comparisons, casts, calls,
//!   selects and broadcasts are converted up; casts to the matched type, float
//!   constants and calls returning it produce the promotion type instead;
//!   `reinterpret` is left alone; its operand, if the rewrite promoted it, is
//!   converted back to the matched type first so the sizes agree (TVM 0.27
//!   builds the mismatched reinterpret and fails).
//! - A store into a buffer that keeps the matched type converts the value back.
//! - The pass is skipped for functions whose target supports the type natively:
//!   CUDA with compute capability 8.0+ (BF16), 8.9 or 9.0+ (FP8).
//!
//! Deliberate difference from 0.27: a `Bind` or `Let` of a matched value gets a
//! variable of the promotion type and its value is legalized. 0.27 fails an
//! internal check on such a binding, and leaves the value of a `Bind` of another
//! type unvisited (which can leave a reference to the old buffer behind).

use std::collections::{HashMap, HashSet};
use tirsat_ir::builtin;

use tirsat_ir::visit::{
    TryMutator, Visitor, try_map_exprs, try_walk_mutate_expr, try_walk_mutate_stmt, walk_expr,
};
use tirsat_ir::{
    AttrNode, BinOp, Buffer, CommReducer, DataType, Expr, ExprKind, PrimFunc, Stmt, StmtKind, Type,
    TypeCode, Var, VarRemap,
};

use super::dtype_conversion::dtype_conversion;
use super::{Pass, PassContext, PassError, map_functions, op};

/// Which unsupported type family a legalization handles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    /// `bfloat16` (any lanes).
    BF16,
    /// Every `float8_*` format.
    FP8,
}

impl Family {
    /// True when `t` (any lanes) belongs to the family.
    pub fn matches(self, t: DataType) -> bool {
        match self {
            Family::BF16 => t.code == TypeCode::BFloat && t.bits == 16,
            Family::FP8 => matches!(t.code, TypeCode::Float8(_)),
        }
    }
    /// True when `ty` is a primitive type of the family.
    pub fn matches_type(self, ty: &Type) -> bool {
        matches!(ty, Type::Prim(t) if self.matches(*t))
    }
    /// TVM's native-support test: a CUDA target whose `arch` gives compute
    /// capability 8.0+ (BF16), or 8.9 / 9.0+ (FP8).
    pub fn natively_supported(self, f: &PrimFunc) -> bool {
        f.target().is_some_and(|t| self.native_on(t))
    }
    /// [`Family::natively_supported`] for a function whose target is `t`.
    pub fn native_on(self, t: &tirsat_ir::Target) -> bool {
        if t.kind() != "cuda" {
            return false;
        }
        match (self, t.compute_capability()) {
            (Family::BF16, Some((major, _))) => major >= 8,
            (Family::FP8, Some((major, minor))) => (major == 8 && minor == 9) || major >= 9,
            (_, None) => false,
        }
    }
}

/// The compute legalization pass for one family.
#[derive(Clone, Debug)]
pub struct ComputeLegalize {
    family: Family,
    /// For FP8: the promotion type, or `None` to read `tirx.fp8_promote_dtype`
    /// from the pass context (default float32).
    promote: Option<DataType>,
}

/// Pass-context key selecting FP8ComputeLegalize's promotion type.
pub const FP8_PROMOTE_DTYPE_KEY: &str = "tirx.fp8_promote_dtype";

impl ComputeLegalize {
    /// `BF16ComputeLegalize`: promotes to float32.
    pub fn bf16() -> Self {
        ComputeLegalize {
            family: Family::BF16,
            promote: Some(DataType::f32()),
        }
    }
    /// `FP8ComputeLegalize` with the promotion type taken from the pass context
    /// (`tirx.fp8_promote_dtype`, `float16` or `float32`, default float32).
    pub fn fp8() -> Self {
        ComputeLegalize {
            family: Family::FP8,
            promote: None,
        }
    }
    /// `FP8ComputeLegalize(promote_dtype)`; `promote` must be float16 or float32.
    pub fn fp8_with(promote: DataType) -> Self {
        ComputeLegalize {
            family: Family::FP8,
            promote: Some(promote),
        }
    }

    fn promote_type(&self, ctx: &PassContext) -> Result<DataType, PassError> {
        let t = match (self.promote, ctx.get(FP8_PROMOTE_DTYPE_KEY)) {
            (Some(t), _) => t,
            (None, Some(text)) => text.parse::<DataType>().map_err(|e| {
                PassError::new(self.name(), format!("{FP8_PROMOTE_DTYPE_KEY}: {e}"))
            })?,
            (None, None) => DataType::f32(),
        };
        if t != DataType::f32() && t != DataType::float(16) {
            return Err(PassError::new(
                self.name(),
                format!("the promotion type must be float16 or float32, not {t}"),
            ));
        }
        Ok(t)
    }
}

impl Pass for ComputeLegalize {
    fn name(&self) -> &'static str {
        match self.family {
            Family::BF16 => "BF16ComputeLegalize",
            Family::FP8 => "FP8ComputeLegalize",
        }
    }

    fn run(
        &self,
        module: tirsat_ir::IRModule,
        ctx: &PassContext,
    ) -> Result<tirsat_ir::IRModule, PassError> {
        super::constructs::check(self.name(), &module, &[])?;
        let promote = self.promote_type(ctx)?;
        let family = self.family;
        let pass = self.name();
        map_functions(module, |name, func| {
            // Nothing of the family's type: nothing to legalize.
            if family.natively_supported(&func) || !super::analyses::mentions_family(&func, family)
            {
                return Ok(func);
            }
            legalize_function(family, promote, func).map_err(|m| PassError::in_func(pass, name, m))
        })
    }
}

/// Legalizes one function's computations.
pub fn legalize_function(
    family: Family,
    promote: DataType,
    func: PrimFunc,
) -> Result<PrimFunc, String> {
    let mut plan = PromotionScan {
        family,
        candidates: Vec::new(),
        opaque: HashSet::new(),
    };
    plan.visit_stmt(&func.body);
    let mut buffer_remap = HashMap::new();
    for b in plan.candidates {
        if plan.opaque.contains(&b) || buffer_remap.contains_key(&b) {
            continue;
        }
        let lanes = b.dtype().lanes;
        let nb = b.derive(|n| n.dtype = promote.with_lanes(lanes));
        buffer_remap.insert(b, nb);
    }
    let mut m = Legalizer {
        family,
        promote,
        buffer_remap,
        var_remap: VarRemap::default(),
    };
    let body = m.try_mutate_stmt(&func.body)?;
    Ok(if body.same_as(&func.body) {
        func
    } else {
        func.with_body(body)
    })
}

/// Finds the allocations to promote and the buffers used opaquely.
struct PromotionScan {
    family: Family,
    candidates: Vec<Buffer>,
    opaque: HashSet<Buffer>,
}

impl Visitor for PromotionScan {
    fn visit_expr(&mut self, e: &Expr) {
        if let ExprKind::BufferData(b) = e.kind() {
            self.opaque.insert(b.clone());
        }
        walk_expr(self, e)
    }
    fn visit_stmt(&mut self, s: &Stmt) {
        if let StmtKind::AllocBuffer { buffer, .. } = s.kind()
            && self.family.matches(buffer.dtype())
        {
            self.candidates.push(buffer.clone());
        }
        tirsat_ir::visit::walk_stmt(self, s)
    }
}

struct Legalizer {
    family: Family,
    promote: DataType,
    buffer_remap: HashMap<Buffer, Buffer>,
    var_remap: VarRemap,
}

type R<T> = Result<T, String>;

impl Legalizer {
    fn matched(&self, e: &Expr) -> bool {
        self.family.matches_type(e.ty())
    }

    /// Converts a matched value to the promotion type (a cast from the promotion
    /// type is simply undone).
    fn promote_value(&self, e: Expr) -> R<Expr> {
        if !self.matched(&e) {
            return Ok(e);
        }
        let target = self.promote.with_lanes(e.dtype().lanes);
        if let ExprKind::Cast(inner) = e.kind()
            && inner.ty() == &Type::Prim(target)
        {
            return Ok(inner.clone());
        }
        dtype_conversion(&e, target).map_err(|x| x.to_string())
    }

    fn visit_promote(&mut self, e: &Expr) -> R<Expr> {
        let v = self.try_mutate_expr(e)?;
        self.promote_value(v)
    }

    /// Converts a promoted value back to the storage type `t`.
    fn to_storage(&self, value: Expr, t: DataType) -> R<Expr> {
        let vt = value.dtype();
        if vt.code != TypeCode::Float {
            return Ok(value);
        }
        if vt != self.promote.with_lanes(vt.lanes) {
            return Err(format!(
                "cannot store a {vt} value into {t} storage (promotion type {})",
                self.promote
            ));
        }
        dtype_conversion(&value, t).map_err(|x| x.to_string())
    }

    fn remap_buffer(&self, b: &Buffer) -> Buffer {
        self.buffer_remap
            .get(b)
            .cloned()
            .unwrap_or_else(|| b.clone())
    }

    fn default_expr(&mut self, e: &Expr) -> R<Expr> {
        let out = try_walk_mutate_expr(self, e)?;
        Ok(if out.same_as(e) {
            out
        } else {
            op::retype(&out)
        })
    }

    /// A reducer (TVM's `AttrStmt` case for `CommReducer`): the identities are
    /// legalized, each operand whose type then differs from its identity's
    /// becomes a variable of that type, and the results are legalized over
    /// the new operands.
    fn reducer(&mut self, r: &CommReducer) -> R<CommReducer> {
        let identity = r
            .identity()
            .iter()
            .map(|e| self.try_mutate_expr(e))
            .collect::<R<Vec<_>>>()?;
        // The reducer's variables take their identity's (promoted) type.
        let mut retype = |vars: &[Var]| -> Vec<Var> {
            vars.iter()
                .zip(&identity)
                .map(|(v, id)| self.var_remap.retype(v, v.ty(), id.ty()))
                .collect()
        };
        let lhs = retype(r.lhs());
        let rhs = retype(r.rhs());
        let result = r
            .result()
            .iter()
            .map(|e| self.try_mutate_expr(e))
            .collect::<R<Vec<_>>>()?;
        let unchanged = |a: &[Expr], b: &[Expr]| a.iter().zip(b).all(|(x, y)| x.same_as(y));
        if unchanged(&identity, r.identity())
            && unchanged(&result, r.result())
            && lhs.iter().zip(r.lhs()).all(|(a, b)| a == b)
            && rhs.iter().zip(r.rhs()).all(|(a, b)| a == b)
        {
            return Ok(r.clone());
        }
        CommReducer::new(lhs, rhs, result, identity)
    }
}

impl TryMutator for Legalizer {
    type Error = String;
    fn try_mutate_expr(&mut self, e: &Expr) -> R<Expr> {
        tirsat_ir::stack::deeper(|| self.try_mutate_expr_at(e))
    }

    fn try_mutate_stmt(&mut self, s: &Stmt) -> R<Stmt> {
        match s.kind() {
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                let nv = self.try_mutate_expr(value)?;
                let (idx, idx_changed) = try_map_exprs(indices, |i| self.try_mutate_expr(i))?;
                let nb = self.remap_buffer(buffer);
                if !idx_changed && nv.same_as(value) && nb == *buffer {
                    return Ok(s.clone());
                }
                let storage = Expr::load(&nb, idx.clone()).dtype();
                let mut nv = nv;
                if self.family.matches(nb.dtype()) {
                    nv = self.to_storage(nv, storage)?;
                }
                if nv.dtype() != storage {
                    if !self.matched(&nv) {
                        return Err(format!(
                            "store of a {} value into buffer {} of type {}",
                            nv.dtype(),
                            nb.name(),
                            storage
                        ));
                    }
                    nv = dtype_conversion(&nv, storage).map_err(|x| x.to_string())?;
                }
                Ok(Stmt::store(&nb, nv, idx))
            }
            StmtKind::Bind { var, value } => {
                let nv = self.visit_promote(value)?;
                let nvar = self.var_remap.retype(var, value.ty(), nv.ty());
                if nv.same_as(value) && nvar == *var {
                    return Ok(s.clone());
                }
                Ok(Stmt::bind(&nvar, nv))
            }
            StmtKind::AllocBuffer { buffer, .. } => {
                Ok(s.with_alloc_buffer(self.remap_buffer(buffer)))
            }
            StmtKind::Attr { .. } => {
                let out = try_walk_mutate_stmt(self, s)?;
                let StmtKind::Attr {
                    node,
                    key,
                    value,
                    body,
                } = out.kind()
                else {
                    return Ok(out);
                };
                let new_node = match node {
                    AttrNode::Buffer(b) => self
                        .buffer_remap
                        .get(b)
                        .map(|n| AttrNode::Buffer(n.clone())),
                    AttrNode::Expr(x) => x
                        .as_var()
                        .and_then(|v| self.var_remap.get(v))
                        .map(|n| AttrNode::Expr(n.to_expr())),
                    _ => None,
                };
                Ok(match new_node {
                    Some(n) => Stmt::attr(n, key, value.clone(), body.clone()),
                    None => out,
                })
            }
            StmtKind::DeclBuffer { buffer, data } => {
                let nd = self.try_mutate_expr(data)?;
                let nb = self.remap_buffer(buffer);
                if nd.same_as(data) && nb == *buffer {
                    return Ok(s.clone());
                }
                Ok(Stmt::decl(&nb, nd))
            }
            _ => try_walk_mutate_stmt(self, s),
        }
    }

    fn try_mutate_accessed_buffer(&mut self, b: &Buffer) -> R<Buffer> {
        Ok(self.remap_buffer(b))
    }
    fn try_mutate_comm_reducer(&mut self, r: &CommReducer) -> R<CommReducer> {
        self.reducer(r)
    }
}

impl Legalizer {
    fn try_mutate_expr_at(&mut self, e: &Expr) -> R<Expr> {
        match e.kind() {
            ExprKind::Var(v) => Ok(self.var_remap.use_of(v, e)),
            ExprKind::Float(v) if self.matched(e) => Ok(Expr::float(self.promote, *v)),
            ExprKind::Cast(x) => {
                let val = self.visit_promote(x)?;
                let t = e.dtype();
                if self.family.matches(t) {
                    return Ok(op::cast(self.promote.with_lanes(t.lanes), &val));
                }
                Ok(if val.same_as(x) {
                    e.clone()
                } else {
                    op::cast(t, &val)
                })
            }
            ExprKind::Binary(o, a, b)
                if matches!(
                    o,
                    BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div | BinOp::Min | BinOp::Max
                ) =>
            {
                let (na, nb) = (self.visit_promote(a)?, self.visit_promote(b)?);
                if na.same_as(a) && nb.same_as(b) && !self.matched(e) {
                    return Ok(e.clone());
                }
                Ok(match o {
                    BinOp::Add => op::add(&na, &nb),
                    BinOp::Sub => op::sub(&na, &nb),
                    BinOp::Mul => op::mul(&na, &nb),
                    BinOp::Div => op::div(&na, &nb),
                    _ => op::min_max(*o, &na, &nb),
                })
            }
            ExprKind::Cmp(o, a, b) => {
                let (na, nb) = (self.visit_promote(a)?, self.visit_promote(b)?);
                if na.same_as(a) && nb.same_as(b) {
                    return Ok(e.clone());
                }
                Ok(op::cmp(*o, &na, &nb))
            }
            ExprKind::Select(c, t, f) => {
                let nc = self.try_mutate_expr(c)?;
                let (nt, nf) = (self.visit_promote(t)?, self.visit_promote(f)?);
                if nc.same_as(c) && nt.same_as(t) && nf.same_as(f) && !self.matched(e) {
                    return Ok(e.clone());
                }
                Ok(Expr::select(&nc, &nt, &nf))
            }
            ExprKind::Broadcast { value, lanes } => {
                let nv = self.visit_promote(value)?;
                if nv.same_as(value) && !self.matched(e) {
                    return Ok(e.clone());
                }
                Ok(Expr::broadcast(&nv, *lanes))
            }
            ExprKind::Call {
                op: cop,
                args,
                attrs,
            } => {
                // TVM 0.27 promotes the arguments of calls with a primitive result
                // type (including void); `T.handle` results are pointer types there.
                let prim = match e.ty() {
                    Type::Prim(t) => !t.is_handle(),
                    Type::Void => true,
                    Type::Pointer { .. } | Type::TensorMap => false,
                };
                if cop.is_builtin(builtin::REINTERPRET) && args.len() == 1 {
                    // The bits of a matched value are reinterpreted: a value the
                    // rewrite promoted goes back to its matched type first, so the
                    // sizes still agree (TVM 0.27 builds the mismatched
                    // reinterpret and fails its size check).
                    let na = self.try_mutate_expr(&args[0])?;
                    if na.same_as(&args[0]) {
                        return Ok(e.clone());
                    }
                    let na = if na.dtype() != args[0].dtype() && self.matched(&args[0]) {
                        self.to_storage(na, args[0].dtype())?
                    } else {
                        na
                    };
                    return Ok(e.with_call_args(vec![na]));
                }
                if !prim || cop.is_builtin(builtin::REINTERPRET) {
                    return self.default_expr(e);
                }
                let (nargs, changed) = try_map_exprs(args, |a| self.visit_promote(a))?;
                let ty = if self.matched(e) {
                    Type::Prim(self.promote.with_lanes(e.dtype().lanes))
                } else if changed {
                    e.ty().clone()
                } else {
                    return Ok(e.clone());
                };
                Ok(Expr::new(
                    ty,
                    ExprKind::Call {
                        op: cop.clone(),
                        args: nargs,
                        attrs: attrs.clone(),
                    },
                ))
            }
            ExprKind::Let { var, value, body } => {
                let nv = self.visit_promote(value)?;
                let nvar = self.var_remap.retype(var, value.ty(), nv.ty());
                let nb = self.try_mutate_expr(body)?;
                if nv.same_as(value) && nvar == *var && nb.same_as(body) {
                    return Ok(e.clone());
                }
                Ok(Expr::let_(&nvar, &nv, &nb))
            }
            // Loads (their buffer remapped by `try_mutate_accessed_buffer`)
            // and every other node: children rewritten, type recomputed.
            _ => self.default_expr(e),
        }
    }
}
