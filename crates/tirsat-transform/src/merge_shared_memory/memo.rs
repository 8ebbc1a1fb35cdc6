//! A small memo keyed by expressions (structural equality), for answers
//! that depend only on the expression within one kernel: the footprint
//! ranges of indices, the rewritten flat indices of a buffer. Keys are
//! compared by a linear scan, so the memo holds at most a fixed number of
//! them; past that, answers are computed again (the same answers: the memo
//! never changes a result, only how often it is computed).

use tirsat_ir::Expr;

/// At most `cap` expressions and their answers.
pub(crate) struct ExprMemo<V> {
    entries: Vec<(Expr, V)>,
    cap: usize,
}

impl<V: Clone> ExprMemo<V> {
    pub(crate) fn new(cap: usize) -> Self {
        ExprMemo {
            entries: Vec::new(),
            cap,
        }
    }

    /// The answer for `e`, computed by `f` unless remembered.
    pub(crate) fn get_or(&mut self, e: &Expr, f: impl FnOnce() -> V) -> V {
        if let Some((_, v)) = self.entries.iter().find(|(x, _)| x == e) {
            return v.clone();
        }
        let v = f();
        if self.entries.len() < self.cap {
            self.entries.push((e.clone(), v.clone()));
        }
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remembers_up_to_its_cap_and_answers_alike_past_it() {
        let mut m = ExprMemo::new(2);
        let mut calls = 0;
        let mut ask = |m: &mut ExprMemo<i64>, v: i64| {
            m.get_or(&Expr::i32(v), || {
                calls += 1;
                v * 10
            })
        };
        assert_eq!(ask(&mut m, 1), 10);
        assert_eq!(ask(&mut m, 1), 10);
        assert_eq!(ask(&mut m, 2), 20);
        assert_eq!(ask(&mut m, 3), 30);
        assert_eq!(ask(&mut m, 3), 30);
        assert_eq!(ask(&mut m, 2), 20);
        // 1 and 2 remembered, 3 (past the cap) computed each time.
        assert_eq!(calls, 4);
    }
}
