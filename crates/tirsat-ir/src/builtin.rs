//! One [`Op`] constant per builtin of the registry ([`crate::op`]), generated
//! from `src/op/ops.tsv` by `build.rs`: the name upper-cased, with `.` as `_`
//! (`tvm_storage_sync` -> [`TVM_STORAGE_SYNC`], `s_tir.cp_async_raw` ->
//! [`S_TIR_CP_ASYNC_RAW`]). Code matches calls on these, never on names:
//!
//! ```
//! use tirsat_ir::{builtin, DataType, Expr};
//! let sync = Expr::call(DataType::i32(), builtin::TVM_STORAGE_SYNC, vec![Expr::str("shared")]);
//! assert!(sync.as_builtin_call(builtin::TVM_STORAGE_SYNC).is_some());
//! ```

use crate::op::Op;

include!(concat!(env!("OUT_DIR"), "/builtin.rs"));

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_constant_names_its_row_and_every_row_has_one() {
        let rows = crate::op::table().rows();
        assert_eq!(ALL.len(), rows.len());
        for (ident, name, op) in ALL {
            assert_eq!(op.name(), *name, "{ident}");
            let own = Op::from_name(name).is_none();
            assert!(own || Op::from_name(name) == Some(*op), "{ident}");
            let expected: String = name
                .chars()
                .map(|c| match c {
                    '.' => '_',
                    c => c.to_ascii_uppercase(),
                })
                .collect();
            assert_eq!(*ident, expected);
        }
        assert_eq!(TVM_STORAGE_SYNC.name(), "tvm_storage_sync");
        assert_eq!(S_TIR_CP_ASYNC_RAW.name(), "s_tir.cp_async_raw");
        // tirsat's own ops have constants but no lookup by name.
        assert_eq!(
            TIRSAT_TVM_DTYPE_CONVERSION.name(),
            "tirsat.tvm_dtype_conversion"
        );
        assert!(Op::from_name("tirsat.tvm_dtype_conversion").is_none());
        assert!(Op::from_name("ret").is_none() && RET.name() == "ret");
    }
}
