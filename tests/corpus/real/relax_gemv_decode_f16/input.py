# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def fused_matmul_add(x: T.Buffer((T.int64(1), T.int64(1), T.int64(2048)), "float16"), permute_dims: T.Buffer((T.int64(2048), T.int64(2048)), "float16"), T_add_intermediate: T.Buffer((T.int64(1), T.int64(1), T.int64(2048)), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = T.decl_buffer((2048,), "float16", data=x.data)
        permute_dims_1 = T.decl_buffer((4194304,), "float16", data=permute_dims.data)
        T_add_intermediate_1 = T.decl_buffer((2048,), "float16", data=T_add_intermediate.data)
        with T.launch_thread("blockIdx.x", 128) as blockIdx_x:
            matmul_intermediate_rf_local = T.alloc_local((1,), "float16")
            red_buf0 = T.alloc_shared((256,), "float16", annotations={"tirx.volatile": True})
            with T.launch_thread("threadIdx.y", 16) as threadIdx_y:
                threadIdx_x = T.launch_thread("threadIdx.x", 16)
                matmul_intermediate_rf_local[0] = T.float16(0.0)
                cse_v1: T.let[T.int32] = blockIdx_x * 16
                for ax1_fused_0 in range(128):
                    matmul_intermediate_rf_local[0] = matmul_intermediate_rf_local[0] + x_1[ax1_fused_0 * 16 + threadIdx_y] * permute_dims_1[ax1_fused_0 * 32768 + threadIdx_y * 2048 + cse_v1 + threadIdx_x]
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float16(0.0)]), "reduce_scope", 0):
                    T.tvm_storage_sync("shared")
                    red_buf0[threadIdx_x * 16 + threadIdx_y] = matmul_intermediate_rf_local[0]
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
                red_buf0[threadIdx_x * 16] = red_buf0[threadIdx_x * 16]
                if threadIdx_y == 0:
                    cse_v2: T.let[T.int32] = cse_v1 + threadIdx_x
                    T_add_intermediate_1[cse_v2] = x_1[cse_v2] + red_buf0[threadIdx_x * 16]

    @T.prim_func(s_tir=True)
    def fused_rms_norm_add1(add: T.Buffer((T.int64(1), T.int64(1), T.int64(2048)), "float16"), norm_weight: T.Buffer((T.int64(2048),), "float16"), norm_bias: T.Buffer((T.int64(2048),), "float16"), T_add_intermediate: T.Buffer((T.int64(1), T.int64(1), T.int64(2048)), "float16")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        add_1 = T.decl_buffer((2048,), "float16", data=add.data)
        norm_weight_1 = T.decl_buffer((2048,), "float16", data=norm_weight.data)
        norm_bias_1 = T.decl_buffer((2048,), "float16", data=norm_bias.data)
        T_add_intermediate_1 = T.decl_buffer((2048,), "float16", data=T_add_intermediate.data)
        with T.launch_thread("blockIdx.x", T.int64(1)) as blockIdx_x:
            T_multiply_red_rf_local = T.alloc_local((1,))
            red_result = T.alloc_shared((1,), annotations={"tirx.volatile": True})
            T_multiply_red_shared = T.alloc_shared((1,))
            with T.launch_thread("threadIdx.x", 1024) as threadIdx_x:
                T_multiply_red_rf_local[0] = T.float32(0.0)
                T_multiply_red_rf_local[0] = T_multiply_red_rf_local[0] + T.Cast("float32", add_1[threadIdx_x]) * T.Cast("float32", add_1[threadIdx_x])
                cse_v1: T.let[T.int32] = threadIdx_x + 1024
                T_multiply_red_rf_local[0] = T_multiply_red_rf_local[0] + T.Cast("float32", add_1[cse_v1]) * T.Cast("float32", add_1[cse_v1])
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
                T_add_intermediate_1[threadIdx_x] = T.Cast("float16", T.rsqrt(T_multiply_red_shared[0] / T.float32(2048.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", add_1[threadIdx_x]) * T.Cast("float32", norm_weight_1[threadIdx_x])) + norm_bias_1[threadIdx_x]
                T_add_intermediate_1[cse_v1] = T.Cast("float16", T.rsqrt(T_multiply_red_shared[0] / T.float32(2048.0) + T.float32(1.0000000000000001e-05)) * T.Cast("float32", add_1[cse_v1]) * T.Cast("float32", norm_weight_1[cse_v1])) + norm_bias_1[cse_v1]

    @T.prim_func(s_tir=True)
    def transpose(proj_weight: T.Buffer((T.int64(2048), T.int64(2048)), "float16"), T_transpose: T.Buffer((T.int64(2048), T.int64(2048)), "float16")):
        T.func_attr({"op_pattern": 2, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        proj_weight_1 = T.decl_buffer((4194304,), "float16", data=proj_weight.data)
        T_transpose_1 = T.decl_buffer((4194304,), "float16", data=T_transpose.data)
        with T.launch_thread("blockIdx.x", 4096) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", 1024)
            T_transpose_1[blockIdx_x * 1024 + threadIdx_x] = proj_weight_1[blockIdx_x % 2 * 2097152 + threadIdx_x * 2048 + blockIdx_x // 2]
