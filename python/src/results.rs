//! The package's result classes (`tirsat.Layout`, `tirsat.Run`, ...): typed,
//! immutable objects made in Rust and handed to Python as they are, each
//! field a read-only attribute (documented here; Python shows these docs).
//!
//! Every class compares by value, prints as `Name(field=value, ...)`, can be
//! built from its fields in order (positionally or by keyword, as the
//! dataclasses they replace) and pickles.

use pyo3::prelude::*;
use pyo3::types::{PyTuple, PyType};

/// Declares a frozen result class with its constructor, `repr` and pickling.
macro_rules! result_class {
    (
        $(#[$meta:meta])*
        $name:ident { $( $(#[$fmeta:meta])* $field:ident : $ty:ty ),* $(,)? }
    ) => {
        $(#[$meta])*
        #[pyclass(frozen, get_all, eq, from_py_object, module = "tirsat")]
        #[derive(Clone, Debug, PartialEq)]
        pub struct $name {
            $( $(#[$fmeta])* pub $field: $ty, )*
        }

        #[pymethods]
        impl $name {
            #[new]
            #[pyo3(signature = ($($field),*))]
            #[allow(clippy::too_many_arguments)]
            fn py_new($($field: $ty),*) -> Self {
                $name { $($field),* }
            }

            fn __repr__(slf: &Bound<'_, Self>) -> PyResult<String> {
                let fields: Vec<String> = vec![$(
                    format!("{}={}", stringify!($field), slf.getattr(stringify!($field))?.repr()?),
                )*];
                Ok(format!("{}({})", stringify!($name), fields.join(", ")))
            }

            fn __reduce__<'py>(
                slf: &Bound<'py, Self>,
            ) -> PyResult<(Bound<'py, PyType>, Bound<'py, PyTuple>)> {
                let fields = vec![$( slf.getattr(stringify!($field))?, )*];
                Ok((slf.get_type(), PyTuple::new(slf.py(), fields)?))
            }
        }
    };
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Layout>()?;
    m.add_class::<RaceAccess>()?;
    m.add_class::<Race>()?;
    m.add_class::<PoisonReport>()?;
    m.add_class::<Run>()?;
    m.add_class::<Comparison>()?;
    Ok(())
}

result_class! {
    /// A packing of buffers into one shared allocation (from :func:`pack`).
    Layout {
        /// One byte offset per buffer, in input order (empty when fit mode found no layout).
        offsets: Vec<u64>,
        /// Bytes the layout needs (``max(offset + size)``; ``None`` when fit mode found no layout).
        peak: Option<u64>,
        /// The most bytes live at one time: no layout needs fewer.
        lower_bound: u64,
        /// The peak is proven minimal and the layout valid.
        optimal: bool,
        /// The planner that ran.
        planner: String,
        /// No two buffers live at once overlap, every offset is aligned (TVM's planner can fail this).
        valid: bool,
        /// Buffer names (CSV ids; positions for tuples).
        names: Vec<String>,
        /// Conflicting pairs that overlap in memory (first few).
        overlaps: Vec<(usize, usize)>,
        /// The time limit cut the search short.
        timed_out: bool,
        /// The capacity asked for, if any (``capacity=``, or a ``NAME.CAPACITY.csv`` file name).
        capacity: Option<u64>,
        /// Whether a layout within :attr:`capacity` exists: ``True`` (this one is),
        /// ``False`` (proven impossible, see :attr:`proof`), ``None`` (unknown within
        /// the limits, or no capacity asked).
        fits: Option<bool>,
        /// Why no layout fits the capacity, when that is proven.
        proof: Option<String>,
        /// The best lower bound proven on the optimal peak (at least :attr:`lower_bound`).
        proven_lower_bound: u64,
        /// Search nodes visited (fit mode).
        nodes: u64,
        /// How the layout was found.
        method: String,
        /// Conditions under which TVM's own planner would crash.
        failures: Vec<String>,
        /// Planning time in seconds.
        seconds: f64,
    }
}

result_class! {
    /// One side of a race: the thread (x, y, z), read or write, and the statement.
    RaceAccess {
        /// The thread's (x, y, z) index in its block.
        thread: (i64, i64, i64),
        /// Whether this side writes.
        write: bool,
        /// The statement, as TVMScript.
        stmt: String,
    }
}

result_class! {
    /// Two threads of a block touching one shared byte between the same barriers.
    Race {
        /// The kernel that raced.
        kernel: String,
        /// The block's (x, y, z) index.
        block: (i64, i64, i64),
        /// The barrier phase (0 before the first barrier).
        phase: u32,
        /// The shared buffer.
        buffer: String,
        /// The byte both touched.
        byte: i64,
        /// The earlier access.
        first: RaceAccess,
        /// The later access.
        second: RaceAccess,
    }
}

result_class! {
    /// An unspecified value (a read of memory no one wrote) stored into global memory.
    PoisonReport {
        /// The function that stored it.
        function: String,
        /// The store: which element of which buffer.
        what: String,
        /// The read that produced the value, then each statement that carried it.
        path: Vec<String>,
    }
}

/// A launch that ran a sample of its blocks: kernel, grid, blocks run (as
/// linear indices).
pub type Sampled = (String, (i64, i64, i64), Vec<u64>);

/// A buffer argument's final contents.
#[derive(Clone, Debug, PartialEq, IntoPyObject, FromPyObject)]
pub enum Output {
    Ints(Vec<i64>),
    Floats(Vec<f64>),
}

result_class! {
    /// What :func:`run` observed in one function.
    Run {
        /// The function that ran.
        function: String,
        /// Racy byte accesses (0: race-free on these inputs).
        race_count: u64,
        /// Races in detail, one per pair of statements (the first few).
        races: Vec<Race>,
        /// Each buffer argument's final contents, flat (``None`` for scalars).
        outputs: Vec<Option<Output>>,
        /// Statements and loop iterations executed.
        steps: u64,
        /// FNV-1a digest of every output buffer's bytes.
        digest: String,
        /// Unspecified lanes stored into global memory (0: none).
        poison_count: u64,
        /// Those stores in detail, the first at each statement, with their paths.
        poison: Vec<PoisonReport>,
        /// Undefined integer operations executed (signed overflow, ...).
        undefined_count: u64,
        /// The first few, described.
        undefined: Vec<String>,
        /// Launches that ran a sample of their blocks: (kernel, grid, blocks run as linear indices).
        sampled: Vec<Sampled>,
        /// Wall time of the run in seconds.
        seconds: f64,
        /// Why the run failed (only in :func:`run_all` and :func:`compare` results;
        /// :func:`run` raises instead).
        error: Option<String>,
    }
}

result_class! {
    /// One function of two modules run on the same inputs (:func:`compare`).
    Comparison {
        /// The function compared.
        function: String,
        /// ``None`` when the second computes the same, adds no race, no poison
        /// and no undefined operation; else what differs.
        difference: Option<String>,
        /// The run of the first module's function.
        a: Run,
        /// The run of the second module's function (``None`` when it has none).
        b: Option<Run>,
    }
}
