//! Liveness of buffer allocations inside one kernel scope, the way TVM's
//! `MergeSharedMemoryAllocations` sees it (its "linear access pattern"), plus
//! what tirsat needs to be race-safe: every access with its index and element
//! type, and where the barriers are.
//!
//! The scope statement (an outermost `thread_extent`) is flattened into a list
//! of [`Entry`]s in program order:
//! - a *scope statement* (`for`, `while`, `if`, `assert`, the scope itself,
//!   `extern_scope` and `virtual_thread` attributes) gives a `Begin` and an `End`
//!   entry; touches inside it are recorded on the `End` entry;
//! - a *leaf* (store, evaluate, and — unlike TVM, which crashes on them — binds,
//!   buffer declarations and other attribute values) gives one `Leaf` entry if it
//!   touched something, is a barrier or a `cp.async` commit or wait
//!   ([`tirsat_ir::async_copy`]).
//!
//! A touch of an allocation is charged to the outermost statement nested at the
//! allocation's own level, so a buffer used inside a loop is live for the whole
//! loop. Gen is the first entry touching a buffer, kill the last.
//!
//! For race-safety the analysis also records where block barriers are: every
//! entry carries its nesting depth and its *region* (the statement list it sits
//! in: a kernel body, a loop body, one branch of an `if`, ...), and
//! [`AccessPattern::sync_end`] finds the first point after an entry from which
//! every thread has passed a barrier.

use std::collections::{BTreeMap, BTreeSet};
use tirsat_ir::builtin;

use rustc_hash::FxHashMap as HashMap;

use tirsat_ir::async_copy;
use tirsat_ir::{AttrNode, Buffer, DataType, Expr, ExprKind, Stmt, StmtKind, keys};

/// Kinds of entries in the linear access pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    Leaf,
    Begin,
    End,
}

/// One entry of the linear access pattern.
#[derive(Clone, Debug)]
pub struct Entry {
    pub kind: EntryKind,
    /// Statement id (index into [`AccessPattern::stmts`]); a scope's `Begin` and
    /// `End` share it.
    pub stmt: usize,
    /// Allocations touched (indices into [`AccessPattern::allocs`]), in first-touch
    /// order, without duplicates. Only filled on `Leaf` and `End` entries
    /// (inline up to four: a leaf touches one or two).
    pub touched: Touched,
    /// Allocations touched through an escaped address at this entry (beyond
    /// what TVM counts in `touched`), without duplicates; `Leaf` and `End`
    /// entries only.
    pub escapes: Vec<usize>,
    /// True for a `tvm_storage_sync` leaf.
    pub barrier: bool,
    /// Depth of the scope stack at this entry (a scope's own frame excluded), so
    /// an entry charged to an allocation's frame has the allocation's level.
    pub depth: usize,
    /// The region (statement list) holding this entry; see [`Region`].
    pub region: usize,
}

/// The allocations an entry touches ([`Entry::touched`]).
pub type Touched = smallvec::SmallVec<[usize; 4]>;

/// A statement list: the part outside the kernel scope (region 0), the kernel
/// body, a loop body, one branch of an `if`, the body of an `assert`-scope or
/// an `extern_scope` / `virtual_thread` attribute.
#[derive(Clone, Debug)]
pub struct Region {
    /// The enclosing region (`None` for region 0).
    pub parent: Option<usize>,
    /// Depth of the statements directly in this region.
    pub depth: usize,
    /// The scope statement owning the region (statement id), `None` for region 0.
    pub owner: Option<usize>,
}

/// An allocation considered by the analysis.
#[derive(Clone, Debug)]
pub struct AllocInfo {
    pub buffer: Buffer,
    /// Depth of the scope stack at the `AllocBuffer`.
    pub level: usize,
    /// The region holding the `AllocBuffer`.
    pub region: usize,
    /// The `tirx.volatile` annotation was set.
    pub volatile: bool,
}

/// How an access uses memory.
#[derive(Clone, Debug)]
pub enum AccessKind {
    Read,
    Write,
    /// The pointer escapes (`A.data` passed to a call): bytes unknown.
    Opaque,
}

/// One access to an allocation (directly or through an alias view).
#[derive(Clone, Debug)]
pub struct Access {
    pub alloc: usize,
    /// The buffer used in the access (the allocation or one of its views).
    pub via: Buffer,
    pub kind: AccessKind,
    /// Element type of the access.
    pub dtype: DataType,
    /// Index expressions (empty for opaque accesses; inline up to two, the
    /// flat and the 2-D accesses, without an allocation per access).
    pub indices: smallvec::SmallVec<[Expr; 2]>,
    /// The innermost leaf statement containing the access.
    pub leaf: usize,
    /// The statement the touch is charged to (outermost at the allocation level).
    pub charged: usize,
    /// For the destination of a `cp.async` copy (an opaque access): where
    /// it writes.
    pub copy: Option<CopyRange>,
}

/// The bytes a `cp_async_raw` writes: `bytes` bytes from element `offset`
/// of the destination pointer (elements of the access' buffer type).
#[derive(Clone, Debug)]
pub struct CopyRange {
    pub offset: Expr,
    pub bytes: Expr,
}

