# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_store_impl(A: T.Buffer((16, 16), "float16", strides=("d1", "d0"), scope="wmma.accumulator", offset_factor=16), C: T.Buffer((16, 16), "float16", strides=("s1", "s0"), scope="shared", offset_factor=16)):
    with T.sblock("root"):
        T.reads(A[0:16, 0:16])
        T.writes(C[0:16, 0:16])
        T.tvm_store_matrix_sync(A.data, 16, 16, 16, A.elem_offset // A.strides[0] // 16 * (A.strides[0] // 16) + A.elem_offset % A.strides[0] // 16, T.tvm_access_ptr(T.type_annotation("float16"), C.data, C.elem_offset, C.strides[0] * 16, 2), C.strides[0], "row_major")
