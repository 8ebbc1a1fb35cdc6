# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def main(A: T.Buffer((16,), "float32"), B: T.Buffer((16,), "float32"), C: T.Buffer((32,), "float32")):
    T.func_attr({"tirx.noalias": True})
    for i in range(16):
        C[i] = A[i]
    for i in range(16):
        C[i + 16] = B[i + 16]
