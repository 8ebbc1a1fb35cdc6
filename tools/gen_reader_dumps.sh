#!/bin/sh
# Regenerates tests/reader/tvm/*.tvmdump: TVM 0.27's parse of each file, in the
# format of tirsat::script::dump. Development only; run from the project root:
#   TVM_PYTHON=/path/to/python-with-tvm tools/gen_reader_dumps.sh
set -e
PY=${TVM_PYTHON:-python}
for f in tests/reader/tvm/*.py; do
    "$PY" tools/tvm_dump.py "$f" > "${f%.py}.tvmdump"
done
