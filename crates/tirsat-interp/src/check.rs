//! The differential harness: run a module before and after a pass on the same
//! inputs and compare global memory, the return value, races and undefined
//! integer operations.
//!
//! ```
//! use std::collections::BTreeMap;
//! use tirsat_interp::{check_pass_random, InterpConfig};
//! use tirsat_interp::generator::{generate, GenConfig};
//! let p = generate(7, &GenConfig::small());
//! // The identity pass passes the check.
//! check_pass_random(&p.module, &p.module.clone(), &p.entry, 1, &p.scalars, &InterpConfig::default()).unwrap();
//! ```

use std::collections::BTreeMap;
use std::fmt;

use rand::Rng;

use super::race::Race;
use super::value::{Scalar, elem_bytes, round_float};
use super::{ArgValue, HostBuffer, InterpConfig, InterpError, RunResult, UndefinedOp, run};
use tirsat_ir::{DataType, IRModule, TypeCode};

/// How the program after a pass differs from the one before.
#[derive(Clone, Debug, PartialEq)]
pub enum Mismatch {
    /// The inputs could not be built.
    Setup(InterpError),
    /// Neither run finished, so nothing was compared: agreement is not
    /// evidence here (both runs may fail for unrelated reasons, or the inputs
    /// fit neither program).
    NotCompared {
        /// The error of the run before the pass.
        before: Box<InterpError>,
        /// The error of the run after the pass.
        after: Box<InterpError>,
    },
    /// Exactly one of the two runs failed.
    Error {
        /// The error of the run before the pass, if it failed.
        before: Option<InterpError>,
        /// The error of the run after the pass, if it failed.
        after: Option<InterpError>,
    },
    /// The program after the pass races on shared memory; the one before does not.
    NewRace {
        /// The first race reported.
        race: Box<Race>,
        /// Racy byte accesses counted after the pass.
        count: u64,
    },
    /// The run after the pass executes an undefined integer operation
    /// (`notes/integer-semantics.md`); the run before executes none.
    UndefinedAdded {
        /// The first undefined operation after the pass.
        op: Box<UndefinedOp>,
        /// Undefined operations counted after the pass.
        count: u64,
    },
    /// A buffer argument holds different data after the run.
    Memory {
        /// Argument position.
        arg: usize,
        /// Parameter name (from the function before the pass).
        name: String,
        /// First differing element.
        element: usize,
        /// That element before and after, printed.
        before: String,
        /// See `before`.
        after: String,
        /// Number of differing elements.
        differing: usize,
    },
    /// The run after the pass stores poison (an unspecified value) into
    /// global memory where the run before stores a value.
    PoisonAdded {
        /// The first report after the pass, with its path.
        report: Box<super::PoisonReport>,
        /// Poison lanes stored into global memory after the pass.
        count: u64,
    },
    /// The functions returned different values.
    Return {
        /// Printed return value before the pass.
        before: String,
        /// Printed return value after the pass.
        after: String,
    },
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mismatch::Setup(e) => write!(f, "cannot build inputs: {e}"),
            Mismatch::NotCompared { before, after } => write!(
                f,
                "nothing compared: both runs fail (before the pass: {before}; after it: {after})"
            ),
            Mismatch::Error { before, after } => {
                let s = |e: &Option<InterpError>| match e {
                    Some(e) => format!("fails ({e})"),
                    None => "succeeds".to_string(),
                };
                write!(
                    f,
                    "before the pass the program {}, after it {}",
                    s(before),
                    s(after)
                )
            }
            Mismatch::NewRace { race, count } => {
                write!(
                    f,
                    "the pass adds a shared-memory race ({count} racy accesses); first: {race}"
                )
            }
            Mismatch::UndefinedAdded { op, count } => write!(
                f,
                "the program is defined before the pass and undefined after it \
                 ({count} undefined operations); first: {op}"
            ),
            Mismatch::Memory {
                arg,
                name,
                element,
                before,
                after,
                differing,
            } => write!(
                f,
                "argument #{arg} ({name}) differs in {differing} elements; first at element {element}: {before} before, {after} after"
            ),
            Mismatch::PoisonAdded { report, count } => write!(
                f,
                "the pass stores unspecified values into global memory ({count} lanes); first: {report}"
            ),
            Mismatch::Return { before, after } => {
                write!(f, "return value {before} before, {after} after")
            }
        }
    }
}

impl std::error::Error for Mismatch {}

