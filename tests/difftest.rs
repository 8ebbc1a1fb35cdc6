//! Differential tests of the passes and pipelines (`tirsat::difftest`):
//! interpreting random programs before and after every pass and every
//! pipeline gives the same global memory, adds no race, and the output passes
//! the verifier. `TIRSAT_FUZZ_CASES=N` changes the number of programs.
//!
//! Below: minimal reproducers of the bugs the differential tests found.

mod common;

use tirsat::analysis::verify::verify_module;
use tirsat::difftest::{
    Escapes, FuzzOptions, Selection, case_setup_with, fuzz, registered_passes, subjects,
};
use tirsat::interp::generator::{GenConfig, generate};
use tirsat::ir::*;
use tirsat::transform::pipeline::PIPELINES;
use tirsat::transform::registry::pass_by_name;

fn run_fuzz(cases: u64, seed: u64, selection: Selection) -> tirsat::difftest::Report {
    let opts = FuzzOptions {
        cases,
        seed,
        selection,
        ..FuzzOptions::default()
    };
    fuzz(&opts, &|_| {}).expect("valid selection")
}

/// Every registered pass and every pipeline on random programs: no mismatch,
/// no race added, no undefined operation added, no pass error, no verifier
/// failure, nothing skipped; every program either checked or with an
/// undefined input (near-limit constants), most of them checked.
#[test]
fn every_pass_and_pipeline_preserves_semantics() {
    let cases = common::fuzz::cases(200) as u64;
    let report = run_fuzz(cases, 0x5eed_0000, Selection::All);
    let text = report.to_text();
    assert!(report.is_clean(), "{text}");
    let expected = registered_passes().len() + PIPELINES.len();
    assert_eq!(report.rows.len(), expected, "{text}");
    for row in &report.rows {
        assert_eq!(row.skipped, 0, "{text}");
        assert_eq!(row.checked + row.input_undefined, cases, "{text}");
        assert!(row.checked * 3 >= cases * 2, "{text}");
    }
    // The checks are not vacuous: passes that must rewrite every generated
    // program did, and the legalizations met narrow floats.
    let row = |name: &str| report.rows.iter().find(|r| r.subject == name);
    let changed = |name: &str| row(name).map(|r| r.changed).unwrap_or(0);
    let checked = |name: &str| row(name).map(|r| r.checked).unwrap_or(0);
    for p in [
        "SplitHostDevice",
        "MakePackedAPI",
        "AnnotateDeviceRegions",
        "SplitHostDeviceOnly",
        "LowerDeviceKernelLaunch",
        "pipeline:default",
    ] {
        assert_eq!(
            changed(p),
            checked(p),
            "{p} left a program unchanged\n{text}"
        );
    }
    for p in [
        "BF16ComputeLegalize",
        "FP8ComputeLegalize",
        "BF16StorageLegalize",
        "FP8StorageLegalize",
        "BindTarget",
        "MergeSharedMemoryAllocations",
        "pipeline:s_tir",
    ] {
        assert!(changed(p) > 0, "{p} changed no program\n{text}");
    }
}

/// Issue 29: programs whose shared buffers' addresses escape (`--escapes
/// only`: pointer variables, element addresses, views over them, pointers
/// stored into memory, externs reading through pointers) keep their values
/// through the merge (dynamic, and static in half of the cases): no
/// mismatch, no race added. The forms are really
/// generated, and the merge changed most programs.
#[test]
fn escaping_addresses_survive_the_merge() {
    let cases = common::fuzz::cases(60) as u64;
    let seed = 0x29_0001;
    let opts = FuzzOptions {
        cases,
        seed,
        selection: Selection::Passes(vec!["MergeSharedMemoryAllocations".into()]),
        escapes: Escapes::Only,
        ..FuzzOptions::default()
    };
    let report = fuzz(&opts, &|_| {}).expect("valid selection");
    let text = report.to_text();
    assert!(report.is_clean(), "{text}");
    for row in &report.rows {
        assert_eq!(row.skipped, 0, "{text}");
        assert_eq!(row.checked + row.input_undefined, cases, "{text}");
        assert!(row.changed * 2 >= cases, "{text}");
    }
    let printed: Vec<String> = (0..cases)
        .map(|i| {
            let setup = case_setup_with(seed + i, Escapes::Only);
            tirsat::script::printer::print_module(&setup.program.module)
        })
        .collect();
    for form in [
        "T.let[T.handle(",
        "T.address_of(",
        "T.reinterpret(\"uint64\"",
        "T.tvm_access_ptr(",
        "T.call_extern(",
        "T.decl_buffer(",
    ] {
        let n = printed.iter().filter(|p| p.contains(form)).count();
        assert!(n > 0, "no generated program has {form}");
    }
    // `off` draws nothing: the programs are those without escapes.
    let plain = case_setup_with(seed, Escapes::Off);
    let plain = tirsat::script::printer::print_module(&plain.program.module);
    assert!(!plain.contains("T.address_of(") && !plain.contains("tirsat_sum_bytes"));
}

