//! Compiling a [`Rule`] into an egg [`Rewrite`]: the left-hand side becomes an
//! e-matching [`Pattern`], the rest a conditional, type-aware [`Applier`].
//!
//! Literals on the left-hand side become fresh pattern variables that must be
//! bound to a class the analysis proves equal to the literal (so `(+ ?x 0)`
//! also matches `x + (y - y)` once that class is known to be 0). On the
//! right-hand side, literals and `where` values become constants of the type
//! their context requires: the matched class's type at the root, the operand
//! type inside a comparison, `bool` under `and`/`or`/`not` and select
//! conditions. A value that does not fit that type stops the application.

use egg::{Applier, ENodeOrVar, Id, Language, Pattern, PatternAst, Rewrite, Subst, Symbol, Var};
use smallvec::SmallVec;

use super::analysis::{ArithAnalysis, ArithEGraph};
use super::cond::compiled::{self, Compiled};
use super::cond::{Binding, CExpr, LinView};
use super::lang::{Const, Lang, TyLeaf, make_op};
use super::linear::lin_of;
use super::rules::{Rule, Term};
use tirsat_ir::DataType;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Arith,
    Compare,
    Logic,
    Select,
    Cast,
}

fn kind(op: &str) -> Kind {
    match op {
        "==" | "!=" | "<" | "<=" | ">" | ">=" => Kind::Compare,
        "and" | "or" | "not" => Kind::Logic,
        "select" => Kind::Select,
        "cast" => Kind::Cast,
        _ => Kind::Arith,
    }
}

/// A right-hand side template.
#[derive(Clone, Debug)]
enum Tmpl {
    Var(Var),
    Where(usize),
    Lit(i64),
    Ty(DataType),
    Op(&'static str, Vec<Tmpl>),
}

/// A planned right-hand side: every constant has its type.
#[derive(Clone, Debug)]
enum Plan {
    Var(Var),
    Node(Lang),
    Op(&'static str, Vec<Plan>),
}

impl Plan {
    /// True when an operator of the plan is `min` or `max` (the only nodes
    /// [`RuleApplier::record_orientation`] records).
    fn has_minmax_op(&self) -> bool {
        match self {
            Plan::Var(_) | Plan::Node(_) => false,
            Plan::Op(op, ch) => matches!(*op, "min" | "max") || ch.iter().any(Plan::has_minmax_op),
        }
    }

