# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((16,), "float32"), n: T.int32):
    for i in range(16):
        if n != 0:
            A[i] = T.float32(0.0)
