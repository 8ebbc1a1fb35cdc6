//! TIRx execution scopes: scope-id definitions (`bx, by = T.cta_id([4, 2])`,
//! `T.warp_id([4])`, `T.cta_id_in_cluster([2], preferred=[4])`,
//! `T.cta_id_in_pair()`, `lane = T.lane_id(dtype="uint32")`) and tile
//! primitives (`T.cta.copy(dst, src)`, `T.tile.memset(A[0:16], v,
//! dispatch="v10", bar=7)`), built as TVM 0.27's builder does: a scope-id
//! call emits its definition statement into the enclosing sequence and
//! returns the new variables (named after the assignment's targets); a tile
//! call is a statement whose operands are kept as written (a whole buffer
//! becomes its full region, trailing `None`s are dropped). `T.TensorMap()`
//! creates a variable of the tensor-map pointer type.

use ruff_text_size::TextRange;

use super::Reader;
use super::error::{RResult, located};
use super::eval::Args;
use super::value::Value;
use crate::ir::sblock::BufferRegion;
use crate::ir::tirx::{ExecScope, ScopeBinding, ScopeIdDef, TileArg, TileCall, TirxStmt};
use crate::ir::{AttrValue, Attrs, DataType, Expr, Stmt, Type, Var};
use crate::script::op_table::{self, Form};

/// True when `T.<name>` is a scope-id function or a scoped tile primitive
/// (`cta.copy`, `wg.sum`; `tile.copy` is in the op table).
pub(crate) fn is_tirx_name(name: &str) -> bool {
    name == "TensorMap" || ScopeBinding::from_api_name(name).is_some() || tile_op(name).is_some()
}

/// True when `T.<ns>` is a scope namespace of tile primitives.
pub(crate) fn is_scope_namespace(ns: &str) -> bool {
    ExecScope::from_namespace(ns).is_some()
}

/// `(scope, op)` of a tile-primitive name `<ns>.<op>`.
fn tile_op(name: &str) -> Option<(ExecScope, &str)> {
    let (ns, op) = name.split_once('.')?;
    let scope = ExecScope::from_namespace(ns)?;
    let info = op_table::lookup(&format!("tile.{op}"))?;
    (info.form == Form::Tile).then_some((scope, op))
}

