//! The e-class analysis: type, interval bounds and congruence of every class,
//! plus constant folding.
//!
//! Each class's [`ClassData`] is computed from one e-node by [`Analysis::make`]
//! (interval arithmetic and congruence arithmetic over the children's data)
//! and combined by intersection in [`Analysis::merge`]: every node of a class
//! has the same value, so every fact of every node holds. The facts are
//! normalised together (the interval is tightened to the congruence and to
//! the type's range, a one-point interval is a constant). When a class is
//! known to be a constant, [`Analysis::modify`] adds the constant leaf to the
//! class: that is constant folding (with TVM's floor semantics) and also
//! "proof by bounds" (`x % 4 < 4` becomes `true`).
//!
//! An empty intersection means two classes with incompatible facts were
//! merged: an unsound rule or contradictory facts. It is recorded in
//! [`ArithAnalysis::conflict`] and the class keeps its old facts.

use egg::{Analysis, DidMerge, EGraph, Id, Language};

use super::eval::{floor_div, floor_mod, trunc_div, trunc_mod};
use super::interval::{Interval, NEG_INF, POS_INF};
use super::lang::{Const, Lang};
use super::linear::{Lin, LinExt, make_lin};
use super::modset::ModSet;
use tirsat_ir::DataType;

/// The facts known about one e-class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassData {
    /// The class's data type (`None` for type leaves).
    pub ty: Option<DataType>,
    /// Bounds of the value.
    pub range: Interval,
    /// Congruence of the value.
    pub modset: ModSet,
}

impl ClassData {
    /// Facts of a leaf (a variable or an opaque expression) about which
    /// nothing but the type is known: its value lies in the type's range.
    pub fn of_type(ty: DataType) -> Self {
        ClassData::leaf(ty, Interval::top())
    }

    /// Facts of a leaf of type `ty` with bounds `range`: a leaf's value is a
    /// value of its type, so the bounds are tightened to the type's range.
    /// (Computed classes are not: their intervals bound the mathematical
    /// value, which may lie outside the type where the class overflows.)
    pub fn leaf(ty: DataType, range: Interval) -> Self {
        ClassData::new(
            Some(ty),
            range.meet(&type_interval(Some(ty))),
            ModSet::any(),
        )
    }

    /// The bounds of the class's value *where it is defined*: its interval
    /// tightened to its type's range. In the width-exact mode every class of
    /// the e-graph is defined wherever the input is, so these bounds hold
    /// there; they are used to show that a new value fits (`fits(...)`), not
    /// as facts of the class (which would let an overflowing input fold to
    /// a constant: `x * 65536 * 65536` is 0 wherever it is defined).
    pub fn defined_range(&self) -> Interval {
        self.range.meet(&type_interval(self.ty))
    }

    /// Builds and normalises facts.
    pub fn new(ty: Option<DataType>, range: Interval, modset: ModSet) -> Self {
        let mut d = ClassData { ty, range, modset };
        d.normalize();
        d
    }

    /// The constant value, if the class is a constant of its type (a class
    /// whose only possible value lies outside its type, like
    /// `T.int32(2147483647) + 1`, is never defined and not a constant).
    pub fn constant(&self) -> Option<i64> {
        let v = self.range.as_point()?;
        match self.ty {
            Some(t) if t.int_range().is_some() && !Const::fits(v as i128, t) => None,
            _ => Some(v),
        }
    }

    /// True when every value the class may take lies in the range of its
    /// type: an operation producing it cannot overflow.
    pub fn fits_type(&self) -> bool {
        interval_fits(&self.range, self.ty)
    }

    /// Tightens the interval to the congruence; a point interval becomes an
    /// exact congruence. Leaves an empty interval empty.
    fn normalize(&mut self) {
        if let Some(v) = self.modset.as_exact() {
            self.range = self.range.meet(&Interval::point(v));
        }
        let c = self.modset.coeff as i128;
        if c > 1 {
            let b = self.modset.base as i128;
            if self.range.lo != NEG_INF {
                let lo = self.range.lo as i128;
                let nl = lo + (b - lo).rem_euclid(c);
                self.range.lo = i64::try_from(nl).unwrap_or(POS_INF);
            }
            if self.range.hi != POS_INF {
                let hi = self.range.hi as i128;
                let nh = hi - (hi - b).rem_euclid(c);
                self.range.hi = i64::try_from(nh).unwrap_or(NEG_INF);
            }
        }
        if let Some(v) = self.range.as_point() {
            self.modset = ModSet::exact(v);
        }
    }

