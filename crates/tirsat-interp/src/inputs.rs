//! Inputs that fit the program.
//!
//! [`make_args`] builds the arguments of a function from its signature and a
//! seed ([`InputOptions`]):
//!
//! * buffer contents are random: small integers and floats on a 1/8 grid in
//!   [-4, 4) ([`IntValues::Small`]), or integers near their type's limits
//!   ([`IntValues::Limits`], for overflow hunting);
//! * an integer buffer whose elements index another buffer (a gather:
//!   `E[T.Cast("int64", ids[i]) * 128 + j]`) gets values inside the indexed
//!   buffer: `[0, extent / stride)` of the dimension (or the flat view) it
//!   indexes, the tightest over all its uses; a guarding comparison
//!   `ids[i] < n` (or `n > ids[i]`) narrows the range too;
//! * a buffer or scalar named in [`InputOptions::given`] /
//!   [`InputOptions::scalars`] takes the values given;
//! * a MakePackedAPI entry point (`self_handle, args, num_args, result`)
//!   gets the arguments of the signature its argument checks spell out
//!   ([`packed_signature`]): one tensor per `DLTensor` argument with the
//!   dtype, rank and constant extents its assertions demand (a symbolic
//!   extent bound to a variable takes `scalars[name]`, else 16), or a
//!   scalar per scalar argument. The interpreter then builds the
//!   `TVMFFIAny` array and `DLTensor` structs from them ([`super::packed`]).

use std::collections::{BTreeMap, HashMap};
use tirsat_ir::builtin;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::check::random_scalar;
use super::error::{ErrorKind, InterpError, err};
use super::exec::{Binding, Ctx, Interpreter, is_packed_api};
use super::value::{Scalar, Value, elem_bytes, float_to_bits, lane_bytes};
use super::{ArgValue, HostBuffer, InterpConfig};
use tirsat_ir::visit::{Visitor, walk_expr, walk_stmt};
use tirsat_ir::{
    BinOp, Buffer, CmpOp, DataType, Expr, ExprKind, IRModule, Param, PrimFunc, Stmt, StmtKind,
    TypeCode,
};

/// How random integer data is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum IntValues {
    /// Small values (-64..64 for wide signed types, the whole range of
    /// 8-bit types): results stay exact.
    #[default]
    Small,
    /// Values within 16 of the type's minimum or maximum (overflow hunting).
    Limits,
}

/// Values given for a buffer argument, flat (row-major), converted to its
/// dtype.
#[derive(Clone, Debug, PartialEq)]
pub enum Given {
    /// Integers.
    Ints(Vec<i64>),
    /// Floats.
    Floats(Vec<f64>),
}

impl Given {
    fn len(&self) -> usize {
        match self {
            Given::Ints(v) => v.len(),
            Given::Floats(v) => v.len(),
        }
    }
}

/// How [`make_args`] builds arguments.
#[derive(Clone, Debug, Default)]
pub struct InputOptions {
    /// The random seed.
    pub seed: u64,
    /// Scalar parameters and free shape variables, by name (others: a
    /// random value in 1..=8 for scalars, 16 for shape variables).
    pub scalars: BTreeMap<String, i64>,
    /// Buffer contents by parameter name.
    pub given: BTreeMap<String, Given>,
    /// How integer data is drawn.
    pub ints: IntValues,
    /// Do not fit gather indices into the buffers they index.
    pub no_index_fitting: bool,
}

/// A random value of integer type `dtype` near its limits.
fn near_limits(rng: &mut impl Rng, dtype: DataType) -> i64 {
    if dtype.is_bool() {
        return rng.gen_range(0..2);
    }
    let bits = dtype.bits.min(64) as u32;
    let (lo, hi): (i128, i128) = if dtype.code == TypeCode::UInt {
        (0, (1i128 << bits) - 1)
    } else {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    };
    let d = rng.gen_range(0..16i128).min(hi - lo);
    let v = if rng.gen_bool(0.5) { lo + d } else { hi - d };
    v as i64
}

