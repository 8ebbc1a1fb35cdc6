# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_load_impl(src: T.Buffer((32, 8), "float16", strides=("s0", "s1"), scope="shared.dyn", offset_factor=1), dst: T.Buffer((32, 8), "float16", strides=("d0", "d1"), scope="m16n8k8.matrixA", offset_factor=1)):
    with T.sblock("root"):
        T.reads(src[0:32, 0:8])
        T.writes(dst[0:32, 0:8])
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            T.ptx_legacy.ldmatrix(T.bool(False), 4, ".b16", dst.data, (dst.elem_offset // dst.strides[0] // 32 * (dst.strides[0] // 8) + dst.elem_offset % dst.strides[0] // 8) * 8 + dst.elem_offset // dst.strides[0] % 32 // 16 * 4, T.tvm_access_ptr(T.type_annotation("float16"), src.data, src.elem_offset, src.strides[0] * 32, 1), tx * src.strides[0])