    /// Intersection of two fact sets; `None` when they contradict.
    pub fn meet(&self, o: &ClassData) -> Option<ClassData> {
        if self.ty != o.ty {
            return None;
        }
        let range = self.range.meet(&o.range);
        if range.is_empty() {
            return None;
        }
        let modset = self.modset.meet(&o.modset)?;
        let d = ClassData::new(self.ty, range, modset);
        (!d.range.is_empty()).then_some(d)
    }
}

/// The range of type `ty` as an interval; the unbounded ends of 64-bit types
/// stay "infinite" rather than the exact limit, which keeps unknown values
/// symbolic. `top` for types without a range.
pub fn type_interval(ty: Option<DataType>) -> Interval {
    let Some((lo, hi)) = ty.and_then(|t| t.int_range()) else {
        return Interval::top();
    };
    Interval::new(
        if lo <= i64::MIN as i128 {
            NEG_INF
        } else {
            lo as i64
        },
        if hi >= i64::MAX as i128 {
            POS_INF
        } else {
            hi as i64
        },
    )
}

/// True when every value of `range` is a value of `ty` (an infinite end never
/// fits).
pub fn interval_fits(range: &Interval, ty: Option<DataType>) -> bool {
    let Some((lo, hi)) = ty.and_then(|t| t.int_range()) else {
        return false;
    };
    if range.is_empty() {
        return true;
    }
    range.lo != NEG_INF && range.hi != POS_INF && range.lo as i128 >= lo && range.hi as i128 <= hi
}

/// The data of an e-class: its facts plus its linear form (see
/// [`linear`](super::linear)). Dereferences to the facts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArithData {
    pub facts: ClassData,
    /// The class as a sum over other classes, when it is one (`None`: the
    /// class is its own atom).
    pub lin: Option<Lin>,
    /// Position of the class's earliest leaf (leaves are numbered as they are
    /// created, the input's first, left to right): canonical sums list their
    /// terms in this order, so derived terms keep the input's order.
    pub order: u32,
}

impl std::ops::Deref for ArithData {
    type Target = ClassData;
    fn deref(&self) -> &ClassData {
        &self.facts
    }
}

/// The analysis: variable bounds from the facts, and a record of conflicts.
#[derive(Clone, Debug)]
pub struct ArithAnalysis {
    /// Bounds of each variable, by [`VarLeaf::idx`](super::lang::VarLeaf).
    pub var_bounds: Vec<Interval>,
    /// Set when two classes with contradicting facts were merged.
    pub conflict: Option<String>,
    /// E-nodes built by the `linear-*` rewrites (canonical forms, preferred
    /// by the extractor among equal-size candidates).
    pub canonical: Vec<Lang>,
    /// E-nodes built by rules marked `prefer` (preferred over `canonical`).
    pub preferred: Vec<Lang>,
    /// `min`/`max` nodes whose operands are in the reverse of the input's
    /// orientation: built by a commutativity rule from an unswapped node, or
    /// by another rule from a match that went through a swapped node (see
    /// [`Orientation`]).
    pub orientation: Orientation,
    /// Counter for [`ArithData::order`].
    pub next_order: u32,
    /// When set, the built-in rewrites stop doing work after this instant
    /// (the runner's time limit).
    pub deadline: Option<std::time::Instant>,
    /// Number of merges that refined a class's facts.
    pub refinements: usize,
    /// For each atom, the classes whose linear form uses it (ids current
    /// when recorded): the candidate fit witnesses of
    /// [`node_fits`](super::linear::node_fits).
    pub atom_index: std::collections::HashMap<Id, Vec<Id>>,
    /// Width-exact mode (the default): every node the rewrites add must be
    /// defined wherever the input is (rule conditions `fits(...)` are
    /// checked, the built-in rewrites only build sums whose intermediate
    /// values provably fit their type). Off, the e-graph reasons over the
    /// unbounded integers: sound for deciding predicates (the result is a
    /// constant), not for building expressions (see `notes/integer-semantics.md`).
    pub exact: bool,
    /// The order and constant form of the sums the built-in rewrites write
    /// ([`SumForm`](super::cost::SumForm)).
    pub form: super::cost::SumForm,
    /// The input has a floor division or remainder, so TVM's floordiv
    /// rules apply to it (they write the quotient's terms first:
    /// `x * 2 + y // 2`); an input with truncating division only gets the
    /// truncdiv rules' order (the dividend's: `T.Div(y, 2) + x * 2`), also
    /// where the e-graph finds the equal floor division.
    pub floor_input: bool,
    /// Set by [`Simplifier`](super::Simplifier)'s runner during its first
    /// iteration: the costly `@minmax_select` applier waits for the second
    /// one, as most requests are decided by the first (see
    /// `notes/integer-semantics.md`, issue 32 pt 3 figures). Off (the
    /// default) for any other runner.
    pub first_iteration: bool,
}

