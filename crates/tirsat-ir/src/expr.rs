//! Expressions. An [`Expr`] is a cheap-to-clone shared node; rewriting returns
//! new nodes and keeps unchanged subtrees shared.

use std::fmt;
use std::sync::Arc;

use super::{AttrValue, Buffer, DataType, Type, Var};
use crate::builtin;
use crate::op::Op;

/// Arithmetic operators with two operands of the same type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// TVM's `Div`: true division for floats, truncating division for integers.
    Div,
    /// TVM's `Mod`: truncating remainder (`T.truncmod`).
    Mod,
    /// Floor division (`//` on integers).
    FloorDiv,
    /// Floor remainder (`%` on integers).
    FloorMod,
    Min,
    Max,
}

impl BinOp {
    pub const ALL: [BinOp; 9] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::Div,
        BinOp::Mod,
        BinOp::FloorDiv,
        BinOp::FloorMod,
        BinOp::Min,
        BinOp::Max,
    ];
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::Div => "div",
            BinOp::Mod => "mod",
            BinOp::FloorDiv => "floordiv",
            BinOp::FloorMod => "floormod",
            BinOp::Min => "min",
            BinOp::Max => "max",
        }
    }
}

/// Comparison operators; the result is `bool` (with the operands' lanes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpOp {
    pub const ALL: [CmpOp; 6] = [
        CmpOp::Eq,
        CmpOp::Ne,
        CmpOp::Lt,
        CmpOp::Le,
        CmpOp::Gt,
        CmpOp::Ge,
    ];
    /// Python operator text.
    pub fn symbol(self) -> &'static str {
        match self {
            CmpOp::Eq => "==",
            CmpOp::Ne => "!=",
            CmpOp::Lt => "<",
            CmpOp::Le => "<=",
            CmpOp::Gt => ">",
            CmpOp::Ge => ">=",
        }
    }
    /// `a op b` == `b op.swap() a`.
    pub fn swap(self) -> CmpOp {
        match self {
            CmpOp::Lt => CmpOp::Gt,
            CmpOp::Le => CmpOp::Ge,
            CmpOp::Gt => CmpOp::Lt,
            CmpOp::Ge => CmpOp::Le,
            o => o,
        }
    }
    /// `!(a op b)` == `a op.negate() b`.
    pub fn negate(self) -> CmpOp {
        match self {
            CmpOp::Eq => CmpOp::Ne,
            CmpOp::Ne => CmpOp::Eq,
            CmpOp::Lt => CmpOp::Ge,
            CmpOp::Le => CmpOp::Gt,
            CmpOp::Gt => CmpOp::Le,
            CmpOp::Ge => CmpOp::Lt,
        }
    }
}

/// What a call calls.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CallOp {
    /// A builtin op of the registry ([`crate::op`]; its constants are in
    /// [`crate::builtin`]): `call_extern`, `tvm_access_ptr`,
    /// `s_tir.cp_async_raw`, `exp`, `shift_left`, ...
    Builtin(Op),
    /// A function of the module (TVM's `GlobalVar`), by name.
    Global(Arc<str>),
}

impl CallOp {
    pub fn builtin(op: Op) -> Self {
        CallOp::Builtin(op)
    }
    pub fn global(name: &str) -> Self {
        CallOp::Global(Arc::from(name))
    }
    /// The builtin op, if this is a builtin.
    pub fn as_builtin(&self) -> Option<Op> {
        match self {
            CallOp::Builtin(op) => Some(*op),
            CallOp::Global(_) => None,
        }
    }
    /// The builtin's TVMScript name, if this is a builtin.
    pub fn builtin_name(&self) -> Option<&'static str> {
        self.as_builtin().map(Op::name)
    }
    pub fn is_builtin(&self, op: Op) -> bool {
        self.as_builtin() == Some(op)
    }
}

