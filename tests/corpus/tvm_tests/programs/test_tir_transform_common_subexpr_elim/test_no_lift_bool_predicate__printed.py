# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(B: T.Buffer((50,), "int32"), n: T.int32, x: T.int32):
    for i in range(50):
        if i < n:
            B[i] = x
        if i < n:
            B[i] = x + 1