/// Which `min`/`max` e-nodes keep the operand orientation of the input.
///
/// TVM's rewrite rules keep the operands of `min`/`max` where the rule puts
/// them (`max(x, y - 10) + 10` becomes `max(x + 10, y)`), so among equally
/// small results the extractor prefers nodes derived without commuting a
/// `min`/`max`. Nodes reached both ways count as straight. Node ids are
/// re-canonicalised once per iteration ([`Orientation::canonicalize`]).
#[derive(Clone, Debug, Default)]
pub struct Orientation {
    swapped: std::collections::HashSet<Lang>,
    straight: std::collections::HashSet<Lang>,
}

impl Orientation {
    /// Records `n` (a `min`/`max` node with canonical children) as swapped
    /// or straight.
    pub fn record(&mut self, n: Lang, swapped: bool) {
        if swapped {
            if !self.straight.contains(&n) {
                self.swapped.insert(n);
            }
        } else {
            self.swapped.remove(&n);
            self.straight.insert(n);
        }
    }

    /// True when `n` is known to be swapped only.
    pub fn is_swapped(&self, n: &Lang) -> bool {
        self.swapped.contains(n)
    }

    /// Maps the recorded nodes' children to their canonical ids.
    pub fn canonicalize(&mut self, find: impl Fn(Id) -> Id) {
        let canon = |set: &std::collections::HashSet<Lang>| -> std::collections::HashSet<Lang> {
            set.iter().map(|n| n.clone().map_children(&find)).collect()
        };
        self.straight = canon(&self.straight);
        self.swapped = canon(&self.swapped)
            .into_iter()
            .filter(|n| !self.straight.contains(n))
            .collect();
    }

    /// The swapped nodes (canonical at the last [`Orientation::canonicalize`]).
    pub fn swapped(&self) -> impl Iterator<Item = &Lang> {
        self.swapped.iter()
    }
}

/// Refinements of class facts allowed per e-graph (see [`ArithAnalysis::merge`]).
pub const MAX_REFINEMENTS: usize = 20_000;

impl Default for ArithAnalysis {
    fn default() -> Self {
        ArithAnalysis::new(Vec::new())
    }
}

impl ArithAnalysis {
    /// True once the deadline has passed.
    pub fn past_deadline(&self) -> bool {
        self.deadline.is_some_and(|d| std::time::Instant::now() > d)
    }

    /// An analysis with the given variable bounds.
    pub fn new(var_bounds: Vec<Interval>) -> Self {
        ArithAnalysis {
            var_bounds,
            conflict: None,
            canonical: Vec::new(),
            preferred: Vec::new(),
            orientation: Orientation::default(),
            next_order: 0,
            deadline: None,
            refinements: 0,
            floor_input: true,
            atom_index: std::collections::HashMap::new(),
            exact: true,
            form: super::cost::SumForm::Rewrite,
            first_iteration: false,
        }
    }
}

/// The e-graph type used by the simplifier.
pub type ArithEGraph = EGraph<Lang, ArithAnalysis>;

fn bool_data(r: Interval) -> ClassData {
    ClassData::new(
        Some(DataType::bool()),
        r.meet(&Interval::boolean()),
        ModSet::any(),
    )
}

fn truth(b: Option<bool>) -> ClassData {
    bool_data(match b {
        Some(true) => Interval::point(1),
        Some(false) => Interval::point(0),
        None => Interval::boolean(),
    })
}

