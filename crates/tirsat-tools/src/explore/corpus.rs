//! Expression corpora for [`ablate`](super::ablate) and [`stats`](super::stats).
//!
//! Two formats, chosen by the path:
//!
//! * a `.jsonl` file, or a directory holding them: TVM's simplifier
//!   expectations (the scalar-integer cases, with their facts, read by
//!   [`bench`](crate::bench));
//! * anything else: a text corpus, one integer expression per line in
//!   TVMScript ([`parse_int_expr`](tirsat_script::reader::parse_int_expr)),
//!   `#` comments and blank lines ignored. Facts may follow a `|`: comma-separated variable
//!   ranges `NAME=LO:HI` (`LO <= NAME < HI`, either end may be empty;
//!   `NAME:TYPE=LO:HI` also declares the variable's type, `int32` otherwise,
//!   and must come before other uses of the name) and predicates:
//!
//! ```text
//! # a corpus
//! (x + 2) - x
//! (bx * 128 + tx) // 128 | tx=0:128, bx=0:
//! T.min(i, n) | i=0:16, n < 8
//! n * T.int64(4) | n:int64=1:
//! ```
//!
//! ```
//! use tirsat_tools::explore::corpus::parse_text_corpus;
//! let c = parse_text_corpus("x + 0\n# c\n(tx % 128) | tx=0:128\n", "c.txt").unwrap();
//! assert_eq!(c.len(), 2);
//! assert_eq!(c[1].origin, "c.txt:3");
//! assert!(parse_text_corpus("x +", "c.txt").unwrap_err().starts_with("c.txt:1:"));
//! let c = parse_text_corpus("x // 4 | x=0:, T.min(x, y) < 8", "c.txt").unwrap();
//! assert_eq!(c[0].facts.predicates().len(), 1);
//! let c = parse_text_corpus("n * T.int64(4) | n:int64=1:", "c.txt").unwrap();
//! assert_eq!(c[0].expr.dtype(), tirsat_ir::DataType::i64());
//! ```

use std::path::Path;

use crate::bench::{case_input, load_case_file};
use tirsat_arith::facts::Facts;
use tirsat_ir::{DataType, Expr};
use tirsat_script::reader::{VarEnv, parse_int_expr};

/// One corpus entry.
#[derive(Clone, Debug)]
pub struct CorpusItem {
    /// `FILE:LINE` or the TVM case id.
    pub origin: String,
    pub expr: Expr,
    pub facts: Facts,
}

fn range_spec(spec: &str, env: &mut VarEnv) -> Option<Result<Facts, String>> {
    let (name, range) = spec.split_once('=')?;
    let (name, ty) = match name.split_once(':') {
        Some((n, t)) => (n.trim(), Some(t.trim())),
        None => (name.trim(), None),
    };
    if name.is_empty() || !name.chars().all(|c| c.is_alphanumeric() || c == '_') {
        return None;
    }
    let (lo, hi) = range.split_once(':')?;
    let num = |s: &str| -> Result<Option<i64>, String> {
        let s = s.trim();
        if s.is_empty() {
            return Ok(None);
        }
        s.parse::<i64>()
            .map(Some)
            .map_err(|_| format!("`{s}` is not an integer"))
    };
    let mut build = || -> Result<Facts, String> {
        let lo = num(lo)?;
        let hi = match num(hi)? {
            Some(h) => Some(h.checked_sub(1).ok_or("bound out of range")?),
            None => None,
        };
        if let (Some(l), Some(h)) = (lo, hi)
            && l > h
        {
            return Err(format!("empty range `{}`", spec.trim()));
        }
        let v = match ty {
            None => env.var(name),
            Some(t) => {
                let ty: DataType = t.parse().map_err(|_| format!("unknown type `{t}`"))?;
                if !(ty.is_integer_like() && ty.is_scalar()) {
                    return Err(format!("`{t}` is not an integer type"));
                }
                match env.get(name) {
                    Some(v) if v.dtype() != ty => {
                        return Err(format!("`{name}` is already a {} variable", v.dtype()));
                    }
                    Some(v) => v.clone(),
                    None => env.declare(name, ty),
                }
            }
        };
        Ok(Facts::new().with_bounds(&v, lo, hi))
    };
    Some(build())
}

