//! Robustness of the three text readers (the CI counterpart of the cargo-fuzz
//! targets in `fuzz/`): the TVMScript reader, the rule-file reader and the
//! lifetime CSV reader, on random edits of real inputs and on random text.
//! For every input:
//!
//! - no panic,
//! - no hang (each input is parsed on a thread of its own with a deadline),
//! - a rejected input gets an error that names the file and a position
//!   inside the text (1-based line at most one past the last line, column at
//!   most one past the end of that line).
//!
//! `TIRSAT_FUZZ_CASES=N` sets the number of inputs per strategy (CI runs the
//! default; long local runs use thousands, in release mode).

mod common;

use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::Duration;

use proptest::prelude::*;

/// Longest time one input may take (debug builds on a loaded machine
/// included); a reader that loops forever fails here instead of hanging CI.
const DEADLINE: Duration = Duration::from_secs(20);

/// Where a reader put its error.
#[derive(Clone, Debug)]
struct Located {
    file: String,
    line: usize,
    col: usize,
    text: String,
}

/// Which reader.
#[derive(Clone, Copy, Debug)]
enum Reader {
    Script,
    Rules,
    Csv,
}

impl Reader {
    fn file(self) -> &'static str {
        match self {
            Reader::Script => "fuzz.py",
            Reader::Rules => "fuzz.rules",
            Reader::Csv => "dir/fuzz.64.csv",
        }
    }

    /// The lines of `text` as the reader counts them: the TVMScript reader
    /// follows Python (`\n`, `\r\n` and a lone `\r` end a line), the others
    /// end lines at `\n` only. The part after the last line break counts.
    fn lines(self, text: &str) -> Vec<String> {
        match self {
            Reader::Script => text
                .replace("\r\n", "\n")
                .replace('\r', "\n")
                .split('\n')
                .map(str::to_string)
                .collect(),
            Reader::Rules | Reader::Csv => text.split('\n').map(str::to_string).collect(),
        }
    }

    /// Parses `text`; `Some` with the error's location when rejected.
    fn parse(self, text: &str) -> Option<Located> {
        let file = self.file();
        match self {
            Reader::Script => tirsat::script::reader::parse_module(text, file)
                .err()
                .map(|e| Located {
                    file: e.file.clone(),
                    line: e.line,
                    col: e.column,
                    text: e.to_string(),
                }),
            Reader::Rules => tirsat::arith::rules::RuleSet::parse(text, file)
                .err()
                .map(|e| Located {
                    file: e.file.clone(),
                    line: e.line,
                    col: e.col,
                    text: e.to_string(),
                }),
            Reader::Csv => tirsat::memory::csv::parse_csv(file, text)
                .err()
                .map(|e| Located {
                    file: e.file.clone(),
                    line: e.line,
                    col: e.col,
                    text: e.to_string(),
                }),
        }
    }
}

/// Runs the reader on its own thread: no panic, no hang, a located error.
fn check(reader: Reader, text: String) -> Result<(), TestCaseError> {
    let (tx, rx) = mpsc::channel();
    let input = text.clone();
    let handle = std::thread::Builder::new()
        .stack_size(8 << 20)
        .spawn(move || {
            let _ = tx.send(reader.parse(&input));
        })
        .map_err(|e| TestCaseError::fail(format!("cannot spawn: {e}")))?;
    let result = match rx.recv_timeout(DEADLINE) {
        Ok(r) => r,
        Err(mpsc::RecvTimeoutError::Timeout) => {
            return Err(TestCaseError::fail(format!(
                "{reader:?} reader hangs (> {DEADLINE:?}) on {text:?}"
            )));
        }
        Err(mpsc::RecvTimeoutError::Disconnected) => {
            let _ = handle.join();
            return Err(TestCaseError::fail(format!(
                "{reader:?} reader panicked on {text:?}"
            )));
        }
    };
    let _ = handle.join();
    if let Some(e) = result {
        let lines = reader.lines(&text);
        prop_assert_eq!(&e.file, reader.file(), "{}", e.text);
        prop_assert!(
            e.line >= 1 && e.line <= lines.len(),
            "line {} outside the input ({} lines): {}\n{:?}",
            e.line,
            lines.len(),
            e.text,
            text
        );
        let width = lines[e.line - 1].chars().count();
        prop_assert!(
            e.col >= 1 && e.col <= width + 1,
            "column {} outside line {} ({} characters): {}\n{:?}",
            e.col,
            e.line,
            width,
            e.text,
            text
        );
        prop_assert!(!e.text.contains("panicked"), "{}", e.text);
    }
    Ok(())
}

// ---- inputs -------------------------------------------------------------------

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn files_under(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_under(&p, ext, out);
        } else if p.extension().and_then(|e| e.to_str()) == Some(ext) {
            out.push(p);
        }
    }
}

