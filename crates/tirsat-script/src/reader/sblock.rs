//! Schedulable TIR in the reader: `with T.sblock(...)`, the statements that
//! fill a block's signature (`T.axis.*`, `T.where`, `T.reads`, `T.writes`,
//! `T.sblock_attr`, `T.sblock_alloc_buffer`, `T.match_buffer` of a region,
//! `with T.init():`), buffer regions (`A[vi, 0:16]`) and the root block TVM's
//! parser adds to an `s_tir` function (`ScriptComplete`).
//!
//! Each follows TVM 0.27's IR builder: an axis variable has the wider of its
//! domain's and its dtype's width, `T.axis.remap` takes the domain of the
//! enclosing loop, a `(lo, hi)` domain has extent `hi - lo` (a constant when
//! it simplifies to one), regions of loads are one element per dimension. A
//! block must declare `T.reads` and `T.writes` (TVM's printer always prints
//! them; tirsat does not infer access regions, so it rejects a block without
//! them rather than guess).

use ruff_text_size::TextRange;

use super::Reader;
use super::error::{At, RResult, located};
use super::eval::Args;
use super::fold::loop_extent;
use super::ops;
use super::value::Value;
use tirsat_ir::sblock::contains_realize;
use tirsat_ir::sblock::{BufferRegion, MatchBufferRegion, SBlock, SBlockRealize};
use tirsat_ir::{Attrs, Buffer, DataType, Expr, ExprKind, IterKind, IterVar, Stmt, Var};

/// A block being read: what its signature statements declared so far.
#[derive(Default)]
pub(crate) struct BlockBuilder {
    name: String,
    no_realize: bool,
    iter_vars: Vec<IterVar>,
    iter_values: Vec<Expr>,
    predicate: Option<Expr>,
    reads: Option<Vec<BufferRegion>>,
    writes: Option<Vec<BufferRegion>>,
    annotations: Option<Attrs>,
    alloc_buffers: Vec<Buffer>,
    match_buffers: Vec<MatchBufferRegion>,
    init: Option<Stmt>,
    /// Loops open when the block started (axes must be declared directly in
    /// the block, not inside a loop of its body).
    loops_at_start: usize,
}

/// The block-signature builtins this module handles.
pub(crate) const NAMES: &[&str] = &[
    "sblock",
    "init",
    "where",
    "reads",
    "writes",
    "sblock_attr",
    "sblock_alloc_buffer",
    "axis.spatial",
    "axis.S",
    "axis.reduce",
    "axis.R",
    "axis.scan",
    "axis.opaque",
    "axis.remap",
];

