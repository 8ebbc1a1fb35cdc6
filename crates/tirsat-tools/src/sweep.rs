//! The simplifier sweep (`tirsat simplify-sweep`): random integer
//! expressions with constants at the limits of their type (boundary kind:
//! `MIN`, `MAX` and their neighbours, powers of two and their neighbours,
//! half the limits) or small constants, each simplified and compared with
//! its input by exact evaluation (`notes/integer-semantics.md`): wherever
//! the input is defined, the result must be defined and equal.
//!
//! Half of the expressions get variable ranges as facts (eight values each,
//! placed near 0 or, for the boundary kind, also near the type's limits);
//! they are compared at every point of the ranges. The others are compared
//! at every point of the box `[-3, 3]` per variable plus combinations of
//! boundary values of each variable (its type's limits and neighbours,
//! powers of two, and `MIN / c`, `MAX / c` and neighbours for the
//! expression's constants `c`: where products reach the limits).
//!
//! ```
//! use tirsat_arith::Simplifier;
//! use tirsat_tools::sweep::{ConstKind, SweepConfig, run_sweep};
//! let s = Simplifier::with_builtin_rules().unwrap();
//! let cfg = SweepConfig { count: 20, kind: ConstKind::Boundary, seed: 1 };
//! let r = run_sweep(&s, &cfg, &|_| {});
//! assert_eq!(r.expressions, 20);
//! assert!(r.failures.is_empty());
//! ```

use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use tirsat_arith::eval::{Env, eval_expr};
use tirsat_arith::facts::Facts;
use tirsat_arith::simplify::Simplifier;
use tirsat_ir::{DataType, Expr, ExprKind, Var};
use tirsat_script::printer::print_expr;
use tirsat_script::reader::{VarEnv, parse_expr};

/// Which constants the generated expressions use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ConstKind {
    /// Mostly constants near the type's limits and powers of two.
    Boundary,
    /// Constants in `[-9, 9]` and small powers of two.
    Small,
}

/// What to generate.
#[derive(Clone, Copy, Debug)]
pub struct SweepConfig {
    /// Number of expressions.
    pub count: usize,
    pub kind: ConstKind,
    /// Seed of the first expression (expression `i` uses `seed + i`).
    pub seed: u64,
}

/// One expression whose result differs from its input where the input is
/// defined.
#[derive(Clone, Debug, Serialize)]
pub struct SweepFailure {
    pub seed: u64,
    pub input: String,
    pub facts: Vec<String>,
    pub output: String,
    pub point: Vec<(String, i128)>,
    /// `undefined` (the result overflows or divides by zero) or `differs`.
    pub how: &'static str,
}

/// Totals of a sweep.
#[derive(Clone, Debug, Default, Serialize)]
pub struct SweepReport {
    pub expressions: usize,
    /// Results that differ from their input.
    pub simplified: usize,
    /// Expressions with variable ranges as facts.
    pub with_ranges: usize,
    /// Points where the input was defined and the result compared.
    pub points_compared: u64,
    /// Expressions whose input is defined at none of their points.
    pub input_undefined_everywhere: usize,
    /// Generated texts the reader rejected (counted in `expressions`, never
    /// simplified nor compared; the CLI counts them as failures).
    pub unreadable_count: usize,
    /// The first rejected texts with the reader's error.
    pub unreadable: Vec<(u64, String, String)>,
    /// Expressions whose result is undefined or different at a point where
    /// the input is defined (the first point of each).
    pub failures: Vec<SweepFailure>,
}

const NAMES: [&str; 3] = ["x", "y", "z"];

/// Boundary values of type `ty` (within i64).
fn boundary_consts(ty: DataType) -> Vec<i64> {
    let (lo, hi) = ty
        .int_range()
        .unwrap_or((i64::MIN as i128, i64::MAX as i128));
    let (lo, hi) = (lo as i64, hi as i64);
    let mut v = vec![
        lo,
        lo + 1,
        lo + 2,
        hi,
        hi - 1,
        hi - 2,
        lo / 2,
        hi / 2 + 1,
        hi / 2,
    ];
    for k in 1..(ty.bits as u32).saturating_sub(1) {
        let p = 1i64 << k;
        v.extend([p, p - 1, p + 1, -p, -p + 1, -p - 1]);
    }
    v.retain(|c| (lo..=hi).contains(c));
    v
}

