//! A generator of well-formed random GPU programs, seeded and deterministic.
//!
//! A generated module has one host function `main(inputs..., outputs..., n)`
//! with target `cuda` (host `llvm`, see [`GenConfig::target`]) and
//! `global_symbol = "main"`, sometimes with a private device function
//! [`HELPER`] its kernels call. Its body runs several kernel launches
//! (`blockIdx.x`, sometimes over a symbolic grid, then `threadIdx.x`,
//! sometimes also `threadIdx.y`), with host code around them: let-bindings of
//! `n`, uniform `if`s and loops around launches, host stores into global
//! buffers.
//!
//! Each kernel allocates several shared buffers (`shared.dyn` or `shared`) of
//! mixed dtypes and sizes (T/2, T, 2T or 4T elements for T threads; some with a
//! symbolic extent `L + n`), and runs barrier phases. In a phase some shared
//! buffers are written, each element by exactly one thread, with element-wise,
//! permuted (`T - 1 - t`), strided (`t * 5 % T`), rotated or looped index
//! patterns (and 4-lane `Ramp` stores), and the others are read with any
//! pattern, broadcast included. A thread may read back the element it writes.
//! A barrier ends every phase. The last phase writes global outputs, each
//! block its own slice. So a generated program is race-free, reads no
//! uninitialized memory and stays in bounds; [`crate::run`] on it must
//! succeed with no race.
//!
//! The generator is written on a seeded `rand` generator (not on proptest) so
//! that the library and the CLI can use it; tests wrap [`generate`] in a
//! proptest strategy over the seed.
//!
//! ```
//! use tirsat_interp::generator::{generate, GenConfig};
//! use tirsat_interp::{random_args, run, InterpConfig};
//! let p = generate(1, &GenConfig::small());
//! let args = random_args(&p.module, &p.entry, 0, &p.scalars).unwrap();
//! let r = run(&p.module, &p.entry, &args, &InterpConfig::default()).unwrap();
//! assert_eq!(r.race_count, 0);
//! ```

use std::collections::BTreeMap;
use tirsat_ir::builtin;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use tirsat_ir::{
    AttrValue, BinOp, Buffer, CmpOp, DataType, Expr, ForKind, IRModule, IterVar, Param, PrimFunc,
    Stmt, Target, TypeCode, Var, keys,
};

/// Knobs of the generator.
#[derive(Clone, Debug)]
pub struct GenConfig {
    /// Kernel launches per function (at least one).
    pub max_kernels: usize,
    /// Shared buffers per kernel (at least two).
    pub max_shared: usize,
    /// Barrier phases per kernel before the output phase (at least one per
    /// shared buffer, so every buffer is written).
    pub max_phases: usize,
    /// Threads per block to choose from (powers of two, at least 16).
    pub thread_extents: Vec<i64>,
    /// Blocks per launch: 1..=max_blocks.
    pub max_blocks: i64,
    /// Element types of shared buffers.
    pub shared_dtypes: Vec<DataType>,
    /// Element types of global inputs and outputs.
    pub global_dtypes: Vec<DataType>,
    /// Shared buffers with a symbolic extent `L + n`, and a global input of
    /// symbolic shape.
    pub symbolic: bool,
    /// 4-lane vector stores and loads (`Ramp`, `Broadcast`).
    pub vectors: bool,
    /// Sometimes a second thread dimension (`threadIdx.y`).
    pub two_d_threads: bool,
    /// Static `shared` buffers besides `shared.dyn` ones.
    pub static_shared: bool,
    /// At most this many `shared.dyn` buffers per kernel (the others are
    /// static `shared` of constant size). Kernel-launch lowering accepts one
    /// (TVM runs MergeSharedMemoryAllocations first); `None`: no limit.
    pub max_dyn_shared: Option<usize>,
    /// Per-thread `local` scratch buffers.
    pub locals: bool,
    /// Host code between launches (binds, ifs, loops, stores).
    pub host_code: bool,
    /// Sometimes a private device function `helper(a, b) -> int32` called
    /// from kernel code (a module of two functions).
    pub helpers: bool,
    /// Sometimes a symbolic grid size (`n % B + 1` blocks).
    pub symbolic_launch: bool,
    /// Depth of value expressions.
    pub expr_depth: u32,
    /// Share of programs that draw constants near the limits of their types
    /// (0: small constants only).
    pub boundary_programs: f64,
    /// In those programs, the probability that an integer constant is drawn
    /// near the limits of its type ([`boundary_values`]) instead of small,
    /// and that an index gets a clamp by a limit or a large stride its
    /// modulus folds away, or a condition compares with a limit.
    pub boundary_constants: f64,
    /// The function's `target` attribute (`None`: no attribute, as input for
    /// `BindTarget`). The default is `T.target("cuda", host="llvm")`.
    pub target: Option<Target>,
    /// Share of kernels whose shared buffers' addresses escape
    /// ([`ESCAPE_FORMS`]): pointer variables, element addresses, views over
    /// them, pointers stored into a local buffer, extern calls reading
    /// through pointers. 0 (the default) draws nothing for them, so the
    /// programs of every seed stay as they were.
    pub escapes: f64,
}

/// The forms of escaping addresses the generator writes when
/// [`GenConfig::escapes`] is set, each read in later phases, in place of
/// direct reads of the buffer (so that they are often its last uses):
/// - `p = T.bind(S.data)` and `V = T.decl_buffer(..., data=p)`, read as `V[i]`;
/// - `q = T.bind(T.address_of(S[c]))` and a view over `q` (`V[i]` is `S[i + c]`);
/// - `P[0] = T.reinterpret("uint64", S.data)` into a `local` buffer, and a
///   view over `T.reinterpret("handle", P[0])`;
/// - `T.call_extern(dt, "ld_...", T.address_of(S[i]))` and
///   `T.call_extern(dt, "ld_...", p, i)`: a private device function of the
///   module ([`reader_function`]) reads the element through the pointer;
/// - `T.call_extern("int32", SUM_BYTES, T.tvm_access_ptr(..., p, 0, n, 1))`:
///   an extern the interpreter runs opaquely ([`SUM_BYTES`]) hashing every
///   byte the pointer reaches.
pub const ESCAPE_FORMS: &[&str] = &[
    "bind",
    "address_of bind",
    "stored pointer",
    "extern address_of",
    "extern pointer",
    "access_ptr extern",
];

