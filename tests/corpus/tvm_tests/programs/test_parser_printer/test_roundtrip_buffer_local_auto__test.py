# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def test():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_local((2,), "float16")
    B = A.view(8, 8, layout=T.TileLayout(T.S[(32, 2):(1 @ Axis.laneid, 1)]))
    B_local = B.local()
    B_local[0] = T.float16(0.0)
