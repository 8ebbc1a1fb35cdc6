# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(Aptr: T.handle("float8_e5m2", "global"), Bptr: T.handle("float8_e5m2", "global"), Dptr: T.handle("float8_e5m2", "global")):
        T.func_attr({"target": T.target({"arch": "sm_80", "keys": ["cuda", "gpu"], "kind": "cuda", "l2_cache_size_bytes": 41943040, "max_num_threads": 1024, "max_shared_memory_per_block": 49152, "max_threads_per_block": 1024, "registers_per_block": 65536, "tag": "", "thread_warp_size": 32})})
        A = T.decl_buffer((100,), "float8_e5m2", data=Aptr)
        B = T.decl_buffer((100,), "float8_e5m2", data=Bptr)
        D = T.decl_buffer((100,), "float8_e5m2", data=Dptr)
        C = T.alloc_buffer((100,), "float16")
        for i in range(100):
            C[i] = T.reinterpret("float16", T.Cast("uint16", T.reinterpret("uint8", A[i])) << T.uint16(8)) + T.reinterpret("float16", T.Cast("uint16", T.reinterpret("uint8", B[i])) << T.uint16(8))
            D[i] = T.reinterpret("float8_e5m2", T.Cast("uint8", T.reinterpret("uint16", T.exp(C[i])) + ((T.reinterpret("uint16", T.exp(C[i])) >> T.uint16(8) & T.uint16(1)) + T.uint16(127)) >> T.uint16(8)))
