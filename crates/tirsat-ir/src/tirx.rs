//! TIRx execution-scope statements (TVM 0.27's `tirx` dialect above lowered
//! TIR): scope-id definitions (`bx, by = T.cta_id([4, 2])`) and tile-primitive
//! calls (`T.cta.copy(A_smem[0:64], A[0:64])`).
//!
//! Both are statements of a sequence ([`super::StmtKind::Tirx`]); a scope-id
//! definition defines its variables for the rest of the enclosing sequence,
//! like a `Bind`. The device-lowering passes work on lowered TIR and reject
//! these statements (`transform::constructs`); the reader, printer, verifier
//! and structural comparison handle them.
//!
//! ```
//! use tirsat_ir::tirx::{ScopeBinding, ScopeIdDef};
//! use tirsat_ir::{DataType, Expr, Var};
//! let b = ScopeBinding::from_api_name("warp_id_in_wg").unwrap();
//! assert_eq!(b.parent_cur(), ("warpgroup", "warp"));
//! let def = ScopeIdDef {
//!     vars: vec![Var::new("w", DataType::i32())],
//!     extents: Some(vec![Expr::i32(4)]),
//!     binding: b,
//!     preferred: None,
//! };
//! assert_eq!(def.binding.api_name(), "warp_id_in_wg");
//! ```

use super::sblock::BufferRegion;
use super::{AttrValue, Attrs, Buffer, Expr, Var};

/// The (parent, current) scope pair of a scope id, TVM's `ScopeBinding`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScopeBinding {
    KernelCluster,
    KernelCta,
    ClusterCta,
    CtaWarpgroup,
    CtaWarp,
    WarpgroupWarp,
    WarpThread,
    CtaThread,
    WarpgroupThread,
    ClusterCtaPair,
}

const BINDINGS: &[(ScopeBinding, &str, &str, &str)] = &[
    (
        ScopeBinding::KernelCluster,
        "cluster_id",
        "kernel",
        "cluster",
    ),
    (ScopeBinding::KernelCta, "cta_id", "kernel", "cta"),
    (
        ScopeBinding::ClusterCta,
        "cta_id_in_cluster",
        "cluster",
        "cta",
    ),
    (
        ScopeBinding::CtaWarpgroup,
        "warpgroup_id",
        "cta",
        "warpgroup",
    ),
    (ScopeBinding::CtaWarp, "warp_id", "cta", "warp"),
    (
        ScopeBinding::WarpgroupWarp,
        "warp_id_in_wg",
        "warpgroup",
        "warp",
    ),
    (ScopeBinding::WarpThread, "lane_id", "warp", "thread"),
    (ScopeBinding::CtaThread, "thread_id", "cta", "thread"),
    (
        ScopeBinding::WarpgroupThread,
        "thread_id_in_wg",
        "warpgroup",
        "thread",
    ),
    (
        ScopeBinding::ClusterCtaPair,
        "cta_id_in_pair",
        "cluster",
        "cta_pair",
    ),
];

impl ScopeBinding {
    /// The TVMScript function defining ids of this binding (`T.cta_id`).
    pub fn api_name(self) -> &'static str {
        BINDINGS.iter().find(|b| b.0 == self).map_or("", |b| b.1)
    }
    /// The binding defined by `T.<name>`.
    pub fn from_api_name(name: &str) -> Option<Self> {
        BINDINGS.iter().find(|b| b.1 == name).map(|b| b.0)
    }
    /// TVM's (parent, current) scope names.
    pub fn parent_cur(self) -> (&'static str, &'static str) {
        BINDINGS
            .iter()
            .find(|b| b.0 == self)
            .map_or(("", ""), |b| (b.2, b.3))
    }
    /// Whether only one axis may be defined (warp and warpgroup ids).
    pub fn one_dimensional(self) -> bool {
        matches!(self.parent_cur().1, "warp" | "warpgroup" | "cta_pair")
    }
}

/// `bx, by = T.cta_id([4, 2])`: scope-id variables, one per extent; a deferred
/// extent (`T.cta_id()`, `extents: None`) defines one variable.
#[derive(Clone, Debug, PartialEq)]
pub struct ScopeIdDef {
    pub vars: Vec<Var>,
    pub extents: Option<Vec<Expr>>,
    pub binding: ScopeBinding,
    /// `preferred=[...]` of `T.cta_id_in_cluster` (a cluster-size hint).
    pub preferred: Option<Vec<Expr>>,
}

/// The execution scope a tile primitive cooperates at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExecScope {
    Cluster,
    Cta,
    Warpgroup,
    Warp,
    Thread,
}

impl ExecScope {
    /// The namespace TVM prints before the operation (`cta` in `T.cta.copy`;
    /// the thread scope prints as `T.tile.copy`).
    pub fn namespace(self) -> &'static str {
        match self {
            ExecScope::Cluster => "cluster",
            ExecScope::Cta => "cta",
            ExecScope::Warpgroup => "wg",
            ExecScope::Warp => "warp",
            ExecScope::Thread => "tile",
        }
    }
    /// The scope of a TVMScript namespace (`wg` and `warpgroup` alike).
    pub fn from_namespace(ns: &str) -> Option<Self> {
        Some(match ns {
            "cluster" => ExecScope::Cluster,
            "cta" => ExecScope::Cta,
            "wg" | "warpgroup" => ExecScope::Warpgroup,
            "warp" => ExecScope::Warp,
            "tile" | "thread" => ExecScope::Thread,
            _ => return None,
        })
    }
}

