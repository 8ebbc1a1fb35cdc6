//! TIRx layouts and the buffer views that carry them, evaluated as TVM 0.27's
//! Python frontend does (`tvm.tirx.layout`, `tvm.tirx._buffer_view`):
//! `Axis.laneid`, `4 @ Axis.laneid`, offsets `1 @ Axis.laneid + 64`,
//! `T.S[(8, 4):(4 @ Axis.laneid, 1)]` shards, `T.R[...]` replicas, their sum,
//! `T.TileLayout(spec)`, `T.ComposeLayout(...)`, `layout=` of buffers and
//! views, `B.local(...)` and `A.permute(...)`.

use std::sync::Arc;

use ruff_python_ast::{self as ast, Operator};
use ruff_text_size::{Ranged, TextRange};

use super::Reader;
use super::error::{At, RResult, located};
use super::eval::Args;
use super::value::Value;
use tirsat_ir::layout::{Iter, Layout, TileLayout};
use tirsat_ir::{Buffer, BufferLayout, Expr, Stmt};

/// `(extents, strides)` of a `T.S[...]` / `T.R[...]`; no strides: row-major.
pub(crate) type SpecPair = (Vec<Value>, Option<Vec<Value>>);

/// The layout-building values (TVM's `_LayoutSpec`, `_OnAxis`, `_OffsetExpr`).
#[derive(Clone, Debug)]
pub(crate) enum LayoutValue {
    /// `Axis.<name>`.
    Axis(String),
    /// `value @ Axis.<name>`.
    OnAxis(Box<Value>, String),
    /// A sum of axis-bound terms (a plain value is on the memory axis `m`).
    Offset(Vec<(String, Value)>),
    /// `T.S[...] + T.R[...] + offset`.
    Spec {
        shard: Option<SpecPair>,
        replica: Option<SpecPair>,
        offset: Option<Box<Value>>,
    },
    /// `T.TileLayout(...)` / `T.ComposeLayout(...)`.
    Layout(Arc<Layout>),
}

/// Names of `T.<name>` that build layouts.
pub(crate) const NAMES: &[&str] = &["S", "R", "TileLayout", "ComposeLayout"];

fn lv(v: LayoutValue) -> Value {
    Value::Layout(Box::new(v))
}

