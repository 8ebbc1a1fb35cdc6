# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_store_impl(A: T.Buffer((8, 8), "int32", strides=("d1", "d0"), scope="wmma.accumulator", offset_factor=8), C: T.Buffer((8, 8), "int32", strides=("s1", "s0"), scope="shared.dyn", offset_factor=8)):
    with T.sblock("root"):
        T.reads(A[0:8, 0:8])
        T.writes(C[0:8, 0:8])
        T.tvm_store_matrix_sync(A.data, 8, 8, 32, A.elem_offset // A.strides[0] // 8 * (A.strides[0] // 8) + A.elem_offset % A.strides[0] // 8, T.tvm_access_ptr(T.type_annotation("int32"), C.data, C.elem_offset, C.strides[0] * 8, 2), C.strides[0], "row_major")
