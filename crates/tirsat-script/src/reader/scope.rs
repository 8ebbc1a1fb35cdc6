//! The names bound in a function's open scopes, as one table: each name maps
//! to its bindings, innermost last, each tagged with the scope level that
//! made it. A lookup is one hash probe however deep the nesting (a stack of
//! per-scope maps probes every open scope for a module-level name such as
//! `T`), and closing a scope unbinds what it bound.

use rustc_hash::FxHashMap as HashMap;

use super::value::Value;

/// The open scopes of a function (module-level names live elsewhere).
#[derive(Default)]
pub(crate) struct Scopes {
    /// Each bound name's bindings, outermost first, with the level (1 for the
    /// outermost scope) that made each. Only names bound in an open scope.
    names: HashMap<String, Vec<(u32, Value)>>,
    /// Per open scope, outermost first: how many bindings it added.
    added: Vec<u32>,
}

impl Scopes {
    /// The number of open scopes.
    pub(crate) fn level(&self) -> u32 {
        self.added.len() as u32
    }

    pub(crate) fn push(&mut self) {
        self.added.push(0);
    }

    /// Closes the innermost scope, unbinding its names.
    pub(crate) fn pop(&mut self) {
        let level = self.level();
        if self.added.pop().unwrap_or(0) == 0 {
            return;
        }
        self.names.retain(|_, b| {
            if b.last().is_some_and(|(l, _)| *l == level) {
                b.pop();
            }
            !b.is_empty()
        });
    }

    /// Binds `name` in the innermost scope (replacing its binding there).
    /// Returns `v` back when no scope is open.
    pub(crate) fn bind(&mut self, name: &str, v: Value) -> Option<Value> {
        let level = self.level();
        let Some(added) = self.added.last_mut() else {
            return Some(v);
        };
        match self.names.get_mut(name) {
            Some(b) => match b.last_mut() {
                Some((l, old)) if *l == level => *old = v,
                _ => {
                    b.push((level, v));
                    *added += 1;
                }
            },
            None => {
                self.names.insert(name.to_string(), vec![(level, v)]);
                *added += 1;
            }
        }
        None
    }

    /// The innermost binding of `name`.
    pub(crate) fn get(&self, name: &str) -> Option<&Value> {
        self.names.get(name)?.last().map(|(_, v)| v)
    }

    /// The binding of `name` made by the innermost scope, if any.
    pub(crate) fn get_innermost(&self, name: &str) -> Option<&Value> {
        let level = self.level();
        match self.names.get(name)?.last() {
            Some((l, v)) if level > 0 && *l == level => Some(v),
            _ => None,
        }
    }

    /// The names bound by the innermost scope and their values.
    pub(crate) fn innermost(&self) -> impl Iterator<Item = (&String, &Value)> {
        let level = self.level();
        self.names.iter().filter_map(move |(k, b)| match b.last() {
            Some((l, v)) if level > 0 && *l == level => Some((k, v)),
            _ => None,
        })
    }

    /// Every binding of every open scope, shadowed ones included.
    pub(crate) fn values(&self) -> impl Iterator<Item = &Value> {
        self.names.values().flat_map(|b| b.iter().map(|(_, v)| v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inner_bindings_shadow_and_go_with_their_scope() {
        let mut s = Scopes::default();
        assert!(s.bind("x", Value::Int(0)).is_some(), "no scope open");
        s.push();
        assert!(s.bind("x", Value::Int(1)).is_none());
        s.push();
        assert!(matches!(s.get("x"), Some(Value::Int(1))));
        assert!(s.get_innermost("x").is_none());
        s.bind("x", Value::Int(2));
        s.bind("x", Value::Int(3));
        s.bind("y", Value::Int(4));
        assert!(matches!(s.get("x"), Some(Value::Int(3))));
        assert!(matches!(s.get_innermost("x"), Some(Value::Int(3))));
        assert_eq!(s.innermost().count(), 2);
        assert_eq!(s.values().count(), 3);
        s.pop();
        assert!(matches!(s.get("x"), Some(Value::Int(1))));
        assert!(s.get("y").is_none());
        assert_eq!(s.values().count(), 1);
        s.pop();
        assert!(s.get("x").is_none());
        assert_eq!(s.level(), 0);
    }
}
