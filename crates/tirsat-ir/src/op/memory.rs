//! Which arguments of a call are pointers it reads or writes memory through.
//!
//! TVM's op table carries effect kinds but not this, so it is a small
//! hand-written table ([`TABLE`]), keyed by the ops of [`crate::builtin`]
//! and naming arguments by their TVMScript parameter names. An op the table
//! does not list is treated by its effect: one that touches no state
//! (pure, annotation, embedded information, control flow) reaches no memory
//! through its arguments; any other is [`Memory::Unknown`] (every pointer
//! argument may be read and written: `call_extern`, `call_packed`, the
//! `T.ptx` families whose operand positions depend on their modifiers).
//!
//! ```
//! use tirsat_ir::builtin;
//! use tirsat_ir::op::Memory;
//! use tirsat_ir::{DataType, Expr, Var};
//! assert_eq!(builtin::TVM_STORAGE_SYNC.memory(), Memory::None);
//! assert_eq!(builtin::CALL_EXTERN.memory(), Memory::Unknown);
//! // T.tvm_access_ptr(T.type_annotation("float32"), A, 0, 16, 2): writes `A`.
//! let a = Var::new("A", DataType::handle()).to_expr();
//! let args = [
//!     Expr::call(DataType::f32(), builtin::TYPE_ANNOTATION, vec![]),
//!     a,
//!     Expr::i32(0),
//!     Expr::i32(16),
//!     Expr::i32(2),
//! ];
//! let acc = builtin::TVM_ACCESS_PTR.memory().accesses(builtin::TVM_ACCESS_PTR, &args);
//! let acc = acc.unwrap();
//! assert_eq!((acc[0].arg, acc[0].read, acc[0].write), (1, false, true));
//! ```

use super::{Effect, Op, ResultRule};
use crate::builtin;
use crate::{Expr, ExprKind};

/// How a call reaches memory through its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Memory {
    /// Through none of its arguments (it may still order memory: a barrier).
    None,
    /// Through exactly these arguments.
    Args(&'static [ArgAccess]),
    /// Unknown: any pointer argument may be read and written.
    Unknown,
}

/// Where an argument sits among a call's arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// TVMScript's parameter of this name (the dtype parameter of an op whose
    /// result type it gives is not an argument of the call).
    Param(&'static str),
    /// Argument `i` of a variadic op, after an optional leading dtype (a
    /// string or a `T.type_annotation`), as `T.s_tir.cp_async_raw` is read.
    AfterDtype(usize),
}

/// What a call does through one pointer argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Read,
    Write,
    ReadWrite,
    /// Read and/or written as the constant mask in the named parameter says
    /// (1 = read, 2 = write; `T.tvm_access_ptr`'s `rw_mask`); both when it
    /// is not a constant.
    Mask(&'static str),
    /// The argument is an element (a buffer load) whose address the call
    /// takes (`T.address_of`): what happens through it is up to the consumer.
    AddressTaken,
}

/// One pointer argument of an op.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArgAccess {
    pub slot: Slot,
    pub mode: Mode,
}

/// One pointer argument of a call, resolved ([`Memory::accesses`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Access {
    /// The index among the call's arguments.
    pub arg: usize,
    pub read: bool,
    pub write: bool,
    /// The argument is an element whose address escapes ([`Mode::AddressTaken`]).
    pub address_taken: bool,
}

const fn acc(param: &'static str, mode: Mode) -> ArgAccess {
    ArgAccess {
        slot: Slot::Param(param),
        mode,
    }
}

