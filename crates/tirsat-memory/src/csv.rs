//! MiniMalloc's CSV format.
//!
//! A header row names the columns: `id,lower,upper,size` and optionally `alignment`,
//! `hint` (accepted and ignored) and `offset` (a layout to check). Lifetimes are
//! half-open `[lower, upper)`. The older header `buffer,start,end,size` (or
//! `buffer_id,...`) has an inclusive `end`, to which 1 is added. Columns may come in
//! any order. A capacity may be part of the file name: `NAME.CAPACITY.csv`.
//!
//! Errors carry their location as `FILE:LINE:COL: message`.

use std::collections::HashSet;
use std::path::Path;

use super::problem::{Buffer, Problem};

/// A located error in a CSV file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{col}: {message}")]
pub struct CsvError {
    /// The file name as given.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (in characters).
    pub col: usize,
    /// What is wrong.
    pub message: String,
}

/// A parsed instance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CsvInstance {
    /// The file name without directories.
    pub name: String,
    /// The buffers, in file order.
    pub problem: Problem,
    /// The capacity from the file name (`NAME.CAPACITY.csv`), if any.
    pub capacity: Option<u64>,
    /// The `offset` column, when the file has one.
    pub offsets: Option<Vec<u64>>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Col {
    Id,
    Lower,
    Upper,
    Size,
    Alignment,
    Hint,
    Offset,
}

/// Reads and parses a file (see [`parse_csv`]).
pub fn read_csv(path: &Path) -> Result<CsvInstance, CsvError> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| CsvError {
        file: file.clone(),
        line: 1,
        col: 1,
        message: format!("cannot read file: {e}"),
    })?;
    let mut inst = parse_csv(&file, &text)?;
    inst.capacity = capacity_from_name(path);
    Ok(inst)
}

/// The capacity encoded in a `NAME.CAPACITY.csv` file name.
///
/// ```
/// use std::path::Path;
/// use tirsat_memory::capacity_from_name;
/// assert_eq!(capacity_from_name(Path::new("dir/A.1048576.csv")), Some(1048576));
/// assert_eq!(capacity_from_name(Path::new("resnet50.csv")), None);
/// ```
pub fn capacity_from_name(path: &Path) -> Option<u64> {
    let stem = path.file_stem()?.to_str()?;
    let (_, cap) = stem.rsplit_once('.')?;
    if cap.is_empty() || !cap.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    cap.parse().ok()
}

/// Parses CSV text. `file` is only used in error messages and for the instance name.
///
/// ```
/// use tirsat_memory::parse_csv;
/// let inst = parse_csv("t.csv", "id,lower,upper,size\na,0,3,4\nb,3,9,4\n").unwrap();
/// assert_eq!(inst.problem.len(), 2);
/// let err = parse_csv("t.csv", "id,lower,upper,size\na,0,x,4\n").unwrap_err();
/// assert_eq!(err.to_string(), "t.csv:2:5: `upper`: expected an integer, found `x`");
/// ```
pub fn parse_csv(file: &str, text: &str) -> Result<CsvInstance, CsvError> {
    let at = Locator { file };
    let name = Path::new(file)
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or(file)
        .to_string();
    let mut lines = text.lines().enumerate();
    // Header: the first non-empty line.
    let Some((hline, header)) = lines
        .by_ref()
        .find(|(_, l)| !l.trim().is_empty())
        .map(|(k, l)| (k + 1, l))
    else {
        return Err(at.err(1, 1, "empty file: expected a header row".into()));
    };
    let header = Header::parse(&at, hline, header)?;
    let mut buffers = Vec::new();
    let mut offsets = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut total: u64 = 0;
    for (k, l) in lines {
        let line = k + 1;
        if l.trim().is_empty() {
            continue;
        }
        let row = header.row(&at, line, l, &mut seen, &mut total)?;
        buffers.push(row.buffer);
        offsets.push(row.offset);
    }
    let problem = Problem::new(buffers).map_err(|e| at.err(hline, 1, e.to_string()))?;
    Ok(CsvInstance {
        name,
        problem,
        capacity: None,
        offsets: header.cols.contains(&Col::Offset).then_some(offsets),
    })
}

