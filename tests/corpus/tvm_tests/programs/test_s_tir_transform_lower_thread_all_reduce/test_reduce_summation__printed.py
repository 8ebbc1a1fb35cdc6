# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        A_flat = A.view(16384)
        for i in range(128):
            threadIdx_x = T.launch_thread("threadIdx.x", 32)
            normal_reduce = T.alloc_local((1,))
            normal_reduce_1 = T.decl_buffer((1,), data=normal_reduce.data, scope="local")
            red_buf0 = T.alloc_local((1,))
            normal_reduce_1[0] = T.float32(0.0)
            for ko in range(4):
                normal_reduce_1[0] = normal_reduce_1[0] + A_flat[i * 128 + ko * 32 + threadIdx_x]
            with T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)]), "reduce_scope", 0):
                t0 = T.alloc_local((1,))
                mask = T.alloc_local((1,), "uint32")
                red_buf0[0] = normal_reduce_1[0]
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
            if threadIdx_x == 0:
                B[i] = red_buf0[0]
