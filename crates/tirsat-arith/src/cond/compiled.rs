//! Conditions compiled for evaluation: every `?variable` resolved to a slot
//! (an index the caller's environment understands), every function and
//! operator to an enum, so that evaluating does no string work. The rule
//! appliers compile their conditions and `where` expressions once, when the
//! rule set is built; [`super::eval`] compiles on the fly.
//!
//! A compiled expression evaluates exactly as its [`CExpr`] does (see the
//! language in [`super`]): what the text evaluation finds undefined at run
//! time without looking at the environment (an unknown function, a wrong
//! arity, a fact function of something other than a `?variable`) compiles to
//! [`Compiled::Undef`].

use super::{Binding, CExpr, CVal, INF, LinView};
use crate::analysis::{ClassData, interval_fits};
use crate::eval::{floor_div, floor_mod};
use crate::interval::{Interval, NEG_INF, POS_INF};
use crate::modset::gcd;
use tirsat_ir::DataType;

/// A fact of the class bound to a `?variable`, as an integer or a boolean.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fact {
    Lo,
    Hi,
    Modc,
    Modr,
    Bits,
    Const,
    Signed,
}

/// A function of one value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fn1 {
    Abs,
    Pow2,
    Log2,
    Bitlen,
}

/// A function of two values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fn2 {
    Gcd,
    Min,
    Max,
}

/// An arithmetic operator; `Other` (a character the parser never produces)
/// is undefined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Other,
}

impl BinOp {
    fn of(op: char) -> BinOp {
        match op {
            '+' => BinOp::Add,
            '-' => BinOp::Sub,
            '*' => BinOp::Mul,
            '/' => BinOp::Div,
            '%' => BinOp::Mod,
            _ => BinOp::Other,
        }
    }
}

/// A comparison of a chain; `Other` (a text the parser never produces) is
/// `!=` on integers and undefined on booleans.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CmpOp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    Other,
}

impl CmpOp {
    fn of(op: &str) -> CmpOp {
        match op {
            "<" => CmpOp::Lt,
            "<=" => CmpOp::Le,
            ">" => CmpOp::Gt,
            ">=" => CmpOp::Ge,
            "==" => CmpOp::Eq,
            "!=" => CmpOp::Ne,
            _ => CmpOp::Other,
        }
    }
}

/// A compiled condition or `where` expression.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Compiled {
    Num(i128),
    Bool(bool),
    /// Undefined whatever the environment.
    Undef,
    /// The constant value of the slot's binding.
    Val(u32),
    /// `lo`, `hi`, `modc`, `modr`, `bits`, `const`, `signed` of a slot.
    Fact(Fact, u32),
    /// `mod(?x, E)`.
    Mod(u32, Box<Compiled>),
    /// `tmin` (false) or `tmax` (true) of a slot (`None`: not a resolved
    /// `?variable`, undefined in the exact reading).
    Limit(bool, Option<u32>),
    /// `fits(T)`.
    Fits(Box<Compiled>),
    Fn1(Fn1, Box<Compiled>),
    Fn2(Fn2, Box<Compiled>, Box<Compiled>),
    Neg(Box<Compiled>),
    Bin(BinOp, Box<Compiled>, Box<Compiled>),
    Cmp(Vec<Compiled>, Vec<CmpOp>),
    And(Vec<Compiled>),
    Or(Vec<Compiled>),
    Not(Box<Compiled>),
}

/// Compiles `e`; `resolve` gives the slot of a `?variable` name (`None`: the
/// name is unbound, so its value is undefined).
pub(crate) fn compile(e: &CExpr, resolve: &impl Fn(&str) -> Option<u32>) -> Compiled {
    let c = |x: &CExpr| Box::new(compile(x, resolve));
    let all = |xs: &[CExpr]| xs.iter().map(|x| compile(x, resolve)).collect();
    match e {
        CExpr::Num(n) => Compiled::Num(*n),
        CExpr::Bool(b) => Compiled::Bool(*b),
        CExpr::Val(v) => resolve(v).map_or(Compiled::Undef, Compiled::Val),
        CExpr::Func(f, args) => compile_func(f, args, resolve),
        CExpr::Neg(a) => Compiled::Neg(c(a)),
        CExpr::Bin(op, a, b) => Compiled::Bin(BinOp::of(*op), c(a), c(b)),
        CExpr::Cmp(operands, ops) => {
            Compiled::Cmp(all(operands), ops.iter().map(|o| CmpOp::of(o)).collect())
        }
        CExpr::And(v) => Compiled::And(all(v)),
        CExpr::Or(v) => Compiled::Or(all(v)),
        CExpr::Not(a) => Compiled::Not(c(a)),
    }
}