/// Facts of `a < b` (and `a <= b` with `le`).
fn less(a: &ClassData, b: &ClassData, le: bool) -> Option<bool> {
    let (ra, rb) = (a.range, b.range);
    if le {
        if ra.hi != POS_INF && rb.lo != NEG_INF && ra.hi <= rb.lo {
            return Some(true);
        }
        if ra.lo != NEG_INF && rb.hi != POS_INF && ra.lo > rb.hi {
            return Some(false);
        }
    } else {
        if ra.hi != POS_INF && rb.lo != NEG_INF && ra.hi < rb.lo {
            return Some(true);
        }
        if ra.lo != NEG_INF && rb.hi != POS_INF && ra.lo >= rb.hi {
            return Some(false);
        }
    }
    None
}

fn equal(a: &ClassData, b: &ClassData) -> Option<bool> {
    if let (Some(x), Some(y)) = (a.constant(), b.constant()) {
        return Some(x == y);
    }
    if a.range.meet(&b.range).is_empty() || a.modset.disjoint(&b.modset) {
        return Some(false);
    }
    None
}

fn exact_binop(
    ty: Option<DataType>,
    a: &ClassData,
    b: &ClassData,
    f: fn(i128, i128) -> Option<i128>,
) -> Option<ClassData> {
    let (x, y) = (a.constant()?, b.constant()?);
    let v = f(x as i128, y as i128)?;
    let v = i64::try_from(v).ok()?;
    Some(ClassData::new(ty, Interval::point(v), ModSet::exact(v)))
}

/// Facts of a division or remainder of `a` by `b`: the exact value (`eval`)
/// when both are constants, else the interval and congruence `bounds` derives.
fn division(
    a: &ClassData,
    b: &ClassData,
    eval: fn(i128, i128) -> Option<i128>,
    bounds: impl FnOnce(&ClassData, &ClassData) -> (Interval, ModSet),
) -> ClassData {
    let ty = a.ty.or(b.ty);
    if let Some(x) = exact_binop(ty, a, b, eval) {
        return x;
    }
    let (range, m) = bounds(a, b);
    ClassData::new(ty, range, m)
}

/// Facts of a shift or bitwise node `n` (TVM's builtins) with operands `x`
/// and `y` (`None` for `bitwise_not`): the folded constant when the
/// operands are constants, else bounds and congruence. Where the node is
/// defined its operands are values of their type and a shift amount lies
/// in `[0, bits)`, so the operands' bounds are first narrowed to that.
fn bit_data(n: &Lang, x: &ClassData, y: Option<&ClassData>) -> ClassData {
    let ty = x.ty;
    let unknown = ClassData::new(ty, Interval::top(), ModSet::any());
    let Some(t) = ty.filter(|t| t.int_range().is_some()) else {
        return unknown;
    };
    let name = n.to_string();
    let consts: Option<Vec<i128>> = std::iter::once(x)
        .chain(y)
        .map(|c| c.constant().map(i128::from))
        .collect();
    if let Some(args) = consts {
        return match super::eval::bit_op(&name, &args, t) {
            Ok(v) => match i64::try_from(v) {
                Ok(v) => ClassData::new(ty, Interval::point(v), ModSet::exact(v)),
                Err(_) => unknown,
            },
            // A left shift past the type has no value; nor has a shift by an
            // amount outside [0, bits).
            Err(_) => unknown,
        };
    }
    let xr = x.defined_range();
    let yr = y.map(ClassData::defined_range).unwrap_or(Interval::top());
    let amount = yr.meet(&Interval::new(0, t.bits as i64 - 1));
    let pow = |k: i64| ModSet::exact(1i64 << k.clamp(0, 62));
    let ym = y.map(|c| c.modset).unwrap_or(ModSet::any());
    let (range, modset) = match n {
        Lang::Shl(_) if amount.is_empty() => return unknown,
        Lang::Shr(_) if amount.is_empty() => return unknown,
        Lang::Shl(_) => (
            xr.shl(&amount),
            amount
                .as_point()
                .map_or(ModSet::any(), |k| x.modset.mul(&pow(k))),
        ),
        Lang::Shr(_) => (
            xr.shr(&amount),
            amount.as_point().map_or(ModSet::any(), |k| {
                x.modset.floordiv_const(1i64 << k.clamp(0, 62))
            }),
        ),
        Lang::BitAnd(_) => (xr.bitand(&yr), x.modset.bitwise(&ym, '&')),
        Lang::BitOr(_) => (xr.bitor(&yr), x.modset.bitwise(&ym, '|')),
        Lang::BitXor(_) => (xr.bitxor(&yr), x.modset.bitwise(&ym, '^')),
        _ if t.is_int() => (xr.bitnot(), ModSet::exact(-1).sub(&x.modset)),
        // Unsigned: ~x is (2^bits - 1) - x.
        _ if t.bits < 63 => {
            let m = (1i64 << t.bits) - 1;
            (Interval::point(m).sub(&xr), ModSet::exact(m).sub(&x.modset))
        }
        _ => (Interval::top(), ModSet::any()),
    };
    ClassData::new(ty, range.meet(&type_interval(ty)), modset)
}

