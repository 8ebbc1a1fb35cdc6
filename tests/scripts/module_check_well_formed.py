from tvm.script import ir as I
from tvm.script import tirx as T

@I.ir_module(check_well_formed=False)
class NotWellFormed:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((128,), "float32")):
        tx = T.env_thread("threadIdx.x")
        with T.launch_thread(tx, 64):
            A[tx] = T.float32(1)
        with T.launch_thread(tx, 64):
            A[tx + 64] = T.float32(2)
        ty = T.env_thread("threadIdx.y")
        with T.attr(ty, "thread_extent", 8):
            A[ty] = T.float32(3)
