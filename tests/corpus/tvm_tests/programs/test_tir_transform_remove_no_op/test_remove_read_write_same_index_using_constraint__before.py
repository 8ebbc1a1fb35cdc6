# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(private=True, s_tir=True)
def main(A: T.Buffer((16,), "int32")):
    for i in range(16):
        if i != 0:
            A[i] = A[i - 1]
        else:
            A[i] = A[0]
