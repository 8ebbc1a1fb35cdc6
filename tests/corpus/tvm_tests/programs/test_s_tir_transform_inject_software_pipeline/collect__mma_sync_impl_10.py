# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_sync_impl(A: T.Buffer((16, 8), "float16", strides=("a0", "a1"), scope="m16n8k8.matrixA", offset_factor=1), B: T.Buffer((8, 8), "float16", strides=("b0", "b1"), scope="m16n8k8.matrixB", offset_factor=1), C: T.Buffer((16, 8), "float32", strides=("c0", "c1"), scope="m16n8k8.matrixC", offset_factor=1)):
    with T.sblock("root"):
        T.reads(C[0:16, 0:8], A[0:16, 0:8], B[0:8, 0:8])
        T.writes(C[0:16, 0:8])
        T.ptx_legacy.mma("m16n8k8", "row", "col", "float16", "float16", "float32", A.data, (A.elem_offset // A.strides[0] // 32 * (A.strides[0] // 8) + A.elem_offset % A.strides[0] // 8) * 8 + A.elem_offset // A.strides[0] % 32 // 16 * 4, B.data, (B.elem_offset // B.strides[0] // 8 * (B.strides[0] // 32) + B.elem_offset % B.strides[0] // 32) * 8 + B.elem_offset % B.strides[0] % 32 // 8 * 2, C.data, (C.elem_offset // C.strides[0] // 8 // 2 * 2 * (C.strides[0] // 8) + C.elem_offset // C.strides[0] // 8 % 2 + C.elem_offset % C.strides[0] // 8 * 2) * 2, T.bool(False))
