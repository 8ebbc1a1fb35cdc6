#!/usr/bin/env python3
"""Regenerate TVM 0.27's printed form of every TVMScript input in tests/scripts/.

For each ``tests/scripts/NAME.py`` this script

1. runs the file with TVM (it must define exactly one ``IRModule`` or ``PrimFunc``),
2. writes ``obj.script()`` to ``tests/golden/fmt/NAME.py`` (a bare ``@T.prim_func`` is printed as
   a PrimFunc, exactly as TVM prints it; it is NOT wrapped into a module),
3. parses that printout back with TVM (the commented-out header imports are re-enabled first) and
   records in ``tests/golden/fmt/manifest.json`` whether the result is structurally equal to the
   original parse (``tvm_ffi.structural_equal(a, b, map_free_vars=True)``).

Usage:
    ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/regen_goldens.py [--check] [NAME.py ...]

``--check`` writes nothing and exits 1 if any golden file or manifest entry would change.
With explicit file names only those inputs are processed (the manifest keeps the other entries).
"""

from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import tvm  # noqa: E402

import tvmio  # noqa: E402

ROOT = tvmio.repo_root()
SCRIPTS = os.path.join(ROOT, "tests", "scripts")
GOLDEN = os.path.join(ROOT, "tests", "golden", "fmt")
MANIFEST = os.path.join(GOLDEN, "manifest.json")


def process(path: str) -> tuple[str, dict]:
    """Return (printed text, manifest entry) for one input file. Raises if TVM cannot parse it."""
    obj = tvmio.load_file(path)
    text = tvmio.script(obj)
    kind = "prim_func" if isinstance(obj, tvm.tirx.PrimFunc) else "module"
    entry = {"kind": kind, "tvm_reparse_equal": False, "note": ""}
    try:
        back = tvmio.load_source(text, os.path.basename(path)[:-3])
    except BaseException as exc:  # noqa: BLE001 - TVM raises many types, incl. SystemExit
        entry["note"] = f"printed form does not parse: {type(exc).__name__}: {tvmio.first_line(exc)}"
        return text, entry
    if type(back) is not type(obj):
        entry["note"] = f"printed form parses to a {type(back).__name__}, not a {type(obj).__name__}"
        return text, entry
    if tvmio.struct_equal(obj, back):
        entry["tvm_reparse_equal"] = True
    else:
        entry["note"] = "printed form parses but is not structurally equal to the input"
    return text, entry


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare only; write nothing")
    ap.add_argument("files", nargs="*", help="input names or paths (default: all of tests/scripts)")
    args = ap.parse_args()

    if args.files:
        names = sorted(os.path.basename(f) for f in args.files)
    else:
        names = sorted(f for f in os.listdir(SCRIPTS) if f.endswith(".py"))

    manifest: dict = {}
    if os.path.exists(MANIFEST):
        with open(MANIFEST) as fh:
            manifest = json.load(fh)
    if not args.files:
        manifest = {k: v for k, v in manifest.items() if k in names}

    os.makedirs(GOLDEN, exist_ok=True)
    changed = []
    failed = []
    for name in names:
        src = os.path.join(SCRIPTS, name)
        try:
            text, entry = process(src)
        except BaseException as exc:  # noqa: BLE001
            failed.append(f"{name}: {type(exc).__name__}: {tvmio.first_line(exc)}")
            continue
        out = os.path.join(GOLDEN, name)
        old = open(out).read() if os.path.exists(out) else None
        if old != text:
            changed.append(tvmio.relpath(out, ROOT))
            if not args.check:
                with open(out, "w") as fh:
                    fh.write(text)
        if manifest.get(name) != entry:
            changed.append(f"manifest[{name}]")
        manifest[name] = entry
        mark = "=" if entry["tvm_reparse_equal"] else "!"
        print(f"{mark} {name}{'  (' + entry['note'] + ')' if entry['note'] else ''}")

    body = json.dumps(manifest, indent=2, sort_keys=True) + "\n"
    if not args.check:
        with open(MANIFEST, "w") as fh:
            fh.write(body)
        # Remove goldens whose input no longer exists (only on a full run).
        if not args.files:
            for f in sorted(os.listdir(GOLDEN)):
                if f.endswith(".py") and f not in names:
                    os.unlink(os.path.join(GOLDEN, f))
                    changed.append(f"removed {f}")

    equal = sum(1 for n in names if manifest.get(n, {}).get("tvm_reparse_equal"))
    print(f"{len(names) - len(failed)} inputs printed, {equal} re-parse structurally equal, "
          f"{len(failed)} inputs failed to parse")
    for f in failed:
        print(f"INPUT PARSE FAILURE {f}")
    if args.check and changed:
        print("out of date: " + ", ".join(changed))
        return 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
