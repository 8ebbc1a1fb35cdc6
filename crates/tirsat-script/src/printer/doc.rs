//! The printed layout: lines and indented blocks, written straight into text.
//! TVM never wraps a line, so every statement is one line and a block
//! (`for ...:`, `with ...:`, `def ...:`) indents its body by four spaces.
//!
//! A [`Text`] holds lines at their final indentation, each ended by a newline
//! and stripped of trailing spaces (a text with a newline inside is not
//! indented after it). That is the layout the `pretty` crate gives a document
//! of hard lines, cleaned of trailing spaces; [`Text::rendered`] also
//! reproduces the one case where that cleaning did not apply (see there), so
//! the text is byte-identical to the earlier `pretty` rendering, which the
//! tests keep as the reference.

use std::collections::VecDeque;

/// Printed lines at their final indentation.
///
/// A large block is appended by moving its buffers, not copying its bytes
/// ([`Text::append`]): a block nested `n` deep is appended `n` times, and
/// copying made printing 1,000 nested `if`s cubic in time and memory.
#[derive(Clone, Debug, Default)]
pub(crate) struct Text {
    /// The text before `s`, in order (never an empty string).
    done: VecDeque<String>,
    /// The text being written (the last lines).
    s: String,
    /// Lines that had trailing spaces before they were stripped (an empty
    /// line inside a block counts: `pretty` indents it).
    lossy: usize,
    /// Spaces stripped from the last line.
    tail: usize,
    /// The indentation of the first line.
    first: Option<usize>,
    /// The last line is empty and `pretty` wrote its indentation (this
    /// many spaces) unless the line after it is less indented (a block's
    /// end): decided by the next line.
    pending: Option<usize>,
}

impl Text {
    pub(crate) fn with_capacity(n: usize) -> Self {
        Text {
            s: String::with_capacity(n),
            ..Text::default()
        }
    }

    /// An empty text writing into `s` (cleared).
    pub(crate) fn reusing(mut s: String) -> Self {
        s.clear();
        Text {
            s,
            ..Text::default()
        }
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.s.is_empty() && self.done.is_empty()
    }

    /// Bytes of text.
    pub(crate) fn len(&self) -> usize {
        self.done.iter().map(String::len).sum::<usize>() + self.s.len()
    }

    /// The text as one string.
    pub(crate) fn into_string(mut self) -> String {
        self.flatten();
        self.s
    }

    /// Gathers the text into `s`.
    fn flatten(&mut self) {
        if self.done.is_empty() {
            return;
        }
        let mut all = String::with_capacity(self.len());
        for c in self.done.drain(..) {
            all.push_str(&c);
        }
        all.push_str(&self.s);
        self.s = all;
    }

    /// One line `indent` spaces deep: the parts one after the other.
    pub(crate) fn line(&mut self, indent: usize, parts: &[&str]) {
        self.start_line(indent);
        let start = self.s.len();
        crate::push_spaces(indent, &mut self.s);
        let body = self.s.len();
        for p in parts {
            self.s.push_str(p);
        }
        // Nearly every line: one line, no trailing space.
        let line = &self.s.as_bytes()[body..];
        // (A fold without an early exit: lines are short, and it compiles to
        // a few vector compares where a search would cost a call.)
        let newline = line.iter().fold(false, |seen, &c| seen | (c == b'\n'));
        if line.is_empty() || line.ends_with(b" ") || newline {
            let text = self.s[body..].to_string();
            self.s.truncate(start);
            self.line_slow(indent, &text);
            return;
        }
        self.s.push('\n');
        self.tail = 0;
    }

    /// Settles the previous line's pending indentation: `pretty` kept it
    /// when this line is at least as deep.
    fn start_line(&mut self, indent: usize) {
        if self.first.is_none() {
            self.first = Some(indent);
        }
        if let Some(p) = self.pending.take()
            && indent >= p
        {
            self.lossy += 1;
        }
    }

    fn line_slow(&mut self, indent: usize, text: &str) {
        if text.is_empty() {
            if indent > 0 {
                self.pending = Some(indent);
            }
            self.tail = indent;
            self.s.push('\n');
            return;
        }
        for (i, part) in text.split('\n').enumerate() {
            let trimmed = part.trim_end_matches(' ');
            // `pretty` writes the indentation before the first part even
            // when nothing follows it.
            let raw = if i == 0 {
                indent + part.len()
            } else {
                part.len()
            };
            let stripped = if i == 0 && trimmed.is_empty() {
                raw
            } else {
                part.len() - trimmed.len()
            };
            if stripped > 0 {
                self.lossy += 1;
            }
            self.tail = stripped;
            if i == 0 && !trimmed.is_empty() {
                crate::push_spaces(indent, &mut self.s);
            }
            self.s.push_str(trimmed);
            self.s.push('\n');
        }
    }

    /// An empty line inside a block `indent` spaces deep.
    pub(crate) fn blank(&mut self, indent: usize) {
        self.start_line(indent);
        self.s.push('\n');
        if indent > 0 {
            self.pending = Some(indent);
        }
        self.tail = indent;
    }

