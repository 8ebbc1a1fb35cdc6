//! Printed names: unique among the names currently in scope, sanitized into
//! Python identifiers, released when the scope that defined them ends — TVM's
//! scheme (`x`, `x_1`, `x_2`, ...; `A.type_index` prints as `A_type_index`).

use std::borrow::Cow;
use std::rc::Rc;

use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Names that TVM's printer always keeps for itself (`I`, `T`, `R`).
const BUILTIN: [&str; 3] = ["I", "T", "R"];

/// Python keywords and the names the printed text itself relies on; a variable
/// with such a name is renamed so the text stays valid Python.
const RESERVED: [&str; 37] = [
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield", "range", "metadata",
];

/// TVM's sanitization: every byte that is not an ASCII letter, digit or `_`
/// becomes `_`. An empty hint uses `fallback`; a leading digit gets a `v`
/// prefix (TVM keeps it, which Python cannot read).
pub(crate) fn sanitize<'a>(hint: &'a str, fallback: &'a str) -> Cow<'a, str> {
    if hint.is_empty() {
        return Cow::Borrowed(fallback);
    }
    let b = hint.as_bytes();
    // Nearly every hint is already an identifier.
    if !b[0].is_ascii_digit() && b.iter().all(|&c| c.is_ascii_alphanumeric() || c == b'_') {
        return Cow::Borrowed(hint);
    }
    let mut s = String::with_capacity(hint.len() + 1);
    if b[0].is_ascii_digit() {
        s.push('v');
    }
    for &c in b {
        if c.is_ascii_alphanumeric() || c == b'_' {
            s.push(c as char);
        } else {
            s.push('_');
        }
    }
    Cow::Owned(s)
}

/// True for the names no variable may take ([`BUILTIN`], [`RESERVED`]).
fn always_taken(name: &str) -> bool {
    // Every builtin name has one byte, every reserved one two to eight; the
    // first byte rules out nearly every other name without a comparison.
    match name.len() {
        1 => BUILTIN.contains(&name),
        2..=8 => {
            let first = name.as_bytes()[0];
            RESERVED
                .iter()
                .any(|r| r.as_bytes()[0] == first && *r == name)
        }
        _ => false,
    }
}

/// Names in scope, keyed by the identity of the IR object they print.
#[derive(Debug, Default)]
pub(crate) struct NameTable {
    /// Names taken by variables and fresh names (the builtin and reserved
    /// names are checked apart: a table is made for every printed expression,
    /// and filling them in each time cost more than the printing).
    used: HashSet<Rc<str>>,
    /// Names taken besides the builtin ones (e.g. `Module`).
    extra: Vec<String>,
    by_id: HashMap<u64, Rc<str>>,
}

impl NameTable {
    /// A table with TVM's builtin names taken, plus `extra` (e.g. `Module`).
    pub(crate) fn new(extra: &[&str]) -> Self {
        // Room for a typical function's names without rehashing as it grows.
        const NAMES: usize = 32;
        NameTable {
            extra: extra.iter().map(|n| (*n).to_string()).collect(),
            used: HashSet::with_capacity_and_hasher(NAMES, Default::default()),
            by_id: HashMap::with_capacity_and_hasher(NAMES, Default::default()),
        }
    }

    fn taken(&self, name: &str) -> bool {
        self.used.contains(name) || always_taken(name) || self.extra.iter().any(|n| n == name)
    }

    pub(crate) fn get(&self, id: u64) -> Option<&str> {
        self.by_id.get(&id).map(|n| &**n)
    }

    /// True when no name is taken (besides the builtin and extra ones).
    pub(crate) fn is_empty(&self) -> bool {
        self.used.is_empty() && self.by_id.is_empty()
    }

    /// [`NameTable::get`], shared with the table.
    pub(crate) fn get_shared(&self, id: u64) -> Option<Rc<str>> {
        self.by_id.get(&id).cloned()
    }

    pub(crate) fn is_defined(&self, id: u64) -> bool {
        self.by_id.contains_key(&id)
    }

    /// A fresh unique name for `hint` (no object attached); the caller
    /// releases it with [`NameTable::release_name`].
    pub(crate) fn fresh(&mut self, hint: &str, fallback: &str) -> String {
        self.fresh_shared(hint, fallback).to_string()
    }

    /// [`NameTable::fresh`], the name shared with the table (one allocation).
    fn fresh_shared(&mut self, hint: &str, fallback: &str) -> Rc<str> {
        let base = sanitize(hint, fallback);
        let name: Rc<str> = if self.taken(&base) {
            let mut name = String::with_capacity(base.len() + 3);
            let mut i = 1u64;
            loop {
                name.clear();
                name.push_str(&base);
                name.push('_');
                super::literal::push_u64(i, &mut name);
                if !self.taken(&name) {
                    break Rc::from(name);
                }
                i += 1;
            }
        } else {
            Rc::from(&*base)
        };
        self.used.insert(name.clone());
        name
    }

    /// Defines object `id`, returning its existing name when it already has one.
    /// The second value tells whether the name is new.
    pub(crate) fn define(&mut self, id: u64, hint: &str, fallback: &str) -> (Rc<str>, bool) {
        if let Some(n) = self.by_id.get(&id) {
            return (n.clone(), false);
        }
        let name = self.fresh_shared(hint, fallback);
        self.by_id.insert(id, name.clone());
        (name, true)
    }

    /// Makes object `id` print as `text`, an expression rather than a name
    /// (`D.elem_offset`); no name is taken. Returns false when `id` already
    /// prints as something.
    pub(crate) fn define_alias(&mut self, id: u64, text: String) -> bool {
        if self.by_id.contains_key(&id) {
            return false;
        }
        self.by_id.insert(id, Rc::from(text));
        true
    }

    /// Forgets object `id` and frees its name.
    pub(crate) fn release(&mut self, id: u64) {
        if let Some(n) = self.by_id.remove(&id) {
            self.used.remove(&*n);
        }
    }

    /// Frees a name made by [`NameTable::fresh`].
    pub(crate) fn release_name(&mut self, name: &str) {
        self.used.remove(name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unique_and_sanitized() {
        let mut t = NameTable::new(&["Module"]);
        assert_eq!(t.define(1, "x", "v").0.as_ref(), "x");
        assert_eq!(t.define(2, "x", "v").0.as_ref(), "x_1");
        assert_eq!(t.define(3, "x_1", "v").0.as_ref(), "x_1_1");
        assert_eq!(t.define(1, "ignored", "v"), (Rc::from("x"), false));
        assert_eq!(t.define(4, "A.type_index", "v").0.as_ref(), "A_type_index");
        assert_eq!(t.define(5, "T", "v").0.as_ref(), "T_1");
        assert_eq!(t.define(6, "Module", "v").0.as_ref(), "Module_1");
        assert_eq!(t.define(7, "", "v").0.as_ref(), "v");
        assert_eq!(t.define(8, "0x", "v").0.as_ref(), "v0x");
        assert_eq!(t.define(9, "for", "v").0.as_ref(), "for_1");
        t.release(2);
        assert_eq!(t.define(10, "x", "v").0.as_ref(), "x_1");
    }
}
