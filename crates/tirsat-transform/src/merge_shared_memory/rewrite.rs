//! Rewrites a kernel scope onto its merged buffer.
//!
//! Merged allocations and the declarations aliasing them are removed; every
//! access becomes an access of a *view* (a new buffer with the same name,
//! shape, dtype and scope, declared over the merged buffer's data) with the
//! element offset added to the index. `tvm_access_ptr` and `cp_async_raw`
//! operands are rewritten like TVM does; any other use of a merged buffer's
//! pointer becomes the address of its first element in the merged buffer.
//! Views are declared at the start of the scope body in reverse order of
//! their first use, after the merged allocation (TVM's order).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use tirsat_ir::builtin;

use super::arith::{IndexArith, IndexFacts, tvm_fold};
use super::memo::ExprMemo;

/// Distinct indices per buffer whose rewritten form is remembered, at most.
const MEMO_INDICES_PER_BUFFER: usize = 16;
use tirsat_ir::{AttrValue, Attrs, Buffer, DataType, Expr, ExprKind, Stmt, StmtKind, int, keys};

/// How offsets are added to indices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// TVM's forms: the offset appended with TVM's constant folding
    /// (`Q[63 - t + 64]`, `64 + t` for `cp_async_raw`, folded for
    /// `tvm_access_ptr`).
    Tvm,
    /// Simplified by the arithmetic engine (`Q[127 - t]`).
    Simplified,
}

/// Where a merged buffer (root allocation or alias) lives in the merged buffer.
#[derive(Debug, Clone)]
pub(crate) struct Placement {
    /// Byte offset.
    pub offset: Expr,
    /// The root allocation's size in bytes, when constant: an in-bounds
    /// access of the buffer lies in `[offset, offset + bytes)`.
    pub bytes: Option<u64>,
}

pub(crate) struct MergedAccessRewriter<'a> {
    pub merged: Buffer,
    /// Buffer id (allocation or alias) -> placement.
    pub place: HashMap<u64, Placement>,
    /// Allocation and alias ids that are removed.
    pub removed: HashSet<u64>,
    pub form: Form,
    pub arith: &'a dyn IndexArith,
    pub facts: &'a IndexFacts,
    /// `facts` with the ranges of constant-bound loop variables: for proving
    /// that a rewritten index stays in its type.
    pub range_facts: &'a IndexFacts,
    views: HashMap<u64, Buffer>,
    order: Vec<Buffer>,
    /// Element offsets computed so far, per buffer id and element type: a
    /// buffer's offset is the same at each of its accesses.
    elem_offsets: std::cell::RefCell<HashMap<(u64, DataType), Expr>>,
    /// Flat indices rewritten so far, per buffer id: an index that recurs
    /// (a store and the loads of one element) is rewritten once.
    flat_indices: HashMap<u64, ExprMemo<Expr>>,
    pub volatile: bool,
    pub error: Option<String>,
}

impl<'a> MergedAccessRewriter<'a> {
    pub fn new(
        merged: Buffer,
        place: HashMap<u64, Placement>,
        removed: HashSet<u64>,
        form: Form,
        arith: &'a dyn IndexArith,
        (facts, range_facts): (&'a IndexFacts, &'a IndexFacts),
    ) -> Self {
        MergedAccessRewriter {
            merged,
            place,
            removed,
            form,
            arith,
            facts,
            range_facts,
            views: HashMap::default(),
            order: Vec::new(),
            elem_offsets: Default::default(),
            flat_indices: HashMap::default(),
            volatile: false,
            error: None,
        }
    }

    fn fail(&mut self, msg: String) {
        if self.error.is_none() {
            self.error = Some(msg);
        }
    }

