from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((T.int64(512),), "float32"), n: T.int64):
        for i in range(T.int64(512)):
            A[i] = T.Cast("float32", i + n * T.int64(512))
        T.call_extern("int32", "launch", T.int64(512), T.Cast("int64", 512 + T.max(0, T.Cast("int32", n) * 2)), T.uint64(0), T.int8(1))
