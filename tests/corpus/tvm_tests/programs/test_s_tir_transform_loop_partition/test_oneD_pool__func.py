# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def func(m: T.int64, data: T.handle("float32", "global"), out: T.handle("float32", "global")):
    data_ptr = T.decl_buffer((16,), data=data)
    out_ptr = T.decl_buffer((16,), data=out)
    for ow, kw in T.grid(16, 3):
        if T.likely(ow > 0):
            if T.likely(ow < 15):
                out_ptr[ow] = T.max(out_ptr[ow], data_ptr[ow + kw - 1])
    for ow, kw in T.grid(16, 3):
        if T.likely(ow < 1):
            if T.likely(kw > 0):
                out_ptr[ow] = T.max(out_ptr[ow], data_ptr[ow + kw - 1])
    for ow, kw in T.grid(16, 3):
        if T.likely(ow > 14):
            if T.likely(kw < 2):
                out_ptr[ow] = T.max(out_ptr[ow], data_ptr[ow + kw - 1])
