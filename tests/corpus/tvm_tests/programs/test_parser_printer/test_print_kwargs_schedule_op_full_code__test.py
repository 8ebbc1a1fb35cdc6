# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    A = T.alloc_buffer((16,))
    T.tile.memset(A[0:16], T.float32(1.25), dispatch="v10", bar=7, foo=42)
