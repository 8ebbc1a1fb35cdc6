//! Schedulable blocks as TVM 0.27 prints them (`src/tirx/script/printer/block.cc`):
//!
//! ```text
//! with T.sblock("C"):
//!     vi, vj = T.axis.remap("SS", [i, j])      # bindings to enclosing loops
//!     vk = T.axis.reduce(16, k * 2)            # any other binding
//!     T.where(i < 10)                           # a predicate other than True
//!     T.reads(A[vi, vk], B[vk, vj])
//!     T.writes(C[vi, vj])
//!     T.sblock_attr({"key": value})
//!     X = T.sblock_alloc_buffer((16,))
//!     Y = T.match_buffer(A[vi, 0:16], (16,))
//!     with T.init():
//!         C[vi, vj] = T.float32(0.0)
//!     C[vi, vj] = ...
//! ```
//!
//! A data-parallel or reduction variable bound to an enclosing loop variable
//! with the same domain joins a `T.axis.remap` group; a block without a realize
//! prints `T.sblock(name, no_realize=True)` and its variables without bindings.
//! A function whose body is a plain root block (no bindings, regions,
//! annotations, matched buffers or init) prints it as the comment
//! `# with T.sblock("root"):` followed by its allocations and body.

use super::context::Printer;
use super::literal;
use super::stmt::fold_add;
use tirsat_ir::sblock::{BufferRegion, SBlock, SBlockRealize, contains_realize};
use tirsat_ir::{Buffer, Expr, IterKind, Stmt, StmtKind};

/// The root block TVM's printer hides behind `# with T.sblock("root"):`
/// (its `implicit_root_block`), if `body` is one.
pub(crate) fn implicit_root(body: &Stmt) -> Option<&SBlock> {
    let StmtKind::Block {
        realize: Some(r),
        block,
    } = body.kind()
    else {
        return None;
    };
    if !r.iter_values.is_empty() || r.predicate.as_int() != Some(1) {
        return None;
    }
    let b = &**block;
    if !b.annotations.is_empty()
        || !b.match_buffers.is_empty()
        || !b.reads.is_empty()
        || !b.writes.is_empty()
        || b.init.is_some()
    {
        return None;
    }
    let inner_has_vars = matches!(
        b.body.kind(),
        StmtKind::Block { realize: Some(_), block } if !block.iter_vars.is_empty()
    );
    let inner_is_realize = matches!(
        b.body.kind(),
        StmtKind::Block {
            realize: Some(_),
            ..
        }
    );
    if !b.alloc_buffers.is_empty()
        || inner_has_vars
        || (!inner_is_realize && contains_realize(&b.body))
    {
        Some(b)
    } else {
        None
    }
}

fn axis_name(k: IterKind) -> &'static str {
    match k {
        IterKind::DataPar => "spatial",
        IterKind::CommReduce => "reduce",
        IterKind::Ordered => "scan",
        _ => "opaque",
    }
}

impl Printer {
    /// `A[vi, 0:16]`: a one-element dimension prints its index.
    pub(crate) fn region_text(&mut self, r: &BufferRegion) -> String {
        let b = self.buffer_ref(&r.buffer);
        let dims: Vec<String> = r
            .region
            .iter()
            .map(|(min, ext)| {
                let lo = self.expr(min);
                if ext.as_int() == Some(1) {
                    lo
                } else {
                    let hi = self.expr(&fold_add(min, ext));
                    format!("{lo}:{hi}")
                }
            })
            .collect();
        if dims.is_empty() {
            format!("{b}[()]")
        } else {
            format!("{b}[{}]", dims.join(", "))
        }
    }

    fn regions_text(&mut self, rs: &[BufferRegion]) -> String {
        let parts: Vec<String> = rs.iter().map(|r| self.region_text(r)).collect();
        parts.join(", ")
    }

    /// `X = T.sblock_alloc_buffer(...)`.
    pub(crate) fn block_alloc(&mut self, b: &Buffer) -> String {
        let (args, name) = self.decl_args(b, None, true);
        format!("{name} = {}", args.render("T.sblock_alloc_buffer", None))
    }

