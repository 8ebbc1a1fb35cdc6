//! The condition language of rule files: infix expressions over the
//! analysis facts of the matched pattern variables.
//!
//! ```text
//! cond  := or ;  or := and ('or' and)* ;  and := not ('and' not)*
//! not   := 'not' not | cmp ;  cmp := sum (CMP sum)*      (chains: 0 <= a < b)
//! sum   := prod (('+'|'-') prod)* ;  prod := unary (('*'|'/'|'%') unary)*
//! unary := '-' unary | atom
//! atom  := INT | 'true' | 'false' | ?v | FUNC '(' args ')' | '(' cond ')'
//! ```
//!
//! `?v` as a value is the constant value of the class bound to `?v` (or the
//! value computed by a `where` binding); if the class is not a constant the
//! whole condition is false. Functions: `lo(?x)`, `hi(?x)` (interval ends,
//! possibly infinite), `const(?x)` (is a constant), `modc(?x)`, `modr(?x)`
//! (congruence `?x = modc * k + modr`), `mod(?x, E)` (the remainder of `?x`
//! modulo `E > 0` when the congruence determines it), `bits(?x)`,
//! `signed(?x)` (the class's type), `tmin(?x)`, `tmax(?x)` (the smallest and
//! largest value of its type), `fits(T)` (every intermediate value of the
//! term `T` of `?variables`, integers, `+`, `-` and `*`, evaluated on the
//! classes' bounds, is a value of their type), `gcd(a, b)`, `min(a, b)`,
//! `max(a, b)`, `abs(a)`, `pow2(e)` (`2^e` for `0 <= e < 64`), `log2(v)`
//! (the exponent of a power of two; undefined otherwise), `bitlen(v)` (the
//! number of bits of `v >= 0`). `fits`, `tmin` and `tmax` have an exact reading
//! (the default) and an unbounded one for proofs over the mathematical
//! integers (`fits` true, the limits infinite). `/` and `%` are floor
//! division and floor remainder. Any undefined value (a missing constant, division by zero, `inf - inf`, an
//! unknown remainder) makes the whole condition false, so conditions must be
//! written positively.
//!
//! ```
//! use tirsat_arith::cond::{parse_cond, eval_cond, Binding};
//! use tirsat_arith::analysis::ClassData;
//! use tirsat_arith::interval::Interval;
//! use tirsat_arith::modset::ModSet;
//! use tirsat_ir::DataType;
//! let c = parse_cond("0 <= lo(?x) and hi(?x) < ?c").unwrap();
//! let x = ClassData::new(Some(DataType::i32()), Interval::new(0, 7), ModSet::any());
//! let env = |v: &str| match v {
//!     "?x" => Some(Binding::Class(x)),
//!     "?c" => Some(Binding::Value(8)),
//!     _ => None,
//! };
//! assert!(eval_cond(&c, &env, true));
//! // `fits(T)`: every value of the term T over the classes' bounds is a
//! // value of their type (int32 here).
//! let big = |v: &str| match v {
//!     "?x" => Some(Binding::Class(x)),
//!     "?c" => Some(Binding::Value(1 << 28)),
//!     _ => None,
//! };
//! assert!(eval_cond(&parse_cond("fits(?x * ?c)").unwrap(), &big, true));
//! assert!(!eval_cond(&parse_cond("fits(?x * ?c * 2)").unwrap(), &big, true));
//! // Unbounded reading (proofs over the mathematical integers).
//! assert!(eval_cond(&parse_cond("fits(?x * ?c * 2)").unwrap(), &big, false));
//! ```

pub(crate) mod compiled;

use super::analysis::ClassData;
use super::interval::Interval;
use compiled::{fin, int};

/// "Infinity" for interval ends in conditions.
pub const INF: i128 = 1 << 100;

