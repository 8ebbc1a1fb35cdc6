# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((1024,), "int32"), B: T.Buffer((), "int32")):
    for x_value in range(10):
        B[()] = A[128]
