//! The execution sweep over a real-kernel corpus (`tests/corpus/real`;
//! `tirsat run --corpus DIR` is its front end): for every module and
//! configuration of its `tvm.json`, the input, our
//! MergeSharedMemoryAllocations output, our whole device-lowering slice and
//! TVM's merged output (where the corpus holds it) run on the same inputs;
//! outputs must be equal and no race added ([`check_corpus`]).

use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::Value as Json;

use tirsat_interp::InputOptions;
use tirsat_interp::InterpConfig;
use tirsat_interp::whole::{compare_modules, run_module};
use tirsat_ir::IRModule;
use tirsat_script::reader;
use tirsat_transform::config::checked_context;
use tirsat_transform::manager::{Instrumentation, run_passes};
use tirsat_transform::pipeline::build_passes;
use tirsat_transform::{Pass, PassContext};

/// Reads a TVMScript file into a module (errors located at `FILE:LINE:COL`).
fn read_input(path: &Path) -> Result<IRModule, String> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| reader::cannot_read(&name, &e).to_string())?;
    reader::parse_bytes_source(&bytes, &name)
        .map(|p| p.module)
        .map_err(|e| e.to_string())
}

/// One stage of a module checked against its input.
#[derive(Clone, Debug)]
pub struct StageCheck {
    /// `merged`, `lowered` or `tvm_merged`.
    pub stage: &'static str,
    /// Per function: the difference (`None`: the same, race-free where the
    /// input is) or the error that kept the stage from running.
    pub functions: Vec<(String, Option<String>)>,
    /// Racy accesses in the stage's runs.
    pub races: u64,
    /// Seconds spent running the stage.
    pub seconds: f64,
}

/// One module under one configuration.
#[derive(Clone, Debug)]
pub struct CorpusCheck {
    /// The module.
    pub module: String,
    /// The configuration (`default`, `static`).
    pub config: String,
    /// Per entry point of the input: the run's error, if any.
    pub input: Vec<(String, Option<String>)>,
    /// Racy accesses in the input's runs.
    pub input_races: u64,
    /// Poison stored into global memory by the input's runs.
    pub input_poison: u64,
    /// The stages.
    pub stages: Vec<StageCheck>,
    /// Seconds for the module and configuration (lowering included).
    pub seconds: f64,
    /// A failure to read or lower the module.
    pub setup_error: Option<String>,
}

impl CorpusCheck {
    /// Every input function ran.
    pub fn input_runs(&self) -> bool {
        self.setup_error.is_none() && self.input.iter().all(|(_, e)| e.is_none())
    }
    /// Our stages (merged, lowered) compute what the input computes and add
    /// no race.
    pub fn ours_ok(&self) -> bool {
        self.input_runs()
            && self
                .stages
                .iter()
                .filter(|s| s.stage != "tvm_merged")
                .all(|s| s.functions.iter().all(|(_, d)| d.is_none()))
    }
}

/// How the corpus sweep runs.
pub struct CorpusOptions {
    /// Only these modules (empty: all).
    pub only: Vec<String>,
    /// Interpreter configuration.
    pub config: InterpConfig,
    /// Inputs.
    pub inputs: InputOptions,
}

fn slice_passes(dir: &Path) -> Result<Vec<String>, String> {
    let m: Json = serde_json::from_str(
        &std::fs::read_to_string(dir.join("manifest.json"))
            .map_err(|e| format!("{}: {e}", dir.join("manifest.json").display()))?,
    )
    .map_err(|e| format!("manifest.json: {e}"))?;
    Ok(m["slice"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|n| n.as_str())
                .map(|n| n.rsplit('.').next().unwrap_or(n).to_string())
                .collect()
        })
        .unwrap_or_else(|| {
            [
                "MergeSharedMemoryAllocations",
                "SplitHostDevice",
                "MakePackedAPI",
                "FP8StorageLegalize",
                "BF16StorageLegalize",
            ]
            .map(str::to_string)
            .to_vec()
        }))
}

fn lower(m: &IRModule, passes: &[Box<dyn Pass>], ctx: &PassContext) -> Result<IRModule, String> {
    run_passes(m.clone(), passes, ctx, &mut Instrumentation::default()).map_err(|e| e.to_string())
}

/// The stage's comparison with the input.
fn stage(name: &'static str, input: &IRModule, m: &IRModule, opts: &CorpusOptions) -> StageCheck {
    let t = Instant::now();
    let cmp = compare_modules(input, m, None, &opts.inputs, &opts.config);
    let mut races = 0;
    let functions = cmp
        .iter()
        .map(|c| {
            if let Some(Ok(r)) = c.after.as_ref().map(|a| &a.result) {
                races += r.race_count;
            }
            (
                c.function.clone(),
                c.verdict.as_ref().err().map(|e| e.to_string()),
            )
        })
        .collect();
    StageCheck {
        stage: name,
        functions,
        races,
        seconds: t.elapsed().as_secs_f64(),
    }
}

