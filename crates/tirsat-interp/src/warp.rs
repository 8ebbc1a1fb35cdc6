//! Warp intrinsics: `T.tvm_warp_activemask()` and `T.tvm_warp_shuffle`,
//! `T.tvm_warp_shuffle_up`, `T.tvm_warp_shuffle_down` (what TVM's
//! LowerThreadAllreduce emits for a cross-thread reduction), executed as
//! CUDA's `__activemask` / `__shfl_sync` / `__shfl_up_sync` /
//! `__shfl_down_sync` do.
//!
//! A thread that reaches a statement holding such calls evaluates their
//! operands, posts them and stops ([`super::exec`]); when every thread of the
//! block has stopped, the threads of one warp (`tid / 32`) stopped at the same
//! statement exchange their posted values ([`resolve`]) and re-execute the
//! statement with the results. The values travel in registers: no memory is
//! touched, so the race detector sees nothing of the exchange. A lane that
//! reads a lane which is not at the same call, or not in the call's mask,
//! gets poison (CUDA leaves the value undefined: [`super::poison`]).

use super::error::{ErrorKind, err};
use super::exec::R;
use super::value::{Scalar, Value};
use tirsat_ir::visit::{Visitor, walk_expr};
use tirsat_ir::{Expr, ExprKind, Stmt, StmtKind};
use tirsat_ir::{Op, builtin};

/// Lanes in a warp (CUDA).
pub(crate) const WARP_SIZE: u32 = 32;

/// Which warp intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WarpOp {
    /// `tvm_warp_activemask()`: the lanes at this call.
    ActiveMask,
    /// `tvm_warp_shuffle(mask, value, src_lane, width, warp_size)`.
    Shuffle,
    /// `tvm_warp_shuffle_up(mask, value, delta, width, warp_size)`.
    Up,
    /// `tvm_warp_shuffle_down(mask, value, delta, width, warp_size)`.
    Down,
}

impl WarpOp {
    /// The warp intrinsic `op` is, if any.
    pub(crate) fn of(op: Op) -> Option<Self> {
        Some(match op {
            builtin::TVM_WARP_ACTIVEMASK => WarpOp::ActiveMask,
            builtin::TVM_WARP_SHUFFLE => WarpOp::Shuffle,
            builtin::TVM_WARP_SHUFFLE_UP => WarpOp::Up,
            builtin::TVM_WARP_SHUFFLE_DOWN => WarpOp::Down,
            _ => return None,
        })
    }

    /// The warp intrinsic `e` calls, if any.
    pub(crate) fn of_expr(e: &Expr) -> Option<Self> {
        match e.kind() {
            ExprKind::Call { op, .. } => op.as_builtin().and_then(WarpOp::of),
            _ => None,
        }
    }
}

/// One warp call a thread reached, with its operands evaluated.
#[derive(Clone, Debug)]
pub(crate) struct Posted {
    /// The call (its address identifies it within the statement).
    pub call: usize,
    pub op: WarpOp,
    /// The lanes the call names (`mask`); all for `activemask`.
    pub mask: u64,
    /// The value offered to the other lanes.
    pub value: Value,
    /// Source lane (`Shuffle`) or distance (`Up`, `Down`).
    pub lane: i64,
    /// Segment width: a power of two up to the warp size.
    pub width: i64,
}

/// True when `s` calls a warp intrinsic anywhere.
pub(crate) fn mentions_warp_calls(s: &Stmt) -> bool {
    struct Find(bool);
    impl Visitor for Find {
        fn visit_expr(&mut self, e: &Expr) {
            self.0 |= WarpOp::of_expr(e).is_some();
            if !self.0 {
                walk_expr(self, e);
            }
        }
    }
    let mut f = Find(false);
    f.visit_stmt(s);
    f.0
}

/// The address identifying call `e` within its statement.
pub(crate) fn call_id(e: &Expr) -> usize {
    std::ptr::from_ref(e) as usize
}

/// The warp calls of statement `s` (in its own expressions, not in nested
/// statements), outermost first; `Err` when one is nested in another's
/// operands or sits where the interpreter cannot stop a thread.
pub(crate) fn calls_of(s: &Stmt) -> R<Vec<&Expr>> {
    fn walk<'e>(e: &'e Expr, inside: bool, out: &mut Vec<&'e Expr>) -> R<()> {
        tirsat_ir::stack::deeper(|| walk_at(e, inside, out))
    }

    fn walk_at<'e>(e: &'e Expr, inside: bool, out: &mut Vec<&'e Expr>) -> R<()> {
        let here = WarpOp::of_expr(e).is_some();
        if here {
            if inside {
                return err(
                    ErrorKind::Unsupported,
                    "a warp intrinsic in the operands of another",
                );
            }
            out.push(e);
        }
        for c in e.children() {
            walk(c, inside || here, out)?;
        }
        Ok(())
    }
    let mut out = Vec::new();
    match s.kind() {
        StmtKind::Store { value, indices, .. } => {
            walk(value, false, &mut out)?;
            for i in indices {
                walk(i, false, &mut out)?;
            }
        }
        StmtKind::Bind { value, .. } => walk(value, false, &mut out)?,
        StmtKind::Evaluate(e) => walk(e, false, &mut out)?,
        _ => {}
    }
    Ok(out)
}

