//! Proofs with shifts and bitwise operators against TVM 0.27's Analyzer
//! (issue 32 pt 3, issue 28 pt 4).
//!
//! `tests/corpus/exprs/bitops.tvm.jsonl` holds our goals (bounds of `>>`,
//! `<<`, `&`, `|`, `^`, `~` of bounded variables, their interplay with `//`
//! and `%` by powers of two, congruences) at every integer dtype, with TVM's
//! `can_prove` verdicts (`scripts/oracle/bitops_prove_tvm.py` regenerates
//! it). Every goal TVM proves, at any proof strength, must be proved by
//! `Simplifier::prove`; every goal we prove must hold at every point of its
//! ranges where it is defined (checked by evaluation).

use serde_json::Value;
use tirsat::arith::eval::{Env, eval_expr};
use tirsat::arith::{Facts, ProveResult, Simplifier};
use tirsat::ir::{DataType, Expr, Var};
use tirsat::script::reader::{VarEnv, parse_expr};

struct Goal {
    id: String,
    pred: String,
    vars: Vec<(String, DataType, i64, i64)>,
    tvm_proves: bool,
}

fn goals() -> Vec<Goal> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/exprs/bitops.tvm.jsonl");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            let vars = v["vars"]
                .as_object()
                .unwrap()
                .iter()
                .map(|(name, ty)| {
                    let r = &v["ranges"][name];
                    (
                        name.clone(),
                        ty.as_str().unwrap().parse::<DataType>().unwrap(),
                        r[0].as_i64().unwrap(),
                        r[1].as_i64().unwrap(),
                    )
                })
                .collect();
            Goal {
                id: v["id"].as_str().unwrap().to_string(),
                pred: v["pred"].as_str().unwrap().to_string(),
                vars,
                tvm_proves: v["tvm"]
                    .as_object()
                    .unwrap()
                    .values()
                    .any(|b| b.as_bool().unwrap()),
            }
        })
        .collect()
}

fn read(g: &Goal) -> (Expr, Vec<(Var, i64, i64)>) {
    let mut env = VarEnv::new();
    let vars: Vec<(Var, i64, i64)> = g
        .vars
        .iter()
        .map(|(n, t, lo, hi)| (env.declare(n, *t), *lo, *hi))
        .collect();
    let e = parse_expr(&g.pred, &mut env).unwrap_or_else(|err| panic!("{}: {err}", g.id));
    (e, vars)
}

/// Every point of the ranges where `pred` is defined makes it true.
fn holds_everywhere(pred: &Expr, vars: &[(Var, i64, i64)]) -> bool {
    let mut idx: Vec<i64> = vars.iter().map(|v| v.1).collect();
    loop {
        let mut env = Env::new();
        for ((v, _, _), x) in vars.iter().zip(&idx) {
            env.set(v, *x as i128);
        }
        if matches!(eval_expr(pred, &env), Ok(0)) {
            return false;
        }
        let mut k = 0;
        while k < idx.len() {
            idx[k] += 1;
            if idx[k] < vars[k].2 {
                break;
            }
            idx[k] = vars[k].1;
            k += 1;
        }
        if k == idx.len() {
            return true;
        }
    }
}

#[test]
fn proves_every_bit_goal_tvm_proves() {
    let s = Simplifier::with_builtin_rules().unwrap();
    let gs = goals();
    assert!(gs.len() >= 300, "{} goals", gs.len());
    let (mut tvm, mut ours, mut beyond) = (0, 0, 0);
    let mut missed = Vec::new();
    for g in &gs {
        let (e, vars) = read(g);
        let facts = vars
            .iter()
            .fold(Facts::new(), |f, (v, lo, hi)| f.with_range(v, *lo, *hi));
        let r = s.prove(&e, &facts);
        let proved = matches!(r, ProveResult::Proved(_));
        let truth = holds_everywhere(&e, &vars);
        assert!(
            !proved || truth,
            "{}: proved but false somewhere: {}",
            g.id,
            g.pred
        );
        if let ProveResult::Disproved(d) = &r {
            assert!(!truth, "{}: disproved but true: {} ({d:?})", g.id, g.pred);
        }
        tvm += g.tvm_proves as usize;
        ours += proved as usize;
        beyond += (proved && !g.tvm_proves) as usize;
        if g.tvm_proves && !proved {
            missed.push(format!("{}: {} -> {}", g.id, g.pred, r.verdict()));
        }
    }
    eprintln!(
        "{} goals: TVM proves {tvm}, we prove {ours} ({beyond} that TVM does not)",
        gs.len()
    );
    assert!(
        missed.is_empty(),
        "TVM proves, we do not:\n{}",
        missed.join("\n")
    );
}

/// Simplification keeps the input's shifts and masks where the arithmetic
/// form is no smaller, and uses the arithmetic where it is.
#[test]
fn simplify_keeps_shifts_and_folds_recombinations() {
    let s = Simplifier::with_builtin_rules().unwrap();
    let simp = |text: &str, hi: i64| {
        let mut env = VarEnv::new();
        let e = parse_expr(text, &mut env).unwrap();
        let x = env.var("x");
        tirsat::script::printer::print_expr(&s.simplify(&e, &Facts::new().with_range(&x, 0, hi)))
    };
    assert_eq!(simp("x >> 2", 1024), "x >> 2");
    assert_eq!(simp("x << 3", 1024), "x << 3");
    assert_eq!(simp("x & 7", 1024), "x & 7");
    assert_eq!(simp("((x >> 2) << 2) + (x & 3)", 1024), "x");
    assert_eq!(simp("(x >> 4) * 16 + (x & 15)", 1024), "x");
    assert_eq!(simp("(x >> 2) // 8", 1024), "x // 32");
    assert_eq!(simp("x & 1023", 1024), "x");
    assert_eq!(simp("T.bitwise_not(T.bitwise_not(x))", 1024), "x");
}