/// The result of the analysis.
#[derive(Clone, Debug, Default)]
pub struct AccessPattern {
    pub entries: Vec<Entry>,
    pub allocs: Vec<AllocInfo>,
    pub accesses: Vec<Access>,
    /// Statements by id.
    pub stmts: Vec<Stmt>,
    /// Views (DeclBuffer over an allocation's data), by buffer id -> allocation.
    pub aliases: HashMap<u64, usize>,
    /// The alias buffers, in the order their declarations were met.
    pub alias_buffers: Vec<Buffer>,
    /// Regions by id; region 0 is outside the scope statement.
    pub regions: Vec<Region>,
    /// Scope statements: statement id -> (begin entry, end entry).
    pub spans: BTreeMap<usize, (usize, usize)>,
    /// Scope statements (ids) after whose execution every thread has passed a
    /// block barrier that follows all of their memory accesses
    /// ([`ends_with_barrier`]).
    pub ends_synced: BTreeSet<usize>,
    /// Scope statements (ids) whose execution always includes a block barrier
    /// ([`always_syncs`]).
    pub always_synced: BTreeSet<usize>,
    /// Allocations whose address escapes the buffer in any way: `A.data`
    /// outside an alias declaration and a `cp.async` destination,
    /// `T.address_of`, a pointer variable or a view over a derived pointer,
    /// an address stored into memory.
    pub escaping: BTreeSet<usize>,
    /// Allocations whose address is stored into memory: live to the
    /// kernel's end from their first touch.
    pub stored: BTreeSet<usize>,
    /// Allocations whose address reaches a place the analysis does not
    /// follow: live for the whole kernel.
    pub unfollowed: BTreeSet<usize>,
    /// Buffers declared over a pointer derived from allocations (not their
    /// plain `A.data`, see `aliases`), by buffer id: every access of one is
    /// an escape touch of those allocations.
    pub derived: HashMap<u64, Vec<usize>>,
}

/// Gen/kill events keyed by statement id.
#[derive(Clone, Debug, Default)]
pub struct Events {
    pub gens: HashMap<usize, Touched>,
    pub kills: HashMap<usize, Touched>,
}

/// An error: an access the analysis cannot charge to a statement.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("buffer {buffer} is accessed outside any statement at its allocation level")]
pub struct LivenessError {
    pub buffer: String,
}

/// Analyses `scope` (an outermost `thread_extent` statement), considering the
/// `AllocBuffer`s inside it for which `select` is true.
pub fn analyze(
    scope: &Stmt,
    select: &dyn Fn(&Buffer) -> bool,
) -> Result<AccessPattern, LivenessError> {
    let mut out = AccessPattern::default();
    out.regions.push(Region {
        parent: None,
        depth: 0,
        owner: None,
    });
    let mut f = Finder {
        out,
        frames: Vec::new(),
        select,
        alloc_index: HashMap::default(),
        current_leaf: None,
        region: 0,
        error: None,
        ptr_vars: HashMap::default(),
    };
    f.scope_stmt(scope, true);
    match f.error {
        Some(e) => Err(e),
        None => Ok(f.out),
    }
}

/// What [`ends_with_barrier`] and [`always_syncs`] say of a statement,
/// computed bottom-up during the walk (the same rules, one visit each).
#[derive(Clone, Copy, Default)]
struct SyncFlags {
    ends: bool,
    always: bool,
}

impl SyncFlags {
    /// An `if`: both branches must (a missing `else` never syncs).
    fn both(a: SyncFlags, b: Option<SyncFlags>) -> SyncFlags {
        b.map_or(SyncFlags::default(), |b| SyncFlags {
            ends: a.ends && b.ends,
            always: a.always && b.always,
        })
    }

    /// The flags of scope statement `s` from those of its child statements
    /// (in [`Stmt::child_stmts`] order).
    fn of_scope(s: &Stmt, kids: &[SyncFlags]) -> SyncFlags {
        let first = kids.first().copied().unwrap_or_default();
        match s.kind() {
            StmtKind::Seq(_) => SyncFlags {
                ends: kids.last().is_some_and(|k| k.ends),
                always: kids.iter().any(|k| k.always),
            },
            StmtKind::For { extent, .. } => SyncFlags {
                ends: first.ends,
                always: extent.as_int().is_some_and(|n| n > 0) && first.always,
            },
            StmtKind::While { .. } => SyncFlags {
                ends: first.ends,
                always: false,
            },
            StmtKind::Attr { .. } => first,
            StmtKind::If {
                else_case: Some(_), ..
            } => SyncFlags::both(first, kids.get(1).copied()),
            StmtKind::Evaluate(_) => {
                let b = is_block_barrier(s);
                SyncFlags { ends: b, always: b }
            }
            _ => SyncFlags::default(),
        }
    }
}

struct Frame {
    stmt: usize,
    touched: Touched,
    escapes: Vec<usize>,
}

struct Finder<'a> {
    out: AccessPattern,
    frames: Vec<Frame>,
    select: &'a dyn Fn(&Buffer) -> bool,
    alloc_index: HashMap<u64, usize>,
    current_leaf: Option<usize>,
    region: usize,
    error: Option<LivenessError>,
    /// Variables that may hold an address of allocations (by variable id).
    ptr_vars: HashMap<u64, Vec<usize>>,
}

/// True when a value of `e`'s type can hold an address: a pointer or handle,
/// or an integer of at least 32 bits (an address converted to an integer,
/// such as the 32-bit shared-memory address `__cvta_generic_to_shared`
/// gives). Booleans, floats and narrower integers cannot.
///
/// This is the one rule for which operands of an operation, and which
/// arguments of a call, can carry an address into its result: those whose
/// type can hold one.
pub fn can_hold_address(e: &Expr) -> bool {
    let t = e.dtype();
    e.ty().is_handle_like() || t.is_handle() || (t.is_index() && t.bits >= 32)
}

fn push_unique(out: &mut Vec<usize>, items: &[usize]) {
    for &a in items {
        if !out.contains(&a) {
            out.push(a);
        }
    }
}

fn is_barrier(s: &Stmt) -> bool {
    matches!(s.kind(), StmtKind::Evaluate(e) if e.as_builtin_call(builtin::TVM_STORAGE_SYNC).is_some())
}

