//! The values TVMScript expressions evaluate to: Python literals and containers,
//! IR expressions, buffers, thread IterVars, targets, types and the "frames"
//! that `T.launch_thread` / `T.attr` return.

use tirsat_ir::{AttrNode, Buffer, CommReducer, DataType, Expr, IterVar, Target, Type};

/// A namespace reachable by name (`T`, `I`, `tvm`, `T.s_tir`, `metadata`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ns {
    /// `T` (`tvm.script.tirx`); the string is a dotted sub-path such as `s_tir`.
    Tir(String),
    /// `I` (`tvm.script.ir`).
    Ir,
    /// `tvm` and its sub-modules, by dotted path.
    Tvm(String),
    /// The printer's `metadata` table.
    Metadata,
    /// `Axis` (`from tvm.tirx.layout import Axis`).
    Axis,
}

/// An attribute-statement frame (`T.attr`, `T.launch_thread`): opens one or
/// more nested `Attr` statements (outermost first) whose body is a `with`
/// block or the rest of the enclosing block.
#[derive(Clone, Debug)]
pub(crate) struct Frame {
    pub attrs: Vec<(AttrNode, String, Expr)>,
    /// What `with ... as x` / `x = ...` binds (the thread variable of a launch).
    pub result: Option<Box<Value>>,
}

/// A value produced by evaluating a TVMScript expression.
#[derive(Clone, Debug)]
pub(crate) enum Value {
    None,
    Bool(bool),
    Int(i128),
    Float(f64),
    Str(String),
    Tuple(Vec<Value>),
    List(Vec<Value>),
    Dict(Vec<(Value, Value)>),
    /// A PrimExpr.
    Expr(Expr),
    /// A buffer (parameter, allocation, declaration or bare `T.Buffer`).
    Buffer(Buffer),
    /// A local scalar (`x = expr`, `x: T.int32 = v`): reads as `x[0]`.
    Scalar(Buffer),
    /// A thread IterVar from `T.env_thread`.
    IterVar(IterVar),
    /// An IterVar from `T.iter_var(...)`: a `T.attr` node as written.
    AttrIterVar(IterVar),
    Target(Target),
    /// A reducer from `T.comm_reducer(...)` (the node of `T.attr`).
    Reducer(CommReducer),
    /// A type, from `expr.ty` or `T.handle(...).ty`.
    Type(Type),
    /// An uncalled `T.<name>` (a dtype constructor or builtin op).
    Builtin(String),
    /// A namespace.
    Ns(Ns),
    /// `metadata["key"]`, waiting for its index.
    MetaTable(String),
    /// The module class (`Module`, or the class's own name).
    Module,
    /// A function of the module, by name.
    GlobalFunc(String),
    /// A method bound to a buffer (`A.view`).
    BufferMethod(Buffer, String),
    /// A frame to enter.
    Frame(Frame),
    /// Loops of a `for` iterator (`T.serial`, `T.grid`, ...).
    Loops(Vec<super::builders::LoopSpec>),
    /// `T.let[...]` / `T.let`: a Bind annotation with an optional type.
    LetAnn(Option<Type>),
    /// A module-level `n = TypeVar("n")`: a symbolic `int64` shape variable
    /// of every function whose signature mentions it.
    TypeVar(String),
    /// A buffer region (`A[vi, 0:16]`, a subscript with a slice).
    Region(tirsat_ir::sblock::BufferRegion),
    /// `T.sblock(name, no_realize)`: a block frame to enter.
    SBlockHeader(String, bool),
    /// `T.init()`: the init frame of the enclosing block.
    BlockInit,
    /// A TIRx layout or a value that builds one (`Axis.laneid`, `T.S[...]`).
    Layout(Box<super::layout::LayoutValue>),
    /// `lambda i, j: i < j`: int32 variables named by the parameters and the
    /// body over them (TVM 0.27's `LambdaExpr`, a tile operand).
    Lambda(Vec<tirsat_ir::Var>, Expr),
}

