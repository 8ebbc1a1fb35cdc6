//! The TVMScript reader on arbitrary text: it returns a module or an error
//! located inside the text (`file:line:col`), and never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;

mod located;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let file = "fuzz.py";
        if let Err(e) = tirsat::script::reader::parse_module(text, file) {
            located::assert_located(
                text,
                located::Newlines::Universal,
                file,
                &e.file,
                e.line,
                e.column,
                &e.to_string(),
            );
        }
    }
});
