# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(A: T.Buffer((128, 32), "float32"), B: T.Buffer((128,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "host": {"keys": ["cpu"], "kind": "llvm", "mtriple": "x86_64-conda-linux-gnu", "tag": ""}, "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        A_flat = A.view(4096)
        for i in range(128):
            threadIdx_x = T.launch_thread("threadIdx.x", 32)
            reduce = T.alloc_local((1,))
            reduce_1 = T.decl_buffer((1,), data=reduce.data, scope="local")
            with T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)]), "reduce_scope", 0):
                T.tvm_thread_allreduce(T.uint32(1), A_flat[0], T.bool(True), reduce_1[0], threadIdx_x)
            if threadIdx_x == 0:
                B[i] = reduce_1[0]
