# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_local((32,))
    B = A.view(64, 64, layout=T.TileLayout(T.S[(4, 2, 8, 8, 4, 2):(1 @ Axis.wid_in_wg, 2, 4 @ Axis.laneid, 4, 1 @ Axis.laneid, 1)]))
    B_flat = B.local()
    B_2d = B.local(4, 8)
    B_storage = B.local(layout=T.TileLayout(T.S[(2, 8, 2):(2, 4, 1)]))
    B_flat[0] = B_2d[0, 0] + B_storage[0]