/// Makes the located errors of one file.
struct Locator<'a> {
    file: &'a str,
}

impl Locator<'_> {
    fn err(&self, line: usize, col: usize, message: String) -> CsvError {
        CsvError {
            file: self.file.to_string(),
            line,
            col,
            message,
        }
    }
}

/// The header row: the columns in file order, and whether `end` is
/// inclusive (the older `buffer,start,end,size` header).
struct Header {
    cols: Vec<Col>,
    inclusive_end: bool,
}

/// One data row: its buffer and its `offset` (0 without that column).
struct Row {
    buffer: Buffer,
    offset: u64,
}

impl Header {
    fn parse(at: &Locator, hline: usize, header: &str) -> Result<Header, CsvError> {
        let header = header.strip_prefix('\u{feff}').unwrap_or(header);
        let mut cols: Vec<Col> = Vec::new();
        let mut inclusive_end = false;
        for (field, col) in fields(header) {
            let c = match field.trim().to_ascii_lowercase().as_str() {
                "id" | "buffer" | "buffer_id" => Col::Id,
                "lower" => Col::Lower,
                "upper" => Col::Upper,
                "start" => {
                    inclusive_end = true;
                    Col::Lower
                }
                "end" => {
                    inclusive_end = true;
                    Col::Upper
                }
                "size" => Col::Size,
                "alignment" => Col::Alignment,
                "hint" => Col::Hint,
                "offset" => Col::Offset,
                "gaps" => {
                    return Err(at.err(hline, col, "the `gaps` column is not supported".into()));
                }
                other => {
                    return Err(at.err(
                        hline,
                        col,
                        format!(
                            "unknown column `{other}` (expected id, lower, upper, size, alignment, hint, offset)"
                        ),
                    ));
                }
            };
            if cols.contains(&c) {
                return Err(at.err(hline, col, format!("duplicate column `{}`", field.trim())));
            }
            cols.push(c);
        }
        for (need, label) in [
            (Col::Id, "id"),
            (Col::Lower, "lower"),
            (Col::Upper, "upper"),
            (Col::Size, "size"),
        ] {
            if !cols.contains(&need) {
                return Err(at.err(hline, 1, format!("missing column `{label}` in the header")));
            }
        }
        Ok(Header {
            cols,
            inclusive_end,
        })
    }

