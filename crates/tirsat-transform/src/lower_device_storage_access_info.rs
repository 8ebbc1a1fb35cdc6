//! `LowerDeviceStorageAccessInfo` (TVM's `tir.LowerDeviceStorageAccessInfo`,
//! removed from TVM in 2026-02; re-stated here on the flat 0.27 IR): lowers
//! allocations in special storage scopes using the
//! [memory-info registry](super::memory_info).
//!
//! For an `AllocBuffer` whose scope has a tag other than `.dyn`:
//! - the scope must be registered (`Cannot find memory info of <scope>`);
//! - with a head address (a CPU-visible memory, e.g. VTCM), the allocation
//!   becomes `ptr: T.handle(dtype, scope) = <head address>` (the head-address
//!   call given the pointer's type, as 0.27's `Bind` requires); uses of `buf.data`
//!   become `ptr`, and when the buffer itself is still accessed it is declared
//!   over the pointer (`buf = T.decl_buffer(..., data=ptr)`), so nothing dangles;
//! - without a head address the allocation is removed, together with every
//!   `DeclBuffer` view whose data is the buffer's pointer; a use that remains
//!   is an error naming the buffer.
//!
//! `T.tvm_access_ptr(t, buf.data, offset, extent, rw)` on such a buffer is
//! lowered like TVM did: a handle-typed access becomes `T.address_of(buf[offset])`
//! (the scope must have a head address: `<buf> is not addressable`); any other
//! result type is the offset in memory units, `offset / (unit_bits / bits(t))`,
//! simplified (TVM ran its analyzer on it: `(i * 4) / 4` is `i`).
//! Access pointers into ordinary scopes are left for the code generator.
//!
//! Scopes come from the registry given at construction, plus the JSON file
//! named by the pass-context key `tirsat.memory_info` (its entries win). The
//! offsets are simplified with the pass context's simplifier (its rules).

use std::collections::{HashMap, HashSet};
use std::path::Path;
use tirsat_ir::builtin;

use tirsat_arith::Facts;
use tirsat_ir::visit::{
    TryMutator, Visitor, try_walk_mutate_expr, try_walk_mutate_stmt, walk_expr, walk_stmt,
};
use tirsat_ir::{AttrNode, Buffer, Expr, ExprKind, IRModule, PrimFunc, Stmt, StmtKind, Type, Var};

use super::memory_info::{MemoryInfo, MemoryInfoRegistry, is_special_scope};
use super::{Pass, PassContext, PassError, map_functions, op};

/// Pass-context key naming a memory-info JSON file.
pub const MEMORY_INFO_KEY: &str = "tirsat.memory_info";

const NAME: &str = "LowerDeviceStorageAccessInfo";

/// The pass, with the registry it consults.
#[derive(Clone, Debug, Default)]
pub struct LowerDeviceStorageAccessInfo {
    registry: MemoryInfoRegistry,
}

impl LowerDeviceStorageAccessInfo {
    /// The pass with an empty registry (entries can still come from the context).
    pub fn new() -> Self {
        Self::default()
    }
    /// The pass with the given registry.
    pub fn with_registry(registry: MemoryInfoRegistry) -> Self {
        LowerDeviceStorageAccessInfo { registry }
    }
}

impl Pass for LowerDeviceStorageAccessInfo {
    fn name(&self) -> &'static str {
        NAME
    }

    fn run(&self, module: IRModule, ctx: &PassContext) -> Result<IRModule, PassError> {
        super::constructs::check(NAME, &module, &[])?;
        let mut registry = self.registry.clone();
        if let Some(path) = ctx.get(MEMORY_INFO_KEY) {
            let file = MemoryInfoRegistry::load(Path::new(path))
                .map_err(|e| PassError::new(NAME, format!("{MEMORY_INFO_KEY}: {e}")))?;
            registry.merge(file);
        }
        map_functions(module, |name, func| {
            lower_function_in(&registry, func, ctx).map_err(|m| PassError::in_func(NAME, name, m))
        })
    }
}

/// Lowers one function, simplifying with the built-in rules.
pub fn lower_function(registry: &MemoryInfoRegistry, func: PrimFunc) -> Result<PrimFunc, String> {
    lower_function_in(registry, func, &PassContext::new())
}

