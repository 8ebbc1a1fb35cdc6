//! tirsat's IR back to TVM objects, built with TVM's registered constructors
//! (`prim.Add`, `tirx.BufferStore`, `ir.IntImm`, ...).
//!
//! Every node [`super::from_tvm`] read and a pass left alone (the same
//! tirsat node) goes back as the TVM object it came from, so an unchanged
//! subtree costs one hash lookup and keeps TVM's own objects: variables,
//! parameters and their names, buffers, IterVars, targets. New nodes are
//! built once and shared where tirsat shares them.

use rustc_hash::FxHashMap;
use tirsat::ir::builtin;

use tirsat::ir::layout::{Layout, TileLayout};
use tirsat::ir::{
    AttrNode, AttrValue, Attrs, BinOp, Buffer, BufferLayout, CallOp, CmpOp, CommReducer, DataType,
    Expr, ExprKind, ForKind, IterVar, Param, PrimFunc, Stmt, StmtKind, Target, Type, Var,
};
use tirsat::script::op_table;

use super::from_tvm::{Origin, Result, expr_key, stmt_key};
use super::object::{self, Obj, Val, call_o};
use super::sys::DLDataType;

/// Builds TVM objects for tirsat nodes.
pub struct ToTvm<'a> {
    origin: &'a Origin,
    vars: FxHashMap<u64, Obj>,
    buffers: FxHashMap<u64, Obj>,
    iter_vars: FxHashMap<u64, Obj>,
    exprs: FxHashMap<usize, Obj>,
    ops: FxHashMap<String, Obj>,
    dtypes: FxHashMap<DataType, DLDataType>,
    /// The module's GlobalVars by name; new names get new GlobalVars.
    pub global_vars: FxHashMap<String, Obj>,
    /// Targets built here (for ones the input did not have).
    targets: Vec<(Target, Obj)>,
    /// Nodes built / reused (for the statistics).
    pub built: u64,
    pub reused: u64,
    /// Build every node anew (tests of the builders): only targets are
    /// taken from the input.
    pub fresh: bool,
}

impl<'a> ToTvm<'a> {
    pub fn new(origin: &'a Origin) -> Self {
        ToTvm {
            origin,
            vars: FxHashMap::default(),
            buffers: FxHashMap::default(),
            iter_vars: FxHashMap::default(),
            exprs: FxHashMap::default(),
            ops: FxHashMap::default(),
            dtypes: FxHashMap::default(),
            global_vars: FxHashMap::default(),
            targets: Vec::new(),
            built: 0,
            reused: 0,
            fresh: false,
        }
    }

    fn dtype(&mut self, t: DataType) -> Result<Val> {
        if let Some(d) = self.dtypes.get(&t) {
            return Ok(Val::DType(*d));
        }
        let d = object::dtype_from_string(&t.to_string())?;
        self.dtypes.insert(t, d);
        Ok(Val::DType(d))
    }

    fn prim_type(&mut self, t: DataType) -> Result<Obj> {
        let d = self.dtype(t)?;
        call_o("ir.PrimType", &[d])
    }

    pub fn ty(&mut self, t: &Type) -> Result<Obj> {
        match t {
            Type::Prim(d) if d.is_handle() => {
                let void = self.prim_type(DataType::void())?;
                call_o("ir.PointerType", &[void.into(), "".into()])
            }
            Type::Prim(d) => self.prim_type(*d),
            Type::Pointer { elem, scope } => {
                let el = self.prim_type(*elem)?;
                call_o("ir.PointerType", &[el.into(), scope.as_str().into()])
            }
            // A void call's type (a function's void return type is the
            // empty tuple: `ret_ty`).
            Type::Void => self.prim_type(DataType::void()),
            Type::TensorMap => {
                let tm = call_o("tirx.TensorMapType", &[Val::None])?;
                call_o("ir.PointerType", &[tm.into(), "".into()])
            }
        }
    }

    // ------------------------------------------------------------- variables

    pub fn var(&mut self, v: &Var) -> Result<Obj> {
        if !self.fresh
            && let Some(o) = self.origin.vars.get(&v.id())
        {
            return Ok(o.clone());
        }
        if let Some(o) = self.vars.get(&v.id()) {
            return Ok(o.clone());
        }
        let ty = self.ty(v.ty())?;
        let o = call_o("ir.Var", &[v.name().into(), ty.into(), Val::None])?;
        self.vars.insert(v.id(), o.clone());
        Ok(o)
    }

