//! Expression evaluation: arithmetic, memory accesses (with bounds, written-bit
//! and race checks) and builtin calls.

use std::sync::Arc;
use tirsat_ir::{Op, builtin};

use super::error::{ErrorKind, InterpError, err};
use super::exec::{Binding, BufView, Ctx, Interpreter, PendingCopy, R};
use super::memory::{DEFINED, MemKind, Region, UNWRITTEN};
use super::race::{describe_expr, describe_stmt};
use super::value::{Ptr, Scalar, Value, decode, elem_bytes, encode, lane_bytes, round_float};
use super::{float_convert, ops};
use tirsat_ir::async_copy::{self, AsyncOp};
use tirsat_ir::{
    AttrValue, Buffer, CallOp, DataType, Expr, ExprKind, Type, Var, expr::wrap_int, keys,
};
use tirsat_script::printer::print_expr;

fn lane_count(vals: &[&Value]) -> R<usize> {
    let mut n = 1;
    for v in vals {
        let l = v.lanes();
        if l == 0 {
            return err(ErrorKind::Invalid, "a void value used as an operand");
        }
        if l != 1 {
            if n != 1 && n != l {
                return err(
                    ErrorKind::Invalid,
                    format!("operands with {n} and {l} lanes"),
                );
            }
            n = l;
        }
    }
    Ok(n)
}

fn lane(v: &Value, i: usize) -> R<&Scalar> {
    match v {
        Value::Scalar(s) => Ok(s),
        Value::Vector(l) => l
            .get(i)
            .ok_or_else(|| InterpError::new(ErrorKind::Invalid, "vector lane out of range")),
        Value::Void => err(ErrorKind::Invalid, "a void value used as an operand"),
    }
}

/// `f` on every lane; a poison lane stays poison.
fn map1(a: &Value, mut f: impl FnMut(&Scalar) -> R<Scalar>) -> R<Value> {
    let mut g = |s: &Scalar| match s {
        Scalar::Poison(_) => Ok(s.clone()),
        _ => f(s),
    };
    match a {
        Value::Scalar(s) => Ok(Value::Scalar(g(s)?)),
        Value::Vector(l) => Ok(Value::Vector(l.iter().map(g).collect::<R<_>>()?)),
        Value::Void => err(ErrorKind::Invalid, "a void value used as an operand"),
    }
}

/// The poison of a lane pair: the first operand's, else the second's.
fn poison2(x: &Scalar, y: &Scalar) -> Option<Scalar> {
    match (x, y) {
        (Scalar::Poison(_), _) => Some(x.clone()),
        (_, Scalar::Poison(_)) => Some(y.clone()),
        _ => None,
    }
}

/// `f` on every pair of lanes; a poison operand lane makes the lane poison.
fn map2(a: &Value, b: &Value, mut f: impl FnMut(&Scalar, &Scalar) -> R<Scalar>) -> R<Value> {
    if let (Value::Scalar(x), Value::Scalar(y)) = (a, b) {
        if let Some(p) = poison2(x, y) {
            return Ok(Value::Scalar(p));
        }
        return Ok(Value::Scalar(f(x, y)?));
    }
    let n = lane_count(&[a, b])?;
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let (x, y) = (lane(a, i)?, lane(b, i)?);
        out.push(match poison2(x, y) {
            Some(p) => p,
            None => f(x, y)?,
        });
    }
    Ok(Value::from_lanes(out))
}

fn int_of(s: &Scalar, what: &str) -> R<i64> {
    match s {
        Scalar::Int(v) => Ok(*v),
        _ => err(
            ErrorKind::Invalid,
            format!("{what}: expected an integer, got {s}"),
        ),
    }
}

/// The dtype named by a `T.type_annotation(...)`, a string or any typed expression.
pub(crate) fn annotated_dtype(e: &Expr) -> R<DataType> {
    if let Some(s) = e.as_str() {
        return s
            .parse::<DataType>()
            .map_err(|x| InterpError::new(ErrorKind::Invalid, x.to_string()));
    }
    if let Some(args) = e.as_builtin_call(builtin::TYPE_ANNOTATION)
        && let Some(s) = args.first().and_then(|a| a.as_str())
    {
        return s
            .parse::<DataType>()
            .map_err(|x| InterpError::new(ErrorKind::Invalid, x.to_string()));
    }
    Ok(e.dtype())
}

/// Bytes per offset unit of a pointer expression: its element type, else `fallback`.
fn pointer_unit(e: &Expr, fallback: DataType) -> i64 {
    match e.ty() {
        Type::Pointer { elem, .. } => elem_bytes(*elem) as i64,
        _ => elem_bytes(fallback) as i64,
    }
}

/// `T.{name}` has at least `n` arguments.
fn need(name: &str, args: &[Expr], n: usize) -> R<()> {
    if args.len() < n {
        return err(
            ErrorKind::Invalid,
            format!("T.{name} needs {n} arguments, has {}", args.len()),
        );
    }
    Ok(())
}

fn fmt_index(idx: &[i64]) -> String {
    let parts: Vec<String> = idx.iter().map(|i| i.to_string()).collect();
    format!("[{}]", parts.join(", "))
}

impl<'m> Interpreter<'m> {
    pub(crate) fn lookup_var(&self, ctx: &Ctx<'m>, v: &Var) -> R<Value> {
        match ctx.lookup(v.id()) {
            Some(Binding::Val(x)) => Ok(x.clone()),
            Some(Binding::Buf(b)) => Ok(Value::Scalar(b.ptr.clone())),
            None => err(
                ErrorKind::Undefined,
                format!("variable {} is used but not defined", v.name()),
            ),
        }
    }

    /// Records an undefined operation at `e` (see [`super::undefined`]).
    fn note_undefined(&mut self, ctx: &Ctx<'m>, e: &Expr, what: String) {
        let place = e as *const Expr as usize;
        self.undefined
            .record(ctx.func, place, || (what, print_expr(e)));
    }

    pub(crate) fn lookup_buf(&self, ctx: &Ctx<'m>, b: &Buffer) -> R<Arc<BufView>> {
        match ctx.lookup(b.id()) {
            Some(Binding::Buf(v)) => Ok(v.clone()),
            _ => err(
                ErrorKind::Undefined,
                format!("buffer {} is used but not defined", b.name()),
            ),
        }
    }

    pub(crate) fn eval_int(&mut self, ctx: &mut Ctx<'m>, e: &'m Expr) -> R<i64> {
        match self.eval(ctx, e)? {
            Value::Scalar(Scalar::Int(v)) => Ok(v),
            Value::Scalar(Scalar::Poison(p)) => {
                Err(self.poison_error(ctx, p, &format!("`{}`", describe_expr(e))))
            }
            other => err(
                ErrorKind::Invalid,
                format!("expected an integer, got {other} from {}", describe_expr(e)),
            ),
        }
    }

