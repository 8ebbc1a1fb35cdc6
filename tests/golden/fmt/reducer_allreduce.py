# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(private=True, s_tir=True)
    def main(A: T.Buffer((4, 32), "float32"), Out: T.Buffer((4,), "float32")):
        T.func_attr({"target": T.target({"arch": "sm_50", "keys": ["cuda", "gpu"], "kind": "cuda", "max_num_threads": 1024, "tag": "", "thread_warp_size": 32})})
        by = T.launch_thread("blockIdx.y", 4)
        tx = T.launch_thread("threadIdx.x", 32)
        red = T.alloc_local((1,))
        A_flat = A.view(128)
        with T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)]), "reduce_scope", T.reinterpret(T.handle().ty, T.uint64(0))):
            T.tvm_thread_allreduce(T.uint32(1), A_flat[by * 32 + tx], T.bool(True), red[0], tx)
        if tx == 0:
            Out[by] = red[0]
