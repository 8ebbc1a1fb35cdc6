//! The extraction cost: smallest term first, then the forms TVM prints.
//!
//! [`TvmCost`] compares, in order:
//! 1. `size`: the number of nodes. The input is in its own e-class, so the
//!    extracted term is never larger than the input.
//! 2. `style`: deviations from TVM's printed forms: a constant on the left of
//!    `+`, `*`, `==`, `!=`; `x - c` instead of `x + -c` ([`SumForm::Rewrite`];
//!    the reverse in [`SumForm::Canonical`]); `>`/`>=` instead of
//!    `<`/`<=` with swapped operands; right-nested `+ * and or min max`
//!    (TVM prints `a + b + c`); a multiplication inside `min`/`max` (TVM pulls
//!    constant factors out: `T.min(x, 3) * 3`); a multiplication by a negative
//!    constant (TVM prefers `(y - x) * 2` to `(x - y) * -2`).
//!    A sum of a term with itself (`x + x`; TVM prints `x * 2`) also counts.
//! 3. `kinds`: operators of a kind the input does not use (so a floor-division
//!    input does not come back with truncating division when both are equal
//!    in size).
//! 4. `swapped`: `min`/`max` nodes whose operands were commuted relative to
//!    the input (TVM keeps the operand order its rules produce; see
//!    [`Orientation`](super::analysis::Orientation)).
//! 5. `unpreferred`: operators not built by a rule marked `prefer`.
//! 6. `arrange`: operators not in a canonical form of the `linear-*` rewrites.
//! 7. `cmp_kinds`: comparison operators the input does not use.
//! 8. `misorder`: operands of `+ * == != and or` out of input order.
//! 9. `novel`: e-nodes that were not in the input: among equal candidates the
//!    input's own arrangement wins.
//! 10. `const_left`: `min`/`max` with a constant first operand.
//!
//! `root` only carries information to the parent (it is compared last and
//! never decides between two candidates of different shape).

use rustc_hash::{FxHashMap, FxHashSet};

use egg::{CostFunction, Id, Language};

use super::lang::Lang;
use tirsat_ir::Expr;

/// The output form of sums: which of TVM's two simplifiers the result
/// mirrors (`src/arith/rewrite_simplify.cc` keeps operands where its rules
/// put them; `canonical_simplify.cc` rebuilds every sum from a `SumExpr`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SumForm {
    /// `RewriteSimplifier` (`Analyzer.rewrite_simplify`): terms in the
    /// input's order, a negative constant added (`x + -1`).
    #[default]
    Rewrite,
    /// `CanonicalSimplifier`, the last step of `Analyzer.simplify`: the
    /// terms of a rebuilt sum by descending coefficient (then divisor,
    /// modulus, division kind; ties in order of appearance: TVM's stable
    /// sort in `SumExprNode::SimplifySplitExprs`), positive terms first, a
    /// positive constant, the negative terms subtracted, a negative constant
    /// subtracted (`x - 1`, `y * 2 + x`).
    Canonical,
}

/// Lexicographic extraction cost (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, PartialOrd)]
pub struct TvmCost {
    pub size: u32,
    pub style: u32,
    pub kinds: u32,
    /// `min`/`max` nodes with the operands swapped relative to the input
    /// ([`Orientation`](super::analysis::Orientation)).
    pub swapped: u32,
    pub unpreferred: u32,
    pub arrange: u32,
    pub cmp_kinds: u32,
    pub misorder: u32,
    pub novel: u32,
    /// `min`/`max` nodes with a constant first operand (TVM's rules put the
    /// constant second unless the input had it first).
    pub const_left: u32,
    /// The root operator of the chosen term ([`root_code`]).
    pub root: u8,
    /// Position of the term's earliest leaf in the input (for `misorder`).
    pub first: u32,
}

/// Codes of root operators used by the style rules.
pub mod root {
    pub const OTHER: u8 = 0;
    pub const CONST_NONNEG: u8 = 1;
    pub const CONST_NEG: u8 = 2;
    pub const ADD: u8 = 3;
    pub const MUL: u8 = 4;
    pub const AND: u8 = 5;
    pub const OR: u8 = 6;
    pub const MIN: u8 = 7;
    pub const MAX: u8 = 8;
    pub const LEAF: u8 = 9;
}

