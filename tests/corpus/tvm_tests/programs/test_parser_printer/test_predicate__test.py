# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_buffer((10, 10))
    B = T.alloc_buffer((10, 10))
    T.tile.select(B[0:10, 0:10], A[0:10, 0:10], T.float32(1.0), lambda i, j: i < j)
