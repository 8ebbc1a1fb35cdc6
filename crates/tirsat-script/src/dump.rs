//! A canonical, line-based structural dump of a module, in the same format as
//! `tools/tvm_dump.py` writes for TVM's own parse of a TVMScript file.
//!
//! Variables and buffers are numbered (`%v0`, `%b0`) by first appearance, so
//! two dumps are equal exactly when the modules are structurally equal with
//! the same names (constants are dumped with their exact bits). The reader's
//! tests compare dumps of our parse with stored dumps of TVM's parse.
//!
//! ```
//! use tirsat_script::{dump::dump_module, reader::parse_module};
//! let m = parse_module("@T.prim_func\ndef f(n: T.int32):\n    T.evaluate(n + 1)\n", "f.py").unwrap();
//! let d = dump_module(&m);
//! assert!(d.contains("eval (add int32 (var %v0 n int32) (int int32 1))"));
//! ```

use std::collections::HashMap;
use std::fmt::Write;

use tirsat_ir::tirx::{TileArg, TirxStmt};
use tirsat_ir::{
    AttrNode, AttrValue, Attrs, Buffer, DataType, Expr, ExprKind, ForKind, IRModule, Param,
    PrimFunc, Stmt, StmtKind, Target, Type, Var,
    sblock::{BufferRegion, SBlock, SBlockRealize},
};

/// Dumps every function of `m`, sorted by name.
pub fn dump_module(m: &IRModule) -> String {
    let mut out = String::new();
    for (name, f) in m.iter() {
        out.push_str(&dump_func(name, f));
    }
    out
}

/// Dumps one function under `name`.
pub fn dump_func(name: &str, f: &PrimFunc) -> String {
    let mut d = Dumper::default();
    d.func(name, f);
    let mut s = d.lines.join("\n");
    s.push('\n');
    s
}

#[derive(Default)]
struct Dumper {
    vars: HashMap<u64, usize>,
    bufs: HashMap<u64, usize>,
    lines: Vec<String>,
}

