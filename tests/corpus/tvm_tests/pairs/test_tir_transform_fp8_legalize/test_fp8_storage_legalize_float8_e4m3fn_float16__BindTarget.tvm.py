# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(Aptr: T.handle("uint8", "global"), Bptr: T.handle("uint8", "global"), Dptr: T.handle("uint8", "global")):
        T.func_attr({"target": T.target({"arch": "sm_80", "keys": ["cuda", "gpu"], "kind": "cuda", "l2_cache_size_bytes": 41943040, "max_num_threads": 1024, "max_shared_memory_per_block": 49152, "max_threads_per_block": 1024, "registers_per_block": 65536, "tag": "", "thread_warp_size": 32})})
        A = T.decl_buffer((100,), "uint8", data=Aptr)
        B = T.decl_buffer((100,), "uint8", data=Bptr)
        D = T.decl_buffer((100,), "uint8", data=Dptr)
        C = T.alloc_buffer((100,), "float16")
        for i in range(100):
            C[i] = T.reinterpret("float16", T.Cast("uint16", A[i]) << T.uint16(7) & T.uint16(1023) | T.Cast("uint16", (A[i] << T.uint8(1) >> T.uint8(4)) + T.uint8(8)) << T.uint16(10) | T.Cast("uint16", A[i] >> T.uint8(7)) << T.uint16(15)) + T.reinterpret("float16", T.Cast("uint16", B[i]) << T.uint16(7) & T.uint16(1023) | T.Cast("uint16", (B[i] << T.uint8(1) >> T.uint8(4)) + T.uint8(8)) << T.uint16(10) | T.Cast("uint16", B[i] >> T.uint8(7)) << T.uint16(15))
            D[i] = T.if_then_else(T.reinterpret("uint16", T.exp(C[i])) + ((T.reinterpret("uint16", T.exp(C[i])) >> T.uint16(7) & T.uint16(1)) + T.uint16(63)) << T.uint16(1) >> T.uint16(11) < T.uint16(8), T.uint8(0), T.Cast("uint8", T.reinterpret("uint16", T.exp(C[i])) + ((T.reinterpret("uint16", T.exp(C[i])) >> T.uint16(7) & T.uint16(1)) + T.uint16(63)) >> T.uint16(7)) & T.uint8(7) | T.Cast("uint8", (T.reinterpret("uint16", T.exp(C[i])) + ((T.reinterpret("uint16", T.exp(C[i])) >> T.uint16(7) & T.uint16(1)) + T.uint16(63)) << T.uint16(1) >> T.uint16(11)) - T.uint16(8)) << T.uint8(3) | T.Cast("uint8", T.reinterpret("uint16", T.exp(C[i])) + ((T.reinterpret("uint16", T.exp(C[i])) >> T.uint16(7) & T.uint16(1)) + T.uint16(63)) >> T.uint16(15)) << T.uint8(7))