/// The node kinds of an expression.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// Integer constant (also bool: 0/1). Unsigned 64-bit values are stored as
    /// their two's-complement `i64` bits.
    Int(i64),
    Float(f64),
    Str(Arc<str>),
    Var(Var),
    /// `A.data`: the data pointer of a buffer.
    BufferData(Buffer),
    Binary(BinOp, Expr, Expr),
    Cmp(CmpOp, Expr, Expr),
    And(Expr, Expr),
    Or(Expr, Expr),
    Not(Expr),
    /// `T.Select(cond, t, f)`: both branches are evaluated.
    Select(Expr, Expr, Expr),
    /// Conversion to the node's type.
    Cast(Expr),
    Load {
        buffer: Buffer,
        indices: Vec<Expr>,
    },
    /// `base + i * stride` for each lane `i`; `lanes` is the vscale factor
    /// when the node's type is a scalable vector.
    Ramp {
        base: Expr,
        stride: Expr,
        lanes: u16,
    },
    /// `value` in every lane; `lanes` as for [`ExprKind::Ramp`].
    Broadcast {
        value: Expr,
        lanes: u16,
    },
    /// Expression-level let: `body` with `var` bound to `value`.
    Let {
        var: Var,
        value: Expr,
        body: Expr,
    },
    Call {
        op: CallOp,
        args: Vec<Expr>,
        /// Extra call attributes, e.g. `launch_params` of `call_ffi_kernel`.
        attrs: Vec<(String, AttrValue)>,
    },
    /// A reference into the printed module's metadata section
    /// (`metadata["ir.StringImm"][3]`), whose value is not known.
    Meta {
        key: Arc<str>,
        index: u64,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct ExprNode {
    pub ty: Type,
    pub kind: ExprKind,
    /// What the tree rooted here holds ([`Contents`]), set by [`Expr::new`]
    /// from the node and its children's: walks that look for one kind of
    /// node skip the subtrees without it. A function of `ty` and `kind`,
    /// so it changes no comparison.
    contents: Contents,
}

/// Kinds of node an expression tree holds (bits).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Contents(u8);

impl Contents {
    /// A `Let` node.
    const LET: u8 = 1;
    /// A call of a module function (`CallOp::Global`).
    const GLOBAL_CALL: u8 = 2;
    /// A node of a scalable vector type.
    const SCALABLE: u8 = 4;
    /// A buffer access: a `Load` or a buffer's data pointer (`A.data`).
    const BUFFER: u8 = 8;

    /// The bits of a node of type `ty` and kind `kind`, and its children's.
    fn of(ty: &Type, kind: &ExprKind) -> Contents {
        let scalable = if ty.dtype().scalable {
            Self::SCALABLE
        } else {
            0
        };
        let own = scalable
            | match kind {
                ExprKind::Let { .. } => Self::LET,
                ExprKind::Load { .. } | ExprKind::BufferData(_) => Self::BUFFER,
                ExprKind::Call {
                    op: CallOp::Global(_),
                    ..
                } => Self::GLOBAL_CALL,
                _ => 0,
            };
        Contents(kind.children().fold(own, |m, c| m | c.0.contents.0))
    }
}

/// An expression: a shared, immutable node.
///
/// ```
/// use tirsat_ir::{DataType, Expr, Var};
/// let tx = Var::new("tx", DataType::i32());
/// let e = Expr::add(&Expr::floordiv(&tx.to_expr(), &Expr::i32(4)), &Expr::i32(1));
/// assert_eq!(e.dtype(), DataType::i32());
/// assert!(Expr::i32(3).as_int() == Some(3));
/// ```
#[derive(Clone)]
pub struct Expr(Arc<ExprNode>);

/// Structural equality, recursing on a grown stack where the tree is deep
/// ([`super::stack`]).
impl PartialEq for Expr {
    fn eq(&self, other: &Self) -> bool {
        super::stack::deeper(|| *self.0 == *other.0)
    }
}

/// The default drop of a tree recurses once per level: the last owner of a
/// node drops its children on a new stack segment when the stack runs low.
impl Drop for Expr {
    fn drop(&mut self) {
        // The last owner first (a shared node drops nothing below it), then
        // the stack.
        if Arc::get_mut(&mut self.0).is_some()
            && super::stack::low()
            && let Some(node) = Arc::get_mut(&mut self.0)
        {
            let kind = std::mem::replace(&mut node.kind, ExprKind::Int(0));
            super::stack::grow(move || drop(kind));
        }
    }
}

impl std::ops::Deref for Expr {
    type Target = ExprNode;
    fn deref(&self) -> &ExprNode {
        &self.0
    }
}

impl fmt::Debug for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::stack::deeper(|| fmt::Debug::fmt(&self.0.kind, f))
    }
}

fn bool_of(t: DataType) -> DataType {
    DataType::bool().with_lanes_of(t)
}

/// A process-wide interning table keyed by short strings.
type InternTable<V> = std::sync::RwLock<rustc_hash::FxHashMap<Box<str>, V>>;

/// The value of `key` in `table`, made by `make` and stored on first use
/// while the table holds fewer than `cap` entries (after that, `None`).
fn intern<V: Clone>(
    table: &InternTable<V>,
    key: &str,
    cap: usize,
    make: impl FnOnce() -> V,
) -> Option<V> {
    if let Some(v) = table.read().unwrap_or_else(|e| e.into_inner()).get(key) {
        return Some(v.clone());
    }
    let mut w = table.write().unwrap_or_else(|e| e.into_inner());
    if let Some(v) = w.get(key) {
        return Some(v.clone());
    }
    if w.len() >= cap {
        return None;
    }
    let v = make();
    w.insert(key.into(), v.clone());
    Some(v)
}