    pub fn buffer(&mut self, b: &Buffer) -> Result<Obj> {
        if !self.fresh
            && let Some(o) = self.origin.buffers.get(&b.id())
        {
            return Ok(o.clone());
        }
        if let Some(o) = self.buffers.get(&b.id()) {
            return Ok(o.clone());
        }
        let n = b.node();
        let dtype = self.dtype(n.dtype)?;
        let shape = self.expr_array(&n.shape)?;
        let strides = self.expr_array(&n.strides)?;
        let elem_offset = self.expr(&n.elem_offset)?;
        let allocated_addr = self.expr_array(&n.allocated_addr)?;
        let layout: Val = match &n.layout {
            BufferLayout::None => Val::None,
            BufferLayout::Default => self.tile_layout(&TileLayout::default_of(&n.shape))?.into(),
            BufferLayout::Explicit(l) => self.layout(l)?.into(),
        };
        let bt = call_o(
            "tirx.BufferType",
            &[
                n.scope.as_str().into(),
                dtype,
                shape.into(),
                strides.into(),
                elem_offset.into(),
                Val::Int(n.data_alignment),
                Val::Int(n.offset_factor),
                layout,
                allocated_addr.into(),
                Val::None,
            ],
        )?;
        let o = call_o(
            "tirx.BufferVar",
            &[n.name.as_str().into(), bt.into(), Val::None],
        )?;
        self.buffers.insert(b.id(), o.clone());
        Ok(o)
    }

    fn layout(&mut self, l: &Layout) -> Result<Obj> {
        match l {
            Layout::Tile(t) => self.tile_layout(t),
            Layout::Compose {
                per_element,
                swizzle_len,
                atom_len,
                swizzle_inner,
                tile,
            } => {
                let t = self.tile_layout(tile)?;
                call_o(
                    "tirx.ComposeLayout",
                    &[
                        Val::Int(*per_element),
                        Val::Int(*swizzle_len),
                        Val::Int(*atom_len),
                        t.into(),
                        Val::Bool(*swizzle_inner),
                    ],
                )
            }
        }
    }

    fn tile_layout(&mut self, t: &TileLayout) -> Result<Obj> {
        let iters = |me: &mut Self, its: &[tirsat::ir::layout::Iter]| -> Result<Obj> {
            let mut v = Vec::with_capacity(its.len());
            for it in its {
                let axis = call_o("tirx.AxisGet", &[it.axis.as_str().into()])?;
                let e = me.expr(&it.extent)?;
                let s = me.expr(&it.stride)?;
                v.push(call_o("tirx.Iter", &[e.into(), s.into(), axis.into()])?.into());
            }
            object::array(v)
        };
        let shard = iters(self, &t.shard)?;
        let replica = iters(self, &t.replica)?;
        let mut pairs = Vec::new();
        for (a, e) in &t.offset {
            let axis = call_o("tirx.AxisGet", &[a.as_str().into()])?;
            pairs.push((axis.into(), self.expr(e)?.into()));
        }
        let offset = object::map(pairs)?;
        call_o(
            "tirx.TileLayout",
            &[shard.into(), replica.into(), offset.into()],
        )
    }

    fn iter_var(&mut self, iv: &IterVar) -> Result<Obj> {
        if !self.fresh
            && let Some(o) = self.origin.iter_vars.get(&iv.id())
        {
            return Ok(o.clone());
        }
        if let Some(o) = self.iter_vars.get(&iv.id()) {
            return Ok(o.clone());
        }
        let dom: Val = match iv.dom() {
            Some((lo, ext)) => {
                let lo = self.expr(lo)?;
                let ext = self.expr(ext)?;
                call_o(
                    "ir.Range_from_min_extent",
                    &[lo.into(), ext.into(), Val::None],
                )?
                .into()
            }
            None => Val::None,
        };
        let var = self.var(iv.var())?;
        let o = call_o(
            "tirx.IterVar",
            &[
                dom,
                var.into(),
                Val::Int(iv.kind().code() as i64),
                iv.thread_tag().into(),
                Val::None,
            ],
        )?;
        self.iter_vars.insert(iv.id(), o.clone());
        Ok(o)
    }

