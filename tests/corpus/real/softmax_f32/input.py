# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def softmax_f32(A: T.Buffer((256, 1024), "float32"), T_softmax_norm: T.Buffer((256, 1024), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        A_1 = A.view(262144)
        T_softmax_norm_1 = T_softmax_norm.view(262144)
        with T.launch_thread("blockIdx.x", 256) as blockIdx_x:
            in_thread_T_softmax_maxelem_shared = T.alloc_local((1,))
            red_result = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            T_softmax_maxelem_shared = T.alloc_shared((1,))
            in_thread_T_softmax_expsum_shared = T.alloc_local((1,))
            red_result_1 = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            T_softmax_expsum_shared = T.alloc_shared((1,))
            with T.launch_thread("threadIdx.x", 256) as threadIdx_x:
                in_thread_T_softmax_maxelem_shared[0] = T.float32(-340282346638528859811704183484516925440.0)
                cse_v1: T.let[T.int32] = blockIdx_x * 1024 + threadIdx_x
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v1])
                cse_v2: T.let[T.int32] = cse_v1 + 256
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v2])
                cse_v3: T.let[T.int32] = cse_v1 + 512
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v3])
                cse_v4: T.let[T.int32] = cse_v1 + 768
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v4])
                with T.attr(T.comm_reducer(lambda x0, y0: T.max(x0, y0), [T.float32(-340282346638528859811704183484516925440.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((8,))
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,))
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
                in_thread_T_softmax_expsum_shared[0] = T.float32(0.0)
                T.tvm_storage_sync("shared")
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v1] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v2] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v3] - T_softmax_maxelem_shared[0])
                in_thread_T_softmax_expsum_shared[0] = in_thread_T_softmax_expsum_shared[0] + T.exp(A_1[cse_v4] - T_softmax_maxelem_shared[0])
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((8,))
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,))
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
                T_softmax_norm_1[cse_v1] = T.exp(A_1[cse_v1] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v2] = T.exp(A_1[cse_v2] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v3] = T.exp(A_1[cse_v3] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
                T_softmax_norm_1[cse_v4] = T.exp(A_1[cse_v4] - T_softmax_maxelem_shared[0]) / T_softmax_expsum_shared[0]
