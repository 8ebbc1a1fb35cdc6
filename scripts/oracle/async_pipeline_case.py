#!/usr/bin/env python3
"""Writes a MergeSharedMemoryAllocations case from TVM 0.27's own cp.async software pipeline.

A 32x32x64 float32 matmul, scheduled by hand the way TVM's software-pipelining tests do (16x16
tiles, A and B staged through ``shared.dyn`` by 256 threads, the product accumulated in a
``shared.dyn`` cache of C, the reduction loop annotated ``software_pipeline_stage [0, 0, 1]`` with
stage 0 asynchronous), built for ``cuda`` sm_80 with ``tirx.use_async_copy=1``, and cut right
before ``s_tir.MergeSharedMemoryAllocations`` in TVM's ``s_tir`` pipeline (the cut of
``real_corpus.py``). TVM's pipeline writes ``cp_async_raw`` copies and the queue-scope attributes
``async_commit_queue_scope`` / ``async_wait_queue_scope`` + ``async_wait_inflight_count`` (CUDA
codegen later turns them into ``cp.async.commit_group`` / ``cp.async.wait_group N``).

Output: ``tests/passes/MergeSharedMemoryAllocations/async_tvm_pipeline.py`` (the input); then run
``regen_pass_goldens.py`` on it for TVM's merge output.

Usage:
    ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/async_pipeline_case.py
"""

from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools"))

import tvm  # noqa: E402
from tvm import te  # noqa: E402

import real_corpus as rc  # noqa: E402
import tvmio  # noqa: E402

OUT = os.path.join(
    HERE, "..", "..", "tests", "passes", "MergeSharedMemoryAllocations", "async_tvm_pipeline.py"
)
HEADER = (
    "# covers: TVM 0.27's own cp.async software pipeline (scripts/oracle/async_pipeline_case.py: "
    "matmul, A/B double-buffered by cp_async_raw under async_commit_queue_scope, "
    "async_wait_queue_scope with inflight counts 1 and 0, C accumulated in shared.dyn), cut before "
    "MergeSharedMemoryAllocations\n"
)


def schedule(m: int = 32, n: int = 32, k: int = 64):
    a = te.placeholder((m, k), "float32", name="A")
    b = te.placeholder((k, n), "float32", name="B")
    r = te.reduce_axis((0, k), name="k")
    c = te.compute((m, n), lambda i, j: te.sum(a[i, r] * b[r, j], axis=r), name="C")
    sch = tvm.s_tir.Schedule(te.create_prim_func([a, b, c]))
    blk = sch.get_sblock("C")
    i, j, kk = sch.get_loops(blk)
    i0, i1 = sch.split(i, [None, 16])
    j0, j1 = sch.split(j, [None, 16])
    k0, k1 = sch.split(kk, [None, 16])
    sch.reorder(i0, j0, k0, i1, j1, k1)
    sch.bind(i0, "blockIdx.y")
    sch.bind(j0, "blockIdx.x")
    sch.bind(sch.fuse(i1, j1), "threadIdx.x")
    for index in (0, 1):
        cache = sch.cache_read(blk, index, "shared.dyn")
        sch.compute_at(cache, k0)
        _, t = sch.split(sch.fuse(*sch.get_loops(cache)[-2:]), [None, 256])
        sch.bind(t, "threadIdx.x")
    out = sch.cache_write(blk, 0, "shared.dyn")
    sch.reverse_compute_at(out, j0)
    _, t = sch.split(sch.fuse(*sch.get_loops(out)[-2:]), [None, 256])
    sch.bind(t, "threadIdx.x")
    sch.annotate(k0, "software_pipeline_stage", [0, 0, 1])
    sch.annotate(k0, "software_pipeline_order", [0, 1, 2])
    sch.annotate(k0, "software_pipeline_async_stages", [0])
    return sch.mod


def main() -> None:
    from tvm.tirx import compilation_pipeline as cp  # noqa: PLC0415

    out: dict = {}

    def factory():
        @tvm.transform.module_pass(opt_level=0, name="TirsatAsyncCut")
        def cut(mod, _ctx):
            passes = rc.s_tir_pass_list(tvm)
            names = [p.info.name for p in passes]
            mod = tvm.ir.transform.Sequential(passes[: names.index(rc.CUT_PASS)])(mod)
            out["text"] = tvmio.script(mod)
            raise rc._Cut()

        return cut, None, None

    cp.PIPELINE_MAP["tirsat_async_cut"] = factory
    with tvm.transform.PassContext(config={"tirx.use_async_copy": True}):
        try:
            tvm.tirx.build(schedule(), tvm.target.Target(rc.TARGET), pipeline="tirsat_async_cut")
        except Exception:  # noqa: BLE001  (the cut stops the build; TVM re-raises it)
            if "text" not in out:
                raise
    # The printout's imports are comments; a case file imports for real.
    lines = [
        line[2:] if line.startswith("# from tvm.script import") else line
        for line in out["text"].splitlines()
    ]
    with open(OUT, "w") as fh:
        fh.write(HEADER + "\n".join(lines) + "\n")
    print(f"wrote {os.path.relpath(OUT)}")


if __name__ == "__main__":
    main()
