//! The `T.xxx` functions: dtype constructors, buffer builders, thread and
//! attribute frames, loop iterators and the builtin ops, each building what
//! TVM 0.27's IR builder builds.

use ruff_text_size::TextRange;

use super::Reader;
use super::error::{At, RResult, located};
use super::eval::{Args, check_index_count, void_pointer};
use super::fold::{abs, isinf, isnan, limit_value, loop_extent, pow, rounding};
use super::ops::{self, Num};
use super::value::{Frame, Value, dtype_ctor};
use crate::ir::{
    AttrNode, AttrValue, Attrs, BinOp, Buffer, BufferNode, CmpOp, DEFAULT_ALIGN, DataType, Expr,
    ExprKind, ForKind, IterKind, IterVar, Param, Scope, Stmt, Target, Type, Var,
};

/// One loop of a `for` iterator (`range`, `T.serial`, `T.grid`, ...).
#[derive(Clone, Debug)]
pub(crate) struct LoopSpec {
    pub min: Expr,
    pub extent: Expr,
    pub kind: ForKind,
    pub thread: Option<String>,
    pub annotations: Attrs,
}

/// Unary math ops TVM builds as `call_intrin(x.ty, op, x)`.
const UNARY_INTRINSICS: &[&str] = &[
    "exp", "exp2", "exp10", "log", "log2", "log10", "log1p", "sqrt", "rsqrt", "sin", "cos", "tan",
    "sinh", "cosh", "tanh", "asin", "acos", "atan", "asinh", "acosh", "atanh", "erf", "sigmoid",
    "popcount",
];

/// Binary math ops TVM builds as `call_intrin(x.ty, op, x, y)`.
const BINARY_INTRINSICS: &[&str] = &["fmod", "atan2", "nextafter", "hypot", "copysign", "ldexp"];

/// Parsed buffer-constructor arguments.
pub(super) struct BufferArgs {
    shape: Vec<Expr>,
    dtype: DataType,
    pub(super) data: Option<(Value, TextRange)>,
    strides: Vec<Expr>,
    elem_offset: Option<Expr>,
    scope: String,
    align: i64,
    offset_factor: i64,
}

