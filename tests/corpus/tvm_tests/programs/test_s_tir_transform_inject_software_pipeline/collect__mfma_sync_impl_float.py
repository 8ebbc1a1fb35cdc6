# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mfma_sync_impl_float(A: T.Buffer((64, 1), "float32", scope="warp", offset_factor=1), B: T.Buffer((64, 1), "float32", scope="warp", offset_factor=1), C: T.Buffer((64, 4), "float32", scope="warp", offset_factor=1)):
    with T.sblock("root"):
        T.reads(A[0:64, 0], B[0:64, 0], C[0:64, 0:4])
        T.writes(C[0:64, 0:4])
        tx = T.launch_thread("threadIdx.x", 64)
        C[tx, 0:4] = T.call_llvm_pure_intrin("float32x4", "llvm.amdgcn.mfma.f32.16x16x4f32", A[tx, 0], B[tx, 0], C[tx, T.Ramp(0, 1, 4)], 0, 0, 0)
