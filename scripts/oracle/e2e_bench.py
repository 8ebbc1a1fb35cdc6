#!/usr/bin/env python3
"""End-to-end benchmark: TVM 0.27 and tirsat on the same generated module, in one run.

Generates the module of ``gen_bench_module.py`` (N functions x 2 sibling kernels with
``shared.dyn`` buffers), then times, ``--repeat`` times each (min and median reported):

* TVM 0.27 in this process: read (TVMScript parser) + MergeSharedMemoryAllocations +
  SplitHostDevice + MakePackedAPI + ``script()``; and the three passes alone on a parsed module.
* tirsat (a release binary, default ``target/release/tirsat``) as a subprocess:
  ``tirsat lower FILE --passes MergeSharedMemoryAllocations,SplitHostDevice,MakePackedAPI
  --time-passes`` (wall time of the whole process, so process start-up counts against tirsat;
  TVM's time does not include ``import tvm``), and the passes alone from ``--time-passes``.

Prints a table and the ratios TVM / tirsat (``--json`` for one JSON object). Both outputs are
checked to contain the same number of functions.

Usage: ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/e2e_bench.py [N] [--repeat K]
       [--tirsat target/release/tirsat] [--json]
(build first: ``cargo build --release``)
"""

from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import tvm  # noqa: E402

import gen_bench_module  # noqa: E402
import tvmio  # noqa: E402

PASSES = "MergeSharedMemoryAllocations,SplitHostDevice,MakePackedAPI"
PASS_LINE = re.compile(r"^pass (\S+): ([0-9.]+) ms$")


def tvm_passes(mod):
    mod = tvm.s_tir.transform.MergeSharedMemoryAllocations()(mod)
    mod = tvm.tirx.transform.SplitHostDevice()(mod)
    return tvm.tirx.transform.MakePackedAPI()(mod)


def stats(samples):
    return {"min": min(samples), "median": statistics.median(samples)}


def run_tirsat(binary, path):
    start = time.perf_counter()
    proc = subprocess.run(
        [binary, "lower", path, "--passes", PASSES, "--time-passes"],
        capture_output=True,
        text=True,
    )
    wall = time.perf_counter() - start
    if proc.returncode != 0:
        raise SystemExit(f"tirsat failed ({proc.returncode}): {proc.stderr.strip()}")
    passes_ms = 0.0
    seen = 0
    for line in proc.stderr.splitlines():
        m = PASS_LINE.match(line.strip())
        if m:
            passes_ms += float(m.group(2))
            seen += 1
    if seen != 3:
        raise SystemExit(f"expected 3 `pass NAME: X ms` lines from tirsat, got {seen}")
    return wall, passes_ms / 1000.0, proc.stdout


def count_functions(text):
    return len(re.findall(r"^    @T\.prim_func", text, flags=re.M))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("n", type=int, nargs="?", default=200)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--tirsat", default=os.path.join("target", "release", "tirsat"))
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if args.n < 1 or args.repeat < 1:
        ap.error("N and --repeat must be >= 1")
    if not os.path.exists(args.tirsat):
        ap.error(f"{args.tirsat} not found; run `cargo build --release` first")

    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, f"bench_{args.n}.py")
        with open(path, "w") as fh:
            fh.write(gen_bench_module.generate(args.n))

        tvm_e2e, tvm_pass, ours_e2e, ours_pass = [], [], [], []
        tvm_text = ours_text = ""
        for _ in range(args.repeat):
            start = time.perf_counter()
            tvm_text = tvm_passes(tvmio.load_file(path)).script()
            tvm_e2e.append(time.perf_counter() - start)

            mod = tvmio.load_file(path)
            start = time.perf_counter()
            tvm_passes(mod)
            tvm_pass.append(time.perf_counter() - start)

            wall, passes, ours_text = run_tirsat(args.tirsat, path)
            ours_e2e.append(wall)
            ours_pass.append(passes)

    n_tvm, n_ours = count_functions(tvm_text), count_functions(ours_text)
    if n_tvm != n_ours:
        raise SystemExit(f"function counts differ: TVM {n_tvm}, tirsat {n_ours}")
    report = {
        "functions_in": args.n,
        "functions_out": n_ours,
        "repeat": args.repeat,
        "tvm_version": tvm.__version__,
        "seconds": {
            "tvm_end_to_end": stats(tvm_e2e),
            "tvm_passes": stats(tvm_pass),
            "tirsat_end_to_end": stats(ours_e2e),
            "tirsat_passes": stats(ours_pass),
        },
        "ratio_end_to_end_median": statistics.median(tvm_e2e) / statistics.median(ours_e2e),
        "ratio_passes_median": statistics.median(tvm_pass) / statistics.median(ours_pass),
    }
    if args.json:
        print(json.dumps(report, indent=2, sort_keys=True))
        return 0
    s = report["seconds"]
    print(f"module: {args.n} functions x 2 kernels -> {n_ours} functions; {args.repeat} runs each (median s)")
    print(f"{'':12} {'end to end':>12} {'passes':>12}")
    print(f"{'TVM 0.27':12} {s['tvm_end_to_end']['median']:12.4f} {s['tvm_passes']['median']:12.4f}")
    print(f"{'tirsat':12} {s['tirsat_end_to_end']['median']:12.4f} {s['tirsat_passes']['median']:12.4f}")
    print(
        f"{'TVM/tirsat':12} {report['ratio_end_to_end_median']:11.1f}x "
        f"{report['ratio_passes_median']:11.1f}x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
