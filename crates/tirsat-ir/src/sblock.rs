//! Schedulable TIR (TVM 0.27's `s_tir` blocks): `with T.sblock("name"):`.
//!
//! A block ([`SBlock`]) declares its iteration variables (`T.axis.spatial`,
//! `T.axis.reduce`, ...), the buffer regions it reads and writes
//! (`T.reads(A[vi, 0:16])`), buffers it allocates (`T.sblock_alloc_buffer`)
//! or matches onto a region (`T.match_buffer(A[vi, 0:16], (16,))`), its
//! annotations (`T.sblock_attr`), an optional reduction initialisation
//! (`with T.init():`) and its body. A block is executed through a *realize*
//! ([`SBlockRealize`]): the values bound to its iteration variables
//! (`T.axis.spatial(16, i)` binds `i`) and a predicate (`T.where(...)`).
//! A block printed with `no_realize=True` has no realize.
//!
//! In statements this is [`StmtKind::Block`](super::StmtKind::Block): the
//! realize (when present), then the block. The iteration variables, the
//! allocated and the matched buffers are defined by the block and scoped to
//! it. Passes that do not handle blocks reject them (see
//! `transform::constructs`).
//!
//! ```
//! use tirsat_ir::{sblock::{BufferRegion, SBlock, SBlockRealize}, Buffer, DataType, Expr, Stmt};
//! let a = Buffer::new("A", DataType::f32(), vec![Expr::i32(16)], "global");
//! let body = Stmt::store(&a, Expr::float(DataType::f32(), 0.0), vec![Expr::i32(0)]);
//! let mut block = SBlock::new("init", body);
//! block.writes.push(BufferRegion::point(&a, &[Expr::i32(0)]));
//! let realize = SBlockRealize { iter_values: vec![], predicate: Expr::bool(true) };
//! let s = Stmt::block(block, Some(realize));
//! assert_eq!(s.child_stmts().len(), 1);
//! ```

use super::{Attrs, Buffer, Expr, ExprKind, IterVar, Stmt};

/// A rectangular region of a buffer: per dimension `(min, extent)`.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferRegion {
    pub buffer: Buffer,
    pub region: Vec<(Expr, Expr)>,
}

impl BufferRegion {
    /// The region of one element (or of a unit-stride ramp's lanes) at
    /// `indices`, like TVM's `BufferRegion::FromPoint`.
    pub fn point(buffer: &Buffer, indices: &[Expr]) -> Self {
        let region = indices
            .iter()
            .map(|i| match i.kind() {
                ExprKind::Ramp {
                    base,
                    stride,
                    lanes,
                } if stride.as_int() == Some(1) => {
                    (base.clone(), Expr::int(base.dtype(), *lanes as i64))
                }
                _ => (i.clone(), Expr::int(i.dtype(), 1)),
            })
            .collect();
        BufferRegion {
            buffer: buffer.clone(),
            region,
        }
    }
    /// The expressions of the region: min and extent of each dimension.
    pub fn exprs(&self) -> impl Iterator<Item = &Expr> {
        self.region.iter().flat_map(|(m, e)| [m, e])
    }
}

/// `X = T.match_buffer(A[vi, 0:16], (16,))`: buffer `X` views `source`.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchBufferRegion {
    pub buffer: Buffer,
    pub source: BufferRegion,
}

/// A block: `with T.sblock(name):` and its signature.
#[derive(Clone, Debug, PartialEq)]
pub struct SBlock {
    pub name: String,
    /// Block iteration variables; each has a domain and a kind (data-parallel,
    /// reduction, scan, opaque).
    pub iter_vars: Vec<IterVar>,
    pub reads: Vec<BufferRegion>,
    pub writes: Vec<BufferRegion>,
    /// Buffers allocated by the block (scoped to it).
    pub alloc_buffers: Vec<Buffer>,
    pub match_buffers: Vec<MatchBufferRegion>,
    /// `T.sblock_attr({...})`.
    pub annotations: Attrs,
    /// `with T.init():`, run before the first iteration of a reduction.
    pub init: Option<Stmt>,
    pub body: Stmt,
}

