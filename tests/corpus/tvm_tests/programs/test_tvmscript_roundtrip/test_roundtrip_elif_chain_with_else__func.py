# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(i: T.int32):
    if i == 0:
        T.evaluate(0)
    else:
        if i == 1:
            T.evaluate(1)
        else:
            if i == 2:
                T.evaluate(2)
            else:
                T.evaluate(3)
