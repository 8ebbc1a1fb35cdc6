# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((16,), "float32")):
    for i in range(16):
        if i < 12:
            A[i] = T.if_then_else(i < 12, T.float32(1.0), T.float32(2.0))
