//! Poison: the value of memory no one wrote (as in LLVM and Alive2).
//!
//! A read of shared or local bytes that were never written does not stop a
//! run: it yields a poison lane ([`Scalar::Poison`](super::Scalar::Poison)).
//! Poison flows through arithmetic, comparisons, casts, selects, warp
//! shuffles, reductions and stores to shared or local memory (the stored
//! bytes stay poison), so the staging buffers of TVM's lowered allreduce,
//! read by lanes whose values a mask or a later select discards, run as on
//! hardware. It is an error only where a decision or an effect depends on
//! it:
//!
//! * stored to global memory: a [`PoisonReport`] (counted, the run goes on,
//!   the element is marked poison in the output; a pass may refine poison to
//!   any value, so [`super::check::compare_runs`] skips elements that are
//!   poison before the pass and reports elements that become poison);
//! * used as an address (a buffer index, a pointer offset), a branch or loop
//!   condition or bound, an assertion, an allocation size, a warp shuffle's
//!   mask, lane or width, a reduction's condition (a synchronisation
//!   decision): an error of kind [`ErrorKind::Poison`](super::ErrorKind::Poison).
//!
//! Either way the report gives the path the value took: the read that
//! produced it (buffer, element, thread, statement) and the statements that
//! carried it on (stores, bindings), at most once each.
//!
//! Poison values carry a small id into a per-run table ([`PoisonTable`]):
//! the origin and each step are interned (the origin by read statement and
//! buffer, a step by its predecessor and statement), so a loop that moves
//! poison around does not grow the table.

use std::collections::HashMap;
use std::fmt;

use tirsat_ir::Stmt;

/// Poison that reached global memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoisonReport {
    /// The function being executed.
    pub function: String,
    /// Where it was reported: the store into global memory.
    pub what: String,
    /// The path: the read that produced the poison, then each statement
    /// that carried it.
    pub path: Vec<String>,
}

impl fmt::Display for PoisonReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "in function {}: {}", self.function, self.what)?;
        for (i, p) in self.path.iter().enumerate() {
            let lead = if i == 0 { "from" } else { "via" };
            write!(f, "; {lead} {p}")?;
        }
        Ok(())
    }
}

struct Node {
    parent: Option<u32>,
    /// The statement of a step (for the cycle check), 0 for an origin.
    stmt: usize,
    text: String,
}

/// The poison values of a run: origins and the steps they took.
#[derive(Default)]
pub(crate) struct PoisonTable {
    nodes: Vec<Node>,
    /// (read statement) -> [(buffer, node)].
    origins: HashMap<usize, Vec<(String, u32)>>,
    /// (node, statement) -> node.
    steps: HashMap<(u32, usize), u32>,
    /// Reports kept in detail.
    pub reports: Vec<PoisonReport>,
    /// Poison lanes stored into global memory.
    pub count: u64,
    /// Statements already reported (one report each).
    reported: HashMap<usize, ()>,
}

fn stmt_key(s: Option<&Stmt>) -> usize {
    s.map_or(0, |s| std::ptr::from_ref(s) as usize)
}

impl PoisonTable {
    /// The poison of a read of unwritten bytes of `buffer` at `stmt`;
    /// `text` describes the read (called once per statement and buffer).
    pub fn origin(
        &mut self,
        stmt: Option<&Stmt>,
        buffer: &str,
        text: impl FnOnce() -> String,
    ) -> u32 {
        let key = stmt_key(stmt);
        let list = self.origins.entry(key).or_default();
        if let Some((_, id)) = list.iter().find(|(b, _)| b == buffer) {
            return *id;
        }
        let id = self.nodes.len() as u32;
        list.push((buffer.to_string(), id));
        self.nodes.push(Node {
            parent: None,
            stmt: 0,
            text: text(),
        });
        id
    }

    /// Poison `id` carried on by statement `stmt` (a store or binding).
    pub fn step(&mut self, id: u32, stmt: Option<&Stmt>) -> u32 {
        let key = stmt_key(stmt);
        if key == 0 {
            return id;
        }
        if let Some(n) = self.steps.get(&(id, key)) {
            return *n;
        }
        // A statement already on the path: the path does not grow.
        let mut cur = Some(id);
        while let Some(c) = cur {
            let n = &self.nodes[c as usize];
            if n.stmt == key {
                self.steps.insert((id, key), id);
                return id;
            }
            cur = n.parent;
        }
        let n = self.nodes.len() as u32;
        let text = match stmt {
            Some(s) => format!("`{}`", super::race::describe_stmt(s)),
            None => String::new(),
        };
        self.nodes.push(Node {
            parent: Some(id),
            stmt: key,
            text,
        });
        self.steps.insert((id, key), n);
        n
    }

    /// The path of poison `id`, origin first.
    pub fn path(&self, id: u32) -> Vec<String> {
        let mut out = Vec::new();
        let mut cur = Some(id);
        while let Some(c) = cur {
            let Some(n) = self.nodes.get(c as usize) else {
                break;
            };
            out.push(n.text.clone());
            cur = n.parent;
        }
        out.reverse();
        out
    }

    /// The path of poison `id` in one line.
    pub fn describe(&self, id: u32) -> String {
        let path = self.path(id);
        let mut s = String::new();
        for (i, p) in path.iter().enumerate() {
            s.push_str(if i == 0 { "from " } else { "; via " });
            s.push_str(p);
        }
        s
    }

    /// Poison `id` stored into global memory by `stmt` (`what` describes the
    /// element): counted, reported once per statement (at most `max`).
    pub fn report_store(
        &mut self,
        function: &str,
        stmt: Option<&Stmt>,
        id: u32,
        max: usize,
        what: impl FnOnce() -> String,
    ) {
        self.count += 1;
        let key = stmt_key(stmt);
        if self.reports.len() >= max || self.reported.insert(key, ()).is_some() {
            return;
        }
        let mut path = self.path(id);
        // The store itself, unless the value was carried here by it (a
        // binding or store already recorded by `step`).
        if let Some(s) = stmt {
            let last = format!("`{}`", super::race::describe_stmt(s));
            if path.last() != Some(&last) {
                path.push(last);
            }
        }
        self.reports.push(PoisonReport {
            function: function.to_string(),
            what: what(),
            path,
        });
    }
}
