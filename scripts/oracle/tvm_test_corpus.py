#!/usr/bin/env python3
"""Extract the TVMScript programs of TVM's own tests and store TVM 0.27's printouts of them.

TVM's test files are read from a git mirror of apache/tvm (never copied into this project): the
selected test directories are unpacked into a temporary directory and each test file is run
with pytest under TVM 0.27, with this module loaded as a pytest plugin that records

* every program the tests parse (``@T.prim_func`` / ``@I.ir_module`` / ``tvm.script.from_source``,
  top-level parses only) and every PrimFunc / IRModule a test prints (``.script()``, e.g. the
  IRBuilder-built programs of the printer tests): TVM's printout ``.script()`` becomes a corpus
  program, with whether TVM's own parser reads that printout back structurally equal;
* every call of one of the passes tirsat implements (``Pass.__call__`` of ``tirx.SplitHostDevice``,
  ``tirx.MakePackedAPI``, ``s_tir.MergeSharedMemoryAllocations``, ...), with its arguments and
  the pass context's configuration: the printout of the input, and TVM's output (printout, plus
  the elided metadata strings and an in-memory dump where the printout is lossy, as
  ``regen_pass_goldens.py`` does) or its error.

Where the text comparison cannot decide (TVM cannot read a printout back, or reads it as another
program; a pass whose input printout is lossy or whose output TVM cannot read back), tirsat's
printout is made too (the release binary ``target/release/tirsat fmt`` / ``lower``, or
``$TIRSAT_BIN``), parsed by TVM 0.27 and compared with ``structural_equal`` against TVM's
in-memory object (the program the test built, the result TVM's pass computed; for a lossy input
also against TVM's pass applied to TVM's own parse of the input printout). The verdict and the
hash of tirsat's printout it was made on go into the manifest (``ours_check``):
``tests/tvm_test_corpus.rs`` trusts a verdict only while its printout still has that hash, and
fails (naming this script's ``--only`` command) when it does not. Two cases no printout can
pass as is: a program the test built with ``check_well_formed=False`` that TVM's well-formedness
checks reject in memory too is parsed with those checks off (``parsed_unchecked``); where TVM
cannot parse its own printout at all, the lossy forms of that printout (``T.attr(0, ...)`` over
an IntImm node, a store of a non-int32 ``T.call_packed``) are applied to TVM's object as TVM's
parser reads them (``in_memory_as_tvm_parses``; for a pass pair, TVM's pass on that input:
``on_input_as_tvm_parses``).

Parses that TVM 0.27 itself rejects are counted, not stored (the tests of the mirror are close to,
not exactly, 0.27; some deliberately write invalid programs). Identical printouts are stored once.

Output (``tests/corpus/tvm_tests/``; what TVM printed, never TVM's test code):

* ``programs/<test file>/<test>__<name>.py``: TVM's printout of one program, and
  ``<name>.reparsed.txt`` where TVM's parser reads that printout back to something else
  (TVM's printout of what its parser made of it);
* ``pairs/<test file>/<test>__<pass>_<k>.py``: a pass case in the header convention of
  ``tests/passes`` (``# passes:`` / ``# config:`` lines, then TVM's printout of the input), next to
  ``.tvm.py`` / ``.error.txt`` / ``.tvm.meta.json`` / ``.tvm.dump`` as in ``regen_pass_goldens.py``;
* ``manifest.json``: the mirror commit, TVM version, per test file counts, and one entry per
  program (kind, test, ``tvm_reparse_equal``) and per pass pair.

Usage:
    ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/tvm_test_corpus.py
        [--mirror /work/.mirror/apache+tvm/repo] [--rev HEAD] [--check] [--keep-tmp]
        [--only SUBSTRING ...] [--timeout SECONDS]

``--check`` writes nothing and exits 1 when the stored corpus differs from a fresh extraction.
``--only`` runs a subset of test files (and then leaves the other files' outputs and manifest
entries alone; the manifest's counts are recomputed over all entries).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
OUT_DIR = os.path.join(ROOT, "tests", "corpus", "tvm_tests")
DEFAULT_MIRROR = "/work/.mirror/apache+tvm/repo"

# Test files whose programs make up the corpus: directories (every test_*.py directly in them)
# and single files, relative to the mirror's root.
SELECTION = [
    "tests/python/tirx-transform",
    "tests/python/s_tir/transform",
    "tests/python/tvmscript",
    "tests/python/tirx/test_parser_printer.py",
    "tests/python/tirx/test_roundtrip_namespaces.py",
    "tests/python/tirx/test_printer_tir_namespaces.py",
    "tests/python/tirx/test_buffer_print.py",
    "tests/python/tirx/test_exec_scope.py",
    "tests/python/tirx/test_layout.py",
]
# Directories unpacked for the tests to import their helpers from.
UNPACK = ["tests/python/tirx-transform", "tests/python/s_tir", "tests/python/tvmscript",
          "tests/python/tirx"]

# TVM pass names (``Pass.info.name``) of the passes tirsat implements -> tirsat's name.
OUR_PASSES = {
    "tirx.AnnotateEntryFunc": "AnnotateEntryFunc",
    "s_tir.MergeSharedMemoryAllocations": "MergeSharedMemoryAllocations",
    "tirx.MergeSharedMemoryAllocations": "MergeSharedMemoryAllocations",
    "tirx.BindTarget": "BindTarget",
    "tirx.ConvertSSA": "ConvertSSA",
    "tirx.SplitHostDevice": "SplitHostDevice",
    "tirx.AnnotateDeviceRegions": "AnnotateDeviceRegions",
    "tirx.LowerDeviceKernelLaunch": "LowerDeviceKernelLaunch",
    "tirx.BF16ComputeLegalize": "BF16ComputeLegalize",
    "tirx.FP8ComputeLegalize": "FP8ComputeLegalize",
    "tirx.MakePackedAPI": "MakePackedAPI",
    "tirx.FP8StorageLegalize": "FP8StorageLegalize",
    "tirx.BF16StorageLegalize": "BF16StorageLegalize",
}

RESULTS_ENV = "TIRSAT_TVM_CORPUS_RESULTS"


# =============================================================================================
# Driver


def git(mirror: str, *args: str, binary: bool = False):
    out = subprocess.run(["git", "-C", mirror, *args], check=True, capture_output=True)
    return out.stdout if binary else out.stdout.decode()


def test_files(mirror: str, rev: str) -> list[str]:
    files = []
    for sel in SELECTION:
        if sel.endswith(".py"):
            files.append(sel)
            continue
        listing = git(mirror, "ls-tree", "--name-only", f"{rev}:{sel}").split()
        files.extend(f"{sel}/{n}" for n in sorted(listing) if n.startswith("test_") and n.endswith(".py"))
    return files


def unpack(mirror: str, rev: str, dest: str):
    tar = git(mirror, "archive", rev, *UNPACK, binary=True)
    subprocess.run(["tar", "-x", "-C", dest], input=tar, check=True)


def run_file(tmp: str, rel: str, timeout: int) -> dict:
    """Runs one test file under pytest with this module as plugin; returns its records.

    Records are appended to a JSON-lines file as they happen, so a test that crashes the
    process (some segfault in the 0.27 wheel) loses nothing recorded before it; the file is
    then run again without the crashing test (up to 10 times)."""
    results = os.path.join(tmp, "results.jsonl")
    if os.path.exists(results):
        os.unlink(results)
    env = dict(os.environ)
    env["PYTHONPATH"] = HERE + os.pathsep + env.get("PYTHONPATH", "")
    env[RESULTS_ENV] = results
    env.setdefault("TVM_NUM_THREADS", "1")
    deselect: list = []
    statuses = []
    for _ in range(10):
        cmd = [sys.executable, "-m", "pytest", "-q", "-p", "tvm_test_corpus", "-p", "no:cacheprovider",
               "--noconftest", "-o", "addopts=", "--rootdir", tmp, rel]
        for d in deselect:
            cmd += ["--deselect", d]
        try:
            proc = subprocess.run(cmd, cwd=tmp, env=env, capture_output=True, text=True,
                                  timeout=timeout)
            tail = proc.stdout.strip().splitlines()[-1:] if proc.stdout.strip() else []
            statuses.append(f"pytest exit {proc.returncode}" + (f" ({tail[0]})" if tail else ""))
            crashed = proc.returncode < 0
        except subprocess.TimeoutExpired:
            statuses.append(f"timeout after {timeout}s")
            crashed = True
        if not crashed:
            break
        last = _last_started(results)
        if last is None or last in deselect:
            break
        statuses[-1] += f" in {last.split('::', 1)[-1]}"
        deselect.append(last)
    data = {"programs": [], "parse_errors": [], "pairs": [], "other_passes": {}}
    seen = set()
    if os.path.exists(results):
        with open(results) as fh:
            for line in fh:
                rec = json.loads(line)
                kind = rec.pop("record")
                if kind == "other_pass":
                    data["other_passes"][rec["name"]] = data["other_passes"].get(rec["name"], 0) + 1
                elif kind in ("programs", "parse_errors", "pairs"):
                    # A re-run records the tests before the crash again.
                    ident = json.dumps(rec, sort_keys=True)
                    if ident in seen:
                        continue
                    seen.add(ident)
                    data[kind].append(rec)
    data["status"] = "; ".join(statuses)
    return data


def _last_started(results: str) -> str | None:
    last = None
    if os.path.exists(results):
        with open(results) as fh:
            for line in fh:
                rec = json.loads(line)
                if rec["record"] == "start":
                    last = rec["nodeid"]
    return last


def safe(name: str) -> str:
    s = re.sub(r"[^A-Za-z0-9_]+", "_", name).strip("_")
    return s[:80] or "anon"


def build(mirror: str, rev: str, only: list[str], timeout: int, keep_tmp: bool) -> tuple[dict, dict]:
    """(files {relative path: text}, manifest)."""
    import tvm  # noqa: PLC0415

    commit = git(mirror, "rev-parse", rev).strip()
    all_files = test_files(mirror, rev)
    files_sel = [f for f in all_files if not only or any(o in f for o in only)]
    stem_of = lambda f: os.path.basename(f)[: -len(".py")]  # noqa: E731
    order = {stem_of(f): i for i, f in enumerate(all_files)}
    # A partial run: a program a file left alone already holds is a duplicate when that file
    # comes first, as in a full run (the first file printing a program keeps it).
    kept = stored_programs({stem_of(f) for f in files_sel}) if only else {}
    tmp = tempfile.mkdtemp(prefix="tirsat_tvm_tests_")
    out_files: dict = {}
    manifest = {
        "source": {"mirror_commit": commit, "tvm": tvm.__version__, "selection": SELECTION},
        "files": {},
        "programs": {},
        "pairs": {},
    }
    seen_programs: dict = {}
    try:
        unpack(mirror, rev, tmp)
        for rel in files_sel:
            stem = os.path.basename(rel)[: -len(".py")]
            print(f"running {rel} ...", flush=True)
            data = run_file(tmp, rel, timeout)
            used: set = set()

            def unique(base: str) -> str:
                name, k = base, 1
                while name in used:
                    k += 1
                    name = f"{base}_{k}"
                used.add(name)
                return name

            n_new = n_dup = 0
            for p in data["programs"]:
                text = p["script"]
                if text in seen_programs or order.get(kept.get(text), len(order)) < order[stem]:
                    n_dup += 1
                    continue
                if text in kept:
                    print(f"  note: {stem} now holds a program {kept[text]} also stores "
                          f"(a full run removes that copy)", flush=True)
                key = f"programs/{stem}/{unique(safe(p['test']) + '__' + safe(p['name']))}"
                seen_programs[text] = key
                out_files[key + ".py"] = text
                if p.get("reparsed") and p["reparsed"] != text:
                    # TVM reads its own printout back as something else: how TVM
                    # prints what its parser made of it.
                    out_files[key + ".reparsed.txt"] = p["reparsed"]
                entry = {k: p[k] for k in ("test", "name", "kind", "origin", "tvm_reparse_equal")}
                for k in ("reparse_note", "ours_check"):
                    if p.get(k):
                        entry[k] = p[k]
                manifest["programs"][key] = entry
                n_new += 1
            n_pairs = 0
            seen_pairs: set = set()
            for q in data["pairs"]:
                ident = (q["input"], tuple(q["passes"]), json.dumps(q["config"], sort_keys=True))
                if ident in seen_pairs:
                    continue
                seen_pairs.add(ident)
                base = safe(q["test"]) + "__" + safe("_".join(s.split("(")[0] for s in q["passes"]))
                key = f"pairs/{stem}/{unique(base)}"
                header = f"# passes: {', '.join(q['passes'])}\n"
                if q["config"]:
                    header += "# config: " + ", ".join(f"{k}={v!r}" for k, v in sorted(q["config"].items())) + "\n"
                header += f"# covers: {rel}::{q['test']}\n"
                out_files[key + ".py"] = header + q["input"]
                for suffix, text in q["files"].items():
                    out_files[key + suffix] = text
                entry = {k: q[k] for k in ("test", "passes", "config", "result", "input_reparse_equal")}
                for k in ("error", "tvm_reparse_equal", "tvm_dump", "reparse_note", "ours_check"):
                    if k in q:
                        entry[k] = q[k]
                manifest["pairs"][key] = entry
                n_pairs += 1
            manifest["files"][rel] = {
                "status": data["status"],
                "programs": n_new,
                "duplicate_programs": n_dup,
                "tvm_parse_errors": len(data["parse_errors"]),
                "pass_pairs": n_pairs,
                "other_pass_calls": data["other_passes"],
            }
            print(f"  {data['status']}: {n_new} programs (+{n_dup} duplicates), "
                  f"{len(data['parse_errors'])} TVM parse errors, {n_pairs} pass pairs", flush=True)
    finally:
        if keep_tmp:
            print(f"kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    manifest["counts"] = counts(manifest)
    return out_files, manifest


def counts(manifest: dict) -> dict:
    """The manifest's totals, over every entry it holds (also after a partial ``--only`` run)."""
    progs = manifest["programs"].values()
    pairs = manifest["pairs"].values()
    checks = [e["ours_check"] for e in list(progs) + list(pairs) if "ours_check" in e]
    return {
        "test_files": len(manifest["files"]),
        "programs": len(manifest["programs"]),
        "programs_tvm_reparse_equal": sum(1 for p in progs if p["tvm_reparse_equal"]),
        "programs_tvm_rejects_own_printout": sum(
            1 for p in progs if p.get("reparse_note", "").startswith("printout does not parse")),
        "tvm_parse_errors": sum(f["tvm_parse_errors"] for f in manifest["files"].values()),
        "duplicate_programs": sum(f["duplicate_programs"] for f in manifest["files"].values()),
        "pass_pairs": len(manifest["pairs"]),
        "pass_pairs_tvm_error": sum(1 for q in pairs if q["result"] == "error"),
        "ours_checked": len(checks),
        "ours_in_memory_equal": sum(1 for c in checks if c.get("in_memory") == "equal"),
    }


