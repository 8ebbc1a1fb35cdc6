# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_load_impl(A: T.Buffer((8, 32), "int4", strides=("s1", "s0"), scope="shared", offset_factor=32), C: T.Buffer((8, 32), "int4", strides=("d1", "d0"), scope="wmma.matrix_b", offset_factor=32)):
    with T.sblock("root"):
        T.reads(A[0:8, 0:32])
        T.writes(C[0:8, 0:32])
        T.tvm_load_matrix_sync(C.data, 8, 8, 32, C.elem_offset // C.strides[0] // 8 * (C.strides[0] // 32) + C.elem_offset % C.strides[0] // 32, T.tvm_access_ptr(T.type_annotation("int4"), A.data, A.elem_offset, A.strides[0] * 8, 1), A.strides[0], "col_major")
