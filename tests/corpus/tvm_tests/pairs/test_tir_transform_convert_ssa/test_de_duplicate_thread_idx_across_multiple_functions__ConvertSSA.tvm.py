# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def kernel_1(A: T.Buffer((256,), "float32")):
        threadIdx_x = T.launch_thread("threadIdx.x", 256)
        A[threadIdx_x] = A[threadIdx_x] + T.float32(1.0)

    @T.prim_func(s_tir=True)
    def kernel_2(A: T.Buffer((256,), "float32")):
        threadIdx_x = T.launch_thread("threadIdx.x", 256)
        A[threadIdx_x] = A[threadIdx_x] + T.float32(1.0)
