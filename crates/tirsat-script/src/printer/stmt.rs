//! Statements. The scoping rule for `launch_thread` and `attr` follows TVM's
//! "concise scoping": the statement form (`tx = T.launch_thread(...)`,
//! `T.attr(...)`), whose scope runs to the end of the block, is used only
//! when the attribute is the whole body of its parent; inside a sequence it
//! prints as `with ...:`. `T.evaluate(0)` inside a sequence is dropped.

use rustc_hash::FxHashSet as HashSet;
use tirsat_ir::builtin;

use super::context::Printer;
use super::doc::cat;
use super::literal;
use tirsat_ir::{
    AttrNode, Attrs, CommReducer, Expr, ExprKind, ForKind, IterVar, Stmt, StmtKind, Var, keys,
};

fn is_eval_zero(s: &Stmt) -> bool {
    matches!(s.kind(), StmtKind::Evaluate(e) if e.is_const_int(0))
}

fn is_zero(e: &Expr) -> bool {
    e.is_const_int(0)
}

/// `a + b` as TVM's `operator+` builds it (constant-folded), for the bounds it
/// prints (`range(2, n + 2)`, slices). Constants fold with the one arithmetic
/// core ([`tirsat_ir::int`]): a sum that does not fit the type is kept as
/// `a + b`, never wrapped.
pub(crate) fn fold_add(a: &Expr, b: &Expr) -> Expr {
    use tirsat_ir::int;
    if let (Some(x), Some(y)) = (int::const_value(a), int::const_value(b))
        && let Ok(v) = int::fold_binop(tirsat_ir::BinOp::Add, x, y, a.dtype())
        && let Some(c) = int::make_const(a.dtype(), v)
    {
        return c;
    }
    match (a.as_int(), b.as_int()) {
        (Some(0), _) => b.clone(),
        (_, Some(0)) => a.clone(),
        _ => Expr::add(a, b),
    }
}

/// `lanes * stride` of a scalable ramp as TVM's operators build it: lanes
/// are `T.vscale() * k` (int32), `* 1` folds away, another stride type
/// converts the lanes first.
fn scalable_span(factor: u16, stride: &Expr) -> Expr {
    let vscale = Expr::call(tirsat_ir::DataType::i32(), builtin::VSCALE, vec![]);
    let mut lanes = Expr::mul(&vscale, &Expr::i32(factor as i64));
    if stride.dtype() != lanes.dtype() {
        lanes = Expr::cast(stride.dtype(), &lanes);
    }
    if stride.is_const_int(1) {
        lanes
    } else {
        Expr::mul(&lanes, stride)
    }
}

/// True when `e` mentions one of `vars` (iterative walk).
fn uses_any(e: &Expr, vars: &HashSet<u64>) -> bool {
    if vars.is_empty() {
        return false;
    }
    let mut todo = vec![e];
    while let Some(x) = todo.pop() {
        if let ExprKind::Var(v) = x.kind()
            && vars.contains(&v.id())
        {
            return true;
        }
        super::scope::push_children(x, &mut todo);
    }
    false
}

impl Printer {
    /// Prints `s` (statement number `id`) as the body of the innermost frame.
    pub(crate) fn body(&mut self, s: &Stmt, id: u32) {
        let StmtKind::Seq(items) = s.kind() else {
            self.stmt(s, id, true);
            return;
        };
        if items.is_empty() {
            self.emit("T.evaluate(0)");
            return;
        }
        // `T.evaluate(0)` items are dropped, unless every item is one (then
        // the first prints).
        let kept = items.iter().filter(|s| !is_eval_zero(s)).count();
        let concise = kept <= 1;
        let mut skip = None;
        let mut next = id + 1;
        for i in 0..items.len() {
            let item_id = next;
            next += self.scope.size(next);
            let dropped = if kept == 0 {
                i > 0
            } else {
                is_eval_zero(&items[i])
            };
            if dropped || skip == Some(i) {
                continue;
            }
            // A scalar allocation takes the store that directly follows it.
            if let StmtKind::AllocBuffer {
                buffer,
                annotations,
            } = items[i].kind()
                && self.alloc_is_scalar(buffer, annotations)
                && let Some(init) = Printer::initial_store(buffer, items.get(i + 1))
            {
                let line = self.alloc_scalar(buffer, Some(init));
                self.emit(&line);
                skip = Some(i + 1);
                continue;
            }
            self.stmt(&items[i], item_id, concise);
        }
    }

