//! The reader of TVMScript integer expressions the simplifier works on.
//!
//! The reader accepts the expression subset of TVMScript the simplifier
//! works on: integer literals, `True`/`False`, variables, `+ - * // %`,
//! comparisons (chains too), `and`/`or`/`not`, `T.min`, `T.max`,
//! `T.Select`, `T.truncdiv`/`T.Div`, `T.truncmod`/`T.Mod`, `T.floordiv`,
//! `T.floormod`, `T.EQ`/`T.NE`/`T.LT`/`T.LE`/`T.GT`/`T.GE`, typed constants
//! (`T.int64(5)`, `T.uint8(3)`, `T.bool(True)`), casts (`T.Cast("int64", x)`,
//! `T.int64(x)`) and buffer loads `A[i, j]` (opaque to the simplifier).
//! Python integer literals take the type of the other operand; mixed widths
//! are promoted to the wider type with a cast, like TVM's frontend.
//! Variables are `int32` unless declared in the [`VarEnv`].
//!
//! Expressions print with the TVMScript printer (`Expr`'s `Display`,
//! [`print_expr`](crate::script::printer::print_expr)), TVM's forms and
//! parenthesisation: `(a + b) // 4`, `tx % 64 + 32`, `T.max(0, n * 2)`.
//!
//! ```
//! use tirsat::arith::text::{parse_expr, VarEnv};
//! let mut env = VarEnv::new();
//! let e = parse_expr("(tx + 3) // 4 * 4 - T.max(n, T.int64(2))", &mut env).unwrap();
//! assert_eq!(e.dtype(), tirsat::ir::DataType::i64());
//! env.declare("n", tirsat::ir::DataType::i32());
//! let e = parse_expr("T.max(0, (tx + 3) // 4 * 4 - n)", &mut env).unwrap();
//! assert_eq!(e.to_string(), "T.max(0, (tx + 3) // 4 * 4 - n)");
//! ```

use std::collections::BTreeMap;

use crate::ir::{BinOp, Buffer, CmpOp, DataType, Expr, ExprKind, Var};

/// Maximum nesting depth of the reader (deeper input is an error, not a
/// stack overflow).
pub const MAX_DEPTH: usize = 200;

/// A reader error at a 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {msg}")]
pub struct TextError {
    pub line: usize,
    pub col: usize,
    pub msg: String,
}

/// The variables (and buffers) of the text being read, by name.
#[derive(Clone, Debug)]
pub struct VarEnv {
    vars: BTreeMap<String, Var>,
    buffers: BTreeMap<String, Buffer>,
    default_ty: DataType,
}

impl Default for VarEnv {
    fn default() -> Self {
        VarEnv::new()
    }
}