    pub(crate) fn eval_cond(&mut self, ctx: &mut Ctx<'m>, e: &'m Expr) -> R<bool> {
        match self.eval(ctx, e)? {
            Value::Scalar(Scalar::Poison(p)) => {
                Err(self.poison_error(ctx, p, &format!("the condition `{}`", describe_expr(e))))
            }
            Value::Scalar(s) => ops::truth(&s),
            other => err(
                ErrorKind::Invalid,
                format!("a condition evaluated to {other}: {}", describe_expr(e)),
            ),
        }
    }

    pub(crate) fn eval_ptr(&mut self, ctx: &mut Ctx<'m>, e: &'m Expr) -> R<Scalar> {
        match self.eval(ctx, e)? {
            Value::Scalar(s @ (Scalar::Ptr(_) | Scalar::Null)) => Ok(s),
            Value::Scalar(Scalar::Int(0)) => Ok(Scalar::Null),
            Value::Scalar(Scalar::Poison(p)) => {
                Err(self.poison_error(ctx, p, &format!("the pointer `{}`", describe_expr(e))))
            }
            other => err(
                ErrorKind::Invalid,
                format!("expected a pointer, got {other} from {}", describe_expr(e)),
            ),
        }
    }

    fn eval_args(&mut self, ctx: &mut Ctx<'m>, args: &'m [Expr]) -> R<Vec<Value>> {
        args.iter().map(|a| self.eval(ctx, a)).collect()
    }

    /// Evaluates an expression.
    pub(crate) fn eval(&mut self, ctx: &mut Ctx<'m>, e: &'m Expr) -> R<Value> {
        tirsat_ir::stack::deeper(|| self.eval_at(ctx, e))
    }

    fn eval_at(&mut self, ctx: &mut Ctx<'m>, e: &'m Expr) -> R<Value> {
        match e.kind() {
            ExprKind::Int(v) => Ok(Value::int(*v)),
            ExprKind::Float(v) => Ok(Value::float(round_float(e.dtype(), *v))),
            ExprKind::Str(s) => Ok(Value::Scalar(Scalar::Str(s.clone()))),
            ExprKind::Var(v) => self.lookup_var(ctx, v),
            ExprKind::BufferData(b) => Ok(Value::Scalar(self.lookup_buf(ctx, b)?.ptr.clone())),
            ExprKind::Binary(op, a, b) => {
                let x = self.eval(ctx, a)?;
                let y = self.eval(ctx, b)?;
                let dt = a.dtype().element_of();
                let mut over = None;
                let r = map2(&x, &y, |p, q| {
                    if over.is_none()
                        && let Some(exact) = ops::binary_overflow(*op, dt, p, q)
                    {
                        over = Some(format!(
                            "{dt} overflow: {} of {p} and {q} is {exact}",
                            op.name()
                        ));
                    }
                    ops::binary(*op, dt, p, q)
                })?;
                if let Some(what) = over {
                    self.note_undefined(ctx, e, what);
                }
                Ok(r)
            }
            ExprKind::Cmp(op, a, b) => {
                let x = self.eval(ctx, a)?;
                let y = self.eval(ctx, b)?;
                let dt = a.dtype().element_of();
                map2(&x, &y, |p, q| {
                    Ok(Scalar::Int(ops::compare(*op, dt, p, q)? as i64))
                })
            }
            ExprKind::And(a, b) | ExprKind::Or(a, b) => {
                let is_and = matches!(e.kind(), ExprKind::And(..));
                let x = self.eval(ctx, a)?;
                if let Value::Scalar(s) = &x {
                    if s.poison().is_some() {
                        return Ok(x);
                    }
                    let t = ops::truth(s)?;
                    if t != is_and {
                        return Ok(Value::int(t as i64));
                    }
                    let y = self.eval(ctx, b)?;
                    return map1(&y, |q| Ok(Scalar::Int(ops::truth(q)? as i64)));
                }
                if let Value::Vector(l) = &x
                    && l.iter().any(|s| s.poison().is_some())
                {
                    let y = self.eval(ctx, b)?;
                    return map2(&x, &y, |p, q| {
                        let (p, q) = (ops::truth(p)?, ops::truth(q)?);
                        Ok(Scalar::Int(if is_and { p && q } else { p || q } as i64))
                    });
                }
                let y = self.eval(ctx, b)?;
                map2(&x, &y, |p, q| {
                    let (p, q) = (ops::truth(p)?, ops::truth(q)?);
                    Ok(Scalar::Int(if is_and { p && q } else { p || q } as i64))
                })
            }
            ExprKind::Not(a) => {
                let x = self.eval(ctx, a)?;
                map1(&x, |p| Ok(Scalar::Int(!ops::truth(p)? as i64)))
            }
            ExprKind::Select(c, t, f) => {
                let c = self.eval(ctx, c)?;
                let t = self.eval(ctx, t)?;
                let f = self.eval(ctx, f)?;
                self.select(&c, t, f)
            }
            ExprKind::Cast(a) => {
                let x = self.eval(ctx, a)?;
                if e.ty().is_pointer() {
                    return map1(&x, |s| ops::cast(a.dtype(), DataType::handle(), s));
                }
                let from = a.dtype().element_of();
                let to = e.dtype().element_of();
                let mut over = None;
                let r = map1(&x, |s| {
                    if over.is_none()
                        && let Some(v) = ops::cast_overflow(from, to, s)
                    {
                        over = Some(format!("{to} overflow: cast of {from} {v}"));
                    }
                    ops::cast(from, to, s)
                })?;
                if let Some(what) = over {
                    self.note_undefined(ctx, e, what);
                }
                Ok(r)
            }
            ExprKind::Load { buffer, indices } => {
                if let [i] = indices.as_slice() {
                    let i = self.eval(ctx, i)?;
                    return self.load(ctx, buffer, std::slice::from_ref(&i));
                }
                let idx = self.eval_args(ctx, indices)?;
                self.load(ctx, buffer, &idx)
            }
            ExprKind::Ramp {
                base,
                stride,
                lanes,
            } => {
                let b = self.eval(ctx, base)?;
                let s = self.eval(ctx, stride)?;
                let dt = base.dtype().element_of();
                let (Value::Scalar(b), Value::Scalar(s)) = (b, s) else {
                    return err(ErrorKind::Invalid, "a ramp with a vector base or stride");
                };
                let mut out = Vec::with_capacity(*lanes as usize);
                let mut cur = b;
                let mut over = None;
                for i in 0..*lanes {
                    if i > 0 {
                        let add = tirsat_ir::BinOp::Add;
                        if over.is_none()
                            && let Some(exact) = ops::binary_overflow(add, dt, &cur, &s)
                        {
                            over = Some(format!("{dt} overflow: ramp lane {i} is {exact}"));
                        }
                        cur = ops::binary(add, dt, &cur, &s)?;
                    }
                    out.push(cur.clone());
                }
                if let Some(what) = over {
                    self.note_undefined(ctx, e, what);
                }
                Ok(Value::from_lanes(out))
            }
            ExprKind::Broadcast { value, lanes } => {
                let v = self.eval(ctx, value)?;
                let Value::Scalar(s) = v else {
                    return err(ErrorKind::Invalid, "a broadcast of a vector");
                };
                Ok(Value::from_lanes(vec![s; *lanes as usize]))
            }
            ExprKind::Let { var, value, body } => {
                let v = self.eval(ctx, value)?;
                let mark = ctx.env.len();
                ctx.env.push((var.id(), Binding::Val(v)));
                let r = self.eval(ctx, body);
                ctx.env.truncate(mark);
                r
            }
            ExprKind::Call { op, args, attrs } => self.eval_call(ctx, e, op, args, attrs),
            ExprKind::Meta { key, index } => err(
                ErrorKind::Unsupported,
                format!("metadata[\"{key}\"][{index}] has no value in the interpreter"),
            ),
        }
    }

