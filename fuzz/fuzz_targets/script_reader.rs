//! The TVMScript reader on arbitrary text: it returns a module or an error
//! (with a location), and never panics.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = tirsat::script::reader::parse_module(text, "fuzz");
    }
});
