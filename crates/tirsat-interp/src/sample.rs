//! Sampling the blocks of a launch.
//!
//! Thread blocks share no shared memory and the interpreter does not model
//! communication between blocks through global memory, so a kernel can be
//! checked on a subset of its blocks: each chosen block runs every thread,
//! so races inside it are still found completely. Outputs are then compared
//! only where the chosen blocks wrote ([`super::check::compare_runs`]).
//!
//! The choice ([`choose`]) is deterministic and follows the kernel's
//! guards: every condition (`if`, `T.if_then_else`, `T.Select`, `T.likely`)
//! that depends on a block index is evaluated over intervals (threads and
//! loop variables ranging over their extents, the block index fixed), which
//! classifies each guard in each block as always true, always false or
//! mixed. Blocks with the same classes behave alike at the boundaries; the
//! first and the last block of every class run (so the first and last
//! partial tile of every axis, the blocks around every boundary), then the
//! first and last block of the grid, then blocks evenly spread over the grid
//! up to the requested count. Grids with no more blocks than requested run
//! whole.
//!
//! Launches of one function do communicate through global memory: a later
//! launch may read what the skipped blocks of an earlier one would have
//! written, and that reads as poison. A sampled run that meets poison (an
//! error, or poison stored into global memory) is therefore run again with
//! every block ([`super::exec::Interpreter::run`]), whose verdict stands.

use std::collections::{BTreeMap, HashMap};
use tirsat_ir::builtin;

use tirsat_ir::{AttrNode, BinOp, CmpOp, Expr, ExprKind, Stmt, StmtKind, Var};

use super::exec::{Binding, Env, parse_tag};
use super::value::{Scalar, Value};

/// Which blocks of each launch run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocks {
    /// Every block.
    All,
    /// About this many blocks of each launch (more when the guards need
    /// more classes covered; see the module documentation).
    Sample(u64),
}

/// Blocks sampled by default in each launch.
pub const DEFAULT_BLOCKS: u64 = 4;

impl Default for Blocks {
    fn default() -> Self {
        Blocks::Sample(DEFAULT_BLOCKS)
    }
}

/// A launch whose blocks were sampled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SampledLaunch {
    /// The function holding the kernel.
    pub kernel: String,
    /// The grid's block extents.
    pub grid: [i64; 3],
    /// The blocks run, as linear indices (x fastest), ascending.
    pub blocks: Vec<u64>,
}

impl SampledLaunch {
    /// Whether some block of the grid did not run.
    pub fn skipped_blocks(&self) -> bool {
        let total = self
            .grid
            .iter()
            .fold(1u64, |a, x| a.saturating_mul((*x).max(0) as u64));
        (self.blocks.len() as u64) < total
    }
}

/// What a variable of the kernel ranges over.
#[derive(Clone, Copy)]
enum Def<'m> {
    /// `blockIdx` of an axis.
    Block(usize),
    /// A closed range.
    Range(i64, i64),
    /// A serial loop: `min`, `extent`.
    Loop(&'m Expr, &'m Expr),
    /// A binding.
    Let(&'m Expr),
}

/// An interval of integers (closed).
type Iv = (i64, i64);

struct Guards<'m> {
    defs: HashMap<u64, Def<'m>>,
    guards: Vec<&'m Expr>,
    /// Guards already collected (by node address).
    seen: std::collections::HashSet<usize>,
}

impl<'m> Guards<'m> {
    fn mentions_block(&self, e: &Expr, depth: u32) -> bool {
        if depth > 64 {
            return false;
        }
        match e.kind() {
            ExprKind::Var(v) => match self.defs.get(&v.id()) {
                Some(Def::Block(_)) => true,
                Some(Def::Let(x)) => self.mentions_block(x, depth + 1),
                Some(Def::Loop(a, b)) => {
                    self.mentions_block(a, depth + 1) || self.mentions_block(b, depth + 1)
                }
                _ => false,
            },
            _ => e
                .children()
                .into_iter()
                .any(|c| self.mentions_block(c, depth)),
        }
    }

    fn guard(&mut self, c: &'m Expr) {
        let key = std::ptr::from_ref(c) as usize;
        if self.seen.insert(key) && self.mentions_block(c, 0) {
            self.guards.push(c);
        }
    }