    /// The view of `b`, created on first use.
    fn view(&mut self, b: &Buffer) -> Buffer {
        if let Some(v) = self.views.get(&b.id()) {
            return v.clone();
        }
        if b.shape().len() != 1 {
            self.fail(format!(
                "buffer {} has shape of {} dimensions: MergeSharedMemoryAllocations expects flat memory buffers, and is to be run after FlattenBuffer",
                b.name(),
                b.shape().len()
            ));
        }
        let v = b.fresh_copy();
        self.views.insert(b.id(), v.clone());
        self.order.push(v.clone());
        v
    }

    /// The element offset of `b` in units of `dtype`.
    fn elem_offset(&self, b: &Buffer, dtype: DataType) -> Expr {
        let key = (b.id(), dtype);
        if let Some(e) = self.elem_offsets.borrow().get(&key) {
            return e.clone();
        }
        let e = self.elem_offset_uncached(b, dtype);
        self.elem_offsets.borrow_mut().insert(key, e.clone());
        e
    }

    fn elem_offset_uncached(&self, b: &Buffer, dtype: DataType) -> Expr {
        let off = self
            .place
            .get(&b.id())
            .map(|p| p.offset.clone())
            .unwrap_or_else(|| Expr::i32(0));
        let eb = Expr::int(off.dtype(), dtype.bytes().max(1) as i64);
        let e = tvm_fold::floordiv(&off, &eb);
        match self.form {
            Form::Tvm => e,
            Form::Simplified => self.arith.simplify(&e, self.facts),
        }
    }

    fn is_merged(&self, b: &Buffer) -> bool {
        self.place.contains_key(&b.id())
    }

    /// True when `index + off` (`off` an element offset of buffer `b`) is a
    /// value of the index's type for every access of `b` the input defines:
    /// the offset is zero; or it is a symbolic offset of the index's type
    /// (the merged size is computed in that type); or it is a constant and
    /// every in-bounds element of `b`'s allocation, shifted by it, stays
    /// below the type's maximum (`b` starts at a non-negative element
    /// offset of its data); or the arithmetic engine proves
    /// `MIN - off <= index <= MAX - off` from the thread and loop ranges.
    /// Otherwise the index is widened to 64 bits (and an offset wider than
    /// the index always widens it, as TVM's promotion does).
    fn offset_fits(&self, b: &Buffer, index: &Expr, off: &Expr) -> bool {
        let it = index.dtype().element_of();
        if !it.is_index() || it.bits >= 64 {
            return true;
        }
        let Some((lo, hi)) = it.int_range() else {
            return true;
        };
        let Some(c) = int::const_value(off) else {
            return off.dtype().element_of() == it;
        };
        if c == 0 {
            return true;
        }
        let eb = b.dtype().bytes().max(1) as i128;
        let starts_inside = int::const_value(b.elem_offset()).is_some_and(|e| e >= 0);
        if let Some(bytes) = self.place.get(&b.id()).and_then(|p| p.bytes)
            && starts_inside
            && c >= 0
            && c + (bytes as i128 + eb - 1) / eb <= hi + 1
        {
            return true;
        }
        // `index <= hi - c` and `lo - c <= index`; a bound beyond the type
        // holds for every value of it (`None`), one that leaves no value
        // fails.
        if hi - c < lo || lo - c > hi {
            return false;
        }
        let max = (hi - c < hi).then(|| int::make_const(it, hi - c)).flatten();
        let min = (lo - c > lo).then(|| int::make_const(it, lo - c)).flatten();
        let within = |e: &Expr| {
            max.as_ref()
                .is_none_or(|m| self.arith.compare_le(e, m, self.range_facts) == Some(true))
                && min
                    .as_ref()
                    .is_none_or(|m| self.arith.compare_le(m, e, self.range_facts) == Some(true))
        };
        let base = match index.kind() {
            ExprKind::Ramp {
                base,
                stride,
                lanes,
            } => {
                // Both ends of the ramp.
                let last = Expr::int(stride.dtype(), i64::from(*lanes) - 1);
                let end = tvm_fold::add(base, &tvm_fold::mul(stride, &last));
                return [base.clone(), end].iter().all(within);
            }
            _ if index.dtype().lanes != 1 => return false,
            _ => index,
        };
        within(base)
    }

