#!/usr/bin/env python3
"""Write the ``_after_thread_sync`` variants of MergeSharedMemoryAllocations pass cases.

Some of our own merge expectations say TVM 0.27's layout races. That holds for the case's input
as written, which has no barrier where one buffer's last read meets another's first write. In
TVM's own pipelines (``tvm.s_tir.pipeline``) ``ThreadSync("shared")`` and
``ThreadSync("shared.dyn")`` run before ``MergeSharedMemoryAllocations`` and insert that barrier
(the dynamic-shared-memory sync treats every ``shared.dyn`` buffer as one, since they will be
merged). For each such case this writes
``tests/passes/MergeSharedMemoryAllocations/<case>_after_thread_sync.py``: the case's input after
those two passes of TVM 0.27, as an ordinary pass case, whose TVM output
``regen_pass_goldens.py`` then records (our ThreadSync is not part of tirsat; the variant's input
carries TVM's barriers). It also checks that ThreadSync leaves the cases of
``SYNC_INSERTS_NOTHING`` unchanged (their race does not need a barrier-free input).

Usage:
    ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/regen_thread_sync_variants.py [--check]
    ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/regen_pass_goldens.py \\
        tests/passes/MergeSharedMemoryAllocations/*_after_thread_sync.py
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import tvm  # noqa: E402

import tvmio  # noqa: E402

ROOT = tvmio.repo_root()
CASES_DIR = os.path.join(ROOT, "tests", "passes", "MergeSharedMemoryAllocations")

# The cases whose expectation (TVM's layout races) holds only for a barrier-free input.
BARRIER_FREE_CASES = [
    "disjoint_layers",
    "layered_merge",
    "rf_loop_no_final_barrier",
    "rf_reuse_without_barrier",
    "tiled_matmul",
]

# Cases whose TVM layout races although ThreadSync, run first, leaves the input unchanged (it
# compares accesses of different element sizes, Bs[t] and Hs[t], as the same element of the
# merged buffer): checked here, no variant written.
SYNC_INSERTS_NOTHING = ["disjoint_layers_own_elements"]

# What TVM's pipeline runs before MergeSharedMemoryAllocations that inserts barriers.
SYNC_SCOPES = ["shared", "shared.dyn"]


def thread_sync(mod):
    for scope in SYNC_SCOPES:
        mod = tvm.s_tir.transform.ThreadSync(scope)(mod)
    return mod


def variant_text(case: str) -> str:
    mod = thread_sync(tvmio.load_file(os.path.join(CASES_DIR, case + ".py")))
    passes = ", ".join(f'ThreadSync("{s}")' for s in SYNC_SCOPES)
    header = (
        f"# covers: {case} after TVM 0.27's {passes} (what its pipelines run before the merge;"
        " written by scripts/oracle/regen_thread_sync_variants.py)\n"
    )
    return header + tvmio.uncomment_header(tvmio.script(mod))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare only; write nothing")
    args = ap.parse_args()
    stale = []
    for case in BARRIER_FREE_CASES:
        path = os.path.join(CASES_DIR, case + "_after_thread_sync.py")
        text = variant_text(case)
        old = open(path).read() if os.path.exists(path) else None
        if text != old:
            stale.append(tvmio.relpath(path, ROOT))
            if not args.check:
                with open(path, "w") as fh:
                    fh.write(text)
        print(f"{'stale' if text != old else 'ok':5} {tvmio.relpath(path, ROOT)}")
    for case in SYNC_INSERTS_NOTHING:
        mod = tvmio.load_file(os.path.join(CASES_DIR, case + ".py"))
        same = tvmio.struct_equal(thread_sync(mod), mod)
        print(f"{'ok' if same else 'DIFF':5} {case}: ThreadSync leaves it unchanged")
        if not same:
            stale.append(case)
    if args.check and stale:
        print("out of date: " + ", ".join(stale))
        return 1
    return 1 if any(c in stale for c in SYNC_INSERTS_NOTHING) else 0


if __name__ == "__main__":
    sys.exit(main())