    fn expr(&mut self, e: &'m Expr) {
        tirsat_ir::stack::deeper(|| self.expr_at(e))
    }

    fn expr_at(&mut self, e: &'m Expr) {
        match e.kind() {
            ExprKind::Select(c, _, _) => self.guard(c),
            ExprKind::Call { args, .. } => {
                if let Some(n) = e
                    .as_builtin_call(builtin::IF_THEN_ELSE)
                    .or(e.as_builtin_call(builtin::LIKELY))
                    && let Some(c) = n.first()
                {
                    self.guard(c);
                }
                let _ = args;
            }
            _ => {}
        }
        for c in e.children() {
            self.expr(c);
        }
    }

    fn stmt(&mut self, s: &'m Stmt, thread: &[i64; 3]) {
        tirsat_ir::stack::deeper(|| self.stmt_at(s, thread))
    }

    fn stmt_at(&mut self, s: &'m Stmt, thread: &[i64; 3]) {
        match s.kind() {
            StmtKind::Attr {
                node,
                key,
                value,
                body,
            } => {
                if key == tirsat_ir::keys::THREAD_EXTENT {
                    let axis = match node {
                        AttrNode::IterVar(iv) => Some((iv.thread_tag(), iv.var())),
                        AttrNode::Expr(e) => e.as_var().map(|v| ("threadIdx.x", v)),
                        _ => None,
                    };
                    if let Some((tag, var)) = axis
                        && let Some((is_block, a)) = parse_tag(tag)
                    {
                        let d = if is_block {
                            Def::Block(a)
                        } else {
                            Def::Range(0, thread[a].max(1) - 1)
                        };
                        self.defs.insert(var.id(), d);
                    }
                } else {
                    self.expr(value);
                }
                self.stmt(body, thread);
            }
            StmtKind::For {
                var,
                min,
                extent,
                body,
                ..
            } => {
                self.expr(min);
                self.expr(extent);
                self.defs.insert(var.id(), Def::Loop(min, extent));
                self.stmt(body, thread);
            }
            StmtKind::Bind { var, value } => {
                self.expr(value);
                self.defs.insert(var.id(), Def::Let(value));
            }
            StmtKind::If {
                cond,
                then_case,
                else_case,
            } => {
                self.guard(cond);
                self.expr(cond);
                self.stmt(then_case, thread);
                if let Some(e) = else_case {
                    self.stmt(e, thread);
                }
            }
            StmtKind::While { cond, body } => {
                self.guard(cond);
                self.expr(cond);
                self.stmt(body, thread);
            }
            StmtKind::Seq(v) => {
                for x in v {
                    self.stmt(x, thread);
                }
            }
            StmtKind::Store { value, indices, .. } => {
                self.expr(value);
                for i in indices {
                    self.expr(i);
                }
            }
            StmtKind::Evaluate(e) | StmtKind::Return(e) => self.expr(e),
            StmtKind::Assert { cond, .. } => self.expr(cond),
            _ => {
                for c in s.child_stmts() {
                    self.stmt(c, thread);
                }
            }
        }
    }
}

/// Interval evaluation of a guard in one block.
struct Eval<'a, 'm> {
    defs: &'a HashMap<u64, Def<'m>>,
    env: &'a Env,
    block: [i64; 3],
    memo: HashMap<u64, Option<Iv>>,
}

fn mk(lo: i128, hi: i128) -> Option<Iv> {
    Some((i64::try_from(lo).ok()?, i64::try_from(hi).ok()?))
}

fn floordiv(a: i128, b: i128) -> i128 {
    a.div_euclid(b) - i128::from(b < 0 && a.rem_euclid(b) != 0)
}

impl Eval<'_, '_> {
    fn var(&mut self, v: &Var, depth: u32) -> Option<Iv> {
        if let Some(x) = self.memo.get(&v.id()) {
            return *x;
        }
        let r = match self.defs.get(&v.id()).copied() {
            Some(Def::Block(a)) => Some((self.block[a], self.block[a])),
            Some(Def::Range(lo, hi)) => Some((lo, hi)),
            Some(Def::Loop(min, ext)) => {
                let (a, b) = self.iv(min, depth + 1)?;
                let (_, e) = self.iv(ext, depth + 1)?;
                if e <= 0 {
                    None
                } else {
                    mk(a as i128, b as i128 + e as i128 - 1)
                }
            }
            Some(Def::Let(x)) => self.iv(x, depth + 1),
            None => match self.env.lookup(v.id()) {
                Some(Binding::Val(Value::Scalar(Scalar::Int(x)))) => Some((*x, *x)),
                _ => None,
            },
        };
        self.memo.insert(v.id(), r);
        r
    }

