# passes: FP8ComputeLegalize, FP8StorageLegalize
# covers: spec 6 (fp8 native on sm_90: storage unchanged too)
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(pa: T.handle("float8_e4m3fn")):
        T.func_attr({"target": T.target({"kind": "cuda", "arch": "sm_90"})})
        A = T.decl_buffer((16,), "float8_e4m3fn", data=pa)
        C = T.alloc_buffer((16,), "float8_e4m3fn")
        for i in range(16):
            C[i] = A[i] + A[i]
            A[i] = C[i]
