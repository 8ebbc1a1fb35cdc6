//! `tirsat.tvm`'s object crossing: TVM's in-memory IR to tirsat's and back
//! over TVM FFI's C ABI, and tirsat's passes as TVM pass objects.
//!
//! Nothing here links against TVM: [`sys`] finds the `libtvm_ffi.so` that
//! `import tvm` loaded. The Python side calls [`tvm_init`] once with its
//! path; that registers the global functions `tirsat.ffi.*` with TVM, which
//! `tirsat/tvm.py` calls through TVM's own FFI (so TVM objects travel as
//! TVM objects, and TVM's calling convention releases the GIL).

use pyo3::prelude::*;

use tirsat::ir::IRModule;
use tirsat::script::{dump, printer};

pub mod config_option;
pub mod from_tvm;
pub mod object;
pub mod passes;
pub mod sys;
pub mod to_tvm;

use object::{Obj, Val, type_key};

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(tvm_init, m)?)?;
    m.add_function(wrap_pyfunction!(tvm_stats, m)?)?;
    m.add_function(wrap_pyfunction!(tvm_stats_reset, m)?)?;
    m.add_function(wrap_pyfunction!(tvm_config_keys, m)?)?;
    m.add_function(wrap_pyfunction!(tvm_register_config, m)?)?;
    Ok(())
}

type NativeResult = Result<Val, (String, String)>;

fn fail(msg: impl Into<String>) -> (String, String) {
    ("tirsat.TirsatError".to_string(), msg.into())
}

/// Reads the PrimFuncs of a module (or one PrimFunc, named `main`).
fn read_module(o: &Obj) -> Result<(IRModule, from_tvm::FromTvm), String> {
    let mut cv = from_tvm::FromTvm::new();
    let mut m = IRModule::new();
    match type_key(o.type_index()) {
        "tirx.PrimFunc" => {
            let f = cv.func(o)?;
            m.insert("main", f);
        }
        "ir.IRModule" => {
            for (gv, f) in module_functions(o)? {
                let Some(f) = f.into_obj() else { continue };
                if type_key(f.type_index()) != "tirx.PrimFunc" {
                    continue;
                }
                let name = gv_name(&gv)?;
                let func = cv.func(&f).map_err(|e| format!("function {name}: {e}"))?;
                m.insert(name, func);
            }
        }
        k => return Err(format!("expected an IRModule or PrimFunc, got {k}")),
    }
    Ok((m, cv))
}

/// The `(GlobalVar, function)` pairs of a module.
fn module_functions(m: &Obj) -> Result<Vec<(Obj, Val)>, String> {
    let f = object::field(m.type_index(), "functions").ok_or("IRModule.functions")?;
    let map = f
        .get(m)
        .into_obj()
        .ok_or("IRModule.functions is not a map")?;
    object::map_items(&map)?
        .into_iter()
        .map(|(k, v)| Ok((k.into_obj().ok_or("module key is not a GlobalVar")?, v)))
        .collect()
}

fn gv_name(gv: &Obj) -> Result<String, String> {
    let f = object::field(gv.type_index(), "name_hint").ok_or("GlobalVar.name_hint")?;
    match f.get(gv) {
        Val::Str(s) => Ok(s),
        v => Err(format!("GlobalVar name {v:?}")),
    }
}

fn register_global(
    name: &str,
    f: impl Fn(&[Val]) -> NativeResult + Send + Sync + 'static,
) -> Result<(), String> {
    let func = object::native_function(Box::new(f))?;
    object::set_global(name, &func)
}

/// Loads TVM FFI's C API from `lib_path` (already loaded by `import
/// tvm_ffi`) and registers `tirsat.ffi.*` with TVM. Idempotent.
#[pyfunction]
fn tvm_init(lib_path: &str) -> PyResult<()> {
    (|| -> Result<(), String> {
        object::init(lib_path)?;
        register_global("tirsat.ffi.text", |args| {
            let o = args
                .first()
                .and_then(Val::as_obj)
                .ok_or_else(|| fail("no object"))?;
            let (m, _) = read_module(o).map_err(fail)?;
            Ok(Val::Str(printer::print_module(&m)))
        })?;
        register_global("tirsat.ffi.dump", |args| {
            let o = args
                .first()
                .and_then(Val::as_obj)
                .ok_or_else(|| fail("no object"))?;
            let (m, _) = read_module(o).map_err(fail)?;
            Ok(Val::Str(dump::dump_module(&m)))
        })?;
        register_global("tirsat.ffi.roundtrip", |args| {
            // Every PrimFunc read and built again from scratch (`fresh`) or
            // with TVM's own objects for what did not change (tests).
            let o = args
                .first()
                .and_then(Val::as_obj)
                .ok_or_else(|| fail("no object"))?;
            let fresh = args.get(1).and_then(Val::as_int).unwrap_or(1) != 0;
            roundtrip(o, fresh).map(Val::Obj).map_err(fail)
        })?;
        register_global("tirsat.ffi.make_pass", |args| {
            let prim_func = args.first().and_then(Val::as_int).unwrap_or(0) != 0;
            let tvm_name = args
                .get(1)
                .and_then(Val::as_str)
                .ok_or_else(|| fail("name"))?;
            let opt_level = args.get(2).and_then(Val::as_int).unwrap_or(0);
            let names = match args.get(3).and_then(Val::as_obj) {
                Some(a) => object::array_items(a)
                    .iter()
                    .map(|x| object::own(x).as_str().map(String::from))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| fail("pass names must be strings"))?,
                None => return Err(fail("no pass names")),
            };
            let mut extra = Vec::new();
            if let Some(m) = args.get(4).and_then(Val::as_obj) {
                for (k, v) in object::map_items(m).map_err(fail)? {
                    let (Some(k), Some(v)) = (k.as_str(), v.as_str()) else {
                        return Err(fail("extra options must be strings"));
                    };
                    extra.push((k.to_string(), v.to_string()));
                }
            }
            let spec = passes::PassSpec {
                tvm_name: tvm_name.to_string(),
                passes: names,
                extra,
            };
            passes::make_pass(spec, prim_func, opt_level)
                .map(Val::Obj)
                .map_err(fail)
        })?;
        Ok(())
    })()
    .map_err(pyo3::exceptions::PyRuntimeError::new_err)
}