/// Random contents of `n` elements of `dtype`; integers in `[lo, hi)` when
/// `range` is given.
fn random_data(
    rng: &mut impl Rng,
    dtype: DataType,
    n: i64,
    ints: IntValues,
    range: Option<(i64, i64)>,
) -> Vec<u8> {
    let lane = dtype.element_of();
    let lb = lane_bytes(lane);
    let mut data = Vec::with_capacity(n as usize * elem_bytes(dtype));
    for _ in 0..n * dtype.lanes.max(1) as i64 {
        let bits = if let (Some((lo, hi)), true) = (range, lane.is_integer_like()) {
            rng.gen_range(lo..hi.max(lo + 1)) as u64
        } else if ints == IntValues::Limits && lane.is_integer_like() {
            near_limits(rng, lane) as u64
        } else {
            match random_scalar(rng, lane) {
                Scalar::Int(v) => v as u64,
                Scalar::Float(x) => float_to_bits(lane, x),
                _ => 0,
            }
        };
        data.extend_from_slice(&bits.to_le_bytes()[..lb]);
    }
    data
}

fn given_buffer(
    name: &str,
    dtype: DataType,
    shape: Vec<i64>,
    g: &Given,
) -> Result<HostBuffer, InterpError> {
    let n = super::checked_elements(&shape).unwrap_or(0) as usize * dtype.lanes.max(1) as usize;
    if g.len() != n {
        return err(
            ErrorKind::Invalid,
            format!(
                "input {name}: {} values given for shape {shape:?} ({n} values)",
                g.len()
            ),
        );
    }
    let lane = dtype.element_of();
    let lb = lane_bytes(lane);
    let mut data = vec![0u8; n * lb];
    for i in 0..n {
        let s = match g {
            Given::Ints(v) if lane.is_float() => Scalar::Float(v[i] as f64),
            Given::Ints(v) => Scalar::Int(v[i]),
            Given::Floats(v) if lane.is_integer_like() => Scalar::Int(v[i] as i64),
            Given::Floats(v) => Scalar::Float(v[i]),
        };
        let s = super::ops::cast(
            if matches!(s, Scalar::Float(_)) {
                DataType::float(64)
            } else {
                DataType::i64()
            },
            lane,
            &s,
        )?;
        super::value::encode(lane, &s, &mut data[i * lb..(i + 1) * lb])
            .map_err(|m| InterpError::new(ErrorKind::Invalid, format!("input {name}: {m}")))?;
    }
    Ok(HostBuffer { dtype, shape, data })
}

