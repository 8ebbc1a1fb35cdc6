//! Rule sides ([`Term`]s) as e-graph terms.
//!
//! Pattern variables become variable leaves (`int64`, or `bool` where the
//! variable is used as a truth value: an operand of `and`/`or`/`not`, a
//! `select` condition, or a comparison operand of `==`/`!=` next to a
//! boolean); literals get the type of their context. The variable table is
//! shared by both sides of a rule, so `?x` is one leaf in both.
//!
//! ```
//! use tirsat_arith::rules::RuleSet;
//! use tirsat_tools::explore::term::RuleTerms;
//! let rs = RuleSet::parse("r: (and (< ?x ?y) ?b) => (< ?x 0)", "t.rules").unwrap();
//! let t = RuleTerms::new(&rs.rules()[0].lhs, &rs.rules()[0].rhs).unwrap();
//! assert_eq!(t.vars.len(), 3);
//! assert!(t.vars[2].1.is_bool());
//! ```

use egg::{Id, RecExpr, Symbol};

use tirsat_arith::lang::{Const, Lang, TyLeaf, VarLeaf, make_op};
use tirsat_arith::rules::Term;
use tirsat_ir::DataType;

/// Both sides of a rule as terms over one variable table.
#[derive(Clone, Debug)]
pub struct RuleTerms {
    /// Pattern variables (in order of first appearance) and their types.
    pub vars: Vec<(String, DataType)>,
    pub lhs: RecExpr<Lang>,
    pub rhs: RecExpr<Lang>,
}

/// `Some(true)` when `t` is boolean, `Some(false)` when it is an integer,
/// `None` when its context decides (a literal).
fn is_bool_term(t: &Term, bools: &[String]) -> Option<bool> {
    match t {
        Term::Lit(_) => None,
        Term::Ty(_) => Some(false),
        Term::Var(v) => Some(bools.contains(v)),
        Term::Op(op, ch) => match op.as_str() {
            "==" | "!=" | "<" | "<=" | ">" | ">=" | "and" | "or" | "not" => Some(true),
            "select" => is_bool_term(&ch[1], bools).or_else(|| is_bool_term(&ch[2], bools)),
            "cast" => match &ch[0] {
                Term::Ty(t) => Some(t.is_bool()),
                _ => Some(false),
            },
            _ => ch.iter().find_map(|c| is_bool_term(c, bools)),
        },
    }
}

/// Whether operand `i` of `op` (operands `ch`, in context `ctx`: the term
/// is a truth value) is a truth value; `None` for an integer operator, whose
/// operands are integers where it is one.
fn operand_is_bool(op: &str, i: usize, ch: &[Term], ctx: bool, bools: &[String]) -> Option<bool> {
    match op {
        "and" | "or" | "not" => Some(true),
        "select" if i == 0 => Some(true),
        "select" => Some(ctx),
        "==" | "!=" => Some(ch.iter().any(|o| is_bool_term(o, bools) == Some(true))),
        "<" | "<=" | ">" | ">=" | "cast" => Some(false),
        _ => None,
    }
}

/// Marks variables used in boolean positions; `ctx` is the context of `t`.
fn mark_bools(t: &Term, ctx: bool, out: &mut Vec<String>) -> bool {
    let mut changed = false;
    match t {
        Term::Var(v) if ctx && !out.contains(v) => {
            out.push(v.clone());
            changed = true;
        }
        Term::Op(op, ch) => {
            let snapshot = out.clone();
            for (i, c) in ch.iter().enumerate() {
                let cctx = operand_is_bool(op, i, ch, ctx, &snapshot).unwrap_or(ctx);
                changed |= mark_bools(c, cctx, out);
            }
        }
        _ => {}
    }
    changed
}

struct Builder<'a> {
    vars: &'a [(String, DataType)],
    rec: RecExpr<Lang>,
}

impl Builder<'_> {
    fn add(&mut self, t: &Term, want_bool: bool) -> Result<Id, String> {
        match t {
            Term::Lit(v) => Ok(self.rec.add(Lang::Const(if want_bool {
                if *v != 0 && *v != 1 {
                    return Err(format!("literal {v} used as a truth value"));
                }
                Const::boolean(*v != 0)
            } else {
                Const::new(*v, DataType::i64())
            }))),
            Term::Ty(ty) => Ok(self.rec.add(Lang::Ty(TyLeaf(*ty)))),
            Term::Var(v) => {
                let idx = self
                    .vars
                    .iter()
                    .position(|(n, _)| n == v)
                    .ok_or_else(|| format!("unbound {v}"))?;
                let ty = self.vars[idx].1;
                if ty.is_bool() != want_bool {
                    return Err(format!(
                        "{v} is used both as an integer and as a truth value"
                    ));
                }
                Ok(self.rec.add(Lang::Var(VarLeaf {
                    idx: idx as u32,
                    name: Symbol::from(v.trim_start_matches('?')),
                    ty,
                })))
            }
            Term::Op(op, ch) => {
                let bools: Vec<String> = self
                    .vars
                    .iter()
                    .filter(|(_, t)| t.is_bool())
                    .map(|(n, _)| n.clone())
                    .collect();
                let mut ids = Vec::with_capacity(ch.len());
                for (i, c) in ch.iter().enumerate() {
                    let b = match operand_is_bool(op, i, ch, want_bool, &bools) {
                        Some(b) => b,
                        None if want_bool => {
                            return Err(format!("`{op}` used as a truth value"));
                        }
                        None => false,
                    };
                    ids.push(self.add(c, b)?);
                }
                let is_bool_op = matches!(
                    op.as_str(),
                    "==" | "!=" | "<" | "<=" | ">" | ">=" | "and" | "or" | "not"
                );
                if is_bool_op && !want_bool {
                    return Err(format!("truth value `{op}` used as an integer"));
                }
                let node = make_op(op, &ids).ok_or_else(|| format!("bad operator `{op}`"))?;
                Ok(self.rec.add(node))
            }
        }
    }
}

impl RuleTerms {
    /// Types the variables of `lhs` and `rhs` and builds both terms; an error
    /// when a variable or literal is used both as an integer and as a truth
    /// value.
    pub fn new(lhs: &Term, rhs: &Term) -> Result<Self, String> {
        let mut names = Vec::new();
        lhs.vars(&mut names);
        rhs.vars(&mut names);
        let mut bools = Vec::new();
        // The root context: the other side's type (integer by default).
        loop {
            let root = is_bool_term(lhs, &bools)
                .or_else(|| is_bool_term(rhs, &bools))
                .unwrap_or(false);
            let a = mark_bools(lhs, root, &mut bools);
            let b = mark_bools(rhs, root, &mut bools);
            if !(a || b) {
                break;
            }
        }
        let root = is_bool_term(lhs, &bools)
            .or_else(|| is_bool_term(rhs, &bools))
            .unwrap_or(false);
        let vars: Vec<(String, DataType)> = names
            .into_iter()
            .map(|n| {
                let ty = if bools.contains(&n) {
                    DataType::bool()
                } else {
                    DataType::i64()
                };
                (n, ty)
            })
            .collect();
        let mut lb = Builder {
            vars: &vars,
            rec: RecExpr::default(),
        };
        lb.add(lhs, root)?;
        let lhs = lb.rec;
        let mut rb = Builder {
            vars: &vars,
            rec: RecExpr::default(),
        };
        rb.add(rhs, root)?;
        let rhs = rb.rec;
        Ok(RuleTerms { vars, lhs, rhs })
    }
}
