//! Where a module's statements and functions were read from: a side table
//! from node identity to a byte range of the source, filled by the reader
//! and consulted by whoever reports an error about the read module (the
//! verifier behind `tirsat check`).
//!
//! The IR nodes themselves carry no position, so building, comparing and
//! printing IR cost nothing extra; the table keeps each recorded statement
//! alive, so a node's identity cannot be reused by another node while the
//! table exists. A statement a pass builds anew is simply not in the table:
//! its diagnostics fall back to the nearest enclosing statement that is.
//!
//! ```
//! use tirsat_ir::span::{SourceMap, Span};
//! use tirsat_ir::{Expr, Stmt};
//! let s = Stmt::evaluate(Expr::i32(1));
//! let mut map = SourceMap::default();
//! map.record(&s, Span::new(10, 22));
//! map.record_func("main", Span::new(0, 40));
//! assert_eq!(map.stmt(&s), Some(Span::new(10, 22)));
//! assert_eq!(map.stmt(&Stmt::evaluate(Expr::i32(1))), None);
//! assert_eq!(map.func("main"), Some(Span::new(0, 40)));
//! ```

use std::collections::HashMap;
use std::sync::OnceLock;

use super::Stmt;

/// A byte range `[start, end)` of the source text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: u32, end: u32) -> Span {
        Span { start, end }
    }
}

/// Statement and function positions of one read module.
#[derive(Debug, Default)]
pub struct SourceMap {
    /// Statements in the order they were recorded (inner before outer);
    /// holding the node keeps its identity unique.
    stmts: Vec<(Stmt, Span)>,
    funcs: Vec<(String, Span)>,
    /// Node identity -> span, built on the first look-up.
    index: OnceLock<HashMap<usize, Span>>,
}

impl Clone for SourceMap {
    fn clone(&self) -> Self {
        SourceMap {
            stmts: self.stmts.clone(),
            funcs: self.funcs.clone(),
            index: OnceLock::new(),
        }
    }
}

impl SourceMap {
    /// Records where `s` was read from (the first record of a node wins).
    pub fn record(&mut self, s: &Stmt, span: Span) {
        self.stmts.push((s.clone(), span));
        self.index = OnceLock::new();
    }

    /// Records where function `name` was read from.
    pub fn record_func(&mut self, name: &str, span: Span) {
        self.funcs.push((name.to_string(), span));
    }

    /// Appends another table's records (a function read on another thread).
    pub fn extend(&mut self, other: SourceMap) {
        self.stmts.extend(other.stmts);
        self.funcs.extend(other.funcs);
        self.index = OnceLock::new();
    }

    /// Where `s` was read from, when it is a node the reader made.
    pub fn stmt(&self, s: &Stmt) -> Option<Span> {
        if self.stmts.is_empty() {
            return None;
        }
        let index = self.index.get_or_init(|| {
            let mut m = HashMap::with_capacity(self.stmts.len());
            for (s, span) in &self.stmts {
                m.entry(s.addr()).or_insert(*span);
            }
            m
        });
        index.get(&s.addr()).copied()
    }

    /// Where function `name` was read from.
    pub fn func(&self, name: &str) -> Option<Span> {
        self.funcs.iter().find(|(n, _)| n == name).map(|(_, s)| *s)
    }

    /// Number of statements recorded.
    pub fn len(&self) -> usize {
        self.stmts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.stmts.is_empty() && self.funcs.is_empty()
    }
}
