# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_fill_impl(C: T.Buffer((8, 8), "int32", strides=("d1", "d0"), scope="wmma.accumulator", offset_factor=8)):
    with T.sblock("root"):
        T.reads()
        T.writes(C[0:8, 0:8])
        T.tvm_fill_fragment(C.data, 8, 8, 32, C.elem_offset // C.strides[0] // 8 * (C.strides[0] // 8) + C.elem_offset % C.strides[0] // 8, T.float32(0.0))