/// A condition or `where` expression.
#[derive(Clone, Debug, PartialEq)]
pub enum CExpr {
    Num(i128),
    Bool(bool),
    /// `?v`: the constant value bound to a pattern variable or `where` name.
    Val(String),
    /// A function of the facts (`lo`, `hi`, ...) or of values (`gcd`, ...).
    Func(String, Vec<CExpr>),
    Neg(Box<CExpr>),
    Bin(char, Box<CExpr>, Box<CExpr>),
    /// A comparison chain `a OP b OP c ...`.
    Cmp(Vec<CExpr>, Vec<String>),
    And(Vec<CExpr>),
    Or(Vec<CExpr>),
    Not(Box<CExpr>),
}

/// What a variable name stands for while evaluating a condition.
#[derive(Clone, Debug, PartialEq)]
pub enum Binding {
    /// A matched e-class, with its facts.
    Class(ClassData),
    /// A matched e-class with its facts and its value as a linear form (used
    /// by `fits`, which then sees cancellations: `(1 - x * 4) + x * 4` is 1).
    Form(ClassData, LinView),
    /// A known integer (a `where` binding, or a sample in the rule checker).
    Value(i128),
}

/// A value as `constant + sum(coeff * atom)`, each atom (a key) with its bounds
/// where defined.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct LinView {
    pub constant: i128,
    pub terms: Vec<(u32, i128, Interval)>,
}

impl LinView {
    fn combine(&self, o: &LinView, sign: i128) -> Option<LinView> {
        let mut out = self.clone();
        out.constant = out.constant.checked_add(o.constant.checked_mul(sign)?)?;
        for (k, c, iv) in &o.terms {
            let c = c.checked_mul(sign)?;
            match out.terms.iter_mut().find(|t| t.0 == *k) {
                Some(t) => t.1 = t.1.checked_add(c)?,
                None => out.terms.push((*k, c, *iv)),
            }
        }
        out.terms.retain(|t| t.1 != 0);
        Some(out)
    }
    fn scale(&self, c: i128) -> Option<LinView> {
        Some(LinView {
            constant: self.constant.checked_mul(c)?,
            terms: self
                .terms
                .iter()
                .map(|(k, x, iv)| Some((*k, x.checked_mul(c)?, *iv)))
                .collect::<Option<Vec<_>>>()?,
        })
    }
    fn interval(&self) -> Interval {
        let k = Interval::from_i128(self.constant, self.constant);
        self.terms.iter().fold(k, |acc, (_, c, iv)| {
            acc.add(&iv.mul(&Interval::from_i128(*c, *c)))
        })
    }
}

/// A value of the condition language.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CVal {
    Int(i128),
    Bool(bool),
}

/// A parse error with its 0-based character offset in the parsed text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CondError {
    pub offset: usize,
    pub msg: String,
}

const FUNCS: [(&str, usize, bool); 18] = [
    // (name, arity, first argument must be a ?variable)
    ("lo", 1, true),
    ("hi", 1, true),
    ("const", 1, true),
    ("modc", 1, true),
    ("modr", 1, true),
    ("mod", 2, true),
    ("bits", 1, true),
    ("signed", 1, true),
    ("tmin", 1, true),
    ("tmax", 1, true),
    ("gcd", 2, false),
    ("min", 2, false),
    ("max", 2, false),
    ("abs", 1, false),
    ("fits", 1, false),
    ("pow2", 1, false),
    ("log2", 1, false),
    ("bitlen", 1, false),
];

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(i128),
    Var(String),
    Ident(String),
    Op(String),
}

