//! Printed names: unique among the names currently in scope, sanitized into
//! Python identifiers, released when the scope that defined them ends — TVM's
//! scheme (`x`, `x_1`, `x_2`, ...; `A.type_index` prints as `A_type_index`).

use std::borrow::Cow;
use std::rc::Rc;

use rustc_hash::FxHashMap as HashMap;

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

/// One interned name text and whether it is taken now.
#[derive(Debug)]
struct Slot {
    name: Rc<str>,
    /// Taken by a variable or a fresh name in scope.
    used: bool,
    /// Never available ([`BUILTIN`], [`RESERVED`], the extra names).
    reserved: bool,
}

/// What an object prints as.
#[derive(Debug, Clone, Copy)]
enum Binding {
    /// A name: the slot it takes.
    Name(u32),
    /// An expression (`D.elem_offset`): `aliases[i]`, taking no name.
    Alias(u32),
}

/// Names in scope, keyed by the identity of the IR object they print.
///
/// Every name text is interned once in a slot that records whether it is
/// taken, so defining a name is one string look-up and releasing it none;
/// the slots outlive the names in scope (a printer printing many functions
/// reuses them), which does not change which names are taken.
#[derive(Debug, Default)]
pub(crate) struct NameTable {
    slots: Vec<Slot>,
    /// Slot of every interned text.
    index: HashMap<Rc<str>, u32>,
    /// Names taken besides the builtin ones (e.g. `Module`).
    extra: Vec<String>,
    by_id: HashMap<u64, Binding>,
    aliases: Vec<Rc<str>>,
    /// Slots taken now.
    in_use: usize,
}

/// Interned texts kept by a table with no name in use (see
/// [`NameTable::trim`]).
const MAX_SLOTS: usize = 1 << 14;

impl NameTable {
    /// A table with TVM's builtin names taken, plus `extra` (e.g. `Module`).
    pub(crate) fn new(extra: &[&str]) -> Self {
        // Room for a typical function's names without rehashing as it grows.
        const NAMES: usize = 32;
        NameTable {
            slots: Vec::with_capacity(NAMES),
            index: HashMap::with_capacity_and_hasher(NAMES, Default::default()),
            extra: extra.iter().map(|n| (*n).to_string()).collect(),
            by_id: HashMap::with_capacity_and_hasher(NAMES, Default::default()),
            aliases: Vec::new(),
            in_use: 0,
        }
    }

    /// The slot of `name`, interned on first sight.
    fn slot(&mut self, name: &str) -> u32 {
        if let Some(&i) = self.index.get(name) {
            return i;
        }
        let i = self.slots.len() as u32;
        let text: Rc<str> = Rc::from(name);
        let reserved = always_taken(name) || self.extra.iter().any(|n| n == name);
        self.slots.push(Slot {
            name: text.clone(),
            used: false,
            reserved,
        });
        self.index.insert(text, i);
        i
    }

    fn taken(&self, slot: u32) -> bool {
        let s = &self.slots[slot as usize];
        s.used || s.reserved
    }

    fn text(&self, b: Binding) -> &Rc<str> {
        match b {
            Binding::Name(i) => &self.slots[i as usize].name,
            Binding::Alias(i) => &self.aliases[i as usize],
        }
    }

    pub(crate) fn get(&self, id: u64) -> Option<&str> {
        self.by_id.get(&id).map(|&b| &**self.text(b))
    }

    /// True when no name is taken (besides the builtin and extra ones).
    pub(crate) fn is_empty(&self) -> bool {
        self.in_use == 0 && self.by_id.is_empty()
    }

    /// Forgets the interned texts when there are many and none is in use
    /// (memory stays bounded when one table prints many functions).
    pub(crate) fn trim(&mut self) {
        if self.is_empty() && self.slots.len() > MAX_SLOTS {
            self.slots.clear();
            self.index.clear();
        }
        if self.by_id.is_empty() {
            self.aliases.clear();
        }
    }

    /// [`NameTable::get`], shared with the table.
    pub(crate) fn get_shared(&self, id: u64) -> Option<Rc<str>> {
        self.by_id.get(&id).map(|&b| self.text(b).clone())
    }

    pub(crate) fn is_defined(&self, id: u64) -> bool {
        self.by_id.contains_key(&id)
    }