/// The opaque extern the generator's escaping programs call with a
/// `T.tvm_access_ptr` (declare it in
/// [`InterpConfig::opaque_externs`](crate::InterpConfig::opaque_externs)):
/// it reads the bytes the access pointer gives and returns their hash.
pub const SUM_BYTES: &str = "tirsat_sum_bytes";

/// `T.target(device, host="llvm")`, or `None` when `device` is not a target
/// string tirsat knows (`cuda`, `cuda -arch=sm_80`, ...).
pub fn device_with_llvm_host(device: &str) -> Option<Target> {
    let d = Target::parse(device).ok()?;
    let h = Target::from_kind("llvm").ok()?;
    Some(Target::with_host(d, h))
}

impl Default for GenConfig {
    fn default() -> Self {
        let dt = |s: &str| s.parse::<DataType>().unwrap_or(DataType::i32());
        GenConfig {
            max_kernels: 3,
            max_shared: 5,
            max_phases: 4,
            thread_extents: vec![16, 32, 64],
            max_blocks: 2,
            shared_dtypes: [
                "int8", "int16", "int32", "int64", "float16", "float32", "float64", "bfloat16",
            ]
            .iter()
            .map(|s| dt(s))
            .collect(),
            global_dtypes: ["float32", "int32", "float16", "int8"]
                .iter()
                .map(|s| dt(s))
                .collect(),
            symbolic: true,
            vectors: true,
            two_d_threads: true,
            static_shared: true,
            max_dyn_shared: None,
            locals: true,
            host_code: true,
            helpers: true,
            symbolic_launch: true,
            expr_depth: 3,
            boundary_programs: 0.35,
            boundary_constants: 0.1,
            target: device_with_llvm_host("cuda"),
            escapes: 0.0,
        }
    }
}

impl GenConfig {
    /// Smaller programs (fewer kernels, threads and phases) for quick tests.
    pub fn small() -> Self {
        GenConfig {
            max_kernels: 2,
            max_shared: 4,
            max_phases: 3,
            thread_extents: vec![16, 32],
            max_blocks: 2,
            expr_depth: 2,
            ..GenConfig::default()
        }
    }
}

/// A generated program and the scalar arguments it was made for.
#[derive(Clone, Debug)]
pub struct GenProgram {
    /// The generated module.
    pub module: IRModule,
    /// The host function to run (`main`).
    pub entry: String,
    /// Values of the scalar parameters (`n`), for [`crate::random_args`].
    pub scalars: BTreeMap<String, i64>,
    /// The seed it was generated from.
    pub seed: u64,
}

#[derive(Clone)]
struct SharedBuf {
    buf: Buffer,
    /// Elements written and read (the allocation may be larger).
    len: i64,
    /// Accessed with 4-lane ramps (len = 4T).
    vector: bool,
    init: bool,
}

/// A pointer into a shared buffer and a view over it.
#[derive(Clone)]
struct PtrView {
    /// Index of the shared buffer (in the kernel's list).
    base: usize,
    /// The pointer: a variable, or a load of a stored pointer.
    ptr: Expr,
    /// A buffer declared over the pointer.
    view: Buffer,
    /// The element of the base the pointer points at.
    offset: i64,
}

struct Kernel {
    /// Linear thread index expression.
    t: Expr,
    threads: i64,
    bx: Expr,
    shared: Vec<SharedBuf>,
    globals: Vec<Buffer>,
    local: Option<(Buffer, bool)>,
    vars: Vec<Var>,
    /// Shared buffers written in the previous phase (preferred by reads, so
    /// data flows from phase to phase).
    recent: Vec<usize>,
    /// Escaping pointers into shared buffers ([`GenConfig::escapes`]).
    ptrs: Vec<PtrView>,
}

/// Where a value expression is being generated.
#[derive(Clone, Default)]
struct Site {
    k: Option<Expr>,
    /// Shared buffers written in this phase (not readable by other threads).
    writing: Vec<usize>,
    /// The element being written, readable by its own thread.
    own: Option<(usize, Vec<Expr>)>,
}

struct Gen<'c> {
    rng: ChaCha8Rng,
    cfg: &'c GenConfig,
    n: Var,
    glen: i64,
    inputs: Vec<Buffer>,
    outputs: Vec<Buffer>,
    host_vars: Vec<Var>,
    names: usize,
    /// Kernels may call the device helper.
    helper: bool,
    helper_used: bool,
    /// Probability of a boundary constant at each site of this program.
    boundary_p: f64,
    /// Reader functions the kernels call: (element type, pointer scope).
    readers: Vec<(DataType, String)>,
}

/// Name of the generated device helper function.
pub const HELPER: &str = "helper";

fn is_narrow_float(t: DataType) -> bool {
    matches!(t.code, TypeCode::BFloat | TypeCode::Float8(_))
}