    /// Builds the plan bottom-up: a pattern variable's class is `var(v)`,
    /// every node (with its children's ids) goes through `node`, told whether
    /// it comes from an operator of the plan; `None` when `node` gives none or
    /// an operator does not apply to its operands.
    fn build(
        &self,
        var: &impl Fn(Var) -> Id,
        node: &mut impl FnMut(Lang, bool) -> Option<Id>,
    ) -> Option<Id> {
        match self {
            Plan::Var(v) => Some(var(*v)),
            Plan::Node(n) => node(n.clone(), false),
            Plan::Op(op, ch) => {
                let ids = ch
                    .iter()
                    .map(|c| c.build(var, node))
                    .collect::<Option<SmallVec<[Id; 4]>>>()?;
                node(make_op(op, &ids)?, true)
            }
        }
    }
}

#[derive(Debug)]
struct RuleApplier {
    /// LHS literals: the variable and the value its class must have.
    lits: Vec<(Var, i64)>,
    /// LHS pattern variables: slot `bindings.len() + i` of the compiled
    /// expressions is `vars[i]`.
    vars: Vec<Var>,
    /// The `where` expressions, compiled (slot `i` is the `i`-th value).
    bindings: Vec<Compiled>,
    cond: Option<Compiled>,
    rhs: Tmpl,
    prefer: bool,
    /// The left-hand side (to find the matched `min`/`max` nodes).
    lhs: PatternAst<Lang>,
    /// The rule only swaps the operands of a `min`/`max`
    /// (`(min ?a ?b) => (min ?b ?a)`).
    swap: bool,
}

fn is_minmax(n: &Lang) -> bool {
    matches!(n, Lang::Min(_) | Lang::Max(_))
}

/// True for `(OP ?a ?b) => (OP ?b ?a)` with `OP` `min` or `max`.
fn is_swap_rule(rule: &Rule) -> bool {
    match (&rule.lhs, &rule.rhs) {
        (Term::Op(o1, l), Term::Op(o2, r)) => {
            o1 == o2
                && matches!(o1.as_str(), "min" | "max")
                && matches!((&l[..], &r[..]),
                    ([Term::Var(a), Term::Var(b)], [Term::Var(c), Term::Var(d)])
                        if a == d && b == c && a != b)
        }
        _ => false,
    }
}

fn static_name(op: &str) -> Option<&'static str> {
    super::lang::OPERATORS
        .iter()
        .find(|(n, _)| *n == op)
        .map(|(n, _)| *n)
}

fn to_var(name: &str) -> Result<Var, String> {
    name.parse::<Var>()
        .map_err(|e| format!("bad variable {name}: {e}"))
}

fn lhs_pattern(
    t: &Term,
    ast: &mut PatternAst<Lang>,
    lits: &mut Vec<(Var, i64)>,
) -> Result<Id, String> {
    Ok(match t {
        Term::Var(v) => ast.add(ENodeOrVar::Var(to_var(v)?)),
        Term::Lit(v) => {
            let var = to_var(&format!("?__lit{}", lits.len()))?;
            lits.push((var, *v));
            ast.add(ENodeOrVar::Var(var))
        }
        Term::Ty(t) => ast.add(ENodeOrVar::ENode(Lang::Ty(TyLeaf(*t)))),
        Term::Op(op, ch) => {
            let ids = ch
                .iter()
                .map(|c| lhs_pattern(c, ast, lits))
                .collect::<Result<Vec<_>, _>>()?;
            let node = make_op(op, &ids).ok_or_else(|| format!("bad operator {op}"))?;
            ast.add(ENodeOrVar::ENode(node))
        }
    })
}

fn rhs_template(
    t: &Term,
    vars: &[(String, Var)],
    wheres: &[(String, CExpr)],
) -> Result<Tmpl, String> {
    Ok(match t {
        Term::Var(v) => {
            if let Some(i) = wheres.iter().position(|(w, _)| w == v) {
                Tmpl::Where(i)
            } else {
                let var = vars
                    .iter()
                    .find(|(n, _)| n == v)
                    .ok_or_else(|| format!("unbound {v}"))?;
                Tmpl::Var(var.1)
            }
        }
        Term::Lit(v) => Tmpl::Lit(*v),
        Term::Ty(t) => Tmpl::Ty(*t),
        Term::Op(op, ch) => {
            let name = static_name(op).ok_or_else(|| format!("bad operator {op}"))?;
            let ch = ch
                .iter()
                .map(|c| rhs_template(c, vars, wheres))
                .collect::<Result<Vec<_>, _>>()?;
            Tmpl::Op(name, ch)
        }
    })
}

/// Checks statically that every literal of the right-hand side gets a type.
fn check_typable(t: &Tmpl, has_want: bool) -> Result<(), String> {
    fn has_static(t: &Tmpl) -> bool {
        match t {
            Tmpl::Var(_) => true,
            Tmpl::Where(_) | Tmpl::Lit(_) | Tmpl::Ty(_) => false,
            Tmpl::Op(op, ch) => match kind(op) {
                Kind::Arith => ch.iter().any(has_static),
                Kind::Select => has_static(&ch[1]) || has_static(&ch[2]),
                _ => true,
            },
        }
    }
    match t {
        Tmpl::Where(_) | Tmpl::Lit(_) if !has_want => {
            Err("cannot infer the type of a literal on the right-hand side".into())
        }
        Tmpl::Op(op, ch) => match kind(op) {
            Kind::Arith => {
                let w = has_want || has_static(t);
                ch.iter().try_for_each(|c| check_typable(c, w))
            }
            Kind::Compare => {
                let w = ch.iter().any(has_static);
                ch.iter().try_for_each(|c| check_typable(c, w))
            }
            Kind::Logic => ch.iter().try_for_each(|c| check_typable(c, true)),
            Kind::Select => {
                check_typable(&ch[0], true)?;
                let w = has_want || has_static(t);
                check_typable(&ch[1], w)?;
                check_typable(&ch[2], w)
            }
            Kind::Cast => check_typable(&ch[1], has_static(&ch[1])),
        },
        _ => Ok(()),
    }
}

/// Compiles a parsed rule.
pub fn compile_rule(rule: &Rule) -> Result<Rewrite<Lang, ArithAnalysis>, String> {
    let mut ast = PatternAst::default();
    let mut lits = Vec::new();
    lhs_pattern(&rule.lhs, &mut ast, &mut lits)?;
    let mut names = Vec::new();
    rule.lhs.vars(&mut names);
    let vars = names
        .iter()
        .map(|n| Ok((n.clone(), to_var(n)?)))
        .collect::<Result<Vec<_>, String>>()?;
    let rhs = rhs_template(&rule.rhs, &vars, &rule.bindings)?;
    check_typable(&rhs, true)?;
    // Slots: the `where` values first (a name they bind hides a pattern
    // variable), then the pattern variables.
    let nb = rule.bindings.len();
    let resolve = |name: &str| {
        let slot = match rule.bindings.iter().position(|(w, _)| w == name) {
            Some(i) => i,
            None => nb + vars.iter().position(|(n, _)| n == name)?,
        };
        u32::try_from(slot).ok()
    };
    let applier = RuleApplier {
        lits,
        bindings: rule
            .bindings
            .iter()
            .map(|(_, e)| compiled::compile(e, &resolve))
            .collect(),
        cond: rule.cond.as_ref().map(|c| compiled::compile(c, &resolve)),
        vars: vars.iter().map(|(_, v)| *v).collect(),
        rhs,
        prefer: rule.prefer,
        lhs: ast.clone(),
        swap: is_swap_rule(rule),
    };
    Rewrite::new(rule.name.as_str(), Pattern::new(ast), applier)
}

impl RuleApplier {
    fn static_ty(&self, t: &Tmpl, eg: &ArithEGraph, subst: &Subst) -> Option<DataType> {
        match t {
            Tmpl::Var(v) => eg[subst[*v]].data.ty,
            Tmpl::Where(_) | Tmpl::Lit(_) | Tmpl::Ty(_) => None,
            Tmpl::Op(op, ch) => match kind(op) {
                Kind::Arith => ch.iter().find_map(|c| self.static_ty(c, eg, subst)),
                Kind::Compare | Kind::Logic => Some(DataType::bool()),
                Kind::Select => self
                    .static_ty(&ch[1], eg, subst)
                    .or_else(|| self.static_ty(&ch[2], eg, subst)),
                Kind::Cast => match &ch[0] {
                    Tmpl::Ty(t) => Some(*t),
                    _ => None,
                },
            },
        }
    }