impl SBlock {
    /// A block with only a name and a body.
    pub fn new(name: impl Into<String>, body: Stmt) -> Self {
        SBlock {
            name: name.into(),
            iter_vars: Vec::new(),
            reads: Vec::new(),
            writes: Vec::new(),
            alloc_buffers: Vec::new(),
            match_buffers: Vec::new(),
            annotations: Attrs::new(),
            init: None,
            body,
        }
    }

    /// The expressions the block holds directly, in a fixed order: iteration
    /// variable domains (min, extent), read regions, write regions, matched
    /// source regions. [`SBlock::map_exprs`] rebuilds in the same order.
    pub fn exprs(&self) -> Vec<&Expr> {
        let mut v = Vec::new();
        for iv in &self.iter_vars {
            if let Some((lo, ext)) = iv.dom() {
                v.push(lo);
                v.push(ext);
            }
        }
        for r in self.reads.iter().chain(&self.writes) {
            v.extend(r.exprs());
        }
        for m in &self.match_buffers {
            v.extend(m.source.exprs());
        }
        v
    }

    /// The block with its expressions (in [`SBlock::exprs`] order) and
    /// statements (init, then body) mapped. Iteration variables whose domain
    /// changes become new IterVar objects over the same variables.
    pub fn map_children<C: ?Sized>(
        &self,
        ctx: &mut C,
        mut fe: impl FnMut(&mut C, &Expr) -> Expr,
        mut fs: impl FnMut(&mut C, &Stmt) -> Stmt,
    ) -> SBlock {
        let iter_vars = self
            .iter_vars
            .iter()
            .map(|iv| match iv.dom() {
                Some((lo, ext)) => {
                    let (l, e) = (fe(ctx, lo), fe(ctx, ext));
                    if l.same_as(lo) && e.same_as(ext) {
                        iv.clone()
                    } else {
                        iv.with_dom(Some((l, e)))
                    }
                }
                None => iv.clone(),
            })
            .collect();
        let mut region = |ctx: &mut C, r: &BufferRegion| BufferRegion {
            buffer: r.buffer.clone(),
            region: r
                .region
                .iter()
                .map(|(m, e)| (fe(ctx, m), fe(ctx, e)))
                .collect(),
        };
        let reads = self.reads.iter().map(|r| region(ctx, r)).collect();
        let writes = self.writes.iter().map(|r| region(ctx, r)).collect();
        let match_buffers = self
            .match_buffers
            .iter()
            .map(|m| MatchBufferRegion {
                buffer: m.buffer.clone(),
                source: region(ctx, &m.source),
            })
            .collect();
        let init = self.init.as_ref().map(|s| fs(ctx, s));
        let body = fs(ctx, &self.body);
        SBlock {
            name: self.name.clone(),
            iter_vars,
            reads,
            writes,
            alloc_buffers: self.alloc_buffers.clone(),
            match_buffers,
            annotations: self.annotations.clone(),
            init,
            body,
        }
    }
}

/// True when `s` contains a realized block.
pub fn contains_realize(s: &Stmt) -> bool {
    let mut todo = vec![s];
    while let Some(x) = todo.pop() {
        if matches!(
            x.kind(),
            super::StmtKind::Block {
                realize: Some(_),
                ..
            }
        ) {
            return true;
        }
        todo.extend(x.child_stmts());
    }
    false
}

/// The realize of a block: the values bound to its iteration variables (in
/// order) and the predicate under which it runs (`T.where`, else `True`).
#[derive(Clone, Debug, PartialEq)]
pub struct SBlockRealize {
    pub iter_values: Vec<Expr>,
    pub predicate: Expr,
}
