# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(pa: T.handle("float8_e4m3fn", "global")):
        T.func_attr({"target": T.target({"arch": "sm_90", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        A = T.decl_buffer((16,), "float8_e4m3fn", data=pa)
        C = T.alloc_buffer((16,), "float8_e4m3fn")
        for i in range(16):
            C[i] = A[i] + A[i]
            A[i] = C[i]
