//! What the pass decided for each kernel: buffers, intervals, offsets, sizes,
//! the lower bound and TVM's plan, as text (`tirsat lower --report`) and as
//! SVG drawings of the layouts (`--svg DIR`).

use std::fmt::Write as _;

use super::kernel::Source;
use tirsat_memory::{Buffer as PackBuffer, Problem, SvgInfo, layout_svg};

/// One buffer of a merged kernel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BufferReport {
    /// The buffer's name.
    pub name: String,
    /// Its dtype.
    pub dtype: String,
    /// Its size in bytes (an expression when symbolic).
    pub bytes: String,
    /// TVM's live interval `[gen, kill + 1)` over the access-pattern entries.
    pub tvm_interval: (usize, usize),
    /// The race-safe interval `[gen, end)`.
    pub interval: (usize, usize),
    /// The emitted byte offset.
    pub offset: String,
    /// The byte offset TVM 0.27 gives it (`None` when TVM gives none).
    pub tvm_offset: Option<String>,
}

/// The decision for one kernel scope.
#[derive(Debug, Clone)]
pub struct KernelReport {
    /// The function.
    pub func: String,
    /// Index of the kernel scope (outermost `thread_extent`) in the function.
    pub kernel: usize,
    /// The launch, e.g. `threadIdx.x = 128`.
    pub launch: String,
    /// `shared.dyn` or `shared`.
    pub scope: String,
    /// The merged buffers.
    pub buffers: Vec<BufferReport>,
    /// The emitted merged size.
    pub merged_size: String,
    /// The emitted merged size when constant.
    pub merged_bytes: Option<u64>,
    /// Our planner's size (before the choice), when constant.
    pub planner_bytes: Option<u64>,
    /// The lower bound of the race-safe problem (constant kernels).
    pub lower_bound: Option<u64>,
    /// The emitted size is optimal under the pass's model: at the bound, or
    /// the exact search over every layout the proofs allow was exhausted.
    pub optimal: bool,
    /// TVM 0.27's merged size.
    pub tvm_size: String,
    /// TVM's size when constant and TVM does not fail.
    pub tvm_bytes: Option<u64>,
    /// Why TVM 0.27 fails on this kernel (empty when it does not).
    pub tvm_failures: Vec<String>,
    /// Pairs of buffers TVM's layout puts at overlapping bytes while they can
    /// be accessed concurrently (empty when race-free).
    pub tvm_races: Vec<(String, String)>,
    /// Pairs proven element-wise in place (`dies`, `born`).
    pub proven: Vec<(String, String)>,
    /// Why each in-place pair may share bytes (`A->B: ...`), for `--explain`.
    pub in_place_proofs: Vec<String>,
    /// Footprint proofs the emitted layout relies on, one line per buffer
    /// (`A1: touches bytes [0, 256) of 1280: 0 <= t <= 63`): without them the
    /// layout would be larger. Empty when it relies on none.
    pub footprint_proofs: Vec<String>,
    /// Barriers inserted (`tirsat.merge_insert_sync=1`) and the bytes each
    /// saved.
    pub syncs_added: Vec<super::SyncInsertion>,
    /// Which layout was emitted.
    pub source: Source,
    /// How our layout was found.
    pub method: String,
    /// The race-safe problem (one buffer per allocation, proven pairs
    /// shareable) and the emitted offsets, for constant kernels.
    pub layout: Option<(Problem, Vec<u64>)>,
}

impl KernelReport {
    /// True when the emitted layout is at the lower bound.
    pub fn at_lower_bound(&self) -> bool {
        matches!((self.merged_bytes, self.lower_bound), (Some(m), Some(lb)) if m <= lb)
    }

