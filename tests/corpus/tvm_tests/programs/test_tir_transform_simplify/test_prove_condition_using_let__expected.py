# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((4,), "bool")):
    for i in range(4):
        condition: T.let[T.bool] = i < 3
        A[i] = i < 3