/// Computes the facts of a new node from its children's facts.
pub fn make_data(egraph: &ArithEGraph, enode: &Lang) -> ClassData {
    let d = |id: &Id| egraph[*id].data.facts;
    let arith = |a: &Id, b: &Id, r: Interval, m: ModSet| ClassData::new(d(a).ty.or(d(b).ty), r, m);
    match enode {
        Lang::Const(c) => {
            ClassData::new(Some(c.ty), Interval::point(c.value), ModSet::exact(c.value))
        }
        Lang::Ty(_) => ClassData {
            ty: None,
            range: Interval::top(),
            modset: ModSet::any(),
        },
        Lang::Var(v) => {
            let r = egraph
                .analysis
                .var_bounds
                .get(v.idx as usize)
                .copied()
                .unwrap_or(Interval::top());
            ClassData::leaf(v.ty, r)
        }
        Lang::Opaque(o) => ClassData::of_type(o.ty),
        Lang::Add([a, b]) => arith(
            a,
            b,
            d(a).range.add(&d(b).range),
            d(a).modset.add(&d(b).modset),
        ),
        Lang::Sub([a, b]) => arith(
            a,
            b,
            d(a).range.sub(&d(b).range),
            d(a).modset.sub(&d(b).modset),
        ),
        Lang::Mul([a, b]) => arith(
            a,
            b,
            d(a).range.mul(&d(b).range),
            d(a).modset.mul(&d(b).modset),
        ),
        Lang::FloorDiv([a, b]) => division(&d(a), &d(b), floor_div, |x, y| {
            let m = match y.constant() {
                Some(c) => x.modset.floordiv_const(c),
                None => ModSet::any(),
            };
            (x.range.floordiv(&y.range), m)
        }),
        Lang::FloorMod([a, b]) => division(&d(a), &d(b), floor_mod, |x, y| {
            let m = match y.constant() {
                Some(c) => x.modset.floormod_const(c),
                None => ModSet::any(),
            };
            (x.range.floormod(&y.range), m)
        }),
        Lang::TruncDiv([a, b]) => division(&d(a), &d(b), trunc_div, |x, y| {
            let m = match y.constant() {
                Some(c) if c > 0 && x.range.lo >= 0 => x.modset.floordiv_const(c),
                _ => ModSet::any(),
            };
            (x.range.truncdiv(&y.range), m)
        }),
        Lang::TruncMod([a, b]) => division(&d(a), &d(b), trunc_mod, |x, y| {
            let m = match (y.constant(), x.modset.as_exact()) {
                (Some(c), None) => x.modset.floormod_const(c),
                _ => ModSet::any(),
            };
            (x.range.truncmod(&y.range), m)
        }),
        Lang::Min([a, b]) => arith(
            a,
            b,
            d(a).range.min(&d(b).range),
            d(a).modset.union(&d(b).modset),
        ),
        Lang::Max([a, b]) => arith(
            a,
            b,
            d(a).range.max(&d(b).range),
            d(a).modset.union(&d(b).modset),
        ),
        Lang::Select([c, t, f]) => {
            let ty = d(t).ty.or(d(f).ty);
            match d(c).constant() {
                Some(0) => ClassData::new(ty, d(f).range, d(f).modset),
                Some(_) => ClassData::new(ty, d(t).range, d(t).modset),
                None => ClassData::new(
                    ty,
                    d(t).range.join(&d(f).range),
                    d(t).modset.union(&d(f).modset),
                ),
            }
        }
        Lang::Eq([a, b]) => truth(equal(&d(a), &d(b))),
        Lang::Ne([a, b]) => truth(equal(&d(a), &d(b)).map(|x| !x)),
        Lang::Lt([a, b]) => truth(less(&d(a), &d(b), false)),
        Lang::Le([a, b]) => truth(less(&d(a), &d(b), true)),
        Lang::Gt([a, b]) => truth(less(&d(b), &d(a), false)),
        Lang::Ge([a, b]) => truth(less(&d(b), &d(a), true)),
        Lang::And([a, b]) => {
            let (x, y) = (d(a).range, d(b).range);
            bool_data(Interval::new(x.lo.min(y.lo), x.hi.min(y.hi)))
        }
        Lang::Or([a, b]) => {
            let (x, y) = (d(a).range, d(b).range);
            bool_data(Interval::new(x.lo.max(y.lo), x.hi.max(y.hi)))
        }
        Lang::Not([a]) => {
            let x = d(a).range;
            bool_data(Interval::new(1 - x.hi.clamp(0, 1), 1 - x.lo.clamp(0, 1)))
        }
        Lang::Shl([a, b])
        | Lang::Shr([a, b])
        | Lang::BitAnd([a, b])
        | Lang::BitOr([a, b])
        | Lang::BitXor([a, b]) => bit_data(enode, &d(a), Some(&d(b))),
        Lang::BitNot([a]) => bit_data(enode, &d(a), None),
        Lang::Cast([t, a]) => {
            let ty = match &egraph[*t].nodes.first() {
                Some(Lang::Ty(ty)) => Some(ty.0),
                _ => None,
            };
            match ty {
                Some(ty) if ty.is_bool() => {
                    let r = d(a).range;
                    bool_data(if r.as_point() == Some(0) {
                        Interval::point(0)
                    } else if r.excludes_zero() || d(a).modset.excludes(0) {
                        Interval::point(1)
                    } else {
                        Interval::boolean()
                    })
                }
                Some(ty) => ClassData::new(Some(ty), d(a).range, d(a).modset),
                None => ClassData::new(None, Interval::top(), ModSet::any()),
            }
        }
    }
}

