//! What a differential run found: a [`Finding`] per subject and program, the
//! totals per subject ([`Row`]) and the run's [`Report`] (a table or JSON).

use std::fmt::Write as _;

use serde::Serialize;

/// One finding about a subject on one program.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "message", rename_all = "snake_case")]
pub enum Finding {
    /// The pass returned an error or panicked.
    PassError(String),
    /// The pass's output fails the verifier.
    VerifierFailure(String),
    /// Global memory or the return value differ, or the program after fails.
    Mismatch(String),
    /// The program after the pass races where the one before does not.
    RaceAdded(String),
    /// The program after the pass executes an undefined integer operation
    /// (an overflow, a cast its type cannot hold, a division by zero: see
    /// `notes/integer-semantics.md`) where the one before executes none.
    UndefinedAdded(String),
}

/// The result of one subject on one program.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// The pass ran and its output was interpreted and compared.
    pub checked: bool,
    /// The pass changed the module.
    pub changed: bool,
    /// Why the program could not be used (prefix failed, input rejected).
    pub skipped: Option<String>,
    /// The program before the pass executes an undefined integer operation:
    /// not a test point (any output would be correct), so not compared.
    pub input_undefined: Option<String>,
    /// What went wrong.
    pub findings: Vec<Finding>,
}

/// The first program that showed a kind of failure.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FirstFailure {
    /// Its generator seed (`--seed <seed> --cases 1` reproduces it).
    pub seed: u64,
    /// What happened.
    pub message: String,
}

/// Totals of one subject over a run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Row {
    /// Pass name or `pipeline:<name>`.
    pub subject: String,
    /// Programs the pass ran on and whose outputs were compared.
    pub checked: u64,
    /// Of those, programs the pass changed.
    pub changed: u64,
    /// Programs whose memory or return value differed after the pass.
    pub mismatches: u64,
    /// Programs where the pass added a shared-memory race.
    pub races_added: u64,
    /// Programs on which the pass failed.
    pub pass_errors: u64,
    /// Programs whose output failed the verifier.
    pub verifier_failures: u64,
    /// Programs where the pass's output executes an undefined integer
    /// operation (overflow, ...) and its input does not.
    pub undefined_added: u64,
    /// Programs that could not be used (see `first_skip`).
    pub skipped: u64,
    /// Programs whose run before the pass executes an undefined integer
    /// operation: not test points, counted apart from `skipped`.
    pub input_undefined: u64,
    /// First mismatch.
    pub first_mismatch: Option<FirstFailure>,
    /// First added race.
    pub first_race: Option<FirstFailure>,
    /// First pass error.
    pub first_pass_error: Option<FirstFailure>,
    /// First verifier failure.
    pub first_verifier_failure: Option<FirstFailure>,
    /// First program whose output is undefined where its input is not.
    pub first_undefined_added: Option<FirstFailure>,
    /// First skipped program.
    pub first_skip: Option<FirstFailure>,
    /// First program whose input is undefined.
    pub first_input_undefined: Option<FirstFailure>,
}

impl Row {
    pub(super) fn add(&mut self, seed: u64, o: &Outcome) {
        let first = |slot: &mut Option<FirstFailure>, m: &str| {
            slot.get_or_insert_with(|| FirstFailure {
                seed,
                message: m.to_string(),
            });
        };
        if let Some(why) = &o.skipped {
            self.skipped += 1;
            first(&mut self.first_skip, why);
        }
        if let Some(why) = &o.input_undefined {
            self.input_undefined += 1;
            first(&mut self.first_input_undefined, why);
        }
        if o.checked {
            self.checked += 1;
            self.changed += o.changed as u64;
        }
        let mut seen = [false; 5];
        for f in &o.findings {
            let (k, slot, m) = match f {
                Finding::PassError(m) => (0, &mut self.first_pass_error, m),
                Finding::VerifierFailure(m) => (1, &mut self.first_verifier_failure, m),
                Finding::Mismatch(m) => (2, &mut self.first_mismatch, m),
                Finding::RaceAdded(m) => (3, &mut self.first_race, m),
                Finding::UndefinedAdded(m) => (4, &mut self.first_undefined_added, m),
            };
            if !seen[k] {
                seen[k] = true;
                first(slot, m);
            }
        }
        self.pass_errors += seen[0] as u64;
        self.verifier_failures += seen[1] as u64;
        self.mismatches += seen[2] as u64;
        self.races_added += seen[3] as u64;
        self.undefined_added += seen[4] as u64;
    }

    /// No mismatch, race, undefined operation added, pass error or verifier
    /// failure.
    pub fn is_clean(&self) -> bool {
        self.mismatches
            + self.races_added
            + self.undefined_added
            + self.pass_errors
            + self.verifier_failures
            == 0
    }
}

/// The report of a run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Report {
    /// Programs generated.
    pub cases: u64,
    /// Seed of the first program.
    pub seed: u64,
    /// One row per subject, in selection order.
    pub rows: Vec<Row>,
    /// Passes of the selection or its pipelines left out because the registry
    /// does not know them yet.
    pub unregistered: Vec<String>,
}

impl Report {
    /// True when no row has a failure.
    pub fn is_clean(&self) -> bool {
        self.rows.iter().all(Row::is_clean)
    }

    /// A fixed-width table, then the first failure of each kind per row.
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "fuzz-passes: {} programs from seed {}",
            self.cases, self.seed
        );
        let w = self
            .rows
            .iter()
            .map(|r| r.subject.len())
            .max()
            .unwrap_or(0)
            .max(7);
        let _ = writeln!(
            s,
            "{:w$}  {:>8}  {:>8}  {:>10}  {:>11}  {:>11}  {:>11}  {:>9}  {:>8}  {:>11}",
            "subject",
            "checked",
            "changed",
            "mismatches",
            "races added",
            "undef added",
            "pass errors",
            "verifier",
            "skipped",
            "input undef"
        );
        for r in &self.rows {
            let _ = writeln!(
                s,
                "{:w$}  {:>8}  {:>8}  {:>10}  {:>11}  {:>11}  {:>11}  {:>9}  {:>8}  {:>11}",
                r.subject,
                r.checked,
                r.changed,
                r.mismatches,
                r.races_added,
                r.undefined_added,
                r.pass_errors,
                r.verifier_failures,
                r.skipped,
                r.input_undefined
            );
        }
        for r in &self.rows {
            for (what, f) in [
                ("mismatch", &r.first_mismatch),
                ("race added", &r.first_race),
                ("undefined operation added", &r.first_undefined_added),
                ("pass error", &r.first_pass_error),
                ("verifier failure", &r.first_verifier_failure),
                ("skipped", &r.first_skip),
                ("input undefined", &r.first_input_undefined),
            ] {
                if let Some(f) = f {
                    let _ = writeln!(
                        s,
                        "{}: first {what} (seed {}): {}",
                        r.subject, f.seed, f.message
                    );
                }
            }
        }
        if !self.unregistered.is_empty() {
            let _ = writeln!(
                s,
                "not registered yet, left out: {}",
                self.unregistered.join(", ")
            );
        }
        s
    }
}
