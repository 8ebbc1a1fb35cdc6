//! TVM objects to tirsat's IR, by walking them over the C ABI.
//!
//! Every node is read through TVM's reflection (type key, field getters by
//! name). Variables, buffers and IterVars keep their identity: one tirsat
//! object per TVM object. Shared TVM expression nodes stay shared. The
//! [`Origin`] table remembers, for each tirsat node made here, the TVM object
//! it came from, so the way back ([`super::to_tvm`]) hands TVM its own objects
//! wherever a pass left a node alone.

use std::collections::BTreeMap;
use tirsat::ir::builtin;

use rustc_hash::FxHashMap;

use tirsat::ir::layout::{Iter, Layout, TileLayout};
use tirsat::ir::{
    AttrNode, AttrValue, Attrs, BinOp, Buffer, BufferLayout, BufferNode, CallOp, CmpOp,
    CommReducer, DataType, Expr, ExprKind, ForKind, IterKind, IterVar, Param, PrimFunc, Scope,
    Stmt, StmtKind, Target, TargetNode, Type, Var,
};
use tirsat::script::op_table;

use super::object::{self, Obj, Peek, Val, array_items, own};
use super::sys::{DLDataType, Object};

/// A failure to read a TVM object, naming what could not be read.
pub type Result<T> = std::result::Result<T, String>;

/// What each tirsat node made by [`FromTvm`] came from.
#[derive(Default)]
pub struct Origin {
    /// tirsat variable id -> TVM `ir.Var`.
    pub vars: FxHashMap<u64, Obj>,
    /// tirsat buffer id -> TVM buffer `ir.Var`.
    pub buffers: FxHashMap<u64, Obj>,
    /// tirsat IterVar id -> TVM `tirx.IterVar`.
    pub iter_vars: FxHashMap<u64, Obj>,
    /// tirsat expression node -> TVM expression.
    pub exprs: FxHashMap<usize, Obj>,
    /// tirsat statement node -> TVM statement.
    pub stmts: FxHashMap<usize, Obj>,
    /// tirsat targets -> TVM `target.Target`.
    pub targets: Vec<(Target, Obj)>,
    /// tirsat reducers -> TVM `te.CommReducer`.
    pub reducers: Vec<(CommReducer, Obj)>,
    /// Layouts of buffers (TVM object), by tirsat buffer id.
    pub layouts: FxHashMap<u64, Obj>,
    /// TVM's op of each call of a tirsat name that stands for several TVM
    /// ops (`T.ptx.cp` with its modifier strings), by name and string args.
    pub call_ops: FxHashMap<(String, Vec<String>), Obj>,
    /// Kept alive so that the addresses used as keys stay unique (the
    /// expressions are: [`FromTvm`] holds every one it made, and lends its
    /// origin out only while it lives).
    pub(crate) keep_stmts: Vec<Stmt>,
}

/// The address of an expression node (its identity while it lives).
pub fn expr_key(e: &Expr) -> usize {
    &**e as *const _ as usize
}

/// The address of a statement node.
pub fn stmt_key(s: &Stmt) -> usize {
    &**s as *const _ as usize
}

/// Converts TVM objects to tirsat's IR.
pub struct FromTvm {
    pub origin: Origin,
    vars: FxHashMap<usize, Var>,
    buffers: FxHashMap<usize, Buffer>,
    iter_vars: FxHashMap<usize, IterVar>,
    exprs: FxHashMap<usize, Expr>,
    dtypes: FxHashMap<u32, DataType>,
    /// Types by TVM type object (TVM shares its `PrimType` objects).
    types: FxHashMap<usize, Type>,
    reflect: object::LocalTypes,
    /// An attribute statement read since the current function began has a
    /// variable as its node (what [`FromTvm::func`]'s loop-annotation
    /// binding looks for: without one it has nothing to do).
    var_attr_nodes: bool,
    /// [`FromTvm::scan_class`] by type index.
    scan_classes: Vec<Option<ScanClass>>,
    /// Nodes seen (counted for the statistics).
    pub nodes: u64,
}

fn dl_key(t: DLDataType) -> u32 {
    t.code as u32 | (t.bits as u32) << 8 | (t.lanes as u32) << 16
}

/// Targets already read, process-wide: TVM's `Target` objects are immutable
/// and every kernel of a build shares a few of them, whose attribute maps
/// cost dozens of FFI calls to read. The cache holds the objects (so no
/// address is reused while an entry lives) and is emptied when it grows
/// past [`TARGETS_KEPT`].
static TARGETS: std::sync::Mutex<Vec<(Obj, Target)>> = std::sync::Mutex::new(Vec::new());
const TARGETS_KEPT: usize = 64;

fn known_target(t: &Obj) -> Option<Target> {
    let cache = TARGETS.lock().unwrap_or_else(|e| e.into_inner());
    cache
        .iter()
        .find(|(o, _)| o.same_as(t))
        .map(|(_, x)| x.clone())
}

/// What [`FromTvm::mentions_in`] does with an object, by its type.
#[derive(Clone, Copy)]
enum ScanClass {
    /// Every reflected field but the source span.
    Fields,
    /// Nothing: no data type of a function's values lives in it.
    Skip,
    /// Each element.
    Array,
    /// Each key and value.
    Map,
    /// A type with a case of its own in [`FromTvm::computes_dtype`]'s walk
    /// (`inert_at`); else [`ScanClass::Fields`].
    Special,
}

/// The state of one [`FromTvm::mentions_dtype`] or
/// [`FromTvm::computes_dtype`] walk.
struct Scan<'p> {
    pred: &'p dyn Fn(DataType) -> bool,
    /// Objects visited (by address; all live for the walk).
    seen: rustc_hash::FxHashSet<usize>,
    /// Values handed out by getters, alive until the walk ends.
    keep: Vec<Obj>,
    /// The walk of [`FromTvm::computes_dtype`]: types that only declare
    /// storage or pass bits through do not count.
    inert: bool,
    /// Whether each `ir.Op` met (by address) is `tirx.reinterpret`.
    reinterpret: rustc_hash::FxHashMap<usize, bool>,
}

fn remember_target(t: &Obj, x: &Target) {
    let mut cache = TARGETS.lock().unwrap_or_else(|e| e.into_inner());
    if cache.len() >= TARGETS_KEPT {
        cache.clear();
    }
    cache.push((t.clone(), x.clone()));
}

impl Default for FromTvm {
    fn default() -> Self {
        Self::new()
    }
}

impl FromTvm {
    pub fn new() -> Self {
        FromTvm {
            origin: Origin::default(),
            vars: FxHashMap::default(),
            buffers: FxHashMap::default(),
            iter_vars: FxHashMap::default(),
            exprs: FxHashMap::default(),
            dtypes: FxHashMap::default(),
            types: FxHashMap::default(),
            reflect: object::LocalTypes::default(),
            var_attr_nodes: false,
            scan_classes: Vec::new(),
            nodes: 0,
        }
    }

    // ------------------------------------------------------------- helpers