/// The shared node of a small integer constant of a common scalar type
/// (`int32`, `int64`, `bool`, `uint64`, values -16..=256), or `None`.
/// Constants are immutable, so one node serves every use: generated code
/// repeats `0`, `1`, `T.int64(0)`... tens of thousands of times.
fn small_int(dtype: DataType, value: i64) -> Option<Expr> {
    use std::sync::OnceLock;
    const LO: i64 = -16;
    const HI: i64 = 256;
    static TABLES: [OnceLock<Box<[Expr]>>; 4] = [const { OnceLock::new() }; 4];
    if !(LO..=HI).contains(&value) {
        return None;
    }
    let slot = if dtype == DataType::i32() {
        0
    } else if dtype == DataType::i64() {
        1
    } else if dtype == DataType::bool() {
        2
    } else if dtype == DataType::uint(64) {
        3
    } else {
        return None;
    };
    let table = TABLES[slot].get_or_init(|| {
        (LO..=HI)
            .map(|v| Expr::new(dtype, ExprKind::Int(wrap_int(dtype, v))))
            .collect()
    });
    Some(table[(value - LO) as usize].clone())
}

impl Expr {
    pub fn new(ty: impl Into<Type>, kind: ExprKind) -> Self {
        let ty = ty.into();
        Expr(Arc::new(ExprNode {
            contents: Contents::of(&ty, &kind),
            ty,
            kind,
        }))
    }

    /// Whether the tree holds a `Let` (a definition inside an expression).
    pub fn has_let(&self) -> bool {
        self.0.contents.0 & Contents::LET != 0
    }

    /// Whether the tree holds a call of a module function
    /// (`CallOp::Global`).
    pub fn calls_global(&self) -> bool {
        self.0.contents.0 & Contents::GLOBAL_CALL != 0
    }

    /// Whether the tree holds a node of a scalable vector type.
    pub fn has_scalable(&self) -> bool {
        self.0.contents.0 & Contents::SCALABLE != 0
    }

    /// Whether the tree names a buffer: a load or a data pointer (`A.data`).
    pub fn accesses_buffer(&self) -> bool {
        self.0.contents.0 & Contents::BUFFER != 0
    }
    /// Same node object (cheap identity check used to preserve sharing).
    pub fn same_as(&self, other: &Expr) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
    pub fn kind(&self) -> &ExprKind {
        &self.0.kind
    }
    pub fn ty(&self) -> &Type {
        &self.0.ty
    }
    pub fn dtype(&self) -> DataType {
        self.0.ty.dtype()
    }

    // ---- constants -------------------------------------------------------
    /// Integer constant of the given integer type, wrapped to its width.
    pub fn int(dtype: DataType, value: i64) -> Self {
        small_int(dtype, value)
            .unwrap_or_else(|| Expr::new(dtype, ExprKind::Int(wrap_int(dtype, value))))
    }
    pub fn i32(value: i64) -> Self {
        Expr::int(DataType::i32(), value)
    }
    pub fn i64(value: i64) -> Self {
        Expr::int(DataType::i64(), value)
    }
    pub fn bool(value: bool) -> Self {
        small_int(DataType::bool(), value as i64)
            .unwrap_or_else(|| Expr::new(DataType::bool(), ExprKind::Int(value as i64)))
    }
    pub fn float(dtype: DataType, value: f64) -> Self {
        Expr::new(dtype, ExprKind::Float(value))
    }
    pub fn str(s: &str) -> Self {
        Expr::new(DataType::handle(), ExprKind::Str(Arc::from(s)))
    }
    /// The string node of a short text shared by every use in the process
    /// (message pieces that thousands of generated functions repeat), or
    /// `None` for a text over 48 bytes or once 4,096 texts are stored.
    ///
    /// ```
    /// use tirsat_ir::Expr;
    /// let a = Expr::shared_str("Mismatched type").unwrap();
    /// assert!(a.same_as(&Expr::shared_str("Mismatched type").unwrap()));
    /// assert!(Expr::shared_str(&"y".repeat(49)).is_none());
    /// ```
    pub fn shared_str(s: &str) -> Option<Self> {
        static TEXTS: std::sync::OnceLock<InternTable<Expr>> = std::sync::OnceLock::new();
        if s.len() > 48 {
            return None;
        }
        intern(TEXTS.get_or_init(Default::default), s, 4096, || {
            Expr::str(s)
        })
    }
    pub fn var(v: &Var) -> Self {
        Expr::new(v.ty().clone(), ExprKind::Var(v.clone()))
    }
    /// `A.data`.
    pub fn buffer_data(b: &Buffer) -> Self {
        Expr::new(b.data_type(), ExprKind::BufferData(b.clone()))
    }
    /// True for `b.data` itself: the data of a `DeclBuffer` that declares
    /// `b` without `data=` (TVM 0.27's tmem buffer at `allocated_addr`).
    pub fn is_data_of(&self, b: &Buffer) -> bool {
        matches!(self.kind(), ExprKind::BufferData(x) if x.id() == b.id())
    }

