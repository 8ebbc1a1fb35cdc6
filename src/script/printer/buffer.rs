//! Buffer declarations in every form TVM 0.27 prints: parameters
//! (`T.Buffer((16,), "float32")`), allocations (`T.alloc_buffer`,
//! `T.alloc_shared`, `T.alloc_local`), views (`X = buf.view("float32")`,
//! `A_flat = A.view(1048576)`, `T.decl_buffer(..., data=...)`), buffers used
//! before any declaration (`A = T.Buffer((16,))`) and, where TVM's own form
//! would not parse, `T.match_buffer` on a handle parameter.
//!
//! Defaults are left out as TVM does: dtype `float32` (except in parameters),
//! scope `global`, `align=64`, `offset_factor=1`, a zero element offset.

use super::context::Printer;
use super::doc::Line;
use super::literal;
use crate::ir::{Attrs, Buffer, DEFAULT_ALIGN, DataType, Expr, ExprKind};

/// Arguments of a buffer-creating call.
pub(crate) struct BufArgs {
    pub(crate) positional: Vec<String>,
    pub(crate) kwargs: Vec<(&'static str, String)>,
}

impl BufArgs {
    fn render(&self, callee: &str, first: Option<&str>) -> String {
        let mut parts: Vec<String> = first.into_iter().map(str::to_string).collect();
        parts.extend(self.positional.iter().cloned());
        parts.extend(self.kwargs.iter().map(|(k, v)| format!("{k}={v}")));
        format!("{callee}({})", parts.join(", "))
    }
}

/// `(a,)`, `(a, b)`, `()`: a Python tuple.
pub(crate) fn tuple(items: &[String]) -> String {
    match items.len() {
        1 => format!("({},)", items[0]),
        _ => format!("({})", items.join(", ")),
    }
}

/// True when a parameter buffer's fields are not all constants: TVM 0.27 then
/// prints a shape string (`T.Buffer(("n",), ...)`) that it cannot read back, so
/// such a parameter is printed as `a: T.handle` + `T.match_buffer`.
pub(crate) fn needs_match_buffer(b: &Buffer) -> bool {
    let n = b.node();
    n.shape
        .iter()
        .chain(n.strides.iter())
        .chain(std::iter::once(&n.elem_offset))
        .any(|e| !matches!(e.kind(), ExprKind::Int(_)))
}

/// The index type of a buffer (TVM's `DefaultIndexType`).
fn index_type(b: &Buffer) -> DataType {
    b.shape().first().map_or(DataType::i32(), |e| e.dtype())
}

impl Printer {
    /// The name of a buffer; a buffer used before any declaration is declared
    /// as `A = T.Buffer(...)` where all its uses are covered.
    pub(crate) fn buffer_ref(&mut self, b: &Buffer) -> String {
        if let Some(n) = self.names.get(b.id()) {
            return n.to_string();
        }
        if self.frames.is_empty() {
            return self.names.define(b.id(), b.name(), "buffer").0;
        }
        let f = self.lowest_frame(b.id());
        let name = self.define_in(f, b.id(), b.name(), "buffer");
        let args = self.buffer_args(b, None, false, f);
        let rhs = args.render("T.Buffer", None);
        self.emit_to(f, Line::Text(format!("{name} = {rhs}")));
        name
    }

    /// A variable that appears bare in a buffer field and is not defined yet:
    /// defined now, its creation (`T.int32()`) declared with the buffer's
    /// other such variables when it belongs to frame `frame`.
    fn field_var(
        &mut self,
        e: &Expr,
        frame: usize,
        group: &mut Vec<(String, String)>,
    ) -> Option<String> {
        let ExprKind::Var(v) = e.kind() else {
            return None;
        };
        if self.names.is_defined(v.id()) {
            return None;
        }
        // Never deeper than the frame the buffer line goes to.
        let f = self.lowest_frame(v.id()).min(frame);
        let name = self.define_in(f, v.id(), v.name(), "v");
        let rhs = literal::var_creation(v.ty());
        if f == frame {
            group.push((name.clone(), rhs));
        } else {
            self.emit_to(f, Line::Text(format!("{name} = {rhs}")));
        }
        Some(name)
    }

    fn field(&mut self, e: &Expr, frame: usize, group: &mut Vec<(String, String)>) -> String {
        match self.field_var(e, frame, group) {
            Some(n) => n,
            None => self.expr(e),
        }
    }

