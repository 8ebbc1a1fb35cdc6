# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_sync_impl(A: T.Buffer((8, 32), "int4", strides=("a1", "a0"), scope="wmma.matrix_a", offset_factor=32), B: T.Buffer((8, 32), "int4", strides=("b1", "b0"), scope="wmma.matrix_b", offset_factor=32), C: T.Buffer((8, 8), "int32", strides=("c1", "c0"), scope="wmma.accumulator", offset_factor=8)):
    with T.sblock("root"):
        T.reads(C[0:8, 0:8], A[0:8, 0:32], B[0:8, 0:32])
        T.writes(C[0:8, 0:8])
        T.tvm_mma_sync(C.data, C.elem_offset // C.strides[0] // 8 * (C.strides[0] // 8) + C.elem_offset % C.strides[0] // 8, A.data, A.elem_offset // A.strides[0] // 8 * (A.strides[0] // 32) + A.elem_offset % A.strides[0] // 32, B.data, B.elem_offset // B.strides[0] // 8 * (B.strides[0] // 32) + B.elem_offset % B.strides[0] // 32, C.data, C.elem_offset // C.strides[0] // 8 * (C.strides[0] // 8) + C.elem_offset % C.strides[0] // 8)
