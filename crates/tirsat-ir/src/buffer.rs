//! Buffers: typed, shaped views of memory. A buffer is a variable of its own
//! (TVM 0.27's `BufferVar`): its data pointer is the expression `A.data`
//! ([`Expr::buffer_data`]), bound by the `AllocBuffer` or `DeclBuffer` that
//! introduces the buffer, or by the function parameter it is.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

use super::layout::{Layout, TileLayout};
use super::var::fresh_id;
use super::{DataType, Expr, Scope, Type};

/// TVM's default data alignment of a buffer, in bytes.
pub const DEFAULT_ALIGN: i64 = 64;

#[derive(Debug, Clone)]
pub struct BufferNode {
    pub name: String,
    pub dtype: DataType,
    pub shape: Vec<Expr>,
    /// Empty for a compact (row-major) buffer.
    pub strides: Vec<Expr>,
    /// Offset of element 0 in elements (usually the int32 constant 0).
    pub elem_offset: Expr,
    pub scope: Scope,
    /// Alignment of the data pointer in bytes ([`DEFAULT_ALIGN`] unless given).
    pub data_alignment: i64,
    pub offset_factor: i64,
    /// TVM's `Buffer.layout`, as far as tirsat models it.
    pub layout: BufferLayout,
    /// TVM's `Buffer.allocated_addr` (`T.alloc_buffer(..., allocated_addr=1024)`):
    /// fixed addresses of the allocation on targets with explicit memory
    /// (empty: none). No tirsat pass uses it.
    pub allocated_addr: Vec<Expr>,
}

/// The layout of a buffer (TVM 0.27's `Buffer.layout`): the default tile
/// layout of its shape, which plain functions give their buffers, or none
/// (`layout=None`, the default in `s_tir` functions and of buffers made by
/// passes). It decides TVM's printed forms (the scalar form `x: T.int32`
/// needs the default layout; `layout=None` is printed in plain functions);
/// tirsat's passes do not depend on it; they reject an explicit layout.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum BufferLayout {
    /// `TileLayout.DefaultLayout(shape)`.
    #[default]
    Default,
    /// `layout=None`.
    None,
    /// Any other layout (`layout=T.TileLayout(...)`, `T.ComposeLayout(...)`):
    /// never structurally equal to the default layout of the buffer's shape.
    Explicit(Arc<Layout>),
}

impl BufferLayout {
    /// The layout as TVM holds it for a buffer of `shape` (the default
    /// layout materialized), `None` for `layout=None`.
    pub fn resolve(&self, shape: &[Expr]) -> Option<Layout> {
        match self {
            BufferLayout::Default => Some(Layout::Tile(TileLayout::default_of(shape))),
            BufferLayout::None => None,
            BufferLayout::Explicit(l) => Some((**l).clone()),
        }
    }

    /// `layout` for a buffer of `shape`: [`BufferLayout::Default`] when it is
    /// the default layout of that shape (TVM does not print it).
    pub fn of(layout: Layout, shape: &[Expr]) -> BufferLayout {
        if layout == Layout::Tile(TileLayout::default_of(shape)) {
            BufferLayout::Default
        } else {
            BufferLayout::Explicit(Arc::new(layout))
        }
    }
}

/// A buffer. Equality is identity, like [`Var`](super::Var).
///
/// ```
/// use tirsat_ir::{Buffer, DataType, Expr};
/// let a = Buffer::new("A", DataType::f32(), vec![Expr::i32(128)], "shared.dyn");
/// assert_eq!(a.const_size_bytes(), Some(512));
/// assert!(a.scope().is_shared_dyn());
/// ```
#[derive(Clone)]
pub struct Buffer {
    node: Arc<BufferNode>,
    id: u64,
}

