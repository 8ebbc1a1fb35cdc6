//! Expression evaluation with Python semantics for Python values and TVM's
//! operator semantics as soon as an IR expression is involved.

use ruff_python_ast::{self as ast, BoolOp, CmpOp, Number, Operator, UnaryOp};
use ruff_text_size::{Ranged, TextRange};

use super::Reader;
use super::error::{At, RResult, located};
use super::ops::{self, Num};
use super::value::{Ns, Value, dtype_ctor};
use crate::op_table;
use tirsat_ir::{BinOp, CmpOp as IrCmp, DataType, Expr, ExprKind, Scope, Type, Var};

/// Positional and keyword arguments of a call, with their source ranges.
pub(crate) struct Args {
    /// The called function's name as written, `T.` before it when
    /// `fname_t` (a bare builtin name): joined only for an error.
    fname_t: bool,
    fname_name: String,
    pub range: TextRange,
    pub pos: Vec<(Value, TextRange)>,
    pub kw: Vec<(String, Value, TextRange)>,
    used_kw: Vec<KwUse>,
    max_pos: usize,
}

/// How a keyword argument was taken.
#[derive(Clone, Copy, PartialEq, Eq)]
enum KwUse {
    Unused,
    Used,
    /// Its parameter was also given by position (Python's "got multiple
    /// values for argument").
    Duplicate,
}

impl Args {
    pub(crate) fn new(
        fname: &str,
        range: TextRange,
        pos: Vec<(Value, TextRange)>,
        kw: Vec<(String, Value, TextRange)>,
    ) -> Self {
        Args::named(false, fname.to_string(), range, pos, kw)
    }

    /// [`Args::new`] for the function `name`, or `T.` + `name` when `t`.
    pub(crate) fn named(
        t: bool,
        name: String,
        range: TextRange,
        pos: Vec<(Value, TextRange)>,
        kw: Vec<(String, Value, TextRange)>,
    ) -> Self {
        let n = kw.len();
        Args {
            fname_t: t,
            fname_name: name,
            range,
            pos,
            kw,
            used_kw: vec![KwUse::Unused; n],
            max_pos: 0,
        }
    }

    /// The called function's name as written (`T.exp`), for messages.
    pub(crate) fn fname(&self) -> String {
        let prefix = if self.fname_t { "T." } else { "" };
        [prefix, &self.fname_name].concat()
    }

    /// The argument at position `idx` or with keyword `name`.
    pub(crate) fn get(&mut self, idx: usize, name: &str) -> Option<(Value, TextRange)> {
        self.max_pos = self.max_pos.max(idx + 1);
        let kw = self.kw.iter().position(|(k, _, _)| k == name);
        if let Some(p) = self.pos.get(idx) {
            if let Some(i) = kw {
                self.used_kw[i] = KwUse::Duplicate;
            }
            return Some(p.clone());
        }
        if let Some(i) = kw {
            self.used_kw[i] = KwUse::Used;
        }
        kw.map(|i| (self.kw[i].1.clone(), self.kw[i].2))
    }

    /// Keyword-only argument.
    pub(crate) fn kwarg(&mut self, name: &str) -> Option<(Value, TextRange)> {
        let i = self.kw.iter().position(|(k, _, _)| k == name)?;
        if self.used_kw[i] == KwUse::Unused {
            self.used_kw[i] = KwUse::Used;
        }
        Some((self.kw[i].1.clone(), self.kw[i].2))
    }

    /// A required argument.
    pub(crate) fn req(&mut self, idx: usize, name: &str) -> RResult<(Value, TextRange)> {
        match self.get(idx, name) {
            Some(v) => Ok(v),
            None => located(
                self.range,
                format!("{}: missing argument '{name}'", self.fname()),
            ),
        }
    }

    /// An optional argument that is absent when missing or `None`.
    pub(crate) fn opt(&mut self, idx: usize, name: &str) -> Option<(Value, TextRange)> {
        self.get(idx, name)
            .filter(|(v, _)| !matches!(v, Value::None))
    }

    /// All positional arguments from `from` on (a `*args` parameter).
    pub(crate) fn rest(&mut self, from: usize) -> Vec<(Value, TextRange)> {
        self.max_pos = self.max_pos.max(self.pos.len());
        self.pos.iter().skip(from).cloned().collect()
    }

    /// Errors on surplus positional arguments and unknown keywords.
    pub(crate) fn finish(self) -> RResult<()> {
        if let Some(i) = self.used_kw.iter().position(|u| *u == KwUse::Duplicate) {
            let (name, _, r) = &self.kw[i];
            return located(
                *r,
                format!(
                    "{}() got multiple values for argument '{name}'",
                    self.fname()
                ),
            );
        }
        if self.pos.len() > self.max_pos {
            let (_, r) = &self.pos[self.max_pos];
            return located(*r, format!("{}: too many arguments", self.fname()));
        }
        for (i, used) in self.used_kw.iter().enumerate() {
            if *used == KwUse::Unused {
                let (k, _, r) = &self.kw[i];
                return located(
                    *r,
                    format!("{}: unexpected keyword argument '{k}'", self.fname()),
                );
            }
        }
        Ok(())
    }
}

/// Python truthiness of a Python value.
fn truthy(v: &Value) -> Option<bool> {
    Some(match v {
        Value::None => false,
        Value::Bool(b) => *b,
        Value::Int(i) => *i != 0,
        Value::Float(f) => *f != 0.0,
        Value::Str(s) => !s.is_empty(),
        Value::Tuple(v) | Value::List(v) => !v.is_empty(),
        Value::Dict(v) => !v.is_empty(),
        _ => return None,
    })
}

fn is_py_number(v: &Value) -> bool {
    matches!(v, Value::Bool(_) | Value::Int(_) | Value::Float(_))
}

/// A Python number as `i128` when it is integral (bools included).
fn py_int(v: &Value) -> Option<i128> {
    match v {
        Value::Bool(b) => Some(*b as i128),
        Value::Int(i) => Some(*i),
        _ => None,
    }
}

fn py_float(v: &Value) -> Option<f64> {
    match v {
        Value::Bool(b) => Some(*b as i64 as f64),
        Value::Int(i) => Some(*i as f64),
        Value::Float(f) => Some(*f),
        _ => None,
    }
}

