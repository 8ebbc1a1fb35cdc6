#!/usr/bin/env python3
"""TVM 0.27's Analyzer on a tirsat expression corpus (`tirsat rules corpus` output).

For every corpus line `EXPR | facts  # comment` this builds the expression in TVM (through the
TVMScript parser, so `T.min`, `T.Cast`, `and`, buffer loads, ... read as TVM reads them), binds
the variable ranges (`name[:type]=LO:HI`, half-open) with `Analyzer.bind` (both ends) or
`Analyzer.update` with a `ConstIntBound` (one end), assumes the predicates with
`Analyzer.constraint_scope`, and runs `Analyzer.simplify`, timing it (median of `--reps` runs).

Writes one JSON object per line in the case format of TVM's simplifier expectations, which
`tirsat simplify-bench --kernels FILE` reads:
    {"id": "kernels:LINE", "before": EXPR, "expected": TVM's result, "vars": {name: dtype},
     "preconditions": [...], "facts": {name: ["bound", lo, hi]}, "scalar_int_subset": true,
     "origin": the line's comment}, and with `--time` "tvm_time_us": the median time (not
deterministic: leave it out of committed files).
One-sided ranges are written as preconditions (`n >= 1`). A line TVM cannot read or simplify is
written with "expected_exception" (the bench skips it) and counted on stderr.

Usage: ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/kernel_corpus_tvm.py CORPUS.txt
    [-o OUT.jsonl] [--time [--reps N]]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time

import tvm
from tvm import ir, sym

KEYWORDS = {"T", "and", "or", "not", "True", "False", "None", "if", "else"}
IDENT = re.compile(r"(?<![\w.\"])([A-Za-z_]\w*)(?![\w\"])")
RANGE = re.compile(r"^\s*([A-Za-z_]\w*)\s*(?::\s*(\w+))?\s*=\s*(-?\d*)\s*:\s*(-?\d*)\s*$")


def split_top_level(s: str) -> list[str]:
    out, depth, start = [], 0, 0
    for i, c in enumerate(s):
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "," and depth == 0:
            out.append(s[start:i])
            start = i + 1
    out.append(s[start:])
    return out


def parse_line(line: str):
    """(expr text, {name: dtype}, [(name, lo, hi_exclusive)], [predicate text], comment)."""
    body, _, comment = line.partition("#")
    expr, _, facts = body.partition("|")
    types, ranges, preds = {}, [], []
    if facts.strip():
        for part in split_top_level(facts):
            m = RANGE.match(part)
            if m:
                name, ty, lo, hi = m.groups()
                if ty:
                    types[name] = ty
                ranges.append((name, int(lo) if lo else None, int(hi) if hi else None))
            else:
                preds.append(part.strip())
    return expr.strip(), types, ranges, preds, comment.strip()


def names_in(text: str) -> tuple[list[str], list[str]]:
    """Variables and buffers (names followed by `[`) of an expression text."""
    stripped = re.sub(r"T\.\w+", " ", text)
    stripped = re.sub(r"\"[^\"]*\"", " ", stripped)
    vars_, bufs = [], []
    for m in IDENT.finditer(stripped):
        name = m.group(1)
        if name in KEYWORDS:
            continue
        rest = stripped[m.end():].lstrip()
        target = bufs if rest.startswith("[") else vars_
        if name not in target:
            target.append(name)
    return vars_, bufs


def build(expr: str, types: dict, preds: list[str]):
    """TVM's expression, its predicates and the parameters by name."""
    texts = [expr] + preds
    vars_, bufs = [], []
    for t in texts:
        v, b = names_in(t)
        vars_ += [x for x in v if x not in vars_]
        bufs += [x for x in b if x not in bufs]
    params = [f"{v}: T.{types.get(v, 'int32')}" for v in vars_ if v not in bufs]
    params += [f'{b}: T.Buffer((1073741824,), "int32")' for b in bufs]
    body = "\n".join(f"    T.evaluate({t})" for t in texts)
    src = "@T.prim_func\ndef f(" + ", ".join(params) + "):\n" + body + "\n"
    func = tvm.script.from_source(src)
    stmts = list(func.body) if isinstance(func.body, tvm.tirx.SeqStmt) else [func.body]
    by_name = {p.name: p for p in func.params}
    values = [s.value for s in stmts]
    return values[0], values[1:], by_name


def simplify(expr_text, types, ranges, preds, reps):
    e, pred_exprs, params = build(expr_text, types, preds)
    ana = sym.Analyzer()
    for name, lo, hi in ranges:
        v = params.get(name)
        if v is None:
            continue
        if lo is not None and hi is not None:
            ana.bind(v, ir.Range(tvm.tirx.const(lo, v.ty), tvm.tirx.const(hi, v.ty)))
        else:
            lo_b = lo if lo is not None else sym.ConstIntBound.NEG_INF
            hi_b = hi - 1 if hi is not None else sym.ConstIntBound.POS_INF
            ana.update(v, sym.ConstIntBound(lo_b, hi_b))
    cond = None
    for p in pred_exprs:
        cond = p if cond is None else tvm.tirx.And(cond, p)
    times = []
    out = None

    def run():
        return ana.simplify(e)

    for _ in range(reps):
        if cond is not None:
            with ana.constraint_scope(cond):
                t0 = time.perf_counter()
                out = run()
                t1 = time.perf_counter()
        else:
            t0 = time.perf_counter()
            out = run()
            t1 = time.perf_counter()
        times.append((t1 - t0) * 1e6)
    return str(out), statistics.median(times)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("corpus")
    ap.add_argument("-o", "--output")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--time", action="store_true", help="also write tvm_time_us (not deterministic)")
    a = ap.parse_args()
    out = open(a.output, "w") if a.output else sys.stdout
    ok = failed = 0
    with open(a.corpus) as f:
        for ln, line in enumerate(f, 1):
            if not line.split("#")[0].strip():
                continue
            expr, types, ranges, preds, comment = parse_line(line.rstrip("\n"))
            vars_, _ = names_in(" ".join([expr] + preds))
            rec = {
                "id": f"kernels:{ln}",
                "before": expr,
                "vars": {v: types.get(v, "int32") for v in vars_},
                "preconditions": list(preds),
                "facts": {},
                "scalar_int_subset": True,
                "origin": comment,
            }
            for name, lo, hi in ranges:
                if lo is not None and hi is not None:
                    rec["facts"][name] = ["bound", lo, hi - 1]
                elif lo is not None:
                    rec["preconditions"].append(f"{name} >= {lo}")
                elif hi is not None:
                    rec["preconditions"].append(f"{name} < {hi}")
            try:
                res, us = simplify(expr, types, ranges, preds, a.reps if a.time else 1)
                rec["expected"] = res
                if a.time:
                    rec["tvm_time_us"] = round(us, 2)
                ok += 1
            except Exception as exc:  # noqa: BLE001 - recorded, not hidden
                rec["expected"] = expr
                rec["expected_exception"] = f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"
                failed += 1
            out.write(json.dumps(rec, sort_keys=True) + "\n")
    print(f"{ok} simplified by TVM {tvm.__version__}, {failed} failed", file=sys.stderr)


if __name__ == "__main__":
    main()
