//! The argument decoder of MakePackedAPI (TVM's `TVMFFIABIBuilder`): turns the
//! parameters of a function into loads from the packed `args` array, with the
//! type, shape, stride, offset, device and data checks in TVM's order.
//!
//! Statements go to three groups that MakePackedAPI nests in this order:
//! `init_nest` (definitions and immediate checks, `storage_alignment` attributes),
//! `asserts` (checks that may use symbolic variables defined by a later
//! parameter) and `decl_buffers`.

use rustc_hash::FxHashMap as HashMap;
use std::cell::RefCell;
use tirsat_ir::builtin;

use crate::op;
use tirsat_ir::{
    AttrNode, Buffer, DataType, Expr, ExprKind, Param, Stmt, StmtKind, Type, TypeCode, Var, keys,
};
use tirsat_script::printer::print_expr;

/// `" when calling:\n  `"`: shared by every message.
pub(crate) const WHEN_CALLING: &str = " when calling:\n  `";

/// FFI type indices.
pub(crate) mod type_index {
    pub const NONE: i64 = 0;
    pub const INT: i64 = 1;
    pub const BOOL: i64 = 2;
    pub const FLOAT: i64 = 3;
    pub const OPAQUE_PTR: i64 = 4;
    pub const DLTENSOR_PTR: i64 = 7;
    pub const STATIC_OBJECT_BEGIN: i64 = 64;
    pub const TENSOR: i64 = 70;
}

/// `tvm_struct_get` / `tvm_struct_set` field kinds.
pub(crate) mod field {
    pub const DATA: i64 = 1;
    pub const SHAPE: i64 = 2;
    pub const STRIDES: i64 = 3;
    pub const NDIM: i64 = 4;
    pub const TYPE_CODE: i64 = 5;
    pub const TYPE_BITS: i64 = 6;
    pub const TYPE_LANES: i64 = 7;
    pub const BYTE_OFFSET: i64 = 8;
    pub const DEVICE_ID: i64 = 9;
    pub const DEVICE_TYPE: i64 = 10;
    pub const ANY_TYPE_INDEX: i64 = 13;
    pub const ANY_ZERO_PADDING: i64 = 14;
    pub const ANY_UNION_VALUE: i64 = 15;
    pub const INT64_ARRAY_ELEM: i64 = 17;
}

/// Size of the FFI object header in front of a Tensor's DLTensor.
const OBJECT_CELL_OFFSET: i64 = 24;

/// `T.tvm_struct_get(h, index, kind)` of type `ty`.
pub(crate) fn struct_get(ty: impl Into<Type>, h: &Expr, index: i64, kind: i64) -> Expr {
    Expr::call(
        ty,
        builtin::TVM_STRUCT_GET,
        // Small constants are shared nodes (`Expr::int`).
        vec![h.clone(), Expr::i32(index), Expr::i32(kind)],
    )
}

fn handle_ty() -> Type {
    Type::Prim(DataType::handle())
}

/// One element of a nest: a flat statement (it scopes over what follows) or an
/// attribute that wraps everything after it.
#[derive(Clone, Debug)]
pub(crate) enum NestItem {
    Flat(Stmt),
    Attr {
        node: AttrNode,
        key: String,
        value: Expr,
    },
}

/// Nests `groups` around `body` (TVM's `MergeNest`): flat statements are
/// sequenced, attributes wrap the rest.
///
/// A run of flat statements becomes one sequence with the rest (the same
/// statement as sequencing them one by one, since [`Stmt::seq`] flattens,
/// without copying the growing sequence once per statement).
pub(crate) fn merge_nest(groups: &[&[NestItem]], body: Stmt) -> Stmt {
    let mut body = body;
    // The flat statements met since the last attribute, last first.
    let mut flat: Vec<Stmt> = Vec::new();
    let close = |flat: &mut Vec<Stmt>, body: Stmt| {
        if flat.is_empty() {
            return body;
        }
        let mut items: Vec<Stmt> = flat.drain(..).rev().collect();
        items.push(body);
        Stmt::seq(items)
    };
    for item in groups.iter().flat_map(|g| g.iter()).rev() {
        match item {
            NestItem::Flat(s) => flat.push(s.clone()),
            NestItem::Attr { node, key, value } => {
                body = close(&mut flat, body);
                body = Stmt::attr(node.clone(), key, value.clone(), body);
            }
        }
    }
    close(&mut flat, body)
}

/// An access path into the arguments, for messages (`A.shape[0]`, `n`).
#[derive(Clone, Debug)]
pub(crate) struct Path {
    param: usize,
    steps: Vec<Step>,
}

#[derive(Clone, Debug)]
enum Step {
    Attr(String),
    Item(usize),
}

