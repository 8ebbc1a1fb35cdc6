//! Statements and blocks. Builders emit flat statements (`AllocBuffer`,
//! `DeclBuffer`, `Bind`, `Assert`) into the enclosing block; statement-form
//! frames (`T.attr(...)`, `tx = T.launch_thread(...)`) wrap the rest of the
//! enclosing block; `T.evaluate(0)` is dropped from sequences like TVM does.

use ruff_python_ast as ast;
use ruff_text_size::{Ranged, TextRange};
use tirsat_ir::builtin;

use super::Reader;
use super::builders::{LoopSpec, check_bind_type};
use super::error::{At, RResult, located};
use super::eval::{access_lanes, check_index_count};
use super::ops;
use super::value::{Frame, Value, dtype_ctor};
use tirsat_ir::span::{SourceMap, Span};
use tirsat_ir::{
    AttrNode, Buffer, DataType, Expr, ExprKind, IterKind, IterVar, Stmt, StmtKind, Type, Var,
};

/// One `Attr` of a frame: node, key, value.
type AttrTriple = (AttrNode, String, Expr);

/// The statements of a block being read, with the statement-form frames
/// opened so far (each wraps everything after it; with the frame's span).
#[derive(Default)]
pub(crate) struct Block {
    items: Vec<Stmt>,
    opened: Vec<(Vec<Stmt>, Vec<AttrTriple>, Span)>,
}

/// A sequence as TVM builds it: `T.evaluate(0)` items dropped, one item
/// unwrapped, no items giving `T.evaluate(0)`.
fn make_seq(items: Vec<Stmt>) -> Stmt {
    let kept: Vec<Stmt> = items
        .into_iter()
        .filter(|s| !matches!(s.kind(), StmtKind::Evaluate(e) if is_zero_int(e)))
        .collect();
    Stmt::seq(kept)
}

fn is_zero_int(e: &Expr) -> bool {
    e.as_int() == Some(0) && e.dtype().is_integer_like()
}

fn wrap(attrs: Vec<AttrTriple>, body: Stmt) -> Stmt {
    let mut body = body;
    for (node, key, value) in attrs.into_iter().rev() {
        body = Stmt::attr(node, &key, value, body);
    }
    body
}

/// The source span of a syntax node's range.
pub(crate) fn span_of(r: TextRange) -> Span {
    Span::new(r.start().to_u32(), r.end().to_u32())
}

impl Block {
    /// The block's statement; the frames' `Attr` statements are recorded in
    /// `spans` at their frames.
    fn finish(self, spans: &mut SourceMap) -> Stmt {
        let mut body = make_seq(self.items);
        for (mut before, attrs, span) in self.opened.into_iter().rev() {
            let n = attrs.len();
            body = wrap(attrs, body);
            // The outermost of the frame's attributes (a dict frame nests several).
            if n > 0 {
                spans.record(&body, span);
            }
            before.push(body);
            body = make_seq(before);
        }
        body
    }
}

