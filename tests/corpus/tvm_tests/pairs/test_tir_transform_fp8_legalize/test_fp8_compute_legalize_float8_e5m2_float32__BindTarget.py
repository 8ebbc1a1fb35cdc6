# passes: BindTarget({"kind": "cuda", "tag": "", "keys": ["cuda", "gpu"], "max_num_threads": 1024, "registers_per_block": 65536, "thread_warp_size": 32, "max_shared_memory_per_block": 49152, "l2_cache_size_bytes": 41943040, "max_threads_per_block": 1024, "arch": "sm_80"})
# covers: tests/python/tirx-transform/test_tir_transform_fp8_legalize.py::test_fp8_compute_legalize[float8_e5m2-float32]
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(Aptr: T.handle("float8_e5m2", "global"), Bptr: T.handle("float8_e5m2", "global"), Dptr: T.handle("float8_e5m2", "global")):
        A = T.decl_buffer((100,), "float8_e5m2", data=Aptr)
        B = T.decl_buffer((100,), "float8_e5m2", data=Bptr)
        D = T.decl_buffer((100,), "float8_e5m2", data=Dptr)
        C = T.alloc_buffer((100,), "float8_e5m2")
        for i in range(100):
            C[i] = A[i] + B[i]
            D[i] = T.exp(C[i])