/// The root code of a node.
pub fn root_code(n: &Lang) -> u8 {
    match n {
        Lang::Const(c) if c.value < 0 => root::CONST_NEG,
        Lang::Const(_) => root::CONST_NONNEG,
        Lang::Add(_) => root::ADD,
        Lang::Mul(_) => root::MUL,
        Lang::And(_) => root::AND,
        Lang::Or(_) => root::OR,
        Lang::Min(_) => root::MIN,
        Lang::Max(_) => root::MAX,
        Lang::Var(_) | Lang::Opaque(_) => root::LEAF,
        _ => root::OTHER,
    }
}

fn is_const(code: u8) -> bool {
    code == root::CONST_NONNEG || code == root::CONST_NEG
}

/// The kind bits of floor and truncating division/remainder (see
/// [`kind_bit`]).
pub const DIV_KINDS: u32 = (1 << 2) | (1 << 4);

/// The kind bits of the shifts and bitwise operators (see [`kind_bit`]).
pub const BIT_KINDS: u32 = 0b11_1111 << 17;

/// The kind bit of `*` (see [`kind_bit`]).
pub const MUL_KIND: u32 = 1 << 1;

/// The kind bits of `<`, `<=`, `==`, `!=` (see [`kind_bit`]).
pub const CMP_KINDS: u32 = (1 << 9) | (1 << 10) | (1 << 11) | (1 << 12);

/// The operator-kind bit of a node (`>` counts as `<`, `>=` as `<=`,
/// `-` as `+`).
pub fn kind_bit(n: &Lang) -> u32 {
    let k = match n {
        Lang::Add(_) | Lang::Sub(_) => 0,
        Lang::Mul(_) => 1,
        // Floor division and remainder form one family, truncating ones another.
        Lang::FloorDiv(_) | Lang::FloorMod(_) => 2,
        Lang::TruncDiv(_) | Lang::TruncMod(_) => 4,
        Lang::Min(_) => 6,
        Lang::Max(_) => 7,
        Lang::Select(_) => 8,
        Lang::Eq(_) => 9,
        Lang::Ne(_) => 10,
        Lang::Lt(_) | Lang::Gt(_) => 11,
        Lang::Le(_) | Lang::Ge(_) => 12,
        Lang::And(_) => 13,
        Lang::Or(_) => 14,
        Lang::Not(_) => 15,
        Lang::Cast(_) => 16,
        Lang::Shl(_) => 17,
        Lang::Shr(_) => 18,
        Lang::BitAnd(_) => 19,
        Lang::BitOr(_) => 20,
        Lang::BitXor(_) => 21,
        Lang::BitNot(_) => 22,
        Lang::Const(_) | Lang::Ty(_) | Lang::Var(_) | Lang::Opaque(_) => return 0,
    };
    1 << k
}

/// The cost function: built from the input's e-nodes (canonical ids).
#[derive(Clone, Debug, Default)]
pub struct TvmCostFn {
    leaf_order: FxHashMap<Lang, u32>,
    original: FxHashSet<Lang>,
    preferred: FxHashSet<Lang>,
    canonical: FxHashSet<Lang>,
    swapped: FxHashSet<Lang>,
    input_kinds: u32,
    /// Operator kinds the input does not use that count in `kinds`.
    novel_kinds: u32,
    form: SumForm,
}

impl TvmCostFn {
    /// `original`: the input's nodes with canonical child ids.
    pub fn new(original: impl IntoIterator<Item = Lang>) -> Self {
        Self::with_preferences(original, std::iter::empty(), std::iter::empty())
    }

    /// Also prefers the `preferred` nodes, then the `canonical` nodes
    /// (all with canonical child ids) among equal candidates.
    pub fn with_preferences(
        original: impl IntoIterator<Item = Lang>,
        preferred: impl IntoIterator<Item = Lang>,
        canonical: impl IntoIterator<Item = Lang>,
    ) -> Self {
        let original: FxHashSet<Lang> = original.into_iter().collect();
        let preferred: FxHashSet<Lang> = preferred.into_iter().collect();
        let canonical: FxHashSet<Lang> = canonical.into_iter().collect();
        let input_kinds = original.iter().fold(0, |k, n| k | kind_bit(n));
        // Division kinds the input does not use; and for an input with
        // shifts or bitwise operators, which the rules rewrite into `//`,
        // `%` and `*`, a product where it had none: `x << 2` stays as
        // written rather than becoming the equal `x * 4`.
        let watched = if input_kinds & BIT_KINDS != 0 {
            DIV_KINDS | MUL_KIND
        } else {
            DIV_KINDS
        };
        TvmCostFn {
            leaf_order: FxHashMap::default(),
            original,
            preferred,
            canonical,
            swapped: FxHashSet::default(),
            input_kinds,
            novel_kinds: watched & !input_kinds,
            form: SumForm::Rewrite,
        }
    }