    /// A fresh unique name for `hint` (no object attached); the caller
    /// releases it with [`NameTable::release_name`].
    pub(crate) fn fresh(&mut self, hint: &str, fallback: &str) -> String {
        let slot = self.fresh_slot(hint, fallback);
        self.slots[slot as usize].name.to_string()
    }

    /// Takes the first free name of `hint`, `hint_1`, `hint_2`, ...
    fn fresh_slot(&mut self, hint: &str, fallback: &str) -> u32 {
        let base = sanitize(hint, fallback);
        let mut slot = self.slot(&base);
        if self.taken(slot) {
            let mut name = String::with_capacity(base.len() + 3);
            let mut i = 1u64;
            loop {
                name.clear();
                name.push_str(&base);
                name.push('_');
                super::literal::push_u64(i, &mut name);
                slot = self.slot(&name);
                if !self.taken(slot) {
                    break;
                }
                i += 1;
            }
        }
        self.slots[slot as usize].used = true;
        self.in_use += 1;
        slot
    }

    /// Defines object `id`, returning its existing name when it already has one.
    /// The second value tells whether the name is new.
    pub(crate) fn define(&mut self, id: u64, hint: &str, fallback: &str) -> (Rc<str>, bool) {
        use std::collections::hash_map::Entry;
        // One probe for the look-up and the insertion (the map is moved out
        // while a new name is chosen).
        let mut by_id = std::mem::take(&mut self.by_id);
        let out = match by_id.entry(id) {
            Entry::Occupied(e) => (self.text(*e.get()).clone(), false),
            Entry::Vacant(e) => {
                let slot = self.fresh_slot(hint, fallback);
                e.insert(Binding::Name(slot));
                (self.slots[slot as usize].name.clone(), true)
            }
        };
        self.by_id = by_id;
        out
    }

    /// Makes object `id` print as `text`, an expression rather than a name
    /// (`D.elem_offset`); no name is taken. Returns false when `id` already
    /// prints as something.
    pub(crate) fn define_alias(&mut self, id: u64, text: String) -> bool {
        if self.by_id.contains_key(&id) {
            return false;
        }
        self.by_id
            .insert(id, Binding::Alias(self.aliases.len() as u32));
        self.aliases.push(Rc::from(text));
        true
    }

    /// Forgets object `id` and frees its name.
    pub(crate) fn release(&mut self, id: u64) {
        if let Some(Binding::Name(slot)) = self.by_id.remove(&id) {
            self.free(slot);
        }
    }

    fn free(&mut self, slot: u32) {
        let s = &mut self.slots[slot as usize];
        if s.used {
            s.used = false;
            self.in_use -= 1;
        }
    }

    /// Frees a name made by [`NameTable::fresh`].
    pub(crate) fn release_name(&mut self, name: &str) {
        if let Some(&slot) = self.index.get(name) {
            self.free(slot);
        }
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

    /// A table whose names were all released gives the same names as a new
    /// one: the interned texts it keeps do not count as taken.
    #[test]
    fn released_table_is_like_new() {
        let mut t = NameTable::new(&["Module"]);
        let hints = ["x", "x", "x_1", "T", "", "for", "Module", "y"];
        let first: Vec<Rc<str>> = (0..hints.len())
            .map(|i| t.define(i as u64, hints[i], "v").0)
            .collect();
        let fresh = t.fresh("x", "v");
        assert!(t.define_alias(100, "D.elem_offset".into()));
        assert_eq!(t.get(100), Some("D.elem_offset"));
        assert!(!t.is_empty());
        for i in 0..hints.len() {
            t.release(i as u64);
        }
        t.release(100);
        t.release_name(&fresh);
        assert!(t.is_empty());
        t.trim();
        let again: Vec<Rc<str>> = (0..hints.len())
            .map(|i| t.define(50 + i as u64, hints[i], "v").0)
            .collect();
        assert_eq!(again, first);
        let mut new = NameTable::new(&["Module"]);
        let from_new: Vec<Rc<str>> = (0..hints.len())
            .map(|i| new.define(i as u64, hints[i], "v").0)
            .collect();
        assert_eq!(from_new, first);
        // A name released while others stay taken is the first one free again.
        t.release(51);
        assert_eq!(t.fresh("x", "v"), "x_1");
        assert_eq!(t.fresh("x", "v"), "x_2");
    }
}
