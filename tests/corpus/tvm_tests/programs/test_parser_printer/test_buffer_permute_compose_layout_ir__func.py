# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_buffer((4, 4, 4, 64), "bfloat16", scope="shared.dyn", layout=T.ComposeLayout(3, 3, 3, T.TileLayout(T.S[(4, 4, 4, 64):(1024, 256, 64, 1)])))
    B = T.decl_buffer((4, 4, 4, 64), "bfloat16", data=A.data, scope="shared.dyn", layout=T.ComposeLayout(3, 3, 3, T.TileLayout(T.S[(4, 4, 4, 64):(256, 1024, 64, 1)])))
    B[0, 0, 0, 0] = T.bfloat16(0.0)
