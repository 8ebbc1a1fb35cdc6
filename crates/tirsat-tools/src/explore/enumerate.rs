//! Term enumeration for rule synthesis ([`synthesize`](super::synthesize)),
//! in the style of Ruler and Enumo.
//!
//! A [`Grammar`] names the operators, the variables (`?a ?b ?c ...` integer,
//! `?p ?q ?r` boolean when an operator takes truth values) and the constants.
//! An [`Enumeration`] holds the terms in one e-graph (the engine's own
//! [`ArithEGraph`], so the rule set under study can run on it): layer `s`
//! adds every operator applied to classes whose smallest terms have sizes
//! summing to `s - 1`. Terms are built over e-classes, not terms, so
//! terms made equal (by the rules, or by candidates already proved) are
//! extended once.
//!
//! Each class is evaluated ([`Points`]) on sample points: every combination
//! of small values, boundary values (±2^31 and its neighbours, ±2^16, ...)
//! against small values, and seeded random points. Values are mathematical
//! integers that must fit in 64 bits; a division by zero or a value outside
//! 64 bits is *undefined* at that point. Classes with the same values (the
//! *characteristic vector*) are candidate equalities; a class undefined at
//! some points is also matched against small classes that agree with it
//! wherever it is defined (`(floordiv ?a ?a)` against `1`).
//!
//! ```
//! use tirsat_tools::explore::enumerate::{Enumeration, Grammar, Points, parse_ops, to_term};
//! let g = Grammar { ops: parse_ops("+,-").unwrap(), vars: 2, consts: vec![0], const_divisors: true };
//! let points = Points::new(&g, 16, 1);
//! let mut e = Enumeration::new(&g);
//! let added = e.add_layer(3, usize::MAX);
//! // Two operators over three leaves, both operands constants left out.
//! assert_eq!(added.terms, 2 * (3 * 3 - 1));
//! let cands = e.candidates(&points, &Default::default());
//! // `?a - ?a` and `0` share their values, and so do `?a + ?b` and `?b + ?a`.
//! let has = |l: &str, r: &str| {
//!     cands.iter().any(|c| to_term(&c.lhs).to_string() == l && to_term(&c.rhs).to_string() == r)
//! };
//! assert!(has("(- ?a ?a)", "0"));
//! assert!(has("(+ ?b ?a)", "(+ ?a ?b)"));
//! ```

use std::collections::{BTreeMap, HashMap, HashSet};
use std::hash::{Hash, Hasher};

use egg::{AstSize, Extractor, Id, Language, RecExpr, Symbol};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;

use crate::next_tuple;
use tirsat_arith::analysis::{ArithAnalysis, ArithEGraph};
use tirsat_arith::eval::{floor_div, floor_mod, trunc_div, trunc_mod};
use tirsat_arith::interval::Interval;
use tirsat_arith::lang::{Const, Lang, VarLeaf, make_op};
use tirsat_arith::rules::Term;
use tirsat_ir::DataType;

/// Integer or truth value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Int,
    Bool,
}

/// An operator of the enumeration: its rule-file name, operand kinds and
/// result kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Op {
    pub name: &'static str,
    pub args: &'static [Kind],
    pub out: Kind,
}

const II: &[Kind] = &[Kind::Int, Kind::Int];
const BB: &[Kind] = &[Kind::Bool, Kind::Bool];

/// Every operator that can be enumerated (all of the rule language but
/// `cast`).
pub const ALL_OPS: [Op; 19] = [
    Op {
        name: "+",
        args: II,
        out: Kind::Int,
    },
    Op {
        name: "-",
        args: II,
        out: Kind::Int,
    },
    Op {
        name: "*",
        args: II,
        out: Kind::Int,
    },
    Op {
        name: "floordiv",
        args: II,
        out: Kind::Int,
    },
    Op {
        name: "floormod",
        args: II,
        out: Kind::Int,
    },
    Op {
        name: "truncdiv",
        args: II,
        out: Kind::Int,
    },
    Op {
        name: "truncmod",
        args: II,
        out: Kind::Int,
    },
    Op {
        name: "min",
        args: II,
        out: Kind::Int,
    },
    Op {
        name: "max",
        args: II,
        out: Kind::Int,
    },
    Op {
        name: "select",
        args: &[Kind::Bool, Kind::Int, Kind::Int],
        out: Kind::Int,
    },
    Op {
        name: "==",
        args: II,
        out: Kind::Bool,
    },
    Op {
        name: "!=",
        args: II,
        out: Kind::Bool,
    },
    Op {
        name: "<",
        args: II,
        out: Kind::Bool,
    },
    Op {
        name: "<=",
        args: II,
        out: Kind::Bool,
    },
    Op {
        name: ">",
        args: II,
        out: Kind::Bool,
    },
    Op {
        name: ">=",
        args: II,
        out: Kind::Bool,
    },
    Op {
        name: "and",
        args: BB,
        out: Kind::Bool,
    },
    Op {
        name: "or",
        args: BB,
        out: Kind::Bool,
    },
    Op {
        name: "not",
        args: &[Kind::Bool],
        out: Kind::Bool,
    },
];

