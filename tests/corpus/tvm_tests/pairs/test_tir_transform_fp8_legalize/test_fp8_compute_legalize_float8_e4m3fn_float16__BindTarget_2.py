# passes: BindTarget({"kind": "cuda", "tag": "", "keys": ["cuda", "gpu"], "max_num_threads": 1024, "registers_per_block": 65536, "thread_warp_size": 32, "max_shared_memory_per_block": 49152, "l2_cache_size_bytes": 41943040, "max_threads_per_block": 1024, "arch": "sm_80"})
# covers: tests/python/tirx-transform/test_tir_transform_fp8_legalize.py::test_fp8_compute_legalize[float8_e4m3fn-float16]
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(Aptr: T.handle("float8_e4m3fn", "global"), Bptr: T.handle("float8_e4m3fn", "global"), Dptr: T.handle("float8_e4m3fn", "global")):
        A = T.decl_buffer((100,), "float8_e4m3fn", data=Aptr)
        B = T.decl_buffer((100,), "float8_e4m3fn", data=Bptr)
        D = T.decl_buffer((100,), "float8_e4m3fn", data=Dptr)
        C = T.alloc_buffer((100,), "float16")
        for i in range(100):
            C[i] = T.reinterpret("float16", T.Cast("uint16", T.reinterpret("uint8", A[i])) << T.uint16(7) & T.uint16(1023) | T.Cast("uint16", (T.reinterpret("uint8", A[i]) << T.uint8(1) >> T.uint8(4)) + T.uint8(8)) << T.uint16(10) | T.Cast("uint16", T.reinterpret("uint8", A[i]) >> T.uint8(7)) << T.uint16(15)) + T.reinterpret("float16", T.Cast("uint16", T.reinterpret("uint8", B[i])) << T.uint16(7) & T.uint16(1023) | T.Cast("uint16", (T.reinterpret("uint8", B[i]) << T.uint8(1) >> T.uint8(4)) + T.uint8(8)) << T.uint16(10) | T.Cast("uint16", T.reinterpret("uint8", B[i]) >> T.uint8(7)) << T.uint16(15))
            D[i] = T.reinterpret("float8_e4m3fn", T.if_then_else(T.reinterpret("uint16", T.exp(C[i])) + ((T.reinterpret("uint16", T.exp(C[i])) >> T.uint16(7) & T.uint16(1)) + T.uint16(63)) << T.uint16(1) >> T.uint16(11) < T.uint16(8), T.uint8(0), T.Cast("uint8", T.reinterpret("uint16", T.exp(C[i])) + ((T.reinterpret("uint16", T.exp(C[i])) >> T.uint16(7) & T.uint16(1)) + T.uint16(63)) >> T.uint16(7)) & T.uint8(7) | T.Cast("uint8", (T.reinterpret("uint16", T.exp(C[i])) + ((T.reinterpret("uint16", T.exp(C[i])) >> T.uint16(7) & T.uint16(1)) + T.uint16(63)) << T.uint16(1) >> T.uint16(11)) - T.uint16(8)) << T.uint8(3) | T.Cast("uint8", T.reinterpret("uint16", T.exp(C[i])) + ((T.reinterpret("uint16", T.exp(C[i])) >> T.uint16(7) & T.uint16(1)) + T.uint16(63)) >> T.uint16(15)) << T.uint8(7)))