impl Buffer {
    /// A compact buffer with default alignment and zero element offset.
    /// The offset is an int32 zero, or an int64 zero for a zero-dimensional
    /// buffer (TVM's index type when there is no shape to take it from).
    pub fn new(name: impl Into<String>, dtype: DataType, shape: Vec<Expr>, scope: &str) -> Self {
        let elem_offset = if shape.is_empty() {
            Expr::i64(0)
        } else {
            Expr::i32(0)
        };
        Buffer::from_node(BufferNode {
            name: name.into(),
            dtype,
            shape,
            strides: Vec::new(),
            elem_offset,
            scope: Scope::new(scope),
            data_alignment: DEFAULT_ALIGN,
            offset_factor: 1,
            layout: BufferLayout::Default,
            allocated_addr: Vec::new(),
        })
    }
    /// A new buffer object (fresh identity) with the given fields.
    pub fn from_node(node: BufferNode) -> Self {
        Buffer {
            node: Arc::new(node),
            id: fresh_id(),
        }
    }
    pub fn node(&self) -> &BufferNode {
        &self.node
    }
    pub fn name(&self) -> &str {
        &self.node.name
    }
    pub fn dtype(&self) -> DataType {
        self.node.dtype
    }
    pub fn shape(&self) -> &[Expr] {
        &self.node.shape
    }
    pub fn strides(&self) -> &[Expr] {
        &self.node.strides
    }
    pub fn scope(&self) -> &Scope {
        &self.node.scope
    }
    pub fn data_alignment(&self) -> i64 {
        self.node.data_alignment
    }
    pub fn elem_offset(&self) -> &Expr {
        &self.node.elem_offset
    }
    /// The expressions that describe the buffer's layout: its shape, strides
    /// and element offset, in that order.
    pub fn field_exprs(&self) -> impl Iterator<Item = &Expr> {
        self.node
            .shape
            .iter()
            .chain(&self.node.strides)
            .chain(std::iter::once(&self.node.elem_offset))
    }
    /// The pointer type of `A.data`.
    pub fn data_type(&self) -> Type {
        Type::pointer(self.node.dtype, self.node.scope.clone())
    }
    /// A new buffer (fresh identity) with the fields changed by `f`.
    pub fn derive(&self, f: impl FnOnce(&mut BufferNode)) -> Buffer {
        let mut node = (*self.node).clone();
        f(&mut node);
        Buffer::from_node(node)
    }
    /// A new buffer with the same fields and a fresh identity.
    pub fn fresh_copy(&self) -> Buffer {
        self.derive(|_| {})
    }
    /// The allocation shape: the shape, or the extent implied by the strides.
    pub fn alloc_extents(&self) -> Vec<Expr> {
        self.with_alloc_extents(<[Expr]>::to_vec)
    }
    /// `f` of [`Buffer::alloc_extents`], without a vector of them.
    fn with_alloc_extents<R>(&self, f: impl FnOnce(&[Expr]) -> R) -> R {
        let n = &self.node;
        if n.strides.is_empty() || n.shape.is_empty() {
            return f(&n.shape);
        }
        // size = strides[0] * shape[0] for an outermost-major layout.
        f(&[Expr::mul(&n.strides[0], &n.shape[0])])
    }
    /// Number of elements when every extent is a constant.
    pub fn const_elements(&self) -> Option<u64> {
        self.with_alloc_extents(|extents| {
            extents.iter().try_fold(1u64, |total, e| {
                let v = e.as_int()?;
                if v < 0 {
                    return None;
                }
                total.checked_mul(v as u64)
            })
        })
    }
    /// Size in bytes when every extent is a constant.
    pub fn const_size_bytes(&self) -> Option<u64> {
        self.const_elements()?.checked_mul(self.node.dtype.bytes())
    }
    pub fn id(&self) -> u64 {
        self.id
    }
}

impl PartialEq for Buffer {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id
    }
}
impl Eq for Buffer {}
impl Hash for Buffer {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.id.hash(state)
    }
}
impl fmt::Debug for Buffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Buffer({}#{}, {}, {:?}, {})",
            self.node.name, self.id, self.node.dtype, self.node.shape, self.node.scope
        )
    }
}
