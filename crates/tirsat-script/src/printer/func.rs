//! Functions and modules: header comments, `@I.ir_module` / `class Module:`,
//! functions sorted by name with `main` last, the `@T.prim_func(...)`
//! decorator, parameters, `T.func_attr` and the body.

use super::buffer::needs_match_buffer;
use super::context::Printer;
use super::doc::{Text, cat};
use super::literal;
use super::scope::{ROOT, ScopeInfo};
use tirsat_ir::{AttrValue, Attrs, IRModule, Param, PrimFunc, Type, keys};

pub(crate) const IR_HEADER: &str = "# from tvm.script import ir as I";
pub(crate) const TIR_HEADER: &str = "# from tvm.script import tirx as T";
pub(crate) const AXIS_HEADER: &str = "# from tvm.tirx.layout import Axis";
pub(crate) const META_NOTE: &str =
    "# Metadata omitted. Use show_meta=True in script() method to show it.";

impl Printer {
    /// The decorator line and the `def` block of function `name`, `indent`
    /// spaces deep.
    pub(crate) fn func(&mut self, name: &str, f: &PrimFunc, indent: usize) -> Text {
        self.indent = indent + 4;
        self.scope = ScopeInfo::of_func_reusing(f, std::mem::take(&mut self.scope));
        self.s_tir = f.attrs.contains_key(keys::S_TIR);
        self.push_frame(ROOT);
        // TVM names the scalar parameters first, then the buffers.
        for p in &f.params {
            if let Param::Var(v) = p {
                self.define_var(v);
            }
        }
        // `name: annotation, ...`, written in place.
        let mut params = String::with_capacity(64 * f.params.len());
        let sep = |params: &mut String| {
            if !params.is_empty() {
                params.push_str(", ");
            }
        };
        let mut matched = Vec::new();
        // Scalar parameters seen so far: a buffer parameter's shape may use them.
        let mut earlier = rustc_hash::FxHashSet::default();
        for p in &f.params {
            match p {
                Param::Var(v) => {
                    earlier.insert(v.id());
                    sep(&mut params);
                    params.push_str(self.names.get(v.id()).unwrap_or(v.name()));
                    params.push_str(": ");
                    params.push_str(&literal::type_annotation(v.ty()));
                }
                Param::Buffer(b)
                    if needs_match_buffer(b, &earlier)
                        || (b.elem_offset().as_var().is_some() && !self.defines_elem_offset(b)) =>
                {
                    let handle = self.fresh_name(&format!("var_{}", b.name()));
                    let bname = self.define_buffer(b);
                    sep(&mut params);
                    params.push_str(&handle);
                    params.push_str(": T.handle");
                    matched.push((handle, b, bname));
                }
                Param::Buffer(b) => {
                    let bname = self.define_buffer(b);
                    if super::scalar::is_scalar_param(b, f, &self.scope) {
                        self.scalar_bufs.insert(b.id());
                    }
                    let ann = self.param_buffer(b, &bname);
                    sep(&mut params);
                    params.push_str(&bname);
                    params.push_str(": ");
                    params.push_str(&ann);
                }
            }
        }
        let ret = match &f.ret_type {
            Type::Void => String::new(),
            t if t.is_void() => String::new(),
            t => cat(&[" -> ", &literal::type_annotation(t)]),
        };
        if f.attrs.iter().any(|(k, v)| shown_attr(name, k, v)) {
            let mut d = self.take_str();
            let shown = f.attrs.iter().filter(|(k, v)| shown_attr(name, k, v));
            self.write_attr_entries(shown, &mut d);
            self.emit_parts(&["T.func_attr(", &d, ")"]);
            self.give_str(d);
        }
        for (handle, b, bname) in matched {
            let line = self.match_buffer(&handle, b, &bname);
            self.emit(&line);
        }
        match super::sblock::implicit_root(&f.body) {
            Some(root) => {
                // The root block (statement 1) prints as a comment, its
                // allocations and its body (statement 2).
                self.emit("# with T.sblock(\"root\"):");
                for b in &root.alloc_buffers {
                    let line = self.block_alloc(b);
                    self.emit(&line);
                }
                self.body(&root.body, 2);
            }
            None => self.body(&f.body, 1),
        }
        let body = self.pop_frame();
        let mut out = Text::with_capacity(body.len() + 256);
        out.line(indent, &[&decorator(&f.attrs)]);
        out.line(indent, &["def ", name, "(", &params, ")", &ret, ":"]);
        let rest = out.append(body);
        self.reuse(rest);
        out
    }

    /// A whole module.
    pub(crate) fn module(&mut self, m: &IRModule) -> Text {
        let mut out = self.module_head(m);
        let mut class = Text::default();
        for (i, name) in m.print_order().into_iter().enumerate() {
            if i > 0 {
                class.blank(4);
            }
            if let Some(f) = m.get(name) {
                class.append(self.func(name, f, 4));
            }
        }
        if class.is_empty() && m.attrs.is_empty() {
            class.line(4, &["pass"]);
        }
        out.append(class);
        self.meta_note(&mut out);
        out
    }

    /// The lines before the first function: the imports, `@I.ir_module`,
    /// `class Module:` and, when the module has attributes,
    /// `I.module_attrs({...})` (TVM prints it right before the first
    /// function).
    pub(crate) fn module_head(&mut self, m: &IRModule) -> Text {
        let mut out = Text::default();
        out.line(0, &[IR_HEADER]);
        if !m.is_empty() {
            out.line(0, &[TIR_HEADER]);
            out.line(0, &[AXIS_HEADER]);
        }
        out.blank(0);
        out.line(0, &["@I.ir_module"]);
        let module = self.module.as_deref().unwrap_or("Module").to_string();
        out.line(0, &["class ", &module, ":"]);
        if !m.attrs.is_empty() {
            let d = self.attr_dict(&m.attrs);
            out.line(4, &["I.module_attrs(", &d, ")"]);
        }
        out
    }

    pub(crate) fn meta_note(&self, out: &mut Text) {
        if self.used_meta {
            out.blank(0);
            out.line(0, &[META_NOTE]);
        }
    }
}

/// `@T.prim_func(private=True, s_tir=True)`, or bare `@T.prim_func`.
fn decorator(attrs: &Attrs) -> String {
    let mut kw = Vec::new();
    if !attrs.contains_key(keys::GLOBAL_SYMBOL) {
        kw.push("private=True");
    }
    if attrs.contains_key(keys::S_TIR) {
        kw.push("s_tir=True");
    }
    if attrs.contains_key(keys::PERSISTENT_KERNEL) {
        kw.push("persistent=True");
    }
    match kw.as_slice() {
        [] => "@T.prim_func".into(),
        [k] => cat(&["@T.prim_func(", k, ")"]),
        _ => cat(&["@T.prim_func(", &kw.join(", "), ")"]),
    }
}

/// True for the attributes `T.func_attr` shows: all but `s_tir`, the
/// persistent flag (both in the decorator) and a `global_symbol` equal to
/// the name.
fn shown_attr(name: &str, k: &str, v: &AttrValue) -> bool {
    if k == keys::S_TIR || k == keys::PERSISTENT_KERNEL {
        return false;
    }
    !(k == keys::GLOBAL_SYMBOL && matches!(v, AttrValue::Str(s) if s == name))
}
