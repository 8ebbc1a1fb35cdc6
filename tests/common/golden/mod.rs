//! Shared helpers for the golden-file tests: reading our TVMScript corpus and
//! TVM 0.27's printed outputs (`tests/golden/`, `tests/passes/`).

pub mod cases;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use tirsat::ir::visit::{Mutator, walk_mutate_expr};
use tirsat::ir::{Expr, ExprKind, IRModule, Stmt};
use tirsat::script::reader;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Sorted `*.py` files directly in `dir` (not recursing), excluding goldens.
pub fn py_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    let n = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
                    n.ends_with(".py") && !n.ends_with(".tvm.py") && !n.ends_with(".expected.py")
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

pub fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

pub fn parse(path: &Path) -> IRModule {
    reader::parse_module(&read(path), &path.display().to_string())
        .unwrap_or_else(|e| panic!("our reader rejects {}: {e}", path.display()))
}

/// Lines without trailing whitespace, blank lines dropped.
pub fn normalize(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| l.trim_end().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

/// Replaces `metadata["ir.StringImm"][k]` references by the strings TVM elided
/// (recovered by the oracle into `<case>.tvm.meta.json`).
pub struct InlineMeta<'a>(pub &'a [String]);

impl Mutator for InlineMeta<'_> {
    fn mutate_expr(&mut self, e: &Expr) -> Expr {
        if let ExprKind::Meta { key, index } = e.kind()
            && &**key == "ir.StringImm"
            && let Some(s) = self.0.get(*index as usize)
        {
            return Expr::str(s);
        }
        walk_mutate_expr(self, e)
    }
}

pub fn inline_meta(m: IRModule, strings: &[String]) -> IRModule {
    let mut out = IRModule::new();
    for (name, f) in m.functions {
        let body: Stmt = InlineMeta(strings).mutate_stmt(&f.body);
        out.insert(name, f.with_body(body));
    }
    out
}

/// The header comments of a pass case: `passes`, `config`, ...
pub fn header(text: &str) -> HashMap<String, String> {
    let mut h = HashMap::new();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("# ") else {
            break;
        };
        if let Some((k, v)) = rest.split_once(':') {
            h.insert(k.trim().to_string(), v.trim().to_string());
        }
    }
    h
}

/// Splits `A, B("x"), C({"k": 1})` at top-level commas.
pub fn split_top_level(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    let mut in_str = false;
    for c in s.chars() {
        match c {
            '"' => in_str = !in_str,
            '(' | '{' | '[' if !in_str => depth += 1,
            ')' | '}' | ']' if !in_str => depth -= 1,
            ',' if depth == 0 && !in_str => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// A canonical dump with nested sequences flattened: TVM's passes build
/// `SeqStmt`s inside `SeqStmt`s (its printer shows them flat, and our IR
/// flattens them on construction), which is no difference in meaning.
pub fn flatten_dump_seqs(dump: &str) -> String {
    let mut lines: Vec<(usize, &str)> = dump
        .lines()
        .map(|l| {
            let t = l.trim_start_matches(' ');
            ((l.len() - t.len()) / 2, t)
        })
        .collect();
    // A `seq` whose parent is a `seq`: drop it and lift its subtree one level.
    let mut i = 0;
    while i < lines.len() {
        let (d, t) = lines[i];
        let parent_is_seq = t == "seq"
            && d > 0
            && lines[..i]
                .iter()
                .rev()
                .find(|(pd, _)| *pd < d)
                .is_some_and(|(pd, pt)| *pd == d - 1 && *pt == "seq");
        if parent_is_seq {
            lines.remove(i);
            let mut j = i;
            while j < lines.len() && lines[j].0 > d {
                lines[j].0 -= 1;
                j += 1;
            }
        } else {
            i += 1;
        }
    }
    let mut out = String::new();
    for (d, t) in lines {
        out.push_str(&"  ".repeat(d));
        out.push_str(t);
        out.push('\n');
    }
    out
}
