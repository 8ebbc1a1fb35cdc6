//! `MakePackedAPI` (TVM 0.27's `tirx.MakePackedAPI`, module pass): gives every
//! externally visible host function the packed calling convention
//! `(self_handle, args, num_args, result) -> int32`.
//!
//! Which functions change: a function with a `global_symbol`, no `calling_conv`
//! (or 0) and a target *with a host*. Device kernels (`calling_conv = 2`) and
//! private functions are left alone; a function whose target has no host counts
//! as already lowered. In every function, calls of functions that get the packed
//! API become `T.tvm_call_cpacked("<symbol>", args..., <null handle>)`.
//!
//! The new body decodes the arguments with TVM's checks, in TVM's order (see
//! the private `binder` module), sets the device, wraps the old body in a `compute_scope`
//! attribute and turns each `return v` into writes of the result `TVMFFIAny`.
//! Buffer parameters become `DeclBuffer`s over the decoded data pointers (the
//! buffer map is emptied).
//!
//! Where TVM runs its arithmetic simplifier on a generated check, this pass
//! produces TVM's result for the forms it generates (a constant on the left of
//! `==` moves to the right); [`MakePackedAPI::with_simplifier`] plugs in a full
//! simplifier instead.
//!
//! ```
//! use tirsat_ir::*;
//! use tirsat_transform::{make_packed_api::MakePackedAPI, Pass, PassContext};
//! let target = Target::with_host(Target::from_kind("llvm").unwrap(), Target::from_kind("llvm").unwrap());
//! let n = Var::new("n", DataType::i32());
//! let f = PrimFunc::new(vec![Param::Var(n.clone())], Stmt::evaluate(n.to_expr()))
//!     .with_attr(keys::GLOBAL_SYMBOL, AttrValue::Str("main".into()))
//!     .with_attr(keys::TARGET, AttrValue::Target(target));
//! let m = IRModule::from_functions([("main".to_string(), f)]);
//! let out = MakePackedAPI::new().run(m, &PassContext::new()).unwrap();
//! let g = out.get("main").unwrap();
//! assert_eq!(g.params.len(), 4);
//! assert_eq!(g.global_symbol(), Some("__tvm_ffi_main"));
//! ```

pub(crate) mod binder;

use std::collections::BTreeMap;
use tirsat_ir::builtin;

use rustc_hash::FxHashSet;
use std::sync::Arc;

use crate::op::is_index_type;
use crate::{Pass, PassContext, PassError, map_functions};
use tirsat_ir::visit::{Mutator, TryMutator, try_walk_mutate_stmt, walk_mutate_expr};
use tirsat_ir::{
    AttrNode, AttrValue, CallOp, CmpOp, DataType, Expr, ExprKind, ForKind, IRModule, Param,
    PrimFunc, Stmt, StmtKind, Type, Var, calling_conv, keys,
};

use binder::{Binder, NestItem, field, merge_nest};

/// The prefix of packed function symbols.
pub const FFI_SYMBOL_PREFIX: &str = "__tvm_ffi_";
/// The runtime function that selects the device.
pub const SET_DEVICE_SYMBOL: &str = "__tvm_set_device";
/// Builtin used for calls of packed functions inside the module.
pub const CALL_CPACKED: tirsat_ir::Op = builtin::CALL_CPACKED;
/// Builtin used for calls of runtime packed functions.
pub const CALL_PACKED: tirsat_ir::Op = builtin::CALL_PACKED;

/// A simplifier for the checks MakePackedAPI generates (TVM's `Analyzer::Simplify`).
pub type SimplifyFn = Arc<dyn Fn(&Expr) -> Expr + Send + Sync>;

/// The MakePackedAPI pass.
#[derive(Clone, Default)]
pub struct MakePackedAPI {
    simplify: Option<SimplifyFn>,
}

impl std::fmt::Debug for MakePackedAPI {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MakePackedAPI")
            .field("custom_simplifier", &self.simplify.is_some())
            .finish()
    }
}

const NAME: &str = "MakePackedAPI";

/// The forms TVM's simplifier gives the equality checks MakePackedAPI builds:
/// `c == x` with an integer constant `c` of an index type (int32/int64) becomes
/// `x == c`; everything else is kept.
pub fn tvm_eq_form(e: &Expr) -> Expr {
    if let ExprKind::Cmp(CmpOp::Eq, a, b) = e.kind()
        && a.as_int().is_some()
        && b.as_int().is_none()
        && is_index_type(a.dtype())
    {
        return Expr::cmp(CmpOp::Eq, b, a);
    }
    e.clone()
}

