# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_local((8, 8), layout=T.ComposeLayout(3, 3, 3, T.TileLayout(T.S[(8, 8):(8, 1)])))
    B = A.view(64, layout=T.TileLayout(T.S[64:1]))
    B[0] = T.float32(1.0)