fn names(module: &IRModule, entry: &str, n: usize) -> Vec<String> {
    (0..n)
        .map(|i| {
            module
                .get(entry)
                .and_then(|f| f.params.get(i))
                .map(|p| p.name().to_string())
                .unwrap_or_else(|| format!("arg{i}"))
        })
        .collect()
}

/// True when two encodings of one element of `dtype` mean the same: equal
/// bytes, or floats that are NaN in every lane. The interpreter holds floats
/// as `f64`, so a NaN that went through a float-typed `reinterpret` loses its
/// sign and payload bits, which a pass that keeps the bits in an integer
/// (e.g. the storage legalizations) preserves.
fn same_element(dtype: DataType, a: Option<&[u8]>, b: Option<&[u8]>) -> bool {
    let (Some(a), Some(b)) = (a, b) else {
        return a == b;
    };
    if a == b {
        return true;
    }
    let lane = dtype.element_of();
    if !lane.is_float() || a.len() != b.len() {
        return false;
    }
    let lb = super::value::lane_bytes(lane).max(1);
    let nan = |c: &[u8]| matches!(super::value::decode(lane, c), Scalar::Float(x) if x.is_nan());
    a.chunks(lb)
        .zip(b.chunks(lb))
        .all(|(x, y)| x == y || (nan(x) && nan(y)))
}

/// Compares two finished runs. The run after must not execute an undefined
/// operation or race where the run before does not; buffers must hold the
/// same bytes, except that NaNs compare equal whatever their bits (see
/// `same_element`).
pub fn compare_runs(
    before: &RunResult,
    after: &RunResult,
    arg_names: &[String],
) -> Result<(), Mismatch> {
    // A race first: what a racy read returns may make later operations
    // undefined.
    if before.race_count == 0
        && after.race_count > 0
        && let Some(r) = after.races.first()
    {
        return Err(Mismatch::NewRace {
            race: Box::new(r.clone()),
            count: after.race_count,
        });
    }
    if before.undefined_count == 0
        && after.undefined_count > 0
        && let Some(op) = after.undefined.first()
    {
        return Err(Mismatch::UndefinedAdded {
            op: Box::new(op.clone()),
            count: after.undefined_count,
        });
    }
    // Blocks sampled differently in the two runs: compare where both wrote.
    let same_sample = before.sampled.len() == after.sampled.len()
        && before
            .sampled
            .iter()
            .zip(&after.sampled)
            .all(|(x, y)| x.grid == y.grid && x.blocks == y.blocks);
    for (i, (b, a)) in before.buffers.iter().zip(&after.buffers).enumerate() {
        let (Some(b), Some(a)) = (b, a) else { continue };
        let none = Vec::new();
        let pb = before.poison_elements.get(i).unwrap_or(&none);
        let pa = after.poison_elements.get(i).unwrap_or(&none);
        let wb = before.written.get(i).and_then(Option::as_ref);
        let wa = after.written.get(i).and_then(Option::as_ref);
        if b.data == a.data && pa.is_empty() {
            continue;
        }
        // Which elements count: poison before the pass may become anything;
        // with sampled blocks, where the runs wrote.
        let skip = |k: usize| -> bool {
            if pb.binary_search(&k).is_ok() {
                return true;
            }
            let w = |m: Option<&Vec<bool>>| m.map(|m| m.get(k).copied().unwrap_or(false));
            match (w(wb), w(wa)) {
                (Some(x), Some(y)) if same_sample => !x && !y,
                (Some(x), Some(y)) => !(x && y),
                (Some(x), None) | (None, Some(x)) => !x,
                (None, None) => false,
            }
        };
        if let Some(&k) = pa.iter().find(|k| !skip(**k)) {
            let report = after
                .poison
                .first()
                .cloned()
                .unwrap_or_else(|| super::PoisonReport {
                    function: String::new(),
                    what: format!("element {k} of argument #{i}"),
                    path: Vec::new(),
                });
            return Err(Mismatch::PoisonAdded {
                report: Box::new(report),
                count: after.poison_count,
            });
        }
        let eb = elem_bytes(b.dtype).max(1);
        let mut first = None;
        let mut differing = 0;
        let n = b.data.len().max(a.data.len()).div_ceil(eb);
        for k in 0..n {
            let (x, y) = (
                b.data.get(k * eb..(k + 1) * eb),
                a.data.get(k * eb..(k + 1) * eb),
            );
            if !same_element(b.dtype, x, y) && !skip(k) {
                differing += 1;
                first.get_or_insert(k);
            }
        }
        let Some(k) = first else { continue };
        let show = |h: &HostBuffer| {
            h.get(k)
                .map(|v| v.to_string())
                .unwrap_or_else(|| "-".into())
        };
        return Err(Mismatch::Memory {
            arg: i,
            name: arg_names.get(i).cloned().unwrap_or_default(),
            element: k,
            before: show(b),
            after: show(a),
            differing,
        });
    }
    if !before.ret.same(&after.ret) {
        return Err(Mismatch::Return {
            before: before.ret.to_string(),
            after: after.ret.to_string(),
        });
    }
    Ok(())
}

