# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(A: T.Buffer((32, 8), "float32"), B: T.Buffer((32,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        threadIdx_y = T.launch_thread("threadIdx.y", 32)
        red_buf0 = T.alloc_local((1,))
        with T.launch_thread("threadIdx.x", 8) as threadIdx_x:
            with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                A_1 = A.view(256)
                t0 = T.alloc_local((1,))
                mask = T.alloc_local((1,), "uint32")
                red_buf0[0] = A_1[threadIdx_y * 8 + threadIdx_x]
                mask[0] = T.tvm_warp_activemask()
                t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 4, 32, 32)
                red_buf0[0] = red_buf0[0] + t0[0]
                t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 2, 32, 32)
                red_buf0[0] = red_buf0[0] + t0[0]
                t0[0] = T.tvm_warp_shuffle_down(mask[0], red_buf0[0], 1, 32, 32)
                red_buf0[0] = red_buf0[0] + t0[0]
                red_buf0[0] = T.tvm_warp_shuffle(mask[0], red_buf0[0], 8 * threadIdx_y, 32, 32)
            if threadIdx_x == 0:
                B_1 = T.decl_buffer((32,), data=B.data)
                B_1[threadIdx_y] = red_buf0[0]