    /// Appends lines written elsewhere (a block's body). Returns the buffer
    /// left over (emptied), to be reused.
    pub(crate) fn append(&mut self, mut other: Text) -> String {
        if other.is_empty() {
            return other.s;
        }
        if self.is_empty() && (self.s.capacity() < other.s.capacity() || !other.done.is_empty()) {
            std::mem::swap(self, &mut other);
            other.s.clear();
            return other.s;
        }
        if let Some(f) = other.first {
            self.start_line(f);
        }
        self.lossy += other.lossy;
        self.tail = other.tail;
        self.pending = other.pending;
        if other.done.is_empty() && other.s.len() <= COPY_BELOW {
            self.s.push_str(&other.s);
            other.s.clear();
            return other.s;
        }
        // Move the buffers: this text's, then the other's, in order; the
        // shorter list of buffers moves (each buffer moves O(log n) times).
        let mine = std::mem::replace(&mut self.s, other.s);
        if !mine.is_empty() {
            self.done.push_back(mine);
        }
        if self.done.len() < other.done.len() {
            for c in self.done.drain(..).rev() {
                other.done.push_front(c);
            }
            std::mem::swap(&mut self.done, &mut other.done);
        } else {
            self.done.extend(other.done);
        }
        String::new()
    }

    /// The text as the `pretty` rendering of the same lines gave it, plus a
    /// final newline: with the trailing spaces of every line stripped when
    /// some line but the last had any, else with those of the last line kept.
    pub(crate) fn rendered(mut self) -> String {
        self.flatten();
        if self.pending.take().is_some() {
            // The last line: nothing follows to drop its indentation.
            self.lossy += 1;
        }
        let last_lossy = usize::from(self.tail > 0);
        if self.tail > 0 && self.lossy == last_lossy && self.s.ends_with('\n') {
            self.s.pop();
            crate::push_spaces(self.tail, &mut self.s);
            self.s.push('\n');
        }
        if self.s.is_empty() {
            self.s.push('\n');
        }
        self.s
    }
}

/// A block at most this long is appended by copying its bytes.
const COPY_BELOW: usize = 4096;

/// The parts one after the other, in one allocation of the exact size.
pub(crate) fn cat(parts: &[&str]) -> String {
    parts.concat()
}

#[cfg(test)]
mod tests {
    use super::*;
    use pretty::{Arena, DocAllocator, DocBuilder};

    /// The earlier layout: statements as values, rendered with `pretty`.
    #[derive(Clone, Debug)]
    enum Line {
        Text(String),
        Block(String, Vec<Line>),
        Blank,
    }

    fn render(lines: Vec<Line>) -> String {
        let arena = Arena::new();
        let doc = lines_doc(&arena, lines);
        let mut out = String::new();
        doc.render_fmt(usize::MAX / 2, &mut out).unwrap();
        if out.contains(" \n") {
            let mut cleaned = String::with_capacity(out.len());
            for (i, line) in out.split('\n').enumerate() {
                if i > 0 {
                    cleaned.push('\n');
                }
                cleaned.push_str(line.trim_end_matches(' '));
            }
            return cleaned;
        }
        out
    }

    fn lines_doc<'a>(arena: &'a Arena<'a>, lines: Vec<Line>) -> DocBuilder<'a, Arena<'a>> {
        let mut doc = arena.nil();
        for (i, l) in lines.into_iter().enumerate() {
            if i > 0 {
                doc = doc.append(arena.hardline());
            }
            doc = doc.append(match l {
                Line::Text(t) => arena.text(t),
                Line::Blank => arena.nil(),
                Line::Block(head, body) => arena
                    .text(head)
                    .append(arena.hardline().append(lines_doc(arena, body)).nest(4)),
            });
        }
        doc
    }

    fn write(lines: &[Line], indent: usize, out: &mut Text) {
        for l in lines {
            match l {
                Line::Text(t) => out.line(indent, &[t]),
                Line::Blank => out.blank(indent),
                Line::Block(head, body) => {
                    out.line(indent, &[head]);
                    let mut inner = Text::default();
                    write(body, indent + 4, &mut inner);
                    out.append(inner);
                }
            }
        }
    }

    fn text(lines: &[Line]) -> String {
        let mut t = Text::default();
        write(lines, 0, &mut t);
        t.rendered()
    }

    fn t(s: &str) -> Line {
        Line::Text(s.into())
    }

    #[test]
    fn nested_blocks_indent_by_four() {
        let lines = vec![
            t("a = 1"),
            Line::Block(
                "for i in range(4):".into(),
                vec![Line::Block("if i < 2:".into(), vec![t("b = i")])],
            ),
            Line::Blank,
            t("c = 2"),
        ];
        assert_eq!(
            text(&lines),
            "a = 1\nfor i in range(4):\n    if i < 2:\n        b = i\n\nc = 2\n"
        );
        assert_eq!(text(&lines), render(lines) + "\n");
    }

    /// Trailing spaces, texts with newlines, empty texts and indented blank
    /// lines lay out exactly as the `pretty` rendering laid them out.
    #[test]
    fn same_bytes_as_the_pretty_rendering() {
        let texts = ["x", "y ", "", "  ", "a\nb", "a \n b ", "\n", "p\n", "q\n  "];
        let mut cases = Vec::new();
        for a in texts {
            for b in texts {
                cases.push(vec![t("h"), Line::Block("d:".into(), vec![t(a), t(b)])]);
                cases.push(vec![Line::Block("d:".into(), vec![t(a)]), t(b)]);
                cases.push(vec![t(a), Line::Block("d:".into(), vec![t(b)])]);
                cases.push(vec![
                    Line::Block("c:".into(), vec![t(a), Line::Blank, t(b)]),
                    Line::Blank,
                    t("z"),
                ]);
                cases.push(vec![t(a), t(b)]);
                cases.push(vec![
                    Line::Block("d:".into(), vec![t("x"), Line::Blank]),
                    t(a),
                    Line::Block("e:".into(), vec![Line::Block("f:".into(), vec![t(b)])]),
                    t("z"),
                ]);
            }
        }
        for lines in cases {
            assert_eq!(text(&lines), render(lines.clone()) + "\n", "{lines:?}");
        }
    }
}