impl Path {
    fn root(param: usize) -> Self {
        Path {
            param,
            steps: Vec::new(),
        }
    }
    fn attr(&self, name: &str) -> Self {
        let mut p = self.clone();
        p.steps.push(Step::Attr(name.to_string()));
        p
    }
    fn item(&self, k: usize) -> Self {
        let mut p = self.clone();
        p.steps.push(Step::Item(k));
        p
    }
}

/// What the binder produced.
pub(crate) struct BinderResult {
    pub init_nest: Vec<NestItem>,
    pub asserts: Vec<NestItem>,
    pub decl_buffers: Vec<NestItem>,
    /// True when the device id variable was bound (some tensor parameter).
    pub device_id_bound: bool,
}

/// Error raised while decoding (an unmet static check, an unsupported type).
pub(crate) type BindError = String;

/// The equality simplifier applied where TVM calls `Analyzer::Simplify`,
/// borrowed from the pass's [`super::SimplifyFn`] or its default.
pub(crate) type SimplifyRef<'a> = &'a (dyn Fn(&Expr) -> Expr + Sync);

/// Decodes the packed arguments of one function.
pub(crate) struct Binder<'a> {
    func_name: String,
    params: &'a [Param],
    args: Var,
    device_type: i64,
    device_name: String,
    dev_id: Var,
    simplify: SimplifyRef<'a>,
    sig: String,
    param_names: Vec<String>,
    var_defs: HashMap<Var, (Expr, Path)>,
    init_nest: Vec<NestItem>,
    asserts: Vec<NestItem>,
    decl_buffers: Vec<NestItem>,
    pending: Vec<(Expr, Path, Expr)>,
    buffer_handles: HashMap<usize, Var>,
    /// One string node per distinct message piece: every assert of a function
    /// shares the signature text and the fixed pieces (a function's checks
    /// used to hold ~20 copies of its signature).
    texts: RefCell<HashMap<String, Expr>>,
}

/// TVM's `BinaryOpMatchTypes` for two integers of one signedness and
/// different widths: the narrower operand is cast (a constant folds) to the
/// wider type, as `n * 1024` of an int64 `n` and an int32 `1024` is built.
fn match_int_widths(a: &Expr, b: &Expr) -> (Expr, Expr) {
    let (ta, tb) = (a.dtype(), b.dtype());
    let same_kind = (ta.is_int() && tb.is_int()) || (ta.is_uint() && tb.is_uint());
    if !same_kind || ta.bits == tb.bits || ta.lanes != tb.lanes {
        (a.clone(), b.clone())
    } else if ta.bits < tb.bits {
        (op::cast(tb, a), b.clone())
    } else {
        (a.clone(), op::cast(ta, b))
    }
}

/// `a * b` of TVM's `operator*`: widths matched, then folded.
fn mul_matched(a: &Expr, b: &Expr) -> Expr {
    let (a, b) = match_int_widths(a, b);
    op::mul(&a, &b)
}

/// `a == b` of TVM's `operator==`: widths matched, then folded.
fn eq_matched(a: &Expr, b: &Expr) -> Expr {
    let (a, b) = match_int_widths(a, b);
    op::eq(&a, &b)
}

/// The DLPack (code, bits) TVM 0.27 stores for a dtype; `bool` is code 6 with 8 bits.
pub(crate) fn dl_code_bits(t: DataType) -> (i64, i64) {
    if t.is_bool() {
        return (6, 8);
    }
    let code = match t.code {
        TypeCode::Int => 0,
        TypeCode::UInt => 1,
        TypeCode::Float => 2,
        TypeCode::Handle => 3,
        TypeCode::BFloat => 4,
        TypeCode::Float8(k) => {
            7 + tirsat_ir::Float8Kind::ALL
                .iter()
                .position(|x| *x == k)
                .unwrap_or(0) as i64
        }
        TypeCode::SubByteFloat(k) => k.type_code() as i64,
    };
    (code, t.bits as i64)
}

/// The signature string of a function for messages:
/// `main(A: Tensor([16], float32), n: int32)`.
pub(crate) fn signature(name: &str, params: &[Param]) -> String {
    let mut out = format!("{name}(");
    for (i, p) in params.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        match p {
            Param::Buffer(b) => {
                let dims: Vec<String> = b
                    .shape()
                    .iter()
                    .map(|d| match d.as_var() {
                        Some(v) if v.name().is_empty() => "v".to_string(),
                        Some(v) => v.name().to_string(),
                        None => print_expr(d),
                    })
                    .collect();
                out.push_str(&format!(
                    "{}: Tensor([{}], {})",
                    b.name(),
                    dims.join(", "),
                    b.dtype()
                ));
            }
            Param::Var(v) => {
                out.push_str(&format!("{}: {}", v.name(), type_text(v.ty())));
            }
        }
    }
    out.push(')');
    out
}

