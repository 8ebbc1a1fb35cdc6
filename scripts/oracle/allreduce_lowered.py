"""TVM 0.27's LowerThreadAllreduce on the `tvm_thread_allreduce` programs of
TVM's own tests (tests/corpus/tvm_tests/programs/
test_s_tir_transform_lower_thread_all_reduce/*__Before.py): writes TVM's
lowered module to tests/fixtures/allreduce/<test>.tvm.py, so that
tests/interp_warp.rs can run the input (the interpreter executes the
allreduce) against TVM's shuffles and shared-memory trees.

Run from the repository root with TVM 0.27's python:
    /work/main/.venv-tvm/bin/python scripts/oracle/allreduce_lowered.py
"""

import pathlib
import sys

import tvm
from tvm.script import ir as I  # noqa: F401  (used by the evaluated scripts)
from tvm.script import tirx as T  # noqa: F401

ROOT = pathlib.Path(__file__).resolve().parents[2]
SRC = ROOT / "tests/corpus/tvm_tests/programs/test_s_tir_transform_lower_thread_all_reduce"
OUT = ROOT / "tests/fixtures/allreduce"


def load(path):
    scope = {"I": I, "T": T, "tvm": tvm}
    exec(compile(path.read_text(), str(path), "exec"), scope)
    mods = [v for v in scope.values() if isinstance(v, tvm.IRModule)]
    assert len(mods) == 1, path
    return mods[0]


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for path in sorted(SRC.glob("*__Before.py")):
        name = path.name[: -len("__Before.py")]
        mod = load(path)
        target = mod["main"].attrs.get("target") if "main" in mod else None
        if target is None or target.kind.name != "cuda":
            print(f"{name}: not a CUDA kernel, skipped")
            continue
        try:
            lowered = tvm.s_tir.transform.LowerThreadAllreduce()(mod)
        except Exception as e:  # noqa: BLE001  (record TVM's refusal)
            print(f"{name}: TVM fails: {str(e).splitlines()[-1]}")
            continue
        (OUT / f"{name}.tvm.py").write_text(lowered.script())
        print(f"{name}: written")


if __name__ == "__main__":
    sys.exit(main())
