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
use crate::op_table::{self, Form};
use tirsat_ir::sblock::BufferRegion;
use tirsat_ir::tirx::{ExecScope, ScopeBinding, ScopeIdDef, TileArg, TileCall, TirxStmt};
use tirsat_ir::{AttrValue, Attrs, DataType, Expr, Stmt, Type, Var};

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
        if let Some((_, r)) = &preferred
            && binding != ScopeBinding::ClusterCta
        {
            // TVM: "preferred is only valid when parent="cluster"".
            let (parent, _) = binding.parent_cur();
            return located(
                *r,
                format!(
                    "T.{api}: preferred=... is only valid for T.cta_id_in_cluster (a cluster's CTAs), not for parent scope \"{parent}\""
                ),
            );
        }
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
        let range = a.range;
        let mut pos = a.rest(0);
        // The operands TVM's builder function takes (positionally or by
        // name), as in the op table: too few or too many is an error, as
        // TVM's Python call is.
        let params: Vec<op_table::Param> = op_table::lookup(&format!("tile.{op}"))
            .and_then(|i| i.params.clone())
            .unwrap_or_default();
        let variadic = params.is_empty() || params.iter().any(|p| p.variadic);
        if !variadic {
            if pos.len() > params.len() {
                return located(
                    pos[params.len()].1,
                    format!(
                        "{fname} takes {} operands ({}), got {}",
                        params.len(),
                        operand_names(&params),
                        pos.len()
                    ),
                );
            }
            for (i, p) in params.iter().enumerate() {
                let Some((v, r)) = a.kwarg(p.name) else {
                    continue;
                };
                if i < pos.len() {
                    return located(
                        r,
                        format!("{fname} got multiple values for operand '{}'", p.name),
                    );
                }
                // Operands skipped before it take their defaults.
                while pos.len() < i {
                    let q = &params[pos.len()];
                    let Some(d) = q.default.as_ref().and_then(default_value) else {
                        return located(
                            r,
                            format!("{fname} missing required operand '{}'", q.name),
                        );
                    };
                    pos.push((d, r));
                }
                pos.push((v, r));
            }
            if let Some(missing) = params
                .iter()
                .take_while(|p| p.default.is_none())
                .nth(pos.len())
            {
                return located(
                    range,
                    format!("{fname} missing required operand '{}'", missing.name),
                );
            }
        }
        while matches!(pos.last(), Some((Value::None, _))) {
            pos.pop();
        }
        let mut args = Vec::with_capacity(pos.len());
        for (v, r) in pos {
            args.push(self.tile_arg(&fname, v, r)?);
        }
        if op == "gemm_async" && args.len() == 4 {
            // TVM: "SFA and SFB must both be provided or both be None".
            return located(
                range,
                format!("{fname}: SFA and SFB must both be given or both be None"),
            );
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
        if matches!(op, "copy" | "copy_async") {
            check_copy_regions(&fname, &args, dispatch.as_deref(), range)?;
        }
        let mut config = Attrs::new();
        let kws: Vec<(String, Value, TextRange)> =
            a.kw.iter()
                .filter(|(k, _, _)| k != "workspace" && k != "dispatch")
                // Operands given by keyword were taken above.
                .filter(|(k, _, _)| variadic || !params.iter().any(|p| p.name == k))
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

/// `dst, src` for an error message.
fn operand_names(params: &[op_table::Param]) -> String {
    params.iter().map(|p| p.name).collect::<Vec<_>>().join(", ")
}

/// The value of a literal default of TVM's builder function.
fn default_value(d: &op_table::Default) -> Option<Value> {
    Some(match d {
        op_table::Default::None => Value::None,
        op_table::Default::Bool(b) => Value::Bool(*b),
        op_table::Default::Int(i) => Value::Int((*i).into()),
        op_table::Default::Float(f) => Value::Float(*f),
        op_table::Default::Str(s) => Value::Str(s.clone()),
        op_table::Default::Other => return None,
    })
}

/// The extents of a region without its extent-1 dimensions.
fn squeezed(r: &BufferRegion) -> Vec<&Expr> {
    r.region
        .iter()
        .map(|(_, e)| e)
        .filter(|e| e.as_int() != Some(1))
        .collect()
}

/// True when `a == b` provably (equal constants, or equal linear forms).
fn provably_equal(a: &Expr, b: &Expr) -> bool {
    match (a.as_int(), b.as_int()) {
        (Some(x), Some(y)) => x == y,
        _ => match (tirsat_ir::linear::of_expr(a), tirsat_ir::linear::of_expr(b)) {
            (Some(x), Some(y)) => x.minus(&y).is_some_and(|d| d.is_zero()),
            _ => tirsat_ir::equal::expr_equal(a, b).is_ok(),
        },
    }
}

/// TVM's `_check_copy_regions_match`: a copy's two regions cover the same
/// shape once extent-1 dimensions are dropped; a TMA copy moves the same
/// number of bytes.
fn check_copy_regions(
    fname: &str,
    args: &[TileArg],
    dispatch: Option<&str>,
    range: TextRange,
) -> RResult<()> {
    let (Some(TileArg::Region(dst)), Some(TileArg::Region(src))) = (args.first(), args.get(1))
    else {
        return Ok(());
    };
    if matches!(dispatch, Some("tma_auto" | "tma_explicit")) {
        let bits = |r: &BufferRegion| -> Option<i128> {
            r.region.iter().try_fold(
                i128::from(r.buffer.dtype().bits) * i128::from(r.buffer.dtype().lanes.max(1)),
                |acc, (_, e)| acc.checked_mul(i128::from(e.as_int()?)),
            )
        };
        if let (Some(d), Some(s)) = (bits(dst), bits(src))
            && d != s
        {
            return located(
                range,
                format!(
                    "{fname}: dst payload {d} bits != src payload {s} bits; TMA operands must transfer the same total number of bytes"
                ),
            );
        }
        return Ok(());
    }
    let (d, s) = (squeezed(dst), squeezed(src));
    if d.len() != s.len() || d.iter().zip(&s).any(|(a, b)| !provably_equal(a, b)) {
        let show = |v: &[&Expr]| {
            v.iter()
                .map(|e| crate::printer::print_expr(e))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return located(
            range,
            format!(
                "{fname}: dst region shape [{}] != src region shape [{}]; copy operands must cover identical regions",
                show(&d),
                show(&s)
            ),
        );
    }
    Ok(())
}
