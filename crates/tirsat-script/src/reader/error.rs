//! Reader errors: [`ScriptError`] (public, with file, line and column) and the
//! internal located error the converter raises before the position is resolved.

use ruff_source_file::LineIndex;
use ruff_text_size::{TextRange, TextSize};

/// An error in TVMScript input, located at a 1-based line and column
/// (columns count characters). Displays as `FILE:LINE:COL: message`.
///
/// ```
/// use tirsat_script::reader::parse_module;
/// let err = parse_module("", "empty.py").unwrap_err();
/// assert_eq!(err.to_string(), "empty.py:1:1: no function found");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{column}: {message}")]
pub struct ScriptError {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl ScriptError {
    /// An error at an explicit position.
    pub fn new(file: &str, line: usize, column: usize, message: impl Into<String>) -> Self {
        ScriptError {
            file: file.to_string(),
            line,
            column,
            message: message.into(),
        }
    }
}

/// An error located by a byte range of the source.
#[derive(Debug, Clone)]
pub(crate) struct Located {
    pub range: TextRange,
    pub message: String,
}

pub(crate) type RResult<T> = Result<T, Located>;

/// Builds a located error.
pub(crate) fn located<T>(range: TextRange, message: impl Into<String>) -> RResult<T> {
    Err(Located {
        range,
        message: message.into(),
    })
}

/// Attaches a location to a plain-message result.
pub(crate) trait At<T> {
    fn at(self, range: TextRange) -> RResult<T>;
}

impl<T> At<T> for Result<T, String> {
    fn at(self, range: TextRange) -> RResult<T> {
        self.map_err(|message| Located { range, message })
    }
}

/// Turns a byte offset into a 1-based (line, column) position.
pub(crate) fn position(source: &str, index: &LineIndex, offset: TextSize) -> (usize, usize) {
    let offset = offset.min(TextSize::try_from(source.len()).unwrap_or(TextSize::new(u32::MAX)));
    let lc = index.line_column(offset, source);
    (lc.line.get(), lc.column.get())
}

/// Resolves a located error against its source text.
pub(crate) fn resolve(source: &str, file: &str, e: Located) -> ScriptError {
    let index = LineIndex::from_source_text(source);
    let (line, column) = position(source, &index, e.range.start());
    ScriptError::new(file, line, column, e.message)
}

/// Fails unless `source` fits the reader's `u32` offsets (`what`: "file",
/// "expression").
pub(crate) fn check_size(source: &str, file: &str, what: &str) -> Result<(), ScriptError> {
    match u32::try_from(source.len()) {
        Ok(_) => Ok(()),
        Err(_) => Err(ScriptError::new(file, 1, 1, format!("{what} is too large"))),
    }
}

/// A syntax error of ruff's parser as a located error.
pub(crate) fn syntax(source: &str, file: &str, e: ruff_python_parser::ParseError) -> ScriptError {
    resolve(
        source,
        file,
        Located {
            range: e.location,
            message: format!("syntax error: {}", e.error),
        },
    )
}
