# passes: FP8ComputeLegalize("float32")
# covers: tests/python/tirx-transform/test_tir_transform_fp8_legalize.py::test_fp8_compute_legalize[float8_e4m3fn-float32]
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(Aptr: T.handle("float8_e4m3fn", "global"), Bptr: T.handle("float8_e4m3fn", "global"), Dptr: T.handle("float8_e4m3fn", "global")):
        T.func_attr({"target": T.target({"arch": "sm_80", "keys": ["cuda", "gpu"], "kind": "cuda", "l2_cache_size_bytes": 41943040, "max_num_threads": 1024, "max_shared_memory_per_block": 49152, "max_threads_per_block": 1024, "registers_per_block": 65536, "tag": "", "thread_warp_size": 32})})
        A = T.decl_buffer((100,), "float8_e4m3fn", data=Aptr)
        B = T.decl_buffer((100,), "float8_e4m3fn", data=Bptr)
        D = T.decl_buffer((100,), "float8_e4m3fn", data=Dptr)
        C = T.alloc_buffer((100,))
        for i in range(100):
            C[i] = T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint8", A[i])) << T.uint32(20) & T.uint32(8388607) | T.Cast("uint32", (T.reinterpret("uint8", A[i]) << T.uint8(1) >> T.uint8(4)) + T.uint8(120)) << T.uint32(23) | T.Cast("uint32", T.reinterpret("uint8", A[i]) >> T.uint8(7)) << T.uint32(31)) + T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint8", B[i])) << T.uint32(20) & T.uint32(8388607) | T.Cast("uint32", (T.reinterpret("uint8", B[i]) << T.uint8(1) >> T.uint8(4)) + T.uint8(120)) << T.uint32(23) | T.Cast("uint32", T.reinterpret("uint8", B[i]) >> T.uint8(7)) << T.uint32(31))
            D[i] = T.reinterpret("float8_e4m3fn", T.if_then_else(T.reinterpret("uint32", T.exp(C[i])) + ((T.reinterpret("uint32", T.exp(C[i])) >> T.uint32(20) & T.uint32(1)) + T.uint32(524287)) << T.uint32(1) >> T.uint32(24) < T.uint32(120), T.uint8(0), T.Cast("uint8", T.reinterpret("uint32", T.exp(C[i])) + ((T.reinterpret("uint32", T.exp(C[i])) >> T.uint32(20) & T.uint32(1)) + T.uint32(524287)) >> T.uint32(20)) & T.uint8(7) | T.Cast("uint8", (T.reinterpret("uint32", T.exp(C[i])) + ((T.reinterpret("uint32", T.exp(C[i])) >> T.uint32(20) & T.uint32(1)) + T.uint32(524287)) << T.uint32(1) >> T.uint32(24)) - T.uint32(120)) << T.uint8(3) | T.Cast("uint8", T.reinterpret("uint32", T.exp(C[i])) + ((T.reinterpret("uint32", T.exp(C[i])) >> T.uint32(20) & T.uint32(1)) + T.uint32(524287)) >> T.uint32(31)) << T.uint8(7)))
