//! The TVMScript printer: our IR as the text TVM 0.27 prints
//! (`mod.script()`), so that
//!
//! * TVM parses the text back into a module structurally equal to ours, and
//! * printing what our reader made of TVM's own output reproduces that output.
//!
//! It follows TVM 0.27's printing conventions (see `notes/script-printer.md`):
//! header comments, `class Module:` with functions sorted by name and `main`
//! last, `@T.prim_func(private=True, s_tir=True)`, `T.func_attr` with sorted keys,
//! targets in dict form, `x: T.let[T.int32] = v`, `with`- or statement-form
//! frames by TVM's concise-scoping rule, `T.launch_thread("threadIdx.x", n)`
//! vs `T.env_thread`, merged node-0 attribute dicts, buffer sugar
//! (`T.alloc_shared`, `buf.view(...)`), `T.grid`, Python operators with TVM's
//! parenthesization and constant-fold rule (`T.Add(n, 0)`), and name uniquing
//! (`x`, `x_1`). Where TVM's own form does not parse in TVM 0.27 the printer
//! emits an equivalent form that does: `a: T.handle` + `T.match_buffer` for
//! symbolic buffer parameters, `T.decl_buffer(..., data=buf.data)` for dtype
//! views in `s_tir` functions, string literals instead of `metadata[...]`.
//!
//! Output is deterministic and linear in the size of the IR. Expressions and
//! the use analysis are walked without recursion along operand chains;
//! statement nesting is printed recursively, on a stack grown where it runs
//! low ([`tirsat_ir::stack`]): any depth prints on any thread.
//!
//! ```
//! use tirsat_ir::{Buffer, DataType, Expr, IRModule, Param, PrimFunc, Stmt, AttrValue};
//! use tirsat_script::printer::print_module;
//! let a = Buffer::new("A", DataType::f32(), vec![Expr::i32(16)], "global");
//! let body = Stmt::store(&a, Expr::float(DataType::f32(), 0.0), vec![Expr::i32(0)]);
//! let f = PrimFunc::new(vec![Param::Buffer(a)], body)
//!     .with_attr("global_symbol", AttrValue::Str("main".into()))
//!     .with_attr("s_tir", AttrValue::Bool(true));
//! let mut m = IRModule::new();
//! m.insert("main", f);
//! assert_eq!(print_module(&m), "\
//! ## from tvm.script import ir as I
//! ## from tvm.script import tirx as T
//! ## from tvm.tirx.layout import Axis
//!
//! @I.ir_module
//! class Module:
//!     @T.prim_func(s_tir=True)
//!     def main(A: T.Buffer((16,), \"float32\")):
//!         A[0] = T.float32(0.0)
//! ");
//! ```

mod attrs;
mod buffer;
mod context;
mod doc;
mod expr;
mod fold;
mod func;
mod layout;
mod literal;
mod names;
mod sblock;
mod scalar;
mod scope;
mod stmt;
mod tirx;

use rayon::prelude::*;

use tirsat_ir::{Expr, IRModule, PrimFunc, Stmt};

pub use literal::{float_text, string_text};

use context::Printer;
use scope::{ROOT, ScopeInfo};

/// Prints a module as TVM 0.27 does (`mod.script()`), with a final newline.
pub fn print_module(m: &IRModule) -> String {
    let mut p = Printer::new(Some("Module"));
    p.module(m).rendered()
}