fn overflow() -> String {
    "integer overflow in constant arithmetic".to_string()
}

/// A Python integer result, kept within the 64-bit range TVM can represent.
fn checked_int(v: Option<i128>) -> Result<Value, String> {
    match v {
        Some(x) if (i64::MIN as i128..=u64::MAX as i128).contains(&x) => Ok(Value::Int(x)),
        _ => Err(overflow()),
    }
}

fn py_floordiv(a: i128, b: i128) -> Option<i128> {
    let q = a.checked_div(b)?;
    Some(if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    })
}

fn py_mod(a: i128, b: i128) -> Option<i128> {
    let r = a.checked_rem(b)?;
    Some(if r != 0 && ((r < 0) != (b < 0)) {
        r + b
    } else {
        r
    })
}

/// Python arithmetic on Python values.
fn py_binop(op: Operator, l: &Value, r: &Value) -> Result<Value, String> {
    if let (Value::Str(a), Value::Str(b), Operator::Add) = (l, r, op) {
        return Ok(Value::Str(format!("{a}{b}")));
    }
    let bad = || {
        format!(
            "unsupported operand types for {}: {} and {}",
            op.as_str(),
            l.kind_name(),
            r.kind_name()
        )
    };
    if !is_py_number(l) || !is_py_number(r) {
        return Err(bad());
    }
    if let (Some(a), Some(b)) = (py_int(l), py_int(r)) {
        let zero = || Err("division by zero".to_string());
        return match op {
            Operator::Add => checked_int(a.checked_add(b)),
            Operator::Sub => checked_int(a.checked_sub(b)),
            Operator::Mult => checked_int(a.checked_mul(b)),
            Operator::Div => {
                if b == 0 {
                    zero()
                } else {
                    Ok(Value::Float(a as f64 / b as f64))
                }
            }
            Operator::FloorDiv => {
                if b == 0 {
                    zero()
                } else {
                    checked_int(py_floordiv(a, b))
                }
            }
            Operator::Mod => {
                if b == 0 {
                    zero()
                } else {
                    checked_int(py_mod(a, b))
                }
            }
            Operator::Pow => {
                if b < 0 {
                    Ok(Value::Float((a as f64).powf(b as f64)))
                } else {
                    let e = u32::try_from(b).map_err(|_| overflow())?;
                    checked_int(a.checked_pow(e))
                }
            }
            Operator::LShift => {
                if b < 0 {
                    return Err("negative shift count".into());
                }
                let s = u32::try_from(b)
                    .ok()
                    .filter(|s| *s < 127)
                    .ok_or_else(overflow)?;
                let v = a.checked_mul(1i128 << s);
                checked_int(v)
            }
            Operator::RShift => {
                if b < 0 {
                    return Err("negative shift count".into());
                }
                Ok(Value::Int(a >> b.min(127)))
            }
            Operator::BitAnd => Ok(Value::Int(a & b)),
            Operator::BitOr => Ok(Value::Int(a | b)),
            Operator::BitXor => Ok(Value::Int(a ^ b)),
            Operator::MatMult => Err(bad()),
        }
        .map(|v| match (l, r, &v) {
            // bool op bool stays bool for the bitwise operators, like Python
            (Value::Bool(_), Value::Bool(_), Value::Int(x))
                if matches!(op, Operator::BitAnd | Operator::BitOr | Operator::BitXor) =>
            {
                Value::Bool(*x != 0)
            }
            _ => v,
        });
    }
    let (a, b) = (py_float(l).ok_or_else(bad)?, py_float(r).ok_or_else(bad)?);
    match op {
        Operator::Add => Ok(Value::Float(a + b)),
        Operator::Sub => Ok(Value::Float(a - b)),
        Operator::Mult => Ok(Value::Float(a * b)),
        Operator::Div if b == 0.0 => Err("division by zero".into()),
        Operator::Div => Ok(Value::Float(a / b)),
        Operator::FloorDiv if b == 0.0 => Err("division by zero".into()),
        Operator::FloorDiv => Ok(Value::Float((a / b).floor())),
        Operator::Mod if b == 0.0 => Err("division by zero".into()),
        Operator::Mod => Ok(Value::Float(a - b * (a / b).floor())),
        Operator::Pow => Ok(Value::Float(a.powf(b))),
        _ => Err(bad()),
    }
}

/// `a op b` for an order comparison of two Python numbers.
fn compare<T: PartialOrd>(op: CmpOp, a: T, b: T) -> Result<bool, String> {
    Ok(match op {
        CmpOp::Eq => a == b,
        CmpOp::NotEq => a != b,
        CmpOp::Lt => a < b,
        CmpOp::LtE => a <= b,
        CmpOp::Gt => a > b,
        CmpOp::GtE => a >= b,
        _ => return Err(format!("unsupported comparison {}", op.as_str())),
    })
}

fn py_compare(op: CmpOp, l: &Value, r: &Value) -> Result<bool, String> {
    if let (Value::Str(a), Value::Str(b)) = (l, r) {
        return match op {
            CmpOp::Eq => Ok(a == b),
            CmpOp::NotEq => Ok(a != b),
            _ => Err(format!("unsupported comparison {} on strings", op.as_str())),
        };
    }
    if matches!(l, Value::None) || matches!(r, Value::None) {
        let same = matches!(l, Value::None) && matches!(r, Value::None);
        return match op {
            CmpOp::Eq | CmpOp::Is => Ok(same),
            CmpOp::NotEq | CmpOp::IsNot => Ok(!same),
            _ => Err(format!("unsupported comparison {} with None", op.as_str())),
        };
    }
    if let (Some(a), Some(b)) = (py_int(l), py_int(r)) {
        return compare(op, a, b);
    }
    match (py_float(l), py_float(r)) {
        (Some(a), Some(b)) => compare(op, a, b),
        _ => Err(format!(
            "unsupported comparison between {} and {}",
            l.kind_name(),
            r.kind_name()
        )),
    }
}