    /// A select: a poison condition (lane) gives poison (as in LLVM).
    fn select(&self, c: &Value, t: Value, f: Value) -> R<Value> {
        if let Value::Scalar(s) = c {
            if s.poison().is_some() {
                let n = t.lanes().max(f.lanes());
                return Ok(Value::from_lanes(vec![s.clone(); n]));
            }
            return Ok(if ops::truth(s)? { t } else { f });
        }
        let n = lane_count(&[c, &t, &f])?;
        let mut out = Vec::with_capacity(n);
        for i in 0..n {
            let ci = lane(c, i)?;
            if ci.poison().is_some() {
                out.push(ci.clone());
                continue;
            }
            let pick = if ops::truth(ci)? { &t } else { &f };
            out.push(lane(pick, i)?.clone());
        }
        Ok(Value::from_lanes(out))
    }

    /// The pointer and the number of addressed elements (lanes of the
    /// index) of an access to `view` with indices `idx`.
    fn access_base(view: &BufView, idx: &[Value]) -> R<(Ptr, usize)> {
        let ptr = match &view.ptr {
            Scalar::Ptr(p) => *p,
            Scalar::Null => {
                return err(
                    ErrorKind::Invalid,
                    format!("access to buffer {} whose data pointer is null", view.name),
                );
            }
            other => {
                return err(
                    ErrorKind::Invalid,
                    format!("buffer {} has data {other}", view.name),
                );
            }
        };
        if idx.len() != view.shape.len() && !(view.shape.is_empty() && idx.len() <= 1) {
            return err(
                ErrorKind::Invalid,
                format!(
                    "buffer {} has {} dimensions but is indexed with {}",
                    view.name,
                    view.shape.len(),
                    idx.len()
                ),
            );
        }
        let mut lanes = 1;
        for v in idx {
            let l = v.lanes();
            if l == 0 {
                return err(ErrorKind::Invalid, "a void value used as an operand");
            }
            if l != 1 {
                if lanes != 1 && lanes != l {
                    return err(
                        ErrorKind::Invalid,
                        format!("operands with {lanes} and {l} lanes"),
                    );
                }
                lanes = l;
            }
        }
        Ok((ptr, lanes))
    }

    /// The byte offset (in the region of `ptr`) of the element lane `l` of
    /// indices `idx` addresses. A poison index is an error.
    fn lane_address(
        &self,
        ctx: &Ctx<'m>,
        view: &BufView,
        ptr: Ptr,
        idx: &[Value],
        l: usize,
    ) -> R<i64> {
        let index = |v: &Value| -> R<i64> {
            match lane(v, l)? {
                Scalar::Int(i) => Ok(*i),
                Scalar::Poison(p) => {
                    Err(self.poison_error(ctx, *p, &format!("an index of buffer {}", view.name)))
                }
                s => err(
                    ErrorKind::Invalid,
                    format!("buffer index: expected an integer, got {s}"),
                ),
            }
        };
        let mut flat = view.elem_offset;
        if idx.len() == 1 && view.shape.len() <= 1 {
            flat = flat.wrapping_add(index(&idx[0])?);
        } else {
            let Some(st) = &view.strides else {
                return err(
                    ErrorKind::Invalid,
                    format!(
                        "buffer {} has an unknown shape and cannot be indexed",
                        view.name
                    ),
                );
            };
            for (v, s) in idx.iter().zip(st) {
                flat = flat.wrapping_add(index(v)?.wrapping_mul(*s));
            }
        }
        let eb = elem_bytes(view.dtype) as i64;
        Ok(ptr.offset.wrapping_add(flat.wrapping_mul(eb)))
    }

    /// `view[idx]` with the indices of lane `l` (for messages).
    fn element_name(view: &BufView, idx: &[Value], l: usize) -> String {
        let ii: Vec<i64> = idx
            .iter()
            .map(|v| v.lane(l).and_then(Scalar::as_int).unwrap_or(0))
            .collect();
        format!("{}{}", view.name, fmt_index(&ii))
    }

    /// The error of poison `id` deciding `what` at the current statement.
    pub(crate) fn poison_error(&self, ctx: &Ctx<'m>, id: u32, what: &str) -> InterpError {
        let at = ctx
            .cur_stmt
            .map(|s| format!(" in `{}`", describe_stmt(s)))
            .unwrap_or_default();
        let who = match ctx.kernel {
            Some(k) => format!(" (thread {:?} of block {:?})", k.thread, k.block),
            None => String::new(),
        };
        InterpError::new(
            ErrorKind::Poison,
            format!(
                "an unspecified value decides {what}{at}{who}: it comes {}",
                self.poison.describe(id)
            ),
        )
    }

    /// Reads `len` bytes at `offset` of byte region `region`, checking
    /// bounds and recording shared accesses, and gives them to `f` with
    /// their poison: `None` when every byte is defined, else per byte the
    /// poison id (`u32::MAX` for defined bytes). Bytes never written read
    /// as a new poison origin (`what` names the element).
    fn read_with<T>(
        &mut self,
        ctx: &Ctx<'m>,
        region: u32,
        offset: i64,
        len: usize,
        what: &dyn Fn() -> String,
        f: impl FnOnce(&[u8], Option<&[u32]>) -> T,
    ) -> R<T> {
        let r = match self.mem.region(region)? {
            Region::Bytes(b) => b,
            _ => {
                return err(
                    ErrorKind::Invalid,
                    format!("{}: a packed-API struct used as data", what()),
                );
            }
        };
        let Some(range) = r.range(offset, len) else {
            return err(
                ErrorKind::OutOfBounds,
                format!(
                    "read of {}: bytes {offset}..{} outside {} ({} bytes)",
                    what(),
                    offset.saturating_add(len as i64),
                    r.name,
                    r.data.len()
                ),
            );
        };
        if r.kind == MemKind::Shared
            && let Some(k) = ctx.kernel
        {
            self.races.record(
                region,
                r.data.len(),
                &r.name,
                range.start,
                len,
                k.tid,
                false,
                ctx.cur_stmt,
            );
        }
        let tags = r
            .tags
            .as_ref()
            .map(|t| &t[range.clone()])
            .filter(|t| t.iter().any(|&x| x != DEFINED));
        let Some(tags) = tags else {
            return Ok(f(&r.data[range], None));
        };
        let unwritten = tags.contains(&UNWRITTEN);
        if unwritten
            && !self.config.check_uninit
            && tags.iter().all(|&x| x == UNWRITTEN || x == DEFINED)
        {
            return Ok(f(&r.data[range], None));
        }
        let origin = if unwritten && self.config.check_uninit {
            let name = r.name.clone();
            let who = match ctx.kernel {
                Some(k) => format!(" by thread {:?} of block {:?}", k.thread, k.block),
                None => String::new(),
            };
            let at = ctx
                .cur_stmt
                .map(|s| format!(" in `{}`", describe_stmt(s)))
                .unwrap_or_default();
            let (start, end) = (range.start, range.end);
            self.poison.origin(ctx.cur_stmt, &name, || {
                format!(
                    "a read of {} (bytes {start}..{end} of {name}, never written){who}{at}",
                    what()
                )
            })
        } else {
            u32::MAX
        };
        let ids: Vec<u32> = tags
            .iter()
            .map(|&t| match t {
                DEFINED => u32::MAX,
                UNWRITTEN => origin,
                p => p - 1,
            })
            .collect();
        Ok(f(&r.data[range], Some(&ids)))
    }

