//! TIRx statements as TVM 0.27 prints them: `bx, by = T.cta_id([4, 2])`
//! (`preferred=[..]`, `dtype="uint32"` when not `int32`; `T.cta_id_in_pair()`
//! without extents) and tile primitives `T.<scope>.<op>(operands...,
//! workspace={..}, dispatch="..", key=value, ...)` with the thread scope as
//! `T.tile`, config keys sorted, lambda operands as `lambda i, j: i < j`.

use super::context::Printer;
use super::literal;
use tirsat_ir::tirx::{ScopeBinding, TileArg, TileCall, TirxStmt};

/// The frame key of a lambda operand (not a statement number).
const LAMBDA_FRAME: u32 = u32::MAX - 1;

impl Printer {
    /// The line of a TIRx statement.
    pub(crate) fn tirx(&mut self, t: &TirxStmt) -> String {
        match t {
            TirxStmt::ScopeId(d) => {
                let mut args = Vec::new();
                if d.binding != ScopeBinding::ClusterCtaPair
                    && let Some(ext) = &d.extents
                {
                    args.push(format!("[{}]", self.expr_list(ext)));
                }
                if let Some(p) = &d.preferred {
                    args.push(format!("preferred=[{}]", self.expr_list(p)));
                }
                if let Some(v) = d.vars.first()
                    && v.dtype() != tirsat_ir::DataType::i32()
                {
                    let dt = v.dtype();
                    args.push(format!("dtype={}", literal::string_text(&dt.to_string())));
                }
                let rhs = format!("T.{}({})", d.binding.api_name(), args.join(", "));
                let names: Vec<std::rc::Rc<str>> =
                    d.vars.iter().map(|v| self.define_var(v)).collect();
                format!("{} = {rhs}", names.join(", "))
            }
            TirxStmt::Tile(c) => self.tile_call(c),
        }
    }

    fn tile_call(&mut self, c: &TileCall) -> String {
        let mut parts = Vec::new();
        for a in &c.args {
            let text = match a {
                TileArg::Region(r) => self.region_text(r),
                TileArg::Expr(e) => self.expr(e),
                TileArg::Bool(b) => if *b { "True" } else { "False" }.to_string(),
                TileArg::Str(s) => literal::string_text(s),
                TileArg::Lambda { vars, body } => {
                    self.push_frame(LAMBDA_FRAME);
                    let params: Vec<std::rc::Rc<str>> =
                        vars.iter().map(|v| self.define_var(v)).collect();
                    let b = self.expr(body);
                    self.pop_frame();
                    format!("lambda {}: {b}", params.join(", "))
                }
            };
            parts.push(text);
        }
        if !c.workspace.is_empty() {
            let items: Vec<String> = c
                .workspace
                .iter()
                .map(|(k, b)| format!("{}: {}", literal::string_text(k), self.buffer_ref(b)))
                .collect();
            parts.push(format!("workspace={{{}}}", items.join(", ")));
        }
        if let Some(d) = &c.dispatch {
            parts.push(format!("dispatch={}", literal::string_text(d)));
        }
        for (k, v) in &c.config {
            let v = self.attr_value(v);
            parts.push(format!("{k}={v}"));
        }
        format!("T.{}.{}({})", c.scope.namespace(), c.op, parts.join(", "))
    }
}
