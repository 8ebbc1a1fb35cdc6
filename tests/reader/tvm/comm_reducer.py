# T.comm_reducer: operand dtypes from the identities (int32 for a Python int),
# tuple results, operand names shadowing outer names, parse-time folding in
# the combiner, a bfloat16 reducer.
from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Reducers:
    @T.prim_func(private=True, s_tir=True)
    def main(A: T.Buffer((4, 32), "float32"), B: T.Buffer((4, 32), "int32"), x: T.int32):
        tx = T.launch_thread("threadIdx.x", 32)
        red = T.alloc_buffer((1,), "float32", scope="local")
        red2 = T.alloc_buffer((1,), "int32", scope="local")
        with T.attr(T.comm_reducer(lambda x, y: x + y, [T.float32(0)]), "reduce_scope", T.reinterpret("handle", T.uint64(0))):
            T.tvm_thread_allreduce(T.uint32(1), A[0, tx], T.bool(True), red[0], tx)
        with T.attr(T.comm_reducer(lambda a0, a1, b0, b1: (T.Select(a1 >= b1, a0, b0), T.max(a1, b1)), [-1, T.float32(-3.0)]), "reduce_scope", T.reinterpret("handle", T.uint64(0))):
            T.tvm_thread_allreduce(T.uint32(2), B[0, tx], A[0, tx], T.bool(True), red2[0], red[0], tx)
        with T.attr(T.comm_reducer(lambda u, v: T.max(u, v), [T.min_value("int32")]), "reduce_scope", T.reinterpret("handle", T.uint64(0))):
            T.tvm_thread_allreduce(T.uint32(1), B[0, tx], T.bool(True), red2[0], tx)
        with T.attr(T.comm_reducer(lambda x, y: x * y + x * 0 + x, [0]), "reduce_scope", T.reinterpret("handle", T.uint64(0))):
            T.tvm_thread_allreduce(T.uint32(1), B[0, tx], T.bool(True), red2[0], tx)
        with T.attr(T.comm_reducer(lambda tx, y: tx * y, [T.int64(1)]), "reduce_scope", T.reinterpret("handle", T.uint64(0))):
            T.evaluate(0)
        with T.attr(T.comm_reducer(combiner=lambda p, q: p + q + T.bfloat16(1), identity=(T.bfloat16(0),)), "reduce_scope", T.reinterpret("handle", T.uint64(0))):
            T.evaluate(0)
