//! The shared-memory race detector.
//!
//! Threads of a block run in barrier phases. Within one phase, every byte of
//! shared memory remembers up to two writing and two reading threads (two are
//! enough to know whether *another* thread touched it). When a thread writes a
//! byte another thread read or wrote in the same phase, or reads a byte another
//! thread wrote, that is a race: it is reported with both statements.
//! Within a phase, a warp barrier (`tvm_storage_sync("warp")`) orders the
//! accesses of the lanes that met at it: an access before it and one after it
//! by two of those lanes do not race.
//!
//! An asynchronous copy (`cp.async`, [`tirsat_ir::async_copy`]) writes its
//! destination bytes at some moment between its issue and the wait that
//! completes it, whatever barriers lie between: while it is pending, any
//! access to those bytes by any thread, the issuing one included, and any
//! other copy to them, races with it ([`RaceTracker::begin_async`]).

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use tirsat_ir::{AttrNode, Expr, Stmt, StmtKind};
use tirsat_script::printer::print_expr;

/// One side of a race.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RaceAccess {
    /// `(threadIdx.x, threadIdx.y, threadIdx.z)`.
    pub thread: [i64; 3],
    /// A write (else a read).
    pub write: bool,
    /// The statement that made the access.
    pub stmt: String,
}

/// Two threads of one block touched the same shared byte in one barrier
/// phase, at least one of them writing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Race {
    /// The function the kernel belongs to.
    pub kernel: String,
    /// `(blockIdx.x, blockIdx.y, blockIdx.z)`.
    pub block: [i64; 3],
    /// Barrier phase within the block, from 0.
    pub phase: u32,
    /// The shared allocation (memory region) touched.
    pub buffer: String,
    /// Byte offset within that allocation.
    pub byte: i64,
    /// The earlier access (in the interpreter's thread order).
    pub first: RaceAccess,
    /// The access that conflicted with it.
    pub second: RaceAccess,
}

impl std::fmt::Display for Race {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let rw = |a: &RaceAccess| if a.write { "writes" } else { "reads" };
        write!(
            f,
            "race in {} block {:?} phase {} on byte {} of {}: thread {:?} {} in `{}`, thread {:?} {} in `{}`",
            self.kernel,
            self.block,
            self.phase,
            self.byte,
            self.buffer,
            self.first.thread,
            rw(&self.first),
            self.first.stmt,
            self.second.thread,
            rw(&self.second),
            self.second.stmt
        )
    }
}

