# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

n = TypeVar("n")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def gemv_dyn_n_f16(x: T.Buffer((1, 1024), "float16"), W: T.Buffer((n, 1024), "float16"), y: T.Buffer((1, n), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = x.view(1024)
        W_1 = T.decl_buffer((n * T.int64(1024),), "float16", data=W.data, elem_offset=0)
        y_1 = y.view(n)
        with T.launch_thread("blockIdx.x", (n + T.int64(1023)) // T.int64(1024)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", T.int64(1024))
            cse_v1: T.let[T.int64] = blockIdx_x * T.int64(1024) + threadIdx_x
            if cse_v1 < n:
                y_1[cse_v1] = T.float16(0.0)
            for ax1 in range(1024):
                if cse_v1 < n:
                    y_1[cse_v1] = y_1[cse_v1] + x_1[ax1] * W_1[blockIdx_x * T.int64(1048576) + threadIdx_x * T.int64(1024) + T.Cast("int64", ax1)]
