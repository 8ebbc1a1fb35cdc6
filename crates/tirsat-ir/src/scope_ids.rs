//! TVM 0.27's consistency check of the TIRx scope ids of one kernel
//! (`ScopeIdDefVerifier` in relaxed mode, run by `verify_tirx_well_formed`
//! on every `tirx.device_entry` region): the ids `T.cta_id`,
//! `T.warp_id`, `T.lane_id`, ... a kernel defines must describe one launch.
//!
//! Each definition states the extent of a (parent, current) scope pair; the
//! pairs compose (`cta -> warp` times `warp -> thread` is `cta -> thread`)
//! and divide (`cta -> thread` over `warp -> thread` is `cta -> warp`), and
//! every pair reached twice must have provably equal extents; a division
//! that provably leaves a remainder is an error. `T.cta_id_in_pair()` needs
//! `T.cta_id_in_cluster` in the same kernel. At the kernel's root, a known
//! thread count must be positive, and a multiple of 32 when warp or
//! warpgroup ids are used.
//!
//! Extents are compared as products of a constant and non-constant factors
//! (structurally equal factors cancel), which decides what TVM's analyzer
//! decides on the programs TVM's tests write (constants and products of
//! shape variables); anything else is "not provable", as for the analyzer.
//!
//! ```
//! use tirsat_ir::scope_ids::check_kernel;
//! use tirsat_ir::tirx::{ScopeBinding, ScopeIdDef};
//! use tirsat_ir::{DataType, Expr, Var};
//! let def = |b: &str, n: i64| ScopeIdDef {
//!     vars: vec![Var::new("v", DataType::i32())],
//!     extents: Some(vec![Expr::i32(n)]),
//!     binding: ScopeBinding::from_api_name(b).unwrap(),
//!     preferred: None,
//! };
//! // 4 warps of 32 lanes: 128 threads.
//! assert!(check_kernel(&[&def("warp_id", 4), &def("lane_id", 32), &def("thread_id", 128)]).is_ok());
//! let e = check_kernel(&[&def("warp_id", 4), &def("lane_id", 32), &def("thread_id", 64)]).unwrap_err();
//! assert!(e.message.contains("inconsistent extents"), "{}", e.message);
//! // One warp of 7 lanes: 7 threads, not a multiple of 32.
//! let e = check_kernel(&[&def("warp_id", 1), &def("lane_id", 7)]).unwrap_err();
//! assert!(e.message.contains("not a multiple of 32"), "{}", e.message);
//! ```

use std::collections::{BTreeMap, VecDeque};

use super::equal::expr_equal;
use super::tirx::{ScopeBinding, ScopeIdDef};
use super::{BinOp, Expr, ExprKind};

/// Why a kernel's scope ids are inconsistent, and which definition (an
/// index into the checked list) the error is about, when one is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScopeIdError {
    pub def: Option<usize>,
    pub message: String,
}

/// An extent as `constant * factor_1 * ... * factor_n`.
#[derive(Clone, Debug)]
struct Product {
    constant: i128,
    factors: Vec<Expr>,
}

impl Product {
    fn of(e: &Expr) -> Product {
        let mut p = Product {
            constant: 1,
            factors: Vec::new(),
        };
        p.push(e);
        p
    }

    fn push(&mut self, e: &Expr) {
        match e.kind() {
            ExprKind::Binary(BinOp::Mul, a, b) => {
                self.push(a);
                self.push(b);
            }
            _ => match e.as_int() {
                Some(c) => self.constant = self.constant.saturating_mul(i128::from(c)),
                None => self.factors.push(e.clone()),
            },
        }
    }

    fn of_all(es: &[Expr]) -> Product {
        let mut p = Product::of(&Expr::i32(1));
        for e in es {
            p.push(e);
        }
        p
    }

    fn times(&self, o: &Product) -> Product {
        let mut factors = self.factors.clone();
        factors.extend(o.factors.iter().cloned());
        Product {
            constant: self.constant.saturating_mul(o.constant),
            factors,
        }
    }