fn compile_func(f: &str, args: &[CExpr], resolve: &impl Fn(&str) -> Option<u32>) -> Compiled {
    let c = |x: &CExpr| Box::new(compile(x, resolve));
    let slot = |a: &CExpr| match a {
        CExpr::Val(v) => resolve(v),
        _ => None,
    };
    let fact = |f: Fact, a: &CExpr| slot(a).map_or(Compiled::Undef, |s| Compiled::Fact(f, s));
    match (f, args) {
        ("lo", [a]) => fact(Fact::Lo, a),
        ("hi", [a]) => fact(Fact::Hi, a),
        ("modc", [a]) => fact(Fact::Modc, a),
        ("modr", [a]) => fact(Fact::Modr, a),
        ("bits", [a]) => fact(Fact::Bits, a),
        ("const", [a]) => fact(Fact::Const, a),
        ("signed", [a]) => fact(Fact::Signed, a),
        ("mod", [a, m]) => slot(a).map_or(Compiled::Undef, |s| Compiled::Mod(s, c(m))),
        ("tmin", [a]) => Compiled::Limit(false, slot(a)),
        ("tmax", [a]) => Compiled::Limit(true, slot(a)),
        ("gcd", [a, b]) => Compiled::Fn2(Fn2::Gcd, c(a), c(b)),
        ("min", [a, b]) => Compiled::Fn2(Fn2::Min, c(a), c(b)),
        ("max", [a, b]) => Compiled::Fn2(Fn2::Max, c(a), c(b)),
        ("abs", [a]) => Compiled::Fn1(Fn1::Abs, c(a)),
        ("pow2", [a]) => Compiled::Fn1(Fn1::Pow2, c(a)),
        ("log2", [a]) => Compiled::Fn1(Fn1::Log2, c(a)),
        ("bitlen", [a]) => Compiled::Fn1(Fn1::Bitlen, c(a)),
        ("fits", [a]) => Compiled::Fits(c(a)),
        _ => Compiled::Undef,
    }
}

fn end(v: i64) -> i128 {
    match v {
        NEG_INF => -INF,
        POS_INF => INF,
        v => v as i128,
    }
}

pub(super) fn fin(v: i128) -> bool {
    v.abs() < INF
}

fn norm(v: i128) -> i128 {
    v.clamp(-INF, INF)
}

pub(super) fn int(v: Option<CVal>) -> Option<i128> {
    match v? {
        CVal::Int(i) => Some(i),
        CVal::Bool(_) => None,
    }
}

fn boolean(v: Option<CVal>) -> Option<bool> {
    match v? {
        CVal::Bool(b) => Some(b),
        CVal::Int(_) => None,
    }
}

/// The interval of a `fits` term over the matched classes' bounds (where
/// they are defined: within their type's range), and whether every
/// intermediate value (and the result) lies in the range of the classes'
/// type; `None` when undefined. The term's slots are looked up asking for
/// their linear forms.
fn fits_interval<F>(
    e: &Compiled,
    env: &F,
    ty: &mut Option<DataType>,
    ok: &mut bool,
) -> Option<(Interval, Option<LinView>)>
where
    F: Fn(u32, bool) -> Option<Binding>,
{
    let point = |v: i128| -> Option<(Interval, Option<LinView>)> {
        let p = Interval::point(i64::try_from(v).ok()?);
        let l = LinView {
            constant: v,
            terms: Vec::new(),
        };
        Some((p, Some(l)))
    };
    let (iv, lin) = match e {
        Compiled::Num(n) => point(*n)?,
        Compiled::Val(s) => match env(*s, true)? {
            Binding::Value(x) => point(x)?,
            Binding::Class(d) | Binding::Form(d, _) if d.constant().is_some() => {
                *ty = ty.or(d.ty);
                point(d.constant()? as i128)?
            }
            Binding::Class(d) => {
                *ty = ty.or(d.ty);
                (d.defined_range(), None)
            }
            Binding::Form(d, l) => {
                *ty = ty.or(d.ty);
                (d.defined_range(), Some(l))
            }
        },
        Compiled::Neg(a) => {
            let (x, l) = fits_interval(a, env, ty, ok)?;
            (x.neg(), l.and_then(|l| l.scale(-1)))
        }
        Compiled::Bin(op, a, b) => {
            let (x, lx) = fits_interval(a, env, ty, ok)?;
            let (y, ly) = fits_interval(b, env, ty, ok)?;
            let constant = |l: &Option<LinView>| match l {
                Some(l) if l.terms.is_empty() => Some(l.constant),
                _ => None,
            };
            let lin = match (op, &lx, &ly) {
                (BinOp::Add, Some(p), Some(q)) => p.combine(q, 1),
                (BinOp::Sub, Some(p), Some(q)) => p.combine(q, -1),
                (BinOp::Mul, Some(p), _) if constant(&ly).is_some() => {
                    constant(&ly).and_then(|c| p.scale(c))
                }
                (BinOp::Mul, _, Some(q)) if constant(&lx).is_some() => {
                    constant(&lx).and_then(|c| q.scale(c))
                }
                _ => None,
            };
            let iv = match op {
                BinOp::Add => x.add(&y),
                BinOp::Sub => x.sub(&y),
                BinOp::Mul => x.mul(&y),
                _ => return None,
            };
            let iv = match &lin {
                Some(l) => iv.meet(&l.interval()),
                None => iv,
            };
            (iv, lin)
        }
        _ => return None,
    };
    if !matches!(e, Compiled::Num(_) | Compiled::Val(_)) {
        *ok = *ok && ty.is_some() && interval_fits(&iv, *ty);
    }
    Some((iv, lin))
}

