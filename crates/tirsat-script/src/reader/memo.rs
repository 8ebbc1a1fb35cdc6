//! Per-thread memo tables for answers that depend only on a name and the
//! reader's constant tables (which `T.` family a name is, a parsed target).
//! A module repeats the same few dozen names thousands of times; each table
//! keeps at most a bounded number of names, so memory stays bounded whatever
//! the input.

use std::cell::RefCell;
use std::thread::LocalKey;

use rustc_hash::FxHashMap;

/// A per-thread table from a name to its answer.
pub(super) type Table<T> = RefCell<FxHashMap<String, T>>;

/// `compute(key)`, remembered in `table` while it holds fewer than `max` names.
pub(super) fn memoized<T: Clone + 'static>(
    table: &'static LocalKey<Table<T>>,
    key: &str,
    max: usize,
    compute: impl FnOnce(&str) -> T,
) -> T {
    if let Some(v) = table.with(|t| t.borrow().get(key).cloned()) {
        return v;
    }
    let v = compute(key);
    table.with(|t| {
        let mut t = t.borrow_mut();
        if t.len() < max {
            t.insert(key.to_string(), v.clone());
        }
    });
    v
}
