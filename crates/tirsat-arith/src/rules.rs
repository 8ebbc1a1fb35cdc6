//! Rewrite rules as data: the `.rules` file format and rule sets.
//!
//! One rule per logical line (a line starting with whitespace continues the
//! previous one; `#` starts a comment):
//!
//! ```text
//! NAME: LHS => RHS [if CONDITION] [where ?v = EXPR, ...] [prefer]
//! ```
//!
//! `prefer` marks the right-hand side as the form TVM prints: among results
//! of equal size the extractor picks it.
//!
//! A rule whose right-hand side is `@APPLIER` names a rewrite written in Rust
//! (an *applier rule*, e.g. the linear forms of [`linear`](super::linear)):
//!
//! ```text
//! NAME: (OP ?a ?b) [| (OP2 ?a ?b)]... => @APPLIER
//! ```
//!
//! The e-classes holding a node of one of the listed operators are offered to
//! the applier, which decides what to add (it is exact on its own; it takes
//! no `if`, `where` or `prefer`). The rule set knows no rule by name: a
//! directory that leaves an applier rule out does without that rewrite, and
//! an unknown `@APPLIER` is an error located at its `@`
//! ([`appliers::REGISTRY`](super::appliers::REGISTRY) lists the known ones).
//!
//! `LHS` and `RHS` are s-expressions over the operators of
//! [`Lang`] (`+ - * floordiv floormod truncdiv truncmod min
//! max select == != < <= > >= and or not cast`; aliases `// % && || !`),
//! pattern variables `?x`, integer literals, `true`/`false` and, as the first
//! operand of `cast`, a type name. The condition language and the `where`
//! bindings (constants computed from matched constants) are described in
//! [`cond`](super::cond). A literal on the left-hand side matches any class
//! whose analysis proves it equal to that constant; a literal on the
//! right-hand side takes the type of its context.
//!
//! ```
//! use tirsat_arith::rules::RuleSet;
//! let text = "
//! ## floor division by one
//! div-one: (floordiv ?x 1) => ?x
//! mod-small: (floormod ?x ?c) => ?x
//!     if 0 <= lo(?x) and hi(?x) < ?c
//! div-div: (floordiv (floordiv ?x ?a) ?b) => (floordiv ?x ?ab)
//!     if ?a > 0 and ?b > 0 where ?ab = ?a * ?b
//! ";
//! let rs = RuleSet::parse(text, "demo.rules").unwrap();
//! assert_eq!(rs.rules().len(), 3);
//! assert_eq!(rs.rules()[1].line, 4);
//! let err = RuleSet::parse("bad: (floordiv ?x) => ?x", "bad.rules").unwrap_err();
//! assert!(err.to_string().starts_with("bad.rules:1:"), "{err}");
//!
//! let sums = RuleSet::parse("linear-sum: (+ ?a ?b) | (- ?a ?b) => @linear_sum", "l.rules").unwrap();
//! assert_eq!(sums.applier_rules()[0].applier, "linear_sum");
//! assert_eq!(sums.rewrites().len(), 1);
//! let err = RuleSet::parse("s: (+ ?a ?b) => @frob", "l.rules").unwrap_err();
//! assert!(err.to_string().starts_with("l.rules:1:17: unknown applier `@frob`"), "{err}");
//! ```

use std::collections::BTreeSet;
use std::fmt;
use std::path::Path;
use std::sync::{Arc, OnceLock};

use egg::Rewrite;
use symbolic_expressions::Sexp;

use super::analysis::ArithAnalysis;
use super::cond::{CExpr, parse_bindings, parse_cond, vars_of};
use super::lang::{Lang, OPERATORS, make_op, op_alias};
use super::rewrite::compile_rule;
use tirsat_ir::DataType;

/// A rule-file error, located at `FILE:LINE:COL`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct RuleError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub msg: String,
}

impl fmt::Display for RuleError {
    /// `FILE:LINE:COL: message` (1-based), or `FILE: message` for an error
    /// without a position in the file (`line` 0: an unreadable file or
    /// directory).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file, self.msg)
        } else {
            write!(
                f,
                "{}:{}:{}: {}",
                self.file,
                self.line,
                self.col.max(1),
                self.msg
            )
        }
    }
}

/// The text of a rule file's bytes; invalid UTF-8 is an error at the line
/// and column (in characters, 1-based) of its first bad byte.
fn utf8_text(bytes: &[u8], file: &str) -> Result<String, RuleError> {
    match std::str::from_utf8(bytes) {
        Ok(t) => Ok(t.to_string()),
        Err(e) => {
            let good = &bytes[..e.valid_up_to()];
            let prefix = std::str::from_utf8(good).unwrap_or("");
            let line = prefix.matches('\n').count() + 1;
            let col = prefix.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            Err(RuleError {
                file: file.to_string(),
                line,
                col,
                msg: format!(
                    "invalid UTF-8 (byte 0x{:02x})",
                    bytes.get(e.valid_up_to()).copied().unwrap_or(0)
                ),
            })
        }
    }
}

/// A side of a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Term {
    /// An operator (canonical name, see [`OPERATORS`]) applied to operands.
    Op(String, Vec<Term>),
    /// A pattern variable `?x` (or, on the right, a `where` name).
    Var(String),
    /// An integer literal (`true` = 1, `false` = 0).
    Lit(i64),
    /// A type name (first operand of `cast`).
    Ty(DataType),
}

