# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def log_softmax_bf16(A: T.Buffer((64, 2048), "bfloat16"), compute: T.Buffer((64, 2048), "bfloat16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        A_1 = A.view(131072)
        compute_1 = compute.view(131072)
        with T.launch_thread("blockIdx.x", 64) as blockIdx_x:
            in_thread_T_softmax_maxelem_shared = T.alloc_local((1,), "bfloat16")
            red_buf0 = T.alloc_shared((256,), "bfloat16", annotations={"tirx.volatile": True})
            T_softmax_maxelem_shared = T.alloc_shared((1,), "bfloat16")
            in_thread_compute_shared = T.alloc_local((1,), "bfloat16")
            red_buf0_1 = T.alloc_shared((256,), "bfloat16", annotations={"tirx.volatile": True})
            compute_shared = T.alloc_shared((1,), "bfloat16")
            with T.launch_thread("threadIdx.x", 256) as threadIdx_x:
                in_thread_T_softmax_maxelem_shared[0] = T.bfloat16(-340282346638528859811704183484516925440.0)
                cse_v1: T.let[T.int32] = blockIdx_x * 2048 + threadIdx_x
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v1])
                cse_v2: T.let[T.int32] = cse_v1 + 256
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v2])
                cse_v3: T.let[T.int32] = cse_v1 + 512
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v3])
                cse_v4: T.let[T.int32] = cse_v1 + 768
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v4])
                cse_v5: T.let[T.int32] = cse_v1 + 1024
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v5])
                cse_v6: T.let[T.int32] = cse_v1 + 1280
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v6])
                cse_v7: T.let[T.int32] = cse_v1 + 1536
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v7])
                cse_v8: T.let[T.int32] = cse_v1 + 1792
                in_thread_T_softmax_maxelem_shared[0] = T.max(in_thread_T_softmax_maxelem_shared[0], A_1[cse_v8])
                with T.attr(T.comm_reducer(lambda x0, y0: T.max(x0, y0), [T.bfloat16(-340282346638528859811704183484516925440.0)]), "reduce_scope", 0):
                    T.tvm_storage_sync("shared")
                    red_buf0[threadIdx_x] = in_thread_T_softmax_maxelem_shared[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 128:
                        red_buf0[threadIdx_x] = T.max(red_buf0[threadIdx_x], red_buf0[threadIdx_x + 128])
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 64:
                        red_buf0[threadIdx_x] = T.max(red_buf0[threadIdx_x], red_buf0[threadIdx_x + 64])
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 32:
                        red_buf0[threadIdx_x] = T.max(red_buf0[threadIdx_x], red_buf0[threadIdx_x + 32])
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 16:
                        w_16_0: T.let[T.bfloat16] = T.max(red_buf0[threadIdx_x], red_buf0[threadIdx_x + 16])
                        T.tvm_storage_sync("warp")
                        red_buf0[threadIdx_x] = w_16_0
                        T.tvm_storage_sync("warp")
                        w_8_0: T.let[T.bfloat16] = T.max(red_buf0[threadIdx_x], red_buf0[threadIdx_x + 8])
                        T.tvm_storage_sync("warp")
                        red_buf0[threadIdx_x] = w_8_0
                        T.tvm_storage_sync("warp")
                        w_4_0: T.let[T.bfloat16] = T.max(red_buf0[threadIdx_x], red_buf0[threadIdx_x + 4])
                        T.tvm_storage_sync("warp")
                        red_buf0[threadIdx_x] = w_4_0
                        T.tvm_storage_sync("warp")
                        w_2_0: T.let[T.bfloat16] = T.max(red_buf0[threadIdx_x], red_buf0[threadIdx_x + 2])
                        T.tvm_storage_sync("warp")
                        red_buf0[threadIdx_x] = w_2_0
                        T.tvm_storage_sync("warp")
                        w_1_0: T.let[T.bfloat16] = T.max(red_buf0[threadIdx_x], red_buf0[threadIdx_x + 1])
                        T.tvm_storage_sync("warp")
                        red_buf0[threadIdx_x] = w_1_0
                        T.tvm_storage_sync("warp")
                    T.tvm_storage_sync("shared")
                if threadIdx_x == 0:
                    T_softmax_maxelem_shared[0] = red_buf0[0]
                in_thread_compute_shared[0] = T.bfloat16(0.0)
                T.tvm_storage_sync("shared")
                in_thread_compute_shared[0] = in_thread_compute_shared[0] + T.exp(A_1[cse_v1] - T_softmax_maxelem_shared[0])
                in_thread_compute_shared[0] = in_thread_compute_shared[0] + T.exp(A_1[cse_v2] - T_softmax_maxelem_shared[0])
                in_thread_compute_shared[0] = in_thread_compute_shared[0] + T.exp(A_1[cse_v3] - T_softmax_maxelem_shared[0])
                in_thread_compute_shared[0] = in_thread_compute_shared[0] + T.exp(A_1[cse_v4] - T_softmax_maxelem_shared[0])
                in_thread_compute_shared[0] = in_thread_compute_shared[0] + T.exp(A_1[cse_v5] - T_softmax_maxelem_shared[0])
                in_thread_compute_shared[0] = in_thread_compute_shared[0] + T.exp(A_1[cse_v6] - T_softmax_maxelem_shared[0])
                in_thread_compute_shared[0] = in_thread_compute_shared[0] + T.exp(A_1[cse_v7] - T_softmax_maxelem_shared[0])
                in_thread_compute_shared[0] = in_thread_compute_shared[0] + T.exp(A_1[cse_v8] - T_softmax_maxelem_shared[0])
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.bfloat16(0.0)]), "reduce_scope", 0):
                    T.tvm_storage_sync("shared")
                    red_buf0_1[threadIdx_x] = in_thread_compute_shared[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 128:
                        red_buf0_1[threadIdx_x] = red_buf0_1[threadIdx_x] + red_buf0_1[threadIdx_x + 128]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 64:
                        red_buf0_1[threadIdx_x] = red_buf0_1[threadIdx_x] + red_buf0_1[threadIdx_x + 64]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 32:
                        red_buf0_1[threadIdx_x] = red_buf0_1[threadIdx_x] + red_buf0_1[threadIdx_x + 32]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 16:
                        w_16_0: T.let[T.bfloat16] = red_buf0_1[threadIdx_x] + red_buf0_1[threadIdx_x + 16]
                        T.tvm_storage_sync("warp")
                        red_buf0_1[threadIdx_x] = w_16_0
                        T.tvm_storage_sync("warp")
                        w_8_0: T.let[T.bfloat16] = red_buf0_1[threadIdx_x] + red_buf0_1[threadIdx_x + 8]
                        T.tvm_storage_sync("warp")
                        red_buf0_1[threadIdx_x] = w_8_0
                        T.tvm_storage_sync("warp")
                        w_4_0: T.let[T.bfloat16] = red_buf0_1[threadIdx_x] + red_buf0_1[threadIdx_x + 4]
                        T.tvm_storage_sync("warp")
                        red_buf0_1[threadIdx_x] = w_4_0
                        T.tvm_storage_sync("warp")
                        w_2_0: T.let[T.bfloat16] = red_buf0_1[threadIdx_x] + red_buf0_1[threadIdx_x + 2]
                        T.tvm_storage_sync("warp")
                        red_buf0_1[threadIdx_x] = w_2_0
                        T.tvm_storage_sync("warp")
                        w_1_0: T.let[T.bfloat16] = red_buf0_1[threadIdx_x] + red_buf0_1[threadIdx_x + 1]
                        T.tvm_storage_sync("warp")
                        red_buf0_1[threadIdx_x] = w_1_0
                        T.tvm_storage_sync("warp")
                    T.tvm_storage_sync("shared")
                if threadIdx_x == 0:
                    compute_shared[0] = red_buf0_1[0]
                T.tvm_storage_sync("shared")
                compute_1[cse_v1] = A_1[cse_v1] - T_softmax_maxelem_shared[0] - T.log(compute_shared[0])
                compute_1[cse_v2] = A_1[cse_v2] - T_softmax_maxelem_shared[0] - T.log(compute_shared[0])
                compute_1[cse_v3] = A_1[cse_v3] - T_softmax_maxelem_shared[0] - T.log(compute_shared[0])
                compute_1[cse_v4] = A_1[cse_v4] - T_softmax_maxelem_shared[0] - T.log(compute_shared[0])
                compute_1[cse_v5] = A_1[cse_v5] - T_softmax_maxelem_shared[0] - T.log(compute_shared[0])
                compute_1[cse_v6] = A_1[cse_v6] - T_softmax_maxelem_shared[0] - T.log(compute_shared[0])
                compute_1[cse_v7] = A_1[cse_v7] - T_softmax_maxelem_shared[0] - T.log(compute_shared[0])
                compute_1[cse_v8] = A_1[cse_v8] - T_softmax_maxelem_shared[0] - T.log(compute_shared[0])