impl Reader<'_> {
    pub(crate) fn call_builtin(
        &mut self,
        name: &str,
        a: Args,
        hint: Option<&str>,
    ) -> RResult<Value> {
        let mut a = match self.sblock_call(name, a, hint) {
            Ok(v) => return v,
            Err(a) => a,
        };
        let range = a.range;
        if let Some(t) = dtype_ctor(name) {
            return self.dtype_ctor_call(t, a, hint);
        }
        if UNARY_INTRINSICS.contains(&name) {
            let (x, xr) = a.req(0, "x")?;
            a.finish()?;
            let x = self.to_expr(&x, xr)?;
            return Ok(Value::Expr(Expr::call(x.ty().clone(), name, vec![x])));
        }
        if name == "clz" {
            // TVM's `clz` counts into an `int32` whatever the operand's width.
            let (x, xr) = a.req(0, "x")?;
            a.finish()?;
            let x = self.to_expr(&x, xr)?;
            return Ok(Value::Expr(Expr::call(DataType::i32(), name, vec![x])));
        }
        if BINARY_INTRINSICS.contains(&name) {
            let (x, xr) = a.req(0, "x")?;
            let (y, yr) = a.req(1, "y")?;
            a.finish()?;
            let x = self.to_expr(&x, xr)?;
            let y = self.to_expr(&y, yr)?;
            return Ok(Value::Expr(Expr::call(x.ty().clone(), name, vec![x, y])));
        }
        let v = match name {
            "handle" | "ptr" | "buffer_var" => {
                let dtype = match a.opt(0, "dtype") {
                    Some((v, r)) => Some(self.to_dtype(&v, r)?),
                    None => None,
                };
                let scope = match a.opt(1, "storage_scope") {
                    Some((v, r)) => self.to_string(&v, r, "storage_scope")?,
                    None => "global".to_string(),
                };
                a.finish()?;
                let ty = handle_type(dtype, &scope);
                Value::Expr(Var::new(hint.unwrap_or("handle"), ty).to_expr())
            }
            "Buffer" | "buffer" => {
                let spec = self.buffer_args(&mut a, None)?;
                a.finish()?;
                if let Some((_, r)) = &spec.data {
                    return located(
                        *r,
                        "a bare T.Buffer cannot bind data; use T.decl_buffer(..., data=...) instead",
                    );
                }
                let b = make_buffer(hint.unwrap_or("buffer"), spec);
                if self.sig.is_none() {
                    self.undeclared.push(b.id());
                }
                Value::Buffer(b)
            }
            "alloc_buffer" | "alloc_shared" | "alloc_local" | "decl_buffer" => {
                let forced_scope = match name {
                    "alloc_shared" => Some("shared"),
                    "alloc_local" => Some("local"),
                    _ => None,
                };
                let mut spec = self.buffer_args(&mut a, forced_scope)?;
                let mut annotations = Attrs::new();
                if name != "decl_buffer"
                    && let Some((v, r)) = a.opt(11, "annotations")
                {
                    annotations = self.alloc_annotations(&v, r)?;
                }
                if let Some((v, r)) = a.opt(10, "allocated_addr") {
                    let _ = v;
                    return located(r, "allocated_addr is not supported");
                }
                a.finish()?;
                let data = spec.data.take();
                if name != "decl_buffer"
                    && let Some((_, r)) = &data
                {
                    return located(*r, "T.alloc_buffer does not take data=; use T.decl_buffer");
                }
                let buffer = self.declared_buffer(hint, spec);
                match data {
                    None => self
                        .emitted
                        .push(Stmt::new(crate::ir::StmtKind::AllocBuffer {
                            buffer: buffer.clone(),
                            annotations,
                        })),
                    Some((d, r)) => {
                        let d = self.to_expr(&d, r)?;
                        if !d.ty().is_handle_like() {
                            return located(r, format!("data must be a pointer, got {}", d.ty()));
                        }
                        self.emitted.push(Stmt::decl(&buffer, d));
                    }
                }
                Value::Buffer(buffer)
            }
            "alloc_scalar" | "shared_scalar" | "local_scalar" | "decl_scalar" => {
                let dtype = match a.opt(0, "dtype") {
                    Some((v, r)) => buffer_dtype(self.to_dtype(&v, r)?, r)?,
                    None => DataType::f32(),
                };
                let (data, scope_idx) = if name == "decl_scalar" {
                    (Some(a.req(1, "data")?), 2)
                } else {
                    (None, 1)
                };
                let scope = match name {
                    "shared_scalar" => "shared".to_string(),
                    "local_scalar" => "local".to_string(),
                    _ => match a.opt(scope_idx, "scope") {
                        Some((v, r)) => self.to_string(&v, r, "scope")?,
                        None => "global".to_string(),
                    },
                };
                let mut elem_offset = None;
                if name == "decl_scalar" {
                    if let Some((v, r)) = a.opt(3, "elem_offset") {
                        elem_offset = Some(self.to_expr(&v, r)?);
                    }
                    if let Some((v, r)) = a.opt(4, "byte_offset") {
                        let b = self.to_int(&v, r, "byte_offset")?;
                        elem_offset = Some(ops::int_literal(b * 8 / dtype.bits as i128).at(r)?);
                    }
                }
                a.finish()?;
                let spec = BufferArgs {
                    shape: vec![Expr::i32(1)],
                    dtype,
                    data: None,
                    strides: Vec::new(),
                    elem_offset,
                    scope,
                    align: 0,
                    offset_factor: 0,
                };
                let buffer = make_buffer(hint.unwrap_or("scalar"), spec);
                match data {
                    None => self.emitted.push(Stmt::alloc(&buffer)),
                    Some((d, r)) => {
                        let d = self.to_expr(&d, r)?;
                        if !d.ty().is_handle_like() {
                            return located(r, format!("data must be a pointer, got {}", d.ty()));
                        }
                        self.emitted.push(Stmt::decl(&buffer, d));
                    }
                }
                Value::Scalar(buffer)
            }
            "match_buffer" => {
                let (p, pr) = a.req(0, "param")?;
                let mut spec = self.buffer_args_from(&mut a, 1, None)?;
                a.finish()?;
                let var = match &p {
                    Value::Expr(e) => e.as_var().cloned(),
                    _ => None,
                };
                let Some(var) = var else {
                    return located(
                        pr,
                        "T.match_buffer needs a handle parameter of the function",
                    );
                };
                let pos = self
                    .func
                    .params
                    .iter()
                    .position(|q| matches!(q, Param::Var(v) if *v == var));
                let Some(pos) = pos else {
                    return located(
                        pr,
                        format!("'{}' is not a parameter of this function", var.name()),
                    );
                };
                if let Some((_, r)) = spec.data.take() {
                    return located(r, "T.match_buffer does not take data=");
                }
                let buffer = make_buffer(hint.unwrap_or(var.name()), spec);
                self.func.params[pos] = Param::Buffer(buffer.clone());
                Value::Buffer(buffer)
            }
            "launch_thread" => {
                let (t, tr) = a.req(0, "thread")?;
                let (ext, er) = a.req(1, "extent")?;
                a.finish()?;
                let extent = self.to_expr(&ext, er)?;
                let zero = ops::zero(extent.dtype()).at(er)?;
                let iv = match &t {
                    Value::Str(tag) => {
                        let vname = hint
                            .map(str::to_string)
                            .unwrap_or_else(|| tag.replace('.', "_"));
                        let var = Var::new(vname, extent.dtype());
                        IterVar::new(
                            var,
                            Some((zero, extent.clone())),
                            IterKind::ThreadIndex,
                            tag.as_str(),
                        )
                    }
                    Value::IterVar(env) => IterVar::new(
                        env.var().clone(),
                        Some((zero, extent.clone())),
                        IterKind::ThreadIndex,
                        env.thread_tag(),
                    ),
                    _ => {
                        return located(
                            tr,
                            "T.launch_thread needs a thread tag string or a T.env_thread variable",
                        );
                    }
                };
                let var = iv.var().clone();
                let key = if iv.thread_tag().starts_with("vthread") {
                    crate::ir::keys::VIRTUAL_THREAD
                } else {
                    crate::ir::keys::THREAD_EXTENT
                };
                Value::Frame(Frame {
                    attrs: vec![(AttrNode::IterVar(iv), key.to_string(), extent)],
                    result: Some(Box::new(Value::Expr(var.to_expr()))),
                })
            }
            "env_thread" => {
                let (t, tr) = a.req(0, "thread_tag")?;
                let dtype = match a.opt(1, "dtype") {
                    Some((v, r)) => self.to_dtype(&v, r)?,
                    None => DataType::i32(),
                };
                a.finish()?;
                let tag = self.to_string(&t, tr, "thread tag")?;
                let var = Var::new(hint.unwrap_or(&tag.replace('.', "_")), dtype);
                Value::IterVar(IterVar::new(var, None, IterKind::ThreadIndex, tag))
            }
            "attr" => {
                let (n, nr) = a.req(0, "node_or_dict")?;
                let key = a.opt(1, "attr_key");
                let val = a.opt(2, "value");
                a.finish()?;
                if let Value::Dict(items) = &n {
                    let mut attrs = Vec::with_capacity(items.len());
                    for (k, v) in items {
                        let key = self.to_string(k, nr, "attribute key")?;
                        let value = self.to_expr(v, nr)?;
                        attrs.push((AttrNode::zero(), key, value));
                    }
                    if attrs.is_empty() {
                        return located(nr, "T.attr needs at least one attribute");
                    }
                    Value::Frame(Frame {
                        attrs,
                        result: None,
                    })
                } else {
                    let (Some((k, kr)), Some((v, vr))) = (key, val) else {
                        return located(
                            range,
                            "T.attr(node, attr_key, value) requires all three arguments",
                        );
                    };
                    let key = self.to_string(&k, kr, "attribute key")?;
                    let node = self.attr_node(&n, nr)?;
                    let value = self.to_expr(&v, vr)?;
                    Value::Frame(Frame {
                        attrs: vec![(node, key, value)],
                        result: None,
                    })
                }
            }
            "func_attr" => {
                let (d, dr) = a.req(0, "attrs")?;
                a.finish()?;
                let Value::Dict(items) = d else {
                    return located(dr, "T.func_attr needs a dict");
                };
                for (k, v) in &items {
                    let key = self.to_string(k, dr, "attribute key")?;
                    if key == crate::ir::keys::GLOBAL_SYMBOL && self.func.private {
                        return located(
                            dr,
                            "a private function may not have a global_symbol attribute",
                        );
                    }
                    if self.func.attrs.contains_key(&key) {
                        return located(dr, format!("duplicate function attribute \"{key}\""));
                    }
                    let value = self.attr_value(v, dr)?;
                    self.func.attrs.insert(key, value);
                }
                Value::None
            }
            "evaluate" => {
                let (v, vr) = a.req(0, "value")?;
                a.finish()?;
                let e = self.to_expr(&v, vr)?;
                self.emitted.push(Stmt::evaluate(e));
                Value::None
            }
            "bind" | "Bind" => {
                let (v, vr) = a.req(0, "value")?;
                let ann = a.opt(1, "type_annotation");
                if let Some((_, r)) = a.kwarg("var") {
                    return located(r, "T.bind(var=...) is not supported");
                }
                a.finish()?;
                let value = self.to_expr(&v, vr)?;
                let ty = match ann {
                    Some((t, tr)) => {
                        let ty = self.to_type(&t, tr)?;
                        check_bind_type(&ty, &value, tr)?;
                        ty
                    }
                    None => value.ty().clone(),
                };
                let var = Var::new(hint.unwrap_or("v"), ty);
                self.emitted.push(Stmt::bind(&var, value));
                Value::Expr(var.to_expr())
            }
            "serial" | "parallel" | "vectorized" | "unroll" | "thread_binding" => {
                let kind = match name {
                    "serial" => ForKind::Serial,
                    "parallel" => ForKind::Parallel,
                    "vectorized" => ForKind::Vectorized,
                    "unroll" => ForKind::Unrolled,
                    _ => ForKind::ThreadBinding,
                };
                let (start, sr) = a.req(0, "start")?;
                let stop = a.opt(1, "stop");
                let thread = if kind == ForKind::ThreadBinding {
                    let Some((t, tr)) = a.get(2, "thread") else {
                        return located(range, "T.thread_binding needs thread=\"...\"");
                    };
                    Some(self.to_string(&t, tr, "thread")?)
                } else {
                    None
                };
                let ann_idx = if kind == ForKind::ThreadBinding { 3 } else { 2 };
                let mut annotations = match a.opt(ann_idx, "annotations") {
                    Some((v, r)) => self.attr_map(&v, r)?,
                    None => Attrs::new(),
                };
                if kind != ForKind::ThreadBinding {
                    if let Some((_, r)) = a.kwarg("step").filter(|(v, _)| !matches!(v, Value::None))
                    {
                        return located(r, "loop steps are not supported");
                    }
                    if let Some((v, r)) =
                        a.kwarg("unroll").filter(|(v, _)| !matches!(v, Value::None))
                    {
                        match v {
                            Value::Bool(true) => {
                                annotations.insert("pragma_unroll".into(), AttrValue::Bool(true));
                            }
                            Value::Bool(false) => {
                                annotations.insert("disable_unroll".into(), AttrValue::Bool(true));
                            }
                            Value::Int(n) if n >= 1 => {
                                annotations
                                    .insert("pragma_unroll".into(), AttrValue::Int(n as i64));
                            }
                            _ => return located(r, "unroll must be a bool or a positive integer"),
                        }
                    }
                    if let Some((_, r)) =
                        a.kwarg("dtype").filter(|(v, _)| !matches!(v, Value::None))
                    {
                        return located(r, "loop dtype= is not supported");
                    }
                }
                a.finish()?;
                let (min, extent) = match stop {
                    None => {
                        let ext = self.to_expr(&start, sr)?;
                        (ops::zero(ext.dtype()).at(sr)?, ext)
                    }
                    Some((stop, tr)) => {
                        let s = self.to_expr(&start, sr)?;
                        let e = self.to_expr(&stop, tr)?;
                        let ext = loop_extent(&s, &e).at(tr)?;
                        (s, ext)
                    }
                };
                let spec = self.loop_spec(min, extent, kind, thread, annotations, range)?;
                Value::Loops(vec![spec])
            }
            "grid" => {
                let extents = a.rest(0);
                if let Some((_, r)) = a.kwarg("dtype").filter(|(v, _)| !matches!(v, Value::None)) {
                    return located(r, "T.grid(dtype=...) is not supported");
                }
                a.finish()?;
                if extents.is_empty() {
                    return located(range, "T.grid needs at least one extent");
                }
                let mut loops = Vec::with_capacity(extents.len());
                for (v, r) in extents {
                    let (min, ext) = match &v {
                        Value::Tuple(p) if p.len() == 2 => {
                            (self.to_expr(&p[0], r)?, self.to_expr(&p[1], r)?)
                        }
                        _ => {
                            let e = self.to_expr(&v, r)?;
                            (ops::zero(e.dtype()).at(r)?, e)
                        }
                    };
                    loops.push(self.loop_spec(min, ext, ForKind::Serial, None, Attrs::new(), r)?);
                }
                Value::Loops(loops)
            }
            "target" => {
                let (cfg, cr) = a.req(0, "target_config")?;
                let host = a.opt(1, "host");
                a.finish()?;
                let mut t = self.target_from(&cfg, cr)?;
                if let Some((h, hr)) = host {
                    if t.host().is_some() {
                        return located(hr, "T.target got a host both in the config and as host=");
                    }
                    let h = self.target_from(&h, hr)?;
                    t = Target::with_host(t, h);
                }
                Value::Target(t)
            }
            "Cast" => {
                let (d, dr) = a.req(0, "dtype")?;
                let (v, vr) = a.req(1, "value")?;
                a.finish()?;
                let t = self.to_dtype(&d, dr)?;
                let e = self.to_expr(&v, vr)?;
                if e.ty().is_handle_like() {
                    return located(vr, "cannot cast a pointer");
                }
                Value::Expr(Expr::new(t, ExprKind::Cast(e)))
            }
            "reinterpret" => {
                let (d, dr) = a.req(0, "dtype")?;
                let (v, vr) = a.req(1, "value")?;
                a.finish()?;
                let ty = self.to_type(&d, dr)?;
                let e = self.to_expr(&v, vr)?;
                Value::Expr(reinterpret(ty, e).at(range)?)
            }
            "Select" => {
                let (c, cr) = a.req(0, "condition")?;
                let (t, tr) = a.req(1, "true_value")?;
                let (f, fr) = a.req(2, "false_value")?;
                a.finish()?;
                let c = self.to_expr(&c, cr)?;
                let t = self.to_expr(&t, tr)?;
                let f = self.to_expr(&f, fr)?;
                if !c.dtype().element_of().is_bool() {
                    return located(
                        cr,
                        format!("T.Select condition must be bool, got {}", c.dtype()),
                    );
                }
                if t.ty() != f.ty() {
                    return located(
                        range,
                        format!("T.Select branches differ in type: {} vs {}", t.ty(), f.ty()),
                    );
                }
                Value::Expr(Expr::select(&c, &t, &f))
            }
            "if_then_else" => {
                let (c, cr) = a.req(0, "cond")?;
                let (t, tr) = a.req(1, "t")?;
                let (f, fr) = a.req(2, "f")?;
                a.finish()?;
                let c = self.to_expr(&c, cr)?;
                if c.dtype() != DataType::bool() {
                    return located(cr, "if_then_else only accepts a boolean condition");
                }
                let t = self.to_expr(&t, tr)?;
                let f = self.to_expr(&f, fr)?;
                let (t, f) = ops::match_types(&t, &f).at(range)?;
                Value::Expr(match c.as_int() {
                    Some(0) => f,
                    Some(_) => t,
                    None => Expr::call(t.ty().clone(), "if_then_else", vec![c, t, f]),
                })
            }
            "likely" => {
                let (c, cr) = a.req(0, "cond")?;
                a.finish()?;
                let c = self.to_expr(&c, cr)?;
                Value::Expr(if c.as_int().is_some() {
                    c
                } else {
                    Expr::call(c.ty().clone(), "likely", vec![c])
                })
            }
            "Broadcast" | "broadcast" => {
                let (v, vr) = a.req(0, "value")?;
                let (l, lr) = a.req(1, "lanes")?;
                a.finish()?;
                let v = self.to_expr(&v, vr)?;
                let lanes = self.lanes(&l, lr)?;
                if v.dtype().lanes != 1 {
                    return located(vr, "T.Broadcast needs a scalar value");
                }
                Value::Expr(Expr::broadcast(&v, lanes))
            }
            "Ramp" | "ramp" => {
                let (b, br) = a.req(0, "base")?;
                let (s, sr) = a.req(1, "stride")?;
                let (l, lr) = a.req(2, "lanes")?;
                a.finish()?;
                let base = self.to_expr(&b, br)?;
                let stride = match &s {
                    Value::Int(i) => ops::make_const(base.dtype(), Num::Int(*i)).at(sr)?,
                    other => self.to_expr(other, sr)?,
                };
                let lanes = self.lanes(&l, lr)?;
                if base.dtype() != stride.dtype() || base.dtype().lanes != 1 {
                    return located(
                        range,
                        format!(
                            "T.Ramp base and stride must be scalars of one type, got {} and {}",
                            base.dtype(),
                            stride.dtype()
                        ),
                    );
                }
                Value::Expr(Expr::ramp(&base, &stride, lanes))
            }
            "Let" => {
                let (body, br) = a.req(0, "expr")?;
                let (w, wr) = a.req(1, "where")?;
                a.finish()?;
                let body = self.to_expr(&body, br)?;
                let Value::Dict(items) = w else {
                    return located(wr, "T.Let needs where={var: value}");
                };
                if items.len() != 1 {
                    return located(wr, "T.Let needs exactly one binding");
                }
                let var = match &items[0].0 {
                    Value::Expr(e) => e.as_var().cloned(),
                    _ => None,
                };
                let Some(var) = var else {
                    return located(wr, "T.Let binds a variable");
                };
                let value = self.to_expr(&items[0].1, wr)?;
                Value::Expr(Expr::let_(&var, &value, &body))
            }
            "min" | "max" | "floordiv" | "floormod" | "truncdiv" | "truncmod" | "ceildiv"
            | "indexdiv" | "indexmod" | "pow" => {
                let (x, xr) = a.req(0, "a")?;
                let (y, yr) = a.req(1, "b")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                let y = self.to_expr(&y, yr)?;
                let r = match name {
                    "min" => ops::binary(BinOp::Min, &x, &y),
                    "max" => ops::binary(BinOp::Max, &x, &y),
                    "floordiv" | "indexdiv" => ops::binary(BinOp::FloorDiv, &x, &y),
                    "floormod" | "indexmod" => ops::binary(BinOp::FloorMod, &x, &y),
                    "truncdiv" => ops::truncdiv(&x, &y),
                    "truncmod" => ops::binary(BinOp::Mod, &x, &y),
                    "ceildiv" => ops::ceildiv(&x, &y),
                    _ => pow(&x, &y),
                };
                Value::Expr(r.at(range)?)
            }
            "shift_left" | "shift_right" | "bitwise_and" | "bitwise_or" | "bitwise_xor" => {
                let (x, xr) = a.req(0, "x")?;
                let (y, _) = a.req(1, "y")?;
                a.finish()?;
                let (x, y) = self.bit_operands(&x, &y, xr)?;
                Value::Expr(ops::bit_op(name, &x, &y).at(range)?)
            }
            "bitwise_not" => {
                let (x, xr) = a.req(0, "x")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                Value::Expr(ops::bitwise_not(&x).at(range)?)
            }
            "abs" | "fabs" => {
                let (x, xr) = a.req(0, "x")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                Value::Expr(abs(&x).at(range)?)
            }
            "floor" | "ceil" | "round" | "trunc" | "nearbyint" => {
                let (x, xr) = a.req(0, "x")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                Value::Expr(rounding(name, &x))
            }
            "isnan" | "isinf" | "isfinite" => {
                let (x, xr) = a.req(0, "x")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                let r = match name {
                    "isnan" => isnan(&x),
                    "isinf" => isinf(&x),
                    _ => isinf(&x).and_then(|i| {
                        let ni = ops::logical_not(&i)?;
                        let nn = ops::logical_not(&isnan(&x)?)?;
                        ops::logical_and(&ni, &nn)
                    }),
                };
                Value::Expr(r.at(range)?)
            }
            "isnullptr" => {
                let (x, xr) = a.req(0, "x")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                Value::Expr(Expr::call(DataType::bool(), "isnullptr", vec![x]))
            }
            "call_extern" | "call_pure_extern" => {
                let mut all = Vec::new();
                if let Some((d, dr)) = a.kwarg("dtype") {
                    all.push((d, dr));
                }
                all.extend(a.rest(0));
                a.finish()?;
                if all.len() < 2 {
                    return located(range, format!("T.{name} needs a dtype and a function name"));
                }
                let ty = self.to_type(&all[0].0, all[0].1)?;
                let fname = self.to_string(&all[1].0, all[1].1, "function name")?;
                let mut args = vec![Expr::str(&fname)];
                for (v, r) in &all[2..] {
                    args.push(self.call_arg(v, *r)?);
                }
                Value::Expr(Expr::call(ty, name, args))
            }
            "call_packed"
            | "tvm_call_packed"
            | "call_cpacked"
            | "tvm_call_cpacked"
            | "call_packed_lowered"
            | "tvm_call_packed_lowered"
            | "call_cpacked_lowered"
            | "tvm_call_cpacked_lowered" => {
                let _ = a.kwarg("dtype");
                let rest = a.rest(0);
                a.finish()?;
                let mut args = Vec::with_capacity(rest.len());
                for (v, r) in &rest {
                    args.push(self.call_arg(v, *r)?);
                }
                let op = name.strip_prefix("tvm_").unwrap_or(name);
                Value::Expr(Expr::call(DataType::i32(), op, args))
            }
            "call_ffi_kernel" => {
                let rest = a.rest(0);
                let Some((lp, lr)) = a.kwarg("launch_params") else {
                    return located(range, "T.call_ffi_kernel needs launch_params=[...]");
                };
                let ret = match a.kwarg("ret_ty") {
                    Some((v, r)) => self.to_type(&v, r)?,
                    None => Type::Prim(DataType::i32()),
                };
                a.finish()?;
                let mut args = Vec::with_capacity(rest.len());
                for (v, r) in &rest {
                    args.push(self.call_arg(v, *r)?);
                }
                let Some(items) = lp.as_seq() else {
                    return located(lr, "launch_params must be a list of strings");
                };
                let mut params = Vec::with_capacity(items.len());
                for p in items {
                    params.push(AttrValue::Str(self.to_string(p, lr, "launch parameter")?));
                }
                Value::Expr(Expr::new(
                    ret,
                    ExprKind::Call {
                        op: crate::ir::CallOp::builtin("call_ffi_kernel"),
                        args,
                        attrs: vec![("launch_params".to_string(), AttrValue::Array(params))],
                    },
                ))
            }
            "call_intrin" => {
                let (d, dr) = a.req(0, "dtype")?;
                let (f, fr) = a.req(1, "func_name")?;
                let rest = a.rest(2);
                a.finish()?;
                let ty = self.to_type(&d, dr)?;
                let fname = self.to_string(&f, fr, "intrinsic name")?;
                let op = fname
                    .strip_prefix("tirx.")
                    .or_else(|| fname.strip_prefix("tir."))
                    .unwrap_or(&fname);
                let mut args = Vec::with_capacity(rest.len());
                for (v, r) in &rest {
                    args.push(self.call_arg(v, *r)?);
                }
                Value::Expr(Expr::call(ty, op, args))
            }
            "type_annotation" => {
                let (d, dr) = a.req(0, "dtype")?;
                a.finish()?;
                let t = self.to_type(&d, dr)?;
                Value::Expr(Expr::call(t, "type_annotation", vec![]))
            }
            "tvm_access_ptr" => {
                let (p, pr) = a.req(0, "ptype")?;
                let (d, dr) = a.req(1, "data")?;
                let (o, or) = a.req(2, "offset")?;
                let (e, er) = a.req(3, "extent")?;
                let (m, mr) = a.req(4, "rw_mask")?;
                a.finish()?;
                let ptype = match &p {
                    Value::Str(_) | Value::Builtin(_) => {
                        let t = self.to_type(&p, pr)?;
                        Expr::call(t, "type_annotation", vec![])
                    }
                    other => self.to_expr(other, pr)?,
                };
                let data = self.to_expr(&d, dr)?;
                let scope = match data.ty() {
                    Type::Pointer { scope, .. } => scope.clone(),
                    _ => Scope::global(),
                };
                let ty = Type::Pointer {
                    elem: ptype.dtype(),
                    scope,
                };
                let args = vec![
                    ptype,
                    data,
                    self.call_arg(&o, or)?,
                    self.call_arg(&e, er)?,
                    self.call_arg(&m, mr)?,
                ];
                Value::Expr(Expr::call(ty, "tvm_access_ptr", args))
            }
            "address_of" => {
                let (o, or) = a.req(0, "obj")?;
                a.finish()?;
                match &o {
                    Value::Buffer(b) => {
                        let idx = vec![Expr::i32(0); b.shape().len()];
                        check_index_count(b, &idx, or)?;
                        let load = Expr::load(b, idx);
                        Value::Expr(Expr::call(b.data_type(), "address_of", vec![load]))
                    }
                    other => {
                        let e = self.to_expr(other, or)?;
                        let ty = match e.kind() {
                            ExprKind::Load { buffer, .. } => buffer.data_type(),
                            ExprKind::Var(v) => match v.ty() {
                                Type::Prim(t) => Type::pointer(*t, "global"),
                                _ => return located(or, "address_of needs a scalar variable"),
                            },
                            _ => {
                                return located(
                                    or,
                                    "address_of needs a buffer element or a variable",
                                );
                            }
                        };
                        Value::Expr(Expr::call(ty, "address_of", vec![e]))
                    }
                }
            }
            "tvm_struct_get" => {
                let (arr, ar) = a.req(0, "arr")?;
                let (i, ir) = a.req(1, "index")?;
                let (f, fr) = a.req(2, "field")?;
                let (d, dr) = a.req(3, "dtype")?;
                a.finish()?;
                let ty = self.to_type(&d, dr)?;
                let args = vec![
                    self.call_arg(&arr, ar)?,
                    self.call_arg(&i, ir)?,
                    self.call_arg(&f, fr)?,
                ];
                Value::Expr(Expr::call(ty, "tvm_struct_get", args))
            }
            "tvm_struct_set" => {
                let (arr, ar) = a.req(0, "arr")?;
                let (i, ir) = a.req(1, "index")?;
                let (f, fr) = a.req(2, "field")?;
                let (v, vr) = a.req(3, "value")?;
                a.finish()?;
                let args = vec![
                    self.call_arg(&arr, ar)?,
                    self.call_arg(&i, ir)?,
                    self.call_arg(&f, fr)?,
                    self.call_arg(&v, vr)?,
                ];
                Value::Expr(Expr::call(DataType::i32(), "tvm_struct_set", args))
            }
            "handle_add_byte_offset" => {
                let (h, hr) = a.req(0, "handle")?;
                let (o, or) = a.req(1, "offset")?;
                a.finish()?;
                let h = self.to_expr(&h, hr)?;
                let scope = match h.ty() {
                    Type::Pointer { scope, .. } => scope.clone(),
                    _ => Scope::global(),
                };
                let o = self.call_arg(&o, or)?;
                Value::Expr(Expr::call(
                    void_pointer(&scope),
                    "handle_add_byte_offset",
                    vec![h, o],
                ))
            }
            "tvm_storage_sync" => {
                let (s, sr) = a.req(0, "storage_scope")?;
                let is_load = a.opt(1, "is_load").unwrap_or((Value::Bool(false), range));
                let blocks = a.opt(2, "num_blocks").unwrap_or((Value::Int(-1), range));
                a.finish()?;
                let scope = self.to_string(&s, sr, "storage scope")?;
                let args = vec![
                    Expr::str(&scope),
                    self.call_arg(&is_load.0, is_load.1)?,
                    self.call_arg(&blocks.0, blocks.1)?,
                ];
                Value::Expr(Expr::call(Type::Void, "tvm_storage_sync", args))
            }
            "s_tir.cp_async_raw" => {
                let rest = a.rest(0);
                a.finish()?;
                if rest.len() != 6 {
                    return located(
                        range,
                        "T.s_tir.cp_async_raw takes (dtype, dst, dst_offset, src, src_offset, size)",
                    );
                }
                let t = self.to_dtype(&rest[0].0, rest[0].1)?;
                let mut args = Vec::with_capacity(5);
                for (v, r) in &rest[1..] {
                    args.push(self.call_arg(v, *r)?);
                }
                Value::Expr(Expr::call(t, "s_tir.cp_async_raw", args))
            }
            "tvm_thread_allreduce" | "tvm_throw_last_error" | "tvm_tuple" => {
                let rest = a.rest(0);
                a.finish()?;
                let mut args = Vec::with_capacity(rest.len());
                for (v, r) in &rest {
                    args.push(self.call_arg(v, *r)?);
                }
                Value::Expr(Expr::call(Type::Void, name, args))
            }
            "assume" => {
                let (c, cr) = a.req(0, "cond")?;
                a.finish()?;
                let c = self.to_expr(&c, cr)?;
                Value::Expr(Expr::call(DataType::bool(), "assume", vec![c]))
            }
            "undef" => {
                a.finish()?;
                Value::Expr(Expr::call(DataType::i32(), "undef", vec![]))
            }
            "q_multiply_shift" => {
                let rest = a.rest(0);
                a.finish()?;
                if rest.len() != 4 {
                    return located(range, "T.q_multiply_shift takes 4 arguments");
                }
                let mut args = Vec::with_capacity(4);
                for (v, r) in &rest {
                    args.push(self.call_arg(v, *r)?);
                }
                Value::Expr(Expr::call(DataType::i32(), "q_multiply_shift", args))
            }
            "tvm_stack_alloca" => {
                let (d, dr) = a.req(0, "dtype_str")?;
                let (n, nr) = a.req(1, "num")?;
                a.finish()?;
                let kind = self.to_string(&d, dr, "stack kind")?;
                let ty = match kind.as_str() {
                    "shape" => Type::pointer(DataType::i64(), "global"),
                    "arg_tcode" => Type::pointer(DataType::i32(), "global"),
                    _ => Type::Prim(DataType::handle()),
                };
                let args = vec![Expr::str(&kind), self.call_arg(&n, nr)?];
                Value::Expr(Expr::call(ty, "tvm_stack_alloca", args))
            }
            "max_value" | "min_value" | "infinity" => {
                let (d, dr) = a.req(0, "dtype")?;
                a.finish()?;
                let t = self.to_dtype(&d, dr)?;
                Value::Expr(limit_value(name, t).at(dr)?)
            }
            "break_loop" | "continue_loop" | "thread_return" => {
                a.finish()?;
                Value::Expr(Expr::call(Type::Void, name, vec![]))
            }
            "typing.TypeVar" => {
                let (n, nr) = a.req(0, "name")?;
                a.finish()?;
                Value::TypeVar(self.to_string(&n, nr, "TypeVar name")?)
            }
            "Add" | "Sub" | "Mul" | "Div" | "Mod" | "FloorDiv" | "FloorMod" | "Min" | "Max"
            | "EQ" | "NE" | "LT" | "LE" | "GT" | "GE" | "And" | "Or" => {
                let (x, xr) = a.req(0, "a")?;
                let (y, yr) = a.req(1, "b")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                let y = self.to_expr(&y, yr)?;
                let bin = match name {
                    "Add" => Some(BinOp::Add),
                    "Sub" => Some(BinOp::Sub),
                    "Mul" => Some(BinOp::Mul),
                    "Div" => Some(BinOp::Div),
                    "Mod" => Some(BinOp::Mod),
                    "FloorDiv" => Some(BinOp::FloorDiv),
                    "FloorMod" => Some(BinOp::FloorMod),
                    "Min" => Some(BinOp::Min),
                    "Max" => Some(BinOp::Max),
                    _ => None,
                };
                let e = if let Some(op) = bin {
                    if x.ty() != y.ty() {
                        return located(
                            range,
                            format!("T.{name} operands differ in type: {} vs {}", x.ty(), y.ty()),
                        );
                    }
                    Ok(Expr::new(x.ty().clone(), ExprKind::Binary(op, x, y)))
                } else {
                    match name {
                        "EQ" => ops::compare_node(CmpOp::Eq, &x, &y),
                        "NE" => ops::compare_node(CmpOp::Ne, &x, &y),
                        "LT" => ops::compare_node(CmpOp::Lt, &x, &y),
                        "LE" => ops::compare_node(CmpOp::Le, &x, &y),
                        "GT" => ops::compare_node(CmpOp::Gt, &x, &y),
                        "GE" => ops::compare_node(CmpOp::Ge, &x, &y),
                        "And" => ops::and_node(&x, &y),
                        _ => ops::or_node(&x, &y),
                    }
                };
                Value::Expr(e.at(range)?)
            }
            "LShift" | "RShift" | "BitwiseAnd" | "BitwiseOr" | "BitwiseXor" => {
                let (x, xr) = a.req(0, "a")?;
                let (y, yr) = a.req(1, "b")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                let y = self.to_expr(&y, yr)?;
                if x.ty() != y.ty() || !x.dtype().is_integer_like() {
                    return located(
                        range,
                        format!(
                            "T.{name} needs integer operands of one type, got {} and {}",
                            x.ty(),
                            y.ty()
                        ),
                    );
                }
                let op = match name {
                    "LShift" => "shift_left",
                    "RShift" => "shift_right",
                    "BitwiseAnd" => "bitwise_and",
                    "BitwiseOr" => "bitwise_or",
                    _ => "bitwise_xor",
                };
                Value::Expr(Expr::call(x.ty().clone(), op, vec![x, y]))
            }
            "BitwiseNot" => {
                let (x, xr) = a.req(0, "a")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                Value::Expr(ops::bitwise_not(&x).at(range)?)
            }
            "Not" => {
                let (x, xr) = a.req(0, "a")?;
                a.finish()?;
                let x = self.to_expr(&x, xr)?;
                Value::Expr(ops::not_node(&x).at(range)?)
            }
            "comm_reducer" => {
                return located(
                    range,
                    "T.comm_reducer must be called directly: T.comm_reducer(lambda x, y: ..., [identity])",
                );
            }
            "let" => {
                return located(
                    range,
                    "T.let is an annotation: write x: T.let[T.int32] = value",
                );
            }
            "prim_func" => return located(range, "T.prim_func is only valid as a decorator"),
            _ => return located(range, format!("unknown function T.{name}")),
        };
        Ok(v)
    }

    /// `T.int32(x)`, `T.float32(x)`, ...: a constant, a cast, or (without an
    /// argument) a new variable.
    fn dtype_ctor_call(&mut self, t: DataType, mut a: Args, hint: Option<&str>) -> RResult<Value> {
        let arg = a.opt(0, "expr");
        if let Some((_, r)) = a.kwarg("is_size_var") {
            return located(
                r,
                "is_size_var is not supported (SizeVar was removed in TVM 0.27)",
            );
        }
        a.finish()?;
        let Some((v, r)) = arg else {
            return Ok(Value::Expr(Var::new(hint.unwrap_or("v"), t).to_expr()));
        };
        let e = match &v {
            Value::Int(i) => ops::make_const(t, Num::Int(*i)),
            Value::Bool(b) => ops::make_const(t, Num::Int(*b as i128)),
            Value::Float(f) => ops::make_const(t, Num::Float(*f)),
            Value::Str(s) => match s.as_str() {
                "inf" => ops::make_const(t, Num::Float(f64::INFINITY)),
                "-inf" => ops::make_const(t, Num::Float(f64::NEG_INFINITY)),
                "nan" => ops::make_const(t, Num::Float(f64::NAN)),
                _ => Err(format!("cannot convert \"{s}\" to {t}")),
            },
            other => {
                let e = self.to_expr(other, r)?;
                ops::cast(t, &e)
            }
        };
        Ok(Value::Expr(e.at(r)?))
    }

    /// A call argument: Python values become constants (TVM's `convert`).
    pub(crate) fn call_arg(&self, v: &Value, r: TextRange) -> RResult<Expr> {
        self.to_expr(v, r)
    }

    fn lanes(&self, v: &Value, r: TextRange) -> RResult<u16> {
        let n = self.to_int(v, r, "lanes")?;
        match u16::try_from(n) {
            Ok(l) if l >= 1 => Ok(l),
            _ => located(r, format!("invalid number of lanes {n}")),
        }
    }

    /// The node of `T.attr(node, key, value)`.
    fn attr_node(&self, v: &Value, r: TextRange) -> RResult<AttrNode> {
        Ok(match v {
            Value::Buffer(b) => AttrNode::Buffer(b.clone()),
            Value::Target(t) => AttrNode::Target(t.clone()),
            Value::Reducer(r) => AttrNode::CommReducer(r.clone()),
            Value::IterVar(iv) => AttrNode::Expr(iv.var().to_expr()),
            other => AttrNode::Expr(self.to_expr(other, r)?),
        })
    }

    /// A function-attribute value (`T.func_attr`): Python values stay Python
    /// values (`True` is `AttrValue::Bool`), IR constants stay expressions.
    pub(crate) fn attr_value(&self, v: &Value, r: TextRange) -> RResult<AttrValue> {
        Ok(match v {
            Value::Bool(b) => AttrValue::Bool(*b),
            Value::Int(i) => AttrValue::Int(
                i64::try_from(*i)
                    .map_err(|_| "integer does not fit in int64".to_string())
                    .at(r)?,
            ),
            Value::Float(f) => AttrValue::Float(*f),
            Value::Str(s) => AttrValue::Str(s.clone()),
            Value::Tuple(items) | Value::List(items) => {
                let mut out = Vec::with_capacity(items.len());
                for x in items {
                    out.push(self.attr_value(x, r)?);
                }
                AttrValue::Array(out)
            }
            Value::Dict(_) => AttrValue::Map(self.attr_map(v, r)?),
            Value::Target(t) => AttrValue::Target(t.clone()),
            other => AttrValue::Expr(self.to_expr(other, r)?),
        })
    }

    /// A dict of attribute values with string keys.
    pub(crate) fn attr_map(&self, v: &Value, r: TextRange) -> RResult<Attrs> {
        let Value::Dict(items) = v else {
            return located(r, format!("expected a dict, got {}", v.kind_name()));
        };
        let mut out = Attrs::new();
        for (k, x) in items {
            let key = self.to_string(k, r, "dict key")?;
            out.insert(key, self.attr_value(x, r)?);
        }
        Ok(out)
    }

    /// `annotations=` of `T.alloc_buffer`: Python scalars become IR constants.
    fn alloc_annotations(&self, v: &Value, r: TextRange) -> RResult<Attrs> {
        let Value::Dict(items) = v else {
            return located(r, "annotations must be a dict");
        };
        let mut out = Attrs::new();
        for (k, x) in items {
            let key = self.to_string(k, r, "annotation key")?;
            let val = match x {
                Value::Bool(b) => AttrValue::Expr(Expr::bool(*b)),
                Value::Int(i) => {
                    AttrValue::Expr(ops::make_const(DataType::i32(), Num::Int(*i)).at(r)?)
                }
                Value::Float(f) => AttrValue::Expr(Expr::float(DataType::f32(), *f)),
                other => self.attr_value(other, r)?,
            };
            out.insert(key, val);
        }
        Ok(out)
    }

    /// A target from a string or a dict.
    fn target_from(&self, v: &Value, r: TextRange) -> RResult<Target> {
        match v {
            Value::Str(s) => Target::parse(s).map_err(|e| e.to_string()).at(r),
            Value::Dict(_) => {
                let m = self.attr_map(v, r)?;
                Target::from_map(&m).map_err(|e| e.to_string()).at(r)
            }
            Value::Target(t) => Ok(t.clone()),
            _ => located(
                r,
                format!("a target must be a string or a dict, got {}", v.kind_name()),
            ),
        }
    }

    /// Shape, dtype and options of a buffer constructor, positional from index 0.
    pub(super) fn buffer_args(
        &mut self,
        a: &mut Args,
        forced_scope: Option<&str>,
    ) -> RResult<BufferArgs> {
        self.buffer_args_from(a, 0, forced_scope)
    }

    /// Buffer constructor arguments starting at positional index `base`
    /// (`T.match_buffer` has its parameter first). The positional order is
    /// shape, dtype, data, strides, elem_offset, byte_offset, scope, align,
    /// offset_factor, layout (`T.match_buffer` has no byte_offset).
    pub(super) fn buffer_args_from(
        &mut self,
        a: &mut Args,
        base: usize,
        forced_scope: Option<&str>,
    ) -> RResult<BufferArgs> {
        let has_byte_offset = base == 0;
        let idx = |i: usize| -> usize {
            if !has_byte_offset && i >= 5 {
                base + i - 1
            } else {
                base + i
            }
        };
        let (shape_v, shape_r) = a.req(idx(0), "shape")?;
        let shape = self.shape(&shape_v, shape_r)?;
        let dtype = match a.opt(idx(1), "dtype") {
            Some((v, r)) => buffer_dtype(self.to_dtype(&v, r)?, r)?,
            None => DataType::f32(),
        };
        let data = a.opt(idx(2), "data");
        let strides = match a.opt(idx(3), "strides") {
            Some((v, r)) => {
                let Some(items) = v.as_seq() else {
                    return located(r, "strides must be a list or tuple");
                };
                let mut out = Vec::with_capacity(items.len());
                for s in items {
                    out.push(match s {
                        Value::Str(n) => Var::new(n.as_str(), DataType::i32()).to_expr(),
                        other => self.to_expr(other, r)?,
                    });
                }
                out
            }
            None => Vec::new(),
        };
        let mut elem_offset = match a.opt(idx(4), "elem_offset") {
            Some((v, r)) => Some(self.to_expr(&v, r)?),
            None => None,
        };
        if has_byte_offset && let Some((v, r)) = a.opt(5, "byte_offset") {
            if elem_offset.is_some() {
                return located(r, "elem_offset and byte_offset cannot both be given");
            }
            let bits = dtype.bits as i128;
            let e = match v {
                Value::Int(b) => ops::int_literal(b * 8 / bits).at(r)?,
                other => {
                    let e = self.to_expr(&other, r)?;
                    let e8 = ops::binary(BinOp::Mul, &e, &ops::int_literal(8).at(r)?).at(r)?;
                    ops::binary(BinOp::FloorDiv, &e8, &ops::int_literal(bits).at(r)?).at(r)?
                }
            };
            elem_offset = Some(e);
        }
        let mut scope = match a.opt(idx(6), "scope") {
            Some((v, r)) => self.to_string(&v, r, "scope")?,
            None => "global".to_string(),
        };
        if let Some(s) = forced_scope {
            scope = s.to_string();
        }
        let align = match a.opt(idx(7), "align") {
            Some((v, r)) => i64::try_from(self.to_int(&v, r, "align")?).unwrap_or(0),
            None => 0,
        };
        let offset_factor = match a.opt(idx(8), "offset_factor") {
            Some((v, r)) => i64::try_from(self.to_int(&v, r, "offset_factor")?).unwrap_or(0),
            None => 0,
        };
        if let Some((v, r)) = a.get(idx(9), "layout") {
            match v {
                Value::None => {}
                Value::Str(s) if s == "default" => {}
                _ => return located(r, "only layout=None or layout=\"default\" is supported"),
            }
        }
        Ok(BufferArgs {
            shape,
            dtype,
            data,
            strides,
            elem_offset,
            scope,
            align,
            offset_factor,
        })
    }

    /// A buffer shape: an integer, an expression, or a tuple/list of them.
    /// Strings (quoted shape expressions) are accepted in parameter annotations.
    fn shape(&mut self, v: &Value, r: TextRange) -> RResult<Vec<Expr>> {
        let items: Vec<Value> = match v {
            Value::Tuple(x) | Value::List(x) => x.clone(),
            other => vec![other.clone()],
        };
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            let e = match &item {
                Value::Str(s) if self.sig.is_some() => self.shape_string(s, r)?,
                Value::Str(_) => {
                    return located(r, "string shapes are only allowed in parameter annotations");
                }
                other => self.to_expr(other, r)?,
            };
            if !e.dtype().is_integer_like() || e.dtype().lanes != 1 {
                return located(
                    r,
                    format!("buffer shape must be integers, got {}", e.dtype()),
                );
            }
            out.push(e);
        }
        Ok(out)
    }

    /// Parses and evaluates a quoted shape expression (`"n * 4"`); names not
    /// yet defined become variables. Errors are reported at the string literal.
    fn shape_string(&mut self, s: &str, r: TextRange) -> RResult<Expr> {
        let parsed = ruff_python_parser::parse_expression(s)
            .map_err(|e| format!("invalid shape expression \"{s}\": {}", e.error))
            .at(r)?;
        let expr = parsed.expr();
        let result = self
            .eval(expr)
            .and_then(|v| self.to_expr(&v, ruff_text_size::Ranged::range(expr)));
        result.map_err(|e| super::error::Located {
            range: r,
            message: format!("in shape \"{s}\": {}", e.message),
        })
    }

    /// A buffer for an allocation or declaration. A name bound to a bare
    /// `T.Buffer` with the same fields is declared here instead of creating a
    /// new buffer (TVM prints such a forward-referenced buffer as
    /// `A = T.Buffer(...)` before its `A = T.decl_buffer(...)`).
    fn declared_buffer(&mut self, hint: Option<&str>, spec: BufferArgs) -> Buffer {
        let fresh = make_buffer(hint.unwrap_or("buf"), spec);
        let Some(name) = hint else { return fresh };
        if let Some(Value::Buffer(prev)) = self.lookup(name)
            && self.undeclared.contains(&prev.id())
            && same_fields(prev.node(), fresh.node())
        {
            self.undeclared.retain(|id| *id != prev.id());
            return prev;
        }
        fresh
    }

    /// Builds loop specs with TVM's dtype rule: the loop variable's width is
    /// the wider of min and extent, and both are converted to it.
    fn loop_spec(
        &self,
        min: Expr,
        extent: Expr,
        kind: ForKind,
        thread: Option<String>,
        annotations: Attrs,
        r: TextRange,
    ) -> RResult<LoopSpec> {
        for e in [&min, &extent] {
            if !e.dtype().is_index() || e.dtype().lanes != 1 {
                return located(
                    r,
                    format!("loop bounds must be integers, got {}", e.dtype()),
                );
            }
        }
        let bits = min.dtype().bits.max(extent.dtype().bits);
        let code = if extent.dtype().is_uint() {
            crate::ir::TypeCode::UInt
        } else {
            crate::ir::TypeCode::Int
        };
        let t = DataType::new(code, bits, 1);
        Ok(LoopSpec {
            min: ops::cast(t, &min).at(r)?,
            extent: ops::cast(t, &extent).at(r)?,
            kind,
            thread,
            annotations,
        })
    }

    /// `buf.view("float32")` (same bytes, new dtype) or `buf.view(N, ...)` (reshape).
    pub(crate) fn buffer_view(
        &mut self,
        b: &Buffer,
        mut a: Args,
        hint: Option<&str>,
    ) -> RResult<Value> {
        let range = a.range;
        let args = a.rest(0);
        if let Some((_, r)) = a.kwarg("layout") {
            return located(r, "view(layout=...) is not supported");
        }
        a.finish()?;
        let node = b.node();
        let name = hint.unwrap_or("view");
        let view = if let [(Value::Str(_), r)] | [(Value::Builtin(_), r)] = args.as_slice() {
            let t = buffer_dtype(self.to_dtype(&args[0].0, *r)?, *r)?;
            let (cur, new) = (
                node.dtype.bits as i64 * node.dtype.lanes as i64,
                t.bits as i64 * t.lanes as i64,
            );
            let last = node
                .shape
                .last()
                .cloned()
                .ok_or_else(|| "cannot change the dtype of a 0-d buffer".to_string())
                .at(range)?;
            let (shape_last, elem_offset) = if new > cur {
                if new % cur != 0 {
                    return located(range, format!("cannot view {} as {t}", node.dtype));
                }
                let ratio =
                    ops::make_const(last.dtype(), Num::Int((new / cur) as i128)).at(range)?;
                let ratio_o =
                    ops::make_const(node.elem_offset.dtype(), Num::Int((new / cur) as i128))
                        .at(range)?;
                (
                    ops::binary(BinOp::FloorDiv, &last, &ratio).at(range)?,
                    ops::binary(BinOp::FloorDiv, &node.elem_offset, &ratio_o).at(range)?,
                )
            } else {
                if cur % new != 0 {
                    return located(range, format!("cannot view {} as {t}", node.dtype));
                }
                let ratio =
                    ops::make_const(last.dtype(), Num::Int((cur / new) as i128)).at(range)?;
                let ratio_o =
                    ops::make_const(node.elem_offset.dtype(), Num::Int((cur / new) as i128))
                        .at(range)?;
                (
                    ops::binary(BinOp::Mul, &last, &ratio).at(range)?,
                    ops::binary(BinOp::Mul, &node.elem_offset, &ratio_o).at(range)?,
                )
            };
            let mut shape = node.shape.clone();
            if let Some(l) = shape.last_mut() {
                *l = shape_last;
            }
            b.derive(|n| {
                n.name = name.to_string();
                n.dtype = t;
                n.shape = shape;
                n.elem_offset = elem_offset;
            })
        } else {
            let mut shape = Vec::with_capacity(args.len());
            for (v, r) in &args {
                let e = self.to_expr(v, *r)?;
                if !(e.dtype() == DataType::i32() || e.dtype() == DataType::i64()) {
                    return located(*r, "view shape must be int32 or int64");
                }
                shape.push(e);
            }
            if shape.is_empty() {
                return located(range, "view needs a dtype or a shape");
            }
            if let (Some(a), Some(b)) = (const_product(&shape), const_product(&node.shape))
                && a != b
            {
                return located(range, format!("cannot view {b} elements as {a}"));
            }
            b.derive(|n| {
                n.name = name.to_string();
                n.shape = shape;
            })
        };
        self.emitted.push(Stmt::decl(&view, Expr::buffer_data(b)));
        Ok(Value::Buffer(view))
    }
}

