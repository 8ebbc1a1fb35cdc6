//! Variables and thread iteration variables. Identity is by object, not by name.

use std::collections::HashMap;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use super::{DataType, Expr, Type};

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// A fresh identity for a variable-like object. Identities are only compared,
/// never printed or ordered, so output does not depend on them.
pub(crate) fn fresh_id() -> u64 {
    NEXT_ID.fetch_add(1, Ordering::Relaxed)
}

#[derive(Debug)]
pub struct VarNode {
    pub name: String,
    pub ty: Type,
    id: u64,
}

/// A variable. Two `Var`s are equal only if they are the same object (like TVM):
/// names are hints for printing.
///
/// ```
/// use tirsat_ir::{DataType, Var};
/// let a = Var::new("n", DataType::i32());
/// let b = Var::new("n", DataType::i32());
/// assert_ne!(a, b);
/// assert_eq!(a, a.clone());
/// ```
#[derive(Clone)]
pub struct Var(Arc<VarNode>);

impl Var {
    pub fn new(name: impl Into<String>, ty: impl Into<Type>) -> Self {
        Var(Arc::new(VarNode {
            name: name.into(),
            ty: ty.into(),
            id: fresh_id(),
        }))
    }
    pub fn name(&self) -> &str {
        &self.0.name
    }
    pub fn ty(&self) -> &Type {
        &self.0.ty
    }
    pub fn dtype(&self) -> DataType {
        self.0.ty.dtype()
    }
    /// A new variable with the same name and type (a different object).
    pub fn fresh_copy(&self) -> Var {
        Var::new(self.0.name.clone(), self.0.ty.clone())
    }
    /// A new variable with another name and the same type.
    pub fn with_name(&self, name: impl Into<String>) -> Var {
        Var::new(name, self.0.ty.clone())
    }
    /// This variable as an expression.
    pub fn to_expr(&self) -> Expr {
        Expr::var(self)
    }
    /// Opaque identity, stable for the life of the object.
    pub fn id(&self) -> u64 {
        self.0.id
    }
}

/// Variables a rewrite re-declares with another type, and the uses that
/// follow them: the rewrite asks [`VarRemap::retype`] at each definition and
/// maps every use through [`VarRemap::use_of`].
#[derive(Clone, Debug, Default)]
pub struct VarRemap(HashMap<Var, Var>);

impl VarRemap {
    /// The variable defined where `var`'s value (or type) goes from `old` to
    /// `new`: `var` itself when the two agree, else a new variable of the same
    /// name and type `new`, which later uses of `var` become.
    pub fn retype(&mut self, var: &Var, old: &Type, new: &Type) -> Var {
        if old == new {
            return var.clone();
        }
        let n = Var::new(var.name(), new.clone());
        self.0.insert(var.clone(), n.clone());
        n
    }

    /// The variable that replaces `var`, if it was retyped.
    pub fn get(&self, var: &Var) -> Option<&Var> {
        self.0.get(var)
    }

    /// The use `e` of `var`: its replacement, or `e` itself.
    pub fn use_of(&self, var: &Var, e: &Expr) -> Expr {
        match self.0.get(var) {
            Some(n) => n.to_expr(),
            None => e.clone(),
        }
    }
}

impl PartialEq for Var {
    fn eq(&self, other: &Self) -> bool {
        self.0.id == other.0.id
    }
}
impl Eq for Var {}
impl Hash for Var {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.id.hash(state)
    }
}
impl fmt::Debug for Var {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}#{}", self.0.name, self.0.id)
    }
}
impl fmt::Display for Var {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.name)
    }
}

/// The kind of an [`IterVar`] (TVM's `IterVarType`, same numbering).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IterKind {
    /// Data-parallel iteration (a block's `T.axis.spatial`).
    DataPar,
    /// A thread index bound by `thread_extent` (`T.launch_thread`, `T.env_thread`).
    ThreadIndex,
    /// A reduction (a block's `T.axis.reduce`).
    CommReduce,
    /// An ordered (scan) iteration (a block's `T.axis.scan`).
    Ordered,
    /// An iteration with no known pattern (a block's `T.axis.opaque`).
    Opaque,
    Unrolled,
    Vectorized,
    Parallelized,
    Tensorized,
}