/// Lowers one function, simplifying with the simplifier of `ctx` (the run's
/// rules; asked for only when an offset needs simplifying).
pub fn lower_function_in(
    registry: &MemoryInfoRegistry,
    func: PrimFunc,
    ctx: &PassContext,
) -> Result<PrimFunc, String> {
    // 1. the special allocations
    let mut finder = AllocFinder::default();
    finder.visit_stmt(&func.body);
    let mut specials: HashMap<Buffer, MemoryInfo> = HashMap::new();
    for b in &finder.allocs {
        let scope = b.scope().as_str();
        if !is_special_scope(scope).map_err(|e| format!("buffer {}: {e}", b.name()))? {
            continue;
        }
        let info = registry
            .get(scope)
            .ok_or_else(|| format!("Cannot find memory info of {scope} (buffer {})", b.name()))?;
        if specials.insert(b.clone(), info.clone()).is_some() {
            return Err(format!(
                "Double allocation of {scope} (buffer {})",
                b.name()
            ));
        }
    }
    if specials.is_empty() {
        return Ok(func);
    }
    // 2. which of them are still used as buffers (loads, stores, attributes)
    let mut uses = BufferUses::default();
    uses.visit_stmt(&func.body);
    let mut lower = Lower {
        specials,
        buffer_used: uses.used,
        pointers: HashMap::new(),
        removed: HashSet::new(),
        ctx,
    };
    // buffers addressed through handle-typed access pointers need a declaration
    for b in uses.handle_access {
        lower.buffer_used.insert(b);
    }
    let body = lower.stmt(&func.body)?;
    // 3. nothing may refer to a removed buffer any more
    if !lower.removed.is_empty() {
        let mut check = RemainingUse {
            removed: &lower.removed,
            found: None,
        };
        check.visit_stmt(&body);
        if let Some(b) = check.found {
            return Err(format!(
                "buffer {} in scope {} has no head address, so its allocation is removed, but it is still used",
                b.name(),
                b.scope()
            ));
        }
    }
    Ok(func.with_body(body))
}

/// The head address as a value of the pointer's type (0.27 requires a bound
/// value to have the variable's type): a call (`call_extern`, `reinterpret`)
/// is given that result type, anything else is reinterpreted to it.
fn typed_head(head: &Expr, ty: &Type) -> Expr {
    if head.ty() == ty {
        return head.clone();
    }
    match head.kind() {
        ExprKind::Call { .. } if head.ty().is_handle_like() => {
            Expr::new(ty.clone(), head.kind().clone())
        }
        _ => Expr::call(ty.clone(), builtin::REINTERPRET, vec![head.clone()]),
    }
}

#[derive(Default)]
struct AllocFinder {
    allocs: Vec<Buffer>,
}

impl Visitor for AllocFinder {
    fn visit_stmt(&mut self, s: &Stmt) {
        if let StmtKind::AllocBuffer { buffer, .. } = s.kind() {
            self.allocs.push(buffer.clone());
        }
        walk_stmt(self, s)
    }
}

#[derive(Default)]
struct BufferUses {
    used: HashSet<Buffer>,
    handle_access: HashSet<Buffer>,
}

impl Visitor for BufferUses {
    fn visit_expr(&mut self, e: &Expr) {
        match e.kind() {
            ExprKind::Load { buffer, .. } => {
                self.used.insert(buffer.clone());
            }
            ExprKind::Call { args, .. } if e.as_builtin_call(builtin::TVM_ACCESS_PTR).is_some() => {
                if e.ty().is_handle_like()
                    && let Some(ExprKind::BufferData(b)) = args.get(1).map(|a| a.kind())
                {
                    self.handle_access.insert(b.clone());
                }
            }
            _ => {}
        }
        walk_expr(self, e)
    }
    fn visit_stmt(&mut self, s: &Stmt) {
        match s.kind() {
            StmtKind::Store { buffer, .. } => {
                self.used.insert(buffer.clone());
            }
            StmtKind::Attr {
                node: AttrNode::Buffer(b),
                ..
            } => {
                self.used.insert(b.clone());
            }
            _ => {}
        }
        walk_stmt(self, s)
    }
}

struct Lower<'a> {
    specials: HashMap<Buffer, MemoryInfo>,
    buffer_used: HashSet<Buffer>,
    /// Buffer -> the pointer variable bound to its head address.
    pointers: HashMap<Buffer, Var>,
    removed: HashSet<Buffer>,
    /// Its simplifier is asked for on first use (TVM's `analyzer_.Simplify`
    /// of a unit offset).
    ctx: &'a PassContext,
}

type R<T> = Result<T, String>;