    fn key(&mut self, o: &Obj) -> &'static str {
        self.reflect.entry(o.type_index()).key
    }

    fn get(&mut self, o: &Obj, name: &'static str) -> Result<Val> {
        let e = self.reflect.entry(o.type_index());
        let f = e
            .field(name)
            .ok_or_else(|| format!("{} has no field `{name}`", e.key))?;
        Ok(f.get(o))
    }

    /// The object field `name` of `o` read in place (borrowed from `o`: no
    /// getter call, no reference count; null for none), or `None` where the
    /// field is not an object reference read in place.
    fn peek(&mut self, o: &Obj, name: &'static str) -> Option<*mut Object> {
        let f = self.reflect.entry(o.type_index()).field(name)?;
        // SAFETY: `o` is live and of the entry's type.
        match unsafe { f.peek(o.ptr()) } {
            Peek::Obj(p) => Some(p),
            _ => None,
        }
    }

    fn get_obj(&mut self, o: &Obj, name: &'static str) -> Result<Obj> {
        self.get(o, name)?
            .into_obj()
            .ok_or_else(|| format!("{}.{name} is not an object", self.key(o)))
    }

    fn get_opt(&mut self, o: &Obj, name: &'static str) -> Result<Option<Obj>> {
        Ok(self.get(o, name)?.into_obj())
    }

    fn get_int(&mut self, o: &Obj, name: &'static str) -> Result<i64> {
        match self.get(o, name)? {
            Val::Int(v) => Ok(v),
            Val::Bool(b) => Ok(b as i64),
            v => Err(format!("{}.{name} is not an integer ({v:?})", self.key(o))),
        }
    }

    fn get_str(&mut self, o: &Obj, name: &'static str) -> Result<String> {
        match self.get(o, name)? {
            Val::Str(s) => Ok(s),
            Val::None => Ok(String::new()),
            v => Err(format!("{}.{name} is not a string ({v:?})", self.key(o))),
        }
    }

    /// The elements of the array field `name` (an absent array is empty).
    fn get_items(&mut self, o: &Obj, name: &'static str) -> Result<Vec<Val>> {
        match self.get(o, name)? {
            Val::None => Ok(Vec::new()),
            Val::Obj(a) => Ok(array_items(&a).iter().map(own).collect()),
            v => Err(format!("{}.{name} is not an array ({v:?})", self.key(o))),
        }
    }

    fn dtype(&mut self, t: DLDataType) -> Result<DataType> {
        let k = dl_key(t);
        if let Some(d) = self.dtypes.get(&k) {
            return Ok(*d);
        }
        let s = object::dtype_string(t)?;
        let d: DataType = if s.is_empty() || s == "void" {
            DataType::void()
        } else {
            s.parse()
                .map_err(|e| format!("data type `{s}` is not one tirsat reads: {e:?}"))?
        };
        self.dtypes.insert(k, d);
        Ok(d)
    }

    /// A TVM type object (`ir.PrimType`, `ir.PointerType`, `ir.TupleType`).
    pub fn ty(&mut self, t: &Obj) -> Result<Type> {
        let k = t.ptr() as usize;
        if let Some(x) = self.types.get(&k) {
            return Ok(x.clone());
        }
        let x = self.ty_node(t)?;
        self.types.insert(k, x.clone());
        Ok(x)
    }

    fn ty_node(&mut self, t: &Obj) -> Result<Type> {
        match self.key(t) {
            "ir.PrimType" => {
                let d = match self.get(t, "dtype")? {
                    Val::DType(d) => self.dtype(d)?,
                    v => return Err(format!("PrimType.dtype is {v:?}")),
                };
                Ok(Type::from(d))
            }
            "ir.PointerType" => {
                let el = self.get_obj(t, "element_type")?;
                let scope = self.get_str(t, "storage_scope")?;
                match self.key(&el) {
                    "ir.PrimType" => {
                        let elem = self.ty(&el)?.dtype();
                        if elem.is_void() && scope.is_empty() {
                            // `T.handle`: an opaque pointer.
                            Ok(Type::Prim(DataType::handle()))
                        } else {
                            Ok(Type::pointer(elem, Scope::new(&scope)))
                        }
                    }
                    "tirx.TensorMapType" => Ok(Type::TensorMap),
                    k => Err(format!("pointer to {k} is not a type tirsat models")),
                }
            }
            "ir.TupleType" => {
                if self.get_items(t, "fields")?.is_empty() {
                    Ok(Type::Void)
                } else {
                    Err("a tuple type is not a TIR type tirsat models".into())
                }
            }
            k => Err(format!("type {k} is not one tirsat models")),
        }
    }

    fn expr_ty(&mut self, e: &Obj) -> Result<Type> {
        // TVM shares its type objects: most are known by address.
        if let Some(p) = self.peek(e, "ty")
            && let Some(x) = self.types.get(&(p as usize))
        {
            return Ok(x.clone());
        }
        let t = self.get_obj(e, "ty")?;
        self.ty(&t)
    }

    // ------------------------------------------------------------- variables

    fn is_buffer_var(&mut self, v: &Obj) -> Result<bool> {
        if self.key(v) != "ir.Var" {
            return Ok(false);
        }
        let t = self.get_obj(v, "ty")?;
        Ok(self.key(&t) == "tirx.BufferType")
    }

    /// The tirsat variable of a (non-buffer) `ir.Var`.
    pub fn var(&mut self, v: &Obj) -> Result<Var> {
        let k = v.ptr() as usize;
        if let Some(x) = self.vars.get(&k) {
            return Ok(x.clone());
        }
        let name = self.get_str(v, "name")?;
        let t = self.get_obj(v, "ty")?;
        if self.key(&t) == "tirx.BufferType" {
            return Err(format!("buffer `{name}` used where a variable is expected"));
        }
        let ty = self.ty(&t)?;
        let x = Var::new(name, ty);
        self.vars.insert(k, x.clone());
        self.origin.vars.insert(x.id(), v.clone());
        Ok(x)
    }

    /// The tirsat buffer of a buffer `ir.Var`.
    pub fn buffer(&mut self, v: &Obj) -> Result<Buffer> {
        let k = v.ptr() as usize;
        if let Some(b) = self.buffers.get(&k) {
            return Ok(b.clone());
        }
        let name = self.get_str(v, "name")?;
        let t = self.get_obj(v, "ty")?;
        if self.key(&t) != "tirx.BufferType" {
            return Err(format!("`{name}` is used as a buffer but is a variable"));
        }
        let dt = self.get_obj(&t, "dtype")?;
        let dtype = self.ty(&dt)?.dtype();
        let scope = self.get_str(&t, "storage_scope")?;
        let shape = self.exprs_of(&t, "shape")?;
        let strides = self.exprs_of(&t, "strides")?;
        let elem_offset = self.expr_field(&t, "elem_offset")?;
        let data_alignment = self.get_int(&t, "data_alignment")?;
        let offset_factor = self.get_int(&t, "offset_factor")?;
        let allocated_addr = self.exprs_of(&t, "allocated_addr")?;
        let layout_obj = self.get_opt(&t, "layout")?;
        let layout = match &layout_obj {
            None => BufferLayout::None,
            Some(l) => BufferLayout::of(self.layout(l)?, &shape),
        };
        let b = Buffer::from_node(BufferNode {
            name,
            dtype,
            shape,
            strides,
            elem_offset,
            scope: Scope::new(&scope),
            data_alignment,
            offset_factor,
            layout,
            allocated_addr,
        });
        self.buffers.insert(k, b.clone());
        self.origin.buffers.insert(b.id(), v.clone());
        if let Some(l) = layout_obj {
            self.origin.layouts.insert(b.id(), l);
        }
        Ok(b)
    }

    fn layout(&mut self, l: &Obj) -> Result<Layout> {
        match self.key(l) {
            "tirx.TileLayout" => Ok(Layout::Tile(self.tile_layout(l)?)),
            "tirx.ComposeLayout" => {
                let tile = self.get_obj(l, "tile_layout")?;
                Ok(Layout::Compose {
                    per_element: self.get_int(l, "per_element")?,
                    swizzle_len: self.get_int(l, "swizzle_len")?,
                    atom_len: self.get_int(l, "atom_len")?,
                    swizzle_inner: self.get_int(l, "swizzle_inner")? != 0,
                    tile: self.tile_layout(&tile)?,
                })
            }
            k => Err(format!("buffer layout {k} is not one tirsat models")),
        }
    }

    fn tile_layout(&mut self, l: &Obj) -> Result<TileLayout> {
        let iters = |field: &'static str, me: &mut Self| -> Result<Vec<Iter>> {
            me.get_items(l, field)?
                .into_iter()
                .map(|it| {
                    let it = it.into_obj().ok_or("layout iterator is not an object")?;
                    let extent = me.expr_field(&it, "extent")?;
                    let stride = me.expr_field(&it, "stride")?;
                    let axis = me.get_obj(&it, "axis")?;
                    let name = me.get_str(&axis, "name")?;
                    Ok(Iter::new(extent, stride, &name))
                })
                .collect()
        };
        let shard = iters("shard", self)?;
        let replica = iters("replica", self)?;
        let mut offset = Vec::new();
        if let Some(m) = self.get_opt(l, "offset")? {
            for (k, v) in object::map_items(&m)? {
                let axis = k.into_obj().ok_or("layout offset key is not an axis")?;
                let name = self.get_str(&axis, "name")?;
                offset.push((name, self.expr_val(&v)?));
            }
        }
        offset.sort_by(|a, b| a.0.cmp(&b.0));
        Ok(TileLayout {
            shard,
            replica,
            offset,
        })
    }

    fn iter_var(&mut self, o: &Obj) -> Result<IterVar> {
        let k = o.ptr() as usize;
        if let Some(x) = self.iter_vars.get(&k) {
            return Ok(x.clone());
        }
        let v = self.get_obj(o, "var")?;
        let var = self.var(&v)?;
        let dom = match self.get_opt(o, "dom")? {
            None => None,
            Some(r) => Some((self.expr_field(&r, "min")?, self.expr_field(&r, "extent")?)),
        };
        let code = self.get_int(o, "iter_type")?;
        let kind = *IterKind::ALL
            .get(code as usize)
            .ok_or_else(|| format!("IterVar kind {code}"))?;
        let tag = self.get_str(o, "thread_tag")?;
        let iv = IterVar::new(var, dom, kind, tag);
        self.iter_vars.insert(k, iv.clone());
        self.origin.iter_vars.insert(iv.id(), o.clone());
        Ok(iv)
    }

    pub fn target(&mut self, t: &Obj) -> Result<Target> {
        if let Some((tt, _)) = self.origin.targets.iter().find(|(_, o)| o.same_as(t)) {
            return Ok(tt.clone());
        }
        if let Some(tt) = known_target(t) {
            self.origin.targets.push((tt.clone(), t.clone()));
            return Ok(tt);
        }
        let tt = self.target_node(t)?;
        remember_target(t, &tt);
        Ok(tt)
    }

    fn target_node(&mut self, t: &Obj) -> Result<Target> {
        let kind = self.get_obj(t, "kind")?;
        let kind = self.get_str(&kind, "name")?;
        let mut attrs = BTreeMap::new();
        attrs.insert("tag".to_string(), AttrValue::Str(self.get_str(t, "tag")?));
        let keys: Vec<AttrValue> = self
            .get_items(t, "keys")?
            .into_iter()
            .map(|k| AttrValue::Str(k.as_str().unwrap_or_default().to_string()))
            .collect();
        attrs.insert("keys".to_string(), AttrValue::Array(keys));
        if let Some(m) = self.get_opt(t, "attrs")? {
            for (k, v) in object::map_items(&m)? {
                let key = k.as_str().ok_or("target attribute key")?.to_string();
                attrs.insert(key, self.attr_value(&v)?);
            }
        }
        let host = match self.get_opt(t, "host")? {
            Some(h) => Some(self.target(&h)?),
            None => None,
        };
        let tt = Target::from_node(TargetNode { kind, attrs, host });
        self.origin.targets.push((tt.clone(), t.clone()));
        Ok(tt)
    }

    fn reducer(&mut self, r: &Obj) -> Result<CommReducer> {
        let vars = |me: &mut Self, f: &'static str| -> Result<Vec<Var>> {
            me.get_items(r, f)?
                .into_iter()
                .map(|v| me.var(&v.into_obj().ok_or("reducer operand")?))
                .collect()
        };
        let lhs = vars(self, "lhs")?;
        let rhs = vars(self, "rhs")?;
        let result = self.exprs_of(r, "result")?;
        let identity = self.exprs_of(r, "identity_element")?;
        let c = CommReducer::new(lhs, rhs, result, identity)?;
        self.origin.reducers.push((c.clone(), r.clone()));
        Ok(c)
    }

    // ------------------------------------------------------------- expressions

    fn expr_field(&mut self, o: &Obj, name: &'static str) -> Result<Expr> {
        // A shared subexpression read before is found by address, with no
        // reference taken.
        if let Some(p) = self.peek(o, name) {
            if let Some(x) = self.exprs.get(&(p as usize)) {
                return Ok(x.clone());
            }
            if let Some(e) = Obj::from_borrowed(p) {
                return self.expr_owned(e);
            }
        }
        let e = self.get_obj(o, name)?;
        self.expr_owned(e)
    }

    fn exprs_of(&mut self, o: &Obj, name: &'static str) -> Result<Vec<Expr>> {
        // The array read in place (borrowed from `o`, as are its elements):
        // an element read before is found by address, with no reference
        // taken and no copy of the array.
        if let Some(p) = self.peek(o, name) {
            if p.is_null() {
                return Ok(Vec::new());
            }
            // SAFETY: `p` is a live field of the live `o`.
            if unsafe { (*p).type_index } == super::sys::TI_ARRAY {
                // SAFETY: a live `ffi.Array` that `o` keeps alive while the
                // elements are read (reading changes no TVM object).
                let items = unsafe { object::array_items_of(p) };
                let mut out = Vec::with_capacity(items.len());
                for raw in items {
                    let q = raw.as_object();
                    match self.exprs.get(&(q as usize)) {
                        Some(x) if !q.is_null() => out.push(x.clone()),
                        _ => out.push(self.expr_val_owned(own(raw))?),
                    }
                }
                return Ok(out);
            }
        }
        self.get_items(o, name)?
            .into_iter()
            .map(|v| self.expr_val_owned(v))
            .collect()
    }

    /// An expression given as an FFI value (a bare int or bool is an int32 or
    /// bool constant, as TVM converts it).
    fn expr_val(&mut self, v: &Val) -> Result<Expr> {
        match v {
            Val::Obj(o) => self.expr(o),
            Val::Int(i) => Ok(Expr::i32(*i)),
            Val::Bool(b) => Ok(Expr::bool(*b)),
            Val::Str(s) => Ok(Expr::str(s)),
            v => Err(format!("{v:?} is not an expression")),
        }
    }

    /// [`FromTvm::expr_val`] of a value the caller gives up.
    fn expr_val_owned(&mut self, v: Val) -> Result<Expr> {
        match v {
            Val::Obj(o) => self.expr_owned(o),
            v => self.expr_val(&v),
        }
    }

    pub fn expr(&mut self, e: &Obj) -> Result<Expr> {
        match self.exprs.get(&(e.ptr() as usize)) {
            Some(x) => Ok(x.clone()),
            None => self.expr_owned(e.clone()),
        }
    }

    /// [`FromTvm::expr`] of a reference the caller gives up: a new node's
    /// origin keeps it (no second reference count).
    fn expr_owned(&mut self, e: Obj) -> Result<Expr> {
        let k = e.ptr() as usize;
        if let Some(x) = self.exprs.get(&k) {
            return Ok(x.clone());
        }
        let x = tirsat::ir::stack::deeper(|| self.expr_node(&e))?;
        // `exprs` holds `x` as long as the origin is lent out: its address
        // stays a unique key.
        self.origin.exprs.insert(expr_key(&x), e);
        self.exprs.insert(k, x.clone());
        Ok(x)
    }

    fn two(&mut self, e: &Obj) -> Result<(Expr, Expr)> {
        Ok((self.expr_field(e, "a")?, self.expr_field(e, "b")?))
    }

    fn expr_node(&mut self, e: &Obj) -> Result<Expr> {
        self.nodes += 1;
        let key = self.key(e);
        let bin = |op| -> Option<BinOp> { Some(op) };
        let binop = match key {
            "prim.Add" => bin(BinOp::Add),
            "prim.Sub" => bin(BinOp::Sub),
            "prim.Mul" => bin(BinOp::Mul),
            "prim.Div" => bin(BinOp::Div),
            "prim.Mod" => bin(BinOp::Mod),
            "prim.FloorDiv" => bin(BinOp::FloorDiv),
            "prim.FloorMod" => bin(BinOp::FloorMod),
            "prim.Min" => bin(BinOp::Min),
            "prim.Max" => bin(BinOp::Max),
            _ => None,
        };
        if let Some(op) = binop {
            let ty = self.expr_ty(e)?;
            let (a, b) = self.two(e)?;
            return Ok(Expr::new(ty, ExprKind::Binary(op, a, b)));
        }
        let cmp = match key {
            "prim.EQ" => Some(CmpOp::Eq),
            "prim.NE" => Some(CmpOp::Ne),
            "prim.LT" => Some(CmpOp::Lt),
            "prim.LE" => Some(CmpOp::Le),
            "prim.GT" => Some(CmpOp::Gt),
            "prim.GE" => Some(CmpOp::Ge),
            _ => None,
        };
        if let Some(op) = cmp {
            let ty = self.expr_ty(e)?;
            let (a, b) = self.two(e)?;
            return Ok(Expr::new(ty, ExprKind::Cmp(op, a, b)));
        }
        let bit = match key {
            "prim.LShift" => Some(builtin::SHIFT_LEFT),
            "prim.RShift" => Some(builtin::SHIFT_RIGHT),
            "prim.BitwiseAnd" => Some(builtin::BITWISE_AND),
            "prim.BitwiseOr" => Some(builtin::BITWISE_OR),
            "prim.BitwiseXor" => Some(builtin::BITWISE_XOR),
            _ => None,
        };
        if let Some(name) = bit {
            let ty = self.expr_ty(e)?;
            let (a, b) = self.two(e)?;
            return Ok(Expr::call(ty, name, vec![a, b]));
        }
        match key {
            "ir.IntImm" => {
                let ty = self.expr_ty(e)?;
                let v = match self.get(e, "value")? {
                    Val::Int(v) => v,
                    Val::Bool(b) => b as i64,
                    v => return Err(format!("integer constant {v:?} is not one tirsat reads")),
                };
                Ok(Expr::new(ty, ExprKind::Int(v)))
            }
            "ir.FloatImm" => {
                let ty = self.expr_ty(e)?;
                let v = match self.get(e, "value")? {
                    Val::Float(f) => f,
                    Val::Int(i) => i as f64,
                    v => return Err(format!("float constant {v:?}")),
                };
                Ok(Expr::new(ty, ExprKind::Float(v)))
            }
            "ir.StringImm" => Ok(Expr::str(&self.get_str(e, "value")?)),
            "ir.Var" => {
                if self.is_buffer_var(e)? {
                    let name = self.get_str(e, "name")?;
                    return Err(format!(
                        "buffer `{name}` used as a value (tirsat models buffers in loads, stores and `.data`)"
                    ));
                }
                Ok(Expr::var(&self.var(e)?))
            }
            "prim.And" | "prim.Or" => {
                let ty = self.expr_ty(e)?;
                let (a, b) = self.two(e)?;
                let kind = if key == "prim.And" {
                    ExprKind::And(a, b)
                } else {
                    ExprKind::Or(a, b)
                };
                Ok(Expr::new(ty, kind))
            }
            "prim.Not" => {
                let ty = self.expr_ty(e)?;
                let a = self.expr_field(e, "a")?;
                Ok(Expr::new(ty, ExprKind::Not(a)))
            }
            "prim.BitwiseNot" => {
                let ty = self.expr_ty(e)?;
                let a = self.expr_field(e, "a")?;
                Ok(Expr::call(ty, builtin::BITWISE_NOT, vec![a]))
            }
            "prim.Select" => {
                let ty = self.expr_ty(e)?;
                let c = self.expr_field(e, "condition")?;
                let t = self.expr_field(e, "true_value")?;
                let f = self.expr_field(e, "false_value")?;
                Ok(Expr::new(ty, ExprKind::Select(c, t, f)))
            }
            "prim.Cast" => {
                let ty = self.expr_ty(e)?;
                let v = self.expr_field(e, "value")?;
                Ok(Expr::new(ty, ExprKind::Cast(v)))
            }
            "prim.Ramp" => {
                let ty = self.expr_ty(e)?;
                let base = self.expr_field(e, "base")?;
                let stride = self.expr_field(e, "stride")?;
                let lanes = ty.dtype().lanes;
                Ok(Expr::new(
                    ty,
                    ExprKind::Ramp {
                        base,
                        stride,
                        lanes,
                    },
                ))
            }
            "prim.Broadcast" => {
                let ty = self.expr_ty(e)?;
                let value = self.expr_field(e, "value")?;
                let lanes = ty.dtype().lanes;
                Ok(Expr::new(ty, ExprKind::Broadcast { value, lanes }))
            }
            "prim.Let" => {
                let ty = self.expr_ty(e)?;
                let v = self.get_obj(e, "var")?;
                let var = self.var(&v)?;
                let value = self.expr_field(e, "value")?;
                let body = self.expr_field(e, "body")?;
                Ok(Expr::new(ty, ExprKind::Let { var, value, body }))
            }
            "ir.TensorLoad" => {
                let ty = self.expr_ty(e)?;
                let src = self.get_obj(e, "source")?;
                let buffer = self.buffer(&src)?;
                let indices = self.exprs_of(e, "indices")?;
                Ok(Expr::new(ty, ExprKind::Load { buffer, indices }))
            }
            "ir.Call" => self.call(e),
            k => Err(format!("expression node {k} is not one tirsat models")),
        }
    }

    fn call(&mut self, e: &Obj) -> Result<Expr> {
        let ty = self.expr_ty(e)?;
        let op = self.get_obj(e, "op")?;
        let op = match self.key(&op) {
            "ir.Op" => {
                let name = self.get_str(&op, "name")?;
                if name == "tirx.buffer_data" {
                    let args = self.get_items(e, "args")?;
                    let b = args
                        .first()
                        .and_then(Val::as_obj)
                        .ok_or("buffer_data without a buffer")?;
                    let b = self.buffer(b)?;
                    return Ok(Expr::new(ty, ExprKind::BufferData(b)));
                }
                let info = op_table::by_tvm_op(&name)
                    .ok_or_else(|| format!("operation {name} is not one tirsat knows"))?;
                if info.ops.len() > 1 {
                    let strings = string_args(&self.get_items(e, "args")?, self);
                    self.origin
                        .call_ops
                        .insert((info.name.to_string(), strings), op.clone());
                }
                CallOp::Builtin(info.op())
            }
            "ir.GlobalVar" => CallOp::global(&self.get_str(&op, "name_hint")?),
            k => return Err(format!("call of a {k} is not one tirsat models")),
        };
        let args = self.exprs_of(e, "args")?;
        let mut attrs = Vec::new();
        if let Some(a) = self.get_opt(e, "attrs")? {
            match self.key(&a) {
                "tirx.CallFFIKernelAttr" => {
                    let params = self
                        .get_items(&a, "launch_params")?
                        .iter()
                        .map(|v| self.attr_value(v))
                        .collect::<Result<Vec<_>>>()?;
                    attrs.push(("launch_params".to_string(), AttrValue::Array(params)));
                }
                "ir.DictAttrs" => {
                    for (k, v) in self.dict(&a)? {
                        attrs.push((k, v));
                    }
                }
                k => return Err(format!("call attributes {k} are not ones tirsat models")),
            }
        }
        Ok(Expr::new(ty, ExprKind::Call { op, args, attrs }))
    }

    // ------------------------------------------------------------- attributes

    /// The entries of an `ir.DictAttrs`.
    fn dict(&mut self, d: &Obj) -> Result<Attrs> {
        match self.get(d, "__dict__")? {
            Val::Obj(m) => self.attr_map(&m),
            _ => Ok(Attrs::new()),
        }
    }

    fn attr_map(&mut self, m: &Obj) -> Result<Attrs> {
        let mut out = Attrs::new();
        for (k, v) in object::map_items(m)? {
            let key = k
                .as_str()
                .ok_or("attribute key is not a string")?
                .to_string();
            let value = self
                .attr_value(&v)
                .map_err(|e| format!("attribute `{key}`: {e}"))?;
            out.insert(key, value);
        }
        Ok(out)
    }

    fn attr_value(&mut self, v: &Val) -> Result<AttrValue> {
        Ok(match v {
            Val::Bool(b) => AttrValue::Bool(*b),
            Val::Int(i) => AttrValue::Int(*i),
            Val::Float(f) => AttrValue::Float(*f),
            Val::Str(s) => AttrValue::Str(s.clone()),
            Val::None => return Err("None is not an attribute value tirsat models".into()),
            Val::DType(_) => {
                return Err("a data type is not an attribute value tirsat models".into());
            }
            Val::Obj(o) => match self.key(o) {
                "ffi.Array" => AttrValue::Array(
                    array_items(o)
                        .iter()
                        .map(|x| self.attr_value(&own(x)))
                        .collect::<Result<_>>()?,
                ),
                "ffi.Map" => {
                    let mut m = BTreeMap::new();
                    for (k, v) in object::map_items(o)? {
                        let key = k.as_str().ok_or("map key is not a string")?.to_string();
                        m.insert(key, self.attr_value(&v)?);
                    }
                    AttrValue::Map(m)
                }
                "target.Target" => AttrValue::Target(self.target(o)?),
                "ir.Var" if self.is_buffer_var(o)? => AttrValue::Buffer(self.buffer(o)?),
                _ => AttrValue::Expr(self.expr(o)?),
            },
        })
    }

    // ------------------------------------------------------------- statements

    pub fn stmt(&mut self, s: &Obj) -> Result<Stmt> {
        self.stmt_owned(s.clone())
    }

    /// [`FromTvm::stmt`] of a reference the caller gives up (the origin
    /// keeps it).
    fn stmt_owned(&mut self, s: Obj) -> Result<Stmt> {
        let x = tirsat::ir::stack::deeper(|| self.stmt_node(&s))?;
        self.origin.stmts.insert(stmt_key(&x), s);
        self.origin.keep_stmts.push(x.clone());
        Ok(x)
    }

    fn stmt_field(&mut self, o: &Obj, name: &'static str) -> Result<Stmt> {
        let s = self.get_obj(o, name)?;
        self.stmt_owned(s)
    }

    fn stmt_node(&mut self, s: &Obj) -> Result<Stmt> {
        self.nodes += 1;
        let kind = match self.key(s) {
            "tirx.SeqStmt" => {
                let items = self.get_items(s, "seq")?;
                let mut v = Vec::with_capacity(items.len());
                for i in items {
                    v.push(self.stmt_owned(i.into_obj().ok_or("SeqStmt element")?)?);
                }
                StmtKind::Seq(v)
            }
            "tirx.AllocBuffer" => {
                let b = self.get_obj(s, "buffer")?;
                let buffer = self.buffer(&b)?;
                let annotations = match self.get_opt(s, "annotations")? {
                    Some(m) => self.attr_map(&m)?,
                    None => Attrs::new(),
                };
                StmtKind::AllocBuffer {
                    buffer,
                    annotations,
                }
            }
            "tirx.DeclBuffer" => {
                let b = self.get_obj(s, "buffer")?;
                let buffer = self.buffer(&b)?;
                let data = self.expr_field(s, "data")?;
                StmtKind::DeclBuffer { buffer, data }
            }
            "tirx.AttrStmt" => {
                let node = self.get(s, "node")?;
                let node = self.attr_node(&node)?;
                if matches!(&node, AttrNode::Expr(e) if e.as_var().is_some()) {
                    self.var_attr_nodes = true;
                }
                let key = self.get_str(s, "attr_key")?;
                let value = self.expr_field(s, "value")?;
                let body = self.stmt_field(s, "body")?;
                StmtKind::Attr {
                    node,
                    key,
                    value,
                    body,
                }
            }
            "tirx.Bind" => {
                let v = self.get_obj(s, "var")?;
                let var = self.var(&v)?;
                let value = self.expr_field(s, "value")?;
                StmtKind::Bind { var, value }
            }
            "tirx.For" => {
                let v = self.get_obj(s, "loop_var")?;
                let var = self.var(&v)?;
                let min = self.expr_field(s, "min")?;
                let extent = self.expr_field(s, "extent")?;
                let kind = match self.get_int(s, "kind")? {
                    0 => ForKind::Serial,
                    1 => ForKind::Parallel,
                    2 => ForKind::Vectorized,
                    3 => ForKind::Unrolled,
                    4 => ForKind::ThreadBinding,
                    k => return Err(format!("loop kind {k}")),
                };
                let thread_binding = match self.get_opt(s, "thread_binding")? {
                    Some(iv) => Some(self.iter_var(&iv)?),
                    None => None,
                };
                let annotations = match self.get_opt(s, "annotations")? {
                    Some(m) => self.attr_map(&m)?,
                    None => Attrs::new(),
                };
                let step = match self.get_opt(s, "step")? {
                    Some(x) => Some(self.expr(&x)?),
                    None => None,
                };
                let body = self.stmt_field(s, "body")?;
                StmtKind::For {
                    var,
                    min,
                    extent,
                    step,
                    kind,
                    body,
                    thread_binding,
                    annotations,
                }
            }
            "tirx.While" => StmtKind::While {
                cond: self.expr_field(s, "condition")?,
                body: self.stmt_field(s, "body")?,
            },
            "tirx.IfThenElse" => {
                let cond = self.expr_field(s, "condition")?;
                let then_case = self.stmt_field(s, "then_case")?;
                let else_case = match self.get_opt(s, "else_case")? {
                    Some(e) => Some(self.stmt(&e)?),
                    None => None,
                };
                StmtKind::If {
                    cond,
                    then_case,
                    else_case,
                }
            }
            "tirx.AssertStmt" => {
                let cond = self.expr_field(s, "condition")?;
                let kind = match self.get(s, "error_kind")? {
                    Val::Str(k) => k,
                    Val::Obj(o) => self.get_str(&o, "value")?,
                    v => return Err(format!("assert kind {v:?}")),
                };
                let parts = self.exprs_of(s, "message_parts")?;
                StmtKind::Assert { cond, kind, parts }
            }
            "tirx.BufferStore" => {
                let b = self.get_obj(s, "buffer")?;
                let buffer = self.buffer(&b)?;
                let value = self.expr_field(s, "value")?;
                let indices = self.exprs_of(s, "indices")?;
                StmtKind::Store {
                    buffer,
                    value,
                    indices,
                }
            }
            "tirx.Evaluate" => StmtKind::Evaluate(self.expr_field(s, "value")?),
            "tirx.Return" => StmtKind::Return(self.expr_field(s, "value")?),
            k => return Err(format!("statement {k} is not one tirsat's crossing reads")),
        };
        Ok(Stmt::new(kind))
    }

    fn attr_node(&mut self, v: &Val) -> Result<AttrNode> {
        Ok(match v {
            Val::Obj(o) => match self.key(o) {
                "tirx.IterVar" => AttrNode::IterVar(self.iter_var(o)?),
                "target.Target" => AttrNode::Target(self.target(o)?),
                "te.CommReducer" => AttrNode::CommReducer(self.reducer(o)?),
                "ir.Var" if self.is_buffer_var(o)? => AttrNode::Buffer(self.buffer(o)?),
                _ => AttrNode::Expr(self.expr(o)?),
            },
            other => AttrNode::Expr(self.expr_val(other)?),
        })
    }

    // ------------------------------------------------------------- functions

    /// True when statement `s` (or one inside it) allocates a buffer in one
    /// of `scopes`; unknown statements count as allocating (the caller then
    /// reads the function). Expressions are not visited.
    pub fn allocates(&mut self, s: &Obj, scopes: &[&str]) -> Result<bool> {
        tirsat::ir::stack::deeper(|| {
            Ok(match self.key(s) {
                "tirx.SeqStmt" => {
                    for x in self.get_items(s, "seq")? {
                        if let Some(o) = x.as_obj()
                            && self.allocates(o, scopes)?
                        {
                            return Ok(true);
                        }
                    }
                    false
                }
                "tirx.AttrStmt" | "tirx.For" | "tirx.While" => {
                    let b = self.get_obj(s, "body")?;
                    self.allocates(&b, scopes)?
                }
                "tirx.IfThenElse" => {
                    let t = self.get_obj(s, "then_case")?;
                    if self.allocates(&t, scopes)? {
                        return Ok(true);
                    }
                    match self.get_opt(s, "else_case")? {
                        Some(e) => self.allocates(&e, scopes)?,
                        None => false,
                    }
                }
                "tirx.AllocBuffer" => {
                    let b = self.get_obj(s, "buffer")?;
                    let t = self.get_obj(&b, "ty")?;
                    let scope = self.get_str(&t, "storage_scope")?;
                    scopes.contains(&scope.as_str())
                }
                "tirx.DeclBuffer" | "tirx.Bind" | "tirx.AssertStmt" | "tirx.BufferStore"
                | "tirx.Evaluate" | "tirx.Return" => false,
                _ => true,
            })
        })
    }

    /// True when a data type for which `pred` holds occurs anywhere in `o`:
    /// in any reflected field of any object reachable from it (expression,
    /// variable and buffer types, type annotations, arrays and maps; source
    /// spans are skipped). Nothing is converted, each object is visited once.
    /// A data type tirsat cannot read counts as a match (the caller then reads
    /// the function and reports it).
    // Used by the debug builds' check of `computes_dtype`'s skips.
    #[cfg_attr(not(debug_assertions), allow(dead_code))]
    pub fn mentions_dtype(&mut self, o: &Obj, pred: &dyn Fn(DataType) -> bool) -> Result<bool> {
        self.scan(o, pred, false)
    }

    /// True unless every occurrence in the `tirx.PrimFunc` `f` of a data type
    /// for which `pred` holds is one that only declares storage or passes
    /// bits through, which a compute legalization
    /// (`tirsat::transform::compute_legalize`) leaves as it is:
    /// - the element type of a buffer that is not allocated in `f` (a
    ///   parameter's buffer or a view, `T.decl_buffer`), and of a pointer;
    /// - a load of such a buffer whose bits are reinterpreted
    ///   (`T.reinterpret("uint8", A[i])`), or whose value is stored as it is;
    /// - a reinterpretation into the type whose value is stored as it is
    ///   (`A[i] = T.reinterpret("float8_e4m3fn", bits)`).
    ///
    /// An allocation of the type, a value of the type anywhere else
    /// (arithmetic, casts, constants, variables, calls), a schedulable block
    /// or a type that cannot be read counts. TVM's compute legalizations run
    /// after the storage legalization of earlier pipeline stages, so their
    /// kernels mostly hold the type this way: reading them whole to learn that
    /// the pass leaves them as they are cost up to 3.6x TVM's pass.
    pub fn computes_dtype(&mut self, f: &Obj, pred: &dyn Fn(DataType) -> bool) -> Result<bool> {
        self.scan(f, pred, true)
    }

    fn scan(&mut self, o: &Obj, pred: &dyn Fn(DataType) -> bool, inert: bool) -> Result<bool> {
        let mut scan = Scan {
            pred,
            // A kernel has a few thousand objects.
            seen: rustc_hash::FxHashSet::with_capacity_and_hasher(4096, Default::default()),
            keep: Vec::new(),
            inert,
            reinterpret: rustc_hash::FxHashMap::default(),
        };
        // `o` (held by the caller) keeps everything reachable from it alive;
        // values a getter hands out are kept in `scan.keep`.
        self.mentions_in(o.ptr(), &mut scan)
    }

    /// The object field `name` of the live object `o`, read in place (null
    /// when `o` is null, has no such field or the field is not read in place).
    fn peek_obj(&mut self, o: *mut Object, name: &str) -> *mut Object {
        if o.is_null() {
            return std::ptr::null_mut();
        }
        // SAFETY: `o` is live (see `mentions_dtype`).
        let index = unsafe { (*o).type_index };
        match self.reflect.entry(index).field(name) {
            // SAFETY: `o` is live and of the entry's type.
            Some(f) => match unsafe { f.peek(o) } {
                Peek::Obj(c) => c,
                _ => std::ptr::null_mut(),
            },
            None => std::ptr::null_mut(),
        }
    }

    /// The type key of the live object `o` ("" for null).
    fn key_of(&mut self, o: *mut Object) -> &'static str {
        if o.is_null() {
            return "";
        }
        // SAFETY: `o` is live.
        self.reflect.entry(unsafe { (*o).type_index }).key
    }

    /// The operand of `o` when `o` is a `tirx.reinterpret` call of one
    /// argument that is an object.
    fn reinterpreted(&mut self, o: *mut Object, scan: &mut Scan<'_>) -> Result<*mut Object> {
        let none = std::ptr::null_mut();
        if self.key_of(o) != "ir.Call" {
            return Ok(none);
        }
        let op = self.peek_obj(o, "op");
        if self.key_of(op) != "ir.Op" {
            return Ok(none);
        }
        let is = match scan.reinterpret.get(&(op as usize)) {
            Some(&b) => b,
            None => {
                let op_obj = Obj::from_borrowed(op).ok_or("null op")?;
                let b = self.get_str(&op_obj, "name")? == "tirx.reinterpret";
                scan.reinterpret.insert(op as usize, b);
                b
            }
        };
        let args = self.peek_obj(o, "args");
        if !is || self.key_of(args) != "ffi.Array" {
            return Ok(none);
        }
        // SAFETY: a live array.
        let items = unsafe { object::array_items_of(args) };
        Ok(match items {
            [x] if x.is_object() => x.as_object(),
            _ => none,
        })
    }

    /// [`FromTvm::computes_dtype`] of `o` apart from its own type (`ty`):
    /// `o` passes bits through. Not marked as visited: the same object
    /// elsewhere counts as a value.
    fn inert_value(&mut self, o: *mut Object, scan: &mut Scan<'_>) -> Result<bool> {
        match self.key_of(o) {
            "ir.TensorLoad" => self.mentions_fields(o, scan, &[b"ty"]),
            "ir.Call" => {
                let arg = self.reinterpreted(o, scan)?;
                if self.mentions_fields(o, scan, &[b"ty", b"args"])? {
                    return Ok(true);
                }
                if self.key_of(arg) == "ir.TensorLoad" {
                    self.inert_value(arg, scan)
                } else {
                    self.mentions_in(arg, scan)
                }
            }
            _ => self.mentions_in(o, scan),
        }
    }

    /// The special cases of [`FromTvm::computes_dtype`] at the live object
    /// `o` (of type key `key`); `None` for the general walk. Only types that
    /// [`FromTvm::scan_class`] calls [`ScanClass::Special`] get here: a case
    /// added below goes into that list too (left out, the type is walked as
    /// any other, which counts more as computing, never less).
    fn inert_at(&mut self, o: *mut Object, key: &str, scan: &mut Scan<'_>) -> Result<Option<bool>> {
        Ok(Some(match key {
            // A pointer's element type is not a value.
            "ir.PointerType" => false,
            // The function's signature (`relax.FuncType` of its parameters'
            // tensor types), which tirsat does not model.
            "tirx.PrimFunc" => self.mentions_fields(o, scan, &[b"ty"])?,
            // A declared buffer's element type (allocations are below).
            "tirx.BufferType" => self.mentions_fields(o, scan, &[b"dtype"])?,
            "tirx.AllocBuffer" => {
                let b = self.peek_obj(o, "buffer");
                let bt = self.peek_obj(b, "ty");
                let t = self.peek_obj(bt, "dtype");
                let hit = match (self.key_of(bt), self.key_of(t)) {
                    ("tirx.BufferType", "ir.PrimType") => self.mentions_fields(t, scan, &[])?,
                    _ => true,
                };
                hit || self.mentions_fields(o, scan, &[])?
            }
            // A block's own allocations.
            "tirx.SBlock" => {
                let bufs = self.peek_obj(o, "alloc_buffers");
                if self.key_of(bufs) == "ffi.Array" {
                    // SAFETY: a live array.
                    for x in unsafe { object::array_items_of(bufs) } {
                        let bt = self.peek_obj(x.as_object(), "ty");
                        let t = self.peek_obj(bt, "dtype");
                        if self.key_of(t) != "ir.PrimType" || self.mentions_fields(t, scan, &[])? {
                            return Ok(Some(true));
                        }
                    }
                }
                return Ok(None);
            }
            "ir.Call" => {
                let arg = self.reinterpreted(o, scan)?;
                if self.key_of(arg) != "ir.TensorLoad" {
                    return Ok(None);
                }
                self.mentions_fields(o, scan, &[b"args"])? || self.inert_value(arg, scan)?
            }
            "tirx.BufferStore" => {
                let v = self.peek_obj(o, "value");
                let passes_bits = match self.key_of(v) {
                    "ir.TensorLoad" => true,
                    "ir.Call" => !self.reinterpreted(v, scan)?.is_null(),
                    _ => false,
                };
                if !passes_bits {
                    return Ok(None);
                }
                self.mentions_fields(o, scan, &[b"value"])? || self.inert_value(v, scan)?
            }
            _ => return Ok(None),
        }))
    }

    fn mentions_value(&mut self, v: Val, scan: &mut Scan<'_>) -> Result<bool> {
        match v {
            Val::DType(t) => Ok(self.dtype(t).map_or(true, scan.pred)),
            Val::Obj(o) => {
                let p = o.ptr();
                scan.keep.push(o);
                self.mentions_in(p, scan)
            }
            _ => Ok(false),
        }
    }

    /// What [`FromTvm::mentions_in`] does with an object of type `index`,
    /// decided once per type.
    fn scan_class(&mut self, index: i32) -> ScanClass {
        let i = index.max(0) as usize;
        if let Some(Some(c)) = self.scan_classes.get(i) {
            return *c;
        }
        let c = match self.reflect.entry(index).key {
            "ffi.Array" => ScanClass::Array,
            "ffi.Map" => ScanClass::Map,
            // No data type of a function's values lives in these.
            "ir.Span" | "ir.SourceName" | "ir.Op" | "ir.GlobalVar" | "target.Target"
            | "target.TargetKind" | "ffi.String" | "ffi.Bytes" | "ffi.Function" | "ffi.Module" => {
                ScanClass::Skip
            }
            "ir.PointerType" | "tirx.PrimFunc" | "tirx.BufferType" | "tirx.AllocBuffer"
            | "tirx.SBlock" | "ir.Call" | "tirx.BufferStore" => ScanClass::Special,
            _ => ScanClass::Fields,
        };
        if self.scan_classes.len() <= i {
            self.scan_classes.resize(i + 1, None);
        }
        self.scan_classes[i] = Some(c);
        c
    }

    fn mentions_in(&mut self, o: *mut Object, scan: &mut Scan<'_>) -> Result<bool> {
        if o.is_null() || !scan.seen.insert(o as usize) {
            return Ok(false);
        }
        // SAFETY: `o` is live (see `mentions_dtype`).
        let index = unsafe { (*o).type_index };
        tirsat::ir::stack::deeper(|| {
            let class = self.scan_class(index);
            match class {
                ScanClass::Fields => self.mentions_fields(o, scan, &[]),
                ScanClass::Skip => Ok(false),
                ScanClass::Array => {
                    // SAFETY: a live array.
                    for x in unsafe { object::array_items_of(o) } {
                        let hit = if x.type_index == super::sys::TI_DATA_TYPE {
                            self.dtype(x.as_dtype()).map_or(true, scan.pred)
                        } else {
                            self.mentions_in(x.as_object(), scan)?
                        };
                        if hit {
                            return Ok(true);
                        }
                    }
                    Ok(false)
                }
                ScanClass::Map => {
                    let m = Obj::from_borrowed(o).ok_or("null map")?;
                    for (k, x) in object::map_items(&m)? {
                        if self.mentions_value(k, scan)? || self.mentions_value(x, scan)? {
                            return Ok(true);
                        }
                    }
                    Ok(false)
                }
                ScanClass::Special => {
                    let key = self.reflect.entry(index).key;
                    if scan.inert
                        && let Some(hit) = self.inert_at(o, key, scan)?
                    {
                        return Ok(hit);
                    }
                    self.mentions_fields(o, scan, &[])
                }
            }
        })
    }

    /// The general walk of the live object `o`: each reflected field but its
    /// source span and those named in `skip`.
    fn mentions_fields(
        &mut self,
        o: *mut Object,
        scan: &mut Scan<'_>,
        skip: &[&[u8]],
    ) -> Result<bool> {
        if o.is_null() {
            return Ok(false);
        }
        // SAFETY: `o` is live (see `mentions_dtype`).
        let entry = self.reflect.entry(unsafe { (*o).type_index });
        for (name, f) in entry.fields() {
            if name == b"span" || skip.contains(&name) {
                continue;
            }
            // SAFETY: `o` is live and of the entry's type.
            let hit = match unsafe { f.peek(o) } {
                Peek::Obj(c) => self.mentions_in(c, scan)?,
                Peek::DType(t) => self.dtype(t).map_or(true, scan.pred),
                Peek::Plain => false,
                Peek::Get => {
                    let owner =
                        std::mem::ManuallyDrop::new(Obj::from_owned(o).ok_or("null object")?);
                    let v = f.get(&owner);
                    self.mentions_value(v, scan)?
                }
            };
            if hit {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The attribute map (`ffi.Map`) of the `tirx.PrimFunc` `f`, if it has one.
    fn func_attr_map(&mut self, f: &Obj) -> Result<Option<Obj>> {
        let Some(a) = self.get_opt(f, "attrs")? else {
            return Ok(None);
        };
        match self.get_opt(&a, "__dict__")? {
            Some(m) if m.type_index() == super::sys::TI_MAP => Ok(Some(m)),
            Some(m) => Err(format!("function attributes are a {}", self.key(&m))),
            None => Ok(None),
        }
    }

    /// The attribute `key` of the `tirx.PrimFunc` `f` as an FFI value, read
    /// alone (in place: no FFI call).
    fn func_attr(&mut self, f: &Obj, key: &str) -> Result<Option<Val>> {
        let Some(m) = self.func_attr_map(f)? else {
            return Ok(None);
        };
        // SAFETY: `m` is a live map, held for the call.
        Ok(unsafe { object::map_get_str(m.ptr(), key) }.map(|v| own(&v)))
    }

    /// The `target` attribute of the `tirx.PrimFunc` `f`, read alone.
    pub fn func_target(&mut self, f: &Obj) -> Result<Option<Target>> {
        match self.func_attr(f, "target")? {
            Some(Val::Obj(t)) if self.key(&t) == "target.Target" => Ok(Some(self.target(&t)?)),
            _ => Ok(None),
        }
    }

    /// The attributes `keys` of the `tirx.PrimFunc` `f` (those it has), read
    /// alone: for a pass that reads only these (AnnotateEntryFunc).
    pub fn func_attrs(&mut self, f: &Obj, keys: &[&str]) -> Result<Attrs> {
        let mut out = Attrs::new();
        for key in keys {
            if let Some(v) = self.func_attr(f, key)? {
                let value = self
                    .attr_value(&v)
                    .map_err(|e| format!("attribute `{key}`: {e}"))?;
                out.insert(key.to_string(), value);
            }
        }
        Ok(out)
    }

    /// A `tirx.PrimFunc`.
    pub fn func(&mut self, f: &Obj) -> Result<PrimFunc> {
        let params = self
            .get_items(f, "params")?
            .into_iter()
            .map(|p| {
                let p = p.into_obj().ok_or("parameter is not an object")?;
                if self.is_buffer_var(&p)? {
                    Ok(Param::Buffer(self.buffer(&p)?))
                } else {
                    Ok(Param::Var(self.var(&p)?))
                }
            })
            .collect::<Result<Vec<_>>>()?;
        let ret = self.get_obj(f, "ret_type")?;
        let ret_type = self.ty(&ret)?;
        let attrs = match self.get_opt(f, "attrs")? {
            Some(a) => self.dict(&a)?,
            None => Attrs::new(),
        };
        let outer = std::mem::replace(&mut self.var_attr_nodes, false);
        let body = self.stmt_field(f, "body")?;
        // A module TVM parsed from its printout names a vectorized loop's
        // annotation by a second, undefined variable; read it as the loop's
        // own, as the TVMScript reader does (only an attribute whose node is
        // a variable can be one).
        let body = if self.var_attr_nodes {
            tirsat::script::reader::bind_loop_annotations(&body, &mut Default::default())
        } else {
            body
        };
        self.var_attr_nodes |= outer;
        Ok(PrimFunc {
            params,
            ret_type,
            body,
            attrs,
        })
    }
}

/// The string-literal arguments of a call (what tells apart the TVM ops one
/// tirsat name stands for).
pub fn string_args(args: &[Val], cv: &mut FromTvm) -> Vec<String> {
    args.iter()
        .filter_map(|a| match a {
            Val::Str(s) => Some(s.clone()),
            Val::Obj(o) if cv.key(o) == "ir.StringImm" => cv.get_str(o, "value").ok(),
            _ => None,
        })
        .collect()
}
