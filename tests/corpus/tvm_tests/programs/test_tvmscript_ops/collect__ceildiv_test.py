# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def ceildiv_test(A: T.Buffer((16,), "int32")):
    for i in range(16):
        A[i] = (A[i] + 4 - 1) // 4