/// The default operator set: the index arithmetic of GPU kernels.
pub const DEFAULT_OPS: &str = "+,-,*,floordiv,floormod,min,max";

/// Reads a comma-separated operator list (rule-file names or aliases `//`,
/// `%`, `&&`, `||`, `!`; `all` for every operator).
pub fn parse_ops(spec: &str) -> Result<Vec<Op>, String> {
    let mut out: Vec<Op> = Vec::new();
    for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        if part == "all" {
            for op in ALL_OPS {
                if !out.contains(&op) {
                    out.push(op);
                }
            }
            continue;
        }
        let name = tirsat_arith::lang::op_alias(part);
        let op = ALL_OPS.iter().find(|o| o.name == name).ok_or_else(|| {
            let known: Vec<&str> = ALL_OPS.iter().map(|o| o.name).collect();
            format!(
                "unknown operator `{part}` (known: {}, all)",
                known.join(" ")
            )
        })?;
        if !out.contains(op) {
            out.push(*op);
        }
    }
    if out.is_empty() {
        return Err("no operators given".into());
    }
    Ok(out)
}

/// What to enumerate.
#[derive(Clone, Debug)]
pub struct Grammar {
    pub ops: Vec<Op>,
    /// Integer variables `?a`, `?b`, ... (as many boolean ones, `?p` `?q`
    /// `?r` at most, are added when an operator takes truth values).
    pub vars: usize,
    pub consts: Vec<i64>,
    /// Divisors (second operands of `floordiv floormod truncdiv truncmod`)
    /// are constants only, as in index arithmetic.
    pub const_divisors: bool,
}

impl Grammar {
    /// The variables: name and type.
    pub fn variables(&self) -> Vec<(String, DataType)> {
        let mut v: Vec<(String, DataType)> = (0..self.vars)
            .map(|i| (format!("?{}", (b'a' + i as u8) as char), DataType::i64()))
            .collect();
        if self.ops.iter().any(|o| o.args.contains(&Kind::Bool)) {
            for n in ["?p", "?q", "?r"].iter().take(self.vars.clamp(1, 3)) {
                v.push((n.to_string(), DataType::bool()));
            }
        }
        v
    }
}

/// The sample points: one value per variable (booleans are 0 or 1).
#[derive(Clone, Debug)]
pub struct Points {
    /// `values[var][point]`.
    pub values: Vec<Vec<i64>>,
    pub len: usize,
}

const SMALL: [i64; 7] = [-3, -2, -1, 0, 1, 2, 3];
const FEW: [i64; 4] = [-2, 0, 1, 3];
const BOUNDARY: [i64; 12] = [
    -(1 << 31),
    (1 << 31) - 1,
    1 << 31,
    -(1 << 31) - 1,
    1 << 16,
    -(1 << 16),
    255,
    -256,
    1000,
    -1001,
    64,
    -7,
];