impl Term {
    /// Pattern variables in order of first appearance.
    pub fn vars(&self, out: &mut Vec<String>) {
        match self {
            Term::Op(_, ch) => ch.iter().for_each(|c| c.vars(out)),
            Term::Var(v) => {
                if !out.contains(v) {
                    out.push(v.clone())
                }
            }
            Term::Lit(_) | Term::Ty(_) => {}
        }
    }
    /// True when an operator of the term satisfies `f` (given its name).
    pub fn any_op(&self, f: &dyn Fn(&str) -> bool) -> bool {
        match self {
            Term::Op(op, ch) => f(op) || ch.iter().any(|c| c.any_op(f)),
            _ => false,
        }
    }
    /// Number of nodes.
    pub fn size(&self) -> usize {
        match self {
            Term::Op(_, ch) => 1 + ch.iter().map(Term::size).sum::<usize>(),
            _ => 1,
        }
    }
}

impl fmt::Display for Term {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Term::Op(op, ch) => {
                write!(f, "({op}")?;
                for c in ch {
                    write!(f, " {c}")?;
                }
                write!(f, ")")
            }
            Term::Var(v) => write!(f, "{v}"),
            Term::Lit(v) => write!(f, "{v}"),
            Term::Ty(t) => write!(f, "{t}"),
        }
    }
}

/// One rewrite rule.
#[derive(Clone, Debug, PartialEq)]
pub struct Rule {
    pub name: String,
    /// The file the rule came from (as given to the loader).
    pub file: String,
    /// 1-based line of the rule's first line.
    pub line: usize,
    pub lhs: Term,
    pub rhs: Term,
    /// `where` bindings, evaluated in order before the condition.
    pub bindings: Vec<(String, CExpr)>,
    pub cond: Option<CExpr>,
    /// The condition's source text (for messages).
    pub cond_text: Option<String>,
    /// `prefer`: the right-hand side is the form TVM prints; the extractor
    /// prefers it among candidates of equal size.
    pub prefer: bool,
}

impl Rule {
    /// A rule without `where` bindings, condition or `prefer`, as the rule
    /// explorers write them.
    pub fn unconditional(name: String, file: String, line: usize, lhs: Term, rhs: Term) -> Rule {
        Rule {
            name,
            file,
            line,
            lhs,
            rhs,
            bindings: Vec::new(),
            cond: None,
            cond_text: None,
            prefer: false,
        }
    }
}

/// A rule whose rewrite is a built-in applier: `NAME: LHS [| LHS]... => @APPLIER`.
#[derive(Clone, Debug, PartialEq)]
pub struct ApplierRule {
    pub name: String,
    /// The file the rule came from (as given to the loader).
    pub file: String,
    /// 1-based line of the rule's first line.
    pub line: usize,
    /// 1-based line and column of the `@`.
    pub at: (usize, usize),
    /// The operator patterns (`(+ ?a ?b)`): e-classes holding a node of one
    /// of these operators are offered to the applier.
    pub lhs: Vec<Term>,
    /// The applier's name, without the `@`.
    pub applier: String,
}

impl fmt::Display for ApplierRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.name)?;
        for (i, l) in self.lhs.iter().enumerate() {
            if i > 0 {
                write!(f, " | ")?;
            }
            write!(f, "{l}")?;
        }
        write!(f, " => @{}", self.applier)
    }
}

/// One entry of a rule file.
enum Entry {
    Rule(Rule),
    Applier(ApplierRule),
}

/// A set of rules and the e-graph rewrites compiled from them. Clones share
/// one compiled set.
#[derive(Clone)]
pub struct RuleSet(Arc<Compiled>);

/// The contents of a [`RuleSet`].
struct Compiled {
    rules: Vec<Rule>,
    appliers: Vec<ApplierRule>,
    rewrites: Vec<Rewrite<Lang, ArithAnalysis>>,
    /// For each set of operator families an e-graph has (a mask of
    /// [`Lang::family`] bits), the indices into `rewrites` of the entries
    /// that can match in it: those whose left-hand side needs no other
    /// family, after adding the families the rules can write from those
    /// present (a right-hand side's operators; an applier writes only
    /// families of the e-graph it reads).
    by_families: Vec<Vec<usize>>,
    /// For each set of families, the families the rules can write from it
    /// (itself included).
    reach: Vec<u8>,
}

impl fmt::Debug for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RuleSet")
            .field("rules", &self.0.rules.len())
            .finish()
    }
}

/// The rule files shipped with tirsat (the contents of `rules/`), compiled in
/// so the library works from any directory.
pub const BUILTIN_RULE_FILES: [(&str, &str); 8] = [
    (
        "rules/arith.rules",
        include_str!("../../../rules/arith.rules"),
    ),
    (
        "rules/divmod.rules",
        include_str!("../../../rules/divmod.rules"),
    ),
    (
        "rules/minmax.rules",
        include_str!("../../../rules/minmax.rules"),
    ),
    (
        "rules/compare.rules",
        include_str!("../../../rules/compare.rules"),
    ),
    (
        "rules/align.rules",
        include_str!("../../../rules/align.rules"),
    ),
    (
        "rules/bits.rules",
        include_str!("../../../rules/bits.rules"),
    ),
    (
        "rules/select.rules",
        include_str!("../../../rules/select.rules"),
    ),
    (
        "rules/linear.rules",
        include_str!("../../../rules/linear.rules"),
    ),
];

