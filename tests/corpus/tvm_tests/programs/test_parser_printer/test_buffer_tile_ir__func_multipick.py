# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func_multipick():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_shared((128, 16), "float16")
    for a, b in T.grid(2, 4):
        buffer = A.view(2, 4, 16, 16)
        buffer_1 = T.decl_buffer((2, 16, 16), "float16", data=buffer.data, elem_offset=b * 256, scope="shared", layout=T.TileLayout(T.S[(2, 16, 16):(1024, 16, 1)]))
        K = T.decl_buffer((16, 16), "float16", data=buffer_1.data, elem_offset=b * 256 + a * 1024, scope="shared")
        K[0, 0] = T.float16(0.0)
        buffer_2 = A.view(2, 4, 16, 16)
        buffer_3 = T.decl_buffer((4, 16, 16), "float16", data=buffer_2.data, elem_offset=a * 1024, scope="shared")
        L = T.decl_buffer((16, 16), "float16", data=buffer_3.data, elem_offset=a * 1024 + b * 256, scope="shared")
        L[0, 0] = T.float16(0.0)
