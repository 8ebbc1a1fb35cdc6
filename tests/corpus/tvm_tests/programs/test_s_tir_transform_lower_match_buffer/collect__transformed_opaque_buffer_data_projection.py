# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def transformed_opaque_buffer_data_projection(A: T.Buffer((16,), "float32")):
    with T.sblock(""):
        T.reads()
        T.writes(A[4:8])
        T.call_extern("int32", "consume", A.data, 4)