/// A DLTensor argument being decoded: the buffer it binds, its handle, where
/// it is (for "Invalid ..." messages) and what error messages call it.
struct TensorArg<'b> {
    buffer: &'b Buffer,
    handle: &'b Expr,
    path: Path,
    /// The buffer's name.
    name: String,
    /// The argument's number.
    index: String,
    /// The function's signature.
    sig: String,
}

impl TensorArg<'_> {
    /// An error message about this argument: `lead`, then
    /// `#<index> when calling: <sig>`, then `tail`, as string parts.
    fn message(&self, b: &Binder, lead: &[&str], tail: &[&str]) -> Vec<Expr> {
        let context = [self.index.as_str(), WHEN_CALLING, self.sig.as_str()];
        lead.iter()
            .chain(&context)
            .chain(tail)
            .map(|s| b.text(*s))
            .collect()
    }

    /// `Mismatched <name>.<field> on argument #<index> when calling: <sig>,
    /// expected <expected>`.
    fn mismatch(&self, b: &Binder, field: &str, expected: &str) -> Vec<Expr> {
        self.message(
            b,
            &[
                "Mismatched ",
                &self.name,
                &format!(".{field} on argument #"),
            ],
            &["`,\n  expected ", expected],
        )
    }
}

/// The index type of a buffer's strides and size: its first dimension's
/// (`int32` for a scalar buffer).
fn index_type(buffer: &Buffer) -> DataType {
    buffer
        .shape()
        .first()
        .map_or(DataType::i32(), |d| d.dtype())
}

