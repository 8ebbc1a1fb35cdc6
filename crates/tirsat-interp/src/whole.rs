//! Whole modules: every entry point of a module, each run and reported
//! apart, and two modules compared function by function.
//!
//! The entry points are the functions no other function of the module
//! calls (`T.call_extern`, `T.call_packed`, `T.call_ffi_kernel` and direct
//! calls name their callee): the PrimFuncs of a Relax-built module (kernels
//! and shape functions alike), the host function of a split module (which
//! runs the kernels it launches) or its packed-API entry point (which gets
//! arguments built from its checks: [`super::inputs::packed_signature`]).
//!
//! ```
//! use tirsat_interp::whole::{entry_points, run_module};
//! use tirsat_interp::{InputOptions, InterpConfig};
//! let src = r#"
//! from tvm.script import ir as I
//! from tvm.script import tirx as T
//! @I.ir_module
//! class Module:
//!     @T.prim_func
//!     def double(A: T.Buffer((4,), "int32"), B: T.Buffer((4,), "int32")):
//!         for i in range(4):
//!             B[i] = A[i] * 2
//!     @T.prim_func
//!     def shape_func(H: T.Buffer((2,), "int64")):
//!         H[1] = H[0] * T.int64(8)
//! "#;
//! let m = tirsat_script::reader::parse_module(src, "m.py").unwrap();
//! assert_eq!(entry_points(&m), vec!["double", "shape_func"]);
//! let runs = run_module(&m, None, &InputOptions::default(), &InterpConfig::default());
//! assert!(runs.iter().all(|r| r.result.is_ok()));
//! ```

use std::time::Instant;
use tirsat_ir::builtin;

use super::check::{Mismatch, compare_runs};
use super::error::{ErrorKind, InterpError};
use super::inputs::{InputOptions, make_args};
use super::{ArgValue, InterpConfig, RunResult, run};
use tirsat_ir::visit::{Visitor, walk_expr};
use tirsat_ir::{CallOp, Expr, ExprKind, IRModule, Param};

/// One function of a module, run.
#[derive(Clone, Debug)]
pub struct FunctionRun {
    /// The function.
    pub function: String,
    /// Its arguments (empty when they could not be built).
    pub args: Vec<ArgValue>,
    /// Names of the arguments (parameter names, `argN` where unknown).
    pub arg_names: Vec<String>,
    /// What the run left, or why it failed.
    pub result: Result<RunResult, InterpError>,
    /// Wall time of the run, in seconds.
    pub seconds: f64,
}

/// The names a call of `e` gives its callee, if any.
fn callee(e: &Expr) -> Option<String> {
    let ExprKind::Call { op, args, .. } = e.kind() else {
        return None;
    };
    match op {
        CallOp::Global(n) => Some(n.to_string()),
        CallOp::Builtin(n) => match *n {
            builtin::CALL_EXTERN
            | builtin::CALL_PURE_EXTERN
            | builtin::CALL_PACKED
            | builtin::CALL_CPACKED
            | builtin::CALL_FFI_KERNEL => args.first().and_then(|a| a.as_str()).map(str::to_string),
            _ => None,
        },
    }
}

/// The functions of `module` no other function calls, in module order.
pub fn entry_points(module: &IRModule) -> Vec<String> {
    struct Calls(Vec<String>);
    impl Visitor for Calls {
        fn visit_expr(&mut self, e: &Expr) {
            if let Some(c) = callee(e) {
                self.0.push(c);
            }
            walk_expr(self, e)
        }
    }
    let mut called = std::collections::BTreeSet::new();
    for (name, f) in module.iter() {
        let mut c = Calls(Vec::new());
        c.visit_stmt(&f.body);
        for sym in c.0 {
            // The function a symbol names (see `Interpreter::find_symbol`).
            let ffi = format!("__tvm_ffi_{sym}");
            let hit = module
                .iter()
                .find(|(_, g)| g.global_symbol() == Some(sym.as_str()))
                .or_else(|| module.iter().find(|(n, _)| **n == sym))
                .or_else(|| {
                    module
                        .iter()
                        .find(|(_, g)| g.global_symbol() == Some(ffi.as_str()))
                });
            if let Some((n, _)) = hit
                && n != name
            {
                called.insert(n.clone());
            }
        }
    }
    module
        .iter()
        .map(|(n, _)| n.clone())
        .filter(|n| !called.contains(n))
        .collect()
}

fn arg_names(module: &IRModule, function: &str, n: usize) -> Vec<String> {
    let f = module.get(function);
    let packed = f.is_some_and(super::exec::is_packed_api);
    let sig = f
        .filter(|_| packed)
        .and_then(|f| super::inputs::packed_signature(f).ok());
    (0..n)
        .map(|i| {
            if let Some(sig) = &sig {
                return match sig.get(i) {
                    Some(super::inputs::PackedArg::Tensor { name, .. })
                    | Some(super::inputs::PackedArg::Scalar { name, .. }) => name.clone(),
                    None => format!("arg{i}"),
                };
            }
            f.and_then(|f| f.params.get(i))
                .map(Param::name)
                .map(str::to_string)
                .unwrap_or_else(|| format!("arg{i}"))
        })
        .collect()
}

