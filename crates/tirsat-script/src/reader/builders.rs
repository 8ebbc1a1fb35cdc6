//! IR builders: handles and buffers, thread and attribute frames, loop
//! iterators, targets and function attributes, each building what TVM 0.27's
//! IR builder builds.

use ruff_text_size::TextRange;

use super::Reader;
use super::error::{At, RResult, located};
use super::eval::{Args, void_pointer};
use super::fold::loop_extent;
use super::ops::{self, Num};
use super::value::{Frame, Value};
use tirsat_ir::{
    AttrNode, AttrValue, Attrs, BinOp, Buffer, BufferLayout, BufferNode, DEFAULT_ALIGN, DataType,
    Expr, ForKind, IterKind, IterVar, Param, Scope, Stmt, Target, Type, Var,
};

/// One loop of a `for` iterator (`range`, `T.serial`, `T.grid`, ...).
#[derive(Clone, Debug)]
pub(crate) struct LoopSpec {
    pub min: Expr,
    pub extent: Expr,
    /// `range(a, b, s)` / `step=s`; `None` for a unit step.
    pub step: Option<Expr>,
    pub kind: ForKind,
    pub thread: Option<String>,
    pub annotations: Attrs,
}

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
    layout: BufferLayout,
    allocated_addr: Vec<Expr>,
}

/// The `T.<name>` builders of this file.
pub(crate) const BUILDERS: &[&str] = &[
    "handle",
    "ptr",
    "buffer_var",
    "Buffer",
    "buffer",
    "alloc_buffer",
    "alloc_shared",
    "alloc_local",
    "decl_buffer",
    "alloc_scalar",
    "shared_scalar",
    "local_scalar",
    "decl_scalar",
    "match_buffer",
    "launch_thread",
    "env_thread",
    "iter_var",
    "attr",
    "func_attr",
    "evaluate",
    "bind",
    "Bind",
    "serial",
    "parallel",
    "vectorized",
    "unroll",
    "thread_binding",
    "grid",
    "target",
    "typing.TypeVar",
    "comm_reducer",
    "let",
    "prim_func",
];

