//! `T.comm_reducer(lambda x, y: x + y, [T.float32(0)])`: the combiner lambda is
//! evaluated once with fresh operand variables, as TVM's builder does. The
//! lambda takes `2n` parameters for `n` identity elements: the left operands,
//! then the right operands. Operand `i` (left and right) gets the dtype of
//! identity element `i`, `int32` for a Python int. The body is one expression
//! or a tuple of `n` expressions.

use ruff_python_ast as ast;
use ruff_text_size::{Ranged, TextRange};

use super::Reader;
use super::error::{At, RResult, located};
use super::value::Value;
use tirsat_ir::{CommReducer, DataType, Expr, Type, Var};

impl Reader<'_> {
    /// `lambda i, j: body` as an operand (TVM 0.27's `LambdaExpr`): the
    /// parameters become int32 variables, and the body is read with them in
    /// scope; it must be an expression.
    pub(crate) fn lambda(&mut self, lambda: &ast::ExprLambda) -> RResult<Value> {
        let names = lambda_params(lambda, "a lambda")?;
        let vars: Vec<Var> = names
            .iter()
            .map(|n| Var::new(n.as_str(), DataType::i32()))
            .collect();
        let body = self.eval_lambda_body(lambda, &names, &vars)?;
        let body = self.to_expr(&body, lambda.body.range())?;
        Ok(Value::Lambda(vars, body))
    }

    /// Evaluates a lambda's body in a scope where each parameter name is bound
    /// to its variable.
    fn eval_lambda_body(
        &mut self,
        lambda: &ast::ExprLambda,
        names: &[String],
        vars: &[Var],
    ) -> RResult<Value> {
        self.push_scope();
        for (name, v) in names.iter().zip(vars) {
            self.bind(name, Value::Expr(v.to_expr()));
        }
        let body = self.eval(&lambda.body);
        self.pop_scope();
        body
    }

    /// Evaluates a `T.comm_reducer(combiner, identity)` call.
    pub(crate) fn comm_reducer(&mut self, c: &ast::ExprCall) -> RResult<Value> {
        let range = c.range();
        let mut combiner: Option<&ast::Expr> = None;
        let mut identity: Option<&ast::Expr> = None;
        for (i, a) in c.arguments.args.iter().enumerate() {
            match i {
                0 => combiner = Some(a),
                1 => identity = Some(a),
                _ => return located(a.range(), "T.comm_reducer: too many arguments"),
            }
        }
        for k in c.arguments.keywords.iter() {
            let slot = match k.arg.as_ref().map(|n| n.id.as_str()) {
                Some("combiner") => &mut combiner,
                Some("identity") => &mut identity,
                Some(other) => {
                    return located(
                        k.range(),
                        format!("T.comm_reducer: unexpected keyword argument '{other}'"),
                    );
                }
                None => return located(k.range(), "**kwargs in calls is not supported"),
            };
            if slot.is_some() {
                return located(k.range(), "T.comm_reducer: argument given twice");
            }
            *slot = Some(&k.value);
        }
        let (Some(combiner), Some(identity)) = (combiner, identity) else {
            return located(
                range,
                "T.comm_reducer needs a combiner lambda and a list of identity elements",
            );
        };
        let ast::Expr::Lambda(lambda) = combiner else {
            return located(
                combiner.range(),
                "T.comm_reducer: the combiner must be a lambda expression",
            );
        };

        // Identity elements and the operand types they give.
        let id_range = identity.range();
        let id_value = self.eval(identity)?;
        let Some(items) = id_value.as_seq() else {
            return located(
                id_range,
                format!(
                    "T.comm_reducer: the identity elements must be a list, got {}",
                    id_value.kind_name()
                ),
            );
        };
        let mut identities = Vec::with_capacity(items.len());
        let mut types: Vec<Type> = Vec::with_capacity(items.len());
        for item in items {
            match item {
                Value::Int(_) | Value::Bool(_) => {
                    types.push(DataType::i32().into());
                    identities.push(self.to_expr(item, id_range)?);
                }
                Value::Expr(e) => {
                    types.push(e.ty().clone());
                    identities.push(e.clone());
                }
                other => {
                    return located(
                        id_range,
                        format!(
                            "T.comm_reducer: an identity element must be an IR expression or an int, got {}",
                            other.kind_name()
                        ),
                    );
                }
            }
        }
        if identities.is_empty() {
            return located(id_range, "T.comm_reducer: no identity elements");
        }

        // Operand names.
        let names = lambda_params(lambda, "T.comm_reducer: the combiner")?;
        let n = identities.len();
        if names.len() != 2 * n {
            return located(
                lambda.range(),
                format!(
                    "T.comm_reducer: the combiner takes {} parameters, expected {} (left and right operand for each of the {n} identity elements)",
                    names.len(),
                    2 * n
                ),
            );
        }
        let vars: Vec<Var> = names
            .iter()
            .zip(types.iter().chain(types.iter()))
            .map(|(name, ty)| Var::new(name.as_str(), ty.clone()))
            .collect();

        let body = self.eval_lambda_body(lambda, &names, &vars)?;
        let body_range = lambda.body.range();
        let result: Vec<Expr> = match &body {
            Value::Tuple(items) => {
                let mut out = Vec::with_capacity(items.len());
                for x in items {
                    out.push(self.to_expr(x, body_range)?);
                }
                out
            }
            single => vec![self.to_expr(single, body_range)?],
        };
        let rhs = vars[n..].to_vec();
        let mut lhs = vars;
        lhs.truncate(n);
        let reducer = CommReducer::new(lhs, rhs, result, identities).at(range)?;
        Ok(Value::Reducer(reducer))
    }
}

/// The names of a lambda's plain positional parameters.
fn lambda_params(lambda: &ast::ExprLambda, what: &str) -> RResult<Vec<String>> {
    let Some(p) = &lambda.parameters else {
        return Ok(Vec::new());
    };
    let unsupported = |r: TextRange| {
        located(
            r,
            format!("{what} may only have plain positional parameters"),
        )
    };
    if let Some(v) = p.vararg.as_ref().or(p.kwarg.as_ref()) {
        return unsupported(v.range());
    }
    if let Some(k) = p.kwonlyargs.first() {
        return unsupported(k.range());
    }
    let mut names = Vec::new();
    for a in p.posonlyargs.iter().chain(p.args.iter()) {
        if a.default.is_some() {
            return unsupported(a.range());
        }
        names.push(a.parameter.name.id.to_string());
    }
    Ok(names)
}