    /// The text block printed by `tirsat lower --report`.
    pub fn text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "kernel {}#{} ({}) {}: {} buffers",
            self.func,
            self.kernel,
            self.launch,
            self.scope,
            self.buffers.len()
        );
        let src = match self.source {
            Source::Tvm => "TVM's layout (race-free, not larger)",
            Source::Planner => "planner layout",
        };
        let _ = writeln!(s, "  merged size: {} bytes ({src})", self.merged_size);
        let bound = match (self.lower_bound, self.merged_bytes) {
            (Some(b), Some(m)) if m <= b => format!("{b} bytes (optimal)"),
            (Some(b), Some(m)) => format!(
                "{b} bytes (gap {} bytes, {:.1}%{})",
                m - b,
                (m - b) as f64 * 100.0 / b.max(1) as f64,
                if self.optimal {
                    "; optimal under the model: exact search exhausted"
                } else {
                    ""
                }
            ),
            (Some(b), None) => format!("{b} bytes"),
            (None, _) => "n/a (symbolic sizes)".to_string(),
        };
        let _ = writeln!(s, "  lower bound: {bound}");
        let tvm_state = if !self.tvm_failures.is_empty() {
            format!("fails: {}", self.tvm_failures.join("; "))
        } else if !self.tvm_races.is_empty() {
            let pairs: Vec<String> = self
                .tvm_races
                .iter()
                .map(|(a, b)| format!("{a}/{b}"))
                .collect();
            format!("{} bytes, racy: {}", self.tvm_size, pairs.join(", "))
        } else {
            format!("{} bytes, race-free", self.tvm_size)
        };
        let _ = writeln!(s, "  TVM 0.27 planner: {tvm_state}");
        let _ = writeln!(s, "  planner: {}", self.method);
        if !self.proven.is_empty() {
            let pairs: Vec<String> = self
                .proven
                .iter()
                .map(|(a, b)| format!("{a}->{b}"))
                .collect();
            let _ = writeln!(s, "  in place: {}", pairs.join(", "));
        }
        if !self.syncs_added.is_empty() {
            let saved: u64 = self.syncs_added.iter().map(|x| x.saved).sum();
            let each: Vec<String> = self
                .syncs_added
                .iter()
                .map(|x| format!("before statement {} saves {} bytes", x.before, x.saved))
                .collect();
            let _ = writeln!(
                s,
                "  barriers inserted: {} ({} bytes saved, {} per barrier): {}",
                self.syncs_added.len(),
                saved,
                saved / self.syncs_added.len() as u64,
                each.join("; ")
            );
        }
        if !self.footprint_proofs.is_empty() {
            let _ = writeln!(s, "  footprint proofs used:");
            for p in &self.footprint_proofs {
                let _ = writeln!(s, "    {p}");
            }
        }
        for b in &self.buffers {
            let _ = writeln!(
                s,
                "  {:<12} {:<8} {:>8} B  live [{}, {})  tvm [{}, {})  offset {}  tvm {}",
                b.name,
                b.dtype,
                b.bytes,
                b.interval.0,
                b.interval.1,
                b.tvm_interval.0,
                b.tvm_interval.1,
                b.offset,
                b.tvm_offset.as_deref().unwrap_or("-"),
            );
        }
        s
    }

    /// [`Self::text`] followed by every proof the pass relied on: in-place
    /// pairs with their argument, footprints with the proven index range and
    /// the engine that proved it (`tirsat lower --explain`).
    pub fn explain(&self) -> String {
        let mut s = self.text();
        if self.in_place_proofs.is_empty() && self.footprint_proofs.is_empty() {
            let _ = writeln!(
                s,
                "  proofs: none (buffers live together stay apart; bytes are reused only after a barrier)"
            );
            return s;
        }
        let _ = writeln!(s, "  proofs:");
        for p in &self.in_place_proofs {
            let _ = writeln!(s, "    in place {p}");
        }
        for p in &self.footprint_proofs {
            let _ = writeln!(s, "    footprint {p}");
        }
        s
    }

    /// An SVG drawing of the emitted layout (constant kernels only).
    pub fn svg(&self) -> Option<String> {
        let (p, offsets) = self.layout.as_ref()?;
        let info = SvgInfo {
            title: format!(
                "{}#{} {} ({}): {} bytes, lower bound {}, TVM {}",
                self.func,
                self.kernel,
                self.scope,
                match self.source {
                    Source::Tvm => "TVM layout",
                    Source::Planner => "planner",
                },
                self.merged_size,
                self.lower_bound.map(|b| b.to_string()).unwrap_or_default(),
                self.tvm_size
            ),
            lower_bound: self.lower_bound.unwrap_or(0),
            capacity: None,
            highlight: Vec::new(),
        };
        Some(layout_svg(p, offsets, &info))
    }

    /// A file name for the SVG drawing.
    pub fn svg_name(&self) -> String {
        let clean: String = self
            .func
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        let scope = if self.scope == "shared" {
            "static"
        } else {
            "dyn"
        };
        format!("{clean}_{}_{scope}.svg", self.kernel)
    }
}

/// Builds the drawable problem of a constant kernel.
pub(crate) fn drawable(
    names: &[String],
    sizes: &[u64],
    intervals: &[(usize, usize)],
    shareable: &[(usize, usize)],
    offsets: &[u64],
) -> Option<(Problem, Vec<u64>)> {
    let bufs: Vec<PackBuffer> = names
        .iter()
        .zip(sizes)
        .zip(intervals)
        .map(|((n, &s), &(a, b))| PackBuffer::new(n.clone(), s, a as i64, b as i64))
        .collect();
    let mut p = Problem::new(bufs).ok()?;
    for &(a, b) in shareable {
        p.allow_sharing(a, b).ok()?;
    }
    Some((p, offsets.to_vec()))
}

/// MergeSharedMemoryAllocations that also keeps its kernel reports (used by
/// `tirsat lower --report` / `--svg`).
pub struct ReportingPass {
    pass: super::MergeSharedMemoryAllocations,
    sink: std::sync::Arc<std::sync::Mutex<Vec<KernelReport>>>,
}

impl ReportingPass {
    /// A reporting pass and the shared list it appends to.
    pub fn new() -> (Self, std::sync::Arc<std::sync::Mutex<Vec<KernelReport>>>) {
        let sink = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        (
            ReportingPass {
                pass: super::MergeSharedMemoryAllocations::default(),
                sink: sink.clone(),
            },
            sink,
        )
    }
}

impl crate::Pass for ReportingPass {
    fn name(&self) -> &'static str {
        super::NAME
    }

    fn run(
        &self,
        module: tirsat_ir::IRModule,
        ctx: &crate::PassContext,
    ) -> Result<tirsat_ir::IRModule, crate::PassError> {
        let opts = super::MergeOptions::from_context(ctx)?;
        let (m, reports) = self.pass.run_with_report_in(module, &opts, ctx)?;
        self.sink
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .extend(reports);
        Ok(m)
    }
}

/// Prints the reports to standard error (`text`, or with the proofs:
/// `explain`) and writes one SVG per
/// constant kernel into `svg_dir` (created if missing).
pub fn emit_reports(
    reports: &[KernelReport],
    text: bool,
    explain: bool,
    svg_dir: Option<&std::path::Path>,
) -> std::io::Result<()> {
    if text || explain {
        for r in reports {
            if explain {
                eprint!("{}", r.explain());
            } else {
                eprint!("{}", r.text());
            }
        }
    }
    if let Some(dir) = svg_dir {
        std::fs::create_dir_all(dir)?;
        for r in reports {
            if let Some(svg) = r.svg() {
                std::fs::write(dir.join(r.svg_name()), svg)?;
            }
        }
    }
    Ok(())
}
