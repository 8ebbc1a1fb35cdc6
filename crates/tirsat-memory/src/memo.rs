//! A table of failed search states (nogoods) for the exact decision search
//! ([`super::exact`]): a node whose state equals one whose subtree was exhausted
//! without a layout fails at once.
//!
//! * **Exact.** A 64-bit hash only picks a bucket; the full key (a slice of `u32`
//!   words that encodes everything the subtree's outcome depends on, see
//!   `Solver::write_key` in [`super::exact`]) is compared before a node is pruned.
//! * **Bounded.** A fixed number of two-slot buckets and a budget of key words;
//!   when a bucket is full the entry that cost fewer nodes to prove is replaced,
//!   and a key that does not fit in the budget is not stored. Every choice depends
//!   on the sequence of stores only, so a search with a table visits the same nodes
//!   on every run and thread count.
//! * **Levels.** Keys name their partition (the search's decomposition level) by an
//!   interned id: the level's section range and static preorder.

use std::collections::HashMap;

/// One stored failed state.
#[derive(Debug, Clone, Default)]
struct Slot {
    /// Hash of `key` (0 with an empty key: the slot is free).
    hash: u64,
    /// Nodes the search spent proving it (the replacement priority).
    work: u64,
    key: Vec<u32>,
}

/// Failed states of one decision search (one capacity, one preorder).
#[derive(Debug)]
pub(crate) struct Memo {
    slots: Vec<Slot>,
    /// Key words held by the slots (their capacity), at most `budget`.
    words: usize,
    budget: usize,
    /// Interned levels: `[lo, hi, preorder...]` -> id.
    levels: HashMap<Vec<u32>, u32>,
    level_words: usize,
    /// Nodes pruned by a stored state.
    pub(crate) hits: u64,
    /// States stored.
    pub(crate) stores: u64,
    /// Checking mode: nodes found here below which a layout was found.
    pub(crate) wrong: u64,
}

/// Largest number of slots (two per bucket).
const MAX_SLOTS: usize = 1 << 19;

/// Key words the slots may hold in all (32 MiB).
const WORD_BUDGET: usize = 8 << 20;

/// Words of interned levels (beyond it new levels get no id and no table).
const LEVEL_BUDGET: usize = 4 << 20;

/// The id of a level that was not interned: its nodes are not looked up.
pub(crate) const NO_LEVEL: u32 = u32::MAX;

impl Memo {
    /// An empty table sized for a search of about `nodes` nodes.
    pub(crate) fn new(nodes: u64) -> Memo {
        let mut m = Memo {
            slots: Vec::new(),
            words: 0,
            budget: WORD_BUDGET,
            levels: HashMap::new(),
            level_words: 0,
            hits: 0,
            stores: 0,
            wrong: 0,
        };
        m.reserve(nodes);
        m
    }

    /// Grows the table (keeping its entries, in slot order) to suit a search of
    /// about `nodes` nodes.
    pub(crate) fn reserve(&mut self, nodes: u64) {
        let want = usize::try_from(nodes)
            .unwrap_or(usize::MAX)
            .clamp(1 << 10, MAX_SLOTS)
            .next_power_of_two();
        if want <= self.slots.len() {
            return;
        }
        let old = std::mem::replace(&mut self.slots, vec![Slot::default(); want]);
        self.words = 0;
        for s in old {
            if !s.key.is_empty() {
                self.put(s.hash, s.work, s.key);
            }
        }
    }

    /// The id of the level with section range `[lo, hi)` and preorder `pre`
    /// ([`NO_LEVEL`] once the level budget is used up).
    pub(crate) fn level_id(&mut self, lo: usize, hi: usize, pre: &[u32]) -> u32 {
        let mut k = Vec::with_capacity(pre.len() + 2);
        k.push(lo as u32);
        k.push(hi as u32);
        k.extend_from_slice(pre);
        if let Some(&id) = self.levels.get(&k) {
            return id;
        }
        if self.level_words + k.len() > LEVEL_BUDGET || self.levels.len() >= NO_LEVEL as usize {
            return NO_LEVEL;
        }
        let id = self.levels.len() as u32;
        self.level_words += k.len();
        self.levels.insert(k, id);
        id
    }

