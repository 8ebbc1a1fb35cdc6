# differs from TVM 0.27: TVM fails an internal type check on a bfloat16 Bind; we promote the bound value and retype the variable
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(xp: T.handle("bfloat16", "global")):
        T.func_attr({"target": T.target({"arch": "sm_75", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "max_shared_memory_per_block": 49152, "max_threads_per_block": 1024, "registers_per_block": 65536, "tag": "", "thread_warp_size": 32})})
        X = T.decl_buffer((16,), "bfloat16", data=xp)
        for i in range(16):
            v: T.let[T.float32] = T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint16", X[i])) << T.uint32(16)) + T.float32(1.0)
            X[i] = T.reinterpret("bfloat16", T.Cast("uint16", T.reinterpret("uint32", v) + ((T.reinterpret("uint32", v) >> T.uint32(16) & T.uint32(1)) + T.uint32(32767)) >> T.uint32(16)))