fn ir_cmp(op: CmpOp) -> Option<IrCmp> {
    Some(match op {
        CmpOp::Eq => IrCmp::Eq,
        CmpOp::NotEq => IrCmp::Ne,
        CmpOp::Lt => IrCmp::Lt,
        CmpOp::LtE => IrCmp::Le,
        CmpOp::Gt => IrCmp::Gt,
        CmpOp::GtE => IrCmp::Ge,
        _ => return None,
    })
}

/// The dtype string TVM's parser uses for a Python literal next to an
/// expression of type `t` (the element type).
fn literal_for(t: DataType, v: &Value) -> Result<Option<Expr>, String> {
    let elem = t.element_of();
    match v {
        Value::Bool(_) | Value::Int(_) => {
            let i = py_int(v).unwrap_or(0);
            if elem.is_integer_like() {
                Ok(Some(ops::make_const(elem, Num::Int(i))?))
            } else if ops::is_ieee_float(elem) {
                Ok(Some(Expr::float(elem, i as f64)))
            } else {
                Ok(None)
            }
        }
        Value::Float(f) => {
            if ops::is_ieee_float(elem) {
                Ok(Some(Expr::float(elem, *f)))
            } else {
                Err(format!("cannot compare {t} with a float literal"))
            }
        }
        _ => Ok(None),
    }
}

