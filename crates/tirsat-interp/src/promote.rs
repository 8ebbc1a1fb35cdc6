//! The reference semantics of narrow-float compute legalization, as a module
//! rewrite the interpreter can run.
//!
//! `BF16ComputeLegalize` / `FP8ComputeLegalize` change what a program computes:
//! on a target without native support, arithmetic on `bfloat16` / `float8_*`
//! values happens in a wider type (the *promotion type*), and values are
//! rounded to the narrow format only when they are stored into memory that
//! keeps the narrow format. The interpreter's native semantics rounds after
//! every operation, so "before" and "after" legitimately differ. To check the
//! passes differentially, [`promote_module`] writes the *before* program in the
//! promoted semantics, independently of the pass:
//!
//! - every expression of a matched type (constants, arithmetic, casts, calls,
//!   selects, broadcasts, `Let` and `Bind` variables) gets the promotion type
//!   (same lanes);
//! - a load from a buffer that keeps the narrow format is widened, a store
//!   into it narrows, with the interpreter's own statement of TVM's
//!   `DTypeConversion` ([`float_convert`](super::float_convert), a call of
//!   [`TVM_CONVERSION_OP`]): it rounds half to even but neither saturates nor
//!   keeps denormals, and a rounding cast would flag those differences as
//!   mismatches although they are TVM's semantics. It is not the pass's bit
//!   formula, so a wrong formula shows up as a mismatch (the two are compared
//!   on every 8- and 16-bit code in `tests/dtype_conversion.rs`);
//! - buffers keep the narrow format when they are parameters, `DeclBuffer`
//!   views, or allocations whose data pointer (`A.data`) is used; every other
//!   allocation of a matched type holds promoted values;
//! - the operand of `reinterpret` keeps its type (a promoted operand is
//!   narrowed back), and `address_of` an element of a promoted allocation
//!   addresses the promoted buffer;
//! - functions whose target supports the format natively are unchanged: CUDA
//!   with compute capability 8.0+ for bfloat16, 8.9 or 9.0+ for float8.
//!
//! ```
//! use tirsat_interp::promote::{promote_module, NarrowFloat};
//! use tirsat_ir::*;
//! // B[0] = A[0] * A[0] in bfloat16.
//! let bf16: DataType = "bfloat16".parse().unwrap();
//! let a = Buffer::new("A", bf16, vec![Expr::i32(1)], "global");
//! let b = Buffer::new("B", bf16, vec![Expr::i32(1)], "global");
//! let x = Expr::load(&a, vec![Expr::i32(0)]);
//! let body = Stmt::store(&b, Expr::mul(&x, &x), vec![Expr::i32(0)]);
//! let mut m = IRModule::new();
//! m.insert("main", PrimFunc::new(vec![Param::Buffer(a), Param::Buffer(b)], body));
//! let p = promote_module(&m, NarrowFloat::BF16, DataType::f32());
//! let StmtKind::Store { value, .. } = p.get("main").unwrap().body.kind() else { panic!() };
//! // The product is computed in float32 and converted back for the store.
//! assert_eq!(value.dtype(), bf16);
//! let text = format!("{value:?}");
//! assert!(text.contains("Mul") && text.contains(builtin::TIRSAT_TVM_DTYPE_CONVERSION.name()));
//! ```

use std::collections::{HashMap, HashSet};
use tirsat_ir::builtin;

use super::float_convert::{TVM_CONVERSION_OP, tvm_conversion};
use tirsat_ir::visit::{Visitor, walk_expr};
use tirsat_ir::{
    AttrNode, Buffer, DataType, Expr, ExprKind, IRModule, PrimFunc, Stmt, StmtKind, Type, TypeCode,
    VarRemap,
};

/// A narrow float family that compute legalization promotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NarrowFloat {
    /// `bfloat16` (any lanes).
    BF16,
    /// Every `float8_*` format.
    FP8,
}

