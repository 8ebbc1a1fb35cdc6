# covers: a cross-thread reduction (reduce_scope attribute with a T.comm_reducer node) moves into the kernel unchanged
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Before:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((4, 32), "float32"), Out: T.Buffer((4,), "float32")):
        T.func_attr({"target": T.target("cuda", host="llvm")})
        by = T.launch_thread("blockIdx.y", 4)
        tx = T.launch_thread("threadIdx.x", 32)
        red = T.alloc_buffer((1,), "float32", scope="local")
        with T.attr(T.comm_reducer(lambda x, y: T.max(x, y), [T.float32(-3.0)]), "reduce_scope", T.reinterpret("handle", T.uint64(0))):
            T.tvm_thread_allreduce(T.uint32(1), A[by, tx], T.bool(True), red[0], tx)
        if tx == 0:
            Out[by] = red[0]
