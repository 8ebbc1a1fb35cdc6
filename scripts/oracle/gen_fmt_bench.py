#!/usr/bin/env python3
"""Generate a printer benchmark module with N functions (TVMScript that TVM 0.27 parses and
prints back to a structurally equal module).

Each function mixes the constructs the printer handles: buffer and scalar parameters, a target,
Binds, nested and grid loops of several kinds, if/else, while, asserts, casts, min/max, select,
bit operations, call_extern / call_packed, a thread launch with shared and local buffers,
decl_buffer views, storage syncs and constants of several dtypes. Variation comes from the
function index only, so the output is deterministic. Needs no TVM.

Usage: python3 scripts/oracle/gen_fmt_bench.py N [-o FILE]
"""

from __future__ import annotations

import argparse
import sys

HEADER = """from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class FmtBench:
"""

TARGETS = [
    'T.target("cuda", host="llvm")',
    'T.target("llvm")',
    'T.target({"kind": "cuda", "arch": "sm_80", "host": {"kind": "llvm", "opt-level": 2}})',
]
KINDS = ["range", "T.serial", "T.unroll", "T.parallel"]


def function(k: int) -> str:
    n = 16 * (1 + k % 5)
    t = 32 * (1 + k % 3)
    target = TARGETS[k % len(TARGETS)]
    kind = KINDS[k % len(KINDS)]
    return f"""    @T.prim_func(s_tir=True)
    def g{k}(A: T.Buffer(({n},), "float32"), B: T.Buffer(({n}, 4), "float16"), C: T.Buffer(({t},), "int32"), n: T.int32, alpha: T.float32):
        T.func_attr({{"target": {target}, "tirx.noalias": True}})
        half: T.let[T.int32] = n // 2 + {k % 7 + 1}
        scale: T.let[T.float32] = alpha * T.float32({k}.5)
        assert n > {k % 3 + 1}, "n too small in g{k}"
        for i in {kind}({n}):
            A[i] = T.max(A[i] * scale, T.float32(0)) + T.Cast("float32", B[i, i % 4])
        for i, j in T.grid({n}, 4):
            if (i + j) % 3 == {k % 3}:
                B[i, j] = T.Cast("float16", A[i] - T.float32(1))
            else:
                B[i, j] = T.Select(i < half, B[i, j], T.float16(0))
        while C[0] < n:
            C[0] = C[0] + (n >> 1 | {k % 5 + 1}) - T.min(n, {k + 1})
        T.call_extern("int32", "trace_g{k}", A.data, n, T.int64({k * 1000 + 7}))
        with T.launch_thread("threadIdx.x", {t}) as tx:
            S = T.alloc_buffer(({t},), "int32", scope="shared")
            L = T.alloc_buffer((4,), "float32", scope="local")
            Cv = T.decl_buffer(({t},), "int32", data=C.data)
            S[tx] = Cv[tx] * {k + 2} + T.truncmod(tx, 7)
            T.tvm_storage_sync("shared")
            L[tx % 4] = T.Cast("float32", S[{t - 1} - tx]) + T.exp(scale)
            C[tx] = S[tx] + T.Cast("int32", L[tx % 4])
        T.call_packed("report_g{k}", C.data, half)
"""


def generate(n: int) -> str:
    return HEADER + "\n".join(function(k) for k in range(n))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("n", type=int)
    ap.add_argument("-o", "--output")
    args = ap.parse_args()
    if args.n < 1:
        ap.error("N must be >= 1")
    text = generate(args.n)
    if args.output:
        with open(args.output, "w") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
