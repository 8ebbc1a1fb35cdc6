//! The lifetime-instance CSV reader on arbitrary text: an instance or an error
//! located inside the text (`file:line:col`), never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

mod located;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let file = "fuzz.64.csv";
        if let Err(e) = tirsat::memory::csv::parse_csv(file, text) {
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