/// Runs `entry` of `before` and of `after` on `args` and compares global
/// memory, return values and races: `after` must leave the same bytes in every
/// buffer argument, return the same value, and race only where `before` does.
///
/// A run that fails is a mismatch: one failing is [`Mismatch::Error`], both
/// failing is [`Mismatch::NotCompared`] (nothing was checked). `after` may be a MakePackedAPI-style function: it is
/// then called through a simulated packed argument array built from the same
/// `args`, its tensors on the device `before` targets (unless `config` names
/// one): MakePackedAPI moves the function to the host target.
pub fn check_pass(
    before: &IRModule,
    after: &IRModule,
    entry: &str,
    args: &[ArgValue],
    config: &InterpConfig,
) -> Result<(), Mismatch> {
    let config = &InterpConfig {
        device_type: Some(
            config
                .device_type
                .unwrap_or_else(|| super::exec::module_device_type(before)),
        ),
        ..config.clone()
    };
    let rb = run(before, entry, args, config);
    let ra = run(after, entry, args, config);
    match (rb, ra) {
        (Err(b), Err(a)) => Err(Mismatch::NotCompared {
            before: Box::new(b),
            after: Box::new(a),
        }),
        (Ok(b), Ok(a)) => compare_runs(&b, &a, &names(before, entry, args.len())),
        (b, a) => Err(Mismatch::Error {
            before: b.err(),
            after: a.err(),
        }),
    }
}

/// [`check_pass`] on inputs made by [`random_args`] from `before`'s signature.
pub fn check_pass_random(
    before: &IRModule,
    after: &IRModule,
    entry: &str,
    seed: u64,
    scalars: &BTreeMap<String, i64>,
    config: &InterpConfig,
) -> Result<(), Mismatch> {
    let args = random_args(before, entry, seed, scalars).map_err(Mismatch::Setup)?;
    check_pass(before, after, entry, &args, config)
}

/// A random value of `dtype`: small integers and floats on a 1/8 grid in
/// [-4, 4), so results stay finite and exact in most types.
pub fn random_scalar(rng: &mut impl Rng, dtype: DataType) -> Scalar {
    if dtype.is_bool() {
        return Scalar::Int(rng.gen_range(0..2));
    }
    match dtype.code {
        TypeCode::Int if dtype.bits <= 8 => Scalar::Int(rng.gen_range(-128..128)),
        TypeCode::UInt if dtype.bits <= 8 => Scalar::Int(rng.gen_range(0..256)),
        TypeCode::Int => Scalar::Int(rng.gen_range(-64..64)),
        TypeCode::UInt => Scalar::Int(rng.gen_range(0..128)),
        TypeCode::Float | TypeCode::BFloat | TypeCode::Float8(_) => {
            let x = rng.gen_range(-32..32) as f64 / 8.0;
            Scalar::Float(round_float(dtype, x))
        }
        // Values in [-2, 2] on a 1/2 grid: exact in every 4- and 6-bit format.
        TypeCode::SubByteFloat(_) => Scalar::Float(rng.gen_range(-4..=4) as f64 / 2.0),
        TypeCode::Handle => Scalar::Null,
    }
}

/// Random arguments for `entry`: scalar parameters take the value in
/// `scalars` (by name) or a random one in 1..=8; buffers get random contents
/// and the shape their declaration gives under those scalars (a shape
/// variable that is not a parameter takes `scalars[name]`, else 16); gather
/// indices stay inside the buffers they index; a packed-API entry point gets
/// the arguments its checks describe. [`super::inputs::make_args`] with
/// more options.
pub fn random_args(
    module: &IRModule,
    entry: &str,
    seed: u64,
    scalars: &BTreeMap<String, i64>,
) -> Result<Vec<ArgValue>, InterpError> {
    super::inputs::make_args(
        module,
        entry,
        &super::inputs::InputOptions {
            seed,
            scalars: scalars.clone(),
            ..Default::default()
        },
    )
}
