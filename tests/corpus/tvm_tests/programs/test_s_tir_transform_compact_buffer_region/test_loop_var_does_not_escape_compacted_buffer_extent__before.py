# from typing import TypeVar
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

n = TypeVar("n")
@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((n,), "int32")):
    tmp = T.alloc_buffer((n,), "int32")
    for i in range(n):
        length: T.let[T.int64] = (n + (T.int64(1) << i + T.int64(1)) - T.int64(1)) // (T.int64(1) << i + T.int64(1))
        for j in range(length):
            tmp[j] = A[j]