/// A constant in `[-9, 9]` or a small power of two that fits `ty` (at most
/// 64 for int8).
fn small_const<R: Rng>(rng: &mut R, ty: DataType) -> i64 {
    if rng.gen_bool(0.85) {
        rng.gen_range(-9..=9)
    } else {
        let p = 1i64 << rng.gen_range(4..8.min(ty.bits as u32 - 1));
        if rng.gen_bool(0.5) { p } else { -p }
    }
}

struct Gen<'a, R: Rng> {
    rng: &'a mut R,
    kind: ConstKind,
    ty: DataType,
    nvars: usize,
    bounds: Vec<i64>,
    /// Variables written so far: a subexpression during which it did not
    /// grow is constant-only.
    vars_written: usize,
}

impl<R: Rng> Gen<'_, R> {
    fn random_const(&mut self) -> i64 {
        match self.kind {
            ConstKind::Boundary if self.rng.gen_bool(0.6) => {
                self.bounds[self.rng.gen_range(0..self.bounds.len())]
            }
            _ => small_const(self.rng, self.ty),
        }
    }

    /// A literal of the case's type. Bare int32 literals only in `[-9, 9]`:
    /// an operation of two bare literals is evaluated on Python's unbounded
    /// integers before it reaches TIR (as in TVMScript), and larger results
    /// would become int64.
    fn lit(&self, c: i64) -> String {
        if self.ty == DataType::i32() && (-9..=9).contains(&c) {
            if c < 0 {
                format!("({c})")
            } else {
                c.to_string()
            }
        } else {
            format!("T.{}({c})", self.ty)
        }
    }

    fn leaf(&mut self, want_var: bool) -> String {
        if want_var || self.rng.gen_bool(0.6) {
            self.vars_written += 1;
            NAMES[self.rng.gen_range(0..self.nvars)].to_string()
        } else {
            let c = self.random_const();
            self.lit(c)
        }
    }

    /// A non-zero constant divisor (0 divides nothing; the input would be
    /// undefined everywhere).
    fn divisor(&mut self) -> String {
        let mut c = self.random_const();
        if c == 0 {
            c = 3;
        }
        self.lit(c)
    }

    /// A divisor that is an expression (parenthesized when `paren`). The
    /// reader folds like TVM's frontend (`x % 1` and `y * 0` are 0) and
    /// rejects a division by a divisor that folds to 0, so a divisor that
    /// is constant-only, reads as 0 or does not read is replaced by a
    /// non-zero constant.
    fn divisor_expr(&mut self, depth: usize, paren: bool) -> String {
        let before = self.vars_written;
        let e = if paren {
            self.paren(depth)
        } else {
            self.expr(depth)
        };
        let mut env = VarEnv::new();
        for n in &NAMES[..self.nvars] {
            env.declare(n, self.ty);
        }
        let reads_nonzero = parse_expr(&e, &mut env).is_ok_and(|x| x.as_int() != Some(0));
        if self.vars_written == before || !reads_nonzero {
            self.divisor()
        } else {
            e
        }
    }

    fn expr(&mut self, depth: usize) -> String {
        if depth == 0 || self.rng.gen_bool(0.25) {
            return self.leaf(depth > 0);
        }
        let d = depth - 1;
        match self.rng.gen_range(0..12) {
            0 | 1 => format!("{} + {}", self.expr(d), self.expr(d)),
            2 => format!("{} - {}", self.expr(d), self.paren(d)),
            3 | 4 => {
                // Index arithmetic multiplies mostly by constants.
                if self.rng.gen_bool(0.75) {
                    let c = self.random_const();
                    format!("{} * {}", self.paren(d), self.lit(c))
                } else {
                    format!("{} * {}", self.paren(d), self.paren(d))
                }
            }
            5 | 6 => {
                let op = ["//", "%"][self.rng.gen_range(0..2)];
                let b = if self.rng.gen_bool(0.85) {
                    self.divisor()
                } else {
                    self.divisor_expr(d, true)
                };
                format!("{} {op} {b}", self.paren(d))
            }
            7 => {
                let f = ["T.Div", "T.truncmod"][self.rng.gen_range(0..2)];
                let b = if self.rng.gen_bool(0.85) {
                    self.divisor()
                } else {
                    self.divisor_expr(d, false)
                };
                format!("{f}({}, {b})", self.expr(d))
            }
            8 | 9 => {
                let f = ["T.min", "T.max"][self.rng.gen_range(0..2)];
                format!("{f}({}, {})", self.expr(d), self.expr(d))
            }
            10 => {
                let op = ["<", "<=", "=="][self.rng.gen_range(0..3)];
                format!(
                    "T.Select({} {op} {}, {}, {})",
                    self.expr(d),
                    self.expr(d),
                    self.expr(d),
                    self.expr(d)
                )
            }
            _ => {
                let c = self.random_const();
                format!("{} + {}", self.paren(d), self.lit(c))
            }
        }
    }

    fn paren(&mut self, depth: usize) -> String {
        let e = self.expr(depth);
        if e.chars().all(|ch| ch.is_alphanumeric() || ch == '_') {
            e
        } else {
            format!("({e})")
        }
    }
}

