//! Running a pass case of `tests/passes/<Pass>/<case>.py`: the passes and
//! configuration of its header, the verifier after every pass.

use std::collections::BTreeMap;
use std::path::Path;

use super::*;
use tirsat::analysis::verify::verify_module;
use tirsat::ir::{AttrValue, IRModule, Target};
use tirsat::transform::bind_target::BindTarget;
use tirsat::transform::compute_legalize::ComputeLegalize;
use tirsat::transform::registry::pass_by_name;
use tirsat::transform::{Pass, PassContext, PassError};

pub fn json_to_attr(v: &serde_json::Value) -> AttrValue {
    match v {
        serde_json::Value::Bool(b) => AttrValue::Bool(*b),
        serde_json::Value::Number(n) => match n.as_i64() {
            Some(i) => AttrValue::Int(i),
            None => AttrValue::Float(n.as_f64().unwrap_or(0.0)),
        },
        serde_json::Value::String(s) => AttrValue::Str(s.clone()),
        serde_json::Value::Array(a) => AttrValue::Array(a.iter().map(json_to_attr).collect()),
        serde_json::Value::Object(o) => AttrValue::Map(
            o.iter()
                .map(|(k, v)| (k.clone(), json_to_attr(v)))
                .collect::<BTreeMap<_, _>>(),
        ),
        serde_json::Value::Null => AttrValue::Str(String::new()),
    }
}

pub fn target_arg(arg: &str) -> Target {
    let v: serde_json::Value =
        serde_json::from_str(arg).unwrap_or_else(|e| panic!("bad target argument {arg}: {e}"));
    match &v {
        serde_json::Value::String(s) => Target::parse(s).unwrap(),
        serde_json::Value::Object(_) => match json_to_attr(&v) {
            AttrValue::Map(m) => Target::from_map(&m).unwrap(),
            _ => unreachable!(),
        },
        _ => panic!("bad target argument {arg}"),
    }
}

/// A pass from a header entry: `Name` or `Name(<literal>)`.
pub fn make_pass(entry: &str) -> Result<Box<dyn Pass>, String> {
    let (name, arg) = match entry.split_once('(') {
        Some((n, rest)) => (n.trim(), Some(rest.trim_end_matches(')').trim())),
        None => (entry.trim(), None),
    };
    match (name, arg) {
        ("BindTarget", Some(a)) => Ok(Box::new(BindTarget::new(target_arg(a)))),
        ("FP8ComputeLegalize", Some(a)) => {
            let dt = a.trim_matches('"').parse().expect("promote dtype");
            Ok(Box::new(ComputeLegalize::fp8_with(dt)))
        }
        (n, None) => pass_by_name(n).ok_or_else(|| format!("pass {n} is not implemented")),
        (n, Some(a)) => panic!("unsupported pass argument {n}({a})"),
    }
}

pub fn run_case(path: &Path) -> Result<Result<IRModule, PassError>, String> {
    let text = read(path);
    let h = header(&text);
    let dir_pass = path
        .parent()
        .unwrap()
        .file_name()
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    let passes: Vec<Box<dyn Pass>> = split_top_level(h.get("passes").unwrap_or(&dir_pass))
        .iter()
        .map(|e| make_pass(e))
        .collect::<Result<_, _>>()?;
    let mut ctx = PassContext::new();
    if let Some(cfg) = h.get("config") {
        for kv in split_top_level(cfg) {
            let (k, v) = kv.split_once('=').expect("config KEY=VALUE");
            let (k, mut v) = (k.trim(), v.trim().to_string());
            if k == "tirsat.memory_info" && Path::new(&v).is_relative() {
                v = root().join(&v).display().to_string();
            }
            ctx = ctx.with_config(k, &v);
        }
    }
    let mut m = tirsat::script::reader::parse_module(&text, &path.display().to_string())
        .map_err(|e| format!("our reader rejects the input: {e}"))?;
    // An input that breaks a verifier rule itself (TVM accepts shared buffers
    // outside a launch) may keep breaking it, also in the functions a pass
    // splits off; nothing new may appear.
    let known: Vec<String> = verify_module(&m).into_iter().map(|d| d.message).collect();
    for p in &passes {
        m = match p.run(m, &ctx) {
            Ok(m) => m,
            Err(e) => return Ok(Err(e)),
        };
        let diags: Vec<String> = verify_module(&m)
            .iter()
            .filter(|d| !known.contains(&d.message))
            .map(|d| d.to_string())
            .collect();
        assert!(
            diags.is_empty(),
            "{}: output of {} is ill-formed: {}",
            path.display(),
            p.name(),
            diags.join("; ")
        );
    }
    Ok(Ok(m))
}

/// MergeSharedMemoryAllocations adds `tirx.volatile` as a Python `True`
/// (`AttrValue::Bool`), which no TVMScript spelling parses back to
/// (scripts/oracle/FINDINGS.md): TVM's printed golden re-parses as
/// `T.bool(True)`. Compare modulo that.
pub fn normalize_bool_annotations(m: IRModule) -> IRModule {
    use tirsat::ir::visit::{Mutator, walk_mutate_stmt};
    use tirsat::ir::{Expr, Stmt, StmtKind};
    struct N;
    impl Mutator for N {
        fn mutate_stmt(&mut self, s: &Stmt) -> Stmt {
            if let StmtKind::AllocBuffer {
                buffer,
                annotations,
            } = s.kind()
                && annotations
                    .values()
                    .any(|v| matches!(v, AttrValue::Bool(_)))
            {
                let mut a = annotations.clone();
                for v in a.values_mut() {
                    if let AttrValue::Bool(b) = v {
                        *v = AttrValue::Expr(Expr::bool(*b));
                    }
                }
                return Stmt::new(StmtKind::AllocBuffer {
                    buffer: buffer.clone(),
                    annotations: a,
                });
            }
            walk_mutate_stmt(self, s)
        }
    }
    let mut out = IRModule::new();
    for (name, f) in m.functions {
        let body = N.mutate_stmt(&f.body);
        out.insert(name, f.with_body(body));
    }
    out
}