impl Analysis<Lang> for ArithAnalysis {
    type Data = ArithData;

    fn make(egraph: &mut ArithEGraph, enode: &Lang) -> ArithData {
        let facts = make_data(egraph, enode);
        let lin = if facts
            .ty
            .is_some_and(|t| t.is_integer_like() && !t.is_bool())
        {
            make_lin(egraph, enode)
        } else {
            None
        };
        // Leaves are numbered in creation order (the input's leaves first, left
        // to right); an operator inherits its earliest leaf.
        let order = if enode.is_leaf() {
            let o = egraph.analysis.next_order;
            egraph.analysis.next_order = o.saturating_add(1);
            o
        } else if let Lang::FloorDiv([a, _])
        | Lang::FloorMod([a, _])
        | Lang::TruncDiv([a, _])
        | Lang::TruncMod([a, _]) = enode
        {
            // A quotient or remainder is placed like its dividend.
            egraph[*a].data.order
        } else {
            enode
                .children()
                .iter()
                .map(|c| egraph[*c].data.order)
                .min()
                .unwrap_or(u32::MAX)
        };
        ArithData { facts, lin, order }
    }

    fn merge(&mut self, a: &mut ArithData, b: ArithData) -> DidMerge {
        // Linear forms are hints: keep one (a sum over other classes rather
        // than none, then the simpler) but never report a change for them, so
        // they cannot keep the rebuild busy.
        match (&a.lin, &b.lin) {
            (Some(x), Some(y)) if y.rank() < x.rank() => a.lin = b.lin.clone(),
            (None, Some(_)) => a.lin = b.lin.clone(),
            _ => {}
        }
        let facts = match a.facts.meet(&b.facts) {
            Some(m) => m,
            None => {
                if self.conflict.is_none() {
                    self.conflict = Some(format!(
                        "contradicting facts merged: {:?} and {:?}",
                        a.facts, b.facts
                    ));
                }
                a.facts
            }
        };
        a.order = a.order.min(b.order);
        let a_changed = facts != a.facts;
        let b_changed = facts != b.facts;
        if a_changed {
            // Intervals can shrink slowly around cycles of the e-graph; after a
            // budget of refinements keep the (sound, less precise) old facts.
            self.refinements += 1;
            if self.refinements > MAX_REFINEMENTS {
                return DidMerge(false, b_changed);
            }
            a.facts = facts;
        }
        DidMerge(a_changed, b_changed)
    }

