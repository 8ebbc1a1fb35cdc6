# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mma_sync_impl(A: T.Buffer((32, 16), "float8_e5m2", scope="warp", offset_factor=32), B: T.Buffer((32, 16), "float8_e5m2", scope="warp", offset_factor=16), C: T.Buffer((32, 8), "float32", scope="warp", offset_factor=16)):
    with T.sblock("root"):
        T.reads(C[0:32, 0:8], A[0:32, 0:16], B[0:32, 0:16])
        T.writes(C[0:32, 0:8])
        for tx in T.thread_binding(32, thread="threadIdx.x"):
            T.ptx_legacy.mma("m16n8k32", "row", "col", "e5m2", "e5m2", "fp32", A.data, A.elem_offset + tx * 16, B.data, B.elem_offset + tx * 16, C.data, C.elem_offset + tx * 8, T.bool(False))
            T.ptx_legacy.mma("m16n8k32", "row", "col", "e5m2", "e5m2", "fp32", A.data, A.elem_offset + tx * 16, B.data, B.elem_offset + tx * 16 + 8, C.data, C.elem_offset + tx * 8 + 4, T.bool(False))
