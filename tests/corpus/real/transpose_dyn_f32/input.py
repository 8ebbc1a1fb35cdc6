# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

n = TypeVar("n")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def transpose_dyn_f32(A: T.Buffer((n, 256), "float32"), T_transpose: T.Buffer((256, n), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = n * T.int64(256)
        A_1 = T.decl_buffer((cse_v1,), data=A.data, elem_offset=0)
        T_transpose_1 = T_transpose.view(cse_v1)
        with T.launch_thread("blockIdx.y", 32) as blockIdx_y:
            A_shared = T.alloc_shared((T.min(n, T.int64(16)) * T.int64(33),), elem_offset=0)
            with T.launch_thread("blockIdx.x", (n + T.int64(15)) // T.int64(16)) as blockIdx_x:
                threadIdx_x = T.launch_thread("threadIdx.x", T.int64(16))
                threadIdx_y = T.launch_thread("threadIdx.y", T.int64(8))
                cse_v2: T.let[T.int64] = blockIdx_x * T.int64(16)
                cse_v3: T.let[T.int64] = threadIdx_x // T.int64(8)
                cse_v4: T.let[T.int64] = T.Cast("int64", blockIdx_y) * T.int64(8)
                if cse_v2 + threadIdx_y * T.int64(2) + cse_v3 < n:
                    cse_v5: T.let[T.int64] = T.Cast("int64", T.Cast("int32", threadIdx_x)) % T.int64(8)
                    A_shared[threadIdx_y * T.int64(66) + cse_v3 * T.int64(33) + cse_v5] = A_1[blockIdx_x * T.int64(4096) + threadIdx_y * T.int64(512) + cse_v3 * T.int64(256) + cse_v4 + cse_v5]
                T.tvm_storage_sync("shared")
                if cse_v2 + threadIdx_x < n:
                    T_transpose_1[cse_v2 + (cse_v4 + threadIdx_y) * n + threadIdx_x] = A_shared[threadIdx_x * T.int64(33) + threadIdx_y]
