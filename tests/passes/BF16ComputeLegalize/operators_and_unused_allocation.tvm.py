# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(ap: T.handle("bfloat16", "global"), cp: T.handle("bfloat16", "global"), n: T.int32):
        T.func_attr({"target": T.target({"arch": "sm_75", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "max_shared_memory_per_block": 49152, "max_threads_per_block": 1024, "registers_per_block": 65536, "tag": "", "thread_warp_size": 32})})
        A = T.decl_buffer((100,), "bfloat16", data=ap)
        C = T.decl_buffer((100,), "bfloat16", data=cp)
        B = T.alloc_buffer((100,))
        U = T.alloc_buffer((100,))
        for i in range(100):
            B[i] = T.Select(n > 0, T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint16", A[i])) << T.uint32(16)) * T.float32(2.0), T.if_then_else(n < 5, T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint16", A[i])) << T.uint32(16)), T.Cast("float32", n)))
            C[i] = T.reinterpret("bfloat16", T.Cast("uint16", T.reinterpret("uint32", T.max(B[i], T.float32(0.0)) + T.float32(3.0)) + ((T.reinterpret("uint32", T.max(B[i], T.float32(0.0)) + T.float32(3.0)) >> T.uint32(16) & T.uint32(1)) + T.uint32(32767)) >> T.uint32(16)))
            C[i] = T.reinterpret("bfloat16", T.Cast("uint16", T.reinterpret("uint32", T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint16", A[i])) << T.uint32(16)) / T.float32(3.0) - B[i]) + ((T.reinterpret("uint32", T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint16", A[i])) << T.uint32(16)) / T.float32(3.0) - B[i]) >> T.uint32(16) & T.uint32(1)) + T.uint32(32767)) >> T.uint32(16)))
            C[i] = A[i]
            B[i] = T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint16", A[i])) << T.uint32(16))
            C[i] = T.reinterpret("bfloat16", T.Cast("uint16", T.reinterpret("uint32", B[i]) + ((T.reinterpret("uint32", B[i]) >> T.uint32(16) & T.uint32(1)) + T.uint32(32767)) >> T.uint32(16)))
