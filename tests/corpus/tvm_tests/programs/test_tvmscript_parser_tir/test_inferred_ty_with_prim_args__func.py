# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(M: T.int32, N: T.int32) -> T.int32:
    return M * N
