# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def neon_4x4_i8i8i32_desc(A: T.Buffer((4,), "int8", offset_factor=1), B: T.Buffer((4, 4), "int8", offset_factor=1), C: T.Buffer((4,), "int32", offset_factor=1)):
    with T.sblock("root"):
        T.reads(C[0:4], A[0:4], B[0:4, 0:4])
        T.writes(C[0:4])
        for i, k in T.grid(4, 4):
            with T.sblock("update"):
                vi, vk = T.axis.remap("SR", [i, k])
                T.reads(C[vi], A[vk], B[vi, vk])
                T.writes(C[vi])
                C[vi] = C[vi] + T.Cast("int32", A[vk]) * T.Cast("int32", B[vi, vk])
