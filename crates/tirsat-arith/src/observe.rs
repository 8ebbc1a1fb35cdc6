//! Observing the simplifier: a hook that sees every expression (and its
//! facts) handed to [`Simplifier`](super::Simplifier) — by the passes, the
//! prover or any other caller — without changing what the simplifier does.
//!
//! [`observe`] installs an [`Observer`] for the duration of a closure. The
//! observer is process-wide (the passes simplify on rayon's worker threads),
//! so observations are serialised: a second [`observe`] waits until the
//! first one returns. Outside [`observe`] the hook costs one atomic load.
//! Observations arrive in whatever order the threads make them; an observer
//! that needs a deterministic result sorts them.
//!
//! ```
//! use std::sync::{Arc, Mutex};
//! use tirsat_arith::observe::{observe, Observer};
//! use tirsat_arith::{Facts, Simplifier};
//! use tirsat_script::printer::print_expr;
//! use tirsat_script::reader::{parse_expr, VarEnv};
//! use tirsat_ir::Expr;
//!
//! #[derive(Default)]
//! struct Seen(Mutex<Vec<String>>);
//! impl Observer for Seen {
//!     fn simplify(&self, expr: &Expr, _facts: &Facts) {
//!         self.0.lock().unwrap().push(print_expr(expr));
//!     }
//! }
//! let s = Simplifier::with_builtin_rules().unwrap();
//! let e = parse_expr("x * 2 // 2", &mut VarEnv::new()).unwrap();
//! let seen = Arc::new(Seen::default());
//! let out = observe(seen.clone(), || s.simplify(&e, &Facts::new()));
//! assert_eq!(print_expr(&out), "x");
//! assert_eq!(*seen.0.lock().unwrap(), vec!["x * 2 // 2".to_string()]);
//! ```

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError, RwLock};

use super::facts::Facts;
use tirsat_ir::Expr;

/// Sees the simplifier's inputs.
pub trait Observer: Send + Sync {
    /// Called once per simplification request (also for the sub-expressions
    /// the simplifier simplifies on their own, e.g. the indices inside a
    /// buffer load), before the cache is consulted.
    fn simplify(&self, expr: &Expr, facts: &Facts);
}

static ACTIVE: AtomicBool = AtomicBool::new(false);
static CURRENT: RwLock<Option<Arc<dyn Observer>>> = RwLock::new(None);
static SESSION: Mutex<()> = Mutex::new(());

/// Uninstalls the observer when `observe` returns or unwinds.
struct Installed;

impl Drop for Installed {
    fn drop(&mut self) {
        ACTIVE.store(false, Ordering::SeqCst);
        *CURRENT.write().unwrap_or_else(PoisonError::into_inner) = None;
    }
}

/// Runs `f` with `observer` seeing every simplification made meanwhile (on
/// any thread).
pub fn observe<R>(observer: Arc<dyn Observer>, f: impl FnOnce() -> R) -> R {
    let _session = SESSION.lock().unwrap_or_else(PoisonError::into_inner);
    *CURRENT.write().unwrap_or_else(PoisonError::into_inner) = Some(observer);
    ACTIVE.store(true, Ordering::SeqCst);
    let _installed = Installed;
    f()
}

/// Reports a simplification request to the observer, if one is installed.
pub fn notify(expr: &Expr, facts: &Facts) {
    if !ACTIVE.load(Ordering::Relaxed) {
        return;
    }
    let current = CURRENT
        .read()
        .unwrap_or_else(PoisonError::into_inner)
        .clone();
    if let Some(o) = current {
        o.simplify(expr, facts);
    }
}