    /// `index` in the 64-bit integer type of its signedness.
    fn widen(index: &Expr) -> Expr {
        let t = index.dtype();
        let wide = DataType::new(t.code, 64, 1);
        match index.kind() {
            ExprKind::Ramp {
                base,
                stride,
                lanes,
            } => Expr::ramp(
                &crate::op::cast(wide, base),
                &crate::op::cast(wide, stride),
                *lanes,
            ),
            _ => crate::op::cast(DataType::new(t.code, 64, t.lanes), index),
        }
    }

    /// `index + off` (appended) in the requested form; vector indices get the
    /// offset on their base (`Simplified`) or a broadcast (`Tvm`). The index
    /// is widened first where the sum could leave its type
    /// ([`Self::offset_fits`]).
    fn add_offset(&self, b: &Buffer, index: &Expr, off: &Expr) -> Expr {
        if !self.offset_fits(b, index, off) {
            let wide = Self::widen(index);
            let off = if off.dtype().bits < 64 {
                crate::op::cast(DataType::new(off.dtype().code, 64, 1), off)
            } else {
                off.clone()
            };
            return self.add_offset_in_type(&wide, &off);
        }
        self.add_offset_in_type(index, off)
    }

    /// `index + off` with the offset converted to the index's type (it
    /// fits there, see [`Self::add_offset`]).
    fn add_offset_in_type(&self, index: &Expr, off: &Expr) -> Expr {
        let it = index.dtype().element_of();
        let off = if off.dtype() != it {
            match int::const_value(off).and_then(|c| int::make_const(it, c)) {
                Some(c) => c,
                None => Expr::cast(it, off),
            }
        } else {
            off.clone()
        };
        // TVM's `index + 0` folds only for a scalar index: a vector index
        // keeps `+ Broadcast(0, lanes)`.
        if off.is_const_int(0)
            && (index.dtype().lanes <= 1 || matches!(self.form, Form::Simplified))
        {
            return index.clone();
        }
        match (self.form, index.kind()) {
            (
                Form::Simplified,
                ExprKind::Ramp {
                    base,
                    stride,
                    lanes,
                },
            ) => {
                let b = self.arith.simplify(&tvm_fold::add(base, &off), self.facts);
                Expr::ramp(&b, stride, *lanes)
            }
            (_, _) if index.dtype().lanes > 1 => {
                Expr::add(index, &Expr::broadcast(&off, index.dtype().lanes))
            }
            (Form::Tvm, _) => tvm_fold::add(index, &off),
            (Form::Simplified, _) => self.arith.simplify(&tvm_fold::add(index, &off), self.facts),
        }
    }

    /// `off + x` (prepended, as TVM does for pointer offsets of buffer
    /// `b`), widened like [`Self::add_offset`].
    fn prepend(&self, b: &Buffer, off: &Expr, x: &Expr) -> Expr {
        if !self.offset_fits(b, x, off) {
            let wide = Self::widen(x);
            let off = if off.dtype().bits < 64 {
                crate::op::cast(DataType::new(off.dtype().code, 64, 1), off)
            } else {
                off.clone()
            };
            return self.prepend_in_type(&off, &wide);
        }
        self.prepend_in_type(off, x)
    }

    fn prepend_in_type(&self, off: &Expr, x: &Expr) -> Expr {
        let off = match int::const_value(off) {
            Some(c) if off.dtype() != x.dtype() => match int::make_const(x.dtype(), c) {
                Some(c) => c,
                None => {
                    // Beyond the type of `x`: widen `x` instead of wrapping.
                    let wide = crate::op::cast(off.dtype(), x);
                    return self.prepend_in_type(off, &wide);
                }
            },
            _ => off.clone(),
        };
        let e = tvm_fold::add(&off, x);
        match self.form {
            Form::Tvm => e,
            Form::Simplified => self.arith.simplify(&e, self.facts),
        }
    }