/// One generated case: the input text, its variables and facts.
pub struct SweepCase {
    pub text: String,
    pub expr: Expr,
    pub vars: Vec<Var>,
    pub facts: Facts,
    /// Printed facts (`lo <= x < hi`).
    pub fact_text: Vec<String>,
    /// Inclusive variable ranges when `facts` bound them.
    pub ranges: Option<Vec<(i64, i64)>>,
}

/// The case with seed `seed`, or the generated text and the reader's error
/// when the reader rejects it.
pub fn generate(kind: ConstKind, seed: u64) -> Result<SweepCase, (String, String)> {
    generate_with(kind, &mut ChaCha8Rng::seed_from_u64(seed))
}

/// The case the random choices of `rng` make (see [`generate`]).
pub fn generate_with<R: Rng>(kind: ConstKind, rng: &mut R) -> Result<SweepCase, (String, String)> {
    let ty = match rng.gen_range(0..10) {
        0 => DataType::int(64),
        1 => DataType::int(16),
        2 => DataType::int(8),
        _ => DataType::i32(),
    };
    let nvars = rng.gen_range(1..=3);
    let mut g = Gen {
        rng: &mut *rng,
        kind,
        ty,
        nvars,
        bounds: boundary_consts(ty),
        vars_written: 0,
    };
    let depth = g.rng.gen_range(2..=4);
    let mut text = g.expr(depth);
    if g.rng.gen_bool(0.12) {
        let op = ["<", "<=", "==", "!="][g.rng.gen_range(0..4)];
        let rhs = g.expr(1);
        text = format!("{text} {op} {rhs}");
    }
    let mut env = VarEnv::new();
    let vars: Vec<Var> = NAMES[..nvars].iter().map(|n| env.declare(n, ty)).collect();
    let expr = match parse_expr(&text, &mut env) {
        Ok(e) => e,
        Err(e) => return Err((text, e.to_string())),
    };
    let (tlo, thi) = ty
        .int_range()
        .unwrap_or((i64::MIN as i128, i64::MAX as i128));
    let (mut facts, mut fact_text, mut ranges) = (Facts::new(), Vec::new(), None);
    if rng.gen_bool(0.5) {
        let mut rs = Vec::new();
        for v in &vars {
            let lo: i128 = match (kind, rng.gen_range(0..4)) {
                (ConstKind::Boundary, 0) => tlo,
                (ConstKind::Boundary, 1) => thi - 7,
                (_, 2) => 0,
                _ => rng.gen_range(-8..=8),
            };
            let (lo, hi) = (lo as i64, (lo + 7) as i64);
            facts = facts.with_bounds(v, Some(lo), Some(hi));
            fact_text.push(format!("{lo} <= {} <= {hi}", v.name()));
            rs.push((lo, hi));
        }
        ranges = Some(rs);
    }
    Ok(SweepCase {
        text,
        expr,
        vars,
        facts,
        fact_text,
        ranges,
    })
}

