# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def gemv_int8_f16_scale(x: T.Buffer((1, 2048), "float16"), W: T.Buffer((1024, 2048), "int8"), scale: T.Buffer((1024,), "float16"), y: T.Buffer((1, 1024), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = x.view(2048)
        W_1 = W.view(2097152)
        scale_1 = T.decl_buffer((1024,), "float16", data=scale.data)
        y_1 = y.view(1024)
        with T.launch_thread("blockIdx.x", 1024) as blockIdx_x:
            y_rf_local = T.alloc_local((1,), "float16")
            red_result = T.alloc_shared((1,), "float16", annotations={"tirx.volatile": True})
            with T.launch_thread("threadIdx.x", 1024) as threadIdx_x:
                y_rf_local[0] = T.float16(0.0)
                cse_v1: T.let[T.int32] = blockIdx_x * 2048 + threadIdx_x
                y_rf_local[0] = y_rf_local[0] + x_1[threadIdx_x] * (T.Cast("float16", W_1[cse_v1]) * scale_1[blockIdx_x])
                y_rf_local[0] = y_rf_local[0] + x_1[threadIdx_x + 1024] * (T.Cast("float16", W_1[cse_v1 + 1024]) * scale_1[blockIdx_x])
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float16(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((32,), "float16")
                    t0 = T.alloc_local((1,), "float16")
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,), "float16")
                    t0_1 = T.alloc_local((1,), "float16")
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,), "float16")
                    red_buf0[0] = y_rf_local[0]
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
                    if threadIdx_x < 32:
                        red_buf0_1[0] = red_buf_staging[threadIdx_x]
                    mask_1[0] = T.tvm_warp_activemask()
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 16, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 8, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
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
                    y_1[blockIdx_x] = red_result[0]
