# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(A: T.Buffer((4, 128), "float32"), B: T.Buffer((4,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        threadIdx_y = T.launch_thread("threadIdx.y", 4)
        red_result = T.alloc_shared((4,), annotations={"tirx.volatile": True})
        with T.launch_thread("threadIdx.x", 128) as threadIdx_x:
            with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                A_flat = A.view(512)
                red_buf_staging = T.alloc_shared((16,))
                t0 = T.alloc_local((1,))
                mask = T.alloc_local((1,), "uint32")
                red_buf0 = T.alloc_local((1,))
                t0_1 = T.alloc_local((1,))
                mask_1 = T.alloc_local((1,), "uint32")
                red_buf0_1 = T.alloc_local((1,))
                red_buf0[0] = A_flat[threadIdx_y * 128 + threadIdx_x]
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
                    red_buf_staging[threadIdx_y * 4 + threadIdx_x // 32] = red_buf0[0]
                T.tvm_storage_sync("shared")
                if threadIdx_x < 4:
                    red_buf0_1[0] = red_buf_staging[threadIdx_y * 4 + threadIdx_x]
                mask_1[0] = T.tvm_warp_activemask()
                t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 2, 32, 32)
                red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                t0_1[0] = T.tvm_warp_shuffle_down(mask_1[0], red_buf0_1[0], 1, 32, 32)
                red_buf0_1[0] = red_buf0_1[0] + t0_1[0]
                if threadIdx_x == 0:
                    red_result[threadIdx_y] = red_buf0_1[0]
                T.tvm_storage_sync("shared")
            red_result[threadIdx_y] = red_result[threadIdx_y]
            if threadIdx_x == 0:
                B_flat = T.decl_buffer((4,), data=B.data)
                B_flat[threadIdx_y] = red_result[threadIdx_y]