impl Reader<'_> {
    /// Reads a block of statements in the current scope.
    pub(crate) fn block(&mut self, stmts: &[ast::Stmt]) -> RResult<Stmt> {
        let depth = self.depth();
        let frames = self.frames_open;
        let mut blk = Block::default();
        let r = self.stmts_into(stmts, &mut blk);
        self.restore_depth(depth);
        self.frames_open = frames;
        r?;
        Ok(blk.finish(&mut self.spans))
    }

    /// Reads a block in a new scope.
    fn scoped_block(&mut self, stmts: &[ast::Stmt]) -> RResult<Stmt> {
        self.push_scope();
        let r = self.block(stmts);
        self.pop_scope();
        r
    }

    fn stmts_into(&mut self, stmts: &[ast::Stmt], blk: &mut Block) -> RResult<()> {
        for s in stmts {
            let (items, frames) = (blk.items.len(), blk.opened.len());
            self.nested(s.range(), |r| r.stmt(s, blk))?;
            self.record_new(blk, items, frames, s.range());
        }
        Ok(())
    }

    /// Records the span of the statements `s` (at `range`) added to `blk`:
    /// its items from index `items` on, also those a frame opened by `s`
    /// moved away (the frame's `Attr` is recorded when the block finishes).
    fn record_new(&mut self, blk: &Block, items: usize, frames: usize, range: TextRange) {
        let span = span_of(range);
        let new: &[Stmt] = match blk.opened.get(frames) {
            Some((before, _, _)) => before.get(items..).unwrap_or(&[]),
            None => blk.items.get(items..).unwrap_or(&[]),
        };
        for st in new {
            self.spans.record(st, span);
        }
        if blk.opened.len() > frames {
            for st in &blk.items {
                self.spans.record(st, span);
            }
        }
    }

    fn flush_emitted(&mut self, blk: &mut Block) {
        let e = self.take_emitted();
        blk.items.extend(e);
    }

    fn open_frame(&mut self, f: Frame, range: TextRange, blk: &mut Block) -> RResult<()> {
        self.deepen(range)?;
        let before = std::mem::take(&mut blk.items);
        blk.opened.push((before, f.attrs, span_of(range)));
        self.frames_open += 1;
        Ok(())
    }

    fn stmt(&mut self, s: &ast::Stmt, blk: &mut Block) -> RResult<()> {
        let range = s.range();
        match s {
            ast::Stmt::Expr(e) => {
                if matches!(*e.value, ast::Expr::StringLiteral(_)) {
                    return Ok(());
                }
                let v = self.eval(&e.value)?;
                self.flush_emitted(blk);
                self.expr_stmt(v, e.value.range(), blk)
            }
            ast::Stmt::Assign(a) => {
                if a.targets.len() != 1 {
                    return located(range, "chained assignments (a = b = c) are not supported");
                }
                self.assign(&a.targets[0], &a.value, blk)
            }
            ast::Stmt::AugAssign(a) => self.aug_assign(a, blk),
            ast::Stmt::AnnAssign(a) => self.ann_assign(a, blk),
            ast::Stmt::For(f) => {
                let st = self.for_stmt(f)?;
                self.flush_emitted(blk);
                blk.items.push(st);
                Ok(())
            }
            ast::Stmt::While(w) => {
                if !w.orelse.is_empty() {
                    return located(range, "while ... else is not supported");
                }
                let c = self.eval(&w.test)?;
                let cond = self.branch_condition(&c, w.test.range())?;
                self.flush_emitted(blk);
                let body = self.scoped_block(&w.body)?;
                blk.items.push(Stmt::new(StmtKind::While { cond, body }));
                Ok(())
            }
            ast::Stmt::If(i) => {
                let mut clauses: Vec<(Option<&ast::Expr>, &[ast::Stmt], TextRange)> =
                    vec![(Some(&*i.test), &i.body, range)];
                for c in &i.elif_else_clauses {
                    clauses.push((c.test.as_ref(), &c.body, c.range()));
                }
                self.if_chain(&clauses, blk)
            }
            ast::Stmt::With(w) => {
                if w.is_async {
                    return located(range, "async with is not supported");
                }
                let st = self.with_stmt(w)?;
                self.flush_emitted(blk);
                blk.items.push(st);
                Ok(())
            }
            ast::Stmt::Assert(a) => {
                let c = self.eval(&a.test)?;
                let cond = self.condition(&c, a.test.range())?;
                let Some(msg) = &a.msg else {
                    return located(range, "assert needs a message");
                };
                let m = self.eval(msg)?;
                let (kind, parts) = self.assert_message(&m, msg.range())?;
                self.flush_emitted(blk);
                blk.items
                    .push(Stmt::new(StmtKind::Assert { cond, kind, parts }));
                Ok(())
            }
            ast::Stmt::Return(r) => {
                let Some(v) = &r.value else {
                    return located(range, "return needs a value");
                };
                let val = self.eval(v)?;
                let e = self.to_expr(&val, v.range())?;
                self.flush_emitted(blk);
                blk.items.push(Stmt::ret(e));
                Ok(())
            }
            ast::Stmt::Pass(_) => Ok(()),
            ast::Stmt::Break(_) => {
                blk.items.push(Stmt::evaluate(Expr::call(
                    Type::Void,
                    builtin::BREAK_LOOP,
                    vec![],
                )));
                Ok(())
            }
            ast::Stmt::Continue(_) => {
                blk.items.push(Stmt::evaluate(Expr::call(
                    Type::Void,
                    builtin::CONTINUE_LOOP,
                    vec![],
                )));
                Ok(())
            }
            ast::Stmt::FunctionDef(_) => located(range, "nested functions are not supported"),
            ast::Stmt::ClassDef(_) => located(range, "classes inside functions are not supported"),
            ast::Stmt::Import(_) | ast::Stmt::ImportFrom(_) => {
                located(range, "imports inside functions are not supported")
            }
            _ => located(range, "unsupported statement"),
        }
    }

    /// A boolean condition (Python bools become `T.bool`).
    fn condition(&self, v: &Value, r: TextRange) -> RResult<Expr> {
        let e = self.to_expr(v, r)?;
        if e.dtype() != DataType::bool() {
            return located(r, format!("condition must be a boolean, got {}", e.dtype()));
        }
        Ok(e)
    }

    /// The condition of `if` or `while`: like TVM, any scalar primitive
    /// expression (an `int32` condition means "nonzero", as in C); Python
    /// constants other than `True`/`False` and pointers are rejected.
    fn branch_condition(&self, v: &Value, r: TextRange) -> RResult<Expr> {
        if matches!(
            v,
            Value::Int(_) | Value::Float(_) | Value::None | Value::Str(_)
        ) {
            return located(
                r,
                "If condition must be a boolean expression, but got a Python constant",
            );
        }
        let e = self.to_expr(v, r)?;
        let t = e.dtype();
        if e.ty().is_handle_like() || t.is_handle() {
            return located(
                r,
                format!(
                    "If condition must be a boolean expression, but got a {}",
                    e.ty()
                ),
            );
        }
        if !t.is_scalar() {
            return located(r, format!("a condition must be a scalar, got {t}"));
        }
        Ok(e)
    }

    fn expr_stmt(&mut self, v: Value, r: TextRange, blk: &mut Block) -> RResult<()> {
        match v {
            Value::None | Value::Str(_) | Value::Buffer(_) => Ok(()),
            Value::Frame(f) => self.open_frame(f, r, blk),
            Value::Expr(e) if e.as_var().is_some() => Ok(()),
            Value::Loops(_) => located(r, "a loop iterator must be used in a for statement"),
            other => {
                let e = self.to_expr(&other, r)?;
                blk.items.push(Stmt::evaluate(e));
                Ok(())
            }
        }
    }

    fn assert_message(&self, m: &Value, r: TextRange) -> RResult<(String, Vec<Expr>)> {
        let part = |v: &Value| -> RResult<Expr> {
            match v {
                Value::Str(s) => Ok(Expr::str(s)),
                Value::Expr(e) if matches!(e.kind(), ExprKind::Str(_) | ExprKind::Meta { .. }) => {
                    Ok(e.clone())
                }
                other => located(
                    r,
                    format!(
                        "assert message parts must be strings, got {}",
                        other.kind_name()
                    ),
                ),
            }
        };
        match m {
            Value::Tuple(items) => {
                if items.len() != 2 {
                    return located(r, "assert message tuple must be (kind, [parts...])");
                }
                let kind = self.to_string(&items[0], r, "error kind")?;
                let parts = match &items[1] {
                    Value::List(p) | Value::Tuple(p) => {
                        p.iter().map(part).collect::<RResult<Vec<_>>>()?
                    }
                    one => vec![part(one)?],
                };
                Ok((kind, parts))
            }
            Value::List(p) => Ok((
                "RuntimeError".into(),
                p.iter().map(part).collect::<RResult<Vec<_>>>()?,
            )),
            other => Ok(("RuntimeError".into(), vec![part(other)?])),
        }
    }

    // ---- if ------------------------------------------------------------------

    fn if_chain(
        &mut self,
        clauses: &[(Option<&ast::Expr>, &[ast::Stmt], TextRange)],
        blk: &mut Block,
    ) -> RResult<()> {
        let Some(((test, body, _), rest)) = clauses.split_first() else {
            return Ok(());
        };
        let Some(test) = test else {
            // a bare else reached at compile time
            return self.stmts_into(body, blk);
        };
        let c = self.eval(test)?;
        if let Value::Int(_) | Value::None | Value::Float(_) | Value::Str(_) = c {
            let shown = match &c {
                Value::Int(i) => i.to_string(),
                Value::Float(f) => f.to_string(),
                Value::Str(s) => format!("{s:?}"),
                _ => "None".to_string(),
            };
            return located(
                test.range(),
                format!("If condition must be a boolean expression, but got {shown}"),
            );
        }
        if let Value::Bool(t) = c {
            self.flush_emitted(blk);
            // Python `if` does not open a scope: the taken branch joins this block.
            return if t {
                self.stmts_into(body, blk)
            } else {
                self.if_chain(rest, blk)
            };
        }
        let cond = self.branch_condition(&c, test.range())?;
        self.flush_emitted(blk);
        let then_case = self.scoped_block(body)?;
        let else_case = if rest.is_empty() {
            None
        } else if rest[0].0.is_none() {
            Some(self.scoped_block(rest[0].1)?)
        } else {
            let mut inner = Block::default();
            self.push_scope();
            let r = self.if_chain(rest, &mut inner);
            self.pop_scope();
            r?;
            Some(inner.finish(&mut self.spans))
        };
        blk.items.push(Stmt::if_(cond, then_case, else_case));
        Ok(())
    }

    // ---- with ----------------------------------------------------------------

    fn with_stmt(&mut self, w: &ast::StmtWith) -> RResult<Stmt> {
        self.push_scope();
        let depth = self.depth();
        let r = self.with_inner(w);
        self.restore_depth(depth);
        self.pop_scope();
        r
    }

    fn with_inner(&mut self, w: &ast::StmtWith) -> RResult<Stmt> {
        let mut frames = Vec::new();
        for item in &w.items {
            let hint = match item.optional_vars.as_deref() {
                Some(ast::Expr::Name(n)) => Some(n.id.as_str().to_string()),
                _ => None,
            };
            let v = self.eval_named(&item.context_expr, hint.as_deref())?;
            if matches!(v, Value::SBlockHeader(..) | Value::BlockInit) {
                if w.items.len() != 1 || item.optional_vars.is_some() {
                    return located(
                        item.range(),
                        format!(
                            "{} must be the only item of its with statement, without 'as'",
                            v.kind_name()
                        ),
                    );
                }
                if !self.emitted.is_empty() {
                    return located(
                        w.range(),
                        "a with statement cannot declare buffers in its header",
                    );
                }
                return self.block_with(v, w);
            }
            let Value::Frame(f) = v else {
                return located(
                    item.context_expr.range(),
                    format!(
                        "a with statement needs T.attr or T.launch_thread, got {}",
                        v.kind_name()
                    ),
                );
            };
            if let Some(target) = item.optional_vars.as_deref() {
                let Some(res) = f.result.clone() else {
                    return located(
                        target.range(),
                        "this frame does not produce a value for 'as'",
                    );
                };
                self.bind_target(target, *res)?;
            }
            self.deepen(item.range())?;
            frames.push(f);
        }
        if !self.emitted.is_empty() {
            return located(
                w.range(),
                "a with statement cannot declare buffers in its header",
            );
        }
        let mut body = self.block(&w.body)?;
        for f in frames.into_iter().rev() {
            body = wrap(f.attrs, body);
        }
        Ok(body)
    }

    /// `with T.sblock(...):` (the block of the body) or `with T.init():`
    /// (the init statement of the enclosing block; no statement of its own).
    fn block_with(&mut self, v: Value, w: &ast::StmtWith) -> RResult<Stmt> {
        match v {
            Value::SBlockHeader(name, no_realize) => {
                self.begin_block(name, no_realize, w.range())?;
                let body = self.block(&w.body);
                match body {
                    Ok(b) => self.end_block(b, w.range()),
                    Err(e) => {
                        self.blocks.pop();
                        Err(e)
                    }
                }
            }
            _ => {
                let init = self.block(&w.body)?;
                self.set_block_init(init, w.range())?;
                Ok(Stmt::no_op())
            }
        }
    }

    fn bind_target(&mut self, target: &ast::Expr, v: Value) -> RResult<()> {
        match target {
            ast::Expr::Name(n) => {
                self.bind(n.id.as_str(), v);
                Ok(())
            }
            _ => located(target.range(), "only a name can be bound here"),
        }
    }

    // ---- for -----------------------------------------------------------------

    fn for_stmt(&mut self, f: &ast::StmtFor) -> RResult<Stmt> {
        if f.is_async {
            return located(f.range(), "async for is not supported");
        }
        if !f.orelse.is_empty() {
            return located(f.range(), "for ... else is not supported");
        }
        let loops = self.loop_iter(&f.iter)?;
        if !self.emitted.is_empty() {
            return located(f.iter.range(), "a loop header cannot declare buffers");
        }
        let names: Vec<String> = match &*f.target {
            ast::Expr::Name(n) if loops.len() == 1 => vec![n.id.as_str().to_string()],
            ast::Expr::Name(n) => (0..loops.len())
                .map(|i| format!("{}_{i}", n.id.as_str()))
                .collect(),
            ast::Expr::Tuple(t) => {
                let mut v = Vec::new();
                for e in &t.elts {
                    match e {
                        ast::Expr::Name(n) => v.push(n.id.as_str().to_string()),
                        other => return located(other.range(), "loop targets must be names"),
                    }
                }
                v
            }
            other => return located(other.range(), "loop targets must be names"),
        };
        if names.len() != loops.len() {
            return located(
                f.target.range(),
                format!(
                    "{} loop variable(s) for {} loop(s)",
                    names.len(),
                    loops.len()
                ),
            );
        }
        let vars: Vec<Var> = loops
            .iter()
            .zip(&names)
            .map(|(l, n)| Var::new(n.as_str(), l.extent.dtype()))
            .collect();
        self.push_scope();
        if let ast::Expr::Name(n) = &*f.target
            && loops.len() > 1
        {
            self.bind(
                n.id.as_str(),
                Value::Tuple(vars.iter().map(|v| Value::Expr(v.to_expr())).collect()),
            );
        }
        for (n, v) in names.iter().zip(&vars) {
            self.bind(n, Value::Expr(v.to_expr()));
        }
        let depth = self.depth();
        let mut r = Ok(());
        for _ in 1..loops.len() {
            r = r.and_then(|_| self.deepen(f.range()));
        }
        let mark = self.loop_doms.len();
        for (l, v) in loops.iter().zip(&vars) {
            self.loop_doms
                .push((v.clone(), l.min.clone(), l.extent.clone()));
        }
        let body = r.and_then(|_| self.block(&f.body));
        self.loop_doms.truncate(mark);
        self.restore_depth(depth);
        self.pop_scope();
        let mut body = body?;
        for (l, v) in loops.into_iter().zip(vars).rev() {
            let LoopSpec {
                min,
                extent,
                step,
                kind,
                thread,
                annotations,
            } = l;
            let thread_binding = thread.map(|t| {
                IterVar::new(
                    Var::new("iter", DataType::i32()),
                    None,
                    IterKind::ThreadIndex,
                    t,
                )
            });
            body = Stmt::new(StmtKind::For {
                var: v,
                min,
                extent,
                step,
                kind,
                body,
                thread_binding,
                annotations,
            });
        }
        Ok(body)
    }

    /// The loops of a `for` iterator: `range(...)` or a `T.serial`-like call.
    fn loop_iter(&mut self, it: &ast::Expr) -> RResult<Vec<LoopSpec>> {
        if let ast::Expr::Call(c) = it
            && let ast::Expr::Name(n) = &*c.func
            && n.id.as_str() == "range"
            && self.lookup("range").is_none()
        {
            if let Some(k) = c.arguments.keywords.first() {
                return located(k.range(), "range() keywords are not supported");
            }
            let args = &c.arguments.args;
            if !(1..=3).contains(&args.len()) {
                return located(it.range(), "range() takes 1 to 3 arguments");
            }
            let mut pos = Vec::new();
            for a in args.iter() {
                pos.push((self.eval(a)?, a.range()));
            }
            // `range(a, b, s)` is `T.serial(a, b, step=s)`.
            let mut kw = Vec::new();
            if pos.len() == 3 {
                let (v, r) = pos.remove(2);
                kw.push(("step".to_string(), v, r));
            }
            let a = super::eval::Args::new("range", it.range(), pos, kw);
            let v = self.call_builtin("serial", a, None)?;
            if let Value::Loops(l) = v {
                return Ok(l);
            }
            return located(it.range(), "invalid range()");
        }
        match self.eval(it)? {
            Value::Loops(l) => Ok(l),
            other => located(
                it.range(),
                format!(
                    "a for loop needs range, T.serial, T.grid, T.parallel, T.vectorized, T.unroll or T.thread_binding, got {}",
                    other.kind_name()
                ),
            ),
        }
    }

    // ---- assignment ---------------------------------------------------------

    fn assign(&mut self, target: &ast::Expr, value: &ast::Expr, blk: &mut Block) -> RResult<()> {
        match target {
            ast::Expr::Subscript(sub) => {
                let rhs = self.eval(value)?;
                let (buffer, idx) = self.store_target(sub)?;
                let st = self.store(&buffer, idx, &rhs, target.range(), value.range())?;
                self.flush_emitted(blk);
                blk.items.push(st);
                Ok(())
            }
            ast::Expr::Name(n) => {
                let name = n.id.as_str();
                if self.reuses_signature_var(name, value)? {
                    return Ok(());
                }
                let rhs = self.eval_named(value, Some(name))?;
                self.assign_name(name, rhs, target.range(), value.range(), blk)
            }
            ast::Expr::Tuple(t) => {
                let mut names = Vec::with_capacity(t.elts.len());
                for e in &t.elts {
                    let ast::Expr::Name(n) = e else {
                        return located(e.range(), "only names can be unpacked into");
                    };
                    names.push(n.id.as_str());
                }
                // `a, b = x, y`: evaluate each element with its target's name.
                let values: Vec<(Option<Value>, TextRange)> = match value {
                    ast::Expr::Tuple(vt) if vt.elts.len() == names.len() => {
                        let mut out = Vec::with_capacity(names.len());
                        for (name, v) in names.iter().zip(&vt.elts) {
                            if self.reuses_signature_var(name, v)? {
                                out.push((None, v.range()));
                            } else {
                                out.push((Some(self.eval_named(v, Some(name))?), v.range()));
                            }
                        }
                        out
                    }
                    _ => {
                        // Builders returning several variables (`T.axis.remap`)
                        // name them after the targets: `a,b`.
                        let joined = names.join(",");
                        let rhs = self.eval_named(value, Some(&joined))?;
                        let Some(items) = rhs.as_seq().map(<[Value]>::to_vec) else {
                            return located(
                                value.range(),
                                format!("cannot unpack {}", rhs.kind_name()),
                            );
                        };
                        if items.len() != names.len() {
                            return located(value.range(), "wrong number of values to unpack");
                        }
                        items
                            .into_iter()
                            .map(|v| (Some(v), value.range()))
                            .collect()
                    }
                };
                for (name, (v, r)) in names.iter().zip(values) {
                    if let Some(v) = v {
                        self.assign_name(name, v, target.range(), r, blk)?;
                    }
                }
                Ok(())
            }
            other => located(other.range(), "unsupported assignment target"),
        }
    }

    /// `n = T.int32()` after a parameter shape created `n`: keeps that variable.
    fn reuses_signature_var(&mut self, name: &str, value: &ast::Expr) -> RResult<bool> {
        let Some(t) = prim_var_declaration(value) else {
            return Ok(false);
        };
        let Some(prev) = self.func.sig_vars.get(name).cloned() else {
            return Ok(false);
        };
        if !matches!(self.lookup(name), Some(Value::Expr(e)) if e.as_var() == Some(&prev)) {
            return Ok(false);
        }
        if prev.ty() != &Type::Prim(t) {
            return located(
                value.range(),
                format!(
                    "'{name}' was declared as {} by a parameter shape",
                    prev.ty()
                ),
            );
        }
        Ok(true)
    }

    /// `name = value` for an evaluated value: a store when `name` is a local
    /// scalar (or a one-element buffer), otherwise a new binding.
    fn assign_name(
        &mut self,
        name: &str,
        rhs: Value,
        tr: TextRange,
        vr: TextRange,
        blk: &mut Block,
    ) -> RResult<()> {
        if let Some(st) = self.rebind_let(name, &rhs, vr)? {
            self.flush_emitted(blk);
            blk.items.push(st);
            return Ok(());
        }
        if let Some(Value::Scalar(b) | Value::Buffer(b)) = self.lookup(name)
            && is_single_element(&b)
            && is_storable(&rhs)
        {
            let st = self.store(&b, vec![Expr::i32(0)], &rhs, tr, vr)?;
            self.flush_emitted(blk);
            blk.items.push(st);
            return Ok(());
        }
        self.flush_emitted(blk);
        self.bind_assign(name, rhs, vr, blk)
    }

    /// `x = v` where `x` names a variable of an earlier `x: T.let[...] = ...`
    /// of this function: a second `Bind` of the same variable, which is how
    /// TVM prints one (non-SSA input of ConvertSSA). TVM's parser rejects
    /// its own printout here ("already defined"); we read what it printed.
    fn rebind_let(&mut self, name: &str, rhs: &Value, vr: TextRange) -> RResult<Option<Stmt>> {
        let Some(Value::Expr(x)) = self.lookup(name) else {
            return Ok(None);
        };
        let Some(var) = x.as_var().cloned() else {
            return Ok(None);
        };
        if !self.func.let_vars.contains(&var.id()) {
            return Ok(None);
        }
        let e = match (rhs, var.ty()) {
            (Value::Int(_) | Value::Float(_) | Value::Bool(_), Type::Prim(t)) => {
                let lit = self.to_expr(rhs, vr)?;
                ops::cast(*t, &lit).at(vr)?
            }
            (Value::Expr(e), _) if e.as_var().is_some() && self.is_fresh(e) => return Ok(None),
            (Value::Expr(_) | Value::Scalar(_), _) => self.to_expr(rhs, vr)?,
            _ => return Ok(None),
        };
        check_bind_type(var.ty(), &e, vr)?;
        Ok(Some(Stmt::bind(&var, e)))
    }

    /// Binds the result of `name = value` the way TVM's parser does.
    fn bind_assign(&mut self, name: &str, v: Value, r: TextRange, blk: &mut Block) -> RResult<()> {
        match v {
            Value::Frame(f) => {
                let res = f.result.clone();
                self.open_frame(f, r, blk)?;
                self.bind(name, res.map_or(Value::None, |b| *b));
                Ok(())
            }
            Value::Expr(ref e) if e.as_var().is_some() && self.is_fresh(e) => {
                if self.var_defined_here(name) {
                    return located(
                        r,
                        format!("Variable {name} already defined in current scope"),
                    );
                }
                self.bind(name, v);
                Ok(())
            }
            Value::Expr(e) if e.ty().is_handle_like() => {
                if self.name_defined_here(name, None) {
                    return located(r, format!("Pointer variable '{name}' cannot be reassigned"));
                }
                let var = Var::new(name, e.ty().clone());
                blk.items.push(Stmt::bind(&var, e));
                self.bind(name, Value::Expr(var.to_expr()));
                Ok(())
            }
            Value::Str(s) => {
                let e = Expr::str(&s);
                let var = Var::new(name, e.ty().clone());
                blk.items.push(Stmt::bind(&var, e));
                self.bind(name, Value::Expr(var.to_expr()));
                Ok(())
            }
            Value::Scalar(ref b) if !self.buffer_is_bound(b) => {
                // a scalar builder (`T.decl_scalar`, `T.local_scalar`, ...)
                self.bind(name, v);
                Ok(())
            }
            Value::Int(_)
            | Value::Float(_)
            | Value::Bool(_)
            | Value::Expr(_)
            | Value::Scalar(_) => {
                // `i = 3` on a loop (or other) variable of this scope, or
                // `A = 1.0` on a buffer of more than one element: TVM rejects
                // it rather than shadowing it with a local scalar.
                if self.name_defined_here(name, Some(&v)) {
                    return located(
                        r,
                        format!("Variable {name} already defined in current scope"),
                    );
                }
                let e = self.to_expr(&v, r)?;
                let b = self.local_scalar(name, e.dtype());
                blk.items.push(Stmt::alloc(&b));
                blk.items.push(Stmt::store(&b, e, vec![Expr::i32(0)]));
                self.bind(name, Value::Scalar(b));
                Ok(())
            }
            Value::Loops(_) => located(r, "a loop iterator must be used in a for statement"),
            other => {
                self.bind(name, other);
                Ok(())
            }
        }
    }

    /// A variable just created by a builder (`T.int32()`, `T.handle(...)`,
    /// `T.bind(...)`): not yet bound to any name.
    fn is_fresh(&self, e: &Expr) -> bool {
        let Some(v) = e.as_var() else { return false };
        !self.var_is_bound(v)
    }

    /// A one-element local buffer holding a scalar (`x = expr`).
    fn local_scalar(&self, name: &str, t: DataType) -> Buffer {
        Buffer::new(name, t, vec![Expr::i32(1)], "local")
    }

    /// `buffer[indices] = value` with TVM's conversion of the value to the
    /// buffer's element type.
    pub(crate) fn store(
        &mut self,
        b: &Buffer,
        indices: Vec<Expr>,
        v: &Value,
        target_range: TextRange,
        value_range: TextRange,
    ) -> RResult<Stmt> {
        check_index_count(b, &indices, target_range)?;
        let bt = b.dtype();
        let want = tirsat_ir::expr::access_dtype(bt, indices.last());
        // TVM's BufferStore: the value has the lanes the indices access
        // (no broadcast of a scalar, no narrowing of a vector).
        let incompatible = |have: DataType| -> RResult<()> {
            if have.lanes != want.lanes || have.scalable != want.scalable {
                let lanes = indices.last().map_or(1, |i| i.dtype().lanes);
                return located(
                    value_range,
                    format!(
                        "Incompatible types in BufferStore: LHS is `T.{want}`, RHS is `T.{have}`, indexing lanes: {lanes}"
                    ),
                );
            }
            Ok(())
        };
        let value = match v {
            Value::Bool(x) if bt.is_bool() => Expr::bool(*x),
            Value::Int(i) => {
                let lit = ops::int_literal(*i).at(value_range)?;
                incompatible(lit.dtype())?;
                ops::cast(want, &lit).at(value_range)?
            }
            Value::Float(f) => {
                let lit = ops::float_literal(*f);
                incompatible(lit.dtype())?;
                ops::cast(want, &lit).at(value_range)?
            }
            other => {
                let e = self.to_expr(other, value_range)?;
                incompatible(e.dtype())?;
                if e.ty().is_handle_like() && !bt.is_handle() {
                    return located(
                        value_range,
                        format!("cannot store a pointer into a {bt} buffer"),
                    );
                }
                if e.dtype() != want {
                    ops::cast(want, &e).at(value_range)?
                } else {
                    e
                }
            }
        };
        Ok(Stmt::store(b, value, indices))
    }

    /// The buffer and indices a store to `sub` (`A[i, j] = ...`) writes.
    fn store_target(&mut self, sub: &ast::ExprSubscript) -> RResult<(Buffer, Vec<Expr>)> {
        let buffer = match self.eval(&sub.value)? {
            Value::Buffer(b) | Value::Scalar(b) => b,
            other => {
                return located(
                    sub.value.range(),
                    format!("cannot store into {}", other.kind_name()),
                );
            }
        };
        let idx = self.store_indices(&sub.slice)?;
        Ok((buffer, idx))
    }

    fn aug_assign(&mut self, a: &ast::StmtAugAssign, blk: &mut Block) -> RResult<()> {
        let rhs = self.eval(&a.value)?;
        match &*a.target {
            ast::Expr::Subscript(sub) => {
                let (buffer, idx) = self.store_target(sub)?;
                check_index_count(&buffer, &idx, sub.range())?;
                access_lanes(&buffer, &idx, sub.range())?;
                let cur = Value::Expr(Expr::load(&buffer, idx.clone()));
                let new = self.binop(a.op, &cur, &rhs, a.range())?;
                let st = self.store(&buffer, idx, &new, a.target.range(), a.value.range())?;
                self.flush_emitted(blk);
                blk.items.push(st);
                Ok(())
            }
            ast::Expr::Name(n) => {
                let name = n.id.as_str();
                let Some(cur) = self.lookup(name) else {
                    return located(a.target.range(), format!("undefined name '{name}'"));
                };
                let new = self.binop(a.op, &cur, &rhs, a.range())?;
                if let Value::Scalar(b) | Value::Buffer(b) = &cur
                    && is_single_element(b)
                {
                    let st = self.store(
                        b,
                        vec![Expr::i32(0)],
                        &new,
                        a.target.range(),
                        a.value.range(),
                    )?;
                    self.flush_emitted(blk);
                    blk.items.push(st);
                    return Ok(());
                }
                self.flush_emitted(blk);
                self.bind_assign(name, new, a.range(), blk)
            }
            other => located(other.range(), "unsupported assignment target"),
        }
    }

    fn ann_assign(&mut self, a: &ast::StmtAnnAssign, blk: &mut Block) -> RResult<()> {
        let ast::Expr::Name(n) = &*a.target else {
            return located(a.target.range(), "only names can be annotated");
        };
        let name = n.id.as_str();
        let ann = self.eval(&a.annotation)?;
        match ann {
            Value::LetAnn(ty) => {
                let Some(value) = &a.value else {
                    return located(a.range(), "T.let needs a value");
                };
                if self.name_defined_here(name, None) {
                    return located(
                        a.range(),
                        format!("Variable {name} already defined in current scope"),
                    );
                }
                let v = self.eval(value)?;
                let mut e = self.to_expr(&v, value.range())?;
                let ty = match ty {
                    Some(t) => {
                        e = super::packed_result::with_annotated_type(&t, e);
                        check_bind_type(&t, &e, a.annotation.range())?;
                        t
                    }
                    None => e.ty().clone(),
                };
                let var = Var::new(name, ty);
                self.flush_emitted(blk);
                blk.items.push(Stmt::bind(&var, e));
                self.func.let_vars.insert(var.id());
                self.bind(name, Value::Expr(var.to_expr()));
                Ok(())
            }
            Value::Builtin(b) if dtype_ctor(&b).is_some() => {
                if self.name_defined_here(name, None) {
                    return located(
                        a.range(),
                        format!("Variable {name} already defined in current scope"),
                    );
                }
                let t = dtype_ctor(&b).unwrap_or(DataType::i32());
                let buf = self.local_scalar(name, t);
                let store = match &a.value {
                    Some(value) => {
                        let v = self.eval(value)?;
                        Some(self.store(
                            &buf,
                            vec![Expr::i32(0)],
                            &v,
                            a.target.range(),
                            value.range(),
                        )?)
                    }
                    None => None,
                };
                self.flush_emitted(blk);
                blk.items.push(Stmt::alloc(&buf));
                blk.items.extend(store);
                self.bind(name, Value::Scalar(buf));
                Ok(())
            }
            Value::Builtin(b) if b == "handle" => located(
                a.annotation.range(),
                "handle type cannot be used as a scalar annotation; use T.let[T.handle]",
            ),
            other => located(
                a.annotation.range(),
                format!(
                    "unsupported annotation ({}); use T.let[...] or a dtype such as T.int32",
                    other.kind_name()
                ),
            ),
        }
    }
}

/// `T.<dtype>()` with no arguments: a variable declaration.
fn prim_var_declaration(e: &ast::Expr) -> Option<DataType> {
    let ast::Expr::Call(c) = e else { return None };
    if !c.arguments.args.is_empty() || !c.arguments.keywords.is_empty() {
        return None;
    }
    let ast::Expr::Attribute(a) = &*c.func else {
        return None;
    };
    let ast::Expr::Name(root) = &*a.value else {
        return None;
    };
    if root.id.as_str() != "T" {
        return None;
    }
    dtype_ctor(a.attr.id.as_str())
}

/// A one-element, one-dimensional buffer (assignable as `buf = value`).
fn is_single_element(b: &Buffer) -> bool {
    b.shape().len() == 1 && b.shape()[0].as_int() == Some(1)
}

/// Values `buf = value` can store.
fn is_storable(v: &Value) -> bool {
    matches!(
        v,
        Value::Bool(_)
            | Value::Int(_)
            | Value::Float(_)
            | Value::Expr(_)
            | Value::Scalar(_)
            | Value::IterVar(_)
    )
}
