# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def dot_product_32x4_u8u8i32_desc(A: T.Buffer((4,), "uint8", scope="global.vtcm", offset_factor=1), B: T.Buffer((32, 4), "uint8", scope="global.vtcm", offset_factor=1), C: T.Buffer((32,), "int32", scope="global.vtcm", offset_factor=1)):
    with T.sblock("root"):
        T.reads(C[0:32], A[0:4], B[0:32, 0:4])
        T.writes(C[0:32])
        for i, k in T.grid(32, 4):
            with T.sblock("update"):
                vi, vk = T.axis.remap("SR", [i, k])
                T.reads(C[vi], A[vk], B[vi, vk])
                T.writes(C[vi])
                C[vi] = C[vi] + T.Cast("int32", A[vk]) * T.Cast("int32", B[vi, vk])
