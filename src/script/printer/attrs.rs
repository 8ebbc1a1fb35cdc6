//! Attribute values (`T.func_attr`, annotations, call keywords) and targets.
//! Dictionaries print with sorted keys; a target prints in TVM's full dict
//! form, its host as a nested dict: `T.target({"arch": "sm_50", "host":
//! {"keys": ["cpu"], "kind": "llvm", ...}, "keys": ["cuda", "gpu"], "kind": "cuda", ...})`.

use std::collections::BTreeMap;

use super::context::Printer;
use super::literal;
use crate::ir::{AttrValue, Target};

impl Printer {
    /// An attribute value as a Python literal or expression.
    pub(crate) fn attr_value(&mut self, v: &AttrValue) -> String {
        match v {
            AttrValue::Bool(b) => if *b { "True" } else { "False" }.to_string(),
            AttrValue::Int(i) => i.to_string(),
            AttrValue::Float(f) => literal::float_text(*f),
            AttrValue::Str(s) => literal::string_text(s),
            AttrValue::Array(items) => {
                let parts: Vec<String> = items.iter().map(|x| self.attr_value(x)).collect();
                format!("[{}]", parts.join(", "))
            }
            AttrValue::Map(m) => self.attr_dict(m),
            AttrValue::Target(t) => format!("T.target({})", target_dict(t)),
            AttrValue::Expr(e) => self.expr(e),
        }
    }

    /// `{"k": v, ...}` in key order.
    pub(crate) fn attr_dict(&mut self, m: &BTreeMap<String, AttrValue>) -> String {
        let parts: Vec<String> = m
            .iter()
            .map(|(k, v)| format!("{}: {}", literal::string_text(k), self.attr_value(v)))
            .collect();
        format!("{{{}}}", parts.join(", "))
    }
}

/// A target's configuration dict, keys sorted, with `kind` and `host` merged in.
pub(crate) fn target_dict(t: &Target) -> String {
    let node = t.node();
    let mut entries: Vec<(&str, String)> = Vec::with_capacity(node.attrs.len() + 2);
    for (k, v) in &node.attrs {
        entries.push((k.as_str(), plain_value(v)));
    }
    entries.push(("kind", literal::string_text(&node.kind)));
    if let Some(h) = &node.host {
        entries.push(("host", target_dict(h)));
    }
    entries.sort_by(|a, b| a.0.cmp(b.0));
    let parts: Vec<String> = entries
        .iter()
        .map(|(k, v)| format!("{}: {v}", literal::string_text(k)))
        .collect();
    format!("{{{}}}", parts.join(", "))
}

/// A target attribute (never refers to variables).
fn plain_value(v: &AttrValue) -> String {
    match v {
        AttrValue::Bool(b) => if *b { "True" } else { "False" }.to_string(),
        AttrValue::Int(i) => i.to_string(),
        AttrValue::Float(f) => literal::float_text(*f),
        AttrValue::Str(s) => literal::string_text(s),
        AttrValue::Array(items) => {
            let parts: Vec<String> = items.iter().map(plain_value).collect();
            format!("[{}]", parts.join(", "))
        }
        AttrValue::Map(m) => {
            let parts: Vec<String> = m
                .iter()
                .map(|(k, v)| format!("{}: {}", literal::string_text(k), plain_value(v)))
                .collect();
            format!("{{{}}}", parts.join(", "))
        }
        AttrValue::Target(t) => format!("T.target({})", target_dict(t)),
        AttrValue::Expr(e) => super::print_expr(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cuda_with_llvm_host_like_tvm() {
        let t = Target::with_host(
            Target::from_kind("cuda").unwrap(),
            Target::from_kind("llvm").unwrap(),
        );
        assert_eq!(
            target_dict(&t),
            r#"{"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}"#
        );
    }
}