    /// Sets the form of sums (which constant form `style` prefers).
    pub fn with_form(mut self, form: SumForm) -> Self {
        self.form = form;
        self
    }

    /// Sets the `min`/`max` nodes (canonical ids) whose operands are swapped
    /// relative to the input; among equal candidates the others win.
    pub fn with_swapped(mut self, swapped: impl IntoIterator<Item = Lang>) -> Self {
        self.swapped = swapped.into_iter().collect();
        self
    }

    /// Sets the input position of variable and opaque leaves (their e-class
    /// order), used to keep operands in input order.
    pub fn with_leaf_order(mut self, leaf_order: FxHashMap<Lang, u32>) -> Self {
        self.leaf_order = leaf_order;
        self
    }

    fn style(&self, n: &Lang, ch: &[TvmCost]) -> u32 {
        let r = |i: usize| ch.get(i).map_or(root::OTHER, |c| c.root);
        let mut s = 0;
        match n {
            Lang::Add([a, b]) => {
                if is_const(r(0)) && !is_const(r(1)) {
                    s += 1;
                }
                if a == b {
                    s += 1;
                }
                if r(1) == root::ADD {
                    s += 1;
                }
                // The canonical form subtracts a negative constant.
                if self.form == SumForm::Canonical && r(1) == root::CONST_NEG && !is_const(r(0)) {
                    s += 1;
                }
            }
            Lang::Sub(_) if r(1) == root::CONST_NONNEG && self.form == SumForm::Rewrite => {
                s += 1;
            }
            Lang::Mul(_) => {
                if is_const(r(0)) && !is_const(r(1)) {
                    s += 1;
                }
                if r(0) == root::LEAF && r(1) != root::LEAF && !is_const(r(1)) {
                    s += 1;
                }
                if r(1) == root::MUL {
                    s += 1;
                }
                if r(1) == root::CONST_NEG || r(0) == root::CONST_NEG {
                    s += 1;
                }
            }
            Lang::Eq(_) | Lang::Ne(_) if is_const(r(0)) && !is_const(r(1)) => {
                s += 1;
            }
            Lang::Gt(_) | Lang::Ge(_) => s += 1,
            Lang::And(_) if r(1) == root::AND => s += 1,
            Lang::Or(_) if r(1) == root::OR => s += 1,
            Lang::Min(_) | Lang::Max(_) => {
                let own = root_code(n);
                if r(1) == own {
                    s += 1;
                }
                if r(0) == root::MUL || r(1) == root::MUL {
                    s += 1;
                }
            }
            _ => {}
        }
        s
    }
}

impl CostFunction<Lang> for TvmCostFn {
    type Cost = TvmCost;

