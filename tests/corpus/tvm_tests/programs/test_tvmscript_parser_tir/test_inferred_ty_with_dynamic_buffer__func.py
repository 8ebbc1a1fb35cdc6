# from typing import TypeVar
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

M = TypeVar("M")
N = TypeVar("N")
@T.prim_func(s_tir=True)
def func(A: T.Buffer((M, N), "float32"), B: T.Buffer(("M * N",), "float32")):
    for i, j in T.grid(M, N):
        B[i * N + j] = A[i, j]
