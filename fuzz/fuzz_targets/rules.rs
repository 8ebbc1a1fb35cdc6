//! The rewrite-rule file reader (`rules/*.rules`) on arbitrary text: rules or
//! an error located inside the text (`file:line:col`), never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

mod located;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let file = "fuzz.rules";
        if let Err(e) = tirsat::arith::rules::RuleSet::parse(text, file) {
            located::assert_located(
                text,
                located::Newlines::Lf,
                file,
                &e.file,
                e.line,
                e.col,
                &e.to_string(),
            );
        }
    }
});
