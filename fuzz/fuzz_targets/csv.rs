//! The lifetime-instance CSV reader on arbitrary text: an instance or an error
//! naming `file:line`, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = tirsat::memory::csv::parse_csv("fuzz.csv", text);
    }
});
