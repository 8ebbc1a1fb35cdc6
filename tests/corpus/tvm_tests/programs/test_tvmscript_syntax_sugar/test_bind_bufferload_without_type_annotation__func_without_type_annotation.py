# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func_without_type_annotation(A: T.Buffer((1,), "int32")):
    x: T.int32 = A[0]
    T.evaluate(x)
