from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class AllReduce:
    @T.prim_func(private=True, s_tir=True)
    def main(A: T.Buffer((4, 32), "float32"), Out: T.Buffer((4,), "float32")):
        T.func_attr({"target": T.target("cuda")})
        by = T.launch_thread("blockIdx.y", 4)
        tx = T.launch_thread("threadIdx.x", 32)
        red = T.alloc_buffer((1,), "float32", scope="local")
        A_flat = T.decl_buffer((128,), "float32", data=A.data)
        with T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0)]), "reduce_scope", T.reinterpret("handle", T.uint64(0))):
            T.tvm_thread_allreduce(T.uint32(1), A_flat[by * 32 + tx], T.bool(True), red[0], tx)
        if tx == 0:
            Out[by] = red[0]
