//! The TVMScript reader: TVMScript text (the `tirx` dialect of TVM 0.27) to
//! tirsat's IR.
//!
//! The text is parsed by `ruff_python_parser` (all use of the ruff crates is
//! confined to this module) and then *evaluated* the way TVM's own parser does:
//! Python literals stay Python values until an IR builder needs them, every
//! arithmetic operator applies TVM's type promotion and constant folding (the
//! private `ops` module), and `T.xxx` calls build the nodes TVM's IR builder
//! builds. Reading a module and comparing it with TVM's parse of the same file gives
//! structurally equal IR (see `notes/script-reader.md` for what was checked).
//!
//! Accepted input: an `@I.ir_module` class (also `@tvm.script.ir_module`) of
//! `@T.prim_func` functions, or bare `@T.prim_func` functions. A bare function
//! that is not `private=True` gets `global_symbol = <name>`, like TVM 0.27.
//!
//! Every rejected input gives one [`ScriptError`] with a 1-based line and
//! column. Nesting of statements and expressions has no limit but memory:
//! the reader recurses on a stack grown on demand ([`tirsat_ir::stack`]), as
//! ruff's parser does.
//!
//! ```
//! use tirsat_script::reader::parse_module;
//! let src = r#"
//! @T.prim_func
//! def add_one(A: T.Buffer((16,), "float32")):
//!     for i in range(16):
//!         A[i] = A[i] + T.float32(1)
//! "#;
//! let m = parse_module(src, "add_one.py").unwrap();
//! let f = m.get("add_one").unwrap();
//! assert_eq!(f.global_symbol(), Some("add_one"));
//! ```

mod builders;
mod builtins;
mod calls;
mod error;
mod eval;
mod expr;
mod fold;
mod func;
mod iter_var;
mod layout;
mod legacy_ops;
mod loop_annotation;
mod memo;
mod nodes;
mod ops;
mod packed_result;
mod reducer;
mod sblock;
mod scalable;
mod scope;
mod split;
mod stmt;
mod tirx;
mod value;

use std::collections::BTreeMap;

// Names are hashed on every lookup: the Fx hash (rustc's) instead of SipHash.
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::path::Path;

use ruff_text_size::TextRange;

pub use error::ScriptError;
pub use expr::{EXPR_FILE, VarEnv, parse_expr, parse_int_expr};
pub use loop_annotation::bind_loop_annotations;

use error::RResult;
use tirsat_ir::span::SourceMap;
use tirsat_ir::{Attrs, DataType, Expr, IRModule, Param, Stmt, Type, Var};
use value::{Ns, Value};

/// The op of a name the reader builds a call of (each is a row of the op
/// table; an error, not a panic, if one is not).
pub(crate) fn op_named(name: &str) -> Result<tirsat_ir::Op, String> {
    tirsat_ir::Op::from_name(name)
        .ok_or_else(|| format!("T.{name} is not an operation of the op table"))
}

/// Reads a module from TVMScript source. `file_name` is only used in errors.
pub fn parse_module(source: &str, file_name: &str) -> Result<IRModule, ScriptError> {
    parse_source(source, file_name).map(|p| p.module)
}

/// A file's functions and how the file spelled them.
#[derive(Debug, Clone)]
pub struct Parsed {
    /// The functions, by name.
    pub module: IRModule,
    /// True when the file held bare `@T.prim_func` functions rather than an
    /// `@I.ir_module` class (TVM prints such a function back on its own).
    pub bare_functions: bool,
    /// Wall time spent in ruff's parser (the pieces of a large file on
    /// rayon's threads together); the rest of reading is the lowering of its
    /// syntax tree. `tirsat fmt --time` reports it.
    pub parse_time: std::time::Duration,
    /// Where each statement and function of `module` was read from (byte
    /// offsets; [`line_col`] turns one into a position).
    pub spans: SourceMap,
}

