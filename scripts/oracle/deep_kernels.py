#!/usr/bin/env python3
"""Kernels nested as deeply as TVM 0.27 builds them, cut right before MergeSharedMemoryAllocations.

Issue 28 pt 3: tirsat has no nesting limit below TVM's. TVM builds and lowers these kernels (its
own Python parser cannot read most of their printouts back: Python's tokenizer allows 100
indentation levels and 200 nested parentheses, and its recursion limit stops the printout of a
300-term sum); tirsat must read, lower and print them. Each workload is built the way
`real_corpus.py` builds its corpus (that script's `build_cut` and `worker`, imported): TVM's CUDA
TIR pipeline (`s_tir` pipeline for target cuda sm_80) runs up to the cut, TVM's slice runs from
there, and the files written are the same (`input.py`, `tvm.json` with TVM's fingerprints per
stage and configuration, `merged.tvm.py`, `info.json` folded into the manifest), under
`tests/corpus/deep/<name>/`. `tests/real_corpus.rs` (`deep_corpus_matches_tvm`) runs tirsat's
slice on them on a 1 MiB thread and compares with TVM (loops_1000 only so far: see there).

Workloads:

* `sum_10000`: a store of one flat sum of 10,000 loads of a shared buffer: a 10,000-deep
  left-nested `Add` (built with TVM's node constructors; the same sum written as a TE compute and
  scheduled by dlight takes TVM's pipeline more than 15 minutes, a TE sum of 1,000 terms 9 s).
* `loops_1000`: 1,000 nested serial loops of symbolic extent `n` around a shared-memory update,
  in a kernel with two shared buffers (built with TVM's node constructors: no Python parser reads
  1,000 indentation levels).
* `ifs_1000`: 1,000 nested `if n > k` around the same update.
* `lets_1000`: a shared-buffer index that is 1,000 nested `T.Let` expressions
  (`v_k = (v_{k-1} * 3 + k) % 1024`; TVM 0.27's statement-level lets are flat `Bind`s). Not in
  the committed corpus: its TVM run had not finished after 2 CPU minutes (the others take under
  a minute each); build it alone with `deep_kernels.py lets_1000`.
* `selects_1000`: a store whose value is 1,000 nested `T.Select`s.

Usage:
    ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/deep_kernels.py [--check] [NAME ...]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools"))

import real_corpus as rc  # noqa: E402

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
CORPUS = os.path.join(ROOT, "tests", "corpus", "deep")
MANIFEST = os.path.join(CORPUS, "manifest.json")

# The workloads of this corpus (registered in real_corpus's table, which its `worker` reads).
NAMES: list = []


def workload(name: str, desc: str):
    NAMES.append(name)
    return rc.workload(name, desc)


# A kernel with two shared buffers, both written by every thread and read across threads (so
# TVM's ThreadSync puts a barrier before the reads) and live together (so TVM's merge is right
# here: a read of S in the statement that first writes R let TVM's merge give both the same
# bytes, a race tirsat does not copy). The marker statement `B[tx] = S[127 - tx] + R[127 - tx]`
# is wrapped by (or replaced with) the workload's deep nest.
TEMPLATE = '''
@T.prim_func(s_tir=True)
def main(A: T.Buffer((128,), "float32"), B: T.Buffer((128,), "float32"), n: T.int32):
    T.func_attr({"global_symbol": "NAME", "tirx.noalias": True})
    tx = T.launch_thread("threadIdx.x", 128)
    S = T.alloc_buffer((128,), "float32", scope="shared")
    R = T.alloc_buffer((128,), "float32", scope="shared")
    S[tx] = A[tx]
    R[tx] = A[tx] + T.float32(1)
    B[tx] = S[127 - tx] + R[127 - tx]
'''


def tir_kernel(name: str, wrap):
    """The template with its marker store `B[tx] = S[127 - tx] + R[127 - tx]` replaced by `wrap(store, n, tx, buffers)`
    (`buffers`: the shared buffers S and R by name)."""
    import tvm  # noqa: PLC0415
    from tvm import tirx  # noqa: PLC0415
    from tvm.script import tirx as T  # noqa: PLC0415, F401

    import tvmio  # noqa: PLC0415

    f = tvmio.load_source(tvmio.IMPORTS + TEMPLATE.replace("NAME", name), name)
    if isinstance(f, tvm.IRModule):
        f = f["main"]
    n = f.params[2]
    # The template's body: thread_extent attr { SeqStmt [allocs, stores..., the marker] }.
    attr = f.body
    seq = list(attr.body.seq)
    assert isinstance(seq[-1], tirx.BufferStore) and seq[-1].buffer.name == "B", seq[-1]
    buffers = {st.buffer.name: st.buffer for st in seq if isinstance(st, tirx.AllocBuffer)}
    seq[-1] = wrap(seq[-1], n, attr.node.var, buffers)
    body = tirx.AttrStmt(attr.node, attr.attr_key, attr.value, tirx.SeqStmt(seq))
    return "tir", tvm.IRModule({name: f.with_body(body)})


@workload("sum_10000", "a store of a flat sum of 10,000 loads of a shared buffer")
def _():
    from tvm import tirx  # noqa: PLC0415

    def wrap(store, n, tx, buffers):
        r = buffers["R"]
        value = tirx.BufferLoad(buffers["S"], [127 - tx])
        for k in range(10_000):
            value = tirx.Add(value, tirx.BufferLoad(r, [tirx.IntImm("int32", k % 128)]))
        return tirx.BufferStore(store.buffer, value, store.indices)

    return tir_kernel("sum_10000", wrap)


@workload("loops_1000", "1,000 nested serial loops of extent n around a shared-memory store")
def _():
    from tvm import tirx  # noqa: PLC0415

    def wrap(store, n, tx, buffers):
        body = store
        for k in reversed(range(1000)):
            body = tirx.For(tirx.Var(f"k{k}", "int32"), 0, n, tirx.ForKind.SERIAL, body)
        return body

    return tir_kernel("loops_1000", wrap)


@workload("ifs_1000", "1,000 nested `if n > k` around a shared-memory store")
def _():
    from tvm import tirx  # noqa: PLC0415

    def wrap(store, n, tx, buffers):
        body = store
        for k in reversed(range(1000)):
            body = tirx.IfThenElse(n > k, body, None)
        return body

    return tir_kernel("ifs_1000", wrap)


@workload("lets_1000", "an index that is a chain of 1,000 nested T.Let expressions, into a shared buffer")
def _():
    import tvm  # noqa: PLC0415
    from tvm import tirx  # noqa: PLC0415

    def wrap(store, n, tx, buffers):
        # TVM 0.27's statement-level lets are flat (`Bind`, scoped to the rest of the
        # sequence); its expression-level `Let` nests.
        vs = [tirx.Var(f"v{k}", "int32") for k in range(1000)]
        index = tvm.tirx.floormod(vs[-1] + n, 128)
        for k in reversed(range(1000)):
            prev = tx if k == 0 else vs[k - 1]
            index = tirx.Let(vs[k], tvm.tirx.floormod(prev * 3 + k, 1024), index)
        return tirx.BufferStore(store.buffer, tirx.BufferLoad(buffers["R"], [index]), store.indices)

    return tir_kernel("lets_1000", wrap)


@workload("selects_1000", "a store of 1,000 nested T.Select(n > k, ... + 1, R[k % 128])")
def _():
    from tvm import tirx  # noqa: PLC0415

    def wrap(store, n, tx, buffers):
        # Each level uses the one below once (a level using it twice is a DAG whose tree is
        # 2**1000 nodes: printers walk trees).
        value = store.value
        for k in reversed(range(1000)):
            load = tirx.BufferLoad(buffers["R"], [tirx.IntImm("int32", k % 128)])
            value = tirx.Select(n > k, value + tirx.FloatImm("float32", 1.0), load)
        return tirx.BufferStore(store.buffer, value, store.indices)

    return tir_kernel("selects_1000", wrap)


def build_cut_tir(orig):
    """`real_corpus.build_cut` that also takes an already scheduled TIR module ("tir")."""

    def build(name, config, dumps=None):
        import tvm  # noqa: PLC0415

        desc, builder = rc.WORKLOADS[name]
        made = builder()
        if made[0] != "tir":
            return orig(name, config, dumps)
        # Run it as a "te" workload whose (already scheduled) module dlight leaves alone.
        rc.WORKLOADS[name] = (desc, lambda: ("te", made[1], []))
        try:
            return orig(name, config, dumps)
        finally:
            rc.WORKLOADS[name] = (desc, builder)
        del tvm

    return build


def no_long_reparse(orig):
    """`real_corpus.load_unchecked` that does not try TVM's parser on a printout with a line of
    more than 100,000 characters (the 10,000-term sum: Python's parser needs a raised recursion
    limit and its evaluation takes hours; at 1,000 terms it reads back equal)."""

    def load(text, dump):
        if max(len(line) for line in text.splitlines()) > 100_000:
            raise RuntimeError("not tried: a line of more than 100,000 characters")
        return orig(text, dump)

    return load


def run(name: str) -> tuple[dict, dict]:
    """Builds one workload in this process: (files, info)."""
    tmp = tempfile.mkdtemp(prefix=f"tirsat_deep_{name}_")
    try:
        rc.worker(name, tmp, None)
        files = {}
        for fname in sorted(os.listdir(tmp)):
            if fname != "info.json":
                with open(os.path.join(tmp, fname)) as fh:
                    files[fname] = fh.read()
        with open(os.path.join(tmp, "info.json")) as fh:
            info = json.load(fh)
        return files, info
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="rebuild and compare; write nothing")
    ap.add_argument("names", nargs="*", help="workloads to (re)build; default: all")
    args = ap.parse_args()
    unknown = [n for n in args.names if n not in NAMES]
    if unknown:
        print(f"unknown workloads: {', '.join(unknown)} (known: {', '.join(NAMES)})", file=sys.stderr)
        return 2
    rc.build_cut = build_cut_tir(rc.build_cut)
    rc.load_unchecked = no_long_reparse(rc.load_unchecked)
    built: dict = {}
    shared: dict = {}
    changed = []
    for name in args.names or NAMES:
        files, info = run(name)
        for key in ("pipeline_prefix", "slice"):
            shared[key] = info.pop(key)
        d = os.path.join(CORPUS, name)
        if rc.read_dir(d) != files:
            changed.append(name)
        if not args.check:
            shutil.rmtree(d, ignore_errors=True)
            os.makedirs(d)
            for fname, text in files.items():
                with open(os.path.join(d, fname), "w") as fh:
                    fh.write(text)
        built[name] = info
        res = "  ".join(f"{c}: {r['merged']}/{r['lowered']}" for c, r in info["results"].items())
        print(f"ok    {name:16} {res}", flush=True)
    # Read last: another run may have built other workloads meanwhile.
    manifest: dict = {"modules": {}}
    if os.path.exists(MANIFEST):
        with open(MANIFEST) as fh:
            manifest = json.load(fh)
    modules = manifest.setdefault("modules", {})
    changed += [n for n, info in built.items() if modules.get(n) != info and n not in changed]
    modules.update(built)
    manifest.update(shared)
    manifest["modules"] = {k: modules[k] for k in sorted(modules) if k in NAMES}
    if not args.check:
        os.makedirs(CORPUS, exist_ok=True)
        with open(MANIFEST, "w") as fh:
            json.dump(manifest, fh, indent=2, sort_keys=True)
            fh.write("\n")
    if args.check and changed:
        print(f"differs from the committed corpus: {', '.join(changed)}")
        return 1
    return 0


if __name__ == "__main__":
    # TVM's printer and the dump helper recurse once per nesting level, in Python and C++.
    sys.setrecursionlimit(1_000_000)
    threading.stack_size(1 << 30)
    result: list = []
    t = threading.Thread(target=lambda: result.append(main()))
    t.start()
    t.join()
    sys.exit(result[0] if result else 1)
