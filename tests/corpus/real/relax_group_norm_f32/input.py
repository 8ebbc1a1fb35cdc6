# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def fused_group_norm_silu(x: T.Buffer((T.int64(2), T.int64(64), T.int64(16), T.int64(16)), "float32"), gn_weight: T.Buffer((T.int64(64),), "float32"), gn_bias: T.Buffer((T.int64(64),), "float32"), T_multiply_intermediate: T.Buffer((T.int64(2), T.int64(64), T.int64(16), T.int64(16)), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = T.decl_buffer((32768,), data=x.data)
        gn_weight_1 = T.decl_buffer((64,), data=gn_weight.data)
        gn_bias_1 = T.decl_buffer((64,), data=gn_bias.data)
        T_multiply_intermediate_1 = T.decl_buffer((32768,), data=T_multiply_intermediate.data)
        with T.launch_thread("blockIdx.x", 2) as blockIdx_x:
            x_red_temp_v0_shared = T.alloc_shared((8,))
            x_red_temp_v1_shared = T.alloc_shared((8,))
            in_thread_x_red_temp_v0_shared = T.alloc_local((1,))
            in_thread_x_red_temp_v1_shared = T.alloc_local((1,))
            red_result = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            red_result_1 = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            with T.launch_thread("threadIdx.x", 256) as threadIdx_x:
                cse_v1: T.let[T.int32] = blockIdx_x * 16384
                for ax1 in range(8):
                    in_thread_x_red_temp_v0_shared[0] = T.float32(0.0)
                    in_thread_x_red_temp_v1_shared[0] = T.float32(0.0)
                    cse_v3: T.let[T.int32] = cse_v1 + ax1 * 2048 + threadIdx_x
                    v_x_red_temp_v0: T.let[T.float32] = in_thread_x_red_temp_v0_shared[0] + x_1[cse_v3]
                    v_x_red_temp_v1: T.let[T.float32] = in_thread_x_red_temp_v1_shared[0] + x_1[cse_v3] * x_1[cse_v3]
                    in_thread_x_red_temp_v0_shared[0] = v_x_red_temp_v0
                    in_thread_x_red_temp_v1_shared[0] = v_x_red_temp_v1
                    cse_v4: T.let[T.int32] = cse_v3 + 256
                    v_x_red_temp_v0_1: T.let[T.float32] = in_thread_x_red_temp_v0_shared[0] + x_1[cse_v4]
                    v_x_red_temp_v1_1: T.let[T.float32] = in_thread_x_red_temp_v1_shared[0] + x_1[cse_v4] * x_1[cse_v4]
                    in_thread_x_red_temp_v0_shared[0] = v_x_red_temp_v0_1
                    in_thread_x_red_temp_v1_shared[0] = v_x_red_temp_v1_1
                    cse_v5: T.let[T.int32] = cse_v3 + 512
                    v_x_red_temp_v0_2: T.let[T.float32] = in_thread_x_red_temp_v0_shared[0] + x_1[cse_v5]
                    v_x_red_temp_v1_2: T.let[T.float32] = in_thread_x_red_temp_v1_shared[0] + x_1[cse_v5] * x_1[cse_v5]
                    in_thread_x_red_temp_v0_shared[0] = v_x_red_temp_v0_2
                    in_thread_x_red_temp_v1_shared[0] = v_x_red_temp_v1_2
                    cse_v6: T.let[T.int32] = cse_v3 + 768
                    v_x_red_temp_v0_3: T.let[T.float32] = in_thread_x_red_temp_v0_shared[0] + x_1[cse_v6]
                    v_x_red_temp_v1_3: T.let[T.float32] = in_thread_x_red_temp_v1_shared[0] + x_1[cse_v6] * x_1[cse_v6]
                    in_thread_x_red_temp_v0_shared[0] = v_x_red_temp_v0_3
                    in_thread_x_red_temp_v1_shared[0] = v_x_red_temp_v1_3
                    cse_v7: T.let[T.int32] = cse_v3 + 1024
                    v_x_red_temp_v0_4: T.let[T.float32] = in_thread_x_red_temp_v0_shared[0] + x_1[cse_v7]
                    v_x_red_temp_v1_4: T.let[T.float32] = in_thread_x_red_temp_v1_shared[0] + x_1[cse_v7] * x_1[cse_v7]
                    in_thread_x_red_temp_v0_shared[0] = v_x_red_temp_v0_4
                    in_thread_x_red_temp_v1_shared[0] = v_x_red_temp_v1_4
                    cse_v8: T.let[T.int32] = cse_v3 + 1280
                    v_x_red_temp_v0_5: T.let[T.float32] = in_thread_x_red_temp_v0_shared[0] + x_1[cse_v8]
                    v_x_red_temp_v1_5: T.let[T.float32] = in_thread_x_red_temp_v1_shared[0] + x_1[cse_v8] * x_1[cse_v8]
                    in_thread_x_red_temp_v0_shared[0] = v_x_red_temp_v0_5
                    in_thread_x_red_temp_v1_shared[0] = v_x_red_temp_v1_5
                    cse_v9: T.let[T.int32] = cse_v3 + 1536
                    v_x_red_temp_v0_6: T.let[T.float32] = in_thread_x_red_temp_v0_shared[0] + x_1[cse_v9]
                    v_x_red_temp_v1_6: T.let[T.float32] = in_thread_x_red_temp_v1_shared[0] + x_1[cse_v9] * x_1[cse_v9]
                    in_thread_x_red_temp_v0_shared[0] = v_x_red_temp_v0_6
                    in_thread_x_red_temp_v1_shared[0] = v_x_red_temp_v1_6
                    cse_v10: T.let[T.int32] = cse_v3 + 1792
                    v_x_red_temp_v0_7: T.let[T.float32] = in_thread_x_red_temp_v0_shared[0] + x_1[cse_v10]
                    v_x_red_temp_v1_7: T.let[T.float32] = in_thread_x_red_temp_v1_shared[0] + x_1[cse_v10] * x_1[cse_v10]
                    in_thread_x_red_temp_v0_shared[0] = v_x_red_temp_v0_7
                    in_thread_x_red_temp_v1_shared[0] = v_x_red_temp_v1_7
                    with T.attr(T.comm_reducer(lambda x0, x1, y0, y1: (x0 + y0, x1 + y1), [T.float32(0.0), T.float32(0.0)]), "reduce_scope", 0):
                        red_buf_staging = T.alloc_shared((8,))
                        red_buf_staging_1 = T.alloc_shared((8,))
                        t0 = T.alloc_local((1,))
                        t1 = T.alloc_local((1,))
                        mask = T.alloc_local((1,), "uint32")
                        red_buf0 = T.alloc_local((1,))
                        red_buf1 = T.alloc_local((1,))
                        t0_1 = T.alloc_local((1,))
                        t1_1 = T.alloc_local((1,))
                        mask_1 = T.alloc_local((1,), "uint32")
                        red_buf0_1 = T.alloc_local((1,))
                        red_buf1_1 = T.alloc_local((1,))
                        red_buf0[0] = in_thread_x_red_temp_v0_shared[0]
                        red_buf1[0] = in_thread_x_red_temp_v1_shared[0]
                        mask[0] = T.tvm_warp_activemask()
                        t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 16, 32, 32)
                        t1[0] = T.tvm_warp_shuffle_down(mask[0], red_buf1[0], 16, 32, 32)
                        red_buf0[0] = red_buf0[0] + t0[0]
                        red_buf1[0] = red_buf1[0] + t1[0]
                        t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 8, 32, 32)
                        t1[0] = T.tvm_warp_shuffle_down(mask[0], red_buf1[0], 8, 32, 32)
                        red_buf0[0] = red_buf0[0] + t0[0]
                        red_buf1[0] = red_buf1[0] + t1[0]
                        t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 4, 32, 32)
                        t1[0] = T.tvm_warp_shuffle_down(mask[0], red_buf1[0], 4, 32, 32)
                        red_buf0[0] = red_buf0[0] + t0[0]
                        red_buf1[0] = red_buf1[0] + t1[0]
                        t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 2, 32, 32)
                        t1[0] = T.tvm_warp_shuffle_down(mask[0], red_buf1[0], 2, 32, 32)
                        red_buf0[0] = red_buf0[0] + t0[0]
                        red_buf1[0] = red_buf1[0] + t1[0]
                        t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 1, 32, 32)
                        t1[0] = T.tvm_warp_shuffle_down(mask[0], red_buf1[0], 1, 32, 32)
                        red_buf0[0] = red_buf0[0] + t0[0]
                        red_buf1[0] = red_buf1[0] + t1[0]
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
                        red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                        red_buf1_1[0] = red_buf1_1[0] + t1_1[0]
                        t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 2, 32, 32)
                        t1_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf1_1[0], 2, 32, 32)
                        red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                        red_buf1_1[0] = red_buf1_1[0] + t1_1[0]
                        t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 1, 32, 32)
                        t1_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf1_1[0], 1, 32, 32)
                        red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                        red_buf1_1[0] = red_buf1_1[0] + t1_1[0]
                        if threadIdx_x == 0:
                            red_result[0] = red_buf0_1[0]
                            red_result_1[0] = red_buf1_1[0]
                        T.tvm_storage_sync("shared")
                    if threadIdx_x == 0:
                        x_red_temp_v0_shared[ax1] = red_result[0]
                        x_red_temp_v1_shared[ax1] = red_result_1[0]
                T.tvm_storage_sync("shared")
                for ax2, ax3 in T.grid(64, 16):
                    if threadIdx_x < 16:
                        cse_v2: T.let[T.int32] = ax2 // 8
                        cse_v11: T.let[T.int32] = cse_v1 + ax2 * 256 + ax3 * 16 + threadIdx_x
                        T_multiply_intermediate_1[cse_v11] = ((x_1[cse_v11] - x_red_temp_v0_shared[cse_v2] / T.float32(2048.0)) * T.rsqrt(x_red_temp_v1_shared[cse_v2] / T.float32(2048.0) - x_red_temp_v0_shared[cse_v2] / T.float32(2048.0) * (x_red_temp_v0_shared[cse_v2] / T.float32(2048.0)) + T.float32(1.0000000000000001e-05)) * gn_weight_1[ax2] + gn_bias_1[ax2]) * T.sigmoid((x_1[cse_v11] - x_red_temp_v0_shared[cse_v2] / T.float32(2048.0)) * T.rsqrt(x_red_temp_v1_shared[cse_v2] / T.float32(2048.0) - x_red_temp_v0_shared[cse_v2] / T.float32(2048.0) * (x_red_temp_v0_shared[cse_v2] / T.float32(2048.0)) + T.float32(1.0000000000000001e-05)) * gn_weight_1[ax2] + gn_bias_1[ax2])
