//! The simulated packed-function ABI: `TVMFFIAny` argument arrays, `DLTensor`
//! structs, `tvm_struct_get`/`tvm_struct_set`, and `T.call_packed` /
//! `T.tvm_call_cpacked` calls.
//!
//! Field kinds of `tvm_struct_get(handle, index, field)` (TVM's numbering):
//! `DLTensor` fields data = 1, shape = 2, strides = 3, ndim = 4, dtype code /
//! bits / lanes = 5 / 6 / 7, byte_offset = 8, device_id = 9, device_type = 10;
//! `TVMFFIAny` type index = 13, zero padding = 14, union value = 15; an element
//! of an int64 array (shape, strides) = 17.
//!
//! Argument type indices: None = 0, Int = 1, Bool = 2, Float = 3, OpaquePtr = 4,
//! DLTensorPtr = 7, Tensor object = 70 (its `DLTensor` starts 24 bytes past the
//! handle).

use super::error::{ErrorKind, err};
use super::exec::{Binding, Ctx, Interpreter, R, any_to_value, is_packed_api};
use super::memory::{DlTensor, FFI_ANY_BYTES, FfiAny, MemKind, Region, TENSOR_OBJECT_HEADER};
use super::value::{Ptr, Scalar, Value, dl_bits, dl_type_code};
use super::{ArgValue, HostBuffer};
use tirsat_ir::{AttrValue, DataType, Expr, PrimFunc, Type, keys};
use tirsat_ir::{Op, builtin};

/// `TVMFFIAny` type indices.
pub mod type_index {
    /// `None`.
    pub const NONE: i32 = 0;
    /// An int64.
    pub const INT: i32 = 1;
    /// A bool (stored as int64).
    pub const BOOL: i32 = 2;
    /// A float64.
    pub const FLOAT: i32 = 3;
    /// An opaque pointer.
    pub const OPAQUE_PTR: i32 = 4;
    /// A `DLTensor*`.
    pub const DLTENSOR_PTR: i32 = 7;
    /// A Tensor object (its `DLTensor` 24 bytes past the handle).
    pub const TENSOR: i32 = 70;
}

fn result_dtype(ty: &Type) -> DataType {
    match ty {
        Type::Pointer { .. } => DataType::handle(),
        t => t.dtype(),
    }
}

/// A scalar read as type `ty` (integers and floats reinterpret each other's
/// bits, as reading a C union does).
fn as_type(s: &Scalar, ty: &Type) -> R<Value> {
    let dt = result_dtype(ty);
    let v = if dt.is_handle() {
        match s {
            Scalar::Ptr(_) | Scalar::Null => s.clone(),
            Scalar::Int(0) => Scalar::Null,
            _ => return err(ErrorKind::Invalid, format!("{s} read as a handle")),
        }
    } else if dt.is_float() {
        match s {
            Scalar::Float(f) => Scalar::Float(super::value::round_float(dt, *f)),
            Scalar::Int(i) => Scalar::Float(f64::from_bits(*i as u64)),
            _ => return err(ErrorKind::Invalid, format!("{s} read as {dt}")),
        }
    } else {
        match s {
            Scalar::Int(i) => Scalar::Int(tirsat_ir::expr::wrap_int(dt, *i)),
            Scalar::Float(f) => Scalar::Int(tirsat_ir::expr::wrap_int(dt, f.to_bits() as i64)),
            Scalar::Null => Scalar::Int(0),
            _ => return err(ErrorKind::Invalid, format!("{s} read as {dt}")),
        }
    };
    Ok(Value::Scalar(v))
}

/// The pointer `h` that `tvm_struct_get`/`tvm_struct_set` (`op`) reads or
/// writes through; an error naming the call for any other value.
fn struct_handle(h: Value, op: Op, field: i64) -> R<Ptr> {
    match h {
        Value::Scalar(Scalar::Ptr(p)) => Ok(p),
        other => err(
            ErrorKind::Invalid,
            format!("{op}(field {field}) on {other}"),
        ),
    }
}