/// Same options, same report, whatever the scheduling.
#[test]
fn reports_are_deterministic() {
    let sel = Selection::Passes(vec!["MakePackedAPI".into(), "FP8ComputeLegalize".into()]);
    let a = run_fuzz(6, 99, sel.clone());
    let b = run_fuzz(6, 99, sel);
    assert_eq!(a, b);
    assert_eq!(a.to_text(), b.to_text());
    assert_eq!(a.rows.len(), 2);
}

/// A row does not depend on what else is selected: `--passes P` reproduces
/// P's row of a full run (so a reported seed reproduces alone).
#[test]
fn rows_reproduce_alone() {
    let all = run_fuzz(4, 4242, Selection::All);
    for p in ["MakePackedAPI", "BindTarget", "ConvertSSA"] {
        let alone = run_fuzz(4, 4242, Selection::Passes(vec![p.into()]));
        let row = all.rows.iter().find(|r| r.subject == p).unwrap();
        assert_eq!(&alone.rows[0], row);
    }
}

#[test]
fn selections_are_resolved_and_checked() {
    assert!(subjects(&Selection::Passes(vec!["NoSuchPass".into()])).is_err());
    assert!(subjects(&Selection::Pipeline("nope".into())).is_err());
    assert!(subjects(&Selection::Passes(vec![])).is_err());
    let s = subjects(&Selection::Pipeline("default".into())).unwrap();
    assert_eq!(s.len(), 1);
    assert_eq!(s[0].label(), "pipeline:default");
    // MergeSharedMemoryAllocations: checked once registered, else reported as
    // left out (and an explicit request is an error naming it).
    let merge = "MergeSharedMemoryAllocations";
    let report = run_fuzz(1, 3, Selection::Pipeline("default".into()));
    if pass_by_name(merge).is_some() {
        assert!(report.unregistered.is_empty());
        assert!(registered_passes().iter().any(|p| p == merge));
    } else {
        assert_eq!(report.unregistered, vec![merge.to_string()]);
        let e = subjects(&Selection::Passes(vec![merge.into()])).unwrap_err();
        assert!(e.to_string().contains("not registered yet"), "{e}");
    }
}

/// The harness catches a pass that changes semantics: a "pass" that drops
/// every barrier, registered nowhere, run through the same comparison.
#[test]
fn a_broken_pass_is_caught() {
    use tirsat::interp::{InterpConfig, check_pass_random};
    use tirsat::ir::visit::{Mutator, walk_mutate_stmt};
    struct DropStores;
    impl Mutator for DropStores {
        fn mutate_stmt(&mut self, s: &Stmt) -> Stmt {
            if let StmtKind::Store { buffer, .. } = s.kind()
                && buffer.scope().as_str() == "global"
            {
                return Stmt::no_op();
            }
            walk_mutate_stmt(self, s)
        }
    }
    let p = generate(5, &GenConfig::small());
    let mut broken = IRModule::new();
    for (n, f) in p.module.iter() {
        broken.insert(
            n.clone(),
            f.clone().with_body(DropStores.mutate_stmt(&f.body)),
        );
    }
    let r = check_pass_random(
        &p.module,
        &broken,
        &p.entry,
        5,
        &p.scalars,
        &InterpConfig::default(),
    );
    assert!(r.is_err());
}

/// A test-only "pass" that rewrites the index `i` of every global int32
/// store into `i + 2147483647 - 2147483647`: the same value once wrapped
/// (so no memory differs), but an int32 overflow wherever `i > 0`, which
/// the input does not have (TVM's no-overflow assumption).
struct OverflowingIndices;

impl tirsat::transform::Pass for OverflowingIndices {
    fn name(&self) -> &'static str {
        "OverflowingIndices"
    }
    fn run(
        &self,
        module: IRModule,
        _: &tirsat::transform::PassContext,
    ) -> Result<IRModule, tirsat::transform::PassError> {
        use tirsat::ir::visit::{Mutator, walk_mutate_stmt};
        struct M;
        impl Mutator for M {
            fn mutate_stmt(&mut self, s: &Stmt) -> Stmt {
                if let StmtKind::Store {
                    buffer,
                    value,
                    indices,
                } = s.kind()
                    && buffer.scope().as_str() == "global"
                    && indices.len() == 1
                    && indices[0].dtype() == DataType::i32()
                {
                    let max = Expr::i32(i32::MAX as i64);
                    let i = Expr::sub(&Expr::add(&indices[0], &max), &max);
                    return Stmt::store(buffer, value.clone(), vec![i]);
                }
                walk_mutate_stmt(self, s)
            }
        }
        let mut out = IRModule::new();
        for (n, f) in module.iter() {
            out.insert(n.clone(), f.clone().with_body(M.mutate_stmt(&f.body)));
        }
        Ok(out)
    }
}