/// Reads every PrimFunc of `o` and builds it back (see `tirsat.ffi.roundtrip`).
fn roundtrip(o: &Obj, fresh: bool) -> Result<Obj, String> {
    let mut cv = from_tvm::FromTvm::new();
    let mut out: Vec<(Obj, Obj)> = Vec::new();
    let items = module_functions(o)?;
    let mut funcs = Vec::new();
    for (gv, f) in &items {
        let Some(fo) = f.as_obj() else { continue };
        if type_key(fo.type_index()) != "tirx.PrimFunc" {
            continue;
        }
        let pf = cv
            .func(fo)
            .map_err(|e| format!("{}: {e}", gv_name(gv).unwrap_or_default()))?;
        funcs.push((gv.clone(), fo.clone(), pf));
    }
    let mut back = to_tvm::ToTvm::new(&cv.origin);
    back.fresh = fresh;
    for (gv, _, _) in &funcs {
        let name = gv_name(gv)?;
        back.global_vars.insert(name, gv.clone());
    }
    for (gv, fo, pf) in &funcs {
        let prev = if fresh { None } else { Some((pf, fo)) };
        out.push((gv.clone(), back.func(pf, prev)?));
    }
    let m = object::call_o("ir.Module_Clone", &[o.into()])?;
    for (gv, f) in out {
        object::call(
            "ir.Module_Add",
            &[m.clone().into(), gv.into(), f.into(), Val::Bool(true)],
        )?;
    }
    Ok(m)
}

/// The crossing's counters since the last reset.
#[pyfunction]
fn tvm_stats(py: Python<'_>) -> PyResult<Bound<'_, pyo3::types::PyDict>> {
    use std::sync::atomic::Ordering::Relaxed;
    let s = passes::stats();
    let d = pyo3::types::PyDict::new(py);
    for (k, v) in [
        ("calls", &s.calls),
        ("functions_crossed", &s.functions_crossed),
        ("functions_rebuilt", &s.functions_rebuilt),
        ("functions_kept", &s.functions_kept),
        ("functions_skipped", &s.functions_skipped),
        ("nodes_read", &s.nodes_read),
        ("nodes_built", &s.nodes_built),
        ("nodes_reused", &s.nodes_reused),
    ] {
        d.set_item(k, v.load(Relaxed))?;
    }
    for (k, v) in [
        ("read_seconds", &s.read_ns),
        ("tirsat_seconds", &s.tirsat_ns),
        ("write_seconds", &s.write_ns),
    ] {
        d.set_item(k, v.load(Relaxed) as f64 * 1e-9)?;
    }
    Ok(d)
}

/// Sets every counter to zero.
#[pyfunction]
fn tvm_stats_reset() {
    use std::sync::atomic::Ordering::Relaxed;
    let s = passes::stats();
    for c in [
        &s.calls,
        &s.functions_crossed,
        &s.functions_rebuilt,
        &s.functions_kept,
        &s.functions_skipped,
        &s.nodes_read,
        &s.nodes_built,
        &s.nodes_reused,
        &s.read_ns,
        &s.tirsat_ns,
        &s.write_ns,
    ] {
        c.store(0, Relaxed);
    }
}

/// tirsat's own pass options (`tirsat.*`), to register with TVM's PassContext.
#[pyfunction]
fn tvm_config_keys() -> Vec<&'static str> {
    passes::tirsat_keys().to_vec()
}

/// Registers `key` with TVM's PassContext (see [`config_option`]); the caller
/// checks `PassContext.list_configs()` first (TVM aborts on a second one).
#[pyfunction]
fn tvm_register_config(compiler_lib: &str, key: &str, type_str: &str) -> PyResult<()> {
    config_option::register(compiler_lib, key, type_str)
        .map_err(pyo3::exceptions::PyRuntimeError::new_err)
}