impl<'m> Interpreter<'m> {
    /// `tvm_struct_get(h, index, field)` with result type `ty`.
    pub(crate) fn struct_get(
        &mut self,
        ctx: &Ctx<'m>,
        h: Value,
        index: i64,
        field: i64,
        ty: &Type,
    ) -> R<Value> {
        let p = struct_handle(h, builtin::TVM_STRUCT_GET, field)?;
        if field == 17 {
            let bytes = self.read_bytes(
                ctx,
                p.region,
                p.offset.wrapping_add(index.wrapping_mul(8)),
                8,
                &|| format!("int64 array element {index}"),
            )?;
            let mut b = [0u8; 8];
            b.copy_from_slice(&bytes);
            return as_type(&Scalar::Int(i64::from_le_bytes(b)), ty);
        }
        match self.mem.region(p.region)? {
            Region::Any(items) => {
                if p.offset % FFI_ANY_BYTES != 0 {
                    return err(ErrorKind::Invalid, "misaligned TVMFFIAny pointer");
                }
                let i = (p.offset / FFI_ANY_BYTES).wrapping_add(index);
                let Some(a) = usize::try_from(i).ok().and_then(|i| items.get(i)) else {
                    return err(
                        ErrorKind::OutOfBounds,
                        format!("packed argument #{i} of {}", items.len()),
                    );
                };
                match field {
                    13 => as_type(&Scalar::Int(a.type_index as i64), ty),
                    14 => as_type(&Scalar::Int(0), ty),
                    15 => as_type(&a.value, ty),
                    _ => err(
                        ErrorKind::Unsupported,
                        format!("tvm_struct_get field {field} of a TVMFFIAny"),
                    ),
                }
            }
            Region::Tensor(t) => {
                if p.offset != 0 || index != 0 {
                    return err(
                        ErrorKind::Invalid,
                        format!("DLTensor pointer at offset {} index {index}", p.offset),
                    );
                }
                let s = match field {
                    1 => t.data.clone(),
                    2 => t.shape.clone(),
                    3 => t.strides.clone(),
                    4 => Scalar::Int(t.ndim as i64),
                    5 => Scalar::Int(dl_type_code(t.dtype) as i64),
                    6 => Scalar::Int(dl_bits(t.dtype) as i64),
                    7 => Scalar::Int(t.dtype.lanes as i64),
                    8 => Scalar::Int(t.byte_offset as i64),
                    9 => Scalar::Int(t.device_id as i64),
                    10 => Scalar::Int(t.device_type as i64),
                    _ => {
                        return err(
                            ErrorKind::Unsupported,
                            format!("tvm_struct_get field {field} of a DLTensor"),
                        );
                    }
                };
                as_type(&s, ty)
            }
            _ => err(
                ErrorKind::Invalid,
                format!("tvm_struct_get field {field} of a data pointer"),
            ),
        }
    }

    /// `tvm_struct_set(h, index, field, v)` on a `TVMFFIAny` array.
    pub(crate) fn struct_set(
        &mut self,
        h: Value,
        index: i64,
        field: i64,
        v: Value,
        vt: DataType,
    ) -> R<()> {
        let p = struct_handle(h, builtin::TVM_STRUCT_SET, field)?;
        let Region::Any(items) = self.mem.region_mut(p.region)? else {
            return err(
                ErrorKind::Unsupported,
                format!("tvm_struct_set field {field} of a non-TVMFFIAny struct"),
            );
        };
        let i = (p.offset / FFI_ANY_BYTES).wrapping_add(index);
        let Some(a) = usize::try_from(i).ok().and_then(|i| items.get_mut(i)) else {
            return err(ErrorKind::OutOfBounds, format!("TVMFFIAny slot {i}"));
        };
        let Value::Scalar(s) = v else {
            return err(ErrorKind::Invalid, "tvm_struct_set of a vector");
        };
        match field {
            13 => {
                a.type_index = s.as_int().ok_or_else(|| {
                    super::error::InterpError::new(ErrorKind::Invalid, "non-integer type index")
                })? as i32
            }
            14 => {}
            15 => {
                a.value = if vt.is_float() {
                    match s {
                        Scalar::Float(f) => Scalar::Float(f),
                        other => other,
                    }
                } else {
                    s
                }
            }
            _ => {
                return err(
                    ErrorKind::Unsupported,
                    format!("tvm_struct_set field {field}"),
                );
            }
        }
        Ok(())
    }