    /// Reads `len` bytes at `offset` of region `region`, checking bounds,
    /// recording shared accesses; bytes holding poison are an error (the
    /// callers pass them where no unspecified value may go).
    pub(crate) fn read_bytes(
        &mut self,
        ctx: &Ctx<'m>,
        region: u32,
        offset: i64,
        len: usize,
        what: &dyn Fn() -> String,
    ) -> R<Vec<u8>> {
        let (bytes, poison) = self.read_bytes_tagged(ctx, region, offset, len, what)?;
        match poison {
            Some(p) => Err(self.poison_error(ctx, p, &format!("the bytes of {}", what()))),
            None => Ok(bytes),
        }
    }

    /// [`Self::read_bytes`], with the poison of the first poison byte
    /// instead of an error.
    pub(crate) fn read_bytes_tagged(
        &mut self,
        ctx: &Ctx<'m>,
        region: u32,
        offset: i64,
        len: usize,
        what: &dyn Fn() -> String,
    ) -> R<(Vec<u8>, Option<u32>)> {
        self.read_with(ctx, region, offset, len, what, |b, ids| {
            let p = ids.and_then(|ids| ids.iter().copied().find(|&i| i != u32::MAX));
            (b.to_vec(), p)
        })
    }

    /// Writes `bytes` at `offset` of region `region` (defined bytes).
    pub(crate) fn write_bytes(
        &mut self,
        ctx: &Ctx<'m>,
        region: u32,
        offset: i64,
        bytes: &[u8],
        what: &dyn Fn() -> String,
    ) -> R<()> {
        self.write_with(ctx, region, offset, bytes.len(), what, |out, _| {
            out.copy_from_slice(bytes);
            Ok(None)
        })
    }

    /// Writes `bytes` at `offset` of region `region`, all of them poison
    /// `poison` when it is given (a copy of poison bytes).
    pub(crate) fn write_bytes_poison(
        &mut self,
        ctx: &Ctx<'m>,
        region: u32,
        offset: i64,
        bytes: &[u8],
        poison: Option<u32>,
        what: &dyn Fn() -> String,
    ) -> R<()> {
        let stmt = ctx.cur_stmt;
        self.write_with(ctx, region, offset, bytes.len(), what, |out, table| {
            out.copy_from_slice(bytes);
            Ok(poison.map(|p| vec![table.step(p, stmt); bytes.len()]))
        })
    }

    /// Writes `len` bytes at `offset` of byte region `region`: `f` fills
    /// them and returns, when some are poison, the poison id of each byte
    /// (`u32::MAX` for defined ones). Poison going into global memory is
    /// reported ([`super::poison`]) and marked there.
    fn write_with(
        &mut self,
        ctx: &Ctx<'m>,
        region: u32,
        offset: i64,
        len: usize,
        what: &dyn Fn() -> String,
        f: impl FnOnce(&mut [u8], &mut super::poison::PoisonTable) -> R<Option<Vec<u32>>>,
    ) -> R<()> {
        let r = match self.mem.region_mut(region)? {
            Region::Bytes(b) => b,
            _ => {
                return err(
                    ErrorKind::Invalid,
                    format!("{}: a packed-API struct used as data", what()),
                );
            }
        };
        let Some(range) = r.range(offset, len) else {
            return err(
                ErrorKind::OutOfBounds,
                format!(
                    "write of {}: bytes {offset}..{} outside {} ({} bytes)",
                    what(),
                    offset.saturating_add(len as i64),
                    r.name,
                    r.data.len()
                ),
            );
        };
        let poison = f(&mut r.data[range.clone()], &mut self.poison)?;
        match &poison {
            None => {
                if let Some(tags) = &mut r.tags {
                    tags[range.clone()].fill(DEFINED);
                }
            }
            Some(ids) => {
                if r.kind == MemKind::Global {
                    let first = ids.iter().copied().find(|&i| i != u32::MAX).unwrap_or(0);
                    let max = self.config.max_poison_reports;
                    self.poison
                        .report_store(ctx.func, ctx.cur_stmt, first, max, || {
                            format!(
                                "an unspecified value is stored to global memory: {}",
                                what()
                            )
                        });
                }
                let size = r.data.len();
                let tags = r.tags.get_or_insert_with(|| vec![DEFINED; size]);
                for (t, &i) in tags[range.clone()].iter_mut().zip(ids) {
                    *t = if i == u32::MAX { DEFINED } else { i + 1 };
                }
            }
        }
        if let Some(w) = &mut r.written {
            w[range.clone()].fill(true);
        }
        if r.kind == MemKind::Shared
            && let Some(k) = ctx.kernel
        {
            self.races.record(
                region,
                r.data.len(),
                &r.name,
                range.start,
                len,
                k.tid,
                true,
                ctx.cur_stmt,
            );
        }
        Ok(())
    }