    fn as_const(&self) -> Option<i128> {
        self.factors.is_empty().then_some(self.constant)
    }

    /// The factors of `self` left after removing those of `o` (each at most
    /// once), when all of `o`'s are among them.
    fn factors_over(&self, o: &Product) -> Option<Vec<Expr>> {
        let mut left: Vec<Option<&Expr>> = self.factors.iter().map(Some).collect();
        for f in &o.factors {
            let slot = left
                .iter_mut()
                .find(|x| x.is_some_and(|x| expr_equal(x, f).is_ok()))?;
            *slot = None;
        }
        Some(left.into_iter().flatten().cloned().collect())
    }

    fn provably_equal(&self, o: &Product) -> bool {
        self.constant == o.constant
            && self.factors.len() == o.factors.len()
            && self.factors_over(o).is_some_and(|l| l.is_empty())
    }

    /// `Some(Ok(self / o))` when `o` provably divides `self`, `Some(Err(()))`
    /// when it provably does not, `None` when neither is provable.
    fn divide(&self, o: &Product) -> Option<Result<Product, ()>> {
        if o.constant != 0
            && self.constant % o.constant == 0
            && let Some(factors) = self.factors_over(o)
        {
            return Some(Ok(Product {
                constant: self.constant / o.constant,
                factors,
            }));
        }
        match (self.as_const(), o.as_const()) {
            (Some(a), Some(b)) if b != 0 && a % b != 0 => Some(Err(())),
            _ => None,
        }
    }
}

impl std::fmt::Display for Product {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.constant)?;
        for x in &self.factors {
            match x.as_var() {
                Some(v) => write!(f, " * {}", v.name())?,
                None => write!(f, " * (...)")?,
            }
        }
        Ok(())
    }
}

/// Rank of a scope name: a smaller rank is a wider scope (`kernel` widest).
fn rank(scope: &str) -> i32 {
    match scope {
        "kernel" => -1,
        "cluster" => 2,
        "cta" => 3,
        "warpgroup" => 4,
        "warp" => 5,
        _ => 6,
    }
}

fn binding_of(parent: &str, cur: &str) -> Option<ScopeBinding> {
    [
        ScopeBinding::KernelCluster,
        ScopeBinding::KernelCta,
        ScopeBinding::ClusterCta,
        ScopeBinding::CtaWarpgroup,
        ScopeBinding::CtaWarp,
        ScopeBinding::WarpgroupWarp,
        ScopeBinding::WarpThread,
        ScopeBinding::CtaThread,
        ScopeBinding::WarpgroupThread,
        ScopeBinding::ClusterCtaPair,
    ]
    .into_iter()
    .find(|b| b.parent_cur() == (parent, cur))
}

/// What is known of one binding: its extent (deferred when `None`) and the
/// definition it comes from or was last derived with.
#[derive(Clone)]
struct Known {
    extent: Option<Product>,
    def: usize,
}

fn describe(b: ScopeBinding) -> String {
    let (p, c) = b.parent_cur();
    format!("{p} -> {c} (T.{})", b.api_name())
}

