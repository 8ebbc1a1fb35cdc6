from tvm.script import tirx as T
from tvm.script import ir as I
@I.ir_module(check_well_formed=False)
class M:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((16,), "float32"), I32: T.Buffer((16,), "int32"), Bo: T.Buffer((4,), "bool"), V: T.Buffer((4,), "float32x4"), n: T.int32, m: T.int64):
        T.evaluate(1)
        T.evaluate(0)
        A[0] = 0
        A[1] = 2.5
        I32[0] = 2.5
        I32[1] = T.float32(2.5)
        I32[2] = m
        Bo[0] = True
        Bo[1] = n < 3
        x: T.let = n + 1
        y: T.let[T.int32] = 5
        V[0] = A[T.Ramp(n * 4, 1, 4)]
        A[T.Ramp(0, 1, 4)] = V[1]
        A[2] = 3000000000
        for i in T.thread_binding(4, thread="threadIdx.x"):
            A[i] = T.float32(0)
        if n > 1:
            A[0] = T.float32(1)
            T.evaluate(0)
        if n > 2:
            T.evaluate(0)
        if n > 2:
            T.evaluate(0)
            T.evaluate(0)
        X = T.alloc_buffer((4, m))
        Y = T.alloc_buffer((m, 4))
        Z = T.decl_buffer((), "float32", data=A.data)
        W = T.alloc_buffer((T.int64(4),))
        T.evaluate(0)
