//! The memory-info registry: what LowerDeviceStorageAccessInfo knows about
//! special storage scopes (TVM's `MemoryInfo`, formerly registered as the global
//! functions `tvm.info.mem.<scope>`).
//!
//! A *special* scope is a storage scope with a tag other than `.dyn`
//! (`global.texture`, `local.vtcm`, `global.test_with_head_address`): its memory
//! is described by the unit of addressing, the widest SIMD access, the total
//! size, and optionally a *head address*, an expression that gives the CPU a
//! pointer to the memory. The registry is empty by default; entries come from
//! the library API ([`MemoryInfoRegistry::register`]) or from a JSON file
//! ([`MemoryInfoRegistry::load`], the CLI's `--config tirsat.memory_info=PATH`):
//!
//! ```json
//! {
//!   "global.test_with_head_address": {
//!     "unit_bits": 8, "max_simd_bits": 32, "max_num_bits": 128,
//!     "head_address": {"call_extern": "dummy_head_address"}
//!   },
//!   "global.test_without_head_address": {
//!     "unit_bits": 8, "max_simd_bits": 32, "max_num_bits": 128
//!   }
//! }
//! ```
//!
//! `head_address` is `{"call_extern": NAME, "args": [INT, ...]}` (the handle
//! `T.call_extern("handle", NAME, args...)`; `args` is optional) or
//! `{"address": INT}` (the constant address `T.reinterpret(T.handle().ty, T.uint64(INT))`).
//!
//! ```
//! use tirsat_transform::memory_info::{MemoryInfo, MemoryInfoRegistry};
//! let mut r = MemoryInfoRegistry::new();
//! r.register("global.vtcm", MemoryInfo::new(8, 128, 1 << 22)).unwrap();
//! assert!(r.get("global.vtcm").is_some());
//! let from_text = MemoryInfoRegistry::from_json_str(
//!     r#"{"local.acc": {"unit_bits": 32, "max_simd_bits": 32, "max_num_bits": 1024}}"#,
//!     "inline",
//! ).unwrap();
//! assert_eq!(from_text.get("local.acc").map(|m| m.unit_bits), Some(32));
//! ```

use std::collections::BTreeMap;
use std::path::Path;
use tirsat_ir::builtin;

use serde::Deserialize;

use tirsat_ir::{DataType, Expr, Scope};

/// What a special memory scope looks like.
#[derive(Clone, Debug, PartialEq)]
pub struct MemoryInfo {
    /// Bits addressed by one unit of offset.
    pub unit_bits: u32,
    /// The widest vector access, in bits.
    pub max_simd_bits: u32,
    /// The size of the memory, in bits.
    pub max_num_bits: u64,
    /// A handle-typed expression giving the CPU access to the memory; `None`
    /// when the CPU cannot address it.
    pub head_address: Option<Expr>,
}

impl MemoryInfo {
    /// An entry without a head address.
    pub fn new(unit_bits: u32, max_simd_bits: u32, max_num_bits: u64) -> Self {
        MemoryInfo {
            unit_bits,
            max_simd_bits,
            max_num_bits,
            head_address: None,
        }
    }
    /// The same entry with a head address.
    pub fn with_head_address(mut self, head: Expr) -> Self {
        self.head_address = Some(head);
        self
    }
}

/// Errors of the registry (bad scope names, bad files).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MemoryInfoError {
    #[error("unknown storage scope \"{0}\"")]
    UnknownScope(String),
    #[error(
        "scope \"{0}\" is not special (its tag must be neither empty nor .dyn): memory info would never be used"
    )]
    NotSpecial(String),
    #[error("memory info of scope \"{0}\" is registered twice")]
    Duplicate(String),
    #[error("memory info of scope \"{0}\": unit_bits must be positive")]
    ZeroUnit(String),
    #[error("{0}")]
    File(String),
}