impl Reader<'_> {
    /// `l <op> r` where one side is a layout value.
    pub(crate) fn layout_binop(
        &mut self,
        op: Operator,
        l: &Value,
        r: &Value,
        range: TextRange,
    ) -> RResult<Value> {
        use LayoutValue as L;
        let (lk, rk) = (layout_of(l), layout_of(r));
        match (op, lk, rk) {
            (Operator::MatMult, lk, Some(L::Axis(a))) if lk.is_none() => {
                Ok(lv(L::OnAxis(Box::new(l.clone()), a.clone())))
            }
            (
                Operator::Add,
                Some(L::Spec {
                    shard: s1,
                    replica: r1,
                    offset: o1,
                }),
                Some(L::Spec {
                    shard: s2,
                    replica: r2,
                    offset: o2,
                }),
            ) => {
                let offset = self.merge_offset(o1.as_deref(), o2.as_deref(), range)?;
                Ok(lv(L::Spec {
                    shard: s1.clone().or_else(|| s2.clone()),
                    replica: r2.clone().or_else(|| r1.clone()),
                    offset: offset.map(Box::new),
                }))
            }
            (
                Operator::Add,
                Some(L::Spec {
                    shard,
                    replica,
                    offset,
                }),
                other,
            ) if !matches!(other, Some(L::Layout(_) | L::Axis(_))) => {
                let o = self.merge_offset(offset.as_deref(), Some(r), range)?;
                Ok(lv(L::Spec {
                    shard: shard.clone(),
                    replica: replica.clone(),
                    offset: o.map(Box::new),
                }))
            }
            (
                Operator::Add,
                other,
                Some(L::Spec {
                    shard,
                    replica,
                    offset,
                }),
            ) if !matches!(other, Some(L::Layout(_) | L::Axis(_))) => {
                let o = self.merge_offset(Some(l), offset.as_deref(), range)?;
                Ok(lv(L::Spec {
                    shard: shard.clone(),
                    replica: replica.clone(),
                    offset: o.map(Box::new),
                }))
            }
            (Operator::Add, Some(L::OnAxis(..) | L::Offset(_)), other)
                if !matches!(other, Some(L::Layout(_) | L::Axis(_))) =>
            {
                self.offset_add(l, r, range)
            }
            (Operator::Add, other, Some(L::OnAxis(..) | L::Offset(_)))
                if !matches!(other, Some(L::Layout(_) | L::Axis(_))) =>
            {
                self.offset_add(r, l, range)
            }
            _ => located(
                range,
                format!("operator {} is not supported on layout values", op.as_str()),
            ),
        }
    }

    /// TVM's `_merge_offset`.
    fn merge_offset(
        &mut self,
        a: Option<&Value>,
        b: Option<&Value>,
        range: TextRange,
    ) -> RResult<Option<Value>> {
        match (a, b) {
            (None, x) | (x, None) => Ok(x.cloned()),
            (Some(a), Some(b)) => self.offset_add(a, b, range).map(Some),
        }
    }

    /// `_OffsetExpr(a) + b`, the terms of `a` first.
    fn offset_add(&mut self, a: &Value, b: &Value, range: TextRange) -> RResult<Value> {
        let mut terms = offset_terms(a);
        for (axis, v) in offset_terms(b) {
            match terms.iter_mut().find(|(x, _)| *x == axis) {
                Some((_, prev)) => {
                    let sum = self.binop(Operator::Add, prev, &v, range)?;
                    *prev = sum;
                }
                None => terms.push((axis, v)),
            }
        }
        Ok(lv(LayoutValue::Offset(terms)))
    }

    /// `T.S[...]` / `T.R[...]`.
    pub(crate) fn layout_spec(&mut self, kind: &str, slice: &ast::Expr) -> RResult<Value> {
        let to_tuple = |v: Value| match v {
            Value::Tuple(x) | Value::List(x) => x,
            other => vec![other],
        };
        let pair: SpecPair = match slice {
            ast::Expr::Slice(sl) => {
                if let Some(step) = &sl.step {
                    return located(step.range(), "a layout spec has no step");
                }
                let (Some(lo), Some(hi)) = (&sl.lower, &sl.upper) else {
                    return located(sl.range(), "a layout spec needs extents:strides");
                };
                let e = self.eval(lo)?;
                let s = self.eval(hi)?;
                (to_tuple(e), Some(to_tuple(s)))
            }
            other => {
                let v = self.eval(other)?;
                (to_tuple(v), None)
            }
        };
        Ok(lv(if kind == "S" {
            LayoutValue::Spec {
                shard: Some(pair),
                replica: None,
                offset: None,
            }
        } else {
            LayoutValue::Spec {
                shard: None,
                replica: Some(pair),
                offset: None,
            }
        }))
    }

    /// `T.TileLayout(spec)` and `T.ComposeLayout(per_element, swizzle_len,
    /// atom_len, tile_layout, swizzle_inner=True)`.
    pub(crate) fn layout_ctor(&mut self, name: &str, mut a: Args) -> RResult<Value> {
        if name == "TileLayout" {
            let (v, r) = a.req(0, "spec")?;
            a.finish()?;
            let Some(LayoutValue::Spec {
                shard,
                replica,
                offset,
            }) = layout_of(&v)
            else {
                return located(
                    r,
                    format!(
                        "T.TileLayout expects T.S[...] + T.R[...] + offset, got {}",
                        v.kind_name()
                    ),
                );
            };
            let shard = self.spec_iters(shard.as_ref(), r)?;
            let replica = self.spec_iters(replica.as_ref(), r)?;
            let mut off = Vec::new();
            if let Some(o) = offset {
                for (axis, v) in offset_terms(o) {
                    off.push((axis, self.to_expr(&v, r)?));
                }
            }
            off.sort_by(|x, y| x.0.cmp(&y.0));
            let t = TileLayout {
                shard,
                replica,
                offset: off,
            };
            // TVM checks the scope chain of a tile layout only when a
            // compose layout is built over it (below).
            return Ok(lv(LayoutValue::Layout(Arc::new(Layout::Tile(t)))));
        }
        if name == "TileLayout.from_iters" {
            return self.tile_layout_from_iters(a);
        }
        let mut ints = [0i64; 3];
        for (i, n) in ["per_element", "swizzle_len", "atom_len"]
            .iter()
            .enumerate()
        {
            let (v, r) = a.req(i, n)?;
            ints[i] = i32::try_from(self.to_int(&v, r, n)?)
                .map_err(|_| format!("T.ComposeLayout: {n} does not fit in int32"))
                .at(r)?
                .into();
        }
        // TVM's `ComposeLayoutNode::VerifyWellFormed`.
        let [per_element, swizzle_len, atom_len] = ints;
        if per_element < 0 || swizzle_len < 0 || atom_len < swizzle_len {
            return located(
                a.range,
                format!(
                    "T.ComposeLayout({per_element}, {swizzle_len}, {atom_len}, ...) is not well-formed: \
                     per_element and swizzle_len must be at least 0 and atom_len at least swizzle_len"
                ),
            );
        }
        let (t, r) = a.req(3, "tile_layout")?;
        let swizzle_inner = match a.opt(4, "swizzle_inner") {
            Some((Value::Bool(b), _)) => b,
            Some((_, r)) => return located(r, "swizzle_inner must be True or False"),
            None => true,
        };
        a.finish()?;
        let tile = match layout_of(&t) {
            Some(LayoutValue::Layout(l)) => match &**l {
                Layout::Tile(t) => t.clone(),
                Layout::Compose { .. } => {
                    return located(
                        r,
                        "T.ComposeLayout needs a T.TileLayout, got a compose layout",
                    );
                }
            },
            _ => {
                return located(
                    r,
                    format!(
                        "T.ComposeLayout needs a T.TileLayout, got {}",
                        t.kind_name()
                    ),
                );
            }
        };
        // TVM's `ComposeLayoutNode::VerifyWellFormed` also checks the tile
        // layout's thread scopes (`GetScope`); a plain `T.TileLayout` it
        // does not.
        tile.check_scope().at(r)?;
        Ok(lv(LayoutValue::Layout(Arc::new(Layout::Compose {
            per_element: ints[0],
            swizzle_len: ints[1],
            atom_len: ints[2],
            swizzle_inner,
            tile,
        }))))
    }

    /// `T.TileLayout.from_iters(offset={"axis": value, ...})` (TVM's form of
    /// a layout without iterators; `shard` / `replica` may be given empty).
    fn tile_layout_from_iters(&mut self, mut a: Args) -> RResult<Value> {
        for (i, n) in ["shard", "replica"].iter().enumerate() {
            if let Some((v, r)) = a.opt(i, n) {
                let empty = v.as_seq().is_some_and(|s| s.is_empty());
                if !empty {
                    return located(
                        r,
                        format!(
                            "T.TileLayout.from_iters: {n} must be empty here (write T.TileLayout(T.S[...]))"
                        ),
                    );
                }
            }
        }
        let mut offset = Vec::new();
        if let Some((v, r)) = a.opt(2, "offset") {
            let Value::Dict(items) = v else {
                return located(
                    r,
                    format!(
                        "T.TileLayout.from_iters: offset must be a dict, got {}",
                        v.kind_name()
                    ),
                );
            };
            for (k, x) in items {
                let axis = match (&k, layout_of(&k)) {
                    (Value::Str(s), _) => s.clone(),
                    (_, Some(LayoutValue::Axis(a))) => a.clone(),
                    _ => {
                        return located(
                            r,
                            "T.TileLayout.from_iters: offset keys are axis names or Axis.<name>",
                        );
                    }
                };
                if offset.iter().any(|(a, _): &(String, Expr)| *a == axis) {
                    return located(
                        r,
                        format!("T.TileLayout.from_iters: axis {axis} given twice"),
                    );
                }
                offset.push((axis, self.to_expr(&x, r)?));
            }
        }
        a.finish()?;
        offset.sort_by(|x, y| x.0.cmp(&y.0));
        Ok(lv(LayoutValue::Layout(Arc::new(Layout::Tile(
            TileLayout {
                shard: Vec::new(),
                replica: Vec::new(),
                offset,
            },
        )))))
    }

    /// TVM's `_spec_to_iters`: extents zipped with strides (row-major when
    /// none are given); a stride is `s`, `s @ Axis.a`, `"a"` (stride 1 on
    /// axis `a`) or `(s, axis)`.
    fn spec_iters(&mut self, pair: Option<&SpecPair>, r: TextRange) -> RResult<Vec<Iter>> {
        let Some((extents, strides)) = pair else {
            return Ok(Vec::new());
        };
        let mut ext = Vec::with_capacity(extents.len());
        for e in extents {
            ext.push(self.to_expr(e, r)?);
        }
        let Some(strides) = strides else {
            return Ok(TileLayout::default_of(&ext).shard);
        };
        let mut out = Vec::new();
        for (e, s) in ext.into_iter().zip(strides) {
            let (stride, axis) = match (s, layout_of(s)) {
                (_, Some(LayoutValue::OnAxis(v, a))) => (self.to_expr(v, r)?, a.clone()),
                (Value::Str(a), _) => (Expr::i32(1), a.clone()),
                (Value::Tuple(t), _) if t.len() == 2 => {
                    let axis = match (&t[1], layout_of(&t[1])) {
                        (Value::Str(a), _) => a.clone(),
                        (_, Some(LayoutValue::Axis(a))) => a.clone(),
                        _ => return located(r, "a (stride, axis) pair needs an axis"),
                    };
                    (self.to_expr(&t[0], r)?, axis)
                }
                (other, None) => (self.to_expr(other, r)?, "m".to_string()),
                (other, Some(_)) => {
                    return located(r, format!("invalid layout stride {}", other.kind_name()));
                }
            };
            out.push(Iter::new(e, stride, &axis));
        }
        Ok(out)
    }

    /// A `layout=` argument for a buffer of `shape`: `None`, `"default"`, or
    /// a layout.
    pub(crate) fn buffer_layout(
        &self,
        v: &Value,
        shape: &[Expr],
        r: TextRange,
    ) -> RResult<BufferLayout> {
        match (v, layout_of(v)) {
            (Value::None, _) => Ok(BufferLayout::None),
            (Value::Str(s), _) if s == "default" => Ok(BufferLayout::Default),
            (_, Some(LayoutValue::Layout(l))) => Ok(BufferLayout::of((**l).clone(), shape)),
            _ => located(
                r,
                format!(
                    "layout must be None, \"default\", a T.TileLayout or a T.ComposeLayout, got {}",
                    v.kind_name()
                ),
            ),
        }
    }

    /// `B.local(*shape, layout=None)`: the per-thread storage of a buffer
    /// whose layout has thread axes (TVM's `Buffer.local`).
    pub(crate) fn buffer_local(
        &mut self,
        b: &Buffer,
        mut a: Args,
        hint: Option<&str>,
    ) -> RResult<Value> {
        let range = a.range;
        let shape_args = a.rest(0);
        let layout_arg = a.kwarg("layout");
        a.finish()?;
        let node = b.node();
        let parent = node.layout.resolve(&node.shape);
        let storage = match parent.as_ref() {
            None => {
                return located(
                    range,
                    "Buffer.local needs a parent layout (the buffer has layout=None)",
                );
            }
            Some(Layout::Tile(t)) => t.storage(),
            Some(Layout::Compose { .. }) => {
                return located(range, "Buffer.local of a compose layout is not supported");
            }
        };
        let explicit = match &layout_arg {
            Some((Value::None, _)) | None => None,
            Some((v, r)) => Some((v.clone(), *r)),
        };
        let mut shape = Vec::with_capacity(shape_args.len());
        for (v, r) in &shape_args {
            shape.push(self.to_expr(v, *r)?);
        }
        let extent = |x: Option<i64>| {
            x.ok_or_else(|| "Buffer.local: the storage extent is not a constant".to_string())
                .at(range)
        };
        if shape.is_empty() {
            let n = if explicit.is_none() {
                extent(storage.span())?
            } else {
                extent(storage.size())?
            };
            shape.push(Expr::i32(n));
        } else if explicit.is_none() {
            let span = extent(storage.span())?;
            let total = shape
                .iter()
                .try_fold(1i64, |acc, e| acc.checked_mul(e.as_int()?));
            if total != Some(span) {
                return located(
                    range,
                    format!(
                        "local view shape has {} elements, but the buffer has physical storage span {span} per thread",
                        total.map_or("a symbolic number of".to_string(), |t| t.to_string())
                    ),
                );
            }
        }
        let layout = match explicit {
            None => BufferLayout::Default,
            Some((v, r)) => self.buffer_layout(&v, &shape, r)?,
        };
        let view = b.derive(|n| {
            n.name = hint.unwrap_or("buffer").to_string();
            n.shape = shape;
            n.layout = layout;
        });
        self.emitted.push(Stmt::decl(&view, Expr::buffer_data(b)));
        Ok(Value::Buffer(view))
    }

    /// `A.permute(*dims)`: the same storage with its dimensions reordered
    /// (TVM's `Buffer.permute`, for a tile layout with one shard iterator
    /// per dimension).
    pub(crate) fn buffer_permute(
        &mut self,
        b: &Buffer,
        mut a: Args,
        hint: Option<&str>,
    ) -> RResult<Value> {
        let range = a.range;
        let dims_args = a.rest(0);
        a.finish()?;
        let node = b.node();
        let rank = node.shape.len();
        let mut dims = Vec::with_capacity(dims_args.len());
        for (v, r) in &dims_args {
            let d = self.to_int(v, *r, "dimension")?;
            match usize::try_from(d) {
                Ok(d) if d < rank && !dims.contains(&d) => dims.push(d),
                _ => {
                    return located(
                        *r,
                        format!("invalid dimension {d} for a rank-{rank} buffer"),
                    );
                }
            }
        }
        if dims.len() != rank {
            return located(range, format!("permute needs {rank} dimensions"));
        }
        let tile = match node.layout.resolve(&node.shape) {
            Some(Layout::Tile(t)) => t,
            None => {
                return located(
                    range,
                    "Buffer.permute needs a layout (the buffer has layout=None)",
                );
            }
            Some(Layout::Compose { .. }) => {
                return located(range, "Buffer.permute of a compose layout is not supported");
            }
        };
        let Some(seps) = shard_groups(&tile, &node.shape) else {
            return located(
                range,
                "Buffer.permute needs the layout's shard iterators to group into the buffer's dimensions without splitting one",
            );
        };
        let shape: Vec<Expr> = dims.iter().map(|&d| node.shape[d].clone()).collect();
        // TVM's `permute_by_groups`: the groups of shard iterators move with
        // their dimensions.
        let layout = Layout::Tile(TileLayout {
            shard: dims
                .iter()
                .flat_map(|&d| tile.shard[seps[d]..seps[d + 1]].iter().cloned())
                .collect(),
            replica: tile.replica.clone(),
            offset: tile.offset.clone(),
        });
        let layout = BufferLayout::of(layout, &shape);
        let view = b.derive(|n| {
            n.name = hint.unwrap_or("buffer").to_string();
            n.shape = shape;
            n.layout = layout;
        });
        self.emitted.push(Stmt::decl(&view, Expr::buffer_data(b)));
        Ok(Value::Buffer(view))
    }
}

