//! The e-graph language for integer index expressions ([`Lang`]).
//!
//! Operators follow TVM: `floordiv`/`floormod` are TVMScript's `//` and `%` on
//! integers, `truncdiv`/`truncmod` are `T.Div`/`T.truncmod`; the shifts and
//! bitwise operators carry the names of TVM's builtins (`shift_right` is
//! `x >> c`, `bitwise_and` is `x & y`, ...), with the values of
//! `notes/integer-semantics.md` (a shift amount outside `[0, bits)` is
//! undefined, `&`, `|`, `^`, `~` act on two's-complement bits). Comparisons and
//! `and`/`or`/`not` produce `bool`. Leaves carry their data type so that a
//! [`RecExpr`](egg::RecExpr) converts back to an IR expression without loss:
//! constants are [`Const`] (value + type), variables are [`VarLeaf`] (an index
//! into the conversion's variable table + name + type), anything outside the
//! language is an [`OpaqueLeaf`] (an index into the conversion's table of IR
//! expressions). A cast is `(cast TYPE x)` whose first child is a [`Lang::Ty`] leaf.
//!
//! ```
//! use tirsat_arith::lang::{Const, Lang};
//! use tirsat_ir::DataType;
//! let c = Const::new(5, DataType::i64());
//! assert_eq!(c.to_string(), "5:int64");
//! assert_eq!("5:int64".parse::<Const>().unwrap(), c);
//! assert_eq!(Const::new(7, DataType::i32()).to_string(), "7");
//! let n = Lang::Const(c);
//! assert_eq!(n.to_string(), "5:int64");
//! ```

use std::fmt;
use std::str::FromStr;

use egg::{Id, Symbol, define_language};

use tirsat_ir::DataType;

/// A typed integer constant (also `bool`: 0 or 1). The value is the
/// mathematical value; it always lies in the range of `ty`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Const {
    pub value: i64,
    pub ty: DataType,
}

impl Const {
    /// A constant of type `ty`.
    pub fn new(value: i64, ty: DataType) -> Self {
        Const { value, ty }
    }
    /// A `bool` constant.
    pub fn boolean(b: bool) -> Self {
        Const::new(b as i64, DataType::bool())
    }
    /// True when `value` fits the range of `ty`.
    pub fn fits(value: i128, ty: DataType) -> bool {
        match ty.int_range() {
            Some((lo, hi)) => {
                value >= lo && value <= hi && value >= i64::MIN as i128 && value <= i64::MAX as i128
            }
            None => false,
        }
    }
}

impl fmt::Display for Const {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.ty == DataType::i32() {
            write!(f, "{}", self.value)
        } else {
            write!(f, "{}:{}", self.value, self.ty)
        }
    }
}

impl FromStr for Const {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (v, t) = match s.split_once(':') {
            Some((v, t)) => (v, t.parse::<DataType>().map_err(|e| e.to_string())?),
            None => (s, DataType::i32()),
        };
        let value: i64 = v
            .parse()
            .map_err(|_| format!("not an integer constant: {s}"))?;
        if !t.is_integer_like() || !t.is_scalar() || !Const::fits(value as i128, t) {
            return Err(format!("constant {value} does not fit type {t}"));
        }
        Ok(Const::new(value, t))
    }
}

/// A variable leaf: index into the conversion's variable table, name (for
/// printing only) and type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarLeaf {
    pub idx: u32,
    pub name: Symbol,
    pub ty: DataType,
}

impl fmt::Display for VarLeaf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.name)
    }
}

impl FromStr for VarLeaf {
    type Err = String;
    /// Variables are never parsed from text (they need a table); always fails.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Err(format!("variables cannot be parsed: {s}"))
    }
}

/// An opaque leaf: an expression outside the language (a load, a call, a float,
/// a vector, a let), kept by index into the conversion's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OpaqueLeaf {
    pub idx: u32,
    pub ty: DataType,
}

impl fmt::Display for OpaqueLeaf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "opaque#{}", self.idx)
    }
}

impl FromStr for OpaqueLeaf {
    type Err = String;
    /// Opaque leaves are never parsed from text; always fails.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Err(format!("opaque leaves cannot be parsed: {s}"))
    }
}

/// A data type as a leaf (the first child of `cast`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TyLeaf(pub DataType);

impl fmt::Display for TyLeaf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for TyLeaf {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t: DataType = s
            .parse()
            .map_err(|e: tirsat_ir::DTypeParseError| e.to_string())?;
        if t.is_integer_like() && t.is_scalar() {
            Ok(TyLeaf(t))
        } else {
            Err(format!("not a scalar integer type: {s}"))
        }
    }
}

