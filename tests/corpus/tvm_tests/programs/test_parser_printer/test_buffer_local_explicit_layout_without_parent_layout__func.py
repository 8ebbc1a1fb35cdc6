# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_local((4,), layout=None)
    B = T.decl_buffer((4,), data=A.data, scope="local")
    B[0] = T.float32(1.0)