    fn constant(v: i128, want: Option<DataType>) -> Option<Plan> {
        let ty = want?;
        if !Const::fits(v, ty) {
            return None;
        }
        Some(Plan::Node(Lang::Const(Const::new(v as i64, ty))))
    }

    fn plan(
        &self,
        t: &Tmpl,
        want: Option<DataType>,
        eg: &ArithEGraph,
        subst: &Subst,
        wvals: &[i128],
    ) -> Option<Plan> {
        Some(match t {
            Tmpl::Var(v) => Plan::Var(*v),
            Tmpl::Where(i) => Self::constant(*wvals.get(*i)?, want)?,
            Tmpl::Lit(v) => Self::constant(*v as i128, want)?,
            Tmpl::Ty(t) => Plan::Node(Lang::Ty(TyLeaf(*t))),
            Tmpl::Op(op, ch) => {
                let plans: Option<Vec<Plan>> = match kind(op) {
                    Kind::Arith => {
                        let w = want.or_else(|| self.static_ty(t, eg, subst));
                        ch.iter()
                            .map(|c| self.plan(c, w, eg, subst, wvals))
                            .collect()
                    }
                    Kind::Compare => {
                        let w = ch.iter().find_map(|c| self.static_ty(c, eg, subst));
                        ch.iter()
                            .map(|c| self.plan(c, w, eg, subst, wvals))
                            .collect()
                    }
                    Kind::Logic => ch
                        .iter()
                        .map(|c| self.plan(c, Some(DataType::bool()), eg, subst, wvals))
                        .collect(),
                    Kind::Select => {
                        let w = want.or_else(|| self.static_ty(t, eg, subst));
                        Some(vec![
                            self.plan(&ch[0], Some(DataType::bool()), eg, subst, wvals)?,
                            self.plan(&ch[1], w, eg, subst, wvals)?,
                            self.plan(&ch[2], w, eg, subst, wvals)?,
                        ])
                    }
                    Kind::Cast => {
                        let w = self.static_ty(&ch[1], eg, subst);
                        Some(vec![
                            self.plan(&ch[0], None, eg, subst, wvals)?,
                            self.plan(&ch[1], w, eg, subst, wvals)?,
                        ])
                    }
                };
                Plan::Op(op, plans?)
            }
        })
    }

