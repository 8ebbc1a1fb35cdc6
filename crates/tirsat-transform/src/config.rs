//! The pass options tirsat knows (`--config KEY=VALUE` on the CLI, `config=`
//! in Python), each with the check of its value: TVM's `PassContext`
//! likewise rejects unknown keys and ill-typed values, so an option never
//! silently does nothing.
//!
//! ```
//! use tirsat_transform::config::checked_context;
//! let ctx = checked_context([("tirx.merge_static_smem", "1")]).unwrap();
//! assert!(ctx.flag("tirx.merge_static_smem"));
//! let e = checked_context([("tirx.merge_static_smme", "1")]).unwrap_err();
//! assert!(e.starts_with("unknown option `tirx.merge_static_smme` (known: "), "{e}");
//! let e = checked_context([("tirx.merge_static_smem", "banana")]).unwrap_err();
//! assert!(e.contains("invalid value for tirx.merge_static_smem"), "{e}");
//! ```

use std::path::Path;

use super::manager::{self, PassContext};
use super::{compute_legalize, lower_device_storage_access_info, merge_shared_memory};
use tirsat_arith::RuleSet;
use tirsat_ir::{DataType, Target};

/// Every option a pass reads: the one list, which `tests/config_keys.rs`
/// holds against the keys the README and `notes/*.md` document.
pub const CONFIG_KEYS: &[&str] = &[
    merge_shared_memory::MERGE_STATIC,
    merge_shared_memory::INSERT_SYNC,
    merge_shared_memory::PLANNER,
    merge_shared_memory::TIME_LIMIT,
    merge_shared_memory::SEARCH_NODES,
    compute_legalize::FP8_PROMOTE_DTYPE_KEY,
    lower_device_storage_access_info::MEMORY_INFO_KEY,
    manager::RULES_KEY,
    manager::VERIFY_EACH_KEY,
    "target",
    "target.host",
];

/// Checks the value of a known option; `Err` names what is expected.
pub fn check_config_value(key: &str, value: &str) -> Result<(), String> {
    match key {
        merge_shared_memory::MERGE_STATIC
        | merge_shared_memory::INSERT_SYNC
        | manager::VERIFY_EACH_KEY => match value {
            "0" | "1" | "true" | "false" | "True" | "False" | "yes" | "no" => Ok(()),
            _ => Err("expected a boolean (1, 0, true, false)".into()),
        },
        merge_shared_memory::PLANNER
        | merge_shared_memory::TIME_LIMIT
        | merge_shared_memory::SEARCH_NODES => {
            let ctx = PassContext::new().with_config(key, value);
            merge_shared_memory::MergeOptions::from_context(&ctx)
                .map(|_| ())
                .map_err(|e| e.message)
        }
        compute_legalize::FP8_PROMOTE_DTYPE_KEY => match value.parse::<DataType>() {
            Ok(t) if t == DataType::f32() || t == DataType::float(16) => Ok(()),
            _ => Err("expected float16 or float32".into()),
        },
        "target" | "target.host" => Target::parse(value).map(|_| ()).map_err(|e| e.to_string()),
        _ => Ok(()),
    }
}

/// Checks one option (blanks around key and value trimmed): an empty or
/// unknown key, or an invalid value, is an error naming the option.
pub fn check_option(key: &str, value: &str) -> Result<(), String> {
    let (k, v) = (key.trim(), value.trim());
    if k.is_empty() {
        return Err("empty option name".into());
    }
    if !CONFIG_KEYS.contains(&k) {
        return Err(format!(
            "unknown option `{k}` (known: {})",
            CONFIG_KEYS.join(", ")
        ));
    }
    check_config_value(k, v).map_err(|e| format!("invalid value for {k}: {e}"))
}

/// A pass context of checked options: an empty or unknown key, or an
/// invalid value, is an error naming the option; a rule directory
/// (`tirsat.rules`) is loaded here, so a bad one fails, located at
/// `FILE:LINE:COL`, before any pass runs.
pub fn checked_context<'a>(
    options: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> Result<PassContext, String> {
    let mut ctx = PassContext::new();
    for (k, v) in options {
        let (k, v) = (k.trim(), v.trim());
        check_option(k, v)?;
        ctx = ctx.with_config(k, v);
        if k == manager::RULES_KEY {
            let rules = RuleSet::load_dir(Path::new(v)).map_err(|e| e.to_string())?;
            ctx = ctx.with_rules(rules);
        }
    }
    Ok(ctx)
}
