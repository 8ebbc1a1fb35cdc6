# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def scale_e4m3_bf16(a: T.Buffer((64, 512), "float8_e4m3fn"), s: T.Buffer((64,), "bfloat16"), y: T.Buffer((64, 512), "bfloat16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        a_1 = a.view(32768)
        s_1 = T.decl_buffer((64,), "bfloat16", data=s.data)
        y_1 = y.view(32768)
        with T.launch_thread("blockIdx.x", 32) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            cse_v1: T.let[T.int32] = blockIdx_x * 1024 + threadIdx_x
            y_1[cse_v1] = T.Cast("bfloat16", T.reinterpret("float32", T.Cast("uint32", T.reinterpret("uint8", a_1[cse_v1])) << T.uint32(20) & T.uint32(8388607) | T.Cast("uint32", (T.reinterpret("uint8", a_1[cse_v1]) << T.uint8(1) >> T.uint8(4)) + T.uint8(120)) << T.uint32(23) | T.Cast("uint32", T.reinterpret("uint8", a_1[cse_v1]) >> T.uint8(7)) << T.uint32(31))) * s_1[blockIdx_x * 2 + threadIdx_x // 512]