    pub(crate) fn load(&mut self, ctx: &mut Ctx<'m>, b: &Buffer, idx: &[Value]) -> R<Value> {
        let view = self.lookup_buf(ctx, b)?;
        let (ptr, lanes) = Self::access_base(&view, idx)?;
        let eb = elem_bytes(view.dtype);
        let lb = lane_bytes(view.dtype);
        let lane_dt = view.dtype.element_of();
        let per = view.dtype.lanes.max(1) as usize;
        let decode_all = |bytes: &[u8], ids: Option<&[u32]>, out: &mut Vec<Scalar>| {
            for (j, c) in bytes.chunks(lb).enumerate() {
                let p = ids.and_then(|ids| {
                    ids[j * lb..(j + 1) * lb]
                        .iter()
                        .copied()
                        .find(|&i| i != u32::MAX)
                });
                out.push(match p {
                    Some(p) => Scalar::Poison(p),
                    None => decode(lane_dt, c),
                });
            }
        };
        if lanes == 1 && per == 1 {
            let byte = self.lane_address(ctx, &view, ptr, idx, 0)?;
            let what = || Self::element_name(&view, idx, 0);
            return self.read_with(ctx, ptr.region, byte, eb, &what, |bytes, ids| {
                let p = ids.and_then(|ids| ids.iter().copied().find(|&i| i != u32::MAX));
                Value::Scalar(match p {
                    Some(p) => Scalar::Poison(p),
                    None => decode(lane_dt, bytes),
                })
            });
        }
        let mut out = Vec::with_capacity(lanes * per);
        for l in 0..lanes {
            let byte = self.lane_address(ctx, &view, ptr, idx, l)?;
            let what = || Self::element_name(&view, idx, l);
            self.read_with(ctx, ptr.region, byte, eb, &what, |bytes, ids| {
                decode_all(bytes, ids, &mut out)
            })?;
        }
        Ok(Value::from_lanes(out))
    }

    pub(crate) fn store(
        &mut self,
        ctx: &mut Ctx<'m>,
        b: &Buffer,
        idx: &[Value],
        v: Value,
    ) -> R<()> {
        let view = self.lookup_buf(ctx, b)?;
        let (ptr, lanes) = Self::access_base(&view, idx)?;
        let eb = elem_bytes(view.dtype);
        let lb = lane_bytes(view.dtype);
        let lane_dt = view.dtype.element_of();
        let per = view.dtype.lanes.max(1) as usize;
        let need = lanes * per;
        let vals: &[Scalar] = match &v {
            Value::Scalar(s) if need == 1 => std::slice::from_ref(s),
            Value::Vector(l) if l.len() == need => l,
            other => {
                return err(
                    ErrorKind::Invalid,
                    format!(
                        "store of {other} into {} lanes of buffer {}",
                        need, view.name
                    ),
                );
            }
        };
        let stmt = ctx.cur_stmt;
        for k in 0..lanes {
            let byte = self.lane_address(ctx, &view, ptr, idx, k)?;
            let what = || Self::element_name(&view, idx, k);
            let elem = &vals[k * per..(k + 1) * per];
            self.write_with(ctx, ptr.region, byte, eb, &what, |out, poison| {
                let mut ids: Option<Vec<u32>> = None;
                for (j, s) in elem.iter().enumerate() {
                    let chunk = &mut out[j * lb..(j + 1) * lb];
                    if let Scalar::Poison(p) = s {
                        let p = poison.step(*p, stmt);
                        chunk.fill(0);
                        ids.get_or_insert_with(|| vec![u32::MAX; eb])[j * lb..(j + 1) * lb].fill(p);
                        continue;
                    }
                    encode(lane_dt, s, chunk).map_err(|m| {
                        InterpError::new(
                            ErrorKind::Invalid,
                            format!("store into {}: {m}", view.name),
                        )
                    })?;
                }
                Ok(ids)
            })?;
        }
        Ok(())
    }

    /// A call: a module function, or a builtin by name. Each group of
    /// builtins has its own method below.
    fn eval_call(
        &mut self,
        ctx: &mut Ctx<'m>,
        e: &'m Expr,
        op: &'m CallOp,
        args: &'m [Expr],
        attrs: &'m [(String, AttrValue)],
    ) -> R<Value> {
        let op: Op = match op {
            CallOp::Global(n) => {
                let vals = self.eval_args(ctx, args)?;
                let v = self.call_function(ctx, n, vals)?;
                return self.coerce(e.ty(), v);
            }
            CallOp::Builtin(op) => *op,
        };
        let name = op.name();
        if super::warp::WarpOp::of(op).is_some() {
            return self.warp_result(ctx, e, name);
        }
        match op {
            builtin::IF_THEN_ELSE => {
                need(name, args, 3)?;
                let c = self.eval(ctx, &args[0])?;
                if let Value::Scalar(s) = &c {
                    if s.poison().is_some() {
                        // Neither branch is taken: the value is poison.
                        let n = e.dtype().lanes.max(1) as usize;
                        return Ok(Value::from_lanes(vec![s.clone(); n]));
                    }
                    let pick = if ops::truth(s)? { &args[1] } else { &args[2] };
                    return self.eval(ctx, pick);
                }
                let t = self.eval(ctx, &args[1])?;
                let f = self.eval(ctx, &args[2])?;
                self.select(&c, t, f)
            }
            builtin::LIKELY => {
                need(name, args, 1)?;
                self.eval(ctx, &args[0])
            }
            builtin::ASSUME => {
                for a in args {
                    self.eval(ctx, a)?;
                }
                Ok(Value::Void)
            }
            builtin::TYPE_ANNOTATION => Ok(Value::Void),
            builtin::REINTERPRET => {
                need(name, args, 1)?;
                let v = self.eval(ctx, &args[0])?;
                self.reinterpret(&args[0], e, v)
            }
            float_convert::TVM_CONVERSION_OP => {
                need(name, args, 1)?;
                let v = self.eval(ctx, &args[0])?;
                if v.poison().is_some() {
                    return map1(&v, |s| Ok(s.clone()));
                }
                float_convert::convert_value(args[0].dtype(), e.dtype(), &v)
            }
            builtin::ISNULLPTR
            | builtin::HANDLE_ADD_BYTE_OFFSET
            | builtin::ADDRESS_OF
            | builtin::TVM_ACCESS_PTR => self.pointer_builtin(ctx, op, args),
            builtin::S_TIR_CP_ASYNC_RAW => self.cp_async(ctx, e, args),
            builtin::PTX_CP => self.ptx_cp(ctx, e),
            builtin::TVM_STRUCT_GET => {
                need(name, args, 3)?;
                let h = self.eval(ctx, &args[0])?;
                let i = self.eval_int(ctx, &args[1])?;
                let f = self.eval_int(ctx, &args[2])?;
                self.struct_get(ctx, h, i, f, e.ty())
            }
            builtin::TVM_STRUCT_SET => {
                need(name, args, 4)?;
                let h = self.eval(ctx, &args[0])?;
                let i = self.eval_int(ctx, &args[1])?;
                let f = self.eval_int(ctx, &args[2])?;
                let v = self.eval(ctx, &args[3])?;
                self.struct_set(h, i, f, v, args[3].dtype())?;
                Ok(Value::int(0))
            }
            builtin::CALL_EXTERN | builtin::CALL_PURE_EXTERN => {
                self.call_extern(ctx, e, name, args)
            }
            builtin::CALL_PACKED | builtin::CALL_CPACKED => self.packed_call(ctx, e, op, args),
            builtin::CALL_FFI_KERNEL => self.call_ffi_kernel(ctx, e, args, attrs),
            builtin::TVM_STORAGE_SYNC => err(
                ErrorKind::Unsupported,
                "tvm_storage_sync inside an expression",
            ),
            builtin::RET => err(ErrorKind::Unsupported, "T.ret inside an expression"),
            builtin::TVM_THROW_LAST_ERROR => err(ErrorKind::AssertFailed, name),
            builtin::SHIFT_LEFT
            | builtin::SHIFT_RIGHT
            | builtin::BITWISE_AND
            | builtin::BITWISE_OR
            | builtin::BITWISE_XOR
            | builtin::BITWISE_NOT
            | builtin::POPCOUNT
            | builtin::CLZ => self.bit_builtin(ctx, e, op, args),
            _ => self.math_builtin(ctx, e, op, args),
        }
    }