/// Splits a storage scope into TVM's rank and tag (`global.texture` is
/// (`global`, `.texture`); `wmma.matrix_a` is a rank of its own). `None` for a
/// scope TVM does not know.
pub fn split_scope(scope: &str) -> Option<(&str, &str)> {
    if scope.is_empty() {
        return Some(("global", ""));
    }
    Scope::RANKS
        .iter()
        .find(|r| scope.starts_with(**r))
        .map(|r| (&scope[..r.len()], &scope[r.len()..]))
}

/// True for a scope whose allocations LowerDeviceStorageAccessInfo handles: a
/// tag that is neither empty nor `.dyn`.
pub fn is_special_scope(scope: &str) -> Result<bool, MemoryInfoError> {
    let (_, tag) = split_scope(scope).ok_or_else(|| MemoryInfoError::UnknownScope(scope.into()))?;
    Ok(!tag.is_empty() && tag != ".dyn")
}

/// Scope name -> memory info, sorted by scope.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MemoryInfoRegistry {
    entries: BTreeMap<String, MemoryInfo>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileEntry {
    unit_bits: u32,
    max_simd_bits: u32,
    max_num_bits: u64,
    #[serde(default)]
    head_address: Option<FileHead>,
}

#[derive(Deserialize)]
#[serde(untagged, deny_unknown_fields)]
enum FileHead {
    CallExtern {
        call_extern: String,
        #[serde(default)]
        args: Vec<i64>,
    },
    Address {
        address: u64,
    },
}

impl FileHead {
    fn to_expr(&self) -> Expr {
        match self {
            FileHead::CallExtern { call_extern, args } => Expr::call_extern(
                DataType::handle(),
                call_extern,
                args.iter().map(|a| Expr::i32(*a)).collect(),
            ),
            FileHead::Address { address } => Expr::call(
                DataType::handle(),
                builtin::REINTERPRET,
                vec![Expr::int(DataType::uint(64), *address as i64)],
            ),
        }
    }
}