impl NarrowFloat {
    /// True when `t` (any lanes) belongs to the family.
    pub fn matches(self, t: DataType) -> bool {
        match self {
            NarrowFloat::BF16 => t.code == TypeCode::BFloat,
            NarrowFloat::FP8 => matches!(t.code, TypeCode::Float8(_)),
        }
    }

    /// True when `f`'s target computes in this family natively (the rule of
    /// TVM 0.27's legalization passes: CUDA `arch` sm_80+ for bfloat16, sm_89
    /// or sm_90+ for float8).
    pub fn native_in(self, f: &PrimFunc) -> bool {
        let Some(t) = f.target() else { return false };
        if t.kind() != "cuda" {
            return false;
        }
        match (self, t.compute_capability()) {
            (NarrowFloat::BF16, Some((major, _))) => major >= 8,
            (NarrowFloat::FP8, Some((major, minor))) => (major == 8 && minor == 9) || major >= 9,
            (_, None) => false,
        }
    }
}

/// Rewrites every function of `m` whose target lacks native support for
/// `family` into the promoted semantics (see the module documentation).
pub fn promote_module(m: &IRModule, family: NarrowFloat, promote: DataType) -> IRModule {
    let mut out = m.clone();
    for (name, f) in m.iter() {
        if family.native_in(f) {
            continue;
        }
        out.insert(name.clone(), promote_func(f, family, promote));
    }
    out
}

/// Rewrites one function into the promoted semantics.
pub fn promote_func(f: &PrimFunc, family: NarrowFloat, promote: DataType) -> PrimFunc {
    let mut scan = Scan {
        family,
        allocs: Vec::new(),
        opaque: HashSet::new(),
    };
    scan.visit_stmt(&f.body);
    let mut buffers = HashMap::new();
    for b in scan.allocs {
        if scan.opaque.contains(&b.id()) {
            continue;
        }
        let lanes = b.dtype().lanes;
        buffers
            .entry(b.id())
            .or_insert_with(|| b.derive(|n| n.dtype = promote.with_lanes(lanes)));
    }
    let mut r = Promoter {
        family,
        promote,
        buffers,
        vars: VarRemap::default(),
    };
    let body = r.stmt(&f.body);
    f.clone().with_body(body)
}

struct Scan {
    family: NarrowFloat,
    allocs: Vec<Buffer>,
    opaque: HashSet<u64>,
}

impl Visitor for Scan {
    fn visit_expr(&mut self, e: &Expr) {
        if let ExprKind::BufferData(b) = e.kind() {
            self.opaque.insert(b.id());
        }
        walk_expr(self, e)
    }
    fn visit_stmt(&mut self, s: &Stmt) {
        if let StmtKind::AllocBuffer { buffer, .. } = s.kind()
            && self.family.matches(buffer.dtype())
        {
            self.allocs.push(buffer.clone());
        }
        tirsat_ir::visit::walk_stmt(self, s)
    }
}

/// Writes expressions and statements in the promoted semantics.
struct Promoter {
    family: NarrowFloat,
    promote: DataType,
    /// Allocations that hold promoted values, by buffer id.
    buffers: HashMap<u64, Buffer>,
    /// Retyped `Let` / `Bind` variables.
    vars: VarRemap,
}

impl Promoter {
    fn matched_ty(&self, ty: &Type) -> bool {
        matches!(ty, Type::Prim(t) if self.family.matches(*t))
    }

    fn promoted(&self, t: DataType) -> DataType {
        self.promote.with_lanes(t.lanes)
    }

    /// `e` converted to float type `t` as TVM's conversion does (a cast
    /// between types that are not float formats).
    fn convert(e: &Expr, t: DataType) -> Expr {
        if e.dtype().lanes != t.lanes || tvm_conversion(0, e.dtype(), t).is_none() {
            return Expr::cast(t, e);
        }
        Expr::call(t, TVM_CONVERSION_OP, vec![e.clone()])
    }

    fn buffer(&self, b: &Buffer) -> Buffer {
        self.buffers
            .get(&b.id())
            .cloned()
            .unwrap_or_else(|| b.clone())
    }