/// True for `tvm_storage_sync("shared")` / `("shared.dyn")`: a barrier of the
/// whole thread block (`__syncthreads`). `"warp"` and `"global"` are not.
pub fn is_block_barrier(s: &Stmt) -> bool {
    match s.kind() {
        StmtKind::Evaluate(e) => e
            .as_builtin_call(builtin::TVM_STORAGE_SYNC)
            .and_then(|args| args.first())
            .and_then(|a| a.as_str())
            .is_some_and(|scope| scope == "shared" || scope == "shared.dyn"),
        _ => false,
    }
}

impl Finder<'_> {
    fn new_stmt(&mut self, s: &Stmt) -> usize {
        self.out.stmts.push(s.clone());
        self.out.stmts.len() - 1
    }

    fn root_of(&self, b: &Buffer) -> Option<usize> {
        self.alloc_index
            .get(&b.id())
            .or_else(|| self.out.aliases.get(&b.id()))
            .copied()
    }

    /// The allocations whose bytes buffer `b` (an allocation, an alias or a
    /// view over a derived pointer) reaches.
    fn allocs_of(&self, b: &Buffer, out: &mut Vec<usize>) {
        if let Some(a) = self.root_of(b) {
            push_unique(out, &[a]);
        }
        if let Some(v) = self.out.derived.get(&b.id()) {
            push_unique(out, v);
        }
    }

    /// The allocations whose addresses the value of `e` can carry (see
    /// [`can_hold_address`]): `A.data`, `T.address_of(A[i])`, pointer
    /// variables, and whatever is computed from them in a type that can hold
    /// an address. A loaded value carries none.
    fn carried(&self, e: &Expr, out: &mut Vec<usize>) {
        match e.kind() {
            ExprKind::Var(v) => {
                if let Some(s) = self.ptr_vars.get(&v.id()) {
                    push_unique(out, s);
                }
            }
            ExprKind::BufferData(b) => self.allocs_of(b, out),
            ExprKind::Load { .. } => {}
            ExprKind::Call { op, args, .. } if op.is_builtin(builtin::ADDRESS_OF) => {
                for a in args {
                    match a.kind() {
                        ExprKind::Load { buffer, .. } => self.allocs_of(buffer, out),
                        _ => self.carried(a, out),
                    }
                }
            }
            _ if !can_hold_address(e) => {}
            _ => e.for_each_child(|c| self.carried(c, out)),
        }
    }

    /// The allocations `e` mentions anywhere (its address or its elements),
    /// for places the analysis does not follow.
    fn mentioned(&self, e: &Expr, out: &mut Vec<usize>) {
        match e.kind() {
            ExprKind::Var(v) => {
                if let Some(s) = self.ptr_vars.get(&v.id()) {
                    push_unique(out, s);
                }
            }
            ExprKind::BufferData(b) | ExprKind::Load { buffer: b, .. } => self.allocs_of(b, out),
            _ => {}
        }
        e.for_each_child(|c| self.mentioned(c, out));
    }

    /// A buffer declaration's shape, strides and offset are not accesses the
    /// analysis places: an address there cannot be followed.
    fn buffer_fields(&mut self, b: &Buffer) {
        let mut m = Vec::new();
        for e in b.field_exprs() {
            self.mentioned(e, &mut m);
        }
        for a in m {
            self.out.escaping.insert(a);
            self.out.unfollowed.insert(a);
        }
    }

    /// A use of the addresses of `allocs`: an escape touch at the current
    /// statement (charged like any touch), or, without a statement at the
    /// allocation's level, the whole kernel.
    fn escape(&mut self, allocs: &[usize]) {
        for &a in allocs {
            self.out.escaping.insert(a);
            let level = self.out.allocs[a].level;
            match self.frames.get_mut(level) {
                Some(frame) => {
                    if !frame.escapes.contains(&a) {
                        frame.escapes.push(a);
                    }
                }
                None => {
                    self.out.unfollowed.insert(a);
                }
            }
        }
    }

    /// An access of the destination of a `cp.async` copy through a derived
    /// pointer: the copy writes those allocations until its wait.
    fn derived_copy(&mut self, allocs: &[usize], copy: CopyRange) {
        for &a in allocs {
            let level = self.out.allocs[a].level;
            let Some(frame) = self.frames.get(level) else {
                continue;
            };
            let charged = frame.stmt;
            let buffer = self.out.allocs[a].buffer.clone();
            self.out.accesses.push(Access {
                alloc: a,
                dtype: buffer.dtype(),
                via: buffer,
                kind: AccessKind::Opaque,
                indices: smallvec::SmallVec::new(),
                leaf: self.current_leaf.unwrap_or(charged),
                charged,
                copy: Some(copy.clone()),
            });
        }
    }

    fn touch(&mut self, b: &Buffer, kind: AccessKind, dtype: DataType, indices: &[Expr]) {
        self.touch_copy(b, kind, dtype, indices, None);
    }

    fn touch_copy(
        &mut self,
        b: &Buffer,
        kind: AccessKind,
        dtype: DataType,
        indices: &[Expr],
        copy: Option<CopyRange>,
    ) {
        let Some(a) = self.root_of(b) else { return };
        let level = self.out.allocs[a].level;
        let Some(frame) = self.frames.get_mut(level) else {
            if self.error.is_none() {
                self.error = Some(LivenessError {
                    buffer: b.name().to_string(),
                });
            }
            return;
        };
        if !frame.touched.contains(&a) {
            frame.touched.push(a);
        }
        let charged = frame.stmt;
        let leaf = self.current_leaf.unwrap_or(charged);
        self.out.accesses.push(Access {
            alloc: a,
            via: b.clone(),
            kind,
            dtype,
            indices: indices.iter().cloned().collect(),
            leaf,
            charged,
            copy,
        });
    }

    /// `var` bound to `value`: a pointer variable when `value` carries
    /// addresses.
    fn bind_var(&mut self, var: &tirsat_ir::Var, value: &Expr) {
        let mut c = Vec::new();
        self.carried(value, &mut c);
        if !c.is_empty() {
            self.ptr_vars.insert(var.id(), c);
        }
    }

    /// The escape touches of a use of buffer `b` through a view over a
    /// derived pointer.
    fn derived_use(&mut self, b: &Buffer) {
        if !self.out.derived.is_empty()
            && let Some(v) = self.out.derived.get(&b.id()).cloned()
        {
            self.escape(&v);
        }
    }

    fn expr(&mut self, e: &Expr) {
        // Leaves recurse no further: no stack check.
        if e.is_leaf() {
            self.expr_at(e)
        } else {
            tirsat_ir::stack::deeper(|| self.expr_at(e))
        }
    }

    fn expr_at(&mut self, e: &Expr) {
        match e.kind() {
            ExprKind::Var(v) => {
                if !self.ptr_vars.is_empty()
                    && let Some(s) = self.ptr_vars.get(&v.id()).cloned()
                {
                    self.escape(&s);
                }
            }
            ExprKind::Load { buffer, indices } => {
                self.touch(buffer, AccessKind::Read, e.dtype(), indices);
                self.derived_use(buffer);
                for i in indices {
                    self.expr(i);
                }
            }
            ExprKind::BufferData(b) => {
                self.touch(b, AccessKind::Opaque, b.dtype(), &[]);
                if let Some(a) = self.root_of(b) {
                    self.out.escaping.insert(a);
                }
                self.derived_use(b);
            }
            ExprKind::Let { var, value, body } => {
                self.bind_var(var, value);
                self.expr(value);
                self.expr(body);
            }
            ExprKind::Call { op, args, .. } if op.is_builtin(async_copy::CP_ASYNC_RAW) => {
                // In argument order, like TVM; the destination with its range.
                let d = async_copy::copy_dst(args);
                for (i, a) in args.iter().enumerate() {
                    let copy = (i == d && args.len() > d + 4).then(|| CopyRange {
                        offset: args[d + 1].clone(),
                        bytes: args[d + 4].clone(),
                    });
                    match (a.kind(), copy) {
                        (ExprKind::BufferData(b), Some(copy)) if self.root_of(b).is_some() => {
                            self.touch_copy(b, AccessKind::Opaque, b.dtype(), &[], Some(copy));
                        }
                        (_, Some(copy)) => {
                            // A destination through a derived pointer.
                            let mut c = Vec::new();
                            self.carried(a, &mut c);
                            self.derived_copy(&c, copy);
                            self.expr(a);
                        }
                        _ => self.expr(a),
                    }
                }
            }
            ExprKind::Call { op, args, .. } if op.is_builtin(builtin::ADDRESS_OF) => {
                // address_of(B[i]) visits only the indices for TVM's touches;
                // the address itself is an escape of B.
                for a in args {
                    match a.kind() {
                        ExprKind::Load { buffer, indices } => {
                            let mut c = Vec::new();
                            self.allocs_of(buffer, &mut c);
                            self.escape(&c);
                            indices.iter().for_each(|i| self.expr(i))
                        }
                        _ => self.expr(a),
                    }
                }
            }
            _ => e.for_each_child(|c| self.expr(c)),
        }
    }

    /// A leaf statement: its own frame while its expressions are visited.
    fn leaf(&mut self, s: &Stmt, visit: impl FnOnce(&mut Self)) {
        let id = self.new_stmt(s);
        self.frames.push(Frame {
            stmt: id,
            touched: Touched::new(),
            escapes: Vec::new(),
        });
        let saved = self.current_leaf.replace(id);
        visit(self);
        self.current_leaf = saved;
        let (frame, escapes) = self
            .frames
            .pop()
            .map(|f| (f.touched, f.escapes))
            .unwrap_or_default();
        let barrier = is_barrier(s);
        // cp.async's commits and waits are kept: they end copies' lifetimes.
        if !frame.is_empty() || !escapes.is_empty() || barrier || async_copy::stmt_op(s).is_some() {
            self.out.entries.push(Entry {
                kind: EntryKind::Leaf,
                stmt: id,
                touched: frame,
                escapes,
                barrier,
                depth: self.frames.len(),
                region: self.region,
            });
        }
    }

    /// An entry for the commit or wait of a cp.async queue-scope attribute.
    fn async_marker(&mut self, s: &Stmt) {
        let id = self.new_stmt(s);
        self.out.entries.push(Entry {
            kind: EntryKind::Leaf,
            stmt: id,
            touched: Touched::new(),
            escapes: Vec::new(),
            barrier: false,
            depth: self.frames.len(),
            region: self.region,
        });
    }

    fn new_region(&mut self, owner: usize) -> usize {
        self.out.regions.push(Region {
            parent: Some(self.region),
            depth: self.frames.len(),
            owner: Some(owner),
        });
        self.out.regions.len() - 1
    }

    /// Visits `s` in a new region owned by `owner`.
    /// Returns the sync flags of `s`.
    fn in_region(&mut self, owner: usize, s: &Stmt) -> SyncFlags {
        let saved = self.region;
        self.region = self.new_region(owner);
        let flags = self.stmt(s);
        self.region = saved;
        flags
    }

    /// A scope statement: begin and end entries around its children.
    fn scope_stmt(&mut self, s: &Stmt, top: bool) -> SyncFlags {
        let id = self.new_stmt(s);
        let begin = self.out.entries.len();
        self.out.entries.push(Entry {
            kind: EntryKind::Begin,
            stmt: id,
            touched: Touched::new(),
            escapes: Vec::new(),
            barrier: false,
            depth: self.frames.len(),
            region: self.region,
        });
        self.frames.push(Frame {
            stmt: id,
            touched: Touched::new(),
            escapes: Vec::new(),
        });
        let flags = if top {
            if let StmtKind::Attr { value, body, .. } = s.kind() {
                self.expr(value);
                self.in_region(id, body)
            } else {
                self.children(s, id)
            }
        } else {
            self.children(s, id)
        };
        let (touched, escapes) = self
            .frames
            .pop()
            .map(|f| (f.touched, f.escapes))
            .unwrap_or_default();
        let end = self.out.entries.len();
        self.out.entries.push(Entry {
            kind: EntryKind::End,
            stmt: id,
            touched,
            escapes,
            barrier: false,
            depth: self.frames.len(),
            region: self.region,
        });
        self.out.spans.insert(id, (begin, end));
        if flags.ends {
            self.out.ends_synced.insert(id);
        }
        if flags.always {
            self.out.always_synced.insert(id);
        }
        flags
    }

    /// The expressions of a scope statement, then each child statement list in
    /// a region of its own (the two branches of an `if` are two regions).
    /// Returns the sync flags of `s` ([`SyncFlags`]).
    fn children(&mut self, s: &Stmt, id: usize) -> SyncFlags {
        for e in s.child_exprs() {
            self.expr(e);
        }
        let mut kids: smallvec::SmallVec<[SyncFlags; 2]> = smallvec::SmallVec::new();
        for c in s.child_stmts() {
            kids.push(self.in_region(id, c));
        }
        SyncFlags::of_scope(s, &kids)
    }

    /// Visits `s`; returns its sync flags ([`SyncFlags`]).
    fn stmt(&mut self, s: &Stmt) -> SyncFlags {
        tirsat_ir::stack::deeper(|| self.stmt_at(s))
    }

    fn stmt_at(&mut self, s: &Stmt) -> SyncFlags {
        match s.kind() {
            StmtKind::Seq(items) => {
                let mut flags = SyncFlags::default();
                for x in items {
                    let k = self.stmt(x);
                    // `ends` is the last item's; `always` any item's.
                    flags = SyncFlags {
                        ends: k.ends,
                        always: flags.always || k.always,
                    };
                }
                flags
            }
            StmtKind::AllocBuffer {
                buffer,
                annotations,
            } => {
                self.buffer_fields(buffer);
                if (self.select)(buffer) {
                    let idx = self.out.allocs.len();
                    self.out.allocs.push(AllocInfo {
                        buffer: buffer.clone(),
                        level: self.frames.len(),
                        region: self.region,
                        volatile: annotations.contains_key(tirsat_ir::keys::VOLATILE),
                    });
                    self.alloc_index.insert(buffer.id(), idx);
                }
                SyncFlags::default()
            }
            StmtKind::DeclBuffer { buffer, data } => {
                self.buffer_fields(buffer);
                if let ExprKind::BufferData(src) = data.kind()
                    && let Some(root) = self.root_of(src)
                {
                    self.out.aliases.insert(buffer.id(), root);
                    self.out.alias_buffers.push(buffer.clone());
                    return SyncFlags::default();
                }
                // A view over a derived pointer: its accesses are escape
                // touches of the allocations the pointer reaches.
                let mut c = Vec::new();
                self.carried(data, &mut c);
                if !c.is_empty() {
                    self.out.derived.insert(buffer.id(), c);
                }
                self.leaf(s, |f| f.expr(data));
                SyncFlags::default()
            }
            StmtKind::For { .. }
            | StmtKind::While { .. }
            | StmtKind::If { .. }
            | StmtKind::Assert { .. }
            | StmtKind::Block { .. }
            | StmtKind::Tirx(_) => self.scope_stmt(s, false),
            StmtKind::Attr {
                key,
                node,
                value,
                body,
            } => {
                if key == keys::EXTERN_SCOPE || key == keys::VIRTUAL_THREAD {
                    self.scope_stmt(s, false)
                } else if let Some(op) = async_copy::stmt_op(s) {
                    // A cp.async queue scope: its wait before the body, its
                    // commit after it, each an entry of its own.
                    if op.is_wait() {
                        self.async_marker(s);
                    }
                    let flags = self.stmt(body);
                    if !op.is_wait() {
                        self.async_marker(s);
                    }
                    flags
                } else {
                    let touches_value =
                        !matches!(value.kind(), ExprKind::Int(_) | ExprKind::Str(_));
                    let node_expr = match node {
                        AttrNode::Expr(e)
                            if !matches!(e.kind(), ExprKind::Int(_) | ExprKind::Str(_)) =>
                        {
                            Some(e.clone())
                        }
                        _ => None,
                    };
                    if touches_value || node_expr.is_some() {
                        let v = value.clone();
                        self.leaf(s, |f| {
                            if let Some(n) = &node_expr {
                                f.expr(n);
                            }
                            f.expr(&v);
                        });
                    }
                    self.stmt(body)
                }
            }
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                let (b, v, idx) = (buffer, value, indices);
                // An address stored into memory can be loaded back anywhere.
                let mut c = Vec::new();
                self.carried(v, &mut c);
                for a in c {
                    self.out.escaping.insert(a);
                    self.out.stored.insert(a);
                }
                // TVM's order: the value, the indices, then the write.
                self.leaf(s, |f| {
                    f.expr(v);
                    for i in idx {
                        f.expr(i);
                    }
                    f.touch(b, AccessKind::Write, v.dtype(), idx);
                    f.derived_use(b);
                });
                SyncFlags::default()
            }
            StmtKind::Evaluate(e) | StmtKind::Return(e) => {
                let e = e.clone();
                self.leaf(s, |f| f.expr(&e));
                SyncFlags::of_scope(s, &[])
            }
            StmtKind::Bind { var, value } => {
                self.bind_var(var, value);
                let v = value.clone();
                self.leaf(s, |f| f.expr(&v));
                SyncFlags::default()
            }
        }
    }
}

