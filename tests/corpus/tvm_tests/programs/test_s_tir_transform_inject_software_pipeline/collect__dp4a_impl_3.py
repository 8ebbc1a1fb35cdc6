# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def dp4a_impl(A: T.Buffer((4,), "int8", scope="shared", align=4, offset_factor=1), B: T.Buffer((4,), "uint8", scope="shared", align=4, offset_factor=1), C: T.Buffer((1,), "int32", scope="local", align=4, offset_factor=1)):
    with T.sblock("root"):
        T.reads(C[0], A[0:4], B[0:4])
        T.writes(C[0])
        C[0] = C[0] + T.call_pure_extern("int32", "__dp4a", A[T.Ramp(0, 1, 4)], B[T.Ramp(0, 1, 4)], 0)