impl MemoryInfoRegistry {
    /// The empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    fn check(scope: &str, info: &MemoryInfo) -> Result<(), MemoryInfoError> {
        if !is_special_scope(scope)? {
            return Err(MemoryInfoError::NotSpecial(scope.into()));
        }
        if info.unit_bits == 0 {
            return Err(MemoryInfoError::ZeroUnit(scope.into()));
        }
        Ok(())
    }

    /// Adds the memory info of `scope`; registering a scope twice is an error.
    pub fn register(&mut self, scope: &str, info: MemoryInfo) -> Result<(), MemoryInfoError> {
        Self::check(scope, &info)?;
        if self.entries.contains_key(scope) {
            return Err(MemoryInfoError::Duplicate(scope.into()));
        }
        self.entries.insert(scope.to_string(), info);
        Ok(())
    }

    /// Adds or replaces the memory info of `scope`.
    pub fn insert(&mut self, scope: &str, info: MemoryInfo) -> Result<(), MemoryInfoError> {
        Self::check(scope, &info)?;
        self.entries.insert(scope.to_string(), info);
        Ok(())
    }

    /// The memory info of `scope`.
    pub fn get(&self, scope: &str) -> Option<&MemoryInfo> {
        self.entries.get(scope)
    }

    /// Entries in scope order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &MemoryInfo)> {
        self.entries.iter().map(|(k, v)| (k.as_str(), v))
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Adds every entry of `other`, replacing entries of the same scope.
    pub fn merge(&mut self, other: MemoryInfoRegistry) {
        self.entries.extend(other.entries);
    }

    /// Parses the JSON format described in the module documentation; `origin`
    /// names the text in errors (`origin:LINE:COL: ...`).
    pub fn from_json_str(text: &str, origin: &str) -> Result<Self, MemoryInfoError> {
        let raw: BTreeMap<String, FileEntry> = serde_json::from_str(text).map_err(|e| {
            MemoryInfoError::File(format!("{origin}:{}:{}: {e}", e.line(), e.column()))
        })?;
        let mut out = MemoryInfoRegistry::new();
        for (scope, e) in raw {
            let info = MemoryInfo {
                unit_bits: e.unit_bits,
                max_simd_bits: e.max_simd_bits,
                max_num_bits: e.max_num_bits,
                head_address: e.head_address.as_ref().map(FileHead::to_expr),
            };
            out.register(&scope, info)
                .map_err(|err| MemoryInfoError::File(format!("{origin}: {err}")))?;
        }
        Ok(out)
    }

    /// Reads a registry file.
    pub fn load(path: &Path) -> Result<Self, MemoryInfoError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| MemoryInfoError::File(format!("{}: {e}", path.display())))?;
        Self::from_json_str(&text, &path.display().to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes() {
        assert_eq!(split_scope("global.texture"), Some(("global", ".texture")));
        assert_eq!(split_scope("wmma.matrix_a"), Some(("wmma.matrix_a", "")));
        assert_eq!(split_scope("shared.dyn"), Some(("shared", ".dyn")));
        assert_eq!(split_scope("bogus"), None);
        assert_eq!(is_special_scope("shared.dyn"), Ok(false));
        assert_eq!(is_special_scope("local"), Ok(false));
        assert_eq!(is_special_scope("local.vtcm"), Ok(true));
        assert!(is_special_scope("nowhere").is_err());
    }

    #[test]
    fn registry_rules() {
        let mut r = MemoryInfoRegistry::new();
        assert!(r.register("global", MemoryInfo::new(8, 8, 8)).is_err());
        assert!(r.register("global.x", MemoryInfo::new(0, 8, 8)).is_err());
        assert!(r.register("global.x", MemoryInfo::new(8, 8, 8)).is_ok());
        assert_eq!(
            r.register("global.x", MemoryInfo::new(8, 8, 8)),
            Err(MemoryInfoError::Duplicate("global.x".into()))
        );
        assert!(r.insert("global.x", MemoryInfo::new(16, 8, 8)).is_ok());
        assert_eq!(r.get("global.x").map(|m| m.unit_bits), Some(16));
    }

    #[test]
    fn file_errors_are_located() {
        let e =
            MemoryInfoRegistry::from_json_str("{\n  \"global.x\": {\"unit_bits\": 8}\n}", "m.json")
                .expect_err("missing fields");
        assert!(e.to_string().starts_with("m.json:2:"), "{e}");
        let e = MemoryInfoRegistry::from_json_str(
            r#"{"global.x": {"unit_bits": 8, "max_simd_bits": 8, "max_num_bits": 8, "colour": 1}}"#,
            "m.json",
        )
        .expect_err("unknown field");
        assert!(e.to_string().contains("colour"), "{e}");
        let e = MemoryInfoRegistry::from_json_str(
            r#"{"shared": {"unit_bits": 8, "max_simd_bits": 8, "max_num_bits": 8}}"#,
            "m.json",
        )
        .expect_err("not special");
        assert!(e.to_string().contains("not special"), "{e}");
    }

    #[test]
    fn head_address_forms() {
        let r = MemoryInfoRegistry::from_json_str(
            r#"{"global.a": {"unit_bits": 8, "max_simd_bits": 8, "max_num_bits": 8,
                             "head_address": {"call_extern": "head", "args": [1]}},
                "global.b": {"unit_bits": 8, "max_simd_bits": 8, "max_num_bits": 8,
                             "head_address": {"address": 4096}}}"#,
            "inline",
        )
        .expect("valid");
        let a = r
            .get("global.a")
            .and_then(|m| m.head_address.clone())
            .expect("a");
        assert_eq!(
            a.as_builtin_call(builtin::CALL_EXTERN).map(|x| x.len()),
            Some(2)
        );
        let b = r
            .get("global.b")
            .and_then(|m| m.head_address.clone())
            .expect("b");
        assert!(b.as_builtin_call(builtin::REINTERPRET).is_some());
    }
}
