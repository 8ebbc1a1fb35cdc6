# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((128, 128), "float32"), B: T.Buffer((128, 128), "float32")):
    for i in range(1, 128, 5):
        for j in range(2, 128, 3):
            B[i, j] = A[i, j] + T.float32(1.0)