/// `text` without the `#<id>` suffixes `Debug` gives variables and buffers
/// (ids depend on creation order, reports must not).
pub fn strip_ids(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '#' && chars.peek().is_some_and(|d| d.is_ascii_digit()) {
            while chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                chars.next();
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// An expression for messages (`Debug` form without identity suffixes).
pub fn describe_expr(e: &Expr) -> String {
    strip_ids(&format!("{e:?}"))
}

/// A one-line description of a statement for reports, in TVMScript form:
/// leaf statements in full (`B[tx] = A[127 - tx]`), compound statements by
/// their header only (`for i in range(0, 8):`, `if tx < 4:`).
///
/// ```
/// use tirsat_interp::race::describe_stmt;
/// use tirsat_ir::{Buffer, DataType, Expr, Stmt, Var};
/// let a = Buffer::new("A", DataType::i32(), vec![Expr::i32(128)], "shared");
/// let b = Buffer::new("B", DataType::i32(), vec![Expr::i32(128)], "shared");
/// let tx = Var::new("tx", DataType::i32());
/// let v = Expr::load(&a, vec![Expr::sub(&Expr::i32(127), &tx.to_expr())]);
/// let s = Stmt::store(&b, v, vec![tx.to_expr()]);
/// assert_eq!(describe_stmt(&s), "B[tx] = A[127 - tx]");
/// ```
pub fn describe_stmt(s: &Stmt) -> String {
    let list = |v: &[Expr]| v.iter().map(print_expr).collect::<Vec<_>>().join(", ");
    match s.kind() {
        StmtKind::Seq(v) => format!("<sequence of {} statements>", v.len()),
        StmtKind::AllocBuffer { buffer, .. } => format!(
            "{} = T.alloc_buffer(({},), \"{}\", scope=\"{}\")",
            buffer.name(),
            list(buffer.shape()),
            buffer.dtype(),
            buffer.scope().as_str()
        ),
        StmtKind::DeclBuffer { buffer, data } => format!(
            "{} = T.decl_buffer(({},), \"{}\", data={})",
            buffer.name(),
            list(buffer.shape()),
            buffer.dtype(),
            print_expr(data)
        ),
        StmtKind::For {
            var,
            min,
            extent,
            step,
            ..
        } => match step {
            Some(st) => format!(
                "for {var} in range({}, {} + {}, {}):",
                print_expr(min),
                print_expr(min),
                print_expr(extent),
                print_expr(st)
            ),
            None => format!(
                "for {var} in range({}, {} + {}):",
                print_expr(min),
                print_expr(min),
                print_expr(extent)
            ),
        },
        StmtKind::While { cond, .. } => format!("while {}:", print_expr(cond)),
        StmtKind::If { cond, .. } => format!("if {}:", print_expr(cond)),
        StmtKind::Attr {
            node, key, value, ..
        } => {
            let node = match node {
                AttrNode::IterVar(iv) => iv.var().to_string(),
                AttrNode::Expr(e) => print_expr(e),
                AttrNode::Buffer(b) => b.name().to_string(),
                AttrNode::Target(t) => strip_ids(&format!("{t:?}")),
                AttrNode::CommReducer(r) => strip_ids(&format!("{r:?}")),
            };
            format!("with T.attr({node}, \"{key}\", {}):", print_expr(value))
        }
        StmtKind::Bind { var, value } => format!("{var} = {}", print_expr(value)),
        StmtKind::Assert { cond, .. } => format!("assert {}", print_expr(cond)),
        StmtKind::Store {
            buffer,
            value,
            indices,
        } => format!(
            "{}[{}] = {}",
            buffer.name(),
            list(indices),
            print_expr(value)
        ),
        StmtKind::Evaluate(e) => print_expr(e),
        StmtKind::Return(e) => format!("T.ret({})", print_expr(e)),
        StmtKind::Block { block, .. } => format!("with T.sblock(\"{}\"):", block.name),
        StmtKind::Tirx(t) => format!("{}(...)", t.describe()),
    }
}

const NONE: u32 = u32::MAX;

#[derive(Clone, Copy)]
struct Acc {
    tid: u32,
    stmt: u32,
    /// The last warp barrier (`__syncwarp`) the thread met in this
    /// phase, 0 for none: see [`RaceTracker::warp_sync`].
    ev: u32,
}

const EMPTY: Acc = Acc {
    tid: NONE,
    stmt: NONE,
    ev: 0,
};

#[derive(Clone, Copy)]
struct ByteState {
    stamp: u32,
    w: [Acc; 2],
    r: [Acc; 2],
}

impl Default for ByteState {
    fn default() -> Self {
        ByteState {
            stamp: 0,
            w: [EMPTY; 2],
            r: [EMPTY; 2],
        }
    }
}

/// Lanes in a warp: the threads a warp meeting can order.
const WARP: u32 = 32;

/// Warp barriers of the running phase: (warp, lanes present), by id - 1.
type Meetings = [(u32, u32)];

/// The earlier access `a` happens before a later access by thread `tid`
/// after meeting `ev`: both threads are lanes of one warp that met at `ev`
/// after `a`.
fn ordered(meetings: &Meetings, a: Acc, tid: u32, ev: u32) -> bool {
    a.ev < ev
        && meetings.get(ev as usize - 1).is_some_and(|&(w, lanes)| {
            w == a.tid / WARP && w == tid / WARP && lanes >> (a.tid % WARP) & 1 == 1
        })
}

fn other(meetings: &Meetings, a: &[Acc; 2], tid: u32, ev: u32) -> Option<Acc> {
    a.iter()
        .copied()
        .find(|x| x.tid != NONE && x.tid != tid && !ordered(meetings, *x, tid, ev))
}

/// Keeps `acc`: in place of an access of the same thread, in a free slot, or
/// in place of an access it is ordered after (of the same warp: every access
/// of another warp that conflicts with that one conflicts with `acc` too).
fn add(meetings: &Meetings, a: &mut [Acc; 2], acc: Acc) {
    let slot = a
        .iter()
        .position(|x| x.tid == acc.tid)
        .or_else(|| a.iter().position(|x| x.tid == NONE))
        .or_else(|| {
            a.iter()
                .position(|x| ordered(meetings, *x, acc.tid, acc.ev))
        });
    if let Some(i) = slot {
        a[i] = acc;
    }
}

/// Per-run race bookkeeping.
pub(crate) struct RaceTracker<'m> {
    stamp: u32,
    phase: u32,
    kernel: String,
    block: [i64; 3],
    thread_ext: [i64; 3],
    bytes: HashMap<u32, Vec<ByteState>>,
    stmts: Vec<Option<&'m Stmt>>,
    stmt_ids: HashMap<*const StmtKind, u32>,
    /// The statement interned last (most accesses repeat it).
    last_stmt: (*const StmtKind, u32),
    seen: HashSet<(u32, u32, bool, bool)>,
    /// Warp meetings of this phase and each thread's last one.
    meetings: Vec<(u32, u32)>,
    /// Shared bytes a pending asynchronous copy is writing: (region, byte)
    /// -> (copy id, the issuing access). Kept across phases.
    async_bytes: HashMap<(u32, usize), (u32, Acc)>,
    next_async: u32,
    thread_ev: Vec<u32>,
    pub races: Vec<Race>,
    pub count: u64,
    max_reports: usize,
}

impl<'m> RaceTracker<'m> {
    pub fn new(max_reports: usize) -> Self {
        RaceTracker {
            stamp: 1,
            phase: 0,
            kernel: String::new(),
            block: [0; 3],
            thread_ext: [1; 3],
            bytes: HashMap::default(),
            stmts: Vec::new(),
            stmt_ids: HashMap::default(),
            last_stmt: (std::ptr::null(), NONE),
            seen: HashSet::default(),
            meetings: Vec::new(),
            async_bytes: HashMap::default(),
            next_async: 0,
            thread_ev: Vec::new(),
            races: Vec::new(),
            count: 0,
            max_reports,
        }
    }

    pub fn begin_block(&mut self, kernel: &str, block: [i64; 3], thread_ext: [i64; 3]) {
        self.kernel = kernel.to_string();
        self.block = block;
        self.thread_ext = thread_ext;
        self.bytes.clear();
        self.meetings.clear();
        self.thread_ev.clear();
        self.async_bytes.clear();
        self.phase = 0;
        self.stamp = self.stamp.wrapping_add(1).max(1);
    }

    pub fn next_phase(&mut self) {
        self.meetings.clear();
        self.thread_ev.clear();
        self.phase += 1;
        self.stamp = self.stamp.wrapping_add(1).max(1);
    }

    /// The threads `tids` (lanes of one warp) met at a warp barrier
    /// (`tvm_storage_sync("warp")`): what each did before happens before what
    /// any does after.
    pub fn warp_sync(&mut self, tids: &[u32]) {
        let Some(first) = tids.first() else { return };
        let lanes = tids.iter().fold(0u32, |m, t| m | 1 << (t % WARP));
        self.meetings.push((first / WARP, lanes));
        let ev = self.meetings.len() as u32;
        for &t in tids {
            let t = t as usize;
            if self.thread_ev.len() <= t {
                self.thread_ev.resize(t + 1, 0);
            }
            self.thread_ev[t] = ev;
        }
    }

    fn intern(&mut self, s: Option<&'m Stmt>) -> u32 {
        let Some(s) = s else { return NONE };
        let key: *const StmtKind = &**s;
        if self.last_stmt.0 == key {
            return self.last_stmt.1;
        }
        let i = match self.stmt_ids.get(&key) {
            Some(i) => *i,
            None => {
                let i = self.stmts.len() as u32;
                self.stmts.push(Some(s));
                self.stmt_ids.insert(key, i);
                i
            }
        };
        self.last_stmt = (key, i);
        i
    }

    fn coords(&self, tid: u32) -> [i64; 3] {
        let t = tid as i64;
        let [x, y, _] = self.thread_ext;
        let (x, y) = (x.max(1), y.max(1));
        [t % x, (t / x) % y, t / (x * y)]
    }

    fn stmt_text(&self, i: u32) -> String {
        match self.stmts.get(i as usize) {
            Some(Some(s)) => describe_stmt(s),
            _ => "<unknown statement>".to_string(),
        }
    }

    /// Thread `tid` issues an asynchronous copy into `len` bytes at `offset`
    /// of shared region `region` (statement `stmt`): a write for this phase's
    /// accesses (and for the copies still pending there), then pending until
    /// [`Self::end_async`] with the returned id.
    #[allow(clippy::too_many_arguments)]
    pub fn begin_async(
        &mut self,
        region: u32,
        size: usize,
        name: &str,
        offset: usize,
        len: usize,
        tid: u32,
        stmt: Option<&'m Stmt>,
    ) -> u32 {
        self.record(region, size, name, offset, len, tid, true, stmt);
        let id = self.next_async;
        self.next_async = self.next_async.wrapping_add(1);
        let acc = Acc {
            tid,
            stmt: self.intern(stmt),
            ev: 0,
        };
        for b in offset..(offset + len).min(size) {
            self.async_bytes.insert((region, b), (id, acc));
        }
        id
    }

    /// The copy `id` (of `len` bytes at `offset` of `region`) completed: its
    /// bytes are no longer pending (the caller then writes them).
    pub fn end_async(&mut self, id: u32, region: u32, offset: usize, len: usize) {
        for b in offset..offset + len {
            if self
                .async_bytes
                .get(&(region, b))
                .is_some_and(|x| x.0 == id)
            {
                self.async_bytes.remove(&(region, b));
            }
        }
    }

    /// Records an access of `len` bytes at `offset` of shared region `region`
    /// (of `size` bytes, named `name`) by thread `tid` of the current block.
    #[allow(clippy::too_many_arguments)]
    pub fn record(
        &mut self,
        region: u32,
        size: usize,
        name: &str,
        offset: usize,
        len: usize,
        tid: u32,
        write: bool,
        stmt: Option<&'m Stmt>,
    ) {
        let sid = self.intern(stmt);
        let ev = self.thread_ev.get(tid as usize).copied().unwrap_or(0);
        let acc = Acc { tid, stmt: sid, ev };
        let meetings = &self.meetings;
        let stamp = self.stamp;
        let states = self
            .bytes
            .entry(region)
            .or_insert_with(|| vec![ByteState::default(); size]);
        let mut conflicts: Vec<(usize, Acc, bool)> = Vec::new();
        for b in offset..(offset + len).min(states.len()) {
            let st = &mut states[b];
            if st.stamp != stamp {
                *st = ByteState {
                    stamp,
                    ..ByteState::default()
                };
            }
            let c = if write {
                other(meetings, &st.w, tid, ev)
                    .map(|a| (a, true))
                    .or_else(|| other(meetings, &st.r, tid, ev).map(|a| (a, false)))
            } else {
                other(meetings, &st.w, tid, ev).map(|a| (a, true))
            };
            // A pending asynchronous copy conflicts with every access,
            // also of the thread that issued it.
            let c = c.or_else(|| self.async_bytes.get(&(region, b)).map(|&(_, a)| (a, true)));
            if let Some((a, w)) = c {
                conflicts.push((b, a, w));
            }
            if write {
                add(meetings, &mut st.w, acc);
            } else {
                add(meetings, &mut st.r, acc);
            }
        }
        for (b, a, a_write) in conflicts {
            self.count += 1;
            let key = (a.stmt, sid, a_write, write);
            if self.races.len() >= self.max_reports || !self.seen.insert(key) {
                continue;
            }
            let race = Race {
                kernel: self.kernel.clone(),
                block: self.block,
                phase: self.phase,
                buffer: name.to_string(),
                byte: b as i64,
                first: RaceAccess {
                    thread: self.coords(a.tid),
                    write: a_write,
                    stmt: self.stmt_text(a.stmt),
                },
                second: RaceAccess {
                    thread: self.coords(tid),
                    write,
                    stmt: self.stmt_text(sid),
                },
            };
            self.races.push(race);
        }
    }
}
