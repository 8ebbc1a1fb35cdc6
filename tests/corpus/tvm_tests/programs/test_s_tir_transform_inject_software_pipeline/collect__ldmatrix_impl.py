# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def ldmatrix_impl(warp: T.Buffer((32, 8), "float16", scope="warp", offset_factor=16), shared: T.Buffer((16, 16), "float16", strides=("s0", "s1"), scope="shared", offset_factor=16)):
    with T.sblock("root"):
        T.reads(shared[0:16, 0:16])
        T.writes(warp[0:32, 0:8])
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            T.ptx_legacy.ldmatrix(T.bool(False), 4, ".b16", warp.data, warp.elem_offset + 8 * tx, T.tvm_access_ptr(T.type_annotation("float16"), shared.data, shared.elem_offset, shared.strides[0] * 16, 1), shared.strides[0] * (tx % 16) + 8 * (tx // 16))