    // ---- arithmetic --------------------------------------------------------
    pub fn binary(op: BinOp, a: &Expr, b: &Expr) -> Self {
        Expr::new(a.ty().clone(), ExprKind::Binary(op, a.clone(), b.clone()))
    }
    pub fn add(a: &Expr, b: &Expr) -> Self {
        Self::binary(BinOp::Add, a, b)
    }
    pub fn sub(a: &Expr, b: &Expr) -> Self {
        Self::binary(BinOp::Sub, a, b)
    }
    pub fn mul(a: &Expr, b: &Expr) -> Self {
        Self::binary(BinOp::Mul, a, b)
    }
    pub fn floordiv(a: &Expr, b: &Expr) -> Self {
        Self::binary(BinOp::FloorDiv, a, b)
    }
    pub fn floormod(a: &Expr, b: &Expr) -> Self {
        Self::binary(BinOp::FloorMod, a, b)
    }
    pub fn min(a: &Expr, b: &Expr) -> Self {
        Self::binary(BinOp::Min, a, b)
    }
    pub fn max(a: &Expr, b: &Expr) -> Self {
        Self::binary(BinOp::Max, a, b)
    }
    pub fn cmp(op: CmpOp, a: &Expr, b: &Expr) -> Self {
        Expr::new(bool_of(a.dtype()), ExprKind::Cmp(op, a.clone(), b.clone()))
    }
    pub fn eq(a: &Expr, b: &Expr) -> Self {
        Self::cmp(CmpOp::Eq, a, b)
    }
    pub fn lt(a: &Expr, b: &Expr) -> Self {
        Self::cmp(CmpOp::Lt, a, b)
    }
    pub fn and(a: &Expr, b: &Expr) -> Self {
        Expr::new(a.dtype(), ExprKind::And(a.clone(), b.clone()))
    }
    pub fn or(a: &Expr, b: &Expr) -> Self {
        Expr::new(a.dtype(), ExprKind::Or(a.clone(), b.clone()))
    }
    pub fn not(a: &Expr) -> Self {
        Expr::new(a.dtype(), ExprKind::Not(a.clone()))
    }
    pub fn select(c: &Expr, t: &Expr, f: &Expr) -> Self {
        Expr::new(
            t.ty().clone(),
            ExprKind::Select(c.clone(), t.clone(), f.clone()),
        )
    }
    /// Conversion; returns `value` itself when it already has type `dtype`.
    pub fn cast(dtype: DataType, value: &Expr) -> Self {
        if value.ty() == &Type::Prim(dtype) {
            return value.clone();
        }
        Expr::new(dtype, ExprKind::Cast(value.clone()))
    }
    /// A load; its lanes are the buffer's times the last index's (only the
    /// last index may be a vector, as in TVM).
    pub fn load(buffer: &Buffer, indices: Vec<Expr>) -> Self {
        let dt = access_dtype(buffer.dtype(), indices.last());
        Expr::new(
            dt,
            ExprKind::Load {
                buffer: buffer.clone(),
                indices,
            },
        )
    }
    pub fn ramp(base: &Expr, stride: &Expr, lanes: u16) -> Self {
        Expr::new(
            base.dtype().with_lanes(lanes),
            ExprKind::Ramp {
                base: base.clone(),
                stride: stride.clone(),
                lanes,
            },
        )
    }
    pub fn broadcast(value: &Expr, lanes: u16) -> Self {
        Expr::new(
            value.dtype().with_lanes(lanes),
            ExprKind::Broadcast {
                value: value.clone(),
                lanes,
            },
        )
    }
    /// A ramp of `factor * vscale` lanes (`T.Ramp(b, s, T.vscale() * 4)`):
    /// the node's type is the scalable vector, `lanes` holds the factor.
    pub fn scalable_ramp(base: &Expr, stride: &Expr, factor: u16) -> Self {
        let t = base.dtype();
        Expr::new(
            DataType::scalable_vector(t.code, t.bits, factor),
            ExprKind::Ramp {
                base: base.clone(),
                stride: stride.clone(),
                lanes: factor,
            },
        )
    }
    /// A broadcast to `factor * vscale` lanes.
    pub fn scalable_broadcast(value: &Expr, factor: u16) -> Self {
        let t = value.dtype();
        Expr::new(
            DataType::scalable_vector(t.code, t.bits, factor),
            ExprKind::Broadcast {
                value: value.clone(),
                lanes: factor,
            },
        )
    }
    /// A broadcast of a scalar to the lanes of `like` (fixed or scalable).
    pub fn broadcast_to(value: &Expr, like: DataType) -> Self {
        if like.scalable {
            Expr::scalable_broadcast(value, like.lanes)
        } else {
            Expr::broadcast(value, like.lanes)
        }
    }
    /// A ramp with the lanes of `like` (fixed or scalable).
    pub fn ramp_to(base: &Expr, stride: &Expr, like: DataType) -> Self {
        if like.scalable {
            Expr::scalable_ramp(base, stride, like.lanes)
        } else {
            Expr::ramp(base, stride, like.lanes)
        }
    }
    pub fn let_(var: &Var, value: &Expr, body: &Expr) -> Self {
        Expr::new(
            body.ty().clone(),
            ExprKind::Let {
                var: var.clone(),
                value: value.clone(),
                body: body.clone(),
            },
        )
    }
    /// A call of builtin `op` ([`crate::builtin`]) with result type `ty`.
    pub fn call(ty: impl Into<Type>, op: Op, args: Vec<Expr>) -> Self {
        Expr::new(
            ty,
            ExprKind::Call {
                op: CallOp::builtin(op),
                args,
                attrs: Vec::new(),
            },
        )
    }
    /// A call of module function `name`.
    pub fn call_global(ty: impl Into<Type>, name: &str, args: Vec<Expr>) -> Self {
        Expr::new(
            ty,
            ExprKind::Call {
                op: CallOp::global(name),
                args,
                attrs: Vec::new(),
            },
        )
    }
    /// `T.call_extern(dtype, name, args...)`.
    pub fn call_extern(ty: impl Into<Type>, name: &str, args: Vec<Expr>) -> Self {
        let mut all = vec![Expr::str(name)];
        all.extend(args);
        Expr::call(ty, builtin::CALL_EXTERN, all)
    }

