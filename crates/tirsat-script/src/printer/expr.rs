//! Expressions, with Python precedence and TVM 0.27's parenthesization: a
//! left operand is parenthesized when it binds weaker than its operator, a
//! right operand also when it binds equally (`a - (b - c)`, `(n << 2) + 1`).
//! One deviation for parseability: a comparison directly under a comparison is
//! parenthesized on the left too (TVM writes `n > 1 == b`, which Python reads
//! as a chained comparison).
//!
//! Long left-nested chains (`a + b + c + ...`) are printed without recursion.

use super::context::Printer;
use super::fold::{self, BitOp};
use super::literal;
use crate::op_table::{self, DtypeAt};
use tirsat_ir::{AttrValue, BinOp, CallOp, CmpOp, DataType, Expr, ExprKind, Type};

/// Python operator precedence (TVM's `ExprPrecedence`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Prec {
    Or = 3,
    And = 4,
    Not = 5,
    Cmp = 6,
    BitOr = 7,
    BitXor = 8,
    BitAnd = 9,
    Shift = 10,
    Add = 11,
    Mul = 12,
    Unary = 13,
    Atom = 15,
}

/// How an expression node prints.
#[derive(Clone, Copy)]
enum Form<'e> {
    Binary {
        prec: Prec,
        sym: &'static str,
        a: &'e Expr,
        b: &'e Expr,
    },
    Unary {
        prec: Prec,
        sym: &'static str,
        a: &'e Expr,
    },
    Atom,
}

impl Form<'_> {
    fn prec(&self) -> Prec {
        match self {
            Form::Binary { prec, .. } | Form::Unary { prec, .. } => *prec,
            Form::Atom => Prec::Atom,
        }
    }
}

fn binop_sugar(op: BinOp) -> Option<(Prec, &'static str)> {
    Some(match op {
        BinOp::Add => (Prec::Add, "+"),
        BinOp::Sub => (Prec::Add, "-"),
        BinOp::Mul => (Prec::Mul, "*"),
        BinOp::Div => (Prec::Mul, "/"),
        BinOp::FloorDiv => (Prec::Mul, "//"),
        BinOp::FloorMod => (Prec::Mul, "%"),
        BinOp::Mod | BinOp::Min | BinOp::Max => return None,
    })
}

fn binop_node(op: BinOp) -> &'static str {
    match op {
        BinOp::Add => "Add",
        BinOp::Sub => "Sub",
        BinOp::Mul => "Mul",
        BinOp::Div => "Div",
        BinOp::Mod => "truncmod",
        BinOp::FloorDiv => "FloorDiv",
        BinOp::FloorMod => "FloorMod",
        BinOp::Min => "min",
        BinOp::Max => "max",
    }
}

/// The node constructor of `op` (`T.Min`), which never folds.
fn binop_constructor(op: BinOp) -> &'static str {
    match op {
        BinOp::Mod => "Mod",
        BinOp::Min => "Min",
        BinOp::Max => "Max",
        _ => binop_node(op),
    }
}

fn cmp_node(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Eq => "EQ",
        CmpOp::Ne => "NE",
        CmpOp::Lt => "LT",
        CmpOp::Le => "LE",
        CmpOp::Gt => "GT",
        CmpOp::Ge => "GE",
    }
}

fn bit_sugar(op: BitOp) -> (Prec, &'static str) {
    match op {
        BitOp::Shl => (Prec::Shift, "<<"),
        BitOp::Shr => (Prec::Shift, ">>"),
        BitOp::And => (Prec::BitAnd, "&"),
        BitOp::Or => (Prec::BitOr, "|"),
        BitOp::Xor => (Prec::BitXor, "^"),
        BitOp::Not => (Prec::Unary, "~"),
    }
}

