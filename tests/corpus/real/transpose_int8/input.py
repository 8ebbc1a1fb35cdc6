# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def transpose_int8(A: T.Buffer((256, 4096), "int8"), T_transpose: T.Buffer((4096, 256), "int8")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        A_1 = A.view(1048576)
        T_transpose_1 = T_transpose.view(1048576)
        with T.launch_thread("blockIdx.y", 512) as blockIdx_y:
            A_shared = T.alloc_shared((528,), "int8")
            with T.launch_thread("blockIdx.x", 16) as blockIdx_x:
                threadIdx_x = T.launch_thread("threadIdx.x", 16)
                threadIdx_y = T.launch_thread("threadIdx.y", 8)
                cse_v1: T.let[T.int32] = threadIdx_x // 8
                cse_v2: T.let[T.int32] = threadIdx_x % 8
                A_shared[threadIdx_y * 66 + cse_v1 * 33 + cse_v2] = A_1[blockIdx_x * 65536 + threadIdx_y * 8192 + cse_v1 * 4096 + blockIdx_y * 8 + cse_v2]
                T.tvm_storage_sync("shared")
                T_transpose_1[blockIdx_y * 2048 + threadIdx_y * 256 + blockIdx_x * 16 + threadIdx_x] = A_shared[threadIdx_x * 33 + threadIdx_y]
