//! The printer's state: the stack of open scopes (frames), the names in scope
//! and the use analysis of the function being printed.
//!
//! A frame is a place statements are printed into: the function body, a loop
//! body, a `with` body, an `if` branch. Names defined in a frame are released
//! when it closes, as in TVM, so sibling scopes reuse names (`i` in two
//! consecutive loops). A variable nobody defines is declared (`n = T.int32()`)
//! at its first printed use, in the innermost open frame whose statement
//! contains all of its uses.

use std::rc::Rc;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::doc::Text;
use super::literal;
use super::names::NameTable;
use super::scope::{ROOT, ScopeInfo};
use tirsat_ir::{Buffer, Expr, Target, Var};

pub(crate) struct Frame {
    /// The statement number this frame prints (see [`ScopeInfo`]).
    pub(crate) key: u32,
    /// The frame's lines, at their final indentation.
    pub(crate) text: Text,
    /// The indentation of the frame's lines.
    pub(crate) indent: usize,
    defined: Vec<u64>,
    fresh: Vec<String>,
    /// While the frame's own header is printed (a loop's `range(...)`), new
    /// declarations must go to an enclosing frame.
    pub(crate) locked: bool,
}

pub(crate) struct Printer {
    pub(crate) names: NameTable,
    pub(crate) frames: Vec<Frame>,
    pub(crate) scope: ScopeInfo,
    /// `Module` when printing a module (calls print as `Module.f`).
    pub(crate) module: Option<String>,
    /// The function being printed has `s_tir`.
    pub(crate) s_tir: bool,
    /// A `metadata[...]` reference was printed.
    pub(crate) used_meta: bool,
    /// Buffers declared in TVM's scalar form (`L: T.float32`,
    /// `T.decl_scalar`): their element 0 prints as the bare name.
    pub(crate) scalar_bufs: HashSet<u64>,
    /// Open frames by statement number.
    frame_of: HashMap<u32, usize>,
    /// The loops enclosing the statement being printed: variable, min,
    /// extent (a block variable bound to one of them prints as `T.axis.remap`).
    pub(crate) loops: Vec<(Var, Expr, Expr)>,
    /// The indentation of a frame opened when none is open (a function's
    /// body).
    pub(crate) indent: usize,
    /// Emptied text buffers of closed frames, reused by new frames.
    spare: Vec<String>,
    /// Emptied lists of defined objects of closed frames, likewise.
    spare_ids: Vec<Vec<u64>>,
    /// Emptied buffers of printed expressions (see [`Printer::take_str`]).
    strs: Vec<String>,
    /// Recently printed targets and their dicts (see
    /// [`Printer::write_target_dict`]); kept across functions.
    pub(crate) targets: Vec<(Target, String)>,
}

impl Printer {
    pub(crate) fn new(module: Option<&str>) -> Self {
        let extra: Vec<&str> = module.into_iter().collect();
        Printer {
            names: NameTable::new(&extra),
            frames: Vec::new(),
            scope: ScopeInfo::default(),
            module: module.map(str::to_string),
            s_tir: false,
            used_meta: false,
            scalar_bufs: HashSet::default(),
            frame_of: HashMap::with_capacity_and_hasher(16, Default::default()),
            loops: Vec::new(),
            indent: 0,
            spare: Vec::new(),
            spare_ids: Vec::new(),
            strs: Vec::new(),
            targets: Vec::new(),
        }
    }

    /// An empty string for a piece of a line, reusing one given back with
    /// [`Printer::give_str`].
    pub(crate) fn take_str(&mut self) -> String {
        self.strs.pop().unwrap_or_else(|| String::with_capacity(48))
    }

    /// Gives back a string from [`Printer::take_str`] for reuse.
    pub(crate) fn give_str(&mut self, mut s: String) {
        s.clear();
        self.strs.push(s);
    }

    /// [`Printer::expr`] into a string from [`Printer::take_str`].
    pub(crate) fn expr_pooled(&mut self, e: &Expr) -> String {
        let mut s = self.take_str();
        self.write_expr(e, &mut s);
        s
    }

    /// Makes a printer that has printed whole functions the same as a new
    /// one (`Printer::new(module)`), keeping its tables' memory: used to print
    /// many functions with one printer per thread.
    pub(crate) fn reset(&mut self) {
        if !self.frames.is_empty() || !self.names.is_empty() {
            let module = self.module.take();
            *self = Printer::new(module.as_deref());
            return;
        }
        self.names.trim();
        self.s_tir = false;
        self.used_meta = false;
        self.scalar_bufs.clear();
        self.frame_of.clear();
        self.loops.clear();
        self.indent = 0;
    }

    /// Opens a frame for the body of a block: its lines are indented four
    /// spaces deeper than the enclosing frame's.
    pub(crate) fn push_frame(&mut self, key: u32) {
        let indent = match self.frames.last() {
            Some(f) => f.indent + 4,
            None => self.indent,
        };
        self.push_frame_at(key, indent);
    }

    /// Opens a frame whose lines go at the enclosing frame's indentation
    /// (a sequence, a statement-form attribute's body).
    pub(crate) fn push_frame_flat(&mut self, key: u32) {
        let indent = self.frames.last().map_or(self.indent, |f| f.indent);
        self.push_frame_at(key, indent);
    }

