//! The registry of builtin operations: TVM 0.27's operations that TVMScript
//! can name, as data, and the [`Op`] handle a call of the IR carries.
//!
//! `ops.tsv` (next to this file) is generated from TVM's op registry and its
//! TVMScript namespace by `scripts/oracle/dump_ops.py`; it is the one source
//! of an operation's name, parameters, result type rule and effect kind. The
//! reader and printer translate between TVMScript names and [`Op`]s; every
//! other crate matches calls on [`Op`] values (the constants of
//! [`crate::builtin`], generated from the same file). An op is named by its
//! TVMScript name after `T.` (the registry's `TScriptPrinterName`): `exp`,
//! `tvm_warp_shuffle`, `cuda.mma_fill`, `ptx.mma`.
//!
//! TVM's table does not say which arguments a call reads or writes memory
//! through; [`memory`] keeps that as a small hand-written table
//! ([`Op::memory`]).
//!
//! ```
//! use tirsat_ir::builtin;
//! use tirsat_ir::op::{self, Effect, Form, Op, ResultRule};
//! let shfl = op::lookup("tvm_warp_shuffle_down").unwrap();
//! assert_eq!(shfl.effect, Effect::UpdateState);
//! assert_eq!(shfl.form, Form::Intrin);
//! assert_eq!(shfl.result, ResultRule::TypeOf(1)); // the type of `value`
//! assert_eq!(shfl.op(), builtin::TVM_WARP_SHUFFLE_DOWN);
//! assert_eq!(Op::from_tvm_op("tirx.exp"), Some(builtin::EXP));
//! assert_eq!(builtin::EXP.name(), "exp");
//! assert!(op::is_namespace("cuda.wgmma"));
//! assert!(Op::from_name("no_such_thing").is_none());
//! ```

pub mod memory;

pub use memory::{Access, ArgAccess, Memory, Mode, Slot};

use std::sync::OnceLock;

// Looked up by name on every call the reader reads: the Fx hash (rustc's).
use rustc_hash::FxHashMap as HashMap;

use crate::{DataType, Type};

/// The table as generated (see the module docs).
const TSV: &str = include_str!("ops.tsv");
/// The operations tirsat itself defines (`ret`, the interpreter's
/// `tirsat.tvm_dtype_conversion`), hand-written in the same columns: they
/// have handles and constants, but the reader does not accept them
/// ([`lookup`] and [`Op::from_name`] see TVM's rows only).
const OWN_TSV: &str = include_str!("tirsat_ops.tsv");

/// TVM's `CallEffectKind` of an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// An annotation that can be read as its argument (`likely`).
    ExprAnnotation,
    /// No interaction with any state.
    Pure,
    /// May read state (memory).
    ReadState,
    /// May read and write state (TVM's `kUpdateState`, also its `kOpaque`).
    UpdateState,
    /// Only valid as a direct argument of a call (`tvm_access_ptr`).
    SpecialCallArg,
    /// Embeds information, cannot be generated as code (`assume`, `tvm_tuple`).
    EmbedInfo,
    /// Changes control flow (`break_loop`, `thread_return`).
    ControlJump,
    /// TVM registers no effect kind for the op.
    Unregistered,
}

impl Effect {
    /// True when a call with this effect neither reads nor writes state, so it
    /// can be evaluated ahead of time, repeated or dropped.
    pub fn is_pure(self) -> bool {
        matches!(self, Effect::Pure | Effect::ExprAnnotation)
    }

    /// True when a call may write memory or other state (everything but pure,
    /// annotation and read-only calls).
    pub fn may_write(self) -> bool {
        !matches!(
            self,
            Effect::Pure | Effect::ExprAnnotation | Effect::ReadState | Effect::EmbedInfo
        )
    }
}