    /// TVM's object for a target: the input's own object for an equal
    /// target (so kernels keep TVM's Target and group into one module).
    pub fn target(&mut self, t: &Target) -> Result<Obj> {
        if let Some((_, o)) = self.origin.targets.iter().find(|(x, _)| x == t) {
            return Ok(o.clone());
        }
        if let Some((_, o)) = self.targets.iter().find(|(x, _)| x == t) {
            return Ok(o.clone());
        }
        // A target the input did not have: the host-less version of one it
        // had (a kernel split off a host function) is built from that one's
        // own configuration, so its string is TVM's.
        let base = self
            .origin
            .targets
            .iter()
            .find(|(x, _)| x.host().is_some() && x.without_host() == *t)
            .map(|(_, o)| o.clone());
        let o = match base {
            Some(b) if hostless_known(&b).is_some() => hostless_known(&b).expect("just found"),
            Some(b) => {
                let cfg = call_o("target.TargetExport", &[(&b).into()])?;
                let items = object::map_items(&cfg)?
                    .into_iter()
                    .filter(|(k, _)| k.as_str() != Some("host"))
                    .collect();
                let cfg = object::map(items)?;
                let o = call_o("target.Target", &[cfg.into()])?;
                remember_hostless(&b, &o);
                o
            }
            None => {
                return Err(format!(
                    "target {} does not come from the input module",
                    t.canonical_string()
                ));
            }
        };
        self.targets.push((t.clone(), o.clone()));
        Ok(o)
    }

    fn reducer(&mut self, r: &CommReducer) -> Result<Obj> {
        if !self.fresh
            && let Some((_, o)) = self.origin.reducers.iter().find(|(x, _)| x.same_as(r))
        {
            return Ok(o.clone());
        }
        let n = r.node();
        let lhs = n
            .lhs
            .iter()
            .map(|v| self.var(v).map(Val::from))
            .collect::<Result<Vec<_>>>()?;
        let rhs = n
            .rhs
            .iter()
            .map(|v| self.var(v).map(Val::from))
            .collect::<Result<Vec<_>>>()?;
        let result = self.expr_array(&n.result)?;
        let identity = self.expr_array(&n.identity)?;
        call_o(
            "te.CommReducer",
            &[
                object::array(lhs)?.into(),
                object::array(rhs)?.into(),
                result.into(),
                identity.into(),
                Val::None,
            ],
        )
    }

    pub fn global_var(&mut self, name: &str) -> Result<Obj> {
        if let Some(g) = self.global_vars.get(name) {
            return Ok(g.clone());
        }
        let g = call_o("ir.GlobalVar", &[name.into()])?;
        self.global_vars.insert(name.to_string(), g.clone());
        Ok(g)
    }

    fn op(&mut self, name: &str) -> Result<Obj> {
        if let Some(o) = self.ops.get(name) {
            return Ok(o.clone());
        }
        let info = op_table::lookup(name)
            .ok_or_else(|| format!("operation T.{name} is not one TVM registers"))?;
        let tvm_name = info
            .ops
            .first()
            .ok_or_else(|| format!("T.{name} has no TVM operation"))?;
        let o = call_o("ir.GetOp", &[(*tvm_name).into()])?;
        self.ops.insert(name.to_string(), o.clone());
        Ok(o)
    }

    // ------------------------------------------------------------- expressions

    fn expr_array(&mut self, es: &[Expr]) -> Result<Obj> {
        let v = es
            .iter()
            .map(|e| self.expr(e).map(Val::from))
            .collect::<Result<Vec<_>>>()?;
        object::array(v)
    }

    pub fn expr(&mut self, e: &Expr) -> Result<Obj> {
        let k = expr_key(e);
        if !self.fresh
            && let Some(o) = self.origin.exprs.get(&k)
        {
            self.reused += 1;
            return Ok(o.clone());
        }
        if let Some(o) = self.exprs.get(&k) {
            return Ok(o.clone());
        }
        let o = tirsat::ir::stack::deeper(|| self.expr_node(e))?;
        self.built += 1;
        self.exprs.insert(k, o.clone());
        Ok(o)
    }