impl<'a> Binder<'a> {
    /// Starts a binder: emits the argument count and null `args` checks.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        func_name: &str,
        params: &'a [Param],
        args: &Var,
        num_args: &Var,
        device_type: i64,
        device_name: &str,
        dev_id: &Var,
        simplify: SimplifyRef<'a>,
    ) -> Self {
        let sig = signature(func_name, params);
        let param_names = params.iter().map(|p| p.name().to_string()).collect();
        let mut b = Binder {
            func_name: func_name.to_string(),
            params,
            args: args.clone(),
            device_type,
            device_name: device_name.to_string(),
            dev_id: dev_id.clone(),
            simplify,
            sig,
            param_names,
            var_defs: HashMap::default(),
            init_nest: Vec::new(),
            asserts: Vec::new(),
            decl_buffers: Vec::new(),
            pending: Vec::new(),
            buffer_handles: HashMap::default(),
            texts: RefCell::new(HashMap::default()),
        };
        let n = params.len() as i64;
        let cond = Expr::eq(&num_args.to_expr(), &Expr::i32(n));
        let parts = vec![
            b.text("Expected "),
            b.text(n.to_string()),
            b.text(" arguments"),
            b.text(WHEN_CALLING),
            b.sig_text(),
            b.text("`"),
        ];
        b.emit_assert(cond, "TypeError", parts);
        if n > 0 {
            let cond = op::not(&Expr::call(
                DataType::bool(),
                builtin::ISNULLPTR,
                vec![args.to_expr()],
            ));
            let parts = vec![
                b.text("args pointer is NULL"),
                b.text(WHEN_CALLING),
                b.sig_text(),
                b.text("`"),
            ];
            b.emit_assert(cond, "TypeError", parts);
        }
        b
    }

    /// The string node for a message piece, shared with earlier equal pieces.
    fn text(&self, piece: impl AsRef<str> + Into<String>) -> Expr {
        if let Some(e) = Expr::shared_str(piece.as_ref()) {
            return e;
        }
        let mut texts = self.texts.borrow_mut();
        if let Some(e) = texts.get(piece.as_ref()) {
            return e.clone();
        }
        let e = Expr::str(piece.as_ref());
        texts.insert(piece.into(), e.clone());
        e
    }

    /// The function's signature text (shared by every message).
    fn sig_text(&self) -> Expr {
        self.text(self.sig.as_str())
    }

    fn emit_assert(&mut self, cond: Expr, kind: &str, parts: Vec<Expr>) {
        self.init_nest
            .push(NestItem::Flat(assert_stmt(cond, kind, parts)));
    }

    fn emit_type_index_check(&mut self, i: usize, cond: Expr, expected: &str) {
        let parts = vec![
            self.text("Mismatched type on argument #"),
            self.text(i.to_string()),
            self.text(WHEN_CALLING),
            self.sig_text(),
            self.text("`,\n  expected "),
            self.text(expected),
        ];
        self.emit_assert(cond, "TypeError", parts);
    }

    fn render_path(&self, p: &Path) -> String {
        let mut out = String::new();
        let mut first = true;
        if p.steps.is_empty() || !matches!(p.steps[0], Step::Attr(_)) {
            out.push_str(&self.param_names[p.param]);
            first = false;
        }
        for st in &p.steps {
            match st {
                Step::Attr(name) => {
                    if !first {
                        out.push('.');
                    }
                    out.push_str(name);
                    first = false;
                }
                Step::Item(k) => out.push_str(&format!("[{k}]")),
            }
        }
        out
    }

    /// `BindScalar`: defines `arg` when it is a new variable, otherwise records a
    /// check that it equals `value`. Returns true when a variable was defined.
    fn bind_scalar(&mut self, arg: &Expr, value: &Expr, path: Path) -> Result<bool, BindError> {
        if let Some(v) = arg.as_var() {
            if let Some((prev, first_path)) = self.var_defs.get(v).cloned() {
                let cond = (self.simplify)(&op::eq(&prev, value));
                match cond.as_int() {
                    Some(0) if cond.dtype().is_bool() => {
                        return Err(format!(
                            "Bind have an unmet assertion: {} == {} at {}",
                            print_expr(&prev),
                            print_expr(value),
                            self.render_path(&path)
                        ));
                    }
                    Some(_) if cond.dtype().is_bool() => {}
                    _ => {
                        let cur = self.render_path(&path);
                        let first = self.render_path(&first_path);
                        let mut parts = vec![self.text("Mismatched "), self.text(cur.as_str())];
                        parts.push(self.text(" on argument #"));
                        parts.push(self.text(path.param.to_string()));
                        parts.push(self.text(WHEN_CALLING));
                        parts.push(self.sig_text());
                        if !first.is_empty() && first != cur {
                            parts.push(self.text("`,\n  expected to match "));
                            parts.push(self.text(first));
                        } else {
                            parts.push(self.text("`,\n  expected matching value"));
                        }
                        self.asserts
                            .push(NestItem::Flat(assert_stmt(cond, "ValueError", parts)));
                    }
                }
                return Ok(false);
            }
            self.var_defs.insert(v.clone(), (arg.clone(), path));
            self.init_nest
                .push(NestItem::Flat(Stmt::bind(v, value.clone())));
            return Ok(true);
        }
        let cond = (self.simplify)(&op::eq(arg, value));
        match cond.as_int() {
            Some(0) if cond.dtype().is_bool() => Err(format!(
                "Bind have an unmet assertion: {} == {} at {}",
                print_expr(arg),
                print_expr(value),
                self.render_path(&path)
            )),
            Some(_) if cond.dtype().is_bool() => Ok(false),
            _ => {
                self.pending.push((cond, path, arg.clone()));
                Ok(false)
            }
        }
    }

    fn bind_pointer(&mut self, var: &Var, value: Expr, path: Path) {
        self.var_defs.insert(var.clone(), (value.clone(), path));
        self.init_nest.push(NestItem::Flat(Stmt::bind(var, value)));
    }

    fn load_union_value(&self, i: usize, ty: DataType) -> Expr {
        let args = self.args.to_expr();
        if ty.is_handle() {
            return struct_get(handle_ty(), &args, i as i64, field::ANY_UNION_VALUE);
        }
        let api = if ty.is_float() {
            DataType::float(64).with_lanes(ty.lanes)
        } else {
            DataType::i64().with_lanes(ty.lanes)
        };
        let res = struct_get(api, &args, i as i64, field::ANY_UNION_VALUE);
        if api != ty {
            op::cast_node(ty, &res)
        } else {
            res
        }
    }

    fn decode_opaque_handle(&mut self, i: usize, ti: &Expr, expected: &str) -> Expr {
        use type_index::*;
        let c = |v: i64| Expr::eq(ti, &Expr::i32(v));
        let cond = Expr::or(
            &Expr::or(&Expr::or(&c(NONE), &c(OPAQUE_PTR)), &c(DLTENSOR_PTR)),
            &Expr::cmp(tirsat_ir::CmpOp::Ge, ti, &Expr::i32(STATIC_OBJECT_BEGIN)),
        );
        self.emit_type_index_check(i, cond, expected);
        let value = self.load_union_value(i, DataType::handle());
        let from_tensor = Expr::call(
            handle_ty(),
            builtin::HANDLE_ADD_BYTE_OFFSET,
            vec![value.clone(), Expr::i32(OBJECT_CELL_OFFSET)],
        );
        Expr::call(
            handle_ty(),
            builtin::IF_THEN_ELSE,
            vec![c(TENSOR), from_tensor, value],
        )
    }

    /// Phase 1 for parameter `i`: type index, type check, value.
    fn decode_param(&mut self, i: usize) -> Result<(), BindError> {
        use type_index::*;
        let param = &self.params[i];
        let ti = Var::new(format!("{}.type_index", param.name()), DataType::i32());
        let load = struct_get(
            DataType::i32(),
            &self.args.to_expr(),
            i as i64,
            field::ANY_TYPE_INDEX,
        );
        self.init_nest.push(NestItem::Flat(Stmt::bind(&ti, load)));
        let ti = ti.to_expr();
        let c = |v: i64| Expr::eq(&ti, &Expr::i32(v));
        match param {
            Param::Buffer(b) => {
                let handle = Var::new(format!("{}.handle", b.name()), DataType::handle());
                let value = self.decode_opaque_handle(i, &ti, "Tensor");
                self.bind_pointer(&handle, value, Path::root(i));
                self.buffer_handles.insert(i, handle);
            }
            Param::Var(v) if v.ty().is_handle_like() => {
                let value = self.decode_opaque_handle(i, &ti, "pointer");
                let ptr = Expr::call(v.ty().clone(), builtin::REINTERPRET, vec![value]);
                self.bind_pointer(v, ptr, Path::root(i));
            }
            Param::Var(v) => {
                let dt = v.dtype();
                let value = if dt.is_bool() {
                    self.emit_type_index_check(i, Expr::or(&c(BOOL), &c(INT)), "boolean");
                    op::cast_node(DataType::bool(), &self.load_union_value(i, DataType::i64()))
                } else if dt.is_int() || dt.is_uint() {
                    self.emit_type_index_check(i, Expr::or(&c(INT), &c(BOOL)), "int");
                    self.load_union_value(i, dt)
                } else if dt.code == TypeCode::Float {
                    let cond = Expr::or(&Expr::or(&c(FLOAT), &c(INT)), &c(BOOL));
                    self.emit_type_index_check(i, cond, "float");
                    Expr::select(
                        &c(FLOAT),
                        &self.load_union_value(i, dt),
                        &op::cast_node(dt, &self.load_union_value(i, DataType::i64())),
                    )
                } else {
                    return Err(format!(
                        "parameter {} has type {}, which the packed API cannot pass",
                        v.name(),
                        v.ty()
                    ));
                };
                self.bind_scalar(&v.to_expr(), &value, Path::root(i))?;
            }
        }
        Ok(())
    }

    /// Decodes every parameter (phase 1: all values; phase 2: the tensors).
    pub(crate) fn decode_all(&mut self) -> Result<(), BindError> {
        for i in 0..self.params.len() {
            self.decode_param(i)?;
        }
        for i in 0..self.params.len() {
            if let Param::Buffer(b) = &self.params[i] {
                let Some(handle) = self.buffer_handles.get(&i).cloned() else {
                    continue;
                };
                let path = Path::root(i).attr(b.name());
                let arg_name = format!("{}.{}", self.func_name, b.name());
                let data = self.decode_dltensor(b, &handle.to_expr(), &arg_name, path)?;
                self.decl_buffers.push(NestItem::Flat(Stmt::decl(b, data)));
            }
        }
        Ok(())
    }

    fn field_ptr(&mut self, h: &Expr, kind: i64, name: String) -> Var {
        let ty = Type::pointer(DataType::i64(), "global");
        let v = Var::new(name, ty.clone());
        self.init_nest
            .push(NestItem::Flat(Stmt::bind(&v, struct_get(ty, h, 0, kind))));
        v
    }

    /// Decodes the DLTensor `h` of parameter `path.param` into `buffer`: the
    /// checks and bindings in TVM's order (null handle, ndim, dtype, shape,
    /// strides, byte offset, device, data pointer); returns the typed data
    /// pointer.
    fn decode_dltensor(
        &mut self,
        buffer: &Buffer,
        h: &Expr,
        arg_name: &str,
        path: Path,
    ) -> Result<Expr, BindError> {
        let t = TensorArg {
            buffer,
            handle: h,
            name: buffer.name().to_string(),
            index: path.param.to_string(),
            sig: self.sig.clone(),
            path,
        };
        let cond = op::not(&Expr::call(
            DataType::bool(),
            builtin::ISNULLPTR,
            vec![h.clone()],
        ));
        self.emit_type_index_check(t.path.param, cond, "Tensor");
        self.check_ndim(&t);
        // TVM checks neither the dtype nor the shape of sub-byte integers.
        let dtype = buffer.dtype();
        let checked =
            !(dtype == DataType::int(1) || dtype == DataType::int(4) || dtype == DataType::uint(4));
        if checked {
            self.check_dtype(&t);
        }
        let shape = self.bind_shape(&t, arg_name, checked)?;
        self.bind_strides(&t, arg_name, &shape)?;
        self.bind_byte_offset(&t)?;
        self.check_device(&t)?;
        Ok(self.data_pointer(&t))
    }

    /// `h->ndim` is the buffer's number of dimensions.
    fn check_ndim(&mut self, t: &TensorArg) {
        let ndim = t.buffer.shape().len();
        let v_ndim = struct_get(DataType::i32(), t.handle, 0, field::NDIM);
        let cond = Expr::eq(&Expr::i32(ndim as i64), &v_ndim);
        self.emit_assert(
            cond,
            "ValueError",
            t.mismatch(self, "ndim", &ndim.to_string()),
        );
    }

    /// `h->dtype` (code, bits, lanes) is the buffer's.
    fn check_dtype(&mut self, t: &TensorArg) {
        let (h, dtype) = (t.handle, t.buffer.dtype());
        let (code, bits) = dl_code_bits(dtype);
        let u8t = DataType::uint(8);
        let u16t = DataType::uint(16);
        let code_ok = Expr::eq(
            &struct_get(u8t, h, 0, field::TYPE_CODE),
            &Expr::int(u8t, code),
        );
        let bits_ok = Expr::eq(
            &struct_get(u8t, h, 0, field::TYPE_BITS),
            &Expr::int(u8t, bits),
        );
        let lanes_ok = Expr::eq(
            &struct_get(u16t, h, 0, field::TYPE_LANES),
            &Expr::int(u16t, dtype.lanes as i64),
        );
        let cond = op::and(&op::and(&code_ok, &bits_ok), &lanes_ok);
        self.emit_assert(
            cond,
            "TypeError",
            t.mismatch(self, "dtype", &dtype.to_string()),
        );
    }

    /// Binds the buffer's shape to `h->shape[k]` (when `checked`); returns
    /// the shape pointer.
    fn bind_shape(
        &mut self,
        t: &TensorArg,
        arg_name: &str,
        checked: bool,
    ) -> Result<Expr, BindError> {
        let shape_ptr = self.field_ptr(t.handle, field::SHAPE, format!("{arg_name}_shape"));
        let shape_e = shape_ptr.to_expr();
        if checked {
            for (k, dim) in t.buffer.shape().iter().enumerate() {
                let load = struct_get(DataType::i64(), &shape_e, k as i64, field::INT64_ARRAY_ELEM);
                let value = op::cast(dim.dtype(), &load);
                self.bind_scalar(dim, &value, t.path.attr("shape").item(k))?;
            }
        }
        Ok(shape_e)
    }

    /// A buffer without strides must be compact where `h->strides` is given;
    /// explicit strides bind to `h->strides[k]`, or to the compact strides
    /// of `h->shape` where `h->strides` is null.
    fn bind_strides(
        &mut self,
        t: &TensorArg,
        arg_name: &str,
        shape_e: &Expr,
    ) -> Result<(), BindError> {
        let buffer = t.buffer;
        let ndim = buffer.shape().len();
        let strides_ptr = self.field_ptr(t.handle, field::STRIDES, format!("{arg_name}_strides"));
        let strides_e = strides_ptr.to_expr();
        let is_null = Expr::call(
            DataType::bool(),
            builtin::ISNULLPTR,
            vec![strides_e.clone()],
        );
        let stride = |k: usize| {
            struct_get(
                DataType::i64(),
                &strides_e,
                k as i64,
                field::INT64_ARRAY_ELEM,
            )
        };
        if buffer.strides().is_empty() {
            let index_t = index_type(buffer);
            let mut expect = Expr::int(index_t, 1);
            let mut conds = Vec::new();
            for k in (0..ndim).rev() {
                let dim = &buffer.shape()[k];
                let svalue = op::cast(index_t, &stride(k));
                let is_one = op::eq(dim, &op::make_const(dim.dtype(), 1));
                conds.push(op::or(&is_one, &eq_matched(&expect, &svalue)));
                expect = mul_matched(&expect, dim);
            }
            if !conds.is_empty() {
                let cond = conds
                    .iter()
                    .fold(Expr::bool(true), |acc, c| op::and(&acc, c));
                let parts = t.message(
                    self,
                    &["Mismatched ", &t.name, ".strides on argument #"],
                    &["`,\n  expected to be compact array"],
                );
                let check = assert_stmt(cond, "ValueError", parts);
                self.asserts
                    .push(NestItem::Flat(Stmt::if_(Expr::not(&is_null), check, None)));
            }
            return Ok(());
        }
        if buffer.strides().len() != ndim {
            return Err(format!(
                "buffer {} has {} strides for {ndim} dimensions",
                t.name,
                buffer.strides().len()
            ));
        }
        let mut from_shape = Expr::i32(1);
        for k in (0..ndim).rev() {
            let dt = buffer.shape()[k].dtype();
            let explicit = op::cast(dt, &stride(k));
            let fs = op::cast(explicit.dtype(), &from_shape);
            let value = op::if_then_else(&is_null, &fs, &explicit);
            self.bind_scalar(&buffer.strides()[k], &value, t.path.attr("strides").item(k))?;
            let shape_k = op::cast(
                dt,
                &struct_get(DataType::i64(), shape_e, k as i64, field::INT64_ARRAY_ELEM),
            );
            from_shape = op::mul(&op::cast(dt, &from_shape), &shape_k);
        }
        Ok(())
    }

    /// Binds the buffer's element offset to `h->byte_offset` (in elements),
    /// with an alignment check when the buffer has an `offset_factor`.
    fn bind_byte_offset(&mut self, t: &TensorArg) -> Result<(), BindError> {
        let buffer = t.buffer;
        let data_bytes = buffer.dtype().bytes() as i64;
        let u64t = DataType::uint(64);
        let byte_offset = struct_get(u64t, t.handle, 0, field::BYTE_OFFSET);
        let elem_offset = buffer.elem_offset().clone();
        if let ExprKind::Int(c) = elem_offset.kind() {
            // Exact: a byte offset that is negative or beyond uint64 is an error.
            let bytes = (*c as i128) * data_bytes as i128;
            let Ok(bytes) = u64::try_from(bytes) else {
                return Err(format!(
                    "buffer {}: byte offset {c} * {data_bytes} = {bytes} is not a uint64 value",
                    t.name
                ));
            };
            self.bind_scalar(
                // A uint64 constant is stored as its bits.
                &Expr::int(u64t, bytes as i64),
                &byte_offset,
                t.path.attr("byte_offset"),
            )?;
            return Ok(());
        }
        let value = op::cast(
            elem_offset.dtype(),
            &op::div(&byte_offset, &Expr::int(u64t, data_bytes)),
        );
        let factor = buffer.node().offset_factor;
        if !self.bind_scalar(&elem_offset, &value, t.path.attr("byte_offset"))? || factor <= 1 {
            return Ok(());
        }
        let et = elem_offset.dtype();
        let acond = (self.simplify)(&op::eq(
            &op::truncmod(&elem_offset, &Expr::int(et, factor)),
            &Expr::int(et, 0),
        ));
        match acond.as_int() {
            Some(0) if acond.dtype().is_bool() => Err(format!(
                "Bind have an unmet assertion at {}",
                self.render_path(&t.path.attr("byte_offset"))
            )),
            Some(_) if acond.dtype().is_bool() => Ok(()),
            _ => {
                let parts = t.message(
                    self,
                    &["Misaligned Tensor data on argument #"],
                    &[
                        "`,\n  expected data alignment=",
                        &(factor * data_bytes).to_string(),
                        " bytes",
                    ],
                );
                self.emit_assert(acond, "ValueError", parts);
                Ok(())
            }
        }
    }

    /// `h->device.device_type` is the target's (unless proven), and the
    /// device id binds to `h->device.device_id`.
    fn check_device(&mut self, t: &TensorArg) -> Result<(), BindError> {
        let h = t.handle;
        let actual = struct_get(DataType::i32(), h, 0, field::DEVICE_TYPE);
        let cond = (self.simplify)(&op::eq(&Expr::i32(self.device_type), &actual));
        let proven = cond.dtype().is_bool() && cond.as_int().is_some_and(|v| v != 0);
        if !proven {
            let parts = t.mismatch(self, "device_type", &self.device_name);
            self.emit_assert(cond, "ValueError", parts);
        }
        let dev_id = self.dev_id.to_expr();
        self.bind_scalar(
            &dev_id,
            &struct_get(DataType::i32(), h, 0, field::DEVICE_ID),
            t.path.attr("device_id"),
        )?;
        Ok(())
    }

    /// The typed data pointer `h->data`, asserted non-null unless the buffer
    /// is empty, with the buffer's storage alignment.
    fn data_pointer(&mut self, t: &TensorArg) -> Expr {
        let buffer = t.buffer;
        let raw = struct_get(handle_ty(), t.handle, 0, field::DATA);
        let typed = Expr::call(buffer.data_type(), builtin::REINTERPRET, vec![raw]);
        let alloc_size = buffer
            .shape()
            .iter()
            .fold(Expr::int(index_type(buffer), 1), |acc, d| {
                mul_matched(&acc, d)
            });
        let empty = op::cast(
            DataType::bool(),
            &op::eq(&alloc_size, &op::make_const(alloc_size.dtype(), 0)),
        );
        let non_null = op::not(&Expr::call(
            DataType::bool(),
            builtin::ISNULLPTR,
            vec![typed.clone()],
        ));
        let parts = t.message(
            self,
            &[&t.name, " data pointer is NULL on argument #"],
            &["`,\n  expected non-NULL data pointer"],
        );
        self.asserts.push(NestItem::Flat(assert_stmt(
            op::or(&empty, &non_null),
            "ValueError",
            parts,
        )));
        self.init_nest.push(NestItem::Attr {
            node: AttrNode::Buffer(buffer.clone()),
            key: keys::STORAGE_ALIGNMENT.to_string(),
            value: Expr::i32(buffer.data_alignment()),
        });
        typed
    }

    /// The text of an expected value in an "Invalid ..." message: variables are
    /// named by the access path that defined them (`A.shape[1] * 2 + 1`).
    fn display(&self, e: &Expr) -> String {
        tirsat_ir::stack::deeper(|| self.display_at(e))
    }

    fn display_at(&self, e: &Expr) -> String {
        let bin =
            |a: &Expr, sym: &str, b: &Expr| format!("{}{sym}{}", self.display(a), self.display(b));
        let func = |name: &str, a: &Expr, b: &Expr| {
            format!("{name}({}, {})", self.display(a), self.display(b))
        };
        match e.kind() {
            ExprKind::Var(v) => match self.var_defs.get(v) {
                Some((_, p)) => {
                    let r = self.render_path(p);
                    if r.is_empty() {
                        v.name().to_string()
                    } else {
                        r
                    }
                }
                None => v.name().to_string(),
            },
            ExprKind::Int(v) => v.to_string(),
            ExprKind::Float(v) => format!("{v}"),
            ExprKind::Cast(x) => self.display(x),
            ExprKind::Binary(op, a, b) => {
                use tirsat_ir::BinOp::*;
                match op {
                    Add => bin(a, " + ", b),
                    Sub => bin(a, " - ", b),
                    Mul => bin(a, " * ", b),
                    Div => bin(a, " / ", b),
                    Mod => bin(a, " % ", b),
                    FloorDiv => func("floordiv", a, b),
                    FloorMod => func("floormod", a, b),
                    Min => func("min", a, b),
                    Max => func("max", a, b),
                }
            }
            _ => print_expr(e),
        }
    }

    /// Renders the deferred checks and returns the statement groups.
    pub(crate) fn finish(mut self) -> BinderResult {
        let pending = std::mem::take(&mut self.pending);
        for (cond, path, expected) in pending {
            let display = self.display(&expected);
            let parts = vec![
                self.text("Invalid "),
                self.text(self.render_path(&path)),
                self.text(" on argument #"),
                self.text(path.param.to_string()),
                self.text(WHEN_CALLING),
                self.sig_text(),
                self.text("`,\n  expected "),
                self.text(display),
            ];
            self.asserts
                .push(NestItem::Flat(assert_stmt(cond, "ValueError", parts)));
        }
        BinderResult {
            device_id_bound: self.var_defs.contains_key(&self.dev_id),
            init_nest: self.init_nest,
            asserts: self.asserts,
            decl_buffers: self.decl_buffers,
        }
    }
}