/// Arguments for `entry` of `module` (see the module documentation).
pub fn make_args(
    module: &IRModule,
    entry: &str,
    opts: &InputOptions,
) -> Result<Vec<ArgValue>, InterpError> {
    let Some((name, func)) = module.functions.get_key_value(entry) else {
        return err(
            ErrorKind::Undefined,
            format!("no function {entry} in the module"),
        );
    };
    if is_packed_api(func) {
        return packed_args(func, opts).map_err(|e| e.in_func(name));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let mut it = Interpreter::new(module, InterpConfig::default());
    let mut ctx = Ctx::new(name, Vec::new());
    let mut out: Vec<Option<ArgValue>> = vec![None; func.params.len()];
    for (i, p) in func.params.iter().enumerate() {
        let Param::Var(v) = p else { continue };
        let dt = v.dtype();
        let a = if let Some(x) = opts.scalars.get(v.name()) {
            if dt.is_float() {
                ArgValue::Float(*x as f64)
            } else {
                ArgValue::Int(*x)
            }
        } else if dt.is_bool() {
            ArgValue::Bool(rng.gen_bool(0.5))
        } else if dt.is_float() {
            match random_scalar(&mut rng, dt) {
                Scalar::Float(x) => ArgValue::Float(x),
                _ => ArgValue::Float(0.0),
            }
        } else if dt.is_integer_like() {
            ArgValue::Int(rng.gen_range(1..=8))
        } else {
            return err(
                ErrorKind::Unsupported,
                format!(
                    "random argument for parameter {} of type {} (name the function's \
                     packed-API form or pass the argument)",
                    v.name(),
                    v.ty()
                ),
            );
        };
        let val = match &a {
            ArgValue::Int(x) => Value::int(*x),
            ArgValue::Bool(b) => Value::int(*b as i64),
            ArgValue::Float(x) => Value::float(*x),
            ArgValue::Buffer(_) => Value::Void,
        };
        ctx.env.push((v.id(), Binding::Val(val)));
        out[i] = Some(a);
    }
    let mut shapes: Vec<Option<Vec<i64>>> = vec![None; func.params.len()];
    for (i, p) in func.params.iter().enumerate() {
        let Param::Buffer(b) = p else { continue };
        let mut shape = Vec::with_capacity(b.shape().len());
        for e in b.shape() {
            if let Some(v) = e.as_var()
                && ctx.lookup(v.id()).is_none()
            {
                let x = opts.scalars.get(v.name()).copied().unwrap_or(16);
                ctx.env.push((v.id(), Binding::Val(Value::int(x))));
            }
            let d = it.eval_int(&mut ctx, e)?;
            if d < 0 {
                return err(
                    ErrorKind::Invalid,
                    format!("buffer {} has negative extent {d}", b.name()),
                );
            }
            shape.push(d);
        }
        let bytes = super::checked_elements(&shape)
            .and_then(|n| n.checked_mul(elem_bytes(b.dtype()) as i64))
            .filter(|n| *n <= 1 << 28);
        if bytes.is_none() {
            return err(
                ErrorKind::MemoryLimit,
                format!(
                    "buffer {} of shape {shape:?} is too large for random inputs",
                    b.name()
                ),
            );
        }
        shapes[i] = Some(shape);
    }
    let ranges = if opts.no_index_fitting {
        HashMap::new()
    } else {
        index_ranges(func, &mut it, &mut ctx)
    };
    for (i, p) in func.params.iter().enumerate() {
        let Param::Buffer(b) = p else { continue };
        let shape = shapes[i].take().unwrap_or_default();
        let hb = match opts.given.get(b.name()) {
            Some(g) => given_buffer(b.name(), b.dtype(), shape, g)?,
            None => {
                let n = super::checked_elements(&shape).unwrap_or(0);
                let data = random_data(&mut rng, b.dtype(), n, opts.ints, ranges.get(&i).copied());
                HostBuffer {
                    dtype: b.dtype(),
                    shape,
                    data,
                }
            }
        };
        out[i] = Some(ArgValue::Buffer(hb));
    }
    Ok(out
        .into_iter()
        .map(|a| a.unwrap_or(ArgValue::Int(0)))
        .collect())
}

/// The parameter buffers' ranges for gather indices: param position ->
/// `[lo, hi)`.
fn index_ranges<'m>(
    func: &'m PrimFunc,
    it: &mut Interpreter<'m>,
    ctx: &mut Ctx<'m>,
) -> HashMap<usize, (i64, i64)> {
    // Buffers (by id) that view a parameter buffer: id -> param position.
    struct Views<'a> {
        of: HashMap<u64, usize>,
        _f: std::marker::PhantomData<&'a ()>,
    }
    impl Visitor for Views<'_> {
        fn visit_stmt(&mut self, s: &Stmt) {
            if let StmtKind::DeclBuffer { buffer, data } = s.kind()
                && let ExprKind::BufferData(b) = data.kind()
                && let Some(&p) = self.of.get(&b.id())
            {
                self.of.insert(buffer.id(), p);
            }
            walk_stmt(self, s)
        }
    }
    let mut views = Views {
        of: HashMap::new(),
        _f: std::marker::PhantomData,
    };
    for (i, p) in func.params.iter().enumerate() {
        if let Param::Buffer(b) = p
            && b.dtype().is_integer_like()
            && !b.dtype().is_bool()
        {
            views.of.insert(b.id(), i);
        }
    }
    views.visit_stmt(&func.body);
    // (param, extent expression, stride) of each gather, and guards.
    struct Uses<'a> {
        of: &'a HashMap<u64, usize>,
        gathers: Vec<(usize, Expr, i64)>,
        guards: Vec<(usize, Expr)>,
    }
    /// The parameter loaded (under casts) by `e`.
    fn loaded(of: &HashMap<u64, usize>, e: &Expr) -> Option<usize> {
        match e.kind() {
            ExprKind::Cast(a) => loaded(of, a),
            ExprKind::Load { buffer, .. } => of.get(&buffer.id()).copied(),
            _ => None,
        }
    }
    /// The index parameter and its stride in a sum of terms.
    fn term(of: &HashMap<u64, usize>, e: &Expr) -> Option<(usize, i64)> {
        if let Some(p) = loaded(of, e) {
            return Some((p, 1));
        }
        match e.kind() {
            ExprKind::Binary(BinOp::Mul, a, b) => {
                match (loaded(of, a), b.as_int(), loaded(of, b), a.as_int()) {
                    (Some(p), Some(c), _, _) | (_, _, Some(p), Some(c)) if c > 0 => Some((p, c)),
                    _ => None,
                }
            }
            ExprKind::Binary(BinOp::Add, a, b) => term(of, a).or_else(|| term(of, b)),
            ExprKind::Cast(a) => term(of, a),
            _ => None,
        }
    }
    impl Visitor for Uses<'_> {
        fn visit_expr(&mut self, e: &Expr) {
            match e.kind() {
                ExprKind::Load { buffer, indices } => self.access(buffer, indices),
                ExprKind::Cmp(op, a, b) => {
                    let (x, bound) = match op {
                        CmpOp::Lt => (a, b),
                        CmpOp::Gt => (b, a),
                        _ => (a, a),
                    };
                    if !std::ptr::eq(x, bound)
                        && let Some(p) = loaded(self.of, x)
                    {
                        self.guards.push((p, bound.clone()));
                    }
                }
                _ => {}
            }
            walk_expr(self, e)
        }
        fn visit_stmt(&mut self, s: &Stmt) {
            if let StmtKind::Store {
                buffer, indices, ..
            } = s.kind()
            {
                self.access(buffer, indices);
            }
            walk_stmt(self, s)
        }
    }
    impl Uses<'_> {
        fn access(&mut self, buffer: &Buffer, indices: &[Expr]) {
            for (k, ix) in indices.iter().enumerate() {
                if let Some((p, stride)) = term(self.of, ix)
                    && let Some(ext) = buffer.shape().get(k)
                {
                    self.gathers.push((p, ext.clone(), stride));
                }
            }
        }
    }
    let mut uses = Uses {
        of: &views.of,
        gathers: Vec::new(),
        guards: Vec::new(),
    };
    uses.visit_stmt(&func.body);
    let mut out: HashMap<usize, (i64, i64)> = HashMap::new();
    let narrow = |out: &mut HashMap<usize, (i64, i64)>, p: usize, hi: i64| {
        let e = out.entry(p).or_insert((0, hi));
        e.1 = e.1.min(hi);
    };
    let _ = it;
    for (p, ext, stride) in uses.gathers {
        if let Some(n) = const_eval(&ext, ctx) {
            narrow(&mut out, p, (n / stride).max(1));
        }
    }
    // A guard narrows a gather's range; it does not make one.
    for (p, bound) in uses.guards {
        if out.contains_key(&p)
            && let Some(n) = const_eval(&bound, ctx)
        {
            narrow(&mut out, p, n.max(1));
        }
    }
    out
}

