# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((4, 4), "float32")):
    for i in range(4):
        if i < 3:
            for j in range(4):
                A[i, j] = T.float32(0.0)
        else:
            for j in range(4):
                A[i, j] = T.float32(1.0)
