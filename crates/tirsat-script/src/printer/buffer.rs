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
use std::rc::Rc;

use super::doc::cat;
use super::literal;
use tirsat_ir::{Attrs, Buffer, BufferLayout, DEFAULT_ALIGN, DataType, Expr, ExprKind};

/// Arguments of a buffer-creating call.
pub(crate) struct BufArgs {
    pub(crate) positional: Vec<String>,
    pub(crate) kwargs: Vec<(&'static str, String)>,
}

impl BufArgs {
    pub(crate) fn render(&self, callee: &str, first: Option<&str>) -> String {
        let mut out = String::with_capacity(self.len(callee, first));
        self.render_to(callee, first, &mut out);
        out
    }

    /// `name = callee(...)`.
    pub(crate) fn assign(&self, name: &str, callee: &str) -> String {
        let mut out = String::with_capacity(name.len() + 3 + self.len(callee, None));
        out.push_str(name);
        out.push_str(" = ");
        self.render_to(callee, None, &mut out);
        out
    }

    fn len(&self, callee: &str, first: Option<&str>) -> usize {
        callee.len()
            + 2
            + first.map_or(0, |f| f.len() + 2)
            + self.positional.iter().map(|p| p.len() + 2).sum::<usize>()
            + self
                .kwargs
                .iter()
                .map(|(k, v)| k.len() + v.len() + 3)
                .sum::<usize>()
    }

    fn render_to(&self, callee: &str, first: Option<&str>, out: &mut String) {
        out.push_str(callee);
        out.push('(');
        let mut sep = false;
        let mut item = |out: &mut String, parts: &[&str]| {
            if sep {
                out.push_str(", ");
            }
            sep = true;
            for p in parts {
                out.push_str(p);
            }
        };
        if let Some(f) = first {
            item(out, &[f]);
        }
        for p in &self.positional {
            item(out, &[p]);
        }
        for (k, v) in &self.kwargs {
            item(out, &[k, "=", v]);
        }
        out.push(')');
    }
}

/// `(a,)`, `(a, b)`, `()`: a Python tuple.
pub(crate) fn tuple(items: &[String]) -> String {
    let mut out = String::with_capacity(3 + items.iter().map(|i| i.len() + 2).sum::<usize>());
    out.push('(');
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(item);
    }
    if items.len() == 1 {
        out.push(',');
    }
    out.push(')');
    out
}

/// True when a parameter buffer's shape or strides mention a variable that
/// no earlier scalar parameter defines (`defined`), or its element offset is
/// neither a constant, a variable nor an expression of defined variables:
/// TVM 0.27 then prints a shape string (`T.Buffer(("n",), ...)`) that it
/// cannot read back, so such a parameter is printed as `a: T.handle` +
/// `T.match_buffer`. (A variable element offset defined by the parameter
/// itself prints as `offset_factor=k`, see [`Printer::param_buffer`].)
pub(crate) fn needs_match_buffer(b: &Buffer, defined: &rustc_hash::FxHashSet<u64>) -> bool {
    let n = b.node();
    let all_defined = |e: &Expr| {
        let mut todo = vec![e];
        while let Some(x) = todo.pop() {
            if let ExprKind::Var(v) = x.kind()
                && !defined.contains(&v.id())
            {
                return false;
            }
            super::scope::push_children(x, &mut todo);
        }
        true
    };
    // A stride that is a new variable used once prints as its name in quotes
    // (`strides=("s0", "s1")`), which TVM reads back.
    let quoted_stride = |e: &Expr| match e.kind() {
        ExprKind::Var(v) if !defined.contains(&v.id()) => field_uses(b, v.id()) == 1,
        _ => false,
    };
    n.shape.iter().any(|e| !all_defined(e))
        || n.strides
            .iter()
            .any(|e| !all_defined(e) && !quoted_stride(e))
        || !(matches!(n.elem_offset.kind(), ExprKind::Int(_) | ExprKind::Var(_))
            || all_defined(&n.elem_offset))
}

