# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(A: T.Buffer((128, 128), "float32")):
    T.address_of(A[0, 0])