def stored_programs(skip_stems: set) -> dict:
    """{program text: test file stem} of the stored programs of the test files not in
    ``skip_stems`` (the files a partial run leaves alone)."""
    out: dict = {}
    base = os.path.join(OUT_DIR, "programs")
    for stem in sorted(os.listdir(base)) if os.path.isdir(base) else []:
        if stem in skip_stems:
            continue
        for n in sorted(os.listdir(os.path.join(base, stem))):
            if n.endswith(".py"):
                with open(os.path.join(base, stem, n)) as fh:
                    out.setdefault(fh.read(), stem)
    return out


def stored_files() -> dict:
    out = {}
    for sub in ("programs", "pairs"):
        base = os.path.join(OUT_DIR, sub)
        for dirpath, _, names in os.walk(base):
            for n in names:
                full = os.path.join(dirpath, n)
                out[os.path.relpath(full, OUT_DIR).replace(os.sep, "/")] = full
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mirror", default=os.environ.get("TVM_MIRROR", DEFAULT_MIRROR))
    ap.add_argument("--rev", default="HEAD")
    ap.add_argument("--check", action="store_true", help="compare only; write nothing")
    ap.add_argument("--only", action="append", default=[], help="substring of test file paths")
    ap.add_argument("--timeout", type=int, default=1200, help="seconds per test file")
    ap.add_argument("--keep-tmp", action="store_true")
    args = ap.parse_args()

    files, manifest = build(args.mirror, args.rev, args.only, args.timeout, args.keep_tmp)
    manifest_path = os.path.join(OUT_DIR, "manifest.json")
    if args.only and os.path.exists(manifest_path):
        # A partial run replaces the entries of the files it ran and keeps the others.
        with open(manifest_path) as fh:
            old = json.load(fh)
        ran = {os.path.basename(f)[: -len(".py")] for f in manifest["files"]}
        keep = lambda k: k.split("/")[1] not in ran  # noqa: E731
        for section in ("programs", "pairs"):
            merged = {k: v for k, v in old.get(section, {}).items() if keep(k)}
            merged.update(manifest[section])
            manifest[section] = dict(sorted(merged.items()))
        files_merged = {k: v for k, v in old.get("files", {}).items() if k not in manifest["files"]}
        files_merged.update(manifest["files"])
        manifest["files"] = dict(sorted(files_merged.items()))
        stored = {k: v for k, v in stored_files().items() if not keep(k)}
        manifest["counts"] = counts(manifest)
    else:
        stored = stored_files()
    manifest_text = json.dumps(manifest, indent=1, sort_keys=True) + "\n"

    changed = []
    for rel, text in sorted(files.items()):
        path = os.path.join(OUT_DIR, rel)
        old = open(path).read() if os.path.exists(path) else None
        if old != text:
            changed.append(rel)
            if not args.check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w") as fh:
                    fh.write(text)
    for rel, full in sorted(stored.items()):
        if rel not in files:
            changed.append(f"{rel} (removed)")
            if not args.check:
                os.unlink(full)
    old_manifest = open(manifest_path).read() if os.path.exists(manifest_path) else None
    if old_manifest != manifest_text:
        changed.append("manifest.json")
        if not args.check:
            os.makedirs(OUT_DIR, exist_ok=True)
            with open(manifest_path, "w") as fh:
                fh.write(manifest_text)
    c = manifest["counts"]
    print(f"{c['test_files']} test files: {c['programs']} programs "
          f"({c['programs_tvm_reparse_equal']} re-parse equal in TVM), {c['duplicate_programs']} "
          f"duplicates, {c['tvm_parse_errors']} parses TVM 0.27 rejects, {c['pass_pairs']} pass pairs "
          f"({c['pass_pairs_tvm_error']} TVM errors)")
    if args.check and changed:
        print("out of date: " + ", ".join(changed[:20]) + (" ..." if len(changed) > 20 else ""))
        return 1
    return 0


