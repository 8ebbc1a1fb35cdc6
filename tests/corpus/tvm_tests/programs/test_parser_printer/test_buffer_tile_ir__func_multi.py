# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func_multi():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_shared((64, 128), "float16")
    for wx, wy in T.grid(4, 2):
        buffer = A.view(64, 8, 2, 8)
        buffer_1 = T.decl_buffer((64, 8, 8), "float16", data=buffer.data, elem_offset=wy * 8, scope="shared", layout=T.TileLayout(T.S[(64, 8, 8):(128, 16, 1)]))
        buffer_2 = buffer_1.view(64, 64)
        buffer_3 = buffer_2.view(8, 4, 2, 64)
        buffer_4 = T.decl_buffer((8, 2, 64), "float16", data=buffer_3.data, elem_offset=wy * 8 + wx * 256, scope="shared", layout=T.TileLayout(T.S[(8, 2, 8, 8):(1024, 128, 16, 1)]))
        H = buffer_4.view(16, 64)
        H[0, 0] = T.float16(0.0)
        buffer_5 = A.view(8, 4, 2, 128)
        buffer_6 = T.decl_buffer((8, 2, 128), "float16", data=buffer_5.data, elem_offset=wx * 256, scope="shared", layout=T.TileLayout(T.S[(8, 2, 128):(1024, 128, 1)]))
        buffer_7 = buffer_6.view(16, 128)
        buffer_8 = buffer_7.view(16, 8, 2, 8)
        buffer_9 = T.decl_buffer((16, 8, 8), "float16", data=buffer_8.data, elem_offset=wx * 256 + wy * 8, scope="shared", layout=T.TileLayout(T.S[(8, 2, 8, 8):(1024, 128, 16, 1)]))
        J = buffer_9.view(16, 64)
        J[0, 0] = T.float16(0.0)
