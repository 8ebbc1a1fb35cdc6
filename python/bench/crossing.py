#!/usr/bin/env python3
"""What tirsat's passes cost inside TVM 0.27's compilation, the text crossing included.

Two measurements, each ``--repeat`` times (median reported):

* ``llvm``: a bfloat16 Relax MLP compiled end to end with ``tvm.compile`` for ``llvm``,
  with TVM's default TIR pipeline and with ``tirsat.tvm.default_pipeline`` (tirsat's
  BF16ComputeLegalize and MergeSharedMemoryAllocations in place of TVM's); both executables
  run, and their outputs are compared with each other and with numpy (bfloat16 semantics:
  every step computed in float32, rounded when stored).
* ``cuda``: the TIR of a float32 Relax MLP scheduled for CUDA, through TVM's TIR pipeline with
  ``tirx.merge_static_smem`` (no GPU: it stops before code generation), with TVM's merge and
  with tirsat's.

For tirsat's runs it prints ``tirsat.tvm.stats``: time in TVM's printer, in tirsat (read, pass,
print), and in TVM's parser reading the changed functions back.

Usage: python python/bench/crossing.py [--repeat K] [--json]
(needs the `tirsat` package and apache-tvm==0.27.0.post1)
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import ml_dtypes
import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn

import tirsat.tvm as tt


class BF16MLP(nn.Module):
    def __init__(self, n: int) -> None:
        self.fc1 = nn.Linear(n, n, dtype="bfloat16")
        self.fc2 = nn.Linear(n, n, dtype="bfloat16")

    def forward(self, x):
        return nn.relu(self.fc2(nn.relu(self.fc1(x))))


class MLP(nn.Module):
    def __init__(self) -> None:
        self.fc1 = nn.Linear(512, 512)
        self.fc2 = nn.Linear(512, 256)
        self.fc3 = nn.Linear(256, 128)

    def forward(self, x):
        return self.fc3(nn.relu(self.fc2(nn.relu(self.fc1(x)))))


def bf16_reference(x, weights):
    """numpy with TVM's bfloat16 semantics."""
    bf16, f32 = ml_dtypes.bfloat16, np.float32
    h = x
    for w, b in weights:
        acc = np.zeros((h.shape[0], w.shape[0]), dtype=bf16)
        for k in range(h.shape[1]):
            acc = (acc.astype(f32) + h[:, k : k + 1].astype(f32) * w[:, k].astype(f32)[None, :]).astype(bf16)
        h = np.maximum((acc.astype(f32) + b.astype(f32)).astype(bf16).astype(f32), 0).astype(bf16)
    return h


def timed(f, repeat):
    samples, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = f()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples), result


def stats_dict(repeat):
    s = tt.stats
    return {
        "functions_crossed": s.functions // repeat,
        "functions_kept": s.skipped // repeat,
        "tvm_print_s": s.print_seconds / repeat,
        "tirsat_s": s.tirsat_seconds / repeat,
        "tvm_parse_s": s.parse_seconds / repeat,
    }


def bench_llvm(repeat, n=256, batch=8):
    mod, _ = BF16MLP(n).export_tvm(spec={"forward": {"x": nn.spec.Tensor((batch, n), "bfloat16")}})
    target = tvm.target.Target("llvm")
    pipeline = tt.default_pipeline(target, replace=["BF16ComputeLegalize", "MergeSharedMemoryAllocations"])
    t_tvm, ex_tvm = timed(lambda: tvm.compile(mod, target), repeat)
    tt.stats.reset()
    t_ours, ex_ours = timed(lambda: tvm.compile(mod, target, tir_pipeline=pipeline), repeat)
    crossing = stats_dict(repeat)

    rng = np.random.default_rng(0)
    bf16 = ml_dtypes.bfloat16
    x = rng.standard_normal((batch, n)).astype(bf16)
    weights = [(rng.standard_normal((n, n)).astype(bf16), rng.standard_normal((n,)).astype(bf16)) for _ in range(2)]
    dev = tvm.cpu()
    args = [x] + [a for wb in weights for a in wb]
    outs = []
    for ex in (ex_tvm, ex_ours):
        vm = relax.VirtualMachine(ex, dev)
        outs.append(vm["forward"](*(tvm.runtime.tensor(a, dev) for a in args)).numpy())
    ref = bf16_reference(x, weights)
    return {
        "model": f"bf16 MLP {batch}x{n} -> {n} -> {n}",
        "compile_tvm_s": t_tvm,
        "compile_tirsat_s": t_ours,
        "extra_s": t_ours - t_tvm,
        "crossing": crossing,
        "equal_to_tvm": bool(np.array_equal(outs[0].view(np.uint16), outs[1].view(np.uint16))),
        "equal_to_numpy": bool(np.array_equal(outs[1].view(np.uint16), ref.view(np.uint16))),
    }


def bench_cuda(repeat):
    target = tvm.target.Target("cuda", host="llvm")
    mod, _ = MLP().export_tvm(spec={"forward": {"x": nn.spec.Tensor((16, 512), "float32")}})
    mod = relax.get_default_pipeline(target)(mod)
    tir = tvm.IRModule({gv: f for gv, f in mod.functions_items() if isinstance(f, tvm.tirx.PrimFunc)})
    tir = tvm.tirx.transform.BindTarget(target)(tir)
    config = {"tirx.merge_static_smem": True}

    def run(name):
        with tvm.transform.PassContext(config=config):
            return tvm.tirx.get_tir_pipeline(name)[0](tir)

    t_tvm, theirs = timed(lambda: run("s_tir"), repeat)
    tt.stats.reset()
    t_ours, ours = timed(lambda: run(tt.default_pipeline(target)), repeat)
    return {
        "model": "f32 MLP 16x512 -> 512 -> 256 -> 128, TIR pipeline only",
        "functions": len(theirs.functions),
        "same_functions": sorted(g.name_hint for g in theirs.get_global_vars())
        == sorted(g.name_hint for g in ours.get_global_vars()),
        "pipeline_tvm_s": t_tvm,
        "pipeline_tirsat_s": t_ours,
        "extra_s": t_ours - t_tvm,
        "crossing": stats_dict(repeat),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    report = {"tvm": tvm.__version__, "repeat": args.repeat, "llvm": bench_llvm(args.repeat), "cuda": bench_cuda(args.repeat)}
    if args.json:
        print(json.dumps(report, indent=2))
        return
    for key in ("llvm", "cuda"):
        r = report[key]
        print(f"[{key}] {r['model']}")
        for k, v in r.items():
            if k in ("model", "crossing"):
                continue
            print(f"  {k:20} {v:.4f}" if isinstance(v, float) else f"  {k:20} {v}")
        for k, v in r["crossing"].items():
            print(f"  crossing.{k:11} {v:.4f}" if isinstance(v, float) else f"  crossing.{k:11} {v}")


if __name__ == "__main__":
    main()
