//! Lossless conversion between IR expressions ([`Expr`]) and e-graph terms
//! ([`RecExpr<Lang>`]).
//!
//! A [`Conversion`] owns the tables that give leaves their meaning: variables
//! are numbered in order of first appearance (so equal expressions over the same
//! variables give equal terms), and every node outside the integer language
//! (loads, calls, floats, vectors, lets, ...) becomes an [`OpaqueLeaf`] that
//! remembers the original expression, so nothing is lost. Structurally equal
//! opaque expressions share one leaf.
//!
//! ```
//! use tirsat_arith::convert::Conversion;
//! use tirsat_ir::{equal, DataType, Expr, Var};
//! let x = Var::new("x", DataType::i64());
//! let e = Expr::floordiv(&Expr::add(&x.to_expr(), &Expr::i64(3)), &Expr::i64(4));
//! let mut conv = Conversion::new();
//! let rec = conv.to_rec(&e);
//! assert_eq!(rec.to_string(), "(floordiv (+ x 3:int64) 4:int64)");
//! let back = conv.from_rec(&rec).unwrap();
//! assert!(back == e);
//! ```

use std::collections::HashMap;
use tirsat_ir::{Op, builtin};

use egg::{Id, RecExpr, Symbol};

use super::eval::recexpr_types;
use super::lang::{Const, Lang, OpaqueLeaf, TyLeaf, VarLeaf};
use tirsat_ir::{BinOp, CmpOp, DataType, Expr, ExprKind, Type, Var};

/// Why a term cannot be turned back into an IR expression.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConvertError {
    #[error("variable #{0} is not in the conversion table")]
    UnknownVar(u32),
    #[error("opaque leaf #{0} is not in the conversion table")]
    UnknownOpaque(u32),
    #[error("ill-typed term at node {0}")]
    IllTyped(usize),
    #[error("empty term")]
    Empty,
}

/// The tables of one conversion: variables and opaque expressions by index.
#[derive(Clone, Debug, Default)]
pub struct Conversion {
    vars: Vec<Var>,
    var_index: HashMap<u64, u32>,
    opaques: Vec<Expr>,
    opaque_index: HashMap<String, u32>,
}

fn is_scalar_int(t: DataType) -> bool {
    t.is_integer_like() && t.is_scalar()
}

/// True when the node `e` itself (not its children) is in the integer
/// language, i.e. it does not become an opaque leaf.
pub fn is_in_language(e: &Expr) -> bool {
    let Type::Prim(ty) = e.ty() else {
        return false;
    };
    let ty = *ty;
    if !is_scalar_int(ty) {
        return false;
    }
    match e.kind() {
        ExprKind::Int(v) => !(ty.is_uint() && ty.bits == 64 && *v < 0),
        ExprKind::Var(_) => true,
        ExprKind::Binary(_, a, b) => a.dtype() == ty && b.dtype() == ty,
        ExprKind::Cmp(_, a, b) => {
            ty.is_bool() && is_scalar_int(a.dtype()) && a.dtype() == b.dtype()
        }
        ExprKind::And(a, b) | ExprKind::Or(a, b) => {
            ty.is_bool() && a.dtype().is_bool() && b.dtype().is_bool()
        }
        ExprKind::Not(a) => ty.is_bool() && a.dtype().is_bool(),
        ExprKind::Select(c, t, f) => {
            c.dtype().is_bool() && c.dtype().is_scalar() && t.dtype() == ty && f.dtype() == ty
        }
        ExprKind::Cast(a) => is_scalar_int(a.dtype()),
        ExprKind::Call { op, args, attrs } => {
            op.as_builtin().and_then(bit_arity) == Some(args.len())
                && attrs.is_empty()
                && !ty.is_bool()
                && args.iter().all(|a| a.dtype() == ty)
        }
        _ => false,
    }
}

/// The e-graph language's symbol names of shift and bitwise operators (the
/// engine's syntax, `crate::lang`).
pub use super::lang::bit_op_arity;

/// The number of operands of a call of TVM's builtin shift or bitwise
/// operator `op` (`None` for any other op): the calls the e-graph language
/// has nodes for.
pub fn bit_arity(op: Op) -> Option<usize> {
    match op {
        builtin::SHIFT_LEFT
        | builtin::SHIFT_RIGHT
        | builtin::BITWISE_AND
        | builtin::BITWISE_OR
        | builtin::BITWISE_XOR => Some(2),
        builtin::BITWISE_NOT => Some(1),
        _ => None,
    }
}