fn const_product(shape: &[Expr]) -> Option<i128> {
    shape
        .iter()
        .try_fold(1i128, |acc, e| acc.checked_mul(e.as_int()? as i128))
}

/// A buffer's element type must have a size.
fn buffer_dtype(t: DataType, r: TextRange) -> RResult<DataType> {
    if t.is_void() || t.bits == 0 {
        return located(r, format!("a buffer cannot hold {t}"));
    }
    Ok(t)
}

/// Field equality of two buffer definitions (identity aside).
fn same_fields(a: &BufferNode, b: &BufferNode) -> bool {
    a.dtype == b.dtype
        && a.shape == b.shape
        && a.strides == b.strides
        && a.elem_offset == b.elem_offset
        && a.scope == b.scope
        && a.data_alignment == b.data_alignment
        && a.offset_factor == b.offset_factor
}

/// Builds a buffer with TVM's defaults: alignment 64 unless given, offset
/// factor 1 unless given, element offset 0 of the first dimension's type
/// (`int64` for a 0-d buffer).
pub(super) fn make_buffer(name: &str, spec: BufferArgs) -> Buffer {
    let elem_offset = spec.elem_offset.unwrap_or_else(|| {
        if spec.offset_factor > 0 {
            // An explicit offset factor without an offset: a free offset variable.
            let t = spec.shape.first().map_or(DataType::i32(), |e| e.dtype());
            return Var::new("elem_offset", t).to_expr();
        }
        let t = spec.shape.first().map_or(DataType::i64(), |e| e.dtype());
        Expr::int(t, 0)
    });
    Buffer::from_node(BufferNode {
        name: name.to_string(),
        dtype: spec.dtype,
        shape: spec.shape,
        strides: spec.strides,
        elem_offset,
        scope: Scope::new(&spec.scope),
        data_alignment: if spec.align <= 0 {
            DEFAULT_ALIGN
        } else {
            spec.align
        },
        offset_factor: if spec.offset_factor <= 0 {
            1
        } else {
            spec.offset_factor
        },
    })
}