/// The class facts of a binding (`None` for a known integer).
fn class(b: &Binding) -> Option<&ClassData> {
    match b {
        Binding::Class(d) | Binding::Form(d, _) => Some(d),
        Binding::Value(_) => None,
    }
}

/// A fact of a binding: of the class's facts, or of a known integer.
fn fact(f: Fact, b: &Binding) -> Option<CVal> {
    let d = match b {
        Binding::Class(d) | Binding::Form(d, _) => d,
        Binding::Value(x) => {
            return Some(match f {
                Fact::Lo | Fact::Hi | Fact::Modr => CVal::Int(*x),
                Fact::Modc => CVal::Int(0),
                Fact::Bits => CVal::Int(64),
                Fact::Const | Fact::Signed => CVal::Bool(true),
            });
        }
    };
    Some(match f {
        Fact::Lo => CVal::Int(end(d.range.lo)),
        Fact::Hi => CVal::Int(end(d.range.hi)),
        Fact::Modc => CVal::Int(d.modset.coeff as i128),
        Fact::Modr => CVal::Int(d.modset.base as i128),
        Fact::Bits => CVal::Int(d.ty?.bits as i128),
        Fact::Const => CVal::Bool(d.constant().is_some()),
        Fact::Signed => CVal::Bool(d.ty?.is_int()),
    })
}

/// Evaluates a compiled expression; `None` when undefined. `env` gives the
/// binding of a slot, told whether a linear form is wanted (only under
/// `fits`; elsewhere a `Form` reads as its `Class`). With `exact` false,
/// `fits(...)` is true and `tmin`/`tmax` are infinite (see [`super::eval`]).
pub(crate) fn eval<F>(e: &Compiled, env: &F, exact: bool) -> Option<CVal>
where
    F: Fn(u32, bool) -> Option<Binding>,
{
    let ev = |x: &Compiled| eval(x, env, exact);
    let evi = |x: &Compiled| int(eval(x, env, exact));
    Some(match e {
        Compiled::Num(n) => CVal::Int(*n),
        Compiled::Bool(b) => CVal::Bool(*b),
        Compiled::Undef => return None,
        Compiled::Val(s) => match env(*s, false)? {
            Binding::Value(x) => CVal::Int(x),
            Binding::Class(d) | Binding::Form(d, _) => CVal::Int(d.constant()? as i128),
        },
        Compiled::Fact(f, s) => fact(*f, &env(*s, false)?)?,
        Compiled::Mod(s, m) => {
            let m = evi(m)?;
            if m <= 0 || !fin(m) {
                return None;
            }
            CVal::Int(match env(*s, false)? {
                Binding::Value(x) => x.rem_euclid(m),
                Binding::Class(d) | Binding::Form(d, _) => {
                    d.modset.rem(i64::try_from(m).ok()?)? as i128
                }
            })
        }
        Compiled::Limit(max, s) => {
            if !exact {
                CVal::Int(if *max { INF } else { -INF })
            } else {
                let (lo, hi) = class(&env((*s)?, false)?)?.ty?.int_range()?;
                CVal::Int(if *max { hi } else { lo })
            }
        }
        Compiled::Fits(a) => {
            if !exact {
                return Some(CVal::Bool(true));
            }
            let (mut ty, mut ok) = (None, true);
            fits_interval(a, env, &mut ty, &mut ok)?;
            CVal::Bool(ok && ty.is_some())
        }
        Compiled::Fn1(f, a) => {
            let v = evi(a)?;
            match f {
                Fn1::Abs => CVal::Int(v.abs()),
                // 2^e for 0 <= e < 64.
                Fn1::Pow2 => CVal::Int(1i128 << (0..64).contains(&v).then_some(v)?),
                // The exponent of a power of two (undefined for anything
                // else).
                Fn1::Log2 => {
                    let ok = fin(v) && v > 0 && v & (v - 1) == 0;
                    CVal::Int(ok.then(|| v.trailing_zeros() as i128)?)
                }
                // The number of bits of a non-negative value (bitlen(0) = 0).
                Fn1::Bitlen => {
                    let ok = fin(v) && v >= 0;
                    CVal::Int(ok.then(|| 128 - v.leading_zeros() as i128)?)
                }
            }
        }
        Compiled::Fn2(f, a, b) => {
            let (x, y) = (evi(a)?, evi(b)?);
            CVal::Int(match f {
                Fn2::Gcd => {
                    if !fin(x) || !fin(y) {
                        return None;
                    }
                    gcd(x, y)
                }
                Fn2::Min => x.min(y),
                Fn2::Max => x.max(y),
            })
        }
        Compiled::Neg(a) => CVal::Int(-evi(a)?),
        Compiled::Bin(op, a, b) => CVal::Int(arith(*op, evi(a)?, evi(b)?)?),
        Compiled::Cmp(operands, ops) => {
            // Every operand first (an undefined one makes the chain
            // undefined), on the stack for the usual short chains.
            let mut short = [CVal::Int(0); 4];
            let holds = if operands.len() <= short.len() {
                for (slot, x) in short.iter_mut().zip(operands) {
                    *slot = ev(x)?;
                }
                chain_holds(&short[..operands.len()], ops)
            } else {
                let vals: Vec<CVal> = operands.iter().map(ev).collect::<Option<_>>()?;
                chain_holds(&vals, ops)
            };
            CVal::Bool(holds?)
        }
        Compiled::And(v) => {
            for x in v {
                if !boolean(ev(x))? {
                    return Some(CVal::Bool(false));
                }
            }
            CVal::Bool(true)
        }
        Compiled::Or(v) => {
            // Undefined operands make the condition undefined even if another
            // operand is true: conditions must not depend on evaluation order.
            let mut any = false;
            for x in v {
                any |= boolean(ev(x))?;
            }
            CVal::Bool(any)
        }
        Compiled::Not(a) => CVal::Bool(!boolean(ev(a))?),
    })
}

