//! Calls of the operations in TVM's op table (`script::op_table`): one
//! generic handler binds the arguments to the parameters of TVMScript's
//! function and forms the result type by the table's rule; `T.ptx` families
//! keep their operands and modifier strings. Only operations with special
//! syntax or semantics have code here.

use super::Reader;
use super::error::{At, RResult, located};
use super::eval::{Args, check_index_count, void_pointer};
use super::value::Value;
use crate::op_table::{self, Default, DtypeAt, Form, OpInfo, ResultRule};
use tirsat_ir::builtin;
use tirsat_ir::{AttrValue, DataType, Expr, ExprKind, Scope, Type};

/// Names with code in this file (TVM's function does more than build one call).
pub(crate) const OP_CODE: &[&str] = &[
    "call_extern",
    "call_pure_extern",
    "call_packed",
    "tvm_call_packed",
    "call_cpacked",
    "tvm_call_cpacked",
    "call_packed_lowered",
    "tvm_call_packed_lowered",
    "call_cpacked_lowered",
    "tvm_call_cpacked_lowered",
    "call_ffi_kernel",
    "call_intrin",
    "tvm_access_ptr",
    "address_of",
    "handle_add_byte_offset",
    "s_tir.cp_async_raw",
    "assume",
    "tvm_stack_alloca",
    "break_loop",
    "continue_loop",
];