# =============================================================================================
# pytest plugin (runs inside the test process)

_STATE: dict = {"test": "<collect>", "depth": 0, "pass_depth": 0, "internal": 0}
_SEEN_SCRIPTS: set = set()


def _emit(kind: str, rec: dict):
    path = os.environ.get(RESULTS_ENV)
    if path:
        with open(path, "a") as fh:
            fh.write(json.dumps({"record": kind, **rec}) + "\n")
_PASS_SPECS: dict = {}  # id(pass object) -> (object, spec string)


def _first_line(exc: BaseException) -> str:
    for line in str(exc).splitlines():
        if line.strip():
            return line.strip()
    return ""


class _Internal:
    """Our own parses, printouts and pass runs are not the test's: not recorded."""

    def __enter__(self):
        _STATE["internal"] += 1

    def __exit__(self, *exc):
        _STATE["internal"] -= 1


def _printout(obj) -> str:
    with _Internal():
        text = obj.script()
    return text if text.endswith("\n") else text + "\n"


def _reparse(obj, text: str, want_back: bool = False):
    """(equal, note[, TVM's printout of its own re-parse when it parses but differs, the
    re-parsed object or None])."""
    import tvmio  # noqa: PLC0415

    back_text = None
    try:
        with _Internal():
            back = tvmio.load_source(text, "corpus")
    except BaseException as exc:  # noqa: BLE001
        out = (False, f"printout does not parse: {type(exc).__name__}: {_first_line(exc)}")
        return out + (None, None) if want_back else out
    if type(back) is not type(obj):
        out = (False, f"printout parses to a {type(back).__name__}")
    elif tvmio.struct_equal(obj, back):
        out = (True, "")
    else:
        out = (False, "printout parses but is not structurally equal")
        try:
            back_text = _printout(back)
        except BaseException:  # noqa: BLE001
            back_text = None
    return out + (back_text, back) if want_back else out


