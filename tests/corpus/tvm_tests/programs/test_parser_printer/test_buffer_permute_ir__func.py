# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_local((8, 4), "float16")
    B = A.permute(1, 0)
    B[0, 0] = T.float16(0.0)