impl AccessPattern {
    /// TVM's gen/kill: kill at the last entry touching a buffer (scanning
    /// backwards), gen at the first leaf or begin entry whose statement touches it.
    pub fn events(&self) -> Events {
        // At most one gen and one kill entry per allocation.
        let n = self.allocs.len();
        let mut ev = Events {
            gens: HashMap::with_capacity_and_hasher(n, Default::default()),
            kills: HashMap::with_capacity_and_hasher(n, Default::default()),
        };
        let mut seen = vec![false; n];
        for e in self.entries.iter().rev() {
            for &a in &e.touched {
                if !seen[a] {
                    seen[a] = true;
                    ev.kills.entry(e.stmt).or_default().push(a);
                }
            }
        }
        // A scope's end entry is the one its span ends at.
        let mut seen = vec![false; n];
        for e in &self.entries {
            let touched = match e.kind {
                EntryKind::Leaf => &e.touched,
                EntryKind::Begin => match self.spans.get(&e.stmt) {
                    Some(&(_, i)) => &self.entries[i].touched,
                    None => continue,
                },
                EntryKind::End => continue,
            };
            for &a in touched {
                if !seen[a] {
                    seen[a] = true;
                    ev.gens.entry(e.stmt).or_default().push(a);
                }
            }
        }
        ev
    }

