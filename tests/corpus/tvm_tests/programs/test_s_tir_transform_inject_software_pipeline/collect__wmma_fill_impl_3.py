# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def wmma_fill_impl(C: T.Buffer((16, 16), "int32", strides=("d1", "d0"), scope="wmma.accumulator", offset_factor=16)):
    with T.sblock("root"):
        T.reads()
        T.writes(C[0:16, 0:16])
        T.tvm_fill_fragment(C.data, 16, 16, 16, C.elem_offset // C.strides[0] // 16 * (C.strides[0] // 16) + C.elem_offset % C.strides[0] // 16, T.float32(0.0))