/// TVM's `TScriptDtypePrintLocation`: builtins whose result type is printed
/// as the first (or last) argument.
/// Where TVM's printer writes a call's dtype (`TScriptDtypePrintLocation` of
/// the op table).
/// The TVM op to name in `T.call_intrin(type, op, ...)` when a call of
/// `name` has a result type its script function cannot give it: the
/// `call_packed` family always makes int32 calls and `T.tvm_access_ptr` a
/// pointer (TVM builds others in memory); `None` when the usual form reads
/// back as is. (A void/int32 difference of a statement-level call such as
/// `T.tvm_storage_sync`, which TVM's passes build as int32 and its script
/// as void, prints as TVM prints it: the value is discarded.)
fn retyped_intrin(name: &str, ty: &Type) -> Option<&'static str> {
    let reads_back = if PACKED_CALLS.contains(&name) {
        *ty == Type::Prim(DataType::i32())
    } else if name == "tvm_access_ptr" {
        ty.is_handle_like()
    } else {
        true
    };
    if reads_back {
        return None;
    }
    op_table::lookup(name)?.ops.first().copied()
}

/// The packed-call functions, whose script form always makes an int32 call.
const PACKED_CALLS: [&str; 4] = [
    "call_packed",
    "call_cpacked",
    "call_packed_lowered",
    "call_cpacked_lowered",
];

fn dtype_at(name: &str) -> DtypeAt {
    op_table::lookup(name).map_or(DtypeAt::None, |i| i.dtype_at)
}

fn form(e: &Expr) -> Form<'_> {
    match e.kind() {
        ExprKind::Binary(op, a, b) => {
            if let Some((prec, sym)) = binop_sugar(*op) {
                // TVM prints integer `Div` as `T.Div(a, b)` (truncating division).
                let int_div = *op == BinOp::Div && a.dtype().is_index() && b.dtype().is_index();
                if !int_div && a.ty() == b.ty() && !fold::binary_folds(*op, a, b) {
                    return Form::Binary { prec, sym, a, b };
                }
            }
            Form::Atom
        }
        ExprKind::Cmp(op, a, b) => {
            if a.ty() == b.ty() && !fold::cmp_folds(a, b) {
                Form::Binary {
                    prec: Prec::Cmp,
                    sym: op.symbol(),
                    a,
                    b,
                }
            } else {
                Form::Atom
            }
        }
        ExprKind::And(a, b) | ExprKind::Or(a, b) => {
            if a.ty() == b.ty() && !fold::logic_folds(a, b) {
                let (prec, sym) = match e.kind() {
                    ExprKind::And(..) => (Prec::And, "and"),
                    _ => (Prec::Or, "or"),
                };
                Form::Binary { prec, sym, a, b }
            } else {
                Form::Atom
            }
        }
        ExprKind::Not(a) => Form::Unary {
            prec: Prec::Not,
            sym: "not ",
            a,
        },
        ExprKind::Call {
            op: CallOp::Builtin(name),
            args,
            attrs,
        } if attrs.is_empty() => match BitOp::from_builtin(name.name()) {
            Some(bop) if !bop.folds(args) => {
                let (prec, sym) = bit_sugar(bop);
                match (bop, args.as_slice()) {
                    (BitOp::Not, [a]) => Form::Unary { prec, sym, a },
                    (_, [a, b]) if bop != BitOp::Not && a.ty() == b.ty() => {
                        Form::Binary { prec, sym, a, b }
                    }
                    _ => Form::Atom,
                }
            }
            _ => Form::Atom,
        },
        _ => Form::Atom,
    }
}

impl Printer {
    /// Prints an expression.
    pub(crate) fn expr(&mut self, e: &Expr) -> String {
        // Most expressions print within this; fewer reallocations.
        let mut out = String::with_capacity(48);
        self.write_expr(e, &mut out);
        out
    }

