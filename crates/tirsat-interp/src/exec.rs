//! Statement execution: an explicit control stack per thread (so a thread can
//! stop at a barrier and resume), kernel grids run block by block in barrier
//! phases, function calls, allocations and the entry point.

use std::sync::Arc;
use tirsat_ir::builtin;

use super::allreduce;
use super::error::{ErrorKind, InterpError, err};
use super::memory::{FfiAny, MemKind, Memory, Region};
use super::race::{RaceTracker, describe_stmt};
use super::undefined::UndefinedLog;
use super::value::{Ptr, Scalar, Value, elem_bytes};
use super::warp;
use super::{ArgValue, HostBuffer, InterpConfig, RunResult};
use std::collections::HashMap;

use tirsat_ir::async_copy::{self, AsyncOp};
use tirsat_ir::{
    AttrNode, Buffer, CommReducer, DataType, Expr, ExprKind, ForKind, IRModule, Param, PrimFunc,
    Stmt, StmtKind, Type, Var, expr::wrap_int, keys,
};

pub(crate) type R<T> = Result<T, InterpError>;

/// A buffer as a thread sees it: a pointer plus the buffer's typed layout.
#[derive(Clone, Debug)]
pub(crate) struct BufView {
    pub name: String,
    pub ptr: Scalar,
    pub dtype: DataType,
    pub shape: Vec<Option<i64>>,
    /// Element strides; `None` when unknown (a symbolic shape that is not bound).
    pub strides: Option<Vec<i64>>,
    pub elem_offset: i64,
}

#[derive(Clone, Debug)]
pub(crate) enum Binding {
    Val(Value),
    Buf(Arc<BufView>),
}

/// Where a thread of a kernel is.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ThreadInfo {
    pub tid: u32,
    pub block: [i64; 3],
    pub thread: [i64; 3],
}

/// The extents of a running kernel.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Grid {
    pub block: [i64; 3],
    pub thread: [i64; 3],
    pub dyn_smem: Option<i64>,
}

/// Variable bindings in scope order, with an index from each variable to
/// its innermost binding (variable lookups are the interpreter's most
/// frequent operation: a linear scan of a kernel's dozens of bindings
/// dominated its profile).
#[derive(Clone, Default)]
pub(crate) struct Env {
    /// (variable id, binding, index of the binding it shadows or `NO_SLOT`).
    items: Vec<(u64, Binding, u32)>,
    latest: rustc_hash::FxHashMap<u64, u32>,
}

const NO_SLOT: u32 = u32::MAX;

impl Env {
    pub fn push(&mut self, (id, b): (u64, Binding)) {
        let pos = self.items.len() as u32;
        let prev = self.latest.insert(id, pos).unwrap_or(NO_SLOT);
        self.items.push((id, b, prev));
    }
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// Drops the bindings from `n` on, uncovering what they shadowed.
    pub fn truncate(&mut self, n: usize) {
        while self.items.len() > n {
            let Some((id, _, prev)) = self.items.pop() else {
                break;
            };
            if prev == NO_SLOT {
                self.latest.remove(&id);
            } else {
                self.latest.insert(id, prev);
            }
        }
    }
    #[inline]
    pub fn lookup(&self, id: u64) -> Option<&Binding> {
        self.latest.get(&id).map(|&i| &self.items[i as usize].1)
    }
    /// Replaces the binding at position `slot`.
    pub fn set(&mut self, slot: usize, b: Binding) {
        self.items[slot].1 = b;
    }
}

impl From<Vec<(u64, Binding)>> for Env {
    fn from(v: Vec<(u64, Binding)>) -> Self {
        let mut e = Env::default();
        for x in v {
            e.push(x);
        }
        e
    }
}

/// The state of one thread (or of the host) inside one function.
pub(crate) struct Ctx<'m> {
    pub env: Env,
    pub func: &'m str,
    pub kernel: Option<ThreadInfo>,
    /// Per-thread (or per-call) allocations: buffer id -> region.
    pub locals: Vec<(u64, u32)>,
    pub cur_stmt: Option<&'m Stmt>,
    pub dyn_smem: Option<i64>,
    /// The results of the warp calls of the statement being re-executed
    /// after its warp exchanged values: (call id, value).
    pub warp_results: Vec<(usize, Value)>,
    /// The statement being executed is re-executed after its warp exchange.
    pub warp_resumed: bool,
    /// The thread variables bound in this kernel, with their axis
    /// (`threadIdx.x` is 0).
    pub thread_axes: Vec<(u64, usize)>,
    /// The thread's `cp.async` copies still pending, oldest first.
    pub async_copies: AsyncCopies<'m>,
}

/// One thread's pending asynchronous copies ([`tirsat_ir::async_copy`]).
#[derive(Default)]
pub(crate) struct AsyncCopies<'m> {
    /// Issued and not complete: the committed group (`None` while
    /// uncommitted) and the copy.
    pub pending: Vec<(Option<u64>, PendingCopy<'m>)>,
    /// Groups committed so far.
    pub committed: u64,
}

/// A copy in flight: the bytes read at its issue, to be written at `offset`
/// of shared region `region` when it completes.
pub(crate) struct PendingCopy<'m> {
    pub id: u32,
    pub region: u32,
    pub offset: i64,
    pub data: Vec<u8>,
    /// The copied bytes are poison (some source byte was).
    pub poison: Option<u32>,
    pub stmt: Option<&'m Stmt>,
}

impl<'m> Ctx<'m> {
    pub fn new(func: &'m str, env: impl Into<Env>) -> Self {
        Ctx {
            env: env.into(),
            func,
            kernel: None,
            locals: Vec::new(),
            cur_stmt: None,
            dyn_smem: None,
            warp_results: Vec::new(),
            warp_resumed: false,
            thread_axes: Vec::new(),
            async_copies: AsyncCopies::default(),
        }
    }
    #[inline]
    pub fn lookup(&self, id: u64) -> Option<&Binding> {
        self.env.lookup(id)
    }
}

enum Frame<'m> {
    Seq {
        items: &'m [Stmt],
        next: usize,
        mark: usize,
    },
    For {
        var: &'m Var,
        slot: usize,
        cur: i64,
        end: i64,
        step: i64,
        dtype: DataType,
        body: &'m Stmt,
        mark: usize,
    },
    While {
        stmt: &'m Stmt,
        cond: &'m Expr,
        body: &'m Stmt,
        iters: u64,
    },
    /// A cp.async commit after the body of its queue scope.
    Commit,
}

/// Why a thread stopped.
#[derive(Clone, Copy)]
pub(crate) enum Yield<'m> {
    Done,
    Barrier(&'m Stmt),
    /// At a statement with warp calls, its operands posted
    /// ([`Machine::posted`]); the statement runs again once its warp has
    /// exchanged values.
    Warp(&'m Stmt),
}

/// A resumable execution of a statement list.
pub(crate) struct Machine<'m> {
    pub ctx: Ctx<'m>,
    stack: Vec<Frame<'m>>,
    pub ret: Value,
    pub finished: bool,
    /// The warp calls posted at the statement the thread stopped at.
    pub posted: Vec<warp::Posted>,
    /// The operands posted at the `tvm_thread_allreduce` the thread stopped at.
    pub reduce: Option<allreduce::ReducePost>,
}

impl<'m> Machine<'m> {
    pub fn new(ctx: Ctx<'m>, body: &'m Stmt) -> Self {
        let mark = ctx.env.len();
        Machine {
            ctx,
            stack: vec![Frame::Seq {
                items: body.as_seq(),
                next: 0,
                mark,
            }],
            ret: Value::Void,
            finished: false,
            posted: Vec::new(),
            reduce: None,
        }
    }

    fn push_body(&mut self, body: &'m Stmt) {
        let mark = self.ctx.env.len();
        self.stack.push(Frame::Seq {
            items: body.as_seq(),
            next: 0,
            mark,
        });
    }

