# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((264196,), "float16"), B: T.Buffer((264196,), "float16")):
    for i, j in T.grid(11, 160):
        if T.likely(i * 160 + j < 1600):
            A[(i + 1) * 514 + j + 1] = B[i * 514 + j + 1] + B[(i + 1) * 514 + j + 1] + B[(i + 2) * 514 + j + 1]