    /// Comma-separated expressions.
    pub(crate) fn expr_list(&mut self, es: &[Expr]) -> String {
        let mut out = String::new();
        for (i, e) in es.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_expr(e, &mut out);
        }
        out
    }

    /// `e` as an operand of an operator of precedence `parent`, in
    /// parentheses where Python would otherwise group it differently (a
    /// `right` operand also at equal precedence): `(n + 1) @ Axis.laneid`.
    pub(crate) fn operand(&mut self, e: &Expr, parent: Prec, right: bool) -> String {
        let mut out = String::with_capacity(48);
        self.write_child(e, parent, right, &mut out);
        out
    }

    pub(crate) fn write_expr(&mut self, e: &Expr, out: &mut String) {
        tirsat_ir::stack::deeper(|| self.write_expr_at(e, out))
    }

    fn write_expr_at(&mut self, e: &Expr, out: &mut String) {
        self.write_form(e, form(e), out);
    }

    /// Writes `e`, whose [`Form`] the caller has computed already (each node's
    /// form is computed once).
    fn write_form(&mut self, e: &Expr, f: Form<'_>, out: &mut String) {
        match f {
            Form::Atom => self.write_atom(e, out),
            Form::Unary { prec, sym, a } => {
                out.push_str(sym);
                self.write_child(a, prec, false, out);
            }
            Form::Binary { prec, sym, a, b } => self.write_chain(prec, sym, a, b, out),
        }
    }

    /// A binary operator and its left-nested operands of the same or higher
    /// precedence, printed iteratively.
    fn write_chain(&mut self, prec: Prec, sym: &'static str, a: &Expr, b: &Expr, out: &mut String) {
        // The right operands, outermost first: most chains are short, so the
        // first few stay on the stack.
        const INLINE: usize = 8;
        let mut near: [(Prec, &'static str, Option<&Expr>); INLINE] =
            [(Prec::Atom, "", None); INLINE];
        let mut far: Vec<(Prec, &'static str, &Expr)> = Vec::new();
        let mut len = 0;
        let (mut prec, mut sym, mut a, mut b) = (prec, sym, a, b);
        loop {
            if len < INLINE {
                near[len] = (prec, sym, Some(b));
            } else {
                far.push((prec, sym, b));
            }
            len += 1;
            let fa = form(a);
            match fa {
                Form::Binary {
                    prec: pa,
                    sym: sa,
                    a: aa,
                    b: ab,
                } if pa >= prec && !(pa == Prec::Cmp && prec == Prec::Cmp) => {
                    (prec, sym, a, b) = (pa, sa, aa, ab);
                }
                _ => {
                    self.write_child_form(a, fa, prec, false, out);
                    break;
                }
            }
        }
        for &(prec, sym, b) in far.iter().rev() {
            self.write_operand(prec, sym, b, out);
        }
        for &(prec, sym, b) in near[..len.min(INLINE)].iter().rev() {
            if let Some(b) = b {
                self.write_operand(prec, sym, b, out);
            }
        }
    }

    /// ` sym b`, the right operand of a chain.
    fn write_operand(&mut self, prec: Prec, sym: &'static str, b: &Expr, out: &mut String) {
        out.push(' ');
        out.push_str(sym);
        out.push(' ');
        self.write_child(b, prec, true, out);
    }

    fn write_child(&mut self, c: &Expr, parent: Prec, conservative: bool, out: &mut String) {
        self.write_child_form(c, form(c), parent, conservative, out);
    }

    fn write_child_form(
        &mut self,
        c: &Expr,
        f: Form<'_>,
        parent: Prec,
        conservative: bool,
        out: &mut String,
    ) {
        tirsat_ir::stack::deeper(|| self.write_child_form_at(c, f, parent, conservative, out))
    }

    fn write_child_form_at(
        &mut self,
        c: &Expr,
        f: Form<'_>,
        parent: Prec,
        conservative: bool,
        out: &mut String,
    ) {
        let cp = f.prec();
        let paren = cp < parent
            || (conservative && cp == parent)
            || (parent == Prec::Cmp && cp == Prec::Cmp);
        if paren {
            out.push('(');
            self.write_form(c, f, out);
            out.push(')');
        } else {
            self.write_form(c, f, out);
        }
    }

    fn write_call(&mut self, callee: &str, args: &[Expr], out: &mut String) {
        out.push_str(callee);
        self.write_args(args, out);
    }

    /// `prefix` `name` `(args)` without building the callee's name.
    fn write_call_of(&mut self, prefix: &str, name: &str, args: &[&Expr], out: &mut String) {
        out.push_str(prefix);
        out.push_str(name);
        self.write_args(args.iter().copied(), out);
    }

    /// `(a, b, ...)`.
    fn write_args<'e>(&mut self, args: impl IntoIterator<Item = &'e Expr>, out: &mut String) {
        out.push('(');
        for (i, a) in args.into_iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.write_expr(a, out);
        }
        out.push(')');
    }

    fn write_atom(&mut self, e: &Expr, out: &mut String) {
        match e.kind() {
            ExprKind::Int(v) => literal::write_int_text(e.dtype(), *v, out),
            ExprKind::Float(v) => literal::write_float_literal(e.dtype(), *v, out),
            ExprKind::Str(s) => literal::write_string_text(s, out),
            ExprKind::Var(v) => {
                if let Some(n) = self.names.get(v.id()) {
                    out.push_str(n);
                } else {
                    let n = self.var_ref(v);
                    out.push_str(&n);
                }
            }
            ExprKind::BufferData(b) => {
                if let Some(n) = self.names.get(b.id()) {
                    out.push_str(n);
                } else {
                    let n = self.buffer_ref(b);
                    out.push_str(&n);
                }
                if self.scalar_bufs.contains(&b.id()) {
                    // The bare name of a scalar is its value.
                    out.push_str(".source");
                }
                out.push_str(".data");
            }
            ExprKind::Binary(op, a, b) => {
                let name = if fold::function_folds(*op, a, b) {
                    // `T.min(n, n)`, `T.max(3, 5)`, `T.truncmod(7, 3)` would
                    // read back folded (TVM prints them so and its parser
                    // folds them too): the node constructor keeps the node.
                    binop_constructor(*op)
                } else {
                    binop_node(*op)
                };
                self.write_call_of("T.", name, &[a, b], out)
            }
            ExprKind::Cmp(op, a, b) => self.write_call_of("T.", cmp_node(*op), &[a, b], out),
            ExprKind::And(a, b) => self.write_call_of("T.", "And", &[a, b], out),
            ExprKind::Or(a, b) => self.write_call_of("T.", "Or", &[a, b], out),
            ExprKind::Not(a) => self.write_call_of("T.", "Not", &[a], out),
            ExprKind::Select(c, t, f) => self.write_call_of("T.", "Select", &[c, t, f], out),
            ExprKind::Cast(v) => {
                out.push_str("T.Cast(");
                match e.ty() {
                    Type::Prim(t) => {
                        out.push('"');
                        literal::push_dtype(*t, out);
                        out.push('"');
                    }
                    other => out.push_str(&cast_type(other)),
                }
                out.push_str(", ");
                self.write_expr(v, out);
                out.push(')');
            }
            ExprKind::Load { buffer, indices } => {
                if let Some(name) = self.scalar_access(buffer, indices) {
                    out.push_str(&name);
                    return;
                }
                if let Some(n) = self.names.get(buffer.id()) {
                    out.push_str(n);
                } else {
                    let n = self.buffer_ref(buffer);
                    out.push_str(&n);
                }
                out.push('[');
                if indices.is_empty() {
                    out.push_str("()");
                }
                for (i, x) in indices.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_expr(x, out);
                }
                out.push(']');
            }
            ExprKind::Ramp { base, stride, .. } => {
                out.push_str("T.Ramp(");
                self.write_expr(base, out);
                out.push_str(", ");
                self.write_expr(stride, out);
                out.push_str(", ");
                out.push_str(&lanes_text(e.dtype()));
                out.push(')');
            }
            ExprKind::Broadcast { value, .. } => {
                out.push_str("T.Broadcast(");
                self.write_expr(value, out);
                out.push_str(", ");
                out.push_str(&lanes_text(e.dtype()));
                out.push(')');
            }
            ExprKind::Let { var, value, body } => {
                // TVM evaluates the `where` dict before the body.
                let v = self.var_ref(var);
                let val = self.expr(value);
                let b = self.expr(body);
                out.push_str(&format!("T.Let({b}, where={{{v}: {val}}})"));
            }
            ExprKind::Call { op, args, attrs } => self.write_call_expr(e, op, args, attrs, out),
            ExprKind::Meta { key, index } => {
                self.used_meta = true;
                out.push_str(&format!("metadata[{}][{index}]", literal::string_text(key)));
            }
        }
    }

    fn write_call_expr(
        &mut self,
        e: &Expr,
        op: &CallOp,
        args: &[Expr],
        attrs: &[(String, AttrValue)],
        out: &mut String,
    ) {
        let name = match op {
            CallOp::Global(g) => {
                let callee = match &self.module {
                    Some(m) => format!("{m}.{g}"),
                    None => g.to_string(),
                };
                self.write_call(&callee, args, out);
                return;
            }
            CallOp::Builtin(n) => n.name(),
        };
        if name == "cuda.func_call" {
            self.write_cuda_func_call(e, args, attrs, out);
            return;
        }
        if let Some(op) = retyped_intrin(name, e.ty())
            && attrs.is_empty()
        {
            // `T.call_packed(...)` and the other fixed-type functions cannot
            // carry another result type: TVM 0.27 prints the name anyway and
            // its parser reads the call back as int32 (wrapped in a cast, or
            // rejected in a typed `T.let`). `T.call_intrin` keeps the type.
            out.push_str("T.call_intrin(");
            out.push_str(&literal::call_type_text(e.ty()));
            out.push_str(", ");
            out.push_str(&literal::string_text(op));
            for a in args {
                out.push_str(", ");
                self.write_expr(a, out);
            }
            out.push(')');
            return;
        }
        if let Some(bop) = BitOp::from_builtin(name)
            && attrs.is_empty()
        {
            // Only reached when the operator form does not apply.
            let args: Vec<&Expr> = args.iter().collect();
            self.write_call_of("T.", bop.node_name(), &args, out);
            return;
        }
        out.push_str("T.");
        out.push_str(name);
        out.push('(');
        let mut first = true;
        let mut sep = |out: &mut String| {
            if !first {
                out.push_str(", ");
            }
            first = false;
        };
        let at = dtype_at(name);
        if at == DtypeAt::First {
            sep(out);
            write_call_type(e.ty(), out);
        }
        for a in args {
            sep(out);
            self.write_expr(a, out);
        }
        if at == DtypeAt::Last {
            sep(out);
            write_call_type(e.ty(), out);
        }
        for (k, v) in attrs {
            if name == "call_ffi_kernel" && k == "ret_ty" {
                continue;
            }
            sep(out);
            out.push_str(k);
            out.push('=');
            let text = self.attr_value(v);
            out.push_str(&text);
        }
        if name == "call_ffi_kernel" {
            sep(out);
            out.push_str("ret_ty=");
            out.push_str(&match e.ty() {
                Type::Prim(t) => literal::dtype_str(*t),
                other => literal::call_type_text(other),
            });
        }
        out.push(')');
    }

    /// `T.cuda.func_call(name, *args, source_code="...", lazy_args=(i, ...),
    /// return_type="t")` as TVM 0.27 prints it: the last argument is the
    /// source code, `lazy_args` (a tuple) only when set, `return_type` only
    /// when not void.
    fn write_cuda_func_call(
        &mut self,
        e: &Expr,
        args: &[Expr],
        attrs: &[(String, AttrValue)],
        out: &mut String,
    ) {
        let Some((source, positional)) = args.split_last() else {
            self.write_call("T.cuda.func_call", args, out);
            return;
        };
        out.push_str("T.cuda.func_call(");
        for a in positional {
            self.write_expr(a, out);
            out.push_str(", ");
        }
        out.push_str("source_code=");
        self.write_expr(source, out);
        for (k, v) in attrs {
            out.push_str(", ");
            out.push_str(k);
            out.push('=');
            match v {
                AttrValue::Array(items) => {
                    let items: Vec<String> = items.iter().map(|x| self.attr_value(x)).collect();
                    out.push_str(&super::buffer::tuple(&items));
                }
                other => {
                    let text = self.attr_value(other);
                    out.push_str(&text);
                }
            }
        }
        if !matches!(e.ty(), Type::Void) {
            out.push_str(", return_type=");
            out.push_str(&literal::call_type_text(e.ty()));
        }
        out.push(')');
    }
}

