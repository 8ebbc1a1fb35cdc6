//! Constructs of the TVMScript dialect that not every pass handles.
//!
//! The reader accepts all of TVM 0.27's dialect, but the device-lowering
//! passes are written for lowered TIR. A pass that does not handle a
//! construct rejects the module up front, naming the pass, the function and
//! the construct, instead of producing a wrong output: [`check`] finds the
//! first construct of a module outside what the pass declares it handles.
//!
//! ```
//! use tirsat_ir::{sblock::{SBlock, SBlockRealize}, Expr, IRModule, PrimFunc, Stmt};
//! use tirsat_transform::constructs::{check, Construct};
//! let realize = SBlockRealize { iter_values: vec![], predicate: Expr::bool(true) };
//! let body = Stmt::block(SBlock::new("C", Stmt::no_op()), Some(realize));
//! let m = IRModule::from_functions([("main".to_string(), PrimFunc::new(vec![], body))]);
//! let err = check("SplitHostDevice", &m, &[]).unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "SplitHostDevice: in function main: T.sblock(\"C\") (schedulable TIR) is not supported by this pass; lower the blocks first"
//! );
//! assert!(check("ConvertSSA", &m, &[Construct::Block]).is_ok());
//! ```

use super::PassError;
use tirsat_ir::visit::any_expr;
use tirsat_ir::{BufferLayout, DataType, Expr, IRModule, PrimFunc, Stmt, StmtKind};

/// A construct a pass may or may not handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Construct {
    /// A schedulable block (`with T.sblock(...)`).
    Block,
    /// A TIRx execution-scope statement (`bx = T.cta_id([4])`,
    /// `T.cta.copy(...)`).
    Tirx,
    /// A scalable vector (`float32xvscalex4`, `T.Ramp(0, 1, T.vscale() * 4)`):
    /// its size is known only at run time.
    ScalableVector,
    /// A buffer with a TIRx layout other than the default one
    /// (`layout=T.TileLayout(...)`, `A.permute(1, 0)`, `B.local()`): its
    /// elements are not where a row-major index puts them.
    Layout,
    /// A loop with a constant step of zero or less (`range(0, 127, -3)`):
    /// TVM 0.27 reads it (its loop runs `i = min, min + step, ...` while
    /// `i < min + extent`, forever for such a step), but the passes assume
    /// the loop variable stays in `[min, min + extent)`.
    NonPositiveStep,
    /// A buffer declared without data (`T.decl_buffer(..., scope="tmem",
    /// allocated_addr=a)`): storage at a fixed address that nothing
    /// allocates.
    UnboundDecl,
}

/// The first construct of `f` not in `handled`, with its description.
pub fn find(f: &PrimFunc, handled: &[Construct]) -> Option<(Construct, String)> {
    find_in_body(&f.body, handled).or_else(|| find_in_params(f, handled))
}

/// The first construct of `body` (in pre-order) not in `handled`.
pub(crate) fn find_in_body(body: &Stmt, handled: &[Construct]) -> Option<(Construct, String)> {
    // One checked step around the loop: the expression walks inside it
    // (`scalable_in`) then run below it, without checking the stack again
    // at their tops.
    tirsat_ir::stack::deeper(|| find_in_body_at(body, handled, true))
}

/// [`find_in_body`] with nothing handled, on the statements alone: a
/// scalable type is looked for in allocations and declarations, not inside
/// expressions. For a pass whose input was checked and which writes no
/// expression of a scalable type, this finds what a full search would.
pub(crate) fn find_in_statements(body: &Stmt) -> Option<(Construct, String)> {
    find_in_body_at(body, &[], false)
}

