//! Shared by the targets: an error's position must lie inside the input.

/// How a reader counts lines.
#[allow(dead_code)]
pub enum Newlines {
    /// `\n` ends a line (`\r` is an ordinary character).
    Lf,
    /// `\n`, `\r\n` and a lone `\r` end a line (Python's tokenizer).
    Universal,
}

/// The lines of `text` (the part after the last line break included).
pub fn lines(text: &str, nl: &Newlines) -> Vec<String> {
    match nl {
        Newlines::Lf => text.split('\n').map(str::to_string).collect(),
        Newlines::Universal => text
            .replace("\r\n", "\n")
            .replace('\r', "\n")
            .split('\n')
            .map(str::to_string)
            .collect(),
    }
}

/// Panics (a fuzzer crash) unless `line:col` (1-based, columns in
/// characters) is inside `text` or one past its end, and the error names
/// `file`.
pub fn assert_located(
    text: &str,
    nl: Newlines,
    file: &str,
    err_file: &str,
    line: usize,
    col: usize,
    msg: &str,
) {
    assert_eq!(err_file, file, "{msg}");
    let lines = lines(text, &nl);
    assert!(
        line >= 1 && line <= lines.len(),
        "line {line} outside the input: {msg}"
    );
    let width = lines[line - 1].chars().count();
    assert!(
        col >= 1 && col <= width + 1,
        "column {col} outside line {line}: {msg}"
    );
}