/// Checks the scope ids one kernel defines (in order); see the module
/// documentation.
pub fn check_kernel(defs: &[&ScopeIdDef]) -> Result<(), ScopeIdError> {
    let err = |def: usize, message: String| ScopeIdError {
        def: Some(def),
        message,
    };
    let mut set: BTreeMap<ScopeBinding, Known> = BTreeMap::new();
    let mut queue: VecDeque<ScopeBinding> = VecDeque::new();
    let insert = |set: &mut BTreeMap<ScopeBinding, Known>,
                  queue: &mut VecDeque<ScopeBinding>,
                  b: ScopeBinding,
                  k: Known|
     -> Result<(), ScopeIdError> {
        match set.get_mut(&b) {
            None => {
                if k.extent.is_some() {
                    queue.push_back(b);
                }
                set.insert(b, k);
            }
            Some(old) => match (&old.extent, &k.extent) {
                (None, Some(_)) => {
                    old.extent = k.extent;
                    queue.push_back(b);
                }
                (Some(a), Some(n)) if !a.provably_equal(n) => {
                    return Err(err(
                        k.def,
                        format!(
                            "inconsistent extents for the scope binding {}: {a} vs {n}",
                            describe(b)
                        ),
                    ));
                }
                _ => {}
            },
        }
        Ok(())
    };
    for (i, d) in defs.iter().enumerate() {
        if let Some(p) = &d.preferred {
            if d.binding != ScopeBinding::ClusterCta {
                return Err(err(
                    i,
                    "preferred extents are only valid for T.cta_id_in_cluster".into(),
                ));
            }
            match &d.extents {
                Some(e) if e.len() == p.len() => {}
                Some(e) => {
                    return Err(err(
                        i,
                        format!("preferred has {} extents, expected {}", p.len(), e.len()),
                    ));
                }
                None => {
                    return Err(err(
                        i,
                        "preferred extents cannot be set on a deferred scope id".into(),
                    ));
                }
            }
        }
        let extent = d.extents.as_deref().map(Product::of_all);
        insert(&mut set, &mut queue, d.binding, Known { extent, def: i })?;
    }
    if let Some(pair) = set.get(&ScopeBinding::ClusterCtaPair)
        && !set.contains_key(&ScopeBinding::ClusterCta)
    {
        return Err(err(
            pair.def,
            "T.cta_id_in_pair() requires T.cta_id_in_cluster(...) in the same kernel".into(),
        ));
    }
    while let Some(head) = queue.pop_front() {
        let Some(h) = set.get(&head).cloned() else {
            continue;
        };
        let Some(he) = h.extent.clone() else {
            continue;
        };
        let snapshot: Vec<(ScopeBinding, Known)> =
            set.iter().map(|(b, k)| (*b, k.clone())).collect();
        for (b, k) in snapshot {
            let Some(ke) = &k.extent else { continue };
            let blame = h.def.max(k.def);
            for (l, le, r, re) in [(head, &he, b, ke), (b, ke, head, &he)] {
                if let Some((nb, ne)) = compose(l, le, r, re) {
                    insert(
                        &mut set,
                        &mut queue,
                        nb,
                        Known {
                            extent: Some(ne),
                            def: blame,
                        },
                    )?;
                }
                match compliment(l, le, r, re) {
                    Some(Ok((nb, ne))) => insert(
                        &mut set,
                        &mut queue,
                        nb,
                        Known {
                            extent: Some(ne),
                            def: blame,
                        },
                    )?,
                    Some(Err(message)) => return Err(err(blame, message)),
                    None => {}
                }
            }
        }
    }
    // The kernel's launch: a known thread count is positive, and a multiple
    // of 32 when warps are addressed.
    if let Some(Known {
        extent: Some(threads),
        def,
    }) = set.get(&ScopeBinding::CtaThread)
        && let Some(n) = threads.as_const()
    {
        if n <= 0 {
            return Err(err(*def, format!("the kernel has {n} threads")));
        }
        let warps = [
            ScopeBinding::CtaWarp,
            ScopeBinding::WarpThread,
            ScopeBinding::CtaWarpgroup,
            ScopeBinding::WarpgroupWarp,
        ];
        if warps.iter().any(|b| set.contains_key(b)) && n % 32 != 0 {
            return Err(err(
                *def,
                format!(
                    "the kernel uses warp-granular scope ids but has {n} threads, not a multiple of 32"
                ),
            ));
        }
    }
    Ok(())
}

fn compose(
    l: ScopeBinding,
    le: &Product,
    r: ScopeBinding,
    re: &Product,
) -> Option<(ScopeBinding, Product)> {
    if l == ScopeBinding::ClusterCtaPair || r == ScopeBinding::ClusterCtaPair {
        return None;
    }
    let ((lp, lc), (rp, rc)) = (l.parent_cur(), r.parent_cur());
    if lc != rp {
        return None;
    }
    Some((binding_of(lp, rc)?, le.times(re)))
}

