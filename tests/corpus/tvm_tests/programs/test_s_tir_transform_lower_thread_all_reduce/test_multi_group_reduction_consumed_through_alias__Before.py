# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(A: T.Buffer((4, 128), "float32"), B: T.Buffer((4,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        threadIdx_y = T.launch_thread("threadIdx.y", 4)
        cross_thread_B = T.alloc_local((1,))
        with T.launch_thread("threadIdx.x", 128) as threadIdx_x:
            cross_thread_B_alias = T.decl_buffer((1,), data=cross_thread_B.data, scope="local")
            with T.attr(T.comm_reducer(lambda x0, y0: x0 + y0, [T.float32(0.0)]), "reduce_scope", 0):
                A_flat = A.view(512)
                T.tvm_thread_allreduce(T.uint32(1), A_flat[threadIdx_y * 128 + threadIdx_x], T.bool(True), cross_thread_B[0], threadIdx_x)
            cross_thread_B_alias[0] = cross_thread_B[0]
            if threadIdx_x == 0:
                B_flat = T.decl_buffer((4,), data=B.data)
                B_flat[threadIdx_y] = cross_thread_B_alias[0]
