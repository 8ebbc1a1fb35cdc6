# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(pa: T.handle("uint8x4", "shared"), pb: T.handle("uint8x4", "global")):
        T.func_attr({"target": T.target({"arch": "sm_80", "keys": ["cuda", "gpu"], "kind": "cuda", "l2_cache_size_bytes": 41943040, "max_num_threads": 1024, "max_shared_memory_per_block": 49152, "max_threads_per_block": 1024, "registers_per_block": 65536, "tag": "", "thread_warp_size": 32})})
        A = T.decl_buffer((8,), "uint8x4", data=pa, scope="shared")
        B = T.decl_buffer((8,), "uint8x4", data=pb)
        for i in range(8):
            B[i] = T.Cast("uint8x4", T.reinterpret("uint16x4", T.reinterpret("float16x4", T.Cast("uint16x4", A[i]) << T.Broadcast(T.uint16(8), 4)) * T.reinterpret("float16x4", T.Cast("uint16x4", A[i]) << T.Broadcast(T.uint16(8), 4))) + ((T.reinterpret("uint16x4", T.reinterpret("float16x4", T.Cast("uint16x4", A[i]) << T.Broadcast(T.uint16(8), 4)) * T.reinterpret("float16x4", T.Cast("uint16x4", A[i]) << T.Broadcast(T.uint16(8), 4))) >> T.Broadcast(T.uint16(8), 4) & T.Broadcast(T.uint16(1), 4)) + T.Broadcast(T.uint16(127), 4)) >> T.Broadcast(T.uint16(8), 4))