    /// Shape, dtype and keyword arguments of a buffer, TVM's `BufferAttrs`.
    /// Variables first seen here are declared in frame `frame`.
    pub(crate) fn buffer_args(
        &mut self,
        b: &Buffer,
        data: Option<&Expr>,
        always_dtype: bool,
        frame: usize,
    ) -> BufArgs {
        let n = b.node();
        let mut group: Vec<(String, String)> = Vec::new();
        let shape: Vec<String> = n
            .shape
            .iter()
            .map(|e| self.field(e, frame, &mut group))
            .collect();
        let mut positional = vec![tuple(&shape)];
        if always_dtype || n.dtype != DataType::f32() {
            positional.push(literal::dtype_str(n.dtype));
        }
        let mut kwargs: Vec<(&'static str, String)> = Vec::new();
        if let Some(d) = data {
            let text = self.field(d, frame, &mut group);
            kwargs.push(("data", text));
        }
        if !n.strides.is_empty() {
            let strides: Vec<String> = n
                .strides
                .iter()
                .map(|e| self.field(e, frame, &mut group))
                .collect();
            kwargs.push(("strides", tuple(&strides)));
        }
        match n.elem_offset.kind() {
            ExprKind::Int(v) => {
                if *v != 0 || n.elem_offset.dtype() != index_type(b) {
                    let text = self.expr(&n.elem_offset);
                    kwargs.push(("elem_offset", text));
                }
            }
            _ => {
                let text = self.field(&n.elem_offset, frame, &mut group);
                kwargs.push(("elem_offset", text));
            }
        }
        if n.scope.as_str() != "global" {
            kwargs.push(("scope", literal::string_text(n.scope.as_str())));
        }
        if n.data_alignment != DEFAULT_ALIGN {
            kwargs.push(("align", n.data_alignment.to_string()));
        }
        if n.offset_factor != 1 {
            kwargs.push(("offset_factor", n.offset_factor.to_string()));
        }
        match group.len() {
            0 => {}
            1 => {
                let (l, r) = &group[0];
                self.emit_to(frame, Line::Text(format!("{l} = {r}")));
            }
            _ => {
                let lhs: Vec<&str> = group.iter().map(|(l, _)| l.as_str()).collect();
                let rhs: Vec<&str> = group.iter().map(|(_, r)| r.as_str()).collect();
                self.emit_to(
                    frame,
                    Line::Text(format!("{} = {}", lhs.join(", "), rhs.join(", "))),
                );
            }
        }
        BufArgs { positional, kwargs }
    }

    fn top_frame(&self) -> usize {
        self.frames.len().saturating_sub(1)
    }

    /// `A = T.alloc_buffer(...)` / `T.alloc_shared(...)` / `T.alloc_local(...)`.
    pub(crate) fn alloc_buffer(&mut self, b: &Buffer, annotations: &Attrs) -> String {
        let top = self.top_frame();
        let mut args = self.buffer_args(b, None, false, top);
        let callee = match b.scope().as_str() {
            "shared" => "T.alloc_shared",
            "local" => "T.alloc_local",
            _ => "T.alloc_buffer",
        };
        if callee != "T.alloc_buffer" {
            args.kwargs.retain(|(k, _)| *k != "scope");
        }
        if !annotations.is_empty() {
            let text = self.attr_dict(annotations);
            args.kwargs.push(("annotations", text));
        }
        let name = self.define_buffer(b);
        format!("{name} = {}", args.render(callee, None))
    }

    /// A DeclBuffer: the `.view(...)` sugar when it applies, else `T.decl_buffer`.
    pub(crate) fn decl_buffer(&mut self, b: &Buffer, data: &Expr) -> String {
        if let Some(view) = self.view_sugar(b, data) {
            let name = self.define_buffer(b);
            return format!("{name} = {view}");
        }
        let top = self.top_frame();
        let args = self.buffer_args(b, Some(data), false, top);
        let name = self.define_buffer(b);
        format!("{name} = {}", args.render("T.decl_buffer", None))
    }

    /// TVM's DeclBuffer sugar over a parent buffer `P` (`data=P.data`):
    /// `P.view("float16")` for a reinterpretation of the whole buffer (not in
    /// `s_tir` functions, where TVM cannot parse it back), `P.view(4, 4)` for
    /// a reshape.
    fn view_sugar(&mut self, child: &Buffer, data: &Expr) -> Option<String> {
        let ExprKind::BufferData(parent) = data.kind() else {
            return None;
        };
        if parent == child {
            return None;
        }
        let pname = self.names.get(parent.id())?.to_string();
        let (c, p) = (child.node(), parent.node());
        if c.scope != p.scope
            || c.data_alignment != p.data_alignment
            || c.offset_factor != p.offset_factor
        {
            return None;
        }
        if c.elem_offset != p.elem_offset {
            return None;
        }
        let same_dtype = c.dtype == p.dtype;
        let same_shape = c.shape == p.shape;
        if !same_dtype && c.shape.len() == p.shape.len() && !c.shape.is_empty() && !self.s_tir {
            let last = c.shape.len() - 1;
            let prefix_equal = c.shape[..last] == p.shape[..last];
            let compatible = match (c.shape[last].as_int(), p.shape[last].as_int()) {
                (Some(cl), Some(pl)) if prefix_equal => {
                    let (cb, pb) = (c.dtype.bits as i64, p.dtype.bits as i64);
                    if cb > pb {
                        pb > 0 && pl == cl * (cb / pb)
                    } else {
                        cb > 0 && cl == pl * (pb / cb)
                    }
                }
                _ => false,
            };
            if compatible {
                return Some(format!("{pname}.view(\"{}\")", c.dtype));
            }
        }
        if same_dtype && !same_shape && c.strides == p.strides {
            let dims = self.expr_list(&c.shape);
            return Some(format!("{pname}.view({dims})"));
        }
        None
    }

    /// A parameter's annotation: `T.Buffer((16,), "float32", ...)`.
    pub(crate) fn param_buffer(&mut self, b: &Buffer) -> String {
        let top = self.top_frame();
        self.buffer_args(b, None, true, top)
            .render("T.Buffer", None)
    }

    /// `A = T.match_buffer(a, (n * 4,), "float32", ...)`.
    pub(crate) fn match_buffer(&mut self, handle: &str, b: &Buffer, name: &str) -> String {
        let top = self.top_frame();
        let args = self.buffer_args(b, None, true, top);
        format!("{name} = {}", args.render("T.match_buffer", Some(handle)))
    }
}