    /// Per allocation, the first and the last entry touching it directly or
    /// through an escaped address (`None` when nothing does): gen at the
    /// first leaf, or the begin entry of the first scope statement whose
    /// touches include it, kill at the last leaf or end entry.
    pub fn live_entries(&self) -> Vec<Option<(usize, usize)>> {
        let mut out: Vec<Option<(usize, usize)>> = vec![None; self.allocs.len()];
        // Entries are visited in order: the first mark is the gen entry.
        let mut mark = |a: usize, i: usize| {
            if let Some(r) = out.get_mut(a) {
                match r {
                    None => *r = Some((i, i)),
                    Some((_, k)) => *k = i,
                }
            }
        };
        for (i, e) in self.entries.iter().enumerate() {
            match e.kind {
                EntryKind::Leaf | EntryKind::End => {
                    for &a in e.touched.iter().chain(&e.escapes) {
                        mark(a, i);
                    }
                }
                EntryKind::Begin => {
                    if let Some(&(_, end)) = self.spans.get(&e.stmt) {
                        let en = &self.entries[end];
                        for &a in en.touched.iter().chain(&en.escapes) {
                            mark(a, i);
                        }
                    }
                }
            }
        }
        out
    }

    /// The accesses of allocation `a`.
    pub fn accesses_of(&self, a: usize) -> impl Iterator<Item = &Access> {
        self.accesses.iter().filter(move |x| x.alloc == a)
    }
}

