# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def self_axis():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_local((8, 4), "float16")
    buffer = A.view(2, 4, 4)
    buffer_1 = T.decl_buffer((2, 4, 4), "float16", data=buffer.data, scope="local", layout=T.TileLayout(T.S[(2, 4, 4):(16, 1, 4)]))
    B = T.decl_buffer((2, 4, 4), "float16", data=buffer_1.data, scope="local", layout=T.TileLayout(T.S[(2, 4, 4):(16, 1, 4)]))
    B[0, 0, 0] = T.float16(0.0)
