# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def transpose_f16(A: T.Buffer((1024, 512), "float16"), T_transpose: T.Buffer((512, 1024), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        A_1 = A.view(524288)
        T_transpose_1 = T_transpose.view(524288)
        with T.launch_thread("blockIdx.y", 64) as blockIdx_y:
            A_shared = T.alloc_shared((528,), "float16")
            with T.launch_thread("blockIdx.x", 64) as blockIdx_x:
                threadIdx_x = T.launch_thread("threadIdx.x", 16)
                threadIdx_y = T.launch_thread("threadIdx.y", 8)
                cse_v1: T.let[T.int32] = threadIdx_y * 1024
                cse_v2: T.let[T.int32] = threadIdx_x // 8
                cse_v3: T.let[T.int32] = threadIdx_x % 8
                A_shared[threadIdx_y * 66 + cse_v2 * 33 + cse_v3] = A_1[blockIdx_x * 8192 + cse_v1 + cse_v2 * 512 + blockIdx_y * 8 + cse_v3]
                T.tvm_storage_sync("shared")
                T_transpose_1[blockIdx_y * 8192 + cse_v1 + blockIdx_x * 16 + threadIdx_x] = A_shared[threadIdx_x * 33 + threadIdx_y]