/// The harness fails a pass whose output overflows where its input does
/// not, although every value it computes (wrapped) is the same: reported
/// like a mismatch, with the function and the overflowing operation.
#[test]
fn an_overflow_a_pass_adds_is_a_failure() {
    use tirsat::difftest::{Finding, check_pass_object};
    use tirsat::interp::InterpConfig;
    let cfg = InterpConfig::default();
    let mut failed = 0;
    for seed in 0..6u64 {
        let o = check_pass_object(seed, Box::new(OverflowingIndices), &cfg);
        if o.input_undefined.is_some() {
            continue;
        }
        assert!(o.checked && o.changed, "seed {seed}: {o:?}");
        assert_eq!(o.findings.len(), 1, "seed {seed}: {o:?}");
        let Finding::UndefinedAdded(m) = &o.findings[0] else {
            panic!("seed {seed}: {o:?}");
        };
        assert!(m.contains("defined before and undefined after"), "{m}");
        assert!(m.contains("in function main"), "{m}");
        assert!(m.contains("int32 overflow: add of"), "{m}");
        assert!(m.contains("2147483647 is "), "{m}");
        failed += 1;
    }
    assert!(failed >= 3, "only {failed} defined inputs among 6 programs");
    // A correct pass on the same programs: no finding.
    for seed in 0..6u64 {
        let pass = pass_by_name("AnnotateEntryFunc").unwrap();
        let o = check_pass_object(seed, pass, &cfg);
        assert!(o.findings.is_empty(), "seed {seed}: {o:?}");
    }
}

/// A program whose input already overflows is no test point: counted as
/// "input undefined", never compared, so even the broken pass above is not
/// failed on it; the fuzzer's rows count such programs apart.
#[test]
fn a_program_whose_input_overflows_is_skipped_not_failed() {
    use tirsat::difftest::check_pass_object;
    use tirsat::interp::InterpConfig;
    let cfg = InterpConfig::default();
    let seed = (0..200u64)
        .find(|s| {
            check_pass_object(*s, pass_by_name("AnnotateEntryFunc").unwrap(), &cfg)
                .input_undefined
                .is_some()
        })
        .expect("a generated program with an undefined input");
    let o = check_pass_object(seed, Box::new(OverflowingIndices), &cfg);
    let why = o.input_undefined.clone().expect("input undefined");
    assert!(
        why.contains("overflow") || why.contains("division by zero"),
        "{why}"
    );
    assert!(
        !o.checked && o.findings.is_empty() && o.skipped.is_none(),
        "{o:?}"
    );
    let report = run_fuzz(1, seed, Selection::Passes(vec!["AnnotateEntryFunc".into()]));
    assert_eq!(report.rows[0].input_undefined, 1, "{}", report.to_text());
    assert_eq!(report.rows[0].checked, 0);
    assert!(report.is_clean());
    assert!(report.to_text().contains("first input undefined"));
}

// ---- bugs found by the differential tests ----------------------------------------

/// Bug 1 (fixed in `analysis::verify`): the verifier rejected a `Let`
/// expression used twice, which BF16/FP8 compute legalization produces when
/// it converts a stored value with a `Let` inside (`DTypeConversion` uses its
/// operand several times). TVM's SSA check accepts a variable bound by several
/// `Let`s to the same value.
#[test]
fn compute_legalized_let_used_twice_is_well_formed() {
    let bf16: DataType = "bfloat16".parse().unwrap();
    let a = Buffer::new("A", bf16, vec![Expr::i32(4)], "global");
    let s = Buffer::new("S", bf16, vec![Expr::i32(4)], "shared");
    let tx = IterVar::thread("tx", "threadIdx.x");
    let t = tx.var().to_expr();
    let x = Var::new("x", bf16);
    let v = Expr::let_(
        &x,
        &Expr::load(&a, vec![t.clone()]),
        &Expr::add(&x.to_expr(), &x.to_expr()),
    );
    let body = Stmt::launch(
        &tx,
        Expr::i32(4),
        Stmt::seq(vec![
            Stmt::alloc(&s),
            Stmt::store(&s, Expr::load(&a, vec![t.clone()]), vec![t.clone()]),
            Stmt::store(&a, v, vec![t]),
        ]),
    );
    let f = common::func(vec![common::pb(&a)], body, Some(&common::cuda_host()));
    let m = common::module(vec![("main", f)]);
    let out = common::run("BF16ComputeLegalize", m).unwrap();
    let diags = verify_module(&out);
    assert!(diags.is_empty(), "{diags:?}");
}