    /// Prints one statement into the innermost frame. `concise` allows the
    /// statement form of an attribute.
    pub(crate) fn stmt(&mut self, s: &Stmt, id: u32, concise: bool) {
        tirsat_ir::stack::deeper(|| self.stmt_at(s, id, concise))
    }

    fn stmt_at(&mut self, s: &Stmt, id: u32, concise: bool) {
        match s.kind() {
            StmtKind::Seq(_) => {
                self.push_frame_flat(id);
                self.body(s, id);
                let text = self.pop_frame();
                self.emit_text(text);
            }
            StmtKind::AllocBuffer {
                buffer,
                annotations,
            } => {
                let line = if self.alloc_is_scalar(buffer, annotations) {
                    self.alloc_scalar(buffer, None)
                } else {
                    self.alloc_buffer(buffer, annotations)
                };
                self.emit(&line);
            }
            StmtKind::DeclBuffer { buffer, data } => {
                let line = self.decl_buffer(buffer, data);
                self.emit(&line);
            }
            StmtKind::Attr { .. } => self.attr(s, id, concise),
            StmtKind::Bind { var, value } => {
                let rhs = self.expr_pooled(value);
                if let Some(n) = self.names.get_shared(var.id()) {
                    self.emit_parts(&[&n, " = ", &rhs]);
                } else {
                    let ty = literal::type_annotation(var.ty());
                    let n = self.define_var(var);
                    self.emit_parts(&[&n, ": T.let[", &ty, "] = ", &rhs]);
                }
                self.give_str(rhs);
            }
            StmtKind::For { .. } => self.for_loop(s, id),
            StmtKind::While { cond, body } => {
                let c = self.expr_pooled(cond);
                self.push_frame(id);
                self.body(body, id + 1);
                let lines = self.pop_frame();
                self.emit_block(&["while ", &c, ":"], lines);
                self.give_str(c);
            }
            StmtKind::If {
                cond,
                then_case,
                else_case,
            } => {
                let c = self.expr_pooled(cond);
                let then_id = id + 1;
                self.push_frame(then_id);
                self.body(then_case, then_id);
                let lines = self.pop_frame();
                self.emit_block(&["if ", &c, ":"], lines);
                self.give_str(c);
                if let Some(e) = else_case {
                    let else_id = then_id + self.scope.size(then_id);
                    self.push_frame(else_id);
                    self.body(e, else_id);
                    let lines = self.pop_frame();
                    self.emit_block(&["else:"], lines);
                }
            }
            StmtKind::Assert { cond, kind, parts } => {
                let c = self.expr(cond);
                let p = self.expr_list(parts);
                let k = literal::string_text(kind);
                self.emit_parts(&["assert ", &c, ", (", &k, ", [", &p, "])"]);
            }
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                if let Some(name) = self.scalar_access(buffer, indices) {
                    let v = self.expr_pooled(value);
                    self.emit_parts(&[&name, " = ", &v]);
                    self.give_str(v);
                    return;
                }
                let b = self.buffer_ref(buffer);
                let v = self.expr_pooled(value);
                let mut idx = self.take_str();
                if indices.is_empty() {
                    idx.push_str("()");
                }
                for (k, i) in indices.iter().enumerate() {
                    if k > 0 {
                        idx.push_str(", ");
                    }
                    if matches!(i.kind(), ExprKind::Ramp { .. }) {
                        let text = self.store_index(i);
                        idx.push_str(&text);
                    } else {
                        self.write_expr(i, &mut idx);
                    }
                }
                self.emit_parts(&[&b, "[", &idx, "] = ", &v]);
                self.give_str(idx);
                self.give_str(v);
            }
            StmtKind::Evaluate(e) => {
                let v = self.expr_pooled(e);
                if matches!(e.kind(), ExprKind::Call { .. }) {
                    self.emit(&v);
                } else {
                    self.emit_parts(&["T.evaluate(", &v, ")"]);
                }
                self.give_str(v);
            }
            StmtKind::Return(e) => {
                let v = self.expr(e);
                self.emit_parts(&["return ", &v]);
            }
            StmtKind::Block { realize, block } => self.sblock(realize.as_ref(), block, id),
            StmtKind::Tirx(t) => {
                let line = self.tirx(t);
                self.emit(&line);
            }
        }
    }

    /// A store index; a ramp with a constant stride prints as a slice
    /// (`B[n:n + 8:2]`), as TVM does on the left of `=`.
    fn store_index(&mut self, i: &Expr) -> String {
        if let ExprKind::Ramp {
            base,
            stride,
            lanes,
        } = i.kind()
            && let Some(st) = stride.as_int()
        {
            let start = self.expr(base);
            let span = if i.dtype().scalable {
                scalable_span(*lanes, stride)
            } else {
                Expr::int(stride.dtype(), st.wrapping_mul(*lanes as i64))
            };
            let stop = self.expr(&fold_add(base, &span));
            if st == 1 {
                return format!("{start}:{stop}");
            }
            let step = self.expr(stride);
            return format!("{start}:{stop}:{step}");
        }
        self.expr(i)
    }

    fn for_loop(&mut self, s: &Stmt, id: u32) {
        // Directly nested serial loops from 0 without annotations print as one
        // `T.grid` when no extent depends on an outer loop of the group.
        let mut grid: Vec<(&Var, &Expr)> = Vec::new();
        let mut grid_vars: HashSet<u64> = HashSet::default();
        let mut cur = s;
        let mut last_body = None;
        while let StmtKind::For {
            var,
            min,
            extent,
            kind,
            body,
            annotations,
            step,
            ..
        } = cur.kind()
        {
            if *kind != ForKind::Serial
                || !trivial_step(step)
                || !is_zero(min)
                || !annotations.is_empty()
                || uses_any(extent, &grid_vars)
            {
                break;
            }
            grid.push((var, extent));
            grid_vars.insert(var.id());
            last_body = Some(body);
            if matches!(body.kind(), StmtKind::For { .. }) {
                cur = body;
            } else {
                break;
            }
        }
        if grid.len() > 1
            && let Some(body) = last_body
        {
            self.push_frame(id);
            self.lock_top(true);
            let mut names = self.take_str();
            let mut extents = self.take_str();
            for (k, (v, e)) in grid.iter().enumerate() {
                if k > 0 {
                    names.push_str(", ");
                    extents.push_str(", ");
                }
                names.push_str(&self.define_var(v));
                self.write_expr(e, &mut extents);
            }
            self.lock_top(false);
            let body_id = id + grid.len() as u32;
            let mark = self.loops.len();
            let mut cur = s;
            while let StmtKind::For {
                var,
                min,
                extent,
                body,
                ..
            } = cur.kind()
            {
                self.loops.push((var.clone(), min.clone(), extent.clone()));
                if self.loops.len() - mark == grid.len() {
                    break;
                }
                cur = body;
            }
            self.body(body, body_id);
            self.loops.truncate(mark);
            let lines = self.pop_frame();
            self.emit_block(&["for ", &names, " in T.grid(", &extents, "):"], lines);
            self.give_str(names);
            self.give_str(extents);
            return;
        }
        let StmtKind::For {
            var,
            min,
            extent,
            step,
            kind,
            body,
            thread_binding,
            annotations,
        } = s.kind()
        else {
            return;
        };
        self.push_frame(id);
        self.lock_top(true);
        let name = self.define_var(var);
        // The arguments, comma-separated, in the order they are printed
        // (printing one may declare a variable).
        let mut args = self.take_str();
        if is_zero(min) && trivial_step(step) {
            self.write_expr(extent, &mut args);
        } else {
            self.write_expr(min, &mut args);
            args.push_str(", ");
            self.write_expr(&fold_add(min, extent), &mut args);
        }
        let prefix = match kind {
            ForKind::Serial if annotations.is_empty() => "range",
            ForKind::Serial => "T.serial",
            ForKind::Parallel => "T.parallel",
            ForKind::Unrolled => "T.unroll",
            ForKind::Vectorized => "T.vectorized",
            ForKind::ThreadBinding => "T.thread_binding",
        };
        if *kind == ForKind::ThreadBinding
            && let Some(iv) = thread_binding
        {
            args.push_str(", thread=");
            literal::write_string_text(iv.thread_tag(), &mut args);
        }
        if !annotations.is_empty() {
            args.push_str(", ");
            let text = self.loop_annotations(annotations);
            args.push_str(&text);
        }
        if let Some(st) = step.as_ref().filter(|_| !trivial_step(step)) {
            // TVM: `range(a, b, s)`, otherwise `step=s` after the other keywords.
            args.push_str(", ");
            if prefix != "range" {
                args.push_str("step=");
            }
            self.write_expr(st, &mut args);
        }
        self.lock_top(false);
        self.loops.push((var.clone(), min.clone(), extent.clone()));
        self.body(body, id + 1);
        self.loops.pop();
        let lines = self.pop_frame();
        self.emit_block(&["for ", &name, " in ", prefix, "(", &args, "):"], lines);
        self.give_str(args);
    }

    /// `unroll=False` for TVM's `disable_unroll` pragma, `unroll=<value>` for
    /// `pragma_unroll` (`True`, or a count), else `annotations={...}`.
    fn loop_annotations(&mut self, a: &Attrs) -> String {
        if a.len() == 1 {
            if a.contains_key("disable_unroll") {
                return "unroll=False".into();
            }
            if let Some(v) = a.get("pragma_unroll") {
                let v = self.attr_value(v);
                return format!("unroll={v}");
            }
        }
        format!("annotations={}", self.attr_dict(a))
    }

    fn lock_top(&mut self, locked: bool) {
        if let Some(f) = self.frames.last_mut() {
            f.locked = locked;
        }
    }

    fn iter_var_text(&mut self, iv: &IterVar) -> String {
        let v = self.var_ref(iv.var());
        let dom = match iv.dom() {
            None => "None".to_string(),
            Some((lo, ext)) => {
                let l = self.expr(lo);
                let h = self.expr(&fold_add(ext, lo));
                format!("T.Range({l}, {h})")
            }
        };
        format!(
            "T.iter_var({v}, {dom}, {}, {})",
            literal::string_text(iv.kind().name()),
            literal::string_text(iv.thread_tag())
        )
    }

    fn attr(&mut self, s: &Stmt, id: u32, concise: bool) {
        let StmtKind::Attr {
            node,
            key,
            value,
            body,
        } = s.kind()
        else {
            return;
        };
        let mut define: Option<&Var> = None;
        let mut body_stmt = body;
        let mut body_id = id + 1;
        let head = match node {
            AttrNode::IterVar(iv) if key == keys::THREAD_EXTENT || key == keys::VIRTUAL_THREAD => {
                let var = iv.var();
                let var_doc = if let Some(n) = self.names.get(var.id()) {
                    n.to_string()
                } else if self.scope.lca(var.id()) == Some(id) {
                    define = Some(var);
                    literal::string_text(iv.thread_tag())
                } else {
                    // Declared where all uses are covered, before the launch.
                    let f = self.lowest_frame(var.id());
                    let n = self.define_in(f, var.id(), var.name(), "v").to_string();
                    let tag = literal::string_text(iv.thread_tag());
                    self.emit_parts_to(f, &[&n, " = T.env_thread(", &tag, ")"]);
                    n
                };
                let v = self.expr(value);
                cat(&["T.launch_thread(", &var_doc, ", ", &v, ")"])
            }
            AttrNode::Expr(e) if is_dict_node(e) => {
                // Directly nested node-0 attributes merge into one dict.
                let mut entries = Vec::new();
                let mut cur = s;
                let mut cur_id = id;
                while let StmtKind::Attr {
                    key, value, body, ..
                } = cur.kind()
                {
                    let v = self.expr(value);
                    entries.push(format!("{}: {v}", literal::string_text(key)));
                    body_stmt = body;
                    body_id = cur_id + 1;
                    match body.kind() {
                        StmtKind::Attr {
                            node: AttrNode::Expr(n),
                            ..
                        } if is_dict_node(n) => {
                            cur = body;
                            cur_id += 1;
                        }
                        _ => break,
                    }
                }
                format!("T.attr({{{}}})", entries.join(", "))
            }
            _ => {
                let n = match node {
                    AttrNode::Expr(e) => self.expr(e),
                    AttrNode::IterVar(iv) => self.iter_var_text(iv),
                    AttrNode::Buffer(b) => self.buffer_ref(b).to_string(),
                    AttrNode::Target(t) => {
                        let mut text = String::new();
                        self.write_target(t, &mut text);
                        text
                    }
                    AttrNode::CommReducer(r) => self.comm_reducer(r),
                };
                let v = self.expr(value);
                format!("T.attr({n}, {}, {v})", literal::string_text(key))
            }
        };
        if concise {
            self.push_frame_flat(id);
        } else {
            self.push_frame(id);
        }
        let lhs = define.map(|v| self.define_var(v));
        self.body(body_stmt, body_id);
        let lines = self.pop_frame();
        if concise {
            match &lhs {
                Some(l) => self.emit_parts(&[l, " = ", &head]),
                None => self.emit(&head),
            }
            self.emit_text(lines);
        } else {
            match &lhs {
                Some(l) => self.emit_block(&["with ", &head, " as ", l, ":"], lines),
                None => self.emit_block(&["with ", &head, ":"], lines),
            }
        }
    }
}

