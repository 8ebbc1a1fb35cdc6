# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    T.attr({"tirx.device_entry": T.bool(True)})
    external = T.alloc_local((2,), "int32")
    first_buf = T.alloc_local((2,), "int32")
    first_scalar: T.int32
    second_buf = T.alloc_local((2,), "int32")
    second_scalar: T.int32
    T.evaluate(first_buf[0] + second_buf[1] + first_scalar + second_scalar + external[0] + external[1])