impl Value {
    /// A short description for error messages.
    pub(crate) fn kind_name(&self) -> &'static str {
        match self {
            Value::None => "None",
            Value::Bool(_) => "bool",
            Value::Int(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "str",
            Value::Tuple(_) => "tuple",
            Value::List(_) => "list",
            Value::Dict(_) => "dict",
            Value::Expr(_) => "expression",
            Value::Buffer(_) => "buffer",
            Value::Scalar(_) => "scalar",
            Value::IterVar(_) => "thread variable",
            Value::AttrIterVar(_) => "T.iter_var",
            Value::Target(_) => "target",
            Value::Reducer(_) => "comm_reducer",
            Value::Lambda(..) => "lambda",
            Value::Type(_) => "type",
            Value::Builtin(_) => "builtin",
            Value::Ns(_) => "namespace",
            Value::MetaTable(_) => "metadata table",
            Value::Module => "module",
            Value::GlobalFunc(_) => "function",
            Value::BufferMethod(..) => "method",
            Value::Frame(_) => "frame",
            Value::Loops(_) => "loop iterator",
            Value::LetAnn(_) => "T.let annotation",
            Value::TypeVar(_) => "TypeVar",
            Value::Region(_) => "buffer region",
            Value::SBlockHeader(..) => "T.sblock frame",
            Value::BlockInit => "T.init frame",
            Value::Layout(_) => "layout",
        }
    }

    /// The elements of a tuple or list.
    pub(crate) fn as_seq(&self) -> Option<&[Value]> {
        match self {
            Value::Tuple(v) | Value::List(v) => Some(v),
            _ => None,
        }
    }
}

/// The dtype named by a `T.<name>` constructor (`int32`, `f32`, `bool`, `float8_e4m3fn`, ...).
pub(crate) fn dtype_ctor(name: &str) -> Option<DataType> {
    let full = match name {
        "f16" => "float16",
        "f32" => "float32",
        "f64" => "float64",
        "bf16" => "bfloat16",
        "i8" => "int8",
        "i16" => "int16",
        "i32" => "int32",
        "i64" => "int64",
        "u8" => "uint8",
        "u16" => "uint16",
        "u32" => "uint32",
        "u64" => "uint64",
        "boolean" => "bool",
        "handle" | "void" => return None,
        other => other,
    };
    // Every dtype name starts with `int`, `uint`, `float`, `bfloat` or `bool`:
    // most `T.<name>` calls are not dtypes and end here without a parse.
    if !matches!(full.as_bytes().first(), Some(b'i' | b'u' | b'f' | b'b')) {
        return None;
    }
    parse_dtype(full).filter(|t| !t.is_handle() && !t.is_void())
}

/// A dtype string (`"float32"`, `"int8x4"`, ...), `None` if it is not one. The
/// common scalar names are matched directly; the rest go through
/// [`DataType`]'s parser (same result).
pub(crate) fn parse_dtype(s: &str) -> Option<DataType> {
    let t = match s {
        "float32" => DataType::f32(),
        "int32" => DataType::i32(),
        "int64" => DataType::i64(),
        "float16" => DataType::float(16),
        "float64" => DataType::float(64),
        "int8" => DataType::int(8),
        "int16" => DataType::int(16),
        "uint8" => DataType::uint(8),
        "uint16" => DataType::uint(16),
        "uint32" => DataType::uint(32),
        "uint64" => DataType::uint(64),
        "bool" => DataType::bool(),
        "handle" => DataType::handle(),
        "bfloat16" => DataType::bf16(),
        _ => return s.parse().ok(),
    };
    Some(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_dtype_agrees_with_the_dtype_parser() {
        for s in [
            "float32",
            "int32",
            "int64",
            "float16",
            "float64",
            "int8",
            "int16",
            "uint8",
            "uint16",
            "uint32",
            "uint64",
            "bool",
            "handle",
            "bfloat16",
            "int32x4",
            "float8_e4m3fn",
            "float4_e2m1fn",
            "int3",
            "",
            "launch_thread",
            "floordiv",
        ] {
            assert_eq!(parse_dtype(s), s.parse::<DataType>().ok(), "{s}");
        }
        assert_eq!(dtype_ctor("i32"), Some(DataType::i32()));
        assert_eq!(dtype_ctor("handle"), None);
        assert_eq!(dtype_ctor("alloc_buffer"), None);
    }
}
