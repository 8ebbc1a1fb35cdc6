//! The kernels of `tirsat merge-bench` built by hand (the generated corpus
//! comes from [`tirsat_interp::generator`]): a chain of `n` shared buffers
//! for the pass's scaling, and the footprint family whose accesses only the
//! e-graph proves private to their thread.

use std::collections::BTreeMap;
use tirsat_ir::builtin;

use tirsat_interp::generator::GenProgram;

/// One kernel with `n` `shared.dyn` float32 buffers in a chain: buffer `k` is
/// written from buffers `k - 1` and `k - 2` at `[t]`, with a block barrier after
/// every third statement when `barriers` (then each buffer lives across a few
/// statements) or none (then every buffer stays live to the end on the
/// race-safe time line and only proven in-place pairs can share).
pub fn scale_kernel(n: usize, barriers: bool) -> tirsat_ir::IRModule {
    use tirsat_ir::{DataType, Expr, IRModule, IterVar, Param, PrimFunc, Stmt};
    let tx = IterVar::thread("t", "threadIdx.x");
    let t = tx.var().to_expr();
    let f32 = DataType::f32();
    let x = tirsat_ir::Buffer::new("X", f32, vec![Expr::i32(64)], "global");
    let bufs: Vec<tirsat_ir::Buffer> = (0..n)
        .map(|k| {
            let len = 64 * (1 + (k % 4) as i64);
            tirsat_ir::Buffer::new(format!("S{k}"), f32, vec![Expr::i32(len)], "shared.dyn")
        })
        .collect();
    let mut body: Vec<Stmt> = bufs.iter().map(Stmt::alloc).collect();
    for k in 0..n {
        let mut v = if k == 0 {
            Expr::load(&x, vec![t.clone()])
        } else {
            Expr::load(&bufs[k - 1], vec![t.clone()])
        };
        if k >= 2 {
            v = Expr::add(&v, &Expr::load(&bufs[k - 2], vec![t.clone()]));
        }
        body.push(Stmt::store(&bufs[k], v, vec![t.clone()]));
        if barriers && k % 3 == 2 {
            body.push(Stmt::evaluate(Expr::call(
                DataType::i32(),
                builtin::TVM_STORAGE_SYNC,
                vec![Expr::str("shared"), Expr::bool(false), Expr::i32(-1)],
            )));
        }
    }
    if let Some(last) = bufs.last() {
        body.push(Stmt::store(
            &x,
            Expr::load(last, vec![t.clone()]),
            vec![t.clone()],
        ));
    }
    let f = PrimFunc::new(
        vec![Param::Buffer(x)],
        Stmt::launch(&tx, Expr::i32(64), Stmt::seq(body)),
    );
    IRModule::from_functions([("main".to_string(), f)])
}

/// The footprint family: one kernel of `T` threads (32, 64 or 128) and 3 to
/// `max_buffers`
/// float32 `shared.dyn` buffers of `T * m` elements (`m` in 1..=5), all
/// accessed at one injective index `f(t)` (`t`, `T.truncmod(t, T)` whose range
/// only the e-graph proves, or `t // 2 * 2 + t % 2`), so every element is
/// private to its thread and the kernel is race-free by construction. Buffer
/// `k` is written from one or two earlier buffers (or the input), with a
/// block barrier after a statement now and then.
pub fn footprint_kernel(seed: u64, max_buffers: usize) -> GenProgram {
    use rand::{Rng, SeedableRng};
    use tirsat_ir::{BinOp, DataType, Expr, IRModule, IterVar, Param, PrimFunc, Stmt};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let threads = [32i64, 64, 128][rng.gen_range(0..3)];
    let n = rng.gen_range(3..=max_buffers.max(3));
    let tx = IterVar::thread("t", "threadIdx.x");
    let t = tx.var().to_expr();
    let f32 = DataType::f32();
    let g = tirsat_ir::Buffer::new("G", f32, vec![Expr::i32(threads)], "global");
    let h = tirsat_ir::Buffer::new("H", f32, vec![Expr::i32(threads)], "global");
    let idx = match rng.gen_range(0..3) {
        0 => t.clone(),
        1 => Expr::binary(BinOp::Mod, &t, &Expr::i32(threads)),
        _ => Expr::add(
            &Expr::mul(&Expr::floordiv(&t, &Expr::i32(2)), &Expr::i32(2)),
            &Expr::floormod(&t, &Expr::i32(2)),
        ),
    };
    let bufs: Vec<tirsat_ir::Buffer> = (0..n)
        .map(|k| {
            let len = threads * rng.gen_range(1..=5i64);
            tirsat_ir::Buffer::new(format!("S{k}"), f32, vec![Expr::i32(len)], "shared.dyn")
        })
        .collect();
    let mut body: Vec<Stmt> = bufs.iter().map(Stmt::alloc).collect();
    let at = |b: &tirsat_ir::Buffer| Expr::load(b, vec![idx.clone()]);
    for k in 0..n {
        let mut v = Expr::load(&g, vec![t.clone()]);
        if k > 0 {
            v = at(&bufs[rng.gen_range(0..k)]);
            if k > 1 && rng.gen_bool(0.5) {
                v = Expr::add(&v, &at(&bufs[rng.gen_range(0..k)]));
            }
        }
        body.push(Stmt::store(&bufs[k], v, vec![idx.clone()]));
        if rng.gen_bool(0.25) {
            body.push(Stmt::evaluate(Expr::call(
                DataType::i32(),
                builtin::TVM_STORAGE_SYNC,
                vec![Expr::str("shared"), Expr::bool(false), Expr::i32(-1)],
            )));
        }
    }
    let mut out = at(&bufs[n - 1]);
    if n > 1 {
        out = Expr::add(&out, &at(&bufs[rng.gen_range(0..n - 1)]));
    }
    body.push(Stmt::store(&h, out, vec![t.clone()]));
    let f = PrimFunc::new(
        vec![Param::Buffer(g), Param::Buffer(h)],
        Stmt::launch(&tx, Expr::i32(threads), Stmt::seq(body)),
    );
    GenProgram {
        module: IRModule::from_functions([("main".to_string(), f)]),
        entry: "main".to_string(),
        scalars: BTreeMap::new(),
        seed,
    }
}
