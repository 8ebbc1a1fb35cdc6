"""Check of the TVMScript printer against an installed TVM 0.27 (an oracle tool).

Not part of the test suite: the Rust tests run without TVM (the printer's
expected texts in `tests/printer.rs` are TVM's printouts, committed). Usage:

    TIRSAT_PRINTER_DUMP=/tmp/pdump cargo test --test printer
    ${TVM_PYTHON:-.venv-tvm/bin/python} scripts/oracle/printer_tvm_check.py /tmp/pdump

For every printed module `<name>.py` in the directory it checks that
1. TVM parses the text (the header imports are commented out, as TVM prints
   them, so they are added first),
2. TVM prints the parsed module back to the same text (differences are shown;
   the printer's documented deviations from TVM's text show up here), and
3. where a reference module is known (rebuilt below from the experiment
   scripts of shared/reference/tvm-experiments.md), the parsed module is
   structurally equal to it (`tvm_ffi.structural_equal(..., map_free_vars=True)`).
"""

import difflib
import os
import runpy
import sys
import tempfile

import tvm
import tvm_ffi
from tvm.script import ir as I
from tvm.script import tirx as T

HEADER = (
    "from tvm.script import ir as I\n"
    "from tvm.script import tirx as T\n"
    "from tvm.tirx.layout import Axis\n"
)


def parse(text):
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(HEADER + text)
        path = f.name
    try:
        env = runpy.run_path(path)
    finally:
        os.unlink(path)
    mods = [v for v in env.values() if isinstance(v, tvm.IRModule)]
    if len(mods) != 1:
        raise RuntimeError("expected one IRModule in the file")
    return mods[0]


# ---- reference modules (the experiment scripts, run through TVM's passes) ----


def exp_a_before():
    @I.ir_module
    class Before:
        @T.prim_func(s_tir=True)
        def main(X: T.Buffer((128,), "float32"), Y: T.Buffer((128,), "float32")):
            threadIdx_x = T.launch_thread("threadIdx.x", 128)
            A_sh = T.alloc_buffer((128,), "float32", scope="shared.dyn")
            B_sh = T.alloc_buffer((128,), "float32", scope="shared.dyn")
            A_sh[threadIdx_x] = X[threadIdx_x]
            B_sh[threadIdx_x] = A_sh[127 - threadIdx_x]
            Y[threadIdx_x] = B_sh[threadIdx_x]

    return Before


def merge(mod):
    return tvm.s_tir.transform.MergeSharedMemoryAllocations()(mod)


def split(mod):
    return tvm.tirx.transform.SplitHostDevice()(mod)


def exp_b():
    @I.ir_module
    class Before:
        @T.prim_func(s_tir=True)
        def main(X: T.Buffer((128,), "float32"), Y: T.Buffer((256,), "float16")):
            T.func_attr({"target": T.target("cuda", host="llvm")})
            tx0 = T.env_thread("threadIdx.x")
            with T.launch_thread(tx0, 128):
                A_sh = T.alloc_buffer((128,), "float32", scope="shared.dyn")
                B_sh = T.alloc_buffer((128,), "float32", scope="shared.dyn")
                A_sh[tx0] = X[tx0]
                T.tvm_storage_sync("shared.dyn")
                B_sh[tx0] = A_sh[127 - tx0]
                T.tvm_storage_sync("shared.dyn")
                X[tx0] = B_sh[tx0]
            tx1 = T.env_thread("threadIdx.x")
            with T.launch_thread(tx1, 64):
                C_sh = T.alloc_buffer((256,), "float16", scope="shared.dyn")
                D_sh = T.alloc_buffer((64,), "float32", scope="shared.dyn")
                for k in range(4):
                    C_sh[tx1 * 4 + k] = Y[tx1 * 4 + k]
                D_sh[tx1] = T.Cast("float32", C_sh[tx1 * 4]) + T.Cast("float32", C_sh[tx1 * 4 + 3])
                Y[tx1] = T.Cast("float16", D_sh[tx1])

    return split(merge(Before))


def exp_c():
    @I.ir_module
    class C1:
        @T.prim_func(s_tir=True)
        def main(var_X: T.handle, n: T.int32):
            T.func_attr({"target": T.target("cuda", host="llvm")})
            X = T.match_buffer(var_X, (n,), "float32")
            threadIdx_x = T.launch_thread("threadIdx.x", 128)
            A_sh = T.alloc_buffer((n,), "float16", scope="shared.dyn")
            B_sh = T.alloc_buffer((128,), "float32", scope="shared.dyn")
            A_sh[threadIdx_x] = T.Cast("float16", X[threadIdx_x])
            B_sh[threadIdx_x] = T.Cast("float32", A_sh[threadIdx_x]) + T.float32(1)
            X[threadIdx_x] = B_sh[threadIdx_x] + T.Cast("float32", A_sh[threadIdx_x])

    return split(merge(C1))


def exp_i():
    @I.ir_module
    class S:
        @T.prim_func(s_tir=True)
        def main(a: T.handle, b: T.handle, n: T.int32):
            T.func_attr({"target": T.target("cuda", host="llvm")})
            A = T.match_buffer(a, (n,), "float32")
            B = T.match_buffer(b, (n,), "float32")
            tx = T.launch_thread("threadIdx.x", 128)
            B[tx] = A[tx]

    out = split(S)
    return tvm.IRModule({"main_kernel": out["main_kernel"]})


