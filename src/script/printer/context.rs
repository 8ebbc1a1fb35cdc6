//! The printer's state: the stack of open scopes (frames), the names in scope
//! and the use analysis of the function being printed.
//!
//! A frame is a place statements are printed into: the function body, a loop
//! body, a `with` body, an `if` branch. Names defined in a frame are released
//! when it closes, as in TVM, so sibling scopes reuse names (`i` in two
//! consecutive loops). A variable nobody defines is declared (`n = T.int32()`)
//! at its first printed use, in the innermost open frame whose statement
//! contains all of its uses.

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::doc::Line;
use super::literal;
use super::names::NameTable;
use super::scope::{ROOT, ScopeInfo};
use crate::ir::{Buffer, Expr, Var};

pub(crate) struct Frame {
    /// The statement number this frame prints (see [`ScopeInfo`]).
    pub(crate) key: u32,
    pub(crate) lines: Vec<Line>,
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
        }
    }

    pub(crate) fn push_frame(&mut self, key: u32) {
        self.frame_of.insert(key, self.frames.len());
        self.frames.push(Frame {
            key,
            lines: Vec::new(),
            defined: Vec::new(),
            fresh: Vec::new(),
            locked: false,
        });
    }

    /// Closes the innermost frame, releasing its names; returns its lines.
    pub(crate) fn pop_frame(&mut self) -> Vec<Line> {
        let Some(f) = self.frames.pop() else {
            return Vec::new();
        };
        if self.frame_of.get(&f.key) == Some(&self.frames.len()) {
            self.frame_of.remove(&f.key);
        }
        for id in f.defined {
            self.names.release(id);
        }
        for n in &f.fresh {
            self.names.release_name(n);
        }
        f.lines
    }

    fn top(&self) -> usize {
        self.frames.len().saturating_sub(1)
    }

    /// Appends a line to the innermost frame.
    pub(crate) fn emit(&mut self, line: Line) {
        let i = self.top();
        if let Some(f) = self.frames.get_mut(i) {
            f.lines.push(line);
        }
    }

    pub(crate) fn emit_to(&mut self, frame: usize, line: Line) {
        if let Some(f) = self.frames.get_mut(frame) {
            f.lines.push(line);
        }
    }

    /// Defines object `id` in frame `frame` (index into the stack).
    pub(crate) fn define_in(
        &mut self,
        frame: usize,
        id: u64,
        hint: &str,
        fallback: &str,
    ) -> String {
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
    pub(crate) fn define_var(&mut self, v: &Var) -> String {
        let top = self.top();
        self.define_in(top, v.id(), v.name(), "v")
    }

    /// Defines a buffer in the innermost frame.
    pub(crate) fn define_buffer(&mut self, b: &Buffer) -> String {
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
    pub(crate) fn var_ref(&mut self, v: &Var) -> String {
        if let Some(n) = self.names.get(v.id()) {
            return n.to_string();
        }
        if self.frames.is_empty() {
            // Expression printing: no place to declare it.
            let (name, _) = self.names.define(v.id(), v.name(), "v");
            return name;
        }
        let f = self.lowest_frame(v.id());
        let name = self.define_in(f, v.id(), v.name(), "v");
        let rhs = literal::var_creation(v.ty());
        self.emit_to(f, Line::Text(format!("{name} = {rhs}")));
        name
    }
}