/// Exchanges the posted values of the threads of one warp stopped at one
/// statement: `members` are (lane, the calls it posted, in one order for all),
/// the result is every member's value of every call. A read of a lane that
/// is absent or outside the mask gets the poison `absent(message)` makes.
pub(crate) fn resolve(
    members: &[(u32, &[Posted])],
    absent: &mut dyn FnMut(String) -> u32,
) -> R<Vec<Vec<Value>>> {
    let present: u64 = members.iter().fold(0, |m, (lane, _)| m | (1u64 << lane));
    let ncalls = members.first().map_or(0, |(_, p)| p.len());
    let mut out = vec![Vec::with_capacity(ncalls); members.len()];
    for k in 0..ncalls {
        for (i, (lane, posted)) in members.iter().enumerate() {
            let p = &posted[k];
            let v = match p.op {
                WarpOp::ActiveMask => Value::int(present as i64),
                op => shuffle(members, k, *lane, p, op, present, absent)?,
            };
            out[i].push(v);
        }
    }
    Ok(out)
}

fn shuffle(
    members: &[(u32, &[Posted])],
    k: usize,
    lane: u32,
    p: &Posted,
    op: WarpOp,
    present: u64,
    absent: &mut dyn FnMut(String) -> u32,
) -> R<Value> {
    let w = p.width;
    if w <= 0 || w > i64::from(WARP_SIZE) || w & (w - 1) != 0 {
        return err(
            ErrorKind::Invalid,
            format!("warp shuffle of width {w} (a power of two up to {WARP_SIZE})"),
        );
    }
    if p.mask >> lane & 1 == 0 {
        return err(
            ErrorKind::Invalid,
            format!(
                "lane {lane} runs a warp shuffle whose mask {:#x} excludes it",
                p.mask
            ),
        );
    }
    let lane_i = i64::from(lane);
    let (seg, pos) = (lane_i / w * w, lane_i % w);
    let src = match op {
        WarpOp::Shuffle => seg + p.lane.rem_euclid(w),
        WarpOp::Down if pos + p.lane < w && p.lane >= 0 => lane_i + p.lane,
        WarpOp::Up if pos >= p.lane && p.lane >= 0 => lane_i - p.lane,
        _ => lane_i,
    };
    if src == lane_i {
        return Ok(p.value.clone());
    }
    let src = src as u32;
    if present >> src & 1 == 0 || p.mask >> src & 1 == 0 {
        let id = absent(format!(
            "a warp shuffle in which lane {lane} reads lane {src} (mask {:#x}), which is not at that shuffle",
            p.mask
        ));
        let n = p.value.lanes().max(1);
        return Ok(Value::from_lanes(vec![Scalar::Poison(id); n]));
    }
    let (_, from) = members
        .iter()
        .find(|(l, _)| *l == src)
        .expect("a present lane is a member");
    Ok(from[k].value.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn post(op: WarpOp, value: i64, lane: i64, width: i64) -> Posted {
        Posted {
            call: 0,
            op,
            mask: 0xffff_ffff,
            value: Value::int(value),
            lane,
            width,
        }
    }

    fn run(op: WarpOp, lanes: u32, lane: i64, width: i64) -> Vec<i64> {
        let posted: Vec<Vec<Posted>> = (0..lanes)
            .map(|l| vec![post(op, 100 + i64::from(l), lane, width)])
            .collect();
        let members: Vec<(u32, &[Posted])> = posted
            .iter()
            .enumerate()
            .map(|(l, p)| (l as u32, p.as_slice()))
            .collect();
        resolve(&members, &mut |_| 0)
            .unwrap()
            .into_iter()
            .map(|v| v[0].as_int().unwrap())
            .collect()
    }

    #[test]
    fn shuffles_follow_cuda() {
        let down = run(WarpOp::Down, 32, 16, 32);
        assert_eq!(down[0], 116);
        assert_eq!(down[15], 131);
        assert_eq!(down[16], 116, "past the segment: own value");
        let up = run(WarpOp::Up, 32, 1, 8);
        assert_eq!((up[0], up[1], up[8], up[9]), (100, 100, 108, 108));
        let idx = run(WarpOp::Shuffle, 32, 0, 16);
        assert_eq!((idx[5], idx[20]), (100, 116));
        let mask = run(WarpOp::ActiveMask, 4, 0, 32);
        assert_eq!(mask, vec![0xf; 4]);
    }

    #[test]
    fn reading_an_absent_lane_gives_poison() {
        let posted = [post(WarpOp::Down, 1, 4, 32)];
        let mut said = String::new();
        let v = resolve(&[(0, &posted[..])], &mut |m| {
            said = m;
            7
        })
        .unwrap();
        assert_eq!(v[0][0], Value::Scalar(Scalar::Poison(7)));
        assert!(said.contains("reads lane 4"), "{said}");
    }
}