/// Writes [`print_module`]'s text to `out` function by function, without
/// holding the whole text (or its layout) in memory: the CLI's output path,
/// flat in memory for modules of any size. Same bytes as `print_module`.
///
/// ```
/// use tirsat_ir::{IRModule, PrimFunc, Stmt, Expr};
/// use tirsat_script::printer::{print_module, write_module};
/// let mut m = IRModule::new();
/// for name in ["f", "g", "main"] {
///     m.insert(name.to_string(), PrimFunc::new(vec![], Stmt::evaluate(Expr::i32(0))));
/// }
/// let mut out = Vec::new();
/// write_module(&m, &mut out).unwrap();
/// assert_eq!(String::from_utf8(out).unwrap(), print_module(&m));
/// ```
pub fn write_module(m: &IRModule, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    // With one function the text may keep trailing spaces on its last line
    // (see `doc::Text::rendered`); such a module is small anyway.
    if m.len() < 2 {
        return out.write_all(print_module(m).as_bytes());
    }
    let mut p = Printer::new(Some("Module"));
    let mut buf = p.module_head(m).into_string();
    out.write_all(buf.as_bytes())?;
    // A function's text depends on the function alone (its printer starts
    // from the module's names and releases every name it defines), so the
    // functions of a batch print in parallel, each with its own printer, and
    // are written in order: the same bytes as printing them one by one. A
    // batch bounds the text held in memory.
    const BATCH: usize = 256;
    let order = m.print_order();
    let mut used_meta = false;
    // A few functions print on this thread: starting rayon's pool would cost
    // more than printing them.
    const PARALLEL_FROM: usize = 16;
    let print_one = |p: &mut Printer, name: &&str| {
        p.reset();
        let text = match m.get(name) {
            Some(f) => p.func(name, f, 4).into_string(),
            None => String::new(),
        };
        (text, p.used_meta)
    };
    for (b, batch) in order.chunks(BATCH).enumerate() {
        let texts: Vec<(String, bool)> = if batch.len() < PARALLEL_FROM {
            let mut p = Printer::new(Some("Module"));
            batch.iter().map(|name| print_one(&mut p, name)).collect()
        } else {
            batch
                .par_iter()
                .map_init(|| Printer::new(Some("Module")), print_one)
                .collect()
        };
        buf.clear();
        for (i, (text, meta)) in texts.into_iter().enumerate() {
            if b > 0 || i > 0 {
                buf.push('\n');
            }
            buf.push_str(&text);
            used_meta |= meta;
        }
        out.write_all(buf.as_bytes())?;
    }
    p.used_meta = used_meta;
    let mut tail = doc::Text::default();
    p.meta_note(&mut tail);
    out.write_all(tail.into_string().as_bytes())
}

/// Prints one function as TVM prints a lone `PrimFunc` (`func.script()`);
/// calls of other module functions print as `f(...)`.
///
/// ```
/// use tirsat_ir::{DataType, Expr, PrimFunc, Param, Stmt, Var};
/// use tirsat_script::printer::print_func;
/// let n = Var::new("n", DataType::i32());
/// let f = PrimFunc::new(vec![Param::Var(n.clone())], Stmt::evaluate(n.to_expr()));
/// assert!(print_func("f", &f).ends_with("@T.prim_func(private=True)\ndef f(n: T.int32):\n    T.evaluate(n)\n"));
/// ```
pub fn print_func(name: &str, f: &PrimFunc) -> String {
    let mut p = Printer::new(None);
    let mut out = doc::Text::default();
    out.line(0, &[func::TIR_HEADER]);
    out.line(0, &[func::AXIS_HEADER]);
    out.blank(0);
    out.append(p.func(name, f, 0));
    p.meta_note(&mut out);
    out.rendered()
}

/// Prints an expression (for diagnostics): variables by name, made unique.
///
/// ```
/// use tirsat_ir::{DataType, Expr, Var};
/// use tirsat_script::printer::print_expr;
/// let n = Var::new("seq_len", DataType::i32());
/// let e = Expr::floordiv(&Expr::add(&n.to_expr(), &Expr::i32(127)), &Expr::i32(128));
/// assert_eq!(print_expr(&e), "(seq_len + 127) // 128");
/// ```
pub fn print_expr(e: &Expr) -> String {
    // An `int32` constant prints as its decimal value: no printer (and its
    // name table) is set up for it (MakePackedAPI prints every constant
    // shape of a signature).
    if let tirsat_ir::ExprKind::Int(v) = e.kind()
        && e.dtype() == tirsat_ir::DataType::i32()
    {
        let s = v.to_string();
        debug_assert_eq!(s, Printer::new(None).expr(e));
        return s;
    }
    let mut p = Printer::new(None);
    p.expr(e)
}

/// Prints a statement (for diagnostics); variables nobody defines are declared
/// first (`n = T.int32()`), as TVM does.
///
/// ```
/// use tirsat_ir::{DataType, Expr, Stmt, Var};
/// use tirsat_script::printer::print_stmt;
/// let x = Var::new("x", DataType::i32());
/// let n = Var::new("n", DataType::i32());
/// let s = Stmt::bind(&x, Expr::add(&n.to_expr(), &Expr::i32(1)));
/// assert_eq!(print_stmt(&s), "n = T.int32()\nx: T.let[T.int32] = n + 1\n");
/// ```
pub fn print_stmt(s: &Stmt) -> String {
    let mut p = Printer::new(None);
    p.scope = ScopeInfo::of_stmt(s);
    p.push_frame(ROOT);
    p.stmt(s, 1, false);
    let mut out = p.pop_frame();
    p.meta_note(&mut out);
    out.rendered()
}
