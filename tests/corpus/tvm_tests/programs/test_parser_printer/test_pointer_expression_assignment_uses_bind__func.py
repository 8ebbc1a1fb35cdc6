# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    buf = T.alloc_shared((4,), "uint32")
    ptr: T.let[T.handle("uint32", "shared")] = T.address_of(buf[1])
    T.reinterpret("uint64", ptr)