fn tokenize(s: &str) -> Result<Vec<(usize, Tok)>, CondError> {
    let cs: Vec<(usize, char)> = s.char_indices().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < cs.len() {
        let (off, c) = cs[i];
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let mut j = i;
            while j < cs.len() && cs[j].1.is_ascii_digit() {
                j += 1;
            }
            let end = cs.get(j).map_or(s.len(), |x| x.0);
            let v: i128 = s[off..end].parse().map_err(|_| CondError {
                offset: off,
                msg: format!("integer too large: {}", &s[off..end]),
            })?;
            if v > i64::MAX as i128 + 1 {
                return Err(CondError {
                    offset: off,
                    msg: format!("integer too large: {v}"),
                });
            }
            out.push((off, Tok::Num(v)));
            i = j;
        } else if c == '?' || c.is_alphabetic() || c == '_' {
            let mut j = i + 1;
            while j < cs.len() && (cs[j].1.is_alphanumeric() || cs[j].1 == '_') {
                j += 1;
            }
            let end = cs.get(j).map_or(s.len(), |x| x.0);
            let w = s[off..end].to_string();
            if c == '?' {
                if w.len() == 1 {
                    return Err(CondError {
                        offset: off,
                        msg: "`?` must start a variable name".into(),
                    });
                }
                out.push((off, Tok::Var(w)));
            } else {
                out.push((off, Tok::Ident(w)));
            }
            i = j;
        } else {
            let two: String = cs[i..cs.len().min(i + 2)].iter().map(|x| x.1).collect();
            if ["<=", ">=", "==", "!="].contains(&two.as_str()) {
                out.push((off, Tok::Op(two)));
                i += 2;
            } else if "+-*/%(),<>=".contains(c) {
                out.push((off, Tok::Op(c.to_string())));
                i += 1;
            } else {
                return Err(CondError {
                    offset: off,
                    msg: format!("unexpected character `{c}`"),
                });
            }
        }
    }
    Ok(out)
}

struct Parser {
    toks: Vec<(usize, Tok)>,
    pos: usize,
    end: usize,
    depth: usize,
}

