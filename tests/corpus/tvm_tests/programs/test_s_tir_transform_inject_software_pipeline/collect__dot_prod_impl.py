# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def dot_prod_impl(A: T.Buffer((4,), "int8", offset_factor=1), B: T.Buffer((4, 4), "int8", offset_factor=1), C: T.Buffer((4,), "int32", offset_factor=1)):
    with T.sblock("root"):
        T.reads(C[0:4], A[0:4], B[0:4, 0:4])
        T.writes(C[0:4])
        A_i8x4: T.int8x4 = A[T.Ramp(0, 1, 4)]
        A_i32: T.int32 = T.reinterpret("int32", A_i8x4)
        vec_ai32: T.int32x4 = T.Broadcast(A_i32, 4)
        vec_a: T.int8x16 = T.reinterpret("int8x16", vec_ai32)
        vec_b: T.int8x16 = B[0, T.Ramp(0, 1, 16)]
        vec_c: T.int32x4 = C[T.Ramp(0, 1, 4)]
        C[0:4] = T.call_llvm_pure_intrin("int32x4", "llvm.aarch64.neon.sdot", vec_c, vec_a, vec_b)