/// Maps character offsets of a logical rule line back to file positions.
struct Logical {
    text: String,
    pos: Vec<(usize, usize)>,
}

impl Logical {
    fn at(&self, off: usize) -> (usize, usize) {
        match self.pos.get(off) {
            Some(p) => *p,
            // Just past the end of the text.
            None => self.pos.last().map_or((1, 1), |(l, c)| (*l, c + 1)),
        }
    }
}

struct Ctx<'a> {
    file: &'a str,
    logical: &'a Logical,
}

impl Ctx<'_> {
    fn err(&self, off: usize, msg: impl Into<String>) -> RuleError {
        let (line, col) = self.logical.at(off);
        RuleError {
            file: self.file.to_string(),
            line,
            col,
            msg: msg.into(),
        }
    }
}

fn split_logical_lines(text: &str) -> Vec<Logical> {
    let mut out: Vec<Logical> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        // Strip comments.
        let line = match raw.find('#') {
            Some(p) => &raw[..p],
            None => raw,
        };
        if line.trim().is_empty() {
            continue;
        }
        let continues = line.starts_with(' ') || line.starts_with('\t');
        let mut chars: Vec<(char, (usize, usize))> = Vec::new();
        for (col, c) in line.chars().enumerate() {
            chars.push((c, (line_no, col + 1)));
        }
        match out.last_mut() {
            Some(l) if continues => {
                l.text.push(' ');
                l.pos.push((line_no, 1));
                for (c, p) in chars {
                    l.text.push(c);
                    l.pos.push(p);
                }
            }
            _ => {
                let mut l = Logical {
                    text: String::new(),
                    pos: Vec::new(),
                };
                for (c, p) in chars {
                    l.text.push(c);
                    l.pos.push(p);
                }
                out.push(l);
            }
        }
    }
    out
}

/// Reads one s-expression starting at char offset `start` of `cs`; returns
/// its end offset (exclusive).
fn sexp_extent(cs: &[char], start: usize, ctx: &Ctx) -> Result<usize, RuleError> {
    if start >= cs.len() {
        return Err(ctx.err(start, "expected an s-expression"));
    }
    if cs[start] == '(' {
        let mut depth = 0usize;
        for (i, c) in cs.iter().enumerate().skip(start) {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(i + 1);
                    }
                }
                _ => {}
            }
        }
        Err(ctx.err(start, "unbalanced parenthesis"))
    } else if cs[start] == ')' {
        Err(ctx.err(start, "unexpected `)`"))
    } else {
        let mut i = start;
        while i < cs.len() && !cs[i].is_whitespace() && cs[i] != '(' && cs[i] != ')' {
            i += 1;
        }
        Ok(i)
    }
}

fn skip_ws(cs: &[char], mut i: usize) -> usize {
    while i < cs.len() && cs[i].is_whitespace() {
        i += 1;
    }
    i
}

const MAX_TERM_DEPTH: usize = 64;

fn sexp_to_term(s: &Sexp, ctx: &Ctx, off: usize, depth: usize) -> Result<Term, RuleError> {
    if depth > MAX_TERM_DEPTH {
        return Err(ctx.err(off, "term nested too deeply"));
    }
    match s {
        Sexp::String(a) => atom_to_term(a, ctx, off),
        Sexp::List(items) => {
            let Some(Sexp::String(head)) = items.first() else {
                return Err(ctx.err(off, "a list must start with an operator name"));
            };
            let op = op_alias(head);
            let Some(&(name, arity)) = OPERATORS.iter().find(|(n, _)| *n == op) else {
                return Err(ctx.err(off, format!("unknown operator `{head}`")));
            };
            if items.len() - 1 != arity {
                return Err(ctx.err(
                    off,
                    format!("`{name}` takes {arity} operand(s), got {}", items.len() - 1),
                ));
            }
            let mut ch = Vec::with_capacity(arity);
            for (i, it) in items[1..].iter().enumerate() {
                let t = sexp_to_term(it, ctx, off, depth + 1)?;
                let is_ty = matches!(t, Term::Ty(_));
                if (name == "cast" && i == 0) != is_ty {
                    return Err(ctx.err(
                        off,
                        if is_ty {
                            "a type name is only allowed as the first operand of `cast`".to_string()
                        } else {
                            "the first operand of `cast` must be an integer type name".to_string()
                        },
                    ));
                }
                ch.push(t);
            }
            Ok(Term::Op(name.to_string(), ch))
        }
        Sexp::Empty => Err(ctx.err(off, "empty list")),
    }
}

fn atom_to_term(a: &str, ctx: &Ctx, off: usize) -> Result<Term, RuleError> {
    read_atom(a).map_err(|e| match e {
        AtomError::Malformed(m) => ctx.err(off, m),
        AtomError::Unknown => ctx.err(
            off,
            format!("unknown atom `{a}` (pattern variables start with `?`)"),
        ),
    })
}

/// Why [`read_atom`] refused an atom.
#[derive(Debug, Clone, PartialEq)]
pub enum AtomError {
    /// A pattern variable or integer literal that is not well formed.
    Malformed(String),
    /// Neither a pattern variable, a literal nor an integer type name.
    Unknown,
}

