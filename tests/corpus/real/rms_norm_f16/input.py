# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def rms_norm_f16(x: T.Buffer((64, 4096), "float16"), weight: T.Buffer((4096,), "float16"), T_cast: T.Buffer((64, 4096), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = x.view(262144)
        weight_1 = T.decl_buffer((4096,), "float16", data=weight.data)
        T_cast_1 = T_cast.view(262144)
        with T.launch_thread("blockIdx.x", 64) as blockIdx_x:
            T_multiply_red_rf_local = T.alloc_local((1,))
            red_result = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            T_multiply_red_shared = T.alloc_shared((1,))
            with T.launch_thread("threadIdx.x", 1024) as threadIdx_x:
                T_multiply_red_rf_local[0] = T.float32(0.0)
                cse_v1: T.let[T.int32] = blockIdx_x * 4096 + threadIdx_x
                T_multiply_red_rf_local[0] = T_multiply_red_rf_local[0] + T.Cast("float32", x_1[cse_v1]) * T.Cast("float32", x_1[cse_v1])
                cse_v2: T.let[T.int32] = cse_v1 + 1024
                T_multiply_red_rf_local[0] = T_multiply_red_rf_local[0] + T.Cast("float32", x_1[cse_v2]) * T.Cast("float32", x_1[cse_v2])
                cse_v3: T.let[T.int32] = cse_v1 + 2048
                T_multiply_red_rf_local[0] = T_multiply_red_rf_local[0] + T.Cast("float32", x_1[cse_v3]) * T.Cast("float32", x_1[cse_v3])
                cse_v4: T.let[T.int32] = cse_v1 + 3072
                T_multiply_red_rf_local[0] = T_multiply_red_rf_local[0] + T.Cast("float32", x_1[cse_v4]) * T.Cast("float32", x_1[cse_v4])
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((32,))
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,))
                    red_buf0[0] = T_multiply_red_rf_local[0]
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
                    T_multiply_red_shared[0] = red_result[0]
                T.tvm_storage_sync("shared")
                T_cast_1[cse_v1] = T.Cast("float16", T.rsqrt(T_multiply_red_shared[0] / T.float32(4096.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v1]) * T.Cast("float32", weight_1[threadIdx_x]))
                T_cast_1[cse_v2] = T.Cast("float16", T.rsqrt(T_multiply_red_shared[0] / T.float32(4096.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v2]) * T.Cast("float32", weight_1[threadIdx_x + 1024]))
                T_cast_1[cse_v3] = T.Cast("float16", T.rsqrt(T_multiply_red_shared[0] / T.float32(4096.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v3]) * T.Cast("float32", weight_1[threadIdx_x + 2048]))
                T_cast_1[cse_v4] = T.Cast("float16", T.rsqrt(T_multiply_red_shared[0] / T.float32(4096.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v4]) * T.Cast("float32", weight_1[threadIdx_x + 3072]))
