//! Ranges of the numeric command-line arguments, checked by clap while the
//! arguments are parsed, before anything is allocated or run: a value
//! outside its range is one clear error naming the option and the range
//! (`invalid value '18446744073709551615' for '--cases <CASES>':
//! 18446744073709551615 is not in 1..=1000000`), never a capacity
//! overflow, an endless loop or an allocation the machine cannot hold.
//!
//! Each bound is the largest value whose run still fits in memory (what a
//! count allocates per unit is noted at the constant); time limits are at
//! most a million seconds.

use clap::builder::RangedU64ValueParser;

/// Programs of `fuzz-passes` (every outcome is kept until the report).
pub const MAX_CASES: u64 = 1_000_000;
/// Kernels of `merge-bench` (one result row each).
pub const MAX_KERNELS: u64 = 1_000_000;
/// Buffers of one `merge-bench --scale` kernel.
pub const MAX_SCALE_BUFFERS: u64 = 100_000;
/// Buffers of a `merge-bench --footprint` kernel.
pub const MAX_FOOTPRINT_BUFFERS: u64 = 1_000;
/// Random points of `rules check` / `simplify-sweep` expressions (streamed).
pub const MAX_RANDOM: u64 = 100_000_000;
/// `rules check --small`: the exhaustive range is `[-small, small]` per variable.
pub const MAX_SMALL: u64 = 64;
/// E-graph iterations of one run.
pub const MAX_ITERS: u64 = 10_000;
/// E-graph nodes of one run.
pub const MAX_NODES: u64 = 100_000_000;
/// A time limit in milliseconds (a million seconds).
pub const MAX_MS: u64 = 1_000_000_000;
/// Repetitions of a benchmark.
pub const MAX_REPS: u64 = 10_000;
/// `rules synthesize --random-points`.
pub const MAX_POINTS: u64 = 1_000_000;
/// `rules synthesize --max-terms`.
pub const MAX_TERMS: u64 = 100_000_000;
/// `rules synthesize`: terms times sample points whose values may be kept
/// (8 bytes each: 16 GB at most; the defaults, 256 points and 200,000
/// terms, are about 1.1e9).
pub const MAX_TERM_POINTS: u128 = 2_000_000_000;

/// A `u64` argument in `lo..=hi`.
pub fn u64_in(lo: u64, hi: u64) -> RangedU64ValueParser<u64> {
    RangedU64ValueParser::<u64>::new().range(lo..=hi)
}

/// A `usize` argument in `lo..=hi`.
pub fn usize_in(lo: u64, hi: u64) -> RangedU64ValueParser<usize> {
    RangedU64ValueParser::<usize>::new().range(lo..=hi)
}

/// A number of seconds: finite, in `[0, 1e6]`.
pub fn seconds(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v.is_finite() && (0.0..=1e6).contains(&v) => Ok(v),
        _ => Err(format!(
            "expected a number of seconds in [0, 1e6], found `{s}`"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser, Debug)]
    struct T {
        #[arg(long, value_parser = u64_in(1, MAX_CASES))]
        cases: u64,
        #[arg(long, value_parser = usize_in(0, 10))]
        n: Option<usize>,
        #[arg(long, value_parser = seconds)]
        secs: Option<f64>,
    }

    #[test]
    fn out_of_range_values_are_errors() {
        assert!(T::try_parse_from(["t", "--cases", "5"]).is_ok());
        let e = T::try_parse_from(["t", "--cases", "18446744073709551615"]).unwrap_err();
        assert!(e.to_string().contains("is not in 1..=1000000"), "{e}");
        assert!(T::try_parse_from(["t", "--cases", "0"]).is_err());
        assert!(T::try_parse_from(["t", "--cases", "1", "--n", "11"]).is_err());
        assert!(T::try_parse_from(["t", "--cases", "1", "--secs", "inf"]).is_err());
        assert!(T::try_parse_from(["t", "--cases", "1", "--secs", "-1"]).is_err());
    }
}
