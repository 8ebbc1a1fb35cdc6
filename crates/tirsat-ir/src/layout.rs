//! TIRx buffer layouts (TVM 0.27's `tirx.TileLayout` and `tirx.ComposeLayout`).
//!
//! A tile layout maps a buffer's (flattened) coordinate to positions on named
//! axes: `shard` iterators split the coordinate (outermost first), each with
//! an extent and a stride on one axis; `replica` iterators repeat the data
//! along axes; `offset` adds a constant per axis. The memory axis is `m`;
//! thread axes (`laneid`, `warpid`, `tx`, ...) place elements on threads. A
//! compose layout applies a swizzle to a tile layout.
//!
//! tirsat reads, prints and compares layouts; its device-lowering passes do
//! not lower them (they reject a buffer with a non-default layout, see
//! `transform::constructs`).
//!
//! ```
//! use tirsat_ir::Expr;
//! use tirsat_ir::layout::{Iter, TileLayout};
//! let l = TileLayout::default_of(&[Expr::i32(4), Expr::i32(8)]);
//! assert_eq!(l.shard[0].stride.as_int(), Some(8));
//! assert_eq!(l.span(), Some(32));
//! let lanes = TileLayout {
//!     shard: vec![Iter::new(Expr::i32(32), Expr::i32(1), "laneid"), Iter::new(Expr::i32(2), Expr::i32(1), "m")],
//!     replica: vec![],
//!     offset: vec![],
//! };
//! assert!(lanes.has_thread_axis());
//! assert_eq!(lanes.storage().span(), Some(2));
//! ```

use super::Expr;

/// TVM 0.27's registered thread axes (`TVM_REGISTER_AXIS(...)` with the
/// `thread` attribute); every other axis (`m`, `P`, `F`, `Bank`, `TCol`,
/// `TLane`, or a name registered on first use) is a memory axis.
pub const THREAD_AXES: &[&str] = &[
    "bx",
    "by",
    "bz",
    "cbx",
    "cby",
    "cbz",
    "tx",
    "warpid",
    "laneid",
    "wgid",
    "tid_in_wg",
    "wid_in_wg",
];

/// The (scope, sub-scope) TVM 0.27 registers for a thread axis
/// (`laneid`: a thread of a warp).
pub fn thread_axis_scopes(axis: &str) -> Option<(&'static str, &'static str)> {
    Some(match axis {
        // As registered in TVM 0.27 (scope "thread", sub-scope "cta").
        "bx" | "by" | "bz" => ("thread", "cta"),
        "cbx" | "cby" | "cbz" => ("cluster", "cta"),
        "tx" => ("cta", "thread"),
        "warpid" => ("cta", "warp"),
        "laneid" => ("warp", "thread"),
        "wgid" => ("cta", "warpgroup"),
        "tid_in_wg" => ("warpgroup", "thread"),
        "wid_in_wg" => ("warpgroup", "warp"),
        _ => return None,
    })
}

/// Rank of an execution scope name: smaller is wider.
fn scope_rank(s: &str) -> i32 {
    match s {
        "kernel" => -1,
        "cluster" => 2,
        "cta" => 3,
        "warpgroup" => 4,
        "warp" => 5,
        _ => 6,
    }
}

/// True when `axis` places elements on threads.
pub fn is_thread_axis(axis: &str) -> bool {
    THREAD_AXES.contains(&axis)
}

/// One iterator of a tile layout: `extent` values at `stride` on `axis`.
#[derive(Clone, Debug, PartialEq)]
pub struct Iter {
    pub extent: Expr,
    pub stride: Expr,
    pub axis: String,
}

impl Iter {
    pub fn new(extent: Expr, stride: Expr, axis: &str) -> Iter {
        Iter {
            extent,
            stride,
            axis: axis.to_string(),
        }
    }
}

/// `T.TileLayout(T.S[...] + T.R[...] + offset)`.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct TileLayout {
    pub shard: Vec<Iter>,
    pub replica: Vec<Iter>,
    /// Per-axis offsets, sorted by axis name (TVM's map, printed in that order).
    pub offset: Vec<(String, Expr)>,
}

impl TileLayout {
    /// TVM's `TileLayout::DefaultLayout(shape)`: row-major on the memory axis.
    pub fn default_of(shape: &[Expr]) -> TileLayout {
        let mut strides = vec![Expr::i32(1); shape.len()];
        let mut acc: Option<Expr> = None;
        for (i, e) in shape.iter().enumerate().rev() {
            strides[i] = match &acc {
                None => Expr::int(e.dtype(), 1),
                Some(a) => a.clone(),
            };
            acc = Some(match (&acc, e.as_int()) {
                (None, _) => e.clone(),
                (Some(a), Some(v)) if a.as_int().is_some() => {
                    match a.as_int().and_then(|x| x.checked_mul(v)) {
                        Some(p) => Expr::int(a.dtype(), p),
                        None => Expr::mul(a, e),
                    }
                }
                (Some(a), _) => Expr::mul(a, e),
            });
        }
        TileLayout {
            shard: shape
                .iter()
                .zip(strides)
                .map(|(e, s)| Iter::new(e.clone(), s, "m"))
                .collect(),
            replica: Vec::new(),
            offset: Vec::new(),
        }
    }