impl Points {
    /// Small values in every combination (up to 4 variables, else sampled),
    /// each boundary value for each variable against a few small values of
    /// the others, and `random` seeded random points.
    pub fn new(g: &Grammar, random: usize, seed: u64) -> Points {
        let vars = g.variables();
        let k = vars.len();
        let is_bool: Vec<bool> = vars.iter().map(|(_, t)| t.is_bool()).collect();
        let mut pts: Vec<Vec<i64>> = Vec::new();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let domain = |i: usize, set: &'static [i64]| -> Vec<i64> {
            if is_bool[i] { vec![0, 1] } else { set.to_vec() }
        };
        // Every combination of small values (sampled above 4096 points).
        let sizes: Vec<usize> = (0..k).map(|i| domain(i, &SMALL).len()).collect();
        let total: usize = sizes.iter().product();
        if total <= 4096 {
            for mut n in 0..total {
                let mut p = Vec::with_capacity(k);
                for (i, size) in sizes.iter().enumerate() {
                    p.push(domain(i, &SMALL)[n % size]);
                    n /= size;
                }
                pts.push(p);
            }
        } else {
            for _ in 0..4096 {
                pts.push(
                    (0..k)
                        .map(|i| {
                            let d = domain(i, &SMALL);
                            d[rng.gen_range(0..d.len())]
                        })
                        .collect(),
                );
            }
        }
        // Boundary values against a few small ones (truth values alternate).
        for i in (0..k).filter(|i| !is_bool[*i]) {
            for b in BOUNDARY {
                let others: usize = (0..k)
                    .filter(|j| *j != i && !is_bool[*j])
                    .map(|_| FEW.len())
                    .product();
                for n in 0..others {
                    let mut rest = n;
                    let mut p = Vec::with_capacity(k);
                    for (j, &boolean) in is_bool.iter().enumerate().take(k) {
                        if j == i {
                            p.push(b);
                        } else if boolean {
                            p.push(((n + j) % 2) as i64);
                        } else {
                            p.push(FEW[rest % FEW.len()]);
                            rest /= FEW.len();
                        }
                    }
                    pts.push(p);
                }
            }
        }
        for _ in 0..random {
            pts.push(
                (0..k)
                    .map(|i| {
                        if is_bool[i] {
                            rng.gen_range(0..=1)
                        } else {
                            let bits = rng.gen_range(1..=33);
                            let m = 1i64 << (bits - 1);
                            rng.gen_range(-m..=m)
                        }
                    })
                    .collect(),
            );
        }
        let len = pts.len();
        let mut values = vec![Vec::with_capacity(len); k];
        for p in &pts {
            for (i, v) in p.iter().enumerate() {
                values[i].push(*v);
            }
        }
        Points { values, len }
    }
}

/// The value of an undefined point (a division by zero, or a value outside
/// 64 bits; a real `i64::MIN` counts as undefined too).
pub const UNDEF: i64 = i64::MIN;

fn fit(v: Option<i128>) -> i64 {
    match v {
        Some(x) if x > i64::MIN as i128 && x <= i64::MAX as i128 => x as i64,
        _ => UNDEF,
    }
}

