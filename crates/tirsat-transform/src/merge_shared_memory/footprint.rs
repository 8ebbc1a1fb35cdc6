//! Thread-precise footprints: which bytes of a buffer any thread can touch.
//!
//! For every access of an allocation (scalar or constant-stride vector, one
//! index, through the allocation or an alias view) the byte address is
//! `element bytes * (view offset + index)`, a function of the thread indices
//! (ranges from the launch extents) and loop variables (constant bounds).
//! Candidate bounds come from evaluating the index at the corners and at
//! pseudo-random points of those ranges; the arithmetic engine (linear forms,
//! then the e-graph with the interval and congruence facts) must then prove
//! `0 <= index` and `index <= max` for every value. A `cp.async` copy
//! (`cp_async_raw`) reaches `bytes` bytes from its destination offset. The allocation's
//! footprint is `[0, active)` with `active` the largest proven end. Two
//! buffers whose footprints, placed at their offsets, are disjoint never
//! share a byte, whichever threads run them and whenever: the planner may
//! then overlap their declared extents although they are live together.
//! Without a proof the footprint is the whole buffer (the conservative rule).

use super::arith::{IndexArith, LinearArith, tvm_fold};
use super::kernel::Kernel;
use super::memo::{ExprMemo, ExprShape, SharedMemo};
use tirsat_analysis::liveness::AccessKind;
use tirsat_arith::eval::{Env, eval_expr};
use tirsat_ir::visit::{Visitor, walk_expr};
use tirsat_ir::{Expr, ExprKind, Var};
use tirsat_script::printer::print_expr;

/// The proven footprint of one allocation.
#[derive(Debug, Clone)]
pub(crate) struct Footprint {
    /// Bytes `[0, active)` from the buffer's start hold every byte touched.
    pub active: u64,
    /// The proven facts, one per index (`0 <= t * 4 <= 63`), empty when
    /// `active` is the whole buffer; their texts are printed only when a
    /// report asks ([`Footprint::proof_texts`]).
    pub proofs: Vec<RangeProof>,
}

/// `0 <= expr <= hi`, proven by `how`.
#[derive(Debug, Clone)]
pub(crate) struct RangeProof {
    expr: Expr,
    hi: i64,
    how: &'static str,
}

impl Footprint {
    /// The proofs as text, one per distinct text, in the order proven.
    pub(crate) fn proof_texts(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for p in &self.proofs {
            let text = format!("0 <= {} <= {} ({})", print_expr(&p.expr), p.hi, p.how);
            if !out.contains(&text) {
                out.push(text);
            }
        }
        out
    }
}

/// Pseudo-random points tried per index beyond the corners.
const SAMPLES: u64 = 48;

/// Boxes of at most this many points are visited whole, their range exact
/// ([`exact_range`]); larger ones are sampled.
const EXHAUSTIVE: u64 = 1024;

/// An integer expression compiled for evaluation at many points: its nodes
/// in postfix order over the slots of its variables, with [`eval_expr`]'s
/// semantics (exact values, an error where a value leaves its type or a
/// division is by zero) through the same operations.
struct Program(Vec<Op>);

enum Op {
    Value(i128),
    /// A variable's slot and the range of its type.
    Slot(usize, Option<(i128, i128)>),
    /// An operator and the range of its result's type.
    Binary(tirsat_ir::BinOp, Option<(i128, i128)>),
}