impl VarEnv {
    /// An empty environment; unknown names become `int32` variables.
    pub fn new() -> Self {
        VarEnv {
            vars: BTreeMap::new(),
            buffers: BTreeMap::new(),
            default_ty: DataType::i32(),
        }
    }
    /// Declares `name` with type `ty` (returns the variable).
    pub fn declare(&mut self, name: &str, ty: DataType) -> Var {
        let v = Var::new(name, ty);
        self.vars.insert(name.to_string(), v.clone());
        v
    }
    /// The variable called `name`, created with the default type if new.
    pub fn var(&mut self, name: &str) -> Var {
        if let Some(v) = self.vars.get(name) {
            return v.clone();
        }
        self.declare(name, self.default_ty)
    }
    /// The variable called `name`, if known.
    pub fn get(&self, name: &str) -> Option<&Var> {
        self.vars.get(name)
    }
    /// All variables, by name.
    pub fn vars(&self) -> impl Iterator<Item = (&String, &Var)> {
        self.vars.iter()
    }
    fn buffer(&mut self, name: &str) -> Buffer {
        self.buffers
            .entry(name.to_string())
            .or_insert_with(|| Buffer::new(name, DataType::i32(), Vec::new(), "global"))
            .clone()
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Int(i128),
    Name(String),
    Str(String),
    Op(&'static str),
}

const OPS: [&str; 21] = [
    "//", "<=", ">=", "==", "!=", "**", "+", "-", "*", "/", "%", "<", ">", "(", ")", ",", ".", "[",
    "]", "&", "|",
];

fn tokenize(s: &str) -> Result<Vec<(usize, Tok)>, (usize, String)> {
    let b: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let st = i;
            while i < b.len() && (b[i].is_ascii_digit() || b[i] == '_') {
                i += 1;
            }
            if i < b.len() && (b[i] == '.' || b[i] == 'e' || b[i] == 'x') {
                return Err((st, "only decimal integer literals are supported".into()));
            }
            let txt: String = b[st..i].iter().filter(|c| **c != '_').collect();
            let v: i128 = txt
                .parse()
                .map_err(|_| (st, format!("integer literal too large: {txt}")))?;
            if v > u64::MAX as i128 {
                return Err((st, format!("integer literal too large: {txt}")));
            }
            out.push((st, Tok::Int(v)));
        } else if c.is_alphabetic() || c == '_' {
            let st = i;
            while i < b.len() && (b[i].is_alphanumeric() || b[i] == '_') {
                i += 1;
            }
            out.push((st, Tok::Name(b[st..i].iter().collect())));
        } else if c == '"' || c == '\'' {
            let st = i;
            i += 1;
            while i < b.len() && b[i] != c {
                i += 1;
            }
            if i >= b.len() {
                return Err((st, "unterminated string".into()));
            }
            out.push((st, Tok::Str(b[st + 1..i].iter().collect())));
            i += 1;
        } else {
            let two: String = b[i..b.len().min(i + 2)].iter().collect();
            if let Some(op) = OPS.iter().find(|o| o.len() == 2 && **o == two) {
                out.push((i, Tok::Op(op)));
                i += 2;
            } else if let Some(op) = OPS.iter().find(|o| o.len() == 1 && o.starts_with(c)) {
                out.push((i, Tok::Op(op)));
                i += 1;
            } else {
                return Err((i, format!("unexpected character `{c}`")));
            }
        }
    }
    Ok(out)
}

/// A parsed operand: an untyped Python integer or a typed expression.
#[derive(Clone, Debug)]
enum Val {
    Lit(i128),
    E(Expr),
}

struct Reader<'a> {
    src: &'a str,
    toks: Vec<(usize, Tok)>,
    pos: usize,
    depth: usize,
    env: &'a mut VarEnv,
}

type R<T> = Result<T, TextError>;

fn default_int(v: i128) -> Option<Expr> {
    if (i32::MIN as i128..=i32::MAX as i128).contains(&v) {
        Some(Expr::i32(v as i64))
    } else if (i64::MIN as i128..=i64::MAX as i128).contains(&v) {
        Some(Expr::i64(v as i64))
    } else {
        None
    }
}

fn typed_const(v: i128, ty: DataType) -> Option<Expr> {
    let (lo, hi) = ty.int_range()?;
    if v < lo || v > hi {
        return None;
    }
    Some(Expr::int(ty, v as i64))
}