    /// The declarations of the views, in TVM's order (reverse of first use).
    pub fn view_decls(&self) -> Vec<Stmt> {
        self.order
            .iter()
            .rev()
            .map(|v| Stmt::decl(v, Expr::buffer_data(&self.merged)))
            .collect()
    }

    /// The merged allocation with its annotation.
    pub fn merged_alloc(&self) -> Stmt {
        let mut ann = Attrs::new();
        if self.volatile {
            ann.insert(keys::VOLATILE.to_string(), AttrValue::Bool(true));
        }
        Stmt::new(StmtKind::AllocBuffer {
            buffer: self.merged.clone(),
            annotations: ann,
        })
    }

    /// Rewrites a statement; `None` when it is removed.
    pub fn stmt(&mut self, s: &Stmt) -> Option<Stmt> {
        tirsat_ir::stack::deeper(|| self.stmt_at(s))
    }

    fn stmt_at(&mut self, s: &Stmt) -> Option<Stmt> {
        match s.kind() {
            StmtKind::AllocBuffer { buffer, .. } if self.removed.contains(&buffer.id()) => None,
            StmtKind::DeclBuffer { buffer, .. } if self.removed.contains(&buffer.id()) => None,
            StmtKind::Seq(items) => {
                let new: Vec<Stmt> = items.iter().filter_map(|x| self.stmt(x)).collect();
                if new.len() == items.len() && new.iter().zip(items).all(|(a, b)| a.same_as(b)) {
                    Some(s.clone())
                } else {
                    Some(Stmt::seq(new))
                }
            }
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                let value = self.expr(value);
                let indices: Vec<Expr> = indices.iter().map(|i| self.expr(i)).collect();
                if self.is_merged(buffer) {
                    let v = self.view(buffer);
                    let idx = self.flat_index(buffer, indices);
                    Some(Stmt::store(&v, value, idx))
                } else {
                    Some(Stmt::store(buffer, value, indices))
                }
            }
            _ => Some(s.map_children_with(
                self,
                |r, e| r.expr(e),
                |r, c| r.stmt(c).unwrap_or_else(Stmt::no_op),
            )),
        }
    }

    /// The merged buffer's index list for an access of `buffer` at
    /// `indices` (already rewritten), in the list's own allocation.
    fn flat_index(&mut self, buffer: &Buffer, mut indices: Vec<Expr>) -> Vec<Expr> {
        if indices.len() != 1 {
            self.fail(format!(
                "buffer {} is accessed with {} indices: MergeSharedMemoryAllocations expects flat memory buffers, and is to be run after FlattenBuffer",
                buffer.name(),
                indices.len()
            ));
            return indices;
        }
        let mut memo = self
            .flat_indices
            .remove(&buffer.id())
            .unwrap_or_else(|| ExprMemo::new(MEMO_INDICES_PER_BUFFER));
        let done = memo.get_or(&indices[0], || {
            let off = self.elem_offset(buffer, buffer.dtype());
            self.add_offset(buffer, &indices[0], &off)
        });
        self.flat_indices.insert(buffer.id(), memo);
        indices[0] = done;
        indices
    }

    /// Rewrites an expression.
    pub fn expr(&mut self, e: &Expr) -> Expr {
        tirsat_ir::stack::deeper(|| self.expr_at(e))
    }

    fn expr_at(&mut self, e: &Expr) -> Expr {
        match e.kind() {
            ExprKind::Load { buffer, indices } => {
                let indices: Vec<Expr> = indices.iter().map(|i| self.expr(i)).collect();
                if self.is_merged(buffer) {
                    let v = self.view(buffer);
                    let idx = self.flat_index(buffer, indices);
                    Expr::new(
                        e.ty().clone(),
                        ExprKind::Load {
                            buffer: v,
                            indices: idx,
                        },
                    )
                } else if indices.iter().zip(e.children()).all(|(a, b)| a.same_as(b)) {
                    e.clone()
                } else {
                    e.with_kind(ExprKind::Load {
                        buffer: buffer.clone(),
                        indices,
                    })
                }
            }
            ExprKind::BufferData(b) if self.is_merged(b) => {
                // A pointer that escapes: the address of the buffer's first
                // element inside the merged buffer.
                let v = self.view(b);
                let off = self.elem_offset(b, b.dtype());
                if off.is_const_int(0) {
                    Expr::buffer_data(&v)
                } else {
                    let load = Expr::load(&v, vec![off]);
                    Expr::call(e.ty().clone(), builtin::ADDRESS_OF, vec![load])
                }
            }
            ExprKind::Call { op, args, .. } if op.is_builtin(builtin::TVM_ACCESS_PTR) => {
                match args.get(1).map(|a| a.kind()) {
                    Some(ExprKind::BufferData(b)) if self.is_merged(b) => {
                        if args.len() != 5 {
                            self.fail(format!(
                                "tvm_access_ptr of {} has {} arguments, expected 5",
                                b.name(),
                                args.len()
                            ));
                            return e.clone();
                        }
                        let b = b.clone();
                        let v = self.view(&b);
                        let unit = args[0].dtype();
                        let extra = self.elem_offset(&b, unit);
                        let off = self.expr(&args[2]);
                        let ext = self.expr(&args[3]);
                        let new_args = vec![
                            args[0].clone(),
                            Expr::buffer_data(&v),
                            self.prepend(&b, &extra, &off),
                            ext,
                            self.expr(&args[4]),
                        ];
                        e.with_call_args(new_args)
                    }
                    _ => self.children(e),
                }
            }
            ExprKind::Call { op, args, .. } if op.is_builtin(builtin::S_TIR_CP_ASYNC_RAW) => {
                // (dst, dst_off, src, src_off, bytes[, pred]) with the dtype as
                // the call's type, or the printed form with the dtype first.
                let d = tirsat_ir::async_copy::copy_dst(args);
                match args.get(d).map(|a| a.kind()) {
                    Some(ExprKind::BufferData(b)) if self.is_merged(b) && args.len() > d + 1 => {
                        let b = b.clone();
                        let v = self.view(&b);
                        let extra = self.elem_offset(&b, b.dtype());
                        let mut new_args: Vec<Expr> = args[..d].to_vec();
                        new_args.push(Expr::buffer_data(&v));
                        let dst_off = self.expr(&args[d + 1]);
                        new_args.push(self.prepend(&b, &extra, &dst_off));
                        for a in &args[d + 2..] {
                            new_args.push(self.expr(a));
                        }
                        e.with_call_args(new_args)
                    }
                    _ => self.children(e),
                }
            }
            ExprKind::Call { op, args, .. } if op.is_builtin(builtin::ADDRESS_OF) => {
                // address_of(B[i]): the load is rewritten like any other.
                let _ = args;
                self.children(e)
            }
            _ => self.children(e),
        }
    }

    fn children(&mut self, e: &Expr) -> Expr {
        let out = e.map_children_with(self, |r, c| r.expr(c));
        // A load of a view keeps its type; pointer types follow their buffer.
        match out.kind() {
            ExprKind::BufferData(b) => Expr::buffer_data(b),
            _ => out,
        }
    }
}

/// A `uint8` merged buffer of `size` bytes, without a layout (as TVM's pass
/// creates it: `layout=None`).
pub(crate) fn merged_buffer(name: &str, scope: &str, size: Expr) -> Buffer {
    Buffer::new(name, DataType::uint(8), vec![size], scope)
        .derive(|n| n.layout = tirsat_ir::BufferLayout::None)
}
