"""Shared helpers for the TVM 0.27 oracle scripts (loading TVMScript files, printing, comparing).

Every function here needs TVM; the scripts are run with ``${TVM_PYTHON:-.venv-tvm/bin/python}``.
"""

from __future__ import annotations

import os
import re
import runpy
import sys
import tempfile
import warnings

import tvm
import tvm_ffi

IMPORTS = "from tvm.script import ir as I\nfrom tvm.script import tirx as T\n"

# Header lines the 0.27 printer emits as comments: `# from tvm.script import ir as I` etc.
_HEADER_IMPORT = re.compile(r"^# ((?:from \S+ )?import .+)$")


def uncomment_header(src: str) -> str:
    """Turn the commented-out import lines at the top of a TVM printout into real imports."""
    out = []
    in_header = True
    for line in src.splitlines():
        if in_header:
            m = _HEADER_IMPORT.match(line)
            if m:
                out.append(m.group(1))
                continue
            if line.strip() == "":
                out.append(line)
                continue
            in_header = False
        out.append(line)
    text = "\n".join(out) + "\n"
    if "from tvm.script import tirx as T" not in text:
        text = "from tvm.script import tirx as T\n" + text
    if "from tvm.script import ir as I" not in text:
        text = "from tvm.script import ir as I\n" + text
    return text


def _objects(ns: dict) -> list:
    found = []
    for key, val in ns.items():
        if key.startswith("__"):
            continue
        if isinstance(val, (tvm.IRModule, tvm.tirx.PrimFunc)):
            found.append((key, val))
    return found


def load_file(path: str):
    """Execute a TVMScript file and return its single IRModule or PrimFunc."""
    ns = runpy.run_path(path, run_name="__tvmscript__")
    objs = _objects(ns)
    if len(objs) != 1:
        raise ValueError(
            f"{path}: expected exactly one IRModule or PrimFunc, found {[k for k, _ in objs]}"
        )
    return objs[0][1]


def load_source(src: str, name: str = "printed"):
    """Parse TVMScript text (e.g. a TVM printout with commented imports) via a temp file."""
    text = uncomment_header(src)
    fd, tmp = tempfile.mkstemp(prefix=f"tirsat_{name}_", suffix=".py")
    try:
        with os.fdopen(fd, "w") as fh:
            fh.write(text)
        return load_file(tmp)
    finally:
        os.unlink(tmp)


def script(obj) -> str:
    """TVM's printed form. Bare PrimFuncs are printed as PrimFuncs (not wrapped)."""
    text = obj.script()
    if not text.endswith("\n"):
        text += "\n"
    return text


def struct_equal(a, b) -> bool:
    return bool(tvm_ffi.structural_equal(a, b, map_free_vars=True))


def printout_hash(text: str) -> str:
    """The hash a verdict on a printout is recorded with: FNV-1a (64 bit) of its lines without
    trailing blanks (`' '`, tab, CR), empty lines dropped, joined by newlines (UTF-8).
    ``tests/tvm_test_corpus.rs`` computes the same of its own printout."""
    lines = [line.rstrip(" \t\r") for line in text.split("\n")]
    data = "\n".join(line for line in lines if line).encode()
    h = 0xCBF29CE484222325
    for b in data:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"fnv1a64:{h:016x}"


def first_line(exc: BaseException) -> str:
    """Exception type plus the first non-empty line of its message."""
    for line in str(exc).splitlines():
        line = line.strip()
        if line:
            return line
    return ""


def quiet_tvm_warnings():
    warnings.simplefilter("ignore")


def relpath(path: str, root: str) -> str:
    return os.path.relpath(path, root).replace(os.sep, "/")


def repo_root() -> str:
    return os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def eprint(*args):
    print(*args, file=sys.stderr)