define_language! {
    /// Integer index expressions with TVM semantics.
    pub enum Lang {
        "+" = Add([Id; 2]),
        "-" = Sub([Id; 2]),
        "*" = Mul([Id; 2]),
        "floordiv" = FloorDiv([Id; 2]),
        "floormod" = FloorMod([Id; 2]),
        "truncdiv" = TruncDiv([Id; 2]),
        "truncmod" = TruncMod([Id; 2]),
        "min" = Min([Id; 2]),
        "max" = Max([Id; 2]),
        "select" = Select([Id; 3]),
        "==" = Eq([Id; 2]),
        "!=" = Ne([Id; 2]),
        "<" = Lt([Id; 2]),
        "<=" = Le([Id; 2]),
        ">" = Gt([Id; 2]),
        ">=" = Ge([Id; 2]),
        "and" = And([Id; 2]),
        "or" = Or([Id; 2]),
        "not" = Not([Id; 1]),
        "cast" = Cast([Id; 2]),
        "shift_left" = Shl([Id; 2]),
        "shift_right" = Shr([Id; 2]),
        "bitwise_and" = BitAnd([Id; 2]),
        "bitwise_or" = BitOr([Id; 2]),
        "bitwise_xor" = BitXor([Id; 2]),
        "bitwise_not" = BitNot([Id; 1]),
        Const(Const),
        Ty(TyLeaf),
        Var(VarLeaf),
        Opaque(OpaqueLeaf),
    }
}

/// The operator names of [`Lang`] that take children, with their arity, as
/// written in rule files. Aliases accepted by the rule reader are in
/// [`op_alias`].
pub const OPERATORS: [(&str, usize); 26] = [
    ("+", 2),
    ("-", 2),
    ("*", 2),
    ("floordiv", 2),
    ("floormod", 2),
    ("truncdiv", 2),
    ("truncmod", 2),
    ("min", 2),
    ("max", 2),
    ("select", 3),
    ("==", 2),
    ("!=", 2),
    ("<", 2),
    ("<=", 2),
    (">", 2),
    (">=", 2),
    ("and", 2),
    ("or", 2),
    ("not", 1),
    ("cast", 2),
    ("shift_left", 2),
    ("shift_right", 2),
    ("bitwise_and", 2),
    ("bitwise_or", 2),
    ("bitwise_xor", 2),
    ("bitwise_not", 1),
];

/// Maps an accepted alias (`//`, `%`, `&&`, `||`, `!`, `<<`, `>>`, `&`,
/// `^`, `~`) to the operator name. (`|` has no alias: it separates the
/// patterns of an applier rule.)
pub fn op_alias(name: &str) -> &str {
    match name {
        "<<" => "shift_left",
        ">>" => "shift_right",
        "&" => "bitwise_and",
        "^" => "bitwise_xor",
        "~" => "bitwise_not",
        "//" => "floordiv",
        "%" => "floormod",
        "&&" => "and",
        "||" => "or",
        "!" => "not",
        other => other,
    }
}

/// The number of operands of the language's shift or bitwise operator `name` (named as TVM's builtins)
/// (`None` for any other name): the calls the e-graph language has nodes for.
pub fn bit_op_arity(name: &str) -> Option<usize> {
    match name {
        "shift_left" | "shift_right" | "bitwise_and" | "bitwise_or" | "bitwise_xor" => Some(2),
        "bitwise_not" => Some(1),
        _ => None,
    }
}

/// TVM's builtin shift or bitwise operator `name` on `args` at type `ty`
/// (`notes/integer-semantics.md`: a shift amount outside `[0, bits)` and a
/// left shift whose product leaves the type are undefined; `&`, `|`, `^`,
/// `~` act on the two's-complement bits of values of `ty`).
///
/// ```
/// use tirsat_arith::eval::bit_op;
/// use tirsat_ir::DataType;
/// assert_eq!(bit_op("shift_right", &[-7, 1], DataType::i32()), Ok(-4));
/// assert_eq!(bit_op("bitwise_and", &[-7, 6], DataType::int(8)), Ok(0));
/// assert_eq!(bit_op("bitwise_not", &[5], DataType::uint(8)), Ok(250));
/// assert!(bit_op("shift_left", &[1, 31], DataType::i32()).is_err());
/// ```
pub fn bit_op(name: &str, args: &[i128], ty: DataType) -> Result<i128, super::eval::EvalError> {
    use super::eval::EvalError;
    use super::int;
    match (name, args) {
        ("shift_left", [a, b]) => int::shift_left(*a, *b, ty),
        ("shift_right", [a, b]) => int::shift_right(*a, *b, ty),
        ("bitwise_and", [a, b]) => int::bitwise('&', *a, *b, ty),
        ("bitwise_or", [a, b]) => int::bitwise('|', *a, *b, ty),
        ("bitwise_xor", [a, b]) => int::bitwise('^', *a, *b, ty),
        ("bitwise_not", [a]) => int::bitwise_not(*a, ty),
        _ => Err(EvalError::Unsupported(format!("call of `{name}`"))),
    }
}