    /// A warp-level exchange (`T.tvm_warp_shuffle`, ...): its value was
    /// computed for every lane before the statement ran.
    fn warp_result(&self, ctx: &Ctx<'m>, e: &Expr, name: &str) -> R<Value> {
        let id = super::warp::call_id(e);
        match ctx.warp_results.iter().find(|(c, _)| *c == id) {
            Some((_, v)) => self.coerce(e.ty(), v.clone()),
            None => err(
                ErrorKind::Unsupported,
                format!(
                    "T.{name} where the interpreter cannot exchange values between lanes \
                     (only in a store, a binding or an evaluated call)"
                ),
            ),
        }
    }

    /// Pointer builtins: `T.isnullptr`, `T.handle_add_byte_offset`,
    /// `T.address_of`, `T.tvm_access_ptr`.
    fn pointer_builtin(&mut self, ctx: &mut Ctx<'m>, op: Op, args: &'m [Expr]) -> R<Value> {
        let name = op.name();
        match op {
            builtin::ISNULLPTR => {
                need(name, args, 1)?;
                let v = self.eval(ctx, &args[0])?;
                Ok(Value::int(matches!(v, Value::Scalar(Scalar::Null)) as i64))
            }
            builtin::HANDLE_ADD_BYTE_OFFSET => {
                need(name, args, 2)?;
                let p = self.eval_ptr(ctx, &args[0])?;
                let off = self.eval_int(ctx, &args[1])?;
                match p {
                    Scalar::Ptr(p) => Ok(Value::Scalar(Scalar::Ptr(Ptr {
                        region: p.region,
                        offset: p.offset.wrapping_add(off),
                    }))),
                    _ if off == 0 => Ok(Value::Scalar(Scalar::Null)),
                    _ => err(ErrorKind::Invalid, "byte offset added to a null handle"),
                }
            }
            builtin::ADDRESS_OF => {
                need(name, args, 1)?;
                let ExprKind::Load { buffer, indices } = args[0].kind() else {
                    return err(
                        ErrorKind::Unsupported,
                        format!("T.address_of of {}", describe_expr(&args[0])),
                    );
                };
                let idx = self.eval_args(ctx, indices)?;
                let view = self.lookup_buf(ctx, buffer)?;
                let (ptr, _) = Self::access_base(&view, &idx)?;
                let offset = self.lane_address(ctx, &view, ptr, &idx, 0)?;
                Ok(Value::Scalar(Scalar::Ptr(Ptr {
                    region: ptr.region,
                    offset,
                })))
            }
            _ => {
                need(name, args, 3)?;
                let t = annotated_dtype(&args[0])?;
                let p = self.eval_ptr(ctx, &args[1])?;
                let off = self.eval_int(ctx, &args[2])?;
                for a in &args[3..] {
                    self.eval(ctx, a)?;
                }
                match p {
                    Scalar::Ptr(p) => Ok(Value::Scalar(Scalar::Ptr(Ptr {
                        region: p.region,
                        offset: p
                            .offset
                            .wrapping_add(off.wrapping_mul(elem_bytes(t) as i64)),
                    }))),
                    _ => err(ErrorKind::Invalid, "tvm_access_ptr of a null pointer"),
                }
            }
        }
    }

    /// `T.call_extern(name, args...)`: a function of the module by its
    /// global symbol.
    fn call_extern(
        &mut self,
        ctx: &mut Ctx<'m>,
        e: &Expr,
        name: &str,
        args: &'m [Expr],
    ) -> R<Value> {
        need(name, args, 1)?;
        let Some(sym) = args[0].as_str() else {
            return err(ErrorKind::Invalid, "T.call_extern without a function name");
        };
        let Some((fname, _)) = self.find_symbol(sym) else {
            if self.config.opaque_externs.iter().any(|n| n == sym) {
                return self.opaque_extern(ctx, e, sym, &args[1..]);
            }
            return err(
                ErrorKind::Unsupported,
                format!("call to unknown extern function \"{sym}\""),
            );
        };
        let vals = self.eval_args(ctx, &args[1..])?;
        let v = self.call_function(ctx, fname, vals)?;
        self.coerce(e.ty(), v)
    }

    /// `T.call_ffi_kernel(kernel, args..., launch values...)`: a device
    /// kernel launch; the launch parameters come from the call's
    /// `launch_params` or the kernel's own attribute.
    fn call_ffi_kernel(
        &mut self,
        ctx: &mut Ctx<'m>,
        e: &Expr,
        args: &'m [Expr],
        attrs: &'m [(String, AttrValue)],
    ) -> R<Value> {
        need(builtin::CALL_FFI_KERNEL.name(), args, 1)?;
        let Some(sym) = args[0].as_str() else {
            return err(
                ErrorKind::Invalid,
                "T.call_ffi_kernel without a kernel name",
            );
        };
        let Some((kname, func)) = self.find_symbol(sym) else {
            return err(
                ErrorKind::Undefined,
                format!("T.call_ffi_kernel of unknown kernel \"{sym}\""),
            );
        };
        let params = attrs
            .iter()
            .find(|(k, _)| k == "launch_params")
            .and_then(|(_, v)| v.as_str_array())
            .or_else(|| {
                func.attr(keys::KERNEL_LAUNCH_PARAMS)
                    .and_then(AttrValue::as_str_array)
            })
            .unwrap_or_default();
        let vals = self.eval_args(ctx, &args[1..])?;
        self.launch_with_values(kname, func, vals, &params)?;
        self.coerce(e.ty(), Value::int(0))
    }

