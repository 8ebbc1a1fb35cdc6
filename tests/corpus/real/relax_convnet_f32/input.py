# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def adaptive_avg_pool2d(lv4: T.Buffer((T.int64(1), T.int64(32), T.int64(16), T.int64(16)), "float32"), adaptive_pool_avg: T.Buffer((T.int64(1), T.int64(32), T.int64(1), T.int64(1)), "float32")):
        T.func_attr({"op_pattern": 4, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        lv4_1 = T.decl_buffer((8192,), data=lv4.data)
        adaptive_pool_avg_1 = T.decl_buffer((32,), data=adaptive_pool_avg.data)
        with T.launch_thread("blockIdx.x", 32) as blockIdx_x:
            adaptive_pool_sum_rf_local = T.alloc_local((1,))
            red_result = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            with T.launch_thread("threadIdx.x", 256) as threadIdx_x:
                adaptive_pool_sum_rf_local[0] = T.float32(0.0)
                adaptive_pool_sum_rf_local[0] = adaptive_pool_sum_rf_local[0] + lv4_1[blockIdx_x * 256 + threadIdx_x]
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((8,))
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,))
                    red_buf0[0] = adaptive_pool_sum_rf_local[0]
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
                red_result[0] = red_result[0]
                if threadIdx_x == 0:
                    adaptive_pool_avg_1[blockIdx_x] = red_result[0] / T.float32(256.0)

    @T.prim_func(s_tir=True)
    def fused_conv2d1_relu1(lv1: T.Buffer((T.int64(1), T.int64(16), T.int64(32), T.int64(32)), "float32"), w2: T.Buffer((T.int64(32), T.int64(16), T.int64(3), T.int64(3)), "float32"), compute_intermediate: T.Buffer((T.int64(1), T.int64(32), T.int64(32), T.int64(32)), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        lv1_1 = T.decl_buffer((16384,), data=lv1.data)
        w2_1 = T.decl_buffer((4608,), data=w2.data)
        compute_intermediate_1 = T.decl_buffer((32768,), data=compute_intermediate.data)
        with T.launch_thread("blockIdx.y", T.int64(1)) as blockIdx_y:
            conv2d_nchw_intermediate_reindex_pad_local = T.alloc_local((8,), "float32x2")
            pad_temp_reindex_shared = T.alloc_shared((576,))
            w2_reindex_pad_shared = T.alloc_shared((1152,))
            with T.launch_thread("blockIdx.x", 32) as blockIdx_x:
                threadIdx_y = T.launch_thread("threadIdx.y", 16)
                threadIdx_x = T.launch_thread("threadIdx.x", 8)
                for var in range(T.int64(1)):
                    conv2d_nchw_intermediate_reindex_pad_local[0] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[1] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[2] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[3] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[4] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[5] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[6] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[7] = T.Broadcast(T.float32(0.0), 2)
                    cse_v4: T.let[T.int32] = blockIdx_x * 32
                    for ax3_0 in range(9):
                        cse_v1: T.let[T.int32] = ax3_0 * 16
                        cse_v2: T.let[T.int32] = threadIdx_y * 2
                        cse_v3: T.let[T.int32] = threadIdx_x // 4
                        cse_v8: T.let[T.int32] = threadIdx_x % 4 * 4
                        cse_v9: T.let[T.int32] = cse_v2 + cse_v3
                        cse_v105: T.let[T.int32] = cse_v1 + cse_v8
                        cse_v107: T.let[T.int32] = cse_v105 % 3
                        cse_v108: T.let[T.int32] = threadIdx_y * 36 + cse_v3 * 18 + cse_v8
                        cse_v112: T.let[T.int32] = cse_v105 % 9 // 3
                        cse_v113: T.let[T.int32] = cse_v9 + cse_v107
                        cse_v117: T.let[T.int32] = cse_v112 + blockIdx_x
                        T.tvm_storage_sync("shared")
                        pad_temp_reindex_shared[cse_v108] = T.if_then_else(1 <= cse_v117 and cse_v117 < 33 and 1 <= cse_v113 and cse_v113 < 33, lv1_1[cse_v105 // 9 * 1024 + cse_v112 * 32 + cse_v4 + cse_v2 + cse_v3 + cse_v107 - 33], T.float32(0.0))
                        cse_v109: T.let[T.int32] = cse_v105 + 1
                        cse_v114: T.let[T.int32] = cse_v109 % 3
                        cse_v118: T.let[T.int32] = cse_v109 % 9 // 3
                        cse_v119: T.let[T.int32] = cse_v9 + cse_v114
                        cse_v123: T.let[T.int32] = cse_v118 + blockIdx_x
                        pad_temp_reindex_shared[cse_v108 + 1] = T.if_then_else(1 <= cse_v123 and cse_v123 < 33 and 1 <= cse_v119 and cse_v119 < 33, lv1_1[cse_v109 // 9 * 1024 + cse_v118 * 32 + cse_v4 + cse_v2 + cse_v3 + cse_v114 - 33], T.float32(0.0))
                        cse_v110: T.let[T.int32] = cse_v105 + 2
                        cse_v115: T.let[T.int32] = cse_v110 % 3
                        cse_v120: T.let[T.int32] = cse_v110 % 9 // 3
                        cse_v121: T.let[T.int32] = cse_v9 + cse_v115
                        cse_v124: T.let[T.int32] = cse_v120 + blockIdx_x
                        pad_temp_reindex_shared[cse_v108 + 2] = T.if_then_else(1 <= cse_v124 and cse_v124 < 33 and 1 <= cse_v121 and cse_v121 < 33, lv1_1[cse_v110 // 9 * 1024 + cse_v120 * 32 + cse_v4 + cse_v2 + cse_v3 + cse_v115 - 33], T.float32(0.0))
                        cse_v122: T.let[T.int32] = (cse_v105 // 3 + 1) % 3
                        cse_v125: T.let[T.int32] = cse_v122 + blockIdx_x
                        pad_temp_reindex_shared[cse_v108 + 3] = T.if_then_else(1 <= cse_v125 and cse_v125 < 33 and 1 <= cse_v113 and cse_v113 < 33, lv1_1[(cse_v105 + 3) // 9 * 1024 + cse_v122 * 32 + cse_v4 + cse_v2 + cse_v3 + cse_v107 - 33], T.float32(0.0))
                        cse_v5: T.let[T.int32] = threadIdx_x // 2
                        cse_v6: T.let[T.int32] = threadIdx_y * 72
                        cse_v10: T.let[T.int32] = threadIdx_x % 2 * 8
                        cse_v111: T.let[T.int32] = cse_v6 + cse_v5 * 18 + cse_v10
                        cse_v116: T.let[T.int32] = threadIdx_y * 576 + cse_v5 * 144 + cse_v1 + cse_v10
                        w2_reindex_pad_shared[cse_v111:cse_v111 + 2] = T.if_then_else(threadIdx_y < 8, w2_1[T.Ramp(cse_v116, 1, 2)], T.Broadcast(T.float32(0.0), 2))
                        w2_reindex_pad_shared[cse_v111 + 2:cse_v111 + 2 + 2] = T.if_then_else(threadIdx_y < 8, w2_1[T.Ramp(cse_v116 + 2, 1, 2)], T.Broadcast(T.float32(0.0), 2))
                        w2_reindex_pad_shared[cse_v111 + 4:cse_v111 + 4 + 2] = T.if_then_else(threadIdx_y < 8, w2_1[T.Ramp(cse_v116 + 4, 1, 2)], T.Broadcast(T.float32(0.0), 2))
                        w2_reindex_pad_shared[cse_v111 + 6:cse_v111 + 6 + 2] = T.if_then_else(threadIdx_y < 8, w2_1[T.Ramp(cse_v116 + 6, 1, 2)], T.Broadcast(T.float32(0.0), 2))
                        cse_v7: T.let[T.int32] = threadIdx_x * 72
                        T.tvm_storage_sync("shared")
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v7], 2) * w2_reindex_pad_shared[T.Ramp(cse_v6, 18, 2)]
                        cse_v11: T.let[T.int32] = cse_v6 + 36
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v7], 2) * w2_reindex_pad_shared[T.Ramp(cse_v11, 18, 2)]
                        cse_v12: T.let[T.int32] = cse_v7 + 18
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v12], 2) * w2_reindex_pad_shared[T.Ramp(cse_v6, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v12], 2) * w2_reindex_pad_shared[T.Ramp(cse_v11, 18, 2)]
                        cse_v13: T.let[T.int32] = cse_v7 + 36
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v13], 2) * w2_reindex_pad_shared[T.Ramp(cse_v6, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v13], 2) * w2_reindex_pad_shared[T.Ramp(cse_v11, 18, 2)]
                        cse_v14: T.let[T.int32] = cse_v7 + 54
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v14], 2) * w2_reindex_pad_shared[T.Ramp(cse_v6, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v14], 2) * w2_reindex_pad_shared[T.Ramp(cse_v11, 18, 2)]
                        cse_v15: T.let[T.int32] = cse_v7 + 1
                        cse_v16: T.let[T.int32] = cse_v6 + 1
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v15], 2) * w2_reindex_pad_shared[T.Ramp(cse_v16, 18, 2)]
                        cse_v17: T.let[T.int32] = cse_v6 + 37
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v15], 2) * w2_reindex_pad_shared[T.Ramp(cse_v17, 18, 2)]
                        cse_v18: T.let[T.int32] = cse_v7 + 19
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v18], 2) * w2_reindex_pad_shared[T.Ramp(cse_v16, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v18], 2) * w2_reindex_pad_shared[T.Ramp(cse_v17, 18, 2)]
                        cse_v19: T.let[T.int32] = cse_v7 + 37
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v19], 2) * w2_reindex_pad_shared[T.Ramp(cse_v16, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v19], 2) * w2_reindex_pad_shared[T.Ramp(cse_v17, 18, 2)]
                        cse_v20: T.let[T.int32] = cse_v7 + 55
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v20], 2) * w2_reindex_pad_shared[T.Ramp(cse_v16, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v20], 2) * w2_reindex_pad_shared[T.Ramp(cse_v17, 18, 2)]
                        cse_v21: T.let[T.int32] = cse_v7 + 2
                        cse_v22: T.let[T.int32] = cse_v6 + 2
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v21], 2) * w2_reindex_pad_shared[T.Ramp(cse_v22, 18, 2)]
                        cse_v23: T.let[T.int32] = cse_v6 + 38
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v21], 2) * w2_reindex_pad_shared[T.Ramp(cse_v23, 18, 2)]
                        cse_v24: T.let[T.int32] = cse_v7 + 20
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v24], 2) * w2_reindex_pad_shared[T.Ramp(cse_v22, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v24], 2) * w2_reindex_pad_shared[T.Ramp(cse_v23, 18, 2)]
                        cse_v25: T.let[T.int32] = cse_v7 + 38
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v25], 2) * w2_reindex_pad_shared[T.Ramp(cse_v22, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v25], 2) * w2_reindex_pad_shared[T.Ramp(cse_v23, 18, 2)]
                        cse_v26: T.let[T.int32] = cse_v7 + 56
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v26], 2) * w2_reindex_pad_shared[T.Ramp(cse_v22, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v26], 2) * w2_reindex_pad_shared[T.Ramp(cse_v23, 18, 2)]
                        cse_v27: T.let[T.int32] = cse_v7 + 3
                        cse_v28: T.let[T.int32] = cse_v6 + 3
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v27], 2) * w2_reindex_pad_shared[T.Ramp(cse_v28, 18, 2)]
                        cse_v29: T.let[T.int32] = cse_v6 + 39
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v27], 2) * w2_reindex_pad_shared[T.Ramp(cse_v29, 18, 2)]
                        cse_v30: T.let[T.int32] = cse_v7 + 21
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v30], 2) * w2_reindex_pad_shared[T.Ramp(cse_v28, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v30], 2) * w2_reindex_pad_shared[T.Ramp(cse_v29, 18, 2)]
                        cse_v31: T.let[T.int32] = cse_v7 + 39
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v31], 2) * w2_reindex_pad_shared[T.Ramp(cse_v28, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v31], 2) * w2_reindex_pad_shared[T.Ramp(cse_v29, 18, 2)]
                        cse_v32: T.let[T.int32] = cse_v7 + 57
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v32], 2) * w2_reindex_pad_shared[T.Ramp(cse_v28, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v32], 2) * w2_reindex_pad_shared[T.Ramp(cse_v29, 18, 2)]
                        cse_v33: T.let[T.int32] = cse_v7 + 4
                        cse_v34: T.let[T.int32] = cse_v6 + 4
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v33], 2) * w2_reindex_pad_shared[T.Ramp(cse_v34, 18, 2)]
                        cse_v35: T.let[T.int32] = cse_v6 + 40
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v33], 2) * w2_reindex_pad_shared[T.Ramp(cse_v35, 18, 2)]
                        cse_v36: T.let[T.int32] = cse_v7 + 22
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v36], 2) * w2_reindex_pad_shared[T.Ramp(cse_v34, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v36], 2) * w2_reindex_pad_shared[T.Ramp(cse_v35, 18, 2)]
                        cse_v37: T.let[T.int32] = cse_v7 + 40
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v37], 2) * w2_reindex_pad_shared[T.Ramp(cse_v34, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v37], 2) * w2_reindex_pad_shared[T.Ramp(cse_v35, 18, 2)]
                        cse_v38: T.let[T.int32] = cse_v7 + 58
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v38], 2) * w2_reindex_pad_shared[T.Ramp(cse_v34, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v38], 2) * w2_reindex_pad_shared[T.Ramp(cse_v35, 18, 2)]
                        cse_v39: T.let[T.int32] = cse_v7 + 5
                        cse_v40: T.let[T.int32] = cse_v6 + 5
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v39], 2) * w2_reindex_pad_shared[T.Ramp(cse_v40, 18, 2)]
                        cse_v41: T.let[T.int32] = cse_v6 + 41
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v39], 2) * w2_reindex_pad_shared[T.Ramp(cse_v41, 18, 2)]
                        cse_v42: T.let[T.int32] = cse_v7 + 23
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v42], 2) * w2_reindex_pad_shared[T.Ramp(cse_v40, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v42], 2) * w2_reindex_pad_shared[T.Ramp(cse_v41, 18, 2)]
                        cse_v43: T.let[T.int32] = cse_v7 + 41
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v43], 2) * w2_reindex_pad_shared[T.Ramp(cse_v40, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v43], 2) * w2_reindex_pad_shared[T.Ramp(cse_v41, 18, 2)]
                        cse_v44: T.let[T.int32] = cse_v7 + 59
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v44], 2) * w2_reindex_pad_shared[T.Ramp(cse_v40, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v44], 2) * w2_reindex_pad_shared[T.Ramp(cse_v41, 18, 2)]
                        cse_v45: T.let[T.int32] = cse_v7 + 6
                        cse_v46: T.let[T.int32] = cse_v6 + 6
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v45], 2) * w2_reindex_pad_shared[T.Ramp(cse_v46, 18, 2)]
                        cse_v47: T.let[T.int32] = cse_v6 + 42
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v45], 2) * w2_reindex_pad_shared[T.Ramp(cse_v47, 18, 2)]
                        cse_v48: T.let[T.int32] = cse_v7 + 24
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v48], 2) * w2_reindex_pad_shared[T.Ramp(cse_v46, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v48], 2) * w2_reindex_pad_shared[T.Ramp(cse_v47, 18, 2)]
                        cse_v49: T.let[T.int32] = cse_v7 + 42
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v49], 2) * w2_reindex_pad_shared[T.Ramp(cse_v46, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v49], 2) * w2_reindex_pad_shared[T.Ramp(cse_v47, 18, 2)]
                        cse_v50: T.let[T.int32] = cse_v7 + 60
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v50], 2) * w2_reindex_pad_shared[T.Ramp(cse_v46, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v50], 2) * w2_reindex_pad_shared[T.Ramp(cse_v47, 18, 2)]
                        cse_v51: T.let[T.int32] = cse_v7 + 7
                        cse_v52: T.let[T.int32] = cse_v6 + 7
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v51], 2) * w2_reindex_pad_shared[T.Ramp(cse_v52, 18, 2)]
                        cse_v53: T.let[T.int32] = cse_v6 + 43
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v51], 2) * w2_reindex_pad_shared[T.Ramp(cse_v53, 18, 2)]
                        cse_v54: T.let[T.int32] = cse_v7 + 25
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v54], 2) * w2_reindex_pad_shared[T.Ramp(cse_v52, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v54], 2) * w2_reindex_pad_shared[T.Ramp(cse_v53, 18, 2)]
                        cse_v55: T.let[T.int32] = cse_v7 + 43
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v55], 2) * w2_reindex_pad_shared[T.Ramp(cse_v52, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v55], 2) * w2_reindex_pad_shared[T.Ramp(cse_v53, 18, 2)]
                        cse_v56: T.let[T.int32] = cse_v7 + 61
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v56], 2) * w2_reindex_pad_shared[T.Ramp(cse_v52, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v56], 2) * w2_reindex_pad_shared[T.Ramp(cse_v53, 18, 2)]
                        cse_v57: T.let[T.int32] = cse_v7 + 8
                        cse_v58: T.let[T.int32] = cse_v6 + 8
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v57], 2) * w2_reindex_pad_shared[T.Ramp(cse_v58, 18, 2)]
                        cse_v59: T.let[T.int32] = cse_v6 + 44
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v57], 2) * w2_reindex_pad_shared[T.Ramp(cse_v59, 18, 2)]
                        cse_v60: T.let[T.int32] = cse_v7 + 26
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v60], 2) * w2_reindex_pad_shared[T.Ramp(cse_v58, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v60], 2) * w2_reindex_pad_shared[T.Ramp(cse_v59, 18, 2)]
                        cse_v61: T.let[T.int32] = cse_v7 + 44
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v61], 2) * w2_reindex_pad_shared[T.Ramp(cse_v58, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v61], 2) * w2_reindex_pad_shared[T.Ramp(cse_v59, 18, 2)]
                        cse_v62: T.let[T.int32] = cse_v7 + 62
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v62], 2) * w2_reindex_pad_shared[T.Ramp(cse_v58, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v62], 2) * w2_reindex_pad_shared[T.Ramp(cse_v59, 18, 2)]
                        cse_v63: T.let[T.int32] = cse_v7 + 9
                        cse_v64: T.let[T.int32] = cse_v6 + 9
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v63], 2) * w2_reindex_pad_shared[T.Ramp(cse_v64, 18, 2)]
                        cse_v65: T.let[T.int32] = cse_v6 + 45
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v63], 2) * w2_reindex_pad_shared[T.Ramp(cse_v65, 18, 2)]
                        cse_v66: T.let[T.int32] = cse_v7 + 27
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v66], 2) * w2_reindex_pad_shared[T.Ramp(cse_v64, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v66], 2) * w2_reindex_pad_shared[T.Ramp(cse_v65, 18, 2)]
                        cse_v67: T.let[T.int32] = cse_v7 + 45
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v67], 2) * w2_reindex_pad_shared[T.Ramp(cse_v64, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v67], 2) * w2_reindex_pad_shared[T.Ramp(cse_v65, 18, 2)]
                        cse_v68: T.let[T.int32] = cse_v7 + 63
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v68], 2) * w2_reindex_pad_shared[T.Ramp(cse_v64, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v68], 2) * w2_reindex_pad_shared[T.Ramp(cse_v65, 18, 2)]
                        cse_v69: T.let[T.int32] = cse_v7 + 10
                        cse_v70: T.let[T.int32] = cse_v6 + 10
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v69], 2) * w2_reindex_pad_shared[T.Ramp(cse_v70, 18, 2)]
                        cse_v71: T.let[T.int32] = cse_v6 + 46
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v69], 2) * w2_reindex_pad_shared[T.Ramp(cse_v71, 18, 2)]
                        cse_v72: T.let[T.int32] = cse_v7 + 28
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v72], 2) * w2_reindex_pad_shared[T.Ramp(cse_v70, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v72], 2) * w2_reindex_pad_shared[T.Ramp(cse_v71, 18, 2)]
                        cse_v73: T.let[T.int32] = cse_v7 + 46
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v73], 2) * w2_reindex_pad_shared[T.Ramp(cse_v70, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v73], 2) * w2_reindex_pad_shared[T.Ramp(cse_v71, 18, 2)]
                        cse_v74: T.let[T.int32] = cse_v7 + 64
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v74], 2) * w2_reindex_pad_shared[T.Ramp(cse_v70, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v74], 2) * w2_reindex_pad_shared[T.Ramp(cse_v71, 18, 2)]
                        cse_v75: T.let[T.int32] = cse_v7 + 11
                        cse_v76: T.let[T.int32] = cse_v6 + 11
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v75], 2) * w2_reindex_pad_shared[T.Ramp(cse_v76, 18, 2)]
                        cse_v77: T.let[T.int32] = cse_v6 + 47
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v75], 2) * w2_reindex_pad_shared[T.Ramp(cse_v77, 18, 2)]
                        cse_v78: T.let[T.int32] = cse_v7 + 29
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v78], 2) * w2_reindex_pad_shared[T.Ramp(cse_v76, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v78], 2) * w2_reindex_pad_shared[T.Ramp(cse_v77, 18, 2)]
                        cse_v79: T.let[T.int32] = cse_v7 + 47
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v79], 2) * w2_reindex_pad_shared[T.Ramp(cse_v76, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v79], 2) * w2_reindex_pad_shared[T.Ramp(cse_v77, 18, 2)]
                        cse_v80: T.let[T.int32] = cse_v7 + 65
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v80], 2) * w2_reindex_pad_shared[T.Ramp(cse_v76, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v80], 2) * w2_reindex_pad_shared[T.Ramp(cse_v77, 18, 2)]
                        cse_v81: T.let[T.int32] = cse_v7 + 12
                        cse_v82: T.let[T.int32] = cse_v6 + 12
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v81], 2) * w2_reindex_pad_shared[T.Ramp(cse_v82, 18, 2)]
                        cse_v83: T.let[T.int32] = cse_v6 + 48
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v81], 2) * w2_reindex_pad_shared[T.Ramp(cse_v83, 18, 2)]
                        cse_v84: T.let[T.int32] = cse_v7 + 30
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v84], 2) * w2_reindex_pad_shared[T.Ramp(cse_v82, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v84], 2) * w2_reindex_pad_shared[T.Ramp(cse_v83, 18, 2)]
                        cse_v85: T.let[T.int32] = cse_v7 + 48
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v85], 2) * w2_reindex_pad_shared[T.Ramp(cse_v82, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v85], 2) * w2_reindex_pad_shared[T.Ramp(cse_v83, 18, 2)]
                        cse_v86: T.let[T.int32] = cse_v7 + 66
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v86], 2) * w2_reindex_pad_shared[T.Ramp(cse_v82, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v86], 2) * w2_reindex_pad_shared[T.Ramp(cse_v83, 18, 2)]
                        cse_v87: T.let[T.int32] = cse_v7 + 13
                        cse_v88: T.let[T.int32] = cse_v6 + 13
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v87], 2) * w2_reindex_pad_shared[T.Ramp(cse_v88, 18, 2)]
                        cse_v89: T.let[T.int32] = cse_v6 + 49
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v87], 2) * w2_reindex_pad_shared[T.Ramp(cse_v89, 18, 2)]
                        cse_v90: T.let[T.int32] = cse_v7 + 31
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v90], 2) * w2_reindex_pad_shared[T.Ramp(cse_v88, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v90], 2) * w2_reindex_pad_shared[T.Ramp(cse_v89, 18, 2)]
                        cse_v91: T.let[T.int32] = cse_v7 + 49
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v91], 2) * w2_reindex_pad_shared[T.Ramp(cse_v88, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v91], 2) * w2_reindex_pad_shared[T.Ramp(cse_v89, 18, 2)]
                        cse_v92: T.let[T.int32] = cse_v7 + 67
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v92], 2) * w2_reindex_pad_shared[T.Ramp(cse_v88, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v92], 2) * w2_reindex_pad_shared[T.Ramp(cse_v89, 18, 2)]
                        cse_v93: T.let[T.int32] = cse_v7 + 14
                        cse_v94: T.let[T.int32] = cse_v6 + 14
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v93], 2) * w2_reindex_pad_shared[T.Ramp(cse_v94, 18, 2)]
                        cse_v95: T.let[T.int32] = cse_v6 + 50
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v93], 2) * w2_reindex_pad_shared[T.Ramp(cse_v95, 18, 2)]
                        cse_v96: T.let[T.int32] = cse_v7 + 32
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v96], 2) * w2_reindex_pad_shared[T.Ramp(cse_v94, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v96], 2) * w2_reindex_pad_shared[T.Ramp(cse_v95, 18, 2)]
                        cse_v97: T.let[T.int32] = cse_v7 + 50
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v97], 2) * w2_reindex_pad_shared[T.Ramp(cse_v94, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v97], 2) * w2_reindex_pad_shared[T.Ramp(cse_v95, 18, 2)]
                        cse_v98: T.let[T.int32] = cse_v7 + 68
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v98], 2) * w2_reindex_pad_shared[T.Ramp(cse_v94, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v98], 2) * w2_reindex_pad_shared[T.Ramp(cse_v95, 18, 2)]
                        cse_v99: T.let[T.int32] = cse_v7 + 15
                        cse_v100: T.let[T.int32] = cse_v6 + 15
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_shared[cse_v99], 2) * w2_reindex_pad_shared[T.Ramp(cse_v100, 18, 2)]
                        cse_v101: T.let[T.int32] = cse_v6 + 51
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_shared[cse_v99], 2) * w2_reindex_pad_shared[T.Ramp(cse_v101, 18, 2)]
                        cse_v102: T.let[T.int32] = cse_v7 + 33
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_shared[cse_v102], 2) * w2_reindex_pad_shared[T.Ramp(cse_v100, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_shared[cse_v102], 2) * w2_reindex_pad_shared[T.Ramp(cse_v101, 18, 2)]
                        cse_v103: T.let[T.int32] = cse_v7 + 51
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_shared[cse_v103], 2) * w2_reindex_pad_shared[T.Ramp(cse_v100, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_shared[cse_v103], 2) * w2_reindex_pad_shared[T.Ramp(cse_v101, 18, 2)]
                        cse_v104: T.let[T.int32] = cse_v7 + 69
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_shared[cse_v104], 2) * w2_reindex_pad_shared[T.Ramp(cse_v100, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_shared[cse_v104], 2) * w2_reindex_pad_shared[T.Ramp(cse_v101, 18, 2)]
                    cse_v106: T.let[T.int32] = threadIdx_y * 4096 + cse_v4 + threadIdx_x * 4
                    if threadIdx_y < 8:
                        compute_intermediate_1[cse_v106:cse_v106 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[0], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 8:
                        compute_intermediate_1[cse_v106 + 2048:cse_v106 + 2048 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[1], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 8:
                        compute_intermediate_1[cse_v106 + 1:cse_v106 + 1 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[2], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 8:
                        compute_intermediate_1[cse_v106 + 2049:cse_v106 + 2049 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[3], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 8:
                        compute_intermediate_1[cse_v106 + 2:cse_v106 + 2 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[4], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 8:
                        compute_intermediate_1[cse_v106 + 2050:cse_v106 + 2050 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[5], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 8:
                        compute_intermediate_1[cse_v106 + 3:cse_v106 + 3 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[6], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 8:
                        compute_intermediate_1[cse_v106 + 2051:cse_v106 + 2051 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[7], T.Broadcast(T.float32(0.0), 2))

    @T.prim_func(s_tir=True)
    def fused_conv2d_relu(x: T.Buffer((T.int64(1), T.int64(3), T.int64(32), T.int64(32)), "float32"), w1: T.Buffer((T.int64(16), T.int64(3), T.int64(3), T.int64(3)), "float32"), compute_intermediate: T.Buffer((T.int64(1), T.int64(16), T.int64(32), T.int64(32)), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = T.decl_buffer((3072,), data=x.data)
        w1_1 = T.decl_buffer((432,), data=w1.data)
        compute_intermediate_1 = T.decl_buffer((16384,), data=compute_intermediate.data)
        with T.launch_thread("blockIdx.y", T.int64(1)) as blockIdx_y:
            conv2d_nchw_intermediate_reindex_pad_local = T.alloc_local((8,), "float32x2")
            pad_temp_reindex_pad_shared = T.alloc_shared((576,))
            w1_reindex_pad_shared = T.alloc_shared((1152,))
            with T.launch_thread("blockIdx.x", 32) as blockIdx_x:
                threadIdx_y = T.launch_thread("threadIdx.y", 16)
                threadIdx_x = T.launch_thread("threadIdx.x", 8)
                for var in range(T.int64(1)):
                    conv2d_nchw_intermediate_reindex_pad_local[0] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[1] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[2] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[3] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[4] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[5] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[6] = T.Broadcast(T.float32(0.0), 2)
                    conv2d_nchw_intermediate_reindex_pad_local[7] = T.Broadcast(T.float32(0.0), 2)
                    cse_v5: T.let[T.int32] = blockIdx_x * 32
                    for ax3_0 in range(2):
                        cse_v1: T.let[T.int32] = ax3_0 * 16
                        cse_v2: T.let[T.int32] = threadIdx_x % 4
                        cse_v3: T.let[T.int32] = threadIdx_y * 2
                        cse_v4: T.let[T.int32] = threadIdx_x // 4
                        cse_v12: T.let[T.int32] = cse_v2 * 4
                        cse_v13: T.let[T.int32] = cse_v3 + cse_v4
                        cse_v109: T.let[T.int32] = cse_v1 + cse_v12
                        cse_v112: T.let[T.int32] = cse_v109 % 3
                        cse_v113: T.let[T.int32] = threadIdx_y * 36 + cse_v4 * 18 + cse_v12
                        cse_v117: T.let[T.int32] = cse_v109 % 9 // 3
                        cse_v118: T.let[T.int32] = cse_v13 + cse_v112
                        cse_v122: T.let[T.int32] = cse_v117 + blockIdx_x
                        T.tvm_storage_sync("shared")
                        pad_temp_reindex_pad_shared[cse_v113] = T.if_then_else(cse_v109 < 27 and 1 <= cse_v122 and cse_v122 < 33 and 1 <= cse_v118 and cse_v118 < 33, x_1[cse_v109 // 9 * 1024 + cse_v117 * 32 + cse_v5 + cse_v3 + cse_v4 + cse_v112 - 33], T.float32(0.0))
                        cse_v6: T.let[T.int32] = ax3_0 * 8
                        cse_v114: T.let[T.int32] = cse_v109 + 1
                        cse_v119: T.let[T.int32] = cse_v114 % 3
                        cse_v123: T.let[T.int32] = cse_v114 % 9 // 3
                        cse_v124: T.let[T.int32] = cse_v13 + cse_v119
                        cse_v128: T.let[T.int32] = cse_v123 + blockIdx_x
                        pad_temp_reindex_pad_shared[cse_v113 + 1] = T.if_then_else(cse_v6 + cse_v2 * 2 < 13 and 1 <= cse_v128 and cse_v128 < 33 and 1 <= cse_v124 and cse_v124 < 33, x_1[cse_v114 // 9 * 1024 + cse_v123 * 32 + cse_v5 + cse_v3 + cse_v4 + cse_v119 - 33], T.float32(0.0))
                        cse_v115: T.let[T.int32] = cse_v109 + 2
                        cse_v120: T.let[T.int32] = cse_v115 % 3
                        cse_v125: T.let[T.int32] = cse_v115 % 9 // 3
                        cse_v126: T.let[T.int32] = cse_v13 + cse_v120
                        cse_v129: T.let[T.int32] = cse_v125 + blockIdx_x
                        pad_temp_reindex_pad_shared[cse_v113 + 2] = T.if_then_else(cse_v109 < 25 and 1 <= cse_v129 and cse_v129 < 33 and 1 <= cse_v126 and cse_v126 < 33, x_1[cse_v115 // 9 * 1024 + cse_v125 * 32 + cse_v5 + cse_v3 + cse_v4 + cse_v120 - 33], T.float32(0.0))
                        cse_v7: T.let[T.int32] = ax3_0 * 2
                        cse_v127: T.let[T.int32] = (cse_v109 // 3 + 1) % 3
                        cse_v130: T.let[T.int32] = cse_v127 + blockIdx_x
                        pad_temp_reindex_pad_shared[cse_v113 + 3] = T.if_then_else(cse_v7 + cse_v2 // 2 < 3 and 1 <= cse_v130 and cse_v130 < 33 and 1 <= cse_v118 and cse_v118 < 33, x_1[(cse_v109 + 3) // 9 * 1024 + cse_v127 * 32 + cse_v5 + cse_v3 + cse_v4 + cse_v112 - 33], T.float32(0.0))
                        cse_v8: T.let[T.int32] = threadIdx_x // 2
                        cse_v9: T.let[T.int32] = threadIdx_x % 2
                        cse_v10: T.let[T.int32] = threadIdx_y * 72
                        cse_v14: T.let[T.int32] = cse_v9 * 8
                        cse_v116: T.let[T.int32] = cse_v10 + cse_v8 * 18 + cse_v14
                        cse_v121: T.let[T.int32] = threadIdx_y * 108 + cse_v8 * 27 + cse_v1 + cse_v14
                        w1_reindex_pad_shared[cse_v116] = T.if_then_else(threadIdx_y < 4, w1_1[cse_v121], T.float32(0.0))
                        w1_reindex_pad_shared[cse_v116 + 1] = T.if_then_else(threadIdx_y < 4, w1_1[cse_v121 + 1], T.float32(0.0))
                        w1_reindex_pad_shared[cse_v116 + 2] = T.if_then_else(threadIdx_y < 4, w1_1[cse_v121 + 2], T.float32(0.0))
                        w1_reindex_pad_shared[cse_v116 + 3] = T.if_then_else(threadIdx_y < 4 and cse_v7 + cse_v9 < 3, w1_1[cse_v121 + 3], T.float32(0.0))
                        cse_v110: T.let[T.int32] = cse_v1 + cse_v14
                        w1_reindex_pad_shared[cse_v116 + 4] = T.if_then_else(threadIdx_y < 4 and cse_v110 < 23, w1_1[cse_v121 + 4], T.float32(0.0))
                        w1_reindex_pad_shared[cse_v116 + 5] = T.if_then_else(threadIdx_y < 4 and cse_v6 + cse_v9 * 4 < 11, w1_1[cse_v121 + 5], T.float32(0.0))
                        w1_reindex_pad_shared[cse_v116 + 6] = T.if_then_else(threadIdx_y < 4 and cse_v110 < 21, w1_1[cse_v121 + 6], T.float32(0.0))
                        w1_reindex_pad_shared[cse_v116 + 7] = T.if_then_else(threadIdx_y < 4 and ax3_0 * 4 + cse_v9 * 2 < 5, w1_1[cse_v121 + 7], T.float32(0.0))
                        cse_v11: T.let[T.int32] = threadIdx_x * 72
                        T.tvm_storage_sync("shared")
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v11], 2) * w1_reindex_pad_shared[T.Ramp(cse_v10, 18, 2)]
                        cse_v15: T.let[T.int32] = cse_v10 + 36
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v11], 2) * w1_reindex_pad_shared[T.Ramp(cse_v15, 18, 2)]
                        cse_v16: T.let[T.int32] = cse_v11 + 18
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v16], 2) * w1_reindex_pad_shared[T.Ramp(cse_v10, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v16], 2) * w1_reindex_pad_shared[T.Ramp(cse_v15, 18, 2)]
                        cse_v17: T.let[T.int32] = cse_v11 + 36
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v17], 2) * w1_reindex_pad_shared[T.Ramp(cse_v10, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v17], 2) * w1_reindex_pad_shared[T.Ramp(cse_v15, 18, 2)]
                        cse_v18: T.let[T.int32] = cse_v11 + 54
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v18], 2) * w1_reindex_pad_shared[T.Ramp(cse_v10, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v18], 2) * w1_reindex_pad_shared[T.Ramp(cse_v15, 18, 2)]
                        cse_v19: T.let[T.int32] = cse_v11 + 1
                        cse_v20: T.let[T.int32] = cse_v10 + 1
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v19], 2) * w1_reindex_pad_shared[T.Ramp(cse_v20, 18, 2)]
                        cse_v21: T.let[T.int32] = cse_v10 + 37
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v19], 2) * w1_reindex_pad_shared[T.Ramp(cse_v21, 18, 2)]
                        cse_v22: T.let[T.int32] = cse_v11 + 19
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v22], 2) * w1_reindex_pad_shared[T.Ramp(cse_v20, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v22], 2) * w1_reindex_pad_shared[T.Ramp(cse_v21, 18, 2)]
                        cse_v23: T.let[T.int32] = cse_v11 + 37
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v23], 2) * w1_reindex_pad_shared[T.Ramp(cse_v20, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v23], 2) * w1_reindex_pad_shared[T.Ramp(cse_v21, 18, 2)]
                        cse_v24: T.let[T.int32] = cse_v11 + 55
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v24], 2) * w1_reindex_pad_shared[T.Ramp(cse_v20, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v24], 2) * w1_reindex_pad_shared[T.Ramp(cse_v21, 18, 2)]
                        cse_v25: T.let[T.int32] = cse_v11 + 2
                        cse_v26: T.let[T.int32] = cse_v10 + 2
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v25], 2) * w1_reindex_pad_shared[T.Ramp(cse_v26, 18, 2)]
                        cse_v27: T.let[T.int32] = cse_v10 + 38
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v25], 2) * w1_reindex_pad_shared[T.Ramp(cse_v27, 18, 2)]
                        cse_v28: T.let[T.int32] = cse_v11 + 20
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v28], 2) * w1_reindex_pad_shared[T.Ramp(cse_v26, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v28], 2) * w1_reindex_pad_shared[T.Ramp(cse_v27, 18, 2)]
                        cse_v29: T.let[T.int32] = cse_v11 + 38
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v29], 2) * w1_reindex_pad_shared[T.Ramp(cse_v26, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v29], 2) * w1_reindex_pad_shared[T.Ramp(cse_v27, 18, 2)]
                        cse_v30: T.let[T.int32] = cse_v11 + 56
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v30], 2) * w1_reindex_pad_shared[T.Ramp(cse_v26, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v30], 2) * w1_reindex_pad_shared[T.Ramp(cse_v27, 18, 2)]
                        cse_v31: T.let[T.int32] = cse_v11 + 3
                        cse_v32: T.let[T.int32] = cse_v10 + 3
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v31], 2) * w1_reindex_pad_shared[T.Ramp(cse_v32, 18, 2)]
                        cse_v33: T.let[T.int32] = cse_v10 + 39
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v31], 2) * w1_reindex_pad_shared[T.Ramp(cse_v33, 18, 2)]
                        cse_v34: T.let[T.int32] = cse_v11 + 21
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v34], 2) * w1_reindex_pad_shared[T.Ramp(cse_v32, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v34], 2) * w1_reindex_pad_shared[T.Ramp(cse_v33, 18, 2)]
                        cse_v35: T.let[T.int32] = cse_v11 + 39
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v35], 2) * w1_reindex_pad_shared[T.Ramp(cse_v32, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v35], 2) * w1_reindex_pad_shared[T.Ramp(cse_v33, 18, 2)]
                        cse_v36: T.let[T.int32] = cse_v11 + 57
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v36], 2) * w1_reindex_pad_shared[T.Ramp(cse_v32, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v36], 2) * w1_reindex_pad_shared[T.Ramp(cse_v33, 18, 2)]
                        cse_v37: T.let[T.int32] = cse_v11 + 4
                        cse_v38: T.let[T.int32] = cse_v10 + 4
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v37], 2) * w1_reindex_pad_shared[T.Ramp(cse_v38, 18, 2)]
                        cse_v39: T.let[T.int32] = cse_v10 + 40
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v37], 2) * w1_reindex_pad_shared[T.Ramp(cse_v39, 18, 2)]
                        cse_v40: T.let[T.int32] = cse_v11 + 22
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v40], 2) * w1_reindex_pad_shared[T.Ramp(cse_v38, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v40], 2) * w1_reindex_pad_shared[T.Ramp(cse_v39, 18, 2)]
                        cse_v41: T.let[T.int32] = cse_v11 + 40
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v41], 2) * w1_reindex_pad_shared[T.Ramp(cse_v38, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v41], 2) * w1_reindex_pad_shared[T.Ramp(cse_v39, 18, 2)]
                        cse_v42: T.let[T.int32] = cse_v11 + 58
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v42], 2) * w1_reindex_pad_shared[T.Ramp(cse_v38, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v42], 2) * w1_reindex_pad_shared[T.Ramp(cse_v39, 18, 2)]
                        cse_v43: T.let[T.int32] = cse_v11 + 5
                        cse_v44: T.let[T.int32] = cse_v10 + 5
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v43], 2) * w1_reindex_pad_shared[T.Ramp(cse_v44, 18, 2)]
                        cse_v45: T.let[T.int32] = cse_v10 + 41
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v43], 2) * w1_reindex_pad_shared[T.Ramp(cse_v45, 18, 2)]
                        cse_v46: T.let[T.int32] = cse_v11 + 23
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v46], 2) * w1_reindex_pad_shared[T.Ramp(cse_v44, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v46], 2) * w1_reindex_pad_shared[T.Ramp(cse_v45, 18, 2)]
                        cse_v47: T.let[T.int32] = cse_v11 + 41
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v47], 2) * w1_reindex_pad_shared[T.Ramp(cse_v44, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v47], 2) * w1_reindex_pad_shared[T.Ramp(cse_v45, 18, 2)]
                        cse_v48: T.let[T.int32] = cse_v11 + 59
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v48], 2) * w1_reindex_pad_shared[T.Ramp(cse_v44, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v48], 2) * w1_reindex_pad_shared[T.Ramp(cse_v45, 18, 2)]
                        cse_v49: T.let[T.int32] = cse_v11 + 6
                        cse_v50: T.let[T.int32] = cse_v10 + 6
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v49], 2) * w1_reindex_pad_shared[T.Ramp(cse_v50, 18, 2)]
                        cse_v51: T.let[T.int32] = cse_v10 + 42
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v49], 2) * w1_reindex_pad_shared[T.Ramp(cse_v51, 18, 2)]
                        cse_v52: T.let[T.int32] = cse_v11 + 24
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v52], 2) * w1_reindex_pad_shared[T.Ramp(cse_v50, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v52], 2) * w1_reindex_pad_shared[T.Ramp(cse_v51, 18, 2)]
                        cse_v53: T.let[T.int32] = cse_v11 + 42
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v53], 2) * w1_reindex_pad_shared[T.Ramp(cse_v50, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v53], 2) * w1_reindex_pad_shared[T.Ramp(cse_v51, 18, 2)]
                        cse_v54: T.let[T.int32] = cse_v11 + 60
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v54], 2) * w1_reindex_pad_shared[T.Ramp(cse_v50, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v54], 2) * w1_reindex_pad_shared[T.Ramp(cse_v51, 18, 2)]
                        cse_v55: T.let[T.int32] = cse_v11 + 7
                        cse_v56: T.let[T.int32] = cse_v10 + 7
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v55], 2) * w1_reindex_pad_shared[T.Ramp(cse_v56, 18, 2)]
                        cse_v57: T.let[T.int32] = cse_v10 + 43
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v55], 2) * w1_reindex_pad_shared[T.Ramp(cse_v57, 18, 2)]
                        cse_v58: T.let[T.int32] = cse_v11 + 25
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v58], 2) * w1_reindex_pad_shared[T.Ramp(cse_v56, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v58], 2) * w1_reindex_pad_shared[T.Ramp(cse_v57, 18, 2)]
                        cse_v59: T.let[T.int32] = cse_v11 + 43
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v59], 2) * w1_reindex_pad_shared[T.Ramp(cse_v56, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v59], 2) * w1_reindex_pad_shared[T.Ramp(cse_v57, 18, 2)]
                        cse_v60: T.let[T.int32] = cse_v11 + 61
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v60], 2) * w1_reindex_pad_shared[T.Ramp(cse_v56, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v60], 2) * w1_reindex_pad_shared[T.Ramp(cse_v57, 18, 2)]
                        cse_v61: T.let[T.int32] = cse_v11 + 8
                        cse_v62: T.let[T.int32] = cse_v10 + 8
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v61], 2) * w1_reindex_pad_shared[T.Ramp(cse_v62, 18, 2)]
                        cse_v63: T.let[T.int32] = cse_v10 + 44
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v61], 2) * w1_reindex_pad_shared[T.Ramp(cse_v63, 18, 2)]
                        cse_v64: T.let[T.int32] = cse_v11 + 26
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v64], 2) * w1_reindex_pad_shared[T.Ramp(cse_v62, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v64], 2) * w1_reindex_pad_shared[T.Ramp(cse_v63, 18, 2)]
                        cse_v65: T.let[T.int32] = cse_v11 + 44
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v65], 2) * w1_reindex_pad_shared[T.Ramp(cse_v62, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v65], 2) * w1_reindex_pad_shared[T.Ramp(cse_v63, 18, 2)]
                        cse_v66: T.let[T.int32] = cse_v11 + 62
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v66], 2) * w1_reindex_pad_shared[T.Ramp(cse_v62, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v66], 2) * w1_reindex_pad_shared[T.Ramp(cse_v63, 18, 2)]
                        cse_v67: T.let[T.int32] = cse_v11 + 9
                        cse_v68: T.let[T.int32] = cse_v10 + 9
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v67], 2) * w1_reindex_pad_shared[T.Ramp(cse_v68, 18, 2)]
                        cse_v69: T.let[T.int32] = cse_v10 + 45
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v67], 2) * w1_reindex_pad_shared[T.Ramp(cse_v69, 18, 2)]
                        cse_v70: T.let[T.int32] = cse_v11 + 27
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v70], 2) * w1_reindex_pad_shared[T.Ramp(cse_v68, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v70], 2) * w1_reindex_pad_shared[T.Ramp(cse_v69, 18, 2)]
                        cse_v71: T.let[T.int32] = cse_v11 + 45
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v71], 2) * w1_reindex_pad_shared[T.Ramp(cse_v68, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v71], 2) * w1_reindex_pad_shared[T.Ramp(cse_v69, 18, 2)]
                        cse_v72: T.let[T.int32] = cse_v11 + 63
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v72], 2) * w1_reindex_pad_shared[T.Ramp(cse_v68, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v72], 2) * w1_reindex_pad_shared[T.Ramp(cse_v69, 18, 2)]
                        cse_v73: T.let[T.int32] = cse_v11 + 10
                        cse_v74: T.let[T.int32] = cse_v10 + 10
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v73], 2) * w1_reindex_pad_shared[T.Ramp(cse_v74, 18, 2)]
                        cse_v75: T.let[T.int32] = cse_v10 + 46
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v73], 2) * w1_reindex_pad_shared[T.Ramp(cse_v75, 18, 2)]
                        cse_v76: T.let[T.int32] = cse_v11 + 28
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v76], 2) * w1_reindex_pad_shared[T.Ramp(cse_v74, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v76], 2) * w1_reindex_pad_shared[T.Ramp(cse_v75, 18, 2)]
                        cse_v77: T.let[T.int32] = cse_v11 + 46
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v77], 2) * w1_reindex_pad_shared[T.Ramp(cse_v74, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v77], 2) * w1_reindex_pad_shared[T.Ramp(cse_v75, 18, 2)]
                        cse_v78: T.let[T.int32] = cse_v11 + 64
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v78], 2) * w1_reindex_pad_shared[T.Ramp(cse_v74, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v78], 2) * w1_reindex_pad_shared[T.Ramp(cse_v75, 18, 2)]
                        cse_v79: T.let[T.int32] = cse_v11 + 11
                        cse_v80: T.let[T.int32] = cse_v10 + 11
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v79], 2) * w1_reindex_pad_shared[T.Ramp(cse_v80, 18, 2)]
                        cse_v81: T.let[T.int32] = cse_v10 + 47
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v79], 2) * w1_reindex_pad_shared[T.Ramp(cse_v81, 18, 2)]
                        cse_v82: T.let[T.int32] = cse_v11 + 29
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v82], 2) * w1_reindex_pad_shared[T.Ramp(cse_v80, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v82], 2) * w1_reindex_pad_shared[T.Ramp(cse_v81, 18, 2)]
                        cse_v83: T.let[T.int32] = cse_v11 + 47
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v83], 2) * w1_reindex_pad_shared[T.Ramp(cse_v80, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v83], 2) * w1_reindex_pad_shared[T.Ramp(cse_v81, 18, 2)]
                        cse_v84: T.let[T.int32] = cse_v11 + 65
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v84], 2) * w1_reindex_pad_shared[T.Ramp(cse_v80, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v84], 2) * w1_reindex_pad_shared[T.Ramp(cse_v81, 18, 2)]
                        cse_v85: T.let[T.int32] = cse_v11 + 12
                        cse_v86: T.let[T.int32] = cse_v10 + 12
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v85], 2) * w1_reindex_pad_shared[T.Ramp(cse_v86, 18, 2)]
                        cse_v87: T.let[T.int32] = cse_v10 + 48
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v85], 2) * w1_reindex_pad_shared[T.Ramp(cse_v87, 18, 2)]
                        cse_v88: T.let[T.int32] = cse_v11 + 30
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v88], 2) * w1_reindex_pad_shared[T.Ramp(cse_v86, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v88], 2) * w1_reindex_pad_shared[T.Ramp(cse_v87, 18, 2)]
                        cse_v89: T.let[T.int32] = cse_v11 + 48
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v89], 2) * w1_reindex_pad_shared[T.Ramp(cse_v86, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v89], 2) * w1_reindex_pad_shared[T.Ramp(cse_v87, 18, 2)]
                        cse_v90: T.let[T.int32] = cse_v11 + 66
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v90], 2) * w1_reindex_pad_shared[T.Ramp(cse_v86, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v90], 2) * w1_reindex_pad_shared[T.Ramp(cse_v87, 18, 2)]
                        cse_v91: T.let[T.int32] = cse_v11 + 13
                        cse_v92: T.let[T.int32] = cse_v10 + 13
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v91], 2) * w1_reindex_pad_shared[T.Ramp(cse_v92, 18, 2)]
                        cse_v93: T.let[T.int32] = cse_v10 + 49
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v91], 2) * w1_reindex_pad_shared[T.Ramp(cse_v93, 18, 2)]
                        cse_v94: T.let[T.int32] = cse_v11 + 31
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v94], 2) * w1_reindex_pad_shared[T.Ramp(cse_v92, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v94], 2) * w1_reindex_pad_shared[T.Ramp(cse_v93, 18, 2)]
                        cse_v95: T.let[T.int32] = cse_v11 + 49
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v95], 2) * w1_reindex_pad_shared[T.Ramp(cse_v92, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v95], 2) * w1_reindex_pad_shared[T.Ramp(cse_v93, 18, 2)]
                        cse_v96: T.let[T.int32] = cse_v11 + 67
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v96], 2) * w1_reindex_pad_shared[T.Ramp(cse_v92, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v96], 2) * w1_reindex_pad_shared[T.Ramp(cse_v93, 18, 2)]
                        cse_v97: T.let[T.int32] = cse_v11 + 14
                        cse_v98: T.let[T.int32] = cse_v10 + 14
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v97], 2) * w1_reindex_pad_shared[T.Ramp(cse_v98, 18, 2)]
                        cse_v99: T.let[T.int32] = cse_v10 + 50
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v97], 2) * w1_reindex_pad_shared[T.Ramp(cse_v99, 18, 2)]
                        cse_v100: T.let[T.int32] = cse_v11 + 32
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v100], 2) * w1_reindex_pad_shared[T.Ramp(cse_v98, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v100], 2) * w1_reindex_pad_shared[T.Ramp(cse_v99, 18, 2)]
                        cse_v101: T.let[T.int32] = cse_v11 + 50
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v101], 2) * w1_reindex_pad_shared[T.Ramp(cse_v98, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v101], 2) * w1_reindex_pad_shared[T.Ramp(cse_v99, 18, 2)]
                        cse_v102: T.let[T.int32] = cse_v11 + 68
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v102], 2) * w1_reindex_pad_shared[T.Ramp(cse_v98, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v102], 2) * w1_reindex_pad_shared[T.Ramp(cse_v99, 18, 2)]
                        cse_v103: T.let[T.int32] = cse_v11 + 15
                        cse_v104: T.let[T.int32] = cse_v10 + 15
                        conv2d_nchw_intermediate_reindex_pad_local[0] = conv2d_nchw_intermediate_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v103], 2) * w1_reindex_pad_shared[T.Ramp(cse_v104, 18, 2)]
                        cse_v105: T.let[T.int32] = cse_v10 + 51
                        conv2d_nchw_intermediate_reindex_pad_local[1] = conv2d_nchw_intermediate_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v103], 2) * w1_reindex_pad_shared[T.Ramp(cse_v105, 18, 2)]
                        cse_v106: T.let[T.int32] = cse_v11 + 33
                        conv2d_nchw_intermediate_reindex_pad_local[2] = conv2d_nchw_intermediate_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v106], 2) * w1_reindex_pad_shared[T.Ramp(cse_v104, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[3] = conv2d_nchw_intermediate_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v106], 2) * w1_reindex_pad_shared[T.Ramp(cse_v105, 18, 2)]
                        cse_v107: T.let[T.int32] = cse_v11 + 51
                        conv2d_nchw_intermediate_reindex_pad_local[4] = conv2d_nchw_intermediate_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v107], 2) * w1_reindex_pad_shared[T.Ramp(cse_v104, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[5] = conv2d_nchw_intermediate_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v107], 2) * w1_reindex_pad_shared[T.Ramp(cse_v105, 18, 2)]
                        cse_v108: T.let[T.int32] = cse_v11 + 69
                        conv2d_nchw_intermediate_reindex_pad_local[6] = conv2d_nchw_intermediate_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v108], 2) * w1_reindex_pad_shared[T.Ramp(cse_v104, 18, 2)]
                        conv2d_nchw_intermediate_reindex_pad_local[7] = conv2d_nchw_intermediate_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v108], 2) * w1_reindex_pad_shared[T.Ramp(cse_v105, 18, 2)]
                    cse_v111: T.let[T.int32] = threadIdx_y * 4096 + cse_v5 + threadIdx_x * 4
                    if threadIdx_y < 4:
                        compute_intermediate_1[cse_v111:cse_v111 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[0], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 4:
                        compute_intermediate_1[cse_v111 + 2048:cse_v111 + 2048 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[1], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 4:
                        compute_intermediate_1[cse_v111 + 1:cse_v111 + 1 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[2], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 4:
                        compute_intermediate_1[cse_v111 + 2049:cse_v111 + 2049 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[3], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 4:
                        compute_intermediate_1[cse_v111 + 2:cse_v111 + 2 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[4], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 4:
                        compute_intermediate_1[cse_v111 + 2050:cse_v111 + 2050 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[5], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 4:
                        compute_intermediate_1[cse_v111 + 3:cse_v111 + 3 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[6], T.Broadcast(T.float32(0.0), 2))
                    if threadIdx_y < 4:
                        compute_intermediate_1[cse_v111 + 2051:cse_v111 + 2051 + 2048:1024] = T.max(conv2d_nchw_intermediate_reindex_pad_local[7], T.Broadcast(T.float32(0.0), 2))

    @T.prim_func(s_tir=True)
    def matmul(lv6: T.Buffer((T.int64(1), T.int64(32)), "float32"), fc: T.Buffer((T.int64(32), T.int64(10)), "float32"), matmul: T.Buffer((T.int64(1), T.int64(10)), "float32")):
        T.func_attr({"op_pattern": 4, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        lv6_1 = T.decl_buffer((32,), data=lv6.data)
        fc_1 = T.decl_buffer((320,), data=fc.data)
        matmul_1 = T.decl_buffer((10,), data=matmul.data)
        with T.launch_thread("blockIdx.x", T.int64(1)) as blockIdx_x:
            matmul_rf_local = T.alloc_local((1,))
            red_buf0 = T.alloc_shared((160,), annotations={"tirx.volatile": True})
            with T.launch_thread("threadIdx.y", 16) as threadIdx_y:
                threadIdx_x = T.launch_thread("threadIdx.x", 10)
                matmul_rf_local[0] = T.float32(0.0)
                for ax1_fused_0 in range(2):
                    matmul_rf_local[0] = matmul_rf_local[0] + lv6_1[ax1_fused_0 * 16 + threadIdx_y] * fc_1[ax1_fused_0 * 160 + threadIdx_y * 10 + threadIdx_x]
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    T.tvm_storage_sync("shared")
                    red_buf0[threadIdx_x * 16 + threadIdx_y] = matmul_rf_local[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_y < 8:
                        red_buf0[threadIdx_x * 16 + threadIdx_y] = red_buf0[threadIdx_x * 16 + threadIdx_y] + red_buf0[threadIdx_x * 16 + threadIdx_y + 8]
                    T.tvm_storage_sync("shared")
                    if threadIdx_y < 4:
                        red_buf0[threadIdx_x * 16 + threadIdx_y] = red_buf0[threadIdx_x * 16 + threadIdx_y] + red_buf0[threadIdx_x * 16 + threadIdx_y + 4]
                    T.tvm_storage_sync("shared")
                    if threadIdx_y < 2:
                        red_buf0[threadIdx_x * 16 + threadIdx_y] = red_buf0[threadIdx_x * 16 + threadIdx_y] + red_buf0[threadIdx_x * 16 + threadIdx_y + 2]
                    T.tvm_storage_sync("shared")
                    if threadIdx_y < 1:
                        red_buf0[threadIdx_x * 16 + threadIdx_y] = red_buf0[threadIdx_x * 16 + threadIdx_y] + red_buf0[threadIdx_x * 16 + threadIdx_y + 1]
                    T.tvm_storage_sync("shared")
                if threadIdx_y == 0:
                    matmul_1[threadIdx_x] = red_buf0[threadIdx_x * 16]

    @T.prim_func(s_tir=True)
    def max_pool2d(lv3: T.Buffer((T.int64(1), T.int64(32), T.int64(32), T.int64(32)), "float32"), pool_max: T.Buffer((T.int64(1), T.int64(32), T.int64(16), T.int64(16)), "float32")):
        T.func_attr({"op_pattern": 4, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        lv3_1 = T.decl_buffer((32768,), data=lv3.data)
        pool_max_1 = T.decl_buffer((8192,), data=pool_max.data)
        with T.launch_thread("blockIdx.x", 8) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            cse_v1: T.let[T.int32] = blockIdx_x * 1024 + threadIdx_x
            pool_max_1[cse_v1] = T.float32(-340282346638528859811704183484516925440.0)
            for ax3, ax4 in T.grid(2, 2):
                pool_max_1[cse_v1] = T.max(pool_max_1[cse_v1], lv3_1[blockIdx_x * 4096 + threadIdx_x // 16 * 64 + ax3 * 32 + threadIdx_x % 16 * 2 + ax4])

    @T.prim_func(s_tir=True)
    def reshape(lv5: T.Buffer((T.int64(1), T.int64(32), T.int64(1), T.int64(1)), "float32"), T_reshape: T.Buffer((T.int64(1), T.int64(32)), "float32")):
        T.func_attr({"op_pattern": 2, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        lv5_1 = T.decl_buffer((32,), data=lv5.data)
        T_reshape_1 = T.decl_buffer((32,), data=T_reshape.data)
        with T.launch_thread("blockIdx.x", T.int64(1)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            if threadIdx_x < 32:
                T_reshape_1[threadIdx_x] = lv5_1[threadIdx_x]
