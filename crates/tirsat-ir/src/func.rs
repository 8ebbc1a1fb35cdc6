//! PrimFuncs: parameters, return type, body and attributes.

use super::{AttrValue, Attrs, Buffer, Stmt, Target, Type, Var, keys};

/// A function parameter: a scalar/pointer variable or a buffer (TVM 0.27's
/// buffer-typed parameter, what `A: T.Buffer(...)` and `T.match_buffer` make).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Param {
    Var(Var),
    Buffer(Buffer),
}

impl Param {
    pub fn name(&self) -> &str {
        match self {
            Param::Var(v) => v.name(),
            Param::Buffer(b) => b.name(),
        }
    }
    pub fn as_var(&self) -> Option<&Var> {
        match self {
            Param::Var(v) => Some(v),
            Param::Buffer(_) => None,
        }
    }
    pub fn as_buffer(&self) -> Option<&Buffer> {
        match self {
            Param::Buffer(b) => Some(b),
            Param::Var(_) => None,
        }
    }
}

/// A TIR function.
#[derive(Clone, Debug, PartialEq)]
pub struct PrimFunc {
    pub params: Vec<Param>,
    pub ret_type: Type,
    pub body: Stmt,
    pub attrs: Attrs,
}

/// Calling conventions (`calling_conv` attribute).
pub mod calling_conv {
    pub const DEFAULT: i64 = 0;
    pub const C_PACKED_FUNC: i64 = 1;
    pub const DEVICE_KERNEL_LAUNCH: i64 = 2;
}

impl PrimFunc {
    pub fn new(params: Vec<Param>, body: Stmt) -> Self {
        PrimFunc {
            params,
            ret_type: Type::Void,
            body,
            attrs: Attrs::new(),
        }
    }
    pub fn attr(&self, key: &str) -> Option<&AttrValue> {
        self.attrs.get(key)
    }
    /// The `target` attribute.
    pub fn target(&self) -> Option<&Target> {
        self.attr(keys::TARGET).and_then(|v| v.as_target())
    }
    /// The `global_symbol` attribute (absent for private functions).
    pub fn global_symbol(&self) -> Option<&str> {
        self.attr(keys::GLOBAL_SYMBOL).and_then(|v| v.as_str())
    }
    pub fn calling_conv(&self) -> i64 {
        self.attr(keys::CALLING_CONV)
            .and_then(|v| v.as_int())
            .unwrap_or(0)
    }
    /// True when the attribute is present and truthy.
    pub fn has_flag(&self, key: &str) -> bool {
        self.attr(key).and_then(|v| v.as_bool()).unwrap_or(false)
    }
    pub fn with_attr(mut self, key: &str, value: AttrValue) -> Self {
        self.attrs.insert(key.to_string(), value);
        self
    }
    pub fn without_attr(mut self, key: &str) -> Self {
        self.attrs.remove(key);
        self
    }
    pub fn with_body(mut self, body: Stmt) -> Self {
        self.body = body;
        self
    }
    /// The buffer parameters, in order (TVM's old `buffer_map` view).
    pub fn buffer_params(&self) -> impl Iterator<Item = &Buffer> {
        self.params.iter().filter_map(Param::as_buffer)
    }
}