    fn iv(&mut self, e: &Expr, depth: u32) -> Option<Iv> {
        if depth > 200 {
            return None;
        }
        let t = |b: bool| if b { (1, 1) } else { (0, 0) };
        match e.kind() {
            ExprKind::Int(c) => Some((*c, *c)),
            ExprKind::Var(v) => self.var(v, depth),
            ExprKind::Cast(a) if a.dtype().is_integer_like() && e.dtype().is_integer_like() => {
                let (lo, hi) = self.iv(a, depth + 1)?;
                let wrap = |x: i64| tirsat_ir::expr::wrap_int(e.dtype(), x);
                (wrap(lo) == lo && wrap(hi) == hi).then_some((lo, hi))
            }
            ExprKind::Binary(op, a, b) if e.dtype().is_integer_like() => {
                let (a0, a1) = self.iv(a, depth + 1)?;
                let (b0, b1) = self.iv(b, depth + 1)?;
                let (a0, a1, b0, b1) = (a0 as i128, a1 as i128, b0 as i128, b1 as i128);
                let corners = |f: &dyn Fn(i128, i128) -> i128| {
                    let c = [f(a0, b0), f(a0, b1), f(a1, b0), f(a1, b1)];
                    mk(*c.iter().min()?, *c.iter().max()?)
                };
                match op {
                    BinOp::Add => mk(a0 + b0, a1 + b1),
                    BinOp::Sub => mk(a0 - b1, a1 - b0),
                    BinOp::Mul => corners(&|x, y| x * y),
                    BinOp::Min => mk(a0.min(b0), a1.min(b1)),
                    BinOp::Max => mk(a0.max(b0), a1.max(b1)),
                    BinOp::FloorDiv if b0 > 0 => corners(&|x, y| floordiv(x, y)),
                    BinOp::Div if b0 > 0 && a0 >= 0 => corners(&|x, y| x / y),
                    BinOp::FloorMod | BinOp::Mod if b0 == b1 && b0 > 0 => {
                        if matches!(op, BinOp::Mod) && a0 < 0 {
                            return None;
                        }
                        if floordiv(a0, b0) == floordiv(a1, b0) {
                            mk(a0.rem_euclid(b0), a1.rem_euclid(b0))
                        } else {
                            mk(0, b0 - 1)
                        }
                    }
                    _ => None,
                }
            }
            ExprKind::Cmp(op, a, b) if a.dtype().is_integer_like() => {
                let (a0, a1) = self.iv(a, depth + 1)?;
                let (b0, b1) = self.iv(b, depth + 1)?;
                let (yes, no) = match op {
                    CmpOp::Lt => (a1 < b0, a0 >= b1),
                    CmpOp::Le => (a1 <= b0, a0 > b1),
                    CmpOp::Gt => (a0 > b1, a1 <= b0),
                    CmpOp::Ge => (a0 >= b1, a1 < b0),
                    CmpOp::Eq => (a0 == a1 && b0 == b1 && a0 == b0, a1 < b0 || b1 < a0),
                    CmpOp::Ne => (a1 < b0 || b1 < a0, a0 == a1 && b0 == b1 && a0 == b0),
                };
                Some(if yes {
                    t(true)
                } else if no {
                    t(false)
                } else {
                    (0, 1)
                })
            }
            ExprKind::And(a, b) => {
                let x = self.iv(a, depth + 1).unwrap_or((0, 1));
                let y = self.iv(b, depth + 1).unwrap_or((0, 1));
                Some(((x.0 != 0 && y.0 != 0) as i64, (x.1 != 0 && y.1 != 0) as i64))
            }
            ExprKind::Or(a, b) => {
                let x = self.iv(a, depth + 1).unwrap_or((0, 1));
                let y = self.iv(b, depth + 1).unwrap_or((0, 1));
                Some(((x.0 != 0 || y.0 != 0) as i64, (x.1 != 0 || y.1 != 0) as i64))
            }
            ExprKind::Not(a) => {
                let x = self.iv(a, depth + 1).unwrap_or((0, 1));
                Some(((x.1 == 0) as i64, (x.0 == 0) as i64))
            }
            ExprKind::Let { var, value, body } => {
                let v = self.iv(value, depth + 1);
                self.memo.insert(var.id(), v);
                self.iv(body, depth + 1)
            }
            ExprKind::Call { .. } => {
                let args = e.as_builtin_call(builtin::LIKELY)?;
                self.iv(args.first()?, depth + 1)
            }
            _ => None,
        }
    }