/// Real inputs of `reader` from the repository (and `../shared` when there).
fn corpus(reader: Reader) -> Vec<String> {
    let mut files = Vec::new();
    match reader {
        Reader::Script => {
            files_under(&root().join("tests/passes"), "py", &mut files);
            files_under(&root().join("tests/scripts"), "py", &mut files);
        }
        Reader::Rules => files_under(&root().join("rules"), "rules", &mut files),
        Reader::Csv => {
            let shared = root().join("../shared/packing-bench");
            if shared.is_dir() {
                files_under(&shared, "csv", &mut files);
            } else {
                eprintln!(
                    "note: {} absent: built-in CSV inputs only",
                    shared.display()
                );
            }
        }
    }
    let mut v: Vec<String> = files
        .iter()
        .filter_map(|f| std::fs::read_to_string(f).ok())
        // Keep the large benchmark instances short: their first lines show
        // every construct.
        .map(|t| t.lines().take(60).collect::<Vec<_>>().join("\n") + "\n")
        .collect();
    if let Reader::Csv = reader {
        v.push("id,lower,upper,size\n0,0,4,16\n1,2,6,8\n".into());
        v.push("buffer,start,end,size,offset\na,0,2,4,0\nb,1,3,8,16\n".into());
        v.push("id,lower,upper,size,alignment\nx,0,10,100,64\n".into());
    }
    assert!(!v.is_empty(), "no inputs for {reader:?}");
    v
}

/// Fragments that tend to break readers: delimiters, keywords, numbers at
/// the edges of their types, odd whitespace and characters.
const SNIPPETS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ":",
    ",",
    ".",
    "=",
    "==",
    "->",
    "\"",
    "'",
    "#",
    "\\",
    "\n",
    "\r\n",
    "\t",
    "    ",
    " ",
    "-",
    "+",
    "*",
    "**",
    "//",
    "%",
    "<<",
    ">>",
    "?",
    "?x",
    "=>",
    "if",
    "else",
    "for",
    "while",
    "with",
    "def",
    "class",
    "lambda",
    "T.",
    "T.Buffer(",
    "T.launch_thread(",
    "T.int32(",
    "T.Cast(",
    "@T.prim_func",
    "I.ir_module",
    "data=",
    "scope=",
    "\"float32\"",
    "\"int4\"",
    "\"bfloat16x4\"",
    "\"handle\"",
    "0",
    "-1",
    "1e309",
    "0x",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "18446744073709551616",
    "1.5e-400",
    "nan",
    "inf",
    "é",
    "𝔸",
    "\u{0}",
    "\u{feff}",
    "(+ ?a ?b)",
    "(min",
    "(select",
    "where",
    ";",
    "id",
    "lower",
    "upper",
    "size",
    "offset",
    "alignment",
    ",,",
    "\"\"",
    "-0",
    "rule:",
    "prefer",
    "if ?c < 0",
    "where ?n = -?c",
];

/// An edit of a text: what, where (fractions of the length) and which
/// snippet.
#[derive(Clone, Debug)]
enum Edit {
    Insert(f64, usize),
    Delete(f64, usize),
    Replace(f64, usize, usize),
    Duplicate(f64, usize),
    Swap(f64, f64),
    Truncate(f64),
    Random(f64, String),
}

fn edit() -> impl Strategy<Value = Edit> {
    let at = 0.0..1.0f64;
    let snip = 0..SNIPPETS.len();
    prop_oneof![
        3 => (at.clone(), snip.clone()).prop_map(|(a, s)| Edit::Insert(a, s)),
        2 => (at.clone(), 1..12usize).prop_map(|(a, n)| Edit::Delete(a, n)),
        3 => (at.clone(), 1..6usize, snip).prop_map(|(a, n, s)| Edit::Replace(a, n, s)),
        1 => (at.clone(), 1..40usize).prop_map(|(a, n)| Edit::Duplicate(a, n)),
        1 => (at.clone(), at.clone()).prop_map(|(a, b)| Edit::Swap(a, b)),
        1 => at.clone().prop_map(Edit::Truncate),
        2 => (at, "\\PC{0,6}").prop_map(|(a, s)| Edit::Random(a, s)),
    ]
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut c: Vec<char> = text.chars().collect();
    let pos = |c: &Vec<char>, f: f64| ((c.len() as f64) * f) as usize;
    for e in edits {
        match e {
            Edit::Insert(a, s) => {
                let p = pos(&c, *a);
                c.splice(p..p, SNIPPETS[*s].chars());
            }
            Edit::Delete(a, n) => {
                let p = pos(&c, *a);
                let end = (p + n).min(c.len());
                c.drain(p..end);
            }
            Edit::Replace(a, n, s) => {
                let p = pos(&c, *a);
                let end = (p + n).min(c.len());
                c.splice(p..end, SNIPPETS[*s].chars());
            }
            Edit::Duplicate(a, n) => {
                let p = pos(&c, *a);
                let end = (p + n).min(c.len());
                let piece: Vec<char> = c[p..end].to_vec();
                c.splice(p..p, piece);
            }
            Edit::Swap(a, b) => {
                // Exchange two lines.
                let text: String = c.iter().collect();
                let mut lines: Vec<&str> = text.split('\n').collect();
                let n = lines.len();
                let (i, j) = (((n as f64) * a) as usize, ((n as f64) * b) as usize);
                if i < n && j < n {
                    lines.swap(i, j);
                }
                c = lines.join("\n").chars().collect();
            }
            Edit::Truncate(a) => {
                let p = pos(&c, *a);
                c.truncate(p);
            }
            Edit::Random(a, s) => {
                let p = pos(&c, *a);
                c.splice(p..p, s.chars());
            }
        }
    }
    c.into_iter().collect()
}