    // ---- queries -------------------------------------------------------------
    /// The value of an integer (or bool) constant.
    pub fn as_int(&self) -> Option<i64> {
        match self.kind() {
            ExprKind::Int(v) => Some(*v),
            _ => None,
        }
    }
    pub fn as_float(&self) -> Option<f64> {
        match self.kind() {
            ExprKind::Float(v) => Some(*v),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self.kind() {
            ExprKind::Str(s) => Some(s),
            _ => None,
        }
    }
    pub fn as_var(&self) -> Option<&Var> {
        match self.kind() {
            ExprKind::Var(v) => Some(v),
            _ => None,
        }
    }
    pub fn is_const_int(&self, v: i64) -> bool {
        self.as_int() == Some(v)
    }
    /// The op and arguments when this is a call.
    pub fn as_call(&self) -> Option<(&CallOp, &[Expr])> {
        match self.kind() {
            ExprKind::Call { op, args, .. } => Some((op, args)),
            _ => None,
        }
    }
    /// Arguments when this is a call of builtin `op`.
    pub fn as_builtin_call(&self, op: Op) -> Option<&[Expr]> {
        match self.kind() {
            ExprKind::Call { op: o, args, .. } if o.is_builtin(op) => Some(args),
            _ => None,
        }
    }

    /// Calls `f` on each direct sub-expression, in evaluation order: the
    /// order of [`Expr::children`], without building a vector.
    ///
    /// ```
    /// use tirsat_ir::Expr;
    /// let e = Expr::add(&Expr::i32(1), &Expr::i32(2));
    /// let mut n = 0;
    /// e.for_each_child(|c| n += c.as_int().unwrap());
    /// assert_eq!(n, 3);
    /// ```
    pub fn for_each_child<'a>(&'a self, f: impl FnMut(&'a Expr)) {
        self.iter_children().for_each(f)
    }

    /// The direct sub-expressions, in evaluation order.
    pub fn children(&self) -> Vec<&Expr> {
        self.iter_children().collect()
    }

    /// Appends each variable of the expression that `out` does not hold yet,
    /// in order of first appearance.
    pub fn collect_vars(&self, out: &mut Vec<Var>) {
        if let ExprKind::Var(v) = self.kind()
            && !out.contains(v)
        {
            out.push(v.clone());
        }
        super::stack::deeper(|| self.for_each_child(|c| c.collect_vars(out)));
    }

    /// Rebuilds this node with each direct sub-expression replaced by `f(child)`.
    /// Returns `self` (shared) when nothing changed.
    pub fn map_children(&self, mut f: impl FnMut(&Expr) -> Expr) -> Expr {
        self.map_children_with(&mut f, |f, e| f(e))
    }

    /// Like [`Expr::map_children_with`] with a fallible mapper: the first error
    /// is returned and the remaining children are not visited.
    pub fn try_map_children_with<C: ?Sized, E>(
        &self,
        ctx: &mut C,
        mut f: impl FnMut(&mut C, &Expr) -> Result<Expr, E>,
    ) -> Result<Expr, E> {
        let mut err: Option<E> = None;
        let out = self.map_children_with(&mut (ctx, &mut err), |(c, err), e| {
            super::visit::until_error(&mut f, c, err, e)
        });
        err.map_or(Ok(out), Err)
    }

    /// Like [`Expr::map_children`], threading a mutable context through the mapper.
    /// The mapper is called in evaluation order; nothing is allocated unless
    /// a child changed.
    pub fn map_children_with<C: ?Sized>(
        &self,
        ctx: &mut C,
        f: impl FnMut(&mut C, &Expr) -> Expr,
    ) -> Expr {
        if self.is_leaf() {
            return self.clone();
        }
        super::stack::deeper(|| self.map_children_with_at(ctx, f))
    }

    /// True for a node without sub-expressions by its kind (a constant, a
    /// variable, a buffer's data pointer, a meta reference): what
    /// [`Expr::iter_children`] yields nothing for whatever the node holds.
    #[inline]
    pub fn is_leaf(&self) -> bool {
        matches!(
            self.kind(),
            ExprKind::Int(_)
                | ExprKind::Float(_)
                | ExprKind::Str(_)
                | ExprKind::Var(_)
                | ExprKind::BufferData(_)
                | ExprKind::Meta { .. }
        )
    }

    fn map_children_with_at<C: ?Sized>(
        &self,
        ctx: &mut C,
        mut f: impl FnMut(&mut C, &Expr) -> Expr,
    ) -> Expr {
        // The new children of a node with two operands, or `None` when both
        // are unchanged.
        macro_rules! two {
            ($a:expr, $b:expr) => {{
                let (a, b): (&Expr, &Expr) = ($a, $b);
                let na = f(ctx, a);
                let nb = f(ctx, b);
                if na.same_as(a) && nb.same_as(b) {
                    return self.clone();
                }
                (na, nb)
            }};
        }
        macro_rules! one {
            ($a:expr) => {{
                let a: &Expr = $a;
                let na = f(ctx, a);
                if na.same_as(a) {
                    return self.clone();
                }
                na
            }};
        }
        let kind = match self.kind() {
            ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::Str(_)
            | ExprKind::Var(_)
            | ExprKind::BufferData(_)
            | ExprKind::Meta { .. } => return self.clone(),
            ExprKind::Binary(op, a, b) => {
                let (a, b) = two!(a, b);
                ExprKind::Binary(*op, a, b)
            }
            ExprKind::Cmp(op, a, b) => {
                let (a, b) = two!(a, b);
                ExprKind::Cmp(*op, a, b)
            }
            ExprKind::And(a, b) => {
                let (a, b) = two!(a, b);
                ExprKind::And(a, b)
            }
            ExprKind::Or(a, b) => {
                let (a, b) = two!(a, b);
                ExprKind::Or(a, b)
            }
            ExprKind::Not(a) => ExprKind::Not(one!(a)),
            ExprKind::Cast(a) => ExprKind::Cast(one!(a)),
            ExprKind::Select(c, t, e) => {
                let nc = f(ctx, c);
                let nt = f(ctx, t);
                let ne = f(ctx, e);
                if nc.same_as(c) && nt.same_as(t) && ne.same_as(e) {
                    return self.clone();
                }
                ExprKind::Select(nc, nt, ne)
            }
            ExprKind::Load { buffer, indices } => {
                match super::stmt::map_lazy(indices, |x| f(ctx, x), Expr::same_as) {
                    Some(indices) => ExprKind::Load {
                        buffer: buffer.clone(),
                        indices,
                    },
                    None => return self.clone(),
                }
            }
            ExprKind::Ramp {
                base,
                stride,
                lanes,
            } => {
                let (base, stride) = two!(base, stride);
                ExprKind::Ramp {
                    base,
                    stride,
                    lanes: *lanes,
                }
            }
            ExprKind::Broadcast { value, lanes } => ExprKind::Broadcast {
                value: one!(value),
                lanes: *lanes,
            },
            ExprKind::Let { var, value, body } => {
                let (value, body) = two!(value, body);
                ExprKind::Let {
                    var: var.clone(),
                    value,
                    body,
                }
            }
            ExprKind::Call { op, args, attrs } => {
                match super::stmt::map_lazy(args, |x| f(ctx, x), Expr::same_as) {
                    Some(args) => ExprKind::Call {
                        op: op.clone(),
                        args,
                        attrs: attrs.clone(),
                    },
                    None => return self.clone(),
                }
            }
        };
        Expr::new(self.ty().clone(), kind)
    }

    /// The direct sub-expressions in evaluation order, without building a
    /// vector (the items of [`Expr::children`]).
    ///
    /// ```
    /// use tirsat_ir::Expr;
    /// let e = Expr::select(&Expr::bool(true), &Expr::i32(1), &Expr::i32(2));
    /// assert_eq!(e.iter_children().collect::<Vec<_>>(), e.children());
    /// ```
    pub fn iter_children(&self) -> Children<'_> {
        self.kind().children()
    }

