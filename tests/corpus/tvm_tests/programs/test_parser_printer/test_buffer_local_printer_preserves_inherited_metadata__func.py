# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func
def func():
    T.attr({"tirx.device_entry": T.bool(True)})
    A = T.alloc_local((32, 2), elem_offset=8, layout=T.TileLayout(T.S[(32, 2):(1 @ Axis.laneid, 2)]))
    B_align = T.decl_buffer((2,), data=A.data, elem_offset=8, scope="local", align=128)
    B_factor = T.decl_buffer((2,), data=A.data, elem_offset=8, scope="local", offset_factor=8)
    B_align[0] = B_factor[0]
