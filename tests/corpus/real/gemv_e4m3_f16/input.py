# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def gemv_e4m3_f16(x: T.Buffer((1, 1024), "float16"), W: T.Buffer((1024, 1024), "float8_e4m3fn"), y: T.Buffer((1, 1024), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = x.view(1024)
        W_1 = W.view(1048576)
        y_1 = y.view(1024)
        with T.launch_thread("blockIdx.x", 64) as blockIdx_x:
            x_shared = T.alloc_shared((1024,), "float16")
            y_rf_local = T.alloc_local((4,), "float16")
            W_local = T.alloc_local((2,), "float32x4")
            y_rf_local_1 = T.alloc_local((1,), "float16")
            red_buf0 = T.alloc_local((1,), "float16")
            with T.launch_thread("threadIdx.x", 32) as threadIdx_x:
                threadIdx_y = T.launch_thread("threadIdx.y", 16)
                ax1_0 = T.int32()
                with T.attr(ax1_0, "pragma_vectorize", 1):
                    for ax1_0 in range(1):
                        cse_v2: T.let[T.int32] = threadIdx_y * 64 + threadIdx_x * 2
                        x_shared[cse_v2:cse_v2 + 2] = x_1[T.Ramp(cse_v2, 1, 2)]
                y_rf_local[0:4] = T.Broadcast(T.float16(0.0), 4)
                cse_v1: T.let[T.int32] = threadIdx_x * 8
                cse_v3: T.let[T.int32] = blockIdx_x * 16384 + threadIdx_y * 1024 + cse_v1
                W_local[0] = T.reinterpret("float32x4", T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3, 1, 4)])) << T.Broadcast(T.uint32(20), 4) & T.Broadcast(T.uint32(8388607), 4) | T.Cast("uint32x4", (T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3, 1, 4)]) << T.Broadcast(T.uint8(1), 4) >> T.Broadcast(T.uint8(4), 4)) + T.Broadcast(T.uint8(120), 4)) << T.Broadcast(T.uint32(23), 4) | T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3, 1, 4)]) >> T.Broadcast(T.uint8(7), 4)) << T.Broadcast(T.uint32(31), 4))
                W_local[1] = T.reinterpret("float32x4", T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 4, 1, 4)])) << T.Broadcast(T.uint32(20), 4) & T.Broadcast(T.uint32(8388607), 4) | T.Cast("uint32x4", (T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 4, 1, 4)]) << T.Broadcast(T.uint8(1), 4) >> T.Broadcast(T.uint8(4), 4)) + T.Broadcast(T.uint8(120), 4)) << T.Broadcast(T.uint32(23), 4) | T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 4, 1, 4)]) >> T.Broadcast(T.uint8(7), 4)) << T.Broadcast(T.uint32(31), 4))
                T.tvm_storage_sync("shared")
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1, 1, 4)] * T.Cast("float16x4", W_local[0])
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 4, 1, 4)] * T.Cast("float16x4", W_local[1])
                W_local[0] = T.reinterpret("float32x4", T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 256, 1, 4)])) << T.Broadcast(T.uint32(20), 4) & T.Broadcast(T.uint32(8388607), 4) | T.Cast("uint32x4", (T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 256, 1, 4)]) << T.Broadcast(T.uint8(1), 4) >> T.Broadcast(T.uint8(4), 4)) + T.Broadcast(T.uint8(120), 4)) << T.Broadcast(T.uint32(23), 4) | T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 256, 1, 4)]) >> T.Broadcast(T.uint8(7), 4)) << T.Broadcast(T.uint32(31), 4))
                W_local[1] = T.reinterpret("float32x4", T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 260, 1, 4)])) << T.Broadcast(T.uint32(20), 4) & T.Broadcast(T.uint32(8388607), 4) | T.Cast("uint32x4", (T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 260, 1, 4)]) << T.Broadcast(T.uint8(1), 4) >> T.Broadcast(T.uint8(4), 4)) + T.Broadcast(T.uint8(120), 4)) << T.Broadcast(T.uint32(23), 4) | T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 260, 1, 4)]) >> T.Broadcast(T.uint8(7), 4)) << T.Broadcast(T.uint32(31), 4))
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 256, 1, 4)] * T.Cast("float16x4", W_local[0])
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 260, 1, 4)] * T.Cast("float16x4", W_local[1])
                W_local[0] = T.reinterpret("float32x4", T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 512, 1, 4)])) << T.Broadcast(T.uint32(20), 4) & T.Broadcast(T.uint32(8388607), 4) | T.Cast("uint32x4", (T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 512, 1, 4)]) << T.Broadcast(T.uint8(1), 4) >> T.Broadcast(T.uint8(4), 4)) + T.Broadcast(T.uint8(120), 4)) << T.Broadcast(T.uint32(23), 4) | T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 512, 1, 4)]) >> T.Broadcast(T.uint8(7), 4)) << T.Broadcast(T.uint32(31), 4))
                W_local[1] = T.reinterpret("float32x4", T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 516, 1, 4)])) << T.Broadcast(T.uint32(20), 4) & T.Broadcast(T.uint32(8388607), 4) | T.Cast("uint32x4", (T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 516, 1, 4)]) << T.Broadcast(T.uint8(1), 4) >> T.Broadcast(T.uint8(4), 4)) + T.Broadcast(T.uint8(120), 4)) << T.Broadcast(T.uint32(23), 4) | T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 516, 1, 4)]) >> T.Broadcast(T.uint8(7), 4)) << T.Broadcast(T.uint32(31), 4))
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 512, 1, 4)] * T.Cast("float16x4", W_local[0])
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 516, 1, 4)] * T.Cast("float16x4", W_local[1])
                W_local[0] = T.reinterpret("float32x4", T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 768, 1, 4)])) << T.Broadcast(T.uint32(20), 4) & T.Broadcast(T.uint32(8388607), 4) | T.Cast("uint32x4", (T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 768, 1, 4)]) << T.Broadcast(T.uint8(1), 4) >> T.Broadcast(T.uint8(4), 4)) + T.Broadcast(T.uint8(120), 4)) << T.Broadcast(T.uint32(23), 4) | T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 768, 1, 4)]) >> T.Broadcast(T.uint8(7), 4)) << T.Broadcast(T.uint32(31), 4))
                W_local[1] = T.reinterpret("float32x4", T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 772, 1, 4)])) << T.Broadcast(T.uint32(20), 4) & T.Broadcast(T.uint32(8388607), 4) | T.Cast("uint32x4", (T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 772, 1, 4)]) << T.Broadcast(T.uint8(1), 4) >> T.Broadcast(T.uint8(4), 4)) + T.Broadcast(T.uint8(120), 4)) << T.Broadcast(T.uint32(23), 4) | T.Cast("uint32x4", T.reinterpret("uint8x4", W_1[T.Ramp(cse_v3 + 772, 1, 4)]) >> T.Broadcast(T.uint8(7), 4)) << T.Broadcast(T.uint32(31), 4))
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 768, 1, 4)] * T.Cast("float16x4", W_local[0])
                y_rf_local[0:4] = y_rf_local[T.Ramp(0, 1, 4)] + x_shared[T.Ramp(cse_v1 + 772, 1, 4)] * T.Cast("float16x4", W_local[1])
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
