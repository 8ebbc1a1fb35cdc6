from tvm.script import ir as I
from tvm.script import tirx as T


@I.ir_module
class LaunchForms:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((1024,), "float32"), B: T.Buffer((256,), "float32")):
        with T.launch_thread("blockIdx.x", 8) as bx:
            tx = T.launch_thread("threadIdx.x", 128)
            A[bx * 128 + tx] = T.float32(0)
        by = T.env_thread("blockIdx.y")
        ty = T.env_thread("threadIdx.y")
        with T.launch_thread(by, 4):
            T.launch_thread(ty, 64)
            B[by * 64 + ty] = T.float32(1)
        vt = T.env_thread("vthread")
        with T.launch_thread(vt, 2):
            tz = T.launch_thread("threadIdx.z", 2)
            B[vt * 2 + tz] = T.float32(2)
