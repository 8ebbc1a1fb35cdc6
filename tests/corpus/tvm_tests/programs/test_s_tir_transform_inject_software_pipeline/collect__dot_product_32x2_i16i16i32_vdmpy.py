# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def dot_product_32x2_i16i16i32_vdmpy(A: T.Buffer((2,), "int16", offset_factor=1), B: T.Buffer((32, 2), "int16", offset_factor=1), C: T.Buffer((32,), "int32", offset_factor=1)):
    with T.sblock("root"):
        T.reads(C[0:32], A[0:2], B[0:32, 0:2])
        T.writes(C[0:32])
        A_i16x2: T.int16x2 = A[T.Ramp(0, 1, 2)]
        A_i32: T.int32 = T.reinterpret("int32", A_i16x2)
        B_i16x64: T.int16x64 = B[0, T.Ramp(0, 1, 64)]
        B_i32x32: T.int32x32 = T.reinterpret("int32x32", B_i16x64)
        C[0:32] = T.call_llvm_pure_intrin("int32x32", "llvm.hexagon.V6.vdmpyhvsat.acc.128B", C[T.Ramp(0, 1, 32)], T.Broadcast(A_i32, 32), B_i32x32)
