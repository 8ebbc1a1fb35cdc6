//! The lower bound: the largest number of bytes live at one time.
//!
//! On an interval conflict graph every clique is a set of buffers live at one time
//! point, so `max_t live(t)` is the maximum-weight clique and no layout can use
//! fewer bytes. With shareable pairs the bound subtracts, at each time, the smaller
//! size of every shareable pair live then; that is a lower bound on the clique of the
//! conflict graph (each removed pair is covered by its lighter buffer), and it is
//! exact when the pairs form a matching.

use super::problem::Problem;

/// The live-bytes step function: `(t, bytes)` means `bytes` are live from `t` to the
/// next point. Times are increasing; the last point always has 0 bytes.
///
/// ```
/// use tirsat_memory::{live_profile, Buffer, Problem};
/// let p = Problem::new(vec![Buffer::new("a", 4, 0, 2), Buffer::new("b", 8, 1, 3)]).unwrap();
/// assert_eq!(live_profile(&p), vec![(0, 4), (1, 12), (2, 8), (3, 0)]);
/// ```
pub fn live_profile(p: &Problem) -> Vec<(i64, u64)> {
    let mut out: Vec<(i64, u64)> = Vec::new();
    for (t, live) in running_sum(live_events(p)) {
        let v = live.clamp(0, u64::MAX as i128) as u64;
        match out.last() {
            Some(&(_, prev)) if prev == v => {}
            _ => out.push((t, v)),
        }
    }
    out
}

/// The `(time, delta)` events of [`live_profile`]'s step function.
fn live_events(p: &Problem) -> Vec<(i64, i128)> {
    let mut events: Vec<(i64, i128)> = Vec::with_capacity(p.len() * 2);
    for b in &p.buffers {
        if b.start < b.end && b.size > 0 {
            events.push((b.start, b.size as i128));
            events.push((b.end, -(b.size as i128)));
        }
    }
    for (i, j) in p.shareable_pairs() {
        let (a, b) = (&p.buffers[i], &p.buffers[j]);
        let lo = a.start.max(b.start);
        let hi = a.end.min(b.end);
        let m = a.size.min(b.size) as i128;
        if lo < hi && m > 0 {
            events.push((lo, -m));
            events.push((hi, m));
        }
    }
    events
}

/// The running sum of `(time, delta)` events: `(t, sum)` for each distinct
/// time `t` in increasing order, `sum` the total of every delta at or before
/// `t`.
pub(crate) fn running_sum(mut events: Vec<(i64, i128)>) -> Vec<(i64, i128)> {
    // By time only: the sum at a time is the same whatever the order of its
    // deltas.
    events.sort_unstable_by_key(|e| e.0);
    let mut out: Vec<(i64, i128)> = Vec::new();
    let mut live: i128 = 0;
    for (t, d) in events {
        live += d;
        match out.last_mut() {
            Some((last, sum)) if *last == t => *sum = live,
            _ => out.push((t, live)),
        }
    }
    out
}

/// The lower bound on the peak of any valid layout (see the module docs).
///
/// ```
/// use tirsat_memory::{lower_bound, Buffer, Problem};
/// let p = Problem::new(vec![
///     Buffer::new("a", 4, 0, 2),
///     Buffer::new("b", 8, 1, 3),
///     Buffer::new("c", 16, 3, 4), // starts when b ends: no conflict
/// ])
/// .unwrap();
/// assert_eq!(lower_bound(&p), 16);
/// ```
pub fn lower_bound(p: &Problem) -> u64 {
    // The largest value of [`live_profile`] (which only drops repeats).
    running_sum(live_events(p))
        .iter()
        .map(|&(_, live)| live.clamp(0, u64::MAX as i128) as u64)
        .max()
        .unwrap_or(0)
}