    fn expr_node(&mut self, e: &Expr) -> Result<Obj> {
        let two = |me: &mut Self, name: &'static str, a: &Expr, b: &Expr| -> Result<Obj> {
            let a = me.expr(a)?;
            let b = me.expr(b)?;
            call_o(name, &[a.into(), b.into(), Val::None])
        };
        match e.kind() {
            ExprKind::Int(v) => {
                let d = self.dtype(e.dtype())?;
                call_o("ir.IntImm", &[d, Val::Int(*v), Val::None])
            }
            ExprKind::Float(v) => {
                let d = self.dtype(e.dtype())?;
                call_o("ir.FloatImm", &[d, Val::Float(*v), Val::None])
            }
            ExprKind::Str(s) => call_o("ir.StringImm", &[(&**s).into(), Val::None]),
            ExprKind::Var(v) => self.var(v),
            ExprKind::BufferData(b) => {
                let b = self.buffer(b)?;
                call_o("tirx.BufferData", &[b.into()])
            }
            ExprKind::Binary(op, a, b) => {
                let name = match op {
                    BinOp::Add => "prim.Add",
                    BinOp::Sub => "prim.Sub",
                    BinOp::Mul => "prim.Mul",
                    BinOp::Div => "prim.Div",
                    BinOp::Mod => "prim.Mod",
                    BinOp::FloorDiv => "prim.FloorDiv",
                    BinOp::FloorMod => "prim.FloorMod",
                    BinOp::Min => "prim.Min",
                    BinOp::Max => "prim.Max",
                };
                two(self, name, a, b)
            }
            ExprKind::Cmp(op, a, b) => {
                let name = match op {
                    CmpOp::Eq => "prim.EQ",
                    CmpOp::Ne => "prim.NE",
                    CmpOp::Lt => "prim.LT",
                    CmpOp::Le => "prim.LE",
                    CmpOp::Gt => "prim.GT",
                    CmpOp::Ge => "prim.GE",
                };
                two(self, name, a, b)
            }
            ExprKind::And(a, b) => two(self, "prim.And", a, b),
            ExprKind::Or(a, b) => two(self, "prim.Or", a, b),
            ExprKind::Not(a) => {
                let a = self.expr(a)?;
                call_o("prim.Not", &[a.into(), Val::None])
            }
            ExprKind::Select(c, t, f) => {
                let c = self.expr(c)?;
                let t = self.expr(t)?;
                let f = self.expr(f)?;
                call_o("prim.Select", &[c.into(), t.into(), f.into(), Val::None])
            }
            ExprKind::Cast(v) => {
                let d = self.dtype(e.dtype())?;
                let v = self.expr(v)?;
                call_o("prim.Cast", &[d, v.into(), Val::None])
            }
            ExprKind::Load { buffer, indices } => {
                let b = self.buffer(buffer)?;
                let i = self.expr_array(indices)?;
                call_o("tirx.BufferLoad", &[b.into(), i.into(), Val::None])
            }
            ExprKind::Ramp {
                base,
                stride,
                lanes,
            } => {
                if e.dtype().scalable {
                    return Err("a scalable-vector ramp does not cross to TVM objects".into());
                }
                let b = self.expr(base)?;
                let s = self.expr(stride)?;
                call_o(
                    "prim.Ramp",
                    &[b.into(), s.into(), Val::Int(*lanes as i64), Val::None],
                )
            }
            ExprKind::Broadcast { value, lanes } => {
                if e.dtype().scalable {
                    return Err("a scalable-vector broadcast does not cross to TVM objects".into());
                }
                let v = self.expr(value)?;
                call_o(
                    "prim.Broadcast",
                    &[v.into(), Val::Int(*lanes as i64), Val::None],
                )
            }
            ExprKind::Let { var, value, body } => {
                let var = self.var(var)?;
                let value = self.expr(value)?;
                let body = self.expr(body)?;
                call_o(
                    "prim.Let",
                    &[var.into(), value.into(), body.into(), Val::None],
                )
            }
            ExprKind::Call { op, args, attrs } => self.call(e, op, args, attrs),
            ExprKind::Meta { key, index } => Err(format!(
                "metadata reference {key}[{index}] has no value to give TVM"
            )),
        }
    }

    fn call(
        &mut self,
        e: &Expr,
        op: &CallOp,
        args: &[Expr],
        attrs: &[(String, AttrValue)],
    ) -> Result<Obj> {
        if let CallOp::Builtin(name) = op {
            let node = match *name {
                builtin::SHIFT_LEFT => Some("prim.LShift"),
                builtin::SHIFT_RIGHT => Some("prim.RShift"),
                builtin::BITWISE_AND => Some("prim.BitwiseAnd"),
                builtin::BITWISE_OR => Some("prim.BitwiseOr"),
                builtin::BITWISE_XOR => Some("prim.BitwiseXor"),
                _ => None,
            };
            if let (Some(n), [a, b]) = (node, args) {
                let a = self.expr(a)?;
                let b = self.expr(b)?;
                return call_o(n, &[a.into(), b.into(), Val::None]);
            }
            if let (builtin::BITWISE_NOT, [a]) = (*name, args) {
                let a = self.expr(a)?;
                return call_o("prim.BitwiseNot", &[a.into(), Val::None]);
            }
        }
        let opv = match op {
            CallOp::Builtin(name) => match op_table::lookup(name.name()) {
                Some(info) if info.ops.len() > 1 => {
                    let strings: Vec<String> = args
                        .iter()
                        .filter_map(|a| a.as_str().map(String::from))
                        .collect();
                    self.origin
                        .call_ops
                        .get(&(name.to_string(), strings))
                        .cloned()
                        .ok_or_else(|| {
                            format!("T.{name} stands for several TVM operations; a call a pass built has none to take")
                        })?
                }
                _ => self.op(name.name())?,
            },
            CallOp::Global(name) => self.global_var(name)?,
        };
        // TVM types a void builtin call `void` and a void call of a module
        // function by the callee's empty-tuple return type.
        let ty = match (op, e.ty()) {
            (CallOp::Global(_), Type::Void) => {
                let fields = object::array(Vec::new())?;
                call_o("ir.TupleType", &[fields.into(), Val::None])?
            }
            (_, t) => self.ty(t)?,
        };
        let args = self.expr_array(args)?;
        let attrs: Val = if attrs.is_empty() {
            Val::None
        } else {
            match attrs {
                [(k, AttrValue::Array(params))] if k == "launch_params" => {
                    let v = params
                        .iter()
                        .map(|p| self.attr_value(p))
                        .collect::<Result<Vec<_>>>()?;
                    let arr = object::array(v)?;
                    call_o("tirx.CallFFIKernelAttr", &[arr.into()])?.into()
                }
                _ => {
                    return Err(format!(
                        "call attributes {:?} do not cross to TVM objects",
                        attrs.iter().map(|(k, _)| k).collect::<Vec<_>>()
                    ));
                }
            }
        };
        let ty_args = object::array(Vec::new())?;
        call_o(
            "ir.Call",
            &[
                ty.into(),
                opv.into(),
                args.into(),
                attrs,
                ty_args.into(),
                Val::None,
            ],
        )
    }

    // ------------------------------------------------------------- attributes

    pub fn attr_value(&mut self, v: &AttrValue) -> Result<Val> {
        Ok(match v {
            AttrValue::Bool(b) => Val::Bool(*b),
            AttrValue::Int(i) => Val::Int(*i),
            AttrValue::Float(f) => Val::Float(*f),
            AttrValue::Str(s) => Val::Str(s.clone()),
            AttrValue::Array(items) => {
                let v = items
                    .iter()
                    .map(|x| self.attr_value(x))
                    .collect::<Result<Vec<_>>>()?;
                object::array(v)?.into()
            }
            AttrValue::Map(m) => self.attr_map(m)?.into(),
            AttrValue::Target(t) => self.target(t)?.into(),
            AttrValue::Expr(e) => self.expr(e)?.into(),
            AttrValue::Buffer(b) => self.buffer(b)?.into(),
        })
    }

    fn attr_map(&mut self, m: &std::collections::BTreeMap<String, AttrValue>) -> Result<Obj> {
        let mut pairs = Vec::with_capacity(m.len());
        for (k, v) in m {
            pairs.push((Val::Str(k.clone()), self.attr_value(v)?));
        }
        object::map(pairs)
    }

    // ------------------------------------------------------------- statements

    pub fn stmt(&mut self, s: &Stmt) -> Result<Obj> {
        if !self.fresh
            && let Some(o) = self.origin.stmts.get(&stmt_key(s))
        {
            self.reused += 1;
            return Ok(o.clone());
        }
        self.built += 1;
        tirsat::ir::stack::deeper(|| self.stmt_node(s))
    }

    fn annotations(&mut self, a: &Attrs) -> Result<Obj> {
        self.attr_map(a)
    }

    fn stmt_node(&mut self, s: &Stmt) -> Result<Obj> {
        match s.kind() {
            StmtKind::Seq(items) => {
                let v = items
                    .iter()
                    .map(|x| self.stmt(x).map(Val::from))
                    .collect::<Result<Vec<_>>>()?;
                let arr = object::array(v)?;
                call_o("tirx.SeqStmt", &[arr.into(), Val::None])
            }
            StmtKind::AllocBuffer {
                buffer,
                annotations,
            } => {
                let b = self.buffer(buffer)?;
                let a = self.annotations(annotations)?;
                call_o("tirx.AllocBuffer", &[b.into(), a.into(), Val::None])
            }
            StmtKind::DeclBuffer { buffer, data } => {
                let b = self.buffer(buffer)?;
                let d = self.expr(data)?;
                call_o("tirx.DeclBuffer", &[b.into(), d.into(), Val::None])
            }
            StmtKind::Attr {
                node,
                key,
                value,
                body,
            } => {
                let n: Val = match node {
                    // TVM's passes and parser hold an integer or string
                    // node (`0`, `"default"`) as a plain value, not as an
                    // IntImm or StringImm; one read from TVM goes back as
                    // the object it was.
                    AttrNode::Expr(e)
                        if self.fresh || !self.origin.exprs.contains_key(&expr_key(e)) =>
                    {
                        match e.kind() {
                            ExprKind::Str(s) => Val::Str(s.to_string()),
                            ExprKind::Int(i) if e.dtype() == DataType::i32() => Val::Int(*i),
                            _ => self.expr(e)?.into(),
                        }
                    }
                    AttrNode::Expr(e) => self.expr(e)?.into(),
                    AttrNode::IterVar(iv) => self.iter_var(iv)?.into(),
                    AttrNode::Buffer(b) => self.buffer(b)?.into(),
                    AttrNode::Target(t) => self.target(t)?.into(),
                    AttrNode::CommReducer(r) => self.reducer(r)?.into(),
                };
                let v = self.expr(value)?;
                let b = self.stmt(body)?;
                call_o(
                    "tirx.AttrStmt",
                    &[n, key.as_str().into(), v.into(), b.into(), Val::None],
                )
            }
            StmtKind::Bind { var, value } => {
                let var = self.var(var)?;
                let v = self.expr(value)?;
                call_o("tirx.Bind", &[var.into(), v.into(), Val::None])
            }
            StmtKind::For {
                var,
                min,
                extent,
                step,
                kind,
                body,
                thread_binding,
                annotations,
            } => {
                let var = self.var(var)?;
                let min = self.expr(min)?;
                let extent = self.expr(extent)?;
                let kind = match kind {
                    ForKind::Serial => 0,
                    ForKind::Parallel => 1,
                    ForKind::Vectorized => 2,
                    ForKind::Unrolled => 3,
                    ForKind::ThreadBinding => 4,
                };
                let body = self.stmt(body)?;
                let tb: Val = match thread_binding {
                    Some(iv) => self.iter_var(iv)?.into(),
                    None => Val::None,
                };
                let ann = self.annotations(annotations)?;
                let step: Val = match step {
                    Some(x) => self.expr(x)?.into(),
                    None => Val::None,
                };
                call_o(
                    "tirx.For",
                    &[
                        var.into(),
                        min.into(),
                        extent.into(),
                        Val::Int(kind),
                        body.into(),
                        tb,
                        ann.into(),
                        step,
                        Val::None,
                    ],
                )
            }
            StmtKind::While { cond, body } => {
                let c = self.expr(cond)?;
                let b = self.stmt(body)?;
                call_o("tirx.While", &[c.into(), b.into(), Val::None])
            }
            StmtKind::If {
                cond,
                then_case,
                else_case,
            } => {
                let c = self.expr(cond)?;
                let t = self.stmt(then_case)?;
                let e: Val = match else_case {
                    Some(e) => self.stmt(e)?.into(),
                    None => Val::None,
                };
                call_o("tirx.IfThenElse", &[c.into(), t.into(), e, Val::None])
            }
            StmtKind::Assert { cond, kind, parts } => {
                let k = call_o("ir.StringImm", &[kind.as_str().into(), Val::None])?;
                let c = self.expr(cond)?;
                let p = self.expr_array(parts)?;
                call_o(
                    "tirx.AssertStmt",
                    &[c.into(), k.into(), p.into(), Val::None],
                )
            }
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                let b = self.buffer(buffer)?;
                let v = self.expr(value)?;
                let i = self.expr_array(indices)?;
                call_o(
                    "tirx.BufferStore",
                    &[b.into(), v.into(), i.into(), Val::None],
                )
            }
            StmtKind::Evaluate(e) => {
                let e = self.expr(e)?;
                call_o("tirx.Evaluate", &[e.into(), Val::None])
            }
            StmtKind::Return(e) => {
                let e = self.expr(e)?;
                call_o("tirx.Return", &[e.into(), Val::None])
            }
            StmtKind::Block { .. } => Err("a block does not cross to TVM objects".into()),
            StmtKind::Tirx(_) => Err("a TIRx statement does not cross to TVM objects".into()),
        }
    }

    // ------------------------------------------------------------- functions

    /// A `tirx.PrimFunc` for `f`; `old` is the TVM function it replaces
    /// (its attribute dictionary is kept when the attributes are unchanged).
    pub fn func(&mut self, f: &PrimFunc, old: Option<(&PrimFunc, &Obj)>) -> Result<Obj> {
        let params = f
            .params
            .iter()
            .map(|p| match p {
                Param::Var(v) => self.var(v).map(Val::from),
                Param::Buffer(b) => self.buffer(b).map(Val::from),
            })
            .collect::<Result<Vec<_>>>()?;
        let params = object::array(params)?;
        let body = self.stmt(&f.body)?;
        let ret = match &f.ret_type {
            Type::Void => {
                let fields = object::array(Vec::new())?;
                call_o("ir.TupleType", &[fields.into(), Val::None])?
            }
            t => self.ty(t)?,
        };
        let attrs = match old {
            Some((of, oo)) if of.attrs == f.attrs => {
                let fld = object::field(oo.type_index(), "attrs").ok_or("PrimFunc.attrs")?;
                fld.get(oo).into_obj()
            }
            _ => None,
        };
        let attrs = match attrs {
            Some(a) => a,
            None => {
                let m = self.attr_map(&f.attrs)?;
                call_o(
                    "ffi.MakeObjectFromPackedArgs",
                    &["ir.DictAttrs".into(), "__dict__".into(), m.into()],
                )?
            }
        };
        // TVM's PrimFunc constructor derives the function's type (`ty`) from
        // the parameters, the return type and the purity of the body, which it
        // finds by walking the whole body (about as long as reading it here).
        // A function with TVM's parameters and return type keeps TVM's type, as
        // TVM's passes keep it when they update a function in place; a new
        // function that stores into a buffer its caller owns is impure, and
        // its type is the constructor's on that store alone. Either way the
        // function is made by reflection with that type; otherwise (and in
        // debug builds, to check the new function's type) by the constructor.
        let kept =
            matches!(old, Some((of, _)) if of.params == f.params && of.ret_type == f.ret_type);
        let ty = match old {
            Some((_, oo)) if kept => {
                let fld = object::field(oo.type_index(), "ty").ok_or("PrimFunc.ty")?;
                fld.get(oo).into_obj()
            }
            _ => match outer_store(f) {
                Some(store) => {
                    let store = self.stmt(&store)?;
                    let probe = call_o(
                        "tirx.PrimFunc",
                        &[
                            params.clone().into(),
                            store.into(),
                            ret.clone().into(),
                            attrs.clone().into(),
                            Val::None,
                        ],
                    )?;
                    let fld = object::field(probe.type_index(), "ty").ok_or("PrimFunc.ty")?;
                    fld.get(&probe).into_obj()
                }
                None => None,
            },
        };
        let made = match &ty {
            Some(ty) => call_o(
                "ffi.MakeObjectFromPackedArgs",
                &[
                    "tirx.PrimFunc".into(),
                    "params".into(),
                    params.clone().into(),
                    "body".into(),
                    body.clone().into(),
                    "ret_type".into(),
                    ret.clone().into(),
                    "attrs".into(),
                    attrs.clone().into(),
                    "ty".into(),
                    ty.into(),
                ],
            )?,
            None => {
                return call_o(
                    "tirx.PrimFunc",
                    &[
                        params.into(),
                        body.into(),
                        ret.into(),
                        attrs.into(),
                        Val::None,
                    ],
                );
            }
        };
        // The type made from one store is the constructor's on the whole body.
        #[cfg(debug_assertions)]
        if !kept {
            let full = call_o(
                "tirx.PrimFunc",
                &[
                    params.into(),
                    body.into(),
                    ret.into(),
                    attrs.into(),
                    Val::None,
                ],
            )?;
            let fld = object::field(full.type_index(), "ty").ok_or("PrimFunc.ty")?;
            let eq = object::call(
                "ffi.StructuralEqual",
                &[
                    fld.get(&full),
                    fld.get(&made),
                    Val::Bool(true),
                    Val::Bool(false),
                ],
            )?;
            debug_assert!(
                eq.as_int() == Some(1),
                "PrimFunc type by reflection differs from the constructor's"
            );
        }
        Ok(made)
    }
}

