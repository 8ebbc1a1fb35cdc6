# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def cast_f32_e5m2(a: T.Buffer((4096,), "float32"), compute: T.Buffer((4096,), "float8_e5m2")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        a_1 = T.decl_buffer((4096,), data=a.data)
        compute_1 = T.decl_buffer((4096,), "float8_e5m2", data=compute.data)
        with T.launch_thread("blockIdx.x", 4) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            cse_v1: T.let[T.int32] = blockIdx_x * 1024 + threadIdx_x
            compute_1[cse_v1] = T.reinterpret("float8_e5m2", T.if_then_else(T.reinterpret("uint32", a_1[cse_v1]) + ((T.reinterpret("uint32", a_1[cse_v1]) >> T.uint32(21) & T.uint32(1)) + T.uint32(1048575)) << T.uint32(1) >> T.uint32(24) < T.uint32(112), T.uint8(0), T.Cast("uint8", T.reinterpret("uint32", a_1[cse_v1]) + ((T.reinterpret("uint32", a_1[cse_v1]) >> T.uint32(21) & T.uint32(1)) + T.uint32(1048575)) >> T.uint32(21)) & T.uint8(3) | T.Cast("uint8", (T.reinterpret("uint32", a_1[cse_v1]) + ((T.reinterpret("uint32", a_1[cse_v1]) >> T.uint32(21) & T.uint32(1)) + T.uint32(1048575)) << T.uint32(1) >> T.uint32(24)) - T.uint32(112)) << T.uint8(2) | T.Cast("uint8", T.reinterpret("uint32", a_1[cse_v1]) + ((T.reinterpret("uint32", a_1[cse_v1]) >> T.uint32(21) & T.uint32(1)) + T.uint32(1048575)) >> T.uint32(31)) << T.uint8(7)))