    /// `T.call_packed` / `T.tvm_call_cpacked`: a kernel launch, a call of a
    /// packed-API function through a simulated argument array, or a direct call.
    pub(crate) fn packed_call(
        &mut self,
        ctx: &mut Ctx<'m>,
        e: &'m Expr,
        op: Op,
        args: &'m [Expr],
    ) -> R<Value> {
        let Some(sym) = args.first().and_then(|a| a.as_str()) else {
            return err(
                ErrorKind::Invalid,
                format!("T.{op} without a function name"),
            );
        };
        let mut vals = Vec::with_capacity(args.len());
        for a in &args[1..] {
            vals.push(self.eval(ctx, a)?);
        }
        if sym == "__tvm_set_device" {
            return self.coerce(e.ty(), Value::int(0));
        }
        let Some((name, func)) = self.find_symbol(sym) else {
            return err(
                ErrorKind::Unsupported,
                format!("T.{op} of unknown function \"{sym}\""),
            );
        };
        let launch_params = func
            .attr(keys::KERNEL_LAUNCH_PARAMS)
            .and_then(AttrValue::as_str_array)
            .filter(|p| !p.is_empty());
        if let Some(params) = launch_params {
            self.launch_with_values(name, func, vals, &params)?;
            return self.coerce(e.ty(), Value::int(0));
        }
        if is_packed_api(func) {
            let types: Vec<DataType> = args[1..].iter().map(|a| a.dtype()).collect();
            let cpacked = op == builtin::CALL_CPACKED;
            return self.call_packed_function(ctx, name, vals, &types, cpacked, e);
        }
        // A plain function; `tvm_call_cpacked` passes a trailing resource handle.
        if vals.len() == func.params.len() + 1
            && matches!(vals.last(), Some(Value::Scalar(Scalar::Null)))
        {
            vals.pop();
        }
        let v = self.call_function(ctx, name, vals)?;
        self.coerce(e.ty(), v)
    }

    /// Launches kernel `name` on `vals`: the values of its parameters, then
    /// those of its launch parameters `params` (grid and block extents, dynamic
    /// shared memory).
    pub(crate) fn launch_with_values(
        &mut self,
        name: &'m str,
        func: &'m PrimFunc,
        mut vals: Vec<Value>,
        params: &[String],
    ) -> R<()> {
        let n = func.params.len();
        if vals.len() < n {
            return err(
                ErrorKind::Invalid,
                format!(
                    "launch of {name} with {} values for {n} parameters",
                    vals.len()
                ),
            );
        }
        let launch = vals.split_off(n);
        self.launch_function(name, func, vals, params, &launch)
    }

    fn call_packed_function(
        &mut self,
        ctx: &mut Ctx<'m>,
        name: &'m str,
        mut vals: Vec<Value>,
        types: &[DataType],
        cpacked: bool,
        e: &Expr,
    ) -> R<Value> {
        if cpacked && matches!(vals.last(), Some(Value::Scalar(Scalar::Null))) {
            vals.pop();
        }
        let mut items = Vec::with_capacity(vals.len());
        for (i, v) in vals.iter().enumerate() {
            let Value::Scalar(s) = v else {
                return err(
                    ErrorKind::Invalid,
                    format!("packed argument #{i} is a vector"),
                );
            };
            let dt = types.get(i).copied().unwrap_or(DataType::i64());
            let item = match s {
                Scalar::Int(x) if dt.is_bool() => FfiAny {
                    type_index: type_index::BOOL,
                    value: Scalar::Int(*x),
                },
                Scalar::Int(x) => FfiAny {
                    type_index: type_index::INT,
                    value: Scalar::Int(*x),
                },
                Scalar::Float(x) => FfiAny {
                    type_index: type_index::FLOAT,
                    value: Scalar::Float(*x),
                },
                Scalar::Null => FfiAny {
                    type_index: type_index::NONE,
                    value: Scalar::Null,
                },
                Scalar::Ptr(p) => {
                    let is_tensor = matches!(self.mem.region(p.region)?, Region::Tensor(_));
                    FfiAny {
                        type_index: if is_tensor {
                            type_index::DLTENSOR_PTR
                        } else {
                            type_index::OPAQUE_PTR
                        },
                        value: s.clone(),
                    }
                }
                Scalar::Str(_) => {
                    return err(
                        ErrorKind::Unsupported,
                        format!("string argument #{i} to packed function {name}"),
                    );
                }
                Scalar::Poison(p) => {
                    return Err(self.poison_error(
                        ctx,
                        *p,
                        &format!("argument #{i} of packed function {name}"),
                    ));
                }
            };
            items.push(item);
        }
        let (args_r, res_r, call_args) = self.packed_frame(items)?;
        let status = self.call_function(ctx, name, call_args.into());
        let result = match self.mem.region(res_r) {
            Ok(Region::Any(items)) => any_to_value(items.first()),
            _ => Value::Void,
        };
        self.mem.free(args_r);
        self.mem.free(res_r);
        let status = status?;
        if !matches!(status, Value::Scalar(Scalar::Int(0))) {
            return err(
                ErrorKind::AssertFailed,
                format!("packed function {name} returned status {status}"),
            );
        }
        match result {
            Value::Void => Ok(Value::int(0)),
            v => self.coerce(e.ty(), v),
        }
    }