/// Like [`parse_module`], also telling whether the file held bare functions.
///
/// ```
/// use tirsat_script::reader::parse_source;
/// let p = parse_source("@T.prim_func\ndef f():\n    T.evaluate(0)\n", "f.py").unwrap();
/// assert!(p.bare_functions);
/// ```
pub fn parse_source(source: &str, file_name: &str) -> Result<Parsed, ScriptError> {
    let start = std::time::Instant::now();
    let suite = parse_syntax(source, file_name)?.suite;
    let parse_time = start.elapsed();
    let mut reader = Reader::new(source);
    let module = with_syntax_room(source.len(), || reader.module(suite))
        .map_err(|e| error::resolve(source, file_name, e))?;
    Ok(Parsed {
        module,
        bare_functions: reader.module_class.is_none(),
        parse_time,
        spans: std::mem::take(&mut reader.spans),
    })
}

/// Runs `f`, which drops ruff's syntax tree of `bytes` bytes of source, with
/// room on the stack for that drop. ruff's tree drops recursively, one frame
/// per nesting level (tens of bytes each), and it cannot nest deeper than its
/// source has bytes: `f` runs on a segment of [`SYNTAX_DROP_BYTES_PER_BYTE`]
/// bytes per source byte (at most 1 GiB of address space, committed as
/// touched) when the current stack has less left. The reading inside `f`
/// grows its stack as usual ([`tirsat_ir::stack`]).
pub(crate) fn with_syntax_room<R>(bytes: usize, f: impl FnOnce() -> R) -> R {
    let need = bytes
        .saturating_mul(SYNTAX_DROP_BYTES_PER_BYTE)
        .clamp(tirsat_ir::stack::RED_ZONE, 1 << 30);
    stacker::maybe_grow(need, need + tirsat_ir::stack::SEGMENT, f)
}

/// Stack per source byte that dropping ruff's syntax tree may take (a frame
/// of `drop_in_place::<Expr>` is 64 bytes in the test profile; debug builds
/// take more).
const SYNTAX_DROP_BYTES_PER_BYTE: usize = 256;

/// A file's syntax tree from ruff's parser, before any of the reading that
/// builds IR ([`parse_syntax`]).
#[derive(Debug)]
pub struct SyntaxTree {
    suite: ruff_python_ast::Suite,
}

impl SyntaxTree {
    /// The number of top-level statements.
    pub fn statements(&self) -> usize {
        self.suite.len()
    }
}

/// Only the parsing step of [`parse_source`], done the same way: a large
/// module is parsed in pieces on rayon's threads, any other file (or one
/// whose pieces do not parse) whole, and a syntax error is a located error.
/// This is the part of reading that is ruff's work, for measuring it apart
/// (`cargo bench --bench printer -- fmt_module`).
///
/// ```
/// use tirsat_script::reader::parse_syntax;
/// let t = parse_syntax("@T.prim_func\ndef f():\n    T.evaluate(0)\n", "f.py").unwrap();
/// assert_eq!(t.statements(), 1);
/// let e = parse_syntax("def f(:\n", "bad.py").unwrap_err();
/// assert_eq!((e.file.as_str(), e.line), ("bad.py", 1));
/// ```
pub fn parse_syntax(source: &str, file_name: &str) -> Result<SyntaxTree, ScriptError> {
    error::check_size(source, file_name, "file")?;
    // A large file is parsed in pieces on rayon's threads; a file that is not
    // cut, or has a syntax error, is parsed whole (which reports the error).
    let suite = match split::parse_in_pieces(source) {
        Some(suite) => suite,
        None => {
            let parsed = ruff_python_parser::parse_module(source)
                .map_err(|e| error::syntax(source, file_name, e))?;
            // The tokens go now; each function's syntax tree goes once it is read.
            parsed.into_suite()
        }
    };
    Ok(SyntaxTree { suite })
}

