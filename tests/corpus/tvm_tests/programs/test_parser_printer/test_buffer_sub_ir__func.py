# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_local((4, 8, 16), "float16", layout=T.TileLayout(T.S[(4, 8, 16):(256, 16, 1)]))
    buffer = T.decl_buffer((8, 16), "float16", data=A.data, elem_offset=256, scope="local")
    B = T.decl_buffer((4, 16), "float16", data=buffer.data, elem_offset=288, scope="local")
    B[0, 0] = T.float16(0.0)
    buffer_1 = A.view(4, 4, 2, 16)
    C = T.decl_buffer((4, 4, 16), "float16", data=buffer_1.data, elem_offset=16, scope="local", layout=T.TileLayout(T.S[(4, 4, 16):(256, 32, 1)]))
    C[0, 0, 0] = T.float16(0.0)