impl Reader<'_> {
    pub(crate) fn builder(
        &mut self,
        name: &str,
        mut a: Args,
        hint: Option<&str>,
    ) -> RResult<Value> {
        let range = a.range;
        let v = match name {
            "handle" | "ptr" | "buffer_var" => self.handle_builder(a, hint)?,
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
                self.alloc_buffer_builder(name, a, hint)?
            }
            "alloc_scalar" | "shared_scalar" | "local_scalar" | "decl_scalar" => {
                self.scalar_builder(name, a, hint)?
            }
            "match_buffer" => self.match_buffer_builder(a, hint)?,
            "launch_thread" => self.launch_thread_builder(a, hint)?,
            "iter_var" => self.iter_var_builder(a)?,
            "env_thread" => {
                let (t, tr) = a.req(0, "thread_tag")?;
                let dtype = match a.opt(1, "dtype") {
                    Some((v, r)) => self.to_dtype(&v, r)?,
                    None => DataType::i32(),
                };
                a.finish()?;
                let tag = self.to_string(&t, tr, "thread tag")?;
                check_thread_tag(&tag, tr)?;
                let var = Var::new(hint.unwrap_or(&tag.replace('.', "_")), dtype);
                Value::IterVar(IterVar::new(var, None, IterKind::ThreadIndex, tag))
            }
            "attr" => self.attr_builder(a)?,
            "func_attr" => self.func_attr_builder(a)?,
            "evaluate" => {
                let (v, vr) = a.req(0, "value")?;
                a.finish()?;
                let e = self.to_expr(&v, vr)?;
                self.emitted.push(Stmt::evaluate(e));
                Value::None
            }
            "bind" | "Bind" => self.bind_builder(a, hint)?,
            "serial" | "parallel" | "vectorized" | "unroll" | "thread_binding" => {
                self.loop_builder(name, a)?
            }
            "grid" => self.grid_builder(a)?,
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
            "typing.TypeVar" => {
                let (n, nr) = a.req(0, "name")?;
                a.finish()?;
                Value::TypeVar(self.to_string(&n, nr, "TypeVar name")?)
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

    /// `T.alloc_buffer`, `T.alloc_shared`, `T.alloc_local` and `T.decl_buffer`:
    /// an allocation, or a declaration over `data=` (or over nothing, for TVM's
    /// tmem buffers), emitted before the rest of the sequence.
    fn alloc_buffer_builder(
        &mut self,
        name: &str,
        mut a: Args,
        hint: Option<&str>,
    ) -> RResult<Value> {
        let range = a.range;
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
            // An address or a list of addresses (TVM keeps a list).
            spec.allocated_addr = match v.as_seq() {
                Some(items) => items
                    .iter()
                    .map(|x| self.to_expr(x, r))
                    .collect::<RResult<Vec<Expr>>>()?,
                None => vec![self.to_expr(&v, r)?],
            };
        }
        a.finish()?;
        let data = spec.data.take();
        if name != "decl_buffer"
            && let Some((_, r)) = &data
        {
            return located(*r, "T.alloc_buffer does not take data=; use T.decl_buffer");
        }
        let unbound = name == "decl_buffer" && decl_without_data(&spec, &data, range)?;
        let buffer = self.declared_buffer(hint, spec);
        match data {
            None if unbound => {
                self.emitted
                    .push(Stmt::decl(&buffer, Expr::buffer_data(&buffer)));
            }
            None => self
                .emitted
                .push(Stmt::new(tirsat_ir::StmtKind::AllocBuffer {
                    buffer: buffer.clone(),
                    annotations,
                })),
            Some((d, r)) => self.decl_over(&buffer, &d, r)?,
        }
        Ok(Value::Buffer(buffer))
    }

    /// Emits the declaration of `buffer` over the pointer `data` (the `data=`
    /// argument of `T.decl_buffer` and `T.decl_scalar`).
    fn decl_over(&mut self, buffer: &Buffer, data: &Value, r: TextRange) -> RResult<()> {
        let d = self.to_expr(data, r)?;
        if !d.ty().is_handle_like() {
            return located(r, format!("data must be a pointer, got {}", d.ty()));
        }
        self.emitted.push(Stmt::decl(buffer, d));
        Ok(())
    }

    /// `T.alloc_scalar`, `T.shared_scalar`, `T.local_scalar` and `T.decl_scalar`:
    /// a one-element buffer.
    fn scalar_builder(&mut self, name: &str, mut a: Args, hint: Option<&str>) -> RResult<Value> {
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
                Some((v, r)) => storage_scope(self.to_string(&v, r, "scope")?, r)?,
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
            // TVM's scalar builders give the default layout.
            layout: BufferLayout::Default,
            allocated_addr: Vec::new(),
        };
        let buffer = make_buffer(hint.unwrap_or("scalar"), spec);
        match data {
            None => self.emitted.push(Stmt::alloc(&buffer)),
            Some((d, r)) => self.decl_over(&buffer, &d, r)?,
        }
        Ok(Value::Scalar(buffer))
    }

    /// `T.match_buffer(param, shape, ...)`: binds a handle parameter to a buffer.
    fn match_buffer_builder(&mut self, mut a: Args, hint: Option<&str>) -> RResult<Value> {
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
        Ok(Value::Buffer(buffer))
    }

    /// `T.launch_thread(tag_or_var, extent)`: a thread launch frame.
    fn launch_thread_builder(&mut self, mut a: Args, hint: Option<&str>) -> RResult<Value> {
        let (t, tr) = a.req(0, "thread")?;
        let (ext, er) = a.req(1, "extent")?;
        a.finish()?;
        let extent = self.to_expr(&ext, er)?;
        let zero = ops::zero(extent.dtype()).at(er)?;
        let iv = match &t {
            Value::Str(tag) => {
                check_thread_tag(tag, tr)?;
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
            Value::IterVar(env) => {
                // TVM's builder gives an env thread one domain: a second
                // launch with another extent is an error.
                match self.func.env_extents.get(&env.var().id()) {
                    Some(prev) if tirsat_ir::equal::expr_equal(prev, &extent).is_err() => {
                        return located(
                            er,
                            format!(
                                "Inconsistent extents of environment thread {}: {} vs {}",
                                env.var().name(),
                                crate::printer::print_expr(prev),
                                crate::printer::print_expr(&extent)
                            ),
                        );
                    }
                    Some(_) => {}
                    None => {
                        self.func.env_extents.insert(env.var().id(), extent.clone());
                    }
                }
                IterVar::new(
                    env.var().clone(),
                    Some((zero, extent.clone())),
                    IterKind::ThreadIndex,
                    env.thread_tag(),
                )
            }
            _ => {
                return located(
                    tr,
                    "T.launch_thread needs a thread tag string or a T.env_thread variable",
                );
            }
        };
        let var = iv.var().clone();
        let key = if iv.thread_tag().starts_with("vthread") {
            tirsat_ir::keys::VIRTUAL_THREAD
        } else {
            tirsat_ir::keys::THREAD_EXTENT
        };
        Ok(Value::Frame(Frame {
            attrs: vec![(AttrNode::IterVar(iv), key.to_string(), extent)],
            result: Some(Box::new(Value::Expr(var.to_expr()))),
        }))
    }

    /// `T.attr(node, key, value)` (or a dict of attributes): an attribute frame.
    fn attr_builder(&mut self, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let (n, nr) = a.req(0, "node_or_dict")?;
        let key = a.opt(1, "attr_key");
        let val = a.opt(2, "value");
        a.finish()?;
        Ok(if let Value::Dict(items) = &n {
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
        })
    }

    /// `T.func_attr({...})`: the function's attributes.
    fn func_attr_builder(&mut self, mut a: Args) -> RResult<Value> {
        if !self.at_function_top() {
            return located(
                a.range,
                "T.func_attr must be called at the top of a PrimFunc, not inside a loop, \
                 block, if, with or after a statement-form frame (T.attr, T.launch_thread)",
            );
        }
        let (d, dr) = a.req(0, "attrs")?;
        a.finish()?;
        let Value::Dict(items) = d else {
            return located(dr, "T.func_attr needs a dict");
        };
        for (k, v) in &items {
            let key = self.to_string(k, dr, "attribute key")?;
            if key == tirsat_ir::keys::GLOBAL_SYMBOL && self.func.private {
                return located(
                    dr,
                    "a private function may not have a global_symbol attribute",
                );
            }
            if self.func.attrs.contains_key(&key) {
                return located(dr, format!("duplicate function attribute \"{key}\""));
            }
            if key == tirsat_ir::keys::GLOBAL_SYMBOL && !matches!(v, Value::Str(_)) {
                return located(
                    dr,
                    format!("global_symbol must be a string, got {}", v.kind_name()),
                );
            }
            let value = self.attr_value(v, dr)?;
            self.func.attrs.insert(key, value);
        }
        Ok(Value::None)
    }

    /// `T.bind(value)` / `T.Bind(value)`: a Bind of a fresh variable.
    fn bind_builder(&mut self, mut a: Args, hint: Option<&str>) -> RResult<Value> {
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
        Ok(Value::Expr(var.to_expr()))
    }

    /// `T.serial`, `T.parallel`, `T.vectorized`, `T.unroll`, `T.thread_binding`
    /// (`range` reads as `T.serial`): one loop, with its kind, step and annotations.
    fn loop_builder(&mut self, name: &str, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let kind = match name {
            "serial" => ForKind::Serial,
            "parallel" => ForKind::Parallel,
            "vectorized" => ForKind::Vectorized,
            "unroll" => ForKind::Unrolled,
            _ => ForKind::ThreadBinding,
        };
        let mut step = None;
        let (start, sr) = a.req(0, "start")?;
        let stop = a.opt(1, "stop");
        let thread = if kind == ForKind::ThreadBinding {
            let Some((t, tr)) = a.get(2, "thread") else {
                return located(range, "T.thread_binding needs thread=\"...\"");
            };
            let tag = self.to_string(&t, tr, "thread")?;
            check_thread_tag(&tag, tr)?;
            Some(tag)
        } else {
            None
        };
        let ann_idx = if kind == ForKind::ThreadBinding { 3 } else { 2 };
        let mut annotations = match a.opt(ann_idx, "annotations") {
            Some((v, r)) => self.attr_map(&v, r)?,
            None => Attrs::new(),
        };
        if kind != ForKind::ThreadBinding {
            step = a.kwarg("step").filter(|(v, _)| !matches!(v, Value::None));
            if let Some((v, r)) = a.kwarg("unroll").filter(|(v, _)| !matches!(v, Value::None)) {
                match v {
                    Value::Bool(true) => {
                        annotations.insert("pragma_unroll".into(), AttrValue::Bool(true));
                    }
                    Value::Bool(false) => {
                        annotations.insert("disable_unroll".into(), AttrValue::Bool(true));
                    }
                    Value::Int(n) if n >= 1 => {
                        annotations.insert("pragma_unroll".into(), AttrValue::Int(n as i64));
                    }
                    _ => return located(r, "unroll must be a bool or a positive integer"),
                }
            }
            if let Some((_, r)) = a.kwarg("dtype").filter(|(v, _)| !matches!(v, Value::None)) {
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
        let mut spec = self.loop_spec(min, extent, kind, thread, annotations, range)?;
        if let Some((v, r)) = step {
            let s = self.to_expr(&v, r)?;
            if !s.dtype().is_index() || s.dtype().lanes != 1 {
                return located(
                    r,
                    format!("a loop step must be an integer, got {}", s.dtype()),
                );
            }
            // TVM 0.27 reads any integer step, zero and negative
            // ones too; passes that assume a positive step reject
            // such a loop (`transform::constructs`).
            spec.step = Some(ops::cast(spec.min.dtype(), &s).at(r)?);
        }
        Ok(Value::Loops(vec![spec]))
    }

    /// `T.grid(*extents)`: nested serial loops.
    fn grid_builder(&mut self, mut a: Args) -> RResult<Value> {
        let range = a.range;
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
            // TVM makes a Python int extent an int32 constant (no int64
            // promotion as in `range`).
            let items: &[Value] = match &v {
                Value::Tuple(p) => p,
                one => std::slice::from_ref(one),
            };
            for x in items {
                if let Value::Int(i) = x
                    && i32::try_from(*i).is_err()
                {
                    return located(
                        r,
                        format!("T.grid: literal value {i} exceeds the range of int32"),
                    );
                }
            }
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
        Ok(Value::Loops(loops))
    }

    /// `T.handle`, `T.ptr` and `T.buffer_var`: a pointer variable.
    fn handle_builder(&mut self, mut a: Args, hint: Option<&str>) -> RResult<Value> {
        let dtype = match a.opt(0, "dtype") {
            Some((v, r)) => Some(self.to_dtype(&v, r)?),
            None => None,
        };
        let scope = match a.opt(1, "storage_scope") {
            Some((v, r)) => storage_scope(self.to_string(&v, r, "storage_scope")?, r)?,
            None => "global".to_string(),
        };
        a.finish()?;
        let ty = handle_type(dtype, &scope);
        Ok(Value::Expr(
            Var::new(hint.unwrap_or("handle"), ty).to_expr(),
        ))
    }

    /// The node of `T.attr(node, key, value)`.
    fn attr_node(&self, v: &Value, r: TextRange) -> RResult<AttrNode> {
        Ok(match v {
            Value::Buffer(b) => AttrNode::Buffer(b.clone()),
            Value::Target(t) => AttrNode::Target(t.clone()),
            Value::Reducer(r) => AttrNode::CommReducer(r.clone()),
            Value::IterVar(iv) => AttrNode::Expr(iv.var().to_expr()),
            Value::AttrIterVar(iv) => AttrNode::IterVar(iv.clone()),
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
            Value::Buffer(b) => AttrValue::Buffer(b.clone()),
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
            Value::Str(s) => parse_target(s).at(r),
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
            Some((v, r)) => storage_scope(self.to_string(&v, r, "scope")?, r)?,
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
        let mut layout = BufferLayout::Default;
        if let Some((v, r)) = a.get(idx(9), "layout") {
            layout = self.buffer_layout(&v, &shape, r)?;
        }
        // TVM 0.27's `_get_layout`: `layout="default"` (also when not given)
        // is no layout in `s_tir` functions and for the `trn.sbuf` and
        // `trn.psum` scopes, the default tile layout of the shape elsewhere.
        if matches!(layout, BufferLayout::Default)
            && (self.func.s_tir || matches!(scope.as_str(), "trn.sbuf" | "trn.psum"))
        {
            layout = BufferLayout::None;
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
            layout,
            allocated_addr: Vec::new(),
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
        let was = self.sig.as_ref().is_some_and(|s| s.in_string);
        if let Some(sig) = &mut self.sig {
            sig.in_string = true;
        }
        let result = self
            .eval(expr)
            .and_then(|v| self.to_expr(&v, ruff_text_size::Ranged::range(expr)));
        if let Some(sig) = &mut self.sig {
            sig.in_string = was;
        }
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
            tirsat_ir::TypeCode::UInt
        } else {
            tirsat_ir::TypeCode::Int
        };
        let t = DataType::new(code, bits, 1);
        Ok(LoopSpec {
            min: ops::cast(t, &min).at(r)?,
            extent: ops::cast(t, &extent).at(r)?,
            step: None,
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
        let layout_arg = a.kwarg("layout").filter(|(v, _)| !matches!(v, Value::None));
        a.finish()?;
        if let Some((_, r)) = &layout_arg
            && matches!(args.as_slice(), [(Value::Str(_) | Value::Builtin(_), _)])
        {
            return located(*r, "a dtype view takes no layout");
        }
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
            // Wider elements: fewer of them (divide); narrower: more (multiply).
            let (op, big, small) = if new > cur {
                (BinOp::FloorDiv, new, cur)
            } else {
                (BinOp::Mul, cur, new)
            };
            if big % small != 0 {
                return located(range, format!("cannot view {} as {t}", node.dtype));
            }
            let scale = |x: &Expr| -> RResult<Expr> {
                let ratio =
                    ops::make_const(x.dtype(), Num::Int((big / small) as i128)).at(range)?;
                ops::binary(op, x, &ratio).at(range)
            };
            let (shape_last, elem_offset) = (scale(&last)?, scale(&node.elem_offset)?);
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
            // Like TVM's `Buffer.view`: any shape (a prefix or even a larger
            // view of the same data, as `T.decl_buffer(..., data=X.data)`
            // allows), one `-1` inferred from the element count.
            // With a layout, TVM takes the shape as given.
            let inferred: Vec<usize> = args
                .iter()
                .enumerate()
                .filter(|(_, (v, _))| layout_arg.is_none() && matches!(v, Value::Int(-1)))
                .map(|(i, _)| i)
                .collect();
            if inferred.len() > 1 {
                return located(range, "view can infer only one dimension (-1)");
            }
            let mut shape = Vec::with_capacity(args.len());
            for (i, (v, r)) in args.iter().enumerate() {
                if inferred.contains(&i) {
                    shape.push(Expr::i32(-1));
                    continue;
                }
                let e = self.to_expr(v, *r)?;
                if !(e.dtype() == DataType::i32() || e.dtype() == DataType::i64()) {
                    return located(*r, "view shape must be int32 or int64");
                }
                shape.push(e);
            }
            if shape.is_empty() {
                return located(range, "view needs a dtype or a shape");
            }
            if let Some(&i) = inferred.first() {
                let mut size = node.shape.first().cloned().unwrap_or_else(|| Expr::i32(1));
                for d in node.shape.iter().skip(1) {
                    size = ops::binary(BinOp::Mul, &size, d).at(range)?;
                }
                let mut rest = Expr::i32(1);
                for (j, d) in shape.iter().enumerate() {
                    if j != i {
                        rest = ops::binary(BinOp::Mul, &rest, d).at(range)?;
                    }
                }
                shape[i] = ops::binary(BinOp::FloorDiv, &size, &rest).at(range)?;
            }
            let layout = match &layout_arg {
                Some((v, r)) => Some(self.buffer_layout(v, &shape, *r)?),
                None => None,
            };
            b.derive(|n| {
                n.name = name.to_string();
                n.shape = shape;
                if let Some(l) = layout {
                    n.layout = l;
                }
            })
        };
        self.emitted.push(Stmt::decl(&view, Expr::buffer_data(b)));
        Ok(Value::Buffer(view))
    }
}

/// A buffer's element type must have a size.
fn buffer_dtype(t: DataType, r: TextRange) -> RResult<DataType> {
    if t.is_void() || t.bits == 0 {
        return located(r, format!("a buffer cannot hold {t}"));
    }
    if t.is_handle() {
        return located(
            r,
            "a buffer cannot hold handle: a pointer is not a primitive type",
        );
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
        layout: spec.layout,
        allocated_addr: spec.allocated_addr,
    })
}

/// A storage scope TVM 0.27 knows: its `StorageScope::Create` prefixes
/// (`global`, `shared`, `warp`, `local`, `wmma.*`, `texture`, `amx.tmm`,
/// `m16n8k8.matrix*`, `metal.*`, `trn.*`, each with any tag such as
/// `shared.dyn`), the empty scope (global) and TIRx's tensor memory `tmem`.
/// TVM's parser keeps any string and its passes fail on an unknown one.
pub(crate) fn storage_scope(s: String, r: TextRange) -> RResult<String> {
    let known = Scope::RANKS.iter().any(|p| s.starts_with(p));
    if s.is_empty() || s == "tmem" || known {
        return Ok(s);
    }
    located(
        r,
        format!(
            "unknown storage scope \"{s}\" (known: global, shared, shared.dyn, local, warp, \
             wmma.*, texture, amx.tmm, m16n8k8.*, metal.*, trn.*, tmem)"
        ),
    )
}

/// A thread tag TVM 0.27's `ThreadScope::Create` accepts: `blockIdx.x/y/z`,
/// `threadIdx.x/y/z`, `clusterCtaIdx.x/y/z`, `preferredClusterCtaIdx.x/y/z`,
/// `vthread*` and `cthread`.
pub(crate) fn check_thread_tag(tag: &str, r: TextRange) -> RResult<()> {
    let axis = |rest: &str| matches!(rest, "x" | "y" | "z");
    let ok = tag.starts_with("vthread")
        || tag == "cthread"
        || [
            "blockIdx.",
            "threadIdx.",
            "clusterCtaIdx.",
            "preferredClusterCtaIdx.",
        ]
        .iter()
        .any(|p| tag.strip_prefix(p).is_some_and(axis));
    if ok {
        return Ok(());
    }
    located(
        r,
        format!(
            "unknown thread tag \"{tag}\" (expected blockIdx.x/y/z, threadIdx.x/y/z, \
             clusterCtaIdx.x/y/z, preferredClusterCtaIdx.x/y/z, vthread or cthread)"
        ),
    )
}

/// The type of `T.handle(dtype, scope)`: an opaque handle, or a pointer.
pub(crate) fn handle_type(dtype: Option<DataType>, scope: &str) -> Type {
    match dtype {
        None => void_pointer(&Scope::new(scope)),
        Some(t) if t.is_void() => void_pointer(&Scope::new(scope)),
        Some(t) => Type::pointer(t, scope),
    }
}

/// `T.let[ty] = value` and `T.bind(value, ty)` need the value to have type `ty`
/// (a tensor map may be bound to an opaque handle, as
/// `T.let[T.TensorMap()] = T.tvm_stack_alloca("tensormap", 1)` does).
pub(crate) fn check_bind_type(ty: &Type, value: &Expr, r: TextRange) -> RResult<()> {
    let tensormap_of_handle =
        *ty == Type::TensorMap && *value.ty() == Type::Prim(DataType::handle());
    if ty != value.ty() && !tensormap_of_handle {
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

/// TVM 0.27's rules for `T.decl_buffer` by storage scope: a `tmem` buffer
/// takes `allocated_addr` and no `data=`, and is declared over its own data
/// (true: a DeclBuffer without data); `global`, `shared`, `shared.dyn` and
/// `local` take no `allocated_addr`; without `data=` any other buffer is an
/// allocation (false).
fn decl_without_data(
    spec: &BufferArgs,
    data: &Option<(Value, TextRange)>,
    range: TextRange,
) -> RResult<bool> {
    let scope = spec.scope.as_str();
    if scope == "tmem" {
        if let Some((_, r)) = data {
            return located(
                *r,
                "for `tmem` scope, T.decl_buffer accepts only `allocated_addr`, not data=",
            );
        }
        if spec.allocated_addr.is_empty() {
            return located(
                range,
                "for `tmem` scope, T.decl_buffer requires `allocated_addr`",
            );
        }
        return Ok(true);
    }
    if matches!(scope, "global" | "shared" | "shared.dyn" | "local")
        && !spec.allocated_addr.is_empty()
    {
        return located(
            range,
            format!("for `{scope}` scope, T.decl_buffer does not accept `allocated_addr`"),
        );
    }
    Ok(false)
}

/// [`Target::parse`], remembered per thread: a module names the same few
/// targets in every function, and a target is an immutable shared node
/// compared by value, so one parse serves them all. Up to a bounded count
/// of distinct strings is kept.
fn parse_target(s: &str) -> Result<Target, String> {
    thread_local! {
        static CACHE: super::memo::Table<Result<Target, String>> = Default::default();
    }
    super::memo::memoized(&CACHE, s, 256, |s| {
        Target::parse(s).map_err(|e| e.to_string())
    })
}