    /// Reads data row `l` (line `line`); `seen` holds the ids so far and
    /// `total` the sizes and alignments so far.
    fn row(
        &self,
        at: &Locator,
        line: usize,
        l: &str,
        seen: &mut HashSet<String>,
        total: &mut u64,
    ) -> Result<Row, CsvError> {
        let fs: Vec<(&str, usize)> = fields(l).collect();
        if fs.len() != self.cols.len() {
            return Err(at.err(
                line,
                1,
                format!("expected {} fields, found {}", self.cols.len(), fs.len()),
            ));
        }
        let mut id = String::new();
        let (mut lower, mut upper, mut size, mut align, mut offset) = (0i64, 0i64, 0u64, 1u64, 0);
        let mut upper_col = 1;
        let mut size_col = 1;
        for (&c, &(f, col)) in self.cols.iter().zip(&fs) {
            let t = f.trim();
            let int = |label: &str| -> Result<i64, CsvError> {
                t.parse::<i64>().map_err(|_| {
                    at.err(
                        line,
                        col,
                        format!("`{label}`: expected an integer, found `{t}`"),
                    )
                })
            };
            let nat = |label: &str| -> Result<u64, CsvError> {
                t.parse::<u64>().map_err(|_| {
                    at.err(
                        line,
                        col,
                        format!("`{label}`: expected a non-negative integer, found `{t}`"),
                    )
                })
            };
            match c {
                Col::Id => {
                    if t.is_empty() {
                        return Err(at.err(line, col, "empty `id`".into()));
                    }
                    if !seen.insert(t.to_string()) {
                        return Err(at.err(line, col, format!("duplicate id `{t}`")));
                    }
                    id = t.to_string();
                }
                Col::Lower => lower = int("lower")?,
                Col::Upper => {
                    upper = int("upper")?;
                    upper_col = col;
                }
                Col::Size => {
                    size = nat("size")?;
                    size_col = col;
                }
                Col::Alignment => {
                    align = nat("alignment")?;
                    if align == 0 {
                        return Err(at.err(line, col, "`alignment` must be at least 1".into()));
                    }
                }
                Col::Hint => {
                    int("hint")?;
                }
                Col::Offset => offset = nat("offset")?,
            }
        }
        if self.inclusive_end {
            upper = upper
                .checked_add(1)
                .ok_or_else(|| at.err(line, upper_col, "`end` is too large".into()))?;
        }
        // Keep the total far from u64::MAX so that no offset arithmetic can overflow
        // (the same limit as `Problem::new`, located here).
        *total = total
            .checked_add(size)
            .and_then(|t| t.checked_add(align))
            .filter(|&t| t <= u64::MAX / 4)
            .ok_or_else(|| {
                at.err(
                    line,
                    size_col,
                    "the total size of all buffers overflows 64 bits".into(),
                )
            })?;
        if upper < lower {
            return Err(at.err(
                line,
                upper_col,
                format!("upper bound {upper} is before lower bound {lower}"),
            ));
        }
        Ok(Row {
            buffer: Buffer {
                name: id,
                size,
                align,
                start: lower,
                end: upper,
            },
            offset,
        })
    }
}

/// Splits a line at commas, yielding each field with its 1-based character column.
fn fields(line: &str) -> impl Iterator<Item = (&str, usize)> {
    let mut col = 1;
    line.split(',').map(move |f| {
        let leading = f.chars().take_while(|c| c.is_whitespace()).count();
        let here = col + leading;
        col += f.chars().count() + 1;
        (f, here)
    })
}

/// A layout in MiniMalloc's CSV format: `id,lower,upper,size`, `alignment` when
/// some buffer has one, and `offset`. Names containing a comma or a line break
/// cannot be written in this format (it has no quoting) and are replaced by their
/// index.
///
/// ```
/// use tirsat_memory::{parse_csv, write_csv, Buffer, Problem};
/// let p = Problem::new(vec![Buffer::new("a", 4, 0, 2), Buffer::new("b", 8, 1, 3)]).unwrap();
/// let text = write_csv(&p, &[0, 4]);
/// assert_eq!(text, "id,lower,upper,size,offset\na,0,2,4,0\nb,1,3,8,4\n");
/// assert_eq!(parse_csv("x.csv", &text).unwrap().offsets, Some(vec![0, 4]));
/// ```
pub fn write_csv(p: &Problem, offsets: &[u64]) -> String {
    use std::fmt::Write as _;
    let aligned = p.buffers.iter().any(|b| b.align > 1);
    let mut s = String::from("id,lower,upper,size");
    if aligned {
        s.push_str(",alignment");
    }
    s.push_str(",offset\n");
    for (i, (b, o)) in p.buffers.iter().zip(offsets).enumerate() {
        let plain = !b.name.is_empty() && !b.name.contains([',', '\n', '\r']);
        let _ = if plain {
            write!(s, "{}", b.name)
        } else {
            write!(s, "{i}")
        };
        let _ = write!(s, ",{},{},{}", b.start, b.end, b.size);
        if aligned {
            let _ = write!(s, ",{}", b.align);
        }
        let _ = writeln!(s, ",{o}");
    }
    s
}
