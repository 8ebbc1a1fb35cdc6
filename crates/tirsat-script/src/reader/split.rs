//! Parsing a large file in pieces, one function group per piece, on rayon's
//! threads.
//!
//! ruff's parser costs about 150 instructions per input byte and runs on one
//! thread. A TVMScript module is a list of independent functions, so the text
//! is cut at the lines where a function's decorators begin and the pieces are
//! parsed in parallel; their statements, which carry absolute offsets, are put
//! back together into the tree the whole file would have given.
//!
//! The cut points come from a light scan of the text (strings, comments,
//! brackets, line continuations, indentation) that only *proposes* a split;
//! anything unusual (f-strings, tabs or form feeds in indentation, `\r`, an
//! unterminated string or bracket, no module class) gives no split, and any
//! piece with a syntax error makes the caller parse the whole file as before,
//! so a syntax error is always reported as the one-piece parse reports it.
//!
//! A class body piece (indented functions of an `@I.ir_module` class) is
//! parsed behind a `class _:` line written just before it into a copy of the
//! text, so its offsets stay those of the file.

use rayon::prelude::*;
use ruff_python_ast as ast;
use ruff_python_parser::{Mode, ParseOptions, parse_cells_unchecked};
use ruff_text_size::{Ranged, TextRange, TextSize};

/// Files smaller than this are parsed in one piece.
pub(super) const MIN_BYTES: usize = 64 * 1024;

/// Where a file may be cut: line starts of functions (never the first one),
/// and whether they are in a class body.
#[derive(Debug, PartialEq)]
pub(super) struct Cuts {
    pub starts: Vec<usize>,
    pub in_class: bool,
}

/// A logical line: offset of its first byte, indentation, first byte after
/// the indentation.
struct Logical {
    at: usize,
    indent: usize,
    first: u8,
    starts_with_class: bool,
}

/// The bytes the line scan must look at outside strings: line ends,
/// comments, quotes, brackets and backslashes.
static SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    let bytes = b"\n#\"'([{)]}\\";
    let mut k = 0;
    while k < bytes.len() {
        t[bytes[k] as usize] = true;
        k += 1;
    }
    t
};

/// The logical lines that hold a statement (not blank, not only a comment),
/// or `None` for text this scan does not follow.
fn logical_lines(src: &str) -> Option<Vec<Logical>> {
    let b = src.as_bytes();
    if b.contains(&b'\r') {
        return None;
    }
    let mut out = Vec::new();
    let mut i = 0;
    let mut depth = 0usize;
    // An open triple-quoted string: its quote byte.
    let mut triple: Option<u8> = None;
    let mut continued = false;
    while i < b.len() {
        // At a physical line start.
        let line_start = i;
        if triple.is_none() && depth == 0 && !continued {
            let mut j = i;
            while j < b.len() && b[j] == b' ' {
                j += 1;
            }
            if j < b.len() && matches!(b[j], b'\t' | b'\x0c') {
                return None;
            }
            if j < b.len() && b[j] != b'\n' && b[j] != b'#' {
                out.push(Logical {
                    at: line_start,
                    indent: j - line_start,
                    first: b[j],
                    starts_with_class: b[j..].starts_with(b"class")
                        && b.get(j + 5)
                            .is_some_and(|c| matches!(c, b' ' | b'(' | b':')),
                });
            }
        }
        continued = false;
        // The rest of the physical line: runs of bytes that need no
        // attention are skipped a table look-up at a time.
        while i < b.len() {
            if let Some(q) = triple {
                while i < b.len() && !matches!(b[i], b'\n' | b'\\') && b[i] != q {
                    i += 1;
                }
                match b.get(i) {
                    None | Some(b'\n') => break,
                    Some(b'\\') => i += 2,
                    Some(_) if b[i..].starts_with(&[q, q, q]) => {
                        triple = None;
                        i += 3;
                    }
                    Some(_) => i += 1,
                }
                continue;
            }
            while i < b.len() && !SPECIAL[b[i] as usize] {
                i += 1;
            }
            let Some(&c) = b.get(i) else { break };
            match c {
                b'\n' => break,
                b'#' => {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1;
                    }
                }
                q @ (b'"' | b'\'') => {
                    // The string's prefix letters: an f- or t-string may hold
                    // nested quotes, which this scan does not follow.
                    let mut p = i;
                    while p > 0 && b[p - 1].is_ascii_alphanumeric() {
                        p -= 1;
                    }
                    if b[p..i]
                        .iter()
                        .any(|c| matches!(c, b'f' | b'F' | b't' | b'T'))
                    {
                        return None;
                    }
                    if b[i..].starts_with(&[q, q, q]) {
                        triple = Some(q);
                        i += 3;
                    } else {
                        i += 1;
                        loop {
                            while i < b.len() && !matches!(b[i], b'\n' | b'\\') && b[i] != q {
                                i += 1;
                            }
                            match b.get(i) {
                                None | Some(b'\n') => return None,
                                Some(b'\\') => i += 2,
                                Some(_) => {
                                    i += 1;
                                    break;
                                }
                            }
                        }
                    }
                }
                b'(' | b'[' | b'{' => {
                    depth += 1;
                    i += 1;
                }
                b')' | b']' | b'}' => {
                    depth = depth.checked_sub(1)?;
                    i += 1;
                }
                b'\\' if b.get(i + 1) == Some(&b'\n') => {
                    continued = true;
                    i += 1;
                }
                _ => i += 1,
            }
        }
        i += 1;
    }
    if triple.is_some() || depth != 0 || continued {
        return None;
    }
    Some(out)
}