    /// TVM's `TileLayoutNode::GetScope` check (part of its layout
    /// well-formedness): when a shard iterator is on a thread axis, the
    /// thread axes of the shard, replica and offset name (sub-scope, scope)
    /// pairs (`laneid`: thread in warp, `warpid`: warp in CTA) that chain
    /// from the innermost sub-scope outwards without conflict or gap.
    ///
    /// ```
    /// use tirsat_ir::Expr;
    /// use tirsat_ir::layout::{Iter, TileLayout};
    /// let on = |axes: &[&str]| TileLayout {
    ///     shard: axes.iter().map(|a| Iter::new(Expr::i32(4), Expr::i32(1), a)).collect(),
    ///     replica: vec![],
    ///     offset: vec![],
    /// };
    /// assert!(on(&["warpid", "laneid", "m"]).check_scope().is_ok());
    /// let e = on(&["laneid", "tx"]).check_scope().unwrap_err();
    /// assert!(e.contains("conflicting scopes"), "{e}");
    /// let e = on(&["laneid", "wgid"]).check_scope().unwrap_err();
    /// assert!(e.contains("disconnected"), "{e}");
    /// ```
    pub fn check_scope(&self) -> Result<(), String> {
        if !self.has_thread_axis() {
            return Ok(());
        }
        let axes = self
            .shard
            .iter()
            .chain(&self.replica)
            .map(|i| i.axis.as_str())
            .chain(self.offset.iter().map(|(a, _)| a.as_str()));
        let mut map: Vec<(&str, &str)> = Vec::new();
        let mut inner: Option<&str> = None;
        for a in axes {
            let Some((scope, sub)) = thread_axis_scopes(a) else {
                continue;
            };
            if inner.is_none_or(|i| scope_rank(i) < scope_rank(sub)) {
                inner = Some(sub);
            }
            match map.iter().find(|(s, _)| *s == sub) {
                Some((_, prev)) if *prev != scope => {
                    return Err(format!(
                        "ill-formed tile layout: conflicting scopes for {sub} ({prev} vs. {scope})"
                    ));
                }
                Some(_) => {}
                None => map.push((sub, scope)),
            }
        }
        let mut outer = inner.unwrap_or("");
        let mut count = 0;
        while let Some((_, next)) = map.iter().find(|(s, _)| *s == outer) {
            count += 1;
            if count > map.len() {
                return Err(format!(
                    "ill-formed tile layout: cyclic scope chain through {outer}"
                ));
            }
            outer = next;
        }
        if count != map.len() {
            return Err(format!(
                "ill-formed tile layout: disconnected scope chain ({count} of {} thread scopes reached from {})",
                map.len(),
                inner.unwrap_or("")
            ));
        }
        Ok(())
    }

    /// True when a shard iterator is on a thread axis (TVM's `HasThreadAxis`).
    pub fn has_thread_axis(&self) -> bool {
        self.shard.iter().any(|i| is_thread_axis(&i.axis))
    }

    /// The layout without its thread axes (TVM's `Layout.storage()`).
    pub fn storage(&self) -> TileLayout {
        let keep = |i: &&Iter| !is_thread_axis(&i.axis);
        TileLayout {
            shard: self.shard.iter().filter(keep).cloned().collect(),
            replica: self.replica.iter().filter(keep).cloned().collect(),
            offset: self
                .offset
                .iter()
                .filter(|(a, _)| !is_thread_axis(a))
                .cloned()
                .collect(),
        }
    }

    /// `1 + sum((extent - 1) * stride) + sum(offset)` over every axis, when
    /// all are constants (TVM's `GetSpan()`).
    pub fn span(&self) -> Option<i64> {
        let mut total: i64 = 1;
        for i in self.shard.iter().chain(&self.replica) {
            let (e, s) = (i.extent.as_int()?, i.stride.as_int()?);
            total = total.checked_add(e.checked_sub(1)?.checked_mul(s)?)?;
        }
        for (_, o) in &self.offset {
            total = total.checked_add(o.as_int()?)?;
        }
        Some(total)
    }

    /// The product of the shard extents, when constant (TVM's `GetSize()`).
    pub fn size(&self) -> Option<i64> {
        self.shard
            .iter()
            .try_fold(1i64, |acc, i| acc.checked_mul(i.extent.as_int()?))
    }
}

/// A buffer layout other than the default one.
#[derive(Clone, Debug, PartialEq)]
pub enum Layout {
    Tile(TileLayout),
    /// `T.ComposeLayout(per_element, swizzle_len, atom_len, tile, swizzle_inner=...)`.
    Compose {
        per_element: i64,
        swizzle_len: i64,
        atom_len: i64,
        swizzle_inner: bool,
        tile: TileLayout,
    },
}

impl Layout {
    /// The tile layout itself, `None` for a compose layout.
    pub fn as_tile(&self) -> Option<&TileLayout> {
        match self {
            Layout::Tile(t) => Some(t),
            Layout::Compose { .. } => None,
        }
    }

    /// Every expression of the layout (extents, strides, offsets).
    pub fn exprs(&self) -> Vec<&Expr> {
        let t = match self {
            Layout::Tile(t) | Layout::Compose { tile: t, .. } => t,
        };
        let mut out = Vec::new();
        for i in t.shard.iter().chain(&t.replica) {
            out.push(&i.extent);
            out.push(&i.stride);
        }
        out.extend(t.offset.iter().map(|(_, e)| e));
        out
    }
}