impl Reader<'_> {
    /// Evaluates an expression (one nesting level deeper).
    pub(crate) fn eval(&mut self, e: &ast::Expr) -> RResult<Value> {
        let range = e.range();
        self.nested(range, |r| r.eval_inner(e, range, None))
    }

    /// Evaluates the right-hand side of `name = ...`: builders that create a
    /// named object (`T.alloc_buffer`, `T.env_thread`, `T.int32()`, ...) use
    /// `hint` as the object's name.
    pub(crate) fn eval_named(&mut self, e: &ast::Expr, hint: Option<&str>) -> RResult<Value> {
        let range = e.range();
        self.nested(range, |r| r.eval_inner(e, range, hint))
    }

    /// `range` is `e`'s.
    fn eval_inner(
        &mut self,
        e: &ast::Expr,
        range: TextRange,
        hint: Option<&str>,
    ) -> RResult<Value> {
        match e {
            ast::Expr::NumberLiteral(n) => match &n.value {
                Number::Int(i) => match i.as_u64() {
                    Some(v) => Ok(Value::Int(v as i128)),
                    None => located(range, "integer literal does not fit in 64 bits"),
                },
                Number::Float(f) => Ok(Value::Float(*f)),
                Number::Complex { .. } => located(range, "complex numbers are not supported"),
            },
            ast::Expr::StringLiteral(s) => Ok(Value::Str(s.value.to_str().to_string())),
            ast::Expr::BooleanLiteral(b) => Ok(Value::Bool(b.value)),
            ast::Expr::NoneLiteral(_) => Ok(Value::None),
            ast::Expr::Name(n) => self.eval_name(n.id.as_str(), range),
            ast::Expr::Tuple(t) => {
                let mut v = Vec::with_capacity(t.elts.len());
                for x in &t.elts {
                    v.push(self.eval(x)?);
                }
                Ok(Value::Tuple(v))
            }
            ast::Expr::List(t) => {
                let mut v = Vec::with_capacity(t.elts.len());
                for x in &t.elts {
                    v.push(self.eval(x)?);
                }
                Ok(Value::List(v))
            }
            ast::Expr::Dict(d) => {
                let mut v = Vec::with_capacity(d.items.len());
                for item in &d.items {
                    let Some(k) = &item.key else {
                        return located(
                            item.value.range(),
                            "dictionary unpacking is not supported",
                        );
                    };
                    let kv = self.eval(k)?;
                    let vv = self.eval(&item.value)?;
                    v.push((kv, vv));
                }
                Ok(Value::Dict(v))
            }
            ast::Expr::BinOp(b) => {
                let l = self.eval(&b.left)?;
                let r = self.eval(&b.right)?;
                self.binop(b.op, &l, &r, range)
            }
            ast::Expr::UnaryOp(u) => {
                let v = self.eval(&u.operand)?;
                self.unary(u.op, &v, range)
            }
            ast::Expr::BoolOp(b) => self.boolop(b, range),
            ast::Expr::Compare(c) => {
                let mut values = vec![self.eval(&c.left)?];
                for x in c.comparators.iter() {
                    values.push(self.eval(x)?);
                }
                let mut result: Option<Value> = None;
                for (op, pair) in c.ops.iter().zip(values.windows(2)) {
                    let sub = self.compare(*op, &pair[0], &pair[1], range)?;
                    result = Some(match result {
                        None => sub,
                        Some(prev) => self.and_values(&prev, &sub, range)?,
                    });
                }
                result.map_or_else(|| located(range, "empty comparison"), Ok)
            }
            ast::Expr::If(ie) => {
                let c = self.eval(&ie.test)?;
                match c {
                    Value::Bool(_)
                    | Value::Int(_)
                    | Value::None
                    | Value::Float(_)
                    | Value::Str(_) => {
                        if truthy(&c).unwrap_or(false) {
                            self.eval(&ie.body)
                        } else {
                            self.eval(&ie.orelse)
                        }
                    }
                    _ => located(
                        ie.test.range(),
                        "a conditional expression needs a Python condition; use T.Select or T.if_then_else",
                    ),
                }
            }
            ast::Expr::Attribute(a) => {
                // `T.<name>` (most attributes): the namespace is only
                // looked at, not copied out of its binding.
                if let ast::Expr::Name(n) = &*a.value
                    && let Some(Value::Ns(Ns::Tir(path))) = self.lookup_bound(n.id.as_str())
                {
                    // The nesting check `eval` of the name would make.
                    self.check_depth(n.range)?;
                    return tir_attribute(path, a.attr.id.as_str(), range);
                }
                let base = self.eval(&a.value)?;
                self.attribute(base, a.attr.id.as_str(), a.value.range(), range)
            }
            ast::Expr::Subscript(s) => self.subscript(s, range),
            ast::Expr::Call(c) => self.call(c, hint),
            ast::Expr::Lambda(l) => self.lambda(l),
            ast::Expr::Slice(_) => located(range, "slices are not supported"),
            ast::Expr::Starred(_) => located(range, "starred expressions are not supported"),
            ast::Expr::FString(_) | ast::Expr::TString(_) => {
                located(range, "formatted strings are not supported")
            }
            ast::Expr::BytesLiteral(_) => located(range, "bytes literals are not supported"),
            _ => located(range, "unsupported expression"),
        }
    }

    fn eval_name(&mut self, name: &str, range: TextRange) -> RResult<Value> {
        if let Some(v) = self.lookup(name) {
            return Ok(v);
        }
        if let Some(sig) = &mut self.sig
            && sig.define_missing
            && sig.in_string
        {
            // A name in a parameter's buffer shape that a later scalar
            // parameter defines: create it now with that parameter's dtype.
            let dt = sig.dtypes.get(name).copied().unwrap_or(DataType::i32());
            let v = Var::new(name, dt);
            sig.created.insert(name.to_string(), v.clone());
            let val = Value::Expr(v.to_expr());
            self.bind(name, val.clone());
            return Ok(val);
        }
        if let Some(dt) = self.new_names {
            let val = Value::Expr(Var::new(name, dt).to_expr());
            self.bind(name, val.clone());
            return Ok(val);
        }
        located(range, format!("undefined name '{name}'"))
    }

    // ---- conversions -----------------------------------------------------------

    /// Converts a value to an IR expression (TVM's `convert`): Python ints become
    /// `int32` (or `int64`) constants, floats `float32`, bools `bool`, strings
    /// string constants.
    pub(crate) fn to_expr(&self, v: &Value, range: TextRange) -> RResult<Expr> {
        match v {
            Value::Expr(e) => Ok(e.clone()),
            Value::Bool(b) => Ok(Expr::bool(*b)),
            Value::Int(i) => ops::int_literal(*i).at(range),
            Value::Float(f) => Ok(ops::float_literal(*f)),
            Value::Str(s) => Ok(Expr::str(s)),
            Value::Scalar(b) => Ok(Expr::load(b, vec![Expr::i32(0)])),
            Value::IterVar(iv) => Ok(iv.var().to_expr()),
            Value::Buffer(b) => located(
                range,
                format!(
                    "expected an expression, got buffer '{}' (use {}.data for its pointer)",
                    b.name(),
                    b.name()
                ),
            ),
            other => located(
                range,
                format!("expected an expression, got {}", other.kind_name()),
            ),
        }
    }

    /// A Python integer argument.
    pub(crate) fn to_int(&self, v: &Value, range: TextRange, what: &str) -> RResult<i128> {
        match v {
            Value::Int(i) => Ok(*i),
            Value::Bool(b) => Ok(*b as i128),
            Value::Expr(e) if e.as_int().is_some() && e.dtype().is_integer_like() => {
                Ok(e.as_int().unwrap_or(0) as i128)
            }
            _ => located(
                range,
                format!("{what} must be an integer, got {}", v.kind_name()),
            ),
        }
    }

    /// A Python string argument.
    pub(crate) fn to_string(&self, v: &Value, range: TextRange, what: &str) -> RResult<String> {
        match v {
            Value::Str(s) => Ok(s.clone()),
            Value::Expr(e) if e.as_str().is_some() => Ok(e.as_str().unwrap_or("").to_string()),
            _ => located(
                range,
                format!("{what} must be a string, got {}", v.kind_name()),
            ),
        }
    }

    /// A dtype given as a string (`"float32"`) or constructor (`T.float32`).
    pub(crate) fn to_dtype(&self, v: &Value, range: TextRange) -> RResult<DataType> {
        match v {
            Value::Str(s) => match super::value::parse_dtype(s) {
                Some(t) => Ok(t),
                None => s.parse::<DataType>().map_err(|e| e.to_string()).at(range),
            },
            Value::Builtin(name) => match dtype_ctor(name) {
                Some(t) => Ok(t),
                None => located(range, format!("T.{name} is not a dtype")),
            },
            Value::Type(Type::Prim(t)) => Ok(*t),
            _ => located(range, format!("expected a dtype, got {}", v.kind_name())),
        }
    }

    /// A type: a dtype string or constructor, `T.handle`, or `x.ty`.
    pub(crate) fn to_type(&self, v: &Value, range: TextRange) -> RResult<Type> {
        match v {
            Value::Type(t) => Ok(t.clone()),
            Value::Builtin(name) if name == "handle" => Ok(Type::Prim(DataType::handle())),
            Value::Builtin(name) if name == "void" => Ok(Type::Void),
            Value::Str(s) if s == "handle" => Ok(Type::Prim(DataType::handle())),
            Value::Str(s) if s == "void" => Ok(Type::Void),
            Value::Expr(e) if e.as_var().is_some() => Ok(e.ty().clone()),
            Value::Expr(e) if matches!(e.kind(), ExprKind::Meta { .. }) => located(
                range,
                "expected a type, got a metadata reference: the printout elided this object \
                 (show_meta=False), so it cannot be read back (TVM 0.27: \"Undefined variable: metadata\")",
            ),
            _ => Ok(Type::Prim(self.to_dtype(v, range)?)),
        }
    }

    // ---- operators -------------------------------------------------------------

    /// A binary operator.
    pub(crate) fn binop(
        &mut self,
        op: Operator,
        l: &Value,
        r: &Value,
        range: TextRange,
    ) -> RResult<Value> {
        if matches!(l, Value::Layout(_)) || matches!(r, Value::Layout(_)) {
            return self.layout_binop(op, l, r, range);
        }
        let l_py = is_py_number(l) || matches!(l, Value::Str(_));
        let r_py = is_py_number(r) || matches!(r, Value::Str(_));
        if l_py && r_py {
            return py_binop(op, l, r).at(range);
        }
        match op {
            Operator::LShift
            | Operator::RShift
            | Operator::BitAnd
            | Operator::BitOr
            | Operator::BitXor => {
                let name = match op {
                    Operator::LShift => "shift_left",
                    Operator::RShift => "shift_right",
                    Operator::BitAnd => "bitwise_and",
                    Operator::BitOr => "bitwise_or",
                    _ => "bitwise_xor",
                };
                let (a, b) = self.bit_operands(l, r, range)?;
                return Ok(Value::Expr(ops::bit_op(name, &a, &b).at(range)?));
            }
            Operator::Pow | Operator::MatMult => {
                return located(
                    range,
                    format!("operator {} is not supported on expressions", op.as_str()),
                );
            }
            _ => {}
        }
        let a = self.to_expr(l, range)?;
        let b = self.to_expr(r, range)?;
        let is_int = |v: &Value, e: &Expr| matches!(v, Value::Int(_)) || e.dtype().is_int();
        let bop = match op {
            Operator::Add => BinOp::Add,
            Operator::Sub => BinOp::Sub,
            Operator::Mult => BinOp::Mul,
            Operator::Div => {
                if is_int(l, &a) && is_int(r, &b) {
                    return located(
                        range,
                        "integer division with '/' is ambiguous: use // (floordiv), T.truncdiv or T.floordiv",
                    );
                }
                BinOp::Div
            }
            Operator::FloorDiv => BinOp::FloorDiv,
            Operator::Mod => BinOp::FloorMod,
            _ => return located(range, format!("unsupported operator {}", op.as_str())),
        };
        Ok(Value::Expr(ops::binary(bop, &a, &b).at(range)?))
    }

    /// Operands of a bit operator: a Python int takes the other operand's dtype.
    pub(crate) fn bit_operands(
        &self,
        l: &Value,
        r: &Value,
        range: TextRange,
    ) -> RResult<(Expr, Expr)> {
        match (l, r) {
            (Value::Int(i), _) => {
                let b = self.to_expr(r, range)?;
                Ok((ops::make_const(b.dtype(), Num::Int(*i)).at(range)?, b))
            }
            (_, Value::Int(i)) => {
                let a = self.to_expr(l, range)?;
                let b = ops::make_const(a.dtype(), Num::Int(*i)).at(range)?;
                Ok((a, b))
            }
            _ => Ok((self.to_expr(l, range)?, self.to_expr(r, range)?)),
        }
    }

    fn unary(&mut self, op: UnaryOp, v: &Value, range: TextRange) -> RResult<Value> {
        match op {
            UnaryOp::Not => {
                if let Some(t) = truthy(v) {
                    return Ok(Value::Bool(!t));
                }
                let e = self.to_expr(v, range)?;
                Ok(Value::Expr(ops::not_node(&e).at(range)?))
            }
            UnaryOp::USub => match v {
                Value::Int(i) => checked_int(Some(-*i)).at(range),
                Value::Bool(b) => Ok(Value::Int(-(*b as i128))),
                Value::Float(f) => Ok(Value::Float(-*f)),
                _ => {
                    let e = self.to_expr(v, range)?;
                    let m1 = ops::make_const(e.dtype(), Num::Int(-1)).at(range)?;
                    Ok(Value::Expr(ops::binary(BinOp::Mul, &e, &m1).at(range)?))
                }
            },
            UnaryOp::UAdd => match v {
                Value::Int(_) | Value::Float(_) => Ok(v.clone()),
                Value::Bool(b) => Ok(Value::Int(*b as i128)),
                _ => located(range, "unary + is not supported on expressions"),
            },
            UnaryOp::Invert => match v {
                Value::Int(i) => Ok(Value::Int(!*i)),
                Value::Bool(b) => Ok(Value::Int(!(*b as i128))),
                Value::Float(_) => located(range, "~ is not supported on floats"),
                _ => {
                    let e = self.to_expr(v, range)?;
                    if e.dtype().is_float() {
                        return located(range, "cannot use ~ on a float expression");
                    }
                    Ok(Value::Expr(ops::bitwise_not(&e).at(range)?))
                }
            },
        }
    }

    /// TVMScript's comparison: a direct node after literal conversion and
    /// scalar broadcast (no folding, no type promotion).
    fn compare(&mut self, op: CmpOp, l: &Value, r: &Value, range: TextRange) -> RResult<Value> {
        let l_py = is_py_number(l) || matches!(l, Value::Str(_) | Value::None);
        let r_py = is_py_number(r) || matches!(r, Value::Str(_) | Value::None);
        if l_py && r_py {
            return py_compare(op, l, r).map(Value::Bool).at(range);
        }
        let Some(cop) = ir_cmp(op) else {
            return located(
                range,
                format!("operator '{}' is not supported on expressions", op.as_str()),
            );
        };
        let (a, b) = if l_py {
            let b = self.to_expr(r, range)?;
            let a = match literal_for(b.dtype(), l).at(range)? {
                Some(a) => a,
                None => self.to_expr(l, range)?,
            };
            (a, b)
        } else {
            let a = self.to_expr(l, range)?;
            let b = if r_py {
                match literal_for(a.dtype(), r).at(range)? {
                    Some(b) => b,
                    None => self.to_expr(r, range)?,
                }
            } else {
                self.to_expr(r, range)?
            };
            (a, b)
        };
        let (a, b) = broadcast_pair(a, b).at(range)?;
        Ok(Value::Expr(ops::compare_node(cop, &a, &b).at(range)?))
    }

    /// `a and b` once `a` did not short-circuit.
    fn and_values(&mut self, a: &Value, b: &Value, range: TextRange) -> RResult<Value> {
        self.logic(BoolOp::And, a, b, range)
    }

    fn logic(&mut self, op: BoolOp, a: &Value, b: &Value, range: TextRange) -> RResult<Value> {
        let a_py = truthy(a).is_some();
        let b_py = truthy(b).is_some();
        if a_py && b_py {
            let ta = truthy(a).unwrap_or(false);
            return Ok(match op {
                BoolOp::And => {
                    if ta {
                        b.clone()
                    } else {
                        a.clone()
                    }
                }
                BoolOp::Or => {
                    if ta {
                        a.clone()
                    } else {
                        b.clone()
                    }
                }
            });
        }
        let conv = |s: &Self, v: &Value| -> RResult<Expr> {
            match v {
                Value::Bool(x) => Ok(Expr::bool(*x)),
                Value::Int(_) | Value::Float(_) | Value::Str(_) | Value::None => located(
                    range,
                    format!(
                        "'{}' needs boolean operands, got {}",
                        op.as_str(),
                        v.kind_name()
                    ),
                ),
                _ => s.to_expr(v, range),
            }
        };
        let ea = conv(self, a)?;
        let eb = conv(self, b)?;
        if ea.dtype().is_vector() || eb.dtype().is_vector() {
            let name = if op == BoolOp::And {
                "bitwise_and"
            } else {
                "bitwise_or"
            };
            return Ok(Value::Expr(ops::bit_op(name, &ea, &eb).at(range)?));
        }
        let e = match op {
            BoolOp::And => ops::and_node(&ea, &eb),
            BoolOp::Or => ops::or_node(&ea, &eb),
        };
        Ok(Value::Expr(e.at(range)?))
    }

    fn boolop(&mut self, b: &ast::ExprBoolOp, range: TextRange) -> RResult<Value> {
        let Some((first, rest)) = b.values.split_first() else {
            return located(range, "empty boolean expression");
        };
        let mut value = self.eval(first)?;
        for rhs in rest {
            if let Value::Bool(x) = value {
                match b.op {
                    BoolOp::And if !x => return Ok(value),
                    BoolOp::Or if x => return Ok(value),
                    _ => {}
                }
            }
            let r = self.eval(rhs)?;
            value = self.logic(b.op, &value, &r, range)?;
        }
        Ok(value)
    }

    // ---- attributes and subscripts -------------------------------------------

    fn attribute(
        &mut self,
        base: Value,
        attr: &str,
        base_range: TextRange,
        range: TextRange,
    ) -> RResult<Value> {
        match base {
            Value::Ns(Ns::Tir(path)) => tir_attribute(&path, attr, range),
            Value::Ns(Ns::Ir) => Ok(Value::Builtin(format!("I.{attr}"))),
            Value::Ns(Ns::Axis) => super::layout::axis_attr(attr, range),
            Value::Ns(Ns::Tvm(path)) => {
                let p = format!("{path}.{attr}");
                Ok(match p.as_str() {
                    "tvm.script.tirx" | "tvm.script.tir" => Value::Ns(Ns::Tir(String::new())),
                    "tvm.script.ir" => Value::Ns(Ns::Ir),
                    "tvm.script.ir_module" => Value::Builtin("I.ir_module".into()),
                    _ => Value::Ns(Ns::Tvm(p)),
                })
            }
            Value::Buffer(b) => match attr {
                "data" => Ok(Value::Expr(Expr::buffer_data(&b))),
                "view" | "local" | "permute" => Ok(Value::BufferMethod(b, attr.into())),
                "shape" => Ok(Value::Tuple(
                    b.shape().iter().map(|e| Value::Expr(e.clone())).collect(),
                )),
                "strides" => Ok(Value::Tuple(
                    b.strides().iter().map(|e| Value::Expr(e.clone())).collect(),
                )),
                "elem_offset" => Ok(Value::Expr(b.elem_offset().clone())),
                "dtype" => Ok(Value::Str(b.dtype().to_string())),
                "name" => Ok(Value::Str(b.name().to_string())),
                _ => located(range, format!("buffer has no attribute '{attr}'")),
            },
            Value::Module => {
                if self.signatures.contains_key(attr) {
                    Ok(Value::GlobalFunc(attr.to_string()))
                } else {
                    located(range, format!("the module has no function '{attr}'"))
                }
            }
            Value::Builtin(name) if name.starts_with("ptx.") => located(
                range,
                format!(
                    "T.{name}.{attr}: PTX modifiers written as attributes are not supported; \
                     write TVM's printed form T.{name}(operands..., \"modifier\", ...)"
                ),
            ),
            Value::Builtin(name) if name == "TileLayout" && attr == "from_iters" => {
                Ok(Value::Builtin("TileLayout.from_iters".into()))
            }
            Value::IterVar(iv) if attr == "var" => Ok(Value::Expr(iv.var().to_expr())),
            // `L.source` is the buffer behind a scalar (`L.source.data`).
            Value::Scalar(b) if attr == "source" => Ok(Value::Buffer(b)),
            other => {
                let e = self
                    .to_expr(&other, base_range)
                    .map_err(|_| super::error::Located {
                        range,
                        message: format!("{} has no attribute '{attr}'", other.kind_name()),
                    })?;
                match attr {
                    "ty" => Ok(Value::Type(e.ty().clone())),
                    "dtype" => Ok(Value::Str(e.dtype().to_string())),
                    _ => located(range, format!("expression has no attribute '{attr}'")),
                }
            }
        }
    }

    fn subscript(&mut self, s: &ast::ExprSubscript, range: TextRange) -> RResult<Value> {
        if self.new_names.is_some()
            && let ast::Expr::Name(n) = &*s.value
            && self.lookup(n.id.as_str()).is_none()
        {
            // An expression read in an open environment: an unknown
            // subscripted name is a buffer of unknown shape.
            let b = super::expr::free_buffer(n.id.as_str());
            self.bind(n.id.as_str(), Value::Buffer(b));
        }
        let base = self.eval(&s.value)?;
        match base {
            Value::Buffer(b) if has_slice(&s.slice) => self.buffer_region(&b, &s.slice),
            Value::Buffer(b) | Value::Scalar(b) => {
                let indices = self.indices(&s.slice)?;
                let unknown_shape = self.new_names.is_some() && b.shape().is_empty();
                if !unknown_shape {
                    check_index_count(&b, &indices, range)?;
                }
                access_lanes(&b, &indices, range)?;
                Ok(Value::Expr(Expr::load(&b, indices)))
            }
            Value::Ns(Ns::Metadata) => {
                let k = self.eval(&s.slice)?;
                let key = self.to_string(&k, s.slice.range(), "metadata key")?;
                Ok(Value::MetaTable(key))
            }
            Value::MetaTable(key) => {
                let i = self.eval(&s.slice)?;
                let idx = self.to_int(&i, s.slice.range(), "metadata index")?;
                let index = u64::try_from(idx)
                    .map_err(|_| "negative metadata index".to_string())
                    .at(range)?;
                Ok(Value::Expr(Expr::new(
                    DataType::handle(),
                    ExprKind::Meta {
                        key: key.as_str().into(),
                        index,
                    },
                )))
            }
            Value::LetAnn(None) => {
                let t = self.eval(&s.slice)?;
                let ty = self.to_type(&t, s.slice.range())?;
                Ok(Value::LetAnn(Some(ty)))
            }
            Value::Tuple(items) | Value::List(items) => {
                let i = self.eval(&s.slice)?;
                let idx = self.to_int(&i, s.slice.range(), "index")?;
                let n = items.len() as i128;
                let k = if idx < 0 { idx + n } else { idx };
                if k < 0 || k >= n {
                    return located(s.slice.range(), "index out of range");
                }
                Ok(items[k as usize].clone())
            }
            Value::Builtin(name) if name == "S" || name == "R" => self.layout_spec(&name, &s.slice),
            Value::Builtin(name) if name == "Buffer" => {
                // deprecated `T.Buffer[shape, dtype]`
                let k = self.eval(&s.slice)?;
                let pos: Vec<(Value, TextRange)> = match &k {
                    Value::Tuple(items)
                        if items.len() >= 2 && matches!(items[1], Value::Str(_)) =>
                    {
                        items.iter().map(|v| (v.clone(), s.slice.range())).collect()
                    }
                    other => vec![(other.clone(), s.slice.range())],
                };
                let args = Args::new("T.Buffer", range, pos, Vec::new());
                self.call_builtin("Buffer", args, None)
            }
            Value::Builtin(name) if dtype_ctor(&name).is_some() => located(
                range,
                "local vector annotations (T.float32[N]) are not supported",
            ),
            other => located(range, format!("{} is not subscriptable", other.kind_name())),
        }
    }

    /// Buffer indices: one per element of a tuple subscript.
    pub(crate) fn indices(&mut self, slice: &ast::Expr) -> RResult<Vec<Expr>> {
        self.indices_impl(slice, false)
    }

    /// Indices of a store target: a slice `a:b` (or `a:b:s`) stores a vector at
    /// `T.Ramp(a, s, lanes)`, like TVM's `buffer_store`.
    pub(crate) fn store_indices(&mut self, slice: &ast::Expr) -> RResult<Vec<Expr>> {
        self.indices_impl(slice, true)
    }

    fn indices_impl(&mut self, slice: &ast::Expr, allow_slices: bool) -> RResult<Vec<Expr>> {
        let elts: Vec<&ast::Expr> = match slice {
            ast::Expr::Tuple(t) => t.elts.iter().collect(),
            other => vec![other],
        };
        let mut out = Vec::with_capacity(elts.len());
        for x in elts {
            if let ast::Expr::Slice(sl) = x {
                if !allow_slices {
                    return located(x.range(), "buffer slices are only supported in stores");
                }
                out.push(self.slice_index(sl)?);
                continue;
            }
            let v = self.eval(x)?;
            let e = self.to_expr(&v, x.range())?;
            if !e.dtype().is_integer_like() {
                return located(
                    x.range(),
                    format!("buffer index must be an integer, got {}", e.dtype()),
                );
            }
            out.push(e);
        }
        Ok(out)
    }

    fn slice_index(&mut self, sl: &ast::ExprSlice) -> RResult<Expr> {
        let r = sl.range();
        let (Some(lo), Some(hi)) = (&sl.lower, &sl.upper) else {
            return located(r, "a store slice needs a start and a stop");
        };
        let lv = self.eval(lo)?;
        let start = self.to_expr(&lv, lo.range())?;
        let hv = self.eval(hi)?;
        let stop = self.to_expr(&hv, hi.range())?;
        let step = match &sl.step {
            Some(s) => {
                let v = self.eval(s)?;
                self.to_int(&v, s.range(), "slice step")?
            }
            None => 1,
        };
        if step <= 0 {
            return located(r, "slice step must be positive");
        }
        let diff = super::fold::loop_extent(&start, &stop).at(r)?;
        let lanes = if step == 1 {
            diff
        } else {
            let s = ops::make_const(diff.dtype(), Num::Int(step)).at(r)?;
            let num = ops::binary(
                BinOp::Sub,
                &ops::binary(BinOp::Add, &diff, &s).at(r)?,
                &ops::make_const(diff.dtype(), Num::Int(1)).at(r)?,
            )
            .at(r)?;
            ops::binary(BinOp::FloorDiv, &num, &s).at(r)?
        };
        let Some(n) = lanes.as_int() else {
            // `A[b:b + T.vscale() * 4]`: a scalable vector store.
            let factor = super::scalable::slice_factor(&start, &stop, step as i64).at(r)?;
            let stride = ops::make_const(start.dtype(), Num::Int(step)).at(r)?;
            return Ok(Expr::scalable_ramp(&start, &stride, factor));
        };
        if n == 1 {
            return Ok(start);
        }
        let lanes = u16::try_from(n).ok().filter(|l| *l >= 1);
        let Some(lanes) = lanes else {
            return located(r, format!("invalid slice length {n}"));
        };
        let stride = ops::make_const(start.dtype(), Num::Int(step)).at(r)?;
        Ok(Expr::ramp(&start, &stride, lanes))
    }

    // ---- calls -------------------------------------------------------------------

    fn call(&mut self, c: &ast::ExprCall, hint: Option<&str>) -> RResult<Value> {
        let range = c.range();
        let callee = self.eval(&c.func)?;
        if matches!(&callee, Value::Builtin(n) if n == "comm_reducer") {
            return self.comm_reducer(c);
        }
        let mut pos = Vec::with_capacity(c.arguments.args.len());
        for a in c.arguments.args.iter() {
            if matches!(a, ast::Expr::Starred(_)) {
                return located(a.range(), "*args in calls is not supported");
            }
            pos.push((self.eval(a)?, a.range()));
        }
        let mut kw = Vec::with_capacity(c.arguments.keywords.len());
        for k in c.arguments.keywords.iter() {
            let Some(name) = &k.arg else {
                return located(k.range(), "**kwargs in calls is not supported");
            };
            kw.push((
                name.id.as_str().to_string(),
                self.eval(&k.value)?,
                k.range(),
            ));
        }
        match callee {
            Value::Builtin(name)
                if name == "TileLayout"
                    || name == "ComposeLayout"
                    || name == "TileLayout.from_iters" =>
            {
                let args = Args::new(&format!("T.{name}"), range, pos, kw);
                self.layout_ctor(&name, args)
            }
            Value::Builtin(name) => {
                let t = !name.contains('.');
                let args = Args::named(t, name.clone(), range, pos, kw);
                self.call_builtin(&name, args, hint)
            }
            Value::GlobalFunc(name) => {
                if let Some((_, _, r)) = kw.first() {
                    return located(
                        *r,
                        "keyword arguments are not supported in calls of module functions",
                    );
                }
                let mut args = Vec::with_capacity(pos.len());
                for (v, r) in &pos {
                    args.push(self.to_expr(v, *r)?);
                }
                let ret = self.signatures.get(&name).cloned().unwrap_or(Type::Void);
                Ok(Value::Expr(Expr::call_global(ret, &name, args)))
            }
            // A namespace that is also a function (`T.nvshmem.getmem_nbi(...)`).
            Value::Ns(Ns::Tir(name)) if Reader::is_builtin_name(&name) => {
                let args = Args::new(&format!("T.{name}"), range, pos, kw);
                self.call_builtin(&name, args, hint)
            }
            Value::BufferMethod(b, m) => {
                let args = Args::new(&format!("{}.{m}", b.name()), range, pos, kw);
                match m.as_str() {
                    "local" => self.buffer_local(&b, args, hint),
                    "permute" => self.buffer_permute(&b, args, hint),
                    _ => self.buffer_view(&b, args, hint),
                }
            }
            other => located(
                c.func.range(),
                format!("{} is not callable", other.kind_name()),
            ),
        }
    }
}