/// Where `src` may be cut into pieces of about `target` bytes: before a
/// function's first decorator (or its `def`), in the module class's body
/// (at the body's indentation) or, for bare functions, at column 0. The
/// first function is never cut off, so the first piece holds the class line
/// and a function.
pub(super) fn cuts(src: &str, target: usize) -> Option<Cuts> {
    let lines = logical_lines(src)?;
    let class = lines
        .iter()
        .position(|l| l.indent == 0 && l.starts_with_class);
    let (level, range) = match class {
        Some(c) => {
            let body = lines.get(c + 1).filter(|l| l.indent > 0)?;
            let end = lines[c + 1..]
                .iter()
                .position(|l| l.indent == 0)
                .map_or(lines.len(), |k| c + 1 + k);
            (body.indent, c + 1..end)
        }
        None => (0, 0..lines.len()),
    };
    let mut starts = Vec::new();
    let mut seen_function = false;
    let mut prev_decorator = false;
    let mut last_cut = 0;
    for l in &lines[range] {
        if l.indent < level {
            return None;
        }
        if l.indent > level {
            continue;
        }
        let begins = (l.first == b'@' || l.first == b'd' || l.first == b'a') && !prev_decorator;
        if begins && (l.first == b'@' || src[l.at + l.indent..].starts_with("def ")) {
            if seen_function && l.at - last_cut >= target {
                starts.push(l.at);
                last_cut = l.at;
            }
            seen_function = true;
        }
        prev_decorator = l.first == b'@';
    }
    Some(Cuts {
        starts,
        in_class: class.is_some(),
    })
}

/// The wrapper line written before a class-body piece.
const WRAPPER: &str = "class _:\n";

/// One piece's statements, or `None` on a syntax error.
fn parse_piece(src: &str, range: TextRange, in_class: bool, first: bool) -> Option<ast::Suite> {
    let options = ParseOptions::from(Mode::Module);
    if first || !in_class {
        let parsed = parse_cells_unchecked(src, [range], &options);
        return parsed.has_valid_syntax().then(|| parsed.into_suite());
    }
    let start = range.start().to_usize();
    let end = range.end().to_usize();
    let wrap = start.checked_sub(WRAPPER.len())?;
    let mut text = String::with_capacity(end);
    // Spaces stand for the text before the piece (its offsets stay the
    // file's).
    crate::push_spaces(wrap, &mut text);
    text.push_str(WRAPPER);
    text.push_str(&src[start..end]);
    let at = TextSize::try_from(wrap).ok()?;
    let parsed = parse_cells_unchecked(&text, [TextRange::new(at, range.end())], &options);
    parsed.has_valid_syntax().then(|| parsed.into_suite())
}

