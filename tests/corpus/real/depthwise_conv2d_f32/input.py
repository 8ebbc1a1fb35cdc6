# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def depthwise_conv2d_f32(x: T.Buffer((1, 64, 32, 32), "float32"), w: T.Buffer((64, 1, 3, 3), "float32"), DepthwiseConv2d: T.Buffer((1, 64, 32, 32), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = x.view(65536)
        w_1 = w.view(576)
        DepthwiseConv2d_1 = DepthwiseConv2d.view(65536)
        with T.launch_thread("blockIdx.x", 64) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            cse_v1: T.let[T.int32] = blockIdx_x * 1024
            cse_v2: T.let[T.int32] = cse_v1 + threadIdx_x
            DepthwiseConv2d_1[cse_v2] = T.float32(0.0)
            for ax3, ax4 in T.grid(3, 3):
                cse_v3: T.let[T.int32] = threadIdx_x // 32 + ax3
                cse_v4: T.let[T.int32] = ax4 + threadIdx_x % 32
                DepthwiseConv2d_1[cse_v2] = DepthwiseConv2d_1[cse_v2] + T.if_then_else(1 <= cse_v3 and cse_v3 < 33 and 1 <= cse_v4 and cse_v4 < 33, x_1[cse_v1 + ax3 * 32 + threadIdx_x + ax4 - 33], T.float32(0.0)) * w_1[blockIdx_x * 9 + ax3 * 3 + ax4]
