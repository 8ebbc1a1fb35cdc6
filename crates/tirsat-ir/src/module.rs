//! IRModules: named functions.

use std::collections::BTreeMap;

use super::{AttrValue, PrimFunc};

/// A module of named PrimFuncs (TVM's `IRModule` keyed by `GlobalVar` name).
/// Functions are kept sorted by name, so iteration order is deterministic.
///
/// `attrs` are the module's attributes (`I.module_attrs({...})`): no pass of
/// ours reads or sets one, and every pass keeps them, as TVM's do.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct IRModule {
    pub functions: BTreeMap<String, PrimFunc>,
    pub attrs: BTreeMap<String, AttrValue>,
}

impl IRModule {
    pub fn new() -> Self {
        Self::default()
    }
    pub fn from_functions(funcs: impl IntoIterator<Item = (String, PrimFunc)>) -> Self {
        IRModule {
            functions: funcs.into_iter().collect(),
            attrs: BTreeMap::new(),
        }
    }
    pub fn get(&self, name: &str) -> Option<&PrimFunc> {
        self.functions.get(name)
    }
    pub fn insert(&mut self, name: impl Into<String>, func: PrimFunc) {
        self.functions.insert(name.into(), func);
    }
    pub fn contains(&self, name: &str) -> bool {
        self.functions.contains_key(name)
    }
    /// Takes the function `name` out of the module.
    pub fn remove(&mut self, name: &str) -> Option<PrimFunc> {
        self.functions.remove(name)
    }
    pub fn len(&self) -> usize {
        self.functions.len()
    }
    pub fn is_empty(&self) -> bool {
        self.functions.is_empty()
    }
    pub fn iter(&self) -> impl Iterator<Item = (&String, &PrimFunc)> {
        self.functions.iter()
    }
    /// Function names in TVM's printing order: sorted, with `main` last.
    pub fn print_order(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self.functions.keys().map(String::as_str).collect();
        if let Some(pos) = names.iter().position(|n| *n == "main") {
            let m = names.remove(pos);
            names.push(m);
        }
        names
    }
    /// A name not used by any function: `base`, else `base_1`, `base_2`, ...
    pub fn fresh_name(&self, base: &str) -> String {
        if !self.contains(base) {
            return base.to_string();
        }
        (1..)
            .map(|i| format!("{base}_{i}"))
            .find(|n| !self.contains(n))
            .unwrap_or_else(|| base.to_string())
    }
}
