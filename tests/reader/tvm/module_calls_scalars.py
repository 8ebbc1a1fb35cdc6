from __future__ import annotations
import tvm
from tvm.script import tirx as T
from tvm.script import ir as I
@tvm.script.ir_module(check_well_formed=False)
class Mod:
    @T.prim_func
    def nostir(A: T.Buffer(16, "float32"), B: T.Buffer([4, 4]), a: T.handle, n: T.int32):
        X = T.match_buffer(a, (n, 4), "int8")
        T.func_attr({"global_symbol": "renamed"})
        C = T.alloc_buffer((4,), layout=None)
        A[0] = T.Cast("float32", X[0, 1]) + B[1, 2]

    @T.prim_func(private=True, s_tir=True)
    def helper(v: T.int32, f: T.bool, h: T.handle("float16"), g: T.handle("int8", storage_scope="shared")) -> T.int32:
        if v > 3:
            return v
        return 0

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer(("n * 4",), "float32"), B: T.Buffer(("m",), "float32"), m: T.int64, n: T.int32):
        k: T.let[T.int32] = Mod.helper(n, True, A.data, A.data)
        j = T.bind(n * 2)
        r = Mod.helper(k, False, A.data, A.data)
        s = n + 1
        s = s * 2
        t: T.int32 = 5
        A[0] = T.Cast("float32", s + t + j + r)