    fn modify(egraph: &mut ArithEGraph, id: Id) {
        if let Some(l) = egraph[id].data.lin.clone() {
            for (a, _) in l.terms {
                let users = egraph.analysis.atom_index.entry(a).or_default();
                if users.len() < 64 && !users.contains(&id) {
                    users.push(id);
                }
            }
        }
        let data = egraph[id].data.facts;
        let (Some(v), Some(ty)) = (data.constant(), data.ty) else {
            return;
        };
        if !Const::fits(v as i128, ty) {
            return;
        }
        if !egraph[id].nodes.iter().any(|n| matches!(n, Lang::Const(_))) {
            let c = egraph.add(Lang::Const(Const::new(v, ty)));
            if egraph.are_explanations_enabled() {
                egraph.union_trusted(id, c, "fold");
            } else {
                egraph.union(id, c);
            }
        }
        // A constant class needs no other representation: dropping the
        // operator nodes keeps rules from rebuilding ever larger terms
        // through it (e.g. `y + (x - x)` once `x - x` is known to be 0).
        let id = egraph.find(id);
        egraph[id].nodes.retain(|n| matches!(n, Lang::Const(_)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use egg::RecExpr;

    fn data_of(s: &str, bounds: Vec<Interval>) -> ClassData {
        let mut eg = ArithEGraph::new(ArithAnalysis::new(bounds));
        let e: RecExpr<Lang> = s.parse().unwrap();
        let id = eg.add_expr(&e);
        eg.rebuild();
        eg[id].data.facts
    }

    #[test]
    fn folding_uses_floor_semantics() {
        assert_eq!(data_of("(floordiv -7 2)", vec![]).constant(), Some(-4));
        assert_eq!(data_of("(floormod -7 2)", vec![]).constant(), Some(1));
        assert_eq!(data_of("(truncdiv -7 2)", vec![]).constant(), Some(-3));
        assert_eq!(data_of("(truncmod -7 2)", vec![]).constant(), Some(-1));
        assert_eq!(data_of("(floordiv 7 0)", vec![]).constant(), None);
        assert_eq!(
            data_of("(< (floormod (+ 1 2) 4) 4)", vec![]).constant(),
            Some(1)
        );
        // int32 overflow is not folded.
        assert_eq!(data_of("(* 2147483647 2)", vec![]).constant(), None);
    }

    #[test]
    fn congruence_decides_equalities() {
        // x * 3 + 10 == 0 is false: the left side is 1 modulo 3.
        let mut eg = ArithEGraph::new(ArithAnalysis::default());
        let x = eg.add(Lang::Var(super::super::lang::VarLeaf {
            idx: 0,
            name: "x".into(),
            ty: DataType::i32(),
        }));
        let three = eg.add(Lang::Const(Const::new(3, DataType::i32())));
        let ten = eg.add(Lang::Const(Const::new(10, DataType::i32())));
        let zero = eg.add(Lang::Const(Const::new(0, DataType::i32())));
        let m = eg.add(Lang::Mul([x, three]));
        let s = eg.add(Lang::Add([m, ten]));
        let q = eg.add(Lang::Eq([s, zero]));
        eg.rebuild();
        assert_eq!(eg[q].data.constant(), Some(0));
        assert_eq!(eg[s].data.modset, ModSet::new(3, 1));
    }

    #[test]
    fn ranges_from_variable_bounds() {
        let tx = Interval::new(0, 127);
        let d = data_of("(floordiv (+ (* 4 3) 0) 4)", vec![tx]);
        assert_eq!(d.constant(), Some(3));
        let mut eg = ArithEGraph::new(ArithAnalysis::new(vec![tx]));
        let x = eg.add(Lang::Var(super::super::lang::VarLeaf {
            idx: 0,
            name: "tx".into(),
            ty: DataType::i32(),
        }));
        let c = eg.add(Lang::Const(Const::new(128, DataType::i32())));
        let lt = eg.add(Lang::Lt([x, c]));
        let m = eg.add(Lang::FloorMod([x, c]));
        eg.rebuild();
        assert_eq!(eg[lt].data.constant(), Some(1));
        assert_eq!(eg[m].data.range, tx);
    }

    /// Facts of the root of TVMScript `text` with `x` in `[0, 128)`.
    fn data_ts(text: &str) -> ClassData {
        use tirsat_script::reader::{VarEnv, parse_expr};
        let mut env = VarEnv::new();
        let e = parse_expr(text, &mut env).unwrap();
        let mut conv = super::super::convert::Conversion::new();
        let rec = conv.to_rec(&e);
        let bounds = conv.vars().iter().map(|_| Interval::new(0, 127)).collect();
        let mut eg = ArithEGraph::new(ArithAnalysis::new(bounds));
        let id = eg.add_expr(&rec);
        eg.rebuild();
        eg[id].data.facts
    }

    #[test]
    fn bit_operators_are_bounded_and_folded() {
        assert_eq!(data_ts("x >> 2").range, Interval::new(0, 31));
        // (TVM's `prove("(tx >> 2) < 32")` with tx in [0, 128).)
        assert_eq!(data_ts("(x >> 2) < 32").constant(), Some(1));
        assert_eq!(data_ts("(x - 200) & 7").range, Interval::new(0, 7));
        assert_eq!(data_ts("x | 128").range, Interval::new(128, 255));
        assert_eq!(data_fold("(shift_left 3 4)"), Some(48));
        assert_eq!(data_fold("(bitwise_not 5:uint8)"), Some(250));
        assert_eq!(data_fold("(bitwise_not -6:int8)"), Some(5));
        assert_eq!(data_fold("(bitwise_xor -6:int8 3:int8)"), Some(-7));
        // 1 << 31 has no int32 value: not folded.
        assert_eq!(data_fold("(shift_left 1 31)"), None);
        assert_eq!(data_fold("(shift_right 1 32)"), None);
        let m = data_ts("(x * 16 + 4) & 31");
        assert_eq!(
            (m.range, m.modset),
            (Interval::new(4, 20), ModSet::new(16, 4))
        );
        let u = data_ts("T.bitwise_not(T.Cast(\"uint8\", x))");
        assert_eq!(u.range, Interval::new(128, 255));
    }

    fn data_fold(s: &str) -> Option<i64> {
        data_of(s, vec![]).constant()
    }

    #[test]
    fn merge_detects_contradictions() {
        let mut eg = ArithEGraph::new(ArithAnalysis::default());
        let a = eg.add(Lang::Const(Const::new(1, DataType::i32())));
        let b = eg.add(Lang::Const(Const::new(2, DataType::i32())));
        eg.union(a, b);
        eg.rebuild();
        assert!(eg.analysis.conflict.is_some());
    }

    #[test]
    fn orientation_straight_wins() {
        let (a, b) = (Id::from(1usize), Id::from(2usize));
        let mut o = Orientation::default();
        o.record(Lang::Min([b, a]), true);
        assert!(o.is_swapped(&Lang::Min([b, a])));
        o.record(Lang::Min([b, a]), false);
        assert!(!o.is_swapped(&Lang::Min([b, a])));
        o.record(Lang::Min([b, a]), true);
        assert!(!o.is_swapped(&Lang::Min([b, a])));
        // Canonicalising maps children; a node that becomes straight wins.
        o.record(Lang::Max([a, a]), true);
        o.record(Lang::Max([b, a]), false);
        o.canonicalize(|id| if id == a { b } else { id });
        assert!(!o.is_swapped(&Lang::Max([b, b])));
    }

    #[test]
    fn alignment_tightens_bounds() {
        let d = ClassData::new(
            Some(DataType::i32()),
            Interval::new(1, 30),
            ModSet::new(8, 4),
        );
        assert_eq!(d.range, Interval::new(4, 28));
        // A leaf's value lies in its type's range; a computed class's
        // interval bounds the mathematical value (which may overflow).
        let e = ClassData::leaf(DataType::uint(8), Interval::top());
        assert_eq!(e.range, Interval::new(0, 255));
        let f = ClassData::new(
            Some(DataType::uint(8)),
            Interval::new(0, 300),
            ModSet::any(),
        );
        assert_eq!(f.range, Interval::new(0, 300));
        assert!(!f.fits_type() && e.fits_type());
    }
}
