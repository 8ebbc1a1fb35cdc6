//! `T.iter_var(v, dom, iter_type, thread_tag)`: an IterVar as the node of a
//! `T.attr` (TVM prints one for attributes such as
//! `pragma_parallal_launch_point` whose node is a loop's IterVar).

use super::Reader;
use super::error::{At, RResult, located};
use super::eval::Args;
use super::value::Value;
use tirsat_ir::{IterKind, IterVar};

impl Reader<'_> {
    pub(crate) fn iter_var_builder(&mut self, mut a: Args) -> RResult<Value> {
        let (v, vr) = a.req(0, "v")?;
        let (d, dr) = a.req(1, "dom")?;
        let (k, kr) = a.req(2, "iter_type")?;
        let (t, tr) = a.req(3, "thread_tag")?;
        a.finish()?;
        let x = self.to_expr(&v, vr)?;
        let Some(var) = x.as_var().cloned() else {
            return located(vr, "T.iter_var needs a variable");
        };
        let dom = match &d {
            Value::None => None,
            other => {
                let Some([lo, hi]) = other.as_seq() else {
                    return located(dr, "T.iter_var's domain is None or [min, max)");
                };
                let lo = self.to_expr(lo, dr)?;
                let hi = self.to_expr(hi, dr)?;
                let ext = super::fold::loop_extent(&lo, &hi).at(dr)?;
                Some((lo, ext))
            }
        };
        let kind_name = self.to_string(&k, kr, "iter_type")?;
        let Some(kind) = IterKind::from_name(&kind_name) else {
            return located(kr, format!("unknown IterVar type \"{kind_name}\""));
        };
        let tag = self.to_string(&t, tr, "thread_tag")?;
        Ok(Value::AttrIterVar(IterVar::new(var, dom, kind, tag)))
    }
}