/// The constants of `e`.
fn constants(e: &Expr, out: &mut Vec<i64>) {
    if let ExprKind::Int(v) = e.kind()
        && !out.contains(v)
    {
        out.push(*v);
    }
    for c in e.children() {
        constants(c, out);
    }
}

/// The points at which a case is compared (see the module documentation).
pub fn case_points(c: &SweepCase, seed: u64) -> Vec<Vec<i128>> {
    let mut out: Vec<Vec<i128>> = vec![Vec::new()];
    if let Some(rs) = &c.ranges {
        for (lo, hi) in rs {
            out = out
                .into_iter()
                .flat_map(|p| {
                    (*lo..=*hi).map(move |v| {
                        let mut q = p.clone();
                        q.push(v as i128);
                        q
                    })
                })
                .collect();
        }
        return out;
    }
    for _ in &c.vars {
        out = out
            .into_iter()
            .flat_map(|p| {
                (-3i128..=3).map(move |v| {
                    let mut q = p.clone();
                    q.push(v);
                    q
                })
            })
            .collect();
    }
    let ty = c.vars[0].dtype();
    let (tlo, thi) = ty
        .int_range()
        .unwrap_or((i64::MIN as i128, i64::MAX as i128));
    let mut cands: Vec<i128> = boundary_consts(ty).into_iter().map(i128::from).collect();
    cands.extend(-3..=3);
    let mut ks = Vec::new();
    constants(&c.expr, &mut ks);
    for k in ks.into_iter().filter(|k| k.unsigned_abs() > 1) {
        let k = k as i128;
        for q in [tlo / k, thi / k] {
            cands.extend([q - 1, q, q + 1]);
        }
    }
    cands.retain(|v| (tlo..=thi).contains(v));
    cands.sort();
    cands.dedup();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    // Each variable at each candidate with the others small, then random
    // combinations of candidates.
    for i in 0..c.vars.len() {
        for v in &cands {
            let mut p: Vec<i128> = (0..c.vars.len()).map(|_| rng.gen_range(-3..=3)).collect();
            p[i] = *v;
            out.push(p);
        }
    }
    for _ in 0..400 {
        out.push(
            (0..c.vars.len())
                .map(|_| cands[rng.gen_range(0..cands.len())])
                .collect(),
        );
    }
    out
}

/// The outcome of one case.
struct CaseOutcome {
    simplified: bool,
    with_ranges: bool,
    defined: u64,
    failure: Option<SweepFailure>,
    /// The text and the reader's error when the generated text was rejected.
    unreadable: Option<(String, String)>,
}

fn run_case(s: &Simplifier, kind: ConstKind, seed: u64) -> CaseOutcome {
    match generate(kind, seed) {
        Ok(c) => check_case(s, &c, seed),
        Err(e) => CaseOutcome {
            simplified: false,
            with_ranges: false,
            defined: 0,
            failure: None,
            unreadable: Some(e),
        },
    }
}

/// Simplifies case `c` and compares the result with the input at the
/// case's points (`seed` picks the random combinations).
fn check_case(s: &Simplifier, c: &SweepCase, seed: u64) -> CaseOutcome {
    let mut o = CaseOutcome {
        simplified: false,
        with_ranges: false,
        defined: 0,
        failure: None,
        unreadable: None,
    };
    let out = s.simplify(&c.expr, &c.facts);
    o.simplified = out != c.expr;
    o.with_ranges = c.ranges.is_some();
    for p in case_points(c, seed) {
        let mut env = Env::new();
        for (v, x) in c.vars.iter().zip(&p) {
            env.set(v, *x);
        }
        let Ok(a) = eval_expr(&c.expr, &env) else {
            continue;
        };
        o.defined += 1;
        let how = match eval_expr(&out, &env) {
            Ok(b) if a == b => continue,
            Ok(_) => "differs",
            Err(_) => "undefined",
        };
        o.failure = Some(SweepFailure {
            seed,
            input: print_expr(&c.expr),
            facts: c.fact_text.clone(),
            output: print_expr(&out),
            point: c
                .vars
                .iter()
                .zip(&p)
                .map(|(v, x)| (v.name().to_string(), *x))
                .collect(),
            how,
        });
        break;
    }
    o
}

