//! The simplifier on expressions the fuzzer's bytes choose
//! (`tirsat::tools::sweep::fuzz_check`): integer expressions of int8 ...
//! int64 with constants near the type's limits or small ones, simplified
//! and compared with the input by exact evaluation. A point where the input
//! is defined and the result is undefined (it overflows, divides by zero)
//! or different is a crash.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use tirsat::arith::Simplifier;

fn simplifier() -> &'static Simplifier {
    static S: OnceLock<Simplifier> = OnceLock::new();
    S.get_or_init(|| Simplifier::with_builtin_rules().expect("the built-in rules read"))
}

fuzz_target!(|data: &[u8]| {
    if let Err(f) = tirsat::tools::sweep::fuzz_check(simplifier(), data) {
        panic!("the simplifier changed a value: {f:#?}");
    }
});
