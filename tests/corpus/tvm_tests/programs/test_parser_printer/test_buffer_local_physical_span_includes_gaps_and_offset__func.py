# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_local((6,))
    B = A.view(32, 2, layout=T.TileLayout(T.S[(32, 2):(1 @ Axis.laneid, 2)] + 3))
    B_flat = B.local()
    B_2d = B.local(2, 3)
    B_storage = B.local(layout=T.TileLayout(T.S[2:2] + 3))
    B_flat[5] = T.float32(1.0)
    B_2d[1, 2] = T.float32(2.0)
    B_storage[1] = T.float32(3.0)
