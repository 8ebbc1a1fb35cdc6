# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    a = T.alloc_local((4,))
    b = T.alloc_local((2,), "int32")
    c = T.alloc_local((8,), "float16")
    T.evaluate(a[0] + T.Cast("float32", b[0]) + T.Cast("float32", c[0]))
