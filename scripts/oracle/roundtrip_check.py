#!/usr/bin/env python3
"""Check that TVMScript written by our printer means the same thing to TVM 0.27 as the original.

For every given file (or every ``*.py`` in a given directory) this parses the file with TVM and
compares it, with ``tvm_ffi.structural_equal(a, b, map_free_vars=True)``, against a reference:

* default: TVM's parse of the input of the same name in ``tests/scripts/`` (``--ref-dir`` changes
  the directory). The name is matched on the part before the first dot, so ``foo.py``,
  ``foo.tirsat.py`` and ``foo.tvm.py`` all pair with ``foo.py``;
* ``--pair OURS=REF``: an explicit pairing (repeatable; OURS is then not taken from the positional
  arguments);
* ``--run-passes``: the reference file is a pass case (``tests/passes/<Pass>/<case>.py``, header
  convention of ``regen_pass_goldens.py``) and the reference is TVM's in-memory output of running
  that case's passes, so our printed pass output is checked without going through TVM's printer.
  Example: ``roundtrip_check.py --run-passes --ref-dir tests/passes/SplitHostDevice out/split/``.

Files may have their imports commented out (as TVM prints them); they are re-enabled, and missing
``I``/``T`` imports are added. Prints ``OK name`` / ``FAIL name: reason`` per file and finally
``N passed, M failed``. Exit status 1 if anything failed.

Usage:
    ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/roundtrip_check.py [--ref-dir DIR]
        [--run-passes] [--pair OURS=REF ...] [DIR_OR_FILE ...]
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import tvm  # noqa: E402

import tvmio  # noqa: E402

ROOT = tvmio.repo_root()


def expand(paths: list[str]) -> list[str]:
    out = []
    for p in paths:
        if os.path.isdir(p):
            out.extend(
                os.path.join(p, f) for f in sorted(os.listdir(p)) if f.endswith(".py")
            )
        else:
            out.append(p)
    return out


def reference_for(ours: str, ref_dir: str) -> str:
    stem = os.path.basename(ours).split(".", 1)[0]
    return os.path.join(ref_dir, stem + ".py")


def load_reference(path: str, run_passes: bool):
    if not run_passes:
        return tvmio.load_file(path)
    import regen_pass_goldens as rpg  # local module, needs TVM too

    header = rpg.parse_header(path)
    specs = header["passes"] or [os.path.basename(os.path.dirname(os.path.abspath(path)))]
    mod = tvmio.load_file(path)
    with tvm.transform.PassContext(config=header["config"]):
        for spec in specs:
            mod = rpg.make_pass(spec)(mod)
    return mod


def check(ours: str, ref: str, run_passes: bool) -> str | None:
    """None when equal, else the reason."""
    if not os.path.exists(ref):
        return f"no reference {tvmio.relpath(ref, ROOT)}"
    try:
        expected = load_reference(ref, run_passes)
    except BaseException as exc:  # noqa: BLE001
        return f"reference {tvmio.relpath(ref, ROOT)} failed: {type(exc).__name__}: {tvmio.first_line(exc)}"
    try:
        with open(ours) as fh:
            got = tvmio.load_source(fh.read(), os.path.basename(ours).split(".", 1)[0])
    except BaseException as exc:  # noqa: BLE001
        return f"TVM cannot parse it: {type(exc).__name__}: {tvmio.first_line(exc)}"
    if type(got) is not type(expected):
        return f"parses to a {type(got).__name__}, reference is a {type(expected).__name__}"
    if not tvmio.struct_equal(expected, got):
        return "not structurally equal to the reference"
    return None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="*", help="our printed files, or directories of them")
    ap.add_argument("--ref-dir", default=os.path.join(ROOT, "tests", "scripts"))
    ap.add_argument("--pair", action="append", default=[], metavar="OURS=REF")
    ap.add_argument("--run-passes", action="store_true", help="reference = TVM pass output of the case")
    args = ap.parse_args()

    pairs = []
    for item in args.pair:
        ours, sep, ref = item.partition("=")
        if not sep:
            ap.error(f"--pair expects OURS=REF, got {item!r}")
        pairs.append((ours, ref))
    for ours in expand(args.paths):
        pairs.append((ours, reference_for(ours, args.ref_dir)))
    if not pairs:
        ap.error("nothing to check")

    passed = failed = 0
    for ours, ref in pairs:
        reason = check(ours, ref, args.run_passes)
        name = os.path.relpath(ours)
        if reason is None:
            passed += 1
            print(f"OK {name}")
        else:
            failed += 1
            print(f"FAIL {name}: {reason}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