/// The 1-based line and column (in characters) of byte `offset` of
/// `source`, as in [`ScriptError`]s (an offset past the end is the end).
///
/// ```
/// use tirsat_script::reader::line_col;
/// assert_eq!(line_col("ab\ncd", 4), (2, 2));
/// ```
pub fn line_col(source: &str, offset: u32) -> (usize, usize) {
    let index = ruff_source_file::LineIndex::from_source_text(source);
    error::position(source, &index, ruff_text_size::TextSize::new(offset))
}

/// Reads a TVMScript file. Unreadable files and invalid UTF-8 are reported as
/// located errors: invalid UTF-8 at the position of the first bad byte, an
/// unreadable file at 1:1.
pub fn read_file(path: impl AsRef<Path>) -> Result<IRModule, ScriptError> {
    let path = path.as_ref();
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| cannot_read(&name, &e))?;
    parse_bytes(&bytes, &name)
}

/// The error for a file that cannot be read (located at 1:1).
pub fn cannot_read(file_name: &str, e: &std::io::Error) -> ScriptError {
    ScriptError::new(file_name, 1, 1, format!("cannot read file: {e}"))
}

/// Reads a module from bytes that should be UTF-8 TVMScript (a file's or
/// standard input's contents); invalid UTF-8 is a located error.
pub fn parse_bytes(bytes: &[u8], file_name: &str) -> Result<IRModule, ScriptError> {
    parse_bytes_source(bytes, file_name).map(|p| p.module)
}

/// Like [`parse_bytes`], also telling whether the file held bare functions
/// ([`parse_source`]).
pub fn parse_bytes_source(bytes: &[u8], file_name: &str) -> Result<Parsed, ScriptError> {
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            let good = e.valid_up_to();
            let prefix = std::str::from_utf8(&bytes[..good]).unwrap_or("");
            let line = prefix.matches('\n').count() + 1;
            let col = prefix.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            return Err(ScriptError::new(
                file_name,
                line,
                col,
                format!("invalid UTF-8 (byte 0x{:02x})", bytes[good]),
            ));
        }
    };
    parse_source(text, file_name)
}

/// True when two values are the same object (a variable, buffer or
/// IterVar of the same identity).
fn same_value(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Expr(x), Value::Expr(y)) => match (x.as_var(), y.as_var()) {
            (Some(x), Some(y)) => x == y,
            _ => false,
        },
        (Value::Buffer(x) | Value::Scalar(x), Value::Buffer(y) | Value::Scalar(y)) => x == y,
        (Value::IterVar(x), Value::IterVar(y)) => x.var() == y.var(),
        _ => false,
    }
}

/// Per-function state while reading a function body.
#[derive(Default)]
pub(crate) struct FuncState {
    pub name: String,
    pub params: Vec<Param>,
    pub attrs: Attrs,
    pub private: bool,
    /// Variables created by parameter shape annotations, by name.
    pub sig_vars: HashMap<String, Var>,
    /// `@T.prim_func(s_tir=True)`.
    pub s_tir: bool,
    /// Ids of the variables bound by `x: T.let[...] = v` so far: TVM prints a
    /// later `Bind` of the same variable as `x = v`.
    pub let_vars: HashSet<u64>,
    /// The extent each `T.env_thread` variable was launched with (by
    /// variable id): TVM's builder keeps one domain per env thread.
    pub env_extents: HashMap<u64, Expr>,
}

/// Signature-evaluation state: names in buffer-shape annotations that are not
/// yet defined become variables (TVM's quoted-shape "match scope").
#[derive(Default)]
pub(crate) struct SigState {
    /// Declared dtypes of the scalar parameters.
    pub dtypes: HashMap<String, DataType>,
    /// Variables created by shape annotations, by name.
    pub created: HashMap<String, Var>,
    /// True while evaluating a parameter annotation: undefined names in its
    /// quoted shapes (`T.Buffer(("n * 4",), ...)`) become variables. A bare
    /// undefined name is an error, as in TVM.
    pub define_missing: bool,
    /// True while evaluating a quoted shape string.
    pub in_string: bool,
}

