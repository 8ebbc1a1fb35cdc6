# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func():
    blockIdx_x = T.launch_thread("blockIdx.x", T.int64(1))
    if blockIdx_x == T.int64(0):
        T.evaluate(0)
    else:
        T.evaluate(T.int64(1))