/// Bug 2 (fixed in `transform::storage_legalize`): storage legalization of a
/// function that still computes in bfloat16 (a host function whose compute
/// legalization was skipped because its target, CUDA sm_80, supports bf16;
/// MakePackedAPI then gave it the llvm host target) silently produced
/// `uint16 + bfloat16`, an ill-typed program. TVM fails there ("TypeError:
/// mismatched types"); so does tirsat now, naming the pass and function.
#[test]
fn storage_legalize_rejects_leftover_bf16_arithmetic() {
    let bf16: DataType = "bfloat16".parse().unwrap();
    let p = Var::new("A_ptr", Type::pointer(bf16, "global"));
    let a = Buffer::new("A", bf16, vec![Expr::i32(4)], "global");
    let load = Expr::load(&a, vec![Expr::i32(0)]);
    let body = Stmt::seq(vec![
        Stmt::decl(&a, p.to_expr()),
        Stmt::store(
            &a,
            Expr::add(&load, &Expr::float(bf16, 1.0)),
            vec![Expr::i32(0)],
        ),
    ]);
    let f = common::func(vec![common::pv(&p)], body, Some(&common::target("llvm")));
    let m = common::module(vec![("main", f)]);
    let e = common::run("BF16StorageLegalize", m).unwrap_err();
    assert_eq!(e.pass, "BF16StorageLegalize");
    assert_eq!(e.func.as_deref(), Some("main"));
    assert!(e.message.contains("mismatched types"), "{e}");
    // Without leftover arithmetic the pass still succeeds.
    let body = Stmt::seq(vec![
        Stmt::decl(&a, p.to_expr()),
        Stmt::store(&a, load.clone(), vec![Expr::i32(1)]),
    ]);
    let f = common::func(vec![common::pv(&p)], body, Some(&common::target("llvm")));
    let out = common::run("BF16StorageLegalize", common::module(vec![("main", f)])).unwrap();
    assert!(verify_module(&out).is_empty());
}

/// Finding 3 (an ordering constraint, not a pass bug): BF16ComputeLegalize
/// after the host/device split promotes a `bfloat16` `shared.dyn` allocation
/// to float32 while the launch keeps the byte size computed for bfloat16,
/// so the kernel overruns its dynamic shared memory. TVM runs the compute
/// legalizations before the split; `pipeline::ORDER` does not state it.
#[test]
fn compute_legalize_after_split_outgrows_dynamic_shared_memory() {
    use tirsat::interp::{ArgValue, ErrorKind, HostBuffer, InterpConfig, run};
    let bf16: DataType = "bfloat16".parse().unwrap();
    let a = Buffer::new("A", bf16, vec![Expr::i32(8)], "global");
    let s = Buffer::new("S", bf16, vec![Expr::i32(8)], "shared.dyn");
    let tx = IterVar::thread("tx", "threadIdx.x");
    let t = tx.var().to_expr();
    let body = Stmt::launch(
        &tx,
        Expr::i32(8),
        Stmt::seq(vec![
            Stmt::alloc(&s),
            Stmt::store(&s, Expr::load(&a, vec![t.clone()]), vec![t.clone()]),
            Stmt::store(&a, Expr::load(&s, vec![t.clone()]), vec![t]),
        ]),
    );
    let f = common::public(
        "main",
        common::func(vec![common::pb(&a)], body, Some(&common::cuda_host())),
    );
    let m = common::module(vec![("main", f)]);
    let args = vec![ArgValue::Buffer(HostBuffer::from_f64(bf16, &[1.0; 8]))];
    let cfg = InterpConfig::default();
    let legalize_first = common::run(
        "SplitHostDevice",
        common::run("BF16ComputeLegalize", m.clone()).unwrap(),
    )
    .unwrap();
    assert!(run(&legalize_first, "main", &args, &cfg).is_ok());
    let split_first = common::run(
        "BF16ComputeLegalize",
        common::run("SplitHostDevice", m).unwrap(),
    )
    .unwrap();
    let e = run(&split_first, "main", &args, &cfg).unwrap_err();
    assert_eq!(e.kind, ErrorKind::MemoryLimit, "{e}");
}

// ---- the CLI ------------------------------------------------------------------