    /// A copy of this node with another kind but the same type.
    pub fn with_kind(&self, kind: ExprKind) -> Expr {
        Expr::new(self.ty().clone(), kind)
    }

    /// This call with its arguments replaced: same op, attributes and type
    /// (`self` itself when it is not a call).
    ///
    /// ```
    /// use tirsat_ir::{builtin, DataType, Expr};
    /// let c = Expr::call(DataType::i32(), builtin::SHIFT_LEFT, vec![Expr::i32(1), Expr::i32(2)]);
    /// let d = c.with_call_args(vec![Expr::i32(3), Expr::i32(4)]);
    /// assert_eq!(d.as_builtin_call(builtin::SHIFT_LEFT).unwrap()[0], Expr::i32(3));
    /// assert_eq!(d.dtype(), DataType::i32());
    /// ```
    pub fn with_call_args(&self, args: Vec<Expr>) -> Expr {
        match self.kind() {
            ExprKind::Call { op, attrs, .. } => self.with_kind(ExprKind::Call {
                op: op.clone(),
                args,
                attrs: attrs.clone(),
            }),
            _ => self.clone(),
        }
    }
}

impl ExprKind {
    /// Calls `f` on each direct sub-expression, in the order of
    /// [`ExprKind::children`], stopping at the first error: a match on the
    /// kind, without the iterator's state (walks that visit every node, like
    /// the use/def analyses, go through here).
    ///
    /// ```
    /// use tirsat_ir::{DataType, Expr, Var};
    /// let x = Var::new("x", DataType::i32());
    /// let e = Expr::add(&x.to_expr(), &Expr::i32(1));
    /// let mut seen = Vec::new();
    /// e.kind()
    ///     .try_for_each_child(|c| -> Result<(), ()> { seen.push(c.clone()); Ok(()) })
    ///     .unwrap();
    /// assert_eq!(seen, e.iter_children().cloned().collect::<Vec<_>>());
    /// ```
    pub fn try_for_each_child<E>(
        &self,
        mut f: impl FnMut(&Expr) -> Result<(), E>,
    ) -> Result<(), E> {
        match self {
            ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::Str(_)
            | ExprKind::Var(_)
            | ExprKind::BufferData(_)
            | ExprKind::Meta { .. } => Ok(()),
            ExprKind::Binary(_, a, b)
            | ExprKind::Cmp(_, a, b)
            | ExprKind::And(a, b)
            | ExprKind::Or(a, b)
            | ExprKind::Ramp {
                base: a, stride: b, ..
            }
            | ExprKind::Let {
                value: a, body: b, ..
            } => {
                f(a)?;
                f(b)
            }
            ExprKind::Not(a) | ExprKind::Cast(a) | ExprKind::Broadcast { value: a, .. } => f(a),
            ExprKind::Select(c, t, e) => {
                f(c)?;
                f(t)?;
                f(e)
            }
            ExprKind::Load { indices: v, .. } | ExprKind::Call { args: v, .. } => {
                v.iter().try_for_each(f)
            }
        }
    }