/// How the type of a call is formed from its arguments.
#[derive(Clone, Debug, PartialEq)]
pub enum ResultRule {
    /// Always this type (`Type::Void` for a void call).
    Fixed(Type),
    /// The dtype the caller passes as parameter `i` (`T.vectorlow("int8x4", v)`).
    Arg(usize),
    /// The type of argument `i` (`T.exp(x)`).
    TypeOf(usize),
    /// The type of argument `i`, which must be a float (`T.sin(x)`).
    FloatOf(usize),
    /// Decided by code (the reader has a handler), or not written in the text.
    Special,
}

/// Where TVM's printer writes a call's dtype among its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DtypeAt {
    None,
    First,
    Last,
}

/// How TVMScript's function for the name builds the call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// `call_intrin(result, op, *params)`: the parameters in order.
    Intrin,
    /// A `T.ptx` instruction family: operands, then modifier strings; void.
    Ptx,
    /// The function does more than build one call.
    Special,
    /// A `T.tile` operation.
    Tile,
    /// An expression node of TVM that tirsat keeps as a call (`shift_left`).
    Node,
    /// TVM prints calls of the op under this name, but its parser has no
    /// function for it.
    Printer,
}

/// A parameter's default value, when it is a Python literal.
#[derive(Clone, Debug, PartialEq)]
pub enum Default {
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    Str(String),
    /// A default that is not a literal.
    Other,
}

/// One parameter of TVMScript's function.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: &'static str,
    /// `None` when the parameter is required.
    pub default: Option<Default>,
    /// `*args`: takes every remaining positional argument.
    pub variadic: bool,
}

/// One TVMScript name of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct OpInfo {
    /// The handle of the row.
    op: Op,
    /// The TVMScript name after `T.`.
    pub name: &'static str,
    /// The registry ops printed under the name (`tirx.exp`).
    pub ops: Vec<&'static str>,
    /// The parameters; `None` when TVMScript has no function for the name.
    pub params: Option<Vec<Param>>,
    pub result: ResultRule,
    pub effect: Effect,
    pub dtype_at: DtypeAt,
    pub form: Form,
}

impl OpInfo {
    /// The handle of this op.
    pub fn op(&self) -> Op {
        self.op
    }

    /// The number of positional arguments TVMScript's function accepts:
    /// (required, maximum or `None` when variadic).
    pub fn arity(&self) -> (usize, Option<usize>) {
        let Some(ps) = &self.params else {
            return (0, None);
        };
        let required = ps
            .iter()
            .filter(|p| p.default.is_none() && !p.variadic)
            .count();
        let max = if ps.iter().any(|p| p.variadic) {
            None
        } else {
            Some(ps.len())
        };
        (required, max)
    }

    /// The index of parameter `name`.
    pub fn param_index(&self, name: &str) -> Option<usize> {
        self.params.as_ref()?.iter().position(|p| p.name == name)
    }
}

/// The parsed table.
pub struct OpTable {
    rows: Vec<OpInfo>,
    by_name: HashMap<&'static str, usize>,
    by_op: HashMap<&'static str, usize>,
    namespaces: Vec<&'static str>,
}

impl OpTable {
    /// Every row: TVM's sorted by name, then tirsat's own sorted by name.
    pub fn rows(&self) -> &[OpInfo] {
        &self.rows
    }
}

/// The table (parsed once).
pub fn table() -> &'static OpTable {
    static TABLE: OnceLock<OpTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        parse(TSV, OWN_TSV).unwrap_or_else(|e| panic!("crates/tirsat-ir/src/op/ops.tsv: {e}"))
    })
}

/// The row of a TVMScript name (`exp`, `cuda.mma_fill`, `ptx.mma`).
pub fn lookup(name: &str) -> Option<&'static OpInfo> {
    let t = table();
    t.by_name.get(name).map(|&i| &t.rows[i])
}