impl MakePackedAPI {
    pub fn new() -> Self {
        Self::default()
    }
    /// Uses `f` where TVM simplifies a generated check.
    pub fn with_simplifier(f: SimplifyFn) -> Self {
        MakePackedAPI { simplify: Some(f) }
    }
}

/// The symbol callers use when `f` needs the packed API, else `None`.
pub fn requires_packed_api(f: &PrimFunc) -> Option<&str> {
    if let Some(cc) = f.attr(keys::CALLING_CONV)
        && cc.as_int() != Some(calling_conv::DEFAULT)
    {
        return None;
    }
    f.global_symbol()
}

impl Pass for MakePackedAPI {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, module: IRModule, _ctx: &PassContext) -> Result<IRModule, PassError> {
        crate::constructs::check(self.name(), &module, &[])?;
        let packed: BTreeMap<String, String> = module
            .iter()
            .filter_map(|(name, f)| requires_packed_api(f).map(|s| (name.clone(), s.to_string())))
            .collect();
        let default_simplify = tvm_eq_form;
        map_functions(module, |name, func| {
            // Only calls of functions getting the packed API are rewritten:
            // a body calling none is kept (most kernels call no function).
            let calls_packed = !packed.is_empty()
                && crate::analyses::body_facts(&func.body)
                    .callees(&func.body)
                    .iter()
                    .any(|c| packed.contains_key(&**c));
            let body = if calls_packed {
                CallRewriter { packed: &packed }.mutate_stmt(&func.body)
            } else {
                func.body.clone()
            };
            let func = if body.same_as(&func.body) {
                func
            } else {
                func.with_body(body)
            };
            let simplify: &(dyn Fn(&Expr) -> Expr + Sync) = match &self.simplify {
                Some(f) => f.as_ref(),
                None => &default_simplify,
            };
            make_packed_api(name, func, simplify)
        })
    }
}

/// Rewrites calls of functions that get the packed API.
struct CallRewriter<'a> {
    packed: &'a BTreeMap<String, String>,
}

impl Mutator for CallRewriter<'_> {
    fn mutate_expr(&mut self, e: &Expr) -> Expr {
        if !e.calls_global() {
            return e.clone();
        }
        let e2 = walk_mutate_expr(self, e);
        if let ExprKind::Call {
            op: CallOp::Global(callee),
            args,
            ..
        } = e2.kind()
            && let Some(symbol) = self.packed.get(&**callee)
        {
            let mut all = Vec::with_capacity(args.len() + 2);
            all.push(Expr::str(symbol));
            all.extend(args.iter().cloned());
            all.push(null_handle());
            return Expr::call(e2.ty().clone(), CALL_CPACKED, all);
        }
        e2
    }
}

/// `T.reinterpret(T.handle().ty, T.uint64(0))`: the null handle.
pub fn null_handle() -> Expr {
    Expr::call(
        DataType::handle(),
        builtin::REINTERPRET,
        vec![Expr::int(DataType::uint(64), 0)],
    )
}

fn err(func: &str, msg: impl Into<String>) -> PassError {
    PassError::in_func(NAME, func, msg)
}

