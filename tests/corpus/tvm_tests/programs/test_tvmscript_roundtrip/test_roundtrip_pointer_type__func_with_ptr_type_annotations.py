# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func_with_ptr_type_annotations(x: T.handle("int32", "global"), y: T.handle("int32", "shared")):
    xx = T.alloc_buffer((16,), "int32")
    yy = T.alloc_shared((16,), "int32")
    a: T.let[T.handle("int32", "global")] = T.address_of(xx[0])
    b: T.let[T.handle("int32", "shared")] = T.address_of(yy[0])
    T.call_extern("void", "copy", a, b)
