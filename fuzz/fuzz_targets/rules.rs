//! The rewrite-rule file reader (`rules/*.rules`) on arbitrary text: rules or
//! an error naming `file:line:col`, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = tirsat::arith::rules::parse_rules(text, "fuzz.rules");
    }
});