/// `T.<path>.<attr>` (`T.<attr>` for an empty path): a builtin, a
/// namespace or the `T.let` annotation.
fn tir_attribute(path: &str, attr: &str, range: TextRange) -> RResult<Value> {
    let full = if path.is_empty() {
        attr.to_string()
    } else {
        format!("{path}.{attr}")
    };
    let kind = classify_t_attr(&full);
    if kind == TAttr::Let {
        Ok(Value::LetAnn(None))
    } else if kind == TAttr::Namespace {
        Ok(Value::Ns(Ns::Tir(full)))
    } else if kind == TAttr::Builtin {
        Ok(Value::Builtin(full))
    } else {
        let module = if path.is_empty() {
            "T".to_string()
        } else {
            format!("T.{path}")
        };
        located(range, format!("{module} has no attribute '{attr}'"))
    }
}

/// True when a subscript has a slice (`A[i, 0:4]`: a buffer region).
fn has_slice(slice: &ast::Expr) -> bool {
    match slice {
        ast::Expr::Slice(_) => true,
        ast::Expr::Tuple(t) => t.elts.iter().any(|e| matches!(e, ast::Expr::Slice(_))),
        _ => false,
    }
}

/// Broadcasts a scalar operand to the other operand's lanes.
fn broadcast_pair(a: Expr, b: Expr) -> Result<(Expr, Expr), String> {
    let (ta, tb) = (a.dtype(), b.dtype());
    if ta.same_lanes(tb) {
        Ok((a, b))
    } else if ta.is_scalar() {
        Ok((Expr::broadcast_to(&a, tb), b))
    } else if tb.is_scalar() {
        let b2 = Expr::broadcast_to(&b, ta);
        Ok((a, b2))
    } else {
        Err(format!("cannot compare {} with {}", a.dtype(), b.dtype()))
    }
}

