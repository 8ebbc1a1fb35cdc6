# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def global_avg_pool_f32(x: T.Buffer((8, 256, 7, 7), "float32"), adaptive_pool_avg: T.Buffer((8, 256, 1, 1), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = x.view(100352)
        adaptive_pool_avg_1 = adaptive_pool_avg.view(2048)
        with T.launch_thread("blockIdx.x", 2048) as blockIdx_x:
            adaptive_pool_sum_rf_local = T.alloc_local((1,))
            red_buf0 = T.alloc_local((1,))
            with T.launch_thread("threadIdx.x", 32) as threadIdx_x:
                adaptive_pool_sum_rf_local[0] = T.float32(0.0)
                cse_v1: T.let[T.int32] = blockIdx_x * 49 + threadIdx_x
                adaptive_pool_sum_rf_local[0] = adaptive_pool_sum_rf_local[0] + x_1[cse_v1]
                if threadIdx_x < 17:
                    adaptive_pool_sum_rf_local[0] = adaptive_pool_sum_rf_local[0] + x_1[cse_v1 + 32]
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    t0 = T.alloc_local((1,))
                    mask = T.alloc_local((1,), "uint32")
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
                    red_buf0[0] = T.tvm_warp_shuffle(mask[0], red_buf0[0], 0, 32, 32)
                red_buf0[0] = red_buf0[0]
                if threadIdx_x == 0:
                    adaptive_pool_avg_1[blockIdx_x] = red_buf0[0] / T.float32(49.0)
