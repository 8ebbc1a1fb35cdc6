//! A time index over a set of buffers: "which members are live during `[s, e)`?"
//! The greedy planners keep the placed buffers in it, the exact search the unplaced
//! ones.
//!
//! Buffers are sorted by start once; a segment tree over that order keeps the largest
//! end among the *members* of each node. A query walks the prefix of buffers that
//! start before `e` and descends only into nodes whose largest end is after `s`, so it
//! costs about `O(log n)` per reported buffer, never touching non-members. Adding or
//! removing a member costs `O(log n)`.

use super::problem::Problem;

/// See the module documentation.
#[derive(Debug, Clone)]
pub(crate) struct LifetimeIndex {
    /// Buffer starts in sorted order.
    starts: Vec<i64>,
    /// Buffer index at each sorted position.
    order: Vec<u32>,
    /// Sorted position of each buffer.
    pos: Vec<u32>,
    /// Buffer ends, by buffer index; `i64::MIN` for buffers that are never
    /// reported (zero size or empty lifetime).
    ends: Vec<i64>,
    /// Segment tree (1-based heap layout) of the largest member end; `i64::MIN` = none.
    tree: Vec<i64>,
    /// Number of leaves (a power of two).
    leaves: usize,
}

impl LifetimeIndex {
    /// An index with no member. Zero-sized and empty-interval buffers may be added
    /// but are never reported.
    pub(crate) fn new(p: &Problem) -> Self {
        let n = p.len();
        let mut order: Vec<u32> = (0..n as u32).collect();
        order.sort_by_key(|&i| (p.buffers[i as usize].start, i));
        let starts = order.iter().map(|&i| p.buffers[i as usize].start).collect();
        let mut pos = vec![0u32; n];
        for (k, &i) in order.iter().enumerate() {
            pos[i as usize] = k as u32;
        }
        let ends = p
            .buffers
            .iter()
            .map(|b| {
                if b.size > 0 && b.start < b.end {
                    b.end
                } else {
                    i64::MIN
                }
            })
            .collect();
        let leaves = n.next_power_of_two().max(1);
        LifetimeIndex {
            starts,
            order,
            pos,
            ends,
            tree: vec![i64::MIN; 2 * leaves],
            leaves,
        }
    }

    /// Makes every buffer a member.
    pub(crate) fn fill(&mut self) {
        for (k, &i) in self.order.iter().enumerate() {
            self.tree[self.leaves + k] = self.ends[i as usize];
        }
        for x in (1..self.leaves).rev() {
            self.tree[x] = self.tree[2 * x].max(self.tree[2 * x + 1]);
        }
    }

    /// Adds buffer `i` (`true`) or removes it (`false`).
    pub(crate) fn set(&mut self, i: usize, member: bool) {
        let mut x = self.pos[i] as usize + self.leaves;
        self.tree[x] = if member { self.ends[i] } else { i64::MIN };
        x /= 2;
        while x >= 1 {
            let m = self.tree[2 * x].max(self.tree[2 * x + 1]);
            if self.tree[x] == m {
                break;
            }
            self.tree[x] = m;
            x /= 2;
        }
    }

    /// Appends to `out`, in order of start, every member live at some point of
    /// `[s, e)`.
    pub(crate) fn query(&self, s: i64, e: i64, out: &mut Vec<u32>) {
        if s >= e {
            return;
        }
        // Buffers with start < e occupy sorted positions [0, k).
        let k = self.starts.partition_point(|&x| x < e);
        if k == 0 {
            return;
        }
        // Depth-first, left child first, without allocating: a node's range is
        // implied by its heap index (`node` at depth `d` covers `leaves >> d`
        // positions), and the stack never holds more than one pending right child
        // per level.
        let mut stack = [0usize; 64];
        let mut top = 0;
        let mut node = 1usize;
        loop {
            let depth = usize::BITS - 1 - node.leading_zeros();
            let width = self.leaves >> depth;
            let lo = (node - (1 << depth)) * width;
            if lo < k && self.tree[node] > s {
                if width == 1 {
                    out.push(self.order[lo]);
                } else {
                    stack[top] = 2 * node + 1;
                    top += 1;
                    node *= 2;
                    continue;
                }
            }
            if top == 0 {
                break;
            }
            top -= 1;
            node = stack[top];
        }
    }
}