    /// 0: false in every thread, 1: true in every thread, 2: mixed or unknown.
    fn class(&mut self, g: &Expr) -> u8 {
        match self.iv(g, 0) {
            Some((0, 0)) => 0,
            Some((lo, _)) if lo != 0 => 1,
            _ => 2,
        }
    }
}

/// The guard classes of the blocks scanned: at most this many guard
/// evaluations (blocks times guards) before the scan is limited to the
/// blocks of each axis through the first and the last block.
const SCAN_BUDGET: u64 = 4_000_000;

fn coords(b: u64, grid: [i64; 3]) -> [i64; 3] {
    let (gx, gy) = (grid[0].max(1) as u64, grid[1].max(1) as u64);
    [
        (b % gx) as i64,
        ((b / gx) % gy) as i64,
        (b / (gx * gy)) as i64,
    ]
}

fn linear(c: [i64; 3], grid: [i64; 3]) -> u64 {
    let (gx, gy) = (grid[0].max(1) as u64, grid[1].max(1) as u64);
    c[0] as u64 + gx * (c[1] as u64 + gy * c[2] as u64)
}

/// The blocks of a launch of kernel body `start` (grid `grid`, block
/// `thread`, environment `env`) to run: linear indices, ascending; `None`
/// for all of them.
pub(crate) fn choose(
    blocks: Blocks,
    start: &Stmt,
    env: &Env,
    grid: [i64; 3],
    thread: [i64; 3],
) -> Option<Vec<u64>> {
    let Blocks::Sample(n) = blocks else {
        return None;
    };
    let total = grid
        .iter()
        .fold(1u64, |a, x| a.saturating_mul((*x).max(0) as u64));
    if total <= n.max(2) {
        return None;
    }
    let mut g = Guards {
        defs: HashMap::new(),
        guards: Vec::new(),
        seen: Default::default(),
    };
    g.stmt(start, &thread);
    let mut chosen: std::collections::BTreeSet<u64> = [0, total - 1].into_iter().collect();
    if !g.guards.is_empty() {
        let scan: Vec<u64> = if total.saturating_mul(g.guards.len() as u64) <= SCAN_BUDGET {
            (0..total).collect()
        } else {
            // Each axis through the first and through the last block.
            let mut v = std::collections::BTreeSet::new();
            for base in [[0, 0, 0], coords(total - 1, grid)] {
                for a in 0..3 {
                    for i in 0..grid[a].max(1) {
                        let mut c = base;
                        c[a] = i;
                        v.insert(linear(c, grid));
                    }
                }
            }
            v.into_iter().collect()
        };
        // Signature -> (first block, last block).
        let mut classes: BTreeMap<Vec<u8>, (u64, u64)> = BTreeMap::new();
        for b in scan {
            let mut ev = Eval {
                defs: &g.defs,
                env,
                block: coords(b, grid),
                memo: HashMap::new(),
            };
            let sig: Vec<u8> = g.guards.iter().map(|x| ev.class(x)).collect();
            classes.entry(sig).and_modify(|e| e.1 = b).or_insert((b, b));
        }
        for (first, last) in classes.values() {
            chosen.insert(*first);
            chosen.insert(*last);
        }
    }
    // An even spread over the grid up to `n` blocks.
    let want = n.max(2);
    let mut k = 2u64;
    while (chosen.len() as u64) < want && k <= want + 1 {
        for i in 0..k {
            if chosen.len() as u64 >= want {
                break;
            }
            chosen.insert(i * (total - 1) / (k - 1));
        }
        k += 1;
    }
    if chosen.len() as u64 >= total {
        return None;
    }
    Some(chosen.into_iter().collect())
}

/// The coordinates of linear block `b` of `grid` (x fastest).
pub(crate) fn block_coords(b: u64, grid: [i64; 3]) -> [i64; 3] {
    coords(b, grid)
}
