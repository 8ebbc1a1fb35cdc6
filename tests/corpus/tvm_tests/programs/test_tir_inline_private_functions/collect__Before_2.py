# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def subroutine(A_data: T.handle("float32", "global"), B_data: T.handle("float32", "global")):
        T.func_attr({"target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        A = T.decl_buffer((16, 16), data=A_data)
        B = T.decl_buffer((16,), data=B_data)
        for i in range(16):
            B[i] = T.float32(0.0)
            for j in range(16):
                B[i] = B[i] + A[i, j]

    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((80, 16), "float32"), B: T.Buffer((64, 16), "float32")):
        T.func_attr({"target": T.target({"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        for i in range(64):
            Module.subroutine(T.address_of(A[i, 0]), T.address_of(B[i, 0]))