/// True when every execution of `s` ends with a block barrier after its last
/// statement that could touch memory (a block `tvm_storage_sync` as the last
/// statement of a sequence, or of a loop body, or of both branches of an `if`).
pub fn ends_with_barrier(s: &Stmt) -> bool {
    tirsat_ir::stack::deeper(|| ends_with_barrier_at(s))
}

fn ends_with_barrier_at(s: &Stmt) -> bool {
    match s.kind() {
        StmtKind::Evaluate(_) => is_block_barrier(s),
        StmtKind::Seq(items) => items.last().is_some_and(ends_with_barrier),
        StmtKind::For { body, .. } | StmtKind::While { body, .. } | StmtKind::Attr { body, .. } => {
            ends_with_barrier(body)
        }
        StmtKind::If {
            then_case,
            else_case: Some(e),
            ..
        } => ends_with_barrier(then_case) && ends_with_barrier(e),
        _ => false,
    }
}

/// True when every execution of `s` runs at least one block barrier: a
/// barrier, a sequence holding such a statement, a `for` loop with a constant
/// positive extent whose body always syncs, an `if` whose two branches always
/// sync, or the body of an attribute. `while` loops may run zero times.
pub fn always_syncs(s: &Stmt) -> bool {
    tirsat_ir::stack::deeper(|| always_syncs_at(s))
}

fn always_syncs_at(s: &Stmt) -> bool {
    match s.kind() {
        StmtKind::Evaluate(_) => is_block_barrier(s),
        StmtKind::Seq(items) => items.iter().any(always_syncs),
        StmtKind::For { extent, body, .. } => {
            extent.as_int().is_some_and(|n| n > 0) && always_syncs(body)
        }
        StmtKind::Attr { body, .. } => always_syncs(body),
        StmtKind::If {
            then_case,
            else_case: Some(e),
            ..
        } => always_syncs(then_case) && always_syncs(e),
        _ => false,
    }
}

impl AccessPattern {
    /// The first point after entry `k` (an entry of region `region`) from which
    /// every thread that executed entry `k` has passed a block barrier, as a
    /// half-open end over entry indices: a barrier leaf of the same region at
    /// index `j` gives `j`; a scope statement of the region that always syncs
    /// gives its end entry + 1. Without one in the region, the search goes on
    /// after the region's owning statement in the enclosing region. Returns the
    /// number of entries when no barrier follows.
    ///
    /// Sound when block barriers are reached by all threads of a block or by
    /// none (CUDA's rule for `__syncthreads`).
    pub fn sync_end(&self, region: usize, k: usize) -> usize {
        let mut region = region;
        let mut k = k;
        loop {
            let r = &self.regions[region];
            for j in k + 1..self.entries.len() {
                let e = &self.entries[j];
                if e.region != region || e.depth != r.depth {
                    continue;
                }
                if e.kind == EntryKind::Leaf && e.barrier && is_block_barrier(&self.stmts[e.stmt]) {
                    return j;
                }
                if e.kind == EntryKind::End && self.always_synced.contains(&e.stmt) {
                    return j + 1;
                }
            }
            match (r.parent, r.owner.and_then(|o| self.spans.get(&o))) {
                (Some(p), Some(&(_, end))) => {
                    region = p;
                    k = end;
                }
                _ => return self.entries.len(),
            }
        }
    }