    /// Integer bit builtins: shifts, `bitwise_*`, `popcount`, `clz`, at the
    /// operand's width.
    fn bit_builtin(&mut self, ctx: &mut Ctx<'m>, e: &Expr, op: Op, args: &'m [Expr]) -> R<Value> {
        let dt = e.dtype();
        let name = op.name();
        match op {
            builtin::BITWISE_NOT => {
                need(name, args, 1)?;
                let x = self.eval(ctx, &args[0])?;
                let t = args[0].dtype().element_of();
                map1(&x, |p| Ok(Scalar::Int(wrap_int(t, !int_of(p, name)?))))
            }
            builtin::POPCOUNT | builtin::CLZ => {
                need(name, args, 1)?;
                let x = self.eval(ctx, &args[0])?;
                let t = args[0].dtype().element_of();
                let bits = t.bits as u32;
                map1(&x, |p| {
                    let v = int_of(p, name)? as u64;
                    let v = if bits >= 64 {
                        v
                    } else {
                        v & ((1u64 << bits) - 1)
                    };
                    let r = if op == builtin::POPCOUNT {
                        v.count_ones() as i64
                    } else {
                        (v.leading_zeros() as i64) - (64 - bits as i64)
                    };
                    Ok(Scalar::Int(wrap_int(dt.element_of(), r)))
                })
            }
            _ => {
                need(name, args, 2)?;
                let x = self.eval(ctx, &args[0])?;
                let y = self.eval(ctx, &args[1])?;
                let t = args[0].dtype().element_of();
                let mut over = None;
                let r = map2(&x, &y, |p, q| {
                    let (p, q) = (int_of(p, name)?, int_of(q, name)?);
                    if over.is_none()
                        && let Some(exact) = ops::shift_overflow(op == builtin::SHIFT_LEFT, t, p, q)
                    {
                        over = Some(format!("{t} overflow: {name}({p}, {q}) is {exact}"));
                    }
                    let r = match op {
                        builtin::SHIFT_LEFT => ops::shift(true, t, p, q)?,
                        builtin::SHIFT_RIGHT => ops::shift(false, t, p, q)?,
                        builtin::BITWISE_AND => p & q,
                        builtin::BITWISE_OR => p | q,
                        _ => p ^ q,
                    };
                    Ok(Scalar::Int(wrap_int(t, r)))
                })?;
                if let Some(what) = over {
                    self.note_undefined(ctx, e, what);
                }
                Ok(r)
            }
        }
    }

    /// Float predicates (`T.isnan`, ...), integer `T.abs` and the math
    /// functions of one and two arguments.
    fn math_builtin(&mut self, ctx: &mut Ctx<'m>, e: &Expr, op: Op, args: &'m [Expr]) -> R<Value> {
        let dt = e.dtype();
        let name = op.name();
        match op {
            builtin::ISNAN | builtin::ISINF | builtin::ISFINITE => {
                need(name, args, 1)?;
                let x = self.eval(ctx, &args[0])?;
                map1(&x, |p| {
                    let f = match p {
                        Scalar::Float(f) => *f,
                        Scalar::Int(_) => 0.0,
                        _ => return err(ErrorKind::Invalid, format!("T.{name} of {p}")),
                    };
                    let r = match op {
                        builtin::ISNAN => f.is_nan(),
                        builtin::ISINF => f.is_infinite(),
                        _ => f.is_finite(),
                    };
                    Ok(Scalar::Int(r as i64))
                })
            }
            _ if ops::math1(op, 0.0).is_some() && args.len() == 1 => {
                let x = self.eval(ctx, &args[0])?;
                let t = dt.element_of();
                map1(&x, |p| match p {
                    Scalar::Float(f) => Ok(Scalar::Float(round_float(
                        t,
                        ops::math1(op, *f).unwrap_or(f64::NAN),
                    ))),
                    _ => err(ErrorKind::Invalid, format!("T.{name} of {p}")),
                })
            }
            _ if ops::math2(op, 0.0, 0.0).is_some() && args.len() == 2 => {
                let x = self.eval(ctx, &args[0])?;
                let y = self.eval(ctx, &args[1])?;
                let t = dt.element_of();
                map2(&x, &y, |p, q| match (p, q) {
                    (Scalar::Float(a), Scalar::Float(b)) => Ok(Scalar::Float(round_float(
                        t,
                        ops::math2(op, *a, *b).unwrap_or(f64::NAN),
                    ))),
                    _ => err(ErrorKind::Invalid, format!("T.{name} of {p} and {q}")),
                })
            }
            _ => err(
                ErrorKind::Unsupported,
                format!("builtin T.{name} is not supported by the interpreter"),
            ),
        }
    }

    /// `T.reinterpret`: the same bits read as another type of the same size.
    fn reinterpret(&self, arg: &Expr, e: &Expr, v: Value) -> R<Value> {
        let to = e.dtype();
        let from = arg.dtype();
        if let Some(p) = v.poison() {
            // The bits are unspecified: so is every lane read from them.
            let n = to.lanes.max(1) as usize;
            return Ok(Value::from_lanes(vec![Scalar::Poison(p); n]));
        }
        if e.ty().is_handle_like() || to.is_handle() {
            return map1(&v, |s| match s {
                Scalar::Ptr(_) | Scalar::Null => Ok(s.clone()),
                Scalar::Int(0) => Ok(Scalar::Null),
                Scalar::Int(bits) if from.bits == 64 => {
                    pointer_of_bits(*bits).map(Scalar::Ptr).ok_or_else(|| {
                        InterpError::new(
                            ErrorKind::Invalid,
                            format!("reinterpret of {s} as a pointer: not the bits of a pointer"),
                        )
                    })
                }
                _ => err(
                    ErrorKind::Invalid,
                    format!("reinterpret of {s} as a pointer"),
                ),
            });
        }
        if arg.ty().is_handle_like() || from.is_handle() {
            return map1(&v, |s| match s {
                Scalar::Null => Ok(Scalar::Int(0)),
                Scalar::Ptr(p) if to.bits == 64 && to.is_index() => match bits_of_pointer(p) {
                    Some(b) => Ok(Scalar::Int(b)),
                    None => err(
                        ErrorKind::Unsupported,
                        format!("reinterpret of pointer {s} as {to}: offset too large"),
                    ),
                },
                _ => err(
                    ErrorKind::Unsupported,
                    format!("reinterpret of pointer {s} as {to}"),
                ),
            });
        }
        if from.total_bits() != to.total_bits() {
            return err(
                ErrorKind::Invalid,
                format!("reinterpret of {from} as {to}: sizes differ"),
            );
        }
        let fl = lane_bytes(from);
        let mut bytes = vec![0u8; fl * from.lanes.max(1) as usize];
        for i in 0..from.lanes.max(1) as usize {
            encode(
                from.element_of(),
                lane(&v, i)?,
                &mut bytes[i * fl..(i + 1) * fl],
            )
            .map_err(|m| InterpError::new(ErrorKind::Invalid, m))?;
        }
        let tl = lane_bytes(to);
        let out: Vec<Scalar> = (0..to.lanes.max(1) as usize)
            .map(|i| {
                decode(
                    to.element_of(),
                    bytes.get(i * tl..(i + 1) * tl).unwrap_or(&[]),
                )
            })
            .collect();
        Ok(Value::from_lanes(out))
    }

