# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_local((8, 16), "float16", layout=T.TileLayout(T.S[(2, 4, 16):(1024, 64, 1)]))
    B = T.decl_buffer((16,), "float16", data=A.data, elem_offset=1088, scope="local")
    B[0] = T.float16(0.0)
