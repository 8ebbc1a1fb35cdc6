# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_load_impl(A: T.Buffer((16, 16), "int8", strides=("s1", "s0"), scope="shared.dyn", offset_factor=16), C: T.Buffer((16, 16), "int8", strides=("d1", "d0"), scope="wmma.matrix_a", offset_factor=16)):
    with T.sblock("root"):
        T.reads(A[0:16, 0:16])
        T.writes(C[0:16, 0:16])
        T.tvm_load_matrix_sync(C.data, 16, 16, 16, C.elem_offset // C.strides[0] // 16 * (C.strides[0] // 16) + C.elem_offset % C.strides[0] // 16, T.tvm_access_ptr(T.type_annotation("int8"), A.data, A.elem_offset, A.strides[0] * 16, 1), A.strides[0], "col_major")