/// The values of `rec` (its root) on every point.
pub fn evaluate(rec: &RecExpr<Lang>, points: &Points) -> Vec<i64> {
    let mut cols: Vec<Vec<i64>> = Vec::with_capacity(rec.as_ref().len());
    for node in rec.as_ref() {
        let col = |id: &Id| &cols[usize::from(*id)];
        let bin = |a: &Id, b: &Id, f: &dyn Fn(i128, i128) -> Option<i128>| -> Vec<i64> {
            col(a)
                .iter()
                .zip(col(b))
                .map(|(x, y)| {
                    if *x == UNDEF || *y == UNDEF {
                        UNDEF
                    } else {
                        fit(f(*x as i128, *y as i128))
                    }
                })
                .collect()
        };
        let v: Vec<i64> = match node {
            Lang::Const(c) => vec![c.value; points.len],
            Lang::Var(v) => points.values[v.idx as usize].clone(),
            Lang::Add([a, b]) => bin(a, b, &|x, y| x.checked_add(y)),
            Lang::Sub([a, b]) => bin(a, b, &|x, y| x.checked_sub(y)),
            Lang::Mul([a, b]) => bin(a, b, &|x, y| x.checked_mul(y)),
            Lang::FloorDiv([a, b]) => bin(a, b, &floor_div),
            Lang::FloorMod([a, b]) => bin(a, b, &floor_mod),
            Lang::TruncDiv([a, b]) => bin(a, b, &trunc_div),
            Lang::TruncMod([a, b]) => bin(a, b, &trunc_mod),
            Lang::Min([a, b]) => bin(a, b, &|x, y| Some(x.min(y))),
            Lang::Max([a, b]) => bin(a, b, &|x, y| Some(x.max(y))),
            Lang::Eq([a, b]) => bin(a, b, &|x, y| Some((x == y) as i128)),
            Lang::Ne([a, b]) => bin(a, b, &|x, y| Some((x != y) as i128)),
            Lang::Lt([a, b]) => bin(a, b, &|x, y| Some((x < y) as i128)),
            Lang::Le([a, b]) => bin(a, b, &|x, y| Some((x <= y) as i128)),
            Lang::Gt([a, b]) => bin(a, b, &|x, y| Some((x > y) as i128)),
            Lang::Ge([a, b]) => bin(a, b, &|x, y| Some((x >= y) as i128)),
            Lang::And([a, b]) => bin(a, b, &|x, y| Some((x != 0 && y != 0) as i128)),
            Lang::Or([a, b]) => bin(a, b, &|x, y| Some((x != 0 || y != 0) as i128)),
            Lang::Not([a]) => col(a)
                .iter()
                .map(|x| if *x == UNDEF { UNDEF } else { (*x == 0) as i64 })
                .collect(),
            Lang::Select([c, t, f]) => (0..points.len)
                .map(|i| {
                    let (c, t, f) = (col(c)[i], col(t)[i], col(f)[i]);
                    // Both branches are evaluated (TVM's `Select`).
                    if c == UNDEF || t == UNDEF || f == UNDEF {
                        UNDEF
                    } else if c != 0 {
                        t
                    } else {
                        f
                    }
                })
                .collect(),
            // (Not enumerated: shifts and bitwise operators have no
            // candidates here, like casts.)
            Lang::Cast(_)
            | Lang::Ty(_)
            | Lang::Opaque(_)
            | Lang::Shl(_)
            | Lang::Shr(_)
            | Lang::BitAnd(_)
            | Lang::BitOr(_)
            | Lang::BitXor(_)
            | Lang::BitNot(_) => vec![UNDEF; points.len],
        };
        cols.push(v);
    }
    cols.pop().unwrap_or_default()
}

fn fingerprint(values: &[i64], mask: Option<&[bool]>) -> (u64, u64) {
    let mut h1 = std::collections::hash_map::DefaultHasher::new();
    let mut h2 = std::collections::hash_map::DefaultHasher::new();
    0x5eed_u64.hash(&mut h2);
    for (i, v) in values.iter().enumerate() {
        let v = match mask {
            Some(m) if !m[i] => UNDEF,
            _ => *v,
        };
        v.hash(&mut h1);
        v.hash(&mut h2);
    }
    (h1.finish(), h2.finish())
}

/// A rule side as a [`Term`] (`?a`, literals, operators).
pub fn to_term(rec: &RecExpr<Lang>) -> Term {
    fn go(rec: &RecExpr<Lang>, id: Id) -> Term {
        match &rec[id] {
            Lang::Const(c) => Term::Lit(c.value),
            Lang::Var(v) => Term::Var(v.name.to_string()),
            Lang::Ty(t) => Term::Ty(t.0),
            Lang::Opaque(o) => Term::Var(format!("?opaque{}", o.idx)),
            n => Term::Op(
                n.to_string(),
                n.children().iter().map(|c| go(rec, *c)).collect(),
            ),
        }
    }
    let root = Id::from(rec.as_ref().len().saturating_sub(1));
    go(rec, root)
}

/// One class of the enumeration with its smallest term.
#[derive(Clone, Debug)]
pub struct ClassInfo {
    pub id: Id,
    pub kind: Kind,
    pub size: usize,
    pub term: RecExpr<Lang>,
    /// The term's printed form (`(+ ?a ?b)`).
    pub text: String,
    /// Usable as an operand: every operator and constant of its term is in
    /// the grammar, and it is defined somewhere.
    pub usable: bool,
}

/// Terms added by one layer.
#[derive(Clone, Copy, Debug, Default)]
pub struct LayerStats {
    /// Operator applications added (the terms enumerated).
    pub terms: usize,
    /// The layer stopped at the term limit.
    pub truncated: bool,
}