    fn cost<C>(&mut self, enode: &Lang, mut costs: C) -> TvmCost
    where
        C: FnMut(Id) -> TvmCost,
    {
        let ch: Vec<TvmCost> = enode.children().iter().map(|c| costs(*c)).collect();
        let mut const_left = 0;
        let operator = !enode.is_leaf();
        if let Lang::Min(_) | Lang::Max(_) = enode
            && is_const(ch[0].root)
            && !is_const(ch[1].root)
        {
            const_left = 1;
        }
        let first =
            if let Lang::FloorDiv(_) | Lang::FloorMod(_) | Lang::TruncDiv(_) | Lang::TruncMod(_) =
                enode
            {
                ch[0].first
            } else if operator {
                ch.iter().map(|c| c.first).min().unwrap_or(u32::MAX)
            } else {
                self.leaf_order.get(enode).copied().unwrap_or(u32::MAX)
            };
        // (Not min/max: TVM orders their operands by the rule that made them.)
        let commutative = matches!(
            enode,
            Lang::Add(_) | Lang::Mul(_) | Lang::Eq(_) | Lang::Ne(_) | Lang::And(_) | Lang::Or(_)
        );
        let misorder = commutative
            && ch.len() == 2
            && ch[0].first != u32::MAX
            && ch[1].first != u32::MAX
            && ch[0].first > ch[1].first;
        let canonical = self.canonical.contains(enode);
        let preferred = self.preferred.contains(enode);
        let mut c = TvmCost {
            size: 1,
            style: self.style(enode, &ch),
            kinds: u32::from(kind_bit(enode) & self.novel_kinds != 0),
            swapped: u32::from(self.swapped.contains(enode)),
            cmp_kinds: u32::from(kind_bit(enode) & !self.input_kinds & CMP_KINDS != 0),
            unpreferred: u32::from(operator && !preferred),
            arrange: u32::from(operator && !canonical),
            misorder: u32::from(misorder),
            novel: u32::from(!canonical && !preferred && !self.original.contains(enode)),
            const_left,
            root: root_code(enode),
            first,
        };
        if matches!(enode, Lang::Ty(_)) {
            c.size = 0;
        }
        for k in &ch {
            c.size = c.size.saturating_add(k.size);
            c.style = c.style.saturating_add(k.style);
            c.kinds = c.kinds.saturating_add(k.kinds);
            c.swapped = c.swapped.saturating_add(k.swapped);
            c.cmp_kinds = c.cmp_kinds.saturating_add(k.cmp_kinds);
            c.misorder = c.misorder.saturating_add(k.misorder);
            c.arrange = c.arrange.saturating_add(k.arrange);
            c.unpreferred = c.unpreferred.saturating_add(k.unpreferred);
            c.novel = c.novel.saturating_add(k.novel);
            c.const_left = c.const_left.saturating_add(k.const_left);
        }
        c
    }
}

/// Number of nodes of an expression (the `size` an extracted term is
/// compared by, counted on the IR).
pub fn expr_size(e: &Expr) -> usize {
    1 + e.children().iter().map(|c| expr_size(c)).sum::<usize>()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::convert::Conversion;
    use tirsat_script::reader::{VarEnv, parse_expr};

    /// Cost of TVMScript `s` when the input was `orig` (variables are
    /// numbered in order of appearance in `orig`, then `s`).
    fn cost(s: &str, orig: &str) -> TvmCost {
        let mut env = VarEnv::new();
        let mut conv = Conversion::new();
        let o = conv.to_rec(&parse_expr(orig, &mut env).unwrap());
        let e = conv.to_rec(&parse_expr(s, &mut env).unwrap());
        let mut f = TvmCostFn::new(o.as_ref().iter().cloned());
        f.cost_rec(&e)
    }

    #[test]
    fn size_first_then_tvm_style() {
        let o = "x - 1";
        assert!(cost("x + -1", o) < cost("x - 1", o));
        assert!(cost("x * 3", o) < cost("3 * x", o));
        // `T.Add` builds the node the reader would fold (like TVM's frontend).
        assert!(cost("x", o) < cost("T.Add(x, 0)", o));
        assert!(cost("99 < x", o) < cost("x > 99", o));
        assert!(cost("x + y + 3", o) < cost("x + (y + 3)", o));
        assert!(cost("T.min(x, 3) * 3", o) < cost("T.min(x * 3, 9)", o));
        assert!(cost("(y - x) * 2", o) < cost("(x - y) * -2", o));
    }

    #[test]
    fn input_forms_win_ties() {
        let o = "x // 4";
        assert!(cost("x // 4", o) < cost("T.Div(x, 4)", o));
        let o = "T.Div(x, 4)";
        assert!(cost("T.Div(x, 4)", o) < cost("x // 4", o));
        let o = "(x >> 2) + (x << 1) - (x & 3)";
        assert!(cost("x >> 2", o) < cost("x // 4", o));
        assert!(cost("x << 1", o) < cost("x * 2", o));
        assert!(cost("x & 3", o) < cost("x % 4", o));
        // Without shifts in the input a product is no novelty.
        assert_eq!(cost("x * 2", "x + y").kinds, 0);
        assert_eq!(cost("x * 2", "x >> 1").kinds, 1);
    }
}