fn find_in_body_at(body: &Stmt, handled: &[Construct], exprs: bool) -> Option<(Construct, String)> {
    // In program order: the first construct of the body is reported.
    tirsat_ir::visit::find_stmt(body, &mut |s| {
        if let StmtKind::Block { block, .. } = s.kind()
            && !handled.contains(&Construct::Block)
        {
            return Some((
                Construct::Block,
                format!(
                    "T.sblock({:?}) (schedulable TIR) is not supported by this pass; lower the blocks first",
                    block.name
                ),
            ));
        }
        if let StmtKind::Tirx(t) = s.kind()
            && !handled.contains(&Construct::Tirx)
        {
            return Some((
                Construct::Tirx,
                format!(
                    "{} (TIRx execution scopes) is not supported by this pass; lower the TIRx program first",
                    t.describe()
                ),
            ));
        }
        if !handled.contains(&Construct::Layout)
            && let StmtKind::AllocBuffer { buffer, .. } | StmtKind::DeclBuffer { buffer, .. } =
                s.kind()
            && let Some(what) = explicit_layout(buffer)
        {
            return Some((Construct::Layout, what));
        }
        if !handled.contains(&Construct::UnboundDecl)
            && let StmtKind::DeclBuffer { buffer, data } = s.kind()
            && data.is_data_of(buffer)
        {
            return Some((
                Construct::UnboundDecl,
                format!(
                    "buffer {} is declared without data (scope {}, at a fixed address), which this pass does not lower",
                    buffer.name(),
                    buffer.scope()
                ),
            ));
        }
        if !handled.contains(&Construct::NonPositiveStep)
            && let StmtKind::For {
                var,
                step: Some(step),
                ..
            } = s.kind()
            && let Some(k) = step.as_int().filter(|k| *k <= 0)
        {
            return Some((
                Construct::NonPositiveStep,
                format!(
                    "the loop over {} has step {k}; this pass needs a positive loop step",
                    var.name()
                ),
            ));
        }
        if !handled.contains(&Construct::ScalableVector)
            && let Some(t) = scalable_in(s, exprs)
        {
            return Some((
                Construct::ScalableVector,
                format!("the scalable vector type {t} is not supported by this pass"),
            ));
        }
        None
    })
}

/// [`find`], through the function's cached [`BodyFacts`](super::analyses::BodyFacts)
/// when nothing is handled: what [`check`] asks of each function (a pass
/// that checks each function in its own parallel job calls this there, and
/// reports the first function in name order with a construct, as [`check`]
/// does).
pub(crate) fn find_checked(f: &PrimFunc, handled: &[Construct]) -> Option<(Construct, String)> {
    if handled.is_empty() {
        super::analyses::body_facts(&f.body)
            .construct(&f.body)
            .clone()
            .or_else(|| find_in_params(f, handled))
    } else {
        find(f, handled)
    }
}

/// The first construct of `f`'s buffer parameters not in `handled`.
fn find_in_params(f: &PrimFunc, handled: &[Construct]) -> Option<(Construct, String)> {
    if !handled.contains(&Construct::Layout)
        && let Some(what) = f.buffer_params().find_map(explicit_layout)
    {
        return Some((Construct::Layout, what));
    }
    if !handled.contains(&Construct::ScalableVector)
        && let Some(t) = f.buffer_params().map(|b| b.dtype()).find(|t| t.scalable)
    {
        return Some((
            Construct::ScalableVector,
            format!("the scalable vector type {t} is not supported by this pass"),
        ));
    }
    None
}

/// The description of buffer `b`'s layout when it is not the default one.
fn explicit_layout(b: &tirsat_ir::Buffer) -> Option<String> {
    match &b.node().layout {
        BufferLayout::Explicit(_) => Some(format!(
            "buffer {} has a TIRx layout (layout=T.TileLayout/T.ComposeLayout), which this pass does not lower",
            b.name()
        )),
        _ => None,
    }
}

/// A scalable type among the expressions (with `exprs`) and buffers of
/// statement `s` itself (not its child statements).
fn scalable_in(s: &Stmt, exprs: bool) -> Option<DataType> {
    if let StmtKind::AllocBuffer { buffer, .. } | StmtKind::DeclBuffer { buffer, .. } = s.kind()
        && buffer.dtype().scalable
    {
        return Some(buffer.dtype());
    }
    if !exprs {
        return None;
    }
    let mut found = None;
    // Only a tree that holds a scalable type is searched (for the first).
    for e in s.iter_child_exprs().filter(|e| e.has_scalable()) {
        any_expr(e, &mut |x: &Expr| {
            let t = x.dtype();
            if t.scalable {
                found = Some(t);
            }
            t.scalable
        });
        if found.is_some() {
            break;
        }
    }
    found
}

/// Rejects `module` when a function (in name order) holds a construct
/// outside `handled`. With nothing handled (every pass of ours), a body's
/// answer comes from the shared [analyses](super::analyses): computed once
/// per body, not once per pass. The functions are searched in parallel
/// (`par_map_ref`); the error is still the first in name order.
pub fn check(pass: &str, module: &IRModule, handled: &[Construct]) -> Result<(), PassError> {
    let funcs: Vec<(&String, &PrimFunc)> = module.iter().collect();
    let found = super::par_map_ref(&funcs, |&(_, f)| find_checked(f, handled));
    match funcs
        .iter()
        .zip(found)
        .find_map(|((name, _), f)| Some((name, f?)))
    {
        Some((name, (_, what))) => Err(PassError::in_func(pass, name, what)),
        None => Ok(()),
    }
}
