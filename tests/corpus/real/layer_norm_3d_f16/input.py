# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def layer_norm_3d_f16(x: T.Buffer((4, 32, 512), "float16"), gamma: T.Buffer((512,), "float16"), beta: T.Buffer((512,), "float16"), T_layer_norm: T.Buffer((4, 32, 512), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = x.view(65536)
        gamma_1 = T.decl_buffer((512,), "float16", data=gamma.data)
        beta_1 = T.decl_buffer((512,), "float16", data=beta.data)
        T_layer_norm_1 = T_layer_norm.view(65536)
        with T.launch_thread("blockIdx.x", 128) as blockIdx_x:
            in_thread_x_sum_shared = T.alloc_local((1,))
            red_result = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            x_sum_shared = T.alloc_shared((1,))
            in_thread_x_var_sum_shared = T.alloc_local((1,))
            red_result_1 = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            x_var_sum_shared = T.alloc_shared((1,))
            with T.launch_thread("threadIdx.x", 256) as threadIdx_x:
                in_thread_x_sum_shared[0] = T.float32(0.0)
                cse_v2: T.let[T.int32] = blockIdx_x * 512 + threadIdx_x
                in_thread_x_sum_shared[0] = in_thread_x_sum_shared[0] + T.Cast("float32", x_1[cse_v2])
                cse_v3: T.let[T.int32] = cse_v2 + 256
                in_thread_x_sum_shared[0] = in_thread_x_sum_shared[0] + T.Cast("float32", x_1[cse_v3])
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((8,))
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,))
                    red_buf0[0] = in_thread_x_sum_shared[0]
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
                        red_result[0] = red_buf0_1[0]
                    T.tvm_storage_sync("shared")
                if threadIdx_x == 0:
                    x_sum_shared[0] = red_result[0]
                in_thread_x_var_sum_shared[0] = T.float32(0.0)
                T.tvm_storage_sync("shared")
                in_thread_x_var_sum_shared[0] = in_thread_x_var_sum_shared[0] + (T.Cast("float32", x_1[cse_v2]) - x_sum_shared[0] / T.float32(512.0)) * (T.Cast("float32", x_1[cse_v2]) - x_sum_shared[0] / T.float32(512.0))
                in_thread_x_var_sum_shared[0] = in_thread_x_var_sum_shared[0] + (T.Cast("float32", x_1[cse_v3]) - x_sum_shared[0] / T.float32(512.0)) * (T.Cast("float32", x_1[cse_v3]) - x_sum_shared[0] / T.float32(512.0))
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((8,))
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,))
                    red_buf0[0] = in_thread_x_var_sum_shared[0]
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
                    x_var_sum_shared[0] = red_result_1[0]
                T.tvm_storage_sync("shared")
                T_layer_norm_1[cse_v2] = T.Cast("float16", (T.Cast("float32", x_1[cse_v2]) - x_sum_shared[0] / T.float32(512.0)) * T.rsqrt(x_var_sum_shared[0] / T.float32(512.0) + T.float32(1.0000000000000001e-05))) * gamma_1[threadIdx_x] + beta_1[threadIdx_x]
                cse_v1: T.let[T.int32] = threadIdx_x + 256
                T_layer_norm_1[cse_v3] = T.Cast("float16", (T.Cast("float32", x_1[cse_v3]) - x_sum_shared[0] / T.float32(512.0)) * T.rsqrt(x_var_sum_shared[0] / T.float32(512.0) + T.float32(1.0000000000000001e-05))) * gamma_1[cse_v1] + beta_1[cse_v1]