/// Applies the packed API to one function (after call rewriting).
fn make_packed_api(
    name: &str,
    func: PrimFunc,
    simplify: &(dyn Fn(&Expr) -> Expr + Sync),
) -> Result<PrimFunc, PassError> {
    let Some(symbol) = requires_packed_api(&func).map(str::to_string) else {
        return Ok(func);
    };
    let Some(target) = func.target().cloned() else {
        let keys: Vec<&str> = func.attrs.keys().map(String::as_str).collect();
        return Err(err(
            name,
            format!(
                "MakePackedAPI required the function to be annotated with tvm::attr::kTarget (target), but the function only has attributes {keys:?}"
            ),
        ));
    };
    let Some(host) = target.host().cloned() else {
        return Ok(func);
    };
    let device_type = target.device_type();

    let self_handle = Var::new("self_handle", DataType::handle());
    let args = Var::new("args", DataType::handle());
    let num_args = Var::new("num_args", DataType::i32());
    let result = Var::new("result", DataType::handle());
    let dev_id = Var::new("dev_id", DataType::i32());

    let mut binder = Binder::new(
        &symbol,
        &func.params,
        &args,
        &num_args,
        device_type,
        target.device_name(),
        &dev_id,
        simplify,
    );
    binder.decode_all().map_err(|m| err(name, m))?;
    let res = binder.finish();

    let mut body = ReturnRewriter {
        result: result.to_expr(),
        in_parallel: 0,
    }
    .try_mutate_stmt(&func.body)
    .map_err(|m| err(name, m))?;
    body = Stmt::attr(
        AttrNode::zero(),
        keys::COMPUTE_SCOPE,
        Expr::str(&format!("{symbol}_compute_")),
        body,
    );
    let mut seq_check = Vec::new();
    if res.device_id_bound {
        let node = AttrNode::Expr(Expr::str("default"));
        seq_check.push(NestItem::Attr {
            node: node.clone(),
            key: keys::DEVICE_ID.to_string(),
            value: dev_id.to_expr(),
        });
        seq_check.push(NestItem::Attr {
            node,
            key: keys::DEVICE_TYPE.to_string(),
            value: Expr::i32(device_type),
        });
        if device_type != tirsat_ir::device::CPU {
            let set_device = Stmt::evaluate(Expr::call(
                DataType::i32(),
                CALL_PACKED,
                vec![
                    Expr::str(SET_DEVICE_SYMBOL),
                    Expr::i32(device_type),
                    dev_id.to_expr(),
                ],
            ));
            body = Stmt::seq(vec![set_device, body]);
        }
    }
    body = Stmt::seq(vec![body, Stmt::ret(Expr::i32(0))]);
    let body = merge_nest(
        &[&res.init_nest, &seq_check, &res.asserts, &res.decl_buffers],
        body,
    );

    let params = vec![
        Param::Var(self_handle),
        Param::Var(args),
        Param::Var(num_args),
        Param::Var(result),
    ];
    let undefined = undefined_vars(&body, &params);
    if !undefined.is_empty() {
        let names: Vec<&str> = undefined.iter().map(Var::name).collect();
        return Err(err(
            name,
            format!(
                "In PrimFunc {symbol} variables [{}] are used, but are not passed in as API arguments",
                names.join(", ")
            ),
        )
        .with_var(names[0]));
    }

    let mut out = func;
    out.params = params;
    out.ret_type = Type::Prim(DataType::i32());
    out.body = body;
    out.attrs.insert(
        keys::CALLING_CONV.to_string(),
        AttrValue::Int(calling_conv::C_PACKED_FUNC),
    );
    out.attrs
        .insert(keys::TARGET.to_string(), AttrValue::Target(host));
    out.attrs.insert(
        keys::GLOBAL_SYMBOL.to_string(),
        AttrValue::Str(format!("{FFI_SYMBOL_PREFIX}{symbol}")),
    );
    Ok(out)
}

/// Rewrites `return v` into writes of the `TVMFFIAny` result.
struct ReturnRewriter {
    result: Expr,
    in_parallel: usize,
}

impl TryMutator for ReturnRewriter {
    type Error = String;
    /// Statements only: a `return` is never inside an expression.
    fn try_mutate_expr(&mut self, e: &Expr) -> Result<Expr, String> {
        Ok(e.clone())
    }
    fn try_mutate_stmt(&mut self, s: &Stmt) -> Result<Stmt, String> {
        match s.kind() {
            StmtKind::Return(v) => {
                if self.in_parallel > 0 {
                    return Err("Return cannot be used in parallel scope.".into());
                }
                let (index, value) = ffi_value(v)?;
                let set = |kind: i64, value: Expr| {
                    Stmt::evaluate(Expr::call(
                        DataType::i32(),
                        builtin::TVM_STRUCT_SET,
                        vec![self.result.clone(), Expr::i32(0), Expr::i32(kind), value],
                    ))
                };
                Ok(Stmt::seq(vec![
                    set(field::ANY_TYPE_INDEX, Expr::i32(index)),
                    set(field::ANY_ZERO_PADDING, Expr::i32(0)),
                    set(field::ANY_UNION_VALUE, value),
                    Stmt::ret(Expr::i32(0)),
                ]))
            }
            StmtKind::Seq(_) => {
                // The statements replacing a `return` join the enclosing sequence.
                let out = try_walk_mutate_stmt(self, s)?;
                Ok(if out.same_as(s) {
                    out
                } else {
                    Stmt::seq(out.as_seq().to_vec())
                })
            }
            StmtKind::For { kind, .. } => {
                let parallel = *kind == ForKind::Parallel;
                self.in_parallel += parallel as usize;
                let r = try_walk_mutate_stmt(self, s);
                self.in_parallel -= parallel as usize;
                r
            }
            _ => try_walk_mutate_stmt(self, s),
        }
    }
}

