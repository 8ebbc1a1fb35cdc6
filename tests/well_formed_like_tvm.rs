//! `tirsat check` is TVM 0.27's well-formedness: on every TVMScript file of
//! the TVM test corpus (`tests/corpus/tvm_tests`) and of our own corpora
//! (`tests/**/*.py`), reading then verifying (`check`) accepts exactly what
//! TVM 0.27 accepts: TVM parses the file and the checks its parser runs
//! (`s_tir.analysis.verify_well_formed`, `verify_tirx_well_formed`) pass.
//! TVM's verdicts are `tests/corpus/well_formed.json`, made by
//! `scripts/oracle/well_formed.py`; a file TVM crashed on, or whose parsing
//! fails in TVM before any check (there is no verdict to compare), is not
//! compared.
//!
//! Where we reject or accept on purpose otherwise, the file is listed in
//! `tests/corpus/well_formed_deviations.txt` with the reason; the test fails
//! on any other disagreement and on a listed file that now agrees (the list
//! only shrinks).
//!
//! Also here: the checker's answers on the constructs of issue 29 (scope
//! ids, block axes, env threads) and its located errors.

use std::collections::BTreeMap;
use std::path::Path;

use tirsat::analysis::verify::verify_module_in;
use tirsat::script::reader::{line_col, parse_source};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Our verdict on a source: `Ok` when it reads and verifies, else the
/// first error.
fn check(text: &str, name: &str) -> Result<(), String> {
    let p = parse_source(text, name).map_err(|e| format!("read: {e}"))?;
    match verify_module_in(&p.module, &p.spans).first() {
        None => Ok(()),
        Some(d) => {
            let at = d
                .span
                .map(|s| line_col(text, s.start))
                .map_or(String::new(), |(l, c)| format!("{l}:{c}: "));
            Err(format!("check: {at}{d}"))
        }
    }
}

fn deviations() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(root().join("tests/corpus/well_formed_deviations.txt"))
        .unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once('#') {
            Some((k, r)) => (k.trim().to_string(), r.trim().to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

#[test]
fn check_agrees_with_tvm_on_every_corpus_file() {
    let golden: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("tests/corpus/well_formed.json"))
            .expect("tests/corpus/well_formed.json (scripts/oracle/well_formed.py)"),
    )
    .expect("valid JSON");
    let files = golden["files"].as_object().expect("files");
    let devs = deviations();
    // corpus -> (agree, total)
    let mut counts: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut disagree = Vec::new();
    let mut stale_devs = Vec::new();
    let (mut crashed, mut unparsed) = (0, 0);
    for (file, rec) in files {
        let tvm = rec["tvm"].as_str().unwrap_or("");
        if tvm == "crash" {
            crashed += 1;
            continue;
        }
        // TVM's parser fails before any well-formedness check: printouts it
        // cannot read back (symbolic shapes, elided metadata, `T.Buffer`s of
        // MakePackedAPI output) and forms its parser lacks. There is no
        // well-formedness verdict to compare; what TVM rejects on purpose
        // is read-time rejection (`tests/reject_like_tvm.rs`).
        if tvm == "parse-error" {
            unparsed += 1;
            continue;
        }
        let text = std::fs::read_to_string(root().join(file))
            .unwrap_or_else(|e| panic!("{file} is in the golden but cannot be read: {e}"));
        let ours = check(&text, file);
        let agree = (tvm == "ok") == ours.is_ok();
        let corpus = if file.starts_with("tests/corpus/tvm_tests/") {
            "TVM test corpus"
        } else {
            "our corpora"
        };
        let c = counts.entry(corpus).or_default();
        c.1 += 1;
        if agree {
            c.0 += 1;
        }
        match (agree, devs.contains_key(file)) {
            (true, true) => stale_devs.push(file.clone()),
            (false, false) => disagree.push(format!(
                "{file}: TVM {tvm}{}; tirsat {}",
                rec["message"]
                    .as_str()
                    .map_or(String::new(), |m| format!(" ({m})")),
                match &ours {
                    Ok(()) => "accepts".to_string(),
                    Err(e) => format!("rejects ({e})"),
                }
            )),
            _ => {}
        }
    }
    for (corpus, (agree, total)) in &counts {
        eprintln!("check vs TVM's well-formedness, {corpus}: {agree} / {total} files agree");
    }
    eprintln!("{crashed} files TVM crashed on, {unparsed} TVM's parser fails on (not compared)");
    assert!(
        counts.values().map(|c| c.1).sum::<usize>() > 2000,
        "the golden covers too few files: {counts:?}"
    );
    assert!(
        disagree.is_empty(),
        "{} files where check and TVM disagree:\n{}",
        disagree.len(),
        disagree.join("\n")
    );
    assert!(
        stale_devs.is_empty(),
        "listed in well_formed_deviations.txt but agreeing now (remove them): {stale_devs:?}"
    );
}