impl Reader<'_> {
    fn loc(&self, off: usize) -> (usize, usize) {
        let before: String = self.src.chars().take(off).collect();
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        (line, col)
    }
    fn off(&self) -> usize {
        self.toks
            .get(self.pos)
            .map_or(self.src.chars().count(), |t| t.0)
    }
    fn err_at<T>(&self, off: usize, msg: impl Into<String>) -> R<T> {
        let (line, col) = self.loc(off);
        Err(TextError {
            line,
            col,
            msg: msg.into(),
        })
    }
    fn err<T>(&self, msg: impl Into<String>) -> R<T> {
        self.err_at(self.off(), msg)
    }
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.1)
    }
    fn is_op(&self, op: &str) -> bool {
        matches!(self.peek(), Some(Tok::Op(o)) if *o == op)
    }
    fn is_name(&self, n: &str) -> bool {
        matches!(self.peek(), Some(Tok::Name(o)) if o == n)
    }
    fn expect(&mut self, op: &str) -> R<()> {
        if self.is_op(op) {
            self.pos += 1;
            Ok(())
        } else {
            self.err(format!("expected `{op}`"))
        }
    }
    fn enter(&mut self) -> R<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.err("expression nested too deeply")
        } else {
            Ok(())
        }
    }
    fn leave(&mut self) {
        self.depth -= 1;
    }

    fn to_expr(&self, v: Val, off: usize) -> R<Expr> {
        match v {
            Val::E(e) => Ok(e),
            Val::Lit(i) => match default_int(i) {
                Some(e) => Ok(e),
                None => self.err_at(off, format!("integer literal {i} does not fit int64")),
            },
        }
    }

    fn to_bool(&self, v: Val, off: usize) -> R<Expr> {
        let e = self.to_expr(v, off)?;
        if e.dtype().is_bool() {
            Ok(e)
        } else {
            self.err_at(off, format!("expected a boolean, found {}", e.dtype()))
        }
    }

    /// Brings two operands to one integer type.
    fn unify(&self, a: Val, b: Val, off: usize) -> R<(Expr, Expr)> {
        match (a, b) {
            (Val::Lit(x), Val::Lit(y)) => Ok((
                self.to_expr(Val::Lit(x), off)?,
                self.to_expr(Val::Lit(y), off)?,
            ))
            .and_then(|(x, y)| self.promote(x, y, off)),
            (Val::Lit(x), Val::E(e)) => {
                let ty = e.dtype();
                match typed_const(x, ty) {
                    Some(c) if !ty.is_bool() => Ok((c, e)),
                    _ => self.promote(self.to_expr(Val::Lit(x), off)?, e, off),
                }
            }
            (Val::E(e), Val::Lit(x)) => {
                let ty = e.dtype();
                match typed_const(x, ty) {
                    Some(c) if !ty.is_bool() => Ok((e, c)),
                    _ => {
                        let c = self.to_expr(Val::Lit(x), off)?;
                        self.promote(e, c, off)
                    }
                }
            }
            (Val::E(x), Val::E(y)) => self.promote(x, y, off),
        }
    }

    fn promote(&self, a: Expr, b: Expr, off: usize) -> R<(Expr, Expr)> {
        let (ta, tb) = (a.dtype(), b.dtype());
        if ta == tb {
            return Ok((a, b));
        }
        if !ta.is_index() || !tb.is_index() || ta.is_int() != tb.is_int() {
            return self.err_at(off, format!("operand types differ: {ta} and {tb}"));
        }
        if ta.bits > tb.bits {
            Ok((a, Expr::cast(ta, &b)))
        } else {
            Ok((Expr::cast(tb, &a), b))
        }
    }

    fn int_operands(&self, a: Val, b: Val, off: usize) -> R<(Expr, Expr)> {
        let (x, y) = self.unify(a, b, off)?;
        if !x.dtype().is_integer_like() || !x.dtype().is_scalar() {
            return self.err_at(
                off,
                format!("expected integer operands, found {}", x.dtype()),
            );
        }
        Ok((x, y))
    }

    fn binop(&self, op: BinOp, a: Val, b: Val, off: usize) -> R<Val> {
        if let (Val::Lit(x), Val::Lit(y)) = (&a, &b) {
            // Python arithmetic on literals, folded like Python does.
            let r = match op {
                BinOp::Add => x.checked_add(*y),
                BinOp::Sub => x.checked_sub(*y),
                BinOp::Mul => x.checked_mul(*y),
                _ => None,
            };
            if let Some(r) = r {
                return Ok(Val::Lit(r));
            }
        }
        let (x, y) = self.int_operands(a, b, off)?;
        Ok(Val::E(Expr::binary(op, &x, &y)))
    }

    fn cmp(&self, op: CmpOp, a: Val, b: Val, off: usize) -> R<Expr> {
        let (x, y) = self.int_operands(a, b, off)?;
        Ok(Expr::cmp(op, &x, &y))
    }

    // ---- grammar -----------------------------------------------------------

    fn expr(&mut self) -> R<Val> {
        self.enter()?;
        let r = self.or_expr();
        self.leave();
        r
    }

    fn or_expr(&mut self) -> R<Val> {
        let off = self.off();
        let mut v = self.and_expr()?;
        while self.is_name("or") {
            self.pos += 1;
            let o2 = self.off();
            let rhs = self.and_expr()?;
            let (a, b) = (self.to_bool(v, off)?, self.to_bool(rhs, o2)?);
            v = Val::E(Expr::or(&a, &b));
        }
        Ok(v)
    }

    fn and_expr(&mut self) -> R<Val> {
        let off = self.off();
        let mut v = self.not_expr()?;
        while self.is_name("and") {
            self.pos += 1;
            let o2 = self.off();
            let rhs = self.not_expr()?;
            let (a, b) = (self.to_bool(v, off)?, self.to_bool(rhs, o2)?);
            v = Val::E(Expr::and(&a, &b));
        }
        Ok(v)
    }

    fn not_expr(&mut self) -> R<Val> {
        if self.is_name("not") {
            let off = self.off();
            self.pos += 1;
            self.enter()?;
            let v = self.not_expr()?;
            self.leave();
            let b = self.to_bool(v, off)?;
            return Ok(Val::E(Expr::not(&b)));
        }
        self.comparison()
    }

    fn cmp_op(&self) -> Option<CmpOp> {
        match self.peek() {
            Some(Tok::Op("<")) => Some(CmpOp::Lt),
            Some(Tok::Op("<=")) => Some(CmpOp::Le),
            Some(Tok::Op(">")) => Some(CmpOp::Gt),
            Some(Tok::Op(">=")) => Some(CmpOp::Ge),
            Some(Tok::Op("==")) => Some(CmpOp::Eq),
            Some(Tok::Op("!=")) => Some(CmpOp::Ne),
            _ => None,
        }
    }

    fn comparison(&mut self) -> R<Val> {
        let first = self.arith()?;
        let mut result: Option<Expr> = None;
        let mut left = first;
        while let Some(op) = self.cmp_op() {
            let off = self.off();
            self.pos += 1;
            let right = self.arith()?;
            let c = self.cmp(op, left, right.clone(), off)?;
            result = Some(match result {
                None => c,
                Some(prev) => Expr::and(&prev, &c),
            });
            left = right;
        }
        Ok(match result {
            None => left,
            Some(e) => Val::E(e),
        })
    }

    fn arith(&mut self) -> R<Val> {
        let mut v = self.term()?;
        loop {
            let op = if self.is_op("+") {
                BinOp::Add
            } else if self.is_op("-") {
                BinOp::Sub
            } else {
                break;
            };
            let off = self.off();
            self.pos += 1;
            let rhs = self.term()?;
            v = self.binop(op, v, rhs, off)?;
        }
        Ok(v)
    }

    fn term(&mut self) -> R<Val> {
        let mut v = self.unary()?;
        loop {
            let op = if self.is_op("*") {
                BinOp::Mul
            } else if self.is_op("//") {
                BinOp::FloorDiv
            } else if self.is_op("%") {
                BinOp::FloorMod
            } else if self.is_op("/") {
                return self.err("`/` is not integer division: use `//` or `T.truncdiv`");
            } else {
                break;
            };
            let off = self.off();
            self.pos += 1;
            let rhs = self.unary()?;
            v = self.binop(op, v, rhs, off)?;
        }
        Ok(v)
    }

    fn unary(&mut self) -> R<Val> {
        if self.is_op("-") {
            let off = self.off();
            self.pos += 1;
            self.enter()?;
            let v = self.unary()?;
            self.leave();
            return match v {
                Val::Lit(i) => Ok(Val::Lit(-i)),
                Val::E(e) => {
                    // TVM's `-x` is `x * -1`.
                    let m = typed_const(-1, e.dtype());
                    match m {
                        Some(m) if e.dtype().is_int() => Ok(Val::E(Expr::mul(&e, &m))),
                        _ => self.err_at(off, format!("cannot negate a {}", e.dtype())),
                    }
                }
            };
        }
        if self.is_op("+") {
            self.pos += 1;
            return self.unary();
        }
        self.atom()
    }

    fn args(&mut self) -> R<Vec<(usize, Val)>> {
        self.expect("(")?;
        let mut out = Vec::new();
        if !self.is_op(")") {
            loop {
                let off = self.off();
                out.push((off, self.expr()?));
                if self.is_op(",") {
                    self.pos += 1;
                } else {
                    break;
                }
            }
        }
        self.expect(")")?;
        Ok(out)
    }

    fn atom(&mut self) -> R<Val> {
        let off = self.off();
        match self.peek().cloned() {
            Some(Tok::Int(v)) => {
                self.pos += 1;
                Ok(Val::Lit(v))
            }
            Some(Tok::Str(st)) => {
                // Only meaningful as the type argument of T.Cast.
                self.pos += 1;
                Ok(Val::E(Expr::str(&st)))
            }
            Some(Tok::Op("(")) => {
                self.pos += 1;
                let v = self.expr()?;
                self.expect(")")?;
                Ok(v)
            }
            Some(Tok::Name(n)) if n == "True" || n == "False" => {
                self.pos += 1;
                Ok(Val::E(Expr::bool(n == "True")))
            }
            Some(Tok::Name(n))
                if n == "T" && matches!(self.toks.get(self.pos + 1), Some((_, Tok::Op(".")))) =>
            {
                self.pos += 2;
                let Some(Tok::Name(f)) = self.peek().cloned() else {
                    return self.err("expected a name after `T.`");
                };
                self.pos += 1;
                self.call(&f, off)
            }
            Some(Tok::Name(n)) => {
                if ["and", "or", "not", "if", "else", "lambda"].contains(&n.as_str()) {
                    return self.err(format!("unexpected keyword `{n}`"));
                }
                self.pos += 1;
                if self.is_op("[") {
                    self.pos += 1;
                    let mut idx = Vec::new();
                    loop {
                        let o = self.off();
                        let v = self.expr()?;
                        idx.push(self.to_expr(v, o)?);
                        if self.is_op(",") {
                            self.pos += 1;
                        } else {
                            break;
                        }
                    }
                    self.expect("]")?;
                    let b = self.env.buffer(&n);
                    return Ok(Val::E(Expr::load(&b, idx)));
                }
                if self.is_op(".") || self.is_op("(") {
                    return self.err(format!("unsupported syntax after `{n}`"));
                }
                Ok(Val::E(self.env.var(&n).to_expr()))
            }
            Some(t) => self.err(format!("unexpected {}", tok_text(&t))),
            None => self.err("unexpected end of expression"),
        }
    }

    fn call(&mut self, f: &str, off: usize) -> R<Val> {
        let two_int = |r: &mut Self, op: BinOp| -> R<Val> {
            let a = r.args()?;
            if a.len() != 2 {
                return r.err_at(off, format!("T.{f} takes 2 arguments"));
            }
            let mut it = a.into_iter();
            let (Some((_, x)), Some((_, y))) = (it.next(), it.next()) else {
                return r.err_at(off, "missing arguments");
            };
            let (x, y) = r.int_operands(x, y, off)?;
            Ok(Val::E(Expr::binary(op, &x, &y)))
        };
        let cmp2 = |r: &mut Self, op: CmpOp| -> R<Val> {
            let a = r.args()?;
            if a.len() != 2 {
                return r.err_at(off, format!("T.{f} takes 2 arguments"));
            }
            let mut it = a.into_iter();
            let (Some((_, x)), Some((_, y))) = (it.next(), it.next()) else {
                return r.err_at(off, "missing arguments");
            };
            Ok(Val::E(r.cmp(op, x, y, off)?))
        };
        match f {
            "min" => two_int(self, BinOp::Min),
            "max" => two_int(self, BinOp::Max),
            "truncdiv" | "Div" => two_int(self, BinOp::Div),
            "truncmod" | "Mod" => two_int(self, BinOp::Mod),
            "floordiv" | "FloorDiv" => two_int(self, BinOp::FloorDiv),
            "floormod" | "FloorMod" => two_int(self, BinOp::FloorMod),
            "EQ" => cmp2(self, CmpOp::Eq),
            "NE" => cmp2(self, CmpOp::Ne),
            "LT" => cmp2(self, CmpOp::Lt),
            "LE" => cmp2(self, CmpOp::Le),
            "GT" => cmp2(self, CmpOp::Gt),
            "GE" => cmp2(self, CmpOp::Ge),
            "Select" => {
                let a = self.args()?;
                if a.len() != 3 {
                    return self.err_at(off, "T.Select takes 3 arguments");
                }
                let mut it = a.into_iter();
                let (Some((oc, c)), Some((_, t)), Some((_, e))) = (it.next(), it.next(), it.next())
                else {
                    return self.err_at(off, "missing arguments");
                };
                let c = self.to_bool(c, oc)?;
                let (t, e) = self.unify(t, e, off)?;
                Ok(Val::E(Expr::select(&c, &t, &e)))
            }
            "Cast" => {
                let a = self.args()?;
                let mut it = a.into_iter();
                let (Some((ot, Val::E(t))), Some((ov, v)), None) =
                    (it.next(), it.next(), it.next())
                else {
                    return self.err_at(off, "expected T.Cast(\"TYPE\", value)");
                };
                let ExprKind::Str(tn) = t.kind() else {
                    return self.err_at(ot, "expected a type name string");
                };
                let ty: DataType = match tn.parse() {
                    Ok(t) => t,
                    Err(_) => return self.err_at(ot, format!("unknown type `{tn}`")),
                };
                self.cast(ty, v, ov)
            }
            name => {
                let ty: Option<DataType> = name
                    .parse()
                    .ok()
                    .filter(|t: &DataType| t.is_integer_like() && t.is_scalar());
                let Some(ty) = ty else {
                    return self.err_at(off, format!("unsupported function T.{name}"));
                };
                let a = self.args()?;
                let mut it = a.into_iter();
                let (Some((ov, v)), None) = (it.next(), it.next()) else {
                    return self.err_at(off, format!("T.{name} takes 1 argument"));
                };
                self.cast(ty, v, ov)
            }
        }
    }

    fn cast(&self, ty: DataType, v: Val, off: usize) -> R<Val> {
        if !ty.is_integer_like() || !ty.is_scalar() {
            return self.err_at(off, format!("only integer casts are supported, not {ty}"));
        }
        match v {
            Val::Lit(i) => match typed_const(i, ty) {
                Some(c) => Ok(Val::E(c)),
                None => self.err_at(off, format!("{i} does not fit {ty}")),
            },
            Val::E(e) if e.dtype().is_bool() && ty.is_bool() => Ok(Val::E(e)),
            Val::E(e) => {
                if let (Some(b), true) = (e.as_int(), e.dtype().is_bool())
                    && let Some(c) = typed_const(b as i128, ty)
                {
                    return Ok(Val::E(c));
                }
                Ok(Val::E(Expr::cast(ty, &e)))
            }
        }
    }
}