    fn expr(&mut self, e: &Expr) -> Expr {
        tirsat_ir::stack::deeper(|| self.expr_at(e))
    }

    fn expr_at(&mut self, e: &Expr) -> Expr {
        let matched = self.matched_ty(e.ty());
        match e.kind() {
            ExprKind::Var(v) => self.vars.use_of(v, e),
            ExprKind::Float(x) if matched => Expr::float(self.promoted(e.dtype()), *x),
            ExprKind::Load { buffer, indices } => {
                let idx: Vec<Expr> = indices.iter().map(|i| self.expr(i)).collect();
                let nb = self.buffer(buffer);
                let load = Expr::load(&nb, idx);
                if self.family.matches(load.dtype()) {
                    Self::convert(&load, self.promoted(load.dtype()))
                } else {
                    load
                }
            }
            ExprKind::Cast(x) => {
                let nx = self.expr(x);
                let t = e.dtype();
                if matched {
                    Expr::cast(self.promoted(t), &nx)
                } else {
                    Expr::cast(t, &nx)
                }
            }
            ExprKind::Let { var, value, body } => {
                let nv = self.expr(value);
                let nvar = self.vars.retype(var, value.ty(), nv.ty());
                let nb = self.expr(body);
                Expr::new(
                    nb.ty().clone(),
                    ExprKind::Let {
                        var: nvar,
                        value: nv,
                        body: nb,
                    },
                )
            }
            ExprKind::Call { op, args, .. } if op.is_builtin(builtin::ADDRESS_OF) => {
                // The address of an element: remap the buffer, keep the load.
                match args.first().map(|a| a.kind()) {
                    Some(ExprKind::Load { buffer, indices }) if args.len() == 1 => {
                        let idx: Vec<Expr> = indices.iter().map(|i| self.expr(i)).collect();
                        let load = Expr::load(&self.buffer(buffer), idx);
                        e.map_children(|_| load.clone())
                    }
                    _ => e.map_children(|c| self.expr(c)),
                }
            }
            ExprKind::Call { op, .. } if op.is_builtin(builtin::REINTERPRET) => {
                e.map_children(|c| {
                    let n = self.expr(c);
                    if n.ty() != c.ty() && self.matched_ty(c.ty()) {
                        Self::convert(&n, c.dtype())
                    } else {
                        n
                    }
                })
            }
            _ => {
                let n = e.map_children(|c| self.expr(c));
                if matched {
                    Expr::new(self.promoted(e.dtype()), n.kind().clone())
                } else {
                    n
                }
            }
        }
    }

    fn stmt(&mut self, s: &Stmt) -> Stmt {
        tirsat_ir::stack::deeper(|| self.stmt_at(s))
    }

    fn stmt_at(&mut self, s: &Stmt) -> Stmt {
        match s.kind() {
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                let nv = self.expr(value);
                let idx: Vec<Expr> = indices.iter().map(|i| self.expr(i)).collect();
                let nb = self.buffer(buffer);
                let nv = if nb.id() == buffer.id() && self.family.matches(value.dtype()) {
                    Self::convert(&nv, value.dtype())
                } else {
                    nv
                };
                Stmt::store(&nb, nv, idx)
            }
            StmtKind::Bind { var, value } => {
                let nv = self.expr(value);
                let nvar = self.vars.retype(var, value.ty(), nv.ty());
                Stmt::bind(&nvar, nv)
            }
            StmtKind::AllocBuffer { buffer, .. } => s.with_alloc_buffer(self.buffer(buffer)),
            StmtKind::Attr {
                node: AttrNode::Buffer(b),
                key,
                value,
                body,
            } => {
                let nv = self.expr(value);
                let nbody = self.stmt(body);
                Stmt::attr(AttrNode::Buffer(self.buffer(b)), key, nv, nbody)
            }
            _ => {
                let mut me = &mut *self;
                s.map_children_with(&mut me, |m, e| m.expr(e), |m, c| m.stmt(c))
            }
        }
    }
}