    fn emit_egraph(p: &Plan, eg: &mut ArithEGraph, subst: &Subst, prefer: bool) -> Option<Id> {
        p.build(&|v| subst[v], &mut |node, op| {
            if op && prefer {
                eg.analysis.preferred.push(node.clone());
            }
            Some(eg.add(node))
        })
    }

    /// Records the (already added) operator nodes of `p` as preferred.
    fn record_preferred(p: &Plan, eg: &mut ArithEGraph, subst: &Subst) {
        let mut nodes = Vec::new();
        Self::planned_nodes(p, eg, subst, &mut |n| nodes.push(n));
        eg.analysis.preferred.extend(nodes);
    }

    /// The matched `min`/`max` nodes of the left-hand side (canonical), root
    /// last.
    fn matched_minmax(&self, eg: &ArithEGraph, subst: &Subst) -> Vec<Lang> {
        let mut ids: Vec<Id> = Vec::with_capacity(self.lhs.as_ref().len());
        let mut out = Vec::new();
        for n in self.lhs.as_ref() {
            let id = match n {
                ENodeOrVar::Var(v) => eg.find(subst[*v]),
                ENodeOrVar::ENode(n) => {
                    let node = n.clone().map_children(|c| ids[usize::from(c)]);
                    let Some(id) = eg.lookup(node.clone()) else {
                        return out;
                    };
                    if is_minmax(&node) {
                        out.push(node.map_children(|c| eg.find(c)));
                    }
                    id
                }
            };
            ids.push(id);
        }
        out
    }

    /// Looks up the (already added) operator nodes of `p` with canonical
    /// children and hands each to `f`, bottom-up; stops with `None` at the
    /// first node not in the e-graph.
    fn planned_nodes(
        p: &Plan,
        eg: &ArithEGraph,
        subst: &Subst,
        f: &mut impl FnMut(Lang),
    ) -> Option<Id> {
        p.build(&|v| eg.find(subst[v]), &mut |node, op| {
            let id = eg.lookup(node.clone())?;
            if op {
                f(node);
            }
            Some(id)
        })
    }

    /// Records the orientation of the right-hand side's `min`/`max` nodes.
    fn record_orientation(&self, swapped: bool, plan: &Plan, eg: &mut ArithEGraph, subst: &Subst) {
        let mut nodes = Vec::new();
        Self::planned_nodes(plan, eg, subst, &mut |n| {
            if is_minmax(&n) {
                nodes.push(n)
            }
        });
        for n in nodes {
            eg.analysis.orientation.record(n, swapped);
        }
    }

    fn emit_ast(p: &Plan, ast: &mut PatternAst<Lang>) -> Option<Id> {
        Some(match p {
            Plan::Var(v) => ast.add(ENodeOrVar::Var(*v)),
            Plan::Node(n) => ast.add(ENodeOrVar::ENode(n.clone())),
            Plan::Op(op, ch) => {
                let ids = ch
                    .iter()
                    .map(|c| Self::emit_ast(c, ast))
                    .collect::<Option<SmallVec<[Id; 4]>>>()?;
                ast.add(ENodeOrVar::ENode(make_op(op, &ids)?))
            }
        })
    }