/// The row of a registry op name (`tirx.exp`, `prim.likely`; `tir.exp` is
/// read as `tirx.exp`).
pub fn by_tvm_op(op: &str) -> Option<&'static OpInfo> {
    let t = table();
    let key = match op.strip_prefix("tir.") {
        Some(rest) => format!("tirx.{rest}"),
        None => op.to_string(),
    };
    t.by_op.get(key.as_str()).map(|&i| &t.rows[i])
}

/// True when `prefix` is a namespace of names (`cuda`, `cuda.wgmma`, `ptx`).
pub fn is_namespace(prefix: &str) -> bool {
    table().namespaces.binary_search(&prefix).is_ok()
}

/// The effect kind of a call of the named op; `None` for a name not in the
/// table.
pub fn effect_of(name: &str) -> Option<Effect> {
    lookup(name).map(|i| i.effect)
}

/// A builtin operation: a handle into the table (its row), `Copy`, compared
/// and hashed as a small integer. Ordered by row: by name among TVM's ops,
/// after them tirsat's own. Calls of the IR carry one ([`crate::CallOp::Builtin`]); the
/// constants of [`crate::builtin`] name the ops code matches on, and they
/// work as patterns:
///
/// ```
/// use tirsat_ir::{builtin, op::Op};
/// let op = Op::from_name("tvm_storage_sync").unwrap();
/// let barrier = match op {
///     builtin::TVM_STORAGE_SYNC => true,
///     _ => false,
/// };
/// assert!(barrier && op.arity() == (1, Some(3)) && !op.is_pure());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Op(pub(crate) u16);

impl Op {
    /// The op of a TVMScript name (`exp`, `cuda.mma_fill`), if TVM's table
    /// has it (tirsat's own ops are reached through [`crate::builtin`] only).
    pub fn from_name(name: &str) -> Option<Op> {
        lookup(name).map(OpInfo::op)
    }

    /// The op of a registry op name (`tirx.exp`; `tir.exp` reads as `tirx.exp`).
    pub fn from_tvm_op(op: &str) -> Option<Op> {
        by_tvm_op(op).map(OpInfo::op)
    }

    /// Every op, in name order.
    pub fn all() -> impl Iterator<Item = Op> {
        table().rows.iter().map(OpInfo::op)
    }

    /// The op's row of the table.
    pub fn info(self) -> &'static OpInfo {
        &table().rows[usize::from(self.0)]
    }

    /// The TVMScript name after `T.`.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The registry ops printed under the name (`tirx.exp`).
    pub fn tvm_ops(self) -> &'static [&'static str] {
        &self.info().ops
    }

    /// TVMScript's parameters; `None` when TVMScript has no function for it.
    pub fn params(self) -> Option<&'static [Param]> {
        self.info().params.as_deref()
    }

    /// (required, maximum or `None` when variadic) positional arguments.
    pub fn arity(self) -> (usize, Option<usize>) {
        self.info().arity()
    }

    /// How the call's type is formed from its arguments.
    pub fn result(self) -> &'static ResultRule {
        &self.info().result
    }

    /// TVM's effect kind.
    pub fn effect(self) -> Effect {
        self.info().effect
    }

    /// True when a call neither reads nor writes state ([`Effect::is_pure`]).
    pub fn is_pure(self) -> bool {
        self.effect().is_pure()
    }

    /// Which arguments the call reads or writes memory through.
    pub fn memory(self) -> Memory {
        memory::of(self)
    }
}

impl std::fmt::Debug for Op {
    /// The name in quotes, as the `Arc<str>` names calls carried before.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.name())
    }
}

