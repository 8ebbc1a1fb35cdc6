//! Reading one TVMScript expression (`x * 4 + y // 2`,
//! `T.max(n, 0) + T.int64(1)`) with the module reader's own evaluation: TVM's
//! type promotion and constant folding, the `T.xxx` builders, located errors.
//!
//! The variables of the text come from a [`VarEnv`], shared by every
//! expression read with it (an input and its expected result name the same
//! variables). An *open* environment ([`VarEnv::new`]) turns an unknown name
//! into a fresh `int32` variable and an unknown subscripted name (`A[i, j]`)
//! into an `int32` buffer of unknown shape; a *closed* one
//! ([`VarEnv::closed`]) rejects unknown names.
//!
//! This is the one expression reader: the simplifier's command line, its
//! benchmark and corpora, and the Python bindings read through it;
//! [`parse_int_expr`] adds the simplifier's requirement of a scalar integer
//! result.
//!
//! ```
//! use tirsat_ir::DataType;
//! use tirsat_script::printer::print_expr;
//! use tirsat_script::reader::{VarEnv, parse_expr, parse_int_expr};
//! let mut env = VarEnv::new();
//! env.declare("n", DataType::i64());
//! let e = parse_expr("(tx + 3) // 4 * 4 - T.max(n, 2)", &mut env).unwrap();
//! assert_eq!(e.dtype(), DataType::i64());
//! assert_eq!(print_expr(&e), "T.Cast(\"int64\", (tx + 3) // 4 * 4) - T.max(n, T.int64(2))");
//! // `tx` now names the same variable in every expression read with `env`.
//! assert_eq!(env.get("tx").unwrap().dtype(), DataType::i32());
//! assert!(parse_int_expr("T.float32(1) + 2", &mut env).is_err());
//! let mut closed = VarEnv::closed();
//! let err = parse_expr("y + 1", &mut closed).unwrap_err();
//! assert_eq!(err.to_string(), "<expr>:1:1: undefined name 'y'");
//! ```

use std::collections::BTreeMap;

use super::error;
use super::value::Value;
use super::{Reader, ScriptError};
use tirsat_ir::{Buffer, DataType, Expr, Var};

/// The file name expression errors carry (callers may replace it).
pub const EXPR_FILE: &str = "<expr>";

/// The variables (and buffers) of the expressions being read, by name.
#[derive(Clone, Debug)]
pub struct VarEnv {
    vars: BTreeMap<String, Var>,
    buffers: BTreeMap<String, Buffer>,
    /// The type of a variable an unknown name creates; `None`: an error.
    new_names: Option<DataType>,
}

impl Default for VarEnv {
    fn default() -> Self {
        VarEnv::new()
    }
}

impl VarEnv {
    /// An open environment: unknown names become `int32` variables (and
    /// unknown subscripted names `int32` buffers).
    pub fn new() -> Self {
        VarEnv {
            vars: BTreeMap::new(),
            buffers: BTreeMap::new(),
            new_names: Some(DataType::i32()),
        }
    }
    /// A closed environment: only declared names may be used.
    pub fn closed() -> Self {
        VarEnv {
            new_names: None,
            ..VarEnv::new()
        }
    }
    /// Declares `name` with type `ty` (returns the variable).
    pub fn declare(&mut self, name: &str, ty: DataType) -> Var {
        let v = Var::new(name, ty);
        self.bind(name, v.clone());
        v
    }
    /// Makes `name` denote the variable `v`.
    pub fn bind(&mut self, name: &str, v: Var) {
        self.vars.insert(name.to_string(), v);
    }
    /// The variable called `name`, declared (`int32`, or the type unknown
    /// names get) if new.
    pub fn var(&mut self, name: &str) -> Var {
        if let Some(v) = self.vars.get(name) {
            return v.clone();
        }
        self.declare(name, self.new_names.unwrap_or(DataType::i32()))
    }
    /// The variable called `name`, if known.
    pub fn get(&self, name: &str) -> Option<&Var> {
        self.vars.get(name)
    }
    /// All variables, by name.
    pub fn vars(&self) -> impl Iterator<Item = (&String, &Var)> {
        self.vars.iter()
    }
}

/// Reads one TVMScript expression in `env` (which gains the names it
/// creates). Errors are located at `<expr>:line:col`.
pub fn parse_expr(source: &str, env: &mut VarEnv) -> Result<Expr, ScriptError> {
    error::check_size(source, EXPR_FILE, "expression")?;
    super::with_syntax_room(source.len(), || parse_expr_in(source, env))
}

fn parse_expr_in(source: &str, env: &mut VarEnv) -> Result<Expr, ScriptError> {
    let parsed = ruff_python_parser::parse_expression(source)
        .map_err(|e| error::syntax(source, EXPR_FILE, e))?;
    let mut reader = Reader::new(source);
    reader.push_scope();
    for (name, v) in &env.vars {
        reader.bind(name, Value::Expr(v.to_expr()));
    }
    for (name, b) in &env.buffers {
        reader.bind(name, Value::Buffer(b.clone()));
    }
    reader.new_names = env.new_names;
    let expr = parsed.expr();
    let result = reader
        .eval(expr)
        .and_then(|v| reader.to_expr(&v, ruff_text_size::Ranged::range(expr)));
    let e = result.map_err(|e| error::resolve(source, EXPR_FILE, e))?;
    // Keep the names this expression created for the next one.
    for (name, v) in reader.scopes.innermost() {
        match v {
            Value::Expr(x) => {
                if let Some(var) = x.as_var() {
                    env.vars.entry(name.clone()).or_insert_with(|| var.clone());
                }
            }
            Value::Buffer(b) => {
                env.buffers.entry(name.clone()).or_insert_with(|| b.clone());
            }
            _ => {}
        }
    }
    Ok(e)
}

/// [`parse_expr`], requiring a scalar integer (or boolean) expression: the
/// input the arithmetic simplifier and prover work on.
pub fn parse_int_expr(source: &str, env: &mut VarEnv) -> Result<Expr, ScriptError> {
    let e = parse_expr(source, env)?;
    let t = e.dtype();
    if !t.is_integer_like() || !t.is_scalar() {
        return Err(ScriptError::new(
            EXPR_FILE,
            1,
            1,
            format!("not an integer expression (type {t})"),
        ));
    }
    Ok(e)
}

/// A buffer an open environment creates for an unknown subscripted name: an
/// `int32` buffer of unknown shape (any number of indices).
pub(crate) fn free_buffer(name: &str) -> Buffer {
    Buffer::new(name, DataType::i32(), Vec::new(), "global")
}