    fn bucket(&self, hash: u64) -> usize {
        (hash as usize) & (self.slots.len() - 1) & !1
    }

    /// True when `key` is stored (counted as a hit).
    pub(crate) fn contains(&mut self, key: &[u32]) -> bool {
        let h = hash(key);
        let b = self.bucket(h);
        let found = self.slots[b..b + 2]
            .iter()
            .any(|s| s.hash == h && s.key == key);
        if found {
            self.hits += 1;
        }
        found
    }

    /// Stores `key`, whose subtree took `work` nodes to exhaust.
    pub(crate) fn insert(&mut self, key: &[u32], work: u64) {
        self.put(hash(key), work, key.to_vec());
    }

    fn put(&mut self, h: u64, work: u64, key: Vec<u32>) {
        let b = self.bucket(h);
        // A free slot first, else the one whose proof was cheaper (ties: the
        // second); a cheaper proof than both is not stored.
        let pick = if self.slots[b].key.is_empty() {
            b
        } else if self.slots[b + 1].key.is_empty() {
            b + 1
        } else if self.slots[b].work < self.slots[b + 1].work {
            b
        } else {
            b + 1
        };
        let slot = &mut self.slots[pick];
        if !slot.key.is_empty() && slot.work > work {
            return;
        }
        let freed = slot.key.capacity();
        if self.words - freed + key.len() > self.budget {
            return;
        }
        self.words = self.words - freed + key.len();
        let mut key = key;
        key.shrink_to_fit();
        self.words += key.capacity() - key.len();
        *slot = Slot { hash: h, work, key };
        self.stores += 1;
    }
}

/// A 64-bit hash of the key words (multiply-rotate, then a final mix).
fn hash(key: &[u32]) -> u64 {
    let mut h: u64 = 0x243f_6a88_85a3_08d3 ^ key.len() as u64;
    for &w in key {
        h = (h.rotate_left(23) ^ u64::from(w)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    h ^= h >> 29;
    h = h.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    h ^ (h >> 32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_keys_are_found_and_others_not() {
        let mut m = Memo::new(0);
        m.insert(&[1, 2, 3], 10);
        assert!(m.contains(&[1, 2, 3]));
        assert!(!m.contains(&[1, 2]));
        assert!(!m.contains(&[1, 2, 4]));
        assert_eq!(m.hits, 1);
        // Growing keeps the entries.
        m.reserve(1 << 16);
        assert!(m.contains(&[1, 2, 3]));
    }

    #[test]
    fn a_full_bucket_keeps_the_costlier_proofs_and_the_budget_holds() {
        let mut m = Memo::new(0);
        m.budget = 64;
        // Many keys into 1,024 slots: never more words than the budget.
        for i in 0..5_000u32 {
            m.insert(&[i, i + 1, i + 2, i + 3], u64::from(i % 7));
            assert!(m.words <= 64);
        }
        assert!(m.stores > 0);
        let mut m = Memo::new(0);
        let keys: Vec<[u32; 2]> = (0..20_000u32).map(|i| [i, 7]).collect();
        for (i, k) in keys.iter().enumerate() {
            m.insert(k, i as u64);
        }
        // The last (costliest) keys survive their buckets.
        assert!(m.contains(&keys[19_999]));
    }

    #[test]
    fn levels_are_interned_by_range_and_preorder() {
        let mut m = Memo::new(0);
        let a = m.level_id(0, 4, &[3, 1, 2]);
        assert_eq!(m.level_id(0, 4, &[3, 1, 2]), a);
        assert_ne!(m.level_id(0, 4, &[1, 3, 2]), a);
        assert_ne!(m.level_id(1, 4, &[3, 1, 2]), a);
    }
}