    /// The frame of a packed call: the argument array `items` and an empty
    /// result slot, allocated, and the four parameters of the packed API
    /// (`self` handle, `args`, `num_args`, `result`). Returns the two regions
    /// and the parameters.
    fn packed_frame(&mut self, items: Vec<FfiAny>) -> R<(u32, u32, [Value; 4])> {
        let n = items.len() as i64;
        let args_r = self.mem.alloc_any(items)?;
        let res_r = self.mem.alloc_any(vec![FfiAny {
            type_index: type_index::NONE,
            value: Scalar::Null,
        }])?;
        let ptr = |region| Value::Scalar(Scalar::Ptr(Ptr { region, offset: 0 }));
        let params = [
            Value::Scalar(Scalar::Null),
            ptr(args_r),
            Value::int(n),
            ptr(res_r),
        ];
        Ok((args_r, res_r, params))
    }

    /// Arguments of a packed-API entry function: `DLTensor`s for buffers and
    /// `TVMFFIAny` values for scalars. Returns the environment and the result
    /// slot's region.
    pub(crate) fn packed_entry_env(
        &mut self,
        name: &'m str,
        func: &'m PrimFunc,
        args: &[ArgValue],
        regions: &[Option<u32>],
    ) -> R<(super::exec::Env, u32)> {
        let device_type = self.device_type_for_tensors();
        let mut items = Vec::with_capacity(args.len());
        for (i, a) in args.iter().enumerate() {
            let item = match (a, regions[i]) {
                (ArgValue::Buffer(hb), Some(r)) => self.tensor_arg(name, i, hb, r, device_type)?,
                (ArgValue::Int(x), _) => FfiAny {
                    type_index: type_index::INT,
                    value: Scalar::Int(*x),
                },
                (ArgValue::Bool(x), _) => FfiAny {
                    type_index: type_index::BOOL,
                    value: Scalar::Int(*x as i64),
                },
                (ArgValue::Float(x), _) => FfiAny {
                    type_index: type_index::FLOAT,
                    value: Scalar::Float(*x),
                },
                _ => return err(ErrorKind::Invalid, format!("argument #{i} has no data")),
            };
            items.push(item);
        }
        let (_, res_r, vals) = self.packed_frame(items)?;
        let mut env = super::exec::Env::default();
        for (p, v) in func.params.iter().zip(vals) {
            if let Some(var) = p.as_var() {
                env.push((var.id(), Binding::Val(self.coerce(var.ty(), v)?)));
            }
        }
        Ok((env, res_r))
    }

    fn tensor_arg(
        &mut self,
        name: &str,
        i: usize,
        hb: &HostBuffer,
        data: u32,
        device_type: i32,
    ) -> R<FfiAny> {
        let mut shape = Vec::with_capacity(hb.shape.len() * 8);
        for d in &hb.shape {
            shape.extend_from_slice(&d.to_le_bytes());
        }
        let shape_r = self.mem.alloc_bytes(
            &format!("{name}.arg{i}.shape"),
            MemKind::Global,
            shape.len() as u64,
            Some(shape),
        )?;
        let t = DlTensor {
            data: Scalar::Ptr(Ptr {
                region: data,
                offset: 0,
            }),
            shape: Scalar::Ptr(Ptr {
                region: shape_r,
                offset: 0,
            }),
            strides: Scalar::Null,
            ndim: hb.shape.len() as i32,
            dtype: hb.dtype,
            byte_offset: 0,
            device_type,
            device_id: self.config.device_id,
        };
        let tr = self.mem.alloc_tensor(t)?;
        Ok(if self.config.tensor_objects {
            FfiAny {
                type_index: type_index::TENSOR,
                value: Scalar::Ptr(Ptr {
                    region: tr,
                    offset: -TENSOR_OBJECT_HEADER,
                }),
            }
        } else {
            FfiAny {
                type_index: type_index::DLTENSOR_PTR,
                value: Scalar::Ptr(Ptr {
                    region: tr,
                    offset: 0,
                }),
            }
        })
    }
}