/// Evaluates a compiled condition: true only when defined and true.
pub(crate) fn eval_cond<F>(e: &Compiled, env: &F, exact: bool) -> bool
where
    F: Fn(u32, bool) -> Option<Binding>,
{
    matches!(eval(e, env, exact), Some(CVal::Bool(true)))
}

/// Evaluates a compiled `where` expression to a finite integer.
pub(crate) fn eval_value<F>(e: &Compiled, env: &F) -> Option<i128>
where
    F: Fn(u32, bool) -> Option<Binding>,
{
    int(eval(e, env, true)).filter(|v| fin(*v))
}

/// `x op y` over the integers extended with `-INF` and `INF`; `None` where
/// undefined (`inf - inf`, `0 * inf`, division by zero or by an infinity).
fn arith(op: BinOp, x: i128, y: i128) -> Option<i128> {
    Some(match op {
        BinOp::Add => {
            if (x >= INF && y <= -INF) || (x <= -INF && y >= INF) {
                return None;
            }
            norm(x + y)
        }
        BinOp::Sub => {
            if (x >= INF && y >= INF) || (x <= -INF && y <= -INF) {
                return None;
            }
            norm(x - y)
        }
        BinOp::Mul => {
            if (!fin(x) && y == 0) || (!fin(y) && x == 0) {
                return None;
            }
            if !fin(x) || !fin(y) {
                if (x < 0) == (y < 0) { INF } else { -INF }
            } else {
                norm(x.checked_mul(y)?)
            }
        }
        BinOp::Div if fin(x) && fin(y) => floor_div(x, y)?,
        BinOp::Mod if fin(x) && fin(y) => floor_mod(x, y)?,
        _ => return None,
    })
}

/// Whether a comparison chain `vals[0] ops[0] vals[1] ...` holds; `None`
/// when an operator does not apply to its operands (an order on booleans,
/// an integer against a boolean).
fn chain_holds(vals: &[CVal], ops: &[CmpOp]) -> Option<bool> {
    for (i, op) in ops.iter().enumerate() {
        let ok = match (vals[i], vals[i + 1]) {
            (CVal::Int(a), CVal::Int(b)) => match op {
                CmpOp::Lt => a < b,
                CmpOp::Le => a <= b,
                CmpOp::Gt => a > b,
                CmpOp::Ge => a >= b,
                CmpOp::Eq => a == b,
                CmpOp::Ne | CmpOp::Other => a != b,
            },
            (CVal::Bool(a), CVal::Bool(b)) => match op {
                CmpOp::Eq => a == b,
                CmpOp::Ne => a != b,
                _ => return None,
            },
            _ => return None,
        };
        if !ok {
            return Some(false);
        }
    }
    Some(true)
}
