# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

m = TypeVar("m")
n = TypeVar("n")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def sum_dyn_f16(A: T.Buffer((m, n), "float16"), A_red: T.Buffer((m,), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        A_1 = T.decl_buffer((m * n,), "float16", data=A.data, elem_offset=0)
        A_red_1 = T.decl_buffer((m,), "float16", data=A_red.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", m) as blockIdx_x:
            A_red_rf_local = T.alloc_local((1,), "float16")
            red_result = T.alloc_shared((T.int64(1),), "float16", annotations={"tirx.volatile": True})
            with T.launch_thread("threadIdx.x", T.int64(1024)) as threadIdx_x:
                for var in range(T.int64(1)):
                    A_red_rf_local[0] = T.float16(0.0)
                    for ax1_fused_0 in range((n + T.int64(1023)) // T.int64(1024)):
                        cse_v1: T.let[T.int64] = ax1_fused_0 * T.int64(1024)
                        if cse_v1 + threadIdx_x < n:
                            A_red_rf_local[0] = A_red_rf_local[0] + A_1[cse_v1 + blockIdx_x * n + threadIdx_x]
                    with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float16(0.0)]), "reduce_scope", 0):
                        red_buf_staging = T.alloc_shared((T.int64(32),), "float16")
                        t0 = T.alloc_local((1,), "float16")
                        mask = T.alloc_local((1,), "uint32")
                        red_buf0 = T.alloc_local((1,), "float16")
                        t0_1 = T.alloc_local((1,), "float16")
                        mask_1 = T.alloc_local((1,), "uint32")
                        red_buf0_1 = T.alloc_local((1,), "float16")
                        red_buf0[0] = A_red_rf_local[0]
                        mask[0] = T.tvm_warp_activemask()
                        t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 16, 32, 32)
                        red_buf0[0] = red_buf0[0] + t0[0]
                        t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 8, 32, 32)
                        red_buf0[0] = red_buf0[0] + t0[0]
                        t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 4, 32, 32)
                        red_buf0[0] = red_buf0[0] + t0[0]
                        t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 2, 32, 32)
                        red_buf0[0] = red_buf0[0] + t0[0]
                        t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 1, 32, 32)
                        red_buf0[0] = red_buf0[0] + t0[0]
                        if threadIdx_x % T.int64(32) == T.int64(0):
                            red_buf_staging[threadIdx_x // T.int64(32)] = red_buf0[0]
                        T.tvm_storage_sync("shared")
                        if threadIdx_x < T.int64(32):
                            red_buf0_1[0] = red_buf_staging[threadIdx_x]
                        mask_1[0] = T.tvm_warp_activemask()
                        t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 16, 32, 32)
                        red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                        t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 8, 32, 32)
                        red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                        t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 4, 32, 32)
                        red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                        t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 2, 32, 32)
                        red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                        t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 1, 32, 32)
                        red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                        if threadIdx_x == T.int64(0):
                            red_result[0] = red_buf0_1[0]
                        T.tvm_storage_sync("shared")
                    if threadIdx_x == T.int64(0):
                        A_red_1[blockIdx_x] = red_result[0]