/// Loads and stores must give one index per buffer dimension.
pub(crate) fn check_index_count(
    b: &tirsat_ir::Buffer,
    idx: &[Expr],
    range: TextRange,
) -> RResult<()> {
    if idx.len() != b.shape().len() {
        return located(
            range,
            format!(
                "buffer '{}' has {} dimension(s) but {} index(es) were given",
                b.name(),
                b.shape().len(),
                idx.len()
            ),
        );
    }
    Ok(())
}

/// The lanes of an access to `b` at `idx` (buffer lanes times the lanes of
/// the last index, as TVM's `BufferLoad`), rejecting vectors wider than the
/// IR can represent.
pub(crate) fn access_lanes(b: &tirsat_ir::Buffer, idx: &[Expr], range: TextRange) -> RResult<u16> {
    let il = idx.last().map_or(1, |i| i.dtype().lanes) as u32;
    let total = b.dtype().lanes as u32 * il;
    match u16::try_from(total) {
        Ok(l) if l >= 1 => Ok(l),
        _ => located(range, format!("vector access of {total} lanes is too wide")),
    }
}

/// The pointer type for a void pointer in `scope` (an opaque `handle` when global).
pub(crate) fn void_pointer(scope: &Scope) -> Type {
    if scope.as_str() == "global" {
        Type::Prim(DataType::handle())
    } else {
        Type::Pointer {
            elem: DataType::void(),
            scope: scope.clone(),
        }
    }
}

/// What `T.<full>` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TAttr {
    Let,
    Namespace,
    Builtin,
    Unknown,
}

/// `top`: `full` is one name (`T.<attr>`, not `T.<ns>.<attr>`).
fn classify_t_attr_uncached(full: &str, top: bool) -> TAttr {
    if full == "let" {
        TAttr::Let
    } else if top && super::layout::NAMES.contains(&full) {
        TAttr::Builtin
    } else if full == "axis"
        || op_table::is_namespace(full)
        || (top && super::tirx::is_scope_namespace(full))
    {
        TAttr::Namespace
    } else if Reader::is_builtin_name(full) {
        TAttr::Builtin
    } else {
        TAttr::Unknown
    }
}

/// [`classify_t_attr_uncached`], remembered per thread: the answer depends
/// only on the name and the reader's constant tables, and a module names
/// the same few dozen `T.` functions thousands of times (each check scans
/// several name lists). Names are cached up to a bounded count.
fn classify_t_attr(full: &str) -> TAttr {
    thread_local! {
        static CACHE: super::memo::Table<TAttr> = Default::default();
    }
    super::memo::memoized(&CACHE, full, 4096, |full| {
        classify_t_attr_uncached(full, !full.contains('.'))
    })
}
