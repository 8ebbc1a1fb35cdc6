//! TVM 0.27's scalar form of 1-element buffers in plain (non-`s_tir`)
//! functions: `L: T.float32` (an allocation), `L: T.float32 = v` (an
//! allocation followed directly by a store of a value that does not read it),
//! `M = T.decl_scalar(T.int32, data=p, elem_offset=0, scope="local")` (a
//! declaration), `L` for a load of element 0, `L = v` for a store into it and
//! `L.source.data` for its pointer.
//!
//! TVM's test (`IsScalar`): shape `(1,)` (an `int32` 1), no strides, default
//! alignment and offset factor, a zero element offset for an allocation, and
//! the default layout (which plain functions give their buffers, and `s_tir`
//! functions their `x: T.int32` scalars). Where TVM's form
//! would lose information we keep the ordinary form, deliberately:
//! - an allocation in another scope than `local` (`S: T.float32` reads back
//!   as a `local` buffer, which for `shared` changes the program);
//! - an allocation with annotations (TVM drops them);
//! - a declaration printed as a view (`V = A.view(1)`: TVM still prints its
//!   element 0 bare, which then re-parses differently);
//! - a buffer accessed at another index than the constant 0 anywhere (TVM
//!   prints the bare name for `K[i]` too, which reads back as `K[0]`; and
//!   `K[i]` on a scalar does not parse in TVM).

use super::context::Printer;
use super::literal;
use super::scope::ScopeInfo;
use tirsat_ir::visit::{Visitor, any_expr, walk_stmt};
use tirsat_ir::{
    Attrs, Buffer, BufferLayout, DEFAULT_ALIGN, DataType, Expr, ExprKind, PrimFunc, Stmt, StmtKind,
};

/// TVM's `IsScalar`: one `int32` element, compact, default alignment and
/// offset factor, the default layout (and a zero offset for an allocation).
fn is_scalar_buffer(b: &Buffer, alloc: bool) -> bool {
    let n = b.node();
    n.layout == BufferLayout::Default
        && matches!(n.shape.as_slice(), [e] if e.dtype() == DataType::i32() && e.is_const_int(1))
        && n.strides.is_empty()
        && n.data_alignment == DEFAULT_ALIGN
        && n.offset_factor == 1
        && (!alloc || n.elem_offset.is_const_int(0))
}

/// TVM prints a store into element 0 of a scalar-like buffer parameter as
/// `A = v`, and reads that back as the same store. Only stores take that
/// form here: a parameter that is also loaded, indexed elsewhere or whose
/// pointer is taken keeps the ordinary form (TVM's bare `A` for a load does
/// not parse).
pub(crate) fn is_scalar_param(b: &Buffer, f: &PrimFunc, scope: &ScopeInfo) -> bool {
    struct Reads<'b> {
        b: &'b Buffer,
        found: bool,
    }
    impl Visitor for Reads<'_> {
        fn visit_expr(&mut self, e: &Expr) {
            if self.found {
                return;
            }
            if mentions(e, self.b) {
                self.found = true;
            }
        }
        fn visit_stmt(&mut self, s: &Stmt) {
            if self.found {
                return;
            }
            match s.kind() {
                StmtKind::Tirx(t) if t.buffers().contains(&self.b) => self.found = true,
                StmtKind::Block { .. } => self.found = true,
                StmtKind::DeclBuffer { data, .. } if mentions(data, self.b) => self.found = true,
                _ => walk_stmt(self, s),
            }
        }
    }
    if !is_scalar_buffer(b, false) || scope.indexed(b.id()) {
        return false;
    }
    let mut r = Reads { b, found: false };
    r.visit_stmt(&f.body);
    !r.found
}

/// True when `indices` is the single constant `int32` 0.
pub(crate) fn is_element_zero(indices: &[Expr]) -> bool {
    matches!(indices, [i] if i.dtype() == DataType::i32() && i.is_const_int(0))
}

/// True when `e` reads buffer `b` or takes its pointer.
fn mentions(e: &Expr, b: &Buffer) -> bool {
    any_expr(e, &mut |x| match x.kind() {
        ExprKind::Load { buffer, .. } | ExprKind::BufferData(buffer) => buffer == b,
        _ => false,
    })
}

impl Printer {
    /// True when an allocation prints in the scalar form.
    pub(crate) fn alloc_is_scalar(&self, b: &Buffer, annotations: &Attrs) -> bool {
        !self.scope.indexed(b.id())
            && annotations.is_empty()
            && b.scope().as_str() == "local"
            && is_scalar_buffer(b, true)
    }

    /// True when a declaration prints as `T.decl_scalar`.
    pub(crate) fn decl_is_scalar(&self, b: &Buffer) -> bool {
        !self.scope.indexed(b.id()) && is_scalar_buffer(b, false)
    }

    /// The value of `next` when it is a store into element 0 of `b` that
    /// does not read `b`: TVM prints it in the allocation's line.
    pub(crate) fn initial_store<'a>(b: &Buffer, next: Option<&'a Stmt>) -> Option<&'a Expr> {
        match next?.kind() {
            StmtKind::Store {
                buffer,
                value,
                indices,
            } if buffer == b && is_element_zero(indices) && !mentions(value, b) => Some(value),
            _ => None,
        }
    }

    /// `L: T.float32` or `L: T.float32 = v`.
    pub(crate) fn alloc_scalar(&mut self, b: &Buffer, init: Option<&Expr>) -> String {
        let ty = literal::type_annotation(&b.dtype().into());
        let value = init.map(|v| self.expr(v));
        let name = self.define_buffer(b);
        self.scalar_bufs.insert(b.id());
        match value {
            Some(v) => format!("{name}: {ty} = {v}"),
            None => format!("{name}: {ty}"),
        }
    }

    /// `M = T.decl_scalar(T.int32, data=p, elem_offset=0, scope="local")`.
    pub(crate) fn decl_scalar(&mut self, b: &Buffer, data: &Expr) -> String {
        let ty = literal::type_annotation(&b.dtype().into());
        let d = self.expr(data);
        let off = self.expr(b.elem_offset());
        let scope = literal::string_text(b.scope().as_str());
        let name = self.define_buffer(b);
        self.scalar_bufs.insert(b.id());
        format!("{name} = T.decl_scalar({ty}, data={d}, elem_offset={off}, scope={scope})")
    }

    /// The bare name of `b` when its element 0 prints as a scalar.
    pub(crate) fn scalar_access(
        &mut self,
        b: &Buffer,
        indices: &[Expr],
    ) -> Option<std::rc::Rc<str>> {
        if self.scalar_bufs.contains(&b.id()) && is_element_zero(indices) {
            Some(self.buffer_ref(b))
        } else {
            None
        }
    }
}