/// Boundaries of the runs of `tile`'s shard iterators that make up each
/// dimension of `shape` (TVM's `TileLayout.group`, where no iterator needs
/// splitting): `seps[d]..seps[d + 1]` are dimension `d`'s iterators, whose
/// extents multiply to it. A single iterator matches any extent equal to
/// the dimension; a run of several needs constant extents.
fn shard_groups(tile: &TileLayout, shape: &[Expr]) -> Option<Vec<usize>> {
    let mut seps = vec![0];
    let mut at = 0;
    for dim in shape {
        let first = tile.shard.get(at)?;
        if first.extent == *dim {
            at += 1;
        } else {
            let want = dim.as_int()?;
            let mut product = 1i64;
            while product < want {
                product = product.checked_mul(tile.shard.get(at)?.extent.as_int()?)?;
                at += 1;
            }
            if product != want {
                return None;
            }
        }
        seps.push(at);
    }
    (at == tile.shard.len()).then_some(seps)
}

/// The layout value behind `v`, if any.
fn layout_of(v: &Value) -> Option<&LayoutValue> {
    match v {
        Value::Layout(l) => Some(l),
        _ => None,
    }
}

/// The `(axis, value)` terms of an offset-like value (TVM's `_to_offset_expr`).
fn offset_terms(v: &Value) -> Vec<(String, Value)> {
    match layout_of(v) {
        Some(LayoutValue::Offset(t)) => t.clone(),
        Some(LayoutValue::OnAxis(x, a)) => vec![(a.clone(), (**x).clone())],
        _ => vec![("m".to_string(), v.clone())],
    }
}

/// `Axis.<name>`.
pub(crate) fn axis(name: &str) -> Value {
    lv(LayoutValue::Axis(name.to_string()))
}

/// The axes `Axis.<name>` names in TVM 0.27 (`tvm.tirx.layout._AXIS_NAMES`);
/// other axes are named by strings (`T.S[8:"a"]`).
const AXIS_NAMES: &[&str] = &[
    "bx",
    "by",
    "bz",
    "cbx",
    "cby",
    "cbz",
    "tx",
    "warpid",
    "laneid",
    "wgid",
    "tid_in_wg",
    "wid_in_wg",
    "m",
    "P",
    "F",
    "Bank",
    "TCol",
    "TLane",
];

/// `Axis.<name>`: one of TVM's registered axes.
pub(crate) fn axis_attr(name: &str, range: TextRange) -> RResult<Value> {
    if AXIS_NAMES.contains(&name) {
        Ok(axis(name))
    } else {
        located(
            range,
            format!(
                "type object 'Axis' has no attribute '{name}' (known: {})",
                AXIS_NAMES.join(", ")
            ),
        )
    }
}
