# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def max_pool2d_f16(x: T.Buffer((1, 64, 56, 56), "float16"), pool_max: T.Buffer((1, 64, 28, 28), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = x.view(200704)
        pool_max_1 = pool_max.view(50176)
        with T.launch_thread("blockIdx.x", 49) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            cse_v1: T.let[T.int32] = blockIdx_x * 1024 + threadIdx_x
            pool_max_1[cse_v1] = T.float16(-65504.0)
            for ax3, ax4 in T.grid(3, 3):
                cse_v2: T.let[T.int32] = blockIdx_x * 256 + threadIdx_x // 4
                cse_v3: T.let[T.int32] = cse_v1 % 28 * 2
                pool_max_1[cse_v1] = T.max(pool_max_1[cse_v1], T.if_then_else(1 <= cse_v2 % 196 // 7 * 2 + ax3 and 1 <= cse_v3 + ax4, x_1[cse_v2 // 7 * 112 + ax3 * 56 + cse_v3 + ax4 - 57], T.float16(-65504.0)))