impl Program {
    /// `None` when `e` has a node other than integer constants, variables
    /// of `vars` and arithmetic operators (the caller evaluates it as is).
    fn compile(e: &Expr, vars: &[Var]) -> Option<Program> {
        fn go(e: &Expr, vars: &[Var], out: &mut Vec<Op>) -> Option<()> {
            let ty = e.dtype();
            match e.kind() {
                ExprKind::Int(_) if ty.is_integer_like() && ty.is_scalar() => {
                    out.push(Op::Value(eval_expr(e, &Env::new()).ok()?));
                }
                ExprKind::Var(v) if ty.is_integer_like() => {
                    let j = vars.iter().position(|w| w.id() == v.id())?;
                    out.push(Op::Slot(j, ty.int_range()));
                }
                ExprKind::Binary(op, a, b) if ty.is_integer_like() => {
                    tirsat_ir::stack::deeper(|| go(a, vars, out))?;
                    tirsat_ir::stack::deeper(|| go(b, vars, out))?;
                    out.push(Op::Binary(*op, ty.int_range()));
                }
                _ => return None,
            }
            Some(())
        }
        let mut ops = Vec::new();
        go(e, vars, &mut ops)?;
        Some(Program(ops))
    }

    /// The value at `point` (one value per slot); `None` where
    /// [`eval_expr`] fails.
    fn run(&self, point: &[i64], stack: &mut Vec<i128>) -> Option<i128> {
        let fits = |v: i128, r: Option<(i128, i128)>| match r {
            Some((lo, hi)) if v < lo || v > hi => None,
            _ => Some(v),
        };
        stack.clear();
        for op in &self.0 {
            let v = match op {
                Op::Value(v) => *v,
                Op::Slot(j, r) => fits(i128::from(point[*j]), *r)?,
                Op::Binary(op, r) => {
                    let b = stack.pop()?;
                    let a = stack.pop()?;
                    fits(tirsat_arith::eval::apply_binop(*op, a, b).ok()?, *r)?
                }
            };
            stack.push(v);
        }
        stack.pop()
    }
}

/// The variables of `e`, each once, in order of first appearance.
pub(crate) fn vars_of(e: &Expr) -> Vec<Var> {
    struct V(Vec<Var>);
    impl Visitor for V {
        fn visit_expr(&mut self, e: &Expr) {
            if let ExprKind::Var(v) = e.kind()
                && !self.0.iter().any(|w| w.id() == v.id())
            {
                self.0.push(v.clone());
            }
            walk_expr(self, e)
        }
    }
    let mut v = V(Vec::new());
    v.visit_expr(e);
    v.0
}

/// True when `e` is `c + sum(k_i * v_i)` built from constants, variables,
/// `+`, `-` and multiplication by a constant (evaluated exactly, in `i128`).
fn is_affine(e: &Expr) -> bool {
    tirsat_ir::stack::deeper(|| is_affine_at(e))
}

fn is_affine_at(e: &Expr) -> bool {
    use tirsat_ir::BinOp;
    match e.kind() {
        ExprKind::Int(_) | ExprKind::Var(_) => true,
        ExprKind::Binary(BinOp::Add | BinOp::Sub, a, b) => is_affine(a) && is_affine(b),
        ExprKind::Binary(BinOp::Mul, a, b) => {
            (a.as_int().is_some() && is_affine(b)) || (b.as_int().is_some() && is_affine(a))
        }
        _ => false,
    }
}

/// Distinct indices whose range a kernel's footprints remember, at most.
const MEMO_INDICES: usize = 64;