impl Reader<'_> {
    /// Handles `T.<name>(...)` when it is a block construct (or
    /// `T.match_buffer` of a region); gives the arguments back otherwise.
    pub(crate) fn sblock_call(
        &mut self,
        name: &str,
        a: Args,
        hint: Option<&str>,
    ) -> Result<RResult<Value>, Args> {
        if name == "match_buffer"
            && let Some((v, _)) = a.pos.first()
            && self.region_of(v).is_some()
        {
            return Ok(self.match_region(a, hint));
        }
        if !NAMES.contains(&name) {
            return Err(a);
        }
        Ok(self.sblock_builtin(name, a, hint))
    }

    fn sblock_builtin(&mut self, name: &str, mut a: Args, hint: Option<&str>) -> RResult<Value> {
        let range = a.range;
        match name {
            "sblock" => self.sblock_header(a),
            "init" => {
                a.finish()?;
                Ok(Value::BlockInit)
            }
            "where" => {
                let (v, r) = a.req(0, "predicate")?;
                a.finish()?;
                let p = self.to_expr(&v, r)?;
                let p = if p.dtype().is_bool() {
                    p
                } else {
                    ops::cast(DataType::bool(), &p).at(r)?
                };
                let b = self.current_block("T.where", range)?;
                if b.predicate.is_some() {
                    return located(range, "duplicate block predicate (T.where)");
                }
                b.predicate = Some(p);
                Ok(Value::None)
            }
            "reads" | "writes" => self.access_regions(name, a),
            "sblock_attr" => {
                let (v, r) = a.req(0, "attrs")?;
                a.finish()?;
                let attrs = self.attr_map(&v, r)?;
                let b = self.current_block("T.sblock_attr", range)?;
                let merged = b.annotations.get_or_insert_with(Attrs::new);
                for (k, v) in attrs {
                    match merged.get(&k) {
                        Some(old) if *old != v => {
                            return located(
                                r,
                                format!("T.sblock_attr: two different values for key \"{k}\""),
                            );
                        }
                        _ => {
                            merged.insert(k, v);
                        }
                    }
                }
                Ok(Value::None)
            }
            "sblock_alloc_buffer" => self.sblock_alloc_buffer(a, hint),
            "axis.remap" => self.axis_remap(a, hint),
            _ => {
                // T.axis.spatial / reduce / scan / opaque
                let kind = match name {
                    "axis.spatial" | "axis.S" => IterKind::DataPar,
                    "axis.reduce" | "axis.R" => IterKind::CommReduce,
                    "axis.scan" => IterKind::Ordered,
                    _ => IterKind::Opaque,
                };
                let (d, dr) = a.req(0, "dom")?;
                let (bv, br) = a.req(1, "binding")?;
                let dtype = match a.opt(2, "dtype") {
                    Some((v, r)) => self.to_dtype(&v, r)?,
                    None => DataType::i32(),
                };
                a.finish()?;
                let (lo, ext) = self.axis_dom(&d, dr)?;
                let bits = lo.dtype().bits.max(ext.dtype().bits).max(dtype.bits);
                let var_t = DataType::new(dtype.code, bits, dtype.lanes);
                let binding = self.to_expr(&bv, br)?;
                let var = Var::new(hint.unwrap_or("v"), var_t);
                self.push_axis(
                    IterVar::new(var.clone(), Some((lo, ext)), kind, ""),
                    binding,
                    range,
                )?;
                Ok(Value::Expr(var.to_expr()))
            }
        }
    }

    /// `T.sblock(name, no_realize)`: the header of a block frame.
    fn sblock_header(&mut self, mut a: Args) -> RResult<Value> {
        let name = match a.opt(0, "name") {
            Some((v, r)) => self.to_string(&v, r, "block name")?,
            None => String::new(),
        };
        let no_realize = match a.opt(1, "no_realize") {
            Some((Value::Bool(b), _)) => b,
            Some((v, r)) => {
                return located(
                    r,
                    format!("no_realize must be a bool, got {}", v.kind_name()),
                );
            }
            None => false,
        };
        a.finish()?;
        Ok(Value::SBlockHeader(name, no_realize))
    }

    /// `T.reads(...)` / `T.writes(...)`: the current block's access regions.
    fn access_regions(&mut self, name: &str, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let mut items = a.rest(0);
        a.finish()?;
        if items.len() == 1
            && let Some(seq) = items[0].0.as_seq()
        {
            let r = items[0].1;
            items = seq.iter().map(|v| (v.clone(), r)).collect();
        }
        let mut regions = Vec::with_capacity(items.len());
        for (v, r) in &items {
            match self.region_of(v) {
                Some(reg) => regions.push(reg),
                None => {
                    return located(
                        *r,
                        format!(
                            "T.{name} takes buffer regions (A[i, 0:4]) or elements, got {}",
                            v.kind_name()
                        ),
                    );
                }
            }
        }
        let what = format!("T.{name}");
        let b = self.current_block(&what, range)?;
        let slot = if name == "reads" {
            &mut b.reads
        } else {
            &mut b.writes
        };
        if slot.is_some() {
            return located(range, format!("duplicate {what} declaration"));
        }
        *slot = Some(regions);
        Ok(Value::None)
    }

    /// `T.sblock_alloc_buffer(...)`: a buffer allocated by the current block.
    fn sblock_alloc_buffer(&mut self, mut a: Args, hint: Option<&str>) -> RResult<Value> {
        let range = a.range;
        let spec = self.buffer_args(&mut a, None)?;
        if let Some((_, r)) = a.kwarg("annotations") {
            return located(r, "T.sblock_alloc_buffer takes no annotations");
        }
        a.finish()?;
        if let Some((_, r)) = &spec.data {
            return located(*r, "T.sblock_alloc_buffer does not take data=");
        }
        if !self.func_is_s_tir() {
            return located(
                range,
                "T.sblock_alloc_buffer is only for s_tir functions (@T.prim_func(s_tir=True)); use T.alloc_buffer",
            );
        }
        let buffer = super::builders::make_buffer(hint.unwrap_or("buffer"), spec);
        match self.blocks.last_mut() {
            Some(b) => b.alloc_buffers.push(buffer.clone()),
            None => self.root_allocs.push(buffer.clone()),
        }
        Ok(Value::Buffer(buffer))
    }

    /// `T.axis.remap(kinds, loop_vars)`: block iterators bound to loop variables.
    fn axis_remap(&mut self, mut a: Args, hint: Option<&str>) -> RResult<Value> {
        let range = a.range;
        let (k, kr) = a.req(0, "kinds")?;
        let (bs, br) = a.req(1, "bindings")?;
        a.finish()?;
        let kinds = self.to_string(&k, kr, "axis kinds")?;
        let Some(bindings) = bs.as_seq().map(<[Value]>::to_vec) else {
            return located(br, "T.axis.remap needs a list of loop variables");
        };
        if kinds.chars().count() != bindings.len() {
            return located(
                range,
                format!(
                    "T.axis.remap: {} kinds for {} bindings",
                    kinds.chars().count(),
                    bindings.len()
                ),
            );
        }
        let names: Vec<&str> = hint.map(|h| h.split(',').collect()).unwrap_or_default();
        let mut out = Vec::with_capacity(bindings.len());
        for (i, (c, bv)) in kinds.chars().zip(&bindings).enumerate() {
            let e = self.to_expr(bv, br)?;
            let Some(v) = e.as_var() else {
                return located(br, "T.axis.remap binds loop variables only");
            };
            let Some((_, lo, ext)) = self.loop_doms.iter().rev().find(|(x, ..)| x == v) else {
                return located(
                    br,
                    format!("T.axis.remap: '{}' is not a loop variable", v.name()),
                );
            };
            let kind = match c {
                'S' => IterKind::DataPar,
                'R' => IterKind::CommReduce,
                _ => return located(kr, format!("unknown axis kind '{c}' (S or R)")),
            };
            let dom = (lo.clone(), ext.clone());
            let var = Var::new(names.get(i).copied().unwrap_or("v"), v.ty().clone());
            self.push_axis(IterVar::new(var.clone(), Some(dom), kind, ""), e, range)?;
            out.push(Value::Expr(var.to_expr()));
        }
        Ok(Value::Tuple(out))
    }

    /// `T.axis.*`'s domain: an extent, `(lo, hi)` / `[lo, hi]`, as TVM's
    /// `_as_range`.
    fn axis_dom(&self, d: &Value, r: TextRange) -> RResult<(Expr, Expr)> {
        if let Some(items) = d.as_seq() {
            if items.len() != 2 {
                return located(r, "an axis domain is an extent or (min, max)");
            }
            let lo = self.to_expr(&items[0], r)?;
            let hi = self.to_expr(&items[1], r)?;
            let ext = loop_extent(&lo, &hi).at(r)?;
            if ext.as_int().is_some() {
                return Ok((lo, ext));
            }
            // `Range(lo, hi)`: extent `hi - lo` as written.
            let (lo, hi) = ops::match_types(&lo, &hi).at(r)?;
            let ext = if lo.as_int() == Some(0) {
                hi
            } else {
                ops::binary(tirsat_ir::BinOp::Sub, &hi, &lo).at(r)?
            };
            return Ok((lo, ext));
        }
        let ext = self.to_expr(d, r)?;
        Ok((Expr::int(ext.dtype(), 0), ext))
    }

    fn push_axis(&mut self, iv: IterVar, binding: Expr, range: TextRange) -> RResult<()> {
        let open = self.loop_doms.len();
        let Some(b) = self.blocks.last_mut() else {
            return located(range, "T.axis.* must be used directly inside a T.sblock");
        };
        if open != b.loops_at_start {
            return located(range, "T.axis.* must be used directly inside a T.sblock");
        }
        if b.no_realize {
            return located(range, "block bindings are not allowed when no_realize=True");
        }
        b.iter_vars.push(iv);
        b.iter_values.push(binding);
        Ok(())
    }

    fn current_block(&mut self, what: &str, range: TextRange) -> RResult<&mut BlockBuilder> {
        match self.blocks.last_mut() {
            Some(b) => Ok(b),
            None => located(range, format!("{what} must be used inside a T.sblock")),
        }
    }

    fn func_is_s_tir(&self) -> bool {
        self.func.s_tir
    }

    /// The region a value denotes: a region, or one element of a load.
    fn region_of(&self, v: &Value) -> Option<BufferRegion> {
        match v {
            Value::Region(r) => Some(r.clone()),
            Value::Expr(e) => match e.kind() {
                ExprKind::Load { buffer, indices } => Some(BufferRegion {
                    buffer: buffer.clone(),
                    region: indices
                        .iter()
                        .map(|i| (i.clone(), Expr::int(i.dtype(), 1)))
                        .collect(),
                }),
                _ => None,
            },
            _ => None,
        }
    }

    /// `A[i, 0:16]` (any slice in the subscript): a buffer region; a slice's
    /// extent is `stop - start` simplified like a loop extent.
    pub(crate) fn buffer_region(
        &mut self,
        b: &Buffer,
        slice: &ruff_python_ast::Expr,
    ) -> RResult<Value> {
        use ruff_python_ast as ast;
        use ruff_text_size::Ranged;
        let elts: Vec<&ast::Expr> = match slice {
            ast::Expr::Tuple(t) => t.elts.iter().collect(),
            other => vec![other],
        };
        if elts.len() != b.shape().len() {
            return located(
                slice.range(),
                format!(
                    "buffer '{}' has {} dimension(s) but {} index(es) were given",
                    b.name(),
                    b.shape().len(),
                    elts.len()
                ),
            );
        }
        let mut region = Vec::with_capacity(elts.len());
        for (x, dim) in elts.into_iter().zip(b.shape()) {
            match x {
                ast::Expr::Slice(sl) => {
                    if let Some(st) = &sl.step {
                        return located(st.range(), "buffer regions take no step");
                    }
                    let start = match &sl.lower {
                        Some(e) => {
                            let v = self.eval(e)?;
                            self.to_expr(&v, e.range())?
                        }
                        None => Expr::int(dim.dtype(), 0),
                    };
                    let stop = match &sl.upper {
                        Some(e) => {
                            let v = self.eval(e)?;
                            self.to_expr(&v, e.range())?
                        }
                        None => dim.clone(),
                    };
                    let ext = loop_extent(&start, &stop).at(sl.range())?;
                    region.push((start, ext));
                }
                other => {
                    let v = self.eval(other)?;
                    let e = self.to_expr(&v, other.range())?;
                    if !e.dtype().is_integer_like() {
                        return located(
                            other.range(),
                            format!("buffer index must be an integer, got {}", e.dtype()),
                        );
                    }
                    let one = Expr::int(e.dtype(), 1);
                    region.push((e, one));
                }
            }
        }
        Ok(Value::Region(BufferRegion {
            buffer: b.clone(),
            region,
        }))
    }

    /// `X = T.match_buffer(A[vi, 0:16], (16,), ...)` inside a block.
    fn match_region(&mut self, mut a: Args, hint: Option<&str>) -> RResult<Value> {
        let range = a.range;
        let (src, sr) = a.req(0, "param")?;
        let spec = self.buffer_args_from(&mut a, 1, None)?;
        a.finish()?;
        if let Some((_, r)) = &spec.data {
            return located(*r, "T.match_buffer does not take data=");
        }
        let Some(source) = self.region_of(&src) else {
            return located(sr, "T.match_buffer needs a buffer region");
        };
        let buffer = super::builders::make_buffer(hint.unwrap_or("buffer"), spec);
        let b = self.current_block("T.match_buffer of a region", range)?;
        b.match_buffers.push(MatchBufferRegion {
            buffer: buffer.clone(),
            source,
        });
        Ok(Value::Buffer(buffer))
    }

    /// Starts reading a block (`with T.sblock(name, no_realize)`).
    pub(crate) fn begin_block(
        &mut self,
        name: String,
        no_realize: bool,
        range: TextRange,
    ) -> RResult<()> {
        if !self.func_is_s_tir() {
            return located(
                range,
                "T.sblock is only allowed in s_tir functions (@T.prim_func(s_tir=True))",
            );
        }
        self.blocks.push(BlockBuilder {
            name,
            no_realize,
            loops_at_start: self.loop_doms.len(),
            ..BlockBuilder::default()
        });
        Ok(())
    }

    /// Finishes the innermost block with body `body`.
    pub(crate) fn end_block(&mut self, body: Stmt, range: TextRange) -> RResult<Stmt> {
        let Some(b) = self.blocks.pop() else {
            return located(range, "no block is open");
        };
        let (Some(reads), Some(writes)) = (b.reads, b.writes) else {
            return located(
                range,
                format!(
                    "block \"{}\" needs T.reads(...) and T.writes(...): tirsat does not infer block access regions",
                    b.name
                ),
            );
        };
        let block = SBlock {
            name: b.name,
            iter_vars: b.iter_vars,
            reads,
            writes,
            alloc_buffers: b.alloc_buffers,
            match_buffers: b.match_buffers,
            annotations: b.annotations.unwrap_or_default(),
            init: b.init,
            body,
        };
        let realize = if b.no_realize {
            if b.predicate.is_some() {
                return located(range, "T.where is not allowed when no_realize=True");
            }
            None
        } else {
            Some(SBlockRealize {
                iter_values: b.iter_values,
                predicate: b.predicate.unwrap_or_else(|| Expr::bool(true)),
            })
        };
        Ok(Stmt::block(block, realize))
    }

    /// Sets the init statement of the innermost block (`with T.init():`).
    pub(crate) fn set_block_init(&mut self, init: Stmt, range: TextRange) -> RResult<()> {
        let b = self.current_block("T.init", range)?;
        if b.init.is_some() {
            return located(range, "duplicate block init (T.init)");
        }
        b.init = Some(init);
        Ok(())
    }

    /// TVM's `ScriptComplete`: the body of an `s_tir` function gets a root
    /// block when it has root allocations (`T.sblock_alloc_buffer` outside
    /// any block), is a block with iteration variables, or contains blocks.
    pub(crate) fn complete_root(&mut self, body: Stmt) -> Stmt {
        let allocs = std::mem::take(&mut self.root_allocs);
        if !self.func_is_s_tir() {
            return body;
        }
        let insert = !allocs.is_empty()
            || match body.kind() {
                tirsat_ir::StmtKind::Block {
                    realize: Some(_),
                    block,
                } => !block.iter_vars.is_empty(),
                _ => contains_realize(&body),
            };
        if !insert {
            return body;
        }
        let mut root = SBlock::new("root", body);
        root.alloc_buffers = allocs;
        Stmt::block(
            root,
            Some(SBlockRealize {
                iter_values: Vec::new(),
                predicate: Expr::bool(true),
            }),
        )
    }
}