    /// Runs until the thread finishes or reaches a barrier.
    pub fn run(&mut self, it: &mut Interpreter<'m>) -> R<Yield<'m>> {
        loop {
            let Some(top) = self.stack.last_mut() else {
                self.finished = true;
                return Ok(Yield::Done);
            };
            match top {
                Frame::Seq { items, next, mark } => {
                    let its: &'m [Stmt] = items;
                    if *next < its.len() {
                        let s: &'m Stmt = &its[*next];
                        *next += 1;
                        it.tick()?;
                        if let Some(y) = it.exec(self, s)? {
                            match y {
                                Yield::Done => self.finished = true,
                                // Run the statement again after the exchange.
                                Yield::Warp(_) => {
                                    if let Some(Frame::Seq { next, .. }) = self.stack.last_mut() {
                                        *next -= 1;
                                    }
                                }
                                Yield::Barrier(_) => {}
                            }
                            return Ok(y);
                        }
                    } else {
                        let m = *mark;
                        self.stack.pop();
                        self.ctx.env.truncate(m);
                    }
                }
                Frame::For {
                    var,
                    slot,
                    cur,
                    end,
                    step,
                    dtype,
                    body,
                    mark,
                } => {
                    if *cur < *end {
                        let v = wrap_int(*dtype, *cur);
                        if v != *cur && dtype.is_int() {
                            let (dt, c, var) = (*dtype, *cur, *var);
                            let place = var as *const Var as usize;
                            it.undefined.record(self.ctx.func, place, || {
                                (
                                    format!(
                                        "{dt} overflow: loop variable {} reaches {c}",
                                        var.name()
                                    ),
                                    format!("for {} in ...", var.name()),
                                )
                            });
                        }
                        *cur = cur.saturating_add(*step);
                        let (slot, body) = (*slot, *body);
                        it.tick()?;
                        self.ctx.env.set(slot, Binding::Val(Value::int(v)));
                        self.push_body(body);
                    } else {
                        let m = *mark;
                        self.stack.pop();
                        self.ctx.env.truncate(m);
                    }
                }
                Frame::While {
                    stmt,
                    cond,
                    body,
                    iters,
                } => {
                    *iters += 1;
                    if *iters > it.config.max_while_iterations {
                        return err(
                            ErrorKind::StepLimit,
                            format!(
                                "while loop ran more than {} iterations: {}",
                                it.config.max_while_iterations,
                                describe_stmt(stmt)
                            ),
                        );
                    }
                    let (stmt, cond, body) = (*stmt, *cond, *body);
                    it.tick()?;
                    self.ctx.cur_stmt = Some(stmt);
                    if it.eval_cond(&mut self.ctx, cond)? {
                        self.push_body(body);
                    } else {
                        self.stack.pop();
                    }
                }
                Frame::Commit => {
                    self.stack.pop();
                    it.async_group_op(&mut self.ctx, AsyncOp::Commit)?;
                }
            }
        }
    }
}

/// Parses `blockIdx.x` / `threadIdx.z`: (is a block index, axis).
pub(crate) fn parse_tag(tag: &str) -> Option<(bool, usize)> {
    let (kind, axis) = tag.split_once('.')?;
    let block = match kind {
        "blockIdx" => true,
        "threadIdx" => false,
        _ => return None,
    };
    let axis = match axis {
        "x" => 0,
        "y" => 1,
        "z" => 2,
        _ => return None,
    };
    Some((block, axis))
}

/// The device of a module's tensors: the first non-CPU target of its
/// functions, else CPU.
pub(crate) fn module_device_type(module: &IRModule) -> i32 {
    module
        .functions
        .values()
        .filter_map(|f| f.target())
        .map(|t| t.device_type())
        .find(|d| *d != tirsat_ir::device::CPU)
        .unwrap_or(tirsat_ir::device::CPU) as i32
}

/// The thread axis of a `thread_extent` node: its tag and its variable. A
/// thread IterVar names both. A bare variable (TVM's `T.attr(v,
/// "thread_extent", n)`, which TVM's passes accept and its code generators do
/// not) names no tag: the interpreter runs it as `threadIdx.x`, so a second
/// `threadIdx.x` region of another extent in the same kernel is an error
/// ("conflicting extents") and one of the same extent shares its coordinate.
fn thread_axis(node: &AttrNode) -> Option<(&str, &Var)> {
    match node {
        AttrNode::IterVar(iv) => Some((iv.thread_tag(), iv.var())),
        AttrNode::Expr(e) => e.as_var().map(|v| ("threadIdx.x", v)),
        _ => None,
    }
}

/// The message of a failed `T.Assert`: its parts, strings as they are.
fn assert_message(kind: &str, parts: &[Expr]) -> String {
    let msg: String = parts
        .iter()
        .map(|p| match p.kind() {
            ExprKind::Str(s) => s.to_string(),
            ExprKind::Meta { key, index } => format!("<metadata {key}[{index}]>"),
            _ => super::race::describe_expr(p),
        })
        .collect();
    format!("{kind}: {msg}")
}

/// Why a schedulable block or a TIRx statement does not run.
fn not_lowered(s: &Stmt) -> String {
    match s.kind() {
        StmtKind::Block { block, .. } => format!(
            "the interpreter does not execute schedulable blocks (T.sblock(\"{}\")); lower them first",
            block.name
        ),
        StmtKind::Tirx(t) => format!(
            "the interpreter does not execute TIRx statements ({}); lower them first",
            t.describe()
        ),
        _ => format!("the interpreter does not execute {}", describe_stmt(s)),
    }
}

/// Expressions that can be evaluated ahead of time without side effects.
fn is_pure(e: &Expr) -> bool {
    match e.kind() {
        ExprKind::Load { .. } | ExprKind::Meta { .. } => false,
        ExprKind::Call { op, .. } => {
            let Some(n) = op.as_builtin() else {
                return false;
            };
            let ok = matches!(
                n,
                builtin::IF_THEN_ELSE
                    | builtin::REINTERPRET
                    | builtin::LIKELY
                    | builtin::SHIFT_LEFT
                    | builtin::SHIFT_RIGHT
                    | builtin::BITWISE_AND
                    | builtin::BITWISE_OR
                    | builtin::BITWISE_XOR
                    | builtin::BITWISE_NOT
            ) || super::ops::math1(n, 0.0).is_some();
            ok && e.children().into_iter().all(is_pure)
        }
        _ => e.children().into_iter().all(is_pure),
    }
}

/// The interpreter of one module.
pub struct Interpreter<'m> {
    pub(crate) module: &'m IRModule,
    pub(crate) config: InterpConfig,
    pub(crate) mem: Memory,
    pub(crate) races: RaceTracker<'m>,
    /// Undefined integer operations met so far.
    pub(crate) undefined: UndefinedLog,
    steps: u64,
    depth: u32,
    pub(crate) grid: Option<Grid>,
    /// Shared allocations of the running block: (buffer id, region, bytes).
    block_shared: Vec<(u64, u32, u64)>,
    /// `global`-scope allocations inside the running kernel, one per launch.
    launch_global: Vec<(u64, u32, u64)>,
    /// Poison values of the run ([`super::poison`]).
    pub(crate) poison: super::poison::PoisonTable,
    /// Launches whose blocks were sampled.
    pub(crate) sampled: Vec<super::sample::SampledLaunch>,
    /// The module calls warp intrinsics (statements are checked for them).
    has_warp_calls: bool,
    /// The module's `tvm_thread_allreduce` statements, with their reducers.
    reducers: HashMap<usize, Option<&'m CommReducer>>,
}

impl<'m> Interpreter<'m> {
    /// An interpreter of `module` with the given limits.
    pub fn new(module: &'m IRModule, config: InterpConfig) -> Self {
        let mem = Memory::new(config.max_memory_bytes);
        let races = RaceTracker::new(config.max_race_reports);
        let undefined = UndefinedLog::new(config.max_undefined_reports);
        Interpreter {
            module,
            config,
            mem,
            races,
            undefined,
            steps: 0,
            depth: 0,
            grid: None,
            block_shared: Vec::new(),
            launch_global: Vec::new(),
            poison: Default::default(),
            sampled: Vec::new(),
            has_warp_calls: module
                .functions
                .values()
                .any(|f| warp::mentions_warp_calls(&f.body)),
            reducers: allreduce::reducers(module),
        }
    }

    #[inline]
    pub(crate) fn tick(&mut self) -> R<()> {
        self.steps += 1;
        if self.steps & 0xffff == 0 || self.steps > self.config.max_steps {
            return self.tick_slow();
        }
        Ok(())
    }

    /// The step limit and the cancel flag (checked every 65,536 steps).
    #[cold]
    fn tick_slow(&mut self) -> R<()> {
        if self.steps > self.config.max_steps {
            return err(
                ErrorKind::StepLimit,
                format!(
                    "more than {} steps (raise it with --max-steps / max_steps)",
                    self.config.max_steps
                ),
            );
        }
        if let Some(c) = &self.config.cancel
            && c.load(std::sync::atomic::Ordering::Relaxed)
        {
            return err(
                ErrorKind::Cancelled,
                format!("stopped after {} steps", self.steps),
            );
        }
        Ok(())
    }