    fn push_frame_at(&mut self, key: u32, indent: usize) {
        self.frame_of.insert(key, self.frames.len());
        self.frames.push(Frame {
            key,
            text: Text::reusing(self.spare.pop().unwrap_or_default()),
            indent,
            defined: self.spare_ids.pop().unwrap_or_default(),
            fresh: Vec::new(),
            locked: false,
        });
    }

    /// Closes the innermost frame, releasing its names; returns its lines.
    pub(crate) fn pop_frame(&mut self) -> Text {
        let Some(f) = self.frames.pop() else {
            return Text::default();
        };
        if self.frame_of.get(&f.key) == Some(&self.frames.len()) {
            self.frame_of.remove(&f.key);
        }
        let mut defined = f.defined;
        for &id in &defined {
            self.names.release(id);
        }
        if defined.capacity() > 0 {
            defined.clear();
            self.spare_ids.push(defined);
        }
        for n in &f.fresh {
            self.names.release_name(n);
        }
        f.text
    }

    fn top(&self) -> usize {
        self.frames.len().saturating_sub(1)
    }

    /// Appends a line to the innermost frame.
    pub(crate) fn emit(&mut self, line: &str) {
        self.emit_parts(&[line]);
    }

    /// Appends a line made of `parts` to the innermost frame.
    pub(crate) fn emit_parts(&mut self, parts: &[&str]) {
        let i = self.top();
        self.emit_parts_to(i, parts);
    }

    /// Appends a line to frame `frame` (index into the stack).
    pub(crate) fn emit_parts_to(&mut self, frame: usize, parts: &[&str]) {
        if let Some(f) = self.frames.get_mut(frame) {
            f.text.line(f.indent, parts);
        }
    }

    /// Appends a block to the innermost frame: its header line, then its
    /// body (a frame opened with [`Printer::push_frame`] and closed).
    pub(crate) fn emit_block(&mut self, head: &[&str], body: Text) {
        let i = self.top();
        if let Some(f) = self.frames.get_mut(i) {
            f.text.line(f.indent, head);
            let rest = f.text.append(body);
            self.reuse(rest);
        }
    }

    /// Appends the lines of a closed flat frame to the innermost frame.
    pub(crate) fn emit_text(&mut self, body: Text) {
        let i = self.top();
        if let Some(f) = self.frames.get_mut(i) {
            let rest = f.text.append(body);
            self.reuse(rest);
        }
    }

    /// Keeps an emptied buffer for the next frame.
    pub(crate) fn reuse(&mut self, s: String) {
        if s.capacity() > 0 {
            self.spare.push(s);
        }
    }

    /// Defines object `id` in frame `frame` (index into the stack).
    pub(crate) fn define_in(
        &mut self,
        frame: usize,
        id: u64,
        hint: &str,
        fallback: &str,
    ) -> Rc<str> {
        let (name, new) = self.names.define(id, hint, fallback);
        if new && let Some(f) = self.frames.get_mut(frame) {
            f.defined.push(id);
        }
        name
    }

    /// Makes object `id` print as the expression `text` until the innermost
    /// frame closes (see [`NameTable::define_alias`]).
    pub(crate) fn define_alias(&mut self, id: u64, text: String) {
        let top = self.top();
        if self.names.define_alias(id, text)
            && let Some(f) = self.frames.get_mut(top)
        {
            f.defined.push(id);
        }
    }

    /// Defines a variable in the innermost frame.
    pub(crate) fn define_var(&mut self, v: &Var) -> Rc<str> {
        let top = self.top();
        self.define_in(top, v.id(), v.name(), "v")
    }

    /// Defines a buffer in the innermost frame.
    pub(crate) fn define_buffer(&mut self, b: &Buffer) -> Rc<str> {
        let top = self.top();
        self.define_in(top, b.id(), b.name(), "buffer")
    }

    /// A unique name not attached to any object, released with the innermost frame.
    pub(crate) fn fresh_name(&mut self, hint: &str) -> String {
        let name = self.names.fresh(hint, "v");
        let top = self.top();
        if let Some(f) = self.frames.get_mut(top) {
            f.fresh.push(name.clone());
        }
        name
    }

    /// The innermost open frame whose statement contains every use of object
    /// `id` (TVM's `FindLowestVarDef`); the outermost frame when unknown.
    pub(crate) fn lowest_frame(&self, id: u64) -> usize {
        let mut at = self.scope.lca(id);
        while let Some(stmt) = at {
            if let Some(&i) = self.frame_of.get(&stmt)
                && !self.frames[i].locked
            {
                return i;
            }
            if stmt == ROOT {
                break;
            }
            at = self.scope.parent(stmt);
        }
        0
    }

    /// The printed name of a variable, declaring it (`n = T.int32()`) where all
    /// its uses are covered when nothing defines it.
    pub(crate) fn var_ref(&mut self, v: &Var) -> Rc<str> {
        if let Some(n) = self.names.get_shared(v.id()) {
            return n;
        }
        if self.frames.is_empty() {
            // Expression printing: no place to declare it.
            let (name, _) = self.names.define(v.id(), v.name(), "v");
            return name;
        }
        let f = self.lowest_frame(v.id());
        let name = self.define_in(f, v.id(), v.name(), "v");
        let rhs = literal::var_creation(v.ty());
        self.emit_parts_to(f, &[&name, " = ", &rhs]);
        name
    }
}