    /// Evaluates literal constraints, `where` bindings and the condition;
    /// returns the `where` values when the rule applies.
    fn check(&self, eg: &ArithEGraph, subst: &Subst) -> Option<Vec<i128>> {
        for (v, val) in &self.lits {
            if eg[subst[*v]].data.constant() != Some(*val) {
                return None;
            }
        }
        if self.bindings.is_empty() && self.cond.is_none() {
            return Some(Vec::new());
        }
        let mut wvals: Vec<i128> = Vec::with_capacity(self.bindings.len());
        for e in &self.bindings {
            let env = |slot: u32, form: bool| self.lookup(slot, form, eg, subst, &wvals);
            let v = compiled::eval_value(e, &env)?;
            wvals.push(v);
        }
        if let Some(c) = &self.cond {
            let env = |slot: u32, form: bool| self.lookup(slot, form, eg, subst, &wvals);
            if !compiled::eval_cond(c, &env, eg.analysis.exact) {
                return None;
            }
        }
        Some(wvals)
    }

    /// The binding of a slot of the compiled expressions: a `where` value
    /// (once computed), or the matched class of a pattern variable, with its
    /// linear form when `form` asks for one (only `fits` reads it) and the
    /// class is not a constant.
    fn lookup(
        &self,
        slot: u32,
        form: bool,
        eg: &ArithEGraph,
        subst: &Subst,
        wvals: &[i128],
    ) -> Option<Binding> {
        let slot = slot as usize;
        let Some(var) = slot.checked_sub(self.bindings.len()) else {
            return wvals.get(slot).map(|v| Binding::Value(*v));
        };
        let id = eg.find(subst[*self.vars.get(var)?]);
        let facts = eg[id].data.facts;
        if facts.constant().is_some() || !form {
            return Some(Binding::Class(facts));
        }
        let l = lin_of(eg, id);
        let view = LinView {
            constant: l.constant as i128,
            terms: l
                .terms
                .iter()
                .map(|(a, c)| {
                    (
                        usize::from(*a) as u32,
                        *c as i128,
                        eg[*a].data.defined_range(),
                    )
                })
                .collect(),
        };
        Some(Binding::Form(facts, view))
    }
}

impl Applier<Lang, ArithAnalysis> for RuleApplier {
    fn apply_one(
        &self,
        egraph: &mut ArithEGraph,
        eclass: Id,
        subst: &Subst,
        searcher_ast: Option<&PatternAst<Lang>>,
        rule_name: Symbol,
    ) -> Vec<Id> {
        let Some(wvals) = self.check(egraph, subst) else {
            return Vec::new();
        };
        let want = egraph[eclass].data.ty;
        let Some(plan) = self.plan(&self.rhs, want, egraph, subst, &wvals) else {
            return Vec::new();
        };
        // Orientation is recorded for the right-hand side's `min`/`max`
        // nodes only: without one, neither the matched nodes nor the record
        // are needed (lookups on every application otherwise).
        let records = plan.has_minmax_op();
        let swapped = records && {
            let matched = self.matched_minmax(egraph, subst);
            let o = &egraph.analysis.orientation;
            if self.swap {
                !matched.last().is_some_and(|n| o.is_swapped(n))
            } else {
                matched.iter().any(|n| o.is_swapped(n))
            }
        };
        if let Some(lhs_ast) = searcher_ast {
            let mut ast = PatternAst::default();
            if Self::emit_ast(&plan, &mut ast).is_none() {
                return Vec::new();
            }
            let (id, changed) = egraph.union_instantiations(lhs_ast, &ast, subst, rule_name);
            if self.prefer {
                Self::record_preferred(&plan, egraph, subst);
            }
            if records {
                self.record_orientation(swapped, &plan, egraph, subst);
            }
            return if changed { vec![id] } else { Vec::new() };
        }
        let Some(id) = Self::emit_egraph(&plan, egraph, subst, self.prefer) else {
            return Vec::new();
        };
        if egraph[id].data.ty != want {
            return Vec::new();
        }
        if records {
            self.record_orientation(swapped, &plan, egraph, subst);
        }
        if egraph.union(eclass, id) {
            vec![id]
        } else {
            Vec::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::convert::Conversion;
    use crate::rules::RuleSet;
    use egg::{RecExpr, Runner};
    use tirsat_script::reader::{VarEnv, parse_expr};

    struct Run {
        eg: ArithEGraph,
        root: Id,
        env: VarEnv,
        conv: Conversion,
    }

    /// Runs `rules` (without the built-in linear rewrites) on TVMScript `expr`.
    fn run(rules: &str, expr: &str, decl: &[(&str, DataType)]) -> Run {
        let rs = RuleSet::parse(rules, "t.rules").unwrap();
        let mut env = VarEnv::new();
        for (n, t) in decl {
            env.declare(n, *t);
        }
        let mut conv = Conversion::new();
        let e = conv.to_rec(&parse_expr(expr, &mut env).unwrap());
        let n = rs.rules().len();
        let runner = Runner::<Lang, ArithAnalysis, ()>::new(ArithAnalysis::default())
            .with_expr(&e)
            .with_iter_limit(5)
            .run(&rs.rewrites()[..n]);
        let root = runner.roots[0];
        Run {
            eg: runner.egraph,
            root,
            env,
            conv,
        }
    }

    impl Run {
        fn has(&mut self, expr: &str) -> bool {
            let e: RecExpr<Lang> = self.conv.to_rec(&parse_expr(expr, &mut self.env).unwrap());
            self.eg.lookup_expr(&e).map(|i| self.eg.find(i)) == Some(self.eg.find(self.root))
        }
    }

    #[test]
    fn literals_match_by_value_and_take_context_types() {
        let i64t = DataType::i64();
        let mut r = run(
            "add0: (+ ?x 0) => ?x",
            // Node constructors: the reader folds `x + 0` and `e * 0`.
            "T.Add(x, T.Mul(y - y, T.int64(0)))",
            &[("x", i64t), ("y", i64t)],
        );
        assert!(r.has("x"));
        let mut r = run(
            "sub-self: (- ?x ?x) => 0",
            "x - x",
            &[("x", DataType::int(8))],
        );
        assert!(r.has("T.int8(0)"));
        let mut r = run(
            "lt-shift: (< (+ ?x ?c) ?d) => (< ?x ?e) where ?e = ?d - ?c",
            "x + 2 < 10",
            &[("x", i64t)],
        );
        assert!(r.has("x < T.int64(8)"));
    }

    #[test]
    fn conditions_gate_application() {
        let rules = "mod-small: (floormod ?x ?c) => ?x if 0 <= lo(?x) and hi(?x) < ?c";
        let mut r = run(rules, "x % 4 % 8", &[]);
        assert!(r.has("x % 4"));
        let mut r = run(rules, "x % 16 % 8", &[]);
        assert!(!r.has("x % 16"));
    }

    #[test]
    fn where_values_must_fit_the_type() {
        let r = run(
            "dbl: (* ?x ?c) => (+ ?x ?d) where ?d = ?c * 100",
            // An int8 product (`x * 2` would be an int32 one, as in TVM).
            "x * T.int8(2)",
            &[("x", DataType::int(8))],
        );
        let consts: Vec<i64> =
            r.eg.classes()
                .flat_map(|c| c.nodes.iter().filter_map(|n| n.as_const().map(|k| k.value)))
                .collect();
        assert!(!consts.contains(&200), "{consts:?}");
        let r = run(
            "dbl: (* ?x ?c) => (+ ?x ?d) where ?d = ?c * 10",
            "x * T.int8(2)",
            &[("x", DataType::int(8))],
        );
        assert!(r.eg.classes().any(|c| {
            c.nodes
                .iter()
                .any(|n| n.as_const().map(|k| k.value) == Some(20))
        }));
    }

    #[test]
    fn literal_types_are_inferred_or_rejected() {
        assert!(RuleSet::parse("bad: (< ?x ?y) => (< 0 1)", "t.rules").is_err());
        assert!(RuleSet::parse("ok: (< ?x ?x) => false", "t.rules").is_ok());
    }
}