# ---------------------------------------------------------------------------------------------
# tirsat's printouts compared with TVM's in-memory objects
#
# Where the text comparison cannot decide (TVM cannot read its own printout back, or reads it as
# something else), tirsat's printout of the same TVM printout is parsed by TVM 0.27 and compared
# with ``tvm_ffi.structural_equal(map_free_vars=True)`` (tvmio.struct_equal) against the object
# TVM's test built in memory: a PrimFunc's parameters and its buffer map are definitions, so
# the symbolic shape variables bound there are mapped by position, as are the variables any
# other definition binds; free variables (none in a well-formed program) are mapped in order of
# appearance. The verdict is recorded with the hash of tirsat's printout it was made on
# (tvmio.printout_hash); tests/tvm_test_corpus.rs trusts it only while its printout still
# hashes to it.

TIRSAT_BIN_ENV = "TIRSAT_BIN"


def _tirsat_bin() -> str:
    return os.environ.get(TIRSAT_BIN_ENV) or os.path.join(ROOT, "target", "release", "tirsat")


def _tirsat(args: list, text: str) -> tuple[bool, str]:
    """(ok, tirsat's stdout or the first line of its error) for ``tirsat ARGS -`` on ``text``."""
    try:
        proc = subprocess.run([_tirsat_bin(), *args, "-"], input=text, capture_output=True,
                              text=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return False, f"tirsat did not run: {exc}"
    if proc.returncode != 0:
        lines = [x for x in proc.stderr.splitlines() if x.strip()]
        return False, lines[0].strip() if lines else f"exit {proc.returncode}"
    return True, proc.stdout


def _compare_ours(ours_text: str, want: dict) -> dict:
    """Parses tirsat's printout with TVM and compares it with each object of ``want``
    ({field: TVM object}): {field: "equal" | "different"}, or ``tvm_rejects_ours``.

    Where TVM's parser rejects the printout only because the program is not well-formed, and
    every object it is compared with fails the same checks (a test that built its program with
    ``check_well_formed=False``), the printout is parsed again with those checks off: no printout
    of such a program passes them. ``parsed_unchecked`` then records why."""
    import tvmio  # noqa: PLC0415

    out = {"printout_hash": tvmio.printout_hash(ours_text)}
    try:
        with _Internal():
            ours = tvmio.load_source(ours_text, "tirsat")
    except BaseException as exc:  # noqa: BLE001
        ill = [_ill_formed(obj) for obj in want.values() if obj is not None]
        if "not well-formed" not in str(exc) or not ill or not all(ill):
            out["tvm_rejects_ours"] = f"{type(exc).__name__}: {_first_line(exc)}"
            return out
        try:
            with _Internal():
                ours = tvmio.load_source(_unchecked(ours_text), "tirsat")
        except BaseException as exc2:  # noqa: BLE001
            out["tvm_rejects_ours"] = f"{type(exc2).__name__}: {_first_line(exc2)}"
            return out
        out["parsed_unchecked"] = f"TVM's own object is not well-formed: {ill[0]}"
    for field, obj in want.items():
        if obj is None:
            continue
        if type(ours) is not type(obj):
            out[field] = f"different: parses to a {type(ours).__name__}"
        else:
            with _Internal():
                same = tvmio.struct_equal(obj, ours)
            out[field] = "equal" if same else "different"
    return out


def _ill_formed(obj) -> str | None:
    """Why TVM's parser would reject ``obj`` as not well-formed (the checks
    ``tvm.script.parser.core.entry.parse`` runs), or None."""
    import tvm  # noqa: PLC0415

    mod = obj if isinstance(obj, tvm.IRModule) else tvm.IRModule.from_expr(obj)
    try:
        with _Internal():
            tvm.s_tir.analysis.verify_well_formed(mod)
            for func in mod.functions.values():
                if isinstance(func, tvm.tirx.PrimFunc) and not func.attrs.get("s_tir", False):
                    tvm.tirx.analysis.verify_tirx_well_formed(func)
    except BaseException as exc:  # noqa: BLE001
        return _first_line(exc) or type(exc).__name__
    return None


_DECORATOR = re.compile(r"^(\s*)@(T\.prim_func|I\.ir_module)(?:\((.*)\))?[ \t]*$", re.M)


def _unchecked(text: str) -> str:
    """``text`` with ``check_well_formed=False`` in its ``@T.prim_func`` / ``@I.ir_module``
    decorators."""

    def one(m):
        args = [a for a in (m.group(3) or "",) if a.strip()]
        return f"{m.group(1)}@{m.group(2)}({', '.join(args + ['check_well_formed=False'])})"

    return _DECORATOR.sub(one, text)


# Calls whose TVMScript function always makes an int32 call (``T.call_packed(...)``).
_PACKED_OPS = {"tirx.tvm_call_packed", "tirx.tvm_call_cpacked", "tirx.tvm_call_packed_lowered",
               "tirx.tvm_call_cpacked_lowered"}


def _as_tvm_parser_reads(obj):
    """``obj`` as TVM's parser reads TVM's printout of it, for the two lossy forms of that
    printout whose meaning TVM's parser changes (None when ``obj`` has neither, or when one sits
    where this cannot rebuild it):

    * an attribute statement over the IntImm ``0`` prints as ``T.attr(0, key, value)``, which
      the parser reads as the plain integer 0 (what prints as ``T.attr({key: value})``);
    * a store of a non-int32 packed call prints as ``buf[i] = T.call_packed(...)``, which the
      parser reads as an int32 call cast to the buffer's dtype.

    Used where TVM cannot parse its own printout at all, so there is no re-parse to compare
    with. Statements are rebuilt through sequences, attributes, loops, conditions and while
    loops only."""
    import tvm  # noqa: PLC0415

    tirx = tvm.tirx
    changed = [False]
    stuck = [False]

    def packed_non_i32(e) -> bool:
        return (isinstance(e, tvm.ir.Call) and isinstance(e.op, tvm.ir.Op)
                and e.op.name in _PACKED_OPS and str(e.ty) != "int32")

    def stmt(s):
        if isinstance(s, tirx.SeqStmt):
            return tirx.SeqStmt([stmt(x) for x in s.seq])
        if isinstance(s, tirx.AttrStmt):
            node = s.node
            if isinstance(node, tirx.IntImm) and str(node.ty) == "int32" and node.value == 0:
                node = 0
                changed[0] = True
            return tirx.AttrStmt(node, s.attr_key, s.value, stmt(s.body))
        if isinstance(s, tirx.For):
            return tirx.For(s.loop_var, s.min, s.extent, s.kind, stmt(s.body), s.thread_binding,
                            s.annotations, s.step)
        if isinstance(s, tirx.IfThenElse):
            other = stmt(s.else_case) if s.else_case is not None else None
            return tirx.IfThenElse(s.condition, stmt(s.then_case), other)
        if isinstance(s, tirx.While):
            return tirx.While(s.condition, stmt(s.body))
        if isinstance(s, tirx.BufferStore) and packed_non_i32(s.value):
            changed[0] = True
            call = tvm.ir.Call(s.value.op, s.value.args, ret_ty="int32")
            value = call if str(s.buffer.dtype) == "int32" else tirx.Cast(s.buffer.dtype, call)
            return tirx.BufferStore(s.buffer, value, s.indices)
        if type(s).__name__ in ("SBlockRealize", "SBlock"):
            stuck[0] = True
        return s

    def func(f):
        return f.with_body(stmt(f.body)) if isinstance(f, tirx.PrimFunc) else f

    try:
        with _Internal():
            if isinstance(obj, tvm.IRModule):
                new = tvm.IRModule({gv: func(f) for gv, f in obj.functions.items()},
                                   attrs=obj.attrs)
            else:
                new = func(obj)
    except BaseException:  # noqa: BLE001
        return None
    return new if changed[0] and not stuck[0] else None


def _check_program(obj, text: str, back) -> dict:
    """tirsat's reading of TVM's printout ``text`` against TVM's in-memory ``obj`` (and
    against ``back``, TVM's own re-parse of ``text``, where there is one; where TVM cannot
    parse ``text``, against ``obj`` as TVM's parser reads the lossy forms of ``text``)."""
    ok, ours = _tirsat(["fmt"], text)
    if not ok:
        return {"tirsat_rejects": ours}
    want = {"in_memory": obj, "tvm_reparse": back}
    if back is None:
        want["in_memory_as_tvm_parses"] = _as_tvm_parser_reads(obj)
    return _compare_ours(ours, want)


def _config_args(cfg: dict) -> list:
    args = []
    for k, v in sorted(cfg.items()):
        args += ["--config", f"{k}={json.dumps(v) if not isinstance(v, str) else v}"]
    return args


def _target_string(t) -> str:
    """TVM's string form of a target dict (what tirsat's ``--config target=`` reads)."""
    if isinstance(t, str):
        return t
    parts = [t["kind"]]
    for k, v in t.items():
        if k in ("kind", "tag", "keys", "host") or v in (None, "", [], {}):
            continue
        parts.append(f"-{k}={json.dumps(v) if isinstance(v, bool) else v}")
    return " ".join(parts)


def _pass_args(spec: str) -> list:
    """``tirsat lower`` arguments for one pass spec of the header (``Name`` or ``Name(arg)``)."""
    name, _, arg = spec.partition("(")
    if not arg:
        return ["--passes", name]
    value = json.loads(arg[:-1])
    if name == "BindTarget":
        args = ["--passes", name]
        if isinstance(value, dict) and value.get("host"):
            args += ["--config", f"target.host={_target_string(value['host'])}"]
        return args + ["--config", f"target={_target_string(value)}"]
    raise ValueError(f"no CLI form for pass {spec}")


def _check_pair(the_pass, mod, text: str, spec: str, cfg: dict, out, input_lossy: bool) -> dict:
    """tirsat's result of the pass on TVM's printout ``text`` of the input, against TVM's
    in-memory result ``out`` and, where the input's printout is lossy (TVM reads it back as
    another module), against TVM's pass applied to TVM's own parse of that printout."""
    try:
        args = ["lower", *_pass_args(spec), *_config_args(cfg)]
    except ValueError as exc:
        return {"not_checked": str(exc)}
    ok, ours = _tirsat(args, text)
    if not ok:
        return {"tirsat_error": ours}
    want = {"in_memory": out}
    note = {}
    if input_lossy:
        equal, why, _, back = _reparse(mod, text, want_back=True)
        field = "on_tvm_reparse"
        if back is None:
            note["input_reparse"] = why
            # TVM cannot parse its own printout of the input: its pass on the input as TVM's
            # parser reads the lossy forms of that printout.
            back = _as_tvm_parser_reads(mod)
            field = "on_input_as_tvm_parses"
        if back is not None and not equal:
            try:
                with _Internal():
                    want[field] = _ORIGINAL_CALL[0](the_pass, back)
            except BaseException as exc:  # noqa: BLE001
                note["tvm_on_reparse_error"] = f"{type(exc).__name__}: {_first_line(exc)}"
    res = _compare_ours(ours, want)
    res.update(note)
    return res


_ORIGINAL_CALL: list = []


def _record_program(obj, name: str, origin: str):
    import tvm  # noqa: PLC0415

    if not isinstance(obj, (tvm.IRModule, tvm.tirx.PrimFunc)):
        return
    try:
        text = _printout(obj)
    except BaseException as exc:  # noqa: BLE001
        _emit("parse_errors", {"test": _STATE["test"], "name": name,
                               "error": f"print failed: {_first_line(exc)}"})
        return
    if text in _SEEN_SCRIPTS:
        return
    _SEEN_SCRIPTS.add(text)
    equal, note, back, back_obj = _reparse(obj, text, want_back=True)
    rec = {
        "test": _STATE["test"], "name": name, "origin": origin,
        "kind": "module" if isinstance(obj, tvm.IRModule) else "prim_func",
        "script": text, "tvm_reparse_equal": equal, "reparse_note": note,
        "reparsed": back,
    }
    if not equal:
        rec["ours_check"] = _check_program(obj, text, back_obj)
    _emit("programs", rec)


def _program_name(program) -> str:
    name = getattr(program, "__name__", None)
    if isinstance(program, str):
        m = re.search(r"^\s*(?:def|class)\s+(\w+)", program, re.M)
        name = m.group(1) if m else "source"
    return name or "program"


def _install():
    import tvm  # noqa: PLC0415
    import tvm.script  # noqa: PLC0415
    import tvm.script.parser  # noqa: PLC0415
    import tvm.script.parser.core.entry as core_entry  # noqa: PLC0415
    import tvm.tirx.script.parser.entry  # noqa: F401, PLC0415
    from tvm.ir import transform as ir_transform  # noqa: PLC0415
    from tvm.runtime.script_printer import Scriptable  # noqa: PLC0415

    original_parse = core_entry.parse

    def parse(program, *args, **kwargs):
        _STATE["depth"] += 1
        try:
            result = original_parse(program, *args, **kwargs)
        except BaseException as exc:
            if _STATE["depth"] == 1 and not _STATE["internal"]:
                _emit("parse_errors", {"test": _STATE["test"], "name": _program_name(program),
                                       "error": f"{type(exc).__name__}: {_first_line(exc)}"})
            raise
        finally:
            _STATE["depth"] -= 1
        if _STATE["depth"] == 0 and not _STATE["internal"]:
            _record_program(result, _program_name(program), "parsed")
        return result

    for mod in list(sys.modules.values()):
        if mod is not None and getattr(mod, "parse", None) is original_parse:
            mod.parse = parse
    tvm.script.from_source = parse

    original_script = Scriptable.script

    def script(self, *args, **kwargs):
        text = original_script(self, *args, **kwargs)
        if _STATE["depth"] == 0 and not _STATE["internal"]:
            _record_program(self, getattr(self, "name_hint", None) or "printed", "printed")
        return text

    Scriptable.script = script

    # Pass factories with arguments: remember the argument for the pair's header. Tests reach
    # the factories through several modules (`tvm.tirx.transform`, `...transform.transform`).
    def wrap_factory(factory, name):
        def make(*args, **kwargs):
            p = factory(*args, **kwargs)
            vals = list(args) + list(kwargs.values())
            if vals:
                arg = vals[0]
                if isinstance(arg, tvm.target.Target):
                    arg = _target_dict(arg)
                _PASS_SPECS[id(p)] = (p, f"{name}({json.dumps(arg)})")
            return p

        return make

    import tvm.tirx.transform.transform as tirx_transform  # noqa: PLC0415

    for name in ("FP8ComputeLegalize", "BindTarget"):
        factory = getattr(tirx_transform, name)
        wrapped = wrap_factory(factory, name)
        for mod in list(sys.modules.values()):
            if mod is not None and getattr(mod, name, None) is factory:
                setattr(mod, name, wrapped)

    original_call = ir_transform.Pass.__call__
    _ORIGINAL_CALL[:] = [original_call]

    def call(self, mod):
        name = self.info.name
        ours = OUR_PASSES.get(name)
        if _STATE["internal"]:
            return original_call(self, mod)
        if ours is None or _STATE["pass_depth"] > 0 or not isinstance(mod, tvm.IRModule):
            _emit("other_pass", {"name": name})
            _STATE["pass_depth"] += 1
            try:
                return original_call(self, mod)
            finally:
                _STATE["pass_depth"] -= 1
        spec = _PASS_SPECS.get(id(self), (None, ours))[1]
        _STATE["pass_depth"] += 1
        try:
            text = _printout(mod)
            in_equal, _ = _reparse(mod, text)
            cfg = _config()
            try:
                out = original_call(self, mod)
            except BaseException as exc:
                msg = f"{type(exc).__name__}: {_first_line(exc)}"
                _emit("pairs", {"test": _STATE["test"], "passes": [spec], "config": cfg,
                                          "input": text, "input_reparse_equal": in_equal,
                                          "result": "error", "error": msg,
                                          "files": {".error.txt": msg + "\n"}})
                raise
            entry = {"test": _STATE["test"], "passes": [spec], "config": cfg, "input": text,
                     "input_reparse_equal": in_equal, "result": "ok"}
            entry.update(_output_files(out))
            if not in_equal or entry.get("tvm_dump"):
                entry["ours_check"] = _check_pair(self, mod, text, spec, cfg, out, not in_equal)
            _emit("pairs", entry)
            return out
        finally:
            _STATE["pass_depth"] -= 1

    ir_transform.Pass.__call__ = call


def _target_dict(target) -> dict:
    return json.loads(json.dumps({k: _plain(v) for k, v in target.export().items()}))


def _plain(v):
    import tvm  # noqa: PLC0415

    if isinstance(v, (bool, int, float, str)) or v is None:
        return v
    if isinstance(v, tvm.target.Target):
        return _target_dict(v)
    if hasattr(v, "items"):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)) or type(v).__name__ == "Array":
        return [_plain(x) for x in v]
    if hasattr(v, "value"):
        return v.value
    return str(v)


