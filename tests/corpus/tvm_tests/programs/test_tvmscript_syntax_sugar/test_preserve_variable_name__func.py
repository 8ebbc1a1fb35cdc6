# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func():
    for i in range(16):
        j: T.int32 = i // 4
        T.evaluate(j)