    /// [`ExprKind::try_for_each_child`] for a walk that cannot fail.
    pub fn for_each_child(&self, mut f: impl FnMut(&Expr)) {
        let never: Result<(), std::convert::Infallible> = self.try_for_each_child(|c| {
            f(c);
            Ok(())
        });
        let Ok(()) = never;
    }

    /// The direct sub-expressions of a node of this kind, in evaluation
    /// order ([`Expr::iter_children`]).
    pub fn children(&self) -> Children<'_> {
        let mut it = Children {
            head: [None, None, None],
            pos: 0,
            slice: [].iter(),
        };
        match self {
            ExprKind::Int(_)
            | ExprKind::Float(_)
            | ExprKind::Str(_)
            | ExprKind::Var(_)
            | ExprKind::BufferData(_)
            | ExprKind::Meta { .. } => {}
            ExprKind::Binary(_, a, b)
            | ExprKind::Cmp(_, a, b)
            | ExprKind::And(a, b)
            | ExprKind::Or(a, b)
            | ExprKind::Ramp {
                base: a, stride: b, ..
            }
            | ExprKind::Let {
                value: a, body: b, ..
            } => it.head = [Some(a), Some(b), None],
            ExprKind::Not(a) | ExprKind::Cast(a) | ExprKind::Broadcast { value: a, .. } => {
                it.head[0] = Some(a)
            }
            ExprKind::Select(c, t, e) => it.head = [Some(c), Some(t), Some(e)],
            ExprKind::Load { indices: v, .. } | ExprKind::Call { args: v, .. } => {
                it.slice = v.iter()
            }
        }
        it
    }
}