/// The hand-written table (see the module docs). `T.tvm_load_matrix_sync` is
/// left out on purpose: TVM registers it as read-only, but it writes its
/// fragment, so it stays [`Memory::Unknown`].
pub const TABLE: &[(Op, Memory)] = &[
    (builtin::TVM_STORAGE_SYNC, Memory::None),
    (builtin::TVM_THREAD_ALLREDUCE, Memory::Unknown),
    (
        builtin::TVM_ACCESS_PTR,
        Memory::Args(&[acc("data", Mode::Mask("rw_mask"))]),
    ),
    (
        builtin::ADDRESS_OF,
        Memory::Args(&[acc("obj", Mode::AddressTaken)]),
    ),
    (
        builtin::S_TIR_CP_ASYNC_RAW,
        Memory::Args(&[
            ArgAccess {
                slot: Slot::AfterDtype(0),
                mode: Mode::Write,
            },
            ArgAccess {
                slot: Slot::AfterDtype(2),
                mode: Mode::Read,
            },
        ]),
    ),
    (
        builtin::CUDA_MMA_FILL,
        Memory::Args(&[acc("local_ptr", Mode::Write)]),
    ),
    (
        builtin::CUDA_MMA_FILL_LEGACY,
        Memory::Args(&[acc("local_ptr", Mode::Write)]),
    ),
    (
        builtin::CUDA_MMA_STORE,
        Memory::Args(&[acc("dst_ptr", Mode::Write), acc("src_ptr", Mode::Read)]),
    ),
    (
        builtin::CUDA_MMA_STORE_LEGACY,
        Memory::Args(&[acc("dst_ptr", Mode::Write), acc("src_ptr", Mode::Read)]),
    ),
    (
        builtin::TVM_STORE_MATRIX_SYNC,
        Memory::Args(&[acc("fragment", Mode::Read), acc("buffer_ptr", Mode::Write)]),
    ),
    (
        builtin::TVM_FILL_FRAGMENT,
        Memory::Args(&[acc("fragment", Mode::Write)]),
    ),
    (
        builtin::TVM_MMA_SYNC,
        Memory::Args(&[
            acc("fragment_d", Mode::Write),
            acc("fragment_a", Mode::Read),
            acc("fragment_b", Mode::Read),
            acc("fragment_c", Mode::Read),
        ]),
    ),
    (
        builtin::TVM_BMMA_SYNC,
        Memory::Args(&[
            acc("fragment_d", Mode::Write),
            acc("fragment_a", Mode::Read),
            acc("fragment_b", Mode::Read),
            acc("fragment_c", Mode::Read),
        ]),
    ),
    (
        builtin::TVM_STRUCT_GET,
        Memory::Args(&[acc("arr", Mode::Read)]),
    ),
    (
        builtin::TVM_STRUCT_SET,
        Memory::Args(&[acc("arr", Mode::Write)]),
    ),
];

/// The memory behaviour of `op` (see the module docs).
pub(super) fn of(op: Op) -> Memory {
    if let Some((_, m)) = TABLE.iter().find(|(o, _)| *o == op) {
        return *m;
    }
    match op.effect() {
        Effect::Pure
        | Effect::ExprAnnotation
        | Effect::EmbedInfo
        | Effect::ControlJump
        | Effect::SpecialCallArg => Memory::None,
        Effect::ReadState | Effect::UpdateState | Effect::Unregistered => Memory::Unknown,
    }
}

/// The index among a call's arguments of `op`'s parameter `name` (skipping
/// the dtype parameter the call's type replaces).
fn param_arg(op: Op, name: &str) -> Option<usize> {
    let i = op.info().param_index(name)?;
    match op.result() {
        ResultRule::Arg(d) if *d < i => Some(i - 1),
        ResultRule::Arg(d) if *d == i => None,
        _ => Some(i),
    }
}

