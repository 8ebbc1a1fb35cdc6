# from typing import TypeVar
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

seq = TypeVar("seq")
@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def layer_norm(take: T.Buffer((seq, T.int64(128)), "float32"), ln_weight: T.Buffer((T.int64(128),), "float32"), ln_bias: T.Buffer((T.int64(128),), "float32"), T_layer_norm: T.Buffer((seq, T.int64(128)), "float32")):
        T.func_attr({"op_pattern": 4, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        cse_v1: T.let[T.int64] = seq * T.int64(128)
        take_1 = T.decl_buffer((cse_v1,), data=take.data, elem_offset=0)
        ln_weight_1 = T.decl_buffer((128,), data=ln_weight.data)
        ln_bias_1 = T.decl_buffer((128,), data=ln_bias.data)
        T_layer_norm_1 = T.decl_buffer((cse_v1,), data=T_layer_norm.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", seq) as blockIdx_x:
            in_thread_take_sum_shared = T.alloc_local((1,))
            red_result = T.alloc_shared((T.int64(1),), annotations={"tirx.volatile": True})
            take_sum_shared = T.alloc_shared((1,))
            in_thread_take_var_sum_shared = T.alloc_local((1,))
            red_result_1 = T.alloc_shared((T.int64(1),), annotations={"tirx.volatile": True})
            take_var_sum_shared = T.alloc_shared((1,))
            with T.launch_thread("threadIdx.x", T.int64(256)) as threadIdx_x:
                in_thread_take_sum_shared[0] = T.float32(0.0)
                cse_v2: T.let[T.int64] = blockIdx_x * T.int64(128) + threadIdx_x
                if threadIdx_x < T.int64(128):
                    in_thread_take_sum_shared[0] = in_thread_take_sum_shared[0] + take_1[cse_v2]
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((T.int64(8),))
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,))
                    red_buf0[0] = in_thread_take_sum_shared[0]
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
                    if threadIdx_x % T.int64(32) == T.int64(0):
                        red_buf_staging[threadIdx_x // T.int64(32)] = red_buf0[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < T.int64(8):
                        red_buf0_1[0] = red_buf_staging[threadIdx_x]
                    mask_1[0] = T.tvm_warp_activemask()
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 4, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 2, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 1, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    if threadIdx_x == T.int64(0):
                        red_result[0] = red_buf0_1[0]
                    T.tvm_storage_sync("shared")
                if threadIdx_x == T.int64(0):
                    take_sum_shared[0] = red_result[0]
                in_thread_take_var_sum_shared[0] = T.float32(0.0)
                T.tvm_storage_sync("shared")
                if threadIdx_x < T.int64(128):
                    in_thread_take_var_sum_shared[0] = in_thread_take_var_sum_shared[0] + (take_1[cse_v2] - take_sum_shared[0] / T.float32(128.0)) * (take_1[cse_v2] - take_sum_shared[0] / T.float32(128.0))
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    red_buf_staging = T.alloc_shared((T.int64(8),))
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
                    red_buf0 = T.alloc_local((1,))
                    t0_1 = T.alloc_local((1,))
                    mask_1 = T.alloc_local((1,), "uint32")
                    red_buf0_1 = T.alloc_local((1,))
                    red_buf0[0] = in_thread_take_var_sum_shared[0]
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
                    if threadIdx_x % T.int64(32) == T.int64(0):
                        red_buf_staging[threadIdx_x // T.int64(32)] = red_buf0[0]
                    T.tvm_storage_sync("shared")
                    if threadIdx_x < T.int64(8):
                        red_buf0_1[0] = red_buf_staging[threadIdx_x]
                    mask_1[0] = T.tvm_warp_activemask()
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 4, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 2, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 1, 32, 32)
                    red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                    if threadIdx_x == T.int64(0):
                        red_result_1[0] = red_buf0_1[0]
                    T.tvm_storage_sync("shared")
                if threadIdx_x == T.int64(0):
                    take_var_sum_shared[0] = red_result_1[0]
                T.tvm_storage_sync("shared")
                if threadIdx_x < T.int64(128):
                    T_layer_norm_1[cse_v2] = (take_1[cse_v2] - take_sum_shared[0] / T.float32(128.0)) * T.rsqrt(take_var_sum_shared[0] / T.float32(128.0) + T.float32(1.0000000000000001e-05)) * ln_weight_1[threadIdx_x] + ln_bias_1[threadIdx_x]

    @T.prim_func(s_tir=True)
    def shape_func(H: T.Buffer((T.int64(3),), "int64")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""})})
        H_1 = T.decl_buffer((3,), "int64", data=H.data)
        H_1[2] = H_1[0] * T.int64(512)
        H_1[1] = H_1[0] * T.int64(512)

    @T.prim_func(s_tir=True)
    def take(emb_weight: T.Buffer((T.int64(1000), T.int64(128)), "float32"), ids: T.Buffer((seq,), "int32"), T_take: T.Buffer((seq, T.int64(128)), "float32")):
        T.func_attr({"op_pattern": 8, "target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_scheduled": True, "tirx.noalias": True})
        emb_weight_1 = T.decl_buffer((128000,), data=emb_weight.data)
        ids_1 = T.decl_buffer((seq,), "int32", data=ids.data, elem_offset=0)
        cse_v1: T.let[T.int64] = seq * T.int64(128)
        T_take_1 = T.decl_buffer((cse_v1,), data=T_take.data, elem_offset=0)
        with T.launch_thread("blockIdx.x", (seq + T.int64(7)) // T.int64(8)) as blockIdx_x:
            threadIdx_x = T.launch_thread("threadIdx.x", T.int64(1024))
            cse_v2: T.let[T.int64] = blockIdx_x * T.int64(1024) + threadIdx_x
            if cse_v2 < cse_v1:
                T_take_1[cse_v2] = emb_weight_1[T.Cast("int64", ids_1[blockIdx_x * T.int64(8) + threadIdx_x // T.int64(128)]) * T.int64(128) + threadIdx_x % T.int64(128)]
