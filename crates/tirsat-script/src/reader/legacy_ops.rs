//! The apache-compatible CUDA tensor-core calls TVM 0.27 builds with Python
//! code of their own (`tvm.backend.cuda.op`): `T.ptx_legacy.ldmatrix`,
//! `T.cuda.mma_store_legacy` and `T.cuda.mma_fill_legacy`.
//!
//! All three take the call's dtype first, as a `dtype=` keyword (moved to
//! the front) or positionally. TVM prints them without it:
//!
//! - `T.ptx_legacy.ldmatrix(trans, num, ".b16", local_ptr, local_offset,
//!   smem_ptr, smem_offset)`: without a dtype TVM builds the call as `int8`,
//!   and so do we (TVM's parser does not restore the printed-away dtype
//!   either).
//! - `T.cuda.mma_store_legacy(m, n, dst_ptr, src_ptr, src_offset, dst_stride)`
//!   and `T.cuda.mma_fill_legacy(local_size, local_ptr, offset)`: TVM's
//!   parser rejects its own printout (a missing positional argument). We read
//!   it, taking the dtype from the warp buffer's pointer (`src_ptr`,
//!   `local_ptr`), which is what TVM's tensor intrinsics pass as the dtype;
//!   without a typed pointer there the call is rejected.

use super::Reader;
use super::error::{RResult, located};
use super::eval::Args;
use super::value::Value;
use ruff_text_size::TextRange;
use tirsat_ir::{DataType, Expr, Type};

/// Names handled here.
pub(crate) const LEGACY_OPS: &[&str] = &[
    "ptx_legacy.ldmatrix",
    "cuda.mma_store_legacy",
    "cuda.mma_fill_legacy",
];

impl Reader<'_> {
    pub(crate) fn legacy_cuda_call(&mut self, name: &str, mut a: Args) -> RResult<Value> {
        let range = a.range;
        let mut all: Vec<(Value, TextRange)> = Vec::new();
        let kw_dtype = a.kwarg("dtype");
        let explicit = kw_dtype.is_some();
        if let Some(d) = kw_dtype {
            all.push(d);
        }
        all.extend(a.rest(0));
        a.finish()?;
        // (operands without the dtype, position of the pointer giving the
        // dtype when it is left out)
        let (operands, typed_ptr) = match name {
            "ptx_legacy.ldmatrix" => (7, None),
            "cuda.mma_store_legacy" => (6, Some(3)),
            _ => (3, Some(1)),
        };
        let with_dtype = explicit || all.len() == operands + 1;
        if all.len() != operands + usize::from(with_dtype) {
            return located(
                range,
                format!(
                    "T.{name} takes {operands} operands (after an optional dtype), got {}",
                    all.len() - usize::from(explicit)
                ),
            );
        }
        let rest = if with_dtype { &all[1..] } else { &all[..] };
        let mut args = Vec::with_capacity(operands);
        for (v, r) in rest {
            args.push(self.call_arg(v, *r)?);
        }
        let ty: DataType = if with_dtype {
            self.to_dtype(&all[0].0, all[0].1)?
        } else {
            match typed_ptr {
                None => DataType::int(8),
                Some(i) => match args[i].ty() {
                    Type::Pointer { elem, .. } if !elem.is_void() => *elem,
                    _ => {
                        return located(
                            rest[i].1,
                            format!(
                                "T.{name} without a dtype (as TVM prints it) needs a typed \
                                 pointer here to take the dtype from"
                            ),
                        );
                    }
                },
            }
        };
        Ok(Value::Expr(Expr::call(
            ty,
            super::error::At::at(super::op_named(name), range)?,
            args,
        )))
    }
}
