#!/usr/bin/env python3
"""Generate a benchmark module: N functions, each with two sibling kernels using shared.dyn memory.

Every function ``fK`` has target ``cuda`` with host ``llvm`` and two sibling ``launch_thread``
regions; each region allocates two ``shared.dyn`` buffers (so MergeSharedMemoryAllocations has work
in both), synchronises, and writes back. Sizes vary with K so the functions are not identical.
Output is deterministic (no randomness). Needs no TVM.

Usage: python3 scripts/oracle/gen_bench_module.py N [-o FILE]
"""

from __future__ import annotations

import argparse
import sys

HEADER = """from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Bench:
"""

DTYPES = ["float32", "float16", "int32", "int8"]


def function(k: int) -> str:
    threads = [32, 64, 128, 256][k % 4]
    blocks = 1 + k % 7
    n = threads * blocks
    dt = DTYPES[k % len(DTYPES)]
    one = "T.float32(1)" if dt == "float32" else f'T.Cast("{dt}", 1)'
    return f"""    @T.prim_func(s_tir=True)
    def f{k}(X: T.Buffer(({n},), "float32"), Y: T.Buffer(({n},), "{dt}"), s: T.int32):
        T.func_attr({{"target": T.target("cuda", host="llvm")}})
        with T.launch_thread("blockIdx.x", {blocks}) as bx:
            tx = T.launch_thread("threadIdx.x", {threads})
            A_sh = T.alloc_buffer(({threads},), "float32", scope="shared.dyn")
            B_sh = T.alloc_buffer(({threads},), "float32", scope="shared.dyn")
            A_sh[tx] = X[bx * {threads} + tx]
            T.tvm_storage_sync("shared.dyn")
            B_sh[tx] = A_sh[{threads - 1} - tx] * T.Cast("float32", s)
            T.tvm_storage_sync("shared.dyn")
            X[bx * {threads} + tx] = B_sh[tx] + A_sh[tx]
        with T.launch_thread("blockIdx.x", {blocks}) as by:
            ty = T.launch_thread("threadIdx.x", {threads})
            C_sh = T.alloc_buffer(({threads},), "{dt}", scope="shared.dyn")
            D_sh = T.alloc_buffer(({threads * 2},), "{dt}", scope="shared.dyn")
            C_sh[ty] = Y[by * {threads} + ty]
            D_sh[ty * 2] = C_sh[ty] + {one}
            D_sh[ty * 2 + 1] = C_sh[{threads - 1} - ty]
            T.tvm_storage_sync("shared.dyn")
            Y[by * {threads} + ty] = D_sh[ty * 2] + D_sh[ty * 2 + 1]
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