    /// `T.s_tir.cp_async_raw(dtype, dst, dst_off, src, src_off, bytes[, pred])`:
    /// a copy of 4, 8 or 16 bytes (what PTX `cp.async` moves per thread);
    /// offsets are in units of each pointer's element type (the `dtype` for
    /// untyped pointers: a first string argument, or else the call's own
    /// type, as the reader builds it). A false predicate fills the
    /// destination with zeros. Into shared memory of a running kernel the
    /// copy is asynchronous ([`tirsat_ir::async_copy`]): the source is read
    /// now, the destination written when a `wait_group` / `wait_all` of the
    /// thread completes it, and the race detector treats the bytes as being
    /// written until then. Elsewhere it is synchronous.
    fn cp_async(&mut self, ctx: &mut Ctx<'m>, call: &'m Expr, args: &'m [Expr]) -> R<Value> {
        let (dt, args) = match args.first() {
            Some(a)
                if a.as_str().is_some()
                    || a.as_builtin_call(builtin::TYPE_ANNOTATION).is_some() =>
            {
                (annotated_dtype(a)?, &args[1..])
            }
            _ => (call.dtype(), args),
        };
        if !(5..=6).contains(&args.len()) {
            return err(
                ErrorKind::Invalid,
                format!(
                    "T.s_tir.cp_async_raw needs (dst, dst_offset, src, src_offset, bytes[, predicate]) after its dtype, has {} arguments",
                    args.len()
                ),
            );
        }
        let dst = self.eval_ptr(ctx, &args[0])?;
        let dst_off = self.eval_int(ctx, &args[1])?;
        let src = self.eval_ptr(ctx, &args[2])?;
        let src_off = self.eval_int(ctx, &args[3])?;
        let n = self.eval_int(ctx, &args[4])?;
        let pred = match args.get(5) {
            Some(p) => self.eval_cond(ctx, p)?,
            None => true,
        };
        let (Scalar::Ptr(d), Scalar::Ptr(s)) = (&dst, &src) else {
            return err(ErrorKind::Invalid, "cp_async_raw with a null pointer");
        };
        if ![4, 8, 16].contains(&n) {
            return err(
                ErrorKind::Invalid,
                format!("cp_async_raw of {n} bytes (PTX cp.async copies 4, 8 or 16)"),
            );
        }
        let db = d
            .offset
            .wrapping_add(dst_off.wrapping_mul(pointer_unit(&args[0], dt)));
        let sb = s
            .offset
            .wrapping_add(src_off.wrapping_mul(pointer_unit(&args[2], dt)));
        let (data, poison) = if pred {
            self.read_bytes_tagged(ctx, s.region, sb, n as usize, &|| {
                format!("cp_async_raw source +{sb}")
            })?
        } else {
            (vec![0u8; n as usize], None)
        };
        if let (Some(k), Region::Bytes(r)) = (ctx.kernel, self.mem.region(d.region)?)
            && r.kind == MemKind::Shared
        {
            let Some(range) = r.range(db, data.len()) else {
                return err(
                    ErrorKind::OutOfBounds,
                    format!(
                        "write of cp_async_raw destination +{db}: bytes {db}..{} outside {} ({} bytes)",
                        db.saturating_add(n),
                        r.name,
                        r.data.len()
                    ),
                );
            };
            let (size, name) = (r.data.len(), r.name.clone());
            let id = self.races.begin_async(
                d.region,
                size,
                &name,
                range.start,
                range.len(),
                k.tid,
                ctx.cur_stmt,
            );
            ctx.async_copies.pending.push((
                None,
                PendingCopy {
                    id,
                    region: d.region,
                    offset: db,
                    data,
                    poison,
                    stmt: ctx.cur_stmt,
                },
            ));
            return Ok(Value::int(0));
        }
        self.write_bytes_poison(ctx, d.region, db, &data, poison, &|| {
            format!("cp_async_raw destination +{db}")
        })?;
        Ok(Value::int(0))
    }

    /// `T.ptx.cp(...)`: the `cp.async` group operations. `commit_group`
    /// closes the thread's open group; `wait_group N` completes every
    /// committed group but the `N` most recent; `wait_all` completes every
    /// copy. Other `cp` instructions are not modelled.
    fn ptx_cp(&mut self, ctx: &mut Ctx<'m>, e: &'m Expr) -> R<Value> {
        match async_copy::op_of(e) {
            Some(op) if op != AsyncOp::Copy => self.async_group_op(ctx, op)?,
            _ => {
                return err(
                    ErrorKind::Unsupported,
                    format!(
                        "{} (of the cp instructions only cp.async's commit_group, wait_group and wait_all run)",
                        describe_expr(e)
                    ),
                );
            }
        }
        Ok(Value::Void)
    }

    /// A commit or a wait of the thread's cp.async groups.
    pub(crate) fn async_group_op(&mut self, ctx: &mut Ctx<'m>, op: AsyncOp) -> R<()> {
        let done = |g: Option<u64>, committed: u64, op: AsyncOp| match op {
            AsyncOp::WaitAll => true,
            AsyncOp::WaitGroup(n) => g.is_some_and(|g| g.saturating_add(n) < committed),
            _ => false,
        };
        match op {
            AsyncOp::Commit => {
                let a = &mut ctx.async_copies;
                for (g, _) in a.pending.iter_mut().filter(|(g, _)| g.is_none()) {
                    *g = Some(a.committed);
                }
                a.committed += 1;
            }
            AsyncOp::WaitGroup(_) | AsyncOp::WaitAll => {
                let committed = ctx.async_copies.committed;
                let (finished, still): (Vec<_>, Vec<_>) =
                    std::mem::take(&mut ctx.async_copies.pending)
                        .into_iter()
                        .partition(|(g, _)| done(*g, committed, op));
                ctx.async_copies.pending = still;
                for (_, c) in finished {
                    self.complete_copy(ctx, c)?;
                }
            }
            AsyncOp::Copy => {}
        }
        Ok(())
    }

    /// Writes a completed asynchronous copy, as a write of its statement.
    fn complete_copy(&mut self, ctx: &mut Ctx<'m>, c: PendingCopy<'m>) -> R<()> {
        self.races
            .end_async(c.id, c.region, c.offset.max(0) as usize, c.data.len());
        let saved = std::mem::replace(&mut ctx.cur_stmt, c.stmt);
        let r = self.write_bytes_poison(ctx, c.region, c.offset, &c.data, c.poison, &|| {
            format!("cp_async_raw destination +{}", c.offset)
        });
        ctx.cur_stmt = saved;
        r
    }
}

/// The 64 bits a pointer reinterpreted as an integer holds: `(region + 1) <<
/// 40` plus the byte offset (`|offset| < 2^39`), so that integer arithmetic
/// on them moves the offset and [`pointer_of_bits`] reads them back; `None`
/// for an offset out of that range. Null is 0.
fn bits_of_pointer(p: &Ptr) -> Option<i64> {
    const HALF: i64 = 1 << 39;
    if !(-HALF < p.offset && p.offset < HALF) {
        return None;
    }
    (i64::from(p.region) + 1)
        .checked_mul(1 << 40)?
        .checked_add(p.offset)
}

/// The pointer whose bits ([`bits_of_pointer`]) `bits` are.
fn pointer_of_bits(bits: i64) -> Option<Ptr> {
    const HALF: i64 = 1 << 39;
    let region1 = bits.checked_add(HALF)? >> 40;
    if region1 < 1 {
        return None;
    }
    let region = u32::try_from(region1 - 1).ok()?;
    Some(Ptr {
        region,
        offset: bits - (region1 << 40),
    })
}