impl Memory {
    /// The pointer arguments of a call of `op` (whose memory this is) with
    /// `args`; `None` when unknown ([`Memory::Unknown`], or an argument the
    /// table names is missing from the call).
    pub fn accesses(self, op: Op, args: &[Expr]) -> Option<Vec<Access>> {
        let list = match self {
            Memory::None => return Some(Vec::new()),
            Memory::Unknown => return None,
            Memory::Args(list) => list,
        };
        let mut out = Vec::with_capacity(list.len());
        for a in list {
            let arg = match a.slot {
                Slot::Param(p) => param_arg(op, p)?,
                Slot::AfterDtype(i) => i + leading_dtype(args),
            };
            if arg >= args.len() {
                return None;
            }
            let (read, write, address_taken) = match a.mode {
                Mode::Read => (true, false, false),
                Mode::Write => (false, true, false),
                Mode::ReadWrite => (true, true, false),
                Mode::AddressTaken => (false, false, true),
                Mode::Mask(p) => match param_arg(op, p).and_then(|m| args.get(m)?.as_int()) {
                    Some(m) => (m & 1 != 0, m & 2 != 0, false),
                    None => (true, true, false),
                },
            };
            out.push(Access {
                arg,
                read,
                write,
                address_taken,
            });
        }
        Some(out)
    }
}

/// 1 when the first argument is a dtype (a string or a `T.type_annotation`).
pub fn leading_dtype(args: &[Expr]) -> usize {
    match args.first().map(|a| a.kind()) {
        Some(ExprKind::Str(_)) => 1,
        Some(ExprKind::Call { op, .. }) if op.is_builtin(builtin::TYPE_ANNOTATION) => 1,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_names_known_params_and_read_only_ops_do_not_write() {
        let mut seen = std::collections::HashSet::new();
        for (op, m) in TABLE {
            assert!(seen.insert(*op), "{op} listed twice");
            let Memory::Args(list) = m else { continue };
            let read_only = matches!(
                op.effect(),
                Effect::Pure | Effect::ExprAnnotation | Effect::ReadState | Effect::EmbedInfo
            );
            for a in *list {
                match a.slot {
                    Slot::Param(p) => {
                        assert!(param_arg(*op, p).is_some(), "{op}: no argument {p}")
                    }
                    Slot::AfterDtype(_) => assert!(
                        op.params()
                            .is_some_and(|ps| ps.len() == 1 && ps[0].variadic),
                        "{op}: positions are for variadic ops"
                    ),
                }
                if let Mode::Mask(p) = a.mode {
                    assert!(param_arg(*op, p).is_some(), "{op}: no mask argument {p}");
                }
                assert!(
                    !(read_only && matches!(a.mode, Mode::Write | Mode::ReadWrite | Mode::Mask(_))),
                    "{op}: TVM says {:?} but the table writes",
                    op.effect()
                );
            }
        }
    }

    #[test]
    fn defaults_follow_the_effect() {
        assert_eq!(builtin::EXP.memory(), Memory::None);
        assert_eq!(builtin::CALL_PACKED.memory(), Memory::Unknown);
        assert_eq!(builtin::TVM_LOAD_MATRIX_SYNC.memory(), Memory::Unknown);
        let d = crate::Var::new("d", crate::DataType::handle()).to_expr();
        let args = [
            d.clone(),
            Expr::i32(0),
            d.clone(),
            Expr::i32(4),
            Expr::i32(16),
        ];
        let op = builtin::S_TIR_CP_ASYNC_RAW;
        let acc = op.memory().accesses(op, &args).unwrap();
        assert_eq!((acc[0].arg, acc[0].write), (0, true));
        assert_eq!((acc[1].arg, acc[1].read), (2, true));
        let mut shifted = vec![Expr::str("float16")];
        shifted.extend(args);
        let acc = op.memory().accesses(op, &shifted).unwrap();
        assert_eq!((acc[0].arg, acc[1].arg), (1, 3));
        // T.cuda.mma_store(dtype, m, n, dst_ptr, ...): the dtype is the type.
        let st = builtin::CUDA_MMA_STORE;
        let six = vec![Expr::i32(0); 6];
        let acc = st.memory().accesses(st, &six).unwrap();
        assert_eq!((acc[0].arg, acc[1].arg), (2, 3));
    }
}