/// The value of an integer expression over constants and the scalar
/// parameters bound in `ctx` (`None` for anything else).
fn const_eval(e: &Expr, ctx: &Ctx<'_>) -> Option<i64> {
    match e.kind() {
        ExprKind::Int(c) => Some(*c),
        ExprKind::Var(v) => match ctx.lookup(v.id()) {
            Some(Binding::Val(Value::Scalar(Scalar::Int(x)))) => Some(*x),
            _ => None,
        },
        ExprKind::Cast(a) if e.dtype().is_integer_like() => const_eval(a, ctx),
        ExprKind::Binary(op, a, b) if e.dtype().is_integer_like() => {
            let (x, y) = (const_eval(a, ctx)?, const_eval(b, ctx)?);
            super::ops::int_binary(*op, e.dtype(), x, y).ok()
        }
        _ => None,
    }
}

/// One argument of a packed-API function, as its checks describe it.
#[derive(Clone, Debug, PartialEq)]
pub enum PackedArg {
    /// A `DLTensor`: its name, dtype and extents (a symbolic extent names
    /// its variable).
    Tensor {
        /// The parameter's name (from the handle variable: `x.handle` or
        /// `x_handle` -> `x`).
        name: String,
        /// Element type.
        dtype: DataType,
        /// Extents: a constant or a variable name.
        shape: Vec<Result<i64, String>>,
    },
    /// An integer, bool or float scalar.
    Scalar {
        /// The parameter's name.
        name: String,
        /// Its type.
        dtype: DataType,
    },
}

