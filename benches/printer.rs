//! Printing speed: `print_module` on 1,000 small kernels, against the
//! `Debug` formatting of the same module as a baseline measured in the same run.

use criterion::{Criterion, criterion_group, criterion_main};
use tirsat::ir::{AttrValue, Buffer, DataType, Expr, IRModule, IterVar, Param, PrimFunc, Stmt};
use tirsat::script::printer::print_module;

/// A kernel like experiment (a) of the reference: a launch, two shared
/// buffers, three stores.
fn kernel(name: &str) -> PrimFunc {
    let x = Buffer::new("X", DataType::f32(), vec![Expr::i32(128)], "global");
    let y = Buffer::new("Y", DataType::f32(), vec![Expr::i32(128)], "global");
    let tx = IterVar::thread("threadIdx_x", "threadIdx.x");
    let t = tx.var().to_expr();
    let a = Buffer::new("A_sh", DataType::f32(), vec![Expr::i32(128)], "shared.dyn");
    let b = Buffer::new("B_sh", DataType::f32(), vec![Expr::i32(128)], "shared.dyn");
    let body = Stmt::seq(vec![
        Stmt::alloc(&a),
        Stmt::alloc(&b),
        Stmt::store(&a, Expr::load(&x, vec![t.clone()]), vec![t.clone()]),
        Stmt::store(
            &b,
            Expr::load(&a, vec![Expr::sub(&Expr::i32(127), &t)]),
            vec![t.clone()],
        ),
        Stmt::store(&y, Expr::load(&b, vec![t.clone()]), vec![t.clone()]),
    ]);
    PrimFunc::new(
        vec![Param::Buffer(x), Param::Buffer(y)],
        Stmt::launch(&tx, Expr::i32(128), body),
    )
    .with_attr("global_symbol", AttrValue::Str(name.to_string()))
    .with_attr("s_tir", AttrValue::Bool(true))
}

fn bench(c: &mut Criterion) {
    let m = IRModule::from_functions((0..1000).map(|i| {
        let name = format!("k{i:04}");
        let f = kernel(&name);
        (name, f)
    }));
    let mut g = c.benchmark_group("print_1000_kernels");
    g.bench_function("print_module", |b| {
        b.iter(|| print_module(std::hint::black_box(&m)))
    });
    g.bench_function("debug_format_baseline", |b| {
        b.iter(|| format!("{:?}", std::hint::black_box(&m)))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
