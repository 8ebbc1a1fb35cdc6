# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((1024,), "float32"), B: T.Buffer((256,), "float32")):
        with T.launch_thread("blockIdx.x", 8) as bx:
            tx = T.launch_thread("threadIdx.x", 128)
            A[bx * 128 + tx] = T.float32(0.0)
        with T.launch_thread("blockIdx.y", 4) as by:
            ty = T.launch_thread("threadIdx.y", 64)
            B[by * 64 + ty] = T.float32(1.0)
        with T.launch_thread("vthread", 2) as vt:
            tz = T.launch_thread("threadIdx.z", 2)
            B[vt * 2 + tz] = T.float32(2.0)
