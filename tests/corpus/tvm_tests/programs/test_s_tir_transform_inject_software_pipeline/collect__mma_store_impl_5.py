# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_store_impl(C_warp: T.Buffer((32, 8), "float16", scope="warp", offset_factor=1), C: T.Buffer((16, 16), "float16", strides=("s0", "s1"), offset_factor=1)):
    with T.sblock("root"):
        T.reads(C_warp[0:32, 0:8])
        T.writes(C[0:16, 0:16])
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            T.cuda.mma_store_legacy(16, 16, T.tvm_access_ptr(T.type_annotation("float16"), C.data, C.elem_offset, C.strides[0] * 16, 2), C_warp.data, C_warp.elem_offset, C.strides[0])
