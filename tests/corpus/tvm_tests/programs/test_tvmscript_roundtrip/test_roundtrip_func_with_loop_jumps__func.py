# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(In: T.Buffer((1,), "int32"), Out: T.Buffer((2,), "int32")):
    Out[0] = 0
    Out[1] = 0
    for i in range(1000):
        if i % 13 == 0:
            Out[1] = Out[1] + 1
            T.continue_loop()
        Out[0] = Out[0] + 1
        if Out[0] >= In[0]:
            T.break_loop()
