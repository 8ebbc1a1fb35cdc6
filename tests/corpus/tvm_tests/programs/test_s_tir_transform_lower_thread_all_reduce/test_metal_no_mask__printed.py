# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(A: T.Buffer((1, 1, 2, 128), "float32"), B: T.Buffer((1, 1, 2), "float32")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["metal", "gpu"], "kind": "metal", "max_function_args": 31, "max_num_threads": 256, "max_shared_memory_per_block": 32768, "max_threads_per_block": 1024, "tag": "", "thread_warp_size": 32})})
        blockIdx_x = T.launch_thread("blockIdx.x", 1)
        red_result = T.alloc_shared((2,), annotations={"tirx.volatile": True})
        with T.launch_thread("threadIdx.z", 1) as threadIdx_z:
            threadIdx_y = T.launch_thread("threadIdx.y", 2)
            threadIdx_x = T.launch_thread("threadIdx.x", 128)
            with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                A_1 = A.view(256)
                red_buf_staging = T.alloc_shared((8,))
                t0 = T.alloc_local((1,))
                red_buf0 = T.alloc_local((1,))
                t0_1 = T.alloc_local((1,))
                red_buf0_1 = T.alloc_local((1,))
                red_buf0[0] = A_1[threadIdx_y * 128 + threadIdx_x]
                t0[0] = T.tvm_warp_shuffle_down(0, red_buf0[0], 16, 32, 32)
                red_buf0[0] = red_buf0[0] + t0[0]
                t0[0] = T.tvm_warp_shuffle_down(0, red_buf0[0], 8, 32, 32)
                red_buf0[0] = red_buf0[0] + t0[0]
                t0[0] = T.tvm_warp_shuffle_down(0, red_buf0[0], 4, 32, 32)
                red_buf0[0] = red_buf0[0] + t0[0]
                t0[0] = T.tvm_warp_shuffle_down(0, red_buf0[0], 2, 32, 32)
                red_buf0[0] = red_buf0[0] + t0[0]
                t0[0] = T.tvm_warp_shuffle_down(0, red_buf0[0], 1, 32, 32)
                red_buf0[0] = red_buf0[0] + t0[0]
                if threadIdx_x % 32 == 0:
                    red_buf_staging[threadIdx_y * 4 + threadIdx_x // 32] = red_buf0[0]
                T.tvm_storage_sync("shared")
                if threadIdx_x < 4:
                    red_buf0_1[0] = red_buf_staging[threadIdx_y * 4 + threadIdx_x]
                t0_1[0] = T.tvm_warp_shuffle_down(0, red_buf0_1[0], 2, 32, 32)
                red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                t0_1[0] = T.tvm_warp_shuffle_down(0, red_buf0_1[0], 1, 32, 32)
                red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                if threadIdx_x == 0:
                    red_result[threadIdx_y] = red_buf0_1[0]
                T.tvm_storage_sync("shared")
            if threadIdx_x == 0:
                B_1 = B.view(2)
                B_1[threadIdx_y] = red_result[threadIdx_y]