/// Every `.py` file under `tests/` has a verdict (the golden is not stale).
#[test]
fn the_golden_covers_every_corpus_file() {
    let golden: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("tests/corpus/well_formed.json")).unwrap(),
    )
    .unwrap();
    let files = golden["files"].as_object().unwrap();
    let mut missing = Vec::new();
    let mut todo = vec![root().join("tests")];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            let rel = p.strip_prefix(root()).unwrap().display().to_string();
            if p.is_dir() {
                if !rel.starts_with("tests/fixtures") {
                    todo.push(p);
                }
            } else if rel.ends_with(".py") && !rel.contains(".error.") && !files.contains_key(&rel)
            {
                missing.push(rel);
            }
        }
    }
    missing.sort();
    assert!(
        missing.is_empty(),
        "no TVM verdict for (run scripts/oracle/well_formed.py FILE...): {missing:?}"
    );
}

// ---- the constructs of issue 29 ---------------------------------------------------------------

const HEAD: &str = "@T.prim_func\ndef main(A: T.Buffer((64,), \"float32\")):\n";

fn body(lines: &str) -> String {
    let mut s = HEAD.to_string();
    for l in lines.lines() {
        s.push_str("    ");
        s.push_str(l);
        s.push('\n');
    }
    s
}

/// TVM: well-formed. tirsat's check said "variable bx is used but not
/// defined" for every scope-id variable.
#[test]
fn scope_id_variables_are_defined() {
    let src = body(
        "T.attr({\"tirx.device_entry\": T.bool(True)})\nbx = T.cta_id([1])\nw = T.warp_id([1])\nlane = T.lane_id([32])\nA[bx * 32 + w * 32 + lane] = T.float32(1.0)",
    );
    assert_eq!(check(&src, "t.py"), Ok(()));
}

/// TVM: well-formed. tirsat's check said "variable vi is used but not
/// defined" for a block's axis.
#[test]
fn block_axes_are_defined() {
    let src = "@T.prim_func(s_tir=True)\ndef main(A: T.Buffer((4,), \"float32\")):\n    for i in range(4):\n        with T.sblock(\"b\"):\n            vi = T.axis.spatial(4, i)\n            T.reads()\n            T.writes(A[vi])\n            A[vi] = T.float32(1.0)\n";
    assert_eq!(check(src, "t.py"), Ok(()));
}

/// TVM: "Loop iterator var i is defined outside of any block, but is used
/// inside the non-opaque current block" (its s_tir check).
#[test]
fn loop_variable_inside_a_block_with_axes() {
    let src = "@T.prim_func(s_tir=True)\ndef main(A: T.Buffer((4,), \"float32\")):\n    for i in range(4):\n        with T.sblock(\"b\"):\n            vi = T.axis.spatial(4, i)\n            T.reads()\n            T.writes(A[vi])\n            A[i] = T.float32(1.0)\n";
    let e = check(src, "t.py").unwrap_err();
    assert!(
        e.contains("loop variable i is defined outside of any block"),
        "{e}"
    );
    assert!(e.starts_with("check: 8:13: "), "{e}");
}

/// TVM: "Invalid use of undefined variable ty" for an env thread named as
/// the node of `thread_extent` without a launch; tirsat used to accept it.
#[test]
fn env_thread_never_launched_is_undefined() {
    let src = body(
        "ty = T.env_thread(\"threadIdx.y\")\nT.attr(ty, \"thread_extent\", 8)\nA[ty] = T.float32(1.0)",
    );
    let e = check(&src, "t.py").unwrap_err();
    assert!(e.contains("variable ty is used but not defined"), "{e}");
    assert!(e.starts_with("check: 4:5: "), "{e}");
}