/// The file's statements parsed in pieces, or `None` when the file is not
/// cut (small, unusual, one function) or a piece has a syntax error: then
/// the caller parses the whole file.
pub(super) fn parse_in_pieces(src: &str) -> Option<ast::Suite> {
    if src.len() < MIN_BYTES || rayon::current_num_threads() < 2 {
        return None;
    }
    let pieces = 2 * rayon::current_num_threads();
    let cuts = cuts(src, src.len() / pieces)?;
    if cuts.starts.is_empty() {
        return None;
    }
    let mut bounds = Vec::with_capacity(cuts.starts.len() + 2);
    bounds.push(0);
    bounds.extend(&cuts.starts);
    bounds.push(src.len());
    let suites: Vec<Option<ast::Suite>> = bounds
        .par_windows(2)
        .enumerate()
        .map(|(k, w)| {
            let range = TextRange::new(
                TextSize::try_from(w[0]).ok()?,
                TextSize::try_from(w[1]).ok()?,
            );
            parse_piece(src, range, cuts.in_class, k == 0)
        })
        .collect();
    let mut suites = suites.into_iter();
    let mut suite = suites.next()??;
    if !cuts.in_class {
        for s in suites {
            suite.extend(s?);
        }
        return Some(suite);
    }
    // The module class is the first piece's last statement; every other
    // piece is `class _:` with the next functions, then (in the last piece)
    // the statements after the class.
    let mut after = Vec::new();
    {
        let Some(ast::Stmt::ClassDef(class)) = suite.last_mut() else {
            return None;
        };
        for s in suites {
            let mut s = s?.into_iter();
            let Some(ast::Stmt::ClassDef(wrapper)) = s.next() else {
                return None;
            };
            if !after.is_empty() {
                return None;
            }
            class.body.extend(wrapper.body);
            after.extend(s);
        }
        let end = class.body.last()?.end();
        class.range = TextRange::new(class.range.start(), end);
    }
    suite.extend(after);
    Some(suite)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(n: usize) -> String {
        let mut s = String::from(
            "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n\n@I.ir_module\nclass M:\n",
        );
        for k in 0..n {
            s.push_str(&format!(
                "    @T.prim_func\n    def f{k}(A: T.Buffer((4,), \"float32\")):\n        s = \"\"\"\n    @T.prim_func\n\"\"\"\n        for i in range(4):\n            A[i] = (A[i]\n                + T.float32({k}))\n\n"
            ));
        }
        s.push_str("# end\nx = 1\n");
        s
    }

    #[test]
    fn cuts_only_before_class_level_decorators() {
        let src = module(6);
        let c = cuts(&src, 1).unwrap();
        assert!(c.in_class);
        assert_eq!(c.starts.len(), 5);
        for s in &c.starts {
            assert!(src[*s..].starts_with("    @T.prim_func\n    def f"));
        }
    }

    #[test]
    fn pieces_give_the_whole_file_tree() {
        let src = module(600);
        let whole = ruff_python_parser::parse_module(&src).unwrap().into_suite();
        let pieces = parse_in_pieces(&src).expect("cut and parsed");
        assert_eq!(format!("{whole:?}"), format!("{pieces:?}"));
        let bare = src
            .replace("\n    ", "\n")
            .replace("@I.ir_module\nclass M:\n", "");
        assert!(bare.len() >= MIN_BYTES);
        let whole = ruff_python_parser::parse_module(&bare)
            .unwrap()
            .into_suite();
        let pieces = parse_in_pieces(&bare).expect("cut and parsed");
        assert_eq!(format!("{whole:?}"), format!("{pieces:?}"));
    }

    #[test]
    fn unusual_text_is_not_cut() {
        assert!(logical_lines("x = f'{a}'\n").is_none());
        assert!(logical_lines("x = (1,\n").is_none());
        assert!(logical_lines("x = 1\r\n").is_none());
        assert!(logical_lines("x = \"\"\"\n").is_none());
        let src = module(400).replace("T.float32(0))", "T.float32(0)");
        assert!(parse_in_pieces(&src).is_none());
    }
}
