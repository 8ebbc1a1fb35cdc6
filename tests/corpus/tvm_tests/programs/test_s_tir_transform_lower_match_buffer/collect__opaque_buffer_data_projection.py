# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def opaque_buffer_data_projection(A: T.Buffer((16,), "float32")):
    with T.sblock(""):
        T.reads()
        T.writes(A[4:8])
        sub_A = T.match_buffer(A[4:8], (4,), offset_factor=1)
        T.call_extern("int32", "consume", sub_A.data, sub_A.elem_offset)
