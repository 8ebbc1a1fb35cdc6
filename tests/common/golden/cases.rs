//! Running a pass case of `tests/passes/<Pass>/<case>.py`: the passes and
//! configuration of its header, the verifier after every pass.

use std::collections::BTreeMap;
use std::path::Path;

use super::*;
use tirsat::analysis::verify::verify_module;
use tirsat::ir::equal::module_equal;
use tirsat::ir::{AttrValue, IRModule, Target};
use tirsat::script::dump::dump_module;
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

/// Our own expectations (`.expected.py`) are printouts, and the printer drops
/// a `T.evaluate(0)` inside a sequence (`tirsat-script` printer/stmt.rs), as
/// the reader makes none: compare a result with one against them without it.
/// (TVM's goldens are compared exactly: TVM's own output has no such item
/// where it removed a statement.)
pub fn drop_no_op_items(m: IRModule) -> IRModule {
    use tirsat::ir::visit::{Mutator, walk_mutate_stmt};
    use tirsat::ir::{Stmt, StmtKind};
    struct D;
    impl Mutator for D {
        fn mutate_stmt(&mut self, s: &Stmt) -> Stmt {
            let s = walk_mutate_stmt(self, s);
            match s.kind() {
                StmtKind::Seq(items) if items.iter().any(Stmt::is_no_op) => {
                    Stmt::seq(items.iter().filter(|x| !x.is_no_op()).cloned().collect())
                }
                _ => s,
            }
        }
    }
    let mut out = IRModule::new();
    for (name, f) in m.functions {
        let body = D.mutate_stmt(&f.body);
        out.insert(name, f.with_body(body));
    }
    out
}

/// Compares our result with TVM's in-memory result (`.tvm.dump`).
pub fn dump_equal(ours: &IRModule, tvm: &str) -> Result<(), String> {
    let got = flatten_dump_seqs(&dump_module(ours));
    let want = flatten_dump_seqs(tvm);
    if got == want {
        return Ok(());
    }
    let line = got
        .lines()
        .zip(want.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| got.lines().count().min(want.lines().count()));
    Err(format!(
        "differs from TVM's in-memory result at dump line {}:\n ours: {}\n  tvm: {}",
        line + 1,
        got.lines().nth(line).unwrap_or("<end>"),
        want.lines().nth(line).unwrap_or("<end>")
    ))
}

/// The message of a `<case>.error.txt`: TVM's exception without its type and
/// the condition of a failed check (`InternalError: Check failed: (c) is
/// false: MSG`, `... (1 vs. 4) : MSG`, `TypeError: MSG`), or our own
/// expectation without its parenthesized reason (`Error: MSG (own ...)`).
pub fn error_message(golden: &str) -> &str {
    let line = golden.trim();
    let line =
        line.split_once(": ").map_or(
            line,
            |(kind, rest)| {
                if kind.ends_with("Error") { rest } else { line }
            },
        );
    let line = match line.strip_prefix("Check failed: ") {
        Some(check) => check
            .split_once(" is false: ")
            .or_else(|| check.split_once(") : "))
            .map_or("", |(_, msg)| msg),
        None => line,
    };
    line.split(" (own ").next().unwrap_or(line).trim()
}

/// A case we must reject: the error names a pass of the case and carries
/// TVM's message (`.error.txt`), or, where our wording differs on purpose,
/// the text of the case's `# our error:` header line (its `# note:` says why).
pub fn same_rejection(
    e: &tirsat::transform::PassError,
    golden: &str,
    header: &std::collections::HashMap<String, String>,
) -> Result<(), String> {
    let ours = e.to_string();
    let want = match header.get("our error") {
        Some(text) => text.as_str(),
        None => error_message(golden),
    };
    // TVM prefixes some messages with the pass name ("SplitHostDevice: ...");
    // ours carries the pass (and the function) in its own fields.
    let want = match want.split_once(": ") {
        Some((pass, rest)) if pass == e.pass => rest.trim(),
        _ => want,
    };
    // An empty expectation would match any message.
    if want.is_empty() {
        return Err(format!(
            "TVM's message is empty ({}): give our expected text in a `# our error:` header",
            golden.trim()
        ));
    }
    if e.func.is_none() {
        return Err(format!("rejected without naming the function: {ours}"));
    }
    if !e.message.contains(want) {
        return Err(format!(
            "rejected with another message:
 ours: {ours}
 want: {want}"
        ));
    }
    Ok(())
}

/// Compares a pass result with TVM's for case `case` (`<stem>.tvm.dump`,
/// `<stem>.tvm.py` with `<stem>.tvm.meta.json`, or `<stem>.error.txt` next to
/// it). `None` when there is no TVM golden; otherwise the kind (0: equal to
/// TVM's output, 2: rejected like TVM) and the outcome.
pub fn compare_with_tvm(
    case: &Path,
    result: &Result<IRModule, PassError>,
) -> Option<(usize, Result<(), String>)> {
    let dir = case.parent().unwrap();
    let stem = case.file_stem().unwrap().to_str().unwrap();
    let tvm = dir.join(format!("{stem}.tvm.py"));
    let err = dir.join(format!("{stem}.error.txt"));
    let dump = dir.join(format!("{stem}.tvm.dump"));
    if dump.exists() {
        Some((
            0,
            match result {
                Ok(m) => dump_equal(m, &read(&dump)),
                Err(e) => Err(format!("fails ({e}) where TVM succeeds")),
            },
        ))
    } else if tvm.exists() {
        let meta = dir.join(format!("{stem}.tvm.meta.json"));
        let golden = match reader::parse_module(&read(&tvm), &tvm.display().to_string()) {
            Ok(g) => g,
            Err(e) => return Some((0, Err(format!("our reader rejects TVM's output: {e}")))),
        };
        let golden = if meta.exists() {
            let strings: Vec<String> = serde_json::from_str(&read(&meta)).unwrap();
            inline_meta(golden, &strings)
        } else {
            golden
        };
        Some((
            0,
            match result {
                Ok(m) => module_equal(&normalize_bool_annotations(m.clone()), &golden)
                    .map_err(|e| format!("differs from TVM: {e}")),
                Err(e) => Err(format!("fails ({e}) where TVM succeeds")),
            },
        ))
    } else if err.exists() {
        Some((
            2,
            match result {
                Ok(_) => Err(format!(
                    "succeeds where TVM fails with {}",
                    read(&err).trim()
                )),
                Err(e) => same_rejection(e, &read(&err), &header(&read(case))),
            },
        ))
    } else {
        None
    }
}
