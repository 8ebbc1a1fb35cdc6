# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def dot_product_32x4_u8i8i32_vrmpy(A: T.Buffer((4,), "uint8", scope="global.vtcm", offset_factor=1), B: T.Buffer((32, 4), "int8", scope="global.vtcm", offset_factor=1), C: T.Buffer((32,), "int32", scope="global.vtcm", offset_factor=1)):
    with T.sblock("root"):
        T.reads(C[0:32], A[0:4], B[0:32, 0:4])
        T.writes(C[0:32])
        A_u8x4: T.uint8x4 = A[T.Ramp(0, 1, 4)]
        A_i32: T.int32 = T.reinterpret("int32", A_u8x4)
        B_i8x128: T.int8x128 = B[0, T.Ramp(0, 1, 128)]
        B_i32x32: T.int32x32 = T.reinterpret("int32x32", B_i8x128)
        C[0:32] = T.call_llvm_pure_intrin("int32x32", "llvm.hexagon.V6.vrmpybusv.acc.128B", C[T.Ramp(0, 1, 32)], T.Broadcast(A_i32, 32), B_i32x32)
