# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(ap: T.handle("bfloat16", "global")):
        T.func_attr({"target": T.target({"arch": "sm_75", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "max_shared_memory_per_block": 49152, "max_threads_per_block": 1024, "registers_per_block": 65536, "tag": "", "thread_warp_size": 32})})
        A = T.decl_buffer((100,), "bfloat16", data=ap)
        B = T.alloc_buffer((100,))
        for i in range(25):
            B[i * 4:i * 4 + 4] = T.reinterpret("float32x4", T.Cast("uint32x4", T.reinterpret("uint16x4", A[T.Ramp(i * 4, 1, 4)])) << T.Broadcast(T.uint32(16), 4)) + T.Broadcast(T.float32(1.0), 4)
