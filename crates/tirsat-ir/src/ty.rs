//! Types of variables and expressions: primitive, pointer (with storage scope), void.

use std::fmt;
use std::sync::Arc;

use super::DataType;

/// The type of a variable or expression.
///
/// TVM distinguishes an opaque `handle` (`Prim(handle)`) from a typed pointer
/// `T.handle("float32", "shared")` (`Pointer`). Buffers are not `Type`s here:
/// they are [`Buffer`](super::Buffer) objects of their own.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Prim(DataType),
    /// A pointer to elements of `elem` in the given storage scope.
    Pointer {
        elem: DataType,
        scope: Scope,
    },
    /// No value (the return type of a function without `-> ...`).
    Void,
    /// A pointer to a CUDA tensor map (TVM's `PointerType(TensorMapType())`,
    /// `T.TensorMap()`): an opaque handle at run time.
    TensorMap,
}

impl Type {
    /// The runtime data type (`handle` for pointers, `void` for void).
    pub fn dtype(&self) -> DataType {
        match self {
            Type::Prim(t) => *t,
            Type::Pointer { .. } | Type::TensorMap => DataType::handle(),
            Type::Void => DataType::void(),
        }
    }
    pub fn pointer(elem: DataType, scope: impl Into<Scope>) -> Self {
        Type::Pointer {
            elem,
            scope: scope.into(),
        }
    }
    pub fn is_pointer(&self) -> bool {
        matches!(self, Type::Pointer { .. })
    }
    /// Pointer or opaque handle.
    pub fn is_handle_like(&self) -> bool {
        self.is_pointer()
            || matches!(self, Type::TensorMap)
            || matches!(self, Type::Prim(t) if t.is_handle())
    }
    pub fn is_void(&self) -> bool {
        matches!(self, Type::Void) || matches!(self, Type::Prim(t) if t.is_void())
    }
}

impl From<DataType> for Type {
    fn from(t: DataType) -> Self {
        if t.is_void() {
            Type::Void
        } else {
            Type::Prim(t)
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Prim(t) => write!(f, "{t}"),
            Type::Pointer { elem, scope } => write!(f, "{elem}*@{}", scope.as_str()),
            Type::Void => f.write_str("void"),
            Type::TensorMap => f.write_str("tensormap*"),
        }
    }
}

/// A storage scope such as `global`, `shared`, `shared.dyn`, `local`, `warp` or a
/// custom `rank.tag` string. Cheap to clone.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Scope(Arc<str>);

impl Scope {
    /// The ranks of TVM's `StorageScope` (`runtime::StorageRank`) by the
    /// prefix that names them; the rest of a scope is its tag (`shared.dyn` is
    /// rank `shared` with tag `.dyn`; `wmma.matrix_a` is a rank of its own).
    pub const RANKS: [&'static str; 16] = [
        "global",
        "shared",
        "warp",
        "local",
        "wmma.matrix_a",
        "wmma.matrix_b",
        "wmma.accumulator",
        "texture",
        "amx.tmm",
        "m16n8k8.matrixA",
        "m16n8k8.matrixB",
        "m16n8k8.matrixC",
        "metal.simdgroup",
        "metal.cooperative_tensor",
        "trn.sbuf",
        "trn.psum",
    ];

    pub fn new(s: &str) -> Self {
        Scope(Arc::from(if s.is_empty() { "global" } else { s }))
    }
    pub fn global() -> Self {
        Scope::new("global")
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The rank part (`shared` of `shared.dyn`).
    pub fn rank(&self) -> &str {
        self.0.split_once('.').map_or(&self.0, |(r, _)| r)
    }
    /// The tag part including its dot (`.dyn` of `shared.dyn`), or "".
    pub fn tag(&self) -> &str {
        self.0.find('.').map_or("", |p| &self.0[p..])
    }
    pub fn is_shared_dyn(&self) -> bool {
        &*self.0 == "shared.dyn"
    }
    pub fn is_shared_static(&self) -> bool {
        &*self.0 == "shared"
    }
    /// Static or dynamic shared memory (rank `shared`).
    pub fn is_shared(&self) -> bool {
        self.rank() == "shared"
    }
}

impl From<&str> for Scope {
    fn from(s: &str) -> Self {
        Scope::new(s)
    }
}

impl fmt::Display for Scope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