/// The converter: scopes, module context and the statements emitted while
/// evaluating the current statement.
pub(crate) struct Reader<'src> {
    pub src: &'src str,
    depth: usize,
    scopes: scope::Scopes,
    globals: HashMap<String, Value>,
    /// The module class name, if reading a module.
    pub module_class: Option<String>,
    /// Declared functions of the module and their return types.
    pub signatures: BTreeMap<String, Type>,
    /// Statements emitted by builders (`T.alloc_buffer`, `T.bind`, ...).
    pub emitted: Vec<Stmt>,
    pub func: FuncState,
    pub sig: Option<SigState>,
    /// `parse_expr` in an open environment: unknown names become variables
    /// of this type (and unknown subscripted names buffers).
    pub new_names: Option<DataType>,
    /// Bare `T.Buffer` objects of the body not yet declared (by id).
    pub undeclared: Vec<u64>,
    /// The blocks being read, innermost last.
    pub(crate) blocks: Vec<sblock::BlockBuilder>,
    /// `T.sblock_alloc_buffer` outside any block: the root block's buffers.
    pub(crate) root_allocs: Vec<tirsat_ir::Buffer>,
    /// The loops being read, innermost last: variable, min, extent.
    pub(crate) loop_doms: Vec<(Var, Expr, Expr)>,
    /// Where the statements and functions read so far came from.
    pub(crate) spans: SourceMap,
    /// Statement-form frames (`T.attr(...)`, `tx = T.launch_thread(...)`)
    /// open around the statement being read.
    pub(crate) frames_open: usize,
}

impl<'src> Reader<'src> {
    pub(crate) fn new(src: &'src str) -> Self {
        let mut globals = HashMap::default();
        globals.insert("T".to_string(), Value::Ns(Ns::Tir(String::new())));
        globals.insert("I".to_string(), Value::Ns(Ns::Ir));
        globals.insert("tvm".to_string(), Value::Ns(Ns::Tvm("tvm".to_string())));
        Reader {
            src,
            depth: 0,
            scopes: scope::Scopes::default(),
            globals,
            module_class: None,
            signatures: BTreeMap::new(),
            emitted: Vec::new(),
            func: FuncState::default(),
            sig: None,
            new_names: None,
            undeclared: Vec::new(),
            blocks: Vec::new(),
            root_allocs: Vec::new(),
            loop_doms: Vec::new(),
            spans: SourceMap::default(),
            frames_open: 0,
        }
    }

    /// A reader for one more function of the same module: the module-level
    /// state (imports, type variables, signatures) copied, nothing of a
    /// function.
    pub(crate) fn fork(&self) -> Self {
        Reader {
            depth: self.depth,
            globals: self.globals.clone(),
            module_class: self.module_class.clone(),
            signatures: self.signatures.clone(),
            ..Reader::new(self.src)
        }
    }

    // ---- nesting guard -------------------------------------------------------

    /// Runs `f` one nesting level deeper, on a grown stack when the current
    /// one runs low ([`tirsat_ir::stack`]): nesting has no limit but memory.
    pub(crate) fn nested<T>(
        &mut self,
        _range: TextRange,
        f: impl FnOnce(&mut Self) -> RResult<T>,
    ) -> RResult<T> {
        self.depth += 1;
        let r = tirsat_ir::stack::deeper(|| f(self));
        self.depth -= 1;
        r
    }

    /// Where [`Reader::nested`] would fail at this depth without going
    /// deeper; nesting has no limit, so nowhere.
    pub(crate) fn check_depth(&self, _range: TextRange) -> RResult<()> {
        Ok(())
    }

    /// Adds one nesting level that lasts until [`Reader::restore_depth`].
    pub(crate) fn deepen(&mut self, _range: TextRange) -> RResult<()> {
        self.depth += 1;
        Ok(())
    }

    pub(crate) fn depth(&self) -> usize {
        self.depth
    }

    pub(crate) fn restore_depth(&mut self, d: usize) {
        self.depth = d;
    }

