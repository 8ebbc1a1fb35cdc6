# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def argmax_f32(A: T.Buffer((128, 1000), "float32"), A_red: T.Buffer((128,), "int32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        A_1 = A.view(128000)
        A_red_1 = T.decl_buffer((128,), "int32", data=A_red.data)
        with T.launch_thread("blockIdx.x", 128) as blockIdx_x:
            in_thread_A_red_temp_v0_shared = T.alloc_local((1,), "int32")
            in_thread_A_red_temp_v1_shared = T.alloc_local((1,))
            red_result = T.alloc_shared((1,), "int32", annotations={"tirx.volatile": True})
            red_result_1 = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            A_red_temp_v0_shared = T.alloc_shared((1,), "int32")
            A_red_temp_v1_shared = T.alloc_shared((1,))
            with T.launch_thread("threadIdx.x", 256) as threadIdx_x:
                in_thread_A_red_temp_v0_shared[0] = -1
                in_thread_A_red_temp_v1_shared[0] = T.float32(-340282346638528859811704183484516925440.0)
                cse_v4: T.let[T.int32] = blockIdx_x * 1000 + threadIdx_x
                v_A_red_temp_v0: T.let[T.int32] = T.if_then_else(A_1[cse_v4] < in_thread_A_red_temp_v1_shared[0] or in_thread_A_red_temp_v1_shared[0] == A_1[cse_v4] and in_thread_A_red_temp_v0_shared[0] < threadIdx_x, in_thread_A_red_temp_v0_shared[0], threadIdx_x)
                v_A_red_temp_v1: T.let[T.float32] = T.if_then_else(A_1[cse_v4] < in_thread_A_red_temp_v1_shared[0], in_thread_A_red_temp_v1_shared[0], A_1[cse_v4])
                in_thread_A_red_temp_v0_shared[0] = v_A_red_temp_v0
                in_thread_A_red_temp_v1_shared[0] = v_A_red_temp_v1
                cse_v1: T.let[T.int32] = threadIdx_x + 256
                cse_v5: T.let[T.int32] = cse_v4 + 256
                v_A_red_temp_v0_1: T.let[T.int32] = T.if_then_else(A_1[cse_v5] < in_thread_A_red_temp_v1_shared[0] or in_thread_A_red_temp_v1_shared[0] == A_1[cse_v5] and in_thread_A_red_temp_v0_shared[0] < cse_v1, in_thread_A_red_temp_v0_shared[0], cse_v1)
                v_A_red_temp_v1_1: T.let[T.float32] = T.if_then_else(A_1[cse_v5] < in_thread_A_red_temp_v1_shared[0], in_thread_A_red_temp_v1_shared[0], A_1[cse_v5])
                in_thread_A_red_temp_v0_shared[0] = v_A_red_temp_v0_1
                in_thread_A_red_temp_v1_shared[0] = v_A_red_temp_v1_1
                cse_v2: T.let[T.int32] = threadIdx_x + 512
                cse_v6: T.let[T.int32] = cse_v4 + 512
                v_A_red_temp_v0_2: T.let[T.int32] = T.if_then_else(A_1[cse_v6] < in_thread_A_red_temp_v1_shared[0] or in_thread_A_red_temp_v1_shared[0] == A_1[cse_v6] and in_thread_A_red_temp_v0_shared[0] < cse_v2, in_thread_A_red_temp_v0_shared[0], cse_v2)
                v_A_red_temp_v1_2: T.let[T.float32] = T.if_then_else(A_1[cse_v6] < in_thread_A_red_temp_v1_shared[0], in_thread_A_red_temp_v1_shared[0], A_1[cse_v6])
                in_thread_A_red_temp_v0_shared[0] = v_A_red_temp_v0_2
                in_thread_A_red_temp_v1_shared[0] = v_A_red_temp_v1_2
                if threadIdx_x < 232:
                    cse_v3: T.let[T.int32] = threadIdx_x + 768
                    cse_v7: T.let[T.int32] = cse_v4 + 768
                    v_A_red_temp_v0_3: T.let[T.int32] = T.if_then_else(A_1[cse_v7] < in_thread_A_red_temp_v1_shared[0] or in_thread_A_red_temp_v1_shared[0] == A_1[cse_v7] and in_thread_A_red_temp_v0_shared[0] < cse_v3, in_thread_A_red_temp_v0_shared[0], cse_v3)
                    v_A_red_temp_v1_3: T.let[T.float32] = T.if_then_else(A_1[cse_v7] < in_thread_A_red_temp_v1_shared[0], in_thread_A_red_temp_v1_shared[0], A_1[cse_v7])
                    in_thread_A_red_temp_v0_shared[0] = v_A_red_temp_v0_3
                    in_thread_A_red_temp_v1_shared[0] = v_A_red_temp_v1_3
                with T.attr(T.comm_reducer(lambda x0, x1, y0, y1: (T.Select(x1 > y1 or x1 == y1 and x0 < y0, x0, y0), T.Select(x1 > y1, x1, y1)), [-1, T.float32(-340282346638528859811704183484516925440.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((8,), "int32")
                    red_buf_staging_1 = T.alloc_shared((8,))
                    t0 = T.alloc_local((1,), "int32")
                    t1 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,), "int32")
                    red_buf1 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,), "int32")
                    t1_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,), "int32")
                    red_buf1_1 = T.alloc_local((1,))
                    red_buf0[0] = in_thread_A_red_temp_v0_shared[0]
                    red_buf1[0] = in_thread_A_red_temp_v1_shared[0]
                    mask[0] = T.tvm_warp_activemask()
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 16, 32, 32)
                    t1[0] = T.tvm_warp_shuffle_down(mask[0], red_buf1[0], 16, 32, 32)
                    red_buf0[0] = T.Select(red_buf1[0] > t1[0] or red_buf1[0] == t1[0] and red_buf0[0] < t0[0], red_buf0[0], t0[0])
                    red_buf1[0] = T.Select(red_buf1[0] > t1[0], red_buf1[0], t1[0])
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 8, 32, 32)
                    t1[0] = T.tvm_warp_shuffle_down(mask[0], red_buf1[0], 8, 32, 32)
                    red_buf0[0] = T.Select(red_buf1[0] > t1[0] or red_buf1[0] == t1[0] and red_buf0[0] < t0[0], red_buf0[0], t0[0])
                    red_buf1[0] = T.Select(red_buf1[0] > t1[0], red_buf1[0], t1[0])
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 4, 32, 32)
                    t1[0] = T.tvm_warp_shuffle_down(mask[0], red_buf1[0], 4, 32, 32)
                    red_buf0[0] = T.Select(red_buf1[0] > t1[0] or red_buf1[0] == t1[0] and red_buf0[0] < t0[0], red_buf0[0], t0[0])
                    red_buf1[0] = T.Select(red_buf1[0] > t1[0], red_buf1[0], t1[0])
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 2, 32, 32)
                    t1[0] = T.tvm_warp_shuffle_down(mask[0], red_buf1[0], 2, 32, 32)
                    red_buf0[0] = T.Select(red_buf1[0] > t1[0] or red_buf1[0] == t1[0] and red_buf0[0] < t0[0], red_buf0[0], t0[0])
                    red_buf1[0] = T.Select(red_buf1[0] > t1[0], red_buf1[0], t1[0])
                    t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 1, 32, 32)
                    t1[0] = T.tvm_warp_shuffle_down(mask[0], red_buf1[0], 1, 32, 32)
                    red_buf0[0] = T.Select(red_buf1[0] > t1[0] or red_buf1[0] == t1[0] and red_buf0[0] < t0[0], red_buf0[0], t0[0])
                    red_buf1[0] = T.Select(red_buf1[0] > t1[0], red_buf1[0], t1[0])
                    if threadIdx_x % 32 == 0:
                        red_buf_staging[threadIdx_x // 32] = red_buf0[0]
                        red_buf_staging_1[threadIdx_x // 32] = red_buf1[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 8:
                        red_buf0_1[0] = red_buf_staging[threadIdx_x]
                        red_buf1_1[0] = red_buf_staging_1[threadIdx_x]
                    mask_1[0] = T.tvm_warp_activemask()
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 4, 32, 32)
                    t1_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf1_1[0], 4, 32, 32)
                    red_buf0_1[0] = T.Select(red_buf1_1[0] > t1_1[0] or red_buf1_1[0] == t1_1[0] and red_buf0_1[0] < t0_1[0], red_buf0_1[0], t0_1[0])
                    red_buf1_1[0] = T.Select(red_buf1_1[0] > t1_1[0], red_buf1_1[0], t1_1[0])
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 2, 32, 32)
                    t1_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf1_1[0], 2, 32, 32)
                    red_buf0_1[0] = T.Select(red_buf1_1[0] > t1_1[0] or red_buf1_1[0] == t1_1[0] and red_buf0_1[0] < t0_1[0], red_buf0_1[0], t0_1[0])
                    red_buf1_1[0] = T.Select(red_buf1_1[0] > t1_1[0], red_buf1_1[0], t1_1[0])
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 1, 32, 32)
                    t1_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf1_1[0], 1, 32, 32)
                    red_buf0_1[0] = T.Select(red_buf1_1[0] > t1_1[0] or red_buf1_1[0] == t1_1[0] and red_buf0_1[0] < t0_1[0], red_buf0_1[0], t0_1[0])
                    red_buf1_1[0] = T.Select(red_buf1_1[0] > t1_1[0], red_buf1_1[0], t1_1[0])
                    if threadIdx_x == 0:
                        red_result[0] = red_buf0_1[0]
                        red_result_1[0] = red_buf1_1[0]
                    T.tvm_storage_sync("shared")
                if threadIdx_x == 0:
                    A_red_temp_v0_shared[0] = red_result[0]
                    A_red_temp_v1_shared[0] = red_result_1[0]
                T.tvm_storage_sync("shared")
                if threadIdx_x < 1:
                    A_red_1[blockIdx_x] = A_red_temp_v0_shared[0]