impl std::fmt::Display for Op {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

fn parse_rows(text: &'static str) -> Result<Vec<OpInfo>, String> {
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    let header = lines.next().ok_or("empty table")?;
    if header != "name\tops\tparams\tresult\teffect\tdtype_at\tform" {
        return Err(format!("unexpected header {header:?}"));
    }
    let mut rows = Vec::new();
    for (n, line) in lines.enumerate() {
        let row = parse_row(line).map_err(|e| format!("row {}: {e}", n + 1))?;
        rows.push(row);
    }
    rows.sort_by(|a, b| a.name.cmp(b.name));
    Ok(rows)
}

/// TVM's rows (sorted by name), then tirsat's own (sorted by name): the
/// handles index them in this order, as `build.rs` numbers the constants.
/// Only TVM's rows can be looked up by name or registry op.
fn parse(text: &'static str, own: &'static str) -> Result<OpTable, String> {
    let mut rows = parse_rows(text)?;
    let tvm_rows = rows.len();
    rows.extend(parse_rows(own).map_err(|e| format!("tirsat_ops.tsv: {e}"))?);
    if rows.len() > usize::from(u16::MAX) {
        return Err(format!("{} rows: more than an op handle holds", rows.len()));
    }
    for (i, r) in rows.iter_mut().enumerate() {
        r.op = Op(i as u16);
    }
    let mut by_name = HashMap::default();
    let mut by_op = HashMap::default();
    let mut namespaces = Vec::new();
    let mut all_names = std::collections::HashSet::new();
    for (i, r) in rows.iter().enumerate() {
        if !all_names.insert(r.name) {
            return Err(format!("duplicate name {}", r.name));
        }
        if i >= tvm_rows {
            continue;
        }
        by_name.insert(r.name, i);
        for op in &r.ops {
            by_op.insert(*op, i);
        }
        let mut rest = r.name;
        while let Some((ns, _)) = rest.rsplit_once('.') {
            namespaces.push(ns);
            rest = ns;
        }
    }
    namespaces.sort_unstable();
    namespaces.dedup();
    Ok(OpTable {
        rows,
        by_name,
        by_op,
        namespaces,
    })
}

fn parse_row(line: &'static str) -> Result<OpInfo, String> {
    let cols: Vec<&'static str> = line.split('\t').collect();
    let [name, ops, params, result, effect, dtype_at, form] = cols[..] else {
        return Err(format!("expected 7 columns, got {}", cols.len()));
    };
    let ops = ops.split(',').filter(|s| !s.is_empty()).collect();
    let params = match params {
        "-" => None,
        "" => Some(Vec::new()),
        p => Some(p.split(',').map(parse_param).collect::<Result<_, _>>()?),
    };
    let names: Vec<&str> = params
        .as_ref()
        .map(|ps: &Vec<Param>| ps.iter().map(|p| p.name).collect())
        .unwrap_or_default();
    let index = |p: &str| -> Result<usize, String> {
        names
            .iter()
            .position(|n| *n == p)
            .ok_or_else(|| format!("{name}: result names unknown parameter {p}"))
    };
    let result = if let Some(p) = result.strip_prefix("arg:") {
        ResultRule::Arg(index(p)?)
    } else if let Some(p) = result.strip_prefix("type:") {
        ResultRule::TypeOf(index(p)?)
    } else if let Some(p) = result.strip_prefix("float:") {
        ResultRule::FloatOf(index(p)?)
    } else if result == "special" {
        ResultRule::Special
    } else {
        ResultRule::Fixed(fixed_type(result).ok_or_else(|| format!("{name}: type {result}"))?)
    };
    let effect = match effect {
        "annotation" => Effect::ExprAnnotation,
        "pure" => Effect::Pure,
        "read" => Effect::ReadState,
        "update" => Effect::UpdateState,
        "special_arg" => Effect::SpecialCallArg,
        "embed_info" => Effect::EmbedInfo,
        "control_jump" => Effect::ControlJump,
        "-" => Effect::Unregistered,
        other => return Err(format!("{name}: effect {other}")),
    };
    let dtype_at = match dtype_at {
        "-" => DtypeAt::None,
        "first" => DtypeAt::First,
        "last" => DtypeAt::Last,
        other => return Err(format!("{name}: dtype_at {other}")),
    };
    let form = match form {
        "intrin" => Form::Intrin,
        "ptx" => Form::Ptx,
        "special" => Form::Special,
        "tile" => Form::Tile,
        "node" => Form::Node,
        "printer" => Form::Printer,
        other => return Err(format!("{name}: form {other}")),
    };
    Ok(OpInfo {
        op: Op(0),
        name,
        ops,
        params,
        result,
        effect,
        dtype_at,
        form,
    })
}

fn parse_param(p: &'static str) -> Result<Param, String> {
    if let Some(n) = p.strip_prefix('*') {
        return Ok(Param {
            name: n,
            default: None,
            variadic: true,
        });
    }
    if let Some(n) = p.strip_suffix('?') {
        return Ok(Param {
            name: n,
            default: Some(Default::Other),
            variadic: false,
        });
    }
    let Some((n, d)) = p.split_once('=') else {
        return Ok(Param {
            name: p,
            default: None,
            variadic: false,
        });
    };
    let default = match d {
        "None" => Default::None,
        "True" => Default::Bool(true),
        "False" => Default::Bool(false),
        _ if d.starts_with('\'') || d.starts_with('"') => {
            Default::Str(d[1..d.len().saturating_sub(1)].to_string())
        }
        _ => match d.parse::<i64>() {
            Ok(i) => Default::Int(i),
            Err(_) => d
                .parse::<f64>()
                .map(Default::Float)
                .map_err(|_| format!("default {p}"))?,
        },
    };
    Ok(Param {
        name: n,
        default: Some(default),
        variadic: false,
    })
}

/// A fixed result type: a dtype, `void`, `handle` or `ptr:<dtype>`.
fn fixed_type(s: &str) -> Option<Type> {
    match s {
        "void" => Some(Type::Void),
        "handle" => Some(Type::Prim(DataType::handle())),
        _ => match s.strip_prefix("ptr:") {
            Some("void") => Some(Type::Prim(DataType::handle())),
            Some(t) => Some(Type::pointer(t.parse().ok()?, "global")),
            None => s.parse().ok().map(Type::Prim),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_parses_and_warp_ops_are_known() {
        let t = table();
        assert!(t.rows().len() > 300);
        for n in [
            "tvm_warp_activemask",
            "tvm_warp_shuffle",
            "tvm_warp_shuffle_up",
            "tvm_warp_shuffle_down",
            "tvm_thread_allreduce",
            "tvm_storage_sync",
        ] {
            assert!(lookup(n).is_some(), "{n}");
        }
        let act = lookup("tvm_warp_activemask").unwrap();
        assert_eq!(
            act.result,
            ResultRule::Fixed(Type::Prim("uint32".parse().unwrap()))
        );
        assert_eq!(act.arity(), (0, Some(0)));
        let sync = lookup("tvm_storage_sync").unwrap();
        assert_eq!(sync.arity(), (1, Some(3)));
        assert_eq!(
            sync.params.as_ref().unwrap()[2].default,
            Some(Default::Int(-1))
        );
        assert_eq!(lookup("dp4a").unwrap().dtype_at, DtypeAt::First);
        assert_eq!(lookup("tvm_struct_get").unwrap().dtype_at, DtypeAt::Last);
        assert_eq!(lookup("ptx.mma").unwrap().form, Form::Ptx);
        assert_eq!(
            by_tvm_op("tir.tvm_warp_shuffle").unwrap().name,
            "tvm_warp_shuffle"
        );
        assert!(is_namespace("ptx") && is_namespace("cuda.iket") && !is_namespace("exp"));
    }

    #[test]
    fn effects_classify_memory() {
        assert!(Effect::Pure.is_pure() && !Effect::Pure.may_write());
        assert!(!Effect::ReadState.may_write() && Effect::UpdateState.may_write());
        assert_eq!(effect_of("exp"), Some(Effect::Pure));
        assert_eq!(effect_of("likely"), Some(Effect::ExprAnnotation));
    }
}
