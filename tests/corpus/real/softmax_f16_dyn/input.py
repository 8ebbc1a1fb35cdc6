# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

n = TypeVar("n")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def softmax_f16_dyn(A: T.Buffer((n, 4096), "float16"), T_softmax_norm: T.Buffer((n, 4096), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = n * T.int64(4096)
        A_1 = T.decl_buffer((cse_v1,), "float16", data=A.data, elem_offset=0)
        T_softmax_norm_1 = T.decl_buffer((cse_v1,), "float16", data=T_softmax_norm.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", n) as blockIdx_x:
            in_thread_T_softmax_maxelem_shared = T.alloc_local((1,), "float16")
            red_result = T.alloc_shared((1,), "float16", annotations={"tirx.volatile": True})
            T_softmax_maxelem_shared = T.alloc_shared((1,), "float16")
            in_thread_T_softmax_expsum_shared = T.alloc_local((1,), "float16")
            red_result_1 = T.alloc_shared((1,), "float16", annotations={"tirx.volatile": True})
            T_softmax_expsum_shared = T.alloc_shared((1,), "float16")
            with T.launch_thread("threadIdx.x", 256) as threadIdx_x:
                in_thread_T_softmax_maxelem_shared[0] = T.float16(-65504.0)
                cse_v2: T.let[T.int64] = blockIdx_x * T.int64(4096) + T.Cast("int64", threadIdx_x)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v2])
                cse_v3: T.let[T.int64] = cse_v2 + T.int64(256)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v3])
                cse_v4: T.let[T.int64] = cse_v2 + T.int64(512)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v4])
                cse_v5: T.let[T.int64] = cse_v2 + T.int64(768)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v5])
                cse_v6: T.let[T.int64] = cse_v2 + T.int64(1024)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v6])
                cse_v7: T.let[T.int64] = cse_v2 + T.int64(1280)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v7])
                cse_v8: T.let[T.int64] = cse_v2 + T.int64(1536)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v8])
                cse_v9: T.let[T.int64] = cse_v2 + T.int64(1792)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v9])
                cse_v10: T.let[T.int64] = cse_v2 + T.int64(2048)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v10])
                cse_v11: T.let[T.int64] = cse_v2 + T.int64(2304)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v11])
                cse_v12: T.let[T.int64] = cse_v2 + T.int64(2560)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v12])
                cse_v13: T.let[T.int64] = cse_v2 + T.int64(2816)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v13])
                cse_v14: T.let[T.int64] = cse_v2 + T.int64(3072)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v14])
                cse_v15: T.let[T.int64] = cse_v2 + T.int64(3328)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v15])
                cse_v16: T.let[T.int64] = cse_v2 + T.int64(3584)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v16])
                cse_v17: T.let[T.int64] = cse_v2 + T.int64(3840)
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v17])
                with T.attr(T.comm_reducer(lambda x0, y0: T.max(x0, y0), [T.float16(-65504.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((8,), "float16")
                    t0 = T.alloc_local((1,), "float16")
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,), "float16")
                    t0_1 = T.alloc_local((1,), "float16")
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,), "float16")
                    red_buf0[0] = in_thread_T_softmax_maxelem_shared[0]
                    mask[0] = T.tvm_warp_activemask()
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 16, 32, 32)
                    red_buf0[0] = T.max(red_buf0[0], t0[0])
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 8, 32, 32)
                    red_buf0[0] = T.max(red_buf0[0], t0[0])
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 4, 32, 32)
                    red_buf0[0] = T.max(red_buf0[0], t0[0])
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 2, 32, 32)
                    red_buf0[0] = T.max(red_buf0[0], t0[0])
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 1, 32, 32)
                    red_buf0[0] = T.max(red_buf0[0], t0[0])
                    if threadIdx_x % 32 == 0:
                        red_buf_staging[threadIdx_x // 32] = red_buf0[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 8:
                        red_buf0_1[0] = red_buf_staging[threadIdx_x]
                    mask_1[0] = T.tvm_warp_activemask()
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 4, 32, 32)
                    red_buf0_1[0] = T.max(red_buf0_1[0], t0_1[0])
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 2, 32, 32)
                    red_buf0_1[0] = T.max(red_buf0_1[0], t0_1[0])
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 1, 32, 32)
                    red_buf0_1[0] = T.max(red_buf0_1[0], t0_1[0])
                    if threadIdx_x == 0:
                        red_result[0] = red_buf0_1[0]
                    T.tvm_storage_sync("shared")
                if threadIdx_x == 0:
                    T_softmax_maxelem_shared[0] = red_result[0]
                in_thread_T_softmax_expsum_shared[0] = T.float16(0.0)
                T.tvm_storage_sync("shared")
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v2] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v3] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v4] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v5] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v6] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v7] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v8] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v9] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v10] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v11] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v12] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v13] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v14] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v15] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v16] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v17] - T_softmax_maxelem_shared[0])
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float16(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((8,), "float16")
                    t0 = T.alloc_local((1,), "float16")
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,), "float16")
                    t0_1 = T.alloc_local((1,), "float16")
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,), "float16")
                    red_buf0[0] = in_thread_T_softmax_expsum_shared[0]
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
                    if threadIdx_x % 32 == 0:
                        red_buf_staging[threadIdx_x // 32] = red_buf0[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 8:
                        red_buf0_1[0] = red_buf_staging[threadIdx_x]
                    mask_1[0] = T.tvm_warp_activemask()
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 4, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 2, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 1, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    if threadIdx_x == 0:
                        red_result_1[0] = red_buf0_1[0]
                    T.tvm_storage_sync("shared")
                if threadIdx_x == 0:
                    T_softmax_expsum_shared[0] = red_result_1[0]
                T.tvm_storage_sync("shared")
                T_softmax_norm_1[cse_v2] = T.exp(A_1[cse_v2] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v3] = T.exp(A_1[cse_v3] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v4] = T.exp(A_1[cse_v4] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v5] = T.exp(A_1[cse_v5] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v6] = T.exp(A_1[cse_v6] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v7] = T.exp(A_1[cse_v7] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v8] = T.exp(A_1[cse_v8] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v9] = T.exp(A_1[cse_v9] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v10] = T.exp(A_1[cse_v10] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v11] = T.exp(A_1[cse_v11] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v12] = T.exp(A_1[cse_v12] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v13] = T.exp(A_1[cse_v13] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v14] = T.exp(A_1[cse_v14] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v15] = T.exp(A_1[cse_v15] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v16] = T.exp(A_1[cse_v16] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v17] = T.exp(A_1[cse_v17] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
