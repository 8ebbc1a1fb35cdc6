//! Files, modules and functions: imports, decorators, signatures and the
//! function attributes TVM adds (`global_symbol`, `s_tir`).

use rayon::prelude::*;
use ruff_python_ast as ast;
use ruff_text_size::{Ranged, TextRange};

use super::error::{RResult, located};
use super::value::{Ns, Value, dtype_ctor};
use super::{FuncState, Reader, SigState};
use tirsat_ir::span::SourceMap;
use tirsat_ir::{AttrValue, DataType, IRModule, Param, PrimFunc, Type, Var, keys};

/// Options of `@T.prim_func(...)`.
#[derive(Default)]
struct FuncOpts {
    private: bool,
    s_tir: bool,
    persistent: bool,
}

/// What a decorator is.
enum Decorator {
    PrimFunc(FuncOpts),
    IrModule,
}

impl Reader<'_> {
    /// Reads a whole file: one `@I.ir_module` class, or bare `@T.prim_func`s.
    /// Takes the syntax tree by value: each function's tree is dropped as soon
    /// as the function is read, so the tree of a large file and its IR are
    /// not held in memory together.
    pub(crate) fn module(&mut self, suite: ast::Suite) -> RResult<IRModule> {
        let mut class: Option<ast::StmtClassDef> = None;
        let mut bare: Vec<(ast::StmtFunctionDef, FuncOpts)> = Vec::new();
        for s in suite {
            match s {
                ast::Stmt::Import(i) => self.import(&i),
                ast::Stmt::ImportFrom(i) => self.import_from(&i),
                ast::Stmt::ClassDef(c) => match self.decorator(&c.decorator_list)? {
                    None => {}
                    Some(Decorator::IrModule) => {
                        if class.is_some() {
                            return located(c.name.range, "more than one module in one file");
                        }
                        class = Some(c);
                    }
                    Some(Decorator::PrimFunc(_)) => {
                        return located(
                            c.name.range,
                            "@T.prim_func decorates functions, not classes",
                        );
                    }
                },
                ast::Stmt::Assign(a) => self.module_assign(&a)?,
                ast::Stmt::FunctionDef(f) => match self.decorator(&f.decorator_list)? {
                    None => {}
                    Some(Decorator::PrimFunc(o)) => bare.push((f, o)),
                    Some(Decorator::IrModule) => {
                        return located(
                            f.name.range,
                            "@I.ir_module decorates classes, not functions",
                        );
                    }
                },
                _ => {}
            }
        }
        match class {
            Some(c) => {
                if let Some((f, _)) = bare.first() {
                    return located(
                        f.name.range,
                        "a file holds one module or bare functions, not both",
                    );
                }
                self.class(c)
            }
            None => {
                if bare.is_empty() {
                    return located(TextRange::default(), "no function found");
                }
                self.declare(bare.iter().map(|(f, _)| f))?;
                self.functions(bare)
            }
        }
    }

    /// A module-level assignment: `n = TypeVar("n")` declares a symbolic shape
    /// variable (what TVM's printer emits for a free signature variable); other
    /// assignments are ignored.
    fn module_assign(&mut self, a: &ast::StmtAssign) -> RResult<()> {
        let [ast::Expr::Name(target)] = a.targets.as_slice() else {
            return Ok(());
        };
        let ast::Expr::Call(c) = &*a.value else {
            return Ok(());
        };
        let is_typevar = match &*c.func {
            ast::Expr::Name(n) => n.id.as_str() == "TypeVar",
            ast::Expr::Attribute(at) => at.attr.id.as_str() == "TypeVar",
            _ => false,
        };
        if !is_typevar {
            return Ok(());
        }
        let v = self.eval(&a.value)?;
        if let Value::TypeVar(n) = &v {
            if n != target.id.as_str() {
                return located(
                    a.range(),
                    format!(
                        "TypeVar binding '{}' must match its name '{n}'",
                        target.id.as_str()
                    ),
                );
            }
            self.bind_global(target.id.as_str(), v.clone());
        }
        Ok(())
    }

    fn import(&mut self, i: &ast::StmtImport) {
        for a in &i.names {
            let full = a.name.id.as_str();
            if full == "tvm" || full.starts_with("tvm.") {
                match &a.asname {
                    Some(n) => {
                        let v = match full {
                            "tvm.script.tirx" | "tvm.script.tir" => {
                                Value::Ns(Ns::Tir(String::new()))
                            }
                            "tvm.script.ir" => Value::Ns(Ns::Ir),
                            _ => Value::Ns(Ns::Tvm(full.to_string())),
                        };
                        self.bind_global(n.id.as_str(), v);
                    }
                    None => self.bind_global("tvm", Value::Ns(Ns::Tvm("tvm".into()))),
                }
            }
        }
    }

    fn import_from(&mut self, i: &ast::StmtImportFrom) {
        let Some(m) = &i.module else { return };
        let module = m.id.as_str();
        for a in &i.names {
            let name = a.name.id.as_str();
            let bound = a.asname.as_ref().map_or(name, |n| n.id.as_str());
            let v = match (module, name) {
                ("tvm.script", "tirx" | "tir") => Value::Ns(Ns::Tir(String::new())),
                ("tvm.script", "ir") => Value::Ns(Ns::Ir),
                ("tvm.script", "ir_module") => Value::Builtin("I.ir_module".into()),
                ("tvm", "script") => Value::Ns(Ns::Tvm("tvm.script".into())),
                _ => continue,
            };
            self.bind_global(bound, v);
        }
    }

    /// Classifies a decorator list; `None` when undecorated.
    fn decorator(&mut self, decs: &[ast::Decorator]) -> RResult<Option<Decorator>> {
        let Some(d) = decs.first() else {
            return Ok(None);
        };
        if decs.len() > 1 {
            return located(decs[1].range(), "only one decorator is supported");
        }
        let (func, args) = match &d.expression {
            ast::Expr::Call(c) => (&*c.func, Some(&c.arguments)),
            other => (other, None),
        };
        let v = self.eval(func).map_err(|e| super::error::Located {
            range: d.range(),
            message: format!("unsupported decorator: {}", e.message),
        })?;
        let name = match v {
            Value::Builtin(n) => n,
            _ => return located(d.range(), "unsupported decorator"),
        };
        let mut kwargs: Vec<(String, Value, TextRange)> = Vec::new();
        if let Some(a) = args {
            if let Some(p) = a.args.first() {
                return located(p.range(), "decorator arguments must be keywords");
            }
            for k in a.keywords.iter() {
                let Some(n) = &k.arg else {
                    return located(k.range(), "**kwargs is not supported here");
                };
                let v = self.eval(&k.value)?;
                kwargs.push((n.id.as_str().to_string(), v, k.range()));
            }
        }
        match name.as_str() {
            "prim_func" => {
                let mut o = FuncOpts::default();
                for (k, v, r) in kwargs {
                    let flag = match v {
                        Value::Bool(b) => b,
                        _ => return located(r, format!("{k} must be True or False")),
                    };
                    match k.as_str() {
                        "private" => o.private = flag,
                        "s_tir" => o.s_tir = flag,
                        "persistent" => o.persistent = flag,
                        "check_well_formed" => {}
                        _ => return located(r, format!("unknown prim_func option '{k}'")),
                    }
                }
                Ok(Some(Decorator::PrimFunc(o)))
            }
            "I.ir_module" => {
                for (k, _, r) in kwargs {
                    if k != "check_well_formed" {
                        return located(r, format!("unknown ir_module option '{k}'"));
                    }
                }
                Ok(Some(Decorator::IrModule))
            }
            other => located(d.range(), format!("unsupported decorator {other}")),
        }
    }

    fn class(&mut self, c: ast::StmtClassDef) -> RResult<IRModule> {
        if let Some(a) = &c.arguments
            && (!a.args.is_empty() || !a.keywords.is_empty())
        {
            return located(a.range(), "a module class has no base classes");
        }
        self.module_class = Some(c.name.id.as_str().to_string());
        let mut funcs = Vec::new();
        let mut attrs = None;
        for s in c.body {
            match s {
                ast::Stmt::FunctionDef(f) => match self.decorator(&f.decorator_list)? {
                    Some(Decorator::PrimFunc(o)) => funcs.push((f, o)),
                    _ => return located(f.name.range, "module functions must be @T.prim_func"),
                },
                ast::Stmt::Expr(e) if matches!(*e.value, ast::Expr::StringLiteral(_)) => {}
                ast::Stmt::Expr(e) if self.is_module_attrs_call(&e.value) => {
                    let ast::Expr::Call(call) = &*e.value else {
                        unreachable!("is_module_attrs_call matched a call");
                    };
                    let read = self.module_attrs(call)?;
                    if attrs.is_some() {
                        return located(e.range, "duplicate module attrs (I.module_attrs)");
                    }
                    attrs = Some(read);
                }
                ast::Stmt::Pass(_) => {}
                other => {
                    return located(
                        other.range(),
                        "a module class may only contain @T.prim_func functions",
                    );
                }
            }
        }
        // An empty class (`pass`) is an empty module, as in TVM.
        self.declare(funcs.iter().map(|(f, _)| f))?;
        let mut m = self.functions(funcs)?;
        m.attrs = attrs.unwrap_or_default();
        Ok(m)
    }

    /// Whether `e` is a call of `I.module_attrs`.
    fn is_module_attrs_call(&mut self, e: &ast::Expr) -> bool {
        let ast::Expr::Call(c) = e else {
            return false;
        };
        matches!(self.eval(&c.func), Ok(Value::Builtin(n)) if n == "I.module_attrs")
    }

    /// `I.module_attrs({"key": value, ...})` in a module class: the module's
    /// attributes (TVM 0.27's `ModuleAttrs`; `allow_overwrite` is not part of
    /// the printed form and is rejected).
    fn module_attrs(&mut self, c: &ast::ExprCall) -> RResult<tirsat_ir::Attrs> {
        if let Some(k) = c.arguments.keywords.first() {
            return located(k.range(), "I.module_attrs takes one dict");
        }
        let [arg] = &c.arguments.args[..] else {
            return located(c.range(), "I.module_attrs takes one dict");
        };
        let v = self.eval(arg)?;
        self.attr_map(&v, arg.range())
    }

    /// Reads the declared functions into a module, in their order; the first
    /// failing function's error (in file order) is the error.
    ///
    /// Reading a function depends only on the module-level state (imports,
    /// type variables, the declared signatures), never on another function:
    /// a large file's functions are read in parallel by readers forked from
    /// this one, and the module is the same (variable identities are only
    /// compared, never printed). Each syntax tree is dropped once its function
    /// is read.
    fn functions(&mut self, funcs: Vec<(ast::StmtFunctionDef, FuncOpts)>) -> RResult<IRModule> {
        /// Below this much text, the thread hand-off costs more than it saves.
        const PARALLEL_BYTES: usize = 32 * 1024;
        let mut m = IRModule::new();
        if funcs.len() < 2 || self.src.len() < PARALLEL_BYTES {
            for (f, o) in funcs {
                let pf = self.function(&f, o)?;
                m.insert(f.name.id.as_str(), pf);
                // `f`'s syntax tree is dropped here, before the next function.
            }
            return Ok(m);
        }
        let base = &*self;
        let read: Vec<(String, RResult<PrimFunc>, SourceMap)> = funcs
            .into_par_iter()
            .map_init(
                || base.fork(),
                |r, (f, o)| {
                    let bytes = f.range.len().to_usize();
                    super::with_syntax_room(bytes, move || {
                        let pf = r.function(&f, o);
                        (f.name.id.to_string(), pf, std::mem::take(&mut r.spans))
                    })
                },
            )
            .collect();
        for (name, pf, spans) in read {
            m.insert(name, pf?);
            self.spans.extend(spans);
        }
        Ok(m)
    }

    /// Records every function's return type so calls can be typed before the
    /// callee is read (TVM's declare-then-define order).
    fn declare<'a>(
        &mut self,
        funcs: impl Iterator<Item = &'a ast::StmtFunctionDef>,
    ) -> RResult<()> {
        for f in funcs {
            let name = f.name.id.as_str();
            if self.signatures.contains_key(name) {
                return located(f.name.range, format!("duplicate function '{name}'"));
            }
            let ret = match &f.returns {
                Some(r) => {
                    let v = self.eval(r)?;
                    self.to_type(&v, r.range())?
                }
                None => Type::Void,
            };
            self.signatures.insert(name.to_string(), ret);
        }
        Ok(())
    }

    fn function(&mut self, f: &ast::StmtFunctionDef, o: FuncOpts) -> RResult<PrimFunc> {
        if f.is_async {
            return located(f.name.range, "async functions are not supported");
        }
        let p = &f.parameters;
        if !p.posonlyargs.is_empty()
            || !p.kwonlyargs.is_empty()
            || p.vararg.is_some()
            || p.kwarg.is_some()
        {
            return located(p.range(), "only plain positional parameters are supported");
        }
        let name = f.name.id.as_str().to_string();
        self.spans
            .record_func(&name, super::stmt::span_of(f.name.range));
        self.func = FuncState {
            name: name.clone(),
            private: o.private,
            s_tir: o.s_tir,
            ..FuncState::default()
        };
        self.undeclared.clear();
        self.emitted.clear();
        self.blocks.clear();
        self.root_allocs.clear();
        self.loop_doms.clear();
        self.push_scope();
        let r = self.function_inner(f, &o);
        self.pop_scope();
        self.sig = None;
        r
    }

    fn function_inner(&mut self, f: &ast::StmtFunctionDef, o: &FuncOpts) -> RResult<PrimFunc> {
        self.signature_type_vars(f)?;
        let mut dtypes = rustc_hash::FxHashMap::default();
        for a in &f.parameters.args {
            if let Some(t) = a
                .parameter
                .annotation
                .as_deref()
                .and_then(scalar_annotation)
            {
                dtypes.insert(a.parameter.name.id.as_str().to_string(), t);
            }
        }
        self.sig = Some(SigState {
            dtypes,
            created: Default::default(),
            define_missing: true,
            in_string: false,
        });
        let mut seen = rustc_hash::FxHashSet::default();
        for a in &f.parameters.args {
            let pname = a.parameter.name.id.as_str();
            if let Some(d) = &a.default {
                return located(d.range(), "parameter defaults are not supported");
            }
            let Some(ann) = a.parameter.annotation.as_deref() else {
                return located(
                    a.range(),
                    format!("parameter '{pname}' needs a type annotation"),
                );
            };
            // Two parameters of one name (a variable a quoted shape made
            // earlier in the signature is that parameter, not another).
            if !seen.insert(pname) {
                return located(
                    a.range(),
                    format!("Variable {pname} already defined in current scope"),
                );
            }
            let v = self.eval_named(ann, Some(pname))?;
            let param = self.param(pname, v, ann.range())?;
            match &param {
                Param::Buffer(b) => self.bind(pname, Value::Buffer(b.clone())),
                Param::Var(v) => self.bind(pname, Value::Expr(v.to_expr())),
            }
            self.func.params.push(param);
        }
        let mut sig = self.sig.take().unwrap_or_default();
        sig.define_missing = false;
        let ret = self
            .signatures
            .get(&self.func.name)
            .cloned()
            .unwrap_or(Type::Void);
        self.func.sig_vars = sig.created;
        let body = self.block(&f.body)?;
        let body = self.complete_root(body);
        let body = super::loop_annotation::bind_loop_annotations(&body, &mut self.spans);
        // TVM's parser checks the TIRx scope ids of each device region.
        if let Err((e, at)) = tirsat_ir::scope_ids::check_body(&body) {
            let span = at.and_then(|s| self.spans.stmt(&s));
            let range = span.map_or(f.name.range, |sp| {
                TextRange::new(sp.start.into(), sp.end.into())
            });
            return located(range, format!("TIRx scope ids: {}", e.message));
        }
        if !self.emitted.is_empty() {
            return located(f.name.range, "internal error: statements left unplaced");
        }
        let mut attrs = std::mem::take(&mut self.func.attrs);
        if !o.private && !attrs.contains_key(keys::GLOBAL_SYMBOL) {
            attrs.insert(
                keys::GLOBAL_SYMBOL.to_string(),
                AttrValue::Str(self.func.name.clone()),
            );
        }
        if o.s_tir {
            attrs.insert(keys::S_TIR.to_string(), AttrValue::Bool(true));
        }
        if o.persistent {
            attrs.insert(keys::PERSISTENT_KERNEL.to_string(), AttrValue::Bool(true));
        }
        Ok(PrimFunc {
            params: std::mem::take(&mut self.func.params),
            ret_type: ret,
            body,
            attrs,
        })
    }

    /// Binds the symbolic `int64` variables of the signature: PEP 695 type
    /// parameters (`def f[n](...)`) and module-level `TypeVar`s mentioned in
    /// the annotations. Each function gets its own variables.
    fn signature_type_vars(&mut self, f: &ast::StmtFunctionDef) -> RResult<()> {
        if let Some(tp) = &f.type_params {
            for p in tp.type_params.iter() {
                let ast::TypeParam::TypeVar(t) = p else {
                    return located(p.range(), "only TypeVar type parameters are supported");
                };
                if let Some(b) = &t.bound
                    && !matches!(&**b, ast::Expr::Name(n) if n.id.as_str() == "int")
                {
                    return located(
                        b.range(),
                        "a symbolic type parameter may only be bounded by int",
                    );
                }
                if let Some(d) = &t.default {
                    return located(d.range(), "type parameter defaults are not supported");
                }
                let name = t.name.id.as_str();
                self.bind(name, Value::Expr(Var::new(name, DataType::i64()).to_expr()));
            }
        }
        let params: Vec<&str> = f
            .parameters
            .args
            .iter()
            .map(|a| a.parameter.name.id.as_str())
            .collect();
        let mut texts: Vec<&str> = Vec::new();
        for a in &f.parameters.args {
            if let Some(ann) = &a.parameter.annotation {
                texts.push(
                    self.src
                        .get(ann.range().start().to_usize()..ann.range().end().to_usize())
                        .unwrap_or(""),
                );
            }
        }
        if let Some(r) = &f.returns {
            texts.push(
                self.src
                    .get(r.range().start().to_usize()..r.range().end().to_usize())
                    .unwrap_or(""),
            );
        }
        for name in self.type_var_names() {
            if params.contains(&name.as_str()) {
                continue;
            }
            if texts.iter().any(|t| contains_identifier(t, &name)) {
                self.bind(
                    &name,
                    Value::Expr(Var::new(name.as_str(), DataType::i64()).to_expr()),
                );
            }
        }
        Ok(())
    }

    /// A parameter from its evaluated annotation.
    fn param(&mut self, name: &str, v: Value, r: TextRange) -> RResult<Param> {
        let created = self.sig.as_ref().and_then(|s| s.created.get(name).cloned());
        let scalar = |t: Type| -> RResult<Param> {
            if let Some(prev) = &created {
                if prev.ty() != &t {
                    return located(
                        r,
                        format!(
                            "'{name}' is used in a buffer shape as {} but declared as {t}",
                            prev.ty()
                        ),
                    );
                }
                return Ok(Param::Var(prev.clone()));
            }
            Ok(Param::Var(Var::new(name, t)))
        };
        match v {
            Value::Buffer(b) if b.name() != name => {
                Ok(Param::Buffer(b.derive(|n| n.name = name.to_string())))
            }
            Value::Buffer(b) => Ok(Param::Buffer(b)),
            Value::Builtin(n) if n == "handle" => scalar(Type::Prim(DataType::handle())),
            Value::Builtin(n) => match dtype_ctor(&n) {
                Some(t) => scalar(Type::Prim(t)),
                None => located(r, format!("T.{n} is not a parameter type")),
            },
            Value::Expr(e) if e.as_var().is_some() => {
                let var = e
                    .as_var()
                    .cloned()
                    .unwrap_or_else(|| Var::new(name, DataType::i32()));
                if created.is_some() {
                    return scalar(var.ty().clone());
                }
                Ok(Param::Var(var))
            }
            other => located(
                r,
                format!("unsupported parameter annotation ({})", other.kind_name()),
            ),
        }
    }
}

/// True when `name` occurs in `text` as a whole identifier.
fn contains_identifier(text: &str, name: &str) -> bool {
    let is_id = |c: char| c.is_alphanumeric() || c == '_';
    text.match_indices(name).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + name.len()..].chars().next();
        !before.is_some_and(is_id) && !after.is_some_and(is_id)
    })
}

/// The dtype of a scalar parameter annotation `T.int32` / `T.bool` (syntactic).
fn scalar_annotation(e: &ast::Expr) -> Option<DataType> {
    let ast::Expr::Attribute(a) = e else {
        return None;
    };
    let ast::Expr::Name(root) = &*a.value else {
        return None;
    };
    if root.id.as_str() != "T" {
        return None;
    }
    dtype_ctor(a.attr.id.as_str())
}
