#!/usr/bin/env python3
"""TVM 0.27's well-formedness verdict on every TVMScript file of our corpora.

For each file, TVM 0.27 parses it with its well-formedness checks held back, then runs the checks
its parser runs (``tvm.script.parser.core.entry.parse``): ``tvm.s_tir.analysis.verify_well_formed``
on the module, and ``tvm.tirx.analysis.verify_tirx_well_formed`` on each PrimFunc that is not
``s_tir``. Also recorded, for information: ``tvm.tirx.analysis.verify_well_formed`` (the ordinary
TIRX definition check). The verdict per file goes into ``tests/corpus/well_formed.json``:

* ``"tvm": "ok"``: TVM parses the file and its checks accept it;
* ``"tvm": "ill-formed"``: TVM parses it and a check rejects it (``message``: TVM's first line);
* ``"tvm": "parse-error"``: TVM's parser rejects it before any check (``message``);
* ``"tvm": "crash"``: TVM's process died on it (recorded, not compared).

``tests/well_formed_like_tvm.rs`` runs ``tirsat check`` semantics (read, then verify) on every file
and requires the same verdict: ``ok`` where TVM says ``ok``, a rejection (at read or by the
verifier) where TVM rejects.

Usage (from the project root):
    ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/well_formed.py [--check] [FILE ...]

Without FILEs: every ``*.py`` under ``tests/`` (TVM's test corpus ``tests/corpus/tvm_tests``
included), except ``tests/fixtures`` and files named ``*.error.*``. ``--check`` writes nothing and
exits 1 when a verdict differs from the stored one. Each file is parsed in a worker process that
is restarted when TVM crashes (the PyPI build segfaults on a few inputs).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
OUT = os.path.join(ROOT, "tests", "corpus", "well_formed.json")


def corpus_files() -> list[str]:
    files = []
    tests = os.path.join(ROOT, "tests")
    for dirpath, dirnames, filenames in os.walk(tests):
        dirnames.sort()
        rel_dir = os.path.relpath(dirpath, ROOT).replace(os.sep, "/")
        if rel_dir.startswith("tests/fixtures") or "/target" in rel_dir:
            continue
        for f in sorted(filenames):
            if f.endswith(".py") and ".error." not in f:
                files.append(f"{rel_dir}/{f}")
    return files


# ---- the worker: one TVM process answering one file per line on stdin ------------------------


def first_line(exc: BaseException) -> str:
    lines = [l.strip() for l in str(exc).splitlines() if l.strip()]
    # TVM's diagnostics put the message after "error:"; its FFI errors on the last line.
    for l in lines:
        if l.startswith("error:"):
            return l[len("error:") :].strip()
    return lines[-1] if lines else type(exc).__name__


def worker() -> int:
    import runpy
    import warnings

    warnings.simplefilter("ignore")
    sys.path.insert(0, HERE)
    import tvm  # noqa: F401
    import tvmio

    s_tir_verify = tvm.s_tir.analysis.verify_well_formed
    tirx_verify = tvm.tirx.analysis.verify_tirx_well_formed
    # The parser's own checks are held back while a file is read; they are run below.
    tvm.s_tir.analysis.verify_well_formed = lambda *a, **k: True
    tvm.tirx.analysis.verify_tirx_well_formed = lambda *a, **k: True

    def objects(path: str):
        # The names a TVM printout uses, also for files whose import comments
        # follow other header comments (`# passes: ...`), which
        # `uncomment_header` leaves commented.
        body = tvmio.uncomment_header(open(os.path.join(ROOT, path), encoding="utf-8").read())
        lines = body.splitlines(keepends=True)
        future = [l for l in lines if l.startswith("from __future__")]
        rest = [l for l in lines if not l.startswith("from __future__")]
        text = "".join(future) + tvmio.IMPORTS + "from tvm.tirx.layout import Axis\n" + "".join(rest)
        fd_path = os.path.join(ROOT, "target", "well_formed_oracle.py")
        os.makedirs(os.path.dirname(fd_path), exist_ok=True)
        with open(fd_path, "w", encoding="utf-8") as fh:
            fh.write(text)
        ns = runpy.run_path(fd_path, run_name="__tvmscript__")
        return [v for k, v in ns.items() if not k.startswith("__") and isinstance(v, (tvm.IRModule, tvm.tirx.PrimFunc))]

    for line in sys.stdin:
        path = line.strip()
        if not path:
            continue
        rec = {"file": path}
        try:
            objs = objects(path)
        except BaseException as e:  # noqa: BLE001
            rec.update(tvm="parse-error", message=first_line(e))
        else:
            if not objs:
                rec.update(tvm="parse-error", message="no IRModule or PrimFunc")
            else:
                rec["tvm"] = "ok"
                for obj in objs:
                    mod = obj if isinstance(obj, tvm.IRModule) else tvm.IRModule.from_expr(obj)
                    try:
                        s_tir_verify(mod)
                        for f in mod.functions.values():
                            if isinstance(f, tvm.tirx.PrimFunc) and not f.attrs.get("s_tir", False):
                                tirx_verify(f)
                    except BaseException as e:  # noqa: BLE001
                        rec.update(tvm="ill-formed", message=first_line(e))
                        break
                    try:
                        tvm.tirx.analysis.verify_well_formed(mod)
                    except BaseException as e:  # noqa: BLE001
                        rec.setdefault("tirx_verify_well_formed", first_line(e))
        sys.stdout.write(json.dumps(rec) + "\n")
        sys.stdout.flush()
    return 0


# ---- the driver ---------------------------------------------------------------------------------


def run_all(files: list[str]) -> dict[str, dict]:
    results: dict[str, dict] = {}
    todo = list(files)
    while todo:
        proc = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), "--worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=ROOT,
        )
        assert proc.stdin and proc.stdout

        def feed(stdin, files):
            for f in files:
                stdin.write(f + "\n")
            stdin.close()

        # Fed from a thread: the worker answers while it reads (no pipe deadlock).
        threading.Thread(target=feed, args=(proc.stdin, list(todo)), daemon=True).start()
        for line in proc.stdout:
            rec = json.loads(line)
            results[rec.pop("file")] = rec
            if len(results) % 200 == 0:
                print(f"{len(results)}/{len(files)} files", file=sys.stderr, flush=True)
        proc.wait()
        done = [f for f in todo if f in results]
        rest = todo[len(done) :]
        if rest:
            # The worker died on the first file without an answer.
            results[rest[0]] = {"tvm": "crash", "message": f"exit code {proc.returncode}"}
            rest = rest[1:]
        todo = rest
        print(f"{len(results)}/{len(files)} files", file=sys.stderr)
    return results


def main() -> int:
    if "--worker" in sys.argv:
        return worker()
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("files", nargs="*")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    files = args.files or corpus_files()
    files = [os.path.relpath(os.path.abspath(f), ROOT).replace(os.sep, "/") for f in files]
    stored = {}
    if os.path.exists(OUT):
        with open(OUT, encoding="utf-8") as fh:
            stored = json.load(fh)["files"]
    fresh = run_all(files)
    if args.check:
        bad = [f for f in files if stored.get(f) != fresh.get(f)]
        for f in bad:
            print(f"{f}: stored {stored.get(f)} now {fresh.get(f)}")
        return 1 if bad else 0
    merged = stored if args.files else {}
    merged.update(fresh)
    counts: dict[str, int] = {}
    for rec in merged.values():
        counts[rec["tvm"]] = counts.get(rec["tvm"], 0) + 1
    import tvm

    doc = {
        "tvm_version": tvm.__version__,
        "generator": "scripts/oracle/well_formed.py",
        "counts": dict(sorted(counts.items())),
        "files": dict(sorted(merged.items())),
    }
    with open(OUT, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, indent=1, sort_keys=False)
        fh.write("\n")
    print(json.dumps(doc["counts"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
