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
use super::memo::ExprMemo;
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

/// Boxes of at most this many points are visited whole when the samples'
/// bound is not proven ([`Kernel::exact_range`]).
const EXHAUSTIVE: u64 = 1024;

/// The variables of `e`, each once, in order of first appearance.
pub(super) fn vars_of(e: &Expr) -> Vec<Var> {
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
        if !a.tracked || self.escaped.contains(&a.pidx) || bytes == 0 {
            return whole;
        }
        let mut active = 0u64;
        let mut proofs: Vec<RangeProof> = Vec::new();
        for &k in &self.acc_by_alloc[a.pidx] {
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
            // both ends of a constant-stride ramp.
            let ends: Vec<Expr> = match idx.kind() {
                ExprKind::Ramp {
                    base,
                    stride,
                    lanes,
                } if stride.as_int().is_some() => {
                    let last = Expr::int(stride.dtype(), *lanes as i64 - 1);
                    vec![
                        base.clone(),
                        tvm_fold::add(base, &tvm_fold::mul(stride, &last)),
                    ]
                }
                _ if idx.dtype().lanes == 1 => vec![idx.clone()],
                _ => return whole,
            };
            for e in ends {
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
        let zero = Expr::int(t, 0);
        let facts = &self.fp_facts;
        let proves = |arith: &dyn IndexArith, hi: i64| {
            arith.compare_le(&zero, e, facts) == Some(true)
                && arith.compare_le(e, &Expr::int(t, hi), facts) == Some(true)
        };
        let (lo, hi) = self.sampled_range(e)?;
        if lo < 0 {
            return None;
        }
        if proves(&LinearArith, hi) {
            return Some((hi, "interval bounds"));
        }
        // The samples may have missed the maximum (`(tx + 1) % 32` reaches
        // 31 at `tx = 30` only): on a small box, the exact range, so that
        // no engine is asked to prove a false bound (the e-graph spends a
        // saturation failing to).
        let (lo, hi) = match self.exact_range(e) {
            Some((lo, exact)) if exact != hi => {
                if lo < 0 {
                    return None;
                }
                if proves(&LinearArith, exact) {
                    return Some((exact, "interval bounds"));
                }
                (lo, exact)
            }
            _ => (lo, hi),
        };
        debug_assert!(lo >= 0);
        proves(self.arith, hi).then_some((hi, "e-graph"))
    }

    /// The exact minimum and maximum of `e` over its variables' ranges
    /// when the box has at most [`EXHAUSTIVE`] points (each visited).
    fn exact_range(&self, e: &Expr) -> Option<(i64, i64)> {
        let vars = vars_of(e);
        let ranges: Vec<(Var, i64, i64)> = vars
            .iter()
            .map(|v| self.fp_facts.range(v).map(|(lo, hi)| (v.clone(), lo, hi)))
            .collect::<Option<_>>()?;
        let points = ranges.iter().try_fold(1u64, |n, (_, a, b)| {
            n.checked_mul(u64::try_from(i128::from(*b) - i128::from(*a) + 1).ok()?)
        })?;
        if points > EXHAUSTIVE {
            return None;
        }
        let (mut lo, mut hi) = (i128::MAX, i128::MIN);
        let mut env = Env::new();
        let mut at: Vec<i64> = ranges.iter().map(|(_, a, _)| *a).collect();
        loop {
            for ((v, _, _), x) in ranges.iter().zip(&at) {
                env.set(v, i128::from(*x));
            }
            let x = eval_expr(e, &env).ok()?;
            lo = lo.min(x);
            hi = hi.max(x);
            // The next point in mixed radix; done after the last.
            let Some(j) = (0..at.len()).find(|&j| at[j] < ranges[j].2) else {
                break;
            };
            at[j] += 1;
            for (x, r) in at[..j].iter_mut().zip(&ranges) {
                *x = r.1;
            }
        }
        Some((i64::try_from(lo).ok()?, i64::try_from(hi).ok()?))
    }

    /// Minimum and maximum of `e` over the corners and some pseudo-random
    /// points of its variables' ranges (a candidate only: the bound is then
    /// proven). `None` when a variable has no known range or evaluation fails.
    fn sampled_range(&self, e: &Expr) -> Option<(i64, i64)> {
        let vars = vars_of(e);
        let ranges: Vec<(Var, i64, i64)> = vars
            .iter()
            .map(|v| self.fp_facts.range(v).map(|(lo, hi)| (v.clone(), lo, hi)))
            .collect::<Option<_>>()?;
        if !e.dtype().is_int() || e.dtype().lanes != 1 {
            return None;
        }
        let (mut lo, mut hi) = (i128::MAX, i128::MIN);
        // One environment for every point (each point sets every variable).
        let mut env = Env::new();
        let mut visit = |pick: &dyn Fn(usize, i64, i64) -> i64| -> Option<()> {
            for (j, (v, a, b)) in ranges.iter().enumerate() {
                env.set(v, i128::from(pick(j, *a, *b)));
            }
            let x = eval_expr(e, &env).ok()?;
            lo = lo.min(x);
            hi = hi.max(x);
            Some(())
        };
        let corners = 1u64 << ranges.len().min(10);
        for c in 0..corners {
            visit(&|j, a, b| if (c >> j) & 1 == 0 { a } else { b })?;
        }
        // An affine index over a box takes its extremes at corners: when every
        // corner was visited, other points cannot widen the range.
        if ranges.len() <= 10 && is_affine(e) {
            return Some((i64::try_from(lo).ok()?, i64::try_from(hi).ok()?));
        }
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut vals: Vec<u64> = vec![0; ranges.len()];
        for _ in 0..SAMPLES {
            for x in vals.iter_mut() {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                *x = seed;
            }
            visit(&|j, a, b| {
                let span = (b as i128 - a as i128 + 1) as u128;
                (a as i128 + (vals[j] as u128 % span) as i128) as i64
            })?;
        }
        Some((i64::try_from(lo).ok()?, i64::try_from(hi).ok()?))
    }
}
