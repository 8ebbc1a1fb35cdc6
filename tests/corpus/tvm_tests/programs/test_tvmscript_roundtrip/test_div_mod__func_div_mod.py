# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func_div_mod():
    a = T.int32()
    b = T.int32()
    T.evaluate(a // b)
    T.evaluate(a % b)
    T.evaluate(T.truncmod(a, b))
