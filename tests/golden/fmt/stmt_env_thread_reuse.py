# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def main(A: T.Buffer((128,), "float32")):
        tx = T.env_thread("threadIdx.x")
        with T.launch_thread(tx, 64):
            A[tx] = T.float32(1.0)
        with T.launch_thread(tx, 64):
            A[tx + 64] = T.float32(2.0)