/// How often variable `id` occurs in the shape, strides and element offset
/// of `b` (TVM's use count for inline definitions).
fn field_uses(b: &Buffer, id: u64) -> usize {
    let n = b.node();
    let mut count = 0;
    let mut todo: Vec<&Expr> = n
        .shape
        .iter()
        .chain(&n.strides)
        .chain([&n.elem_offset])
        .collect();
    while let Some(e) = todo.pop() {
        if matches!(e.kind(), ExprKind::Var(x) if x.id() == id) {
            count += 1;
        }
        super::scope::push_children(e, &mut todo);
    }
    count
}

/// The index type of a buffer (TVM's `DefaultIndexType`): the type of the
/// first dimension, `int64` for a zero-dimensional buffer.
fn index_type(b: &Buffer) -> DataType {
    b.shape().first().map_or(DataType::i64(), |e| e.dtype())
}

impl Printer {
    /// The name of a buffer; a buffer used before any declaration is declared
    /// as `A = T.Buffer(...)` where all its uses are covered.
    pub(crate) fn buffer_ref(&mut self, b: &Buffer) -> Rc<str> {
        if let Some(n) = self.names.get_shared(b.id()) {
            return n;
        }
        if self.frames.is_empty() {
            return self.names.define(b.id(), b.name(), "buffer").0;
        }
        let f = self.lowest_frame(b.id());
        let name = self.define_in(f, b.id(), b.name(), "buffer");
        let args = self.buffer_args(b, None, false, f);
        let rhs = args.render("T.Buffer", None);
        self.emit_parts_to(f, &[&name, " = ", &rhs]);
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
    ) -> Option<Rc<str>> {
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
            group.push((name.to_string(), rhs));
        } else {
            self.emit_parts_to(f, &[&name, " = ", &rhs]);
        }
        Some(name)
    }

    fn field(&mut self, e: &Expr, frame: usize, group: &mut Vec<(String, String)>) -> String {
        match self.field_var(e, frame, group) {
            Some(n) => n.to_string(),
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
        self.buffer_args_with(b, data, always_dtype, frame, false).0
    }

    /// The arguments of a buffer declaration (`T.alloc_buffer`,
    /// `T.decl_buffer`, `T.sblock_alloc_buffer`, `T.match_buffer` of a
    /// region), then its name: as TVM's `BufferAttrs`, a new stride variable
    /// used once in the buffer's fields prints as its name in quotes and
    /// stands for `X.strides[i]`; a new element-offset variable is not printed
    /// (it stands for `X.elem_offset`, or is declared before when used again)
    /// and `offset_factor` then always prints. `name_first` defines the name
    /// before the arguments are printed (TVM's order for block allocations and
    /// matched buffers), else after.
    pub(crate) fn decl_args(
        &mut self,
        b: &Buffer,
        data: Option<&Expr>,
        name_first: bool,
    ) -> (BufArgs, Rc<str>) {
        let frame = self.frames.len().saturating_sub(1);
        let early = name_first.then(|| self.define_buffer(b));
        let (args, aliases) = self.buffer_args_with(b, data, false, frame, true);
        let name = match early {
            Some(n) => n,
            None => self.define_buffer(b),
        };
        for (id, suffix) in aliases {
            self.define_alias(id, format!("{name}{suffix}"));
        }
        (args, name)
    }

    fn buffer_args_with(
        &mut self,
        b: &Buffer,
        data: Option<&Expr>,
        always_dtype: bool,
        frame: usize,
        inline_defs: bool,
    ) -> (BufArgs, Vec<(u64, String)>) {
        let mut aliases = Vec::new();
        let n = b.node();
        let uses = |v: u64| field_uses(b, v);
        let mut group: Vec<(String, String)> = Vec::new();
        // The shape tuple, written in place.
        let mut shape = String::with_capacity(16);
        shape.push('(');
        for (i, e) in n.shape.iter().enumerate() {
            if i > 0 {
                shape.push_str(", ");
            }
            match self.field_var(e, frame, &mut group) {
                Some(name) => shape.push_str(&name),
                None => self.write_expr(e, &mut shape),
            }
        }
        if n.shape.len() == 1 {
            shape.push(',');
        }
        shape.push(')');
        let mut positional = Vec::with_capacity(2);
        positional.push(shape);
        if always_dtype || n.dtype != DataType::f32() {
            positional.push(literal::dtype_str(n.dtype));
        }
        let mut kwargs: Vec<(&'static str, String)> = Vec::new();
        if let Some(d) = data {
            let text = self.field(d, frame, &mut group);
            kwargs.push(("data", text));
        }
        if !n.strides.is_empty() {
            let mut strides = Vec::with_capacity(n.strides.len());
            for (i, e) in n.strides.iter().enumerate() {
                if let ExprKind::Var(v) = e.kind()
                    && inline_defs
                    && !self.names.is_defined(v.id())
                    && uses(v.id()) == 1
                {
                    aliases.push((v.id(), format!(".strides[{i}]")));
                    strides.push(literal::string_text(v.name()));
                    continue;
                }
                strides.push(self.field(e, frame, &mut group));
            }
            kwargs.push(("strides", tuple(&strides)));
        }
        let mut print_factor = false;
        match n.elem_offset.kind() {
            ExprKind::Int(v) => {
                if *v != 0 || n.elem_offset.dtype() != index_type(b) {
                    let text = self.expr(&n.elem_offset);
                    kwargs.push(("elem_offset", text));
                }
            }
            ExprKind::Var(v) if inline_defs && !self.names.is_defined(v.id()) => {
                print_factor = true;
                if uses(v.id()) == 1 {
                    aliases.push((v.id(), ".elem_offset".to_string()));
                } else {
                    self.field(&n.elem_offset, frame, &mut group);
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
        if print_factor || n.offset_factor != 1 {
            kwargs.push(("offset_factor", n.offset_factor.to_string()));
        }
        // No layout is the default of `s_tir` functions only. (A default
        // layout in an `s_tir` function, which TVM prints as its
        // `T.TileLayout`, prints as nothing: tirsat does not model tile
        // layouts yet.)
        match &n.layout {
            BufferLayout::None if !self.s_tir => kwargs.push(("layout", "None".to_string())),
            BufferLayout::Explicit(l) => {
                let text = self.layout_text(l);
                kwargs.push(("layout", text));
            }
            _ => {}
        }
        match n.allocated_addr.as_slice() {
            [] => {}
            [a] => {
                let t = self.expr(a);
                kwargs.push(("allocated_addr", t));
            }
            many => {
                let t = self.expr_list(many);
                kwargs.push(("allocated_addr", format!("[{t}]")));
            }
        }
        match group.len() {
            0 => {}
            1 => {
                let (l, r) = &group[0];
                self.emit_parts_to(frame, &[l, " = ", r]);
            }
            _ => {
                let lhs: Vec<&str> = group.iter().map(|(l, _)| l.as_str()).collect();
                let rhs: Vec<&str> = group.iter().map(|(_, r)| r.as_str()).collect();
                let (lhs, rhs) = (lhs.join(", "), rhs.join(", "));
                self.emit_parts_to(frame, &[&lhs, " = ", &rhs]);
            }
        }
        (BufArgs { positional, kwargs }, aliases)
    }

    fn top_frame(&self) -> usize {
        self.frames.len().saturating_sub(1)
    }

    /// `A = T.alloc_buffer(...)` / `T.alloc_shared(...)` / `T.alloc_local(...)`.
    pub(crate) fn alloc_buffer(&mut self, b: &Buffer, annotations: &Attrs) -> String {
        let (mut args, name) = self.decl_args(b, None, false);
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
        args.assign(&name, callee)
    }

    /// A DeclBuffer: the `.view(...)` sugar when it applies (TVM prefers it to
    /// the scalar form; element 0 then keeps its index here, where TVM prints a
    /// bare name that re-parses differently), else `T.decl_scalar` for a
    /// scalar, else `T.decl_buffer`.
    pub(crate) fn decl_buffer(&mut self, b: &Buffer, data: &Expr) -> String {
        if data.is_data_of(b) {
            // Declared without `data=` (TVM 0.27's tmem buffer at its
            // `allocated_addr`).
            let (args, name) = self.decl_args(b, None, false);
            return args.assign(&name, "T.decl_buffer");
        }
        if let Some(view) = self.view_sugar(b, data) {
            let name = self.define_buffer(b);
            return cat(&[&name, " = ", &view]);
        }
        if self.decl_is_scalar(b) {
            return self.decl_scalar(b, data);
        }
        let (args, name) = self.decl_args(b, Some(data), false);
        args.assign(&name, "T.decl_buffer")
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
            || c.allocated_addr != p.allocated_addr
        {
            return None;
        }
        if let Some(local) = self.local_sugar(child, parent, &pname) {
            return Some(local);
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
        if same_dtype && let Some(permute) = self.permute_sugar(child, parent, &pname) {
            return Some(permute);
        }
        if same_dtype && !same_shape && c.strides == p.strides {
            let dims = self.expr_list(&c.shape);
            // TVM's `view(*shape)` keeps the parent's layout; another layout
            // is given as `layout=` (a default-to-default reshape needs none).
            let same_layout = c.layout == p.layout;
            if same_layout
                || (c.layout == BufferLayout::Default && p.layout == BufferLayout::Default)
            {
                return Some(format!("{pname}.view({dims})"));
            }
            let l = c.layout.resolve(&c.shape)?;
            let text = self.layout_text(&l);
            return Some(format!("{pname}.view({dims}, layout={text})"));
        }
        None
    }

    /// True when parameter buffer `b` has a variable element offset that
    /// nothing defined yet: the parameter defines it, TVM's form
    /// `T.Buffer(..., offset_factor=k)` (the variable prints as `B.elem_offset`).
    pub(crate) fn defines_elem_offset(&self, b: &Buffer) -> bool {
        matches!(b.elem_offset().kind(), ExprKind::Var(v) if !self.names.is_defined(v.id()))
    }

    /// A parameter's annotation: `T.Buffer((16,), "float32", ...)`. A variable
    /// element offset the parameter defines is not printed (TVM's parser
    /// creates one for a buffer with an `offset_factor`); `offset_factor` is
    /// then always printed, also when it is 1.
    pub(crate) fn param_buffer(&mut self, b: &Buffer, name: &str) -> String {
        let implicit = self.defines_elem_offset(b);
        if let ExprKind::Var(v) = b.elem_offset().kind()
            && implicit
        {
            self.define_alias(v.id(), format!("{name}.elem_offset"));
        }
        let top = self.top_frame();
        let (mut args, aliases) = self.buffer_args_with(b, None, true, top, true);
        for (id, suffix) in aliases {
            self.define_alias(id, format!("{name}{suffix}"));
        }
        if implicit {
            args.kwargs.retain(|(k, _)| *k != "elem_offset");
            if !args.kwargs.iter().any(|(k, _)| *k == "offset_factor") {
                args.kwargs
                    .push(("offset_factor", b.node().offset_factor.to_string()));
            }
        }
        args.render("T.Buffer", None)
    }

    /// `A = T.match_buffer(a, (n * 4,), "float32", ...)`.
    pub(crate) fn match_buffer(&mut self, handle: &str, b: &Buffer, name: &str) -> String {
        let top = self.top_frame();
        let args = self.buffer_args(b, None, true, top);
        format!("{name} = {}", args.render("T.match_buffer", Some(handle)))
    }
}