/// `assert cond, (kind, parts)`.
pub(crate) fn assert_stmt(cond: Expr, kind: &str, parts: Vec<Expr>) -> Stmt {
    Stmt::new(StmtKind::Assert {
        cond,
        kind: kind.to_string(),
        parts,
    })
}

/// The type text TVM writes for a parameter in the signature string:
/// `T.handle`, `T.handle("float32", "global")`, a dtype, or `void`.
fn type_text(t: &Type) -> String {
    match t {
        Type::Prim(d) if d.is_handle() => "T.handle".to_string(),
        Type::Prim(d) => d.to_string(),
        Type::Pointer { elem, scope } => format!("T.handle(\"{elem}\", \"{scope}\")"),
        Type::Void => "void".to_string(),
        Type::TensorMap => "T.TensorMap()".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// TVM's `MergeNest` item by item (what `merge_nest` computes at once).
    fn one_by_one(groups: &[&[NestItem]], body: Stmt) -> Stmt {
        let mut body = body;
        for item in groups.iter().flat_map(|g| g.iter()).rev() {
            body = match item {
                NestItem::Flat(s) => Stmt::seq(vec![s.clone(), body]),
                NestItem::Attr { node, key, value } => {
                    Stmt::attr(node.clone(), key, value.clone(), body)
                }
            };
        }
        body
    }

    #[test]
    fn merge_nest_sequences_runs_of_statements_like_tvm() {
        let flat = |k: i64| NestItem::Flat(Stmt::evaluate(Expr::i32(k)));
        let seq = |ks: &[i64]| {
            NestItem::Flat(Stmt::seq(
                ks.iter().map(|k| Stmt::evaluate(Expr::i32(*k))).collect(),
            ))
        };
        let attr = |k: i64| NestItem::Attr {
            node: AttrNode::zero(),
            key: keys::DEVICE_ID.to_string(),
            value: Expr::i32(k),
        };
        let a = [flat(1), attr(2), flat(3), seq(&[4, 5]), flat(6)];
        let b = [attr(7), attr(8)];
        let c = [seq(&[]), flat(9)];
        let bodies = [
            Stmt::evaluate(Expr::i32(0)),
            Stmt::seq(vec![Stmt::evaluate(Expr::i32(10)), Stmt::ret(Expr::i32(0))]),
        ];
        for body in bodies {
            for groups in [
                &[&a[..], &b[..], &c[..]][..],
                &[&c[..], &a[..]],
                &[&b[..]],
                &[&[][..]],
                &[],
            ] {
                assert_eq!(
                    merge_nest(groups, body.clone()),
                    one_by_one(groups, body.clone())
                );
            }
        }
    }
}