fn tok_text(t: &Tok) -> String {
    match t {
        Tok::Int(i) => format!("`{i}`"),
        Tok::Name(n) => format!("`{n}`"),
        Tok::Str(s) => format!("string {s:?}"),
        Tok::Op(o) => format!("`{o}`"),
    }
}

/// Reads one expression. Errors are located at `line:col` of `text`.
pub fn parse_expr(text: &str, env: &mut VarEnv) -> Result<Expr, TextError> {
    let toks = tokenize(text).map_err(|(off, msg)| {
        let before: String = text.chars().take(off).collect();
        let line = before.matches('\n').count() + 1;
        let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        TextError { line, col, msg }
    })?;
    let mut r = Reader {
        src: text,
        toks,
        pos: 0,
        depth: 0,
        env,
    };
    if r.toks.is_empty() {
        return r.err("empty expression");
    }
    let v = r.expr()?;
    if r.pos < r.toks.len() {
        return r.err("unexpected text after the expression");
    }
    let e = r.to_expr(v, 0)?;
    if !e.dtype().is_integer_like() || !e.dtype().is_scalar() {
        return r.err_at(0, format!("not an integer expression (type {})", e.dtype()));
    }
    Ok(e)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rt(s: &str) -> String {
        let mut env = VarEnv::new();
        let e = parse_expr(s, &mut env).unwrap();
        e.to_string()
    }

    #[test]
    fn tvm_precedence() {
        for s in [
            "(a + b) // 4",
            "tx % 64 + 32",
            "T.max(0, n * 2)",
            "x + -1",
            "x - (y + z)",
            "5 * y - 10 * ((y - z) // 2)",
            "x * 2 // 4",
            "x % -16 * -1",
            "0 - y",
            "x < 20 and x % 5 < 2",
            "x == 1 or y == 1 or z == 1",
            "x == 1 or (y == 1 or z == 1)",
            "not x < 1",
            "T.Select(x < 0, y + 1, z)",
            "T.Div(x + 3, 4) * 4",
            "T.truncmod(y - z, 5) + z",
            "-6 - (y + 4) % 5",
            "(x + 1) * (y - 1) < 0",
            "T.bool(True)",
            "A[i, j + 1] - A[i, j]",
        ] {
            assert_eq!(rt(s), s);
        }
    }

    #[test]
    fn typed_literals_and_casts() {
        let mut env = VarEnv::new();
        env.declare("x", DataType::uint(32));
        let e = parse_expr("x * T.uint32(8) % 4", &mut env).unwrap();
        assert_eq!(e.to_string(), "x * T.uint32(8) % T.uint32(4)");
        assert_eq!(e.dtype(), DataType::uint(32));
        let e = parse_expr("T.Cast(\"int64\", y) + 1", &mut env).unwrap();
        assert_eq!(e.to_string(), "T.Cast(\"int64\", y) + T.int64(1)");
        let e = parse_expr("T.int64(y) + T.int64(5)", &mut env).unwrap();
        assert_eq!(e.to_string(), "T.Cast(\"int64\", y) + T.int64(5)");
        let e = parse_expr("T.EQ(T.int64(5), T.int64(5))", &mut env).unwrap();
        // Both operands constant: TVM prints the call form (its printer does not
        // write what its parser would fold).
        assert_eq!(e.to_string(), "T.EQ(T.int64(5), T.int64(5))");
        let e = parse_expr("-x2 + 3000000000", &mut env).unwrap();
        assert_eq!(
            e.to_string(),
            "T.Cast(\"int64\", x2 * -1) + T.int64(3000000000)"
        );
        let e = parse_expr("0 <= a < 5", &mut env).unwrap();
        assert_eq!(e.to_string(), "0 <= a and a < 5");
    }

    #[test]
    fn located_errors() {
        let mut env = VarEnv::new();
        let e = parse_expr("x +\n  (y $ 2)", &mut env).unwrap_err();
        assert_eq!((e.line, e.col), (2, 6));
        assert!(
            parse_expr("x / 2", &mut env)
                .unwrap_err()
                .msg
                .contains("//")
        );
        assert!(parse_expr("T.frob(x)", &mut env).is_err());
        assert!(parse_expr("", &mut env).is_err());
        assert!(parse_expr("(x", &mut env).is_err());
        assert!(parse_expr("x + 1 )", &mut env).is_err());
        assert!(parse_expr("x and 1 < 2", &mut env).is_err());
        assert!(parse_expr("T.Cast(\"float32\", x)", &mut env).is_err());
        let deep = format!("{}x{}", "(".repeat(5000), ")".repeat(5000));
        assert!(
            parse_expr(&deep, &mut env)
                .unwrap_err()
                .msg
                .contains("deeply")
        );
        let deep = format!("{}x", "-".repeat(5000));
        assert!(parse_expr(&deep, &mut env).is_err());
    }
}