impl Reader<'_> {
    /// Handles `T.<name>(...)` when it is a TIRx construct; gives the
    /// arguments back otherwise.
    pub(crate) fn tirx_call(
        &mut self,
        name: &str,
        a: Args,
        hint: Option<&str>,
    ) -> Result<RResult<Value>, Args> {
        if name == "TensorMap" {
            // `T.TensorMap()`: a new variable pointing to a CUDA tensor map.
            return Ok(a
                .finish()
                .map(|()| Value::Expr(Var::new(hint.unwrap_or("v"), Type::TensorMap).to_expr())));
        }
        if let Some(b) = ScopeBinding::from_api_name(name) {
            return Ok(self.scope_id(b, a, hint));
        }
        if let Some((scope, op)) = tile_op(name) {
            return Ok(self.tile_call(scope, op, a));
        }
        Err(a)
    }

    fn scope_id(
        &mut self,
        binding: ScopeBinding,
        mut a: Args,
        hint: Option<&str>,
    ) -> RResult<Value> {
        let range = a.range;
        let api = binding.api_name();
        let pair = binding == ScopeBinding::ClusterCtaPair;
        let extents = if pair { None } else { a.opt(0, "extents") };
        let preferred = if matches!(binding, ScopeBinding::KernelCta | ScopeBinding::ClusterCta) {
            a.opt(1, "preferred")
        } else {
            None
        };
        let dtype = match a.kwarg("dtype") {
            Some((v, r)) => {
                let t = self.to_dtype(&v, r)?;
                if t != DataType::i32() && t != DataType::uint(32) {
                    return located(
                        r,
                        format!(
                            "T.{api}: dtype of a scope id must be \"int32\" or \"uint32\", got {t}"
                        ),
                    );
                }
                t
            }
            None => DataType::i32(),
        };
        a.finish()?;
        let list = |s: &Self, v: Option<(Value, TextRange)>| -> RResult<Option<Vec<Expr>>> {
            let Some((v, r)) = v else { return Ok(None) };
            let Some(items) = v.as_seq() else {
                return located(
                    r,
                    format!("T.{api}: extents must be a list, got {}", v.kind_name()),
                );
            };
            items
                .iter()
                .map(|x| s.to_expr(x, r))
                .collect::<RResult<Vec<Expr>>>()
                .map(Some)
        };
        let mut extents = list(self, extents)?;
        if pair {
            extents = Some(vec![Expr::i32(2)]);
        }
        let preferred = list(self, preferred)?;
        if preferred.is_some() && extents.is_none() {
            return located(
                range,
                format!("T.{api}: preferred=... requires explicit extents"),
            );
        }
        let n = extents.as_ref().map_or(1, Vec::len);
        if n == 0 {
            return located(range, format!("T.{api}: empty extents"));
        }
        if n != 1 && binding.one_dimensional() {
            return located(
                range,
                format!(
                    "T.{api}: the {} scope only supports 1-D extents, got {n}-D",
                    binding.parent_cur().1
                ),
            );
        }
        if let (Some(p), Some(e)) = (&preferred, &extents)
            && p.len() != e.len()
        {
            return located(
                range,
                format!(
                    "T.{api}: preferred has {} extents, expected {}",
                    p.len(),
                    e.len()
                ),
            );
        }
        let names: Vec<&str> = hint.map(|h| h.split(',').collect()).unwrap_or_default();
        let vars: Vec<Var> = (0..n)
            .map(|i| {
                let name = if names.len() == n { names[i] } else { "v" };
                Var::new(name, dtype)
            })
            .collect();
        self.emitted.push(Stmt::tirx(TirxStmt::ScopeId(ScopeIdDef {
            vars: vars.clone(),
            extents,
            binding,
            preferred,
        })));
        let mut vals: Vec<Value> = vars.iter().map(|v| Value::Expr(v.to_expr())).collect();
        Ok(if vals.len() == 1 {
            vals.pop().unwrap_or(Value::None)
        } else {
            Value::Tuple(vals)
        })
    }

    fn tile_call(&mut self, scope: ExecScope, op: &str, mut a: Args) -> RResult<Value> {
        let fname = format!("T.{}.{op}", scope.namespace());
        let mut pos = a.rest(0);
        while matches!(pos.last(), Some((Value::None, _))) {
            pos.pop();
        }
        let mut args = Vec::with_capacity(pos.len());
        for (v, r) in pos {
            args.push(self.tile_arg(&fname, v, r)?);
        }
        let mut workspace = Vec::new();
        if let Some((v, r)) = a.kwarg("workspace") {
            match v {
                Value::Dict(items) => {
                    for (k, b) in items {
                        let (Value::Str(k), Value::Buffer(b)) = (k, b) else {
                            return located(r, format!("{fname}: workspace maps names to buffers"));
                        };
                        workspace.push((k, b));
                    }
                }
                Value::None => {}
                other => {
                    return located(
                        r,
                        format!(
                            "{fname}: workspace must be a dict, got {}",
                            other.kind_name()
                        ),
                    );
                }
            }
        }
        let dispatch = match a.kwarg("dispatch") {
            Some((Value::None, _)) | None => None,
            Some((v, r)) => Some(self.to_string(&v, r, "dispatch")?),
        };
        let mut config = Attrs::new();
        let kws: Vec<(String, Value, TextRange)> =
            a.kw.iter()
                .filter(|(k, _, _)| k != "workspace" && k != "dispatch")
                .cloned()
                .collect();
        for (k, v, r) in kws {
            a.kwarg(&k);
            let value = match &v {
                Value::Int(i) => {
                    AttrValue::Int(i64::try_from(*i).map_err(|_| super::error::Located {
                        range: r,
                        message: format!("{fname}: {k}={i} does not fit in 64 bits"),
                    })?)
                }
                _ => self.attr_value(&v, r)?,
            };
            config.insert(k, value);
        }
        a.finish()?;
        self.emitted.push(Stmt::tirx(TirxStmt::Tile(TileCall {
            scope,
            op: op.to_string(),
            args,
            workspace,
            dispatch,
            config,
        })));
        Ok(Value::None)
    }

    fn tile_arg(&self, fname: &str, v: Value, r: TextRange) -> RResult<TileArg> {
        Ok(match v {
            Value::Region(reg) => TileArg::Region(reg),
            Value::Buffer(b) => TileArg::Region(BufferRegion {
                region: b
                    .shape()
                    .iter()
                    .map(|s| (Expr::int(s.dtype(), 0), s.clone()))
                    .collect(),
                buffer: b,
            }),
            Value::Bool(b) => TileArg::Bool(b),
            Value::Str(s) => TileArg::Str(s),
            Value::Lambda(vars, body) => TileArg::Lambda { vars, body },
            Value::None => {
                return located(
                    r,
                    format!("{fname}: a None operand before other operands is not supported"),
                );
            }
            other => TileArg::Expr(self.to_expr(&other, r)?),
        })
    }
}
