# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func(A_map: T.TensorMap()):
    T.address_of(A_map)