impl Reader<'_> {
    /// `T.<name>(...)` of an operation: its code, or the table's generic rule.
    pub(crate) fn op_call(&mut self, name: &str, a: Args) -> RResult<Value> {
        if OP_CODE.contains(&name) {
            return self.op_code(name, a);
        }
        if super::legacy_ops::LEGACY_OPS.contains(&name) {
            return self.legacy_cuda_call(name, a);
        }
        if name == "cuda.func_call" {
            return self.cuda_func_call(a);
        }
        let Some(info) = op_table::lookup(name) else {
            return located(a.range, format!("unknown function T.{name}"));
        };
        match info.form {
            Form::Ptx => self.ptx_call(info, a),
            Form::Tile => located(
                a.range,
                format!("T.{name}: tile operations are not supported yet"),
            ),
            Form::Printer => located(
                a.range,
                format!(
                    "T.{name}: TVM 0.27 prints this operation but cannot read it back \
                     (TVMScript has no function for it)"
                ),
            ),
            Form::Special if info.result == ResultRule::Special => located(
                a.range,
                format!(
                    "T.{name}: TVM 0.27 builds this operation with rules of its own \
                     that the reader does not implement"
                ),
            ),
            Form::Intrin | Form::Node | Form::Special => self.intrin_call(info, a),
        }
    }

    /// `call_intrin(result, op, *params)`: arguments bound to the parameters
    /// (positional, then by keyword, then Python-literal defaults), the result
    /// type by the table's rule. A printed dtype (`T.dp4a("int32", a, b)`) is
    /// taken where TVM's printer puts it.
    fn intrin_call(&mut self, info: &'static OpInfo, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let params = info.params.as_deref().unwrap_or(&[]);
        let max = info.arity().1;
        let mut printed_dtype = None;
        if !matches!(info.result, ResultRule::Arg(_))
            && max.is_some_and(|m| a.pos.len() > m)
            && info.dtype_at != DtypeAt::None
        {
            let at = if info.dtype_at == DtypeAt::First {
                0
            } else {
                a.pos.len() - 1
            };
            let (v, r) = a.pos.remove(at);
            printed_dtype = Some(self.to_type(&v, r)?);
        }
        if !params.iter().any(|p| p.name == "dtype") {
            // TVMScript's `_op_wrapper` drops a `dtype=` keyword.
            let _ = a.kwarg("dtype");
        }
        let mut bound: Vec<Vec<(Value, ruff_text_size::TextRange)>> =
            Vec::with_capacity(params.len());
        let mut after_variadic = false;
        for (i, p) in params.iter().enumerate() {
            if p.variadic {
                bound.push(a.rest(i));
                after_variadic = true;
                continue;
            }
            // Parameters after `*args` are keyword-only in Python.
            let given = if after_variadic {
                a.kwarg(p.name)
            } else {
                a.get(i, p.name)
            };
            let v = match (given, &p.default) {
                (Some(v), _) => vec![v],
                (None, None) => {
                    return located(
                        range,
                        format!("T.{}: missing argument '{}'", info.name, p.name),
                    );
                }
                (None, Some(d)) => match default_value(d) {
                    Some(v) => vec![(v, range)],
                    None if matches!(d, Default::None) => Vec::new(),
                    None => {
                        return located(
                            range,
                            format!(
                                "T.{}: argument '{}' has no literal default; pass it",
                                info.name, p.name
                            ),
                        );
                    }
                },
            };
            bound.push(v);
        }
        a.finish()?;
        let ty = match &info.result {
            _ if printed_dtype.is_some() => printed_dtype.unwrap_or(Type::Void),
            ResultRule::Fixed(t) => t.clone(),
            ResultRule::Arg(i) => {
                let Some((v, r)) = bound.get(*i).and_then(|b| b.first()) else {
                    return located(range, format!("T.{}: missing dtype", info.name));
                };
                self.to_type(v, *r)?
            }
            ResultRule::TypeOf(i) | ResultRule::FloatOf(i) => {
                let Some((v, r)) = bound.get(*i).and_then(|b| b.first()) else {
                    return located(range, format!("T.{}: missing argument", info.name));
                };
                let e = self.to_expr(v, *r)?;
                if matches!(info.result, ResultRule::FloatOf(_)) && !e.dtype().is_float() {
                    return located(
                        *r,
                        format!(
                            "T.{} only supports floating-point inputs, but got {}",
                            info.name,
                            e.dtype()
                        ),
                    );
                }
                e.ty().clone()
            }
            ResultRule::Special => {
                return located(
                    range,
                    format!("T.{}: the result type is not known", info.name),
                );
            }
        };
        let dtype_param = match info.result {
            ResultRule::Arg(i) => Some(i),
            _ => None,
        };
        let mut args = Vec::new();
        for (i, vals) in bound.iter().enumerate() {
            if Some(i) == dtype_param {
                continue;
            }
            for (v, r) in vals {
                args.push(self.call_arg(v, *r)?);
            }
        }
        Ok(Value::Expr(Expr::call(ty, info.op(), args)))
    }

    /// `T.cuda.func_call(func_name, *args, source_code=..., return_type="void",
    /// lazy_args=())`, built as TVM 0.27's `cuda_func_call` does: the call's
    /// arguments are the name, `args` and the source code (last); its type is
    /// `return_type`; a non-empty `lazy_args` (argument indices, sorted and
    /// without repeats) is a call attribute.
    fn cuda_func_call(&mut self, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let (f, fr) = a.req(0, "func_name")?;
        let rest = a.rest(1);
        let Some((src, sr)) = a.kwarg("source_code") else {
            return located(range, "T.cuda.func_call: missing argument 'source_code'");
        };
        let ty = match a.kwarg("return_type") {
            Some((v, r)) => self.to_type(&v, r)?,
            None => Type::Void,
        };
        let lazy = a.kwarg("lazy_args");
        a.finish()?;
        let mut args = Vec::with_capacity(rest.len() + 2);
        args.push(self.call_arg(&f, fr)?);
        for (v, r) in &rest {
            args.push(self.call_arg(v, *r)?);
        }
        args.push(self.call_arg(&src, sr)?);
        let mut indices = std::collections::BTreeSet::new();
        if let Some((v, r)) = lazy {
            let Some(items) = v.as_seq() else {
                return located(r, "cuda_func_call lazy_args must be a sequence of integers");
            };
            for x in items {
                let Value::Int(i) = x else {
                    return located(
                        r,
                        "cuda_func_call lazy_args must contain integer argument indices",
                    );
                };
                if *i < 0 || *i >= rest.len() as i128 {
                    return located(r, "cuda_func_call lazy_args index is out of range");
                }
                indices.insert(*i as i64);
            }
        }
        let attrs = if indices.is_empty() {
            Vec::new()
        } else {
            let items = indices.into_iter().map(AttrValue::Int).collect();
            vec![("lazy_args".to_string(), AttrValue::Array(items))]
        };
        Ok(Value::Expr(Expr::new(
            ty,
            ExprKind::Call {
                op: tirsat_ir::CallOp::Builtin(builtin::CUDA_FUNC_CALL),
                args,
                attrs,
            },
        )))
    }

    /// `T.ptx.<family>(operands..., modifiers...)`: a void statement keeping
    /// its arguments as printed.
    fn ptx_call(&mut self, info: &'static OpInfo, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let rest = a.rest(0);
        a.finish()?;
        // The printed form: trailing modifier strings in slot order (`""`
        // an omitted slot), the last one TVM's marker of flags.
        let strings: Vec<&str> = rest
            .iter()
            .rev()
            .map_while(|(v, _)| match v {
                Value::Str(s) => Some(s.as_str()),
                _ => None,
            })
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        if let Some((_, tokens)) = strings.split_last() {
            let family = info.name.strip_prefix("ptx.").unwrap_or(info.name);
            crate::ptx_slots::check_modifiers(family, tokens).at(range)?;
        }
        let mut args = Vec::with_capacity(rest.len());
        for (v, r) in &rest {
            args.push(self.call_arg(v, *r)?);
        }
        Ok(Value::Expr(Expr::call(Type::Void, info.op(), args)))
    }

    fn op_code(&mut self, name: &str, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let v = match name {
            "call_extern" | "call_pure_extern" => self.extern_call(name, a)?,
            "call_packed"
            | "tvm_call_packed"
            | "call_cpacked"
            | "tvm_call_cpacked"
            | "call_packed_lowered"
            | "tvm_call_packed_lowered"
            | "call_cpacked_lowered"
            | "tvm_call_cpacked_lowered" => {
                let _ = a.kwarg("dtype");
                let rest = a.rest(0);
                a.finish()?;
                let mut args = Vec::with_capacity(rest.len());
                for (v, r) in &rest {
                    args.push(self.call_arg(v, *r)?);
                }
                let op = name.strip_prefix("tvm_").unwrap_or(name);
                Value::Expr(Expr::call(
                    DataType::i32(),
                    super::op_named(op).at(range)?,
                    args,
                ))
            }
            "call_ffi_kernel" => self.ffi_kernel_call(a)?,
            "call_intrin" => {
                let (d, dr) = a.req(0, "dtype")?;
                let (f, fr) = a.req(1, "func_name")?;
                let rest = a.rest(2);
                a.finish()?;
                let ty = self.to_type(&d, dr)?;
                let fname = self.to_string(&f, fr, "intrinsic name")?;
                let Some(info) = op_table::by_tvm_op(&fname) else {
                    return located(fr, format!("T.call_intrin: unknown op \"{fname}\""));
                };
                let op = info.op();
                let mut args = Vec::with_capacity(rest.len());
                for (v, r) in &rest {
                    args.push(self.call_arg(v, *r)?);
                }
                Value::Expr(Expr::call(ty, op, args))
            }
            "tvm_access_ptr" => self.access_ptr_call(a)?,
            "address_of" => self.address_of_call(a)?,
            "handle_add_byte_offset" => {
                let (h, hr) = a.req(0, "handle")?;
                let (o, or) = a.req(1, "offset")?;
                a.finish()?;
                let h = self.to_expr(&h, hr)?;
                let scope = match h.ty() {
                    Type::Pointer { scope, .. } => scope.clone(),
                    _ => Scope::global(),
                };
                let o = self.call_arg(&o, or)?;
                Value::Expr(Expr::call(
                    void_pointer(&scope),
                    builtin::HANDLE_ADD_BYTE_OFFSET,
                    vec![h, o],
                ))
            }
            "s_tir.cp_async_raw" => {
                let rest = a.rest(0);
                a.finish()?;
                if rest.len() != 6 {
                    return located(
                        range,
                        "T.s_tir.cp_async_raw takes (dtype, dst, dst_offset, src, src_offset, size)",
                    );
                }
                let t = self.to_dtype(&rest[0].0, rest[0].1)?;
                let mut args = Vec::with_capacity(5);
                for (v, r) in &rest[1..] {
                    args.push(self.call_arg(v, *r)?);
                }
                Value::Expr(Expr::call(t, builtin::S_TIR_CP_ASYNC_RAW, args))
            }
            "assume" => {
                let (c, cr) = a.req(0, "cond")?;
                a.finish()?;
                let c = self.to_expr(&c, cr)?;
                Value::Expr(Expr::call(DataType::bool(), builtin::ASSUME, vec![c]))
            }
            "tvm_stack_alloca" => {
                let (d, dr) = a.req(0, "dtype_str")?;
                let (n, nr) = a.req(1, "num")?;
                a.finish()?;
                let kind = self.to_string(&d, dr, "stack kind")?;
                let ty = match kind.as_str() {
                    "shape" => Type::pointer(DataType::i64(), "global"),
                    "arg_tcode" => Type::pointer(DataType::i32(), "global"),
                    _ => Type::Prim(DataType::handle()),
                };
                let args = vec![Expr::str(&kind), self.call_arg(&n, nr)?];
                Value::Expr(Expr::call(ty, builtin::TVM_STACK_ALLOCA, args))
            }
            "break_loop" | "continue_loop" => {
                a.finish()?;
                Value::Expr(Expr::call(
                    Type::Void,
                    super::op_named(name).at(range)?,
                    vec![],
                ))
            }
            _ => return located(range, format!("unknown function T.{name}")),
        };
        Ok(v)
    }

    /// `T.call_extern(dtype, name, *args)` and `T.call_pure_extern`.
    fn extern_call(&mut self, name: &str, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let mut all = Vec::new();
        if let Some((d, dr)) = a.kwarg("dtype") {
            all.push((d, dr));
        }
        all.extend(a.rest(0));
        a.finish()?;
        if all.len() < 2 {
            return located(range, format!("T.{name} needs a dtype and a function name"));
        }
        let ty = self.to_type(&all[0].0, all[0].1)?;
        let fname = self.to_string(&all[1].0, all[1].1, "function name")?;
        let mut args = vec![Expr::str(&fname)];
        for (v, r) in &all[2..] {
            args.push(self.call_arg(v, *r)?);
        }
        Ok(Value::Expr(Expr::call(
            ty,
            super::op_named(name).at(range)?,
            args,
        )))
    }

    /// `T.call_ffi_kernel(*args, launch_params=[...], ret_ty=...)`: the launch
    /// parameters and result type as call attributes.
    fn ffi_kernel_call(&mut self, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let rest = a.rest(0);
        let Some((lp, lr)) = a.kwarg("launch_params") else {
            return located(range, "T.call_ffi_kernel needs launch_params=[...]");
        };
        let ret = match a.kwarg("ret_ty") {
            Some((v, r)) => self.to_type(&v, r)?,
            None => Type::Prim(DataType::i32()),
        };
        a.finish()?;
        let mut args = Vec::with_capacity(rest.len());
        for (v, r) in &rest {
            args.push(self.call_arg(v, *r)?);
        }
        let Some(items) = lp.as_seq() else {
            return located(lr, "launch_params must be a list of strings");
        };
        let mut params = Vec::with_capacity(items.len());
        for p in items {
            params.push(AttrValue::Str(self.to_string(p, lr, "launch parameter")?));
        }
        Ok(Value::Expr(Expr::new(
            ret,
            ExprKind::Call {
                op: tirsat_ir::CallOp::Builtin(builtin::CALL_FFI_KERNEL),
                args,
                attrs: vec![("launch_params".to_string(), AttrValue::Array(params))],
            },
        )))
    }

    /// `T.tvm_access_ptr(type_annotation, data, offset, extent, rw_mask)`.
    fn access_ptr_call(&mut self, mut a: Args) -> RResult<Value> {
        let (p, pr) = a.req(0, "ptype")?;
        let (d, dr) = a.req(1, "data")?;
        let (o, or) = a.req(2, "offset")?;
        let (e, er) = a.req(3, "extent")?;
        let (m, mr) = a.req(4, "rw_mask")?;
        a.finish()?;
        let ptype = match &p {
            Value::Str(_) | Value::Builtin(_) => {
                let t = self.to_type(&p, pr)?;
                Expr::call(t, builtin::TYPE_ANNOTATION, vec![])
            }
            other => self.to_expr(other, pr)?,
        };
        let data = self.to_expr(&d, dr)?;
        let scope = match data.ty() {
            Type::Pointer { scope, .. } => scope.clone(),
            _ => Scope::global(),
        };
        let ty = Type::Pointer {
            elem: ptype.dtype(),
            scope,
        };
        let args = vec![
            ptype,
            data,
            self.call_arg(&o, or)?,
            self.call_arg(&e, er)?,
            self.call_arg(&m, mr)?,
        ];
        Ok(Value::Expr(Expr::call(ty, builtin::TVM_ACCESS_PTR, args)))
    }

    /// `T.address_of(A[i])`: a handle to a buffer element.
    fn address_of_call(&mut self, mut a: Args) -> RResult<Value> {
        let (o, or) = a.req(0, "obj")?;
        a.finish()?;
        Ok(match &o {
            Value::Buffer(b) => {
                let idx = vec![Expr::i32(0); b.shape().len()];
                check_index_count(b, &idx, or)?;
                let load = Expr::load(b, idx);
                Value::Expr(Expr::call(b.data_type(), builtin::ADDRESS_OF, vec![load]))
            }
            other => {
                let e = self.to_expr(other, or)?;
                let ty = match e.kind() {
                    ExprKind::Load { buffer, .. } => buffer.data_type(),
                    ExprKind::Var(v) => match v.ty() {
                        Type::Prim(t) => Type::pointer(*t, "global"),
                        Type::TensorMap => Type::Prim(DataType::uint(64)),
                        _ => return located(or, "address_of needs a scalar variable"),
                    },
                    _ => {
                        return located(or, "address_of needs a buffer element or a variable");
                    }
                };
                Value::Expr(Expr::call(ty, builtin::ADDRESS_OF, vec![e]))
            }
        })
    }
}

/// The value of a Python-literal default (`None` has none: the argument is
/// left out).
fn default_value(d: &Default) -> Option<Value> {
    match d {
        Default::Bool(b) => Some(Value::Bool(*b)),
        Default::Int(i) => Some(Value::Int(*i as i128)),
        Default::Float(f) => Some(Value::Float(*f)),
        Default::Str(s) => Some(Value::Str(s.clone())),
        Default::None | Default::Other => None,
    }
}