/// The e-graph node of a call of builtin shift or bitwise operator `op` with
/// children `ch` (`None` for another op or arity).
fn bit_node(op: Op, ch: &[Id]) -> Option<Lang> {
    Some(match (op, ch) {
        (builtin::SHIFT_LEFT, &[a, b]) => Lang::Shl([a, b]),
        (builtin::SHIFT_RIGHT, &[a, b]) => Lang::Shr([a, b]),
        (builtin::BITWISE_AND, &[a, b]) => Lang::BitAnd([a, b]),
        (builtin::BITWISE_OR, &[a, b]) => Lang::BitOr([a, b]),
        (builtin::BITWISE_XOR, &[a, b]) => Lang::BitXor([a, b]),
        (builtin::BITWISE_NOT, &[a]) => Lang::BitNot([a]),
        _ => return None,
    })
}

impl Conversion {
    /// Empty tables.
    pub fn new() -> Self {
        Conversion::default()
    }

    /// The variables seen so far, by index.
    pub fn vars(&self) -> &[Var] {
        &self.vars
    }

    /// The opaque expressions seen so far, by index.
    pub fn opaques(&self) -> &[Expr] {
        &self.opaques
    }

    /// The leaf of `var` (registering it on first use).
    pub fn var_leaf(&mut self, var: &Var) -> VarLeaf {
        let idx = match self.var_index.get(&var.id()) {
            Some(i) => *i,
            None => {
                let i = self.vars.len() as u32;
                self.vars.push(var.clone());
                self.var_index.insert(var.id(), i);
                i
            }
        };
        VarLeaf {
            idx,
            name: Symbol::from(var.name()),
            ty: var.dtype(),
        }
    }

    /// The index of `var`, if it was seen.
    pub fn var_index(&self, var: &Var) -> Option<u32> {
        self.var_index.get(&var.id()).copied()
    }

    fn opaque_leaf(&mut self, e: &Expr) -> OpaqueLeaf {
        let key = format!("{:?}|{}", e, e.ty());
        let idx = match self.opaque_index.get(&key) {
            Some(i) => *i,
            None => {
                let i = self.opaques.len() as u32;
                self.opaques.push(e.clone());
                self.opaque_index.insert(key, i);
                i
            }
        };
        // Non-integer opaque values only appear where an integer is not
        // expected (e.g. under a float cast); record the scalar int type
        // closest to their type for the analysis.
        let ty = e.dtype();
        let ty = if is_scalar_int(ty) {
            ty
        } else {
            DataType::i64()
        };
        OpaqueLeaf { idx, ty }
    }

    /// Converts `e` into a term.
    pub fn to_rec(&mut self, e: &Expr) -> RecExpr<Lang> {
        let mut rec = RecExpr::default();
        self.add_to(e, &mut rec);
        rec
    }

    /// Adds `e` to `rec` and returns its id.
    pub fn add_to(&mut self, e: &Expr, rec: &mut RecExpr<Lang>) -> Id {
        tirsat_ir::stack::deeper(|| self.add_to_at(e, rec))
    }

    fn add_to_at(&mut self, e: &Expr, rec: &mut RecExpr<Lang>) -> Id {
        if !is_in_language(e) {
            let leaf = self.opaque_leaf(e);
            return rec.add(Lang::Opaque(leaf));
        }
        let ty = e.dtype();
        let node = match e.kind() {
            ExprKind::Int(v) => Lang::Const(Const::new(*v, ty)),
            ExprKind::Var(var) => Lang::Var(self.var_leaf(var)),
            ExprKind::Binary(op, a, b) => {
                let ids = [self.add_to(a, rec), self.add_to(b, rec)];
                match op {
                    BinOp::Add => Lang::Add(ids),
                    BinOp::Sub => Lang::Sub(ids),
                    BinOp::Mul => Lang::Mul(ids),
                    BinOp::Div => Lang::TruncDiv(ids),
                    BinOp::Mod => Lang::TruncMod(ids),
                    BinOp::FloorDiv => Lang::FloorDiv(ids),
                    BinOp::FloorMod => Lang::FloorMod(ids),
                    BinOp::Min => Lang::Min(ids),
                    BinOp::Max => Lang::Max(ids),
                }
            }
            ExprKind::Cmp(op, a, b) => {
                let ids = [self.add_to(a, rec), self.add_to(b, rec)];
                match op {
                    CmpOp::Eq => Lang::Eq(ids),
                    CmpOp::Ne => Lang::Ne(ids),
                    CmpOp::Lt => Lang::Lt(ids),
                    CmpOp::Le => Lang::Le(ids),
                    CmpOp::Gt => Lang::Gt(ids),
                    CmpOp::Ge => Lang::Ge(ids),
                }
            }
            ExprKind::And(a, b) => Lang::And([self.add_to(a, rec), self.add_to(b, rec)]),
            ExprKind::Or(a, b) => Lang::Or([self.add_to(a, rec), self.add_to(b, rec)]),
            ExprKind::Not(a) => Lang::Not([self.add_to(a, rec)]),
            ExprKind::Select(c, t, f) => Lang::Select([
                self.add_to(c, rec),
                self.add_to(t, rec),
                self.add_to(f, rec),
            ]),
            ExprKind::Cast(a) => {
                let t = rec.add(Lang::Ty(TyLeaf(ty)));
                Lang::Cast([t, self.add_to(a, rec)])
            }
            ExprKind::Call { op, args, .. } => {
                let ids: Vec<Id> = args.iter().map(|a| self.add_to(a, rec)).collect();
                match op.as_builtin().and_then(|o| bit_node(o, &ids)) {
                    Some(n) => n,
                    None => Lang::Opaque(self.opaque_leaf(e)),
                }
            }
            // `is_in_language` admitted only the kinds above.
            _ => Lang::Opaque(self.opaque_leaf(e)),
        };
        rec.add(node)
    }

