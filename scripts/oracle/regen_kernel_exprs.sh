#!/bin/sh
# Regenerates the kernel expression corpus and TVM's Analyzer on it:
#   tests/corpus/exprs/kernels.txt        `tirsat rules corpus` over the real-kernel corpus
#                                         (tests/corpus/real/*/input.py, the default pipeline
#                                         then LowerDeviceStorageAccessInfo, static shared
#                                         memory merged too); without it, over our pass inputs
#                                         (tests/passes, examples) with the merge and
#                                         LowerDeviceStorageAccessInfo
#   tests/corpus/exprs/kernels.tvm.jsonl  TVM 0.27's Analyzer.simplify on every line
#                                         (kernel_corpus_tvm.py, no times: deterministic)
# Usage (from anywhere): scripts/oracle/regen_kernel_exprs.sh [TIRSAT]
#   TIRSAT defaults to target/release/tirsat; TVM_PYTHON to .venv-tvm/bin/python.
set -eu
cd "$(dirname "$0")/../.."
TIRSAT=${1:-target/release/tirsat}
PY=${TVM_PYTHON:-.venv-tvm/bin/python}
OUT=tests/corpus/exprs
mkdir -p "$OUT"
if ls tests/corpus/real/*/input.py >/dev/null 2>&1; then
    # shellcheck disable=SC2046
    "$TIRSAT" rules corpus --keep-going --config tirx.merge_static_smem=1 \
        tests/corpus/real/*/input.py -o "$OUT/kernels.txt"
else
    # shellcheck disable=SC2046
    "$TIRSAT" rules corpus --keep-going --config tirx.merge_static_smem=1 \
        --passes MergeSharedMemoryAllocations,LowerDeviceStorageAccessInfo \
        $(ls tests/passes/*/*.py examples/*.py | grep -v -e '\.expected\.py$' -e '\.tvm\.py$') \
        -o "$OUT/kernels.txt"
fi
"$PY" scripts/oracle/kernel_corpus_tvm.py "$OUT/kernels.txt" -o "$OUT/kernels.tvm.jsonl"