impl Lower<'_> {
    fn expr(&mut self, e: &Expr) -> R<Expr> {
        tirsat_ir::stack::deeper(|| self.expr_at(e))
    }

    fn expr_at(&mut self, e: &Expr) -> R<Expr> {
        match e.kind() {
            ExprKind::BufferData(b) => Ok(match self.pointers.get(b) {
                Some(p) => p.to_expr(),
                None => e.clone(),
            }),
            ExprKind::Call { args, .. }
                if e.as_builtin_call(builtin::TVM_ACCESS_PTR).is_some() && args.len() == 5 =>
            {
                if let ExprKind::BufferData(b) = args[1].kind()
                    && let Some(info) = self.specials.get(b).cloned()
                {
                    let offset = self.expr(&args[2])?;
                    return self.tagged_access_ptr(e, b, &args[0], offset, &info);
                }
                try_walk_mutate_expr(self, e)
            }
            _ => try_walk_mutate_expr(self, e),
        }
    }

    fn tagged_access_ptr(
        &mut self,
        call: &Expr,
        b: &Buffer,
        ptype: &Expr,
        offset: Expr,
        info: &MemoryInfo,
    ) -> R<Expr> {
        let elem = ptype.dtype();
        if call.ty().is_handle_like() {
            if info.head_address.is_none() {
                return Err(format!("{} is not addressable", b.name()));
            }
            if elem.element_of() != b.dtype().element_of() {
                return Err(format!(
                    "tvm_access_ptr of type {elem} into buffer {} of type {} is not supported",
                    b.name(),
                    b.dtype()
                ));
            }
            let index = if elem.lanes > 1 {
                let base = op::mul(&offset, &op::make_const(offset.dtype(), elem.lanes as i64));
                Expr::ramp(&base, &op::make_const(offset.dtype(), 1), elem.lanes)
            } else {
                offset
            };
            let load = Expr::load(b, vec![index]);
            return Ok(Expr::call(
                call.ty().clone(),
                builtin::ADDRESS_OF,
                vec![load],
            ));
        }
        let bits = elem.total_bits();
        if bits == 0 || !(info.unit_bits as u64).is_multiple_of(bits) {
            return Err(format!(
                "tvm_access_ptr into {}: the memory unit ({} bits) is not a multiple of {elem} ({bits} bits)",
                b.name(),
                info.unit_bits
            ));
        }
        let units = op::div(
            &offset,
            &op::make_const(offset.dtype(), (info.unit_bits as u64 / bits) as i64),
        );
        let units = self.simplify(&units)?;
        let Type::Prim(t) = call.ty() else {
            return Err(format!(
                "tvm_access_ptr into {} has result type {}",
                b.name(),
                call.ty()
            ));
        };
        Ok(op::cast(*t, &units))
    }

    /// `e` simplified like TVM's analyzer did (no facts: the pass bound no ranges).
    fn simplify(&mut self, e: &Expr) -> R<Expr> {
        let s = self.ctx.pass_simplifier(NAME).map_err(|e| e.message)?;
        Ok(s.simplify(e, &Facts::new()))
    }

    /// Rewrites one statement into zero or more statements.
    fn stmt_items(&mut self, s: &Stmt) -> R<Vec<Stmt>> {
        tirsat_ir::stack::deeper(|| self.stmt_items_at(s))
    }

    fn stmt_items_at(&mut self, s: &Stmt) -> R<Vec<Stmt>> {
        match s.kind() {
            StmtKind::AllocBuffer { buffer, .. } if self.specials.contains_key(buffer) => {
                let info = &self.specials[buffer];
                match &info.head_address {
                    Some(head) => {
                        let ptr = Var::new(buffer.name(), buffer.data_type());
                        self.pointers.insert(buffer.clone(), ptr.clone());
                        let mut out = vec![Stmt::bind(&ptr, typed_head(head, ptr.ty()))];
                        if self.buffer_used.contains(buffer) {
                            out.push(Stmt::decl(buffer, ptr.to_expr()));
                        }
                        Ok(out)
                    }
                    None => {
                        self.removed.insert(buffer.clone());
                        Ok(Vec::new())
                    }
                }
            }
            StmtKind::DeclBuffer { buffer, data } => {
                if let ExprKind::BufferData(src) = data.kind()
                    && self.removed.contains(src)
                {
                    self.removed.insert(buffer.clone());
                    return Ok(Vec::new());
                }
                let nd = self.expr(data)?;
                Ok(vec![if nd.same_as(data) {
                    s.clone()
                } else {
                    Stmt::decl(buffer, nd)
                }])
            }
            StmtKind::Seq(items) => {
                let mut out = Vec::with_capacity(items.len());
                for it in items {
                    out.extend(self.stmt_items(it)?);
                }
                Ok(out)
            }
            _ => try_walk_mutate_stmt(self, s).map(|out| vec![out]),
        }
    }

    fn stmt(&mut self, s: &Stmt) -> R<Stmt> {
        let items = self.stmt_items(s)?;
        if items.len() == 1 && items[0].same_as(s) {
            return Ok(s.clone());
        }
        Ok(Stmt::seq(items))
    }
}

impl TryMutator for Lower<'_> {
    type Error = String;
    fn try_mutate_expr(&mut self, e: &Expr) -> R<Expr> {
        self.expr(e)
    }
    fn try_mutate_stmt(&mut self, s: &Stmt) -> R<Stmt> {
        self.stmt(s)
    }
}

struct RemainingUse<'a> {
    removed: &'a HashSet<Buffer>,
    found: Option<Buffer>,
}

impl RemainingUse<'_> {
    fn hit(&mut self, b: &Buffer) {
        if self.found.is_none() && self.removed.contains(b) {
            self.found = Some(b.clone());
        }
    }
}

impl Visitor for RemainingUse<'_> {
    fn visit_expr(&mut self, e: &Expr) {
        match e.kind() {
            ExprKind::BufferData(b) | ExprKind::Load { buffer: b, .. } => self.hit(b),
            _ => {}
        }
        walk_expr(self, e)
    }
    fn visit_stmt(&mut self, s: &Stmt) {
        match s.kind() {
            StmtKind::Store { buffer, .. } => self.hit(buffer),
            StmtKind::Attr {
                node: AttrNode::Buffer(b),
                ..
            } => self.hit(b),
            _ => {}
        }
        walk_stmt(self, s)
    }
}
