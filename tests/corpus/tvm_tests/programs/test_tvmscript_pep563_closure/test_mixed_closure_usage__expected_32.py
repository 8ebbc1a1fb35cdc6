# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def expected_32(A: T.Buffer((32,), "float32")):
    T.evaluate(32)
