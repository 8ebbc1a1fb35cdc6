//! Caller-declared extern functions: `T.call_extern` of a function the module
//! does not define, run as an opaque call whose only memory effects are the
//! ones its arguments declare.
//!
//! The caller vouches for each such function by naming it in
//! [`InterpConfig::opaque_externs`](super::InterpConfig::opaque_externs); an
//! extern it does not name stays an error. The model is the one TVM's own
//! `T.tvm_access_ptr` states: an argument `T.tvm_access_ptr(dtype, data,
//! offset, extent, rw_mask)` gives the function `extent` elements from
//! `offset`, read when bit 1 of the mask is set and written when bit 2 is.
//! Every other argument (`T.address_of`, scalars, ...) is evaluated and passed
//! but not dereferenced: a declared extern touches memory only through its
//! access pointers. Reads go through the race detector and the written-bit
//! check like a load; writes like a store.
//!
//! What it writes and returns is a deterministic function of its name and of
//! the bytes it read, so that a pass that changes what the call reads changes
//! the result: element `k` of a written access holds the small integer
//! `(h + k) mod 16` in the access's dtype, and an integer result is `h`
//! (converted to the call's dtype), where `h` is an FNV-1a hash of the name and
//! the bytes read, in argument order.

use super::error::{ErrorKind, InterpError, err};
use super::eval::annotated_dtype;
use super::exec::{Ctx, Interpreter, R};
use super::ops;
use super::value::{Scalar, Value, elem_bytes, encode};
use tirsat_ir::builtin;
use tirsat_ir::{DataType, Expr};

/// FNV-1a over `bytes`, continuing from `h`.
fn fnv(mut h: u64, bytes: &[u8]) -> u64 {
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// One `T.tvm_access_ptr` argument, evaluated.
struct Access {
    dtype: DataType,
    region: u32,
    /// Byte offset of the first element.
    offset: i64,
    /// Elements.
    extent: i64,
    read: bool,
    write: bool,
}

impl<'m> Interpreter<'m> {
    /// Runs `T.call_extern(call.dtype, sym, args...)` of a declared extern.
    pub(crate) fn opaque_extern(
        &mut self,
        ctx: &mut Ctx<'m>,
        call: &Expr,
        sym: &str,
        args: &'m [Expr],
    ) -> R<Value> {
        let mut accesses = Vec::new();
        for a in args {
            match a.as_builtin_call(builtin::TVM_ACCESS_PTR) {
                Some(pa) => accesses.push(self.access(ctx, sym, a, pa)?),
                None => {
                    self.eval(ctx, a)?;
                }
            }
        }
        let what =
            |i: usize, w: &'static str| move || format!("{w} of extern \"{sym}\" (access {i})");
        let mut h = fnv(0xcbf2_9ce4_8422_2325, sym.as_bytes());
        for (i, x) in accesses.iter().enumerate().filter(|(_, x)| x.read) {
            let n = access_bytes(sym, x)?;
            let bytes = self.read_bytes(ctx, x.region, x.offset, n, &what(i, "read"))?;
            h = fnv(h, &bytes);
        }
        for (i, x) in accesses.iter().enumerate().filter(|(_, x)| x.write) {
            let eb = elem_bytes(x.dtype);
            let mut bytes = vec![0u8; access_bytes(sym, x)?];
            for (k, out) in bytes.chunks_mut(eb.max(1)).enumerate() {
                let v = ((h % 16) as i64 + k as i64) % 16;
                let s = ops::cast(DataType::i64(), x.dtype, &Scalar::Int(v))?;
                encode(x.dtype, &s, out).map_err(|e| {
                    InterpError::new(
                        ErrorKind::Invalid,
                        format!("extern \"{sym}\" writing {}: {e}", x.dtype),
                    )
                })?;
            }
            self.write_bytes(ctx, x.region, x.offset, &bytes, &what(i, "write"))?;
        }
        let dt = call.dtype();
        if dt.is_void() {
            return Ok(Value::Void);
        }
        if dt.is_int() || dt.is_uint() {
            return self.coerce(call.ty(), Value::int(h as i64));
        }
        self.coerce(call.ty(), Value::int(0))
    }

    /// Evaluates a `T.tvm_access_ptr(dtype, data, offset, extent, rw_mask)`
    /// argument of extern `sym`.
    fn access(&mut self, ctx: &mut Ctx<'m>, sym: &str, arg: &'m Expr, pa: &'m [Expr]) -> R<Access> {
        if pa.len() != 5 {
            return err(
                ErrorKind::Invalid,
                format!(
                    "extern \"{sym}\": T.tvm_access_ptr with {} arguments (dtype, data, offset, extent, rw_mask)",
                    pa.len()
                ),
            );
        }
        let Scalar::Ptr(p) = self.eval_ptr(ctx, arg)? else {
            return err(
                ErrorKind::Invalid,
                format!("extern \"{sym}\": T.tvm_access_ptr of a null pointer"),
            );
        };
        let dtype = annotated_dtype(&pa[0])?;
        let extent = self.eval_int(ctx, &pa[3])?;
        let mask = self.eval_int(ctx, &pa[4])?;
        if extent < 0 || !(0..=3).contains(&mask) {
            return err(
                ErrorKind::Invalid,
                format!("extern \"{sym}\": T.tvm_access_ptr with extent {extent}, rw_mask {mask}"),
            );
        }
        Ok(Access {
            dtype,
            region: p.region,
            offset: p.offset,
            extent,
            read: mask & 1 != 0,
            write: mask & 2 != 0,
        })
    }
}

/// The bytes of an access, or an error naming the extern when they do not
/// fit in memory.
fn access_bytes(sym: &str, x: &Access) -> R<usize> {
    usize::try_from(x.extent)
        .ok()
        .and_then(|n| n.checked_mul(elem_bytes(x.dtype)))
        .ok_or_else(|| {
            InterpError::new(
                ErrorKind::OutOfBounds,
                format!("extern \"{sym}\": an access of {} elements", x.extent),
            )
        })
}
