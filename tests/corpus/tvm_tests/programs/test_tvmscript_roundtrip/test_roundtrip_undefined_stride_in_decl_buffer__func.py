# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func():
    data_ptr = T.handle("float32", "global")
    buf = T.decl_buffer((1,), data=data_ptr, strides=("stride",))
    T.evaluate(buf[0])
