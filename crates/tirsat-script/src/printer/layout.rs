//! TIRx layouts as TVM 0.27 prints them: `T.TileLayout(T.S[(8, 4):(4 @
//! Axis.laneid, 1)] + T.R[4:1 @ Axis.laneid] + (1 @ Axis.laneid + 64))` (the
//! memory axis `m` unnamed, offsets sorted by axis name and summed before they
//! join the spec), `T.ComposeLayout(3, 3, 3, T.TileLayout(...))`, and the
//! buffer views over a layout: `B.local()` (the per-thread storage of a
//! buffer with thread axes) and `A.permute(1, 0)`.

use super::context::Printer;
use super::expr::Prec;
use tirsat_ir::layout::{Iter, Layout, TileLayout};
use tirsat_ir::{Buffer, BufferLayout, Expr};

impl Printer {
    /// `T.TileLayout(...)` / `T.ComposeLayout(...)`.
    pub(crate) fn layout_text(&mut self, l: &Layout) -> String {
        match l {
            Layout::Tile(t) => self.tile_layout_text(t),
            Layout::Compose {
                per_element,
                swizzle_len,
                atom_len,
                swizzle_inner,
                tile,
            } => {
                let inner = self.tile_layout_text(tile);
                let extra = if *swizzle_inner {
                    ""
                } else {
                    ", swizzle_inner=False"
                };
                format!("T.ComposeLayout({per_element}, {swizzle_len}, {atom_len}, {inner}{extra})")
            }
        }
    }

    /// `e @ Axis.<axis>` (`@` binds like `*`: a sum is parenthesized), or
    /// `e` alone on the memory axis `m`.
    fn on_axis(&mut self, e: &Expr, axis: &str) -> String {
        if axis == "m" {
            self.expr(e)
        } else {
            let v = self.operand(e, Prec::Mul, false);
            format!("{v} @ Axis.{axis}")
        }
    }

    /// An offset term as an operand of `+` (`right`: not the first).
    fn offset_term(&mut self, e: &Expr, axis: &str, right: bool) -> String {
        if axis == "m" {
            self.operand(e, Prec::Add, right)
        } else {
            self.on_axis(e, axis)
        }
    }

    fn iters_text(&mut self, head: &str, iters: &[Iter]) -> String {
        let ext: Vec<String> = iters.iter().map(|i| self.expr(&i.extent)).collect();
        let strides: Vec<String> = iters
            .iter()
            .map(|i| self.on_axis(&i.stride, &i.axis))
            .collect();
        let join = |v: Vec<String>| {
            if v.len() == 1 {
                v.into_iter().next().unwrap_or_default()
            } else {
                format!("({})", v.join(", "))
            }
        };
        format!("{head}[{}:{}]", join(ext), join(strides))
    }

    fn tile_layout_text(&mut self, t: &TileLayout) -> String {
        if t.shard.is_empty() && t.replica.is_empty() {
            let items: Vec<String> = t
                .offset
                .iter()
                .map(|(a, e)| format!("\"{a}\": {}", self.expr(e)))
                .collect();
            return if items.is_empty() {
                "T.TileLayout.from_iters()".to_string()
            } else {
                format!("T.TileLayout.from_iters(offset={{{}}})", items.join(", "))
            };
        }
        let mut terms = Vec::new();
        if !t.shard.is_empty() {
            terms.push(self.iters_text("T.S", &t.shard));
        }
        if !t.replica.is_empty() {
            terms.push(self.iters_text("T.R", &t.replica));
        }
        if !t.offset.is_empty() {
            // The offset sum is one (right) operand of the spec's `+`:
            // parenthesized when it has several terms; a term that is itself
            // a sum or difference is parenthesized as a right operand of `+`.
            let single = t.offset.len() == 1;
            let parts: Vec<String> = t
                .offset
                .iter()
                .enumerate()
                .map(|(i, (a, e))| self.offset_term(e, a, single || i > 0))
                .collect();
            terms.push(if single {
                parts.into_iter().next().unwrap_or_default()
            } else {
                format!("({})", parts.join(" + "))
            });
        }
        format!("T.TileLayout({})", terms.join(" + "))
    }

    /// TVM's `.local(...)` sugar (its rule (b)): `parent` has a non-default
    /// tile layout with a thread axis, `child` has the same offset, dtype and
    /// strides and either the default layout spanning the parent's
    /// per-thread storage or an explicit layout without thread axes.
    pub(crate) fn local_sugar(
        &mut self,
        child: &Buffer,
        parent: &Buffer,
        pname: &str,
    ) -> Option<String> {
        let (c, p) = (child.node(), parent.node());
        if c.elem_offset != p.elem_offset || c.dtype != p.dtype || c.strides != p.strides {
            return None;
        }
        let BufferLayout::Explicit(pl) = &p.layout else {
            return None;
        };
        let pt = pl.as_tile()?;
        if !pt.has_thread_axis() {
            return None;
        }
        let child_layout = c.layout.resolve(&c.shape)?;
        let storage = pt.storage();
        let (span, size) = (storage.span(), storage.size());
        let total = c
            .shape
            .iter()
            .try_fold(1i64, |acc, e| acc.checked_mul(e.as_int()?));
        let child_default = c.layout == BufferLayout::Default;
        let default_physical = child_default && total.is_some() && total == span;
        let child_threads = child_layout
            .as_tile()
            .is_some_and(TileLayout::has_thread_axis);
        let explicit_override = !default_physical && !child_threads;
        if !(default_physical || explicit_override) {
            return None;
        }
        let expected = if default_physical { span } else { size };
        let auto_shape =
            c.shape.len() == 1 && expected.is_some() && c.shape[0].as_int() == expected;
        let mut args = Vec::new();
        if !auto_shape {
            args.push(self.expr_list(&c.shape));
        }
        if explicit_override {
            args.push(format!("layout={}", self.layout_text(&child_layout)));
        }
        Some(format!("{pname}.local({})", args.join(", ")))
    }

    /// TVM's `.permute(...)` sugar (its rule (d)): the child's shape is a
    /// non-identity permutation of the parent's and so are the shard
    /// iterators of its tile layout; replicas and offsets unchanged.
    pub(crate) fn permute_sugar(
        &mut self,
        child: &Buffer,
        parent: &Buffer,
        pname: &str,
    ) -> Option<String> {
        let (c, p) = (child.node(), parent.node());
        if c.elem_offset != p.elem_offset
            || c.dtype != p.dtype
            || c.shape == p.shape
            || c.shape.len() != p.shape.len()
        {
            return None;
        }
        let mut used = vec![false; p.shape.len()];
        let mut perm = Vec::with_capacity(c.shape.len());
        for s in &c.shape {
            let j = (0..p.shape.len()).find(|&j| !used[j] && p.shape[j] == *s)?;
            used[j] = true;
            perm.push(j);
        }
        if perm.iter().enumerate().all(|(i, &j)| i == j) {
            return None;
        }
        let (Some(Layout::Tile(pt)), Some(Layout::Tile(ct))) =
            (p.layout.resolve(&p.shape), c.layout.resolve(&c.shape))
        else {
            return None;
        };
        if pt.shard.len() != ct.shard.len()
            || ct.shard.len() != perm.len()
            || perm
                .iter()
                .enumerate()
                .any(|(i, &j)| ct.shard[i] != pt.shard[j])
            || ct.replica != pt.replica
            || ct.offset != pt.offset
        {
            return None;
        }
        let dims: Vec<String> = perm.iter().map(|j| j.to_string()).collect();
        Some(format!("{pname}.permute({})", dims.join(", ")))
    }
}