const MAX_DEPTH: usize = 64;

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos).map(|t| &t.1)
    }
    fn off(&self) -> usize {
        self.toks.get(self.pos).map_or(self.end, |t| t.0)
    }
    fn err<T>(&self, msg: impl Into<String>) -> Result<T, CondError> {
        Err(CondError {
            offset: self.off(),
            msg: msg.into(),
        })
    }
    fn is_op(&self, op: &str) -> bool {
        matches!(self.peek(), Some(Tok::Op(o)) if o == op)
    }
    fn is_ident(&self, w: &str) -> bool {
        matches!(self.peek(), Some(Tok::Ident(o)) if o == w)
    }
    fn expect_op(&mut self, op: &str) -> Result<(), CondError> {
        if self.is_op(op) {
            self.pos += 1;
            Ok(())
        } else {
            self.err(format!("expected `{op}`"))
        }
    }
    /// Parses with `f` one nesting level deeper; an error past `MAX_DEPTH`.
    fn nested(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<CExpr, CondError>,
    ) -> Result<CExpr, CondError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err("condition nested too deeply");
        }
        let e = f(self)?;
        self.depth -= 1;
        Ok(e)
    }

    fn or(&mut self) -> Result<CExpr, CondError> {
        self.nested(|p| p.chain("or", Self::and, CExpr::Or))
    }
    fn and(&mut self) -> Result<CExpr, CondError> {
        self.chain("and", Self::not, CExpr::And)
    }
    /// `item (word item)*`: one item as itself, more as `make(items)`.
    fn chain(
        &mut self,
        word: &str,
        item: fn(&mut Self) -> Result<CExpr, CondError>,
        make: fn(Vec<CExpr>) -> CExpr,
    ) -> Result<CExpr, CondError> {
        let mut v = vec![item(self)?];
        while self.is_ident(word) {
            self.pos += 1;
            v.push(item(self)?);
        }
        Ok(if v.len() == 1 { v.remove(0) } else { make(v) })
    }
    fn not(&mut self) -> Result<CExpr, CondError> {
        if self.is_ident("not") {
            self.pos += 1;
            let e = self.nested(Self::not)?;
            return Ok(CExpr::Not(Box::new(e)));
        }
        self.cmp()
    }
    fn cmp(&mut self) -> Result<CExpr, CondError> {
        let mut operands = vec![self.sum()?];
        let mut ops = Vec::new();
        while let Some(Tok::Op(o)) = self.peek() {
            if !["<", "<=", ">", ">=", "==", "!="].contains(&o.as_str()) {
                break;
            }
            ops.push(o.clone());
            self.pos += 1;
            operands.push(self.sum()?);
        }
        Ok(if ops.is_empty() {
            operands.remove(0)
        } else {
            CExpr::Cmp(operands, ops)
        })
    }
    fn sum(&mut self) -> Result<CExpr, CondError> {
        let mut e = self.prod()?;
        while self.is_op("+") || self.is_op("-") {
            let op = if self.is_op("+") { '+' } else { '-' };
            self.pos += 1;
            e = CExpr::Bin(op, Box::new(e), Box::new(self.prod()?));
        }
        Ok(e)
    }
    fn prod(&mut self) -> Result<CExpr, CondError> {
        let mut e = self.unary()?;
        while self.is_op("*") || self.is_op("/") || self.is_op("%") {
            let op = match self.peek() {
                Some(Tok::Op(o)) => o.chars().next().unwrap_or('*'),
                _ => '*',
            };
            self.pos += 1;
            e = CExpr::Bin(op, Box::new(e), Box::new(self.unary()?));
        }
        Ok(e)
    }
    fn unary(&mut self) -> Result<CExpr, CondError> {
        if self.is_op("-") {
            self.pos += 1;
            let e = self.nested(Self::unary)?;
            return Ok(match e {
                CExpr::Num(n) => CExpr::Num(-n),
                e => CExpr::Neg(Box::new(e)),
            });
        }
        self.atom()
    }
    fn atom(&mut self) -> Result<CExpr, CondError> {
        match self.peek().cloned() {
            Some(Tok::Num(n)) => {
                self.pos += 1;
                Ok(CExpr::Num(n))
            }
            Some(Tok::Var(v)) => {
                self.pos += 1;
                Ok(CExpr::Val(v))
            }
            Some(Tok::Ident(w)) if w == "true" || w == "false" => {
                self.pos += 1;
                Ok(CExpr::Bool(w == "true"))
            }
            Some(Tok::Ident(w)) => {
                let Some(&(_, arity, var_first)) = FUNCS.iter().find(|f| f.0 == w) else {
                    return self.err(format!("unknown function `{w}`"));
                };
                self.pos += 1;
                self.expect_op("(")?;
                let mut args = Vec::new();
                if !self.is_op(")") {
                    loop {
                        if args.is_empty() && var_first && !matches!(self.peek(), Some(Tok::Var(_)))
                        {
                            return self.err(format!("`{w}` takes a ?variable"));
                        }
                        args.push(self.or()?);
                        if self.is_op(",") {
                            self.pos += 1;
                        } else {
                            break;
                        }
                    }
                }
                if args.len() != arity {
                    return self.err(format!(
                        "`{w}` takes {arity} argument(s), got {}",
                        args.len()
                    ));
                }
                if w == "fits" && !is_fits_term(&args[0]) {
                    return self
                        .err("`fits` takes a term of ?variables, integers, `+`, `-` and `*`");
                }
                self.expect_op(")")?;
                Ok(CExpr::Func(w, args))
            }
            Some(Tok::Op(o)) if o == "(" => {
                self.pos += 1;
                let e = self.or()?;
                self.expect_op(")")?;
                Ok(e)
            }
            Some(t) => self.err(format!("unexpected {t:?}")),
            None => self.err("unexpected end of condition"),
        }
    }
}

/// True for the terms `fits` accepts: integers, `?variables`, negation,
/// `+`, `-` and `*`.
fn is_fits_term(e: &CExpr) -> bool {
    match e {
        CExpr::Num(_) | CExpr::Val(_) => true,
        CExpr::Neg(a) => is_fits_term(a),
        CExpr::Bin(op, a, b) => "+-*".contains(*op) && is_fits_term(a) && is_fits_term(b),
        _ => false,
    }
}

/// Parses a condition.
pub fn parse_cond(s: &str) -> Result<CExpr, CondError> {
    let mut p = Parser {
        toks: tokenize(s)?,
        pos: 0,
        end: s.len(),
        depth: 0,
    };
    let e = p.or()?;
    if p.pos < p.toks.len() {
        return p.err("unexpected text after the condition");
    }
    Ok(e)
}

