# passes: BF16ComputeLegalize
# covers: tests/python/tirx-transform/test_tir_transform_bf16_legalize.py::test_bf16_storage_compute_scope_wont_legalize
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(Aptr: T.handle("bfloat16", "shared"), Bptr: T.handle("bfloat16", "local"), Dptr: T.handle("bfloat16", "global")):
        T.func_attr({"target": T.target({"arch": "sm_86", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "max_shared_memory_per_block": 49152, "max_threads_per_block": 1024, "registers_per_block": 65536, "tag": "", "thread_warp_size": 32})})
        A = T.decl_buffer((100,), "bfloat16", data=Aptr, scope="shared")
        B = T.decl_buffer((100,), "bfloat16", data=Bptr, scope="local")
        D = T.decl_buffer((100,), "bfloat16", data=Dptr)
        C = T.alloc_buffer((100,), "bfloat16")
        for i in range(100):
            C[i] = A[i] + B[i]
            D[i] = T.exp(C[i])