/// Bytes as the random choices of the generator, for a coverage-guided
/// fuzzer (`fuzz/fuzz_targets/simplify.rs`): each draw takes the next
/// bytes, zeros once they run out (every choice then takes its first
/// option: a leaf, the first constant), so any input is a finite case and
/// a mutation of one byte changes one choice.
pub struct ByteChoices<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> ByteChoices<'a> {
    /// Choices read from `data`.
    pub fn new(data: &'a [u8]) -> Self {
        ByteChoices { data, pos: 0 }
    }
}

impl RngCore for ByteChoices<'_> {
    fn next_u32(&mut self) -> u32 {
        let mut b = [0u8; 4];
        self.fill_bytes(&mut b);
        u32::from_le_bytes(b)
    }
    fn next_u64(&mut self) -> u64 {
        let mut b = [0u8; 8];
        self.fill_bytes(&mut b);
        u64::from_le_bytes(b)
    }
    fn fill_bytes(&mut self, dest: &mut [u8]) {
        for d in dest {
            *d = self.data.get(self.pos).copied().unwrap_or(0);
            self.pos = self.pos.saturating_add(1);
        }
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand::Error> {
        self.fill_bytes(dest);
        Ok(())
    }
}

/// The fuzz check of one input: the first byte picks the constants (even:
/// near the type's limits, odd: small), the rest drives the generator
/// ([`ByteChoices`]); the case is simplified and compared like a sweep
/// case. `Err` with the first point where the input is defined and the
/// result is undefined (an overflow the input does not have, a division by
/// zero) or different. A text the reader rejects is no failure of the
/// simplifier (the sweep counts those separately).
pub fn fuzz_check(s: &Simplifier, data: &[u8]) -> Result<(), Box<SweepFailure>> {
    let (kind, rest) = match data.split_first() {
        Some((b, rest)) if b % 2 == 1 => (ConstKind::Small, rest),
        Some((_, rest)) => (ConstKind::Boundary, rest),
        None => (ConstKind::Boundary, data),
    };
    let Ok(c) = generate_with(kind, &mut ByteChoices::new(rest)) else {
        return Ok(());
    };
    match check_case(s, &c, 0).failure {
        Some(f) => Err(Box::new(f)),
        None => Ok(()),
    }
}

/// Simplifies every case of `cfg` (in parallel; the report does not depend
/// on the thread count) and compares; `progress` is called with the number
/// of cases done, in chunks.
pub fn run_sweep(
    s: &Simplifier,
    cfg: &SweepConfig,
    progress: &(dyn Fn(usize) + Sync),
) -> SweepReport {
    use rayon::prelude::*;
    let mut r = SweepReport::default();
    const CHUNK: usize = 1000;
    let mut done = 0;
    while done < cfg.count {
        let n = CHUNK.min(cfg.count - done);
        let outcomes: Vec<CaseOutcome> = (done..done + n)
            .into_par_iter()
            .map(|i| run_case(s, cfg.kind, cfg.seed.wrapping_add(i as u64)))
            .collect();
        for (i, o) in (done..).zip(outcomes) {
            r.expressions += 1;
            if let Some((text, err)) = o.unreadable {
                r.unreadable_count += 1;
                if r.unreadable.len() < 20 {
                    r.unreadable
                        .push((cfg.seed.wrapping_add(i as u64), text, err));
                }
                continue;
            }
            r.with_ranges += o.with_ranges as usize;
            r.simplified += o.simplified as usize;
            r.points_compared += o.defined;
            if o.defined == 0 {
                r.input_undefined_everywhere += 1;
            }
            r.failures.extend(o.failure);
        }
        done += n;
        progress(done);
    }
    r
}