/// Checks every module of the corpus in `dir` under each configuration of
/// its `tvm.json` ([`CorpusCheck`]); `progress` sees each result.
pub fn check_corpus(
    dir: &Path,
    opts: &CorpusOptions,
    progress: &mut dyn FnMut(&CorpusCheck),
) -> Result<Vec<CorpusCheck>, String> {
    let slice = slice_passes(dir)?;
    let mut modules: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("tvm.json").is_file())
        .collect();
    modules.sort();
    let mut out = Vec::new();
    for mdir in modules {
        let module = mdir
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        if !opts.only.is_empty() && !opts.only.contains(&module) {
            continue;
        }
        let golden: Json = serde_json::from_str(
            &std::fs::read_to_string(mdir.join("tvm.json")).map_err(|e| e.to_string())?,
        )
        .map_err(|e| format!("{module}/tvm.json: {e}"))?;
        let Some(configs) = golden.as_object() else {
            continue;
        };
        for (cname, cfg) in configs {
            let c = check_one(&mdir, &module, cname, cfg, &slice, opts);
            progress(&c);
            let stop = c
                .input
                .iter()
                .any(|(_, e)| e.as_deref().is_some_and(|e| e.contains("cancelled")));
            out.push(c);
            if stop {
                return Ok(out);
            }
        }
    }
    Ok(out)
}

fn check_one(
    mdir: &Path,
    module: &str,
    cname: &str,
    cfg: &Json,
    slice: &[String],
    opts: &CorpusOptions,
) -> CorpusCheck {
    let t = Instant::now();
    let mut c = CorpusCheck {
        module: module.to_string(),
        config: cname.to_string(),
        input: Vec::new(),
        input_races: 0,
        input_poison: 0,
        stages: Vec::new(),
        seconds: 0.0,
        setup_error: None,
    };
    let input_file = mdir.join(cfg["input_file"].as_str().unwrap_or("input.py"));
    let input = match read_input(&input_file) {
        Ok(m) => m,
        Err(e) => {
            c.setup_error = Some(e.to_string());
            return c;
        }
    };
    let mut kv: Vec<(String, String)> = Vec::new();
    if let Some(o) = cfg["config"].as_object() {
        for (k, v) in o {
            let v = match v {
                Json::String(s) => s.clone(),
                v => v.to_string(),
            };
            kv.push((k.clone(), v));
        }
    }
    let ctx = match checked_context(kv.iter().map(|(k, v)| (k.as_str(), v.as_str()))) {
        Ok(x) => x,
        Err(e) => {
            c.setup_error = Some(e.to_string());
            return c;
        }
    };
    let runs = run_module(&input, None, &opts.inputs, &opts.config);
    for r in &runs {
        if let Ok(x) = &r.result {
            c.input_races += x.race_count;
            c.input_poison += x.poison_count;
        }
        c.input.push((
            r.function.clone(),
            r.result.as_ref().err().map(|e| e.to_string()),
        ));
    }
    let slice: Vec<&str> = slice.iter().map(String::as_str).collect();
    let merge = build_passes(&["MergeSharedMemoryAllocations"]);
    let whole = build_passes(&slice);
    for (name, passes) in [("merged", merge), ("lowered", whole)] {
        let m = passes
            .map_err(|e| e.message)
            .and_then(|p| lower(&input, &p, &ctx));
        match m {
            Ok(m) => c.stages.push(stage(name, &input, &m, opts)),
            Err(e) => c.stages.push(StageCheck {
                stage: name,
                functions: vec![("(lowering)".into(), Some(e))],
                races: 0,
                seconds: 0.0,
            }),
        }
    }
    if let Some(f) = cfg["merged_changes_file"].as_str() {
        match read_input(&mdir.join(f)) {
            Ok(changes) => {
                let mut m = input.clone();
                for (n, func) in changes.iter() {
                    m.insert(n.clone(), func.clone());
                }
                c.stages.push(stage("tvm_merged", &input, &m, opts));
            }
            Err(e) => c.stages.push(StageCheck {
                stage: "tvm_merged",
                functions: vec![("(reading)".into(), Some(e.to_string()))],
                races: 0,
                seconds: 0.0,
            }),
        }
    }
    c.seconds = t.elapsed().as_secs_f64();
    c
}