/// The type of `T.handle(dtype, scope)`: an opaque handle, or a pointer.
pub(crate) fn handle_type(dtype: Option<DataType>, scope: &str) -> Type {
    match dtype {
        None => void_pointer(&Scope::new(scope)),
        Some(t) if t.is_void() => void_pointer(&Scope::new(scope)),
        Some(t) => Type::pointer(t, scope),
    }
}

/// `T.let[ty] = value` and `T.bind(value, ty)` need the value to have type `ty`.
pub(crate) fn check_bind_type(ty: &Type, value: &Expr, r: TextRange) -> RResult<()> {
    if ty != value.ty() {
        return located(
            r,
            format!(
                "the value has type {} but the annotation says {ty}",
                value.ty()
            ),
        );
    }
    Ok(())
}

/// `T.reinterpret(ty, value)`: the value itself when the type already
/// matches, otherwise a `reinterpret` call (sizes must agree).
fn reinterpret(ty: Type, value: Expr) -> Result<Expr, String> {
    // A string is not a handle in TVM (its type is `StringType`): a
    // reinterpret of one is kept.
    if &ty == value.ty() && !matches!(value.kind(), ExprKind::Str(_)) {
        return Ok(value);
    }
    let vt = value.dtype();
    if ty.is_handle_like() {
        let ok = value.ty().is_handle_like() || (vt.lanes == 1 && vt.bits == 64 && vt.is_index());
        if !ok {
            return Err(format!(
                "pointer reinterpret requires a scalar 64-bit integer source, but got {vt}"
            ));
        }
    } else if let Type::Prim(t) = &ty
        && !value.ty().is_handle_like()
        && vt.total_bits() != t.total_bits()
    {
        return Err(format!("reinterpret requires size match {t} vs {vt}"));
    }
    Ok(Expr::call(ty, "reinterpret", vec![value]))
}
