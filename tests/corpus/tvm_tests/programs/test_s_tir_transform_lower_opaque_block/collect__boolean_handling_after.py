# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def boolean_handling_after(a: T.Buffer((10,), "bool"), b: T.Buffer((10,), "bool")):
    for i0 in range(10):
        b[i0] = a[i0]
