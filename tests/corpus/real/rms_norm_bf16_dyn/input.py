# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

n = TypeVar("n")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def rms_norm_bf16_dyn(x: T.Buffer((n, 2048), "bfloat16"), weight: T.Buffer((2048,), "bfloat16"), T_cast: T.Buffer((n, 2048), "bfloat16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = n * T.int64(2048)
        x_1 = T.decl_buffer((cse_v1,), "bfloat16", data=x.data, elem_offset=0)
        weight_1 = T.decl_buffer((2048,), "bfloat16", data=weight.data)
        T_cast_1 = T.decl_buffer((cse_v1,), "bfloat16", data=T_cast.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", n) as blockIdx_x:
            in_thread_T_multiply_red_shared = T.alloc_local((1,))
            red_result = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            T_multiply_red_shared = T.alloc_shared((1,))
            with T.launch_thread("threadIdx.x", 256) as threadIdx_x:
                in_thread_T_multiply_red_shared[0] = T.float32(0.0)
                cse_v2: T.let[T.int64] = blockIdx_x * T.int64(2048) + T.Cast("int64", threadIdx_x)
                in_thread_T_multiply_red_shared[0] = in_thread_T_multiply_red_shared[0] + T.Cast("float32", x_1[cse_v2]) * T.Cast("float32", x_1[cse_v2])
                cse_v3: T.let[T.int64] = cse_v2 + T.int64(256)
                in_thread_T_multiply_red_shared[0] = in_thread_T_multiply_red_shared[0] + T.Cast("float32", x_1[cse_v3]) * T.Cast("float32", x_1[cse_v3])
                cse_v4: T.let[T.int64] = cse_v2 + T.int64(512)
                in_thread_T_multiply_red_shared[0] = in_thread_T_multiply_red_shared[0] + T.Cast("float32", x_1[cse_v4]) * T.Cast("float32", x_1[cse_v4])
                cse_v5: T.let[T.int64] = cse_v2 + T.int64(768)
                in_thread_T_multiply_red_shared[0] = in_thread_T_multiply_red_shared[0] + T.Cast("float32", x_1[cse_v5]) * T.Cast("float32", x_1[cse_v5])
                cse_v6: T.let[T.int64] = cse_v2 + T.int64(1024)
                in_thread_T_multiply_red_shared[0] = in_thread_T_multiply_red_shared[0] + T.Cast("float32", x_1[cse_v6]) * T.Cast("float32", x_1[cse_v6])
                cse_v7: T.let[T.int64] = cse_v2 + T.int64(1280)
                in_thread_T_multiply_red_shared[0] = in_thread_T_multiply_red_shared[0] + T.Cast("float32", x_1[cse_v7]) * T.Cast("float32", x_1[cse_v7])
                cse_v8: T.let[T.int64] = cse_v2 + T.int64(1536)
                in_thread_T_multiply_red_shared[0] = in_thread_T_multiply_red_shared[0] + T.Cast("float32", x_1[cse_v8]) * T.Cast("float32", x_1[cse_v8])
                cse_v9: T.let[T.int64] = cse_v2 + T.int64(1792)
                in_thread_T_multiply_red_shared[0] = in_thread_T_multiply_red_shared[0] + T.Cast("float32", x_1[cse_v9]) * T.Cast("float32", x_1[cse_v9])
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((8,))
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,))
                    red_buf0[0] = in_thread_T_multiply_red_shared[0]
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
                    T_multiply_red_shared[0] = red_result[0]
                T.tvm_storage_sync("shared")
                T_cast_1[cse_v2] = T.Cast("bfloat16", T.rsqrt(T_multiply_red_shared[0] / T.float32(2048.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v2]) * T.Cast("float32", weight_1[threadIdx_x]))
                T_cast_1[cse_v3] = T.Cast("bfloat16", T.rsqrt(T_multiply_red_shared[0] / T.float32(2048.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v3]) * T.Cast("float32", weight_1[threadIdx_x + 256]))
                T_cast_1[cse_v4] = T.Cast("bfloat16", T.rsqrt(T_multiply_red_shared[0] / T.float32(2048.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v4]) * T.Cast("float32", weight_1[threadIdx_x + 512]))
                T_cast_1[cse_v5] = T.Cast("bfloat16", T.rsqrt(T_multiply_red_shared[0] / T.float32(2048.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v5]) * T.Cast("float32", weight_1[threadIdx_x + 768]))
                T_cast_1[cse_v6] = T.Cast("bfloat16", T.rsqrt(T_multiply_red_shared[0] / T.float32(2048.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v6]) * T.Cast("float32", weight_1[threadIdx_x + 1024]))
                T_cast_1[cse_v7] = T.Cast("bfloat16", T.rsqrt(T_multiply_red_shared[0] / T.float32(2048.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v7]) * T.Cast("float32", weight_1[threadIdx_x + 1280]))
                T_cast_1[cse_v8] = T.Cast("bfloat16", T.rsqrt(T_multiply_red_shared[0] / T.float32(2048.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v8]) * T.Cast("float32", weight_1[threadIdx_x + 1536]))
                T_cast_1[cse_v9] = T.Cast("bfloat16", T.rsqrt(T_multiply_red_shared[0] / T.float32(2048.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", x_1[cse_v9]) * T.Cast("float32", weight_1[threadIdx_x + 1792]))