    /// The entry from which a `cp.async` copy issued at entry `k` (of
    /// region `region`) is certainly complete in its thread: the first
    /// `wait_all`, or `wait_group N` after at least `N + 1` commits, met on
    /// every path after `k` ([`tirsat_ir::async_copy`]). Only commits and
    /// waits directly in the statement lists from `k` outwards count (one
    /// inside a nested loop or branch may not run); leaving a loop body, the
    /// commits after `k` in its last iteration count, a lower bound for
    /// every iteration. `None` when no such wait follows: the copy may
    /// still be pending when the kernel ends.
    pub fn async_retire(&self, region: usize, k: usize) -> Option<usize> {
        let (mut region, mut k) = (region, k);
        let mut commits: u64 = 0;
        loop {
            let r = &self.regions[region];
            for j in k + 1..self.entries.len() {
                let e = &self.entries[j];
                if e.region != region || e.depth != r.depth || e.kind != EntryKind::Leaf {
                    continue;
                }
                match async_copy::stmt_op(&self.stmts[e.stmt]) {
                    Some(async_copy::AsyncOp::Commit) => commits += 1,
                    Some(async_copy::AsyncOp::WaitAll) => return Some(j),
                    Some(async_copy::AsyncOp::WaitGroup(n)) if commits > n => return Some(j),
                    _ => {}
                }
            }
            match (r.parent, r.owner.and_then(|o| self.spans.get(&o))) {
                (Some(p), Some(&(_, end))) => {
                    region = p;
                    k = end;
                }
                _ => return None,
            }
        }
    }

