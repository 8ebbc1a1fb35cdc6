#!/usr/bin/env python3
"""TVM 0.27's Analyzer on proof goals with shifts and bitwise operators (issue 32 pt 3, 28 pt 4).

The goals are our own (written for tirsat, in the spirit of what TVM's arith tests exercise:
bounds of `>>`, `<<`, `&` of bounded variables, congruences through shifts and masks, and
their interplay with `//` and `%` by powers of two), each instantiated at every integer dtype
it makes sense for (int8 ... int64, uint8 ... uint64). A goal is
`(name, predicate text, {var: (lo, hi_exclusive)}, dtypes)`; the predicate is a Python
expression over the variables (TVM's operator overloads: `>> << & | ^ ~ // %`), the helpers
`T.min`, `T.max`, `T.shift_left`, `T.shift_right`, `T.bitwise_not`, and integer literals,
which are written out as constants of the goal's dtype (`T.int8(4)`), so TVM and tirsat's
TVMScript reader read the same typed expression.

For each instance this sets the ranges (`Analyzer.update` with a `ConstIntBound`) and records `can_prove` at
`ProofStrength.DEFAULT`, at `SYMBOLIC_BOUND`, and at `SYMBOLIC_BOUND` with a large Z3 resource
limit (`set_z3_rlimit(Z3_LARGE_RLIMIT)`; the PyPI build has Z3). Writes one JSON object per line:
    {"id": "NAME:DTYPE", "pred": TEXT, "vars": {name: dtype}, "ranges": {name: [lo, hi)},
     "tvm": {"default": bool, "symbolic_bound": bool, "z3_large": bool}}
A query that does not answer within TIMEOUT_S seconds counts as not proved (printed on stderr).
`tests/arith_bitops.rs` reads it: every goal TVM proves at any strength must be proved by
`Simplifier::prove`, and nothing we prove may be false (checked by evaluation).

Usage: ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/bitops_prove_tvm.py
    [-o tests/corpus/exprs/bitops.tvm.jsonl]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import re
import sys

import tvm
from tvm import sym, tirx

SIGNED = ["int8", "int16", "int32", "int64"]
UNSIGNED = ["uint8", "uint16", "uint32", "uint64"]
ALL = SIGNED + UNSIGNED

# (name, predicate, ranges, dtypes). Ranges are half-open; every range fits every listed dtype.
GOALS: list[tuple[str, str, dict[str, tuple[int, int]], list[str]]] = [
    # ---- bounds of shifts (ConstIntBound's shift_right / shift_left) ----
    ("shr_bound", "(tx >> 2) < 32", {"tx": (0, 128)}, ALL),
    ("shr_bound_tight", "(tx >> 2) <= 31", {"tx": (0, 128)}, ALL),
    ("shr_bound_false", "(tx >> 2) < 31", {"tx": (0, 128)}, ALL),
    ("shr_nonneg", "(tx >> 3) >= 0", {"tx": (0, 100)}, ALL),
    ("shr_signed_bound", "(x >> 3) < 8", {"x": (-64, 64)}, SIGNED),
    ("shr_signed_lower", "(x >> 3) >= -8", {"x": (-64, 64)}, SIGNED),
    ("shr_var_amount", "(x >> y) <= x", {"x": (0, 100), "y": (0, 4)}, ALL),
    ("shr_var_amount_bound", "(x >> y) < 12", {"x": (-9, 12), "y": (2, 5)}, SIGNED),
    ("shl_bound", "(x << 2) < 64", {"x": (0, 16)}, ALL),
    ("shl_bound_false", "(x << 3) < 64", {"x": (0, 16)}, ALL),
    ("shl_var_amount", "(x << y) <= 120", {"x": (0, 16), "y": (0, 3)}, ALL),
    ("shl_one_pos", "T.shift_left(ONE, y) > 0", {"y": (0, 7)}, ALL),
    ("shl_ge_self", "(x << y) >= x", {"x": (1, 8), "y": (0, 4)}, ALL),
    # ---- bounds of bitwise operators ----
    ("and_mask_bound", "(x & 7) < 8", {"x": (0, 100)}, ALL),
    ("and_mask_any_sign", "(x & 7) >= 0", {"x": (-100, 100)}, SIGNED),
    ("and_bound_min", "(x & y) <= 10", {"x": (-9, 12), "y": (2, 11)}, SIGNED),
    ("and_le_operand", "(x & y) <= x", {"x": (0, 64), "y": (0, 64)}, ALL),
    ("or_ge_operand", "x <= (x | y)", {"x": (0, 64), "y": (0, 64)}, ALL),
    ("or_bound", "(x | y) < 64", {"x": (0, 64), "y": (0, 64)}, ALL),
    ("or_const_bound", "(x | 3) < 64", {"x": (0, 64)}, ALL),
    ("xor_bound", "(x ^ y) < 64", {"x": (0, 64), "y": (0, 64)}, ALL),
    ("xor_const_bound", "(x ^ 1) < 100", {"x": (0, 98)}, ALL),
    ("not_identity", "~x == -x - 1", {"x": (0, 64)}, SIGNED),
    ("not_negative", "~x < 0", {"x": (0, 64)}, SIGNED),
    ("not_unsigned", "~x + x == T.max_value_of_x", {"x": (0, 64)}, UNSIGNED),
    # ---- interplay with // and % by powers of two ----
    ("shr_is_floordiv", "(x >> 2) == x // 4", {"x": (0, 128)}, ALL),
    ("shr_is_floordiv_signed", "(x >> 4) == x // 16", {"x": (-64, 64)}, SIGNED),
    ("and_is_floormod", "(x & 3) == x % 4", {"x": (0, 128)}, ALL),
    ("and_is_floormod_signed", "(x & 15) == x % 16", {"x": (-64, 64)}, SIGNED),
    ("shl_is_mul", "(x << 2) == x * 4", {"x": (0, 16)}, ALL),
    ("split_recombine", "((x >> 2) << 2) + (x & 3) == x", {"x": (0, 128)}, ALL),
    ("split_recombine_or", "((x >> 3) << 3 | (x & 7)) == x", {"x": (0, 128)}, ALL),
    ("split_mul_add", "(x >> 4) * 16 + (x & 15) == x", {"x": (0, 128)}, ALL),
    ("shr_mul_le", "(x >> 1) * 2 <= x", {"x": (0, 100)}, ALL),
    ("shr_mul_gt", "x - (x >> 1) * 2 < 2", {"x": (0, 100)}, ALL),
    ("high_mask_mod", "(x & -4) % 4 == 0", {"x": (-64, 64)}, SIGNED),
    ("high_mask_le", "(x & -4) <= x", {"x": (-64, 64)}, SIGNED),
    ("or_one_odd", "(x | 1) % 2 == 1", {"x": (0, 100)}, ALL),
    ("and_mod_of_mod", "(x % 16) & 3 == x % 4", {"x": (0, 128)}, ALL),
    ("shr_of_floordiv", "(x // 4) >> 1 == x // 8", {"x": (0, 128)}, ALL),
    ("shr_shr", "(x >> 2) >> 3 == x >> 5", {"x": (0, 128)}, ALL),
    ("shr_lt_from_lt", "(x >> 3) < 4", {"x": (0, 32)}, ALL),
    ("mask_index_bound", "(x >> 5) * 32 + (x & 31) < 128", {"x": (0, 128)}, ALL),
    # ---- congruences (ModularSet's shift_left / shift_right / bitwise_and) ----
    ("shl_modular", "((x * 4 + 2) << 2) % 16 == 8", {"x": (0, 8)}, ALL),
    ("shr_modular", "((x * 4 + 2) >> 1) % 2 == 1", {"x": (0, 8)}, ALL),
    ("and_modular", "((x * 16 + y * 4) & 31) % 4 == 0", {"x": (0, 4), "y": (0, 4)}, ALL),
    ("and_arbitrary_modular", "((x * 16 + y * 4) & 17) % 4 == 0", {"x": (0, 4), "y": (0, 4)}, ALL),
    # ---- near the width ----
    ("shr_top_bit", "(x >> (BITS - 1)) <= 1", {"x": (0, 100)}, ALL),
    ("shl_near_width", "(x << (BITS - 2)) >= 0", {"x": (0, 2)}, UNSIGNED),
]


# Z3's deterministic resource limit for the third verdict: far above the default (with no limit,
# `set_z3_rlimit(0)`, some 64-bit instances did not finish in 30 minutes).
Z3_LARGE_RLIMIT = 20_000_000
# Wall-clock limit per query; a query that does not answer counts as not proved.
TIMEOUT_S = 20


def max_value(dtype: str) -> int:
    bits = int(dtype.lstrip("uint"))
    return (1 << bits) - 1 if dtype.startswith("u") else (1 << (bits - 1)) - 1


LITERAL = re.compile(r"(?<![\w.)])(-?\d+)(?![\w(])")


def instantiate(pred: str, dtype: str) -> str:
    """The predicate text at `dtype` (also what tirsat reads): `BITS` is the width, every
    integer literal becomes a constant of the dtype (`T.int8(4)`: TVM reads a bare `x // 4`
    with an int8 `x` as `T.Cast("int32", x) // 4`)."""
    bits = int(dtype.lstrip("uint"))
    text = (
        pred.replace("BITS", str(bits))
        .replace("T.max_value_of_x", str(max_value(dtype)))
        .replace("ONE", "1")
    )
    return LITERAL.sub(lambda m: f"T.{dtype}({m.group(1)})", text)


def literals_fit(pred: str, dtype: str) -> bool:
    """Whether every integer literal of the instantiated `pred` is a value of `dtype` (TVM
    rejects an out-of-range constant such as `T.int8(128)`, and so does tirsat's reader: such
    an instance is not a goal at that dtype)."""
    bits = int(dtype.lstrip("uint"))
    lo, hi = (0, (1 << bits) - 1) if dtype.startswith("u") else (-(1 << (bits - 1)), max_value(dtype))
    return all(lo <= int(v) <= hi for v in re.findall(rf"T\.{dtype}\((-?\d+)\)", pred))


class _T:
    """The `T.` helpers the predicates use (TVM's constructors)."""

    min = staticmethod(tirx.min)
    max = staticmethod(tirx.max)
    shift_left = staticmethod(tirx.shift_left)
    shift_right = staticmethod(tirx.shift_right)
    bitwise_not = staticmethod(tirx.bitwise_not)


for _d in ALL:
    setattr(_T, _d, staticmethod(lambda v, _d=_d: tirx.const(v, _d)))


def can_prove(expr, variables, ranges, strength, large) -> bool:
    ana = sym.Analyzer()
    if large:
        ana.set_z3_rlimit(Z3_LARGE_RLIMIT)
    for v, (lo, hi) in ranges.items():
        # (`bind` needs the exclusive end as a constant of the dtype, which [0, 128) in
        # int8 does not have: the bound is the same fact.)
        ana.update(variables[v], sym.ConstIntBound(lo, hi - 1))
    return bool(ana.can_prove(expr, strength))


def prove_with_timeout(expr, variables, ranges, strength, large) -> bool:
    """`can_prove` in a forked child, `False` when it does not answer in TIMEOUT_S seconds
    (Z3's resource limit does not bound every 64-bit and 16-bit bit-vector query)."""
    ctx = multiprocessing.get_context("fork")
    q = ctx.Queue()
    p = ctx.Process(target=lambda: q.put(can_prove(expr, variables, ranges, strength, large)))
    p.start()
    p.join(TIMEOUT_S)
    if p.is_alive():
        p.kill()
        p.join()
        print("  timeout", file=sys.stderr, flush=True)
        return False
    return bool(q.get()) if p.exitcode == 0 else False


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-o", "--output", default="tests/corpus/exprs/bitops.tvm.jsonl")
    args = ap.parse_args()
    out = []
    for name, pred, ranges, dtypes in GOALS:
        for dtype in dtypes:
            text = instantiate(pred, dtype)
            if not literals_fit(text, dtype):
                print(f"{name}:{dtype}: a literal is out of range, skipped", file=sys.stderr)
                continue
            variables = {v: tirx.Var(v, dtype) for v in ranges}
            env = dict(variables)
            env["T"] = _T
            expr = eval(text, {"__builtins__": {}}, env)  # noqa: S307 - our own goal texts
            print(f"{name}:{dtype}", file=sys.stderr, flush=True)
            verdicts = {}
            for key, strength, large in [
                ("default", sym.ProofStrength.DEFAULT, False),
                ("symbolic_bound", sym.ProofStrength.SYMBOLIC_BOUND, False),
                ("z3_large", sym.ProofStrength.SYMBOLIC_BOUND, True),
            ]:
                verdicts[key] = prove_with_timeout(expr, variables, ranges, strength, large)
            out.append(
                {
                    "id": f"{name}:{dtype}",
                    "pred": text,
                    "vars": {v: dtype for v in ranges},
                    "ranges": {v: [lo, hi] for v, (lo, hi) in ranges.items()},
                    "tvm": verdicts,
                }
            )
    with open(args.output, "w") as f:
        for o in out:
            f.write(json.dumps(o, sort_keys=True) + "\n")
    proved = {k: sum(o["tvm"][k] for o in out) for k in ["default", "symbolic_bound", "z3_large"]}
    print(f"{len(out)} goals; TVM proves {proved}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
