# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((4, 4), "float32")):
    for i, j in T.grid(4, 4):
        x = T.float32()
        A[i, j] = T.Let(T.float32(5.0) * x + T.Cast("float32", j), where={x: T.Cast("float32", i + 1)})