    /// The statement of block `block` (statement number `id`).
    pub(crate) fn sblock(&mut self, realize: Option<&SBlockRealize>, block: &SBlock, id: u32) {
        self.push_frame(id);
        self.block_iter_vars(realize, block);
        if let Some(r) = realize
            && r.predicate.as_int() != Some(1)
        {
            let p = self.expr(&r.predicate);
            self.emit_parts(&["T.where(", &p, ")"]);
        }
        let reads = self.regions_text(&block.reads);
        self.emit_parts(&["T.reads(", &reads, ")"]);
        let writes = self.regions_text(&block.writes);
        self.emit_parts(&["T.writes(", &writes, ")"]);
        if !block.annotations.is_empty() {
            let a = self.attr_dict(&block.annotations);
            self.emit_parts(&["T.sblock_attr(", &a, ")"]);
        }
        for b in &block.alloc_buffers {
            let line = self.block_alloc(b);
            self.emit(&line);
        }
        for m in &block.match_buffers {
            let (args, name) = self.decl_args(&m.buffer, None, true);
            let src = self.region_text(&m.source);
            self.emit(&format!(
                "{name} = {}",
                args.render("T.match_buffer", Some(&src))
            ));
        }
        let mut body_id = id + 1;
        if let Some(init) = &block.init {
            self.push_frame(body_id);
            self.body(init, body_id);
            let lines = self.pop_frame();
            self.emit_block(&["with T.init():"], lines);
            body_id += self.scope.size(body_id);
        }
        self.body(&block.body, body_id);
        let lines = self.pop_frame();
        let name = literal::string_text(&block.name);
        let head = if realize.is_some() {
            format!("with T.sblock({name}):")
        } else {
            format!("with T.sblock({name}, no_realize=True):")
        };
        self.emit_block(&[&head], lines);
    }

    /// The iteration variables, in order; runs of variables bound to an
    /// enclosing loop over the same domain print as one `T.axis.remap`.
    fn block_iter_vars(&mut self, realize: Option<&SBlockRealize>, block: &SBlock) {
        let mut group: Vec<usize> = Vec::new();
        for i in 0..block.iter_vars.len() {
            if self.remappable(realize, block, i) {
                group.push(i);
            } else {
                self.flush_remap(realize, block, &mut group);
                self.single_iter_var(realize, block, i);
            }
        }
        self.flush_remap(realize, block, &mut group);
    }

    fn remappable(&self, realize: Option<&SBlockRealize>, block: &SBlock, i: usize) -> bool {
        let Some(r) = realize else { return false };
        let iv = &block.iter_vars[i];
        if !matches!(iv.kind(), IterKind::DataPar | IterKind::CommReduce) {
            return false;
        }
        let (Some(v), Some((lo, ext))) = (r.iter_values.get(i).and_then(Expr::as_var), iv.dom())
        else {
            return false;
        };
        self.loops
            .iter()
            .any(|(lv, lmin, lext)| lv == v && lmin == lo && lext == ext)
    }

    fn flush_remap(
        &mut self,
        realize: Option<&SBlockRealize>,
        block: &SBlock,
        group: &mut Vec<usize>,
    ) {
        match group.len() {
            0 => {}
            1 => self.single_iter_var(realize, block, group[0]),
            _ => {
                let mut lhs = Vec::new();
                let mut vals = Vec::new();
                let mut kinds = String::new();
                for &i in group.iter() {
                    let iv = &block.iter_vars[i];
                    lhs.push(self.define_var(iv.var()));
                    if let Some(r) = realize {
                        vals.push(self.expr(&r.iter_values[i]));
                    }
                    kinds.push(if iv.kind() == IterKind::DataPar {
                        'S'
                    } else {
                        'R'
                    });
                }
                self.emit(&format!(
                    "{} = T.axis.remap(\"{kinds}\", [{}])",
                    lhs.join(", "),
                    vals.join(", ")
                ));
            }
        }
        group.clear();
    }

    /// `vi = T.axis.spatial(dom, binding)` (no binding without a realize).
    fn single_iter_var(&mut self, realize: Option<&SBlockRealize>, block: &SBlock, i: usize) {
        let iv = &block.iter_vars[i];
        let dom = match iv.dom() {
            Some((lo, ext)) if lo.as_int() == Some(0) => self.expr(ext),
            Some((lo, ext)) => {
                let l = self.expr(lo);
                let h = self.expr(&fold_add(lo, ext));
                format!("({l}, {h})")
            }
            None => "None".into(),
        };
        let mut args = vec![dom];
        if let Some(r) = realize
            && let Some(v) = r.iter_values.get(i)
        {
            args.push(self.expr(v));
        }
        let name = self.define_var(iv.var());
        self.emit(&format!(
            "{name} = T.axis.{}({})",
            axis_name(iv.kind()),
            args.join(", ")
        ));
    }
}