/// A candidate equality: two classes with the same values on every sample
/// point (or the left one undefined where they differ).
#[derive(Clone, Debug)]
pub struct CandidatePair {
    pub lhs: RecExpr<Lang>,
    pub rhs: RecExpr<Lang>,
    pub lhs_id: Id,
    pub rhs_id: Id,
    /// Classes sharing these values.
    pub group: usize,
    /// Points where the left side is defined.
    pub defined: usize,
    /// The right side is defined where the left side is not: the equality
    /// holds only where the left side is defined, so the two classes must
    /// not be merged.
    pub partial: bool,
}

/// What the sample points say about a term.
#[derive(Clone, Debug)]
struct Values {
    /// A hash of the values (undefined points included).
    fingerprint: (u64, u64),
    /// Points where the term is defined.
    defined: usize,
    /// The values, kept for small terms and partly defined ones.
    values: Option<Vec<i64>>,
}

/// The enumeration e-graph and its bookkeeping.
pub struct Enumeration {
    pub egraph: ArithEGraph,
    grammar: Grammar,
    vars: Vec<(String, DataType)>,
    /// Terms enumerated so far.
    pub terms: usize,
    /// Value summaries by term text.
    cache: HashMap<String, Values>,
    /// The leaves' classes (variables and constants).
    leaves: Vec<Id>,
}

impl Enumeration {
    /// The e-graph with the grammar's leaves (variables and constants).
    pub fn new(g: &Grammar) -> Enumeration {
        let vars = g.variables();
        let bounds = vars
            .iter()
            .map(|(_, t)| {
                if t.is_bool() {
                    Interval::boolean()
                } else {
                    Interval::top()
                }
            })
            .collect();
        let mut eg = ArithEGraph::new(ArithAnalysis::new(bounds));
        let mut leaves = Vec::new();
        for (i, (name, ty)) in vars.iter().enumerate() {
            leaves.push(eg.add(Lang::Var(VarLeaf {
                idx: i as u32,
                name: Symbol::from(name.as_str()),
                ty: *ty,
            })));
        }
        for c in &g.consts {
            leaves.push(eg.add(Lang::Const(Const::new(*c, DataType::i64()))));
        }
        eg.rebuild();
        Enumeration {
            egraph: eg,
            grammar: g.clone(),
            vars,
            terms: 0,
            cache: HashMap::new(),
            leaves,
        }
    }

    /// The variables (`?a` ... and the boolean `?p` ...).
    pub fn variables(&self) -> &[(String, DataType)] {
        &self.vars
    }

    /// Every class with its smallest term, in a deterministic order (size,
    /// then text).
    pub fn classes(&self) -> Vec<ClassInfo> {
        let ex = Extractor::new(&self.egraph, AstSize);
        let mut ids: Vec<Id> = self.egraph.classes().map(|c| c.id).collect();
        ids.sort();
        let allowed: HashSet<i64> = self.grammar.consts.iter().copied().collect();
        let ops: HashSet<String> = self
            .grammar
            .ops
            .iter()
            .map(|o| o.name.to_string())
            .collect();
        let mut out: Vec<ClassInfo> = ids
            .into_iter()
            .filter_map(|id| {
                let kind = match self.egraph[id].data.facts.ty {
                    Some(t) if t.is_bool() => Kind::Bool,
                    Some(_) => Kind::Int,
                    None => return None,
                };
                let (size, term) = ex.find_best(id);
                let text = term.to_string();
                let dead = self.cache.get(&text).is_some_and(|v| v.defined == 0);
                // Rules may have built operators or constants outside the
                // grammar: such terms are not extended.
                let usable = !dead
                    && term.as_ref().iter().all(|n| match n {
                        Lang::Const(c) => c.ty.is_bool() || allowed.contains(&c.value),
                        Lang::Var(_) => true,
                        n => ops.contains(&n.to_string()),
                    });
                Some(ClassInfo {
                    id,
                    kind,
                    size,
                    term,
                    text,
                    usable,
                })
            })
            .collect();
        out.sort_by(|a, b| (a.size, &a.text).cmp(&(b.size, &b.text)));
        out
    }

