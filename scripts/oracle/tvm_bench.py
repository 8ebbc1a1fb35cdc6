#!/usr/bin/env python3
"""Time TVM 0.27 on a TVMScript module (baseline numbers for tirsat's own benchmarks).

Measures, each ``--repeat`` times (reporting min and median seconds):

* ``end_to_end``: parse + MergeSharedMemoryAllocations + SplitHostDevice + MakePackedAPI + print;
* ``parse_print``: parse + print of the unchanged module;
* ``passes``: the three passes only, on an already parsed module;
* ``parse`` and ``print`` separately, for reference.

"parse" executes the file (TVMScript parser, ``@I.ir_module`` decorator); "print" is
``mod.script()``. Prints one JSON object on stdout.

``--parse-print-only`` parses and prints once per repeat and reports ``parse``, ``print`` and
``parse_print`` (their sum) only: the parser dominates (``inspect.stack()`` per function), so this
is the affordable way to time large modules (``gen_fmt_bench.py 1000``).

Usage: ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/tvm_bench.py FILE [--repeat K]
    [--parse-print-only]
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import tvm  # noqa: E402

import tvmio  # noqa: E402


def run_passes(mod):
    mod = tvm.s_tir.transform.MergeSharedMemoryAllocations()(mod)
    mod = tvm.tirx.transform.SplitHostDevice()(mod)
    mod = tvm.tirx.transform.MakePackedAPI()(mod)
    return mod


def timed(fn):
    start = time.perf_counter()
    result = fn()
    return time.perf_counter() - start, result


def summary(samples):
    return {"min": min(samples), "median": statistics.median(samples)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("file")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--parse-print-only", action="store_true")
    args = ap.parse_args()
    if args.repeat < 1:
        ap.error("--repeat must be >= 1")

    times = {k: [] for k in ("end_to_end", "parse_print", "passes", "parse", "print")}
    out_chars = 0
    functions = 0
    for _ in range(args.repeat):
        t, mod = timed(lambda: tvmio.load_file(args.file))
        times["parse"].append(t)
        functions = len(mod.functions)
        t, text = timed(mod.script)
        times["print"].append(t)
        if args.parse_print_only:
            times["parse_print"].append(times["parse"][-1] + t)
            out_chars = len(text)
            continue

        def parse_print():
            return tvmio.load_file(args.file).script()

        t, _ = timed(parse_print)
        times["parse_print"].append(t)

        t, _ = timed(lambda: run_passes(mod))
        times["passes"].append(t)

        def end_to_end():
            return run_passes(tvmio.load_file(args.file)).script()

        t, text = timed(end_to_end)
        times["end_to_end"].append(t)
        out_chars = len(text)

    report = {
        "file": os.path.relpath(args.file),
        "input_bytes": os.path.getsize(args.file),
        "functions_in": functions,
        "output_chars": out_chars,
        "repeat": args.repeat,
        "tvm_version": tvm.__version__,
        "python": platform.python_version(),
        "seconds": {k: summary(v) for k, v in times.items() if v},
    }
    print(json.dumps(report, indent=2, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