    // ---- scopes ----------------------------------------------------------------

    /// True when the statement being read is directly in the function's
    /// body with no frame around it (no loop, `with`, `if` or statement-form
    /// frame): where TVM allows `T.func_attr`.
    pub(crate) fn at_function_top(&self) -> bool {
        self.scopes.level() <= 1 && self.frames_open == 0
    }

    pub(crate) fn push_scope(&mut self) {
        self.scopes.push();
    }

    pub(crate) fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    /// Binds `name` in the innermost scope.
    pub(crate) fn bind(&mut self, name: &str, v: Value) {
        if let Some(v) = self.scopes.bind(name, v) {
            self.globals.insert(name.to_string(), v);
        }
    }

    pub(crate) fn bind_global(&mut self, name: &str, v: Value) {
        self.globals.insert(name.to_string(), v);
    }

    /// Names bound to module-level `TypeVar`s, sorted.
    pub(crate) fn type_var_names(&self) -> Vec<String> {
        let mut v: Vec<String> = self
            .globals
            .iter()
            .filter(|(_, x)| matches!(x, Value::TypeVar(_)))
            .map(|(k, _)| k.clone())
            .collect();
        v.sort();
        v
    }

    /// The value bound to `name`, innermost scope first, then module-level
    /// bindings (not the names [`Reader::lookup`] knows without a binding).
    pub(crate) fn lookup_bound(&self, name: &str) -> Option<&Value> {
        self.scopes.get(name).or_else(|| self.globals.get(name))
    }

    /// Looks `name` up, innermost scope first, then module-level names.
    pub(crate) fn lookup(&self, name: &str) -> Option<Value> {
        if let Some(v) = self.lookup_bound(name) {
            return Some(v.clone());
        }
        if self.module_class.is_some()
            && (self.module_class.as_deref() == Some(name) || name == "Module")
        {
            return Some(Value::Module);
        }
        if name == "metadata" {
            return Some(Value::Ns(Ns::Metadata));
        }
        if name == "Axis" {
            return Some(Value::Ns(Ns::Axis));
        }
        if name == "TypeVar" {
            return Some(Value::Builtin("typing.TypeVar".into()));
        }
        None
    }

    /// True when `name` is bound to a variable in the innermost scope (TVM's
    /// parser rejects defining it again there).
    pub(crate) fn var_defined_here(&self, name: &str) -> bool {
        match self.scopes.get_innermost(name) {
            Some(Value::Expr(e)) => e.as_var().is_some(),
            Some(Value::IterVar(_)) => true,
            _ => false,
        }
    }

    /// True when `name` is bound in the innermost scope to anything but
    /// `value` (TVM's parser rejects a second binding of a name in one
    /// scope, "Variable x already defined in current scope", unless the
    /// value is the same object).
    pub(crate) fn name_defined_here(&self, name: &str, value: Option<&Value>) -> bool {
        match self.scopes.get_innermost(name) {
            None => false,
            Some(old) => !value.is_some_and(|v| same_value(old, v)),
        }
    }

    /// True when some name is bound to variable `v`.
    pub(crate) fn var_is_bound(&self, v: &Var) -> bool {
        let is_v = |x: &Value| match x {
            Value::Expr(e) => e.as_var() == Some(v),
            Value::IterVar(iv) => iv.var() == v,
            _ => false,
        };
        self.scopes.values().any(is_v) || self.globals.values().any(is_v)
    }

    /// True when some name is bound to buffer `b` (as a buffer or a scalar).
    pub(crate) fn buffer_is_bound(&self, b: &tirsat_ir::Buffer) -> bool {
        let is_b = |x: &Value| matches!(x, Value::Buffer(y) | Value::Scalar(y) if y == b);
        self.scopes.values().any(is_b) || self.globals.values().any(is_b)
    }

    /// Takes the statements emitted so far.
    pub(crate) fn take_emitted(&mut self) -> Vec<Stmt> {
        std::mem::take(&mut self.emitted)
    }
}
