# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def permute_0213_f16(A: T.Buffer((2, 128, 16, 64), "float16"), T_transpose: T.Buffer((2, 16, 128, 64), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        A_1 = A.view(262144)
        T_transpose_1 = T_transpose.view(262144)
        with T.launch_thread("blockIdx.x", 256) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            T_transpose_1[blockIdx_x * 1024 + threadIdx_x] = A_1[blockIdx_x // 128 * 131072 + blockIdx_x % 8 * 16384 + threadIdx_x // 64 * 1024 + blockIdx_x % 128 // 8 * 64 + threadIdx_x % 64]
