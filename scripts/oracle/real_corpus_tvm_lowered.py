#!/usr/bin/env python3
"""TVM 0.27's own output of the device-lowering slice on the real-kernel corpus, for execution.

For every module of ``tests/corpus/real`` and both configurations of its ``tvm.json`` (default,
``tirx.merge_static_smem=1``), reads the corpus input with TVM (``real_corpus.load_unchecked``:
TVM's parse of its own printout), runs the tail of TVM's s_tir pipeline from
``s_tir.MergeSharedMemoryAllocations`` on (the passes ``manifest.json`` names: the merge,
SplitHostDevice, MakePackedAPI, FP8/BF16 storage legalization) under that configuration, and writes
TVM's printout to ``OUT/<module>/<config>.merged.tvm.py`` and ``OUT/<module>/<config>.lowered.tvm.py``
(or ``<config>.error.txt``). The interpreter then runs the corpus input against TVM's output on
the same inputs:

    tirsat run --compare tests/corpus/real/M/input.py OUT/M/default.lowered.tvm.py

(the input of the ``static`` configuration is ``static.input.py`` where the corpus has one).
Nothing is written into the repository: TVM's output is regenerated, not kept.

Usage:
    ${TVM_PYTHON:-/work/main/.venv-tvm/bin/python} scripts/oracle/real_corpus_tvm_lowered.py OUT [NAME ...]
"""

from __future__ import annotations

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools"))

import real_corpus  # noqa: E402


def main() -> None:
    out = sys.argv[1]
    names = set(sys.argv[2:])
    import tvm  # noqa: PLC0415
    import tvmio  # noqa: PLC0415

    tvmio.quiet_tvm_warnings()
    manifest = json.load(open(real_corpus.MANIFEST))
    slice_names = manifest["slice"]
    for name in sorted(manifest["modules"]):
        if names and name not in names:
            continue
        mdir = os.path.join(real_corpus.CORPUS, name)
        golden = json.load(open(os.path.join(mdir, "tvm.json")))
        os.makedirs(os.path.join(out, name), exist_ok=True)
        for cname, rec in golden.items():
            text = open(os.path.join(mdir, rec.get("input_file", "input.py"))).read()
            base = os.path.join(out, name, cname)
            try:
                mod, _ = real_corpus.load_unchecked(text, "")
                config = {k: bool(v) for k, v in rec.get("config", {}).items()}
                with tvm.transform.PassContext(config=config):
                    passes = real_corpus.s_tir_pass_list(tvm)
                    by_name = {p.info.name: p for p in passes}
                    for pname in slice_names:
                        mod = by_name[pname](mod)
                        if pname == real_corpus.CUT_PASS:
                            with open(base + ".merged.tvm.py", "w") as fh:
                                fh.write(tvmio.script(mod))
                with open(base + ".lowered.tvm.py", "w") as fh:
                    fh.write(tvmio.script(mod))
                print(f"{name} [{cname}]: written")
            except Exception as exc:  # noqa: BLE001 - TVM's error is the result
                with open(base + ".error.txt", "w") as fh:
                    fh.write(f"{type(exc).__name__}: {tvmio.first_line(exc)}\n")
                print(f"{name} [{cname}]: {type(exc).__name__}: {tvmio.first_line(exc)}")


if __name__ == "__main__":
    main()
