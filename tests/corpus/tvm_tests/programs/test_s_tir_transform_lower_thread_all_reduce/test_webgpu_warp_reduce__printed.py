# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(A: T.Buffer((128, 32), "float32"), B: T.Buffer((128,), "float32")):
        T.func_attr({"target": T.target({"host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["webgpu", "gpu"], "kind": "webgpu", "max_num_threads": 256, "max_shared_memory_per_block": 32768, "supports_subgroups": True, "tag": "", "thread_warp_size": 32})})
        A_flat = A.view(4096)
        for i in range(128):
            threadIdx_x = T.launch_thread("threadIdx.x", 32)
            red_buf0 = T.alloc_local((1,))
            with T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)]), "reduce_scope", 0):
                t0 = T.alloc_local((1,))
                red_buf0[0] = A_flat[0]
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
                red_buf0[0] = T.tvm_warp_shuffle(t0[0], red_buf0[0], 0, 32, 32)
            if threadIdx_x == 0:
                B[i] = red_buf0[0]