/// The builtin call `name` of `e` under casts and reinterprets.
fn strip(e: &Expr) -> &Expr {
    match e.kind() {
        ExprKind::Cast(a) => strip(a),
        _ => match e.as_builtin_call(builtin::REINTERPRET) {
            Some([a]) => strip(a),
            _ => e,
        },
    }
}

/// `T.tvm_struct_get(h, index, field)`: (h, index, field) when both are
/// constants.
fn struct_get(e: &Expr) -> Option<(&Expr, i64, i64)> {
    let args = strip(e).as_builtin_call(builtin::TVM_STRUCT_GET)?;
    Some((
        args.first()?,
        args.get(1)?.as_int()?,
        args.get(2)?.as_int()?,
    ))
}

/// The argument index `i` of a `T.tvm_struct_get(args, i, 15)` inside `e`.
fn arg_value_in(e: &Expr, args: u64) -> Option<i64> {
    if let Some((h, i, 15)) = struct_get(e)
        && h.as_var().is_some_and(|v| v.id() == args)
    {
        return Some(i);
    }
    e.children().into_iter().find_map(|c| arg_value_in(c, args))
}

/// The dtype of a DLPack (type code, bits, lanes).
fn dl_dtype(code: i64, bits: i64, lanes: i64) -> Option<DataType> {
    let mut names: Vec<String> = vec!["bool".into()];
    for b in [1, 4, 8, 16, 32, 64] {
        for p in ["int", "uint", "float", "bfloat"] {
            names.push(format!("{p}{b}"));
        }
    }
    for k in [
        "e3m4",
        "e4m3",
        "e4m3b11fnuz",
        "e4m3fn",
        "e4m3fnuz",
        "e5m2",
        "e5m2fnuz",
        "e8m0fnu",
    ] {
        names.push(format!("float8_{k}"));
    }
    names
        .iter()
        .filter_map(|n| n.parse::<DataType>().ok())
        .find(|d| {
            i64::from(super::value::dl_type_code(*d)) == code
                && i64::from(super::value::dl_bits(*d)) == bits
        })
        .map(|d| d.with_lanes(lanes.max(1) as u16))
}

