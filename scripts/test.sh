#!/usr/bin/env bash
# The whole test suite: the README's test command, and what `.ci/run` runs.
#
#   1. `cargo test`: the Rust crates, the root's default members (every crate
#      but the Python bindings, which link against Python; needs neither
#      Python nor TVM); then, when the reference data is beside the project
#      (`../shared`, `../../shared` from a worktree, or `$TIRSAT_SHARED`), the
#      tests that read it: `cargo test -- --ignored shared_data_` (they are
#      `#[ignore]`d so that a clean clone passes without the data);
#   2. the Python package: a fresh venv under target/ with maturin, pytest, numpy
#      and apache-tvm==0.27.0.post1 from PyPI; the wheel built by maturin and
#      installed into it; pytest over python/tests and the package's doctests.
#
# TIRSAT_SKIP_PYTHON=1 runs step 1 only.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo test

if [ -n "${TIRSAT_SHARED:-}" ] || [ -d ../shared ] || [ -d ../../shared ]; then
    cargo test -- --ignored shared_data_
else
    echo "note: no ../shared beside the project; the shared_data_* tests did not run" >&2
fi

if [ "${TIRSAT_SKIP_PYTHON:-0}" = 1 ]; then
    exit 0
fi

venv=target/py-test
wheels=target/py-test-wheels
rm -rf "$venv" "$wheels"
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check \
    "maturin>=1.9.4,<2" pytest numpy "apache-tvm==0.27.0.post1"
# The `dev` profile reuses the dependencies `cargo test` just built, so only
# the workspace's crates compile, at opt-level 1 as `cargo test` does (the tests run
# the interpreter over real kernels); a distributed wheel is `--release`.
(cd python && CARGO_PROFILE_DEV_OPT_LEVEL=1 "../$venv/bin/maturin" build --out "../$wheels")
"$venv/bin/pip" install --quiet --disable-pip-version-check --no-deps "$wheels"/tirsat-*.whl
# Run from target/ so that `tirsat` is the installed package, not python/tirsat.
cd target
"../$venv/bin/pytest" -c ../python/pyproject.toml --rootdir ../python ../python/tests --pyargs tirsat
