#!/usr/bin/env python3
"""Run TVM 0.27's passes on our own case files and store the results as goldens.

Layout: ``tests/passes/<PassName>/<case>.py`` is an input (a TVMScript ``@I.ir_module``).
For each case this writes, next to it, either

* ``<case>.tvm.py``      TVM's printed output module (``mod.script()``), or
* ``<case>.error.txt``   ``<ExceptionType>: <first non-empty line of the message>`` when a pass raises,

plus ``<case>.tvm.dump`` when the printout is lossy (TVM's own re-parse of it, with the elided
strings written back in, is not structurally equal to the pass result: e.g. it drops the dtype of
``T.call_cpacked`` and folds ``T.reinterpret`` to an equal type): TVM's in-memory result in
tirsat's canonical dump format (``tools/tvm_dump.py``, ``tirsat::script::dump``), which the
tests then compare against instead of the printout, and ``<case>.tvm.meta.json`` when the printout refers to ``metadata["ir.StringImm"][k]`` (the
0.27 printer elides strings containing a newline and ``show_meta=True`` does not print them): the
JSON is the list of those strings, index k = k-th distinct StringImm object in print order.

A summary of every case goes to ``tests/passes/manifest.json``. A case using a pass TVM 0.27 does
not have (``LowerDeviceStorageAccessInfo``; the pre-fusion ``AnnotateDeviceRegions``,
``SplitHostDeviceOnly``, ``LowerDeviceKernelLaunch`` of TVM PR #19605) gets ``result: not_in_tvm`` and its files are left
alone (they are our own expectations).

Case header convention (comment lines at the very top of the case file, any order):

    # passes: AnnotateEntryFunc, SplitHostDevice, MakePackedAPI
    # config: tirx.merge_static_smem=1
    # covers: catalog 1 test_split_host_device
    # note: free text copied into the manifest

* ``passes`` defaults to the directory name. Each entry is ``Name`` or ``Name(ARG)`` where ARG
  is a Python literal: ``BindTarget("cuda")``, ``BindTarget({"kind": "cuda", "host": "llvm"})``,
  ``FP8ComputeLegalize("float16")``. Names are looked up in ``tvm.tirx.transform`` and then
  ``tvm.s_tir.transform``. The passes are applied one after another (not as a Sequential, so no
  pass is skipped by opt-level). ``BindTarget``'s argument is turned into ``tvm.target.Target``.
* ``config`` is ``key=value`` pairs separated by commas; values are Python literals
  (``1``/``True``) and are given to ``tvm.transform.PassContext(config=...)``; ``tirsat.*`` keys
  (e.g. ``tirsat.memory_info=PATH``) are tirsat's own and not given to TVM.

Usage:
    ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/regen_pass_goldens.py [--check] [CASE.py ...]
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))

import tvm  # noqa: E402

import tvm_dump  # noqa: E402
import tvmio  # noqa: E402

ROOT = tvmio.repo_root()
PASSES_DIR = os.path.join(ROOT, "tests", "passes")
MANIFEST = os.path.join(PASSES_DIR, "manifest.json")
OUT_SUFFIXES = (".tvm.py", ".error.txt", ".tvm.meta.json", ".tvm.dump")


def split_top_level(text: str, sep: str = ",") -> list[str]:
    """Split on ``sep`` outside brackets and string literals."""
    parts, depth, quote, cur = [], 0, None, []
    for ch in text:
        if quote:
            cur.append(ch)
            if ch == quote:
                quote = None
            continue
        if ch in "\"'":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    if "".join(cur).strip():
        parts.append("".join(cur).strip())
    return parts


def parse_header(path: str) -> dict:
    header = {"passes": None, "config": {}, "covers": [], "note": []}
    with open(path) as fh:
        for line in fh:
            if not line.startswith("#"):
                break
            m = re.match(r"#\s*(passes|config|covers|note)\s*:\s*(.*)$", line.rstrip("\n"))
            if not m:
                continue
            key, val = m.group(1), m.group(2).strip()
            if key == "passes":
                header["passes"] = split_top_level(val)
            elif key == "config":
                for item in split_top_level(val):
                    k, _, v = item.partition("=")
                    if k.strip().startswith("tirsat."):
                        continue  # tirsat's own keys (e.g. a file path): nothing for TVM
                    header["config"][k.strip()] = ast.literal_eval(v.strip())
            else:
                header[key].append(val)
    return header


class NotInTvm(Exception):
    """A pass that TVM 0.27 does not have (e.g. LowerDeviceStorageAccessInfo, removed in
    2026-02, or the three passes TVM PR #19605 fused into SplitHostDevice): such cases carry
    only our own ``.expected.py`` / ``.error.txt``."""


def make_pass(spec: str):
    m = re.match(r"^([A-Za-z_][A-Za-z0-9_]*)\s*(?:\((.*)\))?$", spec, re.S)
    if not m:
        raise ValueError(f"bad pass spec {spec!r}")
    name, arg = m.group(1), m.group(2)
    factory = None
    for ns in (tvm.tirx.transform, tvm.s_tir.transform):
        factory = getattr(ns, name, None)
        if factory is not None:
            break
    if factory is None:
        raise NotInTvm(name)
    if arg is None or not arg.strip():
        return factory()
    value = ast.literal_eval(arg)
    if name == "BindTarget":
        value = tvm.target.Target(value)
    return factory(value)


# ---------------------------------------------------------------------------------------------
# metadata["ir.StringImm"] recovery


def _walk_stmt(stmt, out: list):
    t = tvm.tirx
    if stmt is None:
        return
    if isinstance(stmt, t.SeqStmt):
        for s in stmt.seq:
            _walk_stmt(s, out)
    elif isinstance(stmt, t.AssertStmt):
        for part in stmt.message_parts:
            out.append(part)
    elif isinstance(stmt, (t.AttrStmt, t.For, t.While)):
        _walk_stmt(stmt.body, out)
    elif isinstance(stmt, t.IfThenElse):
        _walk_stmt(stmt.then_case, out)
        _walk_stmt(stmt.else_case, out)


def metadata_strings(mod, text: str) -> list[str] | None:
    """Strings the printer elided as metadata["ir.StringImm"][k], in index order."""
    idx = [int(k) for k in re.findall(r'metadata\["ir\.StringImm"\]\[(\d+)\]', text)]
    if not idx:
        return None
    gvs = sorted(mod.functions.keys(), key=lambda g: (g.name_hint == "main", g.name_hint))
    parts: list = []
    for gv in gvs:
        func = mod[gv]
        if isinstance(func, tvm.tirx.PrimFunc):
            _walk_stmt(func.body, parts)
    uniq: list = []
    for p in parts:
        if "\n" in str(p.value) and not any(p.same_as(q) for q in uniq):
            uniq.append(p)
    strings = [str(p.value) for p in uniq]
    if len(strings) != max(idx) + 1:
        raise RuntimeError(
            f"metadata recovery mismatch: printout uses {max(idx) + 1} entries, found {len(strings)}"
        )
    return strings


# ---------------------------------------------------------------------------------------------


def run_case(path: str) -> tuple[dict | None, dict]:
    """Returns (files to write {suffix: text}, or None when TVM lacks a pass; manifest entry)."""
    header = parse_header(path)
    pass_dir = os.path.basename(os.path.dirname(path))
    specs = header["passes"] or [pass_dir]
    entry = {
        "passes": specs,
        "config": header["config"],
        "covers": header["covers"],
        "note": " ".join(header["note"]),
    }
    mod = tvmio.load_file(path)
    if isinstance(mod, tvm.tirx.PrimFunc):
        raise ValueError(f"{path}: pass cases must be modules (@I.ir_module)")
    try:
        passes = [make_pass(spec) for spec in specs]
    except NotInTvm as exc:
        entry.update({"result": "not_in_tvm", "error": f"TVM 0.27 has no pass {exc}"})
        return None, entry
    try:
        with tvm.transform.PassContext(config=header["config"]):
            for p in passes:
                mod = p(mod)
    except Exception as exc:  # noqa: BLE001
        msg = f"{type(exc).__name__}: {tvmio.first_line(exc)}"
        entry.update({"result": "error", "error": msg})
        return {".error.txt": msg + "\n"}, entry

    text = tvmio.script(mod)
    files = {".tvm.py": text}
    meta = metadata_strings(mod, text)
    if meta is not None:
        files[".tvm.meta.json"] = json.dumps(meta, indent=2) + "\n"
    entry["result"] = "ok"
    try:
        tvm.tirx.analysis.verify_well_formed(mod)
        entry["well_formed"] = True
    except Exception as exc:  # noqa: BLE001
        entry["well_formed"] = False
        entry["well_formed_error"] = tvmio.first_line(exc)
    equal, note = reparse(mod, text)
    entry["tvm_reparse_equal"] = equal
    if note:
        entry["reparse_note"] = note
    if meta is not None:
        # The same check once the elided strings are written back in as literals.
        inlined = re.sub(
            r'metadata\["ir\.StringImm"\]\[(\d+)\]', lambda m: json.dumps(meta[int(m.group(1))]), text
        )
        equal, note = reparse(mod, inlined)
        entry["tvm_reparse_equal_meta_inlined"] = equal
        if note:
            entry["reparse_note_meta_inlined"] = note
    lossy = not entry["tvm_reparse_equal"] and not entry.get("tvm_reparse_equal_meta_inlined")
    if re.search(VIEW_LINE, text, flags=re.M):
        # The printer's `X = buf.view("dt")` does not parse in s_tir functions; check that the
        # equivalent explicit DeclBuffer spelling (what our printer emits) re-parses equal.
        equal, note = reparse(mod, views_as_decl_buffers(mod, text))
        entry["tvm_reparse_equal_views_as_decl"] = equal
        if note:
            entry["reparse_note_views_as_decl"] = note
        lossy = lossy and not equal
    if lossy:
        files[".tvm.dump"] = tvm_dump.dump_module(mod)
        entry["tvm_dump"] = True
    return files, entry


VIEW_LINE = r'^(\s*)(\w+) = (\w+)\.view\("(\w+)"\)$'


def _decl_buffers(mod) -> dict:
    found: dict = {}

    def walk(stmt):
        t = tvm.tirx
        if stmt is None:
            return
        if isinstance(stmt, t.SeqStmt):
            for s in stmt.seq:
                walk(s)
        elif isinstance(stmt, (t.AttrStmt, t.For, t.While)):
            walk(stmt.body)
        elif isinstance(stmt, t.IfThenElse):
            walk(stmt.then_case)
            walk(stmt.else_case)
        elif isinstance(stmt, t.DeclBuffer):
            found.setdefault(str(stmt.buffer.name), stmt.buffer)

    for func in mod.functions.values():
        if isinstance(func, tvm.tirx.PrimFunc):
            walk(func.body)
    return found


def views_as_decl_buffers(mod, text: str) -> str:
    """Rewrite `X = buf.view("dt")` lines as `X = T.decl_buffer((n,), "dt", data=buf.data, ...)`."""
    decls = _decl_buffers(mod)

    def repl(m):
        indent, name, src, dtype = m.groups()
        buf = decls.get(name)
        if buf is None:  # the printer renamed a reserved or shadowed name (R -> R_1)
            buf = decls.get(re.sub(r"_\d+$", "", name))
        if buf is None:
            return m.group(0)
        shape = ", ".join(str(x) for x in buf.shape)
        return f'{indent}{name} = T.decl_buffer(({shape},), "{dtype}", data={src}.data, scope="{buf.scope()}")'

    return re.sub(VIEW_LINE, repl, text, flags=re.M)


def reparse(mod, text: str) -> tuple[bool, str]:
    try:
        back = tvmio.load_source(text, "passout")
    except BaseException as exc:  # noqa: BLE001
        return False, f"printed output does not parse: {type(exc).__name__}: {tvmio.first_line(exc)}"
    if tvmio.struct_equal(mod, back):
        return True, ""
    return False, "printed output parses but is not structurally equal"


def case_files(selected: list[str]) -> list[str]:
    if selected:
        return sorted(
            os.path.abspath(p) for p in selected if not p.endswith((".tvm.py", ".expected.py"))
        )
    out = []
    for d in sorted(os.listdir(PASSES_DIR)):
        full = os.path.join(PASSES_DIR, d)
        if not os.path.isdir(full):
            continue
        for f in sorted(os.listdir(full)):
            if f.endswith(".py") and not f.endswith((".tvm.py", ".expected.py")):
                out.append(os.path.join(full, f))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="compare only; write nothing")
    ap.add_argument("cases", nargs="*")
    args = ap.parse_args()

    manifest: dict = {}
    if os.path.exists(MANIFEST):
        with open(MANIFEST) as fh:
            manifest = json.load(fh)
    cases = case_files(args.cases)
    keys = []
    changed, broken = [], []
    for path in cases:
        key = tvmio.relpath(path, PASSES_DIR)[: -len(".py")]
        keys.append(key)
        try:
            files, entry = run_case(path)
        except BaseException as exc:  # noqa: BLE001 - bad case input
            broken.append(f"{key}: {type(exc).__name__}: {tvmio.first_line(exc)}")
            continue
        stem = path[: -len(".py")]
        # Cases of passes TVM lacks keep their hand-written expectations untouched.
        for suffix in OUT_SUFFIXES if files is not None else ():
            target = stem + suffix
            new = files.get(suffix)
            old = open(target).read() if os.path.exists(target) else None
            if new != old:
                changed.append(tvmio.relpath(target, ROOT))
                if not args.check:
                    if new is None:
                        os.unlink(target)
                    else:
                        with open(target, "w") as fh:
                            fh.write(new)
        if manifest.get(key) != entry:
            changed.append(f"manifest[{key}]")
        manifest[key] = entry
        status = entry["result"]
        extra = entry.get("error") or ("" if entry.get("tvm_reparse_equal") else entry.get("reparse_note", ""))
        print(f"{status:5} {key}  {extra}")

    if not args.cases:
        manifest = {k: v for k, v in manifest.items() if k in keys}
    if not args.check:
        with open(MANIFEST, "w") as fh:
            fh.write(json.dumps(manifest, indent=2, sort_keys=True) + "\n")

    per_pass: dict = {}
    for k in keys:
        per_pass.setdefault(k.split("/")[0], [0, 0])
        per_pass[k.split("/")[0]][0] += 1
        if manifest.get(k, {}).get("result") == "error":
            per_pass[k.split("/")[0]][1] += 1
    for p, (n, e) in sorted(per_pass.items()):
        print(f"  {p}: {n} cases ({e} raise in TVM)")
    ok = sum(1 for k in keys if manifest.get(k, {}).get("result") == "ok")
    eq = sum(1 for k in keys if manifest.get(k, {}).get("tvm_reparse_equal"))
    absent = sum(1 for k in keys if manifest.get(k, {}).get("result") == "not_in_tvm")
    print(f"{len(keys)} cases: {ok} outputs, {len(keys) - ok - absent - len(broken)} TVM errors, "
          f"{absent} for passes TVM 0.27 lacks, "
          f"{eq} outputs re-parse structurally equal, {len(broken)} broken inputs")
    for b in broken:
        print(f"BROKEN INPUT {b}")
    if args.check and changed:
        print("out of date: " + ", ".join(changed))
        return 1
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
