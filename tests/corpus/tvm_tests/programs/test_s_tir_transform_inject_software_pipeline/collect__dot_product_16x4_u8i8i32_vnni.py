# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def dot_product_16x4_u8i8i32_vnni(A: T.Buffer((4,), "uint8", offset_factor=1), B: T.Buffer((16, 4), "int8", offset_factor=1), C: T.Buffer((16,), "int32", offset_factor=1)):
    with T.sblock("root"):
        T.reads(C[0:16], A[0:4], B[0:16, 0:4])
        T.writes(C[0:16])
        A_u8x4: T.uint8x4 = A[T.Ramp(0, 1, 4)]
        A_i32: T.int32 = T.reinterpret("int32", A_u8x4)
        B_i8x64: T.int8x64 = B[0, T.Ramp(0, 1, 64)]
        B_i32x16: T.int32x16 = T.reinterpret("int32x16", B_i8x64)
        C_i32x16: T.int32x16 = C[T.Ramp(0, 1, 16)]
        C[0:16] = T.call_llvm_pure_intrin("int32x16", "llvm.x86.avx512.vpdpbusd.512", C_i32x16, T.Broadcast(A_i32, 16), B_i32x16)