/// The ranges proven by the kernels of one pass run, by the index's shape
/// and its variables' ranges (in the footprint facts and in the e-graph's
/// bounds): [`Kernel::prove_range`]'s answer depends on nothing else where
/// the facts hold no predicate.
pub(crate) type RangeCache = SharedMemo<RangeKey, Option<(i64, &'static str)>>;

/// The key of a [`RangeCache`] entry.
pub(crate) type RangeKey = (ExprShape, Vec<((i64, i64), (Option<i64>, Option<i64>))>);

/// Distinct indices a [`RangeCache`] remembers before it starts again.
pub(crate) const SHARED_INDICES: usize = 1 << 14;

/// The ranges proven so far in one kernel, by index: the same index (`t`,
/// `31 - t`) recurs in the accesses of many buffers, and its range depends
/// only on the kernel's facts.
type RangeMemo = ExprMemo<Option<(i64, &'static str)>>;

impl Kernel<'_> {
    /// The footprint of every allocation (constant sizes; the whole buffer
    /// where nothing is proven).
    pub(crate) fn footprints(&self) -> Vec<Footprint> {
        let mut memo = RangeMemo::new(MEMO_INDICES);
        (0..self.allocs.len())
            .map(|i| self.footprint(i, &mut memo))
            .collect()
    }

    fn footprint(&self, i: usize, memo: &mut RangeMemo) -> Footprint {
        let a = &self.allocs[i];
        let bytes = a.bytes.as_const().unwrap_or(0);
        let whole = Footprint {
            active: bytes,
            proofs: Vec::new(),
        };
        if !a.tracked || self.escaped[a.pidx] || bytes == 0 {
            return whole;
        }
        let mut active = 0u64;
        // One proof per access, two for a ramp.
        let accesses = &self.acc_by_alloc[a.pidx];
        let mut proofs: Vec<RangeProof> = Vec::with_capacity(accesses.len());
        for &k in accesses {
            let acc = &self.pattern.accesses[k];
            if let Some(c) = &acc.copy {
                // A cp.async destination: `bytes` bytes from element `offset`.
                let eb = acc.via.dtype().bytes().max(1);
                let (Some(n), 1) = (c.bytes.as_int(), acc.via.dtype().lanes) else {
                    return whole;
                };
                let e = tvm_fold::add(acc.via.elem_offset(), &c.offset);
                let Some(hi) = (n > 0)
                    .then(|| self.proven_range(&e, &mut proofs, memo))
                    .flatten()
                else {
                    return whole;
                };
                let end = (hi as u64).saturating_mul(eb).saturating_add(n as u64);
                active = active.max(end);
                continue;
            }
            if matches!(acc.kind, AccessKind::Opaque)
                || acc.indices.len() != 1
                || acc.via.dtype().lanes != 1
            {
                return whole;
            }
            let eb = acc.via.dtype().bytes().max(1);
            let idx = &acc.indices[0];
            // The element indices the access can reach: a scalar index, or
            // both ends of a constant-stride ramp (no vector: most have one).
            let (first, last): (Expr, Option<Expr>) = match idx.kind() {
                ExprKind::Ramp {
                    base,
                    stride,
                    lanes,
                } if stride.as_int().is_some() => {
                    let last = Expr::int(stride.dtype(), *lanes as i64 - 1);
                    (
                        base.clone(),
                        Some(tvm_fold::add(base, &tvm_fold::mul(stride, &last))),
                    )
                }
                _ if idx.dtype().lanes == 1 => (idx.clone(), None),
                _ => return whole,
            };
            for e in std::iter::once(first).chain(last) {
                let e = tvm_fold::add(acc.via.elem_offset(), &e);
                let Some(hi) = self.proven_range(&e, &mut proofs, memo) else {
                    return whole;
                };
                let end = (hi as u64 + 1).saturating_mul(eb);
                active = active.max(end);
            }
        }
        if active >= bytes {
            return whole;
        }
        Footprint { active, proofs }
    }

    /// The largest value of `e`, proven together with `e >= 0` by the
    /// arithmetic engine under the footprint facts; the proof is appended to
    /// `proofs` once per distinct index.
    fn proven_range(
        &self,
        e: &Expr,
        proofs: &mut Vec<RangeProof>,
        memo: &mut RangeMemo,
    ) -> Option<i64> {
        let (hi, how) = memo.get_or(e, || self.prove_range(e))?;
        proofs.push(RangeProof {
            expr: e.clone(),
            hi,
            how,
        });
        Some(hi)
    }

    /// [`Self::proven_range`]'s bound and the engine that proved it.
    fn prove_range(&self, e: &Expr) -> Option<(i64, &'static str)> {
        let t = e.dtype();
        if !t.is_int() || t.lanes != 1 {
            return None;
        }
        let egraph = self.fp_facts.egraph();
        let shared = self.memos.filter(|_| egraph.predicates().is_empty());
        let (shape, vars) = match shared.and_then(|_| ExprShape::with_vars(e)) {
            Some((shape, vars)) => (Some(shape), vars),
            None => (None, vars_of(e)),
        };
        let ranges: Vec<(i64, i64)> = vars
            .iter()
            .map(|v| self.fp_facts.range(v))
            .collect::<Option<_>>()?;
        match shared.zip(shape) {
            Some((m, shape)) => {
                let facts = vars
                    .iter()
                    .zip(&ranges)
                    .map(|(v, r)| (*r, egraph.bounds(v)))
                    .collect();
                m.ranges
                    .get_or((shape, facts), || self.prove_range_over(e, &vars, &ranges))
            }
            None => self.prove_range_over(e, &vars, &ranges),
        }
    }

    /// [`Self::prove_range`] of `e` over its variables `vars` in `ranges`.
    fn prove_range_over(
        &self,
        e: &Expr,
        vars: &[Var],
        ranges: &[(i64, i64)],
    ) -> Option<(i64, &'static str)> {
        let t = e.dtype();
        let zero = Expr::int(t, 0);
        let facts = &self.fp_facts;
        let proves = |arith: &dyn IndexArith, hi: i64| {
            arith.compare_le(&zero, e, facts) == Some(true)
                && arith.compare_le(e, &Expr::int(t, hi), facts) == Some(true)
        };
        // A small box is visited whole (the exact range: no engine is asked
        // to prove a bound samples made too low, as `(tx + 1) % 32`'s 31 at
        // `tx = 30` only, which the e-graph spends a saturation failing to
        // prove); an affine index's corners are its exact range; else corners
        // and samples give a candidate.
        let exact = if is_affine(e) && vars.len() <= 10 {
            None
        } else {
            exact_range(e, vars, ranges)
        };
        let (lo, hi) = match exact {
            Some(r) => r,
            None => sampled_range(e, vars, ranges)?,
        };
        if lo < 0 {
            return None;
        }
        if proves(&LinearArith, hi) {
            return Some((hi, "interval bounds"));
        }
        proves(self.arith, hi).then_some((hi, "e-graph"))
    }
}

/// The exact minimum and maximum of `e` over the box of its variables
/// `vars` (inclusive `ranges`) when it has at most [`EXHAUSTIVE`] points
/// (each visited); `None` also where evaluation fails.
fn exact_range(e: &Expr, vars: &[Var], ranges: &[(i64, i64)]) -> Option<(i64, i64)> {
    let points = ranges.iter().try_fold(1u64, |n, (a, b)| {
        n.checked_mul(u64::try_from(i128::from(*b) - i128::from(*a) + 1).ok()?)
    })?;
    if points > EXHAUSTIVE {
        return None;
    }
    let (mut lo, mut hi) = (i128::MAX, i128::MIN);
    let program = Program::compile(e, vars);
    let (mut env, mut stack) = (Env::new(), Vec::new());
    let mut at: Vec<i64> = ranges.iter().map(|(a, _)| *a).collect();
    loop {
        let x = match &program {
            Some(p) => p.run(&at, &mut stack)?,
            None => {
                for (v, x) in vars.iter().zip(&at) {
                    env.set(v, i128::from(*x));
                }
                eval_expr(e, &env).ok()?
            }
        };
        lo = lo.min(x);
        hi = hi.max(x);
        // The next point in mixed radix; done after the last.
        let Some(j) = (0..at.len()).find(|&j| at[j] < ranges[j].1) else {
            break;
        };
        at[j] += 1;
        for (x, r) in at[..j].iter_mut().zip(ranges) {
            *x = r.0;
        }
    }
    Some((i64::try_from(lo).ok()?, i64::try_from(hi).ok()?))
}

/// Minimum and maximum of `e` over the corners and some pseudo-random
/// points of the box of its variables `vars` (inclusive `ranges`): a
/// candidate only, the bound is then proven. `None` where evaluation fails.
fn sampled_range(e: &Expr, vars: &[Var], ranges: &[(i64, i64)]) -> Option<(i64, i64)> {
    let (mut lo, mut hi) = (i128::MAX, i128::MIN);
    // One environment for every point (each point sets every variable).
    let mut env = Env::new();
    let mut visit = |point: Vec<i64>| -> Option<()> {
        for (v, x) in vars.iter().zip(point) {
            env.set(v, i128::from(x));
        }
        let x = eval_expr(e, &env).ok()?;
        lo = lo.min(x);
        hi = hi.max(x);
        Some(())
    };
    for p in corner_points(ranges, 10) {
        visit(p)?;
    }
    // An affine index over a box takes its extremes at corners: when every
    // corner was visited, other points cannot widen the range.
    if ranges.len() > 10 || !is_affine(e) {
        for p in random_points(ranges, SAMPLES) {
            visit(p)?;
        }
    }
    Some((i64::try_from(lo).ok()?, i64::try_from(hi).ok()?))
}

/// The corners of a box (inclusive ranges) over its first `vars`
/// dimensions, the others at their lower end.
pub(super) fn corner_points(
    ranges: &[(i64, i64)],
    vars: usize,
) -> impl Iterator<Item = Vec<i64>> + '_ {
    (0..1u64 << ranges.len().min(vars)).map(move |c| {
        let corner = |(j, &(lo, hi)): (usize, &(i64, i64))| {
            let up = u32::try_from(j).ok().and_then(|j| c.checked_shr(j));
            if up.is_some_and(|u| u & 1 == 1) {
                hi
            } else {
                lo
            }
        };
        ranges.iter().enumerate().map(corner).collect()
    })
}