/// Parses `where` bindings: `?v = EXPR, ?w = EXPR, ...` (in order).
pub fn parse_bindings(s: &str) -> Result<Vec<(String, CExpr)>, CondError> {
    let mut p = Parser {
        toks: tokenize(s)?,
        pos: 0,
        end: s.len(),
        depth: 0,
    };
    let mut out = Vec::new();
    loop {
        let Some(Tok::Var(v)) = p.peek().cloned() else {
            return p.err("expected `?name = expression`");
        };
        p.pos += 1;
        p.expect_op("=")?;
        out.push((v, p.or()?));
        if p.is_op(",") {
            p.pos += 1;
        } else {
            break;
        }
    }
    if p.pos < p.toks.len() {
        return p.err("unexpected text after the bindings");
    }
    Ok(out)
}

/// Calls `f` on each direct operand of `e`.
fn for_each_operand(e: &CExpr, f: &mut impl FnMut(&CExpr)) {
    match e {
        CExpr::Num(_) | CExpr::Bool(_) | CExpr::Val(_) => {}
        CExpr::Func(_, a) | CExpr::Cmp(a, _) | CExpr::And(a) | CExpr::Or(a) => a.iter().for_each(f),
        CExpr::Neg(a) | CExpr::Not(a) => f(a),
        CExpr::Bin(_, a, b) => {
            f(a);
            f(b);
        }
    }
}

/// The `?variables` an expression mentions, in order of appearance.
pub fn vars_of(e: &CExpr, out: &mut Vec<String>) {
    if let CExpr::Val(v) = e
        && !out.contains(v)
    {
        out.push(v.clone())
    }
    for_each_operand(e, &mut |x| vars_of(x, out));
}

/// The `?variables` mentioned inside a `fits(...)` call of `e`: the ones
/// whose classes `fits` reads as linear forms ([`Binding::Form`]; any other
/// function reads a `Form` as its `Class`).
pub fn fits_vars(e: &CExpr, out: &mut Vec<String>) {
    match e {
        CExpr::Func(f, a) if f == "fits" => a.iter().for_each(|x| vars_of(x, out)),
        _ => for_each_operand(e, &mut |x| fits_vars(x, out)),
    }
}

/// Evaluates an expression; `None` when undefined. With `exact` false,
/// `fits(...)` is true and `tmin`/`tmax` are infinite (the unbounded-integer
/// reading used for proofs). Compiles `e` first, its `?variables` in order
/// of appearance as slots; the rule appliers compile once instead.
pub fn eval(e: &CExpr, env: &dyn Fn(&str) -> Option<Binding>, exact: bool) -> Option<CVal> {
    let mut names = Vec::new();
    vars_of(e, &mut names);
    let resolve = |n: &str| names.iter().position(|x| x == n).map(|i| i as u32);
    let c = compiled::compile(e, &resolve);
    compiled::eval(&c, &|slot, _| env(&names[slot as usize]), exact)
}

/// Evaluates a condition: true only when defined and true. `exact` selects
/// the reading of `fits` (see [`eval`]).
pub fn eval_cond(e: &CExpr, env: &dyn Fn(&str) -> Option<Binding>, exact: bool) -> bool {
    matches!(eval(e, env, exact), Some(CVal::Bool(true)))
}