/// Runs `function` of `module` on `args`, timed.
pub fn run_function(
    module: &IRModule,
    function: &str,
    args: Vec<ArgValue>,
    config: &InterpConfig,
) -> FunctionRun {
    let start = Instant::now();
    let result = run(module, function, &args, config);
    FunctionRun {
        function: function.to_string(),
        arg_names: arg_names(module, function, args.len()),
        args,
        result,
        seconds: start.elapsed().as_secs_f64(),
    }
}

/// Runs `functions` of `module` (default: its [`entry_points`]), each on
/// arguments [`make_args`] builds, one report per function. A cancelled run
/// ends the list.
pub fn run_module(
    module: &IRModule,
    functions: Option<&[String]>,
    inputs: &InputOptions,
    config: &InterpConfig,
) -> Vec<FunctionRun> {
    let names = match functions {
        Some(f) => f.to_vec(),
        None => entry_points(module),
    };
    let mut out = Vec::with_capacity(names.len());
    for name in names {
        let r = match make_args(module, &name, inputs) {
            Ok(args) => run_function(module, &name, args, config),
            Err(e) => FunctionRun {
                function: name.clone(),
                args: Vec::new(),
                arg_names: Vec::new(),
                result: Err(e),
                seconds: 0.0,
            },
        };
        let cancelled = matches!(&r.result, Err(e) if e.kind == ErrorKind::Cancelled);
        out.push(r);
        if cancelled {
            break;
        }
    }
    out
}

/// One function of two modules run on the same arguments.
#[derive(Clone, Debug)]
pub struct FunctionComparison {
    /// The function (by name in both modules).
    pub function: String,
    /// The run in the first module.
    pub before: FunctionRun,
    /// The run in the second module (`None`: the function is missing).
    pub after: Option<FunctionRun>,
    /// How the second differs from the first (`Ok`: it computes the same,
    /// adds no race, no undefined operation and no poison).
    pub verdict: Result<(), Mismatch>,
}

/// Runs every entry point of `a` (or `functions`) and the function of the
/// same name in `b` on the same arguments (built from `a`'s signature), and
/// compares them ([`compare_runs`]). A function of `b` in the packed API
/// gets those arguments through simulated `TVMFFIAny` and `DLTensor`
/// structs, its tensors on the device of the function's target in `a`.
pub fn compare_modules(
    a: &IRModule,
    b: &IRModule,
    functions: Option<&[String]>,
    inputs: &InputOptions,
    config: &InterpConfig,
) -> Vec<FunctionComparison> {
    let base = config;
    let names = match functions {
        Some(f) => f.to_vec(),
        None => entry_points(a),
    };
    let mut out = Vec::with_capacity(names.len());
    for name in names {
        // Tensors live on the device of the function's own target (a host
        // function such as a shape function takes CPU tensors), else on the
        // module's device.
        let device = base.device_type.unwrap_or_else(|| {
            a.get(&name)
                .and_then(|f| f.target())
                .map(|t| t.device_type() as i32)
                .unwrap_or_else(|| super::exec::module_device_type(a))
        });
        let config = &InterpConfig {
            device_type: Some(device),
            ..base.clone()
        };
        let args = match make_args(a, &name, inputs) {
            Ok(x) => x,
            Err(e) => {
                let before = FunctionRun {
                    function: name.clone(),
                    args: Vec::new(),
                    arg_names: Vec::new(),
                    result: Err(e.clone()),
                    seconds: 0.0,
                };
                out.push(FunctionComparison {
                    function: name,
                    before,
                    after: None,
                    verdict: Err(Mismatch::Setup(e)),
                });
                continue;
            }
        };
        let before = run_function(a, &name, args.clone(), config);
        let cancelled =
            |r: &FunctionRun| matches!(&r.result, Err(e) if e.kind == ErrorKind::Cancelled);
        if cancelled(&before) {
            out.push(FunctionComparison {
                function: name,
                verdict: Err(Mismatch::Error {
                    before: before.result.clone().err(),
                    after: None,
                }),
                before,
                after: None,
            });
            break;
        }
        if b.get(&name).is_none() {
            let e = InterpError::new(
                ErrorKind::Undefined,
                format!("no function {name} in the second module"),
            );
            out.push(FunctionComparison {
                function: name,
                before,
                after: None,
                verdict: Err(Mismatch::Setup(e)),
            });
            continue;
        }
        let after = run_function(b, &name, args, config);
        let verdict = match (&before.result, &after.result) {
            (Ok(x), Ok(y)) => compare_runs(x, y, &before.arg_names),
            (Err(x), Err(y)) if !cancelled(&after) => Err(Mismatch::NotCompared {
                before: Box::new(x.clone()),
                after: Box::new(y.clone()),
            }),
            (x, y) => Err(Mismatch::Error {
                before: x.clone().err(),
                after: y.clone().err(),
            }),
        };
        let stop = cancelled(&after);
        out.push(FunctionComparison {
            function: name,
            before,
            after: Some(after),
            verdict,
        });
        if stop {
            break;
        }
    }
    out
}