/// A set of disjoint, non-adjacent half-open address intervals, sorted.
#[derive(Debug, Clone, Default)]
pub(crate) struct IntervalSet {
    v: Vec<(u64, u64)>,
}

impl IntervalSet {
    /// Adds `[a, b)` (`a < b`), merging with touching or overlapping members.
    pub(crate) fn add(&mut self, a: u64, b: u64) {
        // First member whose end reaches a.
        let i = self.v.partition_point(|&(_, e)| e < a);
        let mut j = i;
        let (mut lo, mut hi) = (a, b);
        while j < self.v.len() && self.v[j].0 <= b {
            lo = lo.min(self.v[j].0);
            hi = hi.max(self.v[j].1);
            j += 1;
        }
        if i == j {
            self.v.insert(i, (a, b));
        } else {
            self.v[i] = (lo, hi);
            self.v.drain(i + 1..j);
        }
    }

    pub(crate) fn iter(&self) -> impl Iterator<Item = &(u64, u64)> {
        self.v.iter()
    }
}

/// A segment tree over compressed time whose nodes hold address-interval unions:
/// `cover[n]` for buffers whose time range covers node `n` entirely (canonical
/// nodes) and `sub[n]` for every buffer placed at `n` or below. The occupied address
/// space over a time range is the union of `sub` of the range's canonical nodes and
/// `cover` of their ancestors. Unions merge touching intervals, so well-packed
/// memory is described by few intervals however many buffers it holds.
#[derive(Debug, Clone)]
pub(crate) struct OccupancyTree {
    /// Distinct time points, sorted.
    times: Vec<i64>,
    leaves: usize,
    cover: Vec<IntervalSet>,
    sub: Vec<IntervalSet>,
}

impl OccupancyTree {
    pub(crate) fn new(p: &Problem) -> Self {
        let mut times: Vec<i64> = p
            .buffers
            .iter()
            .filter(|b| b.start < b.end)
            .flat_map(|b| [b.start, b.end])
            .collect();
        times.sort_unstable();
        times.dedup();
        let leaves = times.len().next_power_of_two().max(1);
        OccupancyTree {
            times,
            leaves,
            cover: vec![IntervalSet::default(); 2 * leaves],
            sub: vec![IntervalSet::default(); 2 * leaves],
        }
    }

    /// Leaf range `(l, r)` of the time interval `[s, e)`, `l < r`: leaf `k` is
    /// the segment `[times[k], times[k + 1])`. `None` when it covers no leaf.
    fn leaf_range(&self, s: i64, e: i64) -> Option<(usize, usize)> {
        if s >= e {
            return None;
        }
        let l = self.times.partition_point(|&t| t <= s).saturating_sub(1);
        let r = self.times.partition_point(|&t| t < e);
        (l < r).then_some((l, r))
    }

    /// Records that `[a, b)` is occupied during `[s, e)`.
    pub(crate) fn occupy(&mut self, s: i64, e: i64, a: u64, b: u64) {
        if a >= b {
            return;
        }
        let Some((l, r)) = self.leaf_range(s, e) else {
            return;
        };
        canonical_nodes(l + self.leaves, r + self.leaves, |n| {
            self.cover[n].add(a, b);
            self.sub[n].add(a, b);
        });
        for leaf in [l, r - 1] {
            let mut n = (leaf + self.leaves) / 2;
            while n >= 1 {
                self.sub[n].add(a, b);
                n /= 2;
            }
        }
    }

    /// Appends to `out` intervals whose union is the space occupied at some point of
    /// `[s, e)` (unsorted, possibly overlapping).
    pub(crate) fn occupied(&self, s: i64, e: i64, out: &mut Vec<(u64, u64)>) {
        let Some((l, r)) = self.leaf_range(s, e) else {
            return;
        };
        canonical_nodes(l + self.leaves, r + self.leaves, |n| {
            out.extend(self.sub[n].iter())
        });
        // Strict ancestors of the canonical nodes all lie on the two boundary paths.
        let mut a = (l + self.leaves) / 2;
        let mut b = (r - 1 + self.leaves) / 2;
        while a >= 1 {
            out.extend(self.cover[a].iter());
            if b != a {
                out.extend(self.cover[b].iter());
            }
            a /= 2;
            b /= 2;
        }
    }
}