/// An operand of a tile primitive.
#[derive(Clone, Debug, PartialEq)]
pub enum TileArg {
    /// `A[0:64, k]`.
    Region(BufferRegion),
    Expr(Expr),
    /// A Python bool (`False` in `T.cta.gemm(..., False, False, ...)`).
    Bool(bool),
    Str(String),
    /// `lambda i, j: i < j`: a predicate over fresh index variables.
    Lambda {
        vars: Vec<Var>,
        body: Expr,
    },
}

/// `T.<scope>.<op>(args..., workspace={...}, dispatch="...", key=value)`: a
/// tile primitive as written (operands, then the keyword options).
#[derive(Clone, Debug, PartialEq)]
pub struct TileCall {
    pub scope: ExecScope,
    /// The operation (`copy`, `gemm`, `exp2`).
    pub op: String,
    pub args: Vec<TileArg>,
    pub workspace: Vec<(String, Buffer)>,
    pub dispatch: Option<String>,
    /// The remaining keyword options (TVM keeps them in a map and prints
    /// them sorted).
    pub config: Attrs,
}

/// A TIRx statement.
#[derive(Clone, Debug, PartialEq)]
pub enum TirxStmt {
    ScopeId(ScopeIdDef),
    Tile(TileCall),
}

impl TirxStmt {
    /// The expressions held by the statement (lambda bodies excluded: they
    /// use variables of their own).
    pub fn exprs(&self) -> Vec<&Expr> {
        match self {
            TirxStmt::ScopeId(d) => d
                .extents
                .iter()
                .flatten()
                .chain(d.preferred.iter().flatten())
                .collect(),
            TirxStmt::Tile(c) => {
                let mut v = Vec::new();
                for a in &c.args {
                    match a {
                        TileArg::Region(r) => v.extend(r.exprs()),
                        TileArg::Expr(e) => v.push(e),
                        _ => {}
                    }
                }
                for a in c.config.values() {
                    if let AttrValue::Expr(e) = a {
                        v.push(e);
                    }
                }
                v
            }
        }
    }

    /// The buffers the statement names.
    pub fn buffers(&self) -> Vec<&Buffer> {
        match self {
            TirxStmt::ScopeId(_) => Vec::new(),
            TirxStmt::Tile(c) => c
                .args
                .iter()
                .filter_map(|a| match a {
                    TileArg::Region(r) => Some(&r.buffer),
                    _ => None,
                })
                .chain(c.workspace.iter().map(|(_, b)| b))
                .collect(),
        }
    }

    /// A short description for diagnostics (`T.cta_id`, `T.cta.copy`).
    pub fn describe(&self) -> String {
        match self {
            TirxStmt::ScopeId(d) => format!("T.{}", d.binding.api_name()),
            TirxStmt::Tile(c) => format!("T.{}.{}", c.scope.namespace(), c.op),
        }
    }

    /// Rebuilds the statement with its expressions mapped by `fe` (lambda
    /// bodies included).
    pub fn map_exprs(&self, mut fe: impl FnMut(&Expr) -> Expr) -> TirxStmt {
        match self {
            TirxStmt::ScopeId(d) => TirxStmt::ScopeId(ScopeIdDef {
                vars: d.vars.clone(),
                extents: d.extents.as_ref().map(|x| x.iter().map(&mut fe).collect()),
                binding: d.binding,
                preferred: d
                    .preferred
                    .as_ref()
                    .map(|x| x.iter().map(&mut fe).collect()),
            }),
            TirxStmt::Tile(c) => {
                let args = c
                    .args
                    .iter()
                    .map(|a| match a {
                        TileArg::Region(r) => TileArg::Region(BufferRegion {
                            buffer: r.buffer.clone(),
                            region: r.region.iter().map(|(m, e)| (fe(m), fe(e))).collect(),
                        }),
                        TileArg::Expr(e) => TileArg::Expr(fe(e)),
                        TileArg::Lambda { vars, body } => TileArg::Lambda {
                            vars: vars.clone(),
                            body: fe(body),
                        },
                        other => other.clone(),
                    })
                    .collect();
                let config = c
                    .config
                    .iter()
                    .map(|(k, v)| {
                        let v = match v {
                            AttrValue::Expr(e) => AttrValue::Expr(fe(e)),
                            other => other.clone(),
                        };
                        (k.clone(), v)
                    })
                    .collect();
                TirxStmt::Tile(TileCall {
                    scope: c.scope,
                    op: c.op.clone(),
                    args,
                    workspace: c.workspace.clone(),
                    dispatch: c.dispatch.clone(),
                    config,
                })
            }
        }
    }
}