    /// Executes one statement; `Some` when the thread stops.
    fn exec(&mut self, m: &mut Machine<'m>, s: &'m Stmt) -> R<Option<Yield<'m>>> {
        tirsat_ir::stack::deeper(|| self.exec_at(m, s))
    }

    fn exec_at(&mut self, m: &mut Machine<'m>, s: &'m Stmt) -> R<Option<Yield<'m>>> {
        m.ctx.cur_stmt = Some(s);
        if m.ctx.warp_resumed {
            m.ctx.warp_resumed = false;
            let r = if self.reducers.is_empty() || allreduce::call_of(s).is_none() {
                self.exec_inner(m, s)
            } else {
                self.finish_allreduce(m, s).map(|()| None)
            };
            m.ctx.warp_results.clear();
            return r;
        }
        if m.ctx.kernel.is_some()
            && let StmtKind::Evaluate(e) = s.kind()
            && let Some(args) = e.as_builtin_call(builtin::TVM_STORAGE_SYNC)
            && args.first().and_then(|a| a.as_str()) == Some("warp")
        {
            // `__syncwarp()`: the lanes at it meet (and order their memory accesses).
            m.posted.clear();
            return Ok(Some(Yield::Warp(s)));
        }
        if !self.reducers.is_empty()
            && let Some(args) = allreduce::call_of(s)
        {
            return self.post_allreduce(m, s, args).map(Some);
        }
        if self.has_warp_calls
            && matches!(
                s.kind(),
                StmtKind::Store { .. } | StmtKind::Bind { .. } | StmtKind::Evaluate(_)
            )
        {
            let calls = warp::calls_of(s)?;
            if !calls.is_empty() {
                return self.post_warp_calls(m, s, &calls).map(Some);
            }
        }
        self.exec_inner(m, s)
    }

    /// Evaluates the operands of the warp calls of `s` and stops the thread.
    fn post_warp_calls(
        &mut self,
        m: &mut Machine<'m>,
        s: &'m Stmt,
        calls: &[&'m Expr],
    ) -> R<Yield<'m>> {
        if m.ctx.kernel.is_none() {
            return err(
                ErrorKind::Invalid,
                format!("a warp intrinsic outside a kernel: {}", describe_stmt(s)),
            );
        }
        m.posted.clear();
        for &call in calls {
            let op = warp::WarpOp::of_expr(call).expect("a warp call");
            let ExprKind::Call { args, .. } = call.kind() else {
                unreachable!("a warp call is a call")
            };
            let mut p = warp::Posted {
                call: warp::call_id(call),
                op,
                mask: u64::MAX,
                value: Value::Void,
                lane: 0,
                width: i64::from(warp::WARP_SIZE),
            };
            if op != warp::WarpOp::ActiveMask {
                if args.len() != 5 {
                    return err(
                        ErrorKind::Invalid,
                        format!("a warp shuffle with {} operands (5)", args.len()),
                    );
                }
                p.mask = self.eval_int(&mut m.ctx, &args[0])? as u64 & 0xffff_ffff;
                p.value = self.eval(&mut m.ctx, &args[1])?;
                p.lane = self.eval_int(&mut m.ctx, &args[2])?;
                p.width = self.eval_int(&mut m.ctx, &args[3])?;
                let ws = self.eval_int(&mut m.ctx, &args[4])?;
                if ws != i64::from(warp::WARP_SIZE) {
                    return err(
                        ErrorKind::Unsupported,
                        format!(
                            "a warp shuffle with warp size {ws} (CUDA's is {})",
                            warp::WARP_SIZE
                        ),
                    );
                }
            }
            m.posted.push(p);
        }
        Ok(Yield::Warp(s))
    }

    /// Evaluates the operands of a `tvm_thread_allreduce` and stops the
    /// thread until its group has combined them.
    fn post_allreduce(
        &mut self,
        m: &mut Machine<'m>,
        s: &'m Stmt,
        args: &'m [Expr],
    ) -> R<Yield<'m>> {
        let (Some(info), Some(grid)) = (m.ctx.kernel, self.grid) else {
            return err(
                ErrorKind::Invalid,
                format!(
                    "tvm_thread_allreduce outside a kernel: {}",
                    describe_stmt(s)
                ),
            );
        };
        let Some(&Some(reducer)) = self.reducers.get(&(std::ptr::from_ref(s) as usize)) else {
            return err(
                ErrorKind::Invalid,
                format!(
                    "tvm_thread_allreduce outside a reduce_scope attribute: {}",
                    describe_stmt(s)
                ),
            );
        };
        let ops = allreduce::operands(args, reducer)?;
        let mut group = info.thread;
        let mut size = 1i64;
        for t in ops.threads {
            let ExprKind::Var(v) = t.kind() else {
                return err(
                    ErrorKind::Invalid,
                    format!(
                        "tvm_thread_allreduce over `{}`, not a thread variable",
                        super::race::describe_expr(t)
                    ),
                );
            };
            let Some(&(_, axis)) = m.ctx.thread_axes.iter().rev().find(|(id, _)| *id == v.id())
            else {
                return err(
                    ErrorKind::Invalid,
                    format!("tvm_thread_allreduce over {v}, which is not a bound thread index"),
                );
            };
            if group[axis] >= 0 {
                group[axis] = -1;
                size = size.saturating_mul(grid.thread[axis]);
            }
        }
        let mut values = Vec::with_capacity(ops.values.len());
        for v in ops.values {
            values.push(self.eval(&mut m.ctx, v)?);
        }
        let cond = self.eval_cond(&mut m.ctx, ops.cond)?;
        m.posted.clear();
        m.reduce = Some(allreduce::ReducePost {
            group,
            size,
            values,
            cond,
        });
        Ok(Yield::Warp(s))
    }

    /// Stores the result of a `tvm_thread_allreduce` its group combined.
    fn finish_allreduce(&mut self, m: &mut Machine<'m>, s: &'m Stmt) -> R<()> {
        let args = allreduce::call_of(s).expect("an allreduce statement");
        let Some(&Some(reducer)) = self.reducers.get(&(std::ptr::from_ref(s) as usize)) else {
            unreachable!("posted, so it has a reducer")
        };
        let ops = allreduce::operands(args, reducer)?;
        let results = std::mem::take(&mut m.ctx.warp_results);
        for (r, (_, v)) in ops.results.iter().zip(results) {
            let ExprKind::Load { buffer, indices } = r.kind() else {
                unreachable!("operands checks the results")
            };
            let mut idx = Vec::with_capacity(indices.len());
            for i in indices {
                idx.push(self.eval(&mut m.ctx, i)?);
            }
            let v = self.coerce(r.ty(), v)?;
            self.store(&mut m.ctx, buffer, &idx, v)?;
        }
        Ok(())
    }

    /// Combines the values a reduction group posted (in thread order).
    fn combine_group(
        &mut self,
        func: &'m str,
        s: &'m Stmt,
        members: &[&allreduce::ReducePost],
    ) -> R<Vec<Value>> {
        allreduce::check_group(members)?;
        let Some(&Some(r)) = self.reducers.get(&(std::ptr::from_ref(s) as usize)) else {
            unreachable!("posted, so it has a reducer")
        };
        let mut ctx = Ctx::new(func, Vec::new());
        let mut identity = Vec::with_capacity(r.len());
        for e in r.identity() {
            identity.push(self.eval(&mut ctx, e)?);
        }
        allreduce::combine(identity, members, |acc, next| {
            let mark = ctx.env.len();
            for (v, x) in r.lhs().iter().zip(acc).chain(r.rhs().iter().zip(next)) {
                let x = self.coerce(v.ty(), x.clone())?;
                ctx.env.push((v.id(), Binding::Val(x)));
            }
            let mut out = Vec::with_capacity(r.len());
            for e in r.result() {
                out.push(self.eval(&mut ctx, e)?);
            }
            ctx.env.truncate(mark);
            Ok(out)
        })
    }

    /// Executes one statement (its warp calls, if any, exchanged).
    fn exec_inner(&mut self, m: &mut Machine<'m>, s: &'m Stmt) -> R<Option<Yield<'m>>> {
        match s.kind() {
            StmtKind::Seq(v) => {
                let mark = m.ctx.env.len();
                m.stack.push(Frame::Seq {
                    items: v,
                    next: 0,
                    mark,
                });
            }
            StmtKind::AllocBuffer { buffer, .. } => {
                let view = self.alloc_buffer(&mut m.ctx, buffer)?;
                m.ctx.env.push((buffer.id(), Binding::Buf(Arc::new(view))));
            }
            StmtKind::DeclBuffer { buffer, data } => {
                let ptr = self.eval_ptr(&mut m.ctx, data)?;
                let view = self.make_view(&mut m.ctx, buffer, ptr, None)?;
                m.ctx.env.push((buffer.id(), Binding::Buf(Arc::new(view))));
            }
            StmtKind::Attr {
                node,
                key,
                value,
                body,
            } => return self.exec_attr(m, s, node, key, value, body),
            StmtKind::Bind { var, value } => {
                let v = self.eval(&mut m.ctx, value)?;
                let mut v = self.coerce(var.ty(), v)?;
                if v.poison().is_some() {
                    v = self.carry_poison(v, s);
                }
                m.ctx.env.push((var.id(), Binding::Val(v)));
            }
            StmtKind::For {
                var,
                min,
                extent,
                step,
                kind,
                body,
                ..
            } => self.exec_for(m, var, min, extent, step.as_ref(), *kind, body)?,
            StmtKind::While { cond, body } => {
                m.stack.push(Frame::While {
                    stmt: s,
                    cond,
                    body,
                    iters: 0,
                });
            }
            StmtKind::If {
                cond,
                then_case,
                else_case,
            } => {
                if self.eval_cond(&mut m.ctx, cond)? {
                    m.push_body(then_case);
                } else if let Some(e) = else_case {
                    m.push_body(e);
                }
            }
            StmtKind::Assert { cond, kind, parts } => {
                if !self.eval_cond(&mut m.ctx, cond)? {
                    return err(ErrorKind::AssertFailed, assert_message(kind, parts));
                }
            }
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                let v = self.eval(&mut m.ctx, value)?;
                if let [i] = indices.as_slice() {
                    let i = self.eval(&mut m.ctx, i)?;
                    self.store(&mut m.ctx, buffer, std::slice::from_ref(&i), v)?;
                    return Ok(None);
                }
                let mut idx = Vec::with_capacity(indices.len());
                for i in indices {
                    idx.push(self.eval(&mut m.ctx, i)?);
                }
                self.store(&mut m.ctx, buffer, &idx, v)?;
            }
            StmtKind::Evaluate(e) => return self.exec_evaluate(m, s, e),
            StmtKind::Return(e) => {
                m.ret = if e.ty().is_void() {
                    Value::Void
                } else {
                    self.eval(&mut m.ctx, e)?
                };
                m.stack.clear();
                return Ok(Some(Yield::Done));
            }
            StmtKind::Block { .. } | StmtKind::Tirx(_) => {
                return err(ErrorKind::Unsupported, not_lowered(s));
            }
        }
        Ok(None)
    }

    /// An attribute region: a thread axis (the first one met in host code
    /// launches the kernel), the dynamic shared memory size, or a body run as is.
    fn exec_attr(
        &mut self,
        m: &mut Machine<'m>,
        s: &'m Stmt,
        node: &'m AttrNode,
        key: &str,
        value: &'m Expr,
        body: &'m Stmt,
    ) -> R<Option<Yield<'m>>> {
        if key == keys::THREAD_EXTENT {
            let Some((tag, var)) = thread_axis(node) else {
                return err(
                    ErrorKind::Unsupported,
                    format!(
                        "thread_extent whose node is neither an IterVar nor a variable: {}",
                        describe_stmt(s)
                    ),
                );
            };
            let Some(info) = m.ctx.kernel else {
                self.launch_region(&m.ctx, s)?;
                return Ok(None);
            };
            let coord = self.thread_coord(&mut m.ctx, info, tag, value)?;
            if let Some((false, axis)) = parse_tag(tag) {
                m.ctx.thread_axes.push((var.id(), axis));
            }
            let mark = m.ctx.env.len();
            m.ctx.env.push((var.id(), Binding::Val(Value::int(coord))));
            m.stack.push(Frame::Seq {
                items: body.as_seq(),
                next: 0,
                mark,
            });
        } else if key == keys::VIRTUAL_THREAD {
            return err(
                ErrorKind::Unsupported,
                "virtual_thread regions (lower them first)",
            );
        } else if key == async_copy::COMMIT_SCOPE || key == async_copy::WAIT_SCOPE {
            // cp.async queue scopes: commit after the body, or wait first.
            let Some(op) = async_copy::stmt_op(s) else {
                return err(
                    ErrorKind::Unsupported,
                    format!(
                        "{} (queue 0 with a constant async_wait_inflight_count runs)",
                        describe_stmt(s)
                    ),
                );
            };
            if op.is_wait() {
                self.async_group_op(&mut m.ctx, op)?;
            } else {
                m.stack.push(Frame::Commit);
            }
            m.push_body(body);
        } else {
            if key == keys::DYN_SMEM_BYTES {
                m.ctx.dyn_smem = Some(self.eval_int(&mut m.ctx, value)?);
            }
            m.push_body(body);
        }
        Ok(None)
    }

    /// Enters a serial loop (a thread-binding loop is an error: lower it first).
    #[allow(clippy::too_many_arguments)]
    fn exec_for(
        &mut self,
        m: &mut Machine<'m>,
        var: &'m Var,
        min: &'m Expr,
        extent: &'m Expr,
        step: Option<&'m Expr>,
        kind: ForKind,
        body: &'m Stmt,
    ) -> R<()> {
        if kind == ForKind::ThreadBinding {
            return err(
                ErrorKind::Unsupported,
                format!("thread-binding loop over {var} (lower it to thread_extent first)"),
            );
        }
        let lo = self.eval_int(&mut m.ctx, min)?;
        let ext = self.eval_int(&mut m.ctx, extent)?;
        let step = match step {
            Some(s) => self.eval_int(&mut m.ctx, s)?,
            None => 1,
        };
        if step <= 0 {
            return err(
                ErrorKind::Invalid,
                format!("loop over {var} with step {step}"),
            );
        }
        let mark = m.ctx.env.len();
        m.ctx.env.push((var.id(), Binding::Val(Value::int(lo))));
        m.stack.push(Frame::For {
            var,
            slot: mark,
            cur: lo,
            end: lo.saturating_add(ext.max(0)),
            step,
            dtype: var.dtype(),
            body,
            mark,
        });
        Ok(())
    }

    /// An evaluated expression: a barrier, `T.ret`, or a call run for its effects.
    fn exec_evaluate(
        &mut self,
        m: &mut Machine<'m>,
        s: &'m Stmt,
        e: &'m Expr,
    ) -> R<Option<Yield<'m>>> {
        if let Some(args) = e.as_builtin_call(builtin::TVM_STORAGE_SYNC) {
            return self.barrier(&m.ctx, s, args);
        }
        if let Some(args) = e.as_builtin_call(builtin::RET) {
            let v = match args.first() {
                Some(a) => self.eval(&mut m.ctx, a)?,
                None => Value::Void,
            };
            m.ret = v;
            m.stack.clear();
            return Ok(Some(Yield::Done));
        }
        self.eval(&mut m.ctx, e)?;
        Ok(None)
    }

    fn barrier(&mut self, ctx: &Ctx<'m>, s: &'m Stmt, args: &[Expr]) -> R<Option<Yield<'m>>> {
        let scope = args.first().and_then(|a| a.as_str()).unwrap_or("shared");
        if ctx.kernel.is_none() {
            return err(
                ErrorKind::Invalid,
                format!("tvm_storage_sync(\"{scope}\") outside a kernel"),
            );
        }
        match scope {
            "warp" => Ok(None),
            "global" => err(
                ErrorKind::Unsupported,
                "grid-wide tvm_storage_sync(\"global\")",
            ),
            _ => Ok(Some(Yield::Barrier(s))),
        }
    }

    /// The coordinate of the current thread for `tag`, checking that the
    /// region's extent agrees with the launch.
    fn thread_coord(
        &mut self,
        ctx: &mut Ctx<'m>,
        info: ThreadInfo,
        tag: &str,
        extent: &'m Expr,
    ) -> R<i64> {
        let Some((is_block, axis)) = parse_tag(tag) else {
            return err(ErrorKind::Unsupported, format!("thread tag \"{tag}\""));
        };
        let Some(grid) = self.grid else {
            return err(
                ErrorKind::Invalid,
                format!("{tag} outside a running kernel"),
            );
        };
        let ext = self.eval_int(ctx, extent)?;
        let launched = if is_block {
            grid.block[axis]
        } else {
            grid.thread[axis]
        };
        if ext != launched {
            return err(
                ErrorKind::Invalid,
                format!(
                    "the thread_extent of {tag} is {ext} but the kernel was launched with {launched}"
                ),
            );
        }
        Ok(if is_block {
            info.block[axis]
        } else {
            info.thread[axis]
        })
    }

    /// Finds the thread extents of a kernel body without running it.
    fn discover(&mut self, ctx: &mut Ctx<'m>, s: &'m Stmt, tags: &mut Vec<(String, i64)>) -> R<()> {
        tirsat_ir::stack::deeper(|| self.discover_at(ctx, s, tags))
    }

    fn discover_at(
        &mut self,
        ctx: &mut Ctx<'m>,
        s: &'m Stmt,
        tags: &mut Vec<(String, i64)>,
    ) -> R<()> {
        match s.kind() {
            StmtKind::Seq(v) => {
                let mark = ctx.env.len();
                for x in v {
                    if let StmtKind::Bind { var, value } = x.kind() {
                        if is_pure(value)
                            && let Ok(val) = self.eval(ctx, value)
                        {
                            ctx.env.push((var.id(), Binding::Val(val)));
                        }
                    } else {
                        self.discover(ctx, x, tags)?;
                    }
                }
                ctx.env.truncate(mark);
            }
            StmtKind::Attr {
                node,
                key,
                value,
                body,
            } => {
                if key == keys::THREAD_EXTENT
                    && let Some((tag, _)) = thread_axis(node)
                {
                    if parse_tag(tag).is_none() {
                        return err(ErrorKind::Unsupported, format!("thread tag \"{tag}\""));
                    }
                    let ext = self.eval_int(ctx, value).map_err(|e| {
                        InterpError::new(
                            e.kind,
                            format!(
                                "cannot evaluate the extent of {tag} at launch: {}",
                                e.message
                            ),
                        )
                    })?;
                    if let Some((_, e0)) = tags.iter().find(|(t, _)| t == tag) {
                        if *e0 != ext {
                            return err(
                                ErrorKind::Invalid,
                                format!(
                                    "conflicting extents {e0} and {ext} for {tag} in one kernel"
                                ),
                            );
                        }
                    } else {
                        tags.push((tag.to_string(), ext));
                    }
                }
                self.discover(ctx, body, tags)?;
            }
            StmtKind::For { body, .. } | StmtKind::While { body, .. } => {
                self.discover(ctx, body, tags)?;
            }
            StmtKind::If {
                then_case,
                else_case,
                ..
            } => {
                self.discover(ctx, then_case, tags)?;
                if let Some(e) = else_case {
                    self.discover(ctx, e, tags)?;
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Launches the kernel whose outermost `thread_extent` host code reached.
    fn launch_region(&mut self, ctx: &Ctx<'m>, s: &'m Stmt) -> R<()> {
        let mut scratch = Ctx::new(ctx.func, ctx.env.clone());
        let mut tags = Vec::new();
        self.discover(&mut scratch, s, &mut tags)?;
        let mut grid = Grid {
            block: [1; 3],
            thread: [1; 3],
            dyn_smem: None,
        };
        for (tag, ext) in &tags {
            if let Some((b, a)) = parse_tag(tag) {
                if b {
                    grid.block[a] = *ext;
                } else {
                    grid.thread[a] = *ext;
                }
            }
        }
        self.run_grid(grid, ctx.func, s, ctx.env.clone(), ctx.dyn_smem)
    }

    /// Launches kernel function `name` with the given launch parameters.
    pub(crate) fn launch_function(
        &mut self,
        name: &'m str,
        func: &'m PrimFunc,
        args: Vec<Value>,
        params: &[String],
        values: &[Value],
    ) -> R<()> {
        let env = self.bind_params(name, func, args)?;
        let mut grid = Grid {
            block: [1; 3],
            thread: [1; 3],
            dyn_smem: None,
        };
        let mut vi = 0;
        let mut next_value = |what: &str| -> R<i64> {
            let v = values.get(vi).and_then(Value::as_int).ok_or_else(|| {
                InterpError::new(
                    ErrorKind::Invalid,
                    format!("launch of {name}: missing or non-integer launch value for {what} (launch params {params:?})"),
                )
            })?;
            vi += 1;
            Ok(v)
        };
        for tag in params {
            if tag == keys::USE_DYN_SHARED_MEMORY {
                grid.dyn_smem = Some(next_value(tag)?);
            } else if tag == keys::USE_PDL || tag == keys::USE_COOPERATIVE_LAUNCH {
            } else if let Some((b, a)) = parse_tag(tag) {
                let v = next_value(tag)?;
                if b {
                    grid.block[a] = v;
                } else {
                    grid.thread[a] = v;
                }
            } else {
                return err(
                    ErrorKind::Unsupported,
                    format!("launch of {name}: launch parameter \"{tag}\""),
                );
            }
        }
        if vi != values.len() {
            return err(
                ErrorKind::Invalid,
                format!(
                    "launch of {name}: {} launch values for launch params {params:?}",
                    values.len()
                ),
            );
        }
        let mut scratch = Ctx::new(name, env.clone());
        let mut tags = Vec::new();
        self.discover(&mut scratch, &func.body, &mut tags)?;
        for (tag, ext) in &tags {
            if let Some((b, a)) = parse_tag(tag) {
                let launched = if b { grid.block[a] } else { grid.thread[a] };
                if launched != *ext {
                    return err(
                        ErrorKind::Invalid,
                        format!(
                            "kernel {name} runs {tag} over {ext} but is launched with {launched}"
                        ),
                    );
                }
            }
        }
        self.run_grid(grid, name, &func.body, env, None)
    }

    fn run_grid(
        &mut self,
        grid: Grid,
        func: &'m str,
        start: &'m Stmt,
        env: Env,
        dyn_smem: Option<i64>,
    ) -> R<()> {
        if self.grid.is_some() {
            return err(ErrorKind::Unsupported, "a kernel launch inside a kernel");
        }
        let count = |v: &[i64; 3]| v.iter().fold(1i64, |a, x| a.saturating_mul((*x).max(0)));
        let threads = count(&grid.thread);
        let blocks = count(&grid.block);
        if grid.thread.iter().chain(&grid.block).any(|x| *x < 0) {
            return err(
                ErrorKind::Invalid,
                format!("negative launch extents {grid:?}"),
            );
        }
        if threads > self.config.max_threads_per_block {
            return err(
                ErrorKind::MemoryLimit,
                format!(
                    "{threads} threads per block (limit {})",
                    self.config.max_threads_per_block
                ),
            );
        }
        if blocks > self.config.max_blocks && self.config.blocks == super::sample::Blocks::All {
            return err(
                ErrorKind::MemoryLimit,
                format!("{blocks} blocks (limit {})", self.config.max_blocks),
            );
        }
        self.grid = Some(grid);
        let r = self.run_blocks(grid, func, start, &env, dyn_smem);
        self.grid = None;
        for (_, region, _) in std::mem::take(&mut self.block_shared)
            .into_iter()
            .chain(std::mem::take(&mut self.launch_global))
        {
            self.mem.free(region);
        }
        r
    }

    fn run_blocks(
        &mut self,
        grid: Grid,
        func: &'m str,
        start: &'m Stmt,
        env: &Env,
        dyn_smem: Option<i64>,
    ) -> R<()> {
        let [tx, ty, tz] = grid.thread;
        let total = grid
            .block
            .iter()
            .fold(1u64, |a, x| a.saturating_mul((*x).max(0) as u64));
        let chosen = super::sample::choose(self.config.blocks, start, env, grid.block, grid.thread);
        if let Some(c) = &chosen {
            self.sampled.push(super::sample::SampledLaunch {
                kernel: func.to_string(),
                grid: grid.block,
                blocks: c.clone(),
            });
        }
        let count = chosen.as_ref().map_or(total, |c| c.len() as u64);
        for i in 0..count {
            let b = chosen.as_ref().map_or(i, |c| c[i as usize]);
            let block = super::sample::block_coords(b, grid.block);
            self.races.begin_block(func, block, grid.thread);
            let mut machines = Vec::with_capacity((tx * ty * tz) as usize);
            for z in 0..tz {
                for y in 0..ty {
                    for x in 0..tx {
                        let tid = ((z * ty + y) * tx + x) as u32;
                        let mut ctx = Ctx::new(func, env.clone());
                        ctx.kernel = Some(ThreadInfo {
                            tid,
                            block,
                            thread: [x, y, z],
                        });
                        ctx.dyn_smem = dyn_smem;
                        machines.push(Machine::new(ctx, start));
                    }
                }
            }
            let r = self.run_phases(&mut machines);
            for m in &machines {
                for (_, region) in &m.ctx.locals {
                    self.mem.free(*region);
                }
            }
            for (_, region, _) in std::mem::take(&mut self.block_shared) {
                self.mem.free(region);
            }
            r.map_err(|e| e.in_func(func))?;
        }
        Ok(())
    }

    /// `v` with its poison lanes carried on by statement `s`.
    pub(crate) fn carry_poison(&mut self, v: Value, s: &'m Stmt) -> Value {
        let mut step = |x: Scalar| match x {
            Scalar::Poison(p) => Scalar::Poison(self.poison.step(p, Some(s))),
            x => x,
        };
        match v {
            Value::Scalar(x) => Value::Scalar(step(x)),
            Value::Vector(l) => Value::Vector(l.into_iter().map(step).collect()),
            Value::Void => Value::Void,
        }
    }

    fn run_phases(&mut self, machines: &mut [Machine<'m>]) -> R<()> {
        loop {
            let stops = self.run_phase(machines)?;
            let mut at: Option<(&'m Stmt, [i64; 3])> = None;
            let mut done: Option<[i64; 3]> = None;
            for (m, y) in machines.iter().zip(&stops) {
                let me = m.ctx.kernel.map(|k| k.thread).unwrap_or([0; 3]);
                match *y {
                    Yield::Done => {
                        done.get_or_insert(me);
                    }
                    Yield::Barrier(b) => match at {
                        None => at = Some((b, me)),
                        Some((a, _)) if a.same_as(b) => {}
                        Some((a, t)) => {
                            return err(
                                ErrorKind::BarrierDivergence,
                                format!(
                                    "thread {t:?} waits at `{}` while thread {me:?} waits at `{}`",
                                    describe_stmt(a),
                                    describe_stmt(b)
                                ),
                            );
                        }
                    },
                    Yield::Warp(_) => unreachable!("warp exchanges end within a phase"),
                }
            }
            let Some((a, t)) = at else {
                return Ok(());
            };
            if let Some(d) = done {
                return err(
                    ErrorKind::BarrierDivergence,
                    format!(
                        "thread {t:?} waits at `{}` but thread {d:?} finished without reaching it",
                        describe_stmt(a)
                    ),
                );
            }
            self.races.next_phase();
        }
    }

    /// Runs every thread of a block to its next barrier or its end, the
    /// threads of a warp exchanging values where they stop at warp calls.
    fn run_phase(&mut self, machines: &mut [Machine<'m>]) -> R<Vec<Yield<'m>>> {
        let mut stops: Vec<Option<Yield<'m>>> = machines
            .iter()
            .map(|m| m.finished.then_some(Yield::Done))
            .collect();
        loop {
            for (m, y) in machines.iter_mut().zip(stops.iter_mut()) {
                if y.is_none() {
                    *y = Some(m.run(self).map_err(|e| e.in_func(m.ctx.func))?);
                }
            }
            // (warp, statement) -> the threads stopped there; (reduction
            // group, statement) for `tvm_thread_allreduce`.
            type Key = (Option<[i64; 3]>, u32, usize);
            let mut groups: std::collections::BTreeMap<Key, Vec<usize>> =
                std::collections::BTreeMap::new();
            for (i, (m, y)) in machines.iter().zip(&stops).enumerate() {
                if let Some(Yield::Warp(s)) = y {
                    let at = std::ptr::from_ref(*s) as usize;
                    let key = match &m.reduce {
                        Some(r) => (Some(r.group), 0, at),
                        None => (
                            None,
                            m.ctx.kernel.map_or(0, |k| k.tid) / warp::WARP_SIZE,
                            at,
                        ),
                    };
                    groups.entry(key).or_default().push(i);
                }
            }
            if groups.is_empty() {
                return Ok(stops
                    .into_iter()
                    .map(|y| y.expect("every thread stopped"))
                    .collect());
            }
            for (key, idxs) in &groups {
                if key.0.is_some() {
                    let first = &machines[idxs[0]].ctx;
                    let (func, at) = (first.func, first.cur_stmt.expect("stopped at a statement"));
                    let posts: Vec<&allreduce::ReducePost> = idxs
                        .iter()
                        .map(|&i| machines[i].reduce.as_ref().expect("posted"))
                        .collect();
                    let result = self.combine_group(func, at, &posts).map_err(|e| {
                        InterpError::new(
                            e.kind,
                            format!("{} at `{}`", e.message, describe_stmt(at)),
                        )
                        .in_func(func)
                    })?;
                    for &i in idxs {
                        let m = &mut machines[i];
                        m.reduce = None;
                        m.ctx.warp_results = result.iter().cloned().enumerate().collect();
                        m.ctx.warp_resumed = true;
                        stops[i] = None;
                    }
                    continue;
                }
                let lane = |i: usize| {
                    machines[i]
                        .ctx
                        .kernel
                        .map_or(0, |k| k.tid % warp::WARP_SIZE)
                };
                let members: Vec<(u32, &[warp::Posted])> = idxs
                    .iter()
                    .map(|&i| (lane(i), machines[i].posted.as_slice()))
                    .collect();
                let at_stmt = machines[idxs[0]].ctx.cur_stmt;
                let poison = &mut self.poison;
                let mut absent = |msg: String| {
                    poison.origin(at_stmt, "warp shuffle", || {
                        format!(
                            "{msg} in `{}`",
                            at_stmt.map(describe_stmt).unwrap_or_default()
                        )
                    })
                };
                let results = warp::resolve(&members, &mut absent).map_err(|e| {
                    let first = &machines[idxs[0]].ctx;
                    let at = first.cur_stmt.map(describe_stmt).unwrap_or_default();
                    InterpError::new(e.kind, format!("{} at `{at}`", e.message)).in_func(first.func)
                })?;
                // A warp barrier (no calls posted) orders memory; a shuffle
                // exchanges registers only, as in CUDA.
                if machines[idxs[0]].posted.is_empty() {
                    let tids: Vec<u32> = idxs
                        .iter()
                        .map(|&i| machines[i].ctx.kernel.map_or(0, |k| k.tid))
                        .collect();
                    self.races.warp_sync(&tids);
                }
                for (&i, vals) in idxs.iter().zip(results) {
                    let m = &mut machines[i];
                    m.ctx.warp_results = m.posted.drain(..).map(|p| p.call).zip(vals).collect();
                    m.ctx.warp_resumed = true;
                    stops[i] = None;
                }
            }
        }
    }

    /// Binds a function's parameters to argument values.
    pub(crate) fn bind_params(
        &mut self,
        name: &'m str,
        func: &'m PrimFunc,
        args: Vec<Value>,
    ) -> R<Env> {
        if args.len() != func.params.len() {
            return err(
                ErrorKind::Invalid,
                format!(
                    "function {name} takes {} arguments but is called with {}",
                    func.params.len(),
                    args.len()
                ),
            );
        }
        let mut ctx = Ctx::new(name, Vec::new());
        for (p, a) in func.params.iter().zip(&args) {
            if let Param::Var(v) = p {
                let val = self.coerce(v.ty(), a.clone()).map_err(|e| {
                    InterpError::new(
                        e.kind,
                        format!("parameter {} of {name}: {}", v.name(), e.message),
                    )
                })?;
                ctx.env.push((v.id(), Binding::Val(val)));
            }
        }
        for (p, a) in func.params.iter().zip(args) {
            if let Param::Buffer(b) = p {
                let ptr = match a {
                    Value::Scalar(s @ (Scalar::Ptr(_) | Scalar::Null)) => s,
                    other => {
                        return err(
                            ErrorKind::Invalid,
                            format!("buffer parameter {} of {name} given {other}", b.name()),
                        );
                    }
                };
                let view = self.make_view(&mut ctx, b, ptr, None)?;
                ctx.env.push((b.id(), Binding::Buf(Arc::new(view))));
            }
        }
        Ok(ctx.env)
    }

    /// Converts a value to a variable's or call's type.
    pub(crate) fn coerce(&self, ty: &Type, v: Value) -> R<Value> {
        let dt = match ty {
            Type::Void => return Ok(Value::Void),
            Type::Pointer { .. } | Type::TensorMap => DataType::handle(),
            Type::Prim(dt) => *dt,
        };
        if dt.is_void() {
            return Ok(Value::Void);
        }
        let conv = |s: &Scalar| -> R<Scalar> {
            if let Scalar::Poison(_) = s {
                return Ok(s.clone());
            }
            if dt.is_handle() {
                return match s {
                    Scalar::Ptr(_) | Scalar::Null | Scalar::Str(_) => Ok(s.clone()),
                    Scalar::Int(0) => Ok(Scalar::Null),
                    _ => err(ErrorKind::Invalid, format!("{s} is not a pointer")),
                };
            }
            let from = match s {
                Scalar::Float(_) => DataType::float(64),
                _ => DataType::i64(),
            };
            super::ops::cast(from, dt.element_of(), s)
        };
        match &v {
            Value::Scalar(s) => Ok(Value::Scalar(conv(s)?)),
            Value::Vector(l) => Ok(Value::Vector(l.iter().map(conv).collect::<R<_>>()?)),
            Value::Void => err(ErrorKind::Invalid, format!("a void value used as {ty}")),
        }
    }

    /// A view of buffer `b` over `ptr`. With `actual`, undefined shape
    /// variables are bound to the actual shape and defined ones checked.
    pub(crate) fn make_view(
        &mut self,
        ctx: &mut Ctx<'m>,
        b: &'m Buffer,
        ptr: Scalar,
        actual: Option<&[i64]>,
    ) -> R<BufView> {
        if let Some(act) = actual
            && act.len() != b.shape().len()
        {
            return err(
                ErrorKind::Invalid,
                format!(
                    "buffer {} has {} dimensions but the argument has {}",
                    b.name(),
                    b.shape().len(),
                    act.len()
                ),
            );
        }
        let mut shape = Vec::with_capacity(b.shape().len());
        for (k, e) in b.shape().iter().enumerate() {
            if let (Some(act), Some(v)) = (actual, e.as_var())
                && ctx.lookup(v.id()).is_none()
            {
                ctx.env.push((v.id(), Binding::Val(Value::int(act[k]))));
            }
            match self.eval_int(ctx, e) {
                Ok(x) => {
                    if let Some(act) = actual
                        && act[k] != x
                    {
                        return err(
                            ErrorKind::Invalid,
                            format!(
                                "buffer {}: shape[{k}] is {x} but the argument has {}",
                                b.name(),
                                act[k]
                            ),
                        );
                    }
                    shape.push(Some(x));
                }
                Err(e) if actual.is_none() && e.kind == ErrorKind::Undefined => shape.push(None),
                Err(e) => return Err(e),
            }
        }
        if let Some(v) = b.elem_offset().as_var()
            && ctx.lookup(v.id()).is_none()
        {
            ctx.env.push((v.id(), Binding::Val(Value::int(0))));
        }
        let elem_offset = self.eval_int(ctx, b.elem_offset())?;
        let strides = if b.strides().is_empty() {
            let mut st = vec![1i64; shape.len()];
            let mut ok = true;
            for k in (0..shape.len().saturating_sub(1)).rev() {
                match shape[k + 1] {
                    Some(d) => st[k] = st[k + 1].wrapping_mul(d),
                    None => ok = false,
                }
            }
            ok.then_some(st)
        } else {
            let mut st = Vec::with_capacity(b.strides().len());
            let mut compact = 1i64;
            let mut compact_st = vec![1i64; shape.len()];
            for k in (0..shape.len()).rev() {
                compact_st[k] = compact;
                compact = compact.wrapping_mul(shape[k].unwrap_or(1));
            }
            for (k, e) in b.strides().iter().enumerate() {
                if let (Some(_), Some(v)) = (actual, e.as_var())
                    && ctx.lookup(v.id()).is_none()
                {
                    let c = compact_st.get(k).copied().unwrap_or(1);
                    ctx.env.push((v.id(), Binding::Val(Value::int(c))));
                }
                st.push(self.eval_int(ctx, e)?);
            }
            Some(st)
        };
        Ok(BufView {
            name: b.name().to_string(),
            ptr,
            dtype: b.dtype(),
            shape,
            strides,
            elem_offset,
        })
    }

    /// Executes an `AllocBuffer`: shared memory once per block, `global` memory
    /// inside a kernel once per launch, other scopes once per thread or call
    /// (reused, with fresh written-bits, when run again).
    fn alloc_buffer(&mut self, ctx: &mut Ctx<'m>, b: &'m Buffer) -> R<BufView> {
        let mut elems: i64 = 1;
        let dims: Vec<&'m Expr> = if b.strides().is_empty() || b.shape().is_empty() {
            b.shape().iter().collect()
        } else {
            vec![&b.strides()[0], &b.shape()[0]]
        };
        for e in dims {
            let d = self.eval_int(ctx, e)?;
            if d < 0 {
                return err(
                    ErrorKind::Invalid,
                    format!("allocation {} has negative extent {d}", b.name()),
                );
            }
            elems = elems.checked_mul(d).ok_or_else(|| {
                InterpError::new(
                    ErrorKind::MemoryLimit,
                    format!("allocation {} is too large", b.name()),
                )
            })?;
        }
        let bytes = (elems as u64).saturating_mul(elem_bytes(b.dtype()) as u64);
        let scope = b.scope();
        let region = if scope.is_shared() && ctx.kernel.is_some() {
            let mut size = bytes;
            if scope.is_shared_dyn() {
                let launched = self.grid.and_then(|g| g.dyn_smem);
                if size == 0 {
                    size = ctx.dyn_smem.or(launched).ok_or_else(|| {
                        InterpError::new(
                            ErrorKind::Invalid,
                            format!("shared.dyn allocation {} has size 0 and no dynamic shared memory size is known", b.name()),
                        )
                    })? as u64;
                } else if let Some(d) = launched
                    && size > d as u64
                {
                    return err(
                        ErrorKind::MemoryLimit,
                        format!(
                            "{} needs {size} bytes of dynamic shared memory but the launch provides {d}",
                            b.name()
                        ),
                    );
                }
            }
            self.shared_region(b, size, MemKind::Shared)?
        } else if scope.as_str() == "global" && ctx.kernel.is_some() {
            self.shared_region(b, bytes, MemKind::Global)?
        } else {
            let existing = ctx.locals.iter().position(|(id, _)| *id == b.id());
            let reuse = match existing {
                Some(i) => {
                    let r = ctx.locals[i].1;
                    if self.mem.bytes(r)?.data.len() as u64 == bytes {
                        self.mem.reset_init(r)?;
                        Some(r)
                    } else {
                        self.mem.free(r);
                        ctx.locals.remove(i);
                        None
                    }
                }
                None => None,
            };
            match reuse {
                Some(r) => r,
                None => {
                    let r = self
                        .mem
                        .alloc_bytes(b.name(), MemKind::Local, bytes, None)?;
                    ctx.locals.push((b.id(), r));
                    r
                }
            }
        };
        self.make_view(ctx, b, Scalar::Ptr(Ptr { region, offset: 0 }), None)
    }

    /// The region of an allocation shared by the threads of a block
    /// (`MemKind::Shared`) or of a whole launch (`MemKind::Global`): made by
    /// the first thread that runs the allocation, reused by the others.
    fn shared_region(&mut self, b: &Buffer, size: u64, kind: MemKind) -> R<u32> {
        let list = if kind == MemKind::Shared {
            &self.block_shared
        } else {
            &self.launch_global
        };
        if let Some(&(_, r, sz)) = list.iter().find(|(id, _, _)| *id == b.id()) {
            if sz != size {
                return err(
                    ErrorKind::Invalid,
                    format!(
                        "allocation {} has {sz} bytes in one thread and {size} in another",
                        b.name()
                    ),
                );
            }
            return Ok(r);
        }
        let r = self.mem.alloc_bytes(b.name(), kind, size, None)?;
        if kind == MemKind::Shared {
            self.block_shared.push((b.id(), r, size));
        } else {
            self.launch_global.push((b.id(), r, size));
        }
        Ok(r)
    }

    /// Calls module function `name` directly.
    pub(crate) fn call_function(
        &mut self,
        caller: &Ctx<'m>,
        name: &str,
        args: Vec<Value>,
    ) -> R<Value> {
        let Some((name, func)) = self.module.functions.get_key_value(name) else {
            return err(
                ErrorKind::Undefined,
                format!("call of unknown function {name}"),
            );
        };
        let name: &'m str = name;
        if self.depth >= self.config.max_call_depth {
            return err(
                ErrorKind::StepLimit,
                format!(
                    "call depth limit {} reached calling {name}",
                    self.config.max_call_depth
                ),
            );
        }
        self.depth += 1;
        let r = self.call_inner(caller, name, func, args);
        self.depth -= 1;
        r.map_err(|e| e.in_func(name))
    }

    fn call_inner(
        &mut self,
        caller: &Ctx<'m>,
        name: &'m str,
        func: &'m PrimFunc,
        args: Vec<Value>,
    ) -> R<Value> {
        let env = self.bind_params(name, func, args)?;
        let mut ctx = Ctx::new(name, env);
        ctx.kernel = caller.kernel;
        ctx.dyn_smem = caller.dyn_smem;
        let mut m = Machine::new(ctx, &func.body);
        let r = m.run(self);
        for (_, region) in std::mem::take(&mut m.ctx.locals) {
            self.mem.free(region);
        }
        match r? {
            Yield::Done => Ok(m.ret),
            Yield::Barrier(b) => err(
                ErrorKind::BarrierDivergence,
                format!(
                    "barrier `{}` inside called function {name}",
                    describe_stmt(b)
                ),
            ),
            Yield::Warp(s) => err(
                ErrorKind::Unsupported,
                format!(
                    "warp intrinsic in `{}` inside called function {name}",
                    describe_stmt(s)
                ),
            ),
        }
    }

    /// Finds a function by external symbol: `global_symbol`, then module name,
    /// then the packed-API symbol `__tvm_ffi_<sym>`.
    pub(crate) fn find_symbol(&self, sym: &str) -> Option<(&'m str, &'m PrimFunc)> {
        let fs = &self.module.functions;
        let ffi = format!("__tvm_ffi_{sym}");
        fs.iter()
            .find(|(_, f)| f.global_symbol() == Some(sym))
            .or_else(|| fs.get_key_value(sym))
            .or_else(|| {
                fs.iter()
                    .find(|(_, f)| f.global_symbol() == Some(ffi.as_str()))
            })
            .map(|(n, f)| (n.as_str(), f))
    }

    fn device_type(&self) -> i32 {
        self.config
            .device_type
            .unwrap_or_else(|| module_device_type(self.module))
    }

    /// Runs function `entry` on `args`.
    pub fn run(mut self, entry: &str, args: &[ArgValue]) -> R<RunResult> {
        let r = self.run_entry(entry, args);
        let (poisoned, sampled) = match &r {
            Err(e) => (e.kind == ErrorKind::Poison, &self.sampled),
            Ok(r) => (r.poison_count > 0, &r.sampled),
        };
        if poisoned && sampled.iter().any(|l| l.skipped_blocks()) {
            // Launches communicate through global memory: bytes that the
            // skipped blocks of an earlier launch would have written read as
            // poison in a later one. Only a run of every block tells a
            // program that reads unwritten memory from a sampling artifact.
            let config = InterpConfig {
                blocks: super::sample::Blocks::All,
                ..self.config.clone()
            };
            return Interpreter::new(self.module, config).run_entry_once(entry, args);
        }
        r
    }

    /// [`Interpreter::run`] without the re-run of every block.
    fn run_entry_once(mut self, entry: &str, args: &[ArgValue]) -> R<RunResult> {
        self.run_entry(entry, args)
    }

    fn run_entry(&mut self, entry: &str, args: &[ArgValue]) -> R<RunResult> {
        super::unsupported_types::check(self.module)?;
        let Some((name, func)) = self.module.functions.get_key_value(entry) else {
            return err(
                ErrorKind::Undefined,
                format!("no function {entry} in the module"),
            );
        };
        let name: &'m str = name;
        // A flag set before the run starts stops it at once (the polling
        // below only looks every 65,536 steps).
        self.tick_slow()?;
        let packed = is_packed_api(func);
        self.mem.track_global_writes = self.config.blocks != super::sample::Blocks::All;
        let mut regions: Vec<Option<u32>> = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            match a {
                ArgValue::Buffer(hb) => {
                    let expect = super::checked_elements(&hb.shape)
                        .and_then(|n| n.checked_mul(elem_bytes(hb.dtype) as i64));
                    if expect != Some(hb.data.len() as i64) {
                        return err(
                            ErrorKind::Invalid,
                            format!(
                                "argument #{i}: {} bytes of data for shape {:?} of {}",
                                hb.data.len(),
                                hb.shape,
                                hb.dtype
                            ),
                        );
                    }
                    let pname = func
                        .params
                        .get(i)
                        .filter(|_| !packed)
                        .map(|p| p.name().to_string())
                        .unwrap_or_else(|| format!("arg{i}"));
                    let r = self.mem.alloc_bytes(
                        &pname,
                        MemKind::Global,
                        hb.data.len() as u64,
                        Some(hb.data.clone()),
                    )?;
                    regions.push(Some(r));
                }
                _ => regions.push(None),
            }
        }
        let (env, result_region) = if packed {
            let (env, r) = self.packed_entry_env(name, func, args, &regions)?;
            (env, Some(r))
        } else {
            (self.entry_env(name, func, args, &regions)?, None)
        };
        let ctx = Ctx::new(name, env);
        let mut m = Machine::new(ctx, &func.body);
        let y = m.run(self).map_err(|e| e.in_func(name))?;
        if let Yield::Barrier(b) | Yield::Warp(b) = y {
            return err(
                ErrorKind::Invalid,
                format!("barrier `{}` outside a kernel", describe_stmt(b)),
            )
            .map_err(|e: InterpError| e.in_func(name));
        }
        let ret = match result_region {
            Some(r) => {
                if !matches!(m.ret, Value::Scalar(Scalar::Int(0))) {
                    return Err(InterpError::new(
                        ErrorKind::AssertFailed,
                        format!("packed function returned status {}", m.ret),
                    )
                    .in_func(name));
                }
                match self.mem.region(r)? {
                    Region::Any(items) => any_to_value(items.first()),
                    _ => Value::Void,
                }
            }
            None => m.ret.clone(),
        };
        let mut buffers = Vec::with_capacity(args.len());
        let mut poison_elements = Vec::with_capacity(args.len());
        let mut written = Vec::with_capacity(args.len());
        let sampled = !self.sampled.is_empty();
        for (a, r) in args.iter().zip(&regions) {
            match (a, r) {
                (ArgValue::Buffer(hb), Some(r)) => {
                    let b = self.mem.bytes(*r)?;
                    let eb = elem_bytes(hb.dtype).max(1);
                    let per_elem = |mask: &[bool]| -> Vec<bool> {
                        mask.chunks(eb).map(|c| c.iter().any(|x| *x)).collect()
                    };
                    let poisoned: Vec<usize> = match &b.tags {
                        Some(t) => t
                            .chunks(eb)
                            .enumerate()
                            .filter(|(_, c)| c.iter().any(|x| *x != super::memory::DEFINED))
                            .map(|(i, _)| i)
                            .collect(),
                        None => Vec::new(),
                    };
                    poison_elements.push(poisoned);
                    written.push(b.written.as_ref().filter(|_| sampled).map(|w| per_elem(w)));
                    buffers.push(Some(HostBuffer {
                        dtype: hb.dtype,
                        shape: hb.shape.clone(),
                        data: b.data.clone(),
                    }));
                }
                _ => {
                    buffers.push(None);
                    poison_elements.push(Vec::new());
                    written.push(None);
                }
            }
        }
        Ok(RunResult {
            buffers,
            ret,
            races: self.races.races.clone(),
            race_count: self.races.count,
            undefined: self.undefined.ops.clone(),
            undefined_count: self.undefined.count,
            steps: self.steps,
            poison: std::mem::take(&mut self.poison.reports),
            poison_count: self.poison.count,
            poison_elements,
            sampled: std::mem::take(&mut self.sampled),
            written,
        })
    }

    fn entry_env(
        &mut self,
        name: &'m str,
        func: &'m PrimFunc,
        args: &[ArgValue],
        regions: &[Option<u32>],
    ) -> R<Env> {
        if args.len() != func.params.len() {
            return err(
                ErrorKind::Invalid,
                format!(
                    "{name} takes {} arguments, {} given",
                    func.params.len(),
                    args.len()
                ),
            );
        }
        let mut ctx = Ctx::new(name, Vec::new());
        for (i, (p, a)) in func.params.iter().zip(args).enumerate() {
            let Param::Var(v) = p else { continue };
            let bad = || {
                InterpError::new(
                    ErrorKind::Invalid,
                    format!(
                        "argument #{i} ({}): {} given for a parameter of type {}",
                        v.name(),
                        arg_kind(a),
                        v.ty()
                    ),
                )
            };
            let val = match (v.ty(), a, regions[i]) {
                (t, ArgValue::Buffer(_), Some(r)) if t.is_handle_like() => {
                    Value::Scalar(Scalar::Ptr(Ptr {
                        region: r,
                        offset: 0,
                    }))
                }
                (Type::Prim(dt), ArgValue::Int(x), _) if dt.is_integer_like() || dt.is_float() => {
                    self.coerce(v.ty(), Value::int(*x))?
                }
                (Type::Prim(dt), ArgValue::Bool(x), _) if dt.is_integer_like() => {
                    self.coerce(v.ty(), Value::int(*x as i64))?
                }
                (Type::Prim(dt), ArgValue::Float(x), _) if dt.is_float() => {
                    self.coerce(v.ty(), Value::float(*x))?
                }
                _ => return Err(bad()),
            };
            ctx.env.push((v.id(), Binding::Val(val)));
        }
        for (i, (p, a)) in func.params.iter().zip(args).enumerate() {
            let Param::Buffer(b) = p else { continue };
            let (ArgValue::Buffer(hb), Some(r)) = (a, regions[i]) else {
                return err(
                    ErrorKind::Invalid,
                    format!(
                        "argument #{i} ({}): {} given for a buffer",
                        b.name(),
                        arg_kind(a)
                    ),
                );
            };
            if hb.dtype != b.dtype() {
                return err(
                    ErrorKind::Invalid,
                    format!(
                        "argument #{i} ({}): a {} array given for a {} buffer",
                        b.name(),
                        hb.dtype,
                        b.dtype()
                    ),
                );
            }
            let view = self.make_view(
                &mut ctx,
                b,
                Scalar::Ptr(Ptr {
                    region: r,
                    offset: 0,
                }),
                Some(&hb.shape),
            )?;
            ctx.env.push((b.id(), Binding::Buf(Arc::new(view))));
        }
        Ok(ctx.env)
    }
}

/// A MakePackedAPI-style function: `(self_handle, args, num_args, result)` with
/// the C packed calling convention.
pub(crate) fn is_packed_api(func: &PrimFunc) -> bool {
    func.calling_conv() == tirsat_ir::calling_conv::C_PACKED_FUNC
        && func.params.len() == 4
        && func.params.iter().all(|p| p.as_var().is_some())
}

fn arg_kind(a: &ArgValue) -> &'static str {
    match a {
        ArgValue::Buffer(_) => "a buffer",
        ArgValue::Int(_) => "an int",
        ArgValue::Float(_) => "a float",
        ArgValue::Bool(_) => "a bool",
    }
}

/// The value held by a `TVMFFIAny` result slot.
pub(crate) fn any_to_value(a: Option<&FfiAny>) -> Value {
    match a {
        None => Value::Void,
        Some(a) if a.type_index == 0 => Value::Void,
        Some(a) => Value::Scalar(a.value.clone()),
    }
}

impl<'m> Interpreter<'m> {
    pub(crate) fn device_type_for_tensors(&self) -> i32 {
        self.device_type()
    }
}