/// Calls `f` on the canonical nodes of `[lo, hi)`, a range of leaf indices
/// of a segment tree laid out as an array (node `n` has children `2n` and
/// `2n + 1`): the fewest nodes whose subtrees cover exactly that range,
/// bottom-up.
fn canonical_nodes(mut lo: usize, mut hi: usize, mut f: impl FnMut(usize)) {
    while lo < hi {
        if lo & 1 == 1 {
            f(lo);
            lo += 1;
        }
        if hi & 1 == 1 {
            hi -= 1;
            f(hi);
        }
        lo /= 2;
        hi /= 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Buffer;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Both indexes agree with a brute-force scan of the placed buffers.
        #[test]
        fn indexes_match_brute_force(
            bs in prop::collection::vec((0i64..20, 1i64..8, 1u64..50, 0u64..200), 1..30),
            queries in prop::collection::vec((0i64..25, 1i64..10), 1..10),
        ) {
            let p = Problem::new(
                bs.iter()
                    .enumerate()
                    .map(|(i, &(s, l, size, _))| Buffer::new(format!("b{i}"), size, s, s + l))
                    .collect(),
            )
            .unwrap();
            let mut pairs = LifetimeIndex::new(&p);
            let mut tree = OccupancyTree::new(&p);
            let placed: Vec<usize> = (0..p.len()).filter(|i| i % 3 != 1).collect();
            for &i in &placed {
                let b = &p.buffers[i];
                pairs.set(i, true);
                let o = bs[i].3;
                tree.occupy(b.start, b.end, o, o + b.size);
            }
            for (s, l) in queries {
                let e = s + l;
                let mut want: Vec<u32> = placed
                    .iter()
                    .filter(|&&i| p.buffers[i].start < e && s < p.buffers[i].end)
                    .map(|&i| i as u32)
                    .collect();
                let mut got = Vec::new();
                pairs.query(s, e, &mut got);
                got.sort_unstable();
                want.sort_unstable();
                prop_assert_eq!(&got, &want);
                // The tree's union covers exactly the same addresses.
                let mut spans = Vec::new();
                tree.occupied(s, e, &mut spans);
                let covered = |spans: &[(u64, u64)], a: u64| spans.iter().any(|&(x, y)| x <= a && a < y);
                let expect: Vec<(u64, u64)> = want
                    .iter()
                    .map(|&i| (bs[i as usize].3, bs[i as usize].3 + p.buffers[i as usize].size))
                    .collect();
                for a in 0..260u64 {
                    prop_assert_eq!(covered(&spans, a), covered(&expect, a), "address {}", a);
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// The unplaced index agrees with a brute-force scan while buffers are
        /// placed and unplaced in any order.
        #[test]
        fn unplaced_index_matches_brute_force(
            bs in prop::collection::vec((0i64..20, 0i64..8, 0u64..5), 1..30),
            steps in prop::collection::vec((0usize..30, 0i64..25, 1i64..10), 1..40),
        ) {
            let p = Problem::new(
                bs.iter()
                    .enumerate()
                    .map(|(i, &(s, l, size))| Buffer::new(format!("b{i}"), size, s, s + l))
                    .collect(),
            )
            .unwrap();
            let active: Vec<bool> = p.buffers.iter().map(|b| b.size > 0 && b.start < b.end).collect();
            let mut index = LifetimeIndex::new(&p);
            index.fill();
            let mut unplaced = active.clone();
            for (i, s, l) in steps {
                let i = i % p.len();
                if active[i] {
                    unplaced[i] = !unplaced[i];
                    index.set(i, unplaced[i]);
                }
                let e = s + l;
                let want: Vec<u32> = (0..p.len())
                    .filter(|&j| unplaced[j] && p.buffers[j].start < e && s < p.buffers[j].end)
                    .map(|j| j as u32)
                    .collect();
                let mut got = Vec::new();
                index.query(s, e, &mut got);
                got.sort_unstable();
                prop_assert_eq!(got, want);
            }
        }
    }

    #[test]
    fn interval_set_merges_touching_intervals() {
        let mut s = IntervalSet::default();
        s.add(10, 20);
        s.add(30, 40);
        s.add(20, 30);
        assert_eq!(s.iter().copied().collect::<Vec<_>>(), vec![(10, 40)]);
        s.add(0, 5);
        s.add(45, 50);
        s.add(3, 46);
        assert_eq!(s.iter().copied().collect::<Vec<_>>(), vec![(0, 50)]);
    }
}
