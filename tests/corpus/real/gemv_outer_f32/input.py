# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def gemv_outer_f32(x: T.Buffer((1, 1024), "float32"), W: T.Buffer((1024, 512), "float32"), y: T.Buffer((1, 512), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        x_1 = x.view(1024)
        W_1 = W.view(524288)
        y_1 = y.view(512)
        with T.launch_thread("blockIdx.x", 32) as blockIdx_x:
            y_rf_local = T.alloc_local((1,))
            red_buf0 = T.alloc_shared((256,), annotations={"tirx.volatile": True})
            with T.launch_thread("threadIdx.y", 16) as threadIdx_y:
                threadIdx_x = T.launch_thread("threadIdx.x", 16)
                y_rf_local[0] = T.float32(0.0)
                cse_v1: T.let[T.int32] = blockIdx_x * 16
                for ax1_fused_0 in range(64):
                    y_rf_local[0] = y_rf_local[0] + x_1[ax1_fused_0 * 16 + threadIdx_y] * W_1[ax1_fused_0 * 8192 + threadIdx_y * 512 + cse_v1 + threadIdx_x]
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    T.tvm_storage_sync("shared")
                    red_buf0[threadIdx_x * 16 + threadIdx_y] = y_rf_local[0]
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
                if threadIdx_y == 0:
                    y_1[cse_v1 + threadIdx_x] = red_buf0[threadIdx_x * 16]