    /// The region of `region`'s ancestors (itself included) at `depth`, if any.
    pub fn ancestor_at_depth(&self, region: usize, depth: usize) -> Option<usize> {
        let mut r = Some(region);
        while let Some(x) = r {
            if self.regions[x].depth == depth {
                return Some(x);
            }
            r = self.regions[x].parent;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::{IterVar, Var};

    fn f32buf(name: &str, scope: &str) -> Buffer {
        Buffer::new(name, DataType::f32(), vec![Expr::i32(128)], scope)
    }

    #[test]
    fn gen_kill_of_simple_kernel() {
        let x = f32buf("X", "global");
        let a = f32buf("A_sh", "shared.dyn");
        let b = f32buf("B_sh", "shared.dyn");
        let tx = IterVar::thread("tx", "threadIdx.x");
        let t = tx.var().to_expr();
        let rev = Expr::sub(&Expr::i32(127), &t);
        let scope = Stmt::launch(
            &tx,
            Expr::i32(128),
            Stmt::seq(vec![
                Stmt::alloc(&a),
                Stmt::alloc(&b),
                Stmt::store(&a, Expr::load(&x, vec![t.clone()]), vec![t.clone()]),
                Stmt::store(&b, Expr::load(&a, vec![rev]), vec![t.clone()]),
                Stmt::store(&x, Expr::load(&b, vec![t.clone()]), vec![t]),
            ]),
        );
        let p = analyze(&scope, &|b| b.scope().is_shared_dyn()).unwrap();
        assert_eq!(p.allocs.len(), 2);
        let ev = p.events();
        let leaves: Vec<usize> = p
            .entries
            .iter()
            .filter(|e| e.kind == EntryKind::Leaf)
            .map(|e| e.stmt)
            .collect();
        assert_eq!(leaves.len(), 3);
        assert_eq!(ev.gens[&leaves[0]][..], [0]);
        assert_eq!(ev.gens[&leaves[1]][..], [1]);
        assert_eq!(ev.kills[&leaves[1]][..], [0]);
        assert_eq!(ev.kills[&leaves[2]][..], [1]);
        // The read of A_sh in statement 2 is recorded with its index.
        let reads: Vec<_> = p
            .accesses_of(0)
            .filter(|a| matches!(a.kind, AccessKind::Read))
            .collect();
        assert_eq!(reads.len(), 1);
        assert_eq!(reads[0].leaf, leaves[1]);
    }

    #[test]
    fn loop_charges_touches_to_the_loop_and_bind_does_not_crash() {
        let a = f32buf("A_sh", "shared.dyn");
        let tx = IterVar::thread("tx", "threadIdx.x");
        let i = Var::new("i", DataType::i32());
        let v = Var::new("v", DataType::f32());
        let scope = Stmt::launch(
            &tx,
            Expr::i32(128),
            Stmt::seq(vec![
                Stmt::alloc(&a),
                Stmt::for_(
                    &i,
                    Expr::i32(0),
                    Expr::i32(4),
                    tirsat_ir::ForKind::Serial,
                    Stmt::store(&a, Expr::float(DataType::f32(), 0.0), vec![i.to_expr()]),
                ),
                Stmt::bind(&v, Expr::load(&a, vec![Expr::i32(0)])),
                Stmt::evaluate(Expr::call(
                    DataType::i32(),
                    builtin::TVM_STORAGE_SYNC,
                    vec![Expr::str("shared")],
                )),
            ]),
        );
        let p = analyze(&scope, &|b| b.scope().is_shared()).unwrap();
        let ends: Vec<_> = p
            .entries
            .iter()
            .filter(|e| e.kind == EntryKind::End && !e.touched.is_empty())
            .collect();
        assert_eq!(ends.len(), 1); // the loop (the kernel scope frame holds level-0 touches only)
        assert!(p.entries.iter().any(|e| e.barrier));
        assert_eq!(p.accesses.len(), 2);
    }
    /// A kernel `A[t] = X[t]; <bind>; sync; B[t] = X[t]; sync; <use>; X[t] = B[t]`
    /// over two shared buffers: the entries of A's touches, escapes included.
    fn escape_kernel(bind: Stmt, use_: Stmt) -> AccessPattern {
        let x = f32buf("X", "global");
        let tx = IterVar::thread("tx", "threadIdx.x");
        let t = tx.var().to_expr();
        let sync = Stmt::evaluate(Expr::call(
            DataType::i32(),
            builtin::TVM_STORAGE_SYNC,
            vec![Expr::str("shared")],
        ));
        let scope = Stmt::launch(
            &tx,
            Expr::i32(128),
            Stmt::seq(vec![
                Stmt::alloc(&shared_a()),
                Stmt::alloc(&shared_b()),
                Stmt::store(
                    &shared_a(),
                    Expr::load(&x, vec![t.clone()]),
                    vec![t.clone()],
                ),
                bind,
                sync.clone(),
                Stmt::store(
                    &shared_b(),
                    Expr::load(&x, vec![t.clone()]),
                    vec![t.clone()],
                ),
                sync,
                use_,
                Stmt::store(&x, Expr::load(&shared_b(), vec![t.clone()]), vec![t]),
            ]),
        );
        analyze(&scope, &|b| b.scope().is_shared_dyn()).unwrap()
    }

    thread_local! {
        static BUFS: (Buffer, Buffer) = (f32buf("A", "shared.dyn"), f32buf("B", "shared.dyn"));
    }
    fn shared_a() -> Buffer {
        BUFS.with(|b| b.0.clone())
    }
    fn shared_b() -> Buffer {
        BUFS.with(|b| b.1.clone())
    }

    /// The last entry of A's (TVM's) touches and of its touches with escapes.
    fn a_kills(p: &AccessPattern) -> (usize, usize) {
        let tvm = p
            .entries
            .iter()
            .rposition(|e| e.touched.contains(&0))
            .unwrap();
        (tvm, p.live_entries()[0].unwrap().1)
    }

    #[test]
    fn a_pointer_variable_extends_the_buffer_to_its_last_use() {
        let a = shared_a();
        let p = Var::new("p", a.data_type());
        let v = Buffer::new("V", DataType::f32(), vec![Expr::i32(128)], "shared.dyn");
        let use_ = Stmt::seq(vec![
            Stmt::decl(&v, p.to_expr()),
            Stmt::evaluate(Expr::load(&v, vec![Expr::i32(3)])),
        ]);
        let pat = escape_kernel(Stmt::bind(&p, Expr::buffer_data(&a)), use_);
        let (tvm, ours) = a_kills(&pat);
        // TVM's touches end at the bind; the view's load is the last use.
        assert!(tvm < ours, "{tvm} {ours}");
        assert_eq!(pat.entries[ours].escapes, vec![0]);
        assert!(pat.escaping.contains(&0) && !pat.stored.contains(&0));
        assert_eq!(pat.derived.get(&v.id()), Some(&vec![0]));
    }

    #[test]
    fn address_of_let_and_calls_are_escapes() {
        let a = shared_a();
        let t = Expr::i32(5);
        // T.call_extern("float32", "f", T.address_of(A[5])).
        let addr = Expr::call(
            a.data_type(),
            builtin::ADDRESS_OF,
            vec![Expr::load(&a, vec![t])],
        );
        let call = Expr::call_extern(DataType::f32(), "f", vec![addr]);
        let pat = escape_kernel(Stmt::no_op(), Stmt::evaluate(call));
        let (tvm, ours) = a_kills(&pat);
        assert!(tvm < ours);
        // T.Let(f(q), where={q: A.data}) in a float expression: the let body
        // is an escape, although the float result carries no address.
        let q = Var::new("q", a.data_type());
        let body = Expr::call_extern(DataType::f32(), "f", vec![q.to_expr()]);
        let e = Expr::let_(&q, &Expr::buffer_data(&a), &body);
        let pat = escape_kernel(Stmt::no_op(), Stmt::evaluate(e));
        assert!(pat.escaping.contains(&0));
        let (_, ours) = a_kills(&pat);
        assert!(!pat.entries[ours].touched.is_empty());
    }

    #[test]
    fn a_stored_address_lives_to_the_end_and_an_unfollowed_one_everywhere() {
        let a = shared_a();
        let l = Buffer::new("L", DataType::uint(64), vec![Expr::i32(1)], "local");
        let bits = Expr::call(
            DataType::uint(64),
            builtin::REINTERPRET,
            vec![Expr::buffer_data(&a)],
        );
        let store = Stmt::seq(vec![
            Stmt::alloc(&l),
            Stmt::store(&l, bits, vec![Expr::i32(0)]),
        ]);
        let pat = escape_kernel(store, Stmt::no_op());
        assert!(pat.stored.contains(&0) && pat.escaping.contains(&0));
        // A float computed from an address is no address: not stored.
        let f = Expr::cast(
            DataType::f32(),
            &Expr::call_extern(DataType::f32(), "f", vec![Expr::buffer_data(&a)]),
        );
        let pat = escape_kernel(
            Stmt::store(&f32buf("Y", "global"), f, vec![Expr::i32(0)]),
            Stmt::no_op(),
        );
        assert!(!pat.stored.contains(&0) && pat.escaping.contains(&0));
        // An address in a declared buffer's offset is not followed.
        let p = Var::new("p", DataType::i64());
        let bind = Stmt::bind(
            &p,
            Expr::call(
                DataType::i64(),
                builtin::REINTERPRET,
                vec![Expr::buffer_data(&a)],
            ),
        );
        let w = Buffer::new("W", DataType::f32(), vec![p.to_expr()], "global");
        let decl = Stmt::decl(&w, Expr::buffer_data(&f32buf("X2", "global")));
        let pat = escape_kernel(Stmt::seq(vec![bind, decl]), Stmt::no_op());
        assert!(pat.unfollowed.contains(&0));
    }
}