/// The FFI type index and stored value of a returned value.
fn ffi_value(v: &Expr) -> Result<(i64, Expr), String> {
    use binder::type_index::*;
    if v.ty().is_handle_like() {
        return Ok((OPAQUE_PTR, v.clone()));
    }
    let t = v.dtype();
    if t.is_void() || v.ty().is_void() {
        return Ok((NONE, v.clone()));
    }
    if t.lanes != 1 {
        // TVM fails here too: its Cast to the scalar int64/float64 slot
        // requires equal lanes.
        return Err(format!(
            "data type {t} not supported yet (a returned value must be a scalar)"
        ));
    }
    if t.is_bool() {
        return Ok((BOOL, crate::op::cast_node(DataType::i64(), v)));
    }
    if t.is_int() || t.is_uint() {
        return Ok((INT, crate::op::cast_node(DataType::i64(), v)));
    }
    if t.code == tirsat_ir::TypeCode::Float {
        return Ok((FLOAT, crate::op::cast_node(DataType::float(64), v)));
    }
    Err(format!("data type {t} not supported yet"))
}

/// Variables used in `body` before (or without) a definition, in order of first use.
pub(crate) fn undefined_vars(body: &Stmt, params: &[Param]) -> Vec<Var> {
    let mut u = UseDef::default();
    for p in params {
        match p {
            Param::Var(v) => {
                u.defined.insert(v.id());
            }
            Param::Buffer(b) => b.field_exprs().for_each(|e| u.expr(e)),
        }
    }
    u.stmt(body);
    u.undefined
}

#[derive(Default)]
struct UseDef {
    /// Variable ids (a `Var` is equal to another by id).
    defined: FxHashSet<u64>,
    seen: FxHashSet<u64>,
    undefined: Vec<Var>,
}

impl UseDef {
    fn use_var(&mut self, v: &Var) {
        if !self.defined.contains(&v.id()) && self.seen.insert(v.id()) {
            self.undefined.push(v.clone());
        }
    }
    fn expr(&mut self, e: &Expr) {
        // A leaf does not recurse.
        if e.is_leaf() {
            return self.expr_at(e);
        }
        tirsat_ir::stack::deeper(|| self.expr_at(e))
    }

    fn expr_at(&mut self, e: &Expr) {
        match e.kind() {
            ExprKind::Var(v) => self.use_var(v),
            ExprKind::Let { var, value, body } => {
                self.expr(value);
                self.defined.insert(var.id());
                self.expr(body);
            }
            // The operands of the other nodes.
            k => k.for_each_child(|c| self.expr(c)),
        }
    }
    fn stmt(&mut self, s: &Stmt) {
        tirsat_ir::stack::deeper(|| self.stmt_at(s))
    }

    fn stmt_at(&mut self, s: &Stmt) {
        match s.kind() {
            StmtKind::Bind { var, value } => {
                self.expr(value);
                self.defined.insert(var.id());
            }
            StmtKind::For {
                var,
                body,
                thread_binding,
                ..
            } => {
                // min, extent and step
                for e in s.iter_child_exprs() {
                    self.expr(e);
                }
                self.defined.insert(var.id());
                if let Some(iv) = thread_binding {
                    self.defined.insert(iv.var().id());
                }
                self.stmt(body);
            }
            StmtKind::Attr {
                node, value, body, ..
            } => {
                match node {
                    AttrNode::IterVar(iv) => {
                        self.defined.insert(iv.var().id());
                    }
                    // Not a use (TVM's `UndefinedVars` visits only the value
                    // and body): a pragma's node may be the loop variable of
                    // the loop it precedes, printed as a free variable.
                    AttrNode::Expr(_)
                    | AttrNode::Buffer(_)
                    | AttrNode::Target(_)
                    | AttrNode::CommReducer(_) => {}
                }
                self.expr(value);
                self.stmt(body);
            }
            StmtKind::AllocBuffer { buffer, .. } => buffer.field_exprs().for_each(|e| self.expr(e)),
            StmtKind::DeclBuffer { buffer, data } => {
                self.expr(data);
                buffer.field_exprs().for_each(|e| self.expr(e));
            }
            _ => {
                for e in s.iter_child_exprs() {
                    self.expr(e);
                }
                for c in s.iter_child_stmts() {
                    self.stmt(c);
                }
            }
        }
    }
}

/// The message signature of a function, as MakePackedAPI writes it.
pub fn signature(name: &str, params: &[Param]) -> String {
    binder::signature(name, params)
}
