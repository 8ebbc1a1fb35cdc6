# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def loop_extent_dependent(A: T.Buffer((), "int32")):
    for i in range(128):
        for j in range(i):
            A[()] = A[()] + j
