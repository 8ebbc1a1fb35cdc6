# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func
    def main(A: T.Buffer((8,), "float32")):
        tx = T.launch_thread("threadIdx.x", 8)
        S: T.float32 = A[tx]
        A[tx] = S + T.float32(1.0)