/// `n` pseudo-random points of a box (inclusive ranges), the same ones on
/// every call (a fixed xorshift sequence).
pub(super) fn random_points(ranges: &[(i64, i64)], n: u64) -> impl Iterator<Item = Vec<i64>> + '_ {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    (0..n).map(move |_| {
        ranges
            .iter()
            .map(|&(lo, hi)| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let span = (i128::from(hi) - i128::from(lo) + 1) as u128;
                (i128::from(lo) + (u128::from(seed) % span) as i128) as i64
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tirsat_ir::DataType;

    /// A compiled program gives `eval_expr`'s value, or fails where it
    /// fails (overflow at the type's width, division by zero), at every
    /// point; a node it does not cover is not compiled.
    #[test]
    fn programs_evaluate_as_eval_expr() {
        let (x, y) = (
            Var::new("x", DataType::i32()),
            Var::new("y", DataType::int(8)),
        );
        let (xe, ye) = (x.to_expr(), Expr::cast(DataType::i32(), &y.to_expr()));
        let c = Expr::i32;
        let exprs = [
            Expr::floormod(&Expr::add(&Expr::mul(&xe, &c(6)), &c(1)), &c(64)),
            Expr::add(
                &Expr::mul(&y.to_expr(), &Expr::int(DataType::int(8), 2)),
                &Expr::int(DataType::int(8), 1),
            ),
            Expr::floordiv(&c(100), &Expr::sub(&xe, &c(3))),
            Expr::sub(&Expr::mul(&xe, &c(1 << 30)), &c(7)),
            Expr::max(&xe, &c(5)),
        ];
        let vars = [x.clone(), y.clone()];
        for e in &exprs {
            let p = Program::compile(e, &vars).expect("arithmetic compiles");
            let mut stack = Vec::new();
            for a in -4..=6i64 {
                for b in [-128i64, -1, 0, 63, 64, 127] {
                    let env = Env::new().with(&x, i128::from(a)).with(&y, i128::from(b));
                    assert_eq!(
                        p.run(&[a, b], &mut stack),
                        eval_expr(e, &env).ok(),
                        "{} at x = {a}, y = {b}",
                        print_expr(e)
                    );
                }
            }
        }
        // A cast is evaluated by eval_expr, not compiled.
        assert!(Program::compile(&Expr::add(&ye, &c(1)), &vars).is_none());
    }
}