/// [`literal::call_type_text`] appended to `out`; a plain dtype (`"int32"`)
/// without building a string.
fn write_call_type(ty: &Type, out: &mut String) {
    match ty {
        Type::Prim(t) if !t.is_handle() => {
            out.push('"');
            literal::push_dtype(*t, out);
            out.push('"');
        }
        other => out.push_str(&literal::call_type_text(other)),
    }
}

/// The lanes argument of `T.Ramp` / `T.Broadcast`: the count, or TVM's
/// normalized `T.vscale() * k` for a scalable vector.
fn lanes_text(t: tirsat_ir::DataType) -> String {
    if t.scalable {
        format!("T.vscale() * {}", t.lanes)
    } else {
        t.lanes.to_string()
    }
}

/// The type argument of `T.Cast`.
fn cast_type(ty: &Type) -> String {
    match ty {
        Type::Prim(t) => literal::dtype_str(*t),
        other => literal::call_type_text(other),
    }
}

#[cfg(test)]
mod tests {
    use crate::printer::print_expr;
    use tirsat_ir::{BinOp, DataType, Expr, Var};

    /// Python precedence and TVM's call forms, also as MakePackedAPI embeds
    /// expressions in its signature strings.
    #[test]
    fn like_tvm() {
        let n = Var::new("n", DataType::i32()).to_expr();
        let one = Expr::i32(1);
        let two = Expr::i32(2);
        let np1 = Expr::add(&n, &one);
        let np2 = Expr::add(&n, &two);
        assert_eq!(print_expr(&Expr::mul(&np1, &np2)), "(n + 1) * (n + 2)");
        assert_eq!(print_expr(&Expr::floordiv(&np1, &two)), "(n + 1) // 2");
        assert_eq!(print_expr(&Expr::floormod(&n, &Expr::i32(3))), "n % 3");
        assert_eq!(
            print_expr(&Expr::binary(BinOp::Div, &n, &two)),
            "T.Div(n, 2)"
        );
        assert_eq!(print_expr(&Expr::max(&n, &Expr::i32(3))), "T.max(n, 3)");
        assert_eq!(print_expr(&Expr::i64(5)), "T.int64(5)");
        // int32 constants take a short path (debug builds compare it with
        // the printer's).
        for v in [0, 1280, -1, i64::from(i32::MAX), i64::from(i32::MIN)] {
            assert_eq!(print_expr(&Expr::i32(v)), v.to_string());
        }
        assert_eq!(print_expr(&Expr::int(DataType::int(16), 7)), "T.int16(7)");
        assert_eq!(print_expr(&Expr::sub(&two, &n)), "2 - n");
        assert_eq!(
            print_expr(&Expr::sub(&n, &Expr::sub(&n, &one))),
            "n - (n - 1)"
        );
    }
}