/// An atom of a rule side: a pattern variable `?x`, `true`/`false` (1/0),
/// an integer literal, or a scalar integer type name (the operand of `cast`).
pub fn read_atom(a: &str) -> Result<Term, AtomError> {
    if let Some(rest) = a.strip_prefix('?') {
        if rest.is_empty() || !rest.chars().all(|c| c.is_alphanumeric() || c == '_') {
            return Err(AtomError::Malformed(format!("bad pattern variable `{a}`")));
        }
        return Ok(Term::Var(a.to_string()));
    }
    match a {
        "true" => return Ok(Term::Lit(1)),
        "false" => return Ok(Term::Lit(0)),
        _ => {}
    }
    if a.starts_with(|c: char| c.is_ascii_digit() || c == '-') {
        return a
            .parse::<i64>()
            .map(Term::Lit)
            .map_err(|_| AtomError::Malformed(format!("bad integer literal `{a}`")));
    }
    if let Ok(t) = a.parse::<DataType>()
        && t.is_integer_like()
        && t.is_scalar()
    {
        return Ok(Term::Ty(t));
    }
    Err(AtomError::Unknown)
}

fn parse_side(cs: &[char], start: usize, end: usize, ctx: &Ctx) -> Result<Term, RuleError> {
    let text: String = cs[start..end].iter().collect();
    let sexp = symbolic_expressions::parser::parse_str(&text)
        .map_err(|e| ctx.err(start, format!("bad s-expression: {e}")))?;
    sexp_to_term(&sexp, ctx, start, 0)
}

