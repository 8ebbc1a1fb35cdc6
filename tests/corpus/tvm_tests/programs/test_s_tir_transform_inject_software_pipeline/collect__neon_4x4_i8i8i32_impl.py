# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def neon_4x4_i8i8i32_impl(A: T.Buffer((4,), "int8", offset_factor=1), B: T.Buffer((4, 4), "int8", offset_factor=1), C: T.Buffer((4,), "int32", offset_factor=1)):
    with T.sblock("root"):
        T.reads(C[0:4], A[0:4], B[0:4, 0:4])
        T.writes(C[0:4])
        A_int8: T.int8x4 = A[T.Ramp(0, 1, 4)]
        re_int32: T.int32 = T.reinterpret("int32", A_int8)
        vec_ai32: T.int32x2 = T.Broadcast(re_int32, 2)
        vec_a: T.int8x8 = T.reinterpret("int8x8", vec_ai32)
        vec_b: T.int8x16 = B[0, T.Ramp(0, 1, 16)]
        vec_b_low: T.int8x8 = T.vectorlow("int8x8", vec_b)
        multiply_low: T.int16x8 = T.call_llvm_pure_intrin("int16x8", "llvm.aarch64.neon.smull", vec_a, vec_b_low)
        pairwise_reduction_low: T.int32x4 = T.call_llvm_pure_intrin("int32x4", "llvm.aarch64.neon.saddlp", multiply_low)
        vec_b_high: T.int8x8 = T.vectorhigh("int8x8", vec_b)
        multiply_high: T.int16x8 = T.call_llvm_pure_intrin("int16x8", "llvm.aarch64.neon.smull", vec_a, vec_b_high)
        pairwise_reduction_high: T.int32x4 = T.call_llvm_pure_intrin("int32x4", "llvm.aarch64.neon.saddlp", multiply_high)
        C[0:4] = C[T.Ramp(0, 1, 4)] + T.call_llvm_pure_intrin("int32x4", "llvm.aarch64.neon.addp", pairwise_reduction_low, pairwise_reduction_high)
