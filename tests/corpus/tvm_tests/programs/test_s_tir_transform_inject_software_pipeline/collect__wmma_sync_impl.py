# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_sync_impl(A: T.Buffer((16, 16), "float16", strides=("a1", "a0"), scope="wmma.matrix_a", offset_factor=16), B: T.Buffer((16, 16), "float16", strides=("b1", "b0"), scope="wmma.matrix_b", offset_factor=16), C: T.Buffer((16, 16), "float32", strides=("c1", "c0"), scope="wmma.accumulator", offset_factor=16)):
    with T.sblock("root"):
        T.reads(C[0:16, 0:16], A[0:16, 0:16], B[0:16, 0:16])
        T.writes(C[0:16, 0:16])
        T.tvm_mma_sync(C.data, C.elem_offset // C.strides[0] // 16 * (C.strides[0] // 16) + C.elem_offset % C.strides[0] // 16, A.data, A.elem_offset // A.strides[0] // 16 * (A.strides[0] // 16) + A.elem_offset % A.strides[0] // 16, B.data, B.elem_offset // B.strides[0] // 16 * (B.strides[0] // 16) + B.elem_offset % B.strides[0] // 16, C.data, C.elem_offset // C.strides[0] // 16 * (C.strides[0] // 16) + C.elem_offset % C.strides[0] // 16)
