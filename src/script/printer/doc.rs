//! The printed layout: lines and indented blocks, rendered with the `pretty`
//! crate. TVM never wraps a line, so every statement is one line and a block
//! (`for ...:`, `with ...:`, `def ...:`) indents its body by four spaces.

use pretty::{Arena, DocAllocator, DocBuilder};

/// One printed statement: a line, or a header line with an indented body.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Line {
    Text(String),
    Block(String, Vec<Line>),
    /// An empty line (between functions of a module).
    Blank,
}

/// Renders lines at indentation zero; the result has no trailing newline.
pub(crate) fn render(lines: Vec<Line>) -> String {
    let arena = Arena::new();
    let doc = lines_doc(&arena, lines);
    let mut out = String::new();
    // Width is irrelevant: the document only contains hard line breaks.
    if doc.render_fmt(usize::MAX / 2, &mut out).is_err() {
        out.clear();
    }
    // `pretty` indents the empty lines between functions; drop that.
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

/// Appends `lines` laid out as [`render`] lays them out `indent` spaces deep,
/// each line ended by a newline and stripped of trailing spaces (what
/// `render` does to a module of two or more functions). Streams a module
/// without building its whole document.
pub(crate) fn push_lines(lines: Vec<Line>, indent: usize, out: &mut String) {
    for line in lines {
        match line {
            Line::Text(t) => push_text(&t, indent, out),
            Line::Blank => out.push('\n'),
            Line::Block(head, body) => {
                push_text(&head, indent, out);
                push_lines(body, indent + 4, out);
            }
        }
    }
}

/// One text at `indent`; `pretty` does not indent after a newline inside it.
fn push_text(text: &str, indent: usize, out: &mut String) {
    // Nearly every line: one line, no trailing space.
    if !text.is_empty() && !text.ends_with(' ') && !text.as_bytes().contains(&b'\n') {
        crate::script::push_spaces(indent, out);
        out.push_str(text);
        out.push('\n');
        return;
    }
    for (i, part) in text.split('\n').enumerate() {
        let part = part.trim_end_matches(' ');
        if i == 0 && !part.is_empty() {
            crate::script::push_spaces(indent, out);
        }
        out.push_str(part);
        out.push('\n');
    }
}

/// The parts one after the other, in one allocation of the exact size.
pub(crate) fn cat(parts: &[&str]) -> String {
    parts.concat()
}

fn lines_doc<'a>(arena: &'a Arena<'a>, lines: Vec<Line>) -> DocBuilder<'a, Arena<'a>> {
    let mut doc = arena.nil();
    for (i, l) in lines.into_iter().enumerate() {
        if i > 0 {
            doc = doc.append(arena.hardline());
        }
        doc = doc.append(line_doc(arena, l));
    }
    doc
}

fn line_doc<'a>(arena: &'a Arena<'a>, line: Line) -> DocBuilder<'a, Arena<'a>> {
    match line {
        Line::Text(t) => arena.text(t),
        Line::Blank => arena.nil(),
        Line::Block(head, body) => arena
            .text(head)
            .append(arena.hardline().append(lines_doc(arena, body)).nest(4)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_blocks_indent_by_four() {
        let lines = vec![
            Line::Text("a = 1".into()),
            Line::Block(
                "for i in range(4):".into(),
                vec![Line::Block(
                    "if i < 2:".into(),
                    vec![Line::Text("b = i".into())],
                )],
            ),
            Line::Blank,
            Line::Text("c = 2".into()),
        ];
        assert_eq!(
            render(lines),
            "a = 1\nfor i in range(4):\n    if i < 2:\n        b = i\n\nc = 2"
        );
    }
}
