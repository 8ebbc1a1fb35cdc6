# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_shared((3, 64, 512), "float16")
    for w in range(4):
        buffer = A.view(3, 4, 4, 4, 512)
        buffer_1 = T.decl_buffer((3, 4, 4, 512), "float16", data=buffer.data, elem_offset=w * 2048, scope="shared", layout=T.TileLayout(T.S[(3, 4, 4, 512):(32768, 8192, 512, 1)]))
        B = buffer_1.view(3, 16, 512)
        B[0, 0, 0] = T.float16(0.0)
        buffer_2 = A.view(3, 4, 4, 4, 512)
        buffer_3 = T.decl_buffer((3, 4, 4, 512), "float16", data=buffer_2.data, elem_offset=w * 2048, scope="shared", layout=T.TileLayout(T.S[(3, 4, 4, 512):(32768, 8192, 512, 1)]))
        C = buffer_3.view(3, 16, 512)
        C[0, 0, 0] = T.float16(0.0)
    buffer = A.view(3, 16, 4, 512)
    D = T.decl_buffer((3, 16, 512), "float16", data=buffer.data, elem_offset=1024, scope="shared", layout=T.TileLayout(T.S[(3, 16, 512):(32768, 2048, 1)]))
    D[0, 0, 0] = T.float16(0.0)
    buffer_1 = A.view(3, 16, 4, 512)
    E = T.decl_buffer((3, 16, 512), "float16", data=buffer_1.data, elem_offset=1024, scope="shared", layout=T.TileLayout(T.S[(3, 16, 512):(32768, 2048, 1)]))
    E[0, 0, 0] = T.float16(0.0)
    buffer_2 = A.view(3, 4, 16, 512)
    F = T.decl_buffer((3, 16, 512), "float16", data=buffer_2.data, elem_offset=16384, scope="shared", layout=T.TileLayout(T.S[(3, 16, 512):(32768, 512, 1)]))
    F[0, 0, 0] = T.float16(0.0)
    G = T.decl_buffer((3, 16, 512), "float16", data=A.data, elem_offset=16384, scope="shared", layout=T.TileLayout(T.S[(3, 16, 512):(32768, 512, 1)]))
    G[0, 0, 0] = T.float16(0.0)
