//! AnnotateEntryFunc (TVM's `tirx.AnnotateEntryFunc`): marks the module's
//! entry function with `tirx.is_entry_func = True`.
//!
//! - A module with a single function: that function is the entry (unless it
//!   already has a non-zero `tirx.is_entry_func`), with or without a
//!   `global_symbol`.
//! - Several functions: if exactly one has a `global_symbol`, it is the entry;
//!   otherwise the module is unchanged. The pass never fails.
//!
//! ```
//! use tirsat_ir::{keys, IRModule, PrimFunc, Stmt};
//! use tirsat_transform::{Pass, PassContext, annotate_entry_func::AnnotateEntryFunc};
//! let m = IRModule::from_functions([("f".to_string(), PrimFunc::new(vec![], Stmt::no_op()))]);
//! let out = AnnotateEntryFunc.run(m, &PassContext::new()).unwrap();
//! assert!(out.get("f").unwrap().has_flag(keys::IS_ENTRY_FUNC));
//! ```

use tirsat_ir::{AttrValue, keys};

unit_pass! {
    /// The AnnotateEntryFunc pass.
    AnnotateEntryFunc = "AnnotateEntryFunc",
    |mut module| {
        let entry = if module.len() == 1 {
            module
                .functions
                .iter()
                .find(|(_, f)| !f.has_flag(keys::IS_ENTRY_FUNC))
                .map(|(n, _)| n.clone())
        } else {
            let exposed: Vec<&String> = module
                .functions
                .iter()
                .filter(|(_, f)| f.global_symbol().is_some())
                .map(|(n, _)| n)
                .collect();
            match exposed.as_slice() {
                [one] => Some((*one).clone()),
                _ => None,
            }
        };
        if let Some(name) = entry
            && let Some(f) = module.functions.remove(&name)
        {
            module.insert(
                name,
                f.with_attr(keys::IS_ENTRY_FUNC, AttrValue::Bool(true)),
            );
        }
        Ok(module)
    }
}
