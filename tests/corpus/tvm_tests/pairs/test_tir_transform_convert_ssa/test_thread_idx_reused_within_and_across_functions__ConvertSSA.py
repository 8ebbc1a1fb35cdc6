# passes: ConvertSSA
# covers: tests/python/tirx-transform/test_tir_transform_convert_ssa.py::test_thread_idx_reused_within_and_across_functions
# from tvm.script import ir as I
# from tvm.script import tirx as T
# from tvm.tirx.layout import Axis

@I.ir_module
class Module:
    @T.prim_func(s_tir=True)
    def kernel_1(A: T.Buffer((256,), "float32")):
        threadIdx_x = T.env_thread("threadIdx.x")
        with T.launch_thread(threadIdx_x, 256):
            A[threadIdx_x] = A[threadIdx_x] + T.float32(1.0)
        with T.launch_thread(threadIdx_x, 256):
            A[threadIdx_x] = A[threadIdx_x] + T.float32(2.0)

    @T.prim_func(s_tir=True)
    def kernel_2(A: T.Buffer((256,), "float32")):
        threadIdx_x = T.env_thread("threadIdx.x")
        with T.launch_thread(threadIdx_x, 256):
            A[threadIdx_x] = A[threadIdx_x] + T.float32(1.0)
        with T.launch_thread(threadIdx_x, 256):
            A[threadIdx_x] = A[threadIdx_x] + T.float32(2.0)