def _config() -> dict:
    import tvm  # noqa: PLC0415

    cfg = tvm.transform.PassContext.current().config
    return {str(k): _plain(v) for k, v in cfg.items()}


def _output_files(mod) -> dict:
    """TVM's output files as ``regen_pass_goldens.run_case`` writes them, and manifest fields."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import regen_pass_goldens as rpg  # noqa: PLC0415
    import tvm_dump  # noqa: PLC0415

    with _Internal():
        return _output_files_inner(mod, rpg, tvm_dump)


def _output_files_inner(mod, rpg, tvm_dump) -> dict:
    text = _printout(mod)
    files = {".tvm.py": text}
    meta = rpg.metadata_strings(mod, text)
    if meta is not None:
        files[".tvm.meta.json"] = json.dumps(meta, indent=2) + "\n"
    equal, note = rpg.reparse(mod, text)
    lossy = not equal
    if meta is not None and lossy:
        inlined = re.sub(r'metadata\["ir\.StringImm"\]\[(\d+)\]', lambda m: json.dumps(meta[int(m.group(1))]), text)
        lossy = not rpg.reparse(mod, inlined)[0]
    if lossy and re.search(rpg.VIEW_LINE, text, flags=re.M):
        lossy = not rpg.reparse(mod, rpg.views_as_decl_buffers(mod, text))[0]
    out = {"files": files, "tvm_reparse_equal": equal}
    if note:
        out["reparse_note"] = note
    if lossy:
        try:
            files[".tvm.dump"] = tvm_dump.dump_module(mod)
            out["tvm_dump"] = True
        except BaseException as exc:  # noqa: BLE001
            out["tvm_dump"] = f"dump failed: {_first_line(exc)}"
    return out


def pytest_configure(config):  # noqa: ARG001 - pytest hook
    import warnings  # noqa: PLC0415

    warnings.simplefilter("ignore")
    _install()


def pytest_runtest_setup(item):
    _STATE["test"] = item.name
    _emit("start", {"nodeid": item.nodeid})


def pytest_runtest_teardown(item, nextitem):  # noqa: ARG001 - pytest hook
    _STATE["test"] = "<collect>"


if __name__ == "__main__":
    sys.exit(main())
