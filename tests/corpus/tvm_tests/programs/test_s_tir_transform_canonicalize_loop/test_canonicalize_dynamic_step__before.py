# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((128,), "float32"), B: T.Buffer((128,), "float32"), step: T.int32):
    for i in range(0, 128, step):
        B[i] = A[i] + T.float32(1.0)