/// A real input with a few edits.
fn mutated(reader: Reader) -> impl Strategy<Value = String> {
    let inputs = corpus(reader);
    (0..inputs.len(), proptest::collection::vec(edit(), 1..6))
        .prop_map(move |(i, edits)| apply(&inputs[i], &edits))
}

/// Text made of snippets and random characters.
fn random_text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            3 => (0..SNIPPETS.len()).prop_map(|i| SNIPPETS[i].to_string()),
            1 => "\\PC{0,4}",
            1 => "[a-z_?0-9]{1,6}",
        ],
        0..60,
    )
    .prop_map(|v| v.concat())
}

fn config(default: u32) -> ProptestConfig {
    ProptestConfig {
        cases: common::fuzz::cases(default),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(1000))]

    #[test]
    fn script_reader_on_mutated_modules(text in mutated(Reader::Script)) {
        check(Reader::Script, text)?;
    }

    #[test]
    fn rule_reader_on_mutated_rule_files(text in mutated(Reader::Rules)) {
        check(Reader::Rules, text)?;
    }

    #[test]
    fn csv_reader_on_mutated_instances(text in mutated(Reader::Csv)) {
        check(Reader::Csv, text)?;
    }

    #[test]
    fn readers_on_random_text(text in random_text()) {
        for r in [Reader::Script, Reader::Rules, Reader::Csv] {
            check(r, text.clone())?;
        }
    }
}

/// The inputs themselves are accepted (so the mutations start from valid
/// text and the error checks above see near-misses, not only garbage).
#[test]
fn corpora_are_accepted() {
    for r in [Reader::Rules, Reader::Csv] {
        for (i, text) in corpus(r).iter().enumerate() {
            if let Some(e) = r.parse(text) {
                // Shortened CSV instances stay valid; a rule file cut after
                // 60 lines may end inside a rule.
                assert!(matches!(r, Reader::Rules), "{r:?} input {i}: {}", e.text);
            }
        }
    }
    let ok = corpus(Reader::Script)
        .iter()
        .filter(|t| Reader::Script.parse(t).is_none())
        .count();
    assert!(ok > 50, "only {ok} TVMScript inputs parse");
}

/// Inputs cargo fuzz found that failed a first, too strict location check
/// (lone carriage returns): the readers were right, they stay as cases.
#[test]
fn carriage_return_inputs_are_located() {
    let cases: [(Reader, &str); 3] = [
        (Reader::Csv, "\u{feff}\r\r\r\r"),
        (Reader::Rules, "M:\r\r"),
        (Reader::Script, "@I.ir_module\rclass M:\r    x = (\r\r\r\n"),
    ];
    for (r, text) in cases {
        check(r, text.to_string()).unwrap_or_else(|e| panic!("{r:?}: {e}"));
        assert!(r.parse(text).is_some(), "{r:?} accepted {text:?}");
    }
}

/// The checks can fail: a rejected input's location is checked.
#[test]
fn errors_are_located_inside_the_text() {
    let e = Reader::Script.parse("x = (\n").expect("rejected");
    assert_eq!(e.file, "fuzz.py");
    assert!(e.line >= 1 && e.line <= 2, "{}", e.text);
    let e = Reader::Csv
        .parse("id,lower,upper,size\n0,0,x,16\n")
        .expect("rejected");
    assert_eq!(
        (e.line, e.file.as_str()),
        (2, "dir/fuzz.64.csv"),
        "{}",
        e.text
    );
    let e = Reader::Rules.parse("(+ ?a").expect("rejected");
    assert_eq!(e.line, 1, "{}", e.text);
}