/// Evaluates a `where` expression to a finite integer.
pub fn eval_value(e: &CExpr, env: &dyn Fn(&str) -> Option<Binding>) -> Option<i128> {
    int(eval(e, env, true)).filter(|v| fin(*v))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interval::{Interval, POS_INF};
    use crate::modset::ModSet;
    use tirsat_ir::DataType;

    fn env_with(x: ClassData) -> impl Fn(&str) -> Option<Binding> {
        move |v: &str| match v {
            "?x" => Some(Binding::Class(x)),
            "?c" => Some(Binding::Value(8)),
            "?n" => Some(Binding::Value(-3)),
            _ => None,
        }
    }

    #[test]
    fn precedence_and_chains() {
        let x = ClassData::new(Some(DataType::i32()), Interval::new(0, 7), ModSet::any());
        let env = env_with(x);
        let holds = |c: &str| eval_cond(&parse_cond(c).unwrap(), &env, true);
        assert!(holds("0 <= lo(?x) <= hi(?x) < ?c"));
        assert!(holds("1 + 2 * 3 == 7 and -?n % 2 == 1"));
        assert!(holds("?n / 2 == -2 and ?n % 2 == 1"));
        assert!(holds("not (?c < 0) or false"));
        assert!(!holds("?x > 0")); // ?x is not a constant
        assert!(!holds("not (?x > 0)")); // undefined stays false
        assert!(holds(
            "pow2(3) == 8 and log2(64) == 6 and bitlen(5) == 3 and bitlen(0) == 0"
        ));
        assert!(!holds("log2(12) >= 0")); // not a power of two
        assert!(!holds("pow2(64) > 0") && !holds("bitlen(-1) >= 0"));
    }

    #[test]
    fn infinities_and_congruences() {
        let x = ClassData::new(
            Some(DataType::i64()),
            Interval::new(0, POS_INF),
            ModSet::new(8, 4),
        );
        let env = env_with(x);
        let holds = |c: &str| eval_cond(&parse_cond(c).unwrap(), &env, true);
        assert!(holds("hi(?x) + 1 > 1000000 and lo(?x) == 4"));
        assert!(holds("mod(?x, 4) == 0 and modc(?x) == 8"));
        assert!(!holds("mod(?x, 16) == 4"));
        assert!(!holds("hi(?x) - hi(?x) == 0"));
        assert!(holds("bits(?x) == 64 and signed(?x)"));
        let b = parse_bindings("?a = ?c * 2, ?b = gcd(?c, 12)").unwrap();
        assert_eq!(b.len(), 2);
        assert_eq!(eval_value(&b[1].1, &env), Some(4));
    }

    #[test]
    fn fits_checks_every_intermediate() {
        let t = DataType::int(8);
        let x = ClassData::leaf(t, Interval::top());
        let y = ClassData::new(Some(t), Interval::new(0, 10), ModSet::any());
        let env = |v: &str| match v {
            "?x" => Some(Binding::Class(x)),
            "?y" => Some(Binding::Class(y)),
            "?c" => Some(Binding::Value(12)),
            _ => None,
        };
        let f = |s: &str| eval_cond(&parse_cond(s).unwrap(), &env, true);
        assert!(f("fits(?y * ?c)")); // [0, 120]
        assert!(!f("fits(?y * ?c * 2)"));
        assert!(!f("fits(?y * ?c * 2 - 200)")); // the product overflows first
        assert!(f("fits(?y - 10)"));
        assert!(!f("fits(?x + 1)")); // [-127, 128]
        assert!(f("fits(?x)"));
        assert!(!f("fits(3 + 4)")); // no class: no type
        assert!(parse_cond("fits(?x / 2)").is_err());
        assert!(parse_cond("fits(lo(?x))").is_err());
    }

    #[test]
    fn fits_vars_are_the_ones_under_fits() {
        let c = parse_cond("lo(?a) >= 0 and (fits(?b * ?c + ?b) or hi(?d) < 4)").unwrap();
        let mut v = Vec::new();
        fits_vars(&c, &mut v);
        assert_eq!(v, ["?b", "?c"]);
        v.clear();
        fits_vars(&parse_cond("lo(?a) >= 0").unwrap(), &mut v);
        assert!(v.is_empty());
    }

    #[test]
    fn errors_have_offsets() {
        assert_eq!(parse_cond("lo(3)").unwrap_err().offset, 3);
        assert_eq!(parse_cond("frob(?x)").unwrap_err().offset, 0);
        assert_eq!(parse_cond("?x < ").unwrap_err().offset, 5);
        assert!(parse_cond("1 $ 2").is_err());
        assert!(parse_bindings("?a 3").is_err());
        let deep = format!("{}1{}", "(".repeat(200), ")".repeat(200));
        assert!(parse_cond(&deep).is_err());
    }
}