/// A JSON string literal with Python's `json.dumps` escaping (ASCII only).
fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 || (c as u32) > 0x7f => {
                let mut buf = [0u16; 2];
                for u in c.encode_utf16(&mut buf) {
                    let _ = write!(out, "\\u{:04x}", u);
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn dtype_str(t: DataType) -> String {
    t.to_string()
}

fn ty_str(t: &Type) -> String {
    match t {
        Type::Prim(d) if d.is_handle() && d.lanes == 1 => "ptr(void,global)".to_string(),
        Type::Prim(d) => dtype_str(*d),
        Type::Pointer { elem, scope } => format!("ptr({},{})", dtype_str(*elem), scope.as_str()),
        Type::Void => "void".to_string(),
        Type::TensorMap => "ptr(tensormap)".to_string(),
    }
}

fn float_bits(v: f64) -> String {
    format!("{:#018x}", v.to_bits())
}

/// The TVM-side op name of a builtin, as the Python dumper normalizes it.
fn op_name(name: &str) -> &str {
    name
}

impl Dumper {
    fn var_id(&mut self, v: &Var) -> String {
        let n = self.vars.len();
        let id = *self.vars.entry(v.id()).or_insert(n);
        format!("%v{id}")
    }

    fn buf_id(&mut self, b: &Buffer) -> String {
        let n = self.bufs.len();
        let id = *self.bufs.entry(b.id()).or_insert(n);
        format!("%b{id}")
    }

    fn var(&mut self, v: &Var) -> String {
        let id = self.var_id(v);
        format!("(var {id} {} {})", v.name(), ty_str(v.ty()))
    }

    fn buffer_def(&mut self, b: &Buffer) -> String {
        let id = self.buf_id(b);
        let shape: Vec<String> = b.shape().iter().map(|e| self.expr(e)).collect();
        let strides: Vec<String> = b.strides().iter().map(|e| self.expr(e)).collect();
        let off = self.expr(b.elem_offset());
        format!(
            "{id} {} {} [{}] strides=[{}] elem_offset={off} scope={} align={} offset_factor={}",
            b.name(),
            dtype_str(b.dtype()),
            shape.join(", "),
            strides.join(", "),
            b.scope().as_str(),
            b.data_alignment(),
            b.node().offset_factor
        )
    }

    fn exprs(&mut self, v: &[Expr]) -> String {
        let parts: Vec<String> = v.iter().map(|e| self.expr(e)).collect();
        parts.join(" ")
    }

    fn expr(&mut self, e: &Expr) -> String {
        tirsat_ir::stack::deeper(|| self.expr_at(e))
    }

    fn expr_at(&mut self, e: &Expr) -> String {
        let ty = ty_str(e.ty());
        match e.kind() {
            ExprKind::Int(v) => format!("(int {ty} {v})"),
            ExprKind::Float(v) => format!("(float {ty} {})", float_bits(*v)),
            ExprKind::Str(s) => format!("(str {})", json_str(s)),
            ExprKind::Var(v) => self.var(v),
            ExprKind::BufferData(b) => format!("(data {})", self.buf_id(b)),
            ExprKind::Binary(op, a, b) => {
                let (a, b) = (self.expr(a), self.expr(b));
                format!("({} {ty} {a} {b})", op.name())
            }
            ExprKind::Cmp(op, a, b) => {
                let (a, b) = (self.expr(a), self.expr(b));
                format!("(cmp {} {ty} {a} {b})", op.symbol())
            }
            ExprKind::And(a, b) => {
                let (a, b) = (self.expr(a), self.expr(b));
                format!("(and {ty} {a} {b})")
            }
            ExprKind::Or(a, b) => {
                let (a, b) = (self.expr(a), self.expr(b));
                format!("(or {ty} {a} {b})")
            }
            ExprKind::Not(a) => format!("(not {ty} {})", self.expr(a)),
            ExprKind::Select(c, t, f) => {
                let (c, t, f) = (self.expr(c), self.expr(t), self.expr(f));
                format!("(select {ty} {c} {t} {f})")
            }
            ExprKind::Cast(a) => format!("(cast {ty} {})", self.expr(a)),
            ExprKind::Load { buffer, indices } => {
                let b = self.buf_id(buffer);
                format!("(load {ty} {b} [{}])", self.exprs(indices))
            }
            ExprKind::Ramp {
                base,
                stride,
                lanes,
            } => {
                let (b, s) = (self.expr(base), self.expr(stride));
                format!("(ramp {ty} {b} {s} {lanes})")
            }
            ExprKind::Broadcast { value, lanes } => {
                format!("(broadcast {ty} {} {lanes})", self.expr(value))
            }
            ExprKind::Let { var, value, body } => {
                let v = self.var(var);
                let (x, b) = (self.expr(value), self.expr(body));
                format!("(let {ty} {v} {x} {b})")
            }
            ExprKind::Call { op, args, attrs } => {
                let name = match op {
                    tirsat_ir::CallOp::Builtin(n) => op_name(n.name()).to_string(),
                    tirsat_ir::CallOp::Global(n) => format!("@{n}"),
                };
                let a = self.exprs(args);
                let mut s = format!("(call {name} {ty} [{a}]");
                if !attrs.is_empty() {
                    let mut sorted: Vec<&(String, AttrValue)> = attrs.iter().collect();
                    sorted.sort_by(|x, y| x.0.cmp(&y.0));
                    let parts: Vec<String> = sorted
                        .iter()
                        .map(|(k, v)| format!("{k}: {}", self.attr(v)))
                        .collect();
                    let _ = write!(s, " {{{}}}", parts.join(", "));
                }
                s.push(')');
                s
            }
            ExprKind::Meta { key, index } => format!("(meta {} {index})", json_str(key)),
        }
    }

    fn attr(&mut self, v: &AttrValue) -> String {
        match v {
            AttrValue::Bool(b) => b.to_string(),
            AttrValue::Int(i) => i.to_string(),
            AttrValue::Float(f) => float_bits(*f),
            AttrValue::Str(s) => json_str(s),
            AttrValue::Array(items) => {
                let parts: Vec<String> = items.iter().map(|x| self.attr(x)).collect();
                format!("[{}]", parts.join(", "))
            }
            AttrValue::Map(m) => self.attrs(m),
            AttrValue::Target(t) => format!("target{}", self.target(t)),
            AttrValue::Expr(e) => self.expr(e),
            AttrValue::Buffer(b) => format!("buffer({})", self.buf_id(b)),
        }
    }

    fn attrs(&mut self, m: &Attrs) -> String {
        let parts: Vec<String> = m
            .iter()
            .map(|(k, v)| format!("{}: {}", json_str(k), self.attr(v)))
            .collect();
        format!("{{{}}}", parts.join(", "))
    }

    fn target(&mut self, t: &Target) -> String {
        let mut items: Vec<(String, String)> = t
            .node()
            .attrs
            .iter()
            .map(|(k, v)| (k.clone(), self.attr(v)))
            .collect();
        items.push(("kind".to_string(), json_str(t.kind())));
        if let Some(h) = t.host() {
            items.push(("host".to_string(), self.target(h)));
        }
        items.sort_by(|a, b| a.0.cmp(&b.0));
        let parts: Vec<String> = items
            .iter()
            .map(|(k, v)| format!("{}: {v}", json_str(k)))
            .collect();
        format!("{{{}}}", parts.join(", "))
    }

    fn emit(&mut self, depth: usize, text: String) {
        self.lines.push(format!("{}{text}", "  ".repeat(depth)));
    }

    fn stmt(&mut self, s: &Stmt, d: usize) {
        tirsat_ir::stack::deeper(|| self.stmt_at(s, d))
    }

    fn stmt_at(&mut self, s: &Stmt, d: usize) {
        match s.kind() {
            StmtKind::Seq(v) => {
                self.emit(d, "seq".into());
                for c in v {
                    self.stmt(c, d + 1);
                }
            }
            StmtKind::AllocBuffer {
                buffer,
                annotations,
            } => {
                let b = self.buffer_def(buffer);
                let a = self.attrs(annotations);
                self.emit(d, format!("alloc {b} ann={a}"));
            }
            StmtKind::DeclBuffer { buffer, data } => {
                let x = self.expr(data);
                let b = self.buffer_def(buffer);
                self.emit(d, format!("decl {b} data={x}"));
            }
            StmtKind::Attr {
                node,
                key,
                value,
                body,
            } => {
                let n = match node {
                    AttrNode::IterVar(iv) => {
                        let v = self.var(iv.var());
                        let dom = match iv.dom() {
                            Some((lo, ext)) => {
                                let (lo, ext) = (self.expr(lo), self.expr(ext));
                                format!("({lo}, {ext})")
                            }
                            None => "none".to_string(),
                        };
                        let kind = iv.kind().code();
                        format!(
                            "iv({v} dom={dom} kind={kind} tag={})",
                            json_str(iv.thread_tag())
                        )
                    }
                    AttrNode::Target(t) => format!("target{}", self.target(t)),
                    AttrNode::CommReducer(r) => {
                        let join = |v: Vec<String>| v.join(" ");
                        let lhs = join(r.lhs().iter().map(|x| self.var(x)).collect());
                        let rhs = join(r.rhs().iter().map(|x| self.var(x)).collect());
                        let res = join(r.result().iter().map(|x| self.expr(x)).collect());
                        let id = join(r.identity().iter().map(|x| self.expr(x)).collect());
                        format!("reducer(lhs=[{lhs}] rhs=[{rhs}] result=[{res}] identity=[{id}])")
                    }
                    AttrNode::Buffer(b) => format!("buffer({})", self.buf_id(b)),
                    AttrNode::Expr(e) => self.expr(e),
                };
                let v = self.expr(value);
                self.emit(d, format!("attr {} node={n} value={v}", json_str(key)));
                self.stmt(body, d + 1);
            }
            StmtKind::Bind { var, value } => {
                let v = self.var(var);
                let x = self.expr(value);
                self.emit(d, format!("bind {v} = {x}"));
            }
            StmtKind::For {
                var,
                min,
                extent,
                step,
                kind,
                body,
                thread_binding,
                annotations,
            } => {
                let v = self.var(var);
                let (lo, ext) = (self.expr(min), self.expr(extent));
                let k = match kind {
                    ForKind::Serial => "serial",
                    ForKind::Parallel => "parallel",
                    ForKind::Vectorized => "vectorized",
                    ForKind::Unrolled => "unroll",
                    ForKind::ThreadBinding => "thread_binding",
                };
                let tb = thread_binding
                    .as_ref()
                    .map(|iv| format!(" binding={}", json_str(iv.thread_tag())))
                    .unwrap_or_default();
                let a = self.attrs(annotations);
                let st = match step {
                    Some(x) => format!(" step={}", self.expr(x)),
                    None => String::new(),
                };
                self.emit(d, format!("for {v} in {lo} {ext} {k}{tb}{st} ann={a}"));
                self.stmt(body, d + 1);
            }
            StmtKind::While { cond, body } => {
                let c = self.expr(cond);
                self.emit(d, format!("while {c}"));
                self.stmt(body, d + 1);
            }
            StmtKind::If {
                cond,
                then_case,
                else_case,
            } => {
                let c = self.expr(cond);
                self.emit(d, format!("if {c}"));
                self.stmt(then_case, d + 1);
                if let Some(e) = else_case {
                    self.emit(d, "else".into());
                    self.stmt(e, d + 1);
                }
            }
            StmtKind::Assert { cond, kind, parts } => {
                let c = self.expr(cond);
                let p = self.exprs(parts);
                self.emit(d, format!("assert {c} kind={} [{p}]", json_str(kind)));
            }
            StmtKind::Store {
                buffer,
                value,
                indices,
            } => {
                let b = self.buf_id(buffer);
                let i = self.exprs(indices);
                let v = self.expr(value);
                self.emit(d, format!("store {b} [{i}] = {v}"));
            }
            StmtKind::Evaluate(e) => {
                let x = self.expr(e);
                self.emit(d, format!("eval {x}"));
            }
            StmtKind::Return(e) => {
                let x = self.expr(e);
                self.emit(d, format!("return {x}"));
            }
            StmtKind::Block { realize, block } => self.block(realize.as_ref(), block, d),
            StmtKind::Tirx(t) => self.tirx(t, d),
        }
    }

    /// TIRx statements (not produced by `tools/tvm_dump.py`, which predates
    /// them): `scope_id <api> [vars] extents=... preferred=...` and
    /// `tile <ns>.<op> [operands] workspace=... dispatch=... config=...`.
    fn tirx(&mut self, t: &TirxStmt, d: usize) {
        match t {
            TirxStmt::ScopeId(def) => {
                let vars: Vec<String> = def.vars.iter().map(|v| self.var(v)).collect();
                let ext = match &def.extents {
                    Some(e) => format!("[{}]", self.exprs(e)),
                    None => "none".into(),
                };
                let pref = match &def.preferred {
                    Some(e) => format!("[{}]", self.exprs(e)),
                    None => "none".into(),
                };
                self.emit(
                    d,
                    format!(
                        "scope_id {} [{}] extents={ext} preferred={pref}",
                        def.binding.api_name(),
                        vars.join(", ")
                    ),
                );
            }
            TirxStmt::Tile(c) => {
                let mut args = Vec::new();
                for a in &c.args {
                    args.push(match a {
                        TileArg::Region(r) => self.region(r),
                        TileArg::Expr(e) => self.expr(e),
                        TileArg::Bool(b) => format!("(pybool {b})"),
                        TileArg::Str(s) => format!("(str {})", json_str(s)),
                        TileArg::Lambda { vars, body } => {
                            let vs: Vec<String> = vars.iter().map(|v| self.var(v)).collect();
                            format!("(lambda [{}] {})", vs.join(" "), self.expr(body))
                        }
                    });
                }
                let ws: Vec<String> = c
                    .workspace
                    .iter()
                    .map(|(k, b)| format!("{}: {}", json_str(k), self.buf_id(b)))
                    .collect();
                let cfg: Vec<String> = c
                    .config
                    .iter()
                    .map(|(k, v)| format!("{}: {}", json_str(k), self.attr(v)))
                    .collect();
                let disp = c.dispatch.as_deref().map_or("none".into(), json_str);
                self.emit(
                    d,
                    format!(
                        "tile {}.{} [{}] workspace={{{}}} dispatch={disp} config={{{}}}",
                        c.scope.namespace(),
                        c.op,
                        args.join(", "),
                        ws.join(", "),
                        cfg.join(", ")
                    ),
                );
            }
        }
    }

    fn region(&mut self, r: &BufferRegion) -> String {
        let b = self.buf_id(&r.buffer);
        let dims: Vec<String> = r
            .region
            .iter()
            .map(|(m, e)| format!("({}, {})", self.expr(m), self.expr(e)))
            .collect();
        format!("{b}[{}]", dims.join(", "))
    }

    /// `block "name" realize=[values] where=pred` (or `no_realize`), then the
    /// signature, `init` and `body`.
    fn block(&mut self, realize: Option<&SBlockRealize>, b: &SBlock, d: usize) {
        let head = match realize {
            Some(r) => {
                let v = self.exprs(&r.iter_values);
                let p = self.expr(&r.predicate);
                format!("realize=[{v}] where={p}")
            }
            None => "no_realize".to_string(),
        };
        self.emit(d, format!("block {} {head}", json_str(&b.name)));
        for iv in &b.iter_vars {
            let v = self.var(iv.var());
            let dom = match iv.dom() {
                Some((lo, ext)) => format!("({}, {})", self.expr(lo), self.expr(ext)),
                None => "none".to_string(),
            };
            self.emit(
                d + 1,
                format!("iter {v} dom={dom} kind={}", iv.kind().code()),
            );
        }
        for (what, regions) in [("read", &b.reads), ("write", &b.writes)] {
            for r in regions {
                let t = self.region(r);
                self.emit(d + 1, format!("{what} {t}"));
            }
        }
        for a in &b.alloc_buffers {
            let t = self.buffer_def(a);
            self.emit(d + 1, format!("alloc {t}"));
        }
        for m in &b.match_buffers {
            let src = self.region(&m.source);
            let t = self.buffer_def(&m.buffer);
            self.emit(d + 1, format!("match {t} = {src}"));
        }
        if !b.annotations.is_empty() {
            let a = self.attrs(&b.annotations);
            self.emit(d + 1, format!("ann {a}"));
        }
        if let Some(init) = &b.init {
            self.emit(d + 1, "init".into());
            self.stmt(init, d + 2);
        }
        self.emit(d + 1, "body".into());
        self.stmt(&b.body, d + 2);
    }

    fn func(&mut self, name: &str, f: &PrimFunc) {
        self.emit(0, format!("func {name}"));
        for (k, v) in &f.attrs {
            let a = self.attr(v);
            self.emit(1, format!("attr {k} = {a}"));
        }
        self.emit(1, format!("ret {}", ty_str(&f.ret_type)));
        for p in &f.params {
            let line = match p {
                Param::Buffer(b) => format!("param buffer {}", self.buffer_def(b)),
                Param::Var(v) => format!("param {}", self.var(v)),
            };
            self.emit(1, line);
        }
        self.stmt(&f.body, 1);
    }
}

#[cfg(test)]
mod tests {
    use super::json_str;

    #[test]
    fn json_escapes_like_python() {
        assert_eq!(json_str("a\"b\\c\nd\té"), "\"a\\\"b\\\\c\\nd\\t\\u00e9\"");
        assert_eq!(json_str("\u{1}"), "\"\\u0001\"");
    }
}