#[allow(clippy::type_complexity)]
fn compliment(
    l: ScopeBinding,
    le: &Product,
    r: ScopeBinding,
    re: &Product,
) -> Option<Result<(ScopeBinding, Product), String>> {
    if l == ScopeBinding::ClusterCtaPair || r == ScopeBinding::ClusterCtaPair {
        return None;
    }
    if re.as_const() == Some(0) {
        return None;
    }
    let ((lp, lc), (rp, rc)) = (l.parent_cur(), r.parent_cur());
    let target = if lp == rp && rank(rc) < rank(lc) {
        binding_of(rc, lc)
    } else if lc == rc && rank(lp) < rank(rp) {
        binding_of(lp, rp)
    } else {
        None
    }?;
    Some(match le.divide(re)? {
        Ok(q) => Ok((target, q)),
        Err(()) => Err(format!(
            "the scope binding {} has non-divisible extents: {le} is not divisible by {re}",
            describe(target)
        )),
    })
}

/// Checks every `tirx.device_entry` region of a function body as TVM's
/// `verify_tirx_well_formed` does: the scope ids defined before the region
/// ends (also those before it) are checked together when the region defines
/// any. On failure, the error and the scope-id statement it is about.
///
/// ```
/// use tirsat_ir::scope_ids::check_body;
/// use tirsat_ir::tirx::{ScopeBinding, ScopeIdDef, TirxStmt};
/// use tirsat_ir::{keys, AttrNode, DataType, Expr, Stmt, Var};
/// let pair = Stmt::tirx(TirxStmt::ScopeId(ScopeIdDef {
///     vars: vec![Var::new("p", DataType::i32())],
///     extents: Some(vec![Expr::i32(2)]),
///     binding: ScopeBinding::ClusterCtaPair,
///     preferred: None,
/// }));
/// let body = Stmt::attr(AttrNode::zero(), keys::DEVICE_ENTRY, Expr::bool(true), pair.clone());
/// let (e, at) = check_body(&body).unwrap_err();
/// assert!(e.message.contains("requires T.cta_id_in_cluster"));
/// assert!(at.unwrap().same_as(&pair));
/// ```
pub fn check_body(body: &super::Stmt) -> Result<(), (ScopeIdError, Option<super::Stmt>)> {
    let mut defs: Vec<(&ScopeIdDef, &super::Stmt)> = Vec::new();
    walk(body, &mut defs)
}

fn walk<'a>(
    s: &'a super::Stmt,
    defs: &mut Vec<(&'a ScopeIdDef, &'a super::Stmt)>,
) -> Result<(), (ScopeIdError, Option<super::Stmt>)> {
    super::stack::deeper(|| walk_at(s, defs))
}

fn walk_at<'a>(
    s: &'a super::Stmt,
    defs: &mut Vec<(&'a ScopeIdDef, &'a super::Stmt)>,
) -> Result<(), (ScopeIdError, Option<super::Stmt>)> {
    use super::StmtKind;
    match s.kind() {
        StmtKind::Attr { key, body, .. } if key == super::keys::DEVICE_ENTRY => {
            let baseline = defs.len();
            walk(body, defs)?;
            if defs.len() > baseline {
                let list: Vec<&ScopeIdDef> = defs.iter().map(|(d, _)| *d).collect();
                if let Err(e) = check_kernel(&list) {
                    let at = e.def.and_then(|i| defs.get(i)).map(|(_, s)| (*s).clone());
                    return Err((e, at));
                }
            }
            defs.truncate(baseline);
            Ok(())
        }
        StmtKind::Tirx(t) => {
            if let super::tirx::TirxStmt::ScopeId(d) = &**t {
                defs.push((d, s));
            }
            Ok(())
        }
        _ => {
            for c in s.child_stmts() {
                walk(c, defs)?;
            }
            Ok(())
        }
    }
}
