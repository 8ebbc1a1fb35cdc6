# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def conv2d(x: T.Buffer((T.int64(1), T.int64(16), T.int64(28), T.int64(28)), "float16"), w: T.Buffer((T.int64(32), T.int64(16), T.int64(3), T.int64(3)), "float16"), conv2d_nchw: T.Buffer((T.int64(1), T.int64(32), T.int64(28), T.int64(28)), "float16")):
        T.func_attr({"op_pattern": 4, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = T.decl_buffer((12544,), "float16", data=x.data)
        w_1 = T.decl_buffer((4608,), "float16", data=w.data)
        conv2d_nchw_1 = T.decl_buffer((25088,), "float16", data=conv2d_nchw.data)
        with T.launch_thread("blockIdx.y", T.int64(1)) as blockIdx_y:
            buf_shmem = T.alloc_shared((3456,), "uint8")
            w_reindex_pad_shared = T.decl_buffer((1152,), "float16", data=buf_shmem.data, scope="shared")
            pad_temp_reindex_pad_shared = T.decl_buffer((576,), "float16", data=buf_shmem.data, scope="shared")
            conv2d_nchw_reindex_pad_local = T.alloc_local((8,), "float16x2")
            with T.launch_thread("blockIdx.x", 25) as blockIdx_x:
                threadIdx_y = T.launch_thread("threadIdx.y", 16)
                threadIdx_x = T.launch_thread("threadIdx.x", 8)
                for var in range(T.int64(1)):
                    conv2d_nchw_reindex_pad_local[0] = T.Broadcast(T.float16(0.0), 2)
                    conv2d_nchw_reindex_pad_local[1] = T.Broadcast(T.float16(0.0), 2)
                    conv2d_nchw_reindex_pad_local[2] = T.Broadcast(T.float16(0.0), 2)
                    conv2d_nchw_reindex_pad_local[3] = T.Broadcast(T.float16(0.0), 2)
                    conv2d_nchw_reindex_pad_local[4] = T.Broadcast(T.float16(0.0), 2)
                    conv2d_nchw_reindex_pad_local[5] = T.Broadcast(T.float16(0.0), 2)
                    conv2d_nchw_reindex_pad_local[6] = T.Broadcast(T.float16(0.0), 2)
                    conv2d_nchw_reindex_pad_local[7] = T.Broadcast(T.float16(0.0), 2)
                    cse_v1: T.let[T.int32] = blockIdx_x * 2
                    cse_v3: T.let[T.int32] = blockIdx_x * 32
                    cse_v5: T.let[T.int32] = threadIdx_x // 4
                    for ax3_0 in range(9):
                        cse_v2: T.let[T.int32] = ax3_0 * 16
                        cse_v4: T.let[T.int32] = threadIdx_y * 2
                        cse_v9: T.let[T.int32] = cse_v1 + threadIdx_y // 8
                        cse_v10: T.let[T.int32] = threadIdx_x % 4 * 4
                        cse_v107: T.let[T.int32] = (blockIdx_x * 8 + threadIdx_y // 2) // 7
                        cse_v108: T.let[T.int32] = cse_v2 + cse_v10
                        cse_v110: T.let[T.int32] = (cse_v3 + cse_v4 + cse_v5) % 28
                        cse_v111: T.let[T.int32] = cse_v108 % 3
                        cse_v112: T.let[T.int32] = threadIdx_y * 36 + cse_v5 * 18 + cse_v10
                        cse_v116: T.let[T.int32] = cse_v108 % 9 // 3
                        cse_v117: T.let[T.int32] = cse_v110 + cse_v111
                        cse_v121: T.let[T.int32] = cse_v107 + cse_v116
                        T.tvm_storage_sync("shared")
                        pad_temp_reindex_pad_shared[cse_v112] = T.if_then_else(cse_v9 < 49 and 1 <= cse_v121 and cse_v121 < 29 and 1 <= cse_v117 and cse_v117 < 29, x_1[cse_v108 // 9 * 784 + cse_v3 + cse_v116 * 28 + cse_v4 + cse_v5 + cse_v111 - 29], T.float16(0.0))
                        cse_v113: T.let[T.int32] = cse_v108 + 1
                        cse_v118: T.let[T.int32] = cse_v113 % 3
                        cse_v122: T.let[T.int32] = cse_v113 % 9 // 3
                        cse_v123: T.let[T.int32] = cse_v110 + cse_v118
                        cse_v127: T.let[T.int32] = cse_v107 + cse_v122
                        pad_temp_reindex_pad_shared[cse_v112 + 1] = T.if_then_else(cse_v9 < 49 and 1 <= cse_v127 and cse_v127 < 29 and 1 <= cse_v123 and cse_v123 < 29, x_1[cse_v113 // 9 * 784 + cse_v3 + cse_v122 * 28 + cse_v4 + cse_v5 + cse_v118 - 29], T.float16(0.0))
                        cse_v114: T.let[T.int32] = cse_v108 + 2
                        cse_v119: T.let[T.int32] = cse_v114 % 3
                        cse_v124: T.let[T.int32] = cse_v114 % 9 // 3
                        cse_v125: T.let[T.int32] = cse_v110 + cse_v119
                        cse_v128: T.let[T.int32] = cse_v107 + cse_v124
                        pad_temp_reindex_pad_shared[cse_v112 + 2] = T.if_then_else(cse_v9 < 49 and 1 <= cse_v128 and cse_v128 < 29 and 1 <= cse_v125 and cse_v125 < 29, x_1[cse_v114 // 9 * 784 + cse_v3 + cse_v124 * 28 + cse_v4 + cse_v5 + cse_v119 - 29], T.float16(0.0))
                        cse_v126: T.let[T.int32] = (cse_v108 // 3 + 1) % 3
                        cse_v129: T.let[T.int32] = cse_v107 + cse_v126
                        pad_temp_reindex_pad_shared[cse_v112 + 3] = T.if_then_else(cse_v9 < 49 and 1 <= cse_v129 and cse_v129 < 29 and 1 <= cse_v117 and cse_v117 < 29, x_1[(cse_v108 + 3) // 9 * 784 + cse_v3 + cse_v126 * 28 + cse_v4 + cse_v5 + cse_v111 - 29], T.float16(0.0))
                        cse_v6: T.let[T.int32] = threadIdx_x // 2
                        cse_v7: T.let[T.int32] = threadIdx_y * 72
                        cse_v11: T.let[T.int32] = threadIdx_x % 2 * 8
                        cse_v115: T.let[T.int32] = cse_v7 + cse_v6 * 18 + cse_v11
                        cse_v120: T.let[T.int32] = threadIdx_y * 576 + cse_v6 * 144 + cse_v2 + cse_v11
                        w_reindex_pad_shared[T.Ramp(cse_v115, 1, 2) + T.Broadcast(576, 2)] = T.if_then_else(threadIdx_y < 8, w_1[T.Ramp(cse_v120, 1, 2)], T.Broadcast(T.float16(0.0), 2))
                        w_reindex_pad_shared[T.Ramp(cse_v115 + 2, 1, 2) + T.Broadcast(576, 2)] = T.if_then_else(threadIdx_y < 8, w_1[T.Ramp(cse_v120 + 2, 1, 2)], T.Broadcast(T.float16(0.0), 2))
                        w_reindex_pad_shared[T.Ramp(cse_v115 + 4, 1, 2) + T.Broadcast(576, 2)] = T.if_then_else(threadIdx_y < 8, w_1[T.Ramp(cse_v120 + 4, 1, 2)], T.Broadcast(T.float16(0.0), 2))
                        w_reindex_pad_shared[T.Ramp(cse_v115 + 6, 1, 2) + T.Broadcast(576, 2)] = T.if_then_else(threadIdx_y < 8, w_1[T.Ramp(cse_v120 + 6, 1, 2)], T.Broadcast(T.float16(0.0), 2))
                        cse_v8: T.let[T.int32] = threadIdx_x * 72
                        T.tvm_storage_sync("shared")
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v8], 2) * w_reindex_pad_shared[T.Ramp(cse_v7, 18, 2) + T.Broadcast(576, 2)]
                        cse_v12: T.let[T.int32] = cse_v7 + 36
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v8], 2) * w_reindex_pad_shared[T.Ramp(cse_v12, 18, 2) + T.Broadcast(576, 2)]
                        cse_v13: T.let[T.int32] = cse_v8 + 18
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v13], 2) * w_reindex_pad_shared[T.Ramp(cse_v7, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v13], 2) * w_reindex_pad_shared[T.Ramp(cse_v12, 18, 2) + T.Broadcast(576, 2)]
                        cse_v14: T.let[T.int32] = cse_v8 + 36
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v14], 2) * w_reindex_pad_shared[T.Ramp(cse_v7, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v14], 2) * w_reindex_pad_shared[T.Ramp(cse_v12, 18, 2) + T.Broadcast(576, 2)]
                        cse_v15: T.let[T.int32] = cse_v8 + 54
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v15], 2) * w_reindex_pad_shared[T.Ramp(cse_v7, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v15], 2) * w_reindex_pad_shared[T.Ramp(cse_v12, 18, 2) + T.Broadcast(576, 2)]
                        cse_v16: T.let[T.int32] = cse_v8 + 1
                        cse_v17: T.let[T.int32] = cse_v7 + 1
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v16], 2) * w_reindex_pad_shared[T.Ramp(cse_v17, 18, 2) + T.Broadcast(576, 2)]
                        cse_v18: T.let[T.int32] = cse_v7 + 37
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v16], 2) * w_reindex_pad_shared[T.Ramp(cse_v18, 18, 2) + T.Broadcast(576, 2)]
                        cse_v19: T.let[T.int32] = cse_v8 + 19
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v19], 2) * w_reindex_pad_shared[T.Ramp(cse_v17, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v19], 2) * w_reindex_pad_shared[T.Ramp(cse_v18, 18, 2) + T.Broadcast(576, 2)]
                        cse_v20: T.let[T.int32] = cse_v8 + 37
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v20], 2) * w_reindex_pad_shared[T.Ramp(cse_v17, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v20], 2) * w_reindex_pad_shared[T.Ramp(cse_v18, 18, 2) + T.Broadcast(576, 2)]
                        cse_v21: T.let[T.int32] = cse_v8 + 55
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v21], 2) * w_reindex_pad_shared[T.Ramp(cse_v17, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v21], 2) * w_reindex_pad_shared[T.Ramp(cse_v18, 18, 2) + T.Broadcast(576, 2)]
                        cse_v22: T.let[T.int32] = cse_v8 + 2
                        cse_v23: T.let[T.int32] = cse_v7 + 2
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v22], 2) * w_reindex_pad_shared[T.Ramp(cse_v23, 18, 2) + T.Broadcast(576, 2)]
                        cse_v24: T.let[T.int32] = cse_v7 + 38
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v22], 2) * w_reindex_pad_shared[T.Ramp(cse_v24, 18, 2) + T.Broadcast(576, 2)]
                        cse_v25: T.let[T.int32] = cse_v8 + 20
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v25], 2) * w_reindex_pad_shared[T.Ramp(cse_v23, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v25], 2) * w_reindex_pad_shared[T.Ramp(cse_v24, 18, 2) + T.Broadcast(576, 2)]
                        cse_v26: T.let[T.int32] = cse_v8 + 38
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v26], 2) * w_reindex_pad_shared[T.Ramp(cse_v23, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v26], 2) * w_reindex_pad_shared[T.Ramp(cse_v24, 18, 2) + T.Broadcast(576, 2)]
                        cse_v27: T.let[T.int32] = cse_v8 + 56
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v27], 2) * w_reindex_pad_shared[T.Ramp(cse_v23, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v27], 2) * w_reindex_pad_shared[T.Ramp(cse_v24, 18, 2) + T.Broadcast(576, 2)]
                        cse_v28: T.let[T.int32] = cse_v8 + 3
                        cse_v29: T.let[T.int32] = cse_v7 + 3
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v28], 2) * w_reindex_pad_shared[T.Ramp(cse_v29, 18, 2) + T.Broadcast(576, 2)]
                        cse_v30: T.let[T.int32] = cse_v7 + 39
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v28], 2) * w_reindex_pad_shared[T.Ramp(cse_v30, 18, 2) + T.Broadcast(576, 2)]
                        cse_v31: T.let[T.int32] = cse_v8 + 21
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v31], 2) * w_reindex_pad_shared[T.Ramp(cse_v29, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v31], 2) * w_reindex_pad_shared[T.Ramp(cse_v30, 18, 2) + T.Broadcast(576, 2)]
                        cse_v32: T.let[T.int32] = cse_v8 + 39
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v32], 2) * w_reindex_pad_shared[T.Ramp(cse_v29, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v32], 2) * w_reindex_pad_shared[T.Ramp(cse_v30, 18, 2) + T.Broadcast(576, 2)]
                        cse_v33: T.let[T.int32] = cse_v8 + 57
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v33], 2) * w_reindex_pad_shared[T.Ramp(cse_v29, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v33], 2) * w_reindex_pad_shared[T.Ramp(cse_v30, 18, 2) + T.Broadcast(576, 2)]
                        cse_v34: T.let[T.int32] = cse_v8 + 4
                        cse_v35: T.let[T.int32] = cse_v7 + 4
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v34], 2) * w_reindex_pad_shared[T.Ramp(cse_v35, 18, 2) + T.Broadcast(576, 2)]
                        cse_v36: T.let[T.int32] = cse_v7 + 40
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v34], 2) * w_reindex_pad_shared[T.Ramp(cse_v36, 18, 2) + T.Broadcast(576, 2)]
                        cse_v37: T.let[T.int32] = cse_v8 + 22
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v37], 2) * w_reindex_pad_shared[T.Ramp(cse_v35, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v37], 2) * w_reindex_pad_shared[T.Ramp(cse_v36, 18, 2) + T.Broadcast(576, 2)]
                        cse_v38: T.let[T.int32] = cse_v8 + 40
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v38], 2) * w_reindex_pad_shared[T.Ramp(cse_v35, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v38], 2) * w_reindex_pad_shared[T.Ramp(cse_v36, 18, 2) + T.Broadcast(576, 2)]
                        cse_v39: T.let[T.int32] = cse_v8 + 58
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v39], 2) * w_reindex_pad_shared[T.Ramp(cse_v35, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v39], 2) * w_reindex_pad_shared[T.Ramp(cse_v36, 18, 2) + T.Broadcast(576, 2)]
                        cse_v40: T.let[T.int32] = cse_v8 + 5
                        cse_v41: T.let[T.int32] = cse_v7 + 5
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v40], 2) * w_reindex_pad_shared[T.Ramp(cse_v41, 18, 2) + T.Broadcast(576, 2)]
                        cse_v42: T.let[T.int32] = cse_v7 + 41
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v40], 2) * w_reindex_pad_shared[T.Ramp(cse_v42, 18, 2) + T.Broadcast(576, 2)]
                        cse_v43: T.let[T.int32] = cse_v8 + 23
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v43], 2) * w_reindex_pad_shared[T.Ramp(cse_v41, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v43], 2) * w_reindex_pad_shared[T.Ramp(cse_v42, 18, 2) + T.Broadcast(576, 2)]
                        cse_v44: T.let[T.int32] = cse_v8 + 41
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v44], 2) * w_reindex_pad_shared[T.Ramp(cse_v41, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v44], 2) * w_reindex_pad_shared[T.Ramp(cse_v42, 18, 2) + T.Broadcast(576, 2)]
                        cse_v45: T.let[T.int32] = cse_v8 + 59
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v45], 2) * w_reindex_pad_shared[T.Ramp(cse_v41, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v45], 2) * w_reindex_pad_shared[T.Ramp(cse_v42, 18, 2) + T.Broadcast(576, 2)]
                        cse_v46: T.let[T.int32] = cse_v8 + 6
                        cse_v47: T.let[T.int32] = cse_v7 + 6
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v46], 2) * w_reindex_pad_shared[T.Ramp(cse_v47, 18, 2) + T.Broadcast(576, 2)]
                        cse_v48: T.let[T.int32] = cse_v7 + 42
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v46], 2) * w_reindex_pad_shared[T.Ramp(cse_v48, 18, 2) + T.Broadcast(576, 2)]
                        cse_v49: T.let[T.int32] = cse_v8 + 24
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v49], 2) * w_reindex_pad_shared[T.Ramp(cse_v47, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v49], 2) * w_reindex_pad_shared[T.Ramp(cse_v48, 18, 2) + T.Broadcast(576, 2)]
                        cse_v50: T.let[T.int32] = cse_v8 + 42
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v50], 2) * w_reindex_pad_shared[T.Ramp(cse_v47, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v50], 2) * w_reindex_pad_shared[T.Ramp(cse_v48, 18, 2) + T.Broadcast(576, 2)]
                        cse_v51: T.let[T.int32] = cse_v8 + 60
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v51], 2) * w_reindex_pad_shared[T.Ramp(cse_v47, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v51], 2) * w_reindex_pad_shared[T.Ramp(cse_v48, 18, 2) + T.Broadcast(576, 2)]
                        cse_v52: T.let[T.int32] = cse_v8 + 7
                        cse_v53: T.let[T.int32] = cse_v7 + 7
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v52], 2) * w_reindex_pad_shared[T.Ramp(cse_v53, 18, 2) + T.Broadcast(576, 2)]
                        cse_v54: T.let[T.int32] = cse_v7 + 43
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v52], 2) * w_reindex_pad_shared[T.Ramp(cse_v54, 18, 2) + T.Broadcast(576, 2)]
                        cse_v55: T.let[T.int32] = cse_v8 + 25
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v55], 2) * w_reindex_pad_shared[T.Ramp(cse_v53, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v55], 2) * w_reindex_pad_shared[T.Ramp(cse_v54, 18, 2) + T.Broadcast(576, 2)]
                        cse_v56: T.let[T.int32] = cse_v8 + 43
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v56], 2) * w_reindex_pad_shared[T.Ramp(cse_v53, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v56], 2) * w_reindex_pad_shared[T.Ramp(cse_v54, 18, 2) + T.Broadcast(576, 2)]
                        cse_v57: T.let[T.int32] = cse_v8 + 61
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v57], 2) * w_reindex_pad_shared[T.Ramp(cse_v53, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v57], 2) * w_reindex_pad_shared[T.Ramp(cse_v54, 18, 2) + T.Broadcast(576, 2)]
                        cse_v58: T.let[T.int32] = cse_v8 + 8
                        cse_v59: T.let[T.int32] = cse_v7 + 8
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v58], 2) * w_reindex_pad_shared[T.Ramp(cse_v59, 18, 2) + T.Broadcast(576, 2)]
                        cse_v60: T.let[T.int32] = cse_v7 + 44
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v58], 2) * w_reindex_pad_shared[T.Ramp(cse_v60, 18, 2) + T.Broadcast(576, 2)]
                        cse_v61: T.let[T.int32] = cse_v8 + 26
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v61], 2) * w_reindex_pad_shared[T.Ramp(cse_v59, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v61], 2) * w_reindex_pad_shared[T.Ramp(cse_v60, 18, 2) + T.Broadcast(576, 2)]
                        cse_v62: T.let[T.int32] = cse_v8 + 44
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v62], 2) * w_reindex_pad_shared[T.Ramp(cse_v59, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v62], 2) * w_reindex_pad_shared[T.Ramp(cse_v60, 18, 2) + T.Broadcast(576, 2)]
                        cse_v63: T.let[T.int32] = cse_v8 + 62
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v63], 2) * w_reindex_pad_shared[T.Ramp(cse_v59, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v63], 2) * w_reindex_pad_shared[T.Ramp(cse_v60, 18, 2) + T.Broadcast(576, 2)]
                        cse_v64: T.let[T.int32] = cse_v8 + 9
                        cse_v65: T.let[T.int32] = cse_v7 + 9
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v64], 2) * w_reindex_pad_shared[T.Ramp(cse_v65, 18, 2) + T.Broadcast(576, 2)]
                        cse_v66: T.let[T.int32] = cse_v7 + 45
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v64], 2) * w_reindex_pad_shared[T.Ramp(cse_v66, 18, 2) + T.Broadcast(576, 2)]
                        cse_v67: T.let[T.int32] = cse_v8 + 27
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v67], 2) * w_reindex_pad_shared[T.Ramp(cse_v65, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v67], 2) * w_reindex_pad_shared[T.Ramp(cse_v66, 18, 2) + T.Broadcast(576, 2)]
                        cse_v68: T.let[T.int32] = cse_v8 + 45
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v68], 2) * w_reindex_pad_shared[T.Ramp(cse_v65, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v68], 2) * w_reindex_pad_shared[T.Ramp(cse_v66, 18, 2) + T.Broadcast(576, 2)]
                        cse_v69: T.let[T.int32] = cse_v8 + 63
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v69], 2) * w_reindex_pad_shared[T.Ramp(cse_v65, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v69], 2) * w_reindex_pad_shared[T.Ramp(cse_v66, 18, 2) + T.Broadcast(576, 2)]
                        cse_v70: T.let[T.int32] = cse_v8 + 10
                        cse_v71: T.let[T.int32] = cse_v7 + 10
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v70], 2) * w_reindex_pad_shared[T.Ramp(cse_v71, 18, 2) + T.Broadcast(576, 2)]
                        cse_v72: T.let[T.int32] = cse_v7 + 46
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v70], 2) * w_reindex_pad_shared[T.Ramp(cse_v72, 18, 2) + T.Broadcast(576, 2)]
                        cse_v73: T.let[T.int32] = cse_v8 + 28
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v73], 2) * w_reindex_pad_shared[T.Ramp(cse_v71, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v73], 2) * w_reindex_pad_shared[T.Ramp(cse_v72, 18, 2) + T.Broadcast(576, 2)]
                        cse_v74: T.let[T.int32] = cse_v8 + 46
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v74], 2) * w_reindex_pad_shared[T.Ramp(cse_v71, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v74], 2) * w_reindex_pad_shared[T.Ramp(cse_v72, 18, 2) + T.Broadcast(576, 2)]
                        cse_v75: T.let[T.int32] = cse_v8 + 64
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v75], 2) * w_reindex_pad_shared[T.Ramp(cse_v71, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v75], 2) * w_reindex_pad_shared[T.Ramp(cse_v72, 18, 2) + T.Broadcast(576, 2)]
                        cse_v76: T.let[T.int32] = cse_v8 + 11
                        cse_v77: T.let[T.int32] = cse_v7 + 11
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v76], 2) * w_reindex_pad_shared[T.Ramp(cse_v77, 18, 2) + T.Broadcast(576, 2)]
                        cse_v78: T.let[T.int32] = cse_v7 + 47
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v76], 2) * w_reindex_pad_shared[T.Ramp(cse_v78, 18, 2) + T.Broadcast(576, 2)]
                        cse_v79: T.let[T.int32] = cse_v8 + 29
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v79], 2) * w_reindex_pad_shared[T.Ramp(cse_v77, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v79], 2) * w_reindex_pad_shared[T.Ramp(cse_v78, 18, 2) + T.Broadcast(576, 2)]
                        cse_v80: T.let[T.int32] = cse_v8 + 47
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v80], 2) * w_reindex_pad_shared[T.Ramp(cse_v77, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v80], 2) * w_reindex_pad_shared[T.Ramp(cse_v78, 18, 2) + T.Broadcast(576, 2)]
                        cse_v81: T.let[T.int32] = cse_v8 + 65
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v81], 2) * w_reindex_pad_shared[T.Ramp(cse_v77, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v81], 2) * w_reindex_pad_shared[T.Ramp(cse_v78, 18, 2) + T.Broadcast(576, 2)]
                        cse_v82: T.let[T.int32] = cse_v8 + 12
                        cse_v83: T.let[T.int32] = cse_v7 + 12
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v82], 2) * w_reindex_pad_shared[T.Ramp(cse_v83, 18, 2) + T.Broadcast(576, 2)]
                        cse_v84: T.let[T.int32] = cse_v7 + 48
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v82], 2) * w_reindex_pad_shared[T.Ramp(cse_v84, 18, 2) + T.Broadcast(576, 2)]
                        cse_v85: T.let[T.int32] = cse_v8 + 30
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v85], 2) * w_reindex_pad_shared[T.Ramp(cse_v83, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v85], 2) * w_reindex_pad_shared[T.Ramp(cse_v84, 18, 2) + T.Broadcast(576, 2)]
                        cse_v86: T.let[T.int32] = cse_v8 + 48
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v86], 2) * w_reindex_pad_shared[T.Ramp(cse_v83, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v86], 2) * w_reindex_pad_shared[T.Ramp(cse_v84, 18, 2) + T.Broadcast(576, 2)]
                        cse_v87: T.let[T.int32] = cse_v8 + 66
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v87], 2) * w_reindex_pad_shared[T.Ramp(cse_v83, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v87], 2) * w_reindex_pad_shared[T.Ramp(cse_v84, 18, 2) + T.Broadcast(576, 2)]
                        cse_v88: T.let[T.int32] = cse_v8 + 13
                        cse_v89: T.let[T.int32] = cse_v7 + 13
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v88], 2) * w_reindex_pad_shared[T.Ramp(cse_v89, 18, 2) + T.Broadcast(576, 2)]
                        cse_v90: T.let[T.int32] = cse_v7 + 49
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v88], 2) * w_reindex_pad_shared[T.Ramp(cse_v90, 18, 2) + T.Broadcast(576, 2)]
                        cse_v91: T.let[T.int32] = cse_v8 + 31
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v91], 2) * w_reindex_pad_shared[T.Ramp(cse_v89, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v91], 2) * w_reindex_pad_shared[T.Ramp(cse_v90, 18, 2) + T.Broadcast(576, 2)]
                        cse_v92: T.let[T.int32] = cse_v8 + 49
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v92], 2) * w_reindex_pad_shared[T.Ramp(cse_v89, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v92], 2) * w_reindex_pad_shared[T.Ramp(cse_v90, 18, 2) + T.Broadcast(576, 2)]
                        cse_v93: T.let[T.int32] = cse_v8 + 67
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v93], 2) * w_reindex_pad_shared[T.Ramp(cse_v89, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v93], 2) * w_reindex_pad_shared[T.Ramp(cse_v90, 18, 2) + T.Broadcast(576, 2)]
                        cse_v94: T.let[T.int32] = cse_v8 + 14
                        cse_v95: T.let[T.int32] = cse_v7 + 14
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v94], 2) * w_reindex_pad_shared[T.Ramp(cse_v95, 18, 2) + T.Broadcast(576, 2)]
                        cse_v96: T.let[T.int32] = cse_v7 + 50
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v94], 2) * w_reindex_pad_shared[T.Ramp(cse_v96, 18, 2) + T.Broadcast(576, 2)]
                        cse_v97: T.let[T.int32] = cse_v8 + 32
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v97], 2) * w_reindex_pad_shared[T.Ramp(cse_v95, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v97], 2) * w_reindex_pad_shared[T.Ramp(cse_v96, 18, 2) + T.Broadcast(576, 2)]
                        cse_v98: T.let[T.int32] = cse_v8 + 50
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v98], 2) * w_reindex_pad_shared[T.Ramp(cse_v95, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v98], 2) * w_reindex_pad_shared[T.Ramp(cse_v96, 18, 2) + T.Broadcast(576, 2)]
                        cse_v99: T.let[T.int32] = cse_v8 + 68
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v99], 2) * w_reindex_pad_shared[T.Ramp(cse_v95, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v99], 2) * w_reindex_pad_shared[T.Ramp(cse_v96, 18, 2) + T.Broadcast(576, 2)]
                        cse_v100: T.let[T.int32] = cse_v8 + 15
                        cse_v101: T.let[T.int32] = cse_v7 + 15
                        conv2d_nchw_reindex_pad_local[0] = conv2d_nchw_reindex_pad_local[0] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v100], 2) * w_reindex_pad_shared[T.Ramp(cse_v101, 18, 2) + T.Broadcast(576, 2)]
                        cse_v102: T.let[T.int32] = cse_v7 + 51
                        conv2d_nchw_reindex_pad_local[1] = conv2d_nchw_reindex_pad_local[1] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v100], 2) * w_reindex_pad_shared[T.Ramp(cse_v102, 18, 2) + T.Broadcast(576, 2)]
                        cse_v103: T.let[T.int32] = cse_v8 + 33
                        conv2d_nchw_reindex_pad_local[2] = conv2d_nchw_reindex_pad_local[2] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v103], 2) * w_reindex_pad_shared[T.Ramp(cse_v101, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[3] = conv2d_nchw_reindex_pad_local[3] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v103], 2) * w_reindex_pad_shared[T.Ramp(cse_v102, 18, 2) + T.Broadcast(576, 2)]
                        cse_v104: T.let[T.int32] = cse_v8 + 51
                        conv2d_nchw_reindex_pad_local[4] = conv2d_nchw_reindex_pad_local[4] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v104], 2) * w_reindex_pad_shared[T.Ramp(cse_v101, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[5] = conv2d_nchw_reindex_pad_local[5] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v104], 2) * w_reindex_pad_shared[T.Ramp(cse_v102, 18, 2) + T.Broadcast(576, 2)]
                        cse_v105: T.let[T.int32] = cse_v8 + 69
                        conv2d_nchw_reindex_pad_local[6] = conv2d_nchw_reindex_pad_local[6] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v105], 2) * w_reindex_pad_shared[T.Ramp(cse_v101, 18, 2) + T.Broadcast(576, 2)]
                        conv2d_nchw_reindex_pad_local[7] = conv2d_nchw_reindex_pad_local[7] + T.Broadcast(pad_temp_reindex_pad_shared[cse_v105], 2) * w_reindex_pad_shared[T.Ramp(cse_v102, 18, 2) + T.Broadcast(576, 2)]
                    cse_v106: T.let[T.int32] = cse_v1 + cse_v5
                    cse_v109: T.let[T.int32] = threadIdx_y * 3136 + cse_v3 + threadIdx_x * 4
                    if threadIdx_y < 8 and cse_v106 < 49:
                        conv2d_nchw_1[cse_v109:cse_v109 + 1568:784] = conv2d_nchw_reindex_pad_local[0]
                    if threadIdx_y < 8 and cse_v106 < 49:
                        conv2d_nchw_1[cse_v109 + 1568:cse_v109 + 1568 + 1568:784] = conv2d_nchw_reindex_pad_local[1]
                    if threadIdx_y < 8 and cse_v106 < 49:
                        conv2d_nchw_1[cse_v109 + 1:cse_v109 + 1 + 1568:784] = conv2d_nchw_reindex_pad_local[2]
                    if threadIdx_y < 8 and cse_v106 < 49:
                        conv2d_nchw_1[cse_v109 + 1569:cse_v109 + 1569 + 1568:784] = conv2d_nchw_reindex_pad_local[3]
                    if threadIdx_y < 8 and cse_v106 < 49:
                        conv2d_nchw_1[cse_v109 + 2:cse_v109 + 2 + 1568:784] = conv2d_nchw_reindex_pad_local[4]
                    if threadIdx_y < 8 and cse_v106 < 49:
                        conv2d_nchw_1[cse_v109 + 1570:cse_v109 + 1570 + 1568:784] = conv2d_nchw_reindex_pad_local[5]
                    if threadIdx_y < 8 and cse_v106 < 49:
                        conv2d_nchw_1[cse_v109 + 3:cse_v109 + 3 + 1568:784] = conv2d_nchw_reindex_pad_local[6]
                    if threadIdx_y < 8 and cse_v106 < 49:
                        conv2d_nchw_1[cse_v109 + 1571:cse_v109 + 1571 + 1568:784] = conv2d_nchw_reindex_pad_local[7]