/// Integer values near the limits of integer type `dt`: 0, ±1, MIN, MAX,
/// MIN + 1, MAX - 1, and every power of two inside the type with its
/// neighbours and (signed types) their negations; each value once, in
/// increasing order (unsigned 64-bit values as their two's-complement bits).
///
/// ```
/// use tirsat_interp::generator::boundary_values;
/// use tirsat_ir::DataType;
/// let v = boundary_values(DataType::int(8));
/// assert_eq!(v.first(), Some(&-128));
/// assert_eq!(v.last(), Some(&127));
/// assert!(v.contains(&64) && v.contains(&-65) && v.contains(&0));
/// ```
pub fn boundary_values(dt: DataType) -> Vec<i64> {
    let bits = (dt.bits as u32).clamp(1, 64);
    let (lo, hi): (i128, i128) = if dt.code == TypeCode::Int {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    let mut v: Vec<i128> = vec![0, 1, -1, lo, lo + 1, hi, hi - 1];
    for k in 1..bits {
        let p = 1i128 << k;
        v.extend([p - 1, p, p + 1, -p - 1, -p, -p + 1]);
    }
    v.retain(|x| lo <= *x && *x <= hi);
    v.sort_unstable();
    v.dedup();
    v.into_iter().map(|x| x as i64).collect()
}

fn i32c(v: i64) -> Expr {
    Expr::i32(v)
}

fn barrier() -> Stmt {
    Stmt::evaluate(Expr::call(
        DataType::i32(),
        builtin::TVM_STORAGE_SYNC,
        vec![Expr::str("shared"), Expr::bool(false), Expr::i32(-1)],
    ))
}

impl Gen<'_> {
    fn name(&mut self, base: &str) -> String {
        self.names += 1;
        format!("{base}{}", self.names)
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> Option<T> {
        items.choose(&mut self.rng).cloned()
    }

    /// A boundary constant is drawn this time.
    fn near_limits(&mut self) -> bool {
        let p = self.boundary_p;
        p > 0.0 && self.rng.gen_bool(p)
    }

    /// `e` converted to `dt`; into `int8`/`int16` from another type through
    /// a clamp to a small range (a saturating conversion, so that narrow data
    /// stays mostly defined under arithmetic: a cast the target type cannot
    /// hold is undefined, `notes/integer-semantics.md`).
    fn cast_to(&self, dt: DataType, e: Expr) -> Expr {
        let from = e.dtype();
        if from == dt || dt.code != TypeCode::Int || dt.bits > 16 {
            return Expr::cast(dt, &e);
        }
        let r = if dt.bits <= 8 { 16 } else { 1024 };
        let (lo, hi) = if from.is_float() {
            (
                Expr::float(from, -r as f64),
                Expr::float(from, (r - 1) as f64),
            )
        } else if from.is_integer_like() && from.bits > dt.bits {
            (Expr::int(from, -r), Expr::int(from, r - 1))
        } else {
            return Expr::cast(dt, &e);
        };
        Expr::cast(dt, &Expr::max(&Expr::min(&e, &hi), &lo))
    }

    /// A value near the limits of integer type `dt` ([`boundary_values`]).
    fn boundary(&mut self, dt: DataType) -> i64 {
        let v = boundary_values(dt);
        v[self.rng.gen_range(0..v.len())]
    }

    fn constant(&mut self, dt: DataType) -> Expr {
        if dt.is_float() {
            Expr::float(dt, self.rng.gen_range(-16..16) as f64 / 4.0)
        } else if self.near_limits() {
            let c = self.boundary(dt);
            Expr::int(dt, c)
        } else {
            Expr::int(dt, self.rng.gen_range(-8..9))
        }
    }

    /// An index `e` in `[0, len)` of a kernel with `threads` threads, as is
    /// or (near the limits) clamped by an int32 limit, which keeps its value.
    fn clamp_index(&mut self, e: Expr) -> Expr {
        if !self.near_limits() {
            return e;
        }
        match self.rng.gen_range(0..3) {
            0 => Expr::min(&e, &i32c(i32::MAX as i64)),
            1 => Expr::max(&e, &i32c(i32::MIN as i64)),
            _ => Expr::min(&e, &i32c(i32::MAX as i64 - 1)),
        }
    }

    /// A bijection of `t` onto `[0, m)` for `t` in `[0, m)` (`m` a power of two).
    fn perm(&mut self, t: &Expr, m: i64) -> Expr {
        match self.rng.gen_range(0..5) {
            0 | 1 => t.clone(),
            2 => Expr::sub(&i32c(m - 1), t),
            3 => {
                let s = *[3i64, 5, 7].choose(&mut self.rng).unwrap_or(&3);
                Expr::floormod(&Expr::mul(t, &i32c(s)), &i32c(m))
            }
            _ => {
                let c = self.rng.gen_range(1..m.max(2));
                Expr::floormod(&Expr::add(t, &i32c(c)), &i32c(m))
            }
        }
    }

    /// An index in `[0, len)` of any pattern (element-wise, reversed, strided,
    /// broadcast).
    fn read_index(&mut self, kc: &Kernel, site: &Site, len: i64) -> Expr {
        let t = &kc.t;
        match self.rng.gen_range(0..5) {
            0 if len >= kc.threads => Expr::sub(&i32c(len - 1), t),
            1 => i32c(self.rng.gen_range(0..len)),
            2 if len * 2 == kc.threads => Expr::floordiv(t, &i32c(2)),
            _ => {
                let a = self.rng.gen_range(0..4);
                let c0 = self.rng.gen_range(0..len);
                let mut e = i32c(c0);
                if a > 0 {
                    let at = if a == 1 {
                        t.clone()
                    } else {
                        Expr::mul(t, &i32c(a))
                    };
                    e = Expr::add(&at, &e);
                }
                if let Some(k) = &site.k
                    && self.rng.gen_bool(0.5)
                {
                    e = Expr::add(&e, k);
                }
                if self.near_limits() {
                    // A multiple of `len` as close to an int32 limit as `e`
                    // allows (loop variables `k` stay below 8): the modulus
                    // folds it away, and `e` plus it still fits.
                    let emax = a * (kc.threads - 1) + (len - 1) + 8;
                    e = if self.rng.gen_bool(0.5) {
                        let k = (i32::MAX as i64 - emax) / len;
                        Expr::add(&e, &i32c(len * k))
                    } else {
                        let k = i32::MAX as i64 / len;
                        Expr::sub(&e, &i32c(len * k))
                    };
                }
                let e = Expr::floormod(&e, &i32c(len));
                self.clamp_index(e)
            }
        }
    }

    fn global_index(&mut self, kc: &Kernel, site: &Site) -> Expr {
        let span = kc.threads * 4;
        let inner = self.read_index(kc, site, span);
        Expr::add(&Expr::mul(&kc.bx, &i32c(span)), &inner)
    }

    /// A read of a shared buffer other threads may have written in an earlier
    /// phase (none while every initialized buffer is being written).
    fn shared_read(&mut self, kc: &Kernel, site: &Site, dt: DataType) -> Option<Expr> {
        let readable: Vec<usize> = (0..kc.shared.len())
            .filter(|i| kc.shared[*i].init && !site.writing.contains(i))
            .collect();
        let recent: Vec<usize> = readable
            .iter()
            .copied()
            .filter(|i| kc.recent.contains(i))
            .collect();
        let i = if !recent.is_empty() && self.rng.gen_bool(0.7) {
            self.pick(&recent)?
        } else {
            self.pick(&readable)?
        };
        let sb = kc.shared[i].clone();
        if kc.ptrs.iter().any(|p| p.base == i) && self.rng.gen_bool(0.7) {
            return Some(self.pointer_read(kc, site, i, dt));
        }
        let idx = self.read_index(kc, site, sb.len);
        Some(self.cast_to(dt, Expr::load(&sb.buf, vec![idx])))
    }

    /// A read of shared buffer `i` through one of its escaping pointers
    /// (some element any thread may read).
    fn pointer_read(&mut self, kc: &Kernel, site: &Site, i: usize, dt: DataType) -> Expr {
        let ptrs: Vec<PtrView> = kc.ptrs.iter().filter(|p| p.base == i).cloned().collect();
        let sb = kc.shared[i].clone();
        let Some(p) = self.pick(&ptrs) else {
            return self.constant(dt);
        };
        let len = sb.len - p.offset;
        let et = sb.buf.dtype();
        let scope = sb.buf.scope().to_string();
        let v = match self.rng.gen_range(0..5) {
            0 | 1 => {
                let idx = self.read_index(kc, site, len);
                Expr::load(&p.view, vec![idx])
            }
            2 => {
                // The element's address to a reader function.
                let idx = self.read_index(kc, site, sb.len);
                let addr = Expr::call(
                    sb.buf.data_type(),
                    builtin::ADDRESS_OF,
                    vec![Expr::load(&sb.buf, vec![idx])],
                );
                self.reader_call(et, &scope, addr, i32c(0))
            }
            3 => {
                let idx = self.read_index(kc, site, len);
                self.reader_call(et, &scope, p.ptr.clone(), idx)
            }
            _ => {
                // Every byte the pointer reaches, hashed by an opaque extern.
                let n = self.rng.gen_range(1..=len);
                let ap = Expr::call(
                    sb.buf.data_type(),
                    builtin::TVM_ACCESS_PTR,
                    vec![
                        Expr::call(et, builtin::TYPE_ANNOTATION, vec![]),
                        p.ptr.clone(),
                        i32c(0),
                        i32c(n),
                        i32c(1),
                    ],
                );
                let h = Expr::call_extern(DataType::i32(), SUM_BYTES, vec![ap]);
                // A small value: the hash modulo 7.
                return Expr::cast(dt, &Expr::floormod(&h, &i32c(7)));
            }
        };
        self.cast_to(dt, v)
    }

    /// `T.call_extern(et, "ld_...", ptr, idx)` of the reader function for
    /// elements of `et` in `scope`.
    fn reader_call(&mut self, et: DataType, scope: &str, ptr: Expr, idx: Expr) -> Expr {
        if !self.readers.iter().any(|(t, s)| *t == et && s == scope) {
            self.readers.push((et, scope.to_string()));
        }
        Expr::call_extern(et, &reader_name(et, scope), vec![ptr, idx])
    }

    /// Statements making an escaping pointer into a shared buffer that is
    /// written already (not of a narrow float type: their legalization
    /// rewrites storage), and the pointer; `None` when there is none.
    fn make_pointer(&mut self, kc: &Kernel) -> Option<(Vec<Stmt>, PtrView)> {
        let cands: Vec<usize> = (0..kc.shared.len())
            .filter(|&i| {
                let s = &kc.shared[i];
                s.init && !is_narrow_float(s.buf.dtype()) && s.len >= 2
            })
            .collect();
        let base = self.pick(&cands)?;
        let sb = kc.shared[base].clone();
        let dt = sb.buf.dtype();
        let scope = sb.buf.scope().to_string();
        let ptr_ty = sb.buf.data_type();
        let mut stmts = Vec::new();
        let (ptr, offset) = match self.rng.gen_range(0..3) {
            0 => {
                let v = Var::new(self.name("p"), ptr_ty.clone());
                stmts.push(Stmt::bind(&v, Expr::buffer_data(&sb.buf)));
                (v.to_expr(), 0)
            }
            1 => {
                let c = self.rng.gen_range(1..=sb.len / 2);
                let v = Var::new(self.name("q"), ptr_ty);
                let addr = Expr::call(
                    sb.buf.data_type(),
                    builtin::ADDRESS_OF,
                    vec![Expr::load(&sb.buf, vec![i32c(c)])],
                );
                stmts.push(Stmt::bind(&v, addr));
                (v.to_expr(), c)
            }
            _ => {
                // TVM has no buffers of pointers: the bits go through uint64.
                let u64t = DataType::uint(64);
                let l = Buffer::new(self.name("P"), u64t, vec![i32c(1)], "local");
                stmts.push(Stmt::alloc(&l));
                let bits = Expr::call(u64t, builtin::REINTERPRET, vec![Expr::buffer_data(&sb.buf)]);
                stmts.push(Stmt::store(&l, bits, vec![i32c(0)]));
                let back = Expr::load(&l, vec![i32c(0)]);
                (
                    Expr::call(DataType::handle(), builtin::REINTERPRET, vec![back]),
                    0,
                )
            }
        };
        let view = Buffer::new(self.name("V"), dt, vec![i32c(sb.len - offset)], &scope);
        stmts.push(Stmt::decl(&view, ptr.clone()));
        Some((
            stmts,
            PtrView {
                base,
                ptr,
                view,
                offset,
            },
        ))
    }

    /// `v` plus a shared read, so that shared buffers carry data between threads.
    fn with_shared_read(&mut self, kc: &Kernel, site: &Site, v: Expr) -> Expr {
        match self.shared_read(kc, site, v.dtype()) {
            Some(r) => Expr::add(&v, &r),
            None => v,
        }
    }

    fn leaf(&mut self, kc: &Kernel, site: &Site, dt: DataType) -> Expr {
        for _ in 0..4 {
            match self.rng.gen_range(0..10) {
                0 | 1 => {
                    if let Some(r) = self.shared_read(kc, site, dt) {
                        return r;
                    }
                }
                2 => {
                    if let Some(g) = self.pick(&kc.globals) {
                        let idx = self.global_index(kc, site);
                        return self.cast_to(dt, Expr::load(&g, vec![idx]));
                    }
                }
                3 => return self.constant(dt),
                4 => return Expr::cast(dt, &kc.t),
                5 => {
                    if let Some(k) = &site.k {
                        return Expr::cast(dt, k);
                    }
                }
                6 => {
                    let mut vars = kc.vars.clone();
                    vars.push(self.n.clone());
                    if let Some(v) = self.pick(&vars) {
                        return Expr::cast(dt, &v.to_expr());
                    }
                }
                7 => {
                    if let Some((i, idx)) = &site.own {
                        return self.cast_to(dt, Expr::load(&kc.shared[*i].buf, idx.clone()));
                    }
                }
                9 => {
                    if self.helper {
                        self.helper_used = true;
                        let c = self.rng.gen_range(-3..4);
                        let call =
                            Expr::call_global(DataType::i32(), HELPER, vec![kc.t.clone(), i32c(c)]);
                        return Expr::cast(dt, &call);
                    }
                }
                _ => {
                    if let Some((l, true)) = &kc.local {
                        let len = l.const_elements().unwrap_or(1) as i64;
                        let idx = self.read_index(kc, site, len);
                        return self.cast_to(dt, Expr::load(l, vec![idx]));
                    }
                }
            }
        }
        self.constant(dt)
    }

    fn cond(&mut self, kc: &Kernel) -> Expr {
        if self.near_limits() {
            let max = i32c(i32::MAX as i64);
            let min = i32c(i32::MIN as i64);
            return match self.rng.gen_range(0..4) {
                0 => Expr::lt(&kc.t, &max),
                1 => Expr::cmp(CmpOp::Ge, &kc.t, &min),
                2 => Expr::cmp(CmpOp::Gt, &kc.t, &min),
                _ => Expr::cmp(CmpOp::Le, &Expr::sub(&kc.t, &max), &min),
            };
        }
        let c = self.rng.gen_range(1..kc.threads);
        match self.rng.gen_range(0..3) {
            0 => Expr::lt(&kc.t, &i32c(c)),
            1 => Expr::eq(&Expr::floormod(&kc.t, &i32c(2)), &i32c(0)),
            _ => Expr::cmp(CmpOp::Ge, &kc.t, &i32c(c)),
        }
    }

    fn value(&mut self, kc: &Kernel, site: &Site, dt: DataType, depth: u32) -> Expr {
        if depth == 0 || self.rng.gen_bool(0.3) {
            return self.leaf(kc, site, dt);
        }
        let d = depth - 1;
        match self.rng.gen_range(0..11) {
            0..=3 => {
                let op = *[BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Min, BinOp::Max]
                    .choose(&mut self.rng)
                    .unwrap_or(&BinOp::Add);
                let a = self.value(kc, site, dt, d);
                let b = self.value(kc, site, dt, d);
                Expr::binary(op, &a, &b)
            }
            4 => {
                let a = self.value(kc, site, dt, d);
                if dt.is_float() {
                    let c = *[2.0, 4.0, 0.5, -2.0].choose(&mut self.rng).unwrap_or(&2.0);
                    Expr::binary(BinOp::Div, &a, &Expr::float(dt, c))
                } else {
                    let op = if self.rng.gen_bool(0.5) {
                        BinOp::FloorDiv
                    } else {
                        BinOp::FloorMod
                    };
                    let c = if self.near_limits() {
                        Some(self.boundary(dt)).filter(|c| *c != 0).unwrap_or(-1)
                    } else {
                        self.rng.gen_range(1..8)
                    };
                    Expr::binary(op, &a, &Expr::int(dt, c))
                }
            }
            5 if dt.is_integer_like() => {
                let a = self.value(kc, site, dt, d);
                match self.rng.gen_range(0..3) {
                    0 => {
                        let b = self.value(kc, site, dt, d);
                        Expr::call(dt, builtin::BITWISE_AND, vec![a, b])
                    }
                    1 => {
                        let b = self.value(kc, site, dt, d);
                        Expr::call(dt, builtin::BITWISE_XOR, vec![a, b])
                    }
                    _ => {
                        let bits = dt.bits as i64;
                        let s = if self.near_limits() {
                            *[bits / 2, bits - 2, bits - 1]
                                .choose(&mut self.rng)
                                .unwrap_or(&1)
                        } else {
                            self.rng.gen_range(0..4)
                        };
                        Expr::call(dt, builtin::SHIFT_LEFT, vec![a, Expr::int(dt, s)])
                    }
                }
            }
            6 => {
                let c = self.cond(kc);
                let a = self.value(kc, site, dt, d);
                let b = self.value(kc, site, dt, d);
                Expr::select(&c, &a, &b)
            }
            7 => {
                let c = self.cond(kc);
                let a = self.value(kc, site, dt, d);
                let b = self.value(kc, site, dt, d);
                Expr::call(dt, builtin::IF_THEN_ELSE, vec![c, a, b])
            }
            8 => {
                let other = self
                    .pick(&self.cfg.shared_dtypes.clone())
                    .unwrap_or(DataType::i32());
                let a = self.value(kc, site, other, d);
                self.cast_to(dt, a)
            }
            9 if dt.is_integer_like() && self.near_limits() => {
                // A clamp by the type's limits (the value itself) or
                // between two boundary values.
                let a = self.value(kc, site, dt, d);
                let (lo, hi) = (self.boundary(dt), self.boundary(dt));
                let (lo, hi) = (lo.min(hi), lo.max(hi));
                match self.rng.gen_range(0..3) {
                    0 => Expr::min(
                        &a,
                        &Expr::int(dt, *boundary_values(dt).last().unwrap_or(&0)),
                    ),
                    1 => Expr::max(
                        &a,
                        &Expr::int(dt, *boundary_values(dt).first().unwrap_or(&0)),
                    ),
                    _ => Expr::max(&Expr::min(&a, &Expr::int(dt, hi)), &Expr::int(dt, lo)),
                }
            }
            9 => {
                let name = self.name("x");
                let x = Var::new(name, dt);
                let v = self.value(kc, site, dt, d);
                let body = Expr::add(&x.to_expr(), &Expr::mul(&x.to_expr(), &self.constant(dt)));
                Expr::let_(&x, &v, &body)
            }
            _ => {
                let a = self.value(kc, site, dt, d);
                let b = self.leaf(kc, site, dt);
                Expr::add(&a, &b)
            }
        }
    }

    fn vector_value(&mut self, kc: &Kernel, site: &Site, dt: DataType) -> Expr {
        let vt = dt.with_lanes(4);
        let mut parts = Vec::new();
        for _ in 0..2 {
            let e = match self.rng.gen_range(0..3) {
                0 => {
                    let s = self.value(kc, site, dt, 1);
                    Expr::broadcast(&s, 4)
                }
                1 => {
                    let vecs: Vec<usize> = (0..kc.shared.len())
                        .filter(|i| {
                            let s = &kc.shared[*i];
                            s.vector && s.init && !site.writing.contains(i)
                        })
                        .collect();
                    match self.pick(&vecs) {
                        Some(i) => {
                            let sb = kc.shared[i].clone();
                            let base = self.read_index(kc, site, sb.len / 4);
                            let idx = Expr::ramp(&Expr::mul(&base, &i32c(4)), &i32c(1), 4);
                            Expr::cast(vt, &Expr::load(&sb.buf, vec![idx]))
                        }
                        None => Expr::broadcast(&self.constant(dt), 4),
                    }
                }
                _ => match self.pick(&kc.globals) {
                    Some(g) => {
                        let base = self.read_index(kc, site, kc.threads);
                        let start = Expr::add(
                            &Expr::mul(&kc.bx, &i32c(kc.threads * 4)),
                            &Expr::mul(&base, &i32c(4)),
                        );
                        let idx = Expr::ramp(&start, &i32c(1), 4);
                        Expr::cast(vt, &Expr::load(&g, vec![idx]))
                    }
                    None => Expr::broadcast(&self.constant(dt), 4),
                },
            };
            parts.push(e);
        }
        let op = *[BinOp::Add, BinOp::Mul, BinOp::Max]
            .choose(&mut self.rng)
            .unwrap_or(&BinOp::Add);
        Expr::binary(op, &parts[0], &parts[1])
    }

    /// Statements writing every element of shared buffer `wi`.
    fn write_group(&mut self, kc: &Kernel, wi: usize, writing: &[usize]) -> Stmt {
        let sb = kc.shared[wi].clone();
        let t = kc.t.clone();
        let tn = kc.threads;
        let mut site = Site {
            writing: writing.to_vec(),
            ..Site::default()
        };
        if sb.vector {
            let p = self.perm(&t, tn);
            let idx = vec![Expr::ramp(&Expr::mul(&p, &i32c(4)), &i32c(1), 4)];
            let mut v = self.vector_value(kc, &site, sb.buf.dtype());
            if sb.init && self.rng.gen_bool(0.3) {
                v = Expr::add(&Expr::load(&sb.buf, idx.clone()), &v);
            }
            return Stmt::store(&sb.buf, v, idx);
        }
        let (stmt_for_index, k) = if sb.len * 2 == tn {
            let p = self.perm(&t, tn / 2);
            (vec![p], None)
        } else if sb.len == tn {
            (vec![self.perm(&t, tn)], None)
        } else {
            let c = sb.len / tn;
            let kv = Var::new(self.name("k"), DataType::i32());
            let p = self.perm(&t, tn);
            let idx = if self.rng.gen_bool(0.5) {
                Expr::add(&Expr::mul(&kv.to_expr(), &i32c(tn)), &p)
            } else {
                Expr::add(&Expr::mul(&p, &i32c(c)), &kv.to_expr())
            };
            (vec![idx], Some((kv, c)))
        };
        site.k = k.as_ref().map(|(v, _)| v.to_expr());
        if sb.init {
            site.own = Some((wi, stmt_for_index.clone()));
        }
        let dt = sb.buf.dtype();
        let depth = self.cfg.expr_depth;
        let mut v = self.value(kc, &site, dt, depth);
        if self.rng.gen_bool(0.7) {
            v = self.with_shared_read(kc, &site, v);
        }
        let mut store = Stmt::store(&sb.buf, v, stmt_for_index.clone());
        if self.rng.gen_bool(0.2) {
            let other = Stmt::store(&sb.buf, self.value(kc, &site, dt, depth), stmt_for_index);
            store = Stmt::if_(self.cond(kc), store, Some(other));
        }
        if sb.len * 2 == tn {
            store = Stmt::if_(Expr::lt(&t, &i32c(tn / 2)), store, None);
        }
        if let Some((kv, c)) = k {
            let kind = if self.rng.gen_bool(0.3) {
                ForKind::Unrolled
            } else {
                ForKind::Serial
            };
            store = Stmt::for_(&kv, i32c(0), i32c(c), kind, store);
        }
        store
    }

    fn shared_buffer(&mut self, tn: i64, dyn_left: &mut usize) -> SharedBuf {
        let dt = {
            let c = self.cfg;
            self.pick(&c.shared_dtypes)
        }
        .unwrap_or(DataType::f32());
        let vector_ok = self.cfg.vectors && dt.bits >= 16;
        let (len, vector) = match self.rng.gen_range(0..5) {
            0 => (tn / 2, false),
            1 | 2 => (tn, false),
            3 => (tn * 2, false),
            _ => (tn * 4, vector_ok && self.rng.gen_bool(0.6)),
        };
        let scope = if (self.cfg.static_shared && self.rng.gen_bool(0.4)) || *dyn_left == 0 {
            "shared"
        } else {
            *dyn_left -= 1;
            "shared.dyn"
        };
        let extent = if self.cfg.symbolic && scope == "shared.dyn" && self.rng.gen_bool(0.25) {
            Expr::add(&i32c(len), &self.n.to_expr())
        } else {
            i32c(len)
        };
        let name = self.name("S");
        SharedBuf {
            buf: Buffer::new(name, dt, vec![extent], scope),
            len,
            vector,
            init: false,
        }
    }

    fn kernel(&mut self, outputs: &[Buffer]) -> Stmt {
        let cfg = self.cfg;
        let tn = self.pick(&cfg.thread_extents).unwrap_or(32).max(16);
        let blocks = self.rng.gen_range(1..=cfg.max_blocks.max(1));
        // A symbolic grid of 1..=blocks blocks.
        let grid = if cfg.symbolic_launch && self.rng.gen_bool(0.3) {
            Expr::add(&Expr::floormod(&self.n.to_expr(), &i32c(blocks)), &i32c(1))
        } else {
            i32c(blocks)
        };
        let bxv = IterVar::thread(self.name("blockIdx_x"), "blockIdx.x");
        let two_d = cfg.two_d_threads && self.rng.gen_bool(0.25);
        let txv = IterVar::thread(self.name("threadIdx_x"), "threadIdx.x");
        let tyv = IterVar::thread(self.name("threadIdx_y"), "threadIdx.y");
        let (tx_ext, ty_ext) = if two_d { (tn / 2, 2) } else { (tn, 1) };
        let t = if two_d {
            Expr::add(
                &Expr::mul(&tyv.var().to_expr(), &i32c(tx_ext)),
                &txv.var().to_expr(),
            )
        } else {
            txv.var().to_expr()
        };
        let globals: Vec<Buffer> = self
            .inputs
            .iter()
            .chain(&self.outputs)
            .filter(|g| !outputs.contains(g))
            .cloned()
            .collect();
        let nshared = self.rng.gen_range(2..=cfg.max_shared.max(2));
        let mut dyn_left = cfg.max_dyn_shared.unwrap_or(usize::MAX);
        let shared: Vec<SharedBuf> = (0..nshared)
            .map(|_| self.shared_buffer(tn, &mut dyn_left))
            .collect();
        let mut kc = Kernel {
            t: t.clone(),
            threads: tn,
            bx: bxv.var().to_expr(),
            shared,
            globals,
            local: None,
            vars: self.host_vars.clone(),
            recent: Vec::new(),
            ptrs: Vec::new(),
        };
        // Drawn only when enabled: the programs of other seeds stay as they were.
        let escapes = cfg.escapes > 0.0 && self.rng.gen_bool(cfg.escapes.clamp(0.0, 1.0));
        let mut body: Vec<Stmt> = Vec::new();
        if self.rng.gen_bool(0.4) {
            let v = Var::new(self.name("v"), DataType::i32());
            let a = self.rng.gen_range(1..5);
            body.push(Stmt::bind(
                &v,
                Expr::add(&Expr::mul(&t, &i32c(a)), &i32c(1)),
            ));
            kc.vars.push(v);
        }
        if cfg.locals && self.rng.gen_bool(0.3) {
            let dt = self.pick(&cfg.shared_dtypes).unwrap_or(DataType::f32());
            let l = Buffer::new(self.name("L"), dt, vec![i32c(4)], "local");
            body.push(Stmt::alloc(&l));
            kc.local = Some((l, false));
        }
        // Enough phases to write every shared buffer once.
        let phases = self.rng.gen_range(nshared..=cfg.max_phases.max(nshared));
        for p in 0..phases {
            if escapes
                && self.rng.gen_bool(0.6)
                && let Some((stmts, ptr)) = self.make_pointer(&kc)
            {
                body.extend(stmts);
                kc.ptrs.push(ptr);
            }
            let phase = self.phase(&mut kc, p);
            body.push(phase);
        }
        for y in outputs {
            let st = self.output_store(&kc, &t, tn, y);
            body.push(st);
        }
        let allocs: Vec<Stmt> = kc.shared.iter().map(|s| Stmt::alloc(&s.buf)).collect();
        let between = self.rng.gen_bool(0.25);
        let mut inner = if between {
            Stmt::seq(body)
        } else {
            Stmt::seq(allocs.iter().cloned().chain(body).collect())
        };
        if two_d {
            inner = Stmt::launch(&tyv, i32c(ty_ext), inner);
        }
        let mut launch = Stmt::launch(&txv, i32c(tx_ext), inner);
        if between {
            launch = Stmt::seq(allocs.into_iter().chain(std::iter::once(launch)).collect());
        }
        Stmt::launch(&bxv, grid, launch)
    }

    /// Phase `p` of a kernel: stores into the shared buffers it writes (at
    /// least one not yet written), perhaps the local buffer's initialisation,
    /// a barrier; perhaps under a host condition or in a two-iteration loop.
    fn phase(&mut self, kc: &mut Kernel, p: usize) -> Stmt {
        let cfg = self.cfg;
        let uninit: Vec<usize> = (0..kc.shared.len())
            .filter(|i| !kc.shared[*i].init)
            .collect();
        let mut writing: Vec<usize> = Vec::new();
        if let Some(i) = self.pick(&uninit) {
            writing.push(i);
        }
        let all: Vec<usize> = (0..kc.shared.len()).collect();
        if (writing.is_empty() || self.rng.gen_bool(0.4))
            && let Some(i) = self.pick(&all)
            && !writing.contains(&i)
        {
            writing.push(i);
        }
        let mut stmts = Vec::new();
        if p == 0
            && let Some((l, _)) = kc.local.clone()
        {
            let kv = Var::new(self.name("k"), DataType::i32());
            let site = Site {
                k: Some(kv.to_expr()),
                writing: (0..kc.shared.len()).collect(),
                own: None,
            };
            let v = self.value(kc, &site, l.dtype(), 2);
            stmts.push(Stmt::for_(
                &kv,
                i32c(0),
                i32c(4),
                ForKind::Serial,
                Stmt::store(&l, v, vec![kv.to_expr()]),
            ));
            kc.local = Some((l, true));
        }
        for w in &writing {
            stmts.push(self.write_group(kc, *w, &writing));
        }
        let mut phase = Stmt::seq(stmts);
        let all_init = writing.iter().all(|w| kc.shared[*w].init);
        if cfg.host_code && all_init && self.rng.gen_bool(0.3) {
            let c = self.rng.gen_range(0..4);
            phase = Stmt::if_(
                Expr::cmp(CmpOp::Ge, &self.n.to_expr(), &i32c(c)),
                phase,
                None,
            );
        }
        phase = Stmt::seq(vec![phase, barrier()]);
        if all_init && self.rng.gen_bool(0.2) {
            let r = Var::new(self.name("r"), DataType::i32());
            phase = Stmt::for_(&r, i32c(0), i32c(2), ForKind::Serial, phase);
        }
        for w in &writing {
            kc.shared[*w].init = true;
        }
        kc.recent = writing;
        phase
    }

    /// The store of output `y`: each thread writes one (or two) elements of
    /// its block's span, a value that may read shared memory.
    fn output_store(&mut self, kc: &Kernel, t: &Expr, tn: i64, y: &Buffer) -> Stmt {
        let cfg = self.cfg;
        let c = if self.rng.gen_bool(0.3) { 2 } else { 1 };
        let span = tn * c;
        let p = self.perm(t, tn);
        let (local, k) = if c == 1 {
            (p, None)
        } else {
            let kv = Var::new(self.name("k"), DataType::i32());
            (
                Expr::add(&Expr::mul(&kv.to_expr(), &i32c(tn)), &p),
                Some(kv),
            )
        };
        let idx = Expr::add(&Expr::mul(&kc.bx, &i32c(span)), &local);
        let site = Site {
            k: k.as_ref().map(Var::to_expr),
            writing: Vec::new(),
            own: None,
        };
        let v = self.value(kc, &site, y.dtype(), cfg.expr_depth);
        let v = self.with_shared_read(kc, &site, v);
        let mut st = Stmt::store(y, v, vec![idx]);
        if let Some(kv) = k {
            st = Stmt::for_(&kv, i32c(0), i32c(c), ForKind::Serial, st);
        }
        st
    }

    /// A host-side update of a global element. Never of a `bfloat16` /
    /// `float8` buffer: host code does not compute in those formats (on a
    /// device with native support TVM's compute legalization leaves the host
    /// function alone, and the storage legalization of the host then meets
    /// narrow-float arithmetic it cannot type).
    fn host_store(&mut self) -> Option<Stmt> {
        let all: Vec<Buffer> = self
            .inputs
            .iter()
            .chain(&self.outputs)
            .filter(|b| !is_narrow_float(b.dtype()))
            .cloned()
            .collect();
        let g = self.pick(&all)?;
        let i = i32c(self.rng.gen_range(0..self.glen));
        let dt = g.dtype();
        let v = Expr::add(
            &Expr::load(&g, vec![i.clone()]),
            &Expr::cast(dt, &self.n.to_expr()),
        );
        Some(Stmt::store(&g, v, vec![i]))
    }

    fn function(&mut self) -> PrimFunc {
        let cfg = self.cfg;
        let max_t = cfg
            .thread_extents
            .iter()
            .copied()
            .max()
            .unwrap_or(32)
            .max(16);
        self.glen = cfg.max_blocks.max(1) * max_t * 4;
        let nin = self.rng.gen_range(1..=3);
        let nout = self.rng.gen_range(1..=2);
        for i in 0..nin {
            let dt = self.pick(&cfg.global_dtypes).unwrap_or(DataType::f32());
            let extent = if cfg.symbolic && i == 0 && self.rng.gen_bool(0.3) {
                Expr::add(&i32c(self.glen), &self.n.to_expr())
            } else {
                i32c(self.glen)
            };
            self.inputs
                .push(Buffer::new(format!("X{i}"), dt, vec![extent], "global"));
        }
        for i in 0..nout {
            let dt = self.pick(&cfg.global_dtypes).unwrap_or(DataType::f32());
            self.outputs.push(Buffer::new(
                format!("Y{i}"),
                dt,
                vec![i32c(self.glen)],
                "global",
            ));
        }
        let nk = self.rng.gen_range(1..=cfg.max_kernels.max(1));
        let mut body = Vec::new();
        for k in 0..nk {
            let mut outs = vec![self.outputs[k % self.outputs.len()].clone()];
            if self.outputs.len() > 1 && self.rng.gen_bool(0.3) {
                outs = self.outputs.clone();
            }
            if cfg.host_code && self.rng.gen_bool(0.4) {
                let m = Var::new(self.name("m"), DataType::i32());
                let a = self.rng.gen_range(1..4);
                body.push(Stmt::bind(
                    &m,
                    Expr::add(&Expr::mul(&self.n.to_expr(), &i32c(a)), &i32c(k as i64)),
                ));
                self.host_vars.push(m);
            }
            if cfg.host_code
                && self.rng.gen_bool(0.2)
                && let Some(st) = self.host_store()
            {
                body.push(st);
            }
            let mut launch = self.kernel(&outs);
            if cfg.host_code {
                match self.rng.gen_range(0..6) {
                    0 => {
                        let c = self.rng.gen_range(0..4);
                        launch = Stmt::if_(
                            Expr::cmp(CmpOp::Ge, &self.n.to_expr(), &i32c(c)),
                            launch,
                            None,
                        );
                    }
                    1 => {
                        let r = Var::new(self.name("rep"), DataType::i32());
                        launch = Stmt::for_(&r, i32c(0), i32c(2), ForKind::Serial, launch);
                    }
                    _ => {}
                }
            }
            body.push(launch);
        }
        let mut params: Vec<Param> = self
            .inputs
            .iter()
            .chain(&self.outputs)
            .cloned()
            .map(Param::Buffer)
            .collect();
        params.push(Param::Var(self.n.clone()));
        let target = cfg.target.clone();
        let mut f = PrimFunc::new(params, Stmt::seq(body))
            .with_attr(keys::GLOBAL_SYMBOL, AttrValue::Str("main".into()));
        if let Some(t) = target {
            f = f.with_attr(keys::TARGET, AttrValue::Target(t));
        }
        f
    }
}

/// `helper(a, b) = (a * 3 + b) % 7 - 2` (floor modulo): a private int32
/// function for device code, with the device part of the configured target.
fn helper_function(cfg: &GenConfig) -> PrimFunc {
    let a = Var::new("a", DataType::i32());
    let b = Var::new("b", DataType::i32());
    let v = Expr::sub(
        &Expr::floormod(
            &Expr::add(&Expr::mul(&a.to_expr(), &i32c(3)), &b.to_expr()),
            &i32c(7),
        ),
        &i32c(2),
    );
    let mut f = PrimFunc::new(vec![Param::Var(a), Param::Var(b)], Stmt::ret(v));
    f.ret_type = tirsat_ir::Type::Prim(DataType::i32());
    match &cfg.target {
        Some(t) => f.with_attr(keys::TARGET, AttrValue::Target(t.without_host())),
        None => f,
    }
}

/// The name of the reader function for elements of `dt` in `scope`.
fn reader_name(dt: DataType, scope: &str) -> String {
    format!("ld_{dt}_{}", scope.replace('.', "_"))
}

/// `ld_<dt>_<scope>(q, i) -> dt`: element `i` after the one `q` points at (a
/// private device function: the extern the escaping programs call with a
/// pointer).
fn reader_function(cfg: &GenConfig, dt: DataType, scope: &str) -> PrimFunc {
    let q = Var::new("q", tirsat_ir::Type::pointer(dt, scope));
    let i = Var::new("i", DataType::i32());
    let b = Buffer::new("Q", dt, vec![i32c(1)], scope);
    let body = Stmt::seq(vec![
        Stmt::decl(&b, q.to_expr()),
        Stmt::ret(Expr::load(&b, vec![i.to_expr()])),
    ]);
    let mut f = PrimFunc::new(vec![Param::Var(q), Param::Var(i)], body);
    f.ret_type = tirsat_ir::Type::Prim(dt);
    match &cfg.target {
        Some(t) => f.with_attr(keys::TARGET, AttrValue::Target(t.without_host())),
        None => f,
    }
}

/// Generates a program from `seed`.
pub fn generate(seed: u64, cfg: &GenConfig) -> GenProgram {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n_val = rng.gen_range(0..=4);
    let mut g = Gen {
        rng,
        cfg,
        n: Var::new("n", DataType::i32()),
        glen: 0,
        inputs: Vec::new(),
        outputs: Vec::new(),
        host_vars: Vec::new(),
        names: 0,
        helper: false,
        helper_used: false,
        boundary_p: 0.0,
        readers: Vec::new(),
    };
    let share = cfg.boundary_programs.clamp(0.0, 1.0);
    if share > 0.0 && g.rng.gen_bool(share) {
        g.boundary_p = cfg.boundary_constants.clamp(0.0, 1.0);
    }
    g.helper = cfg.helpers && g.rng.gen_bool(0.4);
    let f = g.function();
    let mut module = IRModule::new();
    if g.helper_used {
        module.insert(HELPER, helper_function(cfg));
    }
    for (dt, scope) in &g.readers {
        module.insert(reader_name(*dt, scope), reader_function(cfg, *dt, scope));
    }
    module.insert("main", f);
    let mut scalars = BTreeMap::new();
    scalars.insert("n".to_string(), n_val);
    GenProgram {
        module,
        entry: "main".to_string(),
        scalars,
        seed,
    }
}
