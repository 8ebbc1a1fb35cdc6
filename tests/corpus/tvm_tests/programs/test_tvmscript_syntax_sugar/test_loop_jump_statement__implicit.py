# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def implicit():
    for i in range(16):
        if i % 2 == 0:
            T.continue_loop()
        if i < 15:
            T.break_loop()
