//! Shared by the targets: an error's position must lie inside the input.

/// Panics (a fuzzer crash) unless `line:col` (1-based, columns in
/// characters) is inside `text` or one past its end, and the error names
/// `file`.
pub fn assert_located(text: &str, file: &str, err_file: &str, line: usize, col: usize, msg: &str) {
    assert_eq!(err_file, file, "{msg}");
    let lines: Vec<&str> = text.split('\n').collect();
    assert!(line >= 1 && line <= lines.len() + 1, "line {line} outside the input: {msg}");
    let width = lines
        .get(line - 1)
        .map(|l| l.trim_end_matches('\r').chars().count())
        .unwrap_or(0);
    assert!(col >= 1 && col <= width + 2, "column {col} outside line {line}: {msg}");
}