/// The signature of a MakePackedAPI entry point, read off its argument
/// checks: `num_args == N`, each argument's `TVMFFIAny` value bound to a
/// handle (a tensor: its `ndim`, dtype code, bits and lanes, and each
/// `shape[k]` compared with a constant or bound to a variable) or to a
/// scalar.
pub fn packed_signature(func: &PrimFunc) -> Result<Vec<PackedArg>, InterpError> {
    let bad = |m: String| InterpError::new(ErrorKind::Unsupported, m);
    let (Some(args), Some(num)) = (
        func.params.get(1).and_then(Param::as_var),
        func.params.get(2).and_then(Param::as_var),
    ) else {
        return Err(bad("not a packed-API function".into()));
    };
    struct Collect {
        binds: Vec<(tirsat_ir::Var, Expr)>,
        eqs: Vec<(Expr, Expr)>,
    }
    impl Visitor for Collect {
        fn visit_stmt(&mut self, s: &Stmt) {
            if let StmtKind::Bind { var, value } = s.kind() {
                self.binds.push((var.clone(), value.clone()));
            }
            walk_stmt(self, s)
        }
        fn visit_expr(&mut self, e: &Expr) {
            if let ExprKind::Cmp(CmpOp::Eq, a, b) = e.kind() {
                self.eqs.push((a.clone(), b.clone()));
            }
            walk_expr(self, e)
        }
    }
    let mut c = Collect {
        binds: Vec::new(),
        eqs: Vec::new(),
    };
    c.visit_stmt(&func.body);
    let konst = |e: &Expr| strip(e).as_int();
    let n = c
        .eqs
        .iter()
        .find_map(|(a, b)| {
            let is_num = |x: &Expr| strip(x).as_var().is_some_and(|v| v.id() == num.id());
            if is_num(a) {
                konst(b)
            } else if is_num(b) {
                konst(a)
            } else {
                None
            }
        })
        .ok_or_else(|| bad("no `num_args == N` check: cannot tell the arguments".into()))?;
    let n = usize::try_from(n).map_err(|_| bad(format!("num_args == {n}")))?;
    let mut handle: HashMap<u64, usize> = HashMap::new();
    let mut names: Vec<Option<String>> = vec![None; n];
    let mut scalars: Vec<Option<DataType>> = vec![None; n];
    let mut shape_ptr: HashMap<u64, usize> = HashMap::new();
    for (v, e) in &c.binds {
        if let Some((h, 0, 2)) = struct_get(e)
            && let Some(&i) = h.as_var().and_then(|h| handle.get(&h.id()))
        {
            shape_ptr.insert(v.id(), i);
            continue;
        }
        // The type index binding names no value.
        if let Some((_, _, 13)) = struct_get(e) {
            continue;
        }
        let Some(i) = arg_value_in(e, args.id()).and_then(|i| usize::try_from(i).ok()) else {
            continue;
        };
        if i >= n {
            continue;
        }
        if v.ty().is_handle_like() {
            handle.insert(v.id(), i);
            names[i].get_or_insert_with(|| {
                let n = v.name();
                n.strip_suffix(".handle")
                    .or_else(|| n.strip_suffix("_handle"))
                    .unwrap_or(n)
                    .to_string()
            });
        } else {
            scalars[i].get_or_insert(v.dtype());
            names[i].get_or_insert_with(|| v.name().to_string());
        }
    }
    // Tensor facts: ndim, code, bits, lanes, shape.
    #[derive(Default, Clone)]
    struct Facts {
        ndim: Option<i64>,
        code: Option<i64>,
        bits: Option<i64>,
        lanes: Option<i64>,
        shape: BTreeMap<i64, Result<i64, String>>,
    }
    let mut facts: Vec<Facts> = vec![Facts::default(); n];
    for (a, b) in &c.eqs {
        for (x, y) in [(a, b), (b, a)] {
            let (Some((h, idx, field)), Some(k)) = (struct_get(x), konst(y)) else {
                continue;
            };
            let Some(hv) = h.as_var() else { continue };
            if let Some(&i) = handle.get(&hv.id()) {
                let f = &mut facts[i];
                match field {
                    4 => f.ndim = Some(k),
                    5 => f.code = Some(k),
                    6 => f.bits = Some(k),
                    7 => f.lanes = Some(k),
                    _ => {}
                }
            } else if let (Some(&i), 17) = (shape_ptr.get(&hv.id()), field) {
                facts[i].shape.insert(idx, Ok(k));
            }
        }
    }
    for (v, e) in &c.binds {
        if let Some((h, idx, 17)) = struct_get(e)
            && let Some(&i) = h.as_var().and_then(|h| shape_ptr.get(&h.id()))
        {
            facts[i]
                .shape
                .entry(idx)
                .or_insert_with(|| Err(v.name().to_string()));
        }
    }
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let name = names[i].clone().unwrap_or_else(|| format!("arg{i}"));
        if let Some(dt) = scalars[i] {
            out.push(PackedArg::Scalar { name, dtype: dt });
            continue;
        }
        let f = &facts[i];
        let (Some(ndim), Some(code), Some(bits)) = (f.ndim, f.code, f.bits) else {
            return Err(bad(format!(
                "argument #{i} ({name}): its checks give no tensor rank and dtype"
            )));
        };
        let dtype = dl_dtype(code, bits, f.lanes.unwrap_or(1)).ok_or_else(|| {
            bad(format!(
                "argument #{i} ({name}): DLPack type code {code} with {bits} bits"
            ))
        })?;
        let mut shape = Vec::with_capacity(ndim.max(0) as usize);
        for k in 0..ndim {
            shape.push(f.shape.get(&k).cloned().ok_or_else(|| {
                bad(format!(
                    "argument #{i} ({name}): nothing checks or binds shape[{k}]"
                ))
            })?);
        }
        out.push(PackedArg::Tensor { name, dtype, shape });
    }
    Ok(out)
}

