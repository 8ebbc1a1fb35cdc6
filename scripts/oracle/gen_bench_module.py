#!/usr/bin/env python3
"""Generate benchmark modules of several shapes: N functions, each with sibling kernels using
shared.dyn memory.

Shapes (``--shape``; the default ``e2e`` is issue 15's module, byte for byte as before):

* ``e2e`` -- every function ``fK`` has target ``cuda`` with host ``llvm`` and two sibling
  ``launch_thread`` regions; each region allocates two ``shared.dyn`` buffers (so
  MergeSharedMemoryAllocations has work in both), synchronises, and writes back.
* ``buffers`` -- ``--kernels`` sibling kernels per function (default 2), each with
  ``--buffers`` ``shared.dyn`` buffers (default 11) of mixed data types (float32, float16,
  int32, int8, int16) and sizes: a chain where each buffer is computed from the one before it
  (so a dead buffer's memory can be reused), every third one updated in place, and two
  long-lived buffers (the first and the middle one) read again at the end.
* ``chain`` -- the same kernel with a long chain: default 1 kernel of 48 buffers.
* ``small`` -- many small kernels: default 16 kernels per function, one buffer each.
* ``grid`` -- unlike the others: 2-D thread blocks (``threadIdx.x`` 16 or 32 by
  ``threadIdx.y`` 2, 4 or 8), default 2 kernels of 11 ``shared.dyn`` buffers of eight data
  types (with float64 and uint8), row-major ``ty * W + tx`` indices, reversed, shifted and
  wrapped ones (``(ty * W + tx + 1) % N``, ``ty * W + (tx + 1) % 16``), serial loops with
  conditional updates in place, and a guarded write-back of three long-lived buffers.

Sizes vary with K and the kernel index so the functions are not identical. Output is
deterministic (no randomness). Needs no TVM.

Usage: python3 scripts/oracle/gen_bench_module.py N [--shape e2e|buffers|chain|small|grid]
       [--kernels K] [--buffers B] [-o FILE]
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

# Data types of the buffers of the other shapes, in turn.
CHAIN_DTYPES = ["float32", "float16", "int32", "int8", "float16", "int16", "float32"]

# Shape name -> (default kernels per function, default buffers per kernel).
SHAPES = {"e2e": (2, 2), "buffers": (2, 11), "chain": (1, 48), "small": (16, 1), "grid": (2, 11)}

# Data types of the grid shape's buffers, in turn.
GRID_DTYPES = ["float32", "float16", "int32", "int8", "float64", "uint8", "int16", "float16"]


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


def cast(dt: str, e: str) -> str:
    return f'T.Cast("{dt}", {e})'


def kernel(k: int, j: int, buffers: int, threads: int, blocks: int) -> str:
    """Kernel `j` of function `k`: `buffers` shared.dyn buffers in a chain (see the module
    docstring), reading and writing X's slice of block `b`."""
    b, t = f"b{j}", f"t{j}"
    ind = " " * 12
    lines = [
        f'        with T.launch_thread("blockIdx.x", {blocks}) as {b}:',
        f'{ind}{t} = T.launch_thread("threadIdx.x", {threads})',
    ]
    dts = [CHAIN_DTYPES[(k + j + i) % len(CHAIN_DTYPES)] for i in range(buffers)]
    for i, dt in enumerate(dts):
        size = threads * (1 + (i + k) % 3)
        lines.append(f'{ind}S{i} = T.alloc_buffer(({size},), "{dt}", scope="shared.dyn")')
    at = f"{b} * {threads} + {t}"
    lines.append(f"{ind}S0[{t}] = {cast(dts[0], f'X[{at}]')}")
    lines.append(f'{ind}T.tvm_storage_sync("shared.dyn")')
    for i in range(1, buffers):
        prev = f"S{i - 1}[{threads - 1} - {t}]"
        lines.append(f"{ind}S{i}[{t}] = {cast(dts[i], prev)}")
        if i % 3 == 0:
            lines.append(f"{ind}S{i}[{t}] = S{i}[{t}] + S{i}[{t}]")
        lines.append(f'{ind}T.tvm_storage_sync("shared.dyn")')
    live = sorted({0, buffers // 2, buffers - 1})
    total = " + ".join(cast("float32", f"S{i}[{t}]") for i in live)
    lines.append(f"{ind}X[{at}] = {total} * {cast('float32', 's')}")
    return "\n".join(lines) + "\n"


def chain_function(k: int, kernels: int, buffers: int) -> str:
    threads = [32, 64, 128, 256][k % 4]
    blocks = 1 + k % 7
    n = threads * blocks
    head = f"""    @T.prim_func(s_tir=True)
    def f{k}(X: T.Buffer(({n},), "float32"), s: T.int32):
        T.func_attr({{"target": T.target("cuda", host="llvm")}})
"""
    return head + "".join(kernel(k, j, buffers, threads, blocks) for j in range(kernels))


def grid_kernel(k: int, j: int, buffers: int) -> str:
    """Kernel `j` of function `k` of the grid shape (see the module docstring)."""
    tx_n, ty_n = [16, 32][(k + j) % 2], [2, 4, 8][k % 3]
    blocks = 1 + (k * 3 + j) % 5
    w = tx_n * ty_n
    ind = " " * 12
    tx, ty, bx = f"tx{j}", f"ty{j}", f"bx{j}"
    lines = [
        f'        with T.launch_thread("blockIdx.x", {blocks}) as {bx}:',
        f'{ind}{tx} = T.launch_thread("threadIdx.x", {tx_n})',
        f'{ind}{ty} = T.launch_thread("threadIdx.y", {ty_n})',
    ]
    dts = [GRID_DTYPES[(k * 5 + j * 3 + i) % len(GRID_DTYPES)] for i in range(buffers)]
    # Buffers 1, 5, 9, ... are rows of `row(i)` elements (a row is 1 or 2 thread rows wide).
    def row(i: int) -> int:
        return tx_n * (1 + i % 2)

    for i, dt in enumerate(dts):
        size = ty_n * row(i) if i % 4 == 1 else w * (1 + (i + k) % 4)
        lines.append(f'{ind}R{i} = T.alloc_buffer(({size},), "{dt}", scope="shared.dyn")')

    def at(i: int, flat: str) -> str:
        return f"R{i}[{ty} * {row(i)} + {tx}]" if i % 4 == 1 else f"R{i}[{flat}]"

    flat = f"{ty} * {tx_n} + {tx}"
    lines.append(f'{ind}{at(0, flat)} = T.Cast("{dts[0]}", X[{bx} * {w} + {flat}])')
    lines.append(f'{ind}T.tvm_storage_sync("shared.dyn")')
    for i in range(1, buffers):
        if i % 5 == 2 and (i - 1) % 4 == 1:
            src = f"R{i - 1}[{ty} * {row(i - 1)} + ({tx} + 1) % {tx_n}]"
        elif i % 5 == 2:
            src = f"R{i - 1}[({flat} + 1) % {w}]"
        else:
            src = at(i - 1, f"{w - 1} - ({flat})")
        lines.append(f'{ind}{at(i, flat)} = T.Cast("{dts[i]}", {src})')
        if i % 3 == 2:
            lines.append(f"{ind}for r in T.serial({2 + i % 3}):")
            lines.append(f"{ind}    if {tx} % 2 == r % 2:")
            lines.append(f'{ind}        {at(i, flat)} = {at(i, flat)} + T.Cast("{dts[i]}", r)')
        lines.append(f'{ind}T.tvm_storage_sync("shared.dyn")')
    total = " + ".join(f'T.Cast("float32", {at(i, flat)})' for i in [0, buffers // 3, buffers - 1])
    lines.append(f"{ind}if {tx} < {tx_n - 1}:")
    lines.append(f"{ind}    X[{bx} * {w} + {flat}] = {total}")
    return "\n".join(lines) + "\n"


def grid_function(k: int, kernels: int, buffers: int) -> str:
    head = f"""    @T.prim_func(s_tir=True)
    def g{k}(X: T.Buffer((1280,), "float32")):
        T.func_attr({{"target": T.target("cuda", host="llvm")}})
"""
    return head + "".join(grid_kernel(k, j, buffers) for j in range(kernels))


def generate(n: int, shape: str = "e2e", kernels: int | None = None, buffers: int | None = None) -> str:
    """The module of `n` functions of `shape` (kernels per function and buffers per kernel
    default to the shape's, see `SHAPES`); `e2e` takes neither."""
    if shape not in SHAPES:
        raise ValueError(f"unknown shape {shape!r}; known: {', '.join(SHAPES)}")
    if shape == "e2e":
        if (kernels, buffers) not in ((None, None), SHAPES["e2e"]):
            raise ValueError("the e2e shape has 2 kernels of 2 buffers")
        return HEADER + "\n".join(function(k) for k in range(n))
    dk, db = SHAPES[shape]
    kernels = dk if kernels is None else kernels
    buffers = db if buffers is None else buffers
    if kernels < 1 or buffers < 1:
        raise ValueError("kernels and buffers must be >= 1")
    if shape == "grid":
        return HEADER + "\n".join(grid_function(k, kernels, buffers) for k in range(n))
    return HEADER + "\n".join(chain_function(k, kernels, buffers) for k in range(n))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("n", type=int)
    ap.add_argument("--shape", default="e2e", choices=sorted(SHAPES))
    ap.add_argument("--kernels", type=int, help="kernels per function (not for e2e)")
    ap.add_argument("--buffers", type=int, help="shared.dyn buffers per kernel (not for e2e)")
    ap.add_argument("-o", "--output")
    args = ap.parse_args()
    if args.n < 1:
        ap.error("N must be >= 1")
    try:
        text = generate(args.n, args.shape, args.kernels, args.buffers)
    except ValueError as e:
        ap.error(str(e))
    if args.output:
        with open(args.output, "w") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
