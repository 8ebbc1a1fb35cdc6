#!/usr/bin/env python3
"""Deeply nested TVMScript kernels of any size, for measuring how deep tirsat goes (no TVM).

The shapes are those of `tests/corpus/deep/` (which TVM 0.27 built, `scripts/oracle/deep_kernels.py`),
at sizes TVM's own printer and parser do not reach: a CUDA kernel with two shared buffers whose last
store is wrapped by the nest.

    python3 scripts/deep_inputs.py KIND N > kernel.py

KIND is `sum` (one store of a flat sum of N loads), `loops` (N nested serial loops), `ifs` (N nested
ifs), `lets` (a chain of N lets) or `selects` (N nested T.Select). Then, for example:

    tirsat lower kernel.py --pipeline default --verify-each
"""

from __future__ import annotations

import sys

HEAD = '''# from tvm.script import ir as I
# from tvm.script import tirx as T

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((128,), "float32"), B: T.Buffer((128,), "float32"), n: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.noalias": True})
        threadIdx_x = T.launch_thread("threadIdx.x", 128)
        S = T.alloc_buffer((128,), scope="shared")
        R = T.alloc_buffer((128,), scope="shared")
        S[threadIdx_x] = A[threadIdx_x]
        T.tvm_storage_sync("shared")
        R[threadIdx_x] = S[127 - threadIdx_x] + T.float32(1.0)
'''


def kernel(kind: str, n: int) -> str:
    out = [HEAD]
    ind = " " * 8
    store = "B[threadIdx_x] = R[threadIdx_x]"
    if kind == "sum":
        terms = " + ".join(f"R[{k % 128}]" for k in range(n))
        out.append(f"{ind}B[threadIdx_x] = {terms}\n")
    elif kind == "loops":
        for k in range(n):
            out.append(f"{ind}{' ' * 4 * k}for k{k} in range(n):\n")
        out.append(f"{ind}{' ' * 4 * n}{store}\n")
    elif kind == "ifs":
        for k in range(n):
            out.append(f"{ind}{' ' * 4 * k}if n > {k}:\n")
        out.append(f"{ind}{' ' * 4 * n}{store}\n")
    elif kind == "lets":
        prev = "threadIdx_x"
        for k in range(n):
            out.append(f"{ind}v{k}: T.int32 = ({prev} * 3 + {k}) % 1024\n")
            prev = f"v{k}"
        out.append(f"{ind}B[threadIdx_x] = R[{prev} % 128]\n")
    elif kind == "selects":
        value = "R[threadIdx_x]"
        for k in range(n):
            value = f"T.Select(n > {k}, {value}, R[{k % 128}])"
        out.append(f"{ind}B[threadIdx_x] = {value}\n")
    else:
        raise SystemExit(f"unknown kind {kind!r} (sum, loops, ifs, lets, selects)")
    return "".join(out)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    sys.stdout.write(kernel(sys.argv[1], int(sys.argv[2])))