/// Arguments for a packed-API function from its [`packed_signature`].
fn packed_args(func: &PrimFunc, opts: &InputOptions) -> Result<Vec<ArgValue>, InterpError> {
    let sig = packed_signature(func)?;
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let mut out = Vec::with_capacity(sig.len());
    for a in sig {
        match a {
            PackedArg::Scalar { name, dtype } => out.push(match opts.scalars.get(&name) {
                Some(x) if dtype.is_float() => ArgValue::Float(*x as f64),
                Some(x) => ArgValue::Int(*x),
                None if dtype.is_bool() => ArgValue::Bool(rng.gen_bool(0.5)),
                None if dtype.is_float() => match random_scalar(&mut rng, dtype) {
                    Scalar::Float(x) => ArgValue::Float(x),
                    _ => ArgValue::Float(0.0),
                },
                None => ArgValue::Int(rng.gen_range(1..=8)),
            }),
            PackedArg::Tensor { name, dtype, shape } => {
                let shape: Vec<i64> = shape
                    .into_iter()
                    .map(|d| d.unwrap_or_else(|v| opts.scalars.get(&v).copied().unwrap_or(16)))
                    .collect();
                let hb = match opts.given.get(&name) {
                    Some(g) => given_buffer(&name, dtype, shape, g)?,
                    None => {
                        let n = super::checked_elements(&shape).unwrap_or(0);
                        if n.saturating_mul(elem_bytes(dtype) as i64) > 1 << 28 {
                            return err(
                                ErrorKind::MemoryLimit,
                                format!(
                                    "tensor {name} of shape {shape:?} is too large for random inputs"
                                ),
                            );
                        }
                        HostBuffer {
                            dtype,
                            data: random_data(&mut rng, dtype, n, opts.ints, None),
                            shape,
                        }
                    }
                };
                out.push(ArgValue::Buffer(hb));
            }
        }
    }
    Ok(out)
}