def exp_d2():
    @I.ir_module
    class D2:
        @T.prim_func(s_tir=True)
        def main(X: T.Buffer((128,), "float32")):
            tx = T.launch_thread("threadIdx.x", 128)
            I8_sh = T.alloc_buffer((5,), "int8", scope="shared.dyn", align=4)
            H_sh = T.alloc_buffer((3,), "float16", scope="shared.dyn", align=4)
            F_sh = T.alloc_buffer((7,), "float32", scope="shared.dyn", align=4)
            I8_sh[tx % 5] = T.Cast("int8", X[tx])
            H_sh[tx % 3] = T.Cast("float16", X[tx])
            F_sh[tx % 7] = X[tx]
            X[tx] = T.Cast("float32", I8_sh[tx % 5]) + T.Cast("float32", H_sh[tx % 3]) + F_sh[tx % 7]

    return merge(D2)


def exp_e1():
    @I.ir_module
    class E1:
        @T.prim_func(s_tir=True)
        def main(A: T.Buffer((128,), "float32"), n: T.int32):
            T.func_attr({"target": T.target("cuda", host="llvm")})
            m: T.let[T.int32] = E1.host_helper(n)
            tx = T.launch_thread("threadIdx.x", 128)
            A[tx] = E1.dev_helper(A[tx]) + T.Cast("float32", m)

        @T.prim_func(private=True, s_tir=True)
        def host_helper(n: T.int32) -> T.int32:
            T.func_attr({"target": T.target("llvm")})
            return n + 1

        @T.prim_func(private=True, s_tir=True)
        def dev_helper(x: T.float32) -> T.float32:
            T.func_attr({"target": T.target("cuda")})
            return x * T.float32(2)

    return E1


def exp_g_oncpu():
    @I.ir_module
    class OnCPU:
        @T.prim_func(s_tir=True)
        def main(n: T.int32):
            T.func_attr({"target": T.target("cuda", host={"kind": "llvm", "opt-level": 0})})
            T.attr(T.target("llvm"), "target", 0)
            T.evaluate(n)

    return split(OnCPU)


def exp_g_dyn():
    @I.ir_module
    class Dyn:
        @T.prim_func(s_tir=True)
        def default_function(var_A: T.handle, var_B: T.handle, seq_len: T.int32):
            T.func_attr({"target": T.target("cuda")})
            A = T.match_buffer(var_A, [seq_len], "int32")
            B = T.match_buffer(var_B, [seq_len], "int32")
            num_blocks: T.let[T.int32] = (seq_len + 127) // 128
            with T.attr(T.target("cuda"), "target", 0):
                blockIdx_x = T.launch_thread("blockIdx.x", num_blocks)
                threadIdx_x = T.launch_thread("threadIdx.x", 128)
                if blockIdx_x * 128 + threadIdx_x < seq_len:
                    B[blockIdx_x * 128 + threadIdx_x] = A[blockIdx_x * 128 + threadIdx_x]

    return split(Dyn)


REFERENCES = {
    "exp_a_before": exp_a_before,
    "exp_a_after": lambda: merge(exp_a_before()),
    "exp_b_split": exp_b,
    "exp_c_split": exp_c,
    "exp_i_kernel": exp_i,
    "exp_d2_after": exp_d2,
    "exp_e1_before": exp_e1,
    "exp_g_oncpu": exp_g_oncpu,
    "exp_g_dyn": exp_g_dyn,
}


def main(directory):
    failures = 0
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".py"):
            continue
        stem = name[:-3]
        text = open(os.path.join(directory, name)).read()
        if "metadata[" in text:
            print(f"{stem}: skipped (metadata references cannot be parsed)")
            continue
        note = ""
        try:
            try:
                mod = parse(text)
            except Exception as e:  # noqa: BLE001
                if "not well-formed" not in str(e):
                    raise
                # IR that is ill-formed on purpose (an undefined variable, as in
                # experiment I): parse without the well-formedness check.
                mod = parse(text.replace("@I.ir_module", "@I.ir_module(check_well_formed=False)", 1))
                note = " (ill-formed: parsed with check_well_formed=False)"
        except Exception as e:  # noqa: BLE001
            failures += 1
            print(f"{stem}: PARSE FAILED: {str(e).strip().splitlines()[0]}")
            continue
        again = mod.script().strip()
        status = "parses" + note
        if again == text.strip():
            status += ", TVM prints it back unchanged"
        else:
            diff = [
                l
                for l in difflib.unified_diff(text.strip().splitlines(), again.splitlines(), lineterm="", n=0)
                if l[:1] in "+-" and not l.startswith(("+++", "---"))
            ]
            status += f", TVM prints it back with {len(diff)} changed lines"
            for l in diff:
                status += "\n    " + l
        if stem in REFERENCES:
            ref = REFERENCES[stem]()
            eq = tvm_ffi.structural_equal(ref, mod, map_free_vars=True)
            status += f"; structurally equal to the reference: {eq}"
            if not eq:
                failures += 1
        print(f"{stem}: {status}")
    print(f"{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