/// Splits at the commas outside parentheses and brackets (a predicate may be
/// `T.min(a, b) < 4`).
fn split_top_level(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in s.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

/// Reads a text corpus (`file` names it in errors: `FILE:LINE:COL: ...`).
pub fn parse_text_corpus(text: &str, file: &str) -> Result<Vec<CorpusItem>, String> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let ln = i + 1;
        let line = raw.split('#').next().unwrap_or("");
        if line.trim().is_empty() {
            continue;
        }
        let (expr_text, facts_text) = match line.split_once('|') {
            Some((e, f)) => (e, Some((f, e.chars().count() + 1))),
            None => (line, None),
        };
        let mut env = VarEnv::new();
        let mut facts = Facts::new();
        if let Some((ft, base)) = facts_text {
            let mut col = base;
            for part in split_top_level(ft) {
                let start = col + 1;
                let at = start + (part.len() - part.trim_start().len());
                col += part.len() + 1;
                if part.trim().is_empty() {
                    return Err(format!("{file}:{ln}:{at}: empty fact"));
                }
                match range_spec(part, &mut env) {
                    Some(Ok(f)) => {
                        for (v, b) in f.ranges() {
                            facts.add_bounds(v, *b);
                        }
                    }
                    Some(Err(m)) => return Err(format!("{file}:{ln}:{at}: {m}")),
                    None => {
                        let p = parse_int_expr(part.trim(), &mut env).map_err(|e| {
                            format!("{file}:{ln}:{}: {}", at + e.column - 1, e.message)
                        })?;
                        if !p.dtype().is_bool() {
                            return Err(format!("{file}:{ln}:{at}: a fact must be a predicate"));
                        }
                        facts.add_fact(&p);
                    }
                }
            }
        }
        // The reader takes an expression without surrounding blanks.
        let lead = expr_text.len() - expr_text.trim_start().len();
        let expr = parse_int_expr(expr_text.trim(), &mut env)
            .map_err(|e| format!("{file}:{ln}:{}: {}", lead + e.column, e.message))?;
        let t = expr.dtype();
        if !(t.is_integer_like() && t.is_scalar()) {
            return Err(format!(
                "{file}:{ln}:1: not an integer or boolean expression (type {t})"
            ));
        }
        out.push(CorpusItem {
            origin: format!("{file}:{ln}"),
            expr,
            facts,
        });
    }
    Ok(out)
}

/// Loads a corpus from a file or directory (see the module docs). TVM cases
/// that do not parse are errors naming the case.
pub fn load_corpus(path: &Path) -> Result<Vec<CorpusItem>, String> {
    let shown = path.display().to_string();
    let jsonl = |p: &Path| p.extension().is_some_and(|x| x == "jsonl");
    let files: Vec<std::path::PathBuf> = if path.is_dir() {
        let mut v: Vec<_> = std::fs::read_dir(path)
            .map_err(|e| format!("{shown}: {e}"))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| jsonl(p))
            .collect();
        v.sort();
        if v.is_empty() {
            return Err(format!("{shown}: no *.jsonl files in this directory"));
        }
        v
    } else {
        vec![path.to_path_buf()]
    };
    let mut out = Vec::new();
    for f in files {
        let fs = f.display().to_string();
        if jsonl(&f) {
            for c in load_case_file(&f)? {
                let (expr, facts) = case_input(&c).map_err(|e| format!("{fs}: {}: {e}", c.id))?;
                out.push(CorpusItem {
                    origin: c.id.clone(),
                    expr,
                    facts,
                });
            }
        } else {
            let text = std::fs::read_to_string(&f).map_err(|e| format!("{fs}: {e}"))?;
            out.extend(parse_text_corpus(&text, &fs)?);
        }
    }
    Ok(out)
}
