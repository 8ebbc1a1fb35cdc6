# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def explicit(A: T.Buffer((1,), "int32")):
    T.call_extern("int32", "extern_func", A.data)
