# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((1,), "int32"), n: T.int32):
    if A[0] == n:
        A[0] = A[0] + 1
        if A[0] == n:
            A[0] = 0