/// Finds the top-level clause keywords `if` / `where` in `cs[from..]`.
fn clause_starts(cs: &[char], from: usize) -> Vec<(usize, &'static str)> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut i = from;
    while i < cs.len() {
        match cs[i] {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        let boundary_before =
            i == 0 || !(cs[i - 1].is_alphanumeric() || cs[i - 1] == '_' || cs[i - 1] == '?');
        if depth == 0 && boundary_before {
            for kw in ["if", "where", "prefer"] {
                let endk = i + kw.len();
                if endk <= cs.len()
                    && cs[i..endk].iter().copied().eq(kw.chars())
                    && (endk == cs.len() || !(cs[endk].is_alphanumeric() || cs[endk] == '_'))
                {
                    out.push((i, kw));
                }
            }
        }
        i += 1;
    }
    out
}

fn parse_entry(logical: &Logical, file: &str) -> Result<Entry, RuleError> {
    let ctx = Ctx { file, logical };
    let cs: Vec<char> = logical.text.chars().collect();
    let Some(colon) = cs.iter().position(|c| *c == ':') else {
        return Err(ctx.err(0, "expected `NAME: LHS => RHS`"));
    };
    let name: String = cs[..colon].iter().collect::<String>().trim().to_string();
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_' || c == '.')
    {
        return Err(ctx.err(0, format!("bad rule name `{name}`")));
    }
    let ls = skip_ws(&cs, colon + 1);
    let le = sexp_extent(&cs, ls, &ctx)?;
    let lhs = parse_side(&cs, ls, le, &ctx)?;
    let mut arrow = skip_ws(&cs, le);
    // `| LHS` alternatives (applier rules only).
    let mut alternatives = vec![(ls, lhs.clone())];
    while arrow < cs.len() && cs[arrow] == '|' {
        let s = skip_ws(&cs, arrow + 1);
        let e = sexp_extent(&cs, s, &ctx)?;
        alternatives.push((s, parse_side(&cs, s, e, &ctx)?));
        arrow = skip_ws(&cs, e);
    }
    if !(arrow + 1 < cs.len() && cs[arrow] == '=' && cs[arrow + 1] == '>') {
        return Err(ctx.err(arrow, "expected `=>`"));
    }
    let rs = skip_ws(&cs, arrow + 2);
    if rs < cs.len() && cs[rs] == '@' {
        return parse_applier(&cs, rs, name, alternatives, &ctx).map(Entry::Applier);
    }
    if alternatives.len() > 1 {
        let bar = skip_ws(&cs, le);
        return Err(ctx.err(
            bar,
            "alternatives (`|`) are only allowed before an `@APPLIER` right-hand side",
        ));
    }
    let re = sexp_extent(&cs, rs, &ctx)?;
    let rhs = parse_side(&cs, rs, re, &ctx)?;
    let rest = skip_ws(&cs, re);
    let clauses = clause_starts(&cs, rest);
    if rest < cs.len() && clauses.first().map(|c| c.0) != Some(rest) {
        return Err(ctx.err(
            rest,
            "expected `if`, `where` or `prefer` after the right-hand side",
        ));
    }
    let mut cond = None;
    let mut cond_text = None;
    let mut prefer = false;
    let mut bindings = Vec::new();
    let mut seen = BTreeSet::new();
    for (k, (start, kw)) in clauses.iter().enumerate() {
        if !seen.insert(*kw) {
            return Err(ctx.err(*start, format!("more than one `{kw}` clause")));
        }
        let body_start = start + kw.len();
        let body_end = clauses.get(k + 1).map_or(cs.len(), |c| c.0);
        let body: String = cs[body_start..body_end].iter().collect();
        let at = |e: super::cond::CondError| ctx.err(body_start + e.offset, e.msg);
        if *kw == "if" {
            cond = Some(parse_cond(&body).map_err(at)?);
            cond_text = Some(body.trim().to_string());
        } else if *kw == "prefer" {
            if !body.trim().is_empty() {
                return Err(ctx.err(body_start, "`prefer` takes no argument"));
            }
            prefer = true;
        } else {
            bindings = parse_bindings(&body).map_err(at)?;
        }
    }
    // Scope checks.
    let mut lvars = Vec::new();
    lhs.vars(&mut lvars);
    if !matches!(lhs, Term::Op(..)) {
        return Err(ctx.err(ls, "the left-hand side must be an operator application"));
    }
    let mut known = lvars.clone();
    for (v, e) in &bindings {
        let mut used = Vec::new();
        vars_of(e, &mut used);
        if let Some(u) = used.iter().find(|u| !known.contains(u)) {
            return Err(ctx.err(rs, format!("`where` binding of {v} uses unbound {u}")));
        }
        if known.contains(v) {
            return Err(ctx.err(rs, format!("`where` rebinds {v}")));
        }
        known.push(v.clone());
    }
    if let Some(c) = &cond {
        let mut used = Vec::new();
        vars_of(c, &mut used);
        if let Some(u) = used.iter().find(|u| !known.contains(u)) {
            return Err(ctx.err(rs, format!("the condition uses unbound {u}")));
        }
    }
    let mut rvars = Vec::new();
    rhs.vars(&mut rvars);
    if let Some(u) = rvars.iter().find(|u| !known.contains(u)) {
        return Err(ctx.err(rs, format!("the right-hand side uses unbound {u}")));
    }
    Ok(Entry::Rule(Rule {
        name,
        file: file.to_string(),
        line: logical.at(0).0,
        lhs,
        rhs,
        bindings,
        cond,
        cond_text,
        prefer,
    }))
}

/// The rest of an applier rule, from the `@` at `at`.
fn parse_applier(
    cs: &[char],
    at: usize,
    name: String,
    alternatives: Vec<(usize, Term)>,
    ctx: &Ctx,
) -> Result<ApplierRule, RuleError> {
    let mut end = at + 1;
    while end < cs.len() && (cs[end].is_alphanumeric() || cs[end] == '_') {
        end += 1;
    }
    let applier: String = cs[at + 1..end].iter().collect();
    if !super::appliers::names().any(|a| a == applier) {
        return Err(ctx.err(
            at,
            format!(
                "unknown applier `@{applier}` (known: {})",
                super::appliers::names()
                    .map(|a| format!("@{a}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        ));
    }
    let rest = skip_ws(cs, end);
    if rest < cs.len() {
        return Err(ctx.err(
            rest,
            "an applier rule ends at its `@APPLIER` (it takes no `if`, `where` or `prefer`)",
        ));
    }
    for (off, t) in &alternatives {
        let ok = match t {
            Term::Op(op, ch) => op != "cast"
                && ch.iter().enumerate().all(
                    |(i, c)| matches!(c, Term::Var(v) if !ch[..i].contains(&Term::Var(v.clone()))),
                ),
            _ => false,
        };
        if !ok {
            return Err(ctx.err(
                *off,
                "an applier is offered whole e-classes: each left-hand side must be an operator over distinct pattern variables, e.g. `(+ ?a ?b)`",
            ));
        }
    }
    Ok(ApplierRule {
        name,
        file: ctx.file.to_string(),
        line: ctx.logical.at(0).0,
        at: ctx.logical.at(at),
        lhs: alternatives.into_iter().map(|(_, t)| t).collect(),
        applier,
    })
}

impl RuleSet {
    /// Parses the text of one rule file (`file` names it in errors).
    pub fn parse(text: &str, file: &str) -> Result<RuleSet, RuleError> {
        let (rules, appliers) = Self::parse_entries(text, file)?;
        RuleSet::from_parts(rules, appliers)
    }

    fn parse_entries(text: &str, file: &str) -> Result<(Vec<Rule>, Vec<ApplierRule>), RuleError> {
        let mut rules = Vec::new();
        let mut appliers = Vec::new();
        for l in split_logical_lines(text) {
            match parse_entry(&l, file)? {
                Entry::Rule(r) => rules.push(r),
                Entry::Applier(a) => appliers.push(a),
            }
        }
        Ok((rules, appliers))
    }

    /// Loads every `*.rules` file of `dir` (in file-name order).
    pub fn load_dir(dir: &Path) -> Result<RuleSet, RuleError> {
        let io_err = |p: &Path, e: std::io::Error| RuleError {
            file: p.display().to_string(),
            line: 0,
            col: 0,
            msg: e.to_string(),
        };
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .map_err(|e| io_err(dir, e))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "rules"))
            .collect();
        files.sort();
        if files.is_empty() {
            return Err(RuleError {
                file: dir.display().to_string(),
                line: 0,
                col: 0,
                msg: "no *.rules files in this directory".into(),
            });
        }
        let mut rules = Vec::new();
        let mut appliers = Vec::new();
        for p in files {
            let bytes = std::fs::read(&p).map_err(|e| io_err(&p, e))?;
            let name = p.display().to_string();
            let text = utf8_text(&bytes, &name)?;
            let (r, a) = Self::parse_entries(&text, &name)?;
            rules.extend(r);
            appliers.extend(a);
        }
        RuleSet::from_parts(rules, appliers)
    }

    /// The rules shipped with tirsat ([`BUILTIN_RULE_FILES`]).
    ///
    /// The files are read and compiled once per process; every call returns
    /// that set (clones share it).
    pub fn builtin() -> Result<RuleSet, RuleError> {
        static BUILTIN: OnceLock<Result<RuleSet, RuleError>> = OnceLock::new();
        BUILTIN.get_or_init(Self::compile_builtin).clone()
    }

    fn compile_builtin() -> Result<RuleSet, RuleError> {
        let mut rules = Vec::new();
        let mut appliers = Vec::new();
        for (file, text) in BUILTIN_RULE_FILES {
            let (r, a) = Self::parse_entries(text, file)?;
            rules.extend(r);
            appliers.extend(a);
        }
        RuleSet::from_parts(rules, appliers)
    }

    /// Builds a set from parsed rules (names must be unique), without
    /// applier rules.
    pub fn from_rules(rules: Vec<Rule>) -> Result<RuleSet, RuleError> {
        RuleSet::from_parts(rules, Vec::new())
    }

    /// Builds a set from parsed rules and applier rules (names must be
    /// unique across both).
    pub fn from_parts(rules: Vec<Rule>, appliers: Vec<ApplierRule>) -> Result<RuleSet, RuleError> {
        let mut names = BTreeSet::new();
        let mut rewrites = Vec::with_capacity(rules.len() + appliers.len());
        let located = |file: &str, line: usize, col: usize, msg: String| RuleError {
            file: file.to_string(),
            line,
            col,
            msg,
        };
        let entries = rules
            .iter()
            .map(|r| (&r.name, &r.file, r.line))
            .chain(appliers.iter().map(|a| (&a.name, &a.file, a.line)));
        for (name, file, line) in entries {
            if !names.insert(name.clone()) {
                return Err(located(
                    file,
                    line,
                    1,
                    format!("duplicate rule name `{name}`"),
                ));
            }
        }
        for r in &rules {
            let rw = compile_rule(r).map_err(|msg| located(&r.file, r.line, 1, msg))?;
            rewrites.push(rw);
        }
        for a in &appliers {
            let ops = a
                .lhs
                .iter()
                .map(|t| match t {
                    Term::Op(op, ch) => make_op(op, &vec![egg::Id::from(0usize); ch.len()])
                        .ok_or_else(|| {
                            located(
                                &a.file,
                                a.line,
                                1,
                                format!("operator `{op}` cannot start a left-hand side"),
                            )
                        }),
                    _ => Err(located(
                        &a.file,
                        a.line,
                        1,
                        "the left-hand side must be an operator application".into(),
                    )),
                })
                .collect::<Result<Vec<_>, _>>()?;
            let rw = super::appliers::applier_rewrite(&a.applier, &a.name, ops)
                .ok_or_else(|| {
                    located(
                        &a.file,
                        a.at.0,
                        a.at.1,
                        format!("unknown applier `@{}`", a.applier),
                    )
                })?
                .map_err(|msg| located(&a.file, a.line, 1, msg))?;
            rewrites.push(rw);
        }
        // The families of a term's operators, as a mask.
        let op_family = |op: &str| {
            let arity = OPERATORS.iter().find(|o| o.0 == op).map_or(0, |o| o.1);
            make_op(op, &vec![egg::Id::from(0usize); arity]).map_or(0, |n| n.family())
        };
        fn families(t: &Term, op_family: &dyn Fn(&str) -> u8) -> u8 {
            match t {
                Term::Op(op, ch) => ch
                    .iter()
                    .fold(op_family(op), |m, c| m | families(c, op_family)),
                _ => 0,
            }
        }
        let families = |t: &Term| families(t, &op_family);
        // What each entry needs (an applier: any one of its alternatives).
        let needs: Vec<Vec<u8>> = rules
            .iter()
            .map(|r| vec![families(&r.lhs)])
            .chain(
                appliers
                    .iter()
                    .map(|a| a.lhs.iter().map(families).collect()),
            )
            .collect();
        let writes: Vec<(u8, u8)> = rules
            .iter()
            .map(|r| (families(&r.lhs), families(&r.rhs)))
            .collect();
        let reach: Vec<u8> = (0..=Lang::ALL_FAMILIES)
            .map(|present| {
                let mut reach = present;
                loop {
                    let more = writes
                        .iter()
                        .filter(|(lhs, _)| lhs & !reach == 0)
                        .fold(reach, |m, (_, rhs)| m | rhs);
                    if more == reach {
                        return reach;
                    }
                    reach = more;
                }
            })
            .collect();
        let by_families = reach
            .iter()
            .map(|&reach| {
                (0..rewrites.len())
                    .filter(|&i| needs[i].iter().any(|n| n & !reach == 0))
                    .collect()
            })
            .collect();
        Ok(RuleSet(Arc::new(Compiled {
            rules,
            appliers,
            rewrites,
            by_families,
            reach,
        })))
    }

    /// The rewrites an e-graph whose nodes are of the operator families
    /// `present` (a mask of [`Lang::family`] bits) can use, in the order of
    /// [`RuleSet::rewrites`]: the others need a family the e-graph lacks
    /// and no rule can write, so they never match and skipping them changes
    /// no result.
    pub fn rewrites_for(&self, present: u8) -> Vec<&Rewrite<Lang, ArithAnalysis>> {
        self.0.by_families[usize::from(present & Lang::ALL_FAMILIES)]
            .iter()
            .map(|&i| &self.0.rewrites[i])
            .collect()
    }

    /// The operator families an e-graph with the families `present` can
    /// come to have: those the rules write from them, transitively.
    pub fn reach(&self, present: u8) -> u8 {
        self.0.reach[usize::from(present & Lang::ALL_FAMILIES)]
    }

    /// The rules with a right-hand side term, in file order.
    pub fn rules(&self) -> &[Rule] {
        &self.0.rules
    }

    /// The applier rules (`NAME: LHS => @APPLIER`), in file order.
    pub fn applier_rules(&self) -> &[ApplierRule] {
        &self.0.appliers
    }

    /// Every entry as `(name, "FILE:LINE")`: the rules, then the applier
    /// rules (the order of [`RuleSet::rewrites`]).
    pub fn entries(&self) -> Vec<(&str, String)> {
        let rules = self
            .0
            .rules
            .iter()
            .map(|r| (r.name.as_str(), format!("{}:{}", r.file, r.line)));
        let appliers = self
            .0
            .appliers
            .iter()
            .map(|a| (a.name.as_str(), format!("{}:{}", a.file, a.line)));
        rules.chain(appliers).collect()
    }

    /// The same set compiled afresh, without the entry (rule or applier
    /// rule) named `name`; without any entry of that name, the whole set.
    pub fn without(&self, name: &str) -> Result<RuleSet, RuleError> {
        RuleSet::from_parts(
            self.0
                .rules
                .iter()
                .filter(|r| r.name != name)
                .cloned()
                .collect(),
            self.0
                .appliers
                .iter()
                .filter(|a| a.name != name)
                .cloned()
                .collect(),
        )
    }

    /// The compiled e-graph rewrites: one per rule (same order as
    /// [`RuleSet::rules`]) followed by one per applier rule (same order as
    /// [`RuleSet::applier_rules`]).
    pub fn rewrites(&self) -> &[Rewrite<Lang, ArithAnalysis>] {
        &self.0.rewrites
    }

    /// The rule named `name`.
    pub fn get(&self, name: &str) -> Option<&Rule> {
        self.0.rules.iter().find(|r| r.name == name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> String {
        RuleSet::parse(text, "t.rules").unwrap_err().to_string()
    }

    fn parse(text: &str) -> RuleSet {
        RuleSet::parse(text, "t.rules").unwrap()
    }

    #[test]
    fn located_errors() {
        assert_eq!(
            err("x (+ ?a 0) => ?a"),
            "t.rules:1:1: expected `NAME: LHS => RHS`"
        );
        assert!(err("a: (+ ?a 0) -> ?a").starts_with("t.rules:1:13: expected `=>`"));
        assert!(err("\n\na: (frob ?a) => ?a").starts_with("t.rules:3:4: unknown operator"));
        assert!(err("a: (+ ?a 0) => ?b").contains("unbound ?b"));
        assert!(
            err("a: (+ ?a 0) => ?a if ?a >").starts_with("t.rules:1:26:"),
            "{}",
            err("a: (+ ?a 0) => ?a if ?a >")
        );
        assert!(err("a: (+ ?a 0) => ?a\na: (+ 0 ?a) => ?a").contains("duplicate rule name"));
        assert!(err("a: (+ ?a 0 => ?a").contains("unbalanced"));
        assert!(err("a: ?a => (+ ?a 0)").contains("operator application"));
        assert!(err("a: (cast ?t ?a) => ?a").contains("type name"));
        assert!(err("a: (+ ?a 99999999999999999999) => ?a").contains("bad integer literal"));
        assert!(err("a: (+ ?a 1) => ?a junk").contains("expected `if`, `where` or `prefer`"));
        assert!(err("a: (+ ?a ?b) => ?c where ?c = ?d").contains("unbound ?d"));
    }

    #[test]
    fn rules_matching_bit_operators_are_skipped_without_them() {
        let no_bits = Lang::ALL_FAMILIES & !Lang::BITS;
        let names = |rs: &RuleSet, present: u8| -> Vec<String> {
            rs.rewrites_for(present)
                .iter()
                .map(|r| r.name.to_string())
                .collect()
        };
        let rs = parse(
            "a: (+ ?a 0) => ?a\nb: (shift_right ?x 0) => ?x\nc: (<= (& ?x ?y) ?x) => true\n\
             d: (min ?a ?b) | (bitwise_or ?a ?b) => @minmax_select\ne: (- ?a ?a) => 0\n\
             f: (bitwise_and ?a ?b) => @minmax_select",
        );
        assert_eq!(
            names(&rs, Lang::ALL_FAMILIES),
            ["a", "b", "c", "e", "d", "f"]
        );
        assert_eq!(names(&rs, no_bits), ["a", "e", "d"]);
        // Neither bits nor min/max: `d` is skipped too; comparisons alone
        // do not bring `c` back.
        assert_eq!(names(&rs, Lang::LOGIC), ["a", "e"]);
        // A rule that writes a bit operator from none: nothing is skipped.
        let rs = parse("a: (+ ?a 0) => ?a\nb: (* ?x 2) => (shift_left ?x 1)\nc: (~ (~ ?x)) => ?x");
        assert_eq!(names(&rs, no_bits), ["a", "b", "c"]);
        assert_eq!(names(&rs, 0), ["a", "b", "c"]);
        // Families written in a chain: select from min, min from sums.
        let rs = parse(
            "a: (min ?x ?y) => (select (< ?x ?y) ?x ?y)\nb: (select ?c ?x ?x) => ?x\n\
             c: (+ ?x 0) => (min ?x ?x)\nd: (bitwise_not (bitwise_not ?x)) => ?x",
        );
        assert_eq!(names(&rs, 0), ["a", "b", "c"]);
        // The built-in rules: without bits, the bit rules are skipped, no
        // other; an arithmetic e-graph (no min/max, select, comparison or
        // bits) skips the rules of minmax.rules among others.
        let rs = RuleSet::builtin().unwrap();
        let all = rs.rewrites_for(Lang::ALL_FAMILIES).len();
        assert_eq!(all, rs.rewrites().len());
        let skipped = all - rs.rewrites_for(no_bits).len();
        let in_bits = rs
            .rules()
            .iter()
            .filter(|r| r.file == "rules/bits.rules")
            .count();
        assert_eq!(skipped, in_bits);
        let arith: Vec<String> = names(&rs, 0);
        assert!(arith.len() < all / 2, "{} of {all}", arith.len());
        let minmax = rs.rules().iter().filter(|r| r.file == "rules/minmax.rules");
        for r in minmax {
            assert!(!arith.contains(&r.name), "{}", r.name);
        }
    }

    #[test]
    fn continuation_lines_and_clauses() {
        let rs = parse(
            "# c\nr1: (floordiv (* ?x ?a) ?b) => (* ?x ?q)  # trailing\n  where ?q = ?a / ?b\n  if ?b != 0 and ?a % ?b == 0\nr2: (and true ?x) => ?x\n",
        );
        let r = &rs.rules()[0];
        assert_eq!(r.line, 2);
        assert_eq!(r.bindings.len(), 1);
        assert!(r.cond.is_some());
        assert_eq!(r.lhs.to_string(), "(floordiv (* ?x ?a) ?b)");
        assert_eq!(
            rs.rules()[1].lhs,
            Term::Op("and".into(), vec![Term::Lit(1), Term::Var("?x".into())])
        );
        assert_eq!(rs.rewrites().len(), rs.rules().len());
    }

    #[test]
    fn builtin_rules_load() {
        let rs = RuleSet::builtin().unwrap();
        assert!(rs.rules().len() > 50);
        // Compiled once per process: a second call shares the first's set.
        let again = RuleSet::builtin().unwrap();
        assert!(std::ptr::eq(
            rs.rewrites().as_ptr(),
            again.rewrites().as_ptr()
        ));
        // A set compiled from the files is the same set of entries.
        let fresh = RuleSet::compile_builtin().unwrap();
        assert!(!std::ptr::eq(
            rs.rewrites().as_ptr(),
            fresh.rewrites().as_ptr()
        ));
        assert_eq!(fresh.entries(), rs.entries());
        let appliers: Vec<_> = rs.applier_rules().iter().map(|a| a.name.as_str()).collect();
        assert_eq!(
            appliers,
            [
                "linear-sum",
                "linear-compare",
                "linear-div",
                "product-div",
                "minmax-diff",
                "minmax-select"
            ]
        );
        assert_eq!(
            rs.rewrites().len(),
            rs.rules().len() + rs.applier_rules().len()
        );
        let without = rs.without("linear-div").unwrap();
        assert_eq!(without.applier_rules().len(), 5);
        assert_eq!(without.rules().len(), rs.rules().len());
    }

    #[test]
    fn applier_rules() {
        let rs =
            parse("# sums\nsum: (+ ?a ?b)\n  | (- ?a ?b) => @linear_sum\nzero: (+ ?x 0) => ?x");
        let a = &rs.applier_rules()[0];
        assert_eq!((a.line, a.at), (2, (3, 18)));
        assert_eq!(a.to_string(), "sum: (+ ?a ?b) | (- ?a ?b) => @linear_sum");
        assert_eq!(rs.entries()[0], ("zero", "t.rules:4".to_string()));
        assert_eq!(rs.entries()[1], ("sum", "t.rules:2".to_string()));
        assert_eq!(rs.rewrites()[1].name.as_str(), "sum");
        assert_eq!(
            err("s: (+ ?a ?b) => @linear_frob"),
            "t.rules:1:17: unknown applier `@linear_frob` (known: @linear_sum, @linear_compare, @linear_div, @product_div, @minmax_diff, @minmax_select)"
        );
        assert_eq!(
            err("\ns: (+ ?a ?b) | (- ?a ?b) => (+ ?b ?a)"),
            "t.rules:2:14: alternatives (`|`) are only allowed before an `@APPLIER` right-hand side"
        );
        assert!(
            err("s: (+ ?a 0) => @linear_sum").starts_with("t.rules:1:4: an applier is offered")
        );
        assert!(err("s: (+ ?a ?b) | (- ?a ?a) => @linear_sum").starts_with("t.rules:1:16:"));
        assert!(
            err("s: (+ ?a ?b) => @linear_sum if ?a > 0")
                .starts_with("t.rules:1:29: an applier rule ends at its `@APPLIER`")
        );
        assert!(
            err("s: (+ ?a ?b) => @linear_sum\ns: (- ?a ?b) => @linear_sum")
                .contains("duplicate rule name `s`")
        );
        assert!(err("s: (+ ?a ?b) | => @linear_sum").starts_with("t.rules:1:16:"));
    }
}
