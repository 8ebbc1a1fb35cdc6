//! The TIR intermediate representation, modelled on TVM 0.27's `tirx` dialect.
//!
//! Nodes are immutable and shared (`Arc`): cloning is cheap, rewriting builds new
//! nodes and shares the unchanged ones. Variables, buffers and IterVars compare
//! by identity; expressions and statements compare structurally (with identity
//! at the variables), see [`equal`] for comparison modulo variable names.

pub mod async_copy;
pub mod attrs;
pub mod buffer;
pub mod builtin;
pub mod dtype;
pub mod equal;
pub mod expr;
pub mod func;
pub mod int;
pub mod layout;
pub mod linear;
pub mod module;
pub mod op;
pub mod reducer;
pub mod sblock;
pub mod scope_ids;
pub mod span;
pub mod stack;
pub mod stmt;
pub mod target;
pub mod tirx;
pub mod ty;
pub mod var;
pub mod visit;

pub use attrs::{AttrValue, Attrs, keys};
pub use buffer::{Buffer, BufferLayout, BufferNode, DEFAULT_ALIGN};
pub use dtype::{DTypeParseError, DataType, Float8Kind, SubByteFloat, TypeCode};
pub use expr::{BinOp, CallOp, CmpOp, Expr, ExprKind, ExprNode};
pub use func::{Param, PrimFunc, calling_conv};
pub use module::IRModule;
pub use op::Op;
pub use reducer::{CommReducer, CommReducerNode};
pub use stmt::{AttrNode, ForKind, LoopParts, Stmt, StmtKind, as_thread_extent};
pub use target::{Target, TargetError, TargetNode, device};
pub use ty::{Scope, Type};
pub use var::{IterKind, IterVar, Var, VarRemap};