/// Builds an operator node from its name and children (`None` for an unknown
/// name or wrong arity).
pub fn make_op(name: &str, ch: &[Id]) -> Option<Lang> {
    let two = |f: fn([Id; 2]) -> Lang| {
        if ch.len() == 2 {
            Some(f([ch[0], ch[1]]))
        } else {
            None
        }
    };
    match op_alias(name) {
        "+" => two(Lang::Add),
        "-" => two(Lang::Sub),
        "*" => two(Lang::Mul),
        "floordiv" => two(Lang::FloorDiv),
        "floormod" => two(Lang::FloorMod),
        "truncdiv" => two(Lang::TruncDiv),
        "truncmod" => two(Lang::TruncMod),
        "min" => two(Lang::Min),
        "max" => two(Lang::Max),
        "==" => two(Lang::Eq),
        "!=" => two(Lang::Ne),
        "<" => two(Lang::Lt),
        "<=" => two(Lang::Le),
        ">" => two(Lang::Gt),
        ">=" => two(Lang::Ge),
        "and" => two(Lang::And),
        "or" => two(Lang::Or),
        "cast" => two(Lang::Cast),
        "shift_left" => two(Lang::Shl),
        "shift_right" => two(Lang::Shr),
        "bitwise_and" => two(Lang::BitAnd),
        "bitwise_or" => two(Lang::BitOr),
        "bitwise_xor" => two(Lang::BitXor),
        "bitwise_not" if ch.len() == 1 => Some(Lang::BitNot([ch[0]])),
        "select" if ch.len() == 3 => Some(Lang::Select([ch[0], ch[1], ch[2]])),
        "not" if ch.len() == 1 => Some(Lang::Not([ch[0]])),
        _ => None,
    }
}

impl Lang {
    /// True for comparisons and `and`/`or`/`not`, whose result is `bool`.
    pub fn is_boolean_op(&self) -> bool {
        matches!(
            self,
            Lang::Eq(_)
                | Lang::Ne(_)
                | Lang::Lt(_)
                | Lang::Le(_)
                | Lang::Gt(_)
                | Lang::Ge(_)
                | Lang::And(_)
                | Lang::Or(_)
                | Lang::Not(_)
        )
    }
    /// True for comparisons (whose operands are integers, result `bool`).
    pub fn is_comparison(&self) -> bool {
        matches!(
            self,
            Lang::Eq(_) | Lang::Ne(_) | Lang::Lt(_) | Lang::Le(_) | Lang::Gt(_) | Lang::Ge(_)
        )
    }
    /// The operator family of this node ([`Lang::BITS`], [`Lang::MINMAX`],
    /// [`Lang::SELECT`], [`Lang::LOGIC`]; 0 for arithmetic, division, casts
    /// and leaves): an e-graph without any node of a family gets no rule
    /// that needs one ([`crate::RuleSet::rewrites_for`]).
    pub fn family(&self) -> u8 {
        match self {
            _ if self.is_bit_op() => Self::BITS,
            Lang::Min(_) | Lang::Max(_) => Self::MINMAX,
            Lang::Select(_) => Self::SELECT,
            _ if self.is_comparison() => Self::LOGIC,
            Lang::And(_) | Lang::Or(_) | Lang::Not(_) => Self::LOGIC,
            _ => 0,
        }
    }
    /// The shifts and bitwise operators.
    pub const BITS: u8 = 1;
    /// `min` and `max`.
    pub const MINMAX: u8 = 2;
    /// `select`.
    pub const SELECT: u8 = 4;
    /// Comparisons, `and`, `or`, `not`.
    pub const LOGIC: u8 = 8;
    /// Every family.
    pub const ALL_FAMILIES: u8 = 15;
    /// True for the shifts and bitwise operators (TVM's builtin calls
    /// `shift_left`, `shift_right`, `bitwise_and`, `bitwise_or`,
    /// `bitwise_xor`, `bitwise_not`).
    pub fn is_bit_op(&self) -> bool {
        matches!(
            self,
            Lang::Shl(_)
                | Lang::Shr(_)
                | Lang::BitAnd(_)
                | Lang::BitOr(_)
                | Lang::BitXor(_)
                | Lang::BitNot(_)
        )
    }
    /// The constant, if this is a constant leaf.
    pub fn as_const(&self) -> Option<Const> {
        match self {
            Lang::Const(c) => Some(*c),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egg::{Language, RecExpr};

    #[test]
    fn const_roundtrip() {
        for s in [
            "0",
            "-5",
            "1:bool",
            "255:uint8",
            "-9223372036854775808:int64",
        ] {
            let c: Const = s.parse().unwrap();
            assert_eq!(c.to_string(), s);
        }
        assert!("256:uint8".parse::<Const>().is_err());
        assert!("x".parse::<Const>().is_err());
        assert!("1:float32".parse::<Const>().is_err());
    }

    #[test]
    fn recexpr_parse_and_print() {
        let e: RecExpr<Lang> = "(floordiv (+ 3 4:int64) (cast int64 2))".parse().unwrap();
        assert_eq!(e.to_string(), "(floordiv (+ 3 4:int64) (cast int64 2))");
        assert!(e.as_ref().last().unwrap().children().len() == 2);
    }

    #[test]
    fn make_op_checks_arity() {
        let a = Id::from(0usize);
        assert!(make_op("//", &[a, a]).is_some());
        assert!(make_op("select", &[a, a]).is_none());
        assert!(make_op("frob", &[a]).is_none());
        assert!(make_op(">>", &[a, a]).is_some_and(|n| n.is_bit_op()));
        assert!(make_op("~", &[a]).is_some());
        assert_eq!(OPERATORS.len(), 26);
    }
}