    /// Converts a term back into an IR expression. Types come from the leaves.
    pub fn from_rec(&self, rec: &RecExpr<Lang>) -> Result<Expr, ConvertError> {
        let nodes = rec.as_ref();
        if nodes.is_empty() {
            return Err(ConvertError::Empty);
        }
        let tys = recexpr_types(rec);
        let mut out: Vec<Option<Expr>> = Vec::with_capacity(nodes.len());
        for (i, node) in nodes.iter().enumerate() {
            let get = |id: &Id| -> Result<Expr, ConvertError> {
                out.get(usize::from(*id))
                    .cloned()
                    .flatten()
                    .ok_or(ConvertError::IllTyped(i))
            };
            let ty = tys[i];
            let tyx = || ty.ok_or(ConvertError::IllTyped(i));
            let bin = |op: BinOp, a: &Id, b: &Id| -> Result<Expr, ConvertError> {
                Ok(Expr::new(tyx()?, ExprKind::Binary(op, get(a)?, get(b)?)))
            };
            let cmp = |op: CmpOp, a: &Id, b: &Id| -> Result<Expr, ConvertError> {
                Ok(Expr::new(
                    DataType::bool(),
                    ExprKind::Cmp(op, get(a)?, get(b)?),
                ))
            };
            let e = match node {
                Lang::Ty(_) => None,
                Lang::Const(c) => Some(Expr::new(c.ty, ExprKind::Int(c.value))),
                Lang::Var(v) => {
                    let var = self
                        .vars
                        .get(v.idx as usize)
                        .ok_or(ConvertError::UnknownVar(v.idx))?;
                    Some(var.to_expr())
                }
                Lang::Opaque(o) => Some(
                    self.opaques
                        .get(o.idx as usize)
                        .cloned()
                        .ok_or(ConvertError::UnknownOpaque(o.idx))?,
                ),
                Lang::Add([a, b]) => Some(bin(BinOp::Add, a, b)?),
                Lang::Sub([a, b]) => Some(bin(BinOp::Sub, a, b)?),
                Lang::Mul([a, b]) => Some(bin(BinOp::Mul, a, b)?),
                Lang::FloorDiv([a, b]) => Some(bin(BinOp::FloorDiv, a, b)?),
                Lang::FloorMod([a, b]) => Some(bin(BinOp::FloorMod, a, b)?),
                Lang::TruncDiv([a, b]) => Some(bin(BinOp::Div, a, b)?),
                Lang::TruncMod([a, b]) => Some(bin(BinOp::Mod, a, b)?),
                Lang::Min([a, b]) => Some(bin(BinOp::Min, a, b)?),
                Lang::Max([a, b]) => Some(bin(BinOp::Max, a, b)?),
                Lang::Eq([a, b]) => Some(cmp(CmpOp::Eq, a, b)?),
                Lang::Ne([a, b]) => Some(cmp(CmpOp::Ne, a, b)?),
                Lang::Lt([a, b]) => Some(cmp(CmpOp::Lt, a, b)?),
                Lang::Le([a, b]) => Some(cmp(CmpOp::Le, a, b)?),
                Lang::Gt([a, b]) => Some(cmp(CmpOp::Gt, a, b)?),
                Lang::Ge([a, b]) => Some(cmp(CmpOp::Ge, a, b)?),
                Lang::And([a, b]) => {
                    Some(Expr::new(DataType::bool(), ExprKind::And(get(a)?, get(b)?)))
                }
                Lang::Or([a, b]) => {
                    Some(Expr::new(DataType::bool(), ExprKind::Or(get(a)?, get(b)?)))
                }
                Lang::Not([a]) => Some(Expr::new(DataType::bool(), ExprKind::Not(get(a)?))),
                Lang::Select([c, t, f]) => Some(Expr::new(
                    tyx()?,
                    ExprKind::Select(get(c)?, get(t)?, get(f)?),
                )),
                Lang::Cast([_, a]) => Some(Expr::new(tyx()?, ExprKind::Cast(get(a)?))),
                Lang::Shl([a, b]) => Some(Expr::call(
                    tyx()?,
                    builtin::SHIFT_LEFT,
                    vec![get(a)?, get(b)?],
                )),
                Lang::Shr([a, b]) => Some(Expr::call(
                    tyx()?,
                    builtin::SHIFT_RIGHT,
                    vec![get(a)?, get(b)?],
                )),
                Lang::BitAnd([a, b]) => Some(Expr::call(
                    tyx()?,
                    builtin::BITWISE_AND,
                    vec![get(a)?, get(b)?],
                )),
                Lang::BitOr([a, b]) => Some(Expr::call(
                    tyx()?,
                    builtin::BITWISE_OR,
                    vec![get(a)?, get(b)?],
                )),
                Lang::BitXor([a, b]) => Some(Expr::call(
                    tyx()?,
                    builtin::BITWISE_XOR,
                    vec![get(a)?, get(b)?],
                )),
                Lang::BitNot([a]) => Some(Expr::call(tyx()?, builtin::BITWISE_NOT, vec![get(a)?])),
            };
            out.push(e);
        }
        out.pop()
            .flatten()
            .ok_or(ConvertError::IllTyped(nodes.len() - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::Buffer;

    fn roundtrip(e: &Expr) {
        let mut conv = Conversion::new();
        let rec = conv.to_rec(e);
        let back = conv.from_rec(&rec).unwrap();
        assert!(back == *e, "{e:?} -> {rec} -> {back:?}");
        assert_eq!(back.ty(), e.ty());
    }

    #[test]
    fn roundtrips_keep_types() {
        let x = Var::new("x", DataType::i32());
        let n = Var::new("n", DataType::i64());
        let b = Var::new("b", DataType::uint(8));
        let xe = x.to_expr();
        let cast = Expr::cast(DataType::i64(), &xe);
        roundtrip(&Expr::add(&cast, &n.to_expr()));
        roundtrip(&Expr::select(
            &Expr::and(
                &Expr::lt(&xe, &Expr::i32(3)),
                &Expr::not(&Expr::bool(false)),
            ),
            &Expr::min(&xe, &Expr::i32(-1)),
            &Expr::binary(BinOp::Mod, &xe, &Expr::i32(7)),
        ));
        roundtrip(&Expr::cmp(
            CmpOp::Ge,
            &b.to_expr(),
            &Expr::int(DataType::uint(8), 200),
        ));
        // A cast node whose type equals its operand's is kept as written.
        roundtrip(&Expr::new(DataType::i32(), ExprKind::Cast(xe.clone())));
        // Shifts and bitwise operators are nodes of the language.
        let sh = Expr::call(
            DataType::i32(),
            builtin::SHIFT_RIGHT,
            vec![xe.clone(), Expr::i32(2)],
        );
        let m = Expr::call(
            DataType::i32(),
            builtin::BITWISE_AND,
            vec![sh, Expr::i32(7)],
        );
        let n = Expr::call(DataType::i32(), builtin::BITWISE_NOT, vec![m]);
        let mut conv = Conversion::new();
        assert_eq!(
            conv.to_rec(&n).to_string(),
            "(bitwise_not (bitwise_and (shift_right x 2) 7))"
        );
        roundtrip(&n);
        // Mixed operand types stay opaque.
        let mixed = Expr::call(
            DataType::i64(),
            builtin::SHIFT_LEFT,
            vec![n.clone(), Expr::i32(1)],
        );
        assert_eq!(Conversion::new().to_rec(&mixed).to_string(), "opaque#0");
    }

    #[test]
    fn opaque_leaves_are_shared_and_restored() {
        let x = Var::new("x", DataType::i32());
        let buf = Buffer::new("A", DataType::i32(), vec![Expr::i32(16)], "global");
        let load = Expr::load(&buf, vec![x.to_expr()]);
        let e = Expr::sub(&load, &Expr::load(&buf, vec![x.to_expr()]));
        let mut conv = Conversion::new();
        let rec = conv.to_rec(&e);
        assert_eq!(rec.to_string(), "(- opaque#0 opaque#0)");
        assert!(conv.from_rec(&rec).unwrap() == e);
        let f = Expr::float(DataType::f32(), 1.5);
        let c = Expr::cast(DataType::i32(), &f);
        roundtrip(&Expr::add(&c, &x.to_expr()));
    }

    #[test]
    fn unknown_leaves_are_errors() {
        let conv = Conversion::new();
        let rec: RecExpr<Lang> = "(+ 1 2)".parse().unwrap();
        assert!(conv.from_rec(&rec).is_ok());
        let mut r2 = RecExpr::default();
        r2.add(Lang::Var(VarLeaf {
            idx: 3,
            name: Symbol::from("q"),
            ty: DataType::i32(),
        }));
        assert_eq!(conv.from_rec(&r2), Err(ConvertError::UnknownVar(3)));
    }
}
