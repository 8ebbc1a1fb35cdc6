# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def min_rows_f16(A: T.Buffer((8, 64, 512), "float16"), A_red: T.Buffer((8, 64), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        A_1 = A.view(262144)
        A_red_1 = A_red.view(512)
        with T.launch_thread("blockIdx.x", 1) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            if threadIdx_x < 512:
                A_red_1[threadIdx_x] = T.float16(65504.0)
            for ax2 in range(512):
                if threadIdx_x < 512:
                    A_red_1[threadIdx_x] = T.min(A_red_1[threadIdx_x], A_1[threadIdx_x * 512 + ax2])
