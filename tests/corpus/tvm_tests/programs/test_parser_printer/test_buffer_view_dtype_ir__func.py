# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_local((8, 8), "float16")
    B = A.view("float32")
    B[0, 0] = T.float32(0.0)
