# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(ap: T.handle("bfloat16", "shared"), bp: T.handle("bfloat16", "local"), dp: T.handle("bfloat16", "global")):
        T.func_attr({"target": T.target({"arch": "sm_86", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "max_shared_memory_per_block": 49152, "max_threads_per_block": 1024, "registers_per_block": 65536, "tag": "", "thread_warp_size": 32})})
        A = T.decl_buffer((32,), "bfloat16", data=ap, scope="shared")
        B = T.decl_buffer((32,), "bfloat16", data=bp, scope="local")
        D = T.decl_buffer((32,), "bfloat16", data=dp)
        C = T.alloc_buffer((32,), "bfloat16")
        for i in range(32):
            C[i] = A[i] + B[i] * T.bfloat16(2.0)
            D[i] = T.exp(C[i]) - T.bfloat16(1.0)