impl IterKind {
    /// Every kind, by TVM's enum value.
    pub const ALL: [IterKind; 9] = [
        IterKind::DataPar,
        IterKind::ThreadIndex,
        IterKind::CommReduce,
        IterKind::Ordered,
        IterKind::Opaque,
        IterKind::Unrolled,
        IterKind::Vectorized,
        IterKind::Parallelized,
        IterKind::Tensorized,
    ];
    /// TVM's enum value.
    pub fn code(self) -> u8 {
        IterKind::ALL.iter().position(|k| *k == self).unwrap_or(0) as u8
    }
    /// TVM's name (`IterVarType2String`): `DataPar`, `CommReduce`, ...
    ///
    /// ```
    /// use tirsat_ir::IterKind;
    /// for k in IterKind::ALL {
    ///     assert_eq!(IterKind::from_name(k.name()), Some(k));
    /// }
    /// assert_eq!(IterKind::CommReduce.code(), 2);
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            IterKind::DataPar => "DataPar",
            IterKind::ThreadIndex => "ThreadIndex",
            IterKind::CommReduce => "CommReduce",
            IterKind::Ordered => "Ordered",
            IterKind::Opaque => "Opaque",
            IterKind::Unrolled => "Unrolled",
            IterKind::Vectorized => "Vectorized",
            IterKind::Parallelized => "Parallelized",
            IterKind::Tensorized => "Tensorized",
        }
    }
    pub fn from_name(name: &str) -> Option<IterKind> {
        IterKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

#[derive(Debug)]
pub struct IterVarNode {
    pub var: Var,
    /// `[min, min + extent)` when known.
    pub dom: Option<(Expr, Expr)>,
    pub kind: IterKind,
    /// `threadIdx.x`, `blockIdx.y`, `vthread`, ... (empty when not a thread).
    pub thread_tag: String,
    id: u64,
}

/// An iteration variable: the node of a `thread_extent` attribute.
#[derive(Clone)]
pub struct IterVar(Arc<IterVarNode>);

impl IterVar {
    pub fn new(
        var: Var,
        dom: Option<(Expr, Expr)>,
        kind: IterKind,
        tag: impl Into<String>,
    ) -> Self {
        IterVar(Arc::new(IterVarNode {
            var,
            dom,
            kind,
            thread_tag: tag.into(),
            id: fresh_id(),
        }))
    }
    /// A thread IterVar with the given tag and a fresh int32 variable named `name`.
    pub fn thread(name: impl Into<String>, tag: impl Into<String>) -> Self {
        Self::new(
            Var::new(name, DataType::i32()),
            None,
            IterKind::ThreadIndex,
            tag,
        )
    }
    pub fn var(&self) -> &Var {
        &self.0.var
    }
    pub fn dom(&self) -> Option<&(Expr, Expr)> {
        self.0.dom.as_ref()
    }
    pub fn kind(&self) -> IterKind {
        self.0.kind
    }
    pub fn thread_tag(&self) -> &str {
        &self.0.thread_tag
    }
    /// The same IterVar with another variable (a new object).
    pub fn with_var(&self, var: Var) -> IterVar {
        Self::new(
            var,
            self.0.dom.clone(),
            self.0.kind,
            self.0.thread_tag.clone(),
        )
    }
    /// The same IterVar with another domain (a new object).
    pub fn with_dom(&self, dom: Option<(Expr, Expr)>) -> IterVar {
        Self::new(
            self.0.var.clone(),
            dom,
            self.0.kind,
            self.0.thread_tag.clone(),
        )
    }
    pub fn id(&self) -> u64 {
        self.0.id
    }
}

impl PartialEq for IterVar {
    fn eq(&self, other: &Self) -> bool {
        self.0.id == other.0.id
    }
}
impl Eq for IterVar {}
impl Hash for IterVar {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.id.hash(state)
    }
}
impl fmt::Debug for IterVar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "IterVar({:?}, {:?})", self.0.var, self.0.thread_tag)
    }
}
