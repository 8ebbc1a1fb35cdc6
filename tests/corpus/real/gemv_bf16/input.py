# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def gemv_bf16(x: T.Buffer((1, 2048), "bfloat16"), W: T.Buffer((1024, 2048), "bfloat16"), y: T.Buffer((1, 1024), "bfloat16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = x.view(2048)
        W_1 = W.view(2097152)
        y_1 = y.view(1024)
        with T.launch_thread("blockIdx.x", 64) as blockIdx_x:
            x_shared = T.alloc_shared((512,), "bfloat16x4")
            y_rf_local = T.alloc_local((4,), "bfloat16")
            W_local = T.alloc_local((8,), "bfloat16")
            y_rf_local_1 = T.alloc_local((1,), "bfloat16")
            red_buf0 = T.alloc_shared((512,), "bfloat16", annotations={"tirx.volatile": True})
            with T.launch_thread("threadIdx.x", 32) as threadIdx_x:
                threadIdx_y = T.launch_thread("threadIdx.y", 16)
                ax1_0 = T.int32()
                with T.attr(ax1_0, "pragma_vectorize", 1):
                    for ax1_0 in range(1):
                        x_shared[threadIdx_y * 32 + threadIdx_x] = x_1[T.Ramp(threadIdx_y * 128 + threadIdx_x * 4, 1, 4)]
                y_rf_local[0:4] = T.Broadcast(T.bfloat16(0.0), 4)
                cse_v2: T.let[T.int32] = blockIdx_x * 32768 + threadIdx_y * 2048 + threadIdx_x * 8
                W_local[0:2] = W_1[T.Ramp(cse_v2, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v2 + 2, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v2 + 4, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v2 + 6, 1, 2)]
                cse_v1: T.let[T.int32] = threadIdx_x * 2
                T.tvm_storage_sync("shared")
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 1] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v2 + 256, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v2 + 258, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v2 + 260, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v2 + 262, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 64] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 65] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v2 + 512, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v2 + 514, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v2 + 516, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v2 + 518, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 128] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 129] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v2 + 768, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v2 + 770, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v2 + 772, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v2 + 774, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 192] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 193] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v2 + 1024, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v2 + 1026, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v2 + 1028, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v2 + 1030, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 256] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 257] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v2 + 1280, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v2 + 1282, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v2 + 1284, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v2 + 1286, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 320] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 321] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v2 + 1536, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v2 + 1538, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v2 + 1540, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v2 + 1542, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 384] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 385] * W_local[T.Ramp(4, 1, 4)]
                W_local[0:2] = W_1[T.Ramp(cse_v2 + 1792, 1, 2)]
                W_local[2:4] = W_1[T.Ramp(cse_v2 + 1794, 1, 2)]
                W_local[4:6] = W_1[T.Ramp(cse_v2 + 1796, 1, 2)]
                W_local[6:8] = W_1[T.Ramp(cse_v2 + 1798, 1, 2)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 448] * W_local[T.Ramp(0, 1, 4)]
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[cse_v1 + 449] * W_local[T.Ramp(4, 1, 4)]
                y_rf_local_1[0] = T.bfloat16(0.0)
                y_rf_local_1[0] = y_rf_local_1[0] + y_rf_local[0]
                y_rf_local_1[0] = y_rf_local_1[0] + y_rf_local[1]
                y_rf_local_1[0] = y_rf_local_1[0] + y_rf_local[2]
                y_rf_local_1[0] = y_rf_local_1[0] + y_rf_local[3]
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.bfloat16(0.0)]), "reduce_scope", 0):
                    T.tvm_storage_sync("shared")
                    red_buf0[threadIdx_y * 32 + threadIdx_x] = y_rf_local_1[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < 16:
                        w_16_0: T.let[T.bfloat16] = red_buf0[threadIdx_y * 32 + threadIdx_x] + red_buf0[threadIdx_y * 32 + threadIdx_x + 16]
                        T.tvm_storage_sync("warp")
                        red_buf0[threadIdx_y * 32 + threadIdx_x] = w_16_0
                        T.tvm_storage_sync("warp")
                        w_8_0: T.let[T.bfloat16] = red_buf0[threadIdx_y * 32 + threadIdx_x] + red_buf0[threadIdx_y * 32 + threadIdx_x + 8]
                        T.tvm_storage_sync("warp")
                        red_buf0[threadIdx_y * 32 + threadIdx_x] = w_8_0
                        T.tvm_storage_sync("warp")
                        w_4_0: T.let[T.bfloat16] = red_buf0[threadIdx_y * 32 + threadIdx_x] + red_buf0[threadIdx_y * 32 + threadIdx_x + 4]
                        T.tvm_storage_sync("warp")
                        red_buf0[threadIdx_y * 32 + threadIdx_x] = w_4_0
                        T.tvm_storage_sync("warp")
                        w_2_0: T.let[T.bfloat16] = red_buf0[threadIdx_y * 32 + threadIdx_x] + red_buf0[threadIdx_y * 32 + threadIdx_x + 2]
                        T.tvm_storage_sync("warp")
                        red_buf0[threadIdx_y * 32 + threadIdx_x] = w_2_0
                        T.tvm_storage_sync("warp")
                        w_1_0: T.let[T.bfloat16] = red_buf0[threadIdx_y * 32 + threadIdx_x] + red_buf0[threadIdx_y * 32 + threadIdx_x + 1]
                        T.tvm_storage_sync("warp")
                        red_buf0[threadIdx_y * 32 + threadIdx_x] = w_1_0
                        T.tvm_storage_sync("warp")
                    T.tvm_storage_sync("shared")
                if threadIdx_x == 0:
                    y_1[blockIdx_x * 16 + threadIdx_y] = red_buf0[threadIdx_y * 32]
