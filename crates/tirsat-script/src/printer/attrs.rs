//! Attribute values (`T.func_attr`, annotations, call keywords) and targets.
//! Dictionaries print with sorted keys; a target prints in TVM's full dict
//! form, its host as a nested dict: `T.target({"arch": "sm_50", "host":
//! {"keys": ["cpu"], "kind": "llvm", ...}, "keys": ["cuda", "gpu"], "kind": "cuda", ...})`.

use std::collections::BTreeMap;

use super::context::Printer;
use super::literal;
use tirsat_ir::{AttrValue, Target};

impl Printer {
    /// An attribute value as a Python literal or expression.
    pub(crate) fn attr_value(&mut self, v: &AttrValue) -> String {
        let mut out = String::new();
        self.write_attr_value(v, &mut out);
        out
    }

    /// `{"k": v, ...}` in key order.
    pub(crate) fn attr_dict(&mut self, m: &BTreeMap<String, AttrValue>) -> String {
        let mut out = String::new();
        self.write_attr_dict(m, &mut out);
        out
    }

    /// [`Printer::attr_value`], appended to `out`.
    fn write_attr_value(&mut self, v: &AttrValue, out: &mut String) {
        match v {
            AttrValue::Array(items) => {
                out.push('[');
                for (i, x) in items.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.write_attr_value(x, out);
                }
                out.push(']');
            }
            AttrValue::Map(m) => self.write_attr_dict(m, out),
            AttrValue::Expr(e) => self.write_expr(e, out),
            AttrValue::Buffer(b) => out.push_str(&self.buffer_ref(b)),
            AttrValue::Target(t) => self.write_target(t, out),
            plain => write_plain_value(plain, out),
        }
    }

    fn write_attr_dict(&mut self, m: &BTreeMap<String, AttrValue>, out: &mut String) {
        self.write_attr_entries(m, out);
    }

    /// `{"k": v, ...}` of the entries in their order.
    pub(crate) fn write_attr_entries<'a>(
        &mut self,
        m: impl IntoIterator<Item = (&'a String, &'a AttrValue)>,
        out: &mut String,
    ) {
        out.push('{');
        for (i, (k, v)) in m.into_iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            literal::write_string_text(k, out);
            out.push_str(": ");
            self.write_attr_value(v, out);
        }
        out.push('}');
    }
}

impl Printer {
    /// `T.target({...})`, the dict through [`Printer::write_target_dict`].
    pub(crate) fn write_target(&mut self, t: &Target, out: &mut String) {
        out.push_str("T.target(");
        self.write_target_dict(t, out);
        out.push(')');
    }

    /// [`write_target_dict`] through the printer's cache of recent targets:
    /// the functions of a module usually have a few targets between them,
    /// and a target's dict is long. A cached text is reused only for a
    /// target that prints the same ([`same_target`]).
    pub(crate) fn write_target_dict(&mut self, t: &Target, out: &mut String) {
        if let Some((_, text)) = self.targets.iter().find(|(c, _)| same_target(c, t)) {
            out.push_str(text);
            return;
        }
        let start = out.len();
        write_target_dict(t, out);
        if self.targets.len() == TARGET_CACHE {
            self.targets.remove(0);
        }
        self.targets.push((t.clone(), out[start..].to_string()));
    }
}

/// How many targets [`Printer::write_target_dict`] keeps.
const TARGET_CACHE: usize = 8;

/// True when two targets have the same dict text: the same node, or the
/// same kind, host and attributes, floats compared by their bits (`0.0`
/// and `-0.0` print differently). Attributes holding expressions or
/// buffers never count as the same (targets do not have them).
fn same_target(a: &Target, b: &Target) -> bool {
    let (x, y) = (a.node(), b.node());
    if std::ptr::eq(x, y) {
        return true;
    }
    x.kind == y.kind
        && match (&x.host, &y.host) {
            (None, None) => true,
            (Some(p), Some(q)) => same_target(p, q),
            _ => false,
        }
        && same_map(&x.attrs, &y.attrs)
}

fn same_map(a: &BTreeMap<String, AttrValue>, b: &BTreeMap<String, AttrValue>) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|((k, v), (l, w))| k == l && same_plain(v, w))
}

/// [`same_target`] for a target attribute ([`write_plain_value`]'s input).
fn same_plain(a: &AttrValue, b: &AttrValue) -> bool {
    match (a, b) {
        (AttrValue::Bool(x), AttrValue::Bool(y)) => x == y,
        (AttrValue::Int(x), AttrValue::Int(y)) => x == y,
        (AttrValue::Float(x), AttrValue::Float(y)) => x.to_bits() == y.to_bits(),
        (AttrValue::Str(x), AttrValue::Str(y)) => x == y,
        (AttrValue::Array(x), AttrValue::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(v, w)| same_plain(v, w))
        }
        (AttrValue::Map(x), AttrValue::Map(y)) => same_map(x, y),
        (AttrValue::Target(x), AttrValue::Target(y)) => same_target(x, y),
        _ => false,
    }
}