/// The host-less Targets made from TVM's Targets, process-wide: TVM's
/// Targets are immutable and a build's kernels share a few, each made once
/// (the entries hold both objects, so no address is reused while one lives;
/// emptied when it grows past [`HOSTLESS_KEPT`]).
static HOSTLESS: std::sync::Mutex<Vec<(Obj, Obj)>> = std::sync::Mutex::new(Vec::new());
const HOSTLESS_KEPT: usize = 64;

fn hostless_known(base: &Obj) -> Option<Obj> {
    let cache = HOSTLESS.lock().unwrap_or_else(|e| e.into_inner());
    cache
        .iter()
        .find(|(b, _)| b.same_as(base))
        .map(|(_, o)| o.clone())
}

fn remember_hostless(base: &Obj, made: &Obj) {
    let mut cache = HOSTLESS.lock().unwrap_or_else(|e| e.into_inner());
    if cache.len() >= HOSTLESS_KEPT {
        cache.clear();
    }
    cache.push((base.clone(), made.clone()));
}

/// A store of `f`'s body into a buffer its caller owns: a buffer parameter,
/// or a buffer declared on a pointer parameter (what makes a function impure
/// to TVM whatever else it does).
fn outer_store(f: &PrimFunc) -> Option<Stmt> {
    let ptrs: Vec<u64> = f
        .params
        .iter()
        .filter_map(|p| match p {
            Param::Var(v) => Some(v.id()),
            Param::Buffer(_) => None,
        })
        .collect();
    let mut outer: rustc_hash::FxHashSet<u64> = f
        .params
        .iter()
        .filter_map(|p| match p {
            Param::Buffer(b) => Some(b.id()),
            Param::Var(_) => None,
        })
        .collect();
    fn walk(s: &Stmt, ptrs: &[u64], outer: &mut rustc_hash::FxHashSet<u64>) -> Option<Stmt> {
        match s.kind() {
            StmtKind::DeclBuffer { buffer, data }
                if data.as_var().is_some_and(|v| ptrs.contains(&v.id())) =>
            {
                outer.insert(buffer.id());
            }
            StmtKind::Store { buffer, .. } if outer.contains(&buffer.id()) => {
                return Some(s.clone());
            }
            _ => {}
        }
        tirsat::ir::stack::deeper(|| s.iter_child_stmts().find_map(|c| walk(c, ptrs, outer)))
    }
    walk(&f.body, &ptrs, &mut outer)
}
