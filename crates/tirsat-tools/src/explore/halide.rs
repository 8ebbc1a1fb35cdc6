//! Reader of Halide's rewrite rules in Ruler's s-expression form
//! (`../shared/expr-bench/ruler-halide-rules/baseline/*.rules`).
//!
//! One rule per line, `LHS ==> RHS`, prefix s-expressions with pattern
//! variables `?x`. Operators map to ours: `+ - * min max select < <= > >= ==
//! !=` as they are, `/` to `floordiv`, `%` to `floormod` (Halide's division
//! is Euclidean: the same as floor division for a positive divisor), `&& || !`
//! to `and or not`, `<< >> & ^ ~` to the shifts and bitwise operators,
//! unary `-x` to `(- 0 x)`, `true`/`false` to 1/0. Rules
//! with an operator we do not have (`likely`, `ramp`, ...) are listed in
//! [`HalideRules::skipped`] with the reason; malformed lines are errors
//! located at `FILE:LINE:COL`. Each rule is named `halide-LINE`.
//!
//! ```
//! use tirsat_tools::explore::halide::read_halide_rules;
//! let text = "(+ ?x 0) ==> ?x\n(- (- ?x)) ==> ?x\n(likely ?x) ==> ?x\n(^ ?x ?x) ==> 0\n";
//! let hr = read_halide_rules(text, "h.rules").unwrap();
//! assert_eq!(hr.rules.len(), 3);
//! assert_eq!(hr.rules[1].lhs.to_string(), "(- 0 (- 0 ?x))");
//! assert_eq!(hr.skipped.len(), 1);
//! assert!(read_halide_rules("(+ ?x 0) => ?x", "h.rules").unwrap_err().to_string().starts_with("h.rules:1:"));
//! ```

use serde::Serialize;
use symbolic_expressions::Sexp;

use tirsat_arith::lang::{OPERATORS, op_alias};
use tirsat_arith::rules::{AtomError, Rule, RuleError, Term, read_atom};

/// The rules of one file.
#[derive(Clone, Debug)]
pub struct HalideRules {
    pub rules: Vec<Rule>,
    /// Lines not read as rules, with the reason (an operator we lack).
    pub skipped: Vec<Skipped>,
}

/// A rule left out.
#[derive(Clone, Debug, Serialize)]
pub struct Skipped {
    pub file: String,
    pub line: usize,
    pub reason: String,
}

enum SideError {
    /// An operator or atom we do not support: skip the rule.
    Unsupported(String),
    /// A malformed term: an error.
    Malformed(String),
}

fn to_term(s: &Sexp, depth: usize) -> Result<Term, SideError> {
    if depth > 64 {
        return Err(SideError::Malformed("term nested too deeply".into()));
    }
    match s {
        Sexp::String(a) => atom(a),
        Sexp::Empty => Err(SideError::Malformed("empty list".into())),
        Sexp::List(items) => {
            let Some(Sexp::String(head)) = items.first() else {
                return Err(SideError::Malformed(
                    "a list must start with an operator name".into(),
                ));
            };
            let args: Vec<Term> = items[1..]
                .iter()
                .map(|x| to_term(x, depth + 1))
                .collect::<Result<_, _>>()?;
            let name = match head.as_str() {
                "/" => "floordiv",
                "%" => "floormod",
                "-" if args.len() == 1 => {
                    return Ok(Term::Op(
                        "-".into(),
                        vec![
                            Term::Lit(0),
                            args.into_iter().next().unwrap_or(Term::Lit(0)),
                        ],
                    ));
                }
                h => op_alias(h),
            };
            let Some(&(op, arity)) = OPERATORS.iter().find(|(n, _)| *n == name) else {
                return Err(SideError::Unsupported(format!("operator `{head}`")));
            };
            if op == "cast" {
                return Err(SideError::Unsupported("operator `cast`".into()));
            }
            if args.len() != arity {
                return Err(SideError::Malformed(format!(
                    "`{head}` takes {arity} operand(s), got {}",
                    args.len()
                )));
            }
            Ok(Term::Op(op.to_string(), args))
        }
    }
}

/// An atom of a Halide rule: ours ([`read_atom`]) but for type names, which
/// the Halide reader does not translate.
fn atom(a: &str) -> Result<Term, SideError> {
    match read_atom(a) {
        Ok(Term::Ty(_)) | Err(AtomError::Unknown) => {
            Err(SideError::Unsupported(format!("atom `{a}`")))
        }
        Ok(t) => Ok(t),
        Err(AtomError::Malformed(m)) => Err(SideError::Malformed(m)),
    }
}

/// Reads a Halide rule file (`file` names it in errors and rule locations).
pub fn read_halide_rules(text: &str, file: &str) -> Result<HalideRules, RuleError> {
    let mut out = HalideRules {
        rules: Vec::new(),
        skipped: Vec::new(),
    };
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let t = raw.trim();
        if t.is_empty() || t.starts_with('#') || t.starts_with(';') {
            continue;
        }
        let err = |col: usize, msg: String| RuleError {
            file: file.to_string(),
            line,
            col,
            msg,
        };
        let Some(arrow) = raw.find("==>") else {
            return Err(err(1, "expected `LHS ==> RHS`".into()));
        };
        let mut sides = Vec::new();
        let mut unsupported = None;
        for (text, col) in [(&raw[..arrow], 1), (&raw[arrow + 3..], arrow + 4)] {
            let sexp = symbolic_expressions::parser::parse_str(text.trim())
                .map_err(|e| err(col, format!("bad s-expression: {e}")))?;
            match to_term(&sexp, 0) {
                Ok(t) => sides.push(t),
                Err(SideError::Malformed(m)) => return Err(err(col, m)),
                Err(SideError::Unsupported(m)) => {
                    unsupported.get_or_insert(m);
                }
            }
        }
        if let Some(m) = unsupported {
            out.skipped.push(Skipped {
                file: file.to_string(),
                line,
                reason: format!("unsupported {m}"),
            });
            continue;
        }
        let rhs = sides.pop().unwrap_or(Term::Lit(0));
        let lhs = sides.pop().unwrap_or(Term::Lit(0));
        if !matches!(lhs, Term::Op(..)) {
            out.skipped.push(Skipped {
                file: file.to_string(),
                line,
                reason: "the left-hand side is not an operator application".into(),
            });
            continue;
        }
        let mut lv = Vec::new();
        lhs.vars(&mut lv);
        let mut rv = Vec::new();
        rhs.vars(&mut rv);
        if let Some(u) = rv.iter().find(|v| !lv.contains(v)) {
            return Err(err(
                arrow + 4,
                format!("the right-hand side uses unbound {u}"),
            ));
        }
        out.rules.push(Rule::unconditional(
            format!("halide-{line}"),
            file.to_string(),
            line,
            lhs,
            rhs,
        ));
    }
    Ok(out)
}
