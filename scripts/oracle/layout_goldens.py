#!/usr/bin/env python3
"""TVM 0.27's printouts of generated TIRx layouts: `tests/golden/layouts/layouts.json`.

Generates (seeded, deterministic) layouts whose strides, extents and offsets are sums,
differences, products, floor quotients, negations and maxima of the int32 parameters `n`, `m`
and constants, on thread and memory axes, with replicas, offsets and compose layouts, each
written with the parentheses a writer would use, in a one-function program:

    A = T.alloc_local((8, 4), layout=<layout>)

TVM parses each program and prints it. Stored per case: the input, and TVM's printout or the
first line of TVM's error when it rejects the program. `tests/fmt_goldens.rs` requires tirsat's
`fmt` of the input to equal TVM's printout (modulo blank lines and trailing blanks) and to
reject what TVM rejects.

Usage (from the project root):
    ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/layout_goldens.py [--check] [--count N]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
OUT = os.path.join(ROOT, "tests", "golden", "layouts", "layouts.json")

THREAD_AXES = ["laneid", "warpid", "tx", "wid_in_wg", "tid_in_wg"]
MEMORY_AXES = ["m", "P", "F", "TCol", "TLane"]


def int_expr(r: random.Random, depth: int = 0) -> str:
    if depth >= 3 or r.random() < 0.35:
        return r.choice([str(r.randint(1, 39)), "n", "m"])
    k = r.randrange(6)
    a = int_expr(r, depth + 1)
    if k == 0:
        return f"({a} + {int_expr(r, depth + 1)})"
    if k == 1:
        return f"({a} - {int_expr(r, depth + 1)})"
    if k == 2:
        return f"({a} * {int_expr(r, depth + 1)})"
    if k == 3:
        return f"({a} // {r.randint(1, 7)})"
    if k == 4:
        return f"(-{a})"
    return f"T.max({a}, {int_expr(r, depth + 1)})"


def stride(r: random.Random) -> str:
    s = int_expr(r)
    axis = r.choice(THREAD_AXES + MEMORY_AXES)
    return s if axis == "m" else f"{s} @ Axis.{axis}"


def iters(r: random.Random, head: str) -> str:
    k = r.randint(1, 3)
    ext = [int_expr(r) for _ in range(k)]
    st = [stride(r) for _ in range(k)]
    if k == 1:
        return f"{head}[{ext[0]}:{st[0]}]"
    return f"{head}[({', '.join(ext)}):({', '.join(st)})]"


def offset(r: random.Random) -> str:
    axes = r.sample(THREAD_AXES + MEMORY_AXES, r.randint(1, 2))
    terms = []
    for a in axes:
        v = int_expr(r)
        terms.append(f"({v})" if a == "m" else f"({v}) @ Axis.{a}")
    return f"({' + '.join(terms)})"


def layout(r: random.Random) -> str:
    terms = [iters(r, "T.S") if r.random() < 0.85 else "T.S[()]"]
    if r.random() < 0.3:
        terms.append(iters(r, "T.R"))
    if r.random() < 0.5:
        terms.append(offset(r))
    spec = f"T.TileLayout({' + '.join(terms)})"
    if r.random() < 0.2:
        s = r.randint(0, 3)
        return f"T.ComposeLayout({r.randint(0, 3)}, {s}, {s + 1}, {spec})"
    return spec


def program(lay: str) -> str:
    return (
        "# from tvm.script import tirx as T\n# from tvm.tirx.layout import Axis\n\n"
        "@T.prim_func\ndef main(n: T.int32, m: T.int32):\n"
        '    T.attr({"tirx.device_entry": T.bool(True)})\n'
        f"    A = T.alloc_local((8, 4), layout={lay})\n"
        "    A[0, 0] = T.float32(1.0)\n"
    )


def first_line(e: BaseException) -> str:
    lines = [l.strip() for l in str(e).splitlines() if l.strip()]
    for l in lines:
        if l.startswith("error:"):
            return l[len("error:") :].strip()
    return lines[-1] if lines else type(e).__name__


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--count", type=int, default=300)
    args = ap.parse_args()
    import warnings

    warnings.simplefilter("ignore")
    import tvm

    r = random.Random(29)
    cases = []
    for _ in range(args.count):
        src = program(layout(r))
        case = {"input": src}
        try:
            obj = tvm.script.from_source(src)
            case["tvm"] = obj.script()
        except Exception as e:  # noqa: BLE001
            case["tvm_error"] = first_line(e)
        cases.append(case)
    doc = {
        "tvm_version": tvm.__version__,
        "generator": "scripts/oracle/layout_goldens.py",
        "cases": cases,
    }
    text = json.dumps(doc, indent=1) + "\n"
    if args.check:
        with open(OUT, encoding="utf-8") as fh:
            return 0 if fh.read() == text else 1
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(text)
    ok = sum(1 for c in cases if "tvm" in c)
    print(f"wrote {OUT}: {len(cases)} cases, {ok} printed by TVM, {len(cases) - ok} rejected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
