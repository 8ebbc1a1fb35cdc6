# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@T.prim_func(s_tir=True)
def mfma_sync_impl_float(A: T.Buffer((64, 4), "int8", scope="warp", offset_factor=1), B: T.Buffer((64, 4), "int8", scope="warp", offset_factor=1), C: T.Buffer((64, 4), "int32", scope="warp", offset_factor=1)):
    with T.sblock("root"):
        T.reads(A[0:64, 0:4], B[0:64, 0:4], C[0:64, 0:4])
        T.writes(C[0:64, 0:4])
        tx = T.launch_thread("threadIdx.x", 64)
        C[tx, 0:4] = T.call_llvm_pure_intrin("int32x4", "llvm.amdgcn.mfma.i32.16x16x16i8", A[tx, T.Ramp(0, 1, 4)], B[tx, T.Ramp(0, 1, 4)], C[tx, T.Ramp(0, 1, 4)], 0, 0, 0)
