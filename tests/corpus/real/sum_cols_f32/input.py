# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def sum_cols_f32(A: T.Buffer((2048, 256), "float32"), A_red: T.Buffer((256,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_80", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32}), "tirx.is_entry_func": True, "tirx.is_scheduled": True, "tirx.noalias": True})
        A_1 = A.view(524288)
        A_red_1 = T.decl_buffer((256,), data=A_red.data)
        with T.launch_thread("blockIdx.x", 16) as blockIdx_x:
            A_red_rf_local = T.alloc_local((1,))
            red_buf0 = T.alloc_shared((256,), annotations={"tirx.volatile": True})
            with T.launch_thread("threadIdx.y", 16) as threadIdx_y:
                threadIdx_x = T.launch_thread("threadIdx.x", 16)
                A_red_rf_local[0] = T.float32(0.0)
                cse_v1: T.let[T.int32] = blockIdx_x * 16
                for ax1_fused_0 in range(128):
                    A_red_rf_local[0] = A_red_rf_local[0] + A_1[ax1_fused_0 * 4096 + threadIdx_y * 256 + cse_v1 + threadIdx_x]
                with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                    T.tvm_storage_sync("shared")
                    red_buf0[threadIdx_x * 16 + threadIdx_y] = A_red_rf_local[0]
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
                    A_red_1[cse_v1 + threadIdx_x] = red_buf0[threadIdx_x * 16]
