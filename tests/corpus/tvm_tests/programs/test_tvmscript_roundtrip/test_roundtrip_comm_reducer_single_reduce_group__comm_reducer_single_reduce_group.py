# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16384,), "float32"), b: T.handle):
    T.func_attr({"tirx.noalias": True})
    for i in range(128):
        threadIdx_x = T.launch_thread("threadIdx.x", 128)
        reduce_temp0 = T.alloc_local((1,))
        with T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0.0)]), "reduce_scope", 0):
            T.tvm_thread_allreduce(T.uint32(1), A[i * 128 + threadIdx_x], T.bool(True), reduce_temp0.data, threadIdx_x)
