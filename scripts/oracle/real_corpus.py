#!/usr/bin/env python3
"""A corpus of real CUDA kernels built by TVM 0.27, cut right before MergeSharedMemoryAllocations.

Every workload below is built the way a TVM user builds it: te/topi computations scheduled with
dlight's default GPU rules (``tvm.s_tir.dlight``), and small Relax models (``relax.frontend.nn`` or
``relax.BlockBuilder``) compiled with ``tvm.compile`` (Relax's CUDA pipeline: legalization, fusion,
dlight's default schedules), for target ``{"kind": "cuda", "arch": "sm_80"}``. TVM's TIR build then
runs its ``s_tir`` pipeline; this script registers a TIR pipeline that takes the pass list of the
installed ``tvm.s_tir.pipeline.default_s_tir_pipeline`` (captured at run time, under the current
PassContext), runs the passes before ``s_tir.MergeSharedMemoryAllocations`` and keeps the result:
that is the corpus input. It then runs the slice tirsat implements from there (TVM's own tail of
the pipeline: MergeSharedMemoryAllocations, SplitHostDevice, MakePackedAPI, FP8StorageLegalize,
BF16StorageLegalize) and keeps TVM's output after the merge and after the whole slice.

Each workload is built twice: with the default configuration and with
``tirx.merge_static_smem=1`` (which also changes StorageRewrite, before the cut, so the inputs can
differ). Per workload, ``tests/corpus/real/<name>/`` holds:

* ``input.py``                  TVM's ``script()`` of the input (default configuration)
* ``input.tvm.dump``            only when TVM's own re-parse of ``input.py`` is not structurally
                                equal to the input: TVM's in-memory input (``tools/tvm_dump.py``)
* ``merged.<form>``             TVM's output of MergeSharedMemoryAllocations
* ``lowered.<form>``            TVM's output of the whole slice
* ``static.input.py`` (+dump)   the input under ``tirx.merge_static_smem=1``, only when it differs
* ``static.merged.<form>``, ``static.lowered.<form>``  the same outputs under that configuration

where ``<form>`` is ``tvm.py`` (TVM's printout, when TVM re-parses it structurally equal to its
in-memory result, with ``tvm.meta.json`` holding the strings the printer elides), ``tvm.dump``
(TVM's in-memory result, when the printout is lossy) or ``error.txt`` (``Type: first line`` of the
error TVM raised, with the failing pass in the manifest). ``tests/corpus/real/manifest.json``
describes every workload (source, functions, features, results). ``tests/real_corpus.rs`` runs
tirsat's slice on every input and compares.

Every workload is built in a subprocess of its own: the PyPI build segfaults in
``Schedule.tensorize`` (and ``tvm.ir.save_json``), so dlight's tensor-core matmul rules are made
to decline (``no_tensorize``), and a crash costs one workload, not the run.

Usage:
    ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/real_corpus.py [--check] [--list] [NAME ...]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools"))

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
CORPUS = os.path.join(ROOT, "tests", "corpus", "real")
MANIFEST = os.path.join(CORPUS, "manifest.json")
TARGET = {"kind": "cuda", "arch": "sm_80"}
CONFIGS = {"": {}, "static.": {"tirx.merge_static_smem": True}}
CUT_PASS = "s_tir.MergeSharedMemoryAllocations"
PIPELINE_NAME = "tirsat_real_corpus_cut"

# ---------------------------------------------------------------------------------------------
# Workloads. Each builder returns ("te", IRModule of unscheduled PrimFuncs, dlight rules) or
# ("relax", IRModule with Relax functions). Imports of TVM happen inside (workers only).

WORKLOADS: dict = {}


def workload(name: str, desc: str):
    def deco(fn):
        assert name not in WORKLOADS, name
        WORKLOADS[name] = (desc, fn)
        return fn

    return deco


def _tvm():
    import tvm  # noqa: PLC0415

    return tvm


def default_rules():
    from tvm.s_tir import dlight as dl  # noqa: PLC0415

    # The rule list of Relax's CUDA pipeline (tvm.relax.backend.cuda.pipeline.legalize_passes).
    return [dl.gpu.Matmul(), dl.gpu.GEMV(), dl.gpu.Reduction(), dl.gpu.GeneralReduction(), dl.gpu.Fallback()]


def te_module(funcs: dict, rules=None):
    """PrimFuncs from te computations: {name: [tensors...]} -> ("te", module, rules)."""
    tvm = _tvm()
    from tvm import te  # noqa: PLC0415

    prims = {}
    for name, tensors in funcs.items():
        prims[name] = te.create_prim_func(tensors).with_attr("global_symbol", name)
    return "te", tvm.IRModule(prims), rules if rules is not None else default_rules()


def relax_module(model, spec: dict):
    """An nn.Module exported with `spec` -> ("relax", module)."""
    mod, _params = model.export_tvm(spec)
    return "relax", mod


def sym(name: str, dtype: str = "int64"):
    return _tvm().tirx.Var(name, dtype)


# --- reductions -------------------------------------------------------------------------------


@workload("softmax_f32", "topi softmax over rows, float32 256x1024 (GeneralReduction: 2 allreduces)")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((256, 1024), "float32", name="A")
    return te_module({"softmax_f32": [a, topi.nn.softmax(a)]})


@workload("softmax_f16_dyn", "topi softmax, float16 (n, 4096), symbolic rows")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((sym("n"), 4096), "float16", name="A")
    return te_module({"softmax_f16_dyn": [a, topi.nn.softmax(a)]})


@workload("log_softmax_bf16", "topi log_softmax, bfloat16 64x2048")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((64, 2048), "bfloat16", name="A")
    return te_module({"log_softmax_bf16": [a, topi.nn.log_softmax(a)]})


@workload("softmax_small_rows_f32", "topi softmax, float32 1024x32 (rows shorter than a block)")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((1024, 32), "float32", name="A")
    return te_module({"softmax_small_rows_f32": [a, topi.nn.softmax(a)]})


@workload("layer_norm_f16", "topi layer_norm, float16 128x1024 with gamma/beta")
def _():
    from tvm import te, topi  # noqa: PLC0415

    x = te.placeholder((128, 1024), "float16", name="x")
    g = te.placeholder((1024,), "float16", name="gamma")
    b = te.placeholder((1024,), "float16", name="beta")
    return te_module({"layer_norm_f16": [x, g, b, topi.nn.layer_norm(x, g, b, axis=[1])]})


@workload("layer_norm_f32_dyn", "topi layer_norm, float32 (n, 768), symbolic rows")
def _():
    from tvm import te, topi  # noqa: PLC0415

    x = te.placeholder((sym("n"), 768), "float32", name="x")
    g = te.placeholder((768,), "float32", name="gamma")
    b = te.placeholder((768,), "float32", name="beta")
    return te_module({"layer_norm_f32_dyn": [x, g, b, topi.nn.layer_norm(x, g, b, axis=[1])]})


@workload("layer_norm_3d_f16", "topi layer_norm over the last axis of a (4, 32, 512) float16 tensor")
def _():
    from tvm import te, topi  # noqa: PLC0415

    x = te.placeholder((4, 32, 512), "float16", name="x")
    g = te.placeholder((512,), "float16", name="gamma")
    b = te.placeholder((512,), "float16", name="beta")
    return te_module({"layer_norm_3d_f16": [x, g, b, topi.nn.layer_norm(x, g, b, axis=[2])]})


@workload("rms_norm_f16", "topi rms_norm, float16 64x4096")
def _():
    from tvm import te, topi  # noqa: PLC0415

    x = te.placeholder((64, 4096), "float16", name="x")
    w = te.placeholder((4096,), "float16", name="weight")
    return te_module({"rms_norm_f16": [x, w, topi.nn.rms_norm(x, w, axis=[1])]})


@workload("rms_norm_bf16_dyn", "topi rms_norm, bfloat16 (n, 2048), symbolic rows")
def _():
    from tvm import te, topi  # noqa: PLC0415

    x = te.placeholder((sym("n"), 2048), "bfloat16", name="x")
    w = te.placeholder((2048,), "bfloat16", name="weight")
    return te_module({"rms_norm_bf16_dyn": [x, w, topi.nn.rms_norm(x, w, axis=[1])]})


@workload("rms_norm_f32_general", "topi rms_norm, float32 32x1024, default rules (GeneralReduction)")
def _():
    from tvm import te, topi  # noqa: PLC0415

    x = te.placeholder((32, 1024), "float32", name="x")
    w = te.placeholder((1024,), "float32", name="weight")
    return te_module({"rms_norm_f32_general": [x, w, topi.nn.rms_norm(x, w, axis=[1])]})


@workload("sum_rows_f32", "topi sum over axis 1, float32 512x2048")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((512, 2048), "float32", name="A")
    return te_module({"sum_rows_f32": [a, topi.sum(a, axis=1)]})


@workload("sum_cols_f32", "topi sum over axis 0, float32 2048x256 (outer reduction)")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((2048, 256), "float32", name="A")
    return te_module({"sum_cols_f32": [a, topi.sum(a, axis=0)]})


@workload("sum_all_f32", "topi sum of a whole float32 65536-vector to a scalar")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((65536,), "float32", name="A")
    return te_module({"sum_all_f32": [a, topi.sum(a)]})


@workload("sum_dyn_f16", "topi sum over axis 1 of float16 (m, n), both symbolic")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((sym("m"), sym("n")), "float16", name="A")
    return te_module({"sum_dyn_f16": [a, topi.sum(a, axis=1)]})


@workload("max_rows_int8", "topi max over axis 1, int8 256x1024")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((256, 1024), "int8", name="A")
    return te_module({"max_rows_int8": [a, topi.max(a, axis=1)]})


@workload("min_rows_f16", "topi min over axis 2, float16 8x64x512")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((8, 64, 512), "float16", name="A")
    return te_module({"min_rows_f16": [a, topi.min(a, axis=2)]})


@workload("argmax_f32", "topi argmax over axis 1, float32 128x1000 (two-value reduction)")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((128, 1000), "float32", name="A")
    return te_module({"argmax_f32": [a, topi.argmax(a, axis=1)]})


@workload("sum_int8_to_int32", "sum of int8 rows accumulated in int32, 128x4096")
def _():
    from tvm import te  # noqa: PLC0415

    a = te.placeholder((128, 4096), "int8", name="A")
    k = te.reduce_axis((0, 4096), name="k")
    s = te.compute((128,), lambda i: te.sum(a[i, k].astype("int32"), axis=k), name="S")
    return te_module({"sum_int8_to_int32": [a, s]})


@workload("sum_e4m3_to_f32", "sum of float8_e4m3fn rows accumulated in float32, 64x1024")
def _():
    from tvm import te  # noqa: PLC0415

    a = te.placeholder((64, 1024), "float8_e4m3fn", name="A")
    k = te.reduce_axis((0, 1024), name="k")
    s = te.compute((64,), lambda i: te.sum(a[i, k].astype("float32"), axis=k), name="S")
    return te_module({"sum_e4m3_to_f32": [a, s]})


# --- GEMV -------------------------------------------------------------------------------------


def _dense(n, k, dtype, out_dtype=None, m=1, wdtype=None, name="gemv"):
    from tvm import te  # noqa: PLC0415

    x = te.placeholder((m, k), dtype, name="x")
    w = te.placeholder((n, k), wdtype or dtype, name="W")
    r = te.reduce_axis((0, k), name="k")
    out_dtype = out_dtype or dtype
    y = te.compute(
        (m, n),
        lambda i, j: te.sum(x[i, r].astype(out_dtype) * w[j, r].astype(out_dtype), axis=r),
        name="y",
    )
    return [x, w, y]


@workload("gemv_f16", "GEMV float16: (1, 4096) x (4096, 4096)^T (dlight GEMV, inner reduction)")
def _():
    return te_module({"gemv_f16": _dense(4096, 4096, "float16")})


@workload("gemv_f32_small", "GEMV float32: (1, 512) x (256, 512)^T")
def _():
    return te_module({"gemv_f32_small": _dense(256, 512, "float32")})


@workload("gemv_bf16", "GEMV bfloat16: (1, 2048) x (1024, 2048)^T")
def _():
    return te_module({"gemv_bf16": _dense(1024, 2048, "bfloat16")})


@workload("gemv_int8_f16_scale", "GEMV with int8 weights dequantized by a per-row float16 scale")
def _():
    from tvm import te  # noqa: PLC0415

    x = te.placeholder((1, 2048), "float16", name="x")
    w = te.placeholder((1024, 2048), "int8", name="W")
    s = te.placeholder((1024,), "float16", name="scale")
    r = te.reduce_axis((0, 2048), name="k")
    y = te.compute(
        (1, 1024), lambda i, j: te.sum(x[i, r] * (w[j, r].astype("float16") * s[j]), axis=r), name="y"
    )
    return te_module({"gemv_int8_f16_scale": [x, w, s, y]})


@workload("gemv_e4m3_f16", "GEMV with float8_e4m3fn weights, float16 activations")
def _():
    return te_module({"gemv_e4m3_f16": _dense(1024, 1024, "float16", wdtype="float8_e4m3fn")})


@workload("gemv_e5m2_f32", "GEMV with float8_e5m2 weights and activations accumulated in float32")
def _():
    return te_module({"gemv_e5m2_f32": _dense(512, 1024, "float8_e5m2", out_dtype="float32")})


@workload("gemv_outer_f32", "GEMV float32 with the weight stored (K, N): outer reduction")
def _():
    from tvm import te  # noqa: PLC0415

    x = te.placeholder((1, 1024), "float32", name="x")
    w = te.placeholder((1024, 512), "float32", name="W")
    r = te.reduce_axis((0, 1024), name="k")
    y = te.compute((1, 512), lambda i, j: te.sum(x[i, r] * w[r, j], axis=r), name="y")
    return te_module({"gemv_outer_f32": [x, w, y]})


@workload("gemv_dyn_n_f16", "GEMV float16 with a symbolic output size: (1, 1024) x (n, 1024)^T")
def _():
    from tvm import te  # noqa: PLC0415

    n = sym("n")
    x = te.placeholder((1, 1024), "float16", name="x")
    w = te.placeholder((n, 1024), "float16", name="W")
    r = te.reduce_axis((0, 1024), name="k")
    y = te.compute((1, n), lambda i, j: te.sum(x[i, r] * w[j, r], axis=r), name="y")
    return te_module({"gemv_dyn_n_f16": [x, w, y]})


@workload("low_batch_gemv_f16", "low-batch GEMV float16: (b, 2048) x (1024, 2048)^T, symbolic b (LowBatchGEMV)")
def _():
    from tvm import te  # noqa: PLC0415
    from tvm.s_tir import dlight as dl  # noqa: PLC0415

    b = sym("b")
    x = te.placeholder((b, 2048), "float16", name="x")
    w = te.placeholder((1024, 2048), "float16", name="W")
    r = te.reduce_axis((0, 2048), name="k")
    y = te.compute((b, 1024), lambda i, j: te.sum(x[i, r] * w[j, r], axis=r), name="y")
    rules = [dl.gpu.LowBatchGEMV(4)] + default_rules()
    return te_module({"low_batch_gemv_f16": [x, w, y]}, rules)


# --- matmul -----------------------------------------------------------------------------------


def _matmul(m, n, k, dtype, out_dtype=None, trans_b=False, batch=None):
    from tvm import te  # noqa: PLC0415

    out_dtype = out_dtype or dtype
    lead = () if batch is None else (batch,)
    a = te.placeholder(lead + (m, k), dtype, name="A")
    b = te.placeholder(lead + ((n, k) if trans_b else (k, n)), dtype, name="B")
    r = te.reduce_axis((0, k), name="k")

    def body(*idx):
        *bi, i, j = idx
        bv = b[(*bi, j, r)] if trans_b else b[(*bi, r, j)]
        return te.sum(a[(*bi, i, r)].astype(out_dtype) * bv.astype(out_dtype), axis=r)

    c = te.compute(lead + (m, n), body, name="C")
    return [a, b, c]


@workload("matmul_f16_1024", "matmul float16 1024x1024x1024 (tensor-core-friendly shape, SIMT schedule)")
def _():
    return te_module({"matmul_f16_1024": _matmul(1024, 1024, 1024, "float16")})


@workload("matmul_f16_f32acc_nt", "matmul float16 -> float32, B transposed, 512x512x256")
def _():
    return te_module({"matmul_f16_f32acc_nt": _matmul(512, 512, 256, "float16", "float32", trans_b=True)})


@workload("matmul_f32_dyn_m", "matmul float32 (m, 512) x (512, 256), symbolic m")
def _():
    return te_module({"matmul_f32_dyn_m": _matmul(sym("m", "int32"), 256, 512, "float32")})


@workload("matmul_bf16", "matmul bfloat16 256x256x256")
def _():
    return te_module({"matmul_bf16": _matmul(256, 256, 256, "bfloat16")})


@workload("matmul_int8_int32", "matmul int8 -> int32 256x256x512, B transposed")
def _():
    return te_module({"matmul_int8_int32": _matmul(256, 256, 512, "int8", "int32", trans_b=True)})


@workload("matmul_e4m3_f32", "matmul float8_e4m3fn -> float32 128x128x256")
def _():
    return te_module({"matmul_e4m3_f32": _matmul(128, 128, 256, "float8_e4m3fn", "float32")})


@workload("matmul_e5m2_f16", "matmul float8_e5m2 -> float16 128x256x128, B transposed")
def _():
    return te_module({"matmul_e5m2_f16": _matmul(128, 256, 128, "float8_e5m2", "float16", trans_b=True)})


@workload("batch_matmul_f16", "batched matmul float16 (8, 128, 64) x (8, 64, 128)")
def _():
    return te_module({"batch_matmul_f16": _matmul(128, 128, 64, "float16", batch=8)})


@workload("matmul_small_f32", "matmul float32 64x64x64 (below the tensorization threshold)")
def _():
    return te_module({"matmul_small_f32": _matmul(64, 64, 64, "float32")})


@workload("matmul_odd_f16", "matmul float16 100x200x300 (padded by the schedule)")
def _():
    return te_module({"matmul_odd_f16": _matmul(100, 200, 300, "float16")})


# --- convolution, pooling, layout -------------------------------------------------------------


@workload("conv2d_nchw_f32", "topi conv2d_nchw float32 (1, 32, 28, 28) * (64, 32, 3, 3), pad 1")
def _():
    from tvm import te, topi  # noqa: PLC0415

    x = te.placeholder((1, 32, 28, 28), "float32", name="x")
    w = te.placeholder((64, 32, 3, 3), "float32", name="w")
    return te_module({"conv2d_nchw_f32": [x, w, topi.nn.conv2d_nchw(x, w, 1, 1, 1)]})


@workload("conv2d_nhwc_f16", "topi conv2d_nhwc float16 (2, 16, 16, 32) * (3, 3, 32, 64), stride 2")
def _():
    from tvm import te, topi  # noqa: PLC0415

    x = te.placeholder((2, 16, 16, 32), "float16", name="x")
    w = te.placeholder((3, 3, 32, 64), "float16", name="w")
    return te_module({"conv2d_nhwc_f16": [x, w, topi.nn.conv2d_nhwc(x, w, 2, 1, 1)]})


@workload("depthwise_conv2d_f32", "topi depthwise_conv2d_nchw float32 (1, 64, 32, 32) * (64, 1, 3, 3)")
def _():
    from tvm import te, topi  # noqa: PLC0415

    x = te.placeholder((1, 64, 32, 32), "float32", name="x")
    w = te.placeholder((64, 1, 3, 3), "float32", name="w")
    return te_module({"depthwise_conv2d_f32": [x, w, topi.nn.depthwise_conv2d_nchw(x, w, 1, 1, 1)]})


@workload("max_pool2d_f16", "topi max pool 3x3 stride 2, float16 (1, 64, 56, 56)")
def _():
    from tvm import te, topi  # noqa: PLC0415

    x = te.placeholder((1, 64, 56, 56), "float16", name="x")
    y = topi.nn.pool2d(x, (3, 3), (2, 2), (1, 1), (1, 1, 1, 1), "max")
    return te_module({"max_pool2d_f16": [x, y]})


@workload("global_avg_pool_f32", "global average pool float32 (8, 256, 7, 7) (a reduction per channel)")
def _():
    from tvm import te, topi  # noqa: PLC0415

    x = te.placeholder((8, 256, 7, 7), "float32", name="x")
    y = topi.nn.adaptive_pool(x, (1, 1), "avg")
    return te_module({"global_avg_pool_f32": [x, y]})


@workload("transpose_f16", "topi transpose float16 1024x512 (dlight Transpose: shared tile)")
def _():
    from tvm import te, topi  # noqa: PLC0415
    from tvm.s_tir import dlight as dl  # noqa: PLC0415

    a = te.placeholder((1024, 512), "float16", name="A")
    return te_module({"transpose_f16": [a, topi.transpose(a, (1, 0))]}, [dl.gpu.Transpose()] + default_rules())


@workload("transpose_dyn_f32", "topi transpose float32 (n, 256), symbolic n, dlight Transpose")
def _():
    from tvm import te, topi  # noqa: PLC0415
    from tvm.s_tir import dlight as dl  # noqa: PLC0415

    a = te.placeholder((sym("n"), 256), "float32", name="A")
    return te_module({"transpose_dyn_f32": [a, topi.transpose(a, (1, 0))]}, [dl.gpu.Transpose()] + default_rules())


@workload("transpose_int8", "topi transpose int8 256x4096, dlight Transpose")
def _():
    from tvm import te, topi  # noqa: PLC0415
    from tvm.s_tir import dlight as dl  # noqa: PLC0415

    a = te.placeholder((256, 4096), "int8", name="A")
    return te_module({"transpose_int8": [a, topi.transpose(a, (1, 0))]}, [dl.gpu.Transpose()] + default_rules())


@workload("permute_0213_f16", "topi transpose (0, 2, 1, 3) float16 (2, 128, 16, 64) (head split)")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((2, 128, 16, 64), "float16", name="A")
    return te_module({"permute_0213_f16": [a, topi.transpose(a, (0, 2, 1, 3))]})


# --- elementwise and casts (Fallback rule) ----------------------------------------------------


@workload("add_relu_f16_dyn", "elementwise relu(a + b) float16 (n, 1024), symbolic n")
def _():
    from tvm import te, topi  # noqa: PLC0415

    n = sym("n")
    a = te.placeholder((n, 1024), "float16", name="a")
    b = te.placeholder((n, 1024), "float16", name="b")
    return te_module({"add_relu_f16_dyn": [a, b, topi.nn.relu(a + b)]})


@workload("cast_f32_e5m2", "elementwise cast float32 -> float8_e5m2, 4096 elements")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((4096,), "float32", name="a")
    return te_module({"cast_f32_e5m2": [a, topi.cast(a, "float8_e5m2")]})


@workload("scale_e4m3_bf16", "float8_e4m3fn * bfloat16 scale -> bfloat16, 64x512")
def _():
    from tvm import te  # noqa: PLC0415

    a = te.placeholder((64, 512), "float8_e4m3fn", name="a")
    s = te.placeholder((64,), "bfloat16", name="s")
    y = te.compute((64, 512), lambda i, j: a[i, j].astype("bfloat16") * s[i], name="y")
    return te_module({"scale_e4m3_bf16": [a, s, y]})


@workload("two_kernels_f32", "one module with two PrimFuncs: a softmax and a row sum, float32")
def _():
    from tvm import te, topi  # noqa: PLC0415

    a = te.placeholder((128, 512), "float32", name="A")
    b = te.placeholder((128, 512), "float32", name="B")
    return te_module({"softmax": [a, topi.nn.softmax(a)], "rowsum": [b, topi.sum(b, axis=1)]})


# --- Relax models -----------------------------------------------------------------------------


def _nn():
    from tvm.relax.frontend import nn  # noqa: PLC0415

    return nn


@workload("relax_mlp_f16_dyn", "Relax MLP float16: Linear 256->1024, SiLU, Linear 1024->256, symbolic batch")
def _():
    nn = _nn()

    class MLP(nn.Module):
        def __init__(self):
            self.fc1 = nn.Linear(256, 1024, dtype="float16")
            self.fc2 = nn.Linear(1024, 256, dtype="float16")

        def forward(self, x):
            return self.fc2(nn.op.silu(self.fc1(x)))

    return relax_module(MLP(), {"forward": {"x": nn.spec.Tensor(["n", 256], "float16")}})


@workload("relax_mlp_bf16", "Relax MLP bfloat16, batch 16: Linear 512->512, GELU, Linear 512->128, softmax")
def _():
    nn = _nn()

    class MLP(nn.Module):
        def __init__(self):
            self.fc1 = nn.Linear(512, 512, dtype="bfloat16")
            self.fc2 = nn.Linear(512, 128, dtype="bfloat16")

        def forward(self, x):
            return nn.op.softmax(self.fc2(nn.op.gelu(self.fc1(x))), axis=-1)

    return relax_module(MLP(), {"forward": {"x": nn.spec.Tensor([16, 512], "bfloat16")}})


@workload("relax_gemv_decode_f16", "Relax decode step float16: batch 1 Linear 2048->2048 + residual + RMSNorm")
def _():
    nn = _nn()

    class Decode(nn.Module):
        def __init__(self):
            self.proj = nn.Linear(2048, 2048, bias=False, dtype="float16")
            self.norm = nn.RMSNorm(2048, axes=-1, dtype="float16")

        def forward(self, x):
            return self.norm(x + self.proj(x))

    return relax_module(Decode(), {"forward": {"x": nn.spec.Tensor([1, 1, 2048], "float16")}})


class _AttentionParts:
    """Shared pieces of the transformer-style Relax models."""

    @staticmethod
    def attention(nn, q, k, v, heads, head_dim, seq, batch):
        q = nn.op.permute_dims(nn.op.reshape(q, (batch, seq, heads, head_dim)), (0, 2, 1, 3))
        k = nn.op.permute_dims(nn.op.reshape(k, (batch, seq, heads, head_dim)), (0, 2, 3, 1))
        v = nn.op.permute_dims(nn.op.reshape(v, (batch, seq, heads, head_dim)), (0, 2, 1, 3))
        s = nn.op.matmul(q, k) * (1.0 / head_dim**0.5)
        p = nn.op.softmax(s, axis=-1)
        o = nn.op.permute_dims(nn.op.matmul(p, v), (0, 2, 1, 3))
        return nn.op.reshape(o, (batch, seq, heads * head_dim))


@workload("relax_transformer_block_f16", "Relax pre-LN transformer block float16: LayerNorm, 4-head attention, GELU MLP, seq 64")
def _():
    nn = _nn()
    d, heads, seq = 256, 4, 64

    class Block(nn.Module):
        def __init__(self):
            self.ln1 = nn.LayerNorm(d, dtype="float16")
            self.qkv = nn.Linear(d, 3 * d, dtype="float16")
            self.o = nn.Linear(d, d, dtype="float16")
            self.ln2 = nn.LayerNorm(d, dtype="float16")
            self.up = nn.Linear(d, 4 * d, dtype="float16")
            self.down = nn.Linear(4 * d, d, dtype="float16")

        def forward(self, x):
            h = self.ln1(x)
            q, k, v = nn.op.split(self.qkv(h), 3, axis=-1)
            a = _AttentionParts.attention(nn, q, k, v, heads, d // heads, seq, 1)
            x = x + self.o(a)
            return x + self.down(nn.op.gelu(self.up(self.ln2(x))))

    return relax_module(Block(), {"forward": {"x": nn.spec.Tensor([1, seq, d], "float16")}})


@workload("relax_llama_block_dyn_f16", "Relax Llama-style block float16: RMSNorm, attention, SiLU-gated MLP, symbolic seq")
def _():
    nn = _nn()
    d, heads = 256, 8

    class Block(nn.Module):
        def __init__(self):
            self.n1 = nn.RMSNorm(d, axes=-1, dtype="float16", bias=False)
            self.q = nn.Linear(d, d, bias=False, dtype="float16")
            self.k = nn.Linear(d, d, bias=False, dtype="float16")
            self.v = nn.Linear(d, d, bias=False, dtype="float16")
            self.o = nn.Linear(d, d, bias=False, dtype="float16")
            self.n2 = nn.RMSNorm(d, axes=-1, dtype="float16", bias=False)
            self.gate = nn.Linear(d, 512, bias=False, dtype="float16")
            self.up = nn.Linear(d, 512, bias=False, dtype="float16")
            self.down = nn.Linear(512, d, bias=False, dtype="float16")

        def forward(self, x):
            seq = x.shape[1]
            h = self.n1(x)
            a = _AttentionParts.attention(nn, self.q(h), self.k(h), self.v(h), heads, d // heads, seq, 1)
            x = x + self.o(a)
            h = self.n2(x)
            return x + self.down(nn.op.silu(self.gate(h)) * self.up(h))

    return relax_module(Block(), {"forward": {"x": nn.spec.Tensor([1, "seq", d], "float16")}})


@workload("relax_sdpa_f16", "Relax scaled_dot_product_attention float16 (2, 64, 8, 32)")
def _():
    nn = _nn()

    class Attn(nn.Module):
        def forward(self, q, k, v):
            return nn.op.scaled_dot_product_attention(q, k, v)

    t = nn.spec.Tensor([2, 64, 8, 32], "float16")
    return relax_module(Attn(), {"forward": {"q": t, "k": t, "v": t}})


@workload("relax_embedding_ln_f32", "Relax token embedding + LayerNorm float32, symbolic sequence")
def _():
    nn = _nn()

    class Embed(nn.Module):
        def __init__(self):
            self.emb = nn.Embedding(1000, 128, dtype="float32")
            self.ln = nn.LayerNorm(128, dtype="float32")

        def forward(self, ids):
            return self.ln(self.emb(ids))

    return relax_module(Embed(), {"forward": {"ids": nn.spec.Tensor(["seq"], "int32")}})


@workload("relax_convnet_f32", "Relax conv net float32: Conv2D, ReLU, Conv2D, ReLU, max pool, global avg pool, Linear")
def _():
    tvm = _tvm()
    from tvm import relax  # noqa: PLC0415

    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 3, 32, 32), "float32"))
    w1 = relax.Var("w1", relax.TensorType((16, 3, 3, 3), "float32"))
    w2 = relax.Var("w2", relax.TensorType((32, 16, 3, 3), "float32"))
    fc = relax.Var("fc", relax.TensorType((32, 10), "float32"))
    with bb.function("main", [x, w1, w2, fc]):
        with bb.dataflow():
            h = bb.emit(relax.op.nn.relu(relax.op.nn.conv2d(x, w1, padding=1)))
            h = bb.emit(relax.op.nn.relu(relax.op.nn.conv2d(h, w2, padding=1)))
            h = bb.emit(relax.op.nn.max_pool2d(h, (2, 2), strides=(2, 2)))
            h = bb.emit(relax.op.nn.adaptive_avg_pool2d(h, (1, 1)))
            h = bb.emit(relax.op.reshape(h, (1, 32)))
            out = bb.emit_output(relax.op.matmul(h, fc))
        bb.emit_func_output(out)
    return "relax", bb.get()


@workload("relax_conv_bn_f16", "Relax conv2d + batch norm (inference) + ReLU float16 (1, 16, 28, 28)")
def _():
    tvm = _tvm()
    from tvm import relax  # noqa: PLC0415

    bb = relax.BlockBuilder()
    x = relax.Var("x", relax.TensorType((1, 16, 28, 28), "float16"))
    w = relax.Var("w", relax.TensorType((32, 16, 3, 3), "float16"))
    ps = [relax.Var(n, relax.TensorType((32,), "float16")) for n in ("gamma", "beta", "mean", "var")]
    with bb.function("main", [x, w, *ps]):
        with bb.dataflow():
            h = bb.emit(relax.op.nn.conv2d(x, w, padding=1))
            h = bb.emit(relax.op.nn.batch_norm(h, *ps, axis=1, training=False))
            h = bb.emit(relax.op.nn.relu(relax.TupleGetItem(h, 0)))
            out = bb.emit_output(h)
        bb.emit_func_output(out)
    return "relax", bb.get()


@workload("relax_int8_linear", "Relax int8 weight-only linear: int8 W dequantized by float16 scales, batch 4")
def _():
    nn = _nn()

    class Q(nn.Module):
        def __init__(self):
            self.w = nn.Parameter((512, 1024), "int8")
            self.scale = nn.Parameter((512, 1), "float16")

        def forward(self, x):
            w = nn.op.astype(self.w, "float16") * self.scale
            return nn.op.matmul(x, nn.op.permute_dims(w))

    return relax_module(Q(), {"forward": {"x": nn.spec.Tensor([4, 1024], "float16")}})


@workload("relax_fp8_linear", "Relax float8_e4m3fn weight linear with float16 activations, batch 1 and symbolic batch")
def _():
    nn = _nn()

    class F8(nn.Module):
        def __init__(self):
            self.w = nn.Parameter((256, 512), "float8_e4m3fn")

        def forward(self, x):
            return nn.op.matmul(x, nn.op.permute_dims(nn.op.astype(self.w, "float16")))

    return relax_module(F8(), {"forward": {"x": nn.spec.Tensor(["b", 512], "float16")}})


@workload("relax_reductions_f32", "Relax row max, row sum and cumsum over float32 (32, 4096)")
def _():
    nn = _nn()

    class R(nn.Module):
        def forward(self, x):
            m = nn.op.max(x, axis=-1, keepdims=True)
            s = nn.op.sum(x, axis=-1, keepdims=True)
            return nn.op.cumsum(x, axis=-1) + (s - m)

    return relax_module(R(), {"forward": {"x": nn.spec.Tensor([32, 4096], "float32")}})


@workload("relax_topk_f32", "Relax topk and sort over float32 (8, 1024)")
def _():
    nn = _nn()

    class TopK(nn.Module):
        def forward(self, x):
            v, i = nn.op.topk(x, k=16, axis=-1)
            return nn.op.sort(v, axis=-1), i

    return relax_module(TopK(), {"forward": {"x": nn.spec.Tensor([8, 1024], "float32")}})


@workload("relax_group_norm_f32", "Relax GroupNorm (8 groups) + SiLU float32 (2, 64, 16, 16)")
def _():
    nn = _nn()

    class G(nn.Module):
        def __init__(self):
            self.gn = nn.GroupNorm(8, 64, dtype="float32")

        def forward(self, x):
            return nn.op.silu(self.gn(x))

    return relax_module(G(), {"forward": {"x": nn.spec.Tensor([2, 64, 16, 16], "float32")}})


# ---------------------------------------------------------------------------------------------
# Worker: build one workload in this process and write its files to a directory.


def s_tir_pass_list(tvm):
    """The pass list of the installed s_tir pipeline, under the current PassContext."""
    import tvm.s_tir.pipeline as stp  # noqa: PLC0415

    captured = {}
    real = tvm.ir.transform.Sequential

    class Capture:
        def __init__(self, passes, *args, **kwargs):
            captured["passes"] = list(passes)

        def __call__(self, mod):
            return mod

    pipeline, _, _ = stp.default_s_tir_pipeline()
    tvm.ir.transform.Sequential = Capture
    try:
        pipeline(tvm.IRModule({}))
    finally:
        tvm.ir.transform.Sequential = real
    return captured["passes"]


class _Cut(Exception):
    pass


def fnv1a64(text: str) -> str:
    """FNV-1a (64 bit) of the UTF-8 bytes, as 16 hex digits (`tests/real_corpus.rs` has the twin)."""
    h = 0xCBF29CE484222325
    for b in text.encode():
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{h:016x}"


def flatten_seqs(dump: str) -> str:
    """A dump with nested `seq`s lifted into their parent `seq` (TVM's passes build them, its
    printer shows them flat, tirsat's IR flattens them); the twin of `flatten_dump_seqs` in the
    Rust tests."""
    lines = []
    for ln in dump.splitlines():
        t = ln.lstrip(" ")
        lines.append([(len(ln) - len(t)) // 2, t])
    i = 0
    while i < len(lines):
        d, t = lines[i]
        parent = next((pl for pl in reversed(lines[:i]) if pl[0] < d), None) if d > 0 else None
        if t == "seq" and parent is not None and parent[0] == d - 1 and parent[1] == "seq":
            del lines[i]
            j = i
            while j < len(lines) and lines[j][0] > d:
                lines[j][0] -= 1
                j += 1
        else:
            i += 1
    return "".join("  " * d + t + "\n" for d, t in lines)


def nameless(dump: str) -> str:
    """A dump without variable and buffer names (for equality modulo names)."""
    import re  # noqa: PLC0415

    dump = re.sub(r"\(var (%v\d+) \S+ ", r"(var \1 ", dump)
    return re.sub(r"((?:alloc|decl|param buffer) %b\d+) \S+ ", r"\1 ", dump)


def function_hashes(mod) -> dict:
    """Per function: fingerprints of its canonical dump (flattened), exact and without names."""
    import tvm_dump  # noqa: PLC0415

    out = {}
    for gv, f in sorted(mod.functions.items(), key=lambda kv: kv[0].name_hint):
        d = tvm_dump.Dumper()
        d.func(gv.name_hint, f)
        dump = flatten_seqs("\n".join(d.lines) + "\n")
        out[gv.name_hint] = {"hash": fnv1a64(dump), "nameless": fnv1a64(nameless(dump)), "lines": dump.count("\n")}
    return out


def stage_record(tvm, mod) -> dict:
    """What is kept of one stage's module: per-function fingerprints and TVM's verdicts."""
    import tvmio  # noqa: PLC0415

    rec = {"result": "ok", "functions": function_hashes(mod)}
    try:
        tvm.tirx.analysis.verify_well_formed(mod)
        rec["well_formed"] = True
    except Exception as exc:  # noqa: BLE001
        rec["well_formed"] = False
        rec["well_formed_error"] = tvmio.first_line(exc)
    return rec


def changed_printout(tvm, before, after) -> str | None:
    """TVM's printout of the functions of `after` that differ from `before` (None: none do)."""
    import tvmio  # noqa: PLC0415

    old = {gv.name_hint: f for gv, f in before.functions.items()}
    changed = {
        gv: f
        for gv, f in after.functions.items()
        if gv.name_hint not in old or not tvmio.struct_equal(old[gv.name_hint], f)
    }
    return tvmio.script(tvm.IRModule(changed)) if changed else None


def load_unchecked(text: str, dump: str):
    """TVM's parse of its own printout `text` of the module dumped as `dump`, where TVM can read
    it, with postponed annotations (for shapes that name a variable defined in the body, as
    `("m", 512)`). Two repairs: the 0.27 printer declares symbolic shape variables as module-level
    `n = TypeVar("n")`, which its parser rejects ("data must be int or Expr"): they become
    `tirx.Var`s of the dtype the module gives them; and where TVM's well-formedness check rejects
    the parse (TVM prints a variable used before its definition, e.g. a loop variable as the node
    of an AttrStmt preceding the loop, as a fresh free variable), the check is switched off.
    Returns the module and what was repaired."""
    import re  # noqa: PLC0415

    import tvmio  # noqa: PLC0415

    repairs = []

    def typevar(m):
        name = m.group(1)
        found = re.search(r"\(var %v\d+ " + re.escape(name) + r" (\w+)\)", dump)
        dtype = found.group(1) if found else "int64"
        return f'{name} = __import__("tvm").tirx.Var("{name}", "{dtype}")'

    fixed = re.sub(r'^(\w+) = TypeVar\("\1"\)$', typevar, text, flags=re.M)
    if fixed != text:
        repairs.append("TypeVar declarations read as tirx.Var")
    # Shapes like ("m", 512) with `m = T.int32()` in the body need postponed annotations.
    fixed = "from __future__ import annotations\n" + tvmio.uncomment_header(fixed)
    try:
        return tvmio.load_source(fixed, "input"), repairs
    except Exception as exc:  # noqa: BLE001
        if "Cannot use and / or / not operator" in str(exc):
            fixed = bool_ops_as_calls(fixed)
            repairs.append("`and`/`or`/`not` read as T.And/T.Or/T.Not")
            return load_repaired(fixed, repairs)
        if "not well-formed" not in str(exc):
            raise
    fixed = fixed.replace("@I.ir_module\n", "@I.ir_module(check_well_formed=False)\n")
    repairs.append("not well-formed in TVM's own check")
    return tvmio.load_source(fixed, "input"), repairs


def load_repaired(fixed: str, repairs: list):
    """`tvmio.load_source` of a repaired printout, with the well-formedness repair if needed."""
    import tvmio  # noqa: PLC0415

    try:
        return tvmio.load_source(fixed, "input"), repairs
    except Exception as exc:  # noqa: BLE001
        if "not well-formed" not in str(exc):
            raise
    fixed = fixed.replace("@I.ir_module\n", "@I.ir_module(check_well_formed=False)\n")
    repairs.append("not well-formed in TVM's own check")
    return tvmio.load_source(fixed, "input"), repairs


def bool_ops_as_calls(text: str) -> str:
    """TVM 0.27 prints logical and/or/not of PrimExprs as Python `and`/`or`/`not`, which its
    parser evaluates with Python's truth test (and rejects) inside `T.let` values and lambdas.
    Rewrites each as the call TVM's parser builds for them elsewhere (T.And, T.Or, T.Not)."""
    import ast  # noqa: PLC0415

    class Calls(ast.NodeTransformer):
        def visit_BoolOp(self, node):  # noqa: N802
            self.generic_visit(node)
            op = "And" if isinstance(node.op, ast.And) else "Or"
            out = node.values[0]
            for v in node.values[1:]:
                out = ast.Call(ast.Attribute(ast.Name("T", ast.Load()), op, ast.Load()), [out, v], [])
            return out

        def visit_UnaryOp(self, node):  # noqa: N802
            self.generic_visit(node)
            if isinstance(node.op, ast.Not):
                return ast.Call(ast.Attribute(ast.Name("T", ast.Load()), "Not", ast.Load()), [node.operand], [])
            return node

    tree = ast.fix_missing_locations(Calls().visit(ast.parse(text)))
    return ast.unparse(tree) + "\n"


def run_tail(tvm, src, passes, write_dump, source: str) -> tuple[dict, str | None]:
    """Runs TVM's slice on `src`: per stage its record (or error), and the printout of what the
    merge changed."""
    import tvmio  # noqa: PLC0415

    stages = {"input": stage_record(tvm, src)}
    write_dump(f"{source}.input", src)
    # References to the input's functions keep them intact (copy-on-write) for the comparison
    # with the merge's output; TVM's passes may update a module in place.
    before = tvm.IRModule({gv: f for gv, f in src.functions.items()})
    changes = None
    cur = src
    for p in passes:
        try:
            cur = p(cur)
        except Exception as exc:  # noqa: BLE001 - TVM's error is the result
            msg = f"{type(exc).__name__}: {tvmio.first_line(exc)}"
            err = {"result": "error", "error": msg, "pass": p.info.name}
            stages.setdefault("merged", err)
            stages["lowered"] = err
            return stages, changes
        if p.info.name == CUT_PASS:
            stages["merged"] = stage_record(tvm, cur)
            write_dump(f"{source}.merged", cur)
            changes = changed_printout(tvm, before, cur)
    stages["lowered"] = stage_record(tvm, cur)
    write_dump(f"{source}.lowered", cur)
    return stages, changes


def build_cut(name: str, config: dict, dumps: str | None = None) -> dict:
    """Builds workload `name` under `config`: the input text, and TVM's slice on it, run twice
    where TVM can read the text back: on the in-memory input, and on TVM's parse of the text
    (the printout is lossy in places, so both are TVM's answer for the text tirsat reads). Per
    stage: per-function fingerprints or TVM's error; plus TVM's printout of what its merge
    changed (in memory). With `dumps`, TVM's canonical dumps of every stage are written there."""
    tvm = _tvm()
    import tvm_dump  # noqa: PLC0415
    import tvmio  # noqa: PLC0415
    from tvm.tirx import compilation_pipeline as cp  # noqa: PLC0415

    out: dict = {}

    def write_dump(stage, mod):
        if dumps:
            with open(os.path.join(dumps, f"{stage}.tvm.dump"), "w") as fh:
                fh.write(flatten_seqs(tvm_dump.dump_module(mod)))

    def factory():
        @tvm.transform.module_pass(opt_level=0, name="TirsatCorpusCut")
        def cut(mod, _ctx):
            passes = s_tir_pass_list(tvm)
            names = [p.info.name for p in passes]
            i = names.index(CUT_PASS)
            out["prefix"] = names[:i]
            out["tail"] = names[i:]
            mod = tvm.ir.transform.Sequential(passes[:i])(mod)
            text = tvmio.script(mod)
            out["text"] = text
            out["features"] = features(tvm_dump.dump_module(mod))
            try:
                parsed, repairs = load_unchecked(text, tvm_dump.dump_module(mod))
                equal = tvmio.struct_equal(parsed, mod)
                out["reparse"] = ("equal" if equal else "differs") + "".join(f"; {r}" for r in repairs)
            except BaseException as exc:  # noqa: BLE001
                parsed = None
                out["reparse"] = f"unreadable: {type(exc).__name__}: {tvmio.first_line(exc)}"
            out["in_memory"], out["merged_changes"] = run_tail(tvm, mod, passes[i:], write_dump, "in_memory")
            if parsed is not None and not out["reparse"].startswith("equal"):
                out["reparsed"], _ = run_tail(tvm, parsed, passes[i:], write_dump, "reparsed")
            raise _Cut()

        return cut, None, None

    cp.PIPELINE_MAP[PIPELINE_NAME] = factory
    _desc, builder = WORKLOADS[name]
    target = tvm.target.Target(TARGET)
    with tvm.transform.PassContext(config=config):
        kind, *rest = builder()
        try:
            if kind == "te":
                from tvm.s_tir import dlight as dl  # noqa: PLC0415

                mod, rules = rest
                with target:
                    mod = dl.ApplyDefaultSchedule(*rules)(mod)
                tvm.tirx.build(mod, target, pipeline=PIPELINE_NAME)
            else:
                (mod,) = rest
                tvm.compile(mod, target, tir_pipeline=PIPELINE_NAME)
        except Exception:  # noqa: BLE001 - _Cut, possibly wrapped by the FFI
            if "in_memory" not in out:
                raise
    if "in_memory" not in out:
        raise RuntimeError("the TIR pipeline was never reached")
    out["kind"] = kind
    return out


def features(dump: str) -> dict:
    """Facts about the input (read off its canonical dump): functions, shared allocations,
    cross-thread reductions, warp shuffles, vector accesses, buffer dtypes, symbolic shapes."""
    lines = [ln.strip() for ln in dump.splitlines()]
    allocs = [ln for ln in lines if ln.startswith("alloc ")]
    shared = [ln for ln in allocs if " scope=shared" in ln]
    params = [ln for ln in lines if ln.startswith("param buffer ")]
    dtypes = sorted({ln.split()[3 if ln.startswith("alloc") else 4] for ln in allocs + params})
    return {
        "functions": sorted(ln.split()[1] for ln in lines if ln.startswith("func ")),
        "shared_allocations": len(shared),
        "shared_dyn_allocations": sum(1 for ln in shared if " scope=shared.dyn " in ln),
        "allreduce": any(ln.startswith('attr "reduce_scope"') for ln in lines),
        "warp_shuffle": "(call tvm_warp_shuffle" in dump,
        "vector": "(ramp " in dump or "(broadcast " in dump,
        "symbolic_shape": any("(var " in ln.split(" strides=")[0] for ln in params),
        "dtypes": dtypes,
    }


def no_tensorize() -> None:
    """dlight's tensor-core matmul rules end in `Schedule.tensorize`, which segfaults in the PyPI
    build (it deep-copies the intrinsic through `ToJSONGraph`); make them decline, so `Matmul`
    falls back to its SIMT schedule (still with shared-memory tiles)."""
    from tvm.s_tir.dlight.gpu import matmul  # noqa: PLC0415

    matmul.MatmulTensorization.apply = lambda self, func, target, tunable: None
    matmul.MatmulInt8Tensorization.apply = lambda self, func, target, tunable: None


def worker(name: str, out_dir: str, dumps: str | None) -> None:
    import tvmio  # noqa: PLC0415

    no_tensorize()
    tvmio.quiet_tvm_warnings()
    files: dict = {}
    golden: dict = {}
    info: dict = {"description": WORKLOADS[name][0]}
    default_text = None
    for prefix, config in CONFIGS.items():
        cname = prefix.rstrip(".") or "default"
        cdumps = None
        if dumps:
            cdumps = os.path.join(dumps, name, cname)
            os.makedirs(cdumps, exist_ok=True)
        r = build_cut(name, config, cdumps)
        info["source"] = r["kind"]
        rec: dict = {"config": {k: int(v) for k, v in config.items()}, "reparse": r["reparse"]}
        if prefix == "":
            info["pipeline_prefix"] = r["prefix"]
            info["slice"] = r["tail"]
            info["features"] = r["features"]
            default_text = r["text"]
            files["input.py"] = r["text"]
            rec["input_file"] = "input.py"
        elif r["text"] != default_text:
            files[f"{prefix}input.py"] = r["text"]
            rec["input_file"] = f"{prefix}input.py"
        else:
            rec["input_file"] = "input.py"
        for source in ("in_memory", "reparsed"):
            if source in r:
                rec[source] = r[source]
        if r.get("merged_changes"):
            files[f"{prefix}merged.tvm.py"] = r["merged_changes"]
            rec["merged_changes_file"] = f"{prefix}merged.tvm.py"
        golden[cname] = rec
    files["tvm.json"] = json.dumps(golden, indent=1, sort_keys=True) + "\n"
    for fname, text in files.items():
        with open(os.path.join(out_dir, fname), "w") as fh:
            fh.write(text)
    info["results"] = {
        c: {
            s: (g["in_memory"][s]["result"] if g["in_memory"][s]["result"] == "ok" else f"error in {g['in_memory'][s]['pass']}")
            for s in ("merged", "lowered")
        }
        | {"reparse": g["reparse"]}
        for c, g in golden.items()
    }
    with open(os.path.join(out_dir, "info.json"), "w") as fh:
        json.dump(info, fh, indent=2, sort_keys=True)


# ---------------------------------------------------------------------------------------------
# Driver


def run_worker(name: str, dumps: str | None) -> tuple[dict | None, dict, str]:
    """Runs one workload in a subprocess; returns (files, info, error)."""
    tmp = tempfile.mkdtemp(prefix=f"tirsat_real_{name}_")
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", name, "--out", tmp]
    if dumps:
        cmd += ["--dumps", dumps]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
        if proc.returncode != 0:
            tail = (proc.stderr or proc.stdout).strip().splitlines()
            reason = "segfault" if proc.returncode < 0 else f"exit {proc.returncode}"
            last = next((ln for ln in reversed(tail) if ln.strip()), "")
            return None, {}, f"{reason}: {last[:300]}"
        files = {}
        for fname in sorted(os.listdir(tmp)):
            if fname != "info.json":
                with open(os.path.join(tmp, fname)) as fh:
                    files[fname] = fh.read()
        with open(os.path.join(tmp, "info.json")) as fh:
            info = json.load(fh)
        return files, info, ""
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def read_dir(d: str) -> dict:
    files = {}
    if os.path.isdir(d):
        for fname in os.listdir(d):
            with open(os.path.join(d, fname)) as fh:
                files[fname] = fh.read()
    return files


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="rebuild and compare; write nothing")
    ap.add_argument("--list", action="store_true", help="list the workloads and exit")
    ap.add_argument(
        "--dumps",
        metavar="DIR",
        help="also write TVM's canonical dump of every stage to DIR/<name>/<config>/<stage>.tvm.dump "
        "(to diff with tests/real_corpus.rs's TIRSAT_REAL_CORPUS_OUT)",
    )
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--out", help=argparse.SUPPRESS)
    ap.add_argument("names", nargs="*", help="workloads to (re)build; default: all")
    args = ap.parse_args()
    dumps = os.path.abspath(args.dumps) if args.dumps else None

    if args.worker:
        worker(args.worker, args.out, dumps)
        return 0
    if args.list:
        for name, (desc, _) in WORKLOADS.items():
            print(f"{name:32} {desc}")
        return 0

    unknown = [n for n in args.names if n not in WORKLOADS]
    if unknown:
        print(f"unknown workloads: {', '.join(unknown)}", file=sys.stderr)
        return 2
    names = args.names or list(WORKLOADS)
    manifest: dict = {"modules": {}}
    if os.path.exists(MANIFEST):
        with open(MANIFEST) as fh:
            manifest = json.load(fh)
    modules = manifest.setdefault("modules", {})
    changed, failed = [], []
    for name in names:
        files, info, err = run_worker(name, dumps)
        if files is None:
            failed.append(f"{name}: {err}")
            print(f"FAIL  {name}: {err}", flush=True)
            continue
        # The pipeline is the same for every workload: kept once, checked.
        for key in ("pipeline_prefix", "slice"):
            val = info.pop(key)
            if manifest.get(key) not in (None, val) and args.names:
                failed.append(f"{name}: {key} differs from the manifest's")
            manifest[key] = val
        d = os.path.join(CORPUS, name)
        if read_dir(d) != files:
            changed.append(name)
        if modules.get(name) != info:
            changed.append(f"manifest[{name}]")
        if not args.check:
            shutil.rmtree(d, ignore_errors=True)
            os.makedirs(d)
            for fname, text in files.items():
                with open(os.path.join(d, fname), "w") as fh:
                    fh.write(text)
        modules[name] = info
        res = "  ".join(f"{c}: {r['merged']}/{r['lowered']}" for c, r in info["results"].items())
        print(f"ok    {name:30} {res}", flush=True)
    if not args.names:
        manifest["modules"] = {k: v for k, v in modules.items() if k in WORKLOADS}
        if not args.check and os.path.isdir(CORPUS):
            for entry in os.listdir(CORPUS):
                full = os.path.join(CORPUS, entry)
                if os.path.isdir(full) and entry not in WORKLOADS:
                    shutil.rmtree(full)
    manifest["target"] = TARGET
    manifest["tvm"] = _tvm().__version__
    if not args.check:
        os.makedirs(CORPUS, exist_ok=True)
        with open(MANIFEST, "w") as fh:
            fh.write(json.dumps(manifest, indent=2, sort_keys=True) + "\n")
    print(f"{len(names) - len(failed)} of {len(names)} workloads built")
    for f in failed:
        print(f"FAILED {f}")
    if args.check and changed:
        print("out of date: " + ", ".join(changed))
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
