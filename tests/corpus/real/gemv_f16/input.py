# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def gemv_f16(x: T.Buffer((1, 4096), "float16"), W: T.Buffer((4096, 4096), "float16"), y: T.Buffer((1, 4096), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = x.view(4096)
        W_1 = W.view(16777216)
        y_1 = y.view(4096)
        with T.launch_thread("blockIdx.x", 256) as blockIdx_x:
            x_shared = T.alloc_shared((4096,), "float16")
            y_rf_local = T.alloc_local((4,), "float16")
            W_local = T.alloc_local((8,), "float16")
            y_rf_local_1 = T.alloc_local((1,), "float16")
            red_buf0 = T.alloc_local((1,), "float16")
            with T.launch_thread("threadIdx.x", 32) as threadIdx_x:
                threadIdx_y = T.launch_thread("threadIdx.y", 16)
                cse_v1: T.let[T.int32] = threadIdx_x * 8
                ax1_0 = T.int32()
                with T.attr(ax1_0, "pragma_vectorize", 1):
                    for ax1_0 in range(1):
                        cse_v2: T.let[T.int32] = threadIdx_y * 256 + cse_v1
                        x_shared[cse_v2:cse_v2 + 8] = x_1[T.Ramp(cse_v2, 1, 8)]
                y_rf_local[0:4] = T.Broadcast(T.float16(0.0), 4)
                cse_v3: T.let[T.int32] = blockIdx_x * 65536 + threadIdx_y * 4096 + cse_v1
                W_local[0:2] = W_1[T.Ramp(cse_v3, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 2, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 4, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 6, 1, 2)]
                T.tvm_storage_sync("shared")
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 4, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 256, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 258, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 260, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 262, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 256, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 260, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 512, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 514, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 516, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 518, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 512, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 516, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 768, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 770, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 772, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 774, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 768, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 772, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 1024, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 1026, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 1028, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 1030, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 1024, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 1028, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 1280, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 1282, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 1284, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 1286, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 1280, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 1284, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 1536, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 1538, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 1540, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 1542, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 1536, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 1540, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 1792, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 1794, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 1796, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 1798, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 1792, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 1796, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 2048, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 2050, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 2052, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 2054, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 2048, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 2052, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 2304, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 2306, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 2308, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 2310, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 2304, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 2308, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 2560, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 2562, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 2564, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 2566, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 2560, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 2564, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 2816, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 2818, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 2820, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 2822, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 2816, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 2820, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 3072, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 3074, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 3076, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 3078, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 3072, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 3076, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 3328, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 3330, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 3332, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 3334, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 3328, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 3332, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 3584, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 3586, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 3588, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 3590, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 3584, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 3588, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v3 + 3840, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v3 + 3842, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v3 + 3844, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v3 + 3846, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 3840, 1, 4)] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 3844, 1, 4)] * W_local[T.Ramp(4, 1, 4)]
                y_rf_local_1[0] = T.float16(0.0)
                y_rf_local_1[0] = y_rf_local_1[0] + y_rf_local[0]
                y_rf_local_1[0] = y_rf_local_1[0] + y_rf_local[1]
                y_rf_local_1[0] = y_rf_local_1[0] + y_rf_local[2]
                y_rf_local_1[0] = y_rf_local_1[0] + y_rf_local[3]
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float16(0.0)]), "reduce_scope", 0):
                    t0 = T.alloc_local((1,), "float16")
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0[0] = y_rf_local_1[0]
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
                    red_buf0[0] = T.tvm_warp_shuffle(mask[0], red_buf0[0], 32 * threadIdx_y, 32, 32)
                if threadIdx_x == 0:
                    y_1[blockIdx_x * 16 + threadIdx_y] = red_buf0[0]