    /// Adds every operator application of total size `size` over the usable
    /// classes (at most `max_terms`; operands all constants are skipped:
    /// constant folding covers them).
    pub fn add_layer(&mut self, size: usize, max_terms: usize) -> LayerStats {
        let classes: Vec<ClassInfo> = self.classes().into_iter().filter(|c| c.usable).collect();
        let mut by: BTreeMap<(usize, Kind), Vec<(Id, bool)>> = BTreeMap::new();
        for c in &classes {
            let ground = !c.term.as_ref().iter().any(|n| matches!(n, Lang::Var(_)));
            by.entry((c.size, c.kind)).or_default().push((c.id, ground));
        }
        let mut stats = LayerStats::default();
        let ops = self.grammar.ops.clone();
        'ops: for op in &ops {
            let k = op.args.len();
            if size < k + 1 {
                continue;
            }
            // Every split of size - 1 into k positive operand sizes.
            let mut splits: Vec<Vec<usize>> = Vec::new();
            let mut cur = vec![1usize; k];
            loop {
                if cur.iter().sum::<usize>() == size - 1 {
                    splits.push(cur.clone());
                }
                if !next_tuple(&mut cur, 1, size) {
                    break;
                }
            }
            splits.sort();
            let is_div = matches!(op.name, "floordiv" | "floormod" | "truncdiv" | "truncmod");
            if is_div && self.grammar.const_divisors {
                splits.retain(|sp| sp[1] == 1);
            }
            for split in splits {
                let lists: Vec<&Vec<(Id, bool)>> = match split
                    .iter()
                    .zip(op.args)
                    .map(|(s, kind)| by.get(&(*s, *kind)))
                    .collect::<Option<Vec<_>>>()
                {
                    Some(l) => l,
                    None => continue,
                };
                let mut idx = vec![0usize; k];
                'tuples: loop {
                    let ch: Vec<Id> = (0..k).map(|i| lists[i][idx[i]].0).collect();
                    let ground = (0..k).all(|i| lists[i][idx[i]].1);
                    // A division by zero is defined nowhere.
                    let divisor = is_div.then(|| self.egraph[ch[1]].data.facts.constant());
                    let skip = match divisor {
                        Some(Some(0)) => true,
                        Some(None) => self.grammar.const_divisors,
                        _ => false,
                    };
                    if !ground && !skip {
                        if stats.terms >= max_terms {
                            stats.truncated = true;
                            break 'ops;
                        }
                        if let Some(node) = make_op(op.name, &ch) {
                            self.egraph.add(node);
                            stats.terms += 1;
                        }
                    }
                    let mut i = 0;
                    while i < k {
                        idx[i] += 1;
                        if idx[i] < lists[i].len() {
                            continue 'tuples;
                        }
                        idx[i] = 0;
                        i += 1;
                    }
                    break;
                }
            }
        }
        self.egraph.rebuild();
        self.terms += stats.terms;
        stats
    }

    /// True when two leaves (distinct variables or constants) share a class,
    /// or the analysis merged contradicting facts: the e-graph equates
    /// things that differ.
    pub fn collapsed(&self) -> bool {
        let mut seen = HashSet::new();
        self.egraph.analysis.conflict.is_some()
            || !self
                .leaves
                .iter()
                .all(|l| seen.insert(self.egraph.find(*l)))
    }

    /// Runs rewrites on the enumeration (classes they prove equal merge).
    ///
    /// Rules for partial operations (`(floordiv ?x ?x) => 1` holds only
    /// where the left side is defined) can equate different values in an
    /// e-graph that holds everything (`0 // 0` is both 0 and 1): when the run
    /// [collapses](Enumeration::collapsed) the e-graph, it is undone and
    /// `false` returned.
    pub fn run_rewrites(
        &mut self,
        rewrites: &[&egg::Rewrite<Lang, ArithAnalysis>],
        iter_limit: usize,
        node_limit: usize,
    ) -> bool {
        let backup = self.egraph.clone();
        let eg = std::mem::replace(
            &mut self.egraph,
            ArithEGraph::new(ArithAnalysis::new(Vec::new())),
        );
        let runner = egg::Runner::<Lang, ArithAnalysis, ()>::default()
            .with_egraph(eg)
            .with_iter_limit(iter_limit)
            .with_node_limit(node_limit)
            .with_time_limit(std::time::Duration::from_secs(600))
            .with_scheduler(egg::BackoffScheduler::default())
            .run(rewrites.iter().copied());
        self.egraph = runner.egraph;
        if self.collapsed() {
            self.egraph = backup;
            return false;
        }
        true
    }

    /// Merges two classes (a proved candidate) and restores the invariants.
    pub fn union(&mut self, a: Id, b: Id) {
        self.egraph.union(a, b);
    }

    /// Restores the e-graph invariants after [`Enumeration::union`]s.
    pub fn rebuild(&mut self) {
        self.egraph.rebuild();
    }

    /// The value summary of every class (computed once per term).
    fn values(&mut self, classes: &[ClassInfo], points: &Points) -> Vec<Values> {
        let todo: Vec<&ClassInfo> = classes
            .iter()
            .filter(|c| !self.cache.contains_key(&c.text))
            .collect();
        let fresh: Vec<(String, Values)> = todo
            .par_iter()
            .map(|c| {
                let v = evaluate(&c.term, points);
                let defined = v.iter().filter(|x| **x != UNDEF).count();
                // The values themselves are needed only to match partly
                // defined classes against small ones.
                let keep = c.size <= 3 || defined < points.len;
                let vals = Values {
                    fingerprint: fingerprint(&v, None),
                    defined,
                    values: keep.then_some(v),
                };
                (c.text.clone(), vals)
            })
            .collect();
        self.cache.extend(fresh);
        classes
            .iter()
            .map(|c| self.cache[&c.text].clone())
            .collect()
    }

    /// Candidate equalities among the current classes, each class paired
    /// with the smallest class it matches; pairs whose texts are in `seen`
    /// are skipped (already decided).
    pub fn candidates(
        &mut self,
        points: &Points,
        seen: &HashSet<(String, String)>,
    ) -> Vec<CandidatePair> {
        let classes = self.classes();
        let vals = self.values(&classes, points);
        // Classes defined nowhere (or almost nowhere) say nothing.
        let min_defined = (points.len / 10).max(1);
        let mut groups: BTreeMap<(Kind, (u64, u64)), Vec<usize>> = BTreeMap::new();
        for (i, v) in vals.iter().enumerate() {
            if v.defined >= min_defined {
                groups
                    .entry((classes[i].kind, v.fingerprint))
                    .or_default()
                    .push(i);
            }
        }
        let mut out = Vec::new();
        let push =
            |lhs: usize, rhs: usize, group: usize, partial: bool, out: &mut Vec<CandidatePair>| {
                let (l, r) = (&classes[lhs], &classes[rhs]);
                if seen.contains(&(l.text.clone(), r.text.clone())) {
                    return;
                }
                out.push(CandidatePair {
                    lhs: l.term.clone(),
                    rhs: r.term.clone(),
                    lhs_id: l.id,
                    rhs_id: r.id,
                    group,
                    defined: vals[lhs].defined,
                    partial,
                });
            };
        for members in groups.values() {
            // `members` is in class order: the first is the smallest.
            for &m in &members[1..] {
                push(m, members[0], members.len(), false, &mut out);
            }
        }
        // Partly undefined classes against small fully defined ones, on the
        // points where they are defined.
        let small: Vec<usize> = (0..classes.len())
            .filter(|&i| classes[i].size <= 3 && vals[i].defined == points.len)
            .collect();
        let mut by_mask: BTreeMap<Vec<bool>, Vec<usize>> = BTreeMap::new();
        for (i, v) in vals.iter().enumerate() {
            if let Some(values) = &v.values
                && v.defined >= min_defined
                && v.defined < points.len
            {
                by_mask
                    .entry(values.iter().map(|x| *x != UNDEF).collect())
                    .or_default()
                    .push(i);
            }
        }
        for (mask, partial) in &by_mask {
            let mut index: HashMap<(Kind, (u64, u64)), usize> = HashMap::new();
            for &s in &small {
                if let Some(values) = &vals[s].values {
                    index
                        .entry((classes[s].kind, fingerprint(values, Some(mask))))
                        .or_insert(s);
                }
            }
            for &p in partial {
                let Some(values) = &vals[p].values else {
                    continue;
                };
                let key = (classes[p].kind, fingerprint(values, Some(mask)));
                if let Some(&s) = index.get(&key)
                    && classes[s].size < classes[p].size
                {
                    push(p, s, 2, true, &mut out);
                }
            }
        }
        out
    }
}