/// A target's configuration dict, keys sorted, with `kind` and `host` merged in.
#[cfg(test)]
pub(crate) fn target_dict(t: &Target) -> String {
    let mut out = String::new();
    write_target_dict(t, &mut out);
    out
}

/// [`target_dict`], appended to `out`.
fn write_target_dict(t: &Target, out: &mut String) {
    enum Entry<'a> {
        Attr(&'a AttrValue),
        Kind,
        Host(&'a Target),
    }
    let node = t.node();
    let mut entries: Vec<(&str, Entry)> = Vec::with_capacity(node.attrs.len() + 2);
    for (k, v) in &node.attrs {
        entries.push((k.as_str(), Entry::Attr(v)));
    }
    entries.push(("kind", Entry::Kind));
    if let Some(h) = &node.host {
        entries.push(("host", Entry::Host(h)));
    }
    // Stable: an attribute named like `kind` stays before the kind.
    entries.sort_by(|a, b| a.0.cmp(b.0));
    out.push('{');
    for (i, (k, e)) in entries.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        literal::write_string_text(k, out);
        out.push_str(": ");
        match e {
            Entry::Attr(v) => write_plain_value(v, out),
            Entry::Kind => literal::write_string_text(&node.kind, out),
            Entry::Host(h) => write_target_dict(h, out),
        }
    }
    out.push('}');
}

/// A target attribute (never refers to variables), appended to `out`.
fn write_plain_value(v: &AttrValue, out: &mut String) {
    match v {
        AttrValue::Bool(b) => out.push_str(if *b { "True" } else { "False" }),
        AttrValue::Int(i) => literal::push_i64(*i, out),
        AttrValue::Float(f) => out.push_str(&literal::float_text(*f)),
        AttrValue::Str(s) => literal::write_string_text(s, out),
        AttrValue::Array(items) => {
            out.push('[');
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_plain_value(x, out);
            }
            out.push(']');
        }
        AttrValue::Map(m) => {
            out.push('{');
            for (i, (k, v)) in m.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                literal::write_string_text(k, out);
                out.push_str(": ");
                write_plain_value(v, out);
            }
            out.push('}');
        }
        AttrValue::Target(t) => {
            out.push_str("T.target(");
            write_target_dict(t, out);
            out.push(')');
        }
        AttrValue::Expr(e) => out.push_str(&super::print_expr(e)),
        AttrValue::Buffer(b) => out.push_str(b.name()),
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

    /// Targets equal in value share a cached dict; a float of another sign,
    /// another host or another attribute does not.
    #[test]
    fn cached_dicts_only_for_targets_that_print_alike() {
        let cuda = || Target::from_kind("cuda").unwrap();
        let with = |v: AttrValue| {
            let mut node = cuda().node().clone();
            node.attrs.insert("scale".into(), v);
            Target::from_node(node)
        };
        let llvm = Target::from_kind("llvm").unwrap();
        let targets = [
            Target::with_host(cuda(), llvm.clone()),
            Target::with_host(cuda(), llvm.clone()),
            cuda(),
            with(AttrValue::Float(0.0)),
            with(AttrValue::Float(-0.0)),
            with(AttrValue::Float(0.0)),
            with(AttrValue::Int(0)),
            with(AttrValue::Bool(false)),
            with(AttrValue::Array(vec![AttrValue::Str("a".into())])),
            with(AttrValue::Array(vec![AttrValue::Str("b".into())])),
            // Nine different dicts: more than the cache holds.
            with(AttrValue::Str("s".into())),
        ];
        assert!(same_target(&targets[0], &targets[1]));
        assert!(!same_target(&targets[0], &targets[2]));
        assert!(!same_target(&targets[3], &targets[4]));
        assert!(same_target(&targets[3], &targets[5]));
        assert!(!same_target(&targets[6], &targets[7]));
        let mut p = Printer::new(None);
        for round in 0..2 {
            for t in targets.iter().chain(targets.iter().rev()) {
                let mut out = String::from("x");
                p.write_target_dict(t, &mut out);
                assert_eq!(out, format!("x{}", target_dict(t)), "round {round}");
            }
        }
        assert!(target_dict(&targets[4]).contains("\"scale\": -0.0"));
    }
}