impl Printer {
    /// `T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)])`: the operands are
    /// named in a scope of their own (a clash with a name in scope gets `_1`,
    /// and the names are free again after the lambda), then the identities.
    fn comm_reducer(&mut self, r: &CommReducer) -> String {
        self.push_frame(LAMBDA_FRAME);
        let params: Vec<std::rc::Rc<str>> = r
            .lhs()
            .iter()
            .chain(r.rhs())
            .map(|v| self.define_var(v))
            .collect();
        let mut results: Vec<String> = r.result().iter().map(|e| self.expr(e)).collect();
        self.pop_frame();
        let body = if results.len() == 1 {
            results.pop().unwrap_or_default()
        } else {
            format!("({})", results.join(", "))
        };
        let identity: Vec<String> = r.identity().iter().map(|e| self.expr(e)).collect();
        format!(
            "T.comm_reducer(lambda {}: {body}, [{}])",
            params.join(", "),
            identity.join(", ")
        )
    }
}

/// The frame key of a reducer's lambda (not a statement number).
const LAMBDA_FRAME: u32 = u32::MAX;

/// The integer node 0 of `device_scope`, `compute_scope`, ... attributes.
fn is_dict_node(e: &Expr) -> bool {
    e.dtype() == tirsat_ir::DataType::i32() && e.is_const_int(0)
}

/// A loop step TVM's printer leaves out (`HasTrivialStep`: none, or 1).
fn trivial_step(step: &Option<Expr>) -> bool {
    step.as_ref().is_none_or(|s| s.as_int() == Some(1))
}