/// The direct sub-expressions of an expression ([`Expr::iter_children`]).
#[derive(Clone, Debug)]
pub struct Children<'a> {
    head: [Option<&'a Expr>; 3],
    pos: usize,
    slice: std::slice::Iter<'a, Expr>,
}

impl<'a> Iterator for Children<'a> {
    type Item = &'a Expr;
    fn next(&mut self) -> Option<&'a Expr> {
        while self.pos < self.head.len() {
            self.pos += 1;
            if let Some(e) = self.head[self.pos - 1] {
                return Some(e);
            }
        }
        self.slice.next()
    }
}

/// The type of an access to a buffer of element type `elem` whose last
/// index is `last`: the element type times the index's lanes (a scalable
/// index over scalar elements gives a scalable vector).
pub fn access_dtype(elem: DataType, last: Option<&Expr>) -> DataType {
    let it = last.map_or(DataType::i32(), |i| i.dtype());
    if it.scalable && elem.is_scalar() {
        elem.with_lanes_of(it)
    } else if it.lanes > 1 && !it.scalable {
        elem.with_lanes(elem.lanes * it.lanes)
    } else {
        elem
    }
}

/// Wraps `value` to the width of integer type `dtype` (two's complement).
pub fn wrap_int(dtype: DataType, value: i64) -> i64 {
    let bits = dtype.bits as u32;
    if !dtype.is_integer_like() || bits >= 64 || bits == 0 {
        return value;
    }
    let mask = (1i64 << bits) - 1;
    let v = value & mask;
    if dtype.is_int() && v >> (bits - 1) & 1 == 1 {
        v - (1i64 << bits)
    } else {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap() {
        assert_eq!(wrap_int(DataType::int(8), 200), -56);
        assert_eq!(wrap_int(DataType::uint(8), -1), 255);
        assert_eq!(wrap_int(DataType::bool(), 3), 1);
    }

    #[test]
    fn contents_hold_the_lets_and_global_calls_below() {
        let x = Var::new("x", DataType::i32());
        let global = Expr::new(
            DataType::i32(),
            ExprKind::Call {
                op: CallOp::Global("f".into()),
                args: vec![x.to_expr()],
                attrs: Vec::new(),
            },
        );
        let bound = Expr::let_(&x, &Expr::i32(1), &x.to_expr());
        let plain = Expr::add(&x.to_expr(), &Expr::i32(1));
        assert!(!plain.has_let() && !plain.calls_global());
        assert!(bound.has_let() && !bound.calls_global());
        assert!(!global.has_let() && global.calls_global());
        // Deep below a select, a cast and a builtin call.
        let deep = Expr::select(
            &Expr::bool(true),
            &Expr::cast(DataType::i64(), &Expr::add(&plain, &bound)),
            &Expr::cast(
                DataType::i64(),
                &Expr::call(DataType::i32(), crate::builtin::REINTERPRET, vec![global]),
            ),
        );
        assert!(deep.has_let() && deep.calls_global());
        // Rebuilding the children recomputes them.
        let cleared = deep.map_children(|_| Expr::i64(0));
        assert!(!cleared.has_let() && !cleared.calls_global());
        // A scalable type anywhere below.
        let sv = DataType {
            scalable: true,
            ..DataType::i32().with_lanes(4)
        };
        let ramp = Expr::new(sv, ExprKind::Int(0));
        assert!(!plain.has_scalable());
        assert!(Expr::add(&Expr::cast(DataType::i32(), &ramp), &plain).has_scalable());
    }

    #[test]
    fn map_children_shares_unchanged() {
        let x = Var::new("x", DataType::i32());
        let e = Expr::add(&x.to_expr(), &Expr::i32(1));
        let same = e.map_children(|c| c.clone());
        assert!(same.same_as(&e));
        let other = e.map_children(|c| {
            if c.as_int().is_some() {
                Expr::i32(2)
            } else {
                c.clone()
            }
        });
        assert!(!other.same_as(&e));
        assert_eq!(other.children()[1].as_int(), Some(2));
    }
}
